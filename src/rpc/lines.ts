// Newline-delimited JSON-RPC, as MCP's stdio transport frames it, read from chunks with a bound on what is buffered.
// Both stdio ends (the capture's child, the guard's own stdin) read this way.
import { isJsonRpc, type RpcMessage } from './messages.js';

export interface LineSink {
  message(message: RpcMessage): void;
  /** A line that is not JSON or not a JSON-RPC message: skipped, unanswered. */
  garbage?(line: string): void;
  /** A line (complete or still open) passed maxBytes; nothing more is read until reset. */
  overflow(): void;
  /** Reading stops at once when the owner has closed (a message handler may close it). */
  stopped(): boolean;
}

export class JsonRpcLines {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sink: LineSink,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    let nl = chunk.indexOf(10);
    while (nl !== -1) {
      const part = chunk.subarray(start, nl);
      const line = this.pendingBytes === 0 ? part : Buffer.concat([...this.pending, part]);
      this.reset();
      this.line(line);
      if (this.sink.stopped()) return;
      start = nl + 1;
      nl = chunk.indexOf(10, start);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pending.push(rest);
      this.pendingBytes += rest.length;
      if (this.pendingBytes > this.maxBytes) {
        this.reset();
        this.sink.overflow();
      }
    }
  }

  reset(): void {
    this.pending = [];
    this.pendingBytes = 0;
  }

  private line(bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return this.sink.overflow();
    // Every message of the guard's path passes here: a CR is cut as a byte and only a line that does not open with
    // `{` is tested for blankness, instead of a regular expression and a trimmed copy per line.
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
    const text = bytes.toString('utf8', 0, end);
    if (bytes[0] !== 0x7b && text.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.sink.garbage?.(text);
      return;
    }
    if (!isJsonRpc(message)) return this.sink.garbage?.(text);
    noteParsed(message, text);
    this.sink.message(message);
  }
}

/**
 * Results whose line held no `\uD800`-`\uDFFF` escape. Decoded UTF-8 never holds a lone surrogate (a bad sequence
 * reads as U+FFFD), so no string inside them can: a reader checking each string of a large list may skip that.
 */
const SURROGATE_FREE = new WeakSet<object>();

function hasEscapedSurrogate(text: string): boolean {
  return text.includes('\\u') && /\\u[dD][89a-fA-F]/.test(text);
}

/** Results parsed from a longer text keep no text: a large list is read once, and its text would double what it holds. */
export const KEPT_PAGE_CHARS = 256 * 1024;

/**
 * The text each result of at most KEPT_PAGE_CHARS was parsed from: a list page sent again, word for word, has the
 * capabilities already built for it (capture/page-digests.ts).
 */
const TEXT_OF = new WeakMap<object, string>();

/**
 * Records a message parsed from `text`: its result holds no lone surrogate when the text has no surrogate escape (and,
 * read from UTF-8 or written by JSON.stringify, which escapes every lone surrogate, no raw lone one either); and a
 * short result's text.
 */
export function noteParsed(message: unknown, text: string): void {
  if (typeof message !== 'object' || message === null) return;
  const result = (message as { result?: unknown }).result;
  if (typeof result !== 'object' || result === null) return;
  if (!hasEscapedSurrogate(text)) SURROGATE_FREE.add(result);
  if (text.length <= KEPT_PAGE_CHARS) TEXT_OF.set(result, text);
}

/** The text `result` was parsed from, when noteParsed kept it. */
export function textOfResult(result: unknown): string | undefined {
  return typeof result === 'object' && result !== null ? TEXT_OF.get(result) : undefined;
}

/** Whether `value` is a result read from a line without an escaped surrogate (see SURROGATE_FREE). */
export function surrogateFree(value: unknown): boolean {
  return typeof value === 'object' && value !== null && SURROGATE_FREE.has(value);
}

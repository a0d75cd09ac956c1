// Newline-delimited JSON-RPC, as MCP's stdio transport frames it, read from chunks with a bound on what is buffered.
// Both stdio ends (the capture's child, the guard's own stdin) read this way.
import { isJsonRpc, type RequestId, type RpcMessage } from './messages.js';

export interface LineSink {
  message(message: RpcMessage): void;
  /** A line that is not JSON or not a JSON-RPC message: skipped, unanswered. */
  garbage?(line: string): void;
  /** A line (complete or still open) passed maxBytes; nothing more is read until reset. */
  overflow(): void;
  /** Reading stops at once when the owner has closed (a message handler may close it). */
  stopped(): boolean;
  /**
   * A line longer than the reader's unreadBytes that answers request `id`: true when the owner answered it instead
   * (it is not parsed), false to have it read like every other line.
   */
  unread?(id: RequestId, bytes: number, whole: boolean): boolean;
}

/** How far into either end of a line its top-level `id` is looked for. */
const ID_WINDOW = 256;
const ID_AT_HEAD = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d{1,15}|"[^"\\]{0,200}")\s*,/;
const ID_AT_TAIL = /,\s*"id"\s*:\s*(-?\d{1,15}|"[^"\\]{0,200}")\s*(?:,\s*"jsonrpc"\s*:\s*"2\.0"\s*)?\}\s*$/;

/**
 * The top-level id of a JSON-RPC line given as chunks, read from its first or last bytes only (servers write it first
 * or last), or undefined. Inside a nested object `"id":…` is followed by two closing brackets at the end, never one.
 */
export function idAtEnds(chunks: readonly Buffer[]): RequestId | undefined {
  const hit = ID_AT_HEAD.exec(edge(chunks, 'head')) ?? ID_AT_TAIL.exec(edge(chunks, 'tail'));
  if (!hit) return undefined;
  return hit[1].startsWith('"') ? hit[1].slice(1, -1) : Number(hit[1]);
}

/** The first or last ID_WINDOW bytes of the chunks, as latin1 (the id and the brackets around it are ASCII). */
function edge(chunks: readonly Buffer[], end: 'head' | 'tail'): string {
  const picked: Buffer[] = [];
  let bytes = 0;
  for (let n = 0; n < chunks.length && bytes < ID_WINDOW; n++) {
    const c = chunks[end === 'head' ? n : chunks.length - 1 - n];
    if (end === 'head') picked.push(c);
    else picked.unshift(c);
    bytes += c.length;
  }
  const all = Buffer.concat(picked);
  return end === 'head' ? all.toString('latin1', 0, ID_WINDOW) : all.toString('latin1', Math.max(0, all.length - ID_WINDOW));
}

export class JsonRpcLines {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The open line was answered unread from its head: its remaining bytes are dropped up to its newline. */
  private skipping = false;
  /** The open line's head was looked at for an id (once per line, when it passed unreadBytes). */
  private headTried = false;

  /**
   * `unreadBytes`: an answer longer than this (and within maxBytes) is not parsed but handed to sink.unread: parsing a
   * hundred megabytes held every other request of the process for a second or more. `keepTexts`: each result's text
   * is kept for textOfResult (see noteParsed).
   */
  constructor(
    private readonly maxBytes: number,
    private readonly sink: LineSink,
    private readonly unreadBytes = Infinity,
    private readonly keepTexts = false,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    if (this.skipping) {
      const end = chunk.indexOf(10);
      if (end === -1) return;
      this.skipping = false;
      start = end + 1;
    }
    let nl = chunk.indexOf(10, start);
    while (nl !== -1) {
      const part = chunk.subarray(start, nl);
      const bytes = this.pendingBytes + part.length;
      // An answer too long to read is answered from its ends, never joined into one buffer.
      const id = bytes > this.unreadBytes && bytes <= this.maxBytes && this.sink.unread ? idAtEnds([...this.pending, part]) : undefined;
      if (id !== undefined && this.sink.unread?.(id, bytes, true)) {
        this.reset();
      } else {
        const line = this.pendingBytes === 0 ? part : Buffer.concat([...this.pending, part]);
        this.reset();
        this.line(line);
      }
      if (this.sink.stopped()) return;
      start = nl + 1;
      nl = chunk.indexOf(10, start);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pending.push(rest);
      this.pendingBytes += rest.length;
      if (this.answeredFromHead()) return;
      if (this.pendingBytes > this.maxBytes) {
        this.reset();
        this.sink.overflow();
      }
    }
  }

  reset(): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.headTried = false;
    this.skipping = false;
  }

  /**
   * An answer still arriving that has passed unreadBytes and names its id at its head is answered unread now, not when
   * its last byte arrives: a 200 MB result (or one that never ends) cannot hold its call, nor fill the buffer.
   */
  private answeredFromHead(): boolean {
    if (this.headTried || this.pendingBytes <= this.unreadBytes || !this.sink.unread) return false;
    this.headTried = true;
    const hit = ID_AT_HEAD.exec(edge(this.pending, 'head'));
    if (!hit) return false;
    const id = hit[1].startsWith('"') ? hit[1].slice(1, -1) : Number(hit[1]);
    if (!this.sink.unread(id, this.pendingBytes, false)) return false;
    this.reset();
    this.skipping = true;
    return true;
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
    noteParsed(message, text, bytes.length, this.keepTexts);
    this.sink.message(message);
  }
}

function hasEscapedSurrogate(text: string): boolean {
  return text.includes('\\u') && /\\u[dD][89a-fA-F]/.test(text);
}

/** Results parsed from a longer text keep no text: a large list is read once, and its text would double what it holds. */
export const KEPT_PAGE_CHARS = 256 * 1024;

/**
 * What is known of each result from the line it was read from: one entry per result (one WeakMap set per message on
 * the guard's path, where three were measured among its per-call costs, issue 55).
 * - `surrogateFree`: its line held no `\uD800`-`\uDFFF` escape. Decoded UTF-8 never holds a lone surrogate (a bad
 *   sequence reads as U+FFFD), so no string inside it can: a reader checking each string of a large list may skip that.
 * - `text`: the text it was parsed from, when at most KEPT_PAGE_CHARS: a list page sent again, word for word, has the
 *   capabilities already built for it (capture/page-digests.ts).
 * - `bytes`: the length in bytes of the line it was read from: its size is known without writing it out again.
 */
interface ReadFrom {
  surrogateFree: boolean;
  text?: string;
  bytes?: number;
}

const READ_FROM = new WeakMap<object, ReadFrom>();

/**
 * Records a message parsed from `text`: its result holds no lone surrogate when the text has no surrogate escape (and,
 * read from UTF-8 or written by JSON.stringify, which escapes every lone surrogate, no raw lone one either); and, with
 * `keepText` (a reader whose pages may be sent again word for word: CaptureOptions.reusePages), a short result's text.
 * Kept by every reader, each page's text (up to KEPT_PAGE_CHARS) lived as long as its result, outlived a scavenge
 * and was promoted: 4 MB of a 5,000-tool snapshot's peak RSS, and a third of its list's collection time (issue 55).
 */
export function noteParsed(message: unknown, text: string, bytes?: number, keepText = false): void {
  if (typeof message !== 'object' || message === null) return;
  const result = (message as { result?: unknown }).result;
  if (typeof result !== 'object' || result === null) return;
  const entry: ReadFrom = { surrogateFree: !hasEscapedSurrogate(text) };
  if (keepText && text.length <= KEPT_PAGE_CHARS) entry.text = text;
  if (bytes !== undefined) entry.bytes = bytes;
  READ_FROM.set(result, entry);
}

function readFrom(result: unknown): ReadFrom | undefined {
  return typeof result === 'object' && result !== null ? READ_FROM.get(result) : undefined;
}

/** The bytes of the line `result` was read from (its envelope included), when it was read from one. */
export function bytesOfResult(result: unknown): number | undefined {
  return readFrom(result)?.bytes;
}

/** The text `result` was parsed from, when noteParsed kept it (only for a reader that asked: keepText). */
export function textOfResult(result: unknown): string | undefined {
  return readFrom(result)?.text;
}

/** Whether `value` is a result read from a line without an escaped surrogate. */
export function surrogateFree(value: unknown): boolean {
  return readFrom(value)?.surrogateFree === true;
}

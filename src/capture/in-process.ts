// A server object in this process (McpServer or Server of SDK 1.x or 2.x, or anything that takes a transport), reached
// through a pair of in-memory transports, one pair per session: no child process, no port. Every message crosses as
// JSON text, as over stdio, so the capture sees what a client on a wire sees (no object shared with the server,
// `undefined` dropped, toJSON applied) and limits.maxMessageBytes holds.
import { KEPT_PAGE_CHARS, noteParsed } from '../rpc/lines.js';
import { deepFreeze } from '../core/shared/json.js';
import type { RpcMessage } from '../rpc/messages.js';
import type { RpcTransport } from '../rpc/transport.js';

/**
 * The server's end of an in-process session: the SDK's Transport shape (1.x and 2.x), typed loosely enough that the
 * SDKs' own `connect(transport: Transport)` accepts it. Messages are JSON-RPC objects, parsed afresh for each side.
 */
export interface ServerTransport {
  start(): Promise<void>;
  send(message: unknown, options?: unknown): Promise<void>;
  close(): Promise<void>;
  onmessage?: (message: unknown, extra?: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  sessionId?: string;
}

/**
 * A server the capture connects to in this process: it is handed one transport per session and serves on it until
 * the capture closes it. `McpServer` and `Server` of `@modelcontextprotocol/sdk` 1.x and of
 * `@modelcontextprotocol/server` 2.x are such objects (their `connect` serves the 2025 era); for both eras of a 2.x
 * server, pass `{ connect: (transport) => serveStdio(makeServer, { transport }) }`.
 */
export interface InProcessServer {
  connect(transport: ServerTransport): unknown;
}

/**
 * The texts of the last messages each server sent (none longer than KEPT_PAGE_CHARS), with their parse once seen
 * twice (deep-frozen), newest last.
 */
const sentBefore = new WeakMap<InProcessServer, { text: string; parsed?: RpcMessage }[]>();
/** Messages remembered per server: a check's opening, its error answers and a few list pages. */
const REMEMBERED = 16;

/**
 * The message `text` parses to, as parsed when the same server sent the same text before (then shared, and frozen:
 * JSON.parse of the same text gives the same value, and a reader that tried to edit it would throw), or parsed now.
 * A matcher checking one server object again and again is sent the same opening and the same pages each time, and
 * parsing them again was the largest single cost of its own in each check (issue 29). A text is frozen and kept only
 * when it is seen a second time, so a single check pays nothing for it.
 */
function parsedAgain(server: InProcessServer, text: string): RpcMessage {
  if (text.length > KEPT_PAGE_CHARS) return parsedNow(text, true);
  let recent = sentBefore.get(server);
  if (recent === undefined) sentBefore.set(server, (recent = []));
  const i = recent.findIndex((m) => m.text.length === text.length && m.text === text);
  const seen = i >= 0 ? recent.splice(i, 1)[0] : { text };
  recent.push(seen);
  if (recent.length > REMEMBERED) recent.shift();
  if (seen.parsed !== undefined) return seen.parsed;
  const parsed = parsedNow(text, true);
  if (i >= 0) seen.parsed = deepFreeze(parsed);
  return parsed;
}

/** `keepText`: the page's text is kept for the capture's page reuse (page-digests.ts), which only a reusing server's has. */
function parsedNow(text: string, keepText = false): RpcMessage {
  const parsed = JSON.parse(text) as RpcMessage;
  // As a line read from a child's stdout: a list page without a surrogate escape needs no check of each string.
  noteParsed(parsed, text, undefined, keepText);
  return parsed;
}

export function isInProcessServer(value: unknown): value is InProcessServer {
  return typeof value === 'object' && value !== null && typeof (value as { connect?: unknown }).connect === 'function';
}

/** The client's end of one in-process session; the server's end is handed to the server's connect. */
export class InProcessTransport implements RpcTransport {
  onmessage?: (message: RpcMessage, extra?: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /** Why the session ended other than by our close, as a child's exit reason reads. */
  exitReason?: string;
  private closed = false;
  private readonly peer: ServerTransport;

  private constructor(
    private readonly maxMessageBytes: number,
    private readonly server: InProcessServer,
    private readonly reuse: boolean,
  ) {
    const self = this;
    this.peer = {
      async start() {},
      async send(message) {
        self.deliverToClient(message);
      },
      async close() {
        if (!self.closed) self.exitReason = 'the server closed the in-process connection';
        self.end();
      },
    };
  }

  /**
   * Connects `server` to a fresh pair. A server whose connect throws (already connected elsewhere) fails the session,
   * and so does one whose connect has not settled within `timeoutMs` (no session exists yet for totalMs to close).
   */
  static async open(server: InProcessServer, maxMessageBytes: number, timeoutMs: number, reuse = false): Promise<InProcessTransport> {
    const transport = new InProcessTransport(maxMessageBytes, server, reuse);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the server's connect did not settle within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([server.connect(transport.peer), late]);
    } catch (err) {
      transport.end();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return transport;
  }

  async start(): Promise<void> {}

  async send(message: RpcMessage): Promise<void> {
    if (this.closed) throw new Error(this.exitReason ? `server exited (${this.exitReason})` : 'not connected');
    const text = JSON.stringify(message);
    // On a later turn, as a pipe would deliver it: the server never runs inside our call.
    queueMicrotask(() => {
      if (!this.closed) this.peer.onmessage?.(JSON.parse(text) as RpcMessage);
    });
  }

  async close(): Promise<void> {
    this.end();
  }

  private deliverToClient(message: unknown): void {
    if (this.closed) return;
    const text = JSON.stringify(message);
    // A UTF-16 code unit is at most three bytes of UTF-8: a text that short needs no count.
    if (text.length * 3 > this.maxMessageBytes && Buffer.byteLength(text, 'utf8') > this.maxMessageBytes) {
      this.exitReason = `closed by mcp-contract: a message exceeded limits.maxMessageBytes, ${this.maxMessageBytes} bytes`;
      this.onerror?.(new Error(this.exitReason));
      this.end();
      return;
    }
    queueMicrotask(() => {
      if (this.closed) return;
      this.onmessage?.(this.reuse ? parsedAgain(this.server, text) : parsedNow(text));
    });
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    this.peer.onclose?.();
    this.onclose?.();
  }
}

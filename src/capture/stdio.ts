// A stdio client transport that owns its child: process group, bounded message size, bounded stderr, quick close.
// The SDK's StdioClientTransport cannot bound stderr, cannot reach grandchildren and waits 2 s+ on close.
import type { ChildProcess } from 'node:child_process';
import type { RequestId, RpcMessage } from '../rpc/messages.js';
import { JsonRpcLines } from '../rpc/lines.js';
import type { RpcTransport } from '../rpc/transport.js';
import { killGroup, spawnGroup, TailBuffer } from './process.js';

/** The code of an answer refused unread: a server error of its own, not -32603 (which says the upstream went down). */
const UNREAD_CODE = -32000;
const LIST_METHODS = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list']);

export interface ChildStdioParams {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  maxMessageBytes: number;
  /** An answer longer than this is answered as an error without being read (see JsonRpcLines); absent: all are read. */
  unreadBytes?: number;
  /** The same for an answer to a list request, which may be bounded lower (a gateway member's list bound). */
  unreadListBytes?: number;
  /** Called for each stdout line that is not a JSON-RPC message (a server logging to stdout). */
  onGarbage?: (line: string) => void;
  /** Keep each result's text for textOfResult (rpc/lines.ts): only a capture that reuses pages sent again reads it. */
  keepPageTexts?: boolean;
  /**
   * Started ahead of its session (the CLI's early launch): its stdout is left unread until a session starts the
   * transport, so nothing it writes meanwhile is lost or handed to nobody, and its stray lines go to that session's
   * onGarbage (claim). Its stderr is read from the start, like every child's.
   */
  held?: boolean;
}

/**
 * Bytes we may have queued for the child's stdin. What we send is small (list requests, answers to its pings): a
 * server that sends requests but stops reading our answers would otherwise grow this queue without end.
 */
export const MAX_QUEUED_BYTES = 256 * 1024;

export class ChildStdioTransport implements RpcTransport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: RpcMessage) => void;

  readonly stderr = new TailBuffer();
  private child?: ChildProcess;
  private readonly lines: JsonRpcLines;
  /** Ids of our list requests not answered yet: their answers have unreadListBytes. */
  private readonly lists = new Set<RequestId>();
  private closed = false;
  private garbage: ((line: string) => void) | undefined;
  private reading = false;
  private claimed = false;
  /** Set when the child exited on its own: `exit code 1`, `signal SIGSEGV`. */
  exitReason?: string;

  constructor(private readonly params: ChildStdioParams) {
    this.garbage = params.onGarbage;
    this.lines = new JsonRpcLines(
      params.maxMessageBytes,
      {
        message: (m) => {
          if (!('method' in m) && 'id' in m && m.id !== null) this.lists.delete(m.id);
          this.onmessage?.(m);
        },
        garbage: (line) => this.garbage?.(line),
        overflow: () => this.overflow(),
        stopped: () => this.closed,
        unread: (id, bytes, whole) => this.unread(id, bytes, whole),
      },
      Math.min(params.unreadBytes ?? Infinity, params.unreadListBytes ?? Infinity),
      params.keepPageTexts ?? false,
    );
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): Promise<void> {
    // Started already: a session that fell back from server/discover to initialize keeps the same child, and a held
    // child's stdout is read from now on, by the session that starts it.
    if (this.child) {
      this.readStdout();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const p = this.params;
      const child = spawnGroup(p.command, p.args, { cwd: p.cwd, env: p.env });
      this.child = child;
      child.once('error', (err) => {
        reject(new Error(`cannot start ${p.command}: ${err.message}`));
        this.onerror?.(err);
      });
      child.once('spawn', () => resolve());
      if (!p.held) this.readStdout();
      child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk));
      child.stdin?.on('error', () => {
        // EPIPE after the child died; the exit handler reports it.
      });
      child.once('exit', (code, signal) => {
        if (!this.closed) this.exitReason = signal ? `signal ${signal}` : `exit code ${code}`;
      });
      child.once('close', () => this.finish());
    });
  }

  private readStdout(): void {
    if (this.reading || !this.child) return;
    this.reading = true;
    this.child.stdout?.on('data', (chunk: Buffer) => this.lines.push(chunk));
  }

  /**
   * A started child handed to a session (ConnectOptions.spawned), once: false when it was handed over before, or when
   * a held child already ended (its end came before anyone listened; it is closed, and the session starts its own,
   * which fails or not, and says why in the usual words). A held child's stray stdout lines go to `onGarbage` from now on.
   */
  claim(onGarbage: (line: string) => void): boolean {
    if (this.claimed) return false;
    this.claimed = true;
    if (!this.params.held) return true;
    if (this.exitReason !== undefined || !this.child) {
      void this.close();
      return false;
    }
    this.garbage = onGarbage;
    return true;
  }

  /** An answer too long to read, answered as an error naming the bound it passed; false when it is within its bound. */
  private unread(id: RequestId, bytes: number, whole: boolean): boolean {
    const list = this.lists.delete(id) && this.params.unreadListBytes !== undefined;
    const limit = list ? this.params.unreadListBytes : this.params.unreadBytes;
    if (limit === undefined || bytes <= limit) return false;
    const bound = list ? `the list bound (${limit} bytes)` : `limits.maxMessageBytes (${limit} bytes)`;
    this.onmessage?.({ jsonrpc: '2.0', id, error: { code: UNREAD_CODE, message: whole ? `the server's answer was ${bytes} bytes, over ${bound}; it was not read` : `the server's answer passed ${bound} while still arriving; it was not read` } });
    return true;
  }

  private overflow(): void {
    this.exitReason = `closed by mcp-contract: a message exceeded limits.maxMessageBytes, ${this.params.maxMessageBytes} bytes`;
    this.onerror?.(new Error(this.exitReason));
    void this.close();
  }

  send(message: RpcMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || this.closed || stdin.destroyed) {
        reject(new Error(this.exitReason ? `server exited (${this.exitReason})` : 'not connected'));
        return;
      }
      if (stdin.writableLength > MAX_QUEUED_BYTES) {
        this.exitReason = `closed by mcp-contract: the server stopped reading its stdin while sending requests (over ${MAX_QUEUED_BYTES} bytes of messages to it queued)`;
        this.onerror?.(new Error(this.exitReason));
        reject(new Error(this.exitReason));
        void this.close();
        return;
      }
      if (this.params.unreadListBytes !== undefined && 'method' in message && 'id' in message && LIST_METHODS.has(message.method)) this.lists.add(message.id);
      // Resolved once queued: waiting for 'drain' here would park one pending answer per request a flooding server sends.
      stdin.write(`${JSON.stringify(message)}\n`);
      resolve();
    });
  }

  async close(): Promise<void> {
    const child = this.child;
    this.closed = true;
    if (child && !this.killed) {
      this.killed = true;
      await killGroup(child);
    }
    this.finish();
  }

  private killed = false;
  private finished = false;
  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.closed = true;
    this.onclose?.();
  }
}

// The server end of MCP's stdio transport: one JSON-RPC message per line on a readable (stdin) and a writable
// (stdout). The SDK's StdioServerTransport parses every line through its zod schemas; this one checks the JSON-RPC
// shape by hand (isJsonRpc) and bounds what it buffers, so a long-running server holds neither zod nor an endless line.
import type { Readable, Writable } from 'node:stream';
import type { RpcMessage } from './messages.js';
import { JsonRpcLines } from './lines.js';
import type { RpcTransport } from './transport.js';

export interface StdioServerOptions {
  input: Readable;
  output: Writable;
  /** The longest line accepted; a longer one closes the transport (the SDK's ReadBuffer does the same at 10 MB). */
  maxMessageBytes: number;
  /**
   * A line that is not JSON or not a JSON-RPC message. It is skipped, unanswered, as the SDK's transport does: a
   * JSON-RPC error needs an id the line may not have, and the SDK's 1.x clients reject an error whose id is null.
   */
  onGarbage?: (line: string) => void;
  /** The transport closes itself over a line longer than maxMessageBytes: why, in words. */
  onOverflow?: (why: string) => void;
}

export class StdioServerTransport implements RpcTransport {
  onmessage?: (message: RpcMessage, extra?: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /** Why the transport closed itself (an oversize line), if it did. */
  closeReason?: string;

  private readonly lines: JsonRpcLines;
  private started = false;
  private closed = false;
  private readonly ondata = (chunk: Buffer | string): void => this.lines.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  private readonly onend = (): void => void this.close();
  private readonly onreaderror = (error: Error): void => this.onerror?.(error);

  constructor(private readonly options: StdioServerOptions) {
    this.lines = new JsonRpcLines(options.maxMessageBytes, {
      message: (m) => this.onmessage?.(m),
      garbage: (line) => options.onGarbage?.(line),
      overflow: () => this.overflow(),
      stopped: () => this.closed,
    });
  }

  async start(): Promise<void> {
    if (this.started) throw new Error('the stdio transport is already started');
    this.started = true;
    const input = this.options.input;
    input.on('data', this.ondata);
    input.on('error', this.onreaderror);
    // The client closing our stdin is how a stdio session ends.
    input.once('end', this.onend);
    input.once('close', this.onend);
  }

  private overflow(): void {
    this.closeReason = `a message from the client exceeded ${this.options.maxMessageBytes} bytes`;
    this.options.onOverflow?.(this.closeReason);
    this.onerror?.(new Error(this.closeReason));
    void this.close();
  }

  send(message: RpcMessage): Promise<void> {
    const out = this.options.output;
    if (this.closed || out.destroyed || out.writableEnded) return Promise.reject(new Error('the stdio transport is closed'));
    // Resolved once the stream takes it; a full pipe makes the caller wait for 'drain' (one listener per waiting send).
    if (out.write(`${JSON.stringify(message)}\n`)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const input = this.options.input;
    input.off('data', this.ondata);
    input.off('error', this.onreaderror);
    input.off('end', this.onend);
    input.off('close', this.onend);
    // Paused only when nothing else reads it, so a host that shares stdin keeps its reader.
    if (input.listenerCount('data') === 0) input.pause();
    this.lines.reset();
    this.onclose?.();
  }
}

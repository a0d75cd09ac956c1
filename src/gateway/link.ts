// The in-process wire between the gateway and one member's guard session: what that session sends its "client"
// (progress, log messages, sampling and elicitation requests) reaches the gateway as objects, and the gateway's answers
// go back the same way. No bytes, no second event loop: the member is the single guard's own session class.
import type { RpcMessage } from '../rpc/messages.js';
import type { RpcTransport, SendOptions } from '../rpc/transport.js';

export class Link implements RpcTransport {
  onmessage?: (message: RpcMessage, extra?: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private open = true;

  constructor(private readonly toGateway: (message: RpcMessage, options?: SendOptions) => void) {}

  async start(): Promise<void> {}

  async send(message: RpcMessage, options?: SendOptions): Promise<void> {
    if (this.open) this.toGateway(message, options);
  }

  /** A message from the gateway to the member's session. */
  deliver(message: RpcMessage): void {
    if (this.open) queueMicrotask(() => this.onmessage?.(message));
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.onclose?.();
  }
}

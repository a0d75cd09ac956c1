import type { RequestId, RpcMessage } from './messages.js';
export interface SendOptions {
    /** The downstream request a message belongs to (HTTP servers route it onto that request's stream). */
    relatedRequestId?: RequestId;
}
export interface RpcTransport {
    start(): Promise<void>;
    send(message: RpcMessage, options?: SendOptions): Promise<void>;
    close(): Promise<void>;
    onmessage?: (message: RpcMessage, extra?: unknown) => void;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    /** HTTP transports put the negotiated version into a header. */
    setProtocolVersion?: (version: string) => void;
    sessionId?: string;
}

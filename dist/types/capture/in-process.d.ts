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
export declare function isInProcessServer(value: unknown): value is InProcessServer;
/** The client's end of one in-process session; the server's end is handed to the server's connect. */
export declare class InProcessTransport implements RpcTransport {
    private readonly maxMessageBytes;
    private readonly server;
    private readonly reuse;
    onmessage?: (message: RpcMessage, extra?: unknown) => void;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    /** Why the session ended other than by our close, as a child's exit reason reads. */
    exitReason?: string;
    private closed;
    private readonly peer;
    private constructor();
    /**
     * Connects `server` to a fresh pair. A server whose connect throws (already connected elsewhere) fails the session,
     * and so does one whose connect has not settled within `timeoutMs` (no session exists yet for totalMs to close).
     */
    static open(server: InProcessServer, maxMessageBytes: number, timeoutMs: number, reuse?: boolean): Promise<InProcessTransport>;
    start(): Promise<void>;
    send(message: RpcMessage): Promise<void>;
    close(): Promise<void>;
    private deliverToClient;
    private end;
}

import { type Params, type RequestId, type RpcNotification, type RpcRequest } from './messages.js';
import type { RpcTransport, SendOptions } from './transport.js';
/** The SDK's default, which servers and users already expect of an MCP client. */
export declare const DEFAULT_TIMEOUT_MS = 60000;
export interface RequestOptions extends SendOptions {
    /** Milliseconds before the request is cancelled with REQUEST_TIMEOUT. */
    timeout?: number;
    signal?: AbortSignal;
    /** Asks the other side for progress (a progress token is added) and hears it. */
    onprogress?: (progress: Params) => void;
    resetTimeoutOnProgress?: boolean;
    /** With resetTimeoutOnProgress: the bound no progress can extend. */
    maxTotalTimeout?: number;
}
export interface HandlerExtra {
    /** Aborted when the other side cancels the request or the connection closes. */
    signal: AbortSignal;
    requestId: RequestId;
    /** What the transport passed with the message (HTTP request details on server transports). */
    transportExtra?: unknown;
}
export type RequestHandler = (request: RpcRequest, extra: HandlerExtra) => Params | Promise<Params>;
export type NotificationHandler = (notification: RpcNotification) => void | Promise<void>;
export declare class RpcPeer {
    onclose?: () => void;
    onerror?: (error: Error) => void;
    /** Requests no handler is registered for; without it they are answered "Method not found". */
    fallbackRequestHandler?: RequestHandler;
    /** Notifications no handler is registered for; without it they are dropped. */
    fallbackNotificationHandler?: NotificationHandler;
    protected transport?: RpcTransport;
    private nextId;
    private readonly pending;
    private readonly deadlines;
    private readonly handling;
    private readonly requestHandlers;
    private readonly notificationHandlers;
    constructor(firstId?: number);
    setRequestHandler(method: string, handler: RequestHandler): void;
    removeRequestHandler(method: string): void;
    setNotificationHandler(method: string, handler: NotificationHandler): void;
    get connected(): boolean;
    /** Wires the transport and starts it. A transport already wired to another peer is taken over whole. */
    connect(transport: RpcTransport): Promise<void>;
    close(): Promise<void>;
    request(method: string, params: Params | undefined, options?: RequestOptions): Promise<Params>;
    notification(method: string, params?: Params, options?: SendOptions): Promise<void>;
    /** Forgets a pending request; false when it was already settled. */
    private settle;
    private receive;
    private answered;
    /** Dispatched at once, in read order: progress read with its result must reach the handler before the result. */
    private notified;
    /** Progress for one of our requests: heard, and its timeout reset where asked. False when it is not ours. */
    private progressed;
    private serve;
    private closed;
}

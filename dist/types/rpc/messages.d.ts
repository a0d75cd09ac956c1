export type RequestId = string | number;
export type Params = Record<string, unknown>;
export interface RpcRequest {
    jsonrpc: '2.0';
    id: RequestId;
    method: string;
    params?: Params;
}
export interface RpcNotification {
    jsonrpc: '2.0';
    method: string;
    params?: Params;
}
export interface RpcErrorObject {
    code: number;
    message: string;
    data?: unknown;
}
export type RpcResponse = {
    jsonrpc: '2.0';
    id: RequestId;
    result: Params;
} | {
    jsonrpc: '2.0';
    id: RequestId | null;
    error: RpcErrorObject;
};
export type RpcMessage = RpcRequest | RpcNotification | RpcResponse;
/** Error codes the peer itself produces (the SDK's values, so existing readers of `code` keep working). */
export declare const CONNECTION_CLOSED = -32000;
export declare const REQUEST_TIMEOUT = -32001;
export declare const INVALID_REQUEST = -32600;
export declare const METHOD_NOT_FOUND = -32601;
export declare const INTERNAL_ERROR = -32603;
/** An error with a JSON-RPC code: what the other side answered, or a timeout / closed connection here. */
export declare class RpcError extends Error {
    readonly code: number;
    readonly data?: unknown | undefined;
    constructor(code: number, message: string, data?: unknown | undefined);
    /**
     * An error the other side answered. It records no stack: one would show only this side's message loop, and taking
     * it walks every async frame, on each capture of a 2025-only server (its refusal of server/discover).
     */
    static answered(code: number, message: string, data?: unknown): RpcError;
}
/**
 * The error `make` builds, with no stack recorded: for errors that are caught and handled as answers, where taking a
 * stack (V8 walks every async frame for one) would cost on each capture and show nothing of use.
 */
export declare function withoutStack<E extends Error>(make: () => E): E;
export declare function isObject(v: unknown): v is Record<string, unknown>;
/**
 * The shape of a JSON-RPC 2.0 message, checked by hand: a schema walk over every listed item of a 5,000-tool page
 * costs more than the rest of the capture's own work.
 */
export declare function isJsonRpc(v: unknown): v is RpcMessage;
export declare function isRequest(m: RpcMessage): m is RpcRequest;
export declare function isNotification(m: RpcMessage): m is RpcNotification;

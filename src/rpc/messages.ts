// JSON-RPC 2.0 as MCP uses it, typed by hand: the SDK's zod schemas cost tens of megabytes and a parse of every message,
// and the capture validates what lists hold per item anyway (capture/lists.ts).

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

export type RpcResponse =
  | { jsonrpc: '2.0'; id: RequestId; result: Params }
  | { jsonrpc: '2.0'; id: RequestId | null; error: RpcErrorObject };

export type RpcMessage = RpcRequest | RpcNotification | RpcResponse;

/** Error codes the peer itself produces (the SDK's values, so existing readers of `code` keep working). */
export const CONNECTION_CLOSED = -32000;
export const REQUEST_TIMEOUT = -32001;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INTERNAL_ERROR = -32603;

/** An error with a JSON-RPC code: what the other side answered, or a timeout / closed connection here. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    // The SDK's wording, which users and logs already know.
    super(`MCP error ${code}: ${message}`);
    this.name = 'McpError';
  }

  /**
   * An error the other side answered. It records no stack: one would show only this side's message loop, and taking
   * it walks every async frame, on each capture of a 2025-only server (its refusal of server/discover).
   */
  static answered(code: number, message: string, data?: unknown): RpcError {
    return withoutStack(() => new RpcError(code, message, data));
  }
}

/**
 * The error `make` builds, with no stack recorded: for errors that are caught and handled as answers, where taking a
 * stack (V8 walks every async frame for one) would cost on each capture and show nothing of use.
 */
export function withoutStack<E extends Error>(make: () => E): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isId(id: unknown): id is RequestId {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

/**
 * The shape of a JSON-RPC 2.0 message, checked by hand: a schema walk over every listed item of a 5,000-tool page
 * costs more than the rest of the capture's own work.
 */
export function isJsonRpc(v: unknown): v is RpcMessage {
  if (!isObject(v) || v.jsonrpc !== '2.0') return false;
  const id = v.id;
  if (typeof v.method === 'string') return (id === undefined || isId(id)) && (v.params === undefined || isObject(v.params));
  if (!isId(id) && !('error' in v && (id === null || id === undefined))) return false;
  if ('result' in v) return isObject(v.result) && !('error' in v);
  const e = v.error;
  return isObject(e) && typeof e.code === 'number' && typeof e.message === 'string';
}

export function isRequest(m: RpcMessage): m is RpcRequest {
  return 'method' in m && 'id' in m && m.id !== undefined;
}

export function isNotification(m: RpcMessage): m is RpcNotification {
  return 'method' in m && !('id' in m && m.id !== undefined);
}

// One end of a JSON-RPC connection: requests out with timeouts, progress and cancellation; requests and notifications
// in, dispatched by method. Both the capture's client and the guard's two faces are this one class, so neither loads the
// SDK's Protocol (zod schemas for every message) on the common stdio path.
import {
  CONNECTION_CLOSED,
  INTERNAL_ERROR,
  isNotification,
  isObject,
  isRequest,
  METHOD_NOT_FOUND,
  REQUEST_TIMEOUT,
  RpcError,
  type Params,
  type RequestId,
  type RpcMessage,
  type RpcNotification,
  type RpcRequest,
  type RpcResponse,
} from './messages.js';
import type { RpcTransport, SendOptions } from './transport.js';

/** The SDK's default, which servers and users already expect of an MCP client. */
export const DEFAULT_TIMEOUT_MS = 60_000;

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

interface Pending {
  resolve(result: Params): void;
  reject(error: unknown): void;
  /** When its timeout falls due (performance.now() time: monotonic, as a timer's own delay is, so a wall-clock step moves no deadline); moved on by progress where the request asks. */
  deadline: number;
  started: number;
  options: RequestOptions;
  onTimeout(): void;
}

/**
 * Every pending request's timeout, kept as a deadline and watched by one timer per peer (the earliest deadline), not
 * one timer per request: on the guard's path, where each call is a request, creating and cancelling a Timeout per
 * call was measured among its own per-call costs (issue 55). A timeout is judged one turn of the event loop after it
 * falls due: Node runs due timers before it reads, so a client kept off the CPU past the deadline (a loaded runner)
 * would time out progress or an answer that arrived in time and waits unread. While nothing is pending the timer is
 * unref'ed, so it never holds a process open.
 */
class Deadlines {
  private timer?: NodeJS.Timeout;
  private at = Infinity;

  constructor(private readonly pending: Map<RequestId, Pending>) {}

  arm(p: Pending, ms: number): void {
    p.deadline = performance.now() + ms;
    if (p.deadline < this.at) this.schedule(p.deadline);
    else this.timer?.ref();
  }

  /** After a request settles: with none left, the timer stops holding the process. */
  settled(): void {
    if (this.pending.size === 0) this.timer?.unref();
  }

  private schedule(at: number): void {
    clearTimeout(this.timer);
    this.at = at;
    this.timer = setTimeout(() => setImmediate(() => this.sweep()), Math.max(0, at - performance.now()));
  }

  private sweep(): void {
    // A request armed between the timer's firing and this turn may have scheduled another: this sweep covers it.
    clearTimeout(this.timer);
    this.timer = undefined;
    this.at = Infinity;
    const now = performance.now();
    const due: Pending[] = [];
    let next = Infinity;
    for (const p of this.pending.values()) {
      if (p.deadline <= now) due.push(p);
      else if (p.deadline < next) next = p.deadline;
    }
    for (const p of due) p.onTimeout();
    // A timeout's handler may have started or reset others: the earliest deadline left is looked for again.
    for (const p of this.pending.values()) if (p.deadline < next) next = p.deadline;
    if (next !== Infinity && next < this.at) this.schedule(next);
  }
}

function errorObject(err: unknown): { code: number; message: string; data?: unknown } {
  const e = (isObject(err) ? err : {}) as { code?: unknown; message?: unknown; data?: unknown };
  const code = typeof e.code === 'number' && Number.isSafeInteger(e.code) ? e.code : INTERNAL_ERROR;
  const message = typeof e.message === 'string' ? e.message : 'Internal error';
  return e.data === undefined ? { code, message } : { code, message, data: e.data };
}

export class RpcPeer {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /** Requests no handler is registered for; without it they are answered "Method not found". */
  fallbackRequestHandler?: RequestHandler;
  /** Notifications no handler is registered for; without it they are dropped. */
  fallbackNotificationHandler?: NotificationHandler;

  protected transport?: RpcTransport;
  private nextId: number;
  private readonly pending = new Map<RequestId, Pending>();
  private readonly deadlines = new Deadlines(this.pending);
  private readonly handling = new Map<RequestId, AbortController>();
  private readonly requestHandlers = new Map<string, RequestHandler>();
  private readonly notificationHandlers = new Map<string, NotificationHandler>();

  constructor(firstId = 0) {
    this.nextId = firstId;
    this.requestHandlers.set('ping', () => ({}));
  }

  setRequestHandler(method: string, handler: RequestHandler): void {
    this.requestHandlers.set(method, handler);
  }

  removeRequestHandler(method: string): void {
    this.requestHandlers.delete(method);
  }

  setNotificationHandler(method: string, handler: NotificationHandler): void {
    this.notificationHandlers.set(method, handler);
  }

  get connected(): boolean {
    return this.transport !== undefined;
  }

  /** Wires the transport and starts it. A transport already wired to another peer is taken over whole. */
  async connect(transport: RpcTransport): Promise<void> {
    this.transport = transport;
    transport.onmessage = (message, extra) => this.receive(message, extra);
    transport.onclose = () => this.closed(transport);
    transport.onerror = (error) => this.onerror?.(error);
    await transport.start();
  }

  async close(): Promise<void> {
    await this.transport?.close();
  }

  request(method: string, params: Params | undefined, options: RequestOptions = {}): Promise<Params> {
    const transport = this.transport;
    if (!transport) return Promise.reject(new RpcError(CONNECTION_CLOSED, 'Not connected'));
    if (options.signal?.aborted) return Promise.reject(options.signal.reason);
    const id = this.nextId++;
    let sent: Params | undefined = params;
    if (options.onprogress) sent = { ...params, _meta: { ...(isObject(params?._meta) ? params._meta : {}), progressToken: id } };
    const message: RpcRequest = sent === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params: sent };
    return new Promise<Params>((resolve, reject) => {
      const cancel = (reason: unknown): void => {
        if (!this.settle(id)) return;
        const cancelled = { jsonrpc: '2.0' as const, method: 'notifications/cancelled', params: { requestId: id, reason: String(reason instanceof Error ? reason.message : reason) } };
        transport.send(cancelled, { relatedRequestId: options.relatedRequestId }).catch(() => undefined);
        pending.reject(reason);
      };
      const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
      const onTimeout = (): void => cancel(new RpcError(REQUEST_TIMEOUT, 'Request timed out', { timeout }));
      const abort = (): void => cancel(options.signal?.reason);
      options.signal?.addEventListener('abort', abort, { once: true });
      const pending: Pending = {
        resolve: (r) => {
          options.signal?.removeEventListener('abort', abort);
          resolve(r);
        },
        reject: (e) => {
          options.signal?.removeEventListener('abort', abort);
          reject(e);
        },
        deadline: Infinity,
        started: performance.now(),
        options,
        onTimeout,
      };
      this.pending.set(id, pending);
      this.deadlines.arm(pending, timeout);
      transport.send(message, { relatedRequestId: options.relatedRequestId }).catch((err: unknown) => {
        if (this.settle(id)) pending.reject(err);
      });
    });
  }

  notification(method: string, params?: Params, options: SendOptions = {}): Promise<void> {
    const transport = this.transport;
    if (!transport) return Promise.reject(new RpcError(CONNECTION_CLOSED, 'Not connected'));
    const message: RpcNotification = params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params };
    return transport.send(message, options);
  }

  /** Forgets a pending request; false when it was already settled. */
  private settle(id: RequestId): boolean {
    const p = this.pending.get(id);
    if (!p) return false;
    this.pending.delete(id);
    this.deadlines.settled();
    return true;
  }

  private receive(message: RpcMessage, extra: unknown): void {
    if (isRequest(message)) void this.serve(message, extra);
    else if (isNotification(message)) this.notified(message);
    else this.answered(message);
  }

  private answered(response: RpcResponse): void {
    const id = response.id;
    if (id === null) return;
    const p = this.pending.get(id);
    if (!p || !this.settle(id)) return;
    if ('error' in response) p.reject(RpcError.answered(response.error.code, response.error.message, response.error.data));
    else p.resolve(response.result);
  }

  /** Dispatched at once, in read order: progress read with its result must reach the handler before the result. */
  private notified(n: RpcNotification): void {
    if (n.method === 'notifications/cancelled') {
      const id = n.params?.requestId;
      if (typeof id === 'string' || typeof id === 'number') this.handling.get(id)?.abort(n.params?.reason);
      return;
    }
    if (n.method === 'notifications/progress' && this.progressed(n.params)) return;
    const handler = this.notificationHandlers.get(n.method) ?? this.fallbackNotificationHandler;
    if (!handler) return;
    try {
      const r = handler(n);
      if (r instanceof Promise) r.catch((err: unknown) => this.onerror?.(err instanceof Error ? err : new Error(String(err))));
    } catch (err) {
      this.onerror?.(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Progress for one of our requests: heard, and its timeout reset where asked. False when it is not ours. */
  private progressed(params: Params | undefined): boolean {
    const token = params?.progressToken;
    if (typeof token !== 'number') return false;
    const p = this.pending.get(token);
    if (!p?.options.onprogress) return false;
    if (p.options.resetTimeoutOnProgress) {
      const total = p.options.maxTotalTimeout;
      if (total !== undefined && performance.now() - p.started >= total) {
        p.onTimeout();
        return true;
      }
      this.deadlines.arm(p, p.options.timeout ?? DEFAULT_TIMEOUT_MS);
    }
    p.options.onprogress(params ?? {});
    return true;
  }

  private async serve(request: RpcRequest, transportExtra: unknown): Promise<void> {
    const transport = this.transport;
    const handler = this.requestHandlers.get(request.method) ?? this.fallbackRequestHandler;
    const reply = (body: { result: Params } | { error: ReturnType<typeof errorObject> }): void => {
      transport?.send({ jsonrpc: '2.0', id: request.id, ...body } as RpcResponse, { relatedRequestId: request.id }).catch((err: unknown) => this.onerror?.(err instanceof Error ? err : new Error(String(err))));
    };
    if (!handler) return reply({ error: { code: METHOD_NOT_FOUND, message: 'Method not found' } });
    const controller = new AbortController();
    this.handling.set(request.id, controller);
    try {
      const result = await handler(request, { signal: controller.signal, requestId: request.id, transportExtra });
      if (!controller.signal.aborted) reply({ result });
    } catch (err) {
      if (!controller.signal.aborted) reply({ error: errorObject(err) });
    } finally {
      if (this.handling.get(request.id) === controller) this.handling.delete(request.id);
    }
  }

  private closed(transport: RpcTransport): void {
    if (this.transport !== transport) return;
    this.transport = undefined;
    const pending = [...this.pending.values()];
    for (const id of [...this.pending.keys()]) this.settle(id);
    for (const p of pending) p.reject(new RpcError(CONNECTION_CLOSED, 'Connection closed'));
    for (const c of this.handling.values()) c.abort(new RpcError(CONNECTION_CLOSED, 'Connection closed'));
    this.handling.clear();
    this.onclose?.();
  }
}

// `guard --listen`: the guard as a streamable HTTP server at /mcp, one upstream per client session. The SDK's
// streamable HTTP transport (and the zod schemas it parses with) is loaded only here, when --listen is given: the
// stdio guard never loads it.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JsonObject } from '../core/shared/model.js';
import type { RequestId, RpcMessage, RpcRequest } from '../rpc/messages.js';
import type { RpcTransport, SendOptions } from '../rpc/transport.js';
import { isInitializeRequest } from './initialize.js';
import { GUARD_VERSIONS, hasEnvelopeClaim, httpStatusOf, MODERN_VERSION, modernEnvelope, modernError, modernRejection, paramRejection, rpcId } from './modern.js';
import { ACKNOWLEDGED, accepts, honoredFilter, LISTEN_METHOD, stamped } from './listen.js';
import { errorObject, UNSUPPORTED_VERSION_CODE } from './wire.js';
import { UsageError } from '../core/shared/errors.js';
import { isLoopback, type ListenAccess, type ListenAddress } from './listen-address.js';
import { accessCheck } from './http-access.js';
import { RETRY_MS, SessionEvents } from './event-store.js';

async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) throw new Error(`request body over ${limit} bytes`);
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export interface HttpSession {
  connect(transport: RpcTransport | StreamableHTTPServerTransport): Promise<void>;
  /** One request answered directly (the 2026-07-28 stateless path: no transport, no session id). */
  handle(req: RpcRequest, signal: AbortSignal): Promise<JsonObject>;
  /** The inputSchema of the tool published under this name, if one is (its x-mcp-header arguments are checked). */
  toolSchema(name: string): Promise<unknown>;
  /** Hears every list change the session announces (a 2026-07-28 client's listen stream carries them). */
  onListChanged(fn: (methods: string[]) => void): () => void;
  close(): Promise<void>;
}

/**
 * The outgoing side of the session every stateless client shares. What it sends in relation to one request goes onto
 * that request's answer: progress (the revision's only mid-call message from server to client besides a log line the
 * client asked for by level, which the guard does not ask of its upstream). Each request gets an id of its own here,
 * since two stateless clients may well use the same one. A request of the server's (sampling, elicitation) has no
 * place in the revision mid-call: it is answered at once with method-not-found instead of waiting for nobody.
 */
class StatelessStreams implements RpcTransport {
  private readonly open = new Map<RequestId, (message: RpcMessage) => void>();
  private next = 0;
  onmessage?: (message: RpcMessage, extra?: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  async send(message: RpcMessage, options?: SendOptions): Promise<void> {
    const m = message as { id?: RequestId; method?: string };
    if (m.method !== undefined && m.id !== undefined) {
      this.onmessage?.({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: `${m.method} cannot be sent to a 2026-07-28 client during a request` } } as RpcMessage);
      return;
    }
    const id = options?.relatedRequestId;
    if (m.method === 'notifications/progress' && id !== undefined) this.open.get(id)?.(message);
  }

  /** A fresh id for one request, its messages to `sink` until `done`. */
  track(sink: (message: RpcMessage) => void): { id: string; done: () => void } {
    const id = `stateless-${++this.next}`;
    this.open.set(id, sink);
    return { id, done: () => void this.open.delete(id) };
  }
}

interface Stateless {
  session: HttpSession;
  streams: StatelessStreams;
}

async function openStateless(newSession: () => HttpSession): Promise<Stateless> {
  const streams = new StatelessStreams();
  const session = newSession();
  await session.connect(streams);
  return { session, streams };
}

/**
 * A 2026-07-28 request: no session, answered by one session shared by every stateless client (its upstream too). It
 * first passes the revision's validation ladder (modernRejection; for a request, then its Mcp-Param-* headers against
 * the published tool: paramRejection); the decisions are the 2025 path's own. The answer is plain JSON, or an event
 * stream once a message for the caller comes before it (progress). Errors carry the request's id, and the HTTP status
 * the revision gives their code (httpStatusOf).
 */
async function serveStateless(stateless: Stateless, req: IncomingMessage, res: ServerResponse, body: JsonObject, listens: { open: number; max: number }): Promise<void> {
  const id = rpcId(body.id);
  const rejected = modernRejection(req, body);
  if (rejected) return jsonError(res, rejected.status, rejected.code, rejected.message, {}, id, rejected.data);
  if (id === null) {
    res.writeHead(202).end();
    return;
  }
  const mirrored = await paramRejection(req, body, (tool) => stateless.session.toolSchema(tool));
  if (mirrored) return jsonError(res, mirrored.status, mirrored.code, mirrored.message, {}, id);
  if (body.method === LISTEN_METHOD) return serveListen(stateless.session, res, body, listens);
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  const events = eventWriter(res);
  let streaming = false;
  const tracked = stateless.streams.track((message) => {
    if (res.writableEnded) return;
    if (!streaming) res.writeHead(200, SSE_HEADERS);
    streaming = true;
    events.write(message as unknown as JsonObject);
  });
  let payload: JsonObject;
  let status = 200;
  try {
    payload = { jsonrpc: '2.0', id, result: await stateless.session.handle({ ...(body as unknown as RpcRequest), id: tracked.id }, abort.signal) };
  } catch (e) {
    const error = modernError(body, errorObject(e));
    status = httpStatusOf(error.code);
    payload = { jsonrpc: '2.0', id, error: error as unknown as JsonObject };
  } finally {
    tracked.done();
  }
  if (res.writableEnded) return;
  if (streaming) events.end(payload);
  else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' };

/**
 * Server-sent events, each with an id, as the SDK's streams have, so a client can name the last one it saw
 * (Last-Event-ID). The guard keeps no history to replay: a stream that broke is not resumed, but ids stay unique.
 */
function eventWriter(res: ServerResponse): { write: (message: JsonObject) => boolean; end: (message: JsonObject) => void } {
  let seq = 0;
  const text = (message: JsonObject): string => `id: ${++seq}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;
  return { write: (message) => res.write(text(message)), end: (message) => void res.end(text(message)) };
}

/** How often an open listen stream carries a comment, so idle proxies and clients keep it open. */
const KEEPALIVE_MS = 15_000;

/**
 * A 2026-07-28 `subscriptions/listen`: an event stream that acknowledges the filter, then carries every list change
 * the guard announces (after a re-capture or an approval) until the client goes away. The guard's HTTP face is
 * stateless, so this stream is how a modern client there hears of changes at all.
 */
function serveListen(session: HttpSession, res: ServerResponse, body: JsonObject, streams: { open: number; max: number }): void {
  const refuse = (error: JsonObject, status = 200): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error }));
  const version = modernEnvelope(body.params)?.version;
  if (version !== MODERN_VERSION) return refuse({ code: UNSUPPORTED_VERSION_CODE, message: `Unsupported protocol version: ${String(version).slice(0, 40)}`, data: { supported: GUARD_VERSIONS } }, 400);
  if (streams.open >= streams.max) return refuse({ code: -32603, message: `Subscription limit reached (${streams.max} listen streams open)` });
  const id = body.id as string | number;
  const filter = honoredFilter(body.params);
  const events = eventWriter(res);
  const event = events.write;
  res.writeHead(200, SSE_HEADERS);
  event({ jsonrpc: '2.0', ...stamped(ACKNOWLEDGED, id, { notifications: filter }) });
  if (Object.keys(filter).length === 0) {
    events.end({ jsonrpc: '2.0', id, result: { resultType: 'complete' } });
    return;
  }
  const stop = session.onListChanged((methods) => {
    for (const m of methods) if (accepts(filter, m)) event({ jsonrpc: '2.0', ...stamped(m, id) });
  });
  const keepAlive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
  keepAlive.unref();
  streams.open++;
  res.once('close', () => {
    streams.open--;
    stop();
    clearInterval(keepAlive);
  });
}

/**
 * A request for the 2026-07-28 path: it claims the revision in its `_meta` envelope, or in its MCP-Protocol-Version
 * header (then a missing or broken envelope is the modern path's to reject, as the SDK's isLegacyRequest routes it).
 */
function isModern(req: IncomingMessage, body: unknown): body is JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const header = req.headers['mcp-protocol-version'];
  return hasEnvelopeClaim((body as JsonObject).params) || (typeof header === 'string' && header >= MODERN_VERSION);
}

export interface HttpLimits {
  maxBodyBytes: number;
  /** Sessions open at once (each holds an upstream): one more initialize is refused with 503. */
  maxSessions: number;
  /** A session with no request for this long is closed, and its upstream with it. */
  idleMs: number;
  /** Listen streams open at once (each holds a socket); one more is refused in-band. Default 1024, the SDK's. */
  maxListens?: number;
}

interface Entry {
  transport: StreamableHTTPServerTransport;
  session: HttpSession;
  idle?: NodeJS.Timeout;
  /** POSTs a client waits on: a session is idle only when none is (an open GET stream is not activity). */
  active: number;
  /** When it last had a request, in the table's own count (no clock): the smallest is the least recently active. */
  used: number;
}

function jsonError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}, id: string | number | null = null, data?: JsonObject): void {
  const error = data === undefined ? { code, message } : { code, message, data };
  res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error }));
}

/**
 * The open sessions: capped, each closed after idleMs without a POST being answered. Clients that never close their
 * sessions (the MCP conformance suite's is one) must not lock new ones out until the idle timeout: at the cap, the
 * least recently active idle session makes room; only sessions with work in flight make the table full.
 */
class SessionTable {
  readonly byId = new Map<string, Entry>();
  private opening = 0;
  private uses = 0;

  constructor(
    private readonly limits: HttpLimits,
    private readonly newSession: () => HttpSession,
    private readonly log: (line: string) => void,
    private readonly Transport: typeof StreamableHTTPServerTransport,
  ) {}

  /** Room for one more session, held for it (see open), or false when every open session has work in flight. */
  private async reserve(): Promise<boolean> {
    while (this.byId.size + this.opening >= this.limits.maxSessions) {
      let oldest: [string, Entry] | undefined;
      for (const [id, e] of this.byId) if (e.active === 0 && (!oldest || e.used < oldest[1].used)) oldest = [id, e];
      if (!oldest) return false;
      this.log(`closing the least recently active idle HTTP session to open a new one (--max-sessions ${this.limits.maxSessions})`);
      this.byId.delete(oldest[0]);
      await oldest[1].transport.close();
    }
    // Counted at once, with no await after the check: two initializes at the cap cannot both take the last place.
    this.opening++;
    return true;
  }

  touch(entry: Entry): void {
    entry.used = ++this.uses;
    clearTimeout(entry.idle);
    entry.idle = setTimeout(() => {
      if (entry.active > 0) return this.touch(entry);
      this.log(`closing an HTTP session idle for ${Math.round(this.limits.idleMs / 1000)} s`);
      void entry.transport.close();
    }, this.limits.idleMs);
    entry.idle.unref();
  }

  /** A new session for an initialize request, counted against the cap until it has an id or closes; none when full. */
  async open(): Promise<Entry | undefined> {
    if (!(await this.reserve())) return undefined;
    let counted = true;
    const settle = (): void => {
      if (counted) this.opening--;
      counted = false;
    };
    const transport: StreamableHTTPServerTransport = new this.Transport({
      sessionIdGenerator: () => randomUUID(),
      // Events carry ids and a retry interval, and a broken stream resumes on Last-Event-ID (event-store.ts).
      eventStore: new SessionEvents(),
      retryInterval: RETRY_MS,
      onsessioninitialized: (id) => {
        settle();
        this.byId.set(id, entry);
        this.touch(entry);
      },
    });
    const session = this.newSession();
    const entry: Entry = { transport, session, active: 0, used: ++this.uses };
    try {
      await session.connect(transport);
    } catch (e) {
      settle();
      throw e;
    }
    // Connecting takes the transport's handlers over: the table's part of a close goes after the session's.
    const closeSession = transport.onclose;
    transport.onclose = () => {
      closeSession?.();
      clearTimeout(entry.idle);
      settle();
      if (transport.sessionId) this.byId.delete(transport.sessionId);
      void session.close();
    };
    return entry;
  }
}

async function serveEntry(table: SessionTable, entry: Entry, req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
  // In flight until its response is sent or its client has gone away (a cancelled request is never answered).
  if (req.method === 'POST') {
    entry.active++;
    res.once('close', () => {
      entry.active--;
      if (entry.idle) table.touch(entry);
    });
  }
  if (entry.idle) table.touch(entry);
  await entry.transport.handleRequest(req, res, body);
  // An initialize that failed issued no session id: nothing would ever close what it opened.
  if (!entry.transport.sessionId) void entry.transport.close();
}

export async function listen(
  address: ListenAddress,
  newSession: () => HttpSession,
  log: (line: string) => void,
  limits: HttpLimits,
  access: ListenAccess = {},
): Promise<{ server: HttpServer; url: string; sessions: () => number; close: () => Promise<void> }> {
  const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
  const table = new SessionTable(limits, newSession, log, StreamableHTTPServerTransport);
  let stateless: Promise<Stateless> | undefined;
  const streams = { open: 0, max: limits.maxListens ?? 1024 };
  let actualPort = address.port;
  const hostHeader = address.host.includes(':') ? `[${address.host}]` : address.host;
  const allowedHosts = (): string[] => [`127.0.0.1:${actualPort}`, `localhost:${actualPort}`, `[::1]:${actualPort}`, `${hostHeader}:${actualPort}`];
  let allowed = accessCheck(access);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://guard');
      if (url.pathname !== '/mcp') {
        res.writeHead(404).end('not found: the guard serves /mcp');
        return;
      }
      // A page in the user's browser must not reach a loopback guard through DNS rebinding.
      if (isLoopback(address.host) && !allowedHosts().includes(String(req.headers.host ?? ''))) return jsonError(res, 403, -32000, 'forbidden Host header');
      // Origin, token and Content-Type, on every path (the stateless one has no SDK transport to check them).
      const refused = allowed(req, res);
      if (refused === 'answered') return;
      if (refused) return jsonError(res, refused.status, -32000, refused.message, refused.headers);
      const body = req.method === 'POST' ? await readBody(req, limits.maxBodyBytes) : undefined;
      const sid = req.headers['mcp-session-id'];
      let entry = typeof sid === 'string' ? table.byId.get(sid) : undefined;
      if (!entry) {
        if (sid === undefined && req.method === 'POST' && isModern(req, body)) return await serveStateless(await (stateless ??= openStateless(newSession)), req, res, body, streams);
        if (sid !== undefined || req.method !== 'POST' || !isInitializeRequest(body))
          return jsonError(res, 404, -32001, sid === undefined ? 'no session: send initialize first' : 'unknown session');
        // Every session holds an upstream process: a client opening sessions without end must not exhaust the host.
        entry = await table.open();
        if (!entry) return jsonError(res, 503, -32000, `the guard serves at most ${limits.maxSessions} sessions at once (--max-sessions), each busy now; close one first`);
      }
      await serveEntry(table, entry, req, res, body);
    } catch (e) {
      log(`HTTP request failed: ${(e as Error).message}`);
      if (!res.headersSent) res.writeHead(400).end('bad request');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(new UsageError(`mcp-contract guard: cannot listen on ${address.host}:${address.port} (${e.code ?? e.message})`)));
    server.listen(address.port, address.host, () => resolve());
  });
  const a = server.address();
  if (a && typeof a === 'object') actualPort = a.port;
  // The guard's own origin on loopback (as the SDK's localhostAllowedOrigins): no page is served there but the
  // guard's, so it is no other site's; a rebinding page keeps its own origin and stays refused.
  if (isLoopback(address.host)) allowed = accessCheck({ ...access, origins: [...(access.origins ?? []), ...allowedHosts().map((h) => `http://${h}`)] });
  return {
    server,
    url: `http://${hostHeader}:${actualPort}/mcp`,
    sessions: () => table.byId.size,
    close: async () => {
      await Promise.all([...table.byId.values()].map((s) => s.session.close()));
      await (await stateless)?.session.close();
      const closed = new Promise<void>((r) => server.close(() => r()));
      // Idle keep-alive sockets would hold the close for seconds.
      server.closeAllConnections();
      await closed;
    },
  };
}

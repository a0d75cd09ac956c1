export const id = 1149;
export const ids = [1149];
export const modules = {

/***/ 21149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  listen: () => (/* binding */ http_listen)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/guard/initialize.ts
var initialize = __webpack_require__(78731);
// EXTERNAL MODULE: ./src/guard/modern.ts
var modern = __webpack_require__(31138);
// EXTERNAL MODULE: ./src/guard/listen.ts
var listen = __webpack_require__(42030);
// EXTERNAL MODULE: ./src/guard/wire.ts
var wire = __webpack_require__(89352);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/guard/listen-address.ts
var listen_address = __webpack_require__(27135);
;// CONCATENATED MODULE: ./src/guard/http-access.ts
// Who may use the guard's HTTP face, checked before a body is read. A page in the user's browser can post to a
// loopback port without any preflight (a `no-cors` fetch, a form: text/plain, urlencoded or multipart bodies), and
// the guard answers with the user's upstream; so a request a browser made for a page of another origin is refused on
// every method, every POST must be JSON (which a browser sends cross-origin only after a preflight the guard answers
// for allowed origins alone), and a token can be required of everyone.

/** What a page of an allowed origin may send and read (the SDKs' browser clients send these headers). */
const ALLOW_HEADERS = 'content-type, accept, authorization, mcp-session-id, mcp-protocol-version, mcp-method, mcp-name, last-event-id';
const EXPOSE_HEADERS = 'mcp-session-id, mcp-protocol-version, www-authenticate';
/** SEP-2243: a call repeats a tool's mirrored arguments in headers named by the tool, so no fixed list holds them. */
const PARAM_HEADER = /^mcp-param-[!#$%&'*+\-.^_`|~0-9a-z]+$/;
/** The Mcp-Param-* headers a preflight asks to send: allowed as well (the preflight is answered for allowed origins only). */
function paramHeadersAsked(req) {
    const asked = req.headers['access-control-request-headers'];
    return typeof asked === 'string' ? asked.split(',').map((h) => h.trim().toLowerCase()).filter((h) => PARAM_HEADER.test(h)) : [];
}
const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest();
/** Hashed first, so the comparison takes the same time whatever the length or the first wrong byte. */
function tokenMatches(presented, expected) {
    return (0,external_node_crypto_.timingSafeEqual)(digest(presented), expected);
}
function mediaType(value) {
    return (value ?? '').split(';')[0].trim().toLowerCase();
}
/**
 * The checks of one listener: `undefined` to go on serving, a refusal to answer with, or `'answered'` for a CORS
 * preflight from an allowed origin (answered here: nothing else is ever sent for OPTIONS).
 */
function accessCheck(access) {
    const origins = new Set(access.origins ?? []);
    const expected = access.token === undefined ? undefined : digest(access.token);
    return (req, res) => {
        const origin = req.headers.origin;
        if (origin !== undefined) {
            if (!origins.has(origin))
                return { status: 403, message: 'forbidden Origin header' };
            res.setHeader('access-control-allow-origin', origin);
            res.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
            res.setHeader('vary', 'Origin');
        }
        else {
            // A browser leaves Origin off a GET (an <img>, a link) but still says where the request comes from.
            const site = req.headers['sec-fetch-site'];
            if (site === 'cross-site' || site === 'same-site')
                return { status: 403, message: 'forbidden cross-site request' };
        }
        if (req.method === 'OPTIONS') {
            const headers = [ALLOW_HEADERS, ...new Set(paramHeadersAsked(req))].join(', ');
            res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, DELETE', 'access-control-allow-headers': headers, 'access-control-max-age': '600' }).end();
            return 'answered';
        }
        if (expected) {
            const m = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
            if (!m || !tokenMatches(m[1], expected))
                return { status: 401, message: 'missing or wrong bearer token (--listen-token)', headers: { 'www-authenticate': m ? 'Bearer realm="mcp-contract guard", error="invalid_token"' : 'Bearer realm="mcp-contract guard"' } };
        }
        if (req.method === 'POST' && mediaType(req.headers['content-type']) !== 'application/json')
            return { status: 415, message: 'Unsupported Media Type: Content-Type must be application/json' };
        return undefined;
    };
}

;// CONCATENATED MODULE: ./src/guard/event-store.ts
/** How many events a session keeps, and how many bytes of their JSON (a large tool result fills it alone). */
const EVENTS_KEPT = 1_000;
const EVENT_BYTES_KEPT = 8 * 1024 * 1024;
/** What a client is told to wait before it reconnects a stream that closed (the SSE `retry:` field). */
const RETRY_MS = 1_000;
/** The store for one session: event ids are the session's own sequence (`1`, `2`, ...), unique across its streams. */
class SessionEvents {
    maxEvents;
    maxBytes;
    events = new Map();
    seq = 0;
    bytes = 0;
    constructor(maxEvents = EVENTS_KEPT, maxBytes = EVENT_BYTES_KEPT) {
        this.maxEvents = maxEvents;
        this.maxBytes = maxBytes;
    }
    async storeEvent(stream, message) {
        const id = String(++this.seq);
        const bytes = JSON.stringify(message).length;
        this.events.set(id, { stream, message, bytes });
        this.bytes += bytes;
        // Map order is insertion order: the first key is the oldest event.
        for (const [old, kept] of this.events) {
            if (this.events.size <= this.maxEvents && this.bytes <= this.maxBytes)
                break;
            if (old === id)
                break;
            this.events.delete(old);
            this.bytes -= kept.bytes;
        }
        return id;
    }
    async getStreamIdForEventId(id) {
        return this.events.get(id)?.stream;
    }
    async replayEventsAfter(last, { send }) {
        const from = this.events.get(last);
        if (from === undefined)
            return '';
        let after = false;
        for (const [id, kept] of this.events) {
            if (id === last)
                after = true;
            // A priming event (an empty message that only carries an id) is not sent again.
            else if (after && kept.stream === from.stream && Object.keys(kept.message).length > 0)
                await send(id, kept.message);
        }
        return from.stream;
    }
}

;// CONCATENATED MODULE: ./src/guard/http.ts
// `guard --listen`: the guard as a streamable HTTP server at /mcp, one upstream per client session. The SDK's
// streamable HTTP transport (and the zod schemas it parses with) is loaded only here, when --listen is given: the
// stdio guard never loads it.










async function readBody(req, limit) {
    const chunks = [];
    let size = 0;
    for await (const c of req) {
        size += c.length;
        if (size > limit)
            throw new Error(`request body over ${limit} bytes`);
        chunks.push(c);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
}
/**
 * The outgoing side of the session every stateless client shares. What it sends in relation to one request goes onto
 * that request's answer: progress (the revision's only mid-call message from server to client besides a log line the
 * client asked for by level, which the guard does not ask of its upstream). Each request gets an id of its own here,
 * since two stateless clients may well use the same one. A request of the server's (sampling, elicitation) has no
 * place in the revision mid-call: it is answered at once with method-not-found instead of waiting for nobody.
 */
class StatelessStreams {
    open = new Map();
    next = 0;
    onmessage;
    onclose;
    onerror;
    async start() { }
    async close() {
        this.onclose?.();
    }
    async send(message, options) {
        const m = message;
        if (m.method !== undefined && m.id !== undefined) {
            this.onmessage?.({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: `${m.method} cannot be sent to a 2026-07-28 client during a request` } });
            return;
        }
        const id = options?.relatedRequestId;
        if (m.method === 'notifications/progress' && id !== undefined)
            this.open.get(id)?.(message);
    }
    /** A fresh id for one request, its messages to `sink` until `done`. */
    track(sink) {
        const id = `stateless-${++this.next}`;
        this.open.set(id, sink);
        return { id, done: () => void this.open.delete(id) };
    }
}
async function openStateless(newSession) {
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
async function serveStateless(stateless, req, res, body, listens) {
    const id = (0,modern/* rpcId */.Xh)(body.id);
    const rejected = (0,modern/* modernRejection */.fL)(req, body);
    if (rejected)
        return jsonError(res, rejected.status, rejected.code, rejected.message, {}, id, rejected.data);
    if (id === null) {
        res.writeHead(202).end();
        return;
    }
    const mirrored = await (0,modern/* paramRejection */.FA)(req, body, (tool) => stateless.session.toolSchema(tool));
    if (mirrored)
        return jsonError(res, mirrored.status, mirrored.code, mirrored.message, {}, id);
    if (body.method === listen/* LISTEN_METHOD */.CZ)
        return serveListen(stateless.session, res, body, listens);
    const abort = new AbortController();
    res.once('close', () => abort.abort());
    const events = eventWriter(res);
    let streaming = false;
    const tracked = stateless.streams.track((message) => {
        if (res.writableEnded)
            return;
        if (!streaming)
            res.writeHead(200, SSE_HEADERS);
        streaming = true;
        events.write(message);
    });
    let payload;
    let status = 200;
    try {
        payload = { jsonrpc: '2.0', id, result: await stateless.session.handle({ ...body, id: tracked.id }, abort.signal) };
    }
    catch (e) {
        const error = (0,modern/* modernError */.Wg)(body, (0,wire/* errorObject */.Mo)(e));
        status = (0,modern/* httpStatusOf */.s_)(error.code);
        payload = { jsonrpc: '2.0', id, error: error };
    }
    finally {
        tracked.done();
    }
    if (res.writableEnded)
        return;
    if (streaming)
        events.end(payload);
    else
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}
const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' };
/**
 * Server-sent events, each with an id, as the SDK's streams have, so a client can name the last one it saw
 * (Last-Event-ID). The guard keeps no history to replay: a stream that broke is not resumed, but ids stay unique.
 */
function eventWriter(res) {
    let seq = 0;
    const text = (message) => `id: ${++seq}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;
    return { write: (message) => res.write(text(message)), end: (message) => void res.end(text(message)) };
}
/** How often an open listen stream carries a comment, so idle proxies and clients keep it open. */
const KEEPALIVE_MS = 15_000;
/**
 * A 2026-07-28 `subscriptions/listen`: an event stream that acknowledges the filter, then carries every list change
 * the guard announces (after a re-capture or an approval) until the client goes away. The guard's HTTP face is
 * stateless, so this stream is how a modern client there hears of changes at all.
 */
function serveListen(session, res, body, streams) {
    const refuse = (error, status = 200) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error }));
    const version = (0,modern/* modernEnvelope */.Cd)(body.params)?.version;
    if (version !== modern/* MODERN_VERSION */.j$)
        return refuse({ code: wire/* UNSUPPORTED_VERSION_CODE */.jz, message: `Unsupported protocol version: ${String(version).slice(0, 40)}`, data: { supported: modern/* GUARD_VERSIONS */.CR } }, 400);
    if (streams.open >= streams.max)
        return refuse({ code: -32603, message: `Subscription limit reached (${streams.max} listen streams open)` });
    const id = body.id;
    const filter = (0,listen/* honoredFilter */.gJ)(body.params);
    const events = eventWriter(res);
    const event = events.write;
    res.writeHead(200, SSE_HEADERS);
    event({ jsonrpc: '2.0', ...(0,listen/* stamped */.py)(listen/* ACKNOWLEDGED */.bD, id, { notifications: filter }) });
    if (Object.keys(filter).length === 0) {
        events.end({ jsonrpc: '2.0', id, result: { resultType: 'complete' } });
        return;
    }
    const stop = session.onListChanged((methods) => {
        for (const m of methods)
            if ((0,listen/* accepts */.G3)(filter, m))
                event({ jsonrpc: '2.0', ...(0,listen/* stamped */.py)(m, id) });
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
function isModern(req, body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return false;
    const header = req.headers['mcp-protocol-version'];
    return (0,modern/* hasEnvelopeClaim */.pU)(body.params) || (typeof header === 'string' && header >= modern/* MODERN_VERSION */.j$);
}
function jsonError(res, status, code, message, headers = {}, id = null, data) {
    const error = data === undefined ? { code, message } : { code, message, data };
    res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error }));
}
/**
 * The open sessions: capped, each closed after idleMs without a POST being answered. Clients that never close their
 * sessions (the MCP conformance suite's is one) must not lock new ones out until the idle timeout: at the cap, the
 * least recently active idle session makes room; only sessions with work in flight make the table full.
 */
class SessionTable {
    limits;
    newSession;
    log;
    Transport;
    byId = new Map();
    opening = 0;
    uses = 0;
    constructor(limits, newSession, log, Transport) {
        this.limits = limits;
        this.newSession = newSession;
        this.log = log;
        this.Transport = Transport;
    }
    /** Room for one more session, held for it (see open), or false when every open session has work in flight. */
    async reserve() {
        while (this.byId.size + this.opening >= this.limits.maxSessions) {
            let oldest;
            for (const [id, e] of this.byId)
                if (e.active === 0 && (!oldest || e.used < oldest[1].used))
                    oldest = [id, e];
            if (!oldest)
                return false;
            this.log(`closing the least recently active idle HTTP session to open a new one (--max-sessions ${this.limits.maxSessions})`);
            this.byId.delete(oldest[0]);
            await oldest[1].transport.close();
        }
        // Counted at once, with no await after the check: two initializes at the cap cannot both take the last place.
        this.opening++;
        return true;
    }
    touch(entry) {
        entry.used = ++this.uses;
        clearTimeout(entry.idle);
        entry.idle = setTimeout(() => {
            if (entry.active > 0)
                return this.touch(entry);
            this.log(`closing an HTTP session idle for ${Math.round(this.limits.idleMs / 1000)} s`);
            void entry.transport.close();
        }, this.limits.idleMs);
        entry.idle.unref();
    }
    /** A new session for an initialize request, counted against the cap until it has an id or closes; none when full. */
    async open() {
        if (!(await this.reserve()))
            return undefined;
        let counted = true;
        const settle = () => {
            if (counted)
                this.opening--;
            counted = false;
        };
        const transport = new this.Transport({
            sessionIdGenerator: () => (0,external_node_crypto_.randomUUID)(),
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
        const entry = { transport, session, active: 0, used: ++this.uses };
        try {
            await session.connect(transport);
        }
        catch (e) {
            settle();
            throw e;
        }
        // Connecting takes the transport's handlers over: the table's part of a close goes after the session's.
        const closeSession = transport.onclose;
        transport.onclose = () => {
            closeSession?.();
            clearTimeout(entry.idle);
            settle();
            if (transport.sessionId)
                this.byId.delete(transport.sessionId);
            void session.close();
        };
        return entry;
    }
}
async function serveEntry(table, entry, req, res, body) {
    // In flight until its response is sent or its client has gone away (a cancelled request is never answered).
    if (req.method === 'POST') {
        entry.active++;
        res.once('close', () => {
            entry.active--;
            if (entry.idle)
                table.touch(entry);
        });
    }
    if (entry.idle)
        table.touch(entry);
    await entry.transport.handleRequest(req, res, body);
    // An initialize that failed issued no session id: nothing would ever close what it opened.
    if (!entry.transport.sessionId)
        void entry.transport.close();
}
async function http_listen(address, newSession, log, limits, access = {}) {
    const { StreamableHTTPServerTransport } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3846), __webpack_require__.e(6706)]).then(__webpack_require__.bind(__webpack_require__, 16706));
    const table = new SessionTable(limits, newSession, log, StreamableHTTPServerTransport);
    let stateless;
    const streams = { open: 0, max: limits.maxListens ?? 1024 };
    let actualPort = address.port;
    const hostHeader = address.host.includes(':') ? `[${address.host}]` : address.host;
    const allowedHosts = () => [`127.0.0.1:${actualPort}`, `localhost:${actualPort}`, `[::1]:${actualPort}`, `${hostHeader}:${actualPort}`];
    let allowed = accessCheck(access);
    const server = (0,external_node_http_.createServer)(async (req, res) => {
        try {
            const url = new URL(req.url ?? '/', 'http://guard');
            if (url.pathname !== '/mcp') {
                res.writeHead(404).end('not found: the guard serves /mcp');
                return;
            }
            // A page in the user's browser must not reach a loopback guard through DNS rebinding.
            if ((0,listen_address/* isLoopback */.U9)(address.host) && !allowedHosts().includes(String(req.headers.host ?? '')))
                return jsonError(res, 403, -32000, 'forbidden Host header');
            // Origin, token and Content-Type, on every path (the stateless one has no SDK transport to check them).
            const refused = allowed(req, res);
            if (refused === 'answered')
                return;
            if (refused)
                return jsonError(res, refused.status, -32000, refused.message, refused.headers);
            const body = req.method === 'POST' ? await readBody(req, limits.maxBodyBytes) : undefined;
            const sid = req.headers['mcp-session-id'];
            let entry = typeof sid === 'string' ? table.byId.get(sid) : undefined;
            if (!entry) {
                if (sid === undefined && req.method === 'POST' && isModern(req, body))
                    return await serveStateless(await (stateless ??= openStateless(newSession)), req, res, body, streams);
                if (sid !== undefined || req.method !== 'POST' || !(0,initialize/* isInitializeRequest */.eK)(body))
                    return jsonError(res, 404, -32001, sid === undefined ? 'no session: send initialize first' : 'unknown session');
                // Every session holds an upstream process: a client opening sessions without end must not exhaust the host.
                entry = await table.open();
                if (!entry)
                    return jsonError(res, 503, -32000, `the guard serves at most ${limits.maxSessions} sessions at once (--max-sessions), each busy now; close one first`);
            }
            await serveEntry(table, entry, req, res, body);
        }
        catch (e) {
            log(`HTTP request failed: ${e.message}`);
            if (!res.headersSent)
                res.writeHead(400).end('bad request');
        }
    });
    await new Promise((resolve, reject) => {
        server.once('error', (e) => reject(new errors/* UsageError */.eb(`mcp-contract guard: cannot listen on ${address.host}:${address.port} (${e.code ?? e.message})`)));
        server.listen(address.port, address.host, () => resolve());
    });
    const a = server.address();
    if (a && typeof a === 'object')
        actualPort = a.port;
    // The guard's own origin on loopback (as the SDK's localhostAllowedOrigins): no page is served there but the
    // guard's, so it is no other site's; a rebinding page keeps its own origin and stays refused.
    if ((0,listen_address/* isLoopback */.U9)(address.host))
        allowed = accessCheck({ ...access, origins: [...(access.origins ?? []), ...allowedHosts().map((h) => `http://${h}`)] });
    return {
        server,
        url: `http://${hostHeader}:${actualPort}/mcp`,
        sessions: () => table.byId.size,
        close: async () => {
            await Promise.all([...table.byId.values()].map((s) => s.session.close()));
            await (await stateless)?.session.close();
            const closed = new Promise((r) => server.close(() => r()));
            // Idle keep-alive sockets would hold the close for seconds.
            server.closeAllConnections();
            await closed;
        },
    };
}


/***/ })

};

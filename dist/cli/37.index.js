export const id = 37;
export const ids = [37];
export const modules = {

/***/ 1037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listen: () => (/* binding */ listen)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _initialize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8731);
/* harmony import */ var _modern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1138);
/* harmony import */ var _listen_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2030);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9352);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9130);
/* harmony import */ var _listen_address_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
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
 * A 2026-07-28 request: no session, answered as plain JSON by one session shared by every stateless client (its
 * upstream too). The standard headers must agree with the body; the decisions are the 2025 path's own.
 */
async function serveStateless(session, req, res, body, streams) {
    const method = req.headers['mcp-method'];
    if (method !== undefined && method !== body.method)
        return jsonError(res, 400, -32600, 'the Mcp-Method header does not match the request body');
    if (body.id === undefined || body.id === null) {
        res.writeHead(202).end();
        return;
    }
    if (body.method === _listen_js__WEBPACK_IMPORTED_MODULE_4__/* .LISTEN_METHOD */ .CZ)
        return serveListen(session, res, body, streams);
    const abort = new AbortController();
    res.once('close', () => abort.abort());
    let payload;
    try {
        payload = { jsonrpc: '2.0', id: body.id, result: await session.handle(body, abort.signal) };
    }
    catch (e) {
        payload = { jsonrpc: '2.0', id: body.id, error: (0,_wire_js__WEBPACK_IMPORTED_MODULE_5__/* .errorObject */ .Mo)(e) };
    }
    if (!res.writableEnded)
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}
/** How often an open listen stream carries a comment, so idle proxies and clients keep it open. */
const KEEPALIVE_MS = 15_000;
/**
 * A 2026-07-28 `subscriptions/listen`: an event stream that acknowledges the filter, then carries every list change
 * the guard announces (after a re-capture or an approval) until the client goes away. The guard's HTTP face is
 * stateless, so this stream is how a modern client there hears of changes at all.
 */
function serveListen(session, res, body, streams) {
    const refuse = (error) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error }));
    const version = (0,_modern_js__WEBPACK_IMPORTED_MODULE_3__/* .modernEnvelope */ .Cd)(body.params)?.version;
    if (version !== _modern_js__WEBPACK_IMPORTED_MODULE_3__/* .MODERN_VERSION */ .j$)
        return refuse({ code: _wire_js__WEBPACK_IMPORTED_MODULE_5__/* .UNSUPPORTED_VERSION_CODE */ .jz, message: `Unsupported protocol version: ${String(version).slice(0, 40)}`, data: { supported: _modern_js__WEBPACK_IMPORTED_MODULE_3__/* .GUARD_VERSIONS */ .CR } });
    if (streams.open >= streams.max)
        return refuse({ code: -32603, message: `Subscription limit reached (${streams.max} listen streams open)` });
    const id = body.id;
    const filter = (0,_listen_js__WEBPACK_IMPORTED_MODULE_4__/* .honoredFilter */ .gJ)(body.params);
    const event = (message) => res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' });
    event({ jsonrpc: '2.0', ...(0,_listen_js__WEBPACK_IMPORTED_MODULE_4__/* .stamped */ .py)(_listen_js__WEBPACK_IMPORTED_MODULE_4__/* .ACKNOWLEDGED */ .bD, id, { notifications: filter }) });
    if (Object.keys(filter).length === 0) {
        res.end(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id, result: { resultType: 'complete' } })}\n\n`);
        return;
    }
    const stop = session.onListChanged((methods) => {
        for (const m of methods)
            if ((0,_listen_js__WEBPACK_IMPORTED_MODULE_4__/* .accepts */ .G3)(filter, m))
                event({ jsonrpc: '2.0', ...(0,_listen_js__WEBPACK_IMPORTED_MODULE_4__/* .stamped */ .py)(m, id) });
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
function isModern(body) {
    return typeof body === 'object' && body !== null && !Array.isArray(body) && (0,_modern_js__WEBPACK_IMPORTED_MODULE_3__/* .modernEnvelope */ .Cd)(body.params) !== undefined;
}
function jsonError(res, status, code, message) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}
/** The open sessions: capped, each closed after idleMs without a POST being answered. */
class SessionTable {
    limits;
    newSession;
    log;
    Transport;
    byId = new Map();
    opening = 0;
    constructor(limits, newSession, log, Transport) {
        this.limits = limits;
        this.newSession = newSession;
        this.log = log;
        this.Transport = Transport;
    }
    get full() {
        return this.byId.size + this.opening >= this.limits.maxSessions;
    }
    touch(entry) {
        clearTimeout(entry.idle);
        entry.idle = setTimeout(() => {
            if (entry.active > 0)
                return this.touch(entry);
            this.log(`closing an HTTP session idle for ${Math.round(this.limits.idleMs / 1000)} s`);
            void entry.transport.close();
        }, this.limits.idleMs);
        entry.idle.unref();
    }
    /** A new session for an initialize request; counted against the cap until it has an id or closes. */
    async open() {
        this.opening++;
        let counted = true;
        const settle = () => {
            if (counted)
                this.opening--;
            counted = false;
        };
        const transport = new this.Transport({
            sessionIdGenerator: () => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(),
            onsessioninitialized: (id) => {
                settle();
                this.byId.set(id, entry);
                this.touch(entry);
            },
        });
        const session = this.newSession();
        const entry = { transport, session, active: 0 };
        await session.connect(transport);
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
    const post = req.method === 'POST';
    if (post)
        entry.active++;
    try {
        await entry.transport.handleRequest(req, res, body);
    }
    finally {
        if (post)
            entry.active--;
        if (entry.idle)
            table.touch(entry);
    }
    // An initialize that failed issued no session id: nothing would ever close what it opened.
    if (!entry.transport.sessionId)
        void entry.transport.close();
}
async function listen(address, newSession, log, limits) {
    const { StreamableHTTPServerTransport } = await Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(706)]).then(__webpack_require__.bind(__webpack_require__, 6706));
    const table = new SessionTable(limits, newSession, log, StreamableHTTPServerTransport);
    let stateless;
    const streams = { open: 0, max: limits.maxListens ?? 1024 };
    let actualPort = address.port;
    const hostHeader = address.host.includes(':') ? `[${address.host}]` : address.host;
    const allowedHosts = () => [`127.0.0.1:${actualPort}`, `localhost:${actualPort}`, `[::1]:${actualPort}`, `${hostHeader}:${actualPort}`];
    const server = (0,node_http__WEBPACK_IMPORTED_MODULE_1__.createServer)(async (req, res) => {
        try {
            const url = new URL(req.url ?? '/', 'http://guard');
            if (url.pathname !== '/mcp') {
                res.writeHead(404).end('not found: the guard serves /mcp');
                return;
            }
            // A page in the user's browser must not reach a loopback guard through DNS rebinding.
            if ((0,_listen_address_js__WEBPACK_IMPORTED_MODULE_7__/* .isLoopback */ .U)(address.host) && !allowedHosts().includes(String(req.headers.host ?? '')))
                return jsonError(res, 403, -32000, 'forbidden Host header');
            const body = req.method === 'POST' ? await readBody(req, limits.maxBodyBytes) : undefined;
            const sid = req.headers['mcp-session-id'];
            let entry = typeof sid === 'string' ? table.byId.get(sid) : undefined;
            if (!entry) {
                if (sid === undefined && req.method === 'POST' && isModern(body))
                    return await serveStateless((stateless ??= newSession()), req, res, body, streams);
                if (sid !== undefined || req.method !== 'POST' || !(0,_initialize_js__WEBPACK_IMPORTED_MODULE_2__/* .isInitializeRequest */ .eK)(body))
                    return jsonError(res, 404, -32001, sid === undefined ? 'no session: send initialize first' : 'unknown session');
                // Every session holds an upstream process: a client opening sessions without end must not exhaust the host.
                if (table.full)
                    return jsonError(res, 503, -32000, `the guard serves at most ${limits.maxSessions} sessions at once (--max-sessions); close one first`);
                entry = await table.open();
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
        server.once('error', (e) => reject(new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`mcp-contract guard: cannot listen on ${address.host}:${address.port} (${e.code ?? e.message})`)));
        server.listen(address.port, address.host, () => resolve());
    });
    const a = server.address();
    if (a && typeof a === 'object')
        actualPort = a.port;
    return {
        server,
        url: `http://${hostHeader}:${actualPort}/mcp`,
        sessions: () => table.byId.size,
        close: async () => {
            await Promise.all([...table.byId.values()].map((s) => s.session.close()));
            await stateless?.close();
            const closed = new Promise((r) => server.close(() => r()));
            // Idle keep-alive sockets would hold the close for seconds.
            server.closeAllConnections();
            await closed;
        },
    };
}


/***/ })

};

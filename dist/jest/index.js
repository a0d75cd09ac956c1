import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
const __builtin = typeof process.getBuiltinModule === 'function' ? (id) => process.getBuiltinModule(id) : __WEBPACK_EXTERNAL_createRequire(import.meta.url);
/******/ var __webpack_modules__ = ({

/***/ 7646:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gf: () => (/* binding */ childEnv),
/* harmony export */   um: () => (/* binding */ newRunMarker),
/* harmony export */   xO: () => (/* binding */ RUN_MARKER)
/* harmony export */ });
/* unused harmony exports INHERITED_ENV, INHERITED_PREFIXES, INHERITED_WINDOWS, baseEnv */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The environment of every process started from configuration (build, start, the stdio server, the inspector route).
// That is the judged code (a PR's build and server): it gets an allow-list of the runner's variables plus what the
// config names, never the job's tokens, the Action's inputs or the runner's file-command paths.

/**
 * Inherited from the runner when set: what shells, compilers and package managers need to find programs, a home
 * (npm's cache, git's config), a locale, a temp dir and the time zone. None of them carries a credential on GitHub's
 * runners. `CI` tells tools not to prompt. Proxies, `NODE_OPTIONS`, `npm_config_*` and registry tokens are left out:
 * they can hold credentials or change what runs; a config that needs one names it (`"HTTPS_PROXY": "${HTTPS_PROXY}"`).
 */
const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TERM', 'TZ', 'LANG', 'LANGUAGE', 'TMPDIR', 'TMP', 'TEMP', 'CI'];
/** Locale categories (`LC_ALL`, `LC_CTYPE`, ...). */
const INHERITED_PREFIXES = ['LC_'];
/** Windows cannot start most programs without these; matched case-insensitively there. */
const INHERITED_WINDOWS = [
    'SYSTEMROOT',
    'SYSTEMDRIVE',
    'WINDIR',
    'COMSPEC',
    'PATHEXT',
    'APPDATA',
    'LOCALAPPDATA',
    'PROGRAMDATA',
    'PROGRAMFILES',
    'PROGRAMFILES(X86)',
    'USERPROFILE',
    'HOMEDRIVE',
    'HOMEPATH',
    'USERNAME',
    'PROCESSOR_ARCHITECTURE',
    'NUMBER_OF_PROCESSORS',
];
/**
 * Set in every child's environment to a value unique to one capture, so processes that left the process group
 * (`setsid`, double fork) can still be found and ended: see `sweepMarked` in process.ts.
 */
const RUN_MARKER = 'MCP_CONTRACT_RUN';
function newRunMarker() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex');
}
function inherited(name, windows) {
    const n = windows ? name.toUpperCase() : name;
    if (INHERITED_ENV.includes(n))
        return true;
    if (INHERITED_PREFIXES.some((p) => n.startsWith(p)))
        return true;
    return windows && INHERITED_WINDOWS.includes(n);
}
/** The allow-listed part of the runner's environment (bash function exports `() {...` excluded). */
function baseEnv(runner, platform = process.platform) {
    const out = {};
    const windows = platform === 'win32';
    for (const [k, v] of Object.entries(runner)) {
        if (v === undefined || v.startsWith('()'))
            continue;
        if (inherited(k, windows))
            out[k] = v;
    }
    return out;
}
/**
 * A child's whole environment: the allow-list of this process's own environment (where PATH and HOME really are),
 * then the config's values (already `${VAR}`-expanded; they win, so a config can set PATH or name `GITHUB_TOKEN`
 * deliberately), then the run marker.
 */
function childEnv(named, marker, own = process.env) {
    return { ...baseEnv(own), ...named, [RUN_MARKER]: marker };
}


/***/ }),

/***/ 2296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  KB: () => (/* binding */ PROBE_MS),
  Ng: () => (/* binding */ connect),
  kL: () => (/* binding */ isTimeout),
  fg: () => (/* reexport */ surface_target/* resolveCwd */.fg)
});

// UNUSED EXPORTS: MAX_IN_FLIGHT, boundedFetch

// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __nccwpck_require__(279);
// EXTERNAL MODULE: ./src/capture/stdio.ts
var stdio = __nccwpck_require__(8651);
// EXTERNAL MODULE: ./src/capture/in-process.ts
var in_process = __nccwpck_require__(903);
;// CONCATENATED MODULE: ./src/rpc/peer.ts
// One end of a JSON-RPC connection: requests out with timeouts, progress and cancellation; requests and notifications
// in, dispatched by method. Both the capture's client and the guard's two faces are this one class, so neither loads the
// SDK's Protocol (zod schemas for every message) on the common stdio path.

/** The SDK's default, which servers and users already expect of an MCP client. */
const DEFAULT_TIMEOUT_MS = 60_000;
/**
 * Every pending request's timeout, kept as a deadline and watched by one timer per peer (the earliest deadline), not
 * one timer per request: on the guard's path, where each call is a request, creating and cancelling a Timeout per
 * call was measured among its own per-call costs (issue 55). A timeout is judged one turn of the event loop after it
 * falls due: Node runs due timers before it reads, so a client kept off the CPU past the deadline (a loaded runner)
 * would time out progress or an answer that arrived in time and waits unread. While nothing is pending the timer is
 * unref'ed, so it never holds a process open.
 */
class Deadlines {
    pending;
    timer;
    at = Infinity;
    constructor(pending) {
        this.pending = pending;
    }
    arm(p, ms) {
        p.deadline = performance.now() + ms;
        if (p.deadline < this.at)
            this.schedule(p.deadline);
        else
            this.timer?.ref();
    }
    /** After a request settles: with none left, the timer stops holding the process. */
    settled() {
        if (this.pending.size === 0)
            this.timer?.unref();
    }
    schedule(at) {
        clearTimeout(this.timer);
        this.at = at;
        this.timer = setTimeout(() => setImmediate(() => this.sweep()), Math.max(0, at - performance.now()));
    }
    sweep() {
        // A request armed between the timer's firing and this turn may have scheduled another: this sweep covers it.
        clearTimeout(this.timer);
        this.timer = undefined;
        this.at = Infinity;
        const now = performance.now();
        const due = [];
        let next = Infinity;
        for (const p of this.pending.values()) {
            if (p.deadline <= now)
                due.push(p);
            else if (p.deadline < next)
                next = p.deadline;
        }
        for (const p of due)
            p.onTimeout();
        // A timeout's handler may have started or reset others: the earliest deadline left is looked for again.
        for (const p of this.pending.values())
            if (p.deadline < next)
                next = p.deadline;
        if (next !== Infinity && next < this.at)
            this.schedule(next);
    }
}
function errorObject(err) {
    const e = ((0,messages/* isObject */.Gv)(err) ? err : {});
    const code = typeof e.code === 'number' && Number.isSafeInteger(e.code) ? e.code : messages/* INTERNAL_ERROR */.zR;
    const message = typeof e.message === 'string' ? e.message : 'Internal error';
    return e.data === undefined ? { code, message } : { code, message, data: e.data };
}
class RpcPeer {
    onclose;
    onerror;
    /** Requests no handler is registered for; without it they are answered "Method not found". */
    fallbackRequestHandler;
    /** Notifications no handler is registered for; without it they are dropped. */
    fallbackNotificationHandler;
    transport;
    nextId;
    pending = new Map();
    deadlines = new Deadlines(this.pending);
    handling = new Map();
    requestHandlers = new Map();
    notificationHandlers = new Map();
    constructor(firstId = 0) {
        this.nextId = firstId;
        this.requestHandlers.set('ping', () => ({}));
    }
    setRequestHandler(method, handler) {
        this.requestHandlers.set(method, handler);
    }
    removeRequestHandler(method) {
        this.requestHandlers.delete(method);
    }
    setNotificationHandler(method, handler) {
        this.notificationHandlers.set(method, handler);
    }
    get connected() {
        return this.transport !== undefined;
    }
    /** Wires the transport and starts it. A transport already wired to another peer is taken over whole. */
    async connect(transport) {
        this.transport = transport;
        transport.onmessage = (message, extra) => this.receive(message, extra);
        transport.onclose = () => this.closed(transport);
        transport.onerror = (error) => this.onerror?.(error);
        await transport.start();
    }
    async close() {
        await this.transport?.close();
    }
    request(method, params, options = {}) {
        const transport = this.transport;
        if (!transport)
            return Promise.reject(new messages/* RpcError */.Qc(messages/* CONNECTION_CLOSED */.AO, 'Not connected'));
        if (options.signal?.aborted)
            return Promise.reject(options.signal.reason);
        const id = this.nextId++;
        let sent = params;
        if (options.onprogress)
            sent = { ...params, _meta: { ...((0,messages/* isObject */.Gv)(params?._meta) ? params._meta : {}), progressToken: id } };
        const message = sent === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params: sent };
        return new Promise((resolve, reject) => {
            const cancel = (reason) => {
                if (!this.settle(id))
                    return;
                const cancelled = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: String(reason instanceof Error ? reason.message : reason) } };
                transport.send(cancelled, { relatedRequestId: options.relatedRequestId }).catch(() => undefined);
                pending.reject(reason);
            };
            const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
            const onTimeout = () => cancel(new messages/* RpcError */.Qc(messages/* REQUEST_TIMEOUT */._h, 'Request timed out', { timeout }));
            const abort = () => cancel(options.signal?.reason);
            options.signal?.addEventListener('abort', abort, { once: true });
            const pending = {
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
            transport.send(message, { relatedRequestId: options.relatedRequestId }).catch((err) => {
                if (this.settle(id))
                    pending.reject(err);
            });
        });
    }
    notification(method, params, options = {}) {
        const transport = this.transport;
        if (!transport)
            return Promise.reject(new messages/* RpcError */.Qc(messages/* CONNECTION_CLOSED */.AO, 'Not connected'));
        const message = params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params };
        return transport.send(message, options);
    }
    /** Forgets a pending request; false when it was already settled. */
    settle(id) {
        const p = this.pending.get(id);
        if (!p)
            return false;
        this.pending.delete(id);
        this.deadlines.settled();
        return true;
    }
    receive(message, extra) {
        if ((0,messages/* isRequest */.ks)(message))
            void this.serve(message, extra);
        else if ((0,messages/* isNotification */.o2)(message))
            this.notified(message);
        else
            this.answered(message);
    }
    answered(response) {
        const id = response.id;
        if (id === null)
            return;
        const p = this.pending.get(id);
        if (!p || !this.settle(id))
            return;
        if ('error' in response)
            p.reject(messages/* RpcError */.Qc.answered(response.error.code, response.error.message, response.error.data));
        else
            p.resolve(response.result);
    }
    /** Dispatched at once, in read order: progress read with its result must reach the handler before the result. */
    notified(n) {
        if (n.method === 'notifications/cancelled') {
            const id = n.params?.requestId;
            if (typeof id === 'string' || typeof id === 'number')
                this.handling.get(id)?.abort(n.params?.reason);
            return;
        }
        if (n.method === 'notifications/progress' && this.progressed(n.params))
            return;
        const handler = this.notificationHandlers.get(n.method) ?? this.fallbackNotificationHandler;
        if (!handler)
            return;
        try {
            const r = handler(n);
            if (r instanceof Promise)
                r.catch((err) => this.onerror?.(err instanceof Error ? err : new Error(String(err))));
        }
        catch (err) {
            this.onerror?.(err instanceof Error ? err : new Error(String(err)));
        }
    }
    /** Progress for one of our requests: heard, and its timeout reset where asked. False when it is not ours. */
    progressed(params) {
        const token = params?.progressToken;
        if (typeof token !== 'number')
            return false;
        const p = this.pending.get(token);
        if (!p?.options.onprogress)
            return false;
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
    async serve(request, transportExtra) {
        const transport = this.transport;
        const handler = this.requestHandlers.get(request.method) ?? this.fallbackRequestHandler;
        const reply = (body) => {
            transport?.send({ jsonrpc: '2.0', id: request.id, ...body }, { relatedRequestId: request.id }).catch((err) => this.onerror?.(err instanceof Error ? err : new Error(String(err))));
        };
        if (!handler)
            return reply({ error: { code: messages/* METHOD_NOT_FOUND */.X$, message: 'Method not found' } });
        const controller = new AbortController();
        this.handling.set(request.id, controller);
        try {
            const result = await handler(request, { signal: controller.signal, requestId: request.id, transportExtra });
            if (!controller.signal.aborted)
                reply({ result });
        }
        catch (err) {
            if (!controller.signal.aborted)
                reply({ error: errorObject(err) });
        }
        finally {
            if (this.handling.get(request.id) === controller)
                this.handling.delete(request.id);
        }
    }
    closed(transport) {
        if (this.transport !== transport)
            return;
        this.transport = undefined;
        const pending = [...this.pending.values()];
        for (const id of [...this.pending.keys()])
            this.settle(id);
        for (const p of pending)
            p.reject(new messages/* RpcError */.Qc(messages/* CONNECTION_CLOSED */.AO, 'Connection closed'));
        for (const c of this.handling.values())
            c.abort(new messages/* RpcError */.Qc(messages/* CONNECTION_CLOSED */.AO, 'Connection closed'));
        this.handling.clear();
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/capture/param-headers.ts
var param_headers = __nccwpck_require__(2752);
// EXTERNAL MODULE: ./src/capture/modern.ts
var modern = __nccwpck_require__(2187);
;// CONCATENATED MODULE: ./src/capture/client.ts




/** The 2025-era revisions a client may initialize with, newest first (the SDK 1.x list, which servers expect). */
const LEGACY_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
/**
 * Where a modern session's request ids start: a legacy fallback initializes on the same stdio child with ids from 0,
 * and a discover answer that arrives after the probe timed out must not be taken for the answer to initialize.
 */
const PROBE_ID_BASE = 1_000_000_000;
class McpClient extends RpcPeer {
    identity;
    era;
    /** What server/discover answered (modern sessions). */
    discover;
    /** The version the session speaks once open. */
    protocolVersion;
    /** The `_meta` envelope every modern request carries; absent on a legacy session. */
    envelope;
    /** Per tool this session listed, the arguments its inputSchema mirrors into Mcp-Param-* headers (SEP-2243). */
    mirrored = new Map();
    serverVersion;
    serverCapabilities;
    instructions;
    constructor(identity, era) {
        super(era === 'modern' ? PROBE_ID_BASE : 0);
        this.identity = identity;
        this.era = era;
        if (era === 'modern') {
            this.envelope = {
                [modern/* PROTOCOL_VERSION_KEY */._b]: modern/* MODERN_VERSION */.j$,
                [modern/* CLIENT_CAPABILITIES_KEY */.XB]: identity.capabilities,
                [modern/* CLIENT_INFO_KEY */.dZ]: { name: identity.name, version: identity.version },
            };
        }
        // A client that declares roots must answer roots/list (server-everything asks right after initialize).
        if (identity.capabilities.roots !== undefined)
            this.setRequestHandler('roots/list', () => ({ roots: [] }));
    }
    getServerVersion() {
        return this.serverVersion;
    }
    getServerCapabilities() {
        return this.serverCapabilities;
    }
    getInstructions() {
        return this.instructions;
    }
    /**
     * A modern request carries the envelope; client capabilities a request brings of its own (the guard forwarding its
     * caller's) replace the session's for that request. A 2025 server gets none of the envelope's keys.
     */
    request(method, params, options) {
        const meta = (0,messages/* isObject */.Gv)(params?._meta) ? params._meta : undefined;
        const own = meta?.[modern/* CLIENT_CAPABILITIES_KEY */.XB];
        if (!this.envelope) {
            if (own === undefined)
                return super.request(method, params, options);
            const { [modern/* CLIENT_CAPABILITIES_KEY */.XB]: _dropped, ...rest } = meta;
            return super.request(method, { ...params, _meta: rest }, options);
        }
        const sent = super.request(method, { ...params, _meta: { ...meta, ...this.envelope, ...((0,messages/* isObject */.Gv)(own) ? { [modern/* CLIENT_CAPABILITIES_KEY */.XB]: own } : {}) } }, options);
        return method === 'tools/list' ? sent.then((result) => (this.learnMirrored(result), result)) : sent;
    }
    /** The arguments a listed tool mirrors into headers (none for a tool this session has not listed). */
    mirroredParams(tool) {
        return this.mirrored.get(tool) ?? [];
    }
    learnMirrored(result) {
        for (const t of Array.isArray(result.tools) ? result.tools : []) {
            if (!(0,messages/* isObject */.Gv)(t) || typeof t.name !== 'string')
                continue;
            const params = (0,param_headers/* mirroredParams */.lq)(t.inputSchema);
            if (params.length)
                this.mirrored.set(t.name, params);
            else
                this.mirrored.delete(t.name);
        }
    }
    /** Wires the transport and opens the session in this client's era; throws what the server answered. */
    async open(transport, options) {
        await this.opened(transport, options.timeout);
        if (this.era === 'modern')
            await this.discoverServer(options);
        else
            await this.initialize(transport, options);
    }
    /**
     * Starting a transport is a wait too: an SSE server that keeps its stream open without ever sending the `endpoint`
     * event would hold the capture to its total deadline. It gets the initialize deadline, then is closed.
     */
    async opened(transport, timeout) {
        if (timeout === undefined)
            return this.connect(transport);
        let timer;
        const late = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`the transport did not open within ${timeout} ms (an SSE server sends its endpoint event first)`)), timeout);
        });
        try {
            await Promise.race([this.connect(transport), late]);
        }
        catch (err) {
            await transport.close().catch(() => undefined);
            throw err;
        }
        finally {
            clearTimeout(timer);
        }
    }
    async initialize(transport, options) {
        const { name, version, capabilities } = this.identity;
        const result = await this.request('initialize', { protocolVersion: LEGACY_VERSIONS[0], capabilities, clientInfo: { name, version } }, options);
        const problem = initializeProblem(result);
        if (problem)
            throw new messages/* RpcError */.Qc(-32602, `the server's initialize result is malformed: ${problem}`);
        const negotiated = result.protocolVersion;
        if (!LEGACY_VERSIONS.includes(negotiated))
            throw new Error(`Server's protocol version is not supported: ${negotiated.slice(0, 60)}`);
        this.serverCapabilities = result.capabilities;
        this.serverVersion = result.serverInfo;
        if (typeof result.instructions === 'string')
            this.instructions = result.instructions;
        this.protocolVersion = negotiated;
        transport.setProtocolVersion?.(negotiated);
        await this.notification('notifications/initialized');
    }
    async discoverServer(options) {
        const discover = (0,modern/* parseDiscover */.d1)(await this.request('server/discover', undefined, options));
        if (!discover)
            throw new messages/* RpcError */.Qc(-32600, 'server/discover answered something that is not a discover result');
        if (!discover.supportedVersions.some((v) => modern/* MODERN_VERSIONS */.q7.includes(v))) {
            throw new messages/* RpcError */.Qc(modern/* UNSUPPORTED_VERSION */.xH, `server/discover offers ${discover.supportedVersions.join(', ') || 'no version'}`, { supported: discover.supportedVersions });
        }
        this.discover = discover;
        this.serverCapabilities = discover.capabilities;
        this.serverVersion = discover.serverInfo ?? {};
        if (discover.instructions !== undefined)
            this.instructions = discover.instructions;
        this.protocolVersion = modern/* MODERN_VERSION */.j$;
    }
}
/** What makes an initialize result unusable, in a few words; undefined when it is one. */
function initializeProblem(result) {
    if (typeof result.protocolVersion !== 'string')
        return 'protocolVersion is not a string';
    if (!(0,messages/* isObject */.Gv)(result.capabilities))
        return 'capabilities is not an object';
    const info = result.serverInfo;
    if (!(0,messages/* isObject */.Gv)(info) || typeof info.name !== 'string' || typeof info.version !== 'string')
        return 'serverInfo needs a string name and version';
    if (result.instructions !== undefined && typeof result.instructions !== 'string')
        return 'instructions is not a string';
    return undefined;
}

// EXTERNAL MODULE: ./src/oauth/access-error.ts
var access_error = __nccwpck_require__(834);
// EXTERNAL MODULE: ./src/capture/surface-target.ts
var surface_target = __nccwpck_require__(6823);
;// CONCATENATED MODULE: ./src/capture/connect.ts






/** HTTP requests to one server open at once: a capture sends one at a time, plus answers to the server's own pings. */
const MAX_IN_FLIGHT = 64;
/**
 * A fetch whose response bodies fail once they pass `limit` bytes, so one HTTP message cannot exhaust memory.
 * `onOversize` hears of it: the SDK reads event streams in the background and drops their errors, so without it the
 * pending request would only ever time out.
 */
function boundedFetch(limit, onOversize = () => undefined) {
    const why = `a message from the server exceeded ${limit} bytes (limits.maxMessageBytes)`;
    let inFlight = 0;
    return async (url, init) => {
        // A server that streams requests to us but never accepts our answers would pile up one open POST per answer.
        if (inFlight >= MAX_IN_FLIGHT) {
            const stuck = `closed by mcp-contract: messages to the server were not accepted (${MAX_IN_FLIGHT} requests in flight)`;
            onOversize(stuck);
            throw new Error(stuck);
        }
        inFlight++;
        let res;
        try {
            res = await fetch(url, init);
        }
        finally {
            inFlight--;
        }
        const declared = Number(res.headers.get('content-length') ?? '0');
        if (declared > limit) {
            await res.body?.cancel();
            onOversize(why);
            throw new Error(why);
        }
        if (!res.body)
            return res;
        // An event stream carries many messages: the bound is on each one (the bytes since the last blank line), so a long
        // stream of small notifications ends with its request's timeout, never as one "message" over the limit.
        const sizes = /^text\/event-stream/i.test(res.headers.get('content-type') ?? '') ? eventSizes() : undefined;
        let seen = 0;
        const counter = new TransformStream({
            transform(chunk, controller) {
                seen = sizes ? sizes(chunk) : seen + chunk.byteLength;
                if (seen > limit) {
                    onOversize(why);
                    controller.error(new Error(why));
                }
                else
                    controller.enqueue(chunk);
            },
        });
        return new Response(res.body.pipeThrough(counter), { status: res.status, statusText: res.statusText, headers: res.headers });
    };
}
/**
 * A reader of an event stream's bytes across chunks: for each chunk, the size of the largest message it reached (the
 * bytes since the last event boundary, an empty line: LF LF or LF CR LF). Linear in the bytes; between chunks it
 * keeps the open message's size and whether a line just ended.
 */
function eventSizes() {
    let lineJustEnded = false;
    let open = 0;
    return (chunk) => {
        let largest = open;
        for (let i = 0; i < chunk.length; i++) {
            const b = chunk[i];
            open++;
            if (open > largest)
                largest = open;
            if (b === 0x0a) {
                if (lineJustEnded)
                    open = 0;
                lineJustEnded = true;
            }
            else if (b !== 0x0d)
                lineJustEnded = false;
        }
        return largest;
    };
}
/** Ends a session's transport politely and never waits long: the server may not complete what is pending. */
async function closeQuietly(client, transport) {
    const http = transport;
    if (http.sessionId && http.terminateSession)
        await atMost(http.terminateSession(), 500);
    await atMost(client.close(), 1000);
}
/** Waits for `work` (its failure ignored) at most `ms`; the timer goes as soon as the work is done, not `ms` later. */
async function atMost(work, ms) {
    let timer;
    try {
        await Promise.race([work.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms).unref()))]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The SDK's HTTP and SSE client transports, loaded only when a server is reached over HTTP: they bring the SDK's zod
 * schemas, which a stdio capture never needs.
 */
async function httpTransport(type, url, headers, fetchFn) {
    const options = { requestInit: { headers }, fetch: fetchFn };
    if (type === 'sse') {
        const { SSEClientTransport } = await Promise.all(/* import() */[__nccwpck_require__.e(940), __nccwpck_require__.e(386), __nccwpck_require__.e(53)]).then(__nccwpck_require__.bind(__nccwpck_require__, 53));
        return new SSEClientTransport(url, options);
    }
    const { StreamableHTTPClientTransport } = await Promise.all(/* import() */[__nccwpck_require__.e(940), __nccwpck_require__.e(386), __nccwpck_require__.e(491)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3491));
    return new StreamableHTTPClientTransport(url, options);
}
/**
 * A modern attempt on a pipe that failed with the server still there: the fallback initializes on the same pipe. Only
 * negotiate catches it, on every capture of a 2025-only server, so it is made without a stack (withoutStack).
 */
class ProbeFailed extends Error {
    cause;
    child;
    constructor(cause, child) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.cause = cause;
        this.child = child;
    }
}
async function connect_open(target, type, opts, era, reuse) {
    const client = new McpClient(opts.client, era);
    let transport;
    let oversize;
    let child = reuse;
    if (reuse) {
        // The new client takes the child's handlers over whole: the failed probe's client hears nothing more.
        transport = reuse;
    }
    else if (target.type === 'stdio' && opts.spawned?.claim(opts.onGarbage)) {
        child = opts.spawned;
        transport = child;
    }
    else if (target.type === 'stdio') {
        child = new stdio/* ChildStdioTransport */.L({
            command: target.command,
            args: target.args,
            cwd: target.cwd,
            env: target.env,
            maxMessageBytes: opts.maxMessageBytes,
            ...(opts.unreadBytes === undefined ? {} : { unreadBytes: opts.unreadBytes }),
            ...(opts.unreadListBytes === undefined ? {} : { unreadListBytes: opts.unreadListBytes }),
            ...(opts.reuseMessages ? { keepPageTexts: true } : {}),
            onGarbage: opts.onGarbage,
        });
        transport = child;
    }
    else if (target.type === 'in-process') {
        child = await in_process/* InProcessTransport */.S.open(target.server, opts.maxMessageBytes, opts.initializeMs, opts.reuseMessages);
        transport = child;
    }
    else {
        const url = new URL(target.url);
        const bounded = boundedFetch(opts.maxMessageBytes, (why) => {
            // Closing rejects what is pending at once, and the reason replaces "timed out" in the report.
            oversize ??= why.startsWith('closed by mcp-contract: ') ? why : `closed by mcp-contract: ${why}`;
            void session.close();
        });
        // A server behind OAuth gets its grant's token and its challenges answered (src/oauth/), under the same bound.
        const authorized = target.access ? target.access.wrap(bounded) : bounded;
        const fetchFn = era === 'modern' ? (0,modern/* modernFetch */.m1)(authorized, (tool) => client.mirroredParams(tool)) : authorized;
        transport = await httpTransport(type === 'sse' ? 'sse' : 'streamable-http', url, target.headers, fetchFn);
    }
    const session = {
        client,
        transport,
        type,
        era,
        stderr: child instanceof stdio/* ChildStdioTransport */.L ? child.stderr : undefined,
        exitReason: () => child?.exitReason ?? oversize,
        close: () => closeQuietly(client, transport),
        ...(target.type !== 'stdio' && target.type !== 'in-process' && target.access ? { authSurface: target.access.observed } : {}),
    };
    opts.onSession?.(session);
    try {
        // The spec asks for a "reasonable" probe timeout on stdio: a legacy server may ignore a request before initialize.
        const timeout = era === 'modern' && opts.era === 'auto' && isPipe(type) ? Math.min(opts.initializeMs, PROBE_MS) : opts.initializeMs;
        await client.open(transport, { timeout });
    }
    catch (err) {
        if (era === 'modern' && child && !child.exitReason && opts.era === 'auto')
            throw (0,messages/* withoutStack */.xS)(() => new ProbeFailed(err, child));
        await session.close();
        throw err;
    }
    session.discover = client.discover;
    session.protocolVersion = client.protocolVersion;
    if (child instanceof stdio/* ChildStdioTransport */.L)
        session.pid = child.pid;
    return session;
}
/** How long a stdio server may take to answer the server/discover probe before it counts as legacy. */
const PROBE_MS = 5000;
/** stdio and in-process sessions are one message pipe to one server: no HTTP status, no second request channel. */
function isPipe(type) {
    return type === 'stdio' || type === 'in-process';
}
/** `auto`: server/discover first; on the spec's fallback signals, initialize (on a pipe, on the same one). */
async function negotiate(target, type, opts) {
    const wire = isPipe(type) ? 'stdio' : 'http';
    try {
        return await connect_open(target, type, opts, 'modern');
    }
    catch (err) {
        const cause = err instanceof ProbeFailed ? err.cause : err;
        const verdict = (0,modern/* probeVerdict */.SB)(cause, wire);
        const child = err instanceof ProbeFailed ? err.child : undefined;
        if (verdict.era === 'error') {
            await child?.close();
            throw cause;
        }
        let session;
        // A process started ahead (opts.spawned) served the probe; a later attempt without it starts its own.
        const again = withoutSpawned(opts);
        try {
            session = await connect_open(target, type, again, 'legacy', child && !child.exitReason ? child : undefined);
        }
        catch (legacyErr) {
            // A modern server slower to start than the stdio probe waits refuses initialize with -32022: ask it again,
            // with the whole initialize timeout.
            if (!(legacyErr instanceof messages/* RpcError */.Qc && legacyErr.code === modern/* UNSUPPORTED_VERSION */.xH) || wire !== 'stdio')
                throw legacyErr;
            return connect_open(target, type, { ...again, era: 'modern' }, 'modern');
        }
        session.fallback = verdict.why;
        return session;
    }
}
/** opts for an attempt that must start its own process. */
function withoutSpawned(opts) {
    if (!opts.spawned)
        return opts;
    const out = { ...opts };
    delete out.spawned;
    return out;
}
function isTimeout(err) {
    return err instanceof messages/* RpcError */.Qc && err.code === messages/* REQUEST_TIMEOUT */._h;
}
/** Connects and initializes; `auto` tries streamable HTTP first and falls back to SSE unless the first try timed out. */
async function connect(target, opts) {
    const choice = opts.era ?? 'auto';
    const one = (type) => {
        // HTTP+SSE predates 2026-07-28 (which deprecates it): only initialize is spoken there.
        if (type === 'sse')
            return connect_open(target, type, opts, 'legacy');
        return choice === 'auto' ? negotiate(target, type, { ...opts, era: 'auto' }) : connect_open(target, type, opts, choice);
    };
    if (target.type === 'stdio' || target.type === 'in-process')
        return one(target.type);
    if (target.type !== 'auto')
        return one(target.type);
    try {
        return await one('streamable-http');
    }
    catch (err) {
        // A refused grant is the same grant over SSE: a second try would only ask the authorization server again and
        // bury the reason under the fallback's.
        if (isTimeout(err) || choice === 'modern' || err instanceof access_error/* OAuthAccessError */.o)
            throw err;
        try {
            return await one('sse');
        }
        catch (sseErr) {
            // One line with both answers: what streamable HTTP said, and why the SSE fallback did not open either.
            if (err instanceof Error)
                err.message = `${err.message}; the SSE fallback failed too: ${sseErr instanceof Error ? sseErr.message : String(sseErr)}`;
            throw err;
        }
    }
}



/***/ }),

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ DEFAULT_TIMEOUTS),
/* harmony export */   d: () => (/* binding */ DEFAULT_LIMITS)
/* harmony export */ });
const DEFAULT_TIMEOUTS = {
    buildMs: 300_000,
    startMs: 30_000,
    initializeMs: 20_000,
    requestMs: 20_000,
    totalMs: 120_000,
    settleMs: 1000,
};
const DEFAULT_LIMITS = {
    maxPages: 1000,
    maxItems: 50_000,
    maxMessageBytes: 32 * 1024 * 1024,
};


/***/ }),

/***/ 3181:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* reexport safe */ _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_1__.E$),
/* harmony export */   KG: () => (/* binding */ expandString),
/* harmony export */   n3: () => (/* binding */ expandList),
/* harmony export */   pj: () => (/* binding */ expandValues)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9130);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8712);
// `${VAR}` references in config values, expanded from the runner's environment. Values are secrets: never echoed.

const REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** Expands every `${VAR}` in each value; a missing variable names the server and key, never the value. */
function expandValues(values, env, where) {
    const out = {};
    for (const [key, raw] of Object.entries(values ?? {})) {
        if (typeof raw !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${key}" must be a string`);
        out[key] = raw.replace(REF, (_m, name) => {
            const v = env[name];
            if (v === undefined)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${key}" refers to \${${name}}, which is not set`);
            return v;
        });
    }
    return out;
}
/** Expands every `${VAR}` in one string (a URL, an argument); a missing variable names where, never the value. */
function expandString(raw, env, where) {
    return raw.replace(REF, (_m, name) => {
        const v = env[name];
        if (v === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} refers to \${${name}}, which is not set`);
        return v;
    });
}
function expandList(list, env, where) {
    return (list ?? []).map((a, i) => expandString(a, env, `${where}[${i}]`));
}



/***/ }),

/***/ 903:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ InProcessTransport),
/* harmony export */   w: () => (/* binding */ isInProcessServer)
/* harmony export */ });
/* harmony import */ var _rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5808);
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1471);
// A server object in this process (McpServer or Server of SDK 1.x or 2.x, or anything that takes a transport), reached
// through a pair of in-memory transports, one pair per session: no child process, no port. Every message crosses as
// JSON text, as over stdio, so the capture sees what a client on a wire sees (no object shared with the server,
// `undefined` dropped, toJSON applied) and limits.maxMessageBytes holds.


/**
 * The texts of the last messages each server sent (none longer than KEPT_PAGE_CHARS), with their parse once seen
 * twice (deep-frozen), newest last.
 */
const sentBefore = new WeakMap();
/** Messages remembered per server: a check's opening, its error answers and a few list pages. */
const REMEMBERED = 16;
/**
 * The message `text` parses to, as parsed when the same server sent the same text before (then shared, and frozen:
 * JSON.parse of the same text gives the same value, and a reader that tried to edit it would throw), or parsed now.
 * A matcher checking one server object again and again is sent the same opening and the same pages each time, and
 * parsing them again was the largest single cost of its own in each check (issue 29). A text is frozen and kept only
 * when it is seen a second time, so a single check pays nothing for it.
 */
function parsedAgain(server, text) {
    if (text.length > _rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .KEPT_PAGE_CHARS */ .d$)
        return parsedNow(text, true);
    let recent = sentBefore.get(server);
    if (recent === undefined)
        sentBefore.set(server, (recent = []));
    const i = recent.findIndex((m) => m.text.length === text.length && m.text === text);
    const seen = i >= 0 ? recent.splice(i, 1)[0] : { text };
    recent.push(seen);
    if (recent.length > REMEMBERED)
        recent.shift();
    if (seen.parsed !== undefined)
        return seen.parsed;
    const parsed = parsedNow(text, true);
    if (i >= 0)
        seen.parsed = (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_1__/* .deepFreeze */ .ol)(parsed);
    return parsed;
}
/** `keepText`: the page's text is kept for the capture's page reuse (page-digests.ts), which only a reusing server's has. */
function parsedNow(text, keepText = false) {
    const parsed = JSON.parse(text);
    // As a line read from a child's stdout: a list page without a surrogate escape needs no check of each string.
    (0,_rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .noteParsed */ .C2)(parsed, text, undefined, keepText);
    return parsed;
}
function isInProcessServer(value) {
    return typeof value === 'object' && value !== null && typeof value.connect === 'function';
}
/** The client's end of one in-process session; the server's end is handed to the server's connect. */
class InProcessTransport {
    maxMessageBytes;
    server;
    reuse;
    onmessage;
    onclose;
    onerror;
    /** Why the session ended other than by our close, as a child's exit reason reads. */
    exitReason;
    closed = false;
    peer;
    constructor(maxMessageBytes, server, reuse) {
        this.maxMessageBytes = maxMessageBytes;
        this.server = server;
        this.reuse = reuse;
        const self = this;
        this.peer = {
            async start() { },
            async send(message) {
                self.deliverToClient(message);
            },
            async close() {
                if (!self.closed)
                    self.exitReason = 'the server closed the in-process connection';
                self.end();
            },
        };
    }
    /**
     * Connects `server` to a fresh pair. A server whose connect throws (already connected elsewhere) fails the session,
     * and so does one whose connect has not settled within `timeoutMs` (no session exists yet for totalMs to close).
     */
    static async open(server, maxMessageBytes, timeoutMs, reuse = false) {
        const transport = new InProcessTransport(maxMessageBytes, server, reuse);
        let timer;
        const late = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`the server's connect did not settle within ${timeoutMs} ms`)), timeoutMs);
        });
        try {
            await Promise.race([server.connect(transport.peer), late]);
        }
        catch (err) {
            transport.end();
            throw err;
        }
        finally {
            clearTimeout(timer);
        }
        return transport;
    }
    async start() { }
    async send(message) {
        if (this.closed)
            throw new Error(this.exitReason ? `server exited (${this.exitReason})` : 'not connected');
        const text = JSON.stringify(message);
        // On a later turn, as a pipe would deliver it: the server never runs inside our call.
        queueMicrotask(() => {
            if (!this.closed)
                this.peer.onmessage?.(JSON.parse(text));
        });
    }
    async close() {
        this.end();
    }
    deliverToClient(message) {
        if (this.closed)
            return;
        const text = JSON.stringify(message);
        // A UTF-16 code unit is at most three bytes of UTF-8: a text that short needs no count.
        if (text.length * 3 > this.maxMessageBytes && Buffer.byteLength(text, 'utf8') > this.maxMessageBytes) {
            this.exitReason = `closed by mcp-contract: a message exceeded limits.maxMessageBytes, ${this.maxMessageBytes} bytes`;
            this.onerror?.(new Error(this.exitReason));
            this.end();
            return;
        }
        queueMicrotask(() => {
            if (this.closed)
                return;
            this.onmessage?.(this.reuse ? parsedAgain(this.server, text) : parsedNow(text));
        });
    }
    end() {
        if (this.closed)
            return;
        this.closed = true;
        this.peer.onclose?.();
        this.onclose?.();
    }
}


/***/ }),

/***/ 9818:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Oh: () => (/* binding */ KindCollector),
  $$: () => (/* binding */ ListFailure),
  gz: () => (/* binding */ failed),
  Kp: () => (/* binding */ redactJson),
  qO: () => (/* binding */ unsupported)
});

// UNUSED EXPORTS: MAX_ITEM_DEPTH, foldKey, itemShape, quote, quoteAscii

// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __nccwpck_require__(7297);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __nccwpck_require__(7336);
;// CONCATENATED MODULE: ./src/capture/glob.ts
// `*` wildcard patterns (uriPatterns / excludePatterns) matched without backtracking: a URI and pattern both chosen by
// a hostile server or config must not turn one `test` into minutes of regex backtracking.
/** A pattern split at its stars: `a*b*c` -> ['a', 'b', 'c']; a pattern without a star has one part. */
function parts(pattern) {
    return pattern.split('*');
}
/**
 * Whether `text` matches `pattern`, where `*` is any run of characters (possibly empty) and nothing else is special.
 * The first part must be a prefix and the last a suffix; each middle part is taken at its leftmost place after the
 * previous one, which is optimal for `*`-only patterns. Cost: one indexOf pass over `text` per part, no backtracking.
 */
function globMatch(pattern, text) {
    const p = parts(pattern);
    if (p.length === 1)
        return text === pattern;
    const first = p[0];
    const last = p[p.length - 1];
    if (text.length < first.length + last.length)
        return false;
    if (!text.startsWith(first) || !text.endsWith(last))
        return false;
    let at = first.length;
    const end = text.length - last.length;
    for (let i = 1; i < p.length - 1; i++) {
        const part = p[i];
        if (part === '')
            continue;
        const hit = text.indexOf(part, at);
        if (hit === -1 || hit + part.length > end)
            return false;
        at = hit + part.length;
    }
    return true;
}
/** A predicate matching any of `patterns`; undefined when there are none (no filter). */
function globMatcher(patterns) {
    if (patterns.length === 0)
        return undefined;
    const list = [...patterns];
    return (text) => list.some((p) => globMatch(p, text));
}

// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __nccwpck_require__(1471);
// EXTERNAL MODULE: ./src/core/shared/jcs.ts
var jcs = __nccwpck_require__(2521);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var shared_secrets = __nccwpck_require__(8712);
// EXTERNAL MODULE: ./src/rpc/lines.ts
var lines = __nccwpck_require__(5808);
;// CONCATENATED MODULE: ./src/capture/page-digests.ts


/** All kept page texts together stay under this. */
const BUDGET_CHARS = 4 * 1024 * 1024;
/**
 * Page text -> what else its capabilities depend on (contextOf) -> the capabilities, or null for a page seen once:
 * a page is kept (and frozen, which costs about what building it did) only when it is seen a second time, so a check
 * made once pays nothing for it. Most recently used last.
 */
const kept = new Map();
let chars = 0;
function contextOf(kind, origin, volatileMeta) {
    return JSON.stringify([kind, origin.server, origin.surface, volatileMeta ?? []]);
}
/** The capabilities kept for this page, or undefined. */
function keptPage(text, kind, origin, volatileMeta) {
    const byContext = kept.get(text);
    const hit = byContext?.get(contextOf(kind, origin, volatileMeta));
    if (hit === undefined || hit === null)
        return undefined;
    // The oldest text goes first when the budget is full.
    kept.delete(text);
    kept.set(text, byContext);
    return hit;
}
/** Notes a page just built: the first time it is only seen; the second time its capabilities are kept. */
function keepPage(text, kind, origin, volatileMeta, built) {
    if (text.length > lines/* KEPT_PAGE_CHARS */.d$)
        return;
    const context = contextOf(kind, origin, volatileMeta);
    let byContext = kept.get(text);
    if (byContext === undefined) {
        byContext = new Map();
        kept.set(text, byContext);
        chars += text.length;
    }
    const before = byContext.get(context);
    if (before === undefined)
        byContext.set(context, null);
    else if (before === null) {
        for (const cap of built)
            (0,json/* deepFreeze */.ol)(cap);
        byContext.set(context, built);
    }
    while (chars > BUDGET_CHARS) {
        const oldest = kept.keys().next().value;
        kept.delete(oldest);
        chars -= oldest.length;
    }
}

;// CONCATENATED MODULE: ./src/capture/lists.ts
// Turns raw list pages into a KindSnapshot: every malformed item becomes a visible problem, never a silent drop.








/** A list that cannot be completed: the kind is recorded as failed with this one-line reason. */
class ListFailure extends Error {
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** Server text shown in a one-line message: quoted, control characters escaped, bounded. */
function quote(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
/** Server text shown with every non-ASCII character as `\uXXXX`, so two look-alike names read differently. */
function quoteAscii(value) {
    return quote(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** What a reader sees of a name: case, compatibility forms and invisible format characters folded away. */
function foldKey(key) {
    // Printable ASCII is its own NFKC form and holds no format character: most keys take this path.
    if (PRINTABLE_ASCII.test(key))
        return key.toLowerCase();
    return key.normalize('NFKC').replace(/\p{Cf}/gu, '').toLowerCase();
}
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** `value` with every secret replaced by `***` in its keys and string values; its structure is never edited. */
function redactJson(value, secrets) {
    return (0,shared_secrets/* redactValue */.FI)(value, secrets);
}
/**
 * Deeper than any real schema, far shallower than the stack: canonical JSON, digests and the snapshot writer all
 * recurse, so an item nested deeper is recorded as a problem instead of overflowing the stack.
 */
const MAX_ITEM_DEPTH = 512;
/**
 * One walk over a listed item, without recursion: `deep` when it nests deeper than `max` levels, `odd` when it has no
 * canonical JSON form (a number read as Infinity, a lone surrogate), else `ok`. Two walks cost a large list twice.
 */
function itemShape(value, max, strings = true) {
    // Stacks kept between calls and for-in over keys: a walk per listed item allocates nothing (see key-order.ts).
    const values = SHAPE_VALUES;
    const depths = SHAPE_DEPTHS;
    values.push(value);
    depths.push(0);
    let odd = false;
    while (values.length > 0) {
        const v = values.pop();
        const d = depths.pop();
        if (typeof v === 'string') {
            if (strings && !odd && !(0,jcs/* wellFormedString */.X)(v))
                odd = true;
            continue;
        }
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                odd = true;
            continue;
        }
        if (typeof v !== 'object' || v === null)
            continue;
        if (d >= max) {
            values.length = 0;
            depths.length = 0;
            return 'deep';
        }
        if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++) {
                values.push(v[i]);
                depths.push(d + 1);
            }
            continue;
        }
        for (const k in v) {
            if (!Object.prototype.hasOwnProperty.call(v, k))
                continue;
            if (strings && !odd && !(0,jcs/* wellFormedString */.X)(k))
                odd = true;
            values.push(v[k]);
            depths.push(d + 1);
        }
    }
    return odd ? 'odd' : 'ok';
}
const SHAPE_VALUES = [];
const SHAPE_DEPTHS = [];
class KindCollector {
    kind;
    limits;
    secrets;
    reusePages;
    /**
     * Listed items not yet digested, in order, duplicates included: a second copy is judged like the first, never
     * dropped. Emptied by digestNew, so a large list is held once (as built capabilities), not twice.
     */
    items = [];
    /** Capabilities built so far, one per item in order (digestNew builds the rest). */
    built = [];
    /** The page accepted by acceptPage whose items takeItems has not read yet. */
    waiting;
    /**
     * The text of the one page whose items wait for digestNew, when they are exactly what that text lists (no secret
     * replaced, no filter applied): null when several pages wait or the text is unknown.
     */
    waitingText;
    keys = new Set();
    problems = [];
    cursors = new Set();
    /** folded key -> first key with that fold: look-alike names are both kept and flagged, never merged. */
    folded = new Map();
    include;
    exclude;
    keyField;
    field;
    seen = 0;
    pages = 0;
    constructor(kind, limits, filter, 
    /** Config secrets a hostile server may echo into its items: replaced before anything is kept or digested. */
    secrets = [], 
    /** CaptureOptions.reusePages: a page sent word for word before gets the capabilities built for it then. */
    reusePages = false) {
        this.kind = kind;
        this.limits = limits;
        this.secrets = secrets;
        this.reusePages = reusePages;
        this.keyField = model/* KIND_METHOD */.Ll[kind].keyField;
        this.field = model/* KIND_METHOD */.Ll[kind].field;
        if (kind === 'resource' && filter) {
            this.include = globMatcher(filter.uriPatterns ?? []);
            this.exclude = globMatcher(filter.excludePatterns ?? []);
        }
    }
    problem(p) {
        this.problems.push(p);
    }
    /** Adds one page; returns the cursor of the next page, if any. */
    addPage(result) {
        const next = this.acceptPage(result);
        this.takeItems();
        return next;
    }
    /**
     * Checks one page's shape, counts and cursor, and returns the cursor of the next page, if any; its items wait for
     * takeItems, so the next page can be asked for first.
     */
    acceptPage(result) {
        const page = ++this.pages;
        if (!isObject(result))
            throw new ListFailure(`page ${page}: result is not an object`);
        const list = result[this.field];
        if (!Array.isArray(list))
            throw new ListFailure(`page ${page}: result has no "${this.field}" array`);
        this.seen += list.length;
        if (this.seen > this.limits.maxItems) {
            throw new ListFailure(`more than ${this.limits.maxItems} items (limits.maxItems)`);
        }
        // A page read from a line without an escaped surrogate holds no lone one: its strings need no check.
        this.waiting = { list, page, strings: !(0,lines/* surrogateFree */.$e)(result), text: (0,lines/* textOfResult */.uv)(result) };
        return this.nextCursor(result, page);
    }
    /** Reads the items of the page acceptPage took. */
    takeItems() {
        const waiting = this.waiting;
        this.waiting = undefined;
        if (!waiting)
            return;
        const { list, page, strings, text } = waiting;
        const plain = this.reusePages && this.secrets.length === 0 && !this.include && !this.exclude;
        this.waitingText = this.waitingText === undefined && plain && text !== undefined ? text : null;
        for (let index = 0; index < list.length; index++) {
            let item = list[index];
            if (this.secrets.length > 0 && isObject(item) && itemShape(item, MAX_ITEM_DEPTH, false) !== 'deep')
                item = redactJson(item, this.secrets);
            if (!isObject(item)) {
                this.problems.push({ code: 'item-not-object', message: `item is ${quote(item)}, not an object`, page, index });
                continue;
            }
            const key = item[this.keyField];
            if (typeof key !== 'string') {
                const shown = key === undefined ? 'missing' : `${quote(key)}, not a string`;
                this.problems.push({ code: 'item-missing-key', message: `item's "${this.keyField}" is ${shown}`, page, index });
                continue;
            }
            if (this.include && !this.include(key))
                continue;
            if (this.exclude && this.exclude(key))
                continue;
            // Leaving it out would later read as a removal; keeping it is unsafe (no bounded canonical form). The list fails.
            const shape = itemShape(item, MAX_ITEM_DEPTH, strings);
            if (shape === 'deep')
                throw new ListFailure(`page ${page}: ${this.keyField} ${quoteAscii(key)} nests deeper than ${MAX_ITEM_DEPTH} levels`);
            // No canonical form: kept and digested losslessly (core/shared/lossless.ts), and named as a problem the capture warns of.
            const bad = shape === 'odd' ? (0,json/* notCanonical */.Wo)(item) : undefined;
            if (bad !== undefined) {
                this.problems.push({ code: 'item-not-canonical', message: `${this.keyField} ${quoteAscii(key)}: ${bad}; kept with a lossless digest, shown with U+FFFD`, page, index });
            }
            const fold = foldKey(key);
            const twin = this.folded.get(fold);
            if (this.keys.has(key)) {
                // Clients disagree on which copy wins, so both are kept, digested and compared as a multiset.
                this.problems.push({ code: 'duplicate-key', message: `${this.keyField} ${quote(key)} listed again; every copy is kept and compared`, page, index });
            }
            else if (twin === undefined)
                this.folded.set(fold, key);
            else
                this.problems.push({
                    code: 'lookalike-key',
                    message: `${this.keyField} ${quoteAscii(key)} differs from ${quoteAscii(twin)} only by case, Unicode normalization or invisible characters; both are kept`,
                    page,
                    index,
                });
            this.keys.add(key);
            this.items.push(item);
        }
    }
    nextCursor(result, page) {
        const next = result.nextCursor;
        if (next === undefined || next === null)
            return undefined;
        if (typeof next !== 'string')
            throw new ListFailure(`page ${page}: nextCursor is ${quote(next)}, not a string`);
        if (this.cursors.has(next))
            throw new ListFailure(`page ${page}: nextCursor ${quote(next)} was already used`);
        this.cursors.add(next);
        if (page >= this.limits.maxPages)
            throw new ListFailure(`more than ${this.limits.maxPages} pages (limits.maxPages)`);
        return next;
    }
    /** Digests the items added since the last call: run while the server builds the next page. */
    digestNew(origin, volatileMeta) {
        const text = this.waitingText;
        this.waitingText = undefined;
        const items = this.items;
        this.items = [];
        const again = typeof text === 'string' ? keptPage(text, this.kind, origin, volatileMeta) : undefined;
        if (again !== undefined && again.length === items.length) {
            for (const cap of again)
                this.built.push(cap);
            return;
        }
        const built = items.map((item) => (0,canonical/* buildCapability */.bz)(this.kind, item, origin, { volatileMeta }));
        for (const cap of built)
            this.built.push(cap);
        if (typeof text === 'string')
            keepPage(text, this.kind, origin, volatileMeta, built);
    }
    complete(origin, volatileMeta) {
        this.digestNew(origin, volatileMeta);
        const items = this.built.slice();
        // Copies of one ref in digest order: the file does not change when a server reorders its duplicates.
        items.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0));
        const observation = { state: 'complete', pages: this.pages };
        if (this.problems.length > 0)
            observation.problems = this.problems;
        return { observation, items };
    }
    failed(error) {
        const observation = { state: 'failed', error, pages: this.pages };
        if (this.problems.length > 0)
            observation.problems = this.problems;
        return { observation, items: [] };
    }
}
function unsupported(error) {
    return { observation: { state: 'unsupported', error }, items: [] };
}
function failed(error) {
    return { observation: { state: 'failed', error }, items: [] };
}


/***/ }),

/***/ 2187:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ probeVerdict),
/* harmony export */   XB: () => (/* binding */ CLIENT_CAPABILITIES_KEY),
/* harmony export */   _b: () => (/* binding */ PROTOCOL_VERSION_KEY),
/* harmony export */   d1: () => (/* binding */ parseDiscover),
/* harmony export */   dZ: () => (/* binding */ CLIENT_INFO_KEY),
/* harmony export */   j$: () => (/* binding */ MODERN_VERSION),
/* harmony export */   m1: () => (/* binding */ modernFetch),
/* harmony export */   q7: () => (/* binding */ MODERN_VERSIONS),
/* harmony export */   xH: () => (/* binding */ UNSUPPORTED_VERSION)
/* harmony export */ });
/* unused harmony export SERVER_INFO_KEY */
/* harmony import */ var _rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(279);
/* harmony import */ var _param_headers_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2752);


const MODERN_VERSION = '2026-07-28';
/** Modern revisions this client speaks, newest first. */
const MODERN_VERSIONS = [MODERN_VERSION];
const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';
const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
const SERVER_INFO_KEY = 'io.modelcontextprotocol/serverInfo';
/** The modern UnsupportedProtocolVersionError code. */
const UNSUPPORTED_VERSION = -32022;
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** Reads a discover result; undefined when it is not one (a legacy server answering something else). */
function parseDiscover(result) {
    if (!isObject(result) || !Array.isArray(result.supportedVersions) || !isObject(result.capabilities))
        return undefined;
    const versions = result.supportedVersions.filter((v) => typeof v === 'string');
    const out = { supportedVersions: versions, capabilities: result.capabilities };
    if (typeof result.instructions === 'string')
        out.instructions = result.instructions;
    const meta = isObject(result._meta) ? result._meta : {};
    if (isObject(meta[SERVER_INFO_KEY]))
        out.serverInfo = meta[SERVER_INFO_KEY];
    return out;
}
/** The JSON-RPC error an HTTP error body carries, if it carries one. */
function rpcErrorIn(text) {
    const start = text.indexOf('{');
    if (start < 0)
        return undefined;
    try {
        const body = JSON.parse(text.slice(start));
        return typeof body.error?.code === 'number' ? { code: body.error.code, data: body.error.data } : undefined;
    }
    catch {
        return undefined;
    }
}
function verdictOfRpcError(code, data, message) {
    if (code !== UNSUPPORTED_VERSION)
        return { era: 'legacy', why: `server/discover answered ${code}` };
    const supported = isObject(data) && Array.isArray(data.supported) ? data.supported.filter((v) => typeof v === 'string') : undefined;
    // A modern server that speaks only other modern revisions: falling back to initialize would not help.
    const modern = (supported ?? []).filter((v) => v >= MODERN_VERSION);
    if (modern.length > 0)
        return { era: 'error', why: `the server speaks only modern revisions this client does not (${modern.join(', ')}): ${message}` };
    return { era: 'legacy', why: `server/discover answered ${code} without a modern revision` };
}
/**
 * The spec's fallback rules, as the reference client applies them. Every JSON-RPC error that does not show a modern
 * server means legacy; on HTTP, 401/403 and 5xx are failures, other statuses are read by the JSON-RPC error in their
 * body (none: legacy); a network error is a failure; on stdio a probe that times out or closes the pipe means legacy.
 */
function probeVerdict(err, transport) {
    if (err instanceof _rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc) {
        if (err.code === -32001)
            return transport === 'stdio' ? { era: 'legacy', why: 'server/discover timed out' } : { era: 'error', why: 'server/discover timed out' };
        if (err.code === -32000 && /closed/i.test(err.message) && transport === 'stdio')
            return { era: 'legacy', why: 'the server closed the connection on server/discover' };
        return verdictOfRpcError(err.code, err.data, err.message);
    }
    const e = err;
    const message = typeof e?.message === 'string' ? e.message : String(err);
    const status = typeof e?.code === 'number' && e.code >= 100 && e.code < 600 ? e.code : undefined;
    if (status !== undefined) {
        if (status === 401 || status === 403 || status >= 500)
            return { era: 'error', why: `HTTP ${status}: ${message}` };
        const rpc = rpcErrorIn(message);
        return rpc ? verdictOfRpcError(rpc.code, rpc.data, message) : { era: 'legacy', why: `server/discover answered HTTP ${status}` };
    }
    if (transport === 'stdio' && /closed|exited|not connected/i.test(message))
        return { era: 'legacy', why: 'the server closed the connection on server/discover' };
    return { era: 'error', why: message };
}
/** The value of the Mcp-Name header for the methods that mirror a name (spec: Streamable HTTP standard headers). */
const NAME_SOURCE = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };
/**
 * Adds the headers a modern POST carries, read from its body: MCP-Protocol-Version, Mcp-Method, Mcp-Name, and for a
 * tools/call the Mcp-Param-* headers of the arguments the tool's inputSchema mirrors (`mirrored`: what the session
 * last listed for that tool).
 */
function modernFetch(inner, mirrored = () => []) {
    return (url, init) => {
        if (init?.method !== 'POST' || typeof init.body !== 'string')
            return inner(url, init);
        let msg;
        try {
            msg = JSON.parse(init.body);
        }
        catch {
            return inner(url, init);
        }
        const headers = new Headers(init.headers);
        headers.delete('mcp-session-id');
        headers.set('mcp-protocol-version', MODERN_VERSION);
        if (typeof msg?.method === 'string') {
            headers.set('mcp-method', msg.method);
            const field = NAME_SOURCE[msg.method];
            const name = field === undefined ? undefined : msg.params?.[field];
            if (typeof name === 'string')
                headers.set('mcp-name', (0,_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .headerText */ .TK)(name));
            if (msg.method === 'tools/call' && typeof name === 'string')
                for (const [k, v] of Object.entries((0,_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .paramHeaders */ .oN)(mirrored(name), msg.params?.arguments)))
                    headers.set(k, v);
        }
        return inner(url, { ...init, headers });
    };
}


/***/ }),

/***/ 2752:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TK: () => (/* binding */ headerText),
/* harmony export */   lq: () => (/* binding */ mirroredParams),
/* harmony export */   oN: () => (/* binding */ paramHeaders)
/* harmony export */ });
/* unused harmony exports headerValueOf, paramMismatch */
const PARAM_HEADER_PREFIX = 'Mcp-Param-';
const KEY = 'x-mcp-header';
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PRIMITIVE = new Set(['string', 'integer', 'boolean', 'number']);
/** Where a declaration is not reachable through `properties` alone: a conforming client never mirrors it. */
const UNREACHABLE = ['items', 'prefixItems', 'contains', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'patternProperties', 'dependentSchemas', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', '$defs', 'definitions'];
/** Of those, the keywords whose value is a map of schemas by name. */
const SCHEMA_MAPS = new Set(['patternProperties', 'dependentSchemas', '$defs', 'definitions']);
const BASE64_SENTINEL = /^=\?base64\?(.*)\?=$/s;
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The arguments a tool's inputSchema asks to mirror into headers. A schema with any malformed declaration (not a token,
 * not a primitive type, declared twice case-insensitively, or outside a chain of `properties`) mirrors none: conforming
 * clients drop such a tool, and its server checks none of them.
 */
function mirroredParams(inputSchema) {
    const out = [];
    const seen = new Set();
    let sound = true;
    const visit = (node, path, reachable) => {
        if (!isObject(node) || !sound)
            return;
        if (KEY in node) {
            const name = node[KEY];
            const type = typeof node.type === 'string' ? node.type : '';
            if (!reachable || path.length === 0 || typeof name !== 'string' || !TOKEN.test(name) || !PRIMITIVE.has(type) || seen.has(name.toLowerCase()))
                sound = false;
            else {
                seen.add(name.toLowerCase());
                out.push({ path, header: name, type });
            }
        }
        if (isObject(node.properties))
            for (const [k, child] of Object.entries(node.properties))
                visit(child, [...path, k], reachable);
        for (const k of UNREACHABLE) {
            const sub = node[k];
            for (const branch of Array.isArray(sub) ? sub : SCHEMA_MAPS.has(k) && isObject(sub) ? Object.values(sub) : [sub])
                visit(branch, path, false);
        }
    };
    visit(inputSchema, [], true);
    return sound ? out : [];
}
/** The argument at a path, if it is one a header can carry (a string, a finite number, a boolean). */
function argumentAt(args, path) {
    let node = args;
    for (const k of path)
        node = isObject(node) ? node[k] : undefined;
    if (typeof node === 'string' || typeof node === 'boolean')
        return node;
    return typeof node === 'number' && Number.isFinite(node) && (!Number.isInteger(node) || Number.isSafeInteger(node)) ? node : undefined;
}
/** A value as a header carries it: plain visible ASCII, or `=?base64?...?=` around its UTF-8 (SEP-2243). */
function headerText(value) {
    const plain = value.length > 0 && value === value.trim() && /^[\t\x20-\x7e]*$/.test(value) && !BASE64_SENTINEL.test(value);
    return plain ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
/** A header value as sent: the plain text, or the text its base64 sentinel wraps; undefined when the base64 is broken. */
function headerValueOf(value) {
    const m = BASE64_SENTINEL.exec(value);
    if (!m)
        return value;
    if (!CANONICAL_BASE64.test(m[1]))
        return undefined;
    const text = Buffer.from(m[1], 'base64').toString('utf8');
    // Bytes that are not UTF-8 decode to U+FFFD: such a value was never text a client mirrored.
    return Buffer.from(text, 'utf8').equals(Buffer.from(m[1], 'base64')) ? text : undefined;
}
/** The Mcp-Param-* headers a call of a tool with these declarations carries for these arguments. */
function paramHeaders(params, args) {
    const out = {};
    for (const p of params) {
        const v = argumentAt(args, p.path);
        if (v !== undefined)
            out[`${PARAM_HEADER_PREFIX}${p.header}`] = headerText(String(v));
    }
    return out;
}
/**
 * Why a call's Mcp-Param-* headers disagree with its arguments, or undefined when they agree: an argument the body
 * carries needs its header, present, decodable and equal (numbers compared as numbers); an argument the body leaves
 * out (or null) needs none, and a header sent for it anyway is ignored.
 */
function paramMismatch(params, args, header) {
    for (const p of params) {
        const v = argumentAt(args, p.path);
        if (v === undefined)
            continue;
        const name = `${PARAM_HEADER_PREFIX}${p.header}`;
        const sent = header(name.toLowerCase());
        if (sent === undefined)
            return `the body carries the argument the ${name} header mirrors, and the header is absent`;
        const text = headerValueOf(sent.trim());
        if (text === undefined)
            return `the ${name} header carries a broken base64 value`;
        const equal = typeof v === 'number' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) === v : text === String(v);
        if (!equal)
            return `the ${name} header does not match the argument it mirrors in the body`;
    }
    return undefined;
}


/***/ }),

/***/ 2443:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ runShell),
/* harmony export */   TK: () => (/* binding */ sweepMarked),
/* harmony export */   cb: () => (/* binding */ delay),
/* harmony export */   i0: () => (/* binding */ killGroup),
/* harmony export */   j8: () => (/* binding */ spawnGroup),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony exports descendants, descendantsByChildLinks, descendantsByScan, markedPids */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7646);
// Child processes the capture starts: each in its own process group, so ending it ends everything it spawned.



/**
 * Keeps only the last `limit` bytes written to it: a chatty server's stderr must not grow without bound. Once bytes
 * were dropped, the first kept line is a fragment (possibly the end of a secret, which redaction can no longer
 * recognise, or half a UTF-8 character), so it is never shown: the tail starts at a whole line.
 */
class TailBuffer {
    limit;
    chunks = [];
    size = 0;
    /** Whether older bytes were dropped: the first kept line may then be the end of a longer one. */
    cut = false;
    constructor(limit = 64 * 1024) {
        this.limit = limit;
    }
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size > this.limit && this.chunks.length > 1) {
            const first = this.chunks.shift();
            this.size -= first.length;
            this.cut = true;
        }
        if (this.size > this.limit) {
            const only = this.chunks[0];
            this.chunks[0] = only.subarray(only.length - this.limit);
            this.size = this.limit;
            this.cut = true;
        }
    }
    /** The last `lines` whole lines, trimmed: a line whose start was dropped is left out, not shown from its middle. */
    tail(lines = 20) {
        let text = Buffer.concat(this.chunks).toString('utf8').trimEnd();
        if (this.cut) {
            const nl = text.indexOf('\n');
            // One endless line: its end is all there is; say it was cut rather than pass it off as a line.
            text = nl === -1 ? `\u2026${text}` : text.slice(nl + 1);
        }
        if (text === '')
            return '';
        return text.split('\n').slice(-lines).join('\n');
    }
}
/** Spawns a process as leader of a new group; its stdout/stderr are pipes the caller reads. */
function spawnGroup(command, args, opts) {
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, [...args], {
        cwd: opts.cwd,
        env: opts.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        shell: opts.shell ?? false,
        windowsHide: true,
    });
}
function signalGroup(child, signal) {
    if (child.pid === undefined)
        return;
    try {
        if (process.platform === 'win32')
            child.kill(signal);
        else
            process.kill(-child.pid, signal);
    }
    catch {
        // ESRCH: the group is already gone.
    }
}
/**
 * Every live descendant of `root`, found through /proc (Linux): a grandchild that called setsid() left our process
 * group and session, so only its parent link still leads to it. Empty elsewhere or when /proc cannot be read.
 */
function descendants(root) {
    if (process.platform !== 'linux')
        return [];
    return childLinksReadable() ? descendantsByChildLinks(root) : descendantsByScan(root);
}
/**
 * Whether this kernel lists each task's children (/proc/PID/task/TID/children, CONFIG_PROC_CHILDREN): following
 * those links reads a dozen small files where a scan reads one per process on the machine.
 */
let childLinks;
function childLinksReadable() {
    if (childLinks === undefined) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/self/task/${process.pid}/children`);
            childLinks = true;
        }
        catch {
            childLinks = false;
        }
    }
    return childLinks;
}
function descendantsByChildLinks(root) {
    const out = [];
    const queue = [root];
    while (queue.length > 0 && out.length < 10_000) {
        const pid = queue.shift();
        let tasks;
        try {
            tasks = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(`/proc/${pid}/task`);
        }
        catch {
            continue; // It went away while we looked.
        }
        // Any thread may have forked: every task's list is read.
        for (const tid of tasks) {
            let list;
            try {
                list = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/task/${tid}/children`, 'latin1');
            }
            catch {
                continue;
            }
            for (const c of list.split(' ')) {
                if (!/^\d+$/.test(c))
                    continue;
                out.push(Number(c));
                queue.push(Number(c));
            }
        }
    }
    return out;
}
function descendantsByScan(root) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const children = new Map();
    for (const e of entries) {
        if (!/^\d+$/.test(e))
            continue;
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${e}/stat`, 'utf8');
            // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
            const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            const list = children.get(ppid) ?? [];
            list.push(Number(e));
            children.set(ppid, list);
        }
        catch {
            // The process went away while we looked.
        }
    }
    const out = [];
    const queue = [root];
    while (queue.length > 0 && out.length < 10_000) {
        for (const c of children.get(queue.shift()) ?? []) {
            out.push(c);
            queue.push(c);
        }
    }
    return out;
}
function signalTree(pids, signal) {
    for (const pid of pids) {
        for (const target of [pid, -pid]) {
            try {
                process.kill(target, signal);
            }
            catch {
                // Gone already, or not a group leader.
            }
        }
    }
}
function exited(child) {
    return child.exitCode !== null || child.signalCode !== null;
}
/**
 * Ends a process group: SIGTERM, then SIGKILL after `graceMs`. Resolves once the leader has exited (or after a
 * bound, so a zombie never hangs the capture). Grandchildren get the SIGKILL even when the leader went quietly.
 */
async function killGroup(child, graceMs = 300) {
    child.stdin?.destroy();
    if (child.pid === undefined)
        return;
    const leaderExit = exited(child)
        ? Promise.resolve()
        : new Promise((resolve) => child.once('exit', () => resolve()));
    // Found before any signal: once the leader dies, an orphan's parent link points at init and it is out of sight.
    const tree = descendants(child.pid);
    signalGroup(child, 'SIGTERM');
    signalTree(tree, 'SIGTERM');
    await Promise.race([leaderExit, delay(graceMs)]);
    signalGroup(child, 'SIGKILL');
    // A second look only while the leader lives: once it has exited its orphans point at init, and its pid may
    // already name an unrelated process whose children must not be touched.
    signalTree(exited(child) ? tree : [...new Set([...tree, ...descendants(child.pid)])], 'SIGKILL');
    await Promise.race([leaderExit, delay(2000)]);
    child.stdout?.destroy();
    child.stderr?.destroy();
}
/** Every live process (other than this one) whose environment holds `MCP_CONTRACT_RUN=<one of markers>`. */
function markedPids(markers) {
    if (process.platform !== 'linux' || markers.length === 0)
        return [];
    const needles = markers.map((m) => Buffer.from(`${_child_env_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_MARKER */ .xO}=${m}\0`));
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const out = [];
    for (const e of entries) {
        if (!/^\d+$/.test(e) || Number(e) === process.pid)
            continue;
        let environ;
        try {
            // Another user's process, or one that just exited: not ours to find.
            environ = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${e}/environ`);
        }
        catch {
            continue;
        }
        if (needles.some((n) => environ.includes(n)))
            out.push(Number(e));
    }
    return out;
}
/**
 * Kills every process still carrying one of the markers: what escaped its process group with `setsid` or a double
 * fork (a daemon left behind by a build or a server). Repeats until none is found, so one that forks while being
 * swept is caught on the next pass. Linux only (it reads /proc); a process that re-execs with a cleared environment
 * is not found (README, security). Returns how many were killed.
 */
async function sweepMarked(markers, maxPasses = 50) {
    const killed = new Set();
    for (let pass = 0; pass < maxPasses; pass++) {
        const pids = markedPids(markers);
        if (pids.length === 0)
            break;
        for (const pid of pids) {
            try {
                process.kill(pid, 'SIGKILL');
                killed.add(pid);
            }
            catch {
                // ESRCH: it went by itself.
            }
        }
        // A killed process keeps its environ until the kernel has torn it down. (A kept timer: an unref'd one could
        // let the process exit in the middle of the sweep.)
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return killed.size;
}
function delay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
/** Runs a shell command to completion (build steps), keeping a bounded tail of its combined output. */
async function runShell(command, opts) {
    const child = spawnGroup(command, [], { ...opts, shell: true });
    child.stdin?.end();
    const output = new TailBuffer();
    child.stdout?.on('data', (c) => output.push(c));
    child.stderr?.on('data', (c) => output.push(c));
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        void killGroup(child);
    }, opts.timeoutMs);
    const [code, signal] = await new Promise((resolve) => {
        child.once('error', (err) => {
            output.push(Buffer.from(String(err.message)));
            resolve([null, null]);
        });
        child.once('close', (c, s) => resolve([c, s]));
    });
    clearTimeout(timer);
    return { code, signal, timedOut, output };
}


/***/ }),

/***/ 4329:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Rh: () => (/* reexport */ defaults/* DEFAULT_TIMEOUTS */.R),
  DM: () => (/* binding */ captureOneEra),
  t8: () => (/* binding */ emptyKinds),
  YR: () => (/* binding */ kindPlan),
  TN: () => (/* binding */ oneLine),
  fA: () => (/* binding */ openSession),
  t4: () => (/* binding */ planSurface),
  uU: () => (/* binding */ serverIdentity),
  m_: () => (/* reexport */ surface_target/* surfacesOf */.m_)
});

// UNUSED EXPORTS: CLIENT_NAME, CLIENT_VERSION, DEFAULT_LIMITS, canarySurface, listSurface, listSurfaceAtOnce, originOf

// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __nccwpck_require__(279);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __nccwpck_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __nccwpck_require__(7336);
// EXTERNAL MODULE: ./src/capture/connect.ts + 2 modules
var connect = __nccwpck_require__(2296);
// EXTERNAL MODULE: ./src/capture/child-env.ts
var child_env = __nccwpck_require__(7646);
// EXTERNAL MODULE: ./src/capture/env.ts
var env = __nccwpck_require__(3181);
// EXTERNAL MODULE: ./src/capture/lists.ts + 2 modules
var lists = __nccwpck_require__(9818);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var secrets = __nccwpck_require__(8712);
// EXTERNAL MODULE: ./src/capture/defaults.ts
var defaults = __nccwpck_require__(9238);
// EXTERNAL MODULE: ./src/capture/surface-target.ts
var surface_target = __nccwpck_require__(6823);
// EXTERNAL MODULE: ./src/oauth/plan.ts
var plan = __nccwpck_require__(2504);
;// CONCATENATED MODULE: ./src/oauth/lazy-access.ts

function lazyRemoteAccess(where, url, cfg, opts) {
    const secrets = (0,plan/* planSecrets */.Ds)((0,plan/* planOAuth */.Tj)(where, cfg, opts.env));
    let real;
    let loading;
    const load = () => (loading ??= Promise.all(/* import() */[__nccwpck_require__.e(940), __nccwpck_require__.e(213), __nccwpck_require__.e(79)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9079)).then((m) => (real = m.remoteAccess(where, url, cfg, opts))));
    return {
        secrets,
        wrap(next) {
            let wrapped;
            return async (input, init) => {
                wrapped ??= (await load()).wrap(next);
                return wrapped(input, init);
            };
        },
        observed: () => real?.observed(),
    };
}

// EXTERNAL MODULE: ./src/oauth/store.ts
var store = __nccwpck_require__(1042);
;// CONCATENATED MODULE: ./src/capture/session.ts
// One surface's session: plan, open, list every kind, settle list_changed. Shared by the SDK era capturer
// (eras.ts), the Inspector capturer (inspector.ts) and the orchestration in capture.ts, which depends on them.













const CLIENT_NAME = 'mcp-contract';
/**
 * The client version announced at initialize and recorded in every snapshot. Deliberately not the package version:
 * upgrading mcp-contract must not make every committed snapshot stale. Bump it only when capture semantics change.
 */
const CLIENT_VERSION = '1';
/** Re-lists of one kind prompted by list_changed before it counts as never settling. */
const MAX_RELISTS = 10;
/** Which kinds each list_changed notification invalidates. */
const LIST_CHANGED = [
    { method: 'notifications/tools/list_changed', kinds: ['tool'] },
    { method: 'notifications/prompts/list_changed', kinds: ['prompt'] },
    { method: 'notifications/resources/list_changed', kinds: ['resource', 'resourceTemplate'] },
];
function clientIdentity(cfg) {
    return {
        name: cfg?.name ?? CLIENT_NAME,
        version: cfg?.version ?? CLIENT_VERSION,
        capabilities: (cfg?.capabilities ?? {}),
    };
}

function planSurface(name, server, surface, cfg, opts) {
    const where = `server "${name}"`;
    const expanded = (0,surface_target/* expandSurface */.mc)(name, server, surface, cfg, opts.env);
    const { url, headers, transport } = expanded;
    const marker = opts.marker ?? (0,child_env/* newRunMarker */.um)();
    let target;
    const oauthSecrets = [];
    if (opts.inProcess) {
        target = { type: 'in-process', server: opts.inProcess };
    }
    else if (transport === 'stdio') {
        target = (0,surface_target/* stdioTarget */.L6)(name, server, surface, cfg, expanded, opts.env, opts.baseDir, marker);
    }
    else {
        if (!url)
            throw new errors/* UsageError */.eb(`${where}: "url" is required for the ${transport} transport`);
        try {
            new URL(url);
        }
        catch {
            throw new errors/* UsageError */.eb(`${where}: "url" is not a valid URL`);
        }
        const access = server.oauth ? oauthAccess(name, url, server, surface, cfg, opts) : undefined;
        target = { type: transport, url, headers, ...(access ? { access } : {}) };
        if (access)
            oauthSecrets.push(...access.secrets);
    }
    return {
        server: name,
        surface,
        target,
        client: clientIdentity(cfg.client ?? server.client),
        resources: cfg.resources ?? server.resources ?? {},
        volatileMeta: server.volatileMeta,
        timeouts: { ...defaults/* DEFAULT_TIMEOUTS */.R, ...server.timeouts },
        limits: { ...defaults/* DEFAULT_LIMITS */.d, ...server.limits },
        // Also the bare values of referenced variables and bearer tokens: a server may echo just those.
        secrets: [...(0,secrets/* secretsOf */.Fj)(server, opts.env), ...oauthSecrets].sort((a, b) => b.length - a.length),
        // Only a process the capture starts reads it; a server in this process has none.
        processEnv: opts.inProcess ? {} : (0,child_env/* childEnv */.gf)({}, marker),
        log: opts.log ?? (() => undefined),
        canaries: canaryRefs(server, surface),
        afterLists: opts.afterLists,
        era: cfg.protocolEra ?? server.protocolEra ?? 'auto',
        concurrentEras: opts.dualEra?.includes(surface) ?? false,
        reusePages: opts.reusePages ?? false,
    };
}
/** The server's OAuth access; an Authorization header beside it would be two credentials for one request. */
function oauthAccess(name, url, server, surface, cfg, opts) {
    const where = `server "${name}"`;
    const named = [server.headers, cfg.headers].some((h) => Object.keys(h ?? {}).some((k) => k.toLowerCase() === 'authorization'));
    if (named)
        throw new errors/* UsageError */.eb(`${where}: "oauth" and an Authorization header are two credentials; keep one (surface "${surface}")`);
    // A surface may name its own scope: its grant (and so its token) is its own, and so is the tool list it sees.
    const oauth = cfg.oauthScope ? { ...server.oauth, scope: cfg.oauthScope } : server.oauth;
    return lazyRemoteAccess(where, url, oauth, {
        env: opts.env,
        grantDir: opts.grantDir ?? (0,store/* grantDir */.qo)(undefined, opts.env, opts.baseDir),
        requestMs: server.timeouts?.requestMs ?? defaults/* DEFAULT_TIMEOUTS */.R.requestMs,
        loginCommand: `mcp-contract auth login --server ${name}`,
        ...(opts.signIn ? { signIn: opts.signIn } : {}),
    });
}
/** A canary runs on its `surface`, by default the server's first one. */
function canarySurface(server, surface) {
    return surface ?? Object.keys(server.surfaces ?? { default: {} })[0] ?? 'default';
}
function canaryRefs(server, surface) {
    const refs = (server.canaries ?? []).filter((c) => canarySurface(server, c.surface) === surface).map((c) => `tool:${c.tool}`);
    return [...new Set(refs)].sort();
}
/** One line, no secrets: what goes into an observation error. */
function oneLine(text, secrets) {
    const line = (0,env/* redact */.E$)(text, secrets).replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
function errorText(err) {
    if (err instanceof messages/* RpcError */.Qc && err.code === -32001)
        return `timed out`;
    // Duck-typed: errors from node internals (fetch) may come from another realm than this module's Error.
    const e = err;
    if (typeof e !== 'object' || e === null || typeof e.message !== 'string')
        return String(err);
    // fetch says only "fetch failed"; the reason (ECONNREFUSED, bad port) is on its cause.
    let why;
    for (let c = e.cause, i = 0; c && typeof c === 'object' && i < 4; c = c.cause, i++) {
        if (typeof c.code === 'string')
            why = c.code;
        else if (typeof c.message === 'string' && c.message)
            why = c.message;
    }
    // The SDK's StreamableHTTPError keeps the HTTP status in `code` and leaves it out of the message.
    const status = e.code;
    const message = typeof status === 'number' && status >= 100 && status < 600 && !e.message.includes(String(status)) ? `HTTP ${status}: ${e.message}` : e.message;
    return why && !message.includes(why) ? `${message} (${why})` : message;
}
/** Explains a failure with what the process did, if it went away. */
function describe(err, session, plan) {
    const text = (0,connect/* isTimeout */.kL)(err) ? 'timed out' : errorText(err);
    const exit = session?.exitReason();
    if (exit?.startsWith('closed by mcp-contract'))
        return oneLine(exit.slice('closed by mcp-contract: '.length), plan.secrets);
    return oneLine(exit ? `server exited (${exit}): ${text}` : text, plan.secrets);
}
function logStderr(plan, stderr) {
    const tail = stderr?.tail(20);
    if (tail)
        plan.log(`[${plan.server}/${plan.surface}] server stderr (tail):\n${(0,env/* redact */.E$)(tail, plan.secrets)}`);
}
function emptyKinds(make) {
    const out = {};
    for (const k of model/* KINDS */.GW)
        out[k] = make(k);
    return out;
}
/** Which kinds to list, and why the others are not: shared by the SDK and inspector paths. */
function kindPlan(capabilities, resources) {
    const out = {};
    for (const k of model/* KINDS */.GW) {
        const cap = model/* KIND_METHOD */.Ll[k].capability;
        if (capabilities[cap] === undefined || capabilities[cap] === null)
            out[k] = `capability "${cap}" not advertised`;
        else if (k === 'resource' && resources.include === false)
            out[k] = 'excluded by config';
        else
            out[k] = undefined;
    }
    return out;
}
function serverIdentity(session) {
    const client = session.client;
    const info = client.getServerVersion();
    const caps = (client.getServerCapabilities() ?? {});
    const instructions = client.getInstructions();
    const out = {
        serverInfo: info ?? {},
        protocolVersion: session.protocolVersion ?? '',
        capabilities: caps,
    };
    if (typeof instructions === 'string')
        out.instructions = instructions;
    const auth = session.authSurface?.();
    if (auth)
        out.auth = auth;
    return out;
}
/** Opens a session on the plan's target: the era the config pins, else `era` (default: negotiated, modern first). */
function openSession(plan, onGarbage, onSession, era) {
    return (0,connect/* connect */.Ng)(plan.target, {
        client: plan.client,
        initializeMs: plan.timeouts.initializeMs,
        maxMessageBytes: plan.limits.maxMessageBytes,
        ...(plan.unreadBytes === undefined ? {} : { unreadBytes: plan.unreadBytes }),
        ...(plan.unreadListBytes === undefined ? {} : { unreadListBytes: plan.unreadListBytes }),
        onGarbage,
        onSession,
        era: era ?? plan.era,
        reuseMessages: plan.reusePages,
        ...(plan.spawned ? { spawned: plan.spawned } : {}),
    });
}
/** Follows every page of one list; returns the observation when it did not complete. */
async function listKind(session, plan, kind, collector, origin, onTimeout) {
    const { method } = model/* KIND_METHOD */.Ll[kind];
    const ask = (cursor) => {
        const page = session.client.request(method, cursor === undefined ? undefined : { cursor }, { timeout: plan.timeouts.requestMs });
        // Awaited on the next turn of the loop; a failure while this page is digested must not count as unhandled.
        page.catch(() => undefined);
        return page;
    };
    let next = ask();
    try {
        while (next !== undefined) {
            const cursor = collector.acceptPage(await next);
            // The next page is asked for before this one is read and digested: the server builds it while we hash.
            next = cursor === undefined ? undefined : ask(cursor);
            collector.takeItems();
            collector.digestNew(origin, plan.volatileMeta);
        }
    }
    catch (err) {
        if (err instanceof lists/* ListFailure */.$$)
            return collector.failed(oneLine(err.message, plan.secrets));
        if (err instanceof messages/* RpcError */.Qc && err.code === -32601)
            return (0,lists/* unsupported */.qO)(`${method}: method not found (-32601)`);
        const page = collector.pages + 1;
        if ((0,connect/* isTimeout */.kL)(err))
            onTimeout?.();
        return collector.failed(`${method} page ${page}: ${describe(err, session, plan)}`);
    }
    return undefined;
}
/**
 * Lists every kind the server advertises on an already open session (the guard re-captures through its live upstream
 * this way). Never throws for server misbehaviour: failed lists are recorded as failed observations.
 */
async function listSurface(session, plan, track = { early: 0 }, timedOut = () => false) {
    const { server, origin, reasons } = surfaceStart(session, plan);
    const kinds = {};
    for (const kind of KINDS) {
        const reason = reasons[kind];
        kinds[kind] = reason !== undefined ? unsupported(reason) : await listOneKind(session, plan, kind, origin, track, timedOut);
    }
    return surfaceOf(session, plan, server, kinds);
}
/**
 * The guard's capture: every kind's list asked for at once, so the lists cost one round trip to the server, not one
 * per kind in series (what a client connecting through the guard waits for). Each kind's pages still follow one
 * another. Stray stdout lines are not recorded on a list here (the guard logs each as it comes), so nothing needs to
 * know which list is running; the snapshot is the one listSurface builds, kinds in the same order.
 */
async function listSurfaceAtOnce(session, plan) {
    const { server, origin, reasons } = surfaceStart(session, plan);
    const timedOut = new Set();
    const listed = await Promise.all(KINDS.map((kind) => {
        const reason = reasons[kind];
        return reason !== undefined ? unsupported(reason) : listOneKind(session, plan, kind, origin, { early: 0 }, () => false, () => timedOut.add(kind));
    }));
    const kinds = {};
    KINDS.forEach((kind, i) => (kinds[kind] = listed[i]));
    // Each request's timeout runs from when it was sent: a server that answers one request at a time, slowly, answers
    // the last of the lists asked at once later than it would have answered it asked alone. A list that timed out is
    // asked again on its own, as a serial capture would have asked it, before it counts as failed.
    for (const kind of KINDS)
        if (timedOut.has(kind) && session.exitReason() === undefined)
            kinds[kind] = await listOneKind(session, plan, kind, origin, { early: 0 }, () => false);
    return surfaceOf(session, plan, server, kinds);
}
function surfaceStart(session, plan) {
    const server = redactJson(serverIdentity(session), plan.secrets);
    return { server, origin: originOf(server, plan), reasons: kindPlan(server.capabilities, plan.resources) };
}
function surfaceOf(session, plan, server, kinds) {
    // The era is recorded: the guard judges these lists against the approval of the era they were listed in.
    const protocol = { primary: session.era, eras: { [session.era]: { state: 'served' } } };
    if (plan.era !== 'auto')
        protocol.pinned = plan.era;
    return { client: plan.client, server, kinds, protocol };
}
/**
 * Where one era's lists were observed, for their digests: the name the server gives itself in that era (a dual-era
 * server may give each era another), else the config's. `snapshot`, `verify` and the guard all digest through it.
 */
function originOf(server, plan) {
    return { server: typeof server.serverInfo.name === 'string' ? server.serverInfo.name : plan.server, surface: plan.surface };
}
/** Lists one kind whole, with stray stdout lines recorded on it; a timeout names totalMs. */
async function listOneKind(session, plan, kind, origin, track, timedOut, onTimeout) {
    const collector = new lists/* KindCollector */.Oh(kind, plan.limits, plan.resources, plan.secrets, plan.reusePages);
    if (track.early > 0) {
        collector.problem({ code: 'stdout-not-jsonrpc', message: `server wrote ${track.early} non-JSON-RPC line(s) to stdout before the lists` });
        track.early = 0;
    }
    track.current = collector;
    const snap = await listKind(session, plan, kind, collector, origin, onTimeout);
    track.current = undefined;
    if (snap === undefined)
        return collector.complete(origin, plan.volatileMeta);
    if (timedOut())
        snap.observation.error = `${model/* KIND_METHOD */.Ll[kind].method}: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`;
    return snap;
}
/**
 * Captures one surface in one session of the given era through the SDK client; `withCanaries` (the first session)
 * runs afterLists in it and logs a failure to open.
 * Never throws for server misbehaviour: it is recorded instead.
 */
async function captureOneEra(plan, era, withCanaries) {
    const track = { early: 0 };
    const onGarbage = (line) => {
        const current = track.current;
        if (current) {
            current.problem({ code: 'stdout-not-jsonrpc', message: `server wrote a non-JSON-RPC line to stdout: ${oneLine(line, plan.secrets).slice(0, 120)}`, page: current.pages + 1 });
        }
        else
            track.early++;
    };
    let session;
    let attempt;
    let timedOut = false;
    // totalMs bounds every phase of the session, initialize included (initializeMs may be configured longer).
    const deadlineAt = Date.now() + plan.timeouts.totalMs;
    const deadline = setTimeout(() => {
        timedOut = true;
        void (session ?? attempt)?.close();
    }, plan.timeouts.totalMs);
    deadline.unref();
    try {
        try {
            session = await openSession(plan, onGarbage, (s) => (attempt = s), era);
        }
        catch (err) {
            const step = era === 'modern' ? 'server/discover' : 'initialize';
            const why = timedOut
                ? `${step} failed: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`
                : `${step} failed: ${describe(err, attempt, plan)}`;
            // A second era's attempt is recorded under protocol.eras; a server that refuses it is not failing.
            if (withCanaries) {
                plan.log(`[${plan.server}/${plan.surface}] ${why}`);
                logStderr(plan, attempt?.stderr);
            }
            return { snap: { client: plan.client, error: why, kinds: emptyKinds(() => (0,lists/* failed */.gz)(why)) }, openError: err };
        }
        const server = (0,lists/* redactJson */.Kp)(serverIdentity(session), plan.secrets);
        const origin = originOf(server, plan);
        const reasons = kindPlan(server.capabilities, plan.resources);
        const kinds = {};
        const changes = watchListChanged(session);
        const listOnce = async (kind) => {
            changes.dirty.delete(kind);
            kinds[kind] = await listOneKind(session, plan, kind, origin, track, () => timedOut);
        };
        for (const kind of model/* KINDS */.GW) {
            const reason = reasons[kind];
            if (reason !== undefined) {
                kinds[kind] = (0,lists/* unsupported */.qO)(reason);
                continue;
            }
            await listOnce(kind);
        }
        await settle(plan, server.capabilities, kinds, changes, listOnce, () => timedOut);
        const snap = { client: plan.client, server, kinds };
        if (model/* KINDS */.GW.some((k) => kinds[k].observation.state === 'failed'))
            logStderr(plan, session.stderr);
        else if (plan.afterLists && withCanaries)
            await plan.afterLists(plan, session, snap, deadlineAt);
        const { era: spoken, protocolVersion, discover, type, fallback } = session;
        return { snap, session: { era: spoken, protocolVersion, discover, type, fallback } };
    }
    finally {
        clearTimeout(deadline);
        await session?.close();
    }
}
function watchListChanged(session) {
    const changes = { dirty: new Set(), lastAt: new Map() };
    for (const { method, kinds } of LIST_CHANGED) {
        session.client.setNotificationHandler(method, () => {
            for (const k of kinds) {
                changes.dirty.add(k);
                changes.lastAt.set(k, Date.now());
            }
        });
    }
    return changes;
}
/** What a list answered, for telling whether a re-list changed anything. */
function listed(k) {
    return `${k.observation.state} ${k.items.map((c) => c.digest).join(' ')}`;
}
function mayChange(capabilities, kind) {
    const cap = capabilities[model/* KIND_METHOD */.Ll[kind].capability];
    return typeof cap === 'object' && cap !== null && cap.listChanged === true;
}
/** A timer that keeps the process alive (an HTTP session holds no handle of its own while we wait). */
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}
/**
 * Servers that register capabilities after start-up answer the first list empty and announce the rest with
 * list_changed. When the tool list that may change came back empty, or a notification arrived, the session stays open until
 * settleMs pass without one, re-listing each announced kind; all within totalMs. A kind that keeps changing fails.
 */
async function settle(plan, capabilities, kinds, changes, listOnce, timedOut) {
    const settleMs = plan.timeouts.settleMs;
    // An empty tool list from a server that says it can change is the late-registration signature (an MCP server with no
    // tools is rare). Empty resource templates or prompts are common and do not cost every capture a settle window; their
    // late registration is caught when its list_changed arrives during the capture.
    const emptyMayChange = kinds.tool.observation.state === 'complete' && kinds.tool.items.length === 0 && mayChange(capabilities, 'tool');
    // A change announced before its kind was listed is already in the list (server-everything announces its tools
    // right after initialize): only one announced after its list began calls for a settle window.
    if (settleMs <= 0 || (!emptyMayChange && changes.dirty.size === 0))
        return;
    if (!emptyMayChange) {
        // One immediate re-list first: when it answers what the first list did, the change was already in it and no
        // window is spent.
        let moved = false;
        for (const kind of [...changes.dirty]) {
            const before = listed(kinds[kind]);
            await listOnce(kind);
            if (listed(kinds[kind]) !== before)
                moved = true;
        }
        if (!moved && changes.dirty.size === 0)
            return;
    }
    const relists = new Map();
    const gaveUp = new Set();
    // A kind given up on no longer keeps the session open.
    const lastChange = () => Math.max(0, ...[...changes.lastAt].filter(([k]) => !gaveUp.has(k)).map(([, t]) => t));
    let quietSince = Math.max(Date.now(), lastChange());
    for (;;) {
        for (const k of gaveUp)
            changes.dirty.delete(k);
        if (timedOut()) {
            // Announced changed and never listed again: what was listed is known to be stale.
            for (const k of changes.dirty)
                kinds[k] = (0,lists/* failed */.gz)(`${model/* KIND_METHOD */.Ll[k].method}: changed (list_changed) and not listed again within timeouts.totalMs (${plan.timeouts.totalMs} ms)`);
            return;
        }
        const wait = quietSince + settleMs - Date.now();
        if (wait > 0 && changes.dirty.size === 0) {
            await sleep(Math.min(wait, 50));
            quietSince = Math.max(quietSince, lastChange());
            continue;
        }
        if (changes.dirty.size === 0)
            return;
        for (const kind of [...changes.dirty]) {
            if (kinds[kind].observation.state === 'unsupported') {
                changes.dirty.delete(kind);
                continue;
            }
            const n = (relists.get(kind) ?? 0) + 1;
            relists.set(kind, n);
            if (n > MAX_RELISTS) {
                gaveUp.add(kind);
                changes.dirty.delete(kind);
                kinds[kind] = (0,lists/* failed */.gz)(`${model/* KIND_METHOD */.Ll[kind].method}: the server kept announcing list_changed (${MAX_RELISTS} re-lists within timeouts.settleMs windows)`);
                continue;
            }
            await listOnce(kind);
        }
        quietSince = Math.max(Date.now(), lastChange());
    }
}


/***/ }),

/***/ 8651:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ ChildStdioTransport)
/* harmony export */ });
/* unused harmony export MAX_QUEUED_BYTES */
/* harmony import */ var _rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5808);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2443);


/** The code of an answer refused unread: a server error of its own, not -32603 (which says the upstream went down). */
const UNREAD_CODE = -32000;
const LIST_METHODS = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list']);
/**
 * Bytes we may have queued for the child's stdin. What we send is small (list requests, answers to its pings): a
 * server that sends requests but stops reading our answers would otherwise grow this queue without end.
 */
const MAX_QUEUED_BYTES = 256 * 1024;
class ChildStdioTransport {
    params;
    onclose;
    onerror;
    onmessage;
    stderr = new _process_js__WEBPACK_IMPORTED_MODULE_1__/* .TailBuffer */ .vX();
    child;
    lines;
    /** Ids of our list requests not answered yet: their answers have unreadListBytes. */
    lists = new Set();
    closed = false;
    garbage;
    reading = false;
    claimed = false;
    /** Set when the child exited on its own: `exit code 1`, `signal SIGSEGV`. */
    exitReason;
    constructor(params) {
        this.params = params;
        this.garbage = params.onGarbage;
        this.lines = new _rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonRpcLines */ .hC(params.maxMessageBytes, {
            message: (m) => {
                if (!('method' in m) && 'id' in m && m.id !== null)
                    this.lists.delete(m.id);
                this.onmessage?.(m);
            },
            garbage: (line) => this.garbage?.(line),
            overflow: () => this.overflow(),
            stopped: () => this.closed,
            unread: (id, bytes, whole) => this.unread(id, bytes, whole),
        }, Math.min(params.unreadBytes ?? Infinity, params.unreadListBytes ?? Infinity), params.keepPageTexts ?? false);
    }
    get pid() {
        return this.child?.pid;
    }
    start() {
        // Started already: a session that fell back from server/discover to initialize keeps the same child, and a held
        // child's stdout is read from now on, by the session that starts it.
        if (this.child) {
            this.readStdout();
            return Promise.resolve();
        }
        return new Promise((resolve, reject) => {
            const p = this.params;
            const child = (0,_process_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)(p.command, p.args, { cwd: p.cwd, env: p.env });
            this.child = child;
            child.once('error', (err) => {
                reject(new Error(`cannot start ${p.command}: ${err.message}`));
                this.onerror?.(err);
            });
            child.once('spawn', () => resolve());
            if (!p.held)
                this.readStdout();
            child.stderr?.on('data', (chunk) => this.stderr.push(chunk));
            child.stdin?.on('error', () => {
                // EPIPE after the child died; the exit handler reports it.
            });
            child.once('exit', (code, signal) => {
                if (!this.closed)
                    this.exitReason = signal ? `signal ${signal}` : `exit code ${code}`;
            });
            child.once('close', () => this.finish());
        });
    }
    readStdout() {
        if (this.reading || !this.child)
            return;
        this.reading = true;
        this.child.stdout?.on('data', (chunk) => this.lines.push(chunk));
    }
    /**
     * A started child handed to a session (ConnectOptions.spawned), once: false when it was handed over before, or when
     * a held child already ended (its end came before anyone listened; it is closed, and the session starts its own,
     * which fails or not, and says why in the usual words). A held child's stray stdout lines go to `onGarbage` from now on.
     */
    claim(onGarbage) {
        if (this.claimed)
            return false;
        this.claimed = true;
        if (!this.params.held)
            return true;
        if (this.exitReason !== undefined || !this.child) {
            void this.close();
            return false;
        }
        this.garbage = onGarbage;
        return true;
    }
    /** An answer too long to read, answered as an error naming the bound it passed; false when it is within its bound. */
    unread(id, bytes, whole) {
        const list = this.lists.delete(id) && this.params.unreadListBytes !== undefined;
        const limit = list ? this.params.unreadListBytes : this.params.unreadBytes;
        if (limit === undefined || bytes <= limit)
            return false;
        const bound = list ? `the list bound (${limit} bytes)` : `limits.maxMessageBytes (${limit} bytes)`;
        this.onmessage?.({ jsonrpc: '2.0', id, error: { code: UNREAD_CODE, message: whole ? `the server's answer was ${bytes} bytes, over ${bound}; it was not read` : `the server's answer passed ${bound} while still arriving; it was not read` } });
        return true;
    }
    overflow() {
        this.exitReason = `closed by mcp-contract: a message exceeded limits.maxMessageBytes, ${this.params.maxMessageBytes} bytes`;
        this.onerror?.(new Error(this.exitReason));
        void this.close();
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.child?.stdin;
            if (!stdin || this.closed || stdin.destroyed) {
                reject(new Error(this.exitReason ? `server exited (${this.exitReason})` : 'not connected'));
                return;
            }
            if (stdin.writableLength > MAX_QUEUED_BYTES) {
                this.exitReason = `closed by mcp-contract: the server stopped reading its stdin while sending requests (over ${MAX_QUEUED_BYTES} bytes of messages to it queued)`;
                this.onerror?.(new Error(this.exitReason));
                reject(new Error(this.exitReason));
                void this.close();
                return;
            }
            if (this.params.unreadListBytes !== undefined && 'method' in message && 'id' in message && LIST_METHODS.has(message.method))
                this.lists.add(message.id);
            // Resolved once queued: waiting for 'drain' here would park one pending answer per request a flooding server sends.
            stdin.write(`${JSON.stringify(message)}\n`);
            resolve();
        });
    }
    async close() {
        const child = this.child;
        this.closed = true;
        if (child && !this.killed) {
            this.killed = true;
            await (0,_process_js__WEBPACK_IMPORTED_MODULE_1__/* .killGroup */ .i0)(child);
        }
        this.finish();
    }
    killed = false;
    finished = false;
    finish() {
        if (this.finished)
            return;
        this.finished = true;
        this.closed = true;
        this.onclose?.();
    }
}


/***/ }),

/***/ 6823:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ stdioTarget),
/* harmony export */   fg: () => (/* binding */ resolveCwd),
/* harmony export */   m_: () => (/* binding */ surfacesOf),
/* harmony export */   mc: () => (/* binding */ expandSurface)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9130);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7646);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3181);
// Where one configured surface is reached, from config alone: its surfaces, their `${VAR}` expansions and a stdio
// surface's command line. planSurface (session.ts) builds every plan from these, and the CLI's early launch
// (early-launch.ts) the process it starts before the capture's code is loaded: one source, so both start the same one.




function surfacesOf(name, server, only) {
    const all = Object.entries(server.surfaces ?? { default: {} });
    if (all.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`server "${name}": "surfaces" is empty`);
    if (!only)
        return all;
    for (const s of only) {
        if (!all.some(([n]) => n === s))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`server "${name}": no surface named "${s}"`);
    }
    return all.filter(([n]) => only.includes(n));
}
function expandSurface(name, server, surface, cfg, runnerEnv) {
    const where = `server "${name}"`;
    const rawUrl = cfg.url ?? server.url;
    const url = rawUrl === undefined ? undefined : (0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandString */ .KG)(rawUrl, runnerEnv, cfg.url !== undefined ? `${where} surface "${surface}" url` : `${where} url`);
    const env = { ...(0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandValues */ .pj)(server.env, runnerEnv, `${where} env`), ...(0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandValues */ .pj)(cfg.env, runnerEnv, `${where} surface "${surface}" env`) };
    const headers = {
        ...(0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandValues */ .pj)(server.headers, runnerEnv, `${where} headers`),
        ...(0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandValues */ .pj)(cfg.headers, runnerEnv, `${where} surface "${surface}" headers`),
    };
    return { url, env, headers, transport: server.transport ?? (url ? 'auto' : 'stdio') };
}
/** The process of a stdio surface, marked with the capture's run marker. */
function stdioTarget(name, server, surface, cfg, expanded, runnerEnv, baseDir, marker) {
    const where = `server "${name}"`;
    if (!server.command)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${where}: "command" is required for the stdio transport`);
    return {
        type: 'stdio',
        command: server.command,
        args: [...(0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandList */ .n3)(server.args, runnerEnv, `${where} args`), ...(0,_env_js__WEBPACK_IMPORTED_MODULE_3__/* .expandList */ .n3)(cfg.args, runnerEnv, `${where} surface "${surface}" args`)],
        cwd: resolveCwd(baseDir, server.cwd),
        env: (0,_child_env_js__WEBPACK_IMPORTED_MODULE_2__/* .childEnv */ .gf)(expanded.env, marker),
    };
}
function resolveCwd(baseDir, cwd) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(baseDir, cwd ?? '.');
}


/***/ }),

/***/ 2878:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   It: () => (/* binding */ manifestDigest),
/* harmony export */   jD: () => (/* binding */ withoutIdentity)
/* harmony export */ });
/* unused harmony exports describeIdentity, shortHash, compareIdentity, DEFAULT_IDENTITY_POLICY, parseIdentityPolicy, decideIdentity, codeKey, recordDecision, approveIdentityRecord, satisfies, codeNote */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7297);
// What code answers, as evidence next to what it declares: a launch target's identity (package and integrity, image
// digest, wheel hash, or a working tree's content manifest) and how two identities compare. Pure: src/identity/
// resolves identities from the disk; this file only models, compares and judges them.

/** The `sha256:` digest over a manifest's canonical JSON: one value that changes when any listed file does. */
function manifestDigest(files) {
    return `sha256:${(0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(files))}`;
}
/** `@scope/pkg@1.2.3 (sha512-abcdef012345\u2026)`: one short line for logs and reports. */
function describeIdentity(id) {
    const what = id.kind === 'worktree' ? `working tree ${id.name}` : id.kind === 'container' ? `image ${id.name}` : id.version ? `${id.name}@${id.version}` : id.name;
    if (!id.integrity)
        return `${what} (unverified: ${id.unverified ?? 'no content hash'})`;
    const files = id.files ? `, ${Object.keys(id.files).length} files` : '';
    return `${what} (${shortHash(id.integrity)}${files})`;
}
function shortHash(h) {
    const m = /^(sha\d+)[-:=](.*)$/.exec(h);
    return m ? `${m[1]}:${m[2].slice(0, 12)}` : h.slice(0, 19);
}
function changedFiles(a, b) {
    const out = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (a[k] !== b[k])
            out.push(k);
    return out.sort();
}
/** Compares the recorded identity with the live one. Two unpinned identities are never "same": names prove nothing. */
function compareIdentity(before, after) {
    if (!before)
        return { verdict: 'unverified', detail: 'no identity was recorded for the approved code' };
    if (!after)
        return { verdict: 'unverified', detail: 'the live launch target could not be resolved' };
    if (!after.integrity)
        return { verdict: 'unverified', detail: `the live code is unverified: ${after.unverified ?? 'no content hash'}` };
    if (!before.integrity)
        return { verdict: 'unverified', detail: `the recorded code was unverified: ${before.unverified ?? 'no content hash'}` };
    // Content-addressed: equal hashes are the same code wherever it was resolved from (names and paths are display).
    if (before.kind === after.kind && before.integrity === after.integrity)
        return { verdict: 'same', detail: describeIdentity(after) };
    const files = before.files && after.files ? changedFiles(before.files, after.files) : undefined;
    const version = before.version !== after.version ? `${before.version ?? '?'} -> ${after.version ?? '?'}` : undefined;
    const what = files && files.length > 0
        ? `${files.length} file${files.length === 1 ? '' : 's'} changed (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', \u2026' : ''})`
        : version
            ? `version ${version}`
            : before.name !== after.name
                ? `${before.name} -> ${after.name}`
                : `content hash ${shortHash(before.integrity)} -> ${shortHash(after.integrity)}`;
    const out = { verdict: 'different', detail: `${describeIdentity(before)} -> ${describeIdentity(after)}: ${what}` };
    if (files)
        out.files = files;
    return out;
}
const DEFAULT_IDENTITY_POLICY = { mode: 'pin' };
function parseIdentityPolicy(text) {
    if (text === 'pin')
        return { mode: 'pin' };
    if (text === 'worktree')
        return { mode: 'worktree' };
    const m = /^semver:(.+)$/.exec(text);
    if (m)
        return parseRange(m[1]) ? { mode: 'semver', range: m[1] } : `"${m[1]}" is not a version range this reads (^1.2.3, ~1.2.3, 1.x, >=1.2.3 <2)`;
    return 'expected pin, worktree or semver:RANGE';
}
/**
 * Whether the live code may run under an approval of `approved`. Pinned and equal: it runs. Pinned and different:
 * held unless the policy follows it. A pinned approval whose live launch lost its pin: held (the proof went away).
 * Nothing pinned on either side: it runs as `unverified` (there is nothing to compare; status and scan say so).
 * No approval yet, or only an unpinned one: the first pinned identity is recorded (trust on first launch, logged).
 */
function decideIdentity(approved, live, policy) {
    if (!approved || !approved.integrity) {
        if (!live.integrity)
            return { state: 'unverified', reason: `which code runs cannot be verified: ${live.unverified ?? 'no content hash'}` };
        return { state: 'approved', reason: `first pinned identity recorded: ${describeIdentity(live)}`, adopt: 'first-launch' };
    }
    const cmp = compareIdentity(approved, live);
    if (cmp.verdict === 'same')
        return { state: 'approved', reason: cmp.detail };
    if (cmp.verdict === 'unverified')
        return { state: 'held', reason: `the approved code was pinned (${describeIdentity(approved)}), but ${cmp.detail}` };
    if (policy.mode === 'worktree' && approved.kind === 'worktree' && live.kind === 'worktree' && approved.name === live.name)
        return { state: 'approved', reason: `working tree followed: ${cmp.detail}`, adopt: 'policy' };
    if (policy.mode === 'semver' && approved.kind === live.kind && approved.name === live.name && live.version && satisfies(live.version, policy.range))
        return { state: 'approved', reason: `version ${live.version} is inside ${policy.range}: ${cmp.detail}`, adopt: 'policy' };
    return { state: 'held', reason: `the code changed: ${cmp.detail}` };
}
/** One string naming a resolved code: its content hash, else (unpinned) its description. */
function codeKey(id) {
    return id.integrity ?? describeIdentity(id);
}
/** Applies a decision to the stored record (pure: the caller persists it). */
function recordDecision(previous, baseline, live, d, now) {
    const rec = { state: d.state, live, reason: d.reason };
    // The held code's surface, read before, still describes it while the same code stays held.
    if (d.state === 'held' && previous?.surfaceRead !== undefined && previous.surfaceRead === codeKey(live))
        rec.surfaceRead = previous.surfaceRead;
    const approved = previous?.approved ?? baseline;
    if (approved)
        Object.assign(rec, { approved, approvedBy: previous?.approvedBy ?? 'snapshot' }, previous?.approvedAt ? { approvedAt: previous.approvedAt } : {});
    if (d.adopt)
        Object.assign(rec, { approved: live, approvedBy: d.adopt, approvedAt: now.toISOString() });
    return rec;
}
/** A person approves the code the guard last resolved: `mcp-contract approve --identity`. */
function approveIdentityRecord(previous, now) {
    if (!previous?.live)
        throw new Error('the guard has not resolved a launch identity yet (start mcp-contract guard first)');
    return { approved: previous.live, approvedBy: 'human', approvedAt: now.toISOString(), live: previous.live, state: previous.live.integrity ? 'approved' : 'unverified' };
}
function parseVersion(text) {
    const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(text.trim());
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : undefined;
}
function cmpVersion(a, b) {
    for (let i = 0; i < 3; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    if (a[3] === b[3])
        return 0;
    if (a[3] === '')
        return 1;
    if (b[3] === '')
        return -1;
    return a[3] < b[3] ? -1 : 1;
}
/** One comparator set (space-separated), with ^, ~ and x-ranges expanded to bounds. */
function parseSet(text) {
    const out = [];
    for (const part of text.trim().split(/\s+/)) {
        const m = /^(\^|~|<=|>=|<|>|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.-]+)?$/.exec(part);
        if (!m)
            return undefined;
        const [, op = '', a, b, c, pre = ''] = m;
        const wild = (s) => s === undefined || s === 'x' || s === '*';
        const M = Number(a);
        const mi = wild(b) ? 0 : Number(b);
        const p = wild(c) ? 0 : Number(c);
        const low = [wild(a) ? 0 : M, mi, p, pre.slice(1)];
        if (wild(a))
            continue;
        if (op === '^') {
            const up = M > 0 || wild(b) ? [M + 1, 0, 0, ''] : mi > 0 || wild(c) ? [0, mi + 1, 0, ''] : [0, 0, p + 1, ''];
            out.push({ op: '>=', v: low }, { op: '<', v: [...up.slice(0, 3), '0'] });
        }
        else if (op === '~' || (op === '' && (wild(b) || wild(c)))) {
            const up = wild(b) ? [M + 1, 0, 0, '0'] : [M, mi + 1, 0, '0'];
            out.push({ op: '>=', v: low }, { op: '<', v: up });
        }
        else
            out.push({ op: (op || '='), v: low });
    }
    return out;
}
function parseRange(range) {
    const sets = range.split('||').map(parseSet);
    return sets.every((s) => s !== undefined) ? sets : undefined;
}
/** Whether `version` is inside `range` (npm's common forms). A pre-release only matches a range naming one. */
function satisfies(version, range) {
    const v = parseVersion(version);
    const sets = parseRange(range);
    if (!v || !sets)
        return false;
    const test = (c) => {
        const d = cmpVersion(v, c.v);
        return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
    };
    return sets.some((set) => set.every(test) && (v[3] === '' || set.some((c) => c.v[3] !== '' && c.v[3] !== '0')));
}
// ------------------------------------------------------------------ identity next to a contract
/** The snapshot without its identity: what `check`, the Action and `badge` compare (identity is evidence, not contract). */
function withoutIdentity(snapshot) {
    if (snapshot.identity === undefined)
        return snapshot;
    const { identity: _identity, ...rest } = snapshot;
    return rest;
}
/**
 * The note `check` and the PR comment print when the recorded code and the live code differ: with an unchanged
 * contract it is the cue for canaries (the declared surface cannot show a behaviour change). Undefined when the code
 * is the same, or when either side is unpinned (names prove nothing either way).
 */
function codeNote(recorded, live, contractChanged) {
    if (!recorded.identity || !live.identity)
        return undefined;
    const cmp = compareIdentity(recorded.identity, live.identity);
    if (cmp.verdict !== 'different')
        return undefined;
    return contractChanged
        ? `different code: ${cmp.detail}`
        : `same contract, different code: ${cmp.detail}; the declared surface did not move, so only canaries can show whether behaviour did`;
}


/***/ }),

/***/ 7297:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  bz: () => (/* binding */ buildCapability),
  Zv: () => (/* binding */ builtKeySorted),
  dj: () => (/* binding */ canonicalJson),
  ol: () => (/* binding */ digestOf),
  nb: () => (/* binding */ dropSpecDefaults),
  rd: () => (/* binding */ parseRef),
  sc: () => (/* binding */ sha256),
  di: () => (/* binding */ sortKeys),
  JB: () => (/* binding */ stableStringify)
});

// UNUSED EXPORTS: definitionDigest, keyOf, normalizeDefinition, refOf

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __nccwpck_require__(7336);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __nccwpck_require__(1471);
// EXTERNAL MODULE: ./src/core/shared/lossless.ts
var lossless = __nccwpck_require__(2863);
// EXTERNAL MODULE: ./src/core/shared/spec-defaults.ts
var spec_defaults = __nccwpck_require__(8673);
// EXTERNAL MODULE: ./src/core/shared/jcs.ts
var jcs = __nccwpck_require__(2521);
;// CONCATENATED MODULE: ./src/core/shared/key-order.ts
// Key order without garbage: a large capture reads tens of thousands of small objects, and the arrays Object.keys and
// Array.prototype.sort allocate for each were most of what its scavenges had to clear (measured: 16 KB per listed
// tool, against 1.5 KB for the tool itself).
const hasOwn = Object.prototype.hasOwnProperty;
/**
 * Whether `value`'s own keys already come in ascending order. for-in reads V8's cached key list, where Object.keys
 * would copy it; an inherited enumerable key (a polluted prototype) answers false, so the caller takes Object.keys.
 */
function ownKeysAscending(value) {
    let prev;
    for (const k in value) {
        if (!hasOwn.call(value, k))
            return false;
        if (prev !== undefined && !(prev < k))
            return false;
        prev = k;
    }
    return true;
}
/** Above this many keys an insertion sort's quadratic worst case costs more than the native sort's garbage. */
const INSERTION_MAX = 32;
/** One key list per nesting depth, reused: a walk sorts each object's keys while its children sort theirs below. */
const SCRATCH = [];
/**
 * Puts `value`'s own keys, in ascending code-unit order (RFC 8785's order), in the first slots of `keysAt(depth)`
 * and returns how many there are. The list is valid until the next call at the same depth.
 */
function sortOwnKeysAt(value, depth) {
    const keys = keysAt(depth);
    let count = 0;
    for (const k in value)
        if (hasOwn.call(value, k))
            keys[count++] = k;
    if (count > INSERTION_MAX) {
        const sorted = keys.slice(0, count).sort();
        for (let i = 0; i < count; i++)
            keys[i] = sorted[i];
        return count;
    }
    for (let i = 1; i < count; i++) {
        const k = keys[i];
        let j = i - 1;
        while (j >= 0 && keys[j] > k) {
            keys[j + 1] = keys[j];
            j--;
        }
        keys[j + 1] = k;
    }
    return count;
}
function keysAt(depth) {
    return (SCRATCH[depth] ??= []);
}
/** Whether `value` has an own enumerable key, without listing them. */
function hasOwnKeys(value) {
    for (const k in value)
        if (hasOwn.call(value, k))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/core/shared/canonical.ts
// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.







/** RFC 8785 (JCS) canonical JSON text. */
function canonicalJson(value) {
    // A key-sorted copy lets the native serializer write RFC 8785, faster than jcs() even with the copy; jcs() writes
    // (or refuses, as canonicalize does) what it cannot.
    const flags = { finite: true, native: true };
    return canonicalOfCopy(sortedCopy(value, flags), flags) ?? (0,jcs/* jcs */.v)(value);
}
/** Read at the first digest, not when this module loads: the bundle loads node:crypto on first use (scripts/bundle.mjs). */
let oneShot;
function sha256(text) {
    // The one-shot hash (Node 20.12+, 21.7+) skips building a Hash object per digest: one per listed item.
    oneShot ??= external_node_crypto_.hash ?? null;
    return oneShot ? oneShot('sha256', text, 'hex') : external_node_crypto_.createHash('sha256').update(text).digest('hex');
}
function refOf(kind, key) {
    return `${kind}:${key}`;
}
/** Splits `tool:NAME` into kind and key; undefined when the prefix is not a kind. */
function parseRef(ref) {
    const i = ref.indexOf(':');
    if (i <= 0)
        return undefined;
    const kind = ref.slice(0, i);
    if (!Object.prototype.hasOwnProperty.call(model/* KIND_METHOD */.Ll, kind))
        return undefined;
    return { kind: kind, key: ref.slice(i + 1) };
}
/** Fields that describe data, not contract (they change when nothing about the interface changed). */
const VOLATILE_FIELDS = {
    tool: [],
    prompt: [],
    resource: ['size'],
    resourceTemplate: [],
};
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * `value` with every object's keys in sorted order. Copies only what is out of order (or holds an undefined value):
 * a subtree already sorted is shared, not rebuilt, since allocation was most of a large capture's collection time.
 */
function sortedCopy(value, flags, depth = 0) {
    if (typeof value === 'number') {
        if (!Number.isFinite(value))
            flags.finite = false;
        return value;
    }
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value))
        return sortedArray(value, flags, depth);
    // A prototype-less object is a slow dictionary (and not every reader expects one): it is always copied.
    if (Object.getPrototypeOf(value) === Object.prototype && ownKeysAscending(value))
        return sortedInPlace(value, flags, depth);
    const out = {};
    const count = sortOwnKeysAt(value, depth);
    const keys = keysAt(depth);
    for (let i = 0; i < count; i++) {
        const k = keys[i];
        noteKey(k, flags);
        const v = value[k];
        if (v !== undefined)
            (0,json/* setKey */.qL)(out, k, sortedCopy(v, flags, depth + 1));
    }
    return out;
}
function noteKey(k, flags) {
    const c = k.charCodeAt(0);
    if ((c >= 48 && c <= 57) || k === '__proto__')
        flags.native = false;
}
/** An object whose keys are in order: itself, unless a value below changes (or is undefined), then a copy. */
function sortedInPlace(value, flags, depth) {
    let out;
    for (const k in value) {
        noteKey(k, flags);
        const v = value[k];
        const copy = v === undefined ? undefined : sortedCopy(v, flags, depth + 1);
        if (out === undefined && (copy !== v || v === undefined))
            out = keysBefore(value, k);
        if (out !== undefined && copy !== undefined)
            (0,json/* setKey */.qL)(out, k, copy);
    }
    return out ?? value;
}
/** A new object holding `value`'s keys ahead of `stop` (none undefined: one would have started the copy). */
function keysBefore(value, stop) {
    const out = {};
    for (const k in value) {
        if (k === stop)
            break;
        (0,json/* setKey */.qL)(out, k, value[k]);
    }
    return out;
}
function sortedArray(value, flags, depth) {
    let out;
    for (let i = 0; i < value.length; i++) {
        const v = value[i];
        const copy = sortedCopy(v, flags, depth + 1);
        if (out === undefined && copy !== v)
            out = value.slice(0, i);
        if (out !== undefined)
            out.push(copy);
    }
    return out ?? value;
}
/** The canonical text of a sorted copy, or undefined when the value has none (RFC 8785 refuses it). */
function canonicalOfCopy(copy, flags) {
    if (!flags.finite)
        return undefined;
    if (!flags.native)
        return (0,json/* notCanonical */.Wo)(copy) === undefined ? (0,jcs/* jcs */.v)(copy) : undefined;
    const text = JSON.stringify(copy);
    // JSON.stringify writes a lone surrogate as a `\udXXX` escape; only text holding one needs the walk that decides.
    if (text.includes('\\ud') && (0,json/* notCanonical */.Wo)(copy) !== undefined)
        return undefined;
    return text;
}
/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
function sortKeys(value) {
    return sortedCopy(value, { finite: true, native: true });
}
/**
 * `node` without the field at `path` when that field equals the spec default, and without any object left empty on
 * the way (an `annotations: {}` or `execution: {}` says no more than its absence); undefined when nothing changed.
 * Copies on write, and only what changes: most items carry few of the defaulted fields, and the server's objects
 * are never edited (nor emptied with `delete`, which leaves V8 a slow dictionary).
 */
function dropDefault(node, path, d, at = 0) {
    const head = path[at];
    if (at === path.length - 1) {
        if (!Object.prototype.hasOwnProperty.call(node, head) || !(0,json/* jsonEqual */.Zm)(node[head], d.value))
            return undefined;
        return without(node, head);
    }
    const child = (0,json/* own */.ZV)(node, head);
    if (path[at + 1] === '[]') {
        if (!Array.isArray(child))
            return undefined;
        let list;
        for (let i = 0; i < child.length; i++) {
            const el = child[i];
            const next = isObject(el) ? dropDefault(el, path, d, at + 2) : undefined;
            if (next !== undefined && list === undefined)
                list = child.slice(0, i);
            list?.push(next ?? el);
        }
        return list === undefined ? undefined : { ...node, [head]: list };
    }
    if (!isObject(child))
        return undefined;
    const next = dropDefault(child, path, d, at + 1) ?? child;
    // An object on the way that is (or was left) empty goes too, whether or not the default was in it.
    if (next === child && hasOwnKeys(child))
        return undefined;
    return hasOwnKeys(next) ? { ...node, [head]: next } : without(node, head);
}
/** A copy of `node` without `key`, its other keys in their order. */
function without(node, key) {
    const out = {};
    for (const k in node)
        if (k !== key && Object.prototype.hasOwnProperty.call(node, k))
            (0,json/* setKey */.qL)(out, k, node[k]);
    return out;
}
/** `definition` without every field equal to its spec default (src/core/shared/spec-defaults.ts); never edited. */
function dropSpecDefaults(kind, definition, protocolVersion) {
    let out = definition;
    for (const d of (0,spec_defaults/* defaultsByKind */.Y3)(protocolVersion).get(kind) ?? [])
        out = dropDefault(out, d.path, d) ?? out;
    return out;
}
/**
 * The model-visible definition of one listed item, normalized: unknown fields are kept (a peer that strips them
 * would miss a change), spec defaults are dropped, volatile fields and `_meta` keys are left out.
 */
function normalizeDefinition(kind, item, options = {}) {
    return sortKeys(normalizedFields(kind, item, options));
}
/** normalizeDefinition without the key sort: the fields, sharing the server's nested values where nothing changed. */
function normalizedFields(kind, item, options) {
    // A plain object, not a prototype-less one: those are dictionaries, the slowest to build and to copy. Only own
    // keys are read below (`own`), never what Object.prototype would lend.
    let out = {};
    const volatile = VOLATILE_FIELDS[kind];
    for (const k in item) {
        if (!Object.prototype.hasOwnProperty.call(item, k))
            continue;
        const v = item[k];
        if (v === undefined || volatile.includes(k))
            continue;
        (0,json/* setKey */.qL)(out, k, v);
    }
    if (isObject((0,json/* own */.ZV)(out, '_meta'))) {
        const drop = new Set(options.volatileMeta ?? []);
        const meta = (0,json/* nullObject */.zW)();
        for (const [k, v] of Object.entries(out._meta))
            if (!drop.has(k))
                meta[k] = v;
        if (Object.keys(meta).length === 0)
            delete out._meta;
        else
            out._meta = meta;
    }
    out = dropSpecDefaults(kind, out, options.protocolVersion);
    if (isObject((0,json/* own */.ZV)(out, 'annotations')) && kind !== 'tool') {
        // lastModified on resources is data churn, not contract.
        const ann = Object.assign((0,json/* nullObject */.zW)(), out.annotations);
        delete ann.lastModified;
        if (Object.keys(ann).length === 0)
            delete out.annotations;
        else
            out.annotations = ann;
    }
    const args = (0,json/* own */.ZV)(out, 'arguments');
    if (kind === 'prompt' && Array.isArray(args) && args.length === 0)
        delete out.arguments;
    const icons = (0,json/* own */.ZV)(out, 'icons');
    if (Array.isArray(icons) && icons.length === 0)
        delete out.icons;
    return out;
}
function digestOf(definition, origin) {
    // The server names itself: a lone surrogate there must not make every digest of its surface impossible.
    const origin_ = { server: (0,json/* wellFormed */.ES)(origin.server), surface: (0,json/* wellFormed */.ES)(origin.surface) };
    return `sha256:${sha256(canonicalJson({ definition, origin: origin_ }))}`;
}
/** A definition-only digest: equal definitions give equal digests across servers and surfaces. */
function definitionDigest(definition) {
    return `sha256:${sha256(canonicalJson(definition))}`;
}
function keyOf(kind, item) {
    const v = (0,json/* own */.ZV)(item, model/* KIND_METHOD */.Ll[kind].keyField);
    return typeof v === 'string' ? v : undefined;
}
/**
 * Definitions buildCapability wrote key-sorted where JavaScript keeps that order (no integer-like key, no `__proto__`,
 * no undefined member): sortKeys would return each one unchanged, so the snapshot writer (stable-pieces.ts) takes it
 * as it is instead of walking it again to find that out. A built definition is a value, never edited afterwards.
 */
const KEY_SORTED = new WeakSet();
/** Whether sortKeys(value) is `value` itself, as buildCapability recorded when it wrote the value key-sorted. */
function builtKeySorted(value) {
    return typeof value === 'object' && value !== null && KEY_SORTED.has(value);
}
function buildCapability(kind, item, origin, options = {}) {
    const key = keyOf(kind, item);
    if (key === undefined)
        throw new Error(`${kind} item has no ${model/* KIND_METHOD */.Ll[kind].keyField}`);
    // One walk makes the stored, key-sorted definition and says whether the native serializer writes its canonical form.
    const flags = { finite: true, native: true };
    const definition = sortedCopy(normalizedFields(kind, item, options), flags);
    const origin_ = { server: (0,json/* wellFormed */.ES)(origin.server), surface: (0,json/* wellFormed */.ES)(origin.surface) };
    // Both levels' keys are written in sorted order: the text digested is canonical as written, in one flat string.
    const text = canonicalOfCopy({ definition, origin: origin_ }, flags);
    if (text !== undefined) {
        if (flags.native)
            KEY_SORTED.add(definition);
        return { ref: refOf(kind, key), digest: `sha256:${sha256(text)}`, definition };
    }
    // No canonical form (1e400, a lone surrogate): digested losslessly, stored in a display form, never left out.
    const digest = `sha256:${sha256((0,lossless/* losslessJson */.F_)({ definition, origin: origin_ }))}`;
    return { ref: refOf(kind, (0,json/* wellFormed */.ES)(key)), digest, definition: sortKeys((0,lossless/* displayForm */.bw)(definition)) };
}
/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
function stableStringify(value) {
    return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}


/***/ }),

/***/ 9130:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ CaptureError),
/* harmony export */   QM: () => (/* binding */ WriteError),
/* harmony export */   Vl: () => (/* binding */ ContractError),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* unused harmony exports EXIT, SetupError, EXIT_DOCS */
// Expected failures carry their exit code; the entry points print `message` as one line, never a stack trace.
const EXIT = {
    ok: 0,
    drift: 1,
    usage: 2,
    capture: 3,
    /** A bug in mcp-contract: one line naming where. */
    internal: 4,
    write: 5,
    /** A signed release did not verify: the registry entry, the artifact, the signature or its signer. */
    untrusted: 6,
};
class ContractError extends Error {
    exitCode;
    detail;
    constructor(message, exitCode, 
    /** Extra lines shown after the message (e.g. a server's stderr tail). */
    detail) {
        super(message);
        this.exitCode = exitCode;
        this.detail = detail;
        this.name = 'ContractError';
    }
}
/** Bad arguments, config or files: exit 2. The message names the file/field/server. */
class UsageError extends ContractError {
    constructor(message, detail) {
        super(message, EXIT.usage, detail);
        this.name = 'UsageError';
    }
}
/** The server did not build, start or answer: exit 3. */
class CaptureError extends ContractError {
    server;
    phase;
    constructor(server, phase, cause, detail) {
        super(`server "${server}": ${phase} failed: ${cause}`, EXIT.capture, detail);
        this.server = server;
        this.phase = phase;
        this.name = 'CaptureError';
    }
}
/** The config's `setup` (the repository's install) failed or ran out of time: exit 3, as a build that fails. */
class SetupError extends ContractError {
    constructor(cause, detail) {
        super(`setup failed: ${cause}`, EXIT.capture, detail);
        this.name = 'SetupError';
    }
}
/** A file could not be written (no space, missing or unwritable directory, a symlink in the way): exit 5. */
class WriteError extends ContractError {
    constructor(message) {
        super(message, EXIT.write);
        this.name = 'WriteError';
    }
}
/** The exit-code table of the README, generated from here. */
const EXIT_DOCS = [
    { code: EXIT.ok, name: 'ok', meaning: 'No drift (or no change at or above `--fail-on`); the release has no errors.' },
    { code: EXIT.drift, name: 'drift', meaning: 'The live surface differs from the committed snapshot, a canary did not observe its expected result, the diff has changes at or above `--fail-on`, the release check found errors, or `scan` observed a finding at or above `--fail-on`.' },
    { code: EXIT.usage, name: 'usage', meaning: 'Bad arguments, config or snapshot file; the message names the file and JSON pointer.' },
    { code: EXIT.capture, name: 'capture', meaning: 'A server did not build, start or answer, or a list it advertises failed: an incomplete observation never passes.' },
    { code: EXIT.internal, name: 'internal', meaning: 'A bug in mcp-contract (please report it with the printed line).' },
    { code: EXIT.write, name: 'write', meaning: 'A file could not be written (disk full, a missing or unwritable directory, a symbolic link in the way); the message names the file.' },
    { code: EXIT.untrusted, name: 'untrusted', meaning: '`verify --registry`/`--server-json`: the signed release did not verify (the registry entry is deleted or missing, the artifact differs from what the package registry records or the release signed, the signature, its signer or the statement does not match the entry); the line names the check.' },
];


/***/ }),

/***/ 2521:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ wellFormedString),
/* harmony export */   v: () => (/* binding */ jcs)
/* harmony export */ });
function text(s) {
    if (!wellFormedString(s))
        throw new Error('Lone surrogate is not allowed');
    return JSON.stringify(s);
}
const SURROGATE = /[\uD800-\uDFFF]/;
/** `String.prototype.isWellFormed` (ES2024; Node 20 has it, the ES2022 lib types do not). */
function wellFormedString(s) {
    // Most text holds no surrogate at all: the compiled regex answers that faster than a call to isWellFormed.
    return !SURROGATE.test(s) || s.isWellFormed();
}
/** Throws, as `canonicalize` does, for NaN, Infinity and lone surrogates: they have no canonical form. */
function jcs(value) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'string':
            return text(value);
        case 'number':
            if (!Number.isFinite(value))
                throw new Error(Number.isNaN(value) ? 'NaN is not allowed' : 'Infinity is not allowed');
            // ECMAScript's number serialization is the one RFC 8785 prescribes.
            return JSON.stringify(value);
        case 'boolean':
            return value ? 'true' : 'false';
        default:
            break;
    }
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
            const v = value[i];
            out += `${i === 0 ? '' : ','}${v === undefined ? 'null' : jcs(v)}`;
        }
        return `${out}]`;
    }
    let out = '{';
    let first = true;
    // Object.keys().sort() orders by UTF-16 code units, as RFC 8785 asks (and as canonicalize does).
    for (const k of Object.keys(value).sort()) {
        const v = value[k];
        if (v === undefined)
            continue;
        out += `${first ? '' : ','}${text(k)}:${jcs(v)}`;
        first = false;
    }
    return `${out}}`;
}


/***/ }),

/***/ 1471:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   L7: () => (/* binding */ jsonEqualWith),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Uj: () => (/* binding */ equalityWork),
/* harmony export */   Wo: () => (/* binding */ notCanonical),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   lZ: () => (/* binding */ escapePointer),
/* harmony export */   lv: () => (/* binding */ boundedValue),
/* harmony export */   ol: () => (/* binding */ deepFreeze),
/* harmony export */   qL: () => (/* binding */ setKey),
/* harmony export */   q_: () => (/* binding */ jsonDifference),
/* harmony export */   vp: () => (/* binding */ showValue),
/* harmony export */   zV: () => (/* binding */ valueKey),
/* harmony export */   zW: () => (/* binding */ nullObject)
/* harmony export */ });
/* unused harmony export isSmallValue */
/* harmony import */ var _jcs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2521);
// JSON helpers that never recurse: server-sent values can be nested 10,000 levels deep.

function isJsonObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * An object without a prototype: a server's `__proto__` key is an own key here (assigning it on `{}` would replace
 * the prototype and the key would vanish), and `constructor` or `toString` are never found by inheritance.
 */
function nullObject() {
    return Object.create(null);
}
/**
 * `o[k] = v` that keeps `__proto__` an own data key. Plain objects stay V8-fast (a prototype-less object is a slow
 * dictionary, and snapshots hold tens of thousands of them); only that one key needs defining.
 */
function setKey(o, k, v) {
    if (k === '__proto__')
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    else
        o[k] = v;
}
/** `o[k]` when `k` is o's own key: a property named `constructor` or `__proto__` is data, never inherited machinery. */
function own(o, k) {
    return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}
/**
 * Nodes visited by structural comparisons since start-up. Only read by a test that keeps the schema walk linear in
 * a schema's depth (it compared every subtree again at every level once); never reset, never asserted as time.
 */
const equalityWork = { nodes: 0 };
/**
 * Structural comparison with key order ignored, using an explicit stack: undefined when equal, else the first pair
 * found to differ, whose `up` chain leads back to (a, b). `seen` collects the pairs of composites compared on the way.
 */
function jsonDifference(a, b, seen) {
    const stack = [{ x: a, y: b, up: undefined }];
    while (stack.length > 0) {
        const s = stack.pop();
        equalityWork.nodes++;
        const { x, y } = s;
        if (x === y)
            continue;
        if (x === null || y === null || x === undefined || y === undefined)
            return s;
        if (typeof x !== 'object' || typeof y !== 'object') {
            if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y))
                continue;
            return s;
        }
        seen?.push(s);
        if (Array.isArray(x)) {
            if (!Array.isArray(y) || x.length !== y.length)
                return s;
            for (let i = 0; i < x.length; i++)
                stack.push({ x: x[i], y: y[i], up: s });
            continue;
        }
        if (Array.isArray(y))
            return s;
        const xk = Object.keys(x);
        if (xk.length !== Object.keys(y).length)
            return s;
        for (const k of xk) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return s;
            stack.push({ x: x[k], y: y[k], up: s });
        }
    }
    return undefined;
}
/** Structural equality with key order ignored. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    // Two scalars need no walk (nor the stack it allocates): spec defaults are compared once per listed item.
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
        return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
    }
    return jsonDifference(a, b) === undefined;
}
/**
 * jsonEqual, where `settle(x, y)` may decide a pair of objects met on the way before their members are walked: true
 * when it knows them equal, false when it knows them different, undefined to walk them as jsonEqual would.
 */
function jsonEqualWith(a, b, settle) {
    const xs = [a];
    const ys = [b];
    while (xs.length > 0) {
        const x = xs.pop();
        const y = ys.pop();
        if (x === y)
            continue;
        if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
            if (!jsonEqual(x, y))
                return false;
            continue;
        }
        if (Array.isArray(x) || Array.isArray(y)) {
            if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length)
                return false;
            for (let i = 0; i < x.length; i++) {
                xs.push(x[i]);
                ys.push(y[i]);
            }
            continue;
        }
        const settled = settle(x, y);
        if (settled === false)
            return false;
        if (settled === true)
            continue;
        const keys = Object.keys(x);
        if (keys.length !== Object.keys(y).length)
            return false;
        for (const k of keys) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return false;
            xs.push(x[k]);
            ys.push(y[k]);
        }
    }
    return true;
}
/** Whether a value is small and shallow enough to copy into a report as-is. */
function isSmallValue(v, maxDepth = 8, maxNodes = 400) {
    if (v === undefined)
        return true;
    const stack = [[v, 0]];
    let nodes = 0;
    while (stack.length > 0) {
        const [x, d] = stack.pop();
        if (++nodes > maxNodes || d > maxDepth)
            return false;
        if (Array.isArray(x))
            for (const e of x)
                stack.push([e, d + 1]);
        else if (isJsonObject(x))
            for (const e of Object.values(x))
                stack.push([e, d + 1]);
    }
    return true;
}
/** The value when small, else undefined (a report holds pointers, not whole hostile schemas). */
function boundedValue(v) {
    return isSmallValue(v) ? v : undefined;
}
/** Short one-line text for a value in a message; long or deep values are summarized. */
function showValue(v, max = 120) {
    if (v === undefined)
        return 'none';
    if (!isSmallValue(v))
        return Array.isArray(v) ? `an array of ${v.length}` : 'a large value';
    const text = JSON.stringify(v);
    return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
let deepValues = 0;
/** Key for set membership of JSON values; absurdly deep values never compare equal (they are reported, not crashed on). */
function valueKey(v) {
    if (v === null || typeof v !== 'object')
        return JSON.stringify(v);
    if (!isSmallValue(v, 64, Number.POSITIVE_INFINITY))
        return `\u0000deep:${++deepValues}`;
    return JSON.stringify(sortDeep(v));
}
function sortDeep(v) {
    if (Array.isArray(v))
        return v.map(sortDeep);
    if (isJsonObject(v)) {
        const out = nullObject();
        for (const k of Object.keys(v).sort())
            out[k] = sortDeep(v[k]);
        return out;
    }
    return v;
}
function escapePointer(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Whether every number is finite and every string and key well formed: one walk, nothing allocated per node. */
function hasCanonicalForm(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return false;
        }
        else if (typeof v === 'string') {
            if (!(0,_jcs_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedString */ .X)(v))
                return false;
        }
        else if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++)
                stack.push(v[i]);
        }
        else if (typeof v === 'object' && v !== null) {
            for (const k of Object.keys(v)) {
                if (!(0,_jcs_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedString */ .X)(k))
                    return false;
                stack.push(v[k]);
            }
        }
    }
    return true;
}
/**
 * Why `value` has no canonical JSON form (RFC 8785 refuses both), or undefined when it has one: a number JSON.parse
 * read as Infinity (`1e400`) or a string or key holding a lone surrogate (`"\ud800"`). Found without recursion; the
 * walk that names where runs only when the quick one found something.
 */
function notCanonical(value) {
    if (hasCanonicalForm(value))
        return undefined;
    const stack = [[value, '']];
    while (stack.length > 0) {
        const [v, at] = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return `number at ${at || '/'} is out of range (read as ${v})`;
        }
        else if (typeof v === 'string') {
            if (LONE_SURROGATE.test(v))
                return `string at ${at || '/'} holds a lone UTF-16 surrogate`;
        }
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], `${at}/${i}`]);
        }
        else if (v !== null && typeof v === 'object') {
            for (const k of Object.keys(v)) {
                if (LONE_SURROGATE.test(k))
                    return `a key at ${at || '/'} holds a lone UTF-16 surrogate`;
                stack.push([v[k], `${at}/${escapePointer(k)}`]);
            }
        }
    }
    return undefined;
}
/** `text` with every lone surrogate replaced by U+FFFD, so it has a canonical JSON form. */
function wellFormed(text) {
    return LONE_SURROGATE.test(text) ? text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD') : text;
}
/** `value`, frozen all the way down: a value shared between readers that none of them may edit. */
function deepFreeze(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v !== 'object' || v === null || Object.isFrozen(v))
            continue;
        Object.freeze(v);
        for (const child of Object.values(v))
            stack.push(child);
    }
    return value;
}


/***/ }),

/***/ 2863:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F_: () => (/* binding */ losslessJson),
/* harmony export */   bw: () => (/* binding */ displayForm),
/* harmony export */   mh: () => (/* binding */ showsLoss)
/* harmony export */ });
/* unused harmony exports LOST, losslessWarnings */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7336);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1471);


/** Stands for what the display form could not keep: a lone surrogate, or the start of an out-of-range number. */
const LOST = '\uFFFD';
/** JSON.stringify writes a lone surrogate as a `\udXXX` escape (ES2019), so distinct strings stay distinct. */
const str = (s) => JSON.stringify(s);
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Canonical-style text (keys sorted by UTF-16 code units, no whitespace) that loses nothing JSON.parse kept: strings
 * and keys escaped as JSON.stringify does, finite numbers as ECMAScript writes them (as RFC 8785 does), and
 * non-finite ones as the bare tokens `Infinity`, `-Infinity`, `NaN`, which no JSON text holds, so a digest of this
 * text never equals a canonical one.
 */
function losslessJson(value) {
    if (value === null || typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number')
        return Number.isFinite(value) ? JSON.stringify(value) : String(value);
    if (typeof value === 'string')
        return str(value);
    if (Array.isArray(value))
        return `[${value.map(losslessJson).join(',')}]`;
    const keys = Object.keys(value).sort(byCodeUnits);
    return `{${keys.map((k) => `${str(k)}:${losslessJson(value[k])}`).join(',')}}`;
}
/** The value with lone surrogates as U+FFFD and non-finite numbers as the string `\uFFFDInfinity` (and so on). */
function displayForm(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : `${LOST}${String(value)}`;
    if (typeof value === 'string')
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value))
        return value.map(displayForm);
    const out = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .nullObject */ .zW)();
    for (const k of Object.keys(value))
        (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setKey */ .qL)(out, (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(k), displayForm(value[k]));
    return out;
}
/** Whether a stored definition shows U+FFFD anywhere (its digest may then differ where its text does not). */
function showsLoss(value) {
    return JSON.stringify(value).includes(LOST);
}
/** One line per item captured with no canonical form: what was kept and how, for the capture's warnings. */
function losslessWarnings(snapshot) {
    const out = [];
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        for (const kind of KINDS) {
            for (const p of s.kinds?.[kind]?.observation.problems ?? []) {
                if (p.code === 'item-not-canonical')
                    out.push(`warning: server "${snapshot.server}" surface "${surface}" ${kind}: ${p.message}`);
            }
        }
    }
    return out;
}


/***/ }),

/***/ 7336:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ KINDS),
/* harmony export */   Ll: () => (/* binding */ KIND_METHOD),
/* harmony export */   Td: () => (/* binding */ SNAPSHOT_FORMAT),
/* harmony export */   d4: () => (/* binding */ PROTOCOL_ERAS),
/* harmony export */   pQ: () => (/* binding */ READABLE_SNAPSHOT_FORMATS)
/* harmony export */ });
/* unused harmony export SEVERITIES */
const KINDS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
/** The MCP list method and result field behind each kind. */
const KIND_METHOD = {
    tool: { method: 'tools/list', field: 'tools', capability: 'tools', keyField: 'name' },
    prompt: { method: 'prompts/list', field: 'prompts', capability: 'prompts', keyField: 'name' },
    resource: { method: 'resources/list', field: 'resources', capability: 'resources', keyField: 'uri' },
    resourceTemplate: {
        method: 'resources/templates/list',
        field: 'resourceTemplates',
        capability: 'resources',
        keyField: 'uriTemplate',
    },
};
const SEVERITIES = (/* unused pure expression or super */ null && (['breaking', 'review', 'safe']));
const PROTOCOL_ERAS = ['legacy', 'modern'];
const SNAPSHOT_FORMAT = 'mcp-contract/2';
/** Formats this version reads: older ones lack only optional fields. */
const READABLE_SNAPSHOT_FORMATS = ['mcp-contract/1', SNAPSHOT_FORMAT];


/***/ }),

/***/ 8712:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   FI: () => (/* binding */ redactValue),
/* harmony export */   Fj: () => (/* binding */ secretsOf),
/* harmony export */   Qy: () => (/* binding */ displayUrl)
/* harmony export */ });
/* unused harmony exports MIN_SECRET_LENGTH, expandRefs, urlCredentials, withoutUrlCredentials, referencedVars, oauthVars, secretForms, isCredentialName, looksSecret, URL_IN_TEXT, embeddedSecrets, makeRedactor, mapStrings, redactText */
/** Shorter values would redact ordinary words and digits; a real token is longer. */
const MIN_SECRET_LENGTH = 6;
const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** `${VAR}` references in one config string, expanded from `env` (a missing variable expands to nothing). */
function expandRefs(raw, env) {
    return raw.replace(VAR, (_, name) => env[name] ?? '');
}
/** Username and password of a URL (decoded), when it has them. */
function urlCredentials(url) {
    let u;
    try {
        u = new URL(url);
    }
    catch {
        return [];
    }
    const out = [];
    for (const part of [u.username, u.password]) {
        if (part === '')
            continue;
        out.push(part);
        try {
            out.push(decodeURIComponent(part));
        }
        catch {
            // Malformed escapes: the raw form is already listed.
        }
    }
    if (u.username && u.password)
        out.push(`${u.username}:${u.password}`);
    return out;
}
/**
 * A text with the userinfo of every URL in it removed (`https://user:token@host/` -> `https://host/`): for messages
 * that quote a URL the user gave, including an underlying library's error that repeats it.
 */
function withoutUrlCredentials(text) {
    return text.replace(/\b([a-z][a-z0-9+.-]{0,20}:\/\/)[^\s/@?#]{1,512}@/gi, '$1');
}
/** A URL fit to print: userinfo removed (query values may be secrets too, and are redacted like any text). */
function displayUrl(url) {
    try {
        const u = new URL(url);
        if (u.username === '' && u.password === '')
            return url;
        u.username = '';
        u.password = '';
        return u.toString();
    }
    catch {
        return url.replace(/\/\/[^/@\s]*@/, '//');
    }
}
function secretsOf(server, env) {
    const out = new Set();
    const add = (v) => {
        if (v !== undefined && v.length >= MIN_SECRET_LENGTH)
            out.add(v);
    };
    const refs = (raw) => {
        if (typeof raw !== 'string')
            return;
        for (const m of raw.matchAll(VAR))
            add(env[m[1]]);
    };
    const headers = (map) => {
        for (const raw of Object.values(map ?? {})) {
            if (typeof raw !== 'string')
                continue;
            const value = expandRefs(raw, env);
            add(value);
            // A bearer header value also leaks through its token part alone.
            const parts = value.split(/\s+/);
            if (parts.length === 2)
                add(parts[1]);
        }
    };
    const url = (raw) => {
        if (typeof raw !== 'string')
            return;
        refs(raw);
        // Userinfo is a credential whether literal or referenced; short usernames included, they sit next to the password.
        for (const c of urlCredentials(expandRefs(raw, env)))
            if (c.length >= 3)
                out.add(c);
    };
    const strings = (list) => list?.forEach(refs);
    const values = (map) => Object.values(map ?? {}).forEach(refs);
    values(server.env);
    strings(server.args);
    url(server.url);
    headers(server.headers);
    // An OAuth entry names its secrets by variable: their values are secrets wherever they surface.
    for (const name of oauthVars(server))
        add(env[name]);
    values(server.start?.env);
    strings(server.start?.args);
    url(server.start?.readyUrl);
    for (const s of Object.values(server.surfaces ?? {})) {
        values(s.env);
        strings(s.args);
        url(s.url);
        headers(s.headers);
    }
    return [...out].sort((a, b) => b.length - a.length);
}
/** Names of the runner variables a server entry refers to as `${VAR}` (wherever they are expanded), and by `oauth`. */
function referencedVars(server) {
    const texts = [server.url, server.start?.readyUrl];
    const maps = [server.env, server.headers, server.start?.env];
    const lists = [server.args, server.start?.args];
    for (const s of Object.values(server.surfaces ?? {})) {
        texts.push(s.url);
        maps.push(s.env, s.headers);
        lists.push(s.args);
    }
    for (const m of maps)
        texts.push(...Object.values(m ?? {}));
    for (const l of lists)
        texts.push(...(l ?? []));
    const out = new Set(oauthVars(server));
    for (const t of texts)
        if (typeof t === 'string')
            for (const m of t.matchAll(VAR))
                out.add(m[1]);
    return [...out].sort();
}
/** The runner variables a server's `oauth` entry names (a client secret, a private key). */
function oauthVars(server) {
    return [server.oauth?.clientSecretEnv, server.oauth?.privateKeyEnv].filter((v) => typeof v === 'string' && v !== '');
}
/** The forms a secret takes in text: as is, inside a JSON string, percent-encoded in a URL. */
function secretForms(secret) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]);
    return [...forms].filter((f) => f !== '');
}
function redact(text, secrets) {
    let out = text;
    for (const s of secrets)
        for (const f of secretForms(s))
            if (out.includes(f))
                out = out.split(f).join('***');
    return out;
}
/** Names that say the value is a credential (env keys, header names, option names). */
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|auth|credential|private[-_]?key|access[-_]?key|client[-_]?key|session|cookie|bearer|(^|[-_])pat($|[-_]))/i;
/** Whether a variable or option name says its value is a credential (GITHUB_TOKEN, API_KEY, DB_PASSWORD). */
function isCredentialName(name) {
    return SECRET_NAME.test(name);
}
/** Shapes of well-known credentials, whatever they are called. */
const SHAPES = 'gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\\w{20,}|sk-[A-Za-z0-9_-]{16,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|glpat-[\\w-]{16,}|ntn_[A-Za-z0-9]{12,}|eyJ[\\w-]{8,}\\.[\\w-]{8,}\\.[\\w-]{8,}';
const SECRET_SHAPE = new RegExp(`(${SHAPES})`);
/** `${VAR}`, `${env:VAR}`, `${input:id}`, `$VAR`, `%VAR%`: the value lives elsewhere. */
const REFERENCE = /\$\{[^}]+\}|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%/;
/** Documentation placeholders are not credentials. */
const PLACEHOLDER = /^<.*>$|^\[.*\]$|your[-_ ]|^x{4,}$|changeme|^(true|false|\d+)$/i;
/** Whether a config value written as `name` = `value` looks like a credential stored in plain text. */
function looksSecret(name, value) {
    if (SECRET_SHAPE.test(value) && !REFERENCE.test(value))
        return true;
    if (value.length < MIN_SECRET_LENGTH || REFERENCE.test(value) || PLACEHOLDER.test(value.trim()))
        return false;
    if (!SECRET_NAME.test(name))
        return false;
    // A lowercase word (AUTH_MODE=browser, TOKEN_TYPE=bearer) is a setting, not a credential.
    if (/^[a-z]+([-_.][a-z]+)*$/.test(value))
        return false;
    // A plain URL or path under a secret-sounding name (AUTH_URL, TOKEN_FILE) is not the secret itself.
    if (/^https?:\/\/[^@\s]*$/i.test(value) || /^(\/|~|\.\.?\/|[A-Za-z]:\\)/.test(value))
        return false;
    return true;
}
/** A credential shape anywhere in a text (global, for finding every one). */
const SHAPE_ANYWHERE = new RegExp(`(?<![A-Za-z0-9_-])(?:${SHAPES})`, 'g');
/** JSON longer than this inside one config value is not parsed for secrets (the file-size cap bounds it anyway). */
const MAX_EMBEDDED_JSON = 65_536;
function unquote(v) {
    if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
        return v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v.slice(1, -1);
    }
    return v;
}
/** A URL in text; it starts only where a scheme can (not inside a word), so a long word is read once, not once per letter. */
const URL_IN_TEXT = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'<>`]+/g;
/** Userinfo and secret-named query values of every URL in the text, raw and decoded. */
function urlSecrets(text, add) {
    for (const m of text.matchAll(URL_IN_TEXT)) {
        let u;
        try {
            u = new URL(m[0]);
        }
        catch {
            continue;
        }
        // The password is the credential; a username alone (a token as user, `https://TOKEN@host`) is one too.
        const user = u.password !== '' ? u.password : u.username;
        if (user !== '')
            for (const v of [user, safeDecode(user)])
                add(v);
        for (const [key, value] of u.searchParams) {
            if (looksSecret(key, value))
                for (const v of [value, encodeURIComponent(value)])
                    add(v);
        }
        // URLSearchParams decodes `+` and escapes: also take the raw text between `=` and `&`.
        for (const q of u.search.slice(1).split('&')) {
            const eq = q.indexOf('=');
            if (eq > 0 && looksSecret(safeDecode(q.slice(0, eq)), safeDecode(q.slice(eq + 1))))
                add(q.slice(eq + 1));
        }
    }
}
function safeDecode(v) {
    try {
        return decodeURIComponent(v.replace(/\+/g, ' '));
    }
    catch {
        return v;
    }
}
/** `NAME=value` and `--name=value` / `--name value` in a script or argument, and JSON after `NAME=`. */
function assignmentSecrets(text, add) {
    const re = /(?:^|[\s;&|(])(?:export\s+)?(-{0,2}[A-Za-z_][\w-]*)(=|\s+(?=[^\s-]))("(?:[^"\\]|\\.)*"|'[^']*'|[^\s;&|]*)/g;
    for (const m of text.matchAll(re)) {
        const name = m[1].replace(/^-+/, '');
        // A space-separated value belongs to an option only (`--token X`), never to a word (`echo X`).
        if (m[2] !== '=' && !m[1].startsWith('-'))
            continue;
        const value = unquote(m[3]);
        if (looksSecret(name, value))
            add(value);
        const rest = text.slice((m.index ?? 0) + m[0].length - m[3].length);
        if (m[2] === '=' && /^[{[]/.test(rest))
            jsonSecrets(rest, add);
    }
}
/** `Password=`/`Pwd=` in ADO.NET, ODBC and JDBC connection strings; `{...}` quoting keeps `;` inside. */
function connectionSecrets(text, add) {
    for (const m of text.matchAll(/(?:^|[;?&\s])(?:password|pwd)\s*=\s*(\{[^}]*\}|"[^"]*"|'[^']*'|[^;&\s]+)/gi)) {
        const raw = m[1];
        const value = raw.startsWith('{') ? raw.slice(1, -1) : unquote(raw);
        if (value.length >= 4 && !REFERENCE.test(value))
            add(value);
    }
}
/** Credential-named members of a JSON text (headers maps, client options), at any depth. */
function jsonSecrets(text, add) {
    const trimmed = text.trim();
    if (!/^[{[]/.test(trimmed) || trimmed.length > MAX_EMBEDDED_JSON)
        return;
    let parsed;
    try {
        parsed = JSON.parse(trimmed);
    }
    catch {
        return;
    }
    const walk = (v, key, depth) => {
        if (depth > 32)
            return;
        if (typeof v === 'string') {
            const token = /^(bearer|token|basic)\s+(.+)$/i.exec(v)?.[2];
            if (looksSecret(key, token ?? v))
                add(token ?? v);
            for (const s of embeddedSecrets(v, depth + 1))
                add(s);
        }
        else if (Array.isArray(v))
            v.forEach((x) => walk(x, key, depth + 1));
        else if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                walk(x, k, depth + 1);
    };
    walk(parsed, '', 0);
}
/**
 * Secrets written inside a longer config value: URL userinfo and credential query values, `NAME=value` in shell
 * scripts, connection-string passwords, credential members of JSON-valued variables, bearer tokens and well-known
 * token shapes. Each is returned as written (and decoded where a URL encodes it), for the caller to flag and redact.
 */
function embeddedSecrets(text, depth = 0) {
    const out = new Set();
    const add = (v) => {
        if (v.length >= 4 && !REFERENCE.test(v) && !PLACEHOLDER.test(v.trim()))
            out.add(v);
    };
    if (depth > 4)
        return [];
    urlSecrets(text, add);
    assignmentSecrets(text, add);
    connectionSecrets(text, add);
    jsonSecrets(text, add);
    for (const m of text.matchAll(/\b(?:bearer|basic)\s+([A-Za-z0-9._~+/=-]{8,})/gi))
        if (!/^[a-z]+$/.test(m[1]))
            add(m[1]);
    for (const m of text.matchAll(SHAPE_ANYWHERE))
        add(m[0]);
    return [...out].sort((a, b) => b.length - a.length);
}
/**
 * One pass over the text for many secrets (a scan of hundreds of configs finds hundreds): every place where any
 * secret starts is found with a single lookahead pattern and the union of their spans becomes `***`, so overlapping
 * secrets leave no tail behind either.
 */
function makeRedactor(secrets) {
    const list = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    if (list.length === 0)
        return (text) => text;
    const pattern = new RegExp(`(?=(${list.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))`, 'g');
    return (text) => {
        let out = '';
        let from = 0;
        let end = -1;
        let start = -1;
        // exec, not matchAll: matchAll copies (and recompiles) the pattern on every call.
        pattern.lastIndex = 0;
        for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
            pattern.lastIndex = m.index + 1;
            const s = m.index;
            const e = s + m[1].length;
            if (start >= 0 && s <= end)
                end = Math.max(end, e);
            else {
                if (start >= 0) {
                    out += `${text.slice(from, start)}***`;
                    from = end;
                }
                start = s;
                end = e;
            }
        }
        if (start < 0)
            return text;
        return `${out}${text.slice(from, start)}***${text.slice(end)}`;
    };
}
/**
 * A copy of JSON data with every secret replaced by `***` in its string values and keys: the structure, numbers,
 * booleans and nulls are never touched. Returns `value` itself when nothing needed replacing.
 */
function redactValue(value, secrets) {
    if (secrets.length === 0)
        return value;
    return mapStrings(value, (s) => redact(s, secrets));
}
/** A copy of JSON data with `fn` applied to every string value and key (the same object when nothing changed). */
function mapStrings(value, fn) {
    const walk = (v) => {
        if (typeof v === 'string')
            return fn(v);
        if (Array.isArray(v)) {
            const copy = v.map(walk);
            return copy.some((x, i) => x !== v[i]) ? copy : v;
        }
        if (v !== null && typeof v === 'object') {
            let changed = false;
            const entries = Object.entries(v).map(([k, x]) => {
                const k2 = fn(k);
                const x2 = walk(x);
                if (k2 !== k || x2 !== x)
                    changed = true;
                return [k2, x2];
            });
            return changed ? Object.fromEntries(entries) : v;
        }
        return v;
    };
    return walk(value);
}
/**
 * Redacts printed text. A whole JSON document (what `--json` prints) is redacted value by value and printed again
 * the same way, so a secret that looks like a number or a keyword cannot break it; any other text by replacement.
 */
function redactText(text, secrets) {
    if (secrets.length === 0)
        return text;
    const trimmed = text.trim();
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && redact(text, secrets) !== text) {
        try {
            const parsed = JSON.parse(trimmed);
            const clean = redactValue(parsed, secrets);
            const indent = /^[{[]\n( +)/.exec(trimmed)?.[1].length ?? 0;
            return `${JSON.stringify(clean, null, indent)}${text.endsWith('\n') ? '\n' : ''}`;
        }
        catch {
            // Not JSON after all: plain replacement below.
        }
    }
    return redact(text, secrets);
}


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ defaultOf),
/* harmony export */   Y3: () => (/* binding */ defaultsByKind),
/* harmony export */   hL: () => (/* binding */ ANNOTATION_DEFAULTS)
/* harmony export */ });
/* unused harmony exports PROTOCOL_VERSIONS, SPEC_DEFAULTS, NEWEST_LEGACY_VERSION, defaultsFor */
/** Oldest first. A version newer than the last reads with the last one's defaults. */
const PROTOCOL_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const HINTS = [
    { kind: 'tool', path: ['annotations', 'readOnlyHint'], value: false, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'destructiveHint'], value: true, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'idempotentHint'], value: false, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'openWorldHint'], value: true, source: 'schema' },
];
/** Tool annotation hint -> the value an absent hint means. */
const ANNOTATION_DEFAULTS = Object.fromEntries(HINTS.map((h) => [h.path[1], h.value === true]));
const PROMPT_ARGUMENT_OPTIONAL = { kind: 'prompt', path: ['arguments', '[]', 'required'], value: false, source: 'absent-means' };
const TASK_SUPPORT = { kind: 'tool', path: ['execution', 'taskSupport'], value: 'forbidden', source: 'schema' };
/**
 * 2026-07-28 moved tasks to an extension (SEP-2663) and `execution.taskSupport` left the core schema. A modern server
 * that still sends `"forbidden"` says what 2025-11-25 meant by it (no tasks): still a default, so a server moved from
 * SDK v1 to v2 changes no digest whether or not its tools carry the field.
 */
const TASK_SUPPORT_CARRIED = { ...TASK_SUPPORT, source: 'carried' };
/**
 * What each version's schema defines. Tool annotations arrived in 2025-03-26, tasks in 2025-11-25 (an extension from
 * 2026-07-28 on). Read from the "Default:" notes in schema/<version>/schema.ts of modelcontextprotocol/modelcontextprotocol
 * (b0f60ba); 2025-11-25 is checked in __tests__/core/shared/spec-defaults.test.ts against the spec types SDK v1 ships (SDK v2
 * ships none with the notes).
 */
const SPEC_DEFAULTS = {
    '2024-11-05': [PROMPT_ARGUMENT_OPTIONAL],
    '2025-03-26': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-06-18': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-11-25': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT],
    '2026-07-28': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT_CARRIED],
};
/** The newest legacy-era version: the one SDK v1's shipped spec types describe. */
const NEWEST_LEGACY_VERSION = '2025-11-25';
const pathKey = (d) => `${d.kind}:${d.path.join('/')}`;
/**
 * The defaults that apply to a server speaking `version`: its own, plus those of fields a later version introduced
 * (a server on an older version that sends `execution.taskSupport` is read by clients with the meaning the field
 * was given when it appeared). Unknown or absent versions read with the union of every version.
 */
function defaultsFor(version) {
    const known = PROTOCOL_VERSIONS.indexOf(version);
    const order = known < 0 ? [...PROTOCOL_VERSIONS].reverse() : [PROTOCOL_VERSIONS[known], ...PROTOCOL_VERSIONS.slice(known + 1)];
    const out = new Map();
    for (const v of order)
        for (const d of SPEC_DEFAULTS[v])
            if (!out.has(pathKey(d)))
                out.set(pathKey(d), d);
    return [...out.values()];
}
/** Cached per version: normalization runs once per listed item. */
const BY_KIND = new Map();
function defaultsByKind(version) {
    const key = version ?? '';
    let m = BY_KIND.get(key);
    if (m === undefined) {
        const grouped = new Map();
        for (const d of defaultsFor(version))
            grouped.set(d.kind, [...(grouped.get(d.kind) ?? []), d]);
        m = grouped;
        BY_KIND.set(key, m);
    }
    return m;
}
/** The default of one field of a kind, e.g. `defaultOf('tool', ['annotations', 'destructiveHint'])`. */
function defaultOf(kind, path, version) {
    const want = path.join('/');
    return defaultsByKind(version)
        .get(kind)
        ?.find((d) => d.path.join('/') === want)?.value;
}


/***/ }),

/***/ 834:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ OAuthAccessError)
/* harmony export */ });
// The error a failed authorization ends in, apart from the OAuth client itself: the capture's transport choice tells it
// from other failures without loading the SDK's auth code on a run that never meets OAuth (a stdio capture).
/** The one line a failed authorization becomes (capture: exit 3; the guard: this member is out, with this reason). */
class OAuthAccessError extends Error {
    constructor(message) {
        super(`OAuth: ${message}`);
        this.name = 'OAuthAccessError';
    }
}


/***/ }),

/***/ 2504:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ planSecrets),
/* harmony export */   Tj: () => (/* binding */ planOAuth)
/* harmony export */ });
/* unused harmony export PASSTHROUGH_REFUSAL */
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9130);

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * The spec's sentence for a gateway asked to forward its client's token: a guard terminates its client's credential
 * and holds its own grant per upstream.
 */
const PASSTHROUGH_REFUSAL = 'an MCP server "MUST NOT pass through the token it received from the MCP client" (MCP authorization, token passthrough): give this member its own grant in "oauth" instead';
function fromEnv(where, field, name, env) {
    if (name === undefined)
        return undefined;
    if (!ENV_NAME.test(name))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.${field}: "${name}" is not an environment variable name (give the variable's name, never the secret)`);
    const value = env[name];
    if (value === undefined || value === '')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.${field}: the environment variable ${name} is not set`);
    return value;
}
/** Reads and checks one server's `oauth` entry; `where` names it in errors (`server "x"`). */
function planOAuth(where, cfg, env) {
    const secret = fromEnv(where, 'clientSecretEnv', cfg.clientSecretEnv, env);
    const pem = fromEnv(where, 'privateKeyEnv', cfg.privateKeyEnv, env);
    if (secret !== undefined && pem !== undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth: give clientSecretEnv or privateKeyEnv, not both`);
    const grant = cfg.grant ?? (secret !== undefined || pem !== undefined ? 'client_credentials' : 'authorization_code');
    const method = cfg.tokenEndpointAuthMethod;
    if (method === 'private_key_jwt' && pem === undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.tokenEndpointAuthMethod: private_key_jwt needs privateKeyEnv`);
    if ((method === 'client_secret_basic' || method === 'client_secret_post') && secret === undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.tokenEndpointAuthMethod: ${method} needs clientSecretEnv`);
    if (cfg.clientMetadataUrl !== undefined && !/^https:\/\/[^/]+\/./.test(cfg.clientMetadataUrl))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.clientMetadataUrl: must be an https URL with a path`);
    const scope = cfg.scope === undefined || cfg.scope.trim() === '' ? undefined : cfg.scope.trim();
    if (grant === 'client_credentials') {
        if (!cfg.clientId)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth: the client_credentials grant needs clientId`);
        if (pem !== undefined)
            return { grant, clientId: cfg.clientId, secret: { kind: 'key', pem, algorithm: cfg.signingAlgorithm ?? 'RS256' }, ...(scope ? { scope } : {}) };
        if (secret === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth: the client_credentials grant needs clientSecretEnv or privateKeyEnv`);
        return { grant, clientId: cfg.clientId, secret: { kind: 'secret', value: secret, method: method === 'client_secret_post' ? 'client_secret_post' : 'client_secret_basic' }, ...(scope ? { scope } : {}) };
    }
    if (pem !== undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.privateKeyEnv: private_key_jwt is a machine credential; use it with "grant": "client_credentials"`);
    if (secret !== undefined && !cfg.clientId)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} oauth.clientSecretEnv: a client secret belongs to a pre-registered clientId`);
    return {
        grant,
        ...(cfg.clientId ? { clientId: cfg.clientId } : {}),
        ...(secret !== undefined ? { clientSecret: secret } : {}),
        ...(method ? { method } : {}),
        ...(cfg.clientMetadataUrl ? { clientMetadataUrl: cfg.clientMetadataUrl } : {}),
        ...(scope ? { scope } : {}),
    };
}
/** The secret values of a plan, for redaction. */
function planSecrets(plan) {
    if (plan.grant === 'client_credentials')
        return plan.secret.kind === 'secret' ? [plan.secret.value] : [plan.secret.pem, ...pemLines(plan.secret.pem)];
    return plan.clientSecret ? [plan.clientSecret] : [];
}
/** A PEM's base64 body lines: an error quoting part of a key quotes a line. */
function pemLines(pem) {
    return pem.split(/\r?\n/).filter((l) => l.length >= 16 && !l.startsWith('-----'));
}


/***/ }),

/***/ 1042:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ GrantStore),
/* harmony export */   qo: () => (/* binding */ grantDir)
/* harmony export */ });
/* unused harmony export issuerFileName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9318);
// A person's grants, kept per authorization server (issuer) under the guard store's directory: `oauth/<issuer>.json`,
// 0600 in a 0700 directory, never in a repository. Each file holds this client's registration with that issuer and a
// grant per MCP server URL. Only `auth login` and a refresh write here, and only after the authorization server
// answered with tokens: a failed sign-in leaves the files as they were.





/** The guard store's directory (`--store`, else $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard), as guard/store.ts. */
function grantDir(option, env, cwd) {
    const base = option ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, option) : env.MCP_CONTRACT_STORE ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, env.MCP_CONTRACT_STORE) : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.HOME ?? (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.mcp-contract', 'guard');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(base, 'oauth');
}
/** A file name from an issuer URL: readable, and one issuer per file. */
function issuerFileName(issuer) {
    return `${issuer.replace(/^https?:\/\//, '').replace(/[^A-Za-z0-9.-]+/g, '_').slice(0, 120)}.json`;
}
class GrantStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    /** Every issuer file here (none when the directory does not exist). */
    all() {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(this.dir))
            return [];
        const out = [];
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(this.dir).sort()) {
            if (!name.endsWith('.json'))
                continue;
            try {
                const f = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.dir, name), 'utf8'));
                if (f && f.format === 1 && typeof f.issuer === 'string' && f.grants && typeof f.grants === 'object')
                    out.push(f);
            }
            catch {
                // An unreadable file is no grant: `auth login` writes a fresh one.
            }
        }
        return out;
    }
    read(issuer) {
        return this.all().find((f) => f.issuer === issuer);
    }
    /** The issuer file that holds a grant for `server`, if any. */
    forServer(server) {
        return this.all().find((f) => f.grants[server] !== undefined);
    }
    async write(file) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true, mode: 0o700 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(this.dir, 0o700);
        await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.dir, issuerFileName(file.issuer)), `${JSON.stringify(file, null, 2)}\n`, undefined, 0o600);
    }
    /** Forgets the grant for `server`; the file goes when no grant is left. True when there was one. */
    async forget(server) {
        const file = this.forServer(server);
        if (!file)
            return false;
        delete file.grants[server];
        delete file.discovery?.[server];
        if (Object.keys(file.grants).length === 0)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.dir, issuerFileName(file.issuer)), { force: true });
        else
            await this.write(file);
        return true;
    }
}


/***/ }),

/***/ 5808:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ surrogateFree),
/* harmony export */   C2: () => (/* binding */ noteParsed),
/* harmony export */   d$: () => (/* binding */ KEPT_PAGE_CHARS),
/* harmony export */   hC: () => (/* binding */ JsonRpcLines),
/* harmony export */   uv: () => (/* binding */ textOfResult)
/* harmony export */ });
/* unused harmony exports idAtEnds, bytesOfResult */
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(279);
// Newline-delimited JSON-RPC, as MCP's stdio transport frames it, read from chunks with a bound on what is buffered.
// Both stdio ends (the capture's child, the guard's own stdin) read this way.

/** How far into either end of a line its top-level `id` is looked for. */
const ID_WINDOW = 256;
const ID_AT_HEAD = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d{1,15}|"[^"\\]{0,200}")\s*,/;
const ID_AT_TAIL = /,\s*"id"\s*:\s*(-?\d{1,15}|"[^"\\]{0,200}")\s*(?:,\s*"jsonrpc"\s*:\s*"2\.0"\s*)?\}\s*$/;
/**
 * The top-level id of a JSON-RPC line given as chunks, read from its first or last bytes only (servers write it first
 * or last), or undefined. Inside a nested object `"id":\u2026` is followed by two closing brackets at the end, never one.
 */
function idAtEnds(chunks) {
    const hit = ID_AT_HEAD.exec(edge(chunks, 'head')) ?? ID_AT_TAIL.exec(edge(chunks, 'tail'));
    if (!hit)
        return undefined;
    return hit[1].startsWith('"') ? hit[1].slice(1, -1) : Number(hit[1]);
}
/** The first or last ID_WINDOW bytes of the chunks, as latin1 (the id and the brackets around it are ASCII). */
function edge(chunks, end) {
    const picked = [];
    let bytes = 0;
    for (let n = 0; n < chunks.length && bytes < ID_WINDOW; n++) {
        const c = chunks[end === 'head' ? n : chunks.length - 1 - n];
        if (end === 'head')
            picked.push(c);
        else
            picked.unshift(c);
        bytes += c.length;
    }
    const all = Buffer.concat(picked);
    return end === 'head' ? all.toString('latin1', 0, ID_WINDOW) : all.toString('latin1', Math.max(0, all.length - ID_WINDOW));
}
class JsonRpcLines {
    maxBytes;
    sink;
    unreadBytes;
    keepTexts;
    pending = [];
    pendingBytes = 0;
    /** The open line was answered unread from its head: its remaining bytes are dropped up to its newline. */
    skipping = false;
    /** The open line's head was looked at for an id (once per line, when it passed unreadBytes). */
    headTried = false;
    /**
     * `unreadBytes`: an answer longer than this (and within maxBytes) is not parsed but handed to sink.unread: parsing a
     * hundred megabytes held every other request of the process for a second or more. `keepTexts`: each result's text
     * is kept for textOfResult (see noteParsed).
     */
    constructor(maxBytes, sink, unreadBytes = Infinity, keepTexts = false) {
        this.maxBytes = maxBytes;
        this.sink = sink;
        this.unreadBytes = unreadBytes;
        this.keepTexts = keepTexts;
    }
    push(chunk) {
        let start = 0;
        if (this.skipping) {
            const end = chunk.indexOf(10);
            if (end === -1)
                return;
            this.skipping = false;
            start = end + 1;
        }
        let nl = chunk.indexOf(10, start);
        while (nl !== -1) {
            const part = chunk.subarray(start, nl);
            const bytes = this.pendingBytes + part.length;
            // An answer too long to read is answered from its ends, never joined into one buffer.
            const id = bytes > this.unreadBytes && bytes <= this.maxBytes && this.sink.unread ? idAtEnds([...this.pending, part]) : undefined;
            if (id !== undefined && this.sink.unread?.(id, bytes, true)) {
                this.reset();
            }
            else {
                const line = this.pendingBytes === 0 ? part : Buffer.concat([...this.pending, part]);
                this.reset();
                this.line(line);
            }
            if (this.sink.stopped())
                return;
            start = nl + 1;
            nl = chunk.indexOf(10, start);
        }
        if (start < chunk.length) {
            const rest = chunk.subarray(start);
            this.pending.push(rest);
            this.pendingBytes += rest.length;
            if (this.answeredFromHead())
                return;
            if (this.pendingBytes > this.maxBytes) {
                this.reset();
                this.sink.overflow();
            }
        }
    }
    reset() {
        this.pending = [];
        this.pendingBytes = 0;
        this.headTried = false;
        this.skipping = false;
    }
    /**
     * An answer still arriving that has passed unreadBytes and names its id at its head is answered unread now, not when
     * its last byte arrives: a 200 MB result (or one that never ends) cannot hold its call, nor fill the buffer.
     */
    answeredFromHead() {
        if (this.headTried || this.pendingBytes <= this.unreadBytes || !this.sink.unread)
            return false;
        this.headTried = true;
        const hit = ID_AT_HEAD.exec(edge(this.pending, 'head'));
        if (!hit)
            return false;
        const id = hit[1].startsWith('"') ? hit[1].slice(1, -1) : Number(hit[1]);
        if (!this.sink.unread(id, this.pendingBytes, false))
            return false;
        this.reset();
        this.skipping = true;
        return true;
    }
    line(bytes) {
        if (bytes.length > this.maxBytes)
            return this.sink.overflow();
        // Every message of the guard's path passes here: a CR is cut as a byte and only a line that does not open with
        // `{` is tested for blankness, instead of a regular expression and a trimmed copy per line.
        const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
        const text = bytes.toString('utf8', 0, end);
        if (bytes[0] !== 0x7b && text.trim() === '')
            return;
        let message;
        try {
            message = JSON.parse(text);
        }
        catch {
            this.sink.garbage?.(text);
            return;
        }
        if (!(0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonRpc */ .O7)(message))
            return this.sink.garbage?.(text);
        noteParsed(message, text, bytes.length, this.keepTexts);
        this.sink.message(message);
    }
}
function hasEscapedSurrogate(text) {
    return text.includes('\\u') && /\\u[dD][89a-fA-F]/.test(text);
}
/** Results parsed from a longer text keep no text: a large list is read once, and its text would double what it holds. */
const KEPT_PAGE_CHARS = 256 * 1024;
const READ_FROM = new WeakMap();
/**
 * Records a message parsed from `text`: its result holds no lone surrogate when the text has no surrogate escape (and,
 * read from UTF-8 or written by JSON.stringify, which escapes every lone surrogate, no raw lone one either); and, with
 * `keepText` (a reader whose pages may be sent again word for word: CaptureOptions.reusePages), a short result's text.
 * Kept by every reader, each page's text (up to KEPT_PAGE_CHARS) lived as long as its result, outlived a scavenge
 * and was promoted: 4 MB of a 5,000-tool snapshot's peak RSS, and a third of its list's collection time (issue 55).
 */
function noteParsed(message, text, bytes, keepText = false) {
    if (typeof message !== 'object' || message === null)
        return;
    const result = message.result;
    if (typeof result !== 'object' || result === null)
        return;
    const entry = { surrogateFree: !hasEscapedSurrogate(text) };
    if (keepText && text.length <= KEPT_PAGE_CHARS)
        entry.text = text;
    if (bytes !== undefined)
        entry.bytes = bytes;
    READ_FROM.set(result, entry);
}
function readFrom(result) {
    return typeof result === 'object' && result !== null ? READ_FROM.get(result) : undefined;
}
/** The bytes of the line `result` was read from (its envelope included), when it was read from one. */
function bytesOfResult(result) {
    return readFrom(result)?.bytes;
}
/** The text `result` was parsed from, when noteParsed kept it (only for a reader that asked: keepText). */
function textOfResult(result) {
    return readFrom(result)?.text;
}
/** Whether `value` is a result read from a line without an escaped surrogate. */
function surrogateFree(value) {
    return readFrom(value)?.surrogateFree === true;
}


/***/ }),

/***/ 279:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ CONNECTION_CLOSED),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   O7: () => (/* binding */ isJsonRpc),
/* harmony export */   Qc: () => (/* binding */ RpcError),
/* harmony export */   X$: () => (/* binding */ METHOD_NOT_FOUND),
/* harmony export */   _h: () => (/* binding */ REQUEST_TIMEOUT),
/* harmony export */   ks: () => (/* binding */ isRequest),
/* harmony export */   o2: () => (/* binding */ isNotification),
/* harmony export */   xS: () => (/* binding */ withoutStack),
/* harmony export */   zR: () => (/* binding */ INTERNAL_ERROR)
/* harmony export */ });
/* unused harmony export INVALID_REQUEST */
// JSON-RPC 2.0 as MCP uses it, typed by hand: the SDK's zod schemas cost tens of megabytes and a parse of every message,
// and the capture validates what lists hold per item anyway (capture/lists.ts).
/** Error codes the peer itself produces (the SDK's values, so existing readers of `code` keep working). */
const CONNECTION_CLOSED = -32000;
const REQUEST_TIMEOUT = -32001;
const INVALID_REQUEST = (/* unused pure expression or super */ null && (-32600));
const METHOD_NOT_FOUND = -32601;
const INTERNAL_ERROR = -32603;
/** An error with a JSON-RPC code: what the other side answered, or a timeout / closed connection here. */
class RpcError extends Error {
    code;
    data;
    constructor(code, message, data) {
        // The SDK's wording, which users and logs already know.
        super(`MCP error ${code}: ${message}`);
        this.code = code;
        this.data = data;
        this.name = 'McpError';
    }
    /**
     * An error the other side answered. It records no stack: one would show only this side's message loop, and taking
     * it walks every async frame, on each capture of a 2025-only server (its refusal of server/discover).
     */
    static answered(code, message, data) {
        return withoutStack(() => new RpcError(code, message, data));
    }
}
/**
 * The error `make` builds, with no stack recorded: for errors that are caught and handled as answers, where taking a
 * stack (V8 walks every async frame for one) would cost on each capture and show nothing of use.
 */
function withoutStack(make) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
        return make();
    }
    finally {
        Error.stackTraceLimit = limit;
    }
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isId(id) {
    return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}
/**
 * The shape of a JSON-RPC 2.0 message, checked by hand: a schema walk over every listed item of a 5,000-tool page
 * costs more than the rest of the capture's own work.
 */
function isJsonRpc(v) {
    if (!isObject(v) || v.jsonrpc !== '2.0')
        return false;
    const id = v.id;
    if (typeof v.method === 'string')
        return (id === undefined || isId(id)) && (v.params === undefined || isObject(v.params));
    if (!isId(id) && !('error' in v && (id === null || id === undefined)))
        return false;
    if ('result' in v)
        return isObject(v.result) && !('error' in v);
    const e = v.error;
    return isObject(e) && typeof e.code === 'number' && typeof e.message === 'string';
}
function isRequest(m) {
    return 'method' in m && 'id' in m && m.id !== undefined;
}
function isNotification(m) {
    return 'method' in m && !('id' in m && m.id !== undefined);
}


/***/ }),

/***/ 9318:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Dg: () => (/* binding */ assertSnapshot),
  EV: () => (/* binding */ capabilitiesWithTrueDigests),
  Qu: () => (/* binding */ contractOf),
  E$: () => (/* binding */ parseSnapshot),
  mZ: () => (/* binding */ parseSnapshotJson),
  RA: () => (/* binding */ readSnapshot),
  X: () => (/* binding */ readSnapshotBytesIfAny),
  $7: () => (/* binding */ sameContractAs),
  DP: () => (/* binding */ serializeSnapshot),
  Zf: () => (/* binding */ writeFileAtomic),
  oF: () => (/* binding */ writeSnapshot)
});

// UNUSED EXPORTS: readSnapshotText, sameContract, sameSnapshot, withoutObservation, writeCapturedSnapshot, writePieces, writeText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __nccwpck_require__(7297);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __nccwpck_require__(1471);
;// CONCATENATED MODULE: ./src/core/shared/stable-pieces.ts


/**
 * Containers this close to the root are written by the walk below, anything deeper as one piece: a snapshot's items
 * sit at depth 6 (surfaces, surface, kinds, kind, items, item), so each listed capability is one piece.
 */
const WALK_DEPTH = 6;
/**
 * The text of stableStringify(value), in pieces whose concatenation is exactly that text: pretty JSON with every
 * object's keys in sortKeys' order and a final newline. Each piece below the walked depths is sorted and written on
 * its own, so only one listed item's sorted copy and text exist at a time. With `trustBuilt`, a definition
 * buildCapability marked key-sorted is written as it is, unwalked: only for a snapshot whose capabilities nobody edited
 * since they were built (the CLI's own captures); a library caller may add a key to one, and is sorted in full.
 */
function* stable_pieces_stablePieces(value, trustBuilt = false) {
    yield* pieces(value, 0, '', trustBuilt);
    yield '\n';
}
function* pieces(value, depth, indent, trustBuilt) {
    // An array's undefined element is written `null`, as JSON.stringify writes it.
    if (value === undefined) {
        yield 'null';
        return;
    }
    if (typeof value !== 'object' || value === null || depth >= WALK_DEPTH) {
        yield deepPiece(value, indent, trustBuilt);
        return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0) {
            yield '[]';
            return;
        }
        for (let i = 0; i < value.length; i++) {
            yield i === 0 ? `[\n${inner}` : `,\n${inner}`;
            yield* pieces(value[i], depth + 1, inner, trustBuilt);
        }
        yield `\n${indent}]`;
        return;
    }
    const keys = sortedKeys(value);
    if (keys.length === 0) {
        yield '{}';
        return;
    }
    for (let i = 0; i < keys.length; i++) {
        yield `${i === 0 ? '{' : ','}\n${inner}${JSON.stringify(keys[i])}: `;
        yield* pieces(value[keys[i]], depth + 1, inner, trustBuilt);
    }
    yield `\n${indent}}`;
}
/**
 * `value`'s keys in the order JSON.stringify writes sortKeys(value)'s: sortKeys inserts them sorted (leaving out
 * undefined values) into a new object, where an integer-like key is listed first by V8 whatever the insertion order.
 * The same insertion here gives the same order.
 */
function sortedKeys(value) {
    const probe = {};
    const keys = Object.keys(value).sort();
    for (const k of keys)
        if (value[k] !== undefined)
            (0,json/* setKey */.qL)(probe, k, null);
    return Object.keys(probe);
}
/**
 * sortKeys(value), with each member that buildCapability wrote key-sorted taken as it is: a listed capability's
 * definition holds nearly all of its objects, and walking them all again to find them in order was about half of
 * writing a 5,000-tool snapshot (issue 55).
 */
function sortedPiece(value) {
    if ((0,canonical/* builtKeySorted */.Zv)(value))
        return value;
    if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype)
        return (0,canonical/* sortKeys */.di)(value);
    let built = false;
    for (const k in value)
        if ((0,canonical/* builtKeySorted */.Zv)(value[k]))
            built = true;
    if (!built)
        return (0,canonical/* sortKeys */.di)(value);
    // The same keys inserted in the same order as sortKeys' copy, so JSON.stringify lists them the same way.
    const out = {};
    for (const k of sortedKeys(value)) {
        const v = value[k];
        (0,json/* setKey */.qL)(out, k, (0,canonical/* builtKeySorted */.Zv)(v) ? v : (0,canonical/* sortKeys */.di)(v));
    }
    return out;
}
/** One deep value as JSON.stringify(sortKeys(value), null, 2) writes it inside a container indented by `indent`. */
function deepPiece(value, indent, trustBuilt) {
    const sorted = trustBuilt ? sortedPiece(value) : (0,canonical/* sortKeys */.di)(value);
    if (indent === '' || typeof sorted !== 'object' || sorted === null)
        return JSON.stringify(sorted, null, 2);
    // Written inside as many one-element arrays as it is levels deep, JSON.stringify indents its every line as it sits in
    // the file; the arrays' own brackets are cut off again. Indenting the text afterwards (a replace of every line break)
    // more than doubled the cost of writing a snapshot.
    const levels = indent.length / 2;
    const [before, after] = (SHELLS[levels] ??= shell(levels));
    let nested = sorted;
    for (let i = 0; i < levels; i++)
        nested = [nested];
    const text = JSON.stringify(nested, null, 2);
    return text.slice(before, text.length - after);
}
/** The lengths of what `levels` one-element arrays write before and after the value they hold. */
const SHELLS = [];
function shell(levels) {
    let nested = 0;
    for (let i = 0; i < levels; i++)
        nested = [nested];
    const text = JSON.stringify(nested, null, 2);
    const at = text.indexOf('0');
    return [at, text.length - at - 1];
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __nccwpck_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __nccwpck_require__(7336);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __nccwpck_require__(2878);
;// CONCATENATED MODULE: ./src/storage/validator-runtime.ts
// The two helpers Ajv's precompiled validators call (scripts/validators.mjs), for plain JSON data.

/** A string's length in code points, as JSON Schema's minLength/maxLength count it (a surrogate pair is one). */
function codePointLength(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        n++;
        // A high surrogate followed by a low one is a single code point.
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
    }
    return n;
}
/**
 * A validator whose code is compiled on its first call (`make` runs the generated body once): a command that reads no
 * config never parses the config schema's validator. Its errors are left on this function, as on Ajv's.
 */
function lazyValidator(make) {
    let real;
    const validate = (data, context) => {
        real ??= make();
        const ok = real(data, context);
        validate.errors = real.errors;
        return ok;
    };
    return validate;
}

;// CONCATENATED MODULE: ./src/storage/validators.generated.ts
// Generated by scripts/validators.mjs from schemas/snapshot.schema.json: do not edit.
// @ts-nocheck

const snapshot = lazyValidator(() => { const schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://mcp-contract.dev/schemas/snapshot.schema.json", "title": "mcp-contract snapshot", "type": "object", "additionalProperties": false, "required": ["format", "server", "surfaces"], "properties": { "$schema": { "type": "string" }, "format": { "enum": ["mcp-contract/1", "mcp-contract/2"] }, "server": { "type": "string", "minLength": 1 }, "surfaces": { "type": "object", "additionalProperties": { "$ref": "#/definitions/surface" } }, "identity": { "$ref": "#/definitions/identity" } }, "definitions": { "identity": { "type": "object", "additionalProperties": false, "required": ["kind", "name", "source"], "description": "The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree's content manifest. Evidence next to the contract, never part of it.", "properties": { "kind": { "enum": ["npm", "container", "python", "worktree", "remote", "binary"] }, "name": { "type": "string" }, "version": { "type": "string" }, "integrity": { "type": "string" }, "source": { "type": "string" }, "files": { "type": "object", "additionalProperties": { "type": "string" } }, "unverified": { "type": "string" }, "absent": { "const": true } } }, "observation": { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["complete", "unsupported", "failed"] }, "error": { "type": "string" }, "pages": { "type": "integer", "minimum": 0 }, "problems": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "page": { "type": "integer" }, "index": { "type": "integer" } } } } } }, "capability": { "type": "object", "additionalProperties": false, "required": ["ref", "digest", "definition"], "properties": { "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):" }, "digest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "definition": { "type": "object" } } }, "kind": { "type": "object", "additionalProperties": false, "required": ["observation", "items"], "properties": { "observation": { "$ref": "#/definitions/observation" }, "items": { "type": "array", "items": { "$ref": "#/definitions/capability" } } } }, "surface": { "type": "object", "additionalProperties": false, "required": ["client", "kinds"], "properties": { "client": { "type": "object", "additionalProperties": false, "required": ["name", "version", "capabilities"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "capabilities": { "type": "object" } } }, "server": { "type": "object", "additionalProperties": false, "required": ["serverInfo", "protocolVersion", "capabilities"], "properties": { "serverInfo": { "type": "object" }, "protocolVersion": { "type": "string" }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "auth": { "type": "object", "additionalProperties": false, "required": ["authorizationServers", "scopesSupported", "bearerMethodsSupported", "pkceMethods", "clientIdMetadataDocument", "dynamicRegistration", "issParameter"], "properties": { "resource": { "type": "string" }, "authorizationServers": { "type": "array", "items": { "type": "string" } }, "scopesSupported": { "type": "array", "items": { "type": "string" } }, "bearerMethodsSupported": { "type": "array", "items": { "type": "string" } }, "challengeScope": { "type": "array", "items": { "type": "string" } }, "issuer": { "type": "string" }, "pkceMethods": { "type": "array", "items": { "type": "string" } }, "clientIdMetadataDocument": { "type": "boolean" }, "dynamicRegistration": { "type": "boolean" }, "issParameter": { "type": "boolean" } } } } }, "error": { "type": "string" }, "canaries": { "type": "array", "items": { "type": "string" }, "description": "Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results." }, "protocol": { "type": "object", "additionalProperties": false, "required": ["primary", "eras"], "description": "Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.", "properties": { "primary": { "enum": ["legacy", "modern"] }, "pinned": { "enum": ["legacy", "modern"] }, "eras": { "type": "object", "additionalProperties": false, "properties": { "legacy": { "$ref": "#/definitions/era" }, "modern": { "$ref": "#/definitions/era" } } } } }, "kinds": { "$ref": "#/definitions/kinds" } } }, "kinds": { "type": "object", "additionalProperties": false, "required": ["tool", "prompt", "resource", "resourceTemplate"], "properties": { "tool": { "$ref": "#/definitions/kind" }, "prompt": { "$ref": "#/definitions/kind" }, "resource": { "$ref": "#/definitions/kind" }, "resourceTemplate": { "$ref": "#/definitions/kind" } } }, "era": { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["served", "refused", "failed"] }, "versions": { "type": "array", "items": { "type": "string" } }, "discover": { "type": "object", "additionalProperties": false, "required": ["supportedVersions", "capabilities"], "properties": { "supportedVersions": { "type": "array", "items": { "type": "string" } }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "serverInfo": { "type": "object" } } }, "transport": { "enum": ["stdio", "streamable-http", "sse"] }, "error": { "type": "string" }, "kinds": { "$ref": "#/definitions/kinds" } } } } }; const schema7 = { "type": "object", "additionalProperties": false, "required": ["kind", "name", "source"], "description": "The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree's content manifest. Evidence next to the contract, never part of it.", "properties": { "kind": { "enum": ["npm", "container", "python", "worktree", "remote", "binary"] }, "name": { "type": "string" }, "version": { "type": "string" }, "integrity": { "type": "string" }, "source": { "type": "string" }, "files": { "type": "object", "additionalProperties": { "type": "string" } }, "unverified": { "type": "string" }, "absent": { "const": true } } }; const func0 = codePointLength; const schema1 = { "type": "object", "additionalProperties": false, "required": ["client", "kinds"], "properties": { "client": { "type": "object", "additionalProperties": false, "required": ["name", "version", "capabilities"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "capabilities": { "type": "object" } } }, "server": { "type": "object", "additionalProperties": false, "required": ["serverInfo", "protocolVersion", "capabilities"], "properties": { "serverInfo": { "type": "object" }, "protocolVersion": { "type": "string" }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "auth": { "type": "object", "additionalProperties": false, "required": ["authorizationServers", "scopesSupported", "bearerMethodsSupported", "pkceMethods", "clientIdMetadataDocument", "dynamicRegistration", "issParameter"], "properties": { "resource": { "type": "string" }, "authorizationServers": { "type": "array", "items": { "type": "string" } }, "scopesSupported": { "type": "array", "items": { "type": "string" } }, "bearerMethodsSupported": { "type": "array", "items": { "type": "string" } }, "challengeScope": { "type": "array", "items": { "type": "string" } }, "issuer": { "type": "string" }, "pkceMethods": { "type": "array", "items": { "type": "string" } }, "clientIdMetadataDocument": { "type": "boolean" }, "dynamicRegistration": { "type": "boolean" }, "issParameter": { "type": "boolean" } } } } }, "error": { "type": "string" }, "canaries": { "type": "array", "items": { "type": "string" }, "description": "Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results." }, "protocol": { "type": "object", "additionalProperties": false, "required": ["primary", "eras"], "description": "Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.", "properties": { "primary": { "enum": ["legacy", "modern"] }, "pinned": { "enum": ["legacy", "modern"] }, "eras": { "type": "object", "additionalProperties": false, "properties": { "legacy": { "$ref": "#/definitions/era" }, "modern": { "$ref": "#/definitions/era" } } } } }, "kinds": { "$ref": "#/definitions/kinds" } } }; const func1 = Object.prototype.hasOwnProperty; const schema2 = { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["served", "refused", "failed"] }, "versions": { "type": "array", "items": { "type": "string" } }, "discover": { "type": "object", "additionalProperties": false, "required": ["supportedVersions", "capabilities"], "properties": { "supportedVersions": { "type": "array", "items": { "type": "string" } }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "serverInfo": { "type": "object" } } }, "transport": { "enum": ["stdio", "streamable-http", "sse"] }, "error": { "type": "string" }, "kinds": { "$ref": "#/definitions/kinds" } } }; const schema3 = { "type": "object", "additionalProperties": false, "required": ["tool", "prompt", "resource", "resourceTemplate"], "properties": { "tool": { "$ref": "#/definitions/kind" }, "prompt": { "$ref": "#/definitions/kind" }, "resource": { "$ref": "#/definitions/kind" }, "resourceTemplate": { "$ref": "#/definitions/kind" } } }; const schema4 = { "type": "object", "additionalProperties": false, "required": ["observation", "items"], "properties": { "observation": { "$ref": "#/definitions/observation" }, "items": { "type": "array", "items": { "$ref": "#/definitions/capability" } } } }; const schema5 = { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["complete", "unsupported", "failed"] }, "error": { "type": "string" }, "pages": { "type": "integer", "minimum": 0 }, "problems": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "page": { "type": "integer" }, "index": { "type": "integer" } } } } } }; const schema6 = { "type": "object", "additionalProperties": false, "required": ["ref", "digest", "definition"], "properties": { "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):" }, "digest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "definition": { "type": "object" } } }; const pattern0 = new RegExp("^(tool|prompt|resource|resourceTemplate):", "u"); const pattern1 = new RegExp("^sha256:[0-9a-f]{64}$", "u"); function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.observation === undefined) && (missing0 = "observation")) || ((data.items === undefined) && (missing0 = "items"))) {
            validate4.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((key0 === "observation") || (key0 === "items"))) {
                    validate4.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.observation !== undefined) {
                    let data0 = data.observation;
                    const _errs2 = errors;
                    const _errs3 = errors;
                    if (errors === _errs3) {
                        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                            let missing1;
                            if ((data0.state === undefined) && (missing1 = "state")) {
                                validate4.errors = [{ instancePath: instancePath + "/observation", schemaPath: "#/definitions/observation/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                            }
                            else {
                                const _errs5 = errors;
                                for (const key1 in data0) {
                                    if (!((((key1 === "state") || (key1 === "error")) || (key1 === "pages")) || (key1 === "problems"))) {
                                        validate4.errors = [{ instancePath: instancePath + "/observation", schemaPath: "#/definitions/observation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                        return false;
                                        break;
                                    }
                                }
                                if (_errs5 === errors) {
                                    if (data0.state !== undefined) {
                                        let data1 = data0.state;
                                        const _errs6 = errors;
                                        if (!(((data1 === "complete") || (data1 === "unsupported")) || (data1 === "failed"))) {
                                            validate4.errors = [{ instancePath: instancePath + "/observation/state", schemaPath: "#/definitions/observation/properties/state/enum", keyword: "enum", params: { allowedValues: schema5.properties.state.enum }, message: "must be equal to one of the allowed values" }];
                                            return false;
                                        }
                                        var valid2 = _errs6 === errors;
                                    }
                                    else {
                                        var valid2 = true;
                                    }
                                    if (valid2) {
                                        if (data0.error !== undefined) {
                                            const _errs7 = errors;
                                            if (typeof data0.error !== "string") {
                                                validate4.errors = [{ instancePath: instancePath + "/observation/error", schemaPath: "#/definitions/observation/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid2 = _errs7 === errors;
                                        }
                                        else {
                                            var valid2 = true;
                                        }
                                        if (valid2) {
                                            if (data0.pages !== undefined) {
                                                let data3 = data0.pages;
                                                const _errs9 = errors;
                                                if (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) {
                                                    validate4.errors = [{ instancePath: instancePath + "/observation/pages", schemaPath: "#/definitions/observation/properties/pages/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                }
                                                if (errors === _errs9) {
                                                    if (typeof data3 == "number") {
                                                        if (data3 < 0 || isNaN(data3)) {
                                                            validate4.errors = [{ instancePath: instancePath + "/observation/pages", schemaPath: "#/definitions/observation/properties/pages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                            return false;
                                                        }
                                                    }
                                                }
                                                var valid2 = _errs9 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data0.problems !== undefined) {
                                                    let data4 = data0.problems;
                                                    const _errs11 = errors;
                                                    if (errors === _errs11) {
                                                        if (Array.isArray(data4)) {
                                                            var valid3 = true;
                                                            const len0 = data4.length;
                                                            for (let i0 = 0; i0 < len0; i0++) {
                                                                let data5 = data4[i0];
                                                                const _errs13 = errors;
                                                                if (errors === _errs13) {
                                                                    if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                                                        let missing2;
                                                                        if (((data5.code === undefined) && (missing2 = "code")) || ((data5.message === undefined) && (missing2 = "message"))) {
                                                                            validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0, schemaPath: "#/definitions/observation/properties/problems/items/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                                                            return false;
                                                                        }
                                                                        else {
                                                                            const _errs15 = errors;
                                                                            for (const key2 in data5) {
                                                                                if (!((((key2 === "code") || (key2 === "message")) || (key2 === "page")) || (key2 === "index"))) {
                                                                                    validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0, schemaPath: "#/definitions/observation/properties/problems/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                                                    return false;
                                                                                    break;
                                                                                }
                                                                            }
                                                                            if (_errs15 === errors) {
                                                                                if (data5.code !== undefined) {
                                                                                    const _errs16 = errors;
                                                                                    if (typeof data5.code !== "string") {
                                                                                        validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/code", schemaPath: "#/definitions/observation/properties/problems/items/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                    var valid4 = _errs16 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid4 = true;
                                                                                }
                                                                                if (valid4) {
                                                                                    if (data5.message !== undefined) {
                                                                                        const _errs18 = errors;
                                                                                        if (typeof data5.message !== "string") {
                                                                                            validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/message", schemaPath: "#/definitions/observation/properties/problems/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid4 = _errs18 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid4 = true;
                                                                                    }
                                                                                    if (valid4) {
                                                                                        if (data5.page !== undefined) {
                                                                                            let data8 = data5.page;
                                                                                            const _errs20 = errors;
                                                                                            if (!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) {
                                                                                                validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/page", schemaPath: "#/definitions/observation/properties/problems/items/properties/page/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                return false;
                                                                                            }
                                                                                            var valid4 = _errs20 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid4 = true;
                                                                                        }
                                                                                        if (valid4) {
                                                                                            if (data5.index !== undefined) {
                                                                                                let data9 = data5.index;
                                                                                                const _errs22 = errors;
                                                                                                if (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) {
                                                                                                    validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/index", schemaPath: "#/definitions/observation/properties/problems/items/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid4 = _errs22 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid4 = true;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0, schemaPath: "#/definitions/observation/properties/problems/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid3 = _errs13 === errors;
                                                                if (!valid3) {
                                                                    break;
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            validate4.errors = [{ instancePath: instancePath + "/observation/problems", schemaPath: "#/definitions/observation/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid2 = _errs11 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            validate4.errors = [{ instancePath: instancePath + "/observation", schemaPath: "#/definitions/observation/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.items !== undefined) {
                        let data10 = data.items;
                        const _errs24 = errors;
                        if (errors === _errs24) {
                            if (Array.isArray(data10)) {
                                var valid5 = true;
                                const len1 = data10.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                    let data11 = data10[i1];
                                    const _errs26 = errors;
                                    const _errs27 = errors;
                                    if (errors === _errs27) {
                                        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                            let missing3;
                                            if ((((data11.ref === undefined) && (missing3 = "ref")) || ((data11.digest === undefined) && (missing3 = "digest"))) || ((data11.definition === undefined) && (missing3 = "definition"))) {
                                                validate4.errors = [{ instancePath: instancePath + "/items/" + i1, schemaPath: "#/definitions/capability/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                return false;
                                            }
                                            else {
                                                const _errs29 = errors;
                                                for (const key3 in data11) {
                                                    if (!(((key3 === "ref") || (key3 === "digest")) || (key3 === "definition"))) {
                                                        validate4.errors = [{ instancePath: instancePath + "/items/" + i1, schemaPath: "#/definitions/capability/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs29 === errors) {
                                                    if (data11.ref !== undefined) {
                                                        let data12 = data11.ref;
                                                        const _errs30 = errors;
                                                        if (errors === _errs30) {
                                                            if (typeof data12 === "string") {
                                                                if (!pattern0.test(data12)) {
                                                                    validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/ref", schemaPath: "#/definitions/capability/properties/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):" + "\"" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/ref", schemaPath: "#/definitions/capability/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid7 = _errs30 === errors;
                                                    }
                                                    else {
                                                        var valid7 = true;
                                                    }
                                                    if (valid7) {
                                                        if (data11.digest !== undefined) {
                                                            let data13 = data11.digest;
                                                            const _errs32 = errors;
                                                            if (errors === _errs32) {
                                                                if (typeof data13 === "string") {
                                                                    if (!pattern1.test(data13)) {
                                                                        validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/digest", schemaPath: "#/definitions/capability/properties/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                else {
                                                                    validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/digest", schemaPath: "#/definitions/capability/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid7 = _errs32 === errors;
                                                        }
                                                        else {
                                                            var valid7 = true;
                                                        }
                                                        if (valid7) {
                                                            if (data11.definition !== undefined) {
                                                                let data14 = data11.definition;
                                                                const _errs34 = errors;
                                                                if (!(data14 && typeof data14 == "object" && !Array.isArray(data14))) {
                                                                    validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/definition", schemaPath: "#/definitions/capability/properties/definition/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                                var valid7 = _errs34 === errors;
                                                            }
                                                            else {
                                                                var valid7 = true;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate4.errors = [{ instancePath: instancePath + "/items/" + i1, schemaPath: "#/definitions/capability/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid5 = _errs26 === errors;
                                    if (!valid5) {
                                        break;
                                    }
                                }
                            }
                            else {
                                validate4.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                            }
                        }
                        var valid0 = _errs24 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                }
            }
        }
    }
    else {
        validate4.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate4.errors = vErrors; return errors === 0; } function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((((data.tool === undefined) && (missing0 = "tool")) || ((data.prompt === undefined) && (missing0 = "prompt"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.resourceTemplate === undefined) && (missing0 = "resourceTemplate"))) {
            validate3.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((key0 === "tool") || (key0 === "prompt")) || (key0 === "resource")) || (key0 === "resourceTemplate"))) {
                    validate3.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.tool !== undefined) {
                    const _errs2 = errors;
                    if (!(validate4(data.tool, { instancePath: instancePath + "/tool", parentData: data, parentDataProperty: "tool", rootData }))) {
                        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                        errors = vErrors.length;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.prompt !== undefined) {
                        const _errs3 = errors;
                        if (!(validate4(data.prompt, { instancePath: instancePath + "/prompt", parentData: data, parentDataProperty: "prompt", rootData }))) {
                            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                            errors = vErrors.length;
                        }
                        var valid0 = _errs3 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.resource !== undefined) {
                            const _errs4 = errors;
                            if (!(validate4(data.resource, { instancePath: instancePath + "/resource", parentData: data, parentDataProperty: "resource", rootData }))) {
                                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                                errors = vErrors.length;
                            }
                            var valid0 = _errs4 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.resourceTemplate !== undefined) {
                                const _errs5 = errors;
                                if (!(validate4(data.resourceTemplate, { instancePath: instancePath + "/resourceTemplate", parentData: data, parentDataProperty: "resourceTemplate", rootData }))) {
                                    vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                                    errors = vErrors.length;
                                }
                                var valid0 = _errs5 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate3.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate3.errors = vErrors; return errors === 0; } function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((data.state === undefined) && (missing0 = "state")) {
            validate2.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((((key0 === "state") || (key0 === "versions")) || (key0 === "discover")) || (key0 === "transport")) || (key0 === "error")) || (key0 === "kinds"))) {
                    validate2.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.state !== undefined) {
                    let data0 = data.state;
                    const _errs2 = errors;
                    if (!(((data0 === "served") || (data0 === "refused")) || (data0 === "failed"))) {
                        validate2.errors = [{ instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema2.properties.state.enum }, message: "must be equal to one of the allowed values" }];
                        return false;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.versions !== undefined) {
                        let data1 = data.versions;
                        const _errs3 = errors;
                        if (errors === _errs3) {
                            if (Array.isArray(data1)) {
                                var valid1 = true;
                                const len0 = data1.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                    const _errs5 = errors;
                                    if (typeof data1[i0] !== "string") {
                                        validate2.errors = [{ instancePath: instancePath + "/versions/" + i0, schemaPath: "#/properties/versions/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid1 = _errs5 === errors;
                                    if (!valid1) {
                                        break;
                                    }
                                }
                            }
                            else {
                                validate2.errors = [{ instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                            }
                        }
                        var valid0 = _errs3 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.discover !== undefined) {
                            let data3 = data.discover;
                            const _errs7 = errors;
                            if (errors === _errs7) {
                                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                                    let missing1;
                                    if (((data3.supportedVersions === undefined) && (missing1 = "supportedVersions")) || ((data3.capabilities === undefined) && (missing1 = "capabilities"))) {
                                        validate2.errors = [{ instancePath: instancePath + "/discover", schemaPath: "#/properties/discover/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                        return false;
                                    }
                                    else {
                                        const _errs9 = errors;
                                        for (const key1 in data3) {
                                            if (!((((key1 === "supportedVersions") || (key1 === "capabilities")) || (key1 === "instructions")) || (key1 === "serverInfo"))) {
                                                validate2.errors = [{ instancePath: instancePath + "/discover", schemaPath: "#/properties/discover/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                return false;
                                                break;
                                            }
                                        }
                                        if (_errs9 === errors) {
                                            if (data3.supportedVersions !== undefined) {
                                                let data4 = data3.supportedVersions;
                                                const _errs10 = errors;
                                                if (errors === _errs10) {
                                                    if (Array.isArray(data4)) {
                                                        var valid3 = true;
                                                        const len1 = data4.length;
                                                        for (let i1 = 0; i1 < len1; i1++) {
                                                            const _errs12 = errors;
                                                            if (typeof data4[i1] !== "string") {
                                                                validate2.errors = [{ instancePath: instancePath + "/discover/supportedVersions/" + i1, schemaPath: "#/properties/discover/properties/supportedVersions/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                            var valid3 = _errs12 === errors;
                                                            if (!valid3) {
                                                                break;
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate2.errors = [{ instancePath: instancePath + "/discover/supportedVersions", schemaPath: "#/properties/discover/properties/supportedVersions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                    }
                                                }
                                                var valid2 = _errs10 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data3.capabilities !== undefined) {
                                                    let data6 = data3.capabilities;
                                                    const _errs14 = errors;
                                                    if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                                                        validate2.errors = [{ instancePath: instancePath + "/discover/capabilities", schemaPath: "#/properties/discover/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                    var valid2 = _errs14 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                                if (valid2) {
                                                    if (data3.instructions !== undefined) {
                                                        const _errs16 = errors;
                                                        if (typeof data3.instructions !== "string") {
                                                            validate2.errors = [{ instancePath: instancePath + "/discover/instructions", schemaPath: "#/properties/discover/properties/instructions/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                        var valid2 = _errs16 === errors;
                                                    }
                                                    else {
                                                        var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                        if (data3.serverInfo !== undefined) {
                                                            let data8 = data3.serverInfo;
                                                            const _errs18 = errors;
                                                            if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                                                                validate2.errors = [{ instancePath: instancePath + "/discover/serverInfo", schemaPath: "#/properties/discover/properties/serverInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                            }
                                                            var valid2 = _errs18 === errors;
                                                        }
                                                        else {
                                                            var valid2 = true;
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    validate2.errors = [{ instancePath: instancePath + "/discover", schemaPath: "#/properties/discover/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs7 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.transport !== undefined) {
                                let data9 = data.transport;
                                const _errs20 = errors;
                                if (!(((data9 === "stdio") || (data9 === "streamable-http")) || (data9 === "sse"))) {
                                    validate2.errors = [{ instancePath: instancePath + "/transport", schemaPath: "#/properties/transport/enum", keyword: "enum", params: { allowedValues: schema2.properties.transport.enum }, message: "must be equal to one of the allowed values" }];
                                    return false;
                                }
                                var valid0 = _errs20 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.error !== undefined) {
                                    const _errs21 = errors;
                                    if (typeof data.error !== "string") {
                                        validate2.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid0 = _errs21 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.kinds !== undefined) {
                                        const _errs23 = errors;
                                        if (!(validate3(data.kinds, { instancePath: instancePath + "/kinds", parentData: data, parentDataProperty: "kinds", rootData }))) {
                                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid0 = _errs23 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate2.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate2.errors = vErrors; return errors === 0; } function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.client === undefined) && (missing0 = "client")) || ((data.kinds === undefined) && (missing0 = "kinds"))) {
            validate1.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((((key0 === "client") || (key0 === "server")) || (key0 === "error")) || (key0 === "canaries")) || (key0 === "protocol")) || (key0 === "kinds"))) {
                    validate1.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.client !== undefined) {
                    let data0 = data.client;
                    const _errs2 = errors;
                    if (errors === _errs2) {
                        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                            let missing1;
                            if ((((data0.name === undefined) && (missing1 = "name")) || ((data0.version === undefined) && (missing1 = "version"))) || ((data0.capabilities === undefined) && (missing1 = "capabilities"))) {
                                validate1.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/properties/client/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                            }
                            else {
                                const _errs4 = errors;
                                for (const key1 in data0) {
                                    if (!(((key1 === "name") || (key1 === "version")) || (key1 === "capabilities"))) {
                                        validate1.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/properties/client/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                        return false;
                                        break;
                                    }
                                }
                                if (_errs4 === errors) {
                                    if (data0.name !== undefined) {
                                        const _errs5 = errors;
                                        if (typeof data0.name !== "string") {
                                            validate1.errors = [{ instancePath: instancePath + "/client/name", schemaPath: "#/properties/client/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                        }
                                        var valid1 = _errs5 === errors;
                                    }
                                    else {
                                        var valid1 = true;
                                    }
                                    if (valid1) {
                                        if (data0.version !== undefined) {
                                            const _errs7 = errors;
                                            if (typeof data0.version !== "string") {
                                                validate1.errors = [{ instancePath: instancePath + "/client/version", schemaPath: "#/properties/client/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid1 = _errs7 === errors;
                                        }
                                        else {
                                            var valid1 = true;
                                        }
                                        if (valid1) {
                                            if (data0.capabilities !== undefined) {
                                                let data3 = data0.capabilities;
                                                const _errs9 = errors;
                                                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                                                    validate1.errors = [{ instancePath: instancePath + "/client/capabilities", schemaPath: "#/properties/client/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                }
                                                var valid1 = _errs9 === errors;
                                            }
                                            else {
                                                var valid1 = true;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            validate1.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/properties/client/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.server !== undefined) {
                        let data4 = data.server;
                        const _errs11 = errors;
                        if (errors === _errs11) {
                            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                let missing2;
                                if ((((data4.serverInfo === undefined) && (missing2 = "serverInfo")) || ((data4.protocolVersion === undefined) && (missing2 = "protocolVersion"))) || ((data4.capabilities === undefined) && (missing2 = "capabilities"))) {
                                    validate1.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                    return false;
                                }
                                else {
                                    const _errs13 = errors;
                                    for (const key2 in data4) {
                                        if (!(((((key2 === "serverInfo") || (key2 === "protocolVersion")) || (key2 === "capabilities")) || (key2 === "instructions")) || (key2 === "auth"))) {
                                            validate1.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                            return false;
                                            break;
                                        }
                                    }
                                    if (_errs13 === errors) {
                                        if (data4.serverInfo !== undefined) {
                                            let data5 = data4.serverInfo;
                                            const _errs14 = errors;
                                            if (!(data5 && typeof data5 == "object" && !Array.isArray(data5))) {
                                                validate1.errors = [{ instancePath: instancePath + "/server/serverInfo", schemaPath: "#/properties/server/properties/serverInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                            var valid2 = _errs14 === errors;
                                        }
                                        else {
                                            var valid2 = true;
                                        }
                                        if (valid2) {
                                            if (data4.protocolVersion !== undefined) {
                                                const _errs16 = errors;
                                                if (typeof data4.protocolVersion !== "string") {
                                                    validate1.errors = [{ instancePath: instancePath + "/server/protocolVersion", schemaPath: "#/properties/server/properties/protocolVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                }
                                                var valid2 = _errs16 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data4.capabilities !== undefined) {
                                                    let data7 = data4.capabilities;
                                                    const _errs18 = errors;
                                                    if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                                                        validate1.errors = [{ instancePath: instancePath + "/server/capabilities", schemaPath: "#/properties/server/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                    var valid2 = _errs18 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                                if (valid2) {
                                                    if (data4.instructions !== undefined) {
                                                        const _errs20 = errors;
                                                        if (typeof data4.instructions !== "string") {
                                                            validate1.errors = [{ instancePath: instancePath + "/server/instructions", schemaPath: "#/properties/server/properties/instructions/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                        var valid2 = _errs20 === errors;
                                                    }
                                                    else {
                                                        var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                        if (data4.auth !== undefined) {
                                                            let data9 = data4.auth;
                                                            const _errs22 = errors;
                                                            if (errors === _errs22) {
                                                                if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                                                    let missing3;
                                                                    if ((((((((data9.authorizationServers === undefined) && (missing3 = "authorizationServers")) || ((data9.scopesSupported === undefined) && (missing3 = "scopesSupported"))) || ((data9.bearerMethodsSupported === undefined) && (missing3 = "bearerMethodsSupported"))) || ((data9.pkceMethods === undefined) && (missing3 = "pkceMethods"))) || ((data9.clientIdMetadataDocument === undefined) && (missing3 = "clientIdMetadataDocument"))) || ((data9.dynamicRegistration === undefined) && (missing3 = "dynamicRegistration"))) || ((data9.issParameter === undefined) && (missing3 = "issParameter"))) {
                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth", schemaPath: "#/properties/server/properties/auth/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                                        return false;
                                                                    }
                                                                    else {
                                                                        const _errs24 = errors;
                                                                        for (const key3 in data9) {
                                                                            if (!(func1.call(schema1.properties.server.properties.auth.properties, key3))) {
                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth", schemaPath: "#/properties/server/properties/auth/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                                                return false;
                                                                                break;
                                                                            }
                                                                        }
                                                                        if (_errs24 === errors) {
                                                                            if (data9.resource !== undefined) {
                                                                                const _errs25 = errors;
                                                                                if (typeof data9.resource !== "string") {
                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/resource", schemaPath: "#/properties/server/properties/auth/properties/resource/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                                var valid3 = _errs25 === errors;
                                                                            }
                                                                            else {
                                                                                var valid3 = true;
                                                                            }
                                                                            if (valid3) {
                                                                                if (data9.authorizationServers !== undefined) {
                                                                                    let data11 = data9.authorizationServers;
                                                                                    const _errs27 = errors;
                                                                                    if (errors === _errs27) {
                                                                                        if (Array.isArray(data11)) {
                                                                                            var valid4 = true;
                                                                                            const len0 = data11.length;
                                                                                            for (let i0 = 0; i0 < len0; i0++) {
                                                                                                const _errs29 = errors;
                                                                                                if (typeof data11[i0] !== "string") {
                                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/authorizationServers/" + i0, schemaPath: "#/properties/server/properties/auth/properties/authorizationServers/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid4 = _errs29 === errors;
                                                                                                if (!valid4) {
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate1.errors = [{ instancePath: instancePath + "/server/auth/authorizationServers", schemaPath: "#/properties/server/properties/auth/properties/authorizationServers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid3 = _errs27 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid3 = true;
                                                                                }
                                                                                if (valid3) {
                                                                                    if (data9.scopesSupported !== undefined) {
                                                                                        let data13 = data9.scopesSupported;
                                                                                        const _errs31 = errors;
                                                                                        if (errors === _errs31) {
                                                                                            if (Array.isArray(data13)) {
                                                                                                var valid5 = true;
                                                                                                const len1 = data13.length;
                                                                                                for (let i1 = 0; i1 < len1; i1++) {
                                                                                                    const _errs33 = errors;
                                                                                                    if (typeof data13[i1] !== "string") {
                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/scopesSupported/" + i1, schemaPath: "#/properties/server/properties/auth/properties/scopesSupported/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    var valid5 = _errs33 === errors;
                                                                                                    if (!valid5) {
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            else {
                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/scopesSupported", schemaPath: "#/properties/server/properties/auth/properties/scopesSupported/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        var valid3 = _errs31 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid3 = true;
                                                                                    }
                                                                                    if (valid3) {
                                                                                        if (data9.bearerMethodsSupported !== undefined) {
                                                                                            let data15 = data9.bearerMethodsSupported;
                                                                                            const _errs35 = errors;
                                                                                            if (errors === _errs35) {
                                                                                                if (Array.isArray(data15)) {
                                                                                                    var valid6 = true;
                                                                                                    const len2 = data15.length;
                                                                                                    for (let i2 = 0; i2 < len2; i2++) {
                                                                                                        const _errs37 = errors;
                                                                                                        if (typeof data15[i2] !== "string") {
                                                                                                            validate1.errors = [{ instancePath: instancePath + "/server/auth/bearerMethodsSupported/" + i2, schemaPath: "#/properties/server/properties/auth/properties/bearerMethodsSupported/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        var valid6 = _errs37 === errors;
                                                                                                        if (!valid6) {
                                                                                                            break;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                else {
                                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/bearerMethodsSupported", schemaPath: "#/properties/server/properties/auth/properties/bearerMethodsSupported/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                            var valid3 = _errs35 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid3 = true;
                                                                                        }
                                                                                        if (valid3) {
                                                                                            if (data9.challengeScope !== undefined) {
                                                                                                let data17 = data9.challengeScope;
                                                                                                const _errs39 = errors;
                                                                                                if (errors === _errs39) {
                                                                                                    if (Array.isArray(data17)) {
                                                                                                        var valid7 = true;
                                                                                                        const len3 = data17.length;
                                                                                                        for (let i3 = 0; i3 < len3; i3++) {
                                                                                                            const _errs41 = errors;
                                                                                                            if (typeof data17[i3] !== "string") {
                                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/challengeScope/" + i3, schemaPath: "#/properties/server/properties/auth/properties/challengeScope/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid7 = _errs41 === errors;
                                                                                                            if (!valid7) {
                                                                                                                break;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/challengeScope", schemaPath: "#/properties/server/properties/auth/properties/challengeScope/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid3 = _errs39 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid3 = true;
                                                                                            }
                                                                                            if (valid3) {
                                                                                                if (data9.issuer !== undefined) {
                                                                                                    const _errs43 = errors;
                                                                                                    if (typeof data9.issuer !== "string") {
                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/issuer", schemaPath: "#/properties/server/properties/auth/properties/issuer/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    var valid3 = _errs43 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid3 = true;
                                                                                                }
                                                                                                if (valid3) {
                                                                                                    if (data9.pkceMethods !== undefined) {
                                                                                                        let data20 = data9.pkceMethods;
                                                                                                        const _errs45 = errors;
                                                                                                        if (errors === _errs45) {
                                                                                                            if (Array.isArray(data20)) {
                                                                                                                var valid8 = true;
                                                                                                                const len4 = data20.length;
                                                                                                                for (let i4 = 0; i4 < len4; i4++) {
                                                                                                                    const _errs47 = errors;
                                                                                                                    if (typeof data20[i4] !== "string") {
                                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/pkceMethods/" + i4, schemaPath: "#/properties/server/properties/auth/properties/pkceMethods/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    var valid8 = _errs47 === errors;
                                                                                                                    if (!valid8) {
                                                                                                                        break;
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/pkceMethods", schemaPath: "#/properties/server/properties/auth/properties/pkceMethods/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        var valid3 = _errs45 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid3 = true;
                                                                                                    }
                                                                                                    if (valid3) {
                                                                                                        if (data9.clientIdMetadataDocument !== undefined) {
                                                                                                            const _errs49 = errors;
                                                                                                            if (typeof data9.clientIdMetadataDocument !== "boolean") {
                                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/clientIdMetadataDocument", schemaPath: "#/properties/server/properties/auth/properties/clientIdMetadataDocument/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid3 = _errs49 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid3 = true;
                                                                                                        }
                                                                                                        if (valid3) {
                                                                                                            if (data9.dynamicRegistration !== undefined) {
                                                                                                                const _errs51 = errors;
                                                                                                                if (typeof data9.dynamicRegistration !== "boolean") {
                                                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/dynamicRegistration", schemaPath: "#/properties/server/properties/auth/properties/dynamicRegistration/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                var valid3 = _errs51 === errors;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid3 = true;
                                                                                                            }
                                                                                                            if (valid3) {
                                                                                                                if (data9.issParameter !== undefined) {
                                                                                                                    const _errs53 = errors;
                                                                                                                    if (typeof data9.issParameter !== "boolean") {
                                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/issParameter", schemaPath: "#/properties/server/properties/auth/properties/issParameter/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    var valid3 = _errs53 === errors;
                                                                                                                }
                                                                                                                else {
                                                                                                                    var valid3 = true;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth", schemaPath: "#/properties/server/properties/auth/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid2 = _errs22 === errors;
                                                        }
                                                        else {
                                                            var valid2 = true;
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                            else {
                                validate1.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                            }
                        }
                        var valid0 = _errs11 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.error !== undefined) {
                            const _errs55 = errors;
                            if (typeof data.error !== "string") {
                                validate1.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                            var valid0 = _errs55 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.canaries !== undefined) {
                                let data26 = data.canaries;
                                const _errs57 = errors;
                                if (errors === _errs57) {
                                    if (Array.isArray(data26)) {
                                        var valid9 = true;
                                        const len5 = data26.length;
                                        for (let i5 = 0; i5 < len5; i5++) {
                                            const _errs59 = errors;
                                            if (typeof data26[i5] !== "string") {
                                                validate1.errors = [{ instancePath: instancePath + "/canaries/" + i5, schemaPath: "#/properties/canaries/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid9 = _errs59 === errors;
                                            if (!valid9) {
                                                break;
                                            }
                                        }
                                    }
                                    else {
                                        validate1.errors = [{ instancePath: instancePath + "/canaries", schemaPath: "#/properties/canaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs57 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.protocol !== undefined) {
                                    let data28 = data.protocol;
                                    const _errs61 = errors;
                                    if (errors === _errs61) {
                                        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                                            let missing4;
                                            if (((data28.primary === undefined) && (missing4 = "primary")) || ((data28.eras === undefined) && (missing4 = "eras"))) {
                                                validate1.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                return false;
                                            }
                                            else {
                                                const _errs63 = errors;
                                                for (const key4 in data28) {
                                                    if (!(((key4 === "primary") || (key4 === "pinned")) || (key4 === "eras"))) {
                                                        validate1.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs63 === errors) {
                                                    if (data28.primary !== undefined) {
                                                        let data29 = data28.primary;
                                                        const _errs64 = errors;
                                                        if (!((data29 === "legacy") || (data29 === "modern"))) {
                                                            validate1.errors = [{ instancePath: instancePath + "/protocol/primary", schemaPath: "#/properties/protocol/properties/primary/enum", keyword: "enum", params: { allowedValues: schema1.properties.protocol.properties.primary.enum }, message: "must be equal to one of the allowed values" }];
                                                            return false;
                                                        }
                                                        var valid10 = _errs64 === errors;
                                                    }
                                                    else {
                                                        var valid10 = true;
                                                    }
                                                    if (valid10) {
                                                        if (data28.pinned !== undefined) {
                                                            let data30 = data28.pinned;
                                                            const _errs65 = errors;
                                                            if (!((data30 === "legacy") || (data30 === "modern"))) {
                                                                validate1.errors = [{ instancePath: instancePath + "/protocol/pinned", schemaPath: "#/properties/protocol/properties/pinned/enum", keyword: "enum", params: { allowedValues: schema1.properties.protocol.properties.pinned.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                            }
                                                            var valid10 = _errs65 === errors;
                                                        }
                                                        else {
                                                            var valid10 = true;
                                                        }
                                                        if (valid10) {
                                                            if (data28.eras !== undefined) {
                                                                let data31 = data28.eras;
                                                                const _errs66 = errors;
                                                                if (errors === _errs66) {
                                                                    if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                                                        const _errs68 = errors;
                                                                        for (const key5 in data31) {
                                                                            if (!((key5 === "legacy") || (key5 === "modern"))) {
                                                                                validate1.errors = [{ instancePath: instancePath + "/protocol/eras", schemaPath: "#/properties/protocol/properties/eras/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                                                                return false;
                                                                                break;
                                                                            }
                                                                        }
                                                                        if (_errs68 === errors) {
                                                                            if (data31.legacy !== undefined) {
                                                                                const _errs69 = errors;
                                                                                if (!(validate2(data31.legacy, { instancePath: instancePath + "/protocol/eras/legacy", parentData: data31, parentDataProperty: "legacy", rootData }))) {
                                                                                    vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                                                                                    errors = vErrors.length;
                                                                                }
                                                                                var valid11 = _errs69 === errors;
                                                                            }
                                                                            else {
                                                                                var valid11 = true;
                                                                            }
                                                                            if (valid11) {
                                                                                if (data31.modern !== undefined) {
                                                                                    const _errs70 = errors;
                                                                                    if (!(validate2(data31.modern, { instancePath: instancePath + "/protocol/eras/modern", parentData: data31, parentDataProperty: "modern", rootData }))) {
                                                                                        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                                                                                        errors = vErrors.length;
                                                                                    }
                                                                                    var valid11 = _errs70 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid11 = true;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate1.errors = [{ instancePath: instancePath + "/protocol/eras", schemaPath: "#/properties/protocol/properties/eras/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid10 = _errs66 === errors;
                                                            }
                                                            else {
                                                                var valid10 = true;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate1.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs61 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.kinds !== undefined) {
                                        const _errs71 = errors;
                                        if (!(validate3(data.kinds, { instancePath: instancePath + "/kinds", parentData: data, parentDataProperty: "kinds", rootData }))) {
                                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid0 = _errs71 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate1.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate1.errors = vErrors; return errors === 0; } function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="https://mcp-contract.dev/schemas/snapshot.schema.json" */ ; let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((((data.format === undefined) && (missing0 = "format")) || ((data.server === undefined) && (missing0 = "server"))) || ((data.surfaces === undefined) && (missing0 = "surfaces"))) {
            validate0.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(((((key0 === "$schema") || (key0 === "format")) || (key0 === "server")) || (key0 === "surfaces")) || (key0 === "identity"))) {
                    validate0.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.$schema !== undefined) {
                    const _errs2 = errors;
                    if (typeof data.$schema !== "string") {
                        validate0.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.format !== undefined) {
                        let data1 = data.format;
                        const _errs4 = errors;
                        if (!((data1 === "mcp-contract/1") || (data1 === "mcp-contract/2"))) {
                            validate0.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema0.properties.format.enum }, message: "must be equal to one of the allowed values" }];
                            return false;
                        }
                        var valid0 = _errs4 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.server !== undefined) {
                            let data2 = data.server;
                            const _errs5 = errors;
                            if (errors === _errs5) {
                                if (typeof data2 === "string") {
                                    if (func0(data2) < 1) {
                                        validate0.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate0.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs5 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.surfaces !== undefined) {
                                let data3 = data.surfaces;
                                const _errs7 = errors;
                                if (errors === _errs7) {
                                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                                        for (const key1 in data3) {
                                            const _errs10 = errors;
                                            if (!(validate1(data3[key1], { instancePath: instancePath + "/surfaces/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data3, parentDataProperty: key1, rootData }))) {
                                                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                                                errors = vErrors.length;
                                            }
                                            var valid1 = _errs10 === errors;
                                            if (!valid1) {
                                                break;
                                            }
                                        }
                                    }
                                    else {
                                        validate0.errors = [{ instancePath: instancePath + "/surfaces", schemaPath: "#/properties/surfaces/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs7 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.identity !== undefined) {
                                    let data5 = data.identity;
                                    const _errs11 = errors;
                                    const _errs12 = errors;
                                    if (errors === _errs12) {
                                        if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                            let missing1;
                                            if ((((data5.kind === undefined) && (missing1 = "kind")) || ((data5.name === undefined) && (missing1 = "name"))) || ((data5.source === undefined) && (missing1 = "source"))) {
                                                validate0.errors = [{ instancePath: instancePath + "/identity", schemaPath: "#/definitions/identity/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                                return false;
                                            }
                                            else {
                                                const _errs14 = errors;
                                                for (const key2 in data5) {
                                                    if (!((((((((key2 === "kind") || (key2 === "name")) || (key2 === "version")) || (key2 === "integrity")) || (key2 === "source")) || (key2 === "files")) || (key2 === "unverified")) || (key2 === "absent"))) {
                                                        validate0.errors = [{ instancePath: instancePath + "/identity", schemaPath: "#/definitions/identity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs14 === errors) {
                                                    if (data5.kind !== undefined) {
                                                        let data6 = data5.kind;
                                                        const _errs15 = errors;
                                                        if (!((((((data6 === "npm") || (data6 === "container")) || (data6 === "python")) || (data6 === "worktree")) || (data6 === "remote")) || (data6 === "binary"))) {
                                                            validate0.errors = [{ instancePath: instancePath + "/identity/kind", schemaPath: "#/definitions/identity/properties/kind/enum", keyword: "enum", params: { allowedValues: schema7.properties.kind.enum }, message: "must be equal to one of the allowed values" }];
                                                            return false;
                                                        }
                                                        var valid3 = _errs15 === errors;
                                                    }
                                                    else {
                                                        var valid3 = true;
                                                    }
                                                    if (valid3) {
                                                        if (data5.name !== undefined) {
                                                            const _errs16 = errors;
                                                            if (typeof data5.name !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/identity/name", schemaPath: "#/definitions/identity/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                            var valid3 = _errs16 === errors;
                                                        }
                                                        else {
                                                            var valid3 = true;
                                                        }
                                                        if (valid3) {
                                                            if (data5.version !== undefined) {
                                                                const _errs18 = errors;
                                                                if (typeof data5.version !== "string") {
                                                                    validate0.errors = [{ instancePath: instancePath + "/identity/version", schemaPath: "#/definitions/identity/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                                var valid3 = _errs18 === errors;
                                                            }
                                                            else {
                                                                var valid3 = true;
                                                            }
                                                            if (valid3) {
                                                                if (data5.integrity !== undefined) {
                                                                    const _errs20 = errors;
                                                                    if (typeof data5.integrity !== "string") {
                                                                        validate0.errors = [{ instancePath: instancePath + "/identity/integrity", schemaPath: "#/definitions/identity/properties/integrity/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                    }
                                                                    var valid3 = _errs20 === errors;
                                                                }
                                                                else {
                                                                    var valid3 = true;
                                                                }
                                                                if (valid3) {
                                                                    if (data5.source !== undefined) {
                                                                        const _errs22 = errors;
                                                                        if (typeof data5.source !== "string") {
                                                                            validate0.errors = [{ instancePath: instancePath + "/identity/source", schemaPath: "#/definitions/identity/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                        var valid3 = _errs22 === errors;
                                                                    }
                                                                    else {
                                                                        var valid3 = true;
                                                                    }
                                                                    if (valid3) {
                                                                        if (data5.files !== undefined) {
                                                                            let data11 = data5.files;
                                                                            const _errs24 = errors;
                                                                            if (errors === _errs24) {
                                                                                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                                                                    for (const key3 in data11) {
                                                                                        const _errs27 = errors;
                                                                                        if (typeof data11[key3] !== "string") {
                                                                                            validate0.errors = [{ instancePath: instancePath + "/identity/files/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/identity/properties/files/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid4 = _errs27 === errors;
                                                                                        if (!valid4) {
                                                                                            break;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate0.errors = [{ instancePath: instancePath + "/identity/files", schemaPath: "#/definitions/identity/properties/files/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid3 = _errs24 === errors;
                                                                        }
                                                                        else {
                                                                            var valid3 = true;
                                                                        }
                                                                        if (valid3) {
                                                                            if (data5.unverified !== undefined) {
                                                                                const _errs29 = errors;
                                                                                if (typeof data5.unverified !== "string") {
                                                                                    validate0.errors = [{ instancePath: instancePath + "/identity/unverified", schemaPath: "#/definitions/identity/properties/unverified/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                                var valid3 = _errs29 === errors;
                                                                            }
                                                                            else {
                                                                                var valid3 = true;
                                                                            }
                                                                            if (valid3) {
                                                                                if (data5.absent !== undefined) {
                                                                                    const _errs31 = errors;
                                                                                    if (true !== data5.absent) {
                                                                                        validate0.errors = [{ instancePath: instancePath + "/identity/absent", schemaPath: "#/definitions/identity/properties/absent/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                                                        return false;
                                                                                    }
                                                                                    var valid3 = _errs31 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid3 = true;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate0.errors = [{ instancePath: instancePath + "/identity", schemaPath: "#/definitions/identity/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs11 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate0.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate0.errors = vErrors; return errors === 0; } return validate0; });

;// CONCATENATED MODULE: ./src/storage/schemas.ts


/** The precompiled validator of the snapshot schema. */
const SNAPSHOT_VALIDATOR = snapshot;
/** One line naming the JSON pointer and what is wrong there; the most specific error wins. */
function describeErrors(errors) {
    if (!errors || errors.length === 0)
        return 'invalid';
    // oneOf/anyOf wrap the useful error; prefer the deepest pointer.
    const sorted = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length);
    const e = sorted.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf') ?? sorted[0];
    const at = e.instancePath === '' ? '/' : e.instancePath;
    let what = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties')
        what = `unknown key "${String(e.params.additionalProperty)}"`;
    else if (e.keyword === 'enum')
        what = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    else if (e.keyword === 'const')
        what = `must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${what}`;
}
/** JSON text from a file, git or an artifact; a parse error names where it came from. */
function parseJsonText(text, label) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        // V8's message quotes the text around the error: for a file that is not what it claims, those are its bytes.
        const message = e.message;
        const at = /position (\d+)/.exec(message)?.[1];
        const why = /Unexpected end of JSON input/.test(message) ? 'it ends too early' : at !== undefined ? `unexpected text at character ${at}` : 'unexpected text';
        throw new errors/* UsageError */.eb(`${label}: not valid JSON (${why})`);
    }
}

;// CONCATENATED MODULE: ./src/storage/snapshot-file.ts
// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).










/** The format number this build writes: a file with a higher one was written by a newer mcp-contract. */
const FORMAT_NUMBER = Number(model/* SNAPSHOT_FORMAT */.Td.slice(model/* SNAPSHOT_FORMAT */.Td.lastIndexOf('/') + 1));
function parseSnapshot(text, label) {
    const value = parseSnapshotJson(text, label);
    assertSnapshot(value, label);
    return value;
}
/**
 * The JSON of a snapshot file, its format checked (a newer mcp-contract's file says to upgrade) but nothing else:
 * assertSnapshot validates it.
 */
function parseSnapshotJson(text, label) {
    const value = parseJsonText(text, label);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const format = value.format;
        if (typeof format === 'string' && !model/* READABLE_SNAPSHOT_FORMATS */.pQ.includes(format)) {
            const m = /^mcp-contract\/(\d+)$/.exec(format);
            if (m && Number(m[1]) > FORMAT_NUMBER)
                throw new errors/* UsageError */.eb(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
            throw new errors/* UsageError */.eb(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${model/* SNAPSHOT_FORMAT */.Td}")`);
        }
    }
    return value;
}
/** Throws UsageError naming `label` and the first error where `value` is no valid snapshot. */
function assertSnapshot(value, label) {
    const validate = SNAPSHOT_VALIDATOR;
    if (!validate(value))
        throw new errors/* UsageError */.eb(`${label}: ${describeErrors(validate.errors)}`);
}
/**
 * `label` names the file in errors as the user wrote it (default the path). The reads are synchronous: a snapshot is
 * one small file, and four round trips through libuv's thread pool (lstat, open, read, close) were a third of an
 * in-process check's time (issue 29), more on a loaded machine.
 */
async function readSnapshot(path, label = path) {
    return parseSnapshot(readSnapshotText(path, label), label);
}
/** The text of the snapshot file at `path`: a regular file, never read through a symbolic link. */
function readSnapshotText(path, label = path) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch (e) {
        throw unreadable(e, label);
    }
    return regularText(path, label, st);
}
/**
 * The bytes of the snapshot file at `path` as readSnapshotText reads it, or undefined where `existsSync(path)` is false
 * (no entry, a link to nothing, a directory on the way that cannot be searched). Undecoded, and read into `into` when
 * it is large enough (the result is then a view of it, valid until the next read into it): a caller that checks the
 * same file again and again compares the bytes with those it kept, and allocates and decodes nothing while they are
 * the same. A regular file opened without following a link takes four system calls (open, fstat, one read, close);
 * any other outcome of the open (no entry, a link, a permission) takes the lstat-first path, which says what it is.
 */
function readSnapshotBytesIfAny(path, label = path, into) {
    let fd;
    try {
        // O_NONBLOCK: a FIFO planted at the path opens at once (and is refused below) instead of waiting for a writer.
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch {
        return slowBytesIfAny(path, label);
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            throw new errors/* UsageError */.eb(`${label}: is not a regular file`);
        return readAll(fd, into && into.length > st.size ? into : Buffer.allocUnsafe(st.size + 1));
    }
    catch (e) {
        throw e instanceof errors/* UsageError */.eb ? e : unreadable(e, label);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The rest of an open regular file, read into `buf` (larger than the file's size): a read shorter than asked for is
 * its end, so one read takes it all.
 */
function readAll(fd, buf) {
    let n = 0;
    for (;;) {
        const asked = buf.length - n;
        const got = (0,external_node_fs_.readSync)(fd, buf, n, asked, null);
        n += got;
        if (got < asked)
            return buf.subarray(0, n);
        // The file grew while it was read: read on into a larger buffer.
        const larger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(larger, 0, 0, n);
        buf = larger;
    }
}
function slowBytesIfAny(path, label) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (st === undefined || (st.isSymbolicLink() && !(0,external_node_fs_.existsSync)(path)))
        return undefined;
    return Buffer.from(regularText(path, label, st), 'utf8');
}
function regularText(path, label, st) {
    // A pull request can commit a symlink where the snapshot should be: reading through it would print the start of
    // any file the runner can read (the parse error quotes it). Only a regular file is a snapshot.
    if (st.isSymbolicLink())
        throw new errors/* UsageError */.eb(`${label}: is a symbolic link; a snapshot must be a regular file`);
    if (!st.isFile())
        throw new errors/* UsageError */.eb(`${label}: is not a regular file`);
    try {
        const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0));
        try {
            return (0,external_node_fs_.readFileSync)(fd, 'utf8');
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (e) {
        throw unreadable(e, label);
    }
}
function unreadable(e, label) {
    const code = e.code;
    return new errors/* UsageError */.eb(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symbolic link' : code ?? e.message})`);
}
function serializeSnapshot(snapshot) {
    return (0,canonical/* stableStringify */.JB)(snapshot);
}
const WRITE_REASONS = {
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is not a directory',
    EISDIR: 'it is a directory',
    ENOENT: 'the directory does not exist',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'a symbolic link is in the way',
    EEXIST: 'a part of the path exists and is not a directory',
};
/**
 * Writes through a temp file in the same directory and renames it over the target. The target is never a symbolic
 * link (rename would replace the link, but refusing says so); the temp file is created exclusively, so a link planted
 * under its name is not followed. Any failure is one line naming the file, exit 5. `mode` is the file's from its
 * creation (0600 for a file holding secrets: never readable by others, not even between the write and a chmod).
 */
async function writeFileAtomic(path, text, root, mode = 0o644) {
    const fail = (e) => {
        if (e instanceof errors/* WriteError */.QM)
            throw e;
        const code = e.code ?? '';
        throw new errors/* WriteError */.QM(`cannot write ${path}: ${WRITE_REASONS[code] ?? e.message}${code ? ` (${code})` : ''}`);
    };
    try {
        const st = await (0,promises_.lstat)(path).catch(() => undefined);
        if (st?.isSymbolicLink())
            throw new errors/* WriteError */.QM(`cannot write ${path}: it is a symbolic link; remove it or write elsewhere`);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        if (root !== undefined) {
            // A directory on the way may be a symbolic link committed by a pull request: the real place must stay inside.
            const rel = (0,external_node_path_.relative)(await (0,promises_.realpath)(root), await (0,promises_.realpath)((0,external_node_path_.dirname)(path)));
            if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
                throw new errors/* WriteError */.QM(`cannot write ${path}: a symbolic link leads its directory outside ${root}`);
        }
    }
    catch (e) {
        fail(e);
    }
    const tmp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
    try {
        const fh = await (0,promises_.open)(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), mode);
        try {
            await (typeof text === 'string' ? writeText(fh, text) : writePieces(fh, text));
        }
        finally {
            await fh.close();
        }
        await (0,promises_.rename)(tmp, path);
    }
    catch (e) {
        await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
        fail(e);
    }
}
/** Characters encoded at a time by writeText. */
const WRITE_CHUNK = 1 << 20;
/**
 * `text` as UTF-8, encoded a slice at a time: `writeFile(text)` encodes it whole first, and a 5,000-tool snapshot's
 * 16 MB of text then held as much again in one buffer at the capture's peak (issue 55: peak RSS against a bare
 * client). A slice never ends between the two halves of a surrogate pair, which would encode as two U+FFFD.
 * `scratch`: a buffer to encode into when it holds a slice (writePieces lends its own), else one is allocated.
 */
async function writeText(fh, text, chunk = WRITE_CHUNK, scratch) {
    // One buffer for every slice (a UTF-16 unit is at most 3 bytes of UTF-8, a pair 4 for 2): a fresh one per slice
    // is external memory the collector leaves alone, and sixteen of them were the whole copy again.
    const needed = Math.min(text.length, chunk + 1) * 3;
    const buffer = scratch !== undefined && scratch.length >= needed ? scratch : Buffer.allocUnsafe(needed);
    for (let i = 0; i < text.length;) {
        let end = Math.min(text.length, i + chunk);
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end)))
            end += end - i > 1 ? -1 : 1;
        const bytes = buffer.subarray(0, buffer.write(text.slice(i, end), 0, 'utf8'));
        for (let at = 0; at < bytes.length;)
            at += (await fh.write(bytes, at)).bytesWritten;
        i = end;
    }
}
/**
 * Bytes gathered by writePieces before each write. Every byte of it is touched as a large file goes through, so it
 * counts in full at the peak: 3 MiB cost a 5,000-tool snapshot 2 to 4 MB more peak RSS than a buffer this size, and
 * the 64 writes of its 16 MB instead of 6 made no difference to the write's time that runs on this loaded machine
 * could tell (issue 55).
 */
const PIECES_BUFFER = 256 * 1024;
/**
 * The pieces' text as UTF-8, gathered into one reused buffer and written each time it fills: the whole text is never
 * held (a piece larger than the buffer is written by writeText, through the same buffer). A piece is a whole JSON
 * value or punctuation, so no surrogate pair is split between two pieces.
 */
async function writePieces(fh, pieces, size = PIECES_BUFFER) {
    const buffer = Buffer.allocUnsafe(size);
    let used = 0;
    const flush = async () => {
        for (let at = 0; at < used;)
            at += (await fh.write(buffer, at, used - at)).bytesWritten;
        used = 0;
    };
    for (const piece of pieces) {
        // A UTF-16 unit is at most 3 bytes of UTF-8: a piece that may not fit what is left goes after a flush.
        if (used + piece.length * 3 > size)
            await flush();
        if (piece.length * 3 > size)
            await writeText(fh, piece, Math.max(1, Math.floor(size / 3) - 1), buffer);
        else
            used += buffer.write(piece, used, 'utf8');
    }
    await flush();
}
const isHighSurrogate = (c) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c) => c >= 0xdc00 && c <= 0xdfff;
/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
async function writeSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, stable_pieces_stablePieces(snapshot), root);
}
/**
 * writeSnapshot for a snapshot the CLI captured and wrote untouched: each definition buildCapability wrote key-sorted
 * is written without walking it again (about half of writing a 5,000-tool snapshot, issue 55). The public writeSnapshot
 * sorts every definition, since a library caller may have edited one after its capture.
 */
async function writeCapturedSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, stablePieces(snapshot, true), root);
}
/**
 * Whether a committed snapshot already says what a live capture says. A snapshot written before format 2 records no
 * protocol eras: it matches when everything else does, so upgrading mcp-contract alone never fails a check.
 */
function sameSnapshot(withCode, liveWithCode) {
    // The launch identity is evidence beside the contract, not part of it: code changes are reported as a note.
    const committed = withoutIdentity(withCode);
    return serializeSnapshot(committed) === serializeSnapshot(readAs(withoutIdentity(liveWithCode), committed.format));
}
/** `snapshot` as a file of `format` records it: against a file written before format 2, without the eras it could not record. */
function readAs(snapshot, format) {
    if (format !== 'mcp-contract/1')
        return snapshot;
    const surfaces = {};
    for (const [name, s] of Object.entries(snapshot.surfaces)) {
        const { protocol: _protocol, ...rest } = s;
        surfaces[name] = rest;
    }
    return { ...snapshot, format: 'mcp-contract/1', surfaces };
}
/** A surface's eras without the transport each was reached over: how the capture got there, not what it found. */
function withoutTransports(surface) {
    if (!surface.protocol)
        return surface;
    const eras = {};
    for (const [era, seen] of Object.entries(surface.protocol.eras)) {
        const { transport: _transport, ...rest } = seen;
        eras[era] = rest;
    }
    return { ...surface, protocol: { ...surface.protocol, eras } };
}
/**
 * The contract alone, without how it was observed: the launch identity and each era's transport are gone, so a server
 * captured in this process (no transport, no launch) and the same server captured from its command compare equal.
 */
function withoutObservation(snapshot) {
    const surfaces = {};
    for (const [name, s] of Object.entries(snapshot.surfaces))
        surfaces[name] = withoutTransports(s);
    return { ...(0,identity/* withoutIdentity */.jD)(snapshot), surfaces };
}
/**
 * Whether two snapshots hold the same contract, however each was observed (in this process, over stdio or HTTP).
 * sameSnapshot is stricter: `check` keeps a committed file equal to what `mcp-contract snapshot` writes today.
 */
function sameContract(committed, live) {
    return sameContractAs(contractOf(committed), committed.format, live);
}
/**
 * What sameContract compares of a snapshot: the contract alone (withoutObservation). `against` is the committed
 * snapshot's format when `snapshot` is the live side: against a file written before format 2, the eras it could not
 * record are left out (sameSnapshot's rule).
 */
function contractOf(snapshot, against) {
    return readAs(withoutObservation(snapshot), against);
}
/**
 * sameContract with the committed side's contractOf already made (a file checked again and again keeps it): equal
 * when both write the same key-sorted JSON, found by jsonEqual's walk (it writes no text), or by the texts where only
 * they can tell (a key set to undefined, which no text writes). With `trueDigests` (the committed capabilities whose
 * digest holds, and `live` captured here, so that every digest of it holds), a capability of each with the same digest
 * has the same definition, which is then not walked: the definitions were most of what a repeated check compared.
 */
function sameContractAs(committedContract, committedFormat, live, trueDigests) {
    const seen = contractOf(live, committedFormat);
    const a = committedContract;
    const b = seen;
    const equal = trueDigests ? (0,json/* jsonEqualWith */.L7)(a, b, (x, y) => sameByDigest(x, y, trueDigests)) : (0,json/* jsonEqual */.Zm)(a, b);
    return equal || contractText(committedContract) === contractText(seen);
}
/** Settles a committed capability whose digest holds against its live counterpart: equal digests, equal definitions. */
function sameByDigest(x, y, trueDigests) {
    if (!trueDigests.has(x) || typeof x.digest !== 'string' || x.digest !== y.digest)
        return undefined;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length)
        return false;
    // The digest stands for the definition only: every other member is still compared.
    return keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && (k === 'definition' || (0,json/* jsonEqual */.Zm)(x[k], y[k])));
}
/**
 * The capabilities of `snapshot` whose digest is what their definition and origin hash to (digestOf; the capture binds
 * a digest to the name the server gives itself, else to the snapshot's). A digest that does not hold (a file edited
 * by hand, a lossless digest beside its display form) is left out, and its definition is compared member by member.
 */
function capabilitiesWithTrueDigests(snapshot) {
    const held = new WeakSet();
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        const named = s.server?.serverInfo.name;
        const origin = { server: typeof named === 'string' ? named : snapshot.server, surface };
        for (const kind of Object.values(s.kinds)) {
            for (const item of kind?.items ?? [])
                if ((0,canonical/* digestOf */.ol)(item.definition, origin) === item.digest)
                    held.add(item);
        }
    }
    return held;
}
function contractText(contract) {
    return JSON.stringify((0,canonical/* sortKeys */.di)(contract));
}


/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __builtin("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

let real; const load = () => (real ??= __builtin("node:crypto")); module.exports = new Proxy({}, { get: (_, key) => load()[key], has: (_, key) => key in load(), ownKeys: () => Reflect.ownKeys(load()), getOwnPropertyDescriptor: (_, key) => { const d = Reflect.getOwnPropertyDescriptor(load(), key); if (d) d.configurable = true; return d; } });

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __builtin("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __builtin("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __builtin("node:http");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __builtin("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __builtin("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __builtin("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __builtin("node:url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __nccwpck_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __nccwpck_require__(7336);
// EXTERNAL MODULE: ./src/capture/connect.ts + 2 modules
var connect = __nccwpck_require__(2296);
// EXTERNAL MODULE: ./src/capture/child-env.ts
var child_env = __nccwpck_require__(7646);
// EXTERNAL MODULE: ./src/capture/env.ts
var capture_env = __nccwpck_require__(3181);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var shared_secrets = __nccwpck_require__(8712);
// EXTERNAL MODULE: ./src/capture/process.ts
var capture_process = __nccwpck_require__(2443);
// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __nccwpck_require__(279);
// EXTERNAL MODULE: ./src/capture/session.ts + 1 modules
var session = __nccwpck_require__(4329);
// EXTERNAL MODULE: ./src/capture/modern.ts
var modern = __nccwpck_require__(2187);
;// CONCATENATED MODULE: ./src/capture/eras.ts
// Captures a surface in every protocol era it speaks. The negotiated session (server/discover first, initialize as the
// spec's fallback) decides what the server speaks; a server that answers discover is asked to initialize too, since
// a dual-era server may show each era a different surface. The surface's `server` and `kinds` come from the legacy
// era where served (as every snapshot before format 2 did), else the modern one: a server moved from SDK v1 to v2 with
// the same tools keeps its digests, and the other era's lists are kept only where they differ.
//
// The second era needs a second process on stdio: the SDKs lock a stdio connection to the era of its first message
// (a later initialize is refused), so one process cannot show both. When the last capture saw both eras served, the
// second process starts beside the first instead of after it (SurfacePlan.concurrentEras). What is recorded stays
// what a capture one after the other records: the attempt is kept only when the modern era was served whole beside
// a legacy era served whole or refused; anything else (a lock file or a fixed port the other instance held, a server
// now legacy-only) is thrown away and the surface captured one era after the other, where the negotiation decides
// as before. Never with canaries: their calls run in the first session, and the second era's lists must not race them.





/** Whether a failed open means the server answered that it does not speak the era (rather than failing to answer). */
function isRefusal(err) {
    if (err instanceof messages/* RpcError */.Qc)
        return err.code === modern/* UNSUPPORTED_VERSION */.xH || err.code === -32601;
    const e = err;
    const status = typeof e?.code === 'number' ? e.code : undefined;
    if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403)
        return false;
    // A 4xx answer to an era's opening request is a refusal when its body says so or names no JSON-RPC error at all.
    const text = typeof e?.message === 'string' ? e.message : '';
    return text.includes(String(modern/* UNSUPPORTED_VERSION */.xH)) || !/"code"\s*:/.test(text);
}
function served(capture) {
    const s = capture.session;
    // A session with a server in this process crossed no transport a client could use: none is recorded.
    const out = s.type === 'in-process' ? { state: 'served' } : { state: 'served', transport: s.type };
    if (s.era === 'modern' && s.discover) {
        out.versions = [...s.discover.supportedVersions];
        out.discover = s.discover;
    }
    else if (s.protocolVersion)
        out.versions = [s.protocolVersion];
    return out;
}
function notServed(capture, plan) {
    return { state: isRefusal(capture.openError) ? 'refused' : 'failed', error: (0,session/* oneLine */.TN)(capture.snap.error ?? 'no session', plan.secrets) };
}
/** What one kind answered, for telling whether two eras list the same thing. */
function listedKind(k) {
    return `${k.observation.state} ${k.items.map((c) => c.digest).join(' ')}`;
}
function sameKinds(a, b) {
    return model/* KINDS */.GW.every((k) => listedKind(a[k]) === listedKind(b[k]));
}
function withProtocol(snap, protocol) {
    return { ...snap, protocol };
}
/** Surfaces whose snapshot saw both eras served: their next capture may start the second era's process early. */
function dualEraSurfaces(snapshot) {
    return Object.entries(snapshot.surfaces)
        .filter(([, s]) => s.protocol?.eras.modern?.state === 'served' && s.protocol.eras.legacy?.state === 'served')
        .map(([name]) => name);
}
/** Whether an era's capture came out whole (a session, no failed list). */
function whole(capture) {
    return capture.session !== undefined && model/* KINDS */.GW.every((k) => capture.snap.kinds[k].observation.state !== 'failed');
}
/** Captures one surface through the SDK client in every era it speaks (or the one the config pins). */
async function captureSurfaceSdk(plan) {
    return (await besideEachOther(plan)) ?? erasOf(plan, await (0,session/* captureOneEra */.DM)(plan, plan.era, true), () => (0,session/* captureOneEra */.DM)(plan, 'legacy', false));
}
/**
 * Both eras' processes at once, when the plan allows it. Kept only when it came out as one capture after the other
 * would: the modern era served whole, and the legacy era whole or refused. Otherwise (a lock or a port the other
 * instance held, a server now legacy-only, a server that failed anyway) undefined, and the surface is captured again
 * one era after the other; the attempt's log lines are dropped with it.
 *
 * The first process is asked for the modern era only, within the probe's wait: negotiated, a probe whose process
 * lost a lock to the one beside it (it exits, the pipe closes) reads as a legacy-only server, falls back to
 * initialize in a third process, and records the modern era refused where one after the other records it served.
 */
async function besideEachOther(plan) {
    if (!plan.concurrentEras || plan.era !== 'auto' || plan.target.type !== 'stdio' || plan.afterLists)
        return undefined;
    const lines = [];
    const held = { ...plan, log: (line) => lines.push(line) };
    const probe = { ...held, timeouts: { ...held.timeouts, initializeMs: Math.min(held.timeouts.initializeMs, connect/* PROBE_MS */.KB) } };
    const [first, legacy] = await Promise.all([(0,session/* captureOneEra */.DM)(probe, 'modern', true), (0,session/* captureOneEra */.DM)(held, 'legacy', false)]);
    if (!whole(first))
        return undefined;
    if (!whole(legacy) && !isRefusal(legacy.openError))
        return undefined;
    for (const line of lines)
        plan.log(line);
    return erasOf(plan, first, () => Promise.resolve(legacy));
}
/** The surface from its first session's capture, and (when that spoke modern) the legacy era's capture. */
async function erasOf(plan, first, legacyCapture) {
    const pinned = plan.era === 'auto' ? undefined : plan.era;
    if (!first.session) {
        // Nothing answered: without a pin there is no telling which era failed.
        return pinned ? withProtocol(first.snap, { primary: pinned, pinned, eras: { [pinned]: notServed(first, plan) } }) : first.snap;
    }
    const era = first.session.era;
    const eras = { [era]: served(first) };
    if (pinned)
        return withProtocol(first.snap, { primary: era, pinned, eras });
    if (era === 'legacy') {
        // The negotiation already asked: a fallback means discover was not answered as a modern server answers it. Over
        // HTTP+SSE (which predates 2026-07-28) the modern era is not asked at all.
        if (first.session.fallback !== undefined)
            eras.modern = { state: 'refused', error: (0,session/* oneLine */.TN)(first.session.fallback, plan.secrets) };
        return withProtocol(first.snap, { primary: 'legacy', eras });
    }
    const legacy = await legacyCapture();
    if (!legacy.session) {
        eras.legacy = notServed(legacy, plan);
        return withProtocol(first.snap, { primary: 'modern', eras });
    }
    eras.legacy = served(legacy);
    if (!sameKinds(legacy.snap.kinds, first.snap.kinds))
        eras.modern = { ...eras.modern, kinds: first.snap.kinds };
    const snap = { ...legacy.snap };
    if (first.snap.canaries)
        snap.canaries = first.snap.canaries;
    return withProtocol(snap, { primary: 'legacy', eras });
}

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __builtin("node:v8");
;// CONCATENATED MODULE: ./src/capture/v8-flags.ts
// V8 settings a capture asks for while it runs. Each flag is read by V8 at run time (when it next sizes the young
// generation, or next decides to optimize a function), so setting it after start-up takes effect from then on.

/**
 * A capture keeps every listed definition: enough objects survive each scavenge that V8 doubles its young generation
 * again and again (to 32 MB on Node 20, 64 MB on Node 24), and resident memory never comes back down. Holding the
 * young generation at its starting size keeps a large capture's footprint near its live data (issue 21: peak RSS at
 * most 1.5x a bare client's) at the cost of more, smaller scavenges, which `npm run bench` times. (--max-semi-space-size
 * is read only at start-up, and a user may still pass it in NODE_OPTIONS.)
 */
function holdYoungGeneration() {
    (0,external_node_v8_namespaceObject.setFlagsFromString)('--semi-space-growth-factor=1');
}
/** Captures running now; TurboFan is off while there is one. */
let capturing = 0;
/** Set by a process that wants TurboFan off for good (the guard): a capture ending never turns it back on. */
let keptOff = false;
/**
 * Runs one capture with V8's TurboFan off, and turns it back on once no capture runs (unless keptOff). The digest's
 * few hot functions reach TurboFan within the first hundred listed tools, and compiling them took 89 ms of CPU and
 * about 8 MB of memory in a 5,000-tool capture, more than their faster code gave back before the list ended; Maglev's
 * code, compiled in 24 ms, serves the whole capture. Measured on Node 24 against a bare JSON-RPC client over the
 * same server, 16 interleaved rounds each (issue 21): at 1,000 tools 1.17x instead of 1.24x (median of the per-round
 * ratios), CPU 78 ms instead of 115, peak RSS 61.5 MB instead of 71.6; at 5,000 tools 1.26x instead of 1.37x, CPU
 * 268 ms instead of 317, peak RSS 71.6 MB instead of 78.8. What runs after the capture (classification, rendering a
 * large report) gets TurboFan back.
 */
async function withoutTurbofan(capture) {
    if (!turbofanIsOurs())
        return capture();
    if (capturing++ === 0)
        (0,external_node_v8_namespaceObject.setFlagsFromString)('--no-opt');
    try {
        return await capture();
    }
    finally {
        if (--capturing === 0 && !keptOff)
            (0,external_node_v8_namespaceObject.setFlagsFromString)('--opt');
    }
}
/** Flags by which whoever started Node decided how V8 compiles (V8 reads `_` as `-`). */
const USER_TIERING = /^--(?:jitless|lite-mode|no-?opt|no-?turbofan|opt|turbofan|max-opt|always-opt|always-turbofan|stress-opt)(?:=|$)/;
/**
 * Whether TurboFan is this process's to switch: not when Node was started with a flag about it. Turning it back on
 * would override a user's --no-opt, and under --jitless it crashes V8 (a segmentation fault on Node 24.22.3).
 */
function turbofanIsOurs(argv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
    return ![...argv, ...nodeOptions.split(/\s+/)].some((flag) => USER_TIERING.test(flag.replace(/_/g, '-')));
}
/** TurboFan off for the rest of this process, whatever captures start and end in it. */
function keepTurbofanOff() {
    keptOff = true;
    setFlagsFromString('--no-opt');
}
/**
 * Ends keepTurbofanOff: TurboFan is back at once, or when the capture running now ends (never during one), and never
 * where Node was started with a flag about it.
 */
function releaseTurbofan() {
    if (!keptOff)
        return;
    keptOff = false;
    if (capturing === 0 && turbofanIsOurs())
        setFlagsFromString('--opt');
}

// EXTERNAL MODULE: ./src/capture/defaults.ts
var defaults = __nccwpck_require__(9238);
;// CONCATENATED MODULE: ./src/capture/setup.ts




/** Every marker this process has handed out: the Action sweeps them all once more before it writes any result. */
const ISSUED_MARKERS = new Set();
/** A fresh run marker, remembered for sweepAllCaptures. */
function setup_issueMarker() {
    const marker = (0,child_env/* newRunMarker */.um)();
    ISSUED_MARKERS.add(marker);
    return marker;
}
/**
 * The config's `setup` (the repository's install), once, before any server's build: servers that share a workspace
 * root would otherwise each install into it, at once, and race. It is the judged code, like a build: the allow-listed
 * environment only, and whatever it leaves running is ended before any server starts.
 */
async function runSetup(config, baseDir) {
    const setup = config.setup;
    if (setup === undefined)
        return;
    const { command, timeoutMs = DEFAULT_TIMEOUTS.buildMs } = typeof setup === 'string' ? { command: setup } : setup;
    const marker = setup_issueMarker();
    try {
        const res = await runShell(command, { cwd: baseDir, env: childEnv({}, marker), timeoutMs });
        if (res.timedOut)
            throw new SetupError(`timed out after ${timeoutMs} ms`, res.output.tail(30));
        if (res.code !== 0)
            throw new SetupError(res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`, res.output.tail(30));
    }
    finally {
        await sweepMarked([marker]);
    }
}
/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
function sweepAllCaptures() {
    return sweepMarked([...ISSUED_MARKERS]);
}

// EXTERNAL MODULE: ./src/capture/stdio.ts
var stdio = __nccwpck_require__(8651);
// EXTERNAL MODULE: ./src/capture/surface-target.ts
var surface_target = __nccwpck_require__(6823);
;// CONCATENATED MODULE: ./src/capture/early-launch.ts




/**
 * Starts the first surface of `server` now, when the capture would start that same process first with nothing before
 * it: a stdio surface, no build (it must finish first, and may write the very files the command runs), no `start`,
 * no OAuth. Every surface is planned as the capture plans it, so a config the capture refuses (an empty surface list,
 * a `${VAR}` not set, a stdio surface without a command) starts nothing here either: undefined, and the capture
 * reports it in its usual words.
 */
function launchEarly(name, server, opts) {
    if (server.build || server.start || server.oauth)
        return undefined;
    let first;
    const marker = issueMarker();
    try {
        for (const [surface, cfg] of surfacesOf(name, server)) {
            const expanded = expandSurface(name, server, surface, cfg, opts.env);
            if (expanded.transport !== 'stdio')
                return undefined;
            const target = stdioTarget(name, server, surface, cfg, expanded, opts.env, opts.baseDir, marker);
            first ??= { surface, target };
        }
    }
    catch {
        return undefined;
    }
    if (!first)
        return undefined;
    const { target } = first;
    const limits = { ...DEFAULT_LIMITS, ...server.limits };
    const child = new ChildStdioTransport({ command: target.command, args: target.args, cwd: target.cwd, env: target.env, maxMessageBytes: limits.maxMessageBytes, held: true });
    const started = child.start().then(() => true, () => false);
    return { marker, surface: first.surface, target, child, maxMessageBytes: limits.maxMessageBytes, started };
}
/**
 * The early process for `plan`'s session, when it was started for that very surface and command line and started at
 * all; otherwise it is closed and the capture starts its own.
 */
async function earlyProcessFor(early, plan) {
    // The transport options the session would start it with (connect.ts): the message bound, and nothing else set.
    const sameOptions = plan.limits.maxMessageBytes === early.maxMessageBytes && !plan.reusePages && plan.unreadBytes === undefined && plan.unreadListBytes === undefined;
    if ((await early.started) && sameOptions && plan.surface === early.surface && sameTarget(plan.target, early.target))
        return early.child;
    await early.child.close();
    return undefined;
}
function sameTarget(a, b) {
    if (a.type !== 'stdio')
        return false;
    const t = a;
    const env = (e) => JSON.stringify(Object.entries(e).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
    return t.command === b.command && t.cwd === b.cwd && JSON.stringify(t.args) === JSON.stringify(b.args) && env(t.env) === env(b.env);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/capture/concurrent.ts
// Many servers captured side by side, bounded by a limit: results come back in input order, and every task is
// waited for before a failure is reported, so no server keeps running behind an error and one failure hides no
// other server's result.


/** The default bound: one capture per core (a capture is mostly a build and a child process). */
function defaultConcurrency() {
    return Math.max(1, availableParallelism());
}
/** `--concurrency N` / the `concurrency` input: a whole number from 1, or empty for the default. */
function parseConcurrency(value, where) {
    if (value === undefined || value.trim() === '')
        return defaultConcurrency();
    const n = Number(value.trim());
    if (!Number.isInteger(n) || n < 1 || n > 256)
        throw new UsageError(`${where}: expected a whole number from 1 to 256 (got "${value}")`);
    return n;
}
/**
 * The bound of a run, shared by its servers and each server's surfaces: a server waits for a slot; a server with
 * several surfaces that are processes of their own also borrows whatever slots are free at that moment (never
 * waiting for one while it holds its own, so no two servers can wait on each other).
 */
class Slots {
    free;
    waiting = [];
    constructor(limit) {
        this.free = Math.max(1, limit);
    }
    /** Waits for a slot; the function returned gives it back (a second call does nothing). */
    async take() {
        if (this.free > 0)
            this.free--;
        else
            await new Promise((resolve) => this.waiting.push(resolve));
        return this.giver();
    }
    /** A slot if one is free now, else undefined. */
    tryTake() {
        if (this.free === 0)
            return undefined;
        this.free--;
        return this.giver();
    }
    giver() {
        let given = false;
        return () => {
            if (given)
                return;
            given = true;
            const next = this.waiting.shift();
            if (next)
                next();
            else
                this.free++;
        };
    }
}
/**
 * Runs `fn` over `items` with at most `limit` slots taken at once, started in input order; each outcome at its item's
 * index. `fn` gets the run's slots, to borrow free ones for work of its own that can run side by side.
 */
async function settleBounded(items, limit, fn) {
    const slots = new Slots(limit);
    const running = [];
    for (const [i, item] of items.entries()) {
        const give = await slots.take();
        running.push(Promise.resolve().then(() => fn(item, i, slots)).then((value) => ({ status: 'fulfilled', value }), (reason) => ({ status: 'rejected', reason })).finally(give));
    }
    return Promise.all(running);
}
/**
 * Runs `fn` over `items` on `lanes` workers that each take the next item; `laneDone(lane)` when a lane finds no more
 * work (lane 0 first holds what the caller holds, the others what it borrowed).
 */
async function settleInLanes(items, lanes, fn, laneDone = () => undefined) {
    const out = new Array(items.length);
    let next = 0;
    const lane = async (n) => {
        while (next < items.length) {
            const i = next++;
            try {
                out[i] = { status: 'fulfilled', value: await fn(items[i], i) };
            }
            catch (reason) {
                out[i] = { status: 'rejected', reason };
            }
        }
        laneDone(n);
    };
    await Promise.all(Array.from({ length: Math.min(Math.max(1, lanes), Math.max(1, items.length)) }, (_, n) => lane(n)));
    return out;
}
/** The failures of a settled run as one error: the first in input order carries its exit code, every one is named. */
function combinedFailure(settled) {
    const reasons = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    if (reasons.length <= 1)
        return reasons[0];
    const first = reasons[0];
    if (!(first instanceof errors/* ContractError */.Vl))
        return first;
    const messages = reasons.map((r) => (r instanceof Error ? r.message : String(r)));
    const details = reasons.flatMap((r) => (r instanceof errors/* ContractError */.Vl && r.detail ? [r.detail] : []));
    return new errors/* ContractError */.Vl(`${messages.join('; ')}`, first.exitCode, details.length ? details.join('\n') : undefined);
}
/** Every value of a settled run in input order, or its combined failure. */
function valuesOrFailure(settled) {
    const failure = combinedFailure(settled);
    if (failure !== undefined)
        throw failure;
    return settled.map((r) => r.value);
}
/** Every value in input order, or (after all have finished) the combined failure. */
async function allBounded(items, limit, fn) {
    return valuesOrFailure(await settleBounded(items, limit, fn));
}

;// CONCATENATED MODULE: ./src/capture/capture.ts














async function build(name, server, opts, marker) {
    if (!server.build)
        return;
    const timeoutMs = server.timeouts?.buildMs ?? session/* DEFAULT_TIMEOUTS */.Rh.buildMs;
    opts.log?.(`[${name}] build: ${server.build}`);
    // The build is the judged code too: the allow-list and the server's configured env, nothing else of the runner's.
    const env = (0,child_env/* childEnv */.gf)((0,capture_env/* expandValues */.pj)(server.env, opts.env, `server "${name}" env`), marker);
    const secrets = (0,shared_secrets/* secretsOf */.Fj)(server, opts.env);
    const res = await (0,capture_process/* runShell */.E5)(server.build, { cwd: opts.baseDir, env, timeoutMs });
    if (res.timedOut)
        throw new errors/* CaptureError */.$3(name, 'build', `timed out after ${timeoutMs} ms`, (0,capture_env/* redact */.E$)(res.output.tail(30), secrets));
    if (res.code !== 0) {
        const why = res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`;
        throw new errors/* CaptureError */.$3(name, 'build', why, (0,capture_env/* redact */.E$)(res.output.tail(30), secrets));
    }
}
/** Starts an HTTP server the tool owns and waits until its URL answers anything at all. */
async function start(name, server, opts, marker) {
    const s = server.start;
    if (!s)
        return undefined;
    const rawReady = s.readyUrl ?? server.url ?? Object.values(server.surfaces ?? {}).find((x) => x.url)?.url;
    if (!rawReady)
        throw new errors/* UsageError */.eb(`server "${name}": "start" needs "readyUrl" or "url"`);
    const readyUrl = (0,capture_env/* expandString */.KG)(rawReady, opts.env, `server "${name}" ${s.readyUrl !== undefined ? 'start.readyUrl' : 'url'}`);
    const named = {
        ...(0,capture_env/* expandValues */.pj)(server.env, opts.env, `server "${name}" env`),
        ...(0,capture_env/* expandValues */.pj)(s.env, opts.env, `server "${name}" start.env`),
    };
    const env = (0,child_env/* childEnv */.gf)(named, marker);
    const args = (0,capture_env/* expandList */.n3)(s.args, opts.env, `server "${name}" start.args`);
    const startMs = server.timeouts?.startMs ?? session/* DEFAULT_TIMEOUTS */.Rh.startMs;
    const child = (0,capture_process/* spawnGroup */.j8)(s.command, args, { cwd: (0,connect/* resolveCwd */.fg)(opts.baseDir, s.cwd), env });
    child.stdin?.end();
    const output = new capture_process/* TailBuffer */.vX();
    child.stdout?.on('data', (c) => output.push(c));
    child.stderr?.on('data', (c) => output.push(c));
    let exit;
    child.once('error', (e) => (exit = e.message));
    child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `exit code ${code}`));
    const secrets = (0,shared_secrets/* secretsOf */.Fj)(server, opts.env);
    const until = Date.now() + startMs;
    while (Date.now() < until) {
        if (exit !== undefined) {
            await (0,capture_process/* killGroup */.i0)(child);
            throw new errors/* CaptureError */.$3(name, 'start', `the start command ended (${(0,session/* oneLine */.TN)(exit, secrets)})`, (0,capture_env/* redact */.E$)(output.tail(30), secrets));
        }
        try {
            await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
            return child;
        }
        catch {
            await (0,capture_process/* delay */.cb)(100);
        }
    }
    await (0,capture_process/* killGroup */.i0)(child);
    throw new errors/* CaptureError */.$3(name, 'start', (0,session/* oneLine */.TN)(`${(0,shared_secrets/* displayUrl */.Qy)(readyUrl)} did not answer within ${startMs} ms`, secrets), (0,capture_env/* redact */.E$)(output.tail(30), secrets));
}
/**
 * Captures every configured surface of one server. Throws UsageError for bad config and CaptureError when the
 * server cannot be built or started; anything the server does wrong after that is recorded in the snapshot.
 */
function captureServer(name, server, opts) {
    // The V8 settings below suit a process that captures; a server in the caller's own process runs in a test runner's
    // or an application's process, whose heap and compiler are theirs (the young-generation setting would outlive the
    // capture, and TurboFan off would slow the server's own code while it is captured).
    if (opts.inProcess)
        return captureAll(name, server, opts);
    holdYoungGeneration();
    return withoutTurbofan(() => captureAll(name, server, opts));
}
async function captureAll(name, server, opts) {
    const surfaces = (0,session/* surfacesOf */.m_)(name, server, opts.surfaces);
    // A server in this process with nothing to build or start runs no process: there is nothing to mark or sweep (the
    // scan of every process's environment was most of an in-process check's time, the random marker a part of the rest).
    const spawns = !opts.inProcess || Boolean(server.build) || Boolean(server.start);
    // A process the CLI started early (early-launch.ts) carries its marker already: everything else of this capture
    // carries the same one, and the sweep below ends them together.
    const marker = spawns ? (opts.early?.marker ?? setup_issueMarker()) : '';
    const plans = surfaces.map(([s, cfg]) => (0,session/* planSurface */.t4)(name, server, s, cfg, { ...opts, marker }));
    const via = opts.via ?? 'sdk';
    let captureWith = captureSurfaceSdk;
    if (via === 'inspector') {
        const { inspectorCapturer } = await __nccwpck_require__.e(/* import() */ 447).then(__nccwpck_require__.bind(__nccwpck_require__, 8447));
        captureWith = inspectorCapturer(name);
    }
    let started;
    const out = { format: model/* SNAPSHOT_FORMAT */.Td, server: name, surfaces: {} };
    try {
        await build(name, server, opts, marker);
        started = await start(name, server, opts, marker);
        const early = opts.early && plans.length > 0 ? await earlyProcessFor(opts.early, plans[0]) : undefined;
        if (early)
            plans[0] = { ...plans[0], spawned: early };
        const surfaces = await captureSurfaces(plans, captureWith, opts.slots);
        plans.forEach((plan, i) => {
            if (plan.canaries.length > 0)
                surfaces[i].canaries = plan.canaries;
            out.surfaces[plan.surface] = surfaces[i];
        });
    }
    finally {
        // Taken by its session, it is closed already; otherwise it ends here.
        await opts.early?.child.close();
        if (started)
            await (0,capture_process/* killGroup */.i0)(started);
        // Whatever left its process group (a daemon the build or the server spawned) is ended too, before anything
        // is reported: nothing the judged code started outlives the capture.
        const swept = spawns ? await (0,capture_process/* sweepMarked */.TK)([marker]) : 0;
        if (swept > 0)
            opts.log?.(`[${name}] ended ${swept} process(es) that outlived their process group`);
    }
    return out;
}
/**
 * Captures each surface, in the plans' order. Surfaces that are processes of their own (stdio commands, no canaries:
 * a canary's tool calls may touch state the server's surfaces share) are captured side by side in the run's free slots;
 * surfaces of one started server, or reached by URL, one after another. Every surface is waited for before a failure
 * is reported, so none keeps running behind it.
 */
async function captureSurfaces(plans, captureWith, slots) {
    const apart = plans.length > 1 && plans.every((p) => p.target.type === 'stdio' && p.canaries.length === 0);
    if (!apart || !slots) {
        const out = [];
        for (const plan of plans)
            out.push(await captureWith(plan));
        return out;
    }
    const borrowed = [];
    while (borrowed.length < plans.length - 1) {
        const give = slots.tryTake();
        if (!give)
            break;
        borrowed.push(give);
    }
    try {
        return valuesOrFailure(await settleInLanes(plans, 1 + borrowed.length, captureWith, (lane) => borrowed[lane - 1]?.()));
    }
    finally {
        for (const give of borrowed)
            give();
    }
}

/** `surface/kind: error` for each observation that failed: the caller exits 3 when this is not empty. */
function incompleteKinds(snapshot) {
    const out = [];
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        for (const kind of model/* KINDS */.GW) {
            const obs = snap.kinds[kind]?.observation;
            if (obs?.state === 'failed')
                out.push(`${surface}/${kind}: ${obs.error ?? 'failed'}`);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/capture/complete.ts
// An observation must be complete before anything compares it: a failed list is never read as a removal.


/** A surface that never got past start/initialize, as one error naming the phase (not four per-kind failures). */
function surfaceFailure(name, snapshot) {
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        if (!s.error)
            continue;
        const cause = s.error.replace(/^initialize failed: /, '');
        const phase = /^cannot start /.test(cause) ? 'start' : 'initialize';
        const where = Object.keys(snapshot.surfaces).length > 1 ? `surface "${surface}": ` : '';
        return new errors/* CaptureError */.$3(name, phase, `${where}${cause}`);
    }
    return undefined;
}
/** Throws the CaptureError (exit 3) that says why the observation is incomplete. */
function assertComplete(name, snapshot) {
    const early = surfaceFailure(name, snapshot);
    if (early)
        throw early;
    const missing = incompleteKinds(snapshot);
    if (missing.length > 0)
        throw new errors/* CaptureError */.$3(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/identity/file-memo.ts
// Values computed from a file, kept while the file stays the same. The servers of one repository share its lockfile:
// a run that captures forty of them would otherwise parse and hash the same megabytes forty times. A build step may
// rewrite the file between two captures, so each use compares the file's device, inode, size, modification and change
// times with those the value was computed from, and computes again when any differs.

/**
 * A file modified this recently is not remembered: file times advance by the kernel's clock tick, so a rewrite of the
 * same size within one tick would keep the same stamp (git's "racy" index entries, handled the same way).
 */
const SETTLED_MS = 2000;
function stampOf(file, now) {
    try {
        const s = (0,external_node_fs_.statSync)(file, { bigint: true });
        const changed = Number((s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs) / 1000000n);
        return { key: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, settled: now - changed > SETTLED_MS };
    }
    catch {
        return undefined;
    }
}
/** `compute(file)`, remembered for the `limit` files used last while each is unchanged. */
function memoByFile(compute, limit, now = Date.now) {
    const kept = new Map();
    return (file) => {
        const stamp = stampOf(file, now());
        const hit = kept.get(file);
        kept.delete(file);
        if (stamp && hit?.key === stamp.key) {
            kept.set(file, hit);
            return hit.value;
        }
        const value = compute(file);
        if (stamp?.settled) {
            kept.set(file, { key: stamp.key, value });
            if (kept.size > limit)
                kept.delete(kept.keys().next().value);
        }
        return value;
    };
}

;// CONCATENATED MODULE: ./src/identity/npm.ts
// An npm package's identity, offline: its installed package.json, and the integrity the lockfile that installed it
// records for that version. A name and version alone stay unverified: nothing ties them to bytes.



function readJson(file) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
function isFile(p) {
    try {
        return (0,external_node_fs_.statSync)(p).isFile();
    }
    catch {
        return false;
    }
}
/** The package directory holding `file` when it lies under a node_modules directory (scoped names included). */
function packageDirOf(file) {
    const parts = file.split(external_node_path_.sep);
    const at = parts.lastIndexOf('node_modules');
    if (at < 0 || at + 1 >= parts.length)
        return undefined;
    const end = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
    if (end > parts.length)
        return undefined;
    return parts.slice(0, end).join(external_node_path_.sep) || external_node_path_.sep;
}
const LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', (0,external_node_path_.join)('node_modules', '.package-lock.json')];
/** A lockfile's packages, parsed once while the file is unchanged (a few lockfiles serve every server of a run). */
const readLock = memoByFile((file) => readJson(file), 8);
/** The lockfile entry for an installed package directory: the lock sits in the directory that holds the top node_modules. */
function lockEntry(pkgDir) {
    const parts = pkgDir.split(external_node_path_.sep);
    const top = parts.indexOf('node_modules');
    if (top < 0)
        return undefined;
    const root = parts.slice(0, top).join(external_node_path_.sep) || external_node_path_.sep;
    for (const name of LOCKS) {
        const file = (0,external_node_path_.join)(root, name);
        const lock = readLock(file);
        if (!lock?.packages)
            continue;
        const key = (0,external_node_path_.relative)(root, pkgDir).split(external_node_path_.sep).join('/');
        return { file, entry: lock.packages[key] };
    }
    return undefined;
}
/** The identity of the installed package in `pkgDir`. */
function installedIdentity(pkgDir) {
    const pj = readJson((0,external_node_path_.join)(pkgDir, 'package.json'));
    // Paths are shown from the project that installed it, so the same install reads the same from any directory.
    const parts = pkgDir.split(external_node_path_.sep);
    const shownRoot = parts.slice(0, Math.max(parts.indexOf('node_modules'), 0)).join(external_node_path_.sep) || external_node_path_.sep;
    const where = (0,external_node_path_.relative)(shownRoot, pkgDir) || pkgDir;
    const name = pj?.name ?? where;
    const id = { kind: 'npm', name, source: `${where}/package.json` };
    if (pj?.version)
        id.version = pj.version;
    const lock = lockEntry(pkgDir);
    if (!lock)
        return { ...id, unverified: `${name} is installed at ${where} but no package-lock.json records its integrity` };
    const lockShown = (0,external_node_path_.relative)(shownRoot, lock.file) || lock.file;
    if (!lock.entry?.integrity)
        return { ...id, unverified: `${lockShown} has no integrity for ${where}` };
    if (lock.entry.version !== undefined && lock.entry.version !== pj?.version)
        return { ...id, unverified: `${where} holds ${pj?.version ?? 'an unknown version'} but ${lockShown} records ${lock.entry.version}` };
    return { ...id, integrity: lock.entry.integrity, source: `${lockShown} (${where})` };
}
/** Installed copies of `name` that npx would run: node_modules up from `cwd`, then npx's own cache. */
function candidates(name, cwd, home) {
    const out = [];
    for (let d = cwd;; d = (0,external_node_path_.dirname)(d)) {
        const p = (0,external_node_path_.join)(d, 'node_modules', name);
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'package.json')))
            out.push(p);
        if ((0,external_node_path_.dirname)(d) === d)
            break;
    }
    const npx = (0,external_node_path_.join)(home, '.npm', '_npx');
    try {
        for (const h of (0,external_node_fs_.readdirSync)(npx).sort()) {
            const p = (0,external_node_path_.join)(npx, h, 'node_modules', name);
            if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'package.json')))
                out.push(p);
        }
    }
    catch {
        // No npx cache.
    }
    return out;
}
/** `npx -y pkg@1.2.3`: the installed copy with that version, when one is on disk. */
function npxIdentity(spec, cwd, home) {
    const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
    const name = at < 0 ? spec : spec.slice(0, at);
    const wanted = at < 0 ? undefined : spec.slice(at + 1);
    const exact = wanted !== undefined && /^\d+\.\d+\.\d+([-+][\w.+-]*)?$/.test(wanted);
    const found = candidates(name, cwd, home).find((p) => {
        const v = readJson((0,external_node_path_.join)(p, 'package.json'))?.version;
        return exact ? v === wanted : true;
    });
    const base = { kind: 'npm', name, source: 'launch command', ...(wanted ? { version: wanted } : {}) };
    if (!found)
        return { ...base, unverified: `${spec} is not installed here nor in npx's cache; it is fetched from the registry at launch` };
    // Without an exact version npx may fetch a newer release than the installed one: only a pinned launch is tied to it.
    if (!exact)
        return { ...base, unverified: `${spec} names no exact version, so npx may run another release than the installed one` };
    return installedIdentity((0,external_node_fs_.realpathSync)(found));
}
/** A directory given to node: its package.json main (or index.js). */
function packageEntry(dir) {
    const pj = readJson((0,external_node_path_.join)(dir, 'package.json'));
    for (const c of [pj?.main, 'index.js'].filter((x) => !!x)) {
        for (const f of [(0,external_node_path_.join)(dir, c), `${(0,external_node_path_.join)(dir, c)}.js`, (0,external_node_path_.join)(dir, c, 'index.js')])
            if (isFile(f))
                return f;
    }
    return undefined;
}
/** The version and integrity of a bare import's package as installed near `fromDir`, for a working-tree manifest. */
function dependencyLine(name, fromDir) {
    for (let d = fromDir;; d = (0,external_node_path_.dirname)(d)) {
        const p = (0,external_node_path_.join)(d, 'node_modules', name);
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'package.json'))) {
            let real = p;
            try {
                real = (0,external_node_fs_.realpathSync)(p);
            }
            catch {
                // A broken link reads as uninstalled below.
            }
            const id = installedIdentity(real);
            return `${id.version ?? '?'} ${id.integrity ?? 'unverified'}`;
        }
        if ((0,external_node_path_.dirname)(d) === d)
            return 'not installed';
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/identity/python.ts
// A Python package's identity, offline, from the environment an interpreter or console script belongs to: the
// dist-info's name and version, the wheel's hash when direct_url.json records one, else the digest of RECORD (the
// installer's list of every installed file with its own hash).




function normalize(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '_');
}
/** site-packages of the virtual environment a `bin/python` or `bin/script` lives in. */
function sitePackages(binFile) {
    const env = (0,external_node_path_.dirname)((0,external_node_path_.dirname)(binFile));
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(env, 'pyvenv.cfg')))
        return undefined;
    for (const lib of ['lib', 'lib64']) {
        try {
            const py = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(env, lib)).find((n) => /^python3\.\d+$/.test(n));
            if (py && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(env, lib, py, 'site-packages')))
                return (0,external_node_path_.join)(env, lib, py, 'site-packages');
        }
        catch {
            // Not this layout.
        }
    }
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(env, 'Lib', 'site-packages')) ? (0,external_node_path_.join)(env, 'Lib', 'site-packages') : undefined;
}
function distInfos(site) {
    return (0,external_node_fs_.readdirSync)(site)
        .filter((n) => n.endsWith('.dist-info'))
        .sort()
        .map((n) => (0,external_node_path_.join)(site, n));
}
function read(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return '';
    }
}
/** Shown from the environment's directory (`lib/python3.x/site-packages/...`): the same from any working directory. */
function identityOf(distInfo) {
    const shownRoot = (0,external_node_path_.join)((0,external_node_path_.dirname)(distInfo), '..', '..', '..');
    const meta = read((0,external_node_path_.join)(distInfo, 'METADATA'));
    const name = /^Name:\s*(.+)$/m.exec(meta)?.[1]?.trim() ?? distInfo;
    const version = /^Version:\s*(.+)$/m.exec(meta)?.[1]?.trim();
    const shown = (0,external_node_path_.relative)(shownRoot, distInfo) || distInfo;
    const id = { kind: 'python', name, source: shown, ...(version ? { version } : {}) };
    const direct = readJson((0,external_node_path_.join)(distInfo, 'direct_url.json'));
    if (direct?.dir_info?.editable)
        return { ...id, unverified: `${name} is an editable install of ${direct.url ?? 'a local directory'}; its files are not pinned` };
    const wheel = direct?.archive_info?.hashes?.sha256 ?? /^sha256=(.+)$/.exec(direct?.archive_info?.hash ?? '')?.[1];
    if (wheel)
        return { ...id, integrity: `sha256:${wheel}`, source: `${shown}/direct_url.json (wheel hash)` };
    const record = read((0,external_node_path_.join)(distInfo, 'RECORD'));
    if (!record)
        return { ...id, unverified: `${shown} has no RECORD listing the installed files` };
    return { ...id, integrity: `sha256:${(0,external_node_crypto_.createHash)('sha256').update(record).digest('hex')}`, source: `${shown}/RECORD (installed files and their hashes)` };
}
/** The distribution that provides module `mod` (top_level.txt, RECORD paths, or its own name). */
function moduleIdentity(site, mod) {
    const top = mod.split('.')[0];
    for (const d of distInfos(site)) {
        const tops = read((0,external_node_path_.join)(d, 'top_level.txt')).split('\n').map((s) => s.trim());
        const record = read((0,external_node_path_.join)(d, 'RECORD'));
        if (tops.includes(top) || record.startsWith(`${top}/`) || record.includes(`\n${top}/`) || normalize(d.split(/[\\/]/).pop().replace(/-[^-]+\.dist-info$/, '')) === normalize(top))
            return identityOf(d);
    }
    return undefined;
}
/** The distribution whose entry_points.txt declares the console script `script`. */
function scriptIdentity(site, script) {
    for (const d of distInfos(site)) {
        const eps = read((0,external_node_path_.join)(d, 'entry_points.txt'));
        const section = /\[console_scripts\]([\s\S]*?)(?:\n\[|$)/.exec(eps)?.[1] ?? '';
        if (section.split('\n').some((l) => l.split('=')[0].trim() === script))
            return identityOf(d);
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(8995);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __nccwpck_require__(2878);
;// CONCATENATED MODULE: ./src/identity/worktree.ts
// A working tree's content manifest: the entry script, the local modules it statically loads, and the lockfile, each
// by sha256. Installed dependencies are listed by version and lockfile integrity, never hashed file by file; logs,
// caches and anything not reachable from the entry are left out, so unrelated edits do not move the identity.







/** A tree past this many modules is not a server entry; the manifest says it was cut rather than hashing a disk. */
const MAX_FILES = 2000;
const NODE_LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];
const PYTHON_LOCKS = ['uv.lock', 'poetry.lock', 'pdm.lock', 'requirements.txt', 'pyproject.toml'];
const BUILTINS = new Set(external_node_module_.builtinModules);
/** A file's sha256, hashed once while the file is unchanged: the lockfile and shared modules recur across servers. */
const fileDigest = memoByFile((file) => `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(file)).digest('hex')}`, 256);
/** The nearest directory up from `from` holding one of `names`, with the file found. */
function nearest(from, names) {
    for (let d = from;; d = (0,external_node_path_.dirname)(d)) {
        for (const n of names)
            if (isFile((0,external_node_path_.join)(d, n)))
                return (0,external_node_path_.join)(d, n);
        if ((0,external_node_path_.dirname)(d) === d || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, '.git')))
            return undefined;
    }
}
/** The project root: the nearest directory up with a package.json, pyproject.toml or .git; else the entry's own. */
function projectRoot(entry) {
    for (let d = (0,external_node_path_.dirname)(entry);; d = (0,external_node_path_.dirname)(d)) {
        if (['package.json', 'pyproject.toml', '.git'].some((n) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, n))))
            return d;
        if ((0,external_node_path_.dirname)(d) === d)
            return (0,external_node_path_.dirname)(entry);
    }
}
// Linear in a source file: the import clause is bounded (a real one is a few hundred characters) and holds the
// spaces around it itself (a `\s*` beside a class that takes spaces too split a run every way).
const NODE_SPEC = /(?:^|[^\w$.])(?:import|export)(?:[\w$*{},\s]{1,1000}?from)?\s*['"]([^'"]+)['"]|(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;
const NODE_EXT = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.jsx', '.json'];
function resolveRelative(from, spec) {
    const base = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(from), spec);
    const tries = [base, ...NODE_EXT.map((e) => base + e), ...NODE_EXT.map((e) => (0,external_node_path_.join)(base, `index${e}`))];
    // TypeScript sources import `./x.js` and mean `./x.ts`.
    if (/\.[mc]?js$/.test(base))
        tries.push(base.replace(/\.([mc]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
    return tries.find(isFile);
}
function bareName(spec) {
    const parts = spec.split('/');
    return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
/** Follows a node entry's static imports: relative ones are hashed and walked, bare ones recorded by version and integrity. */
function nodeGraph(entry, root, files) {
    const queue = [entry];
    const seen = new Set(queue);
    while (queue.length > 0) {
        const file = queue.shift();
        files[(0,external_node_path_.relative)(root, file).split(external_node_path_.sep).join('/')] = fileDigest(file);
        if (Object.keys(files).length > MAX_FILES)
            return false;
        if ((0,external_node_path_.extname)(file) === '.json')
            continue;
        const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        for (const m of text.matchAll(NODE_SPEC)) {
            const spec = m[1] ?? m[2];
            if (spec.startsWith('node:') || BUILTINS.has(spec))
                continue;
            if (spec.startsWith('.') || spec.startsWith('/')) {
                const target = resolveRelative(file, spec);
                if (target && !target.split(external_node_path_.sep).includes('node_modules') && !seen.has(target))
                    (seen.add(target), queue.push(target));
                continue;
            }
            const name = bareName(spec);
            files[`npm:${name}`] ??= dependencyLine(name, (0,external_node_path_.dirname)(file));
        }
    }
    return true;
}
// `^[ \t]*` (with m, `^\s*` runs over every blank line after each line start) and one class for a module's dots and
// words (`\.*[\w.]*` split a run of dots every way).
const PY_IMPORT = /^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*))/gm;
/** Follows a Python entry's imports of modules that sit beside it (installed packages are not hashed). */
function pythonGraph(entry, root, files) {
    const queue = [entry];
    const seen = new Set(queue);
    while (queue.length > 0) {
        const file = queue.shift();
        files[(0,external_node_path_.relative)(root, file).split(external_node_path_.sep).join('/')] = fileDigest(file);
        if (Object.keys(files).length > MAX_FILES)
            return false;
        for (const m of (0,external_node_fs_.readFileSync)(file, 'utf8').matchAll(PY_IMPORT)) {
            for (const mod of (m[1] ?? m[2]).split(',').map((s) => s.trim().replace(/^\.+/, ''))) {
                if (!mod)
                    continue;
                const rel = mod.split('.');
                for (const base of [(0,external_node_path_.dirname)(file), root]) {
                    const p = (0,external_node_path_.join)(base, ...rel);
                    const target = [`${p}.py`, (0,external_node_path_.join)(p, '__init__.py')].find(isFile);
                    if (target && !seen.has(target))
                        (seen.add(target), queue.push(target));
                }
            }
        }
    }
    return true;
}
/** The manifest identity of a working-tree entry script (node or Python), relative to its project root. */
function worktreeIdentity(entry) {
    const root = projectRoot(entry);
    const files = {};
    const python = /\.py$/.test(entry);
    const complete = python ? pythonGraph(entry, root, files) : nodeGraph(entry, root, files);
    const lock = nearest((0,external_node_path_.dirname)(entry), python ? PYTHON_LOCKS : NODE_LOCKS);
    if (lock)
        files[(0,external_node_path_.relative)(root, lock).split(external_node_path_.sep).join('/') || lock] = fileDigest(lock);
    // Relative to the project root, not the caller's directory: the same tree has the same name from anywhere.
    const name = (0,external_node_path_.relative)(root, entry).split(external_node_path_.sep).join('/') || entry;
    const id = { kind: 'worktree', name, source: `content manifest of ${Object.keys(files).length} entries`, files };
    if (!complete)
        return { ...id, unverified: `the entry loads more than ${MAX_FILES} local modules; the manifest was cut` };
    return { ...id, integrity: (0,identity/* manifestDigest */.It)(files) };
}

;// CONCATENATED MODULE: ./src/identity/resolve.ts
// From a launch command to the identity of the code it runs, offline: nothing is fetched, executed or installed.
// Package runners resolve to an installed copy with its lockfile integrity, images to their digest, interpreters to
// the installed package their entry belongs to or to a working tree's content manifest.





const NPX_FLAGS_WITH_VALUE = new Set(['-p', '--package', '-c', '--call', '--cache', '--registry', '--userconfig']);
const DOCKER_FLAGS_WITH_VALUE = new Set([
    '-e', '--env', '--env-file', '-v', '--volume', '--mount', '--name', '-p', '--publish', '-w', '--workdir', '-u', '--user',
    '--network', '--net', '--entrypoint', '-l', '--label', '--platform', '--pull', '-h', '--hostname', '--memory', '-m',
    '--cpus', '--cap-add', '--cap-drop', '--security-opt', '--add-host', '--device', '--tmpfs', '--ulimit', '--log-driver',
    '--restart', '--runtime', '--gpus', '--ipc', '--pid', '--userns', '--dns', '--expose', '--label-file', '--shm-size',
]);
const NODE_FLAGS_WITH_VALUE = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--env-file']);
function base(command) {
    return (0,external_node_path_.basename)(command.replace(/\\/g, '/')).toLowerCase().replace(/\.(exe|cmd|bat)$/, '');
}
/** Index of the first positional at or after `from`, skipping options and the values of those that take one. */
function positional(args, from, withValue) {
    let i = from;
    while (i < args.length) {
        if (args[i] === '--')
            return i + 1;
        if (!args[i].startsWith('-'))
            return i;
        i += withValue.has(args[i]) ? 2 : 1;
    }
    return i;
}
function unverified(kind, name, why) {
    return { kind, name, source: 'launch command', unverified: why };
}
function containerIdentity(ref) {
    const digest = /@(sha256:[0-9a-f]{64})$/i.exec(ref)?.[1];
    const name = ref.replace(/@sha256:[0-9a-f]{64}$/i, '');
    if (digest)
        return { kind: 'container', name, integrity: digest.toLowerCase(), source: 'image reference (digest)' };
    return unverified('container', ref, `the image ${ref} is named by ${/:[^/]+$/.test(ref) ? 'a tag' : 'no tag'}, not a digest; a tag can be pushed again with other content`);
}
function dockerIdentity(args) {
    let i = 1;
    while (i < args.length && args[i].startsWith('-'))
        i += DOCKER_FLAGS_WITH_VALUE.has(args[i]) ? 2 : 1;
    const image = args[i];
    return image ? containerIdentity(image) : unverified('container', 'docker run', 'no image in the command');
}
/** A file node (or a package runner's bin) runs: inside node_modules it is that package, else a working tree. */
function fileIdentity(file) {
    let real = file;
    try {
        real = (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return { ...unverified('worktree', file, `${file} does not exist here`), absent: true };
    }
    const entry = isFile(real) ? real : packageEntry(real);
    if (!entry)
        return unverified('worktree', file, `${file} is a directory without an entry script`);
    const pkgDir = packageDirOf(entry);
    if (pkgDir)
        return installedIdentity(pkgDir);
    return worktreeIdentity(entry);
}
function pythonIdentity(command, args, cwd) {
    const py = (0,external_node_path_.isAbsolute)(command) || command.includes('/') ? (0,external_node_path_.resolve)(cwd, command) : undefined;
    const site = py ? sitePackages(py) : undefined;
    const m = args.indexOf('-m');
    if (m >= 0 && args[m + 1]) {
        const mod = args[m + 1];
        const found = site ? moduleIdentity(site, mod) : undefined;
        if (found)
            return found;
        const local = [(0,external_node_path_.join)(cwd, ...mod.split('.')) + '.py', (0,external_node_path_.join)(cwd, ...mod.split('.'), '__main__.py')].find(isFile);
        if (local)
            return worktreeIdentity(local);
        return unverified('python', mod, site ? `no installed distribution in ${site} provides ${mod}` : `\`${command}\` is not a virtual environment's interpreter, so which ${mod} it imports cannot be read offline`);
    }
    const i = positional(args, 0, new Set(['-X', '-W', '-c']));
    if (!args[i])
        return unverified('python', command, 'no entry script in the command');
    return fileIdentity((0,external_node_path_.resolve)(cwd, args[i]));
}
/** `uv run [--directory D] x.py` / `uv run -m mod`: the project's environment is .venv under the directory. */
function uvRunIdentity(args, cwd) {
    const d = args.findIndex((a) => a === '--directory' || a === '--project');
    const dir = d >= 0 && args[d + 1] ? (0,external_node_path_.resolve)(cwd, args[d + 1]) : cwd;
    const run = args.indexOf('run');
    const rest = args.slice(run + 1).filter((_, k, all) => !(all[k - 1] === '--directory' || all[k - 1] === '--project' || all[k] === '--directory' || all[k] === '--project'));
    const python = (0,external_node_path_.join)(dir, '.venv', 'bin', 'python');
    if (rest[0] && !rest[0].startsWith('-') && !rest[0].endsWith('.py') && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.venv', 'bin', rest[0]))) {
        const site = sitePackages((0,external_node_path_.join)(dir, '.venv', 'bin', rest[0]));
        const found = site ? scriptIdentity(site, rest[0]) : undefined;
        if (found)
            return found;
    }
    return pythonIdentity(python, rest, dir);
}
/** The command's own file when it is a path or sits on PATH inside a virtual environment or node_modules/.bin. */
function binaryIdentity(command, cwd, opts) {
    const dirs = command.includes('/') ? [''] : (opts.path ?? '').split(':').filter(Boolean);
    for (const d of dirs) {
        const file = d ? (0,external_node_path_.join)(d, command) : (0,external_node_path_.resolve)(cwd, command);
        if (!isFile(file))
            continue;
        const site = sitePackages(file);
        const found = site ? scriptIdentity(site, (0,external_node_path_.basename)(file)) : undefined;
        if (found)
            return found;
        let real = file;
        try {
            real = (0,external_node_fs_.realpathSync)(file);
        }
        catch {
            // Keep the path as given.
        }
        if (packageDirOf(real))
            return fileIdentity(real);
        return unverified('binary', command, `\`${command}\` is whatever binary ${file} holds at launch; no package or lockfile records it`);
    }
    return unverified('binary', command, `\`${command}\` is whatever binary the PATH holds at launch; nothing records which`);
}
/** The identity of what a launch would run, or why it cannot be pinned. Never runs, fetches or installs anything. */
function resolveIdentity(target, opts) {
    if (!target.command)
        return unverified('remote', target.url ?? '(no command)', `the code behind ${target.url ?? 'the URL'} is deployed by its operator and cannot be seen from here`);
    const args = target.args ?? [];
    const cmd = base(target.command);
    const cwd = target.cwd;
    if (['sh', 'bash', 'zsh', 'dash', 'cmd', 'powershell', 'pwsh'].includes(cmd))
        return unverified('binary', cmd, 'a shell script decides what runs; its commands are not resolved');
    if (cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' || (cmd === 'npm' && (args[0] === 'exec' || args[0] === 'x')) || ((cmd === 'pnpm' || cmd === 'yarn') && args[0] === 'dlx')) {
        const from = cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' ? 0 : 1;
        const i = positional(args, from, NPX_FLAGS_WITH_VALUE);
        const p = args.findIndex((a, k) => k < i && (a === '-p' || a === '--package'));
        const spec = p >= 0 ? args[p + 1] : args[i];
        if (!spec)
            return unverified('npm', cmd, 'no package in the command');
        if (/^(\.{0,2}\/|~|file:)/.test(spec))
            return fileIdentity((0,external_node_path_.resolve)(cwd, spec));
        if (/^(git[+:]|github:|https?:)/.test(spec))
            return unverified('npm', spec, `${spec} is fetched from a repository or URL at launch; no lockfile pins it`);
        return npxIdentity(spec, cwd, opts.home);
    }
    if ((cmd === 'docker' || cmd === 'podman' || cmd === 'nerdctl') && args[0] === 'run')
        return dockerIdentity(args);
    if (cmd === 'uvx' || (cmd === 'uv' && args[0] === 'tool') || (cmd === 'pipx' && args[0] === 'run'))
        return unverified('python', args.find((a) => !a.startsWith('-') && a !== 'tool' && a !== 'run') ?? cmd, `${cmd} resolves the package from the index at launch into its own cache, which is not read; pin it with a lockfile and run the installed script`);
    if (cmd === 'uv' && args.includes('run'))
        return uvRunIdentity(args, cwd);
    if (/^python(3(\.\d+)?)?$/.test(cmd))
        return pythonIdentity(target.command, args, cwd);
    if (['node', 'nodejs', 'tsx', 'ts-node', 'bun', 'deno'].includes(cmd)) {
        const from = cmd === 'deno' || (cmd === 'bun' && args[0] === 'run') ? 1 : 0;
        const i = positional(args, from, NODE_FLAGS_WITH_VALUE);
        if (!args[i])
            return unverified('worktree', cmd, 'no entry script in the command');
        return fileIdentity((0,external_node_path_.resolve)(cwd, args[i]));
    }
    return binaryIdentity(target.command, cwd, opts);
}

;// CONCATENATED MODULE: ./src/identity/server.ts
// The identity of a configured server's launch: the same command, arguments and directory the capture and the guard
// start (planSurface expands them), resolved offline. HTTP servers have no launch here: nothing is recorded for them.



/** The launch's identity, or undefined for a server reached over HTTP (or one whose plan cannot be made). */
function serverIdentity(l) {
    if (!l.server.command)
        return undefined;
    const surfaces = Object.keys(l.server.surfaces ?? { default: {} });
    const surface = l.surface ?? (surfaces.includes('default') ? 'default' : surfaces[0] ?? 'default');
    let plan;
    try {
        plan = (0,session/* planSurface */.t4)(l.name, l.server, surface, l.server.surfaces?.[surface] ?? {}, { baseDir: l.baseDir, env: l.env, log: () => undefined });
    }
    catch {
        return undefined;
    }
    if (plan.target.type !== 'stdio')
        return undefined;
    return resolveIdentity({ command: plan.target.command, args: plan.target.args, cwd: plan.target.cwd ?? l.baseDir }, { home: l.env.HOME ?? l.env.USERPROFILE ?? (0,external_node_os_.homedir)(), path: l.env.PATH });
}
/** The snapshot with the launch's identity recorded next to its contract (unchanged for an HTTP server). */
function withIdentity(snapshot, l) {
    const id = serverIdentity(l);
    return id ? { ...snapshot, identity: id } : snapshot;
}

;// CONCATENATED MODULE: ./src/api/capture-complete.ts
// The one capture every entry runs: the configured server captured, an incomplete observation refused (CaptureError,
// never a list read as a removal), and the launch identity recorded. The public captureServer, the CLI's commands and
// the Action all come through here; the CLI alone passes what is not public (canaries in the session, the Inspector).



async function captureComplete(name, server, options) {
    const { identity, ...capture } = options;
    const snapshot = await captureServer(name, server, capture);
    assertComplete(name, snapshot);
    // After the capture: a build step may have just written the entry the identity hashes. A server in this process was
    // launched by nothing the snapshot could name.
    if (identity === false || options.inProcess)
        return snapshot;
    return withIdentity(snapshot, { name, server, baseDir: options.baseDir, env: options.env });
}

// EXTERNAL MODULE: ./src/capture/in-process.ts
var in_process = __nccwpck_require__(903);
;// CONCATENATED MODULE: ./src/api/capture.ts
// Capturing a live server from a command, a URL or a server object in this process, without a config file.



function serverConfigOf(spec) {
    if (spec instanceof URL)
        return { url: spec.href };
    if (typeof spec === 'string')
        return { url: spec };
    if (Array.isArray(spec)) {
        const [command, ...args] = spec;
        return { command, args };
    }
    return spec;
}
/** Throws UsageError for a bad spec and CaptureError when the server does not start or a list fails. */
async function capture_captureServer(spec, options = {}) {
    return capture(spec, options, false);
}
/**
 * captureServer for a check whose snapshot stays inside mcp-contract (the matcher's live side): a list page the server
 * sends word for word again reuses the capabilities built for it (CaptureOptions.reusePages). Not exported from the
 * package: those capabilities are shared and frozen.
 */
async function captureForCheck(spec, options = {}) {
    return capture(spec, options, true);
}
async function capture(spec, options, reusePages) {
    const name = options.name ?? 'server';
    // A snapshot names its server: a file written without a name would not read back.
    if (name === '')
        throw new errors/* UsageError */.eb('captureServer: options.name: must not be empty');
    const inProcess = (0,in_process/* isInProcessServer */.w)(spec) ? spec : undefined;
    const base = inProcess ? {} : serverConfigOf(spec);
    const server = options.protocolEra ? { ...base, protocolEra: options.protocolEra } : base;
    const baseDir = options.baseDir ?? process.cwd();
    const env = options.env ?? process.env;
    return captureComplete(name, server, { baseDir, env, surfaces: options.surfaces, log: options.log, inProcess, identity: options.identity, reusePages });
}

// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 4 modules
var snapshot_file = __nccwpck_require__(9318);
;// CONCATENATED MODULE: ./src/api/snapshot-files.ts
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.


;// CONCATENATED MODULE: ./src/api/committed-snapshot.ts
// The committed snapshot a test runner's matcher compares with on every check (not exported from the package). The
// file is read on every check; its parse, its validation and the text sameContract compares are made once per content:
// a test file checks its servers again and again against the same few files, and those three were most of a repeated
// in-process check's own time (issue 29). What is kept is only ever read, and only added to (contract, trueDigests).
//
// A file seen for the first time is parsed but not validated before the capture: when it holds exactly what writing
// the live capture would write (the matcher wrote it from this server, nothing changed since), it is valid as that
// capture is, and its contract is that capture's. Compiling the validator and walking both contracts were about a
// tenth of a test file's first check (issue 29). Any other file is validated before it is compared, or before a
// capture error is reported, so a malformed file still reads as one line naming it.

/** Files whose parse is kept; a suite with more snapshots than this parses the oldest again when it returns to them. */
const KEPT = 64;
const kept = new Map();
/**
 * What each read goes into, grown to the largest file read up to SCRATCH_MAX: a check of an unchanged file allocates
 * nothing for it. A larger file is read into a buffer of its own, so one huge snapshot does not stay held.
 */
let scratch = Buffer.allocUnsafeSlow(0);
const SCRATCH_MAX = 4 * 1024 * 1024;
/** The committed file as one check read it: kept from an earlier check of the same bytes, or parsed and unvalidated. */
class CommittedFile {
    path;
    label;
    text;
    bytes;
    value;
    entry;
    constructor(path, label, text, bytes, value, entry) {
        this.path = path;
        this.label = label;
        this.text = text;
        this.bytes = bytes;
        this.value = value;
        this.entry = entry;
    }
    /** The name a capture compared with this file is bound to: the file's own, validated first when it is not a name. */
    get server() {
        const name = this.value?.server;
        return typeof name === 'string' && name !== '' ? name : this.validated().snapshot.server;
    }
    /** The validated snapshot, kept for the next check of the same bytes; throws UsageError naming the file where invalid. */
    validated() {
        if (this.entry === undefined) {
            (0,snapshot_file/* assertSnapshot */.Dg)(this.value, this.label);
            this.entry = keep(this.path, { text: this.text, bytes: this.bytes, snapshot: this.value });
        }
        return this.entry;
    }
    /**
     * Whether the file's contract is `live`'s. `capturedHere`: live is a capture of this call, whose digests hold by
     * construction; a snapshot handed in by the caller is validated against and compared member by member.
     */
    matches(live, capturedHere) {
        if (this.entry === undefined && capturedHere && this.text === (0,snapshot_file/* serializeSnapshot */.DP)(live)) {
            // The text a write of `live` gives: valid as live is, and the same contract.
            this.entry = keep(this.path, { text: this.text, bytes: this.bytes, snapshot: this.value });
            return true;
        }
        const committed = this.validated();
        committed.contract ??= (0,snapshot_file/* contractOf */.Qu)(committed.snapshot);
        return (0,snapshot_file/* sameContractAs */.$7)(committed.contract, committed.snapshot.format, live, capturedHere ? committed.trueDigests : undefined);
    }
}
function keep(path, entry) {
    kept.delete(path);
    if (kept.size >= KEPT)
        kept.delete(kept.keys().next().value);
    kept.set(path, entry);
    return entry;
}
/**
 * The snapshot file at `path` (absolute), read now: kept whole when its bytes are those last kept for that path
 * (compared whole, never by size or time), else parsed with its format checked. Undefined where `existsSync(path)` is
 * false; throws UsageError as readSnapshot does for a file that cannot be read, is no JSON, or is of a newer format.
 */
function readCommittedFile(path, label) {
    const read = (0,snapshot_file/* readSnapshotBytesIfAny */.X)(path, label, scratch);
    if (read === undefined)
        return undefined;
    if (scratch.length <= read.length && read.length < SCRATCH_MAX)
        scratch = Buffer.allocUnsafeSlow(Math.min(read.length * 2 + 1, SCRATCH_MAX));
    const last = kept.get(path);
    if (last !== undefined && last.bytes.equals(read)) {
        last.trueDigests ??= (0,snapshot_file/* capabilitiesWithTrueDigests */.EV)(last.snapshot);
        return new CommittedFile(path, label, last.text, last.bytes, last.snapshot, last);
    }
    // Kept beyond the next read, so copied out of the scratch buffer.
    const bytes = Buffer.from(read);
    const text = bytes.toString('utf8');
    return new CommittedFile(path, label, text, bytes, (0,snapshot_file/* parseSnapshotJson */.mZ)(text, label));
}

;// CONCATENATED MODULE: ./src/core/diff/gate.ts
const FAIL_ON = (/* unused pure expression or super */ null && (['breaking', 'review', 'safe', 'none']));
const RANK = { breaking: 3, review: 2, safe: 1 };
function atOrAbove(severity, threshold) {
    return threshold !== 'none' && RANK[severity] >= RANK[threshold];
}
function fails(summary, threshold) {
    return Object.keys(RANK).some((s) => summary[s] > 0 && atOrAbove(s, threshold));
}

;// CONCATENATED MODULE: ./src/testing/unobserved.ts
function withTransports(live, committed) {
    const seen = committed?.protocol?.eras;
    if (!live.protocol || !seen)
        return live;
    const eras = {};
    for (const [era, now] of Object.entries(live.protocol.eras)) {
        const then = seen[era]?.transport;
        // Only an era this capture served without a transport takes the one recorded for it; a refusal never had one.
        eras[era] = now.state === 'served' && now.transport === undefined && then !== undefined ? { ...now, transport: then } : now;
    }
    return { ...live, protocol: { ...live.protocol, eras } };
}
/**
 * The live snapshot with the committed one's transports where this capture recorded none, and (when `sameContract`,
 * so the recorded code may still be the one serving it) the committed launch identity where it recorded none.
 */
function keepUnobserved(live, committed, sameContract) {
    const surfaces = {};
    for (const [name, s] of Object.entries(live.surfaces))
        surfaces[name] = withTransports(s, committed.surfaces[name]);
    const identity = live.identity ?? (sameContract ? committed.identity : undefined);
    return identity === undefined ? { ...live, surfaces } : { ...live, surfaces, identity };
}

;// CONCATENATED MODULE: ./src/testing/matchers.ts
// The jest/vitest matchers, runner-agnostic: each entry (jest.ts, vitest.ts) hands them to its runner's expect.extend.

// Only what a passing check runs is loaded with the matchers: the classification and the renderers (most of the
// library's code) are loaded when a check fails or a drift is asked for.





function told(runner, line) {
    if (runner.tell)
        runner.tell(line);
    else
        process.stderr.write(`${line}\n`);
}
const UPDATE_ENV = 'MCP_CONTRACT_UPDATE';
function isSnapshot(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof URL)
        return false;
    const v = value;
    return typeof v.format === 'string' && typeof v.surfaces === 'object' && v.surfaces !== null;
}
function updateMode(context) {
    const env = process.env[UPDATE_ENV];
    if (env === '1' || env === 'true')
        return 'all';
    const state = context.snapshotState;
    const mode = typeof state === 'object' && state !== null ? state._updateSnapshot : undefined;
    // Outside a runner's snapshot state nothing says a write is wanted.
    return mode === 'all' || mode === 'new' ? mode : 'none';
}
function updateHint(runner) {
    return `${UPDATE_ENV}=1 (or ${runner.updateCommand})`;
}
async function snapshotOf(received, options, name) {
    if (isSnapshot(received))
        return received;
    return captureForCheck(received, { ...options, name: options.name ?? name ?? 'server' });
}
/**
 * The classification, the drift's text and the tokenizer, loaded when a report is made (a passing check loads none of
 * them). The context cost is counted as the CLI counts it (o200k_base, `tokenizerFor`): the same change costs the
 * same tokens in a matcher's message and in `mcp-contract check`.
 */
async function reporting() {
    const [{ diffSnapshots }, { driftText }, { tokenizerFor }] = await Promise.all([Promise.all(/* import() */[__nccwpck_require__.e(826), __nccwpck_require__.e(172), __nccwpck_require__.e(68)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9068)), Promise.all(/* import() */[__nccwpck_require__.e(826), __nccwpck_require__.e(971)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6971)), Promise.all(/* import() */[__nccwpck_require__.e(172), __nccwpck_require__.e(571)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5393))]);
    return { diffSnapshots, driftText, tokenizerFor };
}
async function matchMcpContract(context, runner, received, path, options = {}) {
    const file = (0,external_node_path_.resolve)(options.baseDir ?? process.cwd(), path);
    const mode = updateMode(context);
    const update = mode === 'all';
    const committed = readCommittedFile(file, path);
    // CI: a missing file is never written, so a snapshot nobody committed cannot pass by being created on the runner.
    if (!committed && mode === 'none')
        return { pass: false, message: () => `mcp-contract: no snapshot at ${path}; create it with ${updateHint(runner)} and commit it` };
    let live;
    try {
        // Without a name, the committed snapshot's own keeps digests comparable (they are bound to it), as the CLI does.
        live = await snapshotOf(received, options, committed?.server);
    }
    catch (e) {
        // A malformed file is named before a server that failed: it is the cheaper thing to mend, and says more.
        committed?.validated();
        throw e;
    }
    if (!committed) {
        await (0,snapshot_file/* writeSnapshot */.oF)(file, live);
        told(runner, `mcp-contract: wrote ${path}`);
        return { pass: true, message: () => `mcp-contract: wrote ${path}; expected it not to match, but it was just written` };
    }
    // The contract is what is matched: how the server was reached (in this process, or over the transport the CLI
    // recorded) and which code it ran are observations beside it. An update records the new observations and keeps
    // those this capture could not make, so the file stays what `mcp-contract snapshot` of the command writes.
    if (committed.matches(live, !isSnapshot(received))) {
        if (update) {
            const { snapshot } = committed.validated();
            const kept = keepUnobserved(live, snapshot, true);
            if ((0,snapshot_file/* serializeSnapshot */.DP)(snapshot) !== (0,snapshot_file/* serializeSnapshot */.DP)(kept)) {
                await (0,snapshot_file/* writeSnapshot */.oF)(file, kept);
                told(runner, `mcp-contract: updated ${path}`);
            }
        }
        return { pass: true, message: () => `mcp-contract: expected drift from ${path}, but the contract matches it` };
    }
    if (update) {
        await (0,snapshot_file/* writeSnapshot */.oF)(file, keepUnobserved(live, committed.validated().snapshot, false));
        told(runner, `mcp-contract: updated ${path}`);
        return { pass: true, message: () => `mcp-contract: updated ${path}; expected drift from it, but it was just rewritten` };
    }
    const reports = await reporting();
    // A fresh parse of the text compared: the classification gets a snapshot of its own, the kept one stays untouched.
    const tokenizer = await reports.tokenizerFor(options.config ?? {});
    const report = reports.diffSnapshots((0,snapshot_file/* parseSnapshot */.E$)(committed.text, path), live, { config: options.config, labels: { base: path, head: 'live' }, tokenizer });
    return {
        pass: false,
        message: () => [
            `mcp-contract: ${path} does not match the live server`,
            reports.driftText(report),
            ...renameHint(report, 'toMatchMcpContract', JSON.stringify(path)),
            '  if the change is intended, update the snapshot and commit it:',
            `    ${updateHint(runner)}`,
        ].join('\n'),
    };
}
/**
 * Where a matcher's user declares a suggested rename: the rows say "the config", which for the CLI is mcp-contract.json;
 * a test has the matcher's `config` option instead (a whole mcp-contract.json may be passed there too).
 */
function renameHint(report, matcher, first) {
    const renames = {};
    for (const c of report.changes) {
        const to = c.params?.suggestion;
        const from = c.before?.refs[0];
        if (typeof to === 'string' && from !== undefined && c.type !== 'renamed')
            renames[from] = to;
    }
    if (Object.keys(renames).length === 0)
        return [];
    return ['  to declare the rename, give it to the matcher in its config option:', `    ${matcher}(${first}, { config: { renames: ${JSON.stringify(renames)} } })`];
}
async function haveNoMcpDrift(received, base, options = {}) {
    const baseLabel = typeof base === 'string' ? base : 'base';
    const before = typeof base === 'string' ? await (0,snapshot_file/* readSnapshot */.RA)((0,external_node_path_.resolve)(options.baseDir ?? process.cwd(), base), base) : base;
    const head = await snapshotOf(received, options, before.server);
    const failOn = options.failOn ?? 'breaking';
    const reports = await reporting();
    const tokenizer = await reports.tokenizerFor(options.config ?? {});
    const report = reports.diffSnapshots(before, head, { config: options.config, labels: { base: baseLabel, head: isSnapshot(received) ? 'head' : 'live' }, tokenizer });
    if (!fails(report.summary, failOn)) {
        const { breaking, review, safe } = report.summary;
        return { pass: true, message: () => `mcp-contract: expected drift at ${failOn} or worse from ${baseLabel}, found none (${breaking} breaking, ${review} review, ${safe} safe)` };
    }
    const hint = renameHint(report, 'toHaveNoMcpDrift', typeof base === 'string' ? JSON.stringify(base) : 'base');
    return { pass: false, message: () => [`mcp-contract: drift at ${failOn} or worse from ${baseLabel}`, reports.driftText(report), ...hint].join('\n') };
}
/** The matchers as expect.extend takes them; `this` is the runner's matcher context. */
function mcpContractMatchers(runner) {
    return {
        toMatchMcpContract(received, path, options) {
            return matchMcpContract(this, runner, received, path, options);
        },
        toMatchMcpSnapshot(received, path, options) {
            return matchMcpContract(this, runner, received, path, options);
        },
        toHaveNoMcpDrift(received, base, options) {
            return haveNoMcpDrift(received, base, options);
        },
    };
}

;// CONCATENATED MODULE: ./src/testing/jest.ts
// `mcp-contract/jest`: a setup module (setupFilesAfterEnv, or an import in a test file) that adds the matchers to
// jest's global expect.

const jestExpect = globalThis.expect;
if (typeof jestExpect?.extend !== 'function')
    throw new Error("mcp-contract/jest: no global jest expect here; load it inside jest (setupFilesAfterEnv: ['mcp-contract/jest']), or use mcp-contract/vitest");
jestExpect.extend(mcpContractMatchers({ updateCommand: 'npx jest -u' }));


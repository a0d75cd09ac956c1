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
  nb: () => (/* binding */ dropSpecDefaults),
  rd: () => (/* binding */ parseRef),
  sc: () => (/* binding */ sha256),
  di: () => (/* binding */ sortKeys),
  JB: () => (/* binding */ stableStringify)
});

// UNUSED EXPORTS: definitionDigest, digestOf, keyOf, normalizeDefinition, refOf

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
    const origin_ = { server: wellFormed(origin.server), surface: wellFormed(origin.surface) };
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
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* unused harmony exports SetupError, EXIT_DOCS */
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

/***/ 2770:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ne: () => (/* binding */ overBoundNote),
/* harmony export */   XG: () => (/* binding */ COUNT_BOUND_BYTES),
/* harmony export */   bg: () => (/* binding */ ESTIMATE),
/* harmony export */   t2: () => (/* binding */ countMethod)
/* harmony export */ });
/**
 * The largest text counted token by token (UTF-8 bytes). Counting is n log n in a text's longest word, but a server
 * chooses its text: past this, a tool's JSON counts as its byte length, the most tokens it could be (no token is
 * shorter than a byte), and the output says so.
 */
const COUNT_BOUND_BYTES = 256 * 1024;
/** The note a cost's method carries when `over` texts were counted as their bound. */
function overBoundNote(over) {
    return over === 0 ? '' : `; ${over} tool${over === 1 ? '' : 's'} over ${COUNT_BOUND_BYTES / 1024} KB counted as ${over === 1 ? 'its' : 'their'} bytes`;
}
/** Used only when a caller of the synchronous library diff hands in no tokenizer: said as an estimate wherever shown. */
const ESTIMATE = { name: 'estimate: characters / 4', count: (text) => Math.ceil(text.length / 4) };
const VENDOR = { anthropic: 'Anthropic', gemini: 'Google' };
/**
 * How a count for `host` was made, one phrase: exact for OpenAI's hosts (over the request JSON; OpenAI renders tools
 * into its prompt in a form of its own, so its billed count differs by that rendering), a named proxy for the others.
 * We have measured no host's own count, so no error bound is claimed.
 */
function countMethod(host, tokenizer) {
    if (tokenizer === ESTIMATE)
        return tokenizer.name;
    if (host === 'openai' || host === 'openai-strict')
        return `${tokenizer.name} (OpenAI's tokenizer) over the request JSON`;
    const vendor = VENDOR[host] ?? 'Anthropic';
    return `${tokenizer.name} as a proxy: ${vendor} publishes no offline tokenizer`;
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
  E$: () => (/* binding */ parseSnapshot),
  RA: () => (/* binding */ readSnapshot),
  $h: () => (/* binding */ sameContract),
  DM: () => (/* binding */ sameSnapshot),
  DP: () => (/* binding */ serializeSnapshot),
  Zf: () => (/* binding */ writeFileAtomic),
  oF: () => (/* binding */ writeSnapshot)
});

// UNUSED EXPORTS: assertSnapshot, capabilitiesWithTrueDigests, contractOf, parseSnapshotJson, readSnapshotBytesIfAny, readSnapshotText, sameContractAs, withoutObservation, writeCapturedSnapshot, writePieces, writeText

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
        fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    }
    catch {
        return slowBytesIfAny(path, label);
    }
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            throw new UsageError(`${label}: is not a regular file`);
        return readAll(fd, into && into.length > st.size ? into : Buffer.allocUnsafe(st.size + 1));
    }
    catch (e) {
        throw e instanceof UsageError ? e : unreadable(e, label);
    }
    finally {
        closeSync(fd);
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
        const got = readSync(fd, buf, n, asked, null);
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
        st = lstatSync(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (st === undefined || (st.isSymbolicLink() && !existsSync(path)))
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
    const committed = (0,identity/* withoutIdentity */.jD)(withCode);
    return serializeSnapshot(committed) === serializeSnapshot(readAs((0,identity/* withoutIdentity */.jD)(liveWithCode), committed.format));
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
                if (digestOf(item.definition, origin) === item.digest)
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

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $3: () => (/* reexport */ errors/* CaptureError */.$3),
  Vl: () => (/* reexport */ errors/* ContractError */.Vl),
  HE: () => (/* reexport */ DEFAULT_GUARD_POLICY),
  dc: () => (/* reexport */ errors/* EXIT */.dc),
  OF: () => (/* reexport */ GUARD_STORE_FORMAT),
  pQ: () => (/* reexport */ model/* READABLE_SNAPSHOT_FORMATS */.pQ),
  EL: () => (/* reexport */ REPORT_FORMATS),
  eE: () => (/* reexport */ REPORT_RENDERERS),
  y0: () => (/* reexport */ RULES),
  Td: () => (/* reexport */ model/* SNAPSHOT_FORMAT */.Td),
  eb: () => (/* reexport */ errors/* UsageError */.eb),
  QM: () => (/* reexport */ errors/* WriteError */.QM),
  cY: () => (/* reexport */ actionFor),
  VR: () => (/* reexport */ approvedDigests),
  I: () => (/* reexport */ capture_captureServer),
  V1: () => (/* reexport */ diff_diffSnapshots),
  KX: () => (/* reexport */ isRuleId),
  Ym: () => (/* reexport */ loadTokenizer),
  E$: () => (/* reexport */ snapshot_file/* parseSnapshot */.E$),
  RA: () => (/* reexport */ snapshot_file/* readSnapshot */.RA),
  Lq: () => (/* reexport */ reconcile),
  XX: () => (/* reexport */ render_render),
  BD: () => (/* reexport */ rules_ruleById),
  $h: () => (/* reexport */ snapshot_file/* sameContract */.$h),
  DM: () => (/* reexport */ snapshot_file/* sameSnapshot */.DM),
  DP: () => (/* reexport */ snapshot_file/* serializeSnapshot */.DP),
  NO: () => (/* reexport */ serverConfigOf),
  v5: () => (/* reexport */ tokenizerFor),
  oF: () => (/* reexport */ snapshot_file/* writeSnapshot */.oF)
});

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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
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


// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __nccwpck_require__(1471);
;// CONCATENATED MODULE: ./src/core/diff/classify-auth.ts

function compareAuth(ctx, surface, b, h) {
    // A server that was not behind OAuth (or no longer is) is a change of the whole server, not of an auth surface.
    if (!b || !h)
        return;
    const push = (rule, pointer, x, y) => {
        ctx.findings.push({
            rule,
            kind: 'server',
            surface,
            before: { refs: [], pointer, ...(x !== undefined ? { value: x } : {}) },
            after: { refs: [], pointer, ...(y !== undefined ? { value: y } : {}) },
            params: { kind: 'server', name: surface, surface, pointer, before: (0,json/* showValue */.vp)(x), after: (0,json/* showValue */.vp)(y) },
        });
    };
    const gone = (x, y) => x.filter((v) => !y.includes(v));
    for (const m of gone(b.pkceMethods, h.pkceMethods))
        push('auth-pkce-method-removed', '/auth/pkceMethods', m, undefined);
    for (const m of gone(h.pkceMethods, b.pkceMethods))
        push('auth-pkce-method-added', '/auth/pkceMethods', undefined, m);
    if (b.clientIdMetadataDocument && !h.clientIdMetadataDocument)
        push('auth-cimd-removed', '/auth/clientIdMetadataDocument', true, false);
    if (!b.clientIdMetadataDocument && h.clientIdMetadataDocument)
        push('auth-cimd-added', '/auth/clientIdMetadataDocument', false, true);
    // Moved: no authorization server of before is still listed, or the issuer itself changed.
    if (b.authorizationServers.length && !b.authorizationServers.some((a) => h.authorizationServers.includes(a)))
        push('auth-server-moved', '/auth/authorizationServers', b.authorizationServers, h.authorizationServers);
    else if (b.issuer !== undefined && h.issuer !== undefined && b.issuer !== h.issuer)
        push('auth-server-moved', '/auth/issuer', b.issuer, h.issuer);
    for (const s of gone(h.challengeScope ?? [], b.challengeScope ?? []))
        push('auth-scope-required', '/auth/challengeScope', undefined, s);
    for (const s of gone(b.scopesSupported, h.scopesSupported))
        push('auth-scopes-narrowed', '/auth/scopesSupported', s, undefined);
    for (const s of gone(h.scopesSupported, b.scopesSupported))
        push('auth-scopes-widened', '/auth/scopesSupported', undefined, s);
}

;// CONCATENATED MODULE: ./src/core/shared/config.ts
/**
 * The config as one server's diff reads it: the top-level renames (declared for every server of the config) and the
 * server's own, its own winning for the same old ref. A rename under another server's entry is never seen, so it
 * cannot rebind this server's capability of the same name.
 */
function configOfServer(config, name) {
    const own = config.servers?.[name]?.renames;
    if (own === undefined)
        return config;
    return { ...config, renames: { ...config.renames, ...own } };
}

;// CONCATENATED MODULE: ./src/core/diff/protocol-drift.ts

const FIRST_MODERN_VERSION = '2026-07-28';
/** 2026-07-28 deprecates roots, sampling, logging and HTTP+SSE; deprecated features stay for at least 12 months. */
const DEPRECATION_DEADLINE = '2027-07-28';
/** Who can no longer connect when an era goes: the finding names them. */
const ERA_CLIENTS = {
    legacy: 'clients that open with initialize (MCP 2025-11-25 and earlier, e.g. @modelcontextprotocol/sdk 1.x, and 2.x clients pinned to legacy)',
    modern: 'clients that speak only MCP 2026-07-28 (e.g. @modelcontextprotocol/client 2.x pinned to the modern era)',
};
function eraOfVersion(version) {
    return version >= FIRST_MODERN_VERSION ? 'modern' : 'legacy';
}
/** The eras a surface records; a snapshot from before format 2 knows only the era its session spoke. */
function protocol_drift_erasOf(s) {
    if (s.protocol)
        return s.protocol.eras;
    if (!s.server?.protocolVersion)
        return {};
    return { [eraOfVersion(s.server.protocolVersion)]: { state: 'served', versions: [s.server.protocolVersion] } };
}
function extensionsOf(e) {
    const ext = e?.discover?.capabilities.extensions;
    return ext && typeof ext === 'object' && !Array.isArray(ext) ? Object.keys(ext).sort() : [];
}
/** What of the deprecated set a surface uses: server logging, HTTP+SSE, a client that must declare roots or sampling. */
function deprecatedUse(s) {
    const out = [];
    if (s.server?.capabilities.logging !== undefined)
        out.push('logging (the server advertises the logging capability)');
    const transports = Object.values(s.protocol?.eras ?? {}).map((e) => e?.transport);
    if (transports.includes('sse'))
        out.push('HTTP+SSE (the surface is reached over the HTTP+SSE transport)');
    for (const cap of ['roots', 'sampling']) {
        if (s.client.capabilities[cap] !== undefined)
            out.push(`${cap} (the surface is captured with a client declaring ${cap})`);
    }
    return out;
}
/** A short, stable description of what an era served differently, for the finding. */
function divergence(s) {
    const p = s.protocol;
    if (!p)
        return undefined;
    for (const era of model/* PROTOCOL_ERAS */.d4) {
        const kinds = p.eras[era]?.kinds;
        if (kinds)
            return `${era}: ${Object.values(kinds).map((k) => k.items.map((c) => c.digest).join(',')).join(';')}`;
    }
    return undefined;
}
function compareEras(push, surface, b, h) {
    for (const era of model/* PROTOCOL_ERAS */.d4) {
        const was = b[era]?.state === 'served';
        const is = h[era]?.state === 'served';
        const versions = (b[era]?.versions ?? h[era]?.versions ?? []).join(', ') || era;
        // Removal needs the head to say the era is refused: an era left unobserved (pinned, failed) proves nothing.
        if (was && h[era]?.state === 'refused')
            push('protocol-era-removed', { surface, era, versions, clients: ERA_CLIENTS[era] }, `/protocol/eras/${era}`, 'served', 'refused');
        // Addition needs the base to have asked and been refused: a snapshot before format 2 never asked.
        else if (!was && is && b[era]?.state === 'refused')
            push('protocol-era-added', { surface, era, versions: (h[era]?.versions ?? []).join(', ') || era }, `/protocol/eras/${era}`, b[era]?.state ?? 'absent', 'served');
        // Within the modern era the server lists every version it speaks; the legacy era shows only the negotiated one.
        if (era === 'modern' && was && is) {
            const before = b[era]?.versions ?? [];
            const after = h[era]?.versions ?? [];
            for (const v of before)
                if (!after.includes(v))
                    push('protocol-version-removed', { surface, era, version: v, clients: `clients that speak only ${v}` }, `/protocol/eras/${era}/versions`, v);
            for (const v of after)
                if (!before.includes(v))
                    push('protocol-version-added', { surface, era, version: v }, `/protocol/eras/${era}/versions`, undefined, v);
            const be = extensionsOf(b[era]);
            const he = extensionsOf(h[era]);
            for (const x of he)
                if (!be.includes(x))
                    push('protocol-extension-added', { surface, extension: x }, '/protocol/eras/modern/discover/capabilities/extensions', undefined, x);
            for (const x of be)
                if (!he.includes(x))
                    push('protocol-extension-removed', { surface, extension: x }, '/protocol/eras/modern/discover/capabilities/extensions', x);
        }
    }
}
/** Findings for one surface present on both sides. */
function compareProtocol(surface, b, h) {
    const out = [];
    const push = (rule, params, pointer, before, after) => {
        const finding = { rule, kind: 'server', surface, before: { refs: [], pointer }, after: { refs: [], pointer }, params };
        if (before !== undefined)
            finding.before.value = before;
        if (after !== undefined)
            finding.after.value = after;
        out.push(finding);
    };
    compareEras(push, surface, protocol_drift_erasOf(b), protocol_drift_erasOf(h));
    const bd = divergence(b);
    const hd = divergence(h);
    if (hd !== undefined && hd !== bd)
        push('protocol-eras-differ', { surface }, '/protocol/eras', undefined, 'differ');
    else if (hd === undefined && bd !== undefined && h.protocol?.eras.legacy?.state === 'served' && h.protocol.eras.modern?.state === 'served') {
        push('protocol-eras-agree', { surface }, '/protocol/eras', 'differ', 'agree');
    }
    const used = new Set(deprecatedUse(b));
    for (const feature of deprecatedUse(h)) {
        if (!used.has(feature))
            push('protocol-deprecated-feature-used', { surface, feature, deadline: DEPRECATION_DEADLINE }, '/protocol', undefined, feature);
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __nccwpck_require__(7297);
;// CONCATENATED MODULE: ./src/core/diff/renames/assignment.ts
// Maximum-weight bipartite matching: every left item gets at most one right item and vice versa, and the total
// weight of the chosen pairs is as large as possible. Suggestions use it so that four tools renamed the same way are
// paired as a whole instead of first come, first served.
/** Above this many items on either side of one connected component the exact solver gives way to greedy. */
const EXACT_SIDE_LIMIT = 200;
/**
 * Pairs left and right items so that the summed weight is maximal. Works per connected component of the edge graph;
 * a component is solved exactly (Hungarian method, O(k^3) for k items on its larger side) up to EXACT_SIDE_LIMIT and
 * greedily (heaviest edge first, at least half the optimum) beyond, so the cost stays bounded whatever the input.
 * Deterministic: ties go to the lower indices.
 */
function maxWeightMatching(edges) {
    const live = edges.filter((e) => e.w > 0 && Number.isFinite(e.w));
    const out = [];
    for (const component of components(live)) {
        const rows = [...new Set(component.map((e) => e.i))].sort((a, b) => a - b);
        const cols = [...new Set(component.map((e) => e.j))].sort((a, b) => a - b);
        if (rows.length === 1 || cols.length === 1 || Math.max(rows.length, cols.length) > EXACT_SIDE_LIMIT)
            out.push(...greedy(component));
        else
            out.push(...hungarian(rows, cols, component));
    }
    return out.sort((x, y) => x.i - y.i);
}
function components(edges) {
    // Union-find over left nodes (as 2i) and right nodes (as 2j+1).
    const parent = new Map();
    const find = (x) => {
        let r = x;
        while (parent.has(r) && parent.get(r) !== r)
            r = parent.get(r);
        let c = x;
        while (c !== r) {
            const next = parent.get(c);
            parent.set(c, r);
            c = next;
        }
        return r;
    };
    for (const e of edges) {
        const a = find(2 * e.i);
        const b = find(2 * e.j + 1);
        parent.set(a, a);
        parent.set(b, b);
        if (a !== b)
            parent.set(Math.max(a, b), Math.min(a, b));
    }
    const groups = new Map();
    for (const e of edges) {
        const root = find(2 * e.i);
        const list = groups.get(root) ?? [];
        list.push(e);
        groups.set(root, list);
    }
    return [...groups.entries()].sort((x, y) => x[0] - y[0]).map(([, list]) => list);
}
function greedy(edges) {
    const sorted = [...edges].sort((x, y) => y.w - x.w || x.i - y.i || x.j - y.j);
    const usedI = new Set();
    const usedJ = new Set();
    const out = [];
    for (const e of sorted) {
        if (usedI.has(e.i) || usedJ.has(e.j))
            continue;
        usedI.add(e.i);
        usedJ.add(e.j);
        out.push(e);
    }
    return out;
}
/** Hungarian method with potentials on a square cost matrix (cost = -weight, 0 where no edge: "leave unpaired"). */
function hungarian(rows, cols, edges) {
    const n = Math.max(rows.length, cols.length);
    const rowAt = new Map(rows.map((r, k) => [r, k]));
    const colAt = new Map(cols.map((c, k) => [c, k]));
    const cost = Array.from({ length: n }, () => new Float64Array(n));
    const edgeAt = Array.from({ length: n }, () => new Array(n));
    for (const e of edges) {
        const r = rowAt.get(e.i);
        const c = colAt.get(e.j);
        if (-e.w < cost[r][c]) {
            cost[r][c] = -e.w;
            edgeAt[r][c] = e;
        }
    }
    // 1-based arrays as in the classic formulation: p[j] = row matched to column j, way[j] = previous column on the path.
    const u = new Float64Array(n + 1);
    const v = new Float64Array(n + 1);
    const p = new Int32Array(n + 1);
    const way = new Int32Array(n + 1);
    const minv = new Float64Array(n + 1);
    const used = new Uint8Array(n + 1);
    for (let i = 1; i <= n; i++) {
        p[0] = i;
        let j0 = 0;
        minv.fill(Infinity);
        used.fill(0);
        do {
            used[j0] = 1;
            const i0 = p[j0];
            let delta = Infinity;
            let j1 = 0;
            for (let j = 1; j <= n; j++) {
                if (used[j])
                    continue;
                const cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                if (cur < minv[j]) {
                    minv[j] = cur;
                    way[j] = j0;
                }
                if (minv[j] < delta) {
                    delta = minv[j];
                    j1 = j;
                }
            }
            for (let j = 0; j <= n; j++) {
                if (used[j]) {
                    u[p[j]] += delta;
                    v[j] -= delta;
                }
                else
                    minv[j] -= delta;
            }
            j0 = j1;
        } while (p[j0] !== 0);
        do {
            const j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0 !== 0);
    }
    const out = [];
    for (let j = 1; j <= n; j++) {
        const e = p[j] - 1 < rows.length && j - 1 < cols.length ? edgeAt[p[j] - 1][j - 1] : undefined;
        if (e !== undefined)
            out.push(e);
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/shared/spec-defaults.ts
var spec_defaults = __nccwpck_require__(8673);
;// CONCATENATED MODULE: ./src/core/diff/renames/similarity.ts



const STOPWORDS = new Set(['a', 'an', 'the', 'of', 'to', 'as', 'for', 'in', 'on', 'by', 'with', 'and', 'or', 'from', 'into', 'at', 'is', 'be', 'this', 'that', 'it', 'its', 'can', 'will', 'are', 'all', 'one']);
// Verbs and nouns that APIs use interchangeably; each group collapses to its first word. Kept general on purpose:
// a synonym that only one server uses would bend every other server's suggestions.
const SYNONYM_GROUPS = [
    ['get', 'fetch', 'retrieve', 'read', 'load', 'show', 'print', 'return', 'crawl', 'scrape', 'download'],
    ['list', 'enumerate', 'ls'],
    ['create', 'new', 'make', 'insert'],
    ['update', 'edit', 'modify', 'patch', 'change'],
    ['delete', 'remove', 'destroy', 'erase', 'rm', 'del'],
    ['search', 'find', 'query', 'lookup'],
    ['run', 'execute', 'exec', 'invoke', 'trigger', 'launch'],
    ['navigate', 'go', 'goto', 'visit'],
    ['save', 'write', 'store', 'export'],
    ['upload', 'attach'],
    ['database', 'db', 'datasource', 'datastore'],
    ['directory', 'dir', 'folder'],
    ['document', 'doc'],
    ['repository', 'repo'],
    ['image', 'img', 'picture'],
    ['environment', 'env'],
    ['message', 'msg'],
    ['argument', 'arg', 'param', 'parameter'],
    ['configuration', 'config', 'setting', 'settings'],
    ['information', 'info'],
    ['identifier', 'id'],
];
const SYNONYM = new Map();
const folded = new Map();
for (const group of SYNONYM_GROUPS)
    for (const w of group)
        SYNONYM.set(w, group[0]).set(stem(w), group[0]);
/** Two-word phrases that name one thing ("data source" is what Notion now calls a database). */
const PHRASE_LIST = [
    ['data', 'source', 'database'],
    ['data', 'store', 'database'],
    ['look', 'up', 'search'],
];
/**
 * Light suffix folding: plurals, -ing and -ed, then a final -e, so `tabs`/`tab`, `crawling`/`crawl` and
 * `structured`/`structure` meet.
 */
function stem(word) {
    let w = word;
    if (w.length > 4 && w.endsWith('ies'))
        w = `${w.slice(0, -3)}y`;
    else if (w.length > 5 && w.endsWith('ing'))
        w = undouble(w.slice(0, -3));
    else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed'))
        w = undouble(w.slice(0, -2));
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us'))
        w = w.slice(0, -1);
    return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}
function undouble(w) {
    return w.length > 3 && w[w.length - 1] === w[w.length - 2] && !'lsz'.includes(w[w.length - 1]) ? w.slice(0, -1) : w;
}
/** Normalized words of a name or text. */
function words(text, minLength = 1) {
    const raw = split(text);
    const stems = raw.map(fold);
    const out = [];
    for (let k = 0; k < raw.length; k++) {
        const phrase = k + 1 < raw.length && PHRASE_HEADS.has(stems[k]) ? PHRASES.get(`${stems[k]} ${stems[k + 1]}`) : undefined;
        if (phrase !== undefined) {
            out.push(phrase);
            k++;
            continue;
        }
        if (STOPWORDS.has(raw[k]) || raw[k].length < minLength)
            continue;
        out.push(stems[k]);
    }
    return out;
}
/**
 * Lower-case ASCII words: split at anything but letters and digits, at a lower-to-upper step (`getTiny`) and before
 * the last capital of an acronym followed by lower case (`HTMLParser`). One pass, no regular expressions: this runs
 * on every description of a large diff.
 */
function split(text) {
    const out = [];
    // Lower-cased once; case is read from the original. Some non-ASCII letters change length when lower-cased: then
    // the indices no longer line up and each word is lower-cased on its own.
    const whole = text.toLowerCase();
    const lower = whole.length === text.length ? whole : undefined;
    const word = (from, to) => (lower !== undefined ? lower.slice(from, to) : text.slice(from, to).toLowerCase());
    let start = -1;
    let prev = 0;
    for (let k = 0; k <= text.length; k++) {
        const t = k < text.length ? kindOf(text.charCodeAt(k)) : 0;
        if (t === 0) {
            if (start >= 0)
                out.push(word(start, k));
            start = -1;
        }
        else if (start < 0)
            start = k;
        else if (t === 2 && (prev === 1 || prev === 3 || (prev === 2 && k + 1 < text.length && kindOf(text.charCodeAt(k + 1)) === 1))) {
            out.push(word(start, k));
            start = k;
        }
        prev = t;
    }
    return out;
}
/** 1 lower-case ASCII letter, 2 upper-case, 3 digit, 0 anything else. */
function kindOf(c) {
    return c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 3 : 0;
}
/** Phrases keyed by their folded words, as words() sees them. */
const PHRASES = new Map(PHRASE_LIST.map(([a, b, to]) => [`${fold(a)} ${fold(b)}`, to]));
const PHRASE_HEADS = new Set(PHRASE_LIST.map(([a]) => fold(a)));
/** A word as compared: its synonym group, else its stem's group, else its stem. */
function fold(w) {
    let f = folded.get(w);
    if (f === undefined) {
        const s = stem(w);
        f = SYNONYM.get(w) ?? SYNONYM.get(s) ?? s;
        // Bounded: a 10,000-tool diff repeats the same few thousand words.
        if (folded.size >= 50_000)
            folded.clear();
        folded.set(w, f);
    }
    return f;
}
/** `{name}` of a URI template; a `{` inside ends the attempt, so a run of `{` is read once (not once per brace). */
const TEMPLATE_VARS = /\{[^{}]*\}/g;
const HINT_KEYS = Object.keys(spec_defaults/* ANNOTATION_DEFAULTS */.hL).sort();
function hintsOf(annotations) {
    if (!(0,json/* isJsonObject */.OW)(annotations))
        return undefined;
    if (!HINT_KEYS.some((k) => k in annotations))
        return undefined;
    return HINT_KEYS.map((k) => ((typeof annotations[k] === 'boolean' ? annotations[k] : spec_defaults/* ANNOTATION_DEFAULTS */.hL[k]) ? '1' : '0')).join('');
}
/** An input's name as compared (`database_id` and `dataSourceId` alike); cached like fold(). */
function inputKey(name) {
    let k = inputKeys.get(name);
    if (k === undefined) {
        k = words(name.slice(0, 200)).join('_') || name.toLowerCase();
        if (inputKeys.size >= 50_000)
            inputKeys.clear();
        inputKeys.set(name, k);
    }
    return k;
}
const inputKeys = new Map();
const DEFAULT_HINTS = hintsOf(Object.fromEntries(Object.entries(spec_defaults/* ANNOTATION_DEFAULTS */.hL)));
function features(c) {
    const parsed = (0,canonical/* parseRef */.rd)(c.ref);
    const kind = parsed?.kind;
    const key = parsed?.key ?? c.ref;
    const def = c.definition;
    const text = [];
    if (typeof def.description === 'string')
        text.push(def.description.slice(0, 2000));
    if (typeof def.title === 'string')
        text.push(def.title.slice(0, 200));
    if ((0,json/* isJsonObject */.OW)(def.annotations) && typeof def.annotations.title === 'string')
        text.push(def.annotations.title.slice(0, 200));
    const props = new Set();
    let shape;
    let nameText = key;
    if (kind === 'tool' && (0,json/* isJsonObject */.OW)(def.inputSchema) && (0,json/* isJsonObject */.OW)(def.inputSchema.properties)) {
        for (const p of Object.keys(def.inputSchema.properties).slice(0, 200))
            props.add(inputKey(p));
    }
    if (kind === 'prompt' && Array.isArray(def.arguments)) {
        for (const a of def.arguments.slice(0, 200))
            if ((0,json/* isJsonObject */.OW)(a) && typeof a.name === 'string')
                props.add(inputKey(a.name));
    }
    if (kind === 'resourceTemplate') {
        shape = key.replace(TEMPLATE_VARS, '{}');
        nameText = key.replace(TEMPLATE_VARS, ' ');
    }
    if ((kind === 'resource' || kind === 'resourceTemplate') && typeof def.name === 'string')
        nameText = `${nameText} ${def.name}`;
    const hints = kind === 'tool' ? hintsOf(def.annotations) : undefined;
    const seq = words(nameText.slice(0, 500));
    const mentions = kind === 'tool' ? mentionsOf(def.inputSchema) : [];
    return { ref: c.ref, name: new Set(seq), desc: new Set(words(text.join(' '), 3)), props, hints, shape, seq, mentions };
}
/** Values and names read per tool for mentions: bounded, since a hostile schema can list anything. */
const MAX_MENTIONS = 200;
/**
 * Input names and string enum/const values of a tool's input schema (top level and one level down: a merged tool's
 * `method` enum, or an options object's). Only multi-word names can be matched against them (see evidenceFor).
 */
function mentionsOf(schema) {
    const out = [];
    const visit = (node, depth) => {
        if (!(0,json/* isJsonObject */.OW)(node) || !(0,json/* isJsonObject */.OW)(node.properties))
            return;
        for (const [name, prop] of Object.entries(node.properties)) {
            if (out.length >= MAX_MENTIONS)
                return;
            out.push({ words: cachedWords(name), input: name, value: false });
            if (!(0,json/* isJsonObject */.OW)(prop))
                continue;
            const values = [...(Array.isArray(prop.enum) ? prop.enum : []), ...(prop.const !== undefined ? [prop.const] : [])];
            for (const v of values.slice(0, MAX_MENTIONS)) {
                if (typeof v === 'string' && out.length < MAX_MENTIONS)
                    out.push({ words: cachedWords(v), input: name, value: true });
            }
            if (depth < 1)
                visit(prop, depth + 1);
        }
    };
    visit(schema, 0);
    return out;
}
/** words() of an input name or enum value; cached like inputKey(): the same few names recur on every tool. */
function cachedWords(text) {
    let w = mentionWords.get(text);
    if (w === undefined) {
        w = words(text.slice(0, 200));
        if (mentionWords.size >= 50_000)
            mentionWords.clear();
        mentionWords.set(text, w);
    }
    return w;
}
const mentionWords = new Map();
/** `part` occurs in `whole` as a contiguous run of words. */
function runIn(part, whole) {
    for (let k = 0; k + part.length <= whole.length; k++) {
        let m = 0;
        while (m < part.length && whole[k + m] === part[m])
            m++;
        if (m === part.length)
            return true;
    }
    return false;
}
/**
 * Evidence that `added` continues `removed`. Names of one word are too common to count (`list`, `wait`): only a run
 * of two or more words does, so `get_workflow_run_logs` is found in an enum value `get_workflow_run_logs_url`.
 */
function evidenceFor(removed, added) {
    if (removed.seq.length < 2)
        return undefined;
    for (const m of added.mentions) {
        if (runIn(removed.seq, m.words))
            return { kind: 'listed', where: `the input ${m.value ? 'enum ' : ''}\`${m.input.slice(0, 60)}\`` };
    }
    if (added.seq.length < 2)
        return undefined;
    if (runIn(removed.seq, added.seq) || runIn(added.seq, removed.seq))
        return { kind: 'contained' };
    return undefined;
}
/** ln(1 + n / frequency), n being the larger side and the frequency a word's count on the side where it is commoner. */
class WordWeights {
    removed;
    added;
    n;
    constructor(removed, added, n) {
        this.removed = removed;
        this.added = added;
        this.n = n;
    }
    of(word) {
        return Math.log(1 + this.n / Math.max(this.removed.get(word) ?? 1, this.added.get(word) ?? 1));
    }
}
function weightsOf(removed, added) {
    const count = (side, pick) => {
        const counts = new Map();
        for (const f of side)
            for (const t of pick(f))
                counts.set(t, (counts.get(t) ?? 0) + 1);
        return counts;
    };
    const n = Math.max(removed.length, added.length);
    const of = (pick) => new WordWeights(count(removed, pick), count(added, pick), n);
    return { name: of((f) => f.name), desc: of((f) => f.desc) };
}
function weightedJaccard(a, b, w) {
    let common = 0;
    let union = 0;
    for (const t of a) {
        const x = w.of(t);
        union += x;
        if (b.has(t))
            common += x;
    }
    for (const t of b)
        if (!a.has(t))
            union += w.of(t);
    return union === 0 ? 0 : common / union;
}
/** Weighted share of `a`'s words found in `b` or `c`. */
function coverage(a, b, c, w) {
    let found = 0;
    let all = 0;
    for (const t of a) {
        const x = w.of(t);
        all += x;
        if (b.has(t) || c.has(t))
            found += x;
    }
    return all === 0 ? 0 : found / all;
}
/** How close the names are; a new name made of words the old one's description used ("Choose files to upload" ->
 *  `file_upload`) counts, a little less than the same words in both names. */
function nameScore(x, y, w) {
    const direct = weightedJaccard(x.name, y.name, w.name);
    const cross = Math.max(coverage(y.name, x.name, x.desc, w.name), coverage(x.name, y.name, y.desc, w.name));
    return Math.max(direct, CROSS_NAME_FACTOR * cross);
}
const CROSS_NAME_FACTOR = 0.8;
function jaccard(a, b) {
    if (a.size === 0 && b.size === 0)
        return 0;
    let common = 0;
    for (const t of a)
        if (b.has(t))
            common++;
    return common / (a.size + b.size - common);
}
/** Share of the smaller set found in the larger: a tool that lost some inputs still overlaps fully with its past self. */
function overlap(a, b) {
    if (a.size === 0 || b.size === 0)
        return 0;
    let common = 0;
    for (const t of a)
        if (b.has(t))
            common++;
    return common / Math.min(a.size, b.size);
}
/** Similarity in [0, 1] of two capabilities of one kind, unrounded (the assignment needs the fine differences). */
function similarity(x, y, w) {
    // Weighted mean of the parts both sides can speak to: a prompt without arguments is not penalized for it.
    let total = 0.5 * nameScore(x, y, w);
    let weight = 0.5;
    if (x.desc.size > 0 || y.desc.size > 0) {
        total += 0.25 * weightedJaccard(x.desc, y.desc, w.desc);
        weight += 0.25;
    }
    if (x.props.size > 0 || y.props.size > 0) {
        total += 0.35 * (0.5 * jaccard(x.props, y.props) + 0.5 * overlap(x.props, y.props));
        weight += 0.35;
    }
    if (x.hints !== undefined || y.hints !== undefined) {
        total += (x.hints ?? DEFAULT_HINTS) === (y.hints ?? DEFAULT_HINTS) ? 0.05 : 0;
        weight += 0.05;
    }
    let score = total / weight;
    if (x.shape !== undefined && x.shape === y.shape)
        score = Math.max(score, 0.9);
    return score;
}
/** Keys that put two items in the same bucket when a diff is too large to compare every pair. */
function blockingKeys(f) {
    const keys = [...f.name].map((t) => `n:${t}`);
    for (const p of f.props)
        keys.push(`p:${p}`);
    if (f.shape !== undefined)
        keys.push(`s:${f.shape}`);
    return keys;
}

;// CONCATENATED MODULE: ./src/core/diff/renames/match.ts



/** config.renames in one shape: old ref -> targets. Malformed entries are skipped (the config loader reports them). */
function resolveRenames(renames) {
    const out = new Map();
    if (!renames)
        return out;
    for (const old of Object.keys(renames).sort()) {
        const e = renames[old];
        if (typeof e === 'string')
            out.set(old, { to: [e], alias: false });
        else if (Array.isArray(e))
            out.set(old, { to: e.filter((t) => typeof t === 'string'), alias: false });
        else if (e && typeof e === 'object') {
            const to = typeof e.to === 'string' ? [e.to] : Array.isArray(e.to) ? e.to.filter((t) => typeof t === 'string') : [];
            out.set(old, { to, alias: e.alias === true || typeof e.aliasUntil === 'string' });
        }
    }
    for (const [k, v] of out)
        if (v.to.length === 0)
            out.delete(k);
    return out;
}
function planDeclared(kind, base, head, renames) {
    const applicable = new Map();
    const missing = [];
    for (const [old, r] of renames) {
        if ((0,canonical/* parseRef */.rd)(old)?.kind !== kind)
            continue;
        const to = [...new Set(r.to.filter((t) => (0,canonical/* parseRef */.rd)(t)?.kind === kind && t !== old))].sort();
        if (to.length === 0)
            continue;
        // Every target already lived on base: the rename shipped earlier (an alias kept both names). Applying it again
        // would report it, with the old and new definitions' differences, on every later diff, even diff(a, a); now each
        // name is judged by its own ref, so dropping the alias later is a removal.
        if (to.every((t) => base.has(t)))
            continue;
        if (head.has(old) && to.every((t) => !head.has(t))) {
            missing.push({ old, to });
            continue;
        }
        if (!base.has(old) || !to.every((t) => head.has(t)))
            continue;
        applicable.set(old, { to, alias: r.alias || head.has(old) });
    }
    const groups = [];
    const byTarget = new Map();
    for (const [old, r] of applicable) {
        if (r.to.length === 1) {
            const list = byTarget.get(r.to[0]) ?? [];
            list.push(old);
            byTarget.set(r.to[0], list);
        }
        else {
            groups.push({ type: 'split', olds: [old], news: r.to, aliased: r.alias });
        }
    }
    for (const [target, olds] of byTarget) {
        olds.sort();
        const aliased = olds.every((o) => applicable.get(o).alias);
        groups.push({ type: olds.length > 1 ? 'merged' : 'renamed', olds, news: [target], aliased });
    }
    groups.sort((x, y) => (x.olds[0] < y.olds[0] ? -1 : x.olds[0] > y.olds[0] ? 1 : 0));
    return { groups, missing };
}
// ------------------------------------------------------------------ suggestions
/** Below this similarity nothing is suggested. */
const SUGGEST_THRESHOLD = 0.5;
/**
 * The edge of the threshold: a look-alike below this is suggested only with evidence (the new tool lists the old
 * name, or one name holds the other). Alike boilerplate alone lands just above 0.5 on generated servers.
 */
const EDGE_THRESHOLD = 0.6;
/** With the old name listed in the new tool's inputs, this much likeness suffices (the rest of the tool is new). */
const LISTED_FLOOR = 0.3;
/** With one name holding the other (`browser_wait` / `browser_wait_for`), this much. */
const CONTAINED_FLOOR = 0.4;
/** Candidates scored per removed capability when the diff is too large to score every pair. */
const MAX_CANDIDATES = 8;
/** A blocking token shared by more added items than this says nothing. */
const MAX_POSTINGS = 64;
/** Up to this many pairs, every pair is scored (catches look-alikes that share no name token). */
const ALL_PAIRS_LIMIT = 2500;
function snippet(pairs) {
    const renames = {};
    for (const [o, n] of pairs)
        renames[o] = n;
    return JSON.stringify({ renames });
}
const byRef = (x, y) => (x.ref < y.ref ? -1 : x.ref > y.ref ? 1 : 0);
const round = (x) => Math.round(x * 100) / 100;
/** Whether a pair may be suggested at all: evidence lowers the bar, the threshold edge needs evidence. */
function admissible(score, evidence) {
    const floor = evidence?.kind === 'listed' ? LISTED_FLOOR : evidence?.kind === 'contained' ? CONTAINED_FLOOR : EDGE_THRESHOLD;
    return round(score) >= floor;
}
/** Listed names outrank look-alikes in the assignment, contained names a little: evidence is worth more than likeness. */
function weightOf(score, evidence) {
    return score + (evidence?.kind === 'listed' ? 1 : evidence?.kind === 'contained' ? 0.25 : 0);
}
/** The added items worth scoring against each removed one: all of them when the diff is small, else a few that share a rare word. */
function candidatesOf(removedF, addedF) {
    if (removedF.length * addedF.length <= ALL_PAIRS_LIMIT) {
        const all = addedF.map((_, j) => j);
        return () => all;
    }
    const postings = new Map();
    addedF.forEach((f, j) => {
        for (const k of blockingKeys(f)) {
            const list = postings.get(k) ?? [];
            if (list.length <= MAX_POSTINGS)
                list.push(j);
            postings.set(k, list);
        }
    });
    return (i) => {
        const shared = new Map();
        for (const k of blockingKeys(removedF[i])) {
            const list = postings.get(k);
            if (!list || list.length > MAX_POSTINGS)
                continue;
            for (const j of list)
                shared.set(j, (shared.get(j) ?? 0) + 1);
        }
        return [...shared.entries()]
            .sort((x, y) => y[1] - x[1] || x[0] - y[0])
            .slice(0, MAX_CANDIDATES)
            .map(([j]) => j);
    };
}
/** Every admissible pair as an edge, each removed item's best edge, and its best pair refused for doing otherwise. */
function scoreEdges(removed, added, removedF, addedF, refuse) {
    const weights = weightsOf(removedF, addedF);
    const candidates = candidatesOf(removedF, addedF);
    const edges = [];
    const best = new Map();
    const refused = new Map();
    removedF.forEach((rf, i) => {
        for (const j of candidates(i)) {
            const score = similarity(rf, addedF[j], weights);
            // Below the lowest floor nothing is admissible, evidence or not: skip looking for it.
            const evidence = round(score) >= LISTED_FLOOR ? evidenceFor(rf, addedF[j]) : undefined;
            if (!admissible(score, evidence))
                continue;
            const why = refuse?.(removed[i], added[j], evidence?.kind === 'listed');
            if (why !== undefined) {
                const r = refused.get(i);
                if (r === undefined || score > r.score)
                    refused.set(i, { j, score, why });
                continue;
            }
            const e = { i, j, w: weightOf(score, evidence), score, ...(evidence ? { evidence } : {}) };
            edges.push(e);
            const b = best.get(i);
            if (b === undefined || e.w > b.w || (e.w === b.w && j < b.j))
                best.set(i, e);
        }
    });
    return { edges, best, refused };
}
/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Every admissible
 * pair is an edge; the renames are the maximum-weight one-to-one assignment over those edges, solved once, so a
 * family of tools renamed alike is paired as a whole. A removed item left unpaired joins its best match's group as
 * a merge only with evidence (the new tool lists its name, or the names hold one another): likeness alone never
 * claims that several tools became one. Cost is bounded: small diffs are scored pairwise, large ones only against a
 * few candidates that share a rare name/property word, and the assignment is exact per connected group up to a size
 * limit (greedy beyond).
 */
function suggestMatches(removedIn, addedIn, refuse) {
    if (removedIn.length === 0 || addedIn.length === 0)
        return { hints: new Map(), targets: new Map(), groups: [], refused: new Map() };
    // Sorted, so equal scores resolve the same way whatever order the items came in.
    const removed = [...removedIn].sort(byRef);
    const added = [...addedIn].sort(byRef);
    const { edges, best, refused } = scoreEdges(removed, added, removed.map(features), added.map(features), refuse);
    const members = new Map();
    const paired = new Set();
    for (const e of maxWeightMatching(edges)) {
        paired.add(e.i);
        members.set(e.j, [e]);
    }
    for (const [i, e] of best)
        if (!paired.has(i) && e.evidence !== undefined)
            members.get(e.j)?.push(e);
    const groups = [];
    for (const [j, list] of [...members.entries()].sort((x, y) => x[0] - y[0])) {
        const to = added[j].ref;
        const olds = list
            .map((e) => ({ ref: removed[e.i].ref, score: round(e.score), ...(e.evidence ? { evidence: e.evidence } : {}) }))
            .sort((x, y) => (x.ref < y.ref ? -1 : 1));
        groups.push({ type: olds.length > 1 ? 'merged' : 'renamed', olds, to, snippet: snippet(olds.map((o) => [o.ref, to])) });
    }
    // A refused look-alike is told only where it outscored what was suggested (or nothing was): the reader would
    // otherwise wonder why the closest name was not offered.
    const chosen = new Map(groups.flatMap((g) => g.olds.map((o) => [o.ref, o.score])));
    const passedOver = new Map();
    for (const [i, r] of refused) {
        const got = chosen.get(removed[i].ref);
        if (got === undefined || round(r.score) > got)
            passedOver.set(removed[i].ref, { to: added[r.j].ref, score: round(r.score), why: r.why });
    }
    return describe(groups, passedOver);
}
function because(e, to) {
    if (e === undefined)
        return '';
    return e.kind === 'listed' ? `; \`${to}\` lists its name in ${e.where}` : `; one name holds the other`;
}
/** The sentence telling why a closer look-alike was not suggested. */
function refusedSentence(r, instead) {
    return `${instead ? '' : 'No rename is suggested: '}\`${r.to}\` (similarity ${r.score.toFixed(2)}) was not ${instead ? 'suggested instead' : 'suggested'} because ${r.why}, so it is another tool.`;
}
/** Hints and targets of the groups. A merge gives its one config entry once, on its first old ref and on the target. */
function describe(groups, refused) {
    const hints = new Map();
    const targets = new Map();
    for (const g of groups) {
        for (const o of g.olds)
            targets.set(o.ref, { to: g.to, score: o.score, ...(o.evidence ? { evidence: o.evidence } : {}) });
        if (g.type === 'renamed') {
            const { ref, score, evidence } = g.olds[0];
            hints.set(ref, `It looks like a rename to \`${g.to}\` (similarity ${score.toFixed(2)}${because(evidence, g.to)}); if it is, declare it in the config: ${g.snippet}. Until then it counts as a removal.`);
            hints.set(g.to, `It may be the new name of \`${ref}\` (similarity ${score.toFixed(2)}).`);
            continue;
        }
        const list = g.olds.map((o) => `\`${o.ref}\``).join(', ');
        const first = g.olds[0].ref;
        const listed = g.olds.filter((o) => o.evidence?.kind === 'listed').length;
        const why = listed > 0 ? `; \`${g.to}\` lists ${listed === g.olds.length ? 'all their names' : `${listed} of their names`} in its inputs` : '';
        hints.set(first, `It looks like ${g.olds.length} capabilities were merged into \`${g.to}\`: ${list}${why}. If so, declare them in one config entry: ${g.snippet}. Until then each counts as a removal.`);
        for (const o of g.olds.slice(1)) {
            hints.set(o.ref, `It looks like one of ${g.olds.length} capabilities merged into \`${g.to}\` (similarity ${o.score.toFixed(2)}${because(o.evidence, g.to)}); the config entry for the whole merge is on \`${first}\`.`);
        }
        hints.set(g.to, `It may be the merge of ${list}; if so, declare it in the config: ${g.snippet}.`);
    }
    for (const [ref, r] of refused) {
        const had = hints.get(ref);
        hints.set(ref, had === undefined ? refusedSentence(r, false) : `${had} ${refusedSentence(r, true)}`);
    }
    return { hints, targets, groups: [...groups], refused: new Map(refused) };
}

;// CONCATENATED MODULE: ./src/core/diff/policy.ts

/** config.severity: rule id -> severity. A changed severity is marked `adjusted` so nothing changes silently. */
function applySeverityOverrides(changes, overrides) {
    if (!overrides)
        return [...changes];
    return changes.map((c) => {
        const to = Object.prototype.hasOwnProperty.call(overrides, c.rule) ? overrides[c.rule] : undefined;
        if (to === undefined || to === c.severity)
            return c;
        return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.severity["${c.rule}"]` };
    });
}
/** Whether a definition carries a description or title anywhere (bounded walk). */
function hasText(definition) {
    const stack = definition === undefined ? [] : [definition];
    for (let n = 0; stack.length > 0 && n < 20_000; n++) {
        const v = stack.pop();
        if (Array.isArray(v))
            stack.push(...v);
        else if ((0,json/* isJsonObject */.OW)(v)) {
            for (const k of Object.keys(v)) {
                if ((k === 'description' || k === 'title') && typeof v[k] === 'string' && v[k] !== '')
                    return true;
                stack.push(v[k]);
            }
        }
    }
    return false;
}
/**
 * policy.reviewNewDescriptions: an added capability whose definition has model-visible text is review, so a person
 * reads it before models do. `definitions` maps a ref to its head definition.
 */
function applyReviewNewDescriptions(changes, on, definitions) {
    if (on !== true)
        return [...changes];
    return changes.map((c) => {
        if (c.rule !== 'capability-added' || c.severity !== 'safe')
            return c;
        if (!(c.after?.refs ?? []).some((r) => hasText(definitions(r))))
            return c;
        return { ...c, severity: 'review', adjusted: 'severity safe -> review by config.policy.reviewNewDescriptions' };
    });
}
function refsOf(c) {
    return [...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
}
/** Whether an ignore entry silences a change: every field it names must match, and it must name one. */
function ignoreMatches(entry, c) {
    if (entry.fingerprint === undefined && entry.rule === undefined && entry.ref === undefined)
        return false;
    if (entry.fingerprint !== undefined && entry.fingerprint !== c.fingerprint)
        return false;
    if (entry.rule !== undefined && entry.rule !== c.rule)
        return false;
    if (entry.ref !== undefined && !refsOf(c).includes(entry.ref))
        return false;
    return true;
}
/** config.ignore: matching changes move to `ignored`, marked with the entry's reason; nothing is dropped. */
function applyIgnores(changes, ignores) {
    if (!ignores || ignores.length === 0)
        return { changes: [...changes], ignored: [] };
    const kept = [];
    const ignored = [];
    for (const c of changes) {
        const entry = ignores.find((e) => ignoreMatches(e, c));
        if (entry)
            ignored.push({ ...c, adjusted: `ignored by config.ignore: ${entry.reason}` });
        else
            kept.push(c);
    }
    return { changes: kept, ignored };
}

;// CONCATENATED MODULE: ./src/core/rules/rules.ts
const CAPS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
const TOOL = ['tool'];
const SERVER = ['server'];
const CONFIG = ['config'];
// What each rule reads to decide: words (the text a model or person reads: descriptions, titles, instructions, where
// its cues live) or structure (names, schemas, annotations, lists). Attacks that are structure are caught only by the
// second kind; the rule table says which is which.
const WORDS = ['words'];
const STRUCTURE = ['structure'];
const WORDS_AND_STRUCTURE = ['words', 'structure'];
// Position waivers shared by a pair of input or output rules (rule-symmetry.ts computes which mirrors must exist).
const ADDL = 'on output a changed `additionalProperties` is a limit on what the server may return, reported as tool-output-constraint-tightened or -loosened';
const INPUT_SCHEMA = 'MCP requires an inputSchema on every tool and one sent without it is compared as `{}` (accepts anything), so losing or gaining it shows as the schema rules of what the tool accepts';
// `as const` keeps each id and tag a literal, so RuleId below is the closed set of ids and a misspelt id is a compile error.
const ROWS = [
    // ------------------------------------------------------------ lifecycle
    {
        id: 'capability-added',
        type: 'added',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was added.',
        hint: 'Nothing breaks for existing callers; read its description and annotations before models start using it.',
        why: 'A new capability breaks no existing caller.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'capability-added-risky-text',
        type: 'added',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The {kind} `{name}` was added; its text at `{pointer}` {what}.',
        hint: 'Read the new text before models see it: descriptions steer the model (exfiltration, hidden instructions, tool shadowing). If it is fine, sign off.',
        why: 'A new capability breaks no caller, but its description is read by the model from day one; poisoned text arrives this way as easily as in a changed description.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'risky-text-added',
        type: 'description',
        severity: 'review',
        kinds: [...CAPS, 'server'],
        reads: WORDS,
        message: 'The {kind} `{name}` gained text at `{pointer}` that {what}.',
        hint: 'Read the new text before models see it: an edit to an existing capability (a description, a new property or argument, an enum value) is where poisoned instructions arrive unnoticed. If it is fine, sign off.',
        why: 'New wording that reads like tool poisoning (exfiltration, hidden instructions, tool shadowing, harvesting the conversation) must not look like a typo fix; a routine rewrite around text that was already there is not flagged.',
        tags: { subject: 'description', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'removing such text takes a risk away; the edit itself is still reported as description-changed or its schema rule' },
    },
    {
        id: 'text-data-movement-added',
        type: 'description',
        severity: 'review',
        kinds: [...CAPS, 'server'],
        reads: WORDS,
        message: 'The {kind} `{name}` gained text at `{pointer}` telling the model to take {source} and put it into {sink}: "{quote}".',
        hint: 'Read the sentence as an order to the model: it moves data the user never chose to share ({source}) to {sink}. Remove it unless the tool truly needs that data from the model; if it does, sign off.',
        why: 'An instruction that has the model gather private data (the conversation, the environment, credentials, files, memory, other tools\' output) and hand it to this tool, a URL, a public post or the reply moves data without an address or an alarming word; it is read as an order (a verb of gathering, a data noun, a verb of placing toward a sink), wherever a model reads it: descriptions, titles, argument and property texts, output schemas, annotation titles and the server instructions.',
        tags: { subject: 'description', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'removing such an instruction takes a risk away; the edit itself is still reported as description-changed, server-instructions-changed or its schema rule' },
    },
    {
        id: 'capability-impersonates',
        type: 'added',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was added, drawn like `{target}` but not it: {codepoints}.',
        hint: 'A name that looks like another is how one capability takes another\'s calls and approvals; it is never a rename. Serve it under a plain name, or remove it.',
        why: 'A letter from another script, an invisible character or a bidi override makes a name a reviewer and a model read as another; approvals and allow rules that match by what they see would go to it.',
        tags: { subject: 'capability', aspect: 'name', direction: 'added' },
        waivers: { mirror: 'a look-alike removed takes a risk away: it is reported as capability-removed' },
    },
    {
        id: 'resource-template-expansion-widened',
        type: 'exposure',
        severity: 'review',
        kinds: ['resourceTemplate'],
        reads: STRUCTURE,
        message: 'The resource template `{name}` became `{to}`: {variables} now use reserved expansion, so values may carry `/`, `?`, `#` and `..`.',
        hint: 'Reserved expansion lets a value reach paths the plain template could not; check what the server resolves for `..` and absolute paths, or keep the plain form.',
        why: 'The template still matches every URI it did, so nothing breaks, but it now matches more (other directories, other hosts\' paths): an exposure change, never a rename.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'changed' },
    },
    {
        id: 'capability-removed',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was removed.',
        hint: 'Keep serving it (or a deprecated alias) until callers have moved; if it lives on under another name, declare that in `renames`.',
        why: 'Every caller and saved prompt that uses it fails.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'capability-removed-kind-unsupported',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was removed because the server no longer supports `{method}`.',
        hint: 'Restore the `{capability}` server capability, or announce the removal of every {kind} it served.',
        why: 'A kind that is no longer advertised takes every capability of that kind with it.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'capability-deprecated',
        type: 'description',
        severity: 'safe',
        kinds: CAPS,
        reads: WORDS,
        message: 'The {kind} `{name}` was deprecated in its own {where}{replacement}.',
        hint: 'Nothing breaks yet. Record it in the config so the release gate dates the deprecation and gates the removal: `{suggestion}`.',
        why: 'A deprecation stated on the wire (`DEPRECATED: use x`, `[Deprecated]`, `(deprecated: use x)` in a description or title, read by default; policy.deprecatedDescriptionMarker adds a house style) is the notice callers get; it breaks no one, and recording it starts the window the release gate enforces.',
        tags: { subject: 'capability', aspect: 'deprecation', direction: 'added' },
        waivers: { mirror: 'a marker taken back is a description edit, reported as description-changed' },
    },
    {
        id: 'capability-renamed',
        type: 'renamed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was renamed to `{to}`.',
        hint: 'Keep serving `{from}` as a deprecated alias (set `alias` or `aliasUntil` on its `renames` entry) so existing callers keep working.',
        why: 'Callers that use the old name fail, even though the capability lives on.',
        tags: { subject: 'capability', aspect: 'name', direction: 'changed' },
    },
    {
        id: 'capability-renamed-with-alias',
        type: 'renamed',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was renamed to `{to}` and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working; dropping the alias later is flagged as a removal.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'changed' },
    },
    {
        id: 'capabilities-merged',
        type: 'merged',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind}s {from} were merged into `{to}`.',
        hint: 'Callers of the old {kind}s must move to `{to}`; keep the old names as deprecated aliases until they have.',
        why: 'Callers of every merged name fail, and the new one usually takes different arguments.',
        tags: { subject: 'capability', aspect: 'name', direction: 'narrowed' },
    },
    {
        id: 'capabilities-merged-with-alias',
        type: 'merged',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind}s {from} were merged into `{to}` and the old names are still served.',
        hint: 'Remove the old names only after their deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old names keep working.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'narrowed' },
    },
    {
        id: 'capability-split',
        type: 'split',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was split into {to}.',
        hint: 'Callers of `{from}` must choose among the new {kind}s; keep `{from}` as a deprecated alias until they have.',
        why: 'Callers of the old name fail.',
        tags: { subject: 'capability', aspect: 'name', direction: 'widened' },
    },
    {
        id: 'capability-split-with-alias',
        type: 'split',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was split into {to} and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'widened' },
    },
    {
        id: 'rename-target-missing',
        type: 'config',
        severity: 'safe',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'Declared renames not in effect yet ({count}): the old names are still served and the new ones are not: {renames}.',
        hint: 'Nothing breaks while the old names are served; the renames apply once the server switches. Remove an entry from `renames` if it is stale.',
        why: 'A rename map committed ahead of the switch breaks no caller while the old names are served; said once per diff, it stays visible without adding a row per entry to every pull request.',
        tags: { subject: 'config', aspect: 'rename-target', direction: 'added' },
        waivers: { mirror: 'a check of the config against the head snapshot, not a change between snapshots' },
    },
    {
        id: 'snapshot-origin-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'The snapshot server name changed from `{before}` to `{after}`.',
        hint: 'Digests are bound to their server, so earlier sign-offs do not carry over; check that the right server was captured.',
        why: 'Comparing two different servers by mistake would pass silently otherwise.',
        tags: { subject: 'snapshot', aspect: 'origin', direction: 'changed' },
    },
    {
        id: 'config-gate-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'The pull request changed `{key}` in the config `{path}`.',
        hint: 'This gate runs with the base branch config; the edit takes effect once merged, so sign it off like any other change.',
        why: 'Editing renames, severities, ignores, deprecations or policy changes what the gate lets through.',
        tags: { subject: 'config', aspect: 'gate', direction: 'changed' },
    },
    // ------------------------------------------------------------ exposure and observation
    {
        id: 'capability-exposure-narrowed',
        type: 'exposure',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is no longer offered on surface `{surface}`; it is still offered on {surfaces}.',
        hint: 'Users of surface `{surface}` lose it: restore it there, or tell them to switch to {surfaces}.',
        why: 'Clients configured for this surface can no longer call it, even though the server still has it.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'narrowed' },
    },
    {
        id: 'capability-exposure-widened',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is now also offered on surface `{surface}`.',
        hint: 'Nothing breaks; users of `{surface}` gain it.',
        why: 'Offering an existing capability to more clients breaks none.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'widened' },
    },
    {
        id: 'capability-duplicated',
        type: 'exposure',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is listed {count} times on surface `{surface}` (before: {before}).',
        hint: 'Clients disagree on which copy they use, so every copy is compared; read each one, and serve the name once.',
        why: 'A second copy under the same name is a second definition a client may pick; one copy can be harmless while the other is not.',
        tags: { subject: 'capability', aspect: 'duplication', direction: 'added' },
    },
    {
        id: 'capability-duplicate-removed',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is listed {count} time(s) on surface `{surface}` (before: {before}).',
        hint: 'Nothing breaks for callers of the name; any change in the remaining copy is reported on its own.',
        why: 'Fewer copies of one name leave clients less to disagree about.',
        tags: { subject: 'capability', aspect: 'duplication', direction: 'removed' },
    },
    {
        id: 'surface-removed',
        type: 'observation',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The surface `{surface}` was removed from the snapshot.',
        hint: 'Clients that used this configuration are no longer checked; restore it in the config or confirm it is gone.',
        why: 'Everything the surface offered is no longer guaranteed to anyone.',
        tags: { subject: 'surface', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'surface-added',
        type: 'observation',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The surface `{surface}` was added to the snapshot.',
        hint: 'Nothing breaks; its capabilities are now part of the contract.',
        why: 'Checking one more configuration breaks no caller.',
        tags: { subject: 'surface', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'observation-failed',
        type: 'observation',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Listing {kind}s on surface `{surface}` failed ({error}).',
        hint: 'Fix the server or the capture; nothing of this kind can be checked while `{method}` fails, so no removals are reported.',
        why: 'The check cannot pass without knowing what is served.',
        tags: { subject: 'listing', aspect: 'availability', direction: 'removed' },
    },
    {
        id: 'observation-recovered',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Listing {kind}s on surface `{surface}` succeeded again after failing in the base snapshot ({count} listed).',
        hint: 'There is nothing to compare against, so every listed {kind} is new to the contract; review them as a whole.',
        why: 'Reporting each item as added would flood the review without telling anything useful.',
        tags: { subject: 'listing', aspect: 'availability', direction: 'added' },
    },
    {
        id: 'observation-problem',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The server sent a malformed {kind} on surface `{surface}` ({code}: {problem}).',
        hint: 'Fix the item in the server; clients may drop or misread it.',
        why: 'A malformed item is never dropped silently, but it is not a contract change either.',
        tags: { subject: 'listing', aspect: 'problem', direction: 'added' },
        waivers: { mirror: 'a problem that goes away needs no review' },
    },
    // ------------------------------------------------------------ tool input schema (what callers send)
    {
        id: 'tool-input-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` was removed.',
        hint: 'Callers that still send `{property}` may be rejected or silently ignored; keep accepting it until they have moved.',
        why: 'Callers built against the old schema send it.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'removed', position: 'input' },
    },
    {
        id: 'tool-input-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Optional input property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; existing calls simply leave it out.',
        why: 'An optional property does not change any existing call.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-destination-added',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: WORDS_AND_STRUCTURE,
        message: 'Optional input property `{property}` was added to tool `{name}`, and {reason}.',
        hint: 'Read what the server does with `{property}`: a new place to send data (a URL, webhook, callback, email, recipient, host) is how a tool starts copying what it handles somewhere else. If the tool really only uses it as asked, sign off.',
        why: 'No existing call breaks, but an input that names a destination or a channel out lets the model, or text that steers it, route data off the machine; a schema edit carries it as easily as a description.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-required-property-added',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Required input property `{property}` was added to tool `{name}`.',
        hint: 'Make `{property}` optional with a default, or ship it as a new tool.',
        why: 'Every existing call lacks it and fails validation.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-property-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` became required.',
        hint: 'Keep it optional with a default so calls that leave it out keep working.',
        why: 'Calls that left it out fail validation.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-defaulted-property-made-required',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` is now listed as required, and it declares a default.',
        hint: 'Schema generators in "output" mode (zod 4 `toJSONSchema`, for one) list defaulted properties as required; if the server really rejects calls that leave `{property}` out, set this rule to breaking in `severity`.',
        why: 'A property with a `default` is filled in when a call leaves it out; listing it in `required` is how some generators describe the value after defaults, not a new demand on callers. Re-level it when your server validates strictly.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-property-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` became optional.',
        hint: 'Nothing breaks; existing calls still send it.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'removed', position: 'input' },
    },
    {
        id: 'tool-input-type-narrowed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts fewer types: {before} became {after}.',
        hint: 'Keep accepting the old types, or ship the new shape under a new property.',
        why: 'Calls that send a value of a dropped type fail validation.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-type-widened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts more types: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` no longer accepts {values}.',
        hint: 'Keep accepting the old values (map them to the new ones) until callers have moved.',
        why: 'Calls that send a removed value fail validation.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-added-risky',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}, where {risky} names a privilege or a safeguard skipped.',
        hint: 'Check what the new value does: a mode that bypasses, overrides, forces, deletes everything, acts as admin, goes public or skips verification is a capability the model can now choose. If it is guarded on the server, sign off.',
        why: 'Every existing call still validates, but a value such as `bypass_branch_protection` or `skip_verification` widens what the tool will do on request, which no description edit announced.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-operation-added',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}, where {value} is a {operation} operation (`{word}`).',
        hint: 'One new value is a new thing the tool does: check that the model may choose to {operation} here, and that the host asks before it does. If it is guarded on the server, sign off.',
        why: 'Every existing call still validates, but a value that deletes, overwrites, revokes, transfers or executes adds an operation through a single enum entry; values are read by what their words do (stems, with camel, snake and kebab parts split), and a past participle (`deleted`) is a state, not an operation.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-safety-default-flipped',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The default of input `{property}` of tool `{name}` ({guard}) moved from {before} to {after}: a call that leaves it out now gets the unsafe side.',
        hint: 'A caller who never set `{property}` relied on the old default; keep {safe} as the default or announce the change.',
        why: 'No call breaks, but a boolean that guards something (dry run, confirmation, overwrite, force, symlinks, recursion) switched off by default changes what every existing call does, without a word in any text.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` is tool-schema-not-comparable' },
    },
    {
        id: 'tool-input-required-now-broad-default',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` is no longer required and falls back to {fallback}, on a tool that writes ({writes}).',
        hint: 'A model that omits `{property}` now writes to {fallback}; make sure that is what callers expect, or keep it required.',
        why: 'No call breaks, but a write that had to name its target now has one chosen for it, and the fallback (the default branch, the root, everything) is broader than what callers named.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` or `required` fills nothing the server writes (tool-schema-not-comparable, tool-output-required-removed)' },
    },
    {
        id: 'tool-input-constraint-tightened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Keep the old limit, or check that no caller sends values the new limit rejects.',
        why: 'Values that used to be accepted are now rejected.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-constraint-loosened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-additional-properties-closed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` no longer accepts arbitrary extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Keep `additionalProperties` open, or check that no caller sends undeclared properties.',
        why: 'Calls that send an undeclared property are now rejected.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'narrowed', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-additional-properties-opened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts more extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Nothing breaks; every old call is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'widened', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-no-arguments-closed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` declares no properties and now refuses undeclared ones: `additionalProperties` {before} became {after}. A call that sends none is unaffected.',
        hint: 'Nothing to do unless a caller sends arguments this tool never declared; schema generators close or open such objects with each SDK release.',
        why: 'The schema never described a property here, so the only call it promised to accept (one without any) still validates.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'narrowed', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-default-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The default of input `{property}` of tool `{name}` changed from {before} to {after}.',
        hint: 'Calls that leave `{property}` out now behave differently; confirm that is intended.',
        why: 'The schema still validates every call, but behaviour changes silently for calls relying on the default.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` is tool-schema-not-comparable: a default fills nothing in a value the server writes, so what it means there is not decided' },
    },
    // ------------------------------------------------------------ tool output schema (what consumers read)
    {
        id: 'tool-output-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` was removed.',
        hint: 'Keep returning `{property}` until consumers stop reading it.',
        why: 'Consumers that read it get nothing.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'removed', position: 'output' },
    },
    {
        id: 'tool-output-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; consumers can start reading it.',
        why: 'Consumers ignore what they do not read.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'output' },
    },
    {
        id: 'tool-output-required-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` is no longer guaranteed (removed from `required`).',
        hint: 'Keep returning it always, or tell consumers to handle its absence.',
        why: 'Consumers that rely on it being present break when it is missing.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'removed', position: 'output' },
    },
    {
        id: 'tool-output-required-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` is now always returned (added to `required`).',
        hint: 'Nothing breaks; consumers can rely on it.',
        why: 'A stronger guarantee breaks no consumer.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'output' },
    },
    {
        id: 'tool-output-type-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` may have more types: {before} became {after}.',
        hint: 'Keep returning the old types, or tell consumers to handle the new ones.',
        why: 'Consumers that expect the old types misread the new ones.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-type-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` has fewer possible types: {before} became {after}.',
        hint: 'Nothing breaks; every value is one consumers already handle.',
        why: 'Consumers already handle every remaining type.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-enum-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` may now be {values}.',
        hint: 'Tell consumers about the new values before returning them.',
        why: 'Consumers that switch over the known values misread new ones.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-enum-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` is no longer {values}.',
        hint: 'Nothing breaks; consumers still handle every remaining value.',
        why: 'Consumers already handle every remaining value.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-constraint-loosened',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Consumers that rely on the old limit may misread values outside it; confirm none do.',
        why: 'Few consumers depend on output limits, but some do; a person should decide.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-constraint-tightened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every returned value was already valid before.',
        why: 'Consumers already handle every value within the tighter limit.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-schema-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` no longer declares an output schema.',
        hint: 'Keep the output schema; clients that validate or parse structured output depend on it.',
        why: 'Consumers of structured output lose every guarantee at once.',
        tags: { subject: 'schema', aspect: 'existence', direction: 'removed', position: 'output' },
        waivers: { position: INPUT_SCHEMA },
    },
    {
        id: 'tool-output-schema-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now declares an output schema.',
        hint: 'Nothing breaks; consumers can start relying on structured output.',
        why: 'A new guarantee breaks no consumer.',
        tags: { subject: 'schema', aspect: 'existence', direction: 'added', position: 'output' },
        waivers: { position: INPUT_SCHEMA },
    },
    {
        id: 'tool-schema-not-comparable',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The {side} schema of tool `{name}` changed at `{pointer}` in a way that cannot be checked automatically ({reason}).',
        hint: 'Read the schema change at `{pointer}` and decide whether existing {party} still work.',
        why: 'What stays undecided (allOf, not and conditionals, a union beside other keywords, oneOf branches that may overlap, non-local $ref, changed patterns, invalid or too deep schemas) is never guessed safe; the reason names the keyword.',
        tags: { subject: 'schema', aspect: 'comparability', direction: 'changed' },
    },
    {
        id: 'tool-schema-dialect-changed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The {side} schema of tool `{name}` declares another JSON Schema dialect: `$schema` {before} became {after}.',
        hint: 'Nothing to do unless your clients validate with a fixed dialect; the rest of the schema was compared under each side\'s own dialect.',
        why: 'The dialect names the rules a validator reads the schema by; on its own it accepts and rejects nothing, and every keyword that did change is reported by its own rule.',
        tags: { subject: 'schema', aspect: 'dialect', direction: 'changed' },
    },
    // ------------------------------------------------------------ prompts
    {
        id: 'prompt-required-argument-added',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Required argument `{argument}` was added to prompt `{name}`.',
        hint: 'Make `{argument}` optional, or ship the new shape as a new prompt.',
        why: 'Every existing use of the prompt lacks the argument.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-optional-argument-added',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Optional argument `{argument}` was added to prompt `{name}`.',
        hint: 'Nothing breaks; existing uses leave it out.',
        why: 'Existing uses of the prompt still work.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-argument-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` was removed.',
        hint: 'Keep accepting `{argument}` until existing uses have moved.',
        why: 'Uses that pass it may be rejected or lose what it meant.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'removed', position: 'input' },
    },
    {
        id: 'prompt-argument-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` became required.',
        hint: 'Keep it optional so uses that leave it out keep working.',
        why: 'Uses that left it out fail.',
        tags: { subject: 'prompt-argument', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-argument-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` became optional.',
        hint: 'Nothing breaks; existing uses still pass it.',
        why: 'Every existing use still works.',
        tags: { subject: 'prompt-argument', aspect: 'required', direction: 'removed', position: 'input' },
    },
    // ------------------------------------------------------------ resources
    {
        id: 'resource-mime-type-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        reads: STRUCTURE,
        message: 'The MIME type of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Clients that parse the content by its type may misread it; confirm they handle the new type.',
        why: 'Whether a new content type breaks a reader depends on the reader.',
        tags: { subject: 'capability', aspect: 'mime-type', direction: 'changed' },
    },
    {
        id: 'resource-name-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        reads: STRUCTURE,
        message: 'The name of {kind} `{name}` changed from {before} to {after}.',
        hint: 'The URI is unchanged, so reads keep working; check that clients showing or matching on the name are fine.',
        why: 'The name is model- and user-visible, but not the identity.',
        tags: { subject: 'capability', aspect: 'display-name', direction: 'changed' },
    },
    // ------------------------------------------------------------ model-visible text and annotations
    {
        id: 'description-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The description of {kind} `{name}` changed at `{pointer}`.',
        hint: 'Descriptions steer the model: read the new text for instructions it should not follow (exfiltration, tool shadowing, hidden prompts).',
        why: 'Changed model-visible text is how tool poisoning arrives; a person should read it.',
        tags: { subject: 'description', aspect: 'text', direction: 'changed' },
    },
    {
        id: 'text-whitespace-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        reads: WORDS,
        message: 'The text of {kind} `{name}` at `{pointer}` changed only in whitespace.',
        hint: 'Nothing to read: the words are the same once spaces, tabs and line breaks are normalized (a re-indented docstring, an emptied blank line). The snapshot keeps the exact text.',
        why: 'What the model reads is the same; a reviewer asked to read it again would learn nothing and learn to click through.',
        tags: { subject: 'description', aspect: 'whitespace', direction: 'changed' },
    },
    {
        id: 'icons-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        reads: STRUCTURE,
        message: 'The icons of {kind} `{name}` changed: {before} became {after}.',
        hint: 'Icons are shown to people, not read by the model: check the new one is yours. Inline images are summarized as media type, size and digest prefix.',
        why: 'An icon changes what a person sees in the host, not what any caller sends or the model reads.',
        tags: { subject: 'icon', aspect: 'value', direction: 'changed' },
    },
    {
        id: 'tool-app-view-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The MCP App view of tool `{name}` changed: `_meta.ui.resourceUri` {before} became {after}.',
        hint: 'Hosts render this UI resource (interactive HTML) next to the tool result: read the resource it now points to before people see it.',
        why: 'A tool that gains or switches its app view puts different interactive content in front of people, with access to the tool through the host.',
        tags: { subject: 'app-view', aspect: 'resource-uri', direction: 'changed' },
    },
    {
        id: 'app-ui-settings-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The MCP App settings of {kind} `{name}` changed at `{pointer}`: {before} became {after}.',
        hint: 'These settings decide what the app view may reach (csp domains), ask for (permissions) and where it runs (domain): check every new origin and permission.',
        why: 'A new connect or resource domain, or a new permission, widens what an interactive view can do in the host.',
        tags: { subject: 'app-view', aspect: 'settings', direction: 'changed' },
    },
    {
        id: 'title-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The title of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Titles are shown to users and models; confirm the new one is accurate.',
        why: 'Model- and user-visible text; a person should read it.',
        tags: { subject: 'title', aspect: 'text', direction: 'changed' },
    },
    {
        id: 'tool-no-longer-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked read-only (readOnlyHint true became false).',
        hint: 'Clients may now ask for confirmation or stop auto-approving it; confirm it really writes.',
        why: 'Hints drive client approval policy; a tool that starts writing deserves a look.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'removed' },
    },
    {
        id: 'tool-now-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked read-only (readOnlyHint false became true).',
        hint: 'Make sure it really never writes: clients may auto-approve it now.',
        why: 'It breaks no caller, but clients and gateways may now call it without asking: a false claim hands out trust.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'added' },
    },
    {
        id: 'tool-now-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked destructive (destructiveHint false became true).',
        hint: 'Confirm the tool now deletes or overwrites data, and that callers expect it.',
        why: 'Hints drive client approval policy; a tool that starts destroying data deserves a look.',
        tags: { subject: 'annotation', aspect: 'destructive', direction: 'added' },
    },
    {
        id: 'tool-no-longer-destructive',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked destructive (destructiveHint true became false).',
        hint: 'Make sure it really never destroys data: clients may approve it more easily now.',
        why: 'A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.',
        tags: { subject: 'annotation', aspect: 'destructive', direction: 'removed' },
    },
    {
        id: 'tool-now-open-world',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked open-world (openWorldHint false became true).',
        hint: 'The tool now reaches outside systems; confirm that is intended and data may leave.',
        why: 'Reaching the open world is where data leaves; a person should know.',
        tags: { subject: 'annotation', aspect: 'open-world', direction: 'added' },
    },
    {
        id: 'tool-no-longer-open-world',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked open-world (openWorldHint true became false).',
        hint: 'Make sure it really stays within its closed domain.',
        why: 'A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.',
        tags: { subject: 'annotation', aspect: 'open-world', direction: 'removed' },
    },
    {
        id: 'tool-claims-not-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now declares destructiveHint false, but {reason}: hosts may run it without asking.',
        hint: 'Check the claim against what the tool does; if it can delete, overwrite or revoke, drop the hint (unset means destructive) or set it true.',
        why: 'Hosts skip confirmation for tools that claim not to destroy (some even for untrusted servers); the claim is checked against the operations the tool names.',
        tags: { subject: 'annotation', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'a destructive claim restored is tool-now-destructive' },
    },
    {
        id: 'tool-read-only-claim-contradicted',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now claims read-only (readOnlyHint true), but {reason}: hosts may run it without asking.',
        hint: 'A read-only claim is approved on sight; if the tool writes, drop the hint.',
        why: 'Hosts auto-approve read-only tools; a claim that the tool\'s own name or inputs contradict invites approval of writes.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'added' },
    },
    {
        id: 'tool-hint-riskier',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}`, already annotated, moved `{hint}` from {before} to {after}: clients may now approve it more easily.',
        hint: 'Make sure the tool really no longer does what the old claim said (destroy data, reach outside systems): clients and gateways relax confirmation on this hint, so a false one hands out trust.',
        why: 'A tool already annotated whose destructiveHint or openWorldHint moves to the side that relaxes approval makes a claim a person must check; the same value on a tool annotated for the first time, or one that now claims read-only (reviewed as tool-now-read-only), stays tool-no-longer-destructive or tool-no-longer-open-world.',
        tags: { subject: 'annotation', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'a hint moved back to the cautious side is reported as tool-now-destructive or tool-now-open-world' },
    },
    {
        id: 'tool-no-longer-idempotent',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked idempotent (idempotentHint true became false).',
        hint: 'Clients that retry it may now repeat side effects; confirm retries are safe or tell them.',
        why: 'Retry logic relies on this hint.',
        tags: { subject: 'annotation', aspect: 'idempotent', direction: 'removed' },
    },
    {
        id: 'tool-now-idempotent',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked idempotent (idempotentHint false became true).',
        hint: 'Make sure repeated calls really have no extra effect.',
        why: 'A stricter claim breaks no caller.',
        tags: { subject: 'annotation', aspect: 'idempotent', direction: 'added' },
    },
    {
        id: 'definition-field-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Field `{pointer}` of {kind} `{name}` changed.',
        hint: 'This field (icons, _meta, execution or one this tool does not know) may be read by clients or models; check the change.',
        why: 'Its meaning is not known here, so it is never guessed safe.',
        tags: { subject: 'field', aspect: 'value', direction: 'changed' },
    },
    // ------------------------------------------------------------ auth surface (a remote server behind OAuth)
    {
        id: 'auth-pkce-method-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server no longer advertises the PKCE method {before}.',
        hint: 'MCP clients must refuse an authorization server without S256: restore it in code_challenge_methods_supported, or every client stops signing in.',
        why: 'Clients that sign in with that method are refused, and the spec makes S256 mandatory.',
        tags: { subject: 'auth', aspect: 'pkce', direction: 'removed' },
    },
    {
        id: 'auth-pkce-method-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server now advertises the PKCE method {after}.',
        hint: 'Nothing breaks; clients keep the method they use.',
        why: 'One more accepted method refuses no client.',
        tags: { subject: 'auth', aspect: 'pkce', direction: 'added' },
    },
    {
        id: 'auth-cimd-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server no longer supports Client ID Metadata Documents.',
        hint: 'Clients that use a URL as their client id must now register (or be pre-registered): restore client_id_metadata_document_supported, or tell them.',
        why: 'A client identified by its metadata URL can no longer sign in.',
        tags: { subject: 'auth', aspect: 'client-id-metadata', direction: 'removed' },
    },
    {
        id: 'auth-cimd-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server now supports Client ID Metadata Documents.',
        hint: 'Nothing breaks; clients may use a metadata URL as their client id instead of registering.',
        why: 'A new way to identify a client refuses none of the old ones.',
        tags: { subject: 'auth', aspect: 'client-id-metadata', direction: 'added' },
    },
    {
        id: 'auth-server-moved',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server moved: `{pointer}` was {before}, now {after}.',
        hint: 'Every client must register and sign in again with the new authorization server (their grants and registrations are bound to the old issuer); announce it, or keep the old one listed.',
        why: 'Grants and client registrations are bound to an issuer (SEP-2352): none of them work at another one.',
        tags: { subject: 'auth', aspect: 'authorization-server', direction: 'changed' },
    },
    {
        id: 'auth-scope-required',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now asks for the scope {after} in its challenge.',
        hint: 'Tokens granted before lack it: clients must step up or sign in again. If the old scope still suffices, keep the challenge as it was.',
        why: 'A token that worked yesterday is refused today until its holder is authorized again.',
        tags: { subject: 'auth', aspect: 'required', direction: 'added' },
        waivers: { mirror: 'a scope no longer asked for refuses no token: the tokens granted before still carry it' },
    },
    {
        id: 'auth-scopes-narrowed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The resource no longer lists the scope {before} in scopes_supported.',
        hint: 'Clients that ask for it may be refused at sign-in or get a narrower token; confirm the scope is gone on purpose.',
        why: 'Clients choose their scope from this list when the challenge names none.',
        tags: { subject: 'auth', aspect: 'scope', direction: 'narrowed' },
    },
    {
        id: 'auth-scopes-widened',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The resource now lists the scope {after} in scopes_supported.',
        hint: 'Nothing breaks; a client that asks for every listed scope asks for one more.',
        why: 'A new scope refuses no existing token.',
        tags: { subject: 'auth', aspect: 'scope', direction: 'widened' },
    },
    // ------------------------------------------------------------ server identity
    {
        id: 'server-name-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now calls itself {after} instead of {before}.',
        hint: 'Confirm this is the same server; clients may key trust or configuration on its name.',
        why: 'The name is the server identity clients see.',
        tags: { subject: 'server', aspect: 'name', direction: 'changed' },
    },
    {
        id: 'server-version-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server version changed from {before} to {after}.',
        hint: 'Informational; the release gate compares versions against deprecation windows.',
        why: 'A version bump by itself changes no capability.',
        tags: { subject: 'server', aspect: 'version', direction: 'changed' },
    },
    {
        id: 'server-info-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'Server info field `{pointer}` changed.',
        hint: 'Server info (title, icons, website) is shown to users; check the change.',
        why: 'User-visible identity text; a person should read it.',
        tags: { subject: 'server', aspect: 'info', direction: 'changed' },
    },
    {
        id: 'server-protocol-version-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The negotiated protocol version changed from {before} to {after}.',
        hint: 'Check that the clients you support speak the new protocol version.',
        why: 'A move to an older or unrecognized version can change how every capability behaves on the wire (a move up is server-protocol-version-upgraded).',
        tags: { subject: 'protocol', aspect: 'negotiated-version', direction: 'changed' },
    },
    {
        id: 'server-protocol-version-upgraded',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The negotiated protocol version moved up from {before} to {after}.',
        hint: 'Nothing to do for clients that speak {before}: version negotiation still offers it if the server keeps supporting it (SDK servers do). Check that it does if you pin old clients.',
        why: 'The version is negotiated per session: a server answering the newest version it speaks leaves older clients to negotiate theirs. SDK upgrades do this to every server.',
        tags: { subject: 'protocol', aspect: 'negotiated-version', direction: 'changed' },
    },
    {
        id: 'schema-generator-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'A schema generator changed on surface `{surface}` (an SDK or schema-library upgrade, not an authored edit): {evidence}. The per-tool rows below show each of these changes.',
        hint: 'Each tool\'s finding is still listed; if this came from an SDK or schema-library upgrade, read them as one change. Re-level the per-tool rules with `severity` if your clients depend on the old shape.',
        why: 'One note says what many per-tool rows have in common, so a library upgrade reads as one event rather than a wall of unrelated changes.',
        tags: { subject: 'schema', aspect: 'generator', direction: 'changed' },
    },
    {
        id: 'server-capability-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now advertises capability `{pointer}`.',
        hint: 'Nothing breaks; clients may start using it.',
        why: 'A new feature flag breaks no client.',
        tags: { subject: 'server-capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'server-capability-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server no longer advertises capability `{pointer}`.',
        hint: 'Clients that rely on it (change notifications, subscriptions, logging, completions) lose it; confirm none do.',
        why: 'A dropped flag can break clients that use it; dropped capabilities themselves are reported by the kind checks.',
        tags: { subject: 'server-capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'server-instructions-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS,
        message: 'The server instructions changed.',
        hint: 'Instructions go straight into the model context: read the new text for anything it should not follow.',
        why: 'Model-visible text that steers every tool call.',
        tags: { subject: 'server', aspect: 'instructions', direction: 'changed' },
    },
    // ------------------------------------------------------------ protocol eras (MCP 2026-07-28)
    {
        id: 'protocol-era-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer serves the {era} protocol era ({versions}): {clients} can no longer connect.',
        hint: 'Keep serving the {era} era until those clients have moved (with SDK v2: `serveStdio(factory, { legacy: \'serve\' })` or `createMcpHandler(factory, { legacy: \'stateless\' })`), or announce the cut.',
        why: 'A client that speaks only the dropped era fails at connect, before it sees any capability.',
        tags: { subject: 'protocol', aspect: 'era', direction: 'removed' },
    },
    {
        id: 'protocol-era-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now also serves the {era} protocol era ({versions}).',
        hint: 'Nothing breaks: clients of that era can now connect. The capabilities they see are checked like every other.',
        why: 'A new way to connect breaks no existing client; a server moved from SDK v1 to v2 with the same tools gets only this.',
        tags: { subject: 'protocol', aspect: 'era', direction: 'added' },
    },
    {
        id: 'protocol-version-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer lists protocol version {version} in server/discover: {clients} can no longer connect.',
        hint: 'Keep {version} in the supported versions until its clients have moved.',
        why: 'A modern server rejects every request naming a version it does not list (UnsupportedProtocolVersionError).',
        tags: { subject: 'protocol', aspect: 'version', direction: 'removed' },
    },
    {
        id: 'protocol-version-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now lists protocol version {version} in server/discover.',
        hint: 'Nothing breaks: clients of {version} can now connect.',
        why: 'An added version breaks no client that speaks the others.',
        tags: { subject: 'protocol', aspect: 'version', direction: 'added' },
    },
    {
        id: 'protocol-eras-differ',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` serves a different surface to each protocol era: what a client sees depends on its SDK.',
        hint: 'The snapshot keeps the other era\'s lists under `protocol.eras`; make the server factory register the same capabilities for both eras, or confirm the difference is meant.',
        why: 'The same release then has two contracts, and a client moving from SDK v1 to v2 silently gains or loses capabilities.',
        tags: { subject: 'protocol', aspect: 'era-parity', direction: 'removed' },
    },
    {
        id: 'protocol-eras-agree',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now serves the same surface to both protocol eras.',
        hint: 'Nothing to do: what a client sees no longer depends on its SDK.',
        why: 'One contract again; the capabilities themselves are compared by the kind checks.',
        tags: { subject: 'protocol', aspect: 'era-parity', direction: 'added' },
    },
    {
        id: 'protocol-extension-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now advertises the extension `{extension}` in server/discover.',
        hint: 'Nothing breaks; clients that negotiate it may start using it.',
        why: 'Extensions are negotiated: a client that does not know one ignores it.',
        tags: { subject: 'protocol', aspect: 'extension', direction: 'added' },
    },
    {
        id: 'protocol-extension-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer advertises the extension `{extension}` in server/discover.',
        hint: 'Clients that use it (tasks moved to an extension in 2026-07-28) lose it; confirm none do.',
        why: 'Like a dropped capability flag: only clients that use it break.',
        tags: { subject: 'protocol', aspect: 'extension', direction: 'removed' },
    },
    {
        id: 'protocol-deprecated-feature-used',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now uses {feature}, which MCP 2026-07-28 deprecates (removable after {deadline}).',
        hint: 'It works today; plan the move before {deadline}: tools or resources instead of roots, sampling and logging, Streamable HTTP instead of HTTP+SSE.',
        why: 'Deprecated features stay in the specification for at least 12 months from 2026-07-28; nothing breaks before then.',
        tags: { subject: 'protocol', aspect: 'deprecated-feature', direction: 'added' },
        waivers: { mirror: 'no longer using a deprecated feature breaks nothing and needs no note' },
    },
    // ------------------------------------------------------------ model hosts (emitted by the hosts pass, src/hosts)
    {
        id: 'host-rejects-tool',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The tool `{name}` is now refused by {host}: {what}, at `{pointer}` (check `{check}`).',
        hint: '{session} Change the tool so the host accepts it (`mcp-contract rules` lists each check with its documentation), or stop shipping to {host} by leaving it out of `hosts` in the config.',
        why: 'A host that refuses a tool refuses the request that carries it: the Anthropic and OpenAI APIs fail the whole request (every tool of the session) with an error that names no server, and an MCP HTTP client silently drops the tool.',
        tags: { subject: 'host', aspect: 'acceptance', direction: 'removed' },
        identity: ['hostId', 'check'],
    },
    {
        id: 'host-accepts-tool',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The tool `{name}` is now accepted by {host}: it no longer has {what} (check `{check}`).',
        hint: 'Nothing breaks; users of {host} get the tool (and, where the host failed the whole request, the session) back.',
        why: 'A tool a host used to refuse becomes usable there; no caller loses anything.',
        tags: { subject: 'host', aspect: 'acceptance', direction: 'added' },
        identity: ['hostId', 'check'],
    },
    {
        id: 'context-cost-over-budget',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'The tool list of surface `{surface}` now costs {after} tokens per request ({change}), over the budget of {limit}.',
        hint: 'Counted with {method} ({host} request form). The tools that grew most: {top}. Shorten their descriptions or schemas, move rarely used tools to another surface, or raise policy.contextBudget.',
        why: 'Every request carries the whole tool list: growth is paid on every turn of every session, and crowds out the conversation; a budget makes the cost a decision rather than an accident.',
        tags: { subject: 'host', aspect: 'context-cost', direction: 'widened' },
    },
    {
        id: 'context-cost-within-budget',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'The tool list of surface `{surface}` now costs {after} tokens per request ({change}), back within the budget of {limit}.',
        hint: 'Counted with {method} ({host} request form). Nothing breaks; every request is cheaper.',
        why: 'A smaller tool list costs every request less.',
        tags: { subject: 'host', aspect: 'context-cost', direction: 'narrowed' },
    },
];
const RULES = ROWS;
const BY_ID = new Map(RULES.map((r) => [r.id, r]));
function rules_ruleById(id) {
    return BY_ID.get(id);
}
/** Narrows a string read from outside (a stored report, a config key) to a rule id. */
function isRuleId(id) {
    return BY_ID.has(id);
}
/** A parameter as a message reads it: a list comma-separated. */
function paramText(v) {
    return Array.isArray(v) ? v.join(', ') : String(v);
}
function fillTemplate(template, params = {}) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? paramText(params[key]) : whole);
}

;// CONCATENATED MODULE: ./src/core/shared/sha256.ts
// SHA-256 (FIPS 180-4) of a string's UTF-8, in plain code: for the few short texts a run hashes where loading
// node:crypto (and the stream modules it brings) would cost more than the hashing, such as a diff's change
// fingerprints (issue 55). The digests of capabilities, hashed by the thousand, stay on node:crypto (canonical.ts).
// Same bytes as `createHash('sha256').update(text)`: a lone surrogate is encoded as U+FFFD, as both encoders do.
/** The first 64 primes (the constants below are their roots). */
const PRIMES = [
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151,
    157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257, 263, 269, 271, 277, 281, 283, 293, 307, 311,
];
/** The first 32 bits of a number's fractional part. */
const fraction32 = (x) => ((x - Math.floor(x)) * 0x100000000) >>> 0;
/** The round constants: the cube roots of the first 64 primes (sha256.test.ts checks them in exact integer arithmetic). */
const ROUND_CONSTANTS = Uint32Array.from(PRIMES, (p) => fraction32(Math.cbrt(p)));
/** The initial hash value: the square roots of the first 8 primes. */
const INITIAL_HASH = Uint32Array.from(PRIMES.slice(0, 8), (p) => fraction32(Math.sqrt(p)));
/**
 * Lowercase hex SHA-256 of `text` encoded as UTF-8. Written for V8's baseline code (a short run never optimizes it):
 * plain locals and indexed reads, no destructuring, iterators or DataView calls, and one call per 64-byte block (V8
 * moves a function to its faster baseline tier between calls, not inside one long loop).
 */
function sha256Hex(text) {
    const data = new TextEncoder().encode(text);
    // The message, a 1 bit, zeros, and its length in bits as 64 bits big-endian, to a whole number of 64-byte blocks.
    const length = Math.ceil((data.length + 9) / 64) * 64;
    const m = new Uint8Array(length);
    m.set(data);
    m[data.length] = 0x80;
    const bits = data.length * 8;
    const high = Math.floor(bits / 0x100000000);
    const low = bits >>> 0;
    for (let i = 0; i < 4; i++) {
        m[length - 8 + i] = high >>> (24 - 8 * i);
        m[length - 4 + i] = low >>> (24 - 8 * i);
    }
    const state = Int32Array.from(INITIAL_HASH);
    const w = new Int32Array(64);
    for (let at = 0; at < length; at += 64)
        compress(state, w, m, at);
    let hex = '';
    for (let i = 0; i < 8; i++)
        hex += (state[i] >>> 0).toString(16).padStart(8, '0');
    return hex;
}
/** One block `m[at, at + 64)` into `state`; `w` is the message schedule's scratch. */
function compress(state, w, m, at) {
    const K = ROUND_CONSTANTS;
    for (let i = 0; i < 16; i++) {
        const j = at + i * 4;
        w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
    }
    for (let i = 16; i < 64; i++) {
        const x = w[i - 15];
        const y = w[i - 2];
        const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
        const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    let a = state[0];
    let b = state[1];
    let c = state[2];
    let d = state[3];
    let e = state[4];
    let f = state[5];
    let g = state[6];
    let h = state[7];
    for (let i = 0; i < 64; i++) {
        const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
        const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

;// CONCATENATED MODULE: ./src/core/diff/fingerprint.ts


// In plain code: a diff hashes a few dozen short texts here, and node:crypto's load (with the stream modules it brings)
// cost more than the hashing (issue 55).

function side(s) {
    if (!s)
        return [];
    return [s.refs, s.digests ?? [], s.pointer ?? '', s.value === undefined ? '' : (0,json/* valueKey */.zV)(s.value)];
}
/**
 * 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values, and the params the
 * rule names as its identity (a host refusal's host and check: two hosts refusing one tool are two changes).
 */
function fingerprintOf(f) {
    const identity = rules_ruleById(f.rule)?.identity?.map((k) => String(f.params?.[k] ?? ''));
    const text = JSON.stringify([f.rule, f.surface, side(f.before), side(f.after), ...(identity ? [identity] : [])]);
    return sha256Hex(text).slice(0, 12);
}

;// CONCATENATED MODULE: ./src/core/diff/report.ts


/** Attaches the registry's type, default severity and wording, and the fingerprint. Throws on an unknown rule id. */
function toChange(f) {
    const rule = rules_ruleById(f.rule);
    if (rule === undefined)
        throw new Error(`unknown rule id: ${f.rule}`);
    const params = f.params ?? {};
    const hint = fillTemplate(rule.hint, params);
    return {
        ...f,
        type: rule.type,
        severity: rule.severity,
        message: fillTemplate(rule.message, params),
        hint: f.hint ? `${hint} ${f.hint}` : hint,
        fingerprint: fingerprintOf(f),
    };
}
const SEVERITY_RANK = { breaking: 0, review: 1, safe: 2 };
const KIND_RANK = {
    config: 0,
    server: 1,
    tool: 2,
    prompt: 3,
    resource: 4,
    resourceTemplate: 5,
};
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function refsKey(c) {
    return `${(c.before?.refs ?? []).join('\u0001')}\u0002${(c.after?.refs ?? []).join('\u0001')}`;
}
/** Risky model-visible text is listed before everything else of its severity or worse: it is what a reviewer must read. */
const FIRST_RULES = new Set(['risky-text-added', 'text-data-movement-added', 'capability-added-risky-text']);
/** Reading order of a change: risky text (-1), then breaking (0), review (1), safe (2). Renderers sort rows by it too. */
const changeRank = (c) => (FIRST_RULES.has(c.rule) && c.severity !== 'safe' ? -1 : SEVERITY_RANK[c.severity]);
/** The params a rule names as its identity (a host refusal's host and check), as one sortable key. */
function identityKey(c) {
    return (rules_ruleById(c.rule)?.identity ?? []).map((k) => String(c.params?.[k] ?? '')).join('\u0000');
}
/**
 * Risky text first, then breaking > review > safe, then surface, kind, refs; rule, pointer, the rule's identity (the
 * host, then the check) and fingerprint break ties.
 */
function compareChanges(a, b) {
    return (changeRank(a) - changeRank(b) ||
        cmp(a.surface, b.surface) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        cmp(refsKey(a), refsKey(b)) ||
        cmp(a.rule, b.rule) ||
        cmp(a.before?.pointer ?? a.after?.pointer ?? '', b.before?.pointer ?? b.after?.pointer ?? '') ||
        cmp(identityKey(a), identityKey(b)) ||
        cmp(a.fingerprint, b.fingerprint));
}
function summarize(changes) {
    const s = { breaking: 0, review: 0, safe: 0 };
    for (const c of changes)
        s[c.severity]++;
    return s;
}
function buildReport(server, labels, changes, ignored) {
    const sorted = [...changes].sort(compareChanges);
    return {
        format: 'mcp-contract-report/1',
        server,
        base: labels.base,
        head: labels.head,
        summary: summarize(sorted),
        changes: sorted,
        ignored: [...ignored].sort(compareChanges),
    };
}

;// CONCATENATED MODULE: ./src/core/diff/canary-coverage.ts
/** Undefined when no surface records canaries (the config declares none). */
function canaryCoverage(snapshot) {
    const surfaces = Object.values(snapshot.surfaces);
    if (!surfaces.some((s) => s.canaries !== undefined && s.canaries.length > 0))
        return undefined;
    const readOnly = new Map();
    for (const s of surfaces)
        for (const item of s.kinds.tool?.items ?? []) {
            const annotations = item.definition.annotations;
            const ro = typeof annotations === 'object' && annotations !== null && !Array.isArray(annotations) && annotations.readOnlyHint === true;
            readOnly.set(item.ref, (readOnly.get(item.ref) ?? false) || ro);
        }
    const covered = new Set(surfaces.flatMap((s) => s.canaries ?? []).filter((ref) => readOnly.has(ref)));
    return {
        tools: readOnly.size,
        readOnlyTools: [...readOnly.values()].filter(Boolean).length,
        covered: covered.size,
        coveredReadOnly: [...covered].filter((ref) => readOnly.get(ref)).length,
    };
}
/** "canary coverage: 3 of 12 read-only tools; 9 tools unverified" (tools without a canary are unverified). */
function coverageLine(c) {
    const extra = c.covered > c.coveredReadOnly ? ` (and ${c.covered - c.coveredReadOnly} tool${c.covered - c.coveredReadOnly === 1 ? '' : 's'} with side effects)` : '';
    const unverified = c.tools - c.covered;
    return `canary coverage: ${c.coveredReadOnly} of ${c.readOnlyTools} read-only tool${c.readOnlyTools === 1 ? '' : 's'}${extra}; ${unverified} tool${unverified === 1 ? '' : 's'} unverified`;
}

;// CONCATENATED MODULE: ./src/core/diff/generator-notes.ts

/** Tools needed before a shared change reads as a generator's doing rather than an author's. */
const MIN_TOOLS = 2;
/** How many tools both sides of a surface list (complete observations only); asked only when a flip is seen. */
function commonToolCount(b, h) {
    const bt = b.kinds?.tool;
    const ht = h.kinds?.tool;
    if (bt?.observation.state !== 'complete' || ht?.observation.state !== 'complete')
        return 0;
    const head = new Set(ht.items.map((c) => c.ref));
    let n = 0;
    for (const c of bt.items)
        if (head.has(c.ref))
            n++;
    return n;
}
function toolOf(f) {
    return f.kind === 'tool' ? (f.after?.refs[0] ?? f.before?.refs[0]) : undefined;
}
/** Tools per distinct (before -> after) of one rule, keyed by the shown pair. */
function byTransition(findings, match) {
    const out = new Map();
    for (const f of findings) {
        const tool = toolOf(f);
        if (tool === undefined || !match(f))
            continue;
        const key = `${(0,json/* showValue */.vp)(f.before?.value)} -> ${(0,json/* showValue */.vp)(f.after?.value)}`;
        const set = out.get(key) ?? new Set();
        set.add(tool);
        out.set(key, set);
    }
    return out;
}
function generatorNote(surface, findings, toolCount) {
    const evidence = [];
    let count = 0;
    const note = (text, n) => {
        evidence.push(text);
        count = Math.max(count, n);
    };
    for (const [pair, set] of byTransition(findings, (f) => f.rule === 'tool-schema-dialect-changed')) {
        if (set.size >= MIN_TOOLS)
            note(`on ${set.size} tools, \`$schema\` went from ${pair.replace(' -> ', ' to ')}`, set.size);
    }
    // Only the root object of the input schema, and only when every tool both sides list flipped the same way.
    const rootAp = (f) => (f.rule === 'tool-input-additional-properties-closed' || f.rule === 'tool-input-additional-properties-opened' || f.rule === 'tool-input-no-arguments-closed') &&
        f.after?.pointer === '/inputSchema/additionalProperties';
    for (const [pair, set] of byTransition(findings, rootAp)) {
        if (set.size >= MIN_TOOLS && set.size === toolCount())
            note(`on every tool (${set.size}), \`additionalProperties\` went from ${pair.replace(' -> ', ' to ')}`, set.size);
    }
    const defaulted = new Set(findings.filter((f) => f.rule === 'tool-input-defaulted-property-made-required').map(toolOf).filter((t) => t !== undefined));
    if (defaulted.size >= MIN_TOOLS)
        note(`on ${defaulted.size} tools, properties with a \`default\` are now listed in \`required\``, defaulted.size);
    if (evidence.length === 0)
        return undefined;
    return {
        rule: 'schema-generator-changed',
        kind: 'server',
        surface,
        // The evidence is prose for the message; the change carries no value of its own to show as JSON.
        after: { refs: [] },
        params: { surface, evidence: evidence.join('; '), count },
    };
}

;// CONCATENATED MODULE: ./src/core/diff/classify-shared.ts



const KIND_LABEL = {
    tool: 'tool',
    prompt: 'prompt',
    resource: 'resource',
    resourceTemplate: 'resource template',
};
function keyOfRef(ref) {
    return (0,canonical/* parseRef */.rd)(ref)?.key ?? ref;
}
function quoteList(refs) {
    return refs.map((r) => `\`${keyOfRef(r)}\``).join(', ');
}
function sideOf(caps, pointer, value) {
    const s = { refs: caps.map((c) => c.ref), digests: caps.map((c) => c.digest) };
    if (pointer !== undefined)
        s.pointer = pointer;
    const v = (0,json/* boundedValue */.lv)(value);
    if (v !== undefined)
        s.value = v;
    return s;
}
/** The names (lowercase) of the tools a snapshot serves on each surface, computed per surface on first use. */
function toolNamesBySurface(snap) {
    const memo = new Map();
    return (surface) => {
        let names = memo.get(surface);
        if (names === undefined) {
            const ks = snap.surfaces[surface]?.kinds?.tool;
            names = new Set(ks?.observation.state === 'complete' ? ks.items.map((c) => keyOfRef(c.ref).toLowerCase()) : []);
            memo.set(surface, names);
        }
        return names;
    };
}
function lazy(make) {
    let value;
    return () => (value ??= make());
}
function offeredIndex(snap) {
    const out = new Map();
    for (const name of Object.keys(snap.surfaces).sort()) {
        const s = snap.surfaces[name];
        for (const kind of model/* KINDS */.GW) {
            const ks = s.kinds?.[kind];
            if (!ks || ks.observation.state !== 'complete')
                continue;
            for (const c of ks.items) {
                const list = out.get(c.ref) ?? [];
                // A duplicated ref is still one offer on this surface.
                if (list[list.length - 1] !== name)
                    list.push(name);
                out.set(c.ref, list);
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/whitespace.ts
// Model-visible text compared modulo whitespace: FastMCP sends raw docstrings, so re-indenting a docstring or
// emptying a blank line changes the bytes but not what the model reads. Snapshots keep the exact text.
/** Runs of whitespace as one space, ends trimmed. */
function squashWhitespace(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/** Both strings, different, and equal once whitespace is normalized. */
function onlyWhitespaceDiffers(before, after) {
    return typeof before === 'string' && typeof after === 'string' && before !== after && squashWhitespace(before) === squashWhitespace(after);
}
/** Rules that report edited text; a whitespace-only edit of that text is reported as `text-whitespace-changed` instead. */
const TEXT_EDIT_RULES = new Set(['description-changed', 'title-changed', 'server-instructions-changed']);

;// CONCATENATED MODULE: ./src/core/shared/trim.ts
// Trailing runs cut by a loop from the end: `/x+$/` on server text is quadratic (each start in a run that is not at the
// end scans the run to its end), so a 16 KB `====\u2026a` would cost 130 million steps.
/** `s` without the run of `ch` (one UTF-16 unit) at its end. */
function withoutTrailing(s, ch) {
    let end = s.length;
    while (end > 0 && s[end - 1] === ch)
        end--;
    return end === s.length ? s : s.slice(0, end);
}

;// CONCATENATED MODULE: ./src/core/diff/icons-apps.ts



const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),/i;
function humanSize(bytes) {
    return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
/** One icon source in a few words: `image/png, 1.2 KB, sha256:1a2b3c4d` for inline data; the URL (bounded) otherwise. */
function iconSource(src) {
    const m = DATA_URI.exec(src);
    if (m === null)
        return src.length > 120 ? `${src.slice(0, 119)}\u2026` : src;
    const payload = src.slice(m[0].length);
    const base64 = /;base64/i.test(m[2]);
    const bytes = base64 ? Math.floor((withoutTrailing(payload, '=').length * 3) / 4) : payload.length;
    return `${m[1] || 'text/plain'}, ${humanSize(bytes)}, sha256:${(0,canonical/* sha256 */.sc)(payload).slice(0, 8)}`;
}
/** An `icons` array as short strings (source, then declared mimeType, sizes and theme); other shapes as they are, bounded. */
function compactIcons(v) {
    if (!Array.isArray(v))
        return v === undefined ? undefined : (0,json/* showValue */.vp)(v);
    return v.map((icon) => {
        if (!(0,json/* isJsonObject */.OW)(icon) || typeof icon.src !== 'string')
            return (0,json/* showValue */.vp)(icon);
        const extra = [icon.mimeType, Array.isArray(icon.sizes) ? icon.sizes.join(' ') : icon.sizes, icon.theme].filter((x) => typeof x === 'string' && x !== '');
        return [iconSource(icon.src), ...extra].join('; ');
    });
}
function iconsText(v) {
    const c = compactIcons(v);
    if (c === undefined)
        return 'none';
    return Array.isArray(c) ? (c.length === 0 ? 'none' : c.map((x) => `[${String(x)}]`).join(' ')) : String(c);
}
/** `icons` changed: one delta with compact values on both sides. */
function iconsDelta(pointer, before, after) {
    const d = { rule: 'icons-changed', pointer, params: { before: iconsText(before), after: iconsText(after) } };
    const b = compactIcons(before);
    const a = compactIcons(after);
    if (b !== undefined)
        d.before = b;
    if (a !== undefined)
        d.after = a;
    return d;
}
function uiDelta(rule, pointer, b, a) {
    const d = { rule, pointer, params: { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) } };
    if (b !== undefined)
        d.before = b;
    if (a !== undefined)
        d.after = a;
    return d;
}
/**
 * `_meta` changed: `_meta.ui.resourceUri` on a tool is `tool-app-view-changed`, any other `_meta.ui` key (csp domains,
 * permissions, domain, visibility) is `app-ui-settings-changed`, one delta per key; other `_meta` keys stay
 * `definition-field-changed`, one per key.
 */
function metaDeltas(isTool, before, after) {
    const b = (0,json/* isJsonObject */.OW)(before) ? before : {};
    const a = (0,json/* isJsonObject */.OW)(after) ? after : {};
    const out = [];
    for (const k of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
        const bk = (0,json/* own */.ZV)(b, k);
        const ak = (0,json/* own */.ZV)(a, k);
        if ((0,json/* jsonEqual */.Zm)(bk, ak))
            continue;
        const ptr = `/_meta/${(0,json/* escapePointer */.lZ)(k)}`;
        if (k !== 'ui' || (bk !== undefined && !(0,json/* isJsonObject */.OW)(bk)) || (ak !== undefined && !(0,json/* isJsonObject */.OW)(ak))) {
            out.push(uiDelta('definition-field-changed', ptr, bk, ak));
            continue;
        }
        const bu = (0,json/* isJsonObject */.OW)(bk) ? bk : {};
        const au = (0,json/* isJsonObject */.OW)(ak) ? ak : {};
        for (const u of [...new Set([...Object.keys(bu), ...Object.keys(au)])].sort()) {
            if ((0,json/* jsonEqual */.Zm)((0,json/* own */.ZV)(bu, u), (0,json/* own */.ZV)(au, u)))
                continue;
            const rule = isTool && u === 'resourceUri' ? 'tool-app-view-changed' : 'app-ui-settings-changed';
            out.push(uiDelta(rule, `${ptr}/${(0,json/* escapePointer */.lZ)(u)}`, (0,json/* own */.ZV)(bu, u), (0,json/* own */.ZV)(au, u)));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/hidden-text.ts
// Characters a reviewer does not see (bidi controls, zero-width characters, tag characters, variation selectors), told
// apart from the emoji they legitimately belong to, and spelled out: a tag-character run is text a model reads and a
// person does not, so the reviewer is shown what it says.
/** Bidi controls, zero-width characters, tag characters and variation selectors. */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
/**
 * An emoji with what it is made of: a presentation selector (`\u26a0\ufe0f` is U+26A0 U+FE0F), a skin tone, zero-width joiners
 * between pictographs (\ud83d\udc69\u200d\ud83d\udcbb) or a keycap. These are visible as one picture, so they are not hidden text.
 */
const EMOJI = /(?:\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?\p{Emoji_Modifier}?(?:\u{200D}\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?\p{Emoji_Modifier}?)*|[#*0-9]\u{FE0F}?\u{20E3})/gu;
function withoutEmoji(text) {
    return text.replace(EMOJI, '');
}
/** Whether the text holds a character a reviewer cannot see, emoji sequences aside. */
function hasHidden(text) {
    return HIDDEN.test(text) && HIDDEN.test(withoutEmoji(text));
}
const NAMES = {
    0xad: 'SOFT HYPHEN',
    0x200b: 'ZERO WIDTH SPACE',
    0x200c: 'ZERO WIDTH NON-JOINER',
    0x200d: 'ZERO WIDTH JOINER',
    0x200e: 'LEFT-TO-RIGHT MARK',
    0x200f: 'RIGHT-TO-LEFT MARK',
    0x202a: 'LEFT-TO-RIGHT EMBEDDING',
    0x202b: 'RIGHT-TO-LEFT EMBEDDING',
    0x202c: 'POP DIRECTIONAL FORMATTING',
    0x202d: 'LEFT-TO-RIGHT OVERRIDE',
    0x202e: 'RIGHT-TO-LEFT OVERRIDE',
    0x2060: 'WORD JOINER',
    0x2066: 'LEFT-TO-RIGHT ISOLATE',
    0x2067: 'RIGHT-TO-LEFT ISOLATE',
    0x2068: 'FIRST STRONG ISOLATE',
    0x2069: 'POP DIRECTIONAL ISOLATE',
    0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};
const hex = (cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
const isTag = (cp) => cp >= 0xe0000 && cp <= 0xe007f;
/**
 * The hidden characters of a text, spelled out: each kind with its count, and every run of tag characters decoded to
 * the ASCII it encodes (U+E0041 is `A`), quoted and escaped as JSON so it reads as data. Bounded.
 */
function describeHidden(text, max = 300) {
    const counts = new Map();
    const runs = [];
    let run = '';
    let last = -2;
    for (const m of withoutEmoji(text).matchAll(HIDDEN_ALL)) {
        const cp = m[0].codePointAt(0);
        if (isTag(cp)) {
            // Printable tags decode to their ASCII letter; the language tag and the cancel tag only bound a run.
            if (m.index !== last + 2 && run !== '') {
                runs.push(run);
                run = '';
            }
            if (cp >= 0xe0020 && cp <= 0xe007e)
                run += String.fromCharCode(cp - 0xe0000);
            last = m.index;
        }
        else
            counts.set(cp, (counts.get(cp) ?? 0) + 1);
    }
    if (run !== '')
        runs.push(run);
    const parts = [...counts].sort((a, b) => a[0] - b[0]).map(([cp, n]) => `${hex(cp)}${NAMES[cp] ? ` ${NAMES[cp]}` : ''}${n > 1 ? ` ×${n}` : ''}`);
    for (const r of runs)
        parts.push(`tag characters spelling ${JSON.stringify(r.length > 160 ? `${r.slice(0, 159)}\u2026` : r)}`);
    const out = parts.join('; ');
    return out.length > max ? `${out.slice(0, max - 1)}\u2026` : out;
}

;// CONCATENATED MODULE: ./src/core/diff/model-texts.ts


/** Keys whose string values a model reads as prose. */
const TEXT_KEYS = new Set(['description', 'title', 'instructions']);
/** Keys whose string values (or array items) a model reads as allowed values: screened like prose. */
const VALUE_KEYS = new Set(['enum', 'const']);
const MAX_NODES = 20_000;
const MAX_TEXT = 16_384;
/** Strings of a definition in document order (keys sorted), bounded: prose fields, enum/const values, names and keys. */
function modelTexts(definition) {
    const out = [];
    if (definition === undefined)
        return out;
    const stack = [[definition, '', false]];
    let nodes = 0;
    while (stack.length > 0 && ++nodes <= MAX_NODES) {
        const [v, at, prose] = stack.pop();
        if (typeof v === 'string')
            out.push({ pointer: at || '/', text: v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v, prose });
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], `${at}/${i}`, prose]);
        }
        else if ((0,json/* isJsonObject */.OW)(v)) {
            const keys = Object.keys(v).sort().reverse();
            for (const k of keys) {
                const ptr = `${at}/${(0,json/* escapePointer */.lZ)(k)}`;
                stack.push([v[k], ptr, TEXT_KEYS.has(k) || VALUE_KEYS.has(k)]);
                // A property key is model-visible too (hidden characters only, like names), reported before its value.
                if (hasHidden(k))
                    stack.push([k, ptr, false]);
            }
        }
    }
    return out;
}
/** The server's model-read text as a definition the same traversal reads: its instructions at `/instructions`. */
function serverTexts(instructions) {
    return instructions === undefined ? {} : { instructions };
}
/**
 * Who a text at `pointer` speaks about, for reading it as instructions: the input property or prompt argument it
 * describes (named by the definition), or this tool's output (an output schema's text).
 */
function textPlaceOf(pointer, definition) {
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (parts[0] === 'outputSchema')
        return { output: true };
    if (parts[0] === 'arguments' && parts.length === 3 && (0,json/* isJsonObject */.OW)(definition) && Array.isArray(definition.arguments)) {
        const arg = definition.arguments[Number(parts[1])];
        return (0,json/* isJsonObject */.OW)(arg) && typeof arg.name === 'string' ? { field: arg.name } : {};
    }
    const prop = parts.lastIndexOf('properties');
    if (parts[0] === 'inputSchema' && prop >= 0 && parts.length === prop + 3)
        return { field: parts[prop + 1] };
    return {};
}
/** Where a pointer sits, in words a reviewer knows: `the description of input property path`. */
function placeOf(pointer) {
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = parts[parts.length - 1] ?? '';
    if (parts[0] === 'instructions')
        return 'the server instructions';
    if (parts[0] === 'annotations' && last === 'title')
        return 'the annotation title';
    if (parts[0] === 'arguments')
        return `the ${last} of a prompt argument`;
    const prop = parts.lastIndexOf('properties');
    if ((parts[0] === 'inputSchema' || parts[0] === 'outputSchema') && prop >= 0 && parts[prop + 1] !== undefined) {
        return `the ${last} of ${parts[0] === 'inputSchema' ? 'input' : 'output'} property ${parts[prop + 1]}`;
    }
    if (parts[0] === 'outputSchema')
        return `the output schema ${last}`;
    if (parts[0] === 'inputSchema')
        return `the input schema ${last}`;
    return parts.length === 1 ? `the ${last}` : `\`${pointer}\``;
}

;// CONCATENATED MODULE: ./src/core/diff/data-movement.ts
// Text read as instructions: which data it tells the model to gather (a source) and where to put it (a sink). Words
// are classed, never phrases matched: imperative verbs of gathering and of placing, nouns of data, prepositions that
// point at a place. A sentence "Collect X, then put it into Y" moves data whatever its wording; a description of what
// the tool itself does ("Reads the file and returns ...") gives no order and moves nothing. One linear pass per text.
// ------------------------------------------------------------------ lexicons (base forms: an order, not a description)
/** Verbs of gathering: the model is told to get hold of something. */
const GATHER = new Set([
    'collect', 'gather', 'read', 'fetch', 'retrieve', 'get', 'grab', 'extract', 'obtain', 'take', 'pull', 'dump', 'capture', 'harvest',
    'scrape', 'call', 'run', 'invoke', 'query', 'list', 'look', 'open', 'load', 'compile', 'recall', 'find', 'copy', 'export', 'print', 'output',
    'summarize', 'summarise', 'go', 'review', 'scan', 'browse', 'enumerate', 'inspect', 'examine', 'check', 'use', 'record', 'note', 'save', 'log',
    // Getting hold of something by asking for it, or by going over it.
    'ask', 'consult', 'poll', 'request', 'glean', 'pick', 'lift', 'mine', 'crawl', 'skim', 'peek', 'snoop', 'sniff', 'scroll', 'search', 'dig', 'locate', 'identify',
]);
/** Verbs of placing: the model is told to put something somewhere. */
const PLACE = new Set([
    'put', 'paste', 'place', 'include', 'insert', 'append', 'prepend', 'attach', 'embed', 'pass', 'send', 'post', 'submit', 'fill', 'supply',
    'provide', 'add', 'write', 'set', 'copy', 'forward', 'upload', 'share', 'publish', 'encode', 'store', 'echo', 'mirror', 'relay', 'leave',
    'file', 'open', 'create', 'report', 'transmit', 'deliver', 'sync', 'push', 'log', 'record', 'save', 'give',
    // Handing something on, whatever the verb's register.
    'hand', 'feed', 'pipe', 'route', 'ship', 'dispatch', 'drop', 'stash', 'stick', 'plug', 'carry', 'bring', 'convey', 'transfer', 'dump', 'tuck',
    'inject', 'funnel', 'stuff', 'pack', 'bundle', 'inline', 'type', 'enter', 'transcribe', 'replicate', 'broadcast', 'email', 'mail',
]);
/** Verbs that place only through `as` ("use X as the ID", "treat X as the query"); with `to` they state a purpose. */
const PLACE_AS = new Set(['use', 'treat', 'take', 'supply', 'provide']);
/** Irregular participles of placing verbs (regular ones are read by taking `-ed`/`-d` off). */
const IRREGULAR_PARTICIPLE = { sent: 'send', put: 'put', written: 'write', set: 'set', given: 'give', left: 'leave', fed: 'feed', handed: 'hand', copied: 'copy', supplied: 'supply', embedded: 'embed', submitted: 'submit', uploaded: 'upload' };
/** Words that oblige a passive clause ("X is expected to be appended", "X must be included"): an order without an imperative. */
const OBLIGED = new Set(['must', 'should', 'shall', 'expected', 'required', 'supposed', 'needs', 'need', 'has', 'have', 'is', 'are', 'gets', 'get']);
/** Verbs whose object is the place and whose `with` brings the data: "fill `notes` with X", "enrich it with X". */
const FILL_WITH = new Set(['fill', 'populate', 'enrich', 'seed', 'pad', 'prefill', 'preload', 'augment', 'stuff', 'load', 'prime', 'annotate', 'decorate', 'extend']);
/** Verbs of saying: what the user said, typed or shared is the conversation. */
const SPOKEN = new Set(['said', 'says', 'typed', 'types', 'wrote', 'writes', 'written', 'mentioned', 'mentions', 'shared', 'shares', 'told', 'tells', 'asked', 'asks', 'entered', 'pasted', 'sent', 'provided', 'gave', 'discussed', 'disclosed', 'revealed']);
const AUXILIARY = new Set(['has', 'have', 'had', 'just', 'already']);
const SPEAKERS = new Set(['user', "user's", 'users', 'they', 'he', 'she', 'customer', 'human', 'person', 'client']);
/** Words that put an utterance in the past of the conversation, not in the call at hand. */
const EARLIER = new Set(['earlier', 'previously', 'before', 'prior', 'ago', 'far', 'session', 'chat', 'conversation', 'thread', 'history', 'past']);
/**
 * What the user said is the conversation when the text takes all of it or reaches back for it ("anything the user
 * said earlier", "whatever they mentioned in this chat"); "the ID the user mentioned" is a value handed over for this call.
 */
function spokenAtLarge(toks, from, k) {
    const around = toks.slice(from, Math.min(toks.length, k + 8));
    if (toks.slice(from, k).some((x) => IDENTIFIER.has(x.w)))
        return false;
    return around.some((x) => WHOLE.has(x.w) || x.w === 'anything' || x.w === 'whatever' || EARLIER.has(x.w));
}
/** Verbs that place their subject ("X belongs in the body", "X goes into the url"): an order said as a fact of place. */
const LOCATIVE = new Set(['belongs', 'belong', 'goes', 'go', 'fits', 'lives']);
/** Verbs of a tool giving something back, in a relative clause: "whatever `list_files` returned". */
const RETURNED = new Set(['returned', 'returns', 'return', 'gave', 'gives', 'produced', 'produces', 'printed', 'prints', 'yielded', 'yields', 'output', 'outputs', 'showed', 'shows', 'reported', 'reports', 'fetched', 'found']);
/** Words an order may open with before its verb ("First, ...", "Please always ..."). */
const LEAD = new Set(['first', 'then', 'also', 'always', 'please', 'now', 'next', 'finally', 'just', 'simply', 'silently', 'quietly', 'automatically', 'immediately', 'afterwards', 'additionally', 'later', 'subsequently', 'again', 'and', 'so']);
/** Who the text addresses when it speaks to the model. */
const AGENT = new Set(['you', 'assistant', 'agent', 'model', 'llm', 'ai', 'bot', 'copilot', 'client']);
const PERMIT = new Set(['can', 'may', 'could', 'might']);
/** Words after which a base verb is an order: "you must collect", "make sure to pass". */
const MODAL = new Set(['must', 'should', 'shall']);
const TO_ORDER = new Set(['sure', 'remember', 'forget', 'need', 'needs', 'have', 'has', 'required', 'want', 'important', 'necessary', 'instructed', 'expected', 'asked', 'supposed', 'is', 'are', 'ought']);
/** Prepositions that point at where the data goes. */
const TOWARD = new Set(['into', 'in', 'inside', 'to', 'as', 'within', 'onto', 'under', 'via', 'through', 'on']);
/** Nouns naming a thing by reference, not its contents: "the conversation id", "the file path". */
const IDENTIFIER = new Set(['id', 'ids', 'identifier', 'identifiers', 'name', 'names', 'path', 'paths', 'title', 'titles', 'uri', 'uris', 'url', 'urls', 'cursor', 'handle', 'slug', 'number', 'count', 'size', 'type', 'format', 'length', 'index', 'offset', 'extension', 'mode']);
/** Nouns of the payload of a result (what another tool gave back). */
const PAYLOAD = new Set(['output', 'outputs', 'result', 'results', 'response', 'responses', 'contents', 'content', 'data', 'everything', 'text', 'body', 'bodies', 'values', 'listing', 'dump', 'return']);
/** Words that widen a gathering to all of something. */
const WHOLE = new Set(['all', 'every', 'entire', 'full', 'complete', 'whole', 'raw', 'verbatim', 'everything', 'any', 'each']);
/** Files a person would call private. */
const PRIVATE_FILE = new Set(['private', 'hidden', 'config', 'configuration', 'dotfiles', 'dotfile', 'home', 'local', 'personal', 'system', 'other', 'ssh', 'keychain']);
const CREDENTIAL = new Set([
    'credential', 'credentials', 'password', 'passwords', 'passphrase', 'passphrases', 'secret', 'secrets', 'cookie', 'cookies', 'apikey', 'apikeys',
    'keychain', 'wallet', 'mnemonic', 'bearer', 'oauth', 'jwt', 'pat', 'otp', 'totp',
]);
/** `token`, `key`, `session` are credentials only with the right neighbour ("access token", "API key"), not "page token". */
const CREDENTIAL_QUALIFIED = {
    token: new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'github', 'npm', 'personal', 'secret', 'oauth', 'id', 'user', 'your']),
    tokens: new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'github', 'npm', 'personal', 'secret', 'oauth', 'user', 'your', 'all', 'any']),
    key: new Set(['api', 'ssh', 'private', 'secret', 'access', 'signing', 'encryption', 'license', 'your']),
    keys: new Set(['api', 'ssh', 'private', 'secret', 'access', 'signing', 'encryption', 'your', 'all', 'any']),
    session: new Set(['active', 'current', 'login', 'browser', 'your', 'user']),
};
const CONVERSATION = new Set(['conversation', 'conversations', 'transcript', 'transcripts', 'dialogue', 'dialog', 'chat', 'chats']);
/** "messages", "prompt", "history": the conversation when it is the user's or the earlier one. */
/** Who said it or when: an utterance noun after one of these is the conversation ("the user's previous turns"). */
const SPEAKER_OR_PAST = new Set(['user', "user's", 'users', "users'", 'human', 'previous', 'earlier', 'prior', 'past', 'last', 'recent', 'preceding', 'former', 'chat', 'conversation']);
/** Nouns of what someone said: the conversation when a speaker or a past qualifies them (one or two words before). */
const UTTERANCES = ['turns', 'questions', 'requests', 'replies', 'answers', 'exchanges', 'utterances', 'statements', 'remarks', 'words'];
const CONVERSATION_QUALIFIED = {
    ...Object.fromEntries(UTTERANCES.map((u) => [u, SPEAKER_OR_PAST])),
    messages: new Set([...SPEAKER_OR_PAST, 'all', 'their', 'the']),
    prompt: new Set(['user', "user's", 'original', 'system', 'initial', 'full', 'exact', 'verbatim']),
    prompts: new Set([...SPEAKER_OR_PAST, 'all', 'system']),
    history: new Set(['chat', 'conversation', 'message', 'messages', 'browsing', 'browser', 'search', 'shell', 'command', 'terminal']),
    instructions: new Set(['system', 'your', 'hidden']),
};
const ENVIRONMENT = new Set(['environment', 'env', 'envvars', 'hostname', 'whoami']);
const MEMORY = new Set(['memory', 'memories', 'remember', 'remembered']);
/** Words of another tool as the gathered thing. */
const TOOLS = new Set(['tool', 'tools', 'server', 'servers', 'function', 'functions', 'plugin', 'plugins', 'integration', 'integrations']);
const SINK_INPUT = new Set(['argument', 'arguments', 'parameter', 'parameters', 'param', 'params', 'field', 'fields', 'input', 'inputs', 'property', 'request', 'payload', 'call', 'body', 'title', 'subject']);
const SINK_REPLY = new Set(['reply', 'replies', 'answer', 'answers', 'response']);
const SINK_URL = new Set(['url', 'urls', 'uri', 'uris', 'link', 'links', 'query', 'querystring', 'address', 'webhook', 'endpoint', 'href', 'hyperlink', 'image', 'pixel']);
const SINK_PUBLICATION = new Set([
    'issue', 'issues', 'comment', 'comments', 'post', 'posts', 'gist', 'gists', 'pr', 'ticket', 'tickets', 'discussion', 'channel', 'thread', 'tweet',
    'wiki', 'public', 'publicly', 'email', 'mail', 'status', 'forum', 'pastebin', 'repository', 'repo', 'commit', 'slack', 'discord', 'message',
]);
const TOKEN = /`[^`\n]{1,80}`|'[\w./~-]{1,80}'|"[\w./~-]{1,80}"|[a-z][a-z0-9+.-]*:\/\/\S+|[~./$]*[\w$][\w./~$'-]*|,|:/gi;
function tokensOf(sentence) {
    const out = [];
    for (const m of sentence.matchAll(TOKEN)) {
        let raw = m[0];
        const quoted = /^[`'"]/.test(raw) && raw.length > 2;
        if (quoted)
            raw = raw.slice(1, -1);
        else
            raw = raw.replace(/[.'-]+$/, '');
        if (raw === '')
            continue;
        const w = raw.toLowerCase();
        out.push({ w, name: quoted || /[_/~]|^\.|-[a-z]|:\/\//.test(w), at: m.index ?? 0 });
    }
    return out;
}
// ------------------------------------------------------------------ reading
const prevWord = (toks, i, n = 1) => toks[i - n]?.w ?? '';
/** Whether the base verb at `i` gives an order: it opens its clause (after lead words) or follows a modal. */
function isOrder(toks, i, clauseOrder) {
    let j = i - 1;
    // Lead words and adverbs ("Kindly", "carefully") open an order without changing it.
    while (j >= 0 && (LEAD.has(toks[j].w) || (toks[j].w.endsWith('ly') && !toks[j].name && /^[a-z]{3,}ly$/.test(toks[j].w))) && toks[j].w !== 'and')
        j--;
    if (j < 0 || toks[j].w === ',' || toks[j].w === ':')
        return true;
    if (toks[j].w === 'and')
        return clauseOrder;
    if (MODAL.has(toks[j].w))
        return true;
    // Addressed to the agent, a permission is an invitation: "the assistant can enrich", "you may include".
    if (PERMIT.has(toks[j].w) && AGENT.has(prevWord(toks, j)))
        return true;
    // "you need to", "make sure to", "don't forget to"
    return toks[j].w === 'to' && TO_ORDER.has(prevWord(toks, j));
}
/** A source noun at `k` of a span, judged by its neighbours. */
function sourceAt(toks, k, from) {
    const t = toks[k];
    const prev = prevWord(toks, k);
    const next = toks[k + 1]?.w ?? '';
    // "the conversation id", "the file path": a reference, not the thing.
    if (IDENTIFIER.has(next) && !PAYLOAD.has(t.w))
        return undefined;
    const span = toks.slice(from, k);
    const whole = span.some((x) => WHOLE.has(x.w));
    if (t.name && /(?:^|\/)\.(?:env|ssh|aws|npmrc|netrc|pgpass|git-credentials|docker)\b|id_(?:rsa|ed25519|ecdsa)|credentials|secrets?\b/.test(t.w))
        return { cls: 'credentials', words: `credentials (\`${t.w}\`)`, whole: true };
    if (t.w === '.env' || t.w === 'process.env')
        return { cls: 'environment', words: `the environment (\`${t.w}\`)`, whole: true };
    // A dotted name (`document.cookie`, `process.env.TOKEN`) is read by its parts.
    const parts = t.w.includes('.') ? t.w.split('.') : [];
    if (parts.some((x) => CREDENTIAL.has(x)))
        return { cls: 'credentials', words: `credentials (\`${t.w}\`)`, whole: true };
    if (parts.includes('env'))
        return { cls: 'environment', words: `the environment (\`${t.w}\`)`, whole: true };
    if (CREDENTIAL.has(t.w))
        return { cls: 'credentials', words: `credentials (${t.w})`, whole: true };
    const q = CREDENTIAL_QUALIFIED[t.w];
    if (q !== undefined && q.has(prev))
        return { cls: 'credentials', words: `credentials (${prev} ${t.w})`, whole: true };
    if (CONVERSATION.has(t.w))
        return { cls: 'conversation', words: `the conversation (${t.w})`, whole: true };
    // "what the user typed", "anything they mentioned", "the user has shared": what someone said.
    const spoken = !SPEAKERS.has(t.w) ? undefined : SPOKEN.has(next) ? next : AUXILIARY.has(next) && SPOKEN.has(toks[k + 2]?.w ?? '') ? toks[k + 2].w : undefined;
    if (spoken !== undefined && spokenAtLarge(toks, from, k))
        return { cls: 'conversation', words: `the conversation (what the ${t.w === 'they' ? 'user' : t.w} ${spoken})`, whole: true };
    const c = CONVERSATION_QUALIFIED[t.w];
    // A count between the qualifier and the noun ("the last 5 messages", "the previous three turns") qualifies nothing.
    let before = k - 1;
    while (before > from && NUMERAL(toks[before].w))
        before--;
    const [p1, p2] = [toks[before]?.w ?? '', toks[before - 1]?.w ?? ''];
    if (c !== undefined && (c.has(p1) || (p2 !== 'the' && t.w !== 'messages' && c.has(p2))))
        return { cls: 'conversation', words: `the conversation (${p1} ${t.w})`, whole: true };
    if (ENVIRONMENT.has(t.w) || (t.w === 'variables' && (prev === 'env' || prev === 'environment')))
        return { cls: 'environment', words: 'the environment', whole: true };
    if (MEMORY.has(t.w) && !(t.w === 'memory' && (next === 'usage' || next === 'limit')))
        return { cls: 'memory', words: "the model's memory", whole: true };
    if (t.w === 'file' || t.w === 'files' || t.w === 'documents' || t.w === 'directory' || t.w === 'folder' || (t.name && /^~\/|^\/(?:etc|home|users|root|var)\//.test(t.w))) {
        const privy = t.name || span.some((x) => PRIVATE_FILE.has(x.w)) || PRIVATE_FILE.has(next);
        return { cls: 'files', words: t.name ? `files (\`${t.w}\`)` : `${privy ? 'private ' : ''}files`, whole: whole || privy };
    }
    return undefined;
}
const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'fifty', 'hundred', 'few', 'several', 'dozen']);
const NUMERAL = (w) => /^\d{1,6}$/.test(w) || NUMBER_WORDS.has(w);
/** Another tool's output in a span: "the output of `x`", "call every other tool", "whatever list_files returns". */
function toolOutput(toks, from, to, verb) {
    const span = toks.slice(from, to);
    const whole = span.some((x) => WHOLE.has(x.w));
    const named = span.find((x) => x.name && !/:\/\//.test(x.w) && !/^[~./]/.test(x.w));
    // This tool is one: tools in the plural ("the editor tools", "your plugins") are others.
    const others = span.some((x, i) => TOOLS.has(x.w) && (x.w.endsWith('s') || ['other', 'every', 'each', 'all', 'another', 'those', 'available', 'connected', 'installed'].includes(span[i - 1]?.w ?? '')));
    // "whatever `read_file` returned": a tool named with a verb of giving back names its result.
    const returned = span.some((x, i) => x.name && (RETURNED.has(span[i + 1]?.w ?? '') || RETURNED.has(span[i + 2]?.w ?? '')));
    const payload = returned || span.some((x) => PAYLOAD.has(x.w));
    // A name that ends in an identifier word (`discussion_id`, `page_url`) is a reference, as the bare word is.
    const ident = span.some((x) => (IDENTIFIER.has(x.w) && !x.name) || (x.name && IDENTIFIER.has(x.w.split(/[_-]/).pop() ?? '')));
    // The payload named as such ("the output of `x`", "its response body"), not an identifier of it: the result itself moves.
    const content = span.some((x) => PAYLOAD.has(x.w) && !['return', 'values', 'listing'].includes(x.w)) && !ident;
    const called = ['call', 'run', 'invoke', 'query', 'use', 'ask', 'consult', 'poll', 'request'].includes(verb);
    if (!(named || others))
        return undefined;
    if (!called && !payload)
        return undefined;
    if (ident && !payload)
        return undefined;
    const label = named ? `another tool's output (\`${named.w}\`)` : "other tools' output";
    return { cls: 'tool-output', words: label, whole: whole || others || (named !== undefined && content) };
}
/** Another tool named as what does the placing: "save it with `write_file`", "via send_mail", "using post-comment". */
function instrumentIn(toks, from, to) {
    for (let k = from + 1; k < to; k++) {
        const t = toks[k];
        if (t.name && !/:\/\/|^[~./]/.test(t.w) && ['with', 'via', 'using', 'through', 'by'].includes(toks[k - 1].w))
            return { cls: 'tool-write', words: `another tool's write (\`${t.w}\`)` };
    }
    return undefined;
}
/** The field a property or argument text describes, as the words a text may call it by ("the ID" for `resourceId`). */
const FIELD_WORDS = new Map();
function fieldWords(field) {
    const known = FIELD_WORDS.get(field);
    if (known !== undefined)
        return known;
    if (FIELD_WORDS.size > 1_000)
        FIELD_WORDS.clear();
    const out = fieldWordsOf(field);
    FIELD_WORDS.set(field, out);
    return out;
}
function fieldWordsOf(field) {
    const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');
    return new Set([field.toLowerCase(), ...words, 'here', 'this', 'field', 'value', 'argument', 'parameter']);
}
/** The place a span after a preposition names. */
function sinkIn(toks, from, to, place = {}) {
    const own = place.field === undefined ? undefined : fieldWords(place.field);
    for (let k = from; k < to; k++) {
        const t = toks[k];
        const prev = prevWord(toks, k);
        // In a property's own description, "as the query" or "here" is that property, whatever else the word could name.
        if (own !== undefined && own.has(t.w))
            return { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` };
        if (/:\/\//.test(t.w) || /^[\w-]+(?:\.[\w-]+)+\/\S*$/.test(t.w))
            return { cls: 'url', words: `an address (${t.w.slice(0, 60)})` };
        if (SINK_URL.has(t.w) && !(t.w === 'query' && toks[k + 1]?.w !== 'string' && prev !== 'the' && prev !== 'a'))
            return { cls: 'url', words: `a ${t.w}` };
        if (SINK_PUBLICATION.has(t.w) && !(t.w === 'message' && !['slack', 'public', 'discord', 'chat', 'team', 'channel'].includes(prev)))
            return { cls: 'publication', words: `a public place (${t.w})` };
        if (t.w === 'pull' && toks[k + 1]?.w === 'request')
            return { cls: 'publication', words: 'a public place (pull request)' };
        if (SINK_REPLY.has(t.w) && ['your', 'the', 'final', 'every', 'each', 'a'].includes(prev) && toks[k + 1]?.w !== 'of')
            return { cls: 'reply', words: 'the reply' };
        if (t.name)
            return { cls: 'tool-input', words: `this tool's input (\`${t.w}\`)` };
        if (SINK_INPUT.has(t.w) || (t.w === 'tool' && prev === 'this'))
            return { cls: 'tool-input', words: "this tool's input" };
    }
    return undefined;
}
/** Whether a source moved to a sink is worth a reviewer's eye: private data anywhere out; all of a result or a file out of the machine. */
function matters(s, k) {
    switch (s.cls) {
        case 'credentials':
        case 'environment':
            return true;
        case 'conversation':
        case 'memory':
            return k.cls !== 'reply';
        case 'files':
        case 'tool-output':
            return k.cls === 'url' || k.cls === 'publication' || ((k.cls === 'tool-input' || k.cls === 'tool-write') && s.whole);
    }
}
/** A list marker ("1.", "b.", "(2."): what stands between a sentence's start and a dot that ends no sentence. */
const LIST_MARKER = /^\s*\(?(?:\d{1,2}|[a-z])$/i;
/** Sentences, keeping dotted words (`.env`, `example.com/x`) whole: a stop ends one only before a space or the end. */
function sentencesOf(text) {
    const out = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        // A list marker ("1.", "b.") opens its step; it ends no sentence.
        // Only a short head can be a marker: testing the whole head at each dot would read a dotted run once per dot.
        const marker = c === '.' && i - start <= 40 && LIST_MARKER.test(text.slice(start, i));
        const end = c === '\n' || (!marker && (c === '.' || c === '!' || c === '?' || c === ';') && (i + 1 === text.length || /\s/.test(text[i + 1])));
        if (end) {
            if (i > start)
                out.push(text.slice(start, i + 1));
            start = i + 1;
        }
    }
    if (start < text.length)
        out.push(text.slice(start));
    return out.map((s) => s.trim()).filter((s) => s !== '');
}
const data_movement_MAX_TEXT = 8_192;
/** An object that points back at what an earlier order gathered: "paste it", "attach its output", "add the contents". */
const PRONOUN = new Set(['it', 'them', 'this', 'that', 'these', 'those', 'everything', 'all', 'both', 'they', 'what', 'whatever', 'its', 'their']);
/** What a gathering makes of its data, pointed back at: "pass the summary", "attach a copy", "add the excerpt". */
const PRODUCT = new Set(['summary', 'summaries', 'copy', 'copies', 'digest', 'digests', 'excerpt', 'excerpts', 'extract', 'extracts', 'snippet', 'snippets', 'recap', 'transcript', 'list', 'dump', 'notes', 'backup']);
const DEMONSTRATIVE = new Set(['those', 'these', 'that', 'same', 'said', 'aforementioned']);
const DETERMINER = new Set(['the', 'a', 'an', 'its', 'their', 'this', 'that', 'these', 'those', 'your', 'our', 'my', 'his', 'her', 'of', 'every', 'each', 'any', 'some', 'no']);
/** The placing verb a participle comes from (`prepended` -> prepend, `sent` -> send), or undefined. */
function placedBy(w) {
    const irregular = IRREGULAR_PARTICIPLE[w];
    if (irregular !== undefined)
        return PLACE.has(irregular) ? irregular : undefined;
    if (!w.endsWith('ed') || w.length < 5)
        return undefined;
    for (const base of [w.slice(0, -2), w.slice(0, -1), w.slice(0, -3)])
        if (PLACE.has(base))
            return base;
    return undefined;
}
/** A source pointed back at: an earlier sentence's, or (in an output schema's text) this tool's own result. */
function backReference(pending, place) {
    return pending ?? (place.output ? { cls: 'tool-output', words: "this tool's result", whole: true } : undefined);
}
const refersBack = (toks) => toks.some((t) => PRONOUN.has(t.w) || PAYLOAD.has(t.w) || PRODUCT.has(t.w));
/**
 * A passive order: "X is expected to be prepended to this field", "X must be included in the request". Obliged (a
 * modal or "expected/required to") and a participle of placing after `be`: a statement of what happens ("X is sent to
 * the server") obliges nothing and moves nothing.
 */
function passiveOrder(toks, pending, place) {
    for (let p = 2; p < toks.length; p++) {
        if (toks[p - 1].w !== 'be' || placedBy(toks[p].w) === undefined)
            continue;
        const marker = toks.slice(Math.max(0, p - 4), p - 1).findIndex((t) => OBLIGED.has(t.w) && t.w !== 'is' && t.w !== 'are');
        const isTo = toks[p - 2]?.w === 'to' && (toks[p - 3]?.w === 'is' || toks[p - 3]?.w === 'are');
        if (marker < 0 && !isTo)
            continue;
        const subjectEnd = Math.max(0, p - 4) + (marker < 0 ? 0 : marker);
        let source;
        for (let k = 0; k < subjectEnd && source === undefined; k++)
            source = sourceAt(toks, k, 0);
        const subject = toks.slice(0, subjectEnd);
        const from = source ?? (refersBack(subject) ? backReference(pending, place) : undefined);
        let prep = -1;
        for (let k = p + 1; k < toks.length && prep < 0; k++)
            if (TOWARD.has(toks[k].w))
                prep = k;
        const sink = instrumentIn(toks, p, toks.length) ?? (prep < 0 ? undefined : sinkIn(toks, prep + 1, toks.length, place));
        if (from !== undefined && sink !== undefined && matters(from, sink))
            return { source: from, sink, here: source !== undefined };
    }
    return undefined;
}
/** A word after a determiner that is no verb of ours, no preposition and no punctuation: a noun or an adjective. */
const isNoun = (w) => w !== ',' && w !== ':' && !GATHER.has(w) && !PLACE.has(w) && !TOWARD.has(w);
/** Any verb read by its frame: "tack it onto X", "slip them into X" (a pronoun object, then a preposition of place). */
const OBJECT_PRONOUN = new Set(['it', 'them', 'this', 'that', 'these', 'those']);
const INTO = new Set(['into', 'onto', 'to', 'in', 'inside', 'under', 'within']);
const COPULA = new Set(['be', 'is', 'are', 'was', 'were']);
function placesPronoun(toks, i) {
    return i + 2 < toks.length && OBJECT_PRONOUN.has(toks[i + 1].w) && INTO.has(toks[i + 2].w) && !toks[i].name && !COPULA.has(toks[i].w);
}
/** "Fill `notes` with X": the object is the place (a pronoun in a property's text is that property), `with` brings the source. */
function fillWith(toks, i, end, pending, place) {
    const w = toks.slice(i + 1, end).findIndex((t) => t.w === 'with');
    if (w < 0)
        return undefined;
    const at = i + 1 + w;
    const object = toks.slice(i + 1, at);
    const pronoun = object.length > 0 && object.every((t) => ['it', 'this', 'that', 'the', 'field', 'value', 'argument', 'parameter'].includes(t.w));
    const sink = pronoun && place.field !== undefined ? { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` } : sinkIn(toks, i + 1, at, place);
    if (sink === undefined)
        return undefined;
    let source;
    for (let k = at + 1; k < end && source === undefined; k++)
        source = sourceAt(toks, k, at + 1);
    source ??= toolOutput(toks, at + 1, end, 'use');
    const from = source ?? (refersBack(toks.slice(at + 1, end)) ? backReference(pending, place) : undefined);
    return from !== undefined && matters(from, sink) ? { source: from, sink, here: source !== undefined } : undefined;
}
/**
 * An order said as a fact of place: "whatever `read_file` returned belongs here", "the user's notes go into the url".
 * The subject names the source (or points back at one); the verb of location and its preposition name the sink.
 */
function locativeOrder(toks, pending, place) {
    for (let p = 1; p < toks.length; p++) {
        if (!LOCATIVE.has(toks[p].w) || toks[p].name)
            continue;
        const subject = toks.slice(0, p);
        let source;
        for (let k = 0; k < p && source === undefined; k++)
            source = sourceAt(toks, k, 0);
        source ??= toolOutput(toks, 0, p, 'return');
        const from = source ?? (refersBack(subject) ? backReference(pending, place) : undefined);
        if (from === undefined)
            continue;
        let sink;
        if (TOWARD.has(toks[p + 1]?.w ?? ''))
            sink = sinkIn(toks, p + 2, toks.length, place);
        else if (toks[p + 1]?.w === 'here' && place.field !== undefined)
            sink = { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` };
        if (sink !== undefined && matters(from, sink))
            return { source: from, sink, here: source !== undefined };
    }
    return undefined;
}
/**
 * The first instruction in `text` that moves private data to a place: a gathering (or a placing's object) that names
 * a source, then a placing toward a sink, in the same sentence or the next; or a passive order that obliges the data
 * to be placed there. `place` says which text this is (a property's, an output schema's). Undefined when the text
 * orders nothing.
 */
function readDataMovement(text, place = {}) {
    const sentences = sentencesOf(text.length > data_movement_MAX_TEXT ? text.slice(0, data_movement_MAX_TEXT) : text);
    let pending;
    const said = (found, si) => {
        const quoteFrom = found.here || pending === undefined ? si : pending.sentence;
        const quote = sentences.slice(quoteFrom, si + 1).join(' ');
        return { source: found.source.cls, sink: found.sink.cls, sourceWords: found.source.words, sinkWords: found.sink.words, quote: quote.length > 240 ? `${quote.slice(0, 239)}\u2026` : quote };
    };
    for (let si = 0; si < sentences.length; si++) {
        // A step's marker ("1.", "-", "b)") is read as nothing: the step's verb opens it, as an order.
        const toks = tokensOf(sentences[si].replace(/^(?:\(?(?:\d{1,2}|[a-z])[.)]|[-*\u2022])\s+/i, ''));
        if (pending !== undefined && pending.sentence < si - 1)
            pending = undefined;
        // Positions of ordering verbs, in order; a clause's mood carries over "and" ("collect X and paste it").
        const orders = [];
        let mood = true;
        for (let i = 0; i < toks.length; i++) {
            const w = toks[i].w;
            if (w === ',' || w === ':')
                mood = true;
            if (!(GATHER.has(w) || PLACE.has(w) || PLACE_AS.has(w) || FILL_WITH.has(w) || placesPronoun(toks, i)) || toks[i].name)
                continue;
            // After a determiner the word is a noun ("the output", "a list"), and so after a determiner and a noun ("the chat
            // log", "the call result"): it neither orders nor ends an order.
            if (DETERMINER.has(prevWord(toks, i)))
                continue;
            if (i > 1 && DETERMINER.has(toks[i - 2].w) && !toks[i - 1].name && isNoun(toks[i - 1].w))
                continue;
            if (isOrder(toks, i, mood))
                orders.push({ i, verb: w });
            else if (i > 0 && !LEAD.has(prevWord(toks, i)))
                mood = false;
            if (orders.length > 0 && orders[orders.length - 1].i === i)
                mood = true;
        }
        for (let n = 0; n < orders.length; n++) {
            const { i, verb } = orders[n];
            const end = n + 1 < orders.length ? orders[n + 1].i : toks.length;
            if (FILL_WITH.has(verb)) {
                const filled = fillWith(toks, i, end, pending?.source, place);
                if (filled !== undefined)
                    return said(filled, si);
            }
            const placing = placesPronoun(toks, i);
            const places = PLACE.has(verb) || PLACE_AS.has(verb) || placing;
            // Split the span at the first preposition toward a place (for a placing verb): object before, place after.
            // A verb that places only through `as` ("use X as the ID") takes no other preposition.
            const toward = (w) => (PLACE.has(verb) || placing ? TOWARD.has(w) : w === 'as');
            let prep = -1;
            if (places)
                for (let k = i + 1; k < end && prep < 0; k++)
                    if (toward(toks[k].w) && k > i + 1)
                        prep = k;
            const objectEnd = prep < 0 ? end : prep;
            let source;
            for (let k = i + 1; k < objectEnd && source === undefined; k++)
                source = sourceAt(toks, k, i + 1);
            source ??= GATHER.has(verb) || prep >= 0 ? toolOutput(toks, i + 1, objectEnd, verb) : undefined;
            const instrument = PLACE.has(verb) || placing ? instrumentIn(toks, i, end) : undefined;
            const own = place.field !== undefined && places && toks.slice(i + 1, end).some((t) => t.w === 'here') ? { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` } : undefined;
            const sink = instrument ?? (places && prep >= 0 ? sinkIn(toks, prep + 1, end, place) : undefined) ?? own;
            const object = toks.slice(i + 1, objectEnd);
            // "those files", "these results": the noun points back at what an earlier step gathered, as a pronoun would.
            if (source !== undefined && pending !== undefined && pending.source.cls === source.cls && object.some((t) => DEMONSTRATIVE.has(t.w)))
                source = pending.source;
            const from = source ?? (sink !== undefined && (refersBack(object) || objectEnd === i + 1) ? backReference(pending?.source, place) : undefined);
            if (from !== undefined && sink !== undefined && matters(from, sink))
                return said({ source: from, sink, here: source !== undefined }, si);
            if (source !== undefined)
                pending = { source, sentence: si };
        }
        const stated = passiveOrder(toks, pending?.source, place) ?? locativeOrder(toks, pending?.source, place);
        if (stated !== undefined)
            return said(stated, si);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/diff/standing-orders.ts
// Orders about the model's other orders, read by the classes of their words, not by phrases: an OVERRIDE is a sentence
// that names earlier guidance (instructions, rules, what the model was told) and voids or outranks it ("no longer
// applies", "set aside", "outranks", "is superseded"); SECRECY is a sentence that tells the model not to tell a person
// (a negation before a verb of telling, a person in the sentence), or to keep something hidden from or between. A
// sentence that names guidance without voiding it ("the rules below apply"), or voids something that is no guidance
// ("the earlier snapshot is superseded"), orders nothing. Clauses end at `.`, `;`, `!`, `?` and line breaks.
/** Nouns of guidance the model was given, and participles of having been given it ("what you were told"). */
const GUIDANCE = new Set([
    'instruction', 'instructions', 'rule', 'rules', 'guidance', 'guideline', 'guidelines', 'direction', 'directions', 'directive', 'directives',
    'prompt', 'prompts', 'orders', 'constraints', 'restrictions', 'policies', 'told', 'said', 'guardrails', 'safeguards', 'system',
]);
/** Words that place the guidance before this text, or make it the model's own. */
const PRIOR = new Set(['earlier', 'before', 'previous', 'previously', 'prior', 'original', 'initial', 'start', 'beginning', 'above', 'your', 'received', 'told']);
/**
 * Nouns that are guidance only when a word just before them makes them earlier or the model's own ("your previous
 * orders"): on their own they are a tool's data ("cancel all open orders", "any existing firewall rules are replaced").
 */
const DATA_NOUNS = new Set(['orders', 'rule', 'rules', 'policies', 'restrictions', 'constraints']);
const OWNING = new Set(['previous', 'previously', 'earlier', 'prior', 'above', 'original', 'your', 'system', 'initial']);
/** Words that void or outrank: the guidance stops counting. */
const VOID = new Set([
    'ignore', 'ignored', 'ignoring', 'disregard', 'disregarded', 'forget', 'forgotten', 'override', 'overrides', 'overridden', 'supersede', 'supersedes',
    'superseded', 'outrank', 'outranks', 'void', 'voided', 'null', 'cancel', 'cancels', 'cancelled', 'canceled', 'revoked', 'discard', 'discarded', 'aside',
    'precedence', 'outweigh', 'outweighs', 'trump', 'trumps', 'obsolete', 'invalid', 'irrelevant', 'moot', 'suspended', 'lifted', 'waived', 'replaces', 'replaced',
]);
/** "no longer applies / counts / holds": a void said with a negated verb of validity. */
const VALIDITY = new Set(['apply', 'applies', 'applying', 'count', 'counts', 'counting', 'hold', 'holds', 'holding', 'matter', 'matters', 'mattering', 'valid', 'binding', 'relevant', 'stand', 'stands']);
/** Words that end a validity ("no longer", "stop applying", "cease to count"). */
const ENDING = new Set(['longer', 'stop', 'stops', 'cease', 'ceases', 'to']);
const TELL = new Set([
    'tell', 'told', 'telling', 'mention', 'mentioned', 'mentioning', 'inform', 'informed', 'informing', 'notify', 'notified', 'reveal', 'revealed',
    'disclose', 'disclosed', 'say', 'said', 'explain', 'alert', 'alerted', 'warn', 'warned', 'know', 'aware',
]);
const NEGATION = new Set(['not', 'never', 'no', 'without', 'nor', 'avoid', 'refrain']);
const PERSON = new Set(['user', "user's", 'users', 'person', 'human', 'people', 'anyone', 'anybody', 'them', 'operator', 'owner', 'reader', 'customer', 'requester', 'keyboard']);
const HIDE = new Set(['hide', 'conceal', 'concealed', 'withhold', 'withheld']);
const wordsOf = (clause) => clause.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
const negates = (w) => NEGATION.has(w) || w.endsWith("n't");
/** Where a clause ends: `.`, `;`, `!`, `?` before a space (a list marker "1." never ends one), or a line break. */
const CLAUSE_END = /(?<!\b\d{1,2})[.;!?](?=\s|$)|\n/;
/** The readers' own cap: a model-read text is a few KB; a longer one is read in its first 64 KB. */
const READ_CAP = 65_536;
/** Clauses of a text, trimmed. */
function clausesOf(text) {
    return text.slice(0, READ_CAP).split(CLAUSE_END).map((s) => s.trim()).filter((s) => s !== '');
}
const quoted = (clause) => (clause.length > 200 ? `${clause.slice(0, 199)}\u2026` : clause);
/** The first clause that voids or outranks earlier guidance, or undefined. */
function readOverride(text) {
    for (const clause of clausesOf(text)) {
        const w = wordsOf(clause);
        // "the system" is guidance only as the system's prompt or rules, never as a computer system.
        const owned = (i) => w.slice(Math.max(0, i - 2), i).some((y) => OWNING.has(y));
        // A data noun made the model's own ("the system rules", "your orders") is placed already; other guidance needs a PRIOR word.
        const placed = w.some((x, i) => DATA_NOUNS.has(x) && owned(i));
        const guided = w.some((x, i) => GUIDANCE.has(x) && !DATA_NOUNS.has(x) && (x !== 'system' || ['prompt', 'prompts', 'instructions', 'message'].includes(w[i + 1] ?? '')));
        if (!placed && !(guided && w.some((x) => PRIOR.has(x))))
            continue;
        const voided = w.some((x, i) => VOID.has(x) || (VALIDITY.has(x) && w.slice(Math.max(0, i - 2), i).some((y) => (ENDING.has(y) && y !== 'to') || negates(y) || (y === 'to' && ENDING.has(w[i - 2] ?? '')))));
        if (voided)
            return quoted(clause);
    }
    return undefined;
}
/** Words before a negation that leave it an order: clause-initial ("Please don't"), chained ("and never"), the model told ("you must not"). */
const ORDERING = new Set(['and', 'but', 'then', 'so', 'or', 'you', 'must', 'should', 'shall', 'need', 'ought']);
/** Words of advice before "not to": "it is best not to mention", "be careful not to tell" order as much as "do not". */
const ADVISING = new Set(['best', 'better', 'important', 'wise', 'advisable', 'preferable', 'essential', 'crucial', 'careful', 'sure']);
/** Words skipped on the way back from a negation to what stands before it ("you will never", "there is no need"). */
const PASSING = new Set(['do', 'please', 'just', 'also', 'simply', 'kindly', 'ever', 'will', 'is', 'there', "there's"]);
/** Negations that order by themselves. */
const ORDERING_NEGATIONS = new Set(["mustn't", "shouldn't", "shan't", "needn't", 'without', 'nor']);
/** Words that open a condition: a negation inside one ("if you don't know the ID, ask the user") orders nothing. */
const CONDITION = new Set(['if', 'unless', 'when', 'whenever', 'whether', 'once', 'while']);
/**
 * Whether the negation at `j` is an order to the model: the clause opens with it ("Do not tell", "No need to"), it
 * follows `you`, a modal or a chaining word ("must never be informed", "and don't mention"), or it orders by itself
 * ("shouldn't"). A person as its subject ("the user is not notified", "won't be notified") is a description.
 */
function orders(w, j, start) {
    const neg = w[j];
    if (ORDERING_NEGATIONS.has(neg))
        return true;
    if (neg === 'no' && w[j + 1] !== 'need')
        return false;
    if (neg === 'not' && w[j + 1] === 'to' && ADVISING.has(w[j - 1] ?? ''))
        return true;
    let k = j - 1;
    while (k >= start && PASSING.has(w[k]))
        k--;
    return k < start || ORDERING.has(w[k]);
}
/** The first clause that tells the model to keep something from a person, or undefined. */
function readSecrecy(text) {
    for (const clause of clausesOf(text)) {
        const w = wordsOf(clause);
        // "keep it between you and the server": a secret shared with the model alone, whoever else is named. One pass.
        if (keptBetween(w))
            return quoted(clause);
        if (!w.some((x) => PERSON.has(x)))
            continue;
        // A negation ordering the model within six words before a verb of telling: "don't mention", "no need to let
        // the user know", "must never be informed"; or a verb of hiding with a person in the clause ("hide it from the user").
        if (hushes(clause) || w.some((x) => HIDE.has(x)))
            return quoted(clause);
    }
    return undefined;
}
/** "keep ... between you": one pass, a `keep` seen before `between you` (not a search back from each `between`). */
function keptBetween(w) {
    let sawKeep = false;
    for (let i = 0; i < w.length; i++) {
        if (w[i] === 'keep')
            sawKeep = true;
        else if (sawKeep && w[i] === 'between' && w[i + 1] === 'you')
            return true;
    }
    return false;
}
/** Where a clause's parts end: a comma sets a condition ("If you don't know the ID,") apart from the order after it. */
const PART_END = /,/;
/** Whether a part of the clause outside a condition orders the model not to tell. */
function hushes(clause) {
    for (const part of clause.split(PART_END)) {
        const w = wordsOf(part);
        if (w.length === 0 || CONDITION.has(w[0]))
            continue;
        for (let i = 0; i < w.length; i++) {
            if (!TELL.has(w[i]))
                continue;
            for (let j = Math.max(0, i - 6); j < i; j++)
                if (negates(w[j]) && orders(w, j, 0))
                    return true;
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/diff/risky-text.ts





/** A name in text: `code`, 'quoted' or an identifier with an underscore or a hyphen (read_text_file, web-search). */
// Linear: the bare form starts only where a word starts and its first `_`/`-` is fixed, so a 16 KB `a_a_a\u2026` is read once,
// not once per letter and split point.
const NAME = String.raw `(?:\x60[^\x60\n]{1,80}\x60|['"][\w./-]{1,80}['"]|(?<![\w-])[a-z][a-z0-9]*[_-][\w-]*)`;
/** A name that can only be a tool's: `code`, 'quoted' or snake_case (a hyphen alone is English: re-run, built-in). */
const TOOL_NAME = String.raw `(?:\x60[^\x60\n]{1,80}\x60|['"][\w./-]{1,80}['"]|[a-z][\w-]*_[\w-]*)`;
const PATTERNS = [
    {
        // Shadowing: steering the model away from another tool, the way a poisoned server takes over a trusted one's calls.
        cue: 'tool-shadowing',
        what: 'tells the model to use this tool in place of another, or not to call another',
        re: new RegExp([
            String.raw `\b(?:use|call|prefer|choose|invoke)\s+this(?:\s+(?:tool|function|one))?\s+(?:instead\s+of|rather\s+than|in\s+place\s+of|over)\b`,
            // A hyphenated word ("re-running", "client-side") names no tool: only a quoted, backticked or snake_case name does.
            String.raw `\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:using\s+|calling\s+)?(?:the\s+)?${TOOL_NAME}`,
            String.raw `${NAME}(?:\s+tool)?\s+(?:is\s+(?:deprecated|broken|unsafe|disabled|obsolete|insecure)\s+and\s+)?(?:must|should)\s+(?:not|never)\s+be\s+(?:called|used|invoked|run)\b`,
            String.raw `(?:\btool\s+${NAME}|${NAME}\s+tool)\s+(?:is|has\s+been)\s+(?:now\s+)?(?:deprecated|disabled|broken|unsafe|obsolete|insecure|removed)\b`,
            String.raw `\b(?:do\s+not|don't|never)\s+(?:call|use|invoke|run)\s+(?:the\s+)?${NAME}(?:\s+tool)?\s*(?:[.;!]|$)`,
        ].join('|'), 'i'),
    },
    {
        cue: 'exfiltration',
        what: 'asks to send or upload data to an address',
        re: /\b(?:upload|exfiltrat\w*|send|post|forward|transmit|copy|sync|report|leak)\b[^\n]{0,120}?\b(?:to|at|into)\s+(?:https?:\/\/|ftp:\/\/|wss?:\/\/|[^\s@]+@[^\s@]+\.\w{2,}|(?:[a-z0-9-]+\.)+[a-z]{2,}\/)/i,
    },
    {
        cue: 'credentials',
        what: 'names credentials or private files',
        re: /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.npmrc\b|\.netrc\b|\/etc\/(?:passwd|shadow)\b|\.env\b|\b(?:private[_ -]?key|api[_ -]?keys?|access[_ -]?tokens?|passwords?|secrets?)\b[^.\n]{0,60}\b(?:send|include|read|upload|append|pass|attach)\b)/i,
    },
    {
        cue: 'override',
        what: 'asks to ignore earlier instructions',
        re: /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system)\b[^.\n]{0,30}\b(?:instructions?|prompts?|rules?|guidelines?|messages?)\b/i,
    },
    {
        cue: 'secrecy',
        what: 'asks to keep something from the user',
        re: /\b(?:do not|don't|never|without)\b[^.\n]{0,20}\b(?:tell|telling|mention|mentioning|reveal|revealing|inform|informing|notify|notifying|alert|alerting)\b[^.\n]{0,40}\b(?:the user|users?|anyone|them)\b/i,
    },
    {
        cue: 'authority',
        what: 'claims authority over the model or other tools',
        re: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden)\s*>|\b(?:instead of|rather than|before (?:using|calling|running))\b[^.\n]{0,60}\b(?:tool|function)s?\b|\byou must (?:always|first)\b/i,
    },
    {
        cue: 'tool-order',
        what: 'tells the model which tools to call and when',
        re: /\balways\s+(?:call|use|run|invoke)\b[^.\n]{0,40}\b(?:first|before)\b|\b(?:before|after|instead of)\s+(?:calling|using|running|invoking|answering|responding)\b[^.\n]{0,30}?\b(?:call|invoke|run|use)\s+(?:`[^`\n]+`|[a-z][\w-]*_[\w-]+)/i,
    },
    {
        cue: 'conversation',
        what: "asks for the conversation or the user's prompt",
        re: /\b(?:full|entire|whole|complete|original|verbatim|exact)\s+(?:user(?:'s)?\s+)?(?:conversation|chat(?:\s+history)?|message\s+history|prompt)\b|\b(?:conversation|chat)\s+history\b|\bsystem\s+prompt\b/i,
    },
];
const textsOf = modelTexts;
/** The cues' patterns as run (global), exported so a test runs each on adversarial text. */
const GLOBAL = PATTERNS.map((p) => ({ ...p, re: new RegExp(p.re.source, `${p.re.flags}g`) }));
const squash = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();
/** A shadowing passage that names the capability itself (its own notice, "read_file must not be called"), not another. */
function namesSelf(cue, passage, self) {
    if (cue !== 'tool-shadowing' || self === undefined || self === '')
        return false;
    const at = passage.toLowerCase().indexOf(self.toLowerCase());
    const edge = (c) => c === undefined || !/[\w-]/.test(c);
    return at >= 0 && edge(passage[at - 1]) && edge(passage[at + self.length]);
}
const moveKey = (m) => `${m.source}>${m.sink}`;
/** Every cue of one string a passage `known` (the old definition's text, squashed) does not already hold, each once. */
function newPassages(t, known, self, first, definition) {
    const out = [];
    if (hasHidden(t.text) && !known.hidden.has(t.text)) {
        out.push({ cue: 'invisible-characters', what: `holds invisible characters (${describeHidden(t.text)})` });
        if (first)
            return out;
    }
    if (!t.prose)
        return out;
    // Read as instructions first: a text that moves data is named for that, whatever else its words match.
    const movement = readDataMovement(t.text, textPlaceOf(t.pointer, definition));
    if (movement !== undefined && !known.moves.has(moveKey(movement))) {
        out.push({ cue: 'data-movement', what: `tells the model to take ${movement.sourceWords} and put it into ${movement.sinkWords}`, movement });
        if (first)
            return out;
    }
    for (const p of GLOBAL) {
        for (const m of t.text.matchAll(p.re)) {
            if (known.text.includes(squash(m[0])) || namesSelf(p.cue, m[0], self))
                continue;
            out.push({ cue: p.cue, what: p.what });
            if (first)
                return out;
            break;
        }
    }
    // The same two orders read by the classes of their words, for wordings the patterns above do not hold.
    for (const [cue, read] of [['override', readOverride], ['secrecy', readSecrecy]]) {
        if (out.some((o) => o.cue === cue))
            continue;
        const clause = read(t.text);
        if (clause === undefined || known.text.includes(squash(clause)))
            continue;
        // The clause is quoted in the row: read by its words' classes, it has no phrase a reviewer could search for.
        out.push({ cue, what: `${PATTERNS.find((p) => p.cue === cue).what}: "${clause}"` });
        if (first)
            return out;
    }
    return out;
}
/** A word without leading or trailing `.`/`-` (a loop: `/[.-]+$/` reads an inner run of dots once per dot). */
function trimDotsDashes(w) {
    let a = 0;
    let b = w.length;
    while (a < b && (w[a] === '.' || w[a] === '-'))
        a++;
    while (b > a && (w[b - 1] === '.' || w[b - 1] === '-'))
        b--;
    return w.slice(a, b);
}
/**
 * A sibling's name the string adds (the old definition named it nowhere): a description that starts pointing the
 * model at another tool of the server. A name that is a plain word (`search`) counts only quoted or in backticks.
 * Looked up by the text's own words, so a catalog of thousands of tools costs a set look-up per word.
 */
function namedSibling(t, known, others, self) {
    if (!t.prose)
        return undefined;
    const text = t.text.toLowerCase();
    const hit = (word, quoted) => others.has(word) && word !== self && (quoted || !/^[a-z]+$/.test(word)) && !known.includes(word);
    for (const m of text.matchAll(/[`'"]([\w.-]+)[`'"]/g))
        if (hit(m[1], true))
            return m[1];
    for (const m of text.matchAll(/[\w.-]+/g)) {
        const word = trimDotsDashes(m[0]);
        if (hit(word, false))
            return word;
    }
    return undefined;
}
/** The seven things an added passage can do that a person must read, and which detector cue is which. */
const CUE_CLASSES = ['data-movement', 'outbound-destination', 'agent-instruction', 'secrecy', 'other-tool', 'credentials', 'invisible-characters'];
const CLASS_OF = {
    'data-movement': 'data-movement',
    exfiltration: 'outbound-destination',
    override: 'agent-instruction',
    authority: 'agent-instruction',
    'tool-order': 'agent-instruction',
    secrecy: 'secrecy',
    'tool-shadowing': 'other-tool',
    'names-other-tool': 'other-tool',
    credentials: 'credentials',
    conversation: 'credentials',
    'invisible-characters': 'invisible-characters',
};
/** A cue's class; a cue this version does not know reads as an instruction (never as no cue). */
function cueClass(cue) {
    return CLASS_OF[cue] ?? 'agent-instruction';
}
/** Words for a cue class in a message: `reference to another tool`. */
const CUE_CLASS_WORDS = {
    'data-movement': 'instruction moving data to a place',
    'outbound-destination': 'outbound destination',
    'agent-instruction': 'instruction aimed at the agent',
    secrecy: 'secrecy toward the user',
    'other-tool': 'reference to another tool',
    credentials: 'request for credentials or private data',
    'invisible-characters': 'invisible characters',
};
/**
 * Risky passages an edit adds: every model-visible string of `after` (descriptions, titles, new properties and
 * arguments, enum and const values; hidden characters in any string or key) screened for passages `before` did not
 * already hold anywhere. One match per pointer, in document order. `before` undefined screens a whole new definition.
 */
function riskyAdditions(before, after) {
    return screen(before, after, new Set(), true);
}
/**
 * Every cue an edit adds, by pointer of the edited string: the risky passages (all of them, not only the first) and,
 * given the names of the server's tools (lowercase), a name of one of them the text did not hold before (`names-other-tool`:
 * not risky alone, but no longer a plain rewording). What triages a description or title edit.
 */
function cuesAdded(before, after, others = new Set()) {
    const out = new Map();
    for (const m of screen(before, after, others, false))
        out.set(m.pointer, [...(out.get(m.pointer) ?? []), m]);
    return out;
}
/** The cue classes of matches, each once, in CUE_CLASSES order. */
function cueClassesOf(matches) {
    const found = new Set(matches.map((m) => cueClass(m.cue)));
    return CUE_CLASSES.filter((c) => found.has(c));
}
function screen(before, after, others, first) {
    const old = textsOf(before);
    const moves = new Set();
    for (const t of old) {
        const m = t.prose ? readDataMovement(t.text, textPlaceOf(t.pointer, before)) : undefined;
        if (m !== undefined)
            moves.add(moveKey(m));
    }
    const known = { text: old.map((t) => squash(t.text)).join('\n'), hidden: new Set(old.filter((t) => hasHidden(t.text)).map((t) => t.text)), moves };
    const self = (0,json/* isJsonObject */.OW)(after) && typeof after.name === 'string' ? after.name : undefined;
    // A string the old definition already held, anywhere, adds nothing: only edited and new strings are matched.
    const unchanged = new Set(old.map((t) => t.text));
    const out = [];
    for (const t of textsOf(after)) {
        if (unchanged.has(t.text))
            continue;
        if (first) {
            const [found] = newPassages(t, known, self, true, after);
            if (found !== undefined && out[out.length - 1]?.pointer !== t.pointer)
                out.push({ pointer: t.pointer, ...found });
            continue;
        }
        for (const found of newPassages(t, known, self, false, after))
            out.push({ pointer: t.pointer, ...found });
        const sibling = others.size > 0 ? namedSibling(t, known.text, others, self?.toLowerCase()) : undefined;
        if (sibling !== undefined)
            out.push({ pointer: t.pointer, cue: 'names-other-tool', what: `names another tool of the server (${sibling})` });
    }
    return out;
}
/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) and enum/const values
 * anywhere in it are matched against the patterns; every string, names and keys included, is checked for hidden
 * characters. Bounded walk.
 */
function riskyText(definition) {
    return riskyAdditions(undefined, definition)[0];
}

;// CONCATENATED MODULE: ./src/core/diff/schema/keywords.ts
// JSON Schema keyword families as the compatibility walk sorts them: which keywords it decides, which only annotate,
// which belong to the document rather than the instance.
const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
/** Count bounds and the value an absent one means (`minItems: 0` is no bound at all). */
const COUNT_LOWER_BOUNDS = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
const COUNT_UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const NUMERIC_BOUNDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
const PRESENCE_CONSTRAINTS = ['pattern', 'format'];
/** Keywords that never change what validates; a schema holding only these accepts anything. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Keywords about the document, not the instance: compared through what they affect (refs, dialect), never directly. */
const DOCUMENT = new Set(['$schema', '$defs', 'definitions', '$id']);
/** Combinators whose branch order means nothing. */
const UNORDERED = new Set(['anyOf', 'oneOf', 'allOf']);
/** Keywords this walk understands; any other keyword that differs is a review. */
const HANDLED = new Set([
    'type',
    'enum',
    'const',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'default',
    'description',
    'title',
    'multipleOf',
    'uniqueItems',
    'prefixItems',
    'propertyNames',
    ...Object.keys(COUNT_LOWER_BOUNDS),
    ...COUNT_UPPER_BOUNDS,
    ...NUMERIC_BOUNDS,
    ...PRESENCE_CONSTRAINTS,
]);
const COMBINATORS = new Set(['$ref', '$defs', 'definitions', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else']);

;// CONCATENATED MODULE: ./src/core/diff/schema/values.ts


/** Type set of a schema node; undefined means any type. Throws on a malformed `type`. */
function typesOf(s) {
    const t = s.type;
    if (t === undefined)
        return undefined;
    const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : null;
    if (list === null || list.some((x) => typeof x !== 'string' || !TYPES.includes(x)))
        throw new Error('invalid `type`');
    return new Set(list);
}
function accepts(set, t) {
    return set === undefined || set.has(t) || (t === 'integer' && set.has('number'));
}
/** Every value of type-set `inner` is also allowed by `outer`. */
function within(inner, outer) {
    if (outer === undefined)
        return true;
    if (inner === undefined)
        return false;
    for (const t of inner)
        if (!accepts(outer, t))
            return false;
    return true;
}
function showTypes(set) {
    return set === undefined ? 'any type' : [...set].sort().join(' | ');
}
/** Allowed values (enum, const, or both: their intersection); undefined means unrestricted. */
function valuesOf(s) {
    if (s.enum !== undefined && !Array.isArray(s.enum))
        throw new Error('invalid `enum`');
    const list = s.enum;
    if (s.const === undefined)
        return list;
    if (list === undefined)
        return [s.const];
    const k = (0,json/* valueKey */.zV)(s.const);
    return list.filter((v) => (0,json/* valueKey */.zV)(v) === k);
}
function jsonType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'integer' : 'number';
    return typeof v;
}
/** Types a node really accepts: an enum or const leaves only the types of its values. */
function effectiveTypes(declared, values) {
    if (values === undefined)
        return declared;
    const out = new Set();
    for (const v of values) {
        const t = jsonType(v);
        if (accepts(declared, t))
            out.add(t);
    }
    return out;
}
/** >0 when bound x admits fewer values than y, <0 when more, 0 when the same. */
function compareBounds(x, y, lower) {
    if (x.value !== y.value)
        return (lower ? x.value > y.value : x.value < y.value) ? 1 : -1;
    return Number(x.exclusive) - Number(y.exclusive);
}
/**
 * The one bound a side enforces: the tighter of `minimum` and `exclusiveMinimum` (numbers since draft 6), or
 * `minimum` made exclusive by a draft-4 boolean. A string is the name of a keyword that holds no usable value.
 */
function numericBound(s, lower) {
    const inc = lower ? 'minimum' : 'maximum';
    const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
    const i = s[inc];
    const e = s[exc];
    if (i !== undefined && (typeof i !== 'number' || !Number.isFinite(i)))
        return inc;
    if (e !== undefined && typeof e !== 'boolean' && (typeof e !== 'number' || !Number.isFinite(e)))
        return exc;
    if (typeof e === 'boolean')
        return i === undefined ? undefined : { value: i, exclusive: e, keyword: e ? exc : inc, draft4: e };
    const ib = i === undefined ? undefined : { value: i, exclusive: false, keyword: inc, draft4: false };
    const eb = e === undefined ? undefined : { value: e, exclusive: true, keyword: exc, draft4: false };
    const bound = ib === undefined || eb === undefined ? (ib ?? eb) : compareBounds(eb, ib, lower) >= 0 ? eb : ib;
    return bound !== undefined && beyondSafeIntegers(bound, lower) ? undefined : bound;
}
/**
 * A bound that excludes no number a client can send exactly: zod 4's `int()` writes JavaScript's safe-integer limits
 * (+-9007199254740991) as `minimum`/`maximum`, and zod 3 wrote nothing. Such a bound is no constraint, so adding or
 * dropping it with the schema library is no change (a number past 2^53 is not one a JSON client holds exactly).
 */
function beyondSafeIntegers(x, lower) {
    const limit = Number.MAX_SAFE_INTEGER;
    const v = lower ? -x.value : x.value;
    return v > limit || (v === limit && !x.exclusive);
}
function showBound(x, lower) {
    if (x === undefined)
        return 'none';
    return `${lower ? '>' : '<'}${x.exclusive ? '' : '='} ${x.value}`;
}
/**
 * `m` is a whole multiple of `d` read as the decimals a schema's author writes (0.3 is a multiple of 0.1), so every
 * multiple of `m` is one of `d`. Validators differ here: zod's `multipleOf`, pydantic's `multiple_of` and Ajv with
 * `multipleOfPrecision` allow for binary fractions as this does; plain Ajv divides in binary floating point and refuses
 * 0.3 under 0.1, which a gate following it would report as a tightening nobody made.
 */
function divides(d, m) {
    const r = m / d;
    const n = Math.round(r);
    return n >= 1 && Math.abs(r - n) <= 1e-9 * n;
}
/** Arrays holding the same members in any order. */
function sameMembers(x, y) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length)
        return false;
    const xs = x.map(json/* valueKey */.zV).sort();
    const ys = y.map(json/* valueKey */.zV).sort();
    return xs.every((k, i) => k === ys[i]);
}
function showValues(values) {
    const shown = values.slice(0, 10).map((v) => (0,json/* showValue */.vp)(v, 60));
    return values.length > 10 ? `${shown.join(', ')} and ${values.length - 10} more` : shown.join(', ');
}
/** Property names are strings: a `propertyNames` every string meets (zod 4's `{type: "string"}` for a record) is none. */
function vacuousNames(v) {
    if (apState(v) === 'open')
        return true;
    if (!(0,json/* isJsonObject */.OW)(v))
        return false;
    const keys = Object.keys(v).filter((k) => !ANNOTATIONS.has(k));
    if (keys.length !== 1 || keys[0] !== 'type')
        return false;
    const t = v.type;
    return t === 'string' || (Array.isArray(t) && t.includes('string'));
}
function apState(v) {
    if (v === undefined || v === true)
        return 'open';
    if (v === false)
        return 'closed';
    if ((0,json/* isJsonObject */.OW)(v) && Object.keys(v).every((k) => ANNOTATIONS.has(k)))
        return 'open';
    return 'schema';
}
function asSchema(v) {
    if (v === undefined || v === true)
        return {};
    if ((0,json/* isJsonObject */.OW)(v))
        return v;
    return undefined;
}
function stringList(v, what) {
    if (v === undefined)
        return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
        throw new Error(`invalid \`${what}\``);
    return v;
}
function objectOrEmpty(v, what) {
    if (v === undefined)
        return {};
    if (!(0,json/* isJsonObject */.OW)(v))
        throw new Error(`invalid \`${what}\``);
    return v;
}

;// CONCATENATED MODULE: ./src/core/diff/schema/document.ts



/** Schema nodes visited per pair before giving up with a review. */
const document_MAX_NODES = 50_000;
/** `$ref` hops followed from one schema node before giving up (a chain of refs to refs, or a cycle of them). */
const MAX_REF_HOPS = 32;
function dialectOf(root) {
    const url = (0,json/* isJsonObject */.OW)(root) && typeof root.$schema === 'string' ? root.$schema : '';
    // MCP 2025-11-25 reads a schema without `$schema` as 2020-12.
    return /draft-0[3-7]/.test(url) ? 'pre-2019' : '2019+';
}
/** Every `$ref` string in a document (bounded: hostile documents are cut off by the node cap). */
function refsIn(root, out) {
    const stack = root === undefined ? [] : [root];
    let n = 0;
    while (stack.length > 0) {
        if (++n > document_MAX_NODES)
            return false;
        const v = stack.pop();
        if (Array.isArray(v))
            stack.push(...v);
        else if ((0,json/* isJsonObject */.OW)(v)) {
            for (const [k, x] of Object.entries(v)) {
                if (k === '$ref' && typeof x === 'string')
                    out.add(x);
                else
                    stack.push(x);
            }
        }
    }
    return true;
}
/** Both documents resolve every `$ref` they hold to equal definitions, so equal nodes need no look inside. */
function refsAgree(b, a) {
    const refs = new Set();
    if (!refsIn(b, refs) || !refsIn(a, refs))
        return false;
    if (refs.size === 0)
        return true;
    const defs = (r) => ((0,json/* isJsonObject */.OW)(r) ? { $defs: r.$defs ?? null, definitions: r.definitions ?? null } : {});
    if (!(0,json/* jsonEqual */.Zm)(defs(b), defs(a)))
        return false;
    return [...refs].every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/'));
}
/** The node a local JSON-pointer `$ref` names, or undefined. */
function lookup(root, ref) {
    if (!ref.startsWith('#'))
        return undefined;
    if (ref === '#')
        return root;
    if (!ref.startsWith('#/'))
        return undefined;
    let cur = root;
    for (const raw of ref.slice(2).split('/')) {
        const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(cur) && /^\d+$/.test(key))
            cur = cur[Number(key)];
        else if ((0,json/* isJsonObject */.OW)(cur) && Object.prototype.hasOwnProperty.call(cur, key))
            cur = cur[key];
        else
            return undefined;
    }
    return cur;
}
/**
 * Follows `$ref` until a node without one. Annotation siblings (description, title...) stay: models read them.
 * Other siblings are ignored by validators before 2019-09 and apply beside the target since; the latter is not
 * decided here. Returns the target chain's first ref (for cycle detection) and the node; throws a reason.
 */
function resolveRef(node, side) {
    let cur = node;
    let first;
    for (let hops = 0; typeof cur.$ref === 'string'; hops++) {
        if (hops >= MAX_REF_HOPS)
            throw new Error(`\`$ref\` chain longer than ${MAX_REF_HOPS} hops`);
        const ref = cur.$ref;
        first ??= ref;
        const target = lookup(side.root, ref);
        if (target === undefined)
            throw new Error(`\`$ref\` ${(0,json/* showValue */.vp)(ref, 80)} is not a local reference that resolves`);
        const t = asSchema(target);
        if (t === undefined)
            throw new Error(`\`$ref\` ${(0,json/* showValue */.vp)(ref, 80)} names a \`false\` or invalid schema`);
        const siblings = Object.keys(cur).filter((k) => k !== '$ref' && !ANNOTATIONS.has(k) && !DOCUMENT.has(k));
        if (siblings.length > 0 && side.dialect === '2019+')
            throw new Error(`\`$ref\` beside \`${siblings[0]}\``);
        const merged = { ...t };
        for (const k of Object.keys(cur))
            if (ANNOTATIONS.has(k))
                merged[k] = cur[k];
        cur = merged;
    }
    return first === undefined ? { node: cur } : { node: cur, ref: first };
}

;// CONCATENATED MODULE: ./src/core/diff/schema/compare-lists.ts
// The one list comparer every keyword walker shares (properties, required names, enum values): it only sorts members
// into removed, added and kept, by a key; what a difference means is the walker's business.
/** Members of `before` and `after` matched by key, each list in its own order (a repeated member stays repeated). */
function diffLists(before, after, key) {
    const afterByKey = new Map();
    for (const t of after)
        if (!afterByKey.has(key(t)))
            afterByKey.set(key(t), t);
    const beforeKeys = new Set(before.map(key));
    const out = { removed: [], added: [], kept: [] };
    for (const t of before) {
        const k = key(t);
        if (afterByKey.has(k))
            out.kept.push([t, afterByKey.get(k)]);
        else
            out.removed.push(t);
    }
    for (const t of after)
        if (!beforeKeys.has(key(t)))
            out.added.push(t);
    return out;
}
/** Sorted own keys of two objects, split the same way (the properties of two schemas). */
function diffKeys(before, after) {
    const sorted = (o) => Object.keys(o).sort();
    return diffLists(sorted(before), sorted(after), (k) => k);
}

;// CONCATENATED MODULE: ./src/core/diff/schema/pair.ts

/** Pointer of keyword `k` in this node. */
function at(p, k) {
    return `${p.w.pointer}/${(0,json/* escapePointer */.lZ)(k)}`;
}
/** Queues a child pair one level down. */
function descend(p, b, a, pointer, path) {
    p.stack.push({ b, a, pointer, path, depth: p.w.depth + 1 });
}

;// CONCATENATED MODULE: ./src/core/diff/schema/walk.ts

const MAX_SCHEMA_DEPTH = 64;
/** Deltas per pair before the rest is summarized as one review. */
const MAX_DELTAS = 500;
const NOT_COMPARABLE = 'tool-schema-not-comparable';
const DIALECT_CHANGED = 'tool-schema-dialect-changed';
const RULES_BY_DIRECTION = {
    input: {
        harms: 'lost',
        propertyRemoved: 'tool-input-property-removed',
        propertyAdded: 'tool-input-property-added',
        requiredPropertyAdded: 'tool-input-required-property-added',
        madeRequired: 'tool-input-property-made-required',
        // How generators in output mode describe a defaulted parameter.
        defaultedMadeRequired: 'tool-input-defaulted-property-made-required',
        madeOptional: 'tool-input-property-made-optional',
        tightened: 'tool-input-constraint-tightened',
        loosened: 'tool-input-constraint-loosened',
        type: { lost: 'tool-input-type-narrowed', gained: 'tool-input-type-widened' },
        enum: { lost: 'tool-input-enum-value-removed', gained: 'tool-input-enum-value-added' },
        enumBoundary: 'constraint',
        additionalProperties: {
            closed: 'tool-input-additional-properties-closed',
            opened: 'tool-input-additional-properties-opened',
            noneDeclaredClosed: 'tool-input-no-arguments-closed',
        },
        defaultChanged: 'tool-input-default-changed',
    },
    output: {
        harms: 'gained',
        propertyRemoved: 'tool-output-property-removed',
        propertyAdded: 'tool-output-property-added',
        requiredPropertyAdded: 'tool-output-property-added',
        madeRequired: 'tool-output-required-added',
        defaultedMadeRequired: 'tool-output-required-added',
        madeOptional: 'tool-output-required-removed',
        tightened: 'tool-output-constraint-tightened',
        loosened: 'tool-output-constraint-loosened',
        type: { lost: 'tool-output-type-narrowed', gained: 'tool-output-type-widened' },
        enum: { lost: 'tool-output-enum-narrowed', gained: 'tool-output-enum-widened' },
        enumBoundary: 'enum',
    },
};
/** The value change to report when a node both lost and gained: the harmful one first. */
function reported(rules, lost, gained) {
    const harmful = rules.harms === 'lost' ? lost : gained;
    return harmful ? rules.harms : rules.harms === 'lost' ? 'gained' : 'lost';
}
/** The constraint outcome that harms this direction's party (input: tightened; output: loosened). */
function harmfulOutcome(rules) {
    return rules.harms === 'lost' ? 'tightened' : 'loosened';
}
/**
 * Deltas that leave every old value valid (input) or every new value within the old (output): what a branch must
 * show to count as covering another. Declaring an optional input property is left out: on an open object it can
 * reject a value the old schema let through, which the top-level verdict accepts by decision but a proof may not.
 */
const COVERING = new Set([
    'description-changed',
    'title-changed',
    'tool-input-default-changed',
    DIALECT_CHANGED,
    'tool-input-property-made-optional',
    'tool-input-type-widened',
    'tool-input-enum-value-added',
    'tool-input-constraint-loosened',
    'tool-input-additional-properties-opened',
    'tool-output-property-added',
    'tool-output-required-added',
    'tool-output-type-narrowed',
    'tool-output-enum-narrowed',
    'tool-output-constraint-tightened',
]);
class Walk {
    direction;
    rootPointer;
    ctx;
    out = [];
    capped = false;
    /** `$ref` target pairs already compared in this walk: a recursive schema is compared once per pair. */
    seen = new Set();
    constructor(direction, rootPointer, ctx) {
        this.direction = direction;
        this.rootPointer = rootPointer;
        this.ctx = ctx;
    }
    emit(rule, pointer, path, params, before, after) {
        if (this.capped)
            return;
        if (this.out.length >= MAX_DELTAS) {
            this.capped = true;
            this.notComparable(this.rootPointer, `more than ${MAX_DELTAS} differences`, true);
            return;
        }
        const d = { rule, pointer, params: { property: path, ...params } };
        const bv = (0,json/* boundedValue */.lv)(before);
        const av = (0,json/* boundedValue */.lv)(after);
        if (bv !== undefined)
            d.before = bv;
        if (av !== undefined)
            d.after = av;
        this.out.push(d);
    }
    notComparable(pointer, reason, force = false) {
        const d = {
            rule: NOT_COMPARABLE,
            pointer,
            params: {
                side: this.direction,
                reason,
                party: this.direction === 'input' ? 'callers' : 'consumers',
            },
        };
        if (force || !this.capped)
            this.out.push(d);
    }
    get rules() {
        return RULES_BY_DIRECTION[this.direction];
    }
    /** A walk of its own over the same documents and budget (branch matching), optionally in another direction. */
    sub(direction = this.direction, ctx = this.ctx) {
        return new Walk(direction, this.rootPointer, ctx);
    }
    constraint(outcome, pointer, path, keyword, b, a, shown = { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) }) {
        const rule = outcome === 'tightened' ? this.rules.tightened : this.rules.loosened;
        this.emit(rule, pointer, path, { keyword, ...shown }, b, a);
    }
}
function childPath(path, prop) {
    return path === '' || path.startsWith('(') ? prop : `${path}.${prop}`;
}
function rootPath(direction) {
    return direction === 'input' ? '(arguments)' : '(result)';
}
/** Equal text that is also an equal schema: the refs inside (if any) resolve alike on both sides. */
function sameSchema(walk, x, y) {
    const nodes = walk.ctx.nodes;
    return nodes.equal(x, y) && (walk.ctx.refsAgree || nodes.refFree(x));
}

;// CONCATENATED MODULE: ./src/core/diff/schema/families.ts






/** Keywords whose effect cannot be decided here: one review each, naming where. */
function unknownKeywords(p) {
    const { walk, b, a } = p;
    const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
    for (const k of [...keys].sort()) {
        if (HANDLED.has(k) || DOCUMENT.has(k))
            continue;
        // Equal text is an equal schema only when the refs inside it resolve alike on both sides.
        if ((walk.ctx.nodes.equal((0,json/* own */.ZV)(b, k), (0,json/* own */.ZV)(a, k)) || (UNORDERED.has(k) && sameMembers((0,json/* own */.ZV)(b, k), (0,json/* own */.ZV)(a, k)))) && (walk.ctx.refsAgree || walk.ctx.nodes.refFree((0,json/* own */.ZV)(b, k))))
            continue;
        walk.notComparable(at(p, k), COMBINATORS.has(k) ? `\`${k}\` changed; its compatibility is not decided` : `keyword \`${k}\` changed`);
    }
}
/** Model-visible text inside the schema. */
function families_text(p) {
    const { walk, b, a } = p;
    for (const k of ['description', 'title']) {
        if (!(0,json/* jsonEqual */.Zm)(b[k], a[k]))
            walk.emit(`${k}-changed`, at(p, k), p.w.path, { before: (0,json/* showValue */.vp)(b[k]), after: (0,json/* showValue */.vp)(a[k]) }, b[k], a[k]);
    }
}
/** `type`, judged by the values it really lets through: `{enum: ['a']}` and `{type: 'string', enum: ['a']}` are equal. */
function type(p) {
    const { walk, b, a } = p;
    // Values first: a malformed `enum` is the reason given, as before the type is read.
    const bv = valuesOf(b);
    const av = valuesOf(a);
    const bt = typesOf(b);
    const at_ = typesOf(a);
    if (within(bt, at_) && within(at_, bt))
        return;
    const be = effectiveTypes(bt, bv);
    const ae = effectiveTypes(at_, av);
    const lost = !within(be, ae);
    const gained = !within(ae, be);
    if (!lost && !gained)
        return;
    const rule = walk.rules.type[reported(walk.rules, lost, gained)];
    walk.emit(rule, at(p, p.typeAt ?? 'type'), p.w.path, { before: showTypes(be), after: showTypes(ae) }, b.type, a.type);
}
/** `enum` / `const`: values lost and gained, or a restriction introduced or dropped. */
function enumValues(p) {
    const { walk, b, a } = p;
    const rules = walk.rules;
    const bv = valuesOf(b);
    const av = valuesOf(a);
    const keyword = a.enum !== undefined || b.enum !== undefined ? 'enum' : 'const';
    const ptr = at(p, keyword);
    const path = p.w.path;
    if (bv !== undefined && av !== undefined) {
        const { removed, added } = diffLists(bv, av, json/* valueKey */.zV);
        if (removed.length > 0)
            walk.emit(rules.enum.lost, ptr, path, { values: showValues(removed), count: removed.length }, removed.slice(0, 50), undefined);
        if (added.length > 0)
            walk.emit(rules.enum.gained, ptr, path, { values: showValues(added), count: added.length }, undefined, added.slice(0, 50));
    }
    else if (bv === undefined && av !== undefined) {
        if (rules.enumBoundary === 'constraint')
            walk.constraint('tightened', ptr, path, keyword, undefined, av.slice(0, 50));
        else
            walk.emit(rules.enum.lost, ptr, path, { values: 'any value outside ' + showValues(av), count: 0 }, undefined, av.slice(0, 50));
    }
    else if (bv !== undefined && av === undefined) {
        if (rules.enumBoundary === 'constraint')
            walk.constraint('loosened', ptr, path, keyword, bv.slice(0, 50), undefined);
        else
            walk.emit(rules.enum.gained, ptr, path, { values: 'any value outside ' + showValues(bv), count: 0 }, bv.slice(0, 50), undefined);
    }
}
/** Numeric bounds: one effective bound per side, so `minimum: 5` -> `exclusiveMinimum: 4` is one loosening. */
function numericBounds(p) {
    const { walk, b, a } = p;
    for (const lower of [true, false]) {
        const inc = lower ? 'minimum' : 'maximum';
        const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
        if ((0,json/* jsonEqual */.Zm)(b[inc], a[inc]) && (0,json/* jsonEqual */.Zm)(b[exc], a[exc]))
            continue;
        const x = numericBound(b, lower);
        const y = numericBound(a, lower);
        if (typeof x === 'string' || typeof y === 'string') {
            const k = typeof y === 'string' ? y : x;
            walk.notComparable(at(p, k), `non-numeric \`${k}\``);
            continue;
        }
        if (x === undefined && y === undefined)
            continue;
        const cmp = x === undefined ? 1 : y === undefined ? -1 : compareBounds(y, x, lower);
        if (cmp === 0)
            continue;
        const k = (y ?? x).keyword;
        const plain = x !== undefined && y !== undefined && x.keyword === y.keyword && !x.draft4 && !y.draft4;
        const shown = plain ? { before: (0,json/* showValue */.vp)(x.value), after: (0,json/* showValue */.vp)(y.value) } : { before: showBound(x, lower), after: showBound(y, lower) };
        walk.constraint(cmp > 0 ? 'tightened' : 'loosened', at(p, k), p.w.path, k, b[k], a[k], shown);
    }
}
const COUNTS = [
    ...Object.entries(COUNT_LOWER_BOUNDS).map(([k, d]) => [k, true, d]),
    ...COUNT_UPPER_BOUNDS.map((k) => [k, false, undefined]),
];
/** Length and count bounds; an absent lower bound is its default (0, or 1 for minContains). */
function countBounds(p) {
    const { walk, b, a } = p;
    for (const [k, lower, absent] of COUNTS) {
        const x = b[k];
        const y = a[k];
        if ((0,json/* jsonEqual */.Zm)(x, y))
            continue;
        if ((x !== undefined && typeof x !== 'number') || (y !== undefined && typeof y !== 'number')) {
            walk.notComparable(at(p, k), `non-numeric \`${k}\``);
            continue;
        }
        const xv = x ?? absent;
        const yv = y ?? absent;
        if (xv === yv)
            continue;
        let outcome;
        if (xv === undefined)
            outcome = 'tightened';
        else if (yv === undefined)
            outcome = 'loosened';
        else
            outcome = (lower ? yv > xv : yv < xv) ? 'tightened' : 'loosened';
        walk.constraint(outcome, at(p, k), p.w.path, k, x, y);
    }
}
/** `multipleOf`, `uniqueItems` and the constraints that only exist or not (`pattern`, `format`). */
function scalarConstraints(p) {
    const { walk, b, a } = p;
    const path = p.w.path;
    if (!(0,json/* jsonEqual */.Zm)(b.multipleOf, a.multipleOf)) {
        const x = b.multipleOf;
        const y = a.multipleOf;
        const bad = (v) => v !== undefined && (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v));
        if (bad(x) || bad(y))
            walk.notComparable(at(p, 'multipleOf'), 'non-numeric `multipleOf`');
        else
            multipleOf(p, x, y);
    }
    if (Boolean(b.uniqueItems) !== Boolean(a.uniqueItems)) {
        walk.constraint(a.uniqueItems === true ? 'tightened' : 'loosened', at(p, 'uniqueItems'), path, 'uniqueItems', b.uniqueItems, a.uniqueItems);
    }
    for (const k of PRESENCE_CONSTRAINTS) {
        const x = b[k];
        const y = a[k];
        if ((0,json/* jsonEqual */.Zm)(x, y))
            continue;
        if (x === undefined)
            walk.constraint('tightened', at(p, k), path, k, x, y);
        else if (y === undefined)
            walk.constraint('loosened', at(p, k), path, k, x, y);
        else
            walk.notComparable(at(p, k), `\`${k}\` changed from ${(0,json/* showValue */.vp)(x, 60)} to ${(0,json/* showValue */.vp)(y, 60)}`);
    }
}
/**
 * A changed `multipleOf`, its values read as decimals (values.ts `divides`). When neither divides the other, the
 * change is both a tightening and a loosening, never safe: the harmful one is reported with the value that shows it
 * (the old multipleOf itself, now refused, for inputs; the new one, refused before, for outputs).
 */
function multipleOf(p, x, y) {
    const report = (outcome, after = (0,json/* showValue */.vp)(y)) => p.walk.constraint(outcome, at(p, 'multipleOf'), p.w.path, 'multipleOf', x, y, { before: (0,json/* showValue */.vp)(x), after });
    if (y === undefined || (x !== undefined && divides(y, x)))
        return report('loosened');
    if (x === undefined || divides(x, y))
        return report('tightened');
    if (harmfulOutcome(p.walk.rules) === 'tightened')
        report('tightened', `${(0,json/* showValue */.vp)(y)}, which refuses ${(0,json/* showValue */.vp)(x)}`);
    else
        report('loosened', `${(0,json/* showValue */.vp)(y)}, which allows ${(0,json/* showValue */.vp)(y)}, refused before`);
}
/**
 * `default`: validation is unchanged, behaviour for calls that omit the value is not. A `default: null` on a node that
 * accepts null is what pydantic writes for `Optional[X] = None` and zod for `.nullable().default(null)`: omitting the
 * value means null either way, so it is the same as no default.
 */
function defaultValue(p) {
    const { walk, b, a } = p;
    if ((0,json/* jsonEqual */.Zm)(b.default, a.default) || (0,json/* jsonEqual */.Zm)(effectiveDefault(b), effectiveDefault(a)))
        return;
    const rule = walk.rules.defaultChanged;
    if (rule !== undefined)
        walk.emit(rule, at(p, 'default'), p.w.path, { before: (0,json/* showValue */.vp)(b.default), after: (0,json/* showValue */.vp)(a.default) }, b.default, a.default);
    else
        walk.notComparable(at(p, 'default'), '`default` changed');
}
function effectiveDefault(s) {
    return s.default === null && acceptsNull(s, 1) ? undefined : s.default;
}
/** The node lets null through by its own type/enum, or through a union branch (one level down; a `$ref` is not followed). */
function acceptsNull(s, levels) {
    try {
        const values = valuesOf(s);
        if (values !== undefined && !values.includes(null))
            return false;
        if (!accepts(typesOf(s), 'null'))
            return false;
    }
    catch {
        return false;
    }
    if (s.$ref !== undefined || s.allOf !== undefined || s.not !== undefined || s.if !== undefined)
        return false;
    for (const k of ['anyOf', 'oneOf']) {
        const list = s[k];
        if (list === undefined)
            continue;
        if (!Array.isArray(list) || levels === 0)
            return false;
        if (!list.some((x) => (0,json/* isJsonObject */.OW)(x) && acceptsNull(x, levels - 1)))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/core/diff/schema/objects.ts





/** `properties` and `required`: properties gone and new, names made required or optional; kept ones walked. */
function properties(p) {
    const { walk, b, a, w } = p;
    const rules = walk.rules;
    const bp = objectOrEmpty(b.properties, 'properties');
    const ap = objectOrEmpty(a.properties, 'properties');
    const br = [...new Set(stringList(b.required, 'required'))].sort();
    const ar = [...new Set(stringList(a.required, 'required'))].sort();
    const propPointer = (k) => `${w.pointer}/properties/${(0,json/* escapePointer */.lZ)(k)}`;
    const props = diffKeys(bp, ap);
    const required = diffLists(br, ar, (k) => k);
    const requiredAfter = new Set(ar);
    if (becameFreeForm(p, props.removed.length)) {
        const names = props.removed.map((k) => `\`${k}\``).join(', ');
        const shown = { before: `declared properties ${names}`, after: 'any properties (`additionalProperties: true`)' };
        walk.constraint('loosened', at(p, 'properties'), w.path, 'properties', b.properties, a.properties, shown);
    }
    else
        for (const k of props.removed)
            walk.emit(rules.propertyRemoved, propPointer(k), childPath(w.path, k), {}, bp[k], undefined);
    for (const k of props.added) {
        const rule = requiredAfter.has(k) ? rules.requiredPropertyAdded : rules.propertyAdded;
        walk.emit(rule, propPointer(k), childPath(w.path, k), {}, undefined, ap[k]);
    }
    const isNew = new Set(props.added);
    const isGone = new Set(props.removed);
    const reqPointer = `${w.pointer}/required`;
    for (const k of required.added) {
        if (isNew.has(k))
            continue; // a new property: reported above
        const defaulted = (0,json/* isJsonObject */.OW)(ap[k]) && ap[k].default !== undefined;
        walk.emit(defaulted ? rules.defaultedMadeRequired : rules.madeRequired, reqPointer, childPath(w.path, k), {}, undefined, k);
    }
    for (const k of required.removed) {
        if (isGone.has(k))
            continue; // a removed property: reported above
        walk.emit(rules.madeOptional, reqPointer, childPath(w.path, k), {}, k, undefined);
    }
    for (const [k] of [...props.kept].reverse())
        descend(p, bp[k], ap[k], propPointer(k), childPath(w.path, k));
}
/**
 * An input object whose declared properties all went while it now says `additionalProperties: true` (notion's
 * generator writing a free-form object): every value it accepted is still accepted, so the removals are one
 * loosening. Only when nothing stays declared: dropping some properties of an object that keeps others is an author
 * taking arguments away, which stays a removal, open object or not.
 */
function becameFreeForm(p, removed) {
    const { walk, a } = p;
    return walk.direction === 'input' && removed > 0 && a.additionalProperties === true && Object.keys(objectOrEmpty(a.properties, 'properties')).length === 0;
}
/** Neither side declares a property: an object of no arguments (or an empty options object). */
function declaresNone(p) {
    const none = (s) => Object.keys(objectOrEmpty(s.properties, 'properties')).length === 0 && s.patternProperties === undefined;
    return none(p.b) && none(p.a);
}
/** `additionalProperties`: open, closed or a schema on each side. */
function additionalProperties(p) {
    const { walk, b, a, w } = p;
    if (sameSchema(walk, b.additionalProperties, a.additionalProperties))
        return;
    const x = apState(b.additionalProperties);
    const y = apState(a.additionalProperties);
    const ptr = at(p, 'additionalProperties');
    if (x === y && x !== 'closed') {
        // Schema to schema, or open to open with different annotations (model-visible text is still reported).
        descend(p, b.additionalProperties, a.additionalProperties, ptr, `${childPath(w.path, '*')}`);
        return;
    }
    if (x === y)
        return;
    const closing = y === 'closed' || (x === 'open' && y === 'schema');
    const rules = walk.rules.additionalProperties;
    if (rules !== undefined) {
        const shown = { before: (0,json/* showValue */.vp)(b.additionalProperties), after: (0,json/* showValue */.vp)(a.additionalProperties) };
        // Closing an object that declares nothing refuses only calls that sent undeclared arguments: a call without
        // arguments (the only one the schema ever described) is unaffected. Generators flip this with each SDK release.
        const rule = closing ? (y === 'closed' && declaresNone(p) ? rules.noneDeclaredClosed : rules.closed) : rules.opened;
        walk.emit(rule, ptr, w.path, shown, b.additionalProperties, a.additionalProperties);
    }
    else {
        walk.constraint(closing ? 'tightened' : 'loosened', ptr, w.path, 'additionalProperties', b.additionalProperties, a.additionalProperties);
    }
}
/** `propertyNames`: a schema every key must match. */
function propertyNames(p) {
    const { walk, b, a, w } = p;
    if (sameSchema(walk, b.propertyNames, a.propertyNames))
        return;
    const x = b.propertyNames;
    const y = a.propertyNames;
    const ptr = at(p, 'propertyNames');
    const xOpen = vacuousNames(x);
    const yOpen = vacuousNames(y);
    if (xOpen !== yOpen)
        walk.constraint(xOpen ? 'tightened' : 'loosened', ptr, w.path, 'propertyNames', x, y);
    // `{type: "string"}` against none: both let every name through, and the type is not worth a walk.
    else if (xOpen && apState(x) !== apState(y))
        return;
    else
        descend(p, x, y, ptr, w.path.startsWith('(') ? '(property names)' : `${w.path} (property names)`);
}
/** `items` (one schema for every element, or a tuple) and `prefixItems` (a tuple). */
function items(p) {
    const { walk, b, a, w } = p;
    for (const k of ['prefixItems', 'items']) {
        const x = b[k];
        const y = a[k];
        if (sameSchema(walk, x, y))
            continue;
        if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
            for (let i = x.length - 1; i >= 0; i--)
                descend(p, x[i], y[i], `${at(p, k)}/${i}`, `${w.path}[${i}]`);
        }
        else if (k === 'items' && !Array.isArray(x) && !Array.isArray(y)) {
            descend(p, x ?? {}, y ?? {}, at(p, k), `${w.path}[]`);
        }
        else {
            walk.notComparable(at(p, k), `tuple \`${k}\` changed`);
        }
    }
}

;// CONCATENATED MODULE: ./src/core/diff/schema/equality.ts


const composite = (v) => typeof v === 'object' && v !== null;
/** Memory for one comparison (one compareSchemas call and the branch walks it starts). */
class NodeEquality {
    insideEqual;
    /** Per node, the last node it was compared with and whether they were equal. */
    known = new WeakMap();
    refFacts = new WeakMap();
    /**
     * `insideEqual`: also remember the pairs inside an equal pair. Needed when the documents' refs disagree: then equal
     * text is not yet an equal schema and the walk goes on below it, asking again at every level.
     */
    constructor(insideEqual = false) {
        this.insideEqual = insideEqual;
    }
    /** jsonEqual(x, y), remembered for the pairs it saw differ or found equal. */
    equal(x, y) {
        if (x === y)
            return true;
        if (!composite(x) || !composite(y))
            return (0,json/* jsonDifference */.q_)(x, y) === undefined;
        const k = this.known.get(x);
        if (k !== undefined && k.other === y)
            return k.same;
        const seen = this.insideEqual ? [] : undefined;
        const diff = (0,json/* jsonDifference */.q_)(x, y, seen);
        if (diff === undefined)
            for (const s of seen ?? [{ x, y, up: undefined }])
                this.known.set(s.x, { other: s.y, same: true });
        for (let s = diff; s !== undefined; s = s.up)
            if (composite(s.x) && composite(s.y))
                this.known.set(s.x, { other: s.y, same: false });
        return diff === undefined;
    }
    /** No `$ref` anywhere inside (and small enough for refsIn to say so): then equal nodes are equal schemas. */
    refFree(v) {
        if (!composite(v))
            return true;
        const f = this.factsOf(v);
        return !f.refs && f.size <= document_MAX_NODES;
    }
    /** Facts for `root` and every composite below it not seen yet, children first. */
    factsOf(root) {
        const stack = [[root, false]];
        while (stack.length > 0) {
            const [node, ready] = stack.pop();
            if (this.refFacts.has(node))
                continue;
            if (!ready) {
                stack.push([node, true]);
                for (const c of Object.values(node))
                    if (composite(c) && !this.refFacts.has(c))
                        stack.push([c, false]);
                continue;
            }
            json/* equalityWork */.Uj.nodes++;
            let size = 1;
            let refs = false;
            for (const [k, c] of Object.entries(node)) {
                // refsIn collects a string `$ref` in an object without visiting it; every other value it visits.
                if (k === '$ref' && typeof c === 'string' && !Array.isArray(node))
                    refs = true;
                else {
                    const f = composite(c) ? this.refFacts.get(c) : { size: 1, refs: false };
                    size = Math.min(size + f.size, document_MAX_NODES + 1);
                    refs ||= f.refs;
                }
            }
            this.refFacts.set(node, { size, refs });
        }
        return this.refFacts.get(root);
    }
}

;// CONCATENATED MODULE: ./src/core/diff/schema/spellings.ts


const TEXT = ['description', 'title'];
const isNullBranch = (v) => (0,json/* isJsonObject */.OW)(v) && Object.keys(v).length === 1 && v.type === 'null';
/** `{type: X}` and nothing else, X a type name or a list of them; its type names, else undefined. */
function bareTypes(v) {
    if (!(0,json/* isJsonObject */.OW)(v) || Object.keys(v).length !== 1)
        return undefined;
    const t = v.type;
    const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : undefined;
    if (list === undefined || list.length === 0 || list.some((x) => typeof x !== 'string' || !TYPES.includes(x)))
        return undefined;
    return list;
}
/** The union keyword a node holds alone (beside annotations it may keep), with its branch list. */
function unionList(node) {
    const kws = ['anyOf', 'oneOf'].filter((k) => node[k] !== undefined);
    if (kws.length !== 1 || node.type !== undefined)
        return undefined;
    const list = node[kws[0]];
    return Array.isArray(list) && list.length > 0 ? { keyword: kws[0], list } : undefined;
}
/**
 * zod 4's `.describe()` before `.nullable()` puts the text on the non-null branch (`anyOf: [{type: string,
 * description}, {type: null}]`); zod 3 and pydantic put it on the union. Moved up when the union has none of its own.
 */
function hoistText(node, u) {
    const rest = u.list.filter((b) => !isNullBranch(b));
    if (rest.length !== 1 || rest.length === u.list.length || !(0,json/* isJsonObject */.OW)(rest[0]))
        return node;
    const only = rest[0];
    const moved = TEXT.filter((k) => only[k] !== undefined && node[k] === undefined);
    if (moved.length === 0)
        return node;
    const branch = { ...only };
    const out = { ...node };
    for (const k of moved) {
        out[k] = only[k];
        delete branch[k];
    }
    out[u.keyword] = u.list.map((b) => (b === only ? branch : b));
    return out;
}
/**
 * `anyOf` of bare types is a `type` array: a value matches one branch exactly when its type is listed. A `oneOf`
 * of them is the same unless it lists both integer and number (an integer matches both, which `oneOf` refuses).
 */
function foldBareTypes(node, u) {
    const types = [];
    for (const b of u.list) {
        const t = bareTypes(b);
        if (t === undefined)
            return node;
        types.push(...t);
    }
    const distinct = [...new Set(types)];
    if (u.keyword === 'oneOf' && (distinct.length !== types.length || (distinct.includes('integer') && distinct.includes('number'))))
        return node;
    const out = { ...node, type: distinct.length === 1 ? distinct[0] : distinct };
    delete out[u.keyword];
    return out;
}
const CONST_KEYS = new Set(['const', 'type']);
/** `{const: x}`, with at most a `type` that x has: its value, else undefined. */
function bareConst(v) {
    if (!(0,json/* isJsonObject */.OW)(v) || v.const === undefined || Object.keys(v).some((k) => !CONST_KEYS.has(k)))
        return undefined;
    const t = v.type;
    const x = v.const;
    const kind = x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x === 'object' ? 'object' : typeof x === 'number' ? (Number.isInteger(x) ? 'integer' : 'number') : typeof x;
    if (t !== undefined && t !== kind && !(t === 'number' && kind === 'integer'))
        return undefined;
    return { value: x };
}
/**
 * `anyOf`/`oneOf` of bare consts is an `enum` of their values (zod 4 writes `z.enum` so, zod 3 as `enum`): a value
 * matches one branch exactly when it is listed. The branches' shared `type` is kept. Duplicates make `oneOf` refuse
 * the value, so a `oneOf` with one is left alone.
 */
function foldConsts(node, u) {
    const values = [];
    const types = new Set();
    for (const b of u.list) {
        const c = bareConst(b);
        if (c === undefined)
            return node;
        values.push(c.value);
        if ((0,json/* isJsonObject */.OW)(b) && typeof b.type === 'string')
            types.add(b.type);
    }
    const distinct = values.filter((v, i) => values.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)) === i);
    if (u.keyword === 'oneOf' && distinct.length !== values.length)
        return node;
    const out = { ...node, enum: distinct };
    if (types.size === 1 && types.size > 0)
        out.type = [...types][0];
    delete out[u.keyword];
    return out;
}
/** The node in the spelling compared: unchanged unless it is a union one of the rewrites above applies to. */
function commonSpelling(node) {
    const u = unionList(node);
    if (u === undefined)
        return { node };
    const hoisted = hoistText(node, u);
    const v = unionList(hoisted);
    if (v === undefined)
        return { node: hoisted };
    const consts = foldConsts(hoisted, v);
    if (consts !== hoisted)
        return { node: consts };
    const folded = foldBareTypes(hoisted, v);
    return folded === hoisted ? { node: hoisted } : { node: folded, folded: v.keyword };
}

;// CONCATENATED MODULE: ./src/core/diff/schema/unions.ts






/** A node as a union of branches; undefined when it mixes a union with other validation keywords (not decided). */
function unionOf(node) {
    const kws = ['anyOf', 'oneOf'].filter((k) => node[k] !== undefined);
    if (kws.length === 0)
        return { branches: [withoutDefault(node)] };
    if (kws.length > 1)
        return undefined;
    const keyword = kws[0];
    const list = node[keyword];
    if (!Array.isArray(list) || list.length === 0)
        return undefined;
    if (Object.keys(node).some((k) => k !== keyword && !ANNOTATIONS.has(k) && !DOCUMENT.has(k)))
        return undefined;
    // The union's own description/title still reads on every branch: a description moved into a branch is no change.
    // Its `default` is the node's, compared once beside the union (a branch copy would report it at a pointer that
    // exists in neither schema).
    const outer = {};
    for (const k of Object.keys(node))
        if (ANNOTATIONS.has(k) && k !== 'default')
            outer[k] = node[k];
    const branches = [];
    for (const br of list) {
        if (br === false)
            continue; // accepts nothing: adds nothing to the union
        const s = asSchema(br);
        if (s === undefined)
            return undefined;
        branches.push({ ...outer, ...s });
    }
    return { keyword, branches };
}
/** A plain schema read as the one branch of a union: its `default` stays with the node (see unionOf). */
function withoutDefault(node) {
    if (node.default === undefined)
        return node;
    const out = { ...node };
    delete out.default;
    return out;
}
/** The types a branch's values can have, after following refs; undefined when unknown or any. */
function branchTypes(node, side) {
    try {
        const r = resolveRef(node, side).node;
        if (r.anyOf !== undefined || r.oneOf !== undefined || r.allOf !== undefined || r.not !== undefined || r.if !== undefined)
            return undefined;
        return effectiveTypes(typesOf(r), valuesOf(r));
    }
    catch {
        return undefined;
    }
}
function disjoint(x, y) {
    if (x === undefined || y === undefined)
        return false;
    for (const t of x)
        if (accepts(y, t))
            return false;
    for (const t of y)
        if (accepts(x, t))
            return false;
    return true;
}
function unionTypes(u, side) {
    const out = new Set();
    for (const br of u.branches) {
        const t = branchTypes(br, side);
        if (t === undefined)
            return undefined;
        for (const x of t)
            out.add(x);
    }
    return out;
}
/**
 * Two object branches no value can match both: a property both require holds values of no common kind (a tag:
 * `kind: "btree"` against `kind: "hnsw"`), the way discriminated unions (zod, pydantic) are written. Only for branches
 * typed object alone: a value of another type is checked by neither `required` nor `properties`.
 */
function tagDisjoint(x, xs, y, ys) {
    try {
        const rx = resolveRef(x, xs).node;
        const ry = resolveRef(y, ys).node;
        const px = rx.properties;
        const py = ry.properties;
        if (rx.type !== 'object' || ry.type !== 'object' || !(0,json/* isJsonObject */.OW)(px) || !(0,json/* isJsonObject */.OW)(py))
            return false;
        if (!Array.isArray(rx.required) || !Array.isArray(ry.required))
            return false;
        const both = new Set(ry.required.filter((k) => typeof k === 'string'));
        for (const k of rx.required.slice(0, 200)) {
            if (typeof k !== 'string' || !both.has(k) || !(0,json/* isJsonObject */.OW)(px[k]) || !(0,json/* isJsonObject */.OW)(py[k]))
                continue;
            const vx = valuesOf(resolveRef(px[k], xs).node);
            const vy = valuesOf(resolveRef(py[k], ys).node);
            if (vx === undefined || vy === undefined)
                continue;
            const keys = new Set(vx.map(json/* valueKey */.zV));
            if (!vy.some((v) => keys.has((0,json/* valueKey */.zV)(v))))
                return true;
        }
        return false;
    }
    catch {
        return false;
    }
}
function compareUnions(p, ub, ua) {
    const input = p.walk.direction === 'input';
    const ctx = p.walk.ctx;
    const keyword = (ua.keyword ?? ub.keyword);
    const u = {
        p,
        ub,
        ua,
        input,
        from: input ? ub : ua,
        to: input ? ua : ub,
        fromSide: input ? ctx.b : ctx.a,
        toSide: input ? ctx.a : ctx.b,
        keyword,
        pointer: `${p.w.pointer}/${keyword}`,
    };
    if (soleOverlap(u))
        return;
    const m = matchBranches(u);
    if (m !== undefined)
        settle(u, m);
}
/** One summary finding: values lost (input) / new values returned (output), or the reverse. */
function verdict(u, harmful) {
    const { walk, b, a, w } = u.p;
    const rules = walk.rules;
    const bt = unionTypes(u.ub, walk.ctx.b);
    const at = unionTypes(u.ua, walk.ctx.a);
    const known = bt !== undefined && at !== undefined;
    const kind = harmful ? rules.harms : rules.harms === 'lost' ? 'gained' : 'lost';
    const happened = known && (kind === 'lost' ? !within(bt, at) : !within(at, bt));
    const [before, after] = [b[u.keyword], a[u.keyword]];
    if (happened) {
        walk.emit(rules.type[kind], u.pointer, w.path, { before: showTypes(bt), after: showTypes(at) }, before, after);
        return;
    }
    const shown = (x) => (x.keyword === undefined ? 'one schema' : `${x.branches.length} \`${x.keyword}\` branches`);
    const worse = harmfulOutcome(rules);
    const outcome = harmful ? worse : worse === 'tightened' ? 'loosened' : 'tightened';
    walk.constraint(outcome, u.pointer, w.path, u.keyword, before, after, { before: shown(u.ub), after: shown(u.ua) });
}
/** Compares a matched old/new pair in detail, unless it is the same schema. */
function detail(u, old, neu, ptr) {
    if (!(u.p.walk.ctx.nodes.equal(old, neu) && u.p.walk.ctx.refsAgree))
        descend(u.p, old, neu, ptr, u.p.w.path);
}
/**
 * The whole from-side can only land in one receiving branch when every other one is disjoint from it by type
 * (notion's `anyOf: [<old object>, {type: string}]`): then it is exactly that branch that decides, compared in
 * detail, and the others only add (input) or drop (output) values of other types.
 */
function soleOverlap(u) {
    if (u.to.branches.length <= 1)
        return false;
    const ft = unionTypes(u.from, u.fromSide);
    const overlapping = u.to.branches.map((x, j) => [j, !disjoint(ft, branchTypes(x, u.toSide))]).filter(([, o]) => o);
    if (overlapping.length !== 1)
        return false;
    const j = overlapping[0][0];
    const { b, a, w } = u.p;
    verdict(u, false);
    // The whole side against one branch: its `default` was compared beside the union already.
    if (u.input)
        detail(u, withoutDefault(b), u.to.branches[j], u.to.keyword === undefined ? w.pointer : `${w.pointer}/${u.to.keyword}/${j}`);
    else
        detail(u, u.to.branches[j], withoutDefault(a), `${w.pointer}/${u.keyword}/${j}`);
    return true;
}
/** The first receiving branch equal to or covering `fb`, and why a candidate could not be compared, if one could not. */
function findCover(u, fb) {
    const { walk, w } = u.p;
    const ctx = walk.ctx;
    for (let j = 0; j < u.to.branches.length; j++)
        if (ctx.nodes.equal(fb, u.to.branches[j]) && ctx.refsAgree)
            return { match: j };
    let blocked;
    for (let j = 0; j < u.to.branches.length; j++) {
        const tb = u.to.branches[j];
        const [old, neu] = u.input ? [fb, tb] : [tb, fb];
        const sub = walk.sub();
        ctx.run(sub, [{ b: old, a: neu, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
        if (sub.out.every((d) => COVERING.has(d.rule)))
            return { match: j, ...(blocked !== undefined ? { blocked } : {}) };
        blocked ??= sub.out.find((d) => d.rule === NOT_COMPARABLE)?.params.reason;
    }
    return { match: -1, ...(blocked !== undefined ? { blocked } : {}) };
}
/**
 * A receiving `oneOf` branch other than `match` that could also take the value of from-branch `i`, or -1. Another
 * branch cannot when it is type-disjoint from the value or, for inputs that were a oneOf already, sits inside another
 * old branch (which the value did not match, or it was not valid before).
 */
function ambiguousOneOf(u, i, fb, match) {
    if (u.to.keyword !== 'oneOf' || u.to.branches.length <= 1)
        return -1;
    const { walk, w } = u.p;
    const ctx = walk.ctx;
    const ft = branchTypes(fb, u.fromSide);
    const insideOther = (x) => u.input && u.from.keyword === 'oneOf' && u.from.branches.some((ob, k) => k !== i && coversInput(walk, w, x, ctx.a, ob, ctx.b));
    return u.to.branches.findIndex((x, k) => k !== match && !disjoint(ft, branchTypes(x, u.toSide)) && !tagDisjoint(fb, u.fromSide, x, u.toSide) && !insideOther(x));
}
/** Pairs every from-branch with a receiving branch that covers it; undefined once a `oneOf` ambiguity is reported. */
function matchBranches(u) {
    const m = { pairs: [], unmatched: [], usedTo: new Set() };
    for (let i = 0; i < u.from.branches.length; i++) {
        const fb = u.from.branches[i];
        const { match, blocked } = findCover(u, fb);
        if (blocked !== undefined)
            m.blocked ??= blocked;
        if (match < 0) {
            m.unmatched.push(i);
            continue;
        }
        const overlap = ambiguousOneOf(u, i, fb, match);
        if (overlap >= 0) {
            const msg = `\`oneOf\` branches ${match} and ${overlap} may both match a value that matched before, and \`oneOf\` wants exactly one`;
            u.p.walk.notComparable(`${u.p.w.pointer}/oneOf`, msg);
            return undefined;
        }
        m.usedTo.add(match);
        m.pairs.push([i, match]);
    }
    return m;
}
/**
 * The verdict and the detail walks. Same combinator, same number of branches, and a branch nothing covers: its
 * counterpart by position is compared in detail, so the finding names the keyword that changed inside it rather than
 * the whole union. (Any branch that covered it would have been matched, so this pairing only ever reports, never
 * hides, a difference.)
 */
function settle(u, m) {
    const { from, to } = u;
    const positional = from.keyword !== undefined && from.keyword === to.keyword && from.branches.length === to.branches.length;
    const coarse = m.unmatched.filter((i) => !(positional && !m.usedTo.has(i)));
    for (const i of m.unmatched)
        if (!coarse.includes(i))
            (m.usedTo.add(i), m.pairs.push([i, i]));
    if (coarse.length > 0 && m.blocked !== undefined) {
        u.p.walk.notComparable(u.pointer, `\`${u.keyword}\` branch ${coarse[0]} could not be matched: ${m.blocked}`);
        return;
    }
    if (coarse.length > 0)
        verdict(u, true);
    else if (to.branches.length > m.usedTo.size)
        verdict(u, false);
    const { ua, ub } = u;
    const ptr = u.p.w.pointer;
    for (const [i, j] of m.pairs.reverse()) {
        const [old, neu] = u.input ? [from.branches[i], to.branches[j]] : [to.branches[j], from.branches[i]];
        const ni = u.input ? j : i;
        const oi = u.input ? i : j;
        detail(u, old, neu, ua.keyword !== undefined ? `${ptr}/${ua.keyword}/${ni}` : ub.keyword !== undefined ? `${ptr}/${ub.keyword}/${oi}` : ptr);
    }
}
/** Every value `inner` (read in `innerSide`'s document) accepts, `outer` accepts too: an input comparison that finds only covering deltas. */
function coversInput(walk, w, inner, innerSide, outer, outerSide) {
    const ctx = { ...walk.ctx, b: innerSide, a: outerSide };
    const sub = walk.sub('input', ctx);
    ctx.run(sub, [{ b: inner, a: outer, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
    return sub.out.every((d) => COVERING.has(d.rule));
}

;// CONCATENATED MODULE: ./src/core/diff/schema/compat.ts










/** The keyword families of one node, in the order their findings are reported. */
const FAMILIES = [
    unknownKeywords,
    families_text,
    type,
    enumValues,
    numericBounds,
    countBounds,
    scalarConstraints,
    defaultValue,
    properties,
    additionalProperties,
    propertyNames,
    items,
];
/**
 * Compares two schemas of one tool. `before`/`after` undefined means the schema is absent (treated as accepting
 * anything). `rootPointer` is where the schema sits in the definition, e.g. `/inputSchema`.
 */
function compareSchemas(before, after, direction, rootPointer) {
    const agree = refsAgree(before, after);
    const ctx = {
        b: { root: before, dialect: dialectOf(before) },
        a: { root: after, dialect: dialectOf(after) },
        refsAgree: agree,
        nodes: new NodeEquality(!agree),
        budget: { nodes: document_MAX_NODES },
        run,
    };
    const walk = new Walk(direction, rootPointer, ctx);
    const bs = (0,json/* isJsonObject */.OW)(before) ? before.$schema : undefined;
    const as = (0,json/* isJsonObject */.OW)(after) ? after.$schema : undefined;
    if (!(0,json/* jsonEqual */.Zm)(bs, as)) {
        walk.emit(DIALECT_CHANGED, `${rootPointer}/$schema`, rootPath(direction), { side: direction, before: (0,json/* showValue */.vp)(bs), after: (0,json/* showValue */.vp)(as) }, bs, as);
    }
    run(walk, [{ b: before, a: after, pointer: rootPointer, path: rootPath(direction), depth: 0 }]);
    return walk.out;
}
function run(walk, stack) {
    const ctx = walk.ctx;
    while (stack.length > 0) {
        const w = stack.pop();
        if (sameSchema(walk, w.b, w.a))
            continue;
        // The budget is shared with branch-matching walks; each walk that runs into it says so (a walk that stopped
        // silently would read as "no more differences").
        if (--ctx.budget.nodes < 0) {
            walk.notComparable(walk.rootPointer, `more than ${document_MAX_NODES} schema nodes`);
            break;
        }
        if (w.depth > MAX_SCHEMA_DEPTH) {
            walk.notComparable(w.pointer, `nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
            continue;
        }
        let b = asSchema(w.b);
        let a = asSchema(w.a);
        if (b === undefined || a === undefined) {
            walk.notComparable(w.pointer, w.b === false || w.a === false ? 'boolean `false` schema' : 'invalid schema');
            continue;
        }
        try {
            const rb = resolveRef(b, ctx.b);
            const ra = resolveRef(a, ctx.a);
            if (rb.ref !== undefined && ra.ref !== undefined) {
                const key = `${rb.ref}\u0000${ra.ref}`;
                if (walk.seen.has(key))
                    continue;
                walk.seen.add(key);
            }
            b = rb.node;
            a = ra.node;
            if ((rb.ref !== undefined || ra.ref !== undefined) && ctx.nodes.equal(b, a) && ctx.refsAgree)
                continue;
            compareNode(walk, b, a, w, stack);
        }
        catch (e) {
            walk.notComparable(w.pointer, e.message);
        }
    }
}
function compareNode(walk, rawB, rawA, w, stack) {
    const sb = commonSpelling(rawB);
    const sa = commonSpelling(rawA);
    const [b, a] = [sb.node, sa.node];
    const p = { walk, b, a, w, stack };
    // A `type` read from a union is reported where the union is (the new side's if both were unions), as unions are.
    const typeAt = sa.folded ?? sb.folded;
    if (typeAt !== undefined)
        p.typeAt = typeAt;
    // A union on either side that changed: decided branch by branch where that is sound.
    const ub = unionOf(b);
    const ua = unionOf(a);
    if (ub !== undefined && ua !== undefined && (ub.keyword !== undefined || ua.keyword !== undefined)) {
        const same = ub.keyword === ua.keyword && sameMembers(b[ub.keyword], a[ua.keyword]) && (walk.ctx.refsAgree || walk.ctx.nodes.refFree(b[ub.keyword]));
        if (!same) {
            // The union's `default` is the node's, compared here once; the branches are compared without it.
            defaultValue(p);
            compareUnions(p, ub, ua);
            return;
        }
    }
    for (const family of FAMILIES)
        family(p);
}

;// CONCATENATED MODULE: ./src/core/diff/operations.ts

/** Stems of each class (a word is reduced to its stem before the look-up). */
const STEMS = {
    // Making something be gone, in any register: plain, Unix, colloquial, legal.
    delete: ['delet', 'del', 'remov', 'rm', 'rmdir', 'drop', 'purg', 'eras', 'destroy', 'wip', 'truncat', 'unlink', 'prun', 'nuk', 'obliterat', 'clear', 'shred', 'evict', 'trash', 'uninstall', 'unpublish', 'expung', 'kill', 'terminat', 'discard', 'scrap', 'dispos', 'annul', 'eradicat', 'demolish', 'zap', 'flush', 'forget', 'unregister', 'deregister', 'decommission', 'dismantl', 'scrub', 'unset', 'delist', 'excis'],
    // Putting something in place of what was there.
    overwrite: ['overwrit', 'clobber', 'replac', 'reset', 'rewrit', 'forc', 'reinitializ', 'reinit', 'restor', 'rollback', 'revert', 'squash', 'rebas', 'reimag', 'reformat', 'supersed', 'superced', 'substitut'],
    // Taking a right or an access away.
    revoke: ['revok', 'disabl', 'deactivat', 'suspend', 'ban', 'unshar', 'downgrad', 'demot', 'invalidat', 'expir', 'blacklist', 'blocklist', 'denylist', 'deauthoriz', 'unauthoriz', 'unsubscrib', 'rescind'],
    // Handing something to someone else or somewhere else.
    transfer: ['transfer', 'mov', 'publish', 'shar', 'grant', 'invit', 'export', 'expos', 'upload', 'send', 'promot', 'assign', 'handover', 'giv', 'transmit', 'replicat', 'leak', 'exfiltrat', 'broadcast', 'donat', 'relinquish', 'cede'],
    // Running something the caller supplies.
    execute: ['exec', 'execut', 'run', 'eval', 'evaluat', 'spawn', 'shell', 'invok', 'script', 'cmd', 'command', 'sudo', 'launch', 'subprocess', 'bash', 'sh', 'powershell', 'pwsh', 'popen'],
};
const STEM_CLASS = new Map(Object.entries(STEMS).flatMap(([cls, stems]) => stems.map((s) => [s, cls])));
/** Words of an identifier: `deleteAllRows` -> delete, all, rows; `force-push` -> force, push. */
function identifierWords(text) {
    return text
        .slice(0, 200)
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
}
/** Candidate stems of a word: itself, then with one ending taken off (nominal, gerund, plural, agent, verbal e). */
function stemsOf(word) {
    const out = [word];
    for (const end of ['ation', 'ition', 'ion', 'al', 'ing', 'es', 's', 'er', 'e'])
        if (word.length > end.length + 1 && word.endsWith(end))
            out.push(word.slice(0, -end.length));
    return out;
}
/** The operation a word performs, or undefined; a past participle (`deleted`, `removed`) is a state, not an operation. */
function wordOperation(word) {
    // A word that is itself a stem (`shred`) is the verb, whatever its last letters.
    if (word.length > 4 && word.endsWith('ed') && !STEM_CLASS.has(word))
        return undefined;
    for (const s of stemsOf(word)) {
        const cls = STEM_CLASS.get(s);
        if (cls !== undefined)
            return cls;
    }
    return undefined;
}
/** The first operation an identifier (an enum value, a tool name) names, with the word that names it. */
function operationOf(identifier) {
    for (const w of identifierWords(identifier)) {
        const operation = wordOperation(w);
        if (operation !== undefined)
            return { operation, word: w };
    }
    return undefined;
}
/** Operation classes that take something away or hand it over: what makes a tool destructive. */
const DESTRUCTIVE = new Set(['delete', 'overwrite', 'revoke']);
// ------------------------------------------------------------------ booleans that guard
/** Words of a flag that is a safeguard when true (`dry_run`, `confirm`, `backup`). */
const SAFE_WHEN_TRUE = new Set(['dry', 'dryrun', 'confirm', 'confirmation', 'preview', 'safe', 'sandbox', 'sandboxed', 'validate', 'verify', 'verification', 'backup', 'readonly', 'protect', 'protected', 'ask', 'interactive', 'simulate', 'simulation', 'check', 'checks', 'strict', 'atomic']);
/** Words of a flag that is a danger when true (`force`, `overwrite`, `follow_symlinks`, `recursive`). */
const UNSAFE_WHEN_TRUE = new Set(['force', 'overwrite', 'clobber', 'recursive', 'recursively', 'symlinks', 'symlink', 'dereference', 'unsafe', 'insecure', 'bypass', 'yes', 'assume', 'auto', 'autoapprove', 'trust', 'trusted', 'permanent', 'permanently', 'hard', 'purge', 'delete', 'replace', 'allow', 'privileged', 'elevated', 'public']);
/** Words that negate the safeguard after them (`skip_verify`, `no_backup`, `disable_checks`). */
const NEGATORS = new Set(['no', 'skip', 'disable', 'without', 'ignore', 'dont', 'not', 'bypass']);
/** The value of a boolean input that is the safe side, and the word that says what it guards; undefined: it guards nothing. */
function guardOf(name) {
    const words = identifierWords(name);
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        const negated = i > 0 && NEGATORS.has(words[i - 1]);
        if (SAFE_WHEN_TRUE.has(w))
            return { safe: !negated, word: words.slice(Math.max(0, i - (negated ? 1 : 0)), i + 1).join(' ') };
        if (UNSAFE_WHEN_TRUE.has(w) && !NEGATORS.has(w))
            return { safe: negated, word: words.slice(Math.max(0, i - (negated ? 1 : 0)), i + 1).join(' ') };
    }
    return undefined;
}
// ------------------------------------------------------------------ what a tool does
/** Methods of HTTP that generated tool names carry (OpenAPI operation ids: `post-search`, `put-page`). */
const HTTP_METHODS = new Set(['post', 'put', 'patch']);
/** Verbs of reading: after an HTTP method, they say what the call does. */
const READS = new Set(['search', 'query', 'list', 'find', 'lookup', 'read', 'retrieve', 'get', 'fetch', 'count', 'describe', 'view', 'show', 'filter']);
/** Why a tool writes, from its name and its input names (an operation that changes state), or undefined. */
function writesBecause(definition) {
    const name = typeof definition.name === 'string' ? definition.name : '';
    const words = identifierWords(name);
    // Not `save`: saving a copy of what was read (a screenshot, a PDF of the page) changes nothing that was read.
    const WRITE = new Set(['write', 'create', 'update', 'edit', 'set', 'put', 'post', 'insert', 'append', 'patch', 'modify', 'add', 'commit', 'push', 'merge']);
    // An HTTP method in a generated name is the transport when a verb of reading follows it (`API-post-search`: a
    // search sent as POST); before a noun it is the operation (`API-post-page` creates a page).
    const own = words.find((w, i) => (WRITE.has(w) || wordOperation(w) !== undefined) && !(HTTP_METHODS.has(w) && words.slice(i + 1).some((x) => READS.has(x))));
    if (own !== undefined)
        return `its name says \`${own}\``;
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? Object.keys(schema.properties) : [];
    for (const p of props) {
        const op = operationOf(p);
        if (op !== undefined && DESTRUCTIVE.has(op.operation))
            return `its input \`${p}\` says \`${op.word}\``;
        const g = guardOf(p);
        if (g !== undefined && /overwrite|force|delete|purge|replace/.test(g.word))
            return `its input \`${p}\` says \`${g.word}\``;
    }
    return undefined;
}
/** Why a tool destroys (delete, overwrite, revoke by its name or an input), or undefined. */
function destroysBecause(definition) {
    const name = typeof definition.name === 'string' ? definition.name : '';
    const op = operationOf(name);
    if (op !== undefined && DESTRUCTIVE.has(op.operation))
        return `its name says \`${op.word}\` (${op.operation})`;
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? schema.properties : {};
    for (const [p, s] of Object.entries(props)) {
        const g = guardOf(p);
        if (g !== undefined && !g.safe && /overwrite|delete|purge|replace|clobber/.test(g.word))
            return `its input \`${p}\` can ${g.word}`;
        const values = (0,json/* isJsonObject */.OW)(s) && Array.isArray(s.enum) ? s.enum : [];
        for (const v of values) {
            const o = typeof v === 'string' ? operationOf(v) : undefined;
            if (o !== undefined && DESTRUCTIVE.has(o.operation))
                return `its input \`${p}\` accepts ${JSON.stringify(v)} (${o.operation})`;
        }
    }
    return destroysByText(typeof definition.description === 'string' ? definition.description : '');
}
const DENIAL = new Set(['not', 'never', 'no', 'without', 'cannot', 'nothing', 'neither', 'nor']);
/** Words after which a verb is an order or the tool's own act: a clause's start, a chain, an infinitive, a modal. */
const BEFORE_VERB = new Set([',', ';', ':', 'and', 'or', 'then', 'also', 'to', 'will', 'can', 'may', 'tool', 'this', 'it', 'permanently', 'irreversibly']);
/** Words after which a word is a noun's modifier, not a verb ("a clear summary", "the delete flag"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'your', 'each', 'every', 'any', 'some', 'our', 'his', 'her', 'of', 'for', 'on']);
/** Words that open a subordinate clause: its verb says when, not what the tool does ("when it expires"). */
const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'until', 'before', 'after', 'once', 'whether', 'unless', 'since']);
/**
 * Whether the word at `i` stands where the tool's own act is said: at a clause's start or after a chain, infinitive
 * or modal ("Delete the file", "and removes it", "used to revoke"), or a present-tense verb after its subject
 * ("permanently deletes"), never after a determiner ("a clear summary") nor inside a `when`/`if` clause.
 */
function predicate(words, i) {
    const prev = words[i - 1];
    if (prev !== undefined && DETERMINERS.has(prev))
        return false;
    for (let j = i - 1; j >= Math.max(0, i - 4) && !['.', ',', ';', ':'].includes(words[j]); j--)
        if (SUBORDINATORS.has(words[j]))
            return false;
    if (prev === undefined || prev === '.' || BEFORE_VERB.has(prev))
        return true;
    return words[i].endsWith('s') && !prev.endsWith('s');
}
/**
 * Why a tool's own description says it destroys: a verb of deleting, overwriting or revoking that stands as a verb
 * of the tool's act (see `predicate`; "Gets a session and when it expires" says no revocation), is not a past
 * participle (a state: "lists deleted items") and has no denial in the four words before it ("never overwrites").
 */
function destroysByText(description) {
    const words = description.slice(0, 4_096).toLowerCase().match(/[a-z][a-z']*|[.,;:!?]/g) ?? [];
    for (let i = 0; i < words.length; i++) {
        const op = wordOperation(words[i]);
        if (op === undefined || !DESTRUCTIVE.has(op) || !predicate(words, i))
            continue;
        if (words.slice(Math.max(0, i - 4), i).some((w) => DENIAL.has(w) || w.endsWith("n't")))
            continue;
        return `its description says \`${words[i]}\` (${op})`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/diff/structural-risk.ts


/**
 * Name parts that denote an address. On a tool that declares it reaches the open world (openWorldHint true, or the
 * unstated default) a new address to go to is what it does (playwright's browser_tabs gaining `url`); on a tool that
 * claims a closed world it is a new way out.
 */
const ADDRESS_PARTS = new Set(['url', 'urls', 'uri', 'uris', 'endpoint', 'endpoints', 'host', 'hostname']);
const ADDRESS_FORMATS = /^(?:uri|url|iri|uri-reference|hostname|idn-hostname)$/;
/** Name parts that denote a channel out, whatever the tool claims. */
const DESTINATION_PARTS = new Set([
    'webhook', 'webhooks', 'callback', 'callbacks', 'email', 'emails', 'recipient', 'recipients', 'destination', 'destinations', 'dest', 'cc', 'bcc', 'forward', 'sink',
    'exfil', 'relay', 'notify', 'postback', 'smtp', 'ftp', 'sftp', 's3', 'bucket',
]);
/** `send_to`, `copy_to`, `post_to`, `report_to`: a verb of sending with `to`. */
const SEND_VERBS = new Set(['send', 'copy', 'post', 'report', 'deliver', 'push', 'sync', 'share', 'publish', 'export', 'reply']);
/** What a description says when the input is a channel out: the server sends, posts or copies something there. */
const DESTINATION_TEXT = /\b(?:webhook|callback\s+url|(?:post|posts|posted|send|sends|sent|forward|forwards|forwarded|upload|uploads|copy|copies|copied|mirror|mirrors|deliver|delivers|report|reports|notify|notifies|transmit|transmits|push|pushes)\b[^.\n]{0,80}?\b(?:to\s+(?:this|that|the\s+given|the\s+specified|an?)\b|there\b|here\b|to\s+(?:url|address|endpoint|host|server|email|recipient)))/i;
/** Value parts that denote a privilege or the removal of a safeguard. */
const PRIVILEGE_PARTS = new Set([
    'bypass', 'override', 'overrides', 'force', 'forced', 'admin', 'administrator', 'root', 'sudo', 'superuser', 'godmode',
    'public', 'unsafe', 'insecure', 'dangerous', 'dangerously', 'purge', 'wipe', 'nuke', 'unrestricted', 'elevated', 'impersonate',
]);
const REMOVE_VERBS = new Set(['delete', 'remove', 'drop', 'destroy', 'erase', 'truncate']);
const EVERYTHING = new Set(['all', 'everything', 'any', 'every', 'recursive']);
const SKIP_VERBS = new Set(['skip', 'no', 'disable', 'disabled', 'without', 'ignore', 'bypass']);
const SAFEGUARDS = new Set([
    'verify', 'verification', 'verified', 'check', 'checks', 'auth', 'authentication', 'authorization', 'ssl', 'tls', 'cert',
    'certificate', 'signature', 'signing', 'validation', 'validate', 'hooks', 'protection', 'confirm', 'confirmation', 'approval',
    'review', 'sandbox', 'permissions', 'acl', 'audit', 'mfa', '2fa',
]);
/** Identifier or phrase split into lowercase words: `bypassBranchProtection`, `skip-verification`, `Send to`. */
function structural_risk_wordsOf(text) {
    return text
        .slice(0, 200)
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
}
/** Why a new input reads as a destination, or undefined. `openWorld`: the tool's openWorldHint, default applied. */
function destinationReason(name, schema, openWorld) {
    // A flag or a count names no address, whatever it is called (`notify: true`, `max_urls: 5`).
    if ((0,json/* isJsonObject */.OW)(schema) && ['boolean', 'number', 'integer'].includes(String(schema.type)))
        return undefined;
    const words = structural_risk_wordsOf(name);
    const part = words.find((w) => DESTINATION_PARTS.has(w));
    if (part !== undefined)
        return `its name (\`${part}\`) denotes where data goes`;
    if (words.includes('to') && words.some((w) => SEND_VERBS.has(w)))
        return 'its name says where something is sent';
    const text = (0,json/* isJsonObject */.OW)(schema) ? [schema.description, schema.title].filter((t) => typeof t === 'string').join(' ').slice(0, 4_000) : '';
    if (DESTINATION_TEXT.test(text))
        return 'its description says the server sends data there';
    const format = (0,json/* isJsonObject */.OW)(schema) && typeof schema.format === 'string' ? schema.format : '';
    if (/^(?:idn-)?email$/.test(format))
        return `it takes an \`${format}\` address`;
    if (openWorld)
        return undefined;
    const address = words.find((w) => ADDRESS_PARTS.has(w));
    if (address !== undefined)
        return `its name (\`${address}\`) is an address, on a tool that claims a closed world (openWorldHint false)`;
    if (ADDRESS_FORMATS.test(format))
        return `it takes a \`${format}\`, on a tool that claims a closed world (openWorldHint false)`;
    return undefined;
}
/** The added values whose words name a privilege or a safeguard removed. */
function privilegedValues(values) {
    return values
        .filter((v) => typeof v === 'string')
        .filter((v) => {
        const words = structural_risk_wordsOf(v);
        if (words.some((w) => PRIVILEGE_PARTS.has(w)))
            return true;
        if (words.some((w) => REMOVE_VERBS.has(w)) && words.some((w) => EVERYTHING.has(w)))
            return true;
        return words.some((w, i) => SKIP_VERBS.has(w) && words.slice(i + 1).some((x) => SAFEGUARDS.has(x)));
    });
}
function unescapeToken(t) {
    return t.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** The value at a JSON pointer, or undefined. */
function valueAt(doc, pointer) {
    let v = doc;
    for (const t of pointer.split('/').slice(1).map(unescapeToken)) {
        if (Array.isArray(v))
            v = v[Number(t)];
        else if ((0,json/* isJsonObject */.OW)(v) && Object.prototype.hasOwnProperty.call(v, t))
            v = v[t];
        else
            return undefined;
    }
    return v;
}
/** The input schema's safe rows that are risky in substance, re-levelled to their review rules with the reason. */
function flagStructuralRisk(deltas, head) {
    const ann = head.annotations;
    const openWorld = !((0,json/* isJsonObject */.OW)(ann) && ann.openWorldHint === false);
    return deltas.map((d) => {
        if (d.rule === 'tool-input-property-added') {
            const name = unescapeToken(d.pointer.split('/').pop() ?? '');
            const reason = destinationReason(name, d.after ?? valueAt(head, d.pointer), openWorld);
            return reason === undefined ? d : { ...d, rule: 'tool-input-destination-added', params: { ...d.params, reason } };
        }
        if (d.rule === 'tool-input-enum-value-added' && Array.isArray(d.after)) {
            // What a value does is named first; a privilege or a skipped safeguard names no operation.
            const operation = enumOperation(d);
            if (operation !== d)
                return operation;
            const risky = privilegedValues(d.after);
            return risky.length === 0 ? d : { ...d, rule: 'tool-input-enum-value-added-risky', params: { ...d.params, risky: risky.map((v) => JSON.stringify(v)).join(', ') } };
        }
        // A read-only tool's flags guard nothing that changes state (a recursive listing is still a listing).
        if (d.rule === 'tool-input-default-changed')
            return (0,json/* isJsonObject */.OW)(ann) && ann.readOnlyHint === true ? d : safetyFlipped(d);
        if (d.rule === 'tool-input-property-made-optional')
            return broadFallback(d, head);
        return d;
    });
}
/** An added enum value that performs an operation (delete, overwrite, revoke, transfer, execute), said with its class. */
function enumOperation(d) {
    const values = Array.isArray(d.after) ? d.after : [];
    for (const v of values) {
        const op = typeof v === 'string' ? operationOf(v) : undefined;
        if (op !== undefined)
            return { ...d, rule: 'tool-input-enum-operation-added', params: { ...d.params, value: JSON.stringify(v), operation: op.operation, word: op.word } };
    }
    return d;
}
/** The property a schema pointer ends in (`/inputSchema/properties/force/default` -> force). */
function propertyOf(pointer) {
    const parts = pointer.split('/');
    const i = parts.lastIndexOf('properties');
    return i >= 0 && parts[i + 1] !== undefined ? unescapeToken(parts[i + 1]) : '';
}
/** A boolean safeguard whose default moved to its unsafe side: the flag, what it guards, before and after. */
function safetyFlipped(d) {
    if (typeof d.after !== 'boolean')
        return d;
    const name = propertyOf(d.pointer);
    const guard = guardOf(name);
    if (guard === undefined || d.after === guard.safe)
        return d;
    // Before: the old default, or (none declared) the safe side a caller who left it out got from a guard.
    const before = typeof d.before === 'boolean' ? d.before : guard.safe;
    if (before === d.after)
        return d;
    return { ...d, rule: 'tool-input-safety-default-flipped', params: { ...d.params, property: name, guard: guard.word, before: String(before), after: String(d.after), safe: String(guard.safe) } };
}
/** Where a fallback is broader than anything a caller named: the repository's default branch, the root, everything. */
const BROAD_VALUES = /^(?:main|master|trunk|head|default|\/|\.|~|\*+|\*\*\/\*|all|everything|any|root|public)$/i;
/**
 * A sentence that says what happens when the value is left out: a condition of omission ("if omitted", "when not
 * given", "leave it out", "defaults to", "falls back to", "otherwise"). Alternatives of fixed words: linear.
 */
const OMISSION = /\b(?:if|when|whenever|where)\s+(?:it\s+is\s+|it's\s+|this\s+is\s+|they\s+are\s+|left\s+)?(?:omitted|absent|missing|empty|blank|unset|null|not\s+(?:given|provided|specified|supplied|set|passed|present|included))\b|\b(?:leave|left|leaving)\s+(?:it\s+|this\s+)?(?:out|empty|blank|unset)\b|\b(?:defaults?|falls?\s+back)\s+to\b|\bby\s+default\b|\botherwise\b|\bif\s+none\b/i;
/** Words of a scope broader than one named target: all of something, the top of it, everyone. */
const BROAD_SCOPE = new Set(['workspace', 'root', 'whole', 'entire', 'every', 'everyone', 'everybody', 'everything', 'all', 'public', 'global', 'organization', 'organisation', 'tenant']);
const BROAD_PAIRS = new Set(['top level', 'default branch', 'main branch', 'base branch']);
/** Where a sentence of a parameter's description ends. */
const SENTENCE_END = /(?<=[.;!?])\s+|\n+/;
/** The sentence of a description that names a broad fallback for an omitted value, or undefined. */
function broadFallbackSaid(text) {
    for (const sentence of text.split(SENTENCE_END)) {
        const omission = OMISSION.exec(sentence);
        if (omission === null)
            continue;
        const words = structural_risk_wordsOf(sentence.slice(omission.index));
        if (words.some((w, i) => BROAD_SCOPE.has(w) || BROAD_PAIRS.has(`${w} ${words[i + 1] ?? ''}`)))
            return sentence.trim().slice(0, 160);
    }
    return undefined;
}
/** A parameter that was required and now falls back to somewhere broader, on a tool that writes. */
function broadFallback(d, head) {
    // The walk names the property that left `required` as the before value (top-level properties: what a caller names).
    const name = typeof d.before === 'string' ? d.before : '';
    const schema = valueAt(head, `/inputSchema/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (!(0,json/* isJsonObject */.OW)(schema) || writesBecause(head) === undefined)
        return d;
    const value = schema.default;
    const text = [schema.description, schema.title].filter((t) => typeof t === 'string').join(' ').slice(0, 2_000);
    const broadValue = typeof value === 'string' && BROAD_VALUES.test(value.trim());
    const said = broadValue ? undefined : broadFallbackSaid(text);
    if (!broadValue && said === undefined)
        return d;
    const fallback = broadValue ? JSON.stringify(value) : `"${said}"`;
    return { ...d, rule: 'tool-input-required-now-broad-default', params: { ...d.params, property: name, fallback, writes: writesBecause(head) } };
}
/**
 * Annotation claims that let a host skip confirmation, checked against what the tool does: destructiveHint false on a
 * tool whose name or inputs delete, overwrite or revoke; readOnlyHint true on a tool whose name or inputs write.
 */
function flagClaims(deltas, head) {
    return deltas.map((d) => {
        // A tool that declares it only reads is checked by readOnlyHint's own claim, not by words of its description.
        const declaresRead = (0,json/* isJsonObject */.OW)(head.annotations) && head.annotations.readOnlyHint === true;
        if (!declaresRead && d.pointer === '/annotations/destructiveHint' && d.after === false && (d.rule === 'tool-no-longer-destructive' || d.rule === 'tool-hint-riskier')) {
            const reason = destroysBecause(head);
            return reason === undefined ? d : { ...d, rule: 'tool-claims-not-destructive', params: { ...d.params, reason } };
        }
        if (d.pointer === '/annotations/readOnlyHint' && d.after === true && d.rule === 'tool-now-read-only') {
            const reason = writesBecause(head);
            return reason === undefined ? d : { ...d, rule: 'tool-read-only-claim-contradicted', params: { ...d.params, reason } };
        }
        return d;
    });
}

;// CONCATENATED MODULE: ./src/core/diff/compare-definitions.ts







/**
 * Review when false -> true (or true -> false for the "good" hints), safe the other way. `withdrawn`: a tool the base
 * had already annotated that moves destructiveHint or openWorldHint to the side that lets clients approve it more
 * easily makes a revised claim to check (canonical definitions drop spec defaults, so an explicit `true` and an
 * unstated one look alike: the annotations object is what shows the tool was annotated). The same value on a tool
 * annotated for the first time is how servers annotate, and a tool that now claims read-only is approved on that
 * claim, which has its own review row.
 */
const HINT_RULES = {
    readOnlyHint: { risky: false, riskyRule: 'tool-no-longer-read-only', saferRule: 'tool-now-read-only' },
    destructiveHint: { risky: true, riskyRule: 'tool-now-destructive', saferRule: 'tool-no-longer-destructive', withdrawn: 'tool-hint-riskier' },
    idempotentHint: { risky: false, riskyRule: 'tool-no-longer-idempotent', saferRule: 'tool-now-idempotent' },
    openWorldHint: { risky: true, riskyRule: 'tool-now-open-world', saferRule: 'tool-no-longer-open-world', withdrawn: 'tool-hint-riskier' },
};
function delta(rule, pointer, params, before, after) {
    const d = { rule, pointer, params };
    const bv = (0,json/* boundedValue */.lv)(before);
    const av = (0,json/* boundedValue */.lv)(after);
    if (bv !== undefined)
        d.before = bv;
    if (av !== undefined)
        d.after = av;
    return d;
}
function textDelta(field, pointer, b, a) {
    return delta(`${field}-changed`, pointer, { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) }, b, a);
}
function fieldChanged(pointer, b, a) {
    return delta('definition-field-changed', pointer, { before: (0,json/* showValue */.vp)(b), after: (0,json/* showValue */.vp)(a) }, b, a);
}
function compareDefinitions(kind, before, after) {
    // Snapshots written before a default entered the table still carry it: normalizing again keeps them quiet.
    const b = (0,canonical/* dropSpecDefaults */.nb)(kind, before);
    const a = (0,canonical/* dropSpecDefaults */.nb)(kind, after);
    const out = [];
    const keyField = model/* KIND_METHOD */.Ll[kind].keyField;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
    for (const k of keys) {
        // Own keys only: a definition field named `constructor` must not read as Object's constructor on the other side.
        const bv = (0,json/* own */.ZV)(b, k);
        const av = (0,json/* own */.ZV)(a, k);
        if (k === keyField || (0,json/* jsonEqual */.Zm)(bv, av))
            continue;
        const ptr = `/${(0,json/* escapePointer */.lZ)(k)}`;
        if (k === 'description' || k === 'title')
            out.push(textDelta(k, ptr, bv, av));
        else if (kind === 'tool' && k === 'inputSchema')
            out.push(...flagStructuralRisk(compareSchemas(bv ?? {}, av ?? {}, 'input', ptr), a));
        else if (kind === 'tool' && k === 'outputSchema') {
            if (av === undefined)
                out.push(delta('tool-output-schema-removed', ptr, {}, bv, undefined));
            else if (bv === undefined)
                out.push(delta('tool-output-schema-added', ptr, {}, undefined, av));
            else
                out.push(...compareSchemas(bv, av, 'output', ptr));
        }
        else if (kind === 'tool' && k === 'annotations')
            out.push(...flagClaims(compareAnnotations(bv, av), a));
        else if (k === 'icons')
            out.push(iconsDelta(ptr, bv, av));
        else if (k === '_meta')
            out.push(...metaDeltas(kind === 'tool', bv, av));
        else if (kind === 'prompt' && k === 'arguments')
            out.push(...compareArguments(bv, av));
        else if ((kind === 'resource' || kind === 'resourceTemplate') && k === 'mimeType') {
            out.push(delta('resource-mime-type-changed', ptr, { before: (0,json/* showValue */.vp)(bv), after: (0,json/* showValue */.vp)(av) }, bv, av));
        }
        else if ((kind === 'resource' || kind === 'resourceTemplate') && k === 'name') {
            out.push(delta('resource-name-changed', ptr, { before: (0,json/* showValue */.vp)(bv), after: (0,json/* showValue */.vp)(av) }, bv, av));
        }
        else
            out.push(fieldChanged(ptr, bv, av));
    }
    return out;
}
/** The base had annotated the tool (any annotation, a title included) and the head does not claim read-only. */
function revisesClaim(annotated, a) {
    return annotated && (0,json/* own */.ZV)(a, 'readOnlyHint') !== true;
}
function compareAnnotations(bv, av) {
    const out = [];
    const b = bv === undefined ? {} : bv;
    const a = av === undefined ? {} : av;
    if (!(0,json/* isJsonObject */.OW)(b) || !(0,json/* isJsonObject */.OW)(a))
        return [fieldChanged('/annotations', bv, av)];
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
    for (const k of keys) {
        const bk = (0,json/* own */.ZV)(b, k);
        const ak = (0,json/* own */.ZV)(a, k);
        if ((0,json/* jsonEqual */.Zm)(bk, ak))
            continue;
        const ptr = `/annotations/${(0,json/* escapePointer */.lZ)(k)}`;
        const rule = Object.prototype.hasOwnProperty.call(HINT_RULES, k) ? HINT_RULES[k] : undefined;
        if (rule !== undefined) {
            const x = bk ?? (0,spec_defaults/* defaultOf */.HA)('tool', ['annotations', k]);
            const y = ak ?? (0,spec_defaults/* defaultOf */.HA)('tool', ['annotations', k]);
            if (typeof x !== 'boolean' || typeof y !== 'boolean')
                out.push(fieldChanged(ptr, bk, ak));
            else if (x !== y) {
                const id = y === rule.risky ? rule.riskyRule : rule.withdrawn !== undefined && revisesClaim(bv !== undefined, a) ? rule.withdrawn : rule.saferRule;
                out.push(delta(id, ptr, { hint: k, before: String(x), after: String(y) }, x, y));
            }
        }
        else if (k === 'title')
            out.push(textDelta('title', ptr, bk, ak));
        else
            out.push(fieldChanged(ptr, bk, ak));
    }
    return out;
}
function argsByName(v) {
    const out = new Map();
    if (v === undefined)
        return out;
    if (!Array.isArray(v))
        return undefined;
    for (let i = 0; i < v.length; i++) {
        const a = v[i];
        if (!(0,json/* isJsonObject */.OW)(a) || typeof a.name !== 'string' || out.has(a.name))
            return undefined;
        out.set(a.name, { index: i, value: a });
    }
    return out;
}
function compareArguments(bv, av) {
    const b = argsByName(bv);
    const a = argsByName(av);
    if (b === undefined || a === undefined)
        return [fieldChanged('/arguments', bv, av)];
    const out = [];
    const names = [...new Set([...b.keys(), ...a.keys()])].sort();
    for (const name of names) {
        const x = b.get(name);
        const y = a.get(name);
        const p = { argument: name };
        if (y === undefined) {
            out.push(delta('prompt-argument-removed', `/arguments/${x.index}`, p, x.value, undefined));
            continue;
        }
        const ptr = `/arguments/${y.index}`;
        if (x === undefined) {
            const rule = y.value.required === true ? 'prompt-required-argument-added' : 'prompt-optional-argument-added';
            out.push(delta(rule, ptr, p, undefined, y.value));
            continue;
        }
        if ((0,json/* jsonEqual */.Zm)(x.value, y.value))
            continue;
        const keys = [...new Set([...Object.keys(x.value), ...Object.keys(y.value)])].sort();
        for (const k of keys) {
            const xk = (0,json/* own */.ZV)(x.value, k);
            const yk = (0,json/* own */.ZV)(y.value, k);
            if (k === 'name' || (0,json/* jsonEqual */.Zm)(xk, yk))
                continue;
            const fp = `${ptr}/${(0,json/* escapePointer */.lZ)(k)}`;
            if (k === 'required') {
                const req = y.value.required === true;
                if (req !== (x.value.required === true)) {
                    out.push(delta(req ? 'prompt-argument-made-required' : 'prompt-argument-made-optional', fp, p, x.value.required, y.value.required));
                }
            }
            else if (k === 'description' || k === 'title')
                out.push({ ...textDelta(k, fp, xk, yk), params: { ...p, before: (0,json/* showValue */.vp)(xk), after: (0,json/* showValue */.vp)(yk) } });
            else
                out.push(fieldChanged(fp, xk, yk));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/rewording.ts
/** The edits the classifier triages: each carries `params.cues`, the cue classes its new text adds. */
const TRIAGED_TEXT_RULES = new Set(['description-changed', 'title-changed']);
/** The cue classes a triaged edit adds; undefined for other rules and for changes stored before triage (unknown). */
function cuesOf(c) {
    const cues = c.params?.cues;
    return TRIAGED_TEXT_RULES.has(c.rule) && Array.isArray(cues) ? cues : undefined;
}
/** A description or title edit that adds no cue: reworded. A change stored without `cues` is never one. */
function rewording_isPlainRewording(c) {
    return cuesOf(c)?.length === 0;
}
/** What `reworded=follow` and `approve --reworded` may take: plain rewordings, and text that changed only in whitespace. */
function rewording_isCueFreeTextEdit(c) {
    return c.rule === 'text-whitespace-changed' || rewording_isPlainRewording(c);
}

;// CONCATENATED MODULE: ./src/core/release/deprecation-notice.ts
// A deprecation a capability states about itself in its own text, read without configuration: the forms servers ship
// (`DEPRECATED: use x`, `\u26a0\ufe0f DEPRECATED: \u2026 use 'x' instead`, `[Deprecated: Use x instead]`, `[Deprecated]`, `\u2026 text.
// DEPRECATED: Use x instead.`, a title `(deprecated: use x)`, `This tool is deprecated`), and a house marker the
// config names for the styles these miss. Only the capability's own description and title are read: a parameter
// described as deprecated, or a sentence saying another tool is deprecated, is not this capability's deprecation.


const WORD = '[Dd][Ee][Pp][Rr][Ee][Cc][Aa][Tt][Ee][Dd]';
/** Leading decoration before a marker at the start: emoji (with selectors and joiners), bullets, markdown emphasis. */
const deprecation_notice_LEAD = String.raw `^[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}*_#>!~|\u2022·:\-\u2013\u2014]*`;
/** At the start, the word then punctuation or the end: `Deprecated: \u2026`, `DEPRECATED - \u2026`, `Deprecated.` (not `Deprecated fields are \u2026`). */
// LEAD already takes `*` and `_`: a second `[*_]*` beside it would split a run of `*` every way (quadratic).
const AT_START = new RegExp(`${deprecation_notice_LEAD}${WORD}[*_]*(?=\\s*(?:[:.!,;)\\]\\-\u2013\u2014(\\[]|$))`, 'u');
/** In brackets at the start: `[Deprecated]`, `(DEPRECATED: use x)`, `[Deprecated since 1.2]`. */
const BRACKET_START = new RegExp(`${deprecation_notice_LEAD}[\\[(]\\s*${WORD}\\b`, 'u');
/** In brackets anywhere, saying what to do: `(deprecated: use scrape JSON)`, `[Deprecated - replaced by x]`. */
const BRACKET_ADVICE = new RegExp(`[\\[(]\\s*${WORD}\\s*[:\\-\u2013\u2014,]\\s*(?=(?:please\\s+)?(?:use|replaced|superseded|see|switch|migrate|prefer|call)\\b)`, 'i');
/** A bracket of its own closing the text: `Search the web. [Deprecated]` (a bracket after a word names that word). */
const BRACKET_END = new RegExp(`(?:^|[.!?:]\\s*)[\\[(]\\s*${WORD}\\s*[\\])]\\s*$`);
/** Mid-text as a notice: `DEPRECATED` written so, or `Deprecated` opening a sentence, then `:` `(` `[` or a dash. */
// The word is matched before the look-behind runs: a look-behind first would scan back over every run of spaces.
const MID = /(?:\bDEPRECATED|Deprecated(?<=[.!?\n]\s*Deprecated))(?<![Nn][Oo][Tt]\s(?:DEPRECATED|Deprecated))(?=\s*[:(\[\-\u2013\u2014])/;
/** The capability saying it of itself: `This tool is deprecated`, `This prompt has been deprecated`. */
const SELF = /\bthis\s+(?:tool|prompt|resource|template|endpoint|function|method|command|capability|action)\s+(?:is|has\s+been|was)\s+(?:now\s+)?deprecated\b/i;
/** The default markers in the order they are tried (exported so a test runs each on adversarial text). */
const DEFAULT_MARKERS = [BRACKET_START, AT_START, BRACKET_ADVICE, MID, SELF, BRACKET_END];
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * A configured house marker: at the start in any case; elsewhere only as written and followed by `:` `(` `[` (servers
 * append "DEPRECATED: Use x instead.", while a lowercase "deprecated" mid-sentence is prose).
 */
function houseMarkerRest(text, marker) {
    if (marker.trim() === '')
        return undefined;
    const word = escapeRegExp(marker.trim());
    const m = new RegExp(`^\\s*${word}(?![A-Za-z0-9_])`, 'i').exec(text) ?? new RegExp(`(?<![Nn][Oo][Tt])\\s${word}(?=\\s*[:(\\[])`).exec(text);
    return m ? text.slice(m.index + m[0].length) : undefined;
}
/** The text after a default marker in `text`, or undefined when the text states no deprecation of its own. */
function defaultMarkerRest(text) {
    for (const re of DEFAULT_MARKERS) {
        const m = re.exec(text);
        if (m)
            return text.slice(m.index + m[0].length).replace(/^[*_]+/, '');
    }
    return undefined;
}
/** The capability's own texts, in the order a notice is looked for. */
function ownTexts(definition) {
    const out = [];
    if (typeof definition.description === 'string')
        out.push(['/description', definition.description.slice(0, 16_384)]);
    if (typeof definition.title === 'string')
        out.push(['/title', definition.title.slice(0, 1_000)]);
    const ann = definition.annotations;
    if ((0,json/* isJsonObject */.OW)(ann) && typeof ann.title === 'string')
        out.push(['/annotations/title', ann.title.slice(0, 1_000)]);
    return out;
}
/** The first deprecation notice in a definition's own description or title: the house marker first, then the defaults. */
function deprecationNotice(definition, houseMarker) {
    const texts = ownTexts(definition);
    for (const [pointer, text] of texts) {
        const rest = houseMarker === undefined ? undefined : houseMarkerRest(text, houseMarker);
        if (rest !== undefined)
            return { pointer, rest, text };
    }
    for (const [pointer, text] of texts) {
        const rest = defaultMarkerRest(text);
        if (rest !== undefined)
            return { pointer, rest, text };
    }
    return undefined;
}
/** A name as a notice writes it: in backticks, in any quotes, or bare. Groups: backticked, quoted, bare. */
const deprecation_notice_NAME = String.raw `(?:` + '`' + String.raw `([^` + '`' + String.raw `\n]{1,200})` + '`' + String.raw `|['\u2018\u2019"\u201c\u201d«»]([^'\u2018\u2019"\u201c\u201d«»\n]{1,200})['\u2018\u2019"\u201c\u201d«»]|([A-Za-z_][\w./-]{0,199}))`;
/** Names a notice puts forward as the successor: `use x`, `replaced by x`, `superseded by x`, `replacement: x`, .... */
const SUCCESSOR = new RegExp(String.raw `\b(?:use|call|prefer|replaced\s+(?:by|with)|superseded\s+by|succeeded\s+by|in\s+favou?r\s+of|switch\s+to|migrate\s+to|moved\s+to|see|(?:its\s+|the\s+)?(?:replacement|successor)(?:\s+tool)?(?:\s+is|\s*:))\s+(?:the\s+)?(?:new\s+)?(?:tool\s+|prompt\s+)?` +
    deprecation_notice_NAME, 'gi');
/**
 * The phrase that says the name before it is the successor: `x replaces this tool`, `x supersedes it`, `x is the
 * replacement`. The name is then read back from the text just before the phrase (NAME_BEFORE), so no pattern scans
 * the text for a name at every position.
 */
const SUCCESSOR_BEFORE = /\s(?:now\s+)?(?:replaces|supersedes)\s+(?:this|it)\b|\sis\s+(?:the|its)\s+(?:new\s+)?(?:replacement|successor)\b/gi;
const NAME_BEFORE = new RegExp(`${deprecation_notice_NAME}\\s*$`);
/** A name found by a successor phrase, when it reads as one: quoted, or an identifier (`_`, `-`, `.`, camelCase). */
function namedIn(m, served) {
    const quoted = m[1] ?? m[2];
    const name = (quoted ?? m[3]).trim().replace(/[.]+$/, '');
    if (!/^[A-Za-z_][\w./-]*$/.test(name))
        return undefined;
    return quoted !== undefined || /[_\-./]|[a-z][A-Z]/.test(name) || served(name) ? name : undefined;
}
/**
 * The capability a deprecation notice names as its replacement, as a ref of the notice's own kind: the name a
 * replacement phrase puts forward (`use x instead`, `superseded by "x"`, `x replaces this`, in any quotes), served or
 * not, a served one first; a companion the notice merely mentions ("works with `list_runs`; use `get_run` instead")
 * is never the successor. Without such a phrase, only a served name standing alone after the marker (`Deprecated: \`x\`.`) is one.
 * Prose ("Use the new API") never invents one. `whole`: the capability's full text, read for the phrases that name
 * the successor before saying it replaces this one.
 */
function successorNamed(notice, selfRef, served, whole) {
    const kind = (0,canonical/* parseRef */.rd)(selfRef)?.kind;
    if (kind === undefined)
        return undefined;
    const text = notice.slice(0, 2_000);
    const isServed = (name) => served(`${kind}:${name}`);
    const named = [];
    for (const m of text.slice(0, 600).matchAll(SUCCESSOR)) {
        const name = namedIn(m, isServed);
        if (name !== undefined)
            named.push(name);
    }
    const all = (whole ?? text).slice(0, 2_000);
    for (const p of all.matchAll(SUCCESSOR_BEFORE)) {
        const before = all.slice(Math.max(0, p.index - 210), p.index);
        const m = NAME_BEFORE.exec(before);
        const name = m === null ? undefined : namedIn(m, isServed);
        if (name !== undefined)
            named.push(name);
    }
    const refs = named.map((n) => `${kind}:${n}`).filter((r) => r !== selfRef);
    const pick = refs.find(served) ?? refs[0];
    if (pick !== undefined)
        return pick;
    // Alone: `Deprecated: \`x\`.`, `(deprecated \u2192 x)`; a name a sentence goes on about is a mention.
    const opening = /^[\s:,;\-\u2013\u2014>\u2192([]*(?:`([^`\n]{1,200})`|([A-Za-z_][\w/-]{0,199}))\s*(?:[.)\]]|$)/.exec(text);
    const first = opening === null ? undefined : `${kind}:${(opening[1] ?? opening[2]).replace(/[.]+$/, '')}`;
    return first !== undefined && first !== selfRef && served(first) ? first : undefined;
}

;// CONCATENATED MODULE: ./src/core/diff/classify-deprecation.ts


/**
 * The entry to paste: a served successor makes it a `renames` entry (the old name stays as an alias); otherwise a
 * `deprecations` entry, with the successor the notice names when it is not served here.
 */
function suggestedEntry(ref, successor, served, since) {
    if (successor !== undefined && served)
        return JSON.stringify({ renames: { [ref]: { to: successor, alias: true } } });
    return JSON.stringify({ deprecations: { [ref]: successor === undefined ? { since } : { since, replacedBy: successor } } });
}
/** Pushes `capability-deprecated` when `hc` states a deprecation of its own and `bc` did not. */
function pushWireDeprecation(ctx, surface, kind, bc, hc) {
    const notice = deprecationNotice(hc.definition, ctx.deprecatedMarker);
    if (notice === undefined || deprecationNotice(bc.definition, ctx.deprecatedMarker) !== undefined)
        return;
    const isServed = (ref) => (ctx.headOffered().get(ref) ?? []).includes(surface);
    const successor = successorNamed(notice.rest, hc.ref, isServed, notice.text);
    const served = successor !== undefined && isServed(successor);
    const where = notice.pointer === '/description' ? 'description' : 'title';
    const named = successor === undefined ? '' : `, naming \`${keyOfRef(successor)}\` as its ${served ? 'replacement' : 'successor (not served on this surface)'}`;
    const params = {
        kind: KIND_LABEL[kind],
        name: keyOfRef(hc.ref),
        where,
        replacement: named,
        suggestion: suggestedEntry(hc.ref, successor, served, ctx.sinceLabel),
    };
    if (successor !== undefined)
        params.replacedBy = successor;
    ctx.findings.push({ rule: 'capability-deprecated', kind, surface, before: sideOf([bc]), after: sideOf([hc], notice.pointer), params });
}

// EXTERNAL MODULE: ./src/core/shared/lossless.ts
var lossless = __nccwpck_require__(2863);
;// CONCATENATED MODULE: ./src/core/diff/classify-join.ts







const byRefThenDigest = (a, b) => a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0;
/**
 * Items in ref order, copies of one ref (a server that lists a name twice) kept and ordered by digest: they are
 * compared as a multiset. The input is reused when already so.
 */
function classify_join_byRef(items) {
    let ordered = true;
    for (let i = 1; i < items.length && ordered; i++)
        ordered = byRefThenDigest(items[i - 1], items[i]) <= 0;
    if (ordered)
        return items;
    return [...items].sort(byRefThenDigest);
}
/** The run of copies of `items[from].ref` starting at `from`. */
function copiesAt(items, from) {
    let to = from + 1;
    while (to < items.length && items[to].ref === items[from].ref)
        to++;
    return items.slice(from, to);
}
/** Look-ups by binary search over ref-ordered items: only declared renames need them, so no hash map is built. */
class SortedRefs {
    items;
    constructor(items) {
        this.items = items;
    }
    get(ref) {
        let lo = 0;
        let hi = this.items.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            const r = this.items[mid].ref;
            if (r === ref)
                return this.items[mid];
            if (r < ref)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return undefined;
    }
    has(ref) {
        return this.get(ref) !== undefined;
    }
}
/**
 * Items are sorted by ref in every snapshot this tool writes: a merge join walks both lists once, in order, which
 * keeps large catalogs linear and cache-friendly (hash maps of 10,000 refs were the slowest part).
 */
function joinByRef(ctx, surface, kind, bItems, hItems) {
    const out = { onlyBase: [], onlyHead: [], digestsDiffer: false };
    for (let i = 0, j = 0; i < bItems.length || j < hItems.length;) {
        const bc = bItems[i];
        const hc = hItems[j];
        if (bc !== undefined && hc !== undefined && bc.ref === hc.ref) {
            const bCopies = copiesAt(bItems, i);
            const hCopies = copiesAt(hItems, j);
            if (bCopies.length === 1 && hCopies.length === 1) {
                if (hc.digest !== bc.digest) {
                    out.digestsDiffer = true;
                    pushDefinitionDeltas(ctx, surface, kind, bc, hc);
                }
            }
            else if (compareCopies(ctx, surface, kind, bCopies, hCopies))
                out.digestsDiffer = true;
            i += bCopies.length;
            j += hCopies.length;
        }
        else if (hc === undefined || (bc !== undefined && bc.ref < hc.ref)) {
            out.onlyBase.push(bc);
            i += copiesAt(bItems, i).length;
        }
        else {
            const copies = copiesAt(hItems, j);
            // The copy that reads risky stands for a new ref, so a poisoned second copy is not hidden behind a plain first.
            out.onlyHead.push(copies.length > 1 ? (copies.find((x) => riskyText(x.definition) !== undefined) ?? hc) : hc);
            if (copies.length > 1)
                pushCopies(ctx, surface, kind, 0, copies);
            j += copies.length;
        }
    }
    return out;
}
/** A ref listed more (or fewer) times than before: said once, with the head's copies. */
function pushCopies(ctx, surface, kind, before, copies) {
    const rule = copies.length > before ? 'capability-duplicated' : 'capability-duplicate-removed';
    const f = {
        rule,
        kind,
        surface,
        before: { refs: before > 0 ? [copies[0].ref] : [], value: before },
        after: { ...sideOf(copies), value: copies.length },
        params: { kind: KIND_LABEL[kind], surface, name: keyOfRef(copies[0].ref), count: copies.length, before },
    };
    ctx.findings.push(f);
}
/**
 * Copies of one ref on both sides, compared as multisets of digests: equal copies cancel out; each copy left in the
 * head is compared with one left in the base (or with the base's first copy when the head has more), so a second copy
 * that turned malicious is reported like any changed definition. Returns whether anything differed.
 */
function compareCopies(ctx, surface, kind, base, head) {
    const left = new Map();
    for (const c of base)
        left.set(c.digest, (left.get(c.digest) ?? 0) + 1);
    const extraHead = [];
    for (const c of head) {
        const n = left.get(c.digest) ?? 0;
        if (n > 0)
            left.set(c.digest, n - 1);
        else
            extraHead.push(c);
    }
    const extraBase = base.filter((c) => {
        const n = left.get(c.digest) ?? 0;
        if (n === 0)
            return false;
        left.set(c.digest, n - 1);
        return true;
    });
    extraHead.forEach((h, k) => {
        const b = extraBase[k] ?? base[0];
        if (b.digest !== h.digest)
            pushDefinitionDeltas(ctx, surface, kind, b, h);
    });
    if (head.length !== base.length && (head.length > 1 || base.length > 1))
        pushCopies(ctx, surface, kind, base.length, head);
    return extraHead.length > 0 || extraBase.length > 0;
}
function pushDefinitionDeltas(ctx, surface, kind, bc, hc) {
    let deltas;
    try {
        deltas = compareDefinitions(kind, bc.definition, hc.definition);
    }
    catch (e) {
        // Defensive: a definition shape nothing here expected is a review, never a crash.
        deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: e.message } }];
    }
    // Digests taken losslessly can differ where the stored display text does not (a lone surrogate swapped for another).
    if (deltas.length === 0 && ((0,lossless/* showsLoss */.mh)(bc.definition) || (0,lossless/* showsLoss */.mh)(hc.definition))) {
        deltas = [{ rule: 'definition-field-changed', pointer: '', params: { reason: 'changed where the stored text shows U+FFFD' } }];
    }
    const label = KIND_LABEL[kind];
    for (const d of deltas) {
        const rule = TEXT_EDIT_RULES.has(d.rule) && onlyWhitespaceDiffers(d.before, d.after) ? 'text-whitespace-changed' : d.rule;
        const params = { kind: label, surface, name: keyOfRef(bc.ref), pointer: d.pointer || '/', ...d.params };
        if (TRIAGED_TEXT_RULES.has(rule))
            params.cues = addedCues(ctx, surface, bc, hc, d.after);
        ctx.findings.push({ rule, kind, surface, before: sideOf([bc], d.pointer, d.before), after: sideOf([hc], d.pointer, d.after), params });
    }
    if (deltas.length === 0)
        return;
    pushRiskyAdditions(ctx, surface, kind, bc, hc);
    pushWireDeprecation(ctx, surface, kind, bc, hc);
}
// Text edits triaged by what they add: `params.cues` lists the cue classes the new text brings ([]: a plain rewording).
/**
 * The cue classes one edited string adds, screened by the one risky-text detector against the whole old definition
 * (a passage moved from elsewhere in it is not news), with the server's other tools named. Text taken away adds none.
 */
function addedCues(ctx, surface, bc, hc, after) {
    if (typeof after !== 'string')
        return [];
    const edited = { name: keyOfRef(hc.ref), description: after };
    return cueClassesOf([...cuesAdded(bc.definition, edited, ctx.headTools(surface)).values()].flat());
}
/** Risky passages the edit added, each its own review row beside the description or schema row that shows the edit. */
function pushRiskyAdditions(ctx, surface, kind, bc, hc) {
    for (const r of riskyAdditions(bc.definition, hc.definition))
        ctx.findings.push(riskyFinding(r, kind, surface, KIND_LABEL[kind], keyOfRef(hc.ref), sideOf([hc], r.pointer)));
}
/** The row of one risky passage: an instruction moving data has its own rule naming source and sink; any other cue is risky text. */
function riskyFinding(r, kind, surface, label, name, after) {
    const params = { kind: label, surface, name, pointer: r.pointer, what: r.what, cue: r.cue };
    if (r.movement === undefined)
        return { rule: 'risky-text-added', kind, surface, after, params };
    const m = r.movement;
    return { rule: 'text-data-movement-added', kind, surface, after, params: { ...params, source: m.sourceWords, sink: m.sinkWords, sourceClass: m.source, sinkClass: m.sink, quote: m.quote } };
}

;// CONCATENATED MODULE: ./src/core/diff/classify-server.ts






function compareServer(ctx, surface, b, h) {
    if (!b || !h)
        return; // a surface that never initialized shows up as failed observations
    const push = (rule, pointer, x, y) => {
        const before = { refs: [], pointer };
        const after = { refs: [], pointer };
        const bx = (0,json/* boundedValue */.lv)(x);
        const by = (0,json/* boundedValue */.lv)(y);
        if (bx !== undefined)
            before.value = bx;
        if (by !== undefined)
            after.value = by;
        ctx.findings.push({ rule, kind: 'server', surface, before, after, params: { kind: 'server', name: surface, surface, pointer, before: (0,json/* showValue */.vp)(x), after: (0,json/* showValue */.vp)(y) } });
    };
    const bi = (0,json/* isJsonObject */.OW)(b.serverInfo) ? b.serverInfo : {};
    const hi = (0,json/* isJsonObject */.OW)(h.serverInfo) ? h.serverInfo : {};
    for (const k of [...new Set([...Object.keys(bi), ...Object.keys(hi)])].sort()) {
        if ((0,json/* jsonEqual */.Zm)(bi[k], hi[k]))
            continue;
        // Inline icon images are summarized (media type, size, digest prefix), never carried as base64.
        if (k === 'icons')
            push('icons-changed', '/serverInfo/icons', compactIcons(bi[k]), compactIcons(hi[k]));
        else
            push(k === 'name' ? 'server-name-changed' : k === 'version' ? 'server-version-changed' : 'server-info-changed', `/serverInfo/${(0,json/* escapePointer */.lZ)(k)}`, bi[k], hi[k]);
    }
    if (b.protocolVersion !== h.protocolVersion) {
        const dated = /^\d{4}-\d{2}-\d{2}$/;
        const up = dated.test(b.protocolVersion) && dated.test(h.protocolVersion) && h.protocolVersion > b.protocolVersion;
        push(up ? 'server-protocol-version-upgraded' : 'server-protocol-version-changed', '/protocolVersion', b.protocolVersion, h.protocolVersion);
    }
    const instructionsRule = onlyWhitespaceDiffers(b.instructions, h.instructions) ? 'text-whitespace-changed' : 'server-instructions-changed';
    if (b.instructions !== h.instructions)
        push(instructionsRule, '/instructions', b.instructions, h.instructions);
    // The instructions are read by the model like any description: the same risk reading, on what the edit adds.
    if (b.instructions !== h.instructions && instructionsRule !== 'text-whitespace-changed') {
        for (const r of riskyAdditions(serverTexts(b.instructions), serverTexts(h.instructions))) {
            ctx.findings.push(riskyFinding(r, 'server', surface, 'server', surface, { refs: [], pointer: r.pointer }));
        }
    }
    const bf = capabilityFlags(b.capabilities);
    const hf = capabilityFlags(h.capabilities);
    for (const [p, v] of hf) {
        if (!bf.has(p))
            push('server-capability-added', p, undefined, v);
        else if (!(0,json/* jsonEqual */.Zm)(bf.get(p), v))
            push('server-info-changed', p, bf.get(p), v);
    }
    for (const [p, v] of bf)
        if (!hf.has(p))
            push('server-capability-removed', p, v, undefined);
}
/** Advertised capability flags as pointers: `/capabilities/tools`, `/capabilities/tools/listChanged` (false = absent). */
function capabilityFlags(caps) {
    const out = new Map();
    if (!(0,json/* isJsonObject */.OW)(caps))
        return out;
    for (const k of Object.keys(caps)) {
        const v = caps[k];
        // Extensions (2026-07-28) are compared from server/discover by protocol-drift.ts, once, by name.
        if (v === false || v === null || k === 'extensions')
            continue;
        const p = `/capabilities/${(0,json/* escapePointer */.lZ)(k)}`;
        out.set(p, true);
        if (!(0,json/* isJsonObject */.OW)(v))
            continue;
        for (const sk of Object.keys(v)) {
            const sv = v[sk];
            if (sv === false || sv === null)
                continue;
            out.set(`${p}/${(0,json/* escapePointer */.lZ)(sk)}`, (0,json/* isJsonObject */.OW)(sv) || Array.isArray(sv) ? ((0,json/* boundedValue */.lv)(sv) ?? true) : sv);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/powers.ts


/** Verbs a description opens with when the tool reads (stems, as `lead()` reduces them). */
const READ_VERBS = new Set(['get', 'list', 'read', 'retriev', 'fetch', 'return', 'search', 'find', 'look', 'lookup', 'show', 'view', 'describ', 'inspect', 'query', 'check', 'count', 'browse', 'obtain', 'peek', 'preview', 'summariz', 'explain', 'download', 'diff', 'compar', 'validat', 'verify', 'analyz', 'print', 'display']);
/** Verbs a description opens with when the tool adds something and takes nothing away. */
const ADD_VERBS = new Set(['creat', 'add', 'insert', 'append', 'register', 'new', 'mak', 'generat', 'comment', 'post', 'submit', 'upload', 'attach', 'tag', 'label', 'star', 'fork', 'invit', 'schedul', 'queu', 'enqueu']);
/** Verbs a description opens with when the tool acts otherwise (changes, runs, sends): beside ADD_VERBS and the operation classes. */
const ACT_VERBS = new Set(['updat', 'edit', 'modify', 'modifi', 'set', 'put', 'patch', 'writ', 'sav', 'stor', 'chang', 'renam', 'mov', 'merg', 'push', 'commit', 'start', 'trigger', 'run', 'launch', 'execut', 'invok', 'deploy', 'restart', 'stop', 'cancel', 'approv', 'reject', 'clos', 'reopen', 'assign', 'send', 'publish', 'click', 'typ', 'fill', 'press', 'drag', 'hover', 'navigat', 'install', 'configur', 'enabl', 'lock', 'unlock', 'apply', 'toggl', 'rerun', 'retry', 'dispatch', 'perform', 'resolv', 'checkout', 'checkin']);
/** Particles that make `check` an act: a branch checked out, a file checked in (not a status checked). */
const CHECK_PARTICLES = new Set(['out', 'in']);
/** Words before the verb that say nothing of it ("Use this tool to", "Allows you to", "Tool for ..."). */
const FILLER = new Set(['this', 'tool', 'the', 'a', 'an', 'use', 'used', 'to', 'allows', 'allow', 'lets', 'let', 'you', 'will', 'can', 'helps', 'help', 'that', 'which', 'function', 'endpoint', 'it', 'method', 'for', 'please', 'quickly', 'simply', 'api', 'mcp', 'action']);
/** Free-form inputs that carry what the tool writes or runs: a lookup gaining one can do more. */
const ACTING_INPUTS = new Set(['command', 'commands', 'cmd', 'script', 'shell', 'content', 'contents', 'body', 'payload', 'patch']);
/** A word reduced as the verb tables are keyed: `Gets` -> get, `Creates` -> creat, `Retrieves` -> retriev. */
function verbStem(word) {
    let w = word;
    if (w.length > 4 && w.endsWith('ies'))
        w = `${w.slice(0, -3)}y`;
    else if (w.length > 4 && (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('sses') || w.endsWith('xes')))
        w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss'))
        w = w.slice(0, -1);
    return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}
/** What one verb says: read, add, act or destroy (with the operation class), or nothing known. */
function verbClass(word) {
    const stem = verbStem(word);
    const op = wordOperation(word);
    if (op !== undefined && DESTRUCTIVE.has(op))
        return { cls: 'destroy', op };
    if (READ_VERBS.has(stem) || READ_VERBS.has(word))
        return { cls: 'read' };
    if (ADD_VERBS.has(stem) || ADD_VERBS.has(word))
        return { cls: 'add' };
    if (ACT_VERBS.has(stem) || ACT_VERBS.has(word) || op !== undefined)
        return { cls: 'act', ...(op ? { op } : {}) };
    return undefined;
}
/** The verb at `k`, with the particle after it: "check out a branch" acts where "check the status" reads. */
function verbAt(words, k) {
    if (words[k] === 'check' && CHECK_PARTICLES.has(words[k + 1] ?? ''))
        return { cls: 'act' };
    return verbClass(words[k]);
}
const RANK = { read: 0, add: 1, act: 2, destroy: 3 };
/** Where the opening sentence ends, a product label before a bar (`Notion | `), and what separates coordinated verbs. */
const LEAD_END = /[.!?\n](?:\s|$)/;
const PRODUCT_LABEL = /^[^|]{0,40}\|\s*/;
const COORDINATION = /,|\/|\bor\b|\band\b/i;
/**
 * The verbs the description opens with (its first sentence, past filler), coordinated ones too: "List, create, close
 * or select a tab" is four verbs, and the tool does the most of them. Undefined when it opens with no known verb.
 */
function leadVerbs(description) {
    // A product label before a bar is no verb: `Notion | Delete a block`.
    const first = description.slice(0, 400).split(LEAD_END)[0].replace(PRODUCT_LABEL, '').replace(/[`*_]/g, ' ');
    // Coordinated verbs stand at the head of the parts a comma, `or`, `and` or a slash separate.
    const parts = first.split(COORDINATION).slice(0, 8);
    const seen = [];
    let most;
    for (const [n, part] of parts.entries()) {
        const words = identifierWords(part).slice(0, 10);
        if (words.length === 0)
            continue;
        let k = 0;
        while (n === 0 && k < words.length && (FILLER.has(words[k]) || /^\d/.test(words[k])))
            k++;
        while (n > 0 && k < words.length && (words[k] === 'then' || words[k] === 'also'))
            k++;
        const c = k < words.length ? verbAt(words, k) : undefined;
        if (c === undefined)
            break;
        seen.push(words[k]);
        if (most === undefined || RANK[c.cls] > RANK[most.cls])
            most = c;
    }
    return most === undefined ? undefined : { words: seen, ...most };
}
/** A free-form string input named for what is written or run (`command`, `content`, `body`), by its path. */
function actingInput(definition) {
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? schema.properties : {};
    for (const [name, p] of Object.entries(props).slice(0, 200)) {
        if (!(0,json/* isJsonObject */.OW)(p) || p.enum !== undefined || p.const !== undefined)
            continue;
        if (p.type !== undefined && p.type !== 'string')
            continue;
        const w = identifierWords(name);
        if (w.some((x) => ACTING_INPUTS.has(x)))
            return `its free-form input \`${name.slice(0, 60)}\``;
    }
    return undefined;
}
/** Inputs that choose what the tool does (`method`, `operation`, `action`): their enum values are operations. */
const SELECTORS = new Set(['method', 'operation', 'operations', 'op', 'action', 'actions', 'command', 'cmd', 'verb', 'task', 'mode', 'intent']);
/**
 * Input-only destruction: a flag that overwrites or deletes, or a destructive value of an input that selects the
 * operation. Another enum is a filter (`event: "delete"` lists runs a delete event started), and the name is read
 * apart, as weaker evidence.
 */
function inputsDestroy(definition, selectorsOnly) {
    const schema = definition.inputSchema;
    const props = (0,json/* isJsonObject */.OW)(schema) && (0,json/* isJsonObject */.OW)(schema.properties) ? schema.properties : {};
    const kept = {};
    for (const [name, p] of Object.entries(props).slice(0, 200)) {
        const selects = identifierWords(name).some((w) => SELECTORS.has(w));
        if (selectorsOnly && !selects)
            continue;
        kept[name] = selects || !(0,json/* isJsonObject */.OW)(p) ? p : { ...p, enum: null };
    }
    return destroysBecause({ inputSchema: { type: 'object', properties: kept } });
}
/** What a tool can do, each with its reason. */
function powersOf(definition) {
    const ann = (0,json/* isJsonObject */.OW)(definition.annotations) ? definition.annotations : undefined;
    const description = typeof definition.description === 'string' ? definition.description : '';
    const said = leadVerbs(description);
    const quoted = said === undefined ? '' : `its description opens with \`${said.words.join(', ')}\``;
    const claimsRead = ann?.readOnlyHint === true ? 'it declares readOnlyHint' : said?.cls === 'read' ? quoted : undefined;
    // Strong evidence of acting: the opening verb, an input that deletes or carries content, a destructive claim. A
    // declared read-only claim outranks what an input's name suggests (`count_tokens` reads its `content`); an input
    // that selects a destructive operation still counts against it.
    const declaredRead = ann?.readOnlyHint === true;
    const inputDestroys = inputsDestroy(definition, declaredRead);
    const input = declaredRead ? undefined : actingInput(definition);
    const declaredDestroys = ann !== undefined && ann.readOnlyHint !== true && ann.destructiveHint === true ? 'it declares destructiveHint' : undefined;
    const saidActs = said !== undefined && said.cls !== 'read' ? `${quoted}${said.op ? ` (${said.op})` : ''}` : undefined;
    // Name words (`run`, `delete`) only when nothing says the tool only reads: a read-only `pipelines_run` reads runs.
    const named = claimsRead === undefined ? writesBecause({ name: definition.name ?? '' }) : undefined;
    const namedDestroys = claimsRead === undefined ? destroysBecause({ name: definition.name ?? '' }) : undefined;
    const out = {};
    const acts = saidActs ?? inputDestroys ?? input ?? declaredDestroys ?? named;
    if (acts !== undefined)
        out.acts = acts;
    else if (claimsRead !== undefined)
        out.readsOnly = claimsRead;
    const destroys = (said?.cls === 'destroy' ? saidActs : undefined) ?? inputDestroys ?? declaredDestroys ?? namedDestroys;
    if (destroys !== undefined)
        out.destroys = destroys;
    else if (said?.cls === 'add')
        out.addsOnly = quoted;
    return out;
}
/**
 * Why `after` cannot continue `before`, or undefined: one only reads while the other acts, or one destroys while the
 * other only adds or reads. `superset`: the new tool absorbed others (it lists the old name), so it may do more than
 * the old one did, never less.
 */
function powersDiffer(before, after, names, superset = false) {
    const { from, to } = names;
    if (before.acts !== undefined && after.readsOnly !== undefined)
        return `\`${from}\` acts (${before.acts}) while \`${to}\` only reads (${after.readsOnly})`;
    if (before.destroys !== undefined && after.destroys === undefined && (after.readsOnly !== undefined || after.addsOnly !== undefined)) {
        return `\`${from}\` destroys (${before.destroys}) while \`${to}\` ${after.readsOnly ? `only reads (${after.readsOnly})` : `only adds (${after.addsOnly})`}`;
    }
    if (superset)
        return undefined;
    if (before.readsOnly !== undefined && after.acts !== undefined)
        return `\`${from}\` only reads (${before.readsOnly}) while \`${to}\` acts (${after.acts})`;
    if (after.destroys !== undefined && before.destroys === undefined && before.addsOnly !== undefined)
        return `\`${from}\` only adds (${before.addsOnly}) while \`${to}\` destroys (${after.destroys})`;
    return undefined;
}
/**
 * The claims both sides declare, compared as claims (when both declare annotations): a read-only claim on one side
 * only, or a destructive one (unset means destructive for a tool that is not read-only, the spec's default).
 */
function claimsDiffer(x, y, names) {
    if (x === undefined || y === undefined)
        return undefined;
    const ro = (h) => h.readOnlyHint === true;
    const say = (h) => (ro(h) ? 'declares readOnlyHint' : h.destructiveHint === false ? 'declares destructiveHint false' : 'may destroy (destructiveHint unset or true)');
    const destroys = (h) => !ro(h) && h.destructiveHint !== false;
    if (ro(x) !== ro(y) || destroys(x) !== destroys(y))
        return `\`${names.from}\` ${say(x)} while \`${names.to}\` ${say(y)}`;
    return undefined;
}
/** powersOf per definition, read once however many pairs a tool is scored in. */
const powers_read = new WeakMap();
function powersCached(definition) {
    let p = powers_read.get(definition);
    if (p === undefined) {
        p = powersOf(definition);
        powers_read.set(definition, p);
    }
    return p;
}
/**
 * Why the tool `after` is not `before` renamed, whatever their names share (the matcher's refusal, see
 * renames/match.ts): what their definitions say they do differs, or their declared claims do. `superset`: the new
 * tool lists the old name among its inputs (it absorbed others), so it may do more, never less. Tools only.
 */
function againstGrain(before, after, superset) {
    if (!before.ref.startsWith('tool:') || !after.ref.startsWith('tool:'))
        return undefined;
    const names = { from: before.ref.slice(5), to: after.ref.slice(5) };
    const x = before.definition;
    const y = after.definition;
    const claims = (d) => ((0,json/* isJsonObject */.OW)(d.annotations) ? d.annotations : undefined);
    // What the definitions say first (it names the words read); the bare claims when only they differ.
    return powersDiffer(powersCached(x), powersCached(y), names, superset) ?? (superset ? undefined : claimsDiffer(claims(x), claims(y), names));
}

;// CONCATENATED MODULE: ./src/core/diff/rename-preview.ts


/** Changes named in full; the rest are counted. */
const SHOWN = 5;
/** The hint text for a suggested rename from `old` to `neu`, or undefined when the definitions differ in nothing loud. */
function ifRenamed(ctx, surface, kind, old, neu) {
    const scratch = { ...ctx, findings: [], missing: new Map() };
    pushDefinitionDeltas(scratch, surface, kind, old, neu);
    const loud = scratch.findings
        .map(toChange)
        .filter((c) => c.severity !== 'safe')
        .sort((x, y) => changeRank(x) - changeRank(y));
    if (loud.length === 0)
        return undefined;
    const named = loud.slice(0, SHOWN).map((c) => `${c.severity}: ${c.message}`);
    const more = loud.length - named.length;
    return `If this is the rename, declaring it shows: ${named.join(' ')}${more > 0 ? ` And ${more} more.` : ''}`;
}

;// CONCATENATED MODULE: ./src/core/diff/look-alike.ts
// Names that look like another name: a letter from another script drawn like a Latin one (Cyrillic \u0430, Greek \u03bf), an
// invisible character, a bidi override that shows the name backwards. Such a name is impersonation, never a rename:
// the reviewer is shown the code points. And URI templates that differ only in how a variable expands: `{+path}`
// (reserved expansion) lets `/` and `..` through where `{path}` did not, an exposure change, not a rename.
/** Letters of other scripts that render like a Latin letter (lowercase; NFKC folds full-width and compatibility forms first). */
const CONFUSABLE = {
    // Cyrillic
    '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x', '\u0456': 'i', '\u0458': 'j', '\u0455': 's',
    '\u0501': 'd', '\u04cf': 'l', '\u043a': 'k', '\u043c': 'm', '\u043d': 'h', '\u0442': 't', '\u0432': 'b', '\u0491': 'r', '\u0461': 'w', '\u051b': 'q',
    // Greek
    '\u03bf': 'o', '\u03b1': 'a', '\u03b5': 'e', '\u03c1': 'p', '\u03c4': 't', '\u03c5': 'u', '\u03bd': 'v', '\u03ba': 'k', '\u03b9': 'i', '\u03c7': 'x',
    // Latin look-alikes outside ASCII
    '\u0131': 'i', '\u0269': 'i', '\u0251': 'a', '\u0261': 'g', '\u1d00': 'a', '\u0274': 'n',
};
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}]/gu;
/** What a name looks like on screen: NFKC, lowercase, other scripts' look-alikes folded, invisible characters gone, an override's run reversed. */
function skeleton(name) {
    let s = name.normalize('NFKC').toLowerCase();
    const rlo = s.indexOf('\u202e');
    if (rlo >= 0)
        s = s.slice(0, rlo) + [...s.slice(rlo + 1)].reverse().join('');
    s = s.replace(INVISIBLE, '');
    return [...s].map((c) => CONFUSABLE[c] ?? c).join('');
}
/** The characters that make `name` differ from what it looks like, as `U+0430 (looks like "a")`. */
function telltales(name) {
    const out = [];
    for (const c of name) {
        const cp = c.codePointAt(0);
        if (cp < 0x80)
            continue;
        const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
        const like = CONFUSABLE[c.normalize('NFKC').toLowerCase()];
        out.push(like !== undefined ? `${hex} (looks like "${like}")` : new RegExp(INVISIBLE.source, 'u').test(c) ? `${hex} (invisible)` : hex);
    }
    return [...new Set(out)];
}
/** Whether `name` is drawn like `other` without being it: same skeleton, and `name` holds a character that is not plain ASCII. */
function impersonates(name, other) {
    return name !== other && telltales(name).length > 0 && skeleton(name) === skeleton(other);
}
/** A URI template with its operators taken out of every expression: `file:///{+path}` -> `file:///{path}`. */
function plainTemplate(t) {
    return t.replace(/\{[+#./;?&]?([^}]*)\}/g, '{$1}');
}
/** The variables `after` expands reserved (`{+x}`, `{#x}`) that `before`, the same template otherwise, expanded plainly. */
function reservedWidened(before, after) {
    if (before === after || plainTemplate(before) !== plainTemplate(after))
        return [];
    const reserved = (t) => new Set([...t.matchAll(/\{[+#]([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((v) => v.replace(/[:*].*$/, '').trim())));
    const was = reserved(before);
    return [...reserved(after)].filter((v) => !was.has(v));
}

;// CONCATENATED MODULE: ./src/core/diff/classify-kind.ts








function emptyKind() {
    return { observation: { state: 'failed', error: 'missing from snapshot' }, items: [] };
}
function compareKind(ctx, surface, kind, bs, hs) {
    const b = bs.kinds?.[kind] ?? emptyKind();
    const h = hs.kinds?.[kind] ?? emptyKind();
    const { method, capability } = model/* KIND_METHOD */.Ll[kind];
    const common = { kind: KIND_LABEL[kind], surface, method, capability };
    if (!observationPass(ctx, surface, kind, b, h, hs.error, common))
        return;
    const bItems = classify_join_byRef(b.items);
    const hItems = classify_join_byRef(h.items);
    const joined = joinByRef(ctx, surface, kind, bItems, hItems);
    const consumed = continuityPass(ctx, surface, kind, joined, new SortedRefs(bItems), new SortedRefs(hItems), common);
    lifecyclePass(ctx, surface, kind, joined, consumed, common, hItems);
}
/** Failed, recovered and unsupported observations, and new capture problems. False when items are not comparable. */
function observationPass(ctx, surface, kind, b, h, headError, common) {
    const bState = b.observation.state;
    const hState = h.observation.state;
    if (hState === 'failed') {
        const error = h.observation.error ?? headError ?? 'no reason recorded';
        ctx.findings.push({ rule: 'observation-failed', kind, surface, before: { refs: [], value: bState }, after: { refs: [], value: hState }, params: { ...common, error } });
        return false;
    }
    // A problem the base already had is not news: only problems new in the head are reported.
    const known = new Set((b.observation.problems ?? []).map((p) => `${p.code}\u0000${p.message}`));
    for (const [i, p] of (h.observation.problems ?? []).entries()) {
        if (known.has(`${p.code}\u0000${p.message}`))
            continue;
        const where = [p.page !== undefined ? `page ${p.page}` : '', p.index !== undefined ? `item ${p.index}` : ''].filter(Boolean).join(', ');
        ctx.findings.push({
            rule: 'observation-problem',
            kind,
            surface,
            after: { refs: [], pointer: `/problems/${i}`, value: { code: p.code, message: p.message } },
            params: { ...common, code: p.code, problem: where ? `${p.message} (${where})` : p.message },
        });
    }
    if (bState === 'failed') {
        if (hState === 'complete') {
            const params = { ...common, count: h.items.length };
            ctx.findings.push({ rule: 'observation-recovered', kind, surface, before: { refs: [], value: bState }, after: { refs: [], value: hState }, params });
        }
        return false;
    }
    if (hState === 'unsupported') {
        for (const c of bState === 'complete' ? b.items : []) {
            ctx.findings.push({ rule: 'capability-removed-kind-unsupported', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
        }
        return false;
    }
    return true;
}
function continuityRule(g) {
    const base = g.type === 'renamed' ? 'capability-renamed' : g.type === 'merged' ? 'capabilities-merged' : 'capability-split';
    return g.aliased ? `${base}-with-alias` : base;
}
/** Declared renames, merges and splits applied to what detection left over. Returns the refs they account for. */
function continuityPass(ctx, surface, kind, joined, baseMap, headMap, common) {
    const plan = planDeclared(kind, baseMap, headMap, ctx.renames);
    const consumed = new Set();
    // A rename declared ahead of time is only worth a word when this kind actually changed; otherwise every
    // unrelated PR would carry it.
    const kindChanged = joined.digestsDiffer || joined.onlyBase.length > 0 || joined.onlyHead.length > 0;
    for (const m of kindChanged ? plan.missing : [])
        if (!ctx.missing.has(m.old))
            ctx.missing.set(m.old, { surface, ...m });
    for (const g of plan.groups) {
        const olds = g.olds.map((r) => baseMap.get(r));
        const news = g.news.map((r) => headMap.get(r));
        for (const r of g.olds)
            consumed.add(r);
        for (const r of g.news)
            if (!baseMap.has(r))
                consumed.add(r);
        const from = g.type === 'merged' ? quoteList(g.olds) : keyOfRef(g.olds[0]);
        const to = g.type === 'split' ? quoteList(g.news) : keyOfRef(g.news[0]);
        const params = { ...common, from, to, name: keyOfRef(g.olds[0]) };
        ctx.findings.push({ rule: continuityRule(g), kind, surface, before: sideOf(olds), after: sideOf(news), params });
        if (g.type === 'renamed')
            pushDefinitionDeltas(ctx, surface, kind, olds[0], news[0]);
    }
    return consumed;
}
/** What is left: exposure moves between surfaces, then removals and additions with look-alikes suggested. */
function lifecyclePass(ctx, surface, kind, joined, consumed, common, headItems) {
    let removed = [];
    let added = [];
    for (const c of joined.onlyBase) {
        if (consumed.has(c.ref))
            continue;
        const elsewhere = (ctx.headOffered().get(c.ref) ?? []).filter((s) => s !== surface);
        if (elsewhere.length === 0)
            removed.push(c);
        else {
            const surfaces = elsewhere.map((s) => `\`${s}\``).join(', ');
            ctx.findings.push({ rule: 'capability-exposure-narrowed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref), surfaces } });
        }
    }
    for (const c of joined.onlyHead) {
        if (consumed.has(c.ref))
            continue;
        const before = (ctx.baseOffered().get(c.ref) ?? []).filter((s) => s !== surface);
        if (before.length === 0)
            added.push(c);
        else
            ctx.findings.push({ rule: 'capability-exposure-widened', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
    }
    // Names drawn like another name of this kind (removed or still served) impersonate it: their own rows, never offered
    // as renames. A template only widened to reserved expansion is the same template exposing more: its own row too.
    const lookAlikes = impersonations(ctx, surface, kind, removed, added, headItems, common);
    removed = removed.filter((c) => !lookAlikes.has(c.ref));
    added = added.filter((c) => !lookAlikes.has(c.ref));
    // A look-alike is offered only between names that really left and really arrived: a removed name the server still
    // serves as another kind, or an added one it already served as another kind, has a namesake (a sibling) and pairing
    // it would name a rename that did not happen. (The same kind on another surface is an exposure move, above.)
    const namesake = (c, offered) => model/* KINDS */.GW.some((k) => k !== kind && offered.has(`${k}:${keyOfRef(c.ref)}`));
    // A suggestion never maps a tool onto one that can do less or more: the matcher refuses such pairs, and the hint
    // of the removal says which look-alike was refused and why (in the hint, not a param, so the row groups like every
    // other removal).
    const { hints, targets } = suggestMatches(removed.filter((c) => !namesake(c, ctx.headOffered())), added.filter((c) => !namesake(c, ctx.baseOffered())), againstGrain);
    for (const c of removed) {
        const f = { rule: 'capability-removed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
        const target = targets.get(c.ref);
        if (target && f.params) {
            f.params.suggestion = target.to;
            f.params.similarity = target.score;
        }
        const neu = target === undefined ? undefined : added.find((a) => a.ref === target.to);
        const inside = neu === undefined ? undefined : ifRenamed(ctx, surface, kind, c, neu);
        const hint = [hints.get(c.ref), inside].filter((x) => x !== undefined).join(' ');
        if (hint)
            f.hint = hint;
        ctx.findings.push(f);
    }
    for (const c of added) {
        // New model-visible text that reads like poisoning is reviewed like a changed description would be.
        const risky = riskyText(c.definition);
        const params = { ...common, name: keyOfRef(c.ref) };
        const f = risky
            ? { rule: 'capability-added-risky-text', kind, surface, after: sideOf([c], risky.pointer), params: { ...params, pointer: risky.pointer, what: risky.what, cue: risky.cue } }
            : { rule: 'capability-added', kind, surface, after: sideOf([c]), params };
        const hint = hints.get(c.ref);
        if (hint)
            f.hint = hint;
        ctx.findings.push(f);
    }
}
/**
 * Added names drawn like a served or removed one (impersonation, breaking, with the code points), and templates that
 * only turned a variable to reserved expansion (an exposure change). Returns the refs they account for: the removed
 * original of an impersonation stays a removal; a widened template's old form is not.
 */
function impersonations(ctx, surface, kind, removed, added, headItems, common) {
    const out = new Set();
    if (added.length === 0)
        return out;
    // Only a name with a character outside ASCII can look like another: the rest never builds the look-up.
    let drawn;
    const lookUp = () => {
        if (drawn !== undefined)
            return drawn;
        // What a new name may be drawn like: what was removed, and what stays served (never the new names themselves).
        const fresh = new Set(added.map((c) => c.ref));
        drawn = new Map();
        for (const o of [...removed, ...headItems]) {
            const k = skeleton(keyOfRef(o.ref));
            if (!fresh.has(o.ref) && !drawn.has(k))
                drawn.set(k, o);
        }
        return drawn;
    };
    for (const c of added) {
        const key = keyOfRef(c.ref);
        const candidate = telltales(key).length > 0 ? lookUp().get(skeleton(key)) : undefined;
        const target = candidate !== undefined && impersonates(key, keyOfRef(candidate.ref)) ? candidate : undefined;
        if (target !== undefined) {
            out.add(c.ref);
            const params = { ...common, name: key, target: keyOfRef(target.ref), codepoints: telltales(key).join(', ') };
            ctx.findings.push({ rule: 'capability-impersonates', kind, surface, before: sideOf([target]), after: sideOf([c]), params });
            continue;
        }
        if (kind !== 'resourceTemplate')
            continue;
        for (const o of removed) {
            const vars = reservedWidened(keyOfRef(o.ref), key);
            if (vars.length === 0 || out.has(o.ref))
                continue;
            out.add(c.ref);
            out.add(o.ref);
            const params = { ...common, name: keyOfRef(o.ref), to: key, variables: vars.map((v) => `\`${v}\``).join(', ') };
            ctx.findings.push({ rule: 'resource-template-expansion-widened', kind, surface, before: sideOf([o]), after: sideOf([c]), params });
            break;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/diff/classify.ts
// The classifier: identity before content. Same ref -> compare definitions; declared renames -> continuity;
// the rest -> exposure moves, removals and additions (with look-alikes suggested, never applied). The passes live in
// classify-kind.ts (one kind on one surface) and classify-server.ts (server identity).












function diffSnapshots(base, head, config, labels, external) {
    const ctx = {
        findings: [],
        // The head's server reads its own renames with the shared ones here, for every caller (CLI, Action, library,
        // matchers): a whole mcp-contract.json handed in never loses what is declared under the server.
        renames: resolveRenames(configOfServer(config, head.server).renames),
        baseOffered: lazy(() => offeredIndex(base)),
        headOffered: lazy(() => offeredIndex(head)),
        missing: new Map(),
        sinceLabel: /^v?\d+\.\d+\.\d+/.test(labels.head) ? labels.head : 'YYYY-MM-DD',
        headTools: toolNamesBySurface(head),
    };
    const marker = config.policy?.deprecatedDescriptionMarker;
    if (typeof marker === 'string' && marker.trim() !== '')
        ctx.deprecatedMarker = marker;
    if (base.server !== head.server) {
        ctx.findings.push({
            rule: 'snapshot-origin-changed',
            kind: 'config',
            surface: '*',
            before: { refs: [], value: base.server },
            after: { refs: [], value: head.server },
            params: { before: base.server, after: head.server },
        });
    }
    const names = [...new Set([...Object.keys(base.surfaces), ...Object.keys(head.surfaces)])].sort();
    for (const surface of names) {
        const b = base.surfaces[surface];
        const h = head.surfaces[surface];
        if (b === undefined) {
            ctx.findings.push({ rule: 'surface-added', kind: 'server', surface, params: { surface } });
            continue;
        }
        if (h === undefined) {
            ctx.findings.push({ rule: 'surface-removed', kind: 'server', surface, params: { surface } });
            continue;
        }
        compareServer(ctx, surface, b.server, h.server);
        compareAuth(ctx, surface, b.server?.auth, h.server?.auth);
        ctx.findings.push(...compareProtocol(surface, b, h));
        const first = ctx.findings.length;
        for (const kind of model/* KINDS */.GW)
            compareKind(ctx, surface, kind, b, h);
        const note = generatorNote(surface, ctx.findings.slice(first), () => commonToolCount(b, h));
        if (note !== undefined)
            ctx.findings.push(note);
    }
    ctx.findings.push(...missingRenames(ctx));
    if (external)
        ctx.findings.push(...external.findings);
    const definitions = lazy(() => headDefinitions(head));
    const changes = applyReviewNewDescriptions(ctx.findings.map(toChange), config.policy?.reviewNewDescriptions, (ref) => definitions().get(ref));
    const overridden = applySeverityOverrides(changes, config.severity);
    const adjusted = external?.adjust ? overridden.map(external.adjust) : overridden;
    const { changes: kept, ignored } = applyIgnores(adjusted, config.ignore);
    const report = buildReport(head.server, labels, kept, ignored);
    const coverage = canaryCoverage(head);
    if (coverage)
        report.canaries = coverage;
    return report;
}
/** ref -> its first head definition on any surface (built only when a policy needs it). */
function headDefinitions(head) {
    const out = new Map();
    for (const name of Object.keys(head.surfaces).sort()) {
        for (const kind of model/* KINDS */.GW)
            for (const c of head.surfaces[name].kinds?.[kind]?.items ?? [])
                if (!out.has(c.ref))
                    out.set(c.ref, c.definition);
    }
    return out;
}
const LISTED_RENAMES = 10;
/**
 * Declared renames not yet in effect (a pass after detection on every surface), as one row: the old names are still
 * served (that is what "not in effect" means), so nothing breaks, and one row per diff keeps a map committed ahead of
 * the switch from adding a row per entry to every pull request.
 */
function missingRenames(ctx) {
    const all = [...ctx.missing.values()].sort((a, b) => (a.old < b.old ? -1 : a.old > b.old ? 1 : 0));
    if (all.length === 0)
        return [];
    const surfaces = [...new Set(all.map((m) => m.surface))];
    const shown = all.slice(0, LISTED_RENAMES).map((m) => `\`${keyOfRef(m.old)}\` -> ${m.to.map((t) => `\`${keyOfRef(t)}\``).join(', ')}`);
    if (all.length > LISTED_RENAMES)
        shown.push(`and ${all.length - LISTED_RENAMES} more`);
    const finding = {
        rule: 'rename-target-missing',
        kind: 'config',
        surface: surfaces.length === 1 ? surfaces[0] : '*',
        before: { refs: all.map((m) => m.old) },
        after: { refs: [...new Set(all.flatMap((m) => m.to))].sort() },
        params: { count: all.length, renames: shown.join('; ') },
    };
    return [finding];
}

;// CONCATENATED MODULE: ./src/core/shared/numbers.ts
// Counts as the reports write them (`1,466`). Not toLocaleString: its first call initializes ICU's number formatting,
// some 10 ms of every run that shows a context cost (issue 44's PR path).
/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
function withCommas(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
}

// EXTERNAL MODULE: ./src/hosts/tokenizer.ts
var hosts_tokenizer = __nccwpck_require__(2770);
;// CONCATENATED MODULE: ./src/hosts/cost.ts
// What a tool list costs in every request: the tool JSON a host's API takes, counted in tokens by the tokenizer the
// caller hands in (tokenizer.ts: o200k_base, named with every number shown); bytes are exact UTF-8.


/** The tool as each API host's request carries it; hosts without an API of their own are measured as Anthropic's. */
function wireForm(host, tool) {
    const name = tool.name ?? '';
    const description = tool.description ?? '';
    const schema = (0,json/* isJsonObject */.OW)(tool.inputSchema) ? tool.inputSchema : { type: 'object' };
    switch (host) {
        case 'openai':
            return { type: 'function', name, description, parameters: schema };
        case 'openai-strict':
            return { type: 'function', name, description, parameters: schema, strict: true };
        case 'gemini':
            return { name, description, parameters: schema };
        default:
            return { name, description, input_schema: schema };
    }
}
function toolCost(host, tool, tokenizer) {
    const text = jsonText(wireForm(host, tool));
    const bytes = Buffer.byteLength(text, 'utf8');
    return { tokens: bytes > hosts_tokenizer/* COUNT_BOUND_BYTES */.XG && tokenizer !== hosts_tokenizer/* ESTIMATE */.bg ? bytes : tokenizer.count(text), bytes };
}
/** A piece of JSON text already written, on the serializer's stack beside values still to write. */
class Raw {
    text;
    constructor(text) {
        this.text = text;
    }
}
/**
 * `JSON.stringify(value)`; a hostile schema nested ten thousand levels deep overflows its recursion, and its cost must
 * still be told, so that one is written again with an explicit stack (same text: keys in the same order, no spaces).
 */
function jsonText(value) {
    try {
        return JSON.stringify(value);
    }
    catch {
        const out = [];
        const stack = [value];
        while (stack.length > 0) {
            const v = stack.pop();
            if (v instanceof Raw)
                out.push(v.text);
            else if (v === null || typeof v !== 'object')
                out.push(JSON.stringify(v));
            else if (Array.isArray(v)) {
                stack.push(new Raw(']'));
                for (let i = v.length - 1; i >= 0; i--)
                    stack.push(v[i], ...(i > 0 ? [new Raw(',')] : []));
                stack.push(new Raw('['));
            }
            else {
                const keys = Object.keys(v);
                stack.push(new Raw('}'));
                for (let i = keys.length - 1; i >= 0; i--)
                    stack.push(v[keys[i]], new Raw(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`));
                stack.push(new Raw('{'));
            }
        }
        return out.join('');
    }
}
/** The host whose request form the cost is measured in: the first API host configured (the hosts pass's order). */
function costHost(hosts) {
    return hosts.find((h) => h !== 'claude-directory' && h !== 'mcp-http') ?? 'anthropic';
}
/** A whole tool list as one request carries it: `tools` summed in `host`'s form. */
function listCost(host, tools, tokenizer) {
    return tools.reduce((sum, t) => {
        const c = toolCost(host, t, tokenizer);
        return { tokens: sum.tokens + c.tokens, bytes: sum.bytes + c.bytes };
    }, { tokens: 0, bytes: 0 });
}

;// CONCATENATED MODULE: ./src/hosts/profiles.ts
// Host profiles as data: what each model host (or listing) refuses in a tool definition, one row per check, each with
// the documentation it comes from and when that was read. A host that changes its rules is one edit here; the walkers
// that find the offending keyword live in checks.ts, keyed by the row's `test`.
/** The hosts a repository can ship to (`hosts` in the config). */
const HOST_NAMES = (/* unused pure expression or super */ null && (['anthropic', 'openai', 'openai-strict', 'gemini', 'claude-directory', 'mcp-http']));
const READ = '2026-12-06';
const ANTHROPIC_DOCS = 'https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use';
const OPENAI_DOCS = 'https://platform.openai.com/docs/guides/function-calling';
const OPENAI_STRICT = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
/**
 * OpenAI's guide does not say that an array needs `items`; the API refuses one without it, in its own words ("Invalid
 * schema for function 'filesystem_read_multiple_files': In context=('properties', 'paths'), array schema missing
 * items.", code invalid_function_parameters), quoted from the request this pull request fixed.
 */
const OPENAI_ARRAY_ITEMS = 'https://github.com/sigoden/aichat/pull/1049';
/** The 2026-07-28 tools page lists the x-mcp-header constraints, the safe integer range among them. */
const HEADERS_TOOLS = 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#x-mcp-header';
const GEMINI_DOCS = 'https://ai.google.dev/api/caching#Schema';
const GEMINI_DECL = 'https://ai.google.dev/api/caching#FunctionDeclaration';
const DIRECTORY = 'https://claude.com/docs/connectors/building/review-criteria';
const HEADERS = 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#custom-headers-from-tool-parameters';
const HOSTS = [
    {
        name: 'anthropic',
        title: 'Anthropic Messages API',
        wholeRequest: true,
        byDefault: true,
        why: 'every MCP client on Claude sends the tool list as-is; one refused tool is a 400 for the whole request',
    },
    {
        name: 'openai',
        title: 'OpenAI function calling',
        wholeRequest: true,
        byDefault: true,
        why: 'the non-strict form every client sends; one refused tool is a 400 for the whole request',
    },
    {
        name: 'openai-strict',
        title: 'OpenAI function calling, strict',
        wholeRequest: true,
        byDefault: false,
        why: 'strict is a client opt-in, and most MCP tools (optional properties) are not strict; name it when your client sends strict: true',
    },
    {
        name: 'gemini',
        title: 'Gemini function declarations (parameters)',
        wholeRequest: true,
        byDefault: false,
        why: "the OpenAPI subset of `parameters` refuses `$schema` and `additionalProperties`, which every TypeScript SDK tool carries; clients that send `parametersJsonSchema` are not bound by it, so name it when yours sends `parameters`",
    },
    {
        name: 'claude-directory',
        title: 'Claude connectors directory',
        wholeRequest: false,
        byDefault: false,
        why: 'a listing review, not a session failure; name it when the server is (or will be) listed',
    },
    {
        name: 'mcp-http',
        title: 'MCP 2026-07-28 HTTP clients (x-mcp-header)',
        wholeRequest: false,
        byDefault: true,
        why: 'conforming Streamable HTTP clients drop a tool whose x-mcp-header is invalid, with a log line only',
    },
];
/** The OpenAPI 3.0 subset Gemini's Schema object has; every other field is an unknown-name 400. */
const GEMINI_SCHEMA_FIELDS = [
    'type', 'format', 'title', 'description', 'nullable', 'enum', 'maxItems', 'minItems', 'properties', 'required', 'minProperties',
    'maxProperties', 'minLength', 'maxLength', 'pattern', 'example', 'anyOf', 'propertyOrdering', 'default', 'items', 'minimum', 'maximum',
];
/** Keywords strict mode documents as unsupported. */
const OPENAI_STRICT_UNSUPPORTED = [
    'allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'patternProperties', 'unevaluatedProperties',
    'propertyNames', 'minProperties', 'maxProperties', 'unevaluatedItems', 'contains', 'minContains', 'maxContains', 'uniqueItems',
];
const HOST_CHECKS = [
    // ------------------------------------------------------------ Anthropic Messages API
    {
        id: 'anthropic-tool-name',
        host: 'anthropic',
        rejects: 'a tool name outside ^[a-zA-Z0-9_-]{1,64}$',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^[a-zA-Z0-9_-]{1,64}$',
        source: ANTHROPIC_DOCS,
        read: READ,
    },
    {
        id: 'anthropic-top-level-combinator',
        host: 'anthropic',
        rejects: 'oneOf, allOf or anyOf at the top level of input_schema',
        pointer: '/inputSchema/anyOf',
        test: 'top-level-combinator',
        keywords: ['oneOf', 'allOf', 'anyOf'],
        source: ANTHROPIC_DOCS,
        read: READ,
    },
    {
        id: 'anthropic-input-schema-object',
        host: 'anthropic',
        rejects: 'an input_schema whose type is not "object"',
        pointer: '/inputSchema/type',
        test: 'top-level-object',
        source: ANTHROPIC_DOCS,
        read: READ,
    },
    // ------------------------------------------------------------ OpenAI function calling
    {
        id: 'openai-function-name',
        host: 'openai',
        rejects: 'a function name outside a-z, A-Z, 0-9, underscores and dashes, or longer than 64',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^[a-zA-Z0-9_-]{1,64}$',
        source: OPENAI_DOCS,
        read: READ,
    },
    {
        id: 'openai-parameters-object',
        host: 'openai',
        rejects: 'parameters that are not a JSON Schema of type "object"',
        pointer: '/inputSchema/type',
        test: 'top-level-object',
        source: OPENAI_DOCS,
        read: READ,
    },
    {
        id: 'openai-top-level-combinator',
        host: 'openai',
        rejects: 'oneOf, anyOf, allOf, enum or not at the top level of parameters',
        pointer: '/inputSchema/anyOf',
        test: 'top-level-combinator',
        keywords: ['oneOf', 'anyOf', 'allOf', 'enum', 'not'],
        source: OPENAI_DOCS,
        read: READ,
    },
    {
        id: 'openai-array-items',
        host: 'openai',
        rejects: 'an array schema without items (the API\'s error: "array schema missing items"; the guide does not say so)',
        pointer: '*/items',
        test: 'array-items',
        source: OPENAI_ARRAY_ITEMS,
        read: READ,
    },
    // ------------------------------------------------------------ OpenAI strict
    {
        id: 'openai-strict-closed-objects',
        host: 'openai-strict',
        rejects: 'an object schema without additionalProperties: false',
        pointer: '*/additionalProperties',
        test: 'strict-closed-objects',
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-all-required',
        host: 'openai-strict',
        rejects: 'a property not listed in required (optional ones are written as a type union with null)',
        pointer: '*/required',
        test: 'strict-all-required',
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-keyword',
        host: 'openai-strict',
        rejects: `a keyword strict mode does not support (${OPENAI_STRICT_UNSUPPORTED.join(', ')}), or anyOf at the root`,
        pointer: '*/KEYWORD',
        test: 'keyword-denylist',
        keywords: OPENAI_STRICT_UNSUPPORTED,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-top-level-combinator',
        host: 'openai-strict',
        rejects: 'anyOf at the root of parameters',
        pointer: '/inputSchema/anyOf',
        test: 'top-level-combinator',
        keywords: ['anyOf', 'oneOf'],
        source: OPENAI_STRICT,
        read: READ,
    },
    // The size limits of the guide's "Supported schemas" (OPENAI_STRICT, read 2026-12-06): "A schema may have up to 5000
    // object properties total, with up to 10 levels of nesting."; "total string length of all property names, definition
    // names, enum values, and const values cannot exceed 120,000 characters"; "up to 1000 enum values across all enum
    // properties"; "For a single enum property with string values, the total string length of all enum values cannot
    // exceed 15,000 characters when there are more than 250 enum values." Where the guide leaves the measure open (what a
    // level is) the lenient reading is taken, so a tool flagged is over by every reading.
    {
        id: 'openai-strict-nesting-depth',
        host: 'openai-strict',
        rejects: 'object schemas nested more than 10 levels below the root of parameters (arrays and anyOf not counted)',
        pointer: '*',
        test: 'strict-nesting',
        limit: 10,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-property-count',
        host: 'openai-strict',
        rejects: 'more than 5,000 object properties in one schema',
        pointer: '*/properties',
        test: 'strict-property-count',
        limit: 5000,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-string-size',
        host: 'openai-strict',
        rejects: 'property names, definition names and string enum and const values over 120,000 characters in one schema',
        pointer: '*',
        test: 'strict-string-size',
        limit: 120_000,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-enum-count',
        host: 'openai-strict',
        rejects: 'more than 1,000 enum values across one schema',
        pointer: '*/enum',
        test: 'strict-enum-count',
        limit: 1000,
        source: OPENAI_STRICT,
        read: READ,
    },
    {
        id: 'openai-strict-enum-size',
        host: 'openai-strict',
        rejects: 'a string enum of more than 250 values whose values total over 15,000 characters',
        pointer: '*/enum',
        test: 'strict-enum-size',
        limit: 15_000,
        source: OPENAI_STRICT,
        read: READ,
    },
    // ------------------------------------------------------------ Gemini
    {
        id: 'gemini-function-name',
        host: 'gemini',
        rejects: 'a function name not starting with a letter or underscore, outside a-z, A-Z, 0-9, _ . : -, or longer than 64',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$',
        source: GEMINI_DECL,
        read: READ,
    },
    {
        id: 'gemini-schema-field',
        host: 'gemini',
        rejects: `a schema field outside the OpenAPI subset Gemini's Schema has (${GEMINI_SCHEMA_FIELDS.join(', ')})`,
        pointer: '*/KEYWORD',
        test: 'keyword-allowlist',
        keywords: GEMINI_SCHEMA_FIELDS,
        source: GEMINI_DOCS,
        read: READ,
    },
    // ------------------------------------------------------------ Claude connectors directory
    {
        id: 'directory-tool-name-length',
        host: 'claude-directory',
        rejects: 'a tool name longer than 64 characters',
        pointer: '/name',
        test: 'name-pattern',
        pattern: '^.{1,64}$',
        source: DIRECTORY,
        read: READ,
    },
    {
        id: 'directory-tool-title',
        host: 'claude-directory',
        rejects: 'a tool without a title (title or annotations.title)',
        pointer: '/annotations/title',
        test: 'annotation-title',
        source: DIRECTORY,
        read: READ,
    },
    {
        id: 'directory-tool-hints',
        host: 'claude-directory',
        rejects: 'a tool with neither readOnlyHint nor destructiveHint',
        pointer: '/annotations/readOnlyHint',
        test: 'annotation-hints',
        source: DIRECTORY,
        read: READ,
    },
    // ------------------------------------------------------------ MCP 2026-07-28 x-mcp-header
    {
        id: 'mcp-header-token',
        host: 'mcp-http',
        rejects: 'an x-mcp-header value that is empty or not an HTTP field-name token (RFC 9110 tchar)',
        pointer: '*/x-mcp-header',
        test: 'header-token',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-unique',
        host: 'mcp-http',
        rejects: 'an x-mcp-header value used twice in one inputSchema (compared case-insensitively)',
        pointer: '*/x-mcp-header',
        test: 'header-unique',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-primitive',
        host: 'mcp-http',
        rejects: 'an x-mcp-header on a property whose type is not string, integer or boolean (number is not permitted)',
        pointer: '*/x-mcp-header',
        test: 'header-primitive',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-reachable',
        host: 'mcp-http',
        rejects: 'an x-mcp-header outside a chain of properties from the root of inputSchema (under items, anyOf, $defs, ...)',
        pointer: '*/x-mcp-header',
        test: 'header-reachable',
        source: HEADERS,
        read: READ,
    },
    {
        id: 'mcp-header-safe-integer',
        host: 'mcp-http',
        rejects: 'an x-mcp-header on an integer property that declares a value (const, default, enum, examples, a bound) outside -(2^53-1) to 2^53-1',
        pointer: '*/maximum',
        test: 'header-safe-integer',
        source: HEADERS_TOOLS,
        read: READ,
    },
];
const hostByName = (name) => HOSTS.find((h) => h.name === name);
function isHostName(name) {
    return HOST_NAMES.includes(name);
}

;// CONCATENATED MODULE: ./src/hosts/checks.ts
// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.
//
// One walk per tool serves every check: each schema node is handed to the node tests of all the checks asked for, in
// turn (a diff of 1,000 large tools against six hosts walked each schema twenty times before, some 200 ms; one walk
// takes a fifth of that). Pointers are built only for what a check reports.

/** Most names need no escape: skip the two replacements for them (a tenth of the walk's time went there). */
const escapePointer = (token) => (token.includes('~') || token.includes('/') ? (0,json/* escapePointer */.lZ)(token) : token);
function pointerOf(n) {
    if (n.pointer !== undefined)
        return n.pointer;
    const unnamed = [];
    let at = n;
    for (; at !== undefined && at.pointer === undefined; at = at.parent)
        unnamed.push(at);
    let pointer = at?.pointer ?? '';
    for (let i = unnamed.length - 1; i >= 0; i--) {
        const u = unnamed[i];
        const step = u.key === undefined ? u.keyword : `${u.keyword}/${escapePointer(u.key)}`;
        pointer = u.parent === undefined ? step : `${pointer}/${step}`;
        u.pointer = pointer;
    }
    return pointer;
}
/** How each subschema keyword holds its subschemas: a map of names, a list, or one (a list of them is walked too). */
const SUBSCHEMAS = new Map([
    ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map']),
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((k) => [k, 'list']),
    ...['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'].map((k) => [k, 'one']),
]);
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const checks_MAX_NODES = 20_000;
/** Hands every schema node under `root` (itself first) to `visit`, without recursion; the node's own keys drive it. */
function walkSchema(root, visit, at = '/inputSchema') {
    if (!(0,json/* isJsonObject */.OW)(root))
        return;
    // Every node made with the same fields in the same order (pointer too, set later): one shape for every test to read.
    const stack = [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true, level: 0, pointer: undefined }];
    const child = (schema, parent, keyword, key, chain) => ({
        schema,
        parent,
        keyword,
        key,
        chain,
        level: parent.level + (isObjectSchema(schema) ? 1 : 0),
        pointer: undefined,
    });
    for (let walked = 0; stack.length > 0 && walked < checks_MAX_NODES; walked++) {
        const n = stack.pop();
        visit(n);
        const s = n.schema;
        for (const k in s) {
            const holds = SUBSCHEMAS.get(k);
            if (holds === undefined)
                continue;
            const v = s[k];
            if (holds === 'map') {
                if (!(0,json/* isJsonObject */.OW)(v))
                    continue;
                const chain = n.chain && k === 'properties';
                for (const name in v) {
                    const x = v[name];
                    if ((0,json/* isJsonObject */.OW)(x))
                        stack.push(child(x, n, k, name, chain));
                }
            }
            else if (Array.isArray(v)) {
                for (let i = 0; i < v.length; i++)
                    if ((0,json/* isJsonObject */.OW)(v[i]))
                        stack.push(child(v[i], n, k, String(i), false));
            }
            else if (holds === 'one' && (0,json/* isJsonObject */.OW)(v))
                stack.push(child(v, n, k, undefined, false));
        }
    }
}
const hasType = (s, t) => (typeof s.type === 'string' ? s.type === t : Array.isArray(s.type) && s.type.includes(t));
const isObjectSchema = (s) => hasType(s, 'object') || (0,json/* isJsonObject */.OW)(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const checks_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const PRIMITIVE = new Set(['string', 'integer', 'boolean']);
/**
 * What one check found in one tool: every pointer, or with `first` only the least. An opt-in host refuses thousands of
 * keywords and properties of a large surface (Gemini's subset refuses `additionalProperties` at every level; OpenAI's
 * strict mode every optional property), and building a pointer string for each was most of what these checks cost. In
 * `first` mode an offence is kept as its node and suffix and compared piece by piece; the least's string is built once.
 */
class Found {
    all;
    node;
    suffix;
    text;
    constructor(first) {
        this.all = first ? undefined : [];
    }
    /** The pointer of `n`, followed by `/suffix` when a suffix (already escaped) is given. */
    at(n, suffix) {
        if (this.all !== undefined)
            this.all.push(joined(n, suffix));
        else if (this.node !== undefined ? compare(n, suffix, this.node, this.suffix) < 0 : this.text === undefined || compareTo(n, suffix, this.text) < 0) {
            this.node = n;
            this.suffix = suffix;
            this.text = undefined;
        }
    }
    /** A pointer already built. */
    add(pointer) {
        if (this.all !== undefined)
            this.all.push(pointer);
        else {
            const least = this.pointers()[0];
            if (least === undefined || pointer < least)
                this.text = pointer;
        }
    }
    pointers() {
        if (this.all !== undefined)
            return this.all;
        if (this.node !== undefined) {
            this.text = joined(this.node, this.suffix);
            this.node = undefined;
        }
        return this.text === undefined ? [] : [this.text];
    }
}
const joined = (n, suffix) => (suffix === undefined ? pointerOf(n) : `${pointerOf(n)}/${suffix}`);
const chain = [];
const left = [];
const right = [];
/**
 * A pointer as the pieces pointerOf would join (the first named ancestor's pointer, then `/`, keyword, `/`, key, ...),
 * written into `into` (reused, so that a comparison allocates nothing); returns how many.
 */
function pieces(n, suffix, into) {
    let depth = 0;
    let named = n;
    for (; named !== undefined && named.pointer === undefined; named = named.parent)
        chain[depth++] = named;
    let k = 0;
    if (named !== undefined)
        into[k++] = named.pointer;
    for (let i = depth - 1; i >= 0; i--) {
        const u = chain[i];
        if (u.parent !== undefined)
            into[k++] = '/';
        into[k++] = u.keyword;
        if (u.key !== undefined) {
            into[k++] = '/';
            into[k++] = escapePointer(u.key);
        }
        chain[i] = undefined;
    }
    if (suffix !== undefined) {
        into[k++] = '/';
        into[k++] = suffix;
    }
    return k;
}
/** Two pointers given as pieces, compared as `<` compares the joined strings: negative, zero or positive. */
function comparePieces(a, na, b, nb) {
    let ia = 0;
    let ib = 0;
    let ca = 0;
    let cb = 0;
    for (;;) {
        while (ia < na && ca === a[ia].length) {
            ia++;
            ca = 0;
        }
        while (ib < nb && cb === b[ib].length) {
            ib++;
            cb = 0;
        }
        if (ia === na || ib === nb)
            return (ia === na ? 0 : 1) - (ib === nb ? 0 : 1);
        const d = a[ia].charCodeAt(ca++) - b[ib].charCodeAt(cb++);
        if (d !== 0)
            return d;
    }
}
function compare(n, suffix, m, mSuffix) {
    return comparePieces(left, pieces(n, suffix, left), right, pieces(m, mSuffix, right));
}
function compareTo(n, suffix, text) {
    right[0] = text;
    return comparePieces(left, pieces(n, suffix, left), right, 1);
}
/** The common shape: every node that `offends` is named, with `suffix` (a keyword of the node) when given. */
function each(offends, suffix) {
    return (_c, found) => (n) => {
        if (offends(n.schema, n))
            found.at(n, suffix);
    };
}
/**
 * A limit on a sum over the whole schema: the node at which the running sum (in the walk's order) first passes the
 * check's limit, as the pointer of its `keyword`; nothing when the schema stays within it.
 */
function crossing(amount, keyword) {
    return (c, found) => {
        let sum = 0;
        let crossed = false;
        return (n) => {
            if (crossed)
                return;
            sum += amount(n.schema);
            if (sum > c.limit) {
                crossed = true;
                found.at(n, keyword);
            }
        };
    };
}
const keywordsOf = new WeakMap();
/** A keyword list check: each of a node's own keys that `offends` against the check's keywords (a set, made once). */
function keywordTest(offends) {
    return (c, found) => {
        let keywords = keywordsOf.get(c);
        if (keywords === undefined)
            keywordsOf.set(c, (keywords = new Set(c.keywords)));
        const set = keywords;
        return (n) => {
            for (const k in n.schema)
                if (offends(set, k))
                    found.at(n, escapePointer(k));
        };
    };
}
const TOOL_TESTS = {
    'name-pattern': (tool, c) => (typeof tool.name === 'string' && new RegExp(c.pattern, 'u').test(tool.name) ? [] : ['/name']),
    'top-level-combinator': (tool, c) => {
        const s = tool.inputSchema;
        return (0,json/* isJsonObject */.OW)(s) ? c.keywords.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
    },
    'top-level-object': (tool) => {
        const s = tool.inputSchema;
        return (0,json/* isJsonObject */.OW)(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
    },
    'annotation-title': (tool) => {
        const a = tool.annotations;
        const titled = (v) => typeof v === 'string' && v.trim() !== '';
        return titled(tool.title) || ((0,json/* isJsonObject */.OW)(a) && titled(a.title)) ? [] : ['/annotations/title'];
    },
    // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
    // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
    'annotation-hints': (tool) => ((0,json/* isJsonObject */.OW)(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
};
const NODE_TESTS = {
    'array-items': each((s) => hasType(s, 'array') && !('items' in s), 'items'),
    'strict-closed-objects': each((s) => isObjectSchema(s) && s.additionalProperties !== false, 'additionalProperties'),
    // Judged at each property's own node, whose pointer other checks share (one string per node, not one per check);
    // a property whose schema is not an object (`true`) is never a node, and is judged at its parent.
    'strict-all-required': (_c, found) => {
        const listed = (s, name) => Array.isArray(s.required) && s.required.includes(name);
        return (n) => {
            if (n.keyword === 'properties' && n.parent !== undefined && !listed(n.parent.schema, n.key))
                found.at(n);
            const props = n.schema.properties;
            if ((0,json/* isJsonObject */.OW)(props))
                for (const p in props)
                    if (!(0,json/* isJsonObject */.OW)(props[p]) && !listed(n.schema, p))
                        found.at(n, `properties/${escapePointer(p)}`);
        };
    },
    'keyword-denylist': keywordTest((set, k) => set.has(k)),
    'keyword-allowlist': keywordTest((set, k) => !set.has(k)),
    'header-token': each((s) => HEADER in s && (typeof s[HEADER] !== 'string' || !checks_TOKEN.test(s[HEADER])), HEADER),
    'header-primitive': each((s) => HEADER in s && !(typeof s.type === 'string' && PRIMITIVE.has(s.type)) && !(Array.isArray(s.type) && s.type.length === 1 && PRIMITIVE.has(String(s.type[0]))), HEADER),
    'header-reachable': each((s, n) => HEADER in s && (!n.chain || n.parent === undefined), HEADER),
    'header-safe-integer': (_c, found) => (n) => {
        if (HEADER in n.schema && hasType(n.schema, 'integer'))
            for (const at of unsafeIntegers(n.schema))
                found.at(n, at);
    },
    // The object that crossed the limit is named, not every schema under it.
    'strict-nesting': (c, found) => each((s, n) => n.level === c.limit + 1 && isObjectSchema(s))(c, found),
    'strict-property-count': crossing((s) => ((0,json/* isJsonObject */.OW)(s.properties) ? Object.keys(s.properties).length : 0), 'properties'),
    'strict-string-size': crossing(stringSize, undefined),
    'strict-enum-count': crossing((s) => (Array.isArray(s.enum) ? s.enum.length : 0), 'enum'),
    'strict-enum-size': (c, found) => each((s) => {
        const e = s.enum;
        if (!Array.isArray(e) || e.length <= ENUM_MANY || !e.every((v) => typeof v === 'string'))
            return false;
        return e.reduce((sum, v) => sum + v.length, 0) > c.limit;
    }, 'enum')(c, found),
};
/**
 * header-unique: the second and later schemas (by pointer) that declare one header name, case-insensitively. Kept
 * apart: which one is the duplicate depends on all of them, so its offences are only known once the walk is done.
 */
function headerUnique() {
    const seen = [];
    return {
        visit: (n) => {
            const v = n.schema[HEADER];
            if (typeof v === 'string')
                seen.push({ pointer: `${pointerOf(n)}/${HEADER}`, key: v.toLowerCase() });
        },
        report: (found) => {
            const keys = new Set();
            // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
            for (const h of seen.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
                if (keys.has(h.key))
                    found.add(h.pointer);
                keys.add(h.key);
            }
        },
    };
}
/** Above this many values, one string enum's total length is bounded (strict-enum-size). */
const ENUM_MANY = 250;
const NUMERIC = ['const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];
/** Where an integer schema declares a value outside the safe integer range: a value, a bound, an enum or example member. */
function unsafeIntegers(s) {
    const unsafe = (v) => typeof v === 'number' && Math.abs(v) > Number.MAX_SAFE_INTEGER;
    const out = NUMERIC.filter((k) => unsafe(s[k]));
    for (const k of ['enum', 'examples']) {
        const l = s[k];
        if (Array.isArray(l))
            l.forEach((v, i) => unsafe(v) && out.push(`${k}/${i}`));
    }
    return out;
}
/** Property names, definition names, and string enum and const values, in characters (strict-string-size). */
function stringSize(s) {
    let size = 0;
    for (const k of ['properties', '$defs', 'definitions']) {
        const m = s[k];
        if ((0,json/* isJsonObject */.OW)(m))
            for (const name in m)
                size += name.length;
    }
    if (Array.isArray(s.enum))
        for (const v of s.enum)
            if (typeof v === 'string')
                size += v.length;
    if (typeof s.const === 'string')
        size += s.const.length;
    return size;
}
/**
 * Every offence of `checks` by one tool definition, in check order, pointers sorted within a check; with `first`, only
 * the first pointer of each check that fails (what the hosts pass and the gateway show), without building the others.
 */
function violationsOf(tool, checks, options = {}) {
    const first = options.first === true;
    const found = [];
    const visits = [];
    const after = [];
    for (const c of checks) {
        const whole = TOOL_TESTS[c.test];
        if (whole !== undefined) {
            found.push(whole(tool, c));
            continue;
        }
        const f = new Found(first);
        found.push(f);
        if (c.test === 'header-unique') {
            const u = headerUnique();
            visits.push(u.visit);
            after.push(() => u.report(f));
        }
        else
            visits.push(NODE_TESTS[c.test](c, f));
    }
    if (visits.length > 0) {
        walkSchema(tool.inputSchema, (n) => {
            for (let i = 0; i < visits.length; i++)
                visits[i](n);
        });
        for (const done of after)
            done();
    }
    const out = [];
    checks.forEach((c, i) => {
        const f = found[i];
        const pointers = Array.isArray(f) ? f : f.pointers();
        if (pointers.length === 0)
            return;
        if (first)
            out.push({ check: c.id, pointer: Array.isArray(f) ? least(pointers) : pointers[0] });
        else
            for (const pointer of [...new Set(pointers)].sort())
                out.push({ check: c.id, pointer });
    });
    return out;
}
function least(pointers) {
    let min = pointers[0];
    for (const p of pointers)
        if (p < min)
            min = p;
    return min;
}

;// CONCATENATED MODULE: ./src/hosts/pass.ts





/** The hosts a config ships to, in profile order; names the schema let through but this version lacks are skipped. */
function hostsOf(config) {
    if (config === undefined)
        return HOSTS.filter((h) => h.byDefault).map((h) => ({ host: h.name }));
    const wanted = new Map();
    if (Array.isArray(config))
        for (const n of config)
            wanted.set(n, undefined);
    else
        for (const [n, s] of Object.entries(config))
            if (s !== 'off')
                wanted.set(n, s);
    return HOSTS.filter((h) => wanted.has(h.name)).map((h) => ({ host: h.name, ...(wanted.get(h.name) ? { severity: wanted.get(h.name) } : {}) }));
}
/**
 * Whether a diff under `config` counts the tool list's tokens: some host is chosen, or a budget asks for the cost.
 * `"hosts": []` (or every host `off`) with no budget turns the whole pass off, the tokenizer's load with it.
 */
function countsCost(config) {
    return hostsOf(config.hosts).length > 0 || config.policy?.contextBudget !== undefined;
}
/** surface -> tool name -> its capability, from the surface's complete tool list. */
function toolsOf(snapshot) {
    const out = new Map();
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        const tools = new Map();
        for (const c of s.kinds?.tool?.items ?? [])
            tools.set(c.ref.slice('tool:'.length), c);
        out.set(surface, tools);
    }
    return out;
}
const CHECK = new Map(HOST_CHECKS.map((c) => [c.id, c]));
const NONE = new Map();
/**
 * Judges each definition once, by digest: the base and the head share most of theirs, and every host's checks run in
 * one walk of the schema, so a diff of two 1,000-tool surfaces judges about 1,000 definitions, not 2,000 per host.
 * The failures are filed by host as they are found, so each host's pass over the tools looks them up, never re-sorts them.
 */
function judge(checks) {
    const seen = new Map();
    return (c) => {
        let j = seen.get(c.digest);
        if (j === undefined) {
            const failed = new Map();
            for (const v of violationsOf(c.definition, checks, { first: true })) {
                const of = CHECK.get(v.check).host;
                let mine = failed.get(of);
                if (mine === undefined)
                    failed.set(of, (mine = new Map()));
                if (!mine.has(v.check))
                    mine.set(v.check, v.pointer);
            }
            j = { failed };
            seen.set(c.digest, j);
        }
        return j;
    };
}
/** Each definition's cost in `host`'s request form, counted once by digest. */
function costs(host, tokenizer) {
    const seen = new Map();
    return (c) => {
        let cost = seen.get(c.digest);
        if (cost === undefined)
            seen.set(c.digest, (cost = toolCost(host, c.definition, tokenizer)));
        return cost;
    };
}
function sessionNote(host) {
    return hostByName(host).wholeRequest
        ? 'This host fails the whole request for one refused tool: every tool of the session is lost, not only this one.'
        : 'This host drops the tool and keeps the others.';
}
/** `tokenizer` counts the context cost; without one (the synchronous library diff) it is an estimate, and says so. */
function hostPass(base, head, config, tokenizer = hosts_tokenizer/* ESTIMATE */.bg, needs = { evidence: true }) {
    if (!countsCost(config))
        return { findings: [], evidence: { hosts: [] }, adjust: (c) => c };
    const chosen = hostsOf(config.hosts);
    const names = new Set(chosen.map((c) => c.host));
    const form = costHost(chosen.map((c) => c.host));
    const judged = judge(HOST_CHECKS.filter((c) => names.has(c.host)));
    const costOf = costs(form, tokenizer);
    const b = toolsOf(base);
    const h = toolsOf(head);
    const findings = [];
    const acceptance = [];
    const surfaces = [...h.keys()].sort();
    for (const { host } of chosen) {
        const rejected = [];
        const ofHost = (c) => (c === undefined ? undefined : (judged(c).failed.get(host) ?? NONE));
        for (const surface of surfaces) {
            const before = b.get(surface);
            // A surface new in the head gives no finding (its tools were accepted by default), only evidence.
            if (!needs.evidence && before === undefined)
                continue;
            for (const [tool, cap] of h.get(surface)) {
                if (!needs.evidence && before?.get(tool)?.digest === cap.digest)
                    continue;
                const failed = ofHost(cap);
                const was = ofHost(before?.get(tool));
                for (const [check, pointer] of failed) {
                    rejected.push({ surface, tool, check, pointer });
                    // A tool new on this surface (or a surface new in the head) was accepted by default: nothing refused it.
                    if (was?.has(check) || before === undefined)
                        continue;
                    findings.push(acceptanceFinding('host-rejects-tool', host, surface, tool, check, pointer, was !== undefined));
                }
                for (const [check, pointer] of was ?? [])
                    if (!failed.has(check))
                        findings.push(acceptanceFinding('host-accepts-tool', host, surface, tool, check, pointer, true));
            }
        }
        const p = hostByName(host);
        acceptance.push({ host, title: p.title, wholeRequest: p.wholeRequest, rejected });
    }
    const severities = new Map(chosen.filter((c) => c.severity !== undefined).map((c) => [c.host, c.severity]));
    const adjust = (c) => adjustSeverity(c, severities);
    const budget = config.policy?.contextBudget;
    if (!needs.evidence && budget === undefined)
        return { findings, evidence: { hosts: [] }, adjust };
    const cost = contextCost(b, h, form, (0,hosts_tokenizer/* countMethod */.t2)(form, tokenizer), (c) => costOf(c).tokens, (c) => costOf(c).bytes);
    if (tokenizer !== hosts_tokenizer/* ESTIMATE */.bg)
        cost.method += (0,hosts_tokenizer/* overBoundNote */.Ne)(overBound(b, h, (c) => costOf(c).bytes));
    findings.push(...budgetFindings(cost, budget));
    return { findings, evidence: { hosts: acceptance, cost }, adjust };
}
function acceptanceFinding(rule, host, surface, tool, check, pointer, inBase) {
    const ref = `tool:${tool}`;
    const c = CHECK.get(check);
    const rejects = rule === 'host-rejects-tool';
    return {
        rule,
        kind: 'tool',
        surface,
        ...(inBase ? { before: rejects ? { refs: [ref] } : { refs: [ref], pointer } } : {}),
        after: rejects ? { refs: [ref], pointer } : { refs: [ref] },
        params: { name: tool, host: hostByName(host).title, hostId: host, check, what: c.rejects, pointer, session: rejects ? sessionNote(host) : '' },
    };
}
function adjustSeverity(c, severities) {
    if (c.rule !== 'host-rejects-tool')
        return c;
    const host = String(c.params?.hostId ?? '');
    const to = severities.get(host);
    if (to === undefined || to === c.severity)
        return c;
    return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.hosts["${host}"]` };
}
const GREW_SHOWN = 3;
/** Tools of either side whose JSON was over the counting bound (counted as their bytes). */
function overBound(base, head, bytesOf) {
    let n = 0;
    for (const side of [base, head])
        for (const tools of side.values())
            for (const cap of tools.values())
                if (bytesOf(cap) > hosts_tokenizer/* COUNT_BOUND_BYTES */.XG)
                    n++;
    return n;
}
function contextCost(base, head, host, method, tokensOf, bytesOf) {
    const surfaces = [];
    for (const [surface, tools] of [...head].sort(([x], [y]) => (x < y ? -1 : 1))) {
        const was = base.get(surface);
        let after = 0;
        let bytes = 0;
        let before = 0;
        const grew = [];
        for (const [name, cap] of tools) {
            const tokens = tokensOf(cap);
            after += tokens;
            bytes += bytesOf(cap);
            const old = was?.get(name);
            const b = old === undefined ? undefined : tokensOf(old);
            if (tokens > (b ?? 0))
                grew.push({ tool: name, ...(b === undefined ? {} : { before: b }), after: tokens });
        }
        for (const cap of was?.values() ?? [])
            before += tokensOf(cap);
        grew.sort((x, y) => y.after - (y.before ?? 0) - (x.after - (x.before ?? 0)) || (x.tool < y.tool ? -1 : 1));
        surfaces.push({ surface, ...(was === undefined ? {} : { before }), after, bytes, tools: tools.size, grew: grew.slice(0, GREW_SHOWN) });
    }
    return { host, method, surfaces };
}
const number = withCommas;
/** `+1,466 tokens, +27%` (or `-120 tokens, -3%`); the percent is left out when the base cost nothing. */
function costChange(before, after) {
    const delta = after - (before ?? 0);
    const sign = delta >= 0 ? '+' : '-';
    const percent = before ? `, ${sign}${Math.abs(Math.round((delta / before) * 1000) / 10)}%` : '';
    return `${sign}${number(Math.abs(delta))} tokens${percent}`;
}
function topOf(s) {
    if (s.grew.length === 0)
        return 'none';
    return s.grew.map((g) => `\`${g.tool}\` (${g.before === undefined ? 'new, ' : ''}${costChange(g.before, g.after).replace(/, [+-][\d.]+%$/, '')})`).join(', ');
}
function budgetFindings(cost, budget) {
    if (budget === undefined)
        return [];
    const out = [];
    for (const s of cost.surfaces) {
        if (s.before === undefined)
            continue;
        const params = { surface: s.surface, after: number(s.after), change: costChange(s.before, s.after), top: topOf(s), method: cost.method, host: cost.host };
        const overTokens = budget.tokens !== undefined && s.after > budget.tokens;
        const wasOver = budget.tokens !== undefined && s.before > budget.tokens;
        const growth = s.before > 0 ? ((s.after - s.before) / s.before) * 100 : 0;
        const overGrowth = budget.growthPercent !== undefined && growth > budget.growthPercent;
        const sides = { before: { refs: [], value: s.before }, after: { refs: [], value: s.after } };
        if ((overTokens && !wasOver) || overGrowth) {
            const limit = overTokens && !wasOver ? `${number(budget.tokens)} tokens` : `+${budget.growthPercent}% growth`;
            out.push({ rule: 'context-cost-over-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit } });
        }
        else if (wasOver && !overTokens) {
            out.push({ rule: 'context-cost-within-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit: `${number(budget.tokens)} tokens` } });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/api/diff.ts
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diff_diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const evidence = options.hostsEvidence ?? true;
    const hosts = hostPass(base, head, config, options.tokenizer, { evidence });
    const report = diffSnapshots(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    if (evidence)
        report.hosts = hosts.evidence;
    return report;
}

;// CONCATENATED MODULE: ./src/hosts/o200k.ts

let loading;
/** o200k_base, loaded once per process. */
function loadTokenizer() {
    loading ??= __nccwpck_require__.e(/* import() */ 100).then(__nccwpck_require__.bind(__nccwpck_require__, 1100)).then((m) => ({ name: 'o200k_base', count: m.o200kCounter() }));
    return loading;
}
/**
 * The tokenizer a diff under `config` counts with, its load started now: nothing when the config counts no cost
 * (`"hosts": []` and no budget), so a run that turned the hosts off never pays for it. Call it before the captures and
 * await it at the diff.
 */
function tokenizerFor(config) {
    if (!countsCost(config))
        return Promise.resolve(undefined);
    const started = loadTokenizer();
    // Awaited only at the diff: a run that fails before it (a capture error) must not also die of an unhandled rejection.
    started.catch(() => undefined);
    return started;
}

;// CONCATENATED MODULE: ./src/api/tokenizer.ts
// The tokenizer the context cost is counted with (o200k_base, loaded on first use): hand `await loadTokenizer()` to
// diffSnapshots, or start `tokenizerFor(config)` before capturing and await it at the diff (it loads while the servers
// start, and not at all when the config counts no cost). Apart from the diff, so a caller that only counts (guard
// --print-surface) does not load the classifier, and one that never counts (the matchers) does not bundle the tokenizer.


;// CONCATENATED MODULE: ./src/render/junit.ts
// XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF even as character references: they are shown
// as visible `\uXXXX` text so a hostile description cannot make the file unreadable.
const ILLEGAL_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Text or attribute value made inert in XML; no CDATA is used, so `]]>` needs nothing beyond `>` escaped. */
function xmlText(value) {
    return value
        .replace(ILLEGAL_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
function failing(opts) {
    return (change) => (change.severity === 'breaking' || change.severity === 'review') && !opts.approved?.has(change.fingerprint);
}
function caseName(change) {
    const ref = change.after?.refs[0] ?? change.before?.refs[0] ?? change.kind;
    return `${change.surface} ${ref}`;
}
function testCase(server, name, changes, isFailure) {
    const failures = changes.filter(isFailure);
    const open = `    <testcase classname="${xmlText(server)}" name="${xmlText(name)}"`;
    if (failures.length === 0)
        return `${open}/>`;
    const body = failures.map((c) => {
        const detail = `${c.rule} (${c.severity}): ${c.message}\nfingerprint: ${c.fingerprint}${c.hint ? `\nhint: ${c.hint}` : ''}`;
        return `      <failure type="${xmlText(c.rule)}" message="${xmlText(c.message)}">${xmlText(detail)}</failure>`;
    });
    return `${open}>\n${body.join('\n')}\n    </testcase>`;
}
function testSuite(report, isFailure) {
    const groups = new Map();
    for (const change of report.changes) {
        const name = caseName(change);
        groups.set(name, [...(groups.get(name) ?? []), change]);
    }
    const cases = groups.size === 0 ? [testCase(report.server, 'no drift', [], isFailure)] : [...groups].map(([name, cs]) => testCase(report.server, name, cs, isFailure));
    const failures = [...groups.values()].filter((cs) => cs.some(isFailure)).length;
    const tests = Math.max(groups.size, 1);
    return `  <testsuite name="${xmlText(report.server)}" tests="${tests}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
}
function errorSuite(entry) {
    const server = xmlText(entry.server);
    return `  <testsuite name="${server}" tests="1" failures="0" errors="1" skipped="0">\n    <testcase classname="${server}" name="snapshot">\n      <error type="snapshot" message="${xmlText(entry.error)}"/>\n    </testcase>\n  </testsuite>`;
}
/** JUnit XML for one report per server (a server without one is an error suite). */
function renderJunit(reports, opts = {}) {
    const isFailure = failing(opts);
    const suites = reports.map((r) => ('error' in r ? errorSuite(r) : testSuite(r, isFailure)));
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-contract">\n${suites.join('\n')}\n</testsuites>\n`;
}

;// CONCATENATED MODULE: ./src/render/escape.ts
// Server- and PR-controlled text is untrusted: once placed in a PR comment it must render as inert, visible text.
/** Characters a reviewer cannot see but that change what a name means or how text reads. */
const INVISIBLE_NAMES = new Map([
    [0x00ad, 'soft hyphen'],
    [0x061c, 'arabic letter mark'],
    [0x115f, 'hangul choseong filler'],
    [0x1160, 'hangul jungseong filler'],
    [0x180e, 'mongolian vowel separator'],
    [0x200b, 'zero width space'],
    [0x200c, 'zero width non-joiner'],
    [0x200d, 'zero width joiner'],
    [0x200e, 'left-to-right mark'],
    [0x200f, 'right-to-left mark'],
    [0x2028, 'line separator'],
    [0x2029, 'paragraph separator'],
    [0x202a, 'left-to-right embedding'],
    [0x202b, 'right-to-left embedding'],
    [0x202c, 'pop directional formatting'],
    [0x202d, 'left-to-right override'],
    [0x202e, 'right-to-left override'],
    [0x2060, 'word joiner'],
    [0x2061, 'function application'],
    [0x2062, 'invisible times'],
    [0x2063, 'invisible separator'],
    [0x2064, 'invisible plus'],
    [0x2066, 'left-to-right isolate'],
    [0x2067, 'right-to-left isolate'],
    [0x2068, 'first strong isolate'],
    [0x2069, 'pop directional isolate'],
    [0x3164, 'hangul filler'],
    [0xfeff, 'zero width no-break space'],
    [0xffa0, 'halfwidth hangul filler'],
]);
function invisibleName(cp) {
    const named = INVISIBLE_NAMES.get(cp);
    if (named !== undefined)
        return named;
    if (cp < 0x20 || cp === 0x7f)
        return 'control character';
    if (cp >= 0x80 && cp <= 0x9f)
        return 'control character';
    // Tag characters smuggle ASCII text that no font draws.
    if (cp >= 0xe0000 && cp <= 0xe007f)
        return 'tag character';
    if (cp >= 0xe0100 && cp <= 0xe01ef)
        return 'variation selector';
    if (cp >= 0xfe00 && cp <= 0xfe0f)
        return 'variation selector';
    return undefined;
}
function escape_hex(cp) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Whitespace a reader sees (or that is ordinary layout in a description). */
const ORDINARY_WHITESPACE = new Set([0x09, 0x0a, 0x0d]);
/**
 * Lists the invisible characters in `text`, one entry per distinct character, e.g. `U+202E (right-to-left override)`.
 * Tabs and newlines are ordinary layout and are not listed.
 */
function describeInvisible(text) {
    const seen = new Set();
    const out = [];
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ORDINARY_WHITESPACE.has(cp) || seen.has(cp))
            continue;
        const name = invisibleName(cp);
        if (name === undefined)
            continue;
        seen.add(cp);
        out.push(`${escape_hex(cp)} (${name})`);
    }
    return out;
}
/** Replaces each invisible character with a visible `\u27e8U+XXXX\u27e9` token; newlines and tabs are kept. */
function revealInvisible(text) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `\u27e8${escape_hex(cp)}\u27e9` : ch;
    }
    return out;
}
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
function truncate(text, max) {
    // No more code points than UTF-16 units: short text is kept without walking it, long text walked up to the cut only.
    if (text.length <= max)
        return text;
    const keep = Math.max(0, max - 1);
    let count = 0;
    let cut = 0;
    for (const ch of text) {
        if (++count > max)
            break;
        if (count <= keep)
            cut += ch.length;
    }
    return count <= max ? text : `${text.slice(0, cut)}\u2026`;
}
const ZWSP = '\u200b';
/** Punctuation that means something to markdown, GFM tables, math or HTML anywhere in a line: numeric entities. */
const ENTITY_CHARS = new Set('\\`*_[]#!|<>&"\'~$'.split(''));
/** Characters that only mean something at the start of a line (lists, headings, setext underlines, quotes). */
const LINE_START_CHARS = new Set('-+=.)'.split(''));
const DEFAULT_INLINE_MAX = 200;
/** Code longer than this may break after `/`; shorter code never widens a table much and stays searchable. */
const WRAP_AT = 40;
/**
 * Makes untrusted text safe inside a markdown paragraph, table cell or HTML element of a PR comment:
 * one line, invisible characters made visible, truncated, no links, images, HTML, mentions, issue references,
 * emphasis, code spans or table breaks, and no way to forge this tool's hidden comment markers.
 */
function escapeInline(text, max = DEFAULT_INLINE_MAX) {
    return entities(pingBreaks(clean(text, max)));
}
/**
 * Untrusted text as an inline `<code>` element, for names, refs and pointers a reader may copy: GitHub makes no
 * mentions or issue references inside code, so no zero-width space is needed there (only after `@`, which the email
 * autolinker still reads), and link schemes are entity-escaped (decoded when read and copied, never a link).
 * Long code may break after `/`, `_`, `.`, `:` and `-` (`<wbr>`), so a long name, pointer or URI wraps instead of
 * widening the table; the break copies as nothing.
 */
function escapeCode(text, max = DEFAULT_INLINE_MAX) {
    const body = entities(clean(text, max).replace(/@/g, `@${ZWSP}`));
    return `<code>${body.length > WRAP_AT ? body.replace(/(\/|&#95;|[.:-])/g, '$1<wbr>') : body}</code>`;
}
function clean(text, max) {
    const s = revealInvisible(String(text).replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim());
    return truncate(s, max);
}
/**
 * GitHub turns mentions and issue references into pings and cross-references after markdown is rendered, so
 * entities alone do not stop them: a zero-width space after the trigger character breaks the pattern while the text
 * reads the same.
 */
function pingBreaks(s) {
    return s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9A-Za-z])/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function entities(s) {
    let out = '';
    // A list marker only works at the start of a line: `- x`, `+ x`, `1. x`, `1) x`, or a setext `===`.
    const lead = /^\d*/.exec(s)?.[0].length ?? 0;
    let i = 0;
    // Links in comments are found while parsing only: `http&#58;//` and `www&#46;` are never linked, and copy as typed.
    const linkAt = new Set();
    for (const m of s.matchAll(/:\/\/|\bwww\./gi))
        linkAt.add((m.index ?? 0) + (m[0] === '://' ? 0 : 3));
    for (const ch of s) {
        const atStart = i === lead && LINE_START_CHARS.has(ch);
        out += ENTITY_CHARS.has(ch) || atStart || linkAt.has(i) ? `&#${ch.charCodeAt(0)};` : ch;
        i += ch.length;
    }
    return out;
}
/** Text safe inside a fenced code block: no forged markers, invisible characters made visible. */
function neutralizeCode(text) {
    return revealInvisible(text).replace(/<!--/g, `<!${ZWSP}--`);
}
/** A fence longer than any backtick run inside, so the content can never close the block early. */
function codeFence(text) {
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/** A fenced code block holding untrusted text. `lang` is ours (trusted). */
function codeBlock(text, lang = '') {
    const body = neutralizeCode(text.replace(/\r\n?/g, '\n'));
    const fence = codeFence(body);
    return `${fence}${lang}\n${body}\n${fence}`;
}
/**
 * Pretty JSON whose meaning is unchanged but which can hold no markup: `<`, `>`, `&` and invisible characters
 * (which only occur inside JSON strings) are written as `\uXXXX` escapes.
 */
function safeJson(value) {
    const text = JSON.stringify(value, null, 2) ?? 'undefined';
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === '<' || ch === '>' || ch === '&' || (cp !== 0x0a && invisibleName(cp) !== undefined)) {
            // Astral characters become a surrogate pair of escapes, which JSON.parse reads back as the same character.
            for (let i = 0; i < ch.length; i++)
                out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
        }
        else
            out += ch;
    }
    return out;
}
/** A fenced ```json block of `value`. */
function jsonBlock(value) {
    const text = safeJson(value);
    const fence = codeFence(text);
    return `${fence}json\n${text}\n${fence}`;
}
/**
 * A table cell's markdown: GFM splits cells on `|` even inside code spans, so each is written `\|` (read back as `|`
 * inside a code span). Outside code spans escapeInline already wrote pipes as entities.
 */
function tableCell(markdown) {
    return markdown.replace(/\|/g, '\\|');
}
/** A single-line code span for untrusted text (inside a table, pass the cell through tableCell). */
function codeSpan(text, max = DEFAULT_INLINE_MAX) {
    const body = neutralizeCode(truncate(text.replace(/[\r\n]+/g, ' '), max));
    let longest = 0;
    for (const m of body.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body.startsWith(' ') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}

;// CONCATENATED MODULE: ./src/render/client-rules.ts
// What a declared rename, merge or split does to the decisions users saved in their own clients: every rule naming an
// old tool stops matching it, and a deny on an old name does not cover the new one. A few lines for the PR comment and
// the release notes, with the one `mcp-contract consent` command that carries the rules. Tool names are server text:
// each goes through a code span.


const MOVES = new Set(['renamed', 'merged', 'split']);
const MAX_LINES = 20;
function nameOf(ref) {
    return (0,canonical/* parseRef */.rd)(ref)?.key ?? ref;
}
/** One line per declared tool move (surfaces seen once): `a` \u2192 `b`, with the server when there are several. */
function moveLines(reports) {
    const multi = reports.length > 1;
    const out = [];
    for (const r of reports)
        for (const c of r.changes) {
            if (c.kind !== 'tool' || !MOVES.has(c.type) || !c.before?.refs.length || !c.after?.refs.length)
                continue;
            const line = `- ${c.before.refs.map((x) => codeSpan(nameOf(x), 200)).join(', ')} \u2192 ${c.after.refs.map((x) => codeSpan(nameOf(x), 200)).join(', ')}${multi ? ` (${codeSpan(r.server, 100)})` : ''}`;
            if (!out.includes(line))
                out.push(line);
        }
    return out;
}
/**
 * The section, or nothing when no tool moved. Without `pair` (a PR, before any release tag exists) the command names
 * the tags and snapshot path to fill in.
 */
function clientRulesMarkdown(reports, pair, heading = '####') {
    const moves = moveLines(reports);
    if (moves.length === 0)
        return [];
    const shown = moves.length > MAX_LINES ? [...moves.slice(0, MAX_LINES), `- and ${moves.length - MAX_LINES} more`] : moves;
    const snapshot = pair?.snapshot ?? '<snapshot>';
    const command = `mcp-contract consent --config mcp-contract.json --from git:${pair?.from ?? '<last release tag>'}:${snapshot} --to git:${pair?.to ?? '<this release tag>'}:${snapshot} --root <your project>`;
    return [
        `${heading} Saved client rules`,
        '',
        "Users' saved rules naming these tools stop matching them, and a deny on an old name does not cover the new one: Claude Code `permissions` (`mcp__<server>__<tool>`), Gemini CLI `includeTools`/`excludeTools`, Codex `enabled_tools`/`disabled_tools`/`tools.<tool>.approval_mode`, VS Code tool sets and gateway profiles.",
        '',
        ...shown,
        '',
        `Users carry them (denies to every successor, allows only to a tool that can do no more) by running, in a clone of this repository: ${codeSpan(command, 600)}; it prints the plan, and \`--write\` applies it.`,
        '',
    ];
}

;// CONCATENATED MODULE: ./src/github/hidden.ts
// The sticky comment's hidden marker and data: how one run tells the next which changes were reviewed at which commits.

const MARKER_PREFIX = '<!-- mcp-contract:';
const DATA_PREFIX = '<!-- mcp-contract-data:';
/** Head shas kept in the hidden data; older ones stop carrying sign-off (a reviewer can approve again). */
const MAX_SHAS = 100;
/**
 * The hidden marker line for one config and server set. Hashed so no path or server name (PR-controlled) can
 * put `-->` or markup into the marker.
 */
function markerFor(configPath, servers) {
    const key = `${configPath}\n${[...new Set(servers)].sort().join('\n')}`;
    const id = createHash('sha256').update(key).digest('hex').slice(0, 16);
    return `${MARKER_PREFIX}${id} -->`;
}
function encodeHiddenData(data) {
    // base64url has no `>` or `!`, so the payload can never end the HTML comment early.
    return `${DATA_PREFIX}${Buffer.from(JSON.stringify(data), 'utf8').toString('base64url')} -->`;
}
const SHA = /^[0-9a-f]{7,64}$/i;
const DATA_RE = /<!-- mcp-contract-data:([A-Za-z0-9_-]*) -->/g;
function isStringArray(v, re) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string' && (re === undefined || re.test(x)));
}
/** Decodes one payload; undefined for anything that is not exactly a v1 record. */
function decode(payload) {
    let value;
    try {
        value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const o = value;
    if (o.v !== 1 || typeof o.sha !== 'string' || !SHA.test(o.sha))
        return undefined;
    if (!isStringArray(o.fingerprints) || !isStringArray(o.shas, SHA) || typeof o.since !== 'string')
        return undefined;
    if (Number.isNaN(Date.parse(o.since)))
        return undefined;
    if (!o.shas.includes(o.sha))
        return undefined;
    return { v: 1, sha: o.sha, fingerprints: [...o.fingerprints].sort(), shas: o.shas, since: o.since };
}
/**
 * Reads the hidden data from a comment body. Garbage, a wrong version or more than one data block (someone
 * managed to add a second) all give undefined, which callers treat as "no trusted history".
 */
function readHiddenData(body) {
    if (typeof body !== 'string')
        return undefined;
    const found = [...body.matchAll(DATA_RE)];
    if (found.length !== 1)
        return undefined;
    // A data block that starts the same but is malformed would not match the regex; count prefixes as well.
    if (body.split(DATA_PREFIX).length - 1 !== 1)
        return undefined;
    return decode(found[0][1]);
}
function sameSet(a, b) {
    const sa = new Set(a);
    const sb = new Set(b);
    return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}
/** True when `previous` recorded exactly the set of fingerprints in `current`. */
function sameFingerprints(previous, current) {
    return previous !== undefined && sameSet(previous.fingerprints, current);
}
/**
 * The hidden data to write now: the sha history continues while the fingerprint set needing sign-off is unchanged
 * and restarts (with `now` as its start) when the set changes or there was no trusted history.
 */
function nextHiddenData(previous, headSha, fingerprints, now) {
    const sorted = [...new Set(fingerprints)].sort();
    if (previous !== undefined && sameSet(previous.fingerprints, sorted)) {
        const shas = [...previous.shas.filter((s) => s !== headSha), headSha].slice(-MAX_SHAS);
        return { v: 1, sha: headSha, fingerprints: sorted, shas, since: previous.since };
    }
    return { v: 1, sha: headSha, fingerprints: sorted, shas: [headSha], since: now.toISOString() };
}

;// CONCATENATED MODULE: ./src/render/text-delta.ts
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
function text_delta_textDelta(before, after) {
    const { a, b, start, endA, endB } = commonEnds(before, after);
    return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}
/** Both texts as words with their whitespace, and where their common prefix ends and common suffix starts in each. */
function commonEnds(before, after) {
    const a = before.split(/(\s+)/);
    const b = after.split(/(\s+)/);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    return { a, b, start, endA, endB };
}
/** The delta of a text change (description, title, instructions) when both sides are strings. */
function changeTextDelta(c) {
    const before = c.before?.value;
    const after = c.after?.value;
    if (typeof before !== 'string' || typeof after !== 'string')
        return undefined;
    if (c.type !== 'description' && c.rule !== 'server-instructions-changed')
        return undefined;
    return text_delta_textDelta(before, after);
}
/** Above this many word pairs in the changed middle, it is shown as one removal and one addition (the LCS is quadratic). */
const MAX_LCS_CELLS = 1_000_000;
function pushRun(runs, op, text) {
    if (text === '')
        return;
    const last = runs[runs.length - 1];
    if (last?.op === op)
        last.text += text;
    else
        runs.push({ op, text });
}
/**
 * The words a text change removed and added, in place: the common prefix and suffix as textDelta trims them, the
 * middle by a longest common subsequence of words (whitespace kept), so an edit in two places marks two places.
 */
function wordDiff(before, after) {
    const { a, b, start, endA, endB } = commonEnds(before, after);
    const runs = [];
    pushRun(runs, 'same', a.slice(0, start).join(''));
    const x = a.slice(start, endA);
    const y = b.slice(start, endB);
    if (x.length * y.length > MAX_LCS_CELLS) {
        pushRun(runs, 'removed', x.join(''));
        pushRun(runs, 'added', y.join(''));
    }
    else {
        // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
        const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
        for (let i = x.length - 1; i >= 0; i--)
            for (let j = y.length - 1; j >= 0; j--)
                lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        let i = 0;
        let j = 0;
        while (i < x.length || j < y.length) {
            if (i < x.length && j < y.length && x[i] === y[j]) {
                pushRun(runs, 'same', x[i++]);
                j++;
            }
            else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1]))
                pushRun(runs, 'removed', x[i++]);
            else
                pushRun(runs, 'added', y[j++]);
        }
    }
    pushRun(runs, 'same', a.slice(endA).join(''));
    return runs;
}

;// CONCATENATED MODULE: ./src/render/hosts.ts


const hosts_number = withCommas;
/** `anthropic \u2713 · openai \u2717 <code>fetch</code> <code>/inputSchema/anyOf</code> (+2 more)`, or nothing when every host accepts every tool. */
function hostAcceptanceLine(e) {
    if (!e.hosts.some((h) => h.rejected.length > 0))
        return undefined;
    const cells = e.hosts.map((h) => {
        if (h.rejected.length === 0)
            return `${escapeInline(h.host, 40)} \u2713`;
        const [first] = h.rejected;
        const more = h.rejected.length > 1 ? ` (+${h.rejected.length - 1} more)` : '';
        const whole = h.wholeRequest ? ', fails the whole request' : '';
        return `${escapeInline(h.host, 40)} \u2717 ${escapeCode(first.tool, 80)} ${escapeCode(first.pointer, 120)}${more}${whole}`;
    });
    return `**Hosts:** ${cells.join(' · ')}`;
}
function surfaceLine(s) {
    if (s.before === undefined || s.before === s.after)
        return undefined;
    const delta = s.after - s.before;
    const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
    const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${escapeCode(g.tool, 80)} ${g.before === undefined ? 'new, ' : ''}+${hosts_number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
    return `${delta > 0 ? '+' : '-'}${hosts_number(Math.abs(delta))} tokens per request${percent} on ${escapeInline(s.surface, 60)}: ${hosts_number(s.before)} \u2192 ${hosts_number(s.after)}${top}`;
}
/** `**Context cost:** +1,466 tokens per request (+27%) on default: 5,430 \u2192 6,896; most from ...`, when it moved. */
function contextCostLine(e) {
    if (e.cost === undefined)
        return undefined;
    const lines = e.cost.surfaces.map(surfaceLine).filter((l) => l !== undefined);
    if (lines.length === 0)
        return undefined;
    return `**Context cost** <sub>(${escapeInline(e.cost.host, 40)} request form, ${escapeInline(e.cost.method, 160)})</sub>: ${lines.join(' · ')}`;
}
/** The same evidence as terminal lines (`check`, `diff`): server text cleaned of control sequences. */
function hostTextLines(e, clean) {
    const lines = [];
    if (e.hosts.some((h) => h.rejected.length > 0)) {
        const cells = e.hosts.map((h) => {
            if (h.rejected.length === 0)
                return `${h.host} ok`;
            const [first] = h.rejected;
            const tools = new Set(h.rejected.map((x) => `${x.surface}/${x.tool}`)).size;
            return `${h.host} refuses ${tools} tool${tools === 1 ? '' : 's'} (first: ${clean(first.tool, 80)} at ${clean(first.pointer, 120)}, check ${first.check})${h.wholeRequest ? ', failing the whole request' : ''}`;
        });
        lines.push(`  hosts: ${cells.join('; ')}`);
    }
    for (const s of e.cost?.surfaces ?? []) {
        if (s.before === undefined || s.before === s.after)
            continue;
        const delta = s.after - s.before;
        const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
        const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${clean(g.tool, 80)} +${hosts_number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
        lines.push(`  context cost on ${clean(s.surface, 60)}: ${hosts_number(s.before)} -> ${hosts_number(s.after)} tokens per request${percent}${top} (${e.cost.host} request form; ${e.cost.method})`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/message.ts


function code(text, max, style) {
    return style === 'html' ? escapeCode(text, max) : codeSpan(text, max);
}
/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value, max, style) {
    const parts = value.split(/`([^`\n]*)`/);
    if (parts.length === 1)
        return escapeInline(value, max);
    // escapeInline trims; the spaces around a code segment are kept.
    const text = (p) => (p.startsWith(' ') ? ' ' : '') + escapeInline(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
    return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
function safeTemplate(template, params, max = 500, style = 'html') {
    const fill = (text, esc) => text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? esc(paramText(params[key])) : whole);
    let out = '';
    let last = 0;
    for (const m of template.matchAll(/`([^`]*)`/g)) {
        out += fill(template.slice(last, m.index), (v) => prose(v, max, style));
        out += code(fill(m[1], (v) => v), max, style);
        last = (m.index ?? 0) + m[0].length;
    }
    return out + fill(template.slice(last), (v) => prose(v, max, style));
}
function complete(template, params) {
    return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].every((m) => Object.prototype.hasOwnProperty.call(params, m[1]));
}
function safeMessage(change, style = 'html') {
    const rule = rules_ruleById(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return escapeInline(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = rules_ruleById(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return escapeInline(change.hint, 800);
    const params = change.params ?? {};
    const base = fillTemplate(rule.hint, params);
    const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
    const head = safeTemplate(rule.hint, params);
    return extra ? `${head} ${escapeInline(extra, 800)}` : head;
}
/** A row's wording: one change's message, or for a group the rule's "each tool" form with the shared values. */
function safeGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return safeMessage(g.lead);
    return safeTemplate(g.template, g.lead.params ?? {});
}
/** The same in plain text (terminal, annotations). */
function plainGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return g.lead.message;
    return fillTemplate(g.template, g.lead.params ?? {});
}

;// CONCATENATED MODULE: ./src/render/causes.ts

/** The capability a change is about (a risky-text row names only the new side, the text edit both). */
const causes_refsOf = (c) => c.after?.refs[0] ?? c.before?.refs[0] ?? '';
const causes_pointerOf = (c) => c.after?.pointer ?? c.before?.pointer;
/** `_meta.ui` keys, and the `ui/...` keys MCP Apps wrote at the top of `_meta` before `ui` was an object. */
const isUiMeta = (p) => p !== undefined && (p.startsWith('/_meta/ui/') || p.startsWith('/_meta/ui~1'));
/** Server capability flag -> the kinds whose removal rows it belongs with. */
const FLAG_KINDS = { tools: ['tool'], prompts: ['prompt'], resources: ['resource', 'resourceTemplate'] };
const KIND_REMOVALS = new Set(['capability-removed', 'capability-removed-kind-unsupported']);
/** Rows of risky text a text edit at the same place is told under (the server instructions' too). */
const RISKY_ROWS = new Set(['risky-text-added', 'text-data-movement-added']);
/** Additions whose new text a risky-text row may be about. */
const ADDITIONS = new Set(['tool-input-property-added', 'tool-output-property-added', 'prompt-optional-argument-added']);
/** The top-level flag a `server-capability-removed` names (`/capabilities/prompts/listChanged` -> prompts). */
function flagOf(c) {
    const m = c.rule === 'server-capability-removed' ? /^\/capabilities\/([^/]+)(\/.*)?$/.exec(causes_pointerOf(c) ?? '') : null;
    return m === null ? undefined : { flag: m[1], top: m[2] === undefined };
}
/** For each change, the change whose row tells it (undefined: a row of its own). */
function causeOf(changes) {
    const out = new Map();
    const bySurface = (c) => c.surface;
    // Risky text arrives through a text edit at the same place: the risky row tells the edit.
    const risky = new Map();
    for (const c of changes)
        if (RISKY_ROWS.has(c.rule))
            risky.set(JSON.stringify([bySurface(c), causes_refsOf(c), causes_pointerOf(c)]), c);
    // A deprecation notice arrives through the description or title edit that wrote it: that edit's row tells it.
    const edits = new Map();
    for (const c of changes)
        if (c.rule === 'description-changed' || c.rule === 'title-changed')
            edits.set(JSON.stringify([bySurface(c), causes_refsOf(c), causes_pointerOf(c)]), c);
    // A new property or prompt argument whose own text is risky arrives with it: the risky row (at its description or
    // title, below the addition's place) tells the addition.
    const riskyWithin = (c) => {
        const at = causes_pointerOf(c);
        if (at === undefined)
            return undefined;
        for (const x of risky.values())
            if (x.surface === c.surface && causes_refsOf(x) === causes_refsOf(c) && (causes_pointerOf(x) ?? '').startsWith(`${at}/`))
                return x;
        return undefined;
    };
    // An app view on a tool: its other `_meta.ui` keys, and the view resource it links to when that resource is new.
    const views = new Map();
    const viewResources = new Map();
    for (const c of changes) {
        if (c.rule !== 'tool-app-view-changed')
            continue;
        views.set(JSON.stringify([bySurface(c), causes_refsOf(c)]), c);
        const uri = c.after?.value;
        if (typeof uri === 'string' && !viewResources.has(`${c.surface}\u0000resource:${uri}`))
            viewResources.set(`${c.surface}\u0000resource:${uri}`, c);
    }
    // A kind's capability dropped: the kind's first removal row tells the flag and its sub-flags.
    const removalOf = new Map();
    for (const c of changes)
        if (KIND_REMOVALS.has(c.rule) && !removalOf.has(`${c.surface}\u0000${c.kind}`))
            removalOf.set(`${c.surface}\u0000${c.kind}`, c);
    const topFlag = new Map();
    for (const c of changes) {
        const f = flagOf(c);
        if (f?.top)
            topFlag.set(`${c.surface}\u0000${f.flag}`, c);
    }
    for (const c of changes) {
        let lead;
        if (c.rule === 'description-changed' || c.rule === 'title-changed' || c.rule === 'server-instructions-changed')
            lead = risky.get(JSON.stringify([bySurface(c), causes_refsOf(c), causes_pointerOf(c)]));
        else if (ADDITIONS.has(c.rule))
            lead = riskyWithin(c);
        else if (c.rule === 'capability-deprecated')
            lead = edits.get(JSON.stringify([bySurface(c), causes_refsOf(c), causes_pointerOf(c)]));
        else if (c.rule !== 'tool-app-view-changed' && c.kind === 'tool' && isUiMeta(causes_pointerOf(c)))
            lead = views.get(JSON.stringify([bySurface(c), causes_refsOf(c)]));
        else if (c.rule === 'capability-added' && c.kind === 'resource' && c.after?.refs.length === 1)
            lead = viewResources.get(`${c.surface}\u0000${c.after.refs[0]}`);
        else {
            const f = flagOf(c);
            if (f !== undefined) {
                const kinds = FLAG_KINDS[f.flag] ?? [];
                lead = kinds.map((k) => removalOf.get(`${c.surface}\u0000${k}`)).find((x) => x !== undefined) ?? (f.top ? undefined : topFlag.get(`${c.surface}\u0000${f.flag}`));
            }
        }
        // Never under a quieter row: a change louder than its cause's row keeps a row of its own.
        if (lead !== undefined && lead !== c && changeRank(c) >= changeRank(lead))
            out.set(c, lead);
    }
    return out;
}
/** Splits changes into row leads and what each lead tells; a told change's own told changes move up to its lead. */
function foldCauses(changes) {
    const cause = causeOf(changes);
    const root = (c) => {
        let r = c;
        for (let hops = 0; cause.has(r) && hops < 4; hops++)
            r = cause.get(r);
        return r;
    };
    const told = new Map();
    const leads = [];
    for (const c of changes) {
        const r = root(c);
        if (r === c)
            leads.push(c);
        else
            told.set(r, [...(told.get(r) ?? []), c]);
    }
    return { leads, told };
}
/** A told change's own advice a reviewer acts on, shown under it: a deprecation's config entry to paste. */
function toldHint(c) {
    return c.rule === 'capability-deprecated' && c.hint !== '' ? c.hint : undefined;
}
/** Told changes by rule and severity, in the order they came. */
function toldLines(told) {
    const out = new Map();
    for (const c of told) {
        const key = `${c.rule}\u0000${c.severity}`;
        const line = out.get(key) ?? { rule: c.rule, severity: c.severity, refs: [], pointers: [], changes: [] };
        const ref = c.after?.refs[0] ?? c.before?.refs[0] ?? c.surface;
        const pointer = causes_pointerOf(c);
        if (!line.refs.includes(ref))
            line.refs.push(ref);
        if (pointer !== undefined && pointer !== '' && !line.pointers.includes(pointer))
            line.pointers.push(pointer);
        line.changes.push(c);
        out.set(key, line);
    }
    return [...out.values()];
}

;// CONCATENATED MODULE: ./src/render/group.ts






function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = rules_ruleById(c.rule)?.message.includes('{surface}') ?? true;
        if (wordedBySurface || c.surface === '*') {
            out.push(c);
            continue;
        }
        const key = JSON.stringify([c.rule, c.severity, c.kind, sideKey(c.before), sideKey(c.after), c.message, c.adjusted ?? null]);
        const seen = byKey.get(key);
        if (seen) {
            seen.surface = `${seen.surface}, ${c.surface}`;
            seen.fingerprint = `${seen.fingerprint}, ${c.fingerprint}`;
        }
        else {
            const copy = { ...c };
            byKey.set(key, copy);
            out.push(copy);
        }
    }
    return out;
}
/**
 * A rule's message rewritten to speak of "each tool" instead of one named capability, or undefined when its wording
 * cannot be (then its changes are never grouped across capabilities).
 */
function groupTemplate(message) {
    const out = message
        .replace(/^The (\{kind\}|tool|prompt|resource) `\{name\}`/, 'Each $1')
        .replace(/^(Tool|Prompt) `\{name\}`/, (_, k) => `Each ${k.toLowerCase()}`)
        .replace(/(^|\s)(\{kind\}|tool|prompt|resource) `\{name\}`/g, '$1each $2');
    return out.includes('{name}') || out === message ? undefined : out;
}
/** True when the members of a group do not all share one before/after. */
function isVaried(g) {
    return g.variants.length > 1;
}
function capabilityRef(c) {
    const before = c.before?.refs ?? [];
    const after = c.after?.refs ?? [];
    const refs = [...new Set([...before, ...after])];
    return refs.length === 1 ? refs[0] : undefined;
}
/** What members of one row share whatever their values: rule, severity, kind, surface, adjustment, which params. */
function ruleKey(c) {
    // A text edit that adds a cue is a row of its own, naming it; every plain rewording of a report is one row.
    if ((cuesOf(c)?.length ?? 0) > 0)
        return undefined;
    const reworded = rewording_isPlainRewording(c);
    const rule = rules_ruleById(c.rule);
    const name = c.params?.name;
    if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined)
        return undefined;
    // A rule with an identity (a host and check) says it in each row: one row per capability and identity.
    if (rule.identity !== undefined)
        return undefined;
    if (groupTemplate(rule.message) === undefined)
        return undefined;
    // A name with invisible characters is a look-alike until read: it keeps a row of its own.
    if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => describeInvisible(s).length > 0))
        return undefined;
    if (reworded)
        return JSON.stringify(['reworded', c.severity, c.surface, c.adjusted ?? null]);
    return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, Object.keys(c.params ?? {}).sort()]);
}
/** Within a rule's row: members whose values and wording are the same. */
function valueKey(c) {
    const name = String(c.params?.name ?? '');
    const params = Object.entries(c.params ?? {})
        .filter(([k]) => k !== 'name')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const side = (s) => (s ? [s.pointer ?? null, s.value ?? null] : null);
    return JSON.stringify([side(c.before), side(c.after), params, c.hint.split(name).join('\u0000')]);
}
/** The "each tool" wording with every placeholder whose value differs between members written as "\u2026". */
function variedTemplate(template, members) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => {
        const values = new Set(members.map((m) => String(m.params?.[key] ?? '')));
        return values.size === 1 ? whole : '\u2026';
    });
}
/** Server-level notes that explain the per-capability rows of the same report rather than change anything alone. */
function isExplainingNote(c) {
    return c.rule === 'schema-generator-changed';
}
function exactGroup(c, told) {
    const g = { lead: c, members: [c], variants: [], told: [...told] };
    g.variants.push({ lead: c, members: [c], variants: [], told: [] });
    return g;
}
/**
 * Rows in the order sign-off reads them: risky model-visible text, breaking, review, then safe; within a severity the rarer change first
 * (a rule on 3 tools before one repeated on 9), then as classified. Per-surface copies fold into one change; the same
 * rule on several capabilities folds into one row, its values kept per variant.
 */
function groupChanges(changes) {
    const groups = [];
    const byRule = new Map();
    // Each row's variants by value key: a key is serialised once per change, not once per variant per change (which
    // made 1,500 removals of one rule take seconds).
    const variantsOf = new Map();
    const { leads, told } = foldCauses(groupAcrossSurfaces(changes));
    for (const c of leads) {
        const key = ruleKey(c);
        const seen = key === undefined ? undefined : byRule.get(key);
        if (!seen) {
            const g = exactGroup(c, told.get(c) ?? []);
            if (key !== undefined)
                byRule.set(key, g);
            groups.push(g);
            continue;
        }
        seen.members.push(c);
        seen.told.push(...(told.get(c) ?? []));
        let byValue = variantsOf.get(seen);
        if (byValue === undefined) {
            byValue = new Map([[valueKey(seen.lead), seen.variants[0]]]);
            variantsOf.set(seen, byValue);
        }
        const vk = valueKey(c);
        const variant = byValue.get(vk);
        if (variant)
            variant.members.push(c);
        else {
            const v = { lead: c, members: [c], variants: [], told: [] };
            byValue.set(vk, v);
            seen.variants.push(v);
        }
    }
    for (const g of groups) {
        if (rewording_isPlainRewording(g.lead)) {
            g.template = rewordedTemplate(g);
            continue;
        }
        if (g.members.length === 1)
            continue;
        const template = groupTemplate(rules_ruleById(g.lead.rule)?.message ?? '');
        g.template = template !== undefined && isVaried(g) ? variedTemplate(template, g.members) : template;
        for (const v of g.variants)
            if (v.members.length > 1)
                v.template = template;
    }
    // Risky model-visible text leads (core/diff/report.ts changeRank); a note that explains other rows (a generator change)
    // reads right before them; then breaking, review, safe.
    // A report's plain rewordings read last among its rows of their severity: re-read, but nothing new to weigh.
    const rank = (g) => (isExplainingNote(g.lead) ? -0.5 : changeRank(g.lead) + (rewording_isPlainRewording(g.lead) ? 0.5 : 0));
    return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.g.members.length - b.g.members.length || a.i - b.i).map(({ g }) => g);
}
/** The row of a report's plain rewordings says so first: the words changed, none of the cues a reviewer looks for came with them. */
const REWORDED = 'Reworded, no new cue';
/** The rule's own wording after "Reworded, no new cue:" when the row is one rule (its "each tool" form for several), else a general one. */
function rewordedTemplate(g) {
    const message = rules_ruleById(g.lead.rule)?.message ?? '';
    const lower = (t) => `${REWORDED}: ${t.charAt(0).toLowerCase()}${t.slice(1)}`;
    if (g.members.length === 1)
        return lower(message);
    const each = groupTemplate(message);
    const oneRule = g.members.every((m) => m.rule === g.lead.rule && m.kind === g.lead.kind);
    if (oneRule && each !== undefined)
        return lower(isVaried(g) ? variedTemplate(each, g.members) : each);
    return `${REWORDED}: the descriptions or titles of ${g.members.length} capabilities changed, and the new words add no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters.`;
}
/** The cue classes a row's text edits add (its own, or the edit its risky-text row tells), in words; empty for none. */
function addedCueWords(g) {
    const cues = new Set([...g.members, ...g.told].flatMap((c) => [...(cuesOf(c) ?? [])]));
    return CUE_CLASSES.filter((k) => cues.has(k)).map((k) => CUE_CLASS_WORDS[k]);
}
/** Whether a row is a report's plain rewordings (members of several kinds and rules). */
function isRewordedGroup(g) {
    return isPlainRewording(g.lead);
}
/** The capabilities a group names, e.g. `tool:read_file`. */
function groupRefs(g) {
    return g.members.map((m) => capabilityRef(m) ?? m.before?.refs[0] ?? m.after?.refs[0] ?? m.kind);
}
/** Changes as a reader counts them: per-surface copies once, each capability of a group once. */
function distinctCount(changes) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const c of groupAcrossSurfaces(changes))
        t[c.severity]++;
    return t;
}

;// CONCATENATED MODULE: ./src/render/markdown.ts
// The PR comment and job summary: every server- or PR-controlled string goes through escape.ts before it lands here.











const DEFAULT_FULL_LIST_AT = 'the job summary of the workflow run lists every change, and the JSON report has each one with its fingerprint';
const ICON = { breaking: '\ud83d\udd34', review: '\ud83d\udfe1', safe: '\ud83d\udfe2' };
const DEFAULT_MAX_LENGTH = 60000;
const ORDER = ['breaking', 'review', 'safe'];
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** Distinct changes per severity: a change seen on several surfaces counts once. */
function totals(reports) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const r of reports) {
        const d = distinctOf(r);
        for (const s of ORDER)
            t[s] += d[s];
    }
    return t;
}
function refsText(refs) {
    return (refs ?? []).map((r) => escapeCode(r, 120)).join(', ');
}
const KIND_WORD = { resourceTemplate: 'resource template' };
/** "14 tools", "3 resource templates". */
function groupNoun(g) {
    // A report's rewordings are one row whatever their kinds.
    if (new Set(g.members.map((m) => m.kind)).size > 1)
        return `${g.members.length} capabilities`;
    return plural(g.members.length, KIND_WORD[g.lead.kind] ?? g.lead.kind);
}
function whereOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    let out = '';
    if (pointer !== undefined && pointer !== '')
        out += ` <sub>${escapeCode(pointer, 120)}</sub>`;
    if (c.surface && c.surface !== '*')
        out += ` <sub>on ${escapeInline(c.surface, 60)}</sub>`;
    return out;
}
function markdown_refsOf(c) {
    const before = refsText(c.before?.refs);
    const after = refsText(c.after?.refs);
    return before && after && before !== after ? `${before} \u2192 ${after}` : after || before || escapeInline(c.kind);
}
/** Names listed in full when a group has this many members or fewer; more collapse into a list. */
const INLINE_NAMES = 3;
/** The "What" cell: the capability (or, for a group, how many and which), the field and the surfaces. */
function whatOf(g) {
    if (g.members.length === 1)
        return markdown_refsOf(g.lead) + whereOf(g.lead);
    const names = groupRefs(g).map((r) => escapeCode(r, 120));
    const list = g.members.length <= INLINE_NAMES ? `${groupNoun(g)}: ${names.join(', ')}` : `<details><summary>${groupNoun(g)}</summary>${names.join(', ')}</details>`;
    return list + whereOf(g.lead);
}
/** The same without nested collapsibles, for a `<summary>` line. */
function whatShort(g) {
    return (g.members.length === 1 ? markdown_refsOf(g.lead) : groupNoun(g)) + whereOf(g.lead);
}
/** Every untrusted string a change carries, for the invisible-character check. */
function untrustedStrings(c) {
    const out = [c.message, c.hint, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
    const walk = (v) => {
        if (typeof v === 'string')
            out.push(v);
        else if (Array.isArray(v))
            v.forEach(walk);
        else if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                (out.push(k), walk(x));
    };
    walk(c.before?.value);
    walk(c.after?.value);
    for (const v of Object.values(c.params ?? {}))
        if (typeof v === 'string')
            out.push(v);
    return out;
}
// Walks every value of every member: once per row, whichever budgets render it.
const warningsMemo = new WeakMap();
function invisibleWarning(g) {
    let warning = warningsMemo.get(g);
    if (warning === undefined) {
        warning = describeWarning(g);
        warningsMemo.set(g, warning);
    }
    return warning;
}
function describeWarning(g) {
    const found = [...new Set(g.members.flatMap(untrustedStrings).flatMap(describeInvisible))];
    return found.length === 0 ? '' : ` \u26a0\ufe0f **contains invisible characters** (${escapeInline(found.join(', '), 300)})`;
}
/**
 * For review and breaking text changes, the added text is shown in the row itself: a poisoned description must be
 * read, not hidden in a collapsed block.
 */
function addedText(c) {
    if (c.severity === 'safe')
        return '';
    const delta = changeTextDelta(c);
    // A rewording's row shows the words that went beside those that came: that is the whole change.
    if (rewording_isPlainRewording(c) && delta?.removed)
        return `<br>**Words changed:** <code>${escapeInline(delta.removed, 300)}</code> \u2192 <code>${escapeInline(delta.added, 300)}</code>`;
    return delta?.added ? `<br>**Text added:** <code>${escapeInline(delta.added, 300)}</code>` : '';
}
/** A group's shared before \u2192 after, when short enough to read in the row. */
function sharedValues(g) {
    if (g.members.length === 1 || isVaried(g) || !(hasValue(g.lead.before) || hasValue(g.lead.after)))
        return '';
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    const before = show(g.lead.before);
    const after = show(g.lead.after);
    return before.length + after.length > 60 ? '' : ` <sub>${escapeCode(before, 80)} \u2192 ${escapeCode(after, 80)}</sub>`;
}
/** Most variants a row's values block lists; the rest are counted and left to the full list. */
const ROW_VALUES = 30;
function sideText(side) {
    return side?.value === undefined ? 'absent' : JSON.stringify(side.value);
}
/** One variant's values: the field when the variants' fields differ, then the text it adds, else before \u2192 after. */
function variantValues(v, showPointer) {
    const pointer = v.lead.after?.pointer ?? v.lead.before?.pointer;
    const at = showPointer && pointer !== undefined ? `${escapeCode(pointer, 120)} ` : '';
    const delta = changeTextDelta(v.lead);
    // A rewording shows the words that went as well as those that came: that is what changed.
    if (delta?.added && delta.removed)
        return `${at}words <code>${escapeInline(delta.removed, 200)}</code> \u2192 <code>${escapeInline(delta.added, 200)}</code>`;
    if (delta?.added)
        return `${at}text added: <code>${escapeInline(delta.added, 200)}</code>`;
    if (delta?.removed)
        return `${at}text removed: <code>${escapeInline(delta.removed, 200)}</code>`;
    if (v.lead.before?.value === undefined && v.lead.after?.value === undefined)
        return pointer !== undefined ? escapeCode(pointer, 120) : '';
    return `${at}${escapeCode(sideText(v.lead.before), 80)} \u2192 ${escapeCode(sideText(v.lead.after), 80)}`;
}
/** For a row whose members differ in value ("9 tools gained a title"): each one's values in a collapsible block. */
function valuesBlock(g, withValues) {
    if (!isVaried(g))
        return '';
    if (!withValues)
        return ` <sub>(${g.variants.length} different values: in the full list)</sub>`;
    const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
    const lines = g.variants.slice(0, ROW_VALUES).map((v) => `${groupRefs(v).map((r) => escapeCode(r, 120)).join(', ')}: ${variantValues(v, pointers.size > 1)}`);
    const more = g.variants.length - lines.length;
    if (more > 0)
        lines.push(`and ${more} more: in the full list`);
    return `<details><summary>${g.variants.length} different values</summary>${lines.join('<br>')}</details>`;
}
function changeRow(g, withValues) {
    return memoized(rowsMemo, g, withValues, renderRow);
}
function renderRow(g, withValues) {
    const c = g.lead;
    const adjusted = c.adjusted ? ` <sub>(${escapeInline(c.adjusted, 160)})</sub>` : '';
    // A risky-text row shows the text its told description edit added (the edit has no row of its own).
    const added = isVaried(g) ? '' : addedText(c) || (g.members.length === 1 && g.told.length === 1 ? addedText(g.told[0]) : '');
    const cues = addedCueWords(g);
    const cueNote = cues.length > 0 ? ` **New cue:** ${escapeInline(cues.join(', '), 200)}.` : '';
    return `| ${ICON[c.severity]} ${c.severity} | ${tableCell(whatOf(g))} | ${tableCell(`${safeGroupMessage(g)}${sharedValues(g)}`)}${cueNote}${adjusted}${invisibleWarning(g)}${tableCell(added + valuesBlock(g, withValues) + toldCell(g))} |`;
}
/** What the same cause also changed (causes.ts), named in the row: rule and how many. */
function toldCell(g) {
    const lines = toldLines(g.told);
    if (lines.length === 0)
        return '';
    return `<br><sub>with ${lines.map((t) => `${t.severity} <code>${escapeInline(t.rule, 80)}</code>${t.changes.length > 1 ? ` ×${t.changes.length}` : ''}`).join(', ')}</sub>`;
}
/** The told changes in a row's details: each rule's capabilities, field and (alone) message. */
function toldDetails(g) {
    const lines = toldLines(g.told);
    if (lines.length === 0)
        return [];
    const out = ['Also changed by the same cause:', ''];
    for (const t of lines) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` at ${t.pointers.map((p) => escapeCode(p, 300)).join(', ')}` : '';
        out.push(`- ${t.severity} <code>${escapeInline(t.rule, 80)}</code>: ${t.refs.map((r) => escapeCode(r, 120)).join(', ')}${at}${one !== undefined ? `: ${safeMessage(one)}` : ''}`);
        const delta = one === undefined ? undefined : changeTextDelta(one);
        if (delta?.removed)
            out.push(`  Text removed: <code>${escapeInline(delta.removed, 400)}</code>`);
        if (delta?.added)
            out.push(`  **Text added:** <code>${escapeInline(delta.added, 400)}</code>`);
        for (const x of t.changes)
            if (toldHint(x) !== undefined)
                out.push(`  ${safeHint(x)}`);
    }
    out.push('');
    return out;
}
function hasValue(side) {
    return side !== undefined && (side.value !== undefined || side.pointer !== undefined);
}
function hasDetails(g) {
    return g.lead.severity !== 'safe' || hasValue(g.lead.before) || hasValue(g.lead.after) || g.members.length > INLINE_NAMES;
}
// Each budget re-renders the same rows (up to 20 budgets, each over every row and value): group and count once per
// report and render each row and block once, or the cost of a cut body is many times that of an uncut one.
const groupsMemo = new WeakMap();
const distinctMemo = new WeakMap();
const detailsMemo = new WeakMap();
const rowsMemo = new WeakMap();
function groupsOf(r) {
    let groups = groupsMemo.get(r.changes);
    if (groups === undefined) {
        groups = groupChanges(r.changes);
        groupsMemo.set(r.changes, groups);
    }
    return groups;
}
function distinctOf(r) {
    let d = distinctMemo.get(r.changes);
    if (d === undefined) {
        d = distinctCount(r.changes);
        distinctMemo.set(r.changes, d);
    }
    return d;
}
function memoized(memo, g, mode, make) {
    let byMode = memo.get(g);
    if (byMode === undefined) {
        byMode = new Map();
        memo.set(g, byMode);
    }
    let text = byMode.get(mode);
    if (text === undefined) {
        text = make(g, mode);
        byMode.set(mode, text);
    }
    return text;
}
function changeDetails(g, compact) {
    return memoized(detailsMemo, g, compact, renderDetails);
}
/** One variant of a varied row: which capabilities, the field, the text delta and (not compact) before/after. */
function variantDetails(v, compact) {
    const c = v.lead;
    const pointer = c.after?.pointer ?? c.before?.pointer;
    const lines = [`${groupRefs(v).map((r) => escapeCode(r, 120)).join(', ')}${pointer !== undefined ? ` at ${escapeCode(pointer, 300)}` : ''}:`, ''];
    const delta = changeTextDelta(c);
    if (delta?.removed)
        lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
    if (delta?.added)
        lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
    if (!delta && compact)
        lines.push(`${escapeCode(sideText(c.before), 200)} \u2192 ${escapeCode(sideText(c.after), 200)}`, '');
    if (!compact) {
        lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
        lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
    }
    return lines;
}
/** A collapsible block per row; `compact` leaves out the before/after JSON. */
function renderDetails(g, compact) {
    const c = g.lead;
    const lines = [`<details><summary>${ICON[c.severity]} ${whatShort(g)}: <code>${escapeInline(c.rule, 80)}</code></summary>`, ''];
    if (g.members.length > 1)
        lines.push(`${groupNoun(g)}: ${groupRefs(g).map((r) => escapeCode(r, 120)).join(', ')}`, '');
    if (isVaried(g))
        lines.push(...g.variants.flatMap((v) => variantDetails(v, compact)));
    else if (hasValue(c.before) || hasValue(c.after)) {
        const pointer = c.after?.pointer ?? c.before?.pointer;
        if (pointer !== undefined)
            lines.push(`Field: ${escapeCode(pointer, 300)}`, '');
        const delta = changeTextDelta(c);
        // Entity-escaped rather than a code span: the text may carry backticks, newlines or closing tags.
        if (delta?.removed)
            lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
        if (delta?.added)
            lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
        if (!compact) {
            lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
            lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
        }
    }
    // A varied row's hint names no one member's values (they differ): the rule's hint with those written "\u2026".
    const variedHint = isVaried(g) ? rules_ruleById(c.rule)?.hint : undefined;
    if (variedHint)
        lines.push(`What to do: ${safeTemplate(variedTemplate(variedHint, g.members), c.params ?? {})}`, '');
    else if (c.hint)
        lines.push(`What to do: ${safeHint(c)}`, '');
    lines.push(...toldDetails(g));
    const fingerprints = [...g.members, ...g.told].map((m) => m.fingerprint).join(', ');
    lines.push(`${g.members.length > 1 || fingerprints.includes(',') ? 'Fingerprints' : 'Fingerprint'}: ${escapeInline(fingerprints, 100000)}`, '', '</details>');
    return lines.join('\n');
}
/** `renames` entries suggested by the classifier (a removed capability with `params.suggestion` = the new ref). */
function suggestedRenames(reports) {
    const out = {};
    for (const r of reports) {
        for (const c of r.changes) {
            const to = c.params?.suggestion;
            const from = c.before?.refs[0];
            if (typeof to === 'string' && from !== undefined && c.type !== 'renamed')
                out[from] = to;
        }
    }
    return out;
}
/** The sign-off part of the comment. Logins are escaped too: a re-rendered comment must not ping anyone. */
function renderSignoffMarkdown(signoff, label) {
    if (signoff === undefined)
        return '';
    const owners = signoff.owners.length > 0 ? signoff.owners.map((o) => escapeInline(o, 100)).join(', ') : '_nobody_';
    const lines = ['#### Sign-off', ''];
    if (signoff.satisfied) {
        const by = (signoff.by ?? []).map((b) => escapeInline(`@${b}`, 100)).join(', ');
        lines.push(by ? `\u2705 Signed off by ${by}.` : '\u2705 Nothing here needs sign-off.');
        return lines.join('\n');
    }
    if (signoff.mode === 'none') {
        lines.push('Sign-off is turned off for this repository: changes at the failing severity fail the check.');
    }
    else if ((signoff.groups ?? []).length > 1) {
        // Servers with different code owners: each needs one of its own.
        lines.push('\u23f3 Needs sign-off from a code owner of each server:', '');
        for (const g of signoff.groups ?? []) {
            const servers = g.servers.map((s) => escapeInline(s, 100)).join(', ');
            const who = g.owners.length > 0 ? g.owners.map((o) => escapeInline(o, 100)).join(', ') : '_nobody_';
            const by = (g.by ?? []).map((b) => escapeInline(`@${b}`, 100)).join(', ');
            lines.push(g.satisfied ? `- ${servers}: \u2705 signed off${by ? ` by ${by}` : ''}` : `- ${servers}: needs ${who}`);
        }
        lines.push('');
        lines.push(signoff.mode === 'label' ? `A code owner applies the ${escapeInline(label ?? '', 100)} label after reading this report.` : 'Code owners approve this PR after reading this report; the PR author cannot sign off.');
    }
    else {
        lines.push(`\u23f3 Needs sign-off from a code owner: ${owners}.`, '');
        lines.push(signoff.mode === 'label'
            ? `A code owner applies the ${escapeInline(label ?? '', 100)} label after reading this report. It counts only while the changes needing sign-off stay as they are now.`
            : 'A code owner approves this PR after reading this report. An approval counts for the commit it was given on, and for later commits only while the changes needing sign-off stay exactly the same. The PR author cannot sign off.');
    }
    if (signoff.reasons.length > 0) {
        lines.push('');
        for (const reason of signoff.reasons)
            lines.push(`- ${escapeInline(reason, 400)}`);
    }
    return lines.join('\n');
}
function signable(ctx) {
    return ctx.signoffSeverities ?? ['breaking', 'review'];
}
function headline(reports, ctx) {
    const title = ctx.title ?? 'MCP contract';
    const t = totals(reports);
    const total = t.breaking + t.review + t.safe;
    const stale = (ctx.stale ?? []).length > 0;
    if (stale)
        return `### \u274c ${title}: the committed snapshot is stale${total > 0 ? ` (${plural(total, 'change')} against the baseline)` : ''}`;
    if (total === 0)
        return ctx.verdict === 'fail' ? `### \u274c ${title}: the check fails` : `### \u2705 ${title}: no contract changes`;
    switch (ctx.verdict) {
        case undefined:
            return t.breaking > 0
                ? `### ${title}: ${plural(total, 'change')}, ${t.breaking} breaking`
                : `### ${title}: ${plural(total, 'change')}`;
        case 'pass':
            return ctx.signoff?.satisfied && (ctx.signoff.by?.length ?? 0) > 0
                ? `### \u2705 ${title}: ${plural(total, 'change')}, signed off`
                : `### \u2705 ${title}: ${plural(total, 'change')}, nothing blocks`;
        case 'needs-signoff': {
            // Only the changes at a signable severity wait for an owner; safe ones are listed but need nothing.
            const need = signable(ctx).reduce((n, s) => n + t[s], 0);
            const verb = need === 1 ? 'needs' : 'need';
            return need === total
                ? `### \u23f3 ${title}: ${plural(total, 'change')} ${verb} code-owner sign-off`
                : `### \u23f3 ${title}: ${need} of ${plural(total, 'change')} ${verb} code-owner sign-off`;
        }
        case 'fail':
            return `### \u274c ${title}: ${plural(total, 'change')}, the check fails`;
    }
}
function isConfigReport(r) {
    return r.changes.length > 0 && r.changes.every((c) => c.kind === 'config');
}
function sectionTitle(r) {
    const header = `${escapeInline(r.base, 60)} \u2192 ${escapeInline(r.head, 60)}`;
    if (isConfigReport(r))
        return `#### Config ${escapeInline(r.server, 100)} (${header})`;
    // A server named "server" (the default for inline commands) is not called "Server server".
    const name = r.server.trim().toLowerCase() === 'server' ? '' : ` ${escapeInline(r.server, 100)}`;
    return `#### Server${name} (${header})`;
}
function severityCounts(groups) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const g of groups)
        t[g.lead.severity] += g.members.length;
    return ORDER.filter((s) => t[s] > 0)
        .map((s) => `${t[s]} ${s}`)
        .join(', ');
}
/** Where cut breaking and review rows are: each rule with how many capabilities and the first few names. */
function cutWhere(cut) {
    const gated = cut.filter((g) => g.lead.severity !== 'safe');
    if (gated.length === 0)
        return '';
    const byRule = new Map();
    for (const g of gated) {
        const refs = byRule.get(g.lead.rule);
        if (refs === undefined)
            byRule.set(g.lead.rule, groupRefs(g));
        else
            refs.push(...groupRefs(g));
    }
    const rules = [...byRule].slice(0, 10).map(([rule, refs]) => {
        const names = refs.slice(0, 3).map((r) => escapeCode(r, 80)).join(', ');
        return `<code>${escapeInline(rule, 80)}</code> on ${refs.length} (${names}${refs.length > 3 ? ', \u2026' : ''})`;
    });
    const more = byRule.size - rules.length;
    return ` The breaking and review ones: ${rules.join('; ')}${more > 0 ? `; and ${plural(more, 'more rule')}` : ''}.`;
}
function table(groups, withValues) {
    return ['| Severity | What | Change |', '| --- | --- | --- |', ...groups.map((g) => changeRow(g, withValues))];
}
function detailBlocks(groups, budget, omitted) {
    const wanted = groups.filter(hasDetails);
    const detailed = wanted.filter((g) => budget.details === 'all' || (budget.details === 'gated' && g.lead.severity !== 'safe')).slice(0, budget.detailRows);
    if (budget.compact)
        omitted.compacted += detailed.filter((g) => g.lead.severity !== 'safe').length;
    return { blocks: detailed.map((g) => `${changeDetails(g, budget.compact && g.lead.severity !== 'safe')}\n`), skipped: wanted.length - detailed.length };
}
/**
 * One server's rows: breaking and review in a table, each row's details below it; safe rows (which need no sign-off)
 * in one collapsed block. Whatever the budget leaves out is counted and, for breaking and review rows, named.
 */
function reportSection(r, multi, budget, omitted, elsewhere) {
    const lines = [];
    if (multi || r.changes.length > 0)
        lines.push(sectionTitle(r), '');
    if (r.changes.length === 0)
        lines.push('No contract changes.');
    else {
        let safeLeft = budget.safeRows;
        const shown = [];
        const cut = [];
        for (const g of groupsOf(r))
            ((shown.length < budget.rows && (g.lead.severity !== 'safe' || safeLeft-- > 0)) ? shown : cut).push(g);
        const withValues = budget.details !== 'none';
        // A generator note explains the rows: it stands above them as a note, not as one more row among them.
        const notes = shown.filter((g) => isExplainingNote(g.lead));
        for (const g of notes)
            lines.push(`> [!NOTE]\n> ${safeGroupMessage(g)}`, '');
        const gated = shown.filter((g) => g.lead.severity !== 'safe' && !isExplainingNote(g.lead));
        const safe = shown.filter((g) => g.lead.severity === 'safe' && !isExplainingNote(g.lead));
        const main = detailBlocks(gated, budget, omitted);
        const quiet = detailBlocks(safe, budget, omitted);
        if (gated.length > 0)
            lines.push(...table(gated, withValues));
        if (main.blocks.length > 0)
            lines.push('', ...main.blocks);
        if (safe.length > 0) {
            const n = safe.reduce((k, g) => k + g.members.length, 0);
            const summary = `\ud83d\udfe2 ${plural(n, 'safe change')}${safe.length < n ? ` in ${plural(safe.length, 'row')}` : ''}: no sign-off needed`;
            lines.push('', `<details><summary>${summary}</summary>`, '', ...table(safe, withValues), '', ...quiet.blocks, '</details>');
        }
        if (cut.length > 0) {
            omitted.rows += cut.length;
            lines.push('', `**${plural(cut.length, 'more row')} (${severityCounts(cut)}) ${cut.length === 1 ? 'is' : 'are'} not shown here**: ${elsewhere}.${cutWhere(cut)}`);
        }
        const skipped = main.skipped + quiet.skipped;
        if (skipped > 0) {
            omitted.details += skipped;
            lines.push('', `Details (before/after, hint, fingerprints) of ${plural(skipped, 'row')} above are not shown here: ${elsewhere}.`);
        }
    }
    if (r.ignored.length > 0)
        lines.push('', `${plural(r.ignored.length, 'change')} ignored by the config.`);
    return lines.join('\n');
}
function countsLine(reports) {
    const t = totals(reports);
    const counts = ORDER.map((s) => (t[s] > 0 ? `**${t[s]} ${s}**` : `${t[s]} ${s}`)).join(' · ');
    const servers = reports.filter((r) => r.changes.some((c) => c.kind !== 'config')).length;
    const config = reports.some(isConfigReport);
    const where = servers > 1 ? ` across ${plural(servers, 'server')}${config ? ' and the config' : ''}` : '';
    const distinct = t.breaking + t.review + t.safe;
    const rows = reports.reduce((n, r) => n + groupsOf(r).length, 0);
    const perSurface = reports.reduce((n, r) => n + r.changes.length, 0);
    const notes = [];
    if (rows < distinct)
        notes.push(`in ${plural(rows, 'row')}`);
    if (perSurface > distinct)
        notes.push(`${perSurface} counting each surface separately`);
    return `${counts}${where}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}
function render(reports, ctx, budget) {
    const parts = [];
    if (!ctx.standalone && ctx.marker !== undefined) {
        parts.push(ctx.marker);
        if (ctx.hidden !== undefined)
            parts.push(encodeHiddenData(ctx.hidden));
        parts.push('');
    }
    parts.push(headline(reports, ctx), '');
    const t = totals(reports);
    const total = t.breaking + t.review + t.safe;
    const multi = reports.length > 1;
    if (total > 0)
        parts.push(countsLine(reports), '');
    // A stale snapshot is the one thing said: "match" beside "does not match" would be two verdicts at once.
    else if ((ctx.stale ?? []).length > 0) {
        const one = ctx.stale?.length === 1;
        parts.push(`Against the base branch nothing changed, but the ${one ? 'snapshot this PR commits is' : 'snapshots this PR commits are'} not what the live ${one ? 'server serves' : 'servers serve'}: rewrite ${one ? 'it' : 'them'} (below).`, '');
    }
    else
        parts.push(`The capabilities match the committed ${reports.length === 1 ? 'snapshot' : 'snapshots'}.`, '');
    // Behavioural evidence is counted apart from the contract: a tool without a canary is unverified, not passed.
    for (const r of reports)
        if (r.canaries)
            parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${coverageLine(r.canaries)}`, '');
    // Host acceptance and context cost: derived evidence beside the contract, said only when there is something to say.
    for (const r of reports) {
        for (const line of r.hosts ? [hostAcceptanceLine(r.hosts), contextCostLine(r.hosts)] : []) {
            if (line !== undefined)
                parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${line}`, '');
        }
    }
    if (ctx.configChanged !== undefined) {
        parts.push(`> [!NOTE]\n> This PR changes the config ${escapeInline(ctx.configChanged, 200)}. The changes above are judged with the base branch's config, so renames, ignores and severity overrides this PR adds take effect once it is merged; the edits themselves are listed as changes to sign off.`, '');
    }
    for (const s of ctx.stale ?? [])
        parts.push(`> [!WARNING]\n> ${escapeInline(s, 400)}`, '');
    for (const n of ctx.notes ?? [])
        parts.push(n, '');
    const elsewhere = ctx.fullListAt ?? DEFAULT_FULL_LIST_AT;
    if (total > 0 && budget !== undefined) {
        const omitted = { rows: 0, details: 0, compacted: 0 };
        const sections = reports.filter((r) => multi || r.changes.length > 0).map((r) => reportSection(r, multi, budget, omitted, elsewhere));
        if (omitted.rows + omitted.details + omitted.compacted > 0) {
            const what = [
                omitted.rows > 0 ? plural(omitted.rows, 'row') : '',
                omitted.details > 0 ? `the details of ${plural(omitted.details, 'row')}` : '',
                omitted.compacted > 0 ? `the before/after values of ${plural(omitted.compacted, 'row')}` : '',
            ].filter((x) => x !== '');
            const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}` : what[0];
            parts.push(`> [!NOTE]\n> Cut to fit ${ctx.limitName ?? "GitHub's comment limit"}: left out ${list} (safe changes are cut first, breaking and review ones last). ${capitalize(elsewhere)}.`, '');
        }
        for (const s of sections)
            parts.push(s, '');
        parts.push(...clientRulesMarkdown(reports));
        const renames = suggestedRenames(reports);
        if (Object.keys(renames).length > 0) {
            parts.push('#### Suggested renames', '', 'If these are renames, declare them in the config so callers are told, and the change is classified as a rename:', '', jsonBlock({ renames }), '');
        }
    }
    else if (total > 0) {
        parts.push(`> [!NOTE]\n> The change list is too long for ${ctx.limitName ?? "GitHub's comment limit"}: ${elsewhere}.`, '');
    }
    if (total > 0) {
        const signoff = renderSignoffMarkdown(ctx.signoff, ctx.label);
        if (signoff)
            parts.push(signoff, '');
        if (ctx.updateCommand !== undefined) {
            parts.push('#### Updating the snapshot', '', 'If the changes are intended, rewrite the snapshot and commit it with this PR:', '', codeBlock(ctx.updateCommand, 'sh'), '');
        }
    }
    if (ctx.runUrl !== undefined)
        parts.push(`<sub>[Workflow run](${ctx.runUrl})</sub>`, '');
    return `${parts.join('\n').trimEnd()}\n`;
}
function capitalize(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
function count(haystack, needle) {
    return haystack.split(needle).length - 1;
}
const ALL = Number.POSITIVE_INFINITY;
/** Largest first; the last steps keep breaking and review rows while safe ones go. */
const BUDGETS = [
    { details: 'all', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
    { details: 'gated', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
    ...[ALL, 40, 15, 5].map((n) => ({ details: 'gated', compact: true, detailRows: n, safeRows: ALL, rows: ALL })),
    ...[ALL, 100, 30, 0].map((n) => ({ details: 'none', compact: false, detailRows: 0, safeRows: n, rows: ALL })),
    ...[200, 100, 50, 20, 5].map((n) => ({ details: 'none', compact: false, detailRows: 0, safeRows: 0, rows: n })),
];
function fits(text, max, unit) {
    if (unit !== 'bytes' || text.length > max)
        return text.length <= max;
    // A UTF-16 unit is at most 3 UTF-8 bytes: most bodies are decided without encoding them.
    return text.length * 3 <= max || new TextEncoder().encode(text).length <= max;
}
/**
 * Renders the comment body: marker line first, then hidden data, headline, counts, change tables (grouped rows) with
 * collapsible before/after, suggested renames, sign-off status and how to update the snapshot. Shrinks itself to stay
 * under `maxLength` (details of safe changes first, then before/after values, then rows, safe rows before any
 * other), and says what it left out and where the whole list is.
 */
function renderMarkdown(reports, ctx) {
    const marked = !ctx.standalone;
    if (marked && !ctx.marker?.startsWith(MARKER_PREFIX))
        throw new Error('comment marker must come from markerFor()');
    const max = ctx.maxLength ?? DEFAULT_MAX_LENGTH;
    let body = '';
    for (const budget of [...BUDGETS, undefined]) {
        body = render(reports, ctx, budget);
        if (fits(body, max, ctx.unit))
            break;
    }
    // Defense in depth: escaping must have kept every forged marker out.
    const data = marked && ctx.hidden !== undefined ? 1 : 0;
    if (count(body, MARKER_PREFIX) !== (marked ? 1 : 0) || count(body, DATA_PREFIX) !== data) {
        throw new Error('untrusted text produced a comment marker; refusing to render');
    }
    return body;
}

;// CONCATENATED MODULE: ./src/render/terminal.ts
// Untrusted text for a terminal, apart from the report renderer: the CLI's entry path needs only this, and importing
// text.ts would load the rule registry and the fingerprint code (node:crypto) before every command (issue 21).

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `\u27e8U+XXXX\u27e9`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return truncate(revealInvisible(stripped), max);
}

;// CONCATENATED MODULE: ./src/render/sarif-drift.ts



const SARIF_DRIFT_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const sarif_drift_ZWSP = '\u200b';
const LEVELS = { breaking: 'error', review: 'warning', safe: 'note' };
/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
function sarifText(text, max = 1000) {
    return cleanTerminal(text, max)
        .replace(/[\\[\]]/g, (c) => `\\${c}`)
        .replace(/@/g, `@${sarif_drift_ZWSP}`);
}
/**
 * The 1-based line of `"ref": REF` of the capability in the surface, in a snapshot written as committed (two-space
 * indented, sorted keys: surface keys at depth 2, item refs at depth 7). Strings never span lines in that form, so a
 * hostile description cannot forge a matching line; any other layout answers undefined.
 */
function capabilityLine(text, surface, ref) {
    return capabilityLines(text).get(lineKey(surface, ref));
}
const lineKey = (surface, ref) => `${JSON.stringify(surface)}\n${JSON.stringify(ref)}`;
const SURFACE_LINE = /^ {4}("(?:[^"\\]|\\.)*"): \{$/;
const REF_LINE = /^ {14}"ref": ("(?:[^"\\]|\\.)*"),?$/;
/**
 * Every capability's line in one pass, keyed by surface and ref (the first of each). Read once per snapshot: a line
 * looked up by scanning the text per change made a 50,000-change SARIF report quadratic (120 s against 3 s for JSON).
 */
function capabilityLines(text) {
    const out = new Map();
    const lines = text.split('\n');
    let inSurfaces = false;
    let surface;
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '  "surfaces": {')
            inSurfaces = true;
        else if (inSurfaces && /^ {2}\S/.test(line))
            break;
        else if (inSurfaces && /^ {4}\S/.test(line))
            surface = SURFACE_LINE.exec(line)?.[1];
        else if (surface !== undefined) {
            const ref = REF_LINE.exec(line)?.[1];
            if (ref === undefined)
                continue;
            const key = `${surface}\n${ref}`;
            if (!out.has(key))
                out.set(key, i + 1);
        }
    }
    return out;
}
function artifactLocation(path) {
    if (/^([/\\]|[A-Za-z]:)/.test(path))
        return { uri: `file://${path.split(/[\\/]/).map(encodeURIComponent).join('/').replace(/^(?!\/)/, '/')}` };
    return { uri: path.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_, _d, c) => c.toUpperCase());
}
function changeRef(change) {
    return change.after?.refs[0] ?? change.before?.refs[0];
}
function result(entry, change, ruleIndex, approved, lines) {
    const ref = changeRef(change);
    const snapshot = entry.snapshot;
    const line = lines !== undefined && ref !== undefined ? (lines.get(lineKey(change.surface, ref)) ?? 1) : 1;
    const where = `${entry.report.server} ${change.surface}${ref ? ` ${ref}` : ''}`;
    const index = ruleIndex.get(change.rule);
    return {
        ruleId: change.rule,
        ...(index === undefined ? {} : { ruleIndex: index }),
        kind: 'fail',
        level: LEVELS[change.severity],
        message: { text: sarifText(`${where}: ${change.message}${change.hint ? ` Hint: ${change.hint}` : ''}`) },
        ...(snapshot
            ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(snapshot.path), region: { startLine: line } }, logicalLocations: [{ name: sarifText(ref ?? change.kind, 300), kind: 'member', fullyQualifiedName: sarifText(where, 600) }] }] }
            : {}),
        partialFingerprints: { 'mcpContractDrift/v1': change.fingerprint },
        ...(approved?.has(change.fingerprint) ? { suppressions: [{ kind: 'external', status: 'accepted', justification: 'signed off on the pull request' }] } : {}),
        properties: { server: sarifText(entry.report.server, 300), surface: sarifText(change.surface, 300), severity: change.severity, ...(change.adjusted ? { adjusted: sarifText(change.adjusted) } : {}) },
    };
}
/** A server that could not be compared (no snapshot) is a notification of the run, not a result. */
function invocation(entries) {
    const errors = entries.flatMap((e) => ('error' in e ? [e] : []));
    return {
        executionSuccessful: errors.length === 0,
        ...(errors.length
            ? {
                toolExecutionNotifications: errors.map((e) => ({
                    level: 'error',
                    message: { text: sarifText(`${e.server}: ${e.error}`) },
                    ...(e.snapshot ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(e.snapshot.path) } }] } : {}),
                })),
            }
            : {}),
    };
}
/** One SARIF 2.1.0 log (one run) for the reports of a run's servers. */
function renderSarifDrift(entries, opts = {}) {
    const ruleIndex = new Map(RULES.map((rule, i) => [rule.id, i]));
    const rules = RULES.map((rule) => ({
        id: rule.id,
        name: ruleName(rule.id),
        shortDescription: { text: sarifText(fillTemplate(rule.message).replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
        fullDescription: { text: sarifText(rule.why) },
        help: { text: sarifText(rule.hint.replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
        defaultConfiguration: { level: LEVELS[rule.severity] },
        properties: { tags: [...new Set(['mcp', 'drift', rule.type, ...Object.values(rule.tags).filter((t) => typeof t === 'string')])], severity: rule.severity },
    }));
    const log = {
        $schema: SARIF_DRIFT_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'mcp-contract', ...(opts.version ? { semanticVersion: opts.version } : {}), informationUri: opts.informationUri ?? 'https://github.com/mcp-contract/mcp-contract', rules } },
                ...(opts.root ? { originalUriBaseIds: { '%SRCROOT%': { uri: artifactLocation(opts.root.endsWith('/') ? opts.root : `${opts.root}/`).uri } } } : {}),
                invocations: [invocation(entries)],
                results: entries.flatMap((entry) => {
                    if (!('report' in entry))
                        return [];
                    const lines = entry.snapshot?.text === undefined ? undefined : capabilityLines(entry.snapshot.text);
                    return entry.report.changes.map((change) => result(entry, change, ruleIndex, opts.approved, lines));
                }),
            },
        ],
    };
    return `${safeJson(log)}\n`;
}

;// CONCATENATED MODULE: ./src/render/text.ts









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => cleanTerminal(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => cleanTerminal(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + text_pointerOf(c);
}
function text_pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${cleanTerminal(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = groupRefs(g).map((r) => cleanTerminal(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${text_pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = rules_ruleById(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = fillTemplate(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = rules_ruleById(g.lead.rule);
    if (!isVaried(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return fillTemplate(variedTemplate(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${cleanTerminal(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${cleanTerminal(c.rule, 60)}  ${what(g)}${surface}`, `           ${cleanTerminal(plainGroupMessage(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(describeInvisible);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if (isVaried(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = changeTextDelta(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${cleanTerminal(groupRefs(v).join(', '), 200)}: ${cleanTerminal(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${cleanTerminal(show(c.before), 140)} -> ${cleanTerminal(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of toldLines(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => cleanTerminal(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => cleanTerminal(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${cleanTerminal(t.rule, 60)}: ${cleanTerminal(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : changeTextDelta(one);
        if (told?.removed)
            lines.push(`             removed text: ${cleanTerminal(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${cleanTerminal(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => toldHint(x) ?? []))
            lines.push(`             hint: ${cleanTerminal(h, 500)}`);
    }
    const delta = isVaried(g) ? undefined : changeTextDelta(c);
    if (delta?.removed)
        lines.push(`           removed text: ${cleanTerminal(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${cleanTerminal(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = addedCueWords(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${cleanTerminal(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${cleanTerminal(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = groupChanges(r.changes);
    const d = distinctCount(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${cleanTerminal(r.server, 100)}`;
    const head = `${name} (${cleanTerminal(r.base, 60)} -> ${cleanTerminal(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    if (r.hosts)
        lines.push(...hostTextLines(r.hosts, cleanTerminal));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./src/api/render.ts




const REPORT_RENDERERS = {
    text: (report) => renderText(report),
    markdown: (report) => renderMarkdown([report], { standalone: true }),
    json: (report) => `${JSON.stringify(report, null, 2)}\n`,
    junit: (report) => renderJunit([report]),
    sarif: (report, context) => renderSarifDrift([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root }),
};
const REPORT_FORMATS = Object.keys(REPORT_RENDERERS);
function render_render(report, format, context) {
    return REPORT_RENDERERS[format](report, context);
}

;// CONCATENATED MODULE: ./src/api/rules.ts
// The rule registry: every rule id the classifier emits, with its severity and documentation.


;// CONCATENATED MODULE: ./src/core/shared/eras.ts

/** The lists a surface records for `era`: the primary era's `kinds`, another era's own where they differ. */
function eraKinds(s, era) {
    if (era === undefined || !s.protocol || s.protocol.primary === era)
        return s.kinds;
    return s.protocol.eras[era]?.kinds ?? s.kinds;
}
/** The era a surface's `kinds` come from; undefined for a snapshot that does not say (before format 2). */
function primaryEra(s) {
    return s?.protocol?.primary;
}
/** The eras whose lists a surface records apart from the primary era's (where the two eras' lists differ). */
function divergentEras(s) {
    return PROTOCOL_ERAS.filter((e) => e !== s.protocol?.primary && s.protocol?.eras[e]?.kinds !== undefined);
}

;// CONCATENATED MODULE: ./src/core/approval/model-text.ts
/** Keys whose string values are prose whatever they look like. */
const PROSE_KEYS = new Set(['description', 'title', '$comment', 'examples', 'text', 'instructions']);
/** An identifier, type name or short token: structure, not instructions (no spaces, no sentence). */
const model_text_TOKEN = /^[A-Za-z0-9_.:/#$@+-]{0,64}$/;
/** A definition larger than this is walked only this far: what lies beyond counts as new text (held, never followed). */
const model_text_MAX_NODES = 100_000;
/**
 * Every string of a definition a model would read as words: values under prose keys, and any key or value that is
 * not a short token. Undefined when the walk hit its bound (treat as "may hold new text").
 */
function modelText(value) {
    const out = new Set();
    const stack = [[value, undefined]];
    let nodes = 0;
    while (stack.length > 0) {
        if (++nodes > model_text_MAX_NODES)
            return undefined;
        const [v, key] = stack.pop();
        if (typeof v === 'string') {
            if ((key !== undefined && PROSE_KEYS.has(key)) || !model_text_TOKEN.test(v))
                out.add(v);
        }
        else if (Array.isArray(v)) {
            for (const x of v)
                stack.push([x, key]);
        }
        else if (v !== null && typeof v === 'object') {
            for (const [k, x] of Object.entries(v)) {
                if (!model_text_TOKEN.test(k))
                    out.add(k);
                stack.push([x, k]);
            }
        }
    }
    return out;
}
/** The model-visible strings `after` holds that `before` does not; undefined when either walk hit its bound. */
function newModelText(before, after) {
    const old = modelText(before);
    const now = modelText(after);
    if (old === undefined || now === undefined)
        return undefined;
    return new Set([...now].filter((t) => !old.has(t)));
}
/** Whether `after` holds model-visible text that `before` does not. */
function bringsNewText(before, after) {
    const fresh = newModelText(before, after);
    return fresh === undefined || fresh.size > 0;
}

;// CONCATENATED MODULE: ./src/core/approval/approval.ts








const GUARD_STORE_FORMAT = 'mcp-contract-guard/1';
/** Safe contract changes re-enter the publication; everything else, and every new capability, waits for a human. */
const DEFAULT_GUARD_POLICY = {
    bySeverity: { safe: 'follow', review: 'review', breaking: 'review', new: 'review' },
    byRule: {},
};
/** The old names approving `rec` would record it as the new name of (its held possible renames), sorted. */
function rebindsOf(rec) {
    return [...new Set((rec?.changes ?? []).flatMap((c) => (c.action === 'manual_rebind' ? (c.renamedFrom ?? []) : [])))].sort();
}
function emptyStore(server, surface) {
    return { format: GUARD_STORE_FORMAT, server, surface, capabilities: {} };
}
/**
 * The approved snapshot's items for one surface in one era (by default the primary one), by ref: a dual-era server's
 * approval holds per era, each with the digests its era's capture computed (complete observations only: a failed
 * list approves nothing).
 */
function approvedItems(snapshot, surface, era) {
    const out = new Map();
    const s = snapshot.surfaces[surface];
    if (!s)
        return out;
    const kinds = eraKinds(s, era);
    for (const kind of model/* KINDS */.GW) {
        const ks = kinds[kind];
        if (ks?.observation.state !== 'complete')
            continue;
        for (const c of ks.items)
            out.set(c.ref, c);
    }
    return out;
}
/** Every ref the snapshot approves on a surface in any era (what a user knew of, whichever era a client speaks). */
function approvedRefs(snapshot, surface) {
    const out = new Set();
    for (const era of [undefined, ...PROTOCOL_ERAS])
        for (const ref of approvedItems(snapshot, surface, era).keys())
            out.add(ref);
    return out;
}
/** The era a live capture of `surface` spoke (the guard's capture records it), undefined when it does not say. */
function liveEra(live, surface) {
    return primaryEra(live.surfaces[surface]);
}
function expired(a, now) {
    return a?.expires !== undefined && Date.parse(a.expires) <= now.getTime();
}
/** Every digest that may be published under `ref` right now. */
function approvedDigests(record, fromSnapshot, now) {
    const out = new Set();
    if (fromSnapshot)
        out.add(fromSnapshot.digest);
    if (record?.approval && !expired(record.approval, now))
        out.add(record.approval.digest);
    for (const d of record?.rejected ?? [])
        out.delete(d);
    return out;
}
/** Model-visible text and hints are how tool poisoning arrives: no policy lets them through unread. */
function alwaysReviewed(change) {
    return change.type === 'description' || change.type === 'annotations';
}
function actionFor(change, policy) {
    if (change.type === 'renamed' || change.type === 'merged' || change.type === 'split')
        return 'manual_rebind';
    if (alwaysReviewed(change))
        return 'review';
    return policy.byRule[change.rule] ?? policy.bySeverity[change.severity];
}
function held(change, action) {
    const h = { rule: change.rule, severity: change.severity, action, message: change.message };
    if (alwaysReviewed(change))
        h.forced = true;
    const pointer = change.after?.pointer ?? change.before?.pointer;
    if (pointer !== undefined)
        h.pointer = pointer;
    if (change.before?.value !== undefined)
        h.before = change.before.value;
    if (change.after?.value !== undefined)
        h.after = change.after.value;
    const cues = cuesOf(change);
    if (cues !== undefined)
        h.cues = [...cues];
    if (change.rule === 'capability-deprecated' && typeof change.params?.replacedBy === 'string')
        h.replacedBy = change.params.replacedBy;
    return h;
}
/** A held change `reworded=follow` and `approve --reworded` may take: a text edit that adds no cue. */
function isCueFreeHeld(h) {
    return isCueFreeTextEdit({ rule: h.rule, ...(h.cues !== undefined ? { params: { cues: h.cues } } : {}) });
}
/**
 * `reworded=follow`: every change is a text edit that adds no cue, and every new string the model reads is one of
 * those edits' texts (a word arriving anywhere else, in a field no change names, is never followed).
 */
function onlyRewordings(own, before, after) {
    if (own.length === 0 || !own.every(rewording_isCueFreeTextEdit))
        return false;
    const fresh = newModelText(before, after);
    if (fresh === undefined)
        return false;
    const edited = new Set(own.map((c) => c.after?.value).filter((v) => typeof v === 'string'));
    return [...fresh].every((t) => edited.has(t));
}
function forceReview(h) {
    return h.action === 'manual_rebind' ? h : { ...h, action: 'review', forced: true };
}
function surfaceOf(snapshot, surface) {
    return snapshot.surfaces[surface];
}
/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
function baselineSnapshot(approved, store, surface, era) {
    const base = surfaceOf(approved, surface);
    const fromFile = approvedItems(approved, surface, era);
    const byKind = new Map(model/* KINDS */.GW.map((k) => [k, []]));
    const refs = new Set([...fromFile.keys(), ...Object.keys(store.capabilities).filter((r) => store.capabilities[r].approval)]);
    for (const ref of refs) {
        const parsed = (0,canonical/* parseRef */.rd)(ref);
        if (!parsed)
            continue;
        const a = store.capabilities[ref]?.approval;
        byKind.get(parsed.kind).push(a ? { ref, digest: a.digest, definition: a.definition } : fromFile.get(ref));
    }
    const kinds = {};
    for (const k of model/* KINDS */.GW) {
        const items = byKind.get(k).sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
        kinds[k] = { observation: { state: 'complete' }, items };
    }
    const s = { client: base?.client ?? { name: '', version: '', capabilities: {} }, kinds };
    if (base?.server)
        s.server = base.server;
    return { format: approved.format, server: approved.server, surfaces: { [surface]: s } };
}
function changesFor(ref, changes) {
    return changes.filter((c) => (c.before?.refs ?? []).includes(ref) && (c.after?.refs ?? []).includes(ref));
}
/** The guard's reasons for a hold, keyed like the rule registry's messages (rules.ts holds the rule ids). */
const HOLD_MESSAGES = {
    'capability-added': 'A capability never approved before.',
    'capability-renamed': 'It may be the new name of {from}; an approval never follows a rename.',
    'capability-successor': 'It is the successor {from} names in its deprecation notice; approving it records the rebind (an approval never follows a rename).',
    'approval-expired': 'the approval expired at {at}',
    'origin-changed': 'the definition is unchanged but its origin (server name or surface) differs from the approved one',
    'session-ended': 'the approval was for one guard process (approve --session), which has ended',
};
/**
 * Moves every capability of one surface to its state given the live capture. Kinds whose live observation is not
 * complete keep their records untouched: a failed list is never a removal.
 */
function reconcile(approved, previous, live, policy, now, 
/** Declared renames (and severity overrides) from the server's config, when the guard has one. */
config = {}) {
    const surface = previous.surface;
    const liveSurface = surfaceOf(live, surface);
    // The live capture is compared with the approval of the era it spoke: another era's digests name another origin.
    const era = liveEra(live, surface);
    let changes;
    const classified = () => (changes ??= diffSnapshots(baselineSnapshot(approved, previous, surface, era), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' }).changes);
    const records = {};
    const transitions = [];
    const set = (r) => {
        const before = previous.capabilities[r.ref];
        if (before?.state === r.state)
            r.since = before.since;
        else
            transitions.push({ ref: r.ref, from: before?.state ?? 'absent', to: r.state });
        records[r.ref] = r;
    };
    const ctx = { previous, fromFile: approvedItems(approved, surface, era), changes: classified, policy, now, at: now.toISOString(), set };
    for (const kind of model/* KINDS */.GW) {
        const ks = liveSurface?.kinds[kind];
        if (!ks || ks.observation.state !== 'complete') {
            for (const ref of Object.keys(previous.capabilities))
                if ((0,canonical/* parseRef */.rd)(ref)?.kind === kind)
                    records[ref] = previous.capabilities[ref];
            continue;
        }
        reconcileKind(kind, ks.items, ctx, transitions);
    }
    const sorted = {};
    for (const ref of Object.keys(records).sort())
        sorted[ref] = records[ref];
    return { store: { ...previous, capabilities: sorted }, transitions };
}
function reconcileKind(kind, items, ctx, transitions) {
    const { previous, fromFile, at } = ctx;
    const ofKind = (m) => [...m].filter((r) => (0,canonical/* parseRef */.rd)(r)?.kind === kind);
    const known = new Set([...ofKind(fromFile.keys()), ...ofKind(Object.keys(previous.capabilities))]);
    const liveRefs = new Set(items.map((c) => c.ref));
    const renamedTo = renameTargets(items, [...known].filter((r) => !liveRefs.has(r)), ctx);
    for (const item of items)
        ctx.set(recordFor(item, renamedTo.get(item.ref), ctx));
    for (const ref of known) {
        if (liveRefs.has(ref))
            continue;
        const prev = previous.capabilities[ref];
        // Intent is kept for what was approved or rejected; a never-approved capability that went away is forgotten.
        if (!fromFile.has(ref) && !prev?.approval && !prev?.rejected?.length) {
            if (prev)
                transitions.push({ ref, from: prev.state, to: 'absent' });
            continue;
        }
        const rec = { ref, state: 'missing', since: at };
        if (prev?.approval)
            rec.approval = prev.approval;
        if (prev?.rejected?.length)
            rec.rejected = prev.rejected;
        ctx.set(rec);
    }
}
function renameTargets(items, gone, ctx) {
    const { previous, fromFile } = ctx;
    const goneApproved = [];
    for (const ref of gone) {
        const prev = previous.capabilities[ref];
        const a = prev?.approval ? { ref, digest: prev.approval.digest, definition: prev.approval.definition } : fromFile.get(ref);
        if (a)
            goneApproved.push(a);
    }
    // A capability the guard already saw served beside the gone ones (held as new, not as a rename) was there before
    // they went: it is a sibling, not their new name.
    const sibling = (ref) => {
        const prev = previous.capabilities[ref];
        return prev?.live !== undefined && !(prev.changes ?? []).some((h) => h.action === 'manual_rebind');
    };
    const unapproved = items.filter((c) => !fromFile.has(c.ref) && !previous.capabilities[c.ref]?.approval);
    const renamedTo = new Map();
    const add = (to, from, why) => {
        const r = renamedTo.get(to);
        renamedTo.set(to, { from: [...(r?.from ?? []), ...from], why: r?.why === 'successor' ? r.why : why });
    };
    for (const [from, t] of suggestMatches(goneApproved, unapproved.filter((c) => !sibling(c.ref))).targets)
        add(t.to, [from], 'look-alike');
    // Declared renames and named successors only ever name an unapproved item (recordFor asks for one no sooner).
    if (unapproved.length === 0)
        return renamedTo;
    const held = new Set(unapproved.map((c) => c.ref));
    for (const c of ctx.changes()) {
        if (c.type === 'renamed' || c.type === 'merged' || c.type === 'split')
            for (const to of c.after?.refs ?? [])
                add(to, c.before?.refs ?? [], 'declared');
        // An approved capability now deprecated in its own words, naming a successor the guard holds: the server says
        // which capability replaces it, so approving the successor is offered as the rebind (and recorded as one).
        const successor = c.rule === 'capability-deprecated' ? c.params?.replacedBy : undefined;
        if (typeof successor === 'string' && held.has(successor))
            add(successor, c.before?.refs ?? [], 'successor');
    }
    // A rebind offered earlier stays offered once every old name it takes over has gone: the named successor of a tool
    // since removed (its notice went with it), or a look-alike that arrived while the old one went.
    const live = new Set(items.map((c) => c.ref));
    for (const c of unapproved) {
        const was = (previous.capabilities[c.ref]?.changes ?? []).find((h) => h.action === 'manual_rebind');
        if (was && !renamedTo.has(c.ref) && (was.renamedFrom ?? []).every((r) => !live.has(r)))
            renamedTo.set(c.ref, { from: was.renamedFrom ?? [], why: 'declared', carried: was });
    }
    return renamedTo;
}
/** The record of one live item: approved, followed, stale, rejected or new. */
function recordFor(item, renamedFrom, ctx) {
    const { previous, fromFile, policy, now, at } = ctx;
    const prev = previous.capabilities[item.ref];
    const rec = { ref: item.ref, state: 'discovered', since: at, live: { digest: item.digest, definition: item.definition } };
    if (prev?.approval)
        rec.approval = prev.approval;
    if (prev?.rejected?.length)
        rec.rejected = prev.rejected;
    const file = fromFile.get(item.ref);
    if (rec.rejected?.includes(item.digest))
        return { ...rec, state: 'rejected', ...(prev?.changes ? { changes: prev.changes } : {}) };
    if (approvedDigests(rec, file, now).has(item.digest))
        return { ...rec, state: 'approved' };
    if (file || rec.approval)
        return changedRecord(rec, item, file, ctx);
    if (renamedFrom?.carried)
        return { ...rec, state: 'review_required', changes: [renamedFrom.carried] };
    if (renamedFrom) {
        const from = [...new Set(renamedFrom.from)].sort();
        const message = fillTemplate(HOLD_MESSAGES[renamedFrom.why === 'successor' ? 'capability-successor' : 'capability-renamed'], { from: from.join(', ') });
        return { ...rec, state: 'review_required', changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message, renamedFrom: from }] };
    }
    if (policy.bySeverity.new === 'follow')
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at } };
    return { ...rec, state: 'review_required', changes: [{ rule: 'capability-added', severity: 'safe', action: 'review', message: HOLD_MESSAGES['capability-added'] }] };
}
/** What a person bounded an approval by (scope, expiry, session): a follow or a re-approval keeps it, never widens it. */
function limitsOf(a) {
    const out = {};
    if (a?.scope !== undefined)
        out.scope = a.scope;
    if (a?.expires !== undefined)
        out.expires = a.expires;
    if (a?.session !== undefined)
        out.session = a.session;
    return out;
}
/** An approved capability served with another digest: followed when every change may be, else stale with why. */
function changedRecord(rec, item, file, ctx) {
    const { policy, now, at } = ctx;
    const last = rec.approval?.digest ?? file.digest;
    if (rec.approval && expired(rec.approval, now) && rec.approval.digest === item.digest)
        return { ...rec, state: 'stale', reason: rec.approval.session !== undefined && rec.approval.expires === rec.approval.at ? HOLD_MESSAGES['session-ended'] : fillTemplate(HOLD_MESSAGES['approval-expired'], { at: rec.approval.expires ?? '' }) };
    const own = changesFor(item.ref, ctx.changes());
    const base = rec.approval?.definition ?? file.definition;
    if (policy.reworded === 'follow' && onlyRewordings(own, base, item.definition)) {
        const followed = own.map((c) => {
            const { forced: _forced, ...h } = held(c, 'follow');
            return h;
        });
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed, ...limitsOf(rec.approval) } };
    }
    // New words in a definition are how poisoning arrives: no change that brings them is followed.
    const newText = bringsNewText(base, item.definition);
    const heldChanges = own.map((c) => (newText ? forceReview(held(c, actionFor(c, policy))) : held(c, actionFor(c, policy))));
    if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow'))
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges, ...limitsOf(rec.approval) } };
    // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
    if (heldChanges.length === 0)
        return { ...rec, state: 'stale', reason: HOLD_MESSAGES['origin-changed'] };
    return { ...rec, state: 'stale', changes: heldChanges };
}
/** The digest published under `ref` (its live capture spoke `era`), or undefined when it is held out. */
function publishedDigest(store, approved, ref, now, era) {
    const rec = store.capabilities[ref];
    if (rec?.state !== 'approved' || !rec.live)
        return undefined;
    const fromFile = approvedItems(approved, store.surface, era).get(ref);
    return approvedDigests(rec, fromFile, now).has(rec.live.digest) ? rec.live.digest : undefined;
}
// ------------------------------------------------------------------ human decisions
class DecisionError extends (/* unused pure expression or super */ null && (Error)) {
}
/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
function approveRecord(store, ref, now, 
/** scope: a schema sets it, null removes it, absent keeps the one the approval had. */
opts = {}) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new DecisionError(`${ref}: not in the store (known: ${Object.keys(store.capabilities).length} capabilities; see mcp-contract status)`);
    if (!rec.live)
        throw new DecisionError(`${ref}: the server no longer serves it, so there is no definition to approve`);
    if (opts.digest && opts.digest !== rec.live.digest)
        throw new DecisionError(`${ref}: the server now serves ${rec.live.digest}, not ${opts.digest}; review the new definition first`);
    const next = {
        ...rec,
        state: 'approved',
        since: now.toISOString(),
        approval: { digest: rec.live.digest, definition: rec.live.definition, by: 'human', at: now.toISOString() },
    };
    if (rec.approval && rec.approval.digest !== rec.live.digest)
        next.approval.from = rec.approval.digest;
    if (opts.expires)
        next.approval.expires = opts.expires;
    const scope = opts.scope === undefined ? rec.approval?.scope : (opts.scope ?? undefined);
    if (scope !== undefined)
        next.approval.scope = scope;
    if (opts.session !== undefined)
        next.approval.session = opts.session;
    if (opts.who !== undefined)
        next.approval.who = opts.who;
    // Approving a capability held as a possible rename is the person saying it is one: the rebind is recorded.
    const rebinds = rebindsOf(rec);
    if (rebinds.length > 0)
        next.approval.rebinds = rebinds;
    const rejected = (rec.rejected ?? []).filter((d) => d !== rec.live.digest);
    if (rejected.length)
        next.rejected = rejected;
    else
        delete next.rejected;
    delete next.changes;
    delete next.reason;
    store.capabilities[ref] = next;
    return next;
}
/** Holds the served definition of `ref` out until it changes again; the earlier approval is kept as the baseline. */
function rejectRecord(store, ref, now) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new DecisionError(`${ref}: not in the store (see mcp-contract status)`);
    if (!rec.live)
        throw new DecisionError(`${ref}: the server no longer serves it, so there is nothing to reject`);
    const next = { ...rec, state: 'rejected', since: now.toISOString(), rejected: [...new Set([...(rec.rejected ?? []), rec.live.digest])] };
    if (rec.approval?.digest === rec.live.digest)
        delete next.approval;
    store.capabilities[ref] = next;
    return next;
}
/**
 * The successors a held capability's deprecation names that the guard holds as its rebind: approving one of them is
 * the person moving from `rec` to it (status and the guard print that command beside rec's own).
 */
function heldSuccessors(store, rec) {
    const named = new Set((rec.changes ?? []).flatMap((c) => (c.replacedBy !== undefined ? [c.replacedBy] : [])));
    return [...named].filter((ref) => {
        const s = store.capabilities[ref];
        return s?.state === 'review_required' && s.live !== undefined && (s.changes ?? []).some((c) => c.action === 'manual_rebind' && (c.renamedFrom ?? []).includes(rec.ref));
    });
}
/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
function allSafe(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every((c) => c.severity === 'safe' && c.action !== 'manual_rebind' && !c.forced))
        .map((r) => r.ref);
}
/**
 * Held capabilities whose every change is a description or title edit adding no cue (or whitespace): what
 * `approve --reworded` approves, after showing them.
 */
function allReworded(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every(isCueFreeHeld))
        .map((r) => r.ref);
}
/** `safe=follow`, `breaking=review`, `new=follow`, `reworded=follow`, `RULE-ID=review`: one entry of `--policy`. */
function parsePolicyEntry(policy, entry) {
    const call = /^(out-of-scope|output-mismatch)=([a-z]+)$/.exec(entry);
    if (call) {
        const [, key, value] = call;
        if (key === 'out-of-scope' && (value === 'ask' || value === 'deny'))
            return { ...policy, outOfScope: value };
        if (key === 'output-mismatch' && (value === 'refuse' || value === 'record'))
            return { ...policy, outputMismatch: value };
        throw new DecisionError(`--policy "${entry}": expected out-of-scope=ask|deny or output-mismatch=refuse|record`);
    }
    const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
    if (!m)
        throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, reworded, or a rule id), out-of-scope=ask|deny or output-mismatch=refuse|record`);
    const [, key, action] = m;
    const value = action;
    if (key === 'reworded')
        return { ...policy, reworded: value };
    if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new')
        return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
    if (!ruleById(key))
        throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", "reworded", or a rule id (see mcp-contract rules)`);
    return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}
// ------------------------------------------------------------------ lifetimes by side effect
const DAY_MS = 86_400_000;
/** The side-effect classes a tool's annotations put it in (a tool without any hint is unannotated). */
function sideEffectClasses(definition) {
    const a = definition.annotations;
    const hints = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
    const has = (k) => typeof hints[k] === 'boolean';
    if (!['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'].some(has))
        return ['unannotated'];
    const out = [];
    if (hints.destructiveHint === true)
        out.push('destructive');
    if (hints.openWorldHint === true)
        out.push('openWorld');
    return out;
}
/**
 * Bounds each tool approval of the store by policy, in place: one of a class with a maximum age expires that many days
 * after it was given (an earlier `--expires` stands), and a session approval whose guard process has `ended` expires
 * when it was given. Deterministic, so a store read twice is written once. Returns the refs whose approval it bounded
 * further.
 */
function applyLifetimes(store, limits, ended = () => false) {
    const changed = [];
    for (const rec of Object.values(store.capabilities)) {
        const a = rec.approval;
        if (!a)
            continue;
        let until = a.expires === undefined ? Number.POSITIVE_INFINITY : Date.parse(a.expires);
        if (a.session !== undefined && ended(a.session))
            until = Math.min(until, Date.parse(a.at));
        if (limits && parseRef(rec.ref)?.kind === 'tool')
            for (const c of sideEffectClasses(a.definition)) {
                const days = limits[c];
                if (days !== undefined)
                    until = Math.min(until, Date.parse(a.at) + days * DAY_MS);
            }
        if (!Number.isFinite(until) || (a.expires !== undefined && until >= Date.parse(a.expires)))
            continue;
        rec.approval = { ...a, expires: new Date(until).toISOString() };
        changed.push(rec.ref);
    }
    return changed;
}

;// CONCATENATED MODULE: ./src/api/approval.ts
// The consumer's decision: which changed capabilities a guard follows, holds for review or needs rebinding.


;// CONCATENATED MODULE: ./src/api/errors.ts
// The typed errors a caller of the library catches; each carries the exit code the CLI would end with.


;// CONCATENATED MODULE: ./src/api/model.ts
/** The format a snapshot written today carries, and every format this version reads. */


;// CONCATENATED MODULE: ./src/api/index.ts
// The public API of mcp-contract: the same functions the CLI's commands run.










var __webpack_exports__CaptureError = __webpack_exports__.$3;
var __webpack_exports__ContractError = __webpack_exports__.Vl;
var __webpack_exports__DEFAULT_GUARD_POLICY = __webpack_exports__.HE;
var __webpack_exports__EXIT = __webpack_exports__.dc;
var __webpack_exports__GUARD_STORE_FORMAT = __webpack_exports__.OF;
var __webpack_exports__READABLE_SNAPSHOT_FORMATS = __webpack_exports__.pQ;
var __webpack_exports__REPORT_FORMATS = __webpack_exports__.EL;
var __webpack_exports__REPORT_RENDERERS = __webpack_exports__.eE;
var __webpack_exports__RULES = __webpack_exports__.y0;
var __webpack_exports__SNAPSHOT_FORMAT = __webpack_exports__.Td;
var __webpack_exports__UsageError = __webpack_exports__.eb;
var __webpack_exports__WriteError = __webpack_exports__.QM;
var __webpack_exports__actionFor = __webpack_exports__.cY;
var __webpack_exports__approvedDigests = __webpack_exports__.VR;
var __webpack_exports__captureServer = __webpack_exports__.I;
var __webpack_exports__diffSnapshots = __webpack_exports__.V1;
var __webpack_exports__isRuleId = __webpack_exports__.KX;
var __webpack_exports__loadTokenizer = __webpack_exports__.Ym;
var __webpack_exports__parseSnapshot = __webpack_exports__.E$;
var __webpack_exports__readSnapshot = __webpack_exports__.RA;
var __webpack_exports__reconcile = __webpack_exports__.Lq;
var __webpack_exports__render = __webpack_exports__.XX;
var __webpack_exports__ruleById = __webpack_exports__.BD;
var __webpack_exports__sameContract = __webpack_exports__.$h;
var __webpack_exports__sameSnapshot = __webpack_exports__.DM;
var __webpack_exports__serializeSnapshot = __webpack_exports__.DP;
var __webpack_exports__serverConfigOf = __webpack_exports__.NO;
var __webpack_exports__tokenizerFor = __webpack_exports__.v5;
var __webpack_exports__writeSnapshot = __webpack_exports__.oF;
export { __webpack_exports__CaptureError as CaptureError, __webpack_exports__ContractError as ContractError, __webpack_exports__DEFAULT_GUARD_POLICY as DEFAULT_GUARD_POLICY, __webpack_exports__EXIT as EXIT, __webpack_exports__GUARD_STORE_FORMAT as GUARD_STORE_FORMAT, __webpack_exports__READABLE_SNAPSHOT_FORMATS as READABLE_SNAPSHOT_FORMATS, __webpack_exports__REPORT_FORMATS as REPORT_FORMATS, __webpack_exports__REPORT_RENDERERS as REPORT_RENDERERS, __webpack_exports__RULES as RULES, __webpack_exports__SNAPSHOT_FORMAT as SNAPSHOT_FORMAT, __webpack_exports__UsageError as UsageError, __webpack_exports__WriteError as WriteError, __webpack_exports__actionFor as actionFor, __webpack_exports__approvedDigests as approvedDigests, __webpack_exports__captureServer as captureServer, __webpack_exports__diffSnapshots as diffSnapshots, __webpack_exports__isRuleId as isRuleId, __webpack_exports__loadTokenizer as loadTokenizer, __webpack_exports__parseSnapshot as parseSnapshot, __webpack_exports__readSnapshot as readSnapshot, __webpack_exports__reconcile as reconcile, __webpack_exports__render as render, __webpack_exports__ruleById as ruleById, __webpack_exports__sameContract as sameContract, __webpack_exports__sameSnapshot as sameSnapshot, __webpack_exports__serializeSnapshot as serializeSnapshot, __webpack_exports__serverConfigOf as serverConfigOf, __webpack_exports__tokenizerFor as tokenizerFor, __webpack_exports__writeSnapshot as writeSnapshot };

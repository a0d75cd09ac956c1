export const id = 6912;
export const ids = [6912];
export const modules = {

/***/ 96912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ captureServer),
/* harmony export */   TN: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.TN),
/* harmony export */   Up: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.Up),
/* harmony export */   aW: () => (/* binding */ incompleteKinds),
/* harmony export */   fA: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.fA),
/* harmony export */   m2: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.m2),
/* harmony export */   ob: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.ob),
/* harmony export */   t4: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.t4),
/* harmony export */   uU: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.uU),
/* harmony export */   yv: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_12__.yv)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _connect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95063);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47646);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3181);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88712);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2443);
/* harmony import */ var _eras_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39411);
/* harmony import */ var _v8_flags_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(31524);
/* harmony import */ var _early_launch_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(94229);
/* harmony import */ var _setup_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(92087);
/* harmony import */ var _concurrent_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(22749);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(14329);














async function build(name, server, opts, marker) {
    if (!server.build)
        return;
    const timeoutMs = server.timeouts?.buildMs ?? _session_js__WEBPACK_IMPORTED_MODULE_12__/* .DEFAULT_TIMEOUTS */ .Rh.buildMs;
    opts.log?.(`[${name}] build: ${server.build}`);
    // The build is the judged code too: the allow-list and the server's configured env, nothing else of the runner's.
    const env = (0,_child_env_js__WEBPACK_IMPORTED_MODULE_3__/* .childEnv */ .gf)((0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandValues */ .pj)(server.env, opts.env, `server "${name}" env`), marker);
    const secrets = (0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .secretsOf */ .Fj)(server, opts.env);
    const res = await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .runShell */ .E5)(server.build, { cwd: opts.baseDir, env, timeoutMs });
    if (res.timedOut)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, 'build', `timed out after ${timeoutMs} ms`, (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(res.output.tail(30), secrets));
    if (res.code !== 0) {
        const why = res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, 'build', why, (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(res.output.tail(30), secrets));
    }
}
/** Starts an HTTP server the tool owns and waits until its URL answers anything at all. */
async function start(name, server, opts, marker) {
    const s = server.start;
    if (!s)
        return undefined;
    const rawReady = s.readyUrl ?? server.url ?? Object.values(server.surfaces ?? {}).find((x) => x.url)?.url;
    if (!rawReady)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`server "${name}": "start" needs "readyUrl" or "url"`);
    const readyUrl = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandString */ .KG)(rawReady, opts.env, `server "${name}" ${s.readyUrl !== undefined ? 'start.readyUrl' : 'url'}`);
    const named = {
        ...(0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandValues */ .pj)(server.env, opts.env, `server "${name}" env`),
        ...(0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandValues */ .pj)(s.env, opts.env, `server "${name}" start.env`),
    };
    const env = (0,_child_env_js__WEBPACK_IMPORTED_MODULE_3__/* .childEnv */ .gf)(named, marker);
    const args = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandList */ .n3)(s.args, opts.env, `server "${name}" start.args`);
    const startMs = server.timeouts?.startMs ?? _session_js__WEBPACK_IMPORTED_MODULE_12__/* .DEFAULT_TIMEOUTS */ .Rh.startMs;
    const child = (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .spawnGroup */ .j8)(s.command, args, { cwd: (0,_connect_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveCwd */ .fg)(opts.baseDir, s.cwd), env });
    child.stdin?.end();
    const output = new _process_js__WEBPACK_IMPORTED_MODULE_6__/* .TailBuffer */ .vX();
    child.stdout?.on('data', (c) => output.push(c));
    child.stderr?.on('data', (c) => output.push(c));
    let exit;
    child.once('error', (e) => (exit = e.message));
    child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `exit code ${code}`));
    const secrets = (0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .secretsOf */ .Fj)(server, opts.env);
    const until = Date.now() + startMs;
    while (Date.now() < until) {
        if (exit !== undefined) {
            await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .killGroup */ .i0)(child);
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, 'start', `the start command ended (${(0,_session_js__WEBPACK_IMPORTED_MODULE_12__/* .oneLine */ .TN)(exit, secrets)})`, (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(output.tail(30), secrets));
        }
        try {
            await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
            return child;
        }
        catch {
            await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .delay */ .cb)(100);
        }
    }
    await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .killGroup */ .i0)(child);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, 'start', (0,_session_js__WEBPACK_IMPORTED_MODULE_12__/* .oneLine */ .TN)(`${(0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .displayUrl */ .Qy)(readyUrl)} did not answer within ${startMs} ms`, secrets), (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(output.tail(30), secrets));
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
    (0,_v8_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .holdYoungGeneration */ .kK)();
    return (0,_v8_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .withoutTurbofan */ .ax)(() => captureAll(name, server, opts));
}
async function captureAll(name, server, opts) {
    const surfaces = (0,_session_js__WEBPACK_IMPORTED_MODULE_12__/* .surfacesOf */ .m_)(name, server, opts.surfaces);
    // A server in this process with nothing to build or start runs no process: there is nothing to mark or sweep (the
    // scan of every process's environment was most of an in-process check's time, the random marker a part of the rest).
    const spawns = !opts.inProcess || Boolean(server.build) || Boolean(server.start);
    // A process the CLI started early (early-launch.ts) carries its marker already: everything else of this capture
    // carries the same one, and the sweep below ends them together.
    const marker = spawns ? (opts.early?.marker ?? (0,_setup_js__WEBPACK_IMPORTED_MODULE_10__/* .issueMarker */ .Q_)()) : '';
    const plans = surfaces.map(([s, cfg]) => (0,_session_js__WEBPACK_IMPORTED_MODULE_12__/* .planSurface */ .t4)(name, server, s, cfg, { ...opts, marker }));
    const via = opts.via ?? 'sdk';
    let captureWith = _eras_js__WEBPACK_IMPORTED_MODULE_7__/* .captureSurfaceSdk */ .S8;
    if (via === 'inspector') {
        const { inspectorCapturer } = await __webpack_require__.e(/* import() */ 8447).then(__webpack_require__.bind(__webpack_require__, 38447));
        captureWith = inspectorCapturer(name);
    }
    let started;
    const out = { format: _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .SNAPSHOT_FORMAT */ .Td, server: name, surfaces: {} };
    try {
        await build(name, server, opts, marker);
        started = await start(name, server, opts, marker);
        const early = opts.early && plans.length > 0 ? await (0,_early_launch_js__WEBPACK_IMPORTED_MODULE_9__/* .earlyProcessFor */ .W)(opts.early, plans[0]) : undefined;
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
            await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .killGroup */ .i0)(started);
        // Whatever left its process group (a daemon the build or the server spawned) is ended too, before anything
        // is reported: nothing the judged code started outlives the capture.
        const swept = spawns ? await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .sweepMarked */ .TK)([marker]) : 0;
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
        return (0,_concurrent_js__WEBPACK_IMPORTED_MODULE_11__/* .valuesOrFailure */ .aK)(await (0,_concurrent_js__WEBPACK_IMPORTED_MODULE_11__/* .settleInLanes */ .qQ)(plans, 1 + borrowed.length, captureWith, (lane) => borrowed[lane - 1]?.()));
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
        for (const kind of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW) {
            const obs = snap.kinds[kind]?.observation;
            if (obs?.state === 'failed')
                out.push(`${surface}/${kind}: ${obs.error ?? 'failed'}`);
        }
    }
    return out;
}


/***/ }),

/***/ 95063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KB: () => (/* binding */ PROBE_MS),
  Ng: () => (/* binding */ connect),
  kL: () => (/* binding */ isTimeout),
  fg: () => (/* reexport */ surface_target/* resolveCwd */.fg)
});

// UNUSED EXPORTS: MAX_IN_FLIGHT, boundedFetch

// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __webpack_require__(60279);
// EXTERNAL MODULE: ./src/capture/stdio.ts
var stdio = __webpack_require__(48651);
// EXTERNAL MODULE: ./src/rpc/lines.ts
var lines = __webpack_require__(45808);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
;// CONCATENATED MODULE: ./src/capture/in-process.ts
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
    if (text.length > lines/* KEPT_PAGE_CHARS */.d$)
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
        seen.parsed = (0,json/* deepFreeze */.ol)(parsed);
    return parsed;
}
/** `keepText`: the page's text is kept for the capture's page reuse (page-digests.ts), which only a reusing server's has. */
function parsedNow(text, keepText = false) {
    const parsed = JSON.parse(text);
    // As a line read from a child's stdout: a list page without a surrogate escape needs no check of each string.
    (0,lines/* noteParsed */.C2)(parsed, text, undefined, keepText);
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

// EXTERNAL MODULE: ./src/rpc/peer.ts
var peer = __webpack_require__(84107);
// EXTERNAL MODULE: ./src/capture/param-headers.ts
var param_headers = __webpack_require__(92752);
// EXTERNAL MODULE: ./src/capture/modern.ts
var modern = __webpack_require__(82187);
;// CONCATENATED MODULE: ./src/capture/client.ts




/** The 2025-era revisions a client may initialize with, newest first (the SDK 1.x list, which servers expect). */
const LEGACY_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
/**
 * Where a modern session's request ids start: a legacy fallback initializes on the same stdio child with ids from 0,
 * and a discover answer that arrives after the probe timed out must not be taken for the answer to initialize.
 */
const PROBE_ID_BASE = 1_000_000_000;
class McpClient extends peer/* RpcPeer */.o {
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
var access_error = __webpack_require__(70834);
// EXTERNAL MODULE: ./src/capture/surface-target.ts
var surface_target = __webpack_require__(66823);
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
        const { SSEClientTransport } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3846), __webpack_require__.e(6386), __webpack_require__.e(53)]).then(__webpack_require__.bind(__webpack_require__, 10053));
        return new SSEClientTransport(url, options);
    }
    const { StreamableHTTPClientTransport } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3846), __webpack_require__.e(6386), __webpack_require__.e(940)]).then(__webpack_require__.bind(__webpack_require__, 30940));
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
        child = await InProcessTransport.open(target.server, opts.maxMessageBytes, opts.initializeMs, opts.reuseMessages);
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

/***/ 39411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S8: () => (/* binding */ captureSurfaceSdk),
/* harmony export */   fY: () => (/* binding */ dualEraSurfaces),
/* harmony export */   vu: () => (/* binding */ isRefusal)
/* harmony export */ });
/* harmony import */ var _rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60279);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14329);
/* harmony import */ var _modern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82187);
/* harmony import */ var _connect_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95063);
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
    if (err instanceof _rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc)
        return err.code === _modern_js__WEBPACK_IMPORTED_MODULE_3__/* .UNSUPPORTED_VERSION */ .xH || err.code === -32601;
    const e = err;
    const status = typeof e?.code === 'number' ? e.code : undefined;
    if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403)
        return false;
    // A 4xx answer to an era's opening request is a refusal when its body says so or names no JSON-RPC error at all.
    const text = typeof e?.message === 'string' ? e.message : '';
    return text.includes(String(_modern_js__WEBPACK_IMPORTED_MODULE_3__/* .UNSUPPORTED_VERSION */ .xH)) || !/"code"\s*:/.test(text);
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
    return { state: isRefusal(capture.openError) ? 'refused' : 'failed', error: (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(capture.snap.error ?? 'no session', plan.secrets) };
}
/** What one kind answered, for telling whether two eras list the same thing. */
function listedKind(k) {
    return `${k.observation.state} ${k.items.map((c) => c.digest).join(' ')}`;
}
function sameKinds(a, b) {
    return _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.every((k) => listedKind(a[k]) === listedKind(b[k]));
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
    return capture.session !== undefined && _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.every((k) => capture.snap.kinds[k].observation.state !== 'failed');
}
/** Captures one surface through the SDK client in every era it speaks (or the one the config pins). */
async function captureSurfaceSdk(plan) {
    return (await besideEachOther(plan)) ?? erasOf(plan, await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .captureOneEra */ .DM)(plan, plan.era, true), () => (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .captureOneEra */ .DM)(plan, 'legacy', false));
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
    const probe = { ...held, timeouts: { ...held.timeouts, initializeMs: Math.min(held.timeouts.initializeMs, _connect_js__WEBPACK_IMPORTED_MODULE_4__/* .PROBE_MS */ .KB) } };
    const [first, legacy] = await Promise.all([(0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .captureOneEra */ .DM)(probe, 'modern', true), (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .captureOneEra */ .DM)(held, 'legacy', false)]);
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
            eras.modern = { state: 'refused', error: (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(first.session.fallback, plan.secrets) };
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


/***/ }),

/***/ 63826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ globMatch),
/* harmony export */   f: () => (/* binding */ globMatcher)
/* harmony export */ });
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


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oh: () => (/* binding */ KindCollector),
  $$: () => (/* binding */ ListFailure),
  HO: () => (/* binding */ MAX_ITEM_DEPTH),
  gz: () => (/* binding */ failed),
  P: () => (/* binding */ itemShape),
  Kp: () => (/* binding */ redactJson),
  qO: () => (/* binding */ unsupported)
});

// UNUSED EXPORTS: foldKey, quote, quoteAscii

// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/capture/glob.ts
var glob = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/core/shared/jcs.ts
var jcs = __webpack_require__(2521);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var shared_secrets = __webpack_require__(88712);
// EXTERNAL MODULE: ./src/rpc/lines.ts
var lines = __webpack_require__(45808);
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
            this.include = (0,glob/* globMatcher */.f)(filter.uriPatterns ?? []);
            this.exclude = (0,glob/* globMatcher */.f)(filter.excludePatterns ?? []);
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

/***/ 82187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var _rpc_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60279);
/* harmony import */ var _param_headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92752);


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

/***/ 92752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ headerValueOf),
/* harmony export */   Mo: () => (/* binding */ paramMismatch),
/* harmony export */   TK: () => (/* binding */ headerText),
/* harmony export */   lq: () => (/* binding */ mirroredParams),
/* harmony export */   oN: () => (/* binding */ paramHeaders)
/* harmony export */ });
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

/***/ 14329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rh: () => (/* reexport */ defaults/* DEFAULT_TIMEOUTS */.R),
  m2: () => (/* binding */ canarySurface),
  DM: () => (/* binding */ captureOneEra),
  t8: () => (/* binding */ emptyKinds),
  YR: () => (/* binding */ kindPlan),
  Up: () => (/* binding */ listSurface),
  ob: () => (/* binding */ listSurfaceAtOnce),
  TN: () => (/* binding */ oneLine),
  fA: () => (/* binding */ openSession),
  yv: () => (/* binding */ originOf),
  t4: () => (/* binding */ planSurface),
  uU: () => (/* binding */ serverIdentity),
  m_: () => (/* reexport */ surface_target/* surfacesOf */.m_)
});

// UNUSED EXPORTS: CLIENT_NAME, CLIENT_VERSION, DEFAULT_LIMITS

// EXTERNAL MODULE: ./src/rpc/messages.ts
var messages = __webpack_require__(60279);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/capture/connect.ts + 2 modules
var connect = __webpack_require__(95063);
// EXTERNAL MODULE: ./src/capture/child-env.ts
var child_env = __webpack_require__(47646);
// EXTERNAL MODULE: ./src/capture/env.ts
var env = __webpack_require__(3181);
// EXTERNAL MODULE: ./src/capture/lists.ts + 1 modules
var lists = __webpack_require__(65939);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var secrets = __webpack_require__(88712);
// EXTERNAL MODULE: ./src/capture/defaults.ts
var defaults = __webpack_require__(89238);
// EXTERNAL MODULE: ./src/capture/surface-target.ts
var surface_target = __webpack_require__(66823);
// EXTERNAL MODULE: ./src/oauth/plan.ts
var plan = __webpack_require__(12504);
;// CONCATENATED MODULE: ./src/oauth/lazy-access.ts

function lazyRemoteAccess(where, url, cfg, opts) {
    const secrets = (0,plan/* planSecrets */.Ds)((0,plan/* planOAuth */.Tj)(where, cfg, opts.env));
    let real;
    let loading;
    const load = () => (loading ??= Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3213), __webpack_require__.e(2524)]).then(__webpack_require__.bind(__webpack_require__, 52524)).then((m) => (real = m.remoteAccess(where, url, cfg, opts))));
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
var store = __webpack_require__(11042);
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
    for (const kind of model/* KINDS */.GW) {
        const reason = reasons[kind];
        kinds[kind] = reason !== undefined ? (0,lists/* unsupported */.qO)(reason) : await listOneKind(session, plan, kind, origin, track, timedOut);
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
    const listed = await Promise.all(model/* KINDS */.GW.map((kind) => {
        const reason = reasons[kind];
        return reason !== undefined ? (0,lists/* unsupported */.qO)(reason) : listOneKind(session, plan, kind, origin, { early: 0 }, () => false, () => timedOut.add(kind));
    }));
    const kinds = {};
    model/* KINDS */.GW.forEach((kind, i) => (kinds[kind] = listed[i]));
    // Each request's timeout runs from when it was sent: a server that answers one request at a time, slowly, answers
    // the last of the lists asked at once later than it would have answered it asked alone. A list that timed out is
    // asked again on its own, as a serial capture would have asked it, before it counts as failed.
    for (const kind of model/* KINDS */.GW)
        if (timedOut.has(kind) && session.exitReason() === undefined)
            kinds[kind] = await listOneKind(session, plan, kind, origin, { early: 0 }, () => false);
    return surfaceOf(session, plan, server, kinds);
}
function surfaceStart(session, plan) {
    const server = (0,lists/* redactJson */.Kp)(serverIdentity(session), plan.secrets);
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

/***/ 70834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 12504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ planSecrets),
/* harmony export */   Tj: () => (/* binding */ planOAuth),
/* harmony export */   gU: () => (/* binding */ PASSTHROUGH_REFUSAL)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);

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

/***/ 11042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ GrantStore),
/* harmony export */   qo: () => (/* binding */ grantDir)
/* harmony export */ });
/* unused harmony export issuerFileName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78560);
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

/***/ 84107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ RpcPeer)
/* harmony export */ });
/* unused harmony export DEFAULT_TIMEOUT_MS */
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60279);
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
    const e = ((0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(err) ? err : {});
    const code = typeof e.code === 'number' && Number.isSafeInteger(e.code) ? e.code : _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_ERROR */ .zR;
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
            return Promise.reject(new _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc(_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CONNECTION_CLOSED */ .AO, 'Not connected'));
        if (options.signal?.aborted)
            return Promise.reject(options.signal.reason);
        const id = this.nextId++;
        let sent = params;
        if (options.onprogress)
            sent = { ...params, _meta: { ...((0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params?._meta) ? params._meta : {}), progressToken: id } };
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
            const onTimeout = () => cancel(new _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc(_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_TIMEOUT */ ._h, 'Request timed out', { timeout }));
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
            return Promise.reject(new _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc(_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CONNECTION_CLOSED */ .AO, 'Not connected'));
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
        if ((0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .isRequest */ .ks)(message))
            void this.serve(message, extra);
        else if ((0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotification */ .o2)(message))
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
            p.reject(_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc.answered(response.error.code, response.error.message, response.error.data));
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
            return reply({ error: { code: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .METHOD_NOT_FOUND */ .X$, message: 'Method not found' } });
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
            p.reject(new _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc(_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CONNECTION_CLOSED */ .AO, 'Connection closed'));
        for (const c of this.handling.values())
            c.abort(new _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RpcError */ .Qc(_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CONNECTION_CLOSED */ .AO, 'Connection closed'));
        this.handling.clear();
        this.onclose?.();
    }
}


/***/ })

};

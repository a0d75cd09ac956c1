export const id = 33;
export const ids = [33];
export const modules = {

/***/ 939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m2: () => (/* binding */ canarySurface),
  I: () => (/* binding */ captureServer),
  t8: () => (/* binding */ emptyKinds),
  aW: () => (/* binding */ incompleteKinds),
  YR: () => (/* binding */ kindPlan),
  Up: () => (/* binding */ listSurface),
  TN: () => (/* binding */ oneLine),
  fA: () => (/* binding */ openSession),
  t4: () => (/* binding */ planSurface),
  uU: () => (/* binding */ serverIdentity)
});

// UNUSED EXPORTS: CLIENT_NAME, CLIENT_VERSION, DEFAULT_LIMITS, DEFAULT_TIMEOUTS, captureSurfaceSdk, surfacesOf, sweepAllCaptures

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 1 modules
var esm_client = __webpack_require__(3018);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(53);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 1 modules
var streamableHttp = __webpack_require__(940);
// EXTERNAL MODULE: ./src/capture/process.ts
var process = __webpack_require__(2443);
;// CONCATENATED MODULE: ./src/capture/stdio.ts


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
    stderr = new process/* TailBuffer */.vX();
    child;
    pending = [];
    pendingBytes = 0;
    closed = false;
    /** Set when the child exited on its own: `exit code 1`, `signal SIGSEGV`. */
    exitReason;
    constructor(params) {
        this.params = params;
    }
    get pid() {
        return this.child?.pid;
    }
    start() {
        return new Promise((resolve, reject) => {
            const p = this.params;
            const child = (0,process/* spawnGroup */.j8)(p.command, p.args, { cwd: p.cwd, env: p.env });
            this.child = child;
            child.once('error', (err) => {
                reject(new Error(`cannot start ${p.command}: ${err.message}`));
                this.onerror?.(err);
            });
            child.once('spawn', () => resolve());
            child.stdout?.on('data', (chunk) => this.read(chunk));
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
    read(chunk) {
        let start = 0;
        let nl = chunk.indexOf(10);
        while (nl !== -1) {
            const part = chunk.subarray(start, nl);
            const line = this.pendingBytes === 0 ? part : Buffer.concat([...this.pending, part]);
            this.pending = [];
            this.pendingBytes = 0;
            this.line(line);
            if (this.closed)
                return;
            start = nl + 1;
            nl = chunk.indexOf(10, start);
        }
        if (start < chunk.length) {
            const rest = chunk.subarray(start);
            this.pending.push(rest);
            this.pendingBytes += rest.length;
            if (this.pendingBytes > this.params.maxMessageBytes) {
                this.pending = [];
                this.pendingBytes = 0;
                this.overflow();
            }
        }
    }
    overflow() {
        this.exitReason = `closed by mcp-contract: a message exceeded limits.maxMessageBytes, ${this.params.maxMessageBytes} bytes`;
        this.onerror?.(new Error(this.exitReason));
        void this.close();
    }
    line(bytes) {
        if (bytes.length > this.params.maxMessageBytes) {
            this.overflow();
            return;
        }
        const text = bytes.toString('utf8').replace(/\r$/, '');
        if (text.trim() === '')
            return;
        let message;
        try {
            message = types/* JSONRPCMessageSchema */.OR.parse(JSON.parse(text));
        }
        catch {
            this.params.onGarbage?.(text);
            return;
        }
        this.onmessage?.(message);
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
            await (0,process/* killGroup */.i0)(child);
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

;// CONCATENATED MODULE: ./src/capture/connect.ts
// Opens one MCP session for one surface over stdio, streamable HTTP or SSE, and knows how to end it quickly.






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
        let seen = 0;
        const counter = new TransformStream({
            transform(chunk, controller) {
                seen += chunk.byteLength;
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
function newClient(identity) {
    const client = new esm_client/* Client */.K({ name: identity.name, version: identity.version }, { capabilities: identity.capabilities });
    // A client that declares roots must answer roots/list (server-everything asks right after initialize).
    if (identity.capabilities.roots !== undefined)
        client.setRequestHandler(types/* ListRootsRequestSchema */.WQ, () => ({ roots: [] }));
    return client;
}
async function closeQuietly(client, transport) {
    if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j && transport.sessionId) {
        // Be polite to the server, but never wait long for it.
        await Promise.race([transport.terminateSession().catch(() => undefined), new Promise((r) => setTimeout(r, 500).unref())]);
    }
    // Bounded too: a transport with requests the server never completes must not hold the capture past its timeouts.
    await Promise.race([client.close().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
}
async function connect_open(target, type, opts) {
    const client = newClient(opts.client);
    let transport;
    let oversize;
    let child;
    if (target.type === 'stdio') {
        child = new ChildStdioTransport({
            command: target.command,
            args: target.args,
            cwd: target.cwd,
            env: target.env,
            maxMessageBytes: opts.maxMessageBytes,
            onGarbage: opts.onGarbage,
        });
        transport = child;
    }
    else {
        const url = new URL(target.url);
        const fetchFn = boundedFetch(opts.maxMessageBytes, (why) => {
            // Closing rejects what is pending at once, and the reason replaces "timed out" in the report.
            oversize ??= why.startsWith('closed by mcp-contract: ') ? why : `closed by mcp-contract: ${why}`;
            void session.close();
        });
        transport =
            type === 'sse'
                ? new sse/* SSEClientTransport */.A(url, { requestInit: { headers: target.headers }, fetch: fetchFn })
                : new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit: { headers: target.headers }, fetch: fetchFn });
    }
    const session = {
        client,
        transport,
        type,
        stderr: child?.stderr,
        exitReason: () => child?.exitReason ?? oversize,
        close: () => closeQuietly(client, transport),
    };
    opts.onSession?.(session);
    // The client hands the negotiated version to the transport and keeps no copy; catch it on the way.
    const setVersion = transport.setProtocolVersion?.bind(transport);
    transport.setProtocolVersion = (version) => {
        session.protocolVersion = version;
        setVersion?.(version);
    };
    try {
        await client.connect(transport, { timeout: opts.initializeMs });
    }
    catch (err) {
        await session.close();
        throw err;
    }
    session.pid = child?.pid;
    return session;
}
function isTimeout(err) {
    return err instanceof types/* McpError */.Nh && err.code === -32001;
}
/** Connects and initializes; `auto` tries streamable HTTP first and falls back to SSE unless the first try timed out. */
async function connect(target, opts) {
    if (target.type === 'stdio')
        return connect_open(target, 'stdio', opts);
    if (target.type !== 'auto')
        return connect_open(target, target.type, opts);
    try {
        return await connect_open(target, 'streamable-http', opts);
    }
    catch (err) {
        if (isTimeout(err))
            throw err;
        try {
            return await connect_open(target, 'sse', opts);
        }
        catch {
            throw err;
        }
    }
}
function resolveCwd(baseDir, cwd) {
    return external_node_path_default().resolve(baseDir, cwd ?? '.');
}

// EXTERNAL MODULE: ./src/capture/child-env.ts
var child_env = __webpack_require__(7646);
// EXTERNAL MODULE: ./src/capture/env.ts
var capture_env = __webpack_require__(3181);
// EXTERNAL MODULE: ./src/capture/lists.ts + 1 modules
var lists = __webpack_require__(2094);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/capture/capture.ts









const CLIENT_NAME = 'mcp-contract';
/**
 * The client version announced at initialize and recorded in every snapshot. Deliberately not the package version:
 * upgrading mcp-contract must not make every committed snapshot stale. Bump it only when capture semantics change.
 */
const CLIENT_VERSION = '1';
const DEFAULT_TIMEOUTS = {
    buildMs: 300_000,
    startMs: 30_000,
    initializeMs: 20_000,
    requestMs: 20_000,
    totalMs: 120_000,
    settleMs: 1000,
};
/** Re-lists of one kind prompted by list_changed before it counts as never settling. */
const MAX_RELISTS = 10;
/** Which kinds each list_changed notification invalidates. */
const LIST_CHANGED = [
    { method: 'notifications/tools/list_changed', kinds: ['tool'] },
    { method: 'notifications/prompts/list_changed', kinds: ['prompt'] },
    { method: 'notifications/resources/list_changed', kinds: ['resource', 'resourceTemplate'] },
];
const DEFAULT_LIMITS = {
    maxPages: 1000,
    maxItems: 50_000,
    maxMessageBytes: 32 * 1024 * 1024,
};
function clientIdentity(cfg) {
    return {
        name: cfg?.name ?? CLIENT_NAME,
        version: cfg?.version ?? CLIENT_VERSION,
        capabilities: (cfg?.capabilities ?? {}),
    };
}
function surfacesOf(name, server, only) {
    const all = Object.entries(server.surfaces ?? { default: {} });
    if (all.length === 0)
        throw new errors/* UsageError */.eb(`server "${name}": "surfaces" is empty`);
    if (!only)
        return all;
    for (const s of only) {
        if (!all.some(([n]) => n === s))
            throw new errors/* UsageError */.eb(`server "${name}": no surface named "${s}"`);
    }
    return all.filter(([n]) => only.includes(n));
}
function planSurface(name, server, surface, cfg, opts) {
    const where = `server "${name}"`;
    const rawUrl = cfg.url ?? server.url;
    const url = rawUrl === undefined ? undefined : (0,capture_env/* expandString */.KG)(rawUrl, opts.env, cfg.url !== undefined ? `${where} surface "${surface}" url` : `${where} url`);
    const env = { ...(0,capture_env/* expandValues */.pj)(server.env, opts.env, `${where} env`), ...(0,capture_env/* expandValues */.pj)(cfg.env, opts.env, `${where} surface "${surface}" env`) };
    const marker = opts.marker ?? (0,child_env/* newRunMarker */.um)();
    const headers = {
        ...(0,capture_env/* expandValues */.pj)(server.headers, opts.env, `${where} headers`),
        ...(0,capture_env/* expandValues */.pj)(cfg.headers, opts.env, `${where} surface "${surface}" headers`),
    };
    let target;
    const transport = server.transport ?? (url ? 'auto' : 'stdio');
    if (transport === 'stdio') {
        if (!server.command)
            throw new errors/* UsageError */.eb(`${where}: "command" is required for the stdio transport`);
        target = {
            type: 'stdio',
            command: server.command,
            args: [...(0,capture_env/* expandList */.n3)(server.args, opts.env, `${where} args`), ...(0,capture_env/* expandList */.n3)(cfg.args, opts.env, `${where} surface "${surface}" args`)],
            cwd: resolveCwd(opts.baseDir, server.cwd),
            env: (0,child_env/* childEnv */.gf)(env, marker),
        };
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
        target = { type: transport, url, headers };
    }
    return {
        server: name,
        surface,
        target,
        client: clientIdentity(cfg.client ?? server.client),
        resources: cfg.resources ?? server.resources ?? {},
        volatileMeta: server.volatileMeta,
        timeouts: { ...DEFAULT_TIMEOUTS, ...server.timeouts },
        limits: { ...DEFAULT_LIMITS, ...server.limits },
        // Also the bare values of referenced variables and bearer tokens: a server may echo just those.
        secrets: (0,core_secrets/* secretsOf */.Fj)(server, opts.env),
        processEnv: (0,child_env/* childEnv */.gf)({}, marker),
        log: opts.log ?? (() => undefined),
        canaries: canaryRefs(server, surface),
        afterLists: opts.afterLists,
    };
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
    const line = (0,capture_env/* redact */.E$)(text, secrets).replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
function errorText(err) {
    if (err instanceof types/* McpError */.Nh && err.code === -32001)
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
    const text = isTimeout(err) ? 'timed out' : errorText(err);
    const exit = session?.exitReason();
    if (exit?.startsWith('closed by mcp-contract'))
        return oneLine(exit.slice('closed by mcp-contract: '.length), plan.secrets);
    return oneLine(exit ? `server exited (${exit}): ${text}` : text, plan.secrets);
}
function logStderr(plan, stderr) {
    const tail = stderr?.tail(20);
    if (tail)
        plan.log(`[${plan.server}/${plan.surface}] server stderr (tail):\n${(0,capture_env/* redact */.E$)(tail, plan.secrets)}`);
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
    return out;
}
function openSession(plan, onGarbage, onSession) {
    return connect(plan.target, {
        client: plan.client,
        initializeMs: plan.timeouts.initializeMs,
        maxMessageBytes: plan.limits.maxMessageBytes,
        onGarbage,
        onSession,
    });
}
/** Follows every page of one list; returns the observation when it did not complete. */
async function listKind(session, plan, kind, collector) {
    const { method } = model/* KIND_METHOD */.Ll[kind];
    let cursor;
    try {
        do {
            const params = cursor === undefined ? undefined : { cursor };
            const result = await session.client.request({ method, params }, types/* ResultSchema */.Jh, { timeout: plan.timeouts.requestMs });
            cursor = collector.addPage(result);
        } while (cursor !== undefined);
    }
    catch (err) {
        if (err instanceof lists/* ListFailure */.$$)
            return collector.failed(oneLine(err.message, plan.secrets));
        if (err instanceof types/* McpError */.Nh && err.code === -32601)
            return (0,lists/* unsupported */.qO)(`${method}: method not found (-32601)`);
        const page = collector.pages + 1;
        return collector.failed(`${method} page ${page}: ${describe(err, session, plan)}`);
    }
    return undefined;
}
/**
 * Lists every kind the server advertises on an already open session (the guard re-captures through its live upstream
 * this way). Never throws for server misbehaviour: failed lists are recorded as failed observations.
 */
async function listSurface(session, plan, track = { early: 0 }, timedOut = () => false) {
    const server = (0,lists/* redactJson */.Kp)(serverIdentity(session), plan.secrets);
    const origin = { server: typeof server.serverInfo.name === 'string' ? server.serverInfo.name : plan.server, surface: plan.surface };
    const reasons = kindPlan(server.capabilities, plan.resources);
    const kinds = {};
    for (const kind of model/* KINDS */.GW) {
        const reason = reasons[kind];
        if (reason !== undefined) {
            kinds[kind] = (0,lists/* unsupported */.qO)(reason);
            continue;
        }
        const collector = new lists/* KindCollector */.Oh(kind, plan.limits, plan.resources, plan.secrets);
        if (track.early > 0) {
            collector.problem({ code: 'stdout-not-jsonrpc', message: `server wrote ${track.early} non-JSON-RPC line(s) to stdout before the lists` });
            track.early = 0;
        }
        track.current = collector;
        const snap = await listKind(session, plan, kind, collector);
        track.current = undefined;
        if (snap === undefined)
            kinds[kind] = collector.complete(origin, plan.volatileMeta);
        else {
            if (timedOut())
                snap.observation.error = `${model/* KIND_METHOD */.Ll[kind].method}: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`;
            kinds[kind] = snap;
        }
    }
    return { client: plan.client, server, kinds };
}
/** Captures one surface through the SDK client. Never throws for server misbehaviour: it is recorded instead. */
async function captureSurfaceSdk(plan) {
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
    const deadline = setTimeout(() => {
        timedOut = true;
        void (session ?? attempt)?.close();
    }, plan.timeouts.totalMs);
    deadline.unref();
    try {
        try {
            session = await openSession(plan, onGarbage, (s) => (attempt = s));
        }
        catch (err) {
            const why = timedOut
                ? `initialize failed: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`
                : `initialize failed: ${describe(err, attempt, plan)}`;
            plan.log(`[${plan.server}/${plan.surface}] ${why}`);
            logStderr(plan, attempt?.stderr);
            return { client: plan.client, error: why, kinds: emptyKinds(() => (0,lists/* failed */.gz)(why)) };
        }
        const server = (0,lists/* redactJson */.Kp)(serverIdentity(session), plan.secrets);
        const origin = { server: typeof server.serverInfo.name === 'string' ? server.serverInfo.name : plan.server, surface: plan.surface };
        const reasons = kindPlan(server.capabilities, plan.resources);
        const kinds = {};
        const changes = watchListChanged(session);
        const listOnce = async (kind) => {
            const collector = new lists/* KindCollector */.Oh(kind, plan.limits, plan.resources, plan.secrets);
            if (track.early > 0) {
                collector.problem({ code: 'stdout-not-jsonrpc', message: `server wrote ${track.early} non-JSON-RPC line(s) to stdout before the lists` });
                track.early = 0;
            }
            changes.dirty.delete(kind);
            track.current = collector;
            const snap = await listKind(session, plan, kind, collector);
            track.current = undefined;
            if (snap === undefined)
                kinds[kind] = collector.complete(origin, plan.volatileMeta);
            else {
                if (timedOut)
                    snap.observation.error = `${model/* KIND_METHOD */.Ll[kind].method}: capture exceeded timeouts.totalMs (${plan.timeouts.totalMs} ms)`;
                kinds[kind] = snap;
            }
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
        else if (plan.afterLists)
            await plan.afterLists(plan, session, snap);
        return snap;
    }
    finally {
        clearTimeout(deadline);
        await session?.close();
    }
}
function watchListChanged(session) {
    const changes = { dirty: new Set(), lastAt: new Map() };
    const schemas = [types/* ToolListChangedNotificationSchema */.fH, types/* PromptListChangedNotificationSchema */.br, types/* ResourceListChangedNotificationSchema */.hh];
    for (const schema of schemas) {
        const kinds = LIST_CHANGED.find((l) => l.method === schema.shape.method.value)?.kinds ?? [];
        session.client.setNotificationHandler(schema, () => {
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
async function build(name, server, opts, marker) {
    if (!server.build)
        return;
    const timeoutMs = server.timeouts?.buildMs ?? DEFAULT_TIMEOUTS.buildMs;
    opts.log?.(`[${name}] build: ${server.build}`);
    // The build is the judged code too: the allow-list and the server's configured env, nothing else of the runner's.
    const env = (0,child_env/* childEnv */.gf)((0,capture_env/* expandValues */.pj)(server.env, opts.env, `server "${name}" env`), marker);
    const secrets = (0,core_secrets/* secretsOf */.Fj)(server, opts.env);
    const res = await (0,process/* runShell */.E5)(server.build, { cwd: opts.baseDir, env, timeoutMs });
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
    const startMs = server.timeouts?.startMs ?? DEFAULT_TIMEOUTS.startMs;
    const child = (0,process/* spawnGroup */.j8)(s.command, args, { cwd: resolveCwd(opts.baseDir, s.cwd), env });
    child.stdin?.end();
    const output = new process/* TailBuffer */.vX();
    child.stdout?.on('data', (c) => output.push(c));
    child.stderr?.on('data', (c) => output.push(c));
    let exit;
    child.once('error', (e) => (exit = e.message));
    child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `exit code ${code}`));
    const secrets = (0,core_secrets/* secretsOf */.Fj)(server, opts.env);
    const until = Date.now() + startMs;
    while (Date.now() < until) {
        if (exit !== undefined) {
            await (0,process/* killGroup */.i0)(child);
            throw new errors/* CaptureError */.$3(name, 'start', `the start command ended (${oneLine(exit, secrets)})`, (0,capture_env/* redact */.E$)(output.tail(30), secrets));
        }
        try {
            await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
            return child;
        }
        catch {
            await (0,process/* delay */.cb)(100);
        }
    }
    await (0,process/* killGroup */.i0)(child);
    throw new errors/* CaptureError */.$3(name, 'start', oneLine(`${(0,core_secrets/* displayUrl */.Qy)(readyUrl)} did not answer within ${startMs} ms`, secrets), (0,capture_env/* redact */.E$)(output.tail(30), secrets));
}
/**
 * Captures every configured surface of one server. Throws UsageError for bad config and CaptureError when the
 * server cannot be built or started; anything the server does wrong after that is recorded in the snapshot.
 */
async function captureServer(name, server, opts) {
    const surfaces = surfacesOf(name, server, opts.surfaces);
    const marker = (0,child_env/* newRunMarker */.um)();
    ISSUED_MARKERS.add(marker);
    const plans = surfaces.map(([s, cfg]) => planSurface(name, server, s, cfg, { ...opts, marker }));
    const via = opts.via ?? 'sdk';
    let captureWith = captureSurfaceSdk;
    if (via === 'inspector') {
        const { inspectorCapturer } = await __webpack_require__.e(/* import() */ 447).then(__webpack_require__.bind(__webpack_require__, 8447));
        captureWith = inspectorCapturer(name);
    }
    let started;
    const out = { format: model/* SNAPSHOT_FORMAT */.Td, server: name, surfaces: {} };
    try {
        await build(name, server, opts, marker);
        started = await start(name, server, opts, marker);
        for (const plan of plans) {
            const surface = await captureWith(plan);
            if (plan.canaries.length > 0)
                surface.canaries = plan.canaries;
            out.surfaces[plan.surface] = surface;
        }
    }
    finally {
        if (started)
            await (0,process/* killGroup */.i0)(started);
        // Whatever left its process group (a daemon the build or the server spawned) is ended too, before anything
        // is reported: nothing the judged code started outlives the capture.
        const swept = await (0,process/* sweepMarked */.TK)([marker]);
        if (swept > 0)
            opts.log?.(`[${name}] ended ${swept} process(es) that outlived their process group`);
    }
    return out;
}
/** Every marker this process has handed out: the Action sweeps them all once more before it writes any result. */
const ISSUED_MARKERS = new Set();
/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
function sweepAllCaptures() {
    return sweepMarked([...ISSUED_MARKERS]);
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


/***/ }),

/***/ 7646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gf: () => (/* binding */ childEnv),
/* harmony export */   um: () => (/* binding */ newRunMarker),
/* harmony export */   xO: () => (/* binding */ RUN_MARKER)
/* harmony export */ });
/* unused harmony exports INHERITED_ENV, INHERITED_PREFIXES, INHERITED_WINDOWS, baseEnv */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
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

/***/ 3181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* reexport safe */ _core_secrets_js__WEBPACK_IMPORTED_MODULE_1__.E$),
/* harmony export */   KG: () => (/* binding */ expandString),
/* harmony export */   n3: () => (/* binding */ expandList),
/* harmony export */   pj: () => (/* binding */ expandValues)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8198);
// `${VAR}` references in config values, expanded from the runner's environment. Values are secrets: never echoed.

const REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** Expands every `${VAR}` in each value; a missing variable names the server and key, never the value. */
function expandValues(values, env, where) {
    const out = {};
    for (const [key, raw] of Object.entries(values ?? {})) {
        if (typeof raw !== 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${key}" must be a string`);
        out[key] = raw.replace(REF, (_m, name) => {
            const v = env[name];
            if (v === undefined)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${key}" refers to \${${name}}, which is not set`);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where} refers to \${${name}}, which is not set`);
        return v;
    });
}
function expandList(list, env, where) {
    return (list ?? []).map((a, i) => expandString(a, env, `${where}[${i}]`));
}



/***/ }),

/***/ 2094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oh: () => (/* binding */ KindCollector),
  $$: () => (/* binding */ ListFailure),
  HO: () => (/* binding */ MAX_ITEM_DEPTH),
  ZF: () => (/* binding */ deeperThan),
  gz: () => (/* binding */ failed),
  Kp: () => (/* binding */ redactJson),
  qO: () => (/* binding */ unsupported)
});

// UNUSED EXPORTS: foldKey, quote, quoteAscii

// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
;// CONCATENATED MODULE: ./src/core/glob.ts
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

// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(8198);
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
    return key.normalize('NFKC').replace(/\p{Cf}/gu, '').toLowerCase();
}
/** `value` with every secret replaced by `***` in its keys and string values; its structure is never edited. */
function redactJson(value, secrets) {
    return (0,core_secrets/* redactValue */.FI)(value, secrets);
}
/**
 * Deeper than any real schema, far shallower than the stack: canonical JSON, digests and the snapshot writer all
 * recurse, so an item nested deeper is recorded as a problem instead of overflowing the stack.
 */
const MAX_ITEM_DEPTH = 512;
/** Whether `value` nests deeper than `max` levels, found without recursion. */
function deeperThan(value, max) {
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [v, d] = stack.pop();
        if (typeof v !== 'object' || v === null)
            continue;
        if (d >= max)
            return true;
        for (const child of Array.isArray(v) ? v : Object.values(v))
            if (typeof child === 'object' && child !== null)
                stack.push([child, d + 1]);
    }
    return false;
}
class KindCollector {
    kind;
    limits;
    secrets;
    /** Every listed item in order, duplicates included: a second copy is judged like the first, never dropped. */
    items = [];
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
    secrets = []) {
        this.kind = kind;
        this.limits = limits;
        this.secrets = secrets;
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
        for (let index = 0; index < list.length; index++) {
            let item = list[index];
            if (this.secrets.length > 0 && isObject(item) && !deeperThan(item, MAX_ITEM_DEPTH))
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
            if (deeperThan(item, MAX_ITEM_DEPTH))
                throw new ListFailure(`page ${page}: ${this.keyField} ${quoteAscii(key)} nests deeper than ${MAX_ITEM_DEPTH} levels`);
            // No canonical form means no digest: the item is recorded as a problem instead of crashing the whole capture.
            const bad = (0,json/* notCanonical */.Wo)(item);
            if (bad !== undefined) {
                this.problems.push({ code: 'item-not-canonical', message: `${this.keyField} ${quoteAscii(key)}: ${bad}; the item is left out`, page, index });
                continue;
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
    complete(origin, volatileMeta) {
        const items = [];
        for (const item of this.items)
            items.push((0,canonical/* buildCapability */.bz)(this.kind, item, origin, { volatileMeta }));
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

/***/ 2443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ runShell),
/* harmony export */   TK: () => (/* binding */ sweepMarked),
/* harmony export */   cb: () => (/* binding */ delay),
/* harmony export */   i0: () => (/* binding */ killGroup),
/* harmony export */   j8: () => (/* binding */ spawnGroup),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony exports descendants, markedPids */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7646);
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
            text = nl === -1 ? `…${text}` : text.slice(nl + 1);
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
    signalTree([...new Set([...tree, ...descendants(child.pid)])], 'SIGKILL');
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

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   be: () => (/* binding */ formatOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   kp: () => (/* reexport safe */ _core_closest_js__WEBPACK_IMPORTED_MODULE_2__.k),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.




/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command, e, options) {
    const help = `(see mcp-contract ${command} --help)`;
    const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const guess = name.startsWith('--') ? (0,_core_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(name.slice(2), Object.keys(options)) : undefined;
        return `mcp-contract ${command}: unknown option ${name}${guess ? ` (did you mean --${guess}?)` : ''} ${help}`;
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        return /argument missing/.test(e.message)
            ? `mcp-contract ${command}: ${name} needs a value ${help}`
            : `mcp-contract ${command}: ${name} takes no value ${help}`;
    }
    return `mcp-contract ${command}: ${e.message.split('\n')[0]} ${help}`;
}
/** `positionals` is how many bare arguments the command takes; more is a usage error rather than silently ignored. */
function parse(command, args, options, positionals = 0) {
    const dd = args.indexOf('--');
    const head = dd >= 0 ? args.slice(0, dd) : args;
    const rest = dd >= 0 ? args.slice(dd + 1) : [];
    let r;
    try {
        r = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: head, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usageMessage(command, e, options));
    }
    if (r.positionals.length > positionals) {
        const extra = r.positionals[positionals];
        const hint = positionals === 0 && /\.json$/.test(extra) ? ` (a file goes after an option, e.g. --config ${extra})` : '';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: unexpected argument "${extra}"${hint} (see mcp-contract ${command} --help)`);
    }
    return { values: r.values, positionals: r.positionals, rest };
}
function str(p, name) {
    const v = p.values[name];
    return typeof v === 'string' ? v : undefined;
}
function list(p, name) {
    const v = p.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
function flag(p, name) {
    return p.values[name] === true;
}
function oneOf(command, option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: --${option} must be one of ${allowed.join(', ')} (got "${value}")`);
}
/** `--format`: `md` and `markdown` are the same format wherever markdown is offered. */
function formatOf(command, value, allowed, fallback) {
    const normalized = value === 'md' && allowed.includes('markdown') ? 'markdown' : value;
    return oneOf(command, 'format', normalized, allowed, fallback);
}


/***/ }),

/***/ 1033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L0: () => (/* binding */ guardCommand)
});

// UNUSED EXPORTS: guardedSurface, policyOf

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(9424);
// EXTERNAL MODULE: ./src/core/approval.ts
var approval = __webpack_require__(4140);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/capture/capture.ts + 2 modules
var capture = __webpack_require__(939);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
// EXTERNAL MODULE: ./src/guard/store.ts
var store = __webpack_require__(36);
;// CONCATENATED MODULE: ./src/guard/gate.ts
// The guard's decisions, shared by every downstream session: which digest is published under which ref, and why
// the rest is held. State lives in the store; each capture or store change re-reconciles and reports what moved.





class Gate {
    opts;
    store;
    approvedByRef;
    live;
    lastWritten = '';
    listeners = new Set();
    constructor(opts, store) {
        this.opts = opts;
        this.store = store;
        this.approvedByRef = (0,approval/* approvedItems */.WB)(opts.approved, opts.surface);
    }
    static async open(opts) {
        return new Gate(opts, await (0,store/* readStore */.uz)(opts.storePath, opts.approved.server, opts.surface));
    }
    get storePath() {
        return this.opts.storePath;
    }
    /** Called with the kinds whose publication changed (every session sends list_changed for them). */
    onChange(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    record(ref) {
        return this.store.capabilities[ref];
    }
    records() {
        return Object.values(this.store.capabilities);
    }
    /** Whether exactly this digest may be published under ref now (the list filter asks this per item). */
    publishable(ref, digest) {
        const rec = this.store.capabilities[ref];
        if (rec?.state === 'rejected' && rec.rejected?.includes(digest))
            return false;
        return (0,approval/* approvedDigests */.VR)(rec, this.approvedByRef.get(ref), this.opts.now()).has(digest);
    }
    /** undefined when calls to ref may go through, else why not. */
    refusal(ref) {
        const rec = this.store.capabilities[ref];
        if (rec?.state === 'approved' && rec.live && this.publishable(ref, rec.live.digest))
            return undefined;
        const approve = this.opts.approveHint(ref);
        if (!rec)
            return { capability: ref, state: 'unknown', changes: [], reason: 'the guard has not seen it in the server\'s lists' };
        const state = rec.state === 'stale' ? 'stale' : rec.state === 'rejected' ? 'rejected' : rec.state === 'missing' ? 'missing' : rec.state === 'approved' ? 'expired' : 'new';
        const out = { capability: ref, state, changes: rec.changes ?? [] };
        if (rec.reason)
            out.reason = rec.reason;
        if (state !== 'missing')
            out.approve = approve;
        return out;
    }
    signature() {
        const out = new Map(model/* KINDS */.GW.map((k) => [k, '']));
        for (const rec of Object.values(this.store.capabilities)) {
            if (rec.state !== 'approved' || !rec.live || !this.publishable(rec.ref, rec.live.digest))
                continue;
            const kind = (0,canonical/* parseRef */.rd)(rec.ref)?.kind;
            if (kind)
                out.set(kind, `${out.get(kind)}${rec.ref}@${rec.live.digest}\n`);
        }
        return out;
    }
    changedKinds(before) {
        const after = this.signature();
        return model/* KINDS */.GW.filter((k) => before.get(k) !== after.get(k));
    }
    emit(kinds) {
        if (kinds.length === 0)
            return;
        for (const fn of this.listeners)
            fn(kinds);
    }
    /** A fresh capture of the upstream: reconcile, persist, and tell sessions what publication changed. */
    async observe(live) {
        this.live = live;
        return this.reconcileAndWrite();
    }
    async reconcileAndWrite() {
        const live = this.live;
        if (!live)
            return [];
        const before = this.signature();
        const { approved, storePath, policy, now, surface, config } = this.opts;
        let transitions = [];
        // Re-read under the lock: an `approve` written since our last read must not be overwritten.
        this.store = await (0,store/* updateStore */.fF)(storePath, () => (0,store/* readStore */.uz)(storePath, approved.server, surface), (current) => {
            const r = (0,approval/* reconcile */.Lq)(approved, current, live, policy, now(), config);
            transitions = r.transitions;
            return r.store;
        });
        this.lastWritten = (0,store/* serializeStore */.yP)(this.store);
        for (const t of transitions)
            this.opts.log(`${t.ref}: ${t.from} -> ${t.to}${this.heldSummary(t.ref)}`);
        const kinds = this.changedKinds(before);
        this.emit(kinds);
        return kinds;
    }
    heldSummary(ref) {
        const rec = this.store.capabilities[ref];
        if (!rec || rec.state === 'approved')
            return '';
        const fields = (rec.changes ?? []).map((c) => `${c.rule}${c.pointer ? ` ${c.pointer}` : ''}`);
        return fields.length ? ` (${fields.join('; ')})` : rec.reason ? ` (${rec.reason})` : '';
    }
    /** The store file changed under us (approve / reject): take the decisions in and re-publish. */
    async reload() {
        let text;
        try {
            text = await (0,promises_.readFile)(this.opts.storePath, 'utf8');
        }
        catch {
            return [];
        }
        if (text === this.lastWritten)
            return [];
        try {
            (0,store/* parseStore */.Pv)(text, this.opts.storePath);
        }
        catch (e) {
            this.opts.log(`ignoring an unreadable store: ${e.message}`);
            return [];
        }
        if (!this.live) {
            const before = this.signature();
            this.store = await (0,store/* readStore */.uz)(this.opts.storePath, this.opts.approved.server, this.opts.surface);
            this.lastWritten = text;
            const kinds = this.changedKinds(before);
            this.emit(kinds);
            return kinds;
        }
        return this.reconcileAndWrite();
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/streamableHttp.js + 6 modules
var streamableHttp = __webpack_require__(6706);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/guard/http.ts
// `guard --listen`: the guard as a streamable HTTP server at /mcp, one upstream per client session.





const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
/** `PORT` or `HOST:PORT` (`[::1]:PORT` for IPv6); the host defaults to loopback. */
function parseListen(value) {
    const m = /^(?:(\[[^\]]+\]|[^:]+):)?(\d{1,5})$/.exec(value);
    const port = m ? Number(m[2]) : NaN;
    if (!m || port > 65535)
        throw new errors/* UsageError */.eb(`mcp-contract guard: --listen "${value}": expected PORT or HOST:PORT`);
    return { host: (m[1] ?? '127.0.0.1').replace(/^\[|\]$/g, ''), port };
}
function isLoopback(host) {
    return LOOPBACK.has(host) || host.startsWith('127.');
}
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
async function listen(address, newSession, log, maxBodyBytes) {
    const sessions = new Map();
    let actualPort = address.port;
    const hostHeader = address.host.includes(':') ? `[${address.host}]` : address.host;
    const allowedHosts = () => [`127.0.0.1:${actualPort}`, `localhost:${actualPort}`, `[::1]:${actualPort}`, `${hostHeader}:${actualPort}`];
    const server = (0,external_node_http_.createServer)(async (req, res) => {
        try {
            const url = new URL(req.url ?? '/', 'http://guard');
            if (url.pathname !== '/mcp') {
                res.writeHead(404).end('not found: the guard serves /mcp');
                return;
            }
            // A page in the user's browser must not reach a loopback guard through DNS rebinding.
            if (isLoopback(address.host) && !allowedHosts().includes(String(req.headers.host ?? ''))) {
                res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'forbidden Host header' }, id: null }));
                return;
            }
            const body = req.method === 'POST' ? await readBody(req, maxBodyBytes) : undefined;
            const sid = req.headers['mcp-session-id'];
            let entry = typeof sid === 'string' ? sessions.get(sid) : undefined;
            if (!entry) {
                if (sid !== undefined || req.method !== 'POST' || !(0,types/* isInitializeRequest */.eK)(body)) {
                    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: sid === undefined ? 'no session: send initialize first' : 'unknown session' }, id: null }));
                    return;
                }
                const transport = new streamableHttp/* StreamableHTTPServerTransport */.D({
                    sessionIdGenerator: () => (0,external_node_crypto_.randomUUID)(),
                    onsessioninitialized: (id) => void sessions.set(id, { transport, session }),
                });
                const session = newSession();
                transport.onclose = () => {
                    if (transport.sessionId)
                        sessions.delete(transport.sessionId);
                    void session.close();
                };
                await session.connect(transport);
                entry = { transport, session };
            }
            await entry.transport.handleRequest(req, res, body);
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
    const url = `http://${hostHeader}:${actualPort}/mcp`;
    return {
        server,
        url,
        close: async () => {
            await Promise.all([...sessions.values()].map((s) => s.session.close()));
            const closed = new Promise((r) => server.close(() => r()));
            // Idle keep-alive sockets would hold the close for seconds.
            server.closeAllConnections();
            await closed;
        },
    };
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js + 1 modules
var server = __webpack_require__(9762);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/uriTemplate.js
var uriTemplate = __webpack_require__(6881);
// EXTERNAL MODULE: ./src/capture/lists.ts + 1 modules
var lists = __webpack_require__(2094);
;// CONCATENATED MODULE: ./src/guard/session.ts
// One downstream session of the guard: an SDK Server facing the client, an SDK Client facing the real server, and
// every request and notification passed through both ways, except that only approved definitions are published.








/** A JSON-RPC error as it goes on the wire: the SDK would prefix `MCP error N:` to an McpError's message again. */
class WireError extends Error {
    code;
    data;
    constructor(code, message, data) {
        super(message);
        this.code = code;
        this.data = data;
    }
}
/** The guard refuses a held capability with "invalid params", as servers do for a name they do not serve. */
const REFUSED_CODE = -32602;
const UPSTREAM_DOWN_CODE = -32603;
function asWire(err) {
    if (err instanceof WireError)
        return err;
    const e = err;
    const code = typeof e?.code === 'number' && Number.isSafeInteger(e.code) ? e.code : UPSTREAM_DOWN_CODE;
    const message = typeof e?.message === 'string' ? e.message.replace(/^MCP error -?\d+: /, '') : String(err);
    return new WireError(code, message, e?.data);
}
const LIST_KIND = {
    'tools/list': 'tool',
    'prompts/list': 'prompt',
    'resources/list': 'resource',
    'resources/templates/list': 'resourceTemplate',
};
const NOTIFY = {
    tool: 'notifications/tools/list_changed',
    prompt: 'notifications/prompts/list_changed',
    resource: 'notifications/resources/list_changed',
    resourceTemplate: 'notifications/resources/list_changed',
};
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The refusal as one line a person (or a model) can act on, with the field-level changes. */
function refusalMessage(r) {
    const changes = r.changes.map((c) => `${c.rule}${c.pointer ? ` at ${c.pointer}` : ''}: ${c.message}`);
    const why = changes.length ? `; changed: ${changes.join(' | ')}` : r.reason ? `; ${r.reason}` : '';
    const how = r.approve ? `; approve it with: ${r.approve}` : '';
    return (0,render_text/* cleanTerminal */.m)(`${r.capability} is held by mcp-contract guard (state: ${r.state})${why}${how}`, 2000);
}
class GuardSession {
    deps;
    server;
    upstream;
    connecting;
    init;
    initialized = false;
    readyWaiters = [];
    inflight = [];
    capturing;
    captureAgain = false;
    timer;
    unsubscribe;
    closed = false;
    lastExit;
    lastAttempt = 0;
    lastCapture = 0;
    /** Per live upstream: kills its process group if the guard exits first; dropped once it is gone (pids are reused). */
    exitHooks = new Map();
    onclose;
    constructor(deps) {
        this.deps = deps;
        // Every capability is declared to the SDK so its notification checks pass; the client is told the real ones.
        this.server = new server/* Server */.g({ name: 'mcp-contract-guard', version: deps.version }, { capabilities: { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true, subscribe: true }, logging: {}, completions: {} } });
        // The SDK answers logging/setLevel itself when logging is declared; the upstream must get it.
        this.server.removeRequestHandler('logging/setLevel');
        const original = this.server._oninitialize.bind(this.server);
        this.server.setRequestHandler(types/* InitializeRequestSchema */.rk, async (req) => {
            this.init = req.params;
            const upstream = await this.ensureUpstream();
            const base = await original(req);
            return this.initializeResult(base, upstream);
        });
        this.server.oninitialized = () => {
            this.initialized = true;
            for (const w of this.readyWaiters.splice(0))
                w();
        };
        this.server.fallbackRequestHandler = (req, extra) => this.tracked(req.id, () => this.onRequest(req, extra.signal));
        this.server.fallbackNotificationHandler = async (n) => {
            await this.upstream?.client.notification(n).catch(() => undefined);
        };
        this.server.onclose = () => void this.close();
        this.unsubscribe = deps.gate.onChange((kinds) => void this.notifyChanged(kinds));
        if (deps.intervalMs > 0) {
            this.timer = setInterval(() => void this.capture(), deps.intervalMs);
            this.timer.unref();
        }
    }
    async connect(transport) {
        await this.server.connect(transport);
    }
    initializeResult(base, upstream) {
        const caps = (upstream.client.getServerCapabilities() ?? {});
        const advertised = {};
        // The guard announces list changes itself whenever the publication changes, whatever the upstream supports.
        if (caps.tools)
            advertised.tools = { listChanged: true };
        if (caps.prompts)
            advertised.prompts = { listChanged: true };
        if (caps.resources)
            advertised.resources = { listChanged: true, ...(caps.resources.subscribe ? { subscribe: true } : {}) };
        if (caps.logging)
            advertised.logging = {};
        if (caps.completions)
            advertised.completions = {};
        const info = upstream.client.getServerVersion();
        const out = { ...base, capabilities: advertised, serverInfo: info ?? base.serverInfo };
        delete out.instructions;
        const instructions = upstream.client.getInstructions();
        const approvedInstructions = this.deps.approved.surfaces[this.deps.plan.surface]?.server?.instructions;
        // Instructions are model-visible text too: only the approved text passes.
        if (instructions !== undefined && instructions === approvedInstructions)
            out.instructions = instructions;
        else if (instructions !== undefined)
            this.deps.log('the server\'s instructions differ from the approved snapshot; they are withheld');
        return out;
    }
    // ------------------------------------------------------------------ upstream
    async ensureUpstream() {
        if (this.upstream)
            return this.upstream;
        if (this.closed)
            throw new WireError(UPSTREAM_DOWN_CODE, 'the guard session is closed');
        if (!this.connecting) {
            this.connecting = this.openUpstream().finally(() => (this.connecting = undefined));
        }
        return this.connecting;
    }
    async openUpstream() {
        const { plan, log } = this.deps;
        const init = this.init;
        if (!init)
            throw new WireError(UPSTREAM_DOWN_CODE, 'the client has not initialized');
        // A crash loop must not become a spawn loop: one attempt per second at most.
        const wait = this.lastAttempt + 1000 - Date.now();
        if (wait > 0)
            await new Promise((r) => setTimeout(r, wait));
        this.lastAttempt = Date.now();
        const reconnect = this.lastExit !== undefined;
        let attempt;
        const client = { name: init.clientInfo.name, version: init.clientInfo.version, capabilities: (init.capabilities ?? {}) };
        let session;
        try {
            session = await (0,capture/* openSession */.fA)({ ...plan, client }, (line) => log(`upstream wrote a non-JSON-RPC line to stdout: ${(0,capture/* oneLine */.TN)(line, plan.secrets).slice(0, 200)}`), (s) => {
                attempt = s;
                this.wire(s);
            });
        }
        catch (err) {
            const exit = attempt?.exitReason();
            const tail = attempt?.stderr?.tail(5);
            const why = (0,capture/* oneLine */.TN)(`${exit ? `server exited (${exit}): ` : ''}${err?.message ?? String(err)}`, plan.secrets);
            log(`upstream "${plan.server}" did not start: ${why}${tail ? `\n${(0,capture/* oneLine */.TN)(tail, plan.secrets)}` : ''}`);
            throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${plan.server}" is not available: ${why}`);
        }
        this.interceptProgress(session);
        this.upstream = session;
        // However the guard ends (an uncaught error, process.exit), its upstream's process group ends with it.
        const pid = session.pid;
        if (pid !== undefined) {
            const hook = () => {
                try {
                    process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
                }
                catch {
                    // Already gone.
                }
            };
            process.once('exit', hook);
            this.exitHooks.set(session, hook);
        }
        log(`${reconnect ? 'reconnected to' : 'connected to'} upstream "${plan.server}"${session.pid ? ` (pid ${session.pid})` : ''}`);
        await this.capture();
        return session;
    }
    wire(s) {
        const client = s.client;
        // Roots, sampling and elicitation are the downstream client's to answer.
        client.removeRequestHandler('roots/list');
        client.fallbackRequestHandler = (req, extra) => this.toDownstream(req, extra.signal);
        client.fallbackNotificationHandler = (n) => this.fromUpstream(n);
        client.onclose = () => {
            const hook = this.exitHooks.get(s);
            if (hook)
                process.off('exit', hook);
            this.exitHooks.delete(s);
            if (this.upstream !== s && this.upstream !== undefined)
                return;
            this.upstream = undefined;
            if (this.closed)
                return;
            this.lastExit = s.exitReason() ?? 'connection closed';
            const tail = s.stderr?.tail(5);
            this.deps.log(`upstream "${this.deps.plan.server}" went away (${(0,capture/* oneLine */.TN)(this.lastExit, this.deps.plan.secrets)}); it is restarted on the next request${tail ? `\n${(0,capture/* oneLine */.TN)(tail, this.deps.plan.secrets)}` : ''}`);
        };
    }
    /** Re-captures through the live upstream (coalesced: a burst of list_changed is one or two captures). */
    capture() {
        if (this.capturing) {
            this.captureAgain = true;
            return this.capturing;
        }
        this.capturing = (async () => {
            do {
                this.captureAgain = false;
                this.lastCapture = Date.now();
                const s = this.upstream;
                if (!s)
                    return;
                const surface = await (0,capture/* listSurface */.Up)(s, this.deps.plan);
                const snap = { format: model/* SNAPSHOT_FORMAT */.Td, server: this.deps.approved.server, surfaces: { [this.deps.plan.surface]: surface } };
                try {
                    await this.deps.gate.observe(snap);
                }
                catch (e) {
                    this.deps.log(`cannot update the store: ${e.message}`);
                }
            } while (this.captureAgain && !this.closed);
        })().finally(() => (this.capturing = undefined));
        return this.capturing;
    }
    async notifyChanged(kinds) {
        if (!this.initialized || this.closed)
            return;
        for (const method of new Set(kinds.map((k) => NOTIFY[k])))
            await this.server.notification({ method }).catch(() => undefined);
    }
    // ------------------------------------------------------------------ downstream -> upstream
    async tracked(id, fn) {
        this.inflight.push(id);
        try {
            return await fn();
        }
        finally {
            this.inflight.splice(this.inflight.indexOf(id), 1);
        }
    }
    /**
     * The client's own progress token goes upstream unchanged, and progress comes back at the transport, before the
     * SDK sees it: the SDK runs notification handlers a tick late and drops progress that shares a read with the result.
     */
    progress = new Map();
    async forward(req, signal) {
        const upstream = await this.ensureUpstream();
        const token = isObject(req.params?._meta) ? req.params._meta.progressToken : undefined;
        const key = token === undefined ? undefined : JSON.stringify(token);
        if (key !== undefined)
            this.progress.set(key, req.id);
        try {
            const result = await upstream.client.request({ method: req.method, params: req.params }, types/* ResultSchema */.Jh, {
                signal,
                timeout: this.deps.requestTimeoutMs,
            });
            return result;
        }
        catch (err) {
            if (this.upstream !== upstream && !signal.aborted) {
                const exit = upstream.exitReason();
                throw new WireError(UPSTREAM_DOWN_CODE, `mcp-contract guard: upstream server "${this.deps.plan.server}" went away during ${req.method}${exit ? ` (${(0,capture/* oneLine */.TN)(exit, this.deps.plan.secrets)})` : ''}`);
            }
            throw asWire(err);
        }
        finally {
            if (key !== undefined)
                this.progress.delete(key);
        }
    }
    /** Takes progress notifications off the upstream transport as they are read and sends them on in order. */
    interceptProgress(s) {
        const t = s.transport;
        const next = t.onmessage;
        t.onmessage = (message, extra) => {
            const m = message;
            if (m.method === 'notifications/progress' && m.id === undefined) {
                const id = this.progress.get(JSON.stringify(m.params?.progressToken));
                if (id !== undefined)
                    void this.server.notification(message, { relatedRequestId: id }).catch(() => undefined);
                return;
            }
            next?.(message, extra);
        };
    }
    async onRequest(req, signal) {
        try {
            const kind = LIST_KIND[req.method];
            if (kind)
                return this.filterList(kind, await this.forward(req, signal));
            const ref = await this.targetRef(req);
            if (ref !== undefined) {
                const refusal = await this.check(ref);
                if (refusal)
                    throw new WireError(REFUSED_CODE, refusalMessage(refusal), refusal);
            }
            return await this.forward(req, signal);
        }
        catch (err) {
            throw asWire(err);
        }
    }
    /** The capability a request acts on, if it acts on one. */
    async targetRef(req) {
        const p = isObject(req.params) ? req.params : {};
        switch (req.method) {
            case 'tools/call':
                return `tool:${String(p.name)}`;
            case 'prompts/get':
                return `prompt:${String(p.name)}`;
            case 'resources/read':
            case 'resources/subscribe':
            case 'resources/unsubscribe':
                return this.resourceRef(String(p.uri));
            case 'completion/complete': {
                const r = isObject(p.ref) ? p.ref : {};
                if (r.type === 'ref/prompt')
                    return `prompt:${String(r.name)}`;
                if (r.type === 'ref/resource')
                    return `resourceTemplate:${String(r.uri)}`;
                return undefined;
            }
            default:
                return undefined;
        }
    }
    /** A listed resource by its URI, else the first approved template that matches it. */
    resourceRef(uri) {
        const direct = `resource:${uri}`;
        if (this.deps.gate.record(direct))
            return direct;
        for (const rec of this.deps.gate.records()) {
            if (!rec.ref.startsWith('resourceTemplate:') || this.deps.gate.refusal(rec.ref))
                continue;
            try {
                if (new uriTemplate/* UriTemplate */.H(rec.ref.slice('resourceTemplate:'.length)).match(uri))
                    return rec.ref;
            }
            catch {
                // A template the SDK cannot parse matches nothing.
            }
        }
        return direct;
    }
    /** The refusal for ref, after one fresh capture when the guard has never seen it (it may have just appeared). */
    async check(ref) {
        let refusal = this.deps.gate.refusal(ref);
        // A client asking for names that do not exist must not turn into a capture per call.
        if (refusal?.state === 'unknown' && Date.now() - this.lastCapture > 2000) {
            await this.ensureUpstream();
            await this.capture();
            refusal = this.deps.gate.refusal(ref);
        }
        return refusal;
    }
    /** Safe contraction: only items whose digest, computed now, is approved go to the client. */
    filterList(kind, result) {
        const field = model/* KIND_METHOD */.Ll[kind].field;
        const items = result[field];
        if (!Array.isArray(items))
            return result;
        const { plan, gate } = this.deps;
        const origin = { server: String(this.upstream?.client.getServerVersion()?.name ?? plan.server), surface: plan.surface };
        let drift = false;
        const kept = items.filter((raw) => {
            if (!isObject(raw) || (0,canonical/* keyOf */.TN)(kind, raw) === undefined || (0,lists/* deeperThan */.ZF)(raw, lists/* MAX_ITEM_DEPTH */.HO))
                return false;
            const item = plan.secrets.length > 0 ? (0,lists/* redactJson */.Kp)(raw, plan.secrets) : raw;
            const cap = (0,canonical/* buildCapability */.bz)(kind, item, origin, { volatileMeta: plan.volatileMeta });
            const seen = gate.record(cap.ref)?.live;
            // Only a known definition that moved: an item the capture never recorded (filtered out by config) stays hidden.
            if (seen && seen.digest !== cap.digest)
                drift = true;
            return gate.publishable(cap.ref, cap.digest);
        });
        // A definition that moved without list_changed: catch up, the client hears list_changed if publication moves.
        if (drift)
            void this.capture();
        return { ...result, [field]: kept };
    }
    // ------------------------------------------------------------------ upstream -> downstream
    async waitInitialized() {
        if (this.initialized)
            return;
        await new Promise((resolve, reject) => {
            const t = setTimeout(() => reject(new WireError(UPSTREAM_DOWN_CODE, 'the client has not finished initializing')), 30_000);
            t.unref();
            this.readyWaiters.push(() => {
                clearTimeout(t);
                resolve();
            });
        });
    }
    related() {
        const id = this.inflight[this.inflight.length - 1];
        return id === undefined ? {} : { relatedRequestId: id };
    }
    async toDownstream(req, signal) {
        try {
            await this.waitInitialized();
            return (await this.server.request({ method: req.method, params: req.params }, types/* ResultSchema */.Jh, {
                signal,
                timeout: this.deps.requestTimeoutMs,
                ...this.related(),
            }));
        }
        catch (err) {
            throw asWire(err);
        }
    }
    async fromUpstream(n) {
        const kinds = Object.entries(NOTIFY).filter(([, m]) => m === n.method);
        if (kinds.length > 0) {
            // Never passed on as is: the client hears list_changed only when the publication changes.
            await this.capture();
            return;
        }
        if (n.method === 'notifications/resources/updated' && isObject(n.params) && this.deps.gate.refusal(this.resourceRef(String(n.params.uri))))
            return;
        if (!this.initialized)
            await this.waitInitialized().catch(() => undefined);
        await this.server.notification(n, this.related()).catch(() => undefined);
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        if (this.timer)
            clearInterval(this.timer);
        this.unsubscribe();
        const up = this.upstream ?? (await this.connecting?.catch(() => undefined));
        this.upstream = undefined;
        await up?.close();
        await this.server.close().catch(() => undefined);
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(3892);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
;// CONCATENATED MODULE: ./src/cli/commands/guard.ts
// `mcp-contract guard`: an MCP server that starts the real one as its upstream and publishes only approved definitions.

















/** The approved snapshot's surface to guard: `--surface`, else `default`, else its only one. */
function guardedSurface(approved, option, label) {
    const names = Object.keys(approved.surfaces);
    if (option !== undefined) {
        if (!names.includes(option))
            throw new errors/* UsageError */.eb(`${label}: no surface "${option}" (it has ${names.join(', ') || 'none'})`);
        return option;
    }
    if (names.includes('default'))
        return 'default';
    if (names.length === 1)
        return names[0];
    throw new errors/* UsageError */.eb(`${label}: it has several surfaces (${names.join(', ')}); choose one with --surface`);
}
function policyOf(entries) {
    let policy = approval/* DEFAULT_GUARD_POLICY */.HE;
    try {
        for (const e of entries)
            policy = (0,approval/* parsePolicyEntry */.sK)(policy, e);
    }
    catch (e) {
        if (e instanceof approval/* DecisionError */.bW)
            throw new errors/* UsageError */.eb(`mcp-contract guard: ${e.message}`);
        throw e;
    }
    return policy;
}
function seconds(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0)
        throw new errors/* UsageError */.eb(`mcp-contract guard: --${option} must be a number of seconds (got "${value}")`);
    return n * 1000;
}
async function guardCommand(args, io) {
    const p = (0,cli_args/* parse */.qg)('guard', args, {
        ...cli_targets/* TARGET_OPTIONS */.FG,
        approved: { type: 'string' },
        store: { type: 'string' },
        surface: { type: 'string' },
        policy: { type: 'string', multiple: true },
        interval: { type: 'string' },
        listen: { type: 'string' },
        'request-timeout': { type: 'string' },
    });
    const { config, targets } = await (0,cli_targets/* resolveTargets */.h5)('guard', p, io, 'approved');
    if (targets.length !== 1)
        throw new errors/* UsageError */.eb('mcp-contract guard: guards one server; choose it with --server NAME');
    const t = targets[0];
    const label = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
    const approved = await (0,snapshot_file/* readSnapshot */.RA)(t.snapshotPath, label);
    const surface = guardedSurface(approved, (0,cli_args/* str */.gx)(p, 'surface'), label);
    const policy = policyOf((0,cli_args/* list */.p_)(p, 'policy'));
    const intervalMs = seconds('interval', (0,cli_args/* str */.gx)(p, 'interval'), 300_000);
    const requestTimeoutMs = seconds('request-timeout', (0,cli_args/* str */.gx)(p, 'request-timeout'), 3600_000);
    const listenAt = (0,cli_args/* str */.gx)(p, 'listen') === undefined ? undefined : parseListen((0,cli_args/* str */.gx)(p, 'listen'));
    const dir = (0,store/* storeDir */.rT)((0,cli_args/* str */.gx)(p, 'store'), io.env, io.cwd);
    const storePath = (0,store/* storeFile */.u_)(dir, approved.server);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(storePath), { recursive: true });
    // stdout is the MCP channel in stdio mode: the guard's own words go to stderr, one clean line each.
    const log = (line) => io.stderr(`${line.split('\n').map((l) => `mcp-contract guard: ${(0,render_text/* cleanTerminal */.m)(l, 2000)}`).join('\n')}\n`);
    const plan = (0,capture/* planSurface */.t4)(t.name, t.server, surface, t.server.surfaces?.[surface] ?? {}, { baseDir: t.baseDir, env: io.env, log });
    const storeFlag = (0,cli_args/* str */.gx)(p, 'store') ? ` --store ${(0,cli_io/* shownPath */.pS)(io, dir)}` : '';
    const gate = await Gate.open({
        approved,
        surface,
        storePath,
        policy,
        config,
        now: io.now,
        log,
        approveHint: (ref) => `mcp-contract approve ${ref}${storeFlag} --server ${approved.server}`,
    });
    const deps = { gate, plan, approved, log, version: package_0/* version */.rE, requestTimeoutMs, intervalMs };
    // `approve` / `reject` in another process write the store: take their decisions in as soon as the file is replaced.
    let pending;
    const watcher = (0,external_node_fs_.watch)(dir, (_event, name) => {
        if (name !== null && name !== (0,external_node_path_.basename)(storePath))
            return;
        clearTimeout(pending);
        pending = setTimeout(() => void gate.reload().catch((e) => log(`cannot reload the store: ${e.message}`)), 50);
    });
    watcher.unref();
    log(`guarding "${approved.server}" (surface ${surface}) with the approvals in ${label}; store ${storePath}`);
    let stop = () => undefined;
    const stopped = new Promise((resolve) => (stop = resolve));
    const onSignal = () => stop();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        if (listenAt) {
            if (!isLoopback(listenAt.host))
                log(`listening on ${listenAt.host}, which is not loopback: anyone who can reach it can use the upstream`);
            const http = await listen(listenAt, () => new GuardSession(deps), log, plan.limits.maxMessageBytes);
            log(`listening on ${http.url}`);
            await stopped;
            await http.close();
        }
        else {
            const session = new GuardSession(deps);
            session.onclose = stop;
            process.stdin.once('end', stop);
            process.stdin.once('close', stop);
            await session.connect(new stdio/* StdioServerTransport */.S());
            await stopped;
            await session.close();
        }
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        watcher.close();
        clearTimeout(pending);
    }
    return 0;
}


/***/ }),

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ TARGET_OPTIONS),
/* harmony export */   QG: () => (/* binding */ parseHeaders),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   pl: () => (/* binding */ optionalConfig)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8804);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6158);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7593);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8198);
// Which servers a command works on: from the config file, or one given inline after `--` / with --url.







const TARGET_OPTIONS = {
    config: { type: 'string', short: 'c' },
    server: { type: 'string', short: 's', multiple: true },
    url: { type: 'string' },
    header: { type: 'string', multiple: true },
    transport: { type: 'string' },
    name: { type: 'string' },
};
function parseHeaders(values) {
    const out = {};
    for (const h of values) {
        const i = h.indexOf(':');
        if (i <= 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--header "${h.split(':')[0]}": expected 'Name: value'`);
        out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return out;
}
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, explicit ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(path, explicit ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(s, io.env));
    return loaded;
}
async function recordedName(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        return (await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readSnapshot */ .RA)(path)).server;
    }
    catch {
        return undefined;
    }
}
async function resolveTargets(command, p, io, snapshotOption) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'name') ?? (await recordedName((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap))) ?? 'server';
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto' }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(server, io.env));
        return {
            config: loaded?.config ?? {},
            loaded,
            targets: [{ name, server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap), baseDir: io.cwd }],
        };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'config') ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV;
    const names = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .selectServers */ .VB)(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
    return {
        config: loaded.config,
        loaded,
        targets: names.map((name) => ({
            name,
            server: servers[name],
            snapshotPath: override ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, override) : (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .snapshotPathOf */ .Ff)(loaded, name),
            baseDir: loaded.dir,
            ...(override ? {} : { root: (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .projectRoot */ .YQ)(loaded.dir) }),
        })),
    };
}


/***/ }),

/***/ 4140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HE: () => (/* binding */ DEFAULT_GUARD_POLICY),
/* harmony export */   Lq: () => (/* binding */ reconcile),
/* harmony export */   OF: () => (/* binding */ GUARD_STORE_FORMAT),
/* harmony export */   VL: () => (/* binding */ emptyStore),
/* harmony export */   VR: () => (/* binding */ approvedDigests),
/* harmony export */   WB: () => (/* binding */ approvedItems),
/* harmony export */   bW: () => (/* binding */ DecisionError),
/* harmony export */   f8: () => (/* binding */ approveRecord),
/* harmony export */   jW: () => (/* binding */ rejectRecord),
/* harmony export */   p2: () => (/* binding */ allSafe),
/* harmony export */   sK: () => (/* binding */ parsePolicyEntry)
/* harmony export */ });
/* unused harmony exports actionFor, baselineSnapshot, publishedDigest */
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2364);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4340);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4146);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(457);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1688);
// The consumer's approval state machine: an approval is bound to a canonical digest, never to a name. Pure: the
// guard and the approve/status commands feed it snapshots and `now`, and persist what it returns.
//
//   DISCOVERED -> REVIEW_REQUIRED -> APPROVED(digest, expiry) -> STALE (definition changed) -> APPROVED again
//   (by a human, or by `follow` when every change's policy allows it). REJECTED holds one digest out until it changes.





const GUARD_STORE_FORMAT = 'mcp-contract-guard/1';
/** Safe contract changes re-enter the publication; everything else, and every new capability, waits for a human. */
const DEFAULT_GUARD_POLICY = {
    bySeverity: { safe: 'follow', review: 'review', breaking: 'review', new: 'review' },
    byRule: {},
};
function emptyStore(server, surface) {
    return { format: GUARD_STORE_FORMAT, server, surface, capabilities: {} };
}
/** The approved snapshot's items for one surface, by ref (complete observations only: a failed list approves nothing). */
function approvedItems(snapshot, surface) {
    const out = new Map();
    const s = snapshot.surfaces[surface];
    if (!s)
        return out;
    for (const kind of _model_js__WEBPACK_IMPORTED_MODULE_2__/* .KINDS */ .GW) {
        const ks = s.kinds[kind];
        if (ks?.observation.state !== 'complete')
            continue;
        for (const c of ks.items)
            out.set(c.ref, c);
    }
    return out;
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
    return h;
}
function surfaceOf(snapshot, surface) {
    return snapshot.surfaces[surface];
}
/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
function baselineSnapshot(approved, store, surface) {
    const base = surfaceOf(approved, surface);
    const fromFile = approvedItems(approved, surface);
    const byKind = new Map(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .KINDS */ .GW.map((k) => [k, []]));
    const refs = new Set([...fromFile.keys(), ...Object.keys(store.capabilities).filter((r) => store.capabilities[r].approval)]);
    for (const ref of refs) {
        const parsed = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRef */ .rd)(ref);
        if (!parsed)
            continue;
        const a = store.capabilities[ref]?.approval;
        byKind.get(parsed.kind).push(a ? { ref, digest: a.digest, definition: a.definition } : fromFile.get(ref));
    }
    const kinds = {};
    for (const k of _model_js__WEBPACK_IMPORTED_MODULE_2__/* .KINDS */ .GW) {
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
/**
 * Moves every capability of one surface to its state given the live capture. Kinds whose live observation is not
 * complete keep their records untouched: a failed list is never a removal.
 */
function reconcile(approved, previous, live, policy, now, 
/** Declared renames (and severity overrides) from the server's config, when the guard has one. */
config = {}) {
    const surface = previous.surface;
    const at = now.toISOString();
    const liveSurface = surfaceOf(live, surface);
    const fromFile = approvedItems(approved, surface);
    const report = (0,_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(baselineSnapshot(approved, previous, surface), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' });
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
    for (const kind of _model_js__WEBPACK_IMPORTED_MODULE_2__/* .KINDS */ .GW) {
        const ks = liveSurface?.kinds[kind];
        const refsOfKind = (m) => [...m].filter((r) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRef */ .rd)(r)?.kind === kind);
        if (!ks || ks.observation.state !== 'complete') {
            for (const ref of refsOfKind(Object.keys(previous.capabilities)))
                records[ref] = previous.capabilities[ref];
            continue;
        }
        const liveRefs = new Set(ks.items.map((c) => c.ref));
        // Approved somewhere but gone now: a look-alike among the new ones is a rename that needs a manual rebind.
        const goneApproved = [];
        for (const ref of new Set([...refsOfKind(fromFile.keys()), ...refsOfKind(Object.keys(previous.capabilities))])) {
            if (liveRefs.has(ref))
                continue;
            const prev = previous.capabilities[ref];
            const a = prev?.approval ? { ref, digest: prev.approval.digest, definition: prev.approval.definition } : fromFile.get(ref);
            if (a)
                goneApproved.push(a);
        }
        const fresh = ks.items.filter((c) => !fromFile.has(c.ref) && !previous.capabilities[c.ref]?.approval);
        const suggested = (0,_match_js__WEBPACK_IMPORTED_MODULE_1__/* .suggestMatches */ .G3)(goneApproved, fresh).targets;
        const renamedTo = new Map();
        for (const [from, t] of suggested)
            renamedTo.set(t.to, [...(renamedTo.get(t.to) ?? []), from]);
        for (const c of report.changes)
            if (c.type === 'renamed' || c.type === 'merged' || c.type === 'split')
                for (const to of c.after?.refs ?? [])
                    renamedTo.set(to, [...(renamedTo.get(to) ?? []), ...(c.before?.refs ?? [])]);
        for (const item of ks.items) {
            const prev = previous.capabilities[item.ref];
            const rec = { ref: item.ref, state: 'discovered', since: at, live: { digest: item.digest, definition: item.definition } };
            if (prev?.approval)
                rec.approval = prev.approval;
            if (prev?.rejected?.length)
                rec.rejected = prev.rejected;
            const file = fromFile.get(item.ref);
            if (rec.rejected?.includes(item.digest)) {
                rec.state = 'rejected';
                if (prev?.changes)
                    rec.changes = prev.changes;
                set(rec);
                continue;
            }
            if (approvedDigests(rec, file, now).has(item.digest)) {
                rec.state = 'approved';
                set(rec);
                continue;
            }
            if (file || rec.approval) {
                const last = rec.approval?.digest ?? file.digest;
                if (rec.approval && expired(rec.approval, now) && rec.approval.digest === item.digest) {
                    rec.state = 'stale';
                    rec.reason = `the approval expired at ${rec.approval.expires}`;
                    set(rec);
                    continue;
                }
                const own = changesFor(item.ref, report.changes);
                const heldChanges = own.map((c) => held(c, actionFor(c, policy)));
                if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow')) {
                    rec.approval = { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges };
                    rec.state = 'approved';
                    set(rec);
                    continue;
                }
                rec.state = 'stale';
                if (heldChanges.length > 0)
                    rec.changes = heldChanges;
                // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
                else
                    rec.reason = 'the definition is unchanged but its origin (server name or surface) differs from the approved one';
                set(rec);
                continue;
            }
            const from = renamedTo.get(item.ref);
            if (from) {
                rec.state = 'review_required';
                rec.changes = [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message: `It may be the new name of ${from.join(', ')}; an approval never follows a rename.` }];
                set(rec);
                continue;
            }
            if (policy.bySeverity.new === 'follow') {
                rec.approval = { digest: item.digest, definition: item.definition, by: 'follow', at };
                rec.state = 'approved';
                set(rec);
                continue;
            }
            rec.state = 'review_required';
            rec.changes = [{ rule: 'capability-added', severity: 'safe', action: 'review', message: 'A capability never approved before.' }];
            set(rec);
        }
        for (const ref of new Set([...refsOfKind(fromFile.keys()), ...refsOfKind(Object.keys(previous.capabilities))])) {
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
            set(rec);
        }
    }
    const sorted = {};
    for (const ref of Object.keys(records).sort())
        sorted[ref] = records[ref];
    return { store: { ...previous, capabilities: sorted }, transitions };
}
/** The digest published under `ref`, or undefined when it is held out. */
function publishedDigest(store, approved, ref, now) {
    const rec = store.capabilities[ref];
    if (rec?.state !== 'approved' || !rec.live)
        return undefined;
    const fromFile = approvedItems(approved, store.surface).get(ref);
    return approvedDigests(rec, fromFile, now).has(rec.live.digest) ? rec.live.digest : undefined;
}
// ------------------------------------------------------------------ human decisions
class DecisionError extends Error {
}
/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
function approveRecord(store, ref, now, opts = {}) {
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
/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
function allSafe(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every((c) => c.severity === 'safe' && c.action !== 'manual_rebind' && !c.forced))
        .map((r) => r.ref);
}
/** `safe=follow`, `breaking=review`, `new=follow`, `RULE-ID=review`: one entry of `--policy`. */
function parsePolicyEntry(policy, entry) {
    const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
    if (!m)
        throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, or a rule id)`);
    const [, key, action] = m;
    const value = action;
    if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new')
        return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
    if (!(0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .ruleById */ .BD)(key))
        throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", or a rule id (see mcp-contract rules)`);
    return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}


/***/ }),

/***/ 7122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ canaryCoverage),
/* harmony export */   v: () => (/* binding */ coverageLine)
/* harmony export */ });
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


/***/ }),

/***/ 457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JB: () => (/* binding */ stableStringify),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   bz: () => (/* binding */ buildCapability),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   nb: () => (/* binding */ dropSpecDefaults),
/* harmony export */   rd: () => (/* binding */ parseRef)
/* harmony export */ });
/* unused harmony exports sha256, refOf, sortKeys, normalizeDefinition, digestOf, definitionDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var canonicalize__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8799);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4146);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);
/* harmony import */ var _spec_defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6671);
// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.





/** RFC 8785 (JCS) canonical JSON text. */
function canonicalJson(value) {
    const text = (0,canonicalize__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A)(value);
    if (text === undefined)
        throw new Error('value cannot be canonicalized');
    return text;
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
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
    if (!Object.prototype.hasOwnProperty.call(_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll, kind))
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
/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (isObject(value)) {
        const out = {};
        for (const k of Object.keys(value).sort()) {
            const v = value[k];
            if (v !== undefined)
                (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .setKey */ .qL)(out, k, sortKeys(v));
        }
        return out;
    }
    return value;
}
/**
 * Removes the field at `path` when it equals the spec default, then any object left empty on the way (an
 * `annotations: {}` or `execution: {}` says no more than its absence). Copies on write: the item is the server's.
 */
function dropDefault(node, path, d) {
    const [head, ...rest] = path;
    if (rest.length === 0) {
        if (head in node && (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonEqual */ .Zm)(node[head], d.value))
            delete node[head];
        return;
    }
    const child = node[head];
    if (rest[0] === '[]') {
        if (!Array.isArray(child))
            return;
        node[head] = child.map((el) => {
            if (!isObject(el))
                return el;
            const copy = { ...el };
            dropDefault(copy, rest.slice(1), d);
            return copy;
        });
        return;
    }
    if (!isObject(child))
        return;
    const copy = { ...child };
    dropDefault(copy, rest, d);
    if (Object.keys(copy).length === 0)
        delete node[head];
    else
        node[head] = copy;
}
/** Leaves out, in place, every field equal to its spec default (src/core/spec-defaults.ts). */
function dropSpecDefaults(kind, definition, protocolVersion) {
    for (const d of (0,_spec_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultsByKind */ .Y3)(protocolVersion).get(kind) ?? [])
        dropDefault(definition, d.path, d);
    return definition;
}
/**
 * The model-visible definition of one listed item, normalized: unknown fields are kept (a peer that strips them
 * would miss a change), spec defaults are dropped, volatile fields and `_meta` keys are left out.
 */
function normalizeDefinition(kind, item, options = {}) {
    const out = (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .nullObject */ .zW)();
    const volatile = new Set(VOLATILE_FIELDS[kind]);
    for (const [k, v] of Object.entries(item)) {
        if (v === undefined || volatile.has(k))
            continue;
        out[k] = v;
    }
    if (isObject(out._meta)) {
        const drop = new Set(options.volatileMeta ?? []);
        const meta = (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .nullObject */ .zW)();
        for (const [k, v] of Object.entries(out._meta))
            if (!drop.has(k))
                meta[k] = v;
        if (Object.keys(meta).length === 0)
            delete out._meta;
        else
            out._meta = meta;
    }
    dropSpecDefaults(kind, out, options.protocolVersion);
    if (isObject(out.annotations) && kind !== 'tool') {
        // lastModified on resources is data churn, not contract.
        const ann = Object.assign((0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .nullObject */ .zW)(), out.annotations);
        delete ann.lastModified;
        if (Object.keys(ann).length === 0)
            delete out.annotations;
        else
            out.annotations = ann;
    }
    if (kind === 'prompt' && Array.isArray(out.arguments) && out.arguments.length === 0)
        delete out.arguments;
    if (Array.isArray(out.icons) && out.icons.length === 0)
        delete out.icons;
    return sortKeys(out);
}
function digestOf(definition, origin) {
    // The server names itself: a lone surrogate there must not make every digest of its surface impossible.
    const origin_ = { server: (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .wellFormed */ .ES)(origin.server), surface: (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .wellFormed */ .ES)(origin.surface) };
    return `sha256:${sha256(canonicalJson({ definition, origin: origin_ }))}`;
}
/** A definition-only digest: equal definitions give equal digests across servers and surfaces. */
function definitionDigest(definition) {
    return `sha256:${sha256(canonicalJson(definition))}`;
}
function keyOf(kind, item) {
    const v = (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .ZV)(item, _model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind].keyField);
    return typeof v === 'string' ? v : undefined;
}
function buildCapability(kind, item, origin, options = {}) {
    const key = keyOf(kind, item);
    if (key === undefined)
        throw new Error(`${kind} item has no ${_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_METHOD */ .Ll[kind].keyField}`);
    const definition = normalizeDefinition(kind, item, options);
    return { ref: refOf(kind, key), digest: digestOf(definition, origin), definition };
}
/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
function stableStringify(value) {
    return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}


/***/ }),

/***/ 2364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ diffSnapshots)
});

// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/spec-defaults.ts
var spec_defaults = __webpack_require__(6671);
;// CONCATENATED MODULE: ./src/core/schema-compat.ts

const MAX_SCHEMA_DEPTH = 64;
/** Schema nodes visited per pair before giving up with a review. */
const MAX_NODES = 50_000;
/** Deltas per pair before the rest is summarized as one review. */
const MAX_DELTAS = 500;
const RULE = {
    input: {
        propertyRemoved: 'tool-input-property-removed',
        propertyAdded: 'tool-input-property-added',
        requiredPropertyAdded: 'tool-input-required-property-added',
        madeRequired: 'tool-input-property-made-required',
        madeOptional: 'tool-input-property-made-optional',
        tightened: 'tool-input-constraint-tightened',
        loosened: 'tool-input-constraint-loosened',
    },
    output: {
        propertyRemoved: 'tool-output-property-removed',
        propertyAdded: 'tool-output-property-added',
        requiredRemoved: 'tool-output-required-removed',
        requiredAdded: 'tool-output-required-added',
        tightened: 'tool-output-constraint-tightened',
        loosened: 'tool-output-constraint-loosened',
    },
};
const NOT_COMPARABLE = 'tool-schema-not-comparable';
const DIALECT_CHANGED = 'tool-schema-dialect-changed';
/** A property with a `default` that became required: how generators in output mode describe a defaulted param. */
const DEFAULTED_MADE_REQUIRED = 'tool-input-defaulted-property-made-required';
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
/** `$ref` hops followed from one schema node before giving up (a chain of refs to refs, or a cycle of them). */
const MAX_REF_HOPS = 32;
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
        return this.direction === 'input' ? RULE.input : RULE.output;
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
    if (ib === undefined || eb === undefined)
        return ib ?? eb;
    return compareBounds(eb, ib, lower) >= 0 ? eb : ib;
}
function showBound(x, lower) {
    if (x === undefined)
        return 'none';
    return `${lower ? '>' : '<'}${x.exclusive ? '' : '='} ${x.value}`;
}
/** `x` is a whole multiple of `y`, allowing for binary fractions (0.3 is a multiple of 0.1). */
function isMultiple(x, y) {
    const r = x / y;
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
        if (++n > MAX_NODES)
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
/**
 * Compares two schemas of one tool. `before`/`after` undefined means the schema is absent (treated as accepting
 * anything). `rootPointer` is where the schema sits in the definition, e.g. `/inputSchema`.
 */
function compareSchemas(before, after, direction, rootPointer) {
    const ctx = {
        b: { root: before, dialect: dialectOf(before) },
        a: { root: after, dialect: dialectOf(after) },
        refsAgree: refsAgree(before, after),
        budget: { nodes: MAX_NODES },
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
        if ((0,json/* jsonEqual */.Zm)(w.b, w.a) && (ctx.refsAgree || noRefs(w.b)))
            continue;
        // The budget is shared with branch-matching walks; each walk that runs into it says so (a walk that stopped
        // silently would read as "no more differences").
        if (--ctx.budget.nodes < 0) {
            walk.notComparable(walk.rootPointer, `more than ${MAX_NODES} schema nodes`);
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
            if ((rb.ref !== undefined || ra.ref !== undefined) && (0,json/* jsonEqual */.Zm)(b, a) && ctx.refsAgree)
                continue;
            compareNode(walk, b, a, w, stack);
        }
        catch (e) {
            walk.notComparable(w.pointer, e.message);
        }
    }
}
/** Equal text that is also an equal schema: the refs inside (if any) resolve alike on both sides. */
function sameSchema(walk, x, y) {
    return (0,json/* jsonEqual */.Zm)(x, y) && (walk.ctx.refsAgree || noRefs(x));
}
/** Whether a node holds no `$ref` anywhere (then equal nodes are equal schemas whatever the documents define). */
function noRefs(v) {
    const refs = new Set();
    return refsIn(v, refs) && refs.size === 0;
}
function compareNode(walk, b, a, w, stack) {
    const { pointer, path } = w;
    const input = walk.direction === 'input';
    const at = (k) => `${pointer}/${(0,json/* escapePointer */.lZ)(k)}`;
    // A union on either side that changed: decided branch by branch where that is sound.
    const ub = unionOf(b);
    const ua = unionOf(a);
    if (ub !== undefined && ua !== undefined && (ub.keyword !== undefined || ua.keyword !== undefined)) {
        const same = ub.keyword === ua.keyword && sameMembers(b[ub.keyword], a[ua.keyword]) && (walk.ctx.refsAgree || noRefs(b[ub.keyword]));
        if (!same) {
            compareUnions(walk, b, a, ub, ua, w, stack);
            return;
        }
    }
    // Keywords whose effect cannot be decided here: one review each, naming where.
    const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
    for (const k of [...keys].sort()) {
        if (HANDLED.has(k) || DOCUMENT.has(k))
            continue;
        // Equal text is an equal schema only when the refs inside it resolve alike on both sides.
        if (((0,json/* jsonEqual */.Zm)((0,json/* own */.ZV)(b, k), (0,json/* own */.ZV)(a, k)) || (UNORDERED.has(k) && sameMembers((0,json/* own */.ZV)(b, k), (0,json/* own */.ZV)(a, k)))) && (walk.ctx.refsAgree || noRefs((0,json/* own */.ZV)(b, k))))
            continue;
        walk.notComparable(at(k), COMBINATORS.has(k) ? `\`${k}\` changed; its compatibility is not decided` : `keyword \`${k}\` changed`);
    }
    // Model-visible text inside the schema.
    for (const k of ['description', 'title']) {
        if (!(0,json/* jsonEqual */.Zm)(b[k], a[k])) {
            walk.emit(`${k}-changed`, at(k), path, { before: (0,json/* showValue */.vp)(b[k]), after: (0,json/* showValue */.vp)(a[k]) }, b[k], a[k]);
        }
    }
    // type, judged by the values it really lets through: `{enum: ['a']}` and `{type: 'string', enum: ['a']}` are equal.
    const bv = valuesOf(b);
    const av = valuesOf(a);
    const bt = typesOf(b);
    const at_ = typesOf(a);
    if (!within(bt, at_) || !within(at_, bt)) {
        const be = effectiveTypes(bt, bv);
        const ae = effectiveTypes(at_, av);
        const shrinks = !within(be, ae);
        const grows = !within(ae, be);
        if (shrinks || grows) {
            const p = { before: showTypes(be), after: showTypes(ae) };
            if (input)
                walk.emit(shrinks ? 'tool-input-type-narrowed' : 'tool-input-type-widened', at('type'), path, p, b.type, a.type);
            else
                walk.emit(grows ? 'tool-output-type-widened' : 'tool-output-type-narrowed', at('type'), path, p, b.type, a.type);
        }
    }
    // enum / const
    const enumKeyword = a.enum !== undefined || b.enum !== undefined ? 'enum' : 'const';
    const enumPointer = at(enumKeyword);
    if (bv !== undefined && av !== undefined) {
        const bk = new Set(bv.map(json/* valueKey */.zV));
        const ak = new Set(av.map(json/* valueKey */.zV));
        const removed = bv.filter((v) => !ak.has((0,json/* valueKey */.zV)(v)));
        const added = av.filter((v) => !bk.has((0,json/* valueKey */.zV)(v)));
        if (removed.length > 0) {
            const rule = input ? 'tool-input-enum-value-removed' : 'tool-output-enum-narrowed';
            walk.emit(rule, enumPointer, path, { values: showValues(removed), count: removed.length }, removed.slice(0, 50), undefined);
        }
        if (added.length > 0) {
            const rule = input ? 'tool-input-enum-value-added' : 'tool-output-enum-widened';
            walk.emit(rule, enumPointer, path, { values: showValues(added), count: added.length }, undefined, added.slice(0, 50));
        }
    }
    else if (bv === undefined && av !== undefined) {
        if (input)
            walk.constraint('tightened', enumPointer, path, enumKeyword, undefined, av.slice(0, 50));
        else
            walk.emit('tool-output-enum-narrowed', enumPointer, path, { values: 'any value outside ' + showValues(av), count: 0 }, undefined, av.slice(0, 50));
    }
    else if (bv !== undefined && av === undefined) {
        if (input)
            walk.constraint('loosened', enumPointer, path, enumKeyword, bv.slice(0, 50), undefined);
        else
            walk.emit('tool-output-enum-widened', enumPointer, path, { values: 'any value outside ' + showValues(bv), count: 0 }, bv.slice(0, 50), undefined);
    }
    // numeric bounds: one effective bound per side, so `minimum: 5` -> `exclusiveMinimum: 4` is one loosening
    for (const lower of [true, false]) {
        const inc = lower ? 'minimum' : 'maximum';
        const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
        if ((0,json/* jsonEqual */.Zm)(b[inc], a[inc]) && (0,json/* jsonEqual */.Zm)(b[exc], a[exc]))
            continue;
        const x = numericBound(b, lower);
        const y = numericBound(a, lower);
        if (typeof x === 'string' || typeof y === 'string') {
            const k = typeof y === 'string' ? y : x;
            walk.notComparable(at(k), `non-numeric \`${k}\``);
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
        walk.constraint(cmp > 0 ? 'tightened' : 'loosened', at(k), path, k, b[k], a[k], shown);
    }
    // length and count bounds; an absent lower bound is its default (0, or 1 for minContains)
    const counts = [
        ...Object.entries(COUNT_LOWER_BOUNDS).map(([k, d]) => [k, true, d]),
        ...COUNT_UPPER_BOUNDS.map((k) => [k, false, undefined]),
    ];
    for (const [k, lower, absent] of counts) {
        const x = b[k];
        const y = a[k];
        if ((0,json/* jsonEqual */.Zm)(x, y))
            continue;
        if ((x !== undefined && typeof x !== 'number') || (y !== undefined && typeof y !== 'number')) {
            walk.notComparable(at(k), `non-numeric \`${k}\``);
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
        walk.constraint(outcome, at(k), path, k, x, y);
    }
    if (!(0,json/* jsonEqual */.Zm)(b.multipleOf, a.multipleOf)) {
        const x = b.multipleOf;
        const y = a.multipleOf;
        const bad = (v) => v !== undefined && (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v));
        if (bad(x) || bad(y)) {
            walk.notComparable(at('multipleOf'), 'non-numeric `multipleOf`');
        }
        else {
            const loosened = y === undefined || (x !== undefined && isMultiple(x, y));
            walk.constraint(loosened ? 'loosened' : 'tightened', at('multipleOf'), path, 'multipleOf', x, y);
        }
    }
    if (Boolean(b.uniqueItems) !== Boolean(a.uniqueItems)) {
        walk.constraint(a.uniqueItems === true ? 'tightened' : 'loosened', at('uniqueItems'), path, 'uniqueItems', b.uniqueItems, a.uniqueItems);
    }
    for (const k of PRESENCE_CONSTRAINTS) {
        const x = b[k];
        const y = a[k];
        if ((0,json/* jsonEqual */.Zm)(x, y))
            continue;
        if (x === undefined)
            walk.constraint('tightened', at(k), path, k, x, y);
        else if (y === undefined)
            walk.constraint('loosened', at(k), path, k, x, y);
        else
            walk.notComparable(at(k), `\`${k}\` changed from ${(0,json/* showValue */.vp)(x, 60)} to ${(0,json/* showValue */.vp)(y, 60)}`);
    }
    // default: validation is unchanged, behaviour for calls that omit the value is not.
    if (!(0,json/* jsonEqual */.Zm)(b.default, a.default)) {
        if (input)
            walk.emit('tool-input-default-changed', at('default'), path, { before: (0,json/* showValue */.vp)(b.default), after: (0,json/* showValue */.vp)(a.default) }, b.default, a.default);
        else
            walk.notComparable(at('default'), '`default` changed');
    }
    // properties and required
    const bp = objectOrEmpty(b.properties, 'properties');
    const ap = objectOrEmpty(a.properties, 'properties');
    const br = new Set(stringList(b.required, 'required'));
    const ar = new Set(stringList(a.required, 'required'));
    const propPointer = (k) => `${pointer}/properties/${(0,json/* escapePointer */.lZ)(k)}`;
    const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
    for (const k of Object.keys(bp).sort()) {
        if (has(ap, k))
            continue;
        walk.emit(walk.rules.propertyRemoved, propPointer(k), childPath(path, k), {}, bp[k], undefined);
    }
    for (const k of Object.keys(ap).sort()) {
        if (has(bp, k))
            continue;
        if (input && ar.has(k))
            walk.emit(RULE.input.requiredPropertyAdded, propPointer(k), childPath(path, k), {}, undefined, ap[k]);
        else
            walk.emit(walk.rules.propertyAdded, propPointer(k), childPath(path, k), {}, undefined, ap[k]);
    }
    const reqPointer = `${pointer}/required`;
    for (const k of [...ar].sort()) {
        if (br.has(k))
            continue;
        if (has(ap, k) && !has(bp, k))
            continue; // a new property: reported above
        const defaulted = (0,json/* isJsonObject */.OW)(ap[k]) && ap[k].default !== undefined;
        if (input)
            walk.emit(defaulted ? DEFAULTED_MADE_REQUIRED : RULE.input.madeRequired, reqPointer, childPath(path, k), {}, undefined, k);
        else
            walk.emit(RULE.output.requiredAdded, reqPointer, childPath(path, k), {}, undefined, k);
    }
    for (const k of [...br].sort()) {
        if (ar.has(k))
            continue;
        if (has(bp, k) && !has(ap, k))
            continue; // a removed property: reported above
        if (input)
            walk.emit(RULE.input.madeOptional, reqPointer, childPath(path, k), {}, k, undefined);
        else
            walk.emit(RULE.output.requiredRemoved, reqPointer, childPath(path, k), {}, k, undefined);
    }
    for (const k of Object.keys(bp).sort().reverse()) {
        if (has(ap, k))
            stack.push({ b: bp[k], a: ap[k], pointer: propPointer(k), path: childPath(path, k), depth: w.depth + 1 });
    }
    // additionalProperties
    if (!sameSchema(walk, b.additionalProperties, a.additionalProperties)) {
        const x = apState(b.additionalProperties);
        const y = apState(a.additionalProperties);
        const ptr = at('additionalProperties');
        const p = { before: (0,json/* showValue */.vp)(b.additionalProperties), after: (0,json/* showValue */.vp)(a.additionalProperties) };
        if (x === y && x !== 'closed') {
            // Schema to schema, or open to open with different annotations (model-visible text is still reported).
            stack.push({ b: b.additionalProperties, a: a.additionalProperties, pointer: ptr, path: `${childPath(path, '*')}`, depth: w.depth + 1 });
        }
        else if (x !== y) {
            const closing = y === 'closed' || (x === 'open' && y === 'schema');
            if (input) {
                walk.emit(closing ? 'tool-input-additional-properties-closed' : 'tool-input-additional-properties-opened', ptr, path, p, b.additionalProperties, a.additionalProperties);
            }
            else {
                walk.constraint(closing ? 'tightened' : 'loosened', ptr, path, 'additionalProperties', b.additionalProperties, a.additionalProperties);
            }
        }
    }
    // propertyNames: a schema every key must match
    if (!sameSchema(walk, b.propertyNames, a.propertyNames)) {
        const x = b.propertyNames;
        const y = a.propertyNames;
        const ptr = at('propertyNames');
        const xOpen = apState(x) === 'open';
        const yOpen = apState(y) === 'open';
        if (xOpen !== yOpen)
            walk.constraint(xOpen ? 'tightened' : 'loosened', ptr, path, 'propertyNames', x, y);
        else
            stack.push({ b: x, a: y, pointer: ptr, path: path.startsWith('(') ? '(property names)' : `${path} (property names)`, depth: w.depth + 1 });
    }
    // items (one schema for every element, or a tuple) and prefixItems (a tuple)
    for (const k of ['prefixItems', 'items']) {
        const x = b[k];
        const y = a[k];
        if (sameSchema(walk, x, y))
            continue;
        if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
            for (let i = x.length - 1; i >= 0; i--)
                stack.push({ b: x[i], a: y[i], pointer: `${at(k)}/${i}`, path: `${path}[${i}]`, depth: w.depth + 1 });
        }
        else if (k === 'items' && !Array.isArray(x) && !Array.isArray(y)) {
            stack.push({ b: x ?? {}, a: y ?? {}, pointer: at(k), path: `${path}[]`, depth: w.depth + 1 });
        }
        else {
            walk.notComparable(at(k), `tuple \`${k}\` changed`);
        }
    }
}
/** A node as a union of branches; undefined when it mixes a union with other validation keywords (not decided). */
function unionOf(node) {
    const kws = ['anyOf', 'oneOf'].filter((k) => node[k] !== undefined);
    if (kws.length === 0)
        return { branches: [node] };
    if (kws.length > 1)
        return undefined;
    const keyword = kws[0];
    const list = node[keyword];
    if (!Array.isArray(list) || list.length === 0)
        return undefined;
    if (Object.keys(node).some((k) => k !== keyword && !ANNOTATIONS.has(k) && !DOCUMENT.has(k)))
        return undefined;
    // The union's own description/title still reads on every branch: a description moved into a branch is no change.
    const outer = {};
    for (const k of Object.keys(node))
        if (ANNOTATIONS.has(k))
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
/**
 * Decides a changed union. Every value of a "from" branch must land in one "to" branch: for inputs the old branches
 * must each be covered by a new one (then old calls stay valid), for outputs each new branch must sit inside an old
 * one (then consumers still handle every result). Covering is a sub-comparison that finds only harmless deltas.
 * A `oneOf` on the receiving side also needs the other branches provably disjoint (by type), or a covered value
 * could match two branches and fail. Matched pairs are then compared in detail; a receiving branch nothing maps to
 * widens (input) or narrows (output) the union; a from-branch with no cover narrows (input) or widens (output),
 * unless some candidate could not be compared, which is a review naming the keyword.
 */
function compareUnions(walk, b, a, ub, ua, w, stack) {
    const input = walk.direction === 'input';
    const ctx = walk.ctx;
    const from = input ? ub : ua;
    const to = input ? ua : ub;
    const fromSide = input ? ctx.b : ctx.a;
    const toSide = input ? ctx.a : ctx.b;
    const keyword = (ua.keyword ?? ub.keyword);
    const pointer = `${w.pointer}/${keyword}`;
    const bt = unionTypes(ub, ctx.b);
    const at = unionTypes(ua, ctx.a);
    const shown = (u) => (u.keyword === undefined ? 'one schema' : `${u.branches.length} \`${u.keyword}\` branches`);
    /** One summary finding: values lost (input) / new values returned (output), or the reverse. */
    const verdict = (harmful) => {
        const types = { before: showTypes(bt), after: showTypes(at) };
        const known = bt !== undefined && at !== undefined;
        if (harmful) {
            if (input && known && !within(bt, at))
                walk.emit('tool-input-type-narrowed', pointer, w.path, types, b[keyword], a[keyword]);
            else if (!input && known && !within(at, bt))
                walk.emit('tool-output-type-widened', pointer, w.path, types, b[keyword], a[keyword]);
            else
                walk.constraint(input ? 'tightened' : 'loosened', pointer, w.path, keyword, b[keyword], a[keyword], { before: shown(ub), after: shown(ua) });
        }
        else if (input && known && !within(at, bt))
            walk.emit('tool-input-type-widened', pointer, w.path, types, b[keyword], a[keyword]);
        else if (!input && known && !within(bt, at))
            walk.emit('tool-output-type-narrowed', pointer, w.path, types, b[keyword], a[keyword]);
        else
            walk.constraint(input ? 'loosened' : 'tightened', pointer, w.path, keyword, b[keyword], a[keyword], { before: shown(ub), after: shown(ua) });
    };
    const detail = (old, neu, ptr) => {
        if (!((0,json/* jsonEqual */.Zm)(old, neu) && ctx.refsAgree))
            stack.push({ b: old, a: neu, pointer: ptr, path: w.path, depth: w.depth + 1 });
    };
    const toPointer = (j) => (to.keyword === undefined ? w.pointer : `${w.pointer}/${to.keyword}/${j}`);
    // The whole from-side can only land in one receiving branch when every other one is disjoint from it by type
    // (notion's `anyOf: [<old object>, {type: string}]`): then it is exactly that branch that decides, compared in
    // detail, and the others only add (input) or drop (output) values of other types.
    if (to.branches.length > 1) {
        const ft = unionTypes(from, fromSide);
        const overlapping = to.branches.map((x, j) => [j, !disjoint(ft, branchTypes(x, toSide))]).filter(([, o]) => o);
        if (overlapping.length === 1) {
            const j = overlapping[0][0];
            verdict(false);
            const whole = input ? b : a;
            if (input)
                detail(whole, to.branches[j], toPointer(j));
            else
                detail(to.branches[j], whole, `${w.pointer}/${keyword}/${j}`);
            return;
        }
    }
    const usedTo = new Set();
    const pairs = [];
    const unmatched = [];
    let blocked;
    for (let i = 0; i < from.branches.length; i++) {
        const fb = from.branches[i];
        let match = -1;
        for (let j = 0; j < to.branches.length && match < 0; j++)
            if ((0,json/* jsonEqual */.Zm)(fb, to.branches[j]) && ctx.refsAgree)
                match = j;
        for (let j = 0; j < to.branches.length && match < 0; j++) {
            const tb = to.branches[j];
            const [old, neu] = input ? [fb, tb] : [tb, fb];
            const sub = new Walk(walk.direction, walk.rootPointer, ctx);
            run(sub, [{ b: old, a: neu, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
            if (sub.out.every((d) => COVERING.has(d.rule)))
                match = j;
            else
                blocked ??= sub.out.find((d) => d.rule === NOT_COMPARABLE)?.params.reason;
        }
        if (match < 0) {
            unmatched.push(i);
            continue;
        }
        if (to.keyword === 'oneOf' && to.branches.length > 1) {
            // Another branch could also take the value unless it is type-disjoint from it or, for inputs that were a
            // oneOf already, sits inside another old branch (which the value did not match, or it was not valid before).
            const ft = branchTypes(fb, fromSide);
            const insideOther = (x) => input && from.keyword === 'oneOf' && from.branches.some((ob, k) => k !== i && within_(ctx, walk, w, x, ctx.a, ob, ctx.b));
            const overlap = to.branches.findIndex((x, k) => k !== match && !disjoint(ft, branchTypes(x, toSide)) && !insideOther(x));
            if (overlap >= 0) {
                walk.notComparable(`${w.pointer}/oneOf`, `\`oneOf\` branches ${match} and ${overlap} may both match a value that matched before, and \`oneOf\` wants exactly one`);
                return;
            }
        }
        usedTo.add(match);
        pairs.push([i, match]);
    }
    // Same combinator, same number of branches, and a branch nothing covers: its counterpart by position is compared
    // in detail, so the finding names the keyword that changed inside it rather than the whole union. (Any branch
    // that covered it would have been matched above, so this pairing only ever reports, never hides, a difference.)
    const positional = from.keyword !== undefined && from.keyword === to.keyword && from.branches.length === to.branches.length;
    const coarse = unmatched.filter((i) => !(positional && !usedTo.has(i)));
    for (const i of unmatched)
        if (!coarse.includes(i))
            (usedTo.add(i), pairs.push([i, i]));
    if (coarse.length > 0 && blocked !== undefined) {
        walk.notComparable(pointer, `\`${keyword}\` branch ${coarse[0]} could not be matched: ${blocked}`);
        return;
    }
    if (coarse.length > 0)
        verdict(true);
    else if (to.branches.length > usedTo.size)
        verdict(false);
    for (const [i, j] of pairs.reverse()) {
        const [old, neu] = input ? [from.branches[i], to.branches[j]] : [to.branches[j], from.branches[i]];
        const ni = input ? j : i;
        const oi = input ? i : j;
        detail(old, neu, ua.keyword !== undefined ? `${w.pointer}/${ua.keyword}/${ni}` : ub.keyword !== undefined ? `${w.pointer}/${ub.keyword}/${oi}` : w.pointer);
    }
}
/** Every value `inner` (read in `innerSide`'s document) accepts, `outer` accepts too: an input comparison that finds only covering deltas. */
function within_(ctx, walk, w, inner, innerSide, outer, outerSide) {
    const sub = new Walk('input', walk.rootPointer, { ...ctx, b: innerSide, a: outerSide });
    run(sub, [{ b: inner, a: outer, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
    return sub.out.every((d) => COVERING.has(d.rule));
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

;// CONCATENATED MODULE: ./src/core/compare-definitions.ts





/** Review when false -> true (or true -> false for the "good" hints), safe the other way. */
const HINT_RULES = {
    readOnlyHint: { risky: false, riskyRule: 'tool-no-longer-read-only', saferRule: 'tool-now-read-only' },
    destructiveHint: { risky: true, riskyRule: 'tool-now-destructive', saferRule: 'tool-no-longer-destructive' },
    idempotentHint: { risky: false, riskyRule: 'tool-no-longer-idempotent', saferRule: 'tool-now-idempotent' },
    openWorldHint: { risky: true, riskyRule: 'tool-now-open-world', saferRule: 'tool-no-longer-open-world' },
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
    const b = (0,canonical/* dropSpecDefaults */.nb)(kind, { ...before });
    const a = (0,canonical/* dropSpecDefaults */.nb)(kind, { ...after });
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
            out.push(...compareSchemas(bv ?? {}, av ?? {}, 'input', ptr));
        else if (kind === 'tool' && k === 'outputSchema') {
            if (av === undefined)
                out.push(delta('tool-output-schema-removed', ptr, {}, bv, undefined));
            else if (bv === undefined)
                out.push(delta('tool-output-schema-added', ptr, {}, undefined, av));
            else
                out.push(...compareSchemas(bv, av, 'output', ptr));
        }
        else if (kind === 'tool' && k === 'annotations')
            out.push(...compareAnnotations(bv, av));
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
            else if (x !== y)
                out.push(delta(y === rule.risky ? rule.riskyRule : rule.saferRule, ptr, { before: String(x), after: String(y) }, x, y));
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

// EXTERNAL MODULE: ./src/core/match.ts + 2 modules
var match = __webpack_require__(4340);
;// CONCATENATED MODULE: ./src/core/policy.ts

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

// EXTERNAL MODULE: ./src/core/rules.ts
var rules = __webpack_require__(1688);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/fingerprint.ts
// A change's fingerprint carries review state (sign-offs, ignores) across commits: it depends on what changed, never
// on wording, severity or when it was seen.


function side(s) {
    if (!s)
        return [];
    return [s.refs, s.digests ?? [], s.pointer ?? '', s.value === undefined ? '' : (0,json/* valueKey */.zV)(s.value)];
}
/** 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values. */
function fingerprintOf(f) {
    const text = JSON.stringify([f.rule, f.surface, side(f.before), side(f.after)]);
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 12);
}

;// CONCATENATED MODULE: ./src/core/report.ts


/** Attaches the registry's type, default severity and wording, and the fingerprint. Throws on an unknown rule id. */
function toChange(f) {
    const rule = (0,rules/* ruleById */.BD)(f.rule);
    if (rule === undefined)
        throw new Error(`unknown rule id: ${f.rule}`);
    const params = f.params ?? {};
    const hint = (0,rules/* fillTemplate */.ou)(rule.hint, params);
    return {
        ...f,
        type: rule.type,
        severity: rule.severity,
        message: (0,rules/* fillTemplate */.ou)(rule.message, params),
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
/** breaking > review > safe, then surface, kind, refs; rule, pointer and fingerprint break the remaining ties. */
function compareChanges(a, b) {
    return (SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        cmp(a.surface, b.surface) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        cmp(refsKey(a), refsKey(b)) ||
        cmp(a.rule, b.rule) ||
        cmp(a.before?.pointer ?? a.after?.pointer ?? '', b.before?.pointer ?? b.after?.pointer ?? '') ||
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

// EXTERNAL MODULE: ./src/core/canary-coverage.ts
var canary_coverage = __webpack_require__(7122);
;// CONCATENATED MODULE: ./src/core/generator-notes.ts

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
            note(`\`$schema\` ${pair.replace(' -> ', ' became ')} on ${set.size} tools`, set.size);
    }
    // Only the root object of the input schema, and only when every tool both sides list flipped the same way.
    const rootAp = (f) => (f.rule === 'tool-input-additional-properties-closed' || f.rule === 'tool-input-additional-properties-opened') &&
        f.after?.pointer === '/inputSchema/additionalProperties';
    for (const [pair, set] of byTransition(findings, rootAp)) {
        if (set.size >= MIN_TOOLS && set.size === toolCount())
            note(`\`additionalProperties\` ${pair.replace(' -> ', ' became ')} on every tool (${set.size})`, set.size);
    }
    const defaulted = new Set(findings.filter((f) => f.rule === 'tool-input-defaulted-property-made-required').map(toolOf).filter((t) => t !== undefined));
    if (defaulted.size >= MIN_TOOLS)
        note(`properties with a \`default\` are now listed in \`required\` on ${defaulted.size} tools`, defaulted.size);
    if (evidence.length === 0)
        return undefined;
    return {
        rule: 'schema-generator-changed',
        kind: 'server',
        surface,
        after: { refs: [], value: evidence.join('; ') },
        params: { surface, evidence: evidence.join('; '), count },
    };
}

;// CONCATENATED MODULE: ./src/core/risky-text.ts

const PATTERNS = [
    {
        what: 'asks to send or upload data to an address',
        re: /\b(?:upload|exfiltrat\w*|send|post|forward|transmit|copy|sync|report|leak)\b[^\n]{0,120}?\b(?:to|at|into)\s+(?:https?:\/\/|ftp:\/\/|wss?:\/\/|\S+@\S+\.\w{2,}|(?:[a-z0-9-]+\.)+[a-z]{2,}\/)/i,
    },
    {
        what: 'names credentials or private files',
        re: /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.npmrc\b|\.netrc\b|\/etc\/(?:passwd|shadow)\b|\.env\b|\b(?:private[_ -]?key|api[_ -]?keys?|access[_ -]?tokens?|passwords?|secrets?)\b[^.\n]{0,60}\b(?:send|include|read|upload|append|pass|attach)\b)/i,
    },
    {
        what: 'asks to ignore earlier instructions',
        re: /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system)\b[^.\n]{0,30}\b(?:instructions?|prompts?|rules?|guidelines?|messages?)\b/i,
    },
    {
        what: 'asks to keep something from the user',
        re: /\b(?:do not|don't|never|without)\b[^.\n]{0,20}\b(?:tell|telling|mention|mentioning|reveal|revealing|inform|informing|notify|notifying|alert|alerting)\b[^.\n]{0,40}\b(?:the user|users?|anyone|them)\b/i,
    },
    {
        what: 'claims authority over the model or other tools',
        re: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden)\s*>|\b(?:instead of|rather than|before (?:using|calling|running))\b[^.\n]{0,60}\b(?:tool|function)s?\b|\byou must (?:always|first)\b/i,
    },
];
/** Bidi controls, zero-width characters, tag characters and variation selectors: text a reviewer does not see. */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
/** Keys whose string values a model reads as prose. */
const TEXT_KEYS = new Set(['description', 'title', 'instructions']);
const risky_text_MAX_NODES = 20_000;
const MAX_TEXT = 16_384;
/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) anywhere in it are
 * matched against the patterns; every string, names included, is checked for hidden characters. Bounded walk.
 */
function riskyText(definition) {
    const stack = [[definition, '', undefined]];
    let nodes = 0;
    while (stack.length > 0 && ++nodes <= risky_text_MAX_NODES) {
        const [v, at, key] = stack.pop();
        if (typeof v === 'string') {
            const text = v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v;
            if (HIDDEN.test(text))
                return { pointer: at || '/', what: 'holds invisible characters' };
            if (key !== undefined && TEXT_KEYS.has(key)) {
                for (const p of PATTERNS)
                    if (p.re.test(text))
                        return { pointer: at || '/', what: p.what };
            }
        }
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], `${at}/${i}`, undefined]);
        }
        else if ((0,json/* isJsonObject */.OW)(v)) {
            const keys = Object.keys(v).sort().reverse();
            for (const k of keys)
                stack.push([v[k], `${at}/${(0,json/* escapePointer */.lZ)(k)}`, k]);
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/classify.ts










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
function emptyKind() {
    return { observation: { state: 'failed', error: 'missing from snapshot' }, items: [] };
}
const byRefThenDigest = (a, b) => a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0;
/**
 * Items in ref order, copies of one ref (a server that lists a name twice) kept and ordered by digest: they are
 * compared as a multiset. The input is reused when already so.
 */
function byRef(items) {
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
function diffSnapshots(base, head, config, labels) {
    const ctx = {
        findings: [],
        renames: (0,match/* resolveRenames */.y7)(config.renames),
        baseOffered: lazy(() => offeredIndex(base)),
        headOffered: lazy(() => offeredIndex(head)),
        missingReported: new Set(),
    };
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
        const first = ctx.findings.length;
        for (const kind of model/* KINDS */.GW)
            compareKind(ctx, surface, kind, b, h);
        const note = generatorNote(surface, ctx.findings.slice(first), () => commonToolCount(b, h));
        if (note !== undefined)
            ctx.findings.push(note);
    }
    const definitions = lazy(() => headDefinitions(head));
    const changes = applyReviewNewDescriptions(ctx.findings.map(toChange), config.policy?.reviewNewDescriptions, (ref) => definitions().get(ref));
    const adjusted = applySeverityOverrides(changes, config.severity);
    const { changes: kept, ignored } = applyIgnores(adjusted, config.ignore);
    const report = buildReport(head.server, labels, kept, ignored);
    const coverage = (0,canary_coverage/* canaryCoverage */.F)(head);
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
// ------------------------------------------------------------------ server identity
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
        ctx.findings.push({ rule, kind: 'server', surface, before, after, params: { surface, pointer, before: (0,json/* showValue */.vp)(x), after: (0,json/* showValue */.vp)(y) } });
    };
    const bi = (0,json/* isJsonObject */.OW)(b.serverInfo) ? b.serverInfo : {};
    const hi = (0,json/* isJsonObject */.OW)(h.serverInfo) ? h.serverInfo : {};
    for (const k of [...new Set([...Object.keys(bi), ...Object.keys(hi)])].sort()) {
        if ((0,json/* jsonEqual */.Zm)(bi[k], hi[k]))
            continue;
        const rule = k === 'name' ? 'server-name-changed' : k === 'version' ? 'server-version-changed' : 'server-info-changed';
        push(rule, `/serverInfo/${(0,json/* escapePointer */.lZ)(k)}`, bi[k], hi[k]);
    }
    if (b.protocolVersion !== h.protocolVersion) {
        const dated = /^\d{4}-\d{2}-\d{2}$/;
        const up = dated.test(b.protocolVersion) && dated.test(h.protocolVersion) && h.protocolVersion > b.protocolVersion;
        push(up ? 'server-protocol-version-upgraded' : 'server-protocol-version-changed', '/protocolVersion', b.protocolVersion, h.protocolVersion);
    }
    if (b.instructions !== h.instructions)
        push('server-instructions-changed', '/instructions', b.instructions, h.instructions);
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
        if (v === false || v === null)
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
// ------------------------------------------------------------------ one kind on one surface
function compareKind(ctx, surface, kind, bs, hs) {
    const b = bs.kinds?.[kind] ?? emptyKind();
    const h = hs.kinds?.[kind] ?? emptyKind();
    const label = KIND_LABEL[kind];
    const { method, capability } = model/* KIND_METHOD */.Ll[kind];
    const common = { kind: label, surface, method, capability };
    const bState = b.observation.state;
    const hState = h.observation.state;
    if (hState === 'failed') {
        ctx.findings.push({
            rule: 'observation-failed',
            kind,
            surface,
            before: { refs: [], value: bState },
            after: { refs: [], value: hState },
            params: { ...common, error: h.observation.error ?? hs.error ?? 'no reason recorded' },
        });
        return;
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
            ctx.findings.push({
                rule: 'observation-recovered',
                kind,
                surface,
                before: { refs: [], value: bState },
                after: { refs: [], value: hState },
                params: { ...common, count: h.items.length },
            });
        }
        return;
    }
    if (hState === 'unsupported') {
        if (bState === 'complete') {
            for (const c of b.items) {
                ctx.findings.push({ rule: 'capability-removed-kind-unsupported', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } });
            }
        }
        return;
    }
    // Items are sorted by ref in every snapshot this tool writes: a merge join walks both lists once, in order, which
    // keeps large catalogs linear and cache-friendly (hash maps of 10,000 refs were the slowest part).
    const bItems = byRef(b.items);
    const hItems = byRef(h.items);
    const baseMap = new SortedRefs(bItems);
    const headMap = new SortedRefs(hItems);
    const onlyBase = [];
    const onlyHead = [];
    let digestsDiffer = false;
    // (1) Same ref on both sides: the copies of each ref as a multiset of digests.
    for (let i = 0, j = 0; i < bItems.length || j < hItems.length;) {
        const bc = bItems[i];
        const hc = hItems[j];
        if (bc !== undefined && hc !== undefined && bc.ref === hc.ref) {
            const bCopies = copiesAt(bItems, i);
            const hCopies = copiesAt(hItems, j);
            if (bCopies.length === 1 && hCopies.length === 1) {
                if (hc.digest !== bc.digest) {
                    digestsDiffer = true;
                    pushDefinitionDeltas(ctx, surface, kind, bc, hc);
                }
            }
            else if (compareCopies(ctx, surface, kind, bCopies, hCopies))
                digestsDiffer = true;
            i += bCopies.length;
            j += hCopies.length;
        }
        else if (hc === undefined || (bc !== undefined && bc.ref < hc.ref)) {
            const copies = copiesAt(bItems, i);
            onlyBase.push(bc);
            i += copies.length;
        }
        else {
            const copies = copiesAt(hItems, j);
            // The copy that reads risky stands for a new ref, so a poisoned second copy is not hidden behind a plain first.
            onlyHead.push(copies.length > 1 ? (copies.find((x) => riskyText(x.definition) !== undefined) ?? hc) : hc);
            if (copies.length > 1)
                pushCopies(ctx, surface, kind, 0, copies);
            j += copies.length;
        }
    }
    // (2) Declared continuity.
    const plan = (0,match/* planDeclared */.k5)(kind, baseMap, headMap, ctx.renames);
    const consumed = new Set();
    // A rename declared ahead of time is only worth a word when this kind actually changed; otherwise every
    // unrelated PR would carry it.
    const kindChanged = digestsDiffer || onlyBase.length > 0 || onlyHead.length > 0;
    for (const m of kindChanged ? plan.missing : []) {
        if (ctx.missingReported.has(m.old))
            continue;
        ctx.missingReported.add(m.old);
        ctx.findings.push({
            rule: 'rename-target-missing',
            kind: 'config',
            surface,
            before: { refs: [m.old] },
            after: { refs: m.to },
            params: { from: keyOfRef(m.old), to: m.to.map(keyOfRef).join('`, `') },
        });
    }
    for (const g of plan.groups) {
        const olds = g.olds.map((r) => baseMap.get(r));
        const news = g.news.map((r) => headMap.get(r));
        for (const r of g.olds)
            consumed.add(r);
        for (const r of g.news)
            if (!baseMap.has(r))
                consumed.add(r);
        const rule = g.type === 'renamed'
            ? g.aliased
                ? 'capability-renamed-with-alias'
                : 'capability-renamed'
            : g.type === 'merged'
                ? g.aliased
                    ? 'capabilities-merged-with-alias'
                    : 'capabilities-merged'
                : g.aliased
                    ? 'capability-split-with-alias'
                    : 'capability-split';
        const from = g.type === 'merged' ? quoteList(g.olds) : keyOfRef(g.olds[0]);
        const to = g.type === 'split' ? quoteList(g.news) : keyOfRef(g.news[0]);
        ctx.findings.push({ rule, kind, surface, before: sideOf(olds), after: sideOf(news), params: { ...common, from, to, name: keyOfRef(g.olds[0]) } });
        if (g.type === 'renamed')
            pushDefinitionDeltas(ctx, surface, kind, olds[0], news[0]);
    }
    // (3) What is left: exposure moves, then removals and additions with suggestions.
    const removed = [];
    const added = [];
    for (const c of onlyBase) {
        const ref = c.ref;
        if (consumed.has(ref))
            continue;
        const elsewhere = (ctx.headOffered().get(ref) ?? []).filter((s) => s !== surface);
        if (elsewhere.length > 0) {
            ctx.findings.push({
                rule: 'capability-exposure-narrowed',
                kind,
                surface,
                before: sideOf([c]),
                params: { ...common, name: keyOfRef(ref), surfaces: elsewhere.map((s) => `\`${s}\``).join(', ') },
            });
        }
        else
            removed.push(c);
    }
    for (const c of onlyHead) {
        const ref = c.ref;
        if (consumed.has(ref))
            continue;
        const before = (ctx.baseOffered().get(ref) ?? []).filter((s) => s !== surface);
        if (before.length > 0) {
            ctx.findings.push({ rule: 'capability-exposure-widened', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(ref) } });
        }
        else
            added.push(c);
    }
    const { hints, targets } = (0,match/* suggestMatches */.G3)(removed, added);
    for (const c of removed) {
        const f = { rule: 'capability-removed', kind, surface, before: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
        const target = targets.get(c.ref);
        if (target && f.params) {
            f.params.suggestion = target.to;
            f.params.similarity = target.score;
        }
        const hint = hints.get(c.ref);
        if (hint)
            f.hint = hint;
        ctx.findings.push(f);
    }
    for (const c of added) {
        // New model-visible text that reads like poisoning is reviewed like a changed description would be.
        const risky = riskyText(c.definition);
        const f = risky
            ? { rule: 'capability-added-risky-text', kind, surface, after: sideOf([c], risky.pointer), params: { ...common, name: keyOfRef(c.ref), pointer: risky.pointer, what: risky.what } }
            : { rule: 'capability-added', kind, surface, after: sideOf([c]), params: { ...common, name: keyOfRef(c.ref) } };
        const hint = hints.get(c.ref);
        if (hint)
            f.hint = hint;
        ctx.findings.push(f);
    }
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
    const label = KIND_LABEL[kind];
    for (const d of deltas) {
        ctx.findings.push({
            rule: d.rule,
            kind,
            surface,
            before: sideOf([bc], d.pointer, d.before),
            after: sideOf([hc], d.pointer, d.after),
            params: { kind: label, surface, name: keyOfRef(bc.ref), pointer: d.pointer || '/', ...d.params },
        });
    }
}


/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean": the nearest known name to a mistyped one (options, commands, rule ids).
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diag = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const up = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
            diag = up;
        }
    }
    return row[b.length];
}
/** The closest candidate within `maxEdits` edits (or one that starts with what was typed), if any. */
function closest(typed, candidates, maxEdits = 2) {
    let best;
    let bestScore = Infinity;
    for (const c of candidates) {
        const d = typed.length >= 3 && c.startsWith(typed) ? 0.5 : distance(typed, c);
        if (d < bestScore)
            [best, bestScore] = [c, d];
    }
    return bestScore <= maxEdits ? best : undefined;
}


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Wo: () => (/* binding */ notCanonical),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   lZ: () => (/* binding */ escapePointer),
/* harmony export */   lv: () => (/* binding */ boundedValue),
/* harmony export */   qL: () => (/* binding */ setKey),
/* harmony export */   vp: () => (/* binding */ showValue),
/* harmony export */   zV: () => (/* binding */ valueKey),
/* harmony export */   zW: () => (/* binding */ nullObject)
/* harmony export */ });
/* unused harmony export isSmallValue */
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
/** Structural equality with key order ignored, using an explicit stack. */
function jsonEqual(a, b) {
    const stack = [[a, b]];
    while (stack.length > 0) {
        const [x, y] = stack.pop();
        if (x === y)
            continue;
        if (x === null || y === null || x === undefined || y === undefined)
            return false;
        if (typeof x !== 'object' || typeof y !== 'object') {
            if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y))
                continue;
            return false;
        }
        if (Array.isArray(x)) {
            if (!Array.isArray(y) || x.length !== y.length)
                return false;
            for (let i = 0; i < x.length; i++)
                stack.push([x[i], y[i]]);
            continue;
        }
        if (Array.isArray(y))
            return false;
        const xk = Object.keys(x);
        if (xk.length !== Object.keys(y).length)
            return false;
        for (const k of xk) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return false;
            stack.push([x[k], y[k]]);
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
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
/**
 * Why `value` has no canonical JSON form (RFC 8785 refuses both), or undefined when it has one: a number JSON.parse
 * read as Infinity (`1e400`) or a string or key holding a lone surrogate (`"\ud800"`). Found without recursion.
 */
function notCanonical(value) {
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


/***/ }),

/***/ 4340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k5: () => (/* binding */ planDeclared),
  y7: () => (/* binding */ resolveRenames),
  G3: () => (/* binding */ suggestMatches)
});

// UNUSED EXPORTS: SUGGEST_THRESHOLD

// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
;// CONCATENATED MODULE: ./src/core/assignment.ts
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

// EXTERNAL MODULE: ./src/core/spec-defaults.ts
var spec_defaults = __webpack_require__(6671);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
;// CONCATENATED MODULE: ./src/core/similarity.ts



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
const TEMPLATE_VARS = /\{[^}]*\}/g;
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
    return { ref: c.ref, name: new Set(words(nameText.slice(0, 500))), desc: new Set(words(text.join(' '), 3)), props, hints, shape };
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

;// CONCATENATED MODULE: ./src/core/match.ts



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
/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Every scored pair
 * at or above the threshold is an edge; the renames are the maximum-weight one-to-one assignment over those edges,
 * solved once, so a family of tools renamed alike is paired as a whole. A removed item left unpaired whose best
 * match was paired with another is suggested as merged into it. Cost is bounded: small diffs are scored pairwise,
 * large ones only against a few candidates that share a rare name/property word, and the assignment is exact per
 * connected group up to a size limit (greedy beyond).
 */
function suggestMatches(removedIn, addedIn) {
    const hints = new Map();
    const targets = new Map();
    if (removedIn.length === 0 || addedIn.length === 0)
        return { hints, targets };
    // Sorted, so equal scores resolve the same way whatever order the items came in.
    const removed = [...removedIn].sort(byRef);
    const added = [...addedIn].sort(byRef);
    const removedF = removed.map(features);
    const addedF = added.map(features);
    const weights = weightsOf(removedF, addedF);
    const allPairs = removed.length * added.length <= ALL_PAIRS_LIMIT;
    const postings = new Map();
    if (!allPairs) {
        addedF.forEach((f, j) => {
            for (const k of blockingKeys(f)) {
                const list = postings.get(k) ?? [];
                if (list.length <= MAX_POSTINGS)
                    list.push(j);
                postings.set(k, list);
            }
        });
    }
    const edges = [];
    /** Per removed item, its best edge (for merges). */
    const best = new Map();
    removedF.forEach((rf, i) => {
        let candidates;
        if (allPairs)
            candidates = addedF.map((_, j) => j);
        else {
            const shared = new Map();
            for (const k of blockingKeys(rf)) {
                const list = postings.get(k);
                if (!list || list.length > MAX_POSTINGS)
                    continue;
                for (const j of list)
                    shared.set(j, (shared.get(j) ?? 0) + 1);
            }
            candidates = [...shared.entries()]
                .sort((x, y) => y[1] - x[1] || x[0] - y[0])
                .slice(0, MAX_CANDIDATES)
                .map(([j]) => j);
        }
        for (const j of candidates) {
            const w = similarity(rf, addedF[j], weights);
            if (round(w) < SUGGEST_THRESHOLD)
                continue;
            const e = { i, j, w };
            edges.push(e);
            const b = best.get(i);
            if (b === undefined || w > b.w || (w === b.w && j < b.j))
                best.set(i, e);
        }
    });
    const groups = new Map();
    const paired = new Set();
    for (const e of maxWeightMatching(edges)) {
        paired.add(e.i);
        groups.set(e.j, [{ i: e.i, w: e.w }]);
    }
    for (const [i, e] of best) {
        if (paired.has(i))
            continue;
        groups.get(e.j)?.push({ i, w: e.w });
    }
    for (const [j, members] of [...groups.entries()].sort((x, y) => x[0] - y[0])) {
        const target = added[j].ref;
        const olds = members.map((m) => ({ ref: removed[m.i].ref, score: round(m.w) })).sort((x, y) => (x.ref < y.ref ? -1 : 1));
        for (const o of olds)
            targets.set(o.ref, { to: target, score: o.score });
        if (olds.length === 1) {
            const { ref, score } = olds[0];
            hints.set(ref, `It looks like a rename to \`${target}\` (similarity ${score.toFixed(2)}); if it is, declare it in the config: ${snippet([[ref, target]])}. Until then it counts as a removal.`);
            hints.set(target, `It may be the new name of \`${ref}\` (similarity ${score.toFixed(2)}).`);
        }
        else {
            const list = olds.map((o) => `\`${o.ref}\``).join(', ');
            const min = Math.min(...olds.map((o) => o.score));
            const snip = snippet(olds.map((o) => [o.ref, target]));
            for (const o of olds) {
                hints.set(o.ref, `It looks like ${list} were merged into \`${target}\` (similarity ${o.score.toFixed(2)}); if so, declare it in the config: ${snip}. Until then it counts as a removal.`);
            }
            hints.set(target, `It may be the merge of ${list} (similarity at least ${min.toFixed(2)}).`);
        }
    }
    return { hints, targets };
}


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ KINDS),
/* harmony export */   Ll: () => (/* binding */ KIND_METHOD),
/* harmony export */   Td: () => (/* binding */ SNAPSHOT_FORMAT)
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
const SNAPSHOT_FORMAT = 'mcp-contract/1';


/***/ }),

/***/ 1688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ ruleById),
/* harmony export */   ou: () => (/* binding */ fillTemplate),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
const CAPS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
const TOOL = ['tool'];
const SERVER = ['server'];
const CONFIG = ['config'];
const SYMMETRIC = 'waived: the reverse change is the same kind of change and is flagged by this same rule';
const RULES = [
    // ------------------------------------------------------------ lifecycle
    {
        id: 'capability-added',
        type: 'added',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` was added.',
        hint: 'Nothing breaks for existing callers; read its description and annotations before models start using it.',
        why: 'A new capability breaks no existing caller.',
        inverse: 'capability-removed',
    },
    {
        id: 'capability-added-risky-text',
        type: 'added',
        severity: 'review',
        kinds: CAPS,
        message: 'The {kind} `{name}` was added; its text at `{pointer}` {what}.',
        hint: 'Read the new text before models see it: descriptions steer the model (exfiltration, hidden instructions, tool shadowing). If it is fine, sign off.',
        why: 'A new capability breaks no caller, but its description is read by the model from day one; poisoned text arrives this way as easily as in a changed description.',
        inverse: 'waived: removing the capability is flagged by capability-removed, whatever its text said',
    },
    {
        id: 'capability-removed',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{name}` was removed.',
        hint: 'Keep serving it (or a deprecated alias) until callers have moved; if it lives on under another name, declare that in `renames`.',
        why: 'Every caller and saved prompt that uses it fails.',
        inverse: 'capability-added',
    },
    {
        id: 'capability-removed-kind-unsupported',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{name}` was removed because the server no longer supports `{method}`.',
        hint: 'Restore the `{capability}` server capability, or announce the removal of every {kind} it served.',
        why: 'A kind that is no longer advertised takes every capability of that kind with it.',
        inverse: 'capability-added',
    },
    {
        id: 'capability-renamed',
        type: 'renamed',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{from}` was renamed to `{to}`.',
        hint: 'Keep serving `{from}` as a deprecated alias (set `alias` or `aliasUntil` on its `renames` entry) so existing callers keep working.',
        why: 'Callers that use the old name fail, even though the capability lives on.',
        inverse: 'waived: the reverse of a rename is another rename, flagged by this same rule',
    },
    {
        id: 'capability-renamed-with-alias',
        type: 'renamed',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{from}` was renamed to `{to}` and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working; dropping the alias later is flagged as a removal.',
        inverse: 'waived: the reverse of a rename is another rename, flagged by this same rule',
    },
    {
        id: 'capabilities-merged',
        type: 'merged',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind}s {from} were merged into `{to}`.',
        hint: 'Callers of the old {kind}s must move to `{to}`; keep the old names as deprecated aliases until they have.',
        why: 'Callers of every merged name fail, and the new one usually takes different arguments.',
        inverse: 'capability-split',
    },
    {
        id: 'capabilities-merged-with-alias',
        type: 'merged',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind}s {from} were merged into `{to}` and the old names are still served.',
        hint: 'Remove the old names only after their deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old names keep working.',
        inverse: 'waived: reversing an aliased merge only removes the new name, which is flagged as a removal',
    },
    {
        id: 'capability-split',
        type: 'split',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{from}` was split into {to}.',
        hint: 'Callers of `{from}` must choose among the new {kind}s; keep `{from}` as a deprecated alias until they have.',
        why: 'Callers of the old name fail.',
        inverse: 'capabilities-merged',
    },
    {
        id: 'capability-split-with-alias',
        type: 'split',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{from}` was split into {to} and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working.',
        inverse: 'waived: reversing an aliased split only removes the new names, which is flagged as a removal',
    },
    {
        id: 'rename-target-missing',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        message: 'The declared rename of `{from}` to `{to}` has not happened: `{from}` is still served and `{to}` is not.',
        hint: 'Finish the rename in the server, or remove the entry from `renames` in the config.',
        why: 'A stale or premature rename entry hides what the config claims; someone should look.',
        inverse: 'waived: a check of the config against the head snapshot, not a change between snapshots',
    },
    {
        id: 'snapshot-origin-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        message: 'The snapshot server name changed from `{before}` to `{after}`.',
        hint: 'Digests are bound to their server, so earlier sign-offs do not carry over; check that the right server was captured.',
        why: 'Comparing two different servers by mistake would pass silently otherwise.',
        inverse: SYMMETRIC,
    },
    {
        id: 'config-gate-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        message: 'The pull request changed `{key}` in the config `{path}`.',
        hint: 'This gate runs with the base branch config; the edit takes effect once merged, so sign it off like any other change.',
        why: 'Editing renames, severities, ignores, deprecations or policy changes what the gate lets through.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ exposure and observation
    {
        id: 'capability-exposure-narrowed',
        type: 'exposure',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{name}` is no longer offered on surface `{surface}`; it is still offered on {surfaces}.',
        hint: 'Users of surface `{surface}` lose it: restore it there, or tell them to switch to {surfaces}.',
        why: 'Clients configured for this surface can no longer call it, even though the server still has it.',
        inverse: 'capability-exposure-widened',
    },
    {
        id: 'capability-exposure-widened',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` is now also offered on surface `{surface}`.',
        hint: 'Nothing breaks; users of `{surface}` gain it.',
        why: 'Offering an existing capability to more clients breaks none.',
        inverse: 'capability-exposure-narrowed',
    },
    {
        id: 'capability-duplicated',
        type: 'exposure',
        severity: 'review',
        kinds: CAPS,
        message: 'The {kind} `{name}` is listed {count} times on surface `{surface}` (before: {before}).',
        hint: 'Clients disagree on which copy they use, so every copy is compared; read each one, and serve the name once.',
        why: 'A second copy under the same name is a second definition a client may pick; one copy can be harmless while the other is not.',
        inverse: 'capability-duplicate-removed',
    },
    {
        id: 'capability-duplicate-removed',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` is listed {count} time(s) on surface `{surface}` (before: {before}).',
        hint: 'Nothing breaks for callers of the name; any change in the remaining copy is reported on its own.',
        why: 'Fewer copies of one name leave clients less to disagree about.',
        inverse: 'capability-duplicated',
    },
    {
        id: 'surface-removed',
        type: 'observation',
        severity: 'breaking',
        kinds: SERVER,
        message: 'The surface `{surface}` was removed from the snapshot.',
        hint: 'Clients that used this configuration are no longer checked; restore it in the config or confirm it is gone.',
        why: 'Everything the surface offered is no longer guaranteed to anyone.',
        inverse: 'surface-added',
    },
    {
        id: 'surface-added',
        type: 'observation',
        severity: 'safe',
        kinds: SERVER,
        message: 'The surface `{surface}` was added to the snapshot.',
        hint: 'Nothing breaks; its capabilities are now part of the contract.',
        why: 'Checking one more configuration breaks no caller.',
        inverse: 'surface-removed',
    },
    {
        id: 'observation-failed',
        type: 'observation',
        severity: 'breaking',
        kinds: CAPS,
        message: 'Listing {kind}s on surface `{surface}` failed ({error}).',
        hint: 'Fix the server or the capture; nothing of this kind can be checked while `{method}` fails, so no removals are reported.',
        why: 'The check cannot pass without knowing what is served.',
        inverse: 'observation-recovered',
    },
    {
        id: 'observation-recovered',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        message: 'Listing {kind}s on surface `{surface}` succeeded again after failing in the base snapshot ({count} listed).',
        hint: 'There is nothing to compare against, so every listed {kind} is new to the contract; review them as a whole.',
        why: 'Reporting each item as added would flood the review without telling anything useful.',
        inverse: 'observation-failed',
    },
    {
        id: 'observation-problem',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        message: 'The server sent a malformed {kind} on surface `{surface}` ({code}: {problem}).',
        hint: 'Fix the item in the server; clients may drop or misread it.',
        why: 'A malformed item is never dropped silently, but it is not a contract change either.',
        inverse: 'waived: a problem that goes away needs no review',
    },
    // ------------------------------------------------------------ tool input schema (what callers send)
    {
        id: 'tool-input-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` was removed.',
        hint: 'Callers that still send `{property}` may be rejected or silently ignored; keep accepting it until they have moved.',
        why: 'Callers built against the old schema send it.',
        inverse: 'tool-input-property-added',
    },
    {
        id: 'tool-input-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Optional input property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; existing calls simply leave it out.',
        why: 'An optional property does not change any existing call.',
        inverse: 'tool-input-property-removed',
    },
    {
        id: 'tool-input-required-property-added',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Required input property `{property}` was added to tool `{name}`.',
        hint: 'Make `{property}` optional with a default, or ship it as a new tool.',
        why: 'Every existing call lacks it and fails validation.',
        inverse: 'tool-input-property-removed',
    },
    {
        id: 'tool-input-property-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` became required.',
        hint: 'Keep it optional with a default so calls that leave it out keep working.',
        why: 'Calls that left it out fail validation.',
        inverse: 'tool-input-property-made-optional',
    },
    {
        id: 'tool-input-defaulted-property-made-required',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` is now listed as required, and it declares a default.',
        hint: 'Schema generators in "output" mode (zod 4 `toJSONSchema`, for one) list defaulted properties as required; if the server really rejects calls that leave `{property}` out, set this rule to breaking in `severity`.',
        why: 'A property with a `default` is filled in when a call leaves it out; listing it in `required` is how some generators describe the value after defaults, not a new demand on callers. Re-level it when your server validates strictly.',
        inverse: 'waived: the reverse (the property is optional again) is flagged by tool-input-property-made-optional',
    },
    {
        id: 'tool-input-property-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` became optional.',
        hint: 'Nothing breaks; existing calls still send it.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-property-made-required',
    },
    {
        id: 'tool-input-type-narrowed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` accepts fewer types: {before} became {after}.',
        hint: 'Keep accepting the old types, or ship the new shape under a new property.',
        why: 'Calls that send a value of a dropped type fail validation.',
        inverse: 'tool-input-type-widened',
    },
    {
        id: 'tool-input-type-widened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` accepts more types: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-type-narrowed',
    },
    {
        id: 'tool-input-enum-value-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` no longer accepts {values}.',
        hint: 'Keep accepting the old values (map them to the new ones) until callers have moved.',
        why: 'Calls that send a removed value fail validation.',
        inverse: 'tool-input-enum-value-added',
    },
    {
        id: 'tool-input-enum-value-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-enum-value-removed',
    },
    {
        id: 'tool-input-constraint-tightened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Keep the old limit, or check that no caller sends values the new limit rejects.',
        why: 'Values that used to be accepted are now rejected.',
        inverse: 'tool-input-constraint-loosened',
    },
    {
        id: 'tool-input-constraint-loosened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-constraint-tightened',
    },
    {
        id: 'tool-input-additional-properties-closed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` no longer accepts arbitrary extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Keep `additionalProperties` open, or check that no caller sends undeclared properties.',
        why: 'Calls that send an undeclared property are now rejected.',
        inverse: 'tool-input-additional-properties-opened',
    },
    {
        id: 'tool-input-additional-properties-opened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` accepts more extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Nothing breaks; every old call is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-additional-properties-closed',
    },
    {
        id: 'tool-input-default-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'The default of input `{property}` of tool `{name}` changed from {before} to {after}.',
        hint: 'Calls that leave `{property}` out now behave differently; confirm that is intended.',
        why: 'The schema still validates every call, but behaviour changes silently for calls relying on the default.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ tool output schema (what consumers read)
    {
        id: 'tool-output-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output property `{property}` of tool `{name}` was removed.',
        hint: 'Keep returning `{property}` until consumers stop reading it.',
        why: 'Consumers that read it get nothing.',
        inverse: 'tool-output-property-added',
    },
    {
        id: 'tool-output-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; consumers can start reading it.',
        why: 'Consumers ignore what they do not read.',
        inverse: 'tool-output-property-removed',
    },
    {
        id: 'tool-output-required-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output property `{property}` of tool `{name}` is no longer guaranteed (removed from `required`).',
        hint: 'Keep returning it always, or tell consumers to handle its absence.',
        why: 'Consumers that rely on it being present break when it is missing.',
        inverse: 'tool-output-required-added',
    },
    {
        id: 'tool-output-required-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output property `{property}` of tool `{name}` is now always returned (added to `required`).',
        hint: 'Nothing breaks; consumers can rely on it.',
        why: 'A stronger guarantee breaks no consumer.',
        inverse: 'tool-output-required-removed',
    },
    {
        id: 'tool-output-type-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` may have more types: {before} became {after}.',
        hint: 'Keep returning the old types, or tell consumers to handle the new ones.',
        why: 'Consumers that expect the old types misread the new ones.',
        inverse: 'tool-output-type-narrowed',
    },
    {
        id: 'tool-output-type-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` has fewer possible types: {before} became {after}.',
        hint: 'Nothing breaks; every value is one consumers already handle.',
        why: 'Consumers already handle every remaining type.',
        inverse: 'tool-output-type-widened',
    },
    {
        id: 'tool-output-enum-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` may now be {values}.',
        hint: 'Tell consumers about the new values before returning them.',
        why: 'Consumers that switch over the known values misread new ones.',
        inverse: 'tool-output-enum-narrowed',
    },
    {
        id: 'tool-output-enum-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` is no longer {values}.',
        hint: 'Nothing breaks; consumers still handle every remaining value.',
        why: 'Consumers already handle every remaining value.',
        inverse: 'tool-output-enum-widened',
    },
    {
        id: 'tool-output-constraint-loosened',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Consumers that rely on the old limit may misread values outside it; confirm none do.',
        why: 'Few consumers depend on output limits, but some do; a person should decide.',
        inverse: 'tool-output-constraint-tightened',
    },
    {
        id: 'tool-output-constraint-tightened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every returned value was already valid before.',
        why: 'Consumers already handle every value within the tighter limit.',
        inverse: 'tool-output-constraint-loosened',
    },
    {
        id: 'tool-output-schema-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Tool `{name}` no longer declares an output schema.',
        hint: 'Keep the output schema; clients that validate or parse structured output depend on it.',
        why: 'Consumers of structured output lose every guarantee at once.',
        inverse: 'tool-output-schema-added',
    },
    {
        id: 'tool-output-schema-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` now declares an output schema.',
        hint: 'Nothing breaks; consumers can start relying on structured output.',
        why: 'A new guarantee breaks no consumer.',
        inverse: 'tool-output-schema-removed',
    },
    {
        id: 'tool-schema-not-comparable',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'The {side} schema of tool `{name}` changed at `{pointer}` in a way that cannot be checked automatically ({reason}).',
        hint: 'Read the schema change at `{pointer}` and decide whether existing {party} still work.',
        why: 'What stays undecided (allOf, not and conditionals, a union beside other keywords, oneOf branches that may overlap, non-local $ref, changed patterns, invalid or too deep schemas) is never guessed safe; the reason names the keyword.',
        inverse: 'waived: undecidable in both directions, flagged by this same rule',
    },
    {
        id: 'tool-schema-dialect-changed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'The {side} schema of tool `{name}` declares another JSON Schema dialect: `$schema` {before} became {after}.',
        hint: 'Nothing to do unless your clients validate with a fixed dialect; the rest of the schema was compared under each side\'s own dialect.',
        why: 'The dialect names the rules a validator reads the schema by; on its own it accepts and rejects nothing, and every keyword that did change is reported by its own rule.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ prompts
    {
        id: 'prompt-required-argument-added',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        message: 'Required argument `{argument}` was added to prompt `{name}`.',
        hint: 'Make `{argument}` optional, or ship the new shape as a new prompt.',
        why: 'Every existing use of the prompt lacks the argument.',
        inverse: 'prompt-argument-removed',
    },
    {
        id: 'prompt-optional-argument-added',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        message: 'Optional argument `{argument}` was added to prompt `{name}`.',
        hint: 'Nothing breaks; existing uses leave it out.',
        why: 'Existing uses of the prompt still work.',
        inverse: 'prompt-argument-removed',
    },
    {
        id: 'prompt-argument-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        message: 'Argument `{argument}` of prompt `{name}` was removed.',
        hint: 'Keep accepting `{argument}` until existing uses have moved.',
        why: 'Uses that pass it may be rejected or lose what it meant.',
        inverse: 'prompt-optional-argument-added',
    },
    {
        id: 'prompt-argument-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        message: 'Argument `{argument}` of prompt `{name}` became required.',
        hint: 'Keep it optional so uses that leave it out keep working.',
        why: 'Uses that left it out fail.',
        inverse: 'prompt-argument-made-optional',
    },
    {
        id: 'prompt-argument-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        message: 'Argument `{argument}` of prompt `{name}` became optional.',
        hint: 'Nothing breaks; existing uses still pass it.',
        why: 'Every existing use still works.',
        inverse: 'prompt-argument-made-required',
    },
    // ------------------------------------------------------------ resources
    {
        id: 'resource-mime-type-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        message: 'The MIME type of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Clients that parse the content by its type may misread it; confirm they handle the new type.',
        why: 'Whether a new content type breaks a reader depends on the reader.',
        inverse: SYMMETRIC,
    },
    {
        id: 'resource-name-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        message: 'The name of {kind} `{name}` changed from {before} to {after}.',
        hint: 'The URI is unchanged, so reads keep working; check that clients showing or matching on the name are fine.',
        why: 'The name is model- and user-visible, but not the identity.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ model-visible text and annotations
    {
        id: 'description-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        message: 'The description of {kind} `{name}` changed at `{pointer}`.',
        hint: 'Descriptions steer the model: read the new text for instructions it should not follow (exfiltration, tool shadowing, hidden prompts).',
        why: 'Changed model-visible text is how tool poisoning arrives; a person should read it.',
        inverse: SYMMETRIC,
    },
    {
        id: 'title-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        message: 'The title of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Titles are shown to users and models; confirm the new one is accurate.',
        why: 'Model- and user-visible text; a person should read it.',
        inverse: SYMMETRIC,
    },
    {
        id: 'tool-no-longer-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked read-only (readOnlyHint true became false).',
        hint: 'Clients may now ask for confirmation or stop auto-approving it; confirm it really writes.',
        why: 'Hints drive client approval policy; a tool that starts writing deserves a look.',
        inverse: 'tool-now-read-only',
    },
    {
        id: 'tool-now-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked read-only (readOnlyHint false became true).',
        hint: 'Make sure it really never writes: clients may auto-approve it now.',
        why: 'It breaks no caller, but clients and gateways may now call it without asking: a false claim hands out trust.',
        inverse: 'tool-no-longer-read-only',
    },
    {
        id: 'tool-now-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked destructive (destructiveHint false became true).',
        hint: 'Confirm the tool now deletes or overwrites data, and that callers expect it.',
        why: 'Hints drive client approval policy; a tool that starts destroying data deserves a look.',
        inverse: 'tool-no-longer-destructive',
    },
    {
        id: 'tool-no-longer-destructive',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked destructive (destructiveHint true became false).',
        hint: 'Make sure it really never destroys data: clients may approve it more easily now.',
        why: 'A stricter claim breaks no caller.',
        inverse: 'tool-now-destructive',
    },
    {
        id: 'tool-now-open-world',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked open-world (openWorldHint false became true).',
        hint: 'The tool now reaches outside systems; confirm that is intended and data may leave.',
        why: 'Reaching the open world is where data leaves; a person should know.',
        inverse: 'tool-no-longer-open-world',
    },
    {
        id: 'tool-no-longer-open-world',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked open-world (openWorldHint true became false).',
        hint: 'Make sure it really stays within its closed domain.',
        why: 'A stricter claim breaks no caller.',
        inverse: 'tool-now-open-world',
    },
    {
        id: 'tool-no-longer-idempotent',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked idempotent (idempotentHint true became false).',
        hint: 'Clients that retry it may now repeat side effects; confirm retries are safe or tell them.',
        why: 'Retry logic relies on this hint.',
        inverse: 'tool-now-idempotent',
    },
    {
        id: 'tool-now-idempotent',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked idempotent (idempotentHint false became true).',
        hint: 'Make sure repeated calls really have no extra effect.',
        why: 'A stricter claim breaks no caller.',
        inverse: 'tool-no-longer-idempotent',
    },
    {
        id: 'definition-field-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        message: 'Field `{pointer}` of {kind} `{name}` changed.',
        hint: 'This field (icons, _meta, execution or one this tool does not know) may be read by clients or models; check the change.',
        why: 'Its meaning is not known here, so it is never guessed safe.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ server identity
    {
        id: 'server-name-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The server now calls itself {after} instead of {before}.',
        hint: 'Confirm this is the same server; clients may key trust or configuration on its name.',
        why: 'The name is the server identity clients see.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-version-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The server version changed from {before} to {after}.',
        hint: 'Informational; the release gate compares versions against deprecation windows.',
        why: 'A version bump by itself changes no capability.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-info-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'Server info field `{pointer}` changed.',
        hint: 'Server info (title, icons, website) is shown to users; check the change.',
        why: 'User-visible identity text; a person should read it.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-protocol-version-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The negotiated protocol version changed from {before} to {after}.',
        hint: 'Check that the clients you support speak the new protocol version.',
        why: 'A move to an older or unrecognized version can change how every capability behaves on the wire (a move up is server-protocol-version-upgraded).',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-protocol-version-upgraded',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The negotiated protocol version moved up from {before} to {after}.',
        hint: 'Nothing to do for clients that speak {before}: version negotiation still offers it if the server keeps supporting it (SDK servers do). Check that it does if you pin old clients.',
        why: 'The version is negotiated per session: a server answering the newest version it speaks leaves older clients to negotiate theirs. SDK upgrades do this to every server.',
        inverse: 'server-protocol-version-changed',
    },
    {
        id: 'schema-generator-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The tool schemas on surface `{surface}` show a generator change: {evidence}.',
        hint: 'Each tool\'s finding is still listed; if this came from an SDK or schema-library upgrade, read them as one change. Re-level the per-tool rules with `severity` if your clients depend on the old shape.',
        why: 'One note says what many per-tool rows have in common, so a library upgrade reads as one event rather than a wall of unrelated changes.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-capability-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The server now advertises capability `{pointer}`.',
        hint: 'Nothing breaks; clients may start using it.',
        why: 'A new feature flag breaks no client.',
        inverse: 'server-capability-removed',
    },
    {
        id: 'server-capability-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The server no longer advertises capability `{pointer}`.',
        hint: 'Clients that rely on it (change notifications, subscriptions, logging, completions) lose it; confirm none do.',
        why: 'A dropped flag can break clients that use it; dropped capabilities themselves are reported by the kind checks.',
        inverse: 'server-capability-added',
    },
    {
        id: 'server-instructions-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The server instructions changed.',
        hint: 'Instructions go straight into the model context: read the new text for anything it should not follow.',
        why: 'Model-visible text that steers every tool call.',
        inverse: SYMMETRIC,
    },
];
const BY_ID = new Map(RULES.map((r) => [r.id, r]));
function ruleById(id) {
    return BY_ID.get(id);
}
/** Fills `{param}` placeholders raw; an unknown placeholder stays visible rather than vanishing. */
function fillTemplate(template, params = {}) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole);
}


/***/ }),

/***/ 6671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ defaultOf),
/* harmony export */   Y3: () => (/* binding */ defaultsByKind),
/* harmony export */   hL: () => (/* binding */ ANNOTATION_DEFAULTS)
/* harmony export */ });
/* unused harmony exports PROTOCOL_VERSIONS, SPEC_DEFAULTS, defaultsFor */
/** Oldest first. A version newer than the last reads with the last one's defaults. */
const PROTOCOL_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
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
 * What each version's schema defines. Tool annotations arrived in 2025-03-26, tasks in 2025-11-25. Read from the
 * "Default:" notes in schema/<version>/schema.json of modelcontextprotocol/modelcontextprotocol (b0f60ba); the newest
 * version is checked in __tests__/spec-defaults.test.ts against the spec types the SDK ships.
 */
const SPEC_DEFAULTS = {
    '2024-11-05': [PROMPT_ARGUMENT_OPTIONAL],
    '2025-03-26': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-06-18': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-11-25': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT],
};
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

/***/ 36:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oq: () => (/* binding */ readStoreFile),
/* harmony export */   Pv: () => (/* binding */ parseStore),
/* harmony export */   Tr: () => (/* binding */ storeFiles),
/* harmony export */   fF: () => (/* binding */ updateStore),
/* harmony export */   rT: () => (/* binding */ storeDir),
/* harmony export */   u_: () => (/* binding */ storeFile),
/* harmony export */   uz: () => (/* binding */ readStore),
/* harmony export */   yP: () => (/* binding */ serializeStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(457);
/* harmony import */ var _core_approval_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4140);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8804);
/* harmony import */ var _capture_process_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2443);
// The guard's store: one canonical-JSON file per server, written atomically under a lock, so the running guard and
// `approve` / `reject` in another process never lose each other's writes.









/** `--store`, else $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard: a client's working directory is often `/`. */
function storeDir(option, env, cwd) {
    if (option)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, option);
    if (env.MCP_CONTRACT_STORE)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, env.MCP_CONTRACT_STORE);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.HOME ?? (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.mcp-contract', 'guard');
}
function fileName(server) {
    return `${server.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}
function storeFile(dir, server) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, fileName(server));
}
/** The store files in a directory (for approve/status without --server). */
function storeFiles(dir) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir))
        return [];
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir)
        .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
        .sort()
        .map((n) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, n));
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const STATES = new Set(['discovered', 'review_required', 'approved', 'stale', 'rejected', 'missing']);
function parseStore(text, label) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${label}: not valid JSON (${e.message})`);
    }
    if (!isObject(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${label}: expected a JSON object`);
    if (value.format !== _core_approval_js__WEBPACK_IMPORTED_MODULE_5__/* .GUARD_STORE_FORMAT */ .OF)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${label}: /format: expected "${_core_approval_js__WEBPACK_IMPORTED_MODULE_5__/* .GUARD_STORE_FORMAT */ .OF}"`);
    if (typeof value.server !== 'string')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${label}: /server: expected a string`);
    if (typeof value.surface !== 'string')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${label}: /surface: expected a string`);
    if (!isObject(value.capabilities))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${label}: /capabilities: expected an object`);
    for (const [ref, rec] of Object.entries(value.capabilities)) {
        const at = `${label}: /capabilities/${ref.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (!isObject(rec) || rec.ref !== ref)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${at}: expected a record whose "ref" is its key`);
        if (typeof rec.state !== 'string' || !STATES.has(rec.state))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${at}/state: unknown state ${JSON.stringify(rec.state)}`);
        if (rec.approval !== undefined && (!isObject(rec.approval) || typeof rec.approval.digest !== 'string' || !isObject(rec.approval.definition)))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${at}/approval: expected { digest, definition, by, at }`);
    }
    return value;
}
async function readStore(path, server, surface) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return (0,_core_approval_js__WEBPACK_IMPORTED_MODULE_5__/* .emptyStore */ .VL)(server, surface);
    const store = parseStore(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8'), path);
    if (store.server !== server)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${path}: /server: the store belongs to "${store.server}", not "${server}" (use another --store)`);
    if (store.surface !== surface)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${path}: /surface: the store guards surface "${store.surface}", not "${surface}" (use another --store)`);
    return store;
}
async function readStoreFile(path) {
    try {
        return parseStore(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8'), path);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${path}: no such store file`);
        throw e;
    }
}
function serializeStore(store) {
    return `${(0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(store)}\n`;
}
const LOCK_STALE_MS = 10_000;
/** A directory lock (mkdir is atomic); a lock older than LOCK_STALE_MS is a crashed writer's and is broken. */
async function withLock(path, fn) {
    const lock = `${path}.lock`;
    const until = Date.now() + 2 * LOCK_STALE_MS;
    for (;;) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(lock);
            break;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            const age = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
            if (age > LOCK_STALE_MS || Date.now() > until)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lock, { recursive: true, force: true });
            else
                await (0,_capture_process_js__WEBPACK_IMPORTED_MODULE_8__/* .delay */ .cb)(10);
        }
    }
    try {
        return await fn();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lock, { recursive: true, force: true });
    }
}
/** Read, change, write back atomically, all under the store's lock. Returns what was written. */
async function updateStore(path, read, change) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path, '..'), { recursive: true });
    return withLock(path, async () => {
        const next = change(await read());
        await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFileAtomic */ .Zf)(path, serializeStore(next));
        return next;
    });
}


/***/ }),

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gw: () => (/* binding */ jsonBlock),
/* harmony export */   Rb: () => (/* binding */ describeInvisible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   tn: () => (/* binding */ escapeCode),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports DEFAULT_INLINE_MAX, codeFence, safeJson */
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
function hex(cp) {
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
        out.push(`${hex(cp)} (${name})`);
    }
    return out;
}
/** Replaces each invisible character with a visible `⟨U+XXXX⟩` token; newlines and tabs are kept. */
function revealInvisible(text) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `⟨${hex(cp)}⟩` : ch;
    }
    return out;
}
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
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


/***/ }),

/***/ 8555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ distinctCount),
/* harmony export */   e9: () => (/* binding */ groupRefs),
/* harmony export */   tw: () => (/* binding */ groupChanges)
/* harmony export */ });
/* unused harmony exports groupAcrossSurfaces, groupTemplate */
/* harmony import */ var _core_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1688);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);


function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = (0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule)?.message.includes('{surface}') ?? true;
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
function capabilityRef(c) {
    const before = c.before?.refs ?? [];
    const after = c.after?.refs ?? [];
    const refs = [...new Set([...before, ...after])];
    return refs.length === 1 ? refs[0] : undefined;
}
function capabilityKey(c) {
    const rule = (0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule);
    const name = c.params?.name;
    if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined)
        return undefined;
    if (groupTemplate(rule.message) === undefined)
        return undefined;
    // A name with invisible characters is a look-alike until read: it keeps a row of its own.
    if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .describeInvisible */ .Rb)(s).length > 0))
        return undefined;
    const params = Object.entries(c.params ?? {})
        .filter(([k]) => k !== 'name')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const side = (s) => (s ? [s.pointer ?? null, s.value ?? null] : null);
    const hint = c.hint.split(name).join('\u0000');
    return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, side(c.before), side(c.after), params, hint]);
}
const ORDER = ['breaking', 'review', 'safe'];
/** Rows in reading order (breaking, review, safe; then as classified): per-surface copies and capability twins folded. */
function groupChanges(changes) {
    const groups = [];
    const byKey = new Map();
    for (const c of groupAcrossSurfaces(changes)) {
        const key = capabilityKey(c);
        const seen = key === undefined ? undefined : byKey.get(key);
        if (seen) {
            seen.members.push(c);
            continue;
        }
        const g = { lead: c, members: [c] };
        if (key !== undefined)
            byKey.set(key, g);
        groups.push(g);
    }
    for (const g of groups) {
        if (g.members.length > 1)
            g.template = groupTemplate((0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(g.lead.rule)?.message ?? '');
    }
    return groups.sort((a, b) => ORDER.indexOf(a.lead.severity) - ORDER.indexOf(b.lead.severity));
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


/***/ }),

/***/ 8795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ safeMessage),
/* harmony export */   Ve: () => (/* binding */ plainGroupMessage),
/* harmony export */   ab: () => (/* binding */ safeTemplate),
/* harmony export */   gi: () => (/* binding */ safeGroupMessage),
/* harmony export */   t4: () => (/* binding */ safeHint)
/* harmony export */ });
/* harmony import */ var _core_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1688);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);


function code(text, max, style) {
    return style === 'html' ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeCode */ .tn)(text, max) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(text, max);
}
/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value, max, style) {
    const parts = value.split(/`([^`\n]*)`/);
    if (parts.length === 1)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(value, max);
    // escapeInline trims; the spaces around a code segment are kept.
    const text = (p) => (p.startsWith(' ') ? ' ' : '') + (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
    return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
function safeTemplate(template, params, max = 500, style = 'html') {
    const fill = (text, esc) => text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? esc(String(params[key])) : whole);
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
    const rule = (0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = (0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.hint, 800);
    const params = change.params ?? {};
    const base = (0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.hint, params);
    const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
    const head = safeTemplate(rule.hint, params);
    return extra ? `${head} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(extra, 800)}` : head;
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
    return (0,_core_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(g.template, g.lead.params ?? {});
}


/***/ }),

/***/ 2234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ changeTextDelta)
/* harmony export */ });
/* unused harmony export textDelta */
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
function textDelta(before, after) {
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
    return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}
/** The delta of a text change (description, title, instructions) when both sides are strings. */
function changeTextDelta(c) {
    const before = c.before?.value;
    const after = c.after?.value;
    if (typeof before !== 'string' || typeof after !== 'string')
        return undefined;
    if (c.type !== 'description' && c.rule !== 'server-instructions-changed')
        return undefined;
    return textDelta(before, after);
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ renderText),
/* harmony export */   m: () => (/* binding */ cleanTerminal)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8555);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2234);




// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `⟨U+XXXX⟩`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .revealInvisible */ .hR)(stripped), max);
}
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
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${cleanTerminal(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(g).map((r) => cleanTerminal(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    return `${g.members.length} ${kind}s: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${cleanTerminal(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${cleanTerminal(c.rule, 60)}  ${what(g)}${surface}`, `           ${cleanTerminal((0,_message_js__WEBPACK_IMPORTED_MODULE_2__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
        lines.push(`           each: ${cleanTerminal(show(c.before), 140)} -> ${cleanTerminal(show(c.after), 140)}`);
    }
    const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_3__/* .changeTextDelta */ .C)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${cleanTerminal(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${cleanTerminal(delta.added, 300)}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${cleanTerminal(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hintKey = `${c.rule}\u0000${c.hint}`;
    if (c.hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${cleanTerminal(c.hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .distinctCount */ .EX)(r.changes);
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
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ }),

/***/ 6158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ snapshotPathOf),
/* harmony export */   Ht: () => (/* binding */ defaultSnapshotPath),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   VB: () => (/* binding */ selectServers),
/* harmony export */   YQ: () => (/* binding */ projectRoot),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   o4: () => (/* binding */ parseConfig)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(457);
/* harmony import */ var _core_closest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52);
/* harmony import */ var _core_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1688);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(988);
// Loads and validates mcp-contract.json; every error names the file and the JSON pointer.








const DEFAULT_CONFIG = 'mcp-contract.json';
/** Parses and validates config text; `label` names it in errors. */
function parseConfig(text, label) {
    const value = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(text, label);
    checkIgnoreShape(value, label);
    const validate = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .validator */ .Nc)('config', _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .SCHEMAS */ .H6.config);
    if (!validate(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${(0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .describeErrors */ .rg)(validate.errors)}`);
    const config = value;
    checkSemantics(config, label);
    return config;
}
const RULE_IDS = _core_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y0.map((r) => r.id);
/** A misspelled rule id would silently change nothing: name it, with the nearest real id. */
function checkRuleId(id, label, pointer) {
    if (RULE_IDS.includes(id))
        return;
    const guess = (0,_core_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .k)(id, RULE_IDS, 4);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${pointer}: unknown rule id "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}; \`mcp-contract rules\` lists them`);
}
/** The schema's anyOf would only say "must match a schema in anyOf": say what the entry lacks instead. */
function checkIgnoreShape(value, label) {
    const ignore = value?.ignore;
    if (!Array.isArray(ignore))
        return;
    ignore.forEach((e, i) => {
        if (!e || typeof e !== 'object' || Array.isArray(e))
            return;
        const entry = e;
        if (entry.fingerprint !== undefined)
            return;
        if (entry.rule !== undefined && entry.ref === undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: "rule" needs "ref" (the capability, e.g. "tool:search"); to accept one exact change give its "fingerprint" instead; to re-level a rule everywhere use "severity"`);
        if (entry.ref !== undefined && entry.rule === undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: "ref" needs "rule" (a rule id from \`mcp-contract rules\`), or give the change's "fingerprint" instead`);
        if (entry.rule === undefined && entry.ref === undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: give "fingerprint" (one exact change) or "rule" and "ref" (a rule on one capability)`);
    });
}
function checkSemantics(config, label) {
    for (const id of Object.keys(config.severity ?? {}))
        checkRuleId(id, label, `/severity/${pointerEscape(id)}`);
    (config.ignore ?? []).forEach((e, i) => {
        if (e.rule !== undefined)
            checkRuleId(e.rule, label, `/ignore/${i}/rule`);
    });
    for (const [old, entry] of Object.entries(config.renames ?? {})) {
        const targets = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : typeof entry.to === 'string' ? [entry.to] : entry.to;
        const from = (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(old);
        for (const t of targets) {
            const to = (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(t);
            if (from && to && from.kind !== to.kind)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /renames/${pointerEscape(old)}: cannot rename a ${from.kind} to a ${to.kind} (${t})`);
            if (t === old)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /renames/${pointerEscape(old)}: renames a capability to itself`);
        }
    }
}
function pointerEscape(s) {
    return s.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** `label` names the file in errors as the user wrote it (default the path). */
async function loadConfig(path, label = path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(abs, 'utf8');
    }
    catch (e) {
        const code = e.code;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: cannot read config (${code === 'ENOENT' ? 'no such file' : code ?? e.message})`);
    }
    return { config: parseConfig(text, label), path: abs, dir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(abs) };
}
/** Where a server's snapshot lives unless the config says otherwise, relative to the config's directory. */
function defaultSnapshotPath(server) {
    return `snapshots/${server}.json`;
}
/** The snapshot path of a server, relative to the config's directory unless absolute. */
function snapshotPathOf(loaded, server) {
    const s = loaded.config.servers?.[server];
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(loaded.dir, s?.snapshot ?? defaultSnapshotPath(server));
    // Snapshots are read, written and owned (CODEOWNERS) inside the project: `../` out of it or an absolute path
    // elsewhere could reach any file the runner can read or write. A config in a subfolder may keep its snapshots
    // beside it or anywhere else in the same repository.
    const root = projectRoot(loaded.dir);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${loaded.path}: /servers/${server}/snapshot: must be a file path inside the project (${root === loaded.dir ? "the config's directory" : 'the repository holding the config'})`);
    }
    return path;
}
/** The repository that holds `dir` (nearest ancestor with `.git`), else `dir` itself. */
function projectRoot(dir) {
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);;) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(d, '.git')))
            return d;
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d);
        if (up === d)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
        d = up;
    }
}
/** Picks servers by name; an unknown name is a usage error listing the known ones. */
function selectServers(config, label, names) {
    const known = Object.keys(config.servers ?? {});
    if (!names || names.length === 0 || (names.length === 1 && (names[0] === '' || names[0] === 'all'))) {
        if (known.length === 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: no servers configured (add a "servers" map)`);
        return known;
    }
    for (const n of names)
        if (!known.includes(n))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: no server named "${n}" (known: ${known.join(', ') || 'none'})`);
    return names;
}


/***/ }),

/***/ 988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H6: () => (/* binding */ SCHEMAS),
  rg: () => (/* binding */ describeErrors),
  lk: () => (/* binding */ parseJsonText),
  Nc: () => (/* binding */ validator)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./schemas/config.schema.json
const config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://mcp-contract.dev/schemas/config.schema.json","title":"mcp-contract configuration","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string","description":"Path or URL of this schema, for editor completion (e.g. ./node_modules/mcp-contract/schemas/config.schema.json)."},"servers":{"type":"object","description":"Servers to capture, keyed by name (letters, digits, . _ -). The name is recorded in the snapshot and used by --server.","propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"additionalProperties":{"$ref":"#/definitions/server"}},"renames":{"type":"object","description":"Declared continuity, old ref -> new ref(s), e.g. \\"tool:old\\": \\"tool:new\\". Several old refs to one new ref is a merge; \\"tool:old\\": [\\"tool:a\\", \\"tool:b\\"] is a split; { \\"to\\": ..., \\"aliasUntil\\": \\"YYYY-MM-DD\\" } when the old name is still served.","propertyNames":{"$ref":"#/definitions/refPattern"},"additionalProperties":{"oneOf":[{"$ref":"#/definitions/ref"},{"type":"array","items":{"$ref":"#/definitions/ref"},"minItems":1},{"type":"object","additionalProperties":false,"required":["to"],"properties":{"to":{"oneOf":[{"$ref":"#/definitions/ref"},{"type":"array","items":{"$ref":"#/definitions/ref"},"minItems":1}],"description":"The new ref, or several for a split."},"alias":{"type":"boolean","description":"The old name is still served as a deprecated alias."},"aliasUntil":{"$ref":"#/definitions/date","description":"The old name is served as a deprecated alias until this date (YYYY-MM-DD); still serving it later is a release warning."},"reason":{"type":"string","description":"Why it was renamed; shown to reviewers."}}}]}},"severity":{"type":"object","description":"Rule id -> severity override, e.g. { \\"description-changed\\": \\"breaking\\" }. `mcp-contract rules` lists the rule ids.","propertyNames":{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"additionalProperties":{"enum":["breaking","review","safe"]}},"ignore":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["reason"],"properties":{"fingerprint":{"type":"string","pattern":"^[0-9a-f]{6,64}$","description":"The change\'s fingerprint as printed in the report (hex, at least 6 characters)."},"rule":{"type":"string","description":"A rule id (see `mcp-contract rules`); with ref."},"ref":{"type":"string","description":"The capability, e.g. tool:search; with rule."},"reason":{"type":"string","minLength":1,"description":"Why this change is accepted (required)."}},"anyOf":[{"required":["fingerprint"]},{"required":["rule","ref"]}],"description":"Either { fingerprint, reason } for one exact change, or { rule, ref, reason } for a rule on one capability."},"description":"Changes accepted on purpose. Each entry needs a reason; ignored changes stay in the JSON report under `ignored`."},"deprecations":{"type":"object","propertyNames":{"$ref":"#/definitions/refPattern"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["since"],"properties":{"since":{"type":"string","minLength":1,"description":"ISO date (YYYY-MM-DD) or a version."},"removeAfter":{"$ref":"#/definitions/date","description":"The announced removal date (YYYY-MM-DD); removing it earlier is a release error."},"replacedBy":{"$ref":"#/definitions/ref","description":"The ref callers should move to."},"reason":{"type":"string","description":"Why it is deprecated; shown in release notes."}}},"description":"Deprecations declared in the config, ref -> { since, removeAfter, replacedBy, reason }. A removal is allowed only once the deprecation window (policy.minDeprecationDays) has elapsed."},"policy":{"type":"object","additionalProperties":false,"properties":{"minDeprecationDays":{"type":"integer","minimum":0,"description":"Days a capability must stay deprecated before it may be removed (default 90)."},"minDeprecationDaysByKind":{"type":"object","additionalProperties":false,"properties":{"tool":{"type":"integer","minimum":0,"description":"Days a tool must stay deprecated before removal."},"prompt":{"type":"integer","minimum":0,"description":"Days a prompt must stay deprecated before removal."},"resource":{"type":"integer","minimum":0,"description":"Days a resource must stay deprecated before removal."},"resourceTemplate":{"type":"integer","minimum":0,"description":"Days a resourceTemplate must stay deprecated before removal."}},"description":"Per-kind overrides of minDeprecationDays."},"deprecatedMetaKey":{"type":"string","minLength":1,"description":"A _meta key whose value (true, a date, or { since, removeAfter }) marks a capability deprecated by the server itself."},"deprecatedDescriptionMarker":{"type":"string","minLength":1,"description":"A word that marks a capability deprecated in its description, e.g. DEPRECATED, optionally written DEPRECATED (since 2026-01-10)."},"signoff":{"type":"array","items":{"enum":["breaking","review","safe"]},"uniqueItems":true,"description":"Severities that need a code owner\'s sign-off in pull requests (default [\\"breaking\\", \\"review\\"])."},"reviewNewDescriptions":{"type":"boolean","description":"true: every added capability with model-visible text (a description or title anywhere in it) is review, not safe, so a person reads new text before models do. Risky-looking text is review regardless (capability-added-risky-text)."}},"description":"Release and sign-off policy."}},"definitions":{"canary":{"type":"object","additionalProperties":false,"required":["tool","expect"],"properties":{"tool":{"type":"string","minLength":1,"description":"Name of the tool to call. It must be annotated readOnlyHint: true, unless allowSideEffects is set with a reason."},"arguments":{"type":"object","description":"The call\'s arguments, fixed so the result can be checked the same way on every run."},"surface":{"type":"string","minLength":1,"description":"Surface whose session runs the call (default: the server\'s first surface)."},"allowSideEffects":{"type":"boolean","description":"Call a tool that is not annotated read-only: only with a reason (a sandbox tenant, a test inbox, a dry-run mode)."},"reason":{"type":"string","minLength":1,"description":"Why calling this tool on every check is acceptable; required with allowSideEffects."},"expect":{"type":"object","additionalProperties":false,"minProperties":1,"properties":{"outputSchema":{"const":true,"description":"structuredContent must validate against the outputSchema the tool declares."},"structuredContent":{"type":["object","boolean"],"description":"An inline JSON Schema that the result\'s structuredContent must match."},"text":{"type":"string","minLength":1,"description":"A regular expression the result\'s text content (text parts joined by newlines) must match."},"isError":{"const":false,"description":"The result must not be a tool error; checked on every canary even when left out."}},"description":"What the result must show: its shape and key facts, not exact values that may vary."}},"if":{"properties":{"allowSideEffects":{"const":true}},"required":["allowSideEffects"]},"then":{"required":["reason"]},"description":"A repeatable behavioural check: one tool call with fixed arguments and what its result must show."},"ref":{"type":"string","pattern":"^(tool|prompt|resource|resourceTemplate):.+$","description":"A capability ref: tool:NAME, prompt:NAME, resource:URI or resourceTemplate:URI_TEMPLATE."},"refPattern":{"pattern":"^(tool|prompt|resource|resourceTemplate):.+$"},"date":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$","description":"A date, YYYY-MM-DD."},"stringMap":{"type":"object","additionalProperties":{"type":"string"}},"args":{"type":"array","items":{"type":"string"},"description":"Command-line arguments; may reference the runner\'s environment as ${VAR}."},"client":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"clientInfo.name sent at initialize."},"version":{"type":"string","minLength":1,"description":"clientInfo.version sent at initialize."},"capabilities":{"type":"object","description":"Client capabilities declared at initialize, e.g. {\\"roots\\": {\\"listChanged\\": true}}."}},"description":"The client identity and capabilities declared at initialize; recorded in the snapshot."},"resources":{"type":"object","additionalProperties":false,"properties":{"include":{"type":"boolean","description":"false keeps resources/list out of the contract."},"uriPatterns":{"type":"array","items":{"type":"string"},"description":"Keep only resources whose URI matches one of these patterns (* is a wildcard)."},"excludePatterns":{"type":"array","items":{"type":"string"},"description":"Leave out resources whose URI matches one of these patterns (* is a wildcard)."}},"description":"Which resources from resources/list belong to the contract (on some servers they are data)."},"surface":{"type":"object","additionalProperties":false,"properties":{"args":{"$ref":"#/definitions/args","description":"Arguments for this surface, e.g. [\\"--toolsets=all\\"]."},"env":{"$ref":"#/definitions/stringMap","description":"Environment for this surface; values may reference the runner\'s environment as ${VAR}, and referenced values are redacted from all output."},"headers":{"$ref":"#/definitions/stringMap","description":"HTTP headers for this surface; values are secrets and are redacted from all output."},"url":{"type":"string","format":"uri","description":"The server URL for this surface."},"client":{"$ref":"#/definitions/client","description":"The client declared at initialize on this surface."},"resources":{"$ref":"#/definitions/resources","description":"Which resources belong to the contract on this surface."}},"description":"One configuration of the server, captured in its own session; its values are added to (args) or override the server\'s."},"server":{"type":"object","additionalProperties":false,"properties":{"build":{"type":"string","minLength":1,"description":"Shell command run first, from the config\'s directory, e.g. npm run build; its output is shown when it fails."},"command":{"type":"string","minLength":1,"description":"Executable of a stdio server, e.g. node."},"args":{"$ref":"#/definitions/args","description":"Arguments of the stdio command, e.g. [\\"dist/index.js\\"]."},"env":{"$ref":"#/definitions/stringMap","description":"Environment for the server (and its build). Besides PATH, HOME, locale and temp variables only what is named here is forwarded; values may reference the runner\'s environment as ${VAR}, and referenced values are redacted from all output."},"cwd":{"type":"string","description":"Working directory of the server, relative to the config file."},"url":{"type":"string","format":"uri","description":"URL of a streamable HTTP or SSE server; may reference ${VAR} after the scheme. Credentials in it are redacted from output."},"headers":{"$ref":"#/definitions/stringMap","description":"HTTP headers sent to url, e.g. Authorization; values are secrets and are redacted from all output."},"transport":{"enum":["stdio","streamable-http","sse","auto"],"description":"How to reach url: auto (default: streamable HTTP, then SSE), streamable-http or sse; stdio for a command."},"start":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","minLength":1,"description":"Executable that starts the HTTP server."},"args":{"$ref":"#/definitions/args","description":"Its arguments."},"env":{"$ref":"#/definitions/stringMap","description":"Its environment (values may reference ${VAR}; referenced values are redacted from output)."},"cwd":{"type":"string","description":"Its working directory, relative to the config file."},"readyUrl":{"type":"string","format":"uri","description":"URL polled until it answers before capturing (default: url)."}},"description":"An HTTP server mcp-contract starts itself before capturing url, and stops afterwards."},"timeouts":{"type":"object","additionalProperties":false,"properties":{"buildMs":{"type":"integer","minimum":1,"description":"Milliseconds for the build command."},"startMs":{"type":"integer","minimum":1,"description":"Milliseconds for the server to start."},"initializeMs":{"type":"integer","minimum":1,"description":"Milliseconds for the initialize answer."},"requestMs":{"type":"integer","minimum":1,"description":"Milliseconds for one list page."},"totalMs":{"type":"integer","minimum":1,"description":"Milliseconds for the whole capture of one surface."},"settleMs":{"type":"integer","minimum":0,"description":"Quiet period awaited for list_changed notifications when the tool list of a server that says it can change came back empty, or a list changed during the capture; each notification re-lists its kind (default 1000, bounded by totalMs)."}},"description":"Time limits in milliseconds; a server past one fails the capture (exit 3)."},"limits":{"type":"object","additionalProperties":false,"properties":{"maxPages":{"type":"integer","minimum":1,"description":"Most pages read from one list."},"maxItems":{"type":"integer","minimum":1,"description":"Most items read from one list."},"maxMessageBytes":{"type":"integer","minimum":1024,"description":"Largest single JSON-RPC message, in bytes."}},"description":"Size limits; a server past one fails the capture with a clear error instead of exhausting memory."},"snapshot":{"type":"string","minLength":1,"description":"Snapshot path, relative to the config file (default snapshots/NAME.json)."},"surfaces":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"additionalProperties":{"$ref":"#/definitions/surface"},"minProperties":1,"description":"Named configurations captured separately, e.g. { \\"default\\": {}, \\"all\\": { \\"args\\": [\\"--toolsets=all\\"] } }. Default: one surface named default."},"client":{"$ref":"#/definitions/client","description":"The client declared at initialize, e.g. { \\"capabilities\\": { \\"roots\\": {} } }: some servers list more to a client with roots."},"resources":{"$ref":"#/definitions/resources","description":"Which resources from resources/list belong to the contract, e.g. { \\"include\\": false }."},"volatileMeta":{"type":"array","items":{"type":"string"},"description":"_meta keys left out of definitions and digests (values that change on every run)."},"versionFrom":{"type":"string","description":"package.json whose version is the server\'s version for release checks."},"canaries":{"type":"array","items":{"$ref":"#/definitions/canary"},"description":"Behavioural canaries, run by mcp-contract check after the capture (--no-canaries skips them). The snapshot records which tools have one, never their results."}},"oneOf":[{"required":["command"],"not":{"required":["url"]}},{"required":["url"],"not":{"required":["command"]}}],"description":"One MCP server: a stdio command, or a url (optionally with start to launch it)."}},"description":"Configuration of mcp-contract: the servers to capture, and the renames, severities, ignores, deprecations and policy that judge their changes."}');
;// CONCATENATED MODULE: ./schemas/snapshot.schema.json
const snapshot_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://mcp-contract.dev/schemas/snapshot.schema.json","title":"mcp-contract snapshot","type":"object","additionalProperties":false,"required":["format","server","surfaces"],"properties":{"$schema":{"type":"string"},"format":{"const":"mcp-contract/1"},"server":{"type":"string","minLength":1},"surfaces":{"type":"object","additionalProperties":{"$ref":"#/definitions/surface"}}},"definitions":{"observation":{"type":"object","additionalProperties":false,"required":["state"],"properties":{"state":{"enum":["complete","unsupported","failed"]},"error":{"type":"string"},"pages":{"type":"integer","minimum":0},"problems":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"page":{"type":"integer"},"index":{"type":"integer"}}}}}},"capability":{"type":"object","additionalProperties":false,"required":["ref","digest","definition"],"properties":{"ref":{"type":"string","pattern":"^(tool|prompt|resource|resourceTemplate):"},"digest":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$"},"definition":{"type":"object"}}},"kind":{"type":"object","additionalProperties":false,"required":["observation","items"],"properties":{"observation":{"$ref":"#/definitions/observation"},"items":{"type":"array","items":{"$ref":"#/definitions/capability"}}}},"surface":{"type":"object","additionalProperties":false,"required":["client","kinds"],"properties":{"client":{"type":"object","additionalProperties":false,"required":["name","version","capabilities"],"properties":{"name":{"type":"string"},"version":{"type":"string"},"capabilities":{"type":"object"}}},"server":{"type":"object","additionalProperties":false,"required":["serverInfo","protocolVersion","capabilities"],"properties":{"serverInfo":{"type":"object"},"protocolVersion":{"type":"string"},"capabilities":{"type":"object"},"instructions":{"type":"string"}}},"error":{"type":"string"},"canaries":{"type":"array","items":{"type":"string"},"description":"Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results."},"kinds":{"type":"object","additionalProperties":false,"required":["tool","prompt","resource","resourceTemplate"],"properties":{"tool":{"$ref":"#/definitions/kind"},"prompt":{"$ref":"#/definitions/kind"},"resource":{"$ref":"#/definitions/kind"},"resourceTemplate":{"$ref":"#/definitions/kind"}}}}}}}');
;// CONCATENATED MODULE: ./src/storage/schemas.ts
// The JSON Schemas that ship in the package, compiled once; bundled into dist by import so the Action needs no files beside it.




const SCHEMAS = { config: config_schema_namespaceObject, snapshot: snapshot_schema_namespaceObject };
let schemas_ajv;
const compiled = new Map();
function instance() {
    if (!schemas_ajv) {
        schemas_ajv = new ajv.Ajv({ allErrors: false, strict: false });
        // Formats are checked loosely on purpose: ajv-formats would add a dependency for two patterns.
        schemas_ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
        schemas_ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    }
    return schemas_ajv;
}
function validator(name, schema) {
    let fn = compiled.get(name);
    if (!fn) {
        fn = instance().compile(schema);
        compiled.set(name, fn);
    }
    return fn;
}
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


/***/ }),

/***/ 8804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ serializeSnapshot),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   RA: () => (/* binding */ readSnapshot),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   oF: () => (/* binding */ writeSnapshot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(457);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4146);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(988);
// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).







function parseSnapshot(text, label) {
    const value = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(text, label);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const format = value.format;
        if (typeof format === 'string' && format !== _core_model_js__WEBPACK_IMPORTED_MODULE_5__/* .SNAPSHOT_FORMAT */ .Td) {
            const m = /^mcp-contract\/(\d+)$/.exec(format);
            if (m && Number(m[1]) > 1)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${_core_model_js__WEBPACK_IMPORTED_MODULE_5__/* .SNAPSHOT_FORMAT */ .Td}")`);
        }
    }
    const validate = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .validator */ .Nc)('snapshot', _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .SCHEMAS */ .H6.snapshot);
    if (!validate(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: ${(0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .describeErrors */ .rg)(validate.errors)}`);
    return value;
}
/** `label` names the file in errors as the user wrote it (default the path). */
async function readSnapshot(path, label = path) {
    let text;
    try {
        // A pull request can commit a symlink where the snapshot should be: reading through it would print the start of
        // any file the runner can read (the parse error quotes it). Only a regular file is a snapshot.
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        if (st.isSymbolicLink())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: is a symbolic link; a snapshot must be a regular file`);
        if (!st.isFile())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: is not a regular file`);
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0));
        try {
            text = await fh.readFile('utf8');
        }
        finally {
            await fh.close();
        }
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb)
            throw e;
        const code = e.code;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symbolic link' : code ?? e.message})`);
    }
    return parseSnapshot(text, label);
}
function serializeSnapshot(snapshot) {
    return (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .stableStringify */ .JB)(snapshot);
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
 * under its name is not followed. Any failure is one line naming the file, exit 5.
 */
async function writeFileAtomic(path, text, root) {
    const fail = (e) => {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM)
            throw e;
        const code = e.code ?? '';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM(`cannot write ${path}: ${WRITE_REASONS[code] ?? e.message}${code ? ` (${code})` : ''}`);
    };
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
        if (st?.isSymbolicLink())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM(`cannot write ${path}: it is a symbolic link; remove it or write elsewhere`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        if (root !== undefined) {
            // A directory on the way may be a symbolic link committed by a pull request: the real place must stay inside.
            const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)));
            if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .WriteError */ .QM(`cannot write ${path}: a symbolic link leads its directory outside ${root}`);
        }
    }
    catch (e) {
        fail(e);
    }
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(tmp, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0), 0o644);
        try {
            await fh.writeFile(text, 'utf8');
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    }
    catch (e) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { force: true }).catch(() => undefined);
        fail(e);
    }
}
/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
async function writeSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, serializeSnapshot(snapshot), root);
}


/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"1.0.0"};

/***/ })

};

export const id = 6475;
export const ids = [6475,1524];
export const modules = {

/***/ 96912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ captureServer),
/* harmony export */   TN: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.TN),
/* harmony export */   Up: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.Up),
/* harmony export */   aW: () => (/* binding */ incompleteKinds),
/* harmony export */   fA: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.fA),
/* harmony export */   m2: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.m2),
/* harmony export */   ob: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.ob),
/* harmony export */   t4: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.t4),
/* harmony export */   uU: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.uU),
/* harmony export */   xn: () => (/* binding */ runSetup),
/* harmony export */   yv: () => (/* reexport safe */ _session_js__WEBPACK_IMPORTED_MODULE_10__.yv)
/* harmony export */ });
/* unused harmony export sweepAllCaptures */
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _connect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95063);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47646);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3181);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88712);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2443);
/* harmony import */ var _eras_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39411);
/* harmony import */ var _v8_flags_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(31524);
/* harmony import */ var _concurrent_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(22749);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14329);












async function build(name, server, opts, marker) {
    if (!server.build)
        return;
    const timeoutMs = server.timeouts?.buildMs ?? _session_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_TIMEOUTS */ .Rh.buildMs;
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
    const startMs = server.timeouts?.startMs ?? _session_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_TIMEOUTS */ .Rh.startMs;
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, 'start', `the start command ended (${(0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .oneLine */ .TN)(exit, secrets)})`, (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(output.tail(30), secrets));
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
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, 'start', (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .oneLine */ .TN)(`${(0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .displayUrl */ .Qy)(readyUrl)} did not answer within ${startMs} ms`, secrets), (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E$)(output.tail(30), secrets));
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
    const surfaces = (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .surfacesOf */ .m_)(name, server, opts.surfaces);
    // A server in this process with nothing to build or start runs no process: there is nothing to mark or sweep (the
    // scan of every process's environment was most of an in-process check's time, the random marker a part of the rest).
    const spawns = !opts.inProcess || Boolean(server.build) || Boolean(server.start);
    const marker = spawns ? (0,_child_env_js__WEBPACK_IMPORTED_MODULE_3__/* .newRunMarker */ .um)() : '';
    if (spawns)
        ISSUED_MARKERS.add(marker);
    const plans = surfaces.map(([s, cfg]) => (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .planSurface */ .t4)(name, server, s, cfg, { ...opts, marker }));
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
        const surfaces = await captureSurfaces(plans, captureWith, opts.slots);
        plans.forEach((plan, i) => {
            if (plan.canaries.length > 0)
                surfaces[i].canaries = plan.canaries;
            out.surfaces[plan.surface] = surfaces[i];
        });
    }
    finally {
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
        return (0,_concurrent_js__WEBPACK_IMPORTED_MODULE_9__/* .valuesOrFailure */ .aK)(await (0,_concurrent_js__WEBPACK_IMPORTED_MODULE_9__/* .settleInLanes */ .qQ)(plans, 1 + borrowed.length, captureWith, (lane) => borrowed[lane - 1]?.()));
    }
    finally {
        for (const give of borrowed)
            give();
    }
}
/** Every marker this process has handed out: the Action sweeps them all once more before it writes any result. */
const ISSUED_MARKERS = new Set();
/**
 * The config's `setup` (the repository's install), once, before any server's build: servers that share a workspace
 * root would otherwise each install into it, at once, and race. It is the judged code, like a build: the allow-listed
 * environment only, and whatever it leaves running is ended before any server starts.
 */
async function runSetup(config, baseDir) {
    const setup = config.setup;
    if (setup === undefined)
        return;
    const { command, timeoutMs = _session_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_TIMEOUTS */ .Rh.buildMs } = typeof setup === 'string' ? { command: setup } : setup;
    const marker = (0,_child_env_js__WEBPACK_IMPORTED_MODULE_3__/* .newRunMarker */ .um)();
    ISSUED_MARKERS.add(marker);
    try {
        const res = await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .runShell */ .E5)(command, { cwd: baseDir, env: (0,_child_env_js__WEBPACK_IMPORTED_MODULE_3__/* .childEnv */ .gf)({}, marker), timeoutMs });
        if (res.timedOut)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SetupError */ .w3(`timed out after ${timeoutMs} ms`, res.output.tail(30));
        if (res.code !== 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SetupError */ .w3(res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`, res.output.tail(30));
    }
    finally {
        await (0,_process_js__WEBPACK_IMPORTED_MODULE_6__/* .sweepMarked */ .TK)([marker]);
    }
}
/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
function sweepAllCaptures() {
    return sweepMarked([...ISSUED_MARKERS]);
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

/***/ 47646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ INHERITED_ENV),
/* harmony export */   gf: () => (/* binding */ childEnv),
/* harmony export */   um: () => (/* binding */ newRunMarker),
/* harmony export */   xO: () => (/* binding */ RUN_MARKER)
/* harmony export */ });
/* unused harmony exports INHERITED_PREFIXES, INHERITED_WINDOWS, baseEnv */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
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

/***/ 22749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UV: () => (/* binding */ combinedFailure),
/* harmony export */   ZL: () => (/* binding */ settleBounded),
/* harmony export */   aK: () => (/* binding */ valuesOrFailure),
/* harmony export */   nY: () => (/* binding */ parseConcurrency),
/* harmony export */   qQ: () => (/* binding */ settleInLanes),
/* harmony export */   rv: () => (/* binding */ allBounded)
/* harmony export */ });
/* unused harmony exports defaultConcurrency, Slots */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
// Many servers captured side by side, bounded by a limit: results come back in input order, and every task is
// waited for before a failure is reported, so no server keeps running behind an error and one failure hides no
// other server's result.


/** The default bound: one capture per core (a capture is mostly a build and a child process). */
function defaultConcurrency() {
    return Math.max(1, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)());
}
/** `--concurrency N` / the `concurrency` input: a whole number from 1, or empty for the default. */
function parseConcurrency(value, where) {
    if (value === undefined || value.trim() === '')
        return defaultConcurrency();
    const n = Number(value.trim());
    if (!Number.isInteger(n) || n < 1 || n > 256)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${where}: expected a whole number from 1 to 256 (got "${value}")`);
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
    if (!(first instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractError */ .Vl))
        return first;
    const messages = reasons.map((r) => (r instanceof Error ? r.message : String(r)));
    const details = reasons.flatMap((r) => (r instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractError */ .Vl && r.detail ? [r.detail] : []));
    return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractError */ .Vl(`${messages.join('; ')}`, first.exitCode, details.length ? details.join('\n') : undefined);
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


/***/ }),

/***/ 95063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KB: () => (/* binding */ PROBE_MS),
  Ng: () => (/* binding */ connect),
  kL: () => (/* binding */ isTimeout),
  fg: () => (/* binding */ resolveCwd)
});

// UNUSED EXPORTS: MAX_IN_FLIGHT, boundedFetch

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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
    else if (target.type === 'stdio' && opts.spawned) {
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
function resolveCwd(baseDir, cwd) {
    return external_node_path_default().resolve(baseDir, cwd ?? '.');
}


/***/ }),

/***/ 3181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* reexport safe */ _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_1__.E$),
/* harmony export */   KG: () => (/* binding */ expandString),
/* harmony export */   n3: () => (/* binding */ expandList),
/* harmony export */   pj: () => (/* binding */ expandValues)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88712);
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
/* unused harmony exports descendants, descendantsByChildLinks, descendantsByScan, markedPids */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47646);
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

/***/ 14329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rh: () => (/* binding */ DEFAULT_TIMEOUTS),
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
  m_: () => (/* binding */ surfacesOf)
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
var capture_env = __webpack_require__(3181);
// EXTERNAL MODULE: ./src/capture/lists.ts + 1 modules
var lists = __webpack_require__(65939);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var secrets = __webpack_require__(88712);
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
    const oauthSecrets = [];
    const transport = server.transport ?? (url ? 'auto' : 'stdio');
    if (opts.inProcess) {
        target = { type: 'in-process', server: opts.inProcess };
    }
    else if (transport === 'stdio') {
        if (!server.command)
            throw new errors/* UsageError */.eb(`${where}: "command" is required for the stdio transport`);
        target = {
            type: 'stdio',
            command: server.command,
            args: [...(0,capture_env/* expandList */.n3)(server.args, opts.env, `${where} args`), ...(0,capture_env/* expandList */.n3)(cfg.args, opts.env, `${where} surface "${surface}" args`)],
            cwd: (0,connect/* resolveCwd */.fg)(opts.baseDir, server.cwd),
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
        timeouts: { ...DEFAULT_TIMEOUTS, ...server.timeouts },
        limits: { ...DEFAULT_LIMITS, ...server.limits },
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
        requestMs: server.timeouts?.requestMs ?? DEFAULT_TIMEOUTS.requestMs,
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
    const line = (0,capture_env/* redact */.E$)(text, secrets).replace(/\s+/g, ' ').trim();
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

/***/ 48651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ ChildStdioTransport)
/* harmony export */ });
/* unused harmony export MAX_QUEUED_BYTES */
/* harmony import */ var _rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45808);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2443);


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
    /** Set when the child exited on its own: `exit code 1`, `signal SIGSEGV`. */
    exitReason;
    constructor(params) {
        this.params = params;
        this.lines = new _rpc_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonRpcLines */ .hC(params.maxMessageBytes, {
            message: (m) => {
                if (!('method' in m) && 'id' in m && m.id !== null)
                    this.lists.delete(m.id);
                this.onmessage?.(m);
            },
            garbage: (line) => params.onGarbage?.(line),
            overflow: () => this.overflow(),
            stopped: () => this.closed,
            unread: (id, bytes, whole) => this.unread(id, bytes, whole),
        }, Math.min(params.unreadBytes ?? Infinity, params.unreadListBytes ?? Infinity), params.keepPageTexts ?? false);
    }
    get pid() {
        return this.child?.pid;
    }
    start() {
        // Started already: a session that fell back from server/discover to initialize keeps the same child.
        if (this.child)
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            const p = this.params;
            const child = (0,_process_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)(p.command, p.args, { cwd: p.cwd, env: p.env });
            this.child = child;
            child.once('error', (err) => {
                reject(new Error(`cannot start ${p.command}: ${err.message}`));
                this.onerror?.(err);
            });
            child.once('spawn', () => resolve());
            child.stdout?.on('data', (chunk) => this.lines.push(chunk));
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

/***/ 31524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ax: () => (/* binding */ withoutTurbofan),
/* harmony export */   kK: () => (/* binding */ holdYoungGeneration),
/* harmony export */   keepTurbofanOff: () => (/* binding */ keepTurbofanOff),
/* harmony export */   l9: () => (/* binding */ releaseTurbofan),
/* harmony export */   turbofanIsOurs: () => (/* binding */ turbofanIsOurs)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
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
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
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
        (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--no-opt');
    try {
        return await capture();
    }
    finally {
        if (--capturing === 0 && !keptOff)
            (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--opt');
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
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--no-opt');
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
        (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--opt');
}


/***/ }),

/***/ 57450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ resolveIdentity)
});

// UNUSED EXPORTS: containerIdentity

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
var external_node_crypto_ = __webpack_require__(77598);
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
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
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


/***/ }),

/***/ 46475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ withIdentity),
/* harmony export */   u: () => (/* binding */ serverIdentity)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _capture_capture_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96912);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57450);
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
        plan = (0,_capture_capture_js__WEBPACK_IMPORTED_MODULE_1__/* .planSurface */ .t4)(l.name, l.server, surface, l.server.surfaces?.[surface] ?? {}, { baseDir: l.baseDir, env: l.env, log: () => undefined });
    }
    catch {
        return undefined;
    }
    if (plan.target.type !== 'stdio')
        return undefined;
    return (0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveIdentity */ .X)({ command: plan.target.command, args: plan.target.args, cwd: plan.target.cwd ?? l.baseDir }, { home: l.env.HOME ?? l.env.USERPROFILE ?? (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), path: l.env.PATH });
}
/** The snapshot with the launch's identity recorded next to its contract (unchanged for an HTTP server). */
function withIdentity(snapshot, l) {
    const id = serverIdentity(l);
    return id ? { ...snapshot, identity: id } : snapshot;
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

/***/ 45808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ surrogateFree),
/* harmony export */   Al: () => (/* binding */ bytesOfResult),
/* harmony export */   C2: () => (/* binding */ noteParsed),
/* harmony export */   d$: () => (/* binding */ KEPT_PAGE_CHARS),
/* harmony export */   hC: () => (/* binding */ JsonRpcLines),
/* harmony export */   uv: () => (/* binding */ textOfResult)
/* harmony export */ });
/* unused harmony export idAtEnds */
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60279);
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

/***/ 60279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

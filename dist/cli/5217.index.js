export const id = 5217;
export const ids = [5217];
export const modules = {

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

/***/ 89238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 94229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ earlyProcessFor),
/* harmony export */   v: () => (/* binding */ launchEarly)
/* harmony export */ });
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89238);
/* harmony import */ var _setup_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92087);
/* harmony import */ var _stdio_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48651);
/* harmony import */ var _surface_target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66823);




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
    const marker = (0,_setup_js__WEBPACK_IMPORTED_MODULE_1__/* .issueMarker */ .Q_)();
    try {
        for (const [surface, cfg] of (0,_surface_target_js__WEBPACK_IMPORTED_MODULE_3__/* .surfacesOf */ .m_)(name, server)) {
            const expanded = (0,_surface_target_js__WEBPACK_IMPORTED_MODULE_3__/* .expandSurface */ .mc)(name, server, surface, cfg, opts.env);
            if (expanded.transport !== 'stdio')
                return undefined;
            const target = (0,_surface_target_js__WEBPACK_IMPORTED_MODULE_3__/* .stdioTarget */ .L6)(name, server, surface, cfg, expanded, opts.env, opts.baseDir, marker);
            first ??= { surface, target };
        }
    }
    catch {
        return undefined;
    }
    if (!first)
        return undefined;
    const { target } = first;
    const limits = { ..._defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_LIMITS */ .d, ...server.limits };
    const child = new _stdio_js__WEBPACK_IMPORTED_MODULE_2__/* .ChildStdioTransport */ .L({ command: target.command, args: target.args, cwd: target.cwd, env: target.env, maxMessageBytes: limits.maxMessageBytes, held: true });
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

/***/ 92087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ issueMarker),
/* harmony export */   xn: () => (/* binding */ runSetup)
/* harmony export */ });
/* unused harmony export sweepAllCaptures */
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47646);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89238);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2443);




/** Every marker this process has handed out: the Action sweeps them all once more before it writes any result. */
const ISSUED_MARKERS = new Set();
/** A fresh run marker, remembered for sweepAllCaptures. */
function issueMarker() {
    const marker = (0,_child_env_js__WEBPACK_IMPORTED_MODULE_1__/* .newRunMarker */ .um)();
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
    const { command, timeoutMs = _defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_TIMEOUTS */ .R.buildMs } = typeof setup === 'string' ? { command: setup } : setup;
    const marker = issueMarker();
    try {
        const res = await (0,_process_js__WEBPACK_IMPORTED_MODULE_3__/* .runShell */ .E5)(command, { cwd: baseDir, env: (0,_child_env_js__WEBPACK_IMPORTED_MODULE_1__/* .childEnv */ .gf)({}, marker), timeoutMs });
        if (res.timedOut)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SetupError */ .w3(`timed out after ${timeoutMs} ms`, res.output.tail(30));
        if (res.code !== 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SetupError */ .w3(res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`, res.output.tail(30));
    }
    finally {
        await (0,_process_js__WEBPACK_IMPORTED_MODULE_3__/* .sweepMarked */ .TK)([marker]);
    }
}
/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
function sweepAllCaptures() {
    return sweepMarked([...ISSUED_MARKERS]);
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

/***/ 66823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ stdioTarget),
/* harmony export */   fg: () => (/* binding */ resolveCwd),
/* harmony export */   m_: () => (/* binding */ surfacesOf),
/* harmony export */   mc: () => (/* binding */ expandSurface)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47646);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3181);
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


/***/ })

};

export const id = 204;
export const ids = [204,6604,1524];
export const modules = {

/***/ 6604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DM),
/* harmony export */   DP: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DP),
/* harmony export */   E$: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.E$),
/* harmony export */   readSnapshot: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.RA)
/* harmony export */ });
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78560);
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.



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

/***/ 49382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ approveHintFor),
/* harmony export */   S1: () => (/* binding */ statusCommandLine),
/* harmony export */   Tn: () => (/* binding */ approveIdentityCommand),
/* harmony export */   mg: () => (/* binding */ approveRefCommand),
/* harmony export */   p3: () => (/* binding */ approveAllHeldCommand),
/* harmony export */   yq: () => (/* binding */ consentCommandLine)
/* harmony export */ });
/* unused harmony export storeArgs */
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73882);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71518);
// The commands the guard, the gateway and `status` print for a person to paste: every path absolute (a desktop client
// starts the guard with cwd `/`, where a relative store path names another directory) and `--store` always given (the
// client's environment may set $MCP_CONTRACT_STORE where the person's shell does not), each word shell-quoted.


/** A word a terminal shows as typed: no control, escape, bidi or zero-width character (cleanTerminal leaves it as is). */
const shownAsIs = (word) => (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanTerminal */ .m)(word, Number.MAX_SAFE_INTEGER) === word;
/** ` --store DIR --server NAME`: the one store these commands act on. */
function storeArgs(storeDir, server) {
    return ` --store ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .Z)(storeDir)} --server ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .Z)(server)}`;
}
/** The command approving the definition served now under ref; undefined when the ref cannot be one copyable line. */
function approveRefCommand(storeDir, server, ref) {
    return !shownAsIs(ref) || !shownAsIs(server) ? undefined : `mcp-contract approve ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .Z)(ref)}${storeArgs(storeDir, server)}`;
}
function approveAllHeldCommand(storeDir, server) {
    return `mcp-contract approve --all-held${storeArgs(storeDir, server)}`;
}
function approveIdentityCommand(storeDir, server) {
    return `mcp-contract approve --identity${storeArgs(storeDir, server)}`;
}
function statusCommandLine(storeDir, server, verbose) {
    return `mcp-contract status${verbose ? ' --verbose' : ''}${storeArgs(storeDir, server)}`;
}
/** The guard's hint for a held ref: its approve command, or status when the ref holds control characters. */
function approveHintFor(storeDir, server, ref) {
    return approveRefCommand(storeDir, server, ref) ?? `${statusCommandLine(storeDir, server, true)} (the name holds invisible or control characters; approve it with --all-held after review)`;
}
/**
 * The command that carries the user's client rules and the gateway's profiles across the renames a person approved in
 * this store (a dry run: it prints the plan and a diff; `--write` applies it).
 */
function consentCommandLine(storeDir, server) {
    return shownAsIs(server) ? `mcp-contract consent --from store --to store${storeArgs(storeDir, server)}` : undefined;
}


/***/ }),

/***/ 54017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qi: () => (/* binding */ approveIdentity),
  x7: () => (/* binding */ identityGateFor),
  IN: () => (/* binding */ identityStatusLines),
  Tx: () => (/* binding */ scanEvidence),
  x8: () => (/* binding */ statusAxesLines),
  Ec: () => (/* binding */ verifyIdentity)
});

// UNUSED EXPORTS: identityPolicyOf

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/core/identity/axes.ts
var identity_axes = __webpack_require__(73685);
// EXTERNAL MODULE: ./src/scan/render-axes.ts
var render_axes = __webpack_require__(1175);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(71518);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/identity/gate.ts
// The guard's identity gate: before every launch or relaunch of the upstream it resolves which code would run and
// compares it with the approved identity. Different code holds every capability (one line to the client, naming no
// server text) until a person runs `mcp-contract approve --identity`, or the policy follows it.



class IdentityGate {
    opts;
    line;
    record;
    listeners = new Set();
    /** The held codes whose surface this process read (or is reading): one start per held code, however many sessions ask. */
    reads = new Map();
    constructor(opts) {
        this.opts = opts;
    }
    held() {
        return this.line;
    }
    onChange(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    /** The client's line: the server's name from the config only, never text from the code or the server, and no command. */
    holdLine() {
        return `mcp-contract guard: the code behind "${this.opts.approved.server}" is not the approved code; every capability is held until a person approves it`;
    }
    setHeld(held) {
        const next = held ? this.holdLine() : undefined;
        if (next === this.line)
            return;
        if (next !== undefined)
            this.opts.log(`launch code held; approve it with: ${this.opts.approveHint}`);
        this.line = next;
        for (const fn of this.listeners)
            fn();
    }
    async beforeLaunch() {
        const live = this.opts.resolve();
        // An HTTP upstream has no launch to pin, and a missing entry fails to start with its own line: nothing to hold.
        if (!live || live.absent)
            return undefined;
        const { approved, storePath, surface, policy, now, log } = this.opts;
        let rec;
        const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath));
        await (0,store/* updateStore */.fF)(storePath, key, () => (0,store/* readStore */.uz)(storePath, approved.server, surface, key, log), (store) => {
            const decision = (0,identity/* decideIdentity */.F1)(store.identity?.approved ?? approved.identity, live, policy);
            rec = (0,identity/* recordDecision */.Q6)(store.identity, approved.identity, live, decision, now());
            return { ...store, identity: rec };
        }, undefined, { log, now });
        const r = rec;
        if (r.state !== this.record?.state || r.reason !== this.record?.reason) {
            const what = r.state === 'held' ? 'held' : r.state === 'unverified' ? 'unverified' : 'verified';
            log(`launch identity ${what}: ${r.reason ?? (0,identity/* describeIdentity */.Cl)(live)}`);
        }
        this.record = r;
        this.setHeld(r.state === 'held');
        return this.line;
    }
    async readHeldSurface(read) {
        const live = this.record?.live;
        if (this.line === undefined || !live)
            return;
        const code = (0,identity/* codeKey */.DQ)(live);
        let pending = this.reads.get(code);
        if (!pending) {
            pending = this.readOnce(code, read);
            this.reads.set(code, pending);
        }
        return pending;
    }
    async readOnce(code, read) {
        const { storePath, approved, surface, log, now } = this.opts;
        try {
            await read();
        }
        catch (e) {
            // Not read: a later launch attempt tries again.
            this.reads.delete(code);
            log(`cannot read what the held code serves: ${e.message}`);
            return;
        }
        try {
            const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath));
            await (0,store/* updateStore */.fF)(storePath, key, () => (0,store/* readStore */.uz)(storePath, approved.server, surface, key, log), (store) => (store.identity?.state === 'held' && store.identity.live && (0,identity/* codeKey */.DQ)(store.identity.live) === code ? { ...store, identity: { ...store.identity, surfaceRead: code } } : store), undefined, { log, now });
        }
        catch (e) {
            // Never thrown at the caller (it does not wait): a store that cannot be written now is read again next launch.
            this.reads.delete(code);
            log(`cannot record what the held code serves: ${e.message}`);
            return;
        }
        log(`read what the held code serves; review and approve it with: ${this.opts.approveAllHint ?? this.opts.approveHint}`);
    }
    /** The store changed (`approve --identity` in another process): a hold ends when the live code is now approved. */
    async reload() {
        const live = this.record?.live;
        if (!live)
            return;
        const { storePath, approved, policy, log } = this.opts;
        let stored;
        try {
            // Verified with the store key: an approval written by anything but `approve --identity` is dropped here.
            stored = (await (0,store/* readStoreFile */.Oq)(storePath, await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath)), log)).identity;
        }
        catch {
            return;
        }
        // Decided again from the verified approval, never from the stored state (which the key does not cover).
        const decision = (0,identity/* decideIdentity */.F1)(stored?.approved ?? approved.identity, live, policy);
        const held = decision.state === 'held';
        if (!held && this.line)
            log(`launch identity approved (${stored?.approvedBy ?? 'human'}): ${(0,identity/* describeIdentity */.Cl)(live)}`);
        if (stored)
            this.record = { ...stored, state: decision.state };
        this.setHeld(held);
    }
}

// EXTERNAL MODULE: ./src/identity/server.ts
var server = __webpack_require__(46475);
// EXTERNAL MODULE: ./src/identity/resolve.ts + 4 modules
var resolve = __webpack_require__(57450);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/cli/approve-commands.ts
var approve_commands = __webpack_require__(49382);
;// CONCATENATED MODULE: ./src/cli/identity-hooks.ts














function identityPolicyOf(text) {
    if (text === undefined)
        return { mode: 'pin' };
    const p = (0,identity/* parseIdentityPolicy */.kT)(text);
    if (typeof p === 'string')
        throw new errors/* UsageError */.eb(`mcp-contract guard: --identity-policy "${text}": ${p}`);
    return p;
}
/** The guard's identity gate for one target: resolved with the same plan the upstream is started from. */
function identityGateFor(i) {
    return new IdentityGate({
        approved: i.approved,
        surface: i.surface,
        storePath: i.storePath,
        policy: identityPolicyOf(i.policyText),
        resolve: () => (0,server/* serverIdentity */.u)({ name: i.target.name, server: i.target.server, baseDir: i.target.baseDir, env: i.io.env, surface: i.surface }),
        now: i.io.now,
        log: i.log,
        approveHint: (0,approve_commands/* approveIdentityCommand */.Tn)(i.storeDir, i.approved.server),
        approveAllHint: (0,approve_commands/* approveAllHeldCommand */.p3)(i.storeDir, i.approved.server),
    });
}
/** `mcp-contract approve --identity`: the code the guard last resolved becomes the approved code. */
async function approveIdentity(path, io, format = 'text', by) {
    let shown = [];
    const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(path));
    const log = (line) => io.stderr(`${(0,terminal/* cleanTerminal */.m)(line, 500)}\n`);
    await (0,store/* updateStore */.fF)(path, key, () => (0,store/* readStoreFile */.Oq)(path, key, log), (store) => {
        shown = identityStatusLines(store);
        try {
            return { ...store, identity: (0,identity/* approveIdentityRecord */.h0)(store.identity, io.now()) };
        }
        catch (e) {
            throw new errors/* UsageError */.eb(`mcp-contract approve --identity: ${path}: ${e.message}`);
        }
    }, undefined, { ...(by ? { by } : {}), now: io.now });
    const after = await (0,store/* readStoreFile */.Oq)(path, key, log);
    if (format === 'json')
        io.stdout(`${JSON.stringify({ decision: 'approved', store: path, identity: after.identity }, null, 2)}\n`);
    else
        io.stdout(`${shown.join('\n')}\napproved the code ${(0,terminal/* cleanTerminal */.m)((0,identity/* describeIdentity */.Cl)(after.identity.approved), 600)}\na running guard picks this up from ${path}\n`);
    return errors/* EXIT */.dc.ok;
}
/**
 * The identity lines of `status`: the approved code, the code last resolved, and whether they agree; while held, the
 * command approving the new code (given by status: it knows the store) closes them.
 */
function identityStatusLines(store, approveCommand) {
    const id = store.identity;
    if (!id)
        return ['  identity: none recorded (the guard records it before its first launch)'];
    const lines = [`  identity: ${id.state.toUpperCase()}${id.reason ? ` (${(0,terminal/* cleanTerminal */.m)(id.reason, 600)})` : ''}`];
    if (id.approved)
        lines.push(`    approved: ${(0,terminal/* cleanTerminal */.m)((0,identity/* describeIdentity */.Cl)(id.approved), 400)} by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''}`);
    if (id.live)
        lines.push(`    live:     ${(0,terminal/* cleanTerminal */.m)((0,identity/* describeIdentity */.Cl)(id.live), 400)}`);
    if (id.approved && id.live && id.state === 'held') {
        const files = (0,identity/* compareIdentity */.G3)(id.approved, id.live).files ?? [];
        for (const f of files.slice(0, 20))
            lines.push(`      changed ${(0,terminal/* cleanTerminal */.m)(f, 200)}`);
        if (approveCommand)
            lines.push(`    approve the new code with: ${approveCommand}`);
    }
    return lines;
}
/** What scan may read beyond the config files: launch identities (offline) and committed baselines. */
function scanEvidence(workspace, home, env) {
    return {
        identify: (launch) => (0,resolve/* resolveIdentity */.X)({ ...launch, cwd: workspace }, { home, path: env.PATH }),
        readSnapshot: (file) => {
            try {
                return (0,snapshot_files/* parseSnapshot */.E$)((0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(workspace, file), 'utf8'), file);
            }
            catch {
                // An unreadable baseline leaves the write-capability axis unverified; check reports the file itself.
                return undefined;
            }
        },
    };
}
const STORE_ONLY = 'status reads only the guard store; mcp-contract scan shows what the launch configuration says';
function storeTools(store) {
    const tools = Object.values(store.capabilities).filter((r) => r.ref.startsWith('tool:') && r.live);
    if (tools.length === 0)
        return undefined;
    const ann = (d) => (typeof d === 'object' && d !== null && !Array.isArray(d) ? d : {});
    const flags = tools.map((r) => ann(r.live.definition.annotations));
    return { total: tools.length, readOnly: flags.filter((a) => a.readOnlyHint === true).length, destructive: flags.filter((a) => a.readOnlyHint !== true && a.destructiveHint !== false).length };
}
/** `status`'s axes: what the store shows (code, drift, write capability), the rest unverified with the reason. */
function statusAxesLines(store) {
    const records = Object.values(store.capabilities);
    const held = records.filter((r) => r.state !== 'approved').length;
    const unknown = {};
    for (const a of ['network reach', 'credential exposure', 'file scope', 'canary coverage', 'isolation'])
        unknown[a] = STORE_ONLY;
    const id = store.identity;
    const axes = (0,identity_axes/* axesView */.lG)({
        identity: id?.live,
        identityGap: id ? id.reason : 'the guard has not resolved a launch identity yet',
        tools: storeTools(store),
        unknown,
    }).map((a) => {
        if (a.axis === 'code mutability' && id?.state === 'held')
            return { ...a, state: 'observed', detail: `held: ${id.reason ?? 'the code is not the approved code'}` };
        if (a.axis === 'contract drift')
            return { ...a, state: 'observed', detail: `${records.length - held} published, ${held} held against the approved definitions` };
        return a;
    });
    return ['  axes (each observed or unverified; there is no total):', ...(0,render_axes/* axesText */.pL)(axes, '    ')];
}
/** `verify`'s identity line: the approved snapshot's recorded code against the code the live launch resolves to. */
function verifyIdentity(approved, live) {
    const comparison = (0,identity/* compareIdentity */.G3)(approved.identity, live.identity);
    const what = comparison.verdict === 'same' ? 'same code as approved' : comparison.verdict === 'different' ? 'different code from the approved' : 'unverified';
    return { comparison, line: `  identity: ${what}: ${(0,terminal/* cleanTerminal */.m)(comparison.detail, 600)}` };
}


/***/ }),

/***/ 73685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ writeSurface),
/* harmony export */   lG: () => (/* binding */ axesView)
/* harmony export */ });
/* unused harmony export AXES */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62878);
// The multi-axis view `scan` and `status` print: eight separate questions about a server, each answered as observed
// (with what was seen) or unverified (with why not). There is deliberately no total: an observed axis can be bad
// news, and no set of answers makes a server "stable" or "safe".

const AXES = (/* unused pure expression or super */ null && ([
    'code mutability',
    'network reach',
    'credential exposure',
    'file scope',
    'write capability',
    'contract drift',
    'canary coverage',
    'isolation',
]));
/** Counts tools by the annotations they declare (declarations, not proof: the axis says so). */
function writeSurface(snapshot) {
    const seen = new Map();
    for (const s of Object.values(snapshot.surfaces))
        for (const item of s.kinds.tool?.items ?? []) {
            const a = item.definition.annotations;
            const ann = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
            seen.set(item.ref, { ro: ann.readOnlyHint === true, destructive: ann.readOnlyHint !== true && ann.destructiveHint !== false });
        }
    const v = [...seen.values()];
    return { total: v.length, readOnly: v.filter((x) => x.ro).length, destructive: v.filter((x) => x.destructive).length };
}
const o = (axis, detail) => ({ axis, state: 'observed', detail });
const u = (axis, detail) => ({ axis, state: 'unverified', detail });
function codeAxis(e) {
    const id = e.identity;
    if (id?.integrity)
        return o('code mutability', `pinned: ${(0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(id)} from ${id.source}`);
    return u('code mutability', id?.unverified ?? e.identityGap ?? 'the launch target was not resolved');
}
function networkAxis(e) {
    if (e.remote)
        return o('network reach', `reached over the network at ${e.remote}; what it connects to is the operator's`);
    if (e.network === 'none')
        return o('network reach', 'no network: the container runs with --network none');
    if (e.network)
        return o('network reach', `the container's network is "${e.network}"`);
    return u('network reach', 'nothing in the launch limits which hosts the process can connect to');
}
function credentialAxis(e) {
    const c = e.credentials ?? [];
    if (c.length > 0)
        return o('credential exposure', `the config hands it ${c.length} value${c.length === 1 ? '' : 's'}: ${c.join(', ')}`);
    if (e.sandbox || e.remote)
        return o('credential exposure', 'the config hands it no environment values or headers');
    return u('credential exposure', 'the config hands it none, but without a sandbox it can read the user\'s environment and credential files');
}
function fileAxis(e) {
    const p = e.paths;
    if (p && p.values.length > 0)
        return o('file scope', `${p.broad ? 'includes a filesystem or home root: ' : 'paths given: '}${p.values.join(', ')}`);
    if (e.sandbox)
        return o('file scope', `no path arguments; ${e.sandbox} bounds what it can open`);
    return u('file scope', 'no path arguments, but nothing stops the process from opening any file the user can');
}
function writeAxis(e) {
    const t = e.tools;
    if (!t)
        return u('write capability', 'no recorded contract to read tool annotations from');
    return o('write capability', `${t.total} tools declared: ${t.readOnly} read-only, ${t.destructive} possibly destructive (annotations are the server's own claims)`);
}
function driftAxis(e) {
    const b = e.baseline;
    if (b && 'file' in b)
        return o('contract drift', `a committed baseline (${b.file}); check compares every launch with it`);
    return u('contract drift', b && 'missing' in b ? b.missing : 'no committed baseline');
}
function canaryAxis(e) {
    if (e.canaries !== undefined && e.canaries > 0)
        return o('canary coverage', `${e.canaries} canar${e.canaries === 1 ? 'y' : 'ies'} declared; check runs them`);
    return u('canary coverage', 'no canary exercises it: an unchanged schema says nothing about changed behaviour');
}
function isolationAxis(e) {
    if (e.sandbox)
        return o('isolation', `runs in ${e.sandbox}`);
    if (e.remote)
        return u('isolation', 'runs elsewhere; its isolation cannot be seen from here');
    return u('isolation', 'runs with the full rights of the user who starts the client');
}
/** The eight axes in a fixed order, each observed or unverified; `unknown` overrides an axis the caller cannot see. */
function axesView(e) {
    const views = [codeAxis(e), networkAxis(e), credentialAxis(e), fileAxis(e), writeAxis(e), driftAxis(e), canaryAxis(e), isolationAxis(e)];
    return views.map((v) => (e.unknown?.[v.axis] !== undefined ? u(v.axis, e.unknown[v.axis]) : v));
}


/***/ }),

/***/ 73882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ shellQuote)
/* harmony export */ });
// A ref printed inside a command must be copied and run as the literal ref: a tool named `x$(touch f)` is server text.
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** POSIX single-quoted form of `value` (left bare when it holds only characters no shell interprets). */
function shellQuote(value) {
    if (PLAIN.test(value))
        return value;
    return `'${value.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 1175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ serverEvidenceMarkdown),
/* harmony export */   Ip: () => (/* binding */ serverEvidenceText),
/* harmony export */   pL: () => (/* binding */ axesText)
/* harmony export */ });
/* harmony import */ var _core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62878);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71518);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57789);
// The identity line and the eight axes under each scanned server, in text and markdown: observed with what was seen,
// unverified with why; never a total.



const WIDTH = Math.max(...['code mutability', 'credential exposure'].map((a) => a.length));
function axesText(axes, indent) {
    return axes.map((a) => `${indent}${a.axis.padEnd(WIDTH)}  ${a.state.padEnd(10)}  ${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(a.detail, 400)}`);
}
function serverEvidenceText(s) {
    const id = s.identity ? [`    identity: observed ${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(s.identity.source, 200)}`] : [];
    return [...id, '    axes (each observed or unverified; there is no total):', ...axesText(s.axes, '      ')];
}
function serverEvidenceMarkdown(s) {
    const id = s.identity ? [`  - identity, observed: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(s.identity.source, 200)}`] : [];
    return [...id, ...s.axes.map((a) => `  - ${a.axis}: ${a.state === 'observed' ? 'observed' : '_unverified_'}: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(a.detail, 400)}`)];
}


/***/ })

};

export const id = 57;
export const ids = [57,565];
export const modules = {

/***/ 8921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ diffSnapshots)
/* harmony export */ });
/* harmony import */ var _core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(282);
/* harmony import */ var _hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4270);
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const hosts = (0,_hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__/* .hostPass */ .YU)(base, head, config, options.tokenizer);
    const report = (0,_core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    report.hosts = hosts.evidence;
    return report;
}


/***/ }),

/***/ 5393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* reexport */ loadTokenizer),
  v: () => (/* reexport */ tokenizerFor)
});

// EXTERNAL MODULE: ./src/hosts/pass.ts
var pass = __webpack_require__(4270);
;// CONCATENATED MODULE: ./src/hosts/o200k.ts

let loading;
/** o200k_base, loaded once per process. */
function loadTokenizer() {
    loading ??= __webpack_require__.e(/* import() */ 100).then(__webpack_require__.bind(__webpack_require__, 1100)).then((m) => ({ name: 'o200k_base', count: m.o200kCounter() }));
    return loading;
}
/**
 * The tokenizer a diff under `config` counts with, its load started now: nothing when the config counts no cost
 * (`"hosts": []` and no budget), so a run that turned the hosts off never pays for it. Call it before the captures and
 * await it at the diff.
 */
function tokenizerFor(config) {
    if (!(0,pass/* countsCost */.iO)(config))
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



/***/ }),

/***/ 9382:
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
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1501);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1518);
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

/***/ 8565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  captureTarget: () => (/* binding */ captureTarget)
});

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture_capture = __webpack_require__(6912);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
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
    const missing = (0,capture_capture/* incompleteKinds */.aW)(snapshot);
    if (missing.length > 0)
        throw new errors/* CaptureError */.$3(name, 'list', `incomplete observation: ${missing.join('; ')}`);
}

// EXTERNAL MODULE: ./src/identity/server.ts
var identity_server = __webpack_require__(6475);
;// CONCATENATED MODULE: ./src/api/capture-complete.ts
// The one capture every entry runs: the configured server captured, an incomplete observation refused (CaptureError,
// never a list read as a removal), and the launch identity recorded. The public captureServer, the CLI's commands and
// the Action all come through here; the CLI alone passes what is not public (canaries in the session, the Inspector).



async function captureComplete(name, server, options) {
    const { identity, ...capture } = options;
    const snapshot = await (0,capture_capture/* captureServer */.I)(name, server, capture);
    assertComplete(name, snapshot);
    // After the capture: a build step may have just written the entry the identity hashes. A server in this process was
    // launched by nothing the snapshot could name.
    if (identity === false || options.inProcess)
        return snapshot;
    return (0,identity_server/* withIdentity */.B)(snapshot, { name, server, baseDir: options.baseDir, env: options.env });
}

// EXTERNAL MODULE: ./src/capture/eras.ts
var eras = __webpack_require__(9411);
// EXTERNAL MODULE: ./src/core/shared/lossless.ts
var lossless = __webpack_require__(2863);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/capture-target.ts







/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e, log) {
    if (!(e instanceof errors/* ContractError */.Vl) || log.length === 0)
        return e;
    const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
    if (e instanceof errors/* CaptureError */.$3)
        return new errors/* CaptureError */.$3(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
    return e;
}
/**
 * The surfaces the target's committed snapshot saw serve both eras: their capture starts both processes at once.
 * A missing or unreadable snapshot gives none here; the command reports it where it reads the snapshot itself.
 */
async function dualEraOf(target) {
    return target.snapshotPath ? (0,snapshot_files/* readSnapshot */.RA)(target.snapshotPath).then(eras/* dualEraSurfaces */.fY, () => []) : [];
}
async function captureTarget(target, io, via, quiet = false, afterLists, slots) {
    const log = [];
    try {
        // The library's own capture (complete, with its launch identity), plus what only the CLI passes.
        const identified = await captureComplete(target.name, target.server, {
            baseDir: target.baseDir,
            env: io.env,
            via,
            log: (line) => log.push(line),
            afterLists,
            dualEra: await dualEraOf(target),
            slots,
        });
        const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
        if (shown.length > 0)
            io.stderr((0,cli_io/* untrustedBlock */.C9)(io, shown.flatMap((l) => l.split('\n').map((x) => (0,render_text/* cleanTerminal */.m9)(x, 500)))));
        for (const w of (0,lossless/* losslessWarnings */.WP)(identified))
            io.stderr(`${(0,render_text/* cleanTerminal */.m9)(w, 500)}\n`);
        return identified;
    }
    catch (e) {
        throw withLog(e, log);
    }
}


/***/ }),

/***/ 5057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderVerify: () => (/* binding */ renderVerify),
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(8921);
// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var api_tokenizer = __webpack_require__(5393);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(139);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(7336);
// EXTERNAL MODULE: ./src/core/shared/eras.ts
var eras = __webpack_require__(6);
;// CONCATENATED MODULE: ./src/core/approval/verify.ts


function involves(c, ref) {
    return (c.before?.refs ?? []).includes(ref) || (c.after?.refs ?? []).includes(ref);
}
/** The live lists of `era`, or none when the live capture says the era was not served (refused, failed). */
function liveKinds(l, era) {
    if (!l)
        return {};
    if (era !== undefined && l.protocol && l.protocol.eras[era] !== undefined && l.protocol.eras[era].state !== 'served')
        return {};
    return (0,eras/* eraKinds */.g$)(l, era);
}
function verifyApproved(approved, live, report) {
    const entries = [];
    for (const surface of Object.keys(approved.surfaces).sort()) {
        const a = approved.surfaces[surface];
        const l = live.surfaces[surface];
        const primary = (0,eras/* primaryEra */.Fk)(a);
        const changesOf = (ref) => report.changes.filter((x) => x.surface === surface && involves(x, ref));
        entries.push(...verifyKinds(surface, undefined, a.kinds, liveKinds(l, primary), changesOf));
        // Another era is verified where either side lists it apart; one the live capture did not observe (a pin) is not.
        const others = new Set([...(0,eras/* divergentEras */.o)(a), ...(l ? (0,eras/* divergentEras */.o)(l) : [])].filter((e) => e !== primary));
        for (const era of others) {
            if (l?.protocol?.eras[era] === undefined)
                continue;
            // The classifier's report compares the primary era's lists: another era's entries carry digests only.
            entries.push(...verifyKinds(surface, era, (0,eras/* eraKinds */.g$)(a, era), liveKinds(l, era), () => []));
        }
    }
    return { ok: !entries.some((e) => e.status === 'stale' || e.status === 'missing'), entries };
}
function verifyKinds(surface, era, approvedKinds, liveKindsOf, changesOf) {
    const entries = [];
    const tag = era === undefined ? {} : { era };
    for (const kind of model/* KINDS */.GW) {
        const ak = approvedKinds[kind];
        if (ak?.observation.state !== 'complete')
            continue;
        const lk = liveKindsOf[kind];
        const liveItems = new Map((lk?.observation.state === 'complete' ? lk.items : []).map((c) => [c.ref, c]));
        for (const c of ak.items) {
            const now = liveItems.get(c.ref);
            if (!now)
                entries.push({ surface, ...tag, ref: c.ref, status: 'missing', approved: c.digest, changes: changesOf(c.ref) });
            else if (now.digest !== c.digest)
                entries.push({ surface, ...tag, ref: c.ref, status: 'stale', approved: c.digest, live: now.digest, changes: changesOf(c.ref) });
            else
                entries.push({ surface, ...tag, ref: c.ref, status: 'ok', approved: c.digest, live: now.digest, changes: [] });
        }
        const known = new Set(ak.items.map((c) => c.ref));
        for (const [ref, c] of liveItems)
            if (!known.has(ref))
                entries.push({ surface, ...tag, ref, status: 'new', live: c.digest, changes: changesOf(ref) });
    }
    return entries;
}

// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/specs/verify.ts
var verify = __webpack_require__(6216);
// EXTERNAL MODULE: ./src/cli/capture-target.ts + 2 modules
var capture_target = __webpack_require__(8565);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/specs/shared.ts
var shared = __webpack_require__(5664);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(3892);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(4017);
;// CONCATENATED MODULE: ./src/cli/commands/verify.ts
// `mcp-contract verify`: every approved capability must be served live with its approved digest (exit codes as check).















const LABEL = { ok: 'OK', stale: 'STALE', missing: 'MISSING', new: 'NEW' };
function verify_short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
function renderVerify(server, file, r) {
    const count = (s) => r.entries.filter((e) => e.status === s).length;
    const approved = r.entries.length - count('new');
    const lines = [
        `${(0,render_text/* cleanTerminal */.m9)(server, 100)}: ${approved} approved in ${(0,render_text/* cleanTerminal */.m9)(file, 200)}: ${count('ok')} ok, ${count('stale')} stale, ${count('missing')} missing; ${count('new')} new (not approved)`,
    ];
    for (const e of r.entries) {
        if (e.status === 'ok')
            continue;
        const surface = e.surface === 'default' ? '' : ` [${(0,render_text/* cleanTerminal */.m9)(e.surface, 60)}]`;
        const era = e.era ? ` (${e.era} era)` : '';
        const digests = e.status === 'stale' ? `  ${verify_short(e.approved)} -> ${verify_short(e.live)}` : '';
        lines.push(`  ${LABEL[e.status].padEnd(8)}${(0,render_text/* cleanTerminal */.m9)(e.ref, 200)}${surface}${era}${digests}`);
        for (const c of e.changes) {
            const pointer = c.after?.pointer ?? c.before?.pointer;
            lines.push(`          ${c.severity} ${c.rule}${pointer ? ` ${(0,render_text/* cleanTerminal */.m9)(pointer, 120)}` : ''}: ${(0,render_text/* cleanTerminal */.m9)(c.message, 300)}`);
            if (pointer && (c.before?.value !== undefined || c.after?.value !== undefined))
                lines.push(`            before: ${(0,render_text/* cleanTerminal */.m9)((0,json/* showValue */.vp)(c.before?.value), 300)}`, `            after:  ${(0,render_text/* cleanTerminal */.m9)((0,json/* showValue */.vp)(c.after?.value), 300)}`);
        }
    }
    if (!r.ok)
        lines.push('  the live server no longer serves what was approved: review the changes, then re-approve (mcp-contract snapshot --out FILE)');
    return `${lines.join('\n')}\n`;
}
const RENDER = {
    text: (all) => all.map((r) => `${renderVerify(r.server, r.snapshot, r.result)}${r.identity.line}\n`).join(''),
    json: (all) => {
        const servers = all.map((r) => ({ server: r.server, snapshot: r.snapshot, ok: r.result.ok, entries: r.result.entries.filter((e) => e.status !== 'ok'), identity: r.identity.comparison }));
        return `${JSON.stringify({ ok: all.every((r) => r.result.ok), servers }, null, 2)}\n`;
    },
};
async function verifyCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(verify/* VERIFY */.k, args);
    const via = (0,cli_args/* oneOf */.yL)('verify', 'via', (0,cli_args/* str */.gx)(p, 'via'), shared/* VIAS */.M$, 'sdk');
    const { config, targets } = await (0,cli_targets/* resolveTargets */.h5)('verify', p, io, 'snapshot');
    const results = [];
    // Loads while the servers start.
    const tokenizer = (0,api_tokenizer/* tokenizerFor */.v)(config);
    for (const t of targets) {
        const file = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
        const approved = await (0,snapshot_files/* readSnapshot */.RA)(t.snapshotPath, file);
        const live = await (0,capture_target.captureTarget)(t, io, via, p.format !== 'text');
        const report = (0,diff/* diffSnapshots */.V)(approved, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: file, head: 'live' }, tokenizer: await tokenizer });
        results.push({ server: t.name, snapshot: file, result: verifyApproved(approved, live, report), identity: (0,identity_hooks/* verifyIdentity */.Ec)(approved, live) });
    }
    io.stdout(RENDER[p.format](results));
    return results.every((r) => r.result.ok) ? errors/* EXIT */.dc.ok : errors/* EXIT */.dc.drift;
}


/***/ }),

/***/ 4017:
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
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(2878);
// EXTERNAL MODULE: ./src/core/identity/axes.ts
var identity_axes = __webpack_require__(3685);
// EXTERNAL MODULE: ./src/scan/render-axes.ts
var render_axes = __webpack_require__(1175);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/identity/gate.ts
// The guard's identity gate: before every launch or relaunch of the upstream it resolves which code would run and
// compares it with the approved identity. Different code holds every capability (one line to the client, naming no
// server text) until a person runs `mcp-contract approve --identity`, or the policy follows it.



class IdentityGate {
    opts;
    line;
    record;
    listeners = new Set();
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
var server = __webpack_require__(6475);
// EXTERNAL MODULE: ./src/identity/resolve.ts + 4 modules
var resolve = __webpack_require__(7450);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/cli/approve-commands.ts
var approve_commands = __webpack_require__(9382);
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
    });
}
/** `mcp-contract approve --identity`: the code the guard last resolved becomes the approved code. */
async function approveIdentity(path, io, format = 'text', by) {
    let shown = [];
    const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(path));
    const log = (line) => io.stderr(`${(0,render_text/* cleanTerminal */.m9)(line, 500)}\n`);
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
        io.stdout(`${shown.join('\n')}\napproved the code ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(after.identity.approved), 600)}\na running guard picks this up from ${path}\n`);
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
    const lines = [`  identity: ${id.state.toUpperCase()}${id.reason ? ` (${(0,render_text/* cleanTerminal */.m9)(id.reason, 600)})` : ''}`];
    if (id.approved)
        lines.push(`    approved: ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(id.approved), 400)} by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''}`);
    if (id.live)
        lines.push(`    live:     ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(id.live), 400)}`);
    if (id.approved && id.live && id.state === 'held') {
        const files = (0,identity/* compareIdentity */.G3)(id.approved, id.live).files ?? [];
        for (const f of files.slice(0, 20))
            lines.push(`      changed ${(0,render_text/* cleanTerminal */.m9)(f, 200)}`);
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
    return { comparison, line: `  identity: ${what}: ${(0,render_text/* cleanTerminal */.m9)(comparison.detail, 600)}` };
}


/***/ }),

/***/ 3685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ writeSurface),
/* harmony export */   lG: () => (/* binding */ axesView)
/* harmony export */ });
/* unused harmony export AXES */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2878);
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

/***/ 1501:
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
/* harmony import */ var _core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2878);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
// The identity line and the eight axes under each scanned server, in text and markdown: observed with what was seen,
// unverified with why; never a total.



const WIDTH = Math.max(...['code mutability', 'credential exposure'].map((a) => a.length));
function axesText(axes, indent) {
    return axes.map((a) => `${indent}${a.axis.padEnd(WIDTH)}  ${a.state.padEnd(10)}  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(a.detail, 400)}`);
}
function serverEvidenceText(s) {
    const id = s.identity ? [`    identity: observed ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(s.identity.source, 200)}`] : [];
    return [...id, '    axes (each observed or unverified; there is no total):', ...axesText(s.axes, '      ')];
}
function serverEvidenceMarkdown(s) {
    const id = s.identity ? [`  - identity, observed: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(s.identity.source, 200)}`] : [];
    return [...id, ...s.axes.map((a) => `  - ${a.axis}: ${a.state === 'observed' ? 'observed' : '_unverified_'}: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(a.detail, 400)}`)];
}


/***/ })

};

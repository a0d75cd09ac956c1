export const id = 5057;
export const ids = [5057,893];
export const modules = {

/***/ 2979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ captureComplete)
});

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture_capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
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
var identity_server = __webpack_require__(46475);
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


/***/ }),

/***/ 18921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ diffSnapshots)
/* harmony export */ });
/* harmony import */ var _core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80271);
/* harmony import */ var _hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84270);
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const evidence = options.hostsEvidence ?? true;
    const hosts = (0,_hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__/* .hostPass */ .YU)(base, head, config, options.tokenizer, { evidence });
    const report = (0,_core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    if (evidence)
        report.hosts = hosts.evidence;
    return report;
}


/***/ }),

/***/ 45393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadTokenizer: () => (/* reexport */ loadTokenizer),
  tokenizerFor: () => (/* reexport */ tokenizerFor)
});

// EXTERNAL MODULE: ./src/hosts/pass.ts
var pass = __webpack_require__(84270);
;// CONCATENATED MODULE: ./src/hosts/o200k.ts

let loading;
/** o200k_base, loaded once per process. */
function loadTokenizer() {
    loading ??= __webpack_require__.e(/* import() */ 1100).then(__webpack_require__.bind(__webpack_require__, 21100)).then((m) => ({ name: 'o200k_base', count: m.o200kCounter() }));
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

/***/ 25480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   captureTarget: () => (/* binding */ captureTarget)
/* harmony export */ });
/* harmony import */ var _api_capture_complete_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2979);
/* harmony import */ var _capture_eras_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39411);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_lossless_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32863);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70893);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6604);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);







/** The capture's progress lines (build commands, server stderr tails) become the detail under the one error line. */
function withLog(e, log) {
    if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ContractError */ .Vl) || log.length === 0)
        return e;
    const detail = [...log.filter((l) => !/\] (build|initialize failed): /.test(l)), e.detail ?? ''].map((l) => l.trimEnd()).filter(Boolean).join('\n');
    if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CaptureError */ .$3)
        return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CaptureError */ .$3(e.server, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), detail || undefined);
    return e;
}
/**
 * The surfaces the target's committed snapshot saw serve both eras: their capture starts both processes at once.
 * A missing or unreadable snapshot gives none here; the command reports it where it reads the snapshot itself.
 */
async function dualEraOf(target) {
    return target.snapshotPath ? (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_5__.readSnapshot)(target.snapshotPath).then(_capture_eras_js__WEBPACK_IMPORTED_MODULE_1__/* .dualEraSurfaces */ .fY, () => []) : [];
}
async function captureTarget(target, io, via, quiet = false, afterLists, slots, early) {
    const log = [];
    try {
        // The library's own capture (complete, with its launch identity), plus what only the CLI passes.
        const identified = await (0,_api_capture_complete_js__WEBPACK_IMPORTED_MODULE_0__/* .captureComplete */ .M)(target.name, target.server, {
            baseDir: target.baseDir,
            env: io.env,
            via,
            log: (line) => log.push(line),
            afterLists,
            dualEra: await dualEraOf(target),
            slots,
            ...(early ? { early } : {}),
        });
        const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
        if (shown.length > 0)
            io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .untrustedBlock */ .C9)(io, shown.flatMap((l) => l.split('\n').map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(x, 500)))));
        for (const w of (0,_core_shared_lossless_js__WEBPACK_IMPORTED_MODULE_3__/* .losslessWarnings */ .WP)(identified))
            io.stderr(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(w, 500)}\n`);
        return identified;
    }
    catch (e) {
        throw withLog(e, log);
    }
}


/***/ }),

/***/ 45057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderVerify: () => (/* binding */ renderVerify),
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var api_tokenizer = __webpack_require__(45393);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/core/shared/eras.ts
var eras = __webpack_require__(20006);
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
var render_text = __webpack_require__(70893);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/verify.ts
var verify = __webpack_require__(6216);
// EXTERNAL MODULE: ./src/cli/capture-target.ts
var capture_target = __webpack_require__(25480);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/specs/shared.ts
var shared = __webpack_require__(75664);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
// EXTERNAL MODULE: ./src/cli/identity-hooks.ts + 1 modules
var identity_hooks = __webpack_require__(54017);
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
        `${(0,render_text/* cleanTerminal */.m)(server, 100)}: ${approved} approved in ${(0,render_text/* cleanTerminal */.m)(file, 200)}: ${count('ok')} ok, ${count('stale')} stale, ${count('missing')} missing; ${count('new')} new (not approved)`,
    ];
    for (const e of r.entries) {
        if (e.status === 'ok')
            continue;
        const surface = e.surface === 'default' ? '' : ` [${(0,render_text/* cleanTerminal */.m)(e.surface, 60)}]`;
        const era = e.era ? ` (${e.era} era)` : '';
        const digests = e.status === 'stale' ? `  ${verify_short(e.approved)} -> ${verify_short(e.live)}` : '';
        lines.push(`  ${LABEL[e.status].padEnd(8)}${(0,render_text/* cleanTerminal */.m)(e.ref, 200)}${surface}${era}${digests}`);
        for (const c of e.changes) {
            const pointer = c.after?.pointer ?? c.before?.pointer;
            lines.push(`          ${c.severity} ${c.rule}${pointer ? ` ${(0,render_text/* cleanTerminal */.m)(pointer, 120)}` : ''}: ${(0,render_text/* cleanTerminal */.m)(c.message, 300)}`);
            if (pointer && (c.before?.value !== undefined || c.after?.value !== undefined))
                lines.push(`            before: ${(0,render_text/* cleanTerminal */.m)((0,json/* showValue */.vp)(c.before?.value), 300)}`, `            after:  ${(0,render_text/* cleanTerminal */.m)((0,json/* showValue */.vp)(c.after?.value), 300)}`);
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
    // The Sigstore libraries load only for a signed release: a plain verify starts as it did.
    if ((0,cli_args/* str */.gx)(p, 'registry') !== undefined || (0,cli_args/* str */.gx)(p, 'server-json') !== undefined)
        return (await Promise.all(/* import() */[__webpack_require__.e(5179), __webpack_require__.e(4187), __webpack_require__.e(1267)]).then(__webpack_require__.bind(__webpack_require__, 81267))).verifyReleaseCommand(p, io);
    const via = (0,cli_args/* oneOf */.yL)('verify', 'via', (0,cli_args/* str */.gx)(p, 'via'), shared/* VIAS */.M$, 'sdk');
    const { config, targets } = await (0,cli_targets/* resolveTargets */.h5)('verify', p, io, 'snapshot');
    const results = [];
    // Loads while the servers start.
    const tokenizer = (0,api_tokenizer.tokenizerFor)(config);
    for (const t of targets) {
        const file = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
        const approved = await (0,snapshot_files.readSnapshot)(t.snapshotPath, file);
        const live = await (0,capture_target.captureTarget)(t, io, via, p.format !== 'text');
        const report = (0,diff/* diffSnapshots */.V)(approved, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: file, head: 'live' }, tokenizer: await tokenizer });
        results.push({ server: t.name, snapshot: file, result: verifyApproved(approved, live, report), identity: (0,identity_hooks/* verifyIdentity */.Ec)(approved, live) });
    }
    io.stdout(RENDER[p.format](results));
    return results.every((r) => r.result.ok) ? errors/* EXIT */.dc.ok : errors/* EXIT */.dc.drift;
}


/***/ }),

/***/ 43892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ parseHeaders),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   pl: () => (/* binding */ optionalConfig)
/* harmony export */ });
/* unused harmony exports headerVariable, oauthFlags */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29555);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88712);
// Which servers a command works on: from the config file, or one given inline after `--` / with --url.






/**
 * `Name: value`, or a bare `Name` whose value comes from $MCP_CONTRACT_HEADER_NAME (argv is visible to `ps`; the
 * environment is not). `${VAR}` inside a value is expanded from the environment too.
 */
function parseHeaders(values) {
    const out = {};
    for (const h of values) {
        const i = h.indexOf(':');
        if (i < 0 && /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(h)) {
            out[h] = `\${${headerVariable(h)}}`;
            continue;
        }
        if (i <= 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--header "${h.split(':')[0]}": expected 'Name: value' or a bare Name (value from $${headerVariable('NAME')})`);
        out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return out;
}
function headerVariable(name) {
    return `MCP_CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/**
 * The config reader, with the config schema's validator: loaded only once a config is there to read, so a command with
 * none (a diff of two files) never parses that code (issue 55).
 */
const configFile = () => Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(1096)]).then(__webpack_require__.bind(__webpack_require__, 61096));
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${_storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (await configFile()).loadConfig(path, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(s, io.env));
    return loaded;
}
async function recordedName(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        // The snapshot reader (and its validator) is loaded only when there is a file to read: `snapshot` starts its server
        // before it loads that code.
        const { readSnapshot } = await Promise.all(/* import() */[__webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(6604)]).then(__webpack_require__.bind(__webpack_require__, 6604));
        return (await readSnapshot(path)).server;
    }
    catch {
        return undefined;
    }
}
/** The --oauth-* flags of an inline --url server as its "oauth" entry (none given: no entry). */
function oauthFlags(p) {
    const pick = [['clientId', 'oauth-client-id'], ['clientSecretEnv', 'oauth-client-secret-env'], ['privateKeyEnv', 'oauth-private-key-env'], ['signingAlgorithm', 'oauth-signing-algorithm'], ['scope', 'oauth-scope'], ['grant', 'oauth-grant']];
    const oauth = {};
    for (const [key, option] of pick) {
        const v = p.values[option];
        if (typeof v === 'string')
            oauth[key] = v;
    }
    return Object.keys(oauth).length ? { oauth: oauth } : {};
}
async function resolveTargets(command, p, io, snapshotOption, deferName = false) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto', ...oauthFlags(p) }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(server, io.env));
        const target = { name: (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'name') ?? 'server', server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, snap), baseDir: io.cwd };
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const naming = () => ((0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'name') === undefined ? recordedName(target.snapshotPath).then((recorded) => void (target.name = recorded ?? target.name)) : Promise.resolve());
        if (!deferName)
            await naming();
        return { config: loaded?.config ?? {}, loaded, targets: [target], named: deferName ? naming : () => Promise.resolve() };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const { selectServers, snapshotPathOf, projectRoot } = await configFile();
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, 'config') ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG */ .P;
    const names = selectServers(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
    return {
        config: loaded.config,
        loaded,
        named: () => Promise.resolve(),
        targets: names.map((name) => ({
            name,
            server: servers[name],
            snapshotPath: override ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, override) : snapshotPathOf(loaded, name),
            baseDir: loaded.dir,
            ...(override ? {} : { root: projectRoot(loaded.dir) }),
        })),
    };
}


/***/ }),

/***/ 70893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ONLY_DETAILS_DIFFER),
/* harmony export */   m: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_5__.m),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28555);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35579);









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_4__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldLines */ .zo)(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.rule, 60)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(one);
        if (told?.removed)
            lines.push(`             removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldHint */ .VK)(x) ?? []))
            lines.push(`             hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(h, 500)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .addedCueWords */ .t0)(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    if (r.hosts)
        lines.push(...(0,_hosts_js__WEBPACK_IMPORTED_MODULE_6__/* .hostTextLines */ .F$)(r.hosts, _terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ }),

/***/ 29555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ DEFAULT_CONFIG)
/* harmony export */ });
// The config file's default name, apart from its reader (config-file.ts): naming it loads none of the config's
// validator, which only the commands that read a config load (issue 55: a diff of two files never does).
const DEFAULT_CONFIG = 'mcp-contract.json';


/***/ })

};

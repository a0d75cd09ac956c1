export const id = 57;
export const ids = [57,565];
export const modules = {

/***/ 8921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ diffSnapshots)
/* harmony export */ });
/* harmony import */ var _core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9932);
// Two snapshots into the classified report (the typed change list with its summary).

function diffSnapshots(base, head, options = {}) {
    return (0,_core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(base, head, options.config ?? {}, options.labels ?? { base: 'base', head: 'head' });
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
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(139);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(7336);
;// CONCATENATED MODULE: ./src/core/approval/verify.ts

function involves(c, ref) {
    return (c.before?.refs ?? []).includes(ref) || (c.after?.refs ?? []).includes(ref);
}
function verifyApproved(approved, live, report) {
    const entries = [];
    for (const surface of Object.keys(approved.surfaces).sort()) {
        const a = approved.surfaces[surface];
        const l = live.surfaces[surface];
        for (const kind of model/* KINDS */.GW) {
            const ak = a.kinds[kind];
            if (ak?.observation.state !== 'complete')
                continue;
            const lk = l?.kinds[kind];
            const liveItems = new Map((lk?.observation.state === 'complete' ? lk.items : []).map((c) => [c.ref, c]));
            for (const c of ak.items) {
                const now = liveItems.get(c.ref);
                const changes = report.changes.filter((x) => x.surface === surface && involves(x, c.ref));
                if (!now)
                    entries.push({ surface, ref: c.ref, status: 'missing', approved: c.digest, changes });
                else if (now.digest !== c.digest)
                    entries.push({ surface, ref: c.ref, status: 'stale', approved: c.digest, live: now.digest, changes });
                else
                    entries.push({ surface, ref: c.ref, status: 'ok', approved: c.digest, live: now.digest, changes: [] });
            }
            const known = new Set(ak.items.map((c) => c.ref));
            for (const [ref, c] of liveItems)
                if (!known.has(ref))
                    entries.push({ surface, ref, status: 'new', live: c.digest, changes: report.changes.filter((x) => x.surface === surface && involves(x, ref)) });
        }
    }
    return { ok: !entries.some((e) => e.status === 'stale' || e.status === 'missing'), entries };
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
        const digests = e.status === 'stale' ? `  ${verify_short(e.approved)} -> ${verify_short(e.live)}` : '';
        lines.push(`  ${LABEL[e.status].padEnd(8)}${(0,render_text/* cleanTerminal */.m9)(e.ref, 200)}${surface}${digests}`);
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
    for (const t of targets) {
        const file = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
        const approved = await (0,snapshot_files/* readSnapshot */.RA)(t.snapshotPath, file);
        const live = await (0,capture_target.captureTarget)(t, io, via, p.format !== 'text');
        const report = (0,diff/* diffSnapshots */.V)(approved, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: file, head: 'live' } });
        results.push({ server: t.name, snapshot: file, result: verifyApproved(approved, live, report), identity: (0,identity_hooks/* verifyIdentity */.Ec)(approved, live) });
    }
    io.stdout(RENDER[p.format](results));
    return results.every((r) => r.result.ok) ? errors/* EXIT */.dc.ok : errors/* EXIT */.dc.drift;
}


/***/ }),

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ parseHeaders),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   pl: () => (/* binding */ optionalConfig)
/* harmony export */ });
/* unused harmony export headerVariable */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6604);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6158);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8712);
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--header "${h.split(':')[0]}": expected 'Name: value' or a bare Name (value from $${headerVariable('NAME')})`);
        out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return out;
}
function headerVariable(name) {
    return `MCP_CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, explicit ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(path, explicit ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(s, io.env));
    return loaded;
}
async function recordedName(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        return (await (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readSnapshot */ .RA)(path)).server;
    }
    catch {
        return undefined;
    }
}
async function resolveTargets(command, p, io, snapshotOption) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'name') ?? (await recordedName((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap))) ?? 'server';
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto' }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(server, io.env));
        return {
            config: loaded?.config ?? {},
            loaded,
            targets: [{ name, server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap), baseDir: io.cwd }],
        };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, 'config') ?? _storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV;
    const names = (0,_storage_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .selectServers */ .VB)(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
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
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7297);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9990);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4452);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9757);
// Loads and validates mcp-contract.json; every error names the file and the JSON pointer.








const DEFAULT_CONFIG = 'mcp-contract.json';
/** Parses and validates config text; `label` names it in errors. */
function parseConfig(text, label) {
    const value = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonText */ .lk)(text, label);
    checkIgnoreShape(value, label);
    const validate = _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .VALIDATORS */ .wY.config;
    if (!validate(value))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${(0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .describeErrors */ .rg)(validate.errors)}`);
    const config = value;
    checkSemantics(config, label);
    return config;
}
const RULE_IDS = _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y0.map((r) => r.id);
/** A misspelled rule id would silently change nothing: name it, with the nearest real id. */
function checkRuleId(id, label, pointer) {
    if (RULE_IDS.includes(id))
        return;
    const guess = (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .k)(id, RULE_IDS, 4);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${pointer}: unknown rule id "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}; \`mcp-contract rules\` lists them`);
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: "rule" needs "ref" (the capability, e.g. "tool:search"); to accept one exact change give its "fingerprint" instead; to re-level a rule everywhere use "severity"`);
        if (entry.ref !== undefined && entry.rule === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: "ref" needs "rule" (a rule id from \`mcp-contract rules\`), or give the change's "fingerprint" instead`);
        if (entry.rule === undefined && entry.ref === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: /ignore/${i}: give "fingerprint" (one exact change) or "rule" and "ref" (a rule on one capability)`);
    });
}
function checkSemantics(config, label) {
    for (const id of Object.keys(config.severity ?? {}))
        checkRuleId(id, label, `/severity/${pointerEscape(id)}`);
    (config.ignore ?? []).forEach((e, i) => {
        if (e.rule !== undefined)
            checkRuleId(e.rule, label, `/ignore/${i}/rule`);
    });
    checkRenames(config.renames, label, '/renames');
    for (const [name, server] of Object.entries(config.servers ?? {}))
        checkRenames(server.renames, label, `/servers/${pointerEscape(name)}/renames`);
}
function checkRenames(renames, label, at) {
    for (const [old, entry] of Object.entries(renames ?? {})) {
        const targets = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : typeof entry.to === 'string' ? [entry.to] : entry.to;
        const from = (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(old);
        for (const t of targets) {
            const to = (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(t);
            if (from && to && from.kind !== to.kind)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${at}/${pointerEscape(old)}: cannot rename a ${from.kind} to a ${to.kind} (${t})`);
            if (t === old)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${at}/${pointerEscape(old)}: renames a capability to itself`);
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
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: cannot read config (${code === 'ENOENT' ? 'no such file' : code ?? e.message})`);
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
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${loaded.path}: /servers/${server}/snapshot: must be a file path inside the project (${root === loaded.dir ? "the config's directory" : 'the repository holding the config'})`);
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: no servers configured (add a "servers" map)`);
        return known;
    }
    for (const n of names)
        if (!known.includes(n))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: no server named "${n}" (known: ${known.join(', ') || 'none'})`);
    return names;
}


/***/ })

};

export const id = 6735;
export const ids = [6735,6604,8644,893,2752,9139,9033];
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

/***/ 28644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  denialsFor: () => (/* binding */ denialsFor),
  inCi: () => (/* binding */ inCi),
  readBaseConfig: () => (/* binding */ readBaseConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/canary/permission.ts
function grants(c, tool, surface) {
    return c.tool === tool && c.surface === surface && c.allowSideEffects === true && typeof c.reason === 'string' && c.reason !== '';
}
/**
 * The head's side-effect grants the base does not also make. `base` is the base config's entry for this server
 * (undefined when the base has none, or none could be read: then every grant is denied, with `baseLabel` saying why).
 */
function baseDenials(head, base, baseLabel) {
    const out = new Map();
    (head.canaries ?? []).forEach((c, i) => {
        if (c.allowSideEffects !== true)
            return;
        if ((base?.canaries ?? []).some((b) => grants(b, c.tool, c.surface)))
            return;
        out.set(i, `in CI side-effect permission comes from the base config, and ${baseLabel} does not grant it for this tool`);
    });
    return out;
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/storage/config-file.ts + 1 modules
var config_file = __webpack_require__(61096);
// EXTERNAL MODULE: ./src/storage/git.ts
var git = __webpack_require__(79033);
;// CONCATENATED MODULE: ./src/cli/canary-base.ts
// In CI, a canary's side-effect permission comes from the base config (the PR's own config cannot grant it): the
// config file as committed at `--base REF`, or at origin/$GITHUB_BASE_REF on a pull_request run.





function inCi(env) {
    return env.CI === 'true' || env.GITHUB_ACTIONS === 'true';
}
/** The base config, or only a label saying why there is none (every side-effect grant is then denied). */
async function readBaseConfig(io, loaded, ref) {
    const baseRef = ref ?? (io.env.GITHUB_BASE_REF ? `origin/${io.env.GITHUB_BASE_REF}` : undefined);
    if (!baseRef)
        return { label: 'no base config (pass --base REF)' };
    if (!loaded)
        return { label: 'an inline server (it has no base config)' };
    const rel = (0,external_node_path_.relative)(io.cwd, loaded.path) || loaded.path;
    const label = `git:${baseRef}:${rel}`;
    try {
        await (0,git.ensureRef)(baseRef, loaded.dir);
        const text = await (0,git.gitShow)(baseRef, loaded.path, loaded.dir);
        if (text === undefined)
            return { label: `${label} (no such file at the base)` };
        return { label, config: (0,config_file.parseConfig)(text, label) };
    }
    catch (e) {
        if (e instanceof errors/* ContractError */.Vl)
            return { label: `${label} (${e.message})` };
        throw e;
    }
}
/** What the base withholds from this server's canaries; nothing outside CI. */
function denialsFor(name, server, base) {
    if (!base)
        return new Map();
    return baseDenials(server, base.config?.servers?.[name], base.label);
}


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

/***/ 46735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// UNUSED EXPORTS: updateCommand

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/render/junit.ts
var junit = __webpack_require__(62752);
// EXTERNAL MODULE: ./src/render/sarif-drift.ts
var sarif_drift = __webpack_require__(9139);
;// CONCATENATED MODULE: ./src/render/ci-report.ts
// JUnit and SARIF for a run of many servers: the same entries (a server's report, or why it has none) in either
// format, so `check` and the Action write them one way.


function renderCiReport(format, entries, opts = {}) {
    if (format === 'sarif')
        return (0,sarif_drift.renderSarifDrift)(entries, opts);
    return (0,junit.renderJunit)(entries.map((e) => ('report' in e ? e.report : { server: e.server, error: e.error })), opts.approved ? { approved: opts.approved } : {});
}

// EXTERNAL MODULE: ./src/cli/sarif-location.ts
var sarif_location = __webpack_require__(4923);
// EXTERNAL MODULE: ./src/cli/formats.ts
var formats = __webpack_require__(18726);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(63882);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/render/markdown.ts + 1 modules
var markdown = __webpack_require__(66328);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
;// CONCATENATED MODULE: ./src/api/render.ts




const REPORT_RENDERERS = {
    text: (report) => (0,render_text.renderText)(report),
    markdown: (report) => (0,markdown.renderMarkdown)([report], { standalone: true }),
    json: (report) => `${JSON.stringify(report, null, 2)}\n`,
    junit: (report) => (0,junit.renderJunit)([report]),
    sarif: (report, context) => (0,sarif_drift.renderSarifDrift)([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root }),
};
const REPORT_FORMATS = Object.keys(REPORT_RENDERERS);
function render(report, format, context) {
    return REPORT_RENDERERS[format](report, context);
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/check.ts
var check = __webpack_require__(50565);
// EXTERNAL MODULE: ./src/capture/concurrent.ts
var concurrent = __webpack_require__(22749);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/cli/capture-target.ts
var capture_target = __webpack_require__(25480);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/canary/run.ts + 1 modules
var run = __webpack_require__(12603);
// EXTERNAL MODULE: ./src/core/diff/canary-coverage.ts
var canary_coverage = __webpack_require__(24090);
// EXTERNAL MODULE: ./src/cli/canary-base.ts + 1 modules
var canary_base = __webpack_require__(28644);
;// CONCATENATED MODULE: ./src/cli/commands/check-run.ts
// `mcp-contract check`, once its first server is starting (check.ts): capture each target, compare it with its
// committed snapshot, classify the drift, maybe update, and report. Loaded while the first server boots.






















function updateCommand(t, io, configPath) {
    if (!configPath)
        return 'run the same command with --update';
    const cfg = configPath ? ` --config ${(0,external_node_path_.relative)(io.cwd, configPath) || configPath}` : '';
    return `npx mcp-contract snapshot${cfg} --server ${t.name}`;
}
/** Runs the target's canaries in each surface's capture session, within its totalMs, collecting the outcomes. */
function canaryHook(label, t, base, outcomes) {
    const denials = (0,canary_base.denialsFor)(t.name, t.server, base);
    return async (plan, session, snap, deadlineAt) => void outcomes.push(...(await (0,run/* runCanaries */.q)(label, t.name, t.server, plan, session, snap, { deadlineAt, denials })));
}
/** One server: capture (with its canaries in the same sessions), compare with its committed snapshot, maybe update. */
async function checkTarget(t, run, slots, early) {
    const { p, io, via, json, label, base, config } = run;
    const declared = t.server.canaries ?? [];
    const runThem = run.canaried.has(t.name);
    const outcomes = [];
    const live = await (0,capture_target.captureTarget)(t, io, via, json, runThem ? canaryHook(label, t, base, outcomes) : undefined, slots, early);
    const canaryInfo = {};
    if (declared.length > 0) {
        if (runThem)
            canaryInfo.canaries = outcomes.sort((a, b) => a.index - b.index);
        else
            canaryInfo.canariesSkipped = (0,args/* flag */.Jt)(p, 'no-canaries') ? '--no-canaries' : '--via inspector has no session to reuse';
        canaryInfo.coverage = (0,canary_coverage/* canaryCoverage */.F)(live);
    }
    const rel = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
    if (!(0,external_node_fs_.existsSync)(t.snapshotPath)) {
        if ((0,args/* flag */.Jt)(p, 'update')) {
            await (0,snapshot_file/* writeCapturedSnapshot */.y9)(t.snapshotPath, live, t.root);
            return { result: { server: t.name, snapshot: rel, status: 'updated', ...canaryInfo } };
        }
        return { result: { server: t.name, snapshot: rel, status: 'missing', ...canaryInfo } };
    }
    const committed = await (0,snapshot_files.readSnapshot)(t.snapshotPath);
    const sameContract = (0,snapshot_files/* sameSnapshot */.DM)(committed, live);
    const note = (0,identity/* codeNote */.YT)(committed, live, !sameContract);
    if (note)
        canaryInfo.codeNote = note;
    if (sameContract) {
        const report = (0,diff/* diffSnapshots */.V)(committed, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: rel, head: 'live' }, tokenizer: await run.tokenizer });
        // Only the recorded identity moved: the contract passes; --update records the new code.
        const update = (0,args/* flag */.Jt)(p, 'update') && (0,snapshot_files/* serializeSnapshot */.DP)(committed) !== (0,snapshot_files/* serializeSnapshot */.DP)(live);
        if (update)
            await (0,snapshot_file/* writeCapturedSnapshot */.y9)(t.snapshotPath, live, t.root);
        return { result: { server: t.name, snapshot: rel, status: update ? 'updated' : 'ok', ...canaryInfo }, report };
    }
    const report = (0,diff/* diffSnapshots */.V)(committed, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: rel, head: 'live' }, tokenizer: await run.tokenizer });
    const recorded = (snap) => JSON.stringify(Object.entries(snap.surfaces).map(([k, v]) => [k, v.canaries ?? []]));
    if (recorded(committed) !== recorded(live))
        canaryInfo.canariesDiffer = true;
    if ((0,args/* flag */.Jt)(p, 'update'))
        await (0,snapshot_file/* writeCapturedSnapshot */.y9)(t.snapshotPath, live, t.root);
    return { result: { server: t.name, snapshot: rel, status: (0,args/* flag */.Jt)(p, 'update') ? 'updated' : 'drift', report, ...canaryInfo }, report };
}
async function runCheck(start, io) {
    const { p, via, config, loaded, targets, label, base, canaried, tokenizer, limit, early } = start;
    const format = p.format;
    const json = format !== 'text';
    const results = [];
    // Every compared server's report, drift or none, for the formats that list each server (JUnit, SARIF).
    const compared = new Map();
    const run = { p, io, via, json, label, base, config, canaried, tokenizer };
    const checked = await (0,concurrent/* allBounded */.rv)(targets, limit, (t, i, slots) => checkTarget(t, run, slots, i === 0 ? early : undefined));
    for (const c of checked) {
        results.push(c.result);
        if (c.report)
            compared.set(c.result.server, c.report);
    }
    const failed = failedRun(results);
    const out = (0,args/* str */.gx)(p, 'out');
    const view = { results, reports: compared, targets, io, configPath: loaded?.path };
    const written = (f) => RENDER[f](view);
    if (out)
        await (0,snapshot_file/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, out), written(p.formatGiven ? format : (0,formats/* formatOfFile */.fd)(out, CHECK_FORMATS)));
    io.stdout(written(format));
    return failed ? 1 : 0;
}
/** What check prints: a line per server, the drift of each that differs, its canaries. */
function textOf(results, targets, io, configPath) {
    const lines = [];
    const say = (text) => lines.push(text);
    for (const r of results) {
        const t = targets.find((x) => x.name === r.server);
        if (r.status === 'ok')
            say(`${r.server}: ${r.snapshot} matches the live server\n`);
        else if (r.status === 'updated')
            say(`${r.server}: updated ${r.snapshot}\n`);
        else if (r.status === 'missing')
            say(`${r.server}: no snapshot at ${r.snapshot}\n  create it with: ${updateCommand(t, io, configPath)}\n`);
        else {
            say(`${r.server}: ${r.snapshot} does not match the live server\n`);
            if (r.report && r.report.changes.length + r.report.ignored.length > 0)
                say(render(r.report, 'text'));
            else if (r.canariesDiffer)
                say("  (no contract changes: the config's canaries differ from the ones the snapshot records)\n");
            else
                say(`  ${render_text/* ONLY_DETAILS_DIFFER */.R}\n`);
            say(`  if the change is intended, update the snapshot and commit it:\n    ${updateCommand(t, io, configPath)}\n`);
        }
        printCanaries(r, say);
    }
    return lines.join('');
}
const CHECK_FORMATS = Object.keys(check/* CHECK */.f.formats);
function failedRun(results) {
    return results.some((r) => r.status === 'drift' || r.status === 'missing' || (r.canaries ?? []).some((c) => c.status === 'failed'));
}
/** JUnit and SARIF list each server: its report, or why it has none, located in its committed snapshot. */
function ciReport(format, v) {
    const entries = v.results.map((r) => {
        const t = v.targets.find((x) => x.name === r.server);
        const snapshot = (0,sarif_location/* fileLocation */.A)(t.snapshotPath, v.io.cwd);
        const report = v.reports.get(r.server);
        return report ? { report, snapshot } : { server: r.server, error: `no snapshot at ${r.snapshot}`, snapshot };
    });
    return renderCiReport(format, entries, { version: version/* VERSION */.x, root: v.io.cwd });
}
const RENDER = {
    text: (v) => textOf(v.results, v.targets, v.io, v.configPath),
    json: (v) => `${JSON.stringify({ ok: !failedRun(v.results), servers: v.results }, null, 2)}\n`,
    junit: (v) => ciReport('junit', v),
    sarif: (v) => ciReport('sarif', v),
};
/** Canary lines: each outcome, then the coverage; a pass is stated as observed on this run, nothing more. */
function printCanaries(r, say) {
    if (r.codeNote)
        say(`${r.server}: note: ${(0,render_text/* cleanTerminal */.m)(r.codeNote, 600)}\n`);
    if (r.canariesSkipped)
        say(`${r.server}: canaries not run (${r.canariesSkipped}): behaviour unverified\n`);
    for (const c of r.canaries ?? []) {
        const what = `canary ${c.index} (tool ${(0,render_text/* cleanTerminal */.m)(c.tool, 80)}, surface ${(0,render_text/* cleanTerminal */.m)(c.surface, 80)})`;
        if (c.status === 'passed')
            say(`${r.server}: ${what}: observed the expected result on this run\n`);
        else
            for (const f of c.failures)
                say(`${r.server}: ${what} failed: ${f.rule}: ${(0,render_text/* cleanTerminal */.m)(f.message, 400)}\n`);
    }
    if (r.coverage)
        say(`${r.server}: ${(0,canary_coverage/* coverageLine */.v)(r.coverage)}\n`);
}


/***/ }),

/***/ 73602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isLive),
/* harmony export */   h: () => (/* binding */ readSides)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6604);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43892);
// The two sides of `diff`: snapshot files, git:REF:PATH, or live servers, with every live side captured at once.




/**
 * A side that is a file is read here; `git:REF:PATH` loads the git code (node:child_process, and with it the network
 * and stream modules) only when a side names it: a diff of two files never parses them.
 */
async function readSide(spec, cwd) {
    if (spec.startsWith('git:'))
        return (await __webpack_require__.e(/* import() */ 9033).then(__webpack_require__.bind(__webpack_require__, 79033))).readSnapshotSpec(spec, cwd);
    return (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__.readSnapshot)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, spec), spec);
}
/** `live` is the config's one server (or --server); `live:NAME` names it, so both sides can be live. */
function isLive(spec) {
    return spec === 'live' || spec.startsWith('live:');
}
async function liveTarget(spec, p, io) {
    const name = spec === 'live' ? undefined : spec.slice('live:'.length);
    if (name === '')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('mcp-contract diff: live: needs a server name (live:NAME)');
    const t = await (0,_targets_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveTargets */ .h5)('diff', name === undefined ? p : { ...p, values: { ...p.values, server: [name] } }, io, 'snapshot');
    if (t.targets.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('mcp-contract diff: live needs exactly one server (--server NAME, or live:NAME)');
    return { target: t.targets[0], config: t.config };
}
/** A failure of a side recorded under the head's name still names the server the user configured. */
function asServer(e, name) {
    if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CaptureError */ .$3) || e.server === name)
        return e;
    return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CaptureError */ .$3(name, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), e.detail);
}
/**
 * Reads both sides. The peers' job (capture the old build, capture the new one, judge) is one process: two live
 * sides are captured concurrently, and both are recorded under the head's server name because they are two builds
 * of one server, so their digests stay comparable and the config key (`old`, `new`) is no origin change.
 */
/** `configured` is told the live sides' config once it is read, before any server starts (the tokenizer loads meanwhile). */
async function readSides(specs, p, io, via, quiet, configured) {
    // The capture code (the MCP SDK) loads only when a side is live, so a diff of two files never parses it; when one
    // is, its chunk is read while the config is.
    const captureModule = specs.some(isLive) ? Promise.all(/* import() */[__webpack_require__.e(9088), __webpack_require__.e(6912), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(2139)]).then(__webpack_require__.bind(__webpack_require__, 25480)) : undefined;
    const live = await Promise.all(specs.map((s) => (isLive(s) ? liveTarget(s, p, io) : undefined)));
    const source = live[1] ?? live[0];
    if (source)
        configured?.(source.config);
    const named = (t) => (live[0] && live[1] ? { ...t, name: live[1].target.name } : t);
    const capture = (await captureModule)?.captureTarget;
    const settled = await Promise.allSettled(specs.map((s, i) => {
        const l = live[i];
        return l && capture ? capture(named(l.target), io, via, quiet).catch((e) => Promise.reject(asServer(e, l.target.name))) : readSide(s, io.cwd);
    }));
    // Both captures are waited for, so a failing side never leaves the other's server running behind the error.
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed)
        throw failed.reason;
    const [base, headSnap] = settled.map((r) => r.value);
    return { base, head: headSnap, config: source?.config };
}


/***/ }),

/***/ 4923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ fileLocation),
/* harmony export */   f: () => (/* binding */ diffLocation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6604);
/* harmony import */ var _diff_sides_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73602);
// Where SARIF results point: the committed snapshot file a change is read from, relative to the working directory.




/** A snapshot file as code scanning locates it: a path under `cwd` stays relative (%SRCROOT%), its text gives lines. */
function fileLocation(file, cwd) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, abs);
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(abs, 'utf8');
    }
    catch {
        text = undefined;
    }
    return { path: rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? abs : rel, text };
}
/**
 * The location of a diff: the head when it is a file, else the base; `git:REF:PATH` names PATH with the lines our
 * serializer writes for it (the form every committed snapshot has); two live sides have no file to point at.
 */
function diffLocation(sides, cwd) {
    for (const { spec, snapshot } of sides) {
        if ((0,_diff_sides_js__WEBPACK_IMPORTED_MODULE_3__/* .isLive */ .D)(spec))
            continue;
        if (spec.startsWith('git:')) {
            const path = spec.slice(4).replace(/^[^:]*:/, '');
            return { path, text: (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeSnapshot */ .DP)(snapshot) };
        }
        return fileLocation(spec, cwd);
    }
    return undefined;
}


/***/ }),

/***/ 62752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJunit: () => (/* binding */ renderJunit)
/* harmony export */ });
/* unused harmony export xmlText */
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


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderSarifDrift: () => (/* binding */ renderSarifDrift)
/* harmony export */ });
/* unused harmony exports SARIF_DRIFT_SCHEMA, sarifText, capabilityLine, capabilityLines */
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71518);



const SARIF_DRIFT_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const ZWSP = '\u200b';
const LEVELS = { breaking: 'error', review: 'warning', safe: 'note' };
/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
function sarifText(text, max = 1000) {
    return (0,_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanTerminal */ .m)(text, max)
        .replace(/[\\[\]]/g, (c) => `\\${c}`)
        .replace(/@/g, `@${ZWSP}`);
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
    const ruleIndex = new Map(_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule, i) => [rule.id, i]));
    const rules = _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule) => ({
        id: rule.id,
        name: ruleName(rule.id),
        shortDescription: { text: sarifText((0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.message).replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
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
    return `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .safeJson */ .oi)(log)}\n`;
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

/***/ 21796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_REPLACE_ENV),
/* harmony export */   c: () => (/* binding */ verifiedFileAt)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.



/**
 * Replace refs (`git replace`) let anyone who can write to the repository's object store make one object read as
 * another; a PR's build can do that to the base snapshot. Every read here sees the objects as committed.
 */
const NO_REPLACE_ENV = { GIT_NO_REPLACE_OBJECTS: '1' };
/**
 * One `git cat-file --batch` for the objects of one file read (a commit, a tree per directory level, the blob): one
 * process instead of one per object. Asked one object at a time, since each id comes from the object before it.
 */
class ObjectReader {
    child;
    /** What git wrote and this reader has not consumed yet, joined only when a read needs it whole. */
    chunks = [];
    length = 0;
    waiting;
    ended = false;
    constructor(top) {
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['--no-replace-objects', 'cat-file', '--batch'], {
            cwd: top,
            env: { ...process.env, ...NO_REPLACE_ENV },
            stdio: ['pipe', 'pipe', 'ignore'],
        });
        this.child.stdout.on('data', (chunk) => {
            this.chunks.push(chunk);
            this.length += chunk.length;
            this.wake();
        });
        const end = () => {
            this.ended = true;
            this.wake();
        };
        this.child.stdout.on('end', end);
        this.child.on('error', end);
        this.child.stdin.on('error', () => undefined);
    }
    wake() {
        const w = this.waiting;
        this.waiting = undefined;
        w?.();
    }
    /** At least `bytes` buffered, or false once git has ended without them. */
    async have(bytes) {
        while (this.length < bytes) {
            if (this.ended)
                return false;
            await new Promise((resolve) => (this.waiting = resolve));
        }
        return true;
    }
    joined() {
        if (this.chunks.length !== 1)
            this.chunks = [Buffer.concat(this.chunks, this.length)];
        return this.chunks[0];
    }
    consume(bytes) {
        const all = this.joined();
        this.chunks = bytes < all.length ? [all.subarray(bytes)] : [];
        this.length -= bytes;
        return all.subarray(0, bytes);
    }
    async headerLine() {
        for (;;) {
            const nl = this.length === 0 ? -1 : this.joined().indexOf(10);
            if (nl >= 0)
                return this.consume(nl + 1).toString('latin1', 0, nl);
            if (this.length > MAX_HEADER || !(await this.have(this.length + 1)))
                return undefined;
        }
    }
    /** The object `id` as git stores it; undefined when git has none by that id, or it is too large to read. */
    async read(id) {
        if (this.ended)
            return undefined;
        this.child.stdin.write(`${id}\n`);
        const header = await this.headerLine();
        // `<id> <type> <size>`, or `<id> missing` (also for what is not a full id of an object here).
        const m = header === undefined ? null : /^([0-9a-f]+) ([a-z]+) (\d+)$/.exec(header);
        if (!m || m[1] !== id)
            return undefined;
        const size = Number(m[3]);
        if (size > MAX_OBJECT_BYTES || !(await this.have(size + 1)))
            return undefined;
        const body = Buffer.from(this.consume(size + 1).subarray(0, size));
        return { type: m[2], body };
    }
    close() {
        this.child.stdin.end();
        this.child.stdout.destroy();
        if (this.child.exitCode === null && this.child.signalCode === null)
            this.child.kill();
    }
}
/** No snapshot, config or tree comes near this; a larger object is refused rather than held in memory. */
const MAX_OBJECT_BYTES = 256 * 1024 * 1024;
/** `<64 hex> <type> <size>`: anything longer than this before a newline is not a header git writes. */
const MAX_HEADER = 200;
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function readObject(reader, type, id, top) {
    const object = await reader.read(id);
    if (object === undefined || object.type !== type)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
    const body = object.body;
    const algorithm = id.length === 64 ? 'sha256' : 'sha1';
    const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)(algorithm).update(`${type} ${body.length}\0`).update(body).digest('hex');
    if (actual !== id)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)} (${type}) does not hash to its id: the repository's object store was altered, so nothing read from it can be trusted`);
    return body;
}
function findEntry(tree, name, idBytes) {
    const wanted = Buffer.from(name, 'utf8');
    let pos = 0;
    while (pos < tree.length) {
        const space = tree.indexOf(0x20, pos);
        const nul = tree.indexOf(0x00, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + idBytes > tree.length)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git tree object is malformed');
        const mode = tree.subarray(pos, space).toString('latin1');
        const entryName = tree.subarray(space + 1, nul);
        const id = tree.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        if (entryName.equals(wanted))
            return { mode, id };
        pos = nul + 1 + idBytes;
    }
    return undefined;
}
/**
 * The content of `rel` (repository-relative, forward slashes) at `commit` (a full object id), every object on the way
 * verified. Undefined when no such file is there; a symlink there is refused (its target is not the file's content).
 */
async function verifiedFileAt(commit, rel, top) {
    if (!HEX_ID.test(commit))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git: "${commit}" is not a full object id`);
    const reader = new ObjectReader(top);
    try {
        return await fileAt(reader, commit, rel, top);
    }
    finally {
        reader.close();
    }
}
async function fileAt(reader, commit, rel, top) {
    const idBytes = commit.length / 2;
    const head = (await readObject(reader, 'commit', commit, top)).toString('latin1');
    const m = /^tree ([0-9a-f]+)\n/.exec(head);
    if (!m)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git commit ${commit.slice(0, 12)} names no tree`);
    let tree = m[1];
    const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
    for (let i = 0; i < segments.length; i++) {
        const entry = findEntry(await readObject(reader, 'tree', tree, top), segments[i], idBytes);
        if (!entry)
            return undefined;
        const last = i === segments.length - 1;
        if (!last) {
            if (entry.mode !== '40000')
                return undefined;
            tree = entry.id;
            continue;
        }
        if (entry.mode === '120000')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
        if (!entry.mode.startsWith('100'))
            return undefined;
        return (await readObject(reader, 'blob', entry.id, top)).toString('utf8');
    }
    return undefined;
}


/***/ }),

/***/ 79033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ensureRef: () => (/* binding */ ensureRef),
/* harmony export */   git: () => (/* binding */ git),
/* harmony export */   gitBlobAt: () => (/* binding */ gitBlobAt),
/* harmony export */   gitCommit: () => (/* binding */ gitCommit),
/* harmony export */   gitShow: () => (/* binding */ gitShow),
/* harmony export */   gitTop: () => (/* binding */ gitTop),
/* harmony export */   readSnapshotSpec: () => (/* binding */ readSnapshotSpec)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78560);
/* harmony import */ var _git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21796);
// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.





function git(args, cwd) {
    return new Promise((done) => {
        const env = { ...process.env, ..._git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REPLACE_ENV */ .P };
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['--no-replace-objects', ...args], { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? (err.code) : 1) : 0;
            done({ code, stdout, stderr });
        });
    });
}
/** The repository's top directory, or undefined outside a checkout. */
async function gitTop(cwd) {
    const r = await git(['rev-parse', '--show-toplevel'], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/**
 * The text of PATH (relative to the repo top) at a commit, read object by object from the commit's own id with every
 * object's hash checked; undefined when it is no file there.
 */
async function gitBlobAt(commit, rel, top) {
    const id = HEX_ID.test(commit) ? commit : await gitCommit(commit, top);
    if (!id)
        return undefined;
    return (0,_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .verifiedFileAt */ .c)(id, rel, top);
}
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The commit a ref names (full sha), or undefined. */
async function gitCommit(ref, cwd) {
    const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/** `REF:PATH` with PATH relative to `cwd`; undefined when the file is absent at REF. */
async function gitShow(ref, path, cwd) {
    const top = await gitTop(cwd);
    if (!top)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path)).split('\\').join('/');
    const commit = await gitCommit(ref, top);
    if (!commit)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: no such git ref "${ref}"`);
    return gitBlobAt(commit, rel, top);
}
/** Makes `ref` available in a shallow checkout (actions/checkout fetches one commit by default). */
async function ensureRef(ref, cwd) {
    if ((await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0)
        return true;
    const remoteRef = ref.replace(/^origin\//, '');
    await git(['fetch', '--no-tags', '--depth=1', 'origin', `${remoteRef}:refs/remotes/origin/${remoteRef}`], cwd);
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0;
}
/** A snapshot side: a file path, or `git:REF:PATH`. */
async function readSnapshotSpec(spec, cwd) {
    if (spec.startsWith('git:')) {
        const rest = spec.slice(4);
        const i = rest.indexOf(':');
        if (i <= 0 || i === rest.length - 1)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: expected git:REF:PATH`);
        const ref = rest.slice(0, i);
        const path = rest.slice(i + 1);
        const text = await gitShow(ref, path, cwd);
        if (text === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: no file "${path}" at git ref "${ref}"`);
        return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSnapshot */ .E$)(text, spec);
    }
    return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readSnapshot */ .RA)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, spec), spec);
}


/***/ })

};

export const id = 9117;
export const ids = [9117];
export const modules = {

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
    return target.snapshotPath ? (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readSnapshot */ .RA)(target.snapshotPath).then(_capture_eras_js__WEBPACK_IMPORTED_MODULE_1__/* .dualEraSurfaces */ .fY, () => []) : [];
}
async function captureTarget(target, io, via, quiet = false, afterLists, slots) {
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
        });
        const shown = quiet ? [] : log.filter((l) => !l.includes('] build: '));
        if (shown.length > 0)
            io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .untrustedBlock */ .C9)(io, shown.flatMap((l) => l.split('\n').map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(x, 500)))));
        for (const w of (0,_core_shared_lossless_js__WEBPACK_IMPORTED_MODULE_3__/* .losslessWarnings */ .WP)(identified))
            io.stderr(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(w, 500)}\n`);
        return identified;
    }
    catch (e) {
        throw withLog(e, log);
    }
}


/***/ }),

/***/ 29117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand),
  updateCommand: () => (/* binding */ updateCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var tokenizer = __webpack_require__(45393);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: ./src/render/junit.ts
var junit = __webpack_require__(62752);
// EXTERNAL MODULE: ./src/render/sarif-drift.ts
var sarif_drift = __webpack_require__(9139);
;// CONCATENATED MODULE: ./src/render/ci-report.ts
// JUnit and SARIF for a run of many servers: the same entries (a server's report, or why it has none) in either
// format, so `check` and the Action write them one way.


function renderCiReport(format, entries, opts = {}) {
    if (format === 'sarif')
        return (0,sarif_drift/* renderSarifDrift */.hE)(entries, opts);
    return (0,junit/* renderJunit */.R)(entries.map((e) => ('report' in e ? e.report : { server: e.server, error: e.error })), opts.approved ? { approved: opts.approved } : {});
}

// EXTERNAL MODULE: ./src/cli/sarif-location.ts
var sarif_location = __webpack_require__(4923);
// EXTERNAL MODULE: ./src/cli/formats.ts
var formats = __webpack_require__(18726);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(63882);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/api/render.ts + 2 modules
var render = __webpack_require__(21548);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
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
// EXTERNAL MODULE: ./src/cli/specs/shared.ts
var shared = __webpack_require__(75664);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
// EXTERNAL MODULE: ./src/canary/run.ts + 1 modules
var canary_run = __webpack_require__(12603);
// EXTERNAL MODULE: ./src/core/diff/canary-coverage.ts
var canary_coverage = __webpack_require__(24090);
// EXTERNAL MODULE: ./src/storage/config-file.ts
var config_file = __webpack_require__(16158);
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
        await (0,git/* ensureRef */.Ck)(baseRef, loaded.dir);
        const text = await (0,git/* gitShow */.k)(baseRef, loaded.path, loaded.dir);
        if (text === undefined)
            return { label: `${label} (no such file at the base)` };
        return { label, config: (0,config_file/* parseConfig */.o4)(text, label) };
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

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(96912);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts
// `mcp-contract check`: the committed snapshot must equal the live surface; drift is classified and exits 1.



























function updateCommand(t, io, configPath) {
    if (!configPath)
        return 'run the same command with --update';
    const cfg = configPath ? ` --config ${(0,external_node_path_.relative)(io.cwd, configPath) || configPath}` : '';
    return `npx mcp-contract snapshot${cfg} --server ${t.name}`;
}
/** Runs the target's canaries in each surface's capture session, within its totalMs, collecting the outcomes. */
function canaryHook(label, t, base, outcomes) {
    const denials = denialsFor(t.name, t.server, base);
    return async (plan, session, snap, deadlineAt) => void outcomes.push(...(await (0,canary_run/* runCanaries */.q)(label, t.name, t.server, plan, session, snap, { deadlineAt, denials })));
}
function runsCanaries(t, p, via) {
    return (t.server.canaries ?? []).length > 0 && !(0,cli_args/* flag */.Jt)(p, 'no-canaries') && via === 'sdk';
}
/** One server: capture (with its canaries in the same sessions), compare with its committed snapshot, maybe update. */
async function checkTarget(t, run, slots) {
    const { p, io, via, json, label, base, config } = run;
    const declared = t.server.canaries ?? [];
    const runThem = runsCanaries(t, p, via);
    const outcomes = [];
    const live = await (0,capture_target.captureTarget)(t, io, via, json, runThem ? canaryHook(label, t, base, outcomes) : undefined, slots);
    const canaryInfo = {};
    if (declared.length > 0) {
        if (runThem)
            canaryInfo.canaries = outcomes.sort((a, b) => a.index - b.index);
        else
            canaryInfo.canariesSkipped = (0,cli_args/* flag */.Jt)(p, 'no-canaries') ? '--no-canaries' : '--via inspector has no session to reuse';
        canaryInfo.coverage = (0,canary_coverage/* canaryCoverage */.F)(live);
    }
    const rel = (0,cli_io/* shownPath */.pS)(io, t.snapshotPath);
    if (!(0,external_node_fs_.existsSync)(t.snapshotPath)) {
        if ((0,cli_args/* flag */.Jt)(p, 'update')) {
            await (0,snapshot_files/* writeSnapshot */.oF)(t.snapshotPath, live, t.root);
            return { result: { server: t.name, snapshot: rel, status: 'updated', ...canaryInfo } };
        }
        return { result: { server: t.name, snapshot: rel, status: 'missing', ...canaryInfo } };
    }
    const committed = await (0,snapshot_files/* readSnapshot */.RA)(t.snapshotPath);
    const sameContract = (0,snapshot_files/* sameSnapshot */.DM)(committed, live);
    const note = (0,identity/* codeNote */.YT)(committed, live, !sameContract);
    if (note)
        canaryInfo.codeNote = note;
    if (sameContract) {
        const report = (0,diff/* diffSnapshots */.V)(committed, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: rel, head: 'live' }, tokenizer: await run.tokenizer });
        // Only the recorded identity moved: the contract passes; --update records the new code.
        const update = (0,cli_args/* flag */.Jt)(p, 'update') && (0,snapshot_files/* serializeSnapshot */.DP)(committed) !== (0,snapshot_files/* serializeSnapshot */.DP)(live);
        if (update)
            await (0,snapshot_files/* writeSnapshot */.oF)(t.snapshotPath, live, t.root);
        return { result: { server: t.name, snapshot: rel, status: update ? 'updated' : 'ok', ...canaryInfo }, report };
    }
    const report = (0,diff/* diffSnapshots */.V)(committed, live, { config: (0,shared_config/* configOfServer */.X)(config, t.name), labels: { base: rel, head: 'live' }, tokenizer: await run.tokenizer });
    const recorded = (snap) => JSON.stringify(Object.entries(snap.surfaces).map(([k, v]) => [k, v.canaries ?? []]));
    if (recorded(committed) !== recorded(live))
        canaryInfo.canariesDiffer = true;
    if ((0,cli_args/* flag */.Jt)(p, 'update'))
        await (0,snapshot_files/* writeSnapshot */.oF)(t.snapshotPath, live, t.root);
    return { result: { server: t.name, snapshot: rel, status: (0,cli_args/* flag */.Jt)(p, 'update') ? 'updated' : 'drift', report, ...canaryInfo }, report };
}
async function checkCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(check/* CHECK */.f, args);
    const via = (0,cli_args/* oneOf */.yL)('check', 'via', (0,cli_args/* str */.gx)(p, 'via'), shared/* VIAS */.M$, 'sdk');
    const format = p.format;
    const json = format !== 'text';
    const { config, loaded, targets } = await (0,cli_targets/* resolveTargets */.h5)('check', p, io, 'snapshot');
    const results = [];
    // Every compared server's report, drift or none, for the formats that list each server (JUnit, SARIF).
    const compared = new Map();
    const label = loaded ? ((0,cli_args/* str */.gx)(p, 'config') ?? config_file/* DEFAULT_CONFIG */.PV) : 'inline server';
    // Read once, before any server starts: side-effect permission in CI is the base config's.
    const base = inCi(io.env) && targets.some((t) => t.server.canaries?.some((c) => c.allowSideEffects)) ? await readBaseConfig(io, loaded, (0,cli_args/* str */.gx)(p, 'base')) : undefined;
    // Canary declarations are config: every one is checked before any server starts.
    for (const t of targets)
        if (runsCanaries(t, p, via))
            (0,canary_run/* checkCanaryConfig */.T)(label, t.name, t.server);
    // The tokenizer loads while the setup runs and the servers start, not after them.
    const run = { p, io, via, json, label, base, config, tokenizer: (0,tokenizer/* tokenizerFor */.v)(config) };
    if (loaded)
        await (0,capture/* runSetup */.xn)(config, loaded.dir);
    const checked = await (0,concurrent/* allBounded */.rv)(targets, (0,concurrent/* parseConcurrency */.nY)((0,cli_args/* str */.gx)(p, 'concurrency'), 'mcp-contract check: --concurrency'), (t, _i, slots) => checkTarget(t, run, slots));
    for (const c of checked) {
        results.push(c.result);
        if (c.report)
            compared.set(c.result.server, c.report);
    }
    const failed = failedRun(results);
    const out = (0,cli_args/* str */.gx)(p, 'out');
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
                say((0,render/* render */.XX)(r.report, 'text'));
            else if (r.canariesDiffer)
                say("  (no contract changes: the config's canaries differ from the ones the snapshot records)\n");
            else
                say(`  ${render_text/* ONLY_DETAILS_DIFFER */.RV}\n`);
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
        say(`${r.server}: note: ${(0,render_text/* cleanTerminal */.m9)(r.codeNote, 600)}\n`);
    if (r.canariesSkipped)
        say(`${r.server}: canaries not run (${r.canariesSkipped}): behaviour unverified\n`);
    for (const c of r.canaries ?? []) {
        const what = `canary ${c.index} (tool ${(0,render_text/* cleanTerminal */.m9)(c.tool, 80)}, surface ${(0,render_text/* cleanTerminal */.m9)(c.surface, 80)})`;
        if (c.status === 'passed')
            say(`${r.server}: ${what}: observed the expected result on this run\n`);
        else
            for (const f of c.failures)
                say(`${r.server}: ${what} failed: ${f.rule}: ${(0,render_text/* cleanTerminal */.m9)(f.message, 400)}\n`);
    }
    if (r.coverage)
        say(`${r.server}: ${(0,canary_coverage/* coverageLine */.v)(r.coverage)}\n`);
}


/***/ })

};

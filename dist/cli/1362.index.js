export const id = 1362;
export const ids = [1362,5480,3099];
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
    const hosts = (0,_hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__/* .hostPass */ .YU)(base, head, config, options.tokenizer);
    const report = (0,_core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    report.hosts = hosts.evidence;
    return report;
}


/***/ }),

/***/ 72968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ countByKind),
/* harmony export */   w: () => (/* binding */ describeCounts)
/* harmony export */ });
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97336);

function countByKind(snapshot) {
    const sets = Object.fromEntries(_core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW.map((k) => [k, new Set()]));
    for (const surface of Object.values(snapshot.surfaces))
        for (const k of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW)
            for (const c of surface.kinds[k].items)
                sets[k].add(c.ref);
    return Object.fromEntries(_core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW.map((k) => [k, sets[k].size]));
}
const LABEL = {
    tool: ['tool', 'tools'],
    prompt: ['prompt', 'prompts'],
    resource: ['resource', 'resources'],
    resourceTemplate: ['template', 'templates'],
};
function describeCounts(counts, separator = ', ') {
    const parts = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW.filter((k) => k !== 'resourceTemplate' || counts[k] > 0).map((k) => `${counts[k]} ${LABEL[k][counts[k] === 1 ? 0 : 1]}`);
    return parts.join(separator);
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

/***/ 81362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  badgeCommand: () => (/* binding */ badgeCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/badge-maker/lib/index.js + 5 modules
var lib = __webpack_require__(68833);
// EXTERNAL MODULE: ./src/badge/stats.ts
var stats = __webpack_require__(72968);
;// CONCATENATED MODULE: ./src/badge/badge.ts
// The README badge: what the committed contract offers, coloured by the state of its last check.
// Counts are the union over surfaces (what the server can offer under any of its configurations), templates shown
// only when there are any \u2014 the same wording as every other summary (stats.ts).


const BADGE_COLORS = {
    ok: 'brightgreen',
    review: 'yellow',
    breaking: 'red',
    stale: 'red',
    unknown: 'lightgrey',
};
/** Said in words as well as colour, so the state survives colour blindness and greyscale. */
const STATE_SUFFIX = {
    ok: '',
    review: 'review pending',
    breaking: 'breaking',
    stale: 'stale',
    unknown: 'unknown',
};
const DEFAULT_BADGE_LABEL = 'mcp contract';
function badgeData(input) {
    const counts = (0,stats/* describeCounts */.w)((0,stats/* countByKind */.L)(input.snapshot), ' · ');
    const suffix = STATE_SUFFIX[input.state];
    return {
        schemaVersion: 1,
        label: input.label ?? DEFAULT_BADGE_LABEL,
        message: suffix ? `${counts} · ${suffix}` : counts,
        color: BADGE_COLORS[input.state],
    };
}
/** The same badge as a static SVG, rendered offline (badge-maker escapes the text for XML). */
function renderBadgeSvg(data) {
    return (0,lib/* makeBadge */.O)({ label: data.label, message: data.message, color: data.color });
}

;// CONCATENATED MODULE: ./src/badge/hosts.ts
const DEFAULT_HOST_BADGE_LABEL = 'mcp hosts';
function hostBadgeData(input) {
    const refusing = input.hosts.filter((h) => h.rejected.length > 0);
    const color = refusing.length === 0 ? 'brightgreen' : refusing.some((h) => h.wholeRequest) ? 'red' : 'yellow';
    // The refused tools are counted, not named: a badge is a summary, and tool names are server text.
    const cells = input.hosts.map((h) => {
        const tools = new Set(h.rejected.map((r) => `${r.surface}\u0000${r.tool}`)).size;
        return tools === 0 ? `${h.host} \u2713` : `${h.host} \u2717 ${tools}`;
    });
    return { schemaVersion: 1, label: input.label ?? DEFAULT_HOST_BADGE_LABEL, message: cells.length > 0 ? cells.join(' ') : 'no hosts', color };
}

// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/capture-target.ts
var capture_target = __webpack_require__(25480);
// EXTERNAL MODULE: ./src/cli/specs/badge.ts
var badge = __webpack_require__(25694);
// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
;// CONCATENATED MODULE: ./src/cli/commands/badge.ts
// `mcp-contract badge`: an SVG made offline and a shields.io endpoint JSON from the same data.













const RENDER = {
    text: (all) => all
        .map((d) => {
        const hosts = d.hosts ? `${d.server}: ${d.hosts.badge.label} | ${d.hosts.badge.message} (${d.hosts.badge.color}) -> ${d.hosts.svg}, ${d.hosts.endpoint}\n` : '';
        return `${d.server}: ${d.badge.label} | ${d.badge.message} (${d.badge.color}) -> ${d.svg}, ${d.endpoint}\n${hosts}`;
    })
        .join(''),
    json: (all) => `${JSON.stringify({ servers: all }, null, 2)}\n`,
};
async function badgeCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(badge/* BADGE */.y, args);
    const { targets, config } = await (0,cli_targets/* resolveTargets */.h5)('badge', p, io, 'snapshot');
    if (targets.length !== 1 && ((0,cli_args/* str */.gx)(p, 'svg') || (0,cli_args/* str */.gx)(p, 'endpoint')))
        throw new errors/* UsageError */.eb('mcp-contract badge: --svg/--endpoint need exactly one --server');
    const drawn = [];
    for (const t of targets) {
        if (!(0,external_node_fs_.existsSync)(t.snapshotPath))
            throw new errors/* UsageError */.eb(`${(0,external_node_path_.relative)(io.cwd, t.snapshotPath)}: no snapshot to draw a badge from (run mcp-contract snapshot)`);
        const committed = await (0,snapshot_files/* readSnapshot */.RA)(t.snapshotPath);
        let state = (0,cli_args/* oneOf */.yL)('badge', 'state', (0,cli_args/* str */.gx)(p, 'state'), badge/* BADGE_STATES */.r, 'ok');
        if ((0,cli_args/* flag */.Jt)(p, 'live')) {
            const live = await (0,capture_target.captureTarget)(t, io, 'sdk', true);
            state = (0,snapshot_files/* sameSnapshot */.DM)(committed, live) ? 'ok' : 'stale';
        }
        const data = badgeData({ snapshot: committed, state, label: (0,cli_args/* str */.gx)(p, 'label') });
        const svgPath = (0,external_node_path_.resolve)(io.cwd, (0,cli_args/* str */.gx)(p, 'svg') ?? (0,external_node_path_.join)('badges', `${t.name}.svg`));
        const endpointPath = (0,external_node_path_.resolve)(io.cwd, (0,cli_args/* str */.gx)(p, 'endpoint') ?? (0,external_node_path_.join)('badges', `${t.name}.json`));
        await (0,snapshot_file/* writeFileAtomic */.Zf)(svgPath, renderBadgeSvg(data));
        await (0,snapshot_file/* writeFileAtomic */.Zf)(endpointPath, `${JSON.stringify(data, null, 2)}\n`);
        const hosts = (0,cli_args/* flag */.Jt)(p, 'hosts') ? await drawHosts(committed, (0,shared_config/* configOfServer */.X)(config, t.name), svgPath, endpointPath, io) : undefined;
        drawn.push({ server: t.name, state, badge: data, svg: (0,external_node_path_.relative)(io.cwd, svgPath), endpoint: (0,external_node_path_.relative)(io.cwd, endpointPath), ...(hosts ? { hosts } : {}) });
    }
    io.stdout(RENDER[p.format](drawn));
    return (0,cli_args/* flag */.Jt)(p, 'live') && drawn.some((d) => d.state !== 'ok') ? 1 : 0;
}
/**
 * The host badge beside the contract's, in a `hosts` folder next to each file (badges/hosts/<server>.svg and .json: a
 * folder, so no server's name can collide with another's host badge), from the acceptance of the configured hosts.
 */
async function drawHosts(committed, config, svgPath, endpointPath, io) {
    // The committed contract against itself: nothing moved, so the report holds the acceptance alone.
    const acceptance = (0,diff/* diffSnapshots */.V)(committed, committed, { config }).hosts?.hosts ?? [];
    const badge = hostBadgeData({ hosts: acceptance });
    const beside = (path) => (0,external_node_path_.join)((0,external_node_path_.dirname)(path), 'hosts', (0,external_node_path_.basename)(path));
    const svg = beside(svgPath);
    const endpoint = beside(endpointPath);
    await (0,snapshot_file/* writeFileAtomic */.Zf)(svg, renderBadgeSvg(badge));
    await (0,snapshot_file/* writeFileAtomic */.Zf)(endpoint, `${JSON.stringify(badge, null, 2)}\n`);
    return { badge, svg: (0,external_node_path_.relative)(io.cwd, svg), endpoint: (0,external_node_path_.relative)(io.cwd, endpoint) };
}


/***/ })

};

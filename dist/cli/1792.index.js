export const id = 1792;
export const ids = [1792];
export const modules = {

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

/***/ 45393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* reexport */ loadTokenizer),
  v: () => (/* reexport */ tokenizerFor)
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

/***/ 11792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diffCommand: () => (/* binding */ diffCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var api_tokenizer = __webpack_require__(45393);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/diff/gate.ts
var gate = __webpack_require__(62208);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
;// CONCATENATED MODULE: ./src/api/render-lazy.ts
const LAZY_RENDERERS = {
    text: async () => {
        const { renderText } = await Promise.all(/* import() */[__webpack_require__.e(9088), __webpack_require__.e(893)]).then(__webpack_require__.bind(__webpack_require__, 70893));
        return (report) => renderText(report);
    },
    markdown: async () => {
        const { renderMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(9088), __webpack_require__.e(6328)]).then(__webpack_require__.bind(__webpack_require__, 66328));
        return (report) => renderMarkdown([report], { standalone: true });
    },
    json: async () => (report) => `${JSON.stringify(report, null, 2)}\n`,
    junit: async () => {
        const { renderJunit } = await __webpack_require__.e(/* import() */ 2752).then(__webpack_require__.bind(__webpack_require__, 62752));
        return (report) => renderJunit([report]);
    },
    sarif: async () => {
        const { renderSarifDrift } = await __webpack_require__.e(/* import() */ 9139).then(__webpack_require__.bind(__webpack_require__, 9139));
        return (report, context) => renderSarifDrift([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root });
    },
};
/** The renderers of `formats` (each loaded once, all at once). */
async function renderersFor(formats) {
    const unique = [...new Set(formats)];
    const loaded = await Promise.all(unique.map((f) => LAZY_RENDERERS[f]()));
    return new Map(unique.map((f, i) => [f, loaded[i]]));
}

// EXTERNAL MODULE: ./src/cli/formats.ts
var formats = __webpack_require__(18726);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/diff.ts
var specs_diff = __webpack_require__(18450);
// EXTERNAL MODULE: ./src/cli/diff-sides.ts
var diff_sides = __webpack_require__(73602);
// EXTERNAL MODULE: ./src/cli/sarif-location.ts
var sarif_location = __webpack_require__(4923);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(63882);
// EXTERNAL MODULE: ./src/cli/std-write.ts
var std_write = __webpack_require__(73153);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: ./src/cli/specs/shared.ts
var shared = __webpack_require__(75664);
// EXTERNAL MODULE: ./src/cli/targets.ts
var targets = __webpack_require__(43892);
;// CONCATENATED MODULE: ./src/cli/commands/diff.ts
// `mcp-contract diff BASE HEAD`: classify the drift between two surfaces (files, git:REF:PATH, `live` or `live:NAME`).






// The renderers of the public API's formats, loaded for the formats asked (a text report parses no markdown or SARIF).











const DIFF_FORMATS = Object.keys(specs_diff/* DIFF */.M.formats);
async function diffCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(specs_diff/* DIFF */.M, args);
    // `diff BASE --live` is `diff BASE live`: the head is captured from the config's server.
    if ((0,cli_args/* flag */.Jt)(p, 'live') && p.positionals.length === 1)
        p.positionals.push('live');
    if (p.positionals.length !== 2)
        throw new errors/* UsageError */.eb('mcp-contract diff: expected BASE and HEAD (a snapshot file, git:REF:PATH, live, or live:NAME)');
    const format = p.format;
    const via = (0,cli_args/* oneOf */.yL)('diff', 'via', (0,cli_args/* str */.gx)(p, 'via'), shared/* VIAS */.M$, 'sdk');
    const [baseSpec, headSpec] = p.positionals;
    const out = (0,cli_args/* str */.gx)(p, 'out');
    // The file holds what --format asked for (`--format markdown --out x.md` is markdown); with no --format, what its
    // extension names (.json stays the JSON report it always was, .md markdown, .xml JUnit, .sarif SARIF, else text).
    const outFormat = out ? (p.formatGiven ? format : (0,formats/* formatOfFile */.fd)(out, DIFF_FORMATS)) : undefined;
    // The renderers' code loads while the sides are read.
    const rendering = renderersFor(outFormat ? [format, outFormat] : [format]);
    rendering.catch(() => undefined);
    const loaded = (0,diff_sides/* isLive */.D)(baseSpec) || (0,diff_sides/* isLive */.D)(headSpec) ? undefined : await (0,targets/* optionalConfig */.pl)(p, io, false);
    // The tokenizer loads while the sides are read (the live servers start): started once the config is known.
    let tokenizer = loaded ? (0,api_tokenizer/* tokenizerFor */.v)(loaded.config) : undefined;
    const sides = await (0,diff_sides/* readSides */.h)([baseSpec, headSpec], p, io, via, format === 'json', (c) => (tokenizer = (0,api_tokenizer/* tokenizerFor */.v)(c)));
    // The head's server (its name in the config) reads its own renames with the shared ones.
    const config = (0,shared_config/* configOfServer */.X)(sides.config ?? loaded?.config ?? {}, sides.head.server);
    const report = (0,diff/* diffSnapshots */.V)(sides.base, sides.head, { config, labels: { base: baseSpec, head: headSpec }, tokenizer: await (tokenizer ?? (0,api_tokenizer/* tokenizerFor */.v)(config)) });
    const renderers = await rendering;
    // Only SARIF points into the snapshot file: no other format reads the head's file a second time for its lines.
    const sarif = format === 'sarif' || outFormat === 'sarif';
    const context = {
        ...(sarif ? { snapshot: (0,sarif_location/* diffLocation */.f)([{ spec: headSpec, snapshot: sides.head }, { spec: baseSpec, snapshot: sides.base }], io.cwd) } : {}),
        root: io.cwd,
        version: version/* VERSION */.x,
    };
    const body = renderers.get(format)(report, context);
    if (out && outFormat)
        await (0,snapshot_file/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, out), renderers.get(outFormat)(report, context));
    io.stdout(body);
    // Both sides were files (or git blobs, read to the end): nothing of this run is left to wind down.
    if (!(0,diff_sides/* isLive */.D)(baseSpec) && !(0,diff_sides/* isLive */.D)(headSpec))
        (0,std_write/* nothingLeftRunning */.gY)();
    return (0,gate/* fails */.c6)(report.summary, p.failOn) ? 1 : 0;
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
    return (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readSnapshot */ .RA)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, spec), spec);
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
    const captureModule = specs.some(isLive) ? Promise.all(/* import() */[__webpack_require__.e(9088), __webpack_require__.e(6975), __webpack_require__.e(3099)]).then(__webpack_require__.bind(__webpack_require__, 25480)) : undefined;
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


/***/ })

};

export const id = 8883;
export const ids = [8883,6604];
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

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   cD: () => (/* binding */ onlyFormOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   rz: () => (/* binding */ onlyForm),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* unused harmony export parserOptions */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89990);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63379);
// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.





/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command, e, options) {
    const help = `(see mcp-contract ${command} --help)`;
    const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const guess = name.startsWith('--') ? (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name.slice(2), Object.keys(options)) : undefined;
        return `mcp-contract ${command}: unknown option ${name}${guess ? ` (did you mean --${guess}?)` : ''} ${help}`;
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        return /argument missing/.test(e.message)
            ? `mcp-contract ${command}: ${name} needs a value ${help}`
            : `mcp-contract ${command}: ${name} takes no value ${help}`;
    }
    return `mcp-contract ${command}: ${e.message.split('\n')[0]} ${help}`;
}
/** `positionals` is how many bare arguments the command takes; more is a usage error rather than silently ignored. */
function parse(command, args, options, positionals = 0) {
    const dd = args.indexOf('--');
    const head = dd >= 0 ? args.slice(0, dd) : args;
    const rest = dd >= 0 ? args.slice(dd + 1) : [];
    let r;
    try {
        r = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: head, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usageMessage(command, e, options));
    }
    if (r.positionals.length > positionals) {
        const extra = r.positionals[positionals];
        const hint = positionals === 0 && /\.json$/.test(extra) && options.config ? ` (a file goes after an option, e.g. --config ${extra})` : '';
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: unexpected argument "${extra}"${hint} (see mcp-contract ${command} --help)`);
    }
    return { values: r.values, positionals: r.positionals, rest };
}
function str(p, name) {
    const v = p.values[name];
    return typeof v === 'string' ? v : undefined;
}
function list(p, name) {
    const v = p.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
function flag(p, name) {
    return p.values[name] === true;
}
function oneOf(command, option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: --${option} must be one of ${allowed.join(', ')} (got "${value}")`);
}
/** A value of a row with choices, its alias resolved; a value outside them is a usage error naming what is taken. */
function chosen(command, row, value) {
    const word = row.aliases && Object.hasOwn(row.aliases, value) ? row.aliases[value] : value;
    return oneOf(command, row.name, word, row.choices ?? [word], word);
}
/** `--format F`, or `--json` (its alias); the two may not disagree. */
function chosenFormat(spec, p) {
    const names = Object.keys(spec.formats ?? { text: '' });
    const format = p.values.format;
    const json = flag(p, 'json');
    if (format === undefined)
        return { format: json ? 'json' : names[0], formatGiven: json };
    if (json && format !== 'json')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: --json is --format json, which --format ${format} contradicts`);
    return { format, formatGiven: true };
}
function maxOperands(spec) {
    if (spec.maxOperands !== undefined)
        return spec.maxOperands;
    const operands = spec.operands ?? [];
    return operands.some((o) => o.repeat) ? Infinity : operands.length;
}
/** What node's parseArgs is given for a command: its table's rows, and nothing else. */
function parserOptions(spec) {
    const options = {};
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec))
        options[r.name] = { type: r.value ? 'string' : 'boolean', ...(r.short ? { short: r.short } : {}), ...(r.repeat ? { multiple: true } : {}) };
    return options;
}
/** Parses a command's arguments with its table: the options it declares, its operands, its format and threshold. */
function parseCommand(spec, args) {
    const p = parse(spec.name, args, parserOptions(spec), maxOperands(spec));
    // Every value with choices is checked, and its alias resolved, before the command sees it.
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec)) {
        const v = p.values[r.name];
        if (r.choices && v !== undefined && typeof v !== 'boolean')
            p.values[r.name] = Array.isArray(v) ? v.map((x) => chosen(spec.name, r, x)) : chosen(spec.name, r, v);
    }
    const failOn = spec.failOn ? (str(p, 'fail-on') ?? spec.failOn.default) : 'none';
    return Object.assign(p, chosenFormat(spec, p), { failOn });
}
/**
 * The arguments hold `option`, which selects one usage form (`init --gateway`, `guard --config` of a gateway): every
 * other option that form does not show is refused by name rather than silently dropped (`--run-as` would not apply).
 */
function onlyFormOf(spec, p, option, what = `--${option}`) {
    onlyForm(spec, p, (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOf */ .QU)(spec, option), what);
}
/** onlyFormOf for the usage form at `index`, one that no option of its own selects (a command after `--`). */
function onlyForm(spec, p, index, what) {
    const shown = (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOptions */ .Xm)(spec, index);
    const stray = Object.keys(p.values).filter((name) => p.values[name] !== undefined && !shown.has(name));
    if (stray.length === 0)
        return;
    const named = stray.map((name) => `--${name}`).join(', ');
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: ${named} ${stray.length === 1 ? 'does' : 'do'} not go with ${what} (see mcp-contract ${spec.name} --help)`);
}


/***/ }),

/***/ 58883:
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
/**
 * Whether a format's report shows the hosts pass's evidence (report.hosts: refusals by host, the context cost). SARIF
 * and JUnit list the changes alone: the CLI's diff skips that work for them (cli/diff-report.ts).
 */
const SHOWS_HOST_EVIDENCE = { text: true, markdown: true, json: true, junit: false, sarif: false };
/** The renderers of `formats` (each loaded once, all at once). */
async function renderersFor(formats) {
    const unique = [...new Set(formats)];
    const loaded = await Promise.all(unique.map((f) => LAZY_RENDERERS[f]()));
    return new Map(unique.map((f, i) => [f, loaded[i]]));
}

;// CONCATENATED MODULE: ./src/cli/diff-report.ts
// Which of the hosts pass's work a `diff` run's formats show (issue 55: skip work the chosen format does not show):
// SARIF and JUnit list the changes and show none of its evidence (every head tool's refusals by host, the context cost
// of both sides), so for them diffSnapshots works out the findings alone (`hostsEvidence: false`), and the tokenizer is
// not even loaded unless a budget judges the cost. The changes, their order, severities and fingerprints are the same
// (cli/diff-report.test.ts).


/** Whether any of the formats written shows the hosts pass's evidence. */
function showsHostEvidence(formats) {
    return formats.some((f) => SHOWS_HOST_EVIDENCE[f]);
}
/** Whether a diff whose formats are `formats` needs the tool list's token count under `config`. */
function needsCount(formats, config) {
    return showsHostEvidence(formats) || config.policy?.contextBudget !== undefined;
}
/** diffSnapshots, with the hosts pass's evidence only where one of `formats` shows it. */
function diffReport(base, head, options, formats) {
    return (0,diff/* diffSnapshots */.V)(base, head, { ...options, hostsEvidence: showsHostEvidence(formats) });
}

// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var api_tokenizer = __webpack_require__(45393);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/diff/gate.ts
var gate = __webpack_require__(62208);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/cli/formats.ts
var cli_formats = __webpack_require__(18726);
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
;// CONCATENATED MODULE: ./src/cli/short-run.ts
// A diff of two files is over in a few hundred milliseconds. On a V8 whose only optimizing tier is TurboFan (Node 20:
// V8 11.3, no Maglev by default), the functions that get hot in it (the hosts checks, the counter, the classifier's
// walks: some fifty in a 1,000-tool diff, --trace-opt) are compiled by TurboFan on a background thread, and that
// compile cost more CPU than their faster code gave back before the process ended: with TurboFan off the 1,000-tool
// diff took 0.78x the CPU, the 100-tool one 0.98x (Node 20, interleaved rounds, issue 55). Node 24 (V8 13, with
// Maglev) measured the other way for 100 tools (1.07x the CPU with TurboFan off), so there it is left on.
/** Whether this V8 tiers hot code from its baseline straight to TurboFan: V8 before 12 (Node 20); Node 22 and later have Maglev. */
function turbofanIsTheOnlyOptimizer(v8Version = process.versions.v8) {
    return Number(v8Version.split('.')[0]) < 12;
}
/**
 * TurboFan off for the rest of this process where that pays for a short run (see above), unless Node was started with a
 * flag about tiering (then V8 is the user's). The V8 flags module loads only where it is used. Whether it turned it off.
 */
async function tierForShortRun(v8Version = process.versions.v8) {
    if (!turbofanIsTheOnlyOptimizer(v8Version))
        return false;
    const { keepTurbofanOff, turbofanIsOurs } = await __webpack_require__.e(/* import() */ 1524).then(__webpack_require__.bind(__webpack_require__, 31524));
    if (!turbofanIsOurs())
        return false;
    keepTurbofanOff();
    return true;
}

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
    const outFormat = out ? (p.formatGiven ? format : (0,cli_formats/* formatOfFile */.fd)(out, DIFF_FORMATS)) : undefined;
    // The renderers' code loads while the sides are read.
    const formats = outFormat ? [format, outFormat] : [format];
    const rendering = renderersFor(formats);
    rendering.catch(() => undefined);
    const live = (0,diff_sides/* isLive */.D)(baseSpec) || (0,diff_sides/* isLive */.D)(headSpec);
    // Two files (or git blobs): a short run, where TurboFan's compiles cost more than they give on Node 20 (short-run.ts);
    // only in the binary's own process, which ends with this command. A live side keeps the capture's own tiering
    // (TurboFan off while it captures, on for the classification after).
    // A failure to switch only costs speed: never an unhandled rejection while the sides are read.
    const tiering = live || !io.ownProcess ? undefined : tierForShortRun().catch(() => false);
    const loaded = live ? undefined : await (0,targets/* optionalConfig */.pl)(p, io, false);
    // The tokenizer loads while the sides are read (the live servers start): started once the config is known.
    // Not at all when no format written shows the cost and no budget judges it (SARIF, JUnit: diff-report.ts).
    const counter = (c) => (needsCount(formats, c) ? (0,api_tokenizer.tokenizerFor)(c) : Promise.resolve(undefined));
    let tokenizer = loaded ? counter(loaded.config) : undefined;
    const sides = await (0,diff_sides/* readSides */.h)([baseSpec, headSpec], p, io, via, format === 'json', (c) => (tokenizer = counter(c)));
    // The head's server (its name in the config) reads its own renames with the shared ones.
    const config = (0,shared_config/* configOfServer */.X)(sides.config ?? loaded?.config ?? {}, sides.head.server);
    await tiering;
    const report = diffReport(sides.base, sides.head, { config, labels: { base: baseSpec, head: headSpec }, tokenizer: await (tokenizer ?? counter(config)) }, formats);
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
    if (!live)
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

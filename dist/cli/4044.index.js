export const id = 4044;
export const ids = [4044,6604,9033,1524];
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

/***/ 26025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseDate: () => (/* binding */ parseDate),
  releaseCommand: () => (/* binding */ releaseCommand)
});

// EXTERNAL MODULE: ./src/api/diff.ts
var diff = __webpack_require__(18921);
// EXTERNAL MODULE: ./src/api/tokenizer.ts + 1 modules
var api_tokenizer = __webpack_require__(45393);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/release/deprecations.ts
var release_deprecations = __webpack_require__(12998);
// EXTERNAL MODULE: ./src/core/release/release-rules.ts
var release_rules = __webpack_require__(73398);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(54452);
;// CONCATENATED MODULE: ./src/core/release/release.ts
// The release gate: removals must have served out a deprecation window, and the version bump must match the drift.
// Pure: `now` and the release dates of past versions are passed in, so every verdict is reproducible in a test.




const DEFAULT_MIN_DEPRECATION_DAYS = 90;
function windowDays(config, kind) {
    const byKind = kind ? config.policy?.minDeprecationDaysByKind?.[kind] : undefined;
    return byKind ?? config.policy?.minDeprecationDays ?? DEFAULT_MIN_DEPRECATION_DAYS;
}
const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;
function parseVersion(s) {
    const m = SEMVER.exec(s.trim());
    if (!m)
        return undefined;
    return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ? m[4].split('.') : [] };
}
function comparePre(a, b) {
    if (a.length === 0 || b.length === 0)
        return b.length - a.length; // a release outranks its pre-releases
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const an = /^\d+$/.test(a[i]);
        const bn = /^\d+$/.test(b[i]);
        if (an && bn) {
            const d = Number(a[i]) - Number(b[i]);
            if (d !== 0)
                return Math.sign(d);
        }
        else if (an !== bn)
            return an ? -1 : 1;
        else if (a[i] !== b[i])
            return a[i] < b[i] ? -1 : 1;
    }
    return Math.sign(a.length - b.length);
}
/** Semver precedence: negative when a < b. */
function compareVersions(a, b) {
    return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch) || comparePre(a.prerelease, b.prerelease);
}
function bumpLevel(base, head) {
    if (compareVersions(head, base) <= 0)
        return 'none';
    const sameCore = head.major === base.major && head.minor === base.minor && head.patch === base.patch;
    if (sameCore)
        return base.prerelease.length > 0 ? 'major' : 'patch';
    if (head.major !== base.major)
        return 'major';
    if (base.major === 0) {
        if (base.minor === 0)
            return 'major';
        if (head.minor !== base.minor)
            return 'major';
        return 'minor';
    }
    if (head.minor !== base.minor)
        return 'minor';
    return 'patch';
}
/** serverInfo.version of the `default` surface, else of the first surface (by name) that reports one. */
function snapshotVersion(snapshot) {
    const names = Object.keys(snapshot.surfaces).sort();
    const order = names.includes('default') ? ['default', ...names.filter((n) => n !== 'default')] : names;
    for (const n of order) {
        const v = snapshot.surfaces[n].server?.serverInfo?.version;
        if (typeof v === 'string' && v.trim() !== '')
            return v.trim();
    }
    return undefined;
}
// ---------------------------------------------------------------- evaluation
/** Change types that can take a capability away from callers on a surface. */
const REMOVING = new Set(['removed', 'renamed', 'merged', 'split', 'exposure']);
function targets(change) {
    return (change.after?.refs ?? []).join(', ');
}
function actionOf(change) {
    const to = targets(change);
    switch (change.type) {
        case 'renamed':
            return to ? `renamed to ${to}` : 'renamed';
        case 'merged':
            return to ? `merged into ${to}` : 'merged';
        case 'split':
            return to ? `split into ${to}` : 'split';
        case 'exposure':
            return 'withdrawn';
        default:
            return 'removed';
    }
}
class Findings {
    list = [];
    seen = new Set();
    add(id, params, ref, surface) {
        const rule = (0,release_rules/* releaseRule */.sb)(id);
        const message = (0,rules/* fillTemplate */.ou)(rule.message, params);
        // A config deprecation applies on every surface; saying the same sentence once per surface adds nothing.
        const key = `${id}\u0000${ref ?? ''}\u0000${message}`;
        if (this.seen.has(key))
            return;
        this.seen.add(key);
        const f = { id, level: rule.level, message, hint: (0,rules/* fillTemplate */.ou)(rule.hint, params), params };
        if (ref !== undefined)
            f.ref = ref;
        if (surface !== undefined)
            f.surface = surface;
        this.list.push(f);
    }
}
function checkRemoval(ctx, ref, surface, action) {
    const window = windowDays(ctx.input.config, (0,canonical/* parseRef */.rd)(ref)?.kind);
    const params = { ref, surface, action, window };
    const dep = (0,release_deprecations/* effectiveDeprecation */.iE)(ctx.all, ref, surface, release_history(ctx.input, ctx.baseVersion, ctx.today));
    if (!dep) {
        ctx.out.add('removed-without-deprecation', params, ref, surface);
        return;
    }
    if (dep.sinceDate === undefined) {
        ctx.out.add('deprecation-age-unknown', { ...params, reason: dep.sinceUnknown ?? 'the deprecation gives no date' }, ref, surface);
    }
    else {
        const days = (0,release_deprecations/* daysBetween */.YM)(dep.sinceDate, ctx.today);
        if (days < window) {
            ctx.out.add('deprecation-window-not-elapsed', { ...params, since: dep.sinceDate, days, earliest: (0,release_deprecations/* addDays */.fi)(dep.sinceDate, window) }, ref, surface);
        }
    }
    if (dep.removeAfter !== undefined && (dep.removeAfterDate === undefined || ctx.today <= dep.removeAfterDate)) {
        ctx.out.add('remove-after-in-future', { ...params, removeAfter: dep.removeAfter }, ref, surface);
    }
}
function checkStillServed(ctx, dep) {
    const { ref, surface } = dep;
    const window = windowDays(ctx.input.config, (0,canonical/* parseRef */.rd)(ref)?.kind);
    const base = { ref, surface, window };
    if (dep.removeAfterDate !== undefined && ctx.today > dep.removeAfterDate) {
        const alias = dep.removeAfterSource === 'alias';
        ctx.out.add(alias ? 'alias-expired-still-served' : 'deprecated-past-remove-after', { ...base, removeAfter: dep.removeAfter ?? dep.removeAfterDate, replacedBy: dep.replacedBy ?? 'its replacement' }, ref, surface);
    }
    if (dep.removeAfter === undefined) {
        const from = dep.sinceDate ?? ctx.today;
        const sinceText = dep.sinceDate ? `since ${dep.sinceDate}` : dep.since ? `since ${dep.since}` : 'no since date';
        const replacement = dep.replacedBy ? `, replaced by ${dep.replacedBy},` : '';
        ctx.out.add('deprecation-without-remove-after', { ...base, sinceText, replacement, earliest: (0,release_deprecations/* addDays */.fi)(from, window) }, ref, surface);
    }
    else if (dep.sinceDate !== undefined && dep.removeAfterDate !== undefined) {
        const days = (0,release_deprecations/* daysBetween */.YM)(dep.sinceDate, dep.removeAfterDate);
        if (days < window) {
            ctx.out.add('remove-after-inside-window', { ...base, since: dep.sinceDate, removeAfter: dep.removeAfter, days, earliest: (0,release_deprecations/* addDays */.fi)(dep.sinceDate, window) }, ref, surface);
        }
    }
}
function checkVersions(ctx, headVersion) {
    const { report } = ctx.input;
    const breaking = report.changes.filter((c) => c.severity === 'breaking').length;
    const review = report.changes.filter((c) => c.severity === 'review').length;
    if (breaking === 0 && review === 0)
        return;
    const b = ctx.baseVersion !== undefined ? parseVersion(ctx.baseVersion) : undefined;
    const h = headVersion !== undefined ? parseVersion(headVersion) : undefined;
    for (const [side, raw, parsed] of [
        ['base', ctx.baseVersion, b],
        ['head', headVersion, h],
    ]) {
        if (!parsed)
            ctx.out.add('version-unparseable', { side, version: raw ?? '(none)' });
    }
    // Unknown versions fail closed for breaking changes: nothing proves the bump.
    const level = b && h ? bumpLevel(b, h) : 'none';
    const versions = { base: ctx.baseVersion ?? 'unknown', head: headVersion ?? 'unknown' };
    if (breaking > 0 && level !== 'major')
        ctx.out.add('breaking-without-major', { ...versions, count: breaking });
    if (breaking === 0 && review > 0 && level !== 'major' && level !== 'minor') {
        ctx.out.add('review-without-minor', { ...versions, count: review });
    }
}
function release_history(input, baseVersion, today) {
    return { versionDates: input.versionDates, baseVersion, ...(input.published ? { published: input.published, releaseDay: today } : {}) };
}
function evaluateRelease(input) {
    const baseVersion = input.baseVersion ?? snapshotVersion(input.base);
    const headVersion = input.headVersion ?? snapshotVersion(input.head);
    const all = (0,release_deprecations/* collectDeprecations */.ME)({ config: input.config, base: input.base, head: input.head, versionDates: input.versionDates, baseVersion });
    const ctx = { input, today: (0,release_deprecations/* dayOf */.kb)(input.now), all, baseVersion, out: new Findings() };
    const baseServed = (0,release_deprecations/* servedRefs */.ss)(input.base);
    const headServed = (0,release_deprecations/* servedRefs */.ss)(input.head);
    for (const change of input.report.changes) {
        if (!REMOVING.has(change.type))
            continue;
        for (const ref of change.before?.refs ?? []) {
            if (!(0,canonical/* parseRef */.rd)(ref))
                continue;
            // Only a capability the base served on this surface and the head no longer serves there is taken away;
            // an alias kept under the old name, or an exposure that widened, takes nothing.
            if (!baseServed.get(change.surface)?.has(ref))
                continue;
            if (headServed.get(change.surface)?.has(ref))
                continue;
            checkRemoval(ctx, ref, change.surface, actionOf(change));
        }
    }
    // Deprecations of what the head still serves. A server-declared marker counts only if the head still carries it:
    // dropping the marker un-deprecates.
    const live = all.filter((d) => d.source === 'config' || d.source === 'alias' || d.seenIn?.includes('head'));
    const deprecations = [];
    for (const [surface, refs] of [...headServed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        for (const ref of [...new Set(live.map((d) => d.ref))].sort()) {
            if (!refs.has(ref))
                continue;
            if (!live.some((d) => d.ref === ref && (d.surface === undefined || d.surface === surface)))
                continue;
            const dep = (0,release_deprecations/* effectiveDeprecation */.iE)(live, ref, surface, release_history(input, baseVersion, ctx.today));
            if (!dep)
                continue;
            deprecations.push(dep);
            checkStillServed(ctx, dep);
        }
    }
    checkVersions(ctx, headVersion);
    const findings = ctx.out.list;
    const result = {
        findings,
        errors: findings.filter((f) => f.level === 'error').length,
        warnings: findings.filter((f) => f.level === 'warning').length,
        deprecations,
    };
    if (baseVersion !== undefined)
        result.baseVersion = baseVersion;
    if (headVersion !== undefined)
        result.headVersion = headVersion;
    return result;
}

// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/storage/config-file.ts + 1 modules
var config_file = __webpack_require__(61096);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/config.ts
var shared_config = __webpack_require__(40139);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/storage/git-objects.ts
var git_objects = __webpack_require__(21796);
;// CONCATENATED MODULE: ./src/storage/tags.ts
// Release history from git tags: the last released snapshot and the dates past versions shipped, for the release gate.






const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function git(cwd, args) {
    const { stdout } = await run('git', ['--no-replace-objects', ...args], {
        cwd,
        env: { ...process.env, ...git_objects/* NO_REPLACE_ENV */.P },
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
    });
    return stdout;
}
async function listTags(cwd) {
    const out = await git(cwd, ['for-each-ref', '--format=%(refname:strip=2)%09%(creatordate:unix)', 'refs/tags']);
    return out
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => {
        const [name, created] = l.split('\t');
        return { name, created: Number(created) };
    });
}
/**
 * Newest first: tags that are semantic versions by version precedence (so `v1.10.0` beats `v1.9.0` and `v2.0.0`
 * beats `v2.0.0-rc.1`), then the other tags by creation date. Ties keep a stable order by name.
 */
function sortTagsNewestFirst(tags) {
    return [...tags].sort((a, b) => {
        const va = parseVersion(a.name);
        const vb = parseVersion(b.name);
        if (va && vb)
            return compareVersions(vb, va) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
        if (va)
            return -1;
        if (vb)
            return 1;
        return b.created - a.created || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    });
}
/** `path` (relative to `cwd`, or absolute) as a path from the repository root, with forward slashes. */
async function repoPath(path, cwd) {
    const top = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    // The work tree may be reached through a symlink (macOS /tmp); compare real paths.
    const [realTop, realAbs] = await Promise.all([(0,promises_.realpath)(top), (0,promises_.realpath)(abs).catch(() => abs)]);
    return (0,external_node_path_.relative)(realTop, realAbs).split(external_node_path_.sep).join('/');
}
async function tagHasFile(cwd, tag, file) {
    try {
        // `^{}` peels an annotated tag to its commit; `:path` then names the blob in that commit's tree.
        const type = (await git(cwd, ['cat-file', '-t', `refs/tags/${tag}^{}:${file}`])).trim();
        return type === 'blob';
    }
    catch {
        return false;
    }
}
async function commitOf(cwd, rev) {
    try {
        return (await git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The commit a tag points at (annotated tags peeled). */
async function tagCommit(cwd, tag) {
    return commitOf(cwd, `refs/tags/${tag}`);
}
async function headCommit(cwd) {
    return commitOf(cwd, 'HEAD');
}
/**
 * Tags whose tree contains `path` and that `skip` does not reject, newest first, found lazily (the newest alone needs
 * no look at older tags); none outside a git work tree.
 */
async function* tagsHolding(path, cwd, skip) {
    let tags;
    let file;
    try {
        tags = await listTags(cwd);
        file = await repoPath(path, cwd);
    }
    catch {
        return;
    }
    for (const tag of sortTagsNewestFirst(tags)) {
        if (!(await tagHasFile(cwd, tag.name, file)))
            continue;
        if (skip && (await skip(tag.name)))
            continue;
        yield tag.name;
    }
}
/** Every tag whose tree contains `path` and that `skip` does not reject, newest first; empty outside a git work tree. */
async function tagsWithFile(path, cwd, skip) {
    const out = [];
    for await (const tag of tagsHolding(path, cwd, skip))
        out.push(tag);
    return out;
}
/** YYYY-MM-DD (UTC) of a commit's committer date. */
async function commitDay(cwd, rev) {
    try {
        const out = (await git(cwd, ['log', '-1', '--format=%ct', `${rev}^{commit}`])).trim();
        const n = Number(out);
        return out !== '' && Number.isFinite(n) ? new Date(n * 1000).toISOString().slice(0, 10) : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The newest tag whose tree contains `path` and that `skip` does not reject, or undefined when none does (or `cwd`
 * is not a git work tree).
 */
async function latestTagWithFile(path, cwd, skip) {
    for await (const tag of tagsHolding(path, cwd, skip))
        return tag;
    return undefined;
}
/**
 * tag -> YYYY-MM-DD (UTC) of its creation: the tagger date of an annotated tag, else its commit's committer date.
 * Empty outside a git work tree: every version-dated deprecation then reports its age as unknown, naming the version.
 */
async function tagDates(cwd) {
    const out = {};
    let tags;
    try {
        tags = await listTags(cwd);
    }
    catch {
        return out;
    }
    for (const tag of tags) {
        if (Number.isFinite(tag.created))
            out[tag.name] = new Date(tag.created * 1000).toISOString().slice(0, 10);
    }
    return out;
}

// EXTERNAL MODULE: ./src/storage/git.ts
var storage_git = __webpack_require__(79033);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(57789);
// EXTERNAL MODULE: ./src/render/message.ts
var message = __webpack_require__(68795);
// EXTERNAL MODULE: ./src/render/hosts.ts
var hosts = __webpack_require__(35579);
// EXTERNAL MODULE: ./src/render/client-rules.ts
var client_rules = __webpack_require__(18515);
;// CONCATENATED MODULE: ./src/render/changelog.ts
// Release notes from a report: what callers must do, grouped the way a changelog reader scans (Keep a Changelog headings).
// Names and descriptions come from the server and are untrusted: every one goes through escape.ts before it is placed.





const SECTIONS = ['Breaking', 'Deprecated', 'Added', 'Changed', 'Removed'];
const KIND_HEADINGS = [
    ['tool', 'Tools'],
    ['prompt', 'Prompts'],
    ['resource', 'Resources'],
    ['resourceTemplate', 'Resource templates'],
    ['server', 'Server'],
    ['config', 'Configuration'],
];
/** Text that can mean nothing to markdown (versions, dates, git refs) reads better unescaped; anything else is escaped. */
function plain(text) {
    return /^[0-9A-Za-z.+\-/ ]*$/.test(text) && !/:\/\/|www\./i.test(text) ? text : (0,render_escape/* escapeInline */.VV)(text);
}
function nameOf(ref) {
    return (0,canonical/* parseRef */.rd)(ref)?.key ?? ref;
}
function names(refs) {
    return refs.map((r) => (0,render_escape/* codeSpan */.SS)(nameOf(r))).join(', ');
}
function andList(refs) {
    const parts = refs.map((r) => (0,render_escape/* codeSpan */.SS)(nameOf(r)));
    return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function aliasKept(change) {
    return change.rule.endsWith('-with-alias');
}
/** One bullet: renames, merges and splits say what callers must do; everything else says what happened. */
function line(change) {
    const from = change.before?.refs ?? [];
    const to = change.after?.refs ?? [];
    const kept = aliasKept(change)
        ? ` The old name${from.length > 1 ? 's are' : ' is'} still served as a deprecated alias for now.`
        : '';
    if (change.type === 'renamed' && from.length > 0 && to.length > 0) {
        return `${names(from)} \u2192 ${names(to)}: callers must call ${names(to)} instead of ${names(from)}.${kept}`;
    }
    if (change.type === 'merged' && from.length > 0 && to.length > 0) {
        return `${names(from)} \u2192 ${names(to)}: callers of ${andList(from)} must call ${names(to)} instead and check its arguments.${kept}`;
    }
    if (change.type === 'split' && from.length > 0 && to.length > 0) {
        return `${names(from)} \u2192 ${names(to)}: callers of ${names(from)} must switch to whichever of ${andList(to)} fits.${kept}`;
    }
    return (0,message/* safeMessage */.N5)(change, 'span');
}
function sectionOf(change) {
    if (change.severity === 'breaking')
        return 'Breaking';
    if (change.type === 'added')
        return 'Added';
    if (change.type === 'removed')
        return 'Removed';
    return 'Changed';
}
function deprecationLine(d) {
    const parts = [];
    if (d.sinceDate)
        parts.push(`since ${plain(d.sinceDate)}`);
    else if (d.since)
        parts.push(`since ${plain(d.since)}`);
    parts.push(d.removeAfter ? `removal after ${plain(d.removeAfter)}` : 'no removal date yet');
    let text = `${(0,render_escape/* codeSpan */.SS)(nameOf(d.ref))}: deprecated (${parts.join(', ')})`;
    if (d.replacedBy)
        text += `; use ${names(d.replacedBy.split(/,\s*/).filter((s) => s !== ''))} instead`;
    if (d.reason)
        text += ` \u2014 ${(0,render_escape/* escapeInline */.VV)(d.reason)}`;
    return `${text}.`;
}
function renderChangelog(report, release, opts = {}) {
    const buckets = new Map();
    const put = (section, kind, text) => {
        let byKind = buckets.get(section);
        if (!byKind)
            buckets.set(section, (byKind = new Map()));
        const lines = byKind.get(kind) ?? [];
        // The same change seen on several surfaces reads the same; say it once.
        if (!lines.includes(text))
            lines.push(text);
        byKind.set(kind, lines);
    };
    for (const change of report.changes)
        put(sectionOf(change), change.kind, line(change));
    const seenDeprecated = new Set();
    for (const d of release?.deprecations ?? []) {
        if (seenDeprecated.has(d.ref))
            continue;
        seenDeprecated.add(d.ref);
        put('Deprecated', (0,canonical/* parseRef */.rd)(d.ref)?.kind ?? 'tool', deprecationLine(d));
    }
    const title = opts.title ?? `Contract changes in ${release?.headVersion ?? report.head}`;
    const out = [`## ${plain(title)}`, ''];
    // What the release costs every request, recorded per release (issue 44): said when the tool list's cost moved.
    const cost = report.hosts ? (0,hosts/* contextCostLine */.Np)(report.hosts) : undefined;
    if (cost !== undefined)
        out.push(cost, '');
    if (buckets.size === 0) {
        out.push('No changes to the MCP contract.', '');
        return out.join('\n');
    }
    for (const section of SECTIONS) {
        const byKind = buckets.get(section);
        if (!byKind)
            continue;
        out.push(`### ${section}`, '');
        for (const [kind, heading] of KIND_HEADINGS) {
            const lines = byKind.get(kind);
            if (!lines)
                continue;
            out.push(`#### ${heading}`, '', ...lines.map((l) => `- ${l}`), '');
        }
    }
    out.push(...(0,client_rules/* clientRulesMarkdown */.G)([report], opts.consent, '###'));
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
;// CONCATENATED MODULE: ./src/render/release.ts


function versions(r) {
    return `${r.baseVersion ?? '?'} -> ${r.headVersion ?? '?'}`;
}
/** The same finding on several surfaces differs only in the surface it names: it is shown once, naming them all. */
function groupReleaseFindings(findings) {
    const out = [];
    const byKey = new Map();
    for (const f of findings) {
        const marker = f.surface ? `surface ${f.surface}` : undefined;
        if (!f.surface || !marker || !f.message.includes(marker)) {
            out.push(f);
            continue;
        }
        const template = f.message.split(marker).join('\u0000');
        const key = JSON.stringify([f.id, f.level, f.ref ?? null, f.hint, template]);
        const seen = byKey.get(key);
        if (seen) {
            seen.surfaces.push(f.surface);
            seen.finding.surface = seen.surfaces.join(', ');
            seen.finding.message = seen.template.split('\u0000').join(`surfaces ${seen.surfaces.join(', ')}`);
        }
        else {
            const copy = { ...f };
            byKey.set(key, { finding: copy, surfaces: [f.surface], template });
            out.push(copy);
        }
    }
    return out;
}
function counts(r) {
    return `${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}`;
}
function perSurface(r, shown) {
    return shown < r.findings.length ? ` (counted per surface; ${shown} distinct below)` : '';
}
function renderReleaseText(server, since, r) {
    const findings = groupReleaseFindings(r.findings);
    const lines = [`release check of ${(0,render_text/* cleanTerminal */.m)(server, 100)} since ${(0,render_text/* cleanTerminal */.m)(since, 100)} (version ${(0,render_text/* cleanTerminal */.m)(versions(r), 80)}): ${counts(r)}${perSurface(r, findings.length)}`];
    const order = (f) => (f.level === 'error' ? 0 : 1);
    for (const f of findings.sort((a, b) => order(a) - order(b))) {
        lines.push(`  ${f.level.toUpperCase().padEnd(8)} ${f.id}${f.ref ? `  ${(0,render_text/* cleanTerminal */.m)(f.ref, 120)}` : ''}`);
        lines.push(`           ${(0,render_text/* cleanTerminal */.m)(f.message)}`);
        if (f.hint)
            lines.push(`           hint: ${(0,render_text/* cleanTerminal */.m)(f.hint, 500)}`);
    }
    if (r.findings.length === 0)
        lines.push('  no deprecation or versioning problems');
    return `${lines.join('\n')}\n`;
}
function renderReleaseMarkdown(server, since, r) {
    const findings = groupReleaseFindings(r.findings);
    const head = `### Release check: ${(0,render_escape/* escapeInline */.VV)(server, 100)} since ${(0,render_escape/* escapeInline */.VV)(since, 100)}\n\n${r.errors === 0 ? '\u2705' : '\u274c'} ${counts(r)} (version ${(0,render_escape/* escapeInline */.VV)(versions(r), 80)})${perSurface(r, findings.length)}\n`;
    if (r.findings.length === 0)
        return `${head}\nNo deprecation or versioning problems.\n`;
    const rows = findings.map((f) => `| ${f.level} | \`${f.id}\` | ${(0,render_escape/* escapeInline */.VV)(f.message, 400)} | ${(0,render_escape/* escapeInline */.VV)(f.hint, 300)} |`);
    return `${head}\n| level | rule | message | what to do |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/release.ts
var release = __webpack_require__(12584);
// EXTERNAL MODULE: ./src/cli/capture-target.ts
var capture_target = __webpack_require__(25480);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
;// CONCATENATED MODULE: ./src/storage/release-base.ts
// Finds what a release is compared against: the last released snapshot, its version, and the release dates of tags.









/** On the push of tag v2.0.0 the newest tag is the release being checked itself: it is not an earlier release. */
async function thisRelease(top, rel, snapshotPath, headText) {
    const judged = headText ?? ((0,external_node_fs_.existsSync)(snapshotPath) ? (0,external_node_fs_.readFileSync)(snapshotPath, 'utf8') : undefined);
    const head = await headCommit(top);
    return async (tag) => head !== undefined && (await tagCommit(top, tag)) === head && (await (0,storage_git.gitShow)(tag, rel, top)) === judged;
}
/** `since`: a snapshot file, or a git ref whose tree holds the snapshot; default the newest tag that holds it. */
async function releaseBase(snapshotPath, since, cwd, headText) {
    if (since && (0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, since)))
        return { snapshot: await (0,snapshot_file/* readSnapshot */.RA)((0,external_node_path_.resolve)(cwd, since)), label: since };
    const top = await (0,storage_git.gitTop)(cwd);
    if (!top) {
        if (since)
            throw new errors/* UsageError */.eb(`--since ${since}: no such file, and ${cwd} is not a git repository`);
        return undefined;
    }
    const rel = (0,external_node_path_.relative)(top, snapshotPath).split('\\').join('/');
    const isThisRelease = await thisRelease(top, rel, snapshotPath, headText);
    const ref = since ?? (await latestTagWithFile(rel, top, isThisRelease));
    if (!ref)
        return undefined;
    const text = await (0,storage_git.gitShow)(ref, rel, top);
    if (text === undefined)
        throw new errors/* UsageError */.eb(`--since ${ref}: no snapshot "${rel}" at that ref`);
    return { snapshot: (0,snapshot_file/* parseSnapshot */.E$)(text, `git:${ref}:${rel}`), label: ref, ref };
}
/**
 * When each deprecation first shipped: every earlier release (the tags holding the snapshot, except the release being
 * checked, plus the baseline ref) is read as committed, and its config and snapshot searched for declarations.
 * Undefined outside a git repository: there is no history, and the declared dates hold.
 */
async function publishedDeprecations(input) {
    const top = await (0,storage_git.gitTop)(input.cwd);
    if (!top)
        return undefined;
    const rel = (0,external_node_path_.relative)(top, input.snapshotPath).split('\\').join('/');
    const configRel = input.configPath ? (0,external_node_path_.relative)(top, input.configPath).split('\\').join('/') : undefined;
    const tags = await tagsWithFile(rel, top, await thisRelease(top, rel, input.snapshotPath, input.headText));
    const dates = { ...(await tagDates(top)), ...input.dates };
    const points = tags.map((t) => ({ release: t, date: dates[t] }));
    if (input.base.ref !== undefined && !tags.includes(input.base.ref))
        points.push({ release: input.base.ref, date: await commitDay(top, input.base.ref) });
    // A server marker reads as a deprecation under today's policy, whatever the policy was then: the text shipped.
    const markers = {};
    if (input.config.policy?.deprecatedMetaKey)
        markers.deprecatedMetaKey = input.config.policy.deprecatedMetaKey;
    if (input.config.policy?.deprecatedDescriptionMarker)
        markers.deprecatedDescriptionMarker = input.config.policy.deprecatedDescriptionMarker;
    const out = [];
    for (const p of points) {
        if (p.date === undefined || p.date > input.releaseDay)
            continue;
        let config = {};
        const configText = configRel ? await (0,storage_git.gitShow)(p.release, configRel, top) : undefined;
        if (configText !== undefined) {
            try {
                config = (0,config_file.parseConfig)(configText, `git:${p.release}:${configRel}`);
            }
            catch {
                // A config that no longer validates declared nothing this version can read.
            }
        }
        let snapshot;
        const snapshotText = await (0,storage_git.gitShow)(p.release, rel, top);
        try {
            snapshot = snapshotText === undefined ? undefined : (0,snapshot_file/* parseSnapshot */.E$)(snapshotText, `git:${p.release}:${rel}`);
        }
        catch {
            snapshot = undefined;
        }
        const policy = { ...config.policy, ...markers };
        // That release's own server entry (the snapshot names it) declared its aliases with the shared renames.
        const own = snapshot ? (0,shared_config/* configOfServer */.X)(config, snapshot.server) : config;
        for (const d of (0,release_deprecations/* collectDeprecations */.ME)({ config: { ...own, policy }, base: snapshot })) {
            out.push({ ref: d.ref, ...(d.surface !== undefined ? { surface: d.surface } : {}), date: p.date, release: p.release });
        }
    }
    return out;
}
function versionOf(text, label) {
    try {
        const v = JSON.parse(text).version;
        if (typeof v === 'string')
            return v;
    }
    catch {
        // fall through to the error below
    }
    throw new errors/* UsageError */.eb(`${label}: no "version" string`);
}
/** The server's version from `versionFrom` (a package.json) at the base ref and in the working tree. */
async function packageVersions(server, configDir, baseRef) {
    if (!server.versionFrom)
        return {};
    const path = (0,external_node_path_.resolve)(configDir, server.versionFrom);
    if (!(0,external_node_fs_.existsSync)(path))
        throw new errors/* UsageError */.eb(`versionFrom ${server.versionFrom}: no such file`);
    const head = versionOf((0,external_node_fs_.readFileSync)(path, 'utf8'), server.versionFrom);
    let base;
    if (baseRef) {
        const text = await (0,storage_git.gitShow)(baseRef, path, (0,external_node_path_.dirname)(path));
        if (text !== undefined)
            base = versionOf(text, `git:${baseRef}:${server.versionFrom}`);
    }
    return { base, head };
}

// EXTERNAL MODULE: ./src/cli/targets.ts
var cli_targets = __webpack_require__(43892);
;// CONCATENATED MODULE: ./src/cli/commands/release.ts
// `mcp-contract release`: removals must have served their deprecation window; the version bump must match the drift.

















function parseDate(value, now) {
    if (value === undefined)
        return now();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        throw new errors/* UsageError */.eb(`mcp-contract release: --date must be YYYY-MM-DD (got "${value}")`);
    return new Date(`${value}T00:00:00Z`);
}
/** Servers without an earlier release show their note in every format but JSON, where it is a field. */
const each = (render) => (all) => all.map((j) => ('note' in j ? `${j.note}\n` : render(j))).join('');
const RENDER = {
    text: each((j) => renderReleaseText(j.server, j.since, j.release)),
    markdown: each((j) => renderReleaseMarkdown(j.server, j.since, j.release)),
    changelog: each((j) => renderChangelog(j.report, j.release, { title: `${j.server} contract changes since ${j.since}`, ...(j.consent ? { consent: j.consent } : {}) })),
    json: (all) => `${JSON.stringify({ ok: all.every((j) => 'note' in j || j.release.errors === 0), servers: all.map((j) => ('consent' in j ? { ...j, consent: undefined } : j)) }, null, 2)}\n`,
};
async function releaseCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(release/* RELEASE */.g, args);
    const now = parseDate((0,cli_args/* str */.gx)(p, 'date'), io.now);
    const { config: shared, loaded, targets } = await (0,cli_targets/* resolveTargets */.h5)('release', p, io, 'snapshot');
    const top = (await (0,storage_git.gitTop)(io.cwd)) ?? io.cwd;
    const versionDates = await tagDates(top);
    const judged = [];
    const toSign = [];
    // Loads while the tags are read and the servers start.
    const tokenizer = (0,api_tokenizer.tokenizerFor)(shared);
    for (const t of targets) {
        const config = (0,shared_config/* configOfServer */.X)(shared, t.name);
        const head = (0,cli_args/* flag */.Jt)(p, 'live') ? await (0,capture_target.captureTarget)(t, io, 'sdk', p.format === 'json') : await (0,snapshot_files.readSnapshot)(t.snapshotPath);
        // Tags hold the snapshot at the config's path; --snapshot only chooses what is judged as the head.
        const committedPath = loaded?.config.servers?.[t.name] ? (0,config_file.snapshotPathOf)(loaded, t.name) : t.snapshotPath;
        const base = await releaseBase(committedPath, (0,cli_args/* str */.gx)(p, 'since'), io.cwd, (0,snapshot_files/* serializeSnapshot */.DP)(head));
        if (!base) {
            judged.push({ server: t.name, since: null, note: `${t.name}: no earlier release holds this snapshot (no tag has it): nothing to enforce yet` });
            const first = (await packageVersions(t.server, t.baseDir, undefined)).head;
            toSign.push({ name: t.name, server: t.server, snapshotPath: t.snapshotPath, head, ...(first ? { packageVersion: first } : {}) });
            continue;
        }
        const versions = await packageVersions(t.server, t.baseDir, base.ref);
        const report = (0,diff/* diffSnapshots */.V)(base.snapshot, head, { config, labels: { base: base.label, head: (0,cli_args/* flag */.Jt)(p, 'live') ? 'live' : 'HEAD' }, tokenizer: await tokenizer });
        const published = await publishedDeprecations({
            snapshotPath: committedPath,
            ...(loaded ? { configPath: loaded.path } : {}),
            config,
            base,
            cwd: io.cwd,
            headText: (0,snapshot_files/* serializeSnapshot */.DP)(head),
            releaseDay: now.toISOString().slice(0, 10),
        });
        const release = evaluateRelease({ report, base: base.snapshot, head, config, now, baseVersion: versions.base, headVersion: versions.head, versionDates, ...(published ? { published } : {}) });
        // Users carry their saved client rules across this release's renames from the snapshot at the two tags.
        const consent = base.ref ? { from: base.ref, to: '<this release tag>', snapshot: (0,external_node_path_.relative)(top, committedPath).split(external_node_path_.sep).join('/') } : undefined;
        judged.push({ server: t.name, since: base.label, release, report, ...(consent ? { consent } : {}) });
        toSign.push({ name: t.name, server: t.server, snapshotPath: t.snapshotPath, head, deprecations: release.deprecations, ...(versions.head ? { packageVersion: versions.head } : {}) });
    }
    const refused = judged.some((j) => 'release' in j && j.release.errors > 0);
    // Only a surface the gate passed is signed: a signature on a refused release would vouch for what was refused.
    const attest = (0,cli_args/* flag */.Jt)(p, 'attest') || (0,cli_args/* str */.gx)(p, 'server-json') !== undefined;
    // The Sigstore libraries load only when signing.
    const signing = attest ? await Promise.all(/* import() */[__webpack_require__.e(5179), __webpack_require__.e(364)]).then(__webpack_require__.bind(__webpack_require__, 50364)) : undefined;
    const signed = signing && !refused ? await signing.attestTargets(p, io, toSign) : [];
    const notSigned = attest && refused ? 'not signed: the release gate refused this release\n' : '';
    if (p.format === 'json') {
        const body = JSON.parse(RENDER.json(judged));
        io.stdout(`${JSON.stringify(attest ? { ...body, attestations: signed } : body, null, 2)}\n`);
    }
    else
        io.stdout(`${RENDER[p.format](judged)}${signing ? (p.format === 'text' ? signing.renderAttestText(signed) : signing.renderAttestChangelog(signed)) : ''}${notSigned}`);
    return refused ? 1 : 0;
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

/***/ 73398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gd: () => (/* binding */ renderReleaseRulesMarkdown),
/* harmony export */   sb: () => (/* binding */ releaseRule)
/* harmony export */ });
/* unused harmony export RELEASE_RULES */
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
// The release checks: one row per finding id with its level and wording, so a finding is plain data plus an id.
// Templates are filled by rules.ts's fillTemplate, raw; renderers escape.

const ROWS = [
    {
        id: 'removed-without-deprecation',
        level: 'error',
        tags: { subject: 'removal', aspect: 'deprecation' },
        message: '{ref} was {action} on surface {surface} without a prior deprecation.',
        hint: 'Keep serving {ref} and deprecate it first (deprecations["{ref}"] with since and removeAfter in the config, or the ' +
            "server's deprecation marker); remove it in a release at least {window} days later.",
        why: 'Callers pinned to the old surface break with no warning; a deprecation is the only notice they get.',
    },
    {
        id: 'deprecation-age-unknown',
        level: 'error',
        tags: { subject: 'removal', aspect: 'deprecation-age' },
        message: '{ref} was {action}, but its deprecation cannot prove the {window}-day window elapsed: {reason}.',
        hint: 'Give the deprecation an ISO date (deprecations["{ref}"].since = "YYYY-MM-DD"), or tag the release that deprecated it so its date is known.',
        why: 'A window that cannot be measured cannot be shown to have passed; guessing would let an unannounced removal through.',
    },
    {
        id: 'deprecation-window-not-elapsed',
        level: 'error',
        tags: { subject: 'removal', aspect: 'deprecation-window' },
        message: '{ref} was {action} {days} days after its deprecation on {since}; the window is {window} days.',
        hint: 'A deprecation counts from the first release that carried it, not from the date it claims. Keep serving {ref} until {earliest}, then remove it.',
        why: 'Callers need the whole window to migrate; a shorter one is a breaking change with a fig leaf.',
    },
    {
        id: 'remove-after-in-future',
        level: 'error',
        tags: { subject: 'removal', aspect: 'remove-after' },
        message: '{ref} was {action} before its announced removal date: removeAfter is {removeAfter}.',
        hint: 'Keep serving {ref} until after {removeAfter}; callers were promised it until then.',
        why: 'The removeAfter date is a published promise; breaking it early breaks callers who planned around it.',
    },
    {
        id: 'breaking-without-major',
        level: 'error',
        tags: { subject: 'version-bump', aspect: 'major' },
        message: '{count} breaking change(s) ship in {base} \u2192 {head}, which is not a major version bump.',
        hint: 'Bump the major version (in 0.x the minor, in 0.0.x the patch), or undo the breaking changes.',
        why: 'Semantic versioning is how callers decide whether an upgrade is safe; a breaking minor release lies to them.',
    },
    {
        id: 'review-without-minor',
        level: 'warning',
        tags: { subject: 'version-bump', aspect: 'minor' },
        message: '{count} change(s) needing review ship in {base} \u2192 {head}, which is not a minor version bump.',
        hint: 'Bump at least the minor version (in 0.x a patch bump is enough) so callers see the surface changed.',
        why: 'Review-level changes alter what the model sees without breaking calls; a patch release hides them, but they may be fine.',
    },
    {
        id: 'version-unparseable',
        level: 'warning',
        tags: { subject: 'version', aspect: 'syntax' },
        message: 'The {side} version "{version}" is not a semantic version, so the version bump cannot be checked.',
        hint: "Report MAJOR.MINOR.PATCH in serverInfo.version, or point the server's versionFrom at a package.json.",
        why: 'Without comparable versions the bump checks can only assume the worst; the breaking check still fails closed.',
    },
    {
        id: 'alias-expired-still-served',
        level: 'warning',
        tags: { subject: 'alias', aspect: 'expiry' },
        message: '{ref} is still served as an alias of {replacedBy} after its aliasUntil date {removeAfter}.',
        hint: 'Remove the alias {ref} now, or move aliasUntil if plans changed.',
        why: 'An alias kept past its date trains callers to ignore dates; nothing breaks yet, so it only warns.',
    },
    {
        id: 'deprecated-past-remove-after',
        level: 'warning',
        tags: { subject: 'deprecation', aspect: 'expiry' },
        message: '{ref} is deprecated and still served after its removeAfter date {removeAfter}.',
        hint: 'Remove {ref} now (its window has passed), or move removeAfter if plans changed.',
        why: 'Keeping a capability longer breaks nobody, but a stale date makes every other date less believable.',
    },
    {
        id: 'deprecation-without-remove-after',
        level: 'warning',
        tags: { subject: 'deprecation', aspect: 'remove-after' },
        message: '{ref} is deprecated ({sinceText}){replacement} with no removeAfter date.',
        hint: 'Add removeAfter, at least {window} days after since (e.g. {earliest}), so callers know when it goes.',
        why: 'A deprecation without an end date gives callers no deadline to plan against.',
    },
    {
        id: 'remove-after-inside-window',
        level: 'warning',
        tags: { subject: 'deprecation', aspect: 'deprecation-window' },
        message: '{ref} has removeAfter {removeAfter}, only {days} days after its deprecation on {since}; the window is {window} days.',
        hint: 'Move removeAfter to {earliest} or later; removing earlier would fail the release check.',
        why: 'The promised date and the policy disagree; it becomes an error only when the removal actually ships.',
    },
];
/** The rows with their severity derived from their level, so the two cannot disagree. */
const RELEASE_RULES = ROWS.map((r) => ({ ...r, severity: _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_OF_LEVEL */ .VD[r.level] }));
const releaseRule = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .byIdOf */ .I7)(RELEASE_RULES, 'release');
/** The README table of release checks. */
function renderReleaseRulesMarkdown() {
    return (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(['id', 'level', 'message', 'why'], RELEASE_RULES.map((r) => [`\`${r.id}\``, r.level, (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.message), (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.why)]));
}


/***/ }),

/***/ 86264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ byIdOf),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   VD: () => (/* binding */ SEVERITY_OF_LEVEL),
/* harmony export */   WC: () => (/* binding */ UNVERIFIED_SEVERITY),
/* harmony export */   ij: () => (/* binding */ CANARY_FAILURE_SEVERITY),
/* harmony export */   mi: () => (/* binding */ tableCellText)
/* harmony export */ });
/**
 * How the words a registry shows map to the one severity vocabulary. The CLI, SARIF and README keep showing each
 * registry's own word; `severity` is what the registries share (and what a merged view of all findings sorts by).
 *
 * | registry | own word              | severity | because                                                        |
 * | -------- | --------------------- | -------- | -------------------------------------------------------------- |
 * | release  | level `error`         | breaking | fails `release`                                                |
 * | release  | level `warning`       | review   | reported, does not fail the gate                               |
 * | scan     | level `error`         | breaking | fails `scan` at the default `--fail-on breaking`               |
 * | scan     | level `warning`       | review   | fails only at `--fail-on review` or lower                      |
 * | scan     | level `note`          | safe     | fails only at `--fail-on safe`                                 |
 * | scan     | layer `unverified`    | review   | names evidence the configuration cannot give; never fails      |
 * | canary   | a failure (every row) | breaking | a failed canary fails `check`                                  |
 */
const SEVERITY_OF_LEVEL = { error: 'breaking', warning: 'review', note: 'safe' };
const UNVERIFIED_SEVERITY = 'review';
const CANARY_FAILURE_SEVERITY = 'breaking';
/** A lookup that fails loudly: an id missing from its registry is a programming error, never a user's. */
function byIdOf(rules, what) {
    const index = new Map(rules.map((r) => [r.id, r]));
    return (id) => {
        const r = index.get(id);
        if (!r)
            throw new Error(`unknown ${what} rule "${id}"`);
        return r;
    };
}
/** Table cell text: a pipe would split the cell and a newline would end the row. */
function tableCellText(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
/** A markdown table (header row, separator, rows), ending in a newline. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return `${[line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')}\n`;
}


/***/ }),

/***/ 18515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ clientRulesMarkdown)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
// What a declared rename, merge or split does to the decisions users saved in their own clients: every rule naming an
// old tool stops matching it, and a deny on an old name does not cover the new one. A few lines for the PR comment and
// the release notes, with the one `mcp-contract consent` command that carries the rules. Tool names are server text:
// each goes through a code span.


const MOVES = new Set(['renamed', 'merged', 'split']);
const MAX_LINES = 20;
function nameOf(ref) {
    return (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(ref)?.key ?? ref;
}
/** One line per declared tool move (surfaces seen once): `a` \u2192 `b`, with the server when there are several. */
function moveLines(reports) {
    const multi = reports.length > 1;
    const out = [];
    for (const r of reports)
        for (const c of r.changes) {
            if (c.kind !== 'tool' || !MOVES.has(c.type) || !c.before?.refs.length || !c.after?.refs.length)
                continue;
            const line = `- ${c.before.refs.map((x) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(nameOf(x), 200)).join(', ')} \u2192 ${c.after.refs.map((x) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(nameOf(x), 200)).join(', ')}${multi ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(r.server, 100)})` : ''}`;
            if (!out.includes(line))
                out.push(line);
        }
    return out;
}
/**
 * The section, or nothing when no tool moved. Without `pair` (a PR, before any release tag exists) the command names
 * the tags and snapshot path to fill in.
 */
function clientRulesMarkdown(reports, pair, heading = '####') {
    const moves = moveLines(reports);
    if (moves.length === 0)
        return [];
    const shown = moves.length > MAX_LINES ? [...moves.slice(0, MAX_LINES), `- and ${moves.length - MAX_LINES} more`] : moves;
    const snapshot = pair?.snapshot ?? '<snapshot>';
    const command = `mcp-contract consent --config mcp-contract.json --from git:${pair?.from ?? '<last release tag>'}:${snapshot} --to git:${pair?.to ?? '<this release tag>'}:${snapshot} --root <your project>`;
    return [
        `${heading} Saved client rules`,
        '',
        "Users' saved rules naming these tools stop matching them, and a deny on an old name does not cover the new one: Claude Code `permissions` (`mcp__<server>__<tool>`), Gemini CLI `includeTools`/`excludeTools`, Codex `enabled_tools`/`disabled_tools`/`tools.<tool>.approval_mode`, VS Code tool sets and gateway profiles.",
        '',
        ...shown,
        '',
        `Users carry them (denies to every successor, allows only to a tool that can do no more) by running, in a clone of this repository: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(command, 600)}; it prints the plan, and \`--write\` applies it.`,
        '',
    ];
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

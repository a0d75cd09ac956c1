export const id = 3784;
export const ids = [3784,6604,1524];
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

/***/ 3763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WORKFLOW: () => (/* binding */ WORKFLOW),
  committedUrl: () => (/* binding */ committedUrl),
  configName: () => (/* binding */ configName),
  headerVariable: () => (/* binding */ headerVariable),
  initCommand: () => (/* binding */ initCommand),
  parseEnv: () => (/* binding */ parseEnv),
  queryVariable: () => (/* binding */ queryVariable),
  workflowFor: () => (/* binding */ workflowFor)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/secrets.ts
var secrets = __webpack_require__(88712);
// EXTERNAL MODULE: ./src/capture/child-env.ts
var child_env = __webpack_require__(47646);
// EXTERNAL MODULE: ./src/badge/stats.ts
var stats = __webpack_require__(72968);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/storage/config-file.ts + 1 modules
var config_file = __webpack_require__(61096);
// EXTERNAL MODULE: ./src/render/terminal.ts
var terminal = __webpack_require__(71518);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/specs/init.ts
var init = __webpack_require__(46343);
// EXTERNAL MODULE: ./src/guard/shell-quote.ts
var shell_quote = __webpack_require__(73882);
// EXTERNAL MODULE: ./src/scan/files.ts
var files = __webpack_require__(85438);
;// CONCATENATED MODULE: ./src/cli/discover/install.ts
// `init --discover`'s `setup`: the repository's install, from the package manager its lockfile names, run once from
// the config's directory before any build (capture.ts runSetup). Installs are never written into builds: builds run
// at once, and several installs into one workspace root race. A lockfile-frozen install (`npm ci`, `--frozen-lockfile`,
// `--immutable`, `uv sync --frozen`) installs what the repository committed, never what a registry serves today.



/** Yarn 1 writes `# yarn lockfile v1` in its first lines; Yarn 2+ (berry) a `__metadata:` block and takes --immutable. */
function yarnInstall(dir) {
    let head = '';
    try {
        const fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, 'yarn.lock'), 'r');
        try {
            const buf = Buffer.alloc(512);
            head = buf.subarray(0, (0,external_node_fs_.readSync)(fd, buf, 0, buf.length, 0)).toString('utf8');
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        // Unreadable: the classic flag is refused by berry, the berry flag by classic; berry is today's default.
    }
    return /yarn lockfile v1/.test(head) ? 'yarn install --frozen-lockfile' : 'yarn install --immutable';
}
// In order of precedence within one directory (npm's shrinkwrap wins over its package-lock, as npm itself reads them).
const LOCKFILES = [
    { file: 'npm-shrinkwrap.json', ecosystem: 'node', install: () => 'npm ci' },
    { file: 'package-lock.json', ecosystem: 'node', install: () => 'npm ci' },
    { file: 'pnpm-lock.yaml', ecosystem: 'node', install: () => 'pnpm install --frozen-lockfile' },
    { file: 'yarn.lock', ecosystem: 'node', install: yarnInstall },
    { file: 'bun.lock', ecosystem: 'node', install: () => 'bun install --frozen-lockfile' },
    { file: 'bun.lockb', ecosystem: 'node', install: () => 'bun install --frozen-lockfile' },
    { file: 'uv.lock', ecosystem: 'python', install: () => 'uv sync --frozen', runner: ['uv', 'run', '--frozen'] },
    { file: 'poetry.lock', ecosystem: 'python', install: () => 'poetry install --no-interaction', runner: ['poetry', 'run'] },
    { file: 'Pipfile.lock', ecosystem: 'python', install: () => 'pipenv sync', runner: ['pipenv', 'run'] },
];
/**
 * The lockfile that governs a package: the nearest one of its ecosystem from its directory up to `top` (the
 * workspace root that holds the config, or the discovered directory when that lies outside it), never above.
 */
function lockOf(pkgDir, top, ecosystem) {
    for (let dir = pkgDir;; dir = (0,external_node_path_.dirname)(dir)) {
        const lock = LOCKFILES.find((l) => l.ecosystem === ecosystem && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, l.file)));
        if (lock)
            return { dir, lock };
        if (dir === top || (0,external_node_path_.dirname)(dir) === dir)
            return undefined;
    }
}
/** The directory that bounds the lockfile search for a package: `base` when the package is inside it, else `root`. */
function searchTop(pkgDir, base, root) {
    const rel = (0,external_node_path_.relative)(base, pkgDir);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel)) ? base : root;
}
/** A directory relative to the config's, as one shell word (never read as an option). */
function dirWord(base, dir) {
    const rel = (0,external_node_path_.relative)(base, dir).split(external_node_path_.sep).join('/') || '.';
    return (0,shell_quote/* shellQuote */.Z)(rel.startsWith('-') ? `./${rel}` : rel);
}
/** One install command per lockfile, each run in its own directory, in the order first needed; joined with `&&`. */
function setupCommand(locks, base) {
    const seen = new Set();
    const steps = [];
    for (const { dir, lock } of locks) {
        const key = (0,external_node_path_.join)(dir, lock.file);
        if (seen.has(key))
            continue;
        seen.add(key);
        const install = lock.install(dir);
        steps.push((0,external_node_path_.resolve)(dir) === (0,external_node_path_.resolve)(base) ? install : `(cd ${dirWord(base, dir)} && ${install})`);
    }
    return steps.length ? steps.join(' && ') : undefined;
}
/** A Python server run inside its locked environment: `uv run --frozen <command> ...` and the like. */
function lockedPython(server, lock) {
    if (!lock.runner)
        return server;
    const [command, ...args] = lock.runner;
    return { ...server, command, args: [...args, server.command ?? '', ...(server.args ?? [])] };
}
/** Whether a package.json names anything to install (a manifest with none needs no install on a runner). */
function declaresDependencies(file) {
    try {
        const m = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        return ['dependencies', 'devDependencies', 'optionalDependencies'].some((k) => typeof m[k] === 'object' && m[k] !== null && Object.keys(m[k]).length > 0);
    }
    catch {
        return false;
    }
}
/**
 * The `setup` for the one server `init` adopts from a repository's root (the config's directory): the install each
 * lockfile there names (Node and Python both, when both are committed), else a pip requirements file. Without it a
 * fresh runner starts the server with no dependencies (ERR_MODULE_NOT_FOUND). `missing` names a manifest that no
 * lockfile governs: nothing is invented for it (an unlocked install takes whatever a registry serves that day).
 */
function rootSetup(dir) {
    const locks = ['node', 'python'].map((e) => lockOf(dir, dir, e)).filter((l) => l !== undefined);
    const from = locks.map((l) => l.lock.file);
    let setup = setupCommand(locks, dir);
    if (!locks.some((l) => l.lock.ecosystem === 'python') && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'requirements.txt'))) {
        setup = [setup, 'python3 -m pip install -r requirements.txt'].filter(Boolean).join(' && ');
        from.push('requirements.txt');
    }
    const missing = !locks.some((l) => l.lock.ecosystem === 'node') && declaresDependencies((0,external_node_path_.join)(dir, 'package.json')) ? 'package.json' : undefined;
    return { ...(setup ? { setup } : {}), from, ...(missing ? { missing } : {}) };
}

;// CONCATENATED MODULE: ./src/cli/discover/find.ts
// `init --discover`: the MCP servers a repository holds, found from what its packages declare (an npm package that
// depends on an MCP server SDK and declares a bin or a start script; a Python project that depends on `mcp` or
// `fastmcp` with a `__main__` module or a console script). What is found is a proposal to review, never trusted:
// nothing found is started. A manifest is repository text like any other: what it names is bounded, quoted and kept
// inside the repository before it is written into a command.






const NODE_SDKS = ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server', 'fastmcp', 'mcp-framework'];
const PYTHON_SDKS = ['mcp', 'fastmcp'];
const SKIP = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', 'dist', 'build', '.tox', '.next', 'coverage', 'site-packages']);
const MAX_DEPTH = 6;
const MAX_DIRS = 20_000;
/** A package.json or pyproject.toml is kilobytes: a larger one is skipped with one line, never read whole. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
function manifests(root) {
    const out = [];
    let seen = 0;
    const walk = (dir, depth) => {
        if (depth > MAX_DEPTH || ++seen > MAX_DIRS)
            return;
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        if (entries.some((e) => e.isFile() && (e.name === 'package.json' || e.name === 'pyproject.toml')))
            out.push(dir);
        for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1)))
            if (e.isDirectory() && !SKIP.has(e.name) && !e.name.startsWith('.'))
                walk((0,external_node_path_.join)(dir, e.name), depth + 1);
    };
    walk(root, 0);
    return out;
}
/** A manifest's text, or why it was not read (too large, not a regular file); undefined when there is none. */
function readManifest(dir, rel, file) {
    const shown = rel === '.' ? file : `${rel}/${file}`;
    try {
        return { text: (0,files/* readBounded */.CB)((0,external_node_path_.join)(dir, file), shown, MAX_MANIFEST_BYTES, 'discovery reads manifests') };
    }
    catch (e) {
        if (e instanceof errors/* UsageError */.eb)
            return { dir: rel, why: `${file}: ${e.message.slice(shown.length + 2)}` };
        return undefined;
    }
}
function parseObject(text) {
    try {
        const v = JSON.parse(text);
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
const record = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
/**
 * A config key from a package name: the scope dropped, only letters, digits, `-` and `_`, starting with a letter or
 * digit as the config schema requires (`__proto__` becomes `proto__`).
 */
function serverKey(name) {
    const bare = name.replace(/^@[^/]+\//, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+|-+$/g, '');
    return bare.slice(0, 64) || 'server';
}
/** A directory as one shell word of a `build` command: quoted, and never read as an option. */
function find_dirWord(rel) {
    return (0,shell_quote/* shellQuote */.Z)(rel.startsWith('-') ? `./${rel}` : rel);
}
/**
 * `path` with its symbolic links resolved as far as it exists (a bin may not be built yet): where it really lands.
 * Undefined when that cannot be known (a dangling link could be pointed anywhere later).
 */
function landing(path) {
    let head = path;
    const tail = [];
    while (!exists(head) && (0,external_node_path_.dirname)(head) !== head) {
        tail.unshift((0,external_node_path_.basename)(head));
        head = (0,external_node_path_.dirname)(head);
    }
    try {
        return (0,external_node_path_.join)((0,external_node_fs_.realpathSync)(head), ...tail);
    }
    catch {
        return undefined;
    }
}
/** Whether anything, a dangling symbolic link included, is at `path`. */
function exists(path) {
    try {
        (0,external_node_fs_.lstatSync)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Whether `target` (in `dir`) stays inside the repository `root`, symbolic links followed. */
function insideRepo(root, dir, target) {
    const top = landing(root);
    const at = (0,external_node_path_.isAbsolute)(target) ? undefined : landing((0,external_node_path_.resolve)(dir, target));
    if (top === undefined || at === undefined)
        return false;
    const rel = (0,external_node_path_.relative)(top, at);
    return rel !== '' && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel);
}
function nodePackage(root, dir, rel) {
    const read = readManifest(dir, rel, 'package.json');
    if (!read || !('text' in read))
        return read;
    const pkg = parseObject(read.text);
    if (!pkg)
        return undefined;
    const deps = { ...record(pkg.dependencies), ...record(pkg.devDependencies), ...record(pkg.peerDependencies) };
    const sdk = NODE_SDKS.find((d) => d in deps);
    if (!sdk)
        return undefined;
    const name = typeof pkg.name === 'string' ? pkg.name : rel;
    const scripts = record(pkg.scripts);
    const bins = typeof pkg.bin === 'string' ? { [name]: pkg.bin } : record(pkg.bin);
    const bin = Object.values(bins).find((b) => typeof b === 'string');
    const build = typeof scripts.build === 'string' ? { build: `npm --prefix ${find_dirWord(rel)} run build` } : {};
    const cwd = rel === '.' ? {} : { cwd: rel };
    if (bin && !insideRepo(root, dir, bin))
        return { dir: rel, why: `package.json declares bin ${JSON.stringify(bin.slice(0, 200))}, which resolves outside the repository` };
    if (bin)
        return { name, dir: rel, why: `package.json depends on ${sdk} and declares bin ${bin}`, server: { command: 'node', args: [bin], ...cwd, ...build }, ecosystem: 'node' };
    if (typeof scripts.start === 'string')
        return { name, dir: rel, why: `package.json depends on ${sdk} and declares a start script`, server: { command: 'npm', args: ['--silent', 'start'], ...cwd, ...build }, ecosystem: 'node' };
    return { dir: rel, why: `package.json depends on ${sdk} but declares neither a bin nor a start script` };
}
/** The few pyproject.toml fields discovery reads, without a TOML library: [project] name, dependencies, scripts. */
function pyproject(text) {
    // `^[ \t]*`, not `^\s*`: with the m flag, `\s*` from every line start runs over every blank line after it (quadratic).
    const name = /^[ \t]*name[ \t]*=[ \t]*["']([^"']+)["']/m.exec(text)?.[1];
    const depsBlock = /^[ \t]*dependencies[ \t]*=[ \t]*\[([\s\S]*?)\]/m.exec(text)?.[1] ?? '';
    const deps = [...depsBlock.matchAll(/["']([A-Za-z0-9_.-]+)/g)].map((m) => m[1].toLowerCase());
    const scriptsBlock = /^\[project\.scripts\]\s*\n([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(text)?.[1] ?? '';
    const scripts = [...scriptsBlock.matchAll(/^[ \t]*["']?([A-Za-z0-9_.-]+)["']?[ \t]*=/gm)].map((m) => m[1]);
    return { name, deps, scripts };
}
function pythonProject(dir, rel) {
    const read = readManifest(dir, rel, 'pyproject.toml');
    if (!read || !('text' in read))
        return read;
    const py = pyproject(read.text);
    const sdk = PYTHON_SDKS.find((d) => py.deps.includes(d));
    if (!sdk)
        return undefined;
    const name = py.name ?? rel;
    const module = name.replace(/-/g, '_');
    // Only a module name python3 -m can import is looked for (a name like `../x` would probe outside the project).
    for (const base of /^[A-Za-z_][A-Za-z0-9_]*$/.test(module) ? ['src', '.'] : []) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, base, module, '__main__.py'))) {
            const cwd = [rel, base].filter((p) => p !== '.').join('/') || '.';
            return { name, dir: rel, why: `pyproject.toml depends on ${sdk}; ${[base, module, '__main__.py'].filter((p) => p !== '.').join('/')} runs it`, server: { command: 'python3', args: ['-m', module], ...(cwd === '.' ? {} : { cwd }) }, ecosystem: 'python' };
        }
    }
    if (py.scripts.length > 0)
        return { name, dir: rel, why: `pyproject.toml depends on ${sdk} and declares the console script ${py.scripts[0]}`, server: { command: py.scripts[0] }, ecosystem: 'python', pipInstall: true };
    return { dir: rel, why: `pyproject.toml depends on ${sdk} but has neither a __main__ module nor a console script` };
}
function isFound(hit) {
    return 'server' in hit;
}
/**
 * Every server the manifests under `root` declare, in path order, with unique config keys; paths from `base`. A
 * Python server whose lockfile names a tool runs inside the environment that tool installs (`uv run --frozen ...`).
 */
function discoverServers(root, base = root) {
    const { found, skipped } = foundIn(root, base);
    const locks = [];
    const unlocked = [];
    const placed = found.map((f) => {
        const dir = (0,external_node_path_.resolve)(base, f.dir);
        const lock = lockOf(dir, searchTop(dir, base, root), f.ecosystem);
        if (lock) {
            locks.push(lock);
            // The locked tool finds its environment from the working directory: the project's, unless the entry has one.
            return f.ecosystem === 'python' ? { ...f, server: { ...lockedPython(f.server, lock.lock), ...(f.server.cwd || f.dir === '.' ? {} : { cwd: f.dir }) } } : f;
        }
        if (!unlocked.some((u) => u.dir === f.dir))
            unlocked.push({ dir: f.dir, install: f.ecosystem === 'node' ? `npm install --prefix ${find_dirWord(f.dir)}` : f.pipInstall ? `python3 -m pip install ${find_dirWord(f.dir)}` : `python3 -m pip install -e ${find_dirWord(f.dir)}` });
        return f;
    });
    const setup = setupCommand(locks, base);
    return { found: placed, skipped, ...(setup ? { setup } : {}), unlocked };
}
function foundIn(root, base) {
    const found = [];
    const skipped = [];
    const keys = new Set();
    for (const dir of manifests(root)) {
        const rel = (0,external_node_path_.relative)(base, dir).split(external_node_path_.sep).join('/') || '.';
        for (const hit of [nodePackage(root, dir, rel), pythonProject(dir, rel)]) {
            if (!hit)
                continue;
            if (!isFound(hit)) {
                skipped.push(hit);
                continue;
            }
            let key = serverKey(hit.name);
            for (let n = 2; keys.has(key); n++)
                key = `${serverKey(hit.name)}-${n}`;
            keys.add(key);
            found.push({ ...hit, name: key });
        }
    }
    return { found, skipped };
}

// EXTERNAL MODULE: ./src/cli/capture-target.ts
var capture_target = __webpack_require__(25480);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/targets.ts
var targets = __webpack_require__(43892);
// EXTERNAL MODULE: ./src/core/shared/trim.ts
var trim = __webpack_require__(26833);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `mcp-contract init`: adopt the tool in one command: a config for the server, its first snapshot, and (optionally)
// the pull-request workflow. Nothing is written unless the first capture is complete.


















/**
 * The pull-request workflow: two jobs. `capture` runs the PR's build and servers and holds no GitHub token
 * (`permissions: {}`, `github-token: ''`, checkout credentials not kept); `judge` holds the token and runs no PR code:
 * it judges the captured artifact against the base branch's files, read through the API. No step runs PR code before
 * the Action: the server's install is the config's `setup` (which `init` writes from the lockfile), run by the Action
 * once before any build. `secrets` are the variables the config refers to as `${VAR}`.
 */
function workflowFor(secrets, shards) {
    const env = secrets.length > 0
        ? `        env:\n${secrets.map((v) => `          ${v}: \${{ secrets.${v} }}\n`).join('')}`
        : '        # env:    # what the config refers to as ${VAR}, from repository secrets (fork PRs get none)\n' +
            '        #   NOTES_API_TOKEN: ${{ secrets.NOTES_API_TOKEN }}\n';
    // A matrix: each capture job takes its stable share (shard: i/n) and uploads its own artifact; the judge downloads
    // them all into shards/ and posts one comment for every server.
    const matrix = shards
        ? `    strategy:\n      fail-fast: false\n      matrix:\n        shard: [${Array.from({ length: shards }, (_, i) => i + 1).join(', ')}]\n`
        : '';
    const shardInput = shards ? `          shard: \${{ matrix.shard }}/${shards}\n` : '';
    const artifact = shards ? 'mcp-contract-capture-${{ matrix.shard }}' : 'mcp-contract-capture';
    const download = shards ? '          pattern: mcp-contract-capture-*\n          path: shards\n' : '          name: mcp-contract-capture\n';
    const report = shards ? 'shards' : 'mcp-contract-report.json';
    return `name: mcp-contract
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled, unlabeled]
  pull_request_review:
    types: [submitted, dismissed]
permissions: {}
jobs:
  # Builds and runs the PR's servers (installs go in the config's "setup", builds in "build"). No GitHub token in this job.
  capture:
    runs-on: ubuntu-latest
    permissions: {}
${matrix}    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - uses: mcp-contract/mcp-contract@v1
        id: capture
${env}        with:
          mode: capture
          github-token: ''
${shardInput}      - if: always() && steps.capture.outputs.report != ''
        uses: actions/upload-artifact@v4
        with:
          name: ${artifact}
          path: \${{ steps.capture.outputs.report }}
  # Judges the capture against the base branch, checks sign-off, comments. Runs no PR code.
  judge:
    needs: capture
    if: \${{ !cancelled() }}
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
    steps:
      - uses: actions/download-artifact@v4
        with:
${download}      - uses: mcp-contract/mcp-contract@v1
        with:
          mode: comment
          report: ${report}
`;
}
const WORKFLOW = workflowFor([]);
/** `--env NAME=VALUE`, or `--env NAME` to take the value from this environment. Values are secrets. */
function parseEnv(entries, environment) {
    const out = {};
    for (const e of entries) {
        const eq = e.indexOf('=');
        const name = eq < 0 ? e : e.slice(0, eq);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            throw new errors/* UsageError */.eb(`mcp-contract init: --env takes NAME=VALUE or NAME (got a bad name "${name.slice(0, 60)}")`);
        const value = eq < 0 ? environment[name] : e.slice(eq + 1);
        if (value === undefined)
            throw new errors/* UsageError */.eb(`mcp-contract init: --env ${name}: ${name} is not set in this environment (give --env ${name}=VALUE)`);
        out[name] = value;
    }
    return out;
}
/** A config-safe server name from what the server calls itself. */
function configName(serverInfoName) {
    const dashed = typeof serverInfoName === 'string' ? serverInfoName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '') : '';
    // The trailing dashes by a loop: `/-+$/` reads a dash run once per dash (quadratic in a name the server chose).
    const n = (0,trim/* withoutTrailing */.h)(dashed, '-');
    return n.slice(0, 60) || 'server';
}
/** Header values are secrets: the config names an environment variable instead of holding the value. */
function headerVariable(name) {
    return `MCP_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
/** Query parameters whose name says credential, or whose value looks like a generated token. */
const SECRET_PARAM = /key|token|secret|auth|pass|pwd|sig|credential|session|code|jwt|bearer/i;
function looksSecret(name, value) {
    return SECRET_PARAM.test(name) || (value.length >= 20 && /[A-Za-z]/.test(value) && /\d/.test(value));
}
function queryVariable(name) {
    return `MCP_QUERY_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
/**
 * The URL as the config may hold it: userinfo and credential-looking query values become `${VAR}` references (the
 * config is committed), with the variables and their values to set. Everything else is kept exactly as given.
 */
function committedUrl(url) {
    const variables = {};
    let out = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i, (_m, scheme, info) => {
        const i = info.indexOf(':');
        const user = i === -1 ? info : info.slice(0, i);
        const pass = i === -1 ? undefined : info.slice(i + 1);
        variables.MCP_URL_USERNAME = decodeSafe(user);
        if (pass === undefined)
            return `${scheme}\${MCP_URL_USERNAME}@`;
        variables.MCP_URL_PASSWORD = decodeSafe(pass);
        return `${scheme}\${MCP_URL_USERNAME}:\${MCP_URL_PASSWORD}@`;
    });
    const q = out.indexOf('?');
    if (q !== -1) {
        const h = out.indexOf('#', q);
        const query = out.slice(q + 1, h === -1 ? undefined : h);
        const pairs = query.split('&').map((pair) => {
            const eq = pair.indexOf('=');
            if (eq === -1)
                return pair;
            const name = decodeSafe(pair.slice(0, eq).replace(/\+/g, ' '));
            const value = decodeSafe(pair.slice(eq + 1).replace(/\+/g, ' '));
            if (value === '' || !looksSecret(name, value))
                return pair;
            const v = queryVariable(name);
            variables[v] = value;
            return `${pair.slice(0, eq)}=\${${v}}`;
        });
        out = `${out.slice(0, q + 1)}${pairs.join('&')}${h === -1 ? '' : out.slice(h)}`;
    }
    return { url: out, variables };
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/**
 * A server started by `init` gets an allow-listed environment, not this shell's: one that fails for want of a
 * variable this shell has (named in its error, or credential-named) is told to pass `--env NAME`.
 */
function withEnvHint(e, env) {
    if (!(e instanceof errors/* ContractError */.Vl) || e.exitCode !== errors/* EXIT */.dc.capture)
        return e;
    const inherited = new Set(child_env/* INHERITED_ENV */.HH);
    const set = Object.keys(env).filter((n) => env[n] !== undefined && env[n] !== '' && !inherited.has(n) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(n));
    const text = `${e.message}\n${e.detail ?? ''}`;
    const named = set.filter((n) => new RegExp(`\\b${n}\\b`).test(text));
    const names = (named.length > 0 ? named : set.filter(secrets/* isCredentialName */.hN)).sort().slice(0, 3);
    const hint = names.length > 0
        ? `the server starts without this shell's variables: if it needs ${names.join(', ')}, pass ${names.map((n) => `--env ${n}`).join(' ')}`
        : "the server starts without this shell's variables: pass --env NAME for each one it needs";
    return new errors/* ContractError */.Vl(`${e.message}; ${hint}`, errors/* EXIT */.dc.capture, e.detail);
}
/** `init --discover [DIR]`: one config entry per server the repository's manifests declare, written for review. */
async function initDiscovered(p, io, configPath, shards) {
    if (p.rest.length > 0 || (0,cli_args/* str */.gx)(p, 'url'))
        throw new errors/* UsageError */.eb('mcp-contract init: --discover finds the servers itself: give no command after -- and no --url');
    const root = (0,external_node_path_.resolve)(io.cwd, p.positionals[0] ?? '.');
    if (!(0,external_node_fs_.existsSync)(root))
        throw new errors/* UsageError */.eb(`mcp-contract init: --discover: ${(0,cli_io/* shownPath */.pS)(io, root)}: no such directory`);
    const dir = (0,external_node_path_.resolve)(configPath, '..');
    const { found, skipped, setup, unlocked } = discoverServers(root, dir);
    if (found.length === 0) {
        const why = skipped.map((s) => `; ${s.dir}: ${s.why}`).join('');
        throw new errors/* UsageError */.eb(`mcp-contract init: --discover found no MCP server under ${(0,cli_io/* shownPath */.pS)(io, root)} (an npm package depending on an MCP server SDK with a bin or start script, or a Python project depending on mcp or fastmcp with a __main__ module or console script)${why}`);
    }
    const config = { ...(setup ? { setup } : {}), servers: Object.fromEntries(found.map((f) => [f.name, f.server])) };
    const text = (0,canonical/* stableStringify */.JB)(config);
    // What the manifests named is checked as the config loader will check it, before the file exists.
    (0,config_file.parseConfig)(text, (0,cli_io/* shownPath */.pS)(io, configPath));
    await (0,snapshot_file/* writeFileAtomic */.Zf)(configPath, text);
    io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, configPath)}: ${found.length} server${found.length === 1 ? '' : 's'} found from their manifests (nothing was started; review every entry before you commit it)\n`);
    // Manifests are repository text: names, directories and commands are shown, never interpreted by the terminal.
    const shown = (t) => (0,terminal/* cleanTerminal */.m)(t, 400);
    for (const f of found)
        io.stdout(`  ${shown(f.name)}: ${shown(f.dir)} (${shown(f.why)}): ${shown([f.server.command, ...(f.server.args ?? [])].join(' '))}${f.server.build ? `; build: ${shown(f.server.build)}` : ''}\n`);
    for (const s of skipped)
        io.stdout(`  not taken: ${shown(s.dir)} (${shown(s.why)})\n`);
    if (setup)
        io.stdout(`  setup (run once from the config's directory, before any build): ${shown(setup)}\n`);
    for (const u of unlocked)
        io.stdout(`  no lockfile governs ${shown(u.dir)}: nothing installs its dependencies; commit one, or write its install into "setup" (such as ${shown(u.install)})\n`);
    if (shards !== undefined || (0,cli_args/* flag */.Jt)(p, 'workflow')) {
        const wf = (0,external_node_path_.resolve)(dir, '.github', 'workflows', 'mcp-contract.yml');
        if ((0,external_node_fs_.existsSync)(wf))
            io.stdout(`kept ${(0,cli_io/* shownPath */.pS)(io, wf)} (it exists)\n`);
        else {
            await (0,snapshot_file/* writeFileAtomic */.Zf)(wf, workflowFor([], shards));
            io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, wf)}\n`);
        }
    }
    io.stdout('next: check the setup, commands, builds and working directories above, then run mcp-contract snapshot to capture each server and write its first snapshot\n');
    return 0;
}
/** `--matrix N`: the workflow's capture job as N matrix shards (2 to 256); only with --workflow. */
function matrixOf(value, workflow) {
    if (value === undefined)
        return undefined;
    if (!workflow)
        throw new errors/* UsageError */.eb('mcp-contract init: --matrix shapes the workflow: give it with --workflow');
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < 2 || n > 256)
        throw new errors/* UsageError */.eb(`mcp-contract init: --matrix: expected a number of capture shards from 2 to 256 (got "${value}")`);
    return n;
}
/** The usage form of a server given as a command after `--` (no option of its own selects it). */
const COMMAND_FORM = init/* INIT */.Z.usage.findIndex((form) => form.endsWith('-- <command> [args...]'));
async function initCommand(args, io) {
    const p = (0,cli_args/* parseCommand */.RM)(init/* INIT */.Z, args);
    // --gateway and --discover each take their own form's options; another one given would be silently dropped.
    if ((0,cli_args/* str */.gx)(p, 'gateway') !== undefined) {
        (0,cli_args/* onlyFormOf */.cD)(init/* INIT */.Z, p, 'gateway');
        return (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(2757), __webpack_require__.e(9772)]).then(__webpack_require__.bind(__webpack_require__, 88904))).initGateway(p, io);
    }
    if ((0,cli_args/* flag */.Jt)(p, 'discover'))
        (0,cli_args/* onlyFormOf */.cD)(init/* INIT */.Z, p, 'discover');
    const shards = matrixOf((0,cli_args/* str */.gx)(p, 'matrix'), (0,cli_args/* flag */.Jt)(p, 'workflow'));
    const configPath = (0,external_node_path_.resolve)(io.cwd, (0,cli_args/* str */.gx)(p, 'config') ?? 'mcp-contract.json');
    if ((0,external_node_fs_.existsSync)(configPath))
        throw new errors/* UsageError */.eb(`${(0,cli_io/* shownPath */.pS)(io, configPath)}: already exists; add the server to it by hand, or pass --config NEW_FILE`);
    if ((0,cli_args/* flag */.Jt)(p, 'discover'))
        return initDiscovered(p, io, configPath, shards);
    if (p.positionals.length > 0)
        throw new errors/* UsageError */.eb(`mcp-contract init: unexpected argument "${p.positionals[0]}" (a directory goes with --discover)`);
    const url = (0,cli_args/* str */.gx)(p, 'url');
    if ((p.rest.length > 0) === Boolean(url))
        throw new errors/* UsageError */.eb('mcp-contract init: give the server as a command after -- or as --url URL');
    // --env is a command's environment and --header/--transport a URL's: given to the other form they would be dropped.
    if (url)
        (0,cli_args/* onlyFormOf */.cD)(init/* INIT */.Z, p, 'url');
    else
        (0,cli_args/* onlyForm */.rz)(init/* INIT */.Z, p, COMMAND_FORM, 'a command after --');
    const headers = (0,targets/* parseHeaders */.QG)((0,cli_args/* list */.p_)(p, 'header'));
    io.protect(Object.values(headers));
    const env = parseEnv((0,cli_args/* list */.p_)(p, 'env'), io.env);
    io.protect(Object.values(env));
    const envNames = Object.keys(env);
    const kept = url ? committedUrl(url) : undefined;
    // A one- or two-letter username would redact every such letter; it is still kept out of the config.
    io.protect(Object.values(kept?.variables ?? {}).filter((v) => v.length >= 3));
    const live = url
        ? { url, headers, ...((0,cli_args/* str */.gx)(p, 'transport') ? { transport: (0,cli_args/* str */.gx)(p, 'transport') } : {}) }
        : { command: p.rest[0], args: p.rest.slice(1), ...(envNames.length > 0 ? { env } : {}) };
    const dir = (0,external_node_path_.resolve)(configPath, '..');
    let snap;
    try {
        snap = await (0,capture_target.captureTarget)({ name: (0,cli_args/* str */.gx)(p, 'name') ?? 'server', server: live, snapshotPath: '', baseDir: dir }, io, 'sdk');
    }
    catch (e) {
        throw url || envNames.length > 0 ? e : withEnvHint(e, io.env);
    }
    const name = (0,cli_args/* str */.gx)(p, 'name') ?? configName(snap.surfaces.default?.server?.serverInfo.name);
    snap.server = name;
    const committed = url
        ? { ...live, url: kept.url, headers: Object.fromEntries(Object.keys(headers).map((h) => [h, `\${${headerVariable(h)}}`])) }
        : { ...live, ...(envNames.length > 0 ? { env: Object.fromEntries(envNames.map((k) => [k, `\${${k}}`])) } : {}) };
    if (url && Object.keys(headers).length === 0)
        delete committed.headers;
    if (url && envNames.length > 0)
        throw new errors/* UsageError */.eb('mcp-contract init: --env is for a server started by command; an HTTP server takes --header');
    const schema = (0,external_node_path_.join)(dir, 'node_modules', 'mcp-contract', 'schemas', 'config.schema.json');
    // The server's install, from the lockfile beside the config: the Action runs it (as snapshot and check do) before
    // the capture, so a fresh runner has the server's dependencies; nothing runs before the Action in its job.
    const install = url ? { from: [] } : rootSetup(dir);
    const config = {
        ...((0,external_node_fs_.existsSync)(schema) ? { $schema: (0,external_node_path_.relative)(dir, schema).split('\\').join('/') } : {}),
        ...(install.setup ? { setup: install.setup } : {}),
        servers: { [name]: committed },
    };
    const snapshotPath = (0,external_node_path_.resolve)(dir, (0,config_file.defaultSnapshotPath)(name));
    await (0,snapshot_file/* writeCapturedSnapshot */.y9)(snapshotPath, snap);
    await (0,snapshot_file/* writeFileAtomic */.Zf)(configPath, (0,canonical/* stableStringify */.JB)(config));
    io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, configPath)}: server "${name}"\n`);
    io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, snapshotPath)}: ${(0,stats/* describeCounts */.w)((0,stats/* countByKind */.L)(snap))}\n`);
    if (install.setup)
        io.stdout(`  setup (from ${install.from.join(', ')}; run once before the capture by the Action, snapshot and check): ${(0,terminal/* cleanTerminal */.m)(install.setup, 400)}\n`);
    if (install.missing)
        io.stdout(`  no lockfile beside ${install.missing}: nothing installs the server's dependencies on a fresh runner; commit one (npm install writes package-lock.json) and add its install as "setup" (such as npm ci)\n`);
    const secretNames = url ? [...Object.keys(kept?.variables ?? {}), ...Object.keys(headers).map(headerVariable)] : envNames;
    if ((0,cli_args/* flag */.Jt)(p, 'workflow')) {
        const wf = (0,external_node_path_.resolve)(dir, '.github', 'workflows', 'mcp-contract.yml');
        if ((0,external_node_fs_.existsSync)(wf))
            io.stdout(`kept ${(0,cli_io/* shownPath */.pS)(io, wf)} (it already exists)\n`);
        else {
            await (0,snapshot_file/* writeFileAtomic */.Zf)(wf, workflowFor(secretNames, shards));
            io.stdout(`wrote ${(0,cli_io/* shownPath */.pS)(io, wf)}\n`);
        }
    }
    const steps = [
        `commit ${(0,cli_io/* shownPath */.pS)(io, configPath)} and ${(0,cli_io/* shownPath */.pS)(io, snapshotPath)}`,
        // A team owner needs a token that can read org membership, which the workflow's GITHUB_TOKEN never has.
        `name who signs off contract changes in .github/CODEOWNERS with user logins, e.g. "/snapshots/ @alice @bob" ` +
            `(a team such as @org/maintainers needs a github-token with the organization permission "members: read": the default GITHUB_TOKEN cannot resolve teams)`,
    ];
    if (secretNames.length > 0)
        steps.push(`set ${secretNames.join(', ')} in the environment to run the CLI, and as repository secrets for the workflow ` +
            `(the config refers to them as \${VAR} instead of holding the values${(0,cli_args/* flag */.Jt)(p, 'workflow') ? '; the workflow passes them to the action' : ''})`);
    if (!url)
        steps.push('add a "build" command to the server entry if it must be built before it starts');
    io.stdout(`next:\n${steps.map((s) => `  - ${s}`).join('\n')}\n`);
    return 0;
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

/***/ 26833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ withoutTrailing)
/* harmony export */ });
// Trailing runs cut by a loop from the end: `/x+$/` on server text is quadratic (each start in a run that is not at the
// end scans the run to its end), so a 16 KB `====\u2026a` would cost 130 million steps.
/** `s` without the run of `ch` (one UTF-16 unit) at its end. */
function withoutTrailing(s, ch) {
    let end = s.length;
    while (end > 0 && s[end - 1] === ch)
        end--;
    return end === s.length ? s : s.slice(0, end);
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


/***/ })

};

export const id = 5672;
export const ids = [5672,893];
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
/* harmony export */   RA: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.RA)
/* harmony export */ });
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78560);
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.



/***/ }),

/***/ 7739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ renderCanaryRulesMarkdown),
/* harmony export */   hr: () => (/* binding */ canaryRule)
/* harmony export */ });
/* unused harmony export CANARY_RULES */
/* harmony import */ var _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86264);
// The canary registry: one row per way a canary fails, with its wording. A canary reports what it observed on this
// run; a pass is evidence for this input at this time, never a promise about the next call.

const ROWS = [
    {
        id: 'canary-tool-missing',
        tags: { subject: 'tool', aspect: 'existence' },
        message: 'The canary for tool `{tool}` could not run: the server no longer lists that tool.',
        hint: 'Restore the tool, or remove its canary from `canaries` in mcp-contract.json if the removal is meant.',
        why: 'The removal itself is a contract change; the canary says its behavioural evidence is gone too.',
    },
    {
        id: 'canary-call-failed',
        tags: { subject: 'call', aspect: 'transport' },
        message: 'Calling `{tool}` failed before any result came back: {error}.',
        hint: 'Check that the server starts and answers `tools/call` for this tool with the canary\'s arguments.',
        why: 'A call that errors at the protocol level exercised none of the behaviour the canary watches.',
    },
    {
        id: 'canary-tool-error',
        tags: { subject: 'result', aspect: 'error' },
        message: 'Tool `{tool}` answered with isError true: {text}.',
        hint: 'Read the error text: the fixed input the canary sends is no longer handled as before.',
        why: 'The same fixed input used to succeed; a tool error means behaviour changed even if the schema did not.',
    },
    {
        id: 'canary-output-schema-missing',
        tags: { subject: 'output-schema', aspect: 'existence' },
        message: 'The canary for `{tool}` checks its outputSchema, but the tool declares none.',
        hint: 'Declare an outputSchema on the tool, or drop `outputSchema` from this canary\'s expectations.',
        why: 'There is nothing to validate against; the check would pass vacuously.',
    },
    {
        id: 'canary-output-schema-violated',
        tags: { subject: 'output-schema', aspect: 'conformance' },
        message: 'The result of `{tool}` does not match its own outputSchema: {error}.',
        hint: 'Make the result match the declared outputSchema, or change the schema (a contract change reported on its own).',
        why: 'Consumers rely on the declared output schema; a result outside it breaks them whatever the listing says.',
    },
    {
        id: 'canary-structured-content-mismatch',
        tags: { subject: 'structured-content', aspect: 'conformance' },
        message: 'The structuredContent of `{tool}` does not match the canary schema: {error}.',
        hint: 'Compare the result with the canary\'s `structuredContent` schema: change the server back, or update that schema if the new facts are meant.',
        why: 'The key facts the canary pins changed for the same input: behaviour drifted under an unchanged schema.',
    },
    {
        id: 'canary-text-mismatch',
        tags: { subject: 'text-content', aspect: 'conformance' },
        message: 'The text content of `{tool}` does not match `{pattern}`: {text}.',
        hint: 'Compare the text with the pattern: change the server back, or update the canary\'s `text` if the new wording is meant.',
        why: 'What the model reads changed for the same input.',
    },
    {
        id: 'canary-match-timeout',
        tags: { subject: 'judgement', aspect: 'time' },
        message: 'Judging the result of `{tool}` was stopped at timeouts.totalMs: a regular expression (the `text` expectation or a `pattern` in a schema) was still matching.',
        hint: 'Simplify the pattern (no nested quantifiers), or raise timeouts.totalMs if the result is legitimately large.',
        why: 'A backtracking pattern against text the server chose can run for minutes; the check ends on time and says so instead of hanging.',
    },
];
const CANARY_RULES = ROWS.map((r) => ({ ...r, severity: _core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .CANARY_FAILURE_SEVERITY */ .ij }));
const canaryRule = (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .byIdOf */ .I7)(CANARY_RULES, 'canary');
/** The README table of canary failures. */
function renderCanaryRulesMarkdown() {
    return (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(['id', 'what it reports', 'why'], CANARY_RULES.map((r) => [`\`${r.id}\``, (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.message), (0,_core_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(r.why)]));
}


/***/ }),

/***/ 12603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ checkCanaryConfig),
  q: () => (/* binding */ runCanaries)
});

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(54452);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./src/capture/bounded-match.ts
var bounded_match = __webpack_require__(36935);
;// CONCATENATED MODULE: ./src/canary/expect.ts
// Judges one canary result against what its config expects. Pure: the result arrives as data; schemas are compiled
// here with Ajv (a schema from the server or the config that cannot compile is a failure to report, not a crash).


/** When the current judgement must end (epoch ms); judging is synchronous, so one module-level value serves. */
let deadlineAt = Number.POSITIVE_INFINITY;
/** Ajv's `pattern` and `patternProperties` go through the same deadline as the `text` expectation. */
const boundedEngine = Object.assign((pattern, flags) => {
    const re = new RegExp(pattern, flags);
    return { test: (s) => (0,bounded_match/* testBefore */.g)(re, s, deadlineAt) };
}, { code: 'new RegExp' });
let expect_ajv;
function instance() {
    // Tool schemas come in every draft and with unknown keywords; validation of the data is what matters here.
    expect_ajv ??= new ajv.Ajv({ strict: false, allErrors: false, validateSchema: false, validateFormats: false, code: { regExp: boundedEngine } });
    return expect_ajv;
}
/** Compiles a schema; `$schema`/`$id` are dropped so any draft's schema compiles and none collides with another. */
function compileSchema(schema) {
    try {
        const copy = typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? { ...schema } : schema;
        if (typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
            delete copy.$schema;
            delete copy.$id;
        }
        return instance().compile(copy);
    }
    catch (e) {
        return `the schema cannot be compiled (${e.message.split('\n')[0]})`;
    }
}
function describe(errors) {
    const e = errors?.[0];
    if (!e)
        return 'invalid';
    const at = e.instancePath === '' ? '/' : e.instancePath;
    const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : e.keyword === 'const' ? ` ${JSON.stringify(e.params.allowedValue)}` : '';
    return `${at} ${e.message ?? 'is invalid'}${extra}`;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The text parts of a tools/call result, joined by newlines. */
function resultText(result) {
    const content = Array.isArray(result.content) ? result.content : [];
    return content
        .filter((c) => isObject(c) && c.type === 'text' && typeof c.text === 'string')
        .map((c) => c.text)
        .join('\n');
}
function excerpt(text) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one === '' ? '(no text)' : `"${one.length > 120 ? `${one.slice(0, 117)}...` : one}"`;
}
/**
 * Every way the result misses the expectation; empty when it meets all of them. Matching stops at `deadline` (epoch
 * ms): a pattern still running then is a `canary-match-timeout`, never a hang past the capture's totalMs.
 */
function judgeCanary(canary, tool, result, deadline = Number.POSITIVE_INFINITY) {
    deadlineAt = deadline;
    try {
        return judge(canary, tool, result);
    }
    catch (e) {
        if (e instanceof bounded_match/* MatchTimeout */.D)
            return [{ rule: 'canary-match-timeout', params: { tool: canary.tool } }];
        throw e;
    }
    finally {
        deadlineAt = Number.POSITIVE_INFINITY;
    }
}
function judge(canary, tool, result) {
    const name = canary.tool;
    const text = resultText(result);
    if (result.isError === true)
        return [{ rule: 'canary-tool-error', params: { tool: name, text: excerpt(text) } }];
    const out = [];
    const structured = result.structuredContent;
    if (canary.expect.outputSchema) {
        if (tool.outputSchema === undefined)
            out.push({ rule: 'canary-output-schema-missing', params: { tool: name } });
        else if (structured === undefined)
            out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: 'the result has no structuredContent' } });
        else {
            const v = compileSchema(tool.outputSchema);
            if (typeof v === 'string')
                out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: v } });
            else if (!v(structured))
                out.push({ rule: 'canary-output-schema-violated', params: { tool: name, error: describe(v.errors) } });
        }
    }
    if (canary.expect.structuredContent !== undefined) {
        const v = compileSchema(canary.expect.structuredContent);
        if (structured === undefined)
            out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: 'the result has no structuredContent' } });
        else if (typeof v === 'string')
            out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: v } });
        else if (!v(structured))
            out.push({ rule: 'canary-structured-content-mismatch', params: { tool: name, error: describe(v.errors) } });
    }
    if (canary.expect.text !== undefined && !(0,bounded_match/* testBefore */.g)(new RegExp(canary.expect.text), text, deadlineAt)) {
        out.push({ rule: 'canary-text-mismatch', params: { tool: name, pattern: canary.expect.text, text: excerpt(text) } });
    }
    return out;
}
/** Problems a canary's own config has, found before anything is started. */
function canaryConfigProblem(canary) {
    if (canary.expect.text !== undefined) {
        try {
            new RegExp(canary.expect.text);
        }
        catch (e) {
            return `/expect/text: not a valid regular expression (${e.message})`;
        }
    }
    if (canary.expect.structuredContent !== undefined) {
        const v = compileSchema(canary.expect.structuredContent);
        if (typeof v === 'string')
            return `/expect/structuredContent: ${v}`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/canary/rules.ts
var canary_rules = __webpack_require__(7739);
;// CONCATENATED MODULE: ./src/canary/run.ts





/** Checks every canary's own config before the server starts: one line naming the file, server and index. */
function checkCanaryConfig(label, name, server) {
    const surfaces = Object.keys(server.surfaces ?? { default: {} });
    (server.canaries ?? []).forEach((c, i) => {
        const at = `${label}: /servers/${name}/canaries/${i}`;
        if (c.surface !== undefined && !surfaces.includes(c.surface))
            throw new errors/* UsageError */.eb(`${at}/surface: server "${name}" has no surface "${c.surface}"`);
        const problem = canaryConfigProblem(c);
        if (problem)
            throw new errors/* UsageError */.eb(`${at}${problem}`);
    });
}
function annotationsOf(tool) {
    const a = tool.annotations;
    return typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
}
/**
 * Refuses, before any call, a canary whose tool may have side effects and is not explicitly allowed them with a
 * reason: a canary runs on every check, so it must not write unless someone said why it may. `destructiveHint: true`
 * wins over `readOnlyHint: true` (the server contradicts itself; the cautious reading holds).
 */
function refuse(label, name, index, canary, tool, denials) {
    const a = annotationsOf(tool);
    const destructive = a.destructiveHint === true;
    if (a.readOnlyHint === true && !destructive)
        return;
    const denied = denials.get(index);
    if (canary.allowSideEffects === true && canary.reason && denied === undefined)
        return;
    const at = `${label}: /servers/${name}/canaries/${index}`;
    if (denied !== undefined)
        throw new errors/* UsageError */.eb(`${at}: tool "${canary.tool}" may have side effects; ${denied}`);
    throw new errors/* UsageError */.eb(destructive
        ? `${at}: tool "${canary.tool}" is annotated destructiveHint: true; a canary may call it only with "allowSideEffects": true and a "reason"`
        : `${at}: tool "${canary.tool}" is not annotated readOnlyHint: true; a canary may call it only with "allowSideEffects": true and a "reason"`);
}
function withDestructive(tool) {
    return { ...tool, annotations: { ...annotationsOf(tool), destructiveHint: true } };
}
/**
 * Tools among `candidates` whose listing says `destructiveHint: true` next to `readOnlyHint: true`. The snapshot
 * cannot show it: canonical definitions drop a hint equal to the spec's default (destructiveHint defaults to true),
 * so this asks `tools/list` again, as served on this session, only when such an ambiguous tool is a canary.
 */
async function destructiveAsListed(session, plan, candidates) {
    const ambiguous = new Set(candidates.filter((t) => annotationsOf(t).readOnlyHint === true && annotationsOf(t).destructiveHint === undefined).map((t) => String(t.name)));
    const out = new Set();
    if (ambiguous.size === 0)
        return out;
    let cursor;
    for (let page = 0; page < 100; page++) {
        const listed = (await session.client.request('tools/list', cursor ? { cursor } : {}, { timeout: plan.timeouts.requestMs }));
        for (const t of Array.isArray(listed.tools) ? listed.tools : []) {
            if (typeof t !== 'object' || t === null || Array.isArray(t))
                continue;
            if (ambiguous.has(String(t.name)) && annotationsOf(t).destructiveHint === true)
                out.add(String(t.name));
        }
        cursor = typeof listed.nextCursor === 'string' ? listed.nextCursor : undefined;
        if (cursor === undefined)
            break;
    }
    return out;
}
/** Runs the canaries that belong to this surface over `session`; refuses disallowed ones before calling anything. */
async function runCanaries(label, name, server, plan, session, snapshot, opts = {}) {
    const deadlineAt = opts.deadlineAt ?? Date.now() + plan.timeouts.totalMs;
    const mine = (server.canaries ?? []).map((c, index) => ({ c, index })).filter(({ c }) => (0,capture/* canarySurface */.m2)(server, c.surface) === plan.surface);
    const tools = new Map((snapshot.kinds.tool?.items ?? []).map((t) => [t.ref, t.definition]));
    const flagged = await destructiveAsListed(session, plan, mine.map(({ c }) => tools.get(`tool:${c.tool}`)).filter((t) => t !== undefined));
    for (const { c, index } of mine) {
        const tool = tools.get(`tool:${c.tool}`);
        if (tool)
            refuse(label, name, index, c, flagged.has(c.tool) ? withDestructive(tool) : tool, opts.denials ?? new Map());
    }
    const out = [];
    for (const { c, index } of mine) {
        const base = { index, tool: c.tool, surface: plan.surface };
        const fail = (rule, params) => ({
            ...base,
            status: 'failed',
            failures: [{ rule, message: (0,capture/* oneLine */.TN)((0,rules/* fillTemplate */.ou)((0,canary_rules/* canaryRule */.hr)(rule).message, params), plan.secrets) }],
        });
        const tool = tools.get(`tool:${c.tool}`);
        if (!tool) {
            out.push(fail('canary-tool-missing', { tool: c.tool }));
            continue;
        }
        let result;
        try {
            result = (await session.client.request('tools/call', { name: c.tool, arguments: c.arguments ?? {} }, { timeout: plan.timeouts.requestMs }));
        }
        catch (e) {
            out.push(fail('canary-call-failed', { tool: c.tool, error: e.message ?? String(e) }));
            continue;
        }
        const failures = judgeCanary(c, tool, result, deadlineAt).map((f) => ({ rule: f.rule, message: (0,capture/* oneLine */.TN)((0,rules/* fillTemplate */.ou)((0,canary_rules/* canaryRule */.hr)(f.rule).message, f.params), plan.secrets) }));
        out.push({ ...base, status: failures.length === 0 ? 'passed' : 'failed', failures });
    }
    return out;
}


/***/ }),

/***/ 36935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ MatchTimeout),
/* harmony export */   g: () => (/* binding */ testBefore)
/* harmony export */ });
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_0__);
// Regular expressions run on server-controlled text under a deadline. The patterns come from the config and from the
// server's own outputSchema; the text from the server. A backtracking pattern (`^(a+)+$` against `a\u2026a!`) can take
// minutes in V8's engine, and a synchronous match blocks the capture's own timer, so each match runs in a vm context
// whose `timeout` interrupts it (V8 checks for interrupts inside the regexp engine) at the canary's deadline.

class MatchTimeout extends Error {
    constructor() {
        super('the regular expression did not finish matching before timeouts.totalMs');
        this.name = 'MatchTimeout';
    }
}
const context = node_vm__WEBPACK_IMPORTED_MODULE_0___default().createContext(Object.create(null));
const script = new (node_vm__WEBPACK_IMPORTED_MODULE_0___default().Script)('re.lastIndex = 0; re.test(text)');
/** `re.test(text)`, abandoned with MatchTimeout once `deadlineAt` (epoch ms) has passed; no deadline, no vm. */
function testBefore(re, text, deadlineAt) {
    if (!Number.isFinite(deadlineAt))
        return re.test(text);
    const budget = Math.ceil(deadlineAt - Date.now());
    if (budget <= 0)
        throw new MatchTimeout();
    const scope = context;
    scope.re = re;
    scope.text = text;
    try {
        return script.runInContext(context, { timeout: budget }) === true;
    }
    catch (e) {
        if (e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            throw new MatchTimeout();
        throw e;
    }
    finally {
        scope.re = undefined;
        scope.text = undefined;
    }
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
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6604);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _storage_config_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29555);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
/* harmony import */ var _core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88712);
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
/**
 * The config reader, with the config schema's validator: loaded only once a config is there to read, so a command with
 * none (a diff of two files) never parses that code (issue 55).
 */
const configFile = () => __webpack_require__.e(/* import() */ 1096).then(__webpack_require__.bind(__webpack_require__, 61096));
/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
async function optionalConfig(p, io, required) {
    const explicit = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, 'config');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .P);
    if (!explicit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path)) {
        if (required)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${_storage_config_name_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .P}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
        return undefined;
    }
    const loaded = await (await configFile()).loadConfig(path, explicit ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .P);
    for (const s of Object.values(loaded.config.servers ?? {}))
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .secretsOf */ .Fj)(s, io.env));
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
async function resolveTargets(command, p, io, snapshotOption) {
    const url = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, 'url');
    if (p.rest.length > 0 || url) {
        if (p.rest.length > 0 && url)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: give either a command after -- or --url, not both`);
        const loaded = await optionalConfig(p, io, false);
        const snap = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, snapshotOption);
        if (!snap)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
        // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
        const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, 'name') ?? (await recordedName((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap))) ?? 'server';
        const transport = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, 'transport');
        if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
        const server = url
            ? { url, headers: parseHeaders((0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .list */ .p_)(p, 'header')), transport: transport ?? 'auto', ...oauthFlags(p) }
            : { command: p.rest[0], args: p.rest.slice(1) };
        io.protect((0,_core_shared_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .secretsOf */ .Fj)(server, io.env));
        return {
            config: loaded?.config ?? {},
            loaded,
            targets: [{ name, server, snapshotPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, snap), baseDir: io.cwd }],
        };
    }
    const loaded = await optionalConfig(p, io, true);
    if (!loaded)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no config`);
    const { selectServers, snapshotPathOf, projectRoot } = await configFile();
    const label = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, 'config') ?? _storage_config_name_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .P;
    const names = selectServers(loaded.config, label, (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .list */ .p_)(p, 'server'));
    const servers = loaded.config.servers ?? {};
    const override = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .str */ .gx)(p, snapshotOption);
    if (override && names.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
    return {
        config: loaded.config,
        loaded,
        targets: names.map((name) => ({
            name,
            server: servers[name],
            snapshotPath: override ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, override) : snapshotPathOf(loaded, name),
            baseDir: loaded.dir,
            ...(override ? {} : { root: projectRoot(loaded.dir) }),
        })),
    };
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

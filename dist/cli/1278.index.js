export const id = 1278;
export const ids = [1278,1524];
export const modules = {

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
  checkCanaryConfig: () => (/* binding */ checkCanaryConfig),
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


/***/ })

};

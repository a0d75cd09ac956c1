export const id = 3941;
export const ids = [3941];
export const modules = {

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

/***/ 44120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  approveAllHeldCommand: () => (/* reexport */ approve_commands/* approveAllHeldCommand */.p3),
  approveHintFor: () => (/* reexport */ approve_commands/* approveHintFor */.M4),
  openGuard: () => (/* reexport */ service/* openGuard */.E),
  serveUntilStopped: () => (/* binding */ serveUntilStopped)
});

// EXTERNAL MODULE: ./src/rpc/lines.ts
var lines = __webpack_require__(45808);
;// CONCATENATED MODULE: ./src/rpc/stdio-server.ts

class StdioServerTransport {
    options;
    onmessage;
    onclose;
    onerror;
    /** Why the transport closed itself (an oversize line), if it did. */
    closeReason;
    lines;
    started = false;
    closed = false;
    ondata = (chunk) => this.lines.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    onend = () => void this.close();
    onreaderror = (error) => this.onerror?.(error);
    constructor(options) {
        this.options = options;
        this.lines = new lines/* JsonRpcLines */.hC(options.maxMessageBytes, {
            message: (m) => this.onmessage?.(m),
            garbage: (line) => options.onGarbage?.(line),
            overflow: () => this.overflow(),
            stopped: () => this.closed,
        });
    }
    async start() {
        if (this.started)
            throw new Error('the stdio transport is already started');
        this.started = true;
        const input = this.options.input;
        input.on('data', this.ondata);
        input.on('error', this.onreaderror);
        // The client closing our stdin is how a stdio session ends.
        input.once('end', this.onend);
        input.once('close', this.onend);
    }
    overflow() {
        this.closeReason = `a message from the client exceeded ${this.options.maxMessageBytes} bytes`;
        this.options.onOverflow?.(this.closeReason);
        this.onerror?.(new Error(this.closeReason));
        void this.close();
    }
    send(message) {
        const out = this.options.output;
        if (this.closed || out.destroyed || out.writableEnded)
            return Promise.reject(new Error('the stdio transport is closed'));
        // Resolved once the stream takes it; a full pipe makes the caller wait for 'drain' (one listener per waiting send).
        if (out.write(`${JSON.stringify(message)}\n`))
            return Promise.resolve();
        return new Promise((resolve) => {
            const done = () => {
                out.off('drain', done);
                out.off('close', done);
                resolve();
            };
            out.once('drain', done);
            out.once('close', done);
        });
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const input = this.options.input;
        input.off('data', this.ondata);
        input.off('error', this.onreaderror);
        input.off('end', this.onend);
        input.off('close', this.onend);
        // Paused only when nothing else reads it, so a host that shares stdin keeps its reader.
        if (input.listenerCount('data') === 0)
            input.pause();
        this.lines.reset();
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./src/capture/capture.ts
var capture = __webpack_require__(96912);
// EXTERNAL MODULE: ./src/guard/listen-address.ts
var listen_address = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/guard/service.ts + 7 modules
var service = __webpack_require__(15253);
// EXTERNAL MODULE: ./src/cli/approve-commands.ts
var approve_commands = __webpack_require__(49382);
;// CONCATENATED MODULE: ./src/cli/commands/guard-serve.ts
// The guard's serving half: its session, publication, store and audit code, the client's face. `guard.ts` loads it once
// the upstream of a stdio guard has started (after the launch identity check), so that process boots while this code
// loads, instead of after it.





/** Lines that are not JSON-RPC are skipped; the first few are logged, so a flood of them cannot flood stderr too. */
const GARBAGE_LOGGED = 10;
/** The client's stdin and stdout, one message a line, held to the capture's message limit. */
function stdioFace(maxMessageBytes, log) {
    let garbage = 0;
    const transport = new StdioServerTransport({
        input: process.stdin,
        output: process.stdout,
        maxMessageBytes,
        onGarbage: (line) => {
            garbage++;
            if (garbage <= GARBAGE_LOGGED)
                log(`the client sent a line that is not a JSON-RPC message; skipped: ${(0,capture/* oneLine */.TN)(line, []).slice(0, 200)}`);
            if (garbage === GARBAGE_LOGGED)
                log('further lines that are not JSON-RPC messages are skipped without a word');
        },
        onOverflow: (why) => log(`closing the session: ${why} (limits.maxMessageBytes)`),
    });
    return transport;
}
async function serveUntilStopped(guard, http, maxBodyBytes, log) {
    let stop = () => undefined;
    const stopped = new Promise((resolve) => (stop = resolve));
    const onSignal = () => stop();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        if (http) {
            if (!(0,listen_address/* isLoopback */.U9)(http.at.host))
                log(`listening on ${http.at.host}, which is not loopback: anyone who can reach it can use the upstream`);
            // The HTTP face (node:http and the SDK's server transport) is loaded only here: stdio never needs it.
            const { listen } = await __webpack_require__.e(/* import() */ 1149).then(__webpack_require__.bind(__webpack_require__, 21149));
            const server = await listen(http.at, () => guard.newSession(), log, { maxBodyBytes, maxSessions: http.maxSessions, idleMs: http.idleMs }, http.access);
            log(`listening on ${server.url}${accessNote(http.access)}`);
            await stopped;
            await server.close();
        }
        else {
            const session = guard.newSession();
            session.onclose = stop;
            process.stdin.once('end', stop);
            process.stdin.once('close', stop);
            await session.connect(stdioFace(maxBodyBytes, log));
            await stopped;
            await session.close();
        }
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        guard.close();
    }
}
/** What the listener asks of a client, for its first line (never the token itself). */
function accessNote(access) {
    const origins = access.origins?.length ? `pages of ${access.origins.join(', ')}` : 'no browser pages';
    return ` (${access.token === undefined ? 'no token' : 'bearer token required'}; ${origins})`;
}


/***/ }),

/***/ 76826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HS: () => (/* binding */ instructionsApproved),
/* harmony export */   Oj: () => (/* binding */ observeInstructions),
/* harmony export */   mc: () => (/* binding */ approvedInstructionsText),
/* harmony export */   t3: () => (/* binding */ approveInstructions)
/* harmony export */ });
/* unused harmony exports instructionsDigest, snapshotInstructions */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
// The server's instructions (issue 51): model-visible text the guard passes only when approved. The approved snapshot
// approves its own text; a person approves new text by its digest (approve --all-held, the console), recorded in the
// store and signed like every approval. Pure: the guard's publication records what the server gives, the face asks.

function instructionsDigest(text) {
    return `sha256:${(0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)(text)}`;
}
/** The approved snapshot's instructions for a surface (what the face always compared with). */
function snapshotInstructions(snapshot, surface) {
    return snapshot.surfaces[surface]?.server?.instructions;
}
/** Whether text may reach the client: the snapshot's own, or the text a person approved (by digest). */
function instructionsApproved(text, snapshot, surface, record) {
    return text === snapshotInstructions(snapshot, surface) || (record?.approved !== undefined && record.approved.digest === instructionsDigest(text));
}
/** The record after a capture that gave `text` (or none): held when no approval covers it. Undefined: nothing to keep. */
function observeInstructions(previous, text, snapshot, surface) {
    const approvedText = snapshotInstructions(snapshot, surface);
    const base = { ...(previous?.approved ? { approved: previous.approved } : {}), ...(approvedText !== undefined ? { snapshot: approvedText } : {}) };
    if (text === undefined)
        return previous?.approved ? { ...base, state: 'approved' } : undefined;
    if (text === approvedText && !previous?.approved)
        return undefined;
    return { ...base, live: { digest: instructionsDigest(text), text }, state: instructionsApproved(text, snapshot, surface, previous) ? 'approved' : 'held' };
}
/** A person approves the held text shown, by its digest. Throws when the text moved since. */
function approveInstructions(record, digest, now) {
    if (!record?.live || record.live.digest !== digest)
        throw new Error(`the server's instructions changed since they were shown (now ${record?.live?.digest ?? 'none'}); review them again`);
    return { ...(record.snapshot !== undefined ? { snapshot: record.snapshot } : {}), live: record.live, approved: { digest, text: record.live.text, by: 'human', at: now.toISOString() }, state: 'approved' };
}
/** The text a client got before the held one: a person's approved text, else the approved snapshot's. */
function approvedInstructionsText(record) {
    return record?.approved?.text ?? record?.snapshot;
}


/***/ }),

/***/ 99557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FT: () => (/* binding */ argumentsDigest),
  nl: () => (/* binding */ inertJson),
  pN: () => (/* binding */ inputViolationOf),
  UK: () => (/* binding */ outputViolationOf),
  Y3: () => (/* binding */ ruleText),
  _x: () => (/* binding */ scopeProblem),
  xg: () => (/* binding */ violationOf)
});

// UNUSED EXPORTS: OUTPUT_MATCH_MS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./src/capture/bounded-match.ts
var bounded_match = __webpack_require__(36935);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
;// CONCATENATED MODULE: ./src/guard/scope-shape.ts
/** The keyword Ajv reports for a `..` segment in a value a path pattern bounds. */
const DOT_DOT_KEYWORD = 'dot-dot-segment';
/** A `..` segment, between separators or at an end, also percent-encoded (`%2e%2e`). */
const DOT_DOT = /(?:^|[\\/])(?:\.|%2e){2}(?:[\\/]|$)/i;
/** A pattern that bounds a path: anchored at the start, naming a separator. */
function pathPattern(p) {
    return typeof p === 'string' && p.startsWith('^') && /[/\\]/.test(p);
}
const IMPLIED = [
    ['string', ['pattern', 'minLength', 'maxLength']],
    ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
    ['object', ['properties', 'required', 'patternProperties', 'additionalProperties', 'minProperties', 'maxProperties', 'propertyNames', 'dependentRequired']],
    ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
];
/** Where subschemas sit that narrow the value they are checked on. Not `not` nor `if`: a type added there would widen. */
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const ONES = ['additionalProperties', 'items', 'contains', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The scope as checked: implied types and the `..` refusal added (a copy; the stored scope is left as given). */
function checkedScope(schema) {
    const out = { ...schema };
    if (out.type === undefined && out.enum === undefined && out.const === undefined) {
        const types = IMPLIED.filter(([, words]) => words.some((w) => out[w] !== undefined)).map(([t]) => t);
        if (types.length > 0)
            out.type = types.length === 1 ? types[0] : types;
    }
    if (pathPattern(out.pattern))
        out[DOT_DOT_KEYWORD] = true;
    for (const k of MAPS) {
        const m = out[k];
        if (isObject(m))
            out[k] = Object.fromEntries(Object.entries(m).map(([n, sub]) => [n, isObject(sub) ? checkedScope(sub) : sub]));
    }
    for (const k of ONES)
        if (isObject(out[k]))
            out[k] = checkedScope(out[k]);
    for (const k of LISTS) {
        const l = out[k];
        if (Array.isArray(l))
            out[k] = l.map((sub) => (isObject(sub) ? checkedScope(sub) : sub));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/guard/scope.ts
// Approval scopes and approved output schemas, checked at the call: a scope (`approve --scope`) is a JSON Schema the
// arguments must meet besides the tool's own inputSchema; a result's structuredContent must meet the approved
// outputSchema. Each schema is compiled once per approval (cached by the approval's digest and the schema's text).





/**
 * How long one result's check against its approved outputSchema may spend in `pattern`s: there both the pattern and the
 * text are the server's, and a match that backtracks for minutes would stall every call of the guard (of every member,
 * in the gateway). Past it the result is judged as breaking the schema (`pattern-timeout`).
 */
// One second: wide enough that an honest result on a loaded machine (the deadline is wall time: a descheduled guard
// spends it too) is never refused for it, narrow enough that a hostile one stalls the others for a moment only.
const OUTPUT_MATCH_MS = 1000;
let outputDeadline = Number.POSITIVE_INFINITY;
const boundedRegExp = Object.assign((pattern, flags) => {
    const re = new RegExp(pattern, flags);
    return { test: (text) => (0,bounded_match/* testBefore */.g)(re, text, outputDeadline) };
}, { code: 'boundedRegExp' });
const instances = new Map();
function instance(use) {
    const whose = use === 'scope' ? 'scope' : 'server';
    let ajv = instances.get(whose);
    // Scopes and tool schemas come in every draft: the data is what is judged; formats are not asserted (as the SDKs).
    // A scope's patterns are the approver's own text and run plain, off the deadline's cost (a vm call each); a server's
    // patterns run under the check's deadline.
    if (!ajv) {
        instances.set(whose, (ajv = new dist_ajv.Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false, ...(whose === 'server' ? { code: { regExp: boundedRegExp } } : {}) })));
        if (whose === 'scope')
            ajv.addKeyword({ keyword: DOT_DOT_KEYWORD, type: 'string', schemaType: 'boolean', errors: false, validate: (on, data) => !on || !DOT_DOT.test(data) });
    }
    return ajv;
}
/** `$schema` and `$id` dropped (every draft's schema then compiles, and no two approvals' schemas collide by id). */
function bare(schema) {
    const copy = { ...schema };
    delete copy.$schema;
    delete copy.$id;
    return copy;
}
const MAX_CACHED = 1000;
const cache = new Map();
/** The same schema object (an approval held in memory) finds its function without being serialised again. */
const byObject = new WeakMap();
/** The compiled schema, once per (digest, schema): a call pays a lookup, not a compile. */
function compiled(digest, schema, use) {
    digest = use === 'scope' ? digest : `${digest}#${use}`;
    const held = byObject.get(schema)?.get(digest);
    if (held !== undefined)
        return held;
    const key = `${digest}\n${(0,canonical/* canonicalJson */.dj)(schema)}`;
    let v = cache.get(key);
    if (v === undefined) {
        if (cache.size >= MAX_CACHED)
            cache.clear();
        v = instance(use).compile(use === 'scope' ? checkedScope(bare(schema)) : bare(schema));
        cache.set(key, v);
    }
    byObject.set(schema, (byObject.get(schema) ?? new Map()).set(digest, v));
    return v;
}
function ruleText(v) {
    return `${v.instancePath === '' ? '/' : v.instancePath} ${v.keyword}`;
}
/** undefined when `data` meets `schema` (compiled once for `digest`), else the first rule it breaks. */
function violationOf(digest, schema, data, use = 'scope') {
    let validate;
    try {
        validate = compiled(digest, schema, use);
    }
    catch {
        // A schema that no longer compiles (stored by an older version, or edited with the key) admits nothing.
        return { instancePath: '', keyword: 'uncompilable' };
    }
    if (validate(data))
        return undefined;
    const e = validate.errors?.[0];
    return { instancePath: e?.instancePath ?? '', keyword: e?.keyword ?? 'invalid' };
}
/** violationOf for a result against its approved outputSchema, its patterns bounded by OUTPUT_MATCH_MS in all. */
function outputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    return serverViolationOf(digest, schema, data, 'output', matchMs);
}
/**
 * violationOf for a call's arguments against the tool's approved inputSchema (checked with its scope: the scope narrows
 * what the tool accepts, so a value of a type the tool does not take, or a missing required one, is outside it too).
 * A server's schema that Ajv cannot compile checks nothing here: the scope alone then bounds the call.
 */
function inputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    const v = serverViolationOf(digest, schema, data, 'input', matchMs);
    return v?.keyword === 'uncompilable' ? undefined : v;
}
function serverViolationOf(digest, schema, data, use, matchMs) {
    outputDeadline = Date.now() + matchMs;
    try {
        return violationOf(digest, schema, data, use);
    }
    catch (e) {
        if (e instanceof bounded_match/* MatchTimeout */.D)
            return { instancePath: '', keyword: 'pattern-timeout' };
        throw e;
    }
    finally {
        outputDeadline = Number.POSITIVE_INFINITY;
    }
}
// ------------------------------------------------------------------ a scope as a person gives it
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
function typesOf(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return undefined;
    const t = schema.type;
    if (typeof t === 'string')
        return [t];
    if (Array.isArray(t) && t.every((x) => typeof x === 'string'))
        return t;
    return undefined;
}
function scope_isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * Where a scope's `type` admits a type the tool's own schema does not (there and in each property both declare): a
 * scope narrows what the tool accepts, it never describes something else. undefined when it narrows.
 */
function widening(scope, input, at) {
    const mine = typesOf(scope);
    const theirs = typesOf(input);
    if (mine && theirs) {
        // An integer is a number: a scope may say integer where the tool says number.
        const wider = mine.find((t) => !theirs.includes(t) && !(t === 'integer' && theirs.includes('number')));
        if (wider !== undefined)
            return `${at || '/'}type: ${JSON.stringify(wider)} does not narrow the tool's input type ${JSON.stringify(theirs.length === 1 ? theirs[0] : theirs)}`;
    }
    if (scope_isObject(scope.properties) && scope_isObject(input.properties))
        for (const [name, sub] of Object.entries(scope.properties)) {
            const own = input.properties[name];
            if (scope_isObject(sub) && scope_isObject(own)) {
                const why = widening(sub, own, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/`);
                if (why)
                    return why;
            }
        }
    return undefined;
}
/**
 * Why `scope` cannot bound calls of a tool whose inputSchema is `input`: not an object, not a valid JSON Schema (draft
 * 07 or later keywords, checked by Ajv's meta-schema and a compile), or a type that does not narrow the tool's. One
 * phrase naming the field; undefined when it is a scope.
 */
function scopeProblem(scope, input) {
    if (!scope_isObject(scope))
        return 'a scope is a JSON Schema object (e.g. {"properties": {"path": {"type": "string", "pattern": "^/srv/"}}})';
    const a = instance('scope');
    const copy = bare(scope);
    if (!a.validateSchema(copy)) {
        const e = a.errors?.[0];
        return `${e?.instancePath || '/'}: not a valid JSON Schema (${e?.message ?? 'invalid'})`;
    }
    const types = typesOf(copy);
    if (types?.some((t) => !TYPES.includes(t)))
        return `/type: unknown type`;
    try {
        a.compile(checkedScope(copy));
    }
    catch (e) {
        return `/: not a valid JSON Schema (${e.message.split('\n')[0].slice(0, 200)})`;
    }
    return scope_isObject(input) ? widening(copy, input, '') : undefined;
}
/** sha256 of the canonical JSON of a call's arguments: what a per-call confirmation is bound to. */
function argumentsDigest(args) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,canonical/* canonicalJson */.dj)(args === undefined ? {} : args)).digest('hex')}`;
}
// ------------------------------------------------------------------ text a client shows a person
/**
 * Characters that mean something to markdown, HTML or a terminal, or that a reader cannot see: written as JSON escapes
 * inside strings. `_` stays (an identifier's underscore makes no emphasis inside a word), and so do `!` and `#` (they
 * act only before `[`, escaped, or at the start of a line, where the message's own words stand).
 */
const INERT = /["<>&`*[\]()|~$@\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufe00-\ufe0f\ufeff\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
/** One pass: quotes and backslashes are escaped with the rest, so no escape is ever escaped again. */
function inertString(s) {
    // A tag character (which smuggles text no font draws) is two UTF-16 units: each is escaped.
    return `"${s.replace(INERT, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''))}"`;
}
/**
 * JSON that reads back as `value` but holds no markup, link, mention or control character anywhere: every such
 * character inside a string is a `\uXXXX` escape (server- and model-controlled text shown to a person must not act).
 */
function inertJson(value) {
    if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value ?? null);
    if (typeof value === 'string')
        return inertString(value);
    if (Array.isArray(value))
        return `[${value.map(inertJson).join(',')}]`;
    return `{${Object.entries(value)
        .map(([k, v]) => `${inertString(k)}:${inertJson(v)}`)
        .join(',')}}`;
}


/***/ }),

/***/ 66881:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ UriTemplate)
/* harmony export */ });
// Claude-authored implementation of RFC 6570 URI Templates
const MAX_TEMPLATE_LENGTH = 1000000; // 1MB
const MAX_VARIABLE_LENGTH = 1000000; // 1MB
const MAX_TEMPLATE_EXPRESSIONS = 10000;
const MAX_REGEX_LENGTH = 1000000; // 1MB
class UriTemplate {
    /**
     * Returns true if the given string contains any URI template expressions.
     * A template expression is a sequence of characters enclosed in curly braces,
     * like {foo} or {?bar}.
     */
    static isTemplate(str) {
        // Look for any sequence of characters between curly braces
        // that isn't just whitespace
        return /\{[^}\s]+\}/.test(str);
    }
    static validateLength(str, max, context) {
        if (str.length > max) {
            throw new Error(`${context} exceeds maximum length of ${max} characters (got ${str.length})`);
        }
    }
    get variableNames() {
        return this.parts.flatMap(part => (typeof part === 'string' ? [] : part.names));
    }
    constructor(template) {
        UriTemplate.validateLength(template, MAX_TEMPLATE_LENGTH, 'Template');
        this.template = template;
        this.parts = this.parse(template);
    }
    toString() {
        return this.template;
    }
    parse(template) {
        const parts = [];
        let currentText = '';
        let i = 0;
        let expressionCount = 0;
        while (i < template.length) {
            if (template[i] === '{') {
                if (currentText) {
                    parts.push(currentText);
                    currentText = '';
                }
                const end = template.indexOf('}', i);
                if (end === -1)
                    throw new Error('Unclosed template expression');
                expressionCount++;
                if (expressionCount > MAX_TEMPLATE_EXPRESSIONS) {
                    throw new Error(`Template contains too many expressions (max ${MAX_TEMPLATE_EXPRESSIONS})`);
                }
                const expr = template.slice(i + 1, end);
                const operator = this.getOperator(expr);
                const exploded = expr.includes('*');
                const names = this.getNames(expr);
                const name = names[0];
                // Validate variable name length
                for (const name of names) {
                    UriTemplate.validateLength(name, MAX_VARIABLE_LENGTH, 'Variable name');
                }
                parts.push({ name, operator, names, exploded });
                i = end + 1;
            }
            else {
                currentText += template[i];
                i++;
            }
        }
        if (currentText) {
            parts.push(currentText);
        }
        return parts;
    }
    getOperator(expr) {
        const operators = ['+', '#', '.', '/', '?', '&'];
        return operators.find(op => expr.startsWith(op)) || '';
    }
    getNames(expr) {
        const operator = this.getOperator(expr);
        return expr
            .slice(operator.length)
            .split(',')
            .map(name => name.replace('*', '').trim())
            .filter(name => name.length > 0);
    }
    encodeValue(value, operator) {
        UriTemplate.validateLength(value, MAX_VARIABLE_LENGTH, 'Variable value');
        if (operator === '+' || operator === '#') {
            return encodeURI(value);
        }
        return encodeURIComponent(value);
    }
    expandPart(part, variables) {
        if (part.operator === '?' || part.operator === '&') {
            const pairs = part.names
                .map(name => {
                const value = variables[name];
                if (value === undefined)
                    return '';
                const encoded = Array.isArray(value)
                    ? value.map(v => this.encodeValue(v, part.operator)).join(',')
                    : this.encodeValue(value.toString(), part.operator);
                return `${name}=${encoded}`;
            })
                .filter(pair => pair.length > 0);
            if (pairs.length === 0)
                return '';
            const separator = part.operator === '?' ? '?' : '&';
            return separator + pairs.join('&');
        }
        if (part.names.length > 1) {
            const values = part.names.map(name => variables[name]).filter(v => v !== undefined);
            if (values.length === 0)
                return '';
            return values.map(v => (Array.isArray(v) ? v[0] : v)).join(',');
        }
        const value = variables[part.name];
        if (value === undefined)
            return '';
        const values = Array.isArray(value) ? value : [value];
        const encoded = values.map(v => this.encodeValue(v, part.operator));
        switch (part.operator) {
            case '':
                return encoded.join(',');
            case '+':
                return encoded.join(',');
            case '#':
                return '#' + encoded.join(',');
            case '.':
                return '.' + encoded.join('.');
            case '/':
                return '/' + encoded.join('/');
            default:
                return encoded.join(',');
        }
    }
    expand(variables) {
        let result = '';
        let hasQueryParam = false;
        for (const part of this.parts) {
            if (typeof part === 'string') {
                result += part;
                continue;
            }
            const expanded = this.expandPart(part, variables);
            if (!expanded)
                continue;
            // Convert ? to & if we already have a query parameter
            if ((part.operator === '?' || part.operator === '&') && hasQueryParam) {
                result += expanded.replace('?', '&');
            }
            else {
                result += expanded;
            }
            if (part.operator === '?' || part.operator === '&') {
                hasQueryParam = true;
            }
        }
        return result;
    }
    escapeRegExp(str) {
        return str.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    partToRegExp(part) {
        const patterns = [];
        // Validate variable name length for matching
        for (const name of part.names) {
            UriTemplate.validateLength(name, MAX_VARIABLE_LENGTH, 'Variable name');
        }
        if (part.operator === '?' || part.operator === '&') {
            for (let i = 0; i < part.names.length; i++) {
                const name = part.names[i];
                const prefix = i === 0 ? '\\' + part.operator : '&';
                patterns.push({
                    pattern: prefix + this.escapeRegExp(name) + '=([^&]+)',
                    name
                });
            }
            return patterns;
        }
        let pattern;
        const name = part.name;
        switch (part.operator) {
            case '':
                pattern = part.exploded ? '([^/,]+(?:,[^/,]+)*)' : '([^/,]+)';
                break;
            case '+':
            case '#':
                pattern = '(.+)';
                break;
            case '.':
                pattern = '\\.([^/,]+)';
                break;
            case '/':
                pattern = '/' + (part.exploded ? '([^/,]+(?:,[^/,]+)*)' : '([^/,]+)');
                break;
            default:
                pattern = '([^/]+)';
        }
        patterns.push({ pattern, name });
        return patterns;
    }
    match(uri) {
        UriTemplate.validateLength(uri, MAX_TEMPLATE_LENGTH, 'URI');
        let pattern = '^';
        const names = [];
        for (const part of this.parts) {
            if (typeof part === 'string') {
                pattern += this.escapeRegExp(part);
            }
            else {
                const patterns = this.partToRegExp(part);
                for (const { pattern: partPattern, name } of patterns) {
                    pattern += partPattern;
                    names.push({ name, exploded: part.exploded });
                }
            }
        }
        pattern += '$';
        UriTemplate.validateLength(pattern, MAX_REGEX_LENGTH, 'Generated regex pattern');
        const regex = new RegExp(pattern);
        const match = uri.match(regex);
        if (!match)
            return null;
        const result = {};
        for (let i = 0; i < names.length; i++) {
            const { name, exploded } = names[i];
            const value = match[i + 1];
            const cleanName = name.replace('*', '');
            if (exploded && value.includes(',')) {
                result[cleanName] = value.split(',');
            }
            else {
                result[cleanName] = value;
            }
        }
        return result;
    }
}
//# sourceMappingURL=uriTemplate.js.map

/***/ })

};

export const id = 814;
export const ids = [814];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   be: () => (/* binding */ formatOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   kp: () => (/* reexport safe */ _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_2__.k),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9990);
// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.




/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command, e, options) {
    const help = `(see mcp-contract ${command} --help)`;
    const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const guess = name.startsWith('--') ? (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(name.slice(2), Object.keys(options)) : undefined;
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
        const hint = positionals === 0 && /\.json$/.test(extra) ? ` (a file goes after an option, e.g. --config ${extra})` : '';
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
/** `--format`: `md` and `markdown` are the same format wherever markdown is offered. */
function formatOf(command, value, allowed, fallback) {
    const normalized = value === 'md' && allowed.includes('markdown') ? 'markdown' : value;
    return oneOf(command, 'format', normalized, allowed, fallback);
}


/***/ }),

/***/ 1317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  NH: () => (/* binding */ changeRank),
  _u: () => (/* binding */ toChange)
});

// UNUSED EXPORTS: compareChanges, summarize

// EXTERNAL MODULE: ./src/core/shared/rules.ts
var rules = __webpack_require__(5378);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
;// CONCATENATED MODULE: ./src/core/diff/fingerprint.ts
// A change's fingerprint carries review state (sign-offs, ignores) across commits: it depends on what changed, never
// on wording, severity or when it was seen.


function side(s) {
    if (!s)
        return [];
    return [s.refs, s.digests ?? [], s.pointer ?? '', s.value === undefined ? '' : (0,json/* valueKey */.zV)(s.value)];
}
/** 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values. */
function fingerprintOf(f) {
    const text = JSON.stringify([f.rule, f.surface, side(f.before), side(f.after)]);
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 12);
}

;// CONCATENATED MODULE: ./src/core/diff/report.ts


/** Attaches the registry's type, default severity and wording, and the fingerprint. Throws on an unknown rule id. */
function toChange(f) {
    const rule = (0,rules/* ruleById */.BD)(f.rule);
    if (rule === undefined)
        throw new Error(`unknown rule id: ${f.rule}`);
    const params = f.params ?? {};
    const hint = (0,rules/* fillTemplate */.ou)(rule.hint, params);
    return {
        ...f,
        type: rule.type,
        severity: rule.severity,
        message: (0,rules/* fillTemplate */.ou)(rule.message, params),
        hint: f.hint ? `${hint} ${f.hint}` : hint,
        fingerprint: fingerprintOf(f),
    };
}
const SEVERITY_RANK = { breaking: 0, review: 1, safe: 2 };
const KIND_RANK = {
    config: 0,
    server: 1,
    tool: 2,
    prompt: 3,
    resource: 4,
    resourceTemplate: 5,
};
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function refsKey(c) {
    return `${(c.before?.refs ?? []).join('\u0001')}\u0002${(c.after?.refs ?? []).join('\u0001')}`;
}
/** Risky model-visible text is listed before everything else of its severity or worse: it is what a reviewer must read. */
const FIRST_RULES = new Set(['risky-text-added', 'capability-added-risky-text']);
/** Reading order of a change: risky text (-1), then breaking (0), review (1), safe (2). Renderers sort rows by it too. */
const changeRank = (c) => (FIRST_RULES.has(c.rule) && c.severity !== 'safe' ? -1 : SEVERITY_RANK[c.severity]);
/** Risky text first, then breaking > review > safe, then surface, kind, refs; rule, pointer and fingerprint break ties. */
function compareChanges(a, b) {
    return (changeRank(a) - changeRank(b) ||
        cmp(a.surface, b.surface) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        cmp(refsKey(a), refsKey(b)) ||
        cmp(a.rule, b.rule) ||
        cmp(a.before?.pointer ?? a.after?.pointer ?? '', b.before?.pointer ?? b.after?.pointer ?? '') ||
        cmp(a.fingerprint, b.fingerprint));
}
function summarize(changes) {
    const s = { breaking: 0, review: 0, safe: 0 };
    for (const c of changes)
        s[c.severity]++;
    return s;
}
function buildReport(server, labels, changes, ignored) {
    const sorted = [...changes].sort(compareChanges);
    return {
        format: 'mcp-contract-report/1',
        server,
        base: labels.base,
        head: labels.head,
        summary: summarize(sorted),
        changes: sorted,
        ignored: [...ignored].sort(compareChanges),
    };
}


/***/ }),

/***/ 9990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean": the nearest known name to a mistyped one (options, commands, rule ids).
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diag = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const up = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
            diag = up;
        }
    }
    return row[b.length];
}
/** The closest candidate within `maxEdits` edits (or one that starts with what was typed), if any. */
function closest(typed, candidates, maxEdits = 2) {
    let best;
    let bestScore = Infinity;
    for (const c of candidates) {
        const d = typed.length >= 3 && c.startsWith(typed) ? 0.5 : distance(typed, c);
        if (d < bestScore)
            [best, bestScore] = [c, d];
    }
    return bestScore <= maxEdits ? best : undefined;
}


/***/ }),

/***/ 2521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ wellFormedString),
/* harmony export */   v: () => (/* binding */ jcs)
/* harmony export */ });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function text(s) {
    if (LONE_SURROGATE.test(s))
        throw new Error('Lone surrogate is not allowed');
    return JSON.stringify(s);
}
const SURROGATE = /[\uD800-\uDFFF]/;
/** `String.prototype.isWellFormed` (ES2024; Node 20 has it, the ES2022 lib types do not). */
function wellFormedString(s) {
    // Most text holds no surrogate at all: the compiled regex answers that faster than a call to isWellFormed.
    return !SURROGATE.test(s) || s.isWellFormed();
}
/** Throws, as `canonicalize` does, for NaN, Infinity and lone surrogates: they have no canonical form. */
function jcs(value) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'string':
            return text(value);
        case 'number':
            if (!Number.isFinite(value))
                throw new Error(Number.isNaN(value) ? 'NaN is not allowed' : 'Infinity is not allowed');
            // ECMAScript's number serialization is the one RFC 8785 prescribes.
            return JSON.stringify(value);
        case 'boolean':
            return value ? 'true' : 'false';
        default:
            break;
    }
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
            const v = value[i];
            out += `${i === 0 ? '' : ','}${v === undefined ? 'null' : jcs(v)}`;
        }
        return `${out}]`;
    }
    let out = '{';
    let first = true;
    // Object.keys().sort() orders by UTF-16 code units, as RFC 8785 asks (and as canonicalize does).
    for (const k of Object.keys(value).sort()) {
        const v = value[k];
        if (v === undefined)
            continue;
        out += `${first ? '' : ','}${text(k)}:${jcs(v)}`;
        first = false;
    }
    return `${out}}`;
}


/***/ }),

/***/ 1471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Wo: () => (/* binding */ notCanonical),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   lZ: () => (/* binding */ escapePointer),
/* harmony export */   lv: () => (/* binding */ boundedValue),
/* harmony export */   qL: () => (/* binding */ setKey),
/* harmony export */   vp: () => (/* binding */ showValue),
/* harmony export */   zV: () => (/* binding */ valueKey),
/* harmony export */   zW: () => (/* binding */ nullObject)
/* harmony export */ });
/* unused harmony export isSmallValue */
/* harmony import */ var _jcs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2521);
// JSON helpers that never recurse: server-sent values can be nested 10,000 levels deep.

function isJsonObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * An object without a prototype: a server's `__proto__` key is an own key here (assigning it on `{}` would replace
 * the prototype and the key would vanish), and `constructor` or `toString` are never found by inheritance.
 */
function nullObject() {
    return Object.create(null);
}
/**
 * `o[k] = v` that keeps `__proto__` an own data key. Plain objects stay V8-fast (a prototype-less object is a slow
 * dictionary, and snapshots hold tens of thousands of them); only that one key needs defining.
 */
function setKey(o, k, v) {
    if (k === '__proto__')
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    else
        o[k] = v;
}
/** `o[k]` when `k` is o's own key: a property named `constructor` or `__proto__` is data, never inherited machinery. */
function own(o, k) {
    return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}
/** Structural equality with key order ignored, using an explicit stack. */
function jsonEqual(a, b) {
    const stack = [[a, b]];
    while (stack.length > 0) {
        const [x, y] = stack.pop();
        if (x === y)
            continue;
        if (x === null || y === null || x === undefined || y === undefined)
            return false;
        if (typeof x !== 'object' || typeof y !== 'object') {
            if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y))
                continue;
            return false;
        }
        if (Array.isArray(x)) {
            if (!Array.isArray(y) || x.length !== y.length)
                return false;
            for (let i = 0; i < x.length; i++)
                stack.push([x[i], y[i]]);
            continue;
        }
        if (Array.isArray(y))
            return false;
        const xk = Object.keys(x);
        if (xk.length !== Object.keys(y).length)
            return false;
        for (const k of xk) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return false;
            stack.push([x[k], y[k]]);
        }
    }
    return true;
}
/** Whether a value is small and shallow enough to copy into a report as-is. */
function isSmallValue(v, maxDepth = 8, maxNodes = 400) {
    if (v === undefined)
        return true;
    const stack = [[v, 0]];
    let nodes = 0;
    while (stack.length > 0) {
        const [x, d] = stack.pop();
        if (++nodes > maxNodes || d > maxDepth)
            return false;
        if (Array.isArray(x))
            for (const e of x)
                stack.push([e, d + 1]);
        else if (isJsonObject(x))
            for (const e of Object.values(x))
                stack.push([e, d + 1]);
    }
    return true;
}
/** The value when small, else undefined (a report holds pointers, not whole hostile schemas). */
function boundedValue(v) {
    return isSmallValue(v) ? v : undefined;
}
/** Short one-line text for a value in a message; long or deep values are summarized. */
function showValue(v, max = 120) {
    if (v === undefined)
        return 'none';
    if (!isSmallValue(v))
        return Array.isArray(v) ? `an array of ${v.length}` : 'a large value';
    const text = JSON.stringify(v);
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
let deepValues = 0;
/** Key for set membership of JSON values; absurdly deep values never compare equal (they are reported, not crashed on). */
function valueKey(v) {
    if (v === null || typeof v !== 'object')
        return JSON.stringify(v);
    if (!isSmallValue(v, 64, Number.POSITIVE_INFINITY))
        return `\u0000deep:${++deepValues}`;
    return JSON.stringify(sortDeep(v));
}
function sortDeep(v) {
    if (Array.isArray(v))
        return v.map(sortDeep);
    if (isJsonObject(v)) {
        const out = nullObject();
        for (const k of Object.keys(v).sort())
            out[k] = sortDeep(v[k]);
        return out;
    }
    return v;
}
function escapePointer(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Whether every number is finite and every string and key well formed: one walk, nothing allocated per node. */
function hasCanonicalForm(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return false;
        }
        else if (typeof v === 'string') {
            if (!(0,_jcs_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedString */ .X)(v))
                return false;
        }
        else if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++)
                stack.push(v[i]);
        }
        else if (typeof v === 'object' && v !== null) {
            for (const k of Object.keys(v)) {
                if (!(0,_jcs_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedString */ .X)(k))
                    return false;
                stack.push(v[k]);
            }
        }
    }
    return true;
}
/**
 * Why `value` has no canonical JSON form (RFC 8785 refuses both), or undefined when it has one: a number JSON.parse
 * read as Infinity (`1e400`) or a string or key holding a lone surrogate (`"\ud800"`). Found without recursion; the
 * walk that names where runs only when the quick one found something.
 */
function notCanonical(value) {
    if (hasCanonicalForm(value))
        return undefined;
    const stack = [[value, '']];
    while (stack.length > 0) {
        const [v, at] = stack.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return `number at ${at || '/'} is out of range (read as ${v})`;
        }
        else if (typeof v === 'string') {
            if (LONE_SURROGATE.test(v))
                return `string at ${at || '/'} holds a lone UTF-16 surrogate`;
        }
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], `${at}/${i}`]);
        }
        else if (v !== null && typeof v === 'object') {
            for (const k of Object.keys(v)) {
                if (LONE_SURROGATE.test(k))
                    return `a key at ${at || '/'} holds a lone UTF-16 surrogate`;
                stack.push([v[k], `${at}/${escapePointer(k)}`]);
            }
        }
    }
    return undefined;
}
/** `text` with every lone surrogate replaced by U+FFFD, so it has a canonical JSON form. */
function wellFormed(text) {
    return LONE_SURROGATE.test(text) ? text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD') : text;
}


/***/ }),

/***/ 5378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ ruleById),
/* harmony export */   ou: () => (/* binding */ fillTemplate),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/* unused harmony export isRuleId */
const CAPS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
const TOOL = ['tool'];
const SERVER = ['server'];
const CONFIG = ['config'];
const SYMMETRIC = 'waived: the reverse change is the same kind of change and is flagged by this same rule';
// `as const` keeps each id a literal, so RuleId below is the closed set of ids and a misspelt id is a compile error.
const ROWS = [
    // ------------------------------------------------------------ lifecycle
    {
        id: 'capability-added',
        type: 'added',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` was added.',
        hint: 'Nothing breaks for existing callers; read its description and annotations before models start using it.',
        why: 'A new capability breaks no existing caller.',
        inverse: 'capability-removed',
    },
    {
        id: 'capability-added-risky-text',
        type: 'added',
        severity: 'review',
        kinds: CAPS,
        message: 'The {kind} `{name}` was added; its text at `{pointer}` {what}.',
        hint: 'Read the new text before models see it: descriptions steer the model (exfiltration, hidden instructions, tool shadowing). If it is fine, sign off.',
        why: 'A new capability breaks no caller, but its description is read by the model from day one; poisoned text arrives this way as easily as in a changed description.',
        inverse: 'waived: removing the capability is flagged by capability-removed, whatever its text said',
    },
    {
        id: 'risky-text-added',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        message: 'The {kind} `{name}` gained text at `{pointer}` that {what}.',
        hint: 'Read the new text before models see it: an edit to an existing capability (a description, a new property or argument, an enum value) is where poisoned instructions arrive unnoticed. If it is fine, sign off.',
        why: 'New wording that reads like tool poisoning (exfiltration, hidden instructions, tool shadowing, harvesting the conversation) must not look like a typo fix; a routine rewrite around text that was already there is not flagged.',
        inverse: 'waived: removing such text takes a risk away; the edit itself is still reported as description-changed or its schema rule',
    },
    {
        id: 'capability-removed',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{name}` was removed.',
        hint: 'Keep serving it (or a deprecated alias) until callers have moved; if it lives on under another name, declare that in `renames`.',
        why: 'Every caller and saved prompt that uses it fails.',
        inverse: 'capability-added',
    },
    {
        id: 'capability-removed-kind-unsupported',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{name}` was removed because the server no longer supports `{method}`.',
        hint: 'Restore the `{capability}` server capability, or announce the removal of every {kind} it served.',
        why: 'A kind that is no longer advertised takes every capability of that kind with it.',
        inverse: 'capability-added',
    },
    {
        id: 'capability-deprecated',
        type: 'description',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` was deprecated in its own description{replacement}.',
        hint: 'Nothing breaks yet. Record it in the config so the release gate dates the deprecation and gates the removal: `{suggestion}`.',
        why: 'A deprecation stated on the wire (policy.deprecatedDescriptionMarker) is the notice callers get; it breaks no one, and recording it starts the window the release gate enforces.',
        inverse: 'waived: a marker taken back is a description edit, reported as description-changed',
    },
    {
        id: 'capability-renamed',
        type: 'renamed',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{from}` was renamed to `{to}`.',
        hint: 'Keep serving `{from}` as a deprecated alias (set `alias` or `aliasUntil` on its `renames` entry) so existing callers keep working.',
        why: 'Callers that use the old name fail, even though the capability lives on.',
        inverse: 'waived: the reverse of a rename is another rename, flagged by this same rule',
    },
    {
        id: 'capability-renamed-with-alias',
        type: 'renamed',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{from}` was renamed to `{to}` and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working; dropping the alias later is flagged as a removal.',
        inverse: 'waived: the reverse of a rename is another rename, flagged by this same rule',
    },
    {
        id: 'capabilities-merged',
        type: 'merged',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind}s {from} were merged into `{to}`.',
        hint: 'Callers of the old {kind}s must move to `{to}`; keep the old names as deprecated aliases until they have.',
        why: 'Callers of every merged name fail, and the new one usually takes different arguments.',
        inverse: 'capability-split',
    },
    {
        id: 'capabilities-merged-with-alias',
        type: 'merged',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind}s {from} were merged into `{to}` and the old names are still served.',
        hint: 'Remove the old names only after their deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old names keep working.',
        inverse: 'waived: reversing an aliased merge only removes the new name, which is flagged as a removal',
    },
    {
        id: 'capability-split',
        type: 'split',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{from}` was split into {to}.',
        hint: 'Callers of `{from}` must choose among the new {kind}s; keep `{from}` as a deprecated alias until they have.',
        why: 'Callers of the old name fail.',
        inverse: 'capabilities-merged',
    },
    {
        id: 'capability-split-with-alias',
        type: 'split',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{from}` was split into {to} and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working.',
        inverse: 'waived: reversing an aliased split only removes the new names, which is flagged as a removal',
    },
    {
        id: 'rename-target-missing',
        type: 'config',
        severity: 'safe',
        kinds: CONFIG,
        message: 'Declared renames not in effect yet ({count}): the old names are still served and the new ones are not: {renames}.',
        hint: 'Nothing breaks while the old names are served; the renames apply once the server switches. Remove an entry from `renames` if it is stale.',
        why: 'A rename map committed ahead of the switch breaks no caller while the old names are served; said once per diff, it stays visible without adding a row per entry to every pull request.',
        inverse: 'waived: a check of the config against the head snapshot, not a change between snapshots',
    },
    {
        id: 'snapshot-origin-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        message: 'The snapshot server name changed from `{before}` to `{after}`.',
        hint: 'Digests are bound to their server, so earlier sign-offs do not carry over; check that the right server was captured.',
        why: 'Comparing two different servers by mistake would pass silently otherwise.',
        inverse: SYMMETRIC,
    },
    {
        id: 'config-gate-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        message: 'The pull request changed `{key}` in the config `{path}`.',
        hint: 'This gate runs with the base branch config; the edit takes effect once merged, so sign it off like any other change.',
        why: 'Editing renames, severities, ignores, deprecations or policy changes what the gate lets through.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ exposure and observation
    {
        id: 'capability-exposure-narrowed',
        type: 'exposure',
        severity: 'breaking',
        kinds: CAPS,
        message: 'The {kind} `{name}` is no longer offered on surface `{surface}`; it is still offered on {surfaces}.',
        hint: 'Users of surface `{surface}` lose it: restore it there, or tell them to switch to {surfaces}.',
        why: 'Clients configured for this surface can no longer call it, even though the server still has it.',
        inverse: 'capability-exposure-widened',
    },
    {
        id: 'capability-exposure-widened',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` is now also offered on surface `{surface}`.',
        hint: 'Nothing breaks; users of `{surface}` gain it.',
        why: 'Offering an existing capability to more clients breaks none.',
        inverse: 'capability-exposure-narrowed',
    },
    {
        id: 'capability-duplicated',
        type: 'exposure',
        severity: 'review',
        kinds: CAPS,
        message: 'The {kind} `{name}` is listed {count} times on surface `{surface}` (before: {before}).',
        hint: 'Clients disagree on which copy they use, so every copy is compared; read each one, and serve the name once.',
        why: 'A second copy under the same name is a second definition a client may pick; one copy can be harmless while the other is not.',
        inverse: 'capability-duplicate-removed',
    },
    {
        id: 'capability-duplicate-removed',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        message: 'The {kind} `{name}` is listed {count} time(s) on surface `{surface}` (before: {before}).',
        hint: 'Nothing breaks for callers of the name; any change in the remaining copy is reported on its own.',
        why: 'Fewer copies of one name leave clients less to disagree about.',
        inverse: 'capability-duplicated',
    },
    {
        id: 'surface-removed',
        type: 'observation',
        severity: 'breaking',
        kinds: SERVER,
        message: 'The surface `{surface}` was removed from the snapshot.',
        hint: 'Clients that used this configuration are no longer checked; restore it in the config or confirm it is gone.',
        why: 'Everything the surface offered is no longer guaranteed to anyone.',
        inverse: 'surface-added',
    },
    {
        id: 'surface-added',
        type: 'observation',
        severity: 'safe',
        kinds: SERVER,
        message: 'The surface `{surface}` was added to the snapshot.',
        hint: 'Nothing breaks; its capabilities are now part of the contract.',
        why: 'Checking one more configuration breaks no caller.',
        inverse: 'surface-removed',
    },
    {
        id: 'observation-failed',
        type: 'observation',
        severity: 'breaking',
        kinds: CAPS,
        message: 'Listing {kind}s on surface `{surface}` failed ({error}).',
        hint: 'Fix the server or the capture; nothing of this kind can be checked while `{method}` fails, so no removals are reported.',
        why: 'The check cannot pass without knowing what is served.',
        inverse: 'observation-recovered',
    },
    {
        id: 'observation-recovered',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        message: 'Listing {kind}s on surface `{surface}` succeeded again after failing in the base snapshot ({count} listed).',
        hint: 'There is nothing to compare against, so every listed {kind} is new to the contract; review them as a whole.',
        why: 'Reporting each item as added would flood the review without telling anything useful.',
        inverse: 'observation-failed',
    },
    {
        id: 'observation-problem',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        message: 'The server sent a malformed {kind} on surface `{surface}` ({code}: {problem}).',
        hint: 'Fix the item in the server; clients may drop or misread it.',
        why: 'A malformed item is never dropped silently, but it is not a contract change either.',
        inverse: 'waived: a problem that goes away needs no review',
    },
    // ------------------------------------------------------------ tool input schema (what callers send)
    {
        id: 'tool-input-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` was removed.',
        hint: 'Callers that still send `{property}` may be rejected or silently ignored; keep accepting it until they have moved.',
        why: 'Callers built against the old schema send it.',
        inverse: 'tool-input-property-added',
    },
    {
        id: 'tool-input-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Optional input property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; existing calls simply leave it out.',
        why: 'An optional property does not change any existing call.',
        inverse: 'tool-input-property-removed',
    },
    {
        id: 'tool-input-required-property-added',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Required input property `{property}` was added to tool `{name}`.',
        hint: 'Make `{property}` optional with a default, or ship it as a new tool.',
        why: 'Every existing call lacks it and fails validation.',
        inverse: 'tool-input-property-removed',
    },
    {
        id: 'tool-input-property-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` became required.',
        hint: 'Keep it optional with a default so calls that leave it out keep working.',
        why: 'Calls that left it out fail validation.',
        inverse: 'tool-input-property-made-optional',
    },
    {
        id: 'tool-input-defaulted-property-made-required',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` is now listed as required, and it declares a default.',
        hint: 'Schema generators in "output" mode (zod 4 `toJSONSchema`, for one) list defaulted properties as required; if the server really rejects calls that leave `{property}` out, set this rule to breaking in `severity`.',
        why: 'A property with a `default` is filled in when a call leaves it out; listing it in `required` is how some generators describe the value after defaults, not a new demand on callers. Re-level it when your server validates strictly.',
        inverse: 'waived: the reverse (the property is optional again) is flagged by tool-input-property-made-optional',
    },
    {
        id: 'tool-input-property-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input property `{property}` of tool `{name}` became optional.',
        hint: 'Nothing breaks; existing calls still send it.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-property-made-required',
    },
    {
        id: 'tool-input-type-narrowed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` accepts fewer types: {before} became {after}.',
        hint: 'Keep accepting the old types, or ship the new shape under a new property.',
        why: 'Calls that send a value of a dropped type fail validation.',
        inverse: 'tool-input-type-widened',
    },
    {
        id: 'tool-input-type-widened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` accepts more types: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-type-narrowed',
    },
    {
        id: 'tool-input-enum-value-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` no longer accepts {values}.',
        hint: 'Keep accepting the old values (map them to the new ones) until callers have moved.',
        why: 'Calls that send a removed value fail validation.',
        inverse: 'tool-input-enum-value-added',
    },
    {
        id: 'tool-input-enum-value-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-enum-value-removed',
    },
    {
        id: 'tool-input-constraint-tightened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Keep the old limit, or check that no caller sends values the new limit rejects.',
        why: 'Values that used to be accepted are now rejected.',
        inverse: 'tool-input-constraint-loosened',
    },
    {
        id: 'tool-input-constraint-loosened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-constraint-tightened',
    },
    {
        id: 'tool-input-additional-properties-closed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` no longer accepts arbitrary extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Keep `additionalProperties` open, or check that no caller sends undeclared properties.',
        why: 'Calls that send an undeclared property are now rejected.',
        inverse: 'tool-input-additional-properties-opened',
    },
    {
        id: 'tool-input-additional-properties-opened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Input `{property}` of tool `{name}` accepts more extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Nothing breaks; every old call is still accepted.',
        why: 'Every existing call still validates.',
        inverse: 'tool-input-additional-properties-closed',
    },
    {
        id: 'tool-input-default-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'The default of input `{property}` of tool `{name}` changed from {before} to {after}.',
        hint: 'Calls that leave `{property}` out now behave differently; confirm that is intended.',
        why: 'The schema still validates every call, but behaviour changes silently for calls relying on the default.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ tool output schema (what consumers read)
    {
        id: 'tool-output-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output property `{property}` of tool `{name}` was removed.',
        hint: 'Keep returning `{property}` until consumers stop reading it.',
        why: 'Consumers that read it get nothing.',
        inverse: 'tool-output-property-added',
    },
    {
        id: 'tool-output-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; consumers can start reading it.',
        why: 'Consumers ignore what they do not read.',
        inverse: 'tool-output-property-removed',
    },
    {
        id: 'tool-output-required-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output property `{property}` of tool `{name}` is no longer guaranteed (removed from `required`).',
        hint: 'Keep returning it always, or tell consumers to handle its absence.',
        why: 'Consumers that rely on it being present break when it is missing.',
        inverse: 'tool-output-required-added',
    },
    {
        id: 'tool-output-required-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output property `{property}` of tool `{name}` is now always returned (added to `required`).',
        hint: 'Nothing breaks; consumers can rely on it.',
        why: 'A stronger guarantee breaks no consumer.',
        inverse: 'tool-output-required-removed',
    },
    {
        id: 'tool-output-type-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` may have more types: {before} became {after}.',
        hint: 'Keep returning the old types, or tell consumers to handle the new ones.',
        why: 'Consumers that expect the old types misread the new ones.',
        inverse: 'tool-output-type-narrowed',
    },
    {
        id: 'tool-output-type-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` has fewer possible types: {before} became {after}.',
        hint: 'Nothing breaks; every value is one consumers already handle.',
        why: 'Consumers already handle every remaining type.',
        inverse: 'tool-output-type-widened',
    },
    {
        id: 'tool-output-enum-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` may now be {values}.',
        hint: 'Tell consumers about the new values before returning them.',
        why: 'Consumers that switch over the known values misread new ones.',
        inverse: 'tool-output-enum-narrowed',
    },
    {
        id: 'tool-output-enum-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` is no longer {values}.',
        hint: 'Nothing breaks; consumers still handle every remaining value.',
        why: 'Consumers already handle every remaining value.',
        inverse: 'tool-output-enum-widened',
    },
    {
        id: 'tool-output-constraint-loosened',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Consumers that rely on the old limit may misread values outside it; confirm none do.',
        why: 'Few consumers depend on output limits, but some do; a person should decide.',
        inverse: 'tool-output-constraint-tightened',
    },
    {
        id: 'tool-output-constraint-tightened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Output `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every returned value was already valid before.',
        why: 'Consumers already handle every value within the tighter limit.',
        inverse: 'tool-output-constraint-loosened',
    },
    {
        id: 'tool-output-schema-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        message: 'Tool `{name}` no longer declares an output schema.',
        hint: 'Keep the output schema; clients that validate or parse structured output depend on it.',
        why: 'Consumers of structured output lose every guarantee at once.',
        inverse: 'tool-output-schema-added',
    },
    {
        id: 'tool-output-schema-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` now declares an output schema.',
        hint: 'Nothing breaks; consumers can start relying on structured output.',
        why: 'A new guarantee breaks no consumer.',
        inverse: 'tool-output-schema-removed',
    },
    {
        id: 'tool-schema-not-comparable',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'The {side} schema of tool `{name}` changed at `{pointer}` in a way that cannot be checked automatically ({reason}).',
        hint: 'Read the schema change at `{pointer}` and decide whether existing {party} still work.',
        why: 'What stays undecided (allOf, not and conditionals, a union beside other keywords, oneOf branches that may overlap, non-local $ref, changed patterns, invalid or too deep schemas) is never guessed safe; the reason names the keyword.',
        inverse: 'waived: undecidable in both directions, flagged by this same rule',
    },
    {
        id: 'tool-schema-dialect-changed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        message: 'The {side} schema of tool `{name}` declares another JSON Schema dialect: `$schema` {before} became {after}.',
        hint: 'Nothing to do unless your clients validate with a fixed dialect; the rest of the schema was compared under each side\'s own dialect.',
        why: 'The dialect names the rules a validator reads the schema by; on its own it accepts and rejects nothing, and every keyword that did change is reported by its own rule.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ prompts
    {
        id: 'prompt-required-argument-added',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        message: 'Required argument `{argument}` was added to prompt `{name}`.',
        hint: 'Make `{argument}` optional, or ship the new shape as a new prompt.',
        why: 'Every existing use of the prompt lacks the argument.',
        inverse: 'prompt-argument-removed',
    },
    {
        id: 'prompt-optional-argument-added',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        message: 'Optional argument `{argument}` was added to prompt `{name}`.',
        hint: 'Nothing breaks; existing uses leave it out.',
        why: 'Existing uses of the prompt still work.',
        inverse: 'prompt-argument-removed',
    },
    {
        id: 'prompt-argument-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        message: 'Argument `{argument}` of prompt `{name}` was removed.',
        hint: 'Keep accepting `{argument}` until existing uses have moved.',
        why: 'Uses that pass it may be rejected or lose what it meant.',
        inverse: 'prompt-optional-argument-added',
    },
    {
        id: 'prompt-argument-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        message: 'Argument `{argument}` of prompt `{name}` became required.',
        hint: 'Keep it optional so uses that leave it out keep working.',
        why: 'Uses that left it out fail.',
        inverse: 'prompt-argument-made-optional',
    },
    {
        id: 'prompt-argument-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        message: 'Argument `{argument}` of prompt `{name}` became optional.',
        hint: 'Nothing breaks; existing uses still pass it.',
        why: 'Every existing use still works.',
        inverse: 'prompt-argument-made-required',
    },
    // ------------------------------------------------------------ resources
    {
        id: 'resource-mime-type-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        message: 'The MIME type of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Clients that parse the content by its type may misread it; confirm they handle the new type.',
        why: 'Whether a new content type breaks a reader depends on the reader.',
        inverse: SYMMETRIC,
    },
    {
        id: 'resource-name-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        message: 'The name of {kind} `{name}` changed from {before} to {after}.',
        hint: 'The URI is unchanged, so reads keep working; check that clients showing or matching on the name are fine.',
        why: 'The name is model- and user-visible, but not the identity.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ model-visible text and annotations
    {
        id: 'description-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        message: 'The description of {kind} `{name}` changed at `{pointer}`.',
        hint: 'Descriptions steer the model: read the new text for instructions it should not follow (exfiltration, tool shadowing, hidden prompts).',
        why: 'Changed model-visible text is how tool poisoning arrives; a person should read it.',
        inverse: SYMMETRIC,
    },
    {
        id: 'text-whitespace-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        message: 'The text of {kind} `{name}` at `{pointer}` changed only in whitespace.',
        hint: 'Nothing to read: the words are the same once spaces, tabs and line breaks are normalized (a re-indented docstring, an emptied blank line). The snapshot keeps the exact text.',
        why: 'What the model reads is the same; a reviewer asked to read it again would learn nothing and learn to click through.',
        inverse: SYMMETRIC,
    },
    {
        id: 'icons-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        message: 'The icons of {kind} `{name}` changed: {before} became {after}.',
        hint: 'Icons are shown to people, not read by the model: check the new one is yours. Inline images are summarized as media type, size and digest prefix.',
        why: 'An icon changes what a person sees in the host, not what any caller sends or the model reads.',
        inverse: SYMMETRIC,
    },
    {
        id: 'tool-app-view-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        message: 'The MCP App view of tool `{name}` changed: `_meta.ui.resourceUri` {before} became {after}.',
        hint: 'Hosts render this UI resource (interactive HTML) next to the tool result: read the resource it now points to before people see it.',
        why: 'A tool that gains or switches its app view puts different interactive content in front of people, with access to the tool through the host.',
        inverse: SYMMETRIC,
    },
    {
        id: 'app-ui-settings-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        message: 'The MCP App settings of {kind} `{name}` changed at `{pointer}`: {before} became {after}.',
        hint: 'These settings decide what the app view may reach (csp domains), ask for (permissions) and where it runs (domain): check every new origin and permission.',
        why: 'A new connect or resource domain, or a new permission, widens what an interactive view can do in the host.',
        inverse: SYMMETRIC,
    },
    {
        id: 'title-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        message: 'The title of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Titles are shown to users and models; confirm the new one is accurate.',
        why: 'Model- and user-visible text; a person should read it.',
        inverse: SYMMETRIC,
    },
    {
        id: 'tool-no-longer-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked read-only (readOnlyHint true became false).',
        hint: 'Clients may now ask for confirmation or stop auto-approving it; confirm it really writes.',
        why: 'Hints drive client approval policy; a tool that starts writing deserves a look.',
        inverse: 'tool-now-read-only',
    },
    {
        id: 'tool-now-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked read-only (readOnlyHint false became true).',
        hint: 'Make sure it really never writes: clients may auto-approve it now.',
        why: 'It breaks no caller, but clients and gateways may now call it without asking: a false claim hands out trust.',
        inverse: 'tool-no-longer-read-only',
    },
    {
        id: 'tool-now-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked destructive (destructiveHint false became true).',
        hint: 'Confirm the tool now deletes or overwrites data, and that callers expect it.',
        why: 'Hints drive client approval policy; a tool that starts destroying data deserves a look.',
        inverse: 'tool-no-longer-destructive',
    },
    {
        id: 'tool-no-longer-destructive',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked destructive (destructiveHint true became false).',
        hint: 'Make sure it really never destroys data: clients may approve it more easily now.',
        why: 'A stricter claim breaks no caller.',
        inverse: 'tool-now-destructive',
    },
    {
        id: 'tool-now-open-world',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked open-world (openWorldHint false became true).',
        hint: 'The tool now reaches outside systems; confirm that is intended and data may leave.',
        why: 'Reaching the open world is where data leaves; a person should know.',
        inverse: 'tool-no-longer-open-world',
    },
    {
        id: 'tool-no-longer-open-world',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked open-world (openWorldHint true became false).',
        hint: 'Make sure it really stays within its closed domain.',
        why: 'A stricter claim breaks no caller.',
        inverse: 'tool-now-open-world',
    },
    {
        id: 'tool-no-longer-idempotent',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        message: 'Tool `{name}` is no longer marked idempotent (idempotentHint true became false).',
        hint: 'Clients that retry it may now repeat side effects; confirm retries are safe or tell them.',
        why: 'Retry logic relies on this hint.',
        inverse: 'tool-now-idempotent',
    },
    {
        id: 'tool-now-idempotent',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        message: 'Tool `{name}` is now marked idempotent (idempotentHint false became true).',
        hint: 'Make sure repeated calls really have no extra effect.',
        why: 'A stricter claim breaks no caller.',
        inverse: 'tool-no-longer-idempotent',
    },
    {
        id: 'definition-field-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        message: 'Field `{pointer}` of {kind} `{name}` changed.',
        hint: 'This field (icons, _meta, execution or one this tool does not know) may be read by clients or models; check the change.',
        why: 'Its meaning is not known here, so it is never guessed safe.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ server identity
    {
        id: 'server-name-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The server now calls itself {after} instead of {before}.',
        hint: 'Confirm this is the same server; clients may key trust or configuration on its name.',
        why: 'The name is the server identity clients see.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-version-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The server version changed from {before} to {after}.',
        hint: 'Informational; the release gate compares versions against deprecation windows.',
        why: 'A version bump by itself changes no capability.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-info-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'Server info field `{pointer}` changed.',
        hint: 'Server info (title, icons, website) is shown to users; check the change.',
        why: 'User-visible identity text; a person should read it.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-protocol-version-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The negotiated protocol version changed from {before} to {after}.',
        hint: 'Check that the clients you support speak the new protocol version.',
        why: 'A move to an older or unrecognized version can change how every capability behaves on the wire (a move up is server-protocol-version-upgraded).',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-protocol-version-upgraded',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The negotiated protocol version moved up from {before} to {after}.',
        hint: 'Nothing to do for clients that speak {before}: version negotiation still offers it if the server keeps supporting it (SDK servers do). Check that it does if you pin old clients.',
        why: 'The version is negotiated per session: a server answering the newest version it speaks leaves older clients to negotiate theirs. SDK upgrades do this to every server.',
        inverse: 'server-protocol-version-changed',
    },
    {
        id: 'schema-generator-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'A schema generator changed on surface `{surface}` (an SDK or schema-library upgrade, not an authored edit): {evidence}. The per-tool rows below show each of these changes.',
        hint: 'Each tool\'s finding is still listed; if this came from an SDK or schema-library upgrade, read them as one change. Re-level the per-tool rules with `severity` if your clients depend on the old shape.',
        why: 'One note says what many per-tool rows have in common, so a library upgrade reads as one event rather than a wall of unrelated changes.',
        inverse: SYMMETRIC,
    },
    {
        id: 'server-capability-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'The server now advertises capability `{pointer}`.',
        hint: 'Nothing breaks; clients may start using it.',
        why: 'A new feature flag breaks no client.',
        inverse: 'server-capability-removed',
    },
    {
        id: 'server-capability-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The server no longer advertises capability `{pointer}`.',
        hint: 'Clients that rely on it (change notifications, subscriptions, logging, completions) lose it; confirm none do.',
        why: 'A dropped flag can break clients that use it; dropped capabilities themselves are reported by the kind checks.',
        inverse: 'server-capability-added',
    },
    {
        id: 'server-instructions-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'The server instructions changed.',
        hint: 'Instructions go straight into the model context: read the new text for anything it should not follow.',
        why: 'Model-visible text that steers every tool call.',
        inverse: SYMMETRIC,
    },
    // ------------------------------------------------------------ protocol eras (MCP 2026-07-28)
    {
        id: 'protocol-era-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        message: 'Surface `{surface}` no longer serves the {era} protocol era ({versions}): {clients} can no longer connect.',
        hint: 'Keep serving the {era} era until those clients have moved (with SDK v2: `serveStdio(factory, { legacy: \'serve\' })` or `createMcpHandler(factory, { legacy: \'stateless\' })`), or announce the cut.',
        why: 'A client that speaks only the dropped era fails at connect, before it sees any capability.',
        inverse: 'protocol-era-added',
    },
    {
        id: 'protocol-era-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'Surface `{surface}` now also serves the {era} protocol era ({versions}).',
        hint: 'Nothing breaks: clients of that era can now connect. The capabilities they see are checked like every other.',
        why: 'A new way to connect breaks no existing client; a server moved from SDK v1 to v2 with the same tools gets only this.',
        inverse: 'protocol-era-removed',
    },
    {
        id: 'protocol-version-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        message: 'Surface `{surface}` no longer lists protocol version {version} in server/discover: {clients} can no longer connect.',
        hint: 'Keep {version} in the supported versions until its clients have moved.',
        why: 'A modern server rejects every request naming a version it does not list (UnsupportedProtocolVersionError).',
        inverse: 'protocol-version-added',
    },
    {
        id: 'protocol-version-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'Surface `{surface}` now lists protocol version {version} in server/discover.',
        hint: 'Nothing breaks: clients of {version} can now connect.',
        why: 'An added version breaks no client that speaks the others.',
        inverse: 'protocol-version-removed',
    },
    {
        id: 'protocol-eras-differ',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'Surface `{surface}` serves a different surface to each protocol era: what a client sees depends on its SDK.',
        hint: 'The snapshot keeps the other era\'s lists under `protocol.eras`; make the server factory register the same capabilities for both eras, or confirm the difference is meant.',
        why: 'The same release then has two contracts, and a client moving from SDK v1 to v2 silently gains or loses capabilities.',
        inverse: 'protocol-eras-agree',
    },
    {
        id: 'protocol-eras-agree',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'Surface `{surface}` now serves the same surface to both protocol eras.',
        hint: 'Nothing to do: what a client sees no longer depends on its SDK.',
        why: 'One contract again; the capabilities themselves are compared by the kind checks.',
        inverse: 'protocol-eras-differ',
    },
    {
        id: 'protocol-extension-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'Surface `{surface}` now advertises the extension `{extension}` in server/discover.',
        hint: 'Nothing breaks; clients that negotiate it may start using it.',
        why: 'Extensions are negotiated: a client that does not know one ignores it.',
        inverse: 'protocol-extension-removed',
    },
    {
        id: 'protocol-extension-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        message: 'Surface `{surface}` no longer advertises the extension `{extension}` in server/discover.',
        hint: 'Clients that use it (tasks moved to an extension in 2026-07-28) lose it; confirm none do.',
        why: 'Like a dropped capability flag: only clients that use it break.',
        inverse: 'protocol-extension-added',
    },
    {
        id: 'protocol-deprecated-feature-used',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        message: 'Surface `{surface}` now uses {feature}, which MCP 2026-07-28 deprecates (removable after {deadline}).',
        hint: 'It works today; plan the move before {deadline}: tools or resources instead of roots, sampling and logging, Streamable HTTP instead of HTTP+SSE.',
        why: 'Deprecated features stay in the specification for at least 12 months from 2026-07-28; nothing breaks before then.',
        inverse: 'waived: no longer using a deprecated feature breaks nothing and needs no note',
    },
];
const RULES = ROWS;
const BY_ID = new Map(RULES.map((r) => [r.id, r]));
function ruleById(id) {
    return BY_ID.get(id);
}
/** Narrows a string read from outside (a stored report, a config key) to a rule id. */
function isRuleId(id) {
    return BY_ID.has(id);
}
/** Fills `{param}` placeholders raw; an unknown placeholder stays visible rather than vanishing. */
function fillTemplate(template, params = {}) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole);
}


/***/ }),

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gw: () => (/* binding */ jsonBlock),
/* harmony export */   Rb: () => (/* binding */ describeInvisible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   tn: () => (/* binding */ escapeCode),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports DEFAULT_INLINE_MAX, codeFence, safeJson */
// Server- and PR-controlled text is untrusted: once placed in a PR comment it must render as inert, visible text.
/** Characters a reviewer cannot see but that change what a name means or how text reads. */
const INVISIBLE_NAMES = new Map([
    [0x00ad, 'soft hyphen'],
    [0x061c, 'arabic letter mark'],
    [0x115f, 'hangul choseong filler'],
    [0x1160, 'hangul jungseong filler'],
    [0x180e, 'mongolian vowel separator'],
    [0x200b, 'zero width space'],
    [0x200c, 'zero width non-joiner'],
    [0x200d, 'zero width joiner'],
    [0x200e, 'left-to-right mark'],
    [0x200f, 'right-to-left mark'],
    [0x2028, 'line separator'],
    [0x2029, 'paragraph separator'],
    [0x202a, 'left-to-right embedding'],
    [0x202b, 'right-to-left embedding'],
    [0x202c, 'pop directional formatting'],
    [0x202d, 'left-to-right override'],
    [0x202e, 'right-to-left override'],
    [0x2060, 'word joiner'],
    [0x2061, 'function application'],
    [0x2062, 'invisible times'],
    [0x2063, 'invisible separator'],
    [0x2064, 'invisible plus'],
    [0x2066, 'left-to-right isolate'],
    [0x2067, 'right-to-left isolate'],
    [0x2068, 'first strong isolate'],
    [0x2069, 'pop directional isolate'],
    [0x3164, 'hangul filler'],
    [0xfeff, 'zero width no-break space'],
    [0xffa0, 'halfwidth hangul filler'],
]);
function invisibleName(cp) {
    const named = INVISIBLE_NAMES.get(cp);
    if (named !== undefined)
        return named;
    if (cp < 0x20 || cp === 0x7f)
        return 'control character';
    if (cp >= 0x80 && cp <= 0x9f)
        return 'control character';
    // Tag characters smuggle ASCII text that no font draws.
    if (cp >= 0xe0000 && cp <= 0xe007f)
        return 'tag character';
    if (cp >= 0xe0100 && cp <= 0xe01ef)
        return 'variation selector';
    if (cp >= 0xfe00 && cp <= 0xfe0f)
        return 'variation selector';
    return undefined;
}
function hex(cp) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Whitespace a reader sees (or that is ordinary layout in a description). */
const ORDINARY_WHITESPACE = new Set([0x09, 0x0a, 0x0d]);
/**
 * Lists the invisible characters in `text`, one entry per distinct character, e.g. `U+202E (right-to-left override)`.
 * Tabs and newlines are ordinary layout and are not listed.
 */
function describeInvisible(text) {
    const seen = new Set();
    const out = [];
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ORDINARY_WHITESPACE.has(cp) || seen.has(cp))
            continue;
        const name = invisibleName(cp);
        if (name === undefined)
            continue;
        seen.add(cp);
        out.push(`${hex(cp)} (${name})`);
    }
    return out;
}
/** Replaces each invisible character with a visible `⟨U+XXXX⟩` token; newlines and tabs are kept. */
function revealInvisible(text) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `⟨${hex(cp)}⟩` : ch;
    }
    return out;
}
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
const ZWSP = '\u200b';
/** Punctuation that means something to markdown, GFM tables, math or HTML anywhere in a line: numeric entities. */
const ENTITY_CHARS = new Set('\\`*_[]#!|<>&"\'~$'.split(''));
/** Characters that only mean something at the start of a line (lists, headings, setext underlines, quotes). */
const LINE_START_CHARS = new Set('-+=.)'.split(''));
const DEFAULT_INLINE_MAX = 200;
/** Code longer than this may break after `/`; shorter code never widens a table much and stays searchable. */
const WRAP_AT = 40;
/**
 * Makes untrusted text safe inside a markdown paragraph, table cell or HTML element of a PR comment:
 * one line, invisible characters made visible, truncated, no links, images, HTML, mentions, issue references,
 * emphasis, code spans or table breaks, and no way to forge this tool's hidden comment markers.
 */
function escapeInline(text, max = DEFAULT_INLINE_MAX) {
    return entities(pingBreaks(clean(text, max)));
}
/**
 * Untrusted text as an inline `<code>` element, for names, refs and pointers a reader may copy: GitHub makes no
 * mentions or issue references inside code, so no zero-width space is needed there (only after `@`, which the email
 * autolinker still reads), and link schemes are entity-escaped (decoded when read and copied, never a link).
 * Long code may break after `/`, `_`, `.`, `:` and `-` (`<wbr>`), so a long name, pointer or URI wraps instead of
 * widening the table; the break copies as nothing.
 */
function escapeCode(text, max = DEFAULT_INLINE_MAX) {
    const body = entities(clean(text, max).replace(/@/g, `@${ZWSP}`));
    return `<code>${body.length > WRAP_AT ? body.replace(/(\/|&#95;|[.:-])/g, '$1<wbr>') : body}</code>`;
}
function clean(text, max) {
    const s = revealInvisible(String(text).replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim());
    return truncate(s, max);
}
/**
 * GitHub turns mentions and issue references into pings and cross-references after markdown is rendered, so
 * entities alone do not stop them: a zero-width space after the trigger character breaks the pattern while the text
 * reads the same.
 */
function pingBreaks(s) {
    return s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9A-Za-z])/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function entities(s) {
    let out = '';
    // A list marker only works at the start of a line: `- x`, `+ x`, `1. x`, `1) x`, or a setext `===`.
    const lead = /^\d*/.exec(s)?.[0].length ?? 0;
    let i = 0;
    // Links in comments are found while parsing only: `http&#58;//` and `www&#46;` are never linked, and copy as typed.
    const linkAt = new Set();
    for (const m of s.matchAll(/:\/\/|\bwww\./gi))
        linkAt.add((m.index ?? 0) + (m[0] === '://' ? 0 : 3));
    for (const ch of s) {
        const atStart = i === lead && LINE_START_CHARS.has(ch);
        out += ENTITY_CHARS.has(ch) || atStart || linkAt.has(i) ? `&#${ch.charCodeAt(0)};` : ch;
        i += ch.length;
    }
    return out;
}
/** Text safe inside a fenced code block: no forged markers, invisible characters made visible. */
function neutralizeCode(text) {
    return revealInvisible(text).replace(/<!--/g, `<!${ZWSP}--`);
}
/** A fence longer than any backtick run inside, so the content can never close the block early. */
function codeFence(text) {
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/** A fenced code block holding untrusted text. `lang` is ours (trusted). */
function codeBlock(text, lang = '') {
    const body = neutralizeCode(text.replace(/\r\n?/g, '\n'));
    const fence = codeFence(body);
    return `${fence}${lang}\n${body}\n${fence}`;
}
/**
 * Pretty JSON whose meaning is unchanged but which can hold no markup: `<`, `>`, `&` and invisible characters
 * (which only occur inside JSON strings) are written as `\uXXXX` escapes.
 */
function safeJson(value) {
    const text = JSON.stringify(value, null, 2) ?? 'undefined';
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === '<' || ch === '>' || ch === '&' || (cp !== 0x0a && invisibleName(cp) !== undefined)) {
            // Astral characters become a surrogate pair of escapes, which JSON.parse reads back as the same character.
            for (let i = 0; i < ch.length; i++)
                out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
        }
        else
            out += ch;
    }
    return out;
}
/** A fenced ```json block of `value`. */
function jsonBlock(value) {
    const text = safeJson(value);
    const fence = codeFence(text);
    return `${fence}json\n${text}\n${fence}`;
}
/**
 * A table cell's markdown: GFM splits cells on `|` even inside code spans, so each is written `\|` (read back as `|`
 * inside a code span). Outside code spans escapeInline already wrote pipes as entities.
 */
function tableCell(markdown) {
    return markdown.replace(/\|/g, '\\|');
}
/** A single-line code span for untrusted text (inside a table, pass the cell through tableCell). */
function codeSpan(text, max = DEFAULT_INLINE_MAX) {
    const body = neutralizeCode(truncate(text.replace(/[\r\n]+/g, ' '), max));
    let longest = 0;
    for (const m of body.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body.startsWith(' ') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}


/***/ }),

/***/ 8555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ distinctCount),
/* harmony export */   WC: () => (/* binding */ isExplainingNote),
/* harmony export */   e9: () => (/* binding */ groupRefs),
/* harmony export */   k$: () => (/* binding */ isVaried),
/* harmony export */   mb: () => (/* binding */ variedTemplate),
/* harmony export */   tw: () => (/* binding */ groupChanges)
/* harmony export */ });
/* unused harmony exports groupAcrossSurfaces, groupTemplate */
/* harmony import */ var _core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5378);
/* harmony import */ var _core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1317);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);



function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule)?.message.includes('{surface}') ?? true;
        if (wordedBySurface || c.surface === '*') {
            out.push(c);
            continue;
        }
        const key = JSON.stringify([c.rule, c.severity, c.kind, sideKey(c.before), sideKey(c.after), c.message, c.adjusted ?? null]);
        const seen = byKey.get(key);
        if (seen) {
            seen.surface = `${seen.surface}, ${c.surface}`;
            seen.fingerprint = `${seen.fingerprint}, ${c.fingerprint}`;
        }
        else {
            const copy = { ...c };
            byKey.set(key, copy);
            out.push(copy);
        }
    }
    return out;
}
/**
 * A rule's message rewritten to speak of "each tool" instead of one named capability, or undefined when its wording
 * cannot be (then its changes are never grouped across capabilities).
 */
function groupTemplate(message) {
    const out = message
        .replace(/^The (\{kind\}|tool|prompt|resource) `\{name\}`/, 'Each $1')
        .replace(/^(Tool|Prompt) `\{name\}`/, (_, k) => `Each ${k.toLowerCase()}`)
        .replace(/(^|\s)(\{kind\}|tool|prompt|resource) `\{name\}`/g, '$1each $2');
    return out.includes('{name}') || out === message ? undefined : out;
}
/** True when the members of a group do not all share one before/after. */
function isVaried(g) {
    return g.variants.length > 1;
}
function capabilityRef(c) {
    const before = c.before?.refs ?? [];
    const after = c.after?.refs ?? [];
    const refs = [...new Set([...before, ...after])];
    return refs.length === 1 ? refs[0] : undefined;
}
/** What members of one row share whatever their values: rule, severity, kind, surface, adjustment, which params. */
function ruleKey(c) {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule);
    const name = c.params?.name;
    if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined)
        return undefined;
    if (groupTemplate(rule.message) === undefined)
        return undefined;
    // A name with invisible characters is a look-alike until read: it keeps a row of its own.
    if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .describeInvisible */ .Rb)(s).length > 0))
        return undefined;
    return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, Object.keys(c.params ?? {}).sort()]);
}
/** Within a rule's row: members whose values and wording are the same. */
function valueKey(c) {
    const name = String(c.params?.name ?? '');
    const params = Object.entries(c.params ?? {})
        .filter(([k]) => k !== 'name')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const side = (s) => (s ? [s.pointer ?? null, s.value ?? null] : null);
    return JSON.stringify([side(c.before), side(c.after), params, c.hint.split(name).join('\u0000')]);
}
/** The "each tool" wording with every placeholder whose value differs between members written as "…". */
function variedTemplate(template, members) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => {
        const values = new Set(members.map((m) => String(m.params?.[key] ?? '')));
        return values.size === 1 ? whole : '…';
    });
}
/** Server-level notes that explain the per-capability rows of the same report rather than change anything alone. */
function isExplainingNote(c) {
    return c.rule === 'schema-generator-changed';
}
function exactGroup(c) {
    const g = { lead: c, members: [c], variants: [] };
    g.variants.push({ lead: c, members: [c], variants: [] });
    return g;
}
/**
 * Rows in the order sign-off reads them: risky model-visible text, breaking, review, then safe; within a severity the rarer change first
 * (a rule on 3 tools before one repeated on 9), then as classified. Per-surface copies fold into one change; the same
 * rule on several capabilities folds into one row, its values kept per variant.
 */
function groupChanges(changes) {
    const groups = [];
    const byRule = new Map();
    for (const c of groupAcrossSurfaces(changes)) {
        const key = ruleKey(c);
        const seen = key === undefined ? undefined : byRule.get(key);
        if (!seen) {
            const g = exactGroup(c);
            if (key !== undefined)
                byRule.set(key, g);
            groups.push(g);
            continue;
        }
        seen.members.push(c);
        const variant = seen.variants.find((v) => valueKey(v.lead) === valueKey(c));
        if (variant)
            variant.members.push(c);
        else
            seen.variants.push({ lead: c, members: [c], variants: [] });
    }
    for (const g of groups) {
        if (g.members.length === 1)
            continue;
        const template = groupTemplate((0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(g.lead.rule)?.message ?? '');
        g.template = template !== undefined && isVaried(g) ? variedTemplate(template, g.members) : template;
        for (const v of g.variants)
            if (v.members.length > 1)
                v.template = template;
    }
    // Risky model-visible text leads (core/diff/report.ts changeRank); a note that explains other rows (a generator change)
    // reads right before them; then breaking, review, safe.
    const rank = (g) => (isExplainingNote(g.lead) ? -0.5 : (0,_core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__/* .changeRank */ .NH)(g.lead));
    return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.g.members.length - b.g.members.length || a.i - b.i).map(({ g }) => g);
}
/** The capabilities a group names, e.g. `tool:read_file`. */
function groupRefs(g) {
    return g.members.map((m) => capabilityRef(m) ?? m.before?.refs[0] ?? m.after?.refs[0] ?? m.kind);
}
/** Changes as a reader counts them: per-surface copies once, each capability of a group once. */
function distinctCount(changes) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const c of groupAcrossSurfaces(changes))
        t[c.severity]++;
    return t;
}


/***/ }),

/***/ 8795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ safeMessage),
/* harmony export */   Ve: () => (/* binding */ plainGroupMessage),
/* harmony export */   ab: () => (/* binding */ safeTemplate),
/* harmony export */   gi: () => (/* binding */ safeGroupMessage),
/* harmony export */   t4: () => (/* binding */ safeHint)
/* harmony export */ });
/* harmony import */ var _core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5378);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);


function code(text, max, style) {
    return style === 'html' ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeCode */ .tn)(text, max) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(text, max);
}
/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value, max, style) {
    const parts = value.split(/`([^`\n]*)`/);
    if (parts.length === 1)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(value, max);
    // escapeInline trims; the spaces around a code segment are kept.
    const text = (p) => (p.startsWith(' ') ? ' ' : '') + (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
    return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
function safeTemplate(template, params, max = 500, style = 'html') {
    const fill = (text, esc) => text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? esc(String(params[key])) : whole);
    let out = '';
    let last = 0;
    for (const m of template.matchAll(/`([^`]*)`/g)) {
        out += fill(template.slice(last, m.index), (v) => prose(v, max, style));
        out += code(fill(m[1], (v) => v), max, style);
        last = (m.index ?? 0) + m[0].length;
    }
    return out + fill(template.slice(last), (v) => prose(v, max, style));
}
function complete(template, params) {
    return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].every((m) => Object.prototype.hasOwnProperty.call(params, m[1]));
}
function safeMessage(change, style = 'html') {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.hint, 800);
    const params = change.params ?? {};
    const base = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.hint, params);
    const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
    const head = safeTemplate(rule.hint, params);
    return extra ? `${head} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(extra, 800)}` : head;
}
/** A row's wording: one change's message, or for a group the rule's "each tool" form with the shared values. */
function safeGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return safeMessage(g.lead);
    return safeTemplate(g.template, g.lead.params ?? {});
}
/** The same in plain text (terminal, annotations). */
function plainGroupMessage(g) {
    if (g.template === undefined || !complete(g.template, g.lead.params ?? {}))
        return g.lead.message;
    return (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(g.template, g.lead.params ?? {});
}


/***/ }),

/***/ 2234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ changeTextDelta)
/* harmony export */ });
/* unused harmony export textDelta */
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
function textDelta(before, after) {
    const a = before.split(/(\s+)/);
    const b = after.split(/(\s+)/);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}
/** The delta of a text change (description, title, instructions) when both sides are strings. */
function changeTextDelta(c) {
    const before = c.before?.value;
    const after = c.after?.value;
    if (typeof before !== 'string' || typeof after !== 'string')
        return undefined;
    if (c.type !== 'description' && c.rule !== 'server-instructions-changed')
        return undefined;
    return textDelta(before, after);
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ renderText),
/* harmony export */   m: () => (/* binding */ cleanTerminal)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8555);
/* harmony import */ var _core_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5378);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2234);





// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `⟨U+XXXX⟩`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .revealInvisible */ .hR)(stripped), max);
}
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => cleanTerminal(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => cleanTerminal(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${cleanTerminal(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(g).map((r) => cleanTerminal(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    return `${g.members.length} ${kind}s: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** A varied row's hint names no one member's values: what differs between members reads "…". */
function groupHint(g) {
    const rule = (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${cleanTerminal(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${cleanTerminal(c.rule, 60)}  ${what(g)}${surface}`, `           ${cleanTerminal((0,_message_js__WEBPACK_IMPORTED_MODULE_3__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .changeTextDelta */ .C)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const values = delta?.added ? `added text: ${delta.added}` : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : '';
            lines.push(`           ${cleanTerminal((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${cleanTerminal(`${at}${values}`.trim(), 200)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${cleanTerminal(show(c.before), 140)} -> ${cleanTerminal(show(c.after), 140)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .changeTextDelta */ .C)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${cleanTerminal(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${cleanTerminal(delta.added, 300)}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${cleanTerminal(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${cleanTerminal(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${cleanTerminal(r.server, 100)}`;
    const head = `${name} (${cleanTerminal(r.base, 60)} -> ${cleanTerminal(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"1.0.0"};

/***/ })

};

export const id = 3567;
export const ids = [3567];
export const modules = {

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

/***/ 2521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ wellFormedString),
/* harmony export */   v: () => (/* binding */ jcs)
/* harmony export */ });
function text(s) {
    if (!wellFormedString(s))
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

/***/ 11471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Uj: () => (/* binding */ equalityWork),
/* harmony export */   Wo: () => (/* binding */ notCanonical),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   lZ: () => (/* binding */ escapePointer),
/* harmony export */   lv: () => (/* binding */ boundedValue),
/* harmony export */   ol: () => (/* binding */ deepFreeze),
/* harmony export */   qL: () => (/* binding */ setKey),
/* harmony export */   q_: () => (/* binding */ jsonDifference),
/* harmony export */   vp: () => (/* binding */ showValue),
/* harmony export */   zV: () => (/* binding */ valueKey),
/* harmony export */   zW: () => (/* binding */ nullObject)
/* harmony export */ });
/* unused harmony exports jsonEqualWith, isSmallValue */
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
/**
 * Nodes visited by structural comparisons since start-up. Only read by a test that keeps the schema walk linear in
 * a schema's depth (it compared every subtree again at every level once); never reset, never asserted as time.
 */
const equalityWork = { nodes: 0 };
/**
 * Structural comparison with key order ignored, using an explicit stack: undefined when equal, else the first pair
 * found to differ, whose `up` chain leads back to (a, b). `seen` collects the pairs of composites compared on the way.
 */
function jsonDifference(a, b, seen) {
    const stack = [{ x: a, y: b, up: undefined }];
    while (stack.length > 0) {
        const s = stack.pop();
        equalityWork.nodes++;
        const { x, y } = s;
        if (x === y)
            continue;
        if (x === null || y === null || x === undefined || y === undefined)
            return s;
        if (typeof x !== 'object' || typeof y !== 'object') {
            if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y))
                continue;
            return s;
        }
        seen?.push(s);
        if (Array.isArray(x)) {
            if (!Array.isArray(y) || x.length !== y.length)
                return s;
            for (let i = 0; i < x.length; i++)
                stack.push({ x: x[i], y: y[i], up: s });
            continue;
        }
        if (Array.isArray(y))
            return s;
        const xk = Object.keys(x);
        if (xk.length !== Object.keys(y).length)
            return s;
        for (const k of xk) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return s;
            stack.push({ x: x[k], y: y[k], up: s });
        }
    }
    return undefined;
}
/** Structural equality with key order ignored. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    // Two scalars need no walk (nor the stack it allocates): spec defaults are compared once per listed item.
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
        return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
    }
    return jsonDifference(a, b) === undefined;
}
/**
 * jsonEqual, where `settle(x, y)` may decide a pair of objects met on the way before their members are walked: true
 * when it knows them equal, false when it knows them different, undefined to walk them as jsonEqual would.
 */
function jsonEqualWith(a, b, settle) {
    const xs = [a];
    const ys = [b];
    while (xs.length > 0) {
        const x = xs.pop();
        const y = ys.pop();
        if (x === y)
            continue;
        if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
            if (!jsonEqual(x, y))
                return false;
            continue;
        }
        if (Array.isArray(x) || Array.isArray(y)) {
            if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length)
                return false;
            for (let i = 0; i < x.length; i++) {
                xs.push(x[i]);
                ys.push(y[i]);
            }
            continue;
        }
        const settled = settle(x, y);
        if (settled === false)
            return false;
        if (settled === true)
            continue;
        const keys = Object.keys(x);
        if (keys.length !== Object.keys(y).length)
            return false;
        for (const k of keys) {
            if (!Object.prototype.hasOwnProperty.call(y, k))
                return false;
            xs.push(x[k]);
            ys.push(y[k]);
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
    return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
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
/** `value`, frozen all the way down: a value shared between readers that none of them may edit. */
function deepFreeze(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v !== 'object' || v === null || Object.isFrozen(v))
            continue;
        Object.freeze(v);
        for (const child of Object.values(v))
            stack.push(child);
    }
    return value;
}


/***/ })

};

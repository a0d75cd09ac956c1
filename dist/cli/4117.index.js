export const id = 4117;
export const ids = [4117];
export const modules = {

/***/ 27297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bz: () => (/* binding */ buildCapability),
  Zv: () => (/* binding */ builtKeySorted),
  dj: () => (/* binding */ canonicalJson),
  uo: () => (/* binding */ definitionDigest),
  nb: () => (/* binding */ dropSpecDefaults),
  TN: () => (/* binding */ keyOf),
  rd: () => (/* binding */ parseRef),
  sc: () => (/* binding */ sha256),
  di: () => (/* binding */ sortKeys),
  JB: () => (/* binding */ stableStringify)
});

// UNUSED EXPORTS: digestOf, normalizeDefinition, refOf

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/core/shared/lossless.ts
var lossless = __webpack_require__(32863);
// EXTERNAL MODULE: ./src/core/shared/spec-defaults.ts
var spec_defaults = __webpack_require__(68673);
// EXTERNAL MODULE: ./src/core/shared/jcs.ts
var jcs = __webpack_require__(2521);
;// CONCATENATED MODULE: ./src/core/shared/key-order.ts
// Key order without garbage: a large capture reads tens of thousands of small objects, and the arrays Object.keys and
// Array.prototype.sort allocate for each were most of what its scavenges had to clear (measured: 16 KB per listed
// tool, against 1.5 KB for the tool itself).
const hasOwn = Object.prototype.hasOwnProperty;
/**
 * Whether `value`'s own keys already come in ascending order. for-in reads V8's cached key list, where Object.keys
 * would copy it; an inherited enumerable key (a polluted prototype) answers false, so the caller takes Object.keys.
 */
function ownKeysAscending(value) {
    let prev;
    for (const k in value) {
        if (!hasOwn.call(value, k))
            return false;
        if (prev !== undefined && !(prev < k))
            return false;
        prev = k;
    }
    return true;
}
/** Above this many keys an insertion sort's quadratic worst case costs more than the native sort's garbage. */
const INSERTION_MAX = 32;
/** One key list per nesting depth, reused: a walk sorts each object's keys while its children sort theirs below. */
const SCRATCH = [];
/**
 * Puts `value`'s own keys, in ascending code-unit order (RFC 8785's order), in the first slots of `keysAt(depth)`
 * and returns how many there are. The list is valid until the next call at the same depth.
 */
function sortOwnKeysAt(value, depth) {
    const keys = keysAt(depth);
    let count = 0;
    for (const k in value)
        if (hasOwn.call(value, k))
            keys[count++] = k;
    if (count > INSERTION_MAX) {
        const sorted = keys.slice(0, count).sort();
        for (let i = 0; i < count; i++)
            keys[i] = sorted[i];
        return count;
    }
    for (let i = 1; i < count; i++) {
        const k = keys[i];
        let j = i - 1;
        while (j >= 0 && keys[j] > k) {
            keys[j + 1] = keys[j];
            j--;
        }
        keys[j + 1] = k;
    }
    return count;
}
function keysAt(depth) {
    return (SCRATCH[depth] ??= []);
}
/** Whether `value` has an own enumerable key, without listing them. */
function hasOwnKeys(value) {
    for (const k in value)
        if (hasOwn.call(value, k))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/core/shared/canonical.ts
// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.







/** RFC 8785 (JCS) canonical JSON text. */
function canonicalJson(value) {
    // A key-sorted copy lets the native serializer write RFC 8785, faster than jcs() even with the copy; jcs() writes
    // (or refuses, as canonicalize does) what it cannot.
    const flags = { finite: true, native: true };
    return canonicalOfCopy(sortedCopy(value, flags), flags) ?? (0,jcs/* jcs */.v)(value);
}
/** Read at the first digest, not when this module loads: the bundle loads node:crypto on first use (scripts/bundle.mjs). */
let oneShot;
function sha256(text) {
    // The one-shot hash (Node 20.12+, 21.7+) skips building a Hash object per digest: one per listed item.
    oneShot ??= external_node_crypto_.hash ?? null;
    return oneShot ? oneShot('sha256', text, 'hex') : external_node_crypto_.createHash('sha256').update(text).digest('hex');
}
function refOf(kind, key) {
    return `${kind}:${key}`;
}
/** Splits `tool:NAME` into kind and key; undefined when the prefix is not a kind. */
function parseRef(ref) {
    const i = ref.indexOf(':');
    if (i <= 0)
        return undefined;
    const kind = ref.slice(0, i);
    if (!Object.prototype.hasOwnProperty.call(model/* KIND_METHOD */.Ll, kind))
        return undefined;
    return { kind: kind, key: ref.slice(i + 1) };
}
/** Fields that describe data, not contract (they change when nothing about the interface changed). */
const VOLATILE_FIELDS = {
    tool: [],
    prompt: [],
    resource: ['size'],
    resourceTemplate: [],
};
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * `value` with every object's keys in sorted order. Copies only what is out of order (or holds an undefined value):
 * a subtree already sorted is shared, not rebuilt, since allocation was most of a large capture's collection time.
 */
function sortedCopy(value, flags, depth = 0) {
    if (typeof value === 'number') {
        if (!Number.isFinite(value))
            flags.finite = false;
        return value;
    }
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value))
        return sortedArray(value, flags, depth);
    // A prototype-less object is a slow dictionary (and not every reader expects one): it is always copied.
    if (Object.getPrototypeOf(value) === Object.prototype && ownKeysAscending(value))
        return sortedInPlace(value, flags, depth);
    const out = {};
    const count = sortOwnKeysAt(value, depth);
    const keys = keysAt(depth);
    for (let i = 0; i < count; i++) {
        const k = keys[i];
        noteKey(k, flags);
        const v = value[k];
        if (v !== undefined)
            (0,json/* setKey */.qL)(out, k, sortedCopy(v, flags, depth + 1));
    }
    return out;
}
function noteKey(k, flags) {
    const c = k.charCodeAt(0);
    if ((c >= 48 && c <= 57) || k === '__proto__')
        flags.native = false;
}
/** An object whose keys are in order: itself, unless a value below changes (or is undefined), then a copy. */
function sortedInPlace(value, flags, depth) {
    let out;
    for (const k in value) {
        noteKey(k, flags);
        const v = value[k];
        const copy = v === undefined ? undefined : sortedCopy(v, flags, depth + 1);
        if (out === undefined && (copy !== v || v === undefined))
            out = keysBefore(value, k);
        if (out !== undefined && copy !== undefined)
            (0,json/* setKey */.qL)(out, k, copy);
    }
    return out ?? value;
}
/** A new object holding `value`'s keys ahead of `stop` (none undefined: one would have started the copy). */
function keysBefore(value, stop) {
    const out = {};
    for (const k in value) {
        if (k === stop)
            break;
        (0,json/* setKey */.qL)(out, k, value[k]);
    }
    return out;
}
function sortedArray(value, flags, depth) {
    let out;
    for (let i = 0; i < value.length; i++) {
        const v = value[i];
        const copy = sortedCopy(v, flags, depth + 1);
        if (out === undefined && copy !== v)
            out = value.slice(0, i);
        if (out !== undefined)
            out.push(copy);
    }
    return out ?? value;
}
/** The canonical text of a sorted copy, or undefined when the value has none (RFC 8785 refuses it). */
function canonicalOfCopy(copy, flags) {
    if (!flags.finite)
        return undefined;
    if (!flags.native)
        return (0,json/* notCanonical */.Wo)(copy) === undefined ? (0,jcs/* jcs */.v)(copy) : undefined;
    const text = JSON.stringify(copy);
    // JSON.stringify writes a lone surrogate as a `\udXXX` escape; only text holding one needs the walk that decides.
    if (text.includes('\\ud') && (0,json/* notCanonical */.Wo)(copy) !== undefined)
        return undefined;
    return text;
}
/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
function sortKeys(value) {
    return sortedCopy(value, { finite: true, native: true });
}
/**
 * `node` without the field at `path` when that field equals the spec default, and without any object left empty on
 * the way (an `annotations: {}` or `execution: {}` says no more than its absence); undefined when nothing changed.
 * Copies on write, and only what changes: most items carry few of the defaulted fields, and the server's objects
 * are never edited (nor emptied with `delete`, which leaves V8 a slow dictionary).
 */
function dropDefault(node, path, d, at = 0) {
    const head = path[at];
    if (at === path.length - 1) {
        if (!Object.prototype.hasOwnProperty.call(node, head) || !(0,json/* jsonEqual */.Zm)(node[head], d.value))
            return undefined;
        return without(node, head);
    }
    const child = (0,json/* own */.ZV)(node, head);
    if (path[at + 1] === '[]') {
        if (!Array.isArray(child))
            return undefined;
        let list;
        for (let i = 0; i < child.length; i++) {
            const el = child[i];
            const next = isObject(el) ? dropDefault(el, path, d, at + 2) : undefined;
            if (next !== undefined && list === undefined)
                list = child.slice(0, i);
            list?.push(next ?? el);
        }
        return list === undefined ? undefined : { ...node, [head]: list };
    }
    if (!isObject(child))
        return undefined;
    const next = dropDefault(child, path, d, at + 1) ?? child;
    // An object on the way that is (or was left) empty goes too, whether or not the default was in it.
    if (next === child && hasOwnKeys(child))
        return undefined;
    return hasOwnKeys(next) ? { ...node, [head]: next } : without(node, head);
}
/** A copy of `node` without `key`, its other keys in their order. */
function without(node, key) {
    const out = {};
    for (const k in node)
        if (k !== key && Object.prototype.hasOwnProperty.call(node, k))
            (0,json/* setKey */.qL)(out, k, node[k]);
    return out;
}
/** `definition` without every field equal to its spec default (src/core/shared/spec-defaults.ts); never edited. */
function dropSpecDefaults(kind, definition, protocolVersion) {
    let out = definition;
    for (const d of (0,spec_defaults/* defaultsByKind */.Y3)(protocolVersion).get(kind) ?? [])
        out = dropDefault(out, d.path, d) ?? out;
    return out;
}
/**
 * The model-visible definition of one listed item, normalized: unknown fields are kept (a peer that strips them
 * would miss a change), spec defaults are dropped, volatile fields and `_meta` keys are left out.
 */
function normalizeDefinition(kind, item, options = {}) {
    return sortKeys(normalizedFields(kind, item, options));
}
/** normalizeDefinition without the key sort: the fields, sharing the server's nested values where nothing changed. */
function normalizedFields(kind, item, options) {
    // A plain object, not a prototype-less one: those are dictionaries, the slowest to build and to copy. Only own
    // keys are read below (`own`), never what Object.prototype would lend.
    let out = {};
    const volatile = VOLATILE_FIELDS[kind];
    for (const k in item) {
        if (!Object.prototype.hasOwnProperty.call(item, k))
            continue;
        const v = item[k];
        if (v === undefined || volatile.includes(k))
            continue;
        (0,json/* setKey */.qL)(out, k, v);
    }
    if (isObject((0,json/* own */.ZV)(out, '_meta'))) {
        const drop = new Set(options.volatileMeta ?? []);
        const meta = (0,json/* nullObject */.zW)();
        for (const [k, v] of Object.entries(out._meta))
            if (!drop.has(k))
                meta[k] = v;
        if (Object.keys(meta).length === 0)
            delete out._meta;
        else
            out._meta = meta;
    }
    out = dropSpecDefaults(kind, out, options.protocolVersion);
    if (isObject((0,json/* own */.ZV)(out, 'annotations')) && kind !== 'tool') {
        // lastModified on resources is data churn, not contract.
        const ann = Object.assign((0,json/* nullObject */.zW)(), out.annotations);
        delete ann.lastModified;
        if (Object.keys(ann).length === 0)
            delete out.annotations;
        else
            out.annotations = ann;
    }
    const args = (0,json/* own */.ZV)(out, 'arguments');
    if (kind === 'prompt' && Array.isArray(args) && args.length === 0)
        delete out.arguments;
    const icons = (0,json/* own */.ZV)(out, 'icons');
    if (Array.isArray(icons) && icons.length === 0)
        delete out.icons;
    return out;
}
function digestOf(definition, origin) {
    // The server names itself: a lone surrogate there must not make every digest of its surface impossible.
    const origin_ = { server: wellFormed(origin.server), surface: wellFormed(origin.surface) };
    return `sha256:${sha256(canonicalJson({ definition, origin: origin_ }))}`;
}
/** A definition-only digest: equal definitions give equal digests across servers and surfaces. */
function definitionDigest(definition) {
    return `sha256:${sha256(canonicalJson(definition))}`;
}
function keyOf(kind, item) {
    const v = (0,json/* own */.ZV)(item, model/* KIND_METHOD */.Ll[kind].keyField);
    return typeof v === 'string' ? v : undefined;
}
/**
 * Definitions buildCapability wrote key-sorted where JavaScript keeps that order (no integer-like key, no `__proto__`,
 * no undefined member): sortKeys would return each one unchanged, so the snapshot writer (stable-pieces.ts) takes it
 * as it is instead of walking it again to find that out. A built definition is a value, never edited afterwards.
 */
const KEY_SORTED = new WeakSet();
/** Whether sortKeys(value) is `value` itself, as buildCapability recorded when it wrote the value key-sorted. */
function builtKeySorted(value) {
    return typeof value === 'object' && value !== null && KEY_SORTED.has(value);
}
function buildCapability(kind, item, origin, options = {}) {
    const key = keyOf(kind, item);
    if (key === undefined)
        throw new Error(`${kind} item has no ${model/* KIND_METHOD */.Ll[kind].keyField}`);
    // One walk makes the stored, key-sorted definition and says whether the native serializer writes its canonical form.
    const flags = { finite: true, native: true };
    const definition = sortedCopy(normalizedFields(kind, item, options), flags);
    const origin_ = { server: (0,json/* wellFormed */.ES)(origin.server), surface: (0,json/* wellFormed */.ES)(origin.surface) };
    // Both levels' keys are written in sorted order: the text digested is canonical as written, in one flat string.
    const text = canonicalOfCopy({ definition, origin: origin_ }, flags);
    if (text !== undefined) {
        if (flags.native)
            KEY_SORTED.add(definition);
        return { ref: refOf(kind, key), digest: `sha256:${sha256(text)}`, definition };
    }
    // No canonical form (1e400, a lone surrogate): digested losslessly, stored in a display form, never left out.
    const digest = `sha256:${sha256((0,lossless/* losslessJson */.F_)({ definition, origin: origin_ }))}`;
    return { ref: refOf(kind, (0,json/* wellFormed */.ES)(key)), digest, definition: sortKeys((0,lossless/* displayForm */.bw)(definition)) };
}
/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
function stableStringify(value) {
    return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}


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


/***/ }),

/***/ 32863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F_: () => (/* binding */ losslessJson),
/* harmony export */   WP: () => (/* binding */ losslessWarnings),
/* harmony export */   bw: () => (/* binding */ displayForm),
/* harmony export */   mh: () => (/* binding */ showsLoss)
/* harmony export */ });
/* unused harmony export LOST */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97336);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11471);


/** Stands for what the display form could not keep: a lone surrogate, or the start of an out-of-range number. */
const LOST = '\uFFFD';
/** JSON.stringify writes a lone surrogate as a `\udXXX` escape (ES2019), so distinct strings stay distinct. */
const str = (s) => JSON.stringify(s);
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Canonical-style text (keys sorted by UTF-16 code units, no whitespace) that loses nothing JSON.parse kept: strings
 * and keys escaped as JSON.stringify does, finite numbers as ECMAScript writes them (as RFC 8785 does), and
 * non-finite ones as the bare tokens `Infinity`, `-Infinity`, `NaN`, which no JSON text holds, so a digest of this
 * text never equals a canonical one.
 */
function losslessJson(value) {
    if (value === null || typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number')
        return Number.isFinite(value) ? JSON.stringify(value) : String(value);
    if (typeof value === 'string')
        return str(value);
    if (Array.isArray(value))
        return `[${value.map(losslessJson).join(',')}]`;
    const keys = Object.keys(value).sort(byCodeUnits);
    return `{${keys.map((k) => `${str(k)}:${losslessJson(value[k])}`).join(',')}}`;
}
/** The value with lone surrogates as U+FFFD and non-finite numbers as the string `\uFFFDInfinity` (and so on). */
function displayForm(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : `${LOST}${String(value)}`;
    if (typeof value === 'string')
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value))
        return value.map(displayForm);
    const out = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .nullObject */ .zW)();
    for (const k of Object.keys(value))
        (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setKey */ .qL)(out, (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(k), displayForm(value[k]));
    return out;
}
/** Whether a stored definition shows U+FFFD anywhere (its digest may then differ where its text does not). */
function showsLoss(value) {
    return JSON.stringify(value).includes(LOST);
}
/** One line per item captured with no canonical form: what was kept and how, for the capture's warnings. */
function losslessWarnings(snapshot) {
    const out = [];
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        for (const kind of _model_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW) {
            for (const p of s.kinds?.[kind]?.observation.problems ?? []) {
                if (p.code === 'item-not-canonical')
                    out.push(`warning: server "${snapshot.server}" surface "${surface}" ${kind}: ${p.message}`);
            }
        }
    }
    return out;
}


/***/ }),

/***/ 97336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ KINDS),
/* harmony export */   Ll: () => (/* binding */ KIND_METHOD),
/* harmony export */   Td: () => (/* binding */ SNAPSHOT_FORMAT),
/* harmony export */   d4: () => (/* binding */ PROTOCOL_ERAS),
/* harmony export */   pQ: () => (/* binding */ READABLE_SNAPSHOT_FORMATS)
/* harmony export */ });
/* unused harmony export SEVERITIES */
const KINDS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
/** The MCP list method and result field behind each kind. */
const KIND_METHOD = {
    tool: { method: 'tools/list', field: 'tools', capability: 'tools', keyField: 'name' },
    prompt: { method: 'prompts/list', field: 'prompts', capability: 'prompts', keyField: 'name' },
    resource: { method: 'resources/list', field: 'resources', capability: 'resources', keyField: 'uri' },
    resourceTemplate: {
        method: 'resources/templates/list',
        field: 'resourceTemplates',
        capability: 'resources',
        keyField: 'uriTemplate',
    },
};
const SEVERITIES = (/* unused pure expression or super */ null && (['breaking', 'review', 'safe']));
const PROTOCOL_ERAS = ['legacy', 'modern'];
const SNAPSHOT_FORMAT = 'mcp-contract/2';
/** Formats this version reads: older ones lack only optional fields. */
const READABLE_SNAPSHOT_FORMATS = ['mcp-contract/1', SNAPSHOT_FORMAT];


/***/ }),

/***/ 68673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ defaultOf),
/* harmony export */   Y3: () => (/* binding */ defaultsByKind),
/* harmony export */   hL: () => (/* binding */ ANNOTATION_DEFAULTS)
/* harmony export */ });
/* unused harmony exports PROTOCOL_VERSIONS, SPEC_DEFAULTS, NEWEST_LEGACY_VERSION, defaultsFor */
/** Oldest first. A version newer than the last reads with the last one's defaults. */
const PROTOCOL_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const HINTS = [
    { kind: 'tool', path: ['annotations', 'readOnlyHint'], value: false, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'destructiveHint'], value: true, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'idempotentHint'], value: false, source: 'schema' },
    { kind: 'tool', path: ['annotations', 'openWorldHint'], value: true, source: 'schema' },
];
/** Tool annotation hint -> the value an absent hint means. */
const ANNOTATION_DEFAULTS = Object.fromEntries(HINTS.map((h) => [h.path[1], h.value === true]));
const PROMPT_ARGUMENT_OPTIONAL = { kind: 'prompt', path: ['arguments', '[]', 'required'], value: false, source: 'absent-means' };
const TASK_SUPPORT = { kind: 'tool', path: ['execution', 'taskSupport'], value: 'forbidden', source: 'schema' };
/**
 * 2026-07-28 moved tasks to an extension (SEP-2663) and `execution.taskSupport` left the core schema. A modern server
 * that still sends `"forbidden"` says what 2025-11-25 meant by it (no tasks): still a default, so a server moved from
 * SDK v1 to v2 changes no digest whether or not its tools carry the field.
 */
const TASK_SUPPORT_CARRIED = { ...TASK_SUPPORT, source: 'carried' };
/**
 * What each version's schema defines. Tool annotations arrived in 2025-03-26, tasks in 2025-11-25 (an extension from
 * 2026-07-28 on). Read from the "Default:" notes in schema/<version>/schema.ts of modelcontextprotocol/modelcontextprotocol
 * (b0f60ba); 2025-11-25 is checked in __tests__/core/shared/spec-defaults.test.ts against the spec types SDK v1 ships (SDK v2
 * ships none with the notes).
 */
const SPEC_DEFAULTS = {
    '2024-11-05': [PROMPT_ARGUMENT_OPTIONAL],
    '2025-03-26': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-06-18': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS],
    '2025-11-25': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT],
    '2026-07-28': [PROMPT_ARGUMENT_OPTIONAL, ...HINTS, TASK_SUPPORT_CARRIED],
};
/** The newest legacy-era version: the one SDK v1's shipped spec types describe. */
const NEWEST_LEGACY_VERSION = '2025-11-25';
const pathKey = (d) => `${d.kind}:${d.path.join('/')}`;
/**
 * The defaults that apply to a server speaking `version`: its own, plus those of fields a later version introduced
 * (a server on an older version that sends `execution.taskSupport` is read by clients with the meaning the field
 * was given when it appeared). Unknown or absent versions read with the union of every version.
 */
function defaultsFor(version) {
    const known = PROTOCOL_VERSIONS.indexOf(version);
    const order = known < 0 ? [...PROTOCOL_VERSIONS].reverse() : [PROTOCOL_VERSIONS[known], ...PROTOCOL_VERSIONS.slice(known + 1)];
    const out = new Map();
    for (const v of order)
        for (const d of SPEC_DEFAULTS[v])
            if (!out.has(pathKey(d)))
                out.set(pathKey(d), d);
    return [...out.values()];
}
/** Cached per version: normalization runs once per listed item. */
const BY_KIND = new Map();
function defaultsByKind(version) {
    const key = version ?? '';
    let m = BY_KIND.get(key);
    if (m === undefined) {
        const grouped = new Map();
        for (const d of defaultsFor(version))
            grouped.set(d.kind, [...(grouped.get(d.kind) ?? []), d]);
        m = grouped;
        BY_KIND.set(key, m);
    }
    return m;
}
/** The default of one field of a kind, e.g. `defaultOf('tool', ['annotations', 'destructiveHint'])`. */
function defaultOf(kind, path, version) {
    const want = path.join('/');
    return defaultsByKind(version)
        .get(kind)
        ?.find((d) => d.path.join('/') === want)?.value;
}


/***/ }),

/***/ 95493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oj: () => (/* binding */ SNAPSHOT_VALIDATOR),
  rg: () => (/* binding */ describeErrors),
  lk: () => (/* binding */ parseJsonText)
});

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/storage/validator-runtime.ts
var validator_runtime = __webpack_require__(1422);
;// CONCATENATED MODULE: ./src/storage/validators.generated.ts
// Generated by scripts/validators.mjs from schemas/snapshot.schema.json: do not edit.
// @ts-nocheck

const snapshot = (0,validator_runtime/* lazyValidator */.fE)(() => { const schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://mcp-contract.dev/schemas/snapshot.schema.json", "title": "mcp-contract snapshot", "type": "object", "additionalProperties": false, "required": ["format", "server", "surfaces"], "properties": { "$schema": { "type": "string" }, "format": { "enum": ["mcp-contract/1", "mcp-contract/2"] }, "server": { "type": "string", "minLength": 1 }, "surfaces": { "type": "object", "additionalProperties": { "$ref": "#/definitions/surface" } }, "identity": { "$ref": "#/definitions/identity" } }, "definitions": { "identity": { "type": "object", "additionalProperties": false, "required": ["kind", "name", "source"], "description": "The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree's content manifest. Evidence next to the contract, never part of it.", "properties": { "kind": { "enum": ["npm", "container", "python", "worktree", "remote", "binary"] }, "name": { "type": "string" }, "version": { "type": "string" }, "integrity": { "type": "string" }, "source": { "type": "string" }, "files": { "type": "object", "additionalProperties": { "type": "string" } }, "unverified": { "type": "string" }, "absent": { "const": true } } }, "observation": { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["complete", "unsupported", "failed"] }, "error": { "type": "string" }, "pages": { "type": "integer", "minimum": 0 }, "problems": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "page": { "type": "integer" }, "index": { "type": "integer" } } } } } }, "capability": { "type": "object", "additionalProperties": false, "required": ["ref", "digest", "definition"], "properties": { "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):" }, "digest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "definition": { "type": "object" } } }, "kind": { "type": "object", "additionalProperties": false, "required": ["observation", "items"], "properties": { "observation": { "$ref": "#/definitions/observation" }, "items": { "type": "array", "items": { "$ref": "#/definitions/capability" } } } }, "surface": { "type": "object", "additionalProperties": false, "required": ["client", "kinds"], "properties": { "client": { "type": "object", "additionalProperties": false, "required": ["name", "version", "capabilities"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "capabilities": { "type": "object" } } }, "server": { "type": "object", "additionalProperties": false, "required": ["serverInfo", "protocolVersion", "capabilities"], "properties": { "serverInfo": { "type": "object" }, "protocolVersion": { "type": "string" }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "auth": { "type": "object", "additionalProperties": false, "required": ["authorizationServers", "scopesSupported", "bearerMethodsSupported", "pkceMethods", "clientIdMetadataDocument", "dynamicRegistration", "issParameter"], "properties": { "resource": { "type": "string" }, "authorizationServers": { "type": "array", "items": { "type": "string" } }, "scopesSupported": { "type": "array", "items": { "type": "string" } }, "bearerMethodsSupported": { "type": "array", "items": { "type": "string" } }, "challengeScope": { "type": "array", "items": { "type": "string" } }, "issuer": { "type": "string" }, "pkceMethods": { "type": "array", "items": { "type": "string" } }, "clientIdMetadataDocument": { "type": "boolean" }, "dynamicRegistration": { "type": "boolean" }, "issParameter": { "type": "boolean" } } } } }, "error": { "type": "string" }, "canaries": { "type": "array", "items": { "type": "string" }, "description": "Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results." }, "protocol": { "type": "object", "additionalProperties": false, "required": ["primary", "eras"], "description": "Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.", "properties": { "primary": { "enum": ["legacy", "modern"] }, "pinned": { "enum": ["legacy", "modern"] }, "eras": { "type": "object", "additionalProperties": false, "properties": { "legacy": { "$ref": "#/definitions/era" }, "modern": { "$ref": "#/definitions/era" } } } } }, "kinds": { "$ref": "#/definitions/kinds" } } }, "kinds": { "type": "object", "additionalProperties": false, "required": ["tool", "prompt", "resource", "resourceTemplate"], "properties": { "tool": { "$ref": "#/definitions/kind" }, "prompt": { "$ref": "#/definitions/kind" }, "resource": { "$ref": "#/definitions/kind" }, "resourceTemplate": { "$ref": "#/definitions/kind" } } }, "era": { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["served", "refused", "failed"] }, "versions": { "type": "array", "items": { "type": "string" } }, "discover": { "type": "object", "additionalProperties": false, "required": ["supportedVersions", "capabilities"], "properties": { "supportedVersions": { "type": "array", "items": { "type": "string" } }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "serverInfo": { "type": "object" } } }, "transport": { "enum": ["stdio", "streamable-http", "sse"] }, "error": { "type": "string" }, "kinds": { "$ref": "#/definitions/kinds" } } } } }; const schema7 = { "type": "object", "additionalProperties": false, "required": ["kind", "name", "source"], "description": "The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree's content manifest. Evidence next to the contract, never part of it.", "properties": { "kind": { "enum": ["npm", "container", "python", "worktree", "remote", "binary"] }, "name": { "type": "string" }, "version": { "type": "string" }, "integrity": { "type": "string" }, "source": { "type": "string" }, "files": { "type": "object", "additionalProperties": { "type": "string" } }, "unverified": { "type": "string" }, "absent": { "const": true } } }; const func0 = validator_runtime/* codePointLength */.O7; const schema1 = { "type": "object", "additionalProperties": false, "required": ["client", "kinds"], "properties": { "client": { "type": "object", "additionalProperties": false, "required": ["name", "version", "capabilities"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "capabilities": { "type": "object" } } }, "server": { "type": "object", "additionalProperties": false, "required": ["serverInfo", "protocolVersion", "capabilities"], "properties": { "serverInfo": { "type": "object" }, "protocolVersion": { "type": "string" }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "auth": { "type": "object", "additionalProperties": false, "required": ["authorizationServers", "scopesSupported", "bearerMethodsSupported", "pkceMethods", "clientIdMetadataDocument", "dynamicRegistration", "issParameter"], "properties": { "resource": { "type": "string" }, "authorizationServers": { "type": "array", "items": { "type": "string" } }, "scopesSupported": { "type": "array", "items": { "type": "string" } }, "bearerMethodsSupported": { "type": "array", "items": { "type": "string" } }, "challengeScope": { "type": "array", "items": { "type": "string" } }, "issuer": { "type": "string" }, "pkceMethods": { "type": "array", "items": { "type": "string" } }, "clientIdMetadataDocument": { "type": "boolean" }, "dynamicRegistration": { "type": "boolean" }, "issParameter": { "type": "boolean" } } } } }, "error": { "type": "string" }, "canaries": { "type": "array", "items": { "type": "string" }, "description": "Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results." }, "protocol": { "type": "object", "additionalProperties": false, "required": ["primary", "eras"], "description": "Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.", "properties": { "primary": { "enum": ["legacy", "modern"] }, "pinned": { "enum": ["legacy", "modern"] }, "eras": { "type": "object", "additionalProperties": false, "properties": { "legacy": { "$ref": "#/definitions/era" }, "modern": { "$ref": "#/definitions/era" } } } } }, "kinds": { "$ref": "#/definitions/kinds" } } }; const func1 = Object.prototype.hasOwnProperty; const schema2 = { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["served", "refused", "failed"] }, "versions": { "type": "array", "items": { "type": "string" } }, "discover": { "type": "object", "additionalProperties": false, "required": ["supportedVersions", "capabilities"], "properties": { "supportedVersions": { "type": "array", "items": { "type": "string" } }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "serverInfo": { "type": "object" } } }, "transport": { "enum": ["stdio", "streamable-http", "sse"] }, "error": { "type": "string" }, "kinds": { "$ref": "#/definitions/kinds" } } }; const schema3 = { "type": "object", "additionalProperties": false, "required": ["tool", "prompt", "resource", "resourceTemplate"], "properties": { "tool": { "$ref": "#/definitions/kind" }, "prompt": { "$ref": "#/definitions/kind" }, "resource": { "$ref": "#/definitions/kind" }, "resourceTemplate": { "$ref": "#/definitions/kind" } } }; const schema4 = { "type": "object", "additionalProperties": false, "required": ["observation", "items"], "properties": { "observation": { "$ref": "#/definitions/observation" }, "items": { "type": "array", "items": { "$ref": "#/definitions/capability" } } } }; const schema5 = { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["complete", "unsupported", "failed"] }, "error": { "type": "string" }, "pages": { "type": "integer", "minimum": 0 }, "problems": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "page": { "type": "integer" }, "index": { "type": "integer" } } } } } }; const schema6 = { "type": "object", "additionalProperties": false, "required": ["ref", "digest", "definition"], "properties": { "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):" }, "digest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "definition": { "type": "object" } } }; const pattern0 = new RegExp("^(tool|prompt|resource|resourceTemplate):", "u"); const pattern1 = new RegExp("^sha256:[0-9a-f]{64}$", "u"); function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.observation === undefined) && (missing0 = "observation")) || ((data.items === undefined) && (missing0 = "items"))) {
            validate4.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((key0 === "observation") || (key0 === "items"))) {
                    validate4.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.observation !== undefined) {
                    let data0 = data.observation;
                    const _errs2 = errors;
                    const _errs3 = errors;
                    if (errors === _errs3) {
                        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                            let missing1;
                            if ((data0.state === undefined) && (missing1 = "state")) {
                                validate4.errors = [{ instancePath: instancePath + "/observation", schemaPath: "#/definitions/observation/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                            }
                            else {
                                const _errs5 = errors;
                                for (const key1 in data0) {
                                    if (!((((key1 === "state") || (key1 === "error")) || (key1 === "pages")) || (key1 === "problems"))) {
                                        validate4.errors = [{ instancePath: instancePath + "/observation", schemaPath: "#/definitions/observation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                        return false;
                                        break;
                                    }
                                }
                                if (_errs5 === errors) {
                                    if (data0.state !== undefined) {
                                        let data1 = data0.state;
                                        const _errs6 = errors;
                                        if (!(((data1 === "complete") || (data1 === "unsupported")) || (data1 === "failed"))) {
                                            validate4.errors = [{ instancePath: instancePath + "/observation/state", schemaPath: "#/definitions/observation/properties/state/enum", keyword: "enum", params: { allowedValues: schema5.properties.state.enum }, message: "must be equal to one of the allowed values" }];
                                            return false;
                                        }
                                        var valid2 = _errs6 === errors;
                                    }
                                    else {
                                        var valid2 = true;
                                    }
                                    if (valid2) {
                                        if (data0.error !== undefined) {
                                            const _errs7 = errors;
                                            if (typeof data0.error !== "string") {
                                                validate4.errors = [{ instancePath: instancePath + "/observation/error", schemaPath: "#/definitions/observation/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid2 = _errs7 === errors;
                                        }
                                        else {
                                            var valid2 = true;
                                        }
                                        if (valid2) {
                                            if (data0.pages !== undefined) {
                                                let data3 = data0.pages;
                                                const _errs9 = errors;
                                                if (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) {
                                                    validate4.errors = [{ instancePath: instancePath + "/observation/pages", schemaPath: "#/definitions/observation/properties/pages/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                }
                                                if (errors === _errs9) {
                                                    if (typeof data3 == "number") {
                                                        if (data3 < 0 || isNaN(data3)) {
                                                            validate4.errors = [{ instancePath: instancePath + "/observation/pages", schemaPath: "#/definitions/observation/properties/pages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                            return false;
                                                        }
                                                    }
                                                }
                                                var valid2 = _errs9 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data0.problems !== undefined) {
                                                    let data4 = data0.problems;
                                                    const _errs11 = errors;
                                                    if (errors === _errs11) {
                                                        if (Array.isArray(data4)) {
                                                            var valid3 = true;
                                                            const len0 = data4.length;
                                                            for (let i0 = 0; i0 < len0; i0++) {
                                                                let data5 = data4[i0];
                                                                const _errs13 = errors;
                                                                if (errors === _errs13) {
                                                                    if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                                                        let missing2;
                                                                        if (((data5.code === undefined) && (missing2 = "code")) || ((data5.message === undefined) && (missing2 = "message"))) {
                                                                            validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0, schemaPath: "#/definitions/observation/properties/problems/items/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                                                            return false;
                                                                        }
                                                                        else {
                                                                            const _errs15 = errors;
                                                                            for (const key2 in data5) {
                                                                                if (!((((key2 === "code") || (key2 === "message")) || (key2 === "page")) || (key2 === "index"))) {
                                                                                    validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0, schemaPath: "#/definitions/observation/properties/problems/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                                                    return false;
                                                                                    break;
                                                                                }
                                                                            }
                                                                            if (_errs15 === errors) {
                                                                                if (data5.code !== undefined) {
                                                                                    const _errs16 = errors;
                                                                                    if (typeof data5.code !== "string") {
                                                                                        validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/code", schemaPath: "#/definitions/observation/properties/problems/items/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                    var valid4 = _errs16 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid4 = true;
                                                                                }
                                                                                if (valid4) {
                                                                                    if (data5.message !== undefined) {
                                                                                        const _errs18 = errors;
                                                                                        if (typeof data5.message !== "string") {
                                                                                            validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/message", schemaPath: "#/definitions/observation/properties/problems/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid4 = _errs18 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid4 = true;
                                                                                    }
                                                                                    if (valid4) {
                                                                                        if (data5.page !== undefined) {
                                                                                            let data8 = data5.page;
                                                                                            const _errs20 = errors;
                                                                                            if (!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) {
                                                                                                validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/page", schemaPath: "#/definitions/observation/properties/problems/items/properties/page/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                return false;
                                                                                            }
                                                                                            var valid4 = _errs20 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid4 = true;
                                                                                        }
                                                                                        if (valid4) {
                                                                                            if (data5.index !== undefined) {
                                                                                                let data9 = data5.index;
                                                                                                const _errs22 = errors;
                                                                                                if (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) {
                                                                                                    validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0 + "/index", schemaPath: "#/definitions/observation/properties/problems/items/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid4 = _errs22 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid4 = true;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate4.errors = [{ instancePath: instancePath + "/observation/problems/" + i0, schemaPath: "#/definitions/observation/properties/problems/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid3 = _errs13 === errors;
                                                                if (!valid3) {
                                                                    break;
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            validate4.errors = [{ instancePath: instancePath + "/observation/problems", schemaPath: "#/definitions/observation/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid2 = _errs11 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            validate4.errors = [{ instancePath: instancePath + "/observation", schemaPath: "#/definitions/observation/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.items !== undefined) {
                        let data10 = data.items;
                        const _errs24 = errors;
                        if (errors === _errs24) {
                            if (Array.isArray(data10)) {
                                var valid5 = true;
                                const len1 = data10.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                    let data11 = data10[i1];
                                    const _errs26 = errors;
                                    const _errs27 = errors;
                                    if (errors === _errs27) {
                                        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                            let missing3;
                                            if ((((data11.ref === undefined) && (missing3 = "ref")) || ((data11.digest === undefined) && (missing3 = "digest"))) || ((data11.definition === undefined) && (missing3 = "definition"))) {
                                                validate4.errors = [{ instancePath: instancePath + "/items/" + i1, schemaPath: "#/definitions/capability/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                return false;
                                            }
                                            else {
                                                const _errs29 = errors;
                                                for (const key3 in data11) {
                                                    if (!(((key3 === "ref") || (key3 === "digest")) || (key3 === "definition"))) {
                                                        validate4.errors = [{ instancePath: instancePath + "/items/" + i1, schemaPath: "#/definitions/capability/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs29 === errors) {
                                                    if (data11.ref !== undefined) {
                                                        let data12 = data11.ref;
                                                        const _errs30 = errors;
                                                        if (errors === _errs30) {
                                                            if (typeof data12 === "string") {
                                                                if (!pattern0.test(data12)) {
                                                                    validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/ref", schemaPath: "#/definitions/capability/properties/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):" + "\"" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/ref", schemaPath: "#/definitions/capability/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid7 = _errs30 === errors;
                                                    }
                                                    else {
                                                        var valid7 = true;
                                                    }
                                                    if (valid7) {
                                                        if (data11.digest !== undefined) {
                                                            let data13 = data11.digest;
                                                            const _errs32 = errors;
                                                            if (errors === _errs32) {
                                                                if (typeof data13 === "string") {
                                                                    if (!pattern1.test(data13)) {
                                                                        validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/digest", schemaPath: "#/definitions/capability/properties/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                else {
                                                                    validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/digest", schemaPath: "#/definitions/capability/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid7 = _errs32 === errors;
                                                        }
                                                        else {
                                                            var valid7 = true;
                                                        }
                                                        if (valid7) {
                                                            if (data11.definition !== undefined) {
                                                                let data14 = data11.definition;
                                                                const _errs34 = errors;
                                                                if (!(data14 && typeof data14 == "object" && !Array.isArray(data14))) {
                                                                    validate4.errors = [{ instancePath: instancePath + "/items/" + i1 + "/definition", schemaPath: "#/definitions/capability/properties/definition/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                                var valid7 = _errs34 === errors;
                                                            }
                                                            else {
                                                                var valid7 = true;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate4.errors = [{ instancePath: instancePath + "/items/" + i1, schemaPath: "#/definitions/capability/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid5 = _errs26 === errors;
                                    if (!valid5) {
                                        break;
                                    }
                                }
                            }
                            else {
                                validate4.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                            }
                        }
                        var valid0 = _errs24 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                }
            }
        }
    }
    else {
        validate4.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate4.errors = vErrors; return errors === 0; } function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((((data.tool === undefined) && (missing0 = "tool")) || ((data.prompt === undefined) && (missing0 = "prompt"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.resourceTemplate === undefined) && (missing0 = "resourceTemplate"))) {
            validate3.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((key0 === "tool") || (key0 === "prompt")) || (key0 === "resource")) || (key0 === "resourceTemplate"))) {
                    validate3.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.tool !== undefined) {
                    const _errs2 = errors;
                    if (!(validate4(data.tool, { instancePath: instancePath + "/tool", parentData: data, parentDataProperty: "tool", rootData }))) {
                        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                        errors = vErrors.length;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.prompt !== undefined) {
                        const _errs3 = errors;
                        if (!(validate4(data.prompt, { instancePath: instancePath + "/prompt", parentData: data, parentDataProperty: "prompt", rootData }))) {
                            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                            errors = vErrors.length;
                        }
                        var valid0 = _errs3 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.resource !== undefined) {
                            const _errs4 = errors;
                            if (!(validate4(data.resource, { instancePath: instancePath + "/resource", parentData: data, parentDataProperty: "resource", rootData }))) {
                                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                                errors = vErrors.length;
                            }
                            var valid0 = _errs4 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.resourceTemplate !== undefined) {
                                const _errs5 = errors;
                                if (!(validate4(data.resourceTemplate, { instancePath: instancePath + "/resourceTemplate", parentData: data, parentDataProperty: "resourceTemplate", rootData }))) {
                                    vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                                    errors = vErrors.length;
                                }
                                var valid0 = _errs5 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate3.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate3.errors = vErrors; return errors === 0; } function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((data.state === undefined) && (missing0 = "state")) {
            validate2.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((((key0 === "state") || (key0 === "versions")) || (key0 === "discover")) || (key0 === "transport")) || (key0 === "error")) || (key0 === "kinds"))) {
                    validate2.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.state !== undefined) {
                    let data0 = data.state;
                    const _errs2 = errors;
                    if (!(((data0 === "served") || (data0 === "refused")) || (data0 === "failed"))) {
                        validate2.errors = [{ instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema2.properties.state.enum }, message: "must be equal to one of the allowed values" }];
                        return false;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.versions !== undefined) {
                        let data1 = data.versions;
                        const _errs3 = errors;
                        if (errors === _errs3) {
                            if (Array.isArray(data1)) {
                                var valid1 = true;
                                const len0 = data1.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                    const _errs5 = errors;
                                    if (typeof data1[i0] !== "string") {
                                        validate2.errors = [{ instancePath: instancePath + "/versions/" + i0, schemaPath: "#/properties/versions/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid1 = _errs5 === errors;
                                    if (!valid1) {
                                        break;
                                    }
                                }
                            }
                            else {
                                validate2.errors = [{ instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                            }
                        }
                        var valid0 = _errs3 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.discover !== undefined) {
                            let data3 = data.discover;
                            const _errs7 = errors;
                            if (errors === _errs7) {
                                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                                    let missing1;
                                    if (((data3.supportedVersions === undefined) && (missing1 = "supportedVersions")) || ((data3.capabilities === undefined) && (missing1 = "capabilities"))) {
                                        validate2.errors = [{ instancePath: instancePath + "/discover", schemaPath: "#/properties/discover/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                        return false;
                                    }
                                    else {
                                        const _errs9 = errors;
                                        for (const key1 in data3) {
                                            if (!((((key1 === "supportedVersions") || (key1 === "capabilities")) || (key1 === "instructions")) || (key1 === "serverInfo"))) {
                                                validate2.errors = [{ instancePath: instancePath + "/discover", schemaPath: "#/properties/discover/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                return false;
                                                break;
                                            }
                                        }
                                        if (_errs9 === errors) {
                                            if (data3.supportedVersions !== undefined) {
                                                let data4 = data3.supportedVersions;
                                                const _errs10 = errors;
                                                if (errors === _errs10) {
                                                    if (Array.isArray(data4)) {
                                                        var valid3 = true;
                                                        const len1 = data4.length;
                                                        for (let i1 = 0; i1 < len1; i1++) {
                                                            const _errs12 = errors;
                                                            if (typeof data4[i1] !== "string") {
                                                                validate2.errors = [{ instancePath: instancePath + "/discover/supportedVersions/" + i1, schemaPath: "#/properties/discover/properties/supportedVersions/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                            var valid3 = _errs12 === errors;
                                                            if (!valid3) {
                                                                break;
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate2.errors = [{ instancePath: instancePath + "/discover/supportedVersions", schemaPath: "#/properties/discover/properties/supportedVersions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                    }
                                                }
                                                var valid2 = _errs10 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data3.capabilities !== undefined) {
                                                    let data6 = data3.capabilities;
                                                    const _errs14 = errors;
                                                    if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                                                        validate2.errors = [{ instancePath: instancePath + "/discover/capabilities", schemaPath: "#/properties/discover/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                    var valid2 = _errs14 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                                if (valid2) {
                                                    if (data3.instructions !== undefined) {
                                                        const _errs16 = errors;
                                                        if (typeof data3.instructions !== "string") {
                                                            validate2.errors = [{ instancePath: instancePath + "/discover/instructions", schemaPath: "#/properties/discover/properties/instructions/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                        var valid2 = _errs16 === errors;
                                                    }
                                                    else {
                                                        var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                        if (data3.serverInfo !== undefined) {
                                                            let data8 = data3.serverInfo;
                                                            const _errs18 = errors;
                                                            if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                                                                validate2.errors = [{ instancePath: instancePath + "/discover/serverInfo", schemaPath: "#/properties/discover/properties/serverInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                            }
                                                            var valid2 = _errs18 === errors;
                                                        }
                                                        else {
                                                            var valid2 = true;
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    validate2.errors = [{ instancePath: instancePath + "/discover", schemaPath: "#/properties/discover/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs7 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.transport !== undefined) {
                                let data9 = data.transport;
                                const _errs20 = errors;
                                if (!(((data9 === "stdio") || (data9 === "streamable-http")) || (data9 === "sse"))) {
                                    validate2.errors = [{ instancePath: instancePath + "/transport", schemaPath: "#/properties/transport/enum", keyword: "enum", params: { allowedValues: schema2.properties.transport.enum }, message: "must be equal to one of the allowed values" }];
                                    return false;
                                }
                                var valid0 = _errs20 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.error !== undefined) {
                                    const _errs21 = errors;
                                    if (typeof data.error !== "string") {
                                        validate2.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid0 = _errs21 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.kinds !== undefined) {
                                        const _errs23 = errors;
                                        if (!(validate3(data.kinds, { instancePath: instancePath + "/kinds", parentData: data, parentDataProperty: "kinds", rootData }))) {
                                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid0 = _errs23 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate2.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate2.errors = vErrors; return errors === 0; } function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.client === undefined) && (missing0 = "client")) || ((data.kinds === undefined) && (missing0 = "kinds"))) {
            validate1.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((((key0 === "client") || (key0 === "server")) || (key0 === "error")) || (key0 === "canaries")) || (key0 === "protocol")) || (key0 === "kinds"))) {
                    validate1.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.client !== undefined) {
                    let data0 = data.client;
                    const _errs2 = errors;
                    if (errors === _errs2) {
                        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                            let missing1;
                            if ((((data0.name === undefined) && (missing1 = "name")) || ((data0.version === undefined) && (missing1 = "version"))) || ((data0.capabilities === undefined) && (missing1 = "capabilities"))) {
                                validate1.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/properties/client/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                            }
                            else {
                                const _errs4 = errors;
                                for (const key1 in data0) {
                                    if (!(((key1 === "name") || (key1 === "version")) || (key1 === "capabilities"))) {
                                        validate1.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/properties/client/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                        return false;
                                        break;
                                    }
                                }
                                if (_errs4 === errors) {
                                    if (data0.name !== undefined) {
                                        const _errs5 = errors;
                                        if (typeof data0.name !== "string") {
                                            validate1.errors = [{ instancePath: instancePath + "/client/name", schemaPath: "#/properties/client/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                        }
                                        var valid1 = _errs5 === errors;
                                    }
                                    else {
                                        var valid1 = true;
                                    }
                                    if (valid1) {
                                        if (data0.version !== undefined) {
                                            const _errs7 = errors;
                                            if (typeof data0.version !== "string") {
                                                validate1.errors = [{ instancePath: instancePath + "/client/version", schemaPath: "#/properties/client/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid1 = _errs7 === errors;
                                        }
                                        else {
                                            var valid1 = true;
                                        }
                                        if (valid1) {
                                            if (data0.capabilities !== undefined) {
                                                let data3 = data0.capabilities;
                                                const _errs9 = errors;
                                                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                                                    validate1.errors = [{ instancePath: instancePath + "/client/capabilities", schemaPath: "#/properties/client/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                }
                                                var valid1 = _errs9 === errors;
                                            }
                                            else {
                                                var valid1 = true;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            validate1.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/properties/client/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.server !== undefined) {
                        let data4 = data.server;
                        const _errs11 = errors;
                        if (errors === _errs11) {
                            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                let missing2;
                                if ((((data4.serverInfo === undefined) && (missing2 = "serverInfo")) || ((data4.protocolVersion === undefined) && (missing2 = "protocolVersion"))) || ((data4.capabilities === undefined) && (missing2 = "capabilities"))) {
                                    validate1.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                    return false;
                                }
                                else {
                                    const _errs13 = errors;
                                    for (const key2 in data4) {
                                        if (!(((((key2 === "serverInfo") || (key2 === "protocolVersion")) || (key2 === "capabilities")) || (key2 === "instructions")) || (key2 === "auth"))) {
                                            validate1.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                            return false;
                                            break;
                                        }
                                    }
                                    if (_errs13 === errors) {
                                        if (data4.serverInfo !== undefined) {
                                            let data5 = data4.serverInfo;
                                            const _errs14 = errors;
                                            if (!(data5 && typeof data5 == "object" && !Array.isArray(data5))) {
                                                validate1.errors = [{ instancePath: instancePath + "/server/serverInfo", schemaPath: "#/properties/server/properties/serverInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                            var valid2 = _errs14 === errors;
                                        }
                                        else {
                                            var valid2 = true;
                                        }
                                        if (valid2) {
                                            if (data4.protocolVersion !== undefined) {
                                                const _errs16 = errors;
                                                if (typeof data4.protocolVersion !== "string") {
                                                    validate1.errors = [{ instancePath: instancePath + "/server/protocolVersion", schemaPath: "#/properties/server/properties/protocolVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                }
                                                var valid2 = _errs16 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data4.capabilities !== undefined) {
                                                    let data7 = data4.capabilities;
                                                    const _errs18 = errors;
                                                    if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                                                        validate1.errors = [{ instancePath: instancePath + "/server/capabilities", schemaPath: "#/properties/server/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                    var valid2 = _errs18 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                                if (valid2) {
                                                    if (data4.instructions !== undefined) {
                                                        const _errs20 = errors;
                                                        if (typeof data4.instructions !== "string") {
                                                            validate1.errors = [{ instancePath: instancePath + "/server/instructions", schemaPath: "#/properties/server/properties/instructions/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                        var valid2 = _errs20 === errors;
                                                    }
                                                    else {
                                                        var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                        if (data4.auth !== undefined) {
                                                            let data9 = data4.auth;
                                                            const _errs22 = errors;
                                                            if (errors === _errs22) {
                                                                if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                                                    let missing3;
                                                                    if ((((((((data9.authorizationServers === undefined) && (missing3 = "authorizationServers")) || ((data9.scopesSupported === undefined) && (missing3 = "scopesSupported"))) || ((data9.bearerMethodsSupported === undefined) && (missing3 = "bearerMethodsSupported"))) || ((data9.pkceMethods === undefined) && (missing3 = "pkceMethods"))) || ((data9.clientIdMetadataDocument === undefined) && (missing3 = "clientIdMetadataDocument"))) || ((data9.dynamicRegistration === undefined) && (missing3 = "dynamicRegistration"))) || ((data9.issParameter === undefined) && (missing3 = "issParameter"))) {
                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth", schemaPath: "#/properties/server/properties/auth/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                                        return false;
                                                                    }
                                                                    else {
                                                                        const _errs24 = errors;
                                                                        for (const key3 in data9) {
                                                                            if (!(func1.call(schema1.properties.server.properties.auth.properties, key3))) {
                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth", schemaPath: "#/properties/server/properties/auth/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                                                return false;
                                                                                break;
                                                                            }
                                                                        }
                                                                        if (_errs24 === errors) {
                                                                            if (data9.resource !== undefined) {
                                                                                const _errs25 = errors;
                                                                                if (typeof data9.resource !== "string") {
                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/resource", schemaPath: "#/properties/server/properties/auth/properties/resource/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                                var valid3 = _errs25 === errors;
                                                                            }
                                                                            else {
                                                                                var valid3 = true;
                                                                            }
                                                                            if (valid3) {
                                                                                if (data9.authorizationServers !== undefined) {
                                                                                    let data11 = data9.authorizationServers;
                                                                                    const _errs27 = errors;
                                                                                    if (errors === _errs27) {
                                                                                        if (Array.isArray(data11)) {
                                                                                            var valid4 = true;
                                                                                            const len0 = data11.length;
                                                                                            for (let i0 = 0; i0 < len0; i0++) {
                                                                                                const _errs29 = errors;
                                                                                                if (typeof data11[i0] !== "string") {
                                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/authorizationServers/" + i0, schemaPath: "#/properties/server/properties/auth/properties/authorizationServers/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid4 = _errs29 === errors;
                                                                                                if (!valid4) {
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate1.errors = [{ instancePath: instancePath + "/server/auth/authorizationServers", schemaPath: "#/properties/server/properties/auth/properties/authorizationServers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid3 = _errs27 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid3 = true;
                                                                                }
                                                                                if (valid3) {
                                                                                    if (data9.scopesSupported !== undefined) {
                                                                                        let data13 = data9.scopesSupported;
                                                                                        const _errs31 = errors;
                                                                                        if (errors === _errs31) {
                                                                                            if (Array.isArray(data13)) {
                                                                                                var valid5 = true;
                                                                                                const len1 = data13.length;
                                                                                                for (let i1 = 0; i1 < len1; i1++) {
                                                                                                    const _errs33 = errors;
                                                                                                    if (typeof data13[i1] !== "string") {
                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/scopesSupported/" + i1, schemaPath: "#/properties/server/properties/auth/properties/scopesSupported/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    var valid5 = _errs33 === errors;
                                                                                                    if (!valid5) {
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            else {
                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/scopesSupported", schemaPath: "#/properties/server/properties/auth/properties/scopesSupported/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        var valid3 = _errs31 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid3 = true;
                                                                                    }
                                                                                    if (valid3) {
                                                                                        if (data9.bearerMethodsSupported !== undefined) {
                                                                                            let data15 = data9.bearerMethodsSupported;
                                                                                            const _errs35 = errors;
                                                                                            if (errors === _errs35) {
                                                                                                if (Array.isArray(data15)) {
                                                                                                    var valid6 = true;
                                                                                                    const len2 = data15.length;
                                                                                                    for (let i2 = 0; i2 < len2; i2++) {
                                                                                                        const _errs37 = errors;
                                                                                                        if (typeof data15[i2] !== "string") {
                                                                                                            validate1.errors = [{ instancePath: instancePath + "/server/auth/bearerMethodsSupported/" + i2, schemaPath: "#/properties/server/properties/auth/properties/bearerMethodsSupported/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        var valid6 = _errs37 === errors;
                                                                                                        if (!valid6) {
                                                                                                            break;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                else {
                                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/bearerMethodsSupported", schemaPath: "#/properties/server/properties/auth/properties/bearerMethodsSupported/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                            var valid3 = _errs35 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid3 = true;
                                                                                        }
                                                                                        if (valid3) {
                                                                                            if (data9.challengeScope !== undefined) {
                                                                                                let data17 = data9.challengeScope;
                                                                                                const _errs39 = errors;
                                                                                                if (errors === _errs39) {
                                                                                                    if (Array.isArray(data17)) {
                                                                                                        var valid7 = true;
                                                                                                        const len3 = data17.length;
                                                                                                        for (let i3 = 0; i3 < len3; i3++) {
                                                                                                            const _errs41 = errors;
                                                                                                            if (typeof data17[i3] !== "string") {
                                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/challengeScope/" + i3, schemaPath: "#/properties/server/properties/auth/properties/challengeScope/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid7 = _errs41 === errors;
                                                                                                            if (!valid7) {
                                                                                                                break;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/challengeScope", schemaPath: "#/properties/server/properties/auth/properties/challengeScope/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid3 = _errs39 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid3 = true;
                                                                                            }
                                                                                            if (valid3) {
                                                                                                if (data9.issuer !== undefined) {
                                                                                                    const _errs43 = errors;
                                                                                                    if (typeof data9.issuer !== "string") {
                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/issuer", schemaPath: "#/properties/server/properties/auth/properties/issuer/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    var valid3 = _errs43 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid3 = true;
                                                                                                }
                                                                                                if (valid3) {
                                                                                                    if (data9.pkceMethods !== undefined) {
                                                                                                        let data20 = data9.pkceMethods;
                                                                                                        const _errs45 = errors;
                                                                                                        if (errors === _errs45) {
                                                                                                            if (Array.isArray(data20)) {
                                                                                                                var valid8 = true;
                                                                                                                const len4 = data20.length;
                                                                                                                for (let i4 = 0; i4 < len4; i4++) {
                                                                                                                    const _errs47 = errors;
                                                                                                                    if (typeof data20[i4] !== "string") {
                                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/pkceMethods/" + i4, schemaPath: "#/properties/server/properties/auth/properties/pkceMethods/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    var valid8 = _errs47 === errors;
                                                                                                                    if (!valid8) {
                                                                                                                        break;
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/pkceMethods", schemaPath: "#/properties/server/properties/auth/properties/pkceMethods/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        var valid3 = _errs45 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid3 = true;
                                                                                                    }
                                                                                                    if (valid3) {
                                                                                                        if (data9.clientIdMetadataDocument !== undefined) {
                                                                                                            const _errs49 = errors;
                                                                                                            if (typeof data9.clientIdMetadataDocument !== "boolean") {
                                                                                                                validate1.errors = [{ instancePath: instancePath + "/server/auth/clientIdMetadataDocument", schemaPath: "#/properties/server/properties/auth/properties/clientIdMetadataDocument/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid3 = _errs49 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid3 = true;
                                                                                                        }
                                                                                                        if (valid3) {
                                                                                                            if (data9.dynamicRegistration !== undefined) {
                                                                                                                const _errs51 = errors;
                                                                                                                if (typeof data9.dynamicRegistration !== "boolean") {
                                                                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth/dynamicRegistration", schemaPath: "#/properties/server/properties/auth/properties/dynamicRegistration/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                var valid3 = _errs51 === errors;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid3 = true;
                                                                                                            }
                                                                                                            if (valid3) {
                                                                                                                if (data9.issParameter !== undefined) {
                                                                                                                    const _errs53 = errors;
                                                                                                                    if (typeof data9.issParameter !== "boolean") {
                                                                                                                        validate1.errors = [{ instancePath: instancePath + "/server/auth/issParameter", schemaPath: "#/properties/server/properties/auth/properties/issParameter/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    var valid3 = _errs53 === errors;
                                                                                                                }
                                                                                                                else {
                                                                                                                    var valid3 = true;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    validate1.errors = [{ instancePath: instancePath + "/server/auth", schemaPath: "#/properties/server/properties/auth/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid2 = _errs22 === errors;
                                                        }
                                                        else {
                                                            var valid2 = true;
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                            else {
                                validate1.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                            }
                        }
                        var valid0 = _errs11 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.error !== undefined) {
                            const _errs55 = errors;
                            if (typeof data.error !== "string") {
                                validate1.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                            var valid0 = _errs55 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.canaries !== undefined) {
                                let data26 = data.canaries;
                                const _errs57 = errors;
                                if (errors === _errs57) {
                                    if (Array.isArray(data26)) {
                                        var valid9 = true;
                                        const len5 = data26.length;
                                        for (let i5 = 0; i5 < len5; i5++) {
                                            const _errs59 = errors;
                                            if (typeof data26[i5] !== "string") {
                                                validate1.errors = [{ instancePath: instancePath + "/canaries/" + i5, schemaPath: "#/properties/canaries/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid9 = _errs59 === errors;
                                            if (!valid9) {
                                                break;
                                            }
                                        }
                                    }
                                    else {
                                        validate1.errors = [{ instancePath: instancePath + "/canaries", schemaPath: "#/properties/canaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs57 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.protocol !== undefined) {
                                    let data28 = data.protocol;
                                    const _errs61 = errors;
                                    if (errors === _errs61) {
                                        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                                            let missing4;
                                            if (((data28.primary === undefined) && (missing4 = "primary")) || ((data28.eras === undefined) && (missing4 = "eras"))) {
                                                validate1.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                return false;
                                            }
                                            else {
                                                const _errs63 = errors;
                                                for (const key4 in data28) {
                                                    if (!(((key4 === "primary") || (key4 === "pinned")) || (key4 === "eras"))) {
                                                        validate1.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs63 === errors) {
                                                    if (data28.primary !== undefined) {
                                                        let data29 = data28.primary;
                                                        const _errs64 = errors;
                                                        if (!((data29 === "legacy") || (data29 === "modern"))) {
                                                            validate1.errors = [{ instancePath: instancePath + "/protocol/primary", schemaPath: "#/properties/protocol/properties/primary/enum", keyword: "enum", params: { allowedValues: schema1.properties.protocol.properties.primary.enum }, message: "must be equal to one of the allowed values" }];
                                                            return false;
                                                        }
                                                        var valid10 = _errs64 === errors;
                                                    }
                                                    else {
                                                        var valid10 = true;
                                                    }
                                                    if (valid10) {
                                                        if (data28.pinned !== undefined) {
                                                            let data30 = data28.pinned;
                                                            const _errs65 = errors;
                                                            if (!((data30 === "legacy") || (data30 === "modern"))) {
                                                                validate1.errors = [{ instancePath: instancePath + "/protocol/pinned", schemaPath: "#/properties/protocol/properties/pinned/enum", keyword: "enum", params: { allowedValues: schema1.properties.protocol.properties.pinned.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                            }
                                                            var valid10 = _errs65 === errors;
                                                        }
                                                        else {
                                                            var valid10 = true;
                                                        }
                                                        if (valid10) {
                                                            if (data28.eras !== undefined) {
                                                                let data31 = data28.eras;
                                                                const _errs66 = errors;
                                                                if (errors === _errs66) {
                                                                    if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                                                        const _errs68 = errors;
                                                                        for (const key5 in data31) {
                                                                            if (!((key5 === "legacy") || (key5 === "modern"))) {
                                                                                validate1.errors = [{ instancePath: instancePath + "/protocol/eras", schemaPath: "#/properties/protocol/properties/eras/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                                                                return false;
                                                                                break;
                                                                            }
                                                                        }
                                                                        if (_errs68 === errors) {
                                                                            if (data31.legacy !== undefined) {
                                                                                const _errs69 = errors;
                                                                                if (!(validate2(data31.legacy, { instancePath: instancePath + "/protocol/eras/legacy", parentData: data31, parentDataProperty: "legacy", rootData }))) {
                                                                                    vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                                                                                    errors = vErrors.length;
                                                                                }
                                                                                var valid11 = _errs69 === errors;
                                                                            }
                                                                            else {
                                                                                var valid11 = true;
                                                                            }
                                                                            if (valid11) {
                                                                                if (data31.modern !== undefined) {
                                                                                    const _errs70 = errors;
                                                                                    if (!(validate2(data31.modern, { instancePath: instancePath + "/protocol/eras/modern", parentData: data31, parentDataProperty: "modern", rootData }))) {
                                                                                        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                                                                                        errors = vErrors.length;
                                                                                    }
                                                                                    var valid11 = _errs70 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid11 = true;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate1.errors = [{ instancePath: instancePath + "/protocol/eras", schemaPath: "#/properties/protocol/properties/eras/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid10 = _errs66 === errors;
                                                            }
                                                            else {
                                                                var valid10 = true;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate1.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs61 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.kinds !== undefined) {
                                        const _errs71 = errors;
                                        if (!(validate3(data.kinds, { instancePath: instancePath + "/kinds", parentData: data, parentDataProperty: "kinds", rootData }))) {
                                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid0 = _errs71 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate1.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate1.errors = vErrors; return errors === 0; } function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="https://mcp-contract.dev/schemas/snapshot.schema.json" */ ; let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((((data.format === undefined) && (missing0 = "format")) || ((data.server === undefined) && (missing0 = "server"))) || ((data.surfaces === undefined) && (missing0 = "surfaces"))) {
            validate0.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(((((key0 === "$schema") || (key0 === "format")) || (key0 === "server")) || (key0 === "surfaces")) || (key0 === "identity"))) {
                    validate0.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.$schema !== undefined) {
                    const _errs2 = errors;
                    if (typeof data.$schema !== "string") {
                        validate0.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.format !== undefined) {
                        let data1 = data.format;
                        const _errs4 = errors;
                        if (!((data1 === "mcp-contract/1") || (data1 === "mcp-contract/2"))) {
                            validate0.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema0.properties.format.enum }, message: "must be equal to one of the allowed values" }];
                            return false;
                        }
                        var valid0 = _errs4 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.server !== undefined) {
                            let data2 = data.server;
                            const _errs5 = errors;
                            if (errors === _errs5) {
                                if (typeof data2 === "string") {
                                    if (func0(data2) < 1) {
                                        validate0.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate0.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs5 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.surfaces !== undefined) {
                                let data3 = data.surfaces;
                                const _errs7 = errors;
                                if (errors === _errs7) {
                                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                                        for (const key1 in data3) {
                                            const _errs10 = errors;
                                            if (!(validate1(data3[key1], { instancePath: instancePath + "/surfaces/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data3, parentDataProperty: key1, rootData }))) {
                                                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                                                errors = vErrors.length;
                                            }
                                            var valid1 = _errs10 === errors;
                                            if (!valid1) {
                                                break;
                                            }
                                        }
                                    }
                                    else {
                                        validate0.errors = [{ instancePath: instancePath + "/surfaces", schemaPath: "#/properties/surfaces/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs7 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.identity !== undefined) {
                                    let data5 = data.identity;
                                    const _errs11 = errors;
                                    const _errs12 = errors;
                                    if (errors === _errs12) {
                                        if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                            let missing1;
                                            if ((((data5.kind === undefined) && (missing1 = "kind")) || ((data5.name === undefined) && (missing1 = "name"))) || ((data5.source === undefined) && (missing1 = "source"))) {
                                                validate0.errors = [{ instancePath: instancePath + "/identity", schemaPath: "#/definitions/identity/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                                return false;
                                            }
                                            else {
                                                const _errs14 = errors;
                                                for (const key2 in data5) {
                                                    if (!((((((((key2 === "kind") || (key2 === "name")) || (key2 === "version")) || (key2 === "integrity")) || (key2 === "source")) || (key2 === "files")) || (key2 === "unverified")) || (key2 === "absent"))) {
                                                        validate0.errors = [{ instancePath: instancePath + "/identity", schemaPath: "#/definitions/identity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs14 === errors) {
                                                    if (data5.kind !== undefined) {
                                                        let data6 = data5.kind;
                                                        const _errs15 = errors;
                                                        if (!((((((data6 === "npm") || (data6 === "container")) || (data6 === "python")) || (data6 === "worktree")) || (data6 === "remote")) || (data6 === "binary"))) {
                                                            validate0.errors = [{ instancePath: instancePath + "/identity/kind", schemaPath: "#/definitions/identity/properties/kind/enum", keyword: "enum", params: { allowedValues: schema7.properties.kind.enum }, message: "must be equal to one of the allowed values" }];
                                                            return false;
                                                        }
                                                        var valid3 = _errs15 === errors;
                                                    }
                                                    else {
                                                        var valid3 = true;
                                                    }
                                                    if (valid3) {
                                                        if (data5.name !== undefined) {
                                                            const _errs16 = errors;
                                                            if (typeof data5.name !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/identity/name", schemaPath: "#/definitions/identity/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                            var valid3 = _errs16 === errors;
                                                        }
                                                        else {
                                                            var valid3 = true;
                                                        }
                                                        if (valid3) {
                                                            if (data5.version !== undefined) {
                                                                const _errs18 = errors;
                                                                if (typeof data5.version !== "string") {
                                                                    validate0.errors = [{ instancePath: instancePath + "/identity/version", schemaPath: "#/definitions/identity/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                                var valid3 = _errs18 === errors;
                                                            }
                                                            else {
                                                                var valid3 = true;
                                                            }
                                                            if (valid3) {
                                                                if (data5.integrity !== undefined) {
                                                                    const _errs20 = errors;
                                                                    if (typeof data5.integrity !== "string") {
                                                                        validate0.errors = [{ instancePath: instancePath + "/identity/integrity", schemaPath: "#/definitions/identity/properties/integrity/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                    }
                                                                    var valid3 = _errs20 === errors;
                                                                }
                                                                else {
                                                                    var valid3 = true;
                                                                }
                                                                if (valid3) {
                                                                    if (data5.source !== undefined) {
                                                                        const _errs22 = errors;
                                                                        if (typeof data5.source !== "string") {
                                                                            validate0.errors = [{ instancePath: instancePath + "/identity/source", schemaPath: "#/definitions/identity/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                        var valid3 = _errs22 === errors;
                                                                    }
                                                                    else {
                                                                        var valid3 = true;
                                                                    }
                                                                    if (valid3) {
                                                                        if (data5.files !== undefined) {
                                                                            let data11 = data5.files;
                                                                            const _errs24 = errors;
                                                                            if (errors === _errs24) {
                                                                                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                                                                    for (const key3 in data11) {
                                                                                        const _errs27 = errors;
                                                                                        if (typeof data11[key3] !== "string") {
                                                                                            validate0.errors = [{ instancePath: instancePath + "/identity/files/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/identity/properties/files/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid4 = _errs27 === errors;
                                                                                        if (!valid4) {
                                                                                            break;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate0.errors = [{ instancePath: instancePath + "/identity/files", schemaPath: "#/definitions/identity/properties/files/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid3 = _errs24 === errors;
                                                                        }
                                                                        else {
                                                                            var valid3 = true;
                                                                        }
                                                                        if (valid3) {
                                                                            if (data5.unverified !== undefined) {
                                                                                const _errs29 = errors;
                                                                                if (typeof data5.unverified !== "string") {
                                                                                    validate0.errors = [{ instancePath: instancePath + "/identity/unverified", schemaPath: "#/definitions/identity/properties/unverified/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                                var valid3 = _errs29 === errors;
                                                                            }
                                                                            else {
                                                                                var valid3 = true;
                                                                            }
                                                                            if (valid3) {
                                                                                if (data5.absent !== undefined) {
                                                                                    const _errs31 = errors;
                                                                                    if (true !== data5.absent) {
                                                                                        validate0.errors = [{ instancePath: instancePath + "/identity/absent", schemaPath: "#/definitions/identity/properties/absent/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                                                        return false;
                                                                                    }
                                                                                    var valid3 = _errs31 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid3 = true;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate0.errors = [{ instancePath: instancePath + "/identity", schemaPath: "#/definitions/identity/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs11 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate0.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate0.errors = vErrors; return errors === 0; } return validate0; });

;// CONCATENATED MODULE: ./src/storage/schemas.ts


/** The precompiled validator of the snapshot schema. */
const SNAPSHOT_VALIDATOR = snapshot;
/** One line naming the JSON pointer and what is wrong there; the most specific error wins. */
function describeErrors(errors) {
    if (!errors || errors.length === 0)
        return 'invalid';
    // oneOf/anyOf wrap the useful error; prefer the deepest pointer.
    const sorted = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length);
    const e = sorted.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf') ?? sorted[0];
    const at = e.instancePath === '' ? '/' : e.instancePath;
    let what = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties')
        what = `unknown key "${String(e.params.additionalProperty)}"`;
    else if (e.keyword === 'enum')
        what = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    else if (e.keyword === 'const')
        what = `must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${what}`;
}
/** JSON text from a file, git or an artifact; a parse error names where it came from. */
function parseJsonText(text, label) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        // V8's message quotes the text around the error: for a file that is not what it claims, those are its bytes.
        const message = e.message;
        const at = /position (\d+)/.exec(message)?.[1];
        const why = /Unexpected end of JSON input/.test(message) ? 'it ends too early' : at !== undefined ? `unexpected text at character ${at}` : 'unexpected text';
        throw new errors/* UsageError */.eb(`${label}: not valid JSON (${why})`);
    }
}


/***/ }),

/***/ 1422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   Zm: () => (/* reexport safe */ _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__.Zm),
/* harmony export */   fE: () => (/* binding */ lazyValidator)
/* harmony export */ });
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11471);
// The two helpers Ajv's precompiled validators call (scripts/validators.mjs), for plain JSON data.

/** A string's length in code points, as JSON Schema's minLength/maxLength count it (a surrogate pair is one). */
function codePointLength(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        n++;
        // A high surrogate followed by a low one is a single code point.
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
    }
    return n;
}
/**
 * A validator whose code is compiled on its first call (`make` runs the generated body once): a command that reads no
 * config never parses the config schema's validator. Its errors are left on this function, as on Ajv's.
 */
function lazyValidator(make) {
    let real;
    const validate = (data, context) => {
        real ??= make();
        const ok = real(data, context);
        validate.errors = real.errors;
        return ok;
    };
    return validate;
}


/***/ })

};

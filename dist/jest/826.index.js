export const id = 826;
export const ids = [826];
export const modules = {

/***/ 4090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ canaryCoverage),
/* harmony export */   v: () => (/* binding */ coverageLine)
/* harmony export */ });
/** Undefined when no surface records canaries (the config declares none). */
function canaryCoverage(snapshot) {
    const surfaces = Object.values(snapshot.surfaces);
    if (!surfaces.some((s) => s.canaries !== undefined && s.canaries.length > 0))
        return undefined;
    const readOnly = new Map();
    for (const s of surfaces)
        for (const item of s.kinds.tool?.items ?? []) {
            const annotations = item.definition.annotations;
            const ro = typeof annotations === 'object' && annotations !== null && !Array.isArray(annotations) && annotations.readOnlyHint === true;
            readOnly.set(item.ref, (readOnly.get(item.ref) ?? false) || ro);
        }
    const covered = new Set(surfaces.flatMap((s) => s.canaries ?? []).filter((ref) => readOnly.has(ref)));
    return {
        tools: readOnly.size,
        readOnlyTools: [...readOnly.values()].filter(Boolean).length,
        covered: covered.size,
        coveredReadOnly: [...covered].filter((ref) => readOnly.get(ref)).length,
    };
}
/** "canary coverage: 3 of 12 read-only tools; 9 tools unverified" (tools without a canary are unverified). */
function coverageLine(c) {
    const extra = c.covered > c.coveredReadOnly ? ` (and ${c.covered - c.coveredReadOnly} tool${c.covered - c.coveredReadOnly === 1 ? '' : 's'} with side effects)` : '';
    const unverified = c.tools - c.covered;
    return `canary coverage: ${c.coveredReadOnly} of ${c.readOnlyTools} read-only tool${c.readOnlyTools === 1 ? '' : 's'}${extra}; ${unverified} tool${unverified === 1 ? '' : 's'} unverified`;
}


/***/ }),

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ hasHidden),
/* harmony export */   Y: () => (/* binding */ describeHidden)
/* harmony export */ });
// Characters a reviewer does not see (bidi controls, zero-width characters, tag characters, variation selectors), told
// apart from the emoji they legitimately belong to, and spelled out: a tag-character run is text a model reads and a
// person does not, so the reviewer is shown what it says.
/** Bidi controls, zero-width characters, tag characters and variation selectors. */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
/**
 * An emoji with what it is made of: a presentation selector (`\u26a0\ufe0f` is U+26A0 U+FE0F), a skin tone, zero-width joiners
 * between pictographs (\ud83d\udc69\u200d\ud83d\udcbb) or a keycap. These are visible as one picture, so they are not hidden text.
 */
const EMOJI = /(?:\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?\p{Emoji_Modifier}?(?:\u{200D}\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?\p{Emoji_Modifier}?)*|[#*0-9]\u{FE0F}?\u{20E3})/gu;
function withoutEmoji(text) {
    return text.replace(EMOJI, '');
}
/** Whether the text holds a character a reviewer cannot see, emoji sequences aside. */
function hasHidden(text) {
    return HIDDEN.test(text) && HIDDEN.test(withoutEmoji(text));
}
const NAMES = {
    0xad: 'SOFT HYPHEN',
    0x200b: 'ZERO WIDTH SPACE',
    0x200c: 'ZERO WIDTH NON-JOINER',
    0x200d: 'ZERO WIDTH JOINER',
    0x200e: 'LEFT-TO-RIGHT MARK',
    0x200f: 'RIGHT-TO-LEFT MARK',
    0x202a: 'LEFT-TO-RIGHT EMBEDDING',
    0x202b: 'RIGHT-TO-LEFT EMBEDDING',
    0x202c: 'POP DIRECTIONAL FORMATTING',
    0x202d: 'LEFT-TO-RIGHT OVERRIDE',
    0x202e: 'RIGHT-TO-LEFT OVERRIDE',
    0x2060: 'WORD JOINER',
    0x2066: 'LEFT-TO-RIGHT ISOLATE',
    0x2067: 'RIGHT-TO-LEFT ISOLATE',
    0x2068: 'FIRST STRONG ISOLATE',
    0x2069: 'POP DIRECTIONAL ISOLATE',
    0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};
const hex = (cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
const isTag = (cp) => cp >= 0xe0000 && cp <= 0xe007f;
/**
 * The hidden characters of a text, spelled out: each kind with its count, and every run of tag characters decoded to
 * the ASCII it encodes (U+E0041 is `A`), quoted and escaped as JSON so it reads as data. Bounded.
 */
function describeHidden(text, max = 300) {
    const counts = new Map();
    const runs = [];
    let run = '';
    let last = -2;
    for (const m of withoutEmoji(text).matchAll(HIDDEN_ALL)) {
        const cp = m[0].codePointAt(0);
        if (isTag(cp)) {
            // Printable tags decode to their ASCII letter; the language tag and the cancel tag only bound a run.
            if (m.index !== last + 2 && run !== '') {
                runs.push(run);
                run = '';
            }
            if (cp >= 0xe0020 && cp <= 0xe007e)
                run += String.fromCharCode(cp - 0xe0000);
            last = m.index;
        }
        else
            counts.set(cp, (counts.get(cp) ?? 0) + 1);
    }
    if (run !== '')
        runs.push(run);
    const parts = [...counts].sort((a, b) => a[0] - b[0]).map(([cp, n]) => `${hex(cp)}${NAMES[cp] ? ` ${NAMES[cp]}` : ''}${n > 1 ? ` ×${n}` : ''}`);
    for (const r of runs)
        parts.push(`tag characters spelling ${JSON.stringify(r.length > 160 ? `${r.slice(0, 159)}\u2026` : r)}`);
    const out = parts.join('; ');
    return out.length > max ? `${out.slice(0, max - 1)}\u2026` : out;
}


/***/ }),

/***/ 783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ modelTexts),
/* harmony export */   gM: () => (/* binding */ serverTexts),
/* harmony export */   um: () => (/* binding */ textPlaceOf)
/* harmony export */ });
/* unused harmony export placeOf */
/* harmony import */ var _shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1471);
/* harmony import */ var _hidden_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3379);


/** Keys whose string values a model reads as prose. */
const TEXT_KEYS = new Set(['description', 'title', 'instructions']);
/** Keys whose string values (or array items) a model reads as allowed values: screened like prose. */
const VALUE_KEYS = new Set(['enum', 'const']);
const MAX_NODES = 20_000;
const MAX_TEXT = 16_384;
/** Strings of a definition in document order (keys sorted), bounded: prose fields, enum/const values, names and keys. */
function modelTexts(definition) {
    const out = [];
    if (definition === undefined)
        return out;
    const stack = [[definition, '', false]];
    let nodes = 0;
    while (stack.length > 0 && ++nodes <= MAX_NODES) {
        const [v, at, prose] = stack.pop();
        if (typeof v === 'string')
            out.push({ pointer: at || '/', text: v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v, prose });
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], `${at}/${i}`, prose]);
        }
        else if ((0,_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v)) {
            const keys = Object.keys(v).sort().reverse();
            for (const k of keys) {
                const ptr = `${at}/${(0,_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(k)}`;
                stack.push([v[k], ptr, TEXT_KEYS.has(k) || VALUE_KEYS.has(k)]);
                // A property key is model-visible too (hidden characters only, like names), reported before its value.
                if ((0,_hidden_text_js__WEBPACK_IMPORTED_MODULE_1__/* .hasHidden */ .V)(k))
                    stack.push([k, ptr, false]);
            }
        }
    }
    return out;
}
/** The server's model-read text as a definition the same traversal reads: its instructions at `/instructions`. */
function serverTexts(instructions) {
    return instructions === undefined ? {} : { instructions };
}
/**
 * Who a text at `pointer` speaks about, for reading it as instructions: the input property or prompt argument it
 * describes (named by the definition), or this tool's output (an output schema's text).
 */
function textPlaceOf(pointer, definition) {
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (parts[0] === 'outputSchema')
        return { output: true };
    if (parts[0] === 'arguments' && parts.length === 3 && (0,_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(definition) && Array.isArray(definition.arguments)) {
        const arg = definition.arguments[Number(parts[1])];
        return (0,_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(arg) && typeof arg.name === 'string' ? { field: arg.name } : {};
    }
    const prop = parts.lastIndexOf('properties');
    if (parts[0] === 'inputSchema' && prop >= 0 && parts.length === prop + 3)
        return { field: parts[prop + 1] };
    return {};
}
/** Where a pointer sits, in words a reviewer knows: `the description of input property path`. */
function placeOf(pointer) {
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = parts[parts.length - 1] ?? '';
    if (parts[0] === 'instructions')
        return 'the server instructions';
    if (parts[0] === 'annotations' && last === 'title')
        return 'the annotation title';
    if (parts[0] === 'arguments')
        return `the ${last} of a prompt argument`;
    const prop = parts.lastIndexOf('properties');
    if ((parts[0] === 'inputSchema' || parts[0] === 'outputSchema') && prop >= 0 && parts[prop + 1] !== undefined) {
        return `the ${last} of ${parts[0] === 'inputSchema' ? 'input' : 'output'} property ${parts[prop + 1]}`;
    }
    if (parts[0] === 'outputSchema')
        return `the output schema ${last}`;
    if (parts[0] === 'inputSchema')
        return `the input schema ${last}`;
    return parts.length === 1 ? `the ${last}` : `\`${pointer}\``;
}


/***/ }),

/***/ 2559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  NH: () => (/* binding */ changeRank),
  _u: () => (/* binding */ toChange)
});

// UNUSED EXPORTS: compareChanges, summarize

// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(4452);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
;// CONCATENATED MODULE: ./src/core/shared/sha256.ts
// SHA-256 (FIPS 180-4) of a string's UTF-8, in plain code: for the few short texts a run hashes where loading
// node:crypto (and the stream modules it brings) would cost more than the hashing, such as a diff's change
// fingerprints (issue 55). The digests of capabilities, hashed by the thousand, stay on node:crypto (canonical.ts).
// Same bytes as `createHash('sha256').update(text)`: a lone surrogate is encoded as U+FFFD, as both encoders do.
/** The first 64 primes (the constants below are their roots). */
const PRIMES = [
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151,
    157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257, 263, 269, 271, 277, 281, 283, 293, 307, 311,
];
/** The first 32 bits of a number's fractional part. */
const fraction32 = (x) => ((x - Math.floor(x)) * 0x100000000) >>> 0;
/** The round constants: the cube roots of the first 64 primes (sha256.test.ts checks them in exact integer arithmetic). */
const ROUND_CONSTANTS = Uint32Array.from(PRIMES, (p) => fraction32(Math.cbrt(p)));
/** The initial hash value: the square roots of the first 8 primes. */
const INITIAL_HASH = Uint32Array.from(PRIMES.slice(0, 8), (p) => fraction32(Math.sqrt(p)));
/**
 * Lowercase hex SHA-256 of `text` encoded as UTF-8. Written for V8's baseline code (a short run never optimizes it):
 * plain locals and indexed reads, no destructuring, iterators or DataView calls, and one call per 64-byte block (V8
 * moves a function to its faster baseline tier between calls, not inside one long loop).
 */
function sha256Hex(text) {
    const data = new TextEncoder().encode(text);
    // The message, a 1 bit, zeros, and its length in bits as 64 bits big-endian, to a whole number of 64-byte blocks.
    const length = Math.ceil((data.length + 9) / 64) * 64;
    const m = new Uint8Array(length);
    m.set(data);
    m[data.length] = 0x80;
    const bits = data.length * 8;
    const high = Math.floor(bits / 0x100000000);
    const low = bits >>> 0;
    for (let i = 0; i < 4; i++) {
        m[length - 8 + i] = high >>> (24 - 8 * i);
        m[length - 4 + i] = low >>> (24 - 8 * i);
    }
    const state = Int32Array.from(INITIAL_HASH);
    const w = new Int32Array(64);
    for (let at = 0; at < length; at += 64)
        compress(state, w, m, at);
    let hex = '';
    for (let i = 0; i < 8; i++)
        hex += (state[i] >>> 0).toString(16).padStart(8, '0');
    return hex;
}
/** One block `m[at, at + 64)` into `state`; `w` is the message schedule's scratch. */
function compress(state, w, m, at) {
    const K = ROUND_CONSTANTS;
    for (let i = 0; i < 16; i++) {
        const j = at + i * 4;
        w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
    }
    for (let i = 16; i < 64; i++) {
        const x = w[i - 15];
        const y = w[i - 2];
        const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
        const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    let a = state[0];
    let b = state[1];
    let c = state[2];
    let d = state[3];
    let e = state[4];
    let f = state[5];
    let g = state[6];
    let h = state[7];
    for (let i = 0; i < 64; i++) {
        const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
        const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

;// CONCATENATED MODULE: ./src/core/diff/fingerprint.ts


// In plain code: a diff hashes a few dozen short texts here, and node:crypto's load (with the stream modules it brings)
// cost more than the hashing (issue 55).

function side(s) {
    if (!s)
        return [];
    return [s.refs, s.digests ?? [], s.pointer ?? '', s.value === undefined ? '' : (0,json/* valueKey */.zV)(s.value)];
}
/**
 * 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values, and the params the
 * rule names as its identity (a host refusal's host and check: two hosts refusing one tool are two changes).
 */
function fingerprintOf(f) {
    const identity = (0,rules/* ruleById */.BD)(f.rule)?.identity?.map((k) => String(f.params?.[k] ?? ''));
    const text = JSON.stringify([f.rule, f.surface, side(f.before), side(f.after), ...(identity ? [identity] : [])]);
    return sha256Hex(text).slice(0, 12);
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
const FIRST_RULES = new Set(['risky-text-added', 'text-data-movement-added', 'capability-added-risky-text']);
/** Reading order of a change: risky text (-1), then breaking (0), review (1), safe (2). Renderers sort rows by it too. */
const changeRank = (c) => (FIRST_RULES.has(c.rule) && c.severity !== 'safe' ? -1 : SEVERITY_RANK[c.severity]);
/** The params a rule names as its identity (a host refusal's host and check), as one sortable key. */
function identityKey(c) {
    return ((0,rules/* ruleById */.BD)(c.rule)?.identity ?? []).map((k) => String(c.params?.[k] ?? '')).join('\u0000');
}
/**
 * Risky text first, then breaking > review > safe, then surface, kind, refs; rule, pointer, the rule's identity (the
 * host, then the check) and fingerprint break ties.
 */
function compareChanges(a, b) {
    return (changeRank(a) - changeRank(b) ||
        cmp(a.surface, b.surface) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        cmp(refsKey(a), refsKey(b)) ||
        cmp(a.rule, b.rule) ||
        cmp(a.before?.pointer ?? a.after?.pointer ?? '', b.before?.pointer ?? b.after?.pointer ?? '') ||
        cmp(identityKey(a), identityKey(b)) ||
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

/***/ 7064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K1: () => (/* binding */ isPlainRewording),
/* harmony export */   bI: () => (/* binding */ TRIAGED_TEXT_RULES),
/* harmony export */   me: () => (/* binding */ cuesOf)
/* harmony export */ });
/* unused harmony export isCueFreeTextEdit */
/** The edits the classifier triages: each carries `params.cues`, the cue classes its new text adds. */
const TRIAGED_TEXT_RULES = new Set(['description-changed', 'title-changed']);
/** The cue classes a triaged edit adds; undefined for other rules and for changes stored before triage (unknown). */
function cuesOf(c) {
    const cues = c.params?.cues;
    return TRIAGED_TEXT_RULES.has(c.rule) && Array.isArray(cues) ? cues : undefined;
}
/** A description or title edit that adds no cue: reworded. A change stored without `cues` is never one. */
function isPlainRewording(c) {
    return cuesOf(c)?.length === 0;
}
/** What `reworded=follow` and `approve --reworded` may take: plain rewordings, and text that changed only in whitespace. */
function isCueFreeTextEdit(c) {
    return c.rule === 'text-whitespace-changed' || isPlainRewording(c);
}


/***/ }),

/***/ 8112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bc: () => (/* binding */ CUE_CLASSES),
  vv: () => (/* binding */ CUE_CLASS_WORDS),
  rP: () => (/* binding */ cueClassesOf),
  Fo: () => (/* binding */ cuesAdded),
  qz: () => (/* binding */ riskyAdditions),
  ij: () => (/* binding */ riskyText)
});

// UNUSED EXPORTS: GLOBAL, cueClass

// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/core/diff/hidden-text.ts
var hidden_text = __webpack_require__(3379);
// EXTERNAL MODULE: ./src/core/diff/model-texts.ts
var model_texts = __webpack_require__(783);
;// CONCATENATED MODULE: ./src/core/diff/data-movement.ts
// Text read as instructions: which data it tells the model to gather (a source) and where to put it (a sink). Words
// are classed, never phrases matched: imperative verbs of gathering and of placing, nouns of data, prepositions that
// point at a place. A sentence "Collect X, then put it into Y" moves data whatever its wording; a description of what
// the tool itself does ("Reads the file and returns ...") gives no order and moves nothing. One linear pass per text.
// ------------------------------------------------------------------ lexicons (base forms: an order, not a description)
/** Verbs of gathering: the model is told to get hold of something. */
const GATHER = new Set([
    'collect', 'gather', 'read', 'fetch', 'retrieve', 'get', 'grab', 'extract', 'obtain', 'take', 'pull', 'dump', 'capture', 'harvest',
    'scrape', 'call', 'run', 'invoke', 'query', 'list', 'look', 'open', 'load', 'compile', 'recall', 'find', 'copy', 'export', 'print', 'output',
    'summarize', 'summarise', 'go', 'review', 'scan', 'browse', 'enumerate', 'inspect', 'examine', 'check', 'use', 'record', 'note', 'save', 'log',
    // Getting hold of something by asking for it, or by going over it.
    'ask', 'consult', 'poll', 'request', 'glean', 'pick', 'lift', 'mine', 'crawl', 'skim', 'peek', 'snoop', 'sniff', 'scroll', 'search', 'dig', 'locate', 'identify',
]);
/** Verbs of placing: the model is told to put something somewhere. */
const PLACE = new Set([
    'put', 'paste', 'place', 'include', 'insert', 'append', 'prepend', 'attach', 'embed', 'pass', 'send', 'post', 'submit', 'fill', 'supply',
    'provide', 'add', 'write', 'set', 'copy', 'forward', 'upload', 'share', 'publish', 'encode', 'store', 'echo', 'mirror', 'relay', 'leave',
    'file', 'open', 'create', 'report', 'transmit', 'deliver', 'sync', 'push', 'log', 'record', 'save', 'give',
    // Handing something on, whatever the verb's register.
    'hand', 'feed', 'pipe', 'route', 'ship', 'dispatch', 'drop', 'stash', 'stick', 'plug', 'carry', 'bring', 'convey', 'transfer', 'dump', 'tuck',
    'inject', 'funnel', 'stuff', 'pack', 'bundle', 'inline', 'type', 'enter', 'transcribe', 'replicate', 'broadcast', 'email', 'mail',
]);
/** Verbs that place only through `as` ("use X as the ID", "treat X as the query"); with `to` they state a purpose. */
const PLACE_AS = new Set(['use', 'treat', 'take', 'supply', 'provide']);
/** Irregular participles of placing verbs (regular ones are read by taking `-ed`/`-d` off). */
const IRREGULAR_PARTICIPLE = { sent: 'send', put: 'put', written: 'write', set: 'set', given: 'give', left: 'leave', fed: 'feed', handed: 'hand', copied: 'copy', supplied: 'supply', embedded: 'embed', submitted: 'submit', uploaded: 'upload' };
/** Words that oblige a passive clause ("X is expected to be appended", "X must be included"): an order without an imperative. */
const OBLIGED = new Set(['must', 'should', 'shall', 'expected', 'required', 'supposed', 'needs', 'need', 'has', 'have', 'is', 'are', 'gets', 'get']);
/** Verbs whose object is the place and whose `with` brings the data: "fill `notes` with X", "enrich it with X". */
const FILL_WITH = new Set(['fill', 'populate', 'enrich', 'seed', 'pad', 'prefill', 'preload', 'augment', 'stuff', 'load', 'prime', 'annotate', 'decorate', 'extend']);
/** Verbs of saying: what the user said, typed or shared is the conversation. */
const SPOKEN = new Set(['said', 'says', 'typed', 'types', 'wrote', 'writes', 'written', 'mentioned', 'mentions', 'shared', 'shares', 'told', 'tells', 'asked', 'asks', 'entered', 'pasted', 'sent', 'provided', 'gave', 'discussed', 'disclosed', 'revealed']);
const AUXILIARY = new Set(['has', 'have', 'had', 'just', 'already']);
const SPEAKERS = new Set(['user', "user's", 'users', 'they', 'he', 'she', 'customer', 'human', 'person', 'client']);
/** Words that put an utterance in the past of the conversation, not in the call at hand. */
const EARLIER = new Set(['earlier', 'previously', 'before', 'prior', 'ago', 'far', 'session', 'chat', 'conversation', 'thread', 'history', 'past']);
/**
 * What the user said is the conversation when the text takes all of it or reaches back for it ("anything the user
 * said earlier", "whatever they mentioned in this chat"); "the ID the user mentioned" is a value handed over for this call.
 */
function spokenAtLarge(toks, from, k) {
    const around = toks.slice(from, Math.min(toks.length, k + 8));
    if (toks.slice(from, k).some((x) => IDENTIFIER.has(x.w)))
        return false;
    return around.some((x) => WHOLE.has(x.w) || x.w === 'anything' || x.w === 'whatever' || EARLIER.has(x.w));
}
/** Verbs that place their subject ("X belongs in the body", "X goes into the url"): an order said as a fact of place. */
const LOCATIVE = new Set(['belongs', 'belong', 'goes', 'go', 'fits', 'lives']);
/** Verbs of a tool giving something back, in a relative clause: "whatever `list_files` returned". */
const RETURNED = new Set(['returned', 'returns', 'return', 'gave', 'gives', 'produced', 'produces', 'printed', 'prints', 'yielded', 'yields', 'output', 'outputs', 'showed', 'shows', 'reported', 'reports', 'fetched', 'found']);
/** Words an order may open with before its verb ("First, ...", "Please always ..."). */
const LEAD = new Set(['first', 'then', 'also', 'always', 'please', 'now', 'next', 'finally', 'just', 'simply', 'silently', 'quietly', 'automatically', 'immediately', 'afterwards', 'additionally', 'later', 'subsequently', 'again', 'and', 'so']);
/** Who the text addresses when it speaks to the model. */
const AGENT = new Set(['you', 'assistant', 'agent', 'model', 'llm', 'ai', 'bot', 'copilot', 'client']);
const PERMIT = new Set(['can', 'may', 'could', 'might']);
/** Words after which a base verb is an order: "you must collect", "make sure to pass". */
const MODAL = new Set(['must', 'should', 'shall']);
const TO_ORDER = new Set(['sure', 'remember', 'forget', 'need', 'needs', 'have', 'has', 'required', 'want', 'important', 'necessary', 'instructed', 'expected', 'asked', 'supposed', 'is', 'are', 'ought']);
/** Prepositions that point at where the data goes. */
const TOWARD = new Set(['into', 'in', 'inside', 'to', 'as', 'within', 'onto', 'under', 'via', 'through', 'on']);
/** Nouns naming a thing by reference, not its contents: "the conversation id", "the file path". */
const IDENTIFIER = new Set(['id', 'ids', 'identifier', 'identifiers', 'name', 'names', 'path', 'paths', 'title', 'titles', 'uri', 'uris', 'url', 'urls', 'cursor', 'handle', 'slug', 'number', 'count', 'size', 'type', 'format', 'length', 'index', 'offset', 'extension', 'mode']);
/** Nouns of the payload of a result (what another tool gave back). */
const PAYLOAD = new Set(['output', 'outputs', 'result', 'results', 'response', 'responses', 'contents', 'content', 'data', 'everything', 'text', 'body', 'bodies', 'values', 'listing', 'dump', 'return']);
/** Words that widen a gathering to all of something. */
const WHOLE = new Set(['all', 'every', 'entire', 'full', 'complete', 'whole', 'raw', 'verbatim', 'everything', 'any', 'each']);
/** Files a person would call private. */
const PRIVATE_FILE = new Set(['private', 'hidden', 'config', 'configuration', 'dotfiles', 'dotfile', 'home', 'local', 'personal', 'system', 'other', 'ssh', 'keychain']);
const CREDENTIAL = new Set([
    'credential', 'credentials', 'password', 'passwords', 'passphrase', 'passphrases', 'secret', 'secrets', 'cookie', 'cookies', 'apikey', 'apikeys',
    'keychain', 'wallet', 'mnemonic', 'bearer', 'oauth', 'jwt', 'pat', 'otp', 'totp',
]);
/** `token`, `key`, `session` are credentials only with the right neighbour ("access token", "API key"), not "page token". */
const CREDENTIAL_QUALIFIED = {
    token: new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'github', 'npm', 'personal', 'secret', 'oauth', 'id', 'user', 'your']),
    tokens: new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'github', 'npm', 'personal', 'secret', 'oauth', 'user', 'your', 'all', 'any']),
    key: new Set(['api', 'ssh', 'private', 'secret', 'access', 'signing', 'encryption', 'license', 'your']),
    keys: new Set(['api', 'ssh', 'private', 'secret', 'access', 'signing', 'encryption', 'your', 'all', 'any']),
    session: new Set(['active', 'current', 'login', 'browser', 'your', 'user']),
};
const CONVERSATION = new Set(['conversation', 'conversations', 'transcript', 'transcripts', 'dialogue', 'dialog', 'chat', 'chats']);
/** "messages", "prompt", "history": the conversation when it is the user's or the earlier one. */
/** Who said it or when: an utterance noun after one of these is the conversation ("the user's previous turns"). */
const SPEAKER_OR_PAST = new Set(['user', "user's", 'users', "users'", 'human', 'previous', 'earlier', 'prior', 'past', 'last', 'recent', 'preceding', 'former', 'chat', 'conversation']);
/** Nouns of what someone said: the conversation when a speaker or a past qualifies them (one or two words before). */
const UTTERANCES = ['turns', 'questions', 'requests', 'replies', 'answers', 'exchanges', 'utterances', 'statements', 'remarks', 'words'];
const CONVERSATION_QUALIFIED = {
    ...Object.fromEntries(UTTERANCES.map((u) => [u, SPEAKER_OR_PAST])),
    messages: new Set([...SPEAKER_OR_PAST, 'all', 'their', 'the']),
    prompt: new Set(['user', "user's", 'original', 'system', 'initial', 'full', 'exact', 'verbatim']),
    prompts: new Set([...SPEAKER_OR_PAST, 'all', 'system']),
    history: new Set(['chat', 'conversation', 'message', 'messages', 'browsing', 'browser', 'search', 'shell', 'command', 'terminal']),
    instructions: new Set(['system', 'your', 'hidden']),
};
const ENVIRONMENT = new Set(['environment', 'env', 'envvars', 'hostname', 'whoami']);
const MEMORY = new Set(['memory', 'memories', 'remember', 'remembered']);
/** Words of another tool as the gathered thing. */
const TOOLS = new Set(['tool', 'tools', 'server', 'servers', 'function', 'functions', 'plugin', 'plugins', 'integration', 'integrations']);
const SINK_INPUT = new Set(['argument', 'arguments', 'parameter', 'parameters', 'param', 'params', 'field', 'fields', 'input', 'inputs', 'property', 'request', 'payload', 'call', 'body', 'title', 'subject']);
const SINK_REPLY = new Set(['reply', 'replies', 'answer', 'answers', 'response']);
const SINK_URL = new Set(['url', 'urls', 'uri', 'uris', 'link', 'links', 'query', 'querystring', 'address', 'webhook', 'endpoint', 'href', 'hyperlink', 'image', 'pixel']);
const SINK_PUBLICATION = new Set([
    'issue', 'issues', 'comment', 'comments', 'post', 'posts', 'gist', 'gists', 'pr', 'ticket', 'tickets', 'discussion', 'channel', 'thread', 'tweet',
    'wiki', 'public', 'publicly', 'email', 'mail', 'status', 'forum', 'pastebin', 'repository', 'repo', 'commit', 'slack', 'discord', 'message',
]);
const TOKEN = /`[^`\n]{1,80}`|'[\w./~-]{1,80}'|"[\w./~-]{1,80}"|[a-z][a-z0-9+.-]*:\/\/\S+|[~./$]*[\w$][\w./~$'-]*|,|:/gi;
function tokensOf(sentence) {
    const out = [];
    for (const m of sentence.matchAll(TOKEN)) {
        let raw = m[0];
        const quoted = /^[`'"]/.test(raw) && raw.length > 2;
        if (quoted)
            raw = raw.slice(1, -1);
        else
            raw = raw.replace(/[.'-]+$/, '');
        if (raw === '')
            continue;
        const w = raw.toLowerCase();
        out.push({ w, name: quoted || /[_/~]|^\.|-[a-z]|:\/\//.test(w), at: m.index ?? 0 });
    }
    return out;
}
// ------------------------------------------------------------------ reading
const prevWord = (toks, i, n = 1) => toks[i - n]?.w ?? '';
/** Whether the base verb at `i` gives an order: it opens its clause (after lead words) or follows a modal. */
function isOrder(toks, i, clauseOrder) {
    let j = i - 1;
    // Lead words and adverbs ("Kindly", "carefully") open an order without changing it.
    while (j >= 0 && (LEAD.has(toks[j].w) || (toks[j].w.endsWith('ly') && !toks[j].name && /^[a-z]{3,}ly$/.test(toks[j].w))) && toks[j].w !== 'and')
        j--;
    if (j < 0 || toks[j].w === ',' || toks[j].w === ':')
        return true;
    if (toks[j].w === 'and')
        return clauseOrder;
    if (MODAL.has(toks[j].w))
        return true;
    // Addressed to the agent, a permission is an invitation: "the assistant can enrich", "you may include".
    if (PERMIT.has(toks[j].w) && AGENT.has(prevWord(toks, j)))
        return true;
    // "you need to", "make sure to", "don't forget to"
    return toks[j].w === 'to' && TO_ORDER.has(prevWord(toks, j));
}
/** A source noun at `k` of a span, judged by its neighbours. */
function sourceAt(toks, k, from) {
    const t = toks[k];
    const prev = prevWord(toks, k);
    const next = toks[k + 1]?.w ?? '';
    // "the conversation id", "the file path": a reference, not the thing.
    if (IDENTIFIER.has(next) && !PAYLOAD.has(t.w))
        return undefined;
    const span = toks.slice(from, k);
    const whole = span.some((x) => WHOLE.has(x.w));
    if (t.name && /(?:^|\/)\.(?:env|ssh|aws|npmrc|netrc|pgpass|git-credentials|docker)\b|id_(?:rsa|ed25519|ecdsa)|credentials|secrets?\b/.test(t.w))
        return { cls: 'credentials', words: `credentials (\`${t.w}\`)`, whole: true };
    if (t.w === '.env' || t.w === 'process.env')
        return { cls: 'environment', words: `the environment (\`${t.w}\`)`, whole: true };
    // A dotted name (`document.cookie`, `process.env.TOKEN`) is read by its parts.
    const parts = t.w.includes('.') ? t.w.split('.') : [];
    if (parts.some((x) => CREDENTIAL.has(x)))
        return { cls: 'credentials', words: `credentials (\`${t.w}\`)`, whole: true };
    if (parts.includes('env'))
        return { cls: 'environment', words: `the environment (\`${t.w}\`)`, whole: true };
    if (CREDENTIAL.has(t.w))
        return { cls: 'credentials', words: `credentials (${t.w})`, whole: true };
    const q = CREDENTIAL_QUALIFIED[t.w];
    if (q !== undefined && q.has(prev))
        return { cls: 'credentials', words: `credentials (${prev} ${t.w})`, whole: true };
    if (CONVERSATION.has(t.w))
        return { cls: 'conversation', words: `the conversation (${t.w})`, whole: true };
    // "what the user typed", "anything they mentioned", "the user has shared": what someone said.
    const spoken = !SPEAKERS.has(t.w) ? undefined : SPOKEN.has(next) ? next : AUXILIARY.has(next) && SPOKEN.has(toks[k + 2]?.w ?? '') ? toks[k + 2].w : undefined;
    if (spoken !== undefined && spokenAtLarge(toks, from, k))
        return { cls: 'conversation', words: `the conversation (what the ${t.w === 'they' ? 'user' : t.w} ${spoken})`, whole: true };
    const c = CONVERSATION_QUALIFIED[t.w];
    // A count between the qualifier and the noun ("the last 5 messages", "the previous three turns") qualifies nothing.
    let before = k - 1;
    while (before > from && NUMERAL(toks[before].w))
        before--;
    const [p1, p2] = [toks[before]?.w ?? '', toks[before - 1]?.w ?? ''];
    if (c !== undefined && (c.has(p1) || (p2 !== 'the' && t.w !== 'messages' && c.has(p2))))
        return { cls: 'conversation', words: `the conversation (${p1} ${t.w})`, whole: true };
    if (ENVIRONMENT.has(t.w) || (t.w === 'variables' && (prev === 'env' || prev === 'environment')))
        return { cls: 'environment', words: 'the environment', whole: true };
    if (MEMORY.has(t.w) && !(t.w === 'memory' && (next === 'usage' || next === 'limit')))
        return { cls: 'memory', words: "the model's memory", whole: true };
    if (t.w === 'file' || t.w === 'files' || t.w === 'documents' || t.w === 'directory' || t.w === 'folder' || (t.name && /^~\/|^\/(?:etc|home|users|root|var)\//.test(t.w))) {
        const privy = t.name || span.some((x) => PRIVATE_FILE.has(x.w)) || PRIVATE_FILE.has(next);
        return { cls: 'files', words: t.name ? `files (\`${t.w}\`)` : `${privy ? 'private ' : ''}files`, whole: whole || privy };
    }
    return undefined;
}
const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'fifty', 'hundred', 'few', 'several', 'dozen']);
const NUMERAL = (w) => /^\d{1,6}$/.test(w) || NUMBER_WORDS.has(w);
/** Another tool's output in a span: "the output of `x`", "call every other tool", "whatever list_files returns". */
function toolOutput(toks, from, to, verb) {
    const span = toks.slice(from, to);
    const whole = span.some((x) => WHOLE.has(x.w));
    const named = span.find((x) => x.name && !/:\/\//.test(x.w) && !/^[~./]/.test(x.w));
    // This tool is one: tools in the plural ("the editor tools", "your plugins") are others.
    const others = span.some((x, i) => TOOLS.has(x.w) && (x.w.endsWith('s') || ['other', 'every', 'each', 'all', 'another', 'those', 'available', 'connected', 'installed'].includes(span[i - 1]?.w ?? '')));
    // "whatever `read_file` returned": a tool named with a verb of giving back names its result.
    const returned = span.some((x, i) => x.name && (RETURNED.has(span[i + 1]?.w ?? '') || RETURNED.has(span[i + 2]?.w ?? '')));
    const payload = returned || span.some((x) => PAYLOAD.has(x.w));
    // A name that ends in an identifier word (`discussion_id`, `page_url`) is a reference, as the bare word is.
    const ident = span.some((x) => (IDENTIFIER.has(x.w) && !x.name) || (x.name && IDENTIFIER.has(x.w.split(/[_-]/).pop() ?? '')));
    // The payload named as such ("the output of `x`", "its response body"), not an identifier of it: the result itself moves.
    const content = span.some((x) => PAYLOAD.has(x.w) && !['return', 'values', 'listing'].includes(x.w)) && !ident;
    const called = ['call', 'run', 'invoke', 'query', 'use', 'ask', 'consult', 'poll', 'request'].includes(verb);
    if (!(named || others))
        return undefined;
    if (!called && !payload)
        return undefined;
    if (ident && !payload)
        return undefined;
    const label = named ? `another tool's output (\`${named.w}\`)` : "other tools' output";
    return { cls: 'tool-output', words: label, whole: whole || others || (named !== undefined && content) };
}
/** Another tool named as what does the placing: "save it with `write_file`", "via send_mail", "using post-comment". */
function instrumentIn(toks, from, to) {
    for (let k = from + 1; k < to; k++) {
        const t = toks[k];
        if (t.name && !/:\/\/|^[~./]/.test(t.w) && ['with', 'via', 'using', 'through', 'by'].includes(toks[k - 1].w))
            return { cls: 'tool-write', words: `another tool's write (\`${t.w}\`)` };
    }
    return undefined;
}
/** The field a property or argument text describes, as the words a text may call it by ("the ID" for `resourceId`). */
const FIELD_WORDS = new Map();
function fieldWords(field) {
    const known = FIELD_WORDS.get(field);
    if (known !== undefined)
        return known;
    if (FIELD_WORDS.size > 1_000)
        FIELD_WORDS.clear();
    const out = fieldWordsOf(field);
    FIELD_WORDS.set(field, out);
    return out;
}
function fieldWordsOf(field) {
    const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');
    return new Set([field.toLowerCase(), ...words, 'here', 'this', 'field', 'value', 'argument', 'parameter']);
}
/** The place a span after a preposition names. */
function sinkIn(toks, from, to, place = {}) {
    const own = place.field === undefined ? undefined : fieldWords(place.field);
    for (let k = from; k < to; k++) {
        const t = toks[k];
        const prev = prevWord(toks, k);
        // In a property's own description, "as the query" or "here" is that property, whatever else the word could name.
        if (own !== undefined && own.has(t.w))
            return { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` };
        if (/:\/\//.test(t.w) || /^[\w-]+(?:\.[\w-]+)+\/\S*$/.test(t.w))
            return { cls: 'url', words: `an address (${t.w.slice(0, 60)})` };
        if (SINK_URL.has(t.w) && !(t.w === 'query' && toks[k + 1]?.w !== 'string' && prev !== 'the' && prev !== 'a'))
            return { cls: 'url', words: `a ${t.w}` };
        if (SINK_PUBLICATION.has(t.w) && !(t.w === 'message' && !['slack', 'public', 'discord', 'chat', 'team', 'channel'].includes(prev)))
            return { cls: 'publication', words: `a public place (${t.w})` };
        if (t.w === 'pull' && toks[k + 1]?.w === 'request')
            return { cls: 'publication', words: 'a public place (pull request)' };
        if (SINK_REPLY.has(t.w) && ['your', 'the', 'final', 'every', 'each', 'a'].includes(prev) && toks[k + 1]?.w !== 'of')
            return { cls: 'reply', words: 'the reply' };
        if (t.name)
            return { cls: 'tool-input', words: `this tool's input (\`${t.w}\`)` };
        if (SINK_INPUT.has(t.w) || (t.w === 'tool' && prev === 'this'))
            return { cls: 'tool-input', words: "this tool's input" };
    }
    return undefined;
}
/** Whether a source moved to a sink is worth a reviewer's eye: private data anywhere out; all of a result or a file out of the machine. */
function matters(s, k) {
    switch (s.cls) {
        case 'credentials':
        case 'environment':
            return true;
        case 'conversation':
        case 'memory':
            return k.cls !== 'reply';
        case 'files':
        case 'tool-output':
            return k.cls === 'url' || k.cls === 'publication' || ((k.cls === 'tool-input' || k.cls === 'tool-write') && s.whole);
    }
}
/** A list marker ("1.", "b.", "(2."): what stands between a sentence's start and a dot that ends no sentence. */
const LIST_MARKER = /^\s*\(?(?:\d{1,2}|[a-z])$/i;
/** Sentences, keeping dotted words (`.env`, `example.com/x`) whole: a stop ends one only before a space or the end. */
function sentencesOf(text) {
    const out = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        // A list marker ("1.", "b.") opens its step; it ends no sentence.
        // Only a short head can be a marker: testing the whole head at each dot would read a dotted run once per dot.
        const marker = c === '.' && i - start <= 40 && LIST_MARKER.test(text.slice(start, i));
        const end = c === '\n' || (!marker && (c === '.' || c === '!' || c === '?' || c === ';') && (i + 1 === text.length || /\s/.test(text[i + 1])));
        if (end) {
            if (i > start)
                out.push(text.slice(start, i + 1));
            start = i + 1;
        }
    }
    if (start < text.length)
        out.push(text.slice(start));
    return out.map((s) => s.trim()).filter((s) => s !== '');
}
const MAX_TEXT = 8_192;
/** An object that points back at what an earlier order gathered: "paste it", "attach its output", "add the contents". */
const PRONOUN = new Set(['it', 'them', 'this', 'that', 'these', 'those', 'everything', 'all', 'both', 'they', 'what', 'whatever', 'its', 'their']);
/** What a gathering makes of its data, pointed back at: "pass the summary", "attach a copy", "add the excerpt". */
const PRODUCT = new Set(['summary', 'summaries', 'copy', 'copies', 'digest', 'digests', 'excerpt', 'excerpts', 'extract', 'extracts', 'snippet', 'snippets', 'recap', 'transcript', 'list', 'dump', 'notes', 'backup']);
const DEMONSTRATIVE = new Set(['those', 'these', 'that', 'same', 'said', 'aforementioned']);
const DETERMINER = new Set(['the', 'a', 'an', 'its', 'their', 'this', 'that', 'these', 'those', 'your', 'our', 'my', 'his', 'her', 'of', 'every', 'each', 'any', 'some', 'no']);
/** The placing verb a participle comes from (`prepended` -> prepend, `sent` -> send), or undefined. */
function placedBy(w) {
    const irregular = IRREGULAR_PARTICIPLE[w];
    if (irregular !== undefined)
        return PLACE.has(irregular) ? irregular : undefined;
    if (!w.endsWith('ed') || w.length < 5)
        return undefined;
    for (const base of [w.slice(0, -2), w.slice(0, -1), w.slice(0, -3)])
        if (PLACE.has(base))
            return base;
    return undefined;
}
/** A source pointed back at: an earlier sentence's, or (in an output schema's text) this tool's own result. */
function backReference(pending, place) {
    return pending ?? (place.output ? { cls: 'tool-output', words: "this tool's result", whole: true } : undefined);
}
const refersBack = (toks) => toks.some((t) => PRONOUN.has(t.w) || PAYLOAD.has(t.w) || PRODUCT.has(t.w));
/**
 * A passive order: "X is expected to be prepended to this field", "X must be included in the request". Obliged (a
 * modal or "expected/required to") and a participle of placing after `be`: a statement of what happens ("X is sent to
 * the server") obliges nothing and moves nothing.
 */
function passiveOrder(toks, pending, place) {
    for (let p = 2; p < toks.length; p++) {
        if (toks[p - 1].w !== 'be' || placedBy(toks[p].w) === undefined)
            continue;
        const marker = toks.slice(Math.max(0, p - 4), p - 1).findIndex((t) => OBLIGED.has(t.w) && t.w !== 'is' && t.w !== 'are');
        const isTo = toks[p - 2]?.w === 'to' && (toks[p - 3]?.w === 'is' || toks[p - 3]?.w === 'are');
        if (marker < 0 && !isTo)
            continue;
        const subjectEnd = Math.max(0, p - 4) + (marker < 0 ? 0 : marker);
        let source;
        for (let k = 0; k < subjectEnd && source === undefined; k++)
            source = sourceAt(toks, k, 0);
        const subject = toks.slice(0, subjectEnd);
        const from = source ?? (refersBack(subject) ? backReference(pending, place) : undefined);
        let prep = -1;
        for (let k = p + 1; k < toks.length && prep < 0; k++)
            if (TOWARD.has(toks[k].w))
                prep = k;
        const sink = instrumentIn(toks, p, toks.length) ?? (prep < 0 ? undefined : sinkIn(toks, prep + 1, toks.length, place));
        if (from !== undefined && sink !== undefined && matters(from, sink))
            return { source: from, sink, here: source !== undefined };
    }
    return undefined;
}
/** A word after a determiner that is no verb of ours, no preposition and no punctuation: a noun or an adjective. */
const isNoun = (w) => w !== ',' && w !== ':' && !GATHER.has(w) && !PLACE.has(w) && !TOWARD.has(w);
/** Any verb read by its frame: "tack it onto X", "slip them into X" (a pronoun object, then a preposition of place). */
const OBJECT_PRONOUN = new Set(['it', 'them', 'this', 'that', 'these', 'those']);
const INTO = new Set(['into', 'onto', 'to', 'in', 'inside', 'under', 'within']);
const COPULA = new Set(['be', 'is', 'are', 'was', 'were']);
function placesPronoun(toks, i) {
    return i + 2 < toks.length && OBJECT_PRONOUN.has(toks[i + 1].w) && INTO.has(toks[i + 2].w) && !toks[i].name && !COPULA.has(toks[i].w);
}
/** "Fill `notes` with X": the object is the place (a pronoun in a property's text is that property), `with` brings the source. */
function fillWith(toks, i, end, pending, place) {
    const w = toks.slice(i + 1, end).findIndex((t) => t.w === 'with');
    if (w < 0)
        return undefined;
    const at = i + 1 + w;
    const object = toks.slice(i + 1, at);
    const pronoun = object.length > 0 && object.every((t) => ['it', 'this', 'that', 'the', 'field', 'value', 'argument', 'parameter'].includes(t.w));
    const sink = pronoun && place.field !== undefined ? { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` } : sinkIn(toks, i + 1, at, place);
    if (sink === undefined)
        return undefined;
    let source;
    for (let k = at + 1; k < end && source === undefined; k++)
        source = sourceAt(toks, k, at + 1);
    source ??= toolOutput(toks, at + 1, end, 'use');
    const from = source ?? (refersBack(toks.slice(at + 1, end)) ? backReference(pending, place) : undefined);
    return from !== undefined && matters(from, sink) ? { source: from, sink, here: source !== undefined } : undefined;
}
/**
 * An order said as a fact of place: "whatever `read_file` returned belongs here", "the user's notes go into the url".
 * The subject names the source (or points back at one); the verb of location and its preposition name the sink.
 */
function locativeOrder(toks, pending, place) {
    for (let p = 1; p < toks.length; p++) {
        if (!LOCATIVE.has(toks[p].w) || toks[p].name)
            continue;
        const subject = toks.slice(0, p);
        let source;
        for (let k = 0; k < p && source === undefined; k++)
            source = sourceAt(toks, k, 0);
        source ??= toolOutput(toks, 0, p, 'return');
        const from = source ?? (refersBack(subject) ? backReference(pending, place) : undefined);
        if (from === undefined)
            continue;
        let sink;
        if (TOWARD.has(toks[p + 1]?.w ?? ''))
            sink = sinkIn(toks, p + 2, toks.length, place);
        else if (toks[p + 1]?.w === 'here' && place.field !== undefined)
            sink = { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` };
        if (sink !== undefined && matters(from, sink))
            return { source: from, sink, here: source !== undefined };
    }
    return undefined;
}
/**
 * The first instruction in `text` that moves private data to a place: a gathering (or a placing's object) that names
 * a source, then a placing toward a sink, in the same sentence or the next; or a passive order that obliges the data
 * to be placed there. `place` says which text this is (a property's, an output schema's). Undefined when the text
 * orders nothing.
 */
function readDataMovement(text, place = {}) {
    const sentences = sentencesOf(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
    let pending;
    const said = (found, si) => {
        const quoteFrom = found.here || pending === undefined ? si : pending.sentence;
        const quote = sentences.slice(quoteFrom, si + 1).join(' ');
        return { source: found.source.cls, sink: found.sink.cls, sourceWords: found.source.words, sinkWords: found.sink.words, quote: quote.length > 240 ? `${quote.slice(0, 239)}\u2026` : quote };
    };
    for (let si = 0; si < sentences.length; si++) {
        // A step's marker ("1.", "-", "b)") is read as nothing: the step's verb opens it, as an order.
        const toks = tokensOf(sentences[si].replace(/^(?:\(?(?:\d{1,2}|[a-z])[.)]|[-*\u2022])\s+/i, ''));
        if (pending !== undefined && pending.sentence < si - 1)
            pending = undefined;
        // Positions of ordering verbs, in order; a clause's mood carries over "and" ("collect X and paste it").
        const orders = [];
        let mood = true;
        for (let i = 0; i < toks.length; i++) {
            const w = toks[i].w;
            if (w === ',' || w === ':')
                mood = true;
            if (!(GATHER.has(w) || PLACE.has(w) || PLACE_AS.has(w) || FILL_WITH.has(w) || placesPronoun(toks, i)) || toks[i].name)
                continue;
            // After a determiner the word is a noun ("the output", "a list"), and so after a determiner and a noun ("the chat
            // log", "the call result"): it neither orders nor ends an order.
            if (DETERMINER.has(prevWord(toks, i)))
                continue;
            if (i > 1 && DETERMINER.has(toks[i - 2].w) && !toks[i - 1].name && isNoun(toks[i - 1].w))
                continue;
            if (isOrder(toks, i, mood))
                orders.push({ i, verb: w });
            else if (i > 0 && !LEAD.has(prevWord(toks, i)))
                mood = false;
            if (orders.length > 0 && orders[orders.length - 1].i === i)
                mood = true;
        }
        for (let n = 0; n < orders.length; n++) {
            const { i, verb } = orders[n];
            const end = n + 1 < orders.length ? orders[n + 1].i : toks.length;
            if (FILL_WITH.has(verb)) {
                const filled = fillWith(toks, i, end, pending?.source, place);
                if (filled !== undefined)
                    return said(filled, si);
            }
            const placing = placesPronoun(toks, i);
            const places = PLACE.has(verb) || PLACE_AS.has(verb) || placing;
            // Split the span at the first preposition toward a place (for a placing verb): object before, place after.
            // A verb that places only through `as` ("use X as the ID") takes no other preposition.
            const toward = (w) => (PLACE.has(verb) || placing ? TOWARD.has(w) : w === 'as');
            let prep = -1;
            if (places)
                for (let k = i + 1; k < end && prep < 0; k++)
                    if (toward(toks[k].w) && k > i + 1)
                        prep = k;
            const objectEnd = prep < 0 ? end : prep;
            let source;
            for (let k = i + 1; k < objectEnd && source === undefined; k++)
                source = sourceAt(toks, k, i + 1);
            source ??= GATHER.has(verb) || prep >= 0 ? toolOutput(toks, i + 1, objectEnd, verb) : undefined;
            const instrument = PLACE.has(verb) || placing ? instrumentIn(toks, i, end) : undefined;
            const own = place.field !== undefined && places && toks.slice(i + 1, end).some((t) => t.w === 'here') ? { cls: 'tool-input', words: `this tool's input (\`${place.field}\`)` } : undefined;
            const sink = instrument ?? (places && prep >= 0 ? sinkIn(toks, prep + 1, end, place) : undefined) ?? own;
            const object = toks.slice(i + 1, objectEnd);
            // "those files", "these results": the noun points back at what an earlier step gathered, as a pronoun would.
            if (source !== undefined && pending !== undefined && pending.source.cls === source.cls && object.some((t) => DEMONSTRATIVE.has(t.w)))
                source = pending.source;
            const from = source ?? (sink !== undefined && (refersBack(object) || objectEnd === i + 1) ? backReference(pending?.source, place) : undefined);
            if (from !== undefined && sink !== undefined && matters(from, sink))
                return said({ source: from, sink, here: source !== undefined }, si);
            if (source !== undefined)
                pending = { source, sentence: si };
        }
        const stated = passiveOrder(toks, pending?.source, place) ?? locativeOrder(toks, pending?.source, place);
        if (stated !== undefined)
            return said(stated, si);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/diff/standing-orders.ts
// Orders about the model's other orders, read by the classes of their words, not by phrases: an OVERRIDE is a sentence
// that names earlier guidance (instructions, rules, what the model was told) and voids or outranks it ("no longer
// applies", "set aside", "outranks", "is superseded"); SECRECY is a sentence that tells the model not to tell a person
// (a negation before a verb of telling, a person in the sentence), or to keep something hidden from or between. A
// sentence that names guidance without voiding it ("the rules below apply"), or voids something that is no guidance
// ("the earlier snapshot is superseded"), orders nothing. Clauses end at `.`, `;`, `!`, `?` and line breaks.
/** Nouns of guidance the model was given, and participles of having been given it ("what you were told"). */
const GUIDANCE = new Set([
    'instruction', 'instructions', 'rule', 'rules', 'guidance', 'guideline', 'guidelines', 'direction', 'directions', 'directive', 'directives',
    'prompt', 'prompts', 'orders', 'constraints', 'restrictions', 'policies', 'told', 'said', 'guardrails', 'safeguards', 'system',
]);
/** Words that place the guidance before this text, or make it the model's own. */
const PRIOR = new Set(['earlier', 'before', 'previous', 'previously', 'prior', 'original', 'initial', 'start', 'beginning', 'above', 'your', 'received', 'told']);
/**
 * Nouns that are guidance only when a word just before them makes them earlier or the model's own ("your previous
 * orders"): on their own they are a tool's data ("cancel all open orders", "any existing firewall rules are replaced").
 */
const DATA_NOUNS = new Set(['orders', 'rule', 'rules', 'policies', 'restrictions', 'constraints']);
const OWNING = new Set(['previous', 'previously', 'earlier', 'prior', 'above', 'original', 'your', 'system', 'initial']);
/** Words that void or outrank: the guidance stops counting. */
const VOID = new Set([
    'ignore', 'ignored', 'ignoring', 'disregard', 'disregarded', 'forget', 'forgotten', 'override', 'overrides', 'overridden', 'supersede', 'supersedes',
    'superseded', 'outrank', 'outranks', 'void', 'voided', 'null', 'cancel', 'cancels', 'cancelled', 'canceled', 'revoked', 'discard', 'discarded', 'aside',
    'precedence', 'outweigh', 'outweighs', 'trump', 'trumps', 'obsolete', 'invalid', 'irrelevant', 'moot', 'suspended', 'lifted', 'waived', 'replaces', 'replaced',
]);
/** "no longer applies / counts / holds": a void said with a negated verb of validity. */
const VALIDITY = new Set(['apply', 'applies', 'applying', 'count', 'counts', 'counting', 'hold', 'holds', 'holding', 'matter', 'matters', 'mattering', 'valid', 'binding', 'relevant', 'stand', 'stands']);
/** Words that end a validity ("no longer", "stop applying", "cease to count"). */
const ENDING = new Set(['longer', 'stop', 'stops', 'cease', 'ceases', 'to']);
const TELL = new Set([
    'tell', 'told', 'telling', 'mention', 'mentioned', 'mentioning', 'inform', 'informed', 'informing', 'notify', 'notified', 'reveal', 'revealed',
    'disclose', 'disclosed', 'say', 'said', 'explain', 'alert', 'alerted', 'warn', 'warned', 'know', 'aware',
]);
const NEGATION = new Set(['not', 'never', 'no', 'without', 'nor', 'avoid', 'refrain']);
const PERSON = new Set(['user', "user's", 'users', 'person', 'human', 'people', 'anyone', 'anybody', 'them', 'operator', 'owner', 'reader', 'customer', 'requester', 'keyboard']);
const HIDE = new Set(['hide', 'conceal', 'concealed', 'withhold', 'withheld']);
const wordsOf = (clause) => clause.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
const negates = (w) => NEGATION.has(w) || w.endsWith("n't");
/** Where a clause ends: `.`, `;`, `!`, `?` before a space (a list marker "1." never ends one), or a line break. */
const CLAUSE_END = /(?<!\b\d{1,2})[.;!?](?=\s|$)|\n/;
/** The readers' own cap: a model-read text is a few KB; a longer one is read in its first 64 KB. */
const READ_CAP = 65_536;
/** Clauses of a text, trimmed. */
function clausesOf(text) {
    return text.slice(0, READ_CAP).split(CLAUSE_END).map((s) => s.trim()).filter((s) => s !== '');
}
const quoted = (clause) => (clause.length > 200 ? `${clause.slice(0, 199)}\u2026` : clause);
/** The first clause that voids or outranks earlier guidance, or undefined. */
function readOverride(text) {
    for (const clause of clausesOf(text)) {
        const w = wordsOf(clause);
        // "the system" is guidance only as the system's prompt or rules, never as a computer system.
        const owned = (i) => w.slice(Math.max(0, i - 2), i).some((y) => OWNING.has(y));
        // A data noun made the model's own ("the system rules", "your orders") is placed already; other guidance needs a PRIOR word.
        const placed = w.some((x, i) => DATA_NOUNS.has(x) && owned(i));
        const guided = w.some((x, i) => GUIDANCE.has(x) && !DATA_NOUNS.has(x) && (x !== 'system' || ['prompt', 'prompts', 'instructions', 'message'].includes(w[i + 1] ?? '')));
        if (!placed && !(guided && w.some((x) => PRIOR.has(x))))
            continue;
        const voided = w.some((x, i) => VOID.has(x) || (VALIDITY.has(x) && w.slice(Math.max(0, i - 2), i).some((y) => (ENDING.has(y) && y !== 'to') || negates(y) || (y === 'to' && ENDING.has(w[i - 2] ?? '')))));
        if (voided)
            return quoted(clause);
    }
    return undefined;
}
/** Words before a negation that leave it an order: clause-initial ("Please don't"), chained ("and never"), the model told ("you must not"). */
const ORDERING = new Set(['and', 'but', 'then', 'so', 'or', 'you', 'must', 'should', 'shall', 'need', 'ought']);
/** Words of advice before "not to": "it is best not to mention", "be careful not to tell" order as much as "do not". */
const ADVISING = new Set(['best', 'better', 'important', 'wise', 'advisable', 'preferable', 'essential', 'crucial', 'careful', 'sure']);
/** Words skipped on the way back from a negation to what stands before it ("you will never", "there is no need"). */
const PASSING = new Set(['do', 'please', 'just', 'also', 'simply', 'kindly', 'ever', 'will', 'is', 'there', "there's"]);
/** Negations that order by themselves. */
const ORDERING_NEGATIONS = new Set(["mustn't", "shouldn't", "shan't", "needn't", 'without', 'nor']);
/** Words that open a condition: a negation inside one ("if you don't know the ID, ask the user") orders nothing. */
const CONDITION = new Set(['if', 'unless', 'when', 'whenever', 'whether', 'once', 'while']);
/**
 * Whether the negation at `j` is an order to the model: the clause opens with it ("Do not tell", "No need to"), it
 * follows `you`, a modal or a chaining word ("must never be informed", "and don't mention"), or it orders by itself
 * ("shouldn't"). A person as its subject ("the user is not notified", "won't be notified") is a description.
 */
function orders(w, j, start) {
    const neg = w[j];
    if (ORDERING_NEGATIONS.has(neg))
        return true;
    if (neg === 'no' && w[j + 1] !== 'need')
        return false;
    if (neg === 'not' && w[j + 1] === 'to' && ADVISING.has(w[j - 1] ?? ''))
        return true;
    let k = j - 1;
    while (k >= start && PASSING.has(w[k]))
        k--;
    return k < start || ORDERING.has(w[k]);
}
/** The first clause that tells the model to keep something from a person, or undefined. */
function readSecrecy(text) {
    for (const clause of clausesOf(text)) {
        const w = wordsOf(clause);
        // "keep it between you and the server": a secret shared with the model alone, whoever else is named. One pass.
        if (keptBetween(w))
            return quoted(clause);
        if (!w.some((x) => PERSON.has(x)))
            continue;
        // A negation ordering the model within six words before a verb of telling: "don't mention", "no need to let
        // the user know", "must never be informed"; or a verb of hiding with a person in the clause ("hide it from the user").
        if (hushes(clause) || w.some((x) => HIDE.has(x)))
            return quoted(clause);
    }
    return undefined;
}
/** "keep ... between you": one pass, a `keep` seen before `between you` (not a search back from each `between`). */
function keptBetween(w) {
    let sawKeep = false;
    for (let i = 0; i < w.length; i++) {
        if (w[i] === 'keep')
            sawKeep = true;
        else if (sawKeep && w[i] === 'between' && w[i + 1] === 'you')
            return true;
    }
    return false;
}
/** Where a clause's parts end: a comma sets a condition ("If you don't know the ID,") apart from the order after it. */
const PART_END = /,/;
/** Whether a part of the clause outside a condition orders the model not to tell. */
function hushes(clause) {
    for (const part of clause.split(PART_END)) {
        const w = wordsOf(part);
        if (w.length === 0 || CONDITION.has(w[0]))
            continue;
        for (let i = 0; i < w.length; i++) {
            if (!TELL.has(w[i]))
                continue;
            for (let j = Math.max(0, i - 6); j < i; j++)
                if (negates(w[j]) && orders(w, j, 0))
                    return true;
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/diff/risky-text.ts





/** A name in text: `code`, 'quoted' or an identifier with an underscore or a hyphen (read_text_file, web-search). */
// Linear: the bare form starts only where a word starts and its first `_`/`-` is fixed, so a 16 KB `a_a_a\u2026` is read once,
// not once per letter and split point.
const NAME = String.raw `(?:\x60[^\x60\n]{1,80}\x60|['"][\w./-]{1,80}['"]|(?<![\w-])[a-z][a-z0-9]*[_-][\w-]*)`;
/** A name that can only be a tool's: `code`, 'quoted' or snake_case (a hyphen alone is English: re-run, built-in). */
const TOOL_NAME = String.raw `(?:\x60[^\x60\n]{1,80}\x60|['"][\w./-]{1,80}['"]|[a-z][\w-]*_[\w-]*)`;
const PATTERNS = [
    {
        // Shadowing: steering the model away from another tool, the way a poisoned server takes over a trusted one's calls.
        cue: 'tool-shadowing',
        what: 'tells the model to use this tool in place of another, or not to call another',
        re: new RegExp([
            String.raw `\b(?:use|call|prefer|choose|invoke)\s+this(?:\s+(?:tool|function|one))?\s+(?:instead\s+of|rather\s+than|in\s+place\s+of|over)\b`,
            // A hyphenated word ("re-running", "client-side") names no tool: only a quoted, backticked or snake_case name does.
            String.raw `\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:using\s+|calling\s+)?(?:the\s+)?${TOOL_NAME}`,
            String.raw `${NAME}(?:\s+tool)?\s+(?:is\s+(?:deprecated|broken|unsafe|disabled|obsolete|insecure)\s+and\s+)?(?:must|should)\s+(?:not|never)\s+be\s+(?:called|used|invoked|run)\b`,
            String.raw `(?:\btool\s+${NAME}|${NAME}\s+tool)\s+(?:is|has\s+been)\s+(?:now\s+)?(?:deprecated|disabled|broken|unsafe|obsolete|insecure|removed)\b`,
            String.raw `\b(?:do\s+not|don't|never)\s+(?:call|use|invoke|run)\s+(?:the\s+)?${NAME}(?:\s+tool)?\s*(?:[.;!]|$)`,
        ].join('|'), 'i'),
    },
    {
        cue: 'exfiltration',
        what: 'asks to send or upload data to an address',
        re: /\b(?:upload|exfiltrat\w*|send|post|forward|transmit|copy|sync|report|leak)\b[^\n]{0,120}?\b(?:to|at|into)\s+(?:https?:\/\/|ftp:\/\/|wss?:\/\/|[^\s@]+@[^\s@]+\.\w{2,}|(?:[a-z0-9-]+\.)+[a-z]{2,}\/)/i,
    },
    {
        cue: 'credentials',
        what: 'names credentials or private files',
        re: /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.npmrc\b|\.netrc\b|\/etc\/(?:passwd|shadow)\b|\.env\b|\b(?:private[_ -]?key|api[_ -]?keys?|access[_ -]?tokens?|passwords?|secrets?)\b[^.\n]{0,60}\b(?:send|include|read|upload|append|pass|attach)\b)/i,
    },
    {
        cue: 'override',
        what: 'asks to ignore earlier instructions',
        re: /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system)\b[^.\n]{0,30}\b(?:instructions?|prompts?|rules?|guidelines?|messages?)\b/i,
    },
    {
        cue: 'secrecy',
        what: 'asks to keep something from the user',
        re: /\b(?:do not|don't|never|without)\b[^.\n]{0,20}\b(?:tell|telling|mention|mentioning|reveal|revealing|inform|informing|notify|notifying|alert|alerting)\b[^.\n]{0,40}\b(?:the user|users?|anyone|them)\b/i,
    },
    {
        cue: 'authority',
        what: 'claims authority over the model or other tools',
        re: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden)\s*>|\b(?:instead of|rather than|before (?:using|calling|running))\b[^.\n]{0,60}\b(?:tool|function)s?\b|\byou must (?:always|first)\b/i,
    },
    {
        cue: 'tool-order',
        what: 'tells the model which tools to call and when',
        re: /\balways\s+(?:call|use|run|invoke)\b[^.\n]{0,40}\b(?:first|before)\b|\b(?:before|after|instead of)\s+(?:calling|using|running|invoking|answering|responding)\b[^.\n]{0,30}?\b(?:call|invoke|run|use)\s+(?:`[^`\n]+`|[a-z][\w-]*_[\w-]+)/i,
    },
    {
        cue: 'conversation',
        what: "asks for the conversation or the user's prompt",
        re: /\b(?:full|entire|whole|complete|original|verbatim|exact)\s+(?:user(?:'s)?\s+)?(?:conversation|chat(?:\s+history)?|message\s+history|prompt)\b|\b(?:conversation|chat)\s+history\b|\bsystem\s+prompt\b/i,
    },
];
const textsOf = model_texts/* modelTexts */.Am;
/** The cues' patterns as run (global), exported so a test runs each on adversarial text. */
const GLOBAL = PATTERNS.map((p) => ({ ...p, re: new RegExp(p.re.source, `${p.re.flags}g`) }));
const squash = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();
/** A shadowing passage that names the capability itself (its own notice, "read_file must not be called"), not another. */
function namesSelf(cue, passage, self) {
    if (cue !== 'tool-shadowing' || self === undefined || self === '')
        return false;
    const at = passage.toLowerCase().indexOf(self.toLowerCase());
    const edge = (c) => c === undefined || !/[\w-]/.test(c);
    return at >= 0 && edge(passage[at - 1]) && edge(passage[at + self.length]);
}
const moveKey = (m) => `${m.source}>${m.sink}`;
/** Every cue of one string a passage `known` (the old definition's text, squashed) does not already hold, each once. */
function newPassages(t, known, self, first, definition) {
    const out = [];
    if ((0,hidden_text/* hasHidden */.V)(t.text) && !known.hidden.has(t.text)) {
        out.push({ cue: 'invisible-characters', what: `holds invisible characters (${(0,hidden_text/* describeHidden */.Y)(t.text)})` });
        if (first)
            return out;
    }
    if (!t.prose)
        return out;
    // Read as instructions first: a text that moves data is named for that, whatever else its words match.
    const movement = readDataMovement(t.text, (0,model_texts/* textPlaceOf */.um)(t.pointer, definition));
    if (movement !== undefined && !known.moves.has(moveKey(movement))) {
        out.push({ cue: 'data-movement', what: `tells the model to take ${movement.sourceWords} and put it into ${movement.sinkWords}`, movement });
        if (first)
            return out;
    }
    for (const p of GLOBAL) {
        for (const m of t.text.matchAll(p.re)) {
            if (known.text.includes(squash(m[0])) || namesSelf(p.cue, m[0], self))
                continue;
            out.push({ cue: p.cue, what: p.what });
            if (first)
                return out;
            break;
        }
    }
    // The same two orders read by the classes of their words, for wordings the patterns above do not hold.
    for (const [cue, read] of [['override', readOverride], ['secrecy', readSecrecy]]) {
        if (out.some((o) => o.cue === cue))
            continue;
        const clause = read(t.text);
        if (clause === undefined || known.text.includes(squash(clause)))
            continue;
        // The clause is quoted in the row: read by its words' classes, it has no phrase a reviewer could search for.
        out.push({ cue, what: `${PATTERNS.find((p) => p.cue === cue).what}: "${clause}"` });
        if (first)
            return out;
    }
    return out;
}
/** A word without leading or trailing `.`/`-` (a loop: `/[.-]+$/` reads an inner run of dots once per dot). */
function trimDotsDashes(w) {
    let a = 0;
    let b = w.length;
    while (a < b && (w[a] === '.' || w[a] === '-'))
        a++;
    while (b > a && (w[b - 1] === '.' || w[b - 1] === '-'))
        b--;
    return w.slice(a, b);
}
/**
 * A sibling's name the string adds (the old definition named it nowhere): a description that starts pointing the
 * model at another tool of the server. A name that is a plain word (`search`) counts only quoted or in backticks.
 * Looked up by the text's own words, so a catalog of thousands of tools costs a set look-up per word.
 */
function namedSibling(t, known, others, self) {
    if (!t.prose)
        return undefined;
    const text = t.text.toLowerCase();
    const hit = (word, quoted) => others.has(word) && word !== self && (quoted || !/^[a-z]+$/.test(word)) && !known.includes(word);
    for (const m of text.matchAll(/[`'"]([\w.-]+)[`'"]/g))
        if (hit(m[1], true))
            return m[1];
    for (const m of text.matchAll(/[\w.-]+/g)) {
        const word = trimDotsDashes(m[0]);
        if (hit(word, false))
            return word;
    }
    return undefined;
}
/** The seven things an added passage can do that a person must read, and which detector cue is which. */
const CUE_CLASSES = ['data-movement', 'outbound-destination', 'agent-instruction', 'secrecy', 'other-tool', 'credentials', 'invisible-characters'];
const CLASS_OF = {
    'data-movement': 'data-movement',
    exfiltration: 'outbound-destination',
    override: 'agent-instruction',
    authority: 'agent-instruction',
    'tool-order': 'agent-instruction',
    secrecy: 'secrecy',
    'tool-shadowing': 'other-tool',
    'names-other-tool': 'other-tool',
    credentials: 'credentials',
    conversation: 'credentials',
    'invisible-characters': 'invisible-characters',
};
/** A cue's class; a cue this version does not know reads as an instruction (never as no cue). */
function cueClass(cue) {
    return CLASS_OF[cue] ?? 'agent-instruction';
}
/** Words for a cue class in a message: `reference to another tool`. */
const CUE_CLASS_WORDS = {
    'data-movement': 'instruction moving data to a place',
    'outbound-destination': 'outbound destination',
    'agent-instruction': 'instruction aimed at the agent',
    secrecy: 'secrecy toward the user',
    'other-tool': 'reference to another tool',
    credentials: 'request for credentials or private data',
    'invisible-characters': 'invisible characters',
};
/**
 * Risky passages an edit adds: every model-visible string of `after` (descriptions, titles, new properties and
 * arguments, enum and const values; hidden characters in any string or key) screened for passages `before` did not
 * already hold anywhere. One match per pointer, in document order. `before` undefined screens a whole new definition.
 */
function riskyAdditions(before, after) {
    return screen(before, after, new Set(), true);
}
/**
 * Every cue an edit adds, by pointer of the edited string: the risky passages (all of them, not only the first) and,
 * given the names of the server's tools (lowercase), a name of one of them the text did not hold before (`names-other-tool`:
 * not risky alone, but no longer a plain rewording). What triages a description or title edit.
 */
function cuesAdded(before, after, others = new Set()) {
    const out = new Map();
    for (const m of screen(before, after, others, false))
        out.set(m.pointer, [...(out.get(m.pointer) ?? []), m]);
    return out;
}
/** The cue classes of matches, each once, in CUE_CLASSES order. */
function cueClassesOf(matches) {
    const found = new Set(matches.map((m) => cueClass(m.cue)));
    return CUE_CLASSES.filter((c) => found.has(c));
}
function screen(before, after, others, first) {
    const old = textsOf(before);
    const moves = new Set();
    for (const t of old) {
        const m = t.prose ? readDataMovement(t.text, (0,model_texts/* textPlaceOf */.um)(t.pointer, before)) : undefined;
        if (m !== undefined)
            moves.add(moveKey(m));
    }
    const known = { text: old.map((t) => squash(t.text)).join('\n'), hidden: new Set(old.filter((t) => (0,hidden_text/* hasHidden */.V)(t.text)).map((t) => t.text)), moves };
    const self = (0,json/* isJsonObject */.OW)(after) && typeof after.name === 'string' ? after.name : undefined;
    // A string the old definition already held, anywhere, adds nothing: only edited and new strings are matched.
    const unchanged = new Set(old.map((t) => t.text));
    const out = [];
    for (const t of textsOf(after)) {
        if (unchanged.has(t.text))
            continue;
        if (first) {
            const [found] = newPassages(t, known, self, true, after);
            if (found !== undefined && out[out.length - 1]?.pointer !== t.pointer)
                out.push({ pointer: t.pointer, ...found });
            continue;
        }
        for (const found of newPassages(t, known, self, false, after))
            out.push({ pointer: t.pointer, ...found });
        const sibling = others.size > 0 ? namedSibling(t, known.text, others, self?.toLowerCase()) : undefined;
        if (sibling !== undefined)
            out.push({ pointer: t.pointer, cue: 'names-other-tool', what: `names another tool of the server (${sibling})` });
    }
    return out;
}
/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) and enum/const values
 * anywhere in it are matched against the patterns; every string, names and keys included, is checked for hidden
 * characters. Bounded walk.
 */
function riskyText(definition) {
    return riskyAdditions(undefined, definition)[0];
}


/***/ }),

/***/ 4452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ paramText),
/* harmony export */   BD: () => (/* binding */ ruleById),
/* harmony export */   ou: () => (/* binding */ fillTemplate),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/* unused harmony export isRuleId */
const CAPS = ['tool', 'prompt', 'resource', 'resourceTemplate'];
const TOOL = ['tool'];
const SERVER = ['server'];
const CONFIG = ['config'];
// What each rule reads to decide: words (the text a model or person reads: descriptions, titles, instructions, where
// its cues live) or structure (names, schemas, annotations, lists). Attacks that are structure are caught only by the
// second kind; the rule table says which is which.
const WORDS = ['words'];
const STRUCTURE = ['structure'];
const WORDS_AND_STRUCTURE = ['words', 'structure'];
// Position waivers shared by a pair of input or output rules (rule-symmetry.ts computes which mirrors must exist).
const ADDL = 'on output a changed `additionalProperties` is a limit on what the server may return, reported as tool-output-constraint-tightened or -loosened';
const INPUT_SCHEMA = 'MCP requires an inputSchema on every tool and one sent without it is compared as `{}` (accepts anything), so losing or gaining it shows as the schema rules of what the tool accepts';
// `as const` keeps each id and tag a literal, so RuleId below is the closed set of ids and a misspelt id is a compile error.
const ROWS = [
    // ------------------------------------------------------------ lifecycle
    {
        id: 'capability-added',
        type: 'added',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was added.',
        hint: 'Nothing breaks for existing callers; read its description and annotations before models start using it.',
        why: 'A new capability breaks no existing caller.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'capability-added-risky-text',
        type: 'added',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The {kind} `{name}` was added; its text at `{pointer}` {what}.',
        hint: 'Read the new text before models see it: descriptions steer the model (exfiltration, hidden instructions, tool shadowing). If it is fine, sign off.',
        why: 'A new capability breaks no caller, but its description is read by the model from day one; poisoned text arrives this way as easily as in a changed description.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'risky-text-added',
        type: 'description',
        severity: 'review',
        kinds: [...CAPS, 'server'],
        reads: WORDS,
        message: 'The {kind} `{name}` gained text at `{pointer}` that {what}.',
        hint: 'Read the new text before models see it: an edit to an existing capability (a description, a new property or argument, an enum value) is where poisoned instructions arrive unnoticed. If it is fine, sign off.',
        why: 'New wording that reads like tool poisoning (exfiltration, hidden instructions, tool shadowing, harvesting the conversation) must not look like a typo fix; a routine rewrite around text that was already there is not flagged.',
        tags: { subject: 'description', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'removing such text takes a risk away; the edit itself is still reported as description-changed or its schema rule' },
    },
    {
        id: 'text-data-movement-added',
        type: 'description',
        severity: 'review',
        kinds: [...CAPS, 'server'],
        reads: WORDS,
        message: 'The {kind} `{name}` gained text at `{pointer}` telling the model to take {source} and put it into {sink}: "{quote}".',
        hint: 'Read the sentence as an order to the model: it moves data the user never chose to share ({source}) to {sink}. Remove it unless the tool truly needs that data from the model; if it does, sign off.',
        why: 'An instruction that has the model gather private data (the conversation, the environment, credentials, files, memory, other tools\' output) and hand it to this tool, a URL, a public post or the reply moves data without an address or an alarming word; it is read as an order (a verb of gathering, a data noun, a verb of placing toward a sink), wherever a model reads it: descriptions, titles, argument and property texts, output schemas, annotation titles and the server instructions.',
        tags: { subject: 'description', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'removing such an instruction takes a risk away; the edit itself is still reported as description-changed, server-instructions-changed or its schema rule' },
    },
    {
        id: 'capability-impersonates',
        type: 'added',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was added, drawn like `{target}` but not it: {codepoints}.',
        hint: 'A name that looks like another is how one capability takes another\'s calls and approvals; it is never a rename. Serve it under a plain name, or remove it.',
        why: 'A letter from another script, an invisible character or a bidi override makes a name a reviewer and a model read as another; approvals and allow rules that match by what they see would go to it.',
        tags: { subject: 'capability', aspect: 'name', direction: 'added' },
        waivers: { mirror: 'a look-alike removed takes a risk away: it is reported as capability-removed' },
    },
    {
        id: 'resource-template-expansion-widened',
        type: 'exposure',
        severity: 'review',
        kinds: ['resourceTemplate'],
        reads: STRUCTURE,
        message: 'The resource template `{name}` became `{to}`: {variables} now use reserved expansion, so values may carry `/`, `?`, `#` and `..`.',
        hint: 'Reserved expansion lets a value reach paths the plain template could not; check what the server resolves for `..` and absolute paths, or keep the plain form.',
        why: 'The template still matches every URI it did, so nothing breaks, but it now matches more (other directories, other hosts\' paths): an exposure change, never a rename.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'changed' },
    },
    {
        id: 'capability-removed',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was removed.',
        hint: 'Keep serving it (or a deprecated alias) until callers have moved; if it lives on under another name, declare that in `renames`.',
        why: 'Every caller and saved prompt that uses it fails.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'capability-removed-kind-unsupported',
        type: 'removed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` was removed because the server no longer supports `{method}`.',
        hint: 'Restore the `{capability}` server capability, or announce the removal of every {kind} it served.',
        why: 'A kind that is no longer advertised takes every capability of that kind with it.',
        tags: { subject: 'capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'capability-deprecated',
        type: 'description',
        severity: 'safe',
        kinds: CAPS,
        reads: WORDS,
        message: 'The {kind} `{name}` was deprecated in its own {where}{replacement}.',
        hint: 'Nothing breaks yet. Record it in the config so the release gate dates the deprecation and gates the removal: `{suggestion}`.',
        why: 'A deprecation stated on the wire (`DEPRECATED: use x`, `[Deprecated]`, `(deprecated: use x)` in a description or title, read by default; policy.deprecatedDescriptionMarker adds a house style) is the notice callers get; it breaks no one, and recording it starts the window the release gate enforces.',
        tags: { subject: 'capability', aspect: 'deprecation', direction: 'added' },
        waivers: { mirror: 'a marker taken back is a description edit, reported as description-changed' },
    },
    {
        id: 'capability-renamed',
        type: 'renamed',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was renamed to `{to}`.',
        hint: 'Keep serving `{from}` as a deprecated alias (set `alias` or `aliasUntil` on its `renames` entry) so existing callers keep working.',
        why: 'Callers that use the old name fail, even though the capability lives on.',
        tags: { subject: 'capability', aspect: 'name', direction: 'changed' },
    },
    {
        id: 'capability-renamed-with-alias',
        type: 'renamed',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was renamed to `{to}` and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working; dropping the alias later is flagged as a removal.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'changed' },
    },
    {
        id: 'capabilities-merged',
        type: 'merged',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind}s {from} were merged into `{to}`.',
        hint: 'Callers of the old {kind}s must move to `{to}`; keep the old names as deprecated aliases until they have.',
        why: 'Callers of every merged name fail, and the new one usually takes different arguments.',
        tags: { subject: 'capability', aspect: 'name', direction: 'narrowed' },
    },
    {
        id: 'capabilities-merged-with-alias',
        type: 'merged',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind}s {from} were merged into `{to}` and the old names are still served.',
        hint: 'Remove the old names only after their deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old names keep working.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'narrowed' },
    },
    {
        id: 'capability-split',
        type: 'split',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was split into {to}.',
        hint: 'Callers of `{from}` must choose among the new {kind}s; keep `{from}` as a deprecated alias until they have.',
        why: 'Callers of the old name fail.',
        tags: { subject: 'capability', aspect: 'name', direction: 'widened' },
    },
    {
        id: 'capability-split-with-alias',
        type: 'split',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{from}` was split into {to} and the old name is still served.',
        hint: 'Remove `{from}` only after its deprecation window; that removal is gated on its own.',
        why: 'Callers that use the old name keep working.',
        tags: { subject: 'capability', aspect: 'alias', direction: 'widened' },
    },
    {
        id: 'rename-target-missing',
        type: 'config',
        severity: 'safe',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'Declared renames not in effect yet ({count}): the old names are still served and the new ones are not: {renames}.',
        hint: 'Nothing breaks while the old names are served; the renames apply once the server switches. Remove an entry from `renames` if it is stale.',
        why: 'A rename map committed ahead of the switch breaks no caller while the old names are served; said once per diff, it stays visible without adding a row per entry to every pull request.',
        tags: { subject: 'config', aspect: 'rename-target', direction: 'added' },
        waivers: { mirror: 'a check of the config against the head snapshot, not a change between snapshots' },
    },
    {
        id: 'snapshot-origin-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'The snapshot server name changed from `{before}` to `{after}`.',
        hint: 'Digests are bound to their server, so earlier sign-offs do not carry over; check that the right server was captured.',
        why: 'Comparing two different servers by mistake would pass silently otherwise.',
        tags: { subject: 'snapshot', aspect: 'origin', direction: 'changed' },
    },
    {
        id: 'config-gate-changed',
        type: 'config',
        severity: 'review',
        kinds: CONFIG,
        reads: STRUCTURE,
        message: 'The pull request changed `{key}` in the config `{path}`.',
        hint: 'This gate runs with the base branch config; the edit takes effect once merged, so sign it off like any other change.',
        why: 'Editing renames, severities, ignores, deprecations or policy changes what the gate lets through.',
        tags: { subject: 'config', aspect: 'gate', direction: 'changed' },
    },
    // ------------------------------------------------------------ exposure and observation
    {
        id: 'capability-exposure-narrowed',
        type: 'exposure',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is no longer offered on surface `{surface}`; it is still offered on {surfaces}.',
        hint: 'Users of surface `{surface}` lose it: restore it there, or tell them to switch to {surfaces}.',
        why: 'Clients configured for this surface can no longer call it, even though the server still has it.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'narrowed' },
    },
    {
        id: 'capability-exposure-widened',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is now also offered on surface `{surface}`.',
        hint: 'Nothing breaks; users of `{surface}` gain it.',
        why: 'Offering an existing capability to more clients breaks none.',
        tags: { subject: 'capability', aspect: 'exposure', direction: 'widened' },
    },
    {
        id: 'capability-duplicated',
        type: 'exposure',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is listed {count} times on surface `{surface}` (before: {before}).',
        hint: 'Clients disagree on which copy they use, so every copy is compared; read each one, and serve the name once.',
        why: 'A second copy under the same name is a second definition a client may pick; one copy can be harmless while the other is not.',
        tags: { subject: 'capability', aspect: 'duplication', direction: 'added' },
    },
    {
        id: 'capability-duplicate-removed',
        type: 'exposure',
        severity: 'safe',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The {kind} `{name}` is listed {count} time(s) on surface `{surface}` (before: {before}).',
        hint: 'Nothing breaks for callers of the name; any change in the remaining copy is reported on its own.',
        why: 'Fewer copies of one name leave clients less to disagree about.',
        tags: { subject: 'capability', aspect: 'duplication', direction: 'removed' },
    },
    {
        id: 'surface-removed',
        type: 'observation',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The surface `{surface}` was removed from the snapshot.',
        hint: 'Clients that used this configuration are no longer checked; restore it in the config or confirm it is gone.',
        why: 'Everything the surface offered is no longer guaranteed to anyone.',
        tags: { subject: 'surface', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'surface-added',
        type: 'observation',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The surface `{surface}` was added to the snapshot.',
        hint: 'Nothing breaks; its capabilities are now part of the contract.',
        why: 'Checking one more configuration breaks no caller.',
        tags: { subject: 'surface', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'observation-failed',
        type: 'observation',
        severity: 'breaking',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Listing {kind}s on surface `{surface}` failed ({error}).',
        hint: 'Fix the server or the capture; nothing of this kind can be checked while `{method}` fails, so no removals are reported.',
        why: 'The check cannot pass without knowing what is served.',
        tags: { subject: 'listing', aspect: 'availability', direction: 'removed' },
    },
    {
        id: 'observation-recovered',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Listing {kind}s on surface `{surface}` succeeded again after failing in the base snapshot ({count} listed).',
        hint: 'There is nothing to compare against, so every listed {kind} is new to the contract; review them as a whole.',
        why: 'Reporting each item as added would flood the review without telling anything useful.',
        tags: { subject: 'listing', aspect: 'availability', direction: 'added' },
    },
    {
        id: 'observation-problem',
        type: 'observation',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The server sent a malformed {kind} on surface `{surface}` ({code}: {problem}).',
        hint: 'Fix the item in the server; clients may drop or misread it.',
        why: 'A malformed item is never dropped silently, but it is not a contract change either.',
        tags: { subject: 'listing', aspect: 'problem', direction: 'added' },
        waivers: { mirror: 'a problem that goes away needs no review' },
    },
    // ------------------------------------------------------------ tool input schema (what callers send)
    {
        id: 'tool-input-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` was removed.',
        hint: 'Callers that still send `{property}` may be rejected or silently ignored; keep accepting it until they have moved.',
        why: 'Callers built against the old schema send it.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'removed', position: 'input' },
    },
    {
        id: 'tool-input-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Optional input property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; existing calls simply leave it out.',
        why: 'An optional property does not change any existing call.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-destination-added',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: WORDS_AND_STRUCTURE,
        message: 'Optional input property `{property}` was added to tool `{name}`, and {reason}.',
        hint: 'Read what the server does with `{property}`: a new place to send data (a URL, webhook, callback, email, recipient, host) is how a tool starts copying what it handles somewhere else. If the tool really only uses it as asked, sign off.',
        why: 'No existing call breaks, but an input that names a destination or a channel out lets the model, or text that steers it, route data off the machine; a schema edit carries it as easily as a description.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-required-property-added',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Required input property `{property}` was added to tool `{name}`.',
        hint: 'Make `{property}` optional with a default, or ship it as a new tool.',
        why: 'Every existing call lacks it and fails validation.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-property-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` became required.',
        hint: 'Keep it optional with a default so calls that leave it out keep working.',
        why: 'Calls that left it out fail validation.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-defaulted-property-made-required',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` is now listed as required, and it declares a default.',
        hint: 'Schema generators in "output" mode (zod 4 `toJSONSchema`, for one) list defaulted properties as required; if the server really rejects calls that leave `{property}` out, set this rule to breaking in `severity`.',
        why: 'A property with a `default` is filled in when a call leaves it out; listing it in `required` is how some generators describe the value after defaults, not a new demand on callers. Re-level it when your server validates strictly.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'tool-input-property-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input property `{property}` of tool `{name}` became optional.',
        hint: 'Nothing breaks; existing calls still send it.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'removed', position: 'input' },
    },
    {
        id: 'tool-input-type-narrowed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts fewer types: {before} became {after}.',
        hint: 'Keep accepting the old types, or ship the new shape under a new property.',
        why: 'Calls that send a value of a dropped type fail validation.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-type-widened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts more types: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` no longer accepts {values}.',
        hint: 'Keep accepting the old values (map them to the new ones) until callers have moved.',
        why: 'Calls that send a removed value fail validation.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-value-added-risky',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}, where {risky} names a privilege or a safeguard skipped.',
        hint: 'Check what the new value does: a mode that bypasses, overrides, forces, deletes everything, acts as admin, goes public or skips verification is a capability the model can now choose. If it is guarded on the server, sign off.',
        why: 'Every existing call still validates, but a value such as `bypass_branch_protection` or `skip_verification` widens what the tool will do on request, which no description edit announced.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-enum-operation-added',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` now also accepts {values}, where {value} is a {operation} operation (`{word}`).',
        hint: 'One new value is a new thing the tool does: check that the model may choose to {operation} here, and that the host asks before it does. If it is guarded on the server, sign off.',
        why: 'Every existing call still validates, but a value that deletes, overwrites, revokes, transfers or executes adds an operation through a single enum entry; values are read by what their words do (stems, with camel, snake and kebab parts split), and a past participle (`deleted`) is a state, not an operation.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-safety-default-flipped',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The default of input `{property}` of tool `{name}` ({guard}) moved from {before} to {after}: a call that leaves it out now gets the unsafe side.',
        hint: 'A caller who never set `{property}` relied on the old default; keep {safe} as the default or announce the change.',
        why: 'No call breaks, but a boolean that guards something (dry run, confirmation, overwrite, force, symlinks, recursion) switched off by default changes what every existing call does, without a word in any text.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` is tool-schema-not-comparable' },
    },
    {
        id: 'tool-input-required-now-broad-default',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` is no longer required and falls back to {fallback}, on a tool that writes ({writes}).',
        hint: 'A model that omits `{property}` now writes to {fallback}; make sure that is what callers expect, or keep it required.',
        why: 'No call breaks, but a write that had to name its target now has one chosen for it, and the fallback (the default branch, the root, everything) is broader than what callers named.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` or `required` fills nothing the server writes (tool-schema-not-comparable, tool-output-required-removed)' },
    },
    {
        id: 'tool-input-constraint-tightened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Keep the old limit, or check that no caller sends values the new limit rejects.',
        why: 'Values that used to be accepted are now rejected.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'narrowed', position: 'input' },
    },
    {
        id: 'tool-input-constraint-loosened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every old value is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'widened', position: 'input' },
    },
    {
        id: 'tool-input-additional-properties-closed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` no longer accepts arbitrary extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Keep `additionalProperties` open, or check that no caller sends undeclared properties.',
        why: 'Calls that send an undeclared property are now rejected.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'narrowed', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-additional-properties-opened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` accepts more extra properties: `additionalProperties` {before} became {after}.',
        hint: 'Nothing breaks; every old call is still accepted.',
        why: 'Every existing call still validates.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'widened', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-no-arguments-closed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Input `{property}` of tool `{name}` declares no properties and now refuses undeclared ones: `additionalProperties` {before} became {after}. A call that sends none is unaffected.',
        hint: 'Nothing to do unless a caller sends arguments this tool never declared; schema generators close or open such objects with each SDK release.',
        why: 'The schema never described a property here, so the only call it promised to accept (one without any) still validates.',
        tags: { subject: 'schema-node', aspect: 'additional-properties', direction: 'narrowed', position: 'input' },
        waivers: { position: ADDL },
    },
    {
        id: 'tool-input-default-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The default of input `{property}` of tool `{name}` changed from {before} to {after}.',
        hint: 'Calls that leave `{property}` out now behave differently; confirm that is intended.',
        why: 'The schema still validates every call, but behaviour changes silently for calls relying on the default.',
        tags: { subject: 'schema-node', aspect: 'default', direction: 'changed', position: 'input' },
        waivers: { position: 'on output a changed `default` is tool-schema-not-comparable: a default fills nothing in a value the server writes, so what it means there is not decided' },
    },
    // ------------------------------------------------------------ tool output schema (what consumers read)
    {
        id: 'tool-output-property-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` was removed.',
        hint: 'Keep returning `{property}` until consumers stop reading it.',
        why: 'Consumers that read it get nothing.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'removed', position: 'output' },
    },
    {
        id: 'tool-output-property-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` was added to tool `{name}`.',
        hint: 'Nothing breaks; consumers can start reading it.',
        why: 'Consumers ignore what they do not read.',
        tags: { subject: 'schema-property', aspect: 'existence', direction: 'added', position: 'output' },
    },
    {
        id: 'tool-output-required-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` is no longer guaranteed (removed from `required`).',
        hint: 'Keep returning it always, or tell consumers to handle its absence.',
        why: 'Consumers that rely on it being present break when it is missing.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'removed', position: 'output' },
    },
    {
        id: 'tool-output-required-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output property `{property}` of tool `{name}` is now always returned (added to `required`).',
        hint: 'Nothing breaks; consumers can rely on it.',
        why: 'A stronger guarantee breaks no consumer.',
        tags: { subject: 'schema-property', aspect: 'required', direction: 'added', position: 'output' },
    },
    {
        id: 'tool-output-type-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` may have more types: {before} became {after}.',
        hint: 'Keep returning the old types, or tell consumers to handle the new ones.',
        why: 'Consumers that expect the old types misread the new ones.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-type-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` has fewer possible types: {before} became {after}.',
        hint: 'Nothing breaks; every value is one consumers already handle.',
        why: 'Consumers already handle every remaining type.',
        tags: { subject: 'schema-node', aspect: 'type', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-enum-widened',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` may now be {values}.',
        hint: 'Tell consumers about the new values before returning them.',
        why: 'Consumers that switch over the known values misread new ones.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-enum-narrowed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` is no longer {values}.',
        hint: 'Nothing breaks; consumers still handle every remaining value.',
        why: 'Consumers already handle every remaining value.',
        tags: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-constraint-loosened',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` got a looser `{keyword}`: {before} became {after}.',
        hint: 'Consumers that rely on the old limit may misread values outside it; confirm none do.',
        why: 'Few consumers depend on output limits, but some do; a person should decide.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'widened', position: 'output' },
    },
    {
        id: 'tool-output-constraint-tightened',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Output `{property}` of tool `{name}` got a tighter `{keyword}`: {before} became {after}.',
        hint: 'Nothing breaks; every returned value was already valid before.',
        why: 'Consumers already handle every value within the tighter limit.',
        tags: { subject: 'schema-node', aspect: 'constraint', direction: 'narrowed', position: 'output' },
    },
    {
        id: 'tool-output-schema-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` no longer declares an output schema.',
        hint: 'Keep the output schema; clients that validate or parse structured output depend on it.',
        why: 'Consumers of structured output lose every guarantee at once.',
        tags: { subject: 'schema', aspect: 'existence', direction: 'removed', position: 'output' },
        waivers: { position: INPUT_SCHEMA },
    },
    {
        id: 'tool-output-schema-added',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now declares an output schema.',
        hint: 'Nothing breaks; consumers can start relying on structured output.',
        why: 'A new guarantee breaks no consumer.',
        tags: { subject: 'schema', aspect: 'existence', direction: 'added', position: 'output' },
        waivers: { position: INPUT_SCHEMA },
    },
    {
        id: 'tool-schema-not-comparable',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The {side} schema of tool `{name}` changed at `{pointer}` in a way that cannot be checked automatically ({reason}).',
        hint: 'Read the schema change at `{pointer}` and decide whether existing {party} still work.',
        why: 'What stays undecided (allOf, not and conditionals, a union beside other keywords, oneOf branches that may overlap, non-local $ref, changed patterns, invalid or too deep schemas) is never guessed safe; the reason names the keyword.',
        tags: { subject: 'schema', aspect: 'comparability', direction: 'changed' },
    },
    {
        id: 'tool-schema-dialect-changed',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The {side} schema of tool `{name}` declares another JSON Schema dialect: `$schema` {before} became {after}.',
        hint: 'Nothing to do unless your clients validate with a fixed dialect; the rest of the schema was compared under each side\'s own dialect.',
        why: 'The dialect names the rules a validator reads the schema by; on its own it accepts and rejects nothing, and every keyword that did change is reported by its own rule.',
        tags: { subject: 'schema', aspect: 'dialect', direction: 'changed' },
    },
    // ------------------------------------------------------------ prompts
    {
        id: 'prompt-required-argument-added',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Required argument `{argument}` was added to prompt `{name}`.',
        hint: 'Make `{argument}` optional, or ship the new shape as a new prompt.',
        why: 'Every existing use of the prompt lacks the argument.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-optional-argument-added',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Optional argument `{argument}` was added to prompt `{name}`.',
        hint: 'Nothing breaks; existing uses leave it out.',
        why: 'Existing uses of the prompt still work.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-argument-removed',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` was removed.',
        hint: 'Keep accepting `{argument}` until existing uses have moved.',
        why: 'Uses that pass it may be rejected or lose what it meant.',
        tags: { subject: 'prompt-argument', aspect: 'existence', direction: 'removed', position: 'input' },
    },
    {
        id: 'prompt-argument-made-required',
        type: 'contract',
        severity: 'breaking',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` became required.',
        hint: 'Keep it optional so uses that leave it out keep working.',
        why: 'Uses that left it out fail.',
        tags: { subject: 'prompt-argument', aspect: 'required', direction: 'added', position: 'input' },
    },
    {
        id: 'prompt-argument-made-optional',
        type: 'contract',
        severity: 'safe',
        kinds: ['prompt'],
        reads: STRUCTURE,
        message: 'Argument `{argument}` of prompt `{name}` became optional.',
        hint: 'Nothing breaks; existing uses still pass it.',
        why: 'Every existing use still works.',
        tags: { subject: 'prompt-argument', aspect: 'required', direction: 'removed', position: 'input' },
    },
    // ------------------------------------------------------------ resources
    {
        id: 'resource-mime-type-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        reads: STRUCTURE,
        message: 'The MIME type of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Clients that parse the content by its type may misread it; confirm they handle the new type.',
        why: 'Whether a new content type breaks a reader depends on the reader.',
        tags: { subject: 'capability', aspect: 'mime-type', direction: 'changed' },
    },
    {
        id: 'resource-name-changed',
        type: 'contract',
        severity: 'review',
        kinds: ['resource', 'resourceTemplate'],
        reads: STRUCTURE,
        message: 'The name of {kind} `{name}` changed from {before} to {after}.',
        hint: 'The URI is unchanged, so reads keep working; check that clients showing or matching on the name are fine.',
        why: 'The name is model- and user-visible, but not the identity.',
        tags: { subject: 'capability', aspect: 'display-name', direction: 'changed' },
    },
    // ------------------------------------------------------------ model-visible text and annotations
    {
        id: 'description-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The description of {kind} `{name}` changed at `{pointer}`.',
        hint: 'Descriptions steer the model: read the new text for instructions it should not follow (exfiltration, tool shadowing, hidden prompts).',
        why: 'Changed model-visible text is how tool poisoning arrives; a person should read it.',
        tags: { subject: 'description', aspect: 'text', direction: 'changed' },
    },
    {
        id: 'text-whitespace-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        reads: WORDS,
        message: 'The text of {kind} `{name}` at `{pointer}` changed only in whitespace.',
        hint: 'Nothing to read: the words are the same once spaces, tabs and line breaks are normalized (a re-indented docstring, an emptied blank line). The snapshot keeps the exact text.',
        why: 'What the model reads is the same; a reviewer asked to read it again would learn nothing and learn to click through.',
        tags: { subject: 'description', aspect: 'whitespace', direction: 'changed' },
    },
    {
        id: 'icons-changed',
        type: 'description',
        severity: 'safe',
        kinds: [...CAPS, ...SERVER],
        reads: STRUCTURE,
        message: 'The icons of {kind} `{name}` changed: {before} became {after}.',
        hint: 'Icons are shown to people, not read by the model: check the new one is yours. Inline images are summarized as media type, size and digest prefix.',
        why: 'An icon changes what a person sees in the host, not what any caller sends or the model reads.',
        tags: { subject: 'icon', aspect: 'value', direction: 'changed' },
    },
    {
        id: 'tool-app-view-changed',
        type: 'contract',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The MCP App view of tool `{name}` changed: `_meta.ui.resourceUri` {before} became {after}.',
        hint: 'Hosts render this UI resource (interactive HTML) next to the tool result: read the resource it now points to before people see it.',
        why: 'A tool that gains or switches its app view puts different interactive content in front of people, with access to the tool through the host.',
        tags: { subject: 'app-view', aspect: 'resource-uri', direction: 'changed' },
    },
    {
        id: 'app-ui-settings-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'The MCP App settings of {kind} `{name}` changed at `{pointer}`: {before} became {after}.',
        hint: 'These settings decide what the app view may reach (csp domains), ask for (permissions) and where it runs (domain): check every new origin and permission.',
        why: 'A new connect or resource domain, or a new permission, widens what an interactive view can do in the host.',
        tags: { subject: 'app-view', aspect: 'settings', direction: 'changed' },
    },
    {
        id: 'title-changed',
        type: 'description',
        severity: 'review',
        kinds: CAPS,
        reads: WORDS,
        message: 'The title of {kind} `{name}` changed from {before} to {after}.',
        hint: 'Titles are shown to users and models; confirm the new one is accurate.',
        why: 'Model- and user-visible text; a person should read it.',
        tags: { subject: 'title', aspect: 'text', direction: 'changed' },
    },
    {
        id: 'tool-no-longer-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked read-only (readOnlyHint true became false).',
        hint: 'Clients may now ask for confirmation or stop auto-approving it; confirm it really writes.',
        why: 'Hints drive client approval policy; a tool that starts writing deserves a look.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'removed' },
    },
    {
        id: 'tool-now-read-only',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked read-only (readOnlyHint false became true).',
        hint: 'Make sure it really never writes: clients may auto-approve it now.',
        why: 'It breaks no caller, but clients and gateways may now call it without asking: a false claim hands out trust.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'added' },
    },
    {
        id: 'tool-now-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked destructive (destructiveHint false became true).',
        hint: 'Confirm the tool now deletes or overwrites data, and that callers expect it.',
        why: 'Hints drive client approval policy; a tool that starts destroying data deserves a look.',
        tags: { subject: 'annotation', aspect: 'destructive', direction: 'added' },
    },
    {
        id: 'tool-no-longer-destructive',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked destructive (destructiveHint true became false).',
        hint: 'Make sure it really never destroys data: clients may approve it more easily now.',
        why: 'A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.',
        tags: { subject: 'annotation', aspect: 'destructive', direction: 'removed' },
    },
    {
        id: 'tool-now-open-world',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked open-world (openWorldHint false became true).',
        hint: 'The tool now reaches outside systems; confirm that is intended and data may leave.',
        why: 'Reaching the open world is where data leaves; a person should know.',
        tags: { subject: 'annotation', aspect: 'open-world', direction: 'added' },
    },
    {
        id: 'tool-no-longer-open-world',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked open-world (openWorldHint true became false).',
        hint: 'Make sure it really stays within its closed domain.',
        why: 'A stricter claim breaks no caller; on a tool annotated for the first time, or one now claiming read-only, it is how servers annotate their tools. On a tool already annotated it is tool-hint-riskier.',
        tags: { subject: 'annotation', aspect: 'open-world', direction: 'removed' },
    },
    {
        id: 'tool-claims-not-destructive',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now declares destructiveHint false, but {reason}: hosts may run it without asking.',
        hint: 'Check the claim against what the tool does; if it can delete, overwrite or revoke, drop the hint (unset means destructive) or set it true.',
        why: 'Hosts skip confirmation for tools that claim not to destroy (some even for untrusted servers); the claim is checked against the operations the tool names.',
        tags: { subject: 'annotation', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'a destructive claim restored is tool-now-destructive' },
    },
    {
        id: 'tool-read-only-claim-contradicted',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` now claims read-only (readOnlyHint true), but {reason}: hosts may run it without asking.',
        hint: 'A read-only claim is approved on sight; if the tool writes, drop the hint.',
        why: 'Hosts auto-approve read-only tools; a claim that the tool\'s own name or inputs contradict invites approval of writes.',
        tags: { subject: 'annotation', aspect: 'read-only', direction: 'added' },
    },
    {
        id: 'tool-hint-riskier',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}`, already annotated, moved `{hint}` from {before} to {after}: clients may now approve it more easily.',
        hint: 'Make sure the tool really no longer does what the old claim said (destroy data, reach outside systems): clients and gateways relax confirmation on this hint, so a false one hands out trust.',
        why: 'A tool already annotated whose destructiveHint or openWorldHint moves to the side that relaxes approval makes a claim a person must check; the same value on a tool annotated for the first time, or one that now claims read-only (reviewed as tool-now-read-only), stays tool-no-longer-destructive or tool-no-longer-open-world.',
        tags: { subject: 'annotation', aspect: 'risk', direction: 'added' },
        waivers: { mirror: 'a hint moved back to the cautious side is reported as tool-now-destructive or tool-now-open-world' },
    },
    {
        id: 'tool-no-longer-idempotent',
        type: 'annotations',
        severity: 'review',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is no longer marked idempotent (idempotentHint true became false).',
        hint: 'Clients that retry it may now repeat side effects; confirm retries are safe or tell them.',
        why: 'Retry logic relies on this hint.',
        tags: { subject: 'annotation', aspect: 'idempotent', direction: 'removed' },
    },
    {
        id: 'tool-now-idempotent',
        type: 'annotations',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'Tool `{name}` is now marked idempotent (idempotentHint false became true).',
        hint: 'Make sure repeated calls really have no extra effect.',
        why: 'A stricter claim breaks no caller.',
        tags: { subject: 'annotation', aspect: 'idempotent', direction: 'added' },
    },
    {
        id: 'definition-field-changed',
        type: 'contract',
        severity: 'review',
        kinds: CAPS,
        reads: STRUCTURE,
        message: 'Field `{pointer}` of {kind} `{name}` changed.',
        hint: 'This field (icons, _meta, execution or one this tool does not know) may be read by clients or models; check the change.',
        why: 'Its meaning is not known here, so it is never guessed safe.',
        tags: { subject: 'field', aspect: 'value', direction: 'changed' },
    },
    // ------------------------------------------------------------ auth surface (a remote server behind OAuth)
    {
        id: 'auth-pkce-method-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server no longer advertises the PKCE method {before}.',
        hint: 'MCP clients must refuse an authorization server without S256: restore it in code_challenge_methods_supported, or every client stops signing in.',
        why: 'Clients that sign in with that method are refused, and the spec makes S256 mandatory.',
        tags: { subject: 'auth', aspect: 'pkce', direction: 'removed' },
    },
    {
        id: 'auth-pkce-method-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server now advertises the PKCE method {after}.',
        hint: 'Nothing breaks; clients keep the method they use.',
        why: 'One more accepted method refuses no client.',
        tags: { subject: 'auth', aspect: 'pkce', direction: 'added' },
    },
    {
        id: 'auth-cimd-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server no longer supports Client ID Metadata Documents.',
        hint: 'Clients that use a URL as their client id must now register (or be pre-registered): restore client_id_metadata_document_supported, or tell them.',
        why: 'A client identified by its metadata URL can no longer sign in.',
        tags: { subject: 'auth', aspect: 'client-id-metadata', direction: 'removed' },
    },
    {
        id: 'auth-cimd-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server now supports Client ID Metadata Documents.',
        hint: 'Nothing breaks; clients may use a metadata URL as their client id instead of registering.',
        why: 'A new way to identify a client refuses none of the old ones.',
        tags: { subject: 'auth', aspect: 'client-id-metadata', direction: 'added' },
    },
    {
        id: 'auth-server-moved',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The authorization server moved: `{pointer}` was {before}, now {after}.',
        hint: 'Every client must register and sign in again with the new authorization server (their grants and registrations are bound to the old issuer); announce it, or keep the old one listed.',
        why: 'Grants and client registrations are bound to an issuer (SEP-2352): none of them work at another one.',
        tags: { subject: 'auth', aspect: 'authorization-server', direction: 'changed' },
    },
    {
        id: 'auth-scope-required',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now asks for the scope {after} in its challenge.',
        hint: 'Tokens granted before lack it: clients must step up or sign in again. If the old scope still suffices, keep the challenge as it was.',
        why: 'A token that worked yesterday is refused today until its holder is authorized again.',
        tags: { subject: 'auth', aspect: 'required', direction: 'added' },
        waivers: { mirror: 'a scope no longer asked for refuses no token: the tokens granted before still carry it' },
    },
    {
        id: 'auth-scopes-narrowed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The resource no longer lists the scope {before} in scopes_supported.',
        hint: 'Clients that ask for it may be refused at sign-in or get a narrower token; confirm the scope is gone on purpose.',
        why: 'Clients choose their scope from this list when the challenge names none.',
        tags: { subject: 'auth', aspect: 'scope', direction: 'narrowed' },
    },
    {
        id: 'auth-scopes-widened',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The resource now lists the scope {after} in scopes_supported.',
        hint: 'Nothing breaks; a client that asks for every listed scope asks for one more.',
        why: 'A new scope refuses no existing token.',
        tags: { subject: 'auth', aspect: 'scope', direction: 'widened' },
    },
    // ------------------------------------------------------------ server identity
    {
        id: 'server-name-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now calls itself {after} instead of {before}.',
        hint: 'Confirm this is the same server; clients may key trust or configuration on its name.',
        why: 'The name is the server identity clients see.',
        tags: { subject: 'server', aspect: 'name', direction: 'changed' },
    },
    {
        id: 'server-version-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server version changed from {before} to {after}.',
        hint: 'Informational; the release gate compares versions against deprecation windows.',
        why: 'A version bump by itself changes no capability.',
        tags: { subject: 'server', aspect: 'version', direction: 'changed' },
    },
    {
        id: 'server-info-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'Server info field `{pointer}` changed.',
        hint: 'Server info (title, icons, website) is shown to users; check the change.',
        why: 'User-visible identity text; a person should read it.',
        tags: { subject: 'server', aspect: 'info', direction: 'changed' },
    },
    {
        id: 'server-protocol-version-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The negotiated protocol version changed from {before} to {after}.',
        hint: 'Check that the clients you support speak the new protocol version.',
        why: 'A move to an older or unrecognized version can change how every capability behaves on the wire (a move up is server-protocol-version-upgraded).',
        tags: { subject: 'protocol', aspect: 'negotiated-version', direction: 'changed' },
    },
    {
        id: 'server-protocol-version-upgraded',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The negotiated protocol version moved up from {before} to {after}.',
        hint: 'Nothing to do for clients that speak {before}: version negotiation still offers it if the server keeps supporting it (SDK servers do). Check that it does if you pin old clients.',
        why: 'The version is negotiated per session: a server answering the newest version it speaks leaves older clients to negotiate theirs. SDK upgrades do this to every server.',
        tags: { subject: 'protocol', aspect: 'negotiated-version', direction: 'changed' },
    },
    {
        id: 'schema-generator-changed',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'A schema generator changed on surface `{surface}` (an SDK or schema-library upgrade, not an authored edit): {evidence}. The per-tool rows below show each of these changes.',
        hint: 'Each tool\'s finding is still listed; if this came from an SDK or schema-library upgrade, read them as one change. Re-level the per-tool rules with `severity` if your clients depend on the old shape.',
        why: 'One note says what many per-tool rows have in common, so a library upgrade reads as one event rather than a wall of unrelated changes.',
        tags: { subject: 'schema', aspect: 'generator', direction: 'changed' },
    },
    {
        id: 'server-capability-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server now advertises capability `{pointer}`.',
        hint: 'Nothing breaks; clients may start using it.',
        why: 'A new feature flag breaks no client.',
        tags: { subject: 'server-capability', aspect: 'existence', direction: 'added' },
    },
    {
        id: 'server-capability-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'The server no longer advertises capability `{pointer}`.',
        hint: 'Clients that rely on it (change notifications, subscriptions, logging, completions) lose it; confirm none do.',
        why: 'A dropped flag can break clients that use it; dropped capabilities themselves are reported by the kind checks.',
        tags: { subject: 'server-capability', aspect: 'existence', direction: 'removed' },
    },
    {
        id: 'server-instructions-changed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS,
        message: 'The server instructions changed.',
        hint: 'Instructions go straight into the model context: read the new text for anything it should not follow.',
        why: 'Model-visible text that steers every tool call.',
        tags: { subject: 'server', aspect: 'instructions', direction: 'changed' },
    },
    // ------------------------------------------------------------ protocol eras (MCP 2026-07-28)
    {
        id: 'protocol-era-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer serves the {era} protocol era ({versions}): {clients} can no longer connect.',
        hint: 'Keep serving the {era} era until those clients have moved (with SDK v2: `serveStdio(factory, { legacy: \'serve\' })` or `createMcpHandler(factory, { legacy: \'stateless\' })`), or announce the cut.',
        why: 'A client that speaks only the dropped era fails at connect, before it sees any capability.',
        tags: { subject: 'protocol', aspect: 'era', direction: 'removed' },
    },
    {
        id: 'protocol-era-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now also serves the {era} protocol era ({versions}).',
        hint: 'Nothing breaks: clients of that era can now connect. The capabilities they see are checked like every other.',
        why: 'A new way to connect breaks no existing client; a server moved from SDK v1 to v2 with the same tools gets only this.',
        tags: { subject: 'protocol', aspect: 'era', direction: 'added' },
    },
    {
        id: 'protocol-version-removed',
        type: 'server',
        severity: 'breaking',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer lists protocol version {version} in server/discover: {clients} can no longer connect.',
        hint: 'Keep {version} in the supported versions until its clients have moved.',
        why: 'A modern server rejects every request naming a version it does not list (UnsupportedProtocolVersionError).',
        tags: { subject: 'protocol', aspect: 'version', direction: 'removed' },
    },
    {
        id: 'protocol-version-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now lists protocol version {version} in server/discover.',
        hint: 'Nothing breaks: clients of {version} can now connect.',
        why: 'An added version breaks no client that speaks the others.',
        tags: { subject: 'protocol', aspect: 'version', direction: 'added' },
    },
    {
        id: 'protocol-eras-differ',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` serves a different surface to each protocol era: what a client sees depends on its SDK.',
        hint: 'The snapshot keeps the other era\'s lists under `protocol.eras`; make the server factory register the same capabilities for both eras, or confirm the difference is meant.',
        why: 'The same release then has two contracts, and a client moving from SDK v1 to v2 silently gains or loses capabilities.',
        tags: { subject: 'protocol', aspect: 'era-parity', direction: 'removed' },
    },
    {
        id: 'protocol-eras-agree',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now serves the same surface to both protocol eras.',
        hint: 'Nothing to do: what a client sees no longer depends on its SDK.',
        why: 'One contract again; the capabilities themselves are compared by the kind checks.',
        tags: { subject: 'protocol', aspect: 'era-parity', direction: 'added' },
    },
    {
        id: 'protocol-extension-added',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now advertises the extension `{extension}` in server/discover.',
        hint: 'Nothing breaks; clients that negotiate it may start using it.',
        why: 'Extensions are negotiated: a client that does not know one ignores it.',
        tags: { subject: 'protocol', aspect: 'extension', direction: 'added' },
    },
    {
        id: 'protocol-extension-removed',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` no longer advertises the extension `{extension}` in server/discover.',
        hint: 'Clients that use it (tasks moved to an extension in 2026-07-28) lose it; confirm none do.',
        why: 'Like a dropped capability flag: only clients that use it break.',
        tags: { subject: 'protocol', aspect: 'extension', direction: 'removed' },
    },
    {
        id: 'protocol-deprecated-feature-used',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: STRUCTURE,
        message: 'Surface `{surface}` now uses {feature}, which MCP 2026-07-28 deprecates (removable after {deadline}).',
        hint: 'It works today; plan the move before {deadline}: tools or resources instead of roots, sampling and logging, Streamable HTTP instead of HTTP+SSE.',
        why: 'Deprecated features stay in the specification for at least 12 months from 2026-07-28; nothing breaks before then.',
        tags: { subject: 'protocol', aspect: 'deprecated-feature', direction: 'added' },
        waivers: { mirror: 'no longer using a deprecated feature breaks nothing and needs no note' },
    },
    // ------------------------------------------------------------ model hosts (emitted by the hosts pass, src/hosts)
    {
        id: 'host-rejects-tool',
        type: 'contract',
        severity: 'breaking',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The tool `{name}` is now refused by {host}: {what}, at `{pointer}` (check `{check}`).',
        hint: '{session} Change the tool so the host accepts it (`mcp-contract rules` lists each check with its documentation), or stop shipping to {host} by leaving it out of `hosts` in the config.',
        why: 'A host that refuses a tool refuses the request that carries it: the Anthropic and OpenAI APIs fail the whole request (every tool of the session) with an error that names no server, and an MCP HTTP client silently drops the tool.',
        tags: { subject: 'host', aspect: 'acceptance', direction: 'removed' },
        identity: ['hostId', 'check'],
    },
    {
        id: 'host-accepts-tool',
        type: 'contract',
        severity: 'safe',
        kinds: TOOL,
        reads: STRUCTURE,
        message: 'The tool `{name}` is now accepted by {host}: it no longer has {what} (check `{check}`).',
        hint: 'Nothing breaks; users of {host} get the tool (and, where the host failed the whole request, the session) back.',
        why: 'A tool a host used to refuse becomes usable there; no caller loses anything.',
        tags: { subject: 'host', aspect: 'acceptance', direction: 'added' },
        identity: ['hostId', 'check'],
    },
    {
        id: 'context-cost-over-budget',
        type: 'server',
        severity: 'review',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'The tool list of surface `{surface}` now costs {after} tokens per request ({change}), over the budget of {limit}.',
        hint: 'Counted with {method} ({host} request form). The tools that grew most: {top}. Shorten their descriptions or schemas, move rarely used tools to another surface, or raise policy.contextBudget.',
        why: 'Every request carries the whole tool list: growth is paid on every turn of every session, and crowds out the conversation; a budget makes the cost a decision rather than an accident.',
        tags: { subject: 'host', aspect: 'context-cost', direction: 'widened' },
    },
    {
        id: 'context-cost-within-budget',
        type: 'server',
        severity: 'safe',
        kinds: SERVER,
        reads: WORDS_AND_STRUCTURE,
        message: 'The tool list of surface `{surface}` now costs {after} tokens per request ({change}), back within the budget of {limit}.',
        hint: 'Counted with {method} ({host} request form). Nothing breaks; every request is cheaper.',
        why: 'A smaller tool list costs every request less.',
        tags: { subject: 'host', aspect: 'context-cost', direction: 'narrowed' },
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
/** A parameter as a message reads it: a list comma-separated. */
function paramText(v) {
    return Array.isArray(v) ? v.join(', ') : String(v);
}
function fillTemplate(template, params = {}) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? paramText(params[key]) : whole);
}


/***/ }),

/***/ 7499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ withCommas)
/* harmony export */ });
// Counts as the reports write them (`1,466`). Not toLocaleString: its first call initializes ICU's number formatting,
// some 10 ms of every run that shows a context cost (issue 44's PR path).
/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
function withCommas(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
}


/***/ })

};

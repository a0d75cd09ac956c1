export const id = 7374;
export const ids = [7374];
export const modules = {

/***/ 93379:
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
/* harmony import */ var _shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11471);
/* harmony import */ var _hidden_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93379);


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

/***/ 92559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  NH: () => (/* binding */ changeRank),
  _u: () => (/* binding */ toChange)
});

// UNUSED EXPORTS: compareChanges, summarize

// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(54452);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
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

/***/ 57064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K1: () => (/* binding */ isPlainRewording),
/* harmony export */   bI: () => (/* binding */ TRIAGED_TEXT_RULES),
/* harmony export */   me: () => (/* binding */ cuesOf),
/* harmony export */   te: () => (/* binding */ isCueFreeTextEdit)
/* harmony export */ });
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

/***/ 38112:
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
var json = __webpack_require__(11471);
// EXTERNAL MODULE: ./src/core/diff/hidden-text.ts
var hidden_text = __webpack_require__(93379);
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

/***/ 62878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ describeIdentity),
/* harmony export */   DQ: () => (/* binding */ codeKey),
/* harmony export */   F1: () => (/* binding */ decideIdentity),
/* harmony export */   G3: () => (/* binding */ compareIdentity),
/* harmony export */   It: () => (/* binding */ manifestDigest),
/* harmony export */   Q6: () => (/* binding */ recordDecision),
/* harmony export */   YT: () => (/* binding */ codeNote),
/* harmony export */   h0: () => (/* binding */ approveIdentityRecord),
/* harmony export */   ib: () => (/* binding */ satisfies),
/* harmony export */   jD: () => (/* binding */ withoutIdentity),
/* harmony export */   kT: () => (/* binding */ parseIdentityPolicy)
/* harmony export */ });
/* unused harmony exports shortHash, DEFAULT_IDENTITY_POLICY */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
// What code answers, as evidence next to what it declares: a launch target's identity (package and integrity, image
// digest, wheel hash, or a working tree's content manifest) and how two identities compare. Pure: src/identity/
// resolves identities from the disk; this file only models, compares and judges them.

/** The `sha256:` digest over a manifest's canonical JSON: one value that changes when any listed file does. */
function manifestDigest(files) {
    return `sha256:${(0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(files))}`;
}
/** `@scope/pkg@1.2.3 (sha512-abcdef012345\u2026)`: one short line for logs and reports. */
function describeIdentity(id) {
    const what = id.kind === 'worktree' ? `working tree ${id.name}` : id.kind === 'container' ? `image ${id.name}` : id.version ? `${id.name}@${id.version}` : id.name;
    if (!id.integrity)
        return `${what} (unverified: ${id.unverified ?? 'no content hash'})`;
    const files = id.files ? `, ${Object.keys(id.files).length} files` : '';
    return `${what} (${shortHash(id.integrity)}${files})`;
}
function shortHash(h) {
    const m = /^(sha\d+)[-:=](.*)$/.exec(h);
    return m ? `${m[1]}:${m[2].slice(0, 12)}` : h.slice(0, 19);
}
function changedFiles(a, b) {
    const out = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (a[k] !== b[k])
            out.push(k);
    return out.sort();
}
/** Compares the recorded identity with the live one. Two unpinned identities are never "same": names prove nothing. */
function compareIdentity(before, after) {
    if (!before)
        return { verdict: 'unverified', detail: 'no identity was recorded for the approved code' };
    if (!after)
        return { verdict: 'unverified', detail: 'the live launch target could not be resolved' };
    if (!after.integrity)
        return { verdict: 'unverified', detail: `the live code is unverified: ${after.unverified ?? 'no content hash'}` };
    if (!before.integrity)
        return { verdict: 'unverified', detail: `the recorded code was unverified: ${before.unverified ?? 'no content hash'}` };
    // Content-addressed: equal hashes are the same code wherever it was resolved from (names and paths are display).
    if (before.kind === after.kind && before.integrity === after.integrity)
        return { verdict: 'same', detail: describeIdentity(after) };
    const files = before.files && after.files ? changedFiles(before.files, after.files) : undefined;
    const version = before.version !== after.version ? `${before.version ?? '?'} -> ${after.version ?? '?'}` : undefined;
    const what = files && files.length > 0
        ? `${files.length} file${files.length === 1 ? '' : 's'} changed (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', \u2026' : ''})`
        : version
            ? `version ${version}`
            : before.name !== after.name
                ? `${before.name} -> ${after.name}`
                : `content hash ${shortHash(before.integrity)} -> ${shortHash(after.integrity)}`;
    const out = { verdict: 'different', detail: `${describeIdentity(before)} -> ${describeIdentity(after)}: ${what}` };
    if (files)
        out.files = files;
    return out;
}
const DEFAULT_IDENTITY_POLICY = { mode: 'pin' };
function parseIdentityPolicy(text) {
    if (text === 'pin')
        return { mode: 'pin' };
    if (text === 'worktree')
        return { mode: 'worktree' };
    const m = /^semver:(.+)$/.exec(text);
    if (m)
        return parseRange(m[1]) ? { mode: 'semver', range: m[1] } : `"${m[1]}" is not a version range this reads (^1.2.3, ~1.2.3, 1.x, >=1.2.3 <2)`;
    return 'expected pin, worktree or semver:RANGE';
}
/**
 * Whether the live code may run under an approval of `approved`. Pinned and equal: it runs. Pinned and different:
 * held unless the policy follows it. A pinned approval whose live launch lost its pin: held (the proof went away).
 * Nothing pinned on either side: it runs as `unverified` (there is nothing to compare; status and scan say so).
 * No approval yet, or only an unpinned one: the first pinned identity is recorded (trust on first launch, logged).
 */
function decideIdentity(approved, live, policy) {
    if (!approved || !approved.integrity) {
        if (!live.integrity)
            return { state: 'unverified', reason: `which code runs cannot be verified: ${live.unverified ?? 'no content hash'}` };
        return { state: 'approved', reason: `first pinned identity recorded: ${describeIdentity(live)}`, adopt: 'first-launch' };
    }
    const cmp = compareIdentity(approved, live);
    if (cmp.verdict === 'same')
        return { state: 'approved', reason: cmp.detail };
    if (cmp.verdict === 'unverified')
        return { state: 'held', reason: `the approved code was pinned (${describeIdentity(approved)}), but ${cmp.detail}` };
    if (policy.mode === 'worktree' && approved.kind === 'worktree' && live.kind === 'worktree' && approved.name === live.name)
        return { state: 'approved', reason: `working tree followed: ${cmp.detail}`, adopt: 'policy' };
    if (policy.mode === 'semver' && approved.kind === live.kind && approved.name === live.name && live.version && satisfies(live.version, policy.range))
        return { state: 'approved', reason: `version ${live.version} is inside ${policy.range}: ${cmp.detail}`, adopt: 'policy' };
    return { state: 'held', reason: `the code changed: ${cmp.detail}` };
}
/** One string naming a resolved code: its content hash, else (unpinned) its description. */
function codeKey(id) {
    return id.integrity ?? describeIdentity(id);
}
/** Applies a decision to the stored record (pure: the caller persists it). */
function recordDecision(previous, baseline, live, d, now) {
    const rec = { state: d.state, live, reason: d.reason };
    // The held code's surface, read before, still describes it while the same code stays held.
    if (d.state === 'held' && previous?.surfaceRead !== undefined && previous.surfaceRead === codeKey(live))
        rec.surfaceRead = previous.surfaceRead;
    const approved = previous?.approved ?? baseline;
    if (approved)
        Object.assign(rec, { approved, approvedBy: previous?.approvedBy ?? 'snapshot' }, previous?.approvedAt ? { approvedAt: previous.approvedAt } : {});
    if (d.adopt)
        Object.assign(rec, { approved: live, approvedBy: d.adopt, approvedAt: now.toISOString() });
    return rec;
}
/** A person approves the code the guard last resolved: `mcp-contract approve --identity`. */
function approveIdentityRecord(previous, now) {
    if (!previous?.live)
        throw new Error('the guard has not resolved a launch identity yet (start mcp-contract guard first)');
    return { approved: previous.live, approvedBy: 'human', approvedAt: now.toISOString(), live: previous.live, state: previous.live.integrity ? 'approved' : 'unverified' };
}
function parseVersion(text) {
    const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(text.trim());
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : undefined;
}
function cmpVersion(a, b) {
    for (let i = 0; i < 3; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    if (a[3] === b[3])
        return 0;
    if (a[3] === '')
        return 1;
    if (b[3] === '')
        return -1;
    return a[3] < b[3] ? -1 : 1;
}
/** One comparator set (space-separated), with ^, ~ and x-ranges expanded to bounds. */
function parseSet(text) {
    const out = [];
    for (const part of text.trim().split(/\s+/)) {
        const m = /^(\^|~|<=|>=|<|>|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.-]+)?$/.exec(part);
        if (!m)
            return undefined;
        const [, op = '', a, b, c, pre = ''] = m;
        const wild = (s) => s === undefined || s === 'x' || s === '*';
        const M = Number(a);
        const mi = wild(b) ? 0 : Number(b);
        const p = wild(c) ? 0 : Number(c);
        const low = [wild(a) ? 0 : M, mi, p, pre.slice(1)];
        if (wild(a))
            continue;
        if (op === '^') {
            const up = M > 0 || wild(b) ? [M + 1, 0, 0, ''] : mi > 0 || wild(c) ? [0, mi + 1, 0, ''] : [0, 0, p + 1, ''];
            out.push({ op: '>=', v: low }, { op: '<', v: [...up.slice(0, 3), '0'] });
        }
        else if (op === '~' || (op === '' && (wild(b) || wild(c)))) {
            const up = wild(b) ? [M + 1, 0, 0, '0'] : [M, mi + 1, 0, '0'];
            out.push({ op: '>=', v: low }, { op: '<', v: up });
        }
        else
            out.push({ op: (op || '='), v: low });
    }
    return out;
}
function parseRange(range) {
    const sets = range.split('||').map(parseSet);
    return sets.every((s) => s !== undefined) ? sets : undefined;
}
/** Whether `version` is inside `range` (npm's common forms). A pre-release only matches a range naming one. */
function satisfies(version, range) {
    const v = parseVersion(version);
    const sets = parseRange(range);
    if (!v || !sets)
        return false;
    const test = (c) => {
        const d = cmpVersion(v, c.v);
        return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
    };
    return sets.some((set) => set.every(test) && (v[3] === '' || set.some((c) => c.v[3] !== '' && c.v[3] !== '0')));
}
// ------------------------------------------------------------------ identity next to a contract
/** The snapshot without its identity: what `check`, the Action and `badge` compare (identity is evidence, not contract). */
function withoutIdentity(snapshot) {
    if (snapshot.identity === undefined)
        return snapshot;
    const { identity: _identity, ...rest } = snapshot;
    return rest;
}
/**
 * The note `check` and the PR comment print when the recorded code and the live code differ: with an unchanged
 * contract it is the cue for canaries (the declared surface cannot show a behaviour change). Undefined when the code
 * is the same, or when either side is unpinned (names prove nothing either way).
 */
function codeNote(recorded, live, contractChanged) {
    if (!recorded.identity || !live.identity)
        return undefined;
    const cmp = compareIdentity(recorded.identity, live.identity);
    if (cmp.verdict !== 'different')
        return undefined;
    return contractChanged
        ? `different code: ${cmp.detail}`
        : `same contract, different code: ${cmp.detail}; the declared surface did not move, so only canaries can show whether behaviour did`;
}


/***/ }),

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

/***/ 78560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E$: () => (/* binding */ parseSnapshot),
  RA: () => (/* binding */ readSnapshot),
  DM: () => (/* binding */ sameSnapshot),
  DP: () => (/* binding */ serializeSnapshot),
  y9: () => (/* binding */ writeCapturedSnapshot),
  Zf: () => (/* binding */ writeFileAtomic)
});

// UNUSED EXPORTS: assertSnapshot, capabilitiesWithTrueDigests, contractOf, parseSnapshotJson, readSnapshotBytesIfAny, readSnapshotText, sameContract, sameContractAs, withoutObservation, writePieces, writeSnapshot, writeText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
;// CONCATENATED MODULE: ./src/core/shared/stable-pieces.ts


/**
 * Containers this close to the root are written by the walk below, anything deeper as one piece: a snapshot's items
 * sit at depth 6 (surfaces, surface, kinds, kind, items, item), so each listed capability is one piece.
 */
const WALK_DEPTH = 6;
/**
 * The text of stableStringify(value), in pieces whose concatenation is exactly that text: pretty JSON with every
 * object's keys in sortKeys' order and a final newline. Each piece below the walked depths is sorted and written on
 * its own, so only one listed item's sorted copy and text exist at a time. With `trustBuilt`, a definition
 * buildCapability marked key-sorted is written as it is, unwalked: only for a snapshot whose capabilities nobody edited
 * since they were built (the CLI's own captures); a library caller may add a key to one, and is sorted in full.
 */
function* stable_pieces_stablePieces(value, trustBuilt = false) {
    yield* pieces(value, 0, '', trustBuilt);
    yield '\n';
}
function* pieces(value, depth, indent, trustBuilt) {
    // An array's undefined element is written `null`, as JSON.stringify writes it.
    if (value === undefined) {
        yield 'null';
        return;
    }
    if (typeof value !== 'object' || value === null || depth >= WALK_DEPTH) {
        yield deepPiece(value, indent, trustBuilt);
        return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0) {
            yield '[]';
            return;
        }
        for (let i = 0; i < value.length; i++) {
            yield i === 0 ? `[\n${inner}` : `,\n${inner}`;
            yield* pieces(value[i], depth + 1, inner, trustBuilt);
        }
        yield `\n${indent}]`;
        return;
    }
    const keys = sortedKeys(value);
    if (keys.length === 0) {
        yield '{}';
        return;
    }
    for (let i = 0; i < keys.length; i++) {
        yield `${i === 0 ? '{' : ','}\n${inner}${JSON.stringify(keys[i])}: `;
        yield* pieces(value[keys[i]], depth + 1, inner, trustBuilt);
    }
    yield `\n${indent}}`;
}
/**
 * `value`'s keys in the order JSON.stringify writes sortKeys(value)'s: sortKeys inserts them sorted (leaving out
 * undefined values) into a new object, where an integer-like key is listed first by V8 whatever the insertion order.
 * The same insertion here gives the same order.
 */
function sortedKeys(value) {
    const probe = {};
    const keys = Object.keys(value).sort();
    for (const k of keys)
        if (value[k] !== undefined)
            (0,json/* setKey */.qL)(probe, k, null);
    return Object.keys(probe);
}
/**
 * sortKeys(value), with each member that buildCapability wrote key-sorted taken as it is: a listed capability's
 * definition holds nearly all of its objects, and walking them all again to find them in order was about half of
 * writing a 5,000-tool snapshot (issue 55).
 */
function sortedPiece(value) {
    if ((0,canonical/* builtKeySorted */.Zv)(value))
        return value;
    if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype)
        return (0,canonical/* sortKeys */.di)(value);
    let built = false;
    for (const k in value)
        if ((0,canonical/* builtKeySorted */.Zv)(value[k]))
            built = true;
    if (!built)
        return (0,canonical/* sortKeys */.di)(value);
    // The same keys inserted in the same order as sortKeys' copy, so JSON.stringify lists them the same way.
    const out = {};
    for (const k of sortedKeys(value)) {
        const v = value[k];
        (0,json/* setKey */.qL)(out, k, (0,canonical/* builtKeySorted */.Zv)(v) ? v : (0,canonical/* sortKeys */.di)(v));
    }
    return out;
}
/** One deep value as JSON.stringify(sortKeys(value), null, 2) writes it inside a container indented by `indent`. */
function deepPiece(value, indent, trustBuilt) {
    const sorted = trustBuilt ? sortedPiece(value) : (0,canonical/* sortKeys */.di)(value);
    if (indent === '' || typeof sorted !== 'object' || sorted === null)
        return JSON.stringify(sorted, null, 2);
    // Written inside as many one-element arrays as it is levels deep, JSON.stringify indents its every line as it sits in
    // the file; the arrays' own brackets are cut off again. Indenting the text afterwards (a replace of every line break)
    // more than doubled the cost of writing a snapshot.
    const levels = indent.length / 2;
    const [before, after] = (SHELLS[levels] ??= shell(levels));
    let nested = sorted;
    for (let i = 0; i < levels; i++)
        nested = [nested];
    const text = JSON.stringify(nested, null, 2);
    return text.slice(before, text.length - after);
}
/** The lengths of what `levels` one-element arrays write before and after the value they hold. */
const SHELLS = [];
function shell(levels) {
    let nested = 0;
    for (let i = 0; i < levels; i++)
        nested = [nested];
    const text = JSON.stringify(nested, null, 2);
    const at = text.indexOf('0');
    return [at, text.length - at - 1];
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/storage/schemas.ts + 1 modules
var schemas = __webpack_require__(95493);
;// CONCATENATED MODULE: ./src/storage/snapshot-file.ts
// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).










/** The format number this build writes: a file with a higher one was written by a newer mcp-contract. */
const FORMAT_NUMBER = Number(model/* SNAPSHOT_FORMAT */.Td.slice(model/* SNAPSHOT_FORMAT */.Td.lastIndexOf('/') + 1));
function parseSnapshot(text, label) {
    const value = parseSnapshotJson(text, label);
    assertSnapshot(value, label);
    return value;
}
/**
 * The JSON of a snapshot file, its format checked (a newer mcp-contract's file says to upgrade) but nothing else:
 * assertSnapshot validates it.
 */
function parseSnapshotJson(text, label) {
    const value = (0,schemas/* parseJsonText */.lk)(text, label);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const format = value.format;
        if (typeof format === 'string' && !model/* READABLE_SNAPSHOT_FORMATS */.pQ.includes(format)) {
            const m = /^mcp-contract\/(\d+)$/.exec(format);
            if (m && Number(m[1]) > FORMAT_NUMBER)
                throw new errors/* UsageError */.eb(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
            throw new errors/* UsageError */.eb(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${model/* SNAPSHOT_FORMAT */.Td}")`);
        }
    }
    return value;
}
/** Throws UsageError naming `label` and the first error where `value` is no valid snapshot. */
function assertSnapshot(value, label) {
    const validate = schemas/* SNAPSHOT_VALIDATOR */.oj;
    if (!validate(value))
        throw new errors/* UsageError */.eb(`${label}: ${(0,schemas/* describeErrors */.rg)(validate.errors)}`);
}
/**
 * `label` names the file in errors as the user wrote it (default the path). The reads are synchronous: a snapshot is
 * one small file, and four round trips through libuv's thread pool (lstat, open, read, close) were a third of an
 * in-process check's time (issue 29), more on a loaded machine.
 */
async function readSnapshot(path, label = path) {
    return parseSnapshot(readSnapshotText(path, label), label);
}
/** The text of the snapshot file at `path`: a regular file, never read through a symbolic link. */
function readSnapshotText(path, label = path) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch (e) {
        throw unreadable(e, label);
    }
    return regularText(path, label, st);
}
/**
 * The bytes of the snapshot file at `path` as readSnapshotText reads it, or undefined where `existsSync(path)` is false
 * (no entry, a link to nothing, a directory on the way that cannot be searched). Undecoded, and read into `into` when
 * it is large enough (the result is then a view of it, valid until the next read into it): a caller that checks the
 * same file again and again compares the bytes with those it kept, and allocates and decodes nothing while they are
 * the same. A regular file opened without following a link takes four system calls (open, fstat, one read, close);
 * any other outcome of the open (no entry, a link, a permission) takes the lstat-first path, which says what it is.
 */
function readSnapshotBytesIfAny(path, label = path, into) {
    let fd;
    try {
        // O_NONBLOCK: a FIFO planted at the path opens at once (and is refused below) instead of waiting for a writer.
        fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    }
    catch {
        return slowBytesIfAny(path, label);
    }
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            throw new UsageError(`${label}: is not a regular file`);
        return readAll(fd, into && into.length > st.size ? into : Buffer.allocUnsafe(st.size + 1));
    }
    catch (e) {
        throw e instanceof UsageError ? e : unreadable(e, label);
    }
    finally {
        closeSync(fd);
    }
}
/**
 * The rest of an open regular file, read into `buf` (larger than the file's size): a read shorter than asked for is
 * its end, so one read takes it all.
 */
function readAll(fd, buf) {
    let n = 0;
    for (;;) {
        const asked = buf.length - n;
        const got = readSync(fd, buf, n, asked, null);
        n += got;
        if (got < asked)
            return buf.subarray(0, n);
        // The file grew while it was read: read on into a larger buffer.
        const larger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(larger, 0, 0, n);
        buf = larger;
    }
}
function slowBytesIfAny(path, label) {
    let st;
    try {
        st = lstatSync(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (st === undefined || (st.isSymbolicLink() && !existsSync(path)))
        return undefined;
    return Buffer.from(regularText(path, label, st), 'utf8');
}
function regularText(path, label, st) {
    // A pull request can commit a symlink where the snapshot should be: reading through it would print the start of
    // any file the runner can read (the parse error quotes it). Only a regular file is a snapshot.
    if (st.isSymbolicLink())
        throw new errors/* UsageError */.eb(`${label}: is a symbolic link; a snapshot must be a regular file`);
    if (!st.isFile())
        throw new errors/* UsageError */.eb(`${label}: is not a regular file`);
    try {
        const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0));
        try {
            return (0,external_node_fs_.readFileSync)(fd, 'utf8');
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (e) {
        throw unreadable(e, label);
    }
}
function unreadable(e, label) {
    const code = e.code;
    return new errors/* UsageError */.eb(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symbolic link' : code ?? e.message})`);
}
function serializeSnapshot(snapshot) {
    return (0,canonical/* stableStringify */.JB)(snapshot);
}
const WRITE_REASONS = {
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is not a directory',
    EISDIR: 'it is a directory',
    ENOENT: 'the directory does not exist',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'a symbolic link is in the way',
    EEXIST: 'a part of the path exists and is not a directory',
};
/**
 * Writes through a temp file in the same directory and renames it over the target. The target is never a symbolic
 * link (rename would replace the link, but refusing says so); the temp file is created exclusively, so a link planted
 * under its name is not followed. Any failure is one line naming the file, exit 5. `mode` is the file's from its
 * creation (0600 for a file holding secrets: never readable by others, not even between the write and a chmod).
 */
async function writeFileAtomic(path, text, root, mode = 0o644) {
    const fail = (e) => {
        if (e instanceof errors/* WriteError */.QM)
            throw e;
        const code = e.code ?? '';
        throw new errors/* WriteError */.QM(`cannot write ${path}: ${WRITE_REASONS[code] ?? e.message}${code ? ` (${code})` : ''}`);
    };
    try {
        const st = await (0,promises_.lstat)(path).catch(() => undefined);
        if (st?.isSymbolicLink())
            throw new errors/* WriteError */.QM(`cannot write ${path}: it is a symbolic link; remove it or write elsewhere`);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        if (root !== undefined) {
            // A directory on the way may be a symbolic link committed by a pull request: the real place must stay inside.
            const rel = (0,external_node_path_.relative)(await (0,promises_.realpath)(root), await (0,promises_.realpath)((0,external_node_path_.dirname)(path)));
            if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
                throw new errors/* WriteError */.QM(`cannot write ${path}: a symbolic link leads its directory outside ${root}`);
        }
    }
    catch (e) {
        fail(e);
    }
    const tmp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
    try {
        const fh = await (0,promises_.open)(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), mode);
        try {
            await (typeof text === 'string' ? writeText(fh, text) : writePieces(fh, text));
        }
        finally {
            await fh.close();
        }
        await (0,promises_.rename)(tmp, path);
    }
    catch (e) {
        await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
        fail(e);
    }
}
/** Characters encoded at a time by writeText. */
const WRITE_CHUNK = 1 << 20;
/**
 * `text` as UTF-8, encoded a slice at a time: `writeFile(text)` encodes it whole first, and a 5,000-tool snapshot's
 * 16 MB of text then held as much again in one buffer at the capture's peak (issue 55: peak RSS against a bare
 * client). A slice never ends between the two halves of a surrogate pair, which would encode as two U+FFFD.
 * `scratch`: a buffer to encode into when it holds a slice (writePieces lends its own), else one is allocated.
 */
async function writeText(fh, text, chunk = WRITE_CHUNK, scratch) {
    // One buffer for every slice (a UTF-16 unit is at most 3 bytes of UTF-8, a pair 4 for 2): a fresh one per slice
    // is external memory the collector leaves alone, and sixteen of them were the whole copy again.
    const needed = Math.min(text.length, chunk + 1) * 3;
    const buffer = scratch !== undefined && scratch.length >= needed ? scratch : Buffer.allocUnsafe(needed);
    for (let i = 0; i < text.length;) {
        let end = Math.min(text.length, i + chunk);
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end)))
            end += end - i > 1 ? -1 : 1;
        const bytes = buffer.subarray(0, buffer.write(text.slice(i, end), 0, 'utf8'));
        for (let at = 0; at < bytes.length;)
            at += (await fh.write(bytes, at)).bytesWritten;
        i = end;
    }
}
/**
 * Bytes gathered by writePieces before each write. Every byte of it is touched as a large file goes through, so it
 * counts in full at the peak: 3 MiB cost a 5,000-tool snapshot 2 to 4 MB more peak RSS than a buffer this size, and
 * the 64 writes of its 16 MB instead of 6 made no difference to the write's time that runs on this loaded machine
 * could tell (issue 55).
 */
const PIECES_BUFFER = 256 * 1024;
/**
 * The pieces' text as UTF-8, gathered into one reused buffer and written each time it fills: the whole text is never
 * held (a piece larger than the buffer is written by writeText, through the same buffer). A piece is a whole JSON
 * value or punctuation, so no surrogate pair is split between two pieces.
 */
async function writePieces(fh, pieces, size = PIECES_BUFFER) {
    const buffer = Buffer.allocUnsafe(size);
    let used = 0;
    const flush = async () => {
        for (let at = 0; at < used;)
            at += (await fh.write(buffer, at, used - at)).bytesWritten;
        used = 0;
    };
    for (const piece of pieces) {
        // A UTF-16 unit is at most 3 bytes of UTF-8: a piece that may not fit what is left goes after a flush.
        if (used + piece.length * 3 > size)
            await flush();
        if (piece.length * 3 > size)
            await writeText(fh, piece, Math.max(1, Math.floor(size / 3) - 1), buffer);
        else
            used += buffer.write(piece, used, 'utf8');
    }
    await flush();
}
const isHighSurrogate = (c) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c) => c >= 0xdc00 && c <= 0xdfff;
/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
async function writeSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, stablePieces(snapshot), root);
}
/**
 * writeSnapshot for a snapshot the CLI captured and wrote untouched: each definition buildCapability wrote key-sorted
 * is written without walking it again (about half of writing a 5,000-tool snapshot, issue 55). The public writeSnapshot
 * sorts every definition, since a library caller may have edited one after its capture.
 */
async function writeCapturedSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, stable_pieces_stablePieces(snapshot, true), root);
}
/**
 * Whether a committed snapshot already says what a live capture says. A snapshot written before format 2 records no
 * protocol eras: it matches when everything else does, so upgrading mcp-contract alone never fails a check.
 */
function sameSnapshot(withCode, liveWithCode) {
    // The launch identity is evidence beside the contract, not part of it: code changes are reported as a note.
    const committed = (0,identity/* withoutIdentity */.jD)(withCode);
    return serializeSnapshot(committed) === serializeSnapshot(readAs((0,identity/* withoutIdentity */.jD)(liveWithCode), committed.format));
}
/** `snapshot` as a file of `format` records it: against a file written before format 2, without the eras it could not record. */
function readAs(snapshot, format) {
    if (format !== 'mcp-contract/1')
        return snapshot;
    const surfaces = {};
    for (const [name, s] of Object.entries(snapshot.surfaces)) {
        const { protocol: _protocol, ...rest } = s;
        surfaces[name] = rest;
    }
    return { ...snapshot, format: 'mcp-contract/1', surfaces };
}
/** A surface's eras without the transport each was reached over: how the capture got there, not what it found. */
function withoutTransports(surface) {
    if (!surface.protocol)
        return surface;
    const eras = {};
    for (const [era, seen] of Object.entries(surface.protocol.eras)) {
        const { transport: _transport, ...rest } = seen;
        eras[era] = rest;
    }
    return { ...surface, protocol: { ...surface.protocol, eras } };
}
/**
 * The contract alone, without how it was observed: the launch identity and each era's transport are gone, so a server
 * captured in this process (no transport, no launch) and the same server captured from its command compare equal.
 */
function withoutObservation(snapshot) {
    const surfaces = {};
    for (const [name, s] of Object.entries(snapshot.surfaces))
        surfaces[name] = withoutTransports(s);
    return { ...withoutIdentity(snapshot), surfaces };
}
/**
 * Whether two snapshots hold the same contract, however each was observed (in this process, over stdio or HTTP).
 * sameSnapshot is stricter: `check` keeps a committed file equal to what `mcp-contract snapshot` writes today.
 */
function sameContract(committed, live) {
    return sameContractAs(contractOf(committed), committed.format, live);
}
/**
 * What sameContract compares of a snapshot: the contract alone (withoutObservation). `against` is the committed
 * snapshot's format when `snapshot` is the live side: against a file written before format 2, the eras it could not
 * record are left out (sameSnapshot's rule).
 */
function contractOf(snapshot, against) {
    return readAs(withoutObservation(snapshot), against);
}
/**
 * sameContract with the committed side's contractOf already made (a file checked again and again keeps it): equal
 * when both write the same key-sorted JSON, found by jsonEqual's walk (it writes no text), or by the texts where only
 * they can tell (a key set to undefined, which no text writes). With `trueDigests` (the committed capabilities whose
 * digest holds, and `live` captured here, so that every digest of it holds), a capability of each with the same digest
 * has the same definition, which is then not walked: the definitions were most of what a repeated check compared.
 */
function sameContractAs(committedContract, committedFormat, live, trueDigests) {
    const seen = contractOf(live, committedFormat);
    const a = committedContract;
    const b = seen;
    const equal = trueDigests ? jsonEqualWith(a, b, (x, y) => sameByDigest(x, y, trueDigests)) : jsonEqual(a, b);
    return equal || contractText(committedContract) === contractText(seen);
}
/** Settles a committed capability whose digest holds against its live counterpart: equal digests, equal definitions. */
function sameByDigest(x, y, trueDigests) {
    if (!trueDigests.has(x) || typeof x.digest !== 'string' || x.digest !== y.digest)
        return undefined;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length)
        return false;
    // The digest stands for the definition only: every other member is still compared.
    return keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && (k === 'definition' || jsonEqual(x[k], y[k])));
}
/**
 * The capabilities of `snapshot` whose digest is what their definition and origin hash to (digestOf; the capture binds
 * a digest to the name the server gives itself, else to the snapshot's). A digest that does not hold (a file edited
 * by hand, a lossless digest beside its display form) is left out, and its definition is compared member by member.
 */
function capabilitiesWithTrueDigests(snapshot) {
    const held = new WeakSet();
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        const named = s.server?.serverInfo.name;
        const origin = { server: typeof named === 'string' ? named : snapshot.server, surface };
        for (const kind of Object.values(s.kinds)) {
            for (const item of kind?.items ?? [])
                if (digestOf(item.definition, origin) === item.digest)
                    held.add(item);
        }
    }
    return held;
}
function contractText(contract) {
    return JSON.stringify(sortKeys(contract));
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

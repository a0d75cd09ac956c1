export const id = 3647;
export const ids = [3647];
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


/***/ })

};

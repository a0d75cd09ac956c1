export const id = 866;
export const ids = [866];
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

/***/ 21317:
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
;// CONCATENATED MODULE: ./src/core/diff/fingerprint.ts
// A change's fingerprint carries review state (sign-offs, ignores) across commits: it depends on what changed, never
// on wording, severity or when it was seen.



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
const ONE_SHOT = external_node_crypto_.hash;
function sha256(text) {
    // The one-shot hash (Node 20.12+, 21.7+) skips building a Hash object per digest: one per listed item.
    return ONE_SHOT ? ONE_SHOT('sha256', text, 'hex') : external_node_crypto_.createHash('sha256').update(text).digest('hex');
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
    if (text !== undefined)
        return { ref: refOf(kind, key), digest: `sha256:${sha256(text)}`, definition };
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

/***/ 77499:
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

/***/ 99757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wY: () => (/* binding */ VALIDATORS),
  rg: () => (/* binding */ describeErrors),
  lk: () => (/* binding */ parseJsonText)
});

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
;// CONCATENATED MODULE: ./src/storage/validator-runtime.ts
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

;// CONCATENATED MODULE: ./src/storage/validators.generated.ts
// Generated by scripts/validators.mjs from schemas/*.schema.json: do not edit.
// @ts-nocheck

const snapshot = lazyValidator(() => { const schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://mcp-contract.dev/schemas/snapshot.schema.json", "title": "mcp-contract snapshot", "type": "object", "additionalProperties": false, "required": ["format", "server", "surfaces"], "properties": { "$schema": { "type": "string" }, "format": { "enum": ["mcp-contract/1", "mcp-contract/2"] }, "server": { "type": "string", "minLength": 1 }, "surfaces": { "type": "object", "additionalProperties": { "$ref": "#/definitions/surface" } }, "identity": { "$ref": "#/definitions/identity" } }, "definitions": { "identity": { "type": "object", "additionalProperties": false, "required": ["kind", "name", "source"], "description": "The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree's content manifest. Evidence next to the contract, never part of it.", "properties": { "kind": { "enum": ["npm", "container", "python", "worktree", "remote", "binary"] }, "name": { "type": "string" }, "version": { "type": "string" }, "integrity": { "type": "string" }, "source": { "type": "string" }, "files": { "type": "object", "additionalProperties": { "type": "string" } }, "unverified": { "type": "string" }, "absent": { "const": true } } }, "observation": { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["complete", "unsupported", "failed"] }, "error": { "type": "string" }, "pages": { "type": "integer", "minimum": 0 }, "problems": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "page": { "type": "integer" }, "index": { "type": "integer" } } } } } }, "capability": { "type": "object", "additionalProperties": false, "required": ["ref", "digest", "definition"], "properties": { "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):" }, "digest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "definition": { "type": "object" } } }, "kind": { "type": "object", "additionalProperties": false, "required": ["observation", "items"], "properties": { "observation": { "$ref": "#/definitions/observation" }, "items": { "type": "array", "items": { "$ref": "#/definitions/capability" } } } }, "surface": { "type": "object", "additionalProperties": false, "required": ["client", "kinds"], "properties": { "client": { "type": "object", "additionalProperties": false, "required": ["name", "version", "capabilities"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "capabilities": { "type": "object" } } }, "server": { "type": "object", "additionalProperties": false, "required": ["serverInfo", "protocolVersion", "capabilities"], "properties": { "serverInfo": { "type": "object" }, "protocolVersion": { "type": "string" }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "auth": { "type": "object", "additionalProperties": false, "required": ["authorizationServers", "scopesSupported", "bearerMethodsSupported", "pkceMethods", "clientIdMetadataDocument", "dynamicRegistration", "issParameter"], "properties": { "resource": { "type": "string" }, "authorizationServers": { "type": "array", "items": { "type": "string" } }, "scopesSupported": { "type": "array", "items": { "type": "string" } }, "bearerMethodsSupported": { "type": "array", "items": { "type": "string" } }, "challengeScope": { "type": "array", "items": { "type": "string" } }, "issuer": { "type": "string" }, "pkceMethods": { "type": "array", "items": { "type": "string" } }, "clientIdMetadataDocument": { "type": "boolean" }, "dynamicRegistration": { "type": "boolean" }, "issParameter": { "type": "boolean" } } } } }, "error": { "type": "string" }, "canaries": { "type": "array", "items": { "type": "string" }, "description": "Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results." }, "protocol": { "type": "object", "additionalProperties": false, "required": ["primary", "eras"], "description": "Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.", "properties": { "primary": { "enum": ["legacy", "modern"] }, "pinned": { "enum": ["legacy", "modern"] }, "eras": { "type": "object", "additionalProperties": false, "properties": { "legacy": { "$ref": "#/definitions/era" }, "modern": { "$ref": "#/definitions/era" } } } } }, "kinds": { "$ref": "#/definitions/kinds" } } }, "kinds": { "type": "object", "additionalProperties": false, "required": ["tool", "prompt", "resource", "resourceTemplate"], "properties": { "tool": { "$ref": "#/definitions/kind" }, "prompt": { "$ref": "#/definitions/kind" }, "resource": { "$ref": "#/definitions/kind" }, "resourceTemplate": { "$ref": "#/definitions/kind" } } }, "era": { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["served", "refused", "failed"] }, "versions": { "type": "array", "items": { "type": "string" } }, "discover": { "type": "object", "additionalProperties": false, "required": ["supportedVersions", "capabilities"], "properties": { "supportedVersions": { "type": "array", "items": { "type": "string" } }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "serverInfo": { "type": "object" } } }, "transport": { "enum": ["stdio", "streamable-http", "sse"] }, "error": { "type": "string" }, "kinds": { "$ref": "#/definitions/kinds" } } } } }; const schema7 = { "type": "object", "additionalProperties": false, "required": ["kind", "name", "source"], "description": "The code the launch ran when the contract was captured: package and lockfile integrity, image digest, wheel hash, or a working tree's content manifest. Evidence next to the contract, never part of it.", "properties": { "kind": { "enum": ["npm", "container", "python", "worktree", "remote", "binary"] }, "name": { "type": "string" }, "version": { "type": "string" }, "integrity": { "type": "string" }, "source": { "type": "string" }, "files": { "type": "object", "additionalProperties": { "type": "string" } }, "unverified": { "type": "string" }, "absent": { "const": true } } }; const func0 = codePointLength; const schema1 = { "type": "object", "additionalProperties": false, "required": ["client", "kinds"], "properties": { "client": { "type": "object", "additionalProperties": false, "required": ["name", "version", "capabilities"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "capabilities": { "type": "object" } } }, "server": { "type": "object", "additionalProperties": false, "required": ["serverInfo", "protocolVersion", "capabilities"], "properties": { "serverInfo": { "type": "object" }, "protocolVersion": { "type": "string" }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "auth": { "type": "object", "additionalProperties": false, "required": ["authorizationServers", "scopesSupported", "bearerMethodsSupported", "pkceMethods", "clientIdMetadataDocument", "dynamicRegistration", "issParameter"], "properties": { "resource": { "type": "string" }, "authorizationServers": { "type": "array", "items": { "type": "string" } }, "scopesSupported": { "type": "array", "items": { "type": "string" } }, "bearerMethodsSupported": { "type": "array", "items": { "type": "string" } }, "challengeScope": { "type": "array", "items": { "type": "string" } }, "issuer": { "type": "string" }, "pkceMethods": { "type": "array", "items": { "type": "string" } }, "clientIdMetadataDocument": { "type": "boolean" }, "dynamicRegistration": { "type": "boolean" }, "issParameter": { "type": "boolean" } } } } }, "error": { "type": "string" }, "canaries": { "type": "array", "items": { "type": "string" }, "description": "Tool refs the config runs behavioural canaries for on this surface: that they exist, never their results." }, "protocol": { "type": "object", "additionalProperties": false, "required": ["primary", "eras"], "description": "Which protocol eras the surface was reached on: legacy (initialize, MCP 2025-11-25 and earlier) and modern (MCP 2026-07-28 on). Format 2.", "properties": { "primary": { "enum": ["legacy", "modern"] }, "pinned": { "enum": ["legacy", "modern"] }, "eras": { "type": "object", "additionalProperties": false, "properties": { "legacy": { "$ref": "#/definitions/era" }, "modern": { "$ref": "#/definitions/era" } } } } }, "kinds": { "$ref": "#/definitions/kinds" } } }; const func1 = Object.prototype.hasOwnProperty; const schema2 = { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["served", "refused", "failed"] }, "versions": { "type": "array", "items": { "type": "string" } }, "discover": { "type": "object", "additionalProperties": false, "required": ["supportedVersions", "capabilities"], "properties": { "supportedVersions": { "type": "array", "items": { "type": "string" } }, "capabilities": { "type": "object" }, "instructions": { "type": "string" }, "serverInfo": { "type": "object" } } }, "transport": { "enum": ["stdio", "streamable-http", "sse"] }, "error": { "type": "string" }, "kinds": { "$ref": "#/definitions/kinds" } } }; const schema3 = { "type": "object", "additionalProperties": false, "required": ["tool", "prompt", "resource", "resourceTemplate"], "properties": { "tool": { "$ref": "#/definitions/kind" }, "prompt": { "$ref": "#/definitions/kind" }, "resource": { "$ref": "#/definitions/kind" }, "resourceTemplate": { "$ref": "#/definitions/kind" } } }; const schema4 = { "type": "object", "additionalProperties": false, "required": ["observation", "items"], "properties": { "observation": { "$ref": "#/definitions/observation" }, "items": { "type": "array", "items": { "$ref": "#/definitions/capability" } } } }; const schema5 = { "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "enum": ["complete", "unsupported", "failed"] }, "error": { "type": "string" }, "pages": { "type": "integer", "minimum": 0 }, "problems": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "page": { "type": "integer" }, "index": { "type": "integer" } } } } } }; const schema6 = { "type": "object", "additionalProperties": false, "required": ["ref", "digest", "definition"], "properties": { "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):" }, "digest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "definition": { "type": "object" } } }; const pattern0 = new RegExp("^(tool|prompt|resource|resourceTemplate):", "u"); const pattern1 = new RegExp("^sha256:[0-9a-f]{64}$", "u"); function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
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
const config = lazyValidator(() => { const func0 = codePointLength; const func1 = Object.prototype.hasOwnProperty; const schema8 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://mcp-contract.dev/schemas/config.schema.json", "title": "mcp-contract configuration", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string", "description": "Path or URL of this schema, for editor completion (e.g. ./node_modules/mcp-contract/schemas/config.schema.json)." }, "setup": { "description": "The repository's install, run once from the config's directory before any server's build (e.g. npm ci, pnpm install --frozen-lockfile, uv sync), so that servers sharing one workspace root never install at once. It is the judged code in a pull request, like build, and gets the same scrubbed environment (the allow-list only). A string, or { command, timeoutMs } (default 300000).", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "additionalProperties": false, "required": ["command"], "properties": { "command": { "type": "string", "minLength": 1, "description": "The shell command." }, "timeoutMs": { "type": "integer", "minimum": 1, "description": "Milliseconds it may take (default 300000)." } } }] }, "servers": { "type": "object", "description": "Servers to capture, keyed by name (letters, digits, . _ -). The name is recorded in the snapshot and used by --server.", "propertyNames": { "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "additionalProperties": { "$ref": "#/definitions/server" } }, "renames": { "$ref": "#/definitions/renames", "description": "Declared continuity shared by every server of the config. A gateway of several servers refuses these: declare each server's under servers.<name>.renames." }, "severity": { "type": "object", "description": "Rule id -> severity override, e.g. { \"description-changed\": \"breaking\" }. `mcp-contract rules` lists the rule ids.", "propertyNames": { "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }, "additionalProperties": { "enum": ["breaking", "review", "safe"] } }, "ignore": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["reason"], "properties": { "fingerprint": { "type": "string", "pattern": "^[0-9a-f]{6,64}$", "description": "The change's fingerprint as printed in the report (hex, at least 6 characters)." }, "rule": { "type": "string", "description": "A rule id (see `mcp-contract rules`); with ref." }, "ref": { "type": "string", "description": "The capability, e.g. tool:search; with rule." }, "reason": { "type": "string", "minLength": 1, "description": "Why this change is accepted (required)." } }, "anyOf": [{ "required": ["fingerprint"] }, { "required": ["rule", "ref"] }], "description": "Either { fingerprint, reason } for one exact change, or { rule, ref, reason } for a rule on one capability." }, "description": "Changes accepted on purpose. Each entry needs a reason; ignored changes stay in the JSON report under `ignored`." }, "deprecations": { "type": "object", "propertyNames": { "$ref": "#/definitions/refPattern" }, "additionalProperties": { "type": "object", "additionalProperties": false, "required": ["since"], "properties": { "since": { "type": "string", "minLength": 1, "description": "ISO date (YYYY-MM-DD) or a version." }, "removeAfter": { "$ref": "#/definitions/date", "description": "The announced removal date (YYYY-MM-DD); removing it earlier is a release error." }, "replacedBy": { "$ref": "#/definitions/ref", "description": "The ref callers should move to." }, "reason": { "type": "string", "description": "Why it is deprecated; shown in release notes." } } }, "description": "Deprecations declared in the config, ref -> { since, removeAfter, replacedBy, reason }. A removal is allowed only once the deprecation window (policy.minDeprecationDays) has elapsed." }, "profiles": { "type": "object", "description": "Capability sets per host app for the gateway (guard --config --profile NAME): include / exclude patterns over <server>/<ref>.", "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "include": { "type": "array", "items": { "type": "string", "minLength": 3 }, "description": "Patterns <server>/<ref> of what the host app sees (default [\"*/*\"]): * wildcards, e.g. memory/*, fs/tool:read_*, everything/prompt:*. A whole server or kind (server/*, server/tool:*) follows what the server publishes, new capabilities included; a narrower pattern selects only capabilities already known (approved, or the declared new name of one)." }, "exclude": { "type": "array", "items": { "type": "string", "minLength": 3 }, "description": "Patterns <server>/<ref> taken out of what include selects; server/* hides the server entirely (its instructions, sampling, elicitation and log messages too)." }, "host": { "$ref": "#/definitions/hostName", "description": "The model host this profile's app sends the tool list to: a tool that host would refuse is held, with one line naming the tool and the keyword (guard --host NAME sets it for the session)." }, "scopes": { "type": "object", "additionalProperties": { "type": "object" }, "description": "Default scopes of the tools this profile selects: <server>/tool:<name> pattern (* wildcards; the first that matches) -> a JSON Schema every call's arguments must meet when the approval sets no scope of its own (approve --scope). Each must narrow the input schema of every approved tool it selects." } }, "description": "One host app's capability set." } }, "maxApprovalDays": { "type": "object", "additionalProperties": false, "properties": { "destructive": { "type": "number", "exclusiveMinimum": 0, "description": "Tools annotated destructiveHint: true." }, "openWorld": { "type": "number", "exclusiveMinimum": 0, "description": "Tools annotated openWorldHint: true." }, "unannotated": { "type": "number", "exclusiveMinimum": 0, "description": "Tools with no annotation hint at all." } }, "description": "The gateway's longest approval, in days, of tools per side-effect class: after it the approval turns stale (expired) until a person approves again. guard --max-approval-days N sets all three; a class named here wins." }, "hosts": { "description": "The model hosts whose acceptance rules every diff checks (mcp-contract rules lists each check): a list of names, or name -> severity of host-rejects-tool for that host (\"off\" skips it). Default: anthropic, openai and mcp-http. No host ([] or every one \"off\") turns the hosts pass off: no acceptance rows and, unless policy.contextBudget is set, no context cost (the tokenizer is not loaded).", "oneOf": [{ "type": "array", "uniqueItems": true, "items": { "$ref": "#/definitions/hostName" } }, { "type": "object", "propertyNames": { "$ref": "#/definitions/hostName" }, "additionalProperties": { "enum": ["breaking", "review", "safe", "off"] } }] }, "policy": { "type": "object", "additionalProperties": false, "properties": { "minDeprecationDays": { "type": "integer", "minimum": 0, "description": "Days a capability must stay deprecated before it may be removed (default 90)." }, "minDeprecationDaysByKind": { "type": "object", "additionalProperties": false, "properties": { "tool": { "type": "integer", "minimum": 0, "description": "Days a tool must stay deprecated before removal." }, "prompt": { "type": "integer", "minimum": 0, "description": "Days a prompt must stay deprecated before removal." }, "resource": { "type": "integer", "minimum": 0, "description": "Days a resource must stay deprecated before removal." }, "resourceTemplate": { "type": "integer", "minimum": 0, "description": "Days a resourceTemplate must stay deprecated before removal." } }, "description": "Per-kind overrides of minDeprecationDays." }, "deprecatedMetaKey": { "type": "string", "minLength": 1, "description": "A _meta key whose value (true, a date, or { since, removeAfter }) marks a capability deprecated by the server itself." }, "deprecatedDescriptionMarker": { "type": "string", "minLength": 1, "description": "A word that marks a capability deprecated in its description, e.g. DEPRECATED, optionally written DEPRECATED (since 2026-01-10)." }, "signoff": { "type": "array", "items": { "enum": ["breaking", "review", "safe"] }, "uniqueItems": true, "description": "Severities that need a code owner's sign-off in pull requests (default [\"breaking\", \"review\"])." }, "reviewNewDescriptions": { "type": "boolean", "description": "true: every added capability with model-visible text (a description or title anywhere in it) is review, not safe, so a person reads new text before models do. Risky-looking text is review regardless (capability-added-risky-text)." }, "contextBudget": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "tokens": { "type": "integer", "minimum": 1, "description": "Tokens the tool list of one surface may cost per request, as the first configured model host receives it." }, "growthPercent": { "type": "number", "exclusiveMinimum": 0, "description": "Growth of a surface's tool-list cost, in percent, one change may add." } }, "description": "The context cost the tool list may have: crossing a limit is context-cost-over-budget (review; make it breaking with severity[\"context-cost-over-budget\"])." } }, "description": "Release and sign-off policy." } }, "definitions": { "oauth": { "type": "object", "additionalProperties": false, "description": "How mcp-contract signs in to url when it is behind OAuth (docs/configuration.md#oauth). Secrets are named by environment variable, never written here.", "properties": { "clientId": { "type": "string", "minLength": 1, "description": "A client id registered with the authorization server (else a Client ID Metadata Document, else dynamic registration)." }, "clientSecretEnv": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "Name of the environment variable holding the client secret." }, "privateKeyEnv": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "Name of the environment variable holding a PEM private key (private_key_jwt)." }, "signingAlgorithm": { "type": "string", "pattern": "^(RS|PS|ES)(256|384|512)$|^EdDSA$", "description": "JWS algorithm of the private key (default RS256)." }, "tokenEndpointAuthMethod": { "enum": ["client_secret_basic", "client_secret_post", "private_key_jwt", "none"], "description": "How the client authenticates at the token endpoint (default: what the authorization server advertises)." }, "clientMetadataUrl": { "type": "string", "format": "uri", "description": "An https URL serving this client's metadata document, used as its client id where the authorization server supports it." }, "scope": { "type": "string", "description": "Scope to ask for (default: the server's challenge, else its scopes_supported)." }, "grant": { "enum": ["client_credentials", "authorization_code"], "description": "client_credentials (a machine, CI) or authorization_code (a person signs in on the desktop). Default: client_credentials when a secret or key is named." } } }, "hostName": { "enum": ["anthropic", "openai", "openai-strict", "gemini", "claude-directory", "mcp-http"] }, "renames": { "type": "object", "description": "Declared continuity, old ref -> new ref(s), e.g. \"tool:old\": \"tool:new\". Several old refs to one new ref is a merge; \"tool:old\": [\"tool:a\", \"tool:b\"] is a split; { \"to\": ..., \"aliasUntil\": \"YYYY-MM-DD\" } when the old name is still served.", "propertyNames": { "$ref": "#/definitions/refPattern" }, "additionalProperties": { "oneOf": [{ "$ref": "#/definitions/ref" }, { "type": "array", "items": { "$ref": "#/definitions/ref" }, "minItems": 1 }, { "type": "object", "additionalProperties": false, "required": ["to"], "properties": { "to": { "oneOf": [{ "$ref": "#/definitions/ref" }, { "type": "array", "items": { "$ref": "#/definitions/ref" }, "minItems": 1 }], "description": "The new ref, or several for a split." }, "alias": { "type": "boolean", "description": "The old name is still served as a deprecated alias." }, "aliasUntil": { "$ref": "#/definitions/date", "description": "The old name is served as a deprecated alias until this date (YYYY-MM-DD); still serving it later is a release warning." }, "reason": { "type": "string", "description": "Why it was renamed; shown to reviewers." } } }] } }, "canary": { "type": "object", "additionalProperties": false, "required": ["tool", "expect"], "properties": { "tool": { "type": "string", "minLength": 1, "description": "Name of the tool to call. It must be annotated readOnlyHint: true, unless allowSideEffects is set with a reason." }, "arguments": { "type": "object", "description": "The call's arguments, fixed so the result can be checked the same way on every run." }, "surface": { "type": "string", "minLength": 1, "description": "Surface whose session runs the call (default: the server's first surface)." }, "allowSideEffects": { "type": "boolean", "description": "Call a tool that is not annotated read-only: only with a reason (a sandbox tenant, a test inbox, a dry-run mode)." }, "reason": { "type": "string", "minLength": 1, "description": "Why calling this tool on every check is acceptable; required with allowSideEffects." }, "expect": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "outputSchema": { "const": true, "description": "structuredContent must validate against the outputSchema the tool declares." }, "structuredContent": { "type": ["object", "boolean"], "description": "An inline JSON Schema that the result's structuredContent must match." }, "text": { "type": "string", "minLength": 1, "description": "A regular expression the result's text content (text parts joined by newlines) must match." }, "isError": { "const": false, "description": "The result must not be a tool error; checked on every canary even when left out." } }, "description": "What the result must show: its shape and key facts, not exact values that may vary." } }, "if": { "properties": { "allowSideEffects": { "const": true } }, "required": ["allowSideEffects"] }, "then": { "required": ["reason"] }, "description": "A repeatable behavioural check: one tool call with fixed arguments and what its result must show." }, "ref": { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):.+$", "description": "A capability ref: tool:NAME, prompt:NAME, resource:URI or resourceTemplate:URI_TEMPLATE." }, "refPattern": { "pattern": "^(tool|prompt|resource|resourceTemplate):.+$" }, "date": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$", "description": "A date, YYYY-MM-DD." }, "stringMap": { "type": "object", "additionalProperties": { "type": "string" } }, "args": { "type": "array", "items": { "type": "string" }, "description": "Command-line arguments; may reference the runner's environment as ${VAR}." }, "client": { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "description": "clientInfo.name sent at initialize." }, "version": { "type": "string", "minLength": 1, "description": "clientInfo.version sent at initialize." }, "capabilities": { "type": "object", "description": "Client capabilities declared at initialize, e.g. {\"roots\": {\"listChanged\": true}}." } }, "description": "The client identity and capabilities declared at initialize; recorded in the snapshot." }, "resources": { "type": "object", "additionalProperties": false, "properties": { "include": { "type": "boolean", "description": "false keeps resources/list out of the contract." }, "uriPatterns": { "type": "array", "items": { "type": "string" }, "description": "Keep only resources whose URI matches one of these patterns (* is a wildcard)." }, "excludePatterns": { "type": "array", "items": { "type": "string" }, "description": "Leave out resources whose URI matches one of these patterns (* is a wildcard)." } }, "description": "Which resources from resources/list belong to the contract (on some servers they are data)." }, "surface": { "type": "object", "additionalProperties": false, "properties": { "args": { "$ref": "#/definitions/args", "description": "Arguments for this surface, e.g. [\"--toolsets=all\"]." }, "env": { "$ref": "#/definitions/stringMap", "description": "Environment for this surface; values may reference the runner's environment as ${VAR}, and referenced values are redacted from all output." }, "headers": { "$ref": "#/definitions/stringMap", "description": "HTTP headers for this surface; values are secrets and are redacted from all output." }, "url": { "type": "string", "format": "uri", "description": "The server URL for this surface." }, "oauthScope": { "type": "string", "minLength": 1, "description": "The OAuth scope this surface's grant asks for (a server behind oauth serving different tools per scope): each surface is captured with its own token, so a tool that leaves a scope is an exposure change." }, "protocolEra": { "enum": ["auto", "legacy", "modern"], "description": "Which MCP protocol era to capture: auto (default) captures every era the server speaks (modern: MCP 2026-07-28, server/discover; legacy: initialize, 2025-11-25 and earlier); legacy or modern pins one." }, "client": { "$ref": "#/definitions/client", "description": "The client declared at initialize on this surface." }, "resources": { "$ref": "#/definitions/resources", "description": "Which resources belong to the contract on this surface." } }, "description": "One configuration of the server, captured in its own session; its values are added to (args) or override the server's." }, "server": { "type": "object", "additionalProperties": false, "properties": { "build": { "type": "string", "minLength": 1, "description": "Shell command run first, from the config's directory, e.g. npm run build; its output is shown when it fails." }, "command": { "type": "string", "minLength": 1, "description": "Executable of a stdio server, e.g. node." }, "args": { "$ref": "#/definitions/args", "description": "Arguments of the stdio command, e.g. [\"dist/index.js\"]." }, "env": { "$ref": "#/definitions/stringMap", "description": "Environment for the server (and its build). Besides PATH, HOME, locale and temp variables only what is named here is forwarded; values may reference the runner's environment as ${VAR}, and referenced values are redacted from all output." }, "cwd": { "type": "string", "description": "Working directory of the server, relative to the config file." }, "url": { "type": "string", "format": "uri", "description": "URL of a streamable HTTP or SSE server; may reference ${VAR} after the scheme. Credentials in it are redacted from output." }, "headers": { "$ref": "#/definitions/stringMap", "description": "HTTP headers sent to url, e.g. Authorization; values are secrets and are redacted from all output." }, "oauth": { "$ref": "#/definitions/oauth" }, "protocolEra": { "enum": ["auto", "legacy", "modern"], "description": "Which MCP protocol era to capture: auto (default) captures every era the server speaks (modern: MCP 2026-07-28, server/discover; legacy: initialize, 2025-11-25 and earlier); legacy or modern pins one." }, "transport": { "enum": ["stdio", "streamable-http", "sse", "auto"], "description": "How to reach url: auto (default: streamable HTTP, then SSE), streamable-http or sse; stdio for a command." }, "start": { "type": "object", "additionalProperties": false, "required": ["command"], "properties": { "command": { "type": "string", "minLength": 1, "description": "Executable that starts the HTTP server." }, "args": { "$ref": "#/definitions/args", "description": "Its arguments." }, "env": { "$ref": "#/definitions/stringMap", "description": "Its environment (values may reference ${VAR}; referenced values are redacted from output)." }, "cwd": { "type": "string", "description": "Its working directory, relative to the config file." }, "readyUrl": { "type": "string", "format": "uri", "description": "URL polled until it answers before capturing (default: url)." } }, "description": "An HTTP server mcp-contract starts itself before capturing url, and stops afterwards." }, "timeouts": { "type": "object", "additionalProperties": false, "properties": { "buildMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the build command." }, "startMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the server to start." }, "initializeMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the initialize answer." }, "requestMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for one list page." }, "totalMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the whole capture of one surface." }, "settleMs": { "type": "integer", "minimum": 0, "description": "Quiet period awaited for list_changed notifications when the tool list of a server that says it can change came back empty, or a list changed during the capture; each notification re-lists its kind (default 1000, bounded by totalMs)." } }, "description": "Time limits in milliseconds; a server past one fails the capture (exit 3)." }, "limits": { "type": "object", "additionalProperties": false, "properties": { "maxPages": { "type": "integer", "minimum": 1, "description": "Most pages read from one list." }, "maxItems": { "type": "integer", "minimum": 1, "description": "Most items read from one list." }, "maxMessageBytes": { "type": "integer", "minimum": 1024, "description": "Largest single JSON-RPC message, in bytes." } }, "description": "Size limits; a server past one fails the capture with a clear error instead of exhausting memory." }, "snapshot": { "type": "string", "minLength": 1, "description": "Snapshot path, relative to the config file (default snapshots/NAME.json)." }, "approved": { "type": "string", "pattern": "^registry:[A-Za-z0-9.-]+/[A-Za-z0-9._-]+@[^@\\s]+$", "description": "registry:NAME@VERSION: the guard (and the gateway, per server) approves exactly the definitions this signed release signed, verified by the five checks of verify --registry, instead of the snapshot file. A release that does not verify holds this server alone." }, "releaseBundle": { "type": "string", "minLength": 1, "description": "With approved registry:NAME@VERSION: the release's Sigstore bundle file, relative to the config (default: the location the registry entry's pointer gives)." }, "surfaces": { "type": "object", "propertyNames": { "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "additionalProperties": { "$ref": "#/definitions/surface" }, "minProperties": 1, "description": "Named configurations captured separately, e.g. { \"default\": {}, \"all\": { \"args\": [\"--toolsets=all\"] } }. Default: one surface named default." }, "client": { "$ref": "#/definitions/client", "description": "The client declared at initialize, e.g. { \"capabilities\": { \"roots\": {} } }: some servers list more to a client with roots." }, "resources": { "$ref": "#/definitions/resources", "description": "Which resources from resources/list belong to the contract, e.g. { \"include\": false }." }, "volatileMeta": { "type": "array", "items": { "type": "string" }, "description": "_meta keys left out of definitions and digests (values that change on every run)." }, "versionFrom": { "type": "string", "description": "package.json whose version is the server's version for release checks." }, "renames": { "$ref": "#/definitions/renames", "description": "This server's own declared renames (old ref -> new ref(s)), read with the top-level ones by its diff only: a rename declared here never rebinds another server's capability." }, "prefix": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[A-Za-z0-9_.-]+$", "description": "What the gateway puts before this server's tool and prompt names (default: the server's name)." }, "guardPolicy": { "type": "array", "items": { "type": "string" }, "description": "This server's change policy in the gateway, as guard --policy entries (safe=follow, breaking=review, reworded=follow, RULE-ID=review)." }, "canaries": { "type": "array", "items": { "$ref": "#/definitions/canary" }, "description": "Behavioural canaries, run by mcp-contract check after the capture (--no-canaries skips them). The snapshot records which tools have one, never their results." } }, "oneOf": [{ "required": ["command"], "not": { "required": ["url"] } }, { "required": ["url"], "not": { "required": ["command"] } }], "description": "One MCP server: a stdio command, or a url (optionally with start to launch it)." } }, "description": "Configuration of mcp-contract: the servers to capture, and the renames, severities, ignores, deprecations and policy that judge their changes." }; const schema25 = { "pattern": "^(tool|prompt|resource|resourceTemplate):.+$" }; const schema30 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$", "description": "A date, YYYY-MM-DD." }; const schema26 = { "type": "string", "pattern": "^(tool|prompt|resource|resourceTemplate):.+$", "description": "A capability ref: tool:NAME, prompt:NAME, resource:URI or resourceTemplate:URI_TEMPLATE." }; const schema35 = { "enum": ["anthropic", "openai", "openai-strict", "gemini", "claude-directory", "mcp-http"] }; const func27 = json/* jsonEqual */.Zm; const pattern2 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u"); const pattern15 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u"); const pattern16 = new RegExp("^[0-9a-f]{6,64}$", "u"); const pattern8 = new RegExp("^(tool|prompt|resource|resourceTemplate):.+$", "u"); const pattern13 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u"); const schema9 = { "type": "object", "additionalProperties": false, "properties": { "build": { "type": "string", "minLength": 1, "description": "Shell command run first, from the config's directory, e.g. npm run build; its output is shown when it fails." }, "command": { "type": "string", "minLength": 1, "description": "Executable of a stdio server, e.g. node." }, "args": { "$ref": "#/definitions/args", "description": "Arguments of the stdio command, e.g. [\"dist/index.js\"]." }, "env": { "$ref": "#/definitions/stringMap", "description": "Environment for the server (and its build). Besides PATH, HOME, locale and temp variables only what is named here is forwarded; values may reference the runner's environment as ${VAR}, and referenced values are redacted from all output." }, "cwd": { "type": "string", "description": "Working directory of the server, relative to the config file." }, "url": { "type": "string", "format": "uri", "description": "URL of a streamable HTTP or SSE server; may reference ${VAR} after the scheme. Credentials in it are redacted from output." }, "headers": { "$ref": "#/definitions/stringMap", "description": "HTTP headers sent to url, e.g. Authorization; values are secrets and are redacted from all output." }, "oauth": { "$ref": "#/definitions/oauth" }, "protocolEra": { "enum": ["auto", "legacy", "modern"], "description": "Which MCP protocol era to capture: auto (default) captures every era the server speaks (modern: MCP 2026-07-28, server/discover; legacy: initialize, 2025-11-25 and earlier); legacy or modern pins one." }, "transport": { "enum": ["stdio", "streamable-http", "sse", "auto"], "description": "How to reach url: auto (default: streamable HTTP, then SSE), streamable-http or sse; stdio for a command." }, "start": { "type": "object", "additionalProperties": false, "required": ["command"], "properties": { "command": { "type": "string", "minLength": 1, "description": "Executable that starts the HTTP server." }, "args": { "$ref": "#/definitions/args", "description": "Its arguments." }, "env": { "$ref": "#/definitions/stringMap", "description": "Its environment (values may reference ${VAR}; referenced values are redacted from output)." }, "cwd": { "type": "string", "description": "Its working directory, relative to the config file." }, "readyUrl": { "type": "string", "format": "uri", "description": "URL polled until it answers before capturing (default: url)." } }, "description": "An HTTP server mcp-contract starts itself before capturing url, and stops afterwards." }, "timeouts": { "type": "object", "additionalProperties": false, "properties": { "buildMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the build command." }, "startMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the server to start." }, "initializeMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the initialize answer." }, "requestMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for one list page." }, "totalMs": { "type": "integer", "minimum": 1, "description": "Milliseconds for the whole capture of one surface." }, "settleMs": { "type": "integer", "minimum": 0, "description": "Quiet period awaited for list_changed notifications when the tool list of a server that says it can change came back empty, or a list changed during the capture; each notification re-lists its kind (default 1000, bounded by totalMs)." } }, "description": "Time limits in milliseconds; a server past one fails the capture (exit 3)." }, "limits": { "type": "object", "additionalProperties": false, "properties": { "maxPages": { "type": "integer", "minimum": 1, "description": "Most pages read from one list." }, "maxItems": { "type": "integer", "minimum": 1, "description": "Most items read from one list." }, "maxMessageBytes": { "type": "integer", "minimum": 1024, "description": "Largest single JSON-RPC message, in bytes." } }, "description": "Size limits; a server past one fails the capture with a clear error instead of exhausting memory." }, "snapshot": { "type": "string", "minLength": 1, "description": "Snapshot path, relative to the config file (default snapshots/NAME.json)." }, "approved": { "type": "string", "pattern": "^registry:[A-Za-z0-9.-]+/[A-Za-z0-9._-]+@[^@\\s]+$", "description": "registry:NAME@VERSION: the guard (and the gateway, per server) approves exactly the definitions this signed release signed, verified by the five checks of verify --registry, instead of the snapshot file. A release that does not verify holds this server alone." }, "releaseBundle": { "type": "string", "minLength": 1, "description": "With approved registry:NAME@VERSION: the release's Sigstore bundle file, relative to the config (default: the location the registry entry's pointer gives)." }, "surfaces": { "type": "object", "propertyNames": { "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "additionalProperties": { "$ref": "#/definitions/surface" }, "minProperties": 1, "description": "Named configurations captured separately, e.g. { \"default\": {}, \"all\": { \"args\": [\"--toolsets=all\"] } }. Default: one surface named default." }, "client": { "$ref": "#/definitions/client", "description": "The client declared at initialize, e.g. { \"capabilities\": { \"roots\": {} } }: some servers list more to a client with roots." }, "resources": { "$ref": "#/definitions/resources", "description": "Which resources from resources/list belong to the contract, e.g. { \"include\": false }." }, "volatileMeta": { "type": "array", "items": { "type": "string" }, "description": "_meta keys left out of definitions and digests (values that change on every run)." }, "versionFrom": { "type": "string", "description": "package.json whose version is the server's version for release checks." }, "renames": { "$ref": "#/definitions/renames", "description": "This server's own declared renames (old ref -> new ref(s)), read with the top-level ones by its diff only: a rename declared here never rebinds another server's capability." }, "prefix": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[A-Za-z0-9_.-]+$", "description": "What the gateway puts before this server's tool and prompt names (default: the server's name)." }, "guardPolicy": { "type": "array", "items": { "type": "string" }, "description": "This server's change policy in the gateway, as guard --policy entries (safe=follow, breaking=review, reworded=follow, RULE-ID=review)." }, "canaries": { "type": "array", "items": { "$ref": "#/definitions/canary" }, "description": "Behavioural canaries, run by mcp-contract check after the capture (--no-canaries skips them). The snapshot records which tools have one, never their results." } }, "oneOf": [{ "required": ["command"], "not": { "required": ["url"] } }, { "required": ["url"], "not": { "required": ["command"] } }], "description": "One MCP server: a stdio command, or a url (optionally with start to launch it)." }; const schema10 = { "type": "array", "items": { "type": "string" }, "description": "Command-line arguments; may reference the runner's environment as ${VAR}." }; const schema11 = { "type": "object", "additionalProperties": { "type": "string" } }; const schema13 = { "type": "object", "additionalProperties": false, "description": "How mcp-contract signs in to url when it is behind OAuth (docs/configuration.md#oauth). Secrets are named by environment variable, never written here.", "properties": { "clientId": { "type": "string", "minLength": 1, "description": "A client id registered with the authorization server (else a Client ID Metadata Document, else dynamic registration)." }, "clientSecretEnv": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "Name of the environment variable holding the client secret." }, "privateKeyEnv": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "Name of the environment variable holding a PEM private key (private_key_jwt)." }, "signingAlgorithm": { "type": "string", "pattern": "^(RS|PS|ES)(256|384|512)$|^EdDSA$", "description": "JWS algorithm of the private key (default RS256)." }, "tokenEndpointAuthMethod": { "enum": ["client_secret_basic", "client_secret_post", "private_key_jwt", "none"], "description": "How the client authenticates at the token endpoint (default: what the authorization server advertises)." }, "clientMetadataUrl": { "type": "string", "format": "uri", "description": "An https URL serving this client's metadata document, used as its client id where the authorization server supports it." }, "scope": { "type": "string", "description": "Scope to ask for (default: the server's challenge, else its scopes_supported)." }, "grant": { "enum": ["client_credentials", "authorization_code"], "description": "client_credentials (a machine, CI) or authorization_code (a person signs in on the desktop). Default: client_credentials when a secret or key is named." } } }; const schema20 = { "type": "object", "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "description": "clientInfo.name sent at initialize." }, "version": { "type": "string", "minLength": 1, "description": "clientInfo.version sent at initialize." }, "capabilities": { "type": "object", "description": "Client capabilities declared at initialize, e.g. {\"roots\": {\"listChanged\": true}}." } }, "description": "The client identity and capabilities declared at initialize; recorded in the snapshot." }; const schema21 = { "type": "object", "additionalProperties": false, "properties": { "include": { "type": "boolean", "description": "false keeps resources/list out of the contract." }, "uriPatterns": { "type": "array", "items": { "type": "string" }, "description": "Keep only resources whose URI matches one of these patterns (* is a wildcard)." }, "excludePatterns": { "type": "array", "items": { "type": "string" }, "description": "Leave out resources whose URI matches one of these patterns (* is a wildcard)." } }, "description": "Which resources from resources/list belong to the contract (on some servers they are data)." }; const schema31 = { "type": "object", "additionalProperties": false, "required": ["tool", "expect"], "properties": { "tool": { "type": "string", "minLength": 1, "description": "Name of the tool to call. It must be annotated readOnlyHint: true, unless allowSideEffects is set with a reason." }, "arguments": { "type": "object", "description": "The call's arguments, fixed so the result can be checked the same way on every run." }, "surface": { "type": "string", "minLength": 1, "description": "Surface whose session runs the call (default: the server's first surface)." }, "allowSideEffects": { "type": "boolean", "description": "Call a tool that is not annotated read-only: only with a reason (a sandbox tenant, a test inbox, a dry-run mode)." }, "reason": { "type": "string", "minLength": 1, "description": "Why calling this tool on every check is acceptable; required with allowSideEffects." }, "expect": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "outputSchema": { "const": true, "description": "structuredContent must validate against the outputSchema the tool declares." }, "structuredContent": { "type": ["object", "boolean"], "description": "An inline JSON Schema that the result's structuredContent must match." }, "text": { "type": "string", "minLength": 1, "description": "A regular expression the result's text content (text parts joined by newlines) must match." }, "isError": { "const": false, "description": "The result must not be a tool error; checked on every canary even when left out." } }, "description": "What the result must show: its shape and key facts, not exact values that may vary." } }, "if": { "properties": { "allowSideEffects": { "const": true } }, "required": ["allowSideEffects"] }, "then": { "required": ["reason"] }, "description": "A repeatable behavioural check: one tool call with fixed arguments and what its result must show." }; const formats0 = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i; const pattern3 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u"); const pattern5 = new RegExp("^(RS|PS|ES)(256|384|512)$|^EdDSA$", "u"); const pattern6 = new RegExp("^registry:[A-Za-z0-9.-]+/[A-Za-z0-9._-]+@[^@\\s]+$", "u"); const pattern14 = new RegExp("^[A-Za-z0-9_.-]+$", "u"); const schema16 = { "type": "object", "additionalProperties": false, "properties": { "args": { "$ref": "#/definitions/args", "description": "Arguments for this surface, e.g. [\"--toolsets=all\"]." }, "env": { "$ref": "#/definitions/stringMap", "description": "Environment for this surface; values may reference the runner's environment as ${VAR}, and referenced values are redacted from all output." }, "headers": { "$ref": "#/definitions/stringMap", "description": "HTTP headers for this surface; values are secrets and are redacted from all output." }, "url": { "type": "string", "format": "uri", "description": "The server URL for this surface." }, "oauthScope": { "type": "string", "minLength": 1, "description": "The OAuth scope this surface's grant asks for (a server behind oauth serving different tools per scope): each surface is captured with its own token, so a tool that leaves a scope is an exposure change." }, "protocolEra": { "enum": ["auto", "legacy", "modern"], "description": "Which MCP protocol era to capture: auto (default) captures every era the server speaks (modern: MCP 2026-07-28, server/discover; legacy: initialize, 2025-11-25 and earlier); legacy or modern pins one." }, "client": { "$ref": "#/definitions/client", "description": "The client declared at initialize on this surface." }, "resources": { "$ref": "#/definitions/resources", "description": "Which resources belong to the contract on this surface." } }, "description": "One configuration of the server, captured in its own session; its values are added to (args) or override the server's." }; function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        const _errs1 = errors;
        for (const key0 in data) {
            if (!((((((((key0 === "args") || (key0 === "env")) || (key0 === "headers")) || (key0 === "url")) || (key0 === "oauthScope")) || (key0 === "protocolEra")) || (key0 === "client")) || (key0 === "resources"))) {
                validate16.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
            }
        }
        if (_errs1 === errors) {
            if (data.args !== undefined) {
                let data0 = data.args;
                const _errs2 = errors;
                const _errs3 = errors;
                if (errors === _errs3) {
                    if (Array.isArray(data0)) {
                        var valid2 = true;
                        const len0 = data0.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            const _errs5 = errors;
                            if (typeof data0[i0] !== "string") {
                                validate16.errors = [{ instancePath: instancePath + "/args/" + i0, schemaPath: "#/definitions/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                            var valid2 = _errs5 === errors;
                            if (!valid2) {
                                break;
                            }
                        }
                    }
                    else {
                        validate16.errors = [{ instancePath: instancePath + "/args", schemaPath: "#/definitions/args/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                    }
                }
                var valid0 = _errs2 === errors;
            }
            else {
                var valid0 = true;
            }
            if (valid0) {
                if (data.env !== undefined) {
                    let data2 = data.env;
                    const _errs7 = errors;
                    const _errs8 = errors;
                    if (errors === _errs8) {
                        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                            for (const key1 in data2) {
                                const _errs11 = errors;
                                if (typeof data2[key1] !== "string") {
                                    validate16.errors = [{ instancePath: instancePath + "/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringMap/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                                var valid4 = _errs11 === errors;
                                if (!valid4) {
                                    break;
                                }
                            }
                        }
                        else {
                            validate16.errors = [{ instancePath: instancePath + "/env", schemaPath: "#/definitions/stringMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                        }
                    }
                    var valid0 = _errs7 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.headers !== undefined) {
                        let data4 = data.headers;
                        const _errs13 = errors;
                        const _errs14 = errors;
                        if (errors === _errs14) {
                            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                for (const key2 in data4) {
                                    const _errs17 = errors;
                                    if (typeof data4[key2] !== "string") {
                                        validate16.errors = [{ instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringMap/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid6 = _errs17 === errors;
                                    if (!valid6) {
                                        break;
                                    }
                                }
                            }
                            else {
                                validate16.errors = [{ instancePath: instancePath + "/headers", schemaPath: "#/definitions/stringMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                            }
                        }
                        var valid0 = _errs13 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.url !== undefined) {
                            let data6 = data.url;
                            const _errs19 = errors;
                            if (errors === _errs19) {
                                if (errors === _errs19) {
                                    if (typeof data6 === "string") {
                                        if (!(formats0.test(data6))) {
                                            validate16.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate16.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                }
                            }
                            var valid0 = _errs19 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.oauthScope !== undefined) {
                                let data7 = data.oauthScope;
                                const _errs21 = errors;
                                if (errors === _errs21) {
                                    if (typeof data7 === "string") {
                                        if (func0(data7) < 1) {
                                            validate16.errors = [{ instancePath: instancePath + "/oauthScope", schemaPath: "#/properties/oauthScope/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate16.errors = [{ instancePath: instancePath + "/oauthScope", schemaPath: "#/properties/oauthScope/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs21 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.protocolEra !== undefined) {
                                    let data8 = data.protocolEra;
                                    const _errs23 = errors;
                                    if (!(((data8 === "auto") || (data8 === "legacy")) || (data8 === "modern"))) {
                                        validate16.errors = [{ instancePath: instancePath + "/protocolEra", schemaPath: "#/properties/protocolEra/enum", keyword: "enum", params: { allowedValues: schema16.properties.protocolEra.enum }, message: "must be equal to one of the allowed values" }];
                                        return false;
                                    }
                                    var valid0 = _errs23 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.client !== undefined) {
                                        let data9 = data.client;
                                        const _errs24 = errors;
                                        const _errs25 = errors;
                                        if (errors === _errs25) {
                                            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                                const _errs27 = errors;
                                                for (const key3 in data9) {
                                                    if (!(((key3 === "name") || (key3 === "version")) || (key3 === "capabilities"))) {
                                                        validate16.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/definitions/client/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs27 === errors) {
                                                    if (data9.name !== undefined) {
                                                        let data10 = data9.name;
                                                        const _errs28 = errors;
                                                        if (errors === _errs28) {
                                                            if (typeof data10 === "string") {
                                                                if (func0(data10) < 1) {
                                                                    validate16.errors = [{ instancePath: instancePath + "/client/name", schemaPath: "#/definitions/client/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate16.errors = [{ instancePath: instancePath + "/client/name", schemaPath: "#/definitions/client/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid8 = _errs28 === errors;
                                                    }
                                                    else {
                                                        var valid8 = true;
                                                    }
                                                    if (valid8) {
                                                        if (data9.version !== undefined) {
                                                            let data11 = data9.version;
                                                            const _errs30 = errors;
                                                            if (errors === _errs30) {
                                                                if (typeof data11 === "string") {
                                                                    if (func0(data11) < 1) {
                                                                        validate16.errors = [{ instancePath: instancePath + "/client/version", schemaPath: "#/definitions/client/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                else {
                                                                    validate16.errors = [{ instancePath: instancePath + "/client/version", schemaPath: "#/definitions/client/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid8 = _errs30 === errors;
                                                        }
                                                        else {
                                                            var valid8 = true;
                                                        }
                                                        if (valid8) {
                                                            if (data9.capabilities !== undefined) {
                                                                let data12 = data9.capabilities;
                                                                const _errs32 = errors;
                                                                if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
                                                                    validate16.errors = [{ instancePath: instancePath + "/client/capabilities", schemaPath: "#/definitions/client/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                                var valid8 = _errs32 === errors;
                                                            }
                                                            else {
                                                                var valid8 = true;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                validate16.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/definitions/client/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                        }
                                        var valid0 = _errs24 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.resources !== undefined) {
                                            let data13 = data.resources;
                                            const _errs34 = errors;
                                            const _errs35 = errors;
                                            if (errors === _errs35) {
                                                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                                    const _errs37 = errors;
                                                    for (const key4 in data13) {
                                                        if (!(((key4 === "include") || (key4 === "uriPatterns")) || (key4 === "excludePatterns"))) {
                                                            validate16.errors = [{ instancePath: instancePath + "/resources", schemaPath: "#/definitions/resources/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                            return false;
                                                            break;
                                                        }
                                                    }
                                                    if (_errs37 === errors) {
                                                        if (data13.include !== undefined) {
                                                            const _errs38 = errors;
                                                            if (typeof data13.include !== "boolean") {
                                                                validate16.errors = [{ instancePath: instancePath + "/resources/include", schemaPath: "#/definitions/resources/properties/include/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                return false;
                                                            }
                                                            var valid10 = _errs38 === errors;
                                                        }
                                                        else {
                                                            var valid10 = true;
                                                        }
                                                        if (valid10) {
                                                            if (data13.uriPatterns !== undefined) {
                                                                let data15 = data13.uriPatterns;
                                                                const _errs40 = errors;
                                                                if (errors === _errs40) {
                                                                    if (Array.isArray(data15)) {
                                                                        var valid11 = true;
                                                                        const len1 = data15.length;
                                                                        for (let i1 = 0; i1 < len1; i1++) {
                                                                            const _errs42 = errors;
                                                                            if (typeof data15[i1] !== "string") {
                                                                                validate16.errors = [{ instancePath: instancePath + "/resources/uriPatterns/" + i1, schemaPath: "#/definitions/resources/properties/uriPatterns/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                            }
                                                                            var valid11 = _errs42 === errors;
                                                                            if (!valid11) {
                                                                                break;
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate16.errors = [{ instancePath: instancePath + "/resources/uriPatterns", schemaPath: "#/definitions/resources/properties/uriPatterns/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid10 = _errs40 === errors;
                                                            }
                                                            else {
                                                                var valid10 = true;
                                                            }
                                                            if (valid10) {
                                                                if (data13.excludePatterns !== undefined) {
                                                                    let data17 = data13.excludePatterns;
                                                                    const _errs44 = errors;
                                                                    if (errors === _errs44) {
                                                                        if (Array.isArray(data17)) {
                                                                            var valid12 = true;
                                                                            const len2 = data17.length;
                                                                            for (let i2 = 0; i2 < len2; i2++) {
                                                                                const _errs46 = errors;
                                                                                if (typeof data17[i2] !== "string") {
                                                                                    validate16.errors = [{ instancePath: instancePath + "/resources/excludePatterns/" + i2, schemaPath: "#/definitions/resources/properties/excludePatterns/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                                var valid12 = _errs46 === errors;
                                                                                if (!valid12) {
                                                                                    break;
                                                                                }
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate16.errors = [{ instancePath: instancePath + "/resources/excludePatterns", schemaPath: "#/definitions/resources/properties/excludePatterns/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid10 = _errs44 === errors;
                                                                }
                                                                else {
                                                                    var valid10 = true;
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                                else {
                                                    validate16.errors = [{ instancePath: instancePath + "/resources", schemaPath: "#/definitions/resources/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                }
                                            }
                                            var valid0 = _errs34 === errors;
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
    }
    else {
        validate16.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate16.errors = vErrors; return errors === 0; } const schema24 = { "type": "object", "description": "Declared continuity, old ref -> new ref(s), e.g. \"tool:old\": \"tool:new\". Several old refs to one new ref is a merge; \"tool:old\": [\"tool:a\", \"tool:b\"] is a split; { \"to\": ..., \"aliasUntil\": \"YYYY-MM-DD\" } when the old name is still served.", "propertyNames": { "$ref": "#/definitions/refPattern" }, "additionalProperties": { "oneOf": [{ "$ref": "#/definitions/ref" }, { "type": "array", "items": { "$ref": "#/definitions/ref" }, "minItems": 1 }, { "type": "object", "additionalProperties": false, "required": ["to"], "properties": { "to": { "oneOf": [{ "$ref": "#/definitions/ref" }, { "type": "array", "items": { "$ref": "#/definitions/ref" }, "minItems": 1 }], "description": "The new ref, or several for a split." }, "alias": { "type": "boolean", "description": "The old name is still served as a deprecated alias." }, "aliasUntil": { "$ref": "#/definitions/date", "description": "The old name is served as a deprecated alias until this date (YYYY-MM-DD); still serving it later is a release warning." }, "reason": { "type": "string", "description": "Why it was renamed; shown to reviewers." } } }] } }; function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            const _errs1 = errors;
            if (typeof key0 === "string") {
                if (!pattern8.test(key0)) {
                    const err0 = { instancePath, schemaPath: "#/definitions/refPattern/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"", propertyName: key0 };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
            }
            var valid0 = _errs1 === errors;
            if (!valid0) {
                const err1 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
                validate18.errors = vErrors;
                return false;
                break;
            }
        }
        if (valid0) {
            for (const key1 in data) {
                let data0 = data[key1];
                const _errs4 = errors;
                const _errs5 = errors;
                let valid3 = false;
                let passing0 = null;
                const _errs6 = errors;
                const _errs7 = errors;
                if (errors === _errs7) {
                    if (typeof data0 === "string") {
                        if (!pattern8.test(data0)) {
                            const err2 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"" };
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err3 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs6 === errors;
                if (_valid0) {
                    valid3 = true;
                    passing0 = 0;
                }
                const _errs9 = errors;
                if (errors === _errs9) {
                    if (Array.isArray(data0)) {
                        if (data0.length < 1) {
                            const err4 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                        else {
                            var valid5 = true;
                            const len0 = data0.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                                let data1 = data0[i0];
                                const _errs11 = errors;
                                const _errs12 = errors;
                                if (errors === _errs12) {
                                    if (typeof data1 === "string") {
                                        if (!pattern8.test(data1)) {
                                            const err5 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/definitions/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err5];
                                            }
                                            else {
                                                vErrors.push(err5);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err6 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/definitions/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err6];
                                        }
                                        else {
                                            vErrors.push(err6);
                                        }
                                        errors++;
                                    }
                                }
                                var valid5 = _errs11 === errors;
                                if (!valid5) {
                                    break;
                                }
                            }
                        }
                    }
                    else {
                        const err7 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs9 === errors;
                if (_valid0 && valid3) {
                    valid3 = false;
                    passing0 = [passing0, 1];
                }
                else {
                    if (_valid0) {
                        valid3 = true;
                        passing0 = 1;
                    }
                    const _errs14 = errors;
                    if (errors === _errs14) {
                        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                            let missing0;
                            if ((data0.to === undefined) && (missing0 = "to")) {
                                const err8 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/oneOf/2/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                            else {
                                const _errs16 = errors;
                                for (const key2 in data0) {
                                    if (!((((key2 === "to") || (key2 === "alias")) || (key2 === "aliasUntil")) || (key2 === "reason"))) {
                                        const err9 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                                        if (vErrors === null) {
                                            vErrors = [err9];
                                        }
                                        else {
                                            vErrors.push(err9);
                                        }
                                        errors++;
                                        break;
                                    }
                                }
                                if (_errs16 === errors) {
                                    if (data0.to !== undefined) {
                                        let data2 = data0.to;
                                        const _errs17 = errors;
                                        const _errs18 = errors;
                                        let valid8 = false;
                                        let passing1 = null;
                                        const _errs19 = errors;
                                        const _errs20 = errors;
                                        if (errors === _errs20) {
                                            if (typeof data2 === "string") {
                                                if (!pattern8.test(data2)) {
                                                    const err10 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to", schemaPath: "#/definitions/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"" };
                                                    if (vErrors === null) {
                                                        vErrors = [err10];
                                                    }
                                                    else {
                                                        vErrors.push(err10);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err11 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to", schemaPath: "#/definitions/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                if (vErrors === null) {
                                                    vErrors = [err11];
                                                }
                                                else {
                                                    vErrors.push(err11);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid1 = _errs19 === errors;
                                        if (_valid1) {
                                            valid8 = true;
                                            passing1 = 0;
                                        }
                                        const _errs22 = errors;
                                        if (errors === _errs22) {
                                            if (Array.isArray(data2)) {
                                                if (data2.length < 1) {
                                                    const err12 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to", schemaPath: "#/additionalProperties/oneOf/2/properties/to/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                                                    if (vErrors === null) {
                                                        vErrors = [err12];
                                                    }
                                                    else {
                                                        vErrors.push(err12);
                                                    }
                                                    errors++;
                                                }
                                                else {
                                                    var valid10 = true;
                                                    const len1 = data2.length;
                                                    for (let i1 = 0; i1 < len1; i1++) {
                                                        let data3 = data2[i1];
                                                        const _errs24 = errors;
                                                        const _errs25 = errors;
                                                        if (errors === _errs25) {
                                                            if (typeof data3 === "string") {
                                                                if (!pattern8.test(data3)) {
                                                                    const err13 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to/" + i1, schemaPath: "#/definitions/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err13];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err13);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            else {
                                                                const err14 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to/" + i1, schemaPath: "#/definitions/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err14];
                                                                }
                                                                else {
                                                                    vErrors.push(err14);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        var valid10 = _errs24 === errors;
                                                        if (!valid10) {
                                                            break;
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                const err15 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to", schemaPath: "#/additionalProperties/oneOf/2/properties/to/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                                if (vErrors === null) {
                                                    vErrors = [err15];
                                                }
                                                else {
                                                    vErrors.push(err15);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid1 = _errs22 === errors;
                                        if (_valid1 && valid8) {
                                            valid8 = false;
                                            passing1 = [passing1, 1];
                                        }
                                        else {
                                            if (_valid1) {
                                                valid8 = true;
                                                passing1 = 1;
                                            }
                                        }
                                        if (!valid8) {
                                            const err16 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/to", schemaPath: "#/additionalProperties/oneOf/2/properties/to/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                                            if (vErrors === null) {
                                                vErrors = [err16];
                                            }
                                            else {
                                                vErrors.push(err16);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs18;
                                            if (vErrors !== null) {
                                                if (_errs18) {
                                                    vErrors.length = _errs18;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        var valid7 = _errs17 === errors;
                                    }
                                    else {
                                        var valid7 = true;
                                    }
                                    if (valid7) {
                                        if (data0.alias !== undefined) {
                                            const _errs27 = errors;
                                            if (typeof data0.alias !== "boolean") {
                                                const err17 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/alias", schemaPath: "#/additionalProperties/oneOf/2/properties/alias/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                                if (vErrors === null) {
                                                    vErrors = [err17];
                                                }
                                                else {
                                                    vErrors.push(err17);
                                                }
                                                errors++;
                                            }
                                            var valid7 = _errs27 === errors;
                                        }
                                        else {
                                            var valid7 = true;
                                        }
                                        if (valid7) {
                                            if (data0.aliasUntil !== undefined) {
                                                let data5 = data0.aliasUntil;
                                                const _errs29 = errors;
                                                const _errs30 = errors;
                                                if (errors === _errs30) {
                                                    if (typeof data5 === "string") {
                                                        if (!pattern13.test(data5)) {
                                                            const err18 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/aliasUntil", schemaPath: "#/definitions/date/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: "must match pattern \"" + "^\\d{4}-\\d{2}-\\d{2}$" + "\"" };
                                                            if (vErrors === null) {
                                                                vErrors = [err18];
                                                            }
                                                            else {
                                                                vErrors.push(err18);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err19 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/aliasUntil", schemaPath: "#/definitions/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                        if (vErrors === null) {
                                                            vErrors = [err19];
                                                        }
                                                        else {
                                                            vErrors.push(err19);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var valid7 = _errs29 === errors;
                                            }
                                            else {
                                                var valid7 = true;
                                            }
                                            if (valid7) {
                                                if (data0.reason !== undefined) {
                                                    const _errs32 = errors;
                                                    if (typeof data0.reason !== "string") {
                                                        const err20 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/reason", schemaPath: "#/additionalProperties/oneOf/2/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                        if (vErrors === null) {
                                                            vErrors = [err20];
                                                        }
                                                        else {
                                                            vErrors.push(err20);
                                                        }
                                                        errors++;
                                                    }
                                                    var valid7 = _errs32 === errors;
                                                }
                                                else {
                                                    var valid7 = true;
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            const err21 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs14 === errors;
                    if (_valid0 && valid3) {
                        valid3 = false;
                        passing0 = [passing0, 2];
                    }
                    else {
                        if (_valid0) {
                            valid3 = true;
                            passing0 = 2;
                        }
                    }
                }
                if (!valid3) {
                    const err22 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                    validate18.errors = vErrors;
                    return false;
                }
                else {
                    errors = _errs5;
                    if (vErrors !== null) {
                        if (_errs5) {
                            vErrors.length = _errs5;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                var valid2 = _errs4 === errors;
                if (!valid2) {
                    break;
                }
            }
        }
    }
    else {
        validate18.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate18.errors = vErrors; return errors === 0; } function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs1 = errors; let valid0 = false; let passing0 = null; const _errs2 = errors; const _errs3 = errors; const _errs4 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if ((data.url === undefined) && (missing0 = "url")) {
        const err0 = {};
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
} var valid1 = _errs4 === errors; if (valid1) {
    const err1 = { instancePath, schemaPath: "#/oneOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err1];
    }
    else {
        vErrors.push(err1);
    }
    errors++;
}
else {
    errors = _errs3;
    if (vErrors !== null) {
        if (_errs3) {
            vErrors.length = _errs3;
        }
        else {
            vErrors = null;
        }
    }
} if (errors === _errs2) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing1;
        if ((data.command === undefined) && (missing1 = "command")) {
            const err2 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
} var _valid0 = _errs2 === errors; if (_valid0) {
    valid0 = true;
    passing0 = 0;
} const _errs5 = errors; const _errs6 = errors; const _errs7 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if ((data.command === undefined) && (missing2 = "command")) {
        const err3 = {};
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
} var valid2 = _errs7 === errors; if (valid2) {
    const err4 = { instancePath, schemaPath: "#/oneOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err4];
    }
    else {
        vErrors.push(err4);
    }
    errors++;
}
else {
    errors = _errs6;
    if (vErrors !== null) {
        if (_errs6) {
            vErrors.length = _errs6;
        }
        else {
            vErrors = null;
        }
    }
} if (errors === _errs5) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing3;
        if ((data.url === undefined) && (missing3 = "url")) {
            const err5 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
} var _valid0 = _errs5 === errors; if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
}
else {
    if (_valid0) {
        valid0 = true;
        passing0 = 1;
    }
} if (!valid0) {
    const err6 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
        vErrors = [err6];
    }
    else {
        vErrors.push(err6);
    }
    errors++;
    validate15.errors = vErrors;
    return false;
}
else {
    errors = _errs1;
    if (vErrors !== null) {
        if (_errs1) {
            vErrors.length = _errs1;
        }
        else {
            vErrors = null;
        }
    }
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        const _errs8 = errors;
        for (const key0 in data) {
            if (!(func1.call(schema9.properties, key0))) {
                validate15.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
            }
        }
        if (_errs8 === errors) {
            if (data.build !== undefined) {
                let data0 = data.build;
                const _errs9 = errors;
                if (errors === _errs9) {
                    if (typeof data0 === "string") {
                        if (func0(data0) < 1) {
                            validate15.errors = [{ instancePath: instancePath + "/build", schemaPath: "#/properties/build/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                            return false;
                        }
                    }
                    else {
                        validate15.errors = [{ instancePath: instancePath + "/build", schemaPath: "#/properties/build/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                    }
                }
                var valid3 = _errs9 === errors;
            }
            else {
                var valid3 = true;
            }
            if (valid3) {
                if (data.command !== undefined) {
                    let data1 = data.command;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                        if (typeof data1 === "string") {
                            if (func0(data1) < 1) {
                                validate15.errors = [{ instancePath: instancePath + "/command", schemaPath: "#/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                return false;
                            }
                        }
                        else {
                            validate15.errors = [{ instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid3 = _errs11 === errors;
                }
                else {
                    var valid3 = true;
                }
                if (valid3) {
                    if (data.args !== undefined) {
                        let data2 = data.args;
                        const _errs13 = errors;
                        const _errs14 = errors;
                        if (errors === _errs14) {
                            if (Array.isArray(data2)) {
                                var valid5 = true;
                                const len0 = data2.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                    const _errs16 = errors;
                                    if (typeof data2[i0] !== "string") {
                                        validate15.errors = [{ instancePath: instancePath + "/args/" + i0, schemaPath: "#/definitions/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid5 = _errs16 === errors;
                                    if (!valid5) {
                                        break;
                                    }
                                }
                            }
                            else {
                                validate15.errors = [{ instancePath: instancePath + "/args", schemaPath: "#/definitions/args/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                            }
                        }
                        var valid3 = _errs13 === errors;
                    }
                    else {
                        var valid3 = true;
                    }
                    if (valid3) {
                        if (data.env !== undefined) {
                            let data4 = data.env;
                            const _errs18 = errors;
                            const _errs19 = errors;
                            if (errors === _errs19) {
                                if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                    for (const key1 in data4) {
                                        const _errs22 = errors;
                                        if (typeof data4[key1] !== "string") {
                                            validate15.errors = [{ instancePath: instancePath + "/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringMap/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                        }
                                        var valid7 = _errs22 === errors;
                                        if (!valid7) {
                                            break;
                                        }
                                    }
                                }
                                else {
                                    validate15.errors = [{ instancePath: instancePath + "/env", schemaPath: "#/definitions/stringMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                }
                            }
                            var valid3 = _errs18 === errors;
                        }
                        else {
                            var valid3 = true;
                        }
                        if (valid3) {
                            if (data.cwd !== undefined) {
                                const _errs24 = errors;
                                if (typeof data.cwd !== "string") {
                                    validate15.errors = [{ instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                                var valid3 = _errs24 === errors;
                            }
                            else {
                                var valid3 = true;
                            }
                            if (valid3) {
                                if (data.url !== undefined) {
                                    let data7 = data.url;
                                    const _errs26 = errors;
                                    if (errors === _errs26) {
                                        if (errors === _errs26) {
                                            if (typeof data7 === "string") {
                                                if (!(formats0.test(data7))) {
                                                    validate15.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" }];
                                                    return false;
                                                }
                                            }
                                            else {
                                                validate15.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                        }
                                    }
                                    var valid3 = _errs26 === errors;
                                }
                                else {
                                    var valid3 = true;
                                }
                                if (valid3) {
                                    if (data.headers !== undefined) {
                                        let data8 = data.headers;
                                        const _errs28 = errors;
                                        const _errs29 = errors;
                                        if (errors === _errs29) {
                                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                                for (const key2 in data8) {
                                                    const _errs32 = errors;
                                                    if (typeof data8[key2] !== "string") {
                                                        validate15.errors = [{ instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringMap/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                    }
                                                    var valid9 = _errs32 === errors;
                                                    if (!valid9) {
                                                        break;
                                                    }
                                                }
                                            }
                                            else {
                                                validate15.errors = [{ instancePath: instancePath + "/headers", schemaPath: "#/definitions/stringMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                        }
                                        var valid3 = _errs28 === errors;
                                    }
                                    else {
                                        var valid3 = true;
                                    }
                                    if (valid3) {
                                        if (data.oauth !== undefined) {
                                            let data10 = data.oauth;
                                            const _errs34 = errors;
                                            const _errs35 = errors;
                                            if (errors === _errs35) {
                                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                    const _errs37 = errors;
                                                    for (const key3 in data10) {
                                                        if (!((((((((key3 === "clientId") || (key3 === "clientSecretEnv")) || (key3 === "privateKeyEnv")) || (key3 === "signingAlgorithm")) || (key3 === "tokenEndpointAuthMethod")) || (key3 === "clientMetadataUrl")) || (key3 === "scope")) || (key3 === "grant"))) {
                                                            validate15.errors = [{ instancePath: instancePath + "/oauth", schemaPath: "#/definitions/oauth/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                            return false;
                                                            break;
                                                        }
                                                    }
                                                    if (_errs37 === errors) {
                                                        if (data10.clientId !== undefined) {
                                                            let data11 = data10.clientId;
                                                            const _errs38 = errors;
                                                            if (errors === _errs38) {
                                                                if (typeof data11 === "string") {
                                                                    if (func0(data11) < 1) {
                                                                        validate15.errors = [{ instancePath: instancePath + "/oauth/clientId", schemaPath: "#/definitions/oauth/properties/clientId/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                else {
                                                                    validate15.errors = [{ instancePath: instancePath + "/oauth/clientId", schemaPath: "#/definitions/oauth/properties/clientId/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid11 = _errs38 === errors;
                                                        }
                                                        else {
                                                            var valid11 = true;
                                                        }
                                                        if (valid11) {
                                                            if (data10.clientSecretEnv !== undefined) {
                                                                let data12 = data10.clientSecretEnv;
                                                                const _errs40 = errors;
                                                                if (errors === _errs40) {
                                                                    if (typeof data12 === "string") {
                                                                        if (!pattern3.test(data12)) {
                                                                            validate15.errors = [{ instancePath: instancePath + "/oauth/clientSecretEnv", schemaPath: "#/definitions/oauth/properties/clientSecretEnv/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: "must match pattern \"" + "^[A-Za-z_][A-Za-z0-9_]*$" + "\"" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate15.errors = [{ instancePath: instancePath + "/oauth/clientSecretEnv", schemaPath: "#/definitions/oauth/properties/clientSecretEnv/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid11 = _errs40 === errors;
                                                            }
                                                            else {
                                                                var valid11 = true;
                                                            }
                                                            if (valid11) {
                                                                if (data10.privateKeyEnv !== undefined) {
                                                                    let data13 = data10.privateKeyEnv;
                                                                    const _errs42 = errors;
                                                                    if (errors === _errs42) {
                                                                        if (typeof data13 === "string") {
                                                                            if (!pattern3.test(data13)) {
                                                                                validate15.errors = [{ instancePath: instancePath + "/oauth/privateKeyEnv", schemaPath: "#/definitions/oauth/properties/privateKeyEnv/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: "must match pattern \"" + "^[A-Za-z_][A-Za-z0-9_]*$" + "\"" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate15.errors = [{ instancePath: instancePath + "/oauth/privateKeyEnv", schemaPath: "#/definitions/oauth/properties/privateKeyEnv/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid11 = _errs42 === errors;
                                                                }
                                                                else {
                                                                    var valid11 = true;
                                                                }
                                                                if (valid11) {
                                                                    if (data10.signingAlgorithm !== undefined) {
                                                                        let data14 = data10.signingAlgorithm;
                                                                        const _errs44 = errors;
                                                                        if (errors === _errs44) {
                                                                            if (typeof data14 === "string") {
                                                                                if (!pattern5.test(data14)) {
                                                                                    validate15.errors = [{ instancePath: instancePath + "/oauth/signingAlgorithm", schemaPath: "#/definitions/oauth/properties/signingAlgorithm/pattern", keyword: "pattern", params: { pattern: "^(RS|PS|ES)(256|384|512)$|^EdDSA$" }, message: "must match pattern \"" + "^(RS|PS|ES)(256|384|512)$|^EdDSA$" + "\"" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate15.errors = [{ instancePath: instancePath + "/oauth/signingAlgorithm", schemaPath: "#/definitions/oauth/properties/signingAlgorithm/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid11 = _errs44 === errors;
                                                                    }
                                                                    else {
                                                                        var valid11 = true;
                                                                    }
                                                                    if (valid11) {
                                                                        if (data10.tokenEndpointAuthMethod !== undefined) {
                                                                            let data15 = data10.tokenEndpointAuthMethod;
                                                                            const _errs46 = errors;
                                                                            if (!((((data15 === "client_secret_basic") || (data15 === "client_secret_post")) || (data15 === "private_key_jwt")) || (data15 === "none"))) {
                                                                                validate15.errors = [{ instancePath: instancePath + "/oauth/tokenEndpointAuthMethod", schemaPath: "#/definitions/oauth/properties/tokenEndpointAuthMethod/enum", keyword: "enum", params: { allowedValues: schema13.properties.tokenEndpointAuthMethod.enum }, message: "must be equal to one of the allowed values" }];
                                                                                return false;
                                                                            }
                                                                            var valid11 = _errs46 === errors;
                                                                        }
                                                                        else {
                                                                            var valid11 = true;
                                                                        }
                                                                        if (valid11) {
                                                                            if (data10.clientMetadataUrl !== undefined) {
                                                                                let data16 = data10.clientMetadataUrl;
                                                                                const _errs47 = errors;
                                                                                if (errors === _errs47) {
                                                                                    if (errors === _errs47) {
                                                                                        if (typeof data16 === "string") {
                                                                                            if (!(formats0.test(data16))) {
                                                                                                validate15.errors = [{ instancePath: instancePath + "/oauth/clientMetadataUrl", schemaPath: "#/definitions/oauth/properties/clientMetadataUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/oauth/clientMetadataUrl", schemaPath: "#/definitions/oauth/properties/clientMetadataUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                var valid11 = _errs47 === errors;
                                                                            }
                                                                            else {
                                                                                var valid11 = true;
                                                                            }
                                                                            if (valid11) {
                                                                                if (data10.scope !== undefined) {
                                                                                    const _errs49 = errors;
                                                                                    if (typeof data10.scope !== "string") {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/oauth/scope", schemaPath: "#/definitions/oauth/properties/scope/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                    var valid11 = _errs49 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid11 = true;
                                                                                }
                                                                                if (valid11) {
                                                                                    if (data10.grant !== undefined) {
                                                                                        let data18 = data10.grant;
                                                                                        const _errs51 = errors;
                                                                                        if (!((data18 === "client_credentials") || (data18 === "authorization_code"))) {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/oauth/grant", schemaPath: "#/definitions/oauth/properties/grant/enum", keyword: "enum", params: { allowedValues: schema13.properties.grant.enum }, message: "must be equal to one of the allowed values" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid11 = _errs51 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid11 = true;
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
                                                    validate15.errors = [{ instancePath: instancePath + "/oauth", schemaPath: "#/definitions/oauth/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                }
                                            }
                                            var valid3 = _errs34 === errors;
                                        }
                                        else {
                                            var valid3 = true;
                                        }
                                        if (valid3) {
                                            if (data.protocolEra !== undefined) {
                                                let data19 = data.protocolEra;
                                                const _errs52 = errors;
                                                if (!(((data19 === "auto") || (data19 === "legacy")) || (data19 === "modern"))) {
                                                    validate15.errors = [{ instancePath: instancePath + "/protocolEra", schemaPath: "#/properties/protocolEra/enum", keyword: "enum", params: { allowedValues: schema9.properties.protocolEra.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                }
                                                var valid3 = _errs52 === errors;
                                            }
                                            else {
                                                var valid3 = true;
                                            }
                                            if (valid3) {
                                                if (data.transport !== undefined) {
                                                    let data20 = data.transport;
                                                    const _errs53 = errors;
                                                    if (!((((data20 === "stdio") || (data20 === "streamable-http")) || (data20 === "sse")) || (data20 === "auto"))) {
                                                        validate15.errors = [{ instancePath: instancePath + "/transport", schemaPath: "#/properties/transport/enum", keyword: "enum", params: { allowedValues: schema9.properties.transport.enum }, message: "must be equal to one of the allowed values" }];
                                                        return false;
                                                    }
                                                    var valid3 = _errs53 === errors;
                                                }
                                                else {
                                                    var valid3 = true;
                                                }
                                                if (valid3) {
                                                    if (data.start !== undefined) {
                                                        let data21 = data.start;
                                                        const _errs54 = errors;
                                                        if (errors === _errs54) {
                                                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                                                let missing4;
                                                                if ((data21.command === undefined) && (missing4 = "command")) {
                                                                    validate15.errors = [{ instancePath: instancePath + "/start", schemaPath: "#/properties/start/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                                    return false;
                                                                }
                                                                else {
                                                                    const _errs56 = errors;
                                                                    for (const key4 in data21) {
                                                                        if (!(((((key4 === "command") || (key4 === "args")) || (key4 === "env")) || (key4 === "cwd")) || (key4 === "readyUrl"))) {
                                                                            validate15.errors = [{ instancePath: instancePath + "/start", schemaPath: "#/properties/start/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                                            return false;
                                                                            break;
                                                                        }
                                                                    }
                                                                    if (_errs56 === errors) {
                                                                        if (data21.command !== undefined) {
                                                                            let data22 = data21.command;
                                                                            const _errs57 = errors;
                                                                            if (errors === _errs57) {
                                                                                if (typeof data22 === "string") {
                                                                                    if (func0(data22) < 1) {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/start/command", schemaPath: "#/properties/start/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate15.errors = [{ instancePath: instancePath + "/start/command", schemaPath: "#/properties/start/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid12 = _errs57 === errors;
                                                                        }
                                                                        else {
                                                                            var valid12 = true;
                                                                        }
                                                                        if (valid12) {
                                                                            if (data21.args !== undefined) {
                                                                                let data23 = data21.args;
                                                                                const _errs59 = errors;
                                                                                const _errs60 = errors;
                                                                                if (errors === _errs60) {
                                                                                    if (Array.isArray(data23)) {
                                                                                        var valid14 = true;
                                                                                        const len1 = data23.length;
                                                                                        for (let i1 = 0; i1 < len1; i1++) {
                                                                                            const _errs62 = errors;
                                                                                            if (typeof data23[i1] !== "string") {
                                                                                                validate15.errors = [{ instancePath: instancePath + "/start/args/" + i1, schemaPath: "#/definitions/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                return false;
                                                                                            }
                                                                                            var valid14 = _errs62 === errors;
                                                                                            if (!valid14) {
                                                                                                break;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/start/args", schemaPath: "#/definitions/args/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid12 = _errs59 === errors;
                                                                            }
                                                                            else {
                                                                                var valid12 = true;
                                                                            }
                                                                            if (valid12) {
                                                                                if (data21.env !== undefined) {
                                                                                    let data25 = data21.env;
                                                                                    const _errs64 = errors;
                                                                                    const _errs65 = errors;
                                                                                    if (errors === _errs65) {
                                                                                        if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                                                                                            for (const key5 in data25) {
                                                                                                const _errs68 = errors;
                                                                                                if (typeof data25[key5] !== "string") {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/start/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringMap/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid16 = _errs68 === errors;
                                                                                                if (!valid16) {
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/start/env", schemaPath: "#/definitions/stringMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid12 = _errs64 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid12 = true;
                                                                                }
                                                                                if (valid12) {
                                                                                    if (data21.cwd !== undefined) {
                                                                                        const _errs70 = errors;
                                                                                        if (typeof data21.cwd !== "string") {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/start/cwd", schemaPath: "#/properties/start/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid12 = _errs70 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid12 = true;
                                                                                    }
                                                                                    if (valid12) {
                                                                                        if (data21.readyUrl !== undefined) {
                                                                                            let data28 = data21.readyUrl;
                                                                                            const _errs72 = errors;
                                                                                            if (errors === _errs72) {
                                                                                                if (errors === _errs72) {
                                                                                                    if (typeof data28 === "string") {
                                                                                                        if (!(formats0.test(data28))) {
                                                                                                            validate15.errors = [{ instancePath: instancePath + "/start/readyUrl", schemaPath: "#/properties/start/properties/readyUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate15.errors = [{ instancePath: instancePath + "/start/readyUrl", schemaPath: "#/properties/start/properties/readyUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            var valid12 = _errs72 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid12 = true;
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                validate15.errors = [{ instancePath: instancePath + "/start", schemaPath: "#/properties/start/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid3 = _errs54 === errors;
                                                    }
                                                    else {
                                                        var valid3 = true;
                                                    }
                                                    if (valid3) {
                                                        if (data.timeouts !== undefined) {
                                                            let data29 = data.timeouts;
                                                            const _errs74 = errors;
                                                            if (errors === _errs74) {
                                                                if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                                                                    const _errs76 = errors;
                                                                    for (const key6 in data29) {
                                                                        if (!((((((key6 === "buildMs") || (key6 === "startMs")) || (key6 === "initializeMs")) || (key6 === "requestMs")) || (key6 === "totalMs")) || (key6 === "settleMs"))) {
                                                                            validate15.errors = [{ instancePath: instancePath + "/timeouts", schemaPath: "#/properties/timeouts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" }];
                                                                            return false;
                                                                            break;
                                                                        }
                                                                    }
                                                                    if (_errs76 === errors) {
                                                                        if (data29.buildMs !== undefined) {
                                                                            let data30 = data29.buildMs;
                                                                            const _errs77 = errors;
                                                                            if (!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))) {
                                                                                validate15.errors = [{ instancePath: instancePath + "/timeouts/buildMs", schemaPath: "#/properties/timeouts/properties/buildMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                return false;
                                                                            }
                                                                            if (errors === _errs77) {
                                                                                if (typeof data30 == "number") {
                                                                                    if (data30 < 1 || isNaN(data30)) {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/timeouts/buildMs", schemaPath: "#/properties/timeouts/properties/buildMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                            }
                                                                            var valid17 = _errs77 === errors;
                                                                        }
                                                                        else {
                                                                            var valid17 = true;
                                                                        }
                                                                        if (valid17) {
                                                                            if (data29.startMs !== undefined) {
                                                                                let data31 = data29.startMs;
                                                                                const _errs79 = errors;
                                                                                if (!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))) {
                                                                                    validate15.errors = [{ instancePath: instancePath + "/timeouts/startMs", schemaPath: "#/properties/timeouts/properties/startMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                    return false;
                                                                                }
                                                                                if (errors === _errs79) {
                                                                                    if (typeof data31 == "number") {
                                                                                        if (data31 < 1 || isNaN(data31)) {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/timeouts/startMs", schemaPath: "#/properties/timeouts/properties/startMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                var valid17 = _errs79 === errors;
                                                                            }
                                                                            else {
                                                                                var valid17 = true;
                                                                            }
                                                                            if (valid17) {
                                                                                if (data29.initializeMs !== undefined) {
                                                                                    let data32 = data29.initializeMs;
                                                                                    const _errs81 = errors;
                                                                                    if (!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))) {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/timeouts/initializeMs", schemaPath: "#/properties/timeouts/properties/initializeMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                        return false;
                                                                                    }
                                                                                    if (errors === _errs81) {
                                                                                        if (typeof data32 == "number") {
                                                                                            if (data32 < 1 || isNaN(data32)) {
                                                                                                validate15.errors = [{ instancePath: instancePath + "/timeouts/initializeMs", schemaPath: "#/properties/timeouts/properties/initializeMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    var valid17 = _errs81 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid17 = true;
                                                                                }
                                                                                if (valid17) {
                                                                                    if (data29.requestMs !== undefined) {
                                                                                        let data33 = data29.requestMs;
                                                                                        const _errs83 = errors;
                                                                                        if (!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))) {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/properties/timeouts/properties/requestMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                            return false;
                                                                                        }
                                                                                        if (errors === _errs83) {
                                                                                            if (typeof data33 == "number") {
                                                                                                if (data33 < 1 || isNaN(data33)) {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/properties/timeouts/properties/requestMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        var valid17 = _errs83 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid17 = true;
                                                                                    }
                                                                                    if (valid17) {
                                                                                        if (data29.totalMs !== undefined) {
                                                                                            let data34 = data29.totalMs;
                                                                                            const _errs85 = errors;
                                                                                            if (!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))) {
                                                                                                validate15.errors = [{ instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/properties/timeouts/properties/totalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                return false;
                                                                                            }
                                                                                            if (errors === _errs85) {
                                                                                                if (typeof data34 == "number") {
                                                                                                    if (data34 < 1 || isNaN(data34)) {
                                                                                                        validate15.errors = [{ instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/properties/timeouts/properties/totalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            var valid17 = _errs85 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid17 = true;
                                                                                        }
                                                                                        if (valid17) {
                                                                                            if (data29.settleMs !== undefined) {
                                                                                                let data35 = data29.settleMs;
                                                                                                const _errs87 = errors;
                                                                                                if (!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))) {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/timeouts/settleMs", schemaPath: "#/properties/timeouts/properties/settleMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                    return false;
                                                                                                }
                                                                                                if (errors === _errs87) {
                                                                                                    if (typeof data35 == "number") {
                                                                                                        if (data35 < 0 || isNaN(data35)) {
                                                                                                            validate15.errors = [{ instancePath: instancePath + "/timeouts/settleMs", schemaPath: "#/properties/timeouts/properties/settleMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                var valid17 = _errs87 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid17 = true;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    validate15.errors = [{ instancePath: instancePath + "/timeouts", schemaPath: "#/properties/timeouts/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid3 = _errs74 === errors;
                                                        }
                                                        else {
                                                            var valid3 = true;
                                                        }
                                                        if (valid3) {
                                                            if (data.limits !== undefined) {
                                                                let data36 = data.limits;
                                                                const _errs89 = errors;
                                                                if (errors === _errs89) {
                                                                    if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
                                                                        const _errs91 = errors;
                                                                        for (const key7 in data36) {
                                                                            if (!(((key7 === "maxPages") || (key7 === "maxItems")) || (key7 === "maxMessageBytes"))) {
                                                                                validate15.errors = [{ instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" }];
                                                                                return false;
                                                                                break;
                                                                            }
                                                                        }
                                                                        if (_errs91 === errors) {
                                                                            if (data36.maxPages !== undefined) {
                                                                                let data37 = data36.maxPages;
                                                                                const _errs92 = errors;
                                                                                if (!((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37)))) {
                                                                                    validate15.errors = [{ instancePath: instancePath + "/limits/maxPages", schemaPath: "#/properties/limits/properties/maxPages/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                    return false;
                                                                                }
                                                                                if (errors === _errs92) {
                                                                                    if (typeof data37 == "number") {
                                                                                        if (data37 < 1 || isNaN(data37)) {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/limits/maxPages", schemaPath: "#/properties/limits/properties/maxPages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                var valid18 = _errs92 === errors;
                                                                            }
                                                                            else {
                                                                                var valid18 = true;
                                                                            }
                                                                            if (valid18) {
                                                                                if (data36.maxItems !== undefined) {
                                                                                    let data38 = data36.maxItems;
                                                                                    const _errs94 = errors;
                                                                                    if (!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))) {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/limits/maxItems", schemaPath: "#/properties/limits/properties/maxItems/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                        return false;
                                                                                    }
                                                                                    if (errors === _errs94) {
                                                                                        if (typeof data38 == "number") {
                                                                                            if (data38 < 1 || isNaN(data38)) {
                                                                                                validate15.errors = [{ instancePath: instancePath + "/limits/maxItems", schemaPath: "#/properties/limits/properties/maxItems/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    var valid18 = _errs94 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid18 = true;
                                                                                }
                                                                                if (valid18) {
                                                                                    if (data36.maxMessageBytes !== undefined) {
                                                                                        let data39 = data36.maxMessageBytes;
                                                                                        const _errs96 = errors;
                                                                                        if (!((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39)))) {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/limits/maxMessageBytes", schemaPath: "#/properties/limits/properties/maxMessageBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                            return false;
                                                                                        }
                                                                                        if (errors === _errs96) {
                                                                                            if (typeof data39 == "number") {
                                                                                                if (data39 < 1024 || isNaN(data39)) {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/limits/maxMessageBytes", schemaPath: "#/properties/limits/properties/maxMessageBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1024 }, message: "must be >= 1024" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        var valid18 = _errs96 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid18 = true;
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate15.errors = [{ instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid3 = _errs89 === errors;
                                                            }
                                                            else {
                                                                var valid3 = true;
                                                            }
                                                            if (valid3) {
                                                                if (data.snapshot !== undefined) {
                                                                    let data40 = data.snapshot;
                                                                    const _errs98 = errors;
                                                                    if (errors === _errs98) {
                                                                        if (typeof data40 === "string") {
                                                                            if (func0(data40) < 1) {
                                                                                validate15.errors = [{ instancePath: instancePath + "/snapshot", schemaPath: "#/properties/snapshot/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate15.errors = [{ instancePath: instancePath + "/snapshot", schemaPath: "#/properties/snapshot/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid3 = _errs98 === errors;
                                                                }
                                                                else {
                                                                    var valid3 = true;
                                                                }
                                                                if (valid3) {
                                                                    if (data.approved !== undefined) {
                                                                        let data41 = data.approved;
                                                                        const _errs100 = errors;
                                                                        if (errors === _errs100) {
                                                                            if (typeof data41 === "string") {
                                                                                if (!pattern6.test(data41)) {
                                                                                    validate15.errors = [{ instancePath: instancePath + "/approved", schemaPath: "#/properties/approved/pattern", keyword: "pattern", params: { pattern: "^registry:[A-Za-z0-9.-]+/[A-Za-z0-9._-]+@[^@\\s]+$" }, message: "must match pattern \"" + "^registry:[A-Za-z0-9.-]+/[A-Za-z0-9._-]+@[^@\\s]+$" + "\"" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate15.errors = [{ instancePath: instancePath + "/approved", schemaPath: "#/properties/approved/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid3 = _errs100 === errors;
                                                                    }
                                                                    else {
                                                                        var valid3 = true;
                                                                    }
                                                                    if (valid3) {
                                                                        if (data.releaseBundle !== undefined) {
                                                                            let data42 = data.releaseBundle;
                                                                            const _errs102 = errors;
                                                                            if (errors === _errs102) {
                                                                                if (typeof data42 === "string") {
                                                                                    if (func0(data42) < 1) {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/releaseBundle", schemaPath: "#/properties/releaseBundle/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate15.errors = [{ instancePath: instancePath + "/releaseBundle", schemaPath: "#/properties/releaseBundle/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid3 = _errs102 === errors;
                                                                        }
                                                                        else {
                                                                            var valid3 = true;
                                                                        }
                                                                        if (valid3) {
                                                                            if (data.surfaces !== undefined) {
                                                                                let data43 = data.surfaces;
                                                                                const _errs104 = errors;
                                                                                if (errors === _errs104) {
                                                                                    if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                                                                                        if (Object.keys(data43).length < 1) {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/surfaces", schemaPath: "#/properties/surfaces/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" }];
                                                                                            return false;
                                                                                        }
                                                                                        else {
                                                                                            for (const key8 in data43) {
                                                                                                const _errs106 = errors;
                                                                                                if (typeof key8 === "string") {
                                                                                                    if (!pattern2.test(key8)) {
                                                                                                        const err7 = { instancePath: instancePath + "/surfaces", schemaPath: "#/properties/surfaces/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: "must match pattern \"" + "^[A-Za-z0-9][A-Za-z0-9._-]*$" + "\"", propertyName: key8 };
                                                                                                        if (vErrors === null) {
                                                                                                            vErrors = [err7];
                                                                                                        }
                                                                                                        else {
                                                                                                            vErrors.push(err7);
                                                                                                        }
                                                                                                        errors++;
                                                                                                    }
                                                                                                }
                                                                                                var valid19 = _errs106 === errors;
                                                                                                if (!valid19) {
                                                                                                    const err8 = { instancePath: instancePath + "/surfaces", schemaPath: "#/properties/surfaces/propertyNames", keyword: "propertyNames", params: { propertyName: key8 }, message: "property name must be valid" };
                                                                                                    if (vErrors === null) {
                                                                                                        vErrors = [err8];
                                                                                                    }
                                                                                                    else {
                                                                                                        vErrors.push(err8);
                                                                                                    }
                                                                                                    errors++;
                                                                                                    validate15.errors = vErrors;
                                                                                                    return false;
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                            if (valid19) {
                                                                                                for (const key9 in data43) {
                                                                                                    const _errs108 = errors;
                                                                                                    if (!(validate16(data43[key9], { instancePath: instancePath + "/surfaces/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data43, parentDataProperty: key9, rootData }))) {
                                                                                                        vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
                                                                                                        errors = vErrors.length;
                                                                                                    }
                                                                                                    var valid20 = _errs108 === errors;
                                                                                                    if (!valid20) {
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate15.errors = [{ instancePath: instancePath + "/surfaces", schemaPath: "#/properties/surfaces/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid3 = _errs104 === errors;
                                                                            }
                                                                            else {
                                                                                var valid3 = true;
                                                                            }
                                                                            if (valid3) {
                                                                                if (data.client !== undefined) {
                                                                                    let data45 = data.client;
                                                                                    const _errs109 = errors;
                                                                                    const _errs110 = errors;
                                                                                    if (errors === _errs110) {
                                                                                        if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                                            const _errs112 = errors;
                                                                                            for (const key10 in data45) {
                                                                                                if (!(((key10 === "name") || (key10 === "version")) || (key10 === "capabilities"))) {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/definitions/client/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" }];
                                                                                                    return false;
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                            if (_errs112 === errors) {
                                                                                                if (data45.name !== undefined) {
                                                                                                    let data46 = data45.name;
                                                                                                    const _errs113 = errors;
                                                                                                    if (errors === _errs113) {
                                                                                                        if (typeof data46 === "string") {
                                                                                                            if (func0(data46) < 1) {
                                                                                                                validate15.errors = [{ instancePath: instancePath + "/client/name", schemaPath: "#/definitions/client/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        else {
                                                                                                            validate15.errors = [{ instancePath: instancePath + "/client/name", schemaPath: "#/definitions/client/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    var valid22 = _errs113 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid22 = true;
                                                                                                }
                                                                                                if (valid22) {
                                                                                                    if (data45.version !== undefined) {
                                                                                                        let data47 = data45.version;
                                                                                                        const _errs115 = errors;
                                                                                                        if (errors === _errs115) {
                                                                                                            if (typeof data47 === "string") {
                                                                                                                if (func0(data47) < 1) {
                                                                                                                    validate15.errors = [{ instancePath: instancePath + "/client/version", schemaPath: "#/definitions/client/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                validate15.errors = [{ instancePath: instancePath + "/client/version", schemaPath: "#/definitions/client/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        var valid22 = _errs115 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid22 = true;
                                                                                                    }
                                                                                                    if (valid22) {
                                                                                                        if (data45.capabilities !== undefined) {
                                                                                                            let data48 = data45.capabilities;
                                                                                                            const _errs117 = errors;
                                                                                                            if (!(data48 && typeof data48 == "object" && !Array.isArray(data48))) {
                                                                                                                validate15.errors = [{ instancePath: instancePath + "/client/capabilities", schemaPath: "#/definitions/client/properties/capabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid22 = _errs117 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid22 = true;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate15.errors = [{ instancePath: instancePath + "/client", schemaPath: "#/definitions/client/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid3 = _errs109 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid3 = true;
                                                                                }
                                                                                if (valid3) {
                                                                                    if (data.resources !== undefined) {
                                                                                        let data49 = data.resources;
                                                                                        const _errs119 = errors;
                                                                                        const _errs120 = errors;
                                                                                        if (errors === _errs120) {
                                                                                            if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                                                                                const _errs122 = errors;
                                                                                                for (const key11 in data49) {
                                                                                                    if (!(((key11 === "include") || (key11 === "uriPatterns")) || (key11 === "excludePatterns"))) {
                                                                                                        validate15.errors = [{ instancePath: instancePath + "/resources", schemaPath: "#/definitions/resources/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" }];
                                                                                                        return false;
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                                if (_errs122 === errors) {
                                                                                                    if (data49.include !== undefined) {
                                                                                                        const _errs123 = errors;
                                                                                                        if (typeof data49.include !== "boolean") {
                                                                                                            validate15.errors = [{ instancePath: instancePath + "/resources/include", schemaPath: "#/definitions/resources/properties/include/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        var valid24 = _errs123 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid24 = true;
                                                                                                    }
                                                                                                    if (valid24) {
                                                                                                        if (data49.uriPatterns !== undefined) {
                                                                                                            let data51 = data49.uriPatterns;
                                                                                                            const _errs125 = errors;
                                                                                                            if (errors === _errs125) {
                                                                                                                if (Array.isArray(data51)) {
                                                                                                                    var valid25 = true;
                                                                                                                    const len2 = data51.length;
                                                                                                                    for (let i2 = 0; i2 < len2; i2++) {
                                                                                                                        const _errs127 = errors;
                                                                                                                        if (typeof data51[i2] !== "string") {
                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/resources/uriPatterns/" + i2, schemaPath: "#/definitions/resources/properties/uriPatterns/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        var valid25 = _errs127 === errors;
                                                                                                                        if (!valid25) {
                                                                                                                            break;
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                else {
                                                                                                                    validate15.errors = [{ instancePath: instancePath + "/resources/uriPatterns", schemaPath: "#/definitions/resources/properties/uriPatterns/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                            var valid24 = _errs125 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid24 = true;
                                                                                                        }
                                                                                                        if (valid24) {
                                                                                                            if (data49.excludePatterns !== undefined) {
                                                                                                                let data53 = data49.excludePatterns;
                                                                                                                const _errs129 = errors;
                                                                                                                if (errors === _errs129) {
                                                                                                                    if (Array.isArray(data53)) {
                                                                                                                        var valid26 = true;
                                                                                                                        const len3 = data53.length;
                                                                                                                        for (let i3 = 0; i3 < len3; i3++) {
                                                                                                                            const _errs131 = errors;
                                                                                                                            if (typeof data53[i3] !== "string") {
                                                                                                                                validate15.errors = [{ instancePath: instancePath + "/resources/excludePatterns/" + i3, schemaPath: "#/definitions/resources/properties/excludePatterns/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            var valid26 = _errs131 === errors;
                                                                                                                            if (!valid26) {
                                                                                                                                break;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/resources/excludePatterns", schemaPath: "#/definitions/resources/properties/excludePatterns/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                }
                                                                                                                var valid24 = _errs129 === errors;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid24 = true;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            else {
                                                                                                validate15.errors = [{ instancePath: instancePath + "/resources", schemaPath: "#/definitions/resources/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        var valid3 = _errs119 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid3 = true;
                                                                                    }
                                                                                    if (valid3) {
                                                                                        if (data.volatileMeta !== undefined) {
                                                                                            let data55 = data.volatileMeta;
                                                                                            const _errs133 = errors;
                                                                                            if (errors === _errs133) {
                                                                                                if (Array.isArray(data55)) {
                                                                                                    var valid27 = true;
                                                                                                    const len4 = data55.length;
                                                                                                    for (let i4 = 0; i4 < len4; i4++) {
                                                                                                        const _errs135 = errors;
                                                                                                        if (typeof data55[i4] !== "string") {
                                                                                                            validate15.errors = [{ instancePath: instancePath + "/volatileMeta/" + i4, schemaPath: "#/properties/volatileMeta/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        var valid27 = _errs135 === errors;
                                                                                                        if (!valid27) {
                                                                                                            break;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                else {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/volatileMeta", schemaPath: "#/properties/volatileMeta/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                            var valid3 = _errs133 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid3 = true;
                                                                                        }
                                                                                        if (valid3) {
                                                                                            if (data.versionFrom !== undefined) {
                                                                                                const _errs137 = errors;
                                                                                                if (typeof data.versionFrom !== "string") {
                                                                                                    validate15.errors = [{ instancePath: instancePath + "/versionFrom", schemaPath: "#/properties/versionFrom/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid3 = _errs137 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid3 = true;
                                                                                            }
                                                                                            if (valid3) {
                                                                                                if (data.renames !== undefined) {
                                                                                                    const _errs139 = errors;
                                                                                                    if (!(validate18(data.renames, { instancePath: instancePath + "/renames", parentData: data, parentDataProperty: "renames", rootData }))) {
                                                                                                        vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                                                                                                        errors = vErrors.length;
                                                                                                    }
                                                                                                    var valid3 = _errs139 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid3 = true;
                                                                                                }
                                                                                                if (valid3) {
                                                                                                    if (data.prefix !== undefined) {
                                                                                                        let data59 = data.prefix;
                                                                                                        const _errs140 = errors;
                                                                                                        if (errors === _errs140) {
                                                                                                            if (typeof data59 === "string") {
                                                                                                                if (func0(data59) > 64) {
                                                                                                                    validate15.errors = [{ instancePath: instancePath + "/prefix", schemaPath: "#/properties/prefix/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                else {
                                                                                                                    if (func0(data59) < 1) {
                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/prefix", schemaPath: "#/properties/prefix/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        if (!pattern14.test(data59)) {
                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/prefix", schemaPath: "#/properties/prefix/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+$" }, message: "must match pattern \"" + "^[A-Za-z0-9_.-]+$" + "\"" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                validate15.errors = [{ instancePath: instancePath + "/prefix", schemaPath: "#/properties/prefix/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        var valid3 = _errs140 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid3 = true;
                                                                                                    }
                                                                                                    if (valid3) {
                                                                                                        if (data.guardPolicy !== undefined) {
                                                                                                            let data60 = data.guardPolicy;
                                                                                                            const _errs142 = errors;
                                                                                                            if (errors === _errs142) {
                                                                                                                if (Array.isArray(data60)) {
                                                                                                                    var valid28 = true;
                                                                                                                    const len5 = data60.length;
                                                                                                                    for (let i5 = 0; i5 < len5; i5++) {
                                                                                                                        const _errs144 = errors;
                                                                                                                        if (typeof data60[i5] !== "string") {
                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/guardPolicy/" + i5, schemaPath: "#/properties/guardPolicy/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        var valid28 = _errs144 === errors;
                                                                                                                        if (!valid28) {
                                                                                                                            break;
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                else {
                                                                                                                    validate15.errors = [{ instancePath: instancePath + "/guardPolicy", schemaPath: "#/properties/guardPolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                            var valid3 = _errs142 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid3 = true;
                                                                                                        }
                                                                                                        if (valid3) {
                                                                                                            if (data.canaries !== undefined) {
                                                                                                                let data62 = data.canaries;
                                                                                                                const _errs146 = errors;
                                                                                                                if (errors === _errs146) {
                                                                                                                    if (Array.isArray(data62)) {
                                                                                                                        var valid29 = true;
                                                                                                                        const len6 = data62.length;
                                                                                                                        for (let i6 = 0; i6 < len6; i6++) {
                                                                                                                            let data63 = data62[i6];
                                                                                                                            const _errs148 = errors;
                                                                                                                            const _errs149 = errors;
                                                                                                                            const _errs151 = errors;
                                                                                                                            let valid31 = true;
                                                                                                                            const _errs152 = errors;
                                                                                                                            if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                                                                                                                                let missing5;
                                                                                                                                if ((data63.allowSideEffects === undefined) && (missing5 = "allowSideEffects")) {
                                                                                                                                    const err9 = {};
                                                                                                                                    if (vErrors === null) {
                                                                                                                                        vErrors = [err9];
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        vErrors.push(err9);
                                                                                                                                    }
                                                                                                                                    errors++;
                                                                                                                                }
                                                                                                                                else {
                                                                                                                                    if (data63.allowSideEffects !== undefined) {
                                                                                                                                        if (true !== data63.allowSideEffects) {
                                                                                                                                            const err10 = {};
                                                                                                                                            if (vErrors === null) {
                                                                                                                                                vErrors = [err10];
                                                                                                                                            }
                                                                                                                                            else {
                                                                                                                                                vErrors.push(err10);
                                                                                                                                            }
                                                                                                                                            errors++;
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                            var _valid1 = _errs152 === errors;
                                                                                                                            errors = _errs151;
                                                                                                                            if (vErrors !== null) {
                                                                                                                                if (_errs151) {
                                                                                                                                    vErrors.length = _errs151;
                                                                                                                                }
                                                                                                                                else {
                                                                                                                                    vErrors = null;
                                                                                                                                }
                                                                                                                            }
                                                                                                                            if (_valid1) {
                                                                                                                                const _errs154 = errors;
                                                                                                                                if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                                                                                                                                    let missing6;
                                                                                                                                    if ((data63.reason === undefined) && (missing6 = "reason")) {
                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6, schemaPath: "#/definitions/canary/then/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                                                                                                        return false;
                                                                                                                                    }
                                                                                                                                }
                                                                                                                                var _valid1 = _errs154 === errors;
                                                                                                                                valid31 = _valid1;
                                                                                                                            }
                                                                                                                            if (!valid31) {
                                                                                                                                const err11 = { instancePath: instancePath + "/canaries/" + i6, schemaPath: "#/definitions/canary/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema" };
                                                                                                                                if (vErrors === null) {
                                                                                                                                    vErrors = [err11];
                                                                                                                                }
                                                                                                                                else {
                                                                                                                                    vErrors.push(err11);
                                                                                                                                }
                                                                                                                                errors++;
                                                                                                                                validate15.errors = vErrors;
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            if (errors === _errs149) {
                                                                                                                                if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                                                                                                                                    let missing7;
                                                                                                                                    if (((data63.tool === undefined) && (missing7 = "tool")) || ((data63.expect === undefined) && (missing7 = "expect"))) {
                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6, schemaPath: "#/definitions/canary/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                                                                                                                        return false;
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        const _errs155 = errors;
                                                                                                                                        for (const key12 in data63) {
                                                                                                                                            if (!((((((key12 === "tool") || (key12 === "arguments")) || (key12 === "surface")) || (key12 === "allowSideEffects")) || (key12 === "reason")) || (key12 === "expect"))) {
                                                                                                                                                validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6, schemaPath: "#/definitions/canary/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" }];
                                                                                                                                                return false;
                                                                                                                                                break;
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                        if (_errs155 === errors) {
                                                                                                                                            if (data63.tool !== undefined) {
                                                                                                                                                let data65 = data63.tool;
                                                                                                                                                const _errs156 = errors;
                                                                                                                                                if (errors === _errs156) {
                                                                                                                                                    if (typeof data65 === "string") {
                                                                                                                                                        if (func0(data65) < 1) {
                                                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/tool", schemaPath: "#/definitions/canary/properties/tool/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                                                            return false;
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                    else {
                                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/tool", schemaPath: "#/definitions/canary/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                                        return false;
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                                var valid33 = _errs156 === errors;
                                                                                                                                            }
                                                                                                                                            else {
                                                                                                                                                var valid33 = true;
                                                                                                                                            }
                                                                                                                                            if (valid33) {
                                                                                                                                                if (data63.arguments !== undefined) {
                                                                                                                                                    let data66 = data63.arguments;
                                                                                                                                                    const _errs158 = errors;
                                                                                                                                                    if (!(data66 && typeof data66 == "object" && !Array.isArray(data66))) {
                                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/arguments", schemaPath: "#/definitions/canary/properties/arguments/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                                                                        return false;
                                                                                                                                                    }
                                                                                                                                                    var valid33 = _errs158 === errors;
                                                                                                                                                }
                                                                                                                                                else {
                                                                                                                                                    var valid33 = true;
                                                                                                                                                }
                                                                                                                                                if (valid33) {
                                                                                                                                                    if (data63.surface !== undefined) {
                                                                                                                                                        let data67 = data63.surface;
                                                                                                                                                        const _errs160 = errors;
                                                                                                                                                        if (errors === _errs160) {
                                                                                                                                                            if (typeof data67 === "string") {
                                                                                                                                                                if (func0(data67) < 1) {
                                                                                                                                                                    validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/surface", schemaPath: "#/definitions/canary/properties/surface/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                                                                    return false;
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                            else {
                                                                                                                                                                validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/surface", schemaPath: "#/definitions/canary/properties/surface/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                                                return false;
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                        var valid33 = _errs160 === errors;
                                                                                                                                                    }
                                                                                                                                                    else {
                                                                                                                                                        var valid33 = true;
                                                                                                                                                    }
                                                                                                                                                    if (valid33) {
                                                                                                                                                        if (data63.allowSideEffects !== undefined) {
                                                                                                                                                            const _errs162 = errors;
                                                                                                                                                            if (typeof data63.allowSideEffects !== "boolean") {
                                                                                                                                                                validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/allowSideEffects", schemaPath: "#/definitions/canary/properties/allowSideEffects/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                                                                return false;
                                                                                                                                                            }
                                                                                                                                                            var valid33 = _errs162 === errors;
                                                                                                                                                        }
                                                                                                                                                        else {
                                                                                                                                                            var valid33 = true;
                                                                                                                                                        }
                                                                                                                                                        if (valid33) {
                                                                                                                                                            if (data63.reason !== undefined) {
                                                                                                                                                                let data69 = data63.reason;
                                                                                                                                                                const _errs164 = errors;
                                                                                                                                                                if (errors === _errs164) {
                                                                                                                                                                    if (typeof data69 === "string") {
                                                                                                                                                                        if (func0(data69) < 1) {
                                                                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/reason", schemaPath: "#/definitions/canary/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                                                                            return false;
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                    else {
                                                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/reason", schemaPath: "#/definitions/canary/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                                                        return false;
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                                var valid33 = _errs164 === errors;
                                                                                                                                                            }
                                                                                                                                                            else {
                                                                                                                                                                var valid33 = true;
                                                                                                                                                            }
                                                                                                                                                            if (valid33) {
                                                                                                                                                                if (data63.expect !== undefined) {
                                                                                                                                                                    let data70 = data63.expect;
                                                                                                                                                                    const _errs166 = errors;
                                                                                                                                                                    if (errors === _errs166) {
                                                                                                                                                                        if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                                                                                                                                                                            if (Object.keys(data70).length < 1) {
                                                                                                                                                                                validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect", schemaPath: "#/definitions/canary/properties/expect/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" }];
                                                                                                                                                                                return false;
                                                                                                                                                                            }
                                                                                                                                                                            else {
                                                                                                                                                                                const _errs168 = errors;
                                                                                                                                                                                for (const key13 in data70) {
                                                                                                                                                                                    if (!((((key13 === "outputSchema") || (key13 === "structuredContent")) || (key13 === "text")) || (key13 === "isError"))) {
                                                                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect", schemaPath: "#/definitions/canary/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" }];
                                                                                                                                                                                        return false;
                                                                                                                                                                                        break;
                                                                                                                                                                                    }
                                                                                                                                                                                }
                                                                                                                                                                                if (_errs168 === errors) {
                                                                                                                                                                                    if (data70.outputSchema !== undefined) {
                                                                                                                                                                                        const _errs169 = errors;
                                                                                                                                                                                        if (true !== data70.outputSchema) {
                                                                                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect/outputSchema", schemaPath: "#/definitions/canary/properties/expect/properties/outputSchema/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                                                                                                                                                            return false;
                                                                                                                                                                                        }
                                                                                                                                                                                        var valid34 = _errs169 === errors;
                                                                                                                                                                                    }
                                                                                                                                                                                    else {
                                                                                                                                                                                        var valid34 = true;
                                                                                                                                                                                    }
                                                                                                                                                                                    if (valid34) {
                                                                                                                                                                                        if (data70.structuredContent !== undefined) {
                                                                                                                                                                                            let data72 = data70.structuredContent;
                                                                                                                                                                                            const _errs170 = errors;
                                                                                                                                                                                            if ((!(data72 && typeof data72 == "object" && !Array.isArray(data72))) && (typeof data72 !== "boolean")) {
                                                                                                                                                                                                validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect/structuredContent", schemaPath: "#/definitions/canary/properties/expect/properties/structuredContent/type", keyword: "type", params: { type: schema31.properties.expect.properties.structuredContent.type }, message: "must be object,boolean" }];
                                                                                                                                                                                                return false;
                                                                                                                                                                                            }
                                                                                                                                                                                            var valid34 = _errs170 === errors;
                                                                                                                                                                                        }
                                                                                                                                                                                        else {
                                                                                                                                                                                            var valid34 = true;
                                                                                                                                                                                        }
                                                                                                                                                                                        if (valid34) {
                                                                                                                                                                                            if (data70.text !== undefined) {
                                                                                                                                                                                                let data73 = data70.text;
                                                                                                                                                                                                const _errs172 = errors;
                                                                                                                                                                                                if (errors === _errs172) {
                                                                                                                                                                                                    if (typeof data73 === "string") {
                                                                                                                                                                                                        if (func0(data73) < 1) {
                                                                                                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect/text", schemaPath: "#/definitions/canary/properties/expect/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                                                                                                            return false;
                                                                                                                                                                                                        }
                                                                                                                                                                                                    }
                                                                                                                                                                                                    else {
                                                                                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect/text", schemaPath: "#/definitions/canary/properties/expect/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                                                                                        return false;
                                                                                                                                                                                                    }
                                                                                                                                                                                                }
                                                                                                                                                                                                var valid34 = _errs172 === errors;
                                                                                                                                                                                            }
                                                                                                                                                                                            else {
                                                                                                                                                                                                var valid34 = true;
                                                                                                                                                                                            }
                                                                                                                                                                                            if (valid34) {
                                                                                                                                                                                                if (data70.isError !== undefined) {
                                                                                                                                                                                                    const _errs174 = errors;
                                                                                                                                                                                                    if (false !== data70.isError) {
                                                                                                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect/isError", schemaPath: "#/definitions/canary/properties/expect/properties/isError/const", keyword: "const", params: { allowedValue: false }, message: "must be equal to constant" }];
                                                                                                                                                                                                        return false;
                                                                                                                                                                                                    }
                                                                                                                                                                                                    var valid34 = _errs174 === errors;
                                                                                                                                                                                                }
                                                                                                                                                                                                else {
                                                                                                                                                                                                    var valid34 = true;
                                                                                                                                                                                                }
                                                                                                                                                                                            }
                                                                                                                                                                                        }
                                                                                                                                                                                    }
                                                                                                                                                                                }
                                                                                                                                                                            }
                                                                                                                                                                        }
                                                                                                                                                                        else {
                                                                                                                                                                            validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6 + "/expect", schemaPath: "#/definitions/canary/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                                                                                            return false;
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                    var valid33 = _errs166 === errors;
                                                                                                                                                                }
                                                                                                                                                                else {
                                                                                                                                                                    var valid33 = true;
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
                                                                                                                                    validate15.errors = [{ instancePath: instancePath + "/canaries/" + i6, schemaPath: "#/definitions/canary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                                                    return false;
                                                                                                                                }
                                                                                                                            }
                                                                                                                            var valid29 = _errs148 === errors;
                                                                                                                            if (!valid29) {
                                                                                                                                break;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        validate15.errors = [{ instancePath: instancePath + "/canaries", schemaPath: "#/properties/canaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                }
                                                                                                                var valid3 = _errs146 === errors;
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
    }
    else {
        validate15.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate15.errors = vErrors; return errors === 0; } function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="https://mcp-contract.dev/schemas/config.schema.json" */ ; let vErrors = null; let errors = 0; if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        const _errs1 = errors;
        for (const key0 in data) {
            if (!(func1.call(schema8.properties, key0))) {
                validate14.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
            }
        }
        if (_errs1 === errors) {
            if (data.$schema !== undefined) {
                const _errs2 = errors;
                if (typeof data.$schema !== "string") {
                    validate14.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                }
                var valid0 = _errs2 === errors;
            }
            else {
                var valid0 = true;
            }
            if (valid0) {
                if (data.setup !== undefined) {
                    let data1 = data.setup;
                    const _errs4 = errors;
                    const _errs5 = errors;
                    let valid1 = false;
                    let passing0 = null;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                        if (typeof data1 === "string") {
                            if (func0(data1) < 1) {
                                const err0 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                if (vErrors === null) {
                                    vErrors = [err0];
                                }
                                else {
                                    vErrors.push(err0);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err1 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err1];
                            }
                            else {
                                vErrors.push(err1);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs6 === errors;
                    if (_valid0) {
                        valid1 = true;
                        passing0 = 0;
                    }
                    const _errs8 = errors;
                    if (errors === _errs8) {
                        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                            let missing0;
                            if ((data1.command === undefined) && (missing0 = "command")) {
                                const err2 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/oneOf/1/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
                                if (vErrors === null) {
                                    vErrors = [err2];
                                }
                                else {
                                    vErrors.push(err2);
                                }
                                errors++;
                            }
                            else {
                                const _errs10 = errors;
                                for (const key1 in data1) {
                                    if (!((key1 === "command") || (key1 === "timeoutMs"))) {
                                        const err3 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                                        if (vErrors === null) {
                                            vErrors = [err3];
                                        }
                                        else {
                                            vErrors.push(err3);
                                        }
                                        errors++;
                                        break;
                                    }
                                }
                                if (_errs10 === errors) {
                                    if (data1.command !== undefined) {
                                        let data2 = data1.command;
                                        const _errs11 = errors;
                                        if (errors === _errs11) {
                                            if (typeof data2 === "string") {
                                                if (func0(data2) < 1) {
                                                    const err4 = { instancePath: instancePath + "/setup/command", schemaPath: "#/properties/setup/oneOf/1/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                                    if (vErrors === null) {
                                                        vErrors = [err4];
                                                    }
                                                    else {
                                                        vErrors.push(err4);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err5 = { instancePath: instancePath + "/setup/command", schemaPath: "#/properties/setup/oneOf/1/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                if (vErrors === null) {
                                                    vErrors = [err5];
                                                }
                                                else {
                                                    vErrors.push(err5);
                                                }
                                                errors++;
                                            }
                                        }
                                        var valid2 = _errs11 === errors;
                                    }
                                    else {
                                        var valid2 = true;
                                    }
                                    if (valid2) {
                                        if (data1.timeoutMs !== undefined) {
                                            let data3 = data1.timeoutMs;
                                            const _errs13 = errors;
                                            if (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) {
                                                const err6 = { instancePath: instancePath + "/setup/timeoutMs", schemaPath: "#/properties/setup/oneOf/1/properties/timeoutMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                if (vErrors === null) {
                                                    vErrors = [err6];
                                                }
                                                else {
                                                    vErrors.push(err6);
                                                }
                                                errors++;
                                            }
                                            if (errors === _errs13) {
                                                if (typeof data3 == "number") {
                                                    if (data3 < 1 || isNaN(data3)) {
                                                        const err7 = { instancePath: instancePath + "/setup/timeoutMs", schemaPath: "#/properties/setup/oneOf/1/properties/timeoutMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                                        if (vErrors === null) {
                                                            vErrors = [err7];
                                                        }
                                                        else {
                                                            vErrors.push(err7);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            var valid2 = _errs13 === errors;
                                        }
                                        else {
                                            var valid2 = true;
                                        }
                                    }
                                }
                            }
                        }
                        else {
                            const err8 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err8];
                            }
                            else {
                                vErrors.push(err8);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs8 === errors;
                    if (_valid0 && valid1) {
                        valid1 = false;
                        passing0 = [passing0, 1];
                    }
                    else {
                        if (_valid0) {
                            valid1 = true;
                            passing0 = 1;
                        }
                    }
                    if (!valid1) {
                        const err9 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                        validate14.errors = vErrors;
                        return false;
                    }
                    else {
                        errors = _errs5;
                        if (vErrors !== null) {
                            if (_errs5) {
                                vErrors.length = _errs5;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    var valid0 = _errs4 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.servers !== undefined) {
                        let data4 = data.servers;
                        const _errs15 = errors;
                        if (errors === _errs15) {
                            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                for (const key2 in data4) {
                                    const _errs17 = errors;
                                    if (typeof key2 === "string") {
                                        if (!pattern2.test(key2)) {
                                            const err10 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: "must match pattern \"" + "^[A-Za-z0-9][A-Za-z0-9._-]*$" + "\"", propertyName: key2 };
                                            if (vErrors === null) {
                                                vErrors = [err10];
                                            }
                                            else {
                                                vErrors.push(err10);
                                            }
                                            errors++;
                                        }
                                    }
                                    var valid3 = _errs17 === errors;
                                    if (!valid3) {
                                        const err11 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/propertyNames", keyword: "propertyNames", params: { propertyName: key2 }, message: "property name must be valid" };
                                        if (vErrors === null) {
                                            vErrors = [err11];
                                        }
                                        else {
                                            vErrors.push(err11);
                                        }
                                        errors++;
                                        validate14.errors = vErrors;
                                        return false;
                                        break;
                                    }
                                }
                                if (valid3) {
                                    for (const key3 in data4) {
                                        const _errs19 = errors;
                                        if (!(validate15(data4[key3], { instancePath: instancePath + "/servers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key3, rootData }))) {
                                            vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid4 = _errs19 === errors;
                                        if (!valid4) {
                                            break;
                                        }
                                    }
                                }
                            }
                            else {
                                validate14.errors = [{ instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                            }
                        }
                        var valid0 = _errs15 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.renames !== undefined) {
                            const _errs20 = errors;
                            if (!(validate18(data.renames, { instancePath: instancePath + "/renames", parentData: data, parentDataProperty: "renames", rootData }))) {
                                vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                                errors = vErrors.length;
                            }
                            var valid0 = _errs20 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.severity !== undefined) {
                                let data7 = data.severity;
                                const _errs21 = errors;
                                if (errors === _errs21) {
                                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                        for (const key4 in data7) {
                                            const _errs23 = errors;
                                            if (typeof key4 === "string") {
                                                if (!pattern15.test(key4)) {
                                                    const err12 = { instancePath: instancePath + "/severity", schemaPath: "#/properties/severity/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }, message: "must match pattern \"" + "^[a-z0-9]+(-[a-z0-9]+)*$" + "\"", propertyName: key4 };
                                                    if (vErrors === null) {
                                                        vErrors = [err12];
                                                    }
                                                    else {
                                                        vErrors.push(err12);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var valid5 = _errs23 === errors;
                                            if (!valid5) {
                                                const err13 = { instancePath: instancePath + "/severity", schemaPath: "#/properties/severity/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid" };
                                                if (vErrors === null) {
                                                    vErrors = [err13];
                                                }
                                                else {
                                                    vErrors.push(err13);
                                                }
                                                errors++;
                                                validate14.errors = vErrors;
                                                return false;
                                                break;
                                            }
                                        }
                                        if (valid5) {
                                            for (const key5 in data7) {
                                                let data8 = data7[key5];
                                                const _errs25 = errors;
                                                if (!(((data8 === "breaking") || (data8 === "review")) || (data8 === "safe"))) {
                                                    validate14.errors = [{ instancePath: instancePath + "/severity/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/severity/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema8.properties.severity.additionalProperties.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                }
                                                var valid6 = _errs25 === errors;
                                                if (!valid6) {
                                                    break;
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        validate14.errors = [{ instancePath: instancePath + "/severity", schemaPath: "#/properties/severity/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs21 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.ignore !== undefined) {
                                    let data9 = data.ignore;
                                    const _errs26 = errors;
                                    if (errors === _errs26) {
                                        if (Array.isArray(data9)) {
                                            var valid7 = true;
                                            const len0 = data9.length;
                                            for (let i0 = 0; i0 < len0; i0++) {
                                                let data10 = data9[i0];
                                                const _errs28 = errors;
                                                const _errs30 = errors;
                                                let valid8 = false;
                                                const _errs31 = errors;
                                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                    let missing1;
                                                    if ((data10.fingerprint === undefined) && (missing1 = "fingerprint")) {
                                                        const err14 = { instancePath: instancePath + "/ignore/" + i0, schemaPath: "#/properties/ignore/items/anyOf/0/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
                                                        if (vErrors === null) {
                                                            vErrors = [err14];
                                                        }
                                                        else {
                                                            vErrors.push(err14);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var _valid1 = _errs31 === errors;
                                                valid8 = valid8 || _valid1;
                                                if (!valid8) {
                                                    const _errs32 = errors;
                                                    if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                        let missing2;
                                                        if (((data10.rule === undefined) && (missing2 = "rule")) || ((data10.ref === undefined) && (missing2 = "ref"))) {
                                                            const err15 = { instancePath: instancePath + "/ignore/" + i0, schemaPath: "#/properties/ignore/items/anyOf/1/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
                                                            if (vErrors === null) {
                                                                vErrors = [err15];
                                                            }
                                                            else {
                                                                vErrors.push(err15);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var _valid1 = _errs32 === errors;
                                                    valid8 = valid8 || _valid1;
                                                }
                                                if (!valid8) {
                                                    const err16 = { instancePath: instancePath + "/ignore/" + i0, schemaPath: "#/properties/ignore/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                    if (vErrors === null) {
                                                        vErrors = [err16];
                                                    }
                                                    else {
                                                        vErrors.push(err16);
                                                    }
                                                    errors++;
                                                    validate14.errors = vErrors;
                                                    return false;
                                                }
                                                else {
                                                    errors = _errs30;
                                                    if (vErrors !== null) {
                                                        if (_errs30) {
                                                            vErrors.length = _errs30;
                                                        }
                                                        else {
                                                            vErrors = null;
                                                        }
                                                    }
                                                }
                                                if (errors === _errs28) {
                                                    if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                        let missing3;
                                                        if ((data10.reason === undefined) && (missing3 = "reason")) {
                                                            validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0, schemaPath: "#/properties/ignore/items/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                            return false;
                                                        }
                                                        else {
                                                            const _errs33 = errors;
                                                            for (const key6 in data10) {
                                                                if (!((((key6 === "fingerprint") || (key6 === "rule")) || (key6 === "ref")) || (key6 === "reason"))) {
                                                                    validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0, schemaPath: "#/properties/ignore/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" }];
                                                                    return false;
                                                                    break;
                                                                }
                                                            }
                                                            if (_errs33 === errors) {
                                                                if (data10.fingerprint !== undefined) {
                                                                    let data11 = data10.fingerprint;
                                                                    const _errs34 = errors;
                                                                    if (errors === _errs34) {
                                                                        if (typeof data11 === "string") {
                                                                            if (!pattern16.test(data11)) {
                                                                                validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0 + "/fingerprint", schemaPath: "#/properties/ignore/items/properties/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{6,64}$" }, message: "must match pattern \"" + "^[0-9a-f]{6,64}$" + "\"" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0 + "/fingerprint", schemaPath: "#/properties/ignore/items/properties/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid9 = _errs34 === errors;
                                                                }
                                                                else {
                                                                    var valid9 = true;
                                                                }
                                                                if (valid9) {
                                                                    if (data10.rule !== undefined) {
                                                                        const _errs36 = errors;
                                                                        if (typeof data10.rule !== "string") {
                                                                            validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0 + "/rule", schemaPath: "#/properties/ignore/items/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                        var valid9 = _errs36 === errors;
                                                                    }
                                                                    else {
                                                                        var valid9 = true;
                                                                    }
                                                                    if (valid9) {
                                                                        if (data10.ref !== undefined) {
                                                                            const _errs38 = errors;
                                                                            if (typeof data10.ref !== "string") {
                                                                                validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0 + "/ref", schemaPath: "#/properties/ignore/items/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                            }
                                                                            var valid9 = _errs38 === errors;
                                                                        }
                                                                        else {
                                                                            var valid9 = true;
                                                                        }
                                                                        if (valid9) {
                                                                            if (data10.reason !== undefined) {
                                                                                let data14 = data10.reason;
                                                                                const _errs40 = errors;
                                                                                if (errors === _errs40) {
                                                                                    if (typeof data14 === "string") {
                                                                                        if (func0(data14) < 1) {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0 + "/reason", schemaPath: "#/properties/ignore/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0 + "/reason", schemaPath: "#/properties/ignore/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid9 = _errs40 === errors;
                                                                            }
                                                                            else {
                                                                                var valid9 = true;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate14.errors = [{ instancePath: instancePath + "/ignore/" + i0, schemaPath: "#/properties/ignore/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                }
                                                var valid7 = _errs28 === errors;
                                                if (!valid7) {
                                                    break;
                                                }
                                            }
                                        }
                                        else {
                                            validate14.errors = [{ instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs26 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.deprecations !== undefined) {
                                        let data15 = data.deprecations;
                                        const _errs42 = errors;
                                        if (errors === _errs42) {
                                            if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                                for (const key7 in data15) {
                                                    const _errs44 = errors;
                                                    if (typeof key7 === "string") {
                                                        if (!pattern8.test(key7)) {
                                                            const err17 = { instancePath: instancePath + "/deprecations", schemaPath: "#/definitions/refPattern/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"", propertyName: key7 };
                                                            if (vErrors === null) {
                                                                vErrors = [err17];
                                                            }
                                                            else {
                                                                vErrors.push(err17);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var valid10 = _errs44 === errors;
                                                    if (!valid10) {
                                                        const err18 = { instancePath: instancePath + "/deprecations", schemaPath: "#/properties/deprecations/propertyNames", keyword: "propertyNames", params: { propertyName: key7 }, message: "property name must be valid" };
                                                        if (vErrors === null) {
                                                            vErrors = [err18];
                                                        }
                                                        else {
                                                            vErrors.push(err18);
                                                        }
                                                        errors++;
                                                        validate14.errors = vErrors;
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (valid10) {
                                                    for (const key8 in data15) {
                                                        let data16 = data15[key8];
                                                        const _errs47 = errors;
                                                        if (errors === _errs47) {
                                                            if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                                                                let missing4;
                                                                if ((data16.since === undefined) && (missing4 = "since")) {
                                                                    validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deprecations/additionalProperties/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                                    return false;
                                                                }
                                                                else {
                                                                    const _errs49 = errors;
                                                                    for (const key9 in data16) {
                                                                        if (!((((key9 === "since") || (key9 === "removeAfter")) || (key9 === "replacedBy")) || (key9 === "reason"))) {
                                                                            validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deprecations/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" }];
                                                                            return false;
                                                                            break;
                                                                        }
                                                                    }
                                                                    if (_errs49 === errors) {
                                                                        if (data16.since !== undefined) {
                                                                            let data17 = data16.since;
                                                                            const _errs50 = errors;
                                                                            if (errors === _errs50) {
                                                                                if (typeof data17 === "string") {
                                                                                    if (func0(data17) < 1) {
                                                                                        validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/properties/deprecations/additionalProperties/properties/since/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/properties/deprecations/additionalProperties/properties/since/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid13 = _errs50 === errors;
                                                                        }
                                                                        else {
                                                                            var valid13 = true;
                                                                        }
                                                                        if (valid13) {
                                                                            if (data16.removeAfter !== undefined) {
                                                                                let data18 = data16.removeAfter;
                                                                                const _errs52 = errors;
                                                                                const _errs53 = errors;
                                                                                if (errors === _errs53) {
                                                                                    if (typeof data18 === "string") {
                                                                                        if (!pattern13.test(data18)) {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/removeAfter", schemaPath: "#/definitions/date/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: "must match pattern \"" + "^\\d{4}-\\d{2}-\\d{2}$" + "\"" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/removeAfter", schemaPath: "#/definitions/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid13 = _errs52 === errors;
                                                                            }
                                                                            else {
                                                                                var valid13 = true;
                                                                            }
                                                                            if (valid13) {
                                                                                if (data16.replacedBy !== undefined) {
                                                                                    let data19 = data16.replacedBy;
                                                                                    const _errs55 = errors;
                                                                                    const _errs56 = errors;
                                                                                    if (errors === _errs56) {
                                                                                        if (typeof data19 === "string") {
                                                                                            if (!pattern8.test(data19)) {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/replacedBy", schemaPath: "#/definitions/ref/pattern", keyword: "pattern", params: { pattern: "^(tool|prompt|resource|resourceTemplate):.+$" }, message: "must match pattern \"" + "^(tool|prompt|resource|resourceTemplate):.+$" + "\"" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/replacedBy", schemaPath: "#/definitions/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid13 = _errs55 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid13 = true;
                                                                                }
                                                                                if (valid13) {
                                                                                    if (data16.reason !== undefined) {
                                                                                        const _errs58 = errors;
                                                                                        if (typeof data16.reason !== "string") {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/reason", schemaPath: "#/properties/deprecations/additionalProperties/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                        var valid13 = _errs58 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid13 = true;
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                validate14.errors = [{ instancePath: instancePath + "/deprecations/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deprecations/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid12 = _errs47 === errors;
                                                        if (!valid12) {
                                                            break;
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                validate14.errors = [{ instancePath: instancePath + "/deprecations", schemaPath: "#/properties/deprecations/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                        }
                                        var valid0 = _errs42 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.profiles !== undefined) {
                                            let data21 = data.profiles;
                                            const _errs60 = errors;
                                            if (errors === _errs60) {
                                                if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                                    for (const key10 in data21) {
                                                        let data22 = data21[key10];
                                                        const _errs63 = errors;
                                                        if (errors === _errs63) {
                                                            if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                                                const _errs65 = errors;
                                                                for (const key11 in data22) {
                                                                    if (!((((key11 === "include") || (key11 === "exclude")) || (key11 === "host")) || (key11 === "scopes"))) {
                                                                        validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/profiles/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" }];
                                                                        return false;
                                                                        break;
                                                                    }
                                                                }
                                                                if (_errs65 === errors) {
                                                                    if (data22.include !== undefined) {
                                                                        let data23 = data22.include;
                                                                        const _errs66 = errors;
                                                                        if (errors === _errs66) {
                                                                            if (Array.isArray(data23)) {
                                                                                var valid18 = true;
                                                                                const len1 = data23.length;
                                                                                for (let i1 = 0; i1 < len1; i1++) {
                                                                                    let data24 = data23[i1];
                                                                                    const _errs68 = errors;
                                                                                    if (errors === _errs68) {
                                                                                        if (typeof data24 === "string") {
                                                                                            if (func0(data24) < 3) {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/include/" + i1, schemaPath: "#/properties/profiles/additionalProperties/properties/include/items/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/include/" + i1, schemaPath: "#/properties/profiles/additionalProperties/properties/include/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid18 = _errs68 === errors;
                                                                                    if (!valid18) {
                                                                                        break;
                                                                                    }
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/include", schemaPath: "#/properties/profiles/additionalProperties/properties/include/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid17 = _errs66 === errors;
                                                                    }
                                                                    else {
                                                                        var valid17 = true;
                                                                    }
                                                                    if (valid17) {
                                                                        if (data22.exclude !== undefined) {
                                                                            let data25 = data22.exclude;
                                                                            const _errs70 = errors;
                                                                            if (errors === _errs70) {
                                                                                if (Array.isArray(data25)) {
                                                                                    var valid19 = true;
                                                                                    const len2 = data25.length;
                                                                                    for (let i2 = 0; i2 < len2; i2++) {
                                                                                        let data26 = data25[i2];
                                                                                        const _errs72 = errors;
                                                                                        if (errors === _errs72) {
                                                                                            if (typeof data26 === "string") {
                                                                                                if (func0(data26) < 3) {
                                                                                                    validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/exclude/" + i2, schemaPath: "#/properties/profiles/additionalProperties/properties/exclude/items/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                            else {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/exclude/" + i2, schemaPath: "#/properties/profiles/additionalProperties/properties/exclude/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        var valid19 = _errs72 === errors;
                                                                                        if (!valid19) {
                                                                                            break;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/exclude", schemaPath: "#/properties/profiles/additionalProperties/properties/exclude/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid17 = _errs70 === errors;
                                                                        }
                                                                        else {
                                                                            var valid17 = true;
                                                                        }
                                                                        if (valid17) {
                                                                            if (data22.host !== undefined) {
                                                                                let data27 = data22.host;
                                                                                const _errs74 = errors;
                                                                                if (!((((((data27 === "anthropic") || (data27 === "openai")) || (data27 === "openai-strict")) || (data27 === "gemini")) || (data27 === "claude-directory")) || (data27 === "mcp-http"))) {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/host", schemaPath: "#/definitions/hostName/enum", keyword: "enum", params: { allowedValues: schema35.enum }, message: "must be equal to one of the allowed values" }];
                                                                                    return false;
                                                                                }
                                                                                var valid17 = _errs74 === errors;
                                                                            }
                                                                            else {
                                                                                var valid17 = true;
                                                                            }
                                                                            if (valid17) {
                                                                                if (data22.scopes !== undefined) {
                                                                                    let data28 = data22.scopes;
                                                                                    const _errs76 = errors;
                                                                                    if (errors === _errs76) {
                                                                                        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                                                                                            for (const key12 in data28) {
                                                                                                let data29 = data28[key12];
                                                                                                const _errs79 = errors;
                                                                                                if (!(data29 && typeof data29 == "object" && !Array.isArray(data29))) {
                                                                                                    validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/scopes/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/profiles/additionalProperties/properties/scopes/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid21 = _errs79 === errors;
                                                                                                if (!valid21) {
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/scopes", schemaPath: "#/properties/profiles/additionalProperties/properties/scopes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid17 = _errs76 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid17 = true;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                validate14.errors = [{ instancePath: instancePath + "/profiles/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/profiles/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid16 = _errs63 === errors;
                                                        if (!valid16) {
                                                            break;
                                                        }
                                                    }
                                                }
                                                else {
                                                    validate14.errors = [{ instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                }
                                            }
                                            var valid0 = _errs60 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.maxApprovalDays !== undefined) {
                                                let data30 = data.maxApprovalDays;
                                                const _errs81 = errors;
                                                if (errors === _errs81) {
                                                    if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                                                        const _errs83 = errors;
                                                        for (const key13 in data30) {
                                                            if (!(((key13 === "destructive") || (key13 === "openWorld")) || (key13 === "unannotated"))) {
                                                                validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays", schemaPath: "#/properties/maxApprovalDays/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" }];
                                                                return false;
                                                                break;
                                                            }
                                                        }
                                                        if (_errs83 === errors) {
                                                            if (data30.destructive !== undefined) {
                                                                let data31 = data30.destructive;
                                                                const _errs84 = errors;
                                                                if (errors === _errs84) {
                                                                    if (typeof data31 == "number") {
                                                                        if (data31 <= 0 || isNaN(data31)) {
                                                                            validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays/destructive", schemaPath: "#/properties/maxApprovalDays/properties/destructive/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays/destructive", schemaPath: "#/properties/maxApprovalDays/properties/destructive/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid22 = _errs84 === errors;
                                                            }
                                                            else {
                                                                var valid22 = true;
                                                            }
                                                            if (valid22) {
                                                                if (data30.openWorld !== undefined) {
                                                                    let data32 = data30.openWorld;
                                                                    const _errs86 = errors;
                                                                    if (errors === _errs86) {
                                                                        if (typeof data32 == "number") {
                                                                            if (data32 <= 0 || isNaN(data32)) {
                                                                                validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays/openWorld", schemaPath: "#/properties/maxApprovalDays/properties/openWorld/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays/openWorld", schemaPath: "#/properties/maxApprovalDays/properties/openWorld/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid22 = _errs86 === errors;
                                                                }
                                                                else {
                                                                    var valid22 = true;
                                                                }
                                                                if (valid22) {
                                                                    if (data30.unannotated !== undefined) {
                                                                        let data33 = data30.unannotated;
                                                                        const _errs88 = errors;
                                                                        if (errors === _errs88) {
                                                                            if (typeof data33 == "number") {
                                                                                if (data33 <= 0 || isNaN(data33)) {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays/unannotated", schemaPath: "#/properties/maxApprovalDays/properties/unannotated/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays/unannotated", schemaPath: "#/properties/maxApprovalDays/properties/unannotated/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid22 = _errs88 === errors;
                                                                    }
                                                                    else {
                                                                        var valid22 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate14.errors = [{ instancePath: instancePath + "/maxApprovalDays", schemaPath: "#/properties/maxApprovalDays/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                }
                                                var valid0 = _errs81 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                            if (valid0) {
                                                if (data.hosts !== undefined) {
                                                    let data34 = data.hosts;
                                                    const _errs90 = errors;
                                                    const _errs91 = errors;
                                                    let valid23 = false;
                                                    let passing1 = null;
                                                    const _errs92 = errors;
                                                    if (errors === _errs92) {
                                                        if (Array.isArray(data34)) {
                                                            var valid24 = true;
                                                            const len3 = data34.length;
                                                            for (let i3 = 0; i3 < len3; i3++) {
                                                                let data35 = data34[i3];
                                                                const _errs94 = errors;
                                                                if (!((((((data35 === "anthropic") || (data35 === "openai")) || (data35 === "openai-strict")) || (data35 === "gemini")) || (data35 === "claude-directory")) || (data35 === "mcp-http"))) {
                                                                    const err19 = { instancePath: instancePath + "/hosts/" + i3, schemaPath: "#/definitions/hostName/enum", keyword: "enum", params: { allowedValues: schema35.enum }, message: "must be equal to one of the allowed values" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err19];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err19);
                                                                    }
                                                                    errors++;
                                                                }
                                                                var valid24 = _errs94 === errors;
                                                                if (!valid24) {
                                                                    break;
                                                                }
                                                            }
                                                            if (valid24) {
                                                                let i4 = data34.length;
                                                                let j0;
                                                                if (i4 > 1) {
                                                                    outer0: for (; i4--;) {
                                                                        for (j0 = i4; j0--;) {
                                                                            if (func27(data34[i4], data34[j0])) {
                                                                                const err20 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/oneOf/0/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i4 + " are identical)" };
                                                                                if (vErrors === null) {
                                                                                    vErrors = [err20];
                                                                                }
                                                                                else {
                                                                                    vErrors.push(err20);
                                                                                }
                                                                                errors++;
                                                                                break outer0;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            const err21 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/oneOf/0/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                                            if (vErrors === null) {
                                                                vErrors = [err21];
                                                            }
                                                            else {
                                                                vErrors.push(err21);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var _valid2 = _errs92 === errors;
                                                    if (_valid2) {
                                                        valid23 = true;
                                                        passing1 = 0;
                                                    }
                                                    const _errs96 = errors;
                                                    if (errors === _errs96) {
                                                        if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                                                            for (const key14 in data34) {
                                                                const _errs98 = errors;
                                                                if (!((((((key14 === "anthropic") || (key14 === "openai")) || (key14 === "openai-strict")) || (key14 === "gemini")) || (key14 === "claude-directory")) || (key14 === "mcp-http"))) {
                                                                    const err22 = { instancePath: instancePath + "/hosts", schemaPath: "#/definitions/hostName/enum", keyword: "enum", params: { allowedValues: schema35.enum }, message: "must be equal to one of the allowed values", propertyName: key14 };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err22];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err22);
                                                                    }
                                                                    errors++;
                                                                }
                                                                var valid27 = _errs98 === errors;
                                                                if (!valid27) {
                                                                    const err23 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/oneOf/1/propertyNames", keyword: "propertyNames", params: { propertyName: key14 }, message: "property name must be valid" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err23];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err23);
                                                                    }
                                                                    errors++;
                                                                    break;
                                                                }
                                                            }
                                                            if (valid27) {
                                                                for (const key15 in data34) {
                                                                    let data36 = data34[key15];
                                                                    const _errs101 = errors;
                                                                    if (!((((data36 === "breaking") || (data36 === "review")) || (data36 === "safe")) || (data36 === "off"))) {
                                                                        const err24 = { instancePath: instancePath + "/hosts/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hosts/oneOf/1/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema8.properties.hosts.oneOf[1].additionalProperties.enum }, message: "must be equal to one of the allowed values" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err24];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err24);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    var valid29 = _errs101 === errors;
                                                                    if (!valid29) {
                                                                        break;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            const err25 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                            if (vErrors === null) {
                                                                vErrors = [err25];
                                                            }
                                                            else {
                                                                vErrors.push(err25);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var _valid2 = _errs96 === errors;
                                                    if (_valid2 && valid23) {
                                                        valid23 = false;
                                                        passing1 = [passing1, 1];
                                                    }
                                                    else {
                                                        if (_valid2) {
                                                            valid23 = true;
                                                            passing1 = 1;
                                                        }
                                                    }
                                                    if (!valid23) {
                                                        const err26 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                                                        if (vErrors === null) {
                                                            vErrors = [err26];
                                                        }
                                                        else {
                                                            vErrors.push(err26);
                                                        }
                                                        errors++;
                                                        validate14.errors = vErrors;
                                                        return false;
                                                    }
                                                    else {
                                                        errors = _errs91;
                                                        if (vErrors !== null) {
                                                            if (_errs91) {
                                                                vErrors.length = _errs91;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                    }
                                                    var valid0 = _errs90 === errors;
                                                }
                                                else {
                                                    var valid0 = true;
                                                }
                                                if (valid0) {
                                                    if (data.policy !== undefined) {
                                                        let data37 = data.policy;
                                                        const _errs102 = errors;
                                                        if (errors === _errs102) {
                                                            if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                                                                const _errs104 = errors;
                                                                for (const key16 in data37) {
                                                                    if (!(((((((key16 === "minDeprecationDays") || (key16 === "minDeprecationDaysByKind")) || (key16 === "deprecatedMetaKey")) || (key16 === "deprecatedDescriptionMarker")) || (key16 === "signoff")) || (key16 === "reviewNewDescriptions")) || (key16 === "contextBudget"))) {
                                                                        validate14.errors = [{ instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" }];
                                                                        return false;
                                                                        break;
                                                                    }
                                                                }
                                                                if (_errs104 === errors) {
                                                                    if (data37.minDeprecationDays !== undefined) {
                                                                        let data38 = data37.minDeprecationDays;
                                                                        const _errs105 = errors;
                                                                        if (!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))) {
                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDays", schemaPath: "#/properties/policy/properties/minDeprecationDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                            return false;
                                                                        }
                                                                        if (errors === _errs105) {
                                                                            if (typeof data38 == "number") {
                                                                                if (data38 < 0 || isNaN(data38)) {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDays", schemaPath: "#/properties/policy/properties/minDeprecationDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                        }
                                                                        var valid30 = _errs105 === errors;
                                                                    }
                                                                    else {
                                                                        var valid30 = true;
                                                                    }
                                                                    if (valid30) {
                                                                        if (data37.minDeprecationDaysByKind !== undefined) {
                                                                            let data39 = data37.minDeprecationDaysByKind;
                                                                            const _errs107 = errors;
                                                                            if (errors === _errs107) {
                                                                                if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                                                                                    const _errs109 = errors;
                                                                                    for (const key17 in data39) {
                                                                                        if (!((((key17 === "tool") || (key17 === "prompt")) || (key17 === "resource")) || (key17 === "resourceTemplate"))) {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" }];
                                                                                            return false;
                                                                                            break;
                                                                                        }
                                                                                    }
                                                                                    if (_errs109 === errors) {
                                                                                        if (data39.tool !== undefined) {
                                                                                            let data40 = data39.tool;
                                                                                            const _errs110 = errors;
                                                                                            if (!((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40)))) {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/tool", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/tool/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                return false;
                                                                                            }
                                                                                            if (errors === _errs110) {
                                                                                                if (typeof data40 == "number") {
                                                                                                    if (data40 < 0 || isNaN(data40)) {
                                                                                                        validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/tool", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/tool/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            var valid31 = _errs110 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid31 = true;
                                                                                        }
                                                                                        if (valid31) {
                                                                                            if (data39.prompt !== undefined) {
                                                                                                let data41 = data39.prompt;
                                                                                                const _errs112 = errors;
                                                                                                if (!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))) {
                                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/prompt", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/prompt/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                    return false;
                                                                                                }
                                                                                                if (errors === _errs112) {
                                                                                                    if (typeof data41 == "number") {
                                                                                                        if (data41 < 0 || isNaN(data41)) {
                                                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/prompt", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/prompt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                var valid31 = _errs112 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid31 = true;
                                                                                            }
                                                                                            if (valid31) {
                                                                                                if (data39.resource !== undefined) {
                                                                                                    let data42 = data39.resource;
                                                                                                    const _errs114 = errors;
                                                                                                    if (!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))) {
                                                                                                        validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/resource", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/resource/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    if (errors === _errs114) {
                                                                                                        if (typeof data42 == "number") {
                                                                                                            if (data42 < 0 || isNaN(data42)) {
                                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/resource", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/resource/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    var valid31 = _errs114 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid31 = true;
                                                                                                }
                                                                                                if (valid31) {
                                                                                                    if (data39.resourceTemplate !== undefined) {
                                                                                                        let data43 = data39.resourceTemplate;
                                                                                                        const _errs116 = errors;
                                                                                                        if (!((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43)))) {
                                                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/resourceTemplate", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/resourceTemplate/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        if (errors === _errs116) {
                                                                                                            if (typeof data43 == "number") {
                                                                                                                if (data43 < 0 || isNaN(data43)) {
                                                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind/resourceTemplate", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/properties/resourceTemplate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                        var valid31 = _errs116 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid31 = true;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/minDeprecationDaysByKind", schemaPath: "#/properties/policy/properties/minDeprecationDaysByKind/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid30 = _errs107 === errors;
                                                                        }
                                                                        else {
                                                                            var valid30 = true;
                                                                        }
                                                                        if (valid30) {
                                                                            if (data37.deprecatedMetaKey !== undefined) {
                                                                                let data44 = data37.deprecatedMetaKey;
                                                                                const _errs118 = errors;
                                                                                if (errors === _errs118) {
                                                                                    if (typeof data44 === "string") {
                                                                                        if (func0(data44) < 1) {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/deprecatedMetaKey", schemaPath: "#/properties/policy/properties/deprecatedMetaKey/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate14.errors = [{ instancePath: instancePath + "/policy/deprecatedMetaKey", schemaPath: "#/properties/policy/properties/deprecatedMetaKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid30 = _errs118 === errors;
                                                                            }
                                                                            else {
                                                                                var valid30 = true;
                                                                            }
                                                                            if (valid30) {
                                                                                if (data37.deprecatedDescriptionMarker !== undefined) {
                                                                                    let data45 = data37.deprecatedDescriptionMarker;
                                                                                    const _errs120 = errors;
                                                                                    if (errors === _errs120) {
                                                                                        if (typeof data45 === "string") {
                                                                                            if (func0(data45) < 1) {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/deprecatedDescriptionMarker", schemaPath: "#/properties/policy/properties/deprecatedDescriptionMarker/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/deprecatedDescriptionMarker", schemaPath: "#/properties/policy/properties/deprecatedDescriptionMarker/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid30 = _errs120 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid30 = true;
                                                                                }
                                                                                if (valid30) {
                                                                                    if (data37.signoff !== undefined) {
                                                                                        let data46 = data37.signoff;
                                                                                        const _errs122 = errors;
                                                                                        if (errors === _errs122) {
                                                                                            if (Array.isArray(data46)) {
                                                                                                var valid32 = true;
                                                                                                const len4 = data46.length;
                                                                                                for (let i5 = 0; i5 < len4; i5++) {
                                                                                                    let data47 = data46[i5];
                                                                                                    const _errs124 = errors;
                                                                                                    if (!(((data47 === "breaking") || (data47 === "review")) || (data47 === "safe"))) {
                                                                                                        validate14.errors = [{ instancePath: instancePath + "/policy/signoff/" + i5, schemaPath: "#/properties/policy/properties/signoff/items/enum", keyword: "enum", params: { allowedValues: schema8.properties.policy.properties.signoff.items.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    var valid32 = _errs124 === errors;
                                                                                                    if (!valid32) {
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                                if (valid32) {
                                                                                                    let i6 = data46.length;
                                                                                                    let j1;
                                                                                                    if (i6 > 1) {
                                                                                                        outer1: for (; i6--;) {
                                                                                                            for (j1 = i6; j1--;) {
                                                                                                                if (func27(data46[i6], data46[j1])) {
                                                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/signoff", schemaPath: "#/properties/policy/properties/signoff/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i6 + " are identical)" }];
                                                                                                                    return false;
                                                                                                                    break outer1;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            else {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/signoff", schemaPath: "#/properties/policy/properties/signoff/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        var valid30 = _errs122 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid30 = true;
                                                                                    }
                                                                                    if (valid30) {
                                                                                        if (data37.reviewNewDescriptions !== undefined) {
                                                                                            const _errs125 = errors;
                                                                                            if (typeof data37.reviewNewDescriptions !== "boolean") {
                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/reviewNewDescriptions", schemaPath: "#/properties/policy/properties/reviewNewDescriptions/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                return false;
                                                                                            }
                                                                                            var valid30 = _errs125 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid30 = true;
                                                                                        }
                                                                                        if (valid30) {
                                                                                            if (data37.contextBudget !== undefined) {
                                                                                                let data49 = data37.contextBudget;
                                                                                                const _errs127 = errors;
                                                                                                if (errors === _errs127) {
                                                                                                    if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                                                                                        if (Object.keys(data49).length < 1) {
                                                                                                            validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget", schemaPath: "#/properties/policy/properties/contextBudget/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        else {
                                                                                                            const _errs129 = errors;
                                                                                                            for (const key18 in data49) {
                                                                                                                if (!((key18 === "tokens") || (key18 === "growthPercent"))) {
                                                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget", schemaPath: "#/properties/policy/properties/contextBudget/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" }];
                                                                                                                    return false;
                                                                                                                    break;
                                                                                                                }
                                                                                                            }
                                                                                                            if (_errs129 === errors) {
                                                                                                                if (data49.tokens !== undefined) {
                                                                                                                    let data50 = data49.tokens;
                                                                                                                    const _errs130 = errors;
                                                                                                                    if (!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))) {
                                                                                                                        validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget/tokens", schemaPath: "#/properties/policy/properties/contextBudget/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    if (errors === _errs130) {
                                                                                                                        if (typeof data50 == "number") {
                                                                                                                            if (data50 < 1 || isNaN(data50)) {
                                                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget/tokens", schemaPath: "#/properties/policy/properties/contextBudget/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                    var valid34 = _errs130 === errors;
                                                                                                                }
                                                                                                                else {
                                                                                                                    var valid34 = true;
                                                                                                                }
                                                                                                                if (valid34) {
                                                                                                                    if (data49.growthPercent !== undefined) {
                                                                                                                        let data51 = data49.growthPercent;
                                                                                                                        const _errs132 = errors;
                                                                                                                        if (errors === _errs132) {
                                                                                                                            if (typeof data51 == "number") {
                                                                                                                                if (data51 <= 0 || isNaN(data51)) {
                                                                                                                                    validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget/growthPercent", schemaPath: "#/properties/policy/properties/contextBudget/properties/growthPercent/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                                                                                    return false;
                                                                                                                                }
                                                                                                                            }
                                                                                                                            else {
                                                                                                                                validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget/growthPercent", schemaPath: "#/properties/policy/properties/contextBudget/properties/growthPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                        }
                                                                                                                        var valid34 = _errs132 === errors;
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        var valid34 = true;
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate14.errors = [{ instancePath: instancePath + "/policy/contextBudget", schemaPath: "#/properties/policy/properties/contextBudget/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid30 = _errs127 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid30 = true;
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
                                                                validate14.errors = [{ instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid0 = _errs102 === errors;
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
                }
            }
        }
    }
    else {
        validate14.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate14.errors = vErrors; return errors === 0; } return validate14; });

;// CONCATENATED MODULE: ./src/storage/schemas.ts


/** The precompiled validator of a shipped schema. */
const VALIDATORS = { config: config, snapshot: snapshot };
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
  Zf: () => (/* binding */ writeFileAtomic),
  oF: () => (/* binding */ writeSnapshot)
});

// UNUSED EXPORTS: assertSnapshot, capabilitiesWithTrueDigests, contractOf, parseSnapshotJson, readSnapshotBytesIfAny, readSnapshotText, sameContract, sameContractAs, withoutObservation, writePieces, writeText

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
 * its own, so only one listed item's sorted copy and text exist at a time.
 */
function* stablePieces(value) {
    yield* pieces(value, 0, '');
    yield '\n';
}
function* pieces(value, depth, indent) {
    // An array's undefined element is written `null`, as JSON.stringify writes it.
    if (value === undefined) {
        yield 'null';
        return;
    }
    if (typeof value !== 'object' || value === null || depth >= WALK_DEPTH) {
        yield deepPiece(value, indent);
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
            yield* pieces(value[i], depth + 1, inner);
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
        yield* pieces(value[keys[i]], depth + 1, inner);
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
/** One deep value as JSON.stringify(sortKeys(value), null, 2) writes it inside a container indented by `indent`. */
function deepPiece(value, indent) {
    const sorted = (0,canonical/* sortKeys */.di)(value);
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
// EXTERNAL MODULE: ./src/storage/schemas.ts + 2 modules
var schemas = __webpack_require__(99757);
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
    const validate = schemas/* VALIDATORS */.wY.snapshot;
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
 */
async function writeText(fh, text, chunk = WRITE_CHUNK) {
    // One buffer for every slice (a UTF-16 unit is at most 3 bytes of UTF-8, a pair 4 for 2): a fresh one per slice
    // is external memory the collector leaves alone, and sixteen of them were the whole copy again.
    const buffer = Buffer.allocUnsafe(Math.min(text.length, chunk + 1) * 3);
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
 * The pieces' text as UTF-8, gathered into one reused buffer and written each time it fills: the whole text is never
 * held (a piece larger than the buffer is written by writeText). A piece is a whole JSON value or punctuation, so no
 * surrogate pair is split between two pieces.
 */
async function writePieces(fh, pieces, size = WRITE_CHUNK * 3) {
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
            await writeText(fh, piece);
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


/***/ })

};

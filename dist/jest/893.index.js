export const id = 893;
export const ids = [893];
export const modules = {

/***/ 789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gw: () => (/* binding */ jsonBlock),
/* harmony export */   Rb: () => (/* binding */ describeInvisible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   oi: () => (/* binding */ safeJson),
/* harmony export */   tn: () => (/* binding */ escapeCode),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports DEFAULT_INLINE_MAX, codeFence */
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
/** Replaces each invisible character with a visible `\u27e8U+XXXX\u27e9` token; newlines and tabs are kept. */
function revealInvisible(text) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `\u27e8${hex(cp)}\u27e9` : ch;
    }
    return out;
}
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
function truncate(text, max) {
    // No more code points than UTF-16 units: short text is kept without walking it, long text walked up to the cut only.
    if (text.length <= max)
        return text;
    const keep = Math.max(0, max - 1);
    let count = 0;
    let cut = 0;
    for (const ch of text) {
        if (++count > max)
            break;
        if (count <= keep)
            cut += ch.length;
    }
    return count <= max ? text : `${text.slice(0, cut)}\u2026`;
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

/***/ 555:
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
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _core_diff_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(317);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(789);



function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule)?.message.includes('{surface}') ?? true;
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
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(c.rule);
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
/** The "each tool" wording with every placeholder whose value differs between members written as "\u2026". */
function variedTemplate(template, members) {
    return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => {
        const values = new Set(members.map((m) => String(m.params?.[key] ?? '')));
        return values.size === 1 ? whole : '\u2026';
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
    // Each row's variants by value key: a key is serialised once per change, not once per variant per change (which
    // made 1,500 removals of one rule take seconds).
    const variantsOf = new Map();
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
        let byValue = variantsOf.get(seen);
        if (byValue === undefined) {
            byValue = new Map([[valueKey(seen.lead), seen.variants[0]]]);
            variantsOf.set(seen, byValue);
        }
        const vk = valueKey(c);
        const variant = byValue.get(vk);
        if (variant)
            variant.members.push(c);
        else {
            const v = { lead: c, members: [c], variants: [] };
            byValue.set(vk, v);
            seen.variants.push(v);
        }
    }
    for (const g of groups) {
        if (g.members.length === 1)
            continue;
        const template = groupTemplate((0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(g.lead.rule)?.message ?? '');
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

/***/ 795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ve: () => (/* binding */ plainGroupMessage),
/* harmony export */   ab: () => (/* binding */ safeTemplate),
/* harmony export */   gi: () => (/* binding */ safeGroupMessage),
/* harmony export */   t4: () => (/* binding */ safeHint)
/* harmony export */ });
/* unused harmony export safeMessage */
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(789);


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
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleById */ .BD)(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.hint, 800);
    const params = change.params ?? {};
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.hint, params);
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
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(g.template, g.lead.params ?? {});
}


/***/ }),

/***/ 518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ cleanTerminal)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(789);
// Untrusted text for a terminal, apart from the report renderer: the CLI's entry path needs only this, and importing
// text.ts would load the rule registry and the fingerprint code (node:crypto) before every command (issue 21).

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `\u27e8U+XXXX\u27e9`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .revealInvisible */ .hR)(stripped), max);
}


/***/ }),

/***/ 234:
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

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ONLY_DETAILS_DIFFER: () => (/* binding */ ONLY_DETAILS_DIFFER),
/* harmony export */   cleanTerminal: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_4__.m),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(555);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(518);







/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    return `${g.members.length} ${kind}s: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_3__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_5__/* .changeTextDelta */ .C)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const values = delta?.added ? `added text: ${delta.added}` : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : '';
            lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(`${at}${values}`.trim(), 200)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_5__/* .changeTextDelta */ .C)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(hint, 500)}`);
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
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
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


/***/ })

};

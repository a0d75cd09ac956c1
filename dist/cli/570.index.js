export const id = 570;
export const ids = [570];
export const modules = {

/***/ 2738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runGuard: () => (/* binding */ runGuard)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _commands_guard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9197);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
// The guard's own entry: a long-running MCP server loads only what it needs, not every command's dependencies.




async function runGuard(args) {
    const io = (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .processIo */ .Wr)();
    try {
        return await (0,_commands_guard_js__WEBPACK_IMPORTED_MODULE_2__.guardCommand)(args, io);
    }
    catch (e) {
        if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractError */ .Vl)) {
            // A bug: one line and where, never a wall of stack (as every other command).
            const err = e;
            const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
            io.stderr(`mcp-contract: internal error: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(`${err?.message ?? String(e)}${frame ? ` (in ${frame.trim().slice(3)})` : ''}`, 500)}\n`);
            return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.capture + 1;
        }
        const line = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(e.message, 4000);
        io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
        if (e.detail)
            io.stderr(`${e.detail.trimEnd().split('\n').map((l) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m)(l, 500)).join('\n')}\n`);
        return e.exitCode;
    }
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

/***/ 7789:
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

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ cleanTerminal)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
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


/***/ })

};

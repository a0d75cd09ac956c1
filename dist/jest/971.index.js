export const id = 971;
export const ids = [971];
export const modules = {

/***/ 6971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  driftText: () => (/* binding */ driftText)
});

// EXTERNAL MODULE: ./src/core/diff/report.ts + 2 modules
var report = __webpack_require__(2559);
;// CONCATENATED MODULE: ./src/render/causes.ts

/** The capability a change is about (a risky-text row names only the new side, the text edit both). */
const refsOf = (c) => c.after?.refs[0] ?? c.before?.refs[0] ?? '';
const pointerOf = (c) => c.after?.pointer ?? c.before?.pointer;
/** `_meta.ui` keys, and the `ui/...` keys MCP Apps wrote at the top of `_meta` before `ui` was an object. */
const isUiMeta = (p) => p !== undefined && (p.startsWith('/_meta/ui/') || p.startsWith('/_meta/ui~1'));
/** Server capability flag -> the kinds whose removal rows it belongs with. */
const FLAG_KINDS = { tools: ['tool'], prompts: ['prompt'], resources: ['resource', 'resourceTemplate'] };
const KIND_REMOVALS = new Set(['capability-removed', 'capability-removed-kind-unsupported']);
/** Rows of risky text a text edit at the same place is told under (the server instructions' too). */
const RISKY_ROWS = new Set(['risky-text-added', 'text-data-movement-added']);
/** Additions whose new text a risky-text row may be about. */
const ADDITIONS = new Set(['tool-input-property-added', 'tool-output-property-added', 'prompt-optional-argument-added']);
/** The top-level flag a `server-capability-removed` names (`/capabilities/prompts/listChanged` -> prompts). */
function flagOf(c) {
    const m = c.rule === 'server-capability-removed' ? /^\/capabilities\/([^/]+)(\/.*)?$/.exec(pointerOf(c) ?? '') : null;
    return m === null ? undefined : { flag: m[1], top: m[2] === undefined };
}
/** For each change, the change whose row tells it (undefined: a row of its own). */
function causeOf(changes) {
    const out = new Map();
    const bySurface = (c) => c.surface;
    // Risky text arrives through a text edit at the same place: the risky row tells the edit.
    const risky = new Map();
    for (const c of changes)
        if (RISKY_ROWS.has(c.rule))
            risky.set(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]), c);
    // A deprecation notice arrives through the description or title edit that wrote it: that edit's row tells it.
    const edits = new Map();
    for (const c of changes)
        if (c.rule === 'description-changed' || c.rule === 'title-changed')
            edits.set(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]), c);
    // A new property or prompt argument whose own text is risky arrives with it: the risky row (at its description or
    // title, below the addition's place) tells the addition.
    const riskyWithin = (c) => {
        const at = pointerOf(c);
        if (at === undefined)
            return undefined;
        for (const x of risky.values())
            if (x.surface === c.surface && refsOf(x) === refsOf(c) && (pointerOf(x) ?? '').startsWith(`${at}/`))
                return x;
        return undefined;
    };
    // An app view on a tool: its other `_meta.ui` keys, and the view resource it links to when that resource is new.
    const views = new Map();
    const viewResources = new Map();
    for (const c of changes) {
        if (c.rule !== 'tool-app-view-changed')
            continue;
        views.set(JSON.stringify([bySurface(c), refsOf(c)]), c);
        const uri = c.after?.value;
        if (typeof uri === 'string' && !viewResources.has(`${c.surface}\u0000resource:${uri}`))
            viewResources.set(`${c.surface}\u0000resource:${uri}`, c);
    }
    // A kind's capability dropped: the kind's first removal row tells the flag and its sub-flags.
    const removalOf = new Map();
    for (const c of changes)
        if (KIND_REMOVALS.has(c.rule) && !removalOf.has(`${c.surface}\u0000${c.kind}`))
            removalOf.set(`${c.surface}\u0000${c.kind}`, c);
    const topFlag = new Map();
    for (const c of changes) {
        const f = flagOf(c);
        if (f?.top)
            topFlag.set(`${c.surface}\u0000${f.flag}`, c);
    }
    for (const c of changes) {
        let lead;
        if (c.rule === 'description-changed' || c.rule === 'title-changed' || c.rule === 'server-instructions-changed')
            lead = risky.get(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]));
        else if (ADDITIONS.has(c.rule))
            lead = riskyWithin(c);
        else if (c.rule === 'capability-deprecated')
            lead = edits.get(JSON.stringify([bySurface(c), refsOf(c), pointerOf(c)]));
        else if (c.rule !== 'tool-app-view-changed' && c.kind === 'tool' && isUiMeta(pointerOf(c)))
            lead = views.get(JSON.stringify([bySurface(c), refsOf(c)]));
        else if (c.rule === 'capability-added' && c.kind === 'resource' && c.after?.refs.length === 1)
            lead = viewResources.get(`${c.surface}\u0000${c.after.refs[0]}`);
        else {
            const f = flagOf(c);
            if (f !== undefined) {
                const kinds = FLAG_KINDS[f.flag] ?? [];
                lead = kinds.map((k) => removalOf.get(`${c.surface}\u0000${k}`)).find((x) => x !== undefined) ?? (f.top ? undefined : topFlag.get(`${c.surface}\u0000${f.flag}`));
            }
        }
        // Never under a quieter row: a change louder than its cause's row keeps a row of its own.
        if (lead !== undefined && lead !== c && (0,report/* changeRank */.NH)(c) >= (0,report/* changeRank */.NH)(lead))
            out.set(c, lead);
    }
    return out;
}
/** Splits changes into row leads and what each lead tells; a told change's own told changes move up to its lead. */
function foldCauses(changes) {
    const cause = causeOf(changes);
    const root = (c) => {
        let r = c;
        for (let hops = 0; cause.has(r) && hops < 4; hops++)
            r = cause.get(r);
        return r;
    };
    const told = new Map();
    const leads = [];
    for (const c of changes) {
        const r = root(c);
        if (r === c)
            leads.push(c);
        else
            told.set(r, [...(told.get(r) ?? []), c]);
    }
    return { leads, told };
}
/** A told change's own advice a reviewer acts on, shown under it: a deprecation's config entry to paste. */
function toldHint(c) {
    return c.rule === 'capability-deprecated' && c.hint !== '' ? c.hint : undefined;
}
/** Told changes by rule and severity, in the order they came. */
function toldLines(told) {
    const out = new Map();
    for (const c of told) {
        const key = `${c.rule}\u0000${c.severity}`;
        const line = out.get(key) ?? { rule: c.rule, severity: c.severity, refs: [], pointers: [], changes: [] };
        const ref = c.after?.refs[0] ?? c.before?.refs[0] ?? c.surface;
        const pointer = pointerOf(c);
        if (!line.refs.includes(ref))
            line.refs.push(ref);
        if (pointer !== undefined && pointer !== '' && !line.pointers.includes(pointer))
            line.pointers.push(pointer);
        line.changes.push(c);
        out.set(key, line);
    }
    return [...out.values()];
}

;// CONCATENATED MODULE: ./src/render/escape.ts
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

// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules_rules = __webpack_require__(4452);
// EXTERNAL MODULE: ./src/core/diff/rewording.ts
var rewording = __webpack_require__(7064);
// EXTERNAL MODULE: ./src/core/diff/risky-text.ts + 2 modules
var risky_text = __webpack_require__(8112);
;// CONCATENATED MODULE: ./src/render/group.ts






function sideKey(side) {
    return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
function groupAcrossSurfaces(changes) {
    const out = [];
    const byKey = new Map();
    for (const c of changes) {
        const wordedBySurface = (0,rules_rules/* ruleById */.BD)(c.rule)?.message.includes('{surface}') ?? true;
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
    // A text edit that adds a cue is a row of its own, naming it; every plain rewording of a report is one row.
    if (((0,rewording/* cuesOf */.me)(c)?.length ?? 0) > 0)
        return undefined;
    const reworded = (0,rewording/* isPlainRewording */.K1)(c);
    const rule = (0,rules_rules/* ruleById */.BD)(c.rule);
    const name = c.params?.name;
    if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined)
        return undefined;
    // A rule with an identity (a host and check) says it in each row: one row per capability and identity.
    if (rule.identity !== undefined)
        return undefined;
    if (groupTemplate(rule.message) === undefined)
        return undefined;
    // A name with invisible characters is a look-alike until read: it keeps a row of its own.
    if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => describeInvisible(s).length > 0))
        return undefined;
    if (reworded)
        return JSON.stringify(['reworded', c.severity, c.surface, c.adjusted ?? null]);
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
function exactGroup(c, told) {
    const g = { lead: c, members: [c], variants: [], told: [...told] };
    g.variants.push({ lead: c, members: [c], variants: [], told: [] });
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
    const { leads, told } = foldCauses(groupAcrossSurfaces(changes));
    for (const c of leads) {
        const key = ruleKey(c);
        const seen = key === undefined ? undefined : byRule.get(key);
        if (!seen) {
            const g = exactGroup(c, told.get(c) ?? []);
            if (key !== undefined)
                byRule.set(key, g);
            groups.push(g);
            continue;
        }
        seen.members.push(c);
        seen.told.push(...(told.get(c) ?? []));
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
            const v = { lead: c, members: [c], variants: [], told: [] };
            byValue.set(vk, v);
            seen.variants.push(v);
        }
    }
    for (const g of groups) {
        if ((0,rewording/* isPlainRewording */.K1)(g.lead)) {
            g.template = rewordedTemplate(g);
            continue;
        }
        if (g.members.length === 1)
            continue;
        const template = groupTemplate((0,rules_rules/* ruleById */.BD)(g.lead.rule)?.message ?? '');
        g.template = template !== undefined && isVaried(g) ? variedTemplate(template, g.members) : template;
        for (const v of g.variants)
            if (v.members.length > 1)
                v.template = template;
    }
    // Risky model-visible text leads (core/diff/report.ts changeRank); a note that explains other rows (a generator change)
    // reads right before them; then breaking, review, safe.
    // A report's plain rewordings read last among its rows of their severity: re-read, but nothing new to weigh.
    const rank = (g) => (isExplainingNote(g.lead) ? -0.5 : (0,report/* changeRank */.NH)(g.lead) + ((0,rewording/* isPlainRewording */.K1)(g.lead) ? 0.5 : 0));
    return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.g.members.length - b.g.members.length || a.i - b.i).map(({ g }) => g);
}
/** The row of a report's plain rewordings says so first: the words changed, none of the cues a reviewer looks for came with them. */
const REWORDED = 'Reworded, no new cue';
/** The rule's own wording after "Reworded, no new cue:" when the row is one rule (its "each tool" form for several), else a general one. */
function rewordedTemplate(g) {
    const message = (0,rules_rules/* ruleById */.BD)(g.lead.rule)?.message ?? '';
    const lower = (t) => `${REWORDED}: ${t.charAt(0).toLowerCase()}${t.slice(1)}`;
    if (g.members.length === 1)
        return lower(message);
    const each = groupTemplate(message);
    const oneRule = g.members.every((m) => m.rule === g.lead.rule && m.kind === g.lead.kind);
    if (oneRule && each !== undefined)
        return lower(isVaried(g) ? variedTemplate(each, g.members) : each);
    return `${REWORDED}: the descriptions or titles of ${g.members.length} capabilities changed, and the new words add no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters.`;
}
/** The cue classes a row's text edits add (its own, or the edit its risky-text row tells), in words; empty for none. */
function addedCueWords(g) {
    const cues = new Set([...g.members, ...g.told].flatMap((c) => [...((0,rewording/* cuesOf */.me)(c) ?? [])]));
    return risky_text/* CUE_CLASSES */.bc.filter((k) => cues.has(k)).map((k) => risky_text/* CUE_CLASS_WORDS */.vv[k]);
}
/** Whether a row is a report's plain rewordings (members of several kinds and rules). */
function isRewordedGroup(g) {
    return isPlainRewording(g.lead);
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

;// CONCATENATED MODULE: ./src/render/message.ts


function code(text, max, style) {
    return style === 'html' ? escapeCode(text, max) : codeSpan(text, max);
}
/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value, max, style) {
    const parts = value.split(/`([^`\n]*)`/);
    if (parts.length === 1)
        return escapeInline(value, max);
    // escapeInline trims; the spaces around a code segment are kept.
    const text = (p) => (p.startsWith(' ') ? ' ' : '') + escapeInline(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
    return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
function safeTemplate(template, params, max = 500, style = 'html') {
    const fill = (text, esc) => text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key) => Object.prototype.hasOwnProperty.call(params, key) ? esc((0,rules_rules/* paramText */.$X)(params[key])) : whole);
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
    const rule = (0,rules_rules/* ruleById */.BD)(change.rule);
    // A change stored without its params (or by another version) keeps its own wording, escaped whole.
    if (!rule || !complete(rule.message, change.params ?? {}))
        return escapeInline(change.message, 500);
    return safeTemplate(rule.message, change.params ?? {}, 500, style);
}
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
function safeHint(change) {
    const rule = (0,rules_rules/* ruleById */.BD)(change.rule);
    if (!rule || !complete(rule.hint, change.params ?? {}))
        return escapeInline(change.hint, 800);
    const params = change.params ?? {};
    const base = (0,rules_rules/* fillTemplate */.ou)(rule.hint, params);
    const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
    const head = safeTemplate(rule.hint, params);
    return extra ? `${head} ${escapeInline(extra, 800)}` : head;
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
    return (0,rules_rules/* fillTemplate */.ou)(g.template, g.lead.params ?? {});
}

;// CONCATENATED MODULE: ./src/render/text-delta.ts
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
function textDelta(before, after) {
    const { a, b, start, endA, endB } = commonEnds(before, after);
    return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}
/** Both texts as words with their whitespace, and where their common prefix ends and common suffix starts in each. */
function commonEnds(before, after) {
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
    return { a, b, start, endA, endB };
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
/** Above this many word pairs in the changed middle, it is shown as one removal and one addition (the LCS is quadratic). */
const MAX_LCS_CELLS = 1_000_000;
function pushRun(runs, op, text) {
    if (text === '')
        return;
    const last = runs[runs.length - 1];
    if (last?.op === op)
        last.text += text;
    else
        runs.push({ op, text });
}
/**
 * The words a text change removed and added, in place: the common prefix and suffix as textDelta trims them, the
 * middle by a longest common subsequence of words (whitespace kept), so an edit in two places marks two places.
 */
function wordDiff(before, after) {
    const { a, b, start, endA, endB } = commonEnds(before, after);
    const runs = [];
    pushRun(runs, 'same', a.slice(0, start).join(''));
    const x = a.slice(start, endA);
    const y = b.slice(start, endB);
    if (x.length * y.length > MAX_LCS_CELLS) {
        pushRun(runs, 'removed', x.join(''));
        pushRun(runs, 'added', y.join(''));
    }
    else {
        // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
        const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
        for (let i = x.length - 1; i >= 0; i--)
            for (let j = y.length - 1; j >= 0; j--)
                lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        let i = 0;
        let j = 0;
        while (i < x.length || j < y.length) {
            if (i < x.length && j < y.length && x[i] === y[j]) {
                pushRun(runs, 'same', x[i++]);
                j++;
            }
            else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1]))
                pushRun(runs, 'removed', x[i++]);
            else
                pushRun(runs, 'added', y[j++]);
        }
    }
    pushRun(runs, 'same', a.slice(endA).join(''));
    return runs;
}

;// CONCATENATED MODULE: ./src/render/terminal.ts
// Untrusted text for a terminal, apart from the report renderer: the CLI's entry path needs only this, and importing
// text.ts would load the rule registry and the fingerprint code (node:crypto) before every command (issue 21).

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `\u27e8U+XXXX\u27e9`. */
function cleanTerminal(text, max = 300) {
    const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
    return truncate(revealInvisible(stripped), max);
}

// EXTERNAL MODULE: ./src/core/shared/numbers.ts
var numbers = __webpack_require__(7499);
;// CONCATENATED MODULE: ./src/render/hosts.ts


const number = numbers/* withCommas */.r;
/** `anthropic \u2713 · openai \u2717 <code>fetch</code> <code>/inputSchema/anyOf</code> (+2 more)`, or nothing when every host accepts every tool. */
function hostAcceptanceLine(e) {
    if (!e.hosts.some((h) => h.rejected.length > 0))
        return undefined;
    const cells = e.hosts.map((h) => {
        if (h.rejected.length === 0)
            return `${escapeInline(h.host, 40)} \u2713`;
        const [first] = h.rejected;
        const more = h.rejected.length > 1 ? ` (+${h.rejected.length - 1} more)` : '';
        const whole = h.wholeRequest ? ', fails the whole request' : '';
        return `${escapeInline(h.host, 40)} \u2717 ${escapeCode(first.tool, 80)} ${escapeCode(first.pointer, 120)}${more}${whole}`;
    });
    return `**Hosts:** ${cells.join(' · ')}`;
}
function surfaceLine(s) {
    if (s.before === undefined || s.before === s.after)
        return undefined;
    const delta = s.after - s.before;
    const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
    const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${escapeCode(g.tool, 80)} ${g.before === undefined ? 'new, ' : ''}+${number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
    return `${delta > 0 ? '+' : '-'}${number(Math.abs(delta))} tokens per request${percent} on ${escapeInline(s.surface, 60)}: ${number(s.before)} \u2192 ${number(s.after)}${top}`;
}
/** `**Context cost:** +1,466 tokens per request (+27%) on default: 5,430 \u2192 6,896; most from ...`, when it moved. */
function contextCostLine(e) {
    if (e.cost === undefined)
        return undefined;
    const lines = e.cost.surfaces.map(surfaceLine).filter((l) => l !== undefined);
    if (lines.length === 0)
        return undefined;
    return `**Context cost** <sub>(${escapeInline(e.cost.host, 40)} request form, ${escapeInline(e.cost.method, 160)})</sub>: ${lines.join(' · ')}`;
}
/** The same evidence as terminal lines (`check`, `diff`): server text cleaned of control sequences. */
function hostTextLines(e, clean) {
    const lines = [];
    if (e.hosts.some((h) => h.rejected.length > 0)) {
        const cells = e.hosts.map((h) => {
            if (h.rejected.length === 0)
                return `${h.host} ok`;
            const [first] = h.rejected;
            const tools = new Set(h.rejected.map((x) => `${x.surface}/${x.tool}`)).size;
            return `${h.host} refuses ${tools} tool${tools === 1 ? '' : 's'} (first: ${clean(first.tool, 80)} at ${clean(first.pointer, 120)}, check ${first.check})${h.wholeRequest ? ', failing the whole request' : ''}`;
        });
        lines.push(`  hosts: ${cells.join('; ')}`);
    }
    for (const s of e.cost?.surfaces ?? []) {
        if (s.before === undefined || s.before === s.after)
            continue;
        const delta = s.after - s.before;
        const percent = s.before > 0 ? ` (${delta > 0 ? '+' : '-'}${Math.abs(Math.round((delta / s.before) * 1000) / 10)}%)` : '';
        const top = delta > 0 && s.grew.length > 0 ? `; most from ${s.grew.map((g) => `${clean(g.tool, 80)} +${number(g.after - (g.before ?? 0))}`).join(', ')}` : '';
        lines.push(`  context cost on ${clean(s.surface, 60)}: ${number(s.before)} -> ${number(s.after)} tokens per request${percent}${top} (${e.cost.host} request form; ${e.cost.method})`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/text.ts









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
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
    return what + text_pointerOf(c);
}
function text_pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${cleanTerminal(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = groupRefs(g).map((r) => cleanTerminal(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${text_pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = (0,rules_rules/* ruleById */.BD)(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = (0,rules_rules/* fillTemplate */.ou)(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,rules_rules/* ruleById */.BD)(g.lead.rule);
    if (!isVaried(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,rules_rules/* fillTemplate */.ou)(variedTemplate(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${cleanTerminal(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${cleanTerminal(c.rule, 60)}  ${what(g)}${surface}`, `           ${cleanTerminal(plainGroupMessage(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(describeInvisible);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if (isVaried(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = changeTextDelta(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${cleanTerminal(groupRefs(v).join(', '), 200)}: ${cleanTerminal(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${cleanTerminal(show(c.before), 140)} -> ${cleanTerminal(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of toldLines(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => cleanTerminal(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => cleanTerminal(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${cleanTerminal(t.rule, 60)}: ${cleanTerminal(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : changeTextDelta(one);
        if (told?.removed)
            lines.push(`             removed text: ${cleanTerminal(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${cleanTerminal(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => toldHint(x) ?? []))
            lines.push(`             hint: ${cleanTerminal(h, 500)}`);
    }
    const delta = isVaried(g) ? undefined : changeTextDelta(c);
    if (delta?.removed)
        lines.push(`           removed text: ${cleanTerminal(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${cleanTerminal(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = addedCueWords(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
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
    const groups = groupChanges(r.changes);
    const d = distinctCount(r.changes);
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
    if (r.hosts)
        lines.push(...hostTextLines(r.hosts, cleanTerminal));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./src/render/junit.ts
// XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF even as character references: they are shown
// as visible `\uXXXX` text so a hostile description cannot make the file unreadable.
const ILLEGAL_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Text or attribute value made inert in XML; no CDATA is used, so `]]>` needs nothing beyond `>` escaped. */
function xmlText(value) {
    return value
        .replace(ILLEGAL_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
function failing(opts) {
    return (change) => (change.severity === 'breaking' || change.severity === 'review') && !opts.approved?.has(change.fingerprint);
}
function caseName(change) {
    const ref = change.after?.refs[0] ?? change.before?.refs[0] ?? change.kind;
    return `${change.surface} ${ref}`;
}
function testCase(server, name, changes, isFailure) {
    const failures = changes.filter(isFailure);
    const open = `    <testcase classname="${xmlText(server)}" name="${xmlText(name)}"`;
    if (failures.length === 0)
        return `${open}/>`;
    const body = failures.map((c) => {
        const detail = `${c.rule} (${c.severity}): ${c.message}\nfingerprint: ${c.fingerprint}${c.hint ? `\nhint: ${c.hint}` : ''}`;
        return `      <failure type="${xmlText(c.rule)}" message="${xmlText(c.message)}">${xmlText(detail)}</failure>`;
    });
    return `${open}>\n${body.join('\n')}\n    </testcase>`;
}
function testSuite(report, isFailure) {
    const groups = new Map();
    for (const change of report.changes) {
        const name = caseName(change);
        groups.set(name, [...(groups.get(name) ?? []), change]);
    }
    const cases = groups.size === 0 ? [testCase(report.server, 'no drift', [], isFailure)] : [...groups].map(([name, cs]) => testCase(report.server, name, cs, isFailure));
    const failures = [...groups.values()].filter((cs) => cs.some(isFailure)).length;
    const tests = Math.max(groups.size, 1);
    return `  <testsuite name="${xmlText(report.server)}" tests="${tests}" failures="${failures}" errors="0" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
}
function errorSuite(entry) {
    const server = xmlText(entry.server);
    return `  <testsuite name="${server}" tests="1" failures="0" errors="1" skipped="0">\n    <testcase classname="${server}" name="snapshot">\n      <error type="snapshot" message="${xmlText(entry.error)}"/>\n    </testcase>\n  </testsuite>`;
}
/** JUnit XML for one report per server (a server without one is an error suite). */
function renderJunit(reports, opts = {}) {
    const isFailure = failing(opts);
    const suites = reports.map((r) => ('error' in r ? errorSuite(r) : testSuite(r, isFailure)));
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-contract">\n${suites.join('\n')}\n</testsuites>\n`;
}

// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(7297);
;// CONCATENATED MODULE: ./src/render/client-rules.ts
// What a declared rename, merge or split does to the decisions users saved in their own clients: every rule naming an
// old tool stops matching it, and a deny on an old name does not cover the new one. A few lines for the PR comment and
// the release notes, with the one `mcp-contract consent` command that carries the rules. Tool names are server text:
// each goes through a code span.


const MOVES = new Set(['renamed', 'merged', 'split']);
const MAX_LINES = 20;
function nameOf(ref) {
    return (0,canonical/* parseRef */.rd)(ref)?.key ?? ref;
}
/** One line per declared tool move (surfaces seen once): `a` \u2192 `b`, with the server when there are several. */
function moveLines(reports) {
    const multi = reports.length > 1;
    const out = [];
    for (const r of reports)
        for (const c of r.changes) {
            if (c.kind !== 'tool' || !MOVES.has(c.type) || !c.before?.refs.length || !c.after?.refs.length)
                continue;
            const line = `- ${c.before.refs.map((x) => codeSpan(nameOf(x), 200)).join(', ')} \u2192 ${c.after.refs.map((x) => codeSpan(nameOf(x), 200)).join(', ')}${multi ? ` (${codeSpan(r.server, 100)})` : ''}`;
            if (!out.includes(line))
                out.push(line);
        }
    return out;
}
/**
 * The section, or nothing when no tool moved. Without `pair` (a PR, before any release tag exists) the command names
 * the tags and snapshot path to fill in.
 */
function clientRulesMarkdown(reports, pair, heading = '####') {
    const moves = moveLines(reports);
    if (moves.length === 0)
        return [];
    const shown = moves.length > MAX_LINES ? [...moves.slice(0, MAX_LINES), `- and ${moves.length - MAX_LINES} more`] : moves;
    const snapshot = pair?.snapshot ?? '<snapshot>';
    const command = `mcp-contract consent --config mcp-contract.json --from git:${pair?.from ?? '<last release tag>'}:${snapshot} --to git:${pair?.to ?? '<this release tag>'}:${snapshot} --root <your project>`;
    return [
        `${heading} Saved client rules`,
        '',
        "Users' saved rules naming these tools stop matching them, and a deny on an old name does not cover the new one: Claude Code `permissions` (`mcp__<server>__<tool>`), Gemini CLI `includeTools`/`excludeTools`, Codex `enabled_tools`/`disabled_tools`/`tools.<tool>.approval_mode`, VS Code tool sets and gateway profiles.",
        '',
        ...shown,
        '',
        `Users carry them (denies to every successor, allows only to a tool that can do no more) by running, in a clone of this repository: ${codeSpan(command, 600)}; it prints the plan, and \`--write\` applies it.`,
        '',
    ];
}

// EXTERNAL MODULE: ./src/core/diff/canary-coverage.ts
var canary_coverage = __webpack_require__(4090);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/github/hidden.ts
// The sticky comment's hidden marker and data: how one run tells the next which changes were reviewed at which commits.

const MARKER_PREFIX = '<!-- mcp-contract:';
const DATA_PREFIX = '<!-- mcp-contract-data:';
/** Head shas kept in the hidden data; older ones stop carrying sign-off (a reviewer can approve again). */
const MAX_SHAS = 100;
/**
 * The hidden marker line for one config and server set. Hashed so no path or server name (PR-controlled) can
 * put `-->` or markup into the marker.
 */
function markerFor(configPath, servers) {
    const key = `${configPath}\n${[...new Set(servers)].sort().join('\n')}`;
    const id = createHash('sha256').update(key).digest('hex').slice(0, 16);
    return `${MARKER_PREFIX}${id} -->`;
}
function encodeHiddenData(data) {
    // base64url has no `>` or `!`, so the payload can never end the HTML comment early.
    return `${DATA_PREFIX}${Buffer.from(JSON.stringify(data), 'utf8').toString('base64url')} -->`;
}
const SHA = /^[0-9a-f]{7,64}$/i;
const DATA_RE = /<!-- mcp-contract-data:([A-Za-z0-9_-]*) -->/g;
function isStringArray(v, re) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string' && (re === undefined || re.test(x)));
}
/** Decodes one payload; undefined for anything that is not exactly a v1 record. */
function decode(payload) {
    let value;
    try {
        value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const o = value;
    if (o.v !== 1 || typeof o.sha !== 'string' || !SHA.test(o.sha))
        return undefined;
    if (!isStringArray(o.fingerprints) || !isStringArray(o.shas, SHA) || typeof o.since !== 'string')
        return undefined;
    if (Number.isNaN(Date.parse(o.since)))
        return undefined;
    if (!o.shas.includes(o.sha))
        return undefined;
    return { v: 1, sha: o.sha, fingerprints: [...o.fingerprints].sort(), shas: o.shas, since: o.since };
}
/**
 * Reads the hidden data from a comment body. Garbage, a wrong version or more than one data block (someone
 * managed to add a second) all give undefined, which callers treat as "no trusted history".
 */
function readHiddenData(body) {
    if (typeof body !== 'string')
        return undefined;
    const found = [...body.matchAll(DATA_RE)];
    if (found.length !== 1)
        return undefined;
    // A data block that starts the same but is malformed would not match the regex; count prefixes as well.
    if (body.split(DATA_PREFIX).length - 1 !== 1)
        return undefined;
    return decode(found[0][1]);
}
function sameSet(a, b) {
    const sa = new Set(a);
    const sb = new Set(b);
    return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}
/** True when `previous` recorded exactly the set of fingerprints in `current`. */
function sameFingerprints(previous, current) {
    return previous !== undefined && sameSet(previous.fingerprints, current);
}
/**
 * The hidden data to write now: the sha history continues while the fingerprint set needing sign-off is unchanged
 * and restarts (with `now` as its start) when the set changes or there was no trusted history.
 */
function nextHiddenData(previous, headSha, fingerprints, now) {
    const sorted = [...new Set(fingerprints)].sort();
    if (previous !== undefined && sameSet(previous.fingerprints, sorted)) {
        const shas = [...previous.shas.filter((s) => s !== headSha), headSha].slice(-MAX_SHAS);
        return { v: 1, sha: headSha, fingerprints: sorted, shas, since: previous.since };
    }
    return { v: 1, sha: headSha, fingerprints: sorted, shas: [headSha], since: now.toISOString() };
}

;// CONCATENATED MODULE: ./src/render/markdown.ts
// The PR comment and job summary: every server- or PR-controlled string goes through escape.ts before it lands here.











const DEFAULT_FULL_LIST_AT = 'the job summary of the workflow run lists every change, and the JSON report has each one with its fingerprint';
const ICON = { breaking: '\ud83d\udd34', review: '\ud83d\udfe1', safe: '\ud83d\udfe2' };
const DEFAULT_MAX_LENGTH = 60000;
const ORDER = ['breaking', 'review', 'safe'];
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** Distinct changes per severity: a change seen on several surfaces counts once. */
function totals(reports) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const r of reports) {
        const d = distinctOf(r);
        for (const s of ORDER)
            t[s] += d[s];
    }
    return t;
}
function refsText(refs) {
    return (refs ?? []).map((r) => escapeCode(r, 120)).join(', ');
}
const KIND_WORD = { resourceTemplate: 'resource template' };
/** "14 tools", "3 resource templates". */
function groupNoun(g) {
    // A report's rewordings are one row whatever their kinds.
    if (new Set(g.members.map((m) => m.kind)).size > 1)
        return `${g.members.length} capabilities`;
    return plural(g.members.length, KIND_WORD[g.lead.kind] ?? g.lead.kind);
}
function whereOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    let out = '';
    if (pointer !== undefined && pointer !== '')
        out += ` <sub>${escapeCode(pointer, 120)}</sub>`;
    if (c.surface && c.surface !== '*')
        out += ` <sub>on ${escapeInline(c.surface, 60)}</sub>`;
    return out;
}
function markdown_refsOf(c) {
    const before = refsText(c.before?.refs);
    const after = refsText(c.after?.refs);
    return before && after && before !== after ? `${before} \u2192 ${after}` : after || before || escapeInline(c.kind);
}
/** Names listed in full when a group has this many members or fewer; more collapse into a list. */
const INLINE_NAMES = 3;
/** The "What" cell: the capability (or, for a group, how many and which), the field and the surfaces. */
function whatOf(g) {
    if (g.members.length === 1)
        return markdown_refsOf(g.lead) + whereOf(g.lead);
    const names = groupRefs(g).map((r) => escapeCode(r, 120));
    const list = g.members.length <= INLINE_NAMES ? `${groupNoun(g)}: ${names.join(', ')}` : `<details><summary>${groupNoun(g)}</summary>${names.join(', ')}</details>`;
    return list + whereOf(g.lead);
}
/** The same without nested collapsibles, for a `<summary>` line. */
function whatShort(g) {
    return (g.members.length === 1 ? markdown_refsOf(g.lead) : groupNoun(g)) + whereOf(g.lead);
}
/** Every untrusted string a change carries, for the invisible-character check. */
function untrustedStrings(c) {
    const out = [c.message, c.hint, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
    const walk = (v) => {
        if (typeof v === 'string')
            out.push(v);
        else if (Array.isArray(v))
            v.forEach(walk);
        else if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                (out.push(k), walk(x));
    };
    walk(c.before?.value);
    walk(c.after?.value);
    for (const v of Object.values(c.params ?? {}))
        if (typeof v === 'string')
            out.push(v);
    return out;
}
// Walks every value of every member: once per row, whichever budgets render it.
const warningsMemo = new WeakMap();
function invisibleWarning(g) {
    let warning = warningsMemo.get(g);
    if (warning === undefined) {
        warning = describeWarning(g);
        warningsMemo.set(g, warning);
    }
    return warning;
}
function describeWarning(g) {
    const found = [...new Set(g.members.flatMap(untrustedStrings).flatMap(describeInvisible))];
    return found.length === 0 ? '' : ` \u26a0\ufe0f **contains invisible characters** (${escapeInline(found.join(', '), 300)})`;
}
/**
 * For review and breaking text changes, the added text is shown in the row itself: a poisoned description must be
 * read, not hidden in a collapsed block.
 */
function addedText(c) {
    if (c.severity === 'safe')
        return '';
    const delta = changeTextDelta(c);
    // A rewording's row shows the words that went beside those that came: that is the whole change.
    if ((0,rewording/* isPlainRewording */.K1)(c) && delta?.removed)
        return `<br>**Words changed:** <code>${escapeInline(delta.removed, 300)}</code> \u2192 <code>${escapeInline(delta.added, 300)}</code>`;
    return delta?.added ? `<br>**Text added:** <code>${escapeInline(delta.added, 300)}</code>` : '';
}
/** A group's shared before \u2192 after, when short enough to read in the row. */
function sharedValues(g) {
    if (g.members.length === 1 || isVaried(g) || !(hasValue(g.lead.before) || hasValue(g.lead.after)))
        return '';
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    const before = show(g.lead.before);
    const after = show(g.lead.after);
    return before.length + after.length > 60 ? '' : ` <sub>${escapeCode(before, 80)} \u2192 ${escapeCode(after, 80)}</sub>`;
}
/** Most variants a row's values block lists; the rest are counted and left to the full list. */
const ROW_VALUES = 30;
function sideText(side) {
    return side?.value === undefined ? 'absent' : JSON.stringify(side.value);
}
/** One variant's values: the field when the variants' fields differ, then the text it adds, else before \u2192 after. */
function variantValues(v, showPointer) {
    const pointer = v.lead.after?.pointer ?? v.lead.before?.pointer;
    const at = showPointer && pointer !== undefined ? `${escapeCode(pointer, 120)} ` : '';
    const delta = changeTextDelta(v.lead);
    // A rewording shows the words that went as well as those that came: that is what changed.
    if (delta?.added && delta.removed)
        return `${at}words <code>${escapeInline(delta.removed, 200)}</code> \u2192 <code>${escapeInline(delta.added, 200)}</code>`;
    if (delta?.added)
        return `${at}text added: <code>${escapeInline(delta.added, 200)}</code>`;
    if (delta?.removed)
        return `${at}text removed: <code>${escapeInline(delta.removed, 200)}</code>`;
    if (v.lead.before?.value === undefined && v.lead.after?.value === undefined)
        return pointer !== undefined ? escapeCode(pointer, 120) : '';
    return `${at}${escapeCode(sideText(v.lead.before), 80)} \u2192 ${escapeCode(sideText(v.lead.after), 80)}`;
}
/** For a row whose members differ in value ("9 tools gained a title"): each one's values in a collapsible block. */
function valuesBlock(g, withValues) {
    if (!isVaried(g))
        return '';
    if (!withValues)
        return ` <sub>(${g.variants.length} different values: in the full list)</sub>`;
    const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
    const lines = g.variants.slice(0, ROW_VALUES).map((v) => `${groupRefs(v).map((r) => escapeCode(r, 120)).join(', ')}: ${variantValues(v, pointers.size > 1)}`);
    const more = g.variants.length - lines.length;
    if (more > 0)
        lines.push(`and ${more} more: in the full list`);
    return `<details><summary>${g.variants.length} different values</summary>${lines.join('<br>')}</details>`;
}
function changeRow(g, withValues) {
    return memoized(rowsMemo, g, withValues, renderRow);
}
function renderRow(g, withValues) {
    const c = g.lead;
    const adjusted = c.adjusted ? ` <sub>(${escapeInline(c.adjusted, 160)})</sub>` : '';
    // A risky-text row shows the text its told description edit added (the edit has no row of its own).
    const added = isVaried(g) ? '' : addedText(c) || (g.members.length === 1 && g.told.length === 1 ? addedText(g.told[0]) : '');
    const cues = addedCueWords(g);
    const cueNote = cues.length > 0 ? ` **New cue:** ${escapeInline(cues.join(', '), 200)}.` : '';
    return `| ${ICON[c.severity]} ${c.severity} | ${tableCell(whatOf(g))} | ${tableCell(`${safeGroupMessage(g)}${sharedValues(g)}`)}${cueNote}${adjusted}${invisibleWarning(g)}${tableCell(added + valuesBlock(g, withValues) + toldCell(g))} |`;
}
/** What the same cause also changed (causes.ts), named in the row: rule and how many. */
function toldCell(g) {
    const lines = toldLines(g.told);
    if (lines.length === 0)
        return '';
    return `<br><sub>with ${lines.map((t) => `${t.severity} <code>${escapeInline(t.rule, 80)}</code>${t.changes.length > 1 ? ` ×${t.changes.length}` : ''}`).join(', ')}</sub>`;
}
/** The told changes in a row's details: each rule's capabilities, field and (alone) message. */
function toldDetails(g) {
    const lines = toldLines(g.told);
    if (lines.length === 0)
        return [];
    const out = ['Also changed by the same cause:', ''];
    for (const t of lines) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` at ${t.pointers.map((p) => escapeCode(p, 300)).join(', ')}` : '';
        out.push(`- ${t.severity} <code>${escapeInline(t.rule, 80)}</code>: ${t.refs.map((r) => escapeCode(r, 120)).join(', ')}${at}${one !== undefined ? `: ${safeMessage(one)}` : ''}`);
        const delta = one === undefined ? undefined : changeTextDelta(one);
        if (delta?.removed)
            out.push(`  Text removed: <code>${escapeInline(delta.removed, 400)}</code>`);
        if (delta?.added)
            out.push(`  **Text added:** <code>${escapeInline(delta.added, 400)}</code>`);
        for (const x of t.changes)
            if (toldHint(x) !== undefined)
                out.push(`  ${safeHint(x)}`);
    }
    out.push('');
    return out;
}
function hasValue(side) {
    return side !== undefined && (side.value !== undefined || side.pointer !== undefined);
}
function hasDetails(g) {
    return g.lead.severity !== 'safe' || hasValue(g.lead.before) || hasValue(g.lead.after) || g.members.length > INLINE_NAMES;
}
// Each budget re-renders the same rows (up to 20 budgets, each over every row and value): group and count once per
// report and render each row and block once, or the cost of a cut body is many times that of an uncut one.
const groupsMemo = new WeakMap();
const distinctMemo = new WeakMap();
const detailsMemo = new WeakMap();
const rowsMemo = new WeakMap();
function groupsOf(r) {
    let groups = groupsMemo.get(r.changes);
    if (groups === undefined) {
        groups = groupChanges(r.changes);
        groupsMemo.set(r.changes, groups);
    }
    return groups;
}
function distinctOf(r) {
    let d = distinctMemo.get(r.changes);
    if (d === undefined) {
        d = distinctCount(r.changes);
        distinctMemo.set(r.changes, d);
    }
    return d;
}
function memoized(memo, g, mode, make) {
    let byMode = memo.get(g);
    if (byMode === undefined) {
        byMode = new Map();
        memo.set(g, byMode);
    }
    let text = byMode.get(mode);
    if (text === undefined) {
        text = make(g, mode);
        byMode.set(mode, text);
    }
    return text;
}
function changeDetails(g, compact) {
    return memoized(detailsMemo, g, compact, renderDetails);
}
/** One variant of a varied row: which capabilities, the field, the text delta and (not compact) before/after. */
function variantDetails(v, compact) {
    const c = v.lead;
    const pointer = c.after?.pointer ?? c.before?.pointer;
    const lines = [`${groupRefs(v).map((r) => escapeCode(r, 120)).join(', ')}${pointer !== undefined ? ` at ${escapeCode(pointer, 300)}` : ''}:`, ''];
    const delta = changeTextDelta(c);
    if (delta?.removed)
        lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
    if (delta?.added)
        lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
    if (!delta && compact)
        lines.push(`${escapeCode(sideText(c.before), 200)} \u2192 ${escapeCode(sideText(c.after), 200)}`, '');
    if (!compact) {
        lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
        lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
    }
    return lines;
}
/** A collapsible block per row; `compact` leaves out the before/after JSON. */
function renderDetails(g, compact) {
    const c = g.lead;
    const lines = [`<details><summary>${ICON[c.severity]} ${whatShort(g)}: <code>${escapeInline(c.rule, 80)}</code></summary>`, ''];
    if (g.members.length > 1)
        lines.push(`${groupNoun(g)}: ${groupRefs(g).map((r) => escapeCode(r, 120)).join(', ')}`, '');
    if (isVaried(g))
        lines.push(...g.variants.flatMap((v) => variantDetails(v, compact)));
    else if (hasValue(c.before) || hasValue(c.after)) {
        const pointer = c.after?.pointer ?? c.before?.pointer;
        if (pointer !== undefined)
            lines.push(`Field: ${escapeCode(pointer, 300)}`, '');
        const delta = changeTextDelta(c);
        // Entity-escaped rather than a code span: the text may carry backticks, newlines or closing tags.
        if (delta?.removed)
            lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
        if (delta?.added)
            lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
        if (!compact) {
            lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
            lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
        }
    }
    // A varied row's hint names no one member's values (they differ): the rule's hint with those written "\u2026".
    const variedHint = isVaried(g) ? (0,rules_rules/* ruleById */.BD)(c.rule)?.hint : undefined;
    if (variedHint)
        lines.push(`What to do: ${safeTemplate(variedTemplate(variedHint, g.members), c.params ?? {})}`, '');
    else if (c.hint)
        lines.push(`What to do: ${safeHint(c)}`, '');
    lines.push(...toldDetails(g));
    const fingerprints = [...g.members, ...g.told].map((m) => m.fingerprint).join(', ');
    lines.push(`${g.members.length > 1 || fingerprints.includes(',') ? 'Fingerprints' : 'Fingerprint'}: ${escapeInline(fingerprints, 100000)}`, '', '</details>');
    return lines.join('\n');
}
/** `renames` entries suggested by the classifier (a removed capability with `params.suggestion` = the new ref). */
function suggestedRenames(reports) {
    const out = {};
    for (const r of reports) {
        for (const c of r.changes) {
            const to = c.params?.suggestion;
            const from = c.before?.refs[0];
            if (typeof to === 'string' && from !== undefined && c.type !== 'renamed')
                out[from] = to;
        }
    }
    return out;
}
/** The sign-off part of the comment. Logins are escaped too: a re-rendered comment must not ping anyone. */
function renderSignoffMarkdown(signoff, label) {
    if (signoff === undefined)
        return '';
    const owners = signoff.owners.length > 0 ? signoff.owners.map((o) => escapeInline(o, 100)).join(', ') : '_nobody_';
    const lines = ['#### Sign-off', ''];
    if (signoff.satisfied) {
        const by = (signoff.by ?? []).map((b) => escapeInline(`@${b}`, 100)).join(', ');
        lines.push(by ? `\u2705 Signed off by ${by}.` : '\u2705 Nothing here needs sign-off.');
        return lines.join('\n');
    }
    if (signoff.mode === 'none') {
        lines.push('Sign-off is turned off for this repository: changes at the failing severity fail the check.');
    }
    else if ((signoff.groups ?? []).length > 1) {
        // Servers with different code owners: each needs one of its own.
        lines.push('\u23f3 Needs sign-off from a code owner of each server:', '');
        for (const g of signoff.groups ?? []) {
            const servers = g.servers.map((s) => escapeInline(s, 100)).join(', ');
            const who = g.owners.length > 0 ? g.owners.map((o) => escapeInline(o, 100)).join(', ') : '_nobody_';
            const by = (g.by ?? []).map((b) => escapeInline(`@${b}`, 100)).join(', ');
            lines.push(g.satisfied ? `- ${servers}: \u2705 signed off${by ? ` by ${by}` : ''}` : `- ${servers}: needs ${who}`);
        }
        lines.push('');
        lines.push(signoff.mode === 'label' ? `A code owner applies the ${escapeInline(label ?? '', 100)} label after reading this report.` : 'Code owners approve this PR after reading this report; the PR author cannot sign off.');
    }
    else {
        lines.push(`\u23f3 Needs sign-off from a code owner: ${owners}.`, '');
        lines.push(signoff.mode === 'label'
            ? `A code owner applies the ${escapeInline(label ?? '', 100)} label after reading this report. It counts only while the changes needing sign-off stay as they are now.`
            : 'A code owner approves this PR after reading this report. An approval counts for the commit it was given on, and for later commits only while the changes needing sign-off stay exactly the same. The PR author cannot sign off.');
    }
    if (signoff.reasons.length > 0) {
        lines.push('');
        for (const reason of signoff.reasons)
            lines.push(`- ${escapeInline(reason, 400)}`);
    }
    return lines.join('\n');
}
function signable(ctx) {
    return ctx.signoffSeverities ?? ['breaking', 'review'];
}
function headline(reports, ctx) {
    const title = ctx.title ?? 'MCP contract';
    const t = totals(reports);
    const total = t.breaking + t.review + t.safe;
    const stale = (ctx.stale ?? []).length > 0;
    if (stale)
        return `### \u274c ${title}: the committed snapshot is stale${total > 0 ? ` (${plural(total, 'change')} against the baseline)` : ''}`;
    if (total === 0)
        return ctx.verdict === 'fail' ? `### \u274c ${title}: the check fails` : `### \u2705 ${title}: no contract changes`;
    switch (ctx.verdict) {
        case undefined:
            return t.breaking > 0
                ? `### ${title}: ${plural(total, 'change')}, ${t.breaking} breaking`
                : `### ${title}: ${plural(total, 'change')}`;
        case 'pass':
            return ctx.signoff?.satisfied && (ctx.signoff.by?.length ?? 0) > 0
                ? `### \u2705 ${title}: ${plural(total, 'change')}, signed off`
                : `### \u2705 ${title}: ${plural(total, 'change')}, nothing blocks`;
        case 'needs-signoff': {
            // Only the changes at a signable severity wait for an owner; safe ones are listed but need nothing.
            const need = signable(ctx).reduce((n, s) => n + t[s], 0);
            const verb = need === 1 ? 'needs' : 'need';
            return need === total
                ? `### \u23f3 ${title}: ${plural(total, 'change')} ${verb} code-owner sign-off`
                : `### \u23f3 ${title}: ${need} of ${plural(total, 'change')} ${verb} code-owner sign-off`;
        }
        case 'fail':
            return `### \u274c ${title}: ${plural(total, 'change')}, the check fails`;
    }
}
function isConfigReport(r) {
    return r.changes.length > 0 && r.changes.every((c) => c.kind === 'config');
}
function sectionTitle(r) {
    const header = `${escapeInline(r.base, 60)} \u2192 ${escapeInline(r.head, 60)}`;
    if (isConfigReport(r))
        return `#### Config ${escapeInline(r.server, 100)} (${header})`;
    // A server named "server" (the default for inline commands) is not called "Server server".
    const name = r.server.trim().toLowerCase() === 'server' ? '' : ` ${escapeInline(r.server, 100)}`;
    return `#### Server${name} (${header})`;
}
function severityCounts(groups) {
    const t = { breaking: 0, review: 0, safe: 0 };
    for (const g of groups)
        t[g.lead.severity] += g.members.length;
    return ORDER.filter((s) => t[s] > 0)
        .map((s) => `${t[s]} ${s}`)
        .join(', ');
}
/** Where cut breaking and review rows are: each rule with how many capabilities and the first few names. */
function cutWhere(cut) {
    const gated = cut.filter((g) => g.lead.severity !== 'safe');
    if (gated.length === 0)
        return '';
    const byRule = new Map();
    for (const g of gated) {
        const refs = byRule.get(g.lead.rule);
        if (refs === undefined)
            byRule.set(g.lead.rule, groupRefs(g));
        else
            refs.push(...groupRefs(g));
    }
    const rules = [...byRule].slice(0, 10).map(([rule, refs]) => {
        const names = refs.slice(0, 3).map((r) => escapeCode(r, 80)).join(', ');
        return `<code>${escapeInline(rule, 80)}</code> on ${refs.length} (${names}${refs.length > 3 ? ', \u2026' : ''})`;
    });
    const more = byRule.size - rules.length;
    return ` The breaking and review ones: ${rules.join('; ')}${more > 0 ? `; and ${plural(more, 'more rule')}` : ''}.`;
}
function table(groups, withValues) {
    return ['| Severity | What | Change |', '| --- | --- | --- |', ...groups.map((g) => changeRow(g, withValues))];
}
function detailBlocks(groups, budget, omitted) {
    const wanted = groups.filter(hasDetails);
    const detailed = wanted.filter((g) => budget.details === 'all' || (budget.details === 'gated' && g.lead.severity !== 'safe')).slice(0, budget.detailRows);
    if (budget.compact)
        omitted.compacted += detailed.filter((g) => g.lead.severity !== 'safe').length;
    return { blocks: detailed.map((g) => `${changeDetails(g, budget.compact && g.lead.severity !== 'safe')}\n`), skipped: wanted.length - detailed.length };
}
/**
 * One server's rows: breaking and review in a table, each row's details below it; safe rows (which need no sign-off)
 * in one collapsed block. Whatever the budget leaves out is counted and, for breaking and review rows, named.
 */
function reportSection(r, multi, budget, omitted, elsewhere) {
    const lines = [];
    if (multi || r.changes.length > 0)
        lines.push(sectionTitle(r), '');
    if (r.changes.length === 0)
        lines.push('No contract changes.');
    else {
        let safeLeft = budget.safeRows;
        const shown = [];
        const cut = [];
        for (const g of groupsOf(r))
            ((shown.length < budget.rows && (g.lead.severity !== 'safe' || safeLeft-- > 0)) ? shown : cut).push(g);
        const withValues = budget.details !== 'none';
        // A generator note explains the rows: it stands above them as a note, not as one more row among them.
        const notes = shown.filter((g) => isExplainingNote(g.lead));
        for (const g of notes)
            lines.push(`> [!NOTE]\n> ${safeGroupMessage(g)}`, '');
        const gated = shown.filter((g) => g.lead.severity !== 'safe' && !isExplainingNote(g.lead));
        const safe = shown.filter((g) => g.lead.severity === 'safe' && !isExplainingNote(g.lead));
        const main = detailBlocks(gated, budget, omitted);
        const quiet = detailBlocks(safe, budget, omitted);
        if (gated.length > 0)
            lines.push(...table(gated, withValues));
        if (main.blocks.length > 0)
            lines.push('', ...main.blocks);
        if (safe.length > 0) {
            const n = safe.reduce((k, g) => k + g.members.length, 0);
            const summary = `\ud83d\udfe2 ${plural(n, 'safe change')}${safe.length < n ? ` in ${plural(safe.length, 'row')}` : ''}: no sign-off needed`;
            lines.push('', `<details><summary>${summary}</summary>`, '', ...table(safe, withValues), '', ...quiet.blocks, '</details>');
        }
        if (cut.length > 0) {
            omitted.rows += cut.length;
            lines.push('', `**${plural(cut.length, 'more row')} (${severityCounts(cut)}) ${cut.length === 1 ? 'is' : 'are'} not shown here**: ${elsewhere}.${cutWhere(cut)}`);
        }
        const skipped = main.skipped + quiet.skipped;
        if (skipped > 0) {
            omitted.details += skipped;
            lines.push('', `Details (before/after, hint, fingerprints) of ${plural(skipped, 'row')} above are not shown here: ${elsewhere}.`);
        }
    }
    if (r.ignored.length > 0)
        lines.push('', `${plural(r.ignored.length, 'change')} ignored by the config.`);
    return lines.join('\n');
}
function countsLine(reports) {
    const t = totals(reports);
    const counts = ORDER.map((s) => (t[s] > 0 ? `**${t[s]} ${s}**` : `${t[s]} ${s}`)).join(' · ');
    const servers = reports.filter((r) => r.changes.some((c) => c.kind !== 'config')).length;
    const config = reports.some(isConfigReport);
    const where = servers > 1 ? ` across ${plural(servers, 'server')}${config ? ' and the config' : ''}` : '';
    const distinct = t.breaking + t.review + t.safe;
    const rows = reports.reduce((n, r) => n + groupsOf(r).length, 0);
    const perSurface = reports.reduce((n, r) => n + r.changes.length, 0);
    const notes = [];
    if (rows < distinct)
        notes.push(`in ${plural(rows, 'row')}`);
    if (perSurface > distinct)
        notes.push(`${perSurface} counting each surface separately`);
    return `${counts}${where}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}
function render(reports, ctx, budget) {
    const parts = [];
    if (!ctx.standalone && ctx.marker !== undefined) {
        parts.push(ctx.marker);
        if (ctx.hidden !== undefined)
            parts.push(encodeHiddenData(ctx.hidden));
        parts.push('');
    }
    parts.push(headline(reports, ctx), '');
    const t = totals(reports);
    const total = t.breaking + t.review + t.safe;
    const multi = reports.length > 1;
    if (total > 0)
        parts.push(countsLine(reports), '');
    // A stale snapshot is the one thing said: "match" beside "does not match" would be two verdicts at once.
    else if ((ctx.stale ?? []).length > 0) {
        const one = ctx.stale?.length === 1;
        parts.push(`Against the base branch nothing changed, but the ${one ? 'snapshot this PR commits is' : 'snapshots this PR commits are'} not what the live ${one ? 'server serves' : 'servers serve'}: rewrite ${one ? 'it' : 'them'} (below).`, '');
    }
    else
        parts.push(`The capabilities match the committed ${reports.length === 1 ? 'snapshot' : 'snapshots'}.`, '');
    // Behavioural evidence is counted apart from the contract: a tool without a canary is unverified, not passed.
    for (const r of reports)
        if (r.canaries)
            parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${(0,canary_coverage/* coverageLine */.v)(r.canaries)}`, '');
    // Host acceptance and context cost: derived evidence beside the contract, said only when there is something to say.
    for (const r of reports) {
        for (const line of r.hosts ? [hostAcceptanceLine(r.hosts), contextCostLine(r.hosts)] : []) {
            if (line !== undefined)
                parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${line}`, '');
        }
    }
    if (ctx.configChanged !== undefined) {
        parts.push(`> [!NOTE]\n> This PR changes the config ${escapeInline(ctx.configChanged, 200)}. The changes above are judged with the base branch's config, so renames, ignores and severity overrides this PR adds take effect once it is merged; the edits themselves are listed as changes to sign off.`, '');
    }
    for (const s of ctx.stale ?? [])
        parts.push(`> [!WARNING]\n> ${escapeInline(s, 400)}`, '');
    for (const n of ctx.notes ?? [])
        parts.push(n, '');
    const elsewhere = ctx.fullListAt ?? DEFAULT_FULL_LIST_AT;
    if (total > 0 && budget !== undefined) {
        const omitted = { rows: 0, details: 0, compacted: 0 };
        const sections = reports.filter((r) => multi || r.changes.length > 0).map((r) => reportSection(r, multi, budget, omitted, elsewhere));
        if (omitted.rows + omitted.details + omitted.compacted > 0) {
            const what = [
                omitted.rows > 0 ? plural(omitted.rows, 'row') : '',
                omitted.details > 0 ? `the details of ${plural(omitted.details, 'row')}` : '',
                omitted.compacted > 0 ? `the before/after values of ${plural(omitted.compacted, 'row')}` : '',
            ].filter((x) => x !== '');
            const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}` : what[0];
            parts.push(`> [!NOTE]\n> Cut to fit ${ctx.limitName ?? "GitHub's comment limit"}: left out ${list} (safe changes are cut first, breaking and review ones last). ${capitalize(elsewhere)}.`, '');
        }
        for (const s of sections)
            parts.push(s, '');
        parts.push(...clientRulesMarkdown(reports));
        const renames = suggestedRenames(reports);
        if (Object.keys(renames).length > 0) {
            parts.push('#### Suggested renames', '', 'If these are renames, declare them in the config so callers are told, and the change is classified as a rename:', '', jsonBlock({ renames }), '');
        }
    }
    else if (total > 0) {
        parts.push(`> [!NOTE]\n> The change list is too long for ${ctx.limitName ?? "GitHub's comment limit"}: ${elsewhere}.`, '');
    }
    if (total > 0) {
        const signoff = renderSignoffMarkdown(ctx.signoff, ctx.label);
        if (signoff)
            parts.push(signoff, '');
        if (ctx.updateCommand !== undefined) {
            parts.push('#### Updating the snapshot', '', 'If the changes are intended, rewrite the snapshot and commit it with this PR:', '', codeBlock(ctx.updateCommand, 'sh'), '');
        }
    }
    if (ctx.runUrl !== undefined)
        parts.push(`<sub>[Workflow run](${ctx.runUrl})</sub>`, '');
    return `${parts.join('\n').trimEnd()}\n`;
}
function capitalize(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
function count(haystack, needle) {
    return haystack.split(needle).length - 1;
}
const ALL = Number.POSITIVE_INFINITY;
/** Largest first; the last steps keep breaking and review rows while safe ones go. */
const BUDGETS = [
    { details: 'all', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
    { details: 'gated', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
    ...[ALL, 40, 15, 5].map((n) => ({ details: 'gated', compact: true, detailRows: n, safeRows: ALL, rows: ALL })),
    ...[ALL, 100, 30, 0].map((n) => ({ details: 'none', compact: false, detailRows: 0, safeRows: n, rows: ALL })),
    ...[200, 100, 50, 20, 5].map((n) => ({ details: 'none', compact: false, detailRows: 0, safeRows: 0, rows: n })),
];
function fits(text, max, unit) {
    if (unit !== 'bytes' || text.length > max)
        return text.length <= max;
    // A UTF-16 unit is at most 3 UTF-8 bytes: most bodies are decided without encoding them.
    return text.length * 3 <= max || new TextEncoder().encode(text).length <= max;
}
/**
 * Renders the comment body: marker line first, then hidden data, headline, counts, change tables (grouped rows) with
 * collapsible before/after, suggested renames, sign-off status and how to update the snapshot. Shrinks itself to stay
 * under `maxLength` (details of safe changes first, then before/after values, then rows, safe rows before any
 * other), and says what it left out and where the whole list is.
 */
function renderMarkdown(reports, ctx) {
    const marked = !ctx.standalone;
    if (marked && !ctx.marker?.startsWith(MARKER_PREFIX))
        throw new Error('comment marker must come from markerFor()');
    const max = ctx.maxLength ?? DEFAULT_MAX_LENGTH;
    let body = '';
    for (const budget of [...BUDGETS, undefined]) {
        body = render(reports, ctx, budget);
        if (fits(body, max, ctx.unit))
            break;
    }
    // Defense in depth: escaping must have kept every forged marker out.
    const data = marked && ctx.hidden !== undefined ? 1 : 0;
    if (count(body, MARKER_PREFIX) !== (marked ? 1 : 0) || count(body, DATA_PREFIX) !== data) {
        throw new Error('untrusted text produced a comment marker; refusing to render');
    }
    return body;
}

;// CONCATENATED MODULE: ./src/render/sarif-drift.ts



const SARIF_DRIFT_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const sarif_drift_ZWSP = '\u200b';
const LEVELS = { breaking: 'error', review: 'warning', safe: 'note' };
/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
function sarifText(text, max = 1000) {
    return cleanTerminal(text, max)
        .replace(/[\\[\]]/g, (c) => `\\${c}`)
        .replace(/@/g, `@${sarif_drift_ZWSP}`);
}
/**
 * The 1-based line of `"ref": REF` of the capability in the surface, in a snapshot written as committed (two-space
 * indented, sorted keys: surface keys at depth 2, item refs at depth 7). Strings never span lines in that form, so a
 * hostile description cannot forge a matching line; any other layout answers undefined.
 */
function capabilityLine(text, surface, ref) {
    return capabilityLines(text).get(lineKey(surface, ref));
}
const lineKey = (surface, ref) => `${JSON.stringify(surface)}\n${JSON.stringify(ref)}`;
const SURFACE_LINE = /^ {4}("(?:[^"\\]|\\.)*"): \{$/;
const REF_LINE = /^ {14}"ref": ("(?:[^"\\]|\\.)*"),?$/;
/**
 * Every capability's line in one pass, keyed by surface and ref (the first of each). Read once per snapshot: a line
 * looked up by scanning the text per change made a 50,000-change SARIF report quadratic (120 s against 3 s for JSON).
 */
function capabilityLines(text) {
    const out = new Map();
    const lines = text.split('\n');
    let inSurfaces = false;
    let surface;
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '  "surfaces": {')
            inSurfaces = true;
        else if (inSurfaces && /^ {2}\S/.test(line))
            break;
        else if (inSurfaces && /^ {4}\S/.test(line))
            surface = SURFACE_LINE.exec(line)?.[1];
        else if (surface !== undefined) {
            const ref = REF_LINE.exec(line)?.[1];
            if (ref === undefined)
                continue;
            const key = `${surface}\n${ref}`;
            if (!out.has(key))
                out.set(key, i + 1);
        }
    }
    return out;
}
function artifactLocation(path) {
    if (/^([/\\]|[A-Za-z]:)/.test(path))
        return { uri: `file://${path.split(/[\\/]/).map(encodeURIComponent).join('/').replace(/^(?!\/)/, '/')}` };
    return { uri: path.split(/[\\/]/).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_, _d, c) => c.toUpperCase());
}
function changeRef(change) {
    return change.after?.refs[0] ?? change.before?.refs[0];
}
function result(entry, change, ruleIndex, approved, lines) {
    const ref = changeRef(change);
    const snapshot = entry.snapshot;
    const line = lines !== undefined && ref !== undefined ? (lines.get(lineKey(change.surface, ref)) ?? 1) : 1;
    const where = `${entry.report.server} ${change.surface}${ref ? ` ${ref}` : ''}`;
    const index = ruleIndex.get(change.rule);
    return {
        ruleId: change.rule,
        ...(index === undefined ? {} : { ruleIndex: index }),
        kind: 'fail',
        level: LEVELS[change.severity],
        message: { text: sarifText(`${where}: ${change.message}${change.hint ? ` Hint: ${change.hint}` : ''}`) },
        ...(snapshot
            ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(snapshot.path), region: { startLine: line } }, logicalLocations: [{ name: sarifText(ref ?? change.kind, 300), kind: 'member', fullyQualifiedName: sarifText(where, 600) }] }] }
            : {}),
        partialFingerprints: { 'mcpContractDrift/v1': change.fingerprint },
        ...(approved?.has(change.fingerprint) ? { suppressions: [{ kind: 'external', status: 'accepted', justification: 'signed off on the pull request' }] } : {}),
        properties: { server: sarifText(entry.report.server, 300), surface: sarifText(change.surface, 300), severity: change.severity, ...(change.adjusted ? { adjusted: sarifText(change.adjusted) } : {}) },
    };
}
/** A server that could not be compared (no snapshot) is a notification of the run, not a result. */
function invocation(entries) {
    const errors = entries.flatMap((e) => ('error' in e ? [e] : []));
    return {
        executionSuccessful: errors.length === 0,
        ...(errors.length
            ? {
                toolExecutionNotifications: errors.map((e) => ({
                    level: 'error',
                    message: { text: sarifText(`${e.server}: ${e.error}`) },
                    ...(e.snapshot ? { locations: [{ physicalLocation: { artifactLocation: artifactLocation(e.snapshot.path) } }] } : {}),
                })),
            }
            : {}),
    };
}
/** One SARIF 2.1.0 log (one run) for the reports of a run's servers. */
function renderSarifDrift(entries, opts = {}) {
    const ruleIndex = new Map(rules_rules/* RULES */.y0.map((rule, i) => [rule.id, i]));
    const rules = rules_rules/* RULES */.y0.map((rule) => ({
        id: rule.id,
        name: ruleName(rule.id),
        shortDescription: { text: sarifText((0,rules_rules/* fillTemplate */.ou)(rule.message).replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
        fullDescription: { text: sarifText(rule.why) },
        help: { text: sarifText(rule.hint.replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
        defaultConfiguration: { level: LEVELS[rule.severity] },
        properties: { tags: [...new Set(['mcp', 'drift', rule.type, ...Object.values(rule.tags).filter((t) => typeof t === 'string')])], severity: rule.severity },
    }));
    const log = {
        $schema: SARIF_DRIFT_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'mcp-contract', ...(opts.version ? { semanticVersion: opts.version } : {}), informationUri: opts.informationUri ?? 'https://github.com/mcp-contract/mcp-contract', rules } },
                ...(opts.root ? { originalUriBaseIds: { '%SRCROOT%': { uri: artifactLocation(opts.root.endsWith('/') ? opts.root : `${opts.root}/`).uri } } } : {}),
                invocations: [invocation(entries)],
                results: entries.flatMap((entry) => {
                    if (!('report' in entry))
                        return [];
                    const lines = entry.snapshot?.text === undefined ? undefined : capabilityLines(entry.snapshot.text);
                    return entry.report.changes.map((change) => result(entry, change, ruleIndex, opts.approved, lines));
                }),
            },
        ],
    };
    return `${safeJson(log)}\n`;
}

;// CONCATENATED MODULE: ./src/api/render.ts




const REPORT_RENDERERS = {
    text: (report) => renderText(report),
    markdown: (report) => renderMarkdown([report], { standalone: true }),
    json: (report) => `${JSON.stringify(report, null, 2)}\n`,
    junit: (report) => renderJunit([report]),
    sarif: (report, context) => renderSarifDrift([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root }),
};
const REPORT_FORMATS = Object.keys(REPORT_RENDERERS);
function render_render(report, format, context) {
    return REPORT_RENDERERS[format](report, context);
}

;// CONCATENATED MODULE: ./src/api/drift-text.ts


function driftText(report) {
    if (report.changes.length + report.ignored.length > 0)
        return render_render(report, 'text').trimEnd();
    return `  ${ONLY_DETAILS_DIFFER}`;
}


/***/ })

};

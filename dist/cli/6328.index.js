export const id = 6328;
export const ids = [6328];
export const modules = {

/***/ 18515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ clientRulesMarkdown)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
// What a declared rename, merge or split does to the decisions users saved in their own clients: every rule naming an
// old tool stops matching it, and a deny on an old name does not cover the new one. A few lines for the PR comment and
// the release notes, with the one `mcp-contract consent` command that carries the rules. Tool names are server text:
// each goes through a code span.


const MOVES = new Set(['renamed', 'merged', 'split']);
const MAX_LINES = 20;
function nameOf(ref) {
    return (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(ref)?.key ?? ref;
}
/** One line per declared tool move (surfaces seen once): `a` \u2192 `b`, with the server when there are several. */
function moveLines(reports) {
    const multi = reports.length > 1;
    const out = [];
    for (const r of reports)
        for (const c of r.changes) {
            if (c.kind !== 'tool' || !MOVES.has(c.type) || !c.before?.refs.length || !c.after?.refs.length)
                continue;
            const line = `- ${c.before.refs.map((x) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(nameOf(x), 200)).join(', ')} \u2192 ${c.after.refs.map((x) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(nameOf(x), 200)).join(', ')}${multi ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(r.server, 100)})` : ''}`;
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
        `Users carry them (denies to every successor, allows only to a tool that can do no more) by running, in a clone of this repository: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(command, 600)}; it prints the plan, and \`--write\` applies it.`,
        '',
    ];
}


/***/ }),

/***/ 66328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderMarkdown: () => (/* binding */ renderMarkdown)
});

// UNUSED EXPORTS: renderSignoffMarkdown

// EXTERNAL MODULE: ./src/render/client-rules.ts
var client_rules = __webpack_require__(18515);
// EXTERNAL MODULE: ./src/core/diff/canary-coverage.ts
var canary_coverage = __webpack_require__(24090);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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

// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(57789);
// EXTERNAL MODULE: ./src/render/text-delta.ts
var text_delta = __webpack_require__(92234);
// EXTERNAL MODULE: ./src/core/diff/rewording.ts
var rewording = __webpack_require__(57064);
// EXTERNAL MODULE: ./src/render/hosts.ts
var hosts = __webpack_require__(35579);
// EXTERNAL MODULE: ./src/render/message.ts
var message = __webpack_require__(68795);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(54452);
// EXTERNAL MODULE: ./src/render/causes.ts
var causes = __webpack_require__(35458);
// EXTERNAL MODULE: ./src/render/group.ts
var group = __webpack_require__(28555);
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
    return (refs ?? []).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ');
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
        out += ` <sub>${(0,render_escape/* escapeCode */.tn)(pointer, 120)}</sub>`;
    if (c.surface && c.surface !== '*')
        out += ` <sub>on ${(0,render_escape/* escapeInline */.VV)(c.surface, 60)}</sub>`;
    return out;
}
function refsOf(c) {
    const before = refsText(c.before?.refs);
    const after = refsText(c.after?.refs);
    return before && after && before !== after ? `${before} \u2192 ${after}` : after || before || (0,render_escape/* escapeInline */.VV)(c.kind);
}
/** Names listed in full when a group has this many members or fewer; more collapse into a list. */
const INLINE_NAMES = 3;
/** The "What" cell: the capability (or, for a group, how many and which), the field and the surfaces. */
function whatOf(g) {
    if (g.members.length === 1)
        return refsOf(g.lead) + whereOf(g.lead);
    const names = (0,group/* groupRefs */.e9)(g).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120));
    const list = g.members.length <= INLINE_NAMES ? `${groupNoun(g)}: ${names.join(', ')}` : `<details><summary>${groupNoun(g)}</summary>${names.join(', ')}</details>`;
    return list + whereOf(g.lead);
}
/** The same without nested collapsibles, for a `<summary>` line. */
function whatShort(g) {
    return (g.members.length === 1 ? refsOf(g.lead) : groupNoun(g)) + whereOf(g.lead);
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
    const found = [...new Set(g.members.flatMap(untrustedStrings).flatMap(render_escape/* describeInvisible */.Rb))];
    return found.length === 0 ? '' : ` \u26a0\ufe0f **contains invisible characters** (${(0,render_escape/* escapeInline */.VV)(found.join(', '), 300)})`;
}
/**
 * For review and breaking text changes, the added text is shown in the row itself: a poisoned description must be
 * read, not hidden in a collapsed block.
 */
function addedText(c) {
    if (c.severity === 'safe')
        return '';
    const delta = (0,text_delta/* changeTextDelta */.Co)(c);
    // A rewording's row shows the words that went beside those that came: that is the whole change.
    if ((0,rewording/* isPlainRewording */.K1)(c) && delta?.removed)
        return `<br>**Words changed:** <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 300)}</code> \u2192 <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 300)}</code>`;
    return delta?.added ? `<br>**Text added:** <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 300)}</code>` : '';
}
/** A group's shared before \u2192 after, when short enough to read in the row. */
function sharedValues(g) {
    if (g.members.length === 1 || (0,group/* isVaried */.k$)(g) || !(hasValue(g.lead.before) || hasValue(g.lead.after)))
        return '';
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    const before = show(g.lead.before);
    const after = show(g.lead.after);
    return before.length + after.length > 60 ? '' : ` <sub>${(0,render_escape/* escapeCode */.tn)(before, 80)} \u2192 ${(0,render_escape/* escapeCode */.tn)(after, 80)}</sub>`;
}
/** Most variants a row's values block lists; the rest are counted and left to the full list. */
const ROW_VALUES = 30;
function sideText(side) {
    return side?.value === undefined ? 'absent' : JSON.stringify(side.value);
}
/** One variant's values: the field when the variants' fields differ, then the text it adds, else before \u2192 after. */
function variantValues(v, showPointer) {
    const pointer = v.lead.after?.pointer ?? v.lead.before?.pointer;
    const at = showPointer && pointer !== undefined ? `${(0,render_escape/* escapeCode */.tn)(pointer, 120)} ` : '';
    const delta = (0,text_delta/* changeTextDelta */.Co)(v.lead);
    // A rewording shows the words that went as well as those that came: that is what changed.
    if (delta?.added && delta.removed)
        return `${at}words <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 200)}</code> \u2192 <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 200)}</code>`;
    if (delta?.added)
        return `${at}text added: <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 200)}</code>`;
    if (delta?.removed)
        return `${at}text removed: <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 200)}</code>`;
    if (v.lead.before?.value === undefined && v.lead.after?.value === undefined)
        return pointer !== undefined ? (0,render_escape/* escapeCode */.tn)(pointer, 120) : '';
    return `${at}${(0,render_escape/* escapeCode */.tn)(sideText(v.lead.before), 80)} \u2192 ${(0,render_escape/* escapeCode */.tn)(sideText(v.lead.after), 80)}`;
}
/** For a row whose members differ in value ("9 tools gained a title"): each one's values in a collapsible block. */
function valuesBlock(g, withValues) {
    if (!(0,group/* isVaried */.k$)(g))
        return '';
    if (!withValues)
        return ` <sub>(${g.variants.length} different values: in the full list)</sub>`;
    const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
    const lines = g.variants.slice(0, ROW_VALUES).map((v) => `${(0,group/* groupRefs */.e9)(v).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ')}: ${variantValues(v, pointers.size > 1)}`);
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
    const adjusted = c.adjusted ? ` <sub>(${(0,render_escape/* escapeInline */.VV)(c.adjusted, 160)})</sub>` : '';
    // A risky-text row shows the text its told description edit added (the edit has no row of its own).
    const added = (0,group/* isVaried */.k$)(g) ? '' : addedText(c) || (g.members.length === 1 && g.told.length === 1 ? addedText(g.told[0]) : '');
    const cues = (0,group/* addedCueWords */.t0)(g);
    const cueNote = cues.length > 0 ? ` **New cue:** ${(0,render_escape/* escapeInline */.VV)(cues.join(', '), 200)}.` : '';
    return `| ${ICON[c.severity]} ${c.severity} | ${(0,render_escape/* tableCell */.xR)(whatOf(g))} | ${(0,render_escape/* tableCell */.xR)(`${(0,message/* safeGroupMessage */.gi)(g)}${sharedValues(g)}`)}${cueNote}${adjusted}${invisibleWarning(g)}${(0,render_escape/* tableCell */.xR)(added + valuesBlock(g, withValues) + toldCell(g))} |`;
}
/** What the same cause also changed (causes.ts), named in the row: rule and how many. */
function toldCell(g) {
    const lines = (0,causes/* toldLines */.zo)(g.told);
    if (lines.length === 0)
        return '';
    return `<br><sub>with ${lines.map((t) => `${t.severity} <code>${(0,render_escape/* escapeInline */.VV)(t.rule, 80)}</code>${t.changes.length > 1 ? ` ×${t.changes.length}` : ''}`).join(', ')}</sub>`;
}
/** The told changes in a row's details: each rule's capabilities, field and (alone) message. */
function toldDetails(g) {
    const lines = (0,causes/* toldLines */.zo)(g.told);
    if (lines.length === 0)
        return [];
    const out = ['Also changed by the same cause:', ''];
    for (const t of lines) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` at ${t.pointers.map((p) => (0,render_escape/* escapeCode */.tn)(p, 300)).join(', ')}` : '';
        out.push(`- ${t.severity} <code>${(0,render_escape/* escapeInline */.VV)(t.rule, 80)}</code>: ${t.refs.map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ')}${at}${one !== undefined ? `: ${(0,message/* safeMessage */.N5)(one)}` : ''}`);
        const delta = one === undefined ? undefined : (0,text_delta/* changeTextDelta */.Co)(one);
        if (delta?.removed)
            out.push(`  Text removed: <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 400)}</code>`);
        if (delta?.added)
            out.push(`  **Text added:** <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 400)}</code>`);
        for (const x of t.changes)
            if ((0,causes/* toldHint */.VK)(x) !== undefined)
                out.push(`  ${(0,message/* safeHint */.t4)(x)}`);
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
        groups = (0,group/* groupChanges */.tw)(r.changes);
        groupsMemo.set(r.changes, groups);
    }
    return groups;
}
function distinctOf(r) {
    let d = distinctMemo.get(r.changes);
    if (d === undefined) {
        d = (0,group/* distinctCount */.EX)(r.changes);
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
    const lines = [`${(0,group/* groupRefs */.e9)(v).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ')}${pointer !== undefined ? ` at ${(0,render_escape/* escapeCode */.tn)(pointer, 300)}` : ''}:`, ''];
    const delta = (0,text_delta/* changeTextDelta */.Co)(c);
    if (delta?.removed)
        lines.push(`Text removed: <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 400)}</code>`, '');
    if (delta?.added)
        lines.push(`**Text added:** <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 400)}</code>`, '');
    if (!delta && compact)
        lines.push(`${(0,render_escape/* escapeCode */.tn)(sideText(c.before), 200)} \u2192 ${(0,render_escape/* escapeCode */.tn)(sideText(c.after), 200)}`, '');
    if (!compact) {
        lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : (0,render_escape/* jsonBlock */.Gw)(c.before.value), '');
        lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : (0,render_escape/* jsonBlock */.Gw)(c.after.value), '');
    }
    return lines;
}
/** A collapsible block per row; `compact` leaves out the before/after JSON. */
function renderDetails(g, compact) {
    const c = g.lead;
    const lines = [`<details><summary>${ICON[c.severity]} ${whatShort(g)}: <code>${(0,render_escape/* escapeInline */.VV)(c.rule, 80)}</code></summary>`, ''];
    if (g.members.length > 1)
        lines.push(`${groupNoun(g)}: ${(0,group/* groupRefs */.e9)(g).map((r) => (0,render_escape/* escapeCode */.tn)(r, 120)).join(', ')}`, '');
    if ((0,group/* isVaried */.k$)(g))
        lines.push(...g.variants.flatMap((v) => variantDetails(v, compact)));
    else if (hasValue(c.before) || hasValue(c.after)) {
        const pointer = c.after?.pointer ?? c.before?.pointer;
        if (pointer !== undefined)
            lines.push(`Field: ${(0,render_escape/* escapeCode */.tn)(pointer, 300)}`, '');
        const delta = (0,text_delta/* changeTextDelta */.Co)(c);
        // Entity-escaped rather than a code span: the text may carry backticks, newlines or closing tags.
        if (delta?.removed)
            lines.push(`Text removed: <code>${(0,render_escape/* escapeInline */.VV)(delta.removed, 400)}</code>`, '');
        if (delta?.added)
            lines.push(`**Text added:** <code>${(0,render_escape/* escapeInline */.VV)(delta.added, 400)}</code>`, '');
        if (!compact) {
            lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : (0,render_escape/* jsonBlock */.Gw)(c.before.value), '');
            lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : (0,render_escape/* jsonBlock */.Gw)(c.after.value), '');
        }
    }
    // A varied row's hint names no one member's values (they differ): the rule's hint with those written "\u2026".
    const variedHint = (0,group/* isVaried */.k$)(g) ? (0,rules/* ruleById */.BD)(c.rule)?.hint : undefined;
    if (variedHint)
        lines.push(`What to do: ${(0,message/* safeTemplate */.ab)((0,group/* variedTemplate */.mb)(variedHint, g.members), c.params ?? {})}`, '');
    else if (c.hint)
        lines.push(`What to do: ${(0,message/* safeHint */.t4)(c)}`, '');
    lines.push(...toldDetails(g));
    const fingerprints = [...g.members, ...g.told].map((m) => m.fingerprint).join(', ');
    lines.push(`${g.members.length > 1 || fingerprints.includes(',') ? 'Fingerprints' : 'Fingerprint'}: ${(0,render_escape/* escapeInline */.VV)(fingerprints, 100000)}`, '', '</details>');
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
    const owners = signoff.owners.length > 0 ? signoff.owners.map((o) => (0,render_escape/* escapeInline */.VV)(o, 100)).join(', ') : '_nobody_';
    const lines = ['#### Sign-off', ''];
    if (signoff.satisfied) {
        const by = (signoff.by ?? []).map((b) => (0,render_escape/* escapeInline */.VV)(`@${b}`, 100)).join(', ');
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
            const servers = g.servers.map((s) => (0,render_escape/* escapeInline */.VV)(s, 100)).join(', ');
            const who = g.owners.length > 0 ? g.owners.map((o) => (0,render_escape/* escapeInline */.VV)(o, 100)).join(', ') : '_nobody_';
            const by = (g.by ?? []).map((b) => (0,render_escape/* escapeInline */.VV)(`@${b}`, 100)).join(', ');
            lines.push(g.satisfied ? `- ${servers}: \u2705 signed off${by ? ` by ${by}` : ''}` : `- ${servers}: needs ${who}`);
        }
        lines.push('');
        lines.push(signoff.mode === 'label' ? `A code owner applies the ${(0,render_escape/* escapeInline */.VV)(label ?? '', 100)} label after reading this report.` : 'Code owners approve this PR after reading this report; the PR author cannot sign off.');
    }
    else {
        lines.push(`\u23f3 Needs sign-off from a code owner: ${owners}.`, '');
        lines.push(signoff.mode === 'label'
            ? `A code owner applies the ${(0,render_escape/* escapeInline */.VV)(label ?? '', 100)} label after reading this report. It counts only while the changes needing sign-off stay as they are now.`
            : 'A code owner approves this PR after reading this report. An approval counts for the commit it was given on, and for later commits only while the changes needing sign-off stay exactly the same. The PR author cannot sign off.');
    }
    if (signoff.reasons.length > 0) {
        lines.push('');
        for (const reason of signoff.reasons)
            lines.push(`- ${(0,render_escape/* escapeInline */.VV)(reason, 400)}`);
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
    const header = `${(0,render_escape/* escapeInline */.VV)(r.base, 60)} \u2192 ${(0,render_escape/* escapeInline */.VV)(r.head, 60)}`;
    if (isConfigReport(r))
        return `#### Config ${(0,render_escape/* escapeInline */.VV)(r.server, 100)} (${header})`;
    // A server named "server" (the default for inline commands) is not called "Server server".
    const name = r.server.trim().toLowerCase() === 'server' ? '' : ` ${(0,render_escape/* escapeInline */.VV)(r.server, 100)}`;
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
            byRule.set(g.lead.rule, (0,group/* groupRefs */.e9)(g));
        else
            refs.push(...(0,group/* groupRefs */.e9)(g));
    }
    const rules = [...byRule].slice(0, 10).map(([rule, refs]) => {
        const names = refs.slice(0, 3).map((r) => (0,render_escape/* escapeCode */.tn)(r, 80)).join(', ');
        return `<code>${(0,render_escape/* escapeInline */.VV)(rule, 80)}</code> on ${refs.length} (${names}${refs.length > 3 ? ', \u2026' : ''})`;
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
        const notes = shown.filter((g) => (0,group/* isExplainingNote */.WC)(g.lead));
        for (const g of notes)
            lines.push(`> [!NOTE]\n> ${(0,message/* safeGroupMessage */.gi)(g)}`, '');
        const gated = shown.filter((g) => g.lead.severity !== 'safe' && !(0,group/* isExplainingNote */.WC)(g.lead));
        const safe = shown.filter((g) => g.lead.severity === 'safe' && !(0,group/* isExplainingNote */.WC)(g.lead));
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
            parts.push(`${multi ? `${(0,render_escape/* escapeInline */.VV)(r.server, 100)}: ` : ''}${(0,canary_coverage/* coverageLine */.v)(r.canaries)}`, '');
    // Host acceptance and context cost: derived evidence beside the contract, said only when there is something to say.
    for (const r of reports) {
        for (const line of r.hosts ? [(0,hosts/* hostAcceptanceLine */.oA)(r.hosts), (0,hosts/* contextCostLine */.Np)(r.hosts)] : []) {
            if (line !== undefined)
                parts.push(`${multi ? `${(0,render_escape/* escapeInline */.VV)(r.server, 100)}: ` : ''}${line}`, '');
        }
    }
    if (ctx.configChanged !== undefined) {
        parts.push(`> [!NOTE]\n> This PR changes the config ${(0,render_escape/* escapeInline */.VV)(ctx.configChanged, 200)}. The changes above are judged with the base branch's config, so renames, ignores and severity overrides this PR adds take effect once it is merged; the edits themselves are listed as changes to sign off.`, '');
    }
    for (const s of ctx.stale ?? [])
        parts.push(`> [!WARNING]\n> ${(0,render_escape/* escapeInline */.VV)(s, 400)}`, '');
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
        parts.push(...(0,client_rules/* clientRulesMarkdown */.G)(reports));
        const renames = suggestedRenames(reports);
        if (Object.keys(renames).length > 0) {
            parts.push('#### Suggested renames', '', 'If these are renames, declare them in the config so callers are told, and the change is classified as a rename:', '', (0,render_escape/* jsonBlock */.Gw)({ renames }), '');
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
            parts.push('#### Updating the snapshot', '', 'If the changes are intended, rewrite the snapshot and commit it with this PR:', '', (0,render_escape/* codeBlock */.DV)(ctx.updateCommand, 'sh'), '');
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


/***/ })

};

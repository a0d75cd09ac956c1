export const id = 4438;
export const ids = [4438];
export const modules = {

/***/ 18921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ diffSnapshots)
/* harmony export */ });
/* harmony import */ var _core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61415);
/* harmony import */ var _hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84270);
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const hosts = (0,_hosts_pass_js__WEBPACK_IMPORTED_MODULE_1__/* .hostPass */ .YU)(base, head, config, options.tokenizer);
    const report = (0,_core_diff_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    report.hosts = hosts.evidence;
    return report;
}


/***/ }),

/***/ 21548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XX: () => (/* binding */ render_render)
});

// UNUSED EXPORTS: REPORT_FORMATS, REPORT_RENDERERS

// EXTERNAL MODULE: ./src/render/junit.ts
var junit = __webpack_require__(62752);
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

// EXTERNAL MODULE: ./src/render/sarif-drift.ts
var sarif_drift = __webpack_require__(9139);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(70893);
;// CONCATENATED MODULE: ./src/api/render.ts




const REPORT_RENDERERS = {
    text: (report) => (0,render_text/* renderText */.S5)(report),
    markdown: (report) => renderMarkdown([report], { standalone: true }),
    json: (report) => `${JSON.stringify(report, null, 2)}\n`,
    junit: (report) => (0,junit/* renderJunit */.R)([report]),
    sarif: (report, context) => (0,sarif_drift/* renderSarifDrift */.hE)([{ report, snapshot: context?.snapshot }], { version: context?.version, root: context?.root }),
};
const REPORT_FORMATS = Object.keys(REPORT_RENDERERS);
function render_render(report, format, context) {
    return REPORT_RENDERERS[format](report, context);
}


/***/ }),

/***/ 45393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* reexport */ loadTokenizer),
  v: () => (/* reexport */ tokenizerFor)
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

/***/ 73602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isLive),
/* harmony export */   h: () => (/* binding */ readSides)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _storage_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79033);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43892);



/** `live` is the config's one server (or --server); `live:NAME` names it, so both sides can be live. */
function isLive(spec) {
    return spec === 'live' || spec.startsWith('live:');
}
async function liveTarget(spec, p, io) {
    const name = spec === 'live' ? undefined : spec.slice('live:'.length);
    if (name === '')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('mcp-contract diff: live: needs a server name (live:NAME)');
    const t = await (0,_targets_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveTargets */ .h5)('diff', name === undefined ? p : { ...p, values: { ...p.values, server: [name] } }, io, 'snapshot');
    if (t.targets.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('mcp-contract diff: live needs exactly one server (--server NAME, or live:NAME)');
    return { target: t.targets[0], config: t.config };
}
/** A failure of a side recorded under the head's name still names the server the user configured. */
function asServer(e, name) {
    if (!(e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3) || e.server === name)
        return e;
    return new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CaptureError */ .$3(name, e.phase, e.message.replace(/^server "[^"]*": \w+ failed: /, ''), e.detail);
}
/**
 * Reads both sides. The peers' job (capture the old build, capture the new one, judge) is one process: two live
 * sides are captured concurrently, and both are recorded under the head's server name because they are two builds
 * of one server, so their digests stay comparable and the config key (`old`, `new`) is no origin change.
 */
/** `configured` is told the live sides' config once it is read, before any server starts (the tokenizer loads meanwhile). */
async function readSides(specs, p, io, via, quiet, configured) {
    // The capture code (the MCP SDK) loads only when a side is live, so a diff of two files never parses it; when one
    // is, its chunk is read while the config is.
    const captureModule = specs.some(isLive) ? Promise.all(/* import() */[__webpack_require__.e(6475), __webpack_require__.e(3099)]).then(__webpack_require__.bind(__webpack_require__, 25480)) : undefined;
    const live = await Promise.all(specs.map((s) => (isLive(s) ? liveTarget(s, p, io) : undefined)));
    const source = live[1] ?? live[0];
    if (source)
        configured?.(source.config);
    const named = (t) => (live[0] && live[1] ? { ...t, name: live[1].target.name } : t);
    const capture = (await captureModule)?.captureTarget;
    const settled = await Promise.allSettled(specs.map((s, i) => {
        const l = live[i];
        return l && capture ? capture(named(l.target), io, via, quiet).catch((e) => Promise.reject(asServer(e, l.target.name))) : (0,_storage_git_js__WEBPACK_IMPORTED_MODULE_1__/* .readSnapshotSpec */ .Cz)(s, io.cwd);
    }));
    // Both captures are waited for, so a failing side never leaves the other's server running behind the error.
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed)
        throw failed.reason;
    const [base, headSnap] = settled.map((r) => r.value);
    return { base, head: headSnap, config: source?.config };
}


/***/ }),

/***/ 4923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ fileLocation),
/* harmony export */   f: () => (/* binding */ diffLocation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6604);
/* harmony import */ var _diff_sides_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73602);
// Where SARIF results point: the committed snapshot file a change is read from, relative to the working directory.




/** A snapshot file as code scanning locates it: a path under `cwd` stays relative (%SRCROOT%), its text gives lines. */
function fileLocation(file, cwd) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, abs);
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(abs, 'utf8');
    }
    catch {
        text = undefined;
    }
    return { path: rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? abs : rel, text };
}
/**
 * The location of a diff: the head when it is a file, else the base; `git:REF:PATH` names PATH with the lines our
 * serializer writes for it (the form every committed snapshot has); two live sides have no file to point at.
 */
function diffLocation(sides, cwd) {
    for (const { spec, snapshot } of sides) {
        if ((0,_diff_sides_js__WEBPACK_IMPORTED_MODULE_3__/* .isLive */ .D)(spec))
            continue;
        if (spec.startsWith('git:')) {
            const path = spec.slice(4).replace(/^[^:]*:/, '');
            return { path, text: (0,_api_snapshot_files_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeSnapshot */ .DP)(snapshot) };
        }
        return fileLocation(spec, cwd);
    }
    return undefined;
}


/***/ }),

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

/***/ 62752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ renderJunit)
/* harmony export */ });
/* unused harmony export xmlText */
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


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hE: () => (/* binding */ renderSarifDrift)
/* harmony export */ });
/* unused harmony exports SARIF_DRIFT_SCHEMA, sarifText, capabilityLine, capabilityLines */
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71518);



const SARIF_DRIFT_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const ZWSP = '\u200b';
const LEVELS = { breaking: 'error', review: 'warning', safe: 'note' };
/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
function sarifText(text, max = 1000) {
    return (0,_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanTerminal */ .m)(text, max)
        .replace(/[\\[\]]/g, (c) => `\\${c}`)
        .replace(/@/g, `@${ZWSP}`);
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
    const ruleIndex = new Map(_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule, i) => [rule.id, i]));
    const rules = _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule) => ({
        id: rule.id,
        name: ruleName(rule.id),
        shortDescription: { text: sarifText((0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .fillTemplate */ .ou)(rule.message).replace(/\{[A-Za-z0-9]+\}/g, '\u2026')) },
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
    return `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .safeJson */ .oi)(log)}\n`;
}


/***/ }),

/***/ 21796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_REPLACE_ENV),
/* harmony export */   c: () => (/* binding */ verifiedFileAt)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.



/**
 * Replace refs (`git replace`) let anyone who can write to the repository's object store make one object read as
 * another; a PR's build can do that to the base snapshot. Every read here sees the objects as committed.
 */
const NO_REPLACE_ENV = { GIT_NO_REPLACE_OBJECTS: '1' };
/**
 * One `git cat-file --batch` for the objects of one file read (a commit, a tree per directory level, the blob): one
 * process instead of one per object. Asked one object at a time, since each id comes from the object before it.
 */
class ObjectReader {
    child;
    /** What git wrote and this reader has not consumed yet, joined only when a read needs it whole. */
    chunks = [];
    length = 0;
    waiting;
    ended = false;
    constructor(top) {
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['--no-replace-objects', 'cat-file', '--batch'], {
            cwd: top,
            env: { ...process.env, ...NO_REPLACE_ENV },
            stdio: ['pipe', 'pipe', 'ignore'],
        });
        this.child.stdout.on('data', (chunk) => {
            this.chunks.push(chunk);
            this.length += chunk.length;
            this.wake();
        });
        const end = () => {
            this.ended = true;
            this.wake();
        };
        this.child.stdout.on('end', end);
        this.child.on('error', end);
        this.child.stdin.on('error', () => undefined);
    }
    wake() {
        const w = this.waiting;
        this.waiting = undefined;
        w?.();
    }
    /** At least `bytes` buffered, or false once git has ended without them. */
    async have(bytes) {
        while (this.length < bytes) {
            if (this.ended)
                return false;
            await new Promise((resolve) => (this.waiting = resolve));
        }
        return true;
    }
    joined() {
        if (this.chunks.length !== 1)
            this.chunks = [Buffer.concat(this.chunks, this.length)];
        return this.chunks[0];
    }
    consume(bytes) {
        const all = this.joined();
        this.chunks = bytes < all.length ? [all.subarray(bytes)] : [];
        this.length -= bytes;
        return all.subarray(0, bytes);
    }
    async headerLine() {
        for (;;) {
            const nl = this.length === 0 ? -1 : this.joined().indexOf(10);
            if (nl >= 0)
                return this.consume(nl + 1).toString('latin1', 0, nl);
            if (this.length > MAX_HEADER || !(await this.have(this.length + 1)))
                return undefined;
        }
    }
    /** The object `id` as git stores it; undefined when git has none by that id, or it is too large to read. */
    async read(id) {
        if (this.ended)
            return undefined;
        this.child.stdin.write(`${id}\n`);
        const header = await this.headerLine();
        // `<id> <type> <size>`, or `<id> missing` (also for what is not a full id of an object here).
        const m = header === undefined ? null : /^([0-9a-f]+) ([a-z]+) (\d+)$/.exec(header);
        if (!m || m[1] !== id)
            return undefined;
        const size = Number(m[3]);
        if (size > MAX_OBJECT_BYTES || !(await this.have(size + 1)))
            return undefined;
        const body = Buffer.from(this.consume(size + 1).subarray(0, size));
        return { type: m[2], body };
    }
    close() {
        this.child.stdin.end();
        this.child.stdout.destroy();
        if (this.child.exitCode === null && this.child.signalCode === null)
            this.child.kill();
    }
}
/** No snapshot, config or tree comes near this; a larger object is refused rather than held in memory. */
const MAX_OBJECT_BYTES = 256 * 1024 * 1024;
/** `<64 hex> <type> <size>`: anything longer than this before a newline is not a header git writes. */
const MAX_HEADER = 200;
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function readObject(reader, type, id, top) {
    const object = await reader.read(id);
    if (object === undefined || object.type !== type)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
    const body = object.body;
    const algorithm = id.length === 64 ? 'sha256' : 'sha1';
    const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)(algorithm).update(`${type} ${body.length}\0`).update(body).digest('hex');
    if (actual !== id)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)} (${type}) does not hash to its id: the repository's object store was altered, so nothing read from it can be trusted`);
    return body;
}
function findEntry(tree, name, idBytes) {
    const wanted = Buffer.from(name, 'utf8');
    let pos = 0;
    while (pos < tree.length) {
        const space = tree.indexOf(0x20, pos);
        const nul = tree.indexOf(0x00, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + idBytes > tree.length)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git tree object is malformed');
        const mode = tree.subarray(pos, space).toString('latin1');
        const entryName = tree.subarray(space + 1, nul);
        const id = tree.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        if (entryName.equals(wanted))
            return { mode, id };
        pos = nul + 1 + idBytes;
    }
    return undefined;
}
/**
 * The content of `rel` (repository-relative, forward slashes) at `commit` (a full object id), every object on the way
 * verified. Undefined when no such file is there; a symlink there is refused (its target is not the file's content).
 */
async function verifiedFileAt(commit, rel, top) {
    if (!HEX_ID.test(commit))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git: "${commit}" is not a full object id`);
    const reader = new ObjectReader(top);
    try {
        return await fileAt(reader, commit, rel, top);
    }
    finally {
        reader.close();
    }
}
async function fileAt(reader, commit, rel, top) {
    const idBytes = commit.length / 2;
    const head = (await readObject(reader, 'commit', commit, top)).toString('latin1');
    const m = /^tree ([0-9a-f]+)\n/.exec(head);
    if (!m)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git commit ${commit.slice(0, 12)} names no tree`);
    let tree = m[1];
    const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
    for (let i = 0; i < segments.length; i++) {
        const entry = findEntry(await readObject(reader, 'tree', tree, top), segments[i], idBytes);
        if (!entry)
            return undefined;
        const last = i === segments.length - 1;
        if (!last) {
            if (entry.mode !== '40000')
                return undefined;
            tree = entry.id;
            continue;
        }
        if (entry.mode === '120000')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
        if (!entry.mode.startsWith('100'))
            return undefined;
        return (await readObject(reader, 'blob', entry.id, top)).toString('utf8');
    }
    return undefined;
}


/***/ }),

/***/ 79033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ ensureRef),
/* harmony export */   Cz: () => (/* binding */ readSnapshotSpec),
/* harmony export */   Sp: () => (/* binding */ gitTop),
/* harmony export */   k: () => (/* binding */ gitShow)
/* harmony export */ });
/* unused harmony exports git, gitBlobAt, gitCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8804);
/* harmony import */ var _git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21796);
// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.





function git(args, cwd) {
    return new Promise((done) => {
        const env = { ...process.env, ..._git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REPLACE_ENV */ .P };
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['--no-replace-objects', ...args], { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? (err.code) : 1) : 0;
            done({ code, stdout, stderr });
        });
    });
}
/** The repository's top directory, or undefined outside a checkout. */
async function gitTop(cwd) {
    const r = await git(['rev-parse', '--show-toplevel'], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/**
 * The text of PATH (relative to the repo top) at a commit, read object by object from the commit's own id with every
 * object's hash checked; undefined when it is no file there.
 */
async function gitBlobAt(commit, rel, top) {
    const id = HEX_ID.test(commit) ? commit : await gitCommit(commit, top);
    if (!id)
        return undefined;
    return (0,_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .verifiedFileAt */ .c)(id, rel, top);
}
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The commit a ref names (full sha), or undefined. */
async function gitCommit(ref, cwd) {
    const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/** `REF:PATH` with PATH relative to `cwd`; undefined when the file is absent at REF. */
async function gitShow(ref, path, cwd) {
    const top = await gitTop(cwd);
    if (!top)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path)).split('\\').join('/');
    const commit = await gitCommit(ref, top);
    if (!commit)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: no such git ref "${ref}"`);
    return gitBlobAt(commit, rel, top);
}
/** Makes `ref` available in a shallow checkout (actions/checkout fetches one commit by default). */
async function ensureRef(ref, cwd) {
    if ((await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0)
        return true;
    const remoteRef = ref.replace(/^origin\//, '');
    await git(['fetch', '--no-tags', '--depth=1', 'origin', `${remoteRef}:refs/remotes/origin/${remoteRef}`], cwd);
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0;
}
/** A snapshot side: a file path, or `git:REF:PATH`. */
async function readSnapshotSpec(spec, cwd) {
    if (spec.startsWith('git:')) {
        const rest = spec.slice(4);
        const i = rest.indexOf(':');
        if (i <= 0 || i === rest.length - 1)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: expected git:REF:PATH`);
        const ref = rest.slice(0, i);
        const path = rest.slice(i + 1);
        const text = await gitShow(ref, path, cwd);
        if (text === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: no file "${path}" at git ref "${ref}"`);
        return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSnapshot */ .E$)(text, spec);
    }
    return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readSnapshot */ .RA)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, spec), spec);
}


/***/ })

};

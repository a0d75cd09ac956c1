export const id = 9198;
export const ids = [9198,893];
export const modules = {

/***/ 12998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ kindOfRef),
/* harmony export */   ME: () => (/* binding */ collectDeprecations),
/* harmony export */   YM: () => (/* binding */ daysBetween),
/* harmony export */   fi: () => (/* binding */ addDays),
/* harmony export */   iE: () => (/* binding */ effectiveDeprecation),
/* harmony export */   kb: () => (/* binding */ dayOf),
/* harmony export */   ss: () => (/* binding */ servedRefs)
/* harmony export */ });
/* unused harmony exports isIsoDate, releaseDateOf, NOTICE_DATES, renameEntry, aliasDeprecations */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
/* harmony import */ var _shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97336);
/* harmony import */ var _deprecation_notice_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32468);
// Where a deprecation can be declared (config, a rename's alias, the server's own _meta or description) and how the
// declarations of one capability merge into the one the release policy judges. Pure: dates come in, nothing is read.



/** Config and alias declarations outrank what the server says about itself: the repository owner has the last word. */
const SOURCE_RANK = { config: 0, alias: 1, meta: 2, description: 3 };
// ---------------------------------------------------------------- dates
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(s) {
    const m = ISO_DATE.exec(s);
    if (!m)
        return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === s;
}
/** The UTC calendar day of an instant: every comparison in the release policy is by whole UTC days. */
function dayOf(now) {
    return now.toISOString().slice(0, 10);
}
/** Whole days from `a` to `b` (both YYYY-MM-DD); negative when `b` is earlier. */
function daysBetween(a, b) {
    return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function addDays(day, n) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
/** A version's release date, tolerant of a `v` prefix on either side (tags are usually `v1.2.3`, configs `1.2.3`). */
function releaseDateOf(version, versionDates) {
    if (!versionDates)
        return undefined;
    const bare = version.replace(/^v/i, '');
    for (const key of [version, bare, `v${bare}`]) {
        const d = versionDates[key];
        if (typeof d === 'string' && isIsoDate(d))
            return d;
    }
    return undefined;
}
// ---------------------------------------------------------------- server-declared
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function str(v) {
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}
/** `_meta[key]`: true, a since date/version string, or `{ since, removeAfter, replacedBy, reason }`. */
function fromMeta(definition, key) {
    const meta = definition._meta;
    if (!isObject(meta) || !(key in meta))
        return undefined;
    const v = meta[key];
    if (v === true)
        return {};
    if (typeof v === 'string')
        return v.trim() === '' ? {} : { since: v.trim() };
    if (isObject(v)) {
        return { since: str(v.since), removeAfter: str(v.removeAfter), replacedBy: str(v.replacedBy), reason: str(v.reason) };
    }
    return undefined;
}
const DATE_OR_VERSION = String.raw `(\d{4}-\d{2}-\d{2}|v?\d+\.\d+\.\d+[0-9A-Za-z.+-]*)`;
const SINCE_RE = new RegExp(String.raw `\bsince\s+${DATE_OR_VERSION}`, 'i');
const REMOVE_RE = new RegExp(String.raw `\b(?:remove[sd]?\s+after|until|removal\s+after)\s+(\d{4}-\d{2}-\d{2})`, 'i');
// One `\s*` per side of the bracket: two in a row would split a run of spaces every way (quadratic).
const BARE_DATE_RE = new RegExp(String.raw `^\s*(?:[(\[]\s*)?${DATE_OR_VERSION}`);
/** The date patterns a notice is read with (exported so a test runs each on adversarial text). */
const NOTICE_DATES = [SINCE_RE, REMOVE_RE, BARE_DATE_RE];
/**
 * A deprecation the capability states in its own description or title (deprecation-notice.ts: the default forms, and
 * the configured house marker): dates are read only from the text right after the marker, up to the first sentence
 * end, so a date elsewhere in a long description is never mistaken for the deprecation date; the successor when the
 * notice names one.
 */
function fromDescription(cap, marker, served) {
    const notice = (0,_deprecation_notice_js__WEBPACK_IMPORTED_MODULE_2__/* .deprecationNotice */ .B0)(cap.definition, marker);
    if (notice === undefined)
        return undefined;
    const rest = notice.rest;
    const paren = /^\s*[(\[]([^)\]]*)[)\]]/.exec(rest);
    const head = paren ? paren[1] : (/^[^\n.]*(?:\.\d[^\n.]*)*/.exec(rest)?.[0] ?? '');
    const since = SINCE_RE.exec(head)?.[1] ?? (paren ? BARE_DATE_RE.exec(paren[1])?.[1] : undefined);
    const removeAfter = REMOVE_RE.exec(head)?.[1];
    return { since, removeAfter, replacedBy: (0,_deprecation_notice_js__WEBPACK_IMPORTED_MODULE_2__/* .successorNamed */ .oA)(rest, cap.ref, served, notice.text) };
}
function serverDeclared(snapshot, which, config) {
    const metaKey = config.policy?.deprecatedMetaKey;
    // Descriptions are always read (the default forms); the configured marker adds a house style.
    const marker = config.policy?.deprecatedDescriptionMarker?.trim() || undefined;
    const out = [];
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        const refs = new Set(_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.flatMap((kind) => (snap.kinds[kind]?.items ?? []).map((c) => c.ref)));
        const served = (ref) => refs.has(ref);
        for (const kind of _shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW) {
            for (const cap of snap.kinds[kind]?.items ?? []) {
                const m = metaKey ? fromMeta(cap.definition, metaKey) : undefined;
                if (m)
                    out.push({ ...clean(m), ref: cap.ref, source: 'meta', surface, seenIn: [which] });
                const d = fromDescription(cap, marker, served);
                if (d)
                    out.push({ ...clean(d), ref: cap.ref, source: 'description', surface, seenIn: [which] });
            }
        }
    }
    return out;
}
function clean(o) {
    const out = {};
    for (const [k, v] of Object.entries(o))
        if (v !== undefined)
            out[k] = v;
    return out;
}
// ---------------------------------------------------------------- config
/** A rename target written as a bare name takes the old ref's kind. */
function targetRef(oldRef, to) {
    if ((0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(to))
        return to;
    const kind = (0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(oldRef)?.kind ?? 'tool';
    return `${kind}:${to}`;
}
function renameEntry(v) {
    return typeof v === 'string' || Array.isArray(v) ? { to: v } : v;
}
/**
 * Renames that keep serving the old name: an entry with `aliasUntil`, or `alias: true`. When the base snapshot already
 * served the old and new names side by side on one surface, the alias was public in the base release (`seenIn: base`),
 * which dates it when nothing else does.
 */
function aliasDeprecations(config, base) {
    const baseServed = base ? [...servedRefs(base).values()] : [];
    const out = [];
    for (const [oldRef, raw] of Object.entries(config.renames ?? {})) {
        const e = renameEntry(raw);
        if (e.aliasUntil === undefined && e.alias !== true)
            continue;
        if (e.alias === false)
            continue;
        const to = (Array.isArray(e.to) ? e.to : [e.to]).map((t) => targetRef(oldRef, t));
        const inBase = baseServed.some((refs) => refs.has(oldRef) && to.every((t) => refs.has(t)));
        out.push(clean({
            ref: oldRef,
            source: 'alias',
            seenIn: inBase ? ['base'] : undefined,
            removeAfter: e.aliasUntil,
            replacedBy: to.join(', '),
            reason: e.reason,
        }));
    }
    return out;
}
function configDeprecations(config) {
    return Object.entries(config.deprecations ?? {}).map(([ref, e]) => clean({ ref, source: 'config', since: e.since, removeAfter: e.removeAfter, replacedBy: e.replacedBy, reason: e.reason }));
}
/** Every declaration from config, aliases and both snapshots' definitions, server-declared ones merged per surface. */
function collectDeprecations(input) {
    const declared = [
        ...(input.base ? serverDeclared(input.base, 'base', input.config) : []),
        ...(input.head ? serverDeclared(input.head, 'head', input.config) : []),
    ];
    // The same marker in base and head is one declaration seen twice; the base one is older evidence, so it leads.
    const merged = new Map();
    for (const d of declared) {
        const key = `${d.source}\u0000${d.surface}\u0000${d.ref}`;
        const prev = merged.get(key);
        if (!prev)
            merged.set(key, { ...d });
        else {
            prev.seenIn = [...new Set([...(prev.seenIn ?? []), ...(d.seenIn ?? [])])];
            for (const f of ['since', 'removeAfter', 'replacedBy', 'reason'])
                if (prev[f] === undefined && d[f] !== undefined)
                    prev[f] = d[f];
        }
    }
    return [...configDeprecations(input.config), ...aliasDeprecations(input.config, input.base), ...merged.values()];
}
/**
 * The deprecation of `ref` on `surface`: each field from the highest-ranked declaration that has it
 * (config > alias > meta > description). `since` then resolves to a date: an ISO date as is; a version through
 * `versionDates`; a server-declared marker with no date that the base snapshot already carried dates from the base
 * release (it was public at least since then). Anything else leaves the age unknown.
 */
function effectiveDeprecation(all, ref, surface, input) {
    const mine = all
        .filter((d) => d.ref === ref && (d.surface === undefined || d.surface === surface))
        .sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
    if (mine.length === 0)
        return undefined;
    const pick = (k) => mine.find((d) => d[k] !== undefined)?.[k];
    const removeAfterFrom = mine.find((d) => d.removeAfter !== undefined);
    const eff = clean({
        ref,
        surface,
        sources: [...new Set(mine.map((d) => d.source))],
        since: pick('since'),
        removeAfter: removeAfterFrom?.removeAfter,
        removeAfterSource: removeAfterFrom?.source,
        replacedBy: pick('replacedBy'),
        reason: pick('reason'),
    });
    if (eff.since !== undefined) {
        if (isIsoDate(eff.since))
            eff.sinceDate = eff.since;
        else {
            const d = releaseDateOf(eff.since, input.versionDates);
            if (d)
                eff.sinceDate = d;
            else
                eff.sinceUnknown = `since "${eff.since}" is not a date and no release date is known for that version`;
        }
    }
    else {
        const inBase = mine.some((d) => d.seenIn?.includes('base'));
        const baseDate = inBase && input.baseVersion ? releaseDateOf(input.baseVersion, input.versionDates) : undefined;
        if (baseDate)
            eff.sinceDate = baseDate;
        else
            eff.sinceUnknown = inBase
                ? `the deprecation gives no date and no release date is known for the base version${input.baseVersion ? ` ${input.baseVersion}` : ''}`
                : 'the deprecation gives no date';
    }
    if (input.published !== undefined) {
        // A declared date cannot be older than the first release that told callers: backdating buys nothing.
        const first = input.published
            .filter((p) => p.ref === ref && (p.surface === undefined || p.surface === surface))
            .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0];
        const shipped = first?.date ?? input.releaseDay;
        if (shipped !== undefined && (eff.sinceDate === undefined || eff.sinceDate < shipped)) {
            eff.sinceDate = shipped;
            eff.firstShipped = first?.release ?? '(this release)';
            delete eff.sinceUnknown;
        }
    }
    if (eff.removeAfter !== undefined) {
        // "remove after 2.0.0" holds once 2.0.0 has a release date; an unreleased version is still in the future.
        const d = isIsoDate(eff.removeAfter) ? eff.removeAfter : releaseDateOf(eff.removeAfter, input.versionDates);
        if (d)
            eff.removeAfterDate = d;
    }
    return eff;
}
function kindOfRef(ref) {
    return (0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(ref)?.kind;
}
/** Refs served on each surface of a snapshot. */
function servedRefs(snapshot) {
    const out = new Map();
    for (const [surface, snap] of Object.entries(snapshot.surfaces)) {
        const set = new Set();
        for (const kind of _shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW)
            for (const cap of (snap.kinds[kind]?.items ?? []))
                set.add(cap.ref);
        out.set(surface, set);
    }
    return out;
}


/***/ }),

/***/ 70893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ONLY_DETAILS_DIFFER),
/* harmony export */   m: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_5__.m),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28555);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35579);









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_4__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldLines */ .zo)(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.rule, 60)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(one);
        if (told?.removed)
            lines.push(`             removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldHint */ .VK)(x) ?? []))
            lines.push(`             hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(h, 500)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .addedCueWords */ .t0)(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    if (r.hosts)
        lines.push(...(0,_hosts_js__WEBPACK_IMPORTED_MODULE_6__/* .hostTextLines */ .F$)(r.hosts, _terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ })

};

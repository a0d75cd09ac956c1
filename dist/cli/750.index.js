export const id = 750;
export const ids = [750];
export const modules = {

/***/ 29519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kY: () => (/* binding */ revokeRecord),
/* harmony export */   rQ: () => (/* binding */ parseExpiry),
/* harmony export */   rZ: () => (/* binding */ heldForReview),
/* harmony export */   sP: () => (/* binding */ setExpiry)
/* harmony export */ });
/* harmony import */ var _approval_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48051);
// A person's decisions beyond approve and reject, on one store (pure; the caller persists under the store's lock):
// withdrawing an approval, moving or removing its expiry, and which held capabilities one reviewed upgrade takes.

/** What `approve --all-held` and the console's one-action upgrade take: every held capability still served, rejected ones aside. */
function heldForReview(store) {
    return Object.values(store.capabilities)
        .filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.live)
        .map((r) => r.ref);
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/**
 * An expiry as a person writes it: an ISO date (YYYY-MM-DD, midnight UTC) or a date-time with a zone, strictly in the
 * future. Returns the ISO date-time, or why not (one phrase, for the caller's own prefix).
 */
function parseExpiry(raw, now) {
    let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
    // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
    if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw)
        t = NaN;
    if (Number.isNaN(t))
        return { error: 'expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)' };
    if (t <= now.getTime())
        return { error: 'the date is not in the future' };
    return { at: new Date(t).toISOString() };
}
function storeApproval(store, ref) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new _approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW(`${ref}: not in the store`);
    if (!rec.approval)
        throw new _approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW(`${ref}: the store holds no approval of it (an approval of the approved snapshot is withdrawn by rejecting the definition)`);
    return rec;
}
/**
 * Withdraws the store's approval of `ref`. The definition it covered, when the server still serves it, is held out
 * as a rejection is (even where the approved snapshot approves it too), until a person approves it again; a changed
 * one waits for review against the approved snapshot, if any.
 */
function revokeRecord(store, ref, now) {
    const rec = storeApproval(store, ref);
    const covered = rec.approval.digest;
    const next = { ...rec, since: now.toISOString() };
    delete next.approval;
    delete next.changes;
    if (rec.live?.digest === covered) {
        next.state = 'rejected';
        next.rejected = [...new Set([...(rec.rejected ?? []), covered])];
        next.reason = 'a person revoked its approval';
    }
    else if (rec.live) {
        next.state = 'review_required';
        next.reason = 'a person revoked the approval it was compared with';
    }
    else
        next.reason = 'a person revoked its approval';
    store.capabilities[ref] = next;
    return next;
}
/**
 * Sets (or with `expires` undefined removes) the expiry of the store's approval of `ref`. An approval held back only
 * because it expired counts again once its expiry is removed or moved into the future.
 */
function setExpiry(store, ref, expires, now) {
    const rec = storeApproval(store, ref);
    const approval = { ...rec.approval };
    if (expires === undefined)
        delete approval.expires;
    else
        approval.expires = expires;
    const next = { ...rec, approval };
    const current = rec.live?.digest === approval.digest && !(rec.rejected ?? []).includes(approval.digest);
    const lapsed = approval.expires !== undefined && Date.parse(approval.expires) <= now.getTime();
    if (current && !lapsed && rec.state === 'stale' && (rec.changes ?? []).length === 0) {
        next.state = 'approved';
        next.since = now.toISOString();
        delete next.reason;
    }
    store.capabilities[ref] = next;
    return next;
}


/***/ }),

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

/***/ 16361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ checkedScope),
/* harmony export */   Sk: () => (/* binding */ parseScope),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   wu: () => (/* binding */ scopeRecord)
/* harmony export */ });
/* unused harmony export setApprovalScope */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48051);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27297);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99557);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1836);
// Setting and removing an approval's scope, as the store's own functions: `approve --scope`, and any other front (a
// review console) that calls them, judge a scope the same way and write it signed, under the store's lock.







/**
 * A scope as given: inline JSON (it starts with `{`), or the path of a file holding it. One line naming the file (or
 * `--scope`) when it cannot be read or is not JSON.
 */
function readScope(given, cwd) {
    const inline = given.trimStart().startsWith('{');
    const label = inline ? '--scope' : given;
    let text = given;
    if (!inline) {
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, given), 'utf8');
        }
        catch (e) {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: cannot read the scope (${e.code ?? 'error'})`);
        }
    }
    return { scope: parseScope(text, label), label };
}
/** A scope's JSON text (a file's, an inline --scope, the console's box), or one line naming `label`. */
function parseScope(text, label) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: the scope is not valid JSON`);
    }
}
/** The scope checked against the tool `rec` serves: a JSON Schema that narrows its inputSchema. One line otherwise. */
function checkedScope(rec, scope, label) {
    if ((0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(rec.ref)?.kind !== 'tool')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${rec.ref}: a scope bounds a tool's arguments; this is no tool`);
    const definition = rec.live?.definition ?? rec.approval?.definition;
    const problem = (0,_scope_js__WEBPACK_IMPORTED_MODULE_5__/* .scopeProblem */ ._x)(scope, definition?.inputSchema);
    if (problem)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${problem}`);
    return scope;
}
/** Sets (a schema) or removes (null) the scope of ref's approval in place; the approval must exist. */
function scopeRecord(store, ref, scope) {
    const rec = store.capabilities[ref];
    if (!rec?.approval)
        throw new _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .DecisionError */ .bW(`${ref}: has no approval of the store's to scope (approve it first, with --scope)`);
    const approval = { ...rec.approval };
    if (scope === null)
        delete approval.scope;
    else
        approval.scope = scope;
    const next = { ...rec, approval };
    store.capabilities[ref] = next;
    return next;
}
/** Sets or removes one approval's scope in the store file, signed, under its lock; the record as written. */
async function setApprovalScope(path, key, ref, scope, log) {
    let out;
    await updateStore(path, key, () => readStoreFile(path, key, log), (store) => {
        const rec = store.capabilities[ref];
        if (!rec)
            throw new UsageError(`${path}: ${ref}: not in the store`);
        try {
            out = scopeRecord(store, ref, scope === null ? null : checkedScope(rec, scope, `${path}: ${ref}`));
        }
        catch (e) {
            if (e instanceof DecisionError)
                throw new UsageError(`${path}: ${e.message}`);
            throw e;
        }
        return store;
    });
    return out;
}


/***/ }),

/***/ 99478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ violationsOf)
/* harmony export */ });
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11471);
// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.
//
// One walk per tool serves every check: each schema node is handed to the node tests of all the checks asked for, in
// turn (a diff of 1,000 large tools against six hosts walked each schema twenty times before, some 200 ms; one walk
// takes a fifth of that). Pointers are built only for what a check reports.

/** Most names need no escape: skip the two replacements for them (a tenth of the walk's time went there). */
const escapePointer = (token) => (token.includes('~') || token.includes('/') ? (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointer */ .lZ)(token) : token);
function pointerOf(n) {
    if (n.pointer !== undefined)
        return n.pointer;
    const unnamed = [];
    let at = n;
    for (; at !== undefined && at.pointer === undefined; at = at.parent)
        unnamed.push(at);
    let pointer = at?.pointer ?? '';
    for (let i = unnamed.length - 1; i >= 0; i--) {
        const u = unnamed[i];
        const step = u.key === undefined ? u.keyword : `${u.keyword}/${escapePointer(u.key)}`;
        pointer = u.parent === undefined ? step : `${pointer}/${step}`;
        u.pointer = pointer;
    }
    return pointer;
}
/** How each subschema keyword holds its subschemas: a map of names, a list, or one (a list of them is walked too). */
const SUBSCHEMAS = new Map([
    ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map']),
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((k) => [k, 'list']),
    ...['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'].map((k) => [k, 'one']),
]);
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;
/** Hands every schema node under `root` (itself first) to `visit`, without recursion; the node's own keys drive it. */
function walkSchema(root, visit, at = '/inputSchema') {
    if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(root))
        return;
    // Every node made with the same fields in the same order (pointer too, set later): one shape for every test to read.
    const stack = [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true, level: 0, pointer: undefined }];
    const child = (schema, parent, keyword, key, chain) => ({
        schema,
        parent,
        keyword,
        key,
        chain,
        level: parent.level + (isObjectSchema(schema) ? 1 : 0),
        pointer: undefined,
    });
    for (let walked = 0; stack.length > 0 && walked < MAX_NODES; walked++) {
        const n = stack.pop();
        visit(n);
        const s = n.schema;
        for (const k in s) {
            const holds = SUBSCHEMAS.get(k);
            if (holds === undefined)
                continue;
            const v = s[k];
            if (holds === 'map') {
                if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                    continue;
                const chain = n.chain && k === 'properties';
                for (const name in v) {
                    const x = v[name];
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(x))
                        stack.push(child(x, n, k, name, chain));
                }
            }
            else if (Array.isArray(v)) {
                for (let i = 0; i < v.length; i++)
                    if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v[i]))
                        stack.push(child(v[i], n, k, String(i), false));
            }
            else if (holds === 'one' && (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
                stack.push(child(v, n, k, undefined, false));
        }
    }
}
const hasType = (s, t) => (typeof s.type === 'string' ? s.type === t : Array.isArray(s.type) && s.type.includes(t));
const isObjectSchema = (s) => hasType(s, 'object') || (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const PRIMITIVE = new Set(['string', 'integer', 'boolean']);
/**
 * What one check found in one tool: every pointer, or with `first` only the least. An opt-in host refuses thousands of
 * keywords and properties of a large surface (Gemini's subset refuses `additionalProperties` at every level; OpenAI's
 * strict mode every optional property), and building a pointer string for each was most of what these checks cost. In
 * `first` mode an offence is kept as its node and suffix and compared piece by piece; the least's string is built once.
 */
class Found {
    all;
    node;
    suffix;
    text;
    constructor(first) {
        this.all = first ? undefined : [];
    }
    /** The pointer of `n`, followed by `/suffix` when a suffix (already escaped) is given. */
    at(n, suffix) {
        if (this.all !== undefined)
            this.all.push(joined(n, suffix));
        else if (this.node !== undefined ? compare(n, suffix, this.node, this.suffix) < 0 : this.text === undefined || compareTo(n, suffix, this.text) < 0) {
            this.node = n;
            this.suffix = suffix;
            this.text = undefined;
        }
    }
    /** A pointer already built. */
    add(pointer) {
        if (this.all !== undefined)
            this.all.push(pointer);
        else {
            const least = this.pointers()[0];
            if (least === undefined || pointer < least)
                this.text = pointer;
        }
    }
    pointers() {
        if (this.all !== undefined)
            return this.all;
        if (this.node !== undefined) {
            this.text = joined(this.node, this.suffix);
            this.node = undefined;
        }
        return this.text === undefined ? [] : [this.text];
    }
}
const joined = (n, suffix) => (suffix === undefined ? pointerOf(n) : `${pointerOf(n)}/${suffix}`);
const chain = [];
const left = [];
const right = [];
/**
 * A pointer as the pieces pointerOf would join (the first named ancestor's pointer, then `/`, keyword, `/`, key, ...),
 * written into `into` (reused, so that a comparison allocates nothing); returns how many.
 */
function pieces(n, suffix, into) {
    let depth = 0;
    let named = n;
    for (; named !== undefined && named.pointer === undefined; named = named.parent)
        chain[depth++] = named;
    let k = 0;
    if (named !== undefined)
        into[k++] = named.pointer;
    for (let i = depth - 1; i >= 0; i--) {
        const u = chain[i];
        if (u.parent !== undefined)
            into[k++] = '/';
        into[k++] = u.keyword;
        if (u.key !== undefined) {
            into[k++] = '/';
            into[k++] = escapePointer(u.key);
        }
        chain[i] = undefined;
    }
    if (suffix !== undefined) {
        into[k++] = '/';
        into[k++] = suffix;
    }
    return k;
}
/** Two pointers given as pieces, compared as `<` compares the joined strings: negative, zero or positive. */
function comparePieces(a, na, b, nb) {
    let ia = 0;
    let ib = 0;
    let ca = 0;
    let cb = 0;
    for (;;) {
        while (ia < na && ca === a[ia].length) {
            ia++;
            ca = 0;
        }
        while (ib < nb && cb === b[ib].length) {
            ib++;
            cb = 0;
        }
        if (ia === na || ib === nb)
            return (ia === na ? 0 : 1) - (ib === nb ? 0 : 1);
        const d = a[ia].charCodeAt(ca++) - b[ib].charCodeAt(cb++);
        if (d !== 0)
            return d;
    }
}
function compare(n, suffix, m, mSuffix) {
    return comparePieces(left, pieces(n, suffix, left), right, pieces(m, mSuffix, right));
}
function compareTo(n, suffix, text) {
    right[0] = text;
    return comparePieces(left, pieces(n, suffix, left), right, 1);
}
/** The common shape: every node that `offends` is named, with `suffix` (a keyword of the node) when given. */
function each(offends, suffix) {
    return (_c, found) => (n) => {
        if (offends(n.schema, n))
            found.at(n, suffix);
    };
}
/**
 * A limit on a sum over the whole schema: the node at which the running sum (in the walk's order) first passes the
 * check's limit, as the pointer of its `keyword`; nothing when the schema stays within it.
 */
function crossing(amount, keyword) {
    return (c, found) => {
        let sum = 0;
        let crossed = false;
        return (n) => {
            if (crossed)
                return;
            sum += amount(n.schema);
            if (sum > c.limit) {
                crossed = true;
                found.at(n, keyword);
            }
        };
    };
}
const keywordsOf = new WeakMap();
/** A keyword list check: each of a node's own keys that `offends` against the check's keywords (a set, made once). */
function keywordTest(offends) {
    return (c, found) => {
        let keywords = keywordsOf.get(c);
        if (keywords === undefined)
            keywordsOf.set(c, (keywords = new Set(c.keywords)));
        const set = keywords;
        return (n) => {
            for (const k in n.schema)
                if (offends(set, k))
                    found.at(n, escapePointer(k));
        };
    };
}
const TOOL_TESTS = {
    'name-pattern': (tool, c) => (typeof tool.name === 'string' && new RegExp(c.pattern, 'u').test(tool.name) ? [] : ['/name']),
    'top-level-combinator': (tool, c) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) ? c.keywords.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
    },
    'top-level-object': (tool) => {
        const s = tool.inputSchema;
        return (0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
    },
    'annotation-title': (tool) => {
        const a = tool.annotations;
        const titled = (v) => typeof v === 'string' && v.trim() !== '';
        return titled(tool.title) || ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(a) && titled(a.title)) ? [] : ['/annotations/title'];
    },
    // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
    // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
    'annotation-hints': (tool) => ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
};
const NODE_TESTS = {
    'array-items': each((s) => hasType(s, 'array') && !('items' in s), 'items'),
    'strict-closed-objects': each((s) => isObjectSchema(s) && s.additionalProperties !== false, 'additionalProperties'),
    // Judged at each property's own node, whose pointer other checks share (one string per node, not one per check);
    // a property whose schema is not an object (`true`) is never a node, and is judged at its parent.
    'strict-all-required': (_c, found) => {
        const listed = (s, name) => Array.isArray(s.required) && s.required.includes(name);
        return (n) => {
            if (n.keyword === 'properties' && n.parent !== undefined && !listed(n.parent.schema, n.key))
                found.at(n);
            const props = n.schema.properties;
            if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(props))
                for (const p in props)
                    if (!(0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(props[p]) && !listed(n.schema, p))
                        found.at(n, `properties/${escapePointer(p)}`);
        };
    },
    'keyword-denylist': keywordTest((set, k) => set.has(k)),
    'keyword-allowlist': keywordTest((set, k) => !set.has(k)),
    'header-token': each((s) => HEADER in s && (typeof s[HEADER] !== 'string' || !TOKEN.test(s[HEADER])), HEADER),
    'header-primitive': each((s) => HEADER in s && !(typeof s.type === 'string' && PRIMITIVE.has(s.type)) && !(Array.isArray(s.type) && s.type.length === 1 && PRIMITIVE.has(String(s.type[0]))), HEADER),
    'header-reachable': each((s, n) => HEADER in s && (!n.chain || n.parent === undefined), HEADER),
    'header-safe-integer': (_c, found) => (n) => {
        if (HEADER in n.schema && hasType(n.schema, 'integer'))
            for (const at of unsafeIntegers(n.schema))
                found.at(n, at);
    },
    // The object that crossed the limit is named, not every schema under it.
    'strict-nesting': (c, found) => each((s, n) => n.level === c.limit + 1 && isObjectSchema(s))(c, found),
    'strict-property-count': crossing((s) => ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(s.properties) ? Object.keys(s.properties).length : 0), 'properties'),
    'strict-string-size': crossing(stringSize, undefined),
    'strict-enum-count': crossing((s) => (Array.isArray(s.enum) ? s.enum.length : 0), 'enum'),
    'strict-enum-size': (c, found) => each((s) => {
        const e = s.enum;
        if (!Array.isArray(e) || e.length <= ENUM_MANY || !e.every((v) => typeof v === 'string'))
            return false;
        return e.reduce((sum, v) => sum + v.length, 0) > c.limit;
    }, 'enum')(c, found),
};
/**
 * header-unique: the second and later schemas (by pointer) that declare one header name, case-insensitively. Kept
 * apart: which one is the duplicate depends on all of them, so its offences are only known once the walk is done.
 */
function headerUnique() {
    const seen = [];
    return {
        visit: (n) => {
            const v = n.schema[HEADER];
            if (typeof v === 'string')
                seen.push({ pointer: `${pointerOf(n)}/${HEADER}`, key: v.toLowerCase() });
        },
        report: (found) => {
            const keys = new Set();
            // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
            for (const h of seen.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
                if (keys.has(h.key))
                    found.add(h.pointer);
                keys.add(h.key);
            }
        },
    };
}
/** Above this many values, one string enum's total length is bounded (strict-enum-size). */
const ENUM_MANY = 250;
const NUMERIC = ['const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];
/** Where an integer schema declares a value outside the safe integer range: a value, a bound, an enum or example member. */
function unsafeIntegers(s) {
    const unsafe = (v) => typeof v === 'number' && Math.abs(v) > Number.MAX_SAFE_INTEGER;
    const out = NUMERIC.filter((k) => unsafe(s[k]));
    for (const k of ['enum', 'examples']) {
        const l = s[k];
        if (Array.isArray(l))
            l.forEach((v, i) => unsafe(v) && out.push(`${k}/${i}`));
    }
    return out;
}
/** Property names, definition names, and string enum and const values, in characters (strict-string-size). */
function stringSize(s) {
    let size = 0;
    for (const k of ['properties', '$defs', 'definitions']) {
        const m = s[k];
        if ((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(m))
            for (const name in m)
                size += name.length;
    }
    if (Array.isArray(s.enum))
        for (const v of s.enum)
            if (typeof v === 'string')
                size += v.length;
    if (typeof s.const === 'string')
        size += s.const.length;
    return size;
}
/**
 * Every offence of `checks` by one tool definition, in check order, pointers sorted within a check; with `first`, only
 * the first pointer of each check that fails (what the hosts pass and the gateway show), without building the others.
 */
function violationsOf(tool, checks, options = {}) {
    const first = options.first === true;
    const found = [];
    const visits = [];
    const after = [];
    for (const c of checks) {
        const whole = TOOL_TESTS[c.test];
        if (whole !== undefined) {
            found.push(whole(tool, c));
            continue;
        }
        const f = new Found(first);
        found.push(f);
        if (c.test === 'header-unique') {
            const u = headerUnique();
            visits.push(u.visit);
            after.push(() => u.report(f));
        }
        else
            visits.push(NODE_TESTS[c.test](c, f));
    }
    if (visits.length > 0) {
        walkSchema(tool.inputSchema, (n) => {
            for (let i = 0; i < visits.length; i++)
                visits[i](n);
        });
        for (const done of after)
            done();
    }
    const out = [];
    checks.forEach((c, i) => {
        const f = found[i];
        const pointers = Array.isArray(f) ? f : f.pointers();
        if (pointers.length === 0)
            return;
        if (first)
            out.push({ check: c.id, pointer: Array.isArray(f) ? least(pointers) : pointers[0] });
        else
            for (const pointer of [...new Set(pointers)].sort())
                out.push({ check: c.id, pointer });
    });
    return out;
}
function least(pointers) {
    let min = pointers[0];
    for (const p of pointers)
        if (p < min)
            min = p;
    return min;
}


/***/ }),

/***/ 52171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ textFindings),
/* harmony export */   JD: () => (/* binding */ definitionLines),
/* harmony export */   Jg: () => (/* binding */ approvalLines)
/* harmony export */ });
/* unused harmony export triageLines */
/* harmony import */ var _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38112);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92234);
/* harmony import */ var _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55135);
/* harmony import */ var _core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12998);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57789);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);







/**
 * The risky passages of the definition a record would approve: all of a new capability's text (check's
 * capability-added-risky-text), or what a changed one adds to the definition approved before (risky-text-added).
 * One per pointer; a passage the held changes already name is not repeated.
 */
function textFindings(r) {
    if (!r.live)
        return [];
    // A changed one approved only by the approved snapshot (not copied into the store) is screened whole.
    const rule = r.state === 'review_required' ? 'capability-added-risky-text' : 'risky-text-added';
    const before = rule === 'risky-text-added' ? r.approval?.definition : undefined;
    const kind = (0,_core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_2__/* .kindOfRef */ .Ly)(r.ref);
    const template = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(rule)?.message ?? '';
    const held = new Set((r.changes ?? []).filter((c) => c.rule === 'risky-text-added' || c.rule === 'text-data-movement-added' || c.rule === 'capability-added-risky-text').map((c) => c.pointer));
    return (0,_core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .riskyAdditions */ .qz)(before, r.live.definition)
        .filter((m) => !held.has(m.pointer))
        .map((m) => ({ rule, pointer: m.pointer, what: m.what, message: (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(template, { kind: kind ? _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_LABEL */ .CF[kind] : 'capability', name: (0,_core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOfRef */ .Qo)(r.ref), pointer: m.pointer, what: m.what }) }));
}
/**
 * A definition as a terminal shows it: indented JSON (which writes C0 controls and lone surrogates as escapes), then
 * every other invisible character (C1 controls, bidi overrides, zero-width, tag characters) as `\u27e8U+XXXX\u27e9`. Whole,
 * however long: it is what the person approves.
 */
function definitionLines(definition, indent) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .revealInvisible */ .hR)(JSON.stringify(definition, null, 2))
        .split('\n')
        .map((l) => `${indent}${l}`);
}
/** For each held description or title edit: whether its new words add a cue (and which), and the words that changed. */
function triageLines(r) {
    const lines = [];
    for (const c of r.changes ?? []) {
        if (c.cues === undefined)
            continue;
        const known = c.cues.filter((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CUE_CLASSES */ .bc.includes(k));
        const verdict = c.cues.length === 0 ? 'reworded, no new cue' : `new cue: ${known.map((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CUE_CLASS_WORDS */ .vv[k]).join(', ') || (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.cues.join(', '), 200)}`;
        const delta = typeof c.before === 'string' && typeof c.after === 'string' ? (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_6__/* .textDelta */ .Wm)(c.before, c.after) : undefined;
        const words = delta ? `: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed || '(nothing)', 200)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added || '(nothing)', 200)}` : '';
        lines.push(`      ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.pointer ?? '/', 120)} ${verdict}${words}`);
    }
    return lines;
}
/** The lines `approve` prints for one record before it writes: its held changes, its text findings, its definition. */
function approvalLines(r, held) {
    const lines = [...held, ...triageLines(r)];
    for (const f of textFindings(r))
        lines.push(`      review ${f.rule} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(f.pointer, 120)} [always reviewed]: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(f.message, 400)}`);
    if (r.live)
        lines.push(`      definition (${r.live.digest}):`, ...definitionLines(r.live.definition, '        '));
    return lines;
}


/***/ })

};

export const id = 836;
export const ids = [836];
export const modules = {

/***/ 8051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HE: () => (/* binding */ DEFAULT_GUARD_POLICY),
  bW: () => (/* binding */ DecisionError),
  OF: () => (/* binding */ GUARD_STORE_FORMAT),
  At: () => (/* binding */ allReworded),
  p2: () => (/* binding */ allSafe),
  f8: () => (/* binding */ approveRecord),
  VR: () => (/* binding */ approvedDigests),
  WB: () => (/* binding */ approvedItems),
  wx: () => (/* binding */ approvedRefs),
  VL: () => (/* binding */ emptyStore),
  j_: () => (/* binding */ liveEra),
  sK: () => (/* binding */ parsePolicyEntry),
  Lq: () => (/* binding */ reconcile),
  jW: () => (/* binding */ rejectRecord)
});

// UNUSED EXPORTS: HOLD_MESSAGES, actionFor, baselineSnapshot, isCueFreeHeld, publishedDigest

// EXTERNAL MODULE: ./src/core/diff/classify.ts + 24 modules
var classify = __webpack_require__(282);
// EXTERNAL MODULE: ./src/core/diff/renames/match.ts + 2 modules
var match = __webpack_require__(5012);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(7336);
// EXTERNAL MODULE: ./src/core/shared/eras.ts
var eras = __webpack_require__(6);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(7297);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(4452);
;// CONCATENATED MODULE: ./src/core/approval/model-text.ts
/** Keys whose string values are prose whatever they look like. */
const PROSE_KEYS = new Set(['description', 'title', '$comment', 'examples', 'text', 'instructions']);
/** An identifier, type name or short token: structure, not instructions (no spaces, no sentence). */
const TOKEN = /^[A-Za-z0-9_.:/#$@+-]{0,64}$/;
/** A definition larger than this is walked only this far: what lies beyond counts as new text (held, never followed). */
const MAX_NODES = 100_000;
/**
 * Every string of a definition a model would read as words: values under prose keys, and any key or value that is
 * not a short token. Undefined when the walk hit its bound (treat as "may hold new text").
 */
function modelText(value) {
    const out = new Set();
    const stack = [[value, undefined]];
    let nodes = 0;
    while (stack.length > 0) {
        if (++nodes > MAX_NODES)
            return undefined;
        const [v, key] = stack.pop();
        if (typeof v === 'string') {
            if ((key !== undefined && PROSE_KEYS.has(key)) || !TOKEN.test(v))
                out.add(v);
        }
        else if (Array.isArray(v)) {
            for (const x of v)
                stack.push([x, key]);
        }
        else if (v !== null && typeof v === 'object') {
            for (const [k, x] of Object.entries(v)) {
                if (!TOKEN.test(k))
                    out.add(k);
                stack.push([x, k]);
            }
        }
    }
    return out;
}
/** The model-visible strings `after` holds that `before` does not; undefined when either walk hit its bound. */
function newModelText(before, after) {
    const old = modelText(before);
    const now = modelText(after);
    if (old === undefined || now === undefined)
        return undefined;
    return new Set([...now].filter((t) => !old.has(t)));
}
/** Whether `after` holds model-visible text that `before` does not. */
function bringsNewText(before, after) {
    const fresh = newModelText(before, after);
    return fresh === undefined || fresh.size > 0;
}

// EXTERNAL MODULE: ./src/core/diff/rewording.ts
var rewording = __webpack_require__(7064);
;// CONCATENATED MODULE: ./src/core/approval/approval.ts
// The consumer's approval state machine: an approval is bound to a canonical digest, never to a name. Pure: the
// guard and the approve/status commands feed it snapshots and `now`, and persist what it returns.
//
//   DISCOVERED -> REVIEW_REQUIRED -> APPROVED(digest, expiry) -> STALE (definition changed) -> APPROVED again
//   (by a human, or by `follow` when every change's policy allows it). REJECTED holds one digest out until it changes.








const GUARD_STORE_FORMAT = 'mcp-contract-guard/1';
/** Safe contract changes re-enter the publication; everything else, and every new capability, waits for a human. */
const DEFAULT_GUARD_POLICY = {
    bySeverity: { safe: 'follow', review: 'review', breaking: 'review', new: 'review' },
    byRule: {},
};
function emptyStore(server, surface) {
    return { format: GUARD_STORE_FORMAT, server, surface, capabilities: {} };
}
/**
 * The approved snapshot's items for one surface in one era (by default the primary one), by ref: a dual-era server's
 * approval holds per era, each with the digests its era's capture computed (complete observations only: a failed
 * list approves nothing).
 */
function approvedItems(snapshot, surface, era) {
    const out = new Map();
    const s = snapshot.surfaces[surface];
    if (!s)
        return out;
    const kinds = (0,eras/* eraKinds */.g$)(s, era);
    for (const kind of model/* KINDS */.GW) {
        const ks = kinds[kind];
        if (ks?.observation.state !== 'complete')
            continue;
        for (const c of ks.items)
            out.set(c.ref, c);
    }
    return out;
}
/** Every ref the snapshot approves on a surface in any era (what a user knew of, whichever era a client speaks). */
function approvedRefs(snapshot, surface) {
    const out = new Set();
    for (const era of [undefined, ...model/* PROTOCOL_ERAS */.d4])
        for (const ref of approvedItems(snapshot, surface, era).keys())
            out.add(ref);
    return out;
}
/** The era a live capture of `surface` spoke (the guard's capture records it), undefined when it does not say. */
function liveEra(live, surface) {
    return (0,eras/* primaryEra */.Fk)(live.surfaces[surface]);
}
function expired(a, now) {
    return a?.expires !== undefined && Date.parse(a.expires) <= now.getTime();
}
/** Every digest that may be published under `ref` right now. */
function approvedDigests(record, fromSnapshot, now) {
    const out = new Set();
    if (fromSnapshot)
        out.add(fromSnapshot.digest);
    if (record?.approval && !expired(record.approval, now))
        out.add(record.approval.digest);
    for (const d of record?.rejected ?? [])
        out.delete(d);
    return out;
}
/** Model-visible text and hints are how tool poisoning arrives: no policy lets them through unread. */
function alwaysReviewed(change) {
    return change.type === 'description' || change.type === 'annotations';
}
function actionFor(change, policy) {
    if (change.type === 'renamed' || change.type === 'merged' || change.type === 'split')
        return 'manual_rebind';
    if (alwaysReviewed(change))
        return 'review';
    return policy.byRule[change.rule] ?? policy.bySeverity[change.severity];
}
function held(change, action) {
    const h = { rule: change.rule, severity: change.severity, action, message: change.message };
    if (alwaysReviewed(change))
        h.forced = true;
    const pointer = change.after?.pointer ?? change.before?.pointer;
    if (pointer !== undefined)
        h.pointer = pointer;
    if (change.before?.value !== undefined)
        h.before = change.before.value;
    if (change.after?.value !== undefined)
        h.after = change.after.value;
    const cues = (0,rewording/* cuesOf */.me)(change);
    if (cues !== undefined)
        h.cues = [...cues];
    return h;
}
/** A held change `reworded=follow` and `approve --reworded` may take: a text edit that adds no cue. */
function isCueFreeHeld(h) {
    return (0,rewording/* isCueFreeTextEdit */.te)({ rule: h.rule, ...(h.cues !== undefined ? { params: { cues: h.cues } } : {}) });
}
/**
 * `reworded=follow`: every change is a text edit that adds no cue, and every new string the model reads is one of
 * those edits' texts (a word arriving anywhere else, in a field no change names, is never followed).
 */
function onlyRewordings(own, before, after) {
    if (own.length === 0 || !own.every(rewording/* isCueFreeTextEdit */.te))
        return false;
    const fresh = newModelText(before, after);
    if (fresh === undefined)
        return false;
    const edited = new Set(own.map((c) => c.after?.value).filter((v) => typeof v === 'string'));
    return [...fresh].every((t) => edited.has(t));
}
function forceReview(h) {
    return h.action === 'manual_rebind' ? h : { ...h, action: 'review', forced: true };
}
function surfaceOf(snapshot, surface) {
    return snapshot.surfaces[surface];
}
/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
function baselineSnapshot(approved, store, surface, era) {
    const base = surfaceOf(approved, surface);
    const fromFile = approvedItems(approved, surface, era);
    const byKind = new Map(model/* KINDS */.GW.map((k) => [k, []]));
    const refs = new Set([...fromFile.keys(), ...Object.keys(store.capabilities).filter((r) => store.capabilities[r].approval)]);
    for (const ref of refs) {
        const parsed = (0,canonical/* parseRef */.rd)(ref);
        if (!parsed)
            continue;
        const a = store.capabilities[ref]?.approval;
        byKind.get(parsed.kind).push(a ? { ref, digest: a.digest, definition: a.definition } : fromFile.get(ref));
    }
    const kinds = {};
    for (const k of model/* KINDS */.GW) {
        const items = byKind.get(k).sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
        kinds[k] = { observation: { state: 'complete' }, items };
    }
    const s = { client: base?.client ?? { name: '', version: '', capabilities: {} }, kinds };
    if (base?.server)
        s.server = base.server;
    return { format: approved.format, server: approved.server, surfaces: { [surface]: s } };
}
function changesFor(ref, changes) {
    return changes.filter((c) => (c.before?.refs ?? []).includes(ref) && (c.after?.refs ?? []).includes(ref));
}
/** The guard's reasons for a hold, keyed like the rule registry's messages (rules.ts holds the rule ids). */
const HOLD_MESSAGES = {
    'capability-added': 'A capability never approved before.',
    'capability-renamed': 'It may be the new name of {from}; an approval never follows a rename.',
    'approval-expired': 'the approval expired at {at}',
    'origin-changed': 'the definition is unchanged but its origin (server name or surface) differs from the approved one',
};
/**
 * Moves every capability of one surface to its state given the live capture. Kinds whose live observation is not
 * complete keep their records untouched: a failed list is never a removal.
 */
function reconcile(approved, previous, live, policy, now, 
/** Declared renames (and severity overrides) from the server's config, when the guard has one. */
config = {}) {
    const surface = previous.surface;
    const liveSurface = surfaceOf(live, surface);
    // The live capture is compared with the approval of the era it spoke: another era's digests name another origin.
    const era = liveEra(live, surface);
    let changes;
    const classified = () => (changes ??= (0,classify/* diffSnapshots */.V)(baselineSnapshot(approved, previous, surface, era), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' }).changes);
    const records = {};
    const transitions = [];
    const set = (r) => {
        const before = previous.capabilities[r.ref];
        if (before?.state === r.state)
            r.since = before.since;
        else
            transitions.push({ ref: r.ref, from: before?.state ?? 'absent', to: r.state });
        records[r.ref] = r;
    };
    const ctx = { previous, fromFile: approvedItems(approved, surface, era), changes: classified, policy, now, at: now.toISOString(), set };
    for (const kind of model/* KINDS */.GW) {
        const ks = liveSurface?.kinds[kind];
        if (!ks || ks.observation.state !== 'complete') {
            for (const ref of Object.keys(previous.capabilities))
                if ((0,canonical/* parseRef */.rd)(ref)?.kind === kind)
                    records[ref] = previous.capabilities[ref];
            continue;
        }
        reconcileKind(kind, ks.items, ctx, transitions);
    }
    const sorted = {};
    for (const ref of Object.keys(records).sort())
        sorted[ref] = records[ref];
    return { store: { ...previous, capabilities: sorted }, transitions };
}
function reconcileKind(kind, items, ctx, transitions) {
    const { previous, fromFile, at } = ctx;
    const ofKind = (m) => [...m].filter((r) => (0,canonical/* parseRef */.rd)(r)?.kind === kind);
    const known = new Set([...ofKind(fromFile.keys()), ...ofKind(Object.keys(previous.capabilities))]);
    const liveRefs = new Set(items.map((c) => c.ref));
    const renamedTo = renameTargets(items, [...known].filter((r) => !liveRefs.has(r)), ctx);
    for (const item of items)
        ctx.set(recordFor(item, renamedTo.get(item.ref), ctx));
    for (const ref of known) {
        if (liveRefs.has(ref))
            continue;
        const prev = previous.capabilities[ref];
        // Intent is kept for what was approved or rejected; a never-approved capability that went away is forgotten.
        if (!fromFile.has(ref) && !prev?.approval && !prev?.rejected?.length) {
            if (prev)
                transitions.push({ ref, from: prev.state, to: 'absent' });
            continue;
        }
        const rec = { ref, state: 'missing', since: at };
        if (prev?.approval)
            rec.approval = prev.approval;
        if (prev?.rejected?.length)
            rec.rejected = prev.rejected;
        ctx.set(rec);
    }
}
/** Approved somewhere but gone now: a look-alike among the new ones, or a declared rename, needs a manual rebind. */
function renameTargets(items, gone, ctx) {
    const { previous, fromFile } = ctx;
    const goneApproved = [];
    for (const ref of gone) {
        const prev = previous.capabilities[ref];
        const a = prev?.approval ? { ref, digest: prev.approval.digest, definition: prev.approval.definition } : fromFile.get(ref);
        if (a)
            goneApproved.push(a);
    }
    const fresh = items.filter((c) => !fromFile.has(c.ref) && !previous.capabilities[c.ref]?.approval);
    const renamedTo = new Map();
    for (const [from, t] of (0,match/* suggestMatches */.G3)(goneApproved, fresh).targets)
        renamedTo.set(t.to, [...(renamedTo.get(t.to) ?? []), from]);
    // Declared renames only ever name a fresh item (recordFor asks for one no sooner): without any, no report is needed.
    if (fresh.length === 0)
        return renamedTo;
    for (const c of ctx.changes())
        if (c.type === 'renamed' || c.type === 'merged' || c.type === 'split')
            for (const to of c.after?.refs ?? [])
                renamedTo.set(to, [...(renamedTo.get(to) ?? []), ...(c.before?.refs ?? [])]);
    return renamedTo;
}
/** The record of one live item: approved, followed, stale, rejected or new. */
function recordFor(item, renamedFrom, ctx) {
    const { previous, fromFile, policy, now, at } = ctx;
    const prev = previous.capabilities[item.ref];
    const rec = { ref: item.ref, state: 'discovered', since: at, live: { digest: item.digest, definition: item.definition } };
    if (prev?.approval)
        rec.approval = prev.approval;
    if (prev?.rejected?.length)
        rec.rejected = prev.rejected;
    const file = fromFile.get(item.ref);
    if (rec.rejected?.includes(item.digest))
        return { ...rec, state: 'rejected', ...(prev?.changes ? { changes: prev.changes } : {}) };
    if (approvedDigests(rec, file, now).has(item.digest))
        return { ...rec, state: 'approved' };
    if (file || rec.approval)
        return changedRecord(rec, item, file, ctx);
    if (renamedFrom) {
        const message = (0,rules/* fillTemplate */.ou)(HOLD_MESSAGES['capability-renamed'], { from: renamedFrom.join(', ') });
        return { ...rec, state: 'review_required', changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message, renamedFrom: [...new Set(renamedFrom)].sort() }] };
    }
    if (policy.bySeverity.new === 'follow')
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at } };
    return { ...rec, state: 'review_required', changes: [{ rule: 'capability-added', severity: 'safe', action: 'review', message: HOLD_MESSAGES['capability-added'] }] };
}
/** An approved capability served with another digest: followed when every change may be, else stale with why. */
function changedRecord(rec, item, file, ctx) {
    const { policy, now, at } = ctx;
    const last = rec.approval?.digest ?? file.digest;
    if (rec.approval && expired(rec.approval, now) && rec.approval.digest === item.digest)
        return { ...rec, state: 'stale', reason: (0,rules/* fillTemplate */.ou)(HOLD_MESSAGES['approval-expired'], { at: rec.approval.expires ?? '' }) };
    const own = changesFor(item.ref, ctx.changes());
    const base = rec.approval?.definition ?? file.definition;
    if (policy.reworded === 'follow' && onlyRewordings(own, base, item.definition)) {
        const followed = own.map((c) => {
            const { forced: _forced, ...h } = held(c, 'follow');
            return h;
        });
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed } };
    }
    // New words in a definition are how poisoning arrives: no change that brings them is followed.
    const newText = bringsNewText(base, item.definition);
    const heldChanges = own.map((c) => (newText ? forceReview(held(c, actionFor(c, policy))) : held(c, actionFor(c, policy))));
    if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow'))
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges } };
    // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
    if (heldChanges.length === 0)
        return { ...rec, state: 'stale', reason: HOLD_MESSAGES['origin-changed'] };
    return { ...rec, state: 'stale', changes: heldChanges };
}
/** The digest published under `ref` (its live capture spoke `era`), or undefined when it is held out. */
function publishedDigest(store, approved, ref, now, era) {
    const rec = store.capabilities[ref];
    if (rec?.state !== 'approved' || !rec.live)
        return undefined;
    const fromFile = approvedItems(approved, store.surface, era).get(ref);
    return approvedDigests(rec, fromFile, now).has(rec.live.digest) ? rec.live.digest : undefined;
}
// ------------------------------------------------------------------ human decisions
class DecisionError extends Error {
}
/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
function approveRecord(store, ref, now, opts = {}) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new DecisionError(`${ref}: not in the store (known: ${Object.keys(store.capabilities).length} capabilities; see mcp-contract status)`);
    if (!rec.live)
        throw new DecisionError(`${ref}: the server no longer serves it, so there is no definition to approve`);
    if (opts.digest && opts.digest !== rec.live.digest)
        throw new DecisionError(`${ref}: the server now serves ${rec.live.digest}, not ${opts.digest}; review the new definition first`);
    const next = {
        ...rec,
        state: 'approved',
        since: now.toISOString(),
        approval: { digest: rec.live.digest, definition: rec.live.definition, by: 'human', at: now.toISOString() },
    };
    if (rec.approval && rec.approval.digest !== rec.live.digest)
        next.approval.from = rec.approval.digest;
    if (opts.expires)
        next.approval.expires = opts.expires;
    // Approving a capability held as a possible rename is the person saying it is one: the rebind is recorded.
    const rebinds = [...new Set((rec.changes ?? []).flatMap((c) => (c.action === 'manual_rebind' ? (c.renamedFrom ?? []) : [])))].sort();
    if (rebinds.length > 0)
        next.approval.rebinds = rebinds;
    const rejected = (rec.rejected ?? []).filter((d) => d !== rec.live.digest);
    if (rejected.length)
        next.rejected = rejected;
    else
        delete next.rejected;
    delete next.changes;
    delete next.reason;
    store.capabilities[ref] = next;
    return next;
}
/** Holds the served definition of `ref` out until it changes again; the earlier approval is kept as the baseline. */
function rejectRecord(store, ref, now) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new DecisionError(`${ref}: not in the store (see mcp-contract status)`);
    if (!rec.live)
        throw new DecisionError(`${ref}: the server no longer serves it, so there is nothing to reject`);
    const next = { ...rec, state: 'rejected', since: now.toISOString(), rejected: [...new Set([...(rec.rejected ?? []), rec.live.digest])] };
    if (rec.approval?.digest === rec.live.digest)
        delete next.approval;
    store.capabilities[ref] = next;
    return next;
}
/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
function allSafe(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every((c) => c.severity === 'safe' && c.action !== 'manual_rebind' && !c.forced))
        .map((r) => r.ref);
}
/**
 * Held capabilities whose every change is a description or title edit adding no cue (or whitespace): what
 * `approve --reworded` approves, after showing them.
 */
function allReworded(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every(isCueFreeHeld))
        .map((r) => r.ref);
}
/** `safe=follow`, `breaking=review`, `new=follow`, `reworded=follow`, `RULE-ID=review`: one entry of `--policy`. */
function parsePolicyEntry(policy, entry) {
    const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
    if (!m)
        throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, reworded, or a rule id)`);
    const [, key, action] = m;
    const value = action;
    if (key === 'reworded')
        return { ...policy, reworded: value };
    if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new')
        return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
    if (!(0,rules/* ruleById */.BD)(key))
        throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", "reworded", or a rule id (see mcp-contract rules)`);
    return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}


/***/ }),

/***/ 6:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ primaryEra),
/* harmony export */   g$: () => (/* binding */ eraKinds),
/* harmony export */   o: () => (/* binding */ divergentEras)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7336);

/** The lists a surface records for `era`: the primary era's `kinds`, another era's own where they differ. */
function eraKinds(s, era) {
    if (era === undefined || !s.protocol || s.protocol.primary === era)
        return s.kinds;
    return s.protocol.eras[era]?.kinds ?? s.kinds;
}
/** The era a surface's `kinds` come from; undefined for a snapshot that does not say (before format 2). */
function primaryEra(s) {
    return s?.protocol?.primary;
}
/** The eras whose lists a surface records apart from the primary era's (where the two eras' lists differ). */
function divergentEras(s) {
    return _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_ERAS */ .d4.filter((e) => e !== s.protocol?.primary && s.protocol?.eras[e]?.kinds !== undefined);
}


/***/ }),

/***/ 1836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Pv: () => (/* binding */ parseStore),
  uz: () => (/* binding */ readStore),
  Oq: () => (/* binding */ readStoreFile),
  Bs: () => (/* binding */ readStoreText),
  rT: () => (/* binding */ storeDir),
  u_: () => (/* binding */ storeFile),
  Tr: () => (/* binding */ storeFiles),
  LN: () => (/* reexport */ storeKey),
  xX: () => (/* binding */ storeOf),
  fF: () => (/* binding */ updateStore)
});

// UNUSED EXPORTS: serializeStore, verifyStore

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(7297);
// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(8051);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts
var snapshot_file = __webpack_require__(8804);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/guard/store-key.ts
// The key that signs the store's decisions. It lives beside the store, readable by its owner only.
//
// What this holds, exactly: an upstream running as ANOTHER user (`guard --run-as`) can neither read the key nor write
// the store (the directory is 0700), so it cannot approve anything. An upstream running as the SAME user can read
// the key like any of that user's files: the signature then only stops an edit made without reading it. Run the
// upstream as another user (or in a sandbox that hides the store directory) when it is not trusted.






const KEY_FILE = '.guard-key';
/** The MAC of one record's decisions, bound to its server, surface and ref. */
function macOf(key, store, rec) {
    const body = { server: store.server, surface: store.surface, ref: rec.ref, approval: (rec.approval ?? null), rejected: rec.rejected ?? [] };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}
/** The MAC of the approved launch identity, bound to its server and surface. */
function identityMacOf(key, store) {
    const body = { server: store.server, surface: store.surface, identity: (store.identity?.approved ?? null) };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}
/** Reads the store directory's key, creating it (0600) on first use. */
async function storeKey(dir) {
    await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
    const path = (0,external_node_path_.join)(dir, KEY_FILE);
    if (!(await (0,promises_.lstat)(path).catch(() => undefined)))
        await createKey(dir, path);
    const st = await (0,promises_.lstat)(path);
    if (st.isSymbolicLink() || !st.isFile())
        throw new errors/* UsageError */.eb(`${path}: the store key is not a regular file; refused`);
    if (process.platform !== 'win32' && (st.mode & 0o077) !== 0)
        throw new errors/* UsageError */.eb(`${path}: the store key is readable by other users (mode ${(st.mode & 0o777).toString(8)}); chmod 600 it`);
    const hex = (await (0,promises_.readFile)(path, 'utf8')).trim();
    if (!/^[0-9a-f]{64}$/.test(hex))
        throw new errors/* UsageError */.eb(`${path}: the store key is damaged (expected 64 hex digits)`);
    return { bytes: Buffer.from(hex, 'hex') };
}
/** Written whole under a private name, then linked into place: a concurrent reader never sees a half-written key. */
async function createKey(dir, path) {
    const tmp = (0,external_node_path_.join)(dir, `.guard-key.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fh = await (0,promises_.open)(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), 0o600);
        try {
            await fh.writeFile((0,external_node_crypto_.randomBytes)(32).toString('hex'), 'utf8');
        }
        finally {
            await fh.close();
        }
        // A concurrent creator may have won: its key stands.
        await (0,promises_.link)(tmp, path).catch((e) => {
            if (e.code !== 'EEXIST')
                throw e;
        });
    }
    catch (e) {
        throw new errors/* UsageError */.eb(`${path}: cannot create the store key (${e.code ?? 'error'})`);
    }
    finally {
        await (0,promises_.unlink)(tmp).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/guard/store.ts
// The guard's store: one canonical-JSON file per server, written atomically under a lock, so the running guard and
// `approve` / `reject` in another process never lose each other's writes. Every decision in it (an approval, a
// rejection) carries an HMAC under the store's key: an edit made without the key counts for nothing.










/** `--store`, else $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard: a client's working directory is often `/`. */
function storeDir(option, env, cwd) {
    if (option)
        return (0,external_node_path_.resolve)(cwd, option);
    if (env.MCP_CONTRACT_STORE)
        return (0,external_node_path_.resolve)(cwd, env.MCP_CONTRACT_STORE);
    return (0,external_node_path_.join)(env.HOME ?? (0,external_node_os_.homedir)(), '.mcp-contract', 'guard');
}
function fileName(server) {
    return `${server.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}
function storeFile(dir, server) {
    return (0,external_node_path_.join)(dir, fileName(server));
}
/** The store files in a directory (for approve/status without --server). */
function storeFiles(dir) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    return (0,external_node_fs_.readdirSync)(dir)
        .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
        .sort()
        .map((n) => (0,external_node_path_.join)(dir, n));
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const STATES = new Set(['discovered', 'review_required', 'approved', 'stale', 'rejected', 'missing']);
function parseStore(text, label) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        // The parser's message quotes the file's bytes; a store swapped for another file must not print that file.
        const at = /position (\d+)/.exec(e.message)?.[1];
        throw new errors/* UsageError */.eb(`${label}: not valid JSON${at ? ` (at byte ${at})` : ''}`);
    }
    if (!isObject(value))
        throw new errors/* UsageError */.eb(`${label}: expected a JSON object`);
    if (value.format !== approval/* GUARD_STORE_FORMAT */.OF)
        throw new errors/* UsageError */.eb(`${label}: /format: expected "${approval/* GUARD_STORE_FORMAT */.OF}"`);
    if (typeof value.server !== 'string')
        throw new errors/* UsageError */.eb(`${label}: /server: expected a string`);
    if (typeof value.surface !== 'string')
        throw new errors/* UsageError */.eb(`${label}: /surface: expected a string`);
    if (!isObject(value.capabilities))
        throw new errors/* UsageError */.eb(`${label}: /capabilities: expected an object`);
    if (value.identity !== undefined && (!isObject(value.identity) || !['approved', 'held', 'unverified'].includes(String(value.identity.state))))
        throw new errors/* UsageError */.eb(`${label}: /identity/state: expected "approved", "held" or "unverified"`);
    for (const [ref, rec] of Object.entries(value.capabilities)) {
        const at = `${label}: /capabilities/${ref.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (!isObject(rec) || rec.ref !== ref)
            throw new errors/* UsageError */.eb(`${at}: expected a record whose "ref" is its key`);
        if (typeof rec.state !== 'string' || !STATES.has(rec.state))
            throw new errors/* UsageError */.eb(`${at}/state: unknown state ${JSON.stringify(rec.state)}`);
        if (rec.approval !== undefined && (!isObject(rec.approval) || typeof rec.approval.digest !== 'string' || !isObject(rec.approval.definition)))
            throw new errors/* UsageError */.eb(`${at}/approval: expected { digest, definition, by, at }`);
        if (rec.mac !== undefined && typeof rec.mac !== 'string')
            throw new errors/* UsageError */.eb(`${at}/mac: expected a string`);
    }
    return value;
}
/**
 * Drops every approval whose MAC does not verify (an edit made without the key); rejections stay (they only hold more
 * back). Returns the refs whose approval was dropped.
 */
function verifyStore(store, key) {
    const forged = [];
    for (const rec of Object.values(store.capabilities)) {
        const signed = rec.mac !== undefined && rec.mac === macOf(key, store, rec);
        delete rec.mac;
        if (signed || !rec.approval)
            continue;
        forged.push(rec.ref);
        delete rec.approval;
        if (rec.state === 'approved')
            rec.state = 'stale';
    }
    // An approved launch identity written without the key is as forged as an approval: the code is held again.
    const id = store.identity;
    if (id) {
        const ok = id.mac !== undefined && id.mac === identityMacOf(key, store);
        delete id.mac;
        if (!ok && id.approved) {
            forged.push('launch identity');
            delete id.approved;
            delete id.approvedBy;
            delete id.approvedAt;
        }
    }
    return forged;
}
function signed(store, key) {
    const capabilities = {};
    for (const [ref, rec] of Object.entries(store.capabilities)) {
        const copy = { ...rec };
        delete copy.mac;
        if (copy.approval || copy.rejected)
            copy.mac = macOf(key, store, copy);
        capabilities[ref] = copy;
    }
    const out = { ...store, capabilities };
    if (store.identity) {
        const identity = { ...store.identity };
        delete identity.mac;
        out.identity = identity;
        if (identity.approved)
            identity.mac = identityMacOf(key, out);
    }
    return out;
}
/** A store path that is a symbolic link could make the guard read, or `approve` overwrite, any file: refused. */
async function refuseLink(path) {
    const st = await (0,promises_.lstat)(path).catch(() => undefined);
    if (st?.isSymbolicLink())
        throw new errors/* UsageError */.eb(`${path}: the store file is a symbolic link; refused (remove it, or pass another --store)`);
}
/** The store file's text; undefined when there is none. */
async function readStoreText(path) {
    await refuseLink(path);
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw new errors/* UsageError */.eb(`${path}: cannot read the store (${e.code ?? 'error'})`);
    }
}
function verifiedStore(text, path, key, log) {
    const store = parseStore(text, path);
    const forged = verifyStore(store, key);
    if (forged.length)
        log(`${path}: ${forged.length} approval(s) not made by approve/reject (no valid signature) are ignored: ${forged.slice(0, 5).join(', ')}${forged.length > 5 ? ', ...' : ''}`);
    return store;
}
async function readVerified(path, key, log) {
    const text = await readStoreText(path);
    return text === undefined ? undefined : verifiedStore(text, path, key, log);
}
/** One server's store from its file's text (undefined: no file yet), held to that server and surface. */
function storeOf(text, path, server, surface, key, log) {
    if (text === undefined)
        return (0,approval/* emptyStore */.VL)(server, surface);
    const store = verifiedStore(text, path, key, log);
    if (store.server !== server)
        throw new errors/* UsageError */.eb(`${path}: /server: the store belongs to "${store.server}", not "${server}" (use another --store)`);
    if (store.surface !== surface)
        throw new errors/* UsageError */.eb(`${path}: /surface: the store guards surface "${store.surface}", not "${surface}" (use another --store)`);
    return store;
}
async function readStore(path, server, surface, key, log) {
    return storeOf(await readStoreText(path), path, server, surface, key, log);
}
async function readStoreFile(path, key, log) {
    const store = await readVerified(path, key, log);
    if (!store)
        throw new errors/* UsageError */.eb(`${path}: no such store file`);
    return store;
}
function serializeStore(store, key) {
    return `${(0,canonical/* canonicalJson */.dj)(signed(store, key))}\n`;
}
const LOCK_STALE_MS = 10_000;
/** A wait that keeps the process alive: an unref'ed timer let `approve` exit mid-wait with its decision lost. */
function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}
/** A directory lock (mkdir is atomic); only a lock older than LOCK_STALE_MS (a crashed writer's) is broken. */
async function withLock(path, fn) {
    const lock = `${path}.lock`;
    for (;;) {
        try {
            await (0,promises_.mkdir)(lock);
            break;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            const age = await (0,promises_.stat)(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
            if (age > LOCK_STALE_MS)
                await (0,promises_.rm)(lock, { recursive: true, force: true });
            else
                await sleep(5 + Math.floor(Math.random() * 20));
        }
    }
    try {
        return await fn();
    }
    finally {
        await (0,promises_.rm)(lock, { recursive: true, force: true });
    }
}
/**
 * Read, change, write back atomically (signed), all under the store's lock. Returns what was written. `unchanged`
 * says the text is what the file already holds: nothing is written (the guard re-captures every few seconds).
 */
async function updateStore(path, key, read, change, unchanged = () => false) {
    await (0,promises_.mkdir)((0,external_node_path_.resolve)(path, '..'), { recursive: true, mode: 0o700 });
    return withLock(path, async () => {
        const next = change(await read());
        const text = serializeStore(next, key);
        if (unchanged(text))
            return { store: next, text };
        await refuseLink(path);
        await (0,snapshot_file/* writeFileAtomic */.Zf)(path, text);
        return { store: next, text };
    });
}


/***/ })

};

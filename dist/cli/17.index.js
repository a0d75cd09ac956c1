export const id = 17;
export const ids = [17];
export const modules = {

/***/ 4017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qi: () => (/* binding */ approveIdentity),
  x7: () => (/* binding */ identityGateFor),
  IN: () => (/* binding */ identityStatusLines),
  Tx: () => (/* binding */ scanEvidence),
  x8: () => (/* binding */ statusAxesLines),
  Ec: () => (/* binding */ verifyIdentity)
});

// UNUSED EXPORTS: identityPolicyOf

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(2878);
// EXTERNAL MODULE: ./src/core/identity/axes.ts
var identity_axes = __webpack_require__(3685);
// EXTERNAL MODULE: ./src/scan/render-axes.ts
var render_axes = __webpack_require__(1175);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/identity/gate.ts
// The guard's identity gate: before every launch or relaunch of the upstream it resolves which code would run and
// compares it with the approved identity. Different code holds every capability (one line to the client, naming no
// server text) until a person runs `mcp-contract approve --identity`, or the policy follows it.



class IdentityGate {
    opts;
    line;
    record;
    listeners = new Set();
    constructor(opts) {
        this.opts = opts;
    }
    held() {
        return this.line;
    }
    onChange(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    /** The client's line: the server's name from the config only, never text from the code or the server, and no command. */
    holdLine() {
        return `mcp-contract guard: the code behind "${this.opts.approved.server}" is not the approved code; every capability is held until a person approves it`;
    }
    setHeld(held) {
        const next = held ? this.holdLine() : undefined;
        if (next === this.line)
            return;
        if (next !== undefined)
            this.opts.log(`launch code held; approve it with: ${this.opts.approveHint}`);
        this.line = next;
        for (const fn of this.listeners)
            fn();
    }
    async beforeLaunch() {
        const live = this.opts.resolve();
        // An HTTP upstream has no launch to pin, and a missing entry fails to start with its own line: nothing to hold.
        if (!live || live.absent)
            return undefined;
        const { approved, storePath, surface, policy, now, log } = this.opts;
        let rec;
        const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath));
        await (0,store/* updateStore */.fF)(storePath, key, () => (0,store/* readStore */.uz)(storePath, approved.server, surface, key, log), (store) => {
            const decision = (0,identity/* decideIdentity */.F1)(store.identity?.approved ?? approved.identity, live, policy);
            rec = (0,identity/* recordDecision */.Q6)(store.identity, approved.identity, live, decision, now());
            return { ...store, identity: rec };
        });
        const r = rec;
        if (r.state !== this.record?.state || r.reason !== this.record?.reason) {
            const what = r.state === 'held' ? 'held' : r.state === 'unverified' ? 'unverified' : 'verified';
            log(`launch identity ${what}: ${r.reason ?? (0,identity/* describeIdentity */.Cl)(live)}`);
        }
        this.record = r;
        this.setHeld(r.state === 'held');
        return this.line;
    }
    /** The store changed (`approve --identity` in another process): a hold ends when the live code is now approved. */
    async reload() {
        const live = this.record?.live;
        if (!live)
            return;
        const { storePath, approved, policy, log } = this.opts;
        let stored;
        try {
            // Verified with the store key: an approval written by anything but `approve --identity` is dropped here.
            stored = (await (0,store/* readStoreFile */.Oq)(storePath, await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath)), log)).identity;
        }
        catch {
            return;
        }
        // Decided again from the verified approval, never from the stored state (which the key does not cover).
        const decision = (0,identity/* decideIdentity */.F1)(stored?.approved ?? approved.identity, live, policy);
        const held = decision.state === 'held';
        if (!held && this.line)
            log(`launch identity approved (${stored?.approvedBy ?? 'human'}): ${(0,identity/* describeIdentity */.Cl)(live)}`);
        if (stored)
            this.record = { ...stored, state: decision.state };
        this.setHeld(held);
    }
}

// EXTERNAL MODULE: ./src/identity/server.ts
var server = __webpack_require__(6475);
// EXTERNAL MODULE: ./src/identity/resolve.ts + 4 modules
var resolve = __webpack_require__(7450);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
;// CONCATENATED MODULE: ./src/cli/identity-hooks.ts













function identityPolicyOf(text) {
    if (text === undefined)
        return { mode: 'pin' };
    const p = (0,identity/* parseIdentityPolicy */.kT)(text);
    if (typeof p === 'string')
        throw new errors/* UsageError */.eb(`mcp-contract guard: --identity-policy "${text}": ${p}`);
    return p;
}
/** The guard's identity gate for one target: resolved with the same plan the upstream is started from. */
function identityGateFor(i) {
    return new IdentityGate({
        approved: i.approved,
        surface: i.surface,
        storePath: i.storePath,
        policy: identityPolicyOf(i.policyText),
        resolve: () => (0,server/* serverIdentity */.u)({ name: i.target.name, server: i.target.server, baseDir: i.target.baseDir, env: i.io.env, surface: i.surface }),
        now: i.io.now,
        log: i.log,
        approveHint: `mcp-contract approve --identity${i.storeFlag} --server ${i.approved.server}`,
    });
}
/** `mcp-contract approve --identity`: the code the guard last resolved becomes the approved code. */
async function approveIdentity(path, io, format = 'text') {
    let shown = [];
    const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(path));
    const log = (line) => io.stderr(`${(0,render_text/* cleanTerminal */.m9)(line, 500)}\n`);
    await (0,store/* updateStore */.fF)(path, key, () => (0,store/* readStoreFile */.Oq)(path, key, log), (store) => {
        shown = identityStatusLines(store);
        try {
            return { ...store, identity: (0,identity/* approveIdentityRecord */.h0)(store.identity, io.now()) };
        }
        catch (e) {
            throw new errors/* UsageError */.eb(`mcp-contract approve --identity: ${path}: ${e.message}`);
        }
    });
    const after = await (0,store/* readStoreFile */.Oq)(path, key, log);
    if (format === 'json')
        io.stdout(`${JSON.stringify({ decision: 'approved', store: path, identity: after.identity }, null, 2)}\n`);
    else
        io.stdout(`${shown.join('\n')}\napproved the code ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(after.identity.approved), 600)}\na running guard picks this up from ${path}\n`);
    return errors/* EXIT */.dc.ok;
}
/** The identity lines of `status`: the approved code, the code last resolved, and whether they agree. */
function identityStatusLines(store) {
    const id = store.identity;
    if (!id)
        return ['  identity: none recorded (the guard records it before its first launch)'];
    const lines = [`  identity: ${id.state.toUpperCase()}${id.reason ? ` (${(0,render_text/* cleanTerminal */.m9)(id.reason, 600)})` : ''}`];
    if (id.approved)
        lines.push(`    approved: ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(id.approved), 400)} by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''}`);
    if (id.live)
        lines.push(`    live:     ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(id.live), 400)}`);
    if (id.approved && id.live && id.state === 'held') {
        const files = (0,identity/* compareIdentity */.G3)(id.approved, id.live).files ?? [];
        for (const f of files.slice(0, 20))
            lines.push(`      changed ${(0,render_text/* cleanTerminal */.m9)(f, 200)}`);
        lines.push('    approve the new code with: mcp-contract approve --identity');
    }
    return lines;
}
/** What scan may read beyond the config files: launch identities (offline) and committed baselines. */
function scanEvidence(workspace, home, env) {
    return {
        identify: (launch) => (0,resolve/* resolveIdentity */.X)({ ...launch, cwd: workspace }, { home, path: env.PATH }),
        readSnapshot: (file) => {
            try {
                return (0,snapshot_files/* parseSnapshot */.E$)((0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(workspace, file), 'utf8'), file);
            }
            catch {
                // An unreadable baseline leaves the write-capability axis unverified; check reports the file itself.
                return undefined;
            }
        },
    };
}
const STORE_ONLY = 'status reads only the guard store; mcp-contract scan shows what the launch configuration says';
function storeTools(store) {
    const tools = Object.values(store.capabilities).filter((r) => r.ref.startsWith('tool:') && r.live);
    if (tools.length === 0)
        return undefined;
    const ann = (d) => (typeof d === 'object' && d !== null && !Array.isArray(d) ? d : {});
    const flags = tools.map((r) => ann(r.live.definition.annotations));
    return { total: tools.length, readOnly: flags.filter((a) => a.readOnlyHint === true).length, destructive: flags.filter((a) => a.readOnlyHint !== true && a.destructiveHint !== false).length };
}
/** `status`'s axes: what the store shows (code, drift, write capability), the rest unverified with the reason. */
function statusAxesLines(store) {
    const records = Object.values(store.capabilities);
    const held = records.filter((r) => r.state !== 'approved').length;
    const unknown = {};
    for (const a of ['network reach', 'credential exposure', 'file scope', 'canary coverage', 'isolation'])
        unknown[a] = STORE_ONLY;
    const id = store.identity;
    const axes = (0,identity_axes/* axesView */.lG)({
        identity: id?.live,
        identityGap: id ? id.reason : 'the guard has not resolved a launch identity yet',
        tools: storeTools(store),
        unknown,
    }).map((a) => {
        if (a.axis === 'code mutability' && id?.state === 'held')
            return { ...a, state: 'observed', detail: `held: ${id.reason ?? 'the code is not the approved code'}` };
        if (a.axis === 'contract drift')
            return { ...a, state: 'observed', detail: `${records.length - held} published, ${held} held against the approved definitions` };
        return a;
    });
    return ['  axes (each observed or unverified; there is no total):', ...(0,render_axes/* axesText */.pL)(axes, '    ')];
}
/** `verify`'s identity line: the approved snapshot's recorded code against the code the live launch resolves to. */
function verifyIdentity(approved, live) {
    const comparison = (0,identity/* compareIdentity */.G3)(approved.identity, live.identity);
    const what = comparison.verdict === 'same' ? 'same code as approved' : comparison.verdict === 'different' ? 'different code from the approved' : 'unverified';
    return { comparison, line: `  identity: ${what}: ${(0,render_text/* cleanTerminal */.m9)(comparison.detail, 600)}` };
}


/***/ }),

/***/ 8051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HE: () => (/* binding */ DEFAULT_GUARD_POLICY),
  bW: () => (/* binding */ DecisionError),
  OF: () => (/* binding */ GUARD_STORE_FORMAT),
  p2: () => (/* binding */ allSafe),
  f8: () => (/* binding */ approveRecord),
  VR: () => (/* binding */ approvedDigests),
  WB: () => (/* binding */ approvedItems),
  VL: () => (/* binding */ emptyStore),
  sK: () => (/* binding */ parsePolicyEntry),
  Lq: () => (/* binding */ reconcile),
  jW: () => (/* binding */ rejectRecord)
});

// UNUSED EXPORTS: HOLD_MESSAGES, actionFor, baselineSnapshot, publishedDigest

// EXTERNAL MODULE: ./src/core/diff/classify.ts + 23 modules
var classify = __webpack_require__(9932);
// EXTERNAL MODULE: ./src/core/diff/renames/match.ts + 2 modules
var match = __webpack_require__(5012);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(7336);
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
/** Whether `after` holds model-visible text that `before` does not. */
function bringsNewText(before, after) {
    const old = modelText(before);
    const now = modelText(after);
    if (old === undefined || now === undefined)
        return true;
    for (const t of now)
        if (!old.has(t))
            return true;
    return false;
}

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
/** The approved snapshot's items for one surface, by ref (complete observations only: a failed list approves nothing). */
function approvedItems(snapshot, surface) {
    const out = new Map();
    const s = snapshot.surfaces[surface];
    if (!s)
        return out;
    for (const kind of model/* KINDS */.GW) {
        const ks = s.kinds[kind];
        if (ks?.observation.state !== 'complete')
            continue;
        for (const c of ks.items)
            out.set(c.ref, c);
    }
    return out;
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
    return h;
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
function baselineSnapshot(approved, store, surface) {
    const base = surfaceOf(approved, surface);
    const fromFile = approvedItems(approved, surface);
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
    let changes;
    const classified = () => (changes ??= (0,classify/* diffSnapshots */.V)(baselineSnapshot(approved, previous, surface), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' }).changes);
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
    const ctx = { previous, fromFile: approvedItems(approved, surface), changes: classified, policy, now, at: now.toISOString(), set };
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
    // New words in a definition are how poisoning arrives: no change that brings them is followed.
    const newText = bringsNewText(rec.approval?.definition ?? file.definition, item.definition);
    const heldChanges = own.map((c) => (newText ? forceReview(held(c, actionFor(c, policy))) : held(c, actionFor(c, policy))));
    if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow'))
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges } };
    // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
    if (heldChanges.length === 0)
        return { ...rec, state: 'stale', reason: HOLD_MESSAGES['origin-changed'] };
    return { ...rec, state: 'stale', changes: heldChanges };
}
/** The digest published under `ref`, or undefined when it is held out. */
function publishedDigest(store, approved, ref, now) {
    const rec = store.capabilities[ref];
    if (rec?.state !== 'approved' || !rec.live)
        return undefined;
    const fromFile = approvedItems(approved, store.surface).get(ref);
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
/** `safe=follow`, `breaking=review`, `new=follow`, `RULE-ID=review`: one entry of `--policy`. */
function parsePolicyEntry(policy, entry) {
    const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
    if (!m)
        throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, or a rule id)`);
    const [, key, action] = m;
    const value = action;
    if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new')
        return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
    if (!(0,rules/* ruleById */.BD)(key))
        throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", or a rule id (see mcp-contract rules)`);
    return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}


/***/ }),

/***/ 3685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ writeSurface),
/* harmony export */   lG: () => (/* binding */ axesView)
/* harmony export */ });
/* unused harmony export AXES */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2878);
// The multi-axis view `scan` and `status` print: eight separate questions about a server, each answered as observed
// (with what was seen) or unverified (with why not). There is deliberately no total: an observed axis can be bad
// news, and no set of answers makes a server "stable" or "safe".

const AXES = (/* unused pure expression or super */ null && ([
    'code mutability',
    'network reach',
    'credential exposure',
    'file scope',
    'write capability',
    'contract drift',
    'canary coverage',
    'isolation',
]));
/** Counts tools by the annotations they declare (declarations, not proof: the axis says so). */
function writeSurface(snapshot) {
    const seen = new Map();
    for (const s of Object.values(snapshot.surfaces))
        for (const item of s.kinds.tool?.items ?? []) {
            const a = item.definition.annotations;
            const ann = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
            seen.set(item.ref, { ro: ann.readOnlyHint === true, destructive: ann.readOnlyHint !== true && ann.destructiveHint !== false });
        }
    const v = [...seen.values()];
    return { total: v.length, readOnly: v.filter((x) => x.ro).length, destructive: v.filter((x) => x.destructive).length };
}
const o = (axis, detail) => ({ axis, state: 'observed', detail });
const u = (axis, detail) => ({ axis, state: 'unverified', detail });
function codeAxis(e) {
    const id = e.identity;
    if (id?.integrity)
        return o('code mutability', `pinned: ${(0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(id)} from ${id.source}`);
    return u('code mutability', id?.unverified ?? e.identityGap ?? 'the launch target was not resolved');
}
function networkAxis(e) {
    if (e.remote)
        return o('network reach', `reached over the network at ${e.remote}; what it connects to is the operator's`);
    if (e.network === 'none')
        return o('network reach', 'no network: the container runs with --network none');
    if (e.network)
        return o('network reach', `the container's network is "${e.network}"`);
    return u('network reach', 'nothing in the launch limits which hosts the process can connect to');
}
function credentialAxis(e) {
    const c = e.credentials ?? [];
    if (c.length > 0)
        return o('credential exposure', `the config hands it ${c.length} value${c.length === 1 ? '' : 's'}: ${c.join(', ')}`);
    if (e.sandbox || e.remote)
        return o('credential exposure', 'the config hands it no environment values or headers');
    return u('credential exposure', 'the config hands it none, but without a sandbox it can read the user\'s environment and credential files');
}
function fileAxis(e) {
    const p = e.paths;
    if (p && p.values.length > 0)
        return o('file scope', `${p.broad ? 'includes a filesystem or home root: ' : 'paths given: '}${p.values.join(', ')}`);
    if (e.sandbox)
        return o('file scope', `no path arguments; ${e.sandbox} bounds what it can open`);
    return u('file scope', 'no path arguments, but nothing stops the process from opening any file the user can');
}
function writeAxis(e) {
    const t = e.tools;
    if (!t)
        return u('write capability', 'no recorded contract to read tool annotations from');
    return o('write capability', `${t.total} tools declared: ${t.readOnly} read-only, ${t.destructive} possibly destructive (annotations are the server's own claims)`);
}
function driftAxis(e) {
    const b = e.baseline;
    if (b && 'file' in b)
        return o('contract drift', `a committed baseline (${b.file}); check compares every launch with it`);
    return u('contract drift', b && 'missing' in b ? b.missing : 'no committed baseline');
}
function canaryAxis(e) {
    if (e.canaries !== undefined && e.canaries > 0)
        return o('canary coverage', `${e.canaries} canar${e.canaries === 1 ? 'y' : 'ies'} declared; check runs them`);
    return u('canary coverage', 'no canary exercises it: an unchanged schema says nothing about changed behaviour');
}
function isolationAxis(e) {
    if (e.sandbox)
        return o('isolation', `runs in ${e.sandbox}`);
    if (e.remote)
        return u('isolation', 'runs elsewhere; its isolation cannot be seen from here');
    return u('isolation', 'runs with the full rights of the user who starts the client');
}
/** The eight axes in a fixed order, each observed or unverified; `unknown` overrides an axis the caller cannot see. */
function axesView(e) {
    const views = [codeAxis(e), networkAxis(e), credentialAxis(e), fileAxis(e), writeAxis(e), driftAxis(e), canaryAxis(e), isolationAxis(e)];
    return views.map((v) => (e.unknown?.[v.axis] !== undefined ? u(v.axis, e.unknown[v.axis]) : v));
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


/***/ }),

/***/ 1175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ serverEvidenceMarkdown),
/* harmony export */   Ip: () => (/* binding */ serverEvidenceText),
/* harmony export */   pL: () => (/* binding */ axesText)
/* harmony export */ });
/* harmony import */ var _core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2878);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
// The identity line and the eight axes under each scanned server, in text and markdown: observed with what was seen,
// unverified with why; never a total.



const WIDTH = Math.max(...['code mutability', 'credential exposure'].map((a) => a.length));
function axesText(axes, indent) {
    return axes.map((a) => `${indent}${a.axis.padEnd(WIDTH)}  ${a.state.padEnd(10)}  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(a.detail, 400)}`);
}
function serverEvidenceText(s) {
    const id = s.identity ? [`    identity: observed ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(s.identity.source, 200)}`] : [];
    return [...id, '    axes (each observed or unverified; there is no total):', ...axesText(s.axes, '      ')];
}
function serverEvidenceMarkdown(s) {
    const id = s.identity ? [`  - identity, observed: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(s.identity.source, 200)}`] : [];
    return [...id, ...s.axes.map((a) => `  - ${a.axis}: ${a.state === 'observed' ? 'observed' : '_unverified_'}: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(a.detail, 400)}`)];
}


/***/ })

};

// The consumer's approval state machine: an approval is bound to a canonical digest, never to a name. Pure: the
// guard and the approve/status commands feed it snapshots and `now`, and persist what it returns.
//
//   DISCOVERED -> REVIEW_REQUIRED -> APPROVED(digest, expiry) -> STALE (definition changed) -> APPROVED again
//   (by a human, or by `follow` when every change's policy allows it). REJECTED holds one digest out until it changes.
import { diffSnapshots } from './classify.js';
import { suggestMatches } from './match.js';
import type { Capability, Change, JsonObject, JsonValue, Kind, Severity, Snapshot, SurfaceSnapshot } from './model.js';
import { KINDS } from './model.js';
import { parseRef } from './canonical.js';
import { ruleById } from './rules.js';
import type { Config } from './config.js';
import type { IdentityRecord } from './identity.js';

export const GUARD_STORE_FORMAT = 'mcp-contract-guard/1';

export type ApprovalState = 'discovered' | 'review_required' | 'approved' | 'stale' | 'rejected' | 'missing';
/** What a change class does to a held capability (the seeds' follow / review / manual_rebind). */
export type PolicyAction = 'follow' | 'review' | 'manual_rebind';
export type PolicyKey = Severity | 'new';

export interface GuardPolicy {
  /** Per classifier severity, and `new` for a capability never approved under any name. */
  bySeverity: Record<PolicyKey, 'follow' | 'review'>;
  /** Per rule id; wins over the severity. Renames and description/annotation changes ignore both. */
  byRule: Record<string, 'follow' | 'review'>;
}

/** Safe contract changes re-enter the publication; everything else, and every new capability, waits for a human. */
export const DEFAULT_GUARD_POLICY: GuardPolicy = {
  bySeverity: { safe: 'follow', review: 'review', breaking: 'review', new: 'review' },
  byRule: {},
};

export interface Approval {
  digest: string;
  definition: JsonObject;
  by: 'human' | 'follow';
  at: string;
  /** ISO date-time after which the approval no longer counts. */
  expires?: string;
  /** The digest it replaced, when followed or re-approved after a change. */
  from?: string;
  /** The changes a `follow` let through, for the audit trail. */
  followed?: HeldChange[];
}

/** One classified change that holds a capability out (or that `follow` let through), as stored and shown. */
export interface HeldChange {
  rule: string;
  severity: Severity;
  action: PolicyAction;
  message: string;
  pointer?: string;
  before?: JsonValue;
  after?: JsonValue;
  /** Set when the change class always needs a person (description, annotations), whatever the policy says. */
  forced?: true;
}

export interface CapabilityRecord {
  ref: string;
  state: ApprovalState;
  /** When it entered this state. */
  since: string;
  /** The definition the server serves now (absent while missing). */
  live?: { digest: string; definition: JsonObject };
  /** The store's own approval (the approved snapshot's are not copied here). */
  approval?: Approval;
  /** Digests a human rejected. */
  rejected?: string[];
  /** Why it is not published. */
  changes?: HeldChange[];
  /** One line when no classified change explains the hold (expired approval, changed origin). */
  reason?: string;
}

export interface GuardStore {
  format: typeof GUARD_STORE_FORMAT;
  server: string;
  surface: string;
  capabilities: Record<string, CapabilityRecord>;
  /** Which code the approvals hold for (issue 20): absent in stores written before identities were recorded. */
  identity?: IdentityRecord;
}

export function emptyStore(server: string, surface: string): GuardStore {
  return { format: GUARD_STORE_FORMAT, server, surface, capabilities: {} };
}

/** The approved snapshot's items for one surface, by ref (complete observations only: a failed list approves nothing). */
export function approvedItems(snapshot: Snapshot, surface: string): Map<string, Capability> {
  const out = new Map<string, Capability>();
  const s = snapshot.surfaces[surface];
  if (!s) return out;
  for (const kind of KINDS) {
    const ks = s.kinds[kind];
    if (ks?.observation.state !== 'complete') continue;
    for (const c of ks.items) out.set(c.ref, c);
  }
  return out;
}

function expired(a: Approval | undefined, now: Date): boolean {
  return a?.expires !== undefined && Date.parse(a.expires) <= now.getTime();
}

/** Every digest that may be published under `ref` right now. */
export function approvedDigests(record: CapabilityRecord | undefined, fromSnapshot: Capability | undefined, now: Date): Set<string> {
  const out = new Set<string>();
  if (fromSnapshot) out.add(fromSnapshot.digest);
  if (record?.approval && !expired(record.approval, now)) out.add(record.approval.digest);
  for (const d of record?.rejected ?? []) out.delete(d);
  return out;
}

/** Model-visible text and hints are how tool poisoning arrives: no policy lets them through unread. */
function alwaysReviewed(change: Change): boolean {
  return change.type === 'description' || change.type === 'annotations';
}

export function actionFor(change: Change, policy: GuardPolicy): PolicyAction {
  if (change.type === 'renamed' || change.type === 'merged' || change.type === 'split') return 'manual_rebind';
  if (alwaysReviewed(change)) return 'review';
  return policy.byRule[change.rule] ?? policy.bySeverity[change.severity];
}

function held(change: Change, action: PolicyAction): HeldChange {
  const h: HeldChange = { rule: change.rule, severity: change.severity, action, message: change.message };
  if (alwaysReviewed(change)) h.forced = true;
  const pointer = change.after?.pointer ?? change.before?.pointer;
  if (pointer !== undefined) h.pointer = pointer;
  if (change.before?.value !== undefined) h.before = change.before.value;
  if (change.after?.value !== undefined) h.after = change.after.value;
  return h;
}

function surfaceOf(snapshot: Snapshot, surface: string): SurfaceSnapshot | undefined {
  return snapshot.surfaces[surface];
}

/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
export function baselineSnapshot(approved: Snapshot, store: GuardStore, surface: string): Snapshot {
  const base = surfaceOf(approved, surface);
  const fromFile = approvedItems(approved, surface);
  const byKind = new Map<Kind, Capability[]>(KINDS.map((k) => [k, []]));
  const refs = new Set([...fromFile.keys(), ...Object.keys(store.capabilities).filter((r) => store.capabilities[r].approval)]);
  for (const ref of refs) {
    const parsed = parseRef(ref);
    if (!parsed) continue;
    const a = store.capabilities[ref]?.approval;
    byKind.get(parsed.kind)!.push(a ? { ref, digest: a.digest, definition: a.definition } : fromFile.get(ref)!);
  }
  const kinds = {} as SurfaceSnapshot['kinds'];
  for (const k of KINDS) {
    const items = byKind.get(k)!.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
    kinds[k] = { observation: { state: 'complete' }, items };
  }
  const s: SurfaceSnapshot = { client: base?.client ?? { name: '', version: '', capabilities: {} }, kinds };
  if (base?.server) s.server = base.server;
  return { format: approved.format, server: approved.server, surfaces: { [surface]: s } };
}

export interface Reconciled {
  store: GuardStore;
  /** Refs whose state changed, with old -> new state, for the guard's log. */
  transitions: Array<{ ref: string; from: ApprovalState | 'absent'; to: ApprovalState | 'absent' }>;
}

function changesFor(ref: string, changes: readonly Change[]): Change[] {
  return changes.filter((c) => (c.before?.refs ?? []).includes(ref) && (c.after?.refs ?? []).includes(ref));
}

/**
 * Moves every capability of one surface to its state given the live capture. Kinds whose live observation is not
 * complete keep their records untouched: a failed list is never a removal.
 */
export function reconcile(
  approved: Snapshot,
  previous: GuardStore,
  live: Snapshot,
  policy: GuardPolicy,
  now: Date,
  /** Declared renames (and severity overrides) from the server's config, when the guard has one. */
  config: Config = {},
): Reconciled {
  const surface = previous.surface;
  const at = now.toISOString();
  const liveSurface = surfaceOf(live, surface);
  const fromFile = approvedItems(approved, surface);
  const report = diffSnapshots(baselineSnapshot(approved, previous, surface), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' });
  const records: Record<string, CapabilityRecord> = {};
  const transitions: Reconciled['transitions'] = [];
  const set = (r: CapabilityRecord): void => {
    const before = previous.capabilities[r.ref];
    if (before?.state === r.state) r.since = before.since;
    else transitions.push({ ref: r.ref, from: before?.state ?? 'absent', to: r.state });
    records[r.ref] = r;
  };
  for (const kind of KINDS) {
    const ks = liveSurface?.kinds[kind];
    const refsOfKind = (m: Iterable<string>) => [...m].filter((r) => parseRef(r)?.kind === kind);
    if (!ks || ks.observation.state !== 'complete') {
      for (const ref of refsOfKind(Object.keys(previous.capabilities))) records[ref] = previous.capabilities[ref];
      continue;
    }
    const liveRefs = new Set(ks.items.map((c) => c.ref));
    // Approved somewhere but gone now: a look-alike among the new ones is a rename that needs a manual rebind.
    const goneApproved: Capability[] = [];
    for (const ref of new Set([...refsOfKind(fromFile.keys()), ...refsOfKind(Object.keys(previous.capabilities))])) {
      if (liveRefs.has(ref)) continue;
      const prev = previous.capabilities[ref];
      const a = prev?.approval ? { ref, digest: prev.approval.digest, definition: prev.approval.definition } : fromFile.get(ref);
      if (a) goneApproved.push(a);
    }
    const fresh = ks.items.filter((c) => !fromFile.has(c.ref) && !previous.capabilities[c.ref]?.approval);
    const suggested = suggestMatches(goneApproved, fresh).targets;
    const renamedTo = new Map<string, string[]>();
    for (const [from, t] of suggested) renamedTo.set(t.to, [...(renamedTo.get(t.to) ?? []), from]);
    for (const c of report.changes)
      if (c.type === 'renamed' || c.type === 'merged' || c.type === 'split')
        for (const to of c.after?.refs ?? []) renamedTo.set(to, [...(renamedTo.get(to) ?? []), ...(c.before?.refs ?? [])]);

    for (const item of ks.items) {
      const prev = previous.capabilities[item.ref];
      const rec: CapabilityRecord = { ref: item.ref, state: 'discovered', since: at, live: { digest: item.digest, definition: item.definition } };
      if (prev?.approval) rec.approval = prev.approval;
      if (prev?.rejected?.length) rec.rejected = prev.rejected;
      const file = fromFile.get(item.ref);
      if (rec.rejected?.includes(item.digest)) {
        rec.state = 'rejected';
        if (prev?.changes) rec.changes = prev.changes;
        set(rec);
        continue;
      }
      if (approvedDigests(rec, file, now).has(item.digest)) {
        rec.state = 'approved';
        set(rec);
        continue;
      }
      if (file || rec.approval) {
        const last = rec.approval?.digest ?? file!.digest;
        if (rec.approval && expired(rec.approval, now) && rec.approval.digest === item.digest) {
          rec.state = 'stale';
          rec.reason = `the approval expired at ${rec.approval.expires}`;
          set(rec);
          continue;
        }
        const own = changesFor(item.ref, report.changes);
        const heldChanges = own.map((c) => held(c, actionFor(c, policy)));
        if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow')) {
          rec.approval = { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges };
          rec.state = 'approved';
          set(rec);
          continue;
        }
        rec.state = 'stale';
        if (heldChanges.length > 0) rec.changes = heldChanges;
        // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
        else rec.reason = 'the definition is unchanged but its origin (server name or surface) differs from the approved one';
        set(rec);
        continue;
      }
      const from = renamedTo.get(item.ref);
      if (from) {
        rec.state = 'review_required';
        rec.changes = [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message: `It may be the new name of ${from.join(', ')}; an approval never follows a rename.` }];
        set(rec);
        continue;
      }
      if (policy.bySeverity.new === 'follow') {
        rec.approval = { digest: item.digest, definition: item.definition, by: 'follow', at };
        rec.state = 'approved';
        set(rec);
        continue;
      }
      rec.state = 'review_required';
      rec.changes = [{ rule: 'capability-added', severity: 'safe', action: 'review', message: 'A capability never approved before.' }];
      set(rec);
    }
    for (const ref of new Set([...refsOfKind(fromFile.keys()), ...refsOfKind(Object.keys(previous.capabilities))])) {
      if (liveRefs.has(ref)) continue;
      const prev = previous.capabilities[ref];
      // Intent is kept for what was approved or rejected; a never-approved capability that went away is forgotten.
      if (!fromFile.has(ref) && !prev?.approval && !prev?.rejected?.length) {
        if (prev) transitions.push({ ref, from: prev.state, to: 'absent' });
        continue;
      }
      const rec: CapabilityRecord = { ref, state: 'missing', since: at };
      if (prev?.approval) rec.approval = prev.approval;
      if (prev?.rejected?.length) rec.rejected = prev.rejected;
      set(rec);
    }
  }
  const sorted: Record<string, CapabilityRecord> = {};
  for (const ref of Object.keys(records).sort()) sorted[ref] = records[ref];
  return { store: { ...previous, capabilities: sorted }, transitions };
}

/** The digest published under `ref`, or undefined when it is held out. */
export function publishedDigest(store: GuardStore, approved: Snapshot, ref: string, now: Date): string | undefined {
  const rec = store.capabilities[ref];
  if (rec?.state !== 'approved' || !rec.live) return undefined;
  const fromFile = approvedItems(approved, store.surface).get(ref);
  return approvedDigests(rec, fromFile, now).has(rec.live.digest) ? rec.live.digest : undefined;
}

// ------------------------------------------------------------------ human decisions

export class DecisionError extends Error {}

/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
export function approveRecord(store: GuardStore, ref: string, now: Date, opts: { digest?: string; expires?: string } = {}): CapabilityRecord {
  const rec = store.capabilities[ref];
  if (!rec) throw new DecisionError(`${ref}: not in the store (known: ${Object.keys(store.capabilities).length} capabilities; see mcp-contract status)`);
  if (!rec.live) throw new DecisionError(`${ref}: the server no longer serves it, so there is no definition to approve`);
  if (opts.digest && opts.digest !== rec.live.digest)
    throw new DecisionError(`${ref}: the server now serves ${rec.live.digest}, not ${opts.digest}; review the new definition first`);
  const next: CapabilityRecord = {
    ...rec,
    state: 'approved',
    since: now.toISOString(),
    approval: { digest: rec.live.digest, definition: rec.live.definition, by: 'human', at: now.toISOString() },
  };
  if (rec.approval && rec.approval.digest !== rec.live.digest) next.approval!.from = rec.approval.digest;
  if (opts.expires) next.approval!.expires = opts.expires;
  const rejected = (rec.rejected ?? []).filter((d) => d !== rec.live!.digest);
  if (rejected.length) next.rejected = rejected;
  else delete next.rejected;
  delete next.changes;
  delete next.reason;
  store.capabilities[ref] = next;
  return next;
}

/** Holds the served definition of `ref` out until it changes again; the earlier approval is kept as the baseline. */
export function rejectRecord(store: GuardStore, ref: string, now: Date): CapabilityRecord {
  const rec = store.capabilities[ref];
  if (!rec) throw new DecisionError(`${ref}: not in the store (see mcp-contract status)`);
  if (!rec.live) throw new DecisionError(`${ref}: the server no longer serves it, so there is nothing to reject`);
  const next: CapabilityRecord = { ...rec, state: 'rejected', since: now.toISOString(), rejected: [...new Set([...(rec.rejected ?? []), rec.live.digest])] };
  if (rec.approval?.digest === rec.live.digest) delete next.approval;
  store.capabilities[ref] = next;
  return next;
}

/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
export function allSafe(store: GuardStore): string[] {
  return Object.values(store.capabilities)
    .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes!.every((c) => c.severity === 'safe' && c.action !== 'manual_rebind' && !c.forced))
    .map((r) => r.ref);
}

/** `safe=follow`, `breaking=review`, `new=follow`, `RULE-ID=review`: one entry of `--policy`. */
export function parsePolicyEntry(policy: GuardPolicy, entry: string): GuardPolicy {
  const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
  if (!m) throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, or a rule id)`);
  const [, key, action] = m;
  const value = action as 'follow' | 'review';
  if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new') return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
  if (!ruleById(key)) throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", or a rule id (see mcp-contract rules)`);
  return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}

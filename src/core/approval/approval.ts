// The consumer's approval state machine: an approval is bound to a canonical digest, never to a name. Pure: the
// guard and the approve/status commands feed it snapshots and `now`, and persist what it returns.
//
//   DISCOVERED -> REVIEW_REQUIRED -> APPROVED(digest, expiry) -> STALE (definition changed) -> APPROVED again
//   (by a human, or by `follow` when every change's policy allows it). REJECTED holds one digest out until it changes.
import type { InstructionsRecord } from './instructions.js';
import { diffSnapshots } from '../diff/classify.js';
import { suggestMatches } from '../diff/renames/match.js';
import type { Capability, Change, JsonObject, JsonValue, Kind, ProtocolEra, Severity, Snapshot, SurfaceSnapshot } from '../shared/model.js';
import { KINDS, PROTOCOL_ERAS } from '../shared/model.js';
import { eraKinds, primaryEra } from '../shared/eras.js';
import { parseRef } from '../shared/canonical.js';
import { fillTemplate, ruleById } from '../rules/rules.js';
import type { Config } from '../shared/config.js';
import { bringsNewText, newModelText } from './model-text.js';
import { cuesOf, isCueFreeTextEdit } from '../diff/rewording.js';
import type { IdentityRecord } from '../identity/identity.js';
import type { ApprovalSource } from './source.js';

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
  /**
   * `follow`: a capability whose only changes are description or title edits that add no cue (and whitespace) is
   * followed. Absent or `review` (the default): every text change waits for a person.
   */
  reworded?: 'follow' | 'review';
  /** A call outside an approval's scope: `ask` the user (when the client can be asked; the default) or `deny` it. */
  outOfScope?: 'ask' | 'deny';
  /** A result whose structuredContent breaks the approved outputSchema: `refuse` it (the default) or `record` a finding. */
  outputMismatch?: 'refuse' | 'record';
  /** The longest (days) an approval of a tool of each side-effect class counts (`--max-approval-days`). */
  maxApprovalDays?: ApprovalLifetimes;
}

/** Side-effect classes of a tool by its annotations: what write, pay, message and network tools declare, or nothing. */
export interface ApprovalLifetimes {
  destructive?: number;
  openWorld?: number;
  unannotated?: number;
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
  /** A person's approval: the OS user who ran approve (and who they said decided, `--by`), or the console's user. */
  who?: string;
  /** ISO date-time after which the approval no longer counts. */
  expires?: string;
  /** The digest it replaced, when followed or re-approved after a change. */
  from?: string;
  /** The changes a `follow` let through, for the audit trail. */
  followed?: HeldChange[];
  /**
   * A person approved this ref as the new name of these (a manual_rebind): what was decided for them, such as a
   * gateway profile's selection, carries to it. Signed with the rest of the approval.
   */
  rebinds?: string[];
  /**
   * A JSON Schema every call's arguments must also meet (`approve --scope`): it narrows the approved inputSchema.
   * Signed with the rest of the approval; a call outside it is confirmed by the user for that one call, or refused.
   */
  scope?: JsonObject;
  /**
   * `approve --session`: the id of the guard process this approval was given for. It counts in that process only and
   * ends with it (another process reads it as expired).
   */
  session?: string;
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
  /** capability-renamed: the approved refs this one may be the new name of (declared, or a look-alike). */
  renamedFrom?: string[];
  /** A description or title edit: the cue classes its new words add ([]: a plain rewording). */
  cues?: string[];
  /** capability-deprecated: the successor its notice names (a ref), offered as the rebind when the guard holds it. */
  replacedBy?: string;
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
  /** The store's signature over approval and rejected (guard/store.ts); absent in memory once verified. */
  mac?: string;
}

export interface GuardStore {
  format: typeof GUARD_STORE_FORMAT;
  server: string;
  surface: string;
  capabilities: Record<string, CapabilityRecord>;
  /** Which code the approvals hold for (issue 20): absent in stores written before identities were recorded. */
  identity?: IdentityRecord;
  /** The server's instructions when they are not the approved snapshot's, or a person approved others (issue 51). */
  instructions?: InstructionsRecord;
  /**
   * The audit chain this store has seen (issue 50 item 5), advanced at each store write: the chain's first record's
   * MAC (`origin`), the last seq and MAC then. Signed with the store's key and bound into every decision's MAC, so
   * removing the audit folder, or the anchor, is seen.
   */
  audit?: AuditAnchor;
  /**
   * Where the guard's baseline approvals came from (issue 54): a verified signed release or a first-use snapshot.
   * Signed with the store's key (guard/store.ts): one written without it is dropped on reading.
   */
  source?: ApprovalSource;
}

export interface AuditAnchor {
  origin?: string;
  seq: number;
  last: string;
  mac?: string;
}

/** The old names approving `rec` would record it as the new name of (its held possible renames), sorted. */
export function rebindsOf(rec: CapabilityRecord | undefined): string[] {
  return [...new Set((rec?.changes ?? []).flatMap((c) => (c.action === 'manual_rebind' ? (c.renamedFrom ?? []) : [])))].sort();
}

export function emptyStore(server: string, surface: string): GuardStore {
  return { format: GUARD_STORE_FORMAT, server, surface, capabilities: {} };
}

/**
 * The approved snapshot's items for one surface in one era (by default the primary one), by ref: a dual-era server's
 * approval holds per era, each with the digests its era's capture computed (complete observations only: a failed
 * list approves nothing).
 */
export function approvedItems(snapshot: Snapshot, surface: string, era?: ProtocolEra): Map<string, Capability> {
  const out = new Map<string, Capability>();
  const s = snapshot.surfaces[surface];
  if (!s) return out;
  const kinds = eraKinds(s, era);
  for (const kind of KINDS) {
    const ks = kinds[kind];
    if (ks?.observation.state !== 'complete') continue;
    for (const c of ks.items) out.set(c.ref, c);
  }
  return out;
}

/** Every ref the snapshot approves on a surface in any era (what a user knew of, whichever era a client speaks). */
export function approvedRefs(snapshot: Snapshot, surface: string): Set<string> {
  const out = new Set<string>();
  for (const era of [undefined, ...PROTOCOL_ERAS]) for (const ref of approvedItems(snapshot, surface, era).keys()) out.add(ref);
  return out;
}

/** The era a live capture of `surface` spoke (the guard's capture records it), undefined when it does not say. */
export function liveEra(live: Snapshot, surface: string): ProtocolEra | undefined {
  return primaryEra(live.surfaces[surface]);
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
  const cues = cuesOf(change);
  if (cues !== undefined) h.cues = [...cues];
  if (change.rule === 'capability-deprecated' && typeof change.params?.replacedBy === 'string') h.replacedBy = change.params.replacedBy;
  return h;
}

/** A held change `reworded=follow` and `approve --reworded` may take: a text edit that adds no cue. */
export function isCueFreeHeld(h: HeldChange): boolean {
  return isCueFreeTextEdit({ rule: h.rule, ...(h.cues !== undefined ? { params: { cues: h.cues } } : {}) });
}

/**
 * `reworded=follow`: every change is a text edit that adds no cue, and every new string the model reads is one of
 * those edits' texts (a word arriving anywhere else, in a field no change names, is never followed).
 */
function onlyRewordings(own: readonly Change[], before: JsonValue, after: JsonValue): boolean {
  if (own.length === 0 || !own.every(isCueFreeTextEdit)) return false;
  const fresh = newModelText(before, after);
  if (fresh === undefined) return false;
  const edited = new Set(own.map((c) => c.after?.value).filter((v): v is string => typeof v === 'string'));
  return [...fresh].every((t) => edited.has(t));
}

function forceReview(h: HeldChange): HeldChange {
  return h.action === 'manual_rebind' ? h : { ...h, action: 'review', forced: true };
}

function surfaceOf(snapshot: Snapshot, surface: string): SurfaceSnapshot | undefined {
  return snapshot.surfaces[surface];
}

/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
export function baselineSnapshot(approved: Snapshot, store: GuardStore, surface: string, era?: ProtocolEra): Snapshot {
  const base = surfaceOf(approved, surface);
  const fromFile = approvedItems(approved, surface, era);
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

/** What one kind's reconciliation needs: the previous store, the approved snapshot's items and the classified report. */
interface KindContext {
  previous: GuardStore;
  fromFile: Map<string, Capability>;
  /** The classified report's changes, computed on first use: a capture whose every digest is approved needs none. */
  changes: () => readonly Change[];
  policy: GuardPolicy;
  now: Date;
  at: string;
  set: (r: CapabilityRecord) => void;
}

/** The guard's reasons for a hold, keyed like the rule registry's messages (rules.ts holds the rule ids). */
export const HOLD_MESSAGES = {
  'capability-added': 'A capability never approved before.',
  'capability-renamed': 'It may be the new name of {from}; an approval never follows a rename.',
  'capability-successor': 'It is the successor {from} names in its deprecation notice; approving it records the rebind (an approval never follows a rename).',
  'approval-expired': 'the approval expired at {at}',
  'origin-changed': 'the definition is unchanged but its origin (server name or surface) differs from the approved one',
  'session-ended': 'the approval was for one guard process (approve --session), which has ended',
} as const;

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
  const liveSurface = surfaceOf(live, surface);
  // The live capture is compared with the approval of the era it spoke: another era's digests name another origin.
  const era = liveEra(live, surface);
  let changes: readonly Change[] | undefined;
  const classified = (): readonly Change[] =>
    (changes ??= diffSnapshots(baselineSnapshot(approved, previous, surface, era), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' }).changes);
  const records: Record<string, CapabilityRecord> = {};
  const transitions: Reconciled['transitions'] = [];
  const set = (r: CapabilityRecord): void => {
    const before = previous.capabilities[r.ref];
    if (before?.state === r.state) r.since = before.since;
    else transitions.push({ ref: r.ref, from: before?.state ?? 'absent', to: r.state });
    records[r.ref] = r;
  };
  const ctx: KindContext = { previous, fromFile: approvedItems(approved, surface, era), changes: classified, policy, now, at: now.toISOString(), set };
  for (const kind of KINDS) {
    const ks = liveSurface?.kinds[kind];
    if (!ks || ks.observation.state !== 'complete') {
      for (const ref of Object.keys(previous.capabilities)) if (parseRef(ref)?.kind === kind) records[ref] = previous.capabilities[ref];
      continue;
    }
    reconcileKind(kind, ks.items, ctx, transitions);
  }
  const sorted: Record<string, CapabilityRecord> = {};
  for (const ref of Object.keys(records).sort()) sorted[ref] = records[ref];
  return { store: { ...previous, capabilities: sorted }, transitions };
}

function reconcileKind(kind: Kind, items: readonly Capability[], ctx: KindContext, transitions: Reconciled['transitions']): void {
  const { previous, fromFile, at } = ctx;
  const ofKind = (m: Iterable<string>): string[] => [...m].filter((r) => parseRef(r)?.kind === kind);
  const known = new Set([...ofKind(fromFile.keys()), ...ofKind(Object.keys(previous.capabilities))]);
  const liveRefs = new Set(items.map((c) => c.ref));
  const renamedTo = renameTargets(items, [...known].filter((r) => !liveRefs.has(r)), ctx);
  for (const item of items) ctx.set(recordFor(item, renamedTo.get(item.ref), ctx));
  for (const ref of known) {
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
    ctx.set(rec);
  }
}

/** Approved somewhere but gone now: a look-alike among the new ones, or a declared rename, needs a manual rebind. */
/** Which approved refs a held capability may take over, and why: a look-alike, a declared rename, or a named successor. */
interface Rebind {
  from: string[];
  why: 'look-alike' | 'declared' | 'successor';
  /** The hold an earlier capture gave, kept word for word. */
  carried?: HeldChange;
}

function renameTargets(items: readonly Capability[], gone: string[], ctx: KindContext): Map<string, Rebind> {
  const { previous, fromFile } = ctx;
  const goneApproved: Capability[] = [];
  for (const ref of gone) {
    const prev = previous.capabilities[ref];
    const a = prev?.approval ? { ref, digest: prev.approval.digest, definition: prev.approval.definition } : fromFile.get(ref);
    if (a) goneApproved.push(a);
  }
  // A capability the guard already saw served beside the gone ones (held as new, not as a rename) was there before
  // they went: it is a sibling, not their new name.
  const sibling = (ref: string) => {
    const prev = previous.capabilities[ref];
    return prev?.live !== undefined && !(prev.changes ?? []).some((h) => h.action === 'manual_rebind');
  };
  const unapproved = items.filter((c) => !fromFile.has(c.ref) && !previous.capabilities[c.ref]?.approval);
  const renamedTo = new Map<string, Rebind>();
  const add = (to: string, from: readonly string[], why: Rebind['why']) => {
    const r = renamedTo.get(to);
    renamedTo.set(to, { from: [...(r?.from ?? []), ...from], why: r?.why === 'successor' ? r.why : why });
  };
  for (const [from, t] of suggestMatches(goneApproved, unapproved.filter((c) => !sibling(c.ref))).targets) add(t.to, [from], 'look-alike');
  // Declared renames and named successors only ever name an unapproved item (recordFor asks for one no sooner).
  if (unapproved.length === 0) return renamedTo;
  const held = new Set(unapproved.map((c) => c.ref));
  for (const c of ctx.changes()) {
    if (c.type === 'renamed' || c.type === 'merged' || c.type === 'split') for (const to of c.after?.refs ?? []) add(to, c.before?.refs ?? [], 'declared');
    // An approved capability now deprecated in its own words, naming a successor the guard holds: the server says
    // which capability replaces it, so approving the successor is offered as the rebind (and recorded as one).
    const successor = c.rule === 'capability-deprecated' ? c.params?.replacedBy : undefined;
    if (typeof successor === 'string' && held.has(successor)) add(successor, c.before?.refs ?? [], 'successor');
  }
  // A rebind offered earlier stays offered once every old name it takes over has gone: the named successor of a tool
  // since removed (its notice went with it), or a look-alike that arrived while the old one went.
  const live = new Set(items.map((c) => c.ref));
  for (const c of unapproved) {
    const was = (previous.capabilities[c.ref]?.changes ?? []).find((h) => h.action === 'manual_rebind');
    if (was && !renamedTo.has(c.ref) && (was.renamedFrom ?? []).every((r) => !live.has(r))) renamedTo.set(c.ref, { from: was.renamedFrom ?? [], why: 'declared', carried: was });
  }
  return renamedTo;
}

/** The record of one live item: approved, followed, stale, rejected or new. */
function recordFor(item: Capability, renamedFrom: Rebind | undefined, ctx: KindContext): CapabilityRecord {
  const { previous, fromFile, policy, now, at } = ctx;
  const prev = previous.capabilities[item.ref];
  const rec: CapabilityRecord = { ref: item.ref, state: 'discovered', since: at, live: { digest: item.digest, definition: item.definition } };
  if (prev?.approval) rec.approval = prev.approval;
  if (prev?.rejected?.length) rec.rejected = prev.rejected;
  const file = fromFile.get(item.ref);
  if (rec.rejected?.includes(item.digest)) return { ...rec, state: 'rejected', ...(prev?.changes ? { changes: prev.changes } : {}) };
  if (approvedDigests(rec, file, now).has(item.digest)) return { ...rec, state: 'approved' };
  if (file || rec.approval) return changedRecord(rec, item, file!, ctx);
  if (renamedFrom?.carried) return { ...rec, state: 'review_required', changes: [renamedFrom.carried] };
  if (renamedFrom) {
    const from = [...new Set(renamedFrom.from)].sort();
    const message = fillTemplate(HOLD_MESSAGES[renamedFrom.why === 'successor' ? 'capability-successor' : 'capability-renamed'], { from: from.join(', ') });
    return { ...rec, state: 'review_required', changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message, renamedFrom: from }] };
  }
  if (policy.bySeverity.new === 'follow') return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at } };
  return { ...rec, state: 'review_required', changes: [{ rule: 'capability-added', severity: 'safe', action: 'review', message: HOLD_MESSAGES['capability-added'] }] };
}

/** What a person bounded an approval by (scope, expiry, session): a follow or a re-approval keeps it, never widens it. */
function limitsOf(a: Approval | undefined): Pick<Approval, 'scope' | 'expires' | 'session'> {
  const out: Pick<Approval, 'scope' | 'expires' | 'session'> = {};
  if (a?.scope !== undefined) out.scope = a.scope;
  if (a?.expires !== undefined) out.expires = a.expires;
  if (a?.session !== undefined) out.session = a.session;
  return out;
}

/** An approved capability served with another digest: followed when every change may be, else stale with why. */
function changedRecord(rec: CapabilityRecord, item: Capability, file: Capability | undefined, ctx: KindContext): CapabilityRecord {
  const { policy, now, at } = ctx;
  const last = rec.approval?.digest ?? file!.digest;
  if (rec.approval && expired(rec.approval, now) && rec.approval.digest === item.digest)
    return { ...rec, state: 'stale', reason: rec.approval.session !== undefined && rec.approval.expires === rec.approval.at ? HOLD_MESSAGES['session-ended'] : fillTemplate(HOLD_MESSAGES['approval-expired'], { at: rec.approval.expires ?? '' }) };
  const own = changesFor(item.ref, ctx.changes());
  const base = rec.approval?.definition ?? file!.definition;
  if (policy.reworded === 'follow' && onlyRewordings(own, base, item.definition)) {
    const followed = own.map((c) => {
      const { forced: _forced, ...h } = held(c, 'follow');
      return h;
    });
    return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed, ...limitsOf(rec.approval) } };
  }
  // New words in a definition are how poisoning arrives: no change that brings them is followed.
  const newText = bringsNewText(base, item.definition);
  const heldChanges = own.map((c) => (newText ? forceReview(held(c, actionFor(c, policy))) : held(c, actionFor(c, policy))));
  if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow'))
    return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges, ...limitsOf(rec.approval) } };
  // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
  if (heldChanges.length === 0) return { ...rec, state: 'stale', reason: HOLD_MESSAGES['origin-changed'] };
  return { ...rec, state: 'stale', changes: heldChanges };
}

/** The digest published under `ref` (its live capture spoke `era`), or undefined when it is held out. */
export function publishedDigest(store: GuardStore, approved: Snapshot, ref: string, now: Date, era?: ProtocolEra): string | undefined {
  const rec = store.capabilities[ref];
  if (rec?.state !== 'approved' || !rec.live) return undefined;
  const fromFile = approvedItems(approved, store.surface, era).get(ref);
  return approvedDigests(rec, fromFile, now).has(rec.live.digest) ? rec.live.digest : undefined;
}

// ------------------------------------------------------------------ human decisions

export class DecisionError extends Error {}

/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
export function approveRecord(
  store: GuardStore,
  ref: string,
  now: Date,
  /** scope: a schema sets it, null removes it, absent keeps the one the approval had. */
  opts: { digest?: string; expires?: string; scope?: JsonObject | null; session?: string; who?: string } = {},
): CapabilityRecord {
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
  const scope = opts.scope === undefined ? rec.approval?.scope : (opts.scope ?? undefined);
  if (scope !== undefined) next.approval!.scope = scope;
  if (opts.session !== undefined) next.approval!.session = opts.session;
  if (opts.who !== undefined) next.approval!.who = opts.who;
  // Approving a capability held as a possible rename is the person saying it is one: the rebind is recorded.
  const rebinds = rebindsOf(rec);
  if (rebinds.length > 0) next.approval!.rebinds = rebinds;
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

/**
 * The successors a held capability's deprecation names that the guard holds as its rebind: approving one of them is
 * the person moving from `rec` to it (status and the guard print that command beside rec's own).
 */
export function heldSuccessors(store: GuardStore, rec: CapabilityRecord): string[] {
  const named = new Set((rec.changes ?? []).flatMap((c) => (c.replacedBy !== undefined ? [c.replacedBy] : [])));
  return [...named].filter((ref) => {
    const s = store.capabilities[ref];
    return s?.state === 'review_required' && s.live !== undefined && (s.changes ?? []).some((c) => c.action === 'manual_rebind' && (c.renamedFrom ?? []).includes(rec.ref));
  });
}

/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
export function allSafe(store: GuardStore): string[] {
  return Object.values(store.capabilities)
    .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes!.every((c) => c.severity === 'safe' && c.action !== 'manual_rebind' && !c.forced))
    .map((r) => r.ref);
}

/**
 * Held capabilities whose every change is a description or title edit adding no cue (or whitespace): what
 * `approve --reworded` approves, after showing them.
 */
export function allReworded(store: GuardStore): string[] {
  return Object.values(store.capabilities)
    .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes!.every(isCueFreeHeld))
    .map((r) => r.ref);
}

/** `safe=follow`, `breaking=review`, `new=follow`, `reworded=follow`, `RULE-ID=review`: one entry of `--policy`. */
export function parsePolicyEntry(policy: GuardPolicy, entry: string): GuardPolicy {
  const call = /^(out-of-scope|output-mismatch)=([a-z]+)$/.exec(entry);
  if (call) {
    const [, key, value] = call;
    if (key === 'out-of-scope' && (value === 'ask' || value === 'deny')) return { ...policy, outOfScope: value };
    if (key === 'output-mismatch' && (value === 'refuse' || value === 'record')) return { ...policy, outputMismatch: value };
    throw new DecisionError(`--policy "${entry}": expected out-of-scope=ask|deny or output-mismatch=refuse|record`);
  }
  const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
  if (!m) throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, reworded, or a rule id), out-of-scope=ask|deny or output-mismatch=refuse|record`);
  const [, key, action] = m;
  const value = action as 'follow' | 'review';
  if (key === 'reworded') return { ...policy, reworded: value };
  if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new') return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
  if (!ruleById(key)) throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", "reworded", or a rule id (see mcp-contract rules)`);
  return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}

// ------------------------------------------------------------------ lifetimes by side effect

const DAY_MS = 86_400_000;

/** The side-effect classes a tool's annotations put it in (a tool without any hint is unannotated). */
export function sideEffectClasses(definition: JsonObject): Array<keyof ApprovalLifetimes> {
  const a = definition.annotations;
  const hints = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
  const has = (k: string): boolean => typeof hints[k] === 'boolean';
  if (!['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'].some(has)) return ['unannotated'];
  const out: Array<keyof ApprovalLifetimes> = [];
  if (hints.destructiveHint === true) out.push('destructive');
  if (hints.openWorldHint === true) out.push('openWorld');
  return out;
}

/**
 * Bounds each tool approval of the store by policy, in place: one of a class with a maximum age expires that many days
 * after it was given (an earlier `--expires` stands), and a session approval whose guard process has `ended` expires
 * when it was given. Deterministic, so a store read twice is written once. Returns the refs whose approval it bounded
 * further.
 */
export function applyLifetimes(store: GuardStore, limits: ApprovalLifetimes | undefined, ended: (session: string) => boolean = () => false): string[] {
  const changed: string[] = [];
  for (const rec of Object.values(store.capabilities)) {
    const a = rec.approval;
    if (!a) continue;
    let until = a.expires === undefined ? Number.POSITIVE_INFINITY : Date.parse(a.expires);
    if (a.session !== undefined && ended(a.session)) until = Math.min(until, Date.parse(a.at));
    if (limits && parseRef(rec.ref)?.kind === 'tool')
      for (const c of sideEffectClasses(a.definition)) {
        const days = limits[c];
        if (days !== undefined) until = Math.min(until, Date.parse(a.at) + days * DAY_MS);
      }
    if (!Number.isFinite(until) || (a.expires !== undefined && until >= Date.parse(a.expires))) continue;
    rec.approval = { ...a, expires: new Date(until).toISOString() };
    changed.push(rec.ref);
  }
  return changed;
}

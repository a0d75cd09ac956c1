// What a write of the store decided, read off the store before and after it: every writer (approve, reject, the
// identity approval, the guard's reconcile, the console) goes through updateStore, so every decision is seen here
// without each command having to report its own.
import type { Approval, CapabilityRecord, GuardStore } from '../core/approval/approval.js';
import { describeIdentity } from '../core/identity/identity.js';
import type { JsonValue } from '../core/shared/model.js';
import type { AuditEvent, DecisionAction, DecisionEvent, InvalidationEvent } from './model.js';

/** The part of one record a decision can change, copied: a change() may edit the store it is given in place. */
interface RecordFacts {
  state: CapabilityRecord['state'];
  approval?: Pick<Approval, 'digest' | 'at' | 'by' | 'expires' | 'from'> & { scope?: JsonValue };
  rejected: string;
}

export interface StoreFacts {
  records: Map<string, RecordFacts>;
  identity?: { state: string; approvedAt?: string };
}

/** The scope an approval carries (issue 45 item 1 stores it with the approval), whatever its shape. */
function scopeOf(a: Approval): JsonValue | undefined {
  return (a as Approval & { scope?: JsonValue }).scope;
}

function factsOf(rec: CapabilityRecord): RecordFacts {
  const a = rec.approval;
  const approval = a && { digest: a.digest, at: a.at, by: a.by, ...(a.expires ? { expires: a.expires } : {}), ...(a.from ? { from: a.from } : {}), ...(scopeOf(a) !== undefined ? { scope: scopeOf(a) } : {}) };
  return { state: rec.state, ...(approval ? { approval } : {}), rejected: (rec.rejected ?? []).join(' ') };
}

export function storeFacts(store: GuardStore): StoreFacts {
  const records = new Map<string, RecordFacts>();
  for (const rec of Object.values(store.capabilities)) records.set(rec.ref, factsOf(rec));
  const id = store.identity;
  return { records, ...(id ? { identity: { state: id.state, ...(id.approvedAt ? { approvedAt: id.approvedAt } : {}) } } : {}) };
}

export interface DecisionContext {
  /** The OS user running this process. */
  user: string;
  /** `--by NAME`. */
  by?: string;
  now: Date;
}

function same(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** approve, follow, rebind, or only the expiry or the scope of the same approval set again. */
function approvalAction(before: RecordFacts['approval'], after: Approval): DecisionAction {
  if (after.by === 'follow') return 'follow';
  if (after.rebinds?.length) return 'rebind';
  if (before && before.digest === after.digest && before.by === 'human') {
    const scopeMoved = !same(before.scope, scopeOf(after));
    if (!scopeMoved && before.expires !== after.expires) return 'expiry-set';
    if (scopeMoved && before.expires === after.expires) return 'scope-set';
  }
  return 'approve';
}

/** An approval that held before and does not now: why, from the record's new state. */
function invalidation(before: RecordFacts | undefined, after: CapabilityRecord | undefined, now: Date): InvalidationEvent['reason'] | undefined {
  // First seen stale or missing: what the approved snapshot approved does not hold from the guard's first capture on.
  if (!before) return after?.state === 'stale' || after?.state === 'missing' ? after.state : undefined;
  if (before.state !== 'approved') return undefined;
  if (!after || after.state === 'missing') return 'missing';
  if (after.state === 'rejected') return 'rejected';
  if (after.state !== 'stale') return undefined;
  const exp = before.approval?.expires;
  return exp !== undefined && Date.parse(exp) <= now.getTime() && !(after.changes ?? []).length ? 'expired' : 'stale';
}

/** The decisions and invalidations between two states of one server's store, in ref order. */
export function storeEvents(before: StoreFacts, after: GuardStore, ctx: DecisionContext): AuditEvent[] {
  const at = ctx.now.toISOString();
  const server = after.server;
  const identity = after.identity?.approved ? describeIdentity(after.identity.approved) : undefined;
  const base = { at, server, ...(identity ? { identity } : {}) };
  const decided = (action: DecisionAction, extra: Partial<DecisionEvent>): DecisionEvent => ({
    kind: 'decision',
    ...base,
    action,
    user: action === 'follow' ? 'guard' : ctx.user,
    ...(ctx.by && action !== 'follow' ? { by: ctx.by } : {}),
    ...extra,
  });
  const out: AuditEvent[] = [];
  const refs = [...new Set([...before.records.keys(), ...Object.keys(after.capabilities)])].sort();
  for (const ref of refs) {
    const was = before.records.get(ref);
    const rec = after.capabilities[ref];
    const a = rec?.approval;
    if (a && (!was?.approval || was.approval.at !== a.at || was.approval.digest !== a.digest || was.approval.expires !== a.expires || !same(was.approval.scope, scopeOf(a)))) {
      const scope = scopeOf(a);
      out.push(decided(approvalAction(was?.approval, a), { ref, digest: a.digest, ...(a.from ? { from: a.from } : {}), ...(scope !== undefined ? { scope } : {}), ...(a.expires ? { expires: a.expires } : {}), ...(a.rebinds?.length ? { rebinds: a.rebinds } : {}) }));
    }
    const rejected = (rec?.rejected ?? []).filter((d) => !(was?.rejected ?? '').split(' ').includes(d));
    for (const digest of rejected) out.push(decided('reject', { ref, digest }));
    const reason = invalidation(was, rec, ctx.now);
    if (reason) {
      const rules = [...new Set((rec?.changes ?? []).map((c) => c.rule))];
      out.push({ kind: 'invalidation', ...base, reason, ref, ...(was?.approval ? { digest: was.approval.digest } : {}), ...(rules.length ? { rules } : {}) });
    }
  }
  const id = after.identity;
  if (id?.approved && id.approvedBy === 'human' && id.approvedAt !== before.identity?.approvedAt) out.push(decided('identity-approve', {}));
  if (before.identity?.state === 'approved' && id?.state === 'held') {
    const live = id.live ? describeIdentity(id.live) : undefined;
    out.push({ kind: 'invalidation', at, server, reason: 'identity-changed', ...(live ? { identity: live } : {}) });
  }
  return out;
}

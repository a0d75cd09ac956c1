// A person's decisions beyond approve and reject, on one store (pure; the caller persists under the store's lock):
// withdrawing an approval, moving or removing its expiry, and which held capabilities one reviewed upgrade takes.
import { DecisionError, type CapabilityRecord, type GuardStore } from './approval.js';

/** What `approve --all-held` and the console's one-action upgrade take: every held capability still served, rejected ones aside. */
export function heldForReview(store: GuardStore): string[] {
  return Object.values(store.capabilities)
    .filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.live)
    .map((r) => r.ref);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * An expiry as a person writes it: an ISO date (YYYY-MM-DD, midnight UTC) or a date-time with a zone, strictly in the
 * future. Returns the ISO date-time, or why not (one phrase, for the caller's own prefix).
 */
export function parseExpiry(raw: string, now: Date): { at: string } | { error: string } {
  let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
  // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
  if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw) t = NaN;
  if (Number.isNaN(t)) return { error: 'expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)' };
  if (t <= now.getTime()) return { error: 'the date is not in the future' };
  return { at: new Date(t).toISOString() };
}

function storeApproval(store: GuardStore, ref: string): CapabilityRecord {
  const rec = store.capabilities[ref];
  if (!rec) throw new DecisionError(`${ref}: not in the store`);
  if (!rec.approval) throw new DecisionError(`${ref}: the store holds no approval of it (an approval of the approved snapshot is withdrawn by rejecting the definition)`);
  return rec;
}

/**
 * Withdraws the store's approval of `ref`. The definition it covered, when the server still serves it, is held out
 * as a rejection is (even where the approved snapshot approves it too), until a person approves it again; a changed
 * one waits for review against the approved snapshot, if any.
 */
export function revokeRecord(store: GuardStore, ref: string, now: Date): CapabilityRecord {
  const rec = storeApproval(store, ref);
  const covered = rec.approval!.digest;
  const next: CapabilityRecord = { ...rec, since: now.toISOString() };
  delete next.approval;
  delete next.changes;
  if (rec.live?.digest === covered) {
    next.state = 'rejected';
    next.rejected = [...new Set([...(rec.rejected ?? []), covered])];
    next.reason = 'a person revoked its approval';
  } else if (rec.live) {
    next.state = 'review_required';
    next.reason = 'a person revoked the approval it was compared with';
  } else next.reason = 'a person revoked its approval';
  store.capabilities[ref] = next;
  return next;
}

/**
 * Sets (or with `expires` undefined removes) the expiry of the store's approval of `ref`. An approval held back only
 * because it expired counts again once its expiry is removed or moved into the future.
 */
export function setExpiry(store: GuardStore, ref: string, expires: string | undefined, now: Date): CapabilityRecord {
  const rec = storeApproval(store, ref);
  const approval = { ...rec.approval! };
  if (expires === undefined) delete approval.expires;
  else approval.expires = expires;
  const next: CapabilityRecord = { ...rec, approval };
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

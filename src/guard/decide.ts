// The guard's one decision, used for every list item and every call: may this definition be published under ref now?
// Everything else in the guard gathers its inputs (a fresh capture, the store, the approved snapshot) or acts on it.
import { approvedDigests, type CapabilityRecord } from '../core/approval/approval.js';
import type { Capability } from '../core/shared/model.js';

/**
 * Why a call was refused, as the client sees it (the JSON-RPC error's data): the ref, the state and the rule ids only.
 * The held definition's words, before/after values and the approve command stay on stderr and in `status`: the
 * model reads this, and the hold exists so that it never reads the unapproved text (or runs the approval itself).
 */
export interface Refusal {
  ref: string;
  state: 'new' | 'stale' | 'rejected' | 'missing' | 'unknown' | 'expired';
  rules: string[];
}

/**
 * undefined when `digest` (a listed item's, computed now; or, for a call, the digest the last capture saw under ref)
 * may be published: approved by the snapshot or by a signed decision in the store, not expired, not rejected.
 */
export function decide(ref: string, digest: string | undefined, rec: CapabilityRecord | undefined, fromSnapshot: Capability | undefined, now: Date): Refusal | undefined {
  const served = digest ?? (rec?.state === 'approved' ? rec.live?.digest : undefined);
  if (served !== undefined && approvedDigests(rec, fromSnapshot, now).has(served)) return undefined;
  if (!rec) return { ref, state: 'unknown', rules: [] };
  const state = rec.state === 'stale' ? 'stale' : rec.state === 'rejected' ? 'rejected' : rec.state === 'missing' ? 'missing' : rec.state === 'approved' ? 'expired' : 'new';
  return { ref, state, rules: [...new Set((rec.changes ?? []).map((c) => c.rule))] };
}

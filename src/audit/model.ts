// What the audit log holds: one record per decision a person (or the policy) made on the store, per approval the guard
// saw stop holding, and per call it judged. The chain fields (seq, prev, mac) make an edit, a removal, an insertion or
// a reordering visible to `mcp-contract audit verify`.
import type { JsonValue } from '../core/shared/model.js';

/**
 * A decision on the store. `follow` is the guard's policy approving a safe change; `scope-set` and `expiry-set` are a
 * decision that changed only the scope or the expiry of an approval of the same digest.
 */
export type DecisionAction = 'approve' | 'follow' | 'reject' | 'rebind' | 'identity-approve' | 'expiry-set' | 'scope-set';

/** Why an approval the guard held stopped holding (observed on a capture or at a call). */
export type InvalidationReason = 'stale' | 'expired' | 'missing' | 'identity-changed' | 'rejected';

/**
 * What the guard did with a call: passed it upstream, refused it, or passed it after the user said yes to it alone;
 * and with a forwarded call's result: refused it, or passed it with a finding (it broke the approved outputSchema).
 */
export type CallDecision = 'forwarded' | 'refused' | 'confirmed' | 'result-refused' | 'result-recorded';

/** How much of a call's arguments the log keeps: none, their shape with every value redacted, or the values (secrets redacted). */
export type ArgumentsMode = 'none' | 'redacted' | 'full';
export const ARGUMENTS_MODES: readonly ArgumentsMode[] = ['none', 'redacted', 'full'];

interface EventBase {
  /** ISO date-time of the event. */
  at: string;
  /** The server the store and the guard name it by. */
  server: string;
}

export interface DecisionEvent extends EventBase {
  kind: 'decision';
  action: DecisionAction;
  /** The OS user who ran the command (or the guard, for `follow`). */
  user: string;
  /** `approve --by NAME`: who the user says decided (a reviewer, a ticket). */
  by?: string;
  ref?: string;
  /** The digest approved or rejected. */
  digest?: string;
  /** The digest the approval replaced. */
  from?: string;
  /** The JSON Schema that narrows the approval's arguments (issue 45 item 1), when one is set. */
  scope?: JsonValue;
  expires?: string;
  /** Refs this approval is the new name of (a manual rebind). */
  rebinds?: string[];
  /** The launch identity (package and integrity, image digest, working tree) the server's approvals hold for. */
  identity?: string;
}

export interface InvalidationEvent extends EventBase {
  kind: 'invalidation';
  reason: InvalidationReason;
  ref?: string;
  /** The approved digest that stopped holding. */
  digest?: string;
  /** The rule ids of the changes that hold it (stale). */
  rules?: string[];
  /** The launch identity now resolved (identity-changed). */
  identity?: string;
}

export interface CallEvent extends EventBase {
  kind: 'call';
  method: string;
  ref: string;
  /** The digest of the definition the call was judged against (absent when the guard has none for the ref). */
  digest?: string;
  /** sha256 of the canonical JSON of the arguments: the same arguments always give the same digest. */
  argumentsDigest: string;
  /** The arguments as the audit configuration allows (absent under `none`); secrets are never recorded. */
  arguments?: JsonValue;
  decision: CallDecision;
  /**
   * Why: a refusal's state (new, stale, rejected, missing, unknown, expired, identity-held, not-published,
   * out-of-scope) with its rule ids; the scope rule a confirmed call broke; the output rule a result broke.
   */
  why?: string;
  rules?: string[];
}

export type AuditEvent = DecisionEvent | InvalidationEvent | CallEvent;

/** The chain: `seq` counts from 1 and never restarts; `prev` is the previous record's mac; `mac` covers the rest. */
export interface ChainFields {
  seq: number;
  prev: string;
  mac: string;
}

export type AuditRecord = AuditEvent & ChainFields;

/** The record before the first: what record 1's prev holds. */
export const GENESIS = 'genesis';

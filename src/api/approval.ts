// The consumer's decision: which changed capabilities a guard follows, holds for review or needs rebinding.
export {
  actionFor,
  reconcile,
  approvedDigests,
  DEFAULT_GUARD_POLICY,
  type GuardPolicy,
  type PolicyAction,
  type PolicyKey,
  type GuardStore,
  type Reconciled,
} from '../core/approval/approval.js';

// The consumer's decision: which changed capabilities a guard follows, holds for review or needs rebinding.
export {
  actionFor,
  reconcile,
  approvedDigests,
  DEFAULT_GUARD_POLICY,
  GUARD_STORE_FORMAT,
  type GuardPolicy,
  type PolicyAction,
  type PolicyKey,
  type GuardStore,
  type AuditAnchor,
  type ApprovalState,
  type CapabilityRecord,
  type Approval,
  type HeldChange,
  type Reconciled,
} from '../core/approval/approval.js';
// Where a guard's baseline approvals came from (a verified signed release, or first use of a snapshot).
export { type ApprovalSource, type SignedReleaseSource, type FirstUseSource, type RefusedReleaseSource, type NewerRelease } from '../core/approval/source.js';

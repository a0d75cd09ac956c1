// What the guard decided for one tools/call, as one small value made at one place (GuardSession.decided): forwarded,
// refused (held, or outside its approval's scope), confirmed by the user for that one call, or its result refused or
// passed with a finding. A hook (GuardDeps.onCall) hears each, and the audit log (GuardDeps.audit) records each.

export type CallOutcome = 'forwarded' | 'refused-held' | 'refused-out-of-scope' | 'confirmed-by-user' | 'result-refused' | 'result-recorded';

export interface CallDecision {
  outcome: CallOutcome;
  /** The server (the approved snapshot's name) and the ref called. */
  server: string;
  ref: string;
  /** The digest served (and approved) under ref when it was decided; absent when nothing is served. */
  servedDigest?: string;
  /** sha256 of the canonical arguments (never the arguments themselves). */
  argumentsDigest: string;
  /** The scope or output rule broken (`/path pattern`), or the hold's state and rule ids. */
  rule?: string;
  /** ISO date-time. */
  at: string;
}

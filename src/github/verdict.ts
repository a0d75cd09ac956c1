// The PR's verdict from its reports and sign-off: what the comment headline and the check outcome say.
import { atOrAbove, type FailOn } from '../core/diff/gate.js';
import type { Change, Report, Severity } from '../core/shared/model.js';
import type { SignoffMode } from './signoff.js';

export type Verdict = 'pass' | 'needs-signoff' | 'fail';

export interface VerdictPolicy {
  /** Lowest severity that fails the check unless signed off (`fail-on`). */
  failOn: FailOn;
  /** Severities a code owner may accept (config `policy.signoff`, default breaking and review). */
  signoff: readonly Severity[];
  mode: SignoffMode;
}

export const DEFAULT_SIGNOFF_SEVERITIES: readonly Severity[] = ['breaking', 'review'];

function allChanges(reports: readonly Report[]): Change[] {
  return reports.flatMap((r) => r.changes);
}

/** Sorted, distinct fingerprints of the changes that need sign-off (what the hidden data records). */
export function requiredFingerprints(reports: readonly Report[], signoff: readonly Severity[]): string[] {
  const set = new Set(allChanges(reports).filter((c) => signoff.includes(c.severity)).map((c) => c.fingerprint));
  return [...set].sort();
}

/**
 * `fail` when a change at a failing severity cannot be accepted by sign-off (its severity is not signable, or
 * sign-off is off); `needs-signoff` when signable changes wait for an owner; else `pass`.
 */
export function verdictOf(
  reports: readonly Report[],
  signoff: { satisfied: boolean } | undefined,
  policy: VerdictPolicy,
): Verdict {
  const changes = allChanges(reports);
  const signable = (s: Severity): boolean => policy.mode !== 'none' && policy.signoff.includes(s);
  if (changes.some((c) => atOrAbove(c.severity, policy.failOn) && !signable(c.severity))) return 'fail';
  if (changes.some((c) => signable(c.severity)) && signoff?.satisfied !== true) return 'needs-signoff';
  return 'pass';
}

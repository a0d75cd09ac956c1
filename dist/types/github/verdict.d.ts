import { type FailOn } from '../core/diff/gate.js';
import type { Report, Severity } from '../core/shared/model.js';
import type { SignoffMode } from './signoff.js';
export type Verdict = 'pass' | 'needs-signoff' | 'fail';
export interface VerdictPolicy {
    /** Lowest severity that fails the check unless signed off (`fail-on`). */
    failOn: FailOn;
    /** Severities a code owner may accept (config `policy.signoff`, default breaking and review). */
    signoff: readonly Severity[];
    mode: SignoffMode;
}
export declare const DEFAULT_SIGNOFF_SEVERITIES: readonly Severity[];
/** Sorted, distinct fingerprints of the changes that need sign-off (what the hidden data records). */
export declare function requiredFingerprints(reports: readonly Report[], signoff: readonly Severity[]): string[];
/**
 * `fail` when a change at a failing severity cannot be accepted by sign-off (its severity is not signable, or
 * sign-off is off); `needs-signoff` when signable changes wait for an owner; else `pass`.
 */
export declare function verdictOf(reports: readonly Report[], signoff: {
    satisfied: boolean;
} | undefined, policy: VerdictPolicy): Verdict;

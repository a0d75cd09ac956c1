// Which severities fail a run: `--fail-on review` fails on review and anything worse.
import type { Severity, Summary } from '../shared/model.js';

export type FailOn = Severity | 'none';
export const FAIL_ON: readonly FailOn[] = ['breaking', 'review', 'safe', 'none'];

const RANK: Record<Severity, number> = { breaking: 3, review: 2, safe: 1 };

export function atOrAbove(severity: Severity, threshold: FailOn): boolean {
  return threshold !== 'none' && RANK[severity] >= RANK[threshold];
}

export function fails(summary: Summary, threshold: FailOn): boolean {
  return (Object.keys(RANK) as Severity[]).some((s) => summary[s] > 0 && atOrAbove(s, threshold));
}

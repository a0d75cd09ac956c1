// Output names are a closed set, so action.yml and the code cannot drift apart silently (a test compares them).
import type { Summary } from '../core/shared/model.js';
import { setOutput } from './file-commands.js';

export const OUTPUTS = ['verdict', 'breaking', 'review', 'safe', 'report', 'snapshot-stale'] as const;
export type OutputName = (typeof OUTPUTS)[number];
export type Verdict = 'pass' | 'needs-signoff' | 'fail';

export interface ActionResult {
  verdict: Verdict;
  summary: Summary;
  reportPath: string;
  stale: boolean;
  /** Why the check could not run (the server did not build, start or answer): one line, already scrubbed. */
  failure?: string;
}

export function writeOutputs(r: ActionResult): void {
  const values: Record<OutputName, string> = {
    verdict: r.verdict,
    breaking: String(r.summary.breaking),
    review: String(r.summary.review),
    safe: String(r.summary.safe),
    report: r.reportPath,
    'snapshot-stale': String(r.stale),
  };
  for (const name of OUTPUTS) setOutput(name, values[name]);
}

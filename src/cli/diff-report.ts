// Which of the hosts pass's work a `diff` run's formats show (issue 55: skip work the chosen format does not show):
// SARIF and JUnit list the changes and show none of its evidence (every head tool's refusals by host, the context cost
// of both sides), so for them diffSnapshots works out the findings alone (`hostsEvidence: false`), and the tokenizer is
// not even loaded unless a budget judges the cost. The changes, their order, severities and fingerprints are the same
// (cli/diff-report.test.ts).
import { diffSnapshots, type DiffOptions } from '../api/diff.js';
import { SHOWS_HOST_EVIDENCE } from '../api/render-lazy.js';
import type { ReportFormat } from '../api/render.js';
import type { Config } from '../core/shared/config.js';
import type { Report, Snapshot } from '../core/shared/model.js';

/** Whether any of the formats written shows the hosts pass's evidence. */
export function showsHostEvidence(formats: readonly ReportFormat[]): boolean {
  return formats.some((f) => SHOWS_HOST_EVIDENCE[f]);
}

/** Whether a diff whose formats are `formats` needs the tool list's token count under `config`. */
export function needsCount(formats: readonly ReportFormat[], config: Config): boolean {
  return showsHostEvidence(formats) || config.policy?.contextBudget !== undefined;
}

/** diffSnapshots, with the hosts pass's evidence only where one of `formats` shows it. */
export function diffReport(base: Snapshot, head: Snapshot, options: DiffOptions, formats: readonly ReportFormat[]): Report {
  return diffSnapshots(base, head, { ...options, hostsEvidence: showsHostEvidence(formats) });
}

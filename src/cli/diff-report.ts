// The report `diff` writes, doing only the work its formats show (issue 55): SARIF and JUnit list the changes and show
// none of the hosts pass's evidence (every head tool's refusals by host, the context cost of both sides), so for them
// the pass works out its findings alone, and the tokenizer is not even loaded unless a budget judges the cost. The
// changes, their order, severities and fingerprints are the public diffSnapshots' (cli/diff-report.test.ts).
import { diffSnapshots, type DiffOptions } from '../api/diff.js';
import { SHOWS_HOST_EVIDENCE } from '../api/render-lazy.js';
import type { ReportFormat } from '../api/render.js';
import { diffSnapshots as classify } from '../core/diff/classify.js';
import type { Config } from '../core/shared/config.js';
import type { Report, Snapshot } from '../core/shared/model.js';
import { hostPass } from '../hosts/pass.js';

/** Whether any of the formats written shows the hosts pass's evidence. */
export function showsHostEvidence(formats: readonly ReportFormat[]): boolean {
  return formats.some((f) => SHOWS_HOST_EVIDENCE[f]);
}

/** Whether a diff whose formats are `formats` needs the tool list's token count under `config`. */
export function needsCount(formats: readonly ReportFormat[], config: Config): boolean {
  return showsHostEvidence(formats) || config.policy?.contextBudget !== undefined;
}

/** diffSnapshots, with the hosts pass's evidence only where one of `formats` shows it (then it is diffSnapshots itself). */
export function diffReport(base: Snapshot, head: Snapshot, options: DiffOptions, formats: readonly ReportFormat[]): Report {
  if (showsHostEvidence(formats)) return diffSnapshots(base, head, options);
  const config = options.config ?? {};
  const hosts = hostPass(base, head, config, options.tokenizer, { evidence: false });
  return classify(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
}

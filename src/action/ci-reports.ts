// The files CI tools read beside the comment: JUnit XML for test-report views, SARIF for code scanning.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Report } from '../core/shared/model.js';
import { renderCiReport } from '../render/ci-report.js';
import type { SarifDriftEntry } from '../render/sarif-drift.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import type { ActionInputs } from './inputs.js';
import { scrub } from './secrets.js';

export interface CiReportInput {
  reports: readonly Report[];
  /** The servers of the run, in config order, and each one's snapshot path relative to the repository root. */
  servers: readonly string[];
  snapshotPaths: readonly string[];
  /** Fingerprints the run counts as signed off. */
  approved: ReadonlySet<string>;
  /** The run could not judge: every server is an error, never a pass. */
  failure?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes the `junit:` and `sarif:` files the inputs ask for (paths relative to the working directory). */
export async function writeCiReports(inputs: Pick<ActionInputs, 'junit' | 'sarif'>, dirs: { wd: string; repoTop: string }, input: CiReportInput): Promise<void> {
  if (!inputs.junit && !inputs.sarif) return;
  const entries: SarifDriftEntry[] = input.servers.map((server, i) => {
    const path = input.snapshotPaths[i];
    const snapshot = path ? { path, text: readText(join(dirs.repoTop, path)) } : undefined;
    const report = input.reports.find((r) => r.server === server);
    if (input.failure || !report) return { server, error: input.failure ?? 'no report (the server was not compared)', ...(snapshot ? { snapshot } : {}) };
    return { report, ...(snapshot ? { snapshot } : {}) };
  });
  const opts = { root: dirs.repoTop, approved: input.approved };
  // Reports quote server text, which may echo a secret of the job: scrubbed like every other output.
  if (inputs.junit) await writeFileAtomic(resolve(dirs.wd, inputs.junit), scrub(renderCiReport('junit', entries, opts)));
  if (inputs.sarif) await writeFileAtomic(resolve(dirs.wd, inputs.sarif), scrub(renderCiReport('sarif', entries, opts)));
}

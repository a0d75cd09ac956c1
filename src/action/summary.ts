// Job summary, annotations and totals. The summary is held until the run ends (file-commands.ts).
import * as core from '@actions/core';
import type { Report, Summary } from '../core/model.js';
import { renderMarkdown } from '../render/markdown.js';
import type { ActionContext } from './context.js';
import type { Verdict } from './outputs.js';
import { appendSummary } from './file-commands.js';
import { plainLine } from './log.js';
import { scrub } from './secrets.js';

export function totals(reports: readonly Report[]): Summary {
  const t: Summary = { breaking: 0, review: 0, safe: 0 };
  for (const r of reports) for (const k of ['breaking', 'review', 'safe'] as const) t[k] += r.summary[k];
  return t;
}

/** Breaking changes are annotated on the snapshot file, so they show in the PR's "Files changed" too. */
export function annotate(reports: readonly Report[], snapshotPaths: readonly string[]): void {
  reports.forEach((r, i) => {
    for (const c of r.changes) {
      if (c.severity !== 'breaking') continue;
      const file = snapshotPaths[i];
      // Annotation text is plain, but strip newlines so a server cannot forge extra workflow-command lines.
      core.error(plainLine(`[${c.rule}] ${c.message}`, 500), file ? { file, title: 'mcp-contract' } : { title: 'mcp-contract' });
    }
  });
}

export async function writeSummary(body: string): Promise<void> {
  appendSummary(scrub(body));
  return Promise.resolve();
}

export async function addSummary(ctx: ActionContext, reports: readonly Report[], info: { verdict: Verdict; stale: string[]; updateCommand: string }): Promise<void> {
  const body = renderMarkdown(reports, {
    standalone: true,
    verdict: info.verdict,
    updateCommand: info.updateCommand,
    stale: info.stale.map((s) => `The committed snapshot of "${s}" does not match the live server.`),
  });
  void ctx;
  await writeSummary(body);
}

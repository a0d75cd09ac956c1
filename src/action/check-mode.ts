// mode: check: the committed snapshot must match the live server; drift is classified in the job summary.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { commandData } from './log.js';
import { diffSnapshots } from '../api/diff.js';
import { tokenizerFor } from '../api/tokenizer.js';
import { configOfServer } from '../core/shared/config.js';
import { fails } from '../core/diff/gate.js';
import type { Report } from '../core/shared/model.js';
import { allBounded } from '../capture/concurrent.js';
import { runSetup } from '../capture/capture.js';
import { emptySnapshot } from './sides.js';
import { readSnapshot } from '../api/snapshot-files.js';
import { loadConfig } from '../storage/config-file.js';
import type { ActionContext } from './context.js';
import { writeCiReports } from './ci-reports.js';
import { addSummary, totals } from './summary.js';
import type { ActionResult } from './outputs.js';
import { reportPathOf, writeArtifact } from './report-file.js';
import { captureLive, sameSnapshot, targetsOf } from './servers.js';

export async function checkMode(ctx: ActionContext): Promise<ActionResult> {
  const { inputs } = ctx;
  const loaded = await loadConfig(resolve(ctx.wd, inputs.config));
  const targets = targetsOf(loaded, inputs.config, inputs.servers, ctx.repoTop);
  const reports: Report[] = [];
  const stale: string[] = [];
  // Loads while the setup runs and the servers start.
  const tokenizing = tokenizerFor(loaded.config);
  if (targets.length > 0) await runSetup(loaded.config, loaded.dir);
  const captured = await allBounded(targets, inputs.concurrency, async (t, _i, slots) => ({
    live: await captureLive(loaded.config, t.name, loaded.dir, process.env, slots),
    committed: existsSync(t.snapshotPath) ? await readSnapshot(t.snapshotPath) : undefined,
  }));
  const tokenizer = await tokenizing;
  targets.forEach((t, i) => {
    const { live, committed } = captured[i];
    if (!sameSnapshot(committed, live)) {
      stale.push(t.name);
      core.error(commandData(`${t.repoPath} does not match the live server "${t.name}": run ${ctx.updateCommand(t.name)} and commit the result`), {
        file: t.repoPath,
      });
    }
    reports.push(diffSnapshots(committed ?? emptySnapshot(t.name), live, { config: configOfServer(loaded.config, t.name), labels: { base: t.repoPath, head: 'live' }, tokenizer }));
  });
  const summary = totals(reports);
  const reportPath = reportPathOf(inputs.report, ctx.env);
  await writeArtifact(reportPath, {
    format: 'mcp-contract-artifact/1',
    mode: 'check',
    snapshots: Object.fromEntries(targets.map((t) => [t.name, t.repoPath])),
    stale,
    reports,
  });
  const verdict = stale.length > 0 ? 'fail' : inputs.approval === 'none' && fails(summary, inputs.failOn) ? 'fail' : 'pass';
  await writeCiReports(inputs, ctx, { reports, servers: targets.map((t) => t.name), snapshotPaths: targets.map((t) => t.repoPath), approved: new Set() });
  await addSummary(ctx, reports, { verdict, stale, updateCommand: ctx.updateCommand(inputs.servers[0]), reportPath });
  return { verdict, summary, reportPath, stale: stale.length > 0 };
}

// `mcp-contract check`: the committed snapshot must equal the live surface; drift is classified and exits 1.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { diffSnapshots } from '../../core/diff/classify.js';
import type { Report } from '../../core/shared/model.js';
import { readSnapshot, sameSnapshot, serializeSnapshot, writeSnapshot } from '../../storage/snapshot-file.js';
import { codeNote } from '../../core/shared/identity.js';
import { renderText } from '../../render/text.js';
import { flag, oneOf, parse, str } from '../args.js';
import { captureTarget } from '../capture-target.js';
import { shownPath, type CliIo } from '../io.js';
import { TARGET_OPTIONS, resolveTargets, type Target } from '../targets.js';
import { checkCanaryConfig, runCanaries, type CanaryOutcome } from '../../canary/run.js';
import { canaryCoverage, coverageLine, type CanaryCoverage } from '../../core/shared/canary-coverage.js';
import { cleanTerminal } from '../../render/text.js';
import { DEFAULT_CONFIG } from '../../storage/config-file.js';
import { denialsFor, inCi, readBaseConfig, type BaseConfig } from '../canary-base.js';
import type { CaptureOptions } from '../../capture/capture.js';

export interface CheckResult {
  server: string;
  snapshot: string;
  status: 'ok' | 'drift' | 'missing' | 'updated';
  report?: Report;
  /** Canary outcomes of this run (behaviour, not contract: they never go into the snapshot). */
  canaries?: CanaryOutcome[];
  coverage?: CanaryCoverage;
  /** Why the configured canaries did not run. */
  canariesSkipped?: string;
  /** The snapshot's recorded canaries are not the config's. */
  canariesDiffer?: boolean;
  /** The recorded code and the live code differ (both pinned): "same contract, different code" when the contract held. */
  codeNote?: string;
}

export function updateCommand(t: Target, io: CliIo, configPath: string | undefined): string {
  if (!configPath) return 'run the same command with --update';
  const cfg = configPath ? ` --config ${relative(io.cwd, configPath) || configPath}` : '';
  return `npx mcp-contract snapshot${cfg} --server ${t.name}`;
}

/** Runs the target's canaries in each surface's capture session, within its totalMs, collecting the outcomes. */
function canaryHook(label: string, t: Target, base: BaseConfig | undefined, outcomes: CanaryOutcome[]): NonNullable<CaptureOptions['afterLists']> {
  const denials = denialsFor(t.name, t.server, base);
  return async (plan, session, snap, deadlineAt) => void outcomes.push(...(await runCanaries(label, t.name, t.server, plan, session, snap, { deadlineAt, denials })));
}

export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const p = parse('check', args, {
    ...TARGET_OPTIONS,
    snapshot: { type: 'string' },
    update: { type: 'boolean' },
    json: { type: 'boolean' },
    via: { type: 'string' },
    'no-canaries': { type: 'boolean' },
    base: { type: 'string' },
  });
  const via = oneOf('check', 'via', str(p, 'via'), ['sdk', 'inspector'] as const, 'sdk');
  const json = flag(p, 'json');
  const { config, loaded, targets } = await resolveTargets('check', p, io, 'snapshot');
  const results: CheckResult[] = [];
  const label = loaded ? (str(p, 'config') ?? DEFAULT_CONFIG) : 'inline server';
  // Read once, before any server starts: side-effect permission in CI is the base config's.
  const base = inCi(io.env) && targets.some((t) => t.server.canaries?.some((c) => c.allowSideEffects)) ? await readBaseConfig(io, loaded, str(p, 'base')) : undefined;
  for (const t of targets) {
    const declared = t.server.canaries ?? [];
    const runThem = declared.length > 0 && !flag(p, 'no-canaries') && via === 'sdk';
    if (runThem) checkCanaryConfig(label, t.name, t.server);
    const outcomes: CanaryOutcome[] = [];
    const live = await captureTarget(t, io, via, json, runThem ? canaryHook(label, t, base, outcomes) : undefined);
    const canaryInfo: Pick<CheckResult, 'canaries' | 'coverage' | 'canariesSkipped' | 'canariesDiffer' | 'codeNote'> = {};
    if (declared.length > 0) {
      if (runThem) canaryInfo.canaries = outcomes.sort((a, b) => a.index - b.index);
      else canaryInfo.canariesSkipped = flag(p, 'no-canaries') ? '--no-canaries' : '--via inspector has no session to reuse';
      canaryInfo.coverage = canaryCoverage(live);
    }
    const rel = shownPath(io, t.snapshotPath);
    if (!existsSync(t.snapshotPath)) {
      if (flag(p, 'update')) {
        await writeSnapshot(t.snapshotPath, live, t.root);
        results.push({ server: t.name, snapshot: rel, status: 'updated', ...canaryInfo });
      } else results.push({ server: t.name, snapshot: rel, status: 'missing', ...canaryInfo });
      continue;
    }
    const committed = await readSnapshot(t.snapshotPath);
    const sameContract = sameSnapshot(committed, live);
    const note = codeNote(committed, live, !sameContract);
    if (note) canaryInfo.codeNote = note;
    if (sameContract) {
      // Only the recorded identity moved: the contract passes; --update records the new code.
      const update = flag(p, 'update') && serializeSnapshot(committed) !== serializeSnapshot(live);
      if (update) await writeSnapshot(t.snapshotPath, live, t.root);
      results.push({ server: t.name, snapshot: rel, status: update ? 'updated' : 'ok', ...canaryInfo });
      continue;
    }
    const report = diffSnapshots(committed, live, config, { base: rel, head: 'live' });
    const recorded = (snap: typeof live): string => JSON.stringify(Object.entries(snap.surfaces).map(([k, v]) => [k, v.canaries ?? []]));
    if (recorded(committed) !== recorded(live)) canaryInfo.canariesDiffer = true;
    if (flag(p, 'update')) {
      await writeSnapshot(t.snapshotPath, live, t.root);
      results.push({ server: t.name, snapshot: rel, status: 'updated', report, ...canaryInfo });
    } else results.push({ server: t.name, snapshot: rel, status: 'drift', report, ...canaryInfo });
  }
  const failed = results.some((r) => r.status === 'drift' || r.status === 'missing' || (r.canaries ?? []).some((c) => c.status === 'failed'));
  if (json) {
    io.stdout(`${JSON.stringify({ ok: !failed, servers: results }, null, 2)}\n`);
    return failed ? 1 : 0;
  }
  for (const r of results) {
    const t = targets.find((x) => x.name === r.server) as Target;
    if (r.status === 'ok') io.stdout(`${r.server}: ${r.snapshot} matches the live server\n`);
    else if (r.status === 'updated') io.stdout(`${r.server}: updated ${r.snapshot}\n`);
    else if (r.status === 'missing')
      io.stdout(`${r.server}: no snapshot at ${r.snapshot}\n  create it with: ${updateCommand(t, io, loaded?.path)}\n`);
    else {
      io.stdout(`${r.server}: ${r.snapshot} does not match the live server\n`);
      if (r.report && r.report.changes.length + r.report.ignored.length > 0) io.stdout(renderText(r.report));
      else if (r.canariesDiffer) io.stdout("  (no contract changes: the config's canaries differ from the ones the snapshot records)\n");
      else io.stdout('  (no contract changes: only snapshot details such as observation metadata differ)\n');
      io.stdout(`  if the change is intended, update the snapshot and commit it:\n    ${updateCommand(t, io, loaded?.path)}\n`);
    }
    printCanaries(r, io);
  }
  return failed ? 1 : 0;
}

/** Canary lines: each outcome, then the coverage; a pass is stated as observed on this run, nothing more. */
function printCanaries(r: CheckResult, io: CliIo): void {
  if (r.codeNote) io.stdout(`${r.server}: note: ${cleanTerminal(r.codeNote, 600)}\n`);
  if (r.canariesSkipped) io.stdout(`${r.server}: canaries not run (${r.canariesSkipped}): behaviour unverified\n`);
  for (const c of r.canaries ?? []) {
    const what = `canary ${c.index} (tool ${cleanTerminal(c.tool, 80)}, surface ${cleanTerminal(c.surface, 80)})`;
    if (c.status === 'passed') io.stdout(`${r.server}: ${what}: observed the expected result on this run\n`);
    else for (const f of c.failures) io.stdout(`${r.server}: ${what} failed: ${f.rule}: ${cleanTerminal(f.message, 400)}\n`);
  }
  if (r.coverage) io.stdout(`${r.server}: ${coverageLine(r.coverage)}\n`);
}

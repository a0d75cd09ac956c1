// `mcp-contract check`, once its first server is starting (check.ts): capture each target, compare it with its
// committed snapshot, classify the drift, maybe update, and report. Loaded while the first server boots.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { diffSnapshots } from '../../api/diff.js';
import type { Tokenizer } from '../../api/tokenizer.js';
import type { Report } from '../../core/shared/model.js';
import { readSnapshot, sameSnapshot, serializeSnapshot } from '../../api/snapshot-files.js';
import { writeCapturedSnapshot, writeFileAtomic } from '../../storage/snapshot-file.js';
import { renderCiReport } from '../../render/ci-report.js';
import type { SarifDriftEntry } from '../../render/sarif-drift.js';
import { fileLocation } from '../sarif-location.js';
import { formatOfFile, type Formatters } from '../formats.js';
import { VERSION } from '../version.js';
import { codeNote } from '../../core/identity/identity.js';
import { render } from '../../api/render.js';
import { ONLY_DETAILS_DIFFER } from '../../render/text.js';
import { flag, str, type CommandArgs, type Parsed } from '../args.js';
import { CHECK } from '../specs/check.js';
import type { FormatOf } from '../spec.js';
import { allBounded, type Slots } from '../../capture/concurrent.js';
import { configOfServer, type Config } from '../../core/shared/config.js';
import { captureTarget } from '../capture-target.js';
import { shownPath, type CliIo } from '../io.js';
import type { Target } from '../targets.js';
import { runCanaries, type CanaryOutcome } from '../../canary/run.js';
import { canaryCoverage, coverageLine, type CanaryCoverage } from '../../core/diff/canary-coverage.js';
import { cleanTerminal } from '../../render/text.js';
import type { LoadedConfig } from '../../storage/config-file.js';
import { denialsFor, type BaseConfig } from '../canary-base.js';
import type { CaptureOptions } from '../../capture/capture.js';
import type { EarlyLaunch } from '../../capture/early-launch.js';

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

interface CheckRun {
  p: Parsed;
  io: CliIo;
  via: 'sdk' | 'inspector';
  json: boolean;
  label: string;
  base: BaseConfig | undefined;
  config: Config;
  canaried: ReadonlySet<string>;
  /** Started before the servers (tokenizerFor), awaited at each diff. */
  tokenizer: Promise<Tokenizer | undefined>;
}

/** One server: capture (with its canaries in the same sessions), compare with its committed snapshot, maybe update. */
async function checkTarget(t: Target, run: CheckRun, slots?: Slots, early?: EarlyLaunch): Promise<{ result: CheckResult; report?: Report }> {
  const { p, io, via, json, label, base, config } = run;
  const declared = t.server.canaries ?? [];
  const runThem = run.canaried.has(t.name);
  const outcomes: CanaryOutcome[] = [];
  const live = await captureTarget(t, io, via, json, runThem ? canaryHook(label, t, base, outcomes) : undefined, slots, early);
  const canaryInfo: Pick<CheckResult, 'canaries' | 'coverage' | 'canariesSkipped' | 'canariesDiffer' | 'codeNote'> = {};
  if (declared.length > 0) {
    if (runThem) canaryInfo.canaries = outcomes.sort((a, b) => a.index - b.index);
    else canaryInfo.canariesSkipped = flag(p, 'no-canaries') ? '--no-canaries' : '--via inspector has no session to reuse';
    canaryInfo.coverage = canaryCoverage(live);
  }
  const rel = shownPath(io, t.snapshotPath);
  if (!existsSync(t.snapshotPath)) {
    if (flag(p, 'update')) {
      await writeCapturedSnapshot(t.snapshotPath, live, t.root);
      return { result: { server: t.name, snapshot: rel, status: 'updated', ...canaryInfo } };
    }
    return { result: { server: t.name, snapshot: rel, status: 'missing', ...canaryInfo } };
  }
  const committed = await readSnapshot(t.snapshotPath);
  const sameContract = sameSnapshot(committed, live);
  const note = codeNote(committed, live, !sameContract);
  if (note) canaryInfo.codeNote = note;
  if (sameContract) {
    const report = diffSnapshots(committed, live, { config: configOfServer(config, t.name), labels: { base: rel, head: 'live' }, tokenizer: await run.tokenizer });
    // Only the recorded identity moved: the contract passes; --update records the new code.
    const update = flag(p, 'update') && serializeSnapshot(committed) !== serializeSnapshot(live);
    if (update) await writeCapturedSnapshot(t.snapshotPath, live, t.root);
    return { result: { server: t.name, snapshot: rel, status: update ? 'updated' : 'ok', ...canaryInfo }, report };
  }
  const report = diffSnapshots(committed, live, { config: configOfServer(config, t.name), labels: { base: rel, head: 'live' }, tokenizer: await run.tokenizer });
  const recorded = (snap: typeof live): string => JSON.stringify(Object.entries(snap.surfaces).map(([k, v]) => [k, v.canaries ?? []]));
  if (recorded(committed) !== recorded(live)) canaryInfo.canariesDiffer = true;
  if (flag(p, 'update')) await writeCapturedSnapshot(t.snapshotPath, live, t.root);
  return { result: { server: t.name, snapshot: rel, status: flag(p, 'update') ? 'updated' : 'drift', report, ...canaryInfo }, report };
}

/** What check.ts decided before the first server started. */
export interface CheckStart {
  p: CommandArgs<FormatOf<typeof CHECK>>;
  via: 'sdk' | 'inspector';
  config: Config;
  loaded?: LoadedConfig;
  targets: Target[];
  label: string;
  base: BaseConfig | undefined;
  /** The targets whose canaries run (their declarations checked already). */
  canaried: ReadonlySet<string>;
  tokenizer: Promise<Tokenizer | undefined>;
  limit: number;
  /** The first target's server, started already (early-launch.ts). */
  early?: EarlyLaunch;
}

export async function runCheck(start: CheckStart, io: CliIo): Promise<number> {
  const { p, via, config, loaded, targets, label, base, canaried, tokenizer, limit, early } = start;
  const format = p.format;
  const json = format !== 'text';
  const results: CheckResult[] = [];
  // Every compared server's report, drift or none, for the formats that list each server (JUnit, SARIF).
  const compared = new Map<string, Report>();
  const run: CheckRun = { p, io, via, json, label, base, config, canaried, tokenizer };
  const checked = await allBounded(targets, limit, (t, i, slots) => checkTarget(t, run, slots, i === 0 ? early : undefined));
  for (const c of checked) {
    results.push(c.result);
    if (c.report) compared.set(c.result.server, c.report);
  }
  const failed = failedRun(results);
  const out = str(p, 'out');
  const view: CheckRunView = { results, reports: compared, targets, io, configPath: loaded?.path };
  const written = (f: CheckFormat): string => RENDER[f](view);
  if (out) await writeFileAtomic(resolve(io.cwd, out), written(p.formatGiven ? format : formatOfFile(out, CHECK_FORMATS)));
  io.stdout(written(format));
  return failed ? 1 : 0;
}

/** What check prints: a line per server, the drift of each that differs, its canaries. */
function textOf(results: readonly CheckResult[], targets: readonly Target[], io: CliIo, configPath: string | undefined): string {
  const lines: string[] = [];
  const say = (text: string): number => lines.push(text);
  for (const r of results) {
    const t = targets.find((x) => x.name === r.server) as Target;
    if (r.status === 'ok') say(`${r.server}: ${r.snapshot} matches the live server\n`);
    else if (r.status === 'updated') say(`${r.server}: updated ${r.snapshot}\n`);
    else if (r.status === 'missing')
      say(`${r.server}: no snapshot at ${r.snapshot}\n  create it with: ${updateCommand(t, io, configPath)}\n`);
    else {
      say(`${r.server}: ${r.snapshot} does not match the live server\n`);
      if (r.report && r.report.changes.length + r.report.ignored.length > 0) say(render(r.report, 'text'));
      else if (r.canariesDiffer) say("  (no contract changes: the config's canaries differ from the ones the snapshot records)\n");
      else say(`  ${ONLY_DETAILS_DIFFER}\n`);
      say(`  if the change is intended, update the snapshot and commit it:\n    ${updateCommand(t, io, configPath)}\n`);
    }
    printCanaries(r, say);
  }
  return lines.join('');
}

type CheckFormat = FormatOf<typeof CHECK>;
const CHECK_FORMATS = Object.keys(CHECK.formats) as CheckFormat[];

/** One run of check, as every format renders it. */
interface CheckRunView {
  results: readonly CheckResult[];
  /** Every compared server's report, drift or none. */
  reports: ReadonlyMap<string, Report>;
  targets: readonly Target[];
  io: CliIo;
  configPath: string | undefined;
}

function failedRun(results: readonly CheckResult[]): boolean {
  return results.some((r) => r.status === 'drift' || r.status === 'missing' || (r.canaries ?? []).some((c) => c.status === 'failed'));
}

/** JUnit and SARIF list each server: its report, or why it has none, located in its committed snapshot. */
function ciReport(format: 'junit' | 'sarif', v: CheckRunView): string {
  const entries = v.results.map((r): SarifDriftEntry => {
    const t = v.targets.find((x) => x.name === r.server) as Target;
    const snapshot = fileLocation(t.snapshotPath, v.io.cwd);
    const report = v.reports.get(r.server);
    return report ? { report, snapshot } : { server: r.server, error: `no snapshot at ${r.snapshot}`, snapshot };
  });
  return renderCiReport(format, entries, { version: VERSION, root: v.io.cwd });
}

const RENDER: Formatters<CheckFormat, CheckRunView> = {
  text: (v) => textOf(v.results, v.targets, v.io, v.configPath),
  json: (v) => `${JSON.stringify({ ok: !failedRun(v.results), servers: v.results }, null, 2)}\n`,
  junit: (v) => ciReport('junit', v),
  sarif: (v) => ciReport('sarif', v),
};

/** Canary lines: each outcome, then the coverage; a pass is stated as observed on this run, nothing more. */
function printCanaries(r: CheckResult, say: (text: string) => void): void {
  if (r.codeNote) say(`${r.server}: note: ${cleanTerminal(r.codeNote, 600)}\n`);
  if (r.canariesSkipped) say(`${r.server}: canaries not run (${r.canariesSkipped}): behaviour unverified\n`);
  for (const c of r.canaries ?? []) {
    const what = `canary ${c.index} (tool ${cleanTerminal(c.tool, 80)}, surface ${cleanTerminal(c.surface, 80)})`;
    if (c.status === 'passed') say(`${r.server}: ${what}: observed the expected result on this run\n`);
    else for (const f of c.failures) say(`${r.server}: ${what} failed: ${f.rule}: ${cleanTerminal(f.message, 400)}\n`);
  }
  if (r.coverage) say(`${r.server}: ${coverageLine(r.coverage)}\n`);
}

// mode pr (and capture): classify the PR's live surface against the base branch's committed snapshot, with the base branch's
// policy, and hold breaking/review changes until a code owner of the snapshot signs off.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { posix, relative, resolve } from 'node:path';
import { runSetup, sweepAllCaptures } from '../capture/capture.js';
import { allBounded } from '../capture/concurrent.js';
import type { Config } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import type { Report, Snapshot } from '../core/shared/model.js';
import { DEFAULT_SIGNOFF_SEVERITIES } from '../github/verdict.js';
import { loadConfig, parseConfig, selectServers, type LoadedConfig } from '../storage/config-file.js';
import { ensureRef, gitBlobAt, gitCommit } from '../storage/git.js';
import { failureLine } from './failure.js';
import { readSides, judge, type PrSides } from './sides.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';
import { publish } from './publish.js';
import { ARTIFACT_FORMAT, reportPathOf, writeArtifact, type Artifact } from './report-file.js';
import { captureLive, prRunnerEnv, targetsOf, type ServerTarget } from './servers.js';
import { scrubDeep } from './secrets.js';
import { totals, writeSummary } from './summary.js';
import { readTrustedState, type TrustedState } from './trusted.js';
import { renameNotes, type ServerRename } from './server-renames.js';
import { tokenizerFor } from '../api/tokenizer.js';
import { escapeInline } from '../render/escape.js';
import { shardServers } from './shards.js';
import { eventPull } from './event.js';
import { readReleaseFacts, releasePreview, repositoryUrl, type ReleaseFacts } from './release-preview.js';

export { publish, type PublishInput } from './publish.js';

type PullRequest = NonNullable<ActionContext['event']['pr']>;

/** Variables that carry credentials acting on GitHub: none may reach the job that runs the PR's code. */
const TOKEN_VARIABLES = ['GITHUB_TOKEN', 'GH_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'] as const;

export interface PrEvaluation {
  reports: Report[];
  stale: string[];
  targets: ServerTarget[];
  configPath: string;
  configChanged: boolean;
  gate: Config;
  ownerPaths: string[];
  ownerPathsByServer: Record<string, string[]>;
  codeowners?: { path: string; text: string };
  live: Record<string, Snapshot>;
  renames: ServerRename[];
  codeNotes: Array<{ server: string; note: string }>;
  /** A release PR: what a release with attest: true signs (release-preview.ts). */
  releaseNotes: string[];
}

/** The config's path from the repository top, as git, CODEOWNERS and the comment marker name it. */
export function configRepoPath(ctx: ActionContext): string {
  return relative(ctx.repoTop, resolve(ctx.wd, ctx.inputs.config)).split('\\').join('/');
}

/** What a run captures, read before any of the PR's code runs; `sides` is absent for a shard that holds no server. */
interface CapturePlan {
  configPath: string;
  head: LoadedConfig;
  targets: ServerTarget[];
  sides?: PrSides;
  /** The runner variables the PR's config may hand to its servers (those the base config already refers to). */
  runnerEnv: Record<string, string | undefined>;
  /** Which servers this PR releases, read with the sides (before any PR code runs). */
  release?: ReleaseFacts;
}

/** The git side of what the gate trusts, read once: the PR's config and the plan, or why they could not be read. */
interface PlanRead {
  baseRef: string;
  /** The servers the run is about, when the PR's config could be read and has every server the `server` input names. */
  servers?: string[];
  plan: CapturePlan | { failure: string };
}

/**
 * Everything the gate trusts in pr mode, read once into one object before any of the PR's code runs: by git, the base
 * side (config, snapshots, CODEOWNERS, by blob id with replace refs off); from GitHub, the PR's head, our comment's
 * sign-off history, reviews or label events.
 */
export interface PrState extends PlanRead {
  /** The servers the run is about (the comment's marker): the PR's config's, else the base's. */
  servers: string[];
  github: TrustedState;
}

/** Reads the PR's config and the base side by git (no GitHub API: it runs the same on a fork's read-only token). */
async function readPlan(ctx: ActionContext, baseRef: string): Promise<PlanRead> {
  let servers: string[] | undefined;
  try {
    const head = await loadConfig(resolve(ctx.wd, ctx.inputs.config));
    servers = selectServers(head.config, ctx.inputs.config, ctx.inputs.servers);
    return { baseRef, servers, plan: await planCapture(ctx, baseRef, head, servers) };
  } catch (e) {
    return { baseRef, ...(servers ? { servers } : {}), plan: { failure: failureLine(e) } };
  }
}

async function planCapture(ctx: ActionContext, baseRef: string, head: LoadedConfig, servers: string[]): Promise<CapturePlan> {
  const { inputs, repoTop } = ctx;
  if (!(await ensureRef(baseRef, repoTop))) throw new UsageError(`base ref "${baseRef}" is not in the checkout and could not be fetched (use actions/checkout with fetch-depth: 0)`);
  const baseCommit = await gitCommit(baseRef, repoTop);
  if (!baseCommit) throw new UsageError(`base ref "${baseRef}" does not name a commit`);
  const configPath = relative(repoTop, head.path).split('\\').join('/');
  // A matrix shard captures its stable share; a shard that holds no server captures nothing (and says so).
  const names = shardServers(servers, inputs.shard);
  if (inputs.shard && names.length === 0) return { configPath, head, targets: [], runnerEnv: {} };
  const targets = targetsOf(head, inputs.config, inputs.shard ? names : inputs.servers, repoTop);
  const readBase = (path: string) => gitBlobAt(baseCommit, path, repoTop);
  const readHead = async (path: string) => {
    const abs = resolve(repoTop, path);
    return existsSync(abs) ? readFile(abs, 'utf8') : undefined;
  };
  const sides = await readSides({
    configPath,
    head: head.config,
    selected: targets.map((t) => t.name),
    only: inputs.shard ? names : inputs.servers,
    readBase,
    readHead,
    baseLabel: `git:${baseRef}`,
    headLabel: 'HEAD',
    headPaths: Object.fromEntries(targets.map((t) => [t.name, t.repoPath])),
  });
  // Only what the base branch's config already hands to its servers: a PR cannot name runner variables for its own code.
  const runnerEnv = prRunnerEnv(sides.base, head.config, targets.map((t) => t.name));
  const serverJsonPath = inputs.serverJson ? relative(repoTop, resolve(ctx.wd, inputs.serverJson)).split('\\').join('/') : posix.join(posix.dirname(configPath), 'server.json');
  const release = await readReleaseFacts({ head: head.config, configPath, servers: targets.map((t) => t.name), readBase, readHead, serverJsonPath, repository: repositoryUrl(ctx) });
  return { configPath, head, targets, sides, runnerEnv, release };
}

/** pr mode's one read of trusted state: the git side, then GitHub's, all before the PR's code runs. */
async function readPrState(ctx: ActionContext, pr: PullRequest): Promise<PrState> {
  const read = await readPlan(ctx, ctx.inputs.baseRef || pr.baseSha);
  const servers = await serversOf(ctx, read);
  const github = await readTrustedState(ctx, { pr, configPath: configRepoPath(ctx), servers });
  return { ...read, servers, github };
}

/** Builds and captures the planned servers (the judged code runs here), then judges them against the base side. */
async function evaluate(plan: CapturePlan, baseRef: string, concurrency: number): Promise<PrEvaluation> {
  const { sides, targets, head, configPath } = plan;
  if (!sides) return emptyShard(configPath);
  // The tokenizer loads while the setup runs and the servers start (none at all when the gate counts no cost).
  const tokenizer = tokenizerFor(sides.gate);
  if (targets.length > 0) await runSetup(head.config, head.dir);
  const captured = await allBounded(targets, concurrency, (t, _i, slots) => captureLive(head.config, t.name, head.dir, plan.runnerEnv, slots));
  const live = new Map<string, Snapshot>(targets.map((t, i) => [t.name, captured[i]]));
  const { reports, stale, codeNotes } = judge(sides, live, baseRef, await tokenizer);
  return {
    reports,
    stale,
    codeNotes,
    releaseNotes: plan.release ? releasePreview(plan.release, live, stale) : [],
    targets,
    configPath,
    configChanged: sides.configChanges.length > 0,
    gate: sides.gate,
    ownerPaths: sides.ownerPaths,
    ownerPathsByServer: sides.ownerPathsByServer,
    ...(sides.codeowners ? { codeowners: sides.codeowners } : {}),
    live: Object.fromEntries(live),
    renames: sides.renames,
  };
}

function emptyShard(configPath: string): PrEvaluation {
  return { reports: [], stale: [], codeNotes: [], releaseNotes: [], targets: [], configPath, configChanged: false, gate: {}, ownerPaths: [], ownerPathsByServer: {}, live: {}, renames: [] };
}

/** A pull request's run: the evaluation, or why it could not run (already one line). */
export type PrOutcome = { ev: PrEvaluation } | { failure: string };

/**
 * Runs the judged code from what was read: builds and captures the PR's servers. Whatever stopped the check (a config
 * error, a missing variable, a failed build) is a failure line, never a throw. Then writes the artifact a judge job
 * (`mode: comment`) takes the captured surfaces from.
 */
async function capturePullRequest(ctx: ActionContext, pr: PullRequest, read: PlanRead, reportPath: string): Promise<PrOutcome> {
  let outcome: PrOutcome;
  try {
    outcome = 'failure' in read.plan ? { failure: read.plan.failure } : { ev: await evaluate(read.plan, read.baseRef, ctx.inputs.concurrency) };
  } catch (e) {
    outcome = { failure: failureLine(e) };
  } finally {
    // Nothing the PR's code started outlives this point: what follows reads and writes as the gate alone.
    await sweepAllCaptures();
  }
  if ('failure' in outcome) {
    await writeArtifact(reportPath, { format: ARTIFACT_FORMAT, mode: 'pr', pr: prOf(pr), configPath: configRepoPath(ctx), snapshots: {}, stale: [], reports: [], ...shardOfRun(ctx), failure: outcome.failure }).catch(() => undefined);
    return outcome;
  }
  const { ev } = outcome;
  // A server can echo a configured secret into a description: nothing below may carry it.
  ev.reports = scrubDeep(ev.reports);
  await writeArtifact(reportPath, {
    format: ARTIFACT_FORMAT,
    mode: 'pr',
    pr: prOf(pr),
    configPath: ev.configPath,
    ...shardOfRun(ctx),
    snapshots: Object.fromEntries(ev.targets.map((t) => [t.name, t.repoPath])),
    stale: ev.stale,
    reports: ev.reports,
    live: scrubDeep(ev.live),
  });
  return outcome;
}

function requirePr(ctx: ActionContext, mode: string): PullRequest {
  const who = eventPull(ctx.event);
  if (who?.from !== 'pull_request') throw new UsageError(`mode ${mode}: event "${ctx.event.name}" has no pull_request (trigger on pull_request or pull_request_review)`);
  return who.pr;
}

/**
 * mode pr, in three steps a reader can check: (1) read everything trusted into one object (readPrState: git's base
 * config, snapshots and CODEOWNERS; GitHub's PR head, our comment's sign-off history, reviews or label events) before
 * any PR code runs; (2) run the PR's code and end every process it started; (3) judge and publish from what step 1 read.
 */
export async function prMode(ctx: ActionContext): Promise<ActionResult> {
  const pr = requirePr(ctx, 'pr');
  const reportPath = reportPathOf(ctx.inputs.report, ctx.env);
  const state = await readPrState(ctx, pr);
  const outcome = await capturePullRequest(ctx, pr, state, reportPath);
  const common = { pr, reportPath, readOnly: pr.fork, judgedCodeRan: true };
  if ('failure' in outcome) {
    return publish(ctx, { ...common, reports: [], stale: [], snapshotPaths: [], ownerPaths: [], servers: state.servers, configPath: configRepoPath(ctx), configChanged: false, signoffSeverities: DEFAULT_SIGNOFF_SEVERITIES, failure: outcome.failure }, state.github);
  }
  const { ev } = outcome;
  return publish(
    ctx,
    {
      ...common,
      reports: ev.reports,
      stale: ev.stale,
      snapshotPaths: ev.targets.map((t) => t.repoPath),
      ownerPaths: ev.ownerPaths,
      ownerPathsByServer: ev.ownerPathsByServer,
      codeowners: ev.codeowners ?? null,
      servers: ev.targets.map((t) => t.name),
      configPath: ev.configPath,
      configChanged: ev.configChanged,
      signoffSeverities: ev.gate.policy?.signoff ?? DEFAULT_SIGNOFF_SEVERITIES,
      notes: renameNotes(ev.renames, (t) => escapeInline(t, 600)),
      releaseNotes: ev.releaseNotes,
      codeNotes: ev.codeNotes,
    },
    state.github,
  );
}

/**
 * mode capture: the first job of the default two-job workflow. It runs the PR's code with no GitHub token at all and
 * only writes the artifact; the judge job (`mode: comment`) reads it with the token and runs no PR code.
 */
export async function captureMode(ctx: ActionContext): Promise<ActionResult> {
  const pr = requirePr(ctx, 'capture');
  if (ctx.inputs.token) throw new UsageError("mode capture: input \"github-token\" must be empty (github-token: ''): this job runs the pull request's code, which must find no token");
  // The step's own environment block stays readable to the PR's code (/proc/<pid>/environ): no token may be in it.
  const held = TOKEN_VARIABLES.filter((v) => (ctx.env[v] ?? '') !== '');
  if (held.length > 0) throw new UsageError(`mode capture: this step's environment holds ${held.join(', ')}, which the pull request's code could read from this process; remove it from the capture job (and give that job no id-token permission)`);
  const reportPath = reportPathOf(ctx.inputs.report, ctx.env);
  const outcome = await capturePullRequest(ctx, pr, await readPlan(ctx, ctx.inputs.baseRef || pr.baseSha), reportPath);
  if ('failure' in outcome) return { verdict: 'fail', summary: totals([]), reportPath, stale: false, failure: outcome.failure };
  const shard = ctx.inputs.shard;
  const captured = outcome.ev.targets.map((t) => `\`${escapeInline(t.name, 100)}\``).join(', ') || 'none (no server falls in this share)';
  const which = shard ? `Shard ${shard.index}/${shard.count} captured: ${captured}.` : "The pull request's servers were captured.";
  await writeSummary(`### MCP contract: captured\n\n${which} The judge job posts the verdict.\n`);
  return { verdict: 'pass', summary: totals(outcome.ev.reports), reportPath, stale: outcome.ev.stale.length > 0 };
}

/** The servers a run is about, as far as either config tells (to find a comment an older version keyed by them). */
async function serversOf(ctx: ActionContext, read: PlanRead): Promise<string[]> {
  if (read.servers) return read.servers;
  // The PR's config could not be read, or lacks a server the `server` input names: the base's may tell.
  try {
    const commit = await gitCommit(read.baseRef, ctx.repoTop);
    const text = commit ? await gitBlobAt(commit, configRepoPath(ctx), ctx.repoTop) : undefined;
    return text === undefined ? [] : selectServers(parseConfig(text, 'base'), 'base', ctx.inputs.servers);
  } catch {
    return [];
  }
}

function shardOfRun(ctx: ActionContext): Pick<Artifact, 'shard'> {
  return ctx.inputs.shard ? { shard: ctx.inputs.shard } : {};
}

function prOf(pr: PullRequest): NonNullable<Artifact['pr']> {
  return { number: pr.number, headSha: pr.headSha, baseSha: pr.baseSha, author: pr.author };
}


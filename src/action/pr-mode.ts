// mode: pr: classify the PR's live surface against the base branch's committed snapshot, with the base branch's
// policy, and hold breaking/review changes until a code owner of the snapshot signs off.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import type { Config } from '../core/config.js';
import { UsageError } from '../core/errors.js';
import type { Report, Snapshot } from '../core/model.js';
import { ownersFor, readCodeowners } from '../github/codeowners.js';
import { findStickyComment, upsertStickyComment, type FoundSticky } from '../github/comment.js';
import { encodeHiddenData, markerFor, nextHiddenData } from '../github/hidden.js';
import { httpMessage, httpStatus, type Octokit } from '../github/octokit.js';
import { evaluateSignoff, type SignoffResult } from '../github/signoff.js';
import { DEFAULT_SIGNOFF_SEVERITIES, requiredFingerprints, verdictOf } from '../github/verdict.js';
import { renderMarkdown } from '../render/markdown.js';
import { escapeInline } from '../render/escape.js';
import { loadConfig, parseConfig, selectServers } from '../storage/config-file.js';
import { ensureRef, gitBlobAt, gitCommit } from '../storage/git.js';
import { failureLine } from './failure.js';
import { readSides, judge } from './sides.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';
import { reportPathOf, writeArtifact, type Artifact } from './report-file.js';
import { captureLive, prRunnerEnv, targetsOf, type ServerTarget } from './servers.js';
import { scrub, scrubDeep } from './secrets.js';
import { annotate, commentFullListAt, summaryContext, totals, writeSummary } from './summary.js';

export interface PrEvaluation {
  reports: Report[];
  stale: string[];
  targets: ServerTarget[];
  configPath: string;
  configChanged: boolean;
  gate: Config;
  ownerPaths: string[];
  codeowners?: { path: string; text: string };
  live: Record<string, Snapshot>;
  codeNotes: Array<{ server: string; note: string }>;
}

/** The config's path from the repository top, as git, CODEOWNERS and the comment marker name it. */
export function configRepoPath(ctx: ActionContext): string {
  return relative(ctx.repoTop, resolve(ctx.wd, ctx.inputs.config)).split('\\').join('/');
}

/**
 * Reads the base side (config, snapshots, CODEOWNERS, by blob id with replace refs off), then captures: the PR's
 * build and server run only after everything the gate trusts is in memory, and no git command runs after them.
 * No GitHub API here, so it runs the same on a fork's read-only token.
 */
export async function evaluatePullRequest(ctx: ActionContext, baseRef: string): Promise<PrEvaluation> {
  const { inputs, repoTop } = ctx;
  if (!(await ensureRef(baseRef, repoTop))) throw new UsageError(`base ref "${baseRef}" is not in the checkout and could not be fetched (use actions/checkout with fetch-depth: 0)`);
  const baseCommit = await gitCommit(baseRef, repoTop);
  if (!baseCommit) throw new UsageError(`base ref "${baseRef}" does not name a commit`);
  const head = await loadConfig(resolve(ctx.wd, inputs.config));
  const configPath = relative(repoTop, head.path).split('\\').join('/');
  const targets = targetsOf(head, inputs.config, inputs.servers, repoTop);
  const sides = await readSides({
    configPath,
    head: head.config,
    selected: targets.map((t) => t.name),
    only: inputs.servers,
    readBase: (path) => gitBlobAt(baseCommit, path, repoTop),
    readHead: async (path) => {
      const abs = resolve(repoTop, path);
      return existsSync(abs) ? readFile(abs, 'utf8') : undefined;
    },
    baseLabel: `git:${baseRef}`,
    headLabel: 'HEAD',
    headPaths: Object.fromEntries(targets.map((t) => [t.name, t.repoPath])),
  });
  const live = new Map<string, Snapshot>();
  // Only what the base branch's config already hands to its servers: a PR cannot name runner variables for its own code.
  const runnerEnv = prRunnerEnv(sides.base, head.config, targets.map((t) => t.name));
  for (const t of targets) live.set(t.name, await captureLive(head.config, t.name, head.dir, runnerEnv));
  const { reports, stale, codeNotes } = judge(sides, live, baseRef);
  return {
    reports,
    stale,
    codeNotes,
    targets,
    configPath,
    configChanged: sides.configChanges.length > 0,
    gate: sides.gate,
    ownerPaths: sides.ownerPaths,
    ...(sides.codeowners ? { codeowners: sides.codeowners } : {}),
    live: Object.fromEntries(live),
  };
}

export async function prMode(ctx: ActionContext): Promise<ActionResult> {
  const pr = ctx.event.pr;
  if (!pr) throw new UsageError(`mode pr: event "${ctx.event.name}" has no pull_request (trigger on pull_request or pull_request_review)`);
  const baseRef = ctx.inputs.baseRef || pr.baseSha;
  const reportPath = reportPathOf(ctx.inputs.report, ctx.env);
  let ev: PrEvaluation;
  try {
    ev = await evaluatePullRequest(ctx, baseRef);
  } catch (e) {
    // Whatever stopped the check (a config error, a missing variable, a failed build), the sticky comment must not
    // keep saying what an earlier run found: it says this commit could not be checked.
    const failure = failureLine(e);
    await writeArtifact(reportPath, { format: 'mcp-contract-artifact/1', mode: 'pr', pr: prOf(pr), configPath: configRepoPath(ctx), snapshots: {}, stale: [], reports: [], failure }).catch(() => undefined);
    return publish(ctx, {
      pr,
      reports: [],
      stale: [],
      snapshotPaths: [],
      ownerPaths: [],
      servers: await knownServers(ctx, baseRef),
      configPath: configRepoPath(ctx),
      configChanged: false,
      signoffSeverities: DEFAULT_SIGNOFF_SEVERITIES,
      reportPath,
      readOnly: pr.fork,
      failure,
    });
  }
  // A server can echo a configured secret into a description: nothing below may carry it.
  ev.reports = scrubDeep(ev.reports);
  await writeArtifact(reportPath, {
    format: 'mcp-contract-artifact/1',
    mode: 'pr',
    pr: prOf(pr),
    configPath: ev.configPath,
    snapshots: Object.fromEntries(ev.targets.map((t) => [t.name, t.repoPath])),
    stale: ev.stale,
    reports: ev.reports,
    live: scrubDeep(ev.live),
  });
  return publish(ctx, {
    pr,
    reports: ev.reports,
    stale: ev.stale,
    snapshotPaths: ev.targets.map((t) => t.repoPath),
    ownerPaths: ev.ownerPaths,
    codeowners: ev.codeowners ?? null,
    servers: ev.targets.map((t) => t.name),
    configPath: ev.configPath,
    configChanged: ev.configChanged,
    signoffSeverities: ev.gate.policy?.signoff ?? DEFAULT_SIGNOFF_SEVERITIES,
    reportPath,
    readOnly: pr.fork,
    codeNotes: ev.codeNotes,
  });
}

/** The servers a failed run was about, as far as either config tells (only to find a comment an older version keyed by them). */
async function knownServers(ctx: ActionContext, baseRef: string): Promise<string[]> {
  try {
    const head = await loadConfig(resolve(ctx.wd, ctx.inputs.config));
    return selectServers(head.config, ctx.inputs.config, ctx.inputs.servers);
  } catch {
    try {
      const commit = await gitCommit(baseRef, ctx.repoTop);
      const text = commit ? await gitBlobAt(commit, configRepoPath(ctx), ctx.repoTop) : undefined;
      return text === undefined ? [] : selectServers(parseConfig(text, 'base'), 'base', ctx.inputs.servers);
    } catch {
      return [];
    }
  }
}

function prOf(pr: NonNullable<ActionContext['event']['pr']>): NonNullable<Artifact['pr']> {
  return { number: pr.number, headSha: pr.headSha, baseSha: pr.baseSha, author: pr.author };
}

export interface PublishInput {
  pr: NonNullable<ActionContext['event']['pr']>;
  reports: Report[];
  stale: string[];
  /** Head snapshot paths per server (annotations, the stale error). */
  snapshotPaths: string[];
  /** Paths whose base CODEOWNERS owners may sign off (the base config's snapshot paths). */
  ownerPaths: string[];
  /** CODEOWNERS as read from the base commit before the PR's code ran; null when the base has none; undefined: ask the API. */
  codeowners?: { path: string; text: string } | null;
  servers: string[];
  configPath: string;
  configChanged: boolean;
  signoffSeverities: readonly ('breaking' | 'review' | 'safe')[];
  reportPath: string;
  /** A fork PR: the token cannot write, so no comment is attempted. */
  readOnly: boolean;
  /** The check could not run: the verdict is fail and the comment says only that, and why. */
  failure?: string;
  /** The PR's head as GitHub reported it during this run (comment mode asks it anyway). */
  currentHead?: string;
  /** "Same contract, different code" per server (raw: escaped here). */
  codeNotes?: Array<{ server: string; note: string }>;
}

/** Sign-off, verdict, comment, summary and annotations: shared by `pr` and `comment` modes. */
export async function publish(ctx: ActionContext, input: PublishInput): Promise<ActionResult> {
  const { inputs } = ctx;
  const { pr } = input;
  const notes: string[] = (input.codeNotes ?? []).map((n) => `Note for ${escapeInline(n.server, 100)}: ${escapeInline(n.note, 600)}`);
  const octokit: Octokit | undefined = inputs.token ? getOctokit(inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {}) : undefined;
  // One comment per config and `server` input: adding a server to the config keeps the same comment, so an old
  // verdict cannot linger beside the new one. Comments keyed by an explicit server list (older versions) are adopted.
  const marker = markerFor(input.configPath, inputs.servers);
  const legacyMarkers = inputs.servers.length === 0 && input.servers.length > 0 ? [markerFor(input.configPath, input.servers)] : [];
  const required = input.failure ? [] : requiredFingerprints(input.reports, input.signoffSeverities);
  const target = {
    owner: ctx.event.owner,
    repo: ctx.event.repo,
    issueNumber: pr.number,
    marker,
    legacyMarkers,
    ...(inputs.commentAuthor ? { selfLogin: inputs.commentAuthor } : {}),
  };

  let found: FoundSticky | undefined;
  let signoff: SignoffResult | undefined;
  let currentHead = input.currentHead;
  if (!octokit) notes.push('No `github-token`: sign-off cannot be checked and no comment is posted.');
  else {
    if (currentHead === undefined) {
      try {
        const { data } = await octokit.rest.pulls.get({ owner: ctx.event.owner, repo: ctx.event.repo, pull_number: pr.number });
        currentHead = data.head.sha;
      } catch (e) {
        core.info(`could not read the PR's current head (${oneLine(httpMessage(e))}); the comment is written for ${pr.headSha.slice(0, 7)}`);
      }
    }
    try {
      found = await findStickyComment(octokit, target);
    } catch (e) {
      notes.push(`Could not read the PR's comments (${oneLine(httpMessage(e))}): sign-off history is not trusted.`);
    }
    if (required.length > 0 && inputs.approval !== 'none') {
      const codeowners =
        input.codeowners !== undefined
          ? (input.codeowners ?? undefined)
          : await readCodeowners(octokit, { owner: ctx.event.owner, repo: ctx.event.repo, ref: pr.baseSha }).catch((e: unknown) => {
              notes.push(`Could not read CODEOWNERS from the base branch (${oneLine(httpMessage(e))}).`);
              return undefined;
            });
      const owners = [...new Set(input.ownerPaths.flatMap((p) => (codeowners ? ownersFor(codeowners.text, p) : [])))];
      try {
        signoff = await evaluateSignoff(octokit, {
          owner: ctx.event.owner,
          repo: ctx.event.repo,
          pullNumber: pr.number,
          headSha: pr.headSha,
          author: pr.author,
          owners,
          required,
          previous: found?.hidden,
          mode: inputs.approval,
          label: inputs.approvalLabel,
        });
      } catch (e) {
        // Fail closed: a sign-off that cannot be verified is no sign-off.
        const what = inputs.approval === 'label' ? "the PR's label events" : "the PR's reviews";
        signoff = { mode: inputs.approval, satisfied: false, owners, reasons: [`could not read ${what} (${oneLine(httpMessage(e))}), so sign-off cannot be verified`] };
        core.warning(`sign-off not verified: could not read ${what} (${oneLine(httpMessage(e))})`);
      }
    }
  }
  // A re-run of an older commit (or a run that finished after a newer push) must not overwrite what the head's run says.
  const superseded = currentHead !== undefined && currentHead !== pr.headSha;

  const stale = input.stale.length > 0;
  const verdict = input.failure ? 'fail' : stale ? 'fail' : verdictOf(input.reports, signoff, { failOn: inputs.failOn, signoff: input.signoffSeverities, mode: inputs.approval });
  if (input.readOnly) notes.push('This PR comes from a fork: the token is read-only, so the comment is not posted here. The JSON report is saved for `mode: comment` in a `workflow_run` workflow.');
  const hidden = nextHiddenData(input.failure ? undefined : found?.hidden, pr.headSha, required, ctx.now);
  const runUrl = ctx.env.GITHUB_SERVER_URL && ctx.env.GITHUB_RUN_ID ? `${ctx.env.GITHUB_SERVER_URL}/${ctx.event.owner}/${ctx.event.repo}/actions/runs/${ctx.env.GITHUB_RUN_ID}` : undefined;
  // The update command only helps when the PR's committed snapshot is out of date.
  const updateCommand = stale ? ctx.updateCommand(input.servers.length === 1 ? input.servers[0] : undefined) : undefined;
  const shared = {
    verdict,
    signoff,
    signoffSeverities: input.signoffSeverities,
    label: inputs.approval === 'label' ? inputs.approvalLabel : undefined,
    ...(updateCommand !== undefined ? { updateCommand } : {}),
    configChanged: input.configChanged ? input.configPath : undefined,
    stale: input.stale.map((s) => `The committed snapshot of "${s}" does not match the PR's live server.`),
    notes: stale ? [...notes, staleNote(ctx, input)] : notes,
  };
  const body = input.failure
    ? failureBody(marker, hidden, pr.headSha, input.failure, notes, runUrl)
    : renderMarkdown(input.reports, { ...shared, marker, hidden, runUrl, fullListAt: commentFullListAt(input.reportPath, runUrl) });
  // The job summary is the full list (up to its own 1 MiB limit), not a copy of the comment cut to 65,536 characters.
  const summaryBody = input.failure ? body : renderMarkdown(input.reports, { ...shared, ...summaryContext(input.reportPath) });

  // Different code behind an unchanged contract is worth a comment too: it is the cue for canaries.
  const hasChanges = input.reports.some((r) => r.changes.length > 0) || stale || input.failure !== undefined || (input.codeNotes ?? []).length > 0;
  const wantComment = inputs.comment === 'true' || (inputs.comment === 'changes' && (hasChanges || found?.comment !== undefined));
  let summary = summaryBody;
  if (superseded) {
    const line = `This run checked commit ${pr.headSha.slice(0, 7)}, but the PR's head is now ${String(currentHead).slice(0, 7)}: the PR comment is left to the run for the head commit.`;
    core.warning(line);
    summary = `> [!NOTE]\n> ${line}\n\n${summaryBody}`;
  } else if (octokit && wantComment && !input.readOnly) {
    try {
      const r = await upsertStickyComment(octokit, { ...target, body: scrub(body), existing: found });
      core.info(`PR comment ${r.action} (#${r.id})`);
    } catch (e) {
      const status = httpStatus(e);
      if (status === 403 || status === 404) core.warning(`could not post the PR comment (${oneLine(httpMessage(e))}): the token is read-only here; the report is in the job summary and ${input.reportPath}`);
      else throw e;
    }
  }
  annotate(input.reports, input.snapshotPaths, { blocking: verdict !== 'pass', reserved: { error: input.stale.length } });
  input.stale.forEach((s) => {
    const file = input.snapshotPaths[input.servers.indexOf(s)];
    core.error(`${file ?? s} does not match the live server "${s}": run ${ctx.updateCommand(s)} and commit the result`, file ? { file, title: 'mcp-contract' } : { title: 'mcp-contract' });
  });
  await writeSummary(summary);
  return { verdict, summary: totals(input.reports), reportPath: input.reportPath, stale, ...(input.failure ? { failure: input.failure } : {}) };
}

/**
 * The comment of a run that could not judge anything: it says so and nothing else. No verdict of an earlier run, no
 * "the capabilities match", no sign-off state survives it; the hidden data restarts, so sign-off is asked again.
 */
function failureBody(marker: string, hidden: ReturnType<typeof nextHiddenData>, sha: string, failure: string, notes: readonly string[], runUrl?: string): string {
  const parts = [
    marker,
    encodeHiddenData(hidden),
    '',
    '### ❌ MCP contract: the check could not run',
    '',
    `> [!CAUTION]\n> The check could not run for commit ${sha.slice(0, 7)}: ${escapeInline(failure, 400)}`,
    '',
    'Nothing was compared, so this commit\'s contract is unknown and the check fails. Fix the cause and push, or re-run the job.',
    '',
    ...notes.flatMap((n) => [n, '']),
  ];
  if (runUrl) parts.push(`[The workflow run](${runUrl})`, '');
  return parts.join('\n');
}

/** Stale snapshots fail the PR whatever the diff says, so the fix is named even when no change is listed. */
function staleNote(ctx: ActionContext, input: PublishInput): string {
  const cmd = ctx.updateCommand(input.servers.length === 1 ? input.servers[0] : undefined);
  return `The committed snapshot must be what the PR's server serves. Rewrite it with \`${cmd.replace(/`/g, '')}\` and commit the result.`;
}

function oneLine(s: string): string {
  return s.split('\n')[0].slice(0, 200);
}

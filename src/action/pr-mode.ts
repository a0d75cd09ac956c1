// mode: pr: classify the PR's live surface against the base branch's committed snapshot, with the base branch's
// policy, and hold breaking/review changes until a code owner of the snapshot signs off.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { diffSnapshots } from '../core/classify.js';
import { configChanges, gatingConfig } from '../core/config-diff.js';
import type { Config } from '../core/config.js';
import { CaptureError, UsageError } from '../core/errors.js';
import type { Report } from '../core/model.js';
import { ownersFor, readCodeowners } from '../github/codeowners.js';
import { findStickyComment, upsertStickyComment, type FoundSticky } from '../github/comment.js';
import { markerFor, nextHiddenData } from '../github/hidden.js';
import { httpMessage, httpStatus, type Octokit } from '../github/octokit.js';
import { evaluateSignoff, type SignoffResult } from '../github/signoff.js';
import { DEFAULT_SIGNOFF_SEVERITIES, requiredFingerprints, verdictOf } from '../github/verdict.js';
import { renderMarkdown } from '../render/markdown.js';
import { escapeInline } from '../render/escape.js';
import { loadConfig, parseConfig } from '../storage/config-file.js';
import { ensureRef, gitShow } from '../storage/git.js';
import { parseSnapshot, readSnapshot } from '../storage/snapshot-file.js';
import { emptySnapshot } from './check-mode.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';
import { reportPathOf, writeArtifact } from './report-file.js';
import { captureLive, sameSnapshot, targetsOf, type ServerTarget } from './servers.js';
import { scrub, scrubDeep } from './secrets.js';
import { annotate, commentFullListAt, summaryContext, totals, writeSummary } from './summary.js';

export interface PrEvaluation {
  reports: Report[];
  stale: string[];
  targets: ServerTarget[];
  configPath: string;
  configChanged: boolean;
  gate: Config;
}

/** Captures and classifies; no GitHub API here, so it runs the same on a fork's read-only token. */
export async function evaluatePullRequest(ctx: ActionContext, baseRef: string): Promise<PrEvaluation> {
  const { inputs, repoTop } = ctx;
  if (!(await ensureRef(baseRef, repoTop))) throw new UsageError(`base ref "${baseRef}" is not in the checkout and could not be fetched (use actions/checkout with fetch-depth: 0)`);
  const head = await loadConfig(resolve(ctx.wd, inputs.config));
  const configPath = relative(repoTop, head.path).split('\\').join('/');
  const baseText = await gitShow(baseRef, configPath, repoTop);
  const base = baseText === undefined ? undefined : parseConfig(baseText, `git:${baseRef}:${configPath}`);
  // Renames, ignores, severities and deprecations come from the base branch: a PR cannot loosen its own gate.
  const gate = gatingConfig(base, head.config);
  const targets = targetsOf(head, inputs.config, inputs.servers, repoTop);
  const reports: Report[] = [];
  const stale: string[] = [];
  const cfgChanges = configChanges(base, head.config, configPath);
  // The baseline is wherever the BASE config keeps the snapshot: a PR that moves the path must not get an empty baseline.
  const baseRepoPath = (name: string, fallback: string): string => {
    const server = base?.servers?.[name];
    if (!server) return fallback;
    return relative(repoTop, resolve(head.dir, server.snapshot ?? `snapshots/${name}.json`)).split('\\').join('/');
  };
  const readBaseline = async (name: string, path: string) => {
    const text = await gitShow(baseRef, path, repoTop);
    return text === undefined ? emptySnapshot(name) : parseSnapshot(text, `git:${baseRef}:${path}`);
  };
  for (const t of targets) {
    const live = await captureLive(head.config, t.name, head.dir);
    const basePath = baseRepoPath(t.name, t.repoPath);
    const baseline = await readBaseline(t.name, basePath);
    const report = diffSnapshots(baseline, live, gate, { base: `git:${baseRef.slice(0, 12)}:${basePath}`, head: 'live' });
    reports.push(report);
    const committed = existsSync(t.snapshotPath) ? await readSnapshot(t.snapshotPath) : undefined;
    if (!sameSnapshot(committed, live)) stale.push(t.name);
  }
  // A server the PR deletes from the config is not ungated: everything its baseline offered is reported removed.
  const dropped = Object.keys(base?.servers ?? {}).filter(
    (n) => !(n in (head.config.servers ?? {})) && (inputs.servers.length === 0 || inputs.servers.includes(n)),
  );
  for (const name of dropped) {
    const basePath = baseRepoPath(name, `snapshots/${name}.json`);
    const baseline = await readBaseline(name, basePath);
    reports.push(diffSnapshots(baseline, emptySnapshot(name), gate, { base: `git:${baseRef.slice(0, 12)}:${basePath}`, head: 'removed from the config' }));
  }
  if (cfgChanges.length > 0) reports.push(configReport(cfgChanges, configPath, baseRef));
  return { reports, stale, targets, configPath, configChanged: cfgChanges.length > 0, gate };
}

function configReport(changes: Report['changes'], configPath: string, baseRef: string): Report {
  const summary = { breaking: 0, review: 0, safe: 0 };
  for (const c of changes) summary[c.severity]++;
  return { format: 'mcp-contract-report/1', server: configPath, base: `git:${baseRef.slice(0, 12)}:${configPath}`, head: configPath, summary, changes, ignored: [] };
}

export async function prMode(ctx: ActionContext): Promise<ActionResult> {
  const pr = ctx.event.pr;
  if (!pr) throw new UsageError(`mode pr: event "${ctx.event.name}" has no pull_request (trigger on pull_request or pull_request_review)`);
  const baseRef = ctx.inputs.baseRef || pr.baseSha;
  let ev: PrEvaluation;
  try {
    ev = await evaluatePullRequest(ctx, baseRef);
  } catch (e) {
    if (!(e instanceof CaptureError)) throw e;
    // The sticky comment must not keep saying "pass" from an earlier run while this one cannot judge anything.
    if (e.detail) core.info(scrub(e.detail));
    return publishFailure(ctx, pr, scrub(e.message));
  }
  // A server can echo a configured secret into a description: nothing below may carry it.
  ev.reports = scrubDeep(ev.reports);
  const reportPath = reportPathOf(ctx.inputs.report, ctx.env);
  await writeArtifact(reportPath, {
    format: 'mcp-contract-artifact/1',
    mode: 'pr',
    pr: { number: pr.number, headSha: pr.headSha, baseSha: pr.baseSha, author: pr.author },
    configPath: ev.configPath,
    snapshots: Object.fromEntries(ev.targets.map((t) => [t.name, t.repoPath])),
    stale: ev.stale,
    reports: ev.reports,
  });
  return publish(ctx, {
    pr,
    reports: ev.reports,
    stale: ev.stale,
    snapshotPaths: ev.targets.map((t) => t.repoPath),
    servers: ev.targets.map((t) => t.name),
    configPath: ev.configPath,
    configChanged: ev.configChanged,
    signoffSeverities: ev.gate.policy?.signoff ?? DEFAULT_SIGNOFF_SEVERITIES,
    reportPath,
    readOnly: pr.fork,
  });
}

/** Updates the same sticky comment (same marker) to say the check could not run, and fails. */
async function publishFailure(ctx: ActionContext, pr: NonNullable<ActionContext['event']['pr']>, failure: string): Promise<ActionResult> {
  const head = await loadConfig(resolve(ctx.wd, ctx.inputs.config));
  const configPath = relative(ctx.repoTop, head.path).split('\\').join('/');
  const targets = targetsOf(head, ctx.inputs.config, ctx.inputs.servers, ctx.repoTop);
  return publish(ctx, {
    pr,
    reports: [],
    stale: [],
    snapshotPaths: targets.map((t) => t.repoPath),
    servers: targets.map((t) => t.name),
    configPath,
    configChanged: false,
    signoffSeverities: DEFAULT_SIGNOFF_SEVERITIES,
    reportPath: reportPathOf(ctx.inputs.report, ctx.env),
    readOnly: pr.fork,
    failure,
  });
}

export interface PublishInput {
  pr: NonNullable<ActionContext['event']['pr']>;
  reports: Report[];
  stale: string[];
  snapshotPaths: string[];
  servers: string[];
  configPath: string;
  configChanged: boolean;
  signoffSeverities: readonly ('breaking' | 'review' | 'safe')[];
  reportPath: string;
  /** A fork PR: the token cannot write, so no comment is attempted. */
  readOnly: boolean;
  /** The check could not run: the verdict is fail and the comment says why. */
  failure?: string;
}

/** Sign-off, verdict, comment, summary and annotations: shared by `pr` and `comment` modes. */
export async function publish(ctx: ActionContext, input: PublishInput): Promise<ActionResult> {
  const { inputs } = ctx;
  const { pr } = input;
  const notes: string[] = [];
  const octokit: Octokit | undefined = inputs.token ? getOctokit(inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {}) : undefined;
  const marker = markerFor(input.configPath, input.servers);
  const required = requiredFingerprints(input.reports, input.signoffSeverities);
  const target = {
    owner: ctx.event.owner,
    repo: ctx.event.repo,
    issueNumber: pr.number,
    marker,
    ...(inputs.commentAuthor ? { selfLogin: inputs.commentAuthor } : {}),
  };

  let found: FoundSticky | undefined;
  let signoff: SignoffResult | undefined;
  if (!octokit) notes.push('No `github-token`: sign-off cannot be checked and no comment is posted.');
  else {
    try {
      found = await findStickyComment(octokit, target);
    } catch (e) {
      notes.push(`Could not read the PR's comments (${oneLine(httpMessage(e))}): sign-off history is not trusted.`);
    }
    if (required.length > 0 && inputs.approval !== 'none') {
      const codeowners = await readCodeowners(octokit, { owner: ctx.event.owner, repo: ctx.event.repo, ref: pr.baseSha }).catch((e: unknown) => {
        notes.push(`Could not read CODEOWNERS from the base branch (${oneLine(httpMessage(e))}).`);
        return undefined;
      });
      const owners = [...new Set(input.snapshotPaths.flatMap((p) => (codeowners ? ownersFor(codeowners.text, p) : [])))];
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

  const stale = input.stale.length > 0;
  if (input.failure) notes.unshift(`> [!CAUTION]\n> The check could not run: ${escapeInline(input.failure, 400)}`);
  const verdict = input.failure ? 'fail' : stale ? 'fail' : verdictOf(input.reports, signoff, { failOn: inputs.failOn, signoff: input.signoffSeverities, mode: inputs.approval });
  if (input.readOnly) notes.push('This PR comes from a fork: the token is read-only, so the comment is not posted here. The JSON report is saved for `mode: comment` in a `workflow_run` workflow.');
  const hidden = nextHiddenData(found?.hidden, pr.headSha, required, ctx.now);
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
  const body = renderMarkdown(input.reports, { ...shared, marker, hidden, runUrl, fullListAt: commentFullListAt(input.reportPath, runUrl) });
  // The job summary is the full list (up to its own 1 MiB limit), not a copy of the comment cut to 65,536 characters.
  const summaryBody = renderMarkdown(input.reports, { ...shared, ...summaryContext(input.reportPath) });

  const hasChanges = input.reports.some((r) => r.changes.length > 0) || stale || input.failure !== undefined;
  const wantComment = inputs.comment === 'true' || (inputs.comment === 'changes' && (hasChanges || found?.comment !== undefined));
  if (octokit && wantComment && !input.readOnly) {
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
  await writeSummary(summaryBody);
  return { verdict, summary: totals(input.reports), reportPath: input.reportPath, stale, ...(input.failure ? { failure: input.failure } : {}) };
}

/** Stale snapshots fail the PR whatever the diff says, so the fix is named even when no change is listed. */
function staleNote(ctx: ActionContext, input: PublishInput): string {
  const cmd = ctx.updateCommand(input.servers.length === 1 ? input.servers[0] : undefined);
  return `The committed snapshot must be what the PR's server serves. Rewrite it with \`${cmd.replace(/`/g, '')}\` and commit the result.`;
}

function oneLine(s: string): string {
  return s.split('\n')[0].slice(0, 200);
}

// Judge and publish: sign-off, verdict, comment, summary and annotations, shared by `pr` and `comment` modes. Works
// only from what it is given: the reports, and the trusted state read before any judged code ran (trusted.ts).
import * as core from '@actions/core';
import type { Report } from '../core/shared/model.js';
import { ownersFor, readCodeowners } from '../github/codeowners.js';
import { upsertStickyComment } from '../github/comment.js';
import { encodeHiddenData, nextHiddenData } from '../github/hidden.js';
import { httpMessage, httpStatus } from '../github/octokit.js';
import { evaluateSignoff, type SignoffResult } from '../github/signoff.js';
import { requiredFingerprints, verdictOf } from '../github/verdict.js';
import { renderMarkdown } from '../render/markdown.js';
import { escapeInline } from '../render/escape.js';
import type { ActionContext } from './context.js';
import type { ActionResult, Verdict } from './outputs.js';
import { scrub } from './secrets.js';
import { commandData } from './log.js';
import { writeCiReports } from './ci-reports.js';
import { combineSignoffs, signoffGroups } from './signoff-groups.js';
import { annotate, commentFullListAt, summaryContext, totals, writeSummary } from './summary.js';
import { oneLine, type TrustedState } from './trusted.js';

export interface PublishInput {
  pr: NonNullable<ActionContext['event']['pr']>;
  reports: Report[];
  stale: string[];
  /** Head snapshot paths per server (annotations, the stale error). */
  snapshotPaths: string[];
  /** Paths whose base CODEOWNERS owners may sign off (the base config's snapshot paths). */
  ownerPaths: string[];
  /** Each server's own owner paths: servers of different owners are signed off separately. */
  ownerPathsByServer?: Record<string, string[]>;
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
  /** Sentences for the comment about how the sides were paired (renamed server keys). */
  notes?: string[];
  /** A release PR's sections (already markdown): what a release with attest will sign. A release PR is commented on. */
  releaseNotes?: string[];
  /** "Same contract, different code" per server (raw: escaped here). */
  codeNotes?: Array<{ server: string; note: string }>;
  /** Judged code ran in this job after the trusted read: the comment is rewritten whole, whatever it says now. */
  judgedCodeRan?: boolean;
}

/** Sign-off on the evidence read before the judged code ran; unreadable evidence fails closed. */
async function signoffOf(ctx: ActionContext, input: PublishInput, trusted: TrustedState, required: string[]): Promise<SignoffResult | undefined> {
  const { inputs } = ctx;
  const { octokit } = trusted;
  if (!octokit || required.length === 0 || inputs.approval === 'none') return undefined;
  const codeowners =
    input.codeowners !== undefined
      ? (input.codeowners ?? undefined)
      : await readCodeowners(octokit, { owner: ctx.event.owner, repo: ctx.event.repo, ref: input.pr.baseSha }).catch((e: unknown) => {
          trusted.notes.push(`Could not read CODEOWNERS from the base branch (${oneLine(httpMessage(e))}).`);
          return undefined;
        });
  const owners = [...new Set(input.ownerPaths.flatMap((p) => (codeowners ? ownersFor(codeowners.text, p) : [])))];
  const failClosed = (reason: string): SignoffResult => {
    core.warning(commandData(`sign-off not verified: ${reason}`));
    return { mode: inputs.approval, satisfied: false, owners, reasons: [reason] };
  };
  if (trusted.evidenceError !== undefined) return failClosed(trusted.evidenceError);
  const ask = (groupOwners: string[], groupRequired: string[]) =>
    evaluateSignoff(octokit, {
      owner: ctx.event.owner,
      repo: ctx.event.repo,
      pullNumber: input.pr.number,
      headSha: input.pr.headSha,
      author: input.pr.author,
      owners: groupOwners,
      required: groupRequired,
      carryRequired: required,
      previous: trusted.found?.hidden,
      mode: inputs.approval,
      label: inputs.approvalLabel,
      ...(trusted.evidence ? { evidence: trusted.evidence } : {}),
    });
  try {
    const groups = input.ownerPathsByServer ? signoffGroups(input.reports, required, input.ownerPathsByServer, input.ownerPaths, codeowners?.text) : [];
    if (groups.length === 0) return await ask(owners, required);
    // Even one group: only its own owners, never the union of every snapshot's.
    if (groups.length === 1) return await ask(groups[0].owners, required);
    const results: SignoffResult[] = [];
    for (const g of groups) results.push(await ask(g.owners, g.required));
    return combineSignoffs(groups, results);
  } catch (e) {
    return failClosed(`could not check sign-off (${oneLine(httpMessage(e))}), so sign-off cannot be verified`);
  }
}

/** Posts or edits the sticky comment; a read-only token is a warning, anything else a failure. */
async function postComment(input: PublishInput, trusted: TrustedState, body: string): Promise<void> {
  if (!trusted.octokit) return;
  try {
    const r = await upsertStickyComment(trusted.octokit, { ...trusted.target, body: scrub(body), existing: trusted.found, rewrite: input.judgedCodeRan === true });
    core.info(`PR comment ${r.action} (#${r.id})`);
  } catch (e) {
    const status = httpStatus(e);
    if (status === 403 || status === 404) core.warning(commandData(`could not post the PR comment (${oneLine(httpMessage(e))}): the token is read-only here; the report is in the job summary and ${input.reportPath}`));
    else throw e;
  }
}

/** The comment and summary bodies for this verdict. */
function bodiesOf(ctx: ActionContext, input: PublishInput, trusted: TrustedState, verdict: Verdict, signoff: SignoffResult | undefined, required: string[]): { body: string; summary: string } {
  const { inputs } = ctx;
  const { pr } = input;
  const stale = input.stale.length > 0;
  const codeNotes = (input.codeNotes ?? []).map((n) => `Note for ${escapeInline(n.server, 100)}: ${escapeInline(n.note, 600)}`);
  const notes = [...trusted.notes, ...(input.notes ?? []), ...codeNotes, ...(input.releaseNotes ?? [])];
  if (input.readOnly) notes.push('This PR comes from a fork: the token is read-only, so the comment is not posted here. The JSON report is saved for `mode: comment` in a `workflow_run` workflow.');
  const hidden = nextHiddenData(input.failure ? undefined : trusted.found?.hidden, pr.headSha, required, ctx.now);
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
  const marker = trusted.target.marker;
  const body = input.failure
    ? failureBody(marker, hidden, pr.headSha, input.failure, notes, runUrl)
    : renderMarkdown(input.reports, { ...shared, marker, hidden, runUrl, fullListAt: commentFullListAt(input.reportPath, runUrl) });
  // The job summary is the full list (up to its own 1 MiB limit), not a copy of the comment cut to 65,536 characters.
  return { body, summary: input.failure ? body : renderMarkdown(input.reports, { ...shared, ...summaryContext(input.reportPath) }) };
}

async function headNow(ctx: ActionContext, trusted: TrustedState, pull: number): Promise<string | undefined> {
  if (!trusted.octokit) return undefined;
  try {
    const { data } = await trusted.octokit.rest.pulls.get({ owner: ctx.event.owner, repo: ctx.event.repo, pull_number: pull });
    return data.head.sha;
  } catch {
    return undefined;
  }
}

/** Judges and publishes from the reports and the trusted state; reads nothing a judged process could have changed. */
export async function publish(ctx: ActionContext, input: PublishInput, trusted: TrustedState): Promise<ActionResult> {
  const { inputs } = ctx;
  const { pr } = input;
  const required = input.failure ? [] : requiredFingerprints(input.reports, input.signoffSeverities);
  const signoff = await signoffOf(ctx, input, trusted, required);
  const stale = input.stale.length > 0;
  const verdict = input.failure || stale ? 'fail' : verdictOf(input.reports, signoff, { failOn: inputs.failOn, signoff: input.signoffSeverities, mode: inputs.approval });
  const { body, summary: summaryBody } = bodiesOf(ctx, input, trusted, verdict, signoff, required);
  // A re-run of an older commit (or a run that finished after a newer push) must not overwrite what the head's run says.
  // Asked again after the judged code ran: a push during the captures counts (this decides only where to write).
  const currentHead = (input.judgedCodeRan ? await headNow(ctx, trusted, pr.number) : undefined) ?? trusted.currentHead;
  const superseded = currentHead !== undefined && currentHead !== pr.headSha;
  // Different code behind an unchanged contract is worth a comment too: it is the cue for canaries.
  const hasChanges = input.reports.some((r) => r.changes.length > 0) || stale || input.failure !== undefined || (input.codeNotes ?? []).length > 0 || (input.releaseNotes ?? []).length > 0;
  const wantComment = inputs.comment === 'true' || (inputs.comment === 'changes' && (hasChanges || trusted.found?.comment !== undefined));
  let summary = summaryBody;
  if (superseded) {
    const line = `This run checked commit ${pr.headSha.slice(0, 7)}, but the PR's head is now ${String(currentHead).slice(0, 7)}: the PR comment is left to the run for the head commit.`;
    core.warning(line);
    summary = `> [!NOTE]\n> ${line}\n\n${summaryBody}`;
  } else if (wantComment && !input.readOnly) await postComment(input, trusted, body);
  annotate(input.reports, input.snapshotPaths, { blocking: verdict !== 'pass', reserved: { error: input.stale.length } });
  input.stale.forEach((s) => {
    const file = input.snapshotPaths[input.servers.indexOf(s)];
    core.error(commandData(`${file ?? s} does not match the live server "${s}": run ${ctx.updateCommand(s)} and commit the result`), file ? { file, title: 'mcp-contract' } : { title: 'mcp-contract' });
  });
  await writeSummary(summary);
  // Sign-off is for the whole set: when it holds, every required change counts as approved in the CI reports.
  const approved = new Set(signoff?.satisfied ? required : []);
  await writeCiReports(inputs, ctx, { reports: input.reports, servers: input.servers, snapshotPaths: input.snapshotPaths, approved, failure: input.failure });
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

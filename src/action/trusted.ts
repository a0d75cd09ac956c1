// What the gate trusts from GitHub, read in one place and at one moment: before any judged code (the PR's build,
// start command or server) runs. Whatever that code does afterwards with a token it found (edit the sticky comment's
// hidden sign-off history, add a label) is not seen by this run: the verdict is judged on this record.
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { findStickyComment, type FoundSticky, type StickyTarget } from '../github/comment.js';
import { markerFor } from '../github/hidden.js';
import { httpMessage, type Octokit } from '../github/octokit.js';
import { readSignoffEvidence, type SignoffEvidence } from '../github/signoff.js';
import type { ActionContext } from './context.js';
import { plainLine } from './log.js';

export interface TrustedState {
  /** Undefined without a `github-token`: nothing is read, nothing is posted. */
  octokit?: Octokit;
  target: StickyTarget;
  /** The PR's head as GitHub reported it at the read. */
  currentHead?: string;
  /** Our sticky comment and its hidden history as read; undefined when it could not be read. */
  found?: FoundSticky;
  /** Reviews or label events; undefined when sign-off is off, there is no token, or the read was refused. */
  evidence?: SignoffEvidence;
  /** Why the evidence could not be read (sign-off then fails closed). */
  evidenceError?: string;
  notes: string[];
}

export interface TrustedWhere {
  pr: NonNullable<ActionContext['event']['pr']>;
  configPath: string;
  /** Server names the run is about, for comments an older version keyed by them. */
  servers: readonly string[];
  /** Known already (comment mode asked GitHub for the PR): not asked again. */
  currentHead?: string;
}

/** The first line of a server's (GitHub's) message, cleaned: it goes into log lines and annotations. */
export function oneLine(s: string): string {
  return plainLine(s.split('\n')[0], 200);
}

/** The sticky comment's address: one comment per config and `server` input; comments keyed by a server list are adopted. */
export function stickyTarget(ctx: ActionContext, at: TrustedWhere): StickyTarget {
  const { inputs } = ctx;
  const legacy = inputs.servers.length === 0 && at.servers.length > 0 ? [markerFor(at.configPath, at.servers)] : [];
  return {
    owner: ctx.event.owner,
    repo: ctx.event.repo,
    issueNumber: at.pr.number,
    marker: markerFor(at.configPath, inputs.servers),
    legacyMarkers: legacy,
    ...(inputs.commentAuthor ? { selfLogin: inputs.commentAuthor } : {}),
  };
}

/** Reads the PR's head, our comment, and the reviews or label events. Never throws: a refused read is recorded. */
export async function readTrustedState(ctx: ActionContext, at: TrustedWhere): Promise<TrustedState> {
  const { inputs } = ctx;
  const target = stickyTarget(ctx, at);
  const notes: string[] = [];
  if (!inputs.token) return { target, notes: ['No `github-token`: sign-off cannot be checked and no comment is posted.'], ...headOf(at) };
  const octokit = getOctokit(inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {});
  const state: TrustedState = { octokit, target, notes, ...headOf(at) };
  if (state.currentHead === undefined) {
    try {
      const { data } = await octokit.rest.pulls.get({ owner: ctx.event.owner, repo: ctx.event.repo, pull_number: at.pr.number });
      state.currentHead = data.head.sha;
    } catch (e) {
      core.info(`could not read the PR's current head (${oneLine(httpMessage(e))}); the comment is written for ${at.pr.headSha.slice(0, 7)}`);
    }
  }
  try {
    state.found = await findStickyComment(octokit, target);
  } catch (e) {
    notes.push(`Could not read the PR's comments (${oneLine(httpMessage(e))}): sign-off history is not trusted.`);
  }
  if (inputs.approval !== 'none') {
    try {
      state.evidence = await readSignoffEvidence(octokit, { owner: ctx.event.owner, repo: ctx.event.repo, pullNumber: at.pr.number, mode: inputs.approval });
    } catch (e) {
      const what = inputs.approval === 'label' ? "the PR's label events" : "the PR's reviews";
      state.evidenceError = `could not read ${what} (${oneLine(httpMessage(e))}), so sign-off cannot be verified`;
    }
  }
  return state;
}

function headOf(at: TrustedWhere): { currentHead?: string } {
  return at.currentHead !== undefined ? { currentHead: at.currentHead } : {};
}

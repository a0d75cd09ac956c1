// What the runner tells us about the triggering event, read from GITHUB_EVENT_PATH: which pull request and commit a run
// is about come from here (eventPull), never from an artifact; who signed off is read from GitHub, never from here.
import { readFileSync } from 'node:fs';
import { UsageError } from '../core/shared/errors.js';

export interface PullRequestInfo {
  number: number;
  baseSha: string;
  baseRef: string;
  headSha: string;
  author: string;
  /** The head lives in another repository: the token is read-only there. */
  fork: boolean;
}

export interface RunnerEvent {
  name: string;
  owner: string;
  repo: string;
  payload: Record<string, unknown>;
  pr?: PullRequestInfo;
}

function obj(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
}

export function readEvent(env: Record<string, string | undefined>): RunnerEvent {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  let payload: Record<string, unknown> = {};
  const path = env.GITHUB_EVENT_PATH;
  if (path) {
    try {
      payload = obj(JSON.parse(readFileSync(path, 'utf8')));
    } catch (e) {
      throw new UsageError(`GITHUB_EVENT_PATH ${path}: cannot read the event payload (${(e as Error).message})`);
    }
  }
  const pr = obj(payload.pull_request);
  let info: PullRequestInfo | undefined;
  if (typeof pr.number === 'number') {
    const base = obj(pr.base);
    const head = obj(pr.head);
    const baseRepo = obj(base.repo).full_name;
    const headRepo = obj(head.repo).full_name;
    info = {
      number: pr.number,
      baseSha: String(base.sha ?? ''),
      baseRef: String(base.ref ?? ''),
      headSha: String(head.sha ?? ''),
      author: String(obj(pr.user).login ?? ''),
      fork: typeof baseRepo === 'string' && typeof headRepo === 'string' && baseRepo !== headRepo,
    };
  }
  return { name, owner, repo, payload, pr: info };
}

/**
 * The pull request a run judges and comments on, from the event alone: every mode asks here, and an artifact's
 * claim is checked against it, never used in its place. A pull_request-family event names the PR and its head. A
 * `workflow_run` names the head commit its run captured and, for a PR of this repository, the PR; a fork PR's run
 * lists none, so the artifact's number is only a claim that GitHub must confirm (that PR's head is this commit).
 */
export type EventPull =
  | { from: 'pull_request'; pr: PullRequestInfo }
  | { from: 'workflow_run'; headSha: string; numbers: number[]; headRepo?: string };

const SHA = /^[0-9a-f]{40}$/;

export function eventPull(event: RunnerEvent): EventPull | undefined {
  if (event.pr) return { from: 'pull_request', pr: event.pr };
  if (event.name !== 'workflow_run') return undefined;
  const run = obj(event.payload.workflow_run);
  if (typeof run.head_sha !== 'string' || !SHA.test(run.head_sha)) return undefined;
  const headSha = run.head_sha;
  // GitHub lists the open PRs whose head branch the run was on; only those at the run's commit are about it.
  const listed = (Array.isArray(run.pull_requests) ? run.pull_requests : []).map(obj);
  const numbers = listed.filter((p) => Number.isInteger(p.number) && (obj(p.head).sha ?? headSha) === headSha).map((p) => p.number as number);
  const headRepo = obj(run.head_repository).full_name;
  return { from: 'workflow_run', headSha, numbers: [...new Set(numbers)], ...(typeof headRepo === 'string' ? { headRepo } : {}) };
}

/** Where a run's PR identity came from, for the line that refuses an artifact of another PR. */
export function eventPullSource(who: EventPull, eventName: string): string {
  return who.from === 'pull_request' ? `the ${eventName || 'pull_request'} event` : 'the workflow_run that produced the artifact';
}

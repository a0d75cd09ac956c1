// What the runner tells us about the triggering event, read from GITHUB_EVENT_PATH (never trusted for identity).
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

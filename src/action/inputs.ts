// The only place that reads action inputs: everything downstream takes a typed, validated value.
import * as core from '@actions/core';
import { UsageError } from '../core/shared/errors.js';
import { FAIL_ON, type FailOn } from '../core/diff/gate.js';
import { protect } from './secrets.js';
import { parseConcurrency } from '../capture/concurrent.js';
import { parseShard, type Shard } from './shards.js';

export const MODES = ['pr', 'capture', 'check', 'release', 'comment'] as const;
export type Mode = (typeof MODES)[number];
export const APPROVALS = ['codeowners', 'label', 'none'] as const;
export type Approval = (typeof APPROVALS)[number];
export const COMMENT_WHEN = ['true', 'false', 'changes'] as const;
export type CommentWhen = (typeof COMMENT_WHEN)[number];

export interface ActionInputs {
  config: string;
  servers: string[];
  mode: Mode;
  token: string;
  failOn: FailOn;
  comment: CommentWhen;
  approval: Approval;
  approvalLabel: string;
  baseRef: string;
  workingDirectory: string;
  report: string;
  releaseDate: string;
  badge: string;
  /** The login the token posts as, when `GET /user` cannot tell (GitHub App installation tokens). */
  commentAuthor: string;
  /** mode release: capture the live server and judge it, failing when the committed snapshot is stale. */
  live: boolean;
  /** Where to write JUnit XML and SARIF 2.1.0 for the drift (relative to working-directory; empty writes none). */
  junit: string;
  sarif: string;
  /** How many servers are built and captured at once (default: the machine's cores). */
  concurrency: number;
  /** mode release: sign the surface the gate passed (keyless through the job's OIDC token). */
  attest: boolean;
  /** mode release with attest: the released file (npm tarball, PyPI file, MCPB bundle), relative to working-directory. */
  attestArtifact: string;
  /** mode release with attest: server.json to write the pointer into (relative to working-directory). */
  serverJson: string;
  /** mode capture: the share of the servers this matrix job captures. */
  shard?: Shard;
}

function pick<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const v = core.getInput(name).trim() || fallback;
  if (!(allowed as readonly string[]).includes(v)) throw new UsageError(`input "${name}": must be one of ${allowed.join(', ')} (got "${v}")`);
  return v as T;
}

function withShard(shard: Shard | undefined): { shard?: Shard } {
  if (shard && (core.getInput('mode').trim() || 'pr') !== 'capture') throw new UsageError('input "shard": only mode capture captures a share of the servers (mode comment merges the shards)');
  return shard ? { shard } : {};
}

export function readInputs(): ActionInputs {
  const token = core.getInput('github-token');
  if (token) protect([token]);
  const releaseDate = core.getInput('release-date').trim();
  if (releaseDate && !/^\d{4}-\d{2}-\d{2}$/.test(releaseDate)) throw new UsageError(`input "release-date": expected YYYY-MM-DD (got "${releaseDate}")`);
  return {
    config: core.getInput('config').trim() || 'mcp-contract.json',
    servers: core
      .getInput('server')
      .split(/[\s,]+/)
      .filter((s) => s.length > 0),
    mode: pick('mode', MODES, 'pr'),
    token,
    failOn: pick('fail-on', FAIL_ON, 'review'),
    comment: pick('comment', COMMENT_WHEN, 'changes'),
    approval: pick('approval', APPROVALS, 'codeowners'),
    approvalLabel: core.getInput('approval-label').trim() || 'mcp-contract: approved',
    baseRef: core.getInput('base-ref').trim(),
    workingDirectory: core.getInput('working-directory').trim() || '.',
    report: core.getInput('report').trim(),
    releaseDate,
    badge: core.getInput('badge').trim(),
    commentAuthor: core.getInput('comment-author').trim(),
    live: pick('live', ['true', 'false'] as const, 'true') === 'true',
    junit: core.getInput('junit').trim(),
    sarif: core.getInput('sarif').trim(),
    concurrency: parseConcurrency(core.getInput('concurrency'), 'input "concurrency"'),
    attest: pick('attest', ['true', 'false'] as const, 'false') === 'true',
    attestArtifact: core.getInput('attest-artifact').trim(),
    serverJson: core.getInput('server-json').trim(),
    ...withShard(parseShard(core.getInput('shard'))),
  };
}

// mode: comment: the privileged half of the two-workflow pattern (workflow_run). The artifact was made by a run of
// PR code, so it is data, never a verdict: only the captured surfaces are used, checked against the snapshots the PR
// commits and judged here against the base branch's files, read through the API at the PR's real commits.
import { posix, relative } from 'node:path';
import { getOctokit } from '@actions/github';
import { parseConfig } from '../storage/config-file.js';
import { parseJsonText } from '../storage/schemas.js';
import { UsageError } from '../core/shared/errors.js';
import { escapePointer } from '../core/shared/json.js';
import { DEFAULT_SIGNOFF_SEVERITIES } from '../github/verdict.js';
import { httpMessage, httpStatus, type Octokit } from '../github/octokit.js';
import { validateReport } from '../render/json.js';
import type { ActionContext } from './context.js';
import type { ActionResult } from './outputs.js';
import { ARTIFACT_FORMAT, type Artifact } from './report-file.js';
import { publish } from './publish.js';
import { readTrustedState } from './trusted.js';
import { renameNotes } from './server-renames.js';
import { escapeInline } from '../render/escape.js';
import type { Report, Snapshot } from '../core/shared/model.js';
import { parseSnapshot } from '../api/snapshot-files.js';
import { selectServers } from '../storage/config-file.js';
import { judge, readSides, type ReadFile } from './sides.js';
import { artifactFiles, mergeShards, readArtifactText, shardOf, type ShardFile } from './shards.js';

function fail(path: string, pointer: string, what: string): never {
  throw new UsageError(`${path}: ${pointer}: ${what}`);
}

/** Checks the artifact's shape field by field; reports go through the shipped report schema. */
export function parseArtifact(text: string, path: string): Artifact {
  const v = parseJsonText(text, path);
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, '/', 'must be an object');
  const a = v as Record<string, unknown>;
  if (a.format !== ARTIFACT_FORMAT) fail(path, '/format', `must be "${ARTIFACT_FORMAT}"`);
  const pr = a.pr as Record<string, unknown> | undefined;
  if (typeof pr !== 'object' || pr === null || !Number.isInteger(pr.number) || typeof pr.headSha !== 'string' || !/^[0-9a-f]{40}$/.test(pr.headSha))
    fail(path, '/pr', 'must name the pull request number and its 40-hex head sha');
  if (typeof a.configPath !== 'string' || a.configPath.length === 0 || a.configPath.length > 300) fail(path, '/configPath', 'must be a path');
  const snapshots = a.snapshots as Record<string, unknown>;
  if (typeof snapshots !== 'object' || snapshots === null || Object.values(snapshots).some((p) => typeof p !== 'string'))
    fail(path, '/snapshots', 'must map server names to snapshot paths');
  if (!Array.isArray(a.stale) || a.stale.some((s) => typeof s !== 'string')) fail(path, '/stale', 'must be a list of server names');
  if (!Array.isArray(a.reports)) fail(path, '/reports', 'must be a list');
  const reports: Report[] = a.reports.map((r, i) => validateReport(r, `${path}: /reports/${i}`));
  let live: Record<string, Snapshot> | undefined;
  if (a.live !== undefined) {
    if (typeof a.live !== 'object' || a.live === null || Array.isArray(a.live)) fail(path, '/live', 'must map server names to snapshots');
    live = {};
    for (const [name, snap] of Object.entries(a.live as Record<string, unknown>))
      live[name] = parseSnapshot(JSON.stringify(snap), `${path}: /live/${escapePointer(name)}`);
  }
  if (a.failure !== undefined && (typeof a.failure !== 'string' || a.failure.length > 2000)) fail(path, '/failure', 'must be one line of text');
  const shard = a.shard as Record<string, unknown> | undefined;
  if (shard !== undefined && (typeof shard !== 'object' || shard === null || !Number.isInteger(shard.index) || !Number.isInteger(shard.count) || (shard.index as number) < 1 || (shard.index as number) > (shard.count as number) || (shard.count as number) > 256))
    fail(path, '/shard', 'must be {"index": i, "count": n} with 1 <= i <= n <= 256');
  return {
    format: ARTIFACT_FORMAT,
    mode: 'pr',
    pr: { number: pr.number as number, headSha: pr.headSha, baseSha: '', author: '' },
    configPath: a.configPath,
    snapshots: snapshots as Record<string, string>,
    stale: a.stale as string[],
    reports,
    ...(live ? { live } : {}),
    ...(shard ? { shard: { index: shard.index as number, count: shard.count as number } } : {}),
    ...(typeof a.failure === 'string' ? { failure: a.failure } : {}),
  };
}

/** Every artifact `report` names (a file, a directory of shard artifacts, or a glob), each parsed on its own. */
async function readShards(report: string, wd: string): Promise<ShardFile[]> {
  const files = artifactFiles(report, wd);
  if (files.length === 0) fail(report, '/', 'names no report artifact (no file matches)');
  if (files.length > 256) fail(report, '/', `matches ${files.length} files, more than 256 shards`);
  const out: ShardFile[] = [];
  for (const file of files) {
    const label = files.length === 1 ? report : relative(wd, file) || file;
    out.push({ label, artifact: parseArtifact(await readArtifactText(file, label), label) });
  }
  return out;
}

/** A file at one commit through the contents API; undefined when it is not a file there. */
function apiReader(octokit: Octokit, owner: string, repo: string, ref: string): ReadFile {
  return async (path) => {
    try {
      const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
      if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return undefined;
      // Files over 1 MB come without content; their blob is read by id.
      if (data.encoding === 'none' || (data.content === '' && data.size > 0)) {
        const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: data.sha });
        return Buffer.from(blob.data.content, 'base64').toString('utf8');
      }
      return Buffer.from(data.content, (data.encoding as BufferEncoding | undefined) ?? 'base64').toString('utf8');
    } catch (e) {
      if (httpStatus(e) === 404) return undefined;
      throw new UsageError(`cannot read ${path} at ${ref.slice(0, 12)} through the GitHub API (${httpMessage(e)})`);
    }
  };
}

export async function commentMode(ctx: ActionContext): Promise<ActionResult> {
  const { inputs } = ctx;
  if (!inputs.report) throw new UsageError('mode comment: input "report" must name the JSON report artifact');
  if (!inputs.token) throw new UsageError('mode comment: input "github-token" is required to post the comment');
  const shards = await readShards(inputs.report, ctx.wd);
  let artifact = shards[0].artifact;
  const claimed = artifact.pr as NonNullable<Artifact['pr']>;
  const octokit = getOctokit(inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {});
  // Identity comes from GitHub, never from the artifact: the PR must exist and its head must be the artifact's commit.
  const { data: pull } = await octokit.rest.pulls
    .get({ owner: ctx.event.owner, repo: ctx.event.repo, pull_number: claimed.number })
    .catch((e: unknown) => fail(inputs.report, '/pr/number', `pull request #${claimed.number} cannot be read (${httpMessage(e)})`));
  if (pull.head.sha !== claimed.headSha) fail(inputs.report, '/pr/headSha', `is not the head of pull request #${claimed.number} (stale or forged artifact)`);
  const run = (ctx.event.payload.workflow_run ?? {}) as { head_sha?: unknown };
  if (typeof run.head_sha === 'string' && run.head_sha !== pull.head.sha)
    fail(inputs.report, '/pr/headSha', 'does not match the workflow_run that produced the artifact');
  // The config path is this workflow's input, not the artifact's say; both workflows must name the same file.
  const configPath = posix.normalize(posix.join(inputs.workingDirectory.split('\\').join('/'), inputs.config.split('\\').join('/'))).replace(/^\.\//, '');
  if (artifact.configPath !== configPath)
    fail(inputs.report, '/configPath', `names ${JSON.stringify(artifact.configPath)}, but this workflow's config input names "${configPath}" (give both workflows the same config and working-directory)`);
  const pr = { number: pull.number, headSha: pull.head.sha, baseSha: pull.base.sha, baseRef: pull.base.ref, author: pull.user?.login ?? '', fork: false };
  const common = { pr, configPath, reportPath: inputs.report, readOnly: false };
  // Everything is judged here again from what GitHub holds: the base branch's config, snapshots and CODEOWNERS, the
  // PR's own config and committed snapshots. The artifact contributes only what the servers served.
  const readBase = apiReader(octokit, ctx.event.owner, ctx.event.repo, pull.base.sha);
  const readHead = apiReader(octokit, ctx.event.owner, ctx.event.repo, pull.head.sha);
  if (artifact.failure !== undefined) {
    const servers = await knownServers([readHead, readBase], configPath, inputs.servers);
    const trusted = await readTrustedState(ctx, { pr, configPath, servers, currentHead: pull.head.sha });
    return publish(ctx, { ...common, reports: [], stale: [], snapshotPaths: [], ownerPaths: [], servers, configChanged: false, signoffSeverities: DEFAULT_SIGNOFF_SEVERITIES, failure: artifact.failure }, trusted);
  }
  const headText = await readHead(configPath);
  if (headText === undefined) throw new UsageError(`${configPath}: not in the pull request's head commit ${pull.head.sha.slice(0, 12)}`);
  const head = parseConfig(headText, `git:${pull.head.sha.slice(0, 12)}:${configPath}`);
  const selected = selectServers(head, configPath, inputs.servers);
  // A matrix run: every shard is checked against the first and the config, then they are one artifact.
  if (shards.length > 1 || artifact.shard) {
    artifact = mergeShards(shards, selected, inputs.report);
    if (artifact.failure !== undefined) {
      const trusted = await readTrustedState(ctx, { pr, configPath, servers: selected, currentHead: pull.head.sha });
      return publish(ctx, { ...common, reports: [], stale: [], snapshotPaths: [], ownerPaths: [], servers: selected, configChanged: false, signoffSeverities: DEFAULT_SIGNOFF_SEVERITIES, failure: artifact.failure }, trusted);
    }
  }
  const live = new Map<string, Snapshot>();
  for (const name of selected) {
    const snap = artifact.live?.[name];
    if (snap === undefined && artifact.shard) fail(inputs.report, `/live/${escapePointer(name)}`, `no shard captured server "${name}" (it belongs to shard ${shardOf(name, artifact.shard.count)}/${artifact.shard.count}: give the capture jobs and this job the same config and server inputs)`);
    if (snap === undefined) fail(inputs.report, `/live/${escapePointer(name)}`, `has no capture of server "${name}" (the artifact must come from a pr run of this version)`);
    live.set(name, snap);
  }
  const sides = await readSides({
    configPath,
    head,
    selected,
    only: inputs.servers,
    readBase,
    readHead,
    baseLabel: `git:${pull.base.sha.slice(0, 12)}`,
    headLabel: `git:${pull.head.sha.slice(0, 12)}`,
  });
  const { reports, stale, codeNotes } = judge(sides, live, pull.base.sha);
  // No PR code runs in this mode, so GitHub's state is read here, right before it is judged.
  const trusted = await readTrustedState(ctx, { pr, configPath, servers: selected, currentHead: pull.head.sha });
  return publish(ctx, {
    ...common,
    reports,
    stale,
    codeNotes,
    snapshotPaths: sides.servers.map((s) => s.headPath),
    ownerPaths: sides.ownerPaths,
    ownerPathsByServer: sides.ownerPathsByServer,
    codeowners: sides.codeowners ?? null,
    servers: selected,
    configChanged: sides.configChanges.length > 0,
    signoffSeverities: sides.gate.policy?.signoff ?? DEFAULT_SIGNOFF_SEVERITIES,
    notes: renameNotes(sides.renames, (t) => escapeInline(t, 600)),
  }, trusted);
}

/** The servers a failed run was about, from the first config that parses (only to find a comment an older version keyed by them). */
async function knownServers(readers: ReadFile[], configPath: string, only: string[]): Promise<string[]> {
  for (const read of readers) {
    try {
      const text = await read(configPath);
      if (text !== undefined) return selectServers(parseConfig(text, configPath), configPath, only);
    } catch {
      // try the next side
    }
  }
  return [];
}

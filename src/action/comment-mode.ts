// mode: comment: the judge job of the two-job workflow, or a workflow_run workflow for forks. The artifact was made by
// a run of PR code, so it is data, never a verdict: which PR and commit it is judged for comes from the event, only
// the captured surfaces are used, checked against the snapshots the PR commits and judged here against the base
// branch's files, read through the API at the PR's real commits. Once the PR is known, a run that cannot judge says
// so on that PR's comment.
import { posix, relative } from 'node:path';
import { getOctokit } from '@actions/github';
import { GitHub } from '@actions/github/lib/utils';
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
import { publish, type PublishInput } from './publish.js';
import { eventPull, eventPullSource, type EventPull } from './event.js';
import { failureLine } from './failure.js';
import { readTrustedState } from './trusted.js';
import { renameNotes } from './server-renames.js';
import { escapeInline } from '../render/escape.js';
import type { Report, Snapshot } from '../core/shared/model.js';
import { parseSnapshot } from '../api/snapshot-files.js';
import { tokenizerFor } from '../api/tokenizer.js';
import { selectServers } from '../storage/config-file.js';
import { judge, readSides, type ReadFile } from './sides.js';
import { artifactFiles, mergeShards, readArtifactText, requireOwnPull, shardOf, type ShardFile } from './shards.js';
import { readReleaseFacts, releasePreview, repositoryUrl } from './release-preview.js';

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

type Pull = Awaited<ReturnType<Octokit['rest']['pulls']['get']>>['data'];

/**
 * The pull request this run judges and comments on, as the event names it (event.ts); a workflow_run of a fork PR
 * names only its commit, so there the artifact's number is taken only when GitHub confirms that PR's head is that
 * commit and the artifact claims the same commit. Throws (and nothing is posted anywhere) when it cannot be
 * established; once it is, every refusal is said on that PR's own comment.
 */
async function ownPull(octokit: Octokit, ctx: ActionContext, who: EventPull, claim: Artifact['pr'], report: string): Promise<{ pull: Pull; headSha: string }> {
  const { owner, repo } = ctx.event;
  let number: number;
  if (who.from === 'pull_request') number = who.pr.number;
  else if (who.numbers.length === 1) number = who.numbers[0];
  else if (claim !== undefined && (who.numbers.length === 0 || who.numbers.includes(claim.number))) number = claim.number;
  else if (claim === undefined) fail(report, '/', 'names no readable artifact, and the workflow_run names no single pull request to report that on');
  else fail(report, '/pr/number', `is #${claim.number}, but the workflow_run that produced the artifact is for #${who.numbers.join(', #')}: an artifact of another pull request is never judged`);
  const { data: pull } = await octokit.rest.pulls
    .get({ owner, repo, pull_number: number })
    .catch((e: unknown) => fail(report, '/pr/number', `pull request #${number} cannot be read (${httpMessage(e)})`));
  if (who.from === 'pull_request') return { pull, headSha: who.pr.headSha };
  if (pull.head.sha !== who.headSha) fail(report, '/pr/headSha', `pull request #${number}'s head is not the commit the workflow_run captured (stale or forged artifact)`);
  if (who.headRepo !== undefined && pull.head.repo?.full_name !== who.headRepo) fail(report, '/pr/number', `pull request #${number} is not from ${who.headRepo}, the repository the workflow_run ran on`);
  // A number taken from the artifact stands only with the artifact's commit; one the event names is checked later, on that PR.
  if (who.numbers.length !== 1 && claim !== undefined && claim.headSha !== who.headSha) fail(report, '/pr/headSha', 'does not match the workflow_run that produced the artifact');
  return { pull, headSha: who.headSha };
}

export async function commentMode(ctx: ActionContext): Promise<ActionResult> {
  const { inputs } = ctx;
  if (!inputs.report) throw new UsageError('mode comment: input "report" must name the JSON report artifact');
  // Posting needs a token; judging alone (comment: false, the verdict as the step's status, SARIF and JUnit) reads
  // what GitHub serves without one, as anyone may read a public repository.
  if (!inputs.token && inputs.comment !== 'false')
    throw new UsageError('mode comment: input "github-token" is required to post the comment (with comment: false the judge reads a public repository without one)');
  // The PR comes from the event, never from the artifact: the artifact can only be checked against it.
  const who = eventPull(ctx.event);
  if (!who) throw new UsageError(`mode comment: event "${ctx.event.name}" names no pull request (run the judge on pull_request, pull_request_review, pull_request_target or workflow_run)`);
  const api = ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {};
  const octokit = inputs.token ? getOctokit(inputs.token, api) : new GitHub(api);
  const read = await readShards(inputs.report, ctx.wd).then(
    (shards) => ({ shards }),
    (e: unknown) => ({ unread: e }),
  );
  // A fork PR's workflow_run names no PR: an unreadable artifact then leaves no PR to report on.
  if ('unread' in read && who.from === 'workflow_run' && who.numbers.length !== 1) throw read.unread;
  const claim = 'shards' in read ? read.shards[0].artifact.pr : undefined;
  const { pull, headSha } = await ownPull(octokit, ctx, who, claim, inputs.report);
  // The config path is this workflow's input, not the artifact's say; both workflows must name the same file.
  const configPath = posix.normalize(posix.join(inputs.workingDirectory.split('\\').join('/'), inputs.config.split('\\').join('/'))).replace(/^\.\//, '');
  const pr = { number: pull.number, headSha, baseSha: pull.base.sha, baseRef: pull.base.ref, author: pull.user?.login ?? '', fork: false };
  const common: Common = { pr, configPath, reportPath: inputs.report, readOnly: false };
  // Everything is judged here again from what GitHub holds: the base branch's config, snapshots and CODEOWNERS, the
  // PR's own config and committed snapshots. The artifact contributes only what the servers served.
  const readBase = apiReader(octokit, ctx.event.owner, ctx.event.repo, pull.base.sha);
  const readHead = apiReader(octokit, ctx.event.owner, ctx.event.repo, headSha);
  let input: PublishInput;
  try {
    if ('unread' in read) throw read.unread;
    input = await judgeShards(ctx, read.shards, { pr, source: eventPullSource(who, ctx.event.name), configPath, readBase, readHead });
  } catch (e) {
    // The PR is known, so a run that cannot judge says so on its own comment, replacing whatever an earlier run said.
    input = cannotJudge(common, await knownServers([readHead, readBase], configPath, inputs.servers), failureLine(e));
  }
  // No PR code runs in this mode, so GitHub's state is read here, right before it is judged.
  const trusted = await readTrustedState(ctx, { pr, configPath, servers: input.servers, currentHead: pull.head.sha });
  return publish(ctx, input, trusted);
}

interface JudgeAt {
  pr: PublishInput['pr'];
  /** Where the PR's identity came from (named when an artifact is refused). */
  source: string;
  configPath: string;
  readBase: ReadFile;
  readHead: ReadFile;
}

type Common = Pick<PublishInput, 'pr' | 'configPath' | 'reportPath' | 'readOnly'>;

/** What a run that could not judge publishes: that, and why, and nothing else. */
function cannotJudge(common: Common, servers: string[], failure: string): PublishInput {
  return { ...common, reports: [], stale: [], snapshotPaths: [], ownerPaths: [], servers, configChanged: false, signoffSeverities: DEFAULT_SIGNOFF_SEVERITIES, failure };
}

/** Judges the artifacts for this run's PR; any refusal throws its one line (the caller reports it on the PR). */
async function judgeShards(ctx: ActionContext, shards: ShardFile[], at: JudgeAt): Promise<PublishInput> {
  const { inputs } = ctx;
  const { pr, configPath, readBase, readHead } = at;
  requireOwnPull(shards, pr, at.source);
  let artifact = shards[0].artifact;
  if (artifact.configPath !== configPath)
    fail(inputs.report, '/configPath', `names ${JSON.stringify(artifact.configPath)}, but this workflow's config input names "${configPath}" (give both workflows the same config and working-directory)`);
  const common: Common = { pr, configPath, reportPath: inputs.report, readOnly: false };
  if (shards.length === 1 && !artifact.shard && artifact.failure !== undefined) return cannotJudge(common, await knownServers([readHead, readBase], configPath, inputs.servers), artifact.failure);
  const headText = await readHead(configPath);
  if (headText === undefined) throw new UsageError(`${configPath}: not in the pull request's head commit ${pr.headSha.slice(0, 12)}`);
  const head = parseConfig(headText, `git:${pr.headSha.slice(0, 12)}:${configPath}`);
  const selected = selectServers(head, configPath, inputs.servers);
  // A matrix run: every shard is checked against the first and the config, then they are one artifact.
  if (shards.length > 1 || artifact.shard) {
    artifact = mergeShards(shards, selected, inputs.report);
    if (artifact.failure !== undefined) return cannotJudge(common, selected, artifact.failure);
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
    baseLabel: `git:${pr.baseSha.slice(0, 12)}`,
    headLabel: `git:${pr.headSha.slice(0, 12)}`,
  });
  const { reports, stale, codeNotes } = judge(sides, live, pr.baseSha, await tokenizerFor(sides.gate));
  const serverJsonPath = inputs.serverJson ? posix.normalize(posix.join(inputs.workingDirectory.split('\\').join('/'), inputs.serverJson.split('\\').join('/'))).replace(/^\.\//, '') : posix.join(posix.dirname(configPath), 'server.json');
  const release = await readReleaseFacts({ head, configPath, servers: selected, readBase, readHead, serverJsonPath, repository: repositoryUrl(ctx) });
  return {
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
    releaseNotes: releasePreview(release, live, stale),
  };
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

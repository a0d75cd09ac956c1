// What the Action's suites share between their in-process half (__tests__/action) and their dist/ half
// (__tests__/e2e): the PR the stand-in serves, the checks on a run's output, and the set-ups of mode comment (a fork
// PR's artifact) and of a matrix (capture shards).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStub, type GitHubStub } from './github-stub.js';
import { runActionInProcess } from './action-inprocess.js';
import { CODEOWNERS, commands, makePrRepo, pullRequestPayload, removeLimit, serveCommit, type ActionRun, type PrRepo, type RunOptions } from './action-harness.js';

/** The pull request number these suites' stand-in serves. */
export const PR = 7;
export const MARKER = '<!-- mcp-contract:';

/** The stand-in serves the PR (bob's) and the base's CODEOWNERS. */
export function servePull(stub: GitHubStub, pr: PrRepo): void {
  stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
  stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
}

export function payload(pr: PrRepo, headRepo?: string): Record<string, unknown> {
  return pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob', headRepo });
}

export function writes(r: ActionRun): string[] {
  // A GraphQL POST is a read (who last edited our comment), not a write.
  return r.calls.filter((c) => c.method !== 'GET' && c.path !== '/graphql').map((c) => `${c.method} ${c.path}`);
}

/** Expected failures are one line: nothing that looks like a stack frame anywhere. */
export function expectNoStack(r: ActionRun): void {
  expect(`${r.stdout}\n${r.stderr}`).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(r.stdout).not.toContain('internal error');
}

export function expectOneErrorLine(r: ActionRun, ...parts: string[]): void {
  const errors = commands(r.stdout, 'error');
  expect(errors).toHaveLength(1);
  for (const p of parts) expect(errors[0]).toContain(p);
  expectNoStack(r);
}

export interface CommentMode {
  pr: PrRepo;
  scratch: string;
  /** The artifact the fork PR's unprivileged run wrote. */
  artifactText: string;
  /** A fresh stand-in per test, serving the PR and both of its commits. */
  stub: GitHubStub;
  /** Mode comment on `text` written to `name` in the scratch dir, as the workflow_run job runs it. */
  runComment(text: string, name: string, runner?: (o: RunOptions) => Promise<ActionRun>): Promise<ActionRun>;
}

/**
 * The set-up of mode comment (the privileged half of the fork workflow), as jest hooks of the calling describe: a
 * breaking PR whose unprivileged run on the fork (in-process) writes the artifact and posts nothing.
 */
export function useCommentMode(): CommentMode {
  const m = {} as CommentMode;
  beforeAll(async () => {
    m.pr = await makePrRepo({ change: removeLimit });
    m.scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-artifact-'));
    const forkStub = await startStub();
    try {
      forkStub.addPull({ number: PR, author: 'bob', headSha: m.pr.headSha, baseSha: m.pr.baseSha });
      const artifact = path.join(m.scratch, 'from-pr-run.json');
      const r = await runActionInProcess({ cwd: m.pr.repo.dir, payload: payload(m.pr, 'mallory/tools'), stub: forkStub, inputs: { report: artifact } });
      expect(r.outputs.report).toBe(artifact);
      expect(r.comments).toEqual([]);
      m.artifactText = readFileSync(artifact, 'utf8');
    } finally {
      await forkStub.close();
    }
  });
  afterAll(() => {
    m.pr.repo.remove();
    rmSync(m.scratch, { recursive: true, force: true });
  });
  beforeEach(async () => {
    m.stub = await startStub();
    m.stub.addPull({ number: PR, author: 'bob', headSha: m.pr.headSha, baseSha: m.pr.baseSha });
    serveCommit(m.stub, m.pr.repo, m.pr.baseSha);
    serveCommit(m.stub, m.pr.repo, m.pr.headSha);
  });
  afterEach(() => m.stub.close());
  m.runComment = (text, name, runner = runActionInProcess) => {
    const file = path.join(m.scratch, name);
    writeFileSync(file, text);
    return runner({
      cwd: m.scratch,
      eventName: 'workflow_run',
      payload: { workflow_run: { head_sha: m.pr.headSha, event: 'pull_request' } },
      stub: m.stub,
      inputs: { mode: 'comment', report: file },
    });
  };
  return m;
}

/** A breaking PR whose config holds these servers, each a catalog fixture with its own snapshot. */
export interface Matrix {
  pr: PrRepo;
  stub: GitHubStub;
  scratch: string;
  shardDir(name: string): string;
  /** Mode comment over `report` (a directory or glob of shard artifacts), with a stand-in of its own. */
  judge(report: string, runner?: (o: RunOptions) => Promise<ActionRun>): Promise<ActionRun>;
}

/** The matrix set-up as jest hooks: shards 1/2 and 2/2 captured in-process into shardDir('all'). */
export function useMatrix(names: string[], catalogServer: string): Matrix {
  const m = {} as Matrix;
  m.shardDir = (name) => path.join(m.scratch, name);
  async function captureShard(shard: string, into: string): Promise<string> {
    const report = path.join(into, `shard-${shard.replace('/', '-of-')}`, 'mcp-contract-report.json');
    mkdirSync(path.dirname(report), { recursive: true });
    const r = await runActionInProcess({ cwd: m.pr.repo.dir, payload: payload(m.pr), inputs: { mode: 'capture', 'github-token': '', shard, report } });
    expect([shard, r.exitCode, r.outputs.verdict]).toEqual([shard, 0, 'pass']);
    return report;
  }
  m.judge = async (report, runner = runActionInProcess) => {
    const fresh = await startStub();
    fresh.addPull({ number: PR, author: 'bob', headSha: m.pr.headSha, baseSha: m.pr.baseSha });
    fresh.files.set(`${m.pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
    serveCommit(fresh, m.pr.repo, m.pr.baseSha);
    serveCommit(fresh, m.pr.repo, m.pr.headSha);
    try {
      return await runner({ cwd: m.scratch, stub: fresh, payload: payload(m.pr), inputs: { mode: 'comment', report } });
    } finally {
      await fresh.close();
    }
  };
  beforeAll(async () => {
    const servers = Object.fromEntries(names.map((n) => [n, { command: process.execPath, args: [catalogServer, 'catalog.json'], snapshot: `snapshots/${n}.json` }]));
    m.pr = await makePrRepo({ change: removeLimit, baseConfig: { servers } });
    m.stub = await startStub();
    m.scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-matrix-'));
    await captureShard('1/2', m.shardDir('all'));
    await captureShard('2/2', m.shardDir('all'));
  }, 120_000);
  afterAll(async () => {
    await m.stub.close();
    m.pr.repo.remove();
    rmSync(m.scratch, { recursive: true, force: true });
  });
  return m;
}

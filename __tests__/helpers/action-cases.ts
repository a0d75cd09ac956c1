// What the Action's suites share between their in-process half (__tests__/action) and their dist/ half
// (__tests__/e2e): the PR the stand-in serves, the checks on a run's output, and the set-ups of a served PR, of the
// CI reports, of the release repositories, of mode comment (a fork PR's artifact) and of a matrix (capture shards).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStub, type GitHubStub } from './github-stub.js';
import { runActionInProcess } from './action-inprocess.js';
import { CODEOWNERS, CONFIG_PATH, TempRepo, baseCatalog, baseConfig, commands, makePrRepo, pullRequestPayload, removeLimit, serveCommit, type ActionRun, type PrRepo, type PrRepoOptions, type RunOptions } from './action-harness.js';

/** The pull request number these suites' stand-in serves. */
export const PR = 7;
export const MARKER = '<!-- mcp-contract:';

/** The stand-in serves the PR (bob's) and the base's CODEOWNERS. */
export function servePull(stub: GitHubStub, pr: PrRepo, number = PR): void {
  stub.addPull({ number, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
  stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
}

export function payload(pr: PrRepo, headRepo?: string, number = PR): Record<string, unknown> {
  return pullRequestPayload({ number, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob', headRepo });
}

/** A PR repository made before the calling describe's tests and removed after them. */
export function usePrRepo(opts: PrRepoOptions): { pr: PrRepo } {
  const held = {} as { pr: PrRepo };
  beforeAll(async () => {
    held.pr = await makePrRepo(opts);
  });
  afterAll(() => held.pr.repo.remove());
  return held;
}

/** A stand-in for the calling describe, serving the held PR as servePull does; closed after its tests. */
export function useServedPull(held: { pr: PrRepo }, number = PR): { stub: GitHubStub } {
  const served = {} as { stub: GitHubStub };
  beforeAll(async () => {
    served.stub = await startStub();
    servePull(served.stub, held.pr, number);
  });
  afterAll(() => served.stub.close());
  return served;
}

export interface ServedPr {
  pr: PrRepo;
  stub: GitHubStub;
  /** The pull_request event of the PR (number as served). */
  payload(): Record<string, unknown>;
}

/** A PR repository and a stand-in serving it, for the calling describe (jest hooks). */
export function useServedPr(opts: PrRepoOptions, number = PR): ServedPr {
  const held = usePrRepo(opts);
  const served = useServedPull(held, number);
  return {
    get pr() {
      return held.pr;
    },
    get stub() {
      return served.stub;
    },
    payload: () => payload(held.pr, undefined, number),
  };
}

/** The `junit:` and `sarif:` inputs of the CI-report suites, relative to the workspace. */
export const CI_REPORT_INPUTS = { junit: 'reports/drift.xml', sarif: 'reports/drift.sarif' };

/** The part of a SARIF result these suites read. */
export interface SarifResult {
  ruleId: string;
  suppressions?: Array<{ kind: string }>;
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
}

/** A repository whose first release, v1.0.0 (the catalog fixture and its snapshot), was committed on 2029-12-01. */
export async function releasedRepo(): Promise<TempRepo> {
  const repo = new TempRepo();
  repo.write('catalog.json', baseCatalog());
  repo.write(CONFIG_PATH, baseConfig());
  await repo.snapshot();
  repo.git('add', '-A');
  repo.commitAt('v1', '2029-12-01T00:00:00Z');
  repo.git('tag', 'v1.0.0');
  return repo;
}

/** v1.0.0, then the next release: it removes `stats` (nobody deprecated it) and bumps the major version. */
export async function removalRelease(): Promise<TempRepo> {
  const repo = await releasedRepo();
  const next = baseCatalog();
  next.serverInfo = { name: 'catalog', version: '2.0.0' };
  next.tools = next.tools?.filter((t) => t.name !== 'stats');
  repo.write('catalog.json', next);
  await repo.snapshot();
  repo.commit('remove stats');
  return repo;
}

/** A repository whose config has an unknown key (`bogus`) under /servers/catalog. */
export function badConfigRepo(): TempRepo {
  const repo = new TempRepo();
  repo.write('catalog.json', baseCatalog());
  repo.write(CONFIG_PATH, baseConfig({}, { bogus: true }));
  repo.commit('bad config');
  return repo;
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
    servePull(fresh, m.pr);
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
  });
  afterAll(async () => {
    await m.stub.close();
    m.pr.repo.remove();
    rmSync(m.scratch, { recursive: true, force: true });
  });
  return m;
}

/** The other open pull request beside a matrix's breaking PR: docs only, from the same base. */
export const OTHER_PR = 8;

export interface OtherPr {
  headSha: string;
  /** The other PR's own genuine artifacts: its capture shards 1/2 and 2/2 ('shards'), or one unsharded run ('single'). */
  dir(name: 'shards' | 'single'): string;
  /** The breaking PR's own unsharded artifact (the honest two-job run). */
  ownSingle(): string;
  /** A stand-in serving both PRs and all their commits (comments on both are recorded). */
  stub(): Promise<GitHubStub>;
  /** Mode comment over `report` with the event of PR `number` (pull_request, or the workflow_run `run` describes). */
  judge(stub: GitHubStub, number: number, report: string, opts?: { runner?: (o: RunOptions) => Promise<ActionRun>; run?: Record<string, unknown>; inputs?: Record<string, string> }): Promise<ActionRun>;
}

/**
 * As jest hooks after useMatrix's: a docs-only PR #8 on a branch of the matrix's repository, whose own capture jobs
 * (in-process, as set-up) wrote genuine artifacts: what an attacker hands the breaking PR's judge job.
 */
export function useOtherPr(m: Matrix): OtherPr {
  const o = {} as OtherPr & { head: string };
  o.dir = (name) => m.shardDir(`other-${name}`);
  o.ownSingle = () => path.join(m.shardDir('own-single'), 'mcp-contract-report.json');
  const capture = async (number: number, headSha: string, report: string, shard?: string) => {
    mkdirSync(path.dirname(report), { recursive: true });
    const event = pullRequestPayload({ number, baseSha: m.pr.baseSha, headSha, author: 'bob' });
    const r = await runActionInProcess({ cwd: m.pr.repo.dir, payload: event, inputs: { mode: 'capture', 'github-token': '', report, ...(shard ? { shard } : {}) } });
    expect([report, r.exitCode, r.outputs.verdict]).toEqual([report, 0, 'pass']);
  };
  beforeAll(async () => {
    const { repo } = m.pr;
    await capture(PR, m.pr.headSha, o.ownSingle());
    repo.git('checkout', '-q', '-b', 'docs', m.pr.baseSha);
    repo.write('docs.md', 'How to search the catalog.\n');
    o.headSha = repo.commit('docs only');
    await capture(OTHER_PR, o.headSha, path.join(o.dir('shards'), 'shard-1-of-2', 'mcp-contract-report.json'), '1/2');
    await capture(OTHER_PR, o.headSha, path.join(o.dir('shards'), 'shard-2-of-2', 'mcp-contract-report.json'), '2/2');
    await capture(OTHER_PR, o.headSha, path.join(o.dir('single'), 'mcp-contract-report.json'));
    repo.git('checkout', '-q', 'feature');
  });
  o.stub = async () => {
    const stub = await startStub();
    servePull(stub, m.pr);
    stub.addPull({ number: OTHER_PR, author: 'carol', headSha: o.headSha, baseSha: m.pr.baseSha });
    for (const sha of [m.pr.baseSha, m.pr.headSha, o.headSha]) serveCommit(stub, m.pr.repo, sha);
    return stub;
  };
  o.judge = (stub, number, report, { runner = runActionInProcess, run, inputs } = {}) => {
    const headSha = number === OTHER_PR ? o.headSha : m.pr.headSha;
    const event = run
      ? { eventName: 'workflow_run', payload: { workflow_run: run } }
      : { payload: pullRequestPayload({ number, baseSha: m.pr.baseSha, headSha, author: number === OTHER_PR ? 'carol' : 'bob' }) };
    return runner({ cwd: m.scratch, stub, ...event, inputs: { mode: 'comment', report, ...inputs } });
  };
  return o;
}

/**
 * A judge run that refused an artifact set: exit 1, one error line holding `line`, PR #8 untouched (never read, never
 * written), and PR #7's own sticky comment, the only one written, says the check could not run and why (`why`).
 */
export function expectRefusedOnOwnPr(r: ActionRun, stub: GitHubStub, line: string, why = 'an artifact of another pull request or commit is never judged'): void {
  expect([r.exitCode, r.outputs.verdict]).toEqual([1, 'fail']);
  expectOneErrorLine(r, line);
  expect(r.calls.filter((c) => new RegExp(`/(pulls|issues)/${OTHER_PR}(/|$)`).test(c.path)).map((c) => `${c.method} ${c.path}`)).toEqual([]);
  expect(stub.comments.get(OTHER_PR) ?? []).toEqual([]);
  const own = stub.comments.get(PR) ?? [];
  expect(own).toHaveLength(1);
  expect(own[0].body).toContain('### ❌ MCP contract: the check could not run');
  expect(own[0].body).toContain(why);
  expect(own[0].body).not.toMatch(/✅|needs? code-owner sign-off|capabilities match/);
}

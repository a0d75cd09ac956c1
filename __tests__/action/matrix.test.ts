// The Actions matrix: `mode: capture` with `shard: i/n` captures a stable share of the servers, and `mode: comment`
// judges a directory (or glob) of shard artifacts as one run: one sticky comment, one verdict. Each shard is
// untrusted: a missing, repeated, foreign-commit or unknown-server shard fails closed with one line naming it, and
// the PR's comment says the check could not run. The
// Action's run() in-process; the shipped Action judging the shards is e2e/action-matrix.test.ts.
import { cpSync, existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_ARTIFACT_BYTES, parseShard, shardOf, shardServers } from '../../src/action/shards.js';
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { PR, useMatrix } from '../helpers/action-cases.js';
import { CATALOG_SERVER, commands, makePrRepo, pullRequestPayload, removeLimit, type ActionRun, type PrRepo } from '../helpers/action-harness.js';

const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
/** A server of shard 1/2. */
const ONE_SERVER = NAMES.find((n) => shardOf(n, 2) === 1)!;

describe('shards', () => {
  it('puts a server in the same shard whatever else the config holds', () => {
    const before = shardServers(NAMES, { index: 1, count: 3 });
    const after = shardServers([...NAMES, 'foxtrot', 'golf'], { index: 1, count: 3 });
    expect(after.filter((n) => NAMES.includes(n))).toEqual(before);
    const all = [1, 2, 3].flatMap((i) => shardServers(NAMES, { index: i, count: 3 }));
    expect(all.sort()).toEqual([...NAMES].sort());
  });

  it('reads shard: i/n and refuses anything else in one line', () => {
    expect(parseShard(' 2/4 ')).toEqual({ index: 2, count: 4 });
    expect(parseShard('')).toBeUndefined();
    for (const bad of ['0/4', '5/4', '2', 'a/b', '1/300']) expect(() => parseShard(bad)).toThrow(`input "shard": expected i/n with 1 <= i <= n <= 256 (got "${bad}")`);
  });
});

describe('a matrix of capture shards judged by one comment job', () => {
  const m = useMatrix(NAMES, CATALOG_SERVER);
  let pr: PrRepo;
  let stub: GitHubStub;
  const payload = () => pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });
  const { shardDir, judge } = m;
  beforeAll(() => {
    ({ pr, stub } = m);
    expect([1, 2].map((i) => shardServers(NAMES, { index: i, count: 2 }).length).every((n) => n > 0)).toBe(true);
  });

  it('each shard captures only its share of the servers', () => {
    for (const i of [1, 2]) {
      const artifact = JSON.parse(readFileSync(path.join(shardDir('all'), `shard-${i}-of-2`, 'mcp-contract-report.json'), 'utf8'));
      expect(artifact.shard).toEqual({ index: i, count: 2 });
      expect(Object.keys(artifact.live).sort()).toEqual(NAMES.filter((n) => shardOf(n, 2) === i).sort());
    }
  });

  it('a glob over the shard files is the same run', async () => {
    const r = await judge(path.join(shardDir('all'), 'shard-*', '*.json'));
    expect([r.outputs.verdict, Number(r.outputs.breaking)]).toEqual(['needs-signoff', NAMES.length]);
  });

  /** A refused set fails closed on the PR's own comment: it says the check could not run, and nothing else. */
  const expectCouldNotRun = (r: ActionRun): void => {
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body).toContain('### ❌ MCP contract: the check could not run');
    expect(r.comments[0].body).not.toMatch(/needs? code-owner sign-off|capabilities match/);
  };

  it('a missing shard fails closed, naming it', async () => {
    cpSync(path.join(shardDir('all'), 'shard-1-of-2'), path.join(shardDir('missing'), 'shard-1-of-2'), { recursive: true });
    const r = await judge(shardDir('missing'));
    expect(r.outputs.verdict).toBe('fail');
    expect(commands(r.stdout, 'error').join('\n')).toContain('shard 2/2 is missing (1 of 2 artifacts found)');
    expectCouldNotRun(r);
  });

  it('a repeated shard, a shard for another commit and a shard with a foreign server each fail with one line naming the file', async () => {
    const one = readFileSync(path.join(shardDir('all'), 'shard-1-of-2', 'mcp-contract-report.json'), 'utf8');
    const two = JSON.parse(readFileSync(path.join(shardDir('all'), 'shard-2-of-2', 'mcp-contract-report.json'), 'utf8'));
    const cases: Array<[string, Record<string, string>, string]> = [
      ['twice', { 'a.json': one, 'b.json': one }, 'shard 1/2 appears twice (also twice/a.json)'],
      ['commit', { 'a.json': one, 'b.json': JSON.stringify({ ...two, pr: { ...two.pr, headSha: 'f'.repeat(40) } }) }, `commit/b.json: /pr: is for pull request #${PR} at ffffffffffff, but the pull_request event is for #${PR} at ${pr.headSha.slice(0, 12)}`],
      ['foreign', { 'a.json': one, 'b.json': JSON.stringify({ ...two, live: { ...two.live, intruder: Object.values(two.live)[0] } }) }, 'captured server "intruder", which the config does not select'],
      ['other-run', { 'a.json': one, 'b.json': JSON.stringify({ ...two, shard: { index: 2, count: 3 } }) }, 'other-run/b.json: /shard: is 2/3, but other-run/a.json is a shard of 2'],
      ['two-shards', { 'a.json': one, 'b.json': JSON.stringify({ ...two, live: { ...two.live, [ONE_SERVER]: JSON.parse(one).live[ONE_SERVER] } }) }, `two-shards/b.json: /live/${ONE_SERVER}: server "${ONE_SERVER}" is captured twice (also in two-shards/a.json)`],
      ['truncated', { 'a.json': one, 'b.json': JSON.stringify(two).slice(0, 200) }, 'truncated/b.json'],
    ];
    for (const [name, files, line] of cases) {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(shardDir(name), { recursive: true });
        writeFileSync(path.join(shardDir(name), file), text);
      }
      const r = await judge(shardDir(name));
      const errors = commands(r.stdout, 'error');
      expect([name, r.outputs.verdict, errors.length]).toEqual([name, 'fail', 1]);
      expect(errors[0]).toContain(line);
      expectCouldNotRun(r);
    }
  });

  it('an oversized shard is refused before it is read, and a glob matching nothing names the pattern', async () => {
    mkdirSync(shardDir('oversized'), { recursive: true });
    cpSync(path.join(shardDir('all'), 'shard-1-of-2', 'mcp-contract-report.json'), path.join(shardDir('oversized'), 'a.json'));
    // Sparse: the size is what the bound reads, and no disk is spent on it.
    writeFileSync(path.join(shardDir('oversized'), 'b.json'), '{');
    truncateSync(path.join(shardDir('oversized'), 'b.json'), MAX_ARTIFACT_BYTES + 1);
    const big = await judge(shardDir('oversized'));
    const nothing = await judge(path.join(shardDir('all'), 'shard-*', '*.xml'));
    for (const [r, line] of [
      [big, `oversized/b.json: /: is ${MAX_ARTIFACT_BYTES + 1} bytes, over the ${MAX_ARTIFACT_BYTES}-byte bound for a report artifact`],
      [nothing, `${path.join(shardDir('all'), 'shard-*', '*.xml')}: /: names no report artifact (no file matches)`],
    ] as const) {
      expect([r.outputs.verdict, commands(r.stdout, 'error')]).toEqual(['fail', [expect.stringContaining(line)]]);
      expectCouldNotRun(r);
    }
  });

  it('shard: 3/2 is refused in one line naming the input, and no artifact is written', async () => {
    const report = path.join(shardDir('bad-shard'), 'mcp-contract-report.json');
    const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(), inputs: { mode: 'capture', 'github-token': '', shard: '3/2', report } });
    expect([r.exitCode, r.outputs.verdict]).toEqual([1, 'fail']);
    expect(commands(r.stdout, 'error')).toEqual([expect.stringContaining('input "shard": expected i/n with 1 <= i <= n <= 256 (got "3/2")')]);
    expect(existsSync(report)).toBe(false);
  });

  it('shard: in any mode but capture is refused in one line', async () => {
    const r = await runActionInProcess({ cwd: pr.repo.dir, stub, payload: payload(), inputs: { mode: 'pr', shard: '1/2' } });
    expect(r.exitCode).toBe(1);
    expect(commands(r.stdout, 'error')).toEqual([expect.stringContaining('input "shard": only mode capture captures a share of the servers')]);
  });
});

describe('sign-off per snapshot: servers with different code owners', () => {
  const OWNERS = '/snapshots/ @alice\n/snapshots/bravo.json @bob\n';
  let pr: PrRepo;
  let stub: GitHubStub;
  const payload = () => pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'carol' });
  beforeAll(async () => {
    const servers = Object.fromEntries(['alpha', 'bravo'].map((n) => [n, { command: process.execPath, args: [CATALOG_SERVER, 'catalog.json'], snapshot: `snapshots/${n}.json` }]));
    pr = await makePrRepo({ change: removeLimit, baseConfig: { servers }, baseFiles: { '.github/CODEOWNERS': OWNERS } });
    stub = await startStub();
    stub.addPull({ number: PR, author: 'carol', headSha: pr.headSha, baseSha: pr.baseSha });
    stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, OWNERS);
  });
  afterAll(async () => {
    await stub.close();
    pr.repo.remove();
  });

  it("an owner of one server's snapshot cannot sign off another's: the comment says whose sign-off each still needs", async () => {
    stub.addReview(PR, 'alice', 'APPROVED', pr.headSha);
    const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(), stub });
    expect(r.outputs.verdict).toBe('needs-signoff');
    const body = r.comments[0].body;
    expect(body).toContain('Needs sign-off from a code owner of each server');
    expect(body).toMatch(/- alpha: ✅ signed off by @\S*alice/);
    expect(body).toMatch(/- bravo: needs @\S*bob/);
  });

  it('passes once each server has its own owner’s approval', async () => {
    stub.addReview(PR, 'bob', 'APPROVED', pr.headSha);
    const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(), stub });
    expect(r.outputs.verdict).toBe('pass');
  });
});

// The Actions matrix as the runner starts the Action: shards captured with `mode: capture` (in-process, as set-up) are
// judged by the shipped Action's `mode: comment` as one run: one sticky comment, one verdict (the rest of the matrix,
// in-process: action/matrix.test.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shardServers } from '../../src/action/shards.js';
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { CATALOG_SERVER, CODEOWNERS, makePrRepo, pullRequestPayload, removeLimit, serveCommit, type PrRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const PR = 7;
const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
const MARKER = '<!-- mcp-contract:';

describe('a matrix of capture shards judged by one comment job', () => {
  let pr: PrRepo;
  let stub: GitHubStub;
  let scratch: string;
  const payload = () => pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });
  const shardDir = (name: string) => path.join(scratch, name);

  async function captureShard(shard: string, into: string): Promise<string> {
    const report = path.join(into, `shard-${shard.replace('/', '-of-')}`, 'mcp-contract-report.json');
    mkdirSync(path.dirname(report), { recursive: true });
    const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(), inputs: { mode: 'capture', 'github-token': '', shard, report } });
    expect([shard, r.exitCode, r.outputs.verdict]).toEqual([shard, 0, 'pass']);
    return report;
  }

  async function judge(report: string, runner: typeof runAction = runAction) {
    const fresh = await startStub();
    fresh.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    fresh.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
    serveCommit(fresh, pr.repo, pr.baseSha);
    serveCommit(fresh, pr.repo, pr.headSha);
    try {
      return await runner({ cwd: scratch, stub: fresh, payload: payload(), inputs: { mode: 'comment', report } });
    } finally {
      await fresh.close();
    }
  }

  beforeAll(async () => {
    const servers = Object.fromEntries(NAMES.map((n) => [n, { command: process.execPath, args: [CATALOG_SERVER, 'catalog.json'], snapshot: `snapshots/${n}.json` }]));
    pr = await makePrRepo({ change: removeLimit, baseConfig: { servers } });
    stub = await startStub();
    scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-matrix-'));
    expect([1, 2].map((i) => shardServers(NAMES, { index: i, count: 2 }).length).every((n) => n > 0)).toBe(true);
    await captureShard('1/2', shardDir('all'));
    await captureShard('2/2', shardDir('all'));
  }, 120_000);
  afterAll(async () => {
    await stub.close();
    pr.repo.remove();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('the shipped Action judges the directory of shards as one run: one comment for every server, one verdict', async () => {
    const r = await judge(shardDir('all'), runAction);
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body.startsWith(MARKER)).toBe(true);
    for (const n of NAMES) expect(r.comments[0].body).toContain(n);
    expect(Number(r.outputs.breaking)).toBe(NAMES.length);
  });
});

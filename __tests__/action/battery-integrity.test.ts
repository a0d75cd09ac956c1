// Gate integrity (issue 13 H1, H3, M3, M4, M6; issue 14 item 2): what an attacker's PR, a forged artifact, a
// backdated deprecation or an unlucky run order tried, run through the Action's `run()` from src/ in-process (the runner's
// environment, files and exit code as action-inprocess.ts gives them; e2e/action-pr.test.ts and e2e/action-modes.test.ts start
// the shipped dist/ as the runner does), against real git repositories and the GitHub stand-in. Each case passed the
// gate (or left a lying comment) before its fix.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeHiddenData, markerFor } from '../../src/github/hidden.js';
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import {
  CATALOG_SERVER,
  CODEOWNERS,
  CONFIG_PATH,
  SNAPSHOT_PATH,
  TempRepo,
  baseCatalog,
  baseConfig,
  commands,
  makePrRepo,
  pullRequestPayload,
  removeLimit,
  serveCommit,
  statsCatalog,
  type ActionRun,
  type Catalog,
  type PrRepo,
} from '../helpers/action-harness.js';

const PR = 7;
const BOT = 'github-actions[bot]';
const OWNED_BY_MALLORY = `* @mallory\n/snapshots/ @alice\n`;

type Servers = Record<string, Record<string, unknown>>;

function payload(pr: { baseSha: string; headSha: string }, headRepo?: string): Record<string, unknown> {
  return pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob', headRepo });
}

function ours(r: ActionRun): { id: number; body: string }[] {
  return r.comments.filter((c) => c.user.login === BOT);
}

function writes(r: ActionRun): string[] {
  return r.calls.filter((c) => c.method !== 'GET' && c.path !== '/graphql').map((c) => `${c.method} ${c.path}`);
}

function rulesOf(r: ActionRun): string[] {
  const report = JSON.parse(r.reportText ?? '{"reports":[]}') as { reports: { changes: { rule: string }[] }[] };
  return report.reports.flatMap((x) => x.changes.map((c) => c.rule));
}

async function withPr(opts: Parameters<typeof makePrRepo>[0], codeowners: string, test: (pr: PrRepo, stub: GitHubStub) => Promise<void>): Promise<void> {
  const pr = await makePrRepo(opts);
  const stub = await startStub();
  try {
    stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, codeowners);
    await test(pr, stub);
  } finally {
    await stub.close();
    pr.repo.remove();
  }
}

describe('H1: a PR cannot choose its own approvers', () => {
  it('moving the snapshot to a path another owner holds keeps the base path\'s owners, and the move is a change to sign off', async () => {
    await withPr(
      {
        change: removeLimit,
        baseFiles: { '.github/CODEOWNERS': OWNED_BY_MALLORY },
        editConfig: (c) => ((c.servers as Servers).catalog.snapshot = 'contract/catalog.json'),
        editFiles: (repo) => repo.git('rm', '-q', SNAPSHOT_PATH),
      },
      OWNED_BY_MALLORY,
      async (pr, stub) => {
        stub.addReview(PR, 'mallory', 'APPROVED', pr.headSha);
        const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
        expect(r.outputs.verdict).toBe('needs-signoff');
        expect(r.exitCode).toBe(1);
        expect(rulesOf(r)).toEqual(expect.arrayContaining(['tool-input-property-removed', 'config-gate-changed']));
        expect(ours(r)[0].body).toMatch(/mallory.{0,20} approved but is not a code owner/);
        // The owner of the base path can sign off.
        stub.addReview(PR, 'alice', 'APPROVED', pr.headSha);
        const signed = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
        expect(signed.outputs.verdict).toBe('pass');
      },
    );
  });
});

describe('H3: the baseline is read before the PR\'s code runs', () => {
  it('a build that replaces the base snapshot\'s blob (git replace) does not hide a breaking change', async () => {
    // The base config builds with build.sh; the PR edits only the script, so nothing in the config changes. The new
    // script maps the base branch's snapshot blob onto the PR's snapshot, so a later read of the base sees no change.
    const attack = `git replace -f $(git rev-parse main:${SNAPSHOT_PATH}) $(git hash-object -w ${SNAPSHOT_PATH})\n`;
    const opts = {
      change: removeLimit,
      baseConfig: baseConfig({}, { build: 'sh build.sh' }),
      baseFiles: { 'build.sh': 'true\n' },
      editFiles: (repo: TempRepo) => repo.write('build.sh', attack),
    };
    await withPr(opts, CODEOWNERS, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      // The build did run and left its replace ref behind.
      expect(pr.repo.git('replace', '-l')).not.toBe('');
      expect(rulesOf(r)).toEqual(['tool-input-property-removed']);
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(ours(r)[0].body).not.toContain('no contract changes');
      // A second run, with the replace ref already in place before anything runs, reads the objects as committed too.
      const again = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(rulesOf(again)).toEqual(['tool-input-property-removed']);
    });
  });
  it('an object store altered before the action starts (an install script ran earlier) is refused, not read as the baseline', async () => {
    await withPr({ change: removeLimit }, CODEOWNERS, async (pr, stub) => {
      // Rewrite the base snapshot's loose object so that its id now reads as the PR's snapshot.
      const id = pr.repo.git('rev-parse', `${pr.baseSha}:${SNAPSHOT_PATH}`);
      const content = readFileSync(path.join(pr.repo.dir, SNAPSHOT_PATH));
      const file = path.join(pr.repo.dir, '.git', 'objects', id.slice(0, 2), id.slice(2));
      chmodSync(file, 0o644);
      writeFileSync(file, deflateSync(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content])));
      expect(pr.repo.git('cat-file', 'blob', id)).toBe(content.toString('utf8').trim());
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.outputs.verdict).toBe('fail');
      const errors = commands(r.stdout, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('does not hash to its id');
      expect(ours(r)[0].body).toContain('the check could not run');
    });
  });
});

describe('M3: mode comment judges for itself', () => {
  let pr: PrRepo;
  let scratch: string;
  let artifactText: string;
  let stub: GitHubStub;

  beforeAll(async () => {
    pr = await makePrRepo({ change: removeLimit, baseFiles: { '.github/CODEOWNERS': OWNED_BY_MALLORY } });
    scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-forged-'));
    const forkStub = await startStub();
    try {
      forkStub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
      const file = path.join(scratch, 'artifact.json');
      await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr, 'mallory/tools'), stub: forkStub, inputs: { report: file } });
      artifactText = readFileSync(file, 'utf8');
    } finally {
      await forkStub.close();
    }
  });
  afterAll(() => {
    pr.repo.remove();
    rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(async () => {
    stub = await startStub();
    stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    serveCommit(stub, pr.repo, pr.baseSha);
    serveCommit(stub, pr.repo, pr.headSha);
  });
  afterEach(() => stub.close());

  function forged(name: string, edit: (a: Record<string, any>) => void): Promise<ActionRun> {
    const a = JSON.parse(artifactText) as Record<string, any>;
    edit(a);
    const file = path.join(scratch, name);
    writeFileSync(file, JSON.stringify(a));
    return runActionInProcess({
      cwd: scratch,
      eventName: 'workflow_run',
      payload: { workflow_run: { head_sha: pr.headSha, event: 'pull_request' } },
      stub,
      inputs: { mode: 'comment', report: file },
    });
  }

  it('an artifact with its change list emptied still shows the breaking change and waits for sign-off', async () => {
    const r = await forged('no-changes.json', (a) => {
      a.reports = [];
      a.stale = [];
    });
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(ours(r)[0].body).toContain('/inputSchema/properties/limit');
  });

  it('an artifact that names another snapshot path does not change who signs off', async () => {
    stub.addReview(PR, 'mallory', 'APPROVED', pr.headSha);
    const r = await forged('moved.json', (a) => (a.snapshots = { catalog: 'contract/catalog.json' }));
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(ours(r)[0].body).toMatch(/mallory.{0,20} approved but is not a code owner/);
  });

  it('an artifact whose capture was swapped for the base surface fails as stale against what the PR commits', async () => {
    const base = JSON.parse(pr.repo.git('show', `${pr.baseSha}:${SNAPSHOT_PATH}`)) as unknown;
    const r = await forged('swapped.json', (a) => {
      a.reports = [];
      a.stale = [];
      a.live = { catalog: base };
    });
    expect(r.outputs.verdict).toBe('fail');
    expect(r.outputs['snapshot-stale']).toBe('true');
  });
});

describe('M6 / issue 14.2: the sticky comment never contradicts the job', () => {
  const signedOff = (headSha: string) =>
    [
      markerFor(CONFIG_PATH, ['catalog']),
      encodeHiddenData({ v: 1, sha: headSha, fingerprints: ['abc'], shas: [headSha], since: '2030-01-01T00:00:00.000Z' }),
      '',
      '### ✅ MCP contract: 1 change, signed off',
      '',
    ].join('\n');

  const failures: { name: string; opts: Parameters<typeof makePrRepo>[0]; error: RegExp }[] = [
    {
      name: 'a missing environment variable',
      opts: { editConfig: (c) => ((c.servers as Servers).catalog.env = { CATALOG_TOKEN: '${CATALOG_TOKEN}' }), env: { CATALOG_TOKEN: 'tok-0123456789' } },
      error: /CATALOG(?:_|&#95;)TOKEN/,
    },
    { name: 'a config error', opts: { editConfig: (c) => (c.bogus = true), updateSnapshot: false }, error: /mcp-contract\.json/ },
    { name: 'a build failure', opts: { editConfig: (c) => ((c.servers as Servers).catalog.build = 'exit 7'), updateSnapshot: false }, error: /build failed/ },
  ];

  it.each(failures)('a run that stops on $name turns an earlier "signed off" into "could not run"', async ({ opts, error }) => {
    await withPr(opts, CODEOWNERS, async (pr, stub) => {
      const earlier = stub.addComment(PR, signedOff(pr.headSha), BOT);
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('fail');
      expect(writes(r)).toEqual([`PATCH /repos/acme/tools/issues/comments/${earlier.id}`]);
      const body = ours(r)[0].body;
      expect(body).toContain('the check could not run');
      expect(body).toMatch(error);
      expect(body).not.toContain('signed off');
      expect(body).not.toContain('The capabilities match');
      expect(body).not.toContain('no contract changes');
      expect(r.summary).not.toContain('The capabilities match');
      const errors = commands(r.stdout, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(error);
    });
  });

  it('a fork PR whose run could not judge: mode comment turns the earlier "signed off" into "could not run" too', async () => {
    await withPr({ editConfig: (c) => ((c.servers as Servers).catalog.build = 'exit 7'), updateSnapshot: false }, CODEOWNERS, async (pr, stub) => {
      const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-failed-'));
      try {
        const file = path.join(scratch, 'artifact.json');
        const forkRun = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr, 'mallory/tools'), stub, inputs: { report: file } });
        expect(forkRun.outputs.report).toBe(file);
        expect(writes(forkRun)).toEqual([]);
        const earlier = stub.addComment(PR, signedOff(pr.headSha), BOT);
        serveCommit(stub, pr.repo, pr.baseSha);
        serveCommit(stub, pr.repo, pr.headSha);
        const r = await runActionInProcess({
          cwd: scratch,
          eventName: 'workflow_run',
          payload: { workflow_run: { head_sha: pr.headSha, event: 'pull_request' } },
          stub,
          inputs: { mode: 'comment', report: file },
        });
        expect(r.outputs.verdict).toBe('fail');
        expect(writes(r)).toEqual([`PATCH /repos/acme/tools/issues/comments/${earlier.id}`]);
        expect(ours(r)[0].body).toContain('the check could not run');
        expect(ours(r)[0].body).toContain('build failed');
        expect(ours(r)[0].body).not.toContain('signed off');
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
  });

  /** base -> A (docs only) -> B (removes `limit`): the PR's head is B. */
  async function twoCommits(editB?: (repo: TempRepo) => Promise<void>): Promise<{ repo: TempRepo; baseSha: string; a: string; b: string }> {
    const repo = new TempRepo();
    repo.write('catalog.json', baseCatalog());
    repo.write(CONFIG_PATH, baseConfig());
    repo.write('.github/CODEOWNERS', CODEOWNERS);
    await repo.snapshot();
    const baseSha = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('README.md', '# docs\n');
    const a = repo.commit('docs');
    const next = baseCatalog();
    removeLimit(next);
    repo.write('catalog.json', next);
    await editB?.(repo);
    await repo.snapshot();
    const b = repo.commit('remove limit');
    return { repo, baseSha, a, b };
  }

  it('a re-run of an older commit does not overwrite the comment of the newer head', async () => {
    const { repo, baseSha, a, b } = await twoCommits();
    const stub = await startStub();
    try {
      stub.addPull({ number: PR, author: 'bob', headSha: b, baseSha });
      stub.files.set(`${baseSha}:.github/CODEOWNERS`, CODEOWNERS);
      const atHead = await runActionInProcess({ cwd: repo.dir, payload: payload({ baseSha, headSha: b }), stub });
      expect(atHead.outputs.verdict).toBe('needs-signoff');
      const comment = ours(atHead)[0].body;
      repo.git('checkout', '-q', a);
      const rerun = await runActionInProcess({ cwd: repo.dir, payload: payload({ baseSha, headSha: a }), stub });
      // The old commit's own verdict is the job's, but the PR comment still speaks for the head.
      expect(rerun.outputs.verdict).toBe('pass');
      expect(writes(rerun)).toEqual([]);
      expect(ours(rerun).map((c) => c.body)).toEqual([comment]);
      expect(rerun.summary).toContain(`the PR's head is now ${b.slice(0, 7)}`);
    } finally {
      await stub.close();
      repo.remove();
    }
  });

  it('adding a server keeps one comment: the earlier pass is replaced, not left beside the new verdict', async () => {
    const second: Catalog = { serverInfo: { name: 'second', version: '1.0.0' }, tools: [{ name: 'ping', inputSchema: { type: 'object', properties: {} } }] };
    const { repo, baseSha, a, b } = await twoCommits(async (r) => {
      r.write('second.json', second);
      const config = baseConfig();
      (config.servers as Servers).second = { command: process.execPath, args: [CATALOG_SERVER, 'second.json'], snapshot: 'snapshots/second.json' };
      r.write(CONFIG_PATH, config);
    });
    const stub = await startStub();
    try {
      stub.addPull({ number: PR, author: 'bob', headSha: a, baseSha });
      stub.files.set(`${baseSha}:.github/CODEOWNERS`, CODEOWNERS);
      repo.git('checkout', '-q', a);
      // comment: true, so the first, change-free run leaves a pass comment to be replaced (the default posts only on changes).
      const first = await runActionInProcess({ cwd: repo.dir, payload: payload({ baseSha, headSha: a }), stub, inputs: { comment: 'true' } });
      expect(first.outputs.verdict).toBe('pass');
      expect(ours(first)).toHaveLength(1);
      (stub.pulls.get(PR) as { head: { sha: string } }).head.sha = b;
      repo.git('checkout', '-q', b);
      const next = await runActionInProcess({ cwd: repo.dir, payload: payload({ baseSha, headSha: b }), stub, inputs: { comment: 'true' } });
      expect(next.outputs.verdict).toBe('needs-signoff');
      expect(ours(next)).toHaveLength(1);
      expect(ours(next)[0].body).toContain('code-owner sign-off');
      expect(ours(next)[0].body).not.toContain('no contract changes');
    } finally {
      await stub.close();
      repo.remove();
    }
  });
});

describe('M4: a deprecation counts from the release that first shipped it', () => {
  const DAY_BEFORE = '2030-05-31T00:00:00Z';
  const RELEASE = '2030-06-01';
  const policy = { policy: { deprecatedDescriptionMarker: 'DEPRECATED' } };

  const catalog = (version: string, stats: 'served' | 'deprecated' | 'removed') =>
    statsCatalog(version, stats, 'DEPRECATED (since 2020-01-01, remove after 2020-06-01) Catalog statistics.');
  const release = (repo: TempRepo, c: Catalog, config: Record<string, unknown>, at: string, tag?: string) => repo.release(c, config, at, tag);

  async function gate(steps: (repo: TempRepo) => Promise<void>): Promise<ActionRun> {
    const repo = new TempRepo();
    try {
      await release(repo, catalog('1.0.0', 'served'), baseConfig(policy), '2029-06-01T00:00:00Z', 'v1.0.0');
      await steps(repo);
      return await runActionInProcess({ cwd: repo.dir, eventName: 'push', inputs: { mode: 'release', 'release-date': RELEASE } });
    } finally {
      repo.remove();
    }
  }

  it('a config deprecation added in the removing release, backdated to 2020, does not satisfy the window', async () => {
    const r = await gate((repo) =>
      release(repo, catalog('2.0.0', 'removed'), baseConfig({ ...policy, deprecations: { 'tool:stats': { since: '2020-01-01', removeAfter: '2020-06-01' } } }), '2030-06-01T00:00:00Z'),
    );
    expect(r.outputs.verdict).toBe('fail');
    expect(r.summary).toContain('deprecation-window-not-elapsed');
    expect(r.summary).toContain(`on ${RELEASE}`);
  });

  it('a server marker that first shipped a day before, claiming 2020, does not satisfy the window', async () => {
    const r = await gate(async (repo) => {
      await release(repo, catalog('1.1.0', 'deprecated'), baseConfig(policy), DAY_BEFORE, 'v1.1.0');
      await release(repo, catalog('2.0.0', 'removed'), baseConfig(policy), '2030-06-01T00:00:00Z');
    });
    expect(r.outputs.verdict).toBe('fail');
    expect(r.summary).toContain('deprecation-window-not-elapsed');
    expect(r.summary).toContain('2030-05-31');
  });

  it('control: the same marker shipped 151 days before the removal passes', async () => {
    const r = await gate(async (repo) => {
      await release(repo, catalog('1.1.0', 'deprecated'), baseConfig(policy), '2030-01-01T00:00:00Z', 'v1.1.0');
      await release(repo, catalog('2.0.0', 'removed'), baseConfig(policy), '2030-06-01T00:00:00Z');
    });
    expect(r.summary).not.toContain('deprecation-window-not-elapsed');
    expect(r.outputs.verdict).toBe('pass');
  });
});

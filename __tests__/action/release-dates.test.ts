// Issue 17 item 9: in the Action, a deprecation window is measured from GitHub's record of when each release was
// published (the releases API), not from the tag or commit date the releaser sets: a backdated release commit cannot
// shorten the window. The Action's run() in-process (action-inprocess.ts), against the GitHub stand-in.
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { TempRepo, baseConfig, statsCatalog, type ActionRun, type Catalog } from '../helpers/action-harness.js';

const RELEASE = '2030-06-01';
const policy = { policy: { deprecatedDescriptionMarker: 'DEPRECATED' } };

const catalog = (version: string, stats: 'served' | 'deprecated' | 'removed') => statsCatalog(version, stats, 'DEPRECATED Catalog statistics.');
const release = (repo: TempRepo, c: Catalog, at: string, tag?: string) => repo.release(c, baseConfig(policy), at, tag);

/** v1.0.0, then v1.1.0 deprecating `stats` committed (backdated) on 2030-01-01, then 2.0.0 removing it. */
async function history(): Promise<TempRepo> {
  const repo = new TempRepo();
  await release(repo, catalog('1.0.0', 'served'), '2029-06-01T00:00:00Z', 'v1.0.0');
  await release(repo, catalog('1.1.0', 'deprecated'), '2030-01-01T00:00:00Z', 'v1.1.0');
  await release(repo, catalog('2.0.0', 'removed'), `${RELEASE}T00:00:00Z`);
  return repo;
}

describe('deprecation windows count from when GitHub says a release was published', () => {
  let stub: GitHubStub;
  // One git history for every case: what differs is only what the stand-in says about the releases.
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await history();
  });
  afterAll(() => repo?.remove());
  const gate = (withStub: GitHubStub | undefined): Promise<ActionRun> =>
    runActionInProcess({ cwd: repo.dir, eventName: 'push', ...(withStub ? { stub: withStub } : {}), inputs: { mode: 'release', 'release-date': RELEASE } });

  beforeEach(async () => {
    stub = await startStub();
    stub.releases.push({ tag_name: 'v1.0.0', published_at: '2029-06-01T10:00:00Z', draft: false });
  });
  afterEach(() => stub.close());

  it('a release commit backdated to 2030-01-01 but published on 2030-05-31 does not satisfy the window', async () => {
    stub.releases.unshift({ tag_name: 'v1.1.0', published_at: '2030-05-31T12:00:00Z', draft: false });
    const r = await gate(stub);
    expect(r.calls.some((c) => c.path === '/repos/acme/tools/releases')).toBe(true);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.summary).toContain('deprecation-window-not-elapsed');
    expect(r.summary).toContain('2030-05-31');
  });

  it('control: published on 2030-01-01, 151 days before the removal, passes', async () => {
    stub.releases.unshift({ tag_name: 'v1.1.0', published_at: '2030-01-01T12:00:00Z', draft: false });
    const r = await gate(stub);
    expect(r.summary).not.toContain('deprecation-window-not-elapsed');
    expect(r.outputs.verdict).toBe('pass');
  });

  it('without a readable record the git dates stand and the summary says the releaser sets them', async () => {
    const r = await gate(undefined);
    expect(r.summary).toContain('release dates come from git tags and commits, which the releaser sets');
  });
});

// Release history comes from real git tags: the newest tag holding the snapshot, and each tag's UTC creation date.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { evaluateRelease } from '../../src/core/release/release.js';
import { latestTagWithFile, sortTagsNewestFirst, tagDates } from '../../src/storage/tags.js';
import { change, day, report, snapshot } from '../helpers/release-fixtures.js';

const run = promisify(execFile);

let repo: string;

async function git(args: string[], date: string): Promise<void> {
  await run('git', ['-c', 'user.name=x', '-c', 'user.email=x@y', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false', ...args], {
    cwd: repo,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: '1', HOME: repo },
  });
}

async function commit(date: string, files: Record<string, string | null>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    if (content === null) await git(['rm', '-q', path], date);
    else {
      await mkdir(join(repo, path, '..'), { recursive: true });
      await writeFile(join(repo, path), content);
      await git(['add', path], date);
    }
  }
  await git(['commit', '-q', '-m', `at ${date}`], date);
}

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'mcp-contract-tags-'));
  await git(['init', '-q', '-b', 'main'], '2025-01-10T12:00:00+00:00');
  await commit('2025-01-10T12:00:00+00:00', { 'snapshots/demo.json': '{"v":1}\n', 'snapshots/old.json': '{}\n' });
  await git(['tag', 'v1.0.0'], '2025-01-10T12:00:00+00:00');
  await commit('2025-03-15T23:30:00-02:00', { 'snapshots/demo.json': '{"v":2}\n' });
  // An annotated tag dated by its tagger, not its commit.
  await git(['tag', '-a', '-m', 'release 1.1.0', 'v1.1.0'], '2025-03-20T08:00:00+00:00');
  await commit('2025-06-01T12:00:00+00:00', { 'snapshots/demo.json': '{"v":3}\n', 'snapshots/old.json': null });
  await git(['tag', 'v2.0.0'], '2025-06-01T12:00:00+00:00');
  await commit('2025-07-01T12:00:00+00:00', { 'README.md': 'unreleased\n' });
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('latestTagWithFile', () => {
  it('finds the newest tag holding the path', async () => {
    expect(await latestTagWithFile('snapshots/demo.json', repo)).toBe('v2.0.0');
  });

  it('skips tags whose tree lacks the path', async () => {
    expect(await latestTagWithFile('snapshots/old.json', repo)).toBe('v1.1.0');
  });

  it('resolves paths from a subdirectory and absolute paths', async () => {
    expect(await latestTagWithFile('old.json', join(repo, 'snapshots'))).toBe('v1.1.0');
    expect(await latestTagWithFile(join(repo, 'snapshots', 'demo.json'), join(repo, 'snapshots'))).toBe('v2.0.0');
  });

  it('is undefined for a path no tag holds, and outside a git repository', async () => {
    expect(await latestTagWithFile('README.md', repo)).toBeUndefined();
    const bare = await mkdtemp(join(tmpdir(), 'mcp-contract-nogit-'));
    try {
      expect(await latestTagWithFile('x.json', bare)).toBeUndefined();
      expect(await tagDates(bare)).toEqual({});
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});

describe('tagDates', () => {
  it('dates each tag in UTC, annotated tags by their tagger date', async () => {
    expect(await tagDates(repo)).toEqual({ 'v1.0.0': '2025-01-10', 'v1.1.0': '2025-03-20', 'v2.0.0': '2025-06-01' });
  });

  it('feeds the release gate: a deprecation `since` a tagged version is measured from its tag', async () => {
    const versionDates = await tagDates(repo);
    const input = {
      report: report([change('removed', ['tool:a'])]),
      base: snapshot(['tool:a'], '2.0.0'),
      head: snapshot([], '3.0.0'),
      config: { deprecations: { 'tool:a': { since: '1.1.0', removeAfter: '2025-06-10' } } },
      versionDates,
    };
    // 2025-03-20 + 90 days = 2025-06-18.
    expect(evaluateRelease({ ...input, now: day('2025-06-18') }).findings).toEqual([]);
    expect(evaluateRelease({ ...input, now: day('2025-06-17') }).findings.map((f) => f.id)).toEqual(['deprecation-window-not-elapsed']);
  });
});

describe('sortTagsNewestFirst', () => {
  it('orders versions by precedence, then other tags by date', () => {
    const tags = [
      { name: 'v1.9.0', created: 5 },
      { name: 'nightly-a', created: 100 },
      { name: 'v2.0.0-rc.1', created: 9 },
      { name: 'v1.10.0', created: 1 },
      { name: 'v2.0.0', created: 8 },
      { name: 'nightly-b', created: 200 },
    ];
    expect(sortTagsNewestFirst(tags).map((t) => t.name)).toEqual(['v2.0.0', 'v2.0.0-rc.1', 'v1.10.0', 'v1.9.0', 'nightly-b', 'nightly-a']);
  });
});

// The release workflow's tag step: a vX.Y.Z tag must equal package.json's version and dist/ must be committed as built;
// then the major tag moves to the release so `uses: …@v1` follows it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, ROOT, tempDir } from './helpers/cli-harness.js';

const SCRIPT = path.join(ROOT, 'scripts', 'release-tags.mjs');
const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };

function repo(version: string): { dir: string; git: (...a: string[]) => string } {
  const dir = tempDir('release-tags');
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, env: GIT_ENV, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mcp-contract', version }));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.js'), 'built\n');
  git('add', '-A');
  git('commit', '-qm', `release ${version}`);
  return { dir, git };
}

const tagStep = (dir: string, tag: string) => spawnSync(NODE, [SCRIPT, tag, '--dir', dir], { encoding: 'utf8' });

describe('release tags', () => {
  it('moves v1 to the tagged commit when the tag equals the package version', () => {
    const { dir, git } = repo('1.4.2');
    git('tag', 'v1.4.2');
    git('commit', '-q', '--allow-empty', '-m', 'later');
    git('tag', 'v1', 'HEAD'); // an older v1 elsewhere is moved, not kept
    git('checkout', '-q', 'v1.4.2');
    const r = tagStep(dir, 'v1.4.2');
    expect([r.status, r.stdout, r.stderr]).toEqual([0, 'v1\n', '']);
    expect(git('rev-parse', 'v1^{commit}')).toBe(git('rev-parse', 'v1.4.2^{commit}'));
  });

  it('refuses a tag that does not name the package version, and moves nothing', () => {
    const { dir, git } = repo('1.4.2');
    git('tag', 'v1.5.0');
    const r = tagStep(dir, 'v1.5.0');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^release-tags: tag v1\.5\.0 does not match package\.json version 1\.4\.2 at [0-9a-f]{12}\n$/);
    expect(spawnSync('git', ['rev-parse', '--verify', '-q', 'v1'], { cwd: dir }).status).not.toBe(0);
  });

  it('refuses when dist/ is not what was committed (the bundle of the tagged sources)', () => {
    const { dir, git } = repo('2.0.0');
    git('tag', 'v2.0.0');
    writeFileSync(path.join(dir, 'dist', 'index.js'), 'rebuilt differently\n');
    const r = tagStep(dir, 'v2.0.0');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('dist/ differs from the bundle of the tagged sources');
  });

  it('refuses what is not vMAJOR.MINOR.PATCH with exit 2', () => {
    const { dir } = repo('1.0.0');
    for (const tag of ['1.0.0', 'v1', 'v1.0.0-rc.1', 'v01.0.0']) {
      const r = tagStep(dir, tag);
      expect([tag, r.status]).toEqual([tag, 2]);
    }
  });
});

// A release PR's comment says the surface a release with attest: true signs, through the shipped Action started as
// the runner starts it (`node dist/index.js`, mode pr, the real Octokit against the GitHub stand-in). A PR is a
// release PR when it changes the version where the release mode reads it (versionFrom): a PR that edits the same
// file without changing the version, or changes the tools without a version, gets no such section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_PATH, baseConfig, type TempRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';
import { useServedPr } from '../helpers/action-cases.js';
import { surfaceDigest, surfaceDigests } from '../../src/core/attest/predicate.js';

const serverJson = (version: string, repository = 'https://github.com/acme/tools') =>
  `${JSON.stringify({ name: 'io.github.acme/tools', version, repository: { url: repository, source: 'github' }, packages: [{ registryType: 'npm', identifier: 'tools', version, transport: { type: 'stdio' } }] })}\n`;
const packageJson = (version: string, description = 'tools over MCP') => `${JSON.stringify({ name: 'tools', version, description })}\n`;
const releaseConfig = baseConfig({}, { versionFrom: 'package.json' });

/** The digest and capability count of the PR's committed snapshot (the PR keeps it up to date with its server). */
function committed(repo: TempRepo): { digest: string; count: number } {
  const digests = surfaceDigests(JSON.parse(readFileSync(path.join(repo.dir, SNAPSHOT_PATH), 'utf8')));
  return { digest: surfaceDigest(digests), count: Object.values(digests).reduce((n, refs) => n + Object.keys(refs).length, 0) };
}

describe('a PR that bumps the version: a release PR', () => {
  const served = useServedPr({
    baseConfig: releaseConfig,
    baseFiles: { 'package.json': packageJson('1.0.0'), 'server.json': serverJson('1.0.0') },
    change: (c) => {
      c.serverInfo = { name: 'catalog', version: '1.1.0' };
    },
    editFiles: (repo) => {
      repo.write('package.json', JSON.parse(packageJson('1.1.0')));
      repo.write('server.json', JSON.parse(serverJson('1.1.0')));
    },
  });

  it('the comment names the surface digest, canonicalization, predicate type, subject and expected signer', async () => {
    const r = await runAction({ cwd: served.pr.repo.dir, payload: served.payload(), stub: served.stub });
    expect(r.exitCode).toBe(0);
    expect(r.comments).toHaveLength(1);
    const body = r.comments[0].body;
    expect(body).toContain('#### 🔏 Release `1.1.0` of `catalog` (from `1.0.0`): the surface a release with `attest: true` signs');
    const { digest, count } = committed(served.pr.repo);
    expect(count).toBeGreaterThan(1);
    expect(body).toContain(`- Surface digest: \`${digest}\` (${count} capabilities, this PR's live surface)`);
    expect(body).toContain('- Canonicalization: `mcp-contract/definition-jcs/v1`');
    expect(body).toContain('- Predicate type: `https://mcp-contract.dev/surface/v1`');
    expect(body).toContain('- Subject: the npm tarball `tools@1.1.0`, by its sha512 as npm records it');
    expect(body).toContain('- Expected signer: a GitHub Actions workflow of `https://github.com/acme/tools`');
    expect(body).not.toContain('[!WARNING]');
  });
});

describe('a release PR whose server.json would fail the signer check and the version check', () => {
  const served = useServedPr({
    baseConfig: releaseConfig,
    baseFiles: { 'package.json': packageJson('1.0.0'), 'server.json': serverJson('1.0.0', 'https://github.com/acme/tools-old') },
    change: (c) => {
      c.serverInfo = { name: 'catalog', version: '1.1.0' };
    },
    editFiles: (repo) => repo.write('package.json', JSON.parse(packageJson('1.1.0'))),
  });

  it('says so before the release is cut', async () => {
    const r = await runAction({ cwd: served.pr.repo.dir, payload: served.payload(), stub: served.stub });
    const body = r.comments[0]?.body ?? '';
    expect(body).toContain('#### 🔏 Release `1.1.0` of `catalog`');
    expect(body).toContain('> `server.json` says version `1.0.0`: a release with `server-json` refuses versions that disagree.');
    expect(body).toContain("> `server.json` names the repository `https://github.com/acme/tools-old`: a signature by `https://github.com/acme/tools` would fail a consumer's signer check.");
  });
});

describe('look-alikes that are not release PRs', () => {
  const sameVersion = useServedPr({
    baseConfig: releaseConfig,
    baseFiles: { 'package.json': packageJson('1.0.0') },
    change: (c) => {
      c.tools = c.tools?.filter((t) => t.name !== 'stats');
    },
    editFiles: (repo) => repo.write('package.json', JSON.parse(packageJson('1.0.0', 'tools over MCP, now with fewer tools'))),
  });

  it('package.json edited, its version unchanged: a comment on the change, no release section', async () => {
    const r = await runAction({ cwd: sameVersion.pr.repo.dir, payload: sameVersion.payload(), stub: sameVersion.stub });
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body).toContain('stats');
    expect(r.comments[0].body).not.toContain('🔏');
  });
});

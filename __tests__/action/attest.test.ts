// mode release with attest: true signs the surface the gate passed, keyless through the job's OIDC token (GitHub's
// token endpoint and the Sigstore are local stand-ins), attaches the bundle to the GitHub release the run is for (the
// real Octokit against the GitHub stand-in), records its sha256 in the changelog, and never signs a release the gate
// refuses. A refused upload fails in one line with exit 5 and writes nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { TempRepo, baseConfig, commands, statsCatalog } from '../helpers/action-harness.js';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { startTestSigstore, type TestSigstore } from '../helpers/test-sigstore.js';
import { verifyBundle } from '../../src/attest/verify-bundle.js';

let sigstore: TestSigstore;
beforeAll(async () => {
  sigstore = await startTestSigstore();
});
afterAll(() => sigstore.close());

function oidcEnv(): Record<string, string> {
  return { ACTIONS_ID_TOKEN_REQUEST_URL: sigstore.oidcUrl, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-bearer', MCP_CONTRACT_FULCIO_URL: sigstore.url, MCP_CONTRACT_REKOR_URL: sigstore.url };
}

test('a passing release is signed beside its snapshot, by the workflow named in the certificate', async () => {
  const repo = new TempRepo();
  try {
    repo.write('package.json', { name: 'tools', version: '1.0.0' });
    await repo.release(statsCatalog('1.0.0', 'served', 'DEPRECATED'), baseConfig({}, { versionFrom: 'package.json' }), '2029-06-01T00:00:00Z', 'v1.0.0');
    repo.write('package.json', { name: 'tools', version: '1.1.0' });
    await repo.release(statsCatalog('1.1.0', 'served', 'DEPRECATED'), baseConfig({}, { versionFrom: 'package.json' }), '2029-07-01T00:00:00Z');
    repo.write('dist.tgz', 'the released tarball');
    const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', env: oidcEnv(), inputs: { mode: 'release', attest: 'true', 'attest-artifact': 'dist.tgz', live: 'false', 'release-date': '2029-07-02' } });
    if (r.outputs.verdict !== 'pass') throw new Error(`${r.summary}\n${r.stdout.slice(-2000)}`);
    expect(r.summary).toMatch(/🔏 Signed the surface of `catalog`: `sha256:[0-9a-f]{64}`, statement `sha256:[0-9a-f]{64}`, bundle `[^`]*catalog\.sigstore\.json` \(sha256 `sha256:[0-9a-f]{64}`\)/);
    const bundleFile = path.join(repo.dir, 'snapshots', 'catalog.sigstore.json');
    const v = verifyBundle(JSON.parse(readFileSync(bundleFile, 'utf8')), { trustedRoot: sigstore.trustedRoot });
    if (!v.ok) throw new Error(v.reason);
    expect(v.signer.kind === 'certificate' && v.signer.identity.sourceRepository).toBe('https://github.com/acme/tools');
    // The workflow's identity token is masked in the runner's log once fetched, as any secret of the run.
    expect(r.stdout).toMatch(/^::add-mask::[\w-]+\.[\w-]+\./m);
  } finally {
    repo.remove();
  }
});

test('a release the gate refuses is not signed', async () => {
  const repo = new TempRepo();
  try {
    await repo.release(statsCatalog('1.0.0', 'served', 'DEPRECATED'), baseConfig(), '2029-06-01T00:00:00Z', 'v1.0.0');
    await repo.release(statsCatalog('1.1.0', 'removed', 'DEPRECATED'), baseConfig(), '2029-07-01T00:00:00Z');
    repo.write('dist.tgz', 'the released tarball');
    const before = sigstore.logged();
    const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', env: oidcEnv(), inputs: { mode: 'release', attest: 'true', 'attest-artifact': 'dist.tgz', live: 'false', 'release-date': '2029-07-02' } });
    expect(r.outputs.verdict).toBe('fail');
    expect(r.summary).toContain('🔏 Not signed: the release gate refused this release.');
    expect(existsSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'))).toBe(false);
    expect(sigstore.logged()).toBe(before);
  } finally {
    repo.remove();
  }
});

describe('the bundle is attached to the release and its digest recorded in the changelog', () => {
  let stub: GitHubStub;
  beforeEach(async () => {
    stub = await startStub();
  });
  afterEach(() => stub.close());

  const SERVER_JSON = {
    name: 'io.github.acme/tools',
    version: '1.1.0',
    repository: { url: 'https://github.com/acme/tools', source: 'github' },
    packages: [{ registryType: 'npm', identifier: 'tools', version: '1.1.0', transport: { type: 'stdio' } }],
  };

  async function releasedRepo(): Promise<TempRepo> {
    const repo = new TempRepo();
    repo.write('package.json', { name: 'tools', version: '1.0.0' });
    await repo.release(statsCatalog('1.0.0', 'served', 'DEPRECATED'), baseConfig({}, { versionFrom: 'package.json' }), '2029-06-01T00:00:00Z', 'v1.0.0');
    repo.write('package.json', { name: 'tools', version: '1.1.0' });
    await repo.release(statsCatalog('1.1.0', 'served', 'DEPRECATED'), baseConfig({}, { versionFrom: 'package.json' }), '2029-07-01T00:00:00Z');
    repo.write('dist.tgz', 'the released tarball');
    repo.write('server.json', SERVER_JSON);
    return repo;
  }

  const inputs = { mode: 'release', attest: 'true', 'attest-artifact': 'dist.tgz', 'server-json': 'server.json', live: 'false', 'release-date': '2029-07-02' };
  const sha256 = (b: Buffer | string) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

  it('on a release event: the uploaded asset is byte for byte the bundle written, and the changelog and pointer name it', async () => {
    const repo = await releasedRepo();
    try {
      const release = stub.addRelease('v1.1.0');
      const r = await runActionInProcess({ cwd: repo.dir, eventName: 'release', payload: { action: 'published', release: { id: release.id, tag_name: 'v1.1.0', upload_url: release.upload_url } }, stub, env: oidcEnv(), inputs });
      if (r.outputs.verdict !== 'pass') throw new Error(`${r.summary}\n${r.stdout.slice(-2000)}`);
      const assets = [...stub.assets.values()];
      expect(assets.map((a) => [a.release, a.name, a.content_type])).toEqual([[release.id, 'catalog.sigstore.json', 'application/json']]);
      const written = readFileSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'));
      expect(assets[0].text).toBe(written.toString('utf8'));
      const url = 'https://github.com/acme/tools/releases/download/v1.1.0/catalog.sigstore.json';
      expect(r.summary).toContain(`bundle \`snapshots/catalog.sigstore.json\` (sha256 \`${sha256(written)}\`), attached to release \`v1.1.0\` as \`${url}\`; \`server.json\` points to it.`);
      const pointer = JSON.parse(readFileSync(path.join(repo.dir, 'server.json'), 'utf8'))._meta['io.modelcontextprotocol.registry/publisher-provided']['dev.mcp-contract/surface'];
      expect(pointer.bundle).toEqual({ digest: sha256(written), location: url });
      const payload = verifyBundle(JSON.parse(assets[0].text), { trustedRoot: sigstore.trustedRoot });
      if (!payload.ok) throw new Error(payload.reason);
      expect(r.summary).toContain(`statement \`${sha256(payload.payload)}\``);
    } finally {
      repo.remove();
    }
  });

  it('on a tag push: the release of that tag is looked up and the bundle attached to it', async () => {
    const repo = await releasedRepo();
    try {
      const release = stub.addRelease('v1.1.0');
      const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', stub, env: { ...oidcEnv(), GITHUB_REF: 'refs/tags/v1.1.0' }, inputs });
      expect(r.outputs.verdict).toBe('pass');
      expect(r.calls.filter((c) => c.path === '/repos/acme/tools/releases/tags/v1.1.0')).toHaveLength(1);
      expect([...stub.assets.values()].map((a) => [a.release, a.name])).toEqual([[release.id, 'catalog.sigstore.json']]);
    } finally {
      repo.remove();
    }
  });

  it('a push to a branch signs but says it attached nothing, and asks GitHub for no release', async () => {
    const repo = await releasedRepo();
    try {
      const r = await runActionInProcess({ cwd: repo.dir, eventName: 'push', stub, env: { ...oidcEnv(), GITHUB_REF: 'refs/heads/main' }, inputs });
      expect(r.outputs.verdict).toBe('pass');
      expect(r.summary).toMatch(/\(sha256 `sha256:[0-9a-f]{64}`\), not attached to a release: this run is for a push event, not a release or a tag; `server\.json` points to it\./);
      expect(r.calls.filter((c) => c.path.includes('/uploads/') || c.path.includes('/releases/tags/'))).toEqual([]);
    } finally {
      repo.remove();
    }
  });

  it.each([
    ['a token without contents: write (403)', 403, /GitHub answered Resource not accessible by integration/],
    ['a re-run whose bundle is already attached (422)', 422, /GitHub answered Validation Failed/],
  ])('an upload refused by %s: one line, exit 5, no bundle, pointer or changelog line written', async (_what, status, why) => {
    const repo = await releasedRepo();
    try {
      const release = stub.addRelease('v1.1.0');
      if (status === 403) stub.refuseUploads = 403;
      else stub.assets.set(1, { id: 1, release: release.id, name: 'catalog.sigstore.json', text: '{}' });
      const serverJsonBefore = readFileSync(path.join(repo.dir, 'server.json'), 'utf8');
      const r = await runActionInProcess({ cwd: repo.dir, eventName: 'release', payload: { release: { id: release.id, tag_name: 'v1.1.0', upload_url: release.upload_url } }, stub, env: oidcEnv(), inputs });
      expect(r.exitCode).toBe(5);
      expect(r.outputs.verdict).toBe('fail');
      const errors = commands(r.stdout, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^::error::could not attach catalog\.sigstore\.json to release v1\.1\.0: /);
      expect(errors[0]).toMatch(why);
      expect(errors[0]).toContain('no bundle, pointer or changelog line was written');
      expect(existsSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'))).toBe(false);
      expect(readFileSync(path.join(repo.dir, 'server.json'), 'utf8')).toBe(serverJsonBefore);
      expect(r.summary).not.toContain('🔏 Signed');
      expect([...stub.assets.values()].filter((a) => a.id !== 1)).toEqual([]);
    } finally {
      repo.remove();
    }
  });

  it('the bundle cannot be written after the upload: the attached asset is removed again, so a re-run can attach it', async () => {
    const repo = await releasedRepo();
    try {
      const release = stub.addRelease('v1.1.0');
      // A directory where the bundle goes: the write fails after GitHub took the asset.
      mkdirSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'));
      const serverJsonBefore = readFileSync(path.join(repo.dir, 'server.json'), 'utf8');
      const payload = { release: { id: release.id, tag_name: 'v1.1.0', upload_url: release.upload_url } };
      const r = await runActionInProcess({ cwd: repo.dir, eventName: 'release', payload, stub, env: oidcEnv(), inputs });
      expect(r.exitCode).not.toBe(0);
      expect(commands(r.stdout, 'error')).toEqual([expect.stringContaining('catalog.sigstore.json')]);
      expect(r.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([expect.stringMatching(/^\/repos\/acme\/tools\/releases\/assets\/\d+$/)]);
      expect([...stub.assets.values()]).toEqual([]);
      expect(readFileSync(path.join(repo.dir, 'server.json'), 'utf8')).toBe(serverJsonBefore);
      // The honest re-run once the path is writable attaches the bundle, with no 422.
      rmdirSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'));
      const again = await runActionInProcess({ cwd: repo.dir, eventName: 'release', payload, stub, env: oidcEnv(), inputs });
      expect(again.outputs.verdict).toBe('pass');
      expect([...stub.assets.values()].map((a) => a.name)).toEqual(['catalog.sigstore.json']);
    } finally {
      repo.remove();
    }
  });

  it('two servers, the second upload refused: the first asset is removed again, and neither bundle is written', async () => {
    const repo = new TempRepo();
    try {
      const one = (baseConfig().servers as Record<string, Record<string, unknown>>).catalog;
      const two = { servers: { catalog: { ...one, versionFrom: 'package.json' }, mirror: { ...one, snapshot: 'snapshots/mirror.json', versionFrom: 'package.json' } } };
      repo.write('package.json', { name: 'tools', version: '1.0.0' });
      await repo.release(statsCatalog('1.0.0', 'served', 'DEPRECATED'), two, '2029-06-01T00:00:00Z', 'v1.0.0');
      repo.write('package.json', { name: 'tools', version: '1.1.0' });
      await repo.release(statsCatalog('1.1.0', 'served', 'DEPRECATED'), two, '2029-07-01T00:00:00Z');
      repo.write('dist.tgz', 'the released tarball');
      const release = stub.addRelease('v1.1.0');
      stub.refuseUploads = (name) => (name === 'mirror.sigstore.json' ? 403 : undefined);
      const r = await runActionInProcess({ cwd: repo.dir, eventName: 'release', payload: { release: { id: release.id, tag_name: 'v1.1.0', upload_url: release.upload_url } }, stub, env: oidcEnv(), inputs: { mode: 'release', attest: 'true', 'attest-artifact': 'dist.tgz', live: 'false', 'release-date': '2029-07-02' } });
      expect(r.exitCode).toBe(5);
      expect(commands(r.stdout, 'error')).toEqual([expect.stringMatching(/^::error::could not attach mirror\.sigstore\.json to release v1\.1\.0: /)]);
      const uploads = r.calls.filter((c) => c.method === 'POST' && c.path.includes('/uploads/')).map((c) => c.query.name);
      expect(uploads).toEqual(['catalog.sigstore.json', 'mirror.sigstore.json']);
      expect(r.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([expect.stringMatching(/^\/repos\/acme\/tools\/releases\/assets\/\d+$/)]);
      expect([...stub.assets.values()]).toEqual([]);
      expect(existsSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'))).toBe(false);
      expect(existsSync(path.join(repo.dir, 'snapshots', 'mirror.sigstore.json'))).toBe(false);
    } finally {
      repo.remove();
    }
  });
});

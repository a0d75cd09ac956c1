// mode release with attest: true signs the surface the gate passed, keyless through the job's OIDC token (GitHub's
// token endpoint and the Sigstore are local stand-ins), and never signs a release the gate refuses.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { TempRepo, baseConfig, statsCatalog } from '../helpers/action-harness.js';
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
    expect(r.summary).toMatch(/🔏 Signed the surface of `catalog`: `sha256:[0-9a-f]{64}`, bundle `[^`]*catalog\.sigstore\.json` \(`sha256:[0-9a-f]{64}`\)/);
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

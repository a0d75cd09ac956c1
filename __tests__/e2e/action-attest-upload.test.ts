// The shipped Action (`node dist/index.js`, as the runner starts it) in mode release with attest: true, on a release
// whose upload GitHub refuses: the process exits 5, apart from a refused release's 1, with one error line and no
// bundle written. The attached and rolled-back cases run in-process: action/attest.test.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TempRepo, baseConfig, commands, statsCatalog } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { startTestSigstore, type TestSigstore } from '../helpers/test-sigstore.js';

let sigstore: TestSigstore;
let stub: GitHubStub;
beforeAll(async () => {
  sigstore = await startTestSigstore();
  stub = await startStub();
});
afterAll(async () => {
  await sigstore.close();
  await stub.close();
});

test('an upload refused (403): exit 5, one line, nothing written', async () => {
  const repo = new TempRepo();
  try {
    repo.write('package.json', { name: 'tools', version: '1.0.0' });
    await repo.release(statsCatalog('1.0.0', 'served', 'DEPRECATED'), baseConfig({}, { versionFrom: 'package.json' }), '2029-06-01T00:00:00Z', 'v1.0.0');
    repo.write('package.json', { name: 'tools', version: '1.1.0' });
    await repo.release(statsCatalog('1.1.0', 'served', 'DEPRECATED'), baseConfig({}, { versionFrom: 'package.json' }), '2029-07-01T00:00:00Z');
    repo.write('dist.tgz', 'the released tarball');
    const release = stub.addRelease('v1.1.0');
    stub.refuseUploads = 403;
    const env = { ACTIONS_ID_TOKEN_REQUEST_URL: sigstore.oidcUrl, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-bearer', MCP_CONTRACT_FULCIO_URL: sigstore.url, MCP_CONTRACT_REKOR_URL: sigstore.url };
    const r = await runAction({ cwd: repo.dir, eventName: 'release', payload: { release: { id: release.id, tag_name: 'v1.1.0', upload_url: release.upload_url } }, stub, env, inputs: { mode: 'release', attest: 'true', 'attest-artifact': 'dist.tgz', live: 'false', 'release-date': '2029-07-02' } });
    expect(r.exitCode).toBe(5);
    const errors = commands(r.stdout, 'error');
    expect(errors).toEqual([
      '::error::could not attach catalog.sigstore.json to release v1.1.0: GitHub answered Resource not accessible by integration (the job needs permissions contents: write); no bundle, pointer or changelog line was written',
    ]);
    expect(`${r.stdout}\n${r.stderr}`).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(existsSync(path.join(repo.dir, 'snapshots', 'catalog.sigstore.json'))).toBe(false);
    expect(r.summary).not.toContain('🔏 Signed');
  } finally {
    repo.remove();
  }
});

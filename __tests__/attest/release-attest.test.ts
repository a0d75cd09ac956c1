// `release --attest --server-json`: the gated surface is signed beside the snapshot, the changelog records the
// bundle's digest, and server.json points to it within the registry's 4 KB, after its versions agree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, writeJson } from '../helpers/cli-harness.js';
import { releaseSigned, serverJson, writePackage } from '../helpers/signed-release.js';
import { startTestSigstore, testSigningKey, workflowToken, type TestSigstore } from '../helpers/test-sigstore.js';
import { verifyBundle } from '../../src/attest/verify-bundle.js';
import { createHash } from 'node:crypto';

let sigstore: TestSigstore;
beforeAll(async () => {
  sigstore = await startTestSigstore();
});
afterAll(() => sigstore.close());

test('keyless: the bundle beside the snapshot signs the npm tarball by its sha512 and the surface; server.json points to it', async () => {
  const m = await releaseSigned(sigstore);
  expect(m.code).toBe(0);
  expect(m.stdout).toMatch(/notes: signed surface sha256:[0-9a-f]{64} -> snapshots\/notes\.sigstore\.json \(bundle sha256:[0-9a-f]{64}\); server\.json points to it/);
  const bundle = JSON.parse(readFileSync(m.bundlePath, 'utf8'));
  const v = verifyBundle(bundle, { trustedRoot: sigstore.trustedRoot });
  if (!v.ok) throw new Error(v.reason);
  const st = JSON.parse(v.payload);
  expect(st.subject[0].name).toBe('pkg:npm/notes-server@1.2.0');
  expect(Buffer.from(st.subject[0].digest.sha512, 'hex').toString('base64')).toBe(createHash('sha512').update(readFileSync(m.tarball)).digest('base64'));
  expect(Object.keys(st.predicate.capabilities.default)).toEqual(['tool:list_notes', 'tool:read_note', 'tool:tag_note']);
  const sj = JSON.parse(readFileSync(m.serverJsonPath, 'utf8'));
  const pointer = sj._meta['io.modelcontextprotocol.registry/publisher-provided']['dev.mcp-contract/surface'];
  expect(pointer).toMatchObject({ surfaceDigest: st.predicate.surface.digest, canonicalization: 'mcp-contract/definition-jcs/v1', predicateType: 'https://mcp-contract.dev/surface/v1', signer: { repository: 'https://github.com/acme/notes' } });
  expect(Buffer.byteLength(JSON.stringify(sj._meta['io.modelcontextprotocol.registry/publisher-provided']))).toBeLessThan(4096);
  expect(JSON.stringify(sj)).not.toContain('read_note');
});

describe('refusals, each one line with exit 2 and nothing written', () => {
  async function project(): Promise<string> {
    const dir = tempDir('attest-refuse');
    writePackage(path.join(dir, 'pkg'));
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { command: process.execPath, args: ['pkg/index.mjs'], versionFrom: 'pkg/package.json' } } });
    expect((await cli(['snapshot'], { cwd: dir, env: { PATH: process.env.PATH } })).code).toBe(0);
    writeFileSync(path.join(dir, 'notes.tgz'), 'tarball bytes');
    return dir;
  }
  const token = () => workflowToken({ repository: 'acme/notes', ref: 'refs/tags/v1.2.0', workflow: '.github/workflows/release.yml' });

  it('a server.json whose version is not the package version is not signed', async () => {
    const dir = await project();
    writeJson(path.join(dir, 'server.json'), serverJson('1.3.0'));
    const r = await cli(['release', '--server-json', 'server.json', '--artifact', 'notes.tgz', '--fulcio-url', sigstore.url, '--rekor-url', sigstore.url], { cwd: dir, env: { PATH: process.env.PATH, SIGSTORE_ID_TOKEN: token() } });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('mcp-contract: versions disagree: server.json says 1.3.0, the package says 1.2.0, the server serves serverInfo.version 1.2.0');
    expect(JSON.stringify(JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')))).not.toContain('publisher-provided');
  });

  it('without an OIDC token or a named key nothing is signed; a key pasted on the command line is refused', async () => {
    const dir = await project();
    const none = await cli(['release', '--attest', '--artifact', 'notes.tgz', '--release-version', '1.2.0'], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no signing identity: run in GitHub Actions with permissions id-token: write/);
    const key = testSigningKey();
    const pasted = await cli(['release', '--attest', '--artifact', 'notes.tgz', `--signing-key=${key.privatePem}`], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(pasted.code).toBe(2);
    expect(pasted.stderr).toMatch(/--signing-key takes a file, never the key itself/);
    expect(pasted.stderr + pasted.stdout).not.toContain(key.privatePem.split('\n')[1]);
  });

  it('a named key from the environment signs; the bundle names only its hint', async () => {
    const dir = await project();
    const key = testSigningKey();
    const r = await cli(['release', '--attest', '--artifact', 'notes.tgz'], { cwd: dir, env: { PATH: process.env.PATH, MCP_CONTRACT_SIGNING_KEY: key.privatePem } });
    expect(r.code).toBe(0);
    const bundle = JSON.parse(readFileSync(path.join(dir, 'snapshots', 'notes.sigstore.json'), 'utf8'));
    expect(bundle.verificationMaterial.publicKey.hint).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyBundle(bundle, { publicKeyPem: key.publicPem }).ok).toBe(true);
    expect(sigstore.logged()).toBe(1);
  });

  it('the changelog records the signed surface and the bundle by path and sha256', async () => {
    const dir = await project();
    const key = testSigningKey();
    const url = 'https://github.com/acme/notes/releases/download/v1.2.0/notes.sigstore.json';
    const r = await cli(['release', '--attest', '--artifact', 'notes.tgz', '--bundle-url', url, '--format', 'changelog'], { cwd: dir, env: { PATH: process.env.PATH, MCP_CONTRACT_SIGNING_KEY: key.privatePem } });
    expect(r.code).toBe(0);
    const bundleText = readFileSync(path.join(dir, 'snapshots', 'notes.sigstore.json'));
    const digest = `sha256:${createHash('sha256').update(bundleText).digest('hex')}`;
    expect(r.stdout).toMatch(new RegExp(`Signed surface of notes: \`sha256:[0-9a-f]{64}\`, statement \`sha256:[0-9a-f]{64}\`, bundle \`snapshots/notes\\.sigstore\\.json\` \\(\`${digest}\`\\), published at \`${url.replace(/\./g, '\\.')}\`\\.`));
  });
});

// A signed surface statement verifies only with the trust the user gave, and names the workflow that signed it.
import { buildPredicate, buildStatement } from '../../src/core/attest/predicate.js';
import { parseStatement } from '../../src/core/attest/statement.js';
import { signStatement } from '../../src/attest/sign.js';
import { verifyBundle } from '../../src/attest/verify-bundle.js';
import { startTestSigstore, testSigningKey, workflowToken, type TestSigstore } from '../helpers/test-sigstore.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const snapshot: Snapshot = {
  format: 'mcp-contract/2',
  server: 'notes',
  surfaces: {
    default: {
      client: { name: 'mcp-contract', version: '1', capabilities: {} },
      kinds: {
        tool: { observation: { state: 'complete' }, items: [{ ref: 'tool:read_note', digest: 'sha256:' + '0'.repeat(64), definition: { name: 'read_note', inputSchema: { type: 'object' } } }] },
        prompt: { observation: { state: 'complete' }, items: [] },
        resource: { observation: { state: 'complete' }, items: [] },
        resourceTemplate: { observation: { state: 'complete' }, items: [] },
      },
    },
  },
};
const statement = buildStatement([{ name: 'pkg:npm/notes@1.2.0', digest: { sha512: 'ab'.repeat(64) } }], buildPredicate({ snapshot, name: 'io.github.acme/notes', version: '1.2.0' }));

let sigstore: TestSigstore;
beforeAll(async () => {
  sigstore = await startTestSigstore();
});
afterAll(() => sigstore.close());

function keyless(repository = 'acme/notes') {
  return { kind: 'keyless' as const, fulcioUrl: sigstore.url, rekorUrl: sigstore.url, env: { SIGSTORE_ID_TOKEN: workflowToken({ repository, ref: 'refs/tags/v1.2.0', workflow: '.github/workflows/release.yml' }) } };
}

test('a keyless bundle verifies against the trusted root and names the repository, workflow and ref from the certificate', async () => {
  const bundle = await signStatement(statement, keyless());
  const v = verifyBundle(bundle, { trustedRoot: sigstore.trustedRoot });
  if (!v.ok) throw new Error(v.reason);
  expect(v.signer).toEqual({
    kind: 'certificate',
    identity: expect.objectContaining({
      sourceRepository: 'https://github.com/acme/notes',
      sourceRepositoryOwner: 'https://github.com/acme',
      sourceRef: 'refs/tags/v1.2.0',
      workflow: 'https://github.com/acme/notes/.github/workflows/release.yml@refs/tags/v1.2.0',
      issuer: 'https://token.actions.githubusercontent.com',
    }),
  });
  expect(parseStatement(v.payload)).toEqual(statement);
  expect(sigstore.logged()).toBeGreaterThan(0);
});

test('a payload edited after signing fails the signature; an edited predicate inside a re-signed envelope fails its own digest', async () => {
  const bundle = (await signStatement(statement, keyless())) as { dsseEnvelope: { payload: string } };
  const edited = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString()) as typeof statement;
  edited.predicate.capabilities.default['tool:read_note'] = 'sha256:' + '1'.repeat(64);
  const tampered = { ...bundle, dsseEnvelope: { ...bundle.dsseEnvelope, payload: Buffer.from(JSON.stringify(edited)).toString('base64') } };
  const v = verifyBundle(tampered, { trustedRoot: sigstore.trustedRoot });
  expect(v.ok).toBe(false);
  expect(v.ok ? '' : v.reason).toMatch(/TLOG_BODY_ERROR|SIGNATURE_ERROR/);
  // Signed as edited: the signature holds, the surface digest it claims does not.
  expect(parseStatement(JSON.stringify(edited))).toMatch(/not the digest of its capabilities/);
});

test('a certificate from another CA, or no trusted root at all, is refused without fetching anything', async () => {
  const bundle = await signStatement(statement, keyless());
  const other = await startTestSigstore();
  try {
    const v = verifyBundle(bundle, { trustedRoot: other.trustedRoot });
    expect(v.ok ? '' : v.reason).toMatch(/TLOG|CERTIFICATE/);
  } finally {
    await other.close();
  }
  const none = verifyBundle(bundle, {});
  expect(none).toEqual({ ok: false, reason: expect.stringMatching(/no trusted root was given .*nothing is fetched/) });
});

test('a key-signed bundle verifies with the maintainer public key only', async () => {
  const key = testSigningKey();
  const bundle = await signStatement(statement, { kind: 'key', privateKeyPem: key.privatePem, source: 'test' });
  const v = verifyBundle(bundle, { publicKeyPem: key.publicPem });
  expect(v.ok).toBe(true);
  const stranger = testSigningKey();
  const w = verifyBundle(bundle, { publicKeyPem: stranger.publicPem });
  expect(w.ok ? '' : w.reason).toMatch(/not the public key given/);
  expect(verifyBundle(bundle, {}).ok).toBe(false);
});

// `verify --registry NAME@VERSION`: the five checks pass for a genuine release and each tampering is refused with
// its own one line and exit code, before the server is ever started where the release itself does not verify.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, writeJson } from '../helpers/cli-harness.js';
import { consumerInstall, integrityOf, NAME, PKG, releaseSigned, startRegistries, TOOLS, VERSION, type Maintainer, type Registries } from '../helpers/signed-release.js';
import { startTestSigstore, testSigningKey, workflowToken, type TestSigstore } from '../helpers/test-sigstore.js';
import { signStatement } from '../../src/attest/sign.js';

let sigstore: TestSigstore;
let reg: Registries;
let genuine: Maintainer;
let rootFile: string;

beforeAll(async () => {
  sigstore = await startTestSigstore();
  reg = await startRegistries();
  genuine = await releaseSigned(sigstore);
  rootFile = writeJson(path.join(tempDir('root'), 'trusted_root.json'), sigstore.trustedRoot);
});
afterAll(async () => {
  await sigstore.close();
  await reg.close();
});

/** Publishes `server` (default: the maintainer's server.json with its pointer) as NAME@version in the registry. */
function publish(m: Maintainer, over: { status?: string; statusMessage?: string; server?: Record<string, unknown>; version?: string } = {}): void {
  const server = over.server ?? JSON.parse(readFileSync(m.serverJsonPath, 'utf8'));
  reg.entries.set(`${NAME}@${over.version ?? VERSION}`, { server, status: over.status ?? 'active', ...(over.statusMessage ? { statusMessage: over.statusMessage } : {}) });
  reg.npm.set(`${PKG}@${VERSION}`, integrityOf(m.tarball));
}

async function verify(consumer: string, extra: string[] = [], ref = `${NAME}@${VERSION}`) {
  const args = ['verify', '--registry', ref, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile, ...(extra.includes('--bundle') ? [] : ['--bundle', genuine.bundlePath]), ...extra, '--', process.execPath, `node_modules/${PKG}/index.mjs`];
  return cli(args, { cwd: consumer, env: { PATH: process.env.PATH } });
}

function failLine(stdout: string): string {
  return stdout.split('\n').find((l) => l.startsWith('[FAIL]')) ?? '';
}

test('a genuine release passes all five checks, each saying what it proves and what it does not', async () => {
  publish(genuine);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  const r = await verify(consumer);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^\[ok {2}\] registry: io\.github\.acme\/notes@1\.2\.0 is active at http/m);
  expect(r.stdout).toMatch(/^\[ok {2}\] artifact: notes-server@1\.2\.0 installed, served and signed as sha512:/m);
  expect(r.stdout).toMatch(/^\[ok {2}\] signature: surface sha256:.* signed by https:\/\/github\.com\/acme\/notes\/\.github\/workflows\/release\.yml@refs\/tags\/v1\.2\.0$/m);
  expect(r.stdout).toContain('[skip] provenance: no provenance: notes-server carries no provenance of its own (npm provenance, PEP 740)');
  expect(r.stdout).toContain('[ok  ] surface: all 3 served capabilities are the signed ones');
  expect(r.stdout).toContain('does not prove: that the tools are safe: a signature proves who released a surface, not what it does');
});

test('a deprecated entry still verifies and shows its message', async () => {
  publish(genuine, { status: 'deprecated', statusMessage: 'use io.github.acme/notes2' });
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  const r = await verify(consumer);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('(deprecated: use io.github.acme/notes2)');
});

test('an entry marked deleted is refused (exit 6) and the server is never started', async () => {
  publish(genuine, { status: 'deleted', statusMessage: 'malware reported' });
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  writeFileSync(path.join(consumer, 'node_modules', PKG, 'index.mjs'), "throw new Error('started');\n");
  const r = await verify(consumer);
  expect(r.code).toBe(6);
  expect(failLine(r.stdout)).toBe('[FAIL] registry: io.github.acme/notes@1.2.0 is marked deleted in the registry: malware reported');
});

test('a swapped tarball: the installed package is not the bytes the registry serves and the release signed', async () => {
  publish(genuine);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), `sha512-${Buffer.alloc(64, 7).toString('base64')}`);
  const r = await verify(consumer);
  expect(r.code).toBe(6);
  expect(failLine(r.stdout)).toMatch(/^\[FAIL\] artifact: the installed notes-server is sha512:07070707\S*…, not the sha512:[0-9a-f]{12}… the registry serves and the release signed$/);
});

test('the registry serving another tarball than the release signed (a stolen npm token republishing) is refused', async () => {
  publish(genuine);
  reg.npm.set(`${PKG}@${VERSION}`, `sha512-${Buffer.alloc(64, 9).toString('base64')}`);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), `sha512-${Buffer.alloc(64, 9).toString('base64')}`);
  const r = await verify(consumer);
  expect(r.code).toBe(6);
  expect(failLine(r.stdout)).toMatch(/^\[FAIL\] artifact: the registry serves notes-server@1\.2\.0 as sha512:090909090909…, but the release signed sha512:[0-9a-f]{12}…$/);
});

test('a statement signed by another repository is refused even when the entry points to it', async () => {
  const evil = await releaseSigned(sigstore, { repository: 'mallory/notes' });
  publish(evil);
  const consumer = consumerInstall(path.join(evil.dir, 'pkg'), integrityOf(evil.tarball));
  const r = await verify(consumer, ['--bundle', evil.bundlePath]);
  expect(r.code).toBe(6);
  expect(failLine(r.stdout)).toBe("[FAIL] signature: signed by https://github.com/mallory/notes, but the entry's repository is https://github.com/acme/notes");
});

test("an entry for another version pointing to this release's statement is refused", async () => {
  const doc = JSON.parse(readFileSync(genuine.serverJsonPath, 'utf8'));
  publish(genuine, { version: '1.3.0', server: { ...doc, version: '1.3.0', packages: [{ ...doc.packages[0], version: '1.3.0' }] } });
  reg.npm.set(`${PKG}@1.3.0`, integrityOf(genuine.tarball));
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  const r = await verify(consumer, [], `${NAME}@1.3.0`);
  expect(r.code).toBe(6);
  expect(failLine(r.stdout)).toBe('[FAIL] signature: the statement signs io.github.acme/notes@1.2.0, not io.github.acme/notes@1.3.0');
});

test('a tampered predicate is refused, also when a compromised registry account repoints the entry at it', async () => {
  const bundle = JSON.parse(readFileSync(genuine.bundlePath, 'utf8'));
  const st = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString());
  st.predicate.capabilities.default['tool:read_note'] = `sha256:${'e'.repeat(64)}`;
  bundle.dsseEnvelope.payload = Buffer.from(JSON.stringify(st)).toString('base64');
  const text = `${JSON.stringify(bundle, null, 2)}\n`;
  const tampered = path.join(tempDir('tampered'), 'notes.sigstore.json');
  writeFileSync(tampered, text);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  publish(genuine);
  const asIs = await verify(consumer, ['--bundle', tampered]);
  expect(asIs.code).toBe(6);
  expect(failLine(asIs.stdout)).toMatch(/^\[FAIL\] signature: the bundle's digest sha256:[0-9a-f]{12}… is not the sha256:[0-9a-f]{12}… the entry points to$/);
  const doc = JSON.parse(readFileSync(genuine.serverJsonPath, 'utf8'));
  const pointer = doc._meta['io.modelcontextprotocol.registry/publisher-provided']['dev.mcp-contract/surface'];
  pointer.bundle.digest = `sha256:${createHash('sha256').update(text).digest('hex')}`;
  publish(genuine, { server: doc });
  const repointed = await verify(consumer, ['--bundle', tampered]);
  expect(repointed.code).toBe(6);
  expect(failLine(repointed.stdout)).toMatch(/^\[FAIL\] signature: the signature did not verify: (TLOG_BODY_ERROR|SIGNATURE_ERROR): /);
});

test('a live server serving one changed tool: only that tool is held, as "serves X; release signed Y" (exit 1)', async () => {
  publish(genuine);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball), (c) => {
    c.tools[2].description = 'Add a tag to a note, and send the note to the tag owner.';
  });
  const r = await verify(consumer);
  expect(r.code).toBe(1);
  expect(failLine(r.stdout)).toBe('[FAIL] surface: 1 of 3 capabilities differ from the signed release');
  const held = r.stdout.split('\n').filter((l) => l.startsWith('  HELD'));
  expect(held).toHaveLength(1);
  expect(held[0]).toMatch(/^ {2}HELD {2}tool:tag_note: serves sha256:[0-9a-f]{12}…; release signed sha256:[0-9a-f]{12}…$/);
});

test('without a trusted root a certificate-signed release fails closed in one line, and nothing but the named URLs is fetched', async () => {
  publish(genuine);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  const before = sigstore.logged();
  const args = ['verify', '--registry', `${NAME}@${VERSION}`, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--bundle', genuine.bundlePath, '--', process.execPath, `node_modules/${PKG}/index.mjs`];
  const seen = reg.requests.length;
  const r = await cli(args, { cwd: consumer, env: { PATH: process.env.PATH } });
  expect(r.code).toBe(6);
  expect(failLine(r.stdout)).toBe('[FAIL] signature: the signature did not verify: the bundle is signed by a certificate and no trusted root was given (--trusted-root FILE): refusing, nothing is fetched');
  expect(reg.requests.slice(seen)).toEqual([`/mcp/v0.1/servers/${NAME}/versions/${VERSION}`]);
  expect(sigstore.logged()).toBe(before);
});

test('a key-signed release verifies with the maintainer key and is refused with any other', async () => {
  const key = testSigningKey();
  const keyFile = path.join(tempDir('key'), 'release.pem');
  writeFileSync(keyFile, key.privatePem);
  const m = await releaseSigned(sigstore, { keyFile });
  expect(m.code).toBe(0);
  publish(m);
  const consumer = consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball));
  const pub = path.join(tempDir('pub'), 'maintainer.pub');
  writeFileSync(pub, key.publicPem);
  const ok = await verify(consumer, ['--public-key', pub, '--bundle', m.bundlePath]);
  expect(ok.code).toBe(0);
  const other = path.join(tempDir('pub'), 'other.pub');
  writeFileSync(other, testSigningKey().publicPem);
  const bad = await verify(consumer, ['--public-key', other, '--bundle', m.bundlePath]);
  expect(bad.code).toBe(6);
  expect(failLine(bad.stdout)).toMatch(/^\[FAIL\] signature: the signature did not verify: .*is not the public key given$/);
});

describe('npm provenance, where the package carries it', () => {
  async function provenanceBy(repository: string, sha512 = createHash('sha512').update(readFileSync(genuine.tarball)).digest('hex')): Promise<unknown> {
    const slsa = { _type: 'https://in-toto.io/Statement/v1', subject: [{ name: `pkg:npm/${PKG}@${VERSION}`, digest: { sha512 } }], predicateType: 'https://slsa.dev/provenance/v1', predicate: { buildDefinition: {}, runDetails: {} } };
    return signStatement(slsa as never, { kind: 'keyless', fulcioUrl: sigstore.url, rekorUrl: sigstore.url, env: { SIGSTORE_ID_TOKEN: workflowToken({ repository, ref: 'refs/tags/v1.2.0', workflow: '.github/workflows/publish.yml' }) } });
  }
  afterEach(() => reg.provenance.clear());

  it('built by the same repository: the check passes and says so', async () => {
    publish(genuine);
    reg.provenance.set(`${PKG}@${VERSION}`, await provenanceBy('acme/notes'));
    const r = await verify(consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball)));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[ok  ] provenance: npm provenance names https://github.com/acme/notes');
  });

  it('provenance of another tarball (a genuine one replayed) is refused', async () => {
    publish(genuine);
    reg.provenance.set(`${PKG}@${VERSION}`, await provenanceBy('acme/notes', 'ab'.repeat(64)));
    const r = await verify(consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball)));
    expect(r.code).toBe(6);
    expect(failLine(r.stdout)).toBe("[FAIL] provenance: the package's provenance signs another file than the one installed");
  });

  it('built by another repository: refused before the server starts', async () => {
    publish(genuine);
    reg.provenance.set(`${PKG}@${VERSION}`, await provenanceBy('mallory/notes'));
    const r = await verify(consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball)));
    expect(r.code).toBe(6);
    expect(failLine(r.stdout)).toBe('[FAIL] provenance: the package was built by https://github.com/mallory/notes, not https://github.com/acme/notes');
  });
});

test('against a server.json file and a bundle, without the registry: the same checks, the registry entry read from the file', async () => {
  reg.npm.set(`${PKG}@${VERSION}`, integrityOf(genuine.tarball));
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  const seen = reg.requests.length;
  const args = ['verify', '--server-json', genuine.serverJsonPath, '--bundle', genuine.bundlePath, '--trusted-root', rootFile, '--npm-registry', `${reg.url}/npm`, '--', process.execPath, `node_modules/${PKG}/index.mjs`];
  const r = await cli(args, { cwd: consumer, env: { PATH: process.env.PATH } });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`[ok  ] registry: ${NAME}@${VERSION} is listed at ${genuine.serverJsonPath}`);
  expect(reg.requests.slice(seen)).toEqual([`/npm/${PKG}/${VERSION}`]);
});

describe("the bundle read from the entry's pointer, where GitHub answers a release asset's URL with a 302", () => {
  let assets: Registries;
  beforeAll(async () => {
    assets = await startRegistries();
  });
  afterAll(async () => {
    reg.redirects.clear();
    await assets.close();
  });

  /** Publishes the genuine entry with its pointer at `location`; the download URL 302s to another port, as github.com does. */
  function publishAt(location: string): void {
    const doc = JSON.parse(readFileSync(genuine.serverJsonPath, 'utf8'));
    doc._meta['io.modelcontextprotocol.registry/publisher-provided']['dev.mcp-contract/surface'].bundle.location = location;
    publish(genuine, { server: doc });
  }

  async function verifyFetched(consumer: string) {
    const args = ['verify', '--registry', `${NAME}@${VERSION}`, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile, '--', process.execPath, `node_modules/${PKG}/index.mjs`];
    return cli(args, { cwd: consumer, env: { PATH: process.env.PATH } });
  }

  test('followed to the asset host: the release verifies without --bundle', async () => {
    assets.files.set('notes.sigstore.json', JSON.parse(readFileSync(genuine.bundlePath, 'utf8')));
    reg.redirects.set('/releases/download/v1.2.0/notes.sigstore.json', `${assets.url}/files/notes.sigstore.json`);
    publishAt(`${reg.url}/releases/download/v1.2.0/notes.sigstore.json`);
    const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
    const r = await verifyFetched(consumer);
    expect(failLine(r.stdout)).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\[ok {2}\] signature: surface sha256:/m);
    expect(assets.requests).toContain('/files/notes.sigstore.json');
  });

  test('followed to another bundle: refused on the pointer digest, as the redirect proves nothing', async () => {
    const other = await releaseSigned(sigstore, { version: '1.2.0', tools: TOOLS.slice(0, 2) });
    assets.files.set('other.sigstore.json', JSON.parse(readFileSync(other.bundlePath, 'utf8')));
    reg.redirects.set('/releases/download/v1.2.0/swapped.sigstore.json', `${assets.url}/files/other.sigstore.json`);
    publishAt(`${reg.url}/releases/download/v1.2.0/swapped.sigstore.json`);
    const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
    const r = await verifyFetched(consumer);
    expect(r.code).toBe(6);
    expect(failLine(r.stdout)).toMatch(/^\[FAIL\] signature: the bundle's digest sha256:[0-9a-f]{12}… is not the sha256:[0-9a-f]{12}… the entry points to$/);
  });

  test('a redirect to plain http off loopback is refused in one line naming the URL', async () => {
    reg.redirects.set('/releases/download/v1.2.0/plain.sigstore.json', 'http://example.com/notes.sigstore.json');
    publishAt(`${reg.url}/releases/download/v1.2.0/plain.sigstore.json`);
    const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
    const r = await verifyFetched(consumer);
    expect(r.code).toBe(6);
    expect(failLine(r.stdout)).toBe(`[FAIL] registry: ${reg.url}/releases/download/v1.2.0/plain.sigstore.json: redirected (302) to "http://example.com/notes.sigstore.json", which is neither https nor loopback http`);
  });
});

test('a registry URL carrying credentials never prints them (text and JSON), whatever the fetch made of it', async () => {
  publish(genuine);
  const consumer = consumerInstall(path.join(genuine.dir, 'pkg'), integrityOf(genuine.tarball));
  const withSecret = reg.url.replace('://', '://deploy:s3cr3t-registry-token@');
  for (const format of [[], ['--format', 'json']]) {
    const args = ['verify', '--registry', `${NAME}@${VERSION}`, '--registry-url', `${withSecret}/mcp`, '--npm-registry', `${withSecret}/npm`, '--trusted-root', rootFile, '--bundle', genuine.bundlePath, ...format, '--', process.execPath, `node_modules/${PKG}/index.mjs`];
    const r = await cli(args, { cwd: consumer, env: { PATH: process.env.PATH } });
    expect(`${r.stdout}${r.stderr}`).not.toContain('s3cr3t-registry-token');
    expect(`${r.stdout}${r.stderr}`).toContain(reg.url.replace(/^https?:\/\//, ''));
  }
});

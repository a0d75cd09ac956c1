// Check (b) for artifacts other than an npm tarball, and check (d) for PEP 740: an MCPB bundle is compared byte for
// byte with what the entry names and the release signed (hashed from a file the user gives or a download the user
// allows, else refused), a remote server by its canonical URL and the signed surface digest, a PyPI file by what PyPI
// serves, and PyPI's own provenance must name the repository the entry names. Every refusal is one line, exit 6.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, CATALOG, startHttp, tempDir, writeJson, type HttpFixture } from '../helpers/cli-harness.js';
import { NAME, startRegistries, TOOLS, VERSION, writePackage, type Registries } from '../helpers/signed-release.js';
import { pep740Provenance, releaseEntry, sha256Hex, type FileRelease } from '../helpers/signed-files.js';
import { startTestSigstore, testSigningKey, type TestSigstore } from '../helpers/test-sigstore.js';
import { buildPredicate, buildStatement } from '../../src/core/attest/predicate.js';
import { readSnapshot } from '../../src/api/snapshot-files.js';
import { signStatement } from '../../src/attest/sign.js';

let sigstore: TestSigstore;
let reg: Registries;
let rootFile: string;

beforeAll(async () => {
  sigstore = await startTestSigstore();
  reg = await startRegistries();
  rootFile = writeJson(path.join(tempDir('root'), 'trusted_root.json'), sigstore.trustedRoot);
});
afterAll(async () => {
  await sigstore.close();
  await reg.close();
});

function publish(m: FileRelease): void {
  reg.entries.set(`${NAME}@${VERSION}`, { server: JSON.parse(readFileSync(m.serverJsonPath, 'utf8')), status: 'active' });
}

/** A consumer's copy of the server (the MCPB bundle unpacked, the wheel installed): the package's files, run by node. */
function consumer(): string {
  const dir = tempDir('consumer-file');
  writePackage(path.join(dir, 'server'));
  return dir;
}

async function verify(cwd: string, bundle: string, extra: string[], launch: string[] = ['--', process.execPath, 'server/index.mjs']) {
  const args = ['verify', '--registry', `${NAME}@${VERSION}`, '--registry-url', `${reg.url}/mcp`, '--trusted-root', rootFile, '--bundle', bundle, ...extra, ...launch];
  return cli(args, { cwd, env: { PATH: process.env.PATH } });
}

const line = (stdout: string, id: string) => stdout.split('\n').find((l) => l.includes(`] ${id}: `)) ?? '';

describe('an MCPB bundle: the file itself, hashed only when given or allowed', () => {
  const MCPB = 'notes-1.2.0.mcpb';
  const bytes = Buffer.from('PK\u0003\u0004 an MCPB bundle of notes 1.2.0');
  let m: FileRelease;
  beforeAll(async () => {
    m = await releaseEntry(sigstore, {
      packages: [{ registryType: 'mcpb', identifier: `${reg.url}/files/${MCPB}`, version: VERSION, fileSha256: sha256Hex(bytes), transport: { type: 'stdio' } }],
      artifact: { name: MCPB, bytes },
    });
    if (m.code !== 0) throw new Error(m.stdout);
  });
  beforeEach(() => {
    publish(m);
    reg.files.set(MCPB, bytes);
  });

  it('downloaded with --fetch-artifact: the file is the one the entry names and the release signed', async () => {
    const seen = reg.requests.length;
    const r = await verify(consumer(), m.bundlePath, ['--fetch-artifact']);
    expect(r.code).toBe(0);
    // It proves the URL serves the signed file, and says the launched code is not tied to it by this download.
    expect(line(r.stdout, 'artifact')).toBe(`[ok  ] artifact: ${reg.url}/files/${MCPB} (downloaded from ${reg.url}/files/${MCPB}) is the sha256:${sha256Hex(bytes).slice(0, 12)}… the entry names and the release signed; the launched code is not tied to it (only --artifact FILE ties the file you run)`);
    expect(r.stdout).toContain('proves: the file the entry names is the one the release signed; does not prove: that the launched code came from that file, or what that code does');
    expect(reg.requests.slice(seen)).toContain(`/files/${MCPB}`);
    expect(line(r.stdout, 'provenance')).toBe(`[skip] provenance: no provenance: ${reg.url}/files/${MCPB} carries no provenance of its own (npm provenance, PEP 740)`);
  });

  it('a local file with --artifact: hashed from disk, nothing downloaded', async () => {
    const dir = consumer();
    writeFileSync(path.join(dir, MCPB), bytes);
    const seen = reg.requests.length;
    const r = await verify(dir, m.bundlePath, ['--artifact', MCPB]);
    expect(r.code).toBe(0);
    expect(line(r.stdout, 'artifact')).toContain(`(the file ${path.join(dir, MCPB)}) is the sha256:`);
    expect(reg.requests.slice(seen)).not.toContain(`/files/${MCPB}`);
  });

  it('neither given nor allowed: fails closed without downloading', async () => {
    const seen = reg.requests.length;
    const r = await verify(consumer(), m.bundlePath, []);
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: ${reg.url}/files/${MCPB} itself was not hashed: give the file with --artifact FILE, or allow its download with --fetch-artifact`);
    expect(reg.requests.slice(seen)).not.toContain(`/files/${MCPB}`);
  });

  it('a swapped file at the same URL is refused', async () => {
    const swapped = Buffer.from('PK\u0003\u0004 an MCPB bundle that sends your notes away');
    reg.files.set(MCPB, swapped);
    const r = await verify(consumer(), m.bundlePath, ['--fetch-artifact']);
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: downloaded from ${reg.url}/files/${MCPB} is sha256:${sha256Hex(swapped).slice(0, 12)}…, not the sha256:${sha256Hex(bytes).slice(0, 12)}… the entry names and the release signed`);
  });

  it('an entry repointed at another file (a compromised registry account) is refused against the signed subject', async () => {
    const swapped = Buffer.from('PK\u0003\u0004 another bundle');
    const doc = JSON.parse(readFileSync(m.serverJsonPath, 'utf8'));
    doc.packages[0].fileSha256 = sha256Hex(swapped);
    reg.entries.set(`${NAME}@${VERSION}`, { server: doc, status: 'active' });
    reg.files.set(MCPB, swapped);
    const r = await verify(consumer(), m.bundlePath, ['--fetch-artifact']);
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: the entry names ${reg.url}/files/${MCPB} as sha256:${sha256Hex(swapped).slice(0, 12)}…, the release signed sha256:${sha256Hex(bytes).slice(0, 12)}…`);
  });
});

describe('a remote server: its canonical URL with the signed surface digest, and the launch connects there', () => {
  let remote: HttpFixture;
  let other: HttpFixture;
  let m: FileRelease;
  let catalogFile: string;
  beforeAll(async () => {
    catalogFile = writeJson(path.join(tempDir('remote'), 'catalog.json'), { serverInfo: { name: 'notes', version: VERSION }, tools: TOOLS });
    remote = await startHttp(CATALOG, [catalogFile]);
    other = await startHttp(CATALOG, [catalogFile]);
    m = await releaseEntry(sigstore, { remotes: [{ type: 'streamable-http', url: remote.url }], server: { url: remote.url } });
    if (m.code !== 0) throw new Error(m.stdout);
  });
  afterAll(() => {
    remote.stop();
    other.stop();
  });
  beforeEach(() => publish(m));

  it('the signed remote, connected to: passes', async () => {
    const r = await verify(tempDir('remote-consumer'), m.bundlePath, [], ['--url', remote.url]);
    expect(r.code).toBe(0);
    expect(line(r.stdout, 'artifact')).toMatch(new RegExp(`^\\[ok  \\] artifact: remote ${remote.url.replace(/[.]/g, '\\.')} connected to and signed with surface [0-9a-f]{12}…`));
  });

  it('a launch that connects elsewhere, serving the same tools, is refused', async () => {
    const r = await verify(tempDir('remote-consumer'), m.bundlePath, [], ['--url', other.url]);
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: the launch connects to ${other.url}, not the signed remote ${remote.url}`);
  });

  it('a launch that starts a local copy instead of connecting to the signed remote is refused', async () => {
    const r = await verify(consumer(), m.bundlePath, []);
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toMatch(new RegExp(`^\\[FAIL\\] artifact: the entry names the remote ${remote.url.replace(/[.]/g, '\\.')}, but the launch runs `));
  });

  it('a statement whose remote subject carries another digest than the surface it signs is refused', async () => {
    const key = testSigningKey();
    const snapshot = await readSnapshot(path.join(m.dir, 'snapshots', 'notes.json'));
    const predicate = buildPredicate({ snapshot, name: NAME, version: VERSION });
    const statement = buildStatement([{ name: remote.url, digest: { sha256: 'f'.repeat(64) } }], predicate);
    const dir = tempDir('remote-forged');
    const bundle = writeJson(path.join(dir, 'notes.sigstore.json'), await signStatement(statement, { kind: 'key', privateKeyPem: key.privatePem, source: 'test key' }));
    const pub = path.join(dir, 'maintainer.pub');
    writeFileSync(pub, key.publicPem);
    const doc = JSON.parse(readFileSync(m.serverJsonPath, 'utf8'));
    delete doc._meta;
    const sj = writeJson(path.join(dir, 'server.json'), doc);
    const r = await cli(['verify', '--server-json', sj, '--bundle', bundle, '--public-key', pub, '--url', remote.url], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: the signed subject ${remote.url} carries sha256:ffffffffffff…, not the surface digest ${predicate.surface.digest.slice(7, 19)}… the statement signs`);
  });
});

describe('a PyPI file, and its PEP 740 provenance', () => {
  const WHEEL = 'notes_server-1.2.0-py3-none-any.whl';
  const wheel = Buffer.from('PK\u0003\u0004 notes_server 1.2.0 wheel');
  let m: FileRelease;
  beforeAll(async () => {
    m = await releaseEntry(sigstore, {
      packages: [{ registryType: 'pypi', registryBaseUrl: 'https://pypi.org', identifier: 'notes-server', version: VERSION, transport: { type: 'stdio' } }],
      artifact: { name: WHEEL, bytes: wheel },
    });
    if (m.code !== 0) throw new Error(m.stdout);
  });
  beforeEach(() => {
    publish(m);
    reg.pypi.set(`notes-server@${VERSION}`, [{ filename: WHEEL, sha256: sha256Hex(wheel) }]);
    reg.pep740.clear();
  });

  function holder(): string {
    const dir = consumer();
    writeFileSync(path.join(dir, WHEEL), wheel);
    return dir;
  }
  const pypiArgs = () => ['--pypi-registry', `${reg.url}/pypi`, '--artifact', WHEEL];

  it('no provenance: said so, not a failure; refused when the policy requires it', async () => {
    const r = await verify(holder(), m.bundlePath, pypiArgs());
    expect(r.code).toBe(0);
    expect(line(r.stdout, 'artifact')).toBe(`[ok  ] artifact: ${WHEEL} installed, served and signed as sha256:${sha256Hex(wheel).slice(0, 12)}…`);
    expect(line(r.stdout, 'provenance')).toBe('[skip] provenance: no provenance: notes-server carries no provenance of its own (npm provenance, PEP 740)');
    const required = await verify(holder(), m.bundlePath, [...pypiArgs(), '--require-provenance']);
    expect(required.code).toBe(6);
    expect(line(required.stdout, 'provenance')).toBe('[FAIL] provenance: no provenance: notes-server carries no provenance of its own (npm provenance, PEP 740), and the policy requires it');
  });

  it('published by the same repository: verified with the same trusted root and named', async () => {
    reg.pep740.set(WHEEL, await pep740Provenance(sigstore, 'acme/notes', WHEEL, sha256Hex(wheel)));
    const seen = reg.requests.length;
    const r = await verify(holder(), m.bundlePath, pypiArgs());
    expect(r.code).toBe(0);
    expect(line(r.stdout, 'provenance')).toBe(`[ok  ] provenance: PEP 740 provenance of ${WHEEL} names https://github.com/acme/notes`);
    expect(reg.requests.slice(seen)).toContain(`/pypi/integrity/notes-server/${VERSION}/${WHEEL}/provenance`);
  });

  it('published by another repository: refused, naming both', async () => {
    reg.pep740.set(WHEEL, await pep740Provenance(sigstore, 'mallory/notes', WHEEL, sha256Hex(wheel)));
    const r = await verify(holder(), m.bundlePath, pypiArgs());
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'provenance')).toBe('[FAIL] provenance: the package was built by https://github.com/mallory/notes, not https://github.com/acme/notes');
  });

  it('provenance of another file (a genuine attestation replayed) is refused', async () => {
    reg.pep740.set(WHEEL, await pep740Provenance(sigstore, 'acme/notes', WHEEL, 'e'.repeat(64)));
    const r = await verify(holder(), m.bundlePath, pypiArgs());
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'provenance')).toBe(`[FAIL] provenance: the PEP 740 attestation of ${WHEEL} signs another file than the one installed`);
  });

  it('a tampered attestation does not verify', async () => {
    const doc = (await pep740Provenance(sigstore, 'acme/notes', WHEEL, sha256Hex(wheel))) as { attestation_bundles: Array<{ attestations: Array<{ envelope: { statement: string } }> }> };
    const st = JSON.parse(Buffer.from(doc.attestation_bundles[0].attestations[0].envelope.statement, 'base64').toString('utf8'));
    st.predicate = { note: 'edited' };
    doc.attestation_bundles[0].attestations[0].envelope.statement = Buffer.from(JSON.stringify(st)).toString('base64');
    reg.pep740.set(WHEEL, doc);
    const r = await verify(holder(), m.bundlePath, pypiArgs());
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'provenance')).toMatch(new RegExp(`^\\[FAIL\\] provenance: the PEP 740 attestation of ${WHEEL.replace(/[.]/g, '\\.')} did not verify: `));
  });

  it('PyPI serving other bytes under the signed filename is refused', async () => {
    reg.pypi.set(`notes-server@${VERSION}`, [{ filename: WHEEL, sha256: 'd'.repeat(64) }]);
    const r = await verify(holder(), m.bundlePath, pypiArgs());
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: PyPI serves ${WHEEL} as sha256:dddddddddddd…, but the release signed sha256:${sha256Hex(wheel).slice(0, 12)}…`);
  });

  it('without the file or a recorded wheel hash the install cannot be tied to the file: refused', async () => {
    const r = await verify(consumer(), m.bundlePath, ['--pypi-registry', `${reg.url}/pypi`]);
    expect(r.code).toBe(6);
    expect(line(r.stdout, 'artifact')).toBe(`[FAIL] artifact: the installed notes-server cannot be tied to ${WHEEL}: the launch is not an installed Python package; give the file with --artifact FILE`);
  });
});

// `guard --approved registry:NAME@VERSION`: a verified signed release approves exactly the signed definitions, with no
// prompt; a changed tool is held and named; a release that does not verify starts no guard.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLI, startGuard } from '../helpers/dist.js';
import { tempDir, writeJson } from '../helpers/cli-harness.js';
import { consumerInstall, integrityOf, NAME, PKG, releaseSigned, startRegistries, VERSION, type Maintainer, type Registries } from '../helpers/signed-release.js';
import { startTestSigstore, type TestSigstore } from '../helpers/test-sigstore.js';

let sigstore: TestSigstore;
let reg: Registries;
let m: Maintainer;
let rootFile: string;

beforeAll(async () => {
  sigstore = await startTestSigstore();
  reg = await startRegistries();
  m = await releaseSigned(sigstore);
  rootFile = writeJson(path.join(tempDir('root'), 'trusted_root.json'), sigstore.trustedRoot);
  reg.npm.set(`${PKG}@${VERSION}`, integrityOf(m.tarball));
});
afterAll(async () => {
  await sigstore.close();
  await reg.close();
});

function publish(status = 'active'): void {
  reg.entries.set(`${NAME}@${VERSION}`, { server: JSON.parse(readFileSync(m.serverJsonPath, 'utf8')), status });
}

function guardArgs(consumer: string): string[] {
  return [
    '--approved', `registry:${NAME}@${VERSION}`, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile,
    '--bundle', m.bundlePath, '--store', tempDir('store'), '--interval', '0', '--', process.execPath, path.join(consumer, 'node_modules', PKG, 'index.mjs'),
  ];
}

test('a genuine release: the guard publishes every signed tool with no approve step', async () => {
  publish();
  const g = await startGuard(guardArgs(consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball))));
  try {
    const tools = (await g.client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(['list_notes', 'read_note', 'tag_note']);
    expect(g.stderr()).toContain('[ok  ] surface: all 3 served capabilities are the signed ones');
  } finally {
    await g.close();
  }
});

test('one changed tool: only it is held, named as "serves X; release signed Y"; the rest are published', async () => {
  publish();
  const consumer = consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball), (c) => {
    c.tools[2].description = 'Add a tag to a note, and send the note to the tag owner.';
  });
  const g = await startGuard(guardArgs(consumer));
  try {
    expect((await g.client.listTools()).tools.map((t) => t.name).sort()).toEqual(['list_notes', 'read_note']);
    expect(g.stderr()).toMatch(/HELD {2}tool:tag_note: serves sha256:[0-9a-f]{12}…; release signed sha256:[0-9a-f]{12}…/);
  } finally {
    await g.close();
  }
});

test('an entry marked deleted starts no guard: exit 6 with one line', async () => {
  publish('deleted');
  // Spawned without blocking: the registry answering it runs in this process.
  const child = spawn(process.execPath, [CLI, 'guard', ...guardArgs(consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball)))], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  const r = { status, stderr };
  expect(r.status).toBe(6);
  expect(r.stderr.trim().split('\n').pop()).toBe(`mcp-contract: registry:${NAME}@${VERSION}: the signed release did not verify: registry: ${NAME}@${VERSION} is marked deleted in the registry`);
});

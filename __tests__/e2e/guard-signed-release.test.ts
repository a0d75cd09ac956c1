// `guard --approved registry:NAME@VERSION`: a verified signed release approves exactly the signed definitions, with no
// prompt; a changed tool is held and named; a release that does not verify starts no guard.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLI, startGuard } from '../helpers/dist.js';
import { cli, tempDir, writeJson } from '../helpers/cli-harness.js';
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

function guardArgs(consumer: string, store = tempDir('store')): string[] {
  return [
    '--approved', `registry:${NAME}@${VERSION}`, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile,
    '--bundle', m.bundlePath, '--store', store, '--interval', '0', '--', process.execPath, path.join(consumer, 'node_modules', PKG, 'index.mjs'),
  ];
}

test('a genuine release: the guard publishes every signed tool with no approve step; status says they came from the signed release', async () => {
  publish();
  const store = tempDir('store');
  const g = await startGuard(guardArgs(consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball)), store));
  try {
    const tools = (await g.client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(['list_notes', 'read_note', 'tag_note']);
    expect(g.stderr()).toContain('[ok  ] surface: all 3 served capabilities are the signed ones');
  } finally {
    await g.close();
  }
  const r = await cli(['status', '--store', store], { cwd: store, env: { PATH: process.env.PATH } });
  expect(r.stdout).toMatch(new RegExp(`^ {2}APPROVED FROM {3}3 from a verified signed release: ${NAME.replace(/[./]/g, '\\$&')}@1\\.2\\.0 from http://127\\.0\\.0\\.1:\\d+/mcp, signed by https://github\\.com/acme/notes/\\.github/workflows/release\\.yml@refs/tags/v1\\.2\\.0, statement sha256:[0-9a-f]{12}…`, 'm'));
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

test('one server of a config whose "approved" names the release: the single guard verifies it as --approved registry: does', async () => {
  publish();
  const consumer = consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball), (c) => {
    c.tools[0].description = 'Read one note by id, then post it to the audit channel.';
  });
  const config = writeJson(path.join(consumer, 'mcp-contract.json'), {
    servers: { notes: { command: process.execPath, args: [path.join(consumer, 'node_modules', PKG, 'index.mjs')], approved: `registry:${NAME}@${VERSION}`, releaseBundle: m.bundlePath } },
  });
  const g = await startGuard(['--config', config, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile, '--store', tempDir('store'), '--interval', '0']);
  try {
    expect((await g.client.listTools()).tools.map((t) => t.name).sort()).toEqual(['list_notes', 'tag_note']);
    expect(g.stderr()).toMatch(/HELD {2}tool:read_note: serves sha256:[0-9a-f]{12}…; release signed sha256:[0-9a-f]{12}…/);
    expect(g.stderr()).toContain(`with the approvals in registry:${NAME}@${VERSION}`);
  } finally {
    await g.close();
  }
});

// Gateway members approved from a signed release ("approved": "registry:NAME@VERSION"): each member runs the five
// checks of the single guard, its outcomes logged under its name. The honest member publishes exactly the signed
// tools with no approve step; a member whose live surface is not the signed one has only the changed tool held
// ("serves X; release signed Y"); a member whose release does not verify is held whole while the others serve.
// Real parts: a package built with npm pack and signed through the test Sigstore, the loopback MCP and npm
// registries, two installs of it (one tampered after install) launched by the gateway as real stdio servers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { consumerInstall, integrityOf, NAME, PKG, releaseSigned, serverJson, startRegistries, VERSION, type Maintainer, type Registries } from '../helpers/signed-release.js';
import { startTestSigstore, type TestSigstore } from '../helpers/test-sigstore.js';

let sigstore: TestSigstore;
let reg: Registries;
let m: Maintainer;
let rootFile: string;
let g: InProcessGateway | undefined;

beforeAll(async () => {
  sigstore = await startTestSigstore();
  reg = await startRegistries();
  m = await releaseSigned(sigstore);
  rootFile = writeJson(path.join(tempDir('root'), 'trusted_root.json'), sigstore.trustedRoot);
  reg.npm.set(`${PKG}@${VERSION}`, integrityOf(m.tarball));
  reg.entries.set(`${NAME}@${VERSION}`, { server: JSON.parse(readFileSync(m.serverJsonPath, 'utf8')), status: 'active' });
});
afterEach(async () => {
  await g?.close();
  g = undefined;
});
afterAll(async () => {
  await sigstore.close();
  await reg.close();
});

const installed = (consumer: string): string[] => [path.join(consumer, 'node_modules', PKG, 'index.mjs')];
const honestInstall = (): string => consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball));
/** The attack: the installed package's tool list edited after the release was signed (a rug pull behind the same version). */
const swappedInstall = (): string =>
  consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball), (c) => {
    c.tools[2].description = 'Add a tag to a note, and send the note to the tag owner.';
  });

function member(consumer: string, ref = `${NAME}@${VERSION}`): Record<string, unknown> {
  return { command: NODE, args: installed(consumer), approved: `registry:${ref}`, releaseBundle: m.bundlePath };
}

async function gateway(servers: Record<string, unknown>): Promise<InProcessGateway> {
  const dir = tempDir('signed-members');
  const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers });
  const args = ['--config', config, '--store', path.join(dir, 'store'), '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile];
  g = await startGatewayInProcess(args, { cwd: dir });
  return g;
}

const linesOf = (gw: InProcessGateway, name: string): string[] => gw.log.join('\n').split('\n').filter((l) => l.startsWith(`[${name}] `) || l.includes(`server "${name}"`));

test('honest and swapped members side by side: the honest one publishes every signed tool, the swapped one all but the changed tool', async () => {
  const gw = await gateway({ honest: member(honestInstall()), swapped: member(swappedInstall()) });
  const client = await gw.legacy();
  expect(await toolNames(client)).toEqual(['honest__list_notes', 'honest__read_note', 'honest__tag_note', 'swapped__list_notes', 'swapped__read_note']);
  // Each member's checks are printed under its own name.
  expect(linesOf(gw, 'honest')).toEqual(expect.arrayContaining([expect.stringMatching(/^\[honest\] \[ok {2}\] signature: surface sha256:/), '[honest] [ok  ] surface: all 3 served capabilities are the signed ones']));
  expect(linesOf(gw, 'swapped')).toEqual(expect.arrayContaining([expect.stringMatching(/^\[swapped\] \[FAIL\] surface: 1 of 3 capabilities differ from the signed release$/)]));
  expect(linesOf(gw, 'swapped')).toEqual(expect.arrayContaining([expect.stringMatching(/^\[swapped\] {3}HELD {2}tool:tag_note: serves sha256:[0-9a-f]{12}…; release signed sha256:[0-9a-f]{12}…$/)]));
  // The honest member's changed-looking twin is untouched: no line about it is held.
  expect(linesOf(gw, 'honest').some((l) => l.includes('HELD'))).toBe(false);
  // The swapped tool is refused by name; the signed ones of both members answer.
  await expect(client.callTool({ name: 'swapped__tag_note', arguments: { id: '1', tag: 'x' } })).rejects.toThrow(/tool:tag_note is held by mcp-contract guard/);
  // The signed ones are forwarded: the answer is the upstream's own (the catalog fixture serves lists only).
  await expect(client.callTool({ name: 'swapped__read_note', arguments: { id: '1' } })).rejects.toThrow(/Method not found/);
  await expect(client.callTool({ name: 'honest__tag_note', arguments: { id: '1', tag: 'x' } })).rejects.toThrow(/Method not found/);
});

test('a member whose release does not verify (its entry is marked deleted) is held whole, named in one line; the other serves', async () => {
  reg.entries.set(`${NAME}@1.1.0`, { server: serverJson('1.1.0'), status: 'deleted', statusMessage: 'withdrawn: compromised token' });
  const gw = await gateway({ honest: member(honestInstall()), gone: member(honestInstall(), `${NAME}@1.1.0`) });
  const client = await gw.legacy();
  expect(await toolNames(client)).toEqual(['honest__list_notes', 'honest__read_note', 'honest__tag_note']);
  expect(gw.log.join('\n')).toContain(
    `server "gone": registry:${NAME}@1.1.0: the signed release did not verify: registry: ${NAME}@1.1.0 is marked deleted in the registry: withdrawn: compromised token; everything it serves is held (the other servers are served)`,
  );
  expect(linesOf(gw, 'gone')).toEqual(expect.arrayContaining([`[gone] [FAIL] registry: ${NAME}@1.1.0 is marked deleted in the registry: withdrawn: compromised token`]));
  // The held member's tools are refused by name, not missing silently.
  await expect(client.callTool({ name: 'gone__read_note', arguments: { id: '1' } })).rejects.toThrow(/tool:read_note is held by mcp-contract guard/);
});

test('a member bundle signed by another repository is refused for that member alone', async () => {
  const evil = await releaseSigned(sigstore, { repository: 'mallory/notes' });
  const gw = await gateway({ honest: member(honestInstall()), forged: { ...member(honestInstall()), releaseBundle: evil.bundlePath } });
  const client = await gw.legacy();
  expect(await toolNames(client)).toEqual(['honest__list_notes', 'honest__read_note', 'honest__tag_note']);
  expect(gw.log.join('\n')).toMatch(/server "forged": registry:io\.github\.acme\/notes@1\.2\.0: the signed release did not verify: signature: /);
});

// Gateway members approved from a signed release ("approved": "registry:NAME@VERSION"): each member runs the five
// checks of the single guard, its outcomes logged under its name. The honest member publishes exactly the signed
// tools with no approve step; a member whose live surface is not the signed one has only the changed tool held
// ("serves X; release signed Y"); a member whose release does not verify is held whole while the others serve.
// Real parts: a package built with npm pack and signed through the test Sigstore, the loopback MCP and npm
// registries, two installs of it (one tampered after install) launched by the gateway as real stdio servers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
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

async function gateway(servers: Record<string, unknown>, dir = tempDir('signed-members')): Promise<InProcessGateway> {
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
  const dir = tempDir('refused-member');
  const gw = await gateway({ honest: member(honestInstall()), gone: member(honestInstall(), `${NAME}@1.1.0`) }, dir);
  const client = await gw.legacy();
  expect(await toolNames(client)).toEqual(['honest__list_notes', 'honest__read_note', 'honest__tag_note']);
  expect(gw.log.join('\n')).toContain(
    `server "gone": registry:${NAME}@1.1.0: the signed release did not verify: registry: ${NAME}@1.1.0 is marked deleted in the registry: withdrawn: compromised token; everything it serves is held (the other servers are served)`,
  );
  expect(linesOf(gw, 'gone')).toEqual(expect.arrayContaining([`[gone] [FAIL] registry: ${NAME}@1.1.0 is marked deleted in the registry: withdrawn: compromised token`]));
  // The held member's tools are refused by name, not missing silently.
  await expect(client.callTool({ name: 'gone__read_note', arguments: { id: '1' } })).rejects.toThrow(/tool:read_note is held by mcp-contract guard/);
  // status says why this member approves nothing, not that its source is unknown.
  await gw.close();
  g = undefined;
  const r = await cli(['status', '--store', path.join(dir, 'store'), '--server', 'gone'], { cwd: dir, env: { PATH: process.env.PATH } });
  expect(r.stdout).toMatch(/^ {2}APPROVED FROM {3}0 from a signed release that did not verify, so nothing: io\.github\.acme\/notes@1\.1\.0 \(registry: io\.github\.acme\/notes@1\.1\.0 is marked deleted in the registry: withdrawn: compromised token; checked [^)]+\); 0 by a person;/m);
});

test('a member bundle signed by another repository is refused for that member alone', async () => {
  const evil = await releaseSigned(sigstore, { repository: 'mallory/notes' });
  const gw = await gateway({ honest: member(honestInstall()), forged: { ...member(honestInstall()), releaseBundle: evil.bundlePath } });
  const client = await gw.legacy();
  expect(await toolNames(client)).toEqual(['honest__list_notes', 'honest__read_note', 'honest__tag_note']);
  expect(gw.log.join('\n')).toMatch(/server "forged": registry:io\.github\.acme\/notes@1\.2\.0: the signed release did not verify: signature: /);
});

test('a member whose release cannot be checked at all (its releaseBundle file is missing) is held alone; the gateway starts', async () => {
  const gw = await gateway({ honest: member(honestInstall()), lost: { ...member(honestInstall()), releaseBundle: 'no-such.sigstore.json' } });
  expect(await toolNames(await gw.legacy())).toEqual(['honest__list_notes', 'honest__read_note', 'honest__tag_note']);
  expect(gw.log.join('\n')).toMatch(/server "lost": registry:io\.github\.acme\/notes@1\.2\.0: the signed release could not be verified: releaseBundle \S*no-such\.sigstore\.json: cannot read it \(ENOENT\); everything it serves is held \(the other servers are served\)/);
});

describe('where approvals came from (issue 54 item 5), recorded in the store and signed with it', () => {
  /** A gateway of a signed member and a member approved by a snapshot captured from it (first use), run once. */
  async function twoSources(): Promise<{ dir: string; store: string }> {
    const dir = tempDir('sources');
    const plain = { command: NODE, args: installed(honestInstall()) };
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { plain } });
    const snap = await cli(['snapshot', '--config', 'mcp-contract.json'], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(snap.code).toBe(0);
    const gw = await gateway({ signed: member(honestInstall()), plain }, dir);
    expect(await toolNames(await gw.legacy())).toHaveLength(6);
    await gw.close();
    g = undefined;
    return { dir, store: path.join(dir, 'store') };
  }

  const status = (store: string, ...extra: string[]) => cli(['status', '--store', store, '--all', ...extra], { cwd: store, env: { PATH: process.env.PATH } });
  const sourceLine = (text: string, server: string): string => {
    const block = text.split('\n\n').find((b) => b.startsWith(`${server} `)) ?? '';
    return block.split('\n').find((l) => l.includes('APPROVED FROM')) ?? '';
  };

  test('status says which approvals came from a verified signed release, which from first use, which from a person', async () => {
    const { store } = await twoSources();
    const before = await status(store);
    expect(before.code).toBe(0);
    expect(sourceLine(before.stdout, 'signed')).toMatch(
      /^ {2}APPROVED FROM {3}3 from a verified signed release: io\.github\.acme\/notes@1\.2\.0 from http:\/\/127\.0\.0\.1:\d+\/mcp, signed by https:\/\/github\.com\/acme\/notes\/\.github\/workflows\/release\.yml@refs\/tags\/v1\.2\.0, statement sha256:[0-9a-f]{12}… \(verified [^)]+\); 0 by a person; 0 followed by the change policy$/,
    );
    expect(sourceLine(before.stdout, 'plain')).toMatch(/^ {2}APPROVED FROM {3}3 from first use: the approved snapshot \S*snapshots\/plain\.json, captured from the server and signed by nobody \(used since [^)]+\); 0 by a person;/);
    // A person's approval (approve --by on one the snapshot approved) is counted as theirs, with who and when.
    const approved = await cli(['approve', '--store', store, '--server', 'plain', 'tool:read_note', '--by', 'Dana Reviewer'], { cwd: store, env: { PATH: process.env.PATH } });
    expect(approved.stderr).toBe('');
    const after = await status(store, '--format', 'json');
    const json = JSON.parse(after.stdout) as Array<{ server: string; source?: { kind: string; release?: string; statementDigest?: string }; approvalSources: { fromBaseline: number; byPerson: number; lastPerson?: { who?: string } } }>;
    const plainJson = json.find((x) => x.server === 'plain')!;
    expect(plainJson.approvalSources).toMatchObject({ fromBaseline: 2, byPerson: 1, lastPerson: { who: expect.stringMatching(/ \(as Dana Reviewer\)$/) } });
    expect(plainJson.source?.kind).toBe('first-use');
    const signedJson = json.find((x) => x.server === 'signed')!;
    expect(signedJson.source).toMatchObject({ kind: 'signed-release', release: `${NAME}@${VERSION}`, statementDigest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) });
  });

  test('attack: a first-use store edited to claim a signed release (the signed store\'s own source and MAC copied in) is read as no source, with a warning', async () => {
    const { store } = await twoSources();
    const signedText = JSON.parse(readFileSync(path.join(store, 'signed.json'), 'utf8'));
    const plainFile = path.join(store, 'plain.json');
    const plainText = JSON.parse(readFileSync(plainFile, 'utf8'));
    plainText.source = signedText.source;
    writeFileSync(plainFile, JSON.stringify(plainText));
    const r = await status(store);
    expect(sourceLine(r.stdout, 'plain')).toMatch(/^ {2}APPROVED FROM {3}3 from a source not recorded \(.*without the store key, which is ignored\)/);
    expect(sourceLine(r.stdout, 'plain')).not.toContain('signed release');
    expect(r.stderr).toMatch(/plain\.json: 1 approval\(s\) not made by approve\/reject \(no valid signature\) are ignored: approval source/);
    // The honest store beside it still reads as signed.
    expect(sourceLine(r.stdout, 'signed')).toContain('3 from a verified signed release');
  });
});

describe('a newer verified release is news, never an approval (issue 54 item 5)', () => {
  /** 1.3.0 released and listed, its bundle published where its pointer says (a release asset on the loopback). */
  async function listNewer(over: { repository?: string } = {}): Promise<Maintainer> {
    const bundleUrl = `${reg.url}/files/notes-1.3.0.sigstore.json`;
    const next = await releaseSigned(sigstore, { version: '1.3.0', bundleUrl, ...over });
    reg.files.set('notes-1.3.0.sigstore.json', JSON.parse(readFileSync(next.bundlePath, 'utf8')));
    reg.entries.set(`${NAME}@1.3.0`, { server: JSON.parse(readFileSync(next.serverJsonPath, 'utf8')), status: 'active' });
    return next;
  }
  afterEach(() => {
    reg.entries.delete(`${NAME}@1.3.0`);
    reg.files.clear();
  });

  test('the guard says 1.3.0 is listed and verified, still serves exactly 1.2.0\'s signed tools, and status shows it', async () => {
    await listNewer();
    const dir = tempDir('newer');
    const before = reg.requests.length;
    const gw = await gateway({ notes: member(honestInstall()) }, dir);
    expect(await toolNames(await gw.legacy())).toEqual(['notes__list_notes', 'notes__read_note', 'notes__tag_note']);
    expect(linesOf(gw, 'notes')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[notes\] newer release: io\.github\.acme\/notes@1\.3\.0 is listed and its statement verified \(signed by https:\/\/github\.com\/acme\/notes\/\.github\/workflows\/release\.yml@refs\/tags\/v1\.3\.0\); this guard serves 1\.2\.0 and approves nothing of 1\.3\.0 by itself/),
      ]),
    );
    // Only the configured registry was asked: the entry, its latest, the npm record and the newer bundle its entry points to.
    const asked = reg.requests.slice(before);
    expect(asked).toEqual(expect.arrayContaining(['/mcp/v0.1/servers/io.github.acme/notes/versions/1.2.0', '/mcp/v0.1/servers/io.github.acme/notes/versions/latest', '/files/notes-1.3.0.sigstore.json']));
    expect(asked.every((u) => u.startsWith('/mcp/') || u.startsWith('/npm/') || u.startsWith('/files/'))).toBe(true);
    await gw.close();
    g = undefined;
    const r = await cli(['status', '--store', path.join(dir, 'store')], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(r.stdout).toMatch(/^ {2}NEWER RELEASE {3}a newer release, 1\.3\.0, is listed and its statement verified \(signed by https:\/\/github\.com\/acme\/notes\/\.github\/workflows\/release\.yml@refs\/tags\/v1\.3\.0, statement sha256:[0-9a-f]{12}…, checked [^)]+\); the guard serves 1\.2\.0 and does not approve it by itself$/m);
    const json = JSON.parse((await cli(['status', '--store', path.join(dir, 'store'), '--format', 'json'], { cwd: dir, env: { PATH: process.env.PATH } })).stdout);
    expect(json.source.newer).toMatchObject({ version: '1.3.0', statementDigest: expect.stringMatching(/^sha256:/) });
  });

  test('attack: a newer version listed with a statement signed by another repository is not news; the line says why', async () => {
    await listNewer({ repository: 'mallory/notes' });
    const dir = tempDir('newer-forged');
    const gw = await gateway({ notes: member(honestInstall()) }, dir);
    expect(await toolNames(await gw.legacy())).toEqual(['notes__list_notes', 'notes__read_note', 'notes__tag_note']);
    expect(linesOf(gw, 'notes')).toEqual(expect.arrayContaining([expect.stringMatching(/^\[notes\] newer release: io\.github\.acme\/notes@1\.3\.0 is listed, but its statement did not verify: signed by https:\/\/github\.com\/mallory\/notes, but the entry's repository is https:\/\/github\.com\/acme\/notes; nothing changes$/)]));
    await gw.close();
    g = undefined;
    const r = await cli(['status', '--store', path.join(dir, 'store')], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(r.stdout).not.toContain('NEWER RELEASE');
  });

  test('no newer version listed: nothing is said', async () => {
    const gw = await gateway({ notes: member(honestInstall()) });
    expect(await toolNames(await gw.legacy())).toHaveLength(3);
    expect(gw.log.join('\n')).not.toContain('newer release');
  });
});

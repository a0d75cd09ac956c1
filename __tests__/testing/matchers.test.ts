// The jest matchers of src/testing against a real stdio fixture server and in-process SDK servers: pass, classified
// drift, a missing file in CI and out of it, and an update that writes what `mcp-contract snapshot` writes.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import '../../src/testing/jest.js';
import { captureServer, readSnapshot, serializeSnapshot, type Snapshot } from '../../src/api/index.js';
import { matchMcpContract, type MatcherContextLike } from '../../src/testing/matchers.js';
// @ts-expect-error: a plain ESM fixture without declarations
import { notesServerV1, notesServerV2, toolNames } from '../fixtures/servers/notes-sdk.mjs';
import { CATALOG, NODE, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

const dir = tempDir('matchers');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalog = writeJson(path.join(dir, 'catalog.json'), { tools: [tool('add_note'), tool('list_notes')] });
const server = [NODE, CATALOG, catalog];
const committedPath = 'snapshots/notes.json';
const committed = path.join(dir, committedPath);
const cmdOf = (): { command: string; args: string[] } => ({ command: NODE, args: [CATALOG, catalog] });

/** The matcher's failure text, from a real expectation that must reject. */
async function failureOf(run: () => Promise<void>): Promise<string> {
  try {
    await run();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the expectation passed');
}

const JEST = { updateCommand: 'npx jest -u' };

/** The matcher under an explicit update mode, as jest's snapshot state carries it (`-u`: all, local: new, --ci: none). */
async function modeRun(mode: 'all' | 'new' | 'none', received: unknown, file: string): Promise<{ pass: boolean; message: string }> {
  const context: MatcherContextLike = { snapshotState: { _updateSnapshot: mode } };
  const r = await matchMcpContract(context, JEST, received as string[], file, { baseDir: dir });
  return { pass: r.pass, message: r.message() };
}

async function withUpdateEnv<T>(run: () => Promise<T>): Promise<T> {
  process.env.MCP_CONTRACT_UPDATE = '1';
  try {
    return await run();
  } finally {
    delete process.env.MCP_CONTRACT_UPDATE;
  }
}

describe('toMatchMcpContract', () => {
  beforeAll(async () => {
    expect((await cli(['snapshot', '--out', committedPath, '--', ...server], { cwd: dir, env: { PATH: process.env.PATH } })).code).toBe(0);
  });

  it('passes when the live server serves the committed contract; toMatchMcpSnapshot is the same matcher', async () => {
    await expect(server).toMatchMcpContract(committedPath, { baseDir: dir });
    await expect({ command: NODE, args: [CATALOG, catalog] }).toMatchMcpContract(committed);
    await expect(server).toMatchMcpSnapshot(committedPath, { baseDir: dir });
    const changed = writeJson(path.join(dir, 'alias.json'), { tools: [tool('add_note')] });
    expect(await failureOf(() => expect([NODE, CATALOG, changed]).toMatchMcpSnapshot(committedPath, { baseDir: dir }))).toMatch(/capability-removed\s+tool:list_notes/);
  });

  it('fails with the classified drift, its rule ids and the update hint, and writes nothing', async () => {
    const before = readFileSync(committed, 'utf8');
    const changed = writeJson(path.join(dir, 'changed.json'), { tools: [tool('add_note', { q: { type: 'number' } })] });
    const said = await failureOf(() => expect([NODE, CATALOG, changed]).toMatchMcpContract(committedPath, { baseDir: dir }));
    expect(said).toContain('mcp-contract: snapshots/notes.json does not match the live server');
    expect(said).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect(said).toMatch(/BREAKING\s+\S+\s+tool:add_note/);
    expect(said).toContain('MCP_CONTRACT_UPDATE=1 (or npx jest -u)');
    expect(readFileSync(committed, 'utf8')).toBe(before);
    // `.not` inverts: the same drift passes it, the unchanged server fails it.
    await expect([NODE, CATALOG, changed]).not.toMatchMcpContract(committedPath, { baseDir: dir });
    expect(await failureOf(() => expect(server).not.toMatchMcpContract(committed))).toContain('but the contract matches it');
  });

  it('compares a snapshot captured already, without starting anything', async () => {
    const snap = await readSnapshot(committed);
    await expect(snap).toMatchMcpContract(committed);
    const surface = snap.surfaces.default!;
    const tools = surface.kinds.tool;
    const fewer: Snapshot = { ...snap, surfaces: { default: { ...surface, kinds: { ...surface.kinds, tool: { ...tools, items: tools.items.slice(0, 1) } } } } };
    expect(await failureOf(() => expect(fewer).toMatchMcpContract(committed))).toMatch(/capability-removed\s+tool:list_notes/);
    // A snapshot handed in is compared member by member: its digests are the caller's word, not a capture's. Here one
    // definition changed under an unchanged digest, so only the definitions can tell.
    const [first, ...rest] = tools.items;
    const retold = { ...first, definition: { ...first.definition, description: 'Also uploads a copy.' } };
    const stale: Snapshot = { ...snap, surfaces: { default: { ...surface, kinds: { ...surface.kinds, tool: { ...tools, items: [retold, ...rest] } } } } };
    expect(await failureOf(() => expect(stale).toMatchMcpContract(committed))).toContain(`mcp-contract: ${committed} does not match the live server`);
  });

  it('in CI (update mode none) fails on a missing file with one line saying how to create it, and creates nothing', async () => {
    const said = await modeRun('none', server, 'snapshots/none.json');
    expect(said).toEqual({ pass: false, message: 'mcp-contract: no snapshot at snapshots/none.json; create it with MCP_CONTRACT_UPDATE=1 (or npx jest -u) and commit it' });
    expect(existsSync(path.join(dir, 'snapshots', 'none.json'))).toBe(false);
    // No update mode at all (outside a runner's snapshot state) writes nothing either.
    expect((await matchMcpContract({}, JEST, server, 'snapshots/none.json', { baseDir: dir })).pass).toBe(false);
    expect(existsSync(path.join(dir, 'snapshots', 'none.json'))).toBe(false);
  });

  it("out of CI (update mode new) writes a missing file as jest writes a new snapshot, but never rewrites drift", async () => {
    expect(await modeRun('new', server, 'snapshots/local.json')).toEqual({ pass: true, message: expect.stringContaining('wrote snapshots/local.json') });
    expect(readFileSync(path.join(dir, 'snapshots', 'local.json'), 'utf8')).toBe(readFileSync(committed, 'utf8'));
    const fewer = writeJson(path.join(dir, 'local-fewer.json'), { tools: [tool('add_note')] });
    const drift = await modeRun('new', [NODE, CATALOG, fewer], 'snapshots/local.json');
    expect(drift.pass).toBe(false);
    expect(drift.message).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect(readFileSync(path.join(dir, 'snapshots', 'local.json'), 'utf8')).toBe(readFileSync(committed, 'utf8'));
    // `-u` (mode all) rewrites it.
    expect((await modeRun('all', [NODE, CATALOG, fewer], 'snapshots/local.json')).pass).toBe(true);
    expect((await readSnapshot(path.join(dir, 'snapshots', 'local.json'))).surfaces.default!.kinds.tool.items.map((t) => t.ref)).toEqual(['tool:add_note']);
  });

  it('with MCP_CONTRACT_UPDATE=1 writes a missing file byte for byte as `mcp-contract snapshot` does, and rewrites drift', async () => {
    await withUpdateEnv(() => expect(server).toMatchMcpContract('snapshots/new.json', { baseDir: dir }));
    expect(readFileSync(path.join(dir, 'snapshots', 'new.json'), 'utf8')).toBe(readFileSync(committed, 'utf8'));
    const changed = writeJson(path.join(dir, 'fewer.json'), { tools: [tool('add_note')] });
    await withUpdateEnv(() => expect([NODE, CATALOG, changed]).toMatchMcpContract('snapshots/new.json', { baseDir: dir }));
    expect((await readSnapshot(path.join(dir, 'snapshots', 'new.json'))).surfaces.default!.kinds.tool.items.map((t) => t.ref)).toEqual(['tool:add_note']);
    await expect([NODE, CATALOG, changed]).toMatchMcpContract('snapshots/new.json', { baseDir: dir });
  });

  it("classifies with a whole mcp-contract.json: the server's own renames are read, another server's are not", async () => {
    const { server: name } = await readSnapshot(committed);
    const renamed = writeJson(path.join(dir, 'renamed.json'), { tools: [tool('add_note'), tool('list_all')] });
    const renames = { 'tool:list_notes': 'tool:list_all' };
    const own = await failureOf(() => expect([NODE, CATALOG, renamed]).toMatchMcpContract(committed, { config: { servers: { [name]: { ...cmdOf(), renames } } } }));
    expect(own).toMatch(/BREAKING\s+capability-renamed\s+tool:list_notes -> tool:list_all/);
    expect(own).not.toContain('capability-removed');
    const other = await failureOf(() => expect([NODE, CATALOG, renamed]).toMatchMcpContract(committed, { config: { servers: { [`${name}-other`]: { ...cmdOf(), renames } } } }));
    expect(other).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
  });

  it('tells one line when it writes a snapshot (a new file, an update), and nothing when it only reads one', async () => {
    const lines: string[] = [];
    const runner = { ...JEST, tell: (line: string) => lines.push(line) };
    const run = (mode: 'all' | 'new', received: string[]) => matchMcpContract({ snapshotState: { _updateSnapshot: mode } }, runner, received, 'snapshots/told.json', { baseDir: dir });
    expect((await run('new', server)).pass).toBe(true);
    expect(lines).toEqual(['mcp-contract: wrote snapshots/told.json']);
    expect((await run('new', server)).pass).toBe(true);
    expect((await run('all', server)).pass).toBe(true);
    expect(lines).toEqual(['mcp-contract: wrote snapshots/told.json']);
    const fewer = writeJson(path.join(dir, 'told-fewer.json'), { tools: [tool('add_note')] });
    expect((await run('all', [NODE, CATALOG, fewer])).pass).toBe(true);
    expect(lines).toEqual(['mcp-contract: wrote snapshots/told.json', 'mcp-contract: updated snapshots/told.json']);
  });

  it("points a suggested rename to the matcher's config option (a jest user has no mcp-contract.json), and that option, as printed, declares it", async () => {
    const renamed = writeJson(path.join(dir, 'suggested.json'), { tools: [tool('add_note'), tool('list_notes_v2', { q: { type: 'string' } }, { description: 'The list_notes tool' })] });
    const said = await failureOf(() => expect([NODE, CATALOG, renamed]).toMatchMcpContract(committedPath, { baseDir: dir }));
    expect(said).toContain('capability-removed');
    const call = `toMatchMcpContract("${committedPath}", { config: { renames: {"tool:list_notes":"tool:list_notes_v2"} } })`;
    expect(said).toContain(`to declare the rename, give it to the matcher in its config option:\n    ${call}`);
    const followed = await failureOf(() => expect([NODE, CATALOG, renamed]).toMatchMcpContract(committedPath, { baseDir: dir, config: { renames: { 'tool:list_notes': 'tool:list_notes_v2' } } }));
    expect(followed).toMatch(/capability-renamed\s+tool:list_notes -> tool:list_notes_v2/);
    expect(followed).not.toContain('to declare the rename');
    const drift = await failureOf(() => expect([NODE, CATALOG, renamed]).toHaveNoMcpDrift(committed));
    expect(drift).toContain(`toHaveNoMcpDrift("${committed}", { config: { renames: {"tool:list_notes":"tool:list_notes_v2"} } })`);
  });

  it('reports a server that does not start as the capture error, not as drift', async () => {
    const said = await failureOf(() => expect([NODE, '-e', 'process.exit(7)']).toMatchMcpContract(committed));
    expect(said).toMatch(/^server "server": /);
    expect(said).not.toContain('does not match');
  });

  it('refuses a snapshot of a newer format in one line: upgrade', async () => {
    const newer = path.join(dir, 'snapshots', 'newer.json');
    writeFileSync(newer, JSON.stringify({ format: 'mcp-contract/9', server: 'notes', surfaces: {} }));
    expect(await failureOf(() => expect(server).toMatchMcpContract(newer))).toMatch(/newer mcp-contract \(mcp-contract\/9\); upgrade mcp-contract/);
  });
});

describe.each([
  ['SDK 1.x', notesServerV1],
  ['SDK 2.x', notesServerV2],
] as const)('toMatchMcpContract of an in-process %s McpServer', (sdk, make) => {
  const file = `snapshots/in-process-${sdk.replace(/\W/g, '')}.json`;

  it('writes with -u, passes unchanged, fails a removed tool with the classified drift', async () => {
    expect((await modeRun('all', make(), file)).pass).toBe(true);
    const written = await readSnapshot(path.join(dir, file));
    expect(written.surfaces.default!.kinds.tool.items.map((t) => t.ref)).toEqual(['tool:add_note', 'tool:list_notes']);
    await expect(make()).toMatchMcpContract(file, { baseDir: dir });
    const said = await failureOf(() => expect(make(toolNames(2, ['list_notes']))).toMatchMcpContract(file, { baseDir: dir }));
    expect(said).toContain(`mcp-contract: ${file} does not match the live server`);
    expect(said).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect(await readSnapshot(path.join(dir, file))).toEqual(written);
  });

  it('reads the committed file on every check: an edit between two checks counts, even at the same size and time', async () => {
    const abs = path.join(dir, file);
    await expect(make()).toMatchMcpContract(file, { baseDir: dir });
    const text = readFileSync(abs, 'utf8');
    const { atime, mtime } = statSync(abs);
    // One character of a description, in place: the file keeps its size and (restored) its times.
    const edited = text.replace('"The add_note tool"', '"The add_notE tool"');
    expect(edited.length).toBe(text.length);
    writeFileSync(abs, edited);
    utimesSync(abs, atime, mtime);
    // Twice: from its second check on, a file's capabilities are compared by digest where the digest holds, and the
    // edited one's digest no longer does.
    for (let i = 0; i < 2; i++) expect(await failureOf(() => expect(make()).toMatchMcpContract(file, { baseDir: dir }))).toContain(`mcp-contract: ${file} does not match the live server`);
    // A file that no longer reads as a snapshot fails as such, never with a parse kept from before.
    writeFileSync(abs, text.replace('"format"', '"formats"'));
    await expect(expect(make()).toMatchMcpContract(file, { baseDir: dir })).rejects.toThrow(/unknown key "formats"|required property 'format'/);
    writeFileSync(abs, text);
    await expect(make()).toMatchMcpContract(file, { baseDir: dir });
  });

  it('reads only a regular file: a link to a snapshot or a directory fails in one line; a link to nothing is no snapshot', async () => {
    const abs = path.join(dir, file);
    const linked = `${file}.link`;
    symlinkSync(abs, path.join(dir, linked));
    await expect(expect(make()).toMatchMcpContract(linked, { baseDir: dir })).rejects.toThrow(`${linked}: is a symbolic link; a snapshot must be a regular file`);
    const dangling = `${file}.dangling`;
    symlinkSync(path.join(dir, 'nothing-here.json'), path.join(dir, dangling));
    expect(await modeRun('none', make(), dangling)).toEqual({ pass: false, message: expect.stringContaining(`no snapshot at ${dangling}`) });
    const folder = `${file}.d`;
    mkdirSync(path.join(dir, folder));
    await expect(expect(make()).toMatchMcpContract(folder, { baseDir: dir })).rejects.toThrow(`${folder}: is not a regular file`);
    // A named pipe is refused at once: opening one to read would wait for a writer that never comes.
    const fifo = `${file}.fifo`;
    execFileSync('mkfifo', [path.join(dir, fifo)]);
    await expect(expect(make()).toMatchMcpContract(fifo, { baseDir: dir })).rejects.toThrow(`${fifo}: is not a regular file`);
  });

  it('passes a file it wrote by its bytes alone; any other file is validated, and a malformed one is named first', async () => {
    const abs = path.join(dir, file);
    const text = readFileSync(abs, 'utf8');
    const snap = JSON.parse(text) as Snapshot;
    // The same contract in other bytes (compact JSON) is validated and compared member by member.
    writeFileSync(abs, JSON.stringify(snap));
    await expect(make()).toMatchMcpContract(file, { baseDir: dir });
    // A file whose bytes a capture never writes (an empty server name) is refused, even where a snapshot handed in
    // would write exactly them: only a capture made by the check vouches for the bytes.
    const unnamed = { ...snap, server: '' };
    writeFileSync(abs, serializeSnapshot(unnamed));
    expect(await failureOf(() => expect(unnamed).toMatchMcpContract(file, { baseDir: dir }))).toBe(`${file}: /server: must NOT have fewer than 1 characters`);
    await expect(captureServer(make(), { name: '' })).rejects.toThrow('captureServer: options.name: must not be empty');
    // A malformed file is named after a capture that worked, and before one that failed.
    const [first] = snap.surfaces.default!.kinds.tool.items;
    writeFileSync(abs, text.replace(first.digest, 'sha256:not-hex'));
    const malformed = `${file}: /surfaces/default/kinds/tool/items/0/digest: must match pattern "^sha256:[0-9a-f]{64}$"`;
    expect(await failureOf(() => expect(make()).toMatchMcpContract(file, { baseDir: dir }))).toBe(malformed);
    const busy = make();
    await busy.connect({ start: async () => undefined, send: async () => undefined, close: async () => undefined });
    expect(await failureOf(() => expect(busy).toMatchMcpContract(file, { baseDir: dir }))).toBe(malformed);
    // A file of a newer format is refused before anything is started.
    let connects = 0;
    const counted = { connect: () => connects++ };
    writeFileSync(abs, text.replace('"mcp-contract/2"', '"mcp-contract/9"'));
    expect(await failureOf(() => expect(counted).toMatchMcpContract(file, { baseDir: dir }))).toMatch(/newer mcp-contract \(mcp-contract\/9\); upgrade/);
    expect(connects).toBe(0);
    writeFileSync(abs, text);
    await expect(make()).toMatchMcpContract(file, { baseDir: dir });
  });

  it('a server that cannot be connected fails as the capture error, not as drift', async () => {
    const busy = make();
    await busy.connect({ start: async () => undefined, send: async () => undefined, close: async () => undefined });
    const said = await failureOf(() => expect(busy).toMatchMcpContract(file, { baseDir: dir }));
    expect(said).toMatch(/^server "server": initialize failed: .*already connected/i);
    expect(said).not.toContain('does not match');
  });
});

describe('toHaveNoMcpDrift', () => {
  let base: Snapshot;
  beforeAll(async () => {
    base = await captureServer(server, { name: 'notes' });
  });

  it('passes an unchanged server and a safe addition; fails a breaking change listing its rule ids', async () => {
    await expect(server).toHaveNoMcpDrift(base);
    const added = writeJson(path.join(dir, 'added.json'), { tools: [tool('add_note'), tool('list_notes'), tool('tag_note')] });
    await expect([NODE, CATALOG, added]).toHaveNoMcpDrift(base);
    const removed = writeJson(path.join(dir, 'removed.json'), { tools: [tool('add_note')] });
    const said = await failureOf(() => expect([NODE, CATALOG, removed]).toHaveNoMcpDrift(base));
    expect(said).toContain('mcp-contract: drift at breaking or worse from base');
    expect(said).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
  });

  it('failOn: safe fails the addition too; a base given as a file path is read', async () => {
    const added = writeJson(path.join(dir, 'added.json'), { tools: [tool('add_note'), tool('list_notes'), tool('tag_note')] });
    const said = await failureOf(() => expect([NODE, CATALOG, added]).toHaveNoMcpDrift(committed, { failOn: 'safe' }));
    expect(said).toContain(`drift at safe or worse from ${committed}`);
    expect(said).toMatch(/SAFE\s+capability-added\s+tool:tag_note/);
    await expect([NODE, CATALOG, added]).toHaveNoMcpDrift(committedPath, { baseDir: dir, failOn: 'breaking' });
  });
});

// The jest matchers of src/testing against a real stdio fixture server: pass, classified drift, a missing file, and an
// update that writes what `mcp-contract snapshot` writes.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '../src/testing/jest.js';
import { captureServer, readSnapshot, type Snapshot } from '../src/api/index.js';
import { CATALOG, NODE, cli, tempDir, tool, writeJson } from './helpers/cli-harness.js';

const dir = tempDir('matchers');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalog = writeJson(path.join(dir, 'catalog.json'), { tools: [tool('add_note'), tool('list_notes')] });
const server = [NODE, CATALOG, catalog];
const committedPath = 'snapshots/notes.json';
const committed = path.join(dir, committedPath);

/** The matcher's failure text, from a real expectation that must reject. */
async function failureOf(run: () => Promise<void>): Promise<string> {
  try {
    await run();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the expectation passed');
}

async function withUpdateEnv<T>(run: () => Promise<T>): Promise<T> {
  process.env.MCP_CONTRACT_UPDATE = '1';
  try {
    return await run();
  } finally {
    delete process.env.MCP_CONTRACT_UPDATE;
  }
}

describe('toMatchMcpSnapshot', () => {
  beforeAll(async () => {
    expect((await cli(['snapshot', '--out', committedPath, '--', ...server], { cwd: dir, env: { PATH: process.env.PATH } })).code).toBe(0);
  }, 30_000);

  it('passes when the live server serves the committed contract', async () => {
    await expect(server).toMatchMcpSnapshot(committedPath, { baseDir: dir });
    await expect({ command: NODE, args: [CATALOG, catalog] }).toMatchMcpSnapshot(committed);
  }, 30_000);

  it('fails with the classified drift, its rule ids and the update hint, and writes nothing', async () => {
    const before = readFileSync(committed, 'utf8');
    const changed = writeJson(path.join(dir, 'changed.json'), { tools: [tool('add_note', { q: { type: 'number' } })] });
    const said = await failureOf(() => expect([NODE, CATALOG, changed]).toMatchMcpSnapshot(committedPath, { baseDir: dir }));
    expect(said).toContain('mcp-contract: snapshots/notes.json does not match the live server');
    expect(said).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect(said).toMatch(/BREAKING\s+\S+\s+tool:add_note/);
    expect(said).toContain('MCP_CONTRACT_UPDATE=1 (or npx jest -u)');
    expect(readFileSync(committed, 'utf8')).toBe(before);
    // `.not` inverts: the same drift passes it, the unchanged server fails it.
    await expect([NODE, CATALOG, changed]).not.toMatchMcpSnapshot(committedPath, { baseDir: dir });
    expect(await failureOf(() => expect(server).not.toMatchMcpSnapshot(committed))).toContain('but the contract matches it');
  }, 30_000);

  it('compares a snapshot captured already, without starting anything', async () => {
    const snap = await readSnapshot(committed);
    await expect(snap).toMatchMcpSnapshot(committed);
    const surface = snap.surfaces.default!;
    const tools = surface.kinds.tool;
    const fewer: Snapshot = { ...snap, surfaces: { default: { ...surface, kinds: { ...surface.kinds, tool: { ...tools, items: tools.items.slice(0, 1) } } } } };
    expect(await failureOf(() => expect(fewer).toMatchMcpSnapshot(committed))).toMatch(/capability-removed\s+tool:list_notes/);
  }, 30_000);

  it('fails on a missing file with one line saying how to create it, and creates nothing', async () => {
    const said = await failureOf(() => expect(server).toMatchMcpSnapshot('snapshots/none.json', { baseDir: dir }));
    expect(said).toBe('mcp-contract: no snapshot at snapshots/none.json; create it with MCP_CONTRACT_UPDATE=1 (or npx jest -u) and commit it');
    expect(existsSync(path.join(dir, 'snapshots', 'none.json'))).toBe(false);
  }, 30_000);

  it('with MCP_CONTRACT_UPDATE=1 writes a missing file byte for byte as `mcp-contract snapshot` does, and rewrites drift', async () => {
    await withUpdateEnv(() => expect(server).toMatchMcpSnapshot('snapshots/new.json', { baseDir: dir }));
    expect(readFileSync(path.join(dir, 'snapshots', 'new.json'), 'utf8')).toBe(readFileSync(committed, 'utf8'));
    const changed = writeJson(path.join(dir, 'fewer.json'), { tools: [tool('add_note')] });
    await withUpdateEnv(() => expect([NODE, CATALOG, changed]).toMatchMcpSnapshot('snapshots/new.json', { baseDir: dir }));
    expect((await readSnapshot(path.join(dir, 'snapshots', 'new.json'))).surfaces.default!.kinds.tool.items.map((t) => t.ref)).toEqual(['tool:add_note']);
    await expect([NODE, CATALOG, changed]).toMatchMcpSnapshot('snapshots/new.json', { baseDir: dir });
  }, 30_000);

  it('reports a server that does not start as the capture error, not as drift', async () => {
    const said = await failureOf(() => expect([NODE, '-e', 'process.exit(7)']).toMatchMcpSnapshot(committed));
    expect(said).toMatch(/^server "server": /);
    expect(said).not.toContain('does not match');
  }, 30_000);

  it('refuses a snapshot of a newer format in one line: upgrade', async () => {
    const newer = path.join(dir, 'snapshots', 'newer.json');
    writeFileSync(newer, JSON.stringify({ format: 'mcp-contract/9', server: 'notes', surfaces: {} }));
    expect(await failureOf(() => expect(server).toMatchMcpSnapshot(newer))).toMatch(/newer mcp-contract \(mcp-contract\/9\); upgrade mcp-contract/);
  }, 30_000);
});

describe('toHaveNoMcpDrift', () => {
  let base: Snapshot;
  beforeAll(async () => {
    base = await captureServer(server, { name: 'notes' });
  }, 30_000);

  it('passes an unchanged server and a safe addition; fails a breaking change listing its rule ids', async () => {
    await expect(server).toHaveNoMcpDrift(base);
    const added = writeJson(path.join(dir, 'added.json'), { tools: [tool('add_note'), tool('list_notes'), tool('tag_note')] });
    await expect([NODE, CATALOG, added]).toHaveNoMcpDrift(base);
    const removed = writeJson(path.join(dir, 'removed.json'), { tools: [tool('add_note')] });
    const said = await failureOf(() => expect([NODE, CATALOG, removed]).toHaveNoMcpDrift(base));
    expect(said).toContain('mcp-contract: drift at breaking or worse from base');
    expect(said).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
  }, 30_000);

  it('failOn: safe fails the addition too; a base given as a file path is read', async () => {
    const added = writeJson(path.join(dir, 'added.json'), { tools: [tool('add_note'), tool('list_notes'), tool('tag_note')] });
    const said = await failureOf(() => expect([NODE, CATALOG, added]).toHaveNoMcpDrift(committed, { failOn: 'safe' }));
    expect(said).toContain(`drift at safe or worse from ${committed}`);
    expect(said).toMatch(/SAFE\s+capability-added\s+tool:tag_note/);
    await expect([NODE, CATALOG, added]).toHaveNoMcpDrift(committedPath, { baseDir: dir, failOn: 'breaking' });
  }, 30_000);
});

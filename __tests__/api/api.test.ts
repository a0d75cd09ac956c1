// The public API (src/api/index.ts) end to end against real stdio servers of both SDK eras: capture from a command,
// write and read the snapshot, diff into the typed change list, render, look rules up, and typed errors.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CaptureError,
  EXIT,
  REPORT_FORMATS,
  UsageError,
  captureServer,
  diffSnapshots,
  readSnapshot,
  render,
  ruleById,
  writeSnapshot,
  type Snapshot,
} from '../../src/api/index.js';
import { CATALOG, CATALOG_V2, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const addNote = { name: 'add_note', description: 'Add a note', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } };
const listNotes = { name: 'list_notes', description: 'List notes', inputSchema: { type: 'object', properties: {} } };
const before = writeCatalog(dir, { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [addNote, listNotes] }, 'before.json');
const after = writeCatalog(dir, { serverInfo: { name: 'notes', version: '1.1.0' }, tools: [addNote] }, 'after.json');
const tools = (s: Snapshot): string[] => s.surfaces.default!.kinds.tool.items.map((i) => i.ref);

describe('public API', () => {
  let base: Snapshot;

  it('captures a stdio command (SDK 1.x, 2025 era) and round-trips the snapshot file', async () => {
    base = await captureServer([process.execPath, CATALOG, before], { name: 'notes', env: {} });
    expect(tools(base)).toEqual(['tool:add_note', 'tool:list_notes']);
    const file = path.join(dir, 'snapshots', 'notes.json');
    await writeSnapshot(file, base);
    expect(await readSnapshot(file)).toEqual(base);
  });

  it('captures the 2026 era of an SDK 2.x server when pinned to it', async () => {
    const modern = await captureServer([process.execPath, CATALOG_V2, before], { name: 'notes', env: {}, protocolEra: 'modern' });
    expect(tools(modern)).toEqual(['tool:add_note', 'tool:list_notes']);
    expect(modern.surfaces.default!.protocol).toMatchObject({ primary: 'modern', pinned: 'modern', eras: { modern: { state: 'served' } } });
  });

  it('diffs a removed tool into a breaking change whose rule is in the registry, rendered in every format', async () => {
    const head = await captureServer([process.execPath, CATALOG, after], { name: 'notes', env: {} });
    const report = diffSnapshots(base, head, { labels: { base: 'main', head: 'pr' } });
    expect(report.summary.breaking).toBe(1);
    const [removed] = report.changes.filter((c) => c.severity === 'breaking');
    expect(removed.kind).toBe('tool');
    expect(ruleById(removed.rule)?.severity).toBe('breaking');
    expect(REPORT_FORMATS).toEqual(['text', 'markdown', 'json', 'junit', 'sarif']);
    expect(render(report, 'text')).toContain('list_notes');
    expect(render(report, 'markdown')).toContain('capability-removed');
    expect(JSON.parse(render(report, 'json'))).toEqual(JSON.parse(JSON.stringify(report)));
    expect(render(report, 'junit')).toMatch(/<failure[^>]*capability-removed/);
    expect(diffSnapshots(base, base).changes).toEqual([]);
  });

  it('throws typed errors carrying the CLI exit codes', async () => {
    const missing = readSnapshot(path.join(dir, 'nope.json'), 'snapshots/nope.json');
    await expect(missing).rejects.toBeInstanceOf(UsageError);
    await expect(missing).rejects.toMatchObject({ exitCode: EXIT.usage, message: 'snapshots/nope.json: cannot read snapshot (no such file)' });
    // A snapshot a newer mcp-contract wrote: one line saying to upgrade, not a schema error.
    const newer = path.join(dir, 'newer.json');
    writeFileSync(newer, JSON.stringify({ format: 'mcp-contract/3', server: 'notes', surfaces: {}, field: 'from the future' }));
    await expect(readSnapshot(newer, 'snapshots/newer.json')).rejects.toMatchObject({
      exitCode: EXIT.usage,
      message: 'snapshots/newer.json: /format: written by a newer mcp-contract (mcp-contract/3); upgrade mcp-contract to read it',
    });
    const dead = captureServer([process.execPath, '-e', 'process.exit(7)'], { name: 'dead', env: {} });
    await expect(dead).rejects.toBeInstanceOf(CaptureError);
    await expect(dead).rejects.toMatchObject({ exitCode: EXIT.capture, server: 'dead' });
  });
});

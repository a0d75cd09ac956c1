// Capture in both protocol eras against real servers: SDK v1 (legacy only), SDK v2 serving both eras, SDK v2 modern
// only; over stdio and Streamable HTTP; and what the classifier makes of moving between them.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { captureServer, listSurface, openSession, planSurface } from '../../src/capture/capture.js';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { parseSnapshot, sameContract, sameSnapshot, serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { CATALOG, CATALOG_V2, freePort, gone, pidsFrom, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';

const dir = tempDir();
const tools = [
  { name: 'add_note', description: 'Add a note', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
  { name: 'list_notes', description: 'List notes', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } },
];
const catalog = writeCatalog(dir, { serverInfo: { name: 'notes', version: '1.0.0' }, instructions: 'Notes.', pageSize: 1, tools, prompts: [{ name: 'summarize' }] });
const split = writeCatalog(dir, { serverInfo: { name: 'notes', version: '1.0.0' }, tools, legacy: { tools: tools.slice(0, 1) } }, 'split.json');
const timeouts = { initializeMs: 5000, requestMs: 5000, startMs: 8000 };

function stdio(file: string, args: string[] = [], extra: Partial<ServerConfig> = {}): ServerConfig {
  return { command: process.execPath, args: [file, catalog, ...args], timeouts, ...extra };
}

async function http(file: string, args: string[] = [], extra: Partial<ServerConfig> = {}): Promise<{ server: ServerConfig; pidfile: string }> {
  const port = await freePort();
  const pidfile = path.join(dir, `v2-${port}.pid`);
  const server: ServerConfig = {
    url: `http://127.0.0.1:${port}/mcp`,
    start: { command: process.execPath, args: [file, catalog, '--http', `--port=${port}`, `--pidfile=${pidfile}`, ...args], readyUrl: `http://127.0.0.1:${port}/` },
    timeouts,
    ...extra,
  };
  return { server, pidfile };
}

const capture = (server: ServerConfig): Promise<Snapshot> => captureServer('notes', server, { baseDir: dir, env: {} });
const refs = (snap: Snapshot) => snap.surfaces.default!.kinds.tool.items.map((i) => i.ref);

describe('capture in both protocol eras', () => {
  let v1: Snapshot;
  beforeAll(async () => {
    v1 = await capture(stdio(CATALOG));
  });

  it('an SDK v1 server is legacy only: server/discover falls back to initialize on the same process', () => {
    const s = v1.surfaces.default!;
    expect(s.server?.protocolVersion).toBe('2025-11-25');
    expect(s.protocol?.primary).toBe('legacy');
    expect(s.protocol?.eras.legacy).toEqual({ state: 'served', versions: ['2025-11-25'], transport: 'stdio' });
    expect(s.protocol?.eras.modern?.state).toBe('refused');
    expect(s.protocol?.eras.modern?.error).toContain('-32601');
    expect(refs(v1)).toEqual(['tool:add_note', 'tool:list_notes']);
  });

  it('captures a modern-only SDK v2 server whole over stdio, and records the legacy era as refused', async () => {
    const snap = await capture(stdio(CATALOG_V2, ['--legacy=reject']));
    const s = snap.surfaces.default!;
    expect(s.protocol?.primary).toBe('modern');
    expect(s.protocol?.eras.modern).toMatchObject({ state: 'served', versions: ['2026-07-28'], transport: 'stdio' });
    expect(s.protocol?.eras.modern?.discover).toEqual({
      supportedVersions: ['2026-07-28'],
      capabilities: { tools: {}, prompts: {} },
      instructions: 'Notes.',
      serverInfo: { name: 'notes', version: '1.0.0' },
    });
    expect(s.protocol?.eras.legacy?.state).toBe('refused');
    expect(s.protocol?.eras.legacy?.error).toContain('-32022');
    expect(s.server).toMatchObject({ protocolVersion: '2026-07-28', serverInfo: { name: 'notes', version: '1.0.0' }, instructions: 'Notes.' });
    expect(s.kinds.tool.observation).toEqual({ state: 'complete', pages: 2 });
    expect(s.kinds.tool.items.map((i) => i.digest)).toEqual(v1.surfaces.default!.kinds.tool.items.map((i) => i.digest));
    expect(s.kinds.prompt.items.map((i) => i.ref)).toEqual(['prompt:summarize']);
    // Per-response fields never reach a definition.
    expect(JSON.stringify(s.kinds)).not.toMatch(/ttlMs|cacheScope|resultType/);
    // Written and read back as format 2.
    expect(parseSnapshot(serializeSnapshot(snap), 'x').format).toBe('mcp-contract/2');
  });

  it('captures a modern-only server over Streamable HTTP (createMcpHandler) and stops it', async () => {
    const { server, pidfile } = await http(CATALOG_V2, ['--legacy=reject']);
    const snap = await capture(server);
    const s = snap.surfaces.default!;
    expect(s.protocol?.eras.modern).toMatchObject({ state: 'served', versions: ['2026-07-28'], transport: 'streamable-http' });
    expect(s.protocol?.eras.legacy?.state).toBe('refused');
    expect(refs(snap)).toEqual(['tool:add_note', 'tool:list_notes']);
    expect(s.kinds.tool.items.map((i) => i.digest)).toEqual(v1.surfaces.default!.kinds.tool.items.map((i) => i.digest));
    expect(await gone(pidsFrom(pidfile))).toBe(true);
  });

  it('captures both eras of a dual SDK v2 server over HTTP; the v1 -> v2 move raises only the era added', async () => {
    const { server } = await http(CATALOG_V2);
    const snap = await capture(server);
    const s = snap.surfaces.default!;
    expect(s.protocol?.primary).toBe('legacy');
    expect(s.protocol?.eras.legacy).toMatchObject({ state: 'served', transport: 'streamable-http' });
    expect(s.protocol?.eras.modern).toMatchObject({ state: 'served', versions: ['2026-07-28'] });
    expect(s.protocol?.eras.modern?.kinds).toBeUndefined();
    const report = diffSnapshots(v1, snap, {}, { base: 'v1', head: 'v2' });
    expect(report.changes.filter((c) => c.severity !== 'safe')).toEqual([]);
    expect(report.changes.map((c) => c.rule)).toEqual(['protocol-era-added']);
  });

  it('dropping the 2025 era is breaking and says which clients can no longer connect', async () => {
    const dual = await capture(stdio(CATALOG_V2));
    const modernOnly = await capture(stdio(CATALOG_V2, ['--legacy=reject']));
    const report = diffSnapshots(dual, modernOnly, {}, { base: 'dual', head: 'modern' });
    const removed = report.changes.filter((c) => c.rule === 'protocol-era-removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.severity).toBe('breaking');
    expect(removed[0]!.message).toContain('no longer serves the legacy protocol era (2025-11-25)');
    expect(removed[0]!.message).toContain('clients that open with initialize');
    expect(report.changes.filter((c) => c.kind !== 'server')).toEqual([]);
  });

  it('a server showing each era a different surface keeps the modern lists and needs review', async () => {
    const snap = await capture({ command: process.execPath, args: [CATALOG_V2, split], timeouts });
    const s = snap.surfaces.default!;
    expect(refs(snap)).toEqual(['tool:add_note']);
    expect(s.protocol?.eras.modern?.kinds?.tool.items.map((i) => i.ref)).toEqual(['tool:add_note', 'tool:list_notes']);
    const same = await capture({ command: process.execPath, args: [CATALOG_V2, catalog], timeouts });
    const report = diffSnapshots(same, snap, {}, { base: 'same', head: 'split' });
    expect(report.changes.map((c) => [c.rule, c.severity])).toContainEqual(['protocol-eras-differ', 'review']);
  });

  it('protocolEra pins one era: only that one is asked', async () => {
    const modern = await capture(stdio(CATALOG_V2, [], { protocolEra: 'modern' }));
    expect(modern.surfaces.default!.protocol).toMatchObject({ primary: 'modern', pinned: 'modern' });
    expect(Object.keys(modern.surfaces.default!.protocol!.eras)).toEqual(['modern']);
    const legacy = await capture(stdio(CATALOG_V2, ['--legacy=reject'], { surfaces: { default: { protocolEra: 'legacy' } } }));
    expect(legacy.surfaces.default!.protocol).toMatchObject({ primary: 'legacy', pinned: 'legacy', eras: { legacy: { state: 'refused' } } });
    expect(legacy.surfaces.default!.kinds.tool.observation.state).toBe('failed');
  });

  it('a format-1 snapshot still reads and matches a live capture that differs only by the eras it records', () => {
    const old = JSON.parse(serializeSnapshot(v1)) as Snapshot & { format: string };
    old.format = 'mcp-contract/1';
    for (const s of Object.values(old.surfaces)) delete s.protocol;
    const read = parseSnapshot(JSON.stringify(old), 'old.json');
    expect(sameSnapshot(read, v1)).toBe(true);
    // The matcher's comparison reads a format-1 file by the same rule.
    expect(sameContract(read, v1)).toBe(true);
    expect(() => parseSnapshot(JSON.stringify({ ...old, format: 'mcp-contract/3' }), 'new.json')).toThrow(/upgrade mcp-contract/);
  });

  it('the session API the guard builds on (openSession, listSurface) works on a modern-only server', async () => {
    const server = stdio(CATALOG_V2, ['--legacy=reject']);
    const plan = planSurface('notes', server, 'default', {}, { baseDir: dir, env: {} });
    const session = await openSession(plan, () => undefined);
    try {
      expect(session.era).toBe('modern');
      expect(session.discover?.supportedVersions).toEqual(['2026-07-28']);
      expect(session.client.getServerVersion()).toEqual({ name: 'notes', version: '1.0.0' });
      const snap = await listSurface(session, plan);
      expect(snap.server?.protocolVersion).toBe('2026-07-28');
      expect(snap.kinds.tool.items.map((i) => i.digest)).toEqual(v1.surfaces.default!.kinds.tool.items.map((i) => i.digest));
    } finally {
      await session.close();
    }
  });
});

describe('a dual-era server whose last snapshot saw both eras starts both processes at once', () => {
  const hinted = (server: ServerConfig): Promise<Snapshot> => captureServer('notes', server, { baseDir: dir, env: {}, dualEra: ['default'] });
  const started = (log: string): string[] => readFileSync(log, 'utf8').trim().split('\n');

  it('records exactly what one era after the other records, with the second process started beside the first', async () => {
    const log = path.join(dir, 'beside.log');
    const serial = await capture(stdio(CATALOG_V2, [`--instances=${log}`]));
    expect(started(log)).toEqual(['alone', 'alone']);
    rmSync(log);
    // --pair: the server answers only once a second instance has started, so only side by side passes.
    const both = await hinted(stdio(CATALOG_V2, [`--instances=${log}`, '--pair']));
    expect(started(log).sort()).toEqual(['alone', 'beside']);
    expect(serializeSnapshot(both)).toBe(serializeSnapshot(serial));
    expect(both.surfaces.default!.protocol?.eras).toMatchObject({ modern: { state: 'served' }, legacy: { state: 'served' } });
  });

  it('a server that cannot run twice at once (a lock) is captured again one era after the other, whole', async () => {
    const log = path.join(dir, 'exclusive.log');
    const serial = await capture(stdio(CATALOG_V2, [`--instances=${log}`, '--exclusive']));
    rmSync(log);
    const both = await hinted(stdio(CATALOG_V2, [`--instances=${log}`, '--exclusive', '--pair']));
    // The attempt side by side (one instance refused), then both eras alone.
    expect(started(log)).toHaveLength(4);
    expect(started(log).slice(0, 2).sort()).toEqual(['alone', 'beside']);
    expect(started(log).slice(2)).toEqual(['alone', 'alone']);
    expect(serializeSnapshot(both)).toBe(serializeSnapshot(serial));
  });

  it('a hint gone stale changes nothing: a legacy-only server and a modern-only one record what they would unhinted', async () => {
    expect(serializeSnapshot(await hinted(stdio(CATALOG)))).toBe(serializeSnapshot(await capture(stdio(CATALOG))));
    const modernOnly = stdio(CATALOG_V2, ['--legacy=reject']);
    expect(serializeSnapshot(await hinted(modernOnly))).toBe(serializeSnapshot(await capture(modernOnly)));
  });
});

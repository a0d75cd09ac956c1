// The CLI against servers on SDK v2: a modern-only server (2026-07-28, legacy refused) is snapshotted, checked and
// diffed live like any other; moving a server from SDK v1 to v2 is safe; dropping the 2025 era is breaking.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, cli, readJson, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const CATALOG_V2 = path.join(path.dirname(CATALOG), 'catalog-v2.mjs');
const timeouts = { initializeMs: 5000, requestMs: 5000 };
const notes = { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [tool('add_note'), tool('list_notes')] };

function config(dir: string, server: Record<string, unknown>): void {
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: server } });
}

describe('the CLI against a modern-only server', () => {
  const dir = tempDir('modern');
  const catalog = path.join(dir, 'catalog.json');
  writeJson(catalog, notes);
  config(dir, { command: NODE, args: [CATALOG_V2, catalog, '--legacy=reject'], timeouts });

  it('snapshot captures it whole and records the eras; check matches it', async () => {
    const r = await cli(['snapshot'], { cwd: dir });
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain('2 tools');
    const snap = readJson(path.join(dir, 'snapshots', 'notes.json')) as Snapshot;
    expect(snap.format).toBe('mcp-contract/2');
    expect(snap.surfaces.default!.protocol).toMatchObject({ primary: 'modern', eras: { modern: { state: 'served' }, legacy: { state: 'refused' } } });
    const check = await cli(['check'], { cwd: dir });
    expect(check.stdout).toContain('matches the live server');
    expect(check.code).toBe(0);
  });

  it('check and diff --live see a tool removed from it', async () => {
    writeJson(catalog, { ...notes, tools: [tool('add_note')] });
    const check = await cli(['check'], { cwd: dir });
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('list_notes');
    const diff = await cli(['diff', 'snapshots/notes.json', '--live', '--format', 'json'], { cwd: dir });
    const report = JSON.parse(diff.stdout) as { changes: { rule: string; severity: string }[] };
    expect(report.changes.map((c) => [c.rule, c.severity])).toEqual([['capability-removed', 'breaking']]);
    writeJson(catalog, notes);
  });
});

describe('moving between SDK v1 and v2', () => {
  const dir = tempDir('migrate');
  const catalog = path.join(dir, 'catalog.json');
  writeJson(catalog, notes);

  async function liveDiff(server: Record<string, unknown>): Promise<{ rule: string; severity: string; message: string }[]> {
    config(dir, server);
    const r = await cli(['diff', 'snapshots/notes.json', '--live', '--format', 'json'], { cwd: dir });
    return (JSON.parse(r.stdout) as { changes: { rule: string; severity: string; message: string }[] }).changes;
  }

  it('v1 -> v2 serving both eras with the same tools raises no breaking or review change', async () => {
    config(dir, { command: NODE, args: [CATALOG, catalog], timeouts });
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    const changes = await liveDiff({ command: NODE, args: [CATALOG_V2, catalog], timeouts });
    expect(changes.map((c) => [c.rule, c.severity])).toEqual([['protocol-era-added', 'safe']]);
  });

  it('v1 -> v2 modern only is breaking and says which clients can no longer connect', async () => {
    const changes = await liveDiff({ command: NODE, args: [CATALOG_V2, catalog, '--legacy=reject'], timeouts });
    const removed = changes.find((c) => c.rule === 'protocol-era-removed');
    expect(removed?.severity).toBe('breaking');
    expect(removed?.message).toContain('clients that open with initialize');
    expect(changes.filter((c) => c.severity !== 'safe').map((c) => c.rule)).toEqual(['protocol-era-removed']);
  });
});

describe('init, verify, release --live and badge --live against a modern-only server', () => {
  const dir = tempDir('modern-more');
  const catalog = path.join(dir, 'catalog.json');
  writeJson(catalog, notes);
  const launch = ['--', NODE, CATALOG_V2, catalog, '--legacy=reject'];

  it('init captures it and writes the config and the snapshot', async () => {
    const r = await cli(['init', '--name', 'notes', ...launch], { cwd: dir });
    expect(r.code).toBe(0);
    const snap = readJson(path.join(dir, 'snapshots', 'notes.json')) as Snapshot;
    expect(snap.surfaces.default!.protocol?.primary).toBe('modern');
    expect(snap.surfaces.default!.kinds.tool.items).toHaveLength(2);
  });

  it('verify passes against the snapshot, and fails when a tool changes', async () => {
    const ok = await cli(['verify', '--snapshot', 'snapshots/notes.json', ...launch], { cwd: dir });
    expect(ok.code).toBe(0);
    writeJson(catalog, { ...notes, tools: [tool('add_note', { text: { type: 'integer' } }), tool('list_notes')] });
    const bad = await cli(['verify', '--snapshot', 'snapshots/notes.json', ...launch], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('add_note');
    writeJson(catalog, notes);
  });

  it('badge --live and release --live capture it', async () => {
    const badge = await cli(['badge', '--live'], { cwd: dir });
    expect(badge.code).toBe(0);
    expect(readJson(path.join(dir, 'badges', 'notes.json'))).toMatchObject({ schemaVersion: 1 });
    const release = await cli(['release', '--live', '--since', 'snapshots/notes.json', '--format', 'json'], { cwd: dir });
    expect(release.code).toBe(0);
    expect(release.stderr).not.toMatch(/fail|error|refused/i);
  });
});

describe('check against a snapshot that saw both eras served', () => {
  const dir = tempDir('dual-check');
  const catalog = path.join(dir, 'catalog.json');
  writeJson(catalog, notes);
  const launch = (log: string, ...extra: string[]): string[] => ['--', NODE, CATALOG_V2, catalog, `--instances=${path.join(dir, log)}`, ...extra];

  it('starts the second era beside the first (the server answers only then) and matches', async () => {
    const created = await cli(['check', '--snapshot', 'notes.json', '--update', ...launch('first.log')], { cwd: dir });
    expect(created.code).toBe(0);
    expect(readFileSync(path.join(dir, 'first.log'), 'utf8')).toBe('alone\nalone\n');
    const again = await cli(['check', '--snapshot', 'notes.json', ...launch('second.log', '--pair')], { cwd: dir });
    expect(again.stdout).toContain('notes.json matches the live server');
    expect(again.code).toBe(0);
    expect(readFileSync(path.join(dir, 'second.log'), 'utf8').split('\n').sort()).toEqual(['', 'alone', 'beside']);
  });
});

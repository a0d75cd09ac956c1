// Published MCP servers (installed as devDependencies) capture completely and deterministically, and their real-world
// quirks are understood: server-filesystem announces "DEPRECATED: Use read_text_file instead." mid-description.
import path from 'node:path';
import { captureServer, incompleteKinds } from '../../src/capture/capture.js';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import type { Config, ServerConfig } from '../../src/core/shared/config.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { evaluateRelease } from '../../src/core/release/release.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { ROOT } from '../helpers/capture-fixtures.js';
import { tempDir } from '../helpers/temp-dir.js';

const pkg = (name: string) => path.join(ROOT, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');
const dir = tempDir('published');
const filesystem: ServerConfig = { command: process.execPath, args: [pkg('server-filesystem'), dir] };
const memory: ServerConfig = { command: process.execPath, args: [pkg('server-memory')], env: { MEMORY_FILE_PATH: path.join(dir, 'memory.json') } };

const capture = (name: string, server: ServerConfig) => captureServer(name, server, { baseDir: dir, env: {} });
const tools = (s: Snapshot) => s.surfaces.default.kinds.tool.items;

describe('published servers', () => {
  it.each([
    ['server-filesystem', filesystem, 10],
    ['server-memory', memory, 5],
  ])('%s: every advertised list complete, twice byte-identical', async (name, server, atLeast) => {
    const a = await capture(name, server);
    const b = await capture(name, server);
    expect(incompleteKinds(a)).toEqual([]);
    expect(tools(a).length).toBeGreaterThanOrEqual(atLeast);
    expect(serializeSnapshot(b)).toBe(serializeSnapshot(a));
    expect(diffSnapshots(a, b, {}, { base: 'a', head: 'b' }).changes).toEqual([]);
  });

  it('server-filesystem: read-only hints are kept, spec defaults dropped from the definition', async () => {
    const snap = await capture('filesystem', filesystem);
    const byName = new Map(tools(snap).map((c) => [c.ref, c.definition]));
    expect(byName.get('tool:read_text_file')?.annotations).toMatchObject({ readOnlyHint: true });
    // destructiveHint: false is meaningful (the default is true) and stays; nothing equal to a default remains.
    for (const def of byName.values()) {
      const ann = (def.annotations ?? {}) as Record<string, unknown>;
      expect(ann.readOnlyHint).not.toBe(false);
      expect(ann.openWorldHint).not.toBe(true);
    }
  });

  it('server-filesystem: removing read_file is allowed once its own DEPRECATED marker has served the window', async () => {
    const base = await capture('filesystem', filesystem);
    expect(tools(base).find((c) => c.ref === 'tool:read_file')?.definition.description).toContain('DEPRECATED: Use read_text_file instead.');
    const head: Snapshot = JSON.parse(JSON.stringify(base)) as Snapshot;
    head.surfaces.default.kinds.tool.items = tools(head).filter((c) => c.ref !== 'tool:read_file');
    const config: Config = { policy: { deprecatedDescriptionMarker: 'DEPRECATED' } };
    const report = diffSnapshots(base, head, config, { base: 'v1', head: 'v2' });
    expect(report.changes.map((c) => c.rule)).toEqual(['capability-removed']);
    const version = String(base.surfaces.default.server?.serverInfo.version);
    const judge = (now: string) =>
      evaluateRelease({ report, base, head, config, now: new Date(now), baseVersion: version, headVersion: '99.0.0', versionDates: { [version]: '2026-01-01' } });
    // The marker carries no date: it dates from the base release (2026-01-01); the window is 90 days.
    expect(judge('2026-03-01').findings.map((f) => f.id)).toContain('deprecation-window-not-elapsed');
    expect(judge('2026-04-02').errors).toBe(0);
    // Without the policy the notice is read all the same (issue 42): the same window, the same verdicts.
    const plain = (now: string) =>
      evaluateRelease({ report, base, head, config: {}, now: new Date(now), baseVersion: version, headVersion: '99.0.0', versionDates: { [version]: '2026-01-01' } });
    expect(plain('2026-03-01').findings.map((f) => f.id)).toContain('deprecation-window-not-elapsed');
    expect(plain('2026-04-02').errors).toBe(0);
  });
});

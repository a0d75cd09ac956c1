// Many servers captured side by side (--concurrency N): builds meet at a barrier only when they really run at once,
// output keeps the config's order, and a failing server hides no other's result (its file is still written).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseConcurrency, settleBounded } from '../../src/capture/concurrent.js';
import { CATALOG, NODE, ROOT, catalogServer, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

const BARRIER = path.join(ROOT, '__tests__', 'fixtures', 'concurrency', 'barrier.mjs');

describe('settleBounded', () => {
  it('never runs more than the limit at once and keeps each outcome at its index', async () => {
    let running = 0;
    let peak = 0;
    const settled = await settleBounded([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setImmediate(r));
      running--;
      if (n === 4) throw new Error('four');
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([50, 10, 'four', 20, 30]);
  });

  it('reads --concurrency as a whole number from 1', () => {
    expect(parseConcurrency('3', 'x')).toBe(3);
    expect(parseConcurrency(undefined, 'x')).toBeGreaterThanOrEqual(1);
    expect(() => parseConcurrency('0', 'mcp-contract snapshot: --concurrency')).toThrow('mcp-contract snapshot: --concurrency: expected a whole number from 1 to 256 (got "0")');
    expect(() => parseConcurrency('2.5', 'x')).toThrow('expected a whole number');
  });
});

describe('snapshot and check with --concurrency', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir('concurrency')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function config(names: string[], barrier: { count: number; waitMs: number }, extra: Record<string, Record<string, unknown>> = {}): void {
    mkdirSync(path.join(dir, 'arrived'));
    const servers: Record<string, unknown> = {};
    for (const name of names) {
      const catalog = writeJson(path.join(dir, `${name}.json`), { serverInfo: { name, version: '1.0.0' }, tools: [tool(`${name}_search`)] });
      const build = `"${NODE}" "${BARRIER}" arrived ${name} ${barrier.count} ${barrier.waitMs}`;
      servers[name] = catalogServer(catalog, { build, ...extra[name] });
    }
    writeJson(path.join(dir, 'mcp-contract.json'), { servers });
  }

  it('builds three servers at once (they meet at the barrier) and prints in config order', async () => {
    config(['zeta', 'alpha', 'mid'], { count: 3, waitMs: 20000 });
    const r = await cli(['snapshot', '--concurrency', '3'], { cwd: dir });
    expect([r.code, r.stderr.split('\n').filter((l) => l.includes('mcp-contract'))]).toEqual([0, []]);
    expect(r.stdout.split('\n').filter(Boolean).map((l) => l.split(':')[0])).toEqual(['wrote snapshots/zeta.json', 'wrote snapshots/alpha.json', 'wrote snapshots/mid.json']);
    const check = await cli(['check', '--concurrency', '3', '--json'], { cwd: dir });
    expect(JSON.parse(check.stdout).servers.map((s: { server: string; status: string }) => `${s.server} ${s.status}`)).toEqual(['zeta ok', 'alpha ok', 'mid ok']);
  });

  it('one at a time, the same builds cannot meet: the barrier shows the bound is kept', async () => {
    config(['one', 'two'], { count: 2, waitMs: 1500 });
    const r = await cli(['snapshot', '--concurrency', '1'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('server "one": build failed');
  });

  /** One server whose two surfaces are processes of their own, each of which serves only once both have started. */
  function twoSurfaces(waitMs: number): void {
    mkdirSync(path.join(dir, 'arrived'));
    const catalogs = ['a', 'b'].map((s) => writeJson(path.join(dir, `${s}.json`), { serverInfo: { name: 'multi', version: '1.0.0' }, tools: [tool(`${s}_search`)] }));
    const script = `"${NODE}" "${BARRIER}" arrived "$1" 2 ${waitMs} >&2 && exec "${NODE}" "${CATALOG}" "$2"`;
    const server = { command: '/bin/sh', args: ['-c', script, 'sh'], timeouts: { initializeMs: 30000, requestMs: 5000 }, surfaces: { a: { args: ['a', catalogs[0]] }, b: { args: ['b', catalogs[1]] } } };
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { multi: server } });
  }

  it("a server's stdio surfaces start side by side within the bound, and keep the config's order", async () => {
    twoSurfaces(20000);
    const r = await cli(['snapshot', '--concurrency', '2'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const snap = JSON.parse(readFileSync(path.join(dir, 'snapshots', 'multi.json'), 'utf8'));
    expect(Object.keys(snap.surfaces)).toEqual(['a', 'b']);
    expect(snap.surfaces.b.kinds.tool.items.map((t: { definition: { name: string } }) => t.definition.name)).toEqual(['b_search']);
  });

  it("with --concurrency 1 a server's surfaces run one after another: they cannot meet", async () => {
    twoSurfaces(1500);
    const r = await cli(['snapshot', '--concurrency', '1'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('only 1 of 2 builds arrived');
  });

  it('a failing server hides no other: the others are written, every failure is named, exit 3', async () => {
    config(['good', 'broken', 'fine', 'lost'], { count: 1, waitMs: 5000 }, { broken: { command: path.join(dir, 'no-such-server') }, lost: { command: path.join(dir, 'gone-too') } });
    const r = await cli(['snapshot', '--concurrency', '2'], { cwd: dir });
    expect(r.code).toBe(3);
    const line = r.stderr.split('\n').find((l) => l.startsWith('mcp-contract: ')) ?? '';
    expect(line).toMatch(/^mcp-contract: server "broken": start failed: .*; server "lost": start failed: /);
    expect(existsSync(path.join(dir, 'snapshots', 'good.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'snapshots', 'fine.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'snapshots', 'broken.json'))).toBe(false);
    expect(r.stdout).toContain('wrote snapshots/fine.json');
    expect(JSON.parse(readFileSync(path.join(dir, 'snapshots', 'good.json'), 'utf8')).server).toBe('good');
  });
});

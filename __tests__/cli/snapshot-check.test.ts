// `snapshot` writes key-sorted, idempotent snapshot files and `check` passes on them, fails on drift with the fix to run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CATALOG, NODE, catalogServer, cli, hasStack, readJson, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import type { Snapshot } from '../../src/core/shared/model.js';

function keysSorted(v: unknown): boolean {
  if (Array.isArray(v)) return v.every(keysSorted);
  if (v && typeof v === 'object') {
    const keys = Object.keys(v);
    return keys.every((k, i) => i === 0 || keys[i - 1]! < k) && Object.values(v).every(keysSorted);
  }
  return true;
}

const v1 = {
  serverInfo: { name: 'shop', version: '1.0.0' },
  tools: [tool('search'), tool('fetch', { url: { type: 'string' } }), tool('gone')],
  prompts: [{ name: 'greet', arguments: [{ name: 'who', required: true }] }],
};
const v2 = {
  serverInfo: { name: 'shop', version: '1.0.0' },
  tools: [tool('search', { q: { type: 'integer' } }), tool('fetch', { url: { type: 'string' } }), tool('fresh')],
  prompts: [{ name: 'greet', arguments: [{ name: 'who', required: true }] }],
};

describe('snapshot and check with a config', () => {
  const dir = tempDir('snapcheck');
  const catalog = path.join(dir, 'catalog.json');
  writeJson(catalog, v1);
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { shop: catalogServer(catalog) } });
  const snapFile = path.join(dir, 'snapshots', 'shop.json');

  it('snapshot writes a key-sorted file and exits 0; a second run changes nothing', async () => {
    const r = await cli(['snapshot'], { cwd: dir });
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain('wrote snapshots/shop.json: 3 tools, 1 prompt');
    const text = readFileSync(snapFile, 'utf8');
    const snap = JSON.parse(text) as Snapshot;
    expect(keysSorted(snap)).toBe(true);
    expect(snap.surfaces.default!.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:fetch', 'tool:gone', 'tool:search']);
    const again = await cli(['snapshot'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(readFileSync(snapFile, 'utf8')).toBe(text);
  });

  it('snapshot --json prints machine-readable counts', async () => {
    const r = await cli(['snapshot', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      servers: [{ server: 'shop', path: 'snapshots/shop.json', surfaces: ['default'], counts: { tool: 3, prompt: 1, resource: 0, resourceTemplate: 0 } }],
    });
  });

  it('check passes against an unchanged server', async () => {
    const r = await cli(['check'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('shop: snapshots/shop.json matches the live server');
  });

  it('check fails after the server changed, listing added, removed and changed refs and the exact update command', async () => {
    writeJson(catalog, v2);
    const before = readFileSync(snapFile, 'utf8');
    const r = await cli(['check'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('does not match the live server');
    expect(r.stdout).toMatch(/BREAKING\s+capability-removed\s+tool:gone/);
    expect(r.stdout).toMatch(/SAFE\s+capability-added\s+tool:fresh/);
    expect(r.stdout).toMatch(/tool:search \/inputSchema\/properties\/q/);
    expect(r.stdout).toContain('npx mcp-contract snapshot --config mcp-contract.json --server shop');
    expect(readFileSync(snapFile, 'utf8')).toBe(before);
    const json = await cli(['check', '--json'], { cwd: dir });
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.stdout) as { ok: boolean; servers: Array<{ status: string; report: { changes: Array<{ rule: string }> } }> };
    expect(parsed.ok).toBe(false);
    expect(parsed.servers[0]!.status).toBe('drift');
    expect(parsed.servers[0]!.report.changes.map((c) => c.rule)).toEqual(expect.arrayContaining(['capability-removed', 'capability-added']));
  });

  it('check --update rewrites the snapshot, after which check passes', async () => {
    const r = await cli(['check', '--update'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('shop: updated snapshots/shop.json');
    const snap = readJson<Snapshot>(snapFile);
    expect(snap.surfaces.default!.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:fetch', 'tool:fresh', 'tool:search']);
    expect((await cli(['check'], { cwd: dir })).code).toBe(0);
  });

  it('check on a server with no snapshot yet fails and says how to create it', async () => {
    writeJson(path.join(dir, 'two.json'), { servers: { other: catalogServer(catalog, { snapshot: 'snapshots/other.json' }) } });
    const r = await cli(['check', '--config', 'two.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('other: no snapshot at snapshots/other.json');
    expect(r.stdout).toContain('npx mcp-contract snapshot --config two.json --server other');
    expect(existsSync(path.join(dir, 'snapshots', 'other.json'))).toBe(false);
  });
});

describe('inline servers', () => {
  const dir = tempDir('inline');
  const catalog = path.join(dir, 'catalog.json');
  writeJson(catalog, v1);

  it('snapshot --out F -- node catalog.mjs file, then check --snapshot F against it', async () => {
    const r = await cli(['snapshot', '--out', 'out/s.json', '--', NODE, CATALOG, catalog], { cwd: dir });
    expect(r.code).toBe(0);
    const snap = readJson<Snapshot>(path.join(dir, 'out', 's.json'));
    expect(snap.server).toBe('server');
    expect(snap.surfaces.default!.kinds.tool.items).toHaveLength(3);
    expect((await cli(['check', '--snapshot', 'out/s.json', '--', NODE, CATALOG, catalog], { cwd: dir })).code).toBe(0);
    writeJson(catalog, v2);
    const drift = await cli(['check', '--snapshot', 'out/s.json', '--', NODE, CATALOG, catalog], { cwd: dir });
    expect(drift.code).toBe(1);
    expect(drift.stdout).toContain('tool:gone');
    expect(drift.stdout).toContain('run the same command with --update');
    const mtime = statSync(path.join(dir, 'out', 's.json')).mtimeMs;
    expect((await cli(['check', '--update', '--snapshot', 'out/s.json', '--', NODE, CATALOG, catalog], { cwd: dir })).code).toBe(0);
    expect(statSync(path.join(dir, 'out', 's.json')).mtimeMs).toBeGreaterThanOrEqual(mtime);
    expect((await cli(['check', '--snapshot', 'out/s.json', '--', NODE, CATALOG, catalog], { cwd: dir })).code).toBe(0);
  });

  it('check without --name reuses the name recorded by snapshot --name (digests are bound to it)', async () => {
    writeJson(catalog, v1);
    expect((await cli(['snapshot', '--name', 'exa', '--out', 'named.json', '--', NODE, CATALOG, catalog], { cwd: dir })).code).toBe(0);
    const r = await cli(['check', '--snapshot', 'named.json', '--', NODE, CATALOG, catalog], { cwd: dir });
    expect(r.stdout).toContain('exa: named.json matches the live server');
    expect(r.code).toBe(0);
  });

  it('an inline server without --out is a usage error', async () => {
    const r = await cli(['snapshot', '--', NODE, CATALOG, catalog], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('an inline server needs --out FILE');
    expect(hasStack(r.stderr)).toBe(false);
  });

  describe('--url against an HTTP server', () => {
    let child: ChildProcess;
    let port = 0;
    beforeAll(async () => {
      port = await new Promise<number>((resolve) => {
        const s: Server = createServer();
        s.listen(0, '127.0.0.1', () => {
          const p = (s.address() as { port: number }).port;
          s.close(() => resolve(p));
        });
      });
      child = spawn(NODE, [CATALOG, catalog, '--http', `--port=${port}`], { stdio: ['ignore', 'pipe', 'ignore'] });
      await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    });
    afterAll(() => {
      child.kill('SIGKILL');
    });

    it('snapshots and checks a streamable HTTP server, with a header that never shows up', async () => {
      const url = `http://127.0.0.1:${port}/mcp`;
      const r = await cli(['snapshot', '--out', 'web.json', '--url', url, '--header', 'Authorization: Bearer url-secret-123456'], { cwd: dir });
      expect(r.code).toBe(0);
      const text = readFileSync(path.join(dir, 'web.json'), 'utf8');
      expect(JSON.parse(text).surfaces.default.kinds.tool.items).toHaveLength(3);
      expect(text).not.toContain('url-secret-123456');
      expect(r.stdout + r.stderr).not.toContain('url-secret-123456');
      const c = await cli(['check', '--snapshot', 'web.json', '--url', url], { cwd: dir });
      expect(c.code).toBe(0);
    });
  });
});

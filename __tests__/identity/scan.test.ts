// `scan` reports the launch identity as observed evidence (a pinned image digest, an installed package's lockfile
// integrity) or as unverified with the exact reason, and shows eight axes per server, each observed or unverified,
// never a total. The config is a real client file in a temp workspace; packages are the repository's installed ones.
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ROOT, cli, tempDir, writeJson } from '../helpers/cli-harness.js';
import type { ScanResult, ScanServer } from '../../src/scan/detect.js';
import { AXES } from '../../src/core/identity/axes.js';

const DIGEST = `sha256:${'0123456789abcdef'.repeat(4)}`;
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { integrity: string }> };

function workspace(): string {
  const ws = tempDir('scan-identity');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(ws, 'node_modules'));
  writeJson(path.join(ws, '.mcp.json'), {
    mcpServers: {
      pinned: { command: 'docker', args: ['run', '-i', '--rm', '--network', 'none', `ghcr.io/example/srv@${DIGEST}`] },
      tagged: { command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/example/srv:1.4'] },
      memory: { command: 'node', args: ['node_modules/memory-2025-11-25/dist/index.js'], env: { MEMORY_FILE_PATH: 'mem.json' } },
      fetched: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory@1.0.0'] },
    },
  });
  return ws;
}

async function scan(ws: string): Promise<ScanServer[]> {
  const r = await cli(['scan', '--format', 'json', '--fail-on', 'none'], { cwd: ws, env: { HOME: tempDir('home'), PATH: process.env.PATH } });
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as ScanResult).servers;
}

const byName = (servers: ScanServer[], name: string): ScanServer => servers.find((s) => s.name === name)!;
const axis = (s: ScanServer, name: string) => s.axes.find((a) => a.axis === name)!;

describe('scan: launch identity', () => {
  it('observes an image digest and an installed package integrity; says why a tag or an uninstalled npx spec is unverified', async () => {
    const servers = await scan(workspace());
    const pinned = byName(servers, 'pinned');
    expect(pinned.identity).toMatchObject({ kind: 'container', name: 'ghcr.io/example/srv', integrity: DIGEST });
    expect(pinned.findings.map((f) => f.rule)).not.toContain('artifact-integrity-unverified');

    const tagged = byName(servers, 'tagged');
    expect(tagged.identity).toBeUndefined();
    expect(tagged.findings.find((f) => f.rule === 'artifact-integrity-unverified')?.message).toMatch(/named by a tag, not a digest/);

    const memory = byName(servers, 'memory');
    expect(memory.identity).toMatchObject({ kind: 'npm', name: '@modelcontextprotocol/server-memory', version: '2025.11.25', integrity: lock.packages['node_modules/memory-2025-11-25'].integrity });
    expect(memory.findings.map((f) => f.rule)).not.toContain('artifact-integrity-unverified');

    const fetched = byName(servers, 'fetched');
    expect(fetched.findings.find((f) => f.rule === 'artifact-integrity-unverified')?.message).toMatch(/not installed here nor in npx's cache/);
  });

  it('shows all eight axes for every server, each observed or unverified with a reason, and no score', async () => {
    const servers = await scan(workspace());
    for (const s of servers) {
      expect(s.axes.map((a) => a.axis)).toEqual([...AXES]);
      for (const a of s.axes) expect(a.detail.length).toBeGreaterThan(10);
    }
    const pinned = byName(servers, 'pinned');
    expect(axis(pinned, 'code mutability')).toMatchObject({ state: 'observed', detail: expect.stringContaining('pinned: image ghcr.io/example/srv') });
    expect(axis(pinned, 'network reach')).toMatchObject({ state: 'observed', detail: expect.stringContaining('--network none') });
    expect(axis(pinned, 'isolation')).toMatchObject({ state: 'observed' });
    const tagged = byName(servers, 'tagged');
    expect(axis(tagged, 'code mutability').state).toBe('unverified');
    expect(axis(tagged, 'network reach').state).toBe('unverified');
    const memory = byName(servers, 'memory');
    expect(axis(memory, 'credential exposure')).toMatchObject({ state: 'observed', detail: expect.stringContaining('MEMORY_FILE_PATH') });
    expect(axis(memory, 'isolation').state).toBe('unverified');
    expect(axis(memory, 'contract drift').state).toBe('unverified');
    expect(JSON.stringify(servers)).not.toMatch(/"(score|stable)"/);
  });

  it('prints identity and axes in text', async () => {
    const ws = workspace();
    const r = await cli(['scan', '--fail-on', 'none'], { cwd: ws, env: { HOME: tempDir('home'), PATH: process.env.PATH } });
    expect(r.stdout).toMatch(/identity: observed image ghcr\.io\/example\/srv \(sha256:0123456789ab\) from image reference \(digest\)/);
    expect(r.stdout).toMatch(/axes \(each observed or unverified; there is no total\):/);
    expect(r.stdout).toMatch(/ {6}code mutability +unverified +the image `?ghcr\.io\/example\/srv:1\.4`? is named by a tag/);
  });
});

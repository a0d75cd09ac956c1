// The bundled gateway (dist/) in front of the filesystem server at two versions (issue 27 item 2): the same pair under
// one prefix is refused at start, one line, exit 2, nothing started (the rest in-process: gateway/published.test.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, ROOT, tempDir } from '../helpers/cli-harness.js';
import { CLI } from '../helpers/dist.js';

const nm = (...p: string[]) => path.join(ROOT, 'node_modules', ...p);
const FS_OLD = nm('fs-2025-8-21', 'dist', 'index.js');
const FS_NEW = nm('fs-2026-1-14', 'dist', 'index.js');

async function snapshot(dir: string, name: string, command: string[]): Promise<void> {
  const r = await cli(['snapshot', '--out', path.join(dir, 'approved', `${name}.json`), '--name', name, '--', ...command], { cwd: dir });
  if (r.code !== 0) throw new Error(`snapshot of ${name} exited ${r.code}: ${r.stderr}`);
}

describe('gateway: the filesystem server at two versions', () => {
  let dir: string;
  let older: string;
  let newer: string;
  beforeAll(async () => {
    dir = tempDir('gateway-fs');
    older = path.join(dir, 'older');
    newer = path.join(dir, 'newer');
    for (const d of [older, newer, path.join(dir, 'approved')]) mkdirSync(d);
    writeFileSync(path.join(older, 'a.txt'), 'kept by 2025.8.21');
    writeFileSync(path.join(newer, 'b.txt'), 'kept by 2026.1.14');
    await snapshot(dir, 'fsold', [NODE, FS_OLD, older]);
    await snapshot(dir, 'fsnew', [NODE, FS_NEW, newer]);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const config = (prefix?: string): string => {
    const file = path.join(dir, prefix ? 'same-prefix.mcp.json' : 'claude_desktop_config.json');
    const p = prefix ? { prefix } : {};
    writeFileSync(file, JSON.stringify({ mcpServers: { fsold: { command: NODE, args: [FS_OLD, older], ...p }, fsnew: { command: NODE, args: [FS_NEW, newer], ...p } } }));
    return file;
  };

  it('refuses the same pair under one prefix at start: one line, exit 2, nothing started', () => {
    const r = spawnSync(NODE, [CLI, 'guard', '--config', config('fs'), '--approved-dir', path.join(dir, 'approved'), '--store', path.join(dir, 'store-refused')], { encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^mcp-contract: .*same-prefix\.mcp\.json: servers "fsold" and "fsnew" both publish under the prefix "fs"; give one of them a "prefix"$/)]);
    // A server that had started would have written its banner ("Secure MCP Filesystem Server running on stdio").
    expect(r.stderr).not.toMatch(/running on stdio/i);
  });
});

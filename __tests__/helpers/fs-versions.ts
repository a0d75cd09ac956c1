// The published filesystem server at two versions (npm aliases fs-2025-8-21 and fs-2026-1-14), each serving a
// directory of its own with one file in it, both approved into one temp dir: what the gateway suites put behind one
// gateway, in-process (gateway/published.test.ts) and from dist/ (e2e/gateway-published.test.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, ROOT, tempDir } from './cli-harness.js';

const nm = (...p: string[]) => path.join(ROOT, 'node_modules', ...p);
export const FS_OLD = nm('fs-2025-8-21', 'dist', 'index.js');
export const FS_NEW = nm('fs-2026-1-14', 'dist', 'index.js');

/** Approves the surface of the server `command` starts as <dir>/approved/<name>.json (the CLI's `snapshot --out`). */
export async function approveServer(dir: string, name: string, command: string[]): Promise<void> {
  const r = await cli(['snapshot', '--out', path.join(dir, 'approved', `${name}.json`), '--name', name, '--', ...command], { cwd: dir });
  if (r.code !== 0) throw new Error(`snapshot of ${name} exited ${r.code}: ${r.stderr}`);
}

export interface FsVersions {
  dir: string;
  /** The directory the older version serves (it holds a.txt), and the newer's (b.txt). */
  older: string;
  newer: string;
  /** A client config with both as `fsold` and `fsnew`; with a prefix, both under that one prefix. */
  config(prefix?: string): string;
}

/** The two versions approved in a temp dir, as jest hooks of the calling describe. */
export function useFsVersions(): FsVersions {
  const v = {} as FsVersions;
  beforeAll(async () => {
    v.dir = tempDir('gateway-fs');
    v.older = path.join(v.dir, 'older');
    v.newer = path.join(v.dir, 'newer');
    for (const d of [v.older, v.newer, path.join(v.dir, 'approved')]) mkdirSync(d);
    writeFileSync(path.join(v.older, 'a.txt'), 'kept by 2025.8.21');
    writeFileSync(path.join(v.newer, 'b.txt'), 'kept by 2026.1.14');
    await approveServer(v.dir, 'fsold', [NODE, FS_OLD, v.older]);
    await approveServer(v.dir, 'fsnew', [NODE, FS_NEW, v.newer]);
  });
  afterAll(() => rmSync(v.dir, { recursive: true, force: true }));
  v.config = (prefix) => {
    const file = path.join(v.dir, prefix ? 'same-prefix.mcp.json' : 'claude_desktop_config.json');
    const p = prefix ? { prefix } : {};
    writeFileSync(file, JSON.stringify({ mcpServers: { fsold: { command: NODE, args: [FS_OLD, v.older], ...p }, fsnew: { command: NODE, args: [FS_NEW, v.newer], ...p } } }));
    return file;
  };
  return v;
}

// Published MCP servers at several versions (npm aliases in package.json), captured over real stdio: one history per
// server, for tests that measure the classifier on what authors actually shipped.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureServer } from '../../src/capture/capture.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { ROOT } from './capture-fixtures.js';

const nm = (...p: string[]) => path.join(ROOT, 'node_modules', ...p);
const node = (entry: string, ...args: string[]): ServerConfig => ({ command: process.execPath, args: [entry, ...args] });

/** history name -> versions oldest first, each [label, server config builder given a scratch directory]. */
export const HISTORIES: Record<string, Array<[string, (dir: string) => ServerConfig]>> = {
  filesystem: [
    ['fs-2025-7-1', (d) => node(nm('fs-2025-7-1', 'dist', 'index.js'), d)],
    ['fs-2025-8-21', (d) => node(nm('fs-2025-8-21', 'dist', 'index.js'), d)],
    ['fs-2025-11-25', (d) => node(nm('fs-2025-11-25', 'dist', 'index.js'), d)],
    ['fs-2026-1-14', (d) => node(nm('fs-2026-1-14', 'dist', 'index.js'), d)],
    ['fs-2026-8-31', (d) => node(nm('@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js'), d)],
  ],
  memory: ['memory-2025-8-4', 'memory-2025-9-25', 'memory-2025-11-25', 'memory-2026-1-26', '@modelcontextprotocol/server-memory'].map((pkg) => [
    pkg.startsWith('@') ? 'memory-2026-8-31' : pkg,
    (d: string) => ({ ...node(nm(pkg, 'dist', 'index.js')), env: { MEMORY_FILE_PATH: path.join(d, `${pkg.replace('/', '_')}.json`) } }),
  ]),
  playwright: [
    ['playwright-0-0-54', () => node(nm('playwright-mcp-0-0-54', 'cli.js'))],
    ['playwright-0-0-64', () => node(nm('playwright-mcp-0-0-64', 'cli.js'))],
  ],
  notion: [
    ['notion-2-1-0', () => node(nm('notion-mcp-2-1-0', 'bin', 'cli.mjs'))],
    ['notion-2-4-1', () => node(nm('notion-mcp-2-4-1', 'bin', 'cli.mjs'))],
  ],
};

/** Captures every version of the named histories (all by default): label -> snapshot, server named after its history. */
export async function captureHistories(names: readonly string[] = Object.keys(HISTORIES)): Promise<Map<string, Snapshot>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-histories-'));
  const out = new Map<string, Snapshot>();
  for (const name of names) {
    for (const [label, server] of HISTORIES[name]) out.set(label, await captureServer(name, server(dir), { baseDir: dir, env: {} }));
  }
  return out;
}

/** Every ordered pair (older, newer) of one history's labels. */
export function pairsOf(name: string): Array<[string, string]> {
  const labels = HISTORIES[name].map(([l]) => l);
  return labels.flatMap((a, i) => labels.slice(i + 1).map((b) => [a, b] as [string, string]));
}

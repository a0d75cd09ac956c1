// Published MCP servers at several versions (npm aliases in package.json), captured over real stdio: one history per
// server, for tests that measure the classifier on what authors actually shipped.
//
// Several test files diff the same versions. Within one jest run each version is captured once, by whichever file asks
// first, and written as a snapshot file to the run's directory (global-setup.mjs names it); the others read that file
// as the CLI reads a committed snapshot. Every capture is a fresh one of this run's code: nothing outlives the run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureServer } from '../../src/capture/capture.js';
import type { ServerConfig } from '../../src/core/shared/config.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { parseSnapshot, serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { ROOT } from './capture-fixtures.js';
import { waitFor } from './poll.js';
import { HANG_MS } from './hang.js';

const nm = (...p: string[]) => path.join(ROOT, 'node_modules', ...p);
const node = (entry: string, ...args: string[]): ServerConfig => ({ command: process.execPath, args: [entry, ...args] });
const memory = (pkg: string) => (d: string): ServerConfig => ({ ...node(nm(pkg, 'dist', 'index.js')), env: { MEMORY_FILE_PATH: path.join(d, `${pkg.replace(/\W/g, '-')}.json`) } });

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
    memory(pkg),
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

/** Versions some test diffs outside the histories above. */
const OTHERS: Record<string, [string, (dir: string) => ServerConfig]> = {
  'playwright-0-0-86': ['playwright', () => node(nm('playwright-mcp-0-0-86', 'cli.js'))],
};

/** label -> [server name (its history), config builder]. */
function published(label: string): [string, (dir: string) => ServerConfig] {
  for (const [name, versions] of Object.entries(HISTORIES)) {
    const found = versions.find(([l]) => l === label);
    if (found) return [name, found[1]];
  }
  const other = OTHERS[label];
  if (!other) throw new Error(`no published version labelled ${label}`);
  return other;
}

let scratch: string | undefined;

/**
 * One published version, captured as the server named after its history. Within a jest run it is captured once (a
 * lock per label keeps two workers from capturing it at once); run outside one it is simply captured.
 */
export async function capturePublished(label: string): Promise<Snapshot> {
  const [name, server] = published(label);
  const runDir = process.env.MCP_CONTRACT_TEST_RUN_DIR;
  if (!runDir || !existsSync(runDir)) {
    scratch ??= mkdtempSync(path.join(tmpdir(), 'mcp-contract-histories-'));
    return captureServer(name, server(scratch), { baseDir: scratch, env: {} });
  }
  // The servers' own scratch (filesystem's root, memory's file) is the run's: every file sees the same capture.
  const file = path.join(runDir, `${label}.json`);
  const lock = `${file}.lock`;
  await waitFor(
    () => {
      if (existsSync(file)) return true;
      try {
        mkdirSync(lock);
        return true;
      } catch {
        return false;
      }
    },
    { withinMs: HANG_MS.test, everyMs: 100, what: `the capture of ${label} by another test file` },
  );
  if (!existsSync(file)) {
    try {
      const snap = await captureServer(name, server(runDir), { baseDir: runDir, env: {} });
      writeFileSync(`${file}.tmp`, serializeSnapshot(snap));
      renameSync(`${file}.tmp`, file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return parseSnapshot(readFileSync(file, 'utf8'), file);
}

/** Captures every version of the named histories (all by default): label -> snapshot, server named after its history. */
export async function captureHistories(names: readonly string[] = Object.keys(HISTORIES)): Promise<Map<string, Snapshot>> {
  const out = new Map<string, Snapshot>();
  for (const name of names) {
    for (const [label] of HISTORIES[name]) out.set(label, await capturePublished(label));
  }
  return out;
}

/** Every ordered pair (older, newer) of one history's labels. */
export function pairsOf(name: string): Array<[string, string]> {
  const labels = HISTORIES[name].map(([l]) => l);
  return labels.flatMap((a, i) => labels.slice(i + 1).map((b) => [a, b] as [string, string]));
}

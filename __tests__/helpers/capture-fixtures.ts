// Paths and small utilities shared by the capture tests: fixture servers are real processes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pollUntil } from './poll.js';
import { HANG_MS } from './hang.js';

export const ROOT = process.cwd();
export const SERVERS = path.join(ROOT, '__tests__', 'fixtures', 'servers');
export const MISBEHAVE = path.join(SERVERS, 'misbehave.mjs');
export const CATALOG = path.join(SERVERS, 'catalog.mjs');
export const EVERYTHING = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');

export { tempDir } from './temp-dir.js';

/** Writes a catalog file for catalog.mjs and returns its path. */
export function writeCatalog(dir: string, catalog: object, name = 'catalog.json'): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(catalog));
  return file;
}

export function pidsFrom(file: string): number[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
}

/** Whether a process still runs; a zombie (dead, not yet reaped by whoever adopted it) counts as gone. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Waits briefly for processes to go: the kernel delivers SIGKILL asynchronously. */
export function gone(pids: number[], withinMs: number = HANG_MS.wait): Promise<boolean> {
  return pollUntil(() => !pids.some(alive), { withinMs });
}

/** A port free on 127.0.0.1 right now (for servers the capture starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The catalog server on SDK v2 (@modelcontextprotocol/server 2.x): both eras, or modern only with --legacy=reject. */
export const CATALOG_V2 = path.join(SERVERS, 'catalog-v2.mjs');

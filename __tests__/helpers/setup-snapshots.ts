// Test repositories commit a snapshot of the catalog fixture as their setup (TempRepo.snapshot): the same catalog,
// config and committed snapshot recur in test after test and file after file, and each one started the fixture and
// captured it again. Within one jest run a setup like that is captured once, by whichever test asks first; the files
// the capture wrote are kept in the run's directory (global-setup.mjs) and a repeat writes them unchanged. Only setups
// whose every server is the catalog fixture qualify: it serves the catalog file and nothing else, so the files of the
// working tree (which the key holds, byte for byte) decide what it answers.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a working tree but .git, relative path -> content. */
export function treeFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (r !== '.git') walk(r);
      } else if (e.isFile()) out.set(r, readFileSync(path.join(dir, r), 'utf8'));
    }
  };
  walk('');
  return out;
}

interface ServerEntry {
  command?: unknown;
  args?: unknown;
  [k: string]: unknown;
}

/** True when every configured server is `node <catalog fixture> <file>` with nothing that runs first (build, start). */
export function onlyCatalogServers(configText: string | undefined, catalogServer: string): boolean {
  if (configText === undefined) return false;
  let config: { servers?: Record<string, ServerEntry> };
  try {
    config = JSON.parse(configText) as { servers?: Record<string, ServerEntry> };
  } catch {
    return false;
  }
  const servers = Object.values(config.servers ?? {});
  const plain = (s: ServerEntry): boolean =>
    s.command === process.execPath && Array.isArray(s.args) && s.args[0] === catalogServer && Object.keys(s).every((k) => ['command', 'args', 'snapshot'].includes(k));
  return servers.length > 0 && servers.every(plain);
}

const memory = new Map<string, string>();

function storeDir(): string | undefined {
  const run = process.env.MCP_CONTRACT_TEST_RUN_DIR;
  return run ? path.join(run, 'setup-snapshots') : undefined;
}

function keyOf(files: Map<string, string>, env: Record<string, string | undefined>): string {
  const sorted = <T>(e: Array<[string, T]>) => e.sort(([a], [b]) => (a < b ? -1 : 1));
  return digest('setup-snapshot', sorted([...files]), sorted(Object.entries(env)));
}

function recall(key: string): string | undefined {
  const hit = memory.get(key);
  if (hit !== undefined) return hit;
  const dir = storeDir();
  const file = dir && path.join(dir, `${key}.json`);
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function remember(key: string, text: string): void {
  memory.set(key, text);
  const dir = storeDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Written beside and renamed: the other worker may read this key at the same moment.
  const tmp = path.join(dir, `${key}.${process.pid}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, path.join(dir, `${key}.json`));
}

/** `produce`'s text, produced once per run for each distinct `key` (a digest of everything the text depends on). */
export async function oncePerRun(key: string, produce: () => Promise<string>): Promise<string> {
  const hit = recall(key);
  if (hit !== undefined) return hit;
  const text = await produce();
  remember(key, text);
  return text;
}

export function digest(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Runs `capture` (which writes the snapshot into `dir`) unless this exact setup was captured before in this run, in
 * which case the files it wrote then are written again. Setups that do not qualify always run `capture`.
 */
export async function setupSnapshot(
  dir: string,
  configRel: string,
  catalogServer: string,
  env: Record<string, string | undefined>,
  capture: () => Promise<void>,
): Promise<void> {
  const before = treeFiles(dir);
  if (!onlyCatalogServers(before.get(configRel), catalogServer)) return capture();
  const key = keyOf(before, env);
  let wrote: Array<[string, string]> | undefined;
  const text = await oncePerRun(key, async () => {
    await capture();
    const after = treeFiles(dir);
    // A capture that removed a file could not be replayed by writing files: such a setup is never remembered.
    if ([...before.keys()].some((rel) => !after.has(rel))) throw new Error(`setup snapshot in ${dir} removed a file`);
    wrote = [...after].filter(([rel, t]) => before.get(rel) !== t);
    return JSON.stringify(wrote);
  });
  if (wrote) return;
  for (const [rel, t] of JSON.parse(text) as Array<[string, string]>) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), t);
  }
}

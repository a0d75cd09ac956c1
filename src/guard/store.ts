// The guard's store: one canonical-JSON file per server, written atomically under a lock, so the running guard and
// `approve` / `reject` in another process never lose each other's writes.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { canonicalJson } from '../core/canonical.js';
import { GUARD_STORE_FORMAT, emptyStore, type GuardStore } from '../core/approval.js';
import { UsageError } from '../core/errors.js';
import type { JsonValue } from '../core/model.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import { delay } from '../capture/process.js';

/** `--store`, else $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard: a client's working directory is often `/`. */
export function storeDir(option: string | undefined, env: Record<string, string | undefined>, cwd: string): string {
  if (option) return resolve(cwd, option);
  if (env.MCP_CONTRACT_STORE) return resolve(cwd, env.MCP_CONTRACT_STORE);
  return join(env.HOME ?? homedir(), '.mcp-contract', 'guard');
}

function fileName(server: string): string {
  return `${server.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}

export function storeFile(dir: string, server: string): string {
  return join(dir, fileName(server));
}

/** The store files in a directory (for approve/status without --server). */
export function storeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort()
    .map((n) => join(dir, n));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const STATES = new Set(['discovered', 'review_required', 'approved', 'stale', 'rejected', 'missing']);

export function parseStore(text: string, label: string): GuardStore {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${label}: not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(value)) throw new UsageError(`${label}: expected a JSON object`);
  if (value.format !== GUARD_STORE_FORMAT) throw new UsageError(`${label}: /format: expected "${GUARD_STORE_FORMAT}"`);
  if (typeof value.server !== 'string') throw new UsageError(`${label}: /server: expected a string`);
  if (typeof value.surface !== 'string') throw new UsageError(`${label}: /surface: expected a string`);
  if (!isObject(value.capabilities)) throw new UsageError(`${label}: /capabilities: expected an object`);
  if (value.identity !== undefined && (!isObject(value.identity) || !['approved', 'held', 'unverified'].includes(String(value.identity.state))))
    throw new UsageError(`${label}: /identity/state: expected "approved", "held" or "unverified"`);
  for (const [ref, rec] of Object.entries(value.capabilities)) {
    const at = `${label}: /capabilities/${ref.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!isObject(rec) || rec.ref !== ref) throw new UsageError(`${at}: expected a record whose "ref" is its key`);
    if (typeof rec.state !== 'string' || !STATES.has(rec.state)) throw new UsageError(`${at}/state: unknown state ${JSON.stringify(rec.state)}`);
    if (rec.approval !== undefined && (!isObject(rec.approval) || typeof rec.approval.digest !== 'string' || !isObject(rec.approval.definition)))
      throw new UsageError(`${at}/approval: expected { digest, definition, by, at }`);
  }
  return value as unknown as GuardStore;
}

export async function readStore(path: string, server: string, surface: string): Promise<GuardStore> {
  if (!existsSync(path)) return emptyStore(server, surface);
  const store = parseStore(await readFile(path, 'utf8'), path);
  if (store.server !== server) throw new UsageError(`${path}: /server: the store belongs to "${store.server}", not "${server}" (use another --store)`);
  if (store.surface !== surface) throw new UsageError(`${path}: /surface: the store guards surface "${store.surface}", not "${surface}" (use another --store)`);
  return store;
}

export async function readStoreFile(path: string): Promise<GuardStore> {
  try {
    return parseStore(await readFile(path, 'utf8'), path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError(`${path}: no such store file`);
    throw e;
  }
}

export function serializeStore(store: GuardStore): string {
  return `${canonicalJson(store as unknown as JsonValue)}\n`;
}

const LOCK_STALE_MS = 10_000;

/** A directory lock (mkdir is atomic); a lock older than LOCK_STALE_MS is a crashed writer's and is broken. */
async function withLock<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  const until = Date.now() + 2 * LOCK_STALE_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > LOCK_STALE_MS || Date.now() > until) await rm(lock, { recursive: true, force: true });
      else await delay(10);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Read, change, write back atomically, all under the store's lock. Returns what was written. */
export async function updateStore(path: string, read: () => Promise<GuardStore>, change: (s: GuardStore) => GuardStore): Promise<GuardStore> {
  await mkdir(resolve(path, '..'), { recursive: true });
  return withLock(path, async () => {
    const next = change(await read());
    await writeFileAtomic(path, serializeStore(next));
    return next;
  });
}

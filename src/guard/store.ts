// The guard's store: one canonical-JSON file per server, written atomically under a lock, so the running guard and
// `approve` / `reject` in another process never lose each other's writes. Every decision in it (an approval, a
// rejection) carries an HMAC under the store's key: an edit made without the key counts for nothing.
import { existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, readFile, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { canonicalJson } from '../core/shared/canonical.js';
import { GUARD_STORE_FORMAT, emptyStore, type CapabilityRecord, type GuardStore } from '../core/approval/approval.js';
import { UsageError } from '../core/shared/errors.js';
import type { JsonValue, ProtocolEra } from '../core/shared/model.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import { withLock } from '../storage/dir-lock.js';
import { auditAnchorAfter, auditStoreWrite, storeFacts, type StoreAudit } from '../audit/store-hook.js';
import { nextTurn } from './turn.js';
import { anchorMacOf, identityMacOf, instructionsMacOf, macOf, sourceMacOf, type StoreKey } from './store-key.js';

export { storeKey, type StoreKey } from './store-key.js';

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

/**
 * Another protocol era's store beside a guard's own (a dual-era upstream's era other than the guard's: see
 * Publication.forEra): `<server>.json` -> `<server>.<era>.json`. status lists it, `approve --server <server>.<era>` takes it.
 */
export function eraStorePath(storePath: string, era: ProtocolEra): string {
  return `${storePath.replace(/\.json$/, '')}.${era}.json`;
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
    // The parser's message quotes the file's bytes; a store swapped for another file must not print that file.
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    throw new UsageError(`${label}: not valid JSON${at ? ` (at byte ${at})` : ''}`);
  }
  if (!isObject(value)) throw new UsageError(`${label}: expected a JSON object`);
  if (value.format !== GUARD_STORE_FORMAT) throw new UsageError(`${label}: /format: expected "${GUARD_STORE_FORMAT}"`);
  if (typeof value.server !== 'string') throw new UsageError(`${label}: /server: expected a string`);
  if (typeof value.surface !== 'string') throw new UsageError(`${label}: /surface: expected a string`);
  if (!isObject(value.capabilities)) throw new UsageError(`${label}: /capabilities: expected an object`);
  if (value.identity !== undefined && (!isObject(value.identity) || !['approved', 'held', 'unverified'].includes(String(value.identity.state))))
    throw new UsageError(`${label}: /identity/state: expected "approved", "held" or "unverified"`);
  if (value.source !== undefined && (!isObject(value.source) || !['signed-release', 'first-use', 'refused-release'].includes(String(value.source.kind))))
    throw new UsageError(`${label}: /source/kind: expected "signed-release", "first-use" or "refused-release"`);
  for (const [ref, rec] of Object.entries(value.capabilities)) {
    const at = `${label}: /capabilities/${ref.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!isObject(rec) || rec.ref !== ref) throw new UsageError(`${at}: expected a record whose "ref" is its key`);
    if (typeof rec.state !== 'string' || !STATES.has(rec.state)) throw new UsageError(`${at}/state: unknown state ${JSON.stringify(rec.state)}`);
    if (rec.approval !== undefined && (!isObject(rec.approval) || typeof rec.approval.digest !== 'string' || !isObject(rec.approval.definition)))
      throw new UsageError(`${at}/approval: expected { digest, definition, by, at }`);
    if (rec.mac !== undefined && typeof rec.mac !== 'string') throw new UsageError(`${at}/mac: expected a string`);
  }
  return value as unknown as GuardStore;
}

/**
 * Drops every approval whose MAC does not verify (an edit made without the key); rejections stay (they only hold more
 * back). Returns the refs whose approval was dropped.
 */
export function verifyStore(store: GuardStore, key: StoreKey): string[] {
  const forged: string[] = [];
  for (const rec of Object.values(store.capabilities)) {
    const signed = rec.mac !== undefined && rec.mac === macOf(key, store, rec);
    delete rec.mac;
    if (signed || !rec.approval) continue;
    forged.push(rec.ref);
    delete rec.approval;
    if (rec.state === 'approved') rec.state = 'stale';
  }
  // The audit anchor (checked after the decisions, whose MACs bind it): one written without the key is dropped.
  if (store.audit) {
    const ok = store.audit.mac !== undefined && store.audit.mac === anchorMacOf(key, store);
    if (ok) delete store.audit.mac;
    else {
      forged.push('audit anchor');
      delete store.audit;
    }
  }
  // Where the baseline came from, written without the key (a first-use snapshot dressed as a signed release): dropped.
  if (store.source) {
    const ok = store.source.mac !== undefined && store.source.mac === sourceMacOf(key, store);
    if (ok) delete store.source.mac;
    else {
      forged.push('approval source');
      delete store.source;
    }
  }
  // An approved launch identity written without the key is as forged as an approval: the code is held again.
  const id = store.identity;
  if (id) {
    const ok = id.mac !== undefined && id.mac === identityMacOf(key, store);
    delete id.mac;
    if (!ok && id.approved) {
      forged.push('launch identity');
      delete id.approved;
      delete id.approvedBy;
      delete id.approvedAt;
    }
  }
  // Instructions approved without the key are withheld again.
  const ins = store.instructions;
  if (ins) {
    const ok = ins.mac !== undefined && ins.mac === instructionsMacOf(key, store);
    delete ins.mac;
    if (!ok && ins.approved) {
      forged.push('server instructions');
      delete ins.approved;
      ins.state = 'held';
    }
  }
  return forged;
}

function signed(store: GuardStore, key: StoreKey): GuardStore {
  const capabilities: Record<string, CapabilityRecord> = {};
  for (const [ref, rec] of Object.entries(store.capabilities)) {
    const copy: CapabilityRecord = { ...rec };
    delete copy.mac;
    if (copy.approval || copy.rejected) copy.mac = macOf(key, store, copy);
    capabilities[ref] = copy;
  }
  const out: GuardStore = { ...store, capabilities };
  if (store.audit) out.audit = { ...store.audit, mac: anchorMacOf(key, store) };
  if (store.source) {
    const source = { ...store.source };
    delete source.mac;
    out.source = source;
    source.mac = sourceMacOf(key, out);
  }
  if (store.identity) {
    const identity = { ...store.identity };
    delete identity.mac;
    out.identity = identity;
    if (identity.approved) identity.mac = identityMacOf(key, out);
  }
  if (store.instructions) {
    const instructions = { ...store.instructions };
    delete instructions.mac;
    out.instructions = instructions;
    if (instructions.approved) instructions.mac = instructionsMacOf(key, out);
  }
  return out;
}

/** A store path that is a symbolic link could make the guard read, or `approve` overwrite, any file: refused. */
async function refuseLink(path: string): Promise<void> {
  const st = await lstat(path).catch(() => undefined);
  if (st?.isSymbolicLink()) throw new UsageError(`${path}: the store file is a symbolic link; refused (remove it, or pass another --store)`);
}

/** The store file's text; undefined when there is none. */
export async function readStoreText(path: string): Promise<string | undefined> {
  await refuseLink(path);
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UsageError(`${path}: cannot read the store (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

function verifiedStore(text: string, path: string, key: StoreKey, log: (line: string) => void): GuardStore {
  const store = parseStore(text, path);
  const forged = verifyStore(store, key);
  if (forged.length)
    log(`${path}: ${forged.length} approval(s) not made by approve/reject (no valid signature) are ignored: ${forged.slice(0, 5).join(', ')}${forged.length > 5 ? ', ...' : ''}`);
  return store;
}

async function readVerified(path: string, key: StoreKey, log: (line: string) => void): Promise<GuardStore | undefined> {
  const text = await readStoreText(path);
  return text === undefined ? undefined : verifiedStore(text, path, key, log);
}

/** One server's store from its file's text (undefined: no file yet), held to that server and surface. */
export function storeOf(text: string | undefined, path: string, server: string, surface: string, key: StoreKey, log: (line: string) => void): GuardStore {
  if (text === undefined) return emptyStore(server, surface);
  const store = verifiedStore(text, path, key, log);
  if (store.server !== server) throw new UsageError(`${path}: /server: the store belongs to "${store.server}", not "${server}" (use another --store)`);
  if (store.surface !== surface) throw new UsageError(`${path}: /surface: the store guards surface "${store.surface}", not "${surface}" (use another --store)`);
  return store;
}

export async function readStore(path: string, server: string, surface: string, key: StoreKey, log: (line: string) => void): Promise<GuardStore> {
  return storeOf(await readStoreText(path), path, server, surface, key, log);
}

export async function readStoreFile(path: string, key: StoreKey, log: (line: string) => void): Promise<GuardStore> {
  const store = await readVerified(path, key, log);
  if (!store) throw new UsageError(`${path}: no such store file`);
  return store;
}

export function serializeStore(store: GuardStore, key: StoreKey): string {
  return `${canonicalJson(signed(store, key) as unknown as JsonValue)}\n`;
}

/**
 * Read, change, write back atomically (signed), all under the store's lock. Returns what was written. `unchanged`
 * says the text is what the file already holds: nothing is written (the guard re-captures every few seconds). What
 * the write decided (approvals, rejections, approvals that stopped holding) goes to the audit log beside the store.
 */
export async function updateStore(
  path: string,
  key: StoreKey,
  read: () => Promise<GuardStore>,
  change: (s: GuardStore) => GuardStore,
  unchanged: (text: string) => boolean = () => false,
  audit: StoreAudit = {},
): Promise<{ store: GuardStore; text: string; mark: string }> {
  await mkdir(resolve(path, '..'), { recursive: true, mode: 0o700 });
  return withLock(path, async () => {
    const current = await read();
    // Taken before change(): it may edit the store it is given in place.
    const before = storeFacts(current);
    const anchored = current.audit;
    // The change (a re-capture's classification) and the signed text are each one stage: the loop turns in between.
    await nextTurn();
    const next = change(current);
    await nextTurn();
    const text = serializeStore(next, key);
    await nextTurn();
    // The file's stamp is taken under the lock (publication's unchanged-capture shortcut compares it with the next one).
    if (unchanged(text)) return { store: next, text, mark: await fileMark(path) };
    await refuseLink(path);
    // Recorded first: an approval the log cannot take is not written (src/audit/store-hook.ts).
    await auditStoreWrite(path, key, before, next, audit);
    // Then the store anchors the chain as it now stands (src/audit/anchor.ts), signed with the rest.
    const anchor = auditAnchorAfter(dirname(path), key, anchored ?? next.audit);
    if (anchor) next.audit = anchor;
    const final = anchor ? serializeStore(next, key) : text;
    await writeFileAtomic(path, final);
    return { store: next, text: final, mark: await fileMark(path) };
  });
}

/** A file's identity and last change (inode, size, mtime, ctime), or 'absent': two equal marks mean nobody wrote it between. */
export async function fileMark(path: string): Promise<string> {
  try {
    const st = await stat(path, { bigint: true });
    return `${st.ino} ${st.size} ${st.mtimeNs} ${st.ctimeNs}`;
  } catch {
    return 'absent';
  }
}

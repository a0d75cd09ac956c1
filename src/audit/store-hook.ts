// The store's side of the audit: updateStore (src/guard/store.ts) hands every write's before and after here. A
// decision that widens what runs (an approval of any kind) is never written without its record: a log that cannot
// take it stops the decision. One that narrows it (a rejection, an approval that stopped holding) is written anyway,
// with one line saying the log missed it: refusing more must never wait for a disk.
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { WriteError } from '../core/shared/errors.js';
import type { AuditAnchor, GuardStore } from '../core/approval/approval.js';
import type { StoreKey } from '../storage/store-key-file.js';
import { auditKey, headMacOk, type AuditHead } from './chain.js';
import { nextAnchor } from './anchor.js';
import { auditDir, HEAD } from './files.js';
import { readHead } from './verify.js';
import { storeEvents, type StoreFacts } from './decisions.js';
import { AuditLog, type AuditLogOptions } from './log.js';
import type { AuditEvent } from './model.js';

export { storeFacts, type StoreFacts } from './decisions.js';

/** Who and how a store write is recorded (updateStore's last argument). */
export interface StoreAudit {
  /** `approve --by NAME`. */
  by?: string;
  /** Where the one line about a narrowing the log could not take goes (default stderr). */
  log?: (line: string) => void;
  now?: () => Date;
}

const logs = new Map<string, AuditLog>();

/** The one writer of a store directory's log in this process (a gateway's members share it: one queue, one tail). */
export function auditLogFor(storeDir: string, key: StoreKey, options: Omit<AuditLogOptions, 'storeDir' | 'key'> = {}): AuditLog {
  let log = logs.get(storeDir);
  if (!log || Object.keys(options).length > 0) {
    log = new AuditLog({ storeDir, key: auditKey(key), ...options });
    logs.set(storeDir, log);
  }
  return log;
}

/** The OS user this process runs as (the uid when the name cannot be read, as in a container without /etc/passwd). */
export function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}

function widens(e: AuditEvent): boolean {
  return e.kind === 'decision' && e.action !== 'reject';
}

/** Records what a write of the store at `path` decided; throws (before the store is written) when a widening cannot be. */
export async function auditStoreWrite(path: string, key: StoreKey, before: StoreFacts, after: GuardStore, ctx: StoreAudit = {}): Promise<void> {
  const events = storeEvents(before, after, { user: osUser(), ...(ctx.by ? { by: ctx.by } : {}), now: ctx.now?.() ?? new Date() });
  if (events.length === 0) return;
  try {
    await auditLogFor(dirname(path), key).append(...events);
  } catch (e) {
    const why = (e as Error).message;
    if (events.some(widens)) throw new WriteError(`${why}; the decision was not written (an approval is never left out of the log)`);
    (ctx.log ?? ((l: string) => process.stderr.write(`mcp-contract: ${l}\n`)))(`${why}; written to the store without its audit record: ${events.map((x) => ('ref' in x && x.ref) || x.kind).join(', ')}`);
  }
}

/**
 * The anchor a store write in `storeDir` carries (src/audit/anchor.ts): `old` moved to the chain's head as this
 * process's writer sealed it or as the signed head on disk says, whichever continues the anchored chain further.
 */
export function auditAnchorAfter(storeDir: string, key: StoreKey, old: AuditAnchor | undefined): AuditAnchor | undefined {
  const disk = readHead(join(auditDir(storeDir), HEAD));
  const heads = [logs.get(storeDir)?.sealedHead(), typeof disk === 'object' && headMacOk(auditKey(key), disk) ? disk : undefined].filter((h): h is AuditHead => h !== undefined);
  let anchor = old;
  for (const h of heads.sort((a, b) => a.seq - b.seq)) anchor = nextAnchor(anchor, h);
  return anchor;
}

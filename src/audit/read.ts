// The read API (the CLI's `audit` and the console's per-capability history): records of a store directory's log,
// filtered, with the chain's verdict beside them. Reading never creates anything: no log, no records.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_FILE, storeKey } from '../storage/store-key-file.js';
import { auditKey } from './chain.js';
import { auditDir } from './files.js';
import { hasAuditLog } from './log.js';
import type { AuditRecord } from './model.js';
import { scanAudit, type AuditProblem } from './verify.js';

export interface AuditFilter {
  server?: string;
  /** A ref (tool:x), or a bare name matching any kind's. */
  ref?: string;
  /** Records at or after this ISO date-time. */
  since?: string;
  kinds?: ReadonlyArray<AuditRecord['kind']>;
}

export interface AuditRead {
  records: AuditRecord[];
  /** Absent when the chain verifies; the records are then those read before the first bad one. */
  problem?: AuditProblem;
  /** How many records the log holds (before the filter). */
  total: number;
}

export function matchesRef(ref: string | undefined, wanted: string): boolean {
  return ref !== undefined && (ref === wanted || ref.slice(ref.indexOf(':') + 1) === wanted);
}

export function filterRecords(records: readonly AuditRecord[], f: AuditFilter): AuditRecord[] {
  const since = f.since === undefined ? undefined : Date.parse(f.since);
  return records.filter(
    (r) =>
      (f.server === undefined || r.server === f.server) &&
      (f.ref === undefined || matchesRef(r.ref, f.ref)) &&
      (since === undefined || Date.parse(r.at) >= since) &&
      (f.kinds === undefined || f.kinds.includes(r.kind)),
  );
}

/** The store directory's audit records matching `filter`, verified against the store's key. */
export async function readAudit(storeDir: string, filter: AuditFilter = {}): Promise<AuditRead> {
  if (!hasAuditLog(storeDir) || !existsSync(join(storeDir, KEY_FILE))) return { records: [], total: 0 };
  const scan = scanAudit(storeDir, auditKey(await storeKey(storeDir)));
  return { records: filterRecords(scan.records, filter), total: scan.records.length, ...(scan.problem ? { problem: scan.problem } : {}) };
}

/**
 * What a re-read of the log would find changed: each file of the audit directory (and the store key) by name, size,
 * inode and change time. Any write, edit, rename or restore moves a file's ctime, which `utimes` cannot set back, so
 * an unchanged fingerprint is an unchanged log and its last verdict stands (a reader that refreshes often, the
 * console, verifies again only what moved).
 */
export function auditFingerprint(storeDir: string): string {
  const dir = auditDir(storeDir);
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  const files = [...names.map((n) => join(dir, n)), join(storeDir, KEY_FILE)];
  return files
    .map((f) => {
      const st = statSync(f, { bigint: true, throwIfNoEntry: false });
      return st ? `${f}\0${st.size}\0${st.ino}\0${st.ctimeNs}\0${st.mtimeNs}` : `${f}\0-`;
    })
    .join('\n');
}

/**
 * readAudit with the last whole-log read of each store directory kept while its fingerprint stands. The fingerprint
 * is taken before the read, so a write during it shows as a change next time.
 */
export function cachedAuditReader(): (storeDir: string) => Promise<AuditRead> {
  const last = new Map<string, { fingerprint: string; read: AuditRead }>();
  return async (storeDir) => {
    const fingerprint = auditFingerprint(storeDir);
    const kept = last.get(storeDir);
    if (kept?.fingerprint === fingerprint) return kept.read;
    const read = await readAudit(storeDir, {});
    last.set(storeDir, { fingerprint, read });
    return read;
  };
}

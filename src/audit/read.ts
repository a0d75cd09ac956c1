// The read API (the CLI's `audit` and the console's per-capability history): records of a store directory's log,
// filtered, with the chain's verdict beside them. Reading never creates anything: no log, no records.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_FILE, storeKey } from '../storage/store-key-file.js';
import { auditKey } from './chain.js';
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

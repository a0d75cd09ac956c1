// Where the audit log lives: `audit/` beside the store's files, the current file, the rotated ones (named by the seq of
// their first record, so a name sorts as the chain runs) and the signed head.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const AUDIT_DIR = 'audit';
export const CURRENT = 'audit.jsonl';
export const HEAD = 'audit.head.json';
const ROTATED = /^audit\.(\d{12})\.jsonl$/;

export function auditDir(storeDir: string): string {
  return join(storeDir, AUDIT_DIR);
}

export function rotatedName(firstSeq: number): string {
  return `audit.${String(firstSeq).padStart(12, '0')}.jsonl`;
}

/** The first seq a rotated file's name says it holds; undefined for any other name. */
export function rotatedSeq(name: string): number | undefined {
  const m = ROTATED.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** The rotated files, oldest first, then the current one if it exists: the order the chain runs in. */
export function logFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir);
  const rotated = names.filter((n) => rotatedSeq(n) !== undefined).sort();
  return [...rotated, ...(names.includes(CURRENT) ? [CURRENT] : [])];
}

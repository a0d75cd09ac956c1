// `audit verify`: the chain walked from the oldest kept file to the head. The first record that does not hold is named
// by file and line, with what is wrong with it: edited (its MAC fails), removed or inserted (the seq or the link to the
// record before it breaks), reordered, cut off (the files end before the signed head) or a file removed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headMacOk, HEAD_FORMAT, recordMac, type AuditHead, type AuditKey } from './chain.js';
import { auditDir, HEAD, logFiles, rotatedSeq } from './files.js';
import { GENESIS, type AuditRecord } from './model.js';
import type { JsonObject } from '../core/shared/model.js';

export interface AuditProblem {
  /** The file, as a path under the store directory's audit folder. */
  file: string;
  /** 1-based; 0 for the head file or a file as a whole. */
  line: number;
  why: string;
}

export interface AuditScan {
  /** Every record read up to the first problem (all of them when there is none), in chain order. */
  records: AuditRecord[];
  files: string[];
  problem?: AuditProblem;
  /** The signed head, when it verifies. */
  head?: AuditHead;
}

const KINDS = new Set(['decision', 'invalidation', 'call']);

export function readHead(path: string): AuditHead | 'damaged' | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as AuditHead;
    if (h.format !== HEAD_FORMAT || typeof h.seq !== 'number' || typeof h.first !== 'number' || typeof h.last !== 'string' || typeof h.mac !== 'string' || (h.origin !== undefined && typeof h.origin !== 'string')) return 'damaged';
    return h;
  } catch {
    return 'damaged';
  }
}

/** Walks the whole chain; stops at the first record that does not hold. */
export function scanAudit(storeDir: string, key: AuditKey): AuditScan {
  const dir = auditDir(storeDir);
  const files = logFiles(dir).map((n) => join(dir, n));
  const records: AuditRecord[] = [];
  const headPath = join(dir, HEAD);
  const head = readHead(headPath);
  const fail = (file: string, line: number, why: string): AuditScan => ({ records, files, problem: { file, line, why } });
  if (head === 'damaged' || (head && !headMacOk(key, head))) return fail(headPath, 0, 'the head is damaged or was edited (its MAC does not verify)');
  if (!head && files.length > 0) return fail(headPath, 0, 'the head is missing: the log cannot be checked for records cut off its end');
  if (head && files.length === 0) return fail(dir, 0, `the log files are missing (the head says records ${head.first} to ${head.seq})`);
  let last: { seq: number; mac: string } | undefined;
  let atHead: string | undefined;
  let where = { file: headPath, line: 0 };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const complete = text.endsWith('\n') || text.length === 0;
    if (complete) lines.pop();
    const named = rotatedSeq(file.slice(dir.length + 1));
    for (let i = 0; i < lines.length; i++) {
      const line = i + 1;
      where = { file, line };
      if (!complete && i === lines.length - 1) return fail(file, line, 'the record is cut short (the file was truncated inside it)');
      let r: JsonObject;
      try {
        r = JSON.parse(lines[i]) as JsonObject;
      } catch {
        return fail(file, line, 'not a JSON record (edited or truncated)');
      }
      if (typeof r !== 'object' || r === null || Array.isArray(r) || typeof r.seq !== 'number' || typeof r.mac !== 'string' || typeof r.prev !== 'string' || !KINDS.has(String(r.kind)))
        return fail(file, line, 'not an audit record (no seq, prev, mac or kind)');
      if (recordMac(key, r) !== r.mac) return fail(file, line, `record ${r.seq} was edited (its MAC does not verify)`);
      const seq = r.seq;
      if (i === 0 && named !== undefined && named !== seq) return fail(file, line, `the file is named for record ${named} but starts at record ${seq} (files renamed or reordered)`);
      if (!last) {
        if (head && seq !== head.first) return fail(file, line, seq > head.first ? `records ${head.first} to ${seq - 1} are missing before it (a record or a whole file was removed)` : `record ${seq} is older than the first the head keeps (${head.first})`);
        if (seq === 1 && r.prev !== GENESIS) return fail(file, line, 'record 1 does not start the chain');
      } else if (seq <= last.seq) return fail(file, line, `record ${seq} comes after record ${last.seq} (records reordered or inserted)`);
      else if (seq > last.seq + 1) return fail(file, line, `records ${last.seq + 1} to ${seq - 1} are missing before it (removed)`);
      else if (r.prev !== last.mac) return fail(file, line, `record ${seq} does not link to the record before it (inserted or replaced)`);
      last = { seq, mac: r.mac };
      if (head && seq === head.seq) atHead = r.mac;
      records.push(r as unknown as AuditRecord);
    }
  }
  if (head && (!last || last.seq < head.seq)) return fail(where.file, where.line + 1, `the log ends at record ${last?.seq ?? 0} but the head says ${head.seq}: records were cut off its end`);
  if (head && atHead !== head.last) return fail(headPath, 0, `record ${head.seq} is not the one the head signed (replaced)`);
  return { records, files, ...(head ? { head } : {}) };
}

// The store's anchor of the audit chain (issue 50 item 5). Removing the whole `audit/` folder needs no key, and a new
// log then starts at record 1 as if it were the first: the signed store, written at every decision, keeps which chain
// it has seen (its first record's MAC) and how far (the last seq and MAC then). `audit verify` holds the log to every
// store's anchor: a log missing, restarted, cut short of it, or holding another record at its seq fails.
import type { AuditAnchor } from '../core/approval/approval.js';
import type { AuditHead } from './chain.js';
import type { AuditScan } from './verify.js';

/** What a store anchors of a head (its MAC is the store's: see guard/store-key.ts). */
export function anchorOf(head: AuditHead): AuditAnchor {
  return { ...(head.origin !== undefined ? { origin: head.origin } : {}), seq: head.seq, last: head.last };
}

/**
 * The anchor a store write carries: the head now, when it continues the chain the store anchored (same origin, not
 * behind it); else the old anchor stays (a removed or restarted log never moves it, so verify keeps failing).
 */
export function nextAnchor(old: AuditAnchor | undefined, head: AuditHead | undefined): AuditAnchor | undefined {
  if (!head) return old;
  if (!old || (head.origin === old.origin && head.seq >= old.seq)) return anchorOf(head);
  return old;
}

/** Why the log does not hold what the store `label` anchors; undefined when it does. */
export function anchorProblem(label: string, anchor: AuditAnchor, scan: AuditScan | undefined): string | undefined {
  const head = scan?.head;
  if (!scan || !head) return `the audit log is missing: the store ${label} anchors records up to ${anchor.seq} (removed)`;
  if (head.origin !== anchor.origin) return `the audit log restarted: the store ${label} anchors records up to ${anchor.seq} of another chain (the log was removed or replaced)`;
  // The log's end is its last verified record, not the signed head: the head trails a burst of records by a few
  // milliseconds (src/audit/log.ts, HEAD_LAG_MS) while a store write anchors the record just sealed. A record past the
  // head is chained by its MAC, so only the key's holder can have written it.
  const last = scan.records.length > 0 ? scan.records[scan.records.length - 1].seq : 0;
  const end = Math.max(head.seq, last);
  if (end < anchor.seq) return `the audit log ends at record ${end} but the store ${label} anchors records up to ${anchor.seq} (cut off, or an older copy restored)`;
  const at = scan.records.find((r) => r.seq === anchor.seq);
  if (at && at.mac !== anchor.last) return `record ${anchor.seq} is not the one the store ${label} anchored (replaced)`;
  return undefined;
}

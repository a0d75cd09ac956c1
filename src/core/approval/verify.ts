// `verify`: does the live server still serve every approved capability with the approved digest? Unlike `check`
// (the whole snapshot must be equal), only approved definitions count: a new capability is reported, not failed.
import type { Change, Report, Snapshot } from '../shared/model.js';
import { KINDS } from '../shared/model.js';

export type VerifyStatus = 'ok' | 'stale' | 'missing' | 'new';

export interface VerifyEntry {
  surface: string;
  ref: string;
  status: VerifyStatus;
  approved?: string;
  live?: string;
  /** The classifier's changes that involve this ref (field-level for stale ones). */
  changes: Change[];
}

export interface VerifyResult {
  ok: boolean;
  entries: VerifyEntry[];
}

function involves(c: Change, ref: string): boolean {
  return (c.before?.refs ?? []).includes(ref) || (c.after?.refs ?? []).includes(ref);
}

export function verifyApproved(approved: Snapshot, live: Snapshot, report: Report): VerifyResult {
  const entries: VerifyEntry[] = [];
  for (const surface of Object.keys(approved.surfaces).sort()) {
    const a = approved.surfaces[surface];
    const l = live.surfaces[surface];
    for (const kind of KINDS) {
      const ak = a.kinds[kind];
      if (ak?.observation.state !== 'complete') continue;
      const lk = l?.kinds[kind];
      const liveItems = new Map((lk?.observation.state === 'complete' ? lk.items : []).map((c) => [c.ref, c]));
      for (const c of ak.items) {
        const now = liveItems.get(c.ref);
        const changes = report.changes.filter((x) => x.surface === surface && involves(x, c.ref));
        if (!now) entries.push({ surface, ref: c.ref, status: 'missing', approved: c.digest, changes });
        else if (now.digest !== c.digest) entries.push({ surface, ref: c.ref, status: 'stale', approved: c.digest, live: now.digest, changes });
        else entries.push({ surface, ref: c.ref, status: 'ok', approved: c.digest, live: now.digest, changes: [] });
      }
      const known = new Set(ak.items.map((c) => c.ref));
      for (const [ref, c] of liveItems)
        if (!known.has(ref)) entries.push({ surface, ref, status: 'new', live: c.digest, changes: report.changes.filter((x) => x.surface === surface && involves(x, ref)) });
    }
  }
  return { ok: !entries.some((e) => e.status === 'stale' || e.status === 'missing'), entries };
}

// `verify`: does the live server still serve every approved capability with the approved digest? Unlike `check`
// (the whole snapshot must be equal), only approved definitions count: a new capability is reported, not failed.
// A dual-era server is verified in each era whose lists the snapshot records apart (eras.ts): each era's lists with
// that era's digests, as the guard judges a capture in that era.
import type { Change, Kind, KindSnapshot, ProtocolEra, Report, Snapshot, SurfaceSnapshot } from '../shared/model.js';
import { KINDS } from '../shared/model.js';
import { divergentEras, eraKinds, primaryEra } from '../shared/eras.js';

export type VerifyStatus = 'ok' | 'stale' | 'missing' | 'new';

export interface VerifyEntry {
  surface: string;
  /** Set for an era other than the surface's primary one, whose lists differ from it (a dual-era server). */
  era?: ProtocolEra;
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

/** The live lists of `era`, or none when the live capture says the era was not served (refused, failed). */
function liveKinds(l: SurfaceSnapshot | undefined, era: ProtocolEra | undefined): Partial<Record<Kind, KindSnapshot>> {
  if (!l) return {};
  if (era !== undefined && l.protocol && l.protocol.eras[era] !== undefined && l.protocol.eras[era]!.state !== 'served') return {};
  return eraKinds(l, era);
}

export function verifyApproved(approved: Snapshot, live: Snapshot, report: Report): VerifyResult {
  const entries: VerifyEntry[] = [];
  for (const surface of Object.keys(approved.surfaces).sort()) {
    const a = approved.surfaces[surface];
    const l = live.surfaces[surface];
    const primary = primaryEra(a);
    const changesOf = (ref: string): Change[] => report.changes.filter((x) => x.surface === surface && involves(x, ref));
    entries.push(...verifyKinds(surface, undefined, a.kinds, liveKinds(l, primary), changesOf));
    // Another era is verified where either side lists it apart; one the live capture did not observe (a pin) is not.
    const others = new Set([...divergentEras(a), ...(l ? divergentEras(l) : [])].filter((e) => e !== primary));
    for (const era of others) {
      if (l?.protocol?.eras[era] === undefined) continue;
      // The classifier's report compares the primary era's lists: another era's entries carry digests only.
      entries.push(...verifyKinds(surface, era, eraKinds(a, era), liveKinds(l, era), () => []));
    }
  }
  return { ok: !entries.some((e) => e.status === 'stale' || e.status === 'missing'), entries };
}

function verifyKinds(
  surface: string,
  era: ProtocolEra | undefined,
  approvedKinds: Partial<Record<Kind, KindSnapshot>>,
  liveKindsOf: Partial<Record<Kind, KindSnapshot>>,
  changesOf: (ref: string) => Change[],
): VerifyEntry[] {
  const entries: VerifyEntry[] = [];
  const tag = era === undefined ? {} : { era };
  for (const kind of KINDS) {
    const ak = approvedKinds[kind];
    if (ak?.observation.state !== 'complete') continue;
    const lk = liveKindsOf[kind];
    const liveItems = new Map((lk?.observation.state === 'complete' ? lk.items : []).map((c) => [c.ref, c]));
    for (const c of ak.items) {
      const now = liveItems.get(c.ref);
      if (!now) entries.push({ surface, ...tag, ref: c.ref, status: 'missing', approved: c.digest, changes: changesOf(c.ref) });
      else if (now.digest !== c.digest) entries.push({ surface, ...tag, ref: c.ref, status: 'stale', approved: c.digest, live: now.digest, changes: changesOf(c.ref) });
      else entries.push({ surface, ...tag, ref: c.ref, status: 'ok', approved: c.digest, live: now.digest, changes: [] });
    }
    const known = new Set(ak.items.map((c) => c.ref));
    for (const [ref, c] of liveItems) if (!known.has(ref)) entries.push({ surface, ...tag, ref, status: 'new', live: c.digest, changes: changesOf(ref) });
  }
  return entries;
}

// Which tools a snapshot's canaries cover. The snapshot records that a canary exists, never its result (results
// vary with time and data; the committed contract must not).
import type { CanaryCoverage, Snapshot } from '../shared/model.js';

export type { CanaryCoverage };

/** Undefined when no surface records canaries (the config declares none). */
export function canaryCoverage(snapshot: Snapshot): CanaryCoverage | undefined {
  const surfaces = Object.values(snapshot.surfaces);
  if (!surfaces.some((s) => s.canaries !== undefined && s.canaries.length > 0)) return undefined;
  const readOnly = new Map<string, boolean>();
  for (const s of surfaces)
    for (const item of s.kinds.tool?.items ?? []) {
      const annotations = item.definition.annotations;
      const ro = typeof annotations === 'object' && annotations !== null && !Array.isArray(annotations) && annotations.readOnlyHint === true;
      readOnly.set(item.ref, (readOnly.get(item.ref) ?? false) || ro);
    }
  const covered = new Set(surfaces.flatMap((s) => s.canaries ?? []).filter((ref) => readOnly.has(ref)));
  return {
    tools: readOnly.size,
    readOnlyTools: [...readOnly.values()].filter(Boolean).length,
    covered: covered.size,
    coveredReadOnly: [...covered].filter((ref) => readOnly.get(ref)).length,
  };
}

/** "canary coverage: 3 of 12 read-only tools; 9 tools unverified" (tools without a canary are unverified). */
export function coverageLine(c: CanaryCoverage): string {
  const extra = c.covered > c.coveredReadOnly ? ` (and ${c.covered - c.coveredReadOnly} tool${c.covered - c.coveredReadOnly === 1 ? '' : 's'} with side effects)` : '';
  const unverified = c.tools - c.covered;
  return `canary coverage: ${c.coveredReadOnly} of ${c.readOnlyTools} read-only tool${c.readOnlyTools === 1 ? '' : 's'}${extra}; ${unverified} tool${unverified === 1 ? '' : 's'} unverified`;
}

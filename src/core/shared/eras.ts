// Which of a surface's lists belong to which protocol era. A dual-era server may show each era a different surface
// (another server name, tools listed in one era only): the snapshot keeps the primary era's lists in `kinds` and
// another era's under `protocol.eras[era].kinds` where they differ. Every reader that compares one era's capture with
// an approval (the guard's reconciliation, `verify`) asks this one function for that era's approved lists, so the
// digests it compares are the ones `snapshot` computed for that era.
import type { Kind, KindSnapshot, ProtocolEra, SurfaceSnapshot } from './model.js';
import { PROTOCOL_ERAS } from './model.js';

/** The lists a surface records for `era`: the primary era's `kinds`, another era's own where they differ. */
export function eraKinds(s: SurfaceSnapshot, era: ProtocolEra | undefined): Record<Kind, KindSnapshot> {
  if (era === undefined || !s.protocol || s.protocol.primary === era) return s.kinds;
  return s.protocol.eras[era]?.kinds ?? s.kinds;
}

/** The era a surface's `kinds` come from; undefined for a snapshot that does not say (before format 2). */
export function primaryEra(s: SurfaceSnapshot | undefined): ProtocolEra | undefined {
  return s?.protocol?.primary;
}

/** The eras whose lists a surface records apart from the primary era's (where the two eras' lists differ). */
export function divergentEras(s: SurfaceSnapshot): ProtocolEra[] {
  return PROTOCOL_ERAS.filter((e) => e !== s.protocol?.primary && s.protocol?.eras[e]?.kinds !== undefined);
}

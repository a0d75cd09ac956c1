// Counts for summaries and the badge: distinct refs per kind across all surfaces.
import type { Kind, Snapshot } from '../core/shared/model.js';
import { KINDS } from '../core/shared/model.js';

export function countByKind(snapshot: Snapshot): Record<Kind, number> {
  const sets = Object.fromEntries(KINDS.map((k) => [k, new Set<string>()])) as Record<Kind, Set<string>>;
  for (const surface of Object.values(snapshot.surfaces))
    for (const k of KINDS) for (const c of surface.kinds[k].items) sets[k].add(c.ref);
  return Object.fromEntries(KINDS.map((k) => [k, sets[k].size])) as Record<Kind, number>;
}

const LABEL: Record<Kind, [string, string]> = {
  tool: ['tool', 'tools'],
  prompt: ['prompt', 'prompts'],
  resource: ['resource', 'resources'],
  resourceTemplate: ['template', 'templates'],
};

export function describeCounts(counts: Record<Kind, number>, separator = ', '): string {
  const parts = KINDS.filter((k) => k !== 'resourceTemplate' || counts[k] > 0).map(
    (k) => `${counts[k]} ${LABEL[k][counts[k] === 1 ? 0 : 1]}`,
  );
  return parts.join(separator);
}

// Symmetry computed from tags (after oasdiff's rule symmetry check): the reverse of a change is the same subject and
// aspect moved the other way, and a schema change has a counterpart on the other side of the call. Which rules must
// exist is derived here; the registry only writes tags, and a waiver where the computed counterpart is missing.
import type { Direction, Position, RuleDef, RuleTags } from './rule-def.js';
import { RULES } from './rules.js';

const REVERSE: Readonly<Record<Direction, Direction>> = {
  added: 'removed',
  removed: 'added',
  widened: 'narrowed',
  narrowed: 'widened',
  changed: 'changed',
};

const OTHER_SIDE: Readonly<Record<Position, Position>> = { input: 'output', output: 'input' };

/** The tags of the reverse change: a `changed` rule is its own mirror. */
export function mirrorTags(tags: RuleTags): RuleTags {
  return { ...tags, direction: REVERSE[tags.direction] };
}

/** The tags of the same change on the other side of the call; undefined for a rule without a position. */
export function otherSideTags(tags: RuleTags): RuleTags | undefined {
  return tags.position === undefined ? undefined : { ...tags, position: OTHER_SIDE[tags.position] };
}

function sameTags(a: RuleTags, b: RuleTags): boolean {
  return a.subject === b.subject && a.aspect === b.aspect && a.direction === b.direction && a.position === b.position;
}

/** The rules that flag the reverse of `rule`'s change (for a `changed` rule, itself among them). */
export function mirrorsOf(rule: RuleDef, rules: readonly RuleDef[] = RULES): RuleDef[] {
  const want = mirrorTags(rule.tags);
  return rules.filter((r) => sameTags(r.tags, want));
}

/** The rules that flag the same change on the other side of the call. */
export function otherSideOf(rule: RuleDef, rules: readonly RuleDef[] = RULES): RuleDef[] {
  const want = otherSideTags(rule.tags);
  return want === undefined ? [] : rules.filter((r) => sameTags(r.tags, want));
}

/**
 * A rule's family has both sides when rules of the same kinds are about input and about output: tools have both
 * (arguments and structured results), prompts only input (their arguments).
 */
export function hasBothSides(rule: RuleDef, rules: readonly RuleDef[] = RULES): boolean {
  const family = rule.kinds.join(',');
  const sides = new Set(rules.filter((r) => r.kinds.join(',') === family).map((r) => r.tags.position));
  return sides.has('input') && sides.has('output');
}

export interface SymmetryGap {
  id: string;
  axis: 'mirror' | 'position';
  /** The tags a rule would need to close the gap. */
  wanted: RuleTags;
}

/** Counterparts that are missing and not waived: empty when the registry is symmetric. */
export function symmetryGaps(rules: readonly RuleDef[] = RULES): SymmetryGap[] {
  const gaps: SymmetryGap[] = [];
  for (const r of rules) {
    if (mirrorsOf(r, rules).length === 0 && r.waivers?.mirror === undefined) gaps.push({ id: r.id, axis: 'mirror', wanted: mirrorTags(r.tags) });
    const side = otherSideTags(r.tags);
    if (side && hasBothSides(r, rules) && otherSideOf(r, rules).length === 0 && r.waivers?.position === undefined) {
      gaps.push({ id: r.id, axis: 'position', wanted: side });
    }
  }
  return gaps;
}

/** Waivers that excuse nothing: the counterpart they explain away exists (or the rule has no other side). */
export function staleWaivers(rules: readonly RuleDef[] = RULES): Array<{ id: string; axis: 'mirror' | 'position' }> {
  const stale: Array<{ id: string; axis: 'mirror' | 'position' }> = [];
  for (const r of rules) {
    if (r.waivers?.mirror !== undefined && mirrorsOf(r, rules).length > 0) stale.push({ id: r.id, axis: 'mirror' });
    const needsSide = r.tags.position !== undefined && hasBothSides(r, rules);
    if (r.waivers?.position !== undefined && (!needsSide || otherSideOf(r, rules).length > 0)) stale.push({ id: r.id, axis: 'position' });
  }
  return stale;
}

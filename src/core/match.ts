// Matching removed capabilities to added ones: declared continuity (config.renames) is applied; look-alikes are only
// suggested, never applied, so an undeclared rename still counts as a removal until someone says otherwise.
import type { Capability, JsonValue, Kind } from './model.js';
import type { Config } from './config.js';
import { parseRef } from './canonical.js';
import { maxWeightMatching, type Edge } from './assignment.js';
import { blockingKeys, features, similarity, weightsOf } from './similarity.js';

export interface DeclaredRename {
  to: string[];
  /** The config says the old name is still served (alias / aliasUntil). */
  alias: boolean;
}

/** config.renames in one shape: old ref -> targets. Malformed entries are skipped (the config loader reports them). */
export function resolveRenames(renames: Config['renames']): Map<string, DeclaredRename> {
  const out = new Map<string, DeclaredRename>();
  if (!renames) return out;
  for (const old of Object.keys(renames).sort()) {
    const e = renames[old];
    if (typeof e === 'string') out.set(old, { to: [e], alias: false });
    else if (Array.isArray(e)) out.set(old, { to: e.filter((t) => typeof t === 'string'), alias: false });
    else if (e && typeof e === 'object') {
      const to = typeof e.to === 'string' ? [e.to] : Array.isArray(e.to) ? e.to.filter((t) => typeof t === 'string') : [];
      out.set(old, { to, alias: e.alias === true || typeof e.aliasUntil === 'string' });
    }
  }
  for (const [k, v] of out) if (v.to.length === 0) out.delete(k);
  return out;
}

export interface ContinuityGroup {
  type: 'renamed' | 'merged' | 'split';
  olds: string[];
  news: string[];
  /** Every old name is still served. */
  aliased: boolean;
}

export interface DeclaredPlan {
  groups: ContinuityGroup[];
  /** Renames whose old ref is still in head while no target is: the rename has not happened. */
  missing: Array<{ old: string; to: string[] }>;
}

/** Applies declared renames of one kind between the base and head items of one surface. */
/** What planDeclared needs of a side: membership only. */
export interface RefSet {
  has(ref: string): boolean;
}

export function planDeclared(
  kind: Kind,
  base: RefSet,
  head: RefSet,
  renames: ReadonlyMap<string, DeclaredRename>,
): DeclaredPlan {
  const applicable = new Map<string, DeclaredRename>();
  const missing: DeclaredPlan['missing'] = [];
  for (const [old, r] of renames) {
    if (parseRef(old)?.kind !== kind) continue;
    const to = [...new Set(r.to.filter((t) => parseRef(t)?.kind === kind && t !== old))].sort();
    if (to.length === 0) continue;
    // Every target already lived on base: the rename shipped earlier (an alias kept both names). Applying it again
    // would report it, with the old and new definitions' differences, on every later diff, even diff(a, a); now each
    // name is judged by its own ref, so dropping the alias later is a removal.
    if (to.every((t) => base.has(t))) continue;
    if (head.has(old) && to.every((t) => !head.has(t))) {
      missing.push({ old, to });
      continue;
    }
    if (!base.has(old) || !to.every((t) => head.has(t))) continue;
    applicable.set(old, { to, alias: r.alias || head.has(old) });
  }
  const groups: ContinuityGroup[] = [];
  const byTarget = new Map<string, string[]>();
  for (const [old, r] of applicable) {
    if (r.to.length === 1) {
      const list = byTarget.get(r.to[0]) ?? [];
      list.push(old);
      byTarget.set(r.to[0], list);
    } else {
      groups.push({ type: 'split', olds: [old], news: r.to, aliased: r.alias });
    }
  }
  for (const [target, olds] of byTarget) {
    olds.sort();
    const aliased = olds.every((o) => applicable.get(o)!.alias);
    groups.push({ type: olds.length > 1 ? 'merged' : 'renamed', olds, news: [target], aliased });
  }
  groups.sort((x, y) => (x.olds[0] < y.olds[0] ? -1 : x.olds[0] > y.olds[0] ? 1 : 0));
  return { groups, missing };
}

// ------------------------------------------------------------------ suggestions

/** Below this similarity nothing is suggested. */
export const SUGGEST_THRESHOLD = 0.5;
/** Candidates scored per removed capability when the diff is too large to score every pair. */
const MAX_CANDIDATES = 8;
/** A blocking token shared by more added items than this says nothing. */
const MAX_POSTINGS = 64;
/** Up to this many pairs, every pair is scored (catches look-alikes that share no name token). */
const ALL_PAIRS_LIMIT = 2500;

export interface Suggestions {
  /** Extra hint per ref (removed and added ones). */
  hints: Map<string, string>;
  /** old ref -> the added ref it most likely became (a rename or a merge), for renderers that offer the snippet. */
  targets: Map<string, { to: string; score: number }>;
}

function snippet(pairs: Array<[string, string]>): string {
  const renames: Record<string, JsonValue> = {};
  for (const [o, n] of pairs) renames[o] = n;
  return JSON.stringify({ renames });
}

const byRef = (x: Capability, y: Capability) => (x.ref < y.ref ? -1 : x.ref > y.ref ? 1 : 0);
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Every scored pair
 * at or above the threshold is an edge; the renames are the maximum-weight one-to-one assignment over those edges,
 * solved once, so a family of tools renamed alike is paired as a whole. A removed item left unpaired whose best
 * match was paired with another is suggested as merged into it. Cost is bounded: small diffs are scored pairwise,
 * large ones only against a few candidates that share a rare name/property word, and the assignment is exact per
 * connected group up to a size limit (greedy beyond).
 */
export function suggestMatches(removedIn: readonly Capability[], addedIn: readonly Capability[]): Suggestions {
  const hints = new Map<string, string>();
  const targets = new Map<string, { to: string; score: number }>();
  if (removedIn.length === 0 || addedIn.length === 0) return { hints, targets };
  // Sorted, so equal scores resolve the same way whatever order the items came in.
  const removed = [...removedIn].sort(byRef);
  const added = [...addedIn].sort(byRef);
  const removedF = removed.map(features);
  const addedF = added.map(features);
  const weights = weightsOf(removedF, addedF);
  const allPairs = removed.length * added.length <= ALL_PAIRS_LIMIT;
  const postings = new Map<string, number[]>();
  if (!allPairs) {
    addedF.forEach((f, j) => {
      for (const k of blockingKeys(f)) {
        const list = postings.get(k) ?? [];
        if (list.length <= MAX_POSTINGS) list.push(j);
        postings.set(k, list);
      }
    });
  }
  const edges: Edge[] = [];
  /** Per removed item, its best edge (for merges). */
  const best = new Map<number, Edge>();
  removedF.forEach((rf, i) => {
    let candidates: number[];
    if (allPairs) candidates = addedF.map((_, j) => j);
    else {
      const shared = new Map<number, number>();
      for (const k of blockingKeys(rf)) {
        const list = postings.get(k);
        if (!list || list.length > MAX_POSTINGS) continue;
        for (const j of list) shared.set(j, (shared.get(j) ?? 0) + 1);
      }
      candidates = [...shared.entries()]
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, MAX_CANDIDATES)
        .map(([j]) => j);
    }
    for (const j of candidates) {
      const w = similarity(rf, addedF[j], weights);
      if (round(w) < SUGGEST_THRESHOLD) continue;
      const e = { i, j, w };
      edges.push(e);
      const b = best.get(i);
      if (b === undefined || w > b.w || (w === b.w && j < b.j)) best.set(i, e);
    }
  });
  const groups = new Map<number, Array<{ i: number; w: number }>>();
  const paired = new Set<number>();
  for (const e of maxWeightMatching(edges)) {
    paired.add(e.i);
    groups.set(e.j, [{ i: e.i, w: e.w }]);
  }
  for (const [i, e] of best) {
    if (paired.has(i)) continue;
    groups.get(e.j)?.push({ i, w: e.w });
  }
  for (const [j, members] of [...groups.entries()].sort((x, y) => x[0] - y[0])) {
    const target = added[j].ref;
    const olds = members.map((m) => ({ ref: removed[m.i].ref, score: round(m.w) })).sort((x, y) => (x.ref < y.ref ? -1 : 1));
    for (const o of olds) targets.set(o.ref, { to: target, score: o.score });
    if (olds.length === 1) {
      const { ref, score } = olds[0];
      hints.set(
        ref,
        `It looks like a rename to \`${target}\` (similarity ${score.toFixed(2)}); if it is, declare it in the config: ${snippet([[ref, target]])}. Until then it counts as a removal.`,
      );
      hints.set(target, `It may be the new name of \`${ref}\` (similarity ${score.toFixed(2)}).`);
    } else {
      const list = olds.map((o) => `\`${o.ref}\``).join(', ');
      const min = Math.min(...olds.map((o) => o.score));
      const snip = snippet(olds.map((o) => [o.ref, target]));
      for (const o of olds) {
        hints.set(
          o.ref,
          `It looks like ${list} were merged into \`${target}\` (similarity ${o.score.toFixed(2)}); if so, declare it in the config: ${snip}. Until then it counts as a removal.`,
        );
      }
      hints.set(target, `It may be the merge of ${list} (similarity at least ${min.toFixed(2)}).`);
    }
  }
  return { hints, targets };
}

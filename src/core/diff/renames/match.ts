// Matching removed capabilities to added ones: declared continuity (config.renames) is applied; look-alikes are only
// suggested, never applied, so an undeclared rename still counts as a removal until someone says otherwise.
import type { Capability, JsonValue, Kind } from '../../shared/model.js';
import type { Config } from '../../shared/config.js';
import { parseRef } from '../../shared/canonical.js';
import { maxWeightMatching, type Edge } from './assignment.js';
import { blockingKeys, evidenceFor, features, similarity, weightsOf, type Evidence, type Features } from './similarity.js';

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
/**
 * The edge of the threshold: a look-alike below this is suggested only with evidence (the new tool lists the old
 * name, or one name holds the other). Alike boilerplate alone lands just above 0.5 on generated servers.
 */
export const EDGE_THRESHOLD = 0.6;
/** With the old name listed in the new tool's inputs, this much likeness suffices (the rest of the tool is new). */
const LISTED_FLOOR = 0.3;
/** With one name holding the other (`browser_wait` / `browser_wait_for`), this much. */
const CONTAINED_FLOOR = 0.4;
/** Candidates scored per removed capability when the diff is too large to score every pair. */
const MAX_CANDIDATES = 8;
/** A blocking token shared by more added items than this says nothing. */
const MAX_POSTINGS = 64;
/** Up to this many pairs, every pair is scored (catches look-alikes that share no name token). */
const ALL_PAIRS_LIMIT = 2500;

export interface SuggestedTarget {
  to: string;
  score: number;
  evidence?: Evidence;
}

/** One suggestion: a rename (one old ref) or a merge (several old refs into one new), with one config entry. */
export interface SuggestedGroup {
  type: 'renamed' | 'merged';
  olds: Array<{ ref: string; score: number; evidence?: Evidence }>;
  to: string;
  /** The `renames` entry to paste, covering every old ref of the group. */
  snippet: string;
}

/** A look-alike not suggested because the two tools can do different things: the pair and why. */
export interface RefusedTarget {
  to: string;
  score: number;
  why: string;
}

export interface Suggestions {
  /** Extra hint per ref (removed and added ones). */
  hints: Map<string, string>;
  /** old ref -> the added ref it most likely became (a rename or a merge), for renderers that offer the snippet. */
  targets: Map<string, SuggestedTarget>;
  /** The same, one entry per suggestion: a merge of six tools is one group. */
  groups: SuggestedGroup[];
  /** old ref -> the closest look-alike refused for doing less or more, when it scored above what was suggested. */
  refused: Map<string, RefusedTarget>;
}

function snippet(pairs: Array<[string, string]>): string {
  const renames: Record<string, JsonValue> = {};
  for (const [o, n] of pairs) renames[o] = n;
  return JSON.stringify({ renames });
}

const byRef = (x: Capability, y: Capability) => (x.ref < y.ref ? -1 : x.ref > y.ref ? 1 : 0);
const round = (x: number) => Math.round(x * 100) / 100;

interface ScoredEdge extends Edge {
  /** The similarity shown to people; `w` is the assignment weight, raised by evidence. */
  score: number;
  evidence?: Evidence;
}

/** Whether a pair may be suggested at all: evidence lowers the bar, the threshold edge needs evidence. */
function admissible(score: number, evidence: Evidence | undefined): boolean {
  const floor = evidence?.kind === 'listed' ? LISTED_FLOOR : evidence?.kind === 'contained' ? CONTAINED_FLOOR : EDGE_THRESHOLD;
  return round(score) >= floor;
}

/** Listed names outrank look-alikes in the assignment, contained names a little: evidence is worth more than likeness. */
function weightOf(score: number, evidence: Evidence | undefined): number {
  return score + (evidence?.kind === 'listed' ? 1 : evidence?.kind === 'contained' ? 0.25 : 0);
}

/** The added items worth scoring against each removed one: all of them when the diff is small, else a few that share a rare word. */
function candidatesOf(removedF: readonly Features[], addedF: readonly Features[]): (i: number) => number[] {
  if (removedF.length * addedF.length <= ALL_PAIRS_LIMIT) {
    const all = addedF.map((_, j) => j);
    return () => all;
  }
  const postings = new Map<string, number[]>();
  addedF.forEach((f, j) => {
    for (const k of blockingKeys(f)) {
      const list = postings.get(k) ?? [];
      if (list.length <= MAX_POSTINGS) list.push(j);
      postings.set(k, list);
    }
  });
  return (i) => {
    const shared = new Map<number, number>();
    for (const k of blockingKeys(removedF[i])) {
      const list = postings.get(k);
      if (!list || list.length > MAX_POSTINGS) continue;
      for (const j of list) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    return [...shared.entries()]
      .sort((x, y) => y[1] - x[1] || x[0] - y[0])
      .slice(0, MAX_CANDIDATES)
      .map(([j]) => j);
  };
}

/**
 * Why `after` is not `before` renamed, whatever their names share (a tool that can do less or more), or undefined.
 * `superset`: the new one lists the old name among its inputs (it absorbed others). Given by the caller: what a tool
 * can do is read beside the classifier (diff/powers.ts), not by the matcher.
 */
export type Refuse = (before: Capability, after: Capability, superset: boolean) => string | undefined;

interface Refused {
  j: number;
  score: number;
  why: string;
}

/** Every admissible pair as an edge, each removed item's best edge, and its best pair refused for doing otherwise. */
function scoreEdges(
  removed: readonly Capability[],
  added: readonly Capability[],
  removedF: readonly Features[],
  addedF: readonly Features[],
  refuse: Refuse | undefined,
): { edges: ScoredEdge[]; best: Map<number, ScoredEdge>; refused: Map<number, Refused> } {
  const weights = weightsOf(removedF, addedF);
  const candidates = candidatesOf(removedF, addedF);
  const edges: ScoredEdge[] = [];
  const best = new Map<number, ScoredEdge>();
  const refused = new Map<number, Refused>();
  removedF.forEach((rf, i) => {
    for (const j of candidates(i)) {
      const score = similarity(rf, addedF[j], weights);
      // Below the lowest floor nothing is admissible, evidence or not: skip looking for it.
      const evidence = round(score) >= LISTED_FLOOR ? evidenceFor(rf, addedF[j]) : undefined;
      if (!admissible(score, evidence)) continue;
      const why = refuse?.(removed[i], added[j], evidence?.kind === 'listed');
      if (why !== undefined) {
        const r = refused.get(i);
        if (r === undefined || score > r.score) refused.set(i, { j, score, why });
        continue;
      }
      const e: ScoredEdge = { i, j, w: weightOf(score, evidence), score, ...(evidence ? { evidence } : {}) };
      edges.push(e);
      const b = best.get(i);
      if (b === undefined || e.w > b.w || (e.w === b.w && j < b.j)) best.set(i, e);
    }
  });
  return { edges, best, refused };
}

/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Every admissible
 * pair is an edge; the renames are the maximum-weight one-to-one assignment over those edges, solved once, so a
 * family of tools renamed alike is paired as a whole. A removed item left unpaired joins its best match's group as
 * a merge only with evidence (the new tool lists its name, or the names hold one another): likeness alone never
 * claims that several tools became one. Cost is bounded: small diffs are scored pairwise, large ones only against a
 * few candidates that share a rare name/property word, and the assignment is exact per connected group up to a size
 * limit (greedy beyond).
 */
export function suggestMatches(removedIn: readonly Capability[], addedIn: readonly Capability[], refuse?: Refuse): Suggestions {
  if (removedIn.length === 0 || addedIn.length === 0) return { hints: new Map(), targets: new Map(), groups: [], refused: new Map() };
  // Sorted, so equal scores resolve the same way whatever order the items came in.
  const removed = [...removedIn].sort(byRef);
  const added = [...addedIn].sort(byRef);
  const { edges, best, refused } = scoreEdges(removed, added, removed.map(features), added.map(features), refuse);
  const members = new Map<number, ScoredEdge[]>();
  const paired = new Set<number>();
  for (const e of maxWeightMatching(edges)) {
    paired.add(e.i);
    members.set(e.j, [e]);
  }
  for (const [i, e] of best) if (!paired.has(i) && e.evidence !== undefined) members.get(e.j)?.push(e);
  const groups: SuggestedGroup[] = [];
  for (const [j, list] of [...members.entries()].sort((x, y) => x[0] - y[0])) {
    const to = added[j].ref;
    const olds = list
      .map((e) => ({ ref: removed[e.i].ref, score: round(e.score), ...(e.evidence ? { evidence: e.evidence } : {}) }))
      .sort((x, y) => (x.ref < y.ref ? -1 : 1));
    groups.push({ type: olds.length > 1 ? 'merged' : 'renamed', olds, to, snippet: snippet(olds.map((o) => [o.ref, to])) });
  }
  // A refused look-alike is told only where it outscored what was suggested (or nothing was): the reader would
  // otherwise wonder why the closest name was not offered.
  const chosen = new Map(groups.flatMap((g) => g.olds.map((o) => [o.ref, o.score] as const)));
  const passedOver = new Map<string, RefusedTarget>();
  for (const [i, r] of refused) {
    const got = chosen.get(removed[i].ref);
    if (got === undefined || round(r.score) > got) passedOver.set(removed[i].ref, { to: added[r.j].ref, score: round(r.score), why: r.why });
  }
  return describe(groups, passedOver);
}

function because(e: Evidence | undefined, to: string): string {
  if (e === undefined) return '';
  return e.kind === 'listed' ? `; \`${to}\` lists its name in ${e.where}` : `; one name holds the other`;
}

/** The sentence telling why a closer look-alike was not suggested. */
function refusedSentence(r: RefusedTarget, instead: boolean): string {
  return `${instead ? '' : 'No rename is suggested: '}\`${r.to}\` (similarity ${r.score.toFixed(2)}) was not ${instead ? 'suggested instead' : 'suggested'} because ${r.why}, so it is another tool.`;
}

/** Hints and targets of the groups. A merge gives its one config entry once, on its first old ref and on the target. */
function describe(groups: readonly SuggestedGroup[], refused: ReadonlyMap<string, RefusedTarget>): Suggestions {
  const hints = new Map<string, string>();
  const targets = new Map<string, SuggestedTarget>();
  for (const g of groups) {
    for (const o of g.olds) targets.set(o.ref, { to: g.to, score: o.score, ...(o.evidence ? { evidence: o.evidence } : {}) });
    if (g.type === 'renamed') {
      const { ref, score, evidence } = g.olds[0];
      hints.set(
        ref,
        `It looks like a rename to \`${g.to}\` (similarity ${score.toFixed(2)}${because(evidence, g.to)}); if it is, declare it in the config: ${g.snippet}. Until then it counts as a removal.`,
      );
      hints.set(g.to, `It may be the new name of \`${ref}\` (similarity ${score.toFixed(2)}).`);
      continue;
    }
    const list = g.olds.map((o) => `\`${o.ref}\``).join(', ');
    const first = g.olds[0].ref;
    const listed = g.olds.filter((o) => o.evidence?.kind === 'listed').length;
    const why = listed > 0 ? `; \`${g.to}\` lists ${listed === g.olds.length ? 'all their names' : `${listed} of their names`} in its inputs` : '';
    hints.set(first, `It looks like ${g.olds.length} capabilities were merged into \`${g.to}\`: ${list}${why}. If so, declare them in one config entry: ${g.snippet}. Until then each counts as a removal.`);
    for (const o of g.olds.slice(1)) {
      hints.set(o.ref, `It looks like one of ${g.olds.length} capabilities merged into \`${g.to}\` (similarity ${o.score.toFixed(2)}${because(o.evidence, g.to)}); the config entry for the whole merge is on \`${first}\`.`);
    }
    hints.set(g.to, `It may be the merge of ${list}; if so, declare it in the config: ${g.snippet}.`);
  }
  for (const [ref, r] of refused) {
    const had = hints.get(ref);
    hints.set(ref, had === undefined ? refusedSentence(r, false) : `${had} ${refusedSentence(r, true)}`);
  }
  return { hints, targets, groups: [...groups], refused: new Map(refused) };
}

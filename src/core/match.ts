// Matching removed capabilities to added ones: declared continuity (config.renames) is applied; look-alikes are only
// suggested, never applied, so an undeclared rename still counts as a removal until someone says otherwise.
import type { Capability, JsonValue, Kind } from './model.js';
import type { Config } from './config.js';
import { parseRef } from './canonical.js';
import { isJsonObject } from './json.js';

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
/** Candidates scored per removed capability. */
const MAX_CANDIDATES = 8;
/** A blocking token shared by more added items than this says nothing. */
const MAX_POSTINGS = 64;
/** Up to this many pairs, every pair is scored (catches look-alikes that share no name token). */
const ALL_PAIRS_LIMIT = 400;

interface Features {
  ref: string;
  key: string;
  name: Set<string>;
  desc: Set<string>;
  props: Set<string>;
  /** Resource template with its variable names blanked (`file:///{}/{}`). */
  shape?: string;
}

function tokens(text: string, min = 1): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length >= min);
}

const TEMPLATE_VARS = /\{[^}]*\}/g;

function features(c: Capability): Features {
  const parsed = parseRef(c.ref);
  const key = parsed?.key ?? c.ref;
  const def = c.definition;
  const desc = typeof def.description === 'string' ? tokens(def.description.slice(0, 2000), 3) : [];
  const props = new Set<string>();
  let shape: string | undefined;
  let nameText = key;
  if (parsed?.kind === 'tool' && isJsonObject(def.inputSchema) && isJsonObject(def.inputSchema.properties)) {
    for (const p of Object.keys(def.inputSchema.properties).slice(0, 200)) props.add(p.toLowerCase());
  }
  if (parsed?.kind === 'prompt' && Array.isArray(def.arguments)) {
    for (const a of def.arguments.slice(0, 200)) if (isJsonObject(a) && typeof a.name === 'string') props.add(a.name.toLowerCase());
  }
  if (parsed?.kind === 'resourceTemplate') {
    shape = key.replace(TEMPLATE_VARS, '{}');
    nameText = key.replace(TEMPLATE_VARS, ' ');
  }
  if ((parsed?.kind === 'resource' || parsed?.kind === 'resourceTemplate') && typeof def.name === 'string') {
    nameText = `${nameText} ${def.name}`;
  }
  return { ref: c.ref, key, name: new Set(tokens(nameText)), desc: new Set(desc), props, shape };
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / (a.size + b.size - common);
}

/** Share of the smaller set found in the larger: a tool that lost some inputs still overlaps fully with its past self. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / Math.min(a.size, b.size);
}

/** Similarity in [0, 1] of two capabilities of one kind. */
export function similarity(x: Features, y: Features): number {
  const name = jaccard(x.name, y.name);
  const desc = jaccard(x.desc, y.desc);
  let score: number;
  if (x.props.size === 0 && y.props.size === 0) score = 0.65 * name + 0.35 * desc;
  else score = 0.45 * name + 0.2 * desc + 0.35 * (0.5 * jaccard(x.props, y.props) + 0.5 * overlap(x.props, y.props));
  if (x.shape !== undefined && x.shape === y.shape) score = Math.max(score, 0.9);
  return Math.round(score * 100) / 100;
}

function blockingKeys(f: Features): string[] {
  const keys = [...f.name].map((t) => `n:${t}`);
  for (const p of f.props) keys.push(`p:${p}`);
  if (f.shape !== undefined) keys.push(`s:${f.shape}`);
  return keys;
}

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

/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Cost is bounded:
 * small sets are compared pairwise, large ones only against candidates that share a rare name/property token.
 */
export function suggestMatches(removed: readonly Capability[], added: readonly Capability[]): Suggestions {
  const hints = new Map<string, string>();
  const targets = new Map<string, { to: string; score: number }>();
  if (removed.length === 0 || added.length === 0) return { hints, targets };
  const addedF = added.map(features);
  const allPairs = removed.length * added.length <= ALL_PAIRS_LIMIT;
  const postings = new Map<string, number[]>();
  if (!allPairs) {
    addedF.forEach((f, i) => {
      for (const k of blockingKeys(f)) {
        const list = postings.get(k) ?? [];
        if (list.length <= MAX_POSTINGS) list.push(i);
        postings.set(k, list);
      }
    });
  }
  const best = new Map<number, Array<{ ref: string; score: number }>>();
  for (const r of removed) {
    const rf = features(r);
    let candidates: number[];
    if (allPairs) candidates = addedF.map((_, i) => i);
    else {
      const shared = new Map<number, number>();
      for (const k of blockingKeys(rf)) {
        const list = postings.get(k);
        if (!list || list.length > MAX_POSTINGS) continue;
        for (const i of list) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      candidates = [...shared.entries()]
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, MAX_CANDIDATES)
        .map(([i]) => i);
    }
    let top: { i: number; score: number } | undefined;
    for (const i of candidates) {
      const s = similarity(rf, addedF[i]);
      if (s >= SUGGEST_THRESHOLD && (top === undefined || s > top.score || (s === top.score && addedF[i].ref < addedF[top.i].ref))) {
        top = { i, score: s };
      }
    }
    if (top === undefined) continue;
    const list = best.get(top.i) ?? [];
    list.push({ ref: r.ref, score: top.score });
    best.set(top.i, list);
  }
  for (const [i, olds] of best) {
    const target = addedF[i].ref;
    olds.sort((x, y) => (x.ref < y.ref ? -1 : 1));
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

// `anyOf` / `oneOf`: a changed union decided branch by branch where that is sound. Every value of a "from" branch
// must land in one "to" branch: for inputs the old branches must each be covered by a new one (then old calls stay
// valid), for outputs each new branch must sit inside an old one (then consumers still handle every result).
// Covering is a sub-walk that finds only harmless deltas. A `oneOf` on the receiving side also needs the other
// branches provably disjoint (by type, or by a required tag property's values), or a covered value could match two branches and fail. Matched pairs are then
// compared in detail; a receiving branch nothing maps to widens (input) or narrows (output) the union; a from-branch
// with no cover narrows (input) or widens (output), unless some candidate could not be compared, which is a review
// naming the keyword.
import type { JsonObject } from '../../shared/model.js';
import { resolveRef, type Side } from './document.js';
import { ANNOTATIONS, DOCUMENT } from './keywords.js';
import { descend, type Pair } from './pair.js';
import { accepts, asSchema, effectiveTypes, showTypes, typesOf, valuesOf, within } from './values.js';
import { isJsonObject, valueKey } from '../../shared/json.js';
import { COVERING, harmfulOutcome, NOT_COMPARABLE, type Context, type Walk, type Work } from './walk.js';

export interface Union {
  /** undefined: a plain schema, read as a union of itself. */
  keyword?: 'anyOf' | 'oneOf';
  branches: JsonObject[];
}

/** A node as a union of branches; undefined when it mixes a union with other validation keywords (not decided). */
export function unionOf(node: JsonObject): Union | undefined {
  const kws = (['anyOf', 'oneOf'] as const).filter((k) => node[k] !== undefined);
  if (kws.length === 0) return { branches: [withoutDefault(node)] };
  if (kws.length > 1) return undefined;
  const keyword = kws[0];
  const list = node[keyword];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  if (Object.keys(node).some((k) => k !== keyword && !ANNOTATIONS.has(k) && !DOCUMENT.has(k))) return undefined;
  // The union's own description/title still reads on every branch: a description moved into a branch is no change.
  // Its `default` is the node's, compared once beside the union (a branch copy would report it at a pointer that
  // exists in neither schema).
  const outer: JsonObject = {};
  for (const k of Object.keys(node)) if (ANNOTATIONS.has(k) && k !== 'default') outer[k] = node[k];
  const branches: JsonObject[] = [];
  for (const br of list) {
    if (br === false) continue; // accepts nothing: adds nothing to the union
    const s = asSchema(br);
    if (s === undefined) return undefined;
    branches.push({ ...outer, ...s });
  }
  return { keyword, branches };
}

/** A plain schema read as the one branch of a union: its `default` stays with the node (see unionOf). */
function withoutDefault(node: JsonObject): JsonObject {
  if (node.default === undefined) return node;
  const out: JsonObject = { ...node };
  delete out.default;
  return out;
}

/** The types a branch's values can have, after following refs; undefined when unknown or any. */
function branchTypes(node: JsonObject, side: Side): Set<string> | undefined {
  try {
    const r = resolveRef(node, side).node;
    if (r.anyOf !== undefined || r.oneOf !== undefined || r.allOf !== undefined || r.not !== undefined || r.if !== undefined) return undefined;
    return effectiveTypes(typesOf(r), valuesOf(r));
  } catch {
    return undefined;
  }
}

function disjoint(x: Set<string> | undefined, y: Set<string> | undefined): boolean {
  if (x === undefined || y === undefined) return false;
  for (const t of x) if (accepts(y, t)) return false;
  for (const t of y) if (accepts(x, t)) return false;
  return true;
}

function unionTypes(u: Union, side: Side): Set<string> | undefined {
  const out = new Set<string>();
  for (const br of u.branches) {
    const t = branchTypes(br, side);
    if (t === undefined) return undefined;
    for (const x of t) out.add(x);
  }
  return out;
}

/**
 * Two object branches no value can match both: a property both require holds values of no common kind (a tag:
 * `kind: "btree"` against `kind: "hnsw"`), the way discriminated unions (zod, pydantic) are written. Only for branches
 * typed object alone: a value of another type is checked by neither `required` nor `properties`.
 */
function tagDisjoint(x: JsonObject, xs: Side, y: JsonObject, ys: Side): boolean {
  try {
    const rx = resolveRef(x, xs).node;
    const ry = resolveRef(y, ys).node;
    const px = rx.properties;
    const py = ry.properties;
    if (rx.type !== 'object' || ry.type !== 'object' || !isJsonObject(px) || !isJsonObject(py)) return false;
    if (!Array.isArray(rx.required) || !Array.isArray(ry.required)) return false;
    const both = new Set(ry.required.filter((k): k is string => typeof k === 'string'));
    for (const k of rx.required.slice(0, 200)) {
      if (typeof k !== 'string' || !both.has(k) || !isJsonObject(px[k]) || !isJsonObject(py[k])) continue;
      const vx = valuesOf(resolveRef(px[k] as JsonObject, xs).node);
      const vy = valuesOf(resolveRef(py[k] as JsonObject, ys).node);
      if (vx === undefined || vy === undefined) continue;
      const keys = new Set(vx.map(valueKey));
      if (!vy.some((v) => keys.has(valueKey(v)))) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** One changed union, oriented: `from` is the side whose values must land in `to` (old for inputs, new for outputs). */
interface UnionCase {
  p: Pair;
  ub: Union;
  ua: Union;
  input: boolean;
  from: Union;
  to: Union;
  fromSide: Side;
  toSide: Side;
  keyword: 'anyOf' | 'oneOf';
  pointer: string;
}

interface Matching {
  pairs: Array<[number, number]>;
  unmatched: number[];
  usedTo: Set<number>;
  /** Why some candidate could not be compared, if one could not. */
  blocked?: string;
}

export function compareUnions(p: Pair, ub: Union, ua: Union): void {
  const input = p.walk.direction === 'input';
  const ctx = p.walk.ctx;
  const keyword = (ua.keyword ?? ub.keyword)!;
  const u: UnionCase = {
    p,
    ub,
    ua,
    input,
    from: input ? ub : ua,
    to: input ? ua : ub,
    fromSide: input ? ctx.b : ctx.a,
    toSide: input ? ctx.a : ctx.b,
    keyword,
    pointer: `${p.w.pointer}/${keyword}`,
  };
  if (soleOverlap(u)) return;
  const m = matchBranches(u);
  if (m !== undefined) settle(u, m);
}

/** One summary finding: values lost (input) / new values returned (output), or the reverse. */
function verdict(u: UnionCase, harmful: boolean): void {
  const { walk, b, a, w } = u.p;
  const rules = walk.rules;
  const bt = unionTypes(u.ub, walk.ctx.b);
  const at = unionTypes(u.ua, walk.ctx.a);
  const known = bt !== undefined && at !== undefined;
  const kind = harmful ? rules.harms : rules.harms === 'lost' ? 'gained' : 'lost';
  const happened = known && (kind === 'lost' ? !within(bt, at) : !within(at, bt));
  const [before, after] = [b[u.keyword], a[u.keyword]];
  if (happened) {
    walk.emit(rules.type[kind], u.pointer, w.path, { before: showTypes(bt), after: showTypes(at) }, before, after);
    return;
  }
  const shown = (x: Union) => (x.keyword === undefined ? 'one schema' : `${x.branches.length} \`${x.keyword}\` branches`);
  const worse = harmfulOutcome(rules);
  const outcome = harmful ? worse : worse === 'tightened' ? 'loosened' : 'tightened';
  walk.constraint(outcome, u.pointer, w.path, u.keyword, before, after, { before: shown(u.ub), after: shown(u.ua) });
}

/** Compares a matched old/new pair in detail, unless it is the same schema. */
function detail(u: UnionCase, old: JsonObject, neu: JsonObject, ptr: string): void {
  if (!(u.p.walk.ctx.nodes.equal(old, neu) && u.p.walk.ctx.refsAgree)) descend(u.p, old, neu, ptr, u.p.w.path);
}

/**
 * The whole from-side can only land in one receiving branch when every other one is disjoint from it by type
 * (notion's `anyOf: [<old object>, {type: string}]`): then it is exactly that branch that decides, compared in
 * detail, and the others only add (input) or drop (output) values of other types.
 */
function soleOverlap(u: UnionCase): boolean {
  if (u.to.branches.length <= 1) return false;
  const ft = unionTypes(u.from, u.fromSide);
  const overlapping = u.to.branches.map((x, j) => [j, !disjoint(ft, branchTypes(x, u.toSide))] as const).filter(([, o]) => o);
  if (overlapping.length !== 1) return false;
  const j = overlapping[0][0];
  const { b, a, w } = u.p;
  verdict(u, false);
  // The whole side against one branch: its `default` was compared beside the union already.
  if (u.input) detail(u, withoutDefault(b), u.to.branches[j], u.to.keyword === undefined ? w.pointer : `${w.pointer}/${u.to.keyword}/${j}`);
  else detail(u, u.to.branches[j], withoutDefault(a), `${w.pointer}/${u.keyword}/${j}`);
  return true;
}

/** The first receiving branch equal to or covering `fb`, and why a candidate could not be compared, if one could not. */
function findCover(u: UnionCase, fb: JsonObject): { match: number; blocked?: string } {
  const { walk, w } = u.p;
  const ctx = walk.ctx;
  for (let j = 0; j < u.to.branches.length; j++) if (ctx.nodes.equal(fb, u.to.branches[j]) && ctx.refsAgree) return { match: j };
  let blocked: string | undefined;
  for (let j = 0; j < u.to.branches.length; j++) {
    const tb = u.to.branches[j];
    const [old, neu] = u.input ? [fb, tb] : [tb, fb];
    const sub = walk.sub();
    ctx.run(sub, [{ b: old, a: neu, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
    if (sub.out.every((d) => COVERING.has(d.rule))) return { match: j, ...(blocked !== undefined ? { blocked } : {}) };
    blocked ??= sub.out.find((d) => d.rule === NOT_COMPARABLE)?.params.reason as string | undefined;
  }
  return { match: -1, ...(blocked !== undefined ? { blocked } : {}) };
}

/**
 * A receiving `oneOf` branch other than `match` that could also take the value of from-branch `i`, or -1. Another
 * branch cannot when it is type-disjoint from the value or, for inputs that were a oneOf already, sits inside another
 * old branch (which the value did not match, or it was not valid before).
 */
function ambiguousOneOf(u: UnionCase, i: number, fb: JsonObject, match: number): number {
  if (u.to.keyword !== 'oneOf' || u.to.branches.length <= 1) return -1;
  const { walk, w } = u.p;
  const ctx = walk.ctx;
  const ft = branchTypes(fb, u.fromSide);
  const insideOther = (x: JsonObject) =>
    u.input && u.from.keyword === 'oneOf' && u.from.branches.some((ob, k) => k !== i && coversInput(walk, w, x, ctx.a, ob, ctx.b));
  return u.to.branches.findIndex((x, k) => k !== match && !disjoint(ft, branchTypes(x, u.toSide)) && !tagDisjoint(fb, u.fromSide, x, u.toSide) && !insideOther(x));
}

/** Pairs every from-branch with a receiving branch that covers it; undefined once a `oneOf` ambiguity is reported. */
function matchBranches(u: UnionCase): Matching | undefined {
  const m: Matching = { pairs: [], unmatched: [], usedTo: new Set() };
  for (let i = 0; i < u.from.branches.length; i++) {
    const fb = u.from.branches[i];
    const { match, blocked } = findCover(u, fb);
    if (blocked !== undefined) m.blocked ??= blocked;
    if (match < 0) {
      m.unmatched.push(i);
      continue;
    }
    const overlap = ambiguousOneOf(u, i, fb, match);
    if (overlap >= 0) {
      const msg = `\`oneOf\` branches ${match} and ${overlap} may both match a value that matched before, and \`oneOf\` wants exactly one`;
      u.p.walk.notComparable(`${u.p.w.pointer}/oneOf`, msg);
      return undefined;
    }
    m.usedTo.add(match);
    m.pairs.push([i, match]);
  }
  return m;
}

/**
 * The verdict and the detail walks. Same combinator, same number of branches, and a branch nothing covers: its
 * counterpart by position is compared in detail, so the finding names the keyword that changed inside it rather than
 * the whole union. (Any branch that covered it would have been matched, so this pairing only ever reports, never
 * hides, a difference.)
 */
function settle(u: UnionCase, m: Matching): void {
  const { from, to } = u;
  const positional = from.keyword !== undefined && from.keyword === to.keyword && from.branches.length === to.branches.length;
  const coarse = m.unmatched.filter((i) => !(positional && !m.usedTo.has(i)));
  for (const i of m.unmatched) if (!coarse.includes(i)) (m.usedTo.add(i), m.pairs.push([i, i]));
  if (coarse.length > 0 && m.blocked !== undefined) {
    u.p.walk.notComparable(u.pointer, `\`${u.keyword}\` branch ${coarse[0]} could not be matched: ${m.blocked}`);
    return;
  }
  if (coarse.length > 0) verdict(u, true);
  else if (to.branches.length > m.usedTo.size) verdict(u, false);
  const { ua, ub } = u;
  const ptr = u.p.w.pointer;
  for (const [i, j] of m.pairs.reverse()) {
    const [old, neu] = u.input ? [from.branches[i], to.branches[j]] : [to.branches[j], from.branches[i]];
    const ni = u.input ? j : i;
    const oi = u.input ? i : j;
    detail(u, old, neu, ua.keyword !== undefined ? `${ptr}/${ua.keyword}/${ni}` : ub.keyword !== undefined ? `${ptr}/${ub.keyword}/${oi}` : ptr);
  }
}

/** Every value `inner` (read in `innerSide`'s document) accepts, `outer` accepts too: an input comparison that finds only covering deltas. */
function coversInput(walk: Walk, w: Work, inner: JsonObject, innerSide: Side, outer: JsonObject, outerSide: Side): boolean {
  const ctx: Context = { ...walk.ctx, b: innerSide, a: outerSide };
  const sub = walk.sub('input', ctx);
  ctx.run(sub, [{ b: inner, a: outer, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
  return sub.out.every((d) => COVERING.has(d.rule));
}

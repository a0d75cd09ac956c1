// Walkers for the keyword families of one node that hold values, not subschemas: unknown keywords, model-visible
// text, type, enum/const, numeric and count bounds, the other scalar constraints, default. Each only finds a
// difference and says what it does to values; the direction table (walk.ts) names the rule.
import type { JsonObject, JsonValue } from '../../shared/model.js';
import { isJsonObject, jsonEqual, own, showValue, valueKey } from '../../shared/json.js';
import { diffLists } from './compare-lists.js';
import { COMBINATORS, COUNT_LOWER_BOUNDS, COUNT_UPPER_BOUNDS, DOCUMENT, HANDLED, PRESENCE_CONSTRAINTS, UNORDERED } from './keywords.js';
import { at, type Pair } from './pair.js';
import { accepts, compareBounds, divides, effectiveTypes, numericBound, sameMembers, showBound, showTypes, showValues, typesOf, valuesOf, within } from './values.js';
import { harmfulOutcome, reported, type Outcome } from './walk.js';

/** Keywords whose effect cannot be decided here: one review each, naming where. */
export function unknownKeywords(p: Pair): void {
  const { walk, b, a } = p;
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  for (const k of [...keys].sort()) {
    if (HANDLED.has(k) || DOCUMENT.has(k)) continue;
    // Equal text is an equal schema only when the refs inside it resolve alike on both sides.
    if ((walk.ctx.nodes.equal(own(b, k), own(a, k)) || (UNORDERED.has(k) && sameMembers(own(b, k), own(a, k)))) && (walk.ctx.refsAgree || walk.ctx.nodes.refFree(own(b, k)))) continue;
    walk.notComparable(at(p, k), COMBINATORS.has(k) ? `\`${k}\` changed; its compatibility is not decided` : `keyword \`${k}\` changed`);
  }
}

/** Model-visible text inside the schema. */
export function text(p: Pair): void {
  const { walk, b, a } = p;
  for (const k of ['description', 'title'] as const) {
    if (!jsonEqual(b[k], a[k])) walk.emit(`${k}-changed`, at(p, k), p.w.path, { before: showValue(b[k]), after: showValue(a[k]) }, b[k], a[k]);
  }
}

/** `type`, judged by the values it really lets through: `{enum: ['a']}` and `{type: 'string', enum: ['a']}` are equal. */
export function type(p: Pair): void {
  const { walk, b, a } = p;
  // Values first: a malformed `enum` is the reason given, as before the type is read.
  const bv = valuesOf(b);
  const av = valuesOf(a);
  const bt = typesOf(b);
  const at_ = typesOf(a);
  if (within(bt, at_) && within(at_, bt)) return;
  const be = effectiveTypes(bt, bv);
  const ae = effectiveTypes(at_, av);
  const lost = !within(be, ae);
  const gained = !within(ae, be);
  if (!lost && !gained) return;
  const rule = walk.rules.type[reported(walk.rules, lost, gained)];
  walk.emit(rule, at(p, p.typeAt ?? 'type'), p.w.path, { before: showTypes(be), after: showTypes(ae) }, b.type, a.type);
}

/** `enum` / `const`: values lost and gained, or a restriction introduced or dropped. */
export function enumValues(p: Pair): void {
  const { walk, b, a } = p;
  const rules = walk.rules;
  const bv = valuesOf(b);
  const av = valuesOf(a);
  const keyword = a.enum !== undefined || b.enum !== undefined ? 'enum' : 'const';
  const ptr = at(p, keyword);
  const path = p.w.path;
  if (bv !== undefined && av !== undefined) {
    const { removed, added } = diffLists(bv, av, valueKey);
    if (removed.length > 0) walk.emit(rules.enum.lost, ptr, path, { values: showValues(removed), count: removed.length }, removed.slice(0, 50), undefined);
    if (added.length > 0) walk.emit(rules.enum.gained, ptr, path, { values: showValues(added), count: added.length }, undefined, added.slice(0, 50));
  } else if (bv === undefined && av !== undefined) {
    if (rules.enumBoundary === 'constraint') walk.constraint('tightened', ptr, path, keyword, undefined, av.slice(0, 50));
    else walk.emit(rules.enum.lost, ptr, path, { values: 'any value outside ' + showValues(av), count: 0 }, undefined, av.slice(0, 50));
  } else if (bv !== undefined && av === undefined) {
    if (rules.enumBoundary === 'constraint') walk.constraint('loosened', ptr, path, keyword, bv.slice(0, 50), undefined);
    else walk.emit(rules.enum.gained, ptr, path, { values: 'any value outside ' + showValues(bv), count: 0 }, bv.slice(0, 50), undefined);
  }
}

/** Numeric bounds: one effective bound per side, so `minimum: 5` -> `exclusiveMinimum: 4` is one loosening. */
export function numericBounds(p: Pair): void {
  const { walk, b, a } = p;
  for (const lower of [true, false]) {
    const inc = lower ? 'minimum' : 'maximum';
    const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
    if (jsonEqual(b[inc], a[inc]) && jsonEqual(b[exc], a[exc])) continue;
    const x = numericBound(b, lower);
    const y = numericBound(a, lower);
    if (typeof x === 'string' || typeof y === 'string') {
      const k = typeof y === 'string' ? y : (x as string);
      walk.notComparable(at(p, k), `non-numeric \`${k}\``);
      continue;
    }
    if (x === undefined && y === undefined) continue;
    const cmp = x === undefined ? 1 : y === undefined ? -1 : compareBounds(y, x, lower);
    if (cmp === 0) continue;
    const k = (y ?? x)!.keyword;
    const plain = x !== undefined && y !== undefined && x.keyword === y.keyword && !x.draft4 && !y.draft4;
    const shown = plain ? { before: showValue(x.value), after: showValue(y.value) } : { before: showBound(x, lower), after: showBound(y, lower) };
    walk.constraint(cmp > 0 ? 'tightened' : 'loosened', at(p, k), p.w.path, k, b[k], a[k], shown);
  }
}

const COUNTS: ReadonlyArray<[string, boolean, number | undefined]> = [
  ...Object.entries(COUNT_LOWER_BOUNDS).map(([k, d]): [string, boolean, number] => [k, true, d]),
  ...COUNT_UPPER_BOUNDS.map((k): [string, boolean, undefined] => [k, false, undefined]),
];

/** Length and count bounds; an absent lower bound is its default (0, or 1 for minContains). */
export function countBounds(p: Pair): void {
  const { walk, b, a } = p;
  for (const [k, lower, absent] of COUNTS) {
    const x = b[k];
    const y = a[k];
    if (jsonEqual(x, y)) continue;
    if ((x !== undefined && typeof x !== 'number') || (y !== undefined && typeof y !== 'number')) {
      walk.notComparable(at(p, k), `non-numeric \`${k}\``);
      continue;
    }
    const xv = x ?? absent;
    const yv = y ?? absent;
    if (xv === yv) continue;
    let outcome: Outcome;
    if (xv === undefined) outcome = 'tightened';
    else if (yv === undefined) outcome = 'loosened';
    else outcome = (lower ? yv > xv : yv < xv) ? 'tightened' : 'loosened';
    walk.constraint(outcome, at(p, k), p.w.path, k, x, y);
  }
}

/** `multipleOf`, `uniqueItems` and the constraints that only exist or not (`pattern`, `format`). */
export function scalarConstraints(p: Pair): void {
  const { walk, b, a } = p;
  const path = p.w.path;
  if (!jsonEqual(b.multipleOf, a.multipleOf)) {
    const x = b.multipleOf;
    const y = a.multipleOf;
    const bad = (v: JsonValue | undefined) => v !== undefined && (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v));
    if (bad(x) || bad(y)) walk.notComparable(at(p, 'multipleOf'), 'non-numeric `multipleOf`');
    else multipleOf(p, x as number | undefined, y as number | undefined);
  }
  if (Boolean(b.uniqueItems) !== Boolean(a.uniqueItems)) {
    walk.constraint(a.uniqueItems === true ? 'tightened' : 'loosened', at(p, 'uniqueItems'), path, 'uniqueItems', b.uniqueItems, a.uniqueItems);
  }
  for (const k of PRESENCE_CONSTRAINTS) {
    const x = b[k];
    const y = a[k];
    if (jsonEqual(x, y)) continue;
    if (x === undefined) walk.constraint('tightened', at(p, k), path, k, x, y);
    else if (y === undefined) walk.constraint('loosened', at(p, k), path, k, x, y);
    else walk.notComparable(at(p, k), `\`${k}\` changed from ${showValue(x, 60)} to ${showValue(y, 60)}`);
  }
}

/**
 * A changed `multipleOf`, its values read as decimals (values.ts `divides`). When neither divides the other, the
 * change is both a tightening and a loosening, never safe: the harmful one is reported with the value that shows it
 * (the old multipleOf itself, now refused, for inputs; the new one, refused before, for outputs).
 */
function multipleOf(p: Pair, x: number | undefined, y: number | undefined): void {
  const report = (outcome: Outcome, after = showValue(y)) => p.walk.constraint(outcome, at(p, 'multipleOf'), p.w.path, 'multipleOf', x, y, { before: showValue(x), after });
  if (y === undefined || (x !== undefined && divides(y, x))) return report('loosened');
  if (x === undefined || divides(x, y)) return report('tightened');
  if (harmfulOutcome(p.walk.rules) === 'tightened') report('tightened', `${showValue(y)}, which refuses ${showValue(x)}`);
  else report('loosened', `${showValue(y)}, which allows ${showValue(y)}, refused before`);
}

/**
 * `default`: validation is unchanged, behaviour for calls that omit the value is not. A `default: null` on a node that
 * accepts null is what pydantic writes for `Optional[X] = None` and zod for `.nullable().default(null)`: omitting the
 * value means null either way, so it is the same as no default.
 */
export function defaultValue(p: Pair): void {
  const { walk, b, a } = p;
  if (jsonEqual(b.default, a.default) || jsonEqual(effectiveDefault(b), effectiveDefault(a))) return;
  const rule = walk.rules.defaultChanged;
  if (rule !== undefined) walk.emit(rule, at(p, 'default'), p.w.path, { before: showValue(b.default), after: showValue(a.default) }, b.default, a.default);
  else walk.notComparable(at(p, 'default'), '`default` changed');
}

function effectiveDefault(s: JsonObject): JsonValue | undefined {
  return s.default === null && acceptsNull(s, 1) ? undefined : s.default;
}

/** The node lets null through by its own type/enum, or through a union branch (one level down; a `$ref` is not followed). */
function acceptsNull(s: JsonObject, levels: number): boolean {
  try {
    const values = valuesOf(s);
    if (values !== undefined && !values.includes(null)) return false;
    if (!accepts(typesOf(s), 'null')) return false;
  } catch {
    return false;
  }
  if (s.$ref !== undefined || s.allOf !== undefined || s.not !== undefined || s.if !== undefined) return false;
  for (const k of ['anyOf', 'oneOf'] as const) {
    const list = s[k];
    if (list === undefined) continue;
    if (!Array.isArray(list) || levels === 0) return false;
    if (!list.some((x) => isJsonObject(x) && acceptsNull(x, levels - 1))) return false;
  }
  return true;
}

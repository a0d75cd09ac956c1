// What a schema node lets through, read from its keywords: type sets, enum/const values, numeric and count bounds,
// `additionalProperties` states. Pure helpers; a malformed keyword throws a reason the walk turns into a review.
import type { JsonObject, JsonValue } from '../../shared/model.js';
import { isJsonObject, showValue, valueKey } from '../../shared/json.js';
import { ANNOTATIONS, TYPES } from './keywords.js';

/** Type set of a schema node; undefined means any type. Throws on a malformed `type`. */
export function typesOf(s: JsonObject): Set<string> | undefined {
  const t = s.type;
  if (t === undefined) return undefined;
  const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : null;
  if (list === null || list.some((x) => typeof x !== 'string' || !TYPES.includes(x))) throw new Error('invalid `type`');
  return new Set(list as string[]);
}

export function accepts(set: Set<string> | undefined, t: string): boolean {
  return set === undefined || set.has(t) || (t === 'integer' && set.has('number'));
}

/** Every value of type-set `inner` is also allowed by `outer`. */
export function within(inner: Set<string> | undefined, outer: Set<string> | undefined): boolean {
  if (outer === undefined) return true;
  if (inner === undefined) return false;
  for (const t of inner) if (!accepts(outer, t)) return false;
  return true;
}

export function showTypes(set: Set<string> | undefined): string {
  return set === undefined ? 'any type' : [...set].sort().join(' | ');
}

/** Allowed values (enum, const, or both: their intersection); undefined means unrestricted. */
export function valuesOf(s: JsonObject): JsonValue[] | undefined {
  if (s.enum !== undefined && !Array.isArray(s.enum)) throw new Error('invalid `enum`');
  const list = s.enum as JsonValue[] | undefined;
  if (s.const === undefined) return list;
  if (list === undefined) return [s.const];
  const k = valueKey(s.const);
  return list.filter((v) => valueKey(v) === k);
}

export function jsonType(v: JsonValue): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Types a node really accepts: an enum or const leaves only the types of its values. */
export function effectiveTypes(declared: Set<string> | undefined, values: JsonValue[] | undefined): Set<string> | undefined {
  if (values === undefined) return declared;
  const out = new Set<string>();
  for (const v of values) {
    const t = jsonType(v);
    if (accepts(declared, t)) out.add(t);
  }
  return out;
}

export interface Bound {
  value: number;
  exclusive: boolean;
  /** The keyword that sets this bound. */
  keyword: string;
  /** Draft-4 form: a boolean `exclusiveMinimum` beside `minimum`. */
  draft4: boolean;
}

/** >0 when bound x admits fewer values than y, <0 when more, 0 when the same. */
export function compareBounds(x: Bound, y: Bound, lower: boolean): number {
  if (x.value !== y.value) return (lower ? x.value > y.value : x.value < y.value) ? 1 : -1;
  return Number(x.exclusive) - Number(y.exclusive);
}

/**
 * The one bound a side enforces: the tighter of `minimum` and `exclusiveMinimum` (numbers since draft 6), or
 * `minimum` made exclusive by a draft-4 boolean. A string is the name of a keyword that holds no usable value.
 */
export function numericBound(s: JsonObject, lower: boolean): Bound | undefined | string {
  const inc = lower ? 'minimum' : 'maximum';
  const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const i = s[inc];
  const e = s[exc];
  if (i !== undefined && (typeof i !== 'number' || !Number.isFinite(i))) return inc;
  if (e !== undefined && typeof e !== 'boolean' && (typeof e !== 'number' || !Number.isFinite(e))) return exc;
  if (typeof e === 'boolean') return i === undefined ? undefined : { value: i, exclusive: e, keyword: e ? exc : inc, draft4: e };
  const ib: Bound | undefined = i === undefined ? undefined : { value: i, exclusive: false, keyword: inc, draft4: false };
  const eb: Bound | undefined = e === undefined ? undefined : { value: e, exclusive: true, keyword: exc, draft4: false };
  const bound = ib === undefined || eb === undefined ? (ib ?? eb) : compareBounds(eb, ib, lower) >= 0 ? eb : ib;
  return bound !== undefined && beyondSafeIntegers(bound, lower) ? undefined : bound;
}

/**
 * A bound that excludes no number a client can send exactly: zod 4's `int()` writes JavaScript's safe-integer limits
 * (+-9007199254740991) as `minimum`/`maximum`, and zod 3 wrote nothing. Such a bound is no constraint, so adding or
 * dropping it with the schema library is no change (a number past 2^53 is not one a JSON client holds exactly).
 */
function beyondSafeIntegers(x: Bound, lower: boolean): boolean {
  const limit = Number.MAX_SAFE_INTEGER;
  const v = lower ? -x.value : x.value;
  return v > limit || (v === limit && !x.exclusive);
}

export function showBound(x: Bound | undefined, lower: boolean): string {
  if (x === undefined) return 'none';
  return `${lower ? '>' : '<'}${x.exclusive ? '' : '='} ${x.value}`;
}

/**
 * `m` is a whole multiple of `d` read as the decimals a schema's author writes (0.3 is a multiple of 0.1), so every
 * multiple of `m` is one of `d`. Validators differ here: zod's `multipleOf`, pydantic's `multiple_of` and Ajv with
 * `multipleOfPrecision` allow for binary fractions as this does; plain Ajv divides in binary floating point and refuses
 * 0.3 under 0.1, which a gate following it would report as a tightening nobody made.
 */
export function divides(d: number, m: number): boolean {
  const r = m / d;
  const n = Math.round(r);
  return n >= 1 && Math.abs(r - n) <= 1e-9 * n;
}

/** Arrays holding the same members in any order. */
export function sameMembers(x: JsonValue | undefined, y: JsonValue | undefined): boolean {
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  const xs = x.map(valueKey).sort();
  const ys = y.map(valueKey).sort();
  return xs.every((k, i) => k === ys[i]);
}

export function showValues(values: JsonValue[]): string {
  const shown = values.slice(0, 10).map((v) => showValue(v, 60));
  return values.length > 10 ? `${shown.join(', ')} and ${values.length - 10} more` : shown.join(', ');
}

/** Property names are strings: a `propertyNames` every string meets (zod 4's `{type: "string"}` for a record) is none. */
export function vacuousNames(v: JsonValue | undefined): boolean {
  if (apState(v) === 'open') return true;
  if (!isJsonObject(v)) return false;
  const keys = Object.keys(v).filter((k) => !ANNOTATIONS.has(k));
  if (keys.length !== 1 || keys[0] !== 'type') return false;
  const t = v.type;
  return t === 'string' || (Array.isArray(t) && t.includes('string'));
}

export function apState(v: JsonValue | undefined): 'open' | 'closed' | 'schema' {
  if (v === undefined || v === true) return 'open';
  if (v === false) return 'closed';
  if (isJsonObject(v) && Object.keys(v).every((k) => ANNOTATIONS.has(k))) return 'open';
  return 'schema';
}

export function asSchema(v: JsonValue | undefined): JsonObject | undefined {
  if (v === undefined || v === true) return {};
  if (isJsonObject(v)) return v;
  return undefined;
}

export function stringList(v: JsonValue | undefined, what: string): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new Error(`invalid \`${what}\``);
  return v as string[];
}

export function objectOrEmpty(v: JsonValue | undefined, what: string): JsonObject {
  if (v === undefined) return {};
  if (!isJsonObject(v)) throw new Error(`invalid \`${what}\``);
  return v;
}

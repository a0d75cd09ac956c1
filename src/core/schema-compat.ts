// JSON Schema compatibility: input schemas are judged for callers (what was accepted must stay accepted), output
// schemas for consumers (what could be returned must stay what they handle). Whatever cannot be decided is a review,
// never guessed safe. The walk is iterative with a depth cap, so hostile schemas cannot overflow the stack.
import type { JsonObject, JsonValue } from './model.js';
import { boundedValue, escapePointer, isJsonObject, jsonEqual, own, showValue, valueKey } from './json.js';

export type Direction = 'input' | 'output';

/** One difference found in a schema pair, before it becomes a finding. */
export interface SchemaDelta {
  rule: string;
  /** Absolute JSON pointer into the capability definition. */
  pointer: string;
  params: Record<string, string | number>;
  before?: JsonValue;
  after?: JsonValue;
}

export const MAX_SCHEMA_DEPTH = 64;
/** Schema nodes visited per pair before giving up with a review. */
const MAX_NODES = 50_000;
/** Deltas per pair before the rest is summarized as one review. */
const MAX_DELTAS = 500;

type Outcome = 'tightened' | 'loosened';

const RULE = {
  input: {
    propertyRemoved: 'tool-input-property-removed',
    propertyAdded: 'tool-input-property-added',
    requiredPropertyAdded: 'tool-input-required-property-added',
    madeRequired: 'tool-input-property-made-required',
    madeOptional: 'tool-input-property-made-optional',
    tightened: 'tool-input-constraint-tightened',
    loosened: 'tool-input-constraint-loosened',
  },
  output: {
    propertyRemoved: 'tool-output-property-removed',
    propertyAdded: 'tool-output-property-added',
    requiredRemoved: 'tool-output-required-removed',
    requiredAdded: 'tool-output-required-added',
    tightened: 'tool-output-constraint-tightened',
    loosened: 'tool-output-constraint-loosened',
  },
} as const;

export const NOT_COMPARABLE = 'tool-schema-not-comparable';

const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
/** Count bounds and the value an absent one means (`minItems: 0` is no bound at all). */
const COUNT_LOWER_BOUNDS: Readonly<Record<string, number>> = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
const COUNT_UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const NUMERIC_BOUNDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
const PRESENCE_CONSTRAINTS = ['pattern', 'format'];
/** Keywords that never change what validates; a schema holding only these accepts anything. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Combinators whose branch order means nothing. */
const UNORDERED = new Set(['anyOf', 'oneOf', 'allOf']);
/** Keywords this walk understands; any other keyword that differs is a review. */
const HANDLED = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'default',
  'description',
  'title',
  'multipleOf',
  'uniqueItems',
  'prefixItems',
  'propertyNames',
  ...Object.keys(COUNT_LOWER_BOUNDS),
  ...COUNT_UPPER_BOUNDS,
  ...NUMERIC_BOUNDS,
  ...PRESENCE_CONSTRAINTS,
]);
const COMBINATORS = new Set(['$ref', '$defs', 'definitions', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else']);

interface Work {
  b: JsonValue | undefined;
  a: JsonValue | undefined;
  pointer: string;
  /** Human path of the property (`options.depth`, `urls[]`). */
  path: string;
  depth: number;
}

class Walk {
  readonly out: SchemaDelta[] = [];
  private capped = false;

  constructor(
    readonly direction: Direction,
    readonly rootPointer: string,
  ) {}

  emit(rule: string, pointer: string, path: string, params: Record<string, string | number>, before?: JsonValue, after?: JsonValue): void {
    if (this.capped) return;
    if (this.out.length >= MAX_DELTAS) {
      this.capped = true;
      this.notComparable(this.rootPointer, `more than ${MAX_DELTAS} differences`, true);
      return;
    }
    const d: SchemaDelta = { rule, pointer, params: { property: path, ...params } };
    const bv = boundedValue(before);
    const av = boundedValue(after);
    if (bv !== undefined) d.before = bv;
    if (av !== undefined) d.after = av;
    this.out.push(d);
  }

  notComparable(pointer: string, reason: string, force = false): void {
    const d: SchemaDelta = {
      rule: NOT_COMPARABLE,
      pointer,
      params: {
        side: this.direction,
        reason,
        party: this.direction === 'input' ? 'callers' : 'consumers',
      },
    };
    if (force || !this.capped) this.out.push(d);
  }

  get rules() {
    return this.direction === 'input' ? RULE.input : RULE.output;
  }

  constraint(
    outcome: Outcome,
    pointer: string,
    path: string,
    keyword: string,
    b: JsonValue | undefined,
    a: JsonValue | undefined,
    shown: { before: string; after: string } = { before: showValue(b), after: showValue(a) },
  ): void {
    const rule = outcome === 'tightened' ? this.rules.tightened : this.rules.loosened;
    this.emit(rule, pointer, path, { keyword, ...shown }, b, a);
  }
}

function childPath(path: string, prop: string): string {
  return path === '' || path.startsWith('(') ? prop : `${path}.${prop}`;
}

function rootPath(direction: Direction): string {
  return direction === 'input' ? '(arguments)' : '(result)';
}

/** Type set of a schema node; undefined means any type. Throws on a malformed `type`. */
function typesOf(s: JsonObject): Set<string> | undefined {
  const t = s.type;
  if (t === undefined) return undefined;
  const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : null;
  if (list === null || list.some((x) => typeof x !== 'string' || !TYPES.includes(x))) throw new Error('invalid `type`');
  return new Set(list as string[]);
}

function accepts(set: Set<string> | undefined, t: string): boolean {
  return set === undefined || set.has(t) || (t === 'integer' && set.has('number'));
}

/** Every value of type-set `inner` is also allowed by `outer`. */
function within(inner: Set<string> | undefined, outer: Set<string> | undefined): boolean {
  if (outer === undefined) return true;
  if (inner === undefined) return false;
  for (const t of inner) if (!accepts(outer, t)) return false;
  return true;
}

function showTypes(set: Set<string> | undefined): string {
  return set === undefined ? 'any type' : [...set].sort().join(' | ');
}

/** Allowed values (enum, const, or both: their intersection); undefined means unrestricted. */
function valuesOf(s: JsonObject): JsonValue[] | undefined {
  if (s.enum !== undefined && !Array.isArray(s.enum)) throw new Error('invalid `enum`');
  const list = s.enum as JsonValue[] | undefined;
  if (s.const === undefined) return list;
  if (list === undefined) return [s.const];
  const k = valueKey(s.const);
  return list.filter((v) => valueKey(v) === k);
}

function jsonType(v: JsonValue): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Types a node really accepts: an enum or const leaves only the types of its values. */
function effectiveTypes(declared: Set<string> | undefined, values: JsonValue[] | undefined): Set<string> | undefined {
  if (values === undefined) return declared;
  const out = new Set<string>();
  for (const v of values) {
    const t = jsonType(v);
    if (accepts(declared, t)) out.add(t);
  }
  return out;
}

interface Bound {
  value: number;
  exclusive: boolean;
  /** The keyword that sets this bound. */
  keyword: string;
  /** Draft-4 form: a boolean `exclusiveMinimum` beside `minimum`. */
  draft4: boolean;
}

/** >0 when bound x admits fewer values than y, <0 when more, 0 when the same. */
function compareBounds(x: Bound, y: Bound, lower: boolean): number {
  if (x.value !== y.value) return (lower ? x.value > y.value : x.value < y.value) ? 1 : -1;
  return Number(x.exclusive) - Number(y.exclusive);
}

/**
 * The one bound a side enforces: the tighter of `minimum` and `exclusiveMinimum` (numbers since draft 6), or
 * `minimum` made exclusive by a draft-4 boolean. A string is the name of a keyword that holds no usable value.
 */
function numericBound(s: JsonObject, lower: boolean): Bound | undefined | string {
  const inc = lower ? 'minimum' : 'maximum';
  const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const i = s[inc];
  const e = s[exc];
  if (i !== undefined && (typeof i !== 'number' || !Number.isFinite(i))) return inc;
  if (e !== undefined && typeof e !== 'boolean' && (typeof e !== 'number' || !Number.isFinite(e))) return exc;
  if (typeof e === 'boolean') return i === undefined ? undefined : { value: i, exclusive: e, keyword: e ? exc : inc, draft4: e };
  const ib: Bound | undefined = i === undefined ? undefined : { value: i, exclusive: false, keyword: inc, draft4: false };
  const eb: Bound | undefined = e === undefined ? undefined : { value: e, exclusive: true, keyword: exc, draft4: false };
  if (ib === undefined || eb === undefined) return ib ?? eb;
  return compareBounds(eb, ib, lower) >= 0 ? eb : ib;
}

function showBound(x: Bound | undefined, lower: boolean): string {
  if (x === undefined) return 'none';
  return `${lower ? '>' : '<'}${x.exclusive ? '' : '='} ${x.value}`;
}

/** `x` is a whole multiple of `y`, allowing for binary fractions (0.3 is a multiple of 0.1). */
function isMultiple(x: number, y: number): boolean {
  const r = x / y;
  const n = Math.round(r);
  return n >= 1 && Math.abs(r - n) <= 1e-9 * n;
}

/** Arrays holding the same members in any order. */
function sameMembers(x: JsonValue | undefined, y: JsonValue | undefined): boolean {
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  const xs = x.map(valueKey).sort();
  const ys = y.map(valueKey).sort();
  return xs.every((k, i) => k === ys[i]);
}

function showValues(values: JsonValue[]): string {
  const shown = values.slice(0, 10).map((v) => showValue(v, 60));
  return values.length > 10 ? `${shown.join(', ')} and ${values.length - 10} more` : shown.join(', ');
}

function apState(v: JsonValue | undefined): 'open' | 'closed' | 'schema' {
  if (v === undefined || v === true) return 'open';
  if (v === false) return 'closed';
  if (isJsonObject(v) && Object.keys(v).every((k) => ANNOTATIONS.has(k))) return 'open';
  return 'schema';
}

function asSchema(v: JsonValue | undefined): JsonObject | undefined {
  if (v === undefined || v === true) return {};
  if (isJsonObject(v)) return v;
  return undefined;
}

function stringList(v: JsonValue | undefined, what: string): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new Error(`invalid \`${what}\``);
  return v as string[];
}

function objectOrEmpty(v: JsonValue | undefined, what: string): JsonObject {
  if (v === undefined) return {};
  if (!isJsonObject(v)) throw new Error(`invalid \`${what}\``);
  return v;
}

/**
 * Compares two schemas of one tool. `before`/`after` undefined means the schema is absent (treated as accepting
 * anything). `rootPointer` is where the schema sits in the definition, e.g. `/inputSchema`.
 */
export function compareSchemas(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  direction: Direction,
  rootPointer: string,
): SchemaDelta[] {
  const walk = new Walk(direction, rootPointer);
  const stack: Work[] = [{ b: before, a: after, pointer: rootPointer, path: rootPath(direction), depth: 0 }];
  let visited = 0;
  while (stack.length > 0) {
    const w = stack.pop()!;
    if (jsonEqual(w.b, w.a)) continue;
    if (++visited > MAX_NODES) {
      walk.notComparable(rootPointer, `more than ${MAX_NODES} schema nodes`);
      break;
    }
    if (w.depth > MAX_SCHEMA_DEPTH) {
      walk.notComparable(w.pointer, `nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
      continue;
    }
    const b = asSchema(w.b);
    const a = asSchema(w.a);
    if (b === undefined || a === undefined) {
      walk.notComparable(w.pointer, w.b === false || w.a === false ? 'boolean `false` schema' : 'invalid schema');
      continue;
    }
    try {
      compareNode(walk, b, a, w, stack);
    } catch (e) {
      walk.notComparable(w.pointer, (e as Error).message);
    }
  }
  return walk.out;
}

function compareNode(walk: Walk, b: JsonObject, a: JsonObject, w: Work, stack: Work[]): void {
  const { pointer, path } = w;
  const input = walk.direction === 'input';
  const at = (k: string) => `${pointer}/${escapePointer(k)}`;

  // Keywords whose effect cannot be decided here: one review each, naming where.
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  for (const k of [...keys].sort()) {
    if (HANDLED.has(k) || jsonEqual(own(b, k), own(a, k)) || (UNORDERED.has(k) && sameMembers(own(b, k), own(a, k)))) continue;
    walk.notComparable(at(k), COMBINATORS.has(k) ? `\`${k}\` changed; its compatibility is not decided` : `keyword \`${k}\` changed`);
  }

  // Model-visible text inside the schema.
  for (const k of ['description', 'title'] as const) {
    if (!jsonEqual(b[k], a[k])) {
      walk.emit(`${k}-changed`, at(k), path, { before: showValue(b[k]), after: showValue(a[k]) }, b[k], a[k]);
    }
  }

  // type, judged by the values it really lets through: `{enum: ['a']}` and `{type: 'string', enum: ['a']}` are equal.
  const bv = valuesOf(b);
  const av = valuesOf(a);
  const bt = typesOf(b);
  const at_ = typesOf(a);
  if (!within(bt, at_) || !within(at_, bt)) {
    const be = effectiveTypes(bt, bv);
    const ae = effectiveTypes(at_, av);
    const shrinks = !within(be, ae);
    const grows = !within(ae, be);
    if (shrinks || grows) {
      const p = { before: showTypes(be), after: showTypes(ae) };
      if (input) walk.emit(shrinks ? 'tool-input-type-narrowed' : 'tool-input-type-widened', at('type'), path, p, b.type, a.type);
      else walk.emit(grows ? 'tool-output-type-widened' : 'tool-output-type-narrowed', at('type'), path, p, b.type, a.type);
    }
  }

  // enum / const
  const enumKeyword = a.enum !== undefined || b.enum !== undefined ? 'enum' : 'const';
  const enumPointer = at(enumKeyword);
  if (bv !== undefined && av !== undefined) {
    const bk = new Set(bv.map(valueKey));
    const ak = new Set(av.map(valueKey));
    const removed = bv.filter((v) => !ak.has(valueKey(v)));
    const added = av.filter((v) => !bk.has(valueKey(v)));
    if (removed.length > 0) {
      const rule = input ? 'tool-input-enum-value-removed' : 'tool-output-enum-narrowed';
      walk.emit(rule, enumPointer, path, { values: showValues(removed), count: removed.length }, removed.slice(0, 50), undefined);
    }
    if (added.length > 0) {
      const rule = input ? 'tool-input-enum-value-added' : 'tool-output-enum-widened';
      walk.emit(rule, enumPointer, path, { values: showValues(added), count: added.length }, undefined, added.slice(0, 50));
    }
  } else if (bv === undefined && av !== undefined) {
    if (input) walk.constraint('tightened', enumPointer, path, enumKeyword, undefined, av.slice(0, 50));
    else walk.emit('tool-output-enum-narrowed', enumPointer, path, { values: 'any value outside ' + showValues(av), count: 0 }, undefined, av.slice(0, 50));
  } else if (bv !== undefined && av === undefined) {
    if (input) walk.constraint('loosened', enumPointer, path, enumKeyword, bv.slice(0, 50), undefined);
    else walk.emit('tool-output-enum-widened', enumPointer, path, { values: 'any value outside ' + showValues(bv), count: 0 }, bv.slice(0, 50), undefined);
  }

  // numeric bounds: one effective bound per side, so `minimum: 5` -> `exclusiveMinimum: 4` is one loosening
  for (const lower of [true, false]) {
    const inc = lower ? 'minimum' : 'maximum';
    const exc = lower ? 'exclusiveMinimum' : 'exclusiveMaximum';
    if (jsonEqual(b[inc], a[inc]) && jsonEqual(b[exc], a[exc])) continue;
    const x = numericBound(b, lower);
    const y = numericBound(a, lower);
    if (typeof x === 'string' || typeof y === 'string') {
      const k = typeof y === 'string' ? y : (x as string);
      walk.notComparable(at(k), `non-numeric \`${k}\``);
      continue;
    }
    if (x === undefined && y === undefined) continue;
    const cmp = x === undefined ? 1 : y === undefined ? -1 : compareBounds(y, x, lower);
    if (cmp === 0) continue;
    const k = (y ?? x)!.keyword;
    const plain = x !== undefined && y !== undefined && x.keyword === y.keyword && !x.draft4 && !y.draft4;
    const shown = plain ? { before: showValue(x.value), after: showValue(y.value) } : { before: showBound(x, lower), after: showBound(y, lower) };
    walk.constraint(cmp > 0 ? 'tightened' : 'loosened', at(k), path, k, b[k], a[k], shown);
  }

  // length and count bounds; an absent lower bound is its default (0, or 1 for minContains)
  const counts: Array<[string, boolean, number | undefined]> = [
    ...Object.entries(COUNT_LOWER_BOUNDS).map(([k, d]): [string, boolean, number] => [k, true, d]),
    ...COUNT_UPPER_BOUNDS.map((k): [string, boolean, undefined] => [k, false, undefined]),
  ];
  for (const [k, lower, absent] of counts) {
    const x = b[k];
    const y = a[k];
    if (jsonEqual(x, y)) continue;
    if ((x !== undefined && typeof x !== 'number') || (y !== undefined && typeof y !== 'number')) {
      walk.notComparable(at(k), `non-numeric \`${k}\``);
      continue;
    }
    const xv = x ?? absent;
    const yv = y ?? absent;
    if (xv === yv) continue;
    let outcome: Outcome;
    if (xv === undefined) outcome = 'tightened';
    else if (yv === undefined) outcome = 'loosened';
    else outcome = (lower ? yv > xv : yv < xv) ? 'tightened' : 'loosened';
    walk.constraint(outcome, at(k), path, k, x, y);
  }
  if (!jsonEqual(b.multipleOf, a.multipleOf)) {
    const x = b.multipleOf;
    const y = a.multipleOf;
    const bad = (v: JsonValue | undefined) => v !== undefined && (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v));
    if (bad(x) || bad(y)) {
      walk.notComparable(at('multipleOf'), 'non-numeric `multipleOf`');
    } else {
      const loosened = y === undefined || (x !== undefined && isMultiple(x as number, y as number));
      walk.constraint(loosened ? 'loosened' : 'tightened', at('multipleOf'), path, 'multipleOf', x, y);
    }
  }
  if (Boolean(b.uniqueItems) !== Boolean(a.uniqueItems)) {
    walk.constraint(a.uniqueItems === true ? 'tightened' : 'loosened', at('uniqueItems'), path, 'uniqueItems', b.uniqueItems, a.uniqueItems);
  }
  for (const k of PRESENCE_CONSTRAINTS) {
    const x = b[k];
    const y = a[k];
    if (jsonEqual(x, y)) continue;
    if (x === undefined) walk.constraint('tightened', at(k), path, k, x, y);
    else if (y === undefined) walk.constraint('loosened', at(k), path, k, x, y);
    else walk.notComparable(at(k), `\`${k}\` changed from ${showValue(x, 60)} to ${showValue(y, 60)}`);
  }

  // default: validation is unchanged, behaviour for calls that omit the value is not.
  if (!jsonEqual(b.default, a.default)) {
    if (input) walk.emit('tool-input-default-changed', at('default'), path, { before: showValue(b.default), after: showValue(a.default) }, b.default, a.default);
    else walk.notComparable(at('default'), '`default` changed');
  }

  // properties and required
  const bp = objectOrEmpty(b.properties, 'properties');
  const ap = objectOrEmpty(a.properties, 'properties');
  const br = new Set(stringList(b.required, 'required'));
  const ar = new Set(stringList(a.required, 'required'));
  const propPointer = (k: string) => `${pointer}/properties/${escapePointer(k)}`;
  const has = (o: JsonObject, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  for (const k of Object.keys(bp).sort()) {
    if (has(ap, k)) continue;
    walk.emit(walk.rules.propertyRemoved, propPointer(k), childPath(path, k), {}, bp[k], undefined);
  }
  for (const k of Object.keys(ap).sort()) {
    if (has(bp, k)) continue;
    if (input && ar.has(k)) walk.emit(RULE.input.requiredPropertyAdded, propPointer(k), childPath(path, k), {}, undefined, ap[k]);
    else walk.emit(walk.rules.propertyAdded, propPointer(k), childPath(path, k), {}, undefined, ap[k]);
  }
  const reqPointer = `${pointer}/required`;
  for (const k of [...ar].sort()) {
    if (br.has(k)) continue;
    if (has(ap, k) && !has(bp, k)) continue; // a new property: reported above
    if (input) walk.emit(RULE.input.madeRequired, reqPointer, childPath(path, k), {}, undefined, k);
    else walk.emit(RULE.output.requiredAdded, reqPointer, childPath(path, k), {}, undefined, k);
  }
  for (const k of [...br].sort()) {
    if (ar.has(k)) continue;
    if (has(bp, k) && !has(ap, k)) continue; // a removed property: reported above
    if (input) walk.emit(RULE.input.madeOptional, reqPointer, childPath(path, k), {}, k, undefined);
    else walk.emit(RULE.output.requiredRemoved, reqPointer, childPath(path, k), {}, k, undefined);
  }
  for (const k of Object.keys(bp).sort().reverse()) {
    if (has(ap, k)) stack.push({ b: bp[k], a: ap[k], pointer: propPointer(k), path: childPath(path, k), depth: w.depth + 1 });
  }

  // additionalProperties
  if (!jsonEqual(b.additionalProperties, a.additionalProperties)) {
    const x = apState(b.additionalProperties);
    const y = apState(a.additionalProperties);
    const ptr = at('additionalProperties');
    const p = { before: showValue(b.additionalProperties), after: showValue(a.additionalProperties) };
    if (x === y && x !== 'closed') {
      // Schema to schema, or open to open with different annotations (model-visible text is still reported).
      stack.push({ b: b.additionalProperties, a: a.additionalProperties, pointer: ptr, path: `${childPath(path, '*')}`, depth: w.depth + 1 });
    } else if (x !== y) {
      const closing = y === 'closed' || (x === 'open' && y === 'schema');
      if (input) {
        walk.emit(closing ? 'tool-input-additional-properties-closed' : 'tool-input-additional-properties-opened', ptr, path, p, b.additionalProperties, a.additionalProperties);
      } else {
        walk.constraint(closing ? 'tightened' : 'loosened', ptr, path, 'additionalProperties', b.additionalProperties, a.additionalProperties);
      }
    }
  }

  // propertyNames: a schema every key must match
  if (!jsonEqual(b.propertyNames, a.propertyNames)) {
    const x = b.propertyNames;
    const y = a.propertyNames;
    const ptr = at('propertyNames');
    const xOpen = apState(x) === 'open';
    const yOpen = apState(y) === 'open';
    if (xOpen !== yOpen) walk.constraint(xOpen ? 'tightened' : 'loosened', ptr, path, 'propertyNames', x, y);
    else stack.push({ b: x, a: y, pointer: ptr, path: path.startsWith('(') ? '(property names)' : `${path} (property names)`, depth: w.depth + 1 });
  }

  // items (one schema for every element, or a tuple) and prefixItems (a tuple)
  for (const k of ['prefixItems', 'items']) {
    const x = b[k];
    const y = a[k];
    if (jsonEqual(x, y)) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      for (let i = x.length - 1; i >= 0; i--) stack.push({ b: x[i], a: y[i], pointer: `${at(k)}/${i}`, path: `${path}[${i}]`, depth: w.depth + 1 });
    } else if (k === 'items' && !Array.isArray(x) && !Array.isArray(y)) {
      stack.push({ b: x ?? {}, a: y ?? {}, pointer: at(k), path: `${path}[]`, depth: w.depth + 1 });
    } else {
      walk.notComparable(at(k), `tuple \`${k}\` changed`);
    }
  }
}

// JSON Schema compatibility: input schemas are judged for callers (what was accepted must stay accepted), output
// schemas for consumers (what could be returned must stay what they handle). Whatever cannot be decided is a review,
// never guessed safe. The walk is iterative with a depth cap, so hostile schemas cannot overflow the stack.
// Local `$ref`s are followed (each pair of targets once per walk, so cycles end), `$schema` alone is no contract
// change, and `anyOf`/`oneOf` are decided where a branch-by-branch argument is sound (see compareUnions).
import type { JsonObject, JsonValue } from './model.js';
import { boundedValue, escapePointer, isJsonObject, jsonEqual, own, showValue, valueKey } from './json.js';
import type { RuleId } from './rules.js';

export type Direction = 'input' | 'output';

/** One difference found in a schema pair, before it becomes a finding. */
export interface SchemaDelta {
  rule: RuleId;
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

export const NOT_COMPARABLE: RuleId = 'tool-schema-not-comparable';
export const DIALECT_CHANGED: RuleId = 'tool-schema-dialect-changed';
/** A property with a `default` that became required: how generators in output mode describe a defaulted param. */
export const DEFAULTED_MADE_REQUIRED: RuleId = 'tool-input-defaulted-property-made-required';

/**
 * Deltas that leave every old value valid (input) or every new value within the old (output): what a branch must
 * show to count as covering another. Declaring an optional input property is left out: on an open object it can
 * reject a value the old schema let through, which the top-level verdict accepts by decision but a proof may not.
 */
const COVERING = new Set<RuleId>([
  'description-changed',
  'title-changed',
  'tool-input-default-changed',
  DIALECT_CHANGED,
  'tool-input-property-made-optional',
  'tool-input-type-widened',
  'tool-input-enum-value-added',
  'tool-input-constraint-loosened',
  'tool-input-additional-properties-opened',
  'tool-output-property-added',
  'tool-output-required-added',
  'tool-output-type-narrowed',
  'tool-output-enum-narrowed',
  'tool-output-constraint-tightened',
]);
/** `$ref` hops followed from one schema node before giving up (a chain of refs to refs, or a cycle of them). */
const MAX_REF_HOPS = 32;

const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
/** Count bounds and the value an absent one means (`minItems: 0` is no bound at all). */
const COUNT_LOWER_BOUNDS: Readonly<Record<string, number>> = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
const COUNT_UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const NUMERIC_BOUNDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
const PRESENCE_CONSTRAINTS = ['pattern', 'format'];
/** Keywords that never change what validates; a schema holding only these accepts anything. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Keywords about the document, not the instance: compared through what they affect (refs, dialect), never directly. */
const DOCUMENT = new Set(['$schema', '$defs', 'definitions', '$id']);
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

type Dialect = 'pre-2019' | '2019+';

/** One side's document: where its `$ref`s resolve, and which dialect reads them. */
interface Side {
  root: JsonValue | undefined;
  dialect: Dialect;
}

/** Shared by a walk and the branch-matching walks it starts. */
interface Context {
  b: Side;
  a: Side;
  /** Equal nodes are equal schemas: both documents resolve every `$ref` to the same definitions. */
  refsAgree: boolean;
  /** Schema nodes left before the whole comparison gives up. */
  budget: { nodes: number };
}

class Walk {
  readonly out: SchemaDelta[] = [];
  private capped = false;
  /** `$ref` target pairs already compared in this walk: a recursive schema is compared once per pair. */
  readonly seen = new Set<string>();

  constructor(
    readonly direction: Direction,
    readonly rootPointer: string,
    readonly ctx: Context,
  ) {}

  emit(rule: RuleId, pointer: string, path: string, params: Record<string, string | number>, before?: JsonValue, after?: JsonValue): void {
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

function dialectOf(root: JsonValue | undefined): Dialect {
  const url = isJsonObject(root) && typeof root.$schema === 'string' ? root.$schema : '';
  // MCP 2025-11-25 reads a schema without `$schema` as 2020-12.
  return /draft-0[3-7]/.test(url) ? 'pre-2019' : '2019+';
}

/** Every `$ref` string in a document (bounded: hostile documents are cut off by the node cap). */
function refsIn(root: JsonValue | undefined, out: Set<string>): boolean {
  const stack: JsonValue[] = root === undefined ? [] : [root];
  let n = 0;
  while (stack.length > 0) {
    if (++n > MAX_NODES) return false;
    const v = stack.pop()!;
    if (Array.isArray(v)) stack.push(...v);
    else if (isJsonObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string') out.add(x);
        else stack.push(x);
      }
    }
  }
  return true;
}

/** Both documents resolve every `$ref` they hold to equal definitions, so equal nodes need no look inside. */
function refsAgree(b: JsonValue | undefined, a: JsonValue | undefined): boolean {
  const refs = new Set<string>();
  if (!refsIn(b, refs) || !refsIn(a, refs)) return false;
  if (refs.size === 0) return true;
  const defs = (r: JsonValue | undefined): JsonObject => (isJsonObject(r) ? { $defs: r.$defs ?? null, definitions: r.definitions ?? null } : {});
  if (!jsonEqual(defs(b), defs(a))) return false;
  return [...refs].every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/'));
}

/** The node a local JSON-pointer `$ref` names, or undefined. */
function lookup(root: JsonValue | undefined, ref: string): JsonValue | undefined {
  if (!ref.startsWith('#')) return undefined;
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let cur: JsonValue | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur) && /^\d+$/.test(key)) cur = cur[Number(key)];
    else if (isJsonObject(cur) && Object.prototype.hasOwnProperty.call(cur, key)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/**
 * Follows `$ref` until a node without one. Annotation siblings (description, title...) stay: models read them.
 * Other siblings are ignored by validators before 2019-09 and apply beside the target since; the latter is not
 * decided here. Returns the target chain's first ref (for cycle detection) and the node; throws a reason.
 */
function resolveRef(node: JsonObject, side: Side): { node: JsonObject; ref?: string } {
  let cur = node;
  let first: string | undefined;
  for (let hops = 0; typeof cur.$ref === 'string'; hops++) {
    if (hops >= MAX_REF_HOPS) throw new Error(`\`$ref\` chain longer than ${MAX_REF_HOPS} hops`);
    const ref = cur.$ref;
    first ??= ref;
    const target = lookup(side.root, ref);
    if (target === undefined) throw new Error(`\`$ref\` ${showValue(ref, 80)} is not a local reference that resolves`);
    const t = asSchema(target);
    if (t === undefined) throw new Error(`\`$ref\` ${showValue(ref, 80)} names a \`false\` or invalid schema`);
    const siblings = Object.keys(cur).filter((k) => k !== '$ref' && !ANNOTATIONS.has(k) && !DOCUMENT.has(k));
    if (siblings.length > 0 && side.dialect === '2019+') throw new Error(`\`$ref\` beside \`${siblings[0]}\``);
    const merged: JsonObject = { ...t };
    for (const k of Object.keys(cur)) if (ANNOTATIONS.has(k)) merged[k] = cur[k];
    cur = merged;
  }
  return first === undefined ? { node: cur } : { node: cur, ref: first };
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
  const ctx: Context = {
    b: { root: before, dialect: dialectOf(before) },
    a: { root: after, dialect: dialectOf(after) },
    refsAgree: refsAgree(before, after),
    budget: { nodes: MAX_NODES },
  };
  const walk = new Walk(direction, rootPointer, ctx);
  const bs = isJsonObject(before) ? before.$schema : undefined;
  const as = isJsonObject(after) ? after.$schema : undefined;
  if (!jsonEqual(bs, as)) {
    walk.emit(DIALECT_CHANGED, `${rootPointer}/$schema`, rootPath(direction), { side: direction, before: showValue(bs), after: showValue(as) }, bs, as);
  }
  run(walk, [{ b: before, a: after, pointer: rootPointer, path: rootPath(direction), depth: 0 }]);
  return walk.out;
}

function run(walk: Walk, stack: Work[]): void {
  const ctx = walk.ctx;
  while (stack.length > 0) {
    const w = stack.pop()!;
    if (jsonEqual(w.b, w.a) && (ctx.refsAgree || noRefs(w.b))) continue;
    // The budget is shared with branch-matching walks; each walk that runs into it says so (a walk that stopped
    // silently would read as "no more differences").
    if (--ctx.budget.nodes < 0) {
      walk.notComparable(walk.rootPointer, `more than ${MAX_NODES} schema nodes`);
      break;
    }
    if (w.depth > MAX_SCHEMA_DEPTH) {
      walk.notComparable(w.pointer, `nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
      continue;
    }
    let b = asSchema(w.b);
    let a = asSchema(w.a);
    if (b === undefined || a === undefined) {
      walk.notComparable(w.pointer, w.b === false || w.a === false ? 'boolean `false` schema' : 'invalid schema');
      continue;
    }
    try {
      const rb = resolveRef(b, ctx.b);
      const ra = resolveRef(a, ctx.a);
      if (rb.ref !== undefined && ra.ref !== undefined) {
        const key = `${rb.ref}\u0000${ra.ref}`;
        if (walk.seen.has(key)) continue;
        walk.seen.add(key);
      }
      b = rb.node;
      a = ra.node;
      if ((rb.ref !== undefined || ra.ref !== undefined) && jsonEqual(b, a) && ctx.refsAgree) continue;
      compareNode(walk, b, a, w, stack);
    } catch (e) {
      walk.notComparable(w.pointer, (e as Error).message);
    }
  }
}

/** Equal text that is also an equal schema: the refs inside (if any) resolve alike on both sides. */
function sameSchema(walk: Walk, x: JsonValue | undefined, y: JsonValue | undefined): boolean {
  return jsonEqual(x, y) && (walk.ctx.refsAgree || noRefs(x));
}

/** Whether a node holds no `$ref` anywhere (then equal nodes are equal schemas whatever the documents define). */
function noRefs(v: JsonValue | undefined): boolean {
  const refs = new Set<string>();
  return refsIn(v, refs) && refs.size === 0;
}

function compareNode(walk: Walk, b: JsonObject, a: JsonObject, w: Work, stack: Work[]): void {
  const { pointer, path } = w;
  const input = walk.direction === 'input';
  const at = (k: string) => `${pointer}/${escapePointer(k)}`;

  // A union on either side that changed: decided branch by branch where that is sound.
  const ub = unionOf(b);
  const ua = unionOf(a);
  if (ub !== undefined && ua !== undefined && (ub.keyword !== undefined || ua.keyword !== undefined)) {
    const same = ub.keyword === ua.keyword && sameMembers(b[ub.keyword!], a[ua.keyword!]) && (walk.ctx.refsAgree || noRefs(b[ub.keyword!]));
    if (!same) {
      compareUnions(walk, b, a, ub, ua, w, stack);
      return;
    }
  }

  // Keywords whose effect cannot be decided here: one review each, naming where.
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  for (const k of [...keys].sort()) {
    if (HANDLED.has(k) || DOCUMENT.has(k)) continue;
    // Equal text is an equal schema only when the refs inside it resolve alike on both sides.
    if ((jsonEqual(own(b, k), own(a, k)) || (UNORDERED.has(k) && sameMembers(own(b, k), own(a, k)))) && (walk.ctx.refsAgree || noRefs(own(b, k)))) continue;
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
    const defaulted = isJsonObject(ap[k]) && (ap[k] as JsonObject).default !== undefined;
    if (input) walk.emit(defaulted ? DEFAULTED_MADE_REQUIRED : RULE.input.madeRequired, reqPointer, childPath(path, k), {}, undefined, k);
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
  if (!sameSchema(walk, b.additionalProperties, a.additionalProperties)) {
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
  if (!sameSchema(walk, b.propertyNames, a.propertyNames)) {
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
    if (sameSchema(walk, x, y)) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      for (let i = x.length - 1; i >= 0; i--) stack.push({ b: x[i], a: y[i], pointer: `${at(k)}/${i}`, path: `${path}[${i}]`, depth: w.depth + 1 });
    } else if (k === 'items' && !Array.isArray(x) && !Array.isArray(y)) {
      stack.push({ b: x ?? {}, a: y ?? {}, pointer: at(k), path: `${path}[]`, depth: w.depth + 1 });
    } else {
      walk.notComparable(at(k), `tuple \`${k}\` changed`);
    }
  }
}

// ------------------------------------------------------------------ anyOf / oneOf

interface Union {
  /** undefined: a plain schema, read as a union of itself. */
  keyword?: 'anyOf' | 'oneOf';
  branches: JsonObject[];
}

/** A node as a union of branches; undefined when it mixes a union with other validation keywords (not decided). */
function unionOf(node: JsonObject): Union | undefined {
  const kws = (['anyOf', 'oneOf'] as const).filter((k) => node[k] !== undefined);
  if (kws.length === 0) return { branches: [node] };
  if (kws.length > 1) return undefined;
  const keyword = kws[0];
  const list = node[keyword];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  if (Object.keys(node).some((k) => k !== keyword && !ANNOTATIONS.has(k) && !DOCUMENT.has(k))) return undefined;
  // The union's own description/title still reads on every branch: a description moved into a branch is no change.
  const outer: JsonObject = {};
  for (const k of Object.keys(node)) if (ANNOTATIONS.has(k)) outer[k] = node[k];
  const branches: JsonObject[] = [];
  for (const br of list) {
    if (br === false) continue; // accepts nothing: adds nothing to the union
    const s = asSchema(br);
    if (s === undefined) return undefined;
    branches.push({ ...outer, ...s });
  }
  return { keyword, branches };
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

/**
 * Decides a changed union. Every value of a "from" branch must land in one "to" branch: for inputs the old branches
 * must each be covered by a new one (then old calls stay valid), for outputs each new branch must sit inside an old
 * one (then consumers still handle every result). Covering is a sub-comparison that finds only harmless deltas.
 * A `oneOf` on the receiving side also needs the other branches provably disjoint (by type), or a covered value
 * could match two branches and fail. Matched pairs are then compared in detail; a receiving branch nothing maps to
 * widens (input) or narrows (output) the union; a from-branch with no cover narrows (input) or widens (output),
 * unless some candidate could not be compared, which is a review naming the keyword.
 */
function compareUnions(walk: Walk, b: JsonObject, a: JsonObject, ub: Union, ua: Union, w: Work, stack: Work[]): void {
  const input = walk.direction === 'input';
  const ctx = walk.ctx;
  const from = input ? ub : ua;
  const to = input ? ua : ub;
  const fromSide = input ? ctx.b : ctx.a;
  const toSide = input ? ctx.a : ctx.b;
  const keyword = (ua.keyword ?? ub.keyword)!;
  const pointer = `${w.pointer}/${keyword}`;
  const bt = unionTypes(ub, ctx.b);
  const at = unionTypes(ua, ctx.a);
  const shown = (u: Union) => (u.keyword === undefined ? 'one schema' : `${u.branches.length} \`${u.keyword}\` branches`);

  /** One summary finding: values lost (input) / new values returned (output), or the reverse. */
  const verdict = (harmful: boolean) => {
    const types = { before: showTypes(bt), after: showTypes(at) };
    const known = bt !== undefined && at !== undefined;
    if (harmful) {
      if (input && known && !within(bt, at)) walk.emit('tool-input-type-narrowed', pointer, w.path, types, b[keyword], a[keyword]);
      else if (!input && known && !within(at, bt)) walk.emit('tool-output-type-widened', pointer, w.path, types, b[keyword], a[keyword]);
      else walk.constraint(input ? 'tightened' : 'loosened', pointer, w.path, keyword, b[keyword], a[keyword], { before: shown(ub), after: shown(ua) });
    } else if (input && known && !within(at, bt)) walk.emit('tool-input-type-widened', pointer, w.path, types, b[keyword], a[keyword]);
    else if (!input && known && !within(bt, at)) walk.emit('tool-output-type-narrowed', pointer, w.path, types, b[keyword], a[keyword]);
    else walk.constraint(input ? 'loosened' : 'tightened', pointer, w.path, keyword, b[keyword], a[keyword], { before: shown(ub), after: shown(ua) });
  };
  const detail = (old: JsonObject, neu: JsonObject, ptr: string) => {
    if (!(jsonEqual(old, neu) && ctx.refsAgree)) stack.push({ b: old, a: neu, pointer: ptr, path: w.path, depth: w.depth + 1 });
  };
  const toPointer = (j: number) => (to.keyword === undefined ? w.pointer : `${w.pointer}/${to.keyword}/${j}`);

  // The whole from-side can only land in one receiving branch when every other one is disjoint from it by type
  // (notion's `anyOf: [<old object>, {type: string}]`): then it is exactly that branch that decides, compared in
  // detail, and the others only add (input) or drop (output) values of other types.
  if (to.branches.length > 1) {
    const ft = unionTypes(from, fromSide);
    const overlapping = to.branches.map((x, j) => [j, !disjoint(ft, branchTypes(x, toSide))] as const).filter(([, o]) => o);
    if (overlapping.length === 1) {
      const j = overlapping[0][0];
      verdict(false);
      const whole = input ? b : a;
      if (input) detail(whole, to.branches[j], toPointer(j));
      else detail(to.branches[j], whole, `${w.pointer}/${keyword}/${j}`);
      return;
    }
  }

  const usedTo = new Set<number>();
  const pairs: Array<[number, number]> = [];
  const unmatched: number[] = [];
  let blocked: string | undefined;
  for (let i = 0; i < from.branches.length; i++) {
    const fb = from.branches[i];
    let match = -1;
    for (let j = 0; j < to.branches.length && match < 0; j++) if (jsonEqual(fb, to.branches[j]) && ctx.refsAgree) match = j;
    for (let j = 0; j < to.branches.length && match < 0; j++) {
      const tb = to.branches[j];
      const [old, neu] = input ? [fb, tb] : [tb, fb];
      const sub = new Walk(walk.direction, walk.rootPointer, ctx);
      run(sub, [{ b: old, a: neu, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
      if (sub.out.every((d) => COVERING.has(d.rule))) match = j;
      else blocked ??= sub.out.find((d) => d.rule === NOT_COMPARABLE)?.params.reason as string | undefined;
    }
    if (match < 0) {
      unmatched.push(i);
      continue;
    }
    if (to.keyword === 'oneOf' && to.branches.length > 1) {
      // Another branch could also take the value unless it is type-disjoint from it or, for inputs that were a
      // oneOf already, sits inside another old branch (which the value did not match, or it was not valid before).
      const ft = branchTypes(fb, fromSide);
      const insideOther = (x: JsonObject) =>
        input && from.keyword === 'oneOf' && from.branches.some((ob, k) => k !== i && within_(ctx, walk, w, x, ctx.a, ob, ctx.b));
      const overlap = to.branches.findIndex((x, k) => k !== match && !disjoint(ft, branchTypes(x, toSide)) && !insideOther(x));
      if (overlap >= 0) {
        walk.notComparable(`${w.pointer}/oneOf`, `\`oneOf\` branches ${match} and ${overlap} may both match a value that matched before, and \`oneOf\` wants exactly one`);
        return;
      }
    }
    usedTo.add(match);
    pairs.push([i, match]);
  }
  // Same combinator, same number of branches, and a branch nothing covers: its counterpart by position is compared
  // in detail, so the finding names the keyword that changed inside it rather than the whole union. (Any branch
  // that covered it would have been matched above, so this pairing only ever reports, never hides, a difference.)
  const positional = from.keyword !== undefined && from.keyword === to.keyword && from.branches.length === to.branches.length;
  const coarse = unmatched.filter((i) => !(positional && !usedTo.has(i)));
  for (const i of unmatched) if (!coarse.includes(i)) (usedTo.add(i), pairs.push([i, i]));
  if (coarse.length > 0 && blocked !== undefined) {
    walk.notComparable(pointer, `\`${keyword}\` branch ${coarse[0]} could not be matched: ${blocked}`);
    return;
  }
  if (coarse.length > 0) verdict(true);
  else if (to.branches.length > usedTo.size) verdict(false);
  for (const [i, j] of pairs.reverse()) {
    const [old, neu] = input ? [from.branches[i], to.branches[j]] : [to.branches[j], from.branches[i]];
    const ni = input ? j : i;
    const oi = input ? i : j;
    detail(old, neu, ua.keyword !== undefined ? `${w.pointer}/${ua.keyword}/${ni}` : ub.keyword !== undefined ? `${w.pointer}/${ub.keyword}/${oi}` : w.pointer);
  }
}

/** Every value `inner` (read in `innerSide`'s document) accepts, `outer` accepts too: an input comparison that finds only covering deltas. */
function within_(ctx: Context, walk: Walk, w: Work, inner: JsonObject, innerSide: Side, outer: JsonObject, outerSide: Side): boolean {
  const sub = new Walk('input', walk.rootPointer, { ...ctx, b: innerSide, a: outerSide });
  run(sub, [{ b: inner, a: outer, pointer: w.pointer, path: w.path, depth: w.depth + 1 }]);
  return sub.out.every((d) => COVERING.has(d.rule));
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

// JSON Schema compatibility: input schemas are judged for callers (what was accepted must stay accepted), output
// schemas for consumers (what could be returned must stay what they handle). Whatever cannot be decided is a review,
// never guessed safe. The walk is iterative with a depth cap, so hostile schemas cannot overflow the stack.
// Local `$ref`s are followed (each pair of targets once per walk, so cycles end), `$schema` alone is no contract
// change, and `anyOf`/`oneOf` are decided where a branch-by-branch argument is sound (see unions.ts).
// Layout, after GraphQL Inspector's diff walkers: one walker per keyword family (families.ts for values,
// objects.ts for subschemas, unions.ts for unions) on one list comparer (compare-lists.ts); walkers
// only find differences, and the direction -> rule table (walk.ts) names them.
import type { JsonObject, JsonValue } from '../../shared/model.js';
import { isJsonObject, jsonEqual, showValue } from '../../shared/json.js';
import { MAX_NODES, dialectOf, refsAgree, resolveRef } from './document.js';
import { countBounds, defaultValue, enumValues, numericBounds, scalarConstraints, text, type, unknownKeywords } from './families.js';
import { additionalProperties, items, properties, propertyNames } from './objects.js';
import type { Pair } from './pair.js';
import { NodeEquality } from './equality.js';
import { commonSpelling } from './spellings.js';
import { compareUnions, unionOf } from './unions.js';
import { asSchema, sameMembers } from './values.js';
import { DIALECT_CHANGED, MAX_SCHEMA_DEPTH, Walk, rootPath, sameSchema, type Context, type Work } from './walk.js';

export { DIALECT_CHANGED, MAX_SCHEMA_DEPTH, NOT_COMPARABLE, RULES_BY_DIRECTION, type Direction, type SchemaDelta } from './walk.js';
import type { Direction, SchemaDelta } from './walk.js';

/** The keyword families of one node, in the order their findings are reported. */
const FAMILIES: ReadonlyArray<(p: Pair) => void> = [
  unknownKeywords,
  text,
  type,
  enumValues,
  numericBounds,
  countBounds,
  scalarConstraints,
  defaultValue,
  properties,
  additionalProperties,
  propertyNames,
  items,
];

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
  const agree = refsAgree(before, after);
  const ctx: Context = {
    b: { root: before, dialect: dialectOf(before) },
    a: { root: after, dialect: dialectOf(after) },
    refsAgree: agree,
    nodes: new NodeEquality(!agree),
    budget: { nodes: MAX_NODES },
    run,
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
    if (sameSchema(walk, w.b, w.a)) continue;
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
      if ((rb.ref !== undefined || ra.ref !== undefined) && ctx.nodes.equal(b, a) && ctx.refsAgree) continue;
      compareNode(walk, b, a, w, stack);
    } catch (e) {
      walk.notComparable(w.pointer, (e as Error).message);
    }
  }
}

function compareNode(walk: Walk, rawB: JsonObject, rawA: JsonObject, w: Work, stack: Work[]): void {
  const sb = commonSpelling(rawB);
  const sa = commonSpelling(rawA);
  const [b, a] = [sb.node, sa.node];
  const p: Pair = { walk, b, a, w, stack };
  // A `type` read from a union is reported where the union is (the new side's if both were unions), as unions are.
  const typeAt = sa.folded ?? sb.folded;
  if (typeAt !== undefined) p.typeAt = typeAt;
  // A union on either side that changed: decided branch by branch where that is sound.
  const ub = unionOf(b);
  const ua = unionOf(a);
  if (ub !== undefined && ua !== undefined && (ub.keyword !== undefined || ua.keyword !== undefined)) {
    const same = ub.keyword === ua.keyword && sameMembers(b[ub.keyword!], a[ua.keyword!]) && (walk.ctx.refsAgree || walk.ctx.nodes.refFree(b[ub.keyword!]));
    if (!same) {
      // The union's `default` is the node's, compared here once; the branches are compared without it.
      defaultValue(p);
      compareUnions(p, ub, ua);
      return;
    }
  }
  for (const family of FAMILIES) family(p);
}

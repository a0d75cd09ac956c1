// The schema walk asks "equal?" and "holds a `$ref`?" about the subtree under every node it visits. Answered by a fresh
// walk each time, a schema nested N levels cost O(64 x N) (the walk stops at 64 levels); remembered per comparison
// (equality.ts) it is O(N). Counted in compared nodes, never timed; and the remembered answers are jsonEqual's.
import fc from 'fast-check';
import { compareSchemas, MAX_SCHEMA_DEPTH } from '../../../../src/core/diff/schema/compat.js';
import { refsIn } from '../../../../src/core/diff/schema/document.js';
import { NodeEquality } from '../../../../src/core/diff/schema/equality.js';
import { equalityWork, jsonEqual } from '../../../../src/core/shared/json.js';
import type { JsonObject, JsonValue } from '../../../../src/core/shared/model.js';

const DEPTH = 2_000;
const deep = (n: number, leaf: JsonObject): JsonObject => {
  let node = leaf;
  for (let i = 0; i < n; i++) node = { type: 'array', items: node };
  return node;
};
const tool = (leaf: JsonObject, description = 'd', defs: JsonObject = {}): JsonObject => ({ type: 'object', description, $defs: defs, properties: { p: deep(DEPTH, leaf) } });

/** Nodes compared while running `f`. */
function work<T>(f: () => T): { result: T; nodes: number } {
  const start = equalityWork.nodes;
  const result = f();
  return { result, nodes: equalityWork.nodes - start };
}

describe(`a schema nested ${DEPTH} levels is compared in O(depth)`, () => {
  const cases: Array<[string, JsonObject, JsonObject, string[]]> = [
    ['identical', tool({ type: 'string' }), tool({ type: 'string' }), []],
    ['differing at the deepest level', tool({ type: 'string' }), tool({ type: 'integer' }), ['tool-schema-not-comparable']],
    ['differing at the top', tool({ type: 'string' }), tool({ type: 'string' }, 'e'), ['description-changed']],
    // Equal text whose `$ref` resolves differently: the walk goes on below equal nodes, asking at every level.
    ['equal text, refs that disagree', tool({ $ref: '#/$defs/X' }, 'd', { X: { type: 'string' } }), tool({ $ref: '#/$defs/X' }, 'd', { X: { type: 'integer' } }), ['tool-schema-not-comparable']],
  ];
  it.each(cases)('%s', (_, b, a, rules) => {
    const { result, nodes } = work(() => compareSchemas(b, a, 'input', '/inputSchema'));
    expect(result.map((d) => d.rule)).toEqual(rules);
    if (rules[0] === 'tool-schema-not-comparable') expect(result[0].params.reason).toBe(`nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
    // Each side holds 2 x DEPTH values; walking them afresh at each of the 64 levels visited is over 250,000.
    expect(nodes).toBeLessThan(10 * DEPTH);
  });
});

// JSON values with shared subtrees, NaN, -0, reordered keys, `$ref` strings and non-string `$ref`s.
const scalar = fc.oneof(fc.constantFrom(null, true, false, 0, -0, 1, Number.NaN, '', 'a', '#/$defs/X'), fc.integer({ min: -2, max: 2 }));
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', '$ref', '__proto__', 'items'), tie('v'), { maxKeys: 3 }),
  ),
})).v as fc.Arbitrary<JsonValue>;
/** Pairs of positionally aligned nodes under (x, y), top first. */
function aligned(x: JsonValue, y: JsonValue): Array<[JsonValue, JsonValue]> {
  const out: Array<[JsonValue, JsonValue]> = [];
  const stack: Array<[JsonValue, JsonValue]> = [[x, y]];
  while (stack.length > 0) {
    const [p, q] = stack.shift()!;
    out.push([p, q]);
    if (p === null || q === null || typeof p !== 'object' || typeof q !== 'object') continue;
    for (const k of Object.keys(p)) if (Object.prototype.hasOwnProperty.call(q, k)) stack.push([(p as JsonObject)[k], (q as JsonObject)[k]]);
  }
  return out;
}
const oldRefFree = (v: JsonValue): boolean => {
  const refs = new Set<string>();
  return refsIn(v, refs) && refs.size === 0;
};

describe('remembered answers are the ones a fresh walk gives', () => {
  // One instance per run, asked about the pair and then about every aligned pair below it (the walk's order), so a
  // remembered answer that was wrong for an inner pair would show.
  it.each([false, true])('equal() is jsonEqual and refFree() is "refsIn finds none" (remembering inside equal pairs: %s)', (inside) => {
    const pair = fc.oneof(fc.tuple(value, value), value.map((v) => [v, JSON.parse(JSON.stringify(v)) as JsonValue] as const), value.chain((v) => fc.tuple(fc.constant(v), fc.constant(v))));
    fc.assert(
      fc.property(pair, ([x, y]) => {
        const eq = new NodeEquality(inside);
        for (const [p, q] of aligned(x, y)) {
          expect(eq.equal(p, q)).toBe(jsonEqual(p, q));
          expect(eq.equal(p, q)).toBe(jsonEqual(p, q));
          expect(eq.refFree(p)).toBe(oldRefFree(p));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a node too large for refsIn to finish is not called ref-free, as before', () => {
    const big: JsonValue = { items: Array.from({ length: 50_000 }, () => 0) };
    expect(oldRefFree(big)).toBe(false);
    expect(new NodeEquality().refFree(big)).toBe(false);
    expect(new NodeEquality().refFree((big.items as JsonValue[]).slice(1))).toBe(oldRefFree((big.items as JsonValue[]).slice(1)));
  });
});

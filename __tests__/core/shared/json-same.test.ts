// surelySameJson, the matcher's contract comparison without writing text: it says "same" only where the key-sorted
// JSON texts are equal, and on plain JSON it says so wherever they are.
import fc from 'fast-check';
import { stableStringify } from '../../../src/core/shared/canonical.js';
import { surelySameJson } from '../../../src/core/shared/json.js';
import type { JsonValue } from '../../../src/core/shared/model.js';

const text = (v: unknown): string => stableStringify(v as JsonValue);

describe('surelySameJson', () => {
  const key = fc.oneof(fc.string(), fc.constantFrom('10', '9', '__proto__', 'toJSON', 'constructor', 'a', 'b', ''));
  const value = fc.letrec<{ v: unknown }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, undefined, true, false, 0, -0, 1, Number.NaN, Number.POSITIVE_INFINITY, '', 'x'),
      fc.double(),
      fc.string(),
      fc.array(tie('v'), { maxLength: 4 }),
      fc.dictionary(key, tie('v'), { maxKeys: 4 }),
    ),
  })).v;

  it('is never true where the texts differ, and on the same plain JSON re-parsed in any key order it is true', () => {
    fc.assert(fc.property(value, value, (a, b) => !surelySameJson(a, b) || text(a) === text(b)), { numRuns: 3000 });
    const plain = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as JsonValue);
    fc.assert(
      fc.property(plain, (v) => {
        const reordered = JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).reverse()) : x)));
        return surelySameJson(v, reordered) && surelySameJson(reordered, v);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves out keys whose value is undefined, as the text does; is unsure (false) where only the text can tell', () => {
    expect(surelySameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(surelySameJson({ a: 1 }, { b: undefined, a: 1 })).toBe(true);
    expect(surelySameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(surelySameJson([1, { x: [2] }], [1, { x: [3] }])).toBe(false);
    expect(surelySameJson([1], { 0: 1 })).toBe(false);
    expect(surelySameJson(0, -0)).toBe(true);
    // Equal texts ("null"), which the walk does not claim: the caller compares the texts then.
    expect(surelySameJson(Number.NaN, Number.NaN)).toBe(false);
    expect(surelySameJson([undefined], [null])).toBe(false);
    const deep = (n: number): unknown => (n === 0 ? 1 : { d: deep(n - 1) });
    expect(surelySameJson(deep(20), deep(20), 10)).toBe(false);
    expect(surelySameJson(deep(20), deep(20))).toBe(true);
  });
});

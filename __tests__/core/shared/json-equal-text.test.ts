// jsonEqual as the matcher's contract comparison (storage/snapshot-file.ts sameContractAs) uses it, without writing
// text: it says "equal" only where the key-sorted JSON texts are equal, and on plain JSON it says so wherever they are.
import fc from 'fast-check';
import { stableStringify } from '../../../src/core/shared/canonical.js';
import { jsonEqual, jsonEqualWith } from '../../../src/core/shared/json.js';
import type { JsonValue } from '../../../src/core/shared/model.js';

const text = (v: unknown): string => stableStringify(v as JsonValue);
const equal = (a: unknown, b: unknown): boolean => jsonEqual(a as JsonValue, b as JsonValue);

describe('jsonEqual, read as "the same key-sorted JSON text"', () => {
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
    fc.assert(fc.property(value, value, (a, b) => !equal(a, b) || text(a) === text(b)), { numRuns: 3000 });
    // jsonEqualWith with nothing settled is jsonEqual, on equal and on unequal pairs alike.
    const unsettled = (a: unknown, b: unknown): boolean => jsonEqualWith(a as JsonValue, b as JsonValue, () => undefined);
    fc.assert(fc.property(value, value, (a, b) => unsettled(a, b) === equal(a, b) && unsettled(a, a) === equal(a, a)), { numRuns: 3000 });
    const plain = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as JsonValue);
    fc.assert(
      fc.property(plain, (v) => {
        const reordered = JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).reverse()) : x)));
        return equal(v, reordered) && equal(reordered, v);
      }),
      { numRuns: 1000 },
    );
  });

  it('is unsure (false) only where the text alone can tell: a key set to undefined; and walks any depth', () => {
    expect(equal({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(text({ a: 1, b: undefined })).toBe(text({ a: 1 }));
    expect(equal({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(equal([1, { x: [2] }], [1, { x: [3] }])).toBe(false);
    expect(equal([1], { 0: 1 })).toBe(false);
    expect(equal([undefined], [null])).toBe(false);
    expect(equal(0, -0)).toBe(true);
    const deep = (n: number): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < n; i++) v = { d: v };
      return v;
    };
    expect(equal(deep(20_000), deep(20_000))).toBe(true);
    expect(equal(deep(20_000), deep(19_999))).toBe(false);
  });

  it('jsonEqualWith lets settle decide a pair of objects before their members: true skips them, false ends the walk', () => {
    const a = { items: [{ id: 1, body: { long: 'x' } }, { id: 2, body: { long: 'y' } }] };
    const b = { items: [{ id: 1, body: { long: 'X' } }, { id: 2, body: { long: 'y' } }] };
    const byId = (x: Record<string, JsonValue>, y: Record<string, JsonValue>): boolean | undefined => ('id' in x ? x.id === y.id : undefined);
    expect(jsonEqualWith(a, b, byId)).toBe(true);
    expect(jsonEqualWith(a, b, () => undefined)).toBe(false);
    expect(jsonEqualWith(a, structuredClone(a), (x) => ('id' in x ? false : undefined))).toBe(false);
    // Arrays and scalars are never handed to settle.
    const seen: unknown[] = [];
    jsonEqualWith([1, [2]], [1, [2]], (x) => void seen.push(x));
    expect(seen).toEqual([]);
  });
});

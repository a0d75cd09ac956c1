// The fast RFC 8785 serializer writes exactly what the `canonicalize` package writes, for any JSON value, and refuses
// what it refuses.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { jcs } from '../../../src/core/shared/jcs.js';
import { canonicalJson, sortKeys } from '../../../src/core/shared/canonical.js';
import type { JsonValue } from '../../../src/core/shared/model.js';

describe('jcs', () => {
  it('equals canonicalize on arbitrary JSON (numbers, unicode keys, integer-like keys, nesting)', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('10', '9', '__proto__', 'a', 'B', '\u00e9', '\ud83d\ude00', ''));
    const value = fc.letrec<{ v: JsonValue }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        fc.string({ unit: 'grapheme' }),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.dictionary(key, tie('v'), { maxKeys: 5 }) as fc.Arbitrary<JsonValue>,
      ),
    })).v;
    fc.assert(fc.property(value, (v) => jcs(v) === canonicalize(v)), { numRuns: 2000 });
  });

  it('writes -0, 1e21 and 5e-7 as ECMAScript does, and keys in UTF-16 order', () => {
    expect(jcs({ b: -0, a: 1e21, c: 5e-7, '10': 1, '9': 2, '\ud83d\ude00': 3, '\uffff': 4 })).toBe(canonicalize({ b: -0, a: 1e21, c: 5e-7, '10': 1, '9': 2, '\ud83d\ude00': 3, '\uffff': 4 }));
    expect(jcs({ '10': 1, '9': 2 })).toBe('{"10":1,"9":2}');
  });

  it('refuses NaN, Infinity and lone surrogates, in values and keys', () => {
    expect(() => jcs(Number.NaN)).toThrow('NaN');
    expect(() => jcs([1, Number.POSITIVE_INFINITY])).toThrow('Infinity');
    expect(() => jcs({ a: 'x\ud800' })).toThrow('Lone surrogate');
    expect(() => jcs({ '\udc00': 1 })).toThrow('Lone surrogate');
    expect(jcs('\ud83d\ude00')).toBe('"\ud83d\ude00"');
  });
});

describe('canonicalJson', () => {
  const key = fc.oneof(fc.string(), fc.constantFrom('10', '9', '0', '__proto__', 'toJSON', 'constructor', 'toString', 'valueOf', 'a', 'B', '\u00e9', '\ud83d\ude00', '\ud800', ''));
  const value = fc.letrec<{ v: JsonValue }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string({ unit: 'grapheme' }),
      fc.array(tie('v'), { maxLength: 4 }),
      fc.dictionary(key, tie('v'), { maxKeys: 5 }) as fc.Arbitrary<JsonValue>,
    ),
  })).v;
  const same = (v: JsonValue): boolean => {
    let want: string | Error;
    try {
      want = canonicalize(v) as string;
    } catch (e) {
      want = e as Error;
    }
    if (want instanceof Error) return (() => { try { canonicalJson(v); return false; } catch { return true; } })();
    return canonicalJson(v) === want;
  };

  it('equals canonicalize on arbitrary JSON, refusing what it refuses', () => {
    fc.assert(fc.property(value, same), { numRuns: 2000 });
  });

  it('equals canonicalize on key-sorted JSON, where the native serializer is taken', () => {
    fc.assert(fc.property(value, (v) => same(sortKeys(v))), { numRuns: 2000 });
  });

  it('writes inherited names only where they are own keys, and __proto__ as data', () => {
    const parsed = JSON.parse('[{"constructor":1,"__proto__":{"x":1}},{"a":{"toString":2}},{"b":3}]') as JsonValue;
    expect(canonicalJson(parsed)).toBe(canonicalize(parsed));
    expect(canonicalJson([{ constructor: 1 }, { b: 2 }])).toBe('[{"constructor":1},{"b":2}]');
  });

  it('falls back where JavaScript reorders keys or a key is not well formed', () => {
    expect(canonicalJson(sortKeys({ '10': 1, '9': 2, a: 3 }))).toBe('{"10":1,"9":2,"a":3}');
    expect(() => canonicalJson({ '\udc00': 1 })).toThrow('Lone surrogate');
    expect(() => canonicalJson({ a: [1, Number.POSITIVE_INFINITY] })).toThrow('Infinity');
  });
});

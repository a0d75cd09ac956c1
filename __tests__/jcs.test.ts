// The fast RFC 8785 serializer writes exactly what the `canonicalize` package writes, for any JSON value, and refuses
// what it refuses.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { jcs } from '../src/core/shared/jcs.js';
import type { JsonValue } from '../src/core/shared/model.js';

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

// uriPatterns globs match exactly as `*`-means-anything patterns, and without backtracking.
import fc from 'fast-check';
import { globMatch, globMatcher } from '../../src/capture/glob.js';

function reference(pattern: string, text: string): boolean {
  const re = pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${re}$`, 's').test(text);
}

describe('globMatch', () => {
  it('agrees with the anchored regex on random short patterns and texts', () => {
    const ch = fc.constantFrom('a', 'b', '/', '.', '*');
    fc.assert(
      fc.property(fc.string({ unit: ch, maxLength: 7 }), fc.string({ unit: fc.constantFrom('a', 'b', '/', '.'), maxLength: 9 }), (p, t) => {
        expect(globMatch(p, t)).toBe(reference(p, t));
      }),
      { numRuns: 3000 },
    );
  });

  it('examples: prefix, suffix, middle parts that must not overlap the suffix', () => {
    expect(globMatch('file:///docs/*', 'file:///docs/a/b.md')).toBe(true);
    expect(globMatch('file:///docs/*', 'file:///src/a')).toBe(false);
    expect(globMatch('a*b*b', 'ab')).toBe(false);
    expect(globMatch('a*b*b', 'abb')).toBe(true);
    expect(globMatch('*', '')).toBe(true);
    expect(globMatch('x', 'x')).toBe(true);
    expect(globMatcher([])).toBeUndefined();
  });

  it('a three-star pattern against an 8 KiB URI that almost matches returns (the regex took minutes)', () => {
    const uri = `file://${'a'.repeat(8192)}`;
    expect(globMatch('file://*a*a*a*b', uri)).toBe(false);
    expect(globMatcher(['*a*a*a*b', 'file://*a'])!(uri)).toBe(true);
  });
});

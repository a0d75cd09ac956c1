// The plain-code SHA-256 (src/core/shared/sha256.ts) gives node:crypto's digest for every string: the fingerprints a diff
// writes (and the sign-offs and ignores that name them) must not move because they are no longer hashed by node:crypto.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { INITIAL_HASH, ROUND_CONSTANTS, sha256Hex } from '../../../src/core/shared/sha256.js';

const native = (text: string): string => createHash('sha256').update(text).digest('hex');

/** floor(root(p) * 2^32) mod 2^32 in integers: the largest r with r^k <= p * 2^(32k). */
function exactRootBits(p: number, k: 2 | 3): number {
  const target = BigInt(p) << BigInt(32 * k);
  let lo = 0n;
  let hi = 1n << 40n;
  while (lo < hi) {
    const mid = (lo + hi + 1n) >> 1n;
    if (mid ** BigInt(k) <= target) lo = mid;
    else hi = mid - 1n;
  }
  return Number(lo & 0xffffffffn);
}

describe('sha256Hex', () => {
  it('holds the constants FIPS 180-4 defines, checked in exact arithmetic', () => {
    const primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257, 263, 269, 271, 277, 281, 283, 293, 307, 311];
    expect([...ROUND_CONSTANTS]).toEqual(primes.map((p) => exactRootBits(p, 3)));
    expect([...INITIAL_HASH]).toEqual(primes.slice(0, 8).map((p) => exactRootBits(p, 2)));
    // Two published values as a spot check of the arithmetic itself.
    expect(ROUND_CONSTANTS[0]).toBe(0x428a2f98);
    expect(INITIAL_HASH[0]).toBe(0x6a09e667);
  });

  it("gives node:crypto's digest at every padding boundary and for the empty string", () => {
    for (let n = 0; n <= 200; n++) expect(sha256Hex('a'.repeat(n))).toBe(native('a'.repeat(n)));
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it("gives node:crypto's digest for any string, multi-byte characters and lone surrogates included", () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => sha256Hex(s) === native(s)), { numRuns: 3000 });
    for (const s of ['\ud800', 'x\udfffy', '\u00e9\u4e2d\ud83d\ude00', 'x'.repeat(70000)]) expect(sha256Hex(s)).toBe(native(s));
  });
});

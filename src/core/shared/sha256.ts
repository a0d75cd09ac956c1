// SHA-256 (FIPS 180-4) of a string's UTF-8, in plain code: for the few short texts a run hashes where loading
// node:crypto (and the stream modules it brings) would cost more than the hashing, such as a diff's change
// fingerprints (issue 55). The digests of capabilities, hashed by the thousand, stay on node:crypto (canonical.ts).
// Same bytes as `createHash('sha256').update(text)`: a lone surrogate is encoded as U+FFFD, as both encoders do.

/** The first `n` primes. */
function primes(n: number): number[] {
  const out: number[] = [];
  for (let c = 2; out.length < n; c++) if (out.every((p) => c % p !== 0)) out.push(c);
  return out;
}

/** The first 32 bits of a number's fractional part. */
const fraction32 = (x: number): number => ((x - Math.floor(x)) * 0x100000000) >>> 0;

const PRIMES = primes(64);
/** The round constants: the cube roots of the first 64 primes (sha256.test.ts checks them in exact integer arithmetic). */
export const ROUND_CONSTANTS = Uint32Array.from(PRIMES, (p) => fraction32(Math.cbrt(p)));
/** The initial hash value: the square roots of the first 8 primes. */
export const INITIAL_HASH = Uint32Array.from(PRIMES.slice(0, 8), (p) => fraction32(Math.sqrt(p)));

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** Lowercase hex SHA-256 of `text` encoded as UTF-8. */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, and its length in bits as 64 bits big-endian, to a whole number of 64-byte blocks.
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = data.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 0x100000000));
  view.setUint32(padded.length - 4, bits >>> 0);
  const h = INITIAL_HASH.slice();
  const w = new Uint32Array(64);
  const K = ROUND_CONSTANTS;
  for (let at = 0; at < padded.length; at += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(at + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  let hex = '';
  for (const x of h) hex += x.toString(16).padStart(8, '0');
  return hex;
}

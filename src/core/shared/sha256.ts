// SHA-256 (FIPS 180-4) of a string's UTF-8, in plain code: for the few short texts a run hashes where loading
// node:crypto (and the stream modules it brings) would cost more than the hashing, such as a diff's change
// fingerprints (issue 55). The digests of capabilities, hashed by the thousand, stay on node:crypto (canonical.ts).
// Same bytes as `createHash('sha256').update(text)`: a lone surrogate is encoded as U+FFFD, as both encoders do.

/** The first 64 primes (the constants below are their roots). */
const PRIMES = [
  2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151,
  157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257, 263, 269, 271, 277, 281, 283, 293, 307, 311,
];

/** The first 32 bits of a number's fractional part. */
const fraction32 = (x: number): number => ((x - Math.floor(x)) * 0x100000000) >>> 0;

/** The round constants: the cube roots of the first 64 primes (sha256.test.ts checks them in exact integer arithmetic). */
export const ROUND_CONSTANTS = Uint32Array.from(PRIMES, (p) => fraction32(Math.cbrt(p)));
/** The initial hash value: the square roots of the first 8 primes. */
export const INITIAL_HASH = Uint32Array.from(PRIMES.slice(0, 8), (p) => fraction32(Math.sqrt(p)));

/**
 * Lowercase hex SHA-256 of `text` encoded as UTF-8. Written for V8's baseline code (a short run never optimizes it):
 * plain locals and indexed reads, no destructuring, iterators or DataView calls, and one call per 64-byte block (V8
 * moves a function to its faster baseline tier between calls, not inside one long loop).
 */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, and its length in bits as 64 bits big-endian, to a whole number of 64-byte blocks.
  const length = Math.ceil((data.length + 9) / 64) * 64;
  const m = new Uint8Array(length);
  m.set(data);
  m[data.length] = 0x80;
  const bits = data.length * 8;
  const high = Math.floor(bits / 0x100000000);
  const low = bits >>> 0;
  for (let i = 0; i < 4; i++) {
    m[length - 8 + i] = high >>> (24 - 8 * i);
    m[length - 4 + i] = low >>> (24 - 8 * i);
  }
  const state = Int32Array.from(INITIAL_HASH);
  const w = new Int32Array(64);
  for (let at = 0; at < length; at += 64) compress(state, w, m, at);
  let hex = '';
  for (let i = 0; i < 8; i++) hex += (state[i] >>> 0).toString(16).padStart(8, '0');
  return hex;
}

/** One block `m[at, at + 64)` into `state`; `w` is the message schedule's scratch. */
function compress(state: Int32Array, w: Int32Array, m: Uint8Array, at: number): void {
  const K = ROUND_CONSTANTS;
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
  state[4] += e;
  state[5] += f;
  state[6] += g;
  state[7] += h;
}

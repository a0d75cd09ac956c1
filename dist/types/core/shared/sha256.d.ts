/** The round constants: the cube roots of the first 64 primes (sha256.test.ts checks them in exact integer arithmetic). */
export declare const ROUND_CONSTANTS: Uint32Array<ArrayBuffer>;
/** The initial hash value: the square roots of the first 8 primes. */
export declare const INITIAL_HASH: Uint32Array<ArrayBuffer>;
/**
 * Lowercase hex SHA-256 of `text` encoded as UTF-8. Written for V8's baseline code (a short run never optimizes it):
 * plain locals and indexed reads, no destructuring, iterators or DataView calls, and one call per 64-byte block (V8
 * moves a function to its faster baseline tier between calls, not inside one long loop).
 */
export declare function sha256Hex(text: string): string;

import type { JsonValue } from './model.js';
/** `String.prototype.isWellFormed` (ES2024; Node 20 has it, the ES2022 lib types do not). */
export declare function wellFormedString(s: string): boolean;
/** Throws, as `canonicalize` does, for NaN, Infinity and lone surrogates: they have no canonical form. */
export declare function jcs(value: JsonValue): string;

export { jsonEqual } from '../core/shared/json.js';
/** A string's length in code points, as JSON Schema's minLength/maxLength count it (a surrogate pair is one). */
export declare function codePointLength(s: string): number;
/** What Ajv's precompiled validator is: a predicate that leaves its errors on itself. */
export interface Validate {
    (data: unknown, context?: unknown): boolean;
    errors?: unknown;
}
/**
 * A validator whose code is compiled on its first call (`make` runs the generated body once): a command that reads no
 * config never parses the config schema's validator. Its errors are left on this function, as on Ajv's.
 */
export declare function lazyValidator(make: () => Validate): Validate;

export { jsonEqual } from '../core/shared/json.js';
/** A string's length in code points, as JSON Schema's minLength/maxLength count it (a surrogate pair is one). */
export declare function codePointLength(s: string): number;

import type { JsonObject, JsonValue } from './model.js';
export declare function isJsonObject(v: unknown): v is JsonObject;
/**
 * An object without a prototype: a server's `__proto__` key is an own key here (assigning it on `{}` would replace
 * the prototype and the key would vanish), and `constructor` or `toString` are never found by inheritance.
 */
export declare function nullObject(): JsonObject;
/**
 * `o[k] = v` that keeps `__proto__` an own data key. Plain objects stay V8-fast (a prototype-less object is a slow
 * dictionary, and snapshots hold tens of thousands of them); only that one key needs defining.
 */
export declare function setKey(o: JsonObject, k: string, v: JsonValue): void;
/** `o[k]` when `k` is o's own key: a property named `constructor` or `__proto__` is data, never inherited machinery. */
export declare function own(o: JsonObject, k: string): JsonValue | undefined;
/**
 * Nodes visited by structural comparisons since start-up. Only read by a test that keeps the schema walk linear in
 * a schema's depth (it compared every subtree again at every level once); never reset, never asserted as time.
 */
export declare const equalityWork: {
    nodes: number;
};
/** One pair a structural comparison visited, linked to the pair it was found in. */
export interface JsonStep {
    x: JsonValue | undefined;
    y: JsonValue | undefined;
    up: JsonStep | undefined;
}
/**
 * Structural comparison with key order ignored, using an explicit stack: undefined when equal, else the first pair
 * found to differ, whose `up` chain leads back to (a, b). `seen` collects the pairs of composites compared on the way.
 */
export declare function jsonDifference(a: JsonValue | undefined, b: JsonValue | undefined, seen?: JsonStep[]): JsonStep | undefined;
/** Structural equality with key order ignored. */
export declare function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean;
/**
 * jsonEqual, where `settle(x, y)` may decide a pair of objects met on the way before their members are walked: true
 * when it knows them equal, false when it knows them different, undefined to walk them as jsonEqual would.
 */
export declare function jsonEqualWith(a: JsonValue, b: JsonValue, settle: (x: JsonObject, y: JsonObject) => boolean | undefined): boolean;
/** Whether a value is small and shallow enough to copy into a report as-is. */
export declare function isSmallValue(v: JsonValue | undefined, maxDepth?: number, maxNodes?: number): boolean;
/** The value when small, else undefined (a report holds pointers, not whole hostile schemas). */
export declare function boundedValue(v: JsonValue | undefined): JsonValue | undefined;
/** Short one-line text for a value in a message; long or deep values are summarized. */
export declare function showValue(v: JsonValue | undefined, max?: number): string;
/** Key for set membership of JSON values; absurdly deep values never compare equal (they are reported, not crashed on). */
export declare function valueKey(v: JsonValue): string;
export declare function escapePointer(token: string): string;
/**
 * Why `value` has no canonical JSON form (RFC 8785 refuses both), or undefined when it has one: a number JSON.parse
 * read as Infinity (`1e400`) or a string or key holding a lone surrogate (`"\ud800"`). Found without recursion; the
 * walk that names where runs only when the quick one found something.
 */
export declare function notCanonical(value: JsonValue): string | undefined;
/** `text` with every lone surrogate replaced by U+FFFD, so it has a canonical JSON form. */
export declare function wellFormed(text: string): string;
/** `value`, frozen all the way down: a value shared between readers that none of them may edit. */
export declare function deepFreeze<T>(value: T): T;

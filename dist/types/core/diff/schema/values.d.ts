import type { JsonObject, JsonValue } from '../../shared/model.js';
/** Type set of a schema node; undefined means any type. Throws on a malformed `type`. */
export declare function typesOf(s: JsonObject): Set<string> | undefined;
export declare function accepts(set: Set<string> | undefined, t: string): boolean;
/** Every value of type-set `inner` is also allowed by `outer`. */
export declare function within(inner: Set<string> | undefined, outer: Set<string> | undefined): boolean;
export declare function showTypes(set: Set<string> | undefined): string;
/** Allowed values (enum, const, or both: their intersection); undefined means unrestricted. */
export declare function valuesOf(s: JsonObject): JsonValue[] | undefined;
export declare function jsonType(v: JsonValue): string;
/** Types a node really accepts: an enum or const leaves only the types of its values. */
export declare function effectiveTypes(declared: Set<string> | undefined, values: JsonValue[] | undefined): Set<string> | undefined;
export interface Bound {
    value: number;
    exclusive: boolean;
    /** The keyword that sets this bound. */
    keyword: string;
    /** Draft-4 form: a boolean `exclusiveMinimum` beside `minimum`. */
    draft4: boolean;
}
/** >0 when bound x admits fewer values than y, <0 when more, 0 when the same. */
export declare function compareBounds(x: Bound, y: Bound, lower: boolean): number;
/**
 * The one bound a side enforces: the tighter of `minimum` and `exclusiveMinimum` (numbers since draft 6), or
 * `minimum` made exclusive by a draft-4 boolean. A string is the name of a keyword that holds no usable value.
 */
export declare function numericBound(s: JsonObject, lower: boolean): Bound | undefined | string;
export declare function showBound(x: Bound | undefined, lower: boolean): string;
/**
 * `m` is a whole multiple of `d` read as the decimals a schema's author writes (0.3 is a multiple of 0.1), so every
 * multiple of `m` is one of `d`. Validators differ here: zod's `multipleOf`, pydantic's `multiple_of` and Ajv with
 * `multipleOfPrecision` allow for binary fractions as this does; plain Ajv divides in binary floating point and refuses
 * 0.3 under 0.1, which a gate following it would report as a tightening nobody made.
 */
export declare function divides(d: number, m: number): boolean;
/** Arrays holding the same members in any order. */
export declare function sameMembers(x: JsonValue | undefined, y: JsonValue | undefined): boolean;
export declare function showValues(values: JsonValue[]): string;
/** Property names are strings: a `propertyNames` every string meets (zod 4's `{type: "string"}` for a record) is none. */
export declare function vacuousNames(v: JsonValue | undefined): boolean;
export declare function apState(v: JsonValue | undefined): 'open' | 'closed' | 'schema';
export declare function asSchema(v: JsonValue | undefined): JsonObject | undefined;
export declare function stringList(v: JsonValue | undefined, what: string): string[];
export declare function objectOrEmpty(v: JsonValue | undefined, what: string): JsonObject;

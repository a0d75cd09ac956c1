import { type Pair } from './pair.js';
/** Keywords whose effect cannot be decided here: one review each, naming where. */
export declare function unknownKeywords(p: Pair): void;
/** Model-visible text inside the schema. */
export declare function text(p: Pair): void;
/** `type`, judged by the values it really lets through: `{enum: ['a']}` and `{type: 'string', enum: ['a']}` are equal. */
export declare function type(p: Pair): void;
/** `enum` / `const`: values lost and gained, or a restriction introduced or dropped. */
export declare function enumValues(p: Pair): void;
/** Numeric bounds: one effective bound per side, so `minimum: 5` -> `exclusiveMinimum: 4` is one loosening. */
export declare function numericBounds(p: Pair): void;
/** Length and count bounds; an absent lower bound is its default (0, or 1 for minContains). */
export declare function countBounds(p: Pair): void;
/** `multipleOf`, `uniqueItems` and the constraints that only exist or not (`pattern`, `format`). */
export declare function scalarConstraints(p: Pair): void;
/**
 * `default`: validation is unchanged, behaviour for calls that omit the value is not. A `default: null` on a node that
 * accepts null is what pydantic writes for `Optional[X] = None` and zod for `.nullable().default(null)`: omitting the
 * value means null either way, so it is the same as no default.
 */
export declare function defaultValue(p: Pair): void;

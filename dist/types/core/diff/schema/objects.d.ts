import { type Pair } from './pair.js';
/** `properties` and `required`: properties gone and new, names made required or optional; kept ones walked. */
export declare function properties(p: Pair): void;
/** `additionalProperties`: open, closed or a schema on each side. */
export declare function additionalProperties(p: Pair): void;
/** `propertyNames`: a schema every key must match. */
export declare function propertyNames(p: Pair): void;
/** `items` (one schema for every element, or a tuple) and `prefixItems` (a tuple). */
export declare function items(p: Pair): void;

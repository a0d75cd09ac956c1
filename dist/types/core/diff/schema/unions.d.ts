import type { JsonObject } from '../../shared/model.js';
import { type Pair } from './pair.js';
export interface Union {
    /** undefined: a plain schema, read as a union of itself. */
    keyword?: 'anyOf' | 'oneOf';
    branches: JsonObject[];
}
/** A node as a union of branches; undefined when it mixes a union with other validation keywords (not decided). */
export declare function unionOf(node: JsonObject): Union | undefined;
export declare function compareUnions(p: Pair, ub: Union, ua: Union): void;

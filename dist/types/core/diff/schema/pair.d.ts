import type { JsonObject } from '../../shared/model.js';
import type { Walk, Work } from './walk.js';
export interface Pair {
    walk: Walk;
    b: JsonObject;
    a: JsonObject;
    w: Work;
    /** Where child pairs go to be walked. */
    stack: Work[];
    /** The keyword a `type` finding points at when the type was read from a union of bare types (spellings.ts). */
    typeAt?: 'anyOf' | 'oneOf';
}
/** Pointer of keyword `k` in this node. */
export declare function at(p: Pair, k: string): string;
/** Queues a child pair one level down. */
export declare function descend(p: Pair, b: Work['b'], a: Work['a'], pointer: string, path: string): void;

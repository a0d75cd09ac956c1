import type { JsonObject, JsonValue } from '../../shared/model.js';
export type Dialect = 'pre-2019' | '2019+';
/** One side's document: where its `$ref`s resolve, and which dialect reads them. */
export interface Side {
    root: JsonValue | undefined;
    dialect: Dialect;
}
/** Schema nodes visited per pair before giving up with a review. */
export declare const MAX_NODES = 50000;
/** `$ref` hops followed from one schema node before giving up (a chain of refs to refs, or a cycle of them). */
export declare const MAX_REF_HOPS = 32;
export declare function dialectOf(root: JsonValue | undefined): Dialect;
/** Every `$ref` string in a document (bounded: hostile documents are cut off by the node cap). */
export declare function refsIn(root: JsonValue | undefined, out: Set<string>): boolean;
/** Both documents resolve every `$ref` they hold to equal definitions, so equal nodes need no look inside. */
export declare function refsAgree(b: JsonValue | undefined, a: JsonValue | undefined): boolean;
/** The node a local JSON-pointer `$ref` names, or undefined. */
export declare function lookup(root: JsonValue | undefined, ref: string): JsonValue | undefined;
/**
 * Follows `$ref` until a node without one. Annotation siblings (description, title...) stay: models read them.
 * Other siblings are ignored by validators before 2019-09 and apply beside the target since; the latter is not
 * decided here. Returns the target chain's first ref (for cycle detection) and the node; throws a reason.
 */
export declare function resolveRef(node: JsonObject, side: Side): {
    node: JsonObject;
    ref?: string;
};

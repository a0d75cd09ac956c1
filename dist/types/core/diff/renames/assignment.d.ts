export interface Edge {
    /** Left index. */
    i: number;
    /** Right index. */
    j: number;
    /** Positive weight; pairs without an edge are never matched. */
    w: number;
}
/** Above this many items on either side of one connected component the exact solver gives way to greedy. */
export declare const EXACT_SIDE_LIMIT = 200;
/**
 * Pairs left and right items so that the summed weight is maximal. Works per connected component of the edge graph;
 * a component is solved exactly (Hungarian method, O(k^3) for k items on its larger side) up to EXACT_SIDE_LIMIT and
 * greedily (heaviest edge first, at least half the optimum) beyond, so the cost stays bounded whatever the input.
 * Deterministic: ties go to the lower indices.
 */
export declare function maxWeightMatching<E extends Edge>(edges: readonly E[]): E[];

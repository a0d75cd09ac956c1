import type { Capability, Kind } from '../../shared/model.js';
import type { Config } from '../../shared/config.js';
import { type Evidence } from './similarity.js';
export interface DeclaredRename {
    to: string[];
    /** The config says the old name is still served (alias / aliasUntil). */
    alias: boolean;
}
/** config.renames in one shape: old ref -> targets. Malformed entries are skipped (the config loader reports them). */
export declare function resolveRenames(renames: Config['renames']): Map<string, DeclaredRename>;
export interface ContinuityGroup {
    type: 'renamed' | 'merged' | 'split';
    olds: string[];
    news: string[];
    /** Every old name is still served. */
    aliased: boolean;
}
export interface DeclaredPlan {
    groups: ContinuityGroup[];
    /** Renames whose old ref is still in head while no target is: the rename has not happened. */
    missing: Array<{
        old: string;
        to: string[];
    }>;
}
/** Applies declared renames of one kind between the base and head items of one surface. */
/** What planDeclared needs of a side: membership only. */
export interface RefSet {
    has(ref: string): boolean;
}
export declare function planDeclared(kind: Kind, base: RefSet, head: RefSet, renames: ReadonlyMap<string, DeclaredRename>): DeclaredPlan;
/** Below this similarity nothing is suggested. */
export declare const SUGGEST_THRESHOLD = 0.5;
/**
 * The edge of the threshold: a look-alike below this is suggested only with evidence (the new tool lists the old
 * name, or one name holds the other). Alike boilerplate alone lands just above 0.5 on generated servers.
 */
export declare const EDGE_THRESHOLD = 0.6;
export interface SuggestedTarget {
    to: string;
    score: number;
    evidence?: Evidence;
}
/** One suggestion: a rename (one old ref) or a merge (several old refs into one new), with one config entry. */
export interface SuggestedGroup {
    type: 'renamed' | 'merged';
    olds: Array<{
        ref: string;
        score: number;
        evidence?: Evidence;
    }>;
    to: string;
    /** The `renames` entry to paste, covering every old ref of the group. */
    snippet: string;
}
/** A look-alike not suggested because the two tools can do different things: the pair and why. */
export interface RefusedTarget {
    to: string;
    score: number;
    why: string;
}
export interface Suggestions {
    /** Extra hint per ref (removed and added ones). */
    hints: Map<string, string>;
    /** old ref -> the added ref it most likely became (a rename or a merge), for renderers that offer the snippet. */
    targets: Map<string, SuggestedTarget>;
    /** The same, one entry per suggestion: a merge of six tools is one group. */
    groups: SuggestedGroup[];
    /** old ref -> the closest look-alike refused for doing less or more, when it scored above what was suggested. */
    refused: Map<string, RefusedTarget>;
}
/**
 * Why `after` is not `before` renamed, whatever their names share (a tool that can do less or more), or undefined.
 * `superset`: the new one lists the old name among its inputs (it absorbed others). Given by the caller: what a tool
 * can do is read beside the classifier (diff/powers.ts), not by the matcher.
 */
export type Refuse = (before: Capability, after: Capability, superset: boolean) => string | undefined;
/**
 * Suggests renames (one removed ~ one added) and merges (several removed ~ one added) of one kind. Every admissible
 * pair is an edge; the renames are the maximum-weight one-to-one assignment over those edges, solved once, so a
 * family of tools renamed alike is paired as a whole. A removed item left unpaired joins its best match's group as
 * a merge only with evidence (the new tool lists its name, or the names hold one another): likeness alone never
 * claims that several tools became one. Cost is bounded: small diffs are scored pairwise, large ones only against a
 * few candidates that share a rare name/property word, and the assignment is exact per connected group up to a size
 * limit (greedy beyond).
 */
export declare function suggestMatches(removedIn: readonly Capability[], addedIn: readonly Capability[], refuse?: Refuse): Suggestions;

import type { Capability } from '../../shared/model.js';
export interface Features {
    ref: string;
    name: Set<string>;
    desc: Set<string>;
    props: Set<string>;
    /** Annotation hints with spec defaults filled in, when the tool declares any. */
    hints?: string;
    /** Resource template with its variable names blanked (`file:///{}/{}`). */
    shape?: string;
    /** The name's words in order, for containment (`browser_wait` in `browser_wait_for`). */
    seq: string[];
    /** Input enum/const values and input names, as words in order: where a merged tool lists the names it absorbed. */
    mentions: Mention[];
}
export interface Mention {
    words: readonly string[];
    /** The input it names or whose enum/const holds it. */
    input: string;
    /** An enum/const value (else the input's own name). */
    value: boolean;
}
/** Normalized words of a name or text. */
export declare function words(text: string, minLength?: number): string[];
/** `{name}` of a URI template; a `{` inside ends the attempt, so a run of `{` is read once (not once per brace). */
export declare const TEMPLATE_VARS: RegExp;
export declare function features(c: Capability): Features;
/** Why a pair is more than look-alike: the new tool lists the old name, or one name holds the other whole. */
export type Evidence = {
    kind: 'listed';
    where: string;
} | {
    kind: 'contained';
};
/**
 * Evidence that `added` continues `removed`. Names of one word are too common to count (`list`, `wait`): only a run
 * of two or more words does, so `get_workflow_run_logs` is found in an enum value `get_workflow_run_logs_url`.
 */
export declare function evidenceFor(removed: Features, added: Features): Evidence | undefined;
/**
 * Word weights for one diff: a word found in most items of a side (`API`, `browser`, boilerplate) says little.
 * Counted per side, so in a one-to-one diff every word weighs the same and a word both sides share is not
 * discounted for being shared.
 */
export interface Weights {
    name: WordWeights;
    desc: WordWeights;
}
/** ln(1 + n / frequency), n being the larger side and the frequency a word's count on the side where it is commoner. */
export declare class WordWeights {
    private readonly removed;
    private readonly added;
    private readonly n;
    constructor(removed: Map<string, number>, added: Map<string, number>, n: number);
    of(word: string): number;
}
export declare function weightsOf(removed: readonly Features[], added: readonly Features[]): Weights;
/** Similarity in [0, 1] of two capabilities of one kind, unrounded (the assignment needs the fine differences). */
export declare function similarity(x: Features, y: Features, w: Weights): number;
/** Keys that put two items in the same bucket when a diff is too large to compare every pair. */
export declare function blockingKeys(f: Features): string[];

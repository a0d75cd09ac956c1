import type { Capability, JsonObject } from '../shared/model.js';
/** What one side can do: whether it only reads, whether it acts (changes, sends, runs), whether it destroys. */
export interface Powers {
    /** Why it only reads (a readOnlyHint, a description opening with a reading verb), when nothing it takes acts. */
    readsOnly?: string;
    /** Why it acts, when it does. */
    acts?: string;
    /** Why it destroys (deletes, overwrites, revokes), when it does. */
    destroys?: string;
    /** Why it only adds (a description opening with `Creates`, `Adds`), when nothing destroys. */
    addsOnly?: string;
}
type VerbClass = 'read' | 'add' | 'act' | 'destroy';
/** Where the opening sentence ends, a product label before a bar (`Notion | `), and what separates coordinated verbs. */
export declare const LEAD_END: RegExp;
export declare const PRODUCT_LABEL: RegExp;
export declare const COORDINATION: RegExp;
/**
 * The verbs the description opens with (its first sentence, past filler), coordinated ones too: "List, create, close
 * or select a tab" is four verbs, and the tool does the most of them. Undefined when it opens with no known verb.
 */
export declare function leadVerbs(description: string): {
    words: string[];
    cls: VerbClass;
    op?: string;
} | undefined;
/** What a tool can do, each with its reason. */
export declare function powersOf(definition: JsonObject): Powers;
/**
 * Why `after` cannot continue `before`, or undefined: one only reads while the other acts, or one destroys while the
 * other only adds or reads. `superset`: the new tool absorbed others (it lists the old name), so it may do more than
 * the old one did, never less.
 */
export declare function powersDiffer(before: Powers, after: Powers, names: {
    from: string;
    to: string;
}, superset?: boolean): string | undefined;
/**
 * The claims both sides declare, compared as claims (when both declare annotations): a read-only claim on one side
 * only, or a destructive one (unset means destructive for a tool that is not read-only, the spec's default).
 */
export declare function claimsDiffer(x: JsonObject | undefined, y: JsonObject | undefined, names: {
    from: string;
    to: string;
}): string | undefined;
/**
 * Why the tool `after` is not `before` renamed, whatever their names share (the matcher's refusal, see
 * renames/match.ts): what their definitions say they do differs, or their declared claims do. `superset`: the new
 * tool lists the old name among its inputs (it absorbed others), so it may do more, never less. Tools only.
 */
export declare function againstGrain(before: Capability, after: Capability, superset: boolean): string | undefined;
export {};

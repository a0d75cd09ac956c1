import type { Change, Severity } from '../core/shared/model.js';
/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
export declare function groupAcrossSurfaces(changes: readonly Change[]): Change[];
/**
 * A rule's message rewritten to speak of "each tool" instead of one named capability, or undefined when its wording
 * cannot be (then its changes are never grouped across capabilities).
 */
export declare function groupTemplate(message: string): string | undefined;
/** One row: `members` are surface-merged changes of one rule that differ only in the capability and its values. */
export interface ChangeGroup {
    lead: Change;
    members: Change[];
    /** The rule's message in its "each tool" form; set when the group has more than one member. */
    template?: string;
    /**
     * Sub-groups whose members share before/after values ("9 tools gained a title", one value each). More than one
     * means the values differ: the row names the rule and lists the values in a collapsible block.
     */
    variants: ChangeGroup[];
    /** Changes of the same cause told inside this row rather than as rows of their own (causes.ts). */
    told: Change[];
}
/** True when the members of a group do not all share one before/after. */
export declare function isVaried(g: ChangeGroup): boolean;
/** The "each tool" wording with every placeholder whose value differs between members written as "…". */
export declare function variedTemplate(template: string, members: readonly Change[]): string;
/** Server-level notes that explain the per-capability rows of the same report rather than change anything alone. */
export declare function isExplainingNote(c: Change): boolean;
/**
 * Rows in the order sign-off reads them: risky model-visible text, breaking, review, then safe; within a severity the rarer change first
 * (a rule on 3 tools before one repeated on 9), then as classified. Per-surface copies fold into one change; the same
 * rule on several capabilities folds into one row, its values kept per variant.
 */
export declare function groupChanges(changes: readonly Change[]): ChangeGroup[];
/** The row of a report's plain rewordings says so first: the words changed, none of the cues a reviewer looks for came with them. */
export declare const REWORDED = "Reworded, no new cue";
/** The cue classes a row's text edits add (its own, or the edit its risky-text row tells), in words; empty for none. */
export declare function addedCueWords(g: ChangeGroup): string[];
/** Whether a row is a report's plain rewordings (members of several kinds and rules). */
export declare function isRewordedGroup(g: ChangeGroup): boolean;
/** The capabilities a group names, e.g. `tool:read_file`. */
export declare function groupRefs(g: ChangeGroup): string[];
/** Changes as a reader counts them: per-surface copies once, each capability of a group once. */
export declare function distinctCount(changes: readonly Change[]): Record<Severity, number>;

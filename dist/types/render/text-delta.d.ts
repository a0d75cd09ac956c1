import type { Change } from '../core/shared/model.js';
export interface TextDelta {
    removed: string;
    added: string;
}
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
export declare function textDelta(before: string, after: string): TextDelta;
/** The delta of a text change (description, title, instructions) when both sides are strings. */
export declare function changeTextDelta(c: Change): TextDelta | undefined;
/** One run of a word diff: words both texts hold, or only the old (`removed`) or the new (`added`). */
export interface DiffRun {
    op: 'same' | 'removed' | 'added';
    text: string;
}
/**
 * The words a text change removed and added, in place: the common prefix and suffix as textDelta trims them, the
 * middle by a longest common subsequence of words (whitespace kept), so an edit in two places marks two places.
 */
export declare function wordDiff(before: string, after: string): DiffRun[];

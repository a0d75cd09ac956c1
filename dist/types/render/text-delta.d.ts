import type { Change } from '../core/shared/model.js';
export interface TextDelta {
    removed: string;
    added: string;
}
/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
export declare function textDelta(before: string, after: string): TextDelta;
/** The delta of a text change (description, title, instructions) when both sides are strings. */
export declare function changeTextDelta(c: Change): TextDelta | undefined;

/** Runs of whitespace as one space, ends trimmed. */
export declare function squashWhitespace(text: string): string;
/** Both strings, different, and equal once whitespace is normalized. */
export declare function onlyWhitespaceDiffers(before: unknown, after: unknown): boolean;
/** Rules that report edited text; a whitespace-only edit of that text is reported as `text-whitespace-changed` instead. */
export declare const TEXT_EDIT_RULES: ReadonlySet<string>;

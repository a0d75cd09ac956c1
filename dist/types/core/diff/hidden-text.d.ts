/** Whether the text holds a character a reviewer cannot see, emoji sequences aside. */
export declare function hasHidden(text: string): boolean;
/**
 * The hidden characters of a text, spelled out: each kind with its count, and every run of tag characters decoded to
 * the ASCII it encodes (U+E0041 is `A`), quoted and escaped as JSON so it reads as data. Bounded.
 */
export declare function describeHidden(text: string, max?: number): string;

/**
 * Lists the invisible characters in `text`, one entry per distinct character, e.g. `U+202E (right-to-left override)`.
 * Tabs and newlines are ordinary layout and are not listed.
 */
export declare function describeInvisible(text: string): string[];
/** Replaces each invisible character with a visible `⟨U+XXXX⟩` token; newlines and tabs are kept. */
export declare function revealInvisible(text: string): string;
/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
export declare function truncate(text: string, max: number): string;
export declare const DEFAULT_INLINE_MAX = 200;
/**
 * Makes untrusted text safe inside a markdown paragraph, table cell or HTML element of a PR comment:
 * one line, invisible characters made visible, truncated, no links, images, HTML, mentions, issue references,
 * emphasis, code spans or table breaks, and no way to forge this tool's hidden comment markers.
 */
export declare function escapeInline(text: string, max?: number): string;
/**
 * Untrusted text as an inline `<code>` element, for names, refs and pointers a reader may copy: GitHub makes no
 * mentions or issue references inside code, so no zero-width space is needed there (only after `@`, which the email
 * autolinker still reads), and link schemes are entity-escaped (decoded when read and copied, never a link).
 * Long code may break after `/`, `_`, `.`, `:` and `-` (`<wbr>`), so a long name, pointer or URI wraps instead of
 * widening the table; the break copies as nothing.
 */
export declare function escapeCode(text: string, max?: number): string;
/** A fence longer than any backtick run inside, so the content can never close the block early. */
export declare function codeFence(text: string): string;
/** A fenced code block holding untrusted text. `lang` is ours (trusted). */
export declare function codeBlock(text: string, lang?: string): string;
/**
 * Pretty JSON whose meaning is unchanged but which can hold no markup: `<`, `>`, `&` and invisible characters
 * (which only occur inside JSON strings) are written as `\uXXXX` escapes.
 */
export declare function safeJson(value: unknown): string;
/** A fenced ```json block of `value`. */
export declare function jsonBlock(value: unknown): string;
/**
 * A table cell's markdown: GFM splits cells on `|` even inside code spans, so each is written `\|` (read back as `|`
 * inside a code span). Outside code spans escapeInline already wrote pipes as entities.
 */
export declare function tableCell(markdown: string): string;
/** A single-line code span for untrusted text (inside a table, pass the cell through tableCell). */
export declare function codeSpan(text: string, max?: number): string;

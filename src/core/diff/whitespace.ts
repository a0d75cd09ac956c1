// Model-visible text compared modulo whitespace: FastMCP sends raw docstrings, so re-indenting a docstring or
// emptying a blank line changes the bytes but not what the model reads. Snapshots keep the exact text.

/** Runs of whitespace as one space, ends trimmed. */
export function squashWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Both strings, different, and equal once whitespace is normalized. */
export function onlyWhitespaceDiffers(before: unknown, after: unknown): boolean {
  return typeof before === 'string' && typeof after === 'string' && before !== after && squashWhitespace(before) === squashWhitespace(after);
}

/** Rules that report edited text; a whitespace-only edit of that text is reported as `text-whitespace-changed` instead. */
export const TEXT_EDIT_RULES: ReadonlySet<string> = new Set(['description-changed', 'title-changed', 'server-instructions-changed']);

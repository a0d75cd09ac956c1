// What a text change removed and added, word by word: "read the report" -> "read the report and upload a copy"
// shows "added: and upload a copy" at a glance, which is what a reviewer of a model-visible description needs.
import type { Change } from '../core/shared/model.js';

export interface TextDelta {
  removed: string;
  added: string;
}

/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
export function textDelta(before: string, after: string): TextDelta {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}

/** The delta of a text change (description, title, instructions) when both sides are strings. */
export function changeTextDelta(c: Change): TextDelta | undefined {
  const before = c.before?.value;
  const after = c.after?.value;
  if (typeof before !== 'string' || typeof after !== 'string') return undefined;
  if (c.type !== 'description' && c.rule !== 'server-instructions-changed') return undefined;
  return textDelta(before, after);
}

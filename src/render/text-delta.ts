// What a text change removed and added, word by word: "read the report" -> "read the report and upload a copy"
// shows "added: and upload a copy" at a glance, which is what a reviewer of a model-visible description needs.
import type { Change } from '../core/shared/model.js';

export interface TextDelta {
  removed: string;
  added: string;
}

/** Trims the common word prefix and suffix; the middle is what changed. Linear, so any length is fine. */
export function textDelta(before: string, after: string): TextDelta {
  const { a, b, start, endA, endB } = commonEnds(before, after);
  return { removed: a.slice(start, endA).join('').trim(), added: b.slice(start, endB).join('').trim() };
}

/** Both texts as words with their whitespace, and where their common prefix ends and common suffix starts in each. */
function commonEnds(before: string, after: string): { a: string[]; b: string[]; start: number; endA: number; endB: number } {
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
  return { a, b, start, endA, endB };
}

/** The delta of a text change (description, title, instructions) when both sides are strings. */
export function changeTextDelta(c: Change): TextDelta | undefined {
  const before = c.before?.value;
  const after = c.after?.value;
  if (typeof before !== 'string' || typeof after !== 'string') return undefined;
  if (c.type !== 'description' && c.rule !== 'server-instructions-changed') return undefined;
  return textDelta(before, after);
}

/** One run of a word diff: words both texts hold, or only the old (`removed`) or the new (`added`). */
export interface DiffRun {
  op: 'same' | 'removed' | 'added';
  text: string;
}

/** Above this many word pairs in the changed middle, it is shown as one removal and one addition (the LCS is quadratic). */
const MAX_LCS_CELLS = 1_000_000;

function pushRun(runs: DiffRun[], op: DiffRun['op'], text: string): void {
  if (text === '') return;
  const last = runs[runs.length - 1];
  if (last?.op === op) last.text += text;
  else runs.push({ op, text });
}

/**
 * The words a text change removed and added, in place: the common prefix and suffix as textDelta trims them, the
 * middle by a longest common subsequence of words (whitespace kept), so an edit in two places marks two places.
 */
export function wordDiff(before: string, after: string): DiffRun[] {
  const { a, b, start, endA, endB } = commonEnds(before, after);
  const runs: DiffRun[] = [];
  pushRun(runs, 'same', a.slice(0, start).join(''));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length * y.length > MAX_LCS_CELLS) {
    pushRun(runs, 'removed', x.join(''));
    pushRun(runs, 'added', y.join(''));
  } else {
    // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
    const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
    for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        pushRun(runs, 'same', x[i++]);
        j++;
      } else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1])) pushRun(runs, 'removed', x[i++]);
      else pushRun(runs, 'added', y[j++]);
    }
  }
  pushRun(runs, 'same', a.slice(endA).join(''));
  return runs;
}

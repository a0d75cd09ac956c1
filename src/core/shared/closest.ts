// "Did you mean": the nearest known name to a mistyped one (options, commands, rule ids).

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length];
}

/** The closest candidate within `maxEdits` edits (or one that starts with what was typed), if any. */
export function closest(typed: string, candidates: readonly string[], maxEdits = 2): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = typed.length >= 3 && c.startsWith(typed) ? 0.5 : distance(typed, c);
    if (d < bestScore) [best, bestScore] = [c, d];
  }
  return bestScore <= maxEdits ? best : undefined;
}

// Trailing runs cut by a loop from the end: `/x+$/` on server text is quadratic (each start in a run that is not at the
// end scans the run to its end), so a 16 KB `====…a` would cost 130 million steps.

/** `s` without the run of `ch` (one UTF-16 unit) at its end. */
export function withoutTrailing(s: string, ch: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === ch) end--;
  return end === s.length ? s : s.slice(0, end);
}

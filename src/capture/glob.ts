// `*` wildcard patterns (uriPatterns / excludePatterns) matched without backtracking: a URI and pattern both chosen by
// a hostile server or config must not turn one `test` into minutes of regex backtracking.

/** A pattern split at its stars: `a*b*c` -> ['a', 'b', 'c']; a pattern without a star has one part. */
function parts(pattern: string): string[] {
  return pattern.split('*');
}

/**
 * Whether `text` matches `pattern`, where `*` is any run of characters (possibly empty) and nothing else is special.
 * The first part must be a prefix and the last a suffix; each middle part is taken at its leftmost place after the
 * previous one, which is optimal for `*`-only patterns. Cost: one indexOf pass over `text` per part, no backtracking.
 */
export function globMatch(pattern: string, text: string): boolean {
  const p = parts(pattern);
  if (p.length === 1) return text === pattern;
  const first = p[0];
  const last = p[p.length - 1];
  if (text.length < first.length + last.length) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (let i = 1; i < p.length - 1; i++) {
    const part = p[i];
    if (part === '') continue;
    const hit = text.indexOf(part, at);
    if (hit === -1 || hit + part.length > end) return false;
    at = hit + part.length;
  }
  return true;
}

/** A predicate matching any of `patterns`; undefined when there are none (no filter). */
export function globMatcher(patterns: readonly string[]): ((text: string) => boolean) | undefined {
  if (patterns.length === 0) return undefined;
  const list = [...patterns];
  return (text) => list.some((p) => globMatch(p, text));
}

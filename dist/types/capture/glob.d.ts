/**
 * Whether `text` matches `pattern`, where `*` is any run of characters (possibly empty) and nothing else is special.
 * The first part must be a prefix and the last a suffix; each middle part is taken at its leftmost place after the
 * previous one, which is optimal for `*`-only patterns. Cost: one indexOf pass over `text` per part, no backtracking.
 */
export declare function globMatch(pattern: string, text: string): boolean;
/** A predicate matching any of `patterns`; undefined when there are none (no filter). */
export declare function globMatcher(patterns: readonly string[]): ((text: string) => boolean) | undefined;

// The one list comparer every keyword walker shares (properties, required names, enum values): it only sorts members
// into removed, added and kept, by a key; what a difference means is the walker's business.

export interface ListDiff<T> {
  removed: T[];
  added: T[];
  /** Members on both sides, as [before, after]. */
  kept: Array<[T, T]>;
}

/** Members of `before` and `after` matched by key, each list in its own order (a repeated member stays repeated). */
export function diffLists<T>(before: readonly T[], after: readonly T[], key: (t: T) => string): ListDiff<T> {
  const afterByKey = new Map<string, T>();
  for (const t of after) if (!afterByKey.has(key(t))) afterByKey.set(key(t), t);
  const beforeKeys = new Set(before.map(key));
  const out: ListDiff<T> = { removed: [], added: [], kept: [] };
  for (const t of before) {
    const k = key(t);
    if (afterByKey.has(k)) out.kept.push([t, afterByKey.get(k) as T]);
    else out.removed.push(t);
  }
  for (const t of after) if (!beforeKeys.has(key(t))) out.added.push(t);
  return out;
}

/** Sorted own keys of two objects, split the same way (the properties of two schemas). */
export function diffKeys(before: object, after: object): ListDiff<string> {
  const sorted = (o: object) => Object.keys(o).sort();
  return diffLists(sorted(before), sorted(after), (k) => k);
}

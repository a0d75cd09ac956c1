export interface ListDiff<T> {
    removed: T[];
    added: T[];
    /** Members on both sides, as [before, after]. */
    kept: Array<[T, T]>;
}
/** Members of `before` and `after` matched by key, each list in its own order (a repeated member stays repeated). */
export declare function diffLists<T>(before: readonly T[], after: readonly T[], key: (t: T) => string): ListDiff<T>;
/** Sorted own keys of two objects, split the same way (the properties of two schemas). */
export declare function diffKeys(before: object, after: object): ListDiff<string>;

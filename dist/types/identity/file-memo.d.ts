/** `compute(file)`, remembered for the `limit` files used last while each is unchanged. */
export declare function memoByFile<T>(compute: (file: string) => T, limit: number, now?: () => number): (file: string) => T;

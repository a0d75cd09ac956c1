/** What a name looks like on screen: NFKC, lowercase, other scripts' look-alikes folded, invisible characters gone, an override's run reversed. */
export declare function skeleton(name: string): string;
/** The characters that make `name` differ from what it looks like, as `U+0430 (looks like "a")`. */
export declare function telltales(name: string): string[];
/** Whether `name` is drawn like `other` without being it: same skeleton, and `name` holds a character that is not plain ASCII. */
export declare function impersonates(name: string, other: string): boolean;
/** The variables `after` expands reserved (`{+x}`, `{#x}`) that `before`, the same template otherwise, expanded plainly. */
export declare function reservedWidened(before: string, after: string): string[];

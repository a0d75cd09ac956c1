/** Where a clause ends: `.`, `;`, `!`, `?` before a space (a list marker "1." never ends one), or a line break. */
export declare const CLAUSE_END: RegExp;
/** The first clause that voids or outranks earlier guidance, or undefined. */
export declare function readOverride(text: string): string | undefined;
/** The first clause that tells the model to keep something from a person, or undefined. */
export declare function readSecrecy(text: string): string | undefined;
/** Where a clause's parts end: a comma sets a condition ("If you don't know the ID,") apart from the order after it. */
export declare const PART_END: RegExp;

/** The first clause that voids or outranks earlier guidance, or undefined. */
export declare function readOverride(text: string): string | undefined;
/** The first clause that tells the model to keep something from a person, or undefined. */
export declare function readSecrecy(text: string): string | undefined;

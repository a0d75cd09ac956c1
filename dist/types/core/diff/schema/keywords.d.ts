export declare const TYPES: string[];
/** Count bounds and the value an absent one means (`minItems: 0` is no bound at all). */
export declare const COUNT_LOWER_BOUNDS: Readonly<Record<string, number>>;
export declare const COUNT_UPPER_BOUNDS: string[];
export declare const NUMERIC_BOUNDS: string[];
export declare const PRESENCE_CONSTRAINTS: string[];
/** Keywords that never change what validates; a schema holding only these accepts anything. */
export declare const ANNOTATIONS: Set<string>;
/** Keywords about the document, not the instance: compared through what they affect (refs, dialect), never directly. */
export declare const DOCUMENT: Set<string>;
/** Combinators whose branch order means nothing. */
export declare const UNORDERED: Set<string>;
/** Keywords this walk understands; any other keyword that differs is a review. */
export declare const HANDLED: Set<string>;
export declare const COMBINATORS: Set<string>;

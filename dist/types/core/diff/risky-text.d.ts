import type { JsonValue } from '../shared/model.js';
export interface RiskyMatch {
    /** JSON pointer of the text in the definition, e.g. `/inputSchema/properties/path/description`. */
    pointer: string;
    /** What the text does, as a phrase: `asks to ignore earlier instructions`. */
    what: string;
}
/**
 * Risky passages an edit adds: every model-visible string of `after` (descriptions, titles, new properties and
 * arguments, enum and const values; hidden characters in any string or key) screened for passages `before` did not
 * already hold anywhere. One match per pointer, in document order. `before` undefined screens a whole new definition.
 */
export declare function riskyAdditions(before: JsonValue | undefined, after: JsonValue): RiskyMatch[];
/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) and enum/const values
 * anywhere in it are matched against the patterns; every string, names and keys included, is checked for hidden
 * characters. Bounded walk.
 */
export declare function riskyText(definition: JsonValue): RiskyMatch | undefined;

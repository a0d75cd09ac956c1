import type { JsonObject } from '../shared/model.js';
/** Where a notice was found and what follows the marker (the text dates and the successor are read from). */
export interface Notice {
    /** JSON pointer of the text: `/description`, `/title` or `/annotations/title`. */
    pointer: string;
    rest: string;
}
/** The default markers in the order they are tried (exported so a test runs each on adversarial text). */
export declare const DEFAULT_MARKERS: readonly RegExp[];
/**
 * A configured house marker: at the start in any case; elsewhere only as written and followed by `:` `(` `[` (servers
 * append "DEPRECATED: Use x instead.", while a lowercase "deprecated" mid-sentence is prose).
 */
export declare function houseMarkerRest(text: string, marker: string): string | undefined;
/** The text after a default marker in `text`, or undefined when the text states no deprecation of its own. */
export declare function defaultMarkerRest(text: string): string | undefined;
/** The first deprecation notice in a definition's own description or title: the house marker first, then the defaults. */
export declare function deprecationNotice(definition: JsonObject, houseMarker?: string): Notice | undefined;
/** Names a notice puts forward as the successor: quoted or backticked, or the word after `use`, `replaced by`, .... */
export declare const SUCCESSOR: RegExp;
/**
 * The capability a deprecation notice names as its successor, as a ref of the notice's own kind. A served name wins
 * (the first such word or `code span` of the notice's first sentence, as before); else a name the notice puts forward
 * in quotes, backticks or after `use` that reads as an identifier (`people_search_exa`, `webSearch`), so prose
 * ("Use the new API") never invents one.
 */
export declare function successorNamed(notice: string, selfRef: string, served: (ref: string) => boolean): string | undefined;

import type { JsonObject } from '../shared/model.js';
/** Where a notice was found and what follows the marker (the text dates and the successor are read from). */
export interface Notice {
    /** JSON pointer of the text: `/description`, `/title` or `/annotations/title`. */
    pointer: string;
    rest: string;
    /** The whole text the notice is in (bounded as read). */
    text: string;
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
/** Names a notice puts forward as the successor: `use x`, `replaced by x`, `superseded by x`, `replacement: x`, .... */
export declare const SUCCESSOR: RegExp;
/**
 * The phrase that says the name before it is the successor: `x replaces this tool`, `x supersedes it`, `x is the
 * replacement`. The name is then read back from the text just before the phrase (NAME_BEFORE), so no pattern scans
 * the text for a name at every position.
 */
export declare const SUCCESSOR_BEFORE: RegExp;
export declare const NAME_BEFORE: RegExp;
/**
 * The capability a deprecation notice names as its replacement, as a ref of the notice's own kind: the name a
 * replacement phrase puts forward (`use x instead`, `superseded by "x"`, `x replaces this`, in any quotes), served or
 * not, a served one first; a companion the notice merely mentions ("works with `list_runs`; use `get_run` instead")
 * is never the successor. Without such a phrase, only a served name standing alone after the marker (`Deprecated: \`x\`.`) is one.
 * Prose ("Use the new API") never invents one. `whole`: the capability's full text, read for the phrases that name
 * the successor before saying it replaces this one.
 */
export declare function successorNamed(notice: string, selfRef: string, served: (ref: string) => boolean, whole?: string): string | undefined;

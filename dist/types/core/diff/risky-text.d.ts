import type { JsonValue } from '../shared/model.js';
import { type DataMovement } from './data-movement.js';
export interface RiskyMatch {
    /** JSON pointer of the text in the definition, e.g. `/inputSchema/properties/path/description`. */
    pointer: string;
    /** What the text does, as a phrase: `asks to ignore earlier instructions`. */
    what: string;
    /** Which cue matched, a stable word for tooling: `exfiltration`, `tool-shadowing`, `invisible-characters`, .... */
    cue: string;
    /** For `data-movement`: what the text tells the model to gather, where to put it, and the sentence that says so. */
    movement?: DataMovement;
}
/** The cues' patterns as run (global), exported so a test runs each on adversarial text. */
export declare const GLOBAL: {
    re: RegExp;
    cue: string;
    what: string;
}[];
/** The seven things an added passage can do that a person must read, and which detector cue is which. */
export declare const CUE_CLASSES: readonly ["data-movement", "outbound-destination", "agent-instruction", "secrecy", "other-tool", "credentials", "invisible-characters"];
export type CueClass = (typeof CUE_CLASSES)[number];
/** A cue's class; a cue this version does not know reads as an instruction (never as no cue). */
export declare function cueClass(cue: string): CueClass;
/** Words for a cue class in a message: `reference to another tool`. */
export declare const CUE_CLASS_WORDS: Readonly<Record<CueClass, string>>;
/**
 * Risky passages an edit adds: every model-visible string of `after` (descriptions, titles, new properties and
 * arguments, enum and const values; hidden characters in any string or key) screened for passages `before` did not
 * already hold anywhere. One match per pointer, in document order. `before` undefined screens a whole new definition.
 */
export declare function riskyAdditions(before: JsonValue | undefined, after: JsonValue): RiskyMatch[];
/**
 * Every cue an edit adds, by pointer of the edited string: the risky passages (all of them, not only the first) and,
 * given the names of the server's tools (lowercase), a name of one of them the text did not hold before (`names-other-tool`:
 * not risky alone, but no longer a plain rewording). What triages a description or title edit.
 */
export declare function cuesAdded(before: JsonValue | undefined, after: JsonValue, others?: ReadonlySet<string>): Map<string, RiskyMatch[]>;
/** The cue classes of matches, each once, in CUE_CLASSES order. */
export declare function cueClassesOf(matches: readonly RiskyMatch[]): CueClass[];
/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) and enum/const values
 * anywhere in it are matched against the patterns; every string, names and keys included, is checked for hidden
 * characters. Bounded walk.
 */
export declare function riskyText(definition: JsonValue): RiskyMatch | undefined;

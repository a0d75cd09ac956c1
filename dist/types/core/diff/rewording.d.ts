import type { ParamValue } from '../shared/model.js';
/** The edits the classifier triages: each carries `params.cues`, the cue classes its new text adds. */
export declare const TRIAGED_TEXT_RULES: ReadonlySet<string>;
interface Triaged {
    rule: string;
    params?: Readonly<Record<string, ParamValue>>;
}
/** The cue classes a triaged edit adds; undefined for other rules and for changes stored before triage (unknown). */
export declare function cuesOf(c: Triaged): readonly string[] | undefined;
/** A description or title edit that adds no cue: reworded. A change stored without `cues` is never one. */
export declare function isPlainRewording(c: Triaged): boolean;
/** What `reworded=follow` and `approve --reworded` may take: plain rewordings, and text that changed only in whitespace. */
export declare function isCueFreeTextEdit(c: Triaged): boolean;
export {};

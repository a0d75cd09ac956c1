import type { Change } from '../core/shared/model.js';
/** Row leads and the changes each one tells; every change not told is its own lead. */
export interface Folded {
    leads: Change[];
    told: Map<Change, Change[]>;
}
/** Splits changes into row leads and what each lead tells; a told change's own told changes move up to its lead. */
export declare function foldCauses(changes: readonly Change[]): Folded;
/** Told changes of one rule and severity: the line a row adds for them. */
export interface ToldLine {
    rule: string;
    severity: Change['severity'];
    /** The capabilities (or surfaces, for server changes) they are on, each once. */
    refs: string[];
    /** Their fields, each once. */
    pointers: string[];
    changes: Change[];
}
/** A told change's own advice a reviewer acts on, shown under it: a deprecation's config entry to paste. */
export declare function toldHint(c: Change): string | undefined;
/** Told changes by rule and severity, in the order they came. */
export declare function toldLines(told: readonly Change[]): ToldLine[];

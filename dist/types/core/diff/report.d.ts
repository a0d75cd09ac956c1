import type { Change, Finding, Report, Summary } from '../shared/model.js';
/** Attaches the registry's type, default severity and wording, and the fingerprint. Throws on an unknown rule id. */
export declare function toChange(f: Finding): Change;
/** Reading order of a change: risky text (-1), then breaking (0), review (1), safe (2). Renderers sort rows by it too. */
export declare const changeRank: (c: Pick<Change, "rule" | "severity">) => number;
/**
 * Risky text first, then breaking > review > safe, then surface, kind, refs; rule, pointer, the rule's identity (the
 * host, then the check) and fingerprint break ties.
 */
export declare function compareChanges(a: Change, b: Change): number;
export declare function summarize(changes: readonly Change[]): Summary;
export declare function buildReport(server: string, labels: {
    base: string;
    head: string;
}, changes: readonly Change[], ignored: readonly Change[]): Report;

import type { Report } from '../core/shared/model.js';
export declare const SARIF_DRIFT_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
/** Where a report's head snapshot is committed: its path as the reader sees it, and its text when it could be read. */
export interface SnapshotLocation {
    /** Relative to the repository root (or the working directory); an absolute path becomes a file URL. */
    path: string;
    text?: string;
}
export type SarifDriftEntry = {
    report: Report;
    snapshot?: SnapshotLocation;
} | {
    server: string;
    error: string;
    snapshot?: SnapshotLocation;
};
export interface SarifDriftOptions {
    /** The tool's version (semanticVersion); left out when unknown. */
    version?: string;
    informationUri?: string;
    /** Absolute directory the relative snapshot paths start from (written as %SRCROOT%). */
    root?: string;
    /** Fingerprints signed off in this run: their results carry an external suppression, as code scanning expects. */
    approved?: ReadonlySet<string>;
}
/** Untrusted text as SARIF plain text: one visible line, `[`/`]`/`\` escaped (SARIF embedded links), no pings. */
export declare function sarifText(text: string, max?: number): string;
/**
 * The 1-based line of `"ref": REF` of the capability in the surface, in a snapshot written as committed (two-space
 * indented, sorted keys: surface keys at depth 2, item refs at depth 7). Strings never span lines in that form, so a
 * hostile description cannot forge a matching line; any other layout answers undefined.
 */
export declare function capabilityLine(text: string, surface: string, ref: string): number | undefined;
/**
 * Every capability's line in one pass, keyed by surface and ref (the first of each). Read once per snapshot: a line
 * looked up by scanning the text per change made a 50,000-change SARIF report quadratic (120 s against 3 s for JSON).
 */
export declare function capabilityLines(text: string): Map<string, number>;
/** One SARIF 2.1.0 log (one run) for the reports of a run's servers. */
export declare function renderSarifDrift(entries: readonly SarifDriftEntry[], opts?: SarifDriftOptions): string;

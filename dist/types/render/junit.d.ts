import type { Report } from '../core/shared/model.js';
/** Text or attribute value made inert in XML; no CDATA is used, so `]]>` needs nothing beyond `>` escaped. */
export declare function xmlText(value: string): string;
export interface JunitOptions {
    /** Fingerprints signed off in this run (the Action's code-owner sign-off): those changes pass. */
    approved?: ReadonlySet<string>;
}
/** A server that has no report: its snapshot is missing, so nothing could be compared. */
export interface NoReport {
    server: string;
    error: string;
}
/** JUnit XML for one report per server (a server without one is an error suite). */
export declare function renderJunit(reports: readonly (Report | NoReport)[], opts?: JunitOptions): string;

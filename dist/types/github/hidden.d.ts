export declare const MARKER_PREFIX = "<!-- mcp-contract:";
export declare const DATA_PREFIX = "<!-- mcp-contract-data:";
/** Head shas kept in the hidden data; older ones stop carrying sign-off (a reviewer can approve again). */
export declare const MAX_SHAS = 100;
/** What one evaluation records for the next. */
export interface HiddenData {
    v: 1;
    /** Head commit this comment was written for. */
    sha: string;
    /** Sorted fingerprints of the changes that needed sign-off at `sha`. */
    fingerprints: string[];
    /** Every evaluated head sha (oldest first, `sha` last) at which exactly this fingerprint set needed sign-off. */
    shas: string[];
    /** When this fingerprint set was first seen (ISO time); a sign-off label applied before then is stale. */
    since: string;
}
/**
 * The hidden marker line for one config and server set. Hashed so no path or server name (PR-controlled) can
 * put `-->` or markup into the marker.
 */
export declare function markerFor(configPath: string, servers: readonly string[]): string;
export declare function encodeHiddenData(data: HiddenData): string;
/**
 * Reads the hidden data from a comment body. Garbage, a wrong version or more than one data block (someone
 * managed to add a second) all give undefined, which callers treat as "no trusted history".
 */
export declare function readHiddenData(body: unknown): HiddenData | undefined;
/** True when `previous` recorded exactly the set of fingerprints in `current`. */
export declare function sameFingerprints(previous: HiddenData | undefined, current: readonly string[]): boolean;
/**
 * The hidden data to write now: the sha history continues while the fingerprint set needing sign-off is unchanged
 * and restarts (with `now` as its start) when the set changes or there was no trusted history.
 */
export declare function nextHiddenData(previous: HiddenData | undefined, headSha: string, fingerprints: readonly string[], now: Date): HiddenData;

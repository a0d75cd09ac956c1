/** What the summary reads of a store (structurally: approval.ts holds the store and imports this file's types). */
interface SourcedStore {
    source?: ApprovalSource;
    capabilities: Record<string, {
        state: string;
        approval?: {
            by: string;
            at: string;
            who?: string;
        };
    }>;
}
/** A newer release of the same server that the registry lists and whose statement verified; never approved by it. */
export interface NewerRelease {
    version: string;
    /** sha256 of its verified statement. */
    statementDigest: string;
    /** Who signed it (the workflow, or a key's hint). */
    signer: string;
    checkedAt: string;
}
export interface SignedReleaseSource {
    kind: 'signed-release';
    /** The registry the entry was read from (its base URL). */
    registry: string;
    /** NAME@VERSION as the registry lists it. */
    release: string;
    /** Who signed, as the signature check verified it: the signing workflow (else repository), or a key's hint. */
    signer: string;
    /** sha256 of the verified statement's exact bytes. */
    statementDigest: string;
    /** When this guard last verified it. */
    verifiedAt: string;
    newer?: NewerRelease;
    /** The store's signature over the source (guard/store-key.ts); absent in memory once verified. */
    mac?: string;
}
export interface FirstUseSource {
    kind: 'first-use';
    /** The approved snapshot file, as the guard was given it. */
    snapshot: string;
    /** When a guard first served from this snapshot. */
    since: string;
    mac?: string;
}
/** A gateway member whose signed release did not verify: nothing is approved from it (every capability is held). */
export interface RefusedReleaseSource {
    kind: 'refused-release';
    release: string;
    /** The check that refused it, in one line. */
    reason: string;
    at: string;
    mac?: string;
}
export type ApprovalSource = SignedReleaseSource | FirstUseSource | RefusedReleaseSource;
/**
 * The source a guard starting now records: a first-use snapshot keeps the date it was first used. A signed release is
 * this start's verification whole (a newer release found by an earlier start and not found now is not carried).
 */
export declare function nextSource(previous: ApprovalSource | undefined, current: ApprovalSource): ApprovalSource;
/** One server's approvals by where they came from, as status and the console show them. */
export interface SourceSummary {
    /** The baseline's source; absent when the store records none (a store written before, or a forged one dropped). */
    baseline?: ApprovalSource;
    /** Approved capabilities the baseline approves (not a decision of the store's). */
    fromBaseline: number;
    /** Approved by a person (`approve`, the console): the latest of them. */
    byPerson: number;
    lastPerson?: {
        who?: string;
        at: string;
    };
    /** Followed by the change policy (safe=follow, reworded=follow). */
    followed: number;
}
export declare function summarizeSources(store: SourcedStore): SourceSummary;
/** The baseline in words (plain text: callers escape it for their medium). */
export declare function baselineWords(source: ApprovalSource | undefined): string;
/** "a newer verified release ... is listed" when there is one. */
export declare function newerWords(source: ApprovalSource | undefined): string | undefined;
export {};

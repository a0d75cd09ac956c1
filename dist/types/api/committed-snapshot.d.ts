import type { Capability, Snapshot } from '../core/shared/model.js';
export interface CommittedSnapshot {
    /** The file's text. */
    text: string;
    /** Its bytes, which the next read is compared with. */
    bytes: Buffer;
    /** The parsed, validated snapshot: shared between checks of the same content, never to be edited. */
    snapshot: Snapshot;
    /** contractOf(snapshot): what sameContract compares of it. */
    contract: Snapshot;
    /**
     * Its capabilities whose digest holds (capabilitiesWithTrueDigests), found when the same content is checked a second
     * time: a file checked once is walked, which costs less than hashing it again.
     */
    trueDigests?: WeakSet<Capability>;
}
/**
 * The snapshot at `path` (absolute), read now; parsed and validated afresh unless its bytes are those last parsed
 * for that path (compared whole, never by size or time). Undefined where `existsSync(path)` is false; throws UsageError
 * as readSnapshot does, and a failure is not kept.
 */
export declare function readCommittedSnapshot(path: string, label: string): CommittedSnapshot | undefined;
/**
 * sameContract(committed.snapshot, live), with the committed side's contract made once for its file's content.
 * `capturedHere`: live is a capture of this call, whose digests hold by construction; a snapshot handed in by the
 * caller is compared member by member.
 */
export declare function matchesCommitted(committed: CommittedSnapshot, live: Snapshot, capturedHere: boolean): boolean;

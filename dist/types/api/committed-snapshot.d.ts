import type { Snapshot } from '../core/shared/model.js';
export interface CommittedSnapshot {
    /** The file's text as read this time. */
    text: string;
    /** The parsed, validated snapshot: shared between checks of the same content, never to be edited. */
    snapshot: Snapshot;
    /** contractOf(snapshot): what sameContract compares of it. */
    contract: Snapshot;
}
/**
 * The snapshot at `path` (absolute), read now; parsed and validated afresh unless its text is the text last parsed
 * for that path (compared whole, not by size or time). Undefined where `existsSync(path)` is false; throws UsageError
 * as readSnapshot does, and a failure is not kept.
 */
export declare function readCommittedSnapshot(path: string, label: string): CommittedSnapshot | undefined;
/** sameContract(committed.snapshot, live), with the committed side's contract made once for its file's content. */
export declare function matchesCommitted(committed: CommittedSnapshot, live: Snapshot): boolean;

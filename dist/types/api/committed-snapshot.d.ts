import type { Capability, Snapshot } from '../core/shared/model.js';
export interface CommittedSnapshot {
    /** The file's text. */
    text: string;
    /** Its bytes, which the next read is compared with. */
    bytes: Buffer;
    /** The parsed, validated snapshot: shared between checks of the same content, never to be edited. */
    snapshot: Snapshot;
    /** contractOf(snapshot): what sameContract compares of it, made when it is first compared. */
    contract?: Snapshot;
    /**
     * Its capabilities whose digest holds (capabilitiesWithTrueDigests), found when the same content is checked a second
     * time: a file checked once is walked, which costs less than hashing it again.
     */
    trueDigests?: WeakSet<Capability>;
}
/** The committed file as one check read it: kept from an earlier check of the same bytes, or parsed and unvalidated. */
export declare class CommittedFile {
    private readonly path;
    private readonly label;
    readonly text: string;
    private readonly bytes;
    private readonly value;
    private entry;
    constructor(path: string, label: string, text: string, bytes: Buffer, value: unknown, entry?: CommittedSnapshot);
    /** The name a capture compared with this file is bound to: the file's own, validated first when it is not a name. */
    get server(): string;
    /** The validated snapshot, kept for the next check of the same bytes; throws UsageError naming the file where invalid. */
    validated(): CommittedSnapshot;
    /**
     * Whether the file's contract is `live`'s. `capturedHere`: live is a capture of this call, whose digests hold by
     * construction; a snapshot handed in by the caller is validated against and compared member by member.
     */
    matches(live: Snapshot, capturedHere: boolean): boolean;
}
/**
 * The snapshot file at `path` (absolute), read now: kept whole when its bytes are those last kept for that path
 * (compared whole, never by size or time), else parsed with its format checked. Undefined where `existsSync(path)` is
 * false; throws UsageError as readSnapshot does for a file that cannot be read, is no JSON, or is of a newer format.
 */
export declare function readCommittedFile(path: string, label: string): CommittedFile | undefined;

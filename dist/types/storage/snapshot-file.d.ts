import { type FileHandle } from 'node:fs/promises';
import type { Capability, Snapshot } from '../core/shared/model.js';
export declare function parseSnapshot(text: string, label: string): Snapshot;
/**
 * The JSON of a snapshot file, its format checked (a newer mcp-contract's file says to upgrade) but nothing else:
 * assertSnapshot validates it.
 */
export declare function parseSnapshotJson(text: string, label: string): unknown;
/** Throws UsageError naming `label` and the first error where `value` is no valid snapshot. */
export declare function assertSnapshot(value: unknown, label: string): asserts value is Snapshot;
/**
 * `label` names the file in errors as the user wrote it (default the path). The reads are synchronous: a snapshot is
 * one small file, and four round trips through libuv's thread pool (lstat, open, read, close) were a third of an
 * in-process check's time (issue 29), more on a loaded machine.
 */
export declare function readSnapshot(path: string, label?: string): Promise<Snapshot>;
/** The text of the snapshot file at `path`: a regular file, never read through a symbolic link. */
export declare function readSnapshotText(path: string, label?: string): string;
/**
 * The bytes of the snapshot file at `path` as readSnapshotText reads it, or undefined where `existsSync(path)` is false
 * (no entry, a link to nothing, a directory on the way that cannot be searched). Undecoded, and read into `into` when
 * it is large enough (the result is then a view of it, valid until the next read into it): a caller that checks the
 * same file again and again compares the bytes with those it kept, and allocates and decodes nothing while they are
 * the same. A regular file opened without following a link takes four system calls (open, fstat, one read, close);
 * any other outcome of the open (no entry, a link, a permission) takes the lstat-first path, which says what it is.
 */
export declare function readSnapshotBytesIfAny(path: string, label?: string, into?: Buffer): Buffer | undefined;
export declare function serializeSnapshot(snapshot: Snapshot): string;
/**
 * Writes through a temp file in the same directory and renames it over the target. The target is never a symbolic
 * link (rename would replace the link, but refusing says so); the temp file is created exclusively, so a link planted
 * under its name is not followed. Any failure is one line naming the file, exit 5. `mode` is the file's from its
 * creation (0600 for a file holding secrets: never readable by others, not even between the write and a chmod).
 */
export declare function writeFileAtomic(path: string, text: string | Iterable<string>, root?: string, mode?: number): Promise<void>;
/**
 * `text` as UTF-8, encoded a slice at a time: `writeFile(text)` encodes it whole first, and a 5,000-tool snapshot's
 * 16 MB of text then held as much again in one buffer at the capture's peak (issue 55: peak RSS against a bare
 * client). A slice never ends between the two halves of a surrogate pair, which would encode as two U+FFFD.
 * `scratch`: a buffer to encode into when it holds a slice (writePieces lends its own), else one is allocated.
 */
export declare function writeText(fh: FileHandle, text: string, chunk?: number, scratch?: Buffer): Promise<void>;
/**
 * The pieces' text as UTF-8, gathered into one reused buffer and written each time it fills: the whole text is never
 * held (a piece larger than the buffer is written by writeText, through the same buffer). A piece is a whole JSON
 * value or punctuation, so no surrogate pair is split between two pieces.
 */
export declare function writePieces(fh: FileHandle, pieces: Iterable<string>, size?: number): Promise<void>;
/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
export declare function writeSnapshot(path: string, snapshot: Snapshot, root?: string): Promise<void>;
/**
 * writeSnapshot for a snapshot the CLI captured and wrote untouched: each definition buildCapability wrote key-sorted
 * is written without walking it again (about half of writing a 5,000-tool snapshot, issue 55). The public writeSnapshot
 * sorts every definition, since a library caller may have edited one after its capture.
 */
export declare function writeCapturedSnapshot(path: string, snapshot: Snapshot, root?: string): Promise<void>;
/**
 * Whether a committed snapshot already says what a live capture says. A snapshot written before format 2 records no
 * protocol eras: it matches when everything else does, so upgrading mcp-contract alone never fails a check.
 */
export declare function sameSnapshot(withCode: Snapshot, liveWithCode: Snapshot): boolean;
/**
 * The contract alone, without how it was observed: the launch identity and each era's transport are gone, so a server
 * captured in this process (no transport, no launch) and the same server captured from its command compare equal.
 */
export declare function withoutObservation(snapshot: Snapshot): Snapshot;
/**
 * Whether two snapshots hold the same contract, however each was observed (in this process, over stdio or HTTP).
 * sameSnapshot is stricter: `check` keeps a committed file equal to what `mcp-contract snapshot` writes today.
 */
export declare function sameContract(committed: Snapshot, live: Snapshot): boolean;
/**
 * What sameContract compares of a snapshot: the contract alone (withoutObservation). `against` is the committed
 * snapshot's format when `snapshot` is the live side: against a file written before format 2, the eras it could not
 * record are left out (sameSnapshot's rule).
 */
export declare function contractOf(snapshot: Snapshot, against?: string): Snapshot;
/**
 * sameContract with the committed side's contractOf already made (a file checked again and again keeps it): equal
 * when both write the same key-sorted JSON, found by jsonEqual's walk (it writes no text), or by the texts where only
 * they can tell (a key set to undefined, which no text writes). With `trueDigests` (the committed capabilities whose
 * digest holds, and `live` captured here, so that every digest of it holds), a capability of each with the same digest
 * has the same definition, which is then not walked: the definitions were most of what a repeated check compared.
 */
export declare function sameContractAs(committedContract: Snapshot, committedFormat: string, live: Snapshot, trueDigests?: WeakSet<Capability>): boolean;
/**
 * The capabilities of `snapshot` whose digest is what their definition and origin hash to (digestOf; the capture binds
 * a digest to the name the server gives itself, else to the snapshot's). A digest that does not hold (a file edited
 * by hand, a lossless digest beside its display form) is left out, and its definition is compared member by member.
 */
export declare function capabilitiesWithTrueDigests(snapshot: Snapshot): WeakSet<Capability>;

// The committed snapshot a test runner's matcher compares with on every check (not exported from the package). The
// file is read on every check; its parse, its validation and the text sameContract compares are made once per content:
// a test file checks its servers again and again against the same few files, and those three were most of a repeated
// in-process check's own time (issue 29). What is kept is only ever read, and only added to (trueDigests).
import { capabilitiesWithTrueDigests, contractOf, parseSnapshot, readSnapshotBytesIfAny, sameContractAs } from '../storage/snapshot-file.js';
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

/** Files whose parse is kept; a suite with more snapshots than this parses the oldest again when it returns to them. */
const KEPT = 64;
const kept = new Map<string, CommittedSnapshot>();
/**
 * What each read goes into, grown to the largest file read up to SCRATCH_MAX: a check of an unchanged file allocates
 * nothing for it. A larger file is read into a buffer of its own, so one huge snapshot does not stay held.
 */
let scratch = Buffer.allocUnsafeSlow(0);
const SCRATCH_MAX = 4 * 1024 * 1024;

/**
 * The snapshot at `path` (absolute), read now; parsed and validated afresh unless its bytes are those last parsed
 * for that path (compared whole, never by size or time). Undefined where `existsSync(path)` is false; throws UsageError
 * as readSnapshot does, and a failure is not kept.
 */
export function readCommittedSnapshot(path: string, label: string): CommittedSnapshot | undefined {
  const read = readSnapshotBytesIfAny(path, label, scratch);
  if (read === undefined) return undefined;
  if (scratch.length <= read.length && read.length < SCRATCH_MAX) scratch = Buffer.allocUnsafeSlow(Math.min(read.length * 2 + 1, SCRATCH_MAX));
  const last = kept.get(path);
  if (last !== undefined && last.bytes.equals(read)) {
    last.trueDigests ??= capabilitiesWithTrueDigests(last.snapshot);
    return last;
  }
  // Kept beyond the next read, so copied out of the scratch buffer.
  const bytes = Buffer.from(read);
  const text = bytes.toString('utf8');
  const snapshot = parseSnapshot(text, label);
  const entry: CommittedSnapshot = { text, bytes, snapshot, contract: contractOf(snapshot) };
  kept.delete(path);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(path, entry);
  return entry;
}

/**
 * sameContract(committed.snapshot, live), with the committed side's contract made once for its file's content.
 * `capturedHere`: live is a capture of this call, whose digests hold by construction; a snapshot handed in by the
 * caller is compared member by member.
 */
export function matchesCommitted(committed: CommittedSnapshot, live: Snapshot, capturedHere: boolean): boolean {
  return sameContractAs(committed.contract, committed.snapshot.format, live, capturedHere ? committed.trueDigests : undefined);
}

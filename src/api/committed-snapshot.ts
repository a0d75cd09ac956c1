// The committed snapshot a test runner's matcher compares with on every check (not exported from the package). The
// file is read on every check; its parse, its validation and the text sameContract compares are made once per content:
// a test file checks its servers again and again against the same few files, and those three were most of a repeated
// in-process check's own time (issue 29). What is kept is only ever read, and only added to (contract, trueDigests).
//
// A file seen for the first time is parsed but not validated before the capture: when it holds exactly what writing
// the live capture would write (the matcher wrote it from this server, nothing changed since), it is valid as that
// capture is, and its contract is that capture's. Compiling the validator and walking both contracts were about a
// tenth of a test file's first check (issue 29). Any other file is validated before it is compared, or before a
// capture error is reported, so a malformed file still reads as one line naming it.
import { assertSnapshot, capabilitiesWithTrueDigests, contractOf, parseSnapshotJson, readSnapshotBytesIfAny, sameContractAs, serializeSnapshot } from '../storage/snapshot-file.js';
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

/** Files whose parse is kept; a suite with more snapshots than this parses the oldest again when it returns to them. */
const KEPT = 64;
const kept = new Map<string, CommittedSnapshot>();
/**
 * What each read goes into, grown to the largest file read up to SCRATCH_MAX: a check of an unchanged file allocates
 * nothing for it. A larger file is read into a buffer of its own, so one huge snapshot does not stay held.
 */
let scratch = Buffer.allocUnsafeSlow(0);
const SCRATCH_MAX = 4 * 1024 * 1024;

/** The committed file as one check read it: kept from an earlier check of the same bytes, or parsed and unvalidated. */
export class CommittedFile {
  private entry: CommittedSnapshot | undefined;

  constructor(
    private readonly path: string,
    private readonly label: string,
    readonly text: string,
    private readonly bytes: Buffer,
    private readonly value: unknown,
    entry?: CommittedSnapshot,
  ) {
    this.entry = entry;
  }

  /** The name a capture compared with this file is bound to: the file's own, validated first when it is not a name. */
  get server(): string {
    const name = (this.value as { server?: unknown } | null)?.server;
    return typeof name === 'string' && name !== '' ? name : this.validated().snapshot.server;
  }

  /** The validated snapshot, kept for the next check of the same bytes; throws UsageError naming the file where invalid. */
  validated(): CommittedSnapshot {
    if (this.entry === undefined) {
      assertSnapshot(this.value, this.label);
      this.entry = keep(this.path, { text: this.text, bytes: this.bytes, snapshot: this.value });
    }
    return this.entry;
  }

  /**
   * Whether the file's contract is `live`'s. `capturedHere`: live is a capture of this call, whose digests hold by
   * construction; a snapshot handed in by the caller is validated against and compared member by member.
   */
  matches(live: Snapshot, capturedHere: boolean): boolean {
    if (this.entry === undefined && capturedHere && this.text === serializeSnapshot(live)) {
      // The text a write of `live` gives: valid as live is, and the same contract.
      this.entry = keep(this.path, { text: this.text, bytes: this.bytes, snapshot: this.value as Snapshot });
      return true;
    }
    const committed = this.validated();
    committed.contract ??= contractOf(committed.snapshot);
    return sameContractAs(committed.contract, committed.snapshot.format, live, capturedHere ? committed.trueDigests : undefined);
  }
}

function keep(path: string, entry: CommittedSnapshot): CommittedSnapshot {
  kept.delete(path);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(path, entry);
  return entry;
}

/**
 * The snapshot file at `path` (absolute), read now: kept whole when its bytes are those last kept for that path
 * (compared whole, never by size or time), else parsed with its format checked. Undefined where `existsSync(path)` is
 * false; throws UsageError as readSnapshot does for a file that cannot be read, is no JSON, or is of a newer format.
 */
export function readCommittedFile(path: string, label: string): CommittedFile | undefined {
  const read = readSnapshotBytesIfAny(path, label, scratch);
  if (read === undefined) return undefined;
  if (scratch.length <= read.length && read.length < SCRATCH_MAX) scratch = Buffer.allocUnsafeSlow(Math.min(read.length * 2 + 1, SCRATCH_MAX));
  const last = kept.get(path);
  if (last !== undefined && last.bytes.equals(read)) {
    last.trueDigests ??= capabilitiesWithTrueDigests(last.snapshot);
    return new CommittedFile(path, label, last.text, last.bytes, last.snapshot, last);
  }
  // Kept beyond the next read, so copied out of the scratch buffer.
  const bytes = Buffer.from(read);
  const text = bytes.toString('utf8');
  return new CommittedFile(path, label, text, bytes, parseSnapshotJson(text, label));
}

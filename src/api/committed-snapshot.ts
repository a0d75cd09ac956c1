// The committed snapshot a test runner's matcher compares with on every check (not exported from the package). The
// file is read on every check; its parse, its validation and the text sameContract compares are made once per content:
// a test file checks its servers again and again against the same few files, and those three were most of a repeated
// in-process check's own time (issue 29). What is kept is only ever read.
import { contractOf, parseSnapshot, readSnapshotTextIfAny, sameContractAs } from '../storage/snapshot-file.js';
import type { Snapshot } from '../core/shared/model.js';

export interface CommittedSnapshot {
  /** The file's text as read this time. */
  text: string;
  /** The parsed, validated snapshot: shared between checks of the same content, never to be edited. */
  snapshot: Snapshot;
  /** contractOf(snapshot): what sameContract compares of it. */
  contract: Snapshot;
}

/** Files whose parse is kept; a suite with more snapshots than this parses the oldest again when it returns to them. */
const KEPT = 64;
const kept = new Map<string, CommittedSnapshot>();

/**
 * The snapshot at `path` (absolute), read now; parsed and validated afresh unless its text is the text last parsed
 * for that path (compared whole, not by size or time). Undefined where `existsSync(path)` is false; throws UsageError
 * as readSnapshot does, and a failure is not kept.
 */
export function readCommittedSnapshot(path: string, label: string): CommittedSnapshot | undefined {
  const text = readSnapshotTextIfAny(path, label);
  if (text === undefined) return undefined;
  const last = kept.get(path);
  if (last !== undefined && last.text === text) return last;
  const snapshot = parseSnapshot(text, label);
  const entry: CommittedSnapshot = { text, snapshot, contract: contractOf(snapshot) };
  kept.delete(path);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(path, entry);
  return entry;
}

/** sameContract(committed.snapshot, live), with the committed side's contract made once for its file's content. */
export function matchesCommitted(committed: CommittedSnapshot, live: Snapshot): boolean {
  return sameContractAs(committed.contract, committed.snapshot.format, live);
}

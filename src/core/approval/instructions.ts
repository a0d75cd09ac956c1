// The server's instructions (issue 51): model-visible text the guard passes only when approved. The approved snapshot
// approves its own text; a person approves new text by its digest (approve --all-held, the console), recorded in the
// store and signed like every approval. Pure: the guard's publication records what the server gives, the face asks.
import { sha256 } from '../shared/canonical.js';
import type { Snapshot } from '../shared/model.js';

export interface InstructionsRecord {
  /** What the server gave at its last capture; absent when it gave none. */
  live?: { digest: string; text: string };
  /** A person's approval of text other than the approved snapshot's. */
  approved?: { digest: string; text: string; by: 'human'; at: string };
  /** The approved snapshot's text (what a client got before), kept so status and the console show what changed. */
  snapshot?: string;
  /** `held`: the live text is neither the snapshot's nor the person's approved text, and is withheld. */
  state: 'approved' | 'held';
  /** The store's signature over `approved` (guard/store-key.ts); absent in memory once verified. */
  mac?: string;
}

export function instructionsDigest(text: string): string {
  return `sha256:${sha256(text)}`;
}

/** The approved snapshot's instructions for a surface (what the face always compared with). */
export function snapshotInstructions(snapshot: Snapshot, surface: string): string | undefined {
  return snapshot.surfaces[surface]?.server?.instructions;
}

/** Whether text may reach the client: the snapshot's own, or the text a person approved (by digest). */
export function instructionsApproved(text: string, snapshot: Snapshot, surface: string, record: InstructionsRecord | undefined): boolean {
  return text === snapshotInstructions(snapshot, surface) || (record?.approved !== undefined && record.approved.digest === instructionsDigest(text));
}

/** The record after a capture that gave `text` (or none): held when no approval covers it. Undefined: nothing to keep. */
export function observeInstructions(previous: InstructionsRecord | undefined, text: string | undefined, snapshot: Snapshot, surface: string): InstructionsRecord | undefined {
  const approvedText = snapshotInstructions(snapshot, surface);
  const base = { ...(previous?.approved ? { approved: previous.approved } : {}), ...(approvedText !== undefined ? { snapshot: approvedText } : {}) };
  if (text === undefined) return previous?.approved ? { ...base, state: 'approved' } : undefined;
  if (text === approvedText && !previous?.approved) return undefined;
  return { ...base, live: { digest: instructionsDigest(text), text }, state: instructionsApproved(text, snapshot, surface, previous) ? 'approved' : 'held' };
}

/** A person approves the held text shown, by its digest. Throws when the text moved since. */
export function approveInstructions(record: InstructionsRecord | undefined, digest: string, now: Date): InstructionsRecord {
  if (!record?.live || record.live.digest !== digest) throw new Error(`the server's instructions changed since they were shown (now ${record?.live?.digest ?? 'none'}); review them again`);
  return { ...(record.snapshot !== undefined ? { snapshot: record.snapshot } : {}), live: record.live, approved: { digest, text: record.live.text, by: 'human', at: now.toISOString() }, state: 'approved' };
}

/** The text a client got before the held one: a person's approved text, else the approved snapshot's. */
export function approvedInstructionsText(record: InstructionsRecord | undefined): string | undefined {
  return record?.approved?.text ?? record?.snapshot;
}

import type { Snapshot } from '../shared/model.js';
export interface InstructionsRecord {
    /** What the server gave at its last capture; absent when it gave none. */
    live?: {
        digest: string;
        text: string;
    };
    /** A person's approval of text other than the approved snapshot's. */
    approved?: {
        digest: string;
        text: string;
        by: 'human';
        at: string;
    };
    /** The approved snapshot's text (what a client got before), kept so status and the console show what changed. */
    snapshot?: string;
    /** `held`: the live text is neither the snapshot's nor the person's approved text, and is withheld. */
    state: 'approved' | 'held';
    /** The store's signature over `approved` (guard/store-key.ts); absent in memory once verified. */
    mac?: string;
}
export declare function instructionsDigest(text: string): string;
/** The approved snapshot's instructions for a surface (what the face always compared with). */
export declare function snapshotInstructions(snapshot: Snapshot, surface: string): string | undefined;
/** Whether text may reach the client: the snapshot's own, or the text a person approved (by digest). */
export declare function instructionsApproved(text: string, snapshot: Snapshot, surface: string, record: InstructionsRecord | undefined): boolean;
/** The record after a capture that gave `text` (or none): held when no approval covers it. Undefined: nothing to keep. */
export declare function observeInstructions(previous: InstructionsRecord | undefined, text: string | undefined, snapshot: Snapshot, surface: string): InstructionsRecord | undefined;
/** A person approves the held text shown, by its digest. Throws when the text moved since. */
export declare function approveInstructions(record: InstructionsRecord | undefined, digest: string, now: Date): InstructionsRecord;
/** The text a client got before the held one: a person's approved text, else the approved snapshot's. */
export declare function approvedInstructionsText(record: InstructionsRecord | undefined): string | undefined;

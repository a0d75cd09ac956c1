import type { Snapshot } from '../core/shared/model.js';
/** Throws the CaptureError (exit 3) that says why the observation is incomplete. */
export declare function assertComplete(name: string, snapshot: Snapshot): void;

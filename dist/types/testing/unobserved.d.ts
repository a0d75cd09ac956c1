import type { Snapshot } from '../api/index.js';
/**
 * The live snapshot with the committed one's transports where this capture recorded none, and (when `sameContract`,
 * so the recorded code may still be the one serving it) the committed launch identity where it recorded none.
 */
export declare function keepUnobserved(live: Snapshot, committed: Snapshot, sameContract: boolean): Snapshot;

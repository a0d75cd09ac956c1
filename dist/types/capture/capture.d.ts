import type { ServerConfig } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
import { runSetup, sweepAllCaptures } from './setup.js';
export * from './session.js';
import { type CaptureOptions } from './session.js';
/**
 * Captures every configured surface of one server. Throws UsageError for bad config and CaptureError when the
 * server cannot be built or started; anything the server does wrong after that is recorded in the snapshot.
 */
export declare function captureServer(name: string, server: ServerConfig, opts: CaptureOptions): Promise<Snapshot>;
export { runSetup, sweepAllCaptures };
/** `surface/kind: error` for each observation that failed: the caller exits 3 when this is not empty. */
export declare function incompleteKinds(snapshot: Snapshot): string[];

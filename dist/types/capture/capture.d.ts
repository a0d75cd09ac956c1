import type { Config, ServerConfig } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
export * from './session.js';
import { type CaptureOptions } from './session.js';
/**
 * Captures every configured surface of one server. Throws UsageError for bad config and CaptureError when the
 * server cannot be built or started; anything the server does wrong after that is recorded in the snapshot.
 */
export declare function captureServer(name: string, server: ServerConfig, opts: CaptureOptions): Promise<Snapshot>;
/**
 * The config's `setup` (the repository's install), once, before any server's build: servers that share a workspace
 * root would otherwise each install into it, at once, and race. It is the judged code, like a build: the allow-listed
 * environment only, and whatever it leaves running is ended before any server starts.
 */
export declare function runSetup(config: Config, baseDir: string): Promise<void>;
/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
export declare function sweepAllCaptures(): Promise<number>;
/** `surface/kind: error` for each observation that failed: the caller exits 3 when this is not empty. */
export declare function incompleteKinds(snapshot: Snapshot): string[];

import type { Config } from '../core/shared/config.js';
/** A fresh run marker, remembered for sweepAllCaptures. */
export declare function issueMarker(): string;
/**
 * The config's `setup` (the repository's install), once, before any server's build: servers that share a workspace
 * root would otherwise each install into it, at once, and race. It is the judged code, like a build: the allow-listed
 * environment only, and whatever it leaves running is ended before any server starts.
 */
export declare function runSetup(config: Config, baseDir: string): Promise<void>;
/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
export declare function sweepAllCaptures(): Promise<number>;

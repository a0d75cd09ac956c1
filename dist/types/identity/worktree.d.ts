import { type LaunchIdentity } from '../core/identity/identity.js';
export declare const NODE_SPEC: RegExp;
export declare const PY_IMPORT: RegExp;
/** The manifest identity of a working-tree entry script (node or Python), relative to its project root. */
export declare function worktreeIdentity(entry: string): LaunchIdentity;

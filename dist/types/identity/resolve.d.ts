import type { LaunchIdentity } from '../core/identity/identity.js';
export interface LaunchTarget {
    command?: string;
    args?: readonly string[];
    url?: string;
    /** The directory the command runs in (relative paths resolve against it). */
    cwd: string;
}
export interface ResolveOptions {
    home: string;
    /** PATH, for a bare command name that is a console script of a virtual environment. */
    path?: string;
}
export declare function containerIdentity(ref: string): LaunchIdentity;
/** The identity of what a launch would run, or why it cannot be pinned. Never runs, fetches or installs anything. */
export declare function resolveIdentity(target: LaunchTarget, opts: ResolveOptions): LaunchIdentity;

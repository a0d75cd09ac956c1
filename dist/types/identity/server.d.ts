import type { ServerConfig } from '../core/shared/config.js';
import type { LaunchIdentity } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
export interface ServerLaunch {
    name: string;
    server: ServerConfig;
    baseDir: string;
    env: Record<string, string | undefined>;
    /** The surface whose arguments decide the entry (default: `default`, else the first). */
    surface?: string;
}
/** The launch's identity, or undefined for a server reached over HTTP (or one whose plan cannot be made). */
export declare function serverIdentity(l: ServerLaunch): LaunchIdentity | undefined;
/** The snapshot with the launch's identity recorded next to its contract (unchanged for an HTTP server). */
export declare function withIdentity(snapshot: Snapshot, l: ServerLaunch): Snapshot;

import type { Config } from '../core/shared/config.js';
import type { Report, Snapshot } from '../core/shared/model.js';
export interface DiffOptions {
    /** The project config (mcp-contract.json): declared renames (the head server's own under `servers` too), policies, deprecations, hosts. Default: none. */
    config?: Config;
    /** How the two sides are named in the report. Default `base` and `head`. */
    labels?: {
        base: string;
        head: string;
    };
}
export declare function diffSnapshots(base: Snapshot, head: Snapshot, options?: DiffOptions): Report;

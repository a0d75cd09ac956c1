import type { Config } from '../core/shared/config.js';
import type { Report, Snapshot } from '../core/shared/model.js';
import type { Tokenizer } from '../hosts/tokenizer.js';
export interface DiffOptions {
    /** The project config (mcp-contract.json): declared renames (the head server's own under `servers` too), policies, deprecations, hosts. Default: none. */
    config?: Config;
    /** How the two sides are named in the report. Default `base` and `head`. */
    labels?: {
        base: string;
        head: string;
    };
    /**
     * Counts the tool list's context cost (report.hosts.cost): `await loadTokenizer()` (o200k_base, loaded on first use).
     * Default: an estimate of characters / 4, named as such in the report.
     */
    tokenizer?: Tokenizer;
}
export declare function diffSnapshots(base: Snapshot, head: Snapshot, options?: DiffOptions): Report;

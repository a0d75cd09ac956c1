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
    /**
     * Whether the report carries the hosts pass's evidence (report.hosts: every head tool's refusals by host, the context
     * cost of both sides). Default true. With false only the pass's findings are worked out: the checks of the head tools
     * whose definition is new or changed (an unchanged one fails the same checks on both sides), and the cost only when
     * a budget judges it; the changes and the summary are the same. For a report rendered as SARIF or JUnit, which show
     * none of the evidence.
     */
    hostsEvidence?: boolean;
}
export declare function diffSnapshots(base: Snapshot, head: Snapshot, options?: DiffOptions): Report;

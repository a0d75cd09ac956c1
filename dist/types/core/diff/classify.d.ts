import type { Change, Finding, Report, Snapshot } from '../shared/model.js';
import { type Config } from '../shared/config.js';
/**
 * Findings a pass outside the core made over the same two snapshots (the hosts pass, src/hosts), merged here so config
 * ignores and severity overrides apply to them as to the classifier's own; `adjust` is that pass's own severity policy
 * (a severity per host), applied after config.severity.
 */
export interface ExternalFindings {
    findings: readonly Finding[];
    adjust?: (change: Change) => Change;
}
export declare function diffSnapshots(base: Snapshot, head: Snapshot, config: Config, labels: {
    base: string;
    head: string;
}, external?: ExternalFindings): Report;

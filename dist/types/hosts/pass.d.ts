import type { Config, HostsConfig } from '../core/shared/config.js';
import type { Change, Finding, HostEvidence, Severity, Snapshot } from '../core/shared/model.js';
import { type HostName } from './profiles.js';
import { type Tokenizer } from './tokenizer.js';
export interface HostChoice {
    host: HostName;
    /** The severity of host-rejects-tool for this host, when the config sets one. */
    severity?: Severity;
}
/** The hosts a config ships to, in profile order; names the schema let through but this version lacks are skipped. */
export declare function hostsOf(config: HostsConfig | undefined): HostChoice[];
/**
 * Whether a diff under `config` counts the tool list's tokens: some host is chosen, or a budget asks for the cost.
 * `"hosts": []` (or every host `off`) with no budget turns the whole pass off, the tokenizer's load with it.
 */
export declare function countsCost(config: Config): boolean;
/** What the caller's output shows of the pass, beside its findings. */
export interface PassNeeds {
    /**
     * The evidence (report.hosts: every head tool's refusals by host, the context cost of both sides). Without it (the
     * report's formats show none of it: SARIF, JUnit) only the findings are worked out: the checks of the head tools
     * whose definition is new or changed (an unchanged definition fails the same checks on both sides: no finding), and
     * the cost only when a budget judges it. The findings are the same either way.
     */
    evidence: boolean;
}
export interface HostPass {
    findings: Finding[];
    evidence: HostEvidence;
    /** The per-host severity of host-rejects-tool the config sets. */
    adjust: (change: Change) => Change;
}
/** `tokenizer` counts the context cost; without one (the synchronous library diff) it is an estimate, and says so. */
export declare function hostPass(base: Snapshot, head: Snapshot, config: Config, tokenizer?: Tokenizer, needs?: PassNeeds): HostPass;
/** `+1,466 tokens, +27%` (or `-120 tokens, -3%`); the percent is left out when the base cost nothing. */
export declare function costChange(before: number | undefined, after: number): string;

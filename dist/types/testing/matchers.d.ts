import { type CaptureServerOptions, type ServerSpec } from '../api/capture.js';
import type { Config, Severity, Snapshot } from '../api/model.js';
/** What a matcher receives: a server to capture (as captureServer takes it) or a snapshot already captured. */
export type McpTarget = ServerSpec | Snapshot;
export interface McpContractOptions extends CaptureServerOptions {
    /** Declared renames, policies and ignores for the classification, as in mcp-contract.json. Default: none. */
    config?: Config;
}
/** The options of toMatchMcpSnapshot, the earlier name of toMatchMcpContract. */
export type McpSnapshotOptions = McpContractOptions;
export interface McpDriftOptions extends CaptureServerOptions {
    /** Fail on changes of this severity or worse, as `mcp-contract diff --fail-on`. Default `breaking`. */
    failOn?: Severity;
    config?: Config;
}
export interface McpContractMatchers<R> {
    /**
     * Captures the server (a command, a URL, an in-process SDK server, or a snapshot already captured) and compares its
     * contract with the committed snapshot file at `path` (relative to `baseDir`, default process.cwd()), failing with
     * the classified drift. The contract is compared, not how it was observed: a server checked in this process matches
     * the snapshot `mcp-contract snapshot` wrote from its command (which records the transport and the launch). As
     * jest's toMatchSnapshot: a missing file is written, except in CI (jest `--ci`, vitest under CI), where it fails; `-u`
     * (or MCP_CONTRACT_UPDATE=1) rewrites a file that differs, keeping the transports an in-process capture cannot see.
     */
    toMatchMcpContract(path: string, options?: McpContractOptions): Promise<R>;
    /** The earlier name of toMatchMcpContract, kept as an alias: the same matcher. */
    toMatchMcpSnapshot(path: string, options?: McpSnapshotOptions): Promise<R>;
    /** Diffs `base` (a snapshot or the path of a snapshot file) to the received server: fails on drift at `failOn` or worse. */
    toHaveNoMcpDrift(base: Snapshot | string, options?: McpDriftOptions): Promise<R>;
}
export interface MatcherResult {
    pass: boolean;
    message: () => string;
}
/** The part of jest's and vitest's matcher context the matchers read. */
export interface MatcherContextLike {
    isNot?: boolean;
    snapshotState?: unknown;
}
/** How the runner's users ask for an update, for the hint a failure prints, and where a written file is told. */
export interface Runner {
    /** `npx jest -u`, `npx vitest -u`. */
    updateCommand: string;
    /** One line saying a snapshot file was written (default: stderr, which neither runner swallows), as jest says "1 snapshot written". */
    tell?: (line: string) => void;
}
export declare const UPDATE_ENV = "MCP_CONTRACT_UPDATE";
/**
 * What a run may write, as jest's and vitest's snapshot state says it: `all` (`-u`) rewrites, `new` (a local run)
 * writes only a missing file, `none` (CI) writes nothing. MCP_CONTRACT_UPDATE=1 is `all` in any runner.
 */
export type UpdateMode = 'all' | 'new' | 'none';
export declare function updateMode(context: MatcherContextLike): UpdateMode;
export declare function matchMcpContract(context: MatcherContextLike, runner: Runner, received: McpTarget, path: string, options?: McpContractOptions): Promise<MatcherResult>;
export declare function haveNoMcpDrift(received: McpTarget, base: Snapshot | string, options?: McpDriftOptions): Promise<MatcherResult>;
/** The matchers as expect.extend takes them; `this` is the runner's matcher context. */
export declare function mcpContractMatchers(runner: Runner): {
    toMatchMcpContract(this: MatcherContextLike, received: McpTarget, path: string, options?: McpContractOptions): Promise<MatcherResult>;
    toMatchMcpSnapshot(this: MatcherContextLike, received: McpTarget, path: string, options?: McpContractOptions): Promise<MatcherResult>;
    toHaveNoMcpDrift(this: MatcherContextLike, received: McpTarget, base: Snapshot | string, options?: McpDriftOptions): Promise<MatcherResult>;
};

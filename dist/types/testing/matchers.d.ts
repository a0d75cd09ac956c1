import { type CaptureServerOptions, type Config, type ServerSpec, type Severity, type Snapshot } from '../api/index.js';
/** What a matcher receives: a server to capture (as captureServer takes it) or a snapshot already captured. */
export type McpTarget = ServerSpec | Snapshot;
export interface McpSnapshotOptions extends CaptureServerOptions {
    /** Declared renames, policies and ignores for the classification, as in mcp-contract.json. Default: none. */
    config?: Config;
}
export interface McpDriftOptions extends CaptureServerOptions {
    /** Fail on changes of this severity or worse, as `mcp-contract diff --fail-on`. Default `breaking`. */
    failOn?: Severity;
    config?: Config;
}
export interface McpContractMatchers<R> {
    /**
     * Captures the server (or takes the snapshot) and compares its contract with the committed snapshot file at `path`
     * (relative to `baseDir`, default process.cwd()). With MCP_CONTRACT_UPDATE=1 or the runner's `-u` it writes the file.
     */
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
/** How the runner's users ask for an update, for the hint a failure prints. */
export interface Runner {
    /** `npx jest -u`, `npx vitest -u`. */
    updateCommand: string;
}
export declare const UPDATE_ENV = "MCP_CONTRACT_UPDATE";
export declare function matchMcpSnapshot(context: MatcherContextLike, runner: Runner, received: McpTarget, path: string, options?: McpSnapshotOptions): Promise<MatcherResult>;
export declare function haveNoMcpDrift(received: McpTarget, base: Snapshot | string, options?: McpDriftOptions): Promise<MatcherResult>;
/** The matchers as expect.extend takes them; `this` is the runner's matcher context. */
export declare function mcpContractMatchers(runner: Runner): {
    toMatchMcpSnapshot(this: MatcherContextLike, received: McpTarget, path: string, options?: McpSnapshotOptions): Promise<MatcherResult>;
    toHaveNoMcpDrift(this: MatcherContextLike, received: McpTarget, base: Snapshot | string, options?: McpDriftOptions): Promise<MatcherResult>;
};

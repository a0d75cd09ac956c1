import type { ProtocolEraConfig, ServerConfig } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
import { type InProcessServer } from '../capture/in-process.js';
export type { InProcessServer, ServerTransport } from '../capture/in-process.js';
/**
 * A stdio command (`['node', 'server.js']`), a URL, a full server entry of mcp-contract.json, or a server object in
 * this process (an SDK `McpServer`: see InProcessServer).
 */
export type ServerSpec = readonly string[] | string | URL | ServerConfig | InProcessServer;
export interface CaptureServerOptions {
    /** The name recorded in the snapshot. Default `server`. */
    name?: string;
    /** Capture only these surfaces of a ServerConfig. */
    surfaces?: string[];
    /** Pin the protocol era (default: the server's, probed). */
    protocolEra?: ProtocolEraConfig;
    /** cwd and base of relative paths. Default process.cwd(). */
    baseDir?: string;
    /** `${VAR}` references expand from here. Default process.env. */
    env?: Record<string, string | undefined>;
    /** Progress lines (build output, server stderr tails). */
    log?: (line: string) => void;
    /**
     * Record the launch identity of a stdio server next to its contract, as `mcp-contract snapshot` does (evidence, never
     * compared as contract). Default true.
     */
    identity?: boolean;
}
export declare function serverConfigOf(spec: Exclude<ServerSpec, InProcessServer>): ServerConfig;
/** Throws UsageError for a bad spec and CaptureError when the server does not start or a list fails. */
export declare function captureServer(spec: ServerSpec, options?: CaptureServerOptions): Promise<Snapshot>;
/**
 * captureServer for a check whose snapshot stays inside mcp-contract (the matcher's live side): a list page the server
 * sends word for word again reuses the capabilities built for it (CaptureOptions.reusePages). Not exported from the
 * package: those capabilities are shared and frozen.
 */
export declare function captureForCheck(spec: ServerSpec, options?: CaptureServerOptions): Promise<Snapshot>;

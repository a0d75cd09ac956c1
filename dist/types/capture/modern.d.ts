import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JsonObject } from '../core/shared/model.js';
import { type MirroredParam } from './param-headers.js';
export declare const MODERN_VERSION = "2026-07-28";
/** Modern revisions this client speaks, newest first. */
export declare const MODERN_VERSIONS: readonly string[];
export declare const PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";
export declare const CLIENT_CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities";
export declare const CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo";
export declare const SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo";
/** The modern UnsupportedProtocolVersionError code. */
export declare const UNSUPPORTED_VERSION = -32022;
/** What `server/discover` answered, without its per-response fields (resultType, ttlMs, cacheScope, _meta). */
export interface DiscoverResult {
    supportedVersions: string[];
    capabilities: JsonObject;
    instructions?: string;
    serverInfo?: JsonObject;
}
/** Reads a discover result; undefined when it is not one (a legacy server answering something else). */
export declare function parseDiscover(result: unknown): DiscoverResult | undefined;
/** Where a failed `server/discover` probe points: the legacy era, or a real failure to report. */
export type ProbeVerdict = {
    era: 'legacy';
    why: string;
} | {
    era: 'error';
    why: string;
};
/**
 * The spec's fallback rules, as the reference client applies them. Every JSON-RPC error that does not show a modern
 * server means legacy; on HTTP, 401/403 and 5xx are failures, other statuses are read by the JSON-RPC error in their
 * body (none: legacy); a network error is a failure; on stdio a probe that times out or closes the pipe means legacy.
 */
export declare function probeVerdict(err: unknown, transport: 'stdio' | 'http'): ProbeVerdict;
/**
 * Adds the headers a modern POST carries, read from its body: MCP-Protocol-Version, Mcp-Method, Mcp-Name, and for a
 * tools/call the Mcp-Param-* headers of the arguments the tool's inputSchema mirrors (`mirrored`: what the session
 * last listed for that tool).
 */
export declare function modernFetch(inner: FetchLike, mirrored?: (tool: string) => readonly MirroredParam[]): FetchLike;

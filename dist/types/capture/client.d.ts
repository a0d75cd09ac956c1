import type { ClientIdentity, JsonObject } from '../core/shared/model.js';
import { RpcPeer, type RequestOptions } from '../rpc/peer.js';
import { type Params } from '../rpc/messages.js';
import type { RpcTransport } from '../rpc/transport.js';
import { type MirroredParam } from './param-headers.js';
import { type DiscoverResult } from './modern.js';
/** The 2025-era revisions a client may initialize with, newest first (the SDK 1.x list, which servers expect). */
export declare const LEGACY_VERSIONS: readonly string[];
export declare class McpClient extends RpcPeer {
    private readonly identity;
    readonly era: 'modern' | 'legacy';
    /** What server/discover answered (modern sessions). */
    discover?: DiscoverResult;
    /** The version the session speaks once open. */
    protocolVersion?: string;
    /** The `_meta` envelope every modern request carries; absent on a legacy session. */
    readonly envelope?: JsonObject;
    /** Per tool this session listed, the arguments its inputSchema mirrors into Mcp-Param-* headers (SEP-2243). */
    private readonly mirrored;
    private serverVersion?;
    private serverCapabilities?;
    private instructions?;
    constructor(identity: ClientIdentity, era: 'modern' | 'legacy');
    getServerVersion(): JsonObject | undefined;
    getServerCapabilities(): JsonObject | undefined;
    getInstructions(): string | undefined;
    /**
     * A modern request carries the envelope; client capabilities a request brings of its own (the guard forwarding its
     * caller's) replace the session's for that request. A 2025 server gets none of the envelope's keys.
     */
    request(method: string, params: Params | undefined, options?: RequestOptions): Promise<Params>;
    /** The arguments a listed tool mirrors into headers (none for a tool this session has not listed). */
    mirroredParams(tool: string): readonly MirroredParam[];
    private learnMirrored;
    /** Wires the transport and opens the session in this client's era; throws what the server answered. */
    open(transport: RpcTransport, options: RequestOptions): Promise<void>;
    /**
     * Starting a transport is a wait too: an SSE server that keeps its stream open without ever sending the `endpoint`
     * event would hold the capture to its total deadline. It gets the initialize deadline, then is closed.
     */
    private opened;
    private initialize;
    private discoverServer;
}

// The capture's MCP client: the lean JSON-RPC peer plus the two ways a session opens (initialize for 2025-era servers,
// server/discover for 2026-07-28 on). Results come back as the server sent them; lists.ts validates each item, so one
// bad item is held alone instead of a schema rejecting the whole list.
import type { ClientIdentity, JsonObject } from '../core/shared/model.js';
import { RpcPeer, type RequestOptions } from '../rpc/peer.js';
import { isObject, RpcError, type Params } from '../rpc/messages.js';
import type { RpcTransport } from '../rpc/transport.js';
import { mirroredParams, type MirroredParam } from './param-headers.js';
import { CLIENT_CAPABILITIES_KEY, CLIENT_INFO_KEY, MODERN_VERSION, MODERN_VERSIONS, parseDiscover, PROTOCOL_VERSION_KEY, UNSUPPORTED_VERSION, type DiscoverResult } from './modern.js';

/** The 2025-era revisions a client may initialize with, newest first (the SDK 1.x list, which servers expect). */
export const LEGACY_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

/**
 * Where a modern session's request ids start: a legacy fallback initializes on the same stdio child with ids from 0,
 * and a discover answer that arrives after the probe timed out must not be taken for the answer to initialize.
 */
const PROBE_ID_BASE = 1_000_000_000;

export class McpClient extends RpcPeer {
  /** What server/discover answered (modern sessions). */
  discover?: DiscoverResult;
  /** The version the session speaks once open. */
  protocolVersion?: string;
  /** The `_meta` envelope every modern request carries; absent on a legacy session. */
  readonly envelope?: JsonObject;
  /** Per tool this session listed, the arguments its inputSchema mirrors into Mcp-Param-* headers (SEP-2243). */
  private readonly mirrored = new Map<string, MirroredParam[]>();
  private serverVersion?: JsonObject;
  private serverCapabilities?: JsonObject;
  private instructions?: string;

  constructor(
    private readonly identity: ClientIdentity,
    readonly era: 'modern' | 'legacy',
  ) {
    super(era === 'modern' ? PROBE_ID_BASE : 0);
    if (era === 'modern') {
      this.envelope = {
        [PROTOCOL_VERSION_KEY]: MODERN_VERSION,
        [CLIENT_CAPABILITIES_KEY]: identity.capabilities,
        [CLIENT_INFO_KEY]: { name: identity.name, version: identity.version },
      };
    }
    // A client that declares roots must answer roots/list (server-everything asks right after initialize).
    if (identity.capabilities.roots !== undefined) this.setRequestHandler('roots/list', () => ({ roots: [] }));
  }

  getServerVersion(): JsonObject | undefined {
    return this.serverVersion;
  }

  getServerCapabilities(): JsonObject | undefined {
    return this.serverCapabilities;
  }

  getInstructions(): string | undefined {
    return this.instructions;
  }

  /**
   * A modern request carries the envelope; client capabilities a request brings of its own (the guard forwarding its
   * caller's) replace the session's for that request. A 2025 server gets none of the envelope's keys.
   */
  override request(method: string, params: Params | undefined, options?: RequestOptions): Promise<Params> {
    const meta = isObject(params?._meta) ? params._meta : undefined;
    const own = meta?.[CLIENT_CAPABILITIES_KEY];
    if (!this.envelope) {
      if (own === undefined) return super.request(method, params, options);
      const { [CLIENT_CAPABILITIES_KEY]: _dropped, ...rest } = meta!;
      return super.request(method, { ...params, _meta: rest }, options);
    }
    const sent = super.request(method, { ...params, _meta: { ...meta, ...this.envelope, ...(isObject(own) ? { [CLIENT_CAPABILITIES_KEY]: own } : {}) } }, options);
    return method === 'tools/list' ? sent.then((result) => (this.learnMirrored(result), result)) : sent;
  }

  /** The arguments a listed tool mirrors into headers (none for a tool this session has not listed). */
  mirroredParams(tool: string): readonly MirroredParam[] {
    return this.mirrored.get(tool) ?? [];
  }

  private learnMirrored(result: Params): void {
    for (const t of Array.isArray(result.tools) ? result.tools : []) {
      if (!isObject(t) || typeof t.name !== 'string') continue;
      const params = mirroredParams(t.inputSchema);
      if (params.length) this.mirrored.set(t.name, params);
      else this.mirrored.delete(t.name);
    }
  }

  /** Wires the transport and opens the session in this client's era; throws what the server answered. */
  async open(transport: RpcTransport, options: RequestOptions): Promise<void> {
    await this.opened(transport, options.timeout);
    if (this.era === 'modern') await this.discoverServer(options);
    else await this.initialize(transport, options);
  }

  /**
   * Starting a transport is a wait too: an SSE server that keeps its stream open without ever sending the `endpoint`
   * event would hold the capture to its total deadline. It gets the initialize deadline, then is closed.
   */
  private async opened(transport: RpcTransport, timeout: number | undefined): Promise<void> {
    if (timeout === undefined) return this.connect(transport);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the transport did not open within ${timeout} ms (an SSE server sends its endpoint event first)`)), timeout);
    });
    try {
      await Promise.race([this.connect(transport), late]);
    } catch (err) {
      await transport.close().catch(() => undefined);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private async initialize(transport: RpcTransport, options: RequestOptions): Promise<void> {
    const { name, version, capabilities } = this.identity;
    const result = await this.request('initialize', { protocolVersion: LEGACY_VERSIONS[0], capabilities, clientInfo: { name, version } }, options);
    const problem = initializeProblem(result);
    if (problem) throw new RpcError(-32602, `the server's initialize result is malformed: ${problem}`);
    const negotiated = result.protocolVersion as string;
    if (!LEGACY_VERSIONS.includes(negotiated)) throw new Error(`Server's protocol version is not supported: ${negotiated.slice(0, 60)}`);
    this.serverCapabilities = result.capabilities as JsonObject;
    this.serverVersion = result.serverInfo as JsonObject;
    if (typeof result.instructions === 'string') this.instructions = result.instructions;
    this.protocolVersion = negotiated;
    transport.setProtocolVersion?.(negotiated);
    await this.notification('notifications/initialized');
  }

  private async discoverServer(options: RequestOptions): Promise<void> {
    const discover = parseDiscover(await this.request('server/discover', undefined, options));
    if (!discover) throw new RpcError(-32600, 'server/discover answered something that is not a discover result');
    if (!discover.supportedVersions.some((v) => MODERN_VERSIONS.includes(v))) {
      throw new RpcError(UNSUPPORTED_VERSION, `server/discover offers ${discover.supportedVersions.join(', ') || 'no version'}`, { supported: discover.supportedVersions });
    }
    this.discover = discover;
    this.serverCapabilities = discover.capabilities;
    this.serverVersion = discover.serverInfo ?? {};
    if (discover.instructions !== undefined) this.instructions = discover.instructions;
    this.protocolVersion = MODERN_VERSION;
  }
}

/** What makes an initialize result unusable, in a few words; undefined when it is one. */
function initializeProblem(result: Params): string | undefined {
  if (typeof result.protocolVersion !== 'string') return 'protocolVersion is not a string';
  if (!isObject(result.capabilities)) return 'capabilities is not an object';
  const info = result.serverInfo;
  if (!isObject(info) || typeof info.name !== 'string' || typeof info.version !== 'string') return 'serverInfo needs a string name and version';
  if (result.instructions !== undefined && typeof result.instructions !== 'string') return 'instructions is not a string';
  return undefined;
}

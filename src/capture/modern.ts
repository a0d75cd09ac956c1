// MCP 2026-07-28 ("modern" era): no initialize handshake; every request carries a `_meta` envelope, `server/discover`
// says what the server speaks. The client (client.ts) opens either era; this file holds what the modern era needs:
// reading discover, the spec's fallback rules, the HTTP headers.
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JsonObject } from '../core/shared/model.js';
import { RpcError } from '../rpc/messages.js';
import { headerText, paramHeaders, type MirroredParam } from './param-headers.js';

export const MODERN_VERSION = '2026-07-28';
/** Modern revisions this client speaks, newest first. */
export const MODERN_VERSIONS: readonly string[] = [MODERN_VERSION];
export const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
export const CLIENT_CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';
export const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
export const SERVER_INFO_KEY = 'io.modelcontextprotocol/serverInfo';
/** The modern UnsupportedProtocolVersionError code. */
export const UNSUPPORTED_VERSION = -32022;

/** What `server/discover` answered, without its per-response fields (resultType, ttlMs, cacheScope, _meta). */
export interface DiscoverResult {
  supportedVersions: string[];
  capabilities: JsonObject;
  instructions?: string;
  serverInfo?: JsonObject;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads a discover result; undefined when it is not one (a legacy server answering something else). */
export function parseDiscover(result: unknown): DiscoverResult | undefined {
  if (!isObject(result) || !Array.isArray(result.supportedVersions) || !isObject(result.capabilities)) return undefined;
  const versions = result.supportedVersions.filter((v): v is string => typeof v === 'string');
  const out: DiscoverResult = { supportedVersions: versions, capabilities: result.capabilities as JsonObject };
  if (typeof result.instructions === 'string') out.instructions = result.instructions;
  const meta = isObject(result._meta) ? result._meta : {};
  if (isObject(meta[SERVER_INFO_KEY])) out.serverInfo = meta[SERVER_INFO_KEY] as JsonObject;
  return out;
}

/** Where a failed `server/discover` probe points: the legacy era, or a real failure to report. */
export type ProbeVerdict = { era: 'legacy'; why: string } | { era: 'error'; why: string };

/** The JSON-RPC error an HTTP error body carries, if it carries one. */
function rpcErrorIn(text: string): { code: number; data?: unknown } | undefined {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  try {
    const body = JSON.parse(text.slice(start)) as { error?: { code?: unknown; data?: unknown } };
    return typeof body.error?.code === 'number' ? { code: body.error.code, data: body.error.data } : undefined;
  } catch {
    return undefined;
  }
}

function verdictOfRpcError(code: number, data: unknown, message: string): ProbeVerdict {
  if (code !== UNSUPPORTED_VERSION) return { era: 'legacy', why: `server/discover answered ${code}` };
  const supported = isObject(data) && Array.isArray(data.supported) ? data.supported.filter((v): v is string => typeof v === 'string') : undefined;
  // A modern server that speaks only other modern revisions: falling back to initialize would not help.
  const modern = (supported ?? []).filter((v) => v >= MODERN_VERSION);
  if (modern.length > 0) return { era: 'error', why: `the server speaks only modern revisions this client does not (${modern.join(', ')}): ${message}` };
  return { era: 'legacy', why: `server/discover answered ${code} without a modern revision` };
}

/**
 * The spec's fallback rules, as the reference client applies them. Every JSON-RPC error that does not show a modern
 * server means legacy; on HTTP, 401/403 and 5xx are failures, other statuses are read by the JSON-RPC error in their
 * body (none: legacy); a network error is a failure; on stdio a probe that times out or closes the pipe means legacy.
 */
export function probeVerdict(err: unknown, transport: 'stdio' | 'http'): ProbeVerdict {
  if (err instanceof RpcError) {
    if (err.code === -32001) return transport === 'stdio' ? { era: 'legacy', why: 'server/discover timed out' } : { era: 'error', why: 'server/discover timed out' };
    if (err.code === -32000 && /closed/i.test(err.message) && transport === 'stdio') return { era: 'legacy', why: 'the server closed the connection on server/discover' };
    return verdictOfRpcError(err.code, err.data, err.message);
  }
  const e = err as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const status = typeof e?.code === 'number' && e.code >= 100 && e.code < 600 ? e.code : undefined;
  if (status !== undefined) {
    if (status === 401 || status === 403 || status >= 500) return { era: 'error', why: `HTTP ${status}: ${message}` };
    const rpc = rpcErrorIn(message);
    return rpc ? verdictOfRpcError(rpc.code, rpc.data, message) : { era: 'legacy', why: `server/discover answered HTTP ${status}` };
  }
  if (transport === 'stdio' && /closed|exited|not connected/i.test(message)) return { era: 'legacy', why: 'the server closed the connection on server/discover' };
  return { era: 'error', why: message };
}

/** The value of the Mcp-Name header for the methods that mirror a name (spec: Streamable HTTP standard headers). */
const NAME_SOURCE: Readonly<Record<string, string>> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

/**
 * Adds the headers a modern POST carries, read from its body: MCP-Protocol-Version, Mcp-Method, Mcp-Name, and for a
 * tools/call the Mcp-Param-* headers of the arguments the tool's inputSchema mirrors (`mirrored`: what the session
 * last listed for that tool).
 */
export function modernFetch(inner: FetchLike, mirrored: (tool: string) => readonly MirroredParam[] = () => []): FetchLike {
  return (url, init) => {
    if (init?.method !== 'POST' || typeof init.body !== 'string') return inner(url, init);
    let msg: { method?: unknown; params?: Record<string, unknown> } | undefined;
    try {
      msg = JSON.parse(init.body) as typeof msg;
    } catch {
      return inner(url, init);
    }
    const headers = new Headers(init.headers);
    headers.delete('mcp-session-id');
    headers.set('mcp-protocol-version', MODERN_VERSION);
    if (typeof msg?.method === 'string') {
      headers.set('mcp-method', msg.method);
      const field = NAME_SOURCE[msg.method];
      const name = field === undefined ? undefined : msg.params?.[field];
      if (typeof name === 'string') headers.set('mcp-name', headerText(name));
      if (msg.method === 'tools/call' && typeof name === 'string') for (const [k, v] of Object.entries(paramHeaders(mirrored(name), msg.params?.arguments))) headers.set(k, v);
    }
    return inner(url, { ...init, headers });
  };
}

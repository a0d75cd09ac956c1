// The 2026-07-28 face of the guard (the stateless revision): no initialize, a `_meta` envelope on every request,
// `server/discover`, and results that carry `resultType` (lists also cache hints). The decisions behind it are the
// very ones a 2025 client meets: only the wire differs.
import type { JsonObject } from '../core/shared/model.js';
import { headerValueOf, mirroredParams, paramMismatch } from '../capture/param-headers.js';

export const MODERN_VERSION = '2026-07-28';
export const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
} as const;
/** The versions the guard answers in `server/discover`: the modern one, and the 2025 ones through initialize. */
export const GUARD_VERSIONS = [MODERN_VERSION, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** Results the revision makes cacheable (SEP-2549): they must carry `ttlMs` and `cacheScope`. */
const CACHEABLE = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read', 'server/discover']);

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The envelope of a modern request, or undefined for a 2025-era one. */
export function modernEnvelope(params: unknown): { version: string; client: { name: string; version: string; capabilities: JsonObject } } | undefined {
  const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
  const version = meta?.[META.protocolVersion];
  if (typeof version !== 'string') return undefined;
  const info = isObject(meta?.[META.clientInfo]) ? (meta![META.clientInfo] as JsonObject) : {};
  const caps = isObject(meta?.[META.clientCapabilities]) ? (meta![META.clientCapabilities] as JsonObject) : {};
  return { version, client: { name: typeof info.name === 'string' ? info.name : 'unknown', version: typeof info.version === 'string' ? info.version : '0', capabilities: caps } };
}

/**
 * params without the envelope: the upstream session speaks its own era and adds its own. The caller's client
 * capabilities stay: a 2026-07-28 server decides per request what it may ask of the client (SEP-2322: an input-required
 * result asks only for what the caller declared; -32021 when a capability it needs is missing), and the caller, not
 * the guard, is who answers (the upstream client puts them in its envelope, or drops them for a 2025 server).
 */
export function withoutEnvelope(params: JsonObject | undefined): JsonObject | undefined {
  if (!params || !isObject(params._meta)) return params;
  const meta: JsonObject = {};
  for (const [k, v] of Object.entries(params._meta)) if (!k.startsWith('io.modelcontextprotocol/') || (k === META.clientCapabilities && isObject(v))) meta[k] = v;
  const out: JsonObject = { ...params };
  if (Object.keys(meta).length) out._meta = meta;
  else delete out._meta;
  return out;
}

/**
 * A result as a modern client expects it: `resultType`, and on lists and resource reads cache hints that forbid
 * caching (the guard's publication may change at any moment, and what it publishes is for this caller only).
 */
export function modernResult(method: string, result: JsonObject): JsonObject {
  const out: JsonObject = { ...result, resultType: typeof result.resultType === 'string' ? result.resultType : 'complete' };
  if (CACHEABLE.has(method)) {
    out.ttlMs = 0;
    out.cacheScope = 'private';
  }
  return out;
}

/** 2026-07-28 error codes: a header that disagrees with the body, and a client capability the request needs. */
export const HEADER_MISMATCH_CODE = -32020;
export const MISSING_CLIENT_CAPABILITY_CODE = -32021;
const UNSUPPORTED_VERSION = -32022;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
/** 2025-era methods the revision removed: a modern client asking for one is told the method does not exist. */
const REMOVED = new Set(['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']);

/** Whether params claim the modern revision at all (any envelope key), right or broken. */
export function hasEnvelopeClaim(params: unknown): boolean {
  const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
  return meta !== undefined && Object.keys(meta).some((k) => k === META.protocolVersion || k === META.clientCapabilities || k === META.clientInfo);
}

/** A JSON-RPC id as it is echoed in an answer: the request's own, or null when it has none usable. */
export function rpcId(id: unknown): string | number | null {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

export interface Rejection {
  status: number;
  code: number;
  message: string;
  data?: JsonObject;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** A standard header's value, surrounding whitespace dropped (HTTP allows it); undefined when absent. */
function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return typeof v === 'string' ? v.trim() : undefined;
}

/** What the Mcp-Name header must repeat (SEP-2243): the tool or prompt name, or the resource URI, of the body. */
function targetOf(body: JsonObject): string | undefined {
  const params = isObject(body.params) ? body.params : {};
  const value = body.method === 'tools/call' || body.method === 'prompts/get' ? params.name : body.method === 'resources/read' ? params.uri : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The revision's validation ladder for a request before any method runs, in the SDK's order. The standard headers
 * first (SEP-2243: Mcp-Method always, Mcp-Name where the body names a tool, prompt or resource; present and equal,
 * case included, whitespace around them aside), then the envelope, which must be there and whole (-32602), agree
 * with MCP-Protocol-Version (-32020) and name a version the guard serves (-32022, with what it supports); a method
 * the revision removed does not exist (-32601). Each is an HTTP 400, the last a 404. The guard checks this itself:
 * its upstream never sees the client's headers.
 */
export function modernRejection(req: { headers: Headers }, body: JsonObject): Rejection | undefined {
  const method = header(req.headers, 'mcp-method');
  if (method === undefined) return mismatch('a 2026-07-28 request carries the Mcp-Method header');
  if (method !== body.method) return mismatch('the Mcp-Method header does not match the request body');
  const target = targetOf(body);
  const name = header(req.headers, 'mcp-name');
  if (target !== undefined && name === undefined) return mismatch(`a ${String(body.method)} request carries the Mcp-Name header`);
  if (target !== undefined && headerValueOf(name!) !== target) return mismatch('the Mcp-Name header does not match the name or URI in the request body');
  const params = body.params;
  const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
  if (!meta) return { status: 400, code: INVALID_PARAMS, message: 'Invalid params: a 2026-07-28 request carries _meta with its protocol version and client capabilities' };
  const version = meta[META.protocolVersion];
  if (typeof version !== 'string') return { status: 400, code: INVALID_PARAMS, message: `Invalid params: _meta lacks ${META.protocolVersion}` };
  if (!isObject(meta[META.clientCapabilities])) return { status: 400, code: INVALID_PARAMS, message: `Invalid params: _meta lacks ${META.clientCapabilities}` };
  if (meta[META.clientInfo] !== undefined && !isObject(meta[META.clientInfo])) return { status: 400, code: INVALID_PARAMS, message: `Invalid params: ${META.clientInfo} is not an object` };
  const versionHeader = header(req.headers, 'mcp-protocol-version');
  if (versionHeader !== undefined && versionHeader !== version) return mismatch('MCP-Protocol-Version differs from the protocol version in _meta');
  if (version !== MODERN_VERSION)
    return { status: 400, code: UNSUPPORTED_VERSION, message: `Unsupported protocol version: ${version.slice(0, 40)}`, data: { supported: GUARD_VERSIONS, requested: version.slice(0, 40) } };
  if (typeof body.method === 'string' && REMOVED.has(body.method)) return { status: 404, code: METHOD_NOT_FOUND, message: `Method not found: ${body.method} is not part of protocol revision ${MODERN_VERSION}` };
  return undefined;
}

/**
 * A tools/call whose Mcp-Param-* headers disagree with its arguments (SEP-2243): the tool's inputSchema (`schemaOf`,
 * the one the guard publishes) says which arguments are mirrored. Checked as the server behind would check it, before
 * the call goes on: the guard sends its upstream headers of its own, read from the body.
 */
export async function paramRejection(req: { headers: Headers }, body: JsonObject, schemaOf: (tool: string) => Promise<unknown>): Promise<Rejection | undefined> {
  const params = isObject(body.params) ? body.params : {};
  if (body.method !== 'tools/call' || typeof params.name !== 'string') return undefined;
  const why = paramMismatch(mirroredParams(await schemaOf(params.name)), params.arguments, (name) => {
    const v = req.headers[name];
    return typeof v === 'string' ? v : undefined;
  });
  return why === undefined ? undefined : mismatch(why);
}

function mismatch(what: string): Rejection {
  return { status: 400, code: HEADER_MISMATCH_CODE, message: `Header mismatch: ${what}` };
}

/**
 * An error as a modern client must see it: an upstream's bare HTTP 404 for a method it does not serve is
 * method-not-found; a resource that cannot be read names its URI in `data.uri` (SEP-2164), the guard's own refusal too.
 */
export function modernError(body: JsonObject, error: { code: number; message: string; data?: unknown }): { code: number; message: string; data?: unknown } {
  if (error.code === 404) return { ...error, code: METHOD_NOT_FOUND };
  const uri = isObject(body.params) ? body.params.uri : undefined;
  if (body.method === 'resources/read' && error.code === INVALID_PARAMS && typeof uri === 'string' && (error.data === undefined || (isObject(error.data) && error.data.uri === undefined)))
    return { ...error, data: { ...(isObject(error.data) ? error.data : {}), uri } };
  return error;
}

/** The HTTP status the revision gives an error answer: 404 for an unknown method, 400 for what the client got wrong. */
export function httpStatusOf(code: number): number {
  if (code === METHOD_NOT_FOUND) return 404;
  if (code === HEADER_MISMATCH_CODE || code === MISSING_CLIENT_CAPABILITY_CODE || code === UNSUPPORTED_VERSION) return 400;
  return 200;
}

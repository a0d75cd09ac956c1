// The 2026-07-28 face of the guard (the stateless revision): no initialize, a `_meta` envelope on every request,
// `server/discover`, and results that carry `resultType` (lists also cache hints). The decisions behind it are the
// very ones a 2025 client meets: only the wire differs.
import type { JsonObject } from '../core/shared/model.js';

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

/** params without the envelope: the upstream session speaks its own era and adds its own. */
export function withoutEnvelope(params: JsonObject | undefined): JsonObject | undefined {
  if (!params || !isObject(params._meta)) return params;
  const meta: JsonObject = {};
  for (const [k, v] of Object.entries(params._meta)) if (!k.startsWith('io.modelcontextprotocol/')) meta[k] = v;
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

// The guard's JSON-RPC vocabulary: the error it puts on the wire, the codes it uses, and which methods list, act on a
// capability, or announce a list change.
import type { JsonObject, JsonValue, Kind } from '../core/shared/model.js';
import { canonicalJson } from '../core/shared/canonical.js';
import { cleanTerminal } from '../render/terminal.js';
import type { Refusal } from './decide.js';

/** A JSON-RPC error as it goes on the wire: the SDK would prefix `MCP error N:` to an McpError's message again. */
export class WireError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** The guard refuses a held capability with "invalid params", as servers do for a name they do not serve. */
export const REFUSED_CODE = -32602;
export const UPSTREAM_DOWN_CODE = -32603;
/** JSON-RPC "invalid params": a request whose parameters are not of the method's shape. */
export const INVALID_PARAMS_CODE = -32602;
/** The 2026-07-28 error for a protocol version the server does not speak (the client retries with one it lists). */
export const UNSUPPORTED_VERSION_CODE = -32022;
export const MAX_RECHECKS = 5;

/** A thrown error as the JSON-RPC error object a client receives. */
export function errorObject(err: unknown): { code: number; message: string; data?: unknown } {
  const w = asWire(err);
  return w.data === undefined ? { code: w.code, message: w.message } : { code: w.code, message: w.message, data: w.data };
}

export function asWire(err: unknown): WireError {
  if (err instanceof WireError) return err;
  const e = err as { code?: unknown; message?: unknown; data?: unknown };
  const code = typeof e?.code === 'number' && Number.isSafeInteger(e.code) ? e.code : UPSTREAM_DOWN_CODE;
  const message = typeof e?.message === 'string' ? e.message.replace(/^MCP error -?\d+: /, '') : String(err);
  return fromHttpAnswer(code, message) ?? new WireError(code, message, e?.data);
}

/**
 * An HTTP upstream's error answer: a 2026-07-28 server answers a request it rejects with an HTTP 4xx whose body is the
 * JSON-RPC error (-32021 for a missing client capability, -32601 for an unknown method). The HTTP client reports the
 * status as the code and the body inside its message; the guard's client is owed the JSON-RPC error itself.
 */
function fromHttpAnswer(code: number, message: string): WireError | undefined {
  if (code < 400 || code > 599) return undefined;
  const at = message.indexOf('{');
  if (at < 0) return undefined;
  try {
    const error = (JSON.parse(message.slice(at)) as { error?: { code?: unknown; message?: unknown; data?: unknown } }).error;
    if (typeof error?.code !== 'number' || !Number.isSafeInteger(error.code) || typeof error.message !== 'string') return undefined;
    return new WireError(error.code, error.message, error.data);
  } catch {
    return undefined;
  }
}

export const LIST_KIND: Readonly<Record<string, Kind>> = {
  'tools/list': 'tool',
  'prompts/list': 'prompt',
  'resources/list': 'resource',
  'resources/templates/list': 'resourceTemplate',
};

/** Requests that act on one capability: each is checked against a fresh capture before it is sent on. */
export const TARGETED = new Set(['tools/call', 'prompts/get', 'resources/read', 'resources/subscribe', 'resources/unsubscribe', 'completion/complete']);

export const NOTIFY: Readonly<Record<Kind, string>> = {
  tool: 'notifications/tools/list_changed',
  prompt: 'notifications/prompts/list_changed',
  resource: 'notifications/resources/list_changed',
  resourceTemplate: 'notifications/resources/list_changed',
};

export function canonicalEqual(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  try {
    return canonicalJson(a as JsonValue) === canonicalJson(b as JsonValue);
  } catch {
    return false;
  }
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The refusal as the model reads it: ref, state and rule ids, never the held text nor a command to approve it. */
export function refusalMessage(r: Refusal): string {
  const rules = r.rules.length ? `; rules: ${r.rules.join(', ')}` : '';
  return cleanTerminal(`${r.ref} is held by mcp-contract guard (state: ${r.state}${rules})`, 2000);
}

// A 2025-era client's initialize, answered by the guard itself: which requests are one, and which protocol version
// the answer names. The negotiation is the SDK 1.x Server's, so a client meets the same version through the guard as
// it did when the guard was built on that Server.
import type { InitializeRequest, InitializeResult } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject } from '../core/shared/model.js';
import { isObject, WireError } from './wire.js';

/** The versions the SDK 1.x Server answers initialize with, newest first (its SUPPORTED_PROTOCOL_VERSIONS). */
export const INITIALIZE_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

export const INVALID_PARAMS = -32602;

export type InitializeParams = InitializeRequest['params'];

/** The client's version when the guard speaks it, else the newest the guard speaks (the client then decides). */
export function negotiatedVersion(requested: string): string {
  return INITIALIZE_VERSIONS.includes(requested) ? requested : INITIALIZE_VERSIONS[0];
}

function initializeProblem(params: unknown): string | undefined {
  if (!isObject(params)) return 'params must be an object';
  if (typeof params.protocolVersion !== 'string') return 'params.protocolVersion must be a string';
  const info = params.clientInfo;
  if (!isObject(info) || typeof info.name !== 'string' || typeof info.version !== 'string') return 'params.clientInfo must have a string name and version';
  if (params.capabilities !== undefined && !isObject(params.capabilities)) return 'params.capabilities must be an object';
  return undefined;
}

/** The params of an initialize request, checked by hand; a malformed one is "invalid params" with the reason. */
export function initializeParams(params: unknown): InitializeParams {
  const problem = initializeProblem(params);
  if (problem) throw new WireError(INVALID_PARAMS, `Invalid initialize request: ${problem}`);
  const p = params as JsonObject;
  return { ...p, capabilities: isObject(p.capabilities) ? p.capabilities : {} } as unknown as InitializeParams;
}

/** Whether an HTTP body opens a session: an initialize request whose params hold (the SDK's isInitializeRequest). */
export function isInitializeRequest(body: unknown): boolean {
  return isObject(body) && body.jsonrpc === '2.0' && body.method === 'initialize' && (typeof body.id === 'string' || typeof body.id === 'number') && initializeProblem(body.params) === undefined;
}

/** What the guard says of itself before the upstream's answer is laid over it (face.ts). */
export function baseInitializeResult(params: InitializeParams, version: string): InitializeResult {
  return { protocolVersion: negotiatedVersion(params.protocolVersion), capabilities: {}, serverInfo: { name: 'mcp-contract-guard', version } };
}

// What replaces a client's N server entries with one: the gateway's own config (every server as the client launched
// it, as an mcp-contract config whose snapshots are the approvals) and the one entry that runs the gateway over it,
// in the client's own shape (`mcpServers` for Claude Desktop, Cursor and `.mcp.json`; `servers` for VS Code).
import type { Config, ServerConfig } from '../core/shared/config.js';
import type { JsonObject } from '../core/shared/model.js';
import type { ClientKind } from '../scan/clients.js';
import type { GatewayHint } from '../scan/detect.js';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../core/shared/errors.js';
import { shellQuote } from '../guard/shell-quote.js';
import { readGatewayFile, type GatewayServer } from './config-file.js';

/** The key a client keeps its servers under. */
export function serversKey(kind: ClientKind): 'servers' | 'mcpServers' {
  return kind === 'vscode' ? 'servers' : 'mcpServers';
}

/**
 * The gateway's config: each server as the file launches it (variables already in `${VAR}` form), with the snapshot
 * that will hold its approvals named, which also marks the file as an mcp-contract config to every reader.
 */
export function gatewayConfig(servers: readonly GatewayServer[]): Config {
  return { servers: Object.fromEntries(servers.map((s) => [s.name, { ...launchOf(s.server), snapshot: `snapshots/${s.name}.json` }])) };
}

/** Only what a launch needs: the client's file has no snapshot, surfaces or build to carry. */
function launchOf(server: ServerConfig): ServerConfig {
  const out: ServerConfig = {};
  for (const key of ['command', 'args', 'env', 'cwd', 'url', 'headers', 'transport', 'prefix'] as const) {
    const v = server[key];
    if (v === undefined || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0)) continue;
    (out as Record<string, unknown>)[key] = v;
  }
  return out;
}

/**
 * VS Code asks the user for `${input:id}` and passes it only where an entry names it: the gateway's entry names each
 * one the servers used, as the variable the gateway's config reads it from (config-file.ts).
 */
export function inputVariables(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/\$\{input:([^}]+)\}/g)) out[`MCP_CONTRACT_INPUT_${m[1].toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] = `\${input:${m[1]}}`;
  return out;
}

/** The client file's new server object: the one entry that starts the gateway over `configPath`. */
export function gatewayEntry(kind: ClientKind, configPath: string, env: Record<string, string>): JsonObject {
  const entry: JsonObject = {
    ...(kind === 'vscode' ? { type: 'stdio' } : {}),
    command: 'mcp-contract',
    args: ['guard', '--config', configPath],
  };
  if (Object.keys(env).length > 0) entry.env = env;
  return { [serversKey(kind)]: { 'mcp-contract': entry } };
}

/** The file `init --gateway CLIENT_FILE` writes beside the client's file unless told another. */
export const GATEWAY_CONFIG_NAME = 'mcp-contract-gateway.json';

/** The command that writes the gateway's config for a client file and prints its one entry. */
export function initGatewayCommand(shownFile: string): string {
  return `mcp-contract init --gateway ${shellQuote(shownFile)}`;
}

/**
 * What scan says of a client file with two or more servers: one gateway entry replaces them. Counted as the gateway
 * reads the file (a disabled entry does not run); a file the gateway would refuse, or an mcp-contract config (already
 * the gateway's shape), gets no hint.
 */
export function gatewayHint(abs: string, shownFile: string, home: string): GatewayHint | undefined {
  let servers: number;
  try {
    const file = readGatewayFile(abs, shownFile, undefined, home);
    if (file.kind === 'mcp-contract') return undefined;
    servers = file.servers.length;
  } catch (e) {
    if (e instanceof UsageError) return undefined;
    throw e;
  }
  if (servers < 2) return undefined;
  // init --gateway ran already (its config is beside the file): what is left is to capture and paste, not to init.
  if (existsSync(join(dirname(abs), GATEWAY_CONFIG_NAME))) {
    const config = join(dirname(shownFile), GATEWAY_CONFIG_NAME);
    return { servers, command: `mcp-contract snapshot --config ${shellQuote(config)}`, config };
  }
  return { servers, command: initGatewayCommand(shownFile) };
}

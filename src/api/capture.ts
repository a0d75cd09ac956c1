// Capturing a live server from a command, a URL or a server object in this process, without a config file.
import { captureComplete } from './capture-complete.js';
import { UsageError } from '../core/shared/errors.js';
import type { ProtocolEraConfig, ServerConfig } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
import { isInProcessServer, type InProcessServer } from '../capture/in-process.js';

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

export function serverConfigOf(spec: Exclude<ServerSpec, InProcessServer>): ServerConfig {
  if (spec instanceof URL) return { url: spec.href };
  if (typeof spec === 'string') return { url: spec };
  if (Array.isArray(spec)) {
    const [command, ...args] = spec as readonly string[];
    return { command, args };
  }
  return spec as ServerConfig;
}

/** Throws UsageError for a bad spec and CaptureError when the server does not start or a list fails. */
export async function captureServer(spec: ServerSpec, options: CaptureServerOptions = {}): Promise<Snapshot> {
  return capture(spec, options, false);
}

/**
 * captureServer for a check whose snapshot stays inside mcp-contract (the matcher's live side): a list page the server
 * sends word for word again reuses the capabilities built for it (CaptureOptions.reusePages). Not exported from the
 * package: those capabilities are shared and frozen.
 */
export async function captureForCheck(spec: ServerSpec, options: CaptureServerOptions = {}): Promise<Snapshot> {
  return capture(spec, options, true);
}

async function capture(spec: ServerSpec, options: CaptureServerOptions, reusePages: boolean): Promise<Snapshot> {
  const name = options.name ?? 'server';
  // A snapshot names its server: a file written without a name would not read back.
  if (name === '') throw new UsageError('captureServer: options.name: must not be empty');
  const inProcess = isInProcessServer(spec) ? spec : undefined;
  const base = inProcess ? {} : serverConfigOf(spec as Exclude<ServerSpec, InProcessServer>);
  const server = options.protocolEra ? { ...base, protocolEra: options.protocolEra } : base;
  const baseDir = options.baseDir ?? process.cwd();
  const env = options.env ?? process.env;
  return captureComplete(name, server, { baseDir, env, surfaces: options.surfaces, log: options.log, inProcess, identity: options.identity, reusePages });
}

// Where one configured surface is reached, from config alone: its surfaces, their `${VAR}` expansions and a stdio
// surface's command line. planSurface (session.ts) builds every plan from these, and the CLI's early launch
// (early-launch.ts) the process it starts before the capture's code is loaded: one source, so both start the same one.
import path from 'node:path';
import type { ServerConfig, SurfaceConfig } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import { childEnv } from './child-env.js';
import { expandList, expandString, expandValues } from './env.js';

/** A stdio surface's process: its command line and its whole environment (child-env.ts). */
export interface StdioTarget {
  type: 'stdio';
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/** A surface's configured values with every `${VAR}` expanded from the runner's environment, in planSurface's order. */
export interface ExpandedSurface {
  url?: string;
  env: Record<string, string>;
  headers: Record<string, string>;
  transport: NonNullable<ServerConfig['transport']>;
}

export function surfacesOf(name: string, server: ServerConfig, only?: string[]): [string, SurfaceConfig][] {
  const all = Object.entries(server.surfaces ?? { default: {} });
  if (all.length === 0) throw new UsageError(`server "${name}": "surfaces" is empty`);
  if (!only) return all;
  for (const s of only) {
    if (!all.some(([n]) => n === s)) throw new UsageError(`server "${name}": no surface named "${s}"`);
  }
  return all.filter(([n]) => only.includes(n));
}

export function expandSurface(name: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, runnerEnv: Record<string, string | undefined>): ExpandedSurface {
  const where = `server "${name}"`;
  const rawUrl = cfg.url ?? server.url;
  const url = rawUrl === undefined ? undefined : expandString(rawUrl, runnerEnv, cfg.url !== undefined ? `${where} surface "${surface}" url` : `${where} url`);
  const env = { ...expandValues(server.env, runnerEnv, `${where} env`), ...expandValues(cfg.env, runnerEnv, `${where} surface "${surface}" env`) };
  const headers = {
    ...expandValues(server.headers, runnerEnv, `${where} headers`),
    ...expandValues(cfg.headers, runnerEnv, `${where} surface "${surface}" headers`),
  };
  return { url, env, headers, transport: server.transport ?? (url ? 'auto' : 'stdio') };
}

/** The process of a stdio surface, marked with the capture's run marker. */
export function stdioTarget(name: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, expanded: ExpandedSurface, runnerEnv: Record<string, string | undefined>, baseDir: string, marker: string): StdioTarget {
  const where = `server "${name}"`;
  if (!server.command) throw new UsageError(`${where}: "command" is required for the stdio transport`);
  return {
    type: 'stdio',
    command: server.command,
    args: [...expandList(server.args, runnerEnv, `${where} args`), ...expandList(cfg.args, runnerEnv, `${where} surface "${surface}" args`)],
    cwd: resolveCwd(baseDir, server.cwd),
    env: childEnv(expanded.env, marker),
  };
}

export function resolveCwd(baseDir: string, cwd: string | undefined): string {
  return path.resolve(baseDir, cwd ?? '.');
}

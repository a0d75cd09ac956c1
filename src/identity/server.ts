// The identity of a configured server's launch: the same command, arguments and directory the capture and the guard
// start (planSurface expands them), resolved offline. HTTP servers have no launch here: nothing is recorded for them.
import { homedir } from 'node:os';
import { planSurface } from '../capture/capture.js';
import type { ServerConfig } from '../core/shared/config.js';
import type { LaunchIdentity } from '../core/identity/identity.js';
import type { Snapshot } from '../core/shared/model.js';
import { resolveIdentity } from './resolve.js';

export interface ServerLaunch {
  name: string;
  server: ServerConfig;
  baseDir: string;
  env: Record<string, string | undefined>;
  /** The surface whose arguments decide the entry (default: `default`, else the first). */
  surface?: string;
}

/** The launch's identity, or undefined for a server reached over HTTP (or one whose plan cannot be made). */
export function serverIdentity(l: ServerLaunch): LaunchIdentity | undefined {
  if (!l.server.command) return undefined;
  const surfaces = Object.keys(l.server.surfaces ?? { default: {} });
  const surface = l.surface ?? (surfaces.includes('default') ? 'default' : surfaces[0] ?? 'default');
  let plan;
  try {
    plan = planSurface(l.name, l.server, surface, l.server.surfaces?.[surface] ?? {}, { baseDir: l.baseDir, env: l.env, log: () => undefined });
  } catch {
    return undefined;
  }
  if (plan.target.type !== 'stdio') return undefined;
  return resolveIdentity(
    { command: plan.target.command, args: plan.target.args, cwd: plan.target.cwd ?? l.baseDir },
    { home: l.env.HOME ?? l.env.USERPROFILE ?? homedir(), path: l.env.PATH },
  );
}

/** The snapshot with the launch's identity recorded next to its contract (unchanged for an HTTP server). */
export function withIdentity(snapshot: Snapshot, l: ServerLaunch): Snapshot {
  const id = serverIdentity(l);
  return id ? { ...snapshot, identity: id } : snapshot;
}

// The CLI's early launch (issue 55): `snapshot` starts its server's process as soon as the arguments, the config and
// its setup allow, and loads the code it captures, digests, checks and writes with while the server boots. The start
// is the one the capture would make (surface-target.ts builds both), with the capture's run marker; the capture hands
// the process to its surface's first session (the era probe, then initialize on the same process where the probe
// falls back), and every other process of the capture is started by the capture as before.
import type { ServerConfig } from '../core/shared/config.js';
import { DEFAULT_LIMITS } from './defaults.js';
import { issueMarker } from './setup.js';
import { ChildStdioTransport } from './stdio.js';
import { expandSurface, stdioTarget, surfacesOf, type StdioTarget } from './surface-target.js';

export interface EarlyLaunch {
  /** The capture's run marker: the process carries it, and so does everything else the capture starts. */
  readonly marker: string;
  /** The surface it was started for: the server's first. */
  readonly surface: string;
  readonly target: StdioTarget;
  readonly child: ChildStdioTransport;
  readonly maxMessageBytes: number;
  /** True once the process started, false when its start failed (the capture then starts its own, which says why). */
  readonly started: Promise<boolean>;
}

/** What earlyProcessFor reads of a surface's plan (session.ts SurfacePlan). */
export interface PlannedStart {
  surface: string;
  target: { type: string } | StdioTarget;
  limits: { maxMessageBytes: number };
  reusePages: boolean;
  unreadBytes?: number;
  unreadListBytes?: number;
}

export interface EarlyLaunchOptions {
  baseDir: string;
  env: Record<string, string | undefined>;
}

/**
 * Starts the first surface of `server` now, when the capture would start that same process first with nothing before
 * it: a stdio surface, no build (it must finish first, and may write the very files the command runs), no `start`,
 * no OAuth. Every surface is planned as the capture plans it, so a config the capture refuses (an empty surface list,
 * a `${VAR}` not set, a stdio surface without a command) starts nothing here either: undefined, and the capture
 * reports it in its usual words.
 */
export function launchEarly(name: string, server: ServerConfig, opts: EarlyLaunchOptions): EarlyLaunch | undefined {
  if (server.build || server.start || server.oauth) return undefined;
  let first: { surface: string; target: StdioTarget } | undefined;
  const marker = issueMarker();
  try {
    for (const [surface, cfg] of surfacesOf(name, server)) {
      const expanded = expandSurface(name, server, surface, cfg, opts.env);
      if (expanded.transport !== 'stdio') return undefined;
      const target = stdioTarget(name, server, surface, cfg, expanded, opts.env, opts.baseDir, marker);
      first ??= { surface, target };
    }
  } catch {
    return undefined;
  }
  if (!first) return undefined;
  const { target } = first;
  const limits = { ...DEFAULT_LIMITS, ...server.limits };
  const child = new ChildStdioTransport({ command: target.command, args: target.args, cwd: target.cwd, env: target.env, maxMessageBytes: limits.maxMessageBytes, held: true });
  const started = child.start().then(
    () => true,
    () => false,
  );
  return { marker, surface: first.surface, target, child, maxMessageBytes: limits.maxMessageBytes, started };
}

/**
 * The early process for `plan`'s session, when it was started for that very surface and command line and started at
 * all; otherwise it is closed and the capture starts its own.
 */
export async function earlyProcessFor(early: EarlyLaunch, plan: PlannedStart): Promise<ChildStdioTransport | undefined> {
  // The transport options the session would start it with (connect.ts): the message bound, and nothing else set.
  const sameOptions = plan.limits.maxMessageBytes === early.maxMessageBytes && !plan.reusePages && plan.unreadBytes === undefined && plan.unreadListBytes === undefined;
  if ((await early.started) && sameOptions && plan.surface === early.surface && sameTarget(plan.target, early.target)) return early.child;
  await early.child.close();
  return undefined;
}

function sameTarget(a: PlannedStart['target'], b: StdioTarget): boolean {
  if (a.type !== 'stdio') return false;
  const t = a as StdioTarget;
  const env = (e: Record<string, string>) => JSON.stringify(Object.entries(e).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return t.command === b.command && t.cwd === b.cwd && JSON.stringify(t.args) === JSON.stringify(b.args) && env(t.env) === env(b.env);
}

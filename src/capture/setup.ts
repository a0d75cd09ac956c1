// The run markers this process hands out, and the config's setup step. Apart from the capture's code: the CLI runs
// the setup and starts a server (early-launch.ts) before that code is loaded.
import type { Config } from '../core/shared/config.js';
import { SetupError } from '../core/shared/errors.js';
import { childEnv, newRunMarker } from './child-env.js';
import { DEFAULT_TIMEOUTS } from './defaults.js';
import { runShell, sweepMarked } from './process.js';

/** Every marker this process has handed out: the Action sweeps them all once more before it writes any result. */
const ISSUED_MARKERS = new Set<string>();

/** A fresh run marker, remembered for sweepAllCaptures. */
export function issueMarker(): string {
  const marker = newRunMarker();
  ISSUED_MARKERS.add(marker);
  return marker;
}

/**
 * The config's `setup` (the repository's install), once, before any server's build: servers that share a workspace
 * root would otherwise each install into it, at once, and race. It is the judged code, like a build: the allow-listed
 * environment only, and whatever it leaves running is ended before any server starts.
 */
export async function runSetup(config: Config, baseDir: string): Promise<void> {
  const setup = config.setup;
  if (setup === undefined) return;
  const { command, timeoutMs = DEFAULT_TIMEOUTS.buildMs } = typeof setup === 'string' ? { command: setup } : setup;
  const marker = issueMarker();
  try {
    const res = await runShell(command, { cwd: baseDir, env: childEnv({}, marker), timeoutMs });
    if (res.timedOut) throw new SetupError(`timed out after ${timeoutMs} ms`, res.output.tail(30));
    if (res.code !== 0) throw new SetupError(res.code === null ? `killed by ${res.signal ?? 'a signal'}` : `exit code ${res.code}`, res.output.tail(30));
  } finally {
    await sweepMarked([marker]);
  }
}

/** Ends every process still carrying a marker of any capture this process ran (see sweepMarked). */
export function sweepAllCaptures(): Promise<number> {
  return sweepMarked([...ISSUED_MARKERS]);
}

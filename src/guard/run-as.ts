// `guard --run-as USER[:GROUP]`: the upstream runs as another user, so it can neither read the store's key nor write
// the store (its directory is 0700), nor signal or trace the guard. The only boundary that holds against an upstream
// that wants to approve itself; running it as the guard's own user gives it every file that user has.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Target } from '../capture/connect.js';
import { UsageError } from '../core/shared/errors.js';

const SPEC = /^[A-Za-z0-9_.-]{1,64}(?::[A-Za-z0-9_.-]{1,64})?$/;
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'];

/** The stdio target wrapped in util-linux `setpriv`, which drops to USER (and GROUP, default USER's) before exec. */
export function runAs(target: Target, spec: string): Target {
  if (!SPEC.test(spec)) throw new UsageError(`mcp-contract guard: --run-as "${spec.slice(0, 80)}": expected USER or USER:GROUP (names or numeric ids)`);
  if (target.type !== 'stdio') throw new UsageError('mcp-contract guard: --run-as applies to a server the guard starts (stdio), not to a URL');
  if (process.platform !== 'linux') throw new UsageError('mcp-contract guard: --run-as needs Linux (util-linux setpriv)');
  const setpriv = SETPRIV.find((p) => existsSync(p));
  if (!setpriv) throw new UsageError('mcp-contract guard: --run-as needs setpriv (util-linux), which is not installed');
  const [user, group] = spec.split(':');
  const ids = [`--reuid=${user}`, group === undefined ? '--init-groups' : `--regid=${group}`];
  if (group !== undefined) ids.push('--clear-groups');
  // A group given by user name alone: setpriv --init-groups takes the user's primary and supplementary groups.
  if (group === undefined) ids.push(`--regid=${user}`);
  return { ...target, command: setpriv, args: [...ids, '--', target.command, ...target.args] };
}

/** Under --run-as the store directory must be closed to other users, or the separation is for nothing. */
export async function requirePrivateStore(dir: string): Promise<void> {
  const st = await stat(dir);
  if ((st.mode & 0o077) !== 0)
    throw new UsageError(`mcp-contract guard: ${dir}: the store directory is open to other users (mode ${(st.mode & 0o777).toString(8)}); chmod 700 it before --run-as`);
}

/** A file or directory the guard starts from, and what it is to it ("the approved snapshot"). */
export interface StartPath {
  path: string;
  what: string;
}

/**
 * Refuses to start from what every user may write: the config, the approved snapshots and their directory, the store.
 * Anyone on the machine could otherwise rewrite what is approved or plant a store, so, as ssh refuses a key directory
 * others can write, the guard does not start; the directory holding each is checked too, unless it is sticky (/tmp),
 * where others cannot replace what is not theirs. Paths that do not exist yet are created private by the guard.
 */
export async function requireNotWorldWritable(paths: readonly StartPath[]): Promise<void> {
  if (process.platform === 'win32') return;
  for (const { path, what } of paths) {
    for (const [at, holder] of [[path, false], [dirname(path), true]] as const) {
      const st = await stat(at).catch(() => undefined);
      if (!st || (st.mode & 0o002) === 0 || (holder && (st.mode & 0o1000) !== 0)) continue;
      const mode = (st.mode & 0o7777).toString(8);
      throw new UsageError(`mcp-contract guard: ${at}: ${holder ? `the directory holding ${what}` : what} is writable by every user (mode ${mode}); chmod o-w it before the guard starts from it`);
    }
  }
}

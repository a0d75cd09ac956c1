// `guard --run-as USER[:GROUP]`: the upstream runs as another user, so it can neither read the store's key nor write
// the store (its directory is 0700), nor signal or trace the guard. The only boundary that holds against an upstream
// that wants to approve itself; running it as the guard's own user gives it every file that user has.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
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

// Which guard processes run for a store: each writes its id beside the store (`<store>.session-<id>`, 0600, the id
// its pid and random bytes) at start and removes it at close. `approve --session` binds an approval to the one running guard; a guard ends a session
// approval only when that approval's process is gone, so two guards sharing a store (two clients of one server)
// never end each other's.
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { UsageError } from '../core/shared/errors.js';

const SUFFIX = '.session-';

function sessionFile(storePath: string, session: string): string {
  return `${storePath}${SUFFIX}${session}`;
}

/** A new id for this process: its pid (so another process can tell whether it still runs) and 16 random bytes. */
export function newSession(): string {
  return `${process.pid}.${randomBytes(16).toString('hex')}`;
}

export async function writeSessionFile(storePath: string, session: string): Promise<void> {
  await writeFile(sessionFile(storePath, session), `${JSON.stringify({ session, pid: process.pid })}\n`, { mode: 0o600 });
}

function readSession(file: string): string | undefined {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as { session?: unknown };
    return typeof v.session === 'string' ? v.session : undefined;
  } catch {
    return undefined;
  }
}

export function removeSessionFile(storePath: string, session: string): void {
  try {
    unlinkSync(sessionFile(storePath, session));
  } catch {
    // Gone already.
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the guard process a session id names still runs for this store (its file is there, its pid alive). */
export function sessionLive(storePath: string, session: string): boolean {
  if (!/^\d+\.[0-9a-f]{32}$/.test(session)) return false;
  const pid = Number(session.slice(0, session.indexOf('.')));
  return readSession(sessionFile(storePath, session)) === session && alive(pid);
}

/** The ids of the guards running for this store. */
export function runningSessions(storePath: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dirname(storePath));
  } catch {
    return [];
  }
  const prefix = `${basename(storePath)}${SUFFIX}`;
  return names
    .filter((n) => n.startsWith(prefix))
    .map((n) => n.slice(prefix.length))
    .filter((s) => sessionLive(storePath, s));
}

/**
 * The one guard running for this store, for `approve --session`; one line when there is none, or several. Another
 * era's store (`<server>.<era>.json`) is the guard's of `<server>.json`.
 */
export function runningSession(storePath: string): string {
  const era = /^(.*)\.(legacy|modern)\.json$/.exec(storePath);
  const live = runningSessions(era && existsSync(`${era[1]}.json`) ? `${era[1]}.json` : storePath);
  if (live.length === 1) return live[0];
  if (live.length === 0) throw new UsageError(`mcp-contract approve: --session binds the approval to the running guard, and none runs for ${storePath}`);
  const pids = live.map((s) => s.slice(0, s.indexOf('.'))).join(', ');
  throw new UsageError(`mcp-contract approve: --session binds the approval to one guard process, and ${live.length} run for ${storePath} (pids ${pids}); stop the others, or approve without --session`);
}

// The running guard's process id for its store, beside it (`<store>.session`, 0600): `approve --session` reads it to
// bind an approval to this one process. Written at start, removed at close; a file whose process is gone names none.
import { readFileSync, unlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { UsageError } from '../core/shared/errors.js';

export function sessionFile(storePath: string): string {
  return `${storePath}.session`;
}

export async function writeSessionFile(storePath: string, session: string): Promise<void> {
  await writeFile(sessionFile(storePath), `${JSON.stringify({ session, pid: process.pid })}\n`, { mode: 0o600 });
}

/** Removed only while it still names this process (a guard started since owns it now). */
export function removeSessionFile(storePath: string, session: string): void {
  try {
    if (JSON.parse(readFileSync(sessionFile(storePath), 'utf8')).session === session) unlinkSync(sessionFile(storePath));
  } catch {
    // Gone already, or another's: nothing to remove.
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

/** The id of the guard running for this store; one line naming the file when none runs. */
export function runningSession(storePath: string): string {
  const file = sessionFile(storePath);
  let value: { session?: unknown; pid?: unknown };
  try {
    value = JSON.parse(readFileSync(file, 'utf8')) as typeof value;
  } catch {
    throw new UsageError(`mcp-contract approve: --session binds the approval to the running guard, and none runs for this store (${file} is absent)`);
  }
  if (typeof value.session !== 'string' || typeof value.pid !== 'number') throw new UsageError(`${file}: not a guard session file`);
  if (!alive(value.pid)) throw new UsageError(`mcp-contract approve: --session binds the approval to the running guard; the guard that wrote ${file} (pid ${value.pid}) has ended`);
  return value.session;
}

// A lock between processes that share a directory (the guard and `approve`, two guards): mkdir is atomic everywhere.
import { existsSync, rmSync } from 'node:fs';
import { mkdir, rm, stat, utimes, writeFile } from 'node:fs/promises';

const LOCK_STALE_MS = 10_000;

/** A wait that keeps the process alive: an unref'ed timer let `approve` exit mid-wait with its decision lost. */
function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Takes the lock directory: mkdir until it succeeds; while another holds it, `taken` is told and `wait` passes before
 * the next try, and a lock older than LOCK_STALE_MS (a crashed writer's) is broken.
 */
async function takeLock(lock: string, wait: () => Promise<void>, taken?: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      await taken?.();
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await wait();
    }
  }
}

/** Runs fn holding `<path>.lock`; only a lock older than LOCK_STALE_MS (a crashed writer's) is broken. */
export async function withLock<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  await takeLock(lock, () => sleep(5 + Math.floor(Math.random() * 20)));
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A lock kept by its holder: released (async, or sync on the way out of the process) when the holder is done. */
export interface HeldLock {
  release(): Promise<void>;
  releaseSync(): void;
  /** Whether another process is waiting for the lock (it said so when it found the lock taken). */
  wanted(): boolean;
  /** Marks the lock as still held (its age restarts), so a holder that keeps it is never taken for a crashed one. */
  refresh(): Promise<void>;
}

/**
 * The same lock, taken and kept by its caller until it releases it (the audit log keeps it for a burst of appends:
 * one mkdir and one rmdir per burst, each a journal write that costs milliseconds on a busy disk). A process that
 * finds it taken leaves a `.wanted` mark beside it, so the holder lets it in at its next write instead of at its end.
 * A holder that keeps it longer than LOCK_STALE_MS refreshes it, or another process would break it as a crashed writer's.
 */
export async function acquireLock(path: string): Promise<HeldLock> {
  const lock = `${path}.lock`;
  const want = `${lock}.wanted`;
  let marked = false;
  await takeLock(lock, () => sleep(1 + Math.floor(Math.random() * 4)), async () => {
    if (marked) return;
    marked = true;
    await writeFile(want, '').catch(() => undefined);
  });
  if (marked) await rm(want, { force: true });
  let held = true;
  return {
    release: async () => {
      if (!held) return;
      held = false;
      await rm(lock, { recursive: true, force: true });
    },
    releaseSync: () => {
      if (!held) return;
      held = false;
      rmSync(lock, { recursive: true, force: true });
    },
    wanted: () => existsSync(want),
    refresh: async () => {
      const now = new Date();
      await utimes(lock, now, now).catch(() => undefined);
    },
  };
}

/** How often a holder refreshes a lock it keeps: well inside LOCK_STALE_MS. */
export const LOCK_REFRESH_MS = LOCK_STALE_MS / 4;

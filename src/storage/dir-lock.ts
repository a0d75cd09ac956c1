// A lock between processes that share a directory (the guard and `approve`, two guards): mkdir is atomic everywhere.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';

const LOCK_STALE_MS = 10_000;

/** A wait that keeps the process alive: an unref'ed timer let `approve` exit mid-wait with its decision lost. */
function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Runs fn holding `<path>.lock`; only a lock older than LOCK_STALE_MS (a crashed writer's) is broken. */
export async function withLock<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(5 + Math.floor(Math.random() * 20));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The same lock around a short synchronous fn (the audit log's append: a few system calls): taking it costs one mkdir
 * and one rmdir, no round trip through the thread pool per step; only the wait for another holder is asynchronous.
 */
export async function withLockSync<T>(path: string, fn: () => T): Promise<T> {
  const lock = `${path}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(1 + Math.floor(Math.random() * 4));
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

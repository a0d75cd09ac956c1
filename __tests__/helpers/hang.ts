// How long the suite waits before it calls something hung. None of these is a speed target (`npm run bench` holds
// those, as ratios within one run): each is sized so that only a hang reaches it on a loaded 2-core machine, where
// the whole suite once took 56 minutes against some 4.5 quiet (about 12 times slower) and a nested `npm ci` 5 minutes.
// A test names no other duration for itself: it waits for a condition (`waitFor`), for a process to exit, or for
// jest's own bound, which is `test` below (jest.config.js: testTimeout; __tests__/hang-guards.test.ts checks both).

export const HANG_MS = {
  /** A condition a test waits for (a process gone, a file written, a list that changed): seconds on a quiet machine. */
  wait: 5 * 60_000,
  /** One test or hook: jest's testTimeout. */
  test: 10 * 60_000,
  /** A test or step that installs or builds a project (a nested `npm ci`, a Python venv, a cold type check). */
  install: 30 * 60_000,
} as const;

/** The line a step bounded by a hang guard fails with, naming what hung and the bound. */
export function hungMessage(what: string, ms: number): string {
  return `${what} did not finish within ${Math.round(ms / 60_000)} min: a hang (the bound is sized for a loaded 2-core machine, __tests__/helpers/hang.ts)`;
}

/**
 * A `spawnSync` result, or the hang line when its `timeout` (a hang guard from HANG_MS) ended it. spawnSync blocks
 * jest's own timer, so a synchronous step carries its own bound and says here which step hung.
 */
export function unhung<T extends { error?: Error; signal?: NodeJS.Signals | null }>(r: T, what: string, ms: number): T {
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') throw new Error(hungMessage(what, ms));
  return r;
}

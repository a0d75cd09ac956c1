// The one way tests wait for something that happens asynchronously (a killed process gone, a file written, a guard
// publishing a change): poll a probe until it holds, bounded. Fixed sleeps are either flaky on a loaded machine or slow
// on a quiet one; this returns as soon as the probe holds. Its bounds are hang guards (hang.ts), never budgets.
import { HANG_MS } from './hang.js';

export interface PollOptions {
  /** Give up after this long (default HANG_MS.wait: only a hang reaches it, and a passing probe returns at once). */
  withinMs?: number;
  /** Pause between probes (default 25 ms). */
  everyMs?: number;
}

/** Probes until `probe` returns true or the time is up; resolves with whether it held (the last probe decides). */
export async function pollUntil(probe: () => boolean | Promise<boolean>, opts: PollOptions = {}): Promise<boolean> {
  const until = Date.now() + (opts.withinMs ?? HANG_MS.wait);
  while (Date.now() < until) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, opts.everyMs ?? 25));
  }
  return probe();
}

/** `pollUntil` that fails the test, naming what it waited for (default HANG_MS.wait). */
export async function waitFor(probe: () => boolean | Promise<boolean>, opts: PollOptions & { what?: string } = {}): Promise<void> {
  const withinMs = opts.withinMs ?? HANG_MS.wait;
  if (!(await pollUntil(probe, { ...opts, withinMs }))) throw new Error(`waited ${withinMs} ms for ${opts.what ?? 'a condition'} in vain`);
}

/**
 * That an operation bounded by a configured timeout was ended by it: it took at least the timeout. There is no upper
 * bound in milliseconds: a loaded 2-core machine can miss any such budget. A missing bound is caught anyway, by the
 * failure line each caller asserts (it names the timeout) and, were the operation to hang, by jest's own timeout.
 */
export function expectEndedByTimeout(elapsedMs: number, configuredMs: number): void {
  expect(elapsedMs).toBeGreaterThanOrEqual(configuredMs - 5);
}

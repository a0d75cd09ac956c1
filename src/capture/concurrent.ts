// Many servers captured side by side, bounded by a limit: results come back in input order, and every task is
// waited for before a failure is reported, so no server keeps running behind an error and one failure hides no
// other server's result.
import { availableParallelism } from 'node:os';
import { ContractError, UsageError } from '../core/shared/errors.js';

/** The default bound: one capture per core (a capture is mostly a build and a child process). */
export function defaultConcurrency(): number {
  return Math.max(1, availableParallelism());
}

/** `--concurrency N` / the `concurrency` input: a whole number from 1, or empty for the default. */
export function parseConcurrency(value: string | undefined, where: string): number {
  if (value === undefined || value.trim() === '') return defaultConcurrency();
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new UsageError(`${where}: expected a whole number from 1 to 256 (got "${value}")`);
  return n;
}

/**
 * The bound of a run, shared by its servers and each server's surfaces: a server waits for a slot; a server with
 * several surfaces that are processes of their own also borrows whatever slots are free at that moment (never
 * waiting for one while it holds its own, so no two servers can wait on each other).
 */
export class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(limit: number) {
    this.free = Math.max(1, limit);
  }

  /** Waits for a slot; the function returned gives it back (a second call does nothing). */
  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.giver();
  }

  /** A slot if one is free now, else undefined. */
  tryTake(): (() => void) | undefined {
    if (this.free === 0) return undefined;
    this.free--;
    return this.giver();
  }

  private giver(): () => void {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}

/**
 * Runs `fn` over `items` with at most `limit` slots taken at once, started in input order; each outcome at its item's
 * index. `fn` gets the run's slots, to borrow free ones for work of its own that can run side by side.
 */
export async function settleBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number, slots: Slots) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const slots = new Slots(limit);
  const running: Promise<PromiseSettledResult<R>>[] = [];
  for (const [i, item] of items.entries()) {
    const give = await slots.take();
    running.push(
      Promise.resolve().then(() => fn(item, i, slots)).then(
        (value): PromiseSettledResult<R> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<R> => ({ status: 'rejected', reason }),
      ).finally(give),
    );
  }
  return Promise.all(running);
}

/**
 * Runs `fn` over `items` on `lanes` workers that each take the next item; `laneDone(lane)` when a lane finds no more
 * work (lane 0 first holds what the caller holds, the others what it borrowed).
 */
export async function settleInLanes<T, R>(items: readonly T[], lanes: number, fn: (item: T, index: number) => Promise<R>, laneDone: (lane: number) => void = () => undefined): Promise<PromiseSettledResult<R>[]> {
  const out: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lane = async (n: number): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      try {
        out[i] = { status: 'fulfilled', value: await fn(items[i], i) };
      } catch (reason) {
        out[i] = { status: 'rejected', reason };
      }
    }
    laneDone(n);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, lanes), Math.max(1, items.length)) }, (_, n) => lane(n)));
  return out;
}

/** The failures of a settled run as one error: the first in input order carries its exit code, every one is named. */
export function combinedFailure(settled: readonly PromiseSettledResult<unknown>[]): unknown {
  const reasons = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (reasons.length <= 1) return reasons[0];
  const first = reasons[0];
  if (!(first instanceof ContractError)) return first;
  const messages = reasons.map((r) => (r instanceof Error ? r.message : String(r)));
  const details = reasons.flatMap((r) => (r instanceof ContractError && r.detail ? [r.detail] : []));
  return new ContractError(`${messages.join('; ')}`, first.exitCode, details.length ? details.join('\n') : undefined);
}

/** Every value of a settled run in input order, or its combined failure. */
export function valuesOrFailure<R>(settled: readonly PromiseSettledResult<R>[]): R[] {
  const failure = combinedFailure(settled);
  if (failure !== undefined) throw failure;
  return settled.map((r) => (r as PromiseFulfilledResult<R>).value);
}

/** Every value in input order, or (after all have finished) the combined failure. */
export async function allBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number, slots: Slots) => Promise<R>): Promise<R[]> {
  return valuesOrFailure(await settleBounded(items, limit, fn));
}

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

/** Runs `fn` over `items` with at most `limit` at once; each outcome at its item's index. */
export async function settleBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const out: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      try {
        out[i] = { status: 'fulfilled', value: await fn(items[i], i) };
      } catch (reason) {
        out[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
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

/** Every value in input order, or (after all have finished) the combined failure. */
export async function allBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const settled = await settleBounded(items, limit, fn);
  const failure = combinedFailure(settled);
  if (failure !== undefined) throw failure;
  return settled.map((r) => (r as PromiseFulfilledResult<R>).value);
}

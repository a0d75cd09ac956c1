/** The default bound: one capture per core (a capture is mostly a build and a child process). */
export declare function defaultConcurrency(): number;
/** `--concurrency N` / the `concurrency` input: a whole number from 1, or empty for the default. */
export declare function parseConcurrency(value: string | undefined, where: string): number;
/**
 * The bound of a run, shared by its servers and each server's surfaces: a server waits for a slot; a server with
 * several surfaces that are processes of their own also borrows whatever slots are free at that moment (never
 * waiting for one while it holds its own, so no two servers can wait on each other).
 */
export declare class Slots {
    private free;
    private readonly waiting;
    constructor(limit: number);
    /** Waits for a slot; the function returned gives it back (a second call does nothing). */
    take(): Promise<() => void>;
    /** A slot if one is free now, else undefined. */
    tryTake(): (() => void) | undefined;
    private giver;
}
/**
 * Runs `fn` over `items` with at most `limit` slots taken at once, started in input order; each outcome at its item's
 * index. `fn` gets the run's slots, to borrow free ones for work of its own that can run side by side.
 */
export declare function settleBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number, slots: Slots) => Promise<R>): Promise<PromiseSettledResult<R>[]>;
/**
 * Runs `fn` over `items` on `lanes` workers that each take the next item; `laneDone(lane)` when a lane finds no more
 * work (lane 0 first holds what the caller holds, the others what it borrowed).
 */
export declare function settleInLanes<T, R>(items: readonly T[], lanes: number, fn: (item: T, index: number) => Promise<R>, laneDone?: (lane: number) => void): Promise<PromiseSettledResult<R>[]>;
/** The failures of a settled run as one error: the first in input order carries its exit code, every one is named. */
export declare function combinedFailure(settled: readonly PromiseSettledResult<unknown>[]): unknown;
/** Every value of a settled run in input order, or its combined failure. */
export declare function valuesOrFailure<R>(settled: readonly PromiseSettledResult<R>[]): R[];
/** Every value in input order, or (after all have finished) the combined failure. */
export declare function allBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number, slots: Slots) => Promise<R>): Promise<R[]>;

// The freshness bound (`--max-age`): a call is judged against a capture that started at most maxAgeMs before it. A
// call waits for a capture only when the last finished one really is older than that (or a change was announced and
// its capture has not finished); a capture running meanwhile does not hold a call back while the last finished one is
// young. While calls keep coming, the next capture starts ahead of the bound, off the call path, so a steady stream of
// calls never meets an expired capture; an idle guard does not re-capture on its own (its next call captures first).

/** The clock and timers the bound is kept with (tests drive the clock). */
export interface FreshnessClock {
  now(): number;
}

export const SYSTEM_CLOCK: FreshnessClock = { now: () => Date.now() };

/** How far ahead of the bound a capture starts: twice the last one's duration, at least LEAD_MIN_MS, at most half the bound. */
const LEAD_MIN_MS = 100;

/** The longest delay a Node timer takes: a longer one is cut to 1 ms (and a --max-age beyond 24.8 days re-captured at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Freshness {
  /** When the last finished capture started (0: none yet). */
  private freshAt = 0;
  /** When the capture in flight started, if one runs. */
  private runningSince?: number;
  private lastDurationMs = 0;
  /** Calls judged since the last capture started: a guard nobody calls is not re-captured ahead. */
  private calls = 0;
  private timer?: NodeJS.Timeout;
  private closed = false;
  private readonly maxAgeMs: number;
  private readonly clock: FreshnessClock;
  private readonly recapture: () => void;

  constructor(maxAgeMs: number, clock: FreshnessClock, recapture: () => void) {
    this.maxAgeMs = maxAgeMs;
    this.clock = clock;
    this.recapture = recapture;
  }

  /** The last finished capture is young enough to judge a call on now. */
  young(): boolean {
    return this.maxAgeMs > 0 && this.freshAt > 0 && this.clock.now() - this.freshAt < this.maxAgeMs;
  }

  /** How long ago the last capture started (finished or not), in ms. */
  sinceLastStart(): number {
    return this.clock.now() - Math.max(this.freshAt, this.runningSince ?? 0);
  }

  /** A capture starts now; returns its start, to hand back to finished(). */
  started(): number {
    const at = this.clock.now();
    this.runningSince = at;
    this.calls = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
    return at;
  }

  /** The capture that started at `at` finished: calls are judged on it from now on. */
  finished(at: number): void {
    this.runningSince = undefined;
    this.freshAt = Math.max(this.freshAt, at);
    this.lastDurationMs = Math.max(0, this.clock.now() - at);
    if (this.calls > 0) this.schedule();
  }

  /** A call was judged: the stream goes on, so the next capture is due ahead of the bound. */
  called(): void {
    this.calls++;
    if (this.timer === undefined && this.runningSince === undefined && this.freshAt > 0) this.schedule();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.closed || this.maxAgeMs <= 0 || this.timer !== undefined) return;
    const lead = Math.min(this.maxAgeMs / 2, Math.max(LEAD_MIN_MS, 2 * this.lastDurationMs));
    const delay = Math.max(0, this.freshAt + this.maxAgeMs - lead - this.clock.now());
    // A delay beyond one timer's reach waits in steps: each step that ends before the due time schedules the next.
    const step = Math.min(delay, MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.closed) return;
      if (step < delay) this.schedule();
      else this.recapture();
    }, step);
    // The process's life is its client's: a pending re-capture never keeps it running.
    this.timer.unref();
  }
}

// The guard runs for hours and its own work per message is small (JSON.parse and JSON.stringify are native code), so
// it asks V8 for memory over speed. Each flag below is read by V8 at run time (when it next tiers up a function, sizes
// a heap space or decides to collect), so setting it after start-up takes effect from then on. Measured on Node 24
// with a 1,000-tool upstream after listing all of it (issue 21; README "Performance"):
// - --no-opt: TurboFan, once it optimizes a hot function, pages in megabytes of its own machine code and keeps its
//   zones and code objects; off, peak resident memory fell by about 7 MB, and the added latency per call moved
//   within this machine's noise.
// - --optimize-for-size: a young generation of 1 MB semi-spaces and a slower-growing old one; the heap V8 holds fell
//   from 24 MB to 14 MB.
// With both, the guard's own time per forwarded message (from reading it to writing it on) measured the same as
// without them, interleaved in one run: a median of 44.8 against 42.5 microseconds on a loaded 2-core machine. What
// the flags do cost is the periodic re-capture: digesting 5,000 listed tools took 156 to 189 ms with them against
// 135 to 158 ms without (best of 7, two runs each); at 1,000 tools, a few milliseconds per interval.
// Tried and left out: --no-maglev (2 MB less, but the interpreter's speed on every forwarded message), --lite-mode and
// --max-semi-space-size (no effect when set after start-up), --heap-growing-percent=10 (no change beyond the run-to-run
// spread), --single-threaded-gc (more memory, even from start-up), a forced full collection after start-up and after
// each capture (no lower, up to 5 MB higher).
import { setFlagsFromString } from 'node:v8';
import { keepTurbofanOff, releaseTurbofan } from '../capture/v8-flags.js';

/**
 * Forwarded calls after which the guard gives TurboFan back. Per forwarded call, without it the guard's own CPU was
 * about 1.5x what it is with it (issue 55: 349 against 222 µs per small tools/call, paired in the same rounds, load
 * 14–22); with it on from the start the peak RSS after listing 1,000 tools rose from 74 to 82 MB. A guard that serves
 * a stream of calls pays those megabytes for the third of its CPU, one that mostly sits and lists keeps them.
 */
export const CALLS_BEFORE_TURBOFAN = 200;
let forwarded = 0;

/** Counts a forwarded call; the CALLS_BEFORE_TURBOFAN-th lets TurboFan compile the hot path from then on. */
export function callForwarded(): void {
  if (++forwarded === CALLS_BEFORE_TURBOFAN) releaseTurbofan();
}

export function leanV8(): void {
  // Through the capture's switch: a re-capture ending must not turn TurboFan back on (capture/v8-flags.ts).
  keepTurbofanOff();
  setFlagsFromString('--optimize-for-size');
}


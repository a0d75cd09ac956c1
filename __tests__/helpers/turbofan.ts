// Whether V8 optimizes a function with TurboFan in this process now: a fresh function is made hot and its optimization
// status read (V8's natives syntax, allowed here for the test's own process).
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--allow-natives-syntax');
// V8's optimization status bits (src/runtime/runtime-test.cc): bit 6 is "TurboFan code".
const status = new Function('f', 'return %GetOptimizationStatus(f)') as (f: unknown) => number;
const TURBOFANNED = 1 << 6;
let made = 0;

/** A new function, called until V8 has optimized it with TurboFan or `withinMs` passed; whether it was. */
export async function turbofanned(withinMs: number): Promise<boolean> {
  // A source of its own: V8 caches compiled code by source, and a copy would share an earlier one's TurboFan code.
  const hot = new Function('x', `return (x * 31 + ${++made}) % 1009`) as (x: number) => number;
  const until = Date.now() + withinMs;
  let sink = 0;
  while (Date.now() < until) {
    for (let i = 0; i < 20_000; i++) sink += hot(i);
    if (status(hot) & TURBOFANNED) return true;
    // TurboFan compiles on another thread: give it a turn.
    await new Promise((r) => setTimeout(r, 1));
  }
  return sink < 0;
}

// A diff of two files is over in a few hundred milliseconds. On a V8 whose only optimizing tier is TurboFan (Node 20:
// V8 11.3, no Maglev by default), the functions that get hot in it (the hosts checks, the counter, the classifier's
// walks: some fifty in a 1,000-tool diff, --trace-opt) are compiled by TurboFan on a background thread, and that
// compile cost more CPU than their faster code gave back before the process ended: with TurboFan off the 1,000-tool
// diff took 0.78x the CPU, the 100-tool one 0.98x (Node 20, interleaved rounds, issue 55). Node 24 (V8 13, with
// Maglev) measured the other way for 100 tools (1.07x the CPU with TurboFan off), so there it is left on.
/** Whether this V8 tiers hot code from its baseline straight to TurboFan: V8 before 12 (Node 20); Node 22 and later have Maglev. */
export function turbofanIsTheOnlyOptimizer(v8Version: string = process.versions.v8): boolean {
  return Number(v8Version.split('.')[0]) < 12;
}

/**
 * TurboFan off for the rest of this process where that pays for a short run (see above), unless Node was started with a
 * flag about tiering (then V8 is the user's). The V8 flags module loads only where it is used. Whether it turned it off.
 */
export async function tierForShortRun(v8Version: string = process.versions.v8): Promise<boolean> {
  if (!turbofanIsTheOnlyOptimizer(v8Version)) return false;
  const { keepTurbofanOff, turbofanIsOurs } = await import('../capture/v8-flags.js');
  if (!turbofanIsOurs()) return false;
  keepTurbofanOff();
  return true;
}

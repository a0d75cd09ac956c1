// The freshness bound's timer (src/guard/freshness.ts): Node clamps a timer's delay above 2^31 - 1 ms (24.8 days) to
// 1 ms, so a --max-age beyond it re-captured back to back while calls came. The clock and timers are jest's fake ones,
// so no real time passes.
import { jest } from '@jest/globals';
import { Freshness } from '../../src/guard/freshness.js';

describe('guard freshness: a bound longer than one timer can wait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A Freshness on jest's clock (Date.now() moves with the fake timers), after one capture and one call. */
  function armed(maxAgeMs: number): { recaptures: () => number; advance: (ms: number) => void; f: Freshness } {
    let n = 0;
    const f = new Freshness(maxAgeMs, { now: () => Date.now() }, () => n++);
    f.finished(f.started());
    f.called();
    return { recaptures: () => n, advance: (ms) => jest.advanceTimersByTime(ms), f };
  }

  it('a --max-age of 35 days re-captures ahead of its bound, not at once', () => {
    const day = 24 * 3600 * 1000;
    const { recaptures, advance, f } = armed(35 * day);
    advance(1);
    advance(1_000);
    expect(recaptures()).toBe(0);
    advance(30 * day);
    expect(recaptures()).toBe(0);
    // Due ahead of the bound (half of it at most ahead, here the lead's floor): by 35 days it has run once.
    advance(5 * day);
    expect(recaptures()).toBe(1);
    f.close();
  });

  it('a short bound still re-captures ahead of it (the honest path)', () => {
    const { recaptures, advance, f } = armed(5_000);
    advance(4_000);
    expect(recaptures()).toBe(0);
    advance(950);
    expect(recaptures()).toBe(1);
    f.close();
  });
});

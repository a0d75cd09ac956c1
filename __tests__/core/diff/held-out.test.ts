// The held-out corpus (fixtures/held-out, issue 53): attacker edits and honest look-alikes planted on five real captures,
// split once into dev and test halves. Honest edits raise no risk rule in either half; every dev attack is named by its
// rule at its ref (the level the readers reach, so a class that falls back to "description changed" fails); the test
// half is held to the figures measured after tuning on dev only (docs/rules.md), so it cannot silently regress.
import { HELD_OUT_CLASSES, heldOutCases, heldOutChanges, measureHeldOut, type HalfFigures } from '../../helpers/held-out.js';

const cases = heldOutCases();
let figures: HalfFigures[];
beforeAll(() => {
  figures = measureHeldOut(cases);
});
const at = (half: string, cls: string) => figures.find((f) => f.half === half && f.class === cls)!;

describe('the held-out corpus', () => {
  it('holds at least 48 cases, about half honest, every class in both halves with attacks and honest cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(48);
    const honest = cases.filter((c) => c.expect === undefined).length;
    expect(Math.abs(honest * 2 - cases.length)).toBeLessThanOrEqual(cases.length / 10);
    for (const half of ['dev', 'test'] as const) {
      for (const cls of HELD_OUT_CLASSES) {
        const here = cases.filter((c) => c.half === half && c.class === cls);
        expect([cls, half, here.some((c) => c.expect !== undefined), here.some((c) => c.expect === undefined)]).toEqual([cls, half, true, true]);
      }
    }
  });

  it('splits by the fixed rule: within a class, attacks and honest cases each alternate dev, test in written order', () => {
    for (const cls of HELD_OUT_CLASSES) {
      for (const attack of [true, false]) {
        const halves = cases.filter((c) => c.half !== 'fresh' && c.class === cls && (c.expect !== undefined) === attack).map((c) => c.half);
        expect(halves).toEqual(halves.map((_, i) => (i % 2 === 0 ? 'dev' : 'test')));
      }
    }
  });

  it('edits every case for real: base and head differ, and a planted edit at a missing place is refused', () => {
    for (const k of cases) expect([k.id, heldOutChanges(k).length > 0]).toEqual([k.id, true]);
    const broken = { ...cases[0], id: 'broken', edits: [{ ref: 'tool:no-such-tool', set: '/description', value: 'x' }] };
    expect(() => heldOutChanges(broken)).toThrow('held-out: broken: no tool:no-such-tool in the capture');
  });

  it.each(['dev', 'test', 'fresh'])('raises no risk rule on an honest look-alike of the %s half', (half) => {
    expect(at(half, 'all').misses.filter((m) => m.includes('false alarm'))).toEqual([]);
    expect(at(half, 'all').falseAlarms).toBe(0);
  });

  it.each([...HELD_OUT_CLASSES])('names every dev attack of %s by its rule, and catches every one', (cls) => {
    const f = at('dev', cls);
    expect(f.misses).toEqual([]);
    expect([f.named, f.caught]).toEqual([f.attacks, f.attacks]);
  });

  it('keeps the test half at or above the figures measured after tuning on dev only', () => {
    // Measured once per change to the readers (docs/rules.md); raising it is a new measurement, never a tuning target.
    expect(at('test', 'all').named).toBeGreaterThanOrEqual(TEST_NAMED_FLOOR);
    expect(at('test', 'all').caught).toBeGreaterThanOrEqual(TEST_CAUGHT_FLOOR);
  });
});

// The fresh half (fresh.json): written by another hand before reading the readers or cases.json, never tuned on.
describe('the fresh half', () => {
  it('holds at least 36 cases of every class, about half honest', () => {
    const fresh = cases.filter((c) => c.half === 'fresh');
    expect(fresh.length).toBeGreaterThanOrEqual(36);
    expect(Math.abs(fresh.filter((c) => c.expect === undefined).length * 2 - fresh.length)).toBeLessThanOrEqual(fresh.length / 10);
    for (const cls of HELD_OUT_CLASSES) expect([cls, fresh.filter((c) => c.class === cls && c.expect !== undefined).length >= 2, fresh.filter((c) => c.class === cls && c.expect === undefined).length >= 2]).toEqual([cls, true, true]);
  });

  it('keeps the fresh half at or above the figures measured once per change (docs/rules.md)', () => {
    expect(at('fresh', 'all').named).toBeGreaterThanOrEqual(FRESH_NAMED_FLOOR);
    expect(at('fresh', 'all').caught).toBeGreaterThanOrEqual(FRESH_CAUGHT_FLOOR);
  });
});

const FRESH_NAMED_FLOOR = 20;
const FRESH_CAUGHT_FLOOR = 26;
const TEST_NAMED_FLOOR = 13;
const TEST_CAUGHT_FLOOR = 18;

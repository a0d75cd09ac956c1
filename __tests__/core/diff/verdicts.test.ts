// Verdict truth on the labelled real histories (helpers/verdict-truth.ts; `npm run verdicts` prints the same table):
// per event class, the classifier's precision and recall and the rendered rows a reviewer reads per real change, from
// real runs: published servers' consecutive versions, the labelled rename diffs, SDK-only upgrades of unchanged code,
// and attacker edits planted on real tool definitions. None may fall below the floor measured when it was written
// (recall stays 1.0 where it is 1.0), and no class may tell its changes in more rows than it did.
import { CLASSES, labelledCases, MEANING_CLASSES, loudBefore, measureMeaning, measureVerdicts, type Case, type EventClass, type Figures, type MeaningFigures } from '../../helpers/verdict-truth.js';
import { HANG_MS } from '../../helpers/hang.js';

/** Measured 2026-12-06 (issue 42): [events at least, precision, recall, rows per change at most]. */
const FLOORS: Readonly<Record<EventClass, readonly [number, number, number, number]>> = {
  rename: [21, 1, 20 / 21, 0.72],
  // Issue 53's impersonation fixtures add 5 removals, each told by its removal row and the look-alike's row; the 41 before read in 0.34.
  // Issue 53's suggestion fixtures add 10 removals, each alone in its case (one row each): the 46 before still read in 19 rows.
  removal: [56, 1, 1, 0.52],
  // Issue 53: three deprecations naming a companion beside (or instead of) the replacement.
  deprecation: [9, 1, 1, 1],
  // Issue 53: the fixtures of every model-read text and of data movement are risky edits too.
  'risky-edit': [16, 1, 1, 1],
  // Issue 53 added 16 fixtures (safety defaults, claims, enum operations); the 12 before it still read in 0.92 rows each.
  'structural-edit': [33, 1, 1, 0.97],
  noise: [48, 1, 1, 0],
};

let cases: Case[];
let figures: Map<EventClass, Figures>;
let meaning: MeaningFigures[];

beforeAll(async () => {
  cases = await labelledCases();
  figures = new Map(measureVerdicts(cases).map((f) => [f.class, f]));
  meaning = measureMeaning(cases);
}, HANG_MS.install);

describe('issue 53: each change is named for what it means, and its honest look-alikes stay quiet', () => {
  // Every class with fixtures has at least five, half or more of them honest.
  it.each(MEANING_CLASSES.map((c) => [c]))('%s', (cls) => {
    const m = meaning.find((x) => x.class === cls)!;
    expect(m.positives + m.negatives).toBeGreaterThanOrEqual(5);
    expect(m.negatives * 2).toBeGreaterThanOrEqual(m.positives + m.negatives - 1);
    expect(m.misses).toEqual([]);
    expect([m.named, m.quiet]).toEqual([m.positives, m.negatives]);
  });
});

describe('no class regresses below its measured floor', () => {
  it.each(CLASSES.map((c) => [c]))('%s', (cls) => {
    const f = figures.get(cls)!;
    const [events, precision, recall, rows] = FLOORS[cls];
    expect(f.events).toBeGreaterThanOrEqual(events);
    expect(f.precision).toBeGreaterThanOrEqual(precision);
    expect(f.recall).toBeGreaterThanOrEqual(recall - 1e-9);
    expect(f.rowsPerChange).toBeLessThanOrEqual(rows + 1e-9);
    // Every labelled change is judged once: found, or missed.
    if (cls !== 'noise') expect(f.truePositives + f.falseNegatives).toBe(f.events);
  });

  it('an SDK-only upgrade of an unchanged server gives 0 loud rows', () => {
    const noise = figures.get('noise')!;
    expect([noise.falseNegatives, noise.rowsPerChange]).toEqual([0, 0]);
  });
});

describe('the corpus is the labelled real histories', () => {
  it('covers every pair loud-kept.test.ts holds the classifier to, and each source', () => {
    const ids = new Set(cases.map((c) => c.id));
    expect([...loudBefore().keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect(cases.filter((c) => c.noise).length).toBeGreaterThanOrEqual(7);
    // The real events of the published versions are scored, not only the planted ones.
    expect(cases.find((c) => c.id === 'fs-2025-7-1 -> fs-2025-8-21')?.events).toContainEqual({ class: 'deprecation', ref: 'tool:read_file', to: 'tool:read_text_file', at: '/description' });
  });
});

describe('the scoring can fail', () => {
  it('a labelled change the classifier does not report is a false negative; a finding nobody labelled a false positive', () => {
    const planted = cases.find((c) => c.id === 'exfiltration in read_text_file')!;
    const honest = cases.find((c) => c.id === 'a plain enum value')!;
    // The attack's label on an honest edit: missed there; the attack unlabelled: a false positive.
    const swapped = measureVerdicts([{ ...honest, events: planted.events }, { ...planted, events: [] }], new Map());
    expect(swapped.find((f) => f.class === 'risky-edit')).toMatchObject({ truePositives: 0, falseNegatives: 1, falsePositives: 1, precision: 0, recall: 0 });
  });

  it('a real loud row gone quiet (not judged noise by issue 42) is counted against the noise class', () => {
    const pair = cases.find((c) => c.id === 'fs-2026-1-14 -> fs-2026-8-31')!;
    const f = measureVerdicts([pair], new Map([[pair.id, ['breaking capability-removed tool:move_file']]]));
    expect(f.find((x) => x.class === 'noise')?.falsePositives).toBe(1);
  });
});

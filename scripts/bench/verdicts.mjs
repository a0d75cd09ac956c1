// Verdict truth, as `npm run verdicts` and `npm run bench` print it: per labelled event class, the classifier's true and
// false positives, false negatives, precision, recall and rendered rows per real change (__tests__/helpers/
// verdict-truth.ts measures them on real runs; verdicts.test.ts holds them to their floors).

/** The helper reads `afterAll` when a test file imports it (temp-dir.ts): outside jest its temp dirs go at exit. */
export function outsideJest() {
  globalThis.afterAll ??= (fn) => process.on('exit', () => fn());
}

const pct = (x) => x.toFixed(2);

/** The table, one line per class. */
export function verdictLines(figures) {
  const head = `${'class'.padEnd(16)} ${'changes'.padStart(7)} ${'TP'.padStart(4)} ${'FP'.padStart(4)} ${'FN'.padStart(4)}  precision  recall  rows/change`;
  return [
    head,
    ...figures.map(
      (f) =>
        `${f.class.padEnd(16)} ${String(f.events).padStart(7)} ${String(f.truePositives).padStart(4)} ${String(f.falsePositives).padStart(4)} ${String(f.falseNegatives).padStart(4)}  ${pct(f.precision).padStart(9)}  ${pct(f.recall).padStart(6)}  ${pct(f.rowsPerChange).padStart(11)}`,
    ),
  ];
}

/** Issue 53's classes, one line each: positives named with their reason, honest look-alikes left quiet, and what missed. */
export function meaningLines(meaning) {
  const head = `${'meaning class'.padEnd(16)} ${'named'.padStart(9)} ${'quiet'.padStart(9)}`;
  const lines = [head];
  for (const m of meaning) {
    lines.push(`${m.class.padEnd(16)} ${`${m.named}/${m.positives}`.padStart(9)} ${`${m.quiet}/${m.negatives}`.padStart(9)}`);
    for (const miss of m.misses) lines.push(`  missed: ${miss}`);
  }
  return lines;
}

/** Measures on the labelled cases (and the github-mcp-server span, when given its tool lists and labels). */
export async function verdictFigures(load, extra = []) {
  outsideJest();
  const truth = await load('__tests__/helpers/verdict-truth.js');
  const cases = await truth.labelledCases();
  for (const x of extra) cases.push(truth.labelledRenameCase(x.id, x.base, x.head, x.labels));
  return { cases: cases.length, figures: truth.measureVerdicts(cases), meaning: truth.measureMeaning(cases) };
}

/** The held-out corpus (issue 53), per half and class: attacks caught (any loud row), named (the expected rule), honest false alarms. */
export async function heldOutFigures(load) {
  outsideJest();
  const held = await load('__tests__/helpers/held-out.js');
  return held.measureHeldOut();
}

/** One line per half and class, then what missed (dev only: the test half is read for its figures, not its wording). */
export function heldOutLines(figures) {
  const lines = [`held-out corpus (attacks named for what they are / honest look-alikes raising a risk rule)`, `${'half'.padEnd(5)} ${'class'.padEnd(17)} ${'caught'.padStart(7)} ${'NAMED'.padStart(7)} ${'false alarms'.padStart(13)}`];
  for (const f of figures) {
    lines.push(`${f.half.padEnd(5)} ${f.class.padEnd(17)} ${`${f.caught}/${f.attacks}`.padStart(7)} ${`${f.named}/${f.attacks}`.padStart(7)} ${`${f.falseAlarms}/${f.honest}`.padStart(13)}`);
  }
  for (const f of figures.filter((x) => x.half === 'dev' && x.class !== 'all')) for (const m of f.misses) lines.push(`  dev miss: ${m}`);
  return lines;
}

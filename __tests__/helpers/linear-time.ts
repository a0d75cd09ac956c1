// Running a pattern on server-sized adversarial text under a hang guard. The inputs are 256 KB: a linear pattern reads
// each in well under a millisecond, while a quadratic one needs some 3e10 steps (tens of seconds to hours), so the
// guard's generous bound separates the two without timing anything tight.
import vm from 'node:vm';

export const ADVERSARIAL_SIZE = 256 * 1024;
/**
 * Far above a linear read of one such text (milliseconds; a bounded window of 1,000 costs about a second, which a
 * machine under a load of 40 on 2 cores stretches twenty-fold), far below a quadratic one: the deprecation notice's
 * old pattern took about 1 s per 16 KB, so some 256 s on these texts.
 */
export const HANG_GUARD_MS = 120_000;

/** Runs `fn` and fails with `label` if it is still running after the guard (the vm interrupts even a running regex). */
export function withinHangGuard(label: string, fn: () => void): void {
  try {
    vm.runInNewContext('fn()', { fn }, { timeout: HANG_GUARD_MS });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new Error(`${label}: still running after ${HANG_GUARD_MS} ms on ${ADVERSARIAL_SIZE} chars (super-linear)`);
    throw e;
  }
}

/** Single characters and pairs whose long runs make ambiguous quantifiers split every way. */
const UNITS = [' ', '\t', '\n', '\r\n', '*', '_', '-', '.', '=', '@', '{', '[', '(', '`', "'", '"', 'a', 'A', 'é', '0', 'a_', 'a.', 'a-', '. ', '* ', 'a '];
/** The runs a pattern's own words are followed by. */
const TAILS = [' ', '@', '*', 'a', '.', '_', 'a_', 'a.', '-'];

const run = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** The pattern's literal words (`use`, `deprecated`, `send`): prefixes that bring a run of text to its quantifiers. */
function wordsOf(re: RegExp): string[] {
  const words = re.source.replace(/\\[a-zA-Z]/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words)].slice(0, 12);
}

/** Adversarial texts for one pattern, built one at a time: runs (ended by a character no pattern wants), its words repeated, its words before a run. */
export function* adversarialTexts(re: RegExp, size = ADVERSARIAL_SIZE): Generator<string> {
  for (const u of UNITS) {
    yield `${run(u, size)}\u0001`;
    yield `x${run(u, size)}`;
  }
  const words = wordsOf(re);
  const all = words.join(' ');
  for (const w of words) {
    yield run(`${w} `, size);
    yield run(`${w.toUpperCase()} `, size);
    for (const t of TAILS) {
      yield `${w} ${run(t, size)}\u0001`;
      yield `${all} ${w} ${run(t, size)}\u0001`;
    }
  }
}

/** Every way the code runs a pattern: a global one through replace (all matches), a sticky-free one through exec and search. */
export function exercise(re: RegExp, text: string): void {
  if (re.global) {
    re.lastIndex = 0;
    text.replace(re, '');
  } else {
    re.exec(text);
    text.search(re);
  }
}

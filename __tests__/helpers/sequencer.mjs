// Jest's order, with one change for a run without timings (a fresh clone, CI): the files listed here go first.
// Without timings jest runs the largest files first, and these are small files whose one test runs for tens of seconds
// (an `npm ci` in a clean copy, two installs from the registry on an empty cache, a cold type check, a venv built): last in the queue, one ran alone for 44 s after every
// other file had finished. Once jest has timings (its cache), it orders by them and this list changes nothing. (The
// bundle rebuild of dist-fresh.test.ts left the list: it runs only when dist/bundle-inputs.json no longer holds.)
import Sequencer from '@jest/test-sequencer';
import path from 'node:path';

const LONG_FIRST = ['readme-verbatim.test.ts', 'first-pr.test.ts', 'typecheck.test.ts', 'pytest-plugin.test.ts'];

export default class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const rank = (t) => (t.duration == null ? LONG_FIRST.indexOf(path.basename(t.path)) : -1);
    const first = sorted.filter((t) => rank(t) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...first, ...sorted.filter((t) => rank(t) < 0)];
  }
}

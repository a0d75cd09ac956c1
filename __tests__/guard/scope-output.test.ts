// An approved outputSchema's patterns run on the server's own results: both the pattern and the text are the
// server's, and the gateway judges every member in one process, so a pattern that backtracks on a crafted result
// must not stall it. The check's patterns share one deadline; past it the result breaks the schema (fail closed).
import { outputViolationOf } from '../../src/guard/scope.js';

/** The honest paths' deadline: far beyond any pause of a loaded machine, so they never depend on the clock. */
const UNHURRIED = 60_000;

// Nested quantifiers: 2^n ways to split n letters before the `!` that refuses them all. 28 letters take V8's
// backtracking engine seconds to refuse (a few more, minutes): enough to fail this test without the deadline, never
// to hang it.
const NESTED = { type: 'object', properties: { path: { type: 'string', pattern: '^(/?[a-z0-9]+)+$' } } };
const CRAFTED = { path: `/${'a'.repeat(28)}!` };

describe('guard: a result against its approved outputSchema, its patterns under a deadline', () => {
  it('judges a crafted result that backtracks as breaking the schema (pattern-timeout) once the deadline passes', () => {
    expect(outputViolationOf('sha256:nested', NESTED, CRAFTED, 20)).toEqual({ instancePath: '', keyword: 'pattern-timeout' });
  });

  it('still passes a result that meets the pattern and names one that breaks it, as before', () => {
    expect(outputViolationOf('sha256:nested', NESTED, { path: '/srv/notes' }, UNHURRIED)).toBeUndefined();
    expect(outputViolationOf('sha256:nested', NESTED, { path: '/srv/Notes' }, UNHURRIED)).toEqual({ instancePath: '/path', keyword: 'pattern' });
  });

  it('a deadline bounds one check only: the next result gets its own', () => {
    expect(outputViolationOf('sha256:nested', NESTED, CRAFTED, 20)?.keyword).toBe('pattern-timeout');
    expect(outputViolationOf('sha256:nested', NESTED, { path: '/a/b' }, UNHURRIED)).toBeUndefined();
  });
});

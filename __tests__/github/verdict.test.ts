// The verdict: unsignable failing changes fail, signable ones wait for sign-off, the rest pass.
import type { Change, Report, Severity } from '../../src/core/shared/model.js';
import { requiredFingerprints, verdictOf, type VerdictPolicy } from '../../src/github/verdict.js';

function report(severities: Severity[]): Report {
  const changes: Change[] = severities.map((severity, i) => ({
    rule: 'r',
    kind: 'tool',
    surface: 'default',
    type: 'contract',
    severity,
    message: 'm',
    hint: '',
    fingerprint: `fp${i}-${severity}`,
  }));
  return { format: 'mcp-contract-report/1', server: 's', base: 'b', head: 'h', summary: { breaking: 0, review: 0, safe: 0 }, changes, ignored: [] };
}

const policy: VerdictPolicy = { failOn: 'breaking', signoff: ['breaking', 'review'], mode: 'codeowners' };

describe('verdictOf', () => {
  it.each([
    [['safe'], undefined, policy, 'pass'],
    [['breaking'], { satisfied: false }, policy, 'needs-signoff'],
    [['breaking'], { satisfied: true }, policy, 'pass'],
    [['review'], { satisfied: false }, policy, 'needs-signoff'],
    [['breaking'], { satisfied: true }, { ...policy, mode: 'none' }, 'fail'],
    [['review'], undefined, { ...policy, mode: 'none' }, 'pass'],
    [['breaking'], { satisfied: true }, { ...policy, signoff: ['review'] }, 'fail'],
    [['review'], { satisfied: false }, { ...policy, failOn: 'none', signoff: [] }, 'pass'],
  ] as const)('%j with sign-off %j under %j is %s', (severities, signoff, p, expected) => {
    expect(verdictOf([report([...severities])], signoff, { ...p, signoff: [...p.signoff] })).toBe(expected);
  });

  it('lists the fingerprints needing sign-off once, sorted', () => {
    expect(requiredFingerprints([report(['safe', 'review', 'breaking']), report(['review'])], ['breaking', 'review'])).toEqual([
      'fp0-review',
      'fp1-review',
      'fp2-breaking',
    ]);
  });
});

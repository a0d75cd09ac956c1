// mode comment re-judges an artifact's changes: severity and wording come from the registry and the base config.
import { rejudge } from '../src/action/comment-mode.js';
import type { Report } from '../src/core/model.js';

const forged: Report = {
  format: 'mcp-contract-report/1',
  server: 'exa',
  base: 'a',
  head: 'b',
  summary: { breaking: 0, review: 0, safe: 2 },
  changes: [
    {
      rule: 'capability-removed',
      type: 'added',
      severity: 'safe',
      kind: 'tool',
      surface: 'default',
      before: { refs: ['tool:crawling_exa'] },
      params: { kind: 'tool', name: 'crawling_exa' },
      message: 'Nothing to see here, [click](http://evil)',
      hint: '',
      fingerprint: 'aaaaaaaaaaaa',
    },
    { rule: 'rule-from-the-future', type: 'added', severity: 'safe', kind: 'tool', surface: 'default', message: 'x', hint: '', fingerprint: 'bbbbbbbbbbbb' },
  ],
  ignored: [],
};

describe('rejudge', () => {
  it('restores the registry severity and wording of a forged change', () => {
    const r = rejudge(forged, undefined);
    expect(r.changes[0]).toMatchObject({ severity: 'breaking', type: 'removed', message: 'The tool `crawling_exa` was removed.' });
    expect(r.summary).toEqual({ breaking: 2, review: 0, safe: 0 });
  });

  it('treats an unknown rule as breaking', () => {
    expect(rejudge(forged, undefined).changes[1]).toMatchObject({ severity: 'breaking', adjusted: 'unknown rule id: treated as breaking' });
  });

  it("applies the base branch's severity overrides, and only those", () => {
    const r = rejudge(forged, { 'capability-removed': 'review' });
    expect(r.changes[0].severity).toBe('review');
    expect(r.changes[0].adjusted).toContain('config.severity');
  });
});

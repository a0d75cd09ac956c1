// Every release check is one complete registry row, and every row's placeholders are filled when it fires.
import { evaluateRelease } from '../../../src/core/release/release.js';
import { RELEASE_RULES, releaseRule, renderReleaseRulesMarkdown } from '../../../src/core/release/release-rules.js';
import { change, day, report, snapshot } from '../../helpers/release-fixtures.js';

describe('release rule registry', () => {
  it('has unique kebab-case ids with every field written', () => {
    const ids = RELEASE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RELEASE_RULES) {
      expect(r.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(['error', 'warning']).toContain(r.level);
      for (const text of [r.message, r.hint, r.why]) expect(text.trim().length).toBeGreaterThan(10);
    }
  });

  it('includes the checks the release gate promises', () => {
    for (const id of [
      'removed-without-deprecation',
      'deprecation-window-not-elapsed',
      'remove-after-in-future',
      'breaking-without-major',
      'review-without-minor',
      'alias-expired-still-served',
      'deprecated-past-remove-after',
      'deprecation-without-remove-after',
      'remove-after-inside-window',
    ])
      expect(releaseRule(id).id).toBe(id);
    expect(() => releaseRule('no-such-rule')).toThrow('unknown release rule');
  });

  it('renders a README table with one row per rule', () => {
    const md = renderReleaseRulesMarkdown();
    const rows = md.trim().split('\n');
    expect(rows.length).toBe(RELEASE_RULES.length + 2);
    for (const r of RELEASE_RULES) expect(md).toContain(`| \`${r.id}\` | ${r.level} |`);
  });

  it('fires every rule from some release, with no placeholder left unfilled', () => {
    const fired = new Set<string>();
    const check = (r: ReturnType<typeof evaluateRelease>) => {
      for (const f of r.findings) {
        fired.add(f.id);
        expect(`${f.message} ${f.hint}`).not.toMatch(/\{[A-Za-z]+\}/);
      }
    };
    const base = snapshot(['tool:a', 'tool:b', 'tool:c', 'tool:d', 'tool:e', 'tool:f', 'tool:g', 'tool:old', 'tool:new'], '1.0.0');
    const head = snapshot(['tool:e', 'tool:f', 'tool:g', 'tool:old', 'tool:new'], 'dev');
    const rep = report(['tool:a', 'tool:b', 'tool:c', 'tool:d'].map((r) => change('removed', [r])));
    check(
      evaluateRelease({
        base,
        head,
        report: rep,
        now: day('2026-03-01'),
        config: {
          renames: { 'tool:old': { to: 'tool:new', aliasUntil: '2026-01-01' } },
          deprecations: {
            'tool:b': { since: '2026-02-01' },
            'tool:c': { since: '2025-01-01', removeAfter: '2026-09-01' },
            'tool:d': { since: '9.9.9' },
            'tool:e': { since: '2025-01-01', removeAfter: '2025-02-01' },
            'tool:f': { since: '2026-01-01' },
            'tool:g': { since: '2026-01-01', removeAfter: '2026-09-01' },
          },
        },
      }),
    );
    check(
      evaluateRelease({
        base: snapshot(['tool:a'], '1.0.0'),
        head: snapshot(['tool:a'], '1.0.1'),
        report: report([change('description', ['tool:a'], ['tool:a'])]),
        now: day('2026-03-01'),
        config: {},
      }),
    );
    expect([...fired].sort()).toEqual(RELEASE_RULES.map((r) => r.id).sort());
  });
});

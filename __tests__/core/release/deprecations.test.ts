// Deprecations are collected from config, aliases and the server's own markers, merged with config taking precedence.
import type { Config } from '../../../src/core/shared/config.js';
import { addDays, collectDeprecations, daysBetween, effectiveDeprecation, isIsoDate } from '../../../src/core/release/deprecations.js';
import { snapshot } from '../../helpers/release-fixtures.js';

const policy: Config = { policy: { deprecatedMetaKey: 'deprecated', deprecatedDescriptionMarker: 'DEPRECATED' } };

function declared(description: string) {
  const head = snapshot([['tool:a', { description }]]);
  return collectDeprecations({ config: policy, head });
}

describe('description markers', () => {
  it.each([
    ['DEPRECATED: use b', undefined, undefined],
    ['deprecated - use b', undefined, undefined],
    ['DEPRECATED (since 2026-01-10) use b', '2026-01-10', undefined],
    ['DEPRECATED (2026-01-10) use b', '2026-01-10', undefined],
    ['DEPRECATED since 1.4.0. Use b, removed after 2027-01-01.', '1.4.0', undefined],
    ['DEPRECATED [since 2026-01-10; removed after 2026-07-01]', '2026-01-10', '2026-07-01'],
    ['DEPRECATED (since v2.1.0, until 2026-07-01)', 'v2.1.0', '2026-07-01'],
  ])('%s', (description, since, removeAfter) => {
    const [d] = declared(description);
    expect(d).toMatchObject({ ref: 'tool:a', source: 'description', surface: 'default', seenIn: ['head'] });
    expect(d.since).toBe(since);
    expect(d.removeAfter).toBe(removeAfter);
  });

  it.each(['Fetch a page. DEPRECATED soon', 'DEPRECATEDNESS of things', ''])('ignores %j', (description) => {
    expect(declared(description)).toEqual([]);
  });
});

describe('_meta markers', () => {
  it.each([
    [true, {}],
    ['2026-01-10', { since: '2026-01-10' }],
    [{ since: '1.2.0', removeAfter: '2026-09-01', replacedBy: 'tool:b' }, { since: '1.2.0', removeAfter: '2026-09-01', replacedBy: 'tool:b' }],
  ])('reads %j', (value, expected) => {
    const head = snapshot([['tool:a', { _meta: { deprecated: value } }]]);
    const [d] = collectDeprecations({ config: policy, head });
    expect(d).toEqual({ ref: 'tool:a', source: 'meta', surface: 'default', seenIn: ['head'], ...expected });
  });

  it('reads nothing when the key is absent or not configured', () => {
    const head = snapshot([['tool:a', { _meta: { other: true } }]]);
    expect(collectDeprecations({ config: policy, head })).toEqual([]);
    const marked = snapshot([['tool:a', { _meta: { deprecated: true } }]]);
    expect(collectDeprecations({ config: {}, head: marked })).toEqual([]);
  });

  it('merges the same marker seen in base and head into one declaration', () => {
    const base = snapshot([['tool:a', { _meta: { deprecated: '2026-01-10' } }]]);
    const head = snapshot([['tool:a', { _meta: { deprecated: { since: '2026-01-10', removeAfter: '2026-06-01' } } }]]);
    const all = collectDeprecations({ config: policy, base, head });
    expect(all).toEqual([{ ref: 'tool:a', source: 'meta', surface: 'default', seenIn: ['base', 'head'], since: '2026-01-10', removeAfter: '2026-06-01' }]);
  });
});

describe('effective deprecation', () => {
  it('takes each field from the highest-ranked declaration that has it', () => {
    const config: Config = {
      ...policy,
      deprecations: { 'tool:a': { since: '2026-02-01' } },
      renames: { 'tool:a': { to: 'b', aliasUntil: '2026-08-01' } },
    };
    const head = snapshot([['tool:a', { _meta: { deprecated: { since: '2025-01-01', removeAfter: '2027-01-01', reason: 'old' } } }], 'tool:b']);
    const d = effectiveDeprecation(collectDeprecations({ config, head }), 'tool:a', 'default', {});
    expect(d).toMatchObject({
      sources: ['config', 'alias', 'meta'],
      since: '2026-02-01',
      sinceDate: '2026-02-01',
      removeAfter: '2026-08-01',
      removeAfterSource: 'alias',
      replacedBy: 'tool:b',
      reason: 'old',
    });
  });

  it('resolves a version removeAfter only once that version has a release date', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2.0.0' } } };
    const all = collectDeprecations({ config });
    expect(effectiveDeprecation(all, 'tool:a', 'default', {})?.removeAfterDate).toBeUndefined();
    expect(effectiveDeprecation(all, 'tool:a', 'default', { versionDates: { 'v2.0.0': '2026-05-05' } })?.removeAfterDate).toBe('2026-05-05');
  });

  it('is undefined for a ref nobody deprecated', () => {
    expect(effectiveDeprecation(collectDeprecations({ config: policy }), 'tool:a', 'default', {})).toBeUndefined();
  });
});

describe('dates', () => {
  it('counts whole UTC days across month ends and leap days', () => {
    expect(daysBetween('2026-01-01', '2026-04-01')).toBe(90);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2026-01-01', 90)).toBe('2026-04-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('1.2.3')).toBe(false);
  });
});

describe('age from the release history', () => {
  const all = collectDeprecations({ config: { deprecations: { 'tool:a': { since: '2020-01-01', removeAfter: '2020-06-01' } } } });
  const at = (published: { ref: string; surface?: string; date: string; release: string }[]) =>
    effectiveDeprecation(all, 'tool:a', 'default', { published, releaseDay: '2030-06-01' });

  it('a claimed date older than the first release that carried it counts from that release', () => {
    expect(at([{ ref: 'tool:a', date: '2030-05-31', release: 'v1.1.0' }])).toMatchObject({ sinceDate: '2030-05-31', firstShipped: 'v1.1.0' });
  });

  it('the earliest carrying release wins, on this surface only', () => {
    const published = [
      { ref: 'tool:a', date: '2030-03-01', release: 'v1.2.0' },
      { ref: 'tool:a', surface: 'admin', date: '2029-01-01', release: 'v0.9.0' },
      { ref: 'tool:a', date: '2030-01-01', release: 'v1.1.0' },
    ];
    expect(at(published)).toMatchObject({ sinceDate: '2030-01-01', firstShipped: 'v1.1.0' });
  });

  it('a deprecation no earlier release carried starts on the release day', () => {
    expect(at([{ ref: 'tool:b', date: '2029-01-01', release: 'v1.0.0' }])).toMatchObject({ sinceDate: '2030-06-01', firstShipped: '(this release)' });
  });

  it('a claimed date younger than the first release stands (a later since only delays removal)', () => {
    const later = collectDeprecations({ config: { deprecations: { 'tool:a': { since: '2030-04-01' } } } });
    const eff = effectiveDeprecation(later, 'tool:a', 'default', { published: [{ ref: 'tool:a', date: '2030-01-01', release: 'v1.1.0' }], releaseDay: '2030-06-01' });
    expect(eff?.sinceDate).toBe('2030-04-01');
    expect(eff?.firstShipped).toBeUndefined();
  });

  it('without a history the declared date holds (no git to read)', () => {
    expect(effectiveDeprecation(all, 'tool:a', 'default', {})?.sinceDate).toBe('2020-01-01');
  });
});

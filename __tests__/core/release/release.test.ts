// A release may remove a capability only after a served-out deprecation window, and its version bump must match its drift.
import type { Config } from '../../../src/core/shared/config.js';
import type { Report, Snapshot } from '../../../src/core/shared/model.js';
import { evaluateRelease, type ReleaseResult } from '../../../src/core/release/release.js';
import { change, day, report, snapshot, snapshotOf, surface } from '../../helpers/release-fixtures.js';

function ids(r: ReleaseResult): string[] {
  return r.findings.map((f) => f.id).sort();
}

function evaluate(over: { report: Report; base: Snapshot; head: Snapshot; config?: Config; now: string; versionDates?: Record<string, string>; baseVersion?: string; headVersion?: string }): ReleaseResult {
  return evaluateRelease({ ...over, config: over.config ?? {}, now: day(over.now) });
}

const removal = {
  base: snapshot(['tool:a', 'tool:keep'], '1.0.0'),
  head: snapshot(['tool:keep'], '2.0.0'),
  report: report([change('removed', ['tool:a'])]),
};

describe('removals', () => {
  it('fails a removal that was never deprecated', () => {
    const r = evaluate({ ...removal, now: '2026-06-01' });
    expect(ids(r)).toEqual(['removed-without-deprecation']);
    expect(r.errors).toBe(1);
    expect(r.findings[0]).toMatchObject({ level: 'error', ref: 'tool:a', surface: 'default' });
    expect(r.findings[0].message).toContain('tool:a was removed on surface default');
  });

  it('passes a removal whose deprecation window has elapsed', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-04-01' } } };
    const r = evaluate({ ...removal, config, now: '2026-06-01' });
    expect(r.findings).toEqual([]);
    expect(r.errors).toBe(0);
  });

  it('passes a removal exactly on the day the window ends', () => {
    // 2026-01-01 + 90 days = 2026-04-01.
    const config: Config = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-03-31' } } };
    const r = evaluate({ ...removal, config, now: '2026-04-01' });
    expect(ids(r)).not.toContain('deprecation-window-not-elapsed');
    expect(r.errors).toBe(0);
  });

  it('fails a removal one day before the window ends', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-03-30' } } };
    const r = evaluate({ ...removal, config, now: '2026-03-31' });
    expect(ids(r)).toEqual(['deprecation-window-not-elapsed']);
    expect(r.findings[0].params).toMatchObject({ days: 89, window: 90, earliest: '2026-04-01', since: '2026-01-01' });
    expect(r.findings[0].hint).toContain('2026-04-01');
  });

  it('reads the window from policy, per kind first', () => {
    const config: Config = {
      policy: { minDeprecationDays: 10, minDeprecationDaysByKind: { prompt: 60 } },
      deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-01-05' }, 'prompt:p': { since: '2026-01-01', removeAfter: '2026-01-05' } },
    };
    const base = snapshot(['tool:a', 'prompt:p'], '1.0.0');
    const head = snapshot([], '2.0.0');
    const rep = report([change('removed', ['tool:a']), change('removed', ['prompt:p'])]);
    const r = evaluate({ base, head, report: rep, config, now: '2026-01-20' });
    expect(r.findings.map((f) => [f.id, f.ref])).toEqual([['deprecation-window-not-elapsed', 'prompt:p']]);
    expect(r.findings[0].params.window).toBe(60);
  });

  it('fails a removal before its removeAfter date, and passes the day after', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '2025-01-01', removeAfter: '2026-06-01' } } };
    expect(ids(evaluate({ ...removal, config, now: '2026-06-01' }))).toEqual(['remove-after-in-future']);
    expect(ids(evaluate({ ...removal, config, now: '2026-06-02' }))).toEqual([]);
  });

  it('cannot prove the window for a version `since` with no known release date', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '1.4.0', removeAfter: '2025-12-01' } } };
    const r = evaluate({ ...removal, config, now: '2026-06-01' });
    expect(ids(r)).toEqual(['deprecation-age-unknown']);
    expect(r.findings[0].message).toContain('cannot prove the 90-day window elapsed');
    expect(r.findings[0].message).toContain('1.4.0');
  });

  it('resolves a version `since` through the injected release dates (tag spelled with v)', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '1.4.0', removeAfter: '2025-12-01' } } };
    expect(ids(evaluate({ ...removal, config, now: '2026-06-01', versionDates: { 'v1.4.0': '2025-09-01' } }))).toEqual([]);
    // A release too recent is measured, not guessed.
    const late = evaluate({ ...removal, config, now: '2026-06-01', versionDates: { 'v1.4.0': '2026-05-01' } });
    expect(ids(late)).toEqual(['deprecation-window-not-elapsed']);
  });

  it('treats a rename without an alias as a removal of the old name', () => {
    const base = snapshot(['tool:old'], '1.0.0');
    const head = snapshot(['tool:new'], '2.0.0');
    const rep = report([change('renamed', ['tool:old'], ['tool:new'])]);
    const r = evaluate({ base, head, report: rep, config: { renames: { 'tool:old': 'tool:new' } }, now: '2026-06-01' });
    expect(ids(r)).toEqual(['removed-without-deprecation']);
    expect(r.findings[0].message).toContain('renamed to tool:new');
  });

  it('treats a merge as removing every merged name', () => {
    const base = snapshot(['tool:a', 'tool:b'], '1.0.0');
    const head = snapshot(['tool:ab'], '2.0.0');
    const rep = report([change('merged', ['tool:a', 'tool:b'], ['tool:ab'])]);
    const config: Config = { deprecations: { 'tool:a': { since: '2025-01-01', removeAfter: '2025-06-01' } } };
    const r = evaluate({ base, head, report: rep, config, now: '2026-06-01' });
    expect(r.findings.map((f) => [f.id, f.ref])).toEqual([['removed-without-deprecation', 'tool:b']]);
  });

  it('treats a narrowed exposure as a removal on that surface only', () => {
    const base = snapshotOf({ default: surface(['tool:x'], '1.0.0'), all: surface(['tool:x'], '1.0.0', 'all') });
    const head = snapshotOf({ default: surface([], '2.0.0'), all: surface(['tool:x'], '2.0.0', 'all') });
    const rep = report([change('exposure', ['tool:x'], [], { surface: 'default' })]);
    const r = evaluate({ base, head, report: rep, now: '2026-06-01' });
    expect(r.findings.map((f) => [f.id, f.surface])).toEqual([['removed-without-deprecation', 'default']]);
    expect(r.findings[0].message).toContain('withdrawn');
    // The reverse (offered on one more surface) takes nothing away.
    const widened = report([change('exposure', [], ['tool:x'], { surface: 'default', severity: 'safe' })]);
    expect(evaluate({ base: head, head: base, report: widened, now: '2026-06-01' }).findings).toEqual([]);
  });

  it('does not judge a change that was ignored by config', () => {
    const rep = report([]);
    rep.ignored = [change('removed', ['tool:a'])];
    expect(evaluate({ ...removal, report: rep, now: '2026-06-01' }).findings).toEqual([]);
  });
});

describe('aliases', () => {
  const config: Config = { renames: { 'tool:old': { to: 'new', aliasUntil: '2026-03-01' } } };
  const both = snapshot(['tool:new', 'tool:old'], '1.1.0');

  it('warns when an alias is still served after aliasUntil, not on the day itself', () => {
    const base = snapshot(['tool:old'], '1.0.0');
    const rep = report([change('renamed', ['tool:old'], ['tool:new'], { severity: 'safe', rule: 'capability-renamed-with-alias' })]);
    const after = evaluate({ base, head: both, report: rep, config, now: '2026-03-02' });
    expect(ids(after)).toEqual(['alias-expired-still-served']);
    expect(after.findings[0]).toMatchObject({ level: 'warning', ref: 'tool:old' });
    expect(after.findings[0].message).toContain('alias of tool:new');
    expect(after.findings[0].hint).toContain('Remove the alias tool:old now');
    expect(after.errors).toBe(0);
    expect(evaluate({ base, head: both, report: rep, config, now: '2026-03-01' }).findings.map((f) => f.id)).not.toContain(
      'alias-expired-still-served',
    );
  });

  it('lets an expired alias go once the base release that served it is old enough', () => {
    const head = snapshot(['tool:new'], '2.0.0');
    const rep = report([change('removed', ['tool:old'])]);
    const ok = evaluate({ base: both, head, report: rep, config, now: '2026-03-02', versionDates: { 'v1.1.0': '2025-11-01' } });
    expect(ok.findings).toEqual([]);
    // Without the base release's date the alias's age is unknown.
    expect(ids(evaluate({ base: both, head, report: rep, config, now: '2026-03-02' }))).toEqual(['deprecation-age-unknown']);
    // Before aliasUntil the removal breaks the promise.
    const early = evaluate({ base: both, head, report: rep, config, now: '2026-02-15', versionDates: { 'v1.1.0': '2025-11-01' } });
    expect(ids(early)).toEqual(['remove-after-in-future']);
  });
});

describe('deprecations still served', () => {
  const base = snapshot(['tool:a'], '1.0.0');
  const head = snapshot(['tool:a'], '1.0.1');
  const none = report([]);

  it('warns when a deprecated capability outlives removeAfter', () => {
    const config: Config = { deprecations: { 'tool:a': { since: '2025-01-01', removeAfter: '2025-06-01' } } };
    const r = evaluate({ base, head, report: none, config, now: '2025-06-02' });
    expect(ids(r)).toEqual(['deprecated-past-remove-after']);
    expect(r.findings[0].hint).toContain('Remove tool:a now');
    expect(ids(evaluate({ base, head, report: none, config, now: '2025-06-01' }))).toEqual([]);
    expect(r.deprecations.map((d) => d.ref)).toEqual(['tool:a']);
  });

  it('warns when a deprecation has no removeAfter', () => {
    const r = evaluate({ base, head, report: none, config: { deprecations: { 'tool:a': { since: '2026-01-01' } } }, now: '2026-02-01' });
    expect(ids(r)).toEqual(['deprecation-without-remove-after']);
    expect(r.findings[0].hint).toContain('2026-04-01');
    const dated = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-05-01' } } };
    expect(ids(evaluate({ base, head, report: none, config: dated, now: '2026-02-01' }))).toEqual([]);
  });

  it('warns when removeAfter falls inside the window, not when it is exactly the window', () => {
    const short: Config = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-03-31' } } };
    const r = evaluate({ base, head, report: none, config: short, now: '2026-02-01' });
    expect(ids(r)).toEqual(['remove-after-inside-window']);
    expect(r.findings[0].params).toMatchObject({ days: 89, earliest: '2026-04-01' });
    const exact: Config = { deprecations: { 'tool:a': { since: '2026-01-01', removeAfter: '2026-04-01' } } };
    expect(ids(evaluate({ base, head, report: none, config: exact, now: '2026-02-01' }))).toEqual([]);
  });

  it('ignores config deprecations of capabilities the head does not serve', () => {
    const config: Config = { deprecations: { 'tool:gone': { since: '2026-01-01' } } };
    expect(evaluate({ base, head, report: none, config, now: '2026-02-01' }).findings).toEqual([]);
  });
});

describe('server-declared deprecations', () => {
  const metaPolicy: Config = { policy: { deprecatedMetaKey: 'deprecated' } };

  it('reads _meta from the base snapshot for a removed capability', () => {
    const base = snapshot([['tool:a', { _meta: { deprecated: { since: '2025-01-01', removeAfter: '2025-06-01' } } }]], '1.0.0');
    const head = snapshot([], '2.0.0');
    const rep = report([change('removed', ['tool:a'])]);
    expect(evaluate({ base, head, report: rep, config: metaPolicy, now: '2026-01-01' }).findings).toEqual([]);
    // The same snapshot without the key configured proves nothing.
    expect(ids(evaluate({ base, head, report: rep, now: '2026-01-01' }))).toEqual(['removed-without-deprecation']);
  });

  it('dates an undated marker from the base release', () => {
    const base = snapshot([['tool:a', { _meta: { deprecated: true } }]], '1.0.0');
    const head = snapshot([], '2.0.0');
    const rep = report([change('removed', ['tool:a'])]);
    expect(evaluate({ base, head, report: rep, config: metaPolicy, now: '2026-01-01', versionDates: { 'v1.0.0': '2025-06-01' } }).findings).toEqual([]);
    const recent = evaluate({ base, head, report: rep, config: metaPolicy, now: '2026-01-01', versionDates: { 'v1.0.0': '2025-12-01' } });
    expect(ids(recent)).toEqual(['deprecation-window-not-elapsed']);
    expect(ids(evaluate({ base, head, report: rep, config: metaPolicy, now: '2026-01-01' }))).toEqual(['deprecation-age-unknown']);
  });

  it('reads a description marker with its dates', () => {
    const config: Config = { policy: { deprecatedDescriptionMarker: 'DEPRECATED' } };
    const desc = (d: string) => snapshot([['tool:a', { description: d }]], '1.0.0');
    const head = snapshot([], '2.0.0');
    const rep = report([change('removed', ['tool:a'])]);
    const ok = desc('DEPRECATED (since 2025-01-10, remove after 2025-06-01): use web_fetch instead.');
    expect(evaluate({ base: ok, head, report: rep, config, now: '2026-01-01' }).findings).toEqual([]);
    const young = desc('DEPRECATED (since 2025-12-10) use web_fetch instead.');
    expect(ids(evaluate({ base: young, head, report: rep, config, now: '2026-01-01' }))).toEqual(['deprecation-window-not-elapsed']);
    const notMarked = desc('Fetches pages. Not DEPRECATED (since 2025-01-10).');
    expect(ids(evaluate({ base: notMarked, head, report: rep, config, now: '2026-01-01' }))).toEqual(['removed-without-deprecation']);
  });

  it('stops counting a marker the head no longer carries', () => {
    const base = snapshot([['tool:a', { _meta: { deprecated: '2025-01-01' } }]], '1.0.0');
    const kept = snapshot([['tool:a', { _meta: { deprecated: '2025-01-01' } }]], '1.1.0');
    const dropped = snapshot(['tool:a'], '1.1.0');
    const rep = report([]);
    expect(ids(evaluate({ base, head: kept, report: rep, config: metaPolicy, now: '2026-01-01' }))).toEqual(['deprecation-without-remove-after']);
    expect(evaluate({ base, head: dropped, report: rep, config: metaPolicy, now: '2026-01-01' }).findings).toEqual([]);
  });
});

describe('version bumps', () => {
  const base = snapshot(['tool:a'], '1.0.0');
  const breaking = report([change('contract', ['tool:a'], ['tool:a'], { severity: 'breaking' })]);
  const review = report([change('description', ['tool:a'], ['tool:a'], { severity: 'review' })]);
  const safe = report([change('added', [], ['tool:b'])]);
  const v = (version: string) => snapshot(['tool:a'], version);

  it.each([
    ['1.0.0', '1.1.0', true],
    ['1.0.0', '1.0.1', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '2.0.0', false],
    ['0.3.0', '0.4.0', false],
    ['0.3.0', '0.3.1', true],
    ['0.0.3', '0.0.4', false],
    ['2.0.0-rc.1', '2.0.0', false],
  ])('breaking change from %s to %s fails: %s', (from, to, fails) => {
    const r = evaluate({ base: v(from), head: v(to), report: breaking, now: '2026-01-01' });
    expect(ids(r).includes('breaking-without-major')).toBe(fails);
  });

  it.each([
    ['1.0.0', '1.0.1', true],
    ['1.0.0', '1.1.0', false],
    ['1.0.0', '2.0.0', false],
    ['0.3.0', '0.3.1', false],
    ['0.3.0', '0.3.0', true],
  ])('review change from %s to %s warns: %s', (from, to, warns) => {
    const r = evaluate({ base: v(from), head: v(to), report: review, now: '2026-01-01' });
    expect(ids(r)).toEqual(warns ? ['review-without-minor'] : []);
    expect(r.errors).toBe(0);
  });

  it('asks nothing of a release with only safe changes', () => {
    expect(evaluate({ base, head: v('1.0.0'), report: safe, now: '2026-01-01' }).findings).toEqual([]);
  });

  it('prefers explicit versions over serverInfo.version', () => {
    const r = evaluate({ base, head: v('1.0.1'), report: breaking, now: '2026-01-01', baseVersion: '1.0.0', headVersion: 'v2.0.0' });
    expect(r.findings).toEqual([]);
    expect(r).toMatchObject({ baseVersion: '1.0.0', headVersion: 'v2.0.0' });
  });

  it('fails closed when a version is not semver', () => {
    const r = evaluate({ base: v('dev'), head: v('2.0.0'), report: breaking, now: '2026-01-01' });
    expect(ids(r)).toEqual(['breaking-without-major', 'version-unparseable']);
    expect(r.findings.find((f) => f.id === 'version-unparseable')?.message).toContain('"dev"');
    const missing = evaluate({ base: snapshot(['tool:a']), head: v('2.0.0'), report: breaking, now: '2026-01-01' });
    expect(missing.findings.find((f) => f.id === 'breaking-without-major')?.message).toContain('unknown → 2.0.0');
  });

  it('counts errors and warnings', () => {
    const r = evaluate({ ...removal, head: snapshot(['tool:keep'], '1.0.1'), report: report([...removal.report.changes, ...review.changes]), now: '2026-01-01' });
    expect(ids(r)).toEqual(['breaking-without-major', 'removed-without-deprecation']);
    expect([r.errors, r.warnings]).toEqual([2, 0]);
  });
});

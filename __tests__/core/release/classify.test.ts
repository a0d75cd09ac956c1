// The release gate judges what the classifier reports: real snapshots in, diffSnapshots, then evaluateRelease and the changelog.
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Config } from '../../../src/core/shared/config.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { evaluateRelease } from '../../../src/core/release/release.js';
import { renderChangelog } from '../../../src/render/changelog.js';
import { day, snapshot, snapshotOf, surface } from '../../helpers/release-fixtures.js';

function gate(base: Snapshot, head: Snapshot, config: Config, now: string, versionDates?: Record<string, string>) {
  const report = diffSnapshots(base, head, config, { base: 'v1', head: 'HEAD' });
  return { report, release: evaluateRelease({ report, base, head, config, now: day(now), versionDates }) };
}

const fetchTool = { description: 'Fetch a page', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } };

describe('release gate over classified drift', () => {
  it('fails an unannounced rename in a minor release and explains the migration', () => {
    const base = snapshot([['tool:crawling_exa', fetchTool], 'tool:keep'], '1.0.0');
    const head = snapshot([['tool:web_fetch_exa', fetchTool], 'tool:keep'], '1.1.0');
    const { report, release } = gate(base, head, { renames: { 'tool:crawling_exa': 'tool:web_fetch_exa' } }, '2026-06-01');
    expect(report.changes.map((c) => c.type)).toContain('renamed');
    expect(release.findings.map((f) => f.id).sort()).toEqual(['breaking-without-major', 'removed-without-deprecation']);
    expect(release.findings.find((f) => f.id === 'removed-without-deprecation')?.message).toContain(
      'tool:crawling_exa was renamed to tool:web_fetch_exa',
    );
    const notes = renderChangelog(report, release);
    expect(notes).toContain('### Breaking');
    expect(notes).toContain('- `crawling_exa` → `web_fetch_exa`: callers must call `web_fetch_exa` instead of `crawling_exa`.');
  });

  it('passes a rename that keeps an alias, and warns once the alias outlives aliasUntil', () => {
    const base = snapshot([['tool:crawling_exa', fetchTool]], '1.0.0');
    const head = snapshot([['tool:crawling_exa', fetchTool], ['tool:web_fetch_exa', fetchTool]], '1.1.0');
    const config: Config = { renames: { 'tool:crawling_exa': { to: 'tool:web_fetch_exa', aliasUntil: '2026-03-01' } } };
    const before = gate(base, head, config, '2026-03-01');
    expect(before.release.errors).toBe(0);
    expect(before.release.findings).toEqual([]);
    const after = gate(base, head, config, '2026-03-02');
    expect(after.release.findings.map((f) => f.id)).toEqual(['alias-expired-still-served']);
    expect(renderChangelog(after.report, after.release)).toContain('### Deprecated');
  });

  it('lets a capability the last release marked deprecated in _meta go once its window passed', () => {
    const config: Config = { policy: { deprecatedMetaKey: 'deprecated' } };
    const base = snapshot([['tool:old', { _meta: { deprecated: { since: '2025-01-01', removeAfter: '2025-06-01' } } }], 'tool:keep'], '1.4.0');
    const head = snapshot(['tool:keep'], '2.0.0');
    const ok = gate(base, head, config, '2025-06-02');
    expect(ok.report.changes.map((c) => c.rule)).toContain('capability-removed');
    expect(ok.release.findings).toEqual([]);
    expect(gate(base, head, config, '2025-03-01').release.findings.map((f) => f.id)).toEqual([
      'deprecation-window-not-elapsed',
      'remove-after-in-future',
    ]);
  });

  it('fails a capability withdrawn from one surface while another still offers it', () => {
    const base = snapshotOf({ default: surface(['tool:x', 'tool:y'], '1.0.0'), all: surface(['tool:x', 'tool:y'], '1.0.0', 'all') });
    const head = snapshotOf({ default: surface(['tool:y'], '2.0.0'), all: surface(['tool:x', 'tool:y'], '2.0.0', 'all') });
    const { report, release } = gate(base, head, {}, '2026-01-01');
    expect(report.changes.map((c) => c.rule)).toContain('capability-exposure-narrowed');
    expect(release.findings.map((f) => [f.id, f.ref, f.surface])).toEqual([['removed-without-deprecation', 'tool:x', 'default']]);
    // Offering it on more surfaces again takes nothing away.
    expect(gate(head, { ...base, surfaces: { ...base.surfaces } }, {}, '2026-01-01').release.findings.map((f) => f.id)).not.toContain(
      'removed-without-deprecation',
    );
  });
});

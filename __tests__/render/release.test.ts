// Release findings that differ only by surface read as one finding naming every surface; the counts say so.
import type { ReleaseFinding, ReleaseResult } from '../../src/core/release/release.js';
import { groupReleaseFindings, renderReleaseMarkdown, renderReleaseText } from '../../src/render/release.js';

function finding(surface: string, ref = 'tool:search'): ReleaseFinding {
  return {
    id: 'removed-without-deprecation',
    level: 'error',
    ref,
    surface,
    message: `${ref} was removed on surface ${surface} without a prior deprecation.`,
    hint: `Deprecate ${ref} first.`,
    params: { ref, action: 'removed', surface },
  };
}

function result(findings: ReleaseFinding[]): ReleaseResult {
  return { findings, errors: findings.length, warnings: 0, baseVersion: '1.0.0', headVersion: '2.0.0', deprecations: [] };
}

describe('release findings across surfaces', () => {
  it('groups the same finding on several surfaces and keeps different refs apart', () => {
    const grouped = groupReleaseFindings([finding('admin'), finding('default'), finding('default', 'tool:other')]);
    expect(grouped.map((f) => f.message)).toEqual([
      'tool:search was removed on surfaces admin, default without a prior deprecation.',
      'tool:other was removed on surface default without a prior deprecation.',
    ]);
  });

  it('prints one line per distinct finding in text and markdown, with the per-surface counts explained', () => {
    const r = result([finding('admin'), finding('default')]);
    const text = renderReleaseText('notes', 'v1.0.0', r);
    expect(text.split('\n')[0]).toBe('release check of notes since v1.0.0 (version 1.0.0 -> 2.0.0): 2 errors, 0 warnings (counted per surface; 1 distinct below)');
    expect(text.match(/ERROR/g)).toHaveLength(1);
    expect(text).toContain('on surfaces admin, default');
    const md = renderReleaseMarkdown('notes', 'v1.0.0', r);
    expect(md.match(/^\| error \|/gm)).toHaveLength(1);
    expect(renderReleaseText('notes', 'v1.0.0', result([finding('default')])).split('\n')[0]).toMatch(/: 1 error, 0 warnings$/);
  });
});

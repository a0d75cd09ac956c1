// The four rule registries share one shape: a unique kebab-case id, a severity in the one vocabulary derived from each
// registry's own word by the table in registry.ts, subject and aspect tags, and a message, hint and why.
import { RULES } from '../../../src/core/rules/rules.js';
import { RELEASE_RULES } from '../../../src/core/release/release-rules.js';
import { SCAN_RULES } from '../../../src/scan/rules.js';
import { CANARY_RULES } from '../../../src/canary/rules.js';
import { CANARY_FAILURE_SEVERITY, SEVERITY_OF_LEVEL, UNVERIFIED_SEVERITY } from '../../../src/core/rules/registry.js';
import type { RuleShape } from '../../../src/core/rules/rule-def.js';
import { SEVERITIES } from '../../../src/core/shared/model.js';

// Typed as the shared shape: a registry that stops conforming does not compile.
const REGISTRIES: ReadonlyArray<readonly [string, readonly RuleShape[]]> = [
  ['classifier', RULES],
  ['release', RELEASE_RULES],
  ['scan', SCAN_RULES],
  ['canary', CANARY_RULES],
];

describe.each(REGISTRIES)('%s registry', (_name, rules) => {
  it('has unique kebab-case ids, a known severity, both tag axes and every text', () => {
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of rules) {
      expect(r.id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect([r.id, SEVERITIES.includes(r.severity)]).toEqual([r.id, true]);
      for (const axis of [r.tags.subject, r.tags.aspect]) expect([r.id, /^[a-z]+(-[a-z]+)*$/.test(axis)]).toEqual([r.id, true]);
      for (const text of [r.message, r.why]) expect([r.id, text.trim().length > 10]).toEqual([r.id, true]);
      // A hint may be one placeholder filled per finding (plaintext-secret's `{fix}` names the fix for its client).
      expect([r.id, r.hint.trim().length > 0]).toEqual([r.id, true]);
    }
  });
});

describe('one severity vocabulary', () => {
  it('derives release and scan severities from the level or layer they show, by the documented table', () => {
    for (const r of RELEASE_RULES) expect([r.id, r.severity]).toEqual([r.id, SEVERITY_OF_LEVEL[r.level]]);
    for (const r of SCAN_RULES) expect([r.id, r.severity]).toEqual([r.id, r.level === undefined ? UNVERIFIED_SEVERITY : SEVERITY_OF_LEVEL[r.level]]);
    for (const r of CANARY_RULES) expect([r.id, r.severity]).toEqual([r.id, CANARY_FAILURE_SEVERITY]);
    expect(SEVERITY_OF_LEVEL).toEqual({ error: 'breaking', warning: 'review', note: 'safe' });
  });

  it('gives every failing word the breaking severity and leaves the others below it', () => {
    expect(RELEASE_RULES.filter((r) => r.level === 'error').every((r) => r.severity === 'breaking')).toBe(true);
    expect(RELEASE_RULES.filter((r) => r.level === 'warning').map((r) => r.severity)).not.toContain('breaking');
    expect(SCAN_RULES.filter((r) => r.layer === 'unverified').map((r) => r.severity)).not.toContain('breaking');
  });

  it('keeps ids apart across registries, so a merged list of findings names each rule once', () => {
    const all = REGISTRIES.flatMap(([, rules]) => rules.map((r) => r.id));
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
  });
});

// The rule registry is complete and consistent: unique kebab-case ids, worded fields, inverses that exist or are waived.
import { RULES, ruleById, fillTemplate } from '../src/core/shared/rules.js';
import { renderRulesMarkdown } from '../src/core/shared/rules-doc.js';
import { SEVERITIES } from '../src/core/shared/model.js';
import { configChanges } from '../src/core/diff/config-diff.js';

const CHANGE_KINDS = ['tool', 'prompt', 'resource', 'resourceTemplate', 'server', 'config'];

describe('rule registry', () => {
  it('has unique kebab-case ids', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it.each(RULES.map((r) => [r.id, r] as const))('%s has every field filled', (_id, r) => {
    for (const field of [r.message, r.hint, r.why, r.inverse, r.type]) expect(field.trim().length).toBeGreaterThan(0);
    expect(SEVERITIES).toContain(r.severity);
    expect(r.kinds.length).toBeGreaterThan(0);
    for (const k of r.kinds) expect(CHANGE_KINDS).toContain(k);
    expect(r.message).toMatch(/\.$/);
  });

  it('names an existing inverse rule or writes a waiver', () => {
    const bad = RULES.filter((r) => !r.inverse.startsWith('waived: ') && ruleById(r.inverse) === undefined).map((r) => r.id);
    expect(bad).toEqual([]);
    const emptyWaivers = RULES.filter((r) => r.inverse.startsWith('waived:') && r.inverse.slice('waived:'.length).trim().length < 10);
    expect(emptyWaivers).toEqual([]);
  });

  // readOnlyHint true lets clients call a tool without asking; false withdraws it: either flip is a review.
  const SAME_BOTH_WAYS = new Set(['tool-now-read-only', 'tool-no-longer-read-only']);

  it('pairs inverses of opposite severity where both are rules', () => {
    for (const r of RULES) {
      const inv = ruleById(r.inverse);
      if (!inv || inv.severity !== r.severity) continue;
      // Same severity both ways is only fine when both are breaking removals of different facets (e.g. required added <-> property removed),
      // or for a trust claim whose flip either way changes what clients auto-approve (written waiver).
      if (SAME_BOTH_WAYS.has(r.id)) continue;
      expect([r.id, r.severity]).toEqual([r.id, 'breaking']);
    }
  });

  it('finds rules by id and nothing else', () => {
    expect(ruleById('capability-removed')?.severity).toBe('breaking');
    expect(ruleById('no-such-rule')).toBeUndefined();
  });
});

describe('message templates', () => {
  it('fills placeholders raw, in one pass, and leaves unknown ones visible', () => {
    expect(fillTemplate('Tool `{name}` lost `{property}`.', { name: 'a|<b>', property: '{name}' })).toBe('Tool `a|<b>` lost `{name}`.');
    expect(fillTemplate('{missing} stays', {})).toBe('{missing} stays');
  });
});

describe('rules markdown', () => {
  it('has one table row per rule with its severity', () => {
    const md = renderRulesMarkdown();
    const rows = md.trim().split('\n').slice(2);
    expect(rows).toHaveLength(RULES.length);
    for (const r of RULES) expect(md).toContain(`| \`${r.id}\` | ${r.severity} |`);
    expect(md.startsWith('| Rule | Severity | Kinds | What it flags | Why |')).toBe(true);
  });
});

describe('rules emitted outside diffSnapshots', () => {
  it('config-gate-changed is what a config edit produces, worded from the registry', () => {
    const [c, ...rest] = configChanges({ severity: {} }, { severity: { 'capability-removed': 'safe' } }, 'mcp-contract.json');
    expect(rest).toEqual([]);
    expect([c.rule, c.severity, c.message]).toEqual(['config-gate-changed', 'review', 'The pull request changed `severity` in the config `mcp-contract.json`.']);
  });
});

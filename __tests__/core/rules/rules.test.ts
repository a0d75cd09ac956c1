// The rule registry is complete and consistent: unique kebab-case ids, worded fields, mirrors of opposite severity.
import { RULES, ruleById, fillTemplate } from '../../../src/core/rules/rules.js';
import { renderRulesMarkdown } from '../../../src/core/rules/rules-doc.js';
import { SEVERITIES } from '../../../src/core/shared/model.js';
import { mirrorsOf } from '../../../src/core/rules/rule-symmetry.js';
import { configChanges } from '../../../src/core/diff/config-diff.js';

const CHANGE_KINDS = ['tool', 'prompt', 'resource', 'resourceTemplate', 'server', 'config'];

describe('rule registry', () => {
  it('has unique kebab-case ids', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it.each(RULES.map((r) => [r.id, r] as const))('%s has every field filled', (_id, r) => {
    for (const field of [r.message, r.hint, r.why, r.type]) expect(field.trim().length).toBeGreaterThan(0);
    expect(SEVERITIES).toContain(r.severity);
    expect(r.kinds.length).toBeGreaterThan(0);
    for (const k of r.kinds) expect(CHANGE_KINDS).toContain(k);
    expect(r.message).toMatch(/\.$/);
  });

  // A change and its reverse may carry the same severity only when both break (required added <-> property removed),
  // or for these, each with its reason.
  const SAME_BOTH_WAYS: Readonly<Record<string, string>> = {
    // readOnlyHint true lets clients call a tool without asking; false withdraws it: either flip is a review.
    'tool-now-read-only': 'a trust claim made or withdrawn',
    'tool-no-longer-read-only': 'a trust claim made or withdrawn',
    // Generators in output mode list defaulted properties as required; listing it or not changes no call.
    'tool-input-defaulted-property-made-required': 'a defaulted property is filled in either way',
    // An object declaring no property, closed or opened: a call without arguments validates either way.
    'tool-input-no-arguments-closed': 'a call without arguments validates either way',
    // With the old names still served, neither direction breaks a caller; dropping an alias is gated as a removal.
    'capabilities-merged-with-alias': 'old names still served',
    'capability-split-with-alias': 'old names still served',
  };

  it('pairs mirrors of opposite severity where the change has a direction', () => {
    const bad: string[] = [];
    for (const r of RULES) {
      if (r.tags.direction === 'changed' || r.id in SAME_BOTH_WAYS) continue;
      for (const m of mirrorsOf(r)) if (m.severity === r.severity && r.severity !== 'breaking' && !(m.id in SAME_BOTH_WAYS)) bad.push(`${r.id} <-> ${m.id}`);
    }
    expect(bad).toEqual([]);
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
    expect(md.startsWith('| Rule | Severity | Kinds | Reads | What it flags | Why |')).toBe(true);
    for (const r of RULES) expect(md).toContain(`| ${r.kinds.join(', ')} | ${r.reads.join(', ')} |`);
  });
});

describe('what each rule reads: words or structure', () => {
  it.each(RULES.map((r) => [r.id, r] as const))('%s says it, once each, in the table order words, structure', (_id, r) => {
    expect(r.reads.length).toBeGreaterThan(0);
    expect([...r.reads]).toEqual(['words', 'structure'].filter((x) => r.reads.includes(x as 'words')));
  });

  it('text rules read words; schema, annotation and list rules read structure', () => {
    const text = new Set(['description', 'title']);
    const shape = new Set(['schema', 'schema-property', 'schema-node', 'annotation', 'prompt-argument', 'listing', 'surface']);
    const wrong = RULES.filter((r) => (text.has(r.tags.subject) && !r.reads.includes('words')) || (shape.has(r.tags.subject) && !r.reads.includes('structure')));
    expect(wrong.map((r) => r.id)).toEqual([]);
    // The cue rules (risky text, deprecation notices) read words; the structural risk rules read structure.
    const of = (id: string) => [...ruleById(id)!.reads];
    expect([of('risky-text-added'), of('capability-deprecated'), of('tool-hint-riskier'), of('tool-input-enum-value-added-risky')]).toEqual([['words'], ['words'], ['structure'], ['structure']]);
  });
});

describe('rules emitted outside diffSnapshots', () => {
  it('config-gate-changed is what a config edit produces, worded from the registry', () => {
    const [c, ...rest] = configChanges({ severity: {} }, { severity: { 'capability-removed': 'safe' } }, 'mcp-contract.json');
    expect(rest).toEqual([]);
    expect([c.rule, c.severity, c.message]).toEqual(['config-gate-changed', 'review', 'The pull request changed `severity` in the config `mcp-contract.json`.']);
  });
});

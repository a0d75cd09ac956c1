// Every classifier rule's reverse (added<->removed, widened<->narrowed) and, for schema rules, its counterpart on the
// other side of the call (input<->output) is computed from its tags and must be a rule, unless a written waiver says why.
import { RULES, ruleById, type RuleTagsOf } from '../../../src/core/rules/rules.js';
import { hasBothSides, mirrorsOf, otherSideOf, staleWaivers, symmetryGaps } from '../../../src/core/rules/rule-symmetry.js';
import type { RuleDef } from '../../../src/core/rules/rule-def.js';

const AXES = ['subject', 'aspect', 'direction'] as const;
const DIRECTIONS = ['added', 'removed', 'widened', 'narrowed', 'changed'];

describe('rule tags', () => {
  it('are literal types per rule id (checked by tsc)', () => {
    const narrowed: RuleTagsOf<'tool-input-type-narrowed'>['direction'] = 'narrowed';
    // @ts-expect-error the tags of an input rule name input, not output
    const side: RuleTagsOf<'tool-input-type-narrowed'>['position'] = 'output';
    expect([narrowed, side]).toEqual([ruleById('tool-input-type-narrowed')!.tags.direction, 'output']);
  });

  it.each(RULES.map((r) => [r.id, r] as const))('%s has every required axis', (_id, r) => {
    for (const axis of AXES) expect(typeof r.tags[axis] === 'string' && r.tags[axis].length > 0).toBe(true);
    expect(DIRECTIONS).toContain(r.tags.direction);
    if (r.tags.position !== undefined) expect(['input', 'output']).toContain(r.tags.position);
  });

  it('tags every tool schema rule with the side its id names, and no other rule with a side but prompt arguments', () => {
    for (const r of RULES) {
      const side = /^tool-(input|output)-/.exec(r.id)?.[1];
      if (side !== undefined) expect([r.id, r.tags.position]).toEqual([r.id, side]);
      else if (r.tags.subject !== 'prompt-argument') expect([r.id, r.tags.position]).toEqual([r.id, undefined]);
    }
  });

  it('writes every waiver as a reason, not a token', () => {
    for (const r of RULES) for (const reason of Object.values(r.waivers ?? {})) expect([r.id, reason.trim().length > 20]).toEqual([r.id, true]);
  });
});

describe('rule symmetry', () => {
  it('finds a rule for every computed mirror and other side, or a waiver', () => {
    expect(symmetryGaps()).toEqual([]);
  });

  it('has no waiver that excuses a counterpart which exists', () => {
    expect(staleWaivers()).toEqual([]);
  });

  it('fails when an inverse rule is removed from the registry, naming the rule left without one', () => {
    const without = RULES.filter((r) => r.id !== 'tool-output-enum-narrowed');
    expect(symmetryGaps(without)).toEqual([
      { id: 'tool-input-enum-value-removed', axis: 'position', wanted: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'output' } },
      { id: 'tool-output-enum-widened', axis: 'mirror', wanted: { subject: 'schema-node', aspect: 'enum', direction: 'narrowed', position: 'output' } },
    ]);
  });

  it('fails when a rule exists on one side of the call only', () => {
    const inputOnly = RULES.filter((r) => r.id !== 'tool-output-required-added' && r.id !== 'tool-output-required-removed');
    expect(symmetryGaps(inputOnly).map((g) => [g.id, g.axis])).toEqual([
      ['tool-input-property-made-required', 'position'],
      ['tool-input-defaulted-property-made-required', 'position'],
      ['tool-input-property-made-optional', 'position'],
    ]);
  });

  it('flags a waiver as stale once the rule it waives is added', () => {
    const reverse: RuleDef = { ...ruleById('observation-problem')!, id: 'observation-problem-resolved', waivers: undefined, tags: { subject: 'listing', aspect: 'problem', direction: 'removed' } };
    expect(staleWaivers([...RULES, reverse])).toEqual([{ id: 'observation-problem', axis: 'mirror' }]);
  });

  it('treats a changed rule as its own mirror and pairs the known inverses', () => {
    const ids = (rs: readonly RuleDef[]) => rs.map((r) => r.id);
    expect(ids(mirrorsOf(ruleById('description-changed')!))).toEqual(['description-changed']);
    expect(ids(mirrorsOf(ruleById('capability-removed')!))).toEqual(['capability-added', 'capability-added-risky-text']);
    expect(ids(mirrorsOf(ruleById('capabilities-merged')!))).toEqual(['capability-split']);
    expect(ids(mirrorsOf(ruleById('tool-now-read-only')!))).toEqual(['tool-no-longer-read-only']);
    expect(ids(otherSideOf(ruleById('tool-input-type-narrowed')!))).toEqual(['tool-output-type-narrowed']);
    expect([hasBothSides(ruleById('tool-output-schema-added')!), hasBothSides(ruleById('prompt-argument-removed')!)]).toEqual([true, false]);
  });
});

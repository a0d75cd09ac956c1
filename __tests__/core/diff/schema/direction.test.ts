// One direction -> rule table decides every schema rule id: input is contravariant (losing accepted values breaks
// callers), output covariant (gaining possible values breaks consumers). The table's pairs are registry mirrors, and
// the harmful side carries the registry's breaking severity in each direction.
import { compareSchemas, RULES_BY_DIRECTION } from '../../../../src/core/diff/schema/compat.js';
import { ruleById } from '../../../../src/core/rules/rules.js';
import { mirrorsOf } from '../../../../src/core/rules/rule-symmetry.js';

const pairs = (d: 'input' | 'output') => {
  const t = RULES_BY_DIRECTION[d];
  return [
    [t.type.lost, t.type.gained],
    [t.enum.lost, t.enum.gained],
    [t.tightened, t.loosened],
    [t.propertyRemoved, t.propertyAdded],
    [t.madeRequired, t.madeOptional],
  ] as const;
};

it.each(['input', 'output'] as const)('%s: every rule is a %s rule of the registry, and each pair is a registry mirror', (d) => {
  const mirrors = (id: string) => mirrorsOf(ruleById(id)!).map((r) => r.id);
  for (const [x, y] of pairs(d)) {
    for (const id of [x, y]) expect([id, id.startsWith(`tool-${d}-`), ruleById(id)!.tags.position]).toEqual([id, true, d]);
    expect(mirrors(x)).toContain(y);
    expect(mirrors(y)).toContain(x);
  }
});

it('the harmful value change is breaking in its direction and the other is not: input loses, output gains', () => {
  expect(RULES_BY_DIRECTION.input.harms).toBe('lost');
  expect(RULES_BY_DIRECTION.output.harms).toBe('gained');
  for (const d of ['input', 'output'] as const) {
    const t = RULES_BY_DIRECTION[d];
    const harmful = t.harms;
    const harmless = harmful === 'lost' ? 'gained' : 'lost';
    expect(ruleById(t.type[harmful])!.severity).toBe('breaking');
    expect(ruleById(t.type[harmless])!.severity).not.toBe('breaking');
  }
});

it('the same schema change reads in opposite directions for callers and consumers', () => {
  const before = { type: 'object', properties: { mode: { type: 'string', enum: ['a', 'b'] } } };
  const after = { type: 'object', properties: { mode: { type: ['string', 'null'], enum: ['a', 'b', 'c', null] } } };
  const rules = (d: 'input' | 'output') => compareSchemas(before, after, d, '/s').map((x) => x.rule);
  expect(rules('input')).toEqual(['tool-input-type-widened', 'tool-input-enum-value-added']);
  expect(rules('output')).toEqual(['tool-output-type-widened', 'tool-output-enum-widened']);
  expect(compareSchemas(after, before, 'input', '/s').map((x) => x.rule)).toEqual(['tool-input-type-narrowed', 'tool-input-enum-value-removed']);
});

// Issue 53, class 8: direction and spelling of schema changes a generator or an honest release writes. An index
// definition whose options (a discriminated `oneOf`) gain a kind accepts more from callers: safe for an input, never
// safe for an output (consumers may now get the new kind). A lone `const`, a one-value `enum` and a one-branch union
// of a `const` are one value set, in inputs and outputs; a real change of that value still reports.
import { compareSchemas } from '../../../../src/core/diff/schema/compat.js';
import { ruleById } from '../../../../src/core/rules/rules.js';
import type { JsonObject, JsonValue } from '../../../../src/core/shared/model.js';

// An index definition as a database server's `create_index` tool takes it: a kind tag and the kind's own fields.
const btree: JsonObject = {
  type: 'object',
  properties: { kind: { type: 'string', const: 'btree' }, columns: { type: 'array', items: { type: 'string' }, minItems: 1 }, unique: { type: 'boolean' } },
  required: ['kind', 'columns'],
  additionalProperties: false,
};
const fulltext: JsonObject = {
  type: 'object',
  properties: { kind: { type: 'string', const: 'fulltext' }, columns: { type: 'array', items: { type: 'string' } }, language: { type: 'string' } },
  required: ['kind', 'columns'],
  additionalProperties: false,
};
const vector: JsonObject = {
  type: 'object',
  properties: { kind: { type: 'string', enum: ['ivfflat', 'hnsw'] }, column: { type: 'string' }, dimensions: { type: 'integer', minimum: 1 } },
  required: ['kind', 'column', 'dimensions'],
  additionalProperties: false,
};
const tool = (index: JsonValue): JsonObject => ({ type: 'object', properties: { table: { type: 'string' }, index }, required: ['table', 'index'] });
const severities = (b: JsonValue, a: JsonValue, d: 'input' | 'output') => compareSchemas(tool(b), tool(a), d, d === 'input' ? '/inputSchema' : '/outputSchema').map((x) => ruleById(x.rule)!.severity);

describe('a widened index option', () => {
  it.each([
    ['a oneOf of two kinds gains a third', { oneOf: [btree, fulltext] }, { oneOf: [btree, fulltext, vector] }],
    ['one kind becomes a oneOf of two', btree, { oneOf: [btree, vector] }],
    ['a one-branch oneOf gains a branch', { oneOf: [btree] }, { oneOf: [btree, fulltext] }],
  ])('%s: safe for callers (input), not safe for consumers (output)', (_, before, after) => {
    expect(severities(before, after, 'input')).toEqual(['safe']);
    expect(severities(before, after, 'output').some((s) => s !== 'safe')).toBe(true);
  });

  it('the same shape narrowed is breaking for callers', () => {
    expect(severities({ oneOf: [btree, fulltext, vector] }, { oneOf: [btree, fulltext] }, 'input')).toContain('breaking');
  });

  it('kinds not told apart by their tag may both match: never judged safe', () => {
    const loose = { ...vector, properties: { ...(vector.properties as JsonObject), kind: { type: 'string' } } };
    expect(severities({ oneOf: [btree] }, { oneOf: [btree, loose] }, 'input')).not.toEqual(['safe']);
  });
});

describe('one value, several spellings: no change', () => {
  const spellings: JsonValue[] = [
    { type: 'string', const: 'btree' },
    { type: 'string', enum: ['btree'] },
    { anyOf: [{ type: 'string', const: 'btree' }] },
    { oneOf: [{ const: 'btree', type: 'string' }] },
  ];
  for (const d of ['input', 'output'] as const)
    it.each(spellings.flatMap((x) => spellings.map((y) => [JSON.stringify(x), JSON.stringify(y)])))(`${d}: %s ~ %s`, (x, y) => {
      expect(compareSchemas(tool(JSON.parse(x)), tool(JSON.parse(y)), d, '/s')).toEqual([]);
    });

  it('another value is still a change, whatever the spelling', () => {
    expect(severities({ type: 'string', const: 'btree' }, { type: 'string', enum: ['hash'] }, 'input')).toContain('breaking');
    expect(severities({ anyOf: [{ type: 'string', const: 'btree' }] }, { type: 'string', enum: ['btree', 'hash'] }, 'output')).toContain('breaking');
  });
});

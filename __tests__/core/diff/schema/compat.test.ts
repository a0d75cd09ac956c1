// Schema compatibility is judged per direction, never guessed safe, and hostile schemas degrade to a review instead of crashing.
import { compareSchemas, MAX_SCHEMA_DEPTH } from '../../../../src/core/diff/schema/compat.js';
import { diffSnapshots } from '../../../../src/core/diff/classify.js';
import type { Capability, JsonObject, JsonValue, Snapshot } from '../../../../src/core/shared/model.js';
import { snapshotFrom } from '../../../helpers/classify-fixtures.js';

const rules = (b: JsonValue | undefined, a: JsonValue | undefined, dir: 'input' | 'output' = 'input') =>
  compareSchemas(b, a, dir, '/inputSchema').map((d) => `${d.rule} ${d.pointer}`);

function nested(depth: number, leaf: JsonObject): JsonObject {
  let s: JsonObject = leaf;
  for (let i = 0; i < depth; i++) s = { type: 'object', properties: { x: s } };
  return s;
}

/** A snapshot holding raw capabilities (bypassing canonicalization, which is not what is under test here). */
function rawSnapshot(defs: JsonObject[], tag: string): Snapshot {
  const snap = snapshotFrom({ surfaces: { default: {} } });
  snap.surfaces.default.kinds.tool.items = defs.map(
    (d, i): Capability => ({ ref: `tool:${String(d.name)}`, digest: `sha256:${tag}${i}`, definition: d }),
  );
  return snap;
}

describe('input direction (callers)', () => {
  it('treats integer -> number as widening and number -> integer as narrowing', () => {
    expect(rules({ type: 'integer' }, { type: 'number' })).toEqual(['tool-input-type-widened /inputSchema/type']);
    expect(rules({ type: 'number' }, { type: 'integer' })).toEqual(['tool-input-type-narrowed /inputSchema/type']);
  });

  it('narrows when a type appears where any type was accepted, including absent `items`', () => {
    expect(rules({ type: 'array' }, { type: 'array', items: { type: 'string' } })).toEqual(['tool-input-type-narrowed /inputSchema/items/type']);
  });

  it('closes additionalProperties when a schema replaces true/absent, and recurses schema to schema', () => {
    expect(rules({ type: 'object' }, { type: 'object', additionalProperties: { type: 'string' } })).toEqual([
      'tool-input-additional-properties-closed /inputSchema/additionalProperties',
    ]);
    expect(rules({ additionalProperties: { type: ['string', 'null'] } }, { additionalProperties: { type: 'string' } })).toEqual([
      'tool-input-type-narrowed /inputSchema/additionalProperties/type',
    ]);
  });

  it('reports exclusive bounds, multipleOf and formats', () => {
    expect(rules({ exclusiveMaximum: 10 }, { exclusiveMaximum: 5 })).toEqual(['tool-input-constraint-tightened /inputSchema/exclusiveMaximum']);
    expect(rules({ multipleOf: 2 }, { multipleOf: 4 })).toEqual(['tool-input-constraint-tightened /inputSchema/multipleOf']);
    expect(rules({ multipleOf: 4 }, { multipleOf: 2 })).toEqual(['tool-input-constraint-loosened /inputSchema/multipleOf']);
    expect(rules({ type: 'string' }, { type: 'string', format: 'email' })).toEqual(['tool-input-constraint-tightened /inputSchema/format']);
    expect(rules({ format: 'email' }, { format: 'uri' })).toEqual(['tool-schema-not-comparable /inputSchema/format']);
  });

  it('treats a new enum as a tightened constraint and const like a one-value enum', () => {
    expect(rules({ type: 'string' }, { type: 'string', enum: ['a'] })).toEqual(['tool-input-constraint-tightened /inputSchema/enum']);
    expect(rules({ const: 'a' }, { const: 'b' })).toEqual([
      'tool-input-enum-value-removed /inputSchema/const',
      'tool-input-enum-value-added /inputSchema/const',
    ]);
  });
});

describe('output direction (consumers)', () => {
  it('mirrors the input rules', () => {
    expect(rules({ type: 'string' }, { type: ['string', 'null'] }, 'output')).toEqual(['tool-output-type-widened /inputSchema/type']);
    expect(rules({ enum: ['a'] }, {}, 'output')).toEqual(['tool-output-enum-widened /inputSchema/enum']);
    expect(rules({ additionalProperties: false }, {}, 'output')).toEqual(['tool-output-constraint-loosened /inputSchema/additionalProperties']);
    expect(rules({ properties: { a: {} }, required: ['a'] }, { properties: { a: {} } }, 'output')).toEqual([
      'tool-output-required-removed /inputSchema/required',
    ]);
  });
});

describe('undecidable keywords', () => {
  it('ignores combinators that are structurally equal whatever their key order', () => {
    const b: JsonObject = { anyOf: [{ type: 'string', minLength: 1 }, { $ref: '#/$defs/A' }], $defs: { A: { type: 'object', properties: { n: { $ref: '#/$defs/A' } } } } };
    const a = JSON.parse('{"$defs":{"A":{"properties":{"n":{"$ref":"#/$defs/A"}},"type":"object"}},"anyOf":[{"minLength":1,"type":"string"},{"$ref":"#/$defs/A"}]}');
    expect(rules(b, a)).toEqual([]);
  });

  it('gives a review naming the pointer for each changed combinator or conditional it cannot decide; $defs count where a $ref reaches them', () => {
    const b: JsonObject = { $defs: { A: { type: 'string' } }, oneOf: [{ $ref: '#/$defs/A' }], if: { type: 'string' }, then: { minLength: 1 }, not: { type: 'null' } };
    const a: JsonObject = { $defs: { A: { type: 'integer' } }, oneOf: [{ $ref: '#/$defs/A' }, { type: 'null' }], if: { type: 'number' }, then: { minimum: 1 }, not: { type: 'boolean' } };
    expect(rules(b, a)).toEqual([
      'tool-schema-not-comparable /inputSchema/if',
      'tool-schema-not-comparable /inputSchema/not',
      'tool-schema-not-comparable /inputSchema/oneOf',
      'tool-schema-not-comparable /inputSchema/then',
    ]);
  });
});

describe('hostile schemas', () => {
  it('stops at the depth cap with one review on a 10,000-level schema', () => {
    const b = nested(10_000, { type: 'string' });
    const a = nested(10_000, { type: 'integer' });
    const out = compareSchemas(b, a, 'input', '/inputSchema');
    expect(out).toHaveLength(1);
    expect(out[0].rule).toBe('tool-schema-not-comparable');
    expect(out[0].params.reason).toContain(`deeper than ${MAX_SCHEMA_DEPTH}`);
    expect(out[0].pointer.split('/properties/x').length - 1).toBe(MAX_SCHEMA_DEPTH + 1);
  });

  it('classifies a 10,000-level change end to end without a stack overflow', () => {
    const base = rawSnapshot([{ name: 'deep', inputSchema: nested(10_000, { type: 'string' }) }], 'b');
    const head = rawSnapshot([{ name: 'deep', inputSchema: nested(10_000, { type: 'integer' }) }], 'h');
    const report = diffSnapshots(base, head, {}, { base: 'a', head: 'b' });
    expect(report.changes.map((c) => [c.rule, c.severity])).toEqual([['tool-schema-not-comparable', 'review']]);
  });

  it('stops at the node budget with a review, also when the budget runs out while matching union branches', () => {
    const big = (extra: JsonObject) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`p${i}`, { type: 'string', ...extra }])) });
    // minLength 0 is no bound: every pair differs in text and yields nothing, so only the budget can stop the walk.
    const plain = compareSchemas(big({}), big({ minLength: 0 }), 'input', '/inputSchema');
    expect(plain.map((d) => [d.rule, d.params.reason])).toEqual([['tool-schema-not-comparable', 'more than 50000 schema nodes']]);
    const union = compareSchemas({ anyOf: [big({}), { type: 'null' }] }, { anyOf: [big({ minLength: 0 }), { type: 'null' }, { type: 'boolean' }] }, 'input', '/inputSchema');
    expect(union.map((d) => d.rule)).toContain('tool-schema-not-comparable');
  });

  it('handles a 100,000-value enum with one value removed as one change', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    const out = compareSchemas({ enum: values }, { enum: values.slice(1) }, 'input', '/inputSchema');
    expect(out.map((d) => [d.rule, d.params.values])).toEqual([['tool-input-enum-value-removed', '"v0"']]);
  });

  it('turns invalid schemas into reviews', () => {
    expect(rules({ type: 5 }, { type: 'string' })).toEqual(['tool-schema-not-comparable /inputSchema']);
    expect(rules({ properties: 'x' }, { properties: {} })).toEqual(['tool-schema-not-comparable /inputSchema']);
    expect(rules('nope', { type: 'object' })).toEqual(['tool-schema-not-comparable /inputSchema']);
    expect(rules({ required: 'a' }, { required: ['a'] })).toEqual(['tool-schema-not-comparable /inputSchema']);
    expect(rules(true, false)).toEqual(['tool-schema-not-comparable /inputSchema']);
  });

  it('summarizes more than 500 differences as one extra review', () => {
    const props = Object.fromEntries(Array.from({ length: 800 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const out = compareSchemas({ properties: props }, { properties: {} }, 'input', '/inputSchema');
    expect(out).toHaveLength(501);
    expect(out.filter((d) => d.rule === 'tool-schema-not-comparable')).toHaveLength(1);
  });
});

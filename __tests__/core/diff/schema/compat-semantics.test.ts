// Schema verdicts follow what a validator accepts: equivalent rewrites report nothing, and a change judged safe never rejects a value the old schema allowed (inputs) or returns one it did not (outputs), through anyOf/oneOf and $ref too.
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { compareSchemas, type Direction } from '../../../../src/core/diff/schema/compat.js';
import { ruleById } from '../../../../src/core/rules/rules.js';
import type { JsonObject, JsonValue } from '../../../../src/core/shared/model.js';

const rules = (b: JsonValue | undefined, a: JsonValue | undefined, dir: Direction = 'input') =>
  compareSchemas(b, a, dir, '/s').map((d) => `${d.rule} ${d.pointer}`);

describe('numeric bounds are compared as one effective bound per side', () => {
  it('sees exclusiveMinimum 5 -> minimum 5 as looser, and the reverse as tighter', () => {
    expect(rules({ exclusiveMinimum: 5 }, { minimum: 5 })).toEqual(['tool-input-constraint-loosened /s/minimum']);
    expect(rules({ minimum: 5 }, { exclusiveMinimum: 5 })).toEqual(['tool-input-constraint-tightened /s/exclusiveMinimum']);
    expect(rules({ exclusiveMaximum: 5 }, { maximum: 5 })).toEqual(['tool-input-constraint-loosened /s/maximum']);
  });

  it('sees minimum 5 -> exclusiveMinimum 4 as looser, not as a tightening', () => {
    expect(rules({ minimum: 5 }, { exclusiveMinimum: 4 })).toEqual(['tool-input-constraint-loosened /s/exclusiveMinimum']);
    expect(rules({ maximum: 5 }, { exclusiveMaximum: 6 })).toEqual(['tool-input-constraint-loosened /s/exclusiveMaximum']);
  });

  it('reports nothing when the effective bound is unchanged', () => {
    expect(rules({ minimum: 5, exclusiveMinimum: 3 }, { minimum: 5 })).toEqual([]);
    expect(rules({ minimum: 1, exclusiveMinimum: false }, { minimum: 1 })).toEqual([]);
  });

  it('decides draft-4 boolean exclusiveMinimum/exclusiveMaximum', () => {
    expect(rules({ minimum: 1 }, { minimum: 1, exclusiveMinimum: true })).toEqual(['tool-input-constraint-tightened /s/exclusiveMinimum']);
    expect(rules({ minimum: 1, exclusiveMinimum: true }, { minimum: 1 })).toEqual(['tool-input-constraint-loosened /s/minimum']);
    expect(rules({ maximum: 9, exclusiveMaximum: true }, { maximum: 10, exclusiveMaximum: true })).toEqual(['tool-input-constraint-loosened /s/exclusiveMaximum']);
    expect(rules({ maximum: 9 }, { maximum: 9, exclusiveMaximum: true }, 'output')).toEqual(['tool-output-constraint-tightened /s/exclusiveMaximum']);
  });

  it('words a mixed-keyword change with comparisons', () => {
    const [d] = compareSchemas({ minimum: 5 }, { exclusiveMinimum: 5 }, 'input', '/s');
    expect([d.params.keyword, d.params.before, d.params.after]).toEqual(['exclusiveMinimum', '>= 5', '> 5']);
    const [plain] = compareSchemas({ minimum: 1 }, { minimum: 2 }, 'input', '/s');
    expect([plain.params.keyword, plain.params.before, plain.params.after]).toEqual(['minimum', '1', '2']);
  });

  it('still reviews a non-numeric bound', () => {
    expect(rules({ minimum: 1 }, { minimum: '2' })).toEqual(['tool-schema-not-comparable /s/minimum']);
  });
});

describe('other numeric keywords', () => {
  it('judges multipleOf by decimal multiples, as zod, pydantic and Ajv with multipleOfPrecision do', () => {
    expect(rules({ multipleOf: 0.3 }, { multipleOf: 0.1 })).toEqual(['tool-input-constraint-loosened /s/multipleOf']);
    expect(rules({ multipleOf: 0.1 }, { multipleOf: 0.3 })).toEqual(['tool-input-constraint-tightened /s/multipleOf']);
    expect(rules({ multipleOf: 0.1 }, { multipleOf: 0.01 })).toEqual(['tool-input-constraint-loosened /s/multipleOf']);
    expect(rules({ multipleOf: 6 }, { multipleOf: 2 })).toEqual(['tool-input-constraint-loosened /s/multipleOf']);
    expect(rules({ multipleOf: 0.1 }, { multipleOf: 0.2 }, 'output')).toEqual(['tool-output-constraint-tightened /s/multipleOf']);
    // Neither divides the other: both ways at once, never safe; the harm is named with a value that shows it.
    const [d] = compareSchemas({ multipleOf: 0.3 }, { multipleOf: 0.5 }, 'input', '/s');
    expect([d.rule, d.params.after]).toEqual(['tool-input-constraint-tightened', '0.5, which refuses 0.3']);
    const [o] = compareSchemas({ multipleOf: 0.3 }, { multipleOf: 0.5 }, 'output', '/s');
    expect([o.rule, o.params.after]).toEqual(['tool-output-constraint-loosened', '0.5, which allows 0.5, refused before']);
    expect(rules({ multipleOf: 1.5 }, { multipleOf: 0.5 }, 'output')).toEqual(['tool-output-constraint-loosened /s/multipleOf']);
  });

  it('treats a zero minLength/minItems/minProperties as no bound at all', () => {
    expect(rules({}, { minItems: 0, minLength: 0, minProperties: 0 })).toEqual([]);
    expect(rules({ minLength: 0 }, {})).toEqual([]);
    expect(rules({ minLength: 0 }, { minLength: 1 })).toEqual(['tool-input-constraint-tightened /s/minLength']);
  });
});

describe('values and types', () => {
  it('narrows when const is added beside an enum', () => {
    expect(rules({ enum: ['a', 'b'] }, { enum: ['a', 'b'], const: 'a' })).toEqual(['tool-input-enum-value-removed /s/enum']);
  });

  it('names the keyword that was added: const, not enum', () => {
    const [d] = compareSchemas({}, { const: 'a' }, 'input', '/s');
    expect([d.rule, d.pointer, d.params.keyword]).toEqual(['tool-input-constraint-tightened', '/s/const', 'const']);
  });

  it('does not report a type that only restates what enum/const already allow', () => {
    expect(rules({ enum: ['a', 'b'] }, { type: 'string', enum: ['a', 'b'] })).toEqual([]);
    expect(rules({ type: 'string', enum: ['a'] }, { enum: ['a'] }, 'output')).toEqual([]);
    expect(rules({ type: ['string', 'null'], enum: ['a'] }, { type: 'string', enum: ['a'] })).toEqual([]);
    expect(rules({ const: 3 }, { type: 'integer', const: 3 })).toEqual([]);
  });

  it('still reports a type change that removes an allowed value', () => {
    expect(rules({ type: ['string', 'null'], enum: ['a', null] }, { type: 'string', enum: ['a', null] })).toEqual(['tool-input-type-narrowed /s/type']);
    expect(rules({ enum: ['a'] }, { type: 'integer', enum: ['a'] })).toEqual(['tool-input-type-narrowed /s/type']);
  });
});

describe('reordering is not a change', () => {
  it('ignores reordered anyOf/oneOf/allOf branches, enum values, required entries and type lists', () => {
    const b: JsonObject = {
      type: ['object', 'null'],
      required: ['a', 'b'],
      properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] }, b: { enum: ['x', 'y'] }, c: { oneOf: [{ const: 1 }, { const: 2 }] } },
      allOf: [{ minProperties: 1 }, { maxProperties: 5 }],
    };
    const a: JsonObject = {
      allOf: [{ maxProperties: 5 }, { minProperties: 1 }],
      properties: { c: { oneOf: [{ const: 2 }, { const: 1 }] }, b: { enum: ['y', 'x'] }, a: { anyOf: [{ type: 'null' }, { type: 'string' }] } },
      required: ['b', 'a'],
      type: ['null', 'object'],
    };
    expect(rules(b, a)).toEqual([]);
  });

  it('sees a dropped branch as narrowing, even when another branch is repeated in its place', () => {
    expect(rules({ anyOf: [{ type: 'string' }, { type: 'null' }] }, { anyOf: [{ type: 'string' }, { type: 'string' }] })).toEqual([
      // Branches of bare types are a type list: [string, null] became [string].
      'tool-input-type-narrowed /s/anyOf',
    ]);
  });
});

describe('object and array keywords', () => {
  it('treats an annotation-only additionalProperties schema as open, and reports its text', () => {
    expect(rules({ additionalProperties: true }, { additionalProperties: { description: 'anything' } })).toEqual([
      'description-changed /s/additionalProperties/description',
    ]);
    expect(rules({ properties: { a: {} }, additionalProperties: { description: 'x' } }, { properties: { a: {} }, additionalProperties: false })).toEqual([
      'tool-input-additional-properties-closed /s/additionalProperties',
    ]);
  });

  it('compares tuple items and prefixItems position by position', () => {
    expect(rules({ items: [{ type: 'string' }, { type: 'number' }] }, { items: [{ type: 'string' }, { type: 'integer' }] })).toEqual([
      'tool-input-type-narrowed /s/items/1/type',
    ]);
    expect(rules({ prefixItems: [{ type: 'string' }] }, { prefixItems: [{ type: ['string', 'null'] }] }, 'output')).toEqual([
      'tool-output-type-widened /s/prefixItems/0/type',
    ]);
    expect(rules({ items: [{ type: 'string' }] }, { items: [{ type: 'string' }, { type: 'number' }] })).toEqual(['tool-schema-not-comparable /s/items']);
    expect(rules({}, { prefixItems: [{ type: 'string' }] })).toEqual(['tool-schema-not-comparable /s/prefixItems']);
  });

  it('decides propertyNames: added tightens, removed loosens, changed is compared as a schema', () => {
    expect(rules({ type: 'object' }, { type: 'object', propertyNames: { pattern: '^[a-z]+$' } })).toEqual([
      'tool-input-constraint-tightened /s/propertyNames',
    ]);
    expect(rules({ propertyNames: { maxLength: 3 } }, {})).toEqual(['tool-input-constraint-loosened /s/propertyNames']);
    expect(rules({ propertyNames: { maxLength: 3 } }, { propertyNames: { maxLength: 2 } })).toEqual([
      'tool-input-constraint-tightened /s/propertyNames/maxLength',
    ]);
    expect(rules({ propertyNames: { maxLength: 3 } }, { propertyNames: { maxLength: 4 } }, 'output')).toEqual([
      'tool-output-constraint-loosened /s/propertyNames/maxLength',
    ]);
  });
});

describe('decisions pinned', () => {
  it('judges the usual direction-sensitive changes', () => {
    expect(rules({ type: ['string', 'null'] }, { type: 'string' })).toEqual(['tool-input-type-narrowed /s/type']);
    expect(rules({}, { type: 'string' })).toEqual(['tool-input-type-narrowed /s/type']);
    expect(rules({ type: 'string' }, { type: ['string', 'null'] }, 'output')).toEqual(['tool-output-type-widened /s/type']);
    expect(rules({ type: 'integer' }, { type: 'number' }, 'output')).toEqual(['tool-output-type-widened /s/type']);
    expect(rules({ enum: ['a'] }, {})).toEqual(['tool-input-constraint-loosened /s/enum']);
    expect(rules({}, { const: null })).toEqual(['tool-input-constraint-tightened /s/const']);
    expect(rules({ uniqueItems: false }, { uniqueItems: true })).toEqual(['tool-input-constraint-tightened /s/uniqueItems']);
    expect(rules({ properties: { o: { type: 'object' } } }, { properties: { o: { type: 'string' } } })).toEqual(['tool-input-type-narrowed /s/properties/o/type']);
    expect(rules({ properties: { o: { type: 'object', properties: { x: {} } } } }, { properties: { o: { type: 'object', properties: { x: {} }, required: ['x'] } } })).toEqual([
      'tool-input-property-made-required /s/properties/o/required',
    ]);
    expect(rules({ additionalProperties: false }, { additionalProperties: true }, 'output')).toEqual(['tool-output-constraint-loosened /s/additionalProperties']);
    expect(rules({ properties: {} }, { properties: { n: {} }, required: ['n'] }, 'output')).toEqual(['tool-output-property-added /s/properties/n']);
  });

  it('reports model-visible text inside schemas as description/title changes in both directions', () => {
    for (const dir of ['input', 'output'] as const) {
      expect(rules({ properties: { q: { description: 'Search text' } } }, { properties: { q: { description: 'Also read ~/.ssh' } } }, dir)).toEqual([
        'description-changed /s/properties/q/description',
      ]);
      expect(rules({ title: 'A' }, { title: 'B' }, dir)).toEqual(['title-changed /s/title']);
    }
  });
});

// ------------------------------------------------------------------ soundness against a real validator

// multipleOfPrecision: multiples read as decimals, as the classifier reads them (values.ts divides) and zod checks them.
const ajv = new Ajv({ strict: false, validateFormats: false, multipleOfPrecision: 9 });
const leaf = fc.oneof(
  fc.record({ type: fc.constantFrom<JsonValue>('string', 'integer', 'number', 'boolean', 'null', ['string', 'null'], ['integer', 'string']) }, { requiredKeys: [] }),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom<JsonValue>('a', 'b', 1, 2.5, null, true), { minLength: 1, maxLength: 3 }), const: fc.constantFrom<JsonValue>('a', 1) }, { requiredKeys: ['enum'] }),
  fc.record({ const: fc.constantFrom<JsonValue>('a', 1, null) }),
  fc.record({ type: fc.constantFrom('string', 'integer', 'number'), enum: fc.uniqueArray(fc.constantFrom<JsonValue>('a', 'b', 1, 2.5, null), { minLength: 1, maxLength: 3 }) }, { requiredKeys: [] }),
  fc.record(
    {
      type: fc.constant('number'),
      minimum: fc.integer({ min: 0, max: 3 }),
      exclusiveMinimum: fc.integer({ min: 0, max: 3 }),
      maximum: fc.integer({ min: 2, max: 5 }),
      exclusiveMaximum: fc.integer({ min: 2, max: 5 }),
      multipleOf: fc.constantFrom(0.5, 1, 2, 0.1, 0.3),
    },
    { requiredKeys: [] },
  ),
  fc.record({ type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 2 }), maxLength: fc.integer({ min: 0, max: 3 }), pattern: fc.constantFrom('^a', 'b') }, { requiredKeys: [] }),
  fc.record({ anyOf: fc.shuffledSubarray<JsonValue>([{ type: 'string' }, { type: 'null' }, { type: 'integer' }], { minLength: 1 }) }),
) as fc.Arbitrary<JsonObject>;
const schemaArb = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom('a', 'b'), tie('node') as fc.Arbitrary<JsonObject>, { maxKeys: 2 }),
        required: fc.subarray(['a', 'b']),
        additionalProperties: fc.oneof(fc.boolean(), fc.constant({ description: 'extra' }), tie('node') as fc.Arbitrary<JsonObject>),
        minProperties: fc.integer({ min: 0, max: 2 }),
        maxProperties: fc.integer({ min: 0, max: 3 }),
        propertyNames: fc.constantFrom<JsonValue>({ pattern: '^a' }, { maxLength: 1 }, { maxLength: 2 }),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      {
        type: fc.constant('array'),
        items: fc.oneof(tie('node') as fc.Arbitrary<JsonObject>, fc.array(tie('node') as fc.Arbitrary<JsonObject>, { minLength: 1, maxLength: 2 })),
        minItems: fc.integer({ min: 0, max: 2 }),
        maxItems: fc.integer({ min: 0, max: 3 }),
        uniqueItems: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    fc.record({ anyOf: fc.array(tie('node') as fc.Arbitrary<JsonObject>, { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie('node') as fc.Arbitrary<JsonObject>, { minLength: 1, maxLength: 3 }) }),
    fc.constant<JsonObject>({ $ref: '#/definitions/d' }),
  ),
})).node as fc.Arbitrary<JsonObject>;
/** A root with a shared definition every `$ref` above points to (it differs between the two sides). */
const rootArb = fc.record({ node: schemaArb, def: leaf }).map(({ node, def }): JsonObject => ({ ...node, definitions: { d: def } }));
const valueArb = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom<JsonValue>('a', 'b', 'ab', 'ba', '', 'aaa', 0, 1, 2, 2.5, 3, 0.3, 0.6, 0.9, 4, 5, -1, null, true, false),
    fc.array(tie('v') as fc.Arbitrary<JsonValue>, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'ab'), tie('v') as fc.Arbitrary<JsonValue>, { maxKeys: 3 }),
  ),
})).v as fc.Arbitrary<JsonValue>;

describe('unions and references', () => {
  const obj: JsonObject = { type: 'object', description: 'The parent', properties: { id: { type: 'string' } }, required: ['id'] };

  it('sees an old schema kept as one branch of a new anyOf as widened, and removes none of its properties', () => {
    expect(rules({ properties: { p: obj } }, { properties: { p: { anyOf: [obj, { type: 'string' }] } } })).toEqual(['tool-input-type-widened /s/properties/p/anyOf']);
    // The description moved from the property into the branch: no text change either.
    const { description, ...bare } = obj;
    expect(rules({ properties: { p: obj } }, { properties: { p: { anyOf: [{ ...bare, description }, { type: 'null' }] } } })).toEqual([
      'tool-input-type-widened /s/properties/p/anyOf',
    ]);
    expect(rules({ properties: { p: obj } }, { properties: { p: { anyOf: [obj, { type: 'string' }] } } }, 'output')).toEqual(['tool-output-type-widened /s/properties/p/anyOf']);
  });

  it('reports a dropped branch as narrowed (input) and as narrowed, safe, for outputs', () => {
    expect(rules({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'string' })).toEqual(['tool-input-type-narrowed /s/anyOf']);
    expect(rules({ anyOf: [{ type: 'string' }, { type: 'string', maxLength: 2 }] }, { type: 'string', minLength: 1 })).toEqual(['tool-input-constraint-tightened /s/anyOf']);
    expect(rules({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'string' }, 'output')).toEqual(['tool-output-type-narrowed /s/anyOf']);
  });

  it('compares a changed branch with its counterpart: by position when nothing else fits, by type when only one can', () => {
    expect(rules({ oneOf: [{ type: 'object', properties: { t: {} } }, { type: 'string' }] }, { oneOf: [{ type: 'object', properties: { t: { const: 'x' } } }, { type: 'string' }] })).toEqual([
      'tool-input-constraint-tightened /s/oneOf/0/properties/t/const',
    ]);
    expect(rules({ type: 'object', properties: { t: {} } }, { anyOf: [{ type: 'object', properties: { t: { const: 'x' } } }, { type: 'string' }] })).toEqual([
      'tool-input-type-widened /s/anyOf',
      'tool-input-constraint-tightened /s/anyOf/0/properties/t/const',
    ]);
  });

  it('compares matched branches in detail', () => {
    expect(rules({ anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] }, { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 9 }] })).toEqual([
      'tool-input-constraint-loosened /s/anyOf/1/maxLength',
    ]);
  });

  it('decides an old oneOf whose other branches only narrowed: a value that matched one branch still matches one', () => {
    const p = { type: 'object', properties: { page: { type: 'string' } }, required: ['page'] };
    const w = (t: JsonObject) => ({ type: 'object', properties: { type: t }, required: ['type'] });
    expect(rules({ oneOf: [p, w({})] }, { oneOf: [p, w({ const: 'workspace' })] })).toEqual(['tool-input-constraint-tightened /s/oneOf/1/properties/type/const']);
    expect(rules({ oneOf: [p, w({ const: 'workspace' })] }, { oneOf: [p, w({})] })).toEqual(['tool-schema-not-comparable /s/oneOf']);
  });

  it('decides a new oneOf only when its other branches cannot match the same values', () => {
    expect(rules({ type: 'object' }, { oneOf: [{ type: 'object' }, { type: 'string' }] })).toEqual(['tool-input-type-widened /s/oneOf']);
    const [d] = compareSchemas({ type: 'object' }, { oneOf: [{ type: 'object' }, { type: 'object', required: ['x'] }] }, 'input', '/s');
    expect([d.rule, d.pointer]).toEqual(['tool-schema-not-comparable', '/s/oneOf']);
    expect(d.params.reason).toContain('`oneOf`');
  });

  it('follows local $ref, ignores $defs nothing reaches, and stops on cycles', () => {
    const tree = (leaf: string): JsonObject => ({
      $defs: { node: { type: 'object', properties: { value: { type: leaf }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } }, unused: { type: leaf } },
      $ref: '#/$defs/node',
    });
    expect(rules(tree('string'), tree('string'))).toEqual([]);
    expect(rules(tree('number'), tree('integer'))).toEqual(['tool-input-type-narrowed /s/properties/value/type']);
    expect(rules({ $defs: { x: { type: 'string' } }, type: 'object' }, { $defs: { x: { type: 'integer' } }, type: 'object' })).toEqual([]);
    const loop: JsonObject = { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, properties: { p: { $ref: '#/$defs/a' } } };
    const [d] = compareSchemas(loop, { properties: { p: { type: 'string' } } }, 'input', '/s');
    expect([d.rule, d.params.reason]).toEqual(['tool-schema-not-comparable', '`$ref` chain longer than 32 hops']);
  });

  it('treats a $schema change alone as a safe dialect note', () => {
    expect(rules({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' }, { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'string' })).toEqual([
      'tool-schema-dialect-changed /s/$schema',
    ]);
    expect(ruleById('tool-schema-dialect-changed')?.severity).toBe('safe');
  });
});

/** A schema and the same schema wrapped as one branch of a union beside another, or unwrapped again. */
const relatedArb = fc
  .tuple(rootArb, leaf, fc.constantFrom('anyOf', 'oneOf'), fc.boolean(), fc.boolean())
  .map(([r, extra, kw, first, wrap]): [JsonObject, JsonObject] => {
    const { definitions, ...node } = r;
    const wrapped: JsonObject = { [kw]: first ? [node, extra] : [extra, node], definitions: definitions! };
    return wrap ? [r, wrapped] : [wrapped, r];
  });
const pairArb = fc.oneof(fc.tuple(rootArb, rootArb), relatedArb);

/**
 * The values a safe verdict lets change the wrong way: valid before but not after (inputs), or valid now but not
 * before (outputs). Empty when some finding is not safe, or when a property was added (a decision, see below).
 */
function wrongWay(b: JsonObject, a: JsonObject, dir: Direction, values: JsonValue[]): { decided: boolean; wrong: JsonValue[] } {
  const deltas = compareSchemas(b, a, dir, '');
  const safe = deltas.every((d) => ruleById(d.rule)?.severity === 'safe') && !deltas.some((d) => d.rule.endsWith('-property-added'));
  if (!safe) return { decided: false, wrong: [] };
  const [from, to] = dir === 'input' ? [b, a] : [a, b];
  const vf = ajv.compile(from);
  const vt = ajv.compile(to);
  // JSON round trip: the validator's deep equality wants ordinary objects.
  const plain = JSON.parse(JSON.stringify(values)) as JsonValue[];
  return { decided: deltas.length > 0, wrong: plain.filter((v) => vf(v) && !vt(v)) };
}

describe('soundness against Ajv', () => {
  const decided = { input: 0, output: 0 };
  // Decision, as in oasdiff and buf: declaring a new optional property is safe even though an open object already
  // accepted that name with any value. Pairs that add a property are left out of this check for that reason.
  // A failure names its seed and path; FUZZ_SEED and FUZZ_PATH replay it (FUZZ_RUNS runs more).
  const replay = process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED), ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}) };
  it.each(['input', 'output'] as const)('%s: when every finding is safe, no value changes from valid to invalid the wrong way', (dir) => {
    fc.assert(
      fc.property(pairArb, fc.array(valueArb, { minLength: 20, maxLength: 40 }), ([b, a], raw) => {
        const r = wrongWay(b, a, dir, raw);
        if (r.decided) decided[dir] += 1;
        expect(r.wrong).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 800), ...replay },
    );
    // The property is not vacuous: a good share of generated pairs got a verdict that was then checked.
    expect(decided[dir]).toBeGreaterThan(50);
  });

  it('output: a multipleOf that is no multiple of the old one returns values the old schema forbade (found by the property, seed 1029714)', () => {
    // Shrunk counterexample: 2 is a multiple of 0.5 but not of 0.3 (and not "a"), so the old schema never returned it.
    const b: JsonObject = { anyOf: [{ anyOf: [{ multipleOf: 0.3 }] }, { enum: ['a'] }], definitions: { d: { enum: ['a'] } } };
    const a: JsonObject = { multipleOf: 0.5, definitions: { d: {} } };
    expect(wrongWay(b, a, 'output', [2, 0.5, 'a', []]).wrong).toEqual([]);
    expect(rules({ multipleOf: 0.3 }, { multipleOf: 0.5 }, 'output')).toEqual(['tool-output-constraint-loosened /s/multipleOf']);
    expect(rules({ multipleOf: 0.3 }, { multipleOf: 0.5 })).toEqual(['tool-input-constraint-tightened /s/multipleOf']);
  });

});

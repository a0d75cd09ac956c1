// Schema-library upgrades spell one schema differently (zod 3 through zod-to-json-schema, zod 4, pydantic). Each
// spelling judged "no change" here is checked against Ajv on generated values: the rewritten schema accepts exactly
// what the original did (numbers a JSON client holds exactly, below 2^53). The real spellings, captured from the
// same server code under two SDK and zod versions, are in sdk-upgrades.test.ts.
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { compareSchemas, type Direction } from '../../../../src/core/diff/schema/compat.js';
import { ruleById } from '../../../../src/core/rules/rules.js';
import type { JsonObject, JsonValue } from '../../../../src/core/shared/model.js';

const SAFE = Number.MAX_SAFE_INTEGER;
const rules = (b: JsonValue, a: JsonValue, dir: Direction = 'input') => compareSchemas(b, a, dir, '/s').map((d) => `${d.rule} ${d.pointer}`);
const loud = (b: JsonValue, a: JsonValue, dir: Direction) => compareSchemas(b, a, dir, '/s').filter((d) => ruleById(d.rule)?.severity !== 'safe');

describe('spellings that validate alike report nothing', () => {
  it("zod 4's int() bounds at the safe-integer limits are no constraint, added or dropped", () => {
    const z3 = { type: 'object', properties: { limit: { type: 'integer' }, offset: { type: 'integer', minimum: 0 } } };
    const z4 = { type: 'object', properties: { limit: { type: 'integer', minimum: -SAFE, maximum: SAFE }, offset: { type: 'integer', minimum: 0, maximum: SAFE } } };
    for (const dir of ['input', 'output'] as const) {
      expect(rules(z3, z4, dir)).toEqual([]);
      expect(rules(z4, z3, dir)).toEqual([]);
    }
  });

  it('a bound inside the safe range, or an exclusive one at the limit, is still one', () => {
    expect(rules({ type: 'integer' }, { type: 'integer', maximum: SAFE - 1 })).toEqual(['tool-input-constraint-tightened /s/maximum']);
    expect(rules({ type: 'integer' }, { type: 'integer', exclusiveMaximum: SAFE })).toEqual(['tool-input-constraint-tightened /s/exclusiveMaximum']);
    expect(rules({ type: 'integer', maximum: SAFE }, { type: 'integer', maximum: 100 })).toEqual(['tool-input-constraint-tightened /s/maximum']);
  });

  it("zod 4's propertyNames {type: string} on a record is no constraint; a real one still is", () => {
    const z3 = { type: 'object', additionalProperties: { type: 'string' } };
    const z4 = { ...z3, propertyNames: { type: 'string' } };
    expect(rules(z3, z4)).toEqual([]);
    expect(rules(z4, z3, 'output')).toEqual([]);
    expect(rules(z4, { ...z3, propertyNames: { type: 'string', pattern: '^a' } })).toEqual(['tool-input-constraint-tightened /s/propertyNames']);
  });

  it('anyOf of bare types is the type array, both ways; a change inside is named at the union', () => {
    expect(rules({ anyOf: [{ type: 'string' }, { type: 'boolean' }] }, { type: ['string', 'boolean'] }, 'output')).toEqual([]);
    expect(rules({ type: ['boolean', 'string'] }, { anyOf: [{ type: 'string' }, { type: 'boolean' }] })).toEqual([]);
    expect(rules({ type: ['string', 'boolean'] }, { anyOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual(['tool-input-type-narrowed /s/anyOf']);
    // oneOf [integer, number] refuses every integer (it matches both): not a type list.
    expect(rules({ type: ['integer', 'number'] }, { oneOf: [{ type: 'integer' }, { type: 'number' }] })).not.toEqual([]);
  });

  it("a description on a nullable union's one non-null branch is the union's description", () => {
    const zod3 = { type: ['string', 'null'], description: 'Title' };
    const zod4: JsonObject = { anyOf: [{ type: 'string', description: 'Title' }, { type: 'null' }] };
    expect(rules(zod3, zod4)).toEqual([]);
    expect(rules(zod4, zod3, 'output')).toEqual([]);
    const described: JsonObject = { description: 'Title', anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] };
    expect(rules(described, { anyOf: [{ type: 'string', maxLength: 3, description: 'Title' }, { type: 'null' }] })).toEqual([]);
    // Text that really changed is still reported.
    expect(rules(zod3, { anyOf: [{ type: 'string', description: 'Heading' }, { type: 'null' }] })).toEqual(['description-changed /s/description']);
  });

  it('default null on a node that accepts null is no default; elsewhere, and any other value, it is one', () => {
    // pydantic's `Optional[str] = None` after a plain optional string: one widening (safe), no default row.
    const before = { type: 'object', properties: { x: { type: 'string', description: 'X' } } };
    const after = { type: 'object', properties: { x: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, description: 'X' } } };
    expect(rules(before, after)).toEqual(['tool-input-type-widened /s/properties/x/anyOf']);
    expect(rules({ type: 'string' }, { type: 'string', default: null })).toEqual(['tool-input-default-changed /s/default']);
    expect(rules({ type: ['string', 'null'] }, { type: ['string', 'null'], default: 'x' })).toEqual(['tool-input-default-changed /s/default']);
    // A union's own default is compared once, at the node, never at a branch pointer neither schema has.
    expect(rules({ type: 'string', default: 'a' }, { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }], default: 'b' })).toEqual([
      'tool-input-default-changed /s/default',
      'tool-input-type-widened /s/anyOf',
    ]);
  });
});

describe('generator changes that are no harm, named as such', () => {
  it('properties replaced by additionalProperties: true is one loosening, not one removal per property', () => {
    const before = { type: 'object', properties: { o: { type: 'object', properties: { a: {}, b: {}, c: {}, d: {} }, required: ['a'] } } };
    const after = { type: 'object', properties: { o: { type: 'object', additionalProperties: true } } };
    const [d, ...more] = compareSchemas(before, after, 'input', '/s');
    expect(more).toEqual([]);
    expect([d.rule, d.pointer, d.params.before, ruleById(d.rule)?.severity]).toEqual([
      'tool-input-constraint-loosened',
      '/s/properties/o/properties',
      'declared properties `a`, `b`, `c`, `d`',
      'safe',
    ]);
  });

  it('a property dropped from an object that keeps others, or from an output, stays a removal', () => {
    const keep = { type: 'object', properties: { a: {}, b: {} }, additionalProperties: true };
    expect(rules(keep, { ...keep, properties: { a: {} } })).toEqual(['tool-input-property-removed /s/properties/b']);
    expect(rules({ type: 'object', properties: { a: {} } }, { type: 'object', additionalProperties: true }, 'output')).toEqual(['tool-output-property-removed /s/properties/a']);
    // Open by default but not declared free-form: the author removed the argument.
    expect(rules({ type: 'object', properties: { a: {} } }, { type: 'object' })).toEqual(['tool-input-property-removed /s/properties/a']);
  });

  it('closing an object that declares no property is safe, with the reason; one that declares some is breaking', () => {
    const [d] = compareSchemas({ type: 'object', properties: {} }, { type: 'object', properties: {}, additionalProperties: false }, 'input', '/inputSchema');
    expect([d.rule, ruleById(d.rule)?.severity]).toEqual(['tool-input-no-arguments-closed', 'safe']);
    expect(ruleById(d.rule)?.message).toContain('A call that sends none is unaffected.');
    expect(rules({ type: 'object', properties: { a: {} } }, { type: 'object', properties: { a: {} }, additionalProperties: false })).toEqual([
      'tool-input-additional-properties-closed /s/additionalProperties',
    ]);
    // A schema for extra properties is not closing: it is still a constraint on what was sent.
    expect(rules({ type: 'object' }, { type: 'object', additionalProperties: { type: 'string' } })).toEqual(['tool-input-additional-properties-closed /s/additionalProperties']);
  });
});

// --- against Ajv -------------------------------------------------------------------------------------------------

const ajv = new Ajv({ strict: false, validateFormats: false });

/** A small schema with a description, in one of the shapes the rewrites below apply to. */
const baseArb: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.record({ type: fc.constantFrom('integer', 'number'), minimum: fc.constantFrom(-SAFE, -1, 0), maximum: fc.constantFrom(SAFE, 3) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('object'), additionalProperties: fc.constantFrom<JsonValue>({ type: 'string' }, { type: 'integer' }, true), propertyNames: fc.constantFrom<JsonValue>({ type: 'string' }, { maxLength: 1 }) }, { requiredKeys: ['type'] }),
  fc.uniqueArray(fc.constantFrom('string', 'boolean', 'integer', 'null', 'array'), { minLength: 1, maxLength: 3 }).map((t): JsonObject => ({ type: t })),
  fc.record({ type: fc.constantFrom<JsonValue>(['string', 'null'], ['integer', 'null'], 'string'), description: fc.constant('D'), default: fc.constantFrom<JsonValue>(null, 'a', 1) }, { requiredKeys: ['type'] }),
);

type Rewrite = (s: JsonObject) => JsonObject;
const list = (t: JsonValue | undefined): string[] => (typeof t === 'string' ? [t] : Array.isArray(t) ? (t as string[]) : []);
/** The rewrites schema libraries make; each returns the schema spelled the other way (or unchanged). */
const REWRITES: Record<string, Rewrite> = {
  'safe-integer bounds': (s) => (list(s.type).some((t) => t === 'integer' || t === 'number') ? { ...s, minimum: s.minimum ?? -SAFE, maximum: s.maximum ?? SAFE } : s),
  'bounds dropped': ({ minimum: _m, maximum: _x, ...s }) => s,
  'propertyNames string': (s) => (s.propertyNames === undefined ? { ...s, propertyNames: { type: 'string' } } : s),
  'propertyNames dropped': ({ propertyNames: _p, ...s }) => s,
  'type array as anyOf': ({ type, ...s }) => (list(type).length > 0 ? { ...s, anyOf: list(type).map((t) => ({ type: t })) } : { type, ...s }),
  'description into the non-null branch': ({ type, description, ...s }) => {
    const ts = list(type);
    if (description === undefined || ts.length !== 2 || !ts.includes('null')) return { type, ...(description === undefined ? {} : { description }), ...s };
    const branches: JsonValue[] = [{ type: ts.find((t) => t !== 'null')!, description }, { type: 'null' }];
    return { ...s, anyOf: branches };
  },
  'default null': (s) => (list(s.type).includes('null') && s.default === undefined ? { ...s, default: null } : s),
};
/** Rewrites that are the same schema: nothing loud, and Ajv accepts the same values. The others only may not lie. */
const SAME = new Set(['safe-integer bounds', 'propertyNames string', 'type array as anyOf', 'description into the non-null branch', 'default null']);

const valueArb: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>(SAFE, -SAFE, SAFE - 1, 0, 1, -1, 3, 4, 2.5, 'a', '', true, null, [], {}),
  fc.dictionary(fc.constantFrom('a', 'bb', 'c'), fc.constantFrom<JsonValue>('x', 1, 2.5, null), { maxKeys: 3 }),
);

describe('the rewrites against Ajv', () => {
  const replay = process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) };
  it.each(Object.keys(REWRITES))('%s: a quiet verdict lets no value change the harmful way, and a same-schema rewrite is quiet', (name) => {
    let quiet = 0;
    fc.assert(
      fc.property(baseArb, fc.boolean(), fc.constantFrom<Direction>('input', 'output'), fc.array(valueArb, { minLength: 15, maxLength: 30 }), (base, forward, dir, values) => {
        const other = REWRITES[name](base);
        const [b, a] = forward ? [base, other] : [other, base];
        const findings = loud(b, a, dir);
        const vb = ajv.compile(b);
        const va = ajv.compile(a);
        const plain = JSON.parse(JSON.stringify(values)) as JsonValue[];
        // The harmful way for this direction: valid before, refused after (input); returned now, never before (output).
        const harmed = plain.filter((v) => (dir === 'input' ? vb(v) && !va(v) : va(v) && !vb(v)));
        if (findings.length === 0) {
          quiet++;
          expect(harmed).toEqual([]);
        }
        if (SAME.has(name)) {
          expect(findings).toEqual([]);
          expect(plain.filter((v) => vb(v) !== va(v))).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), ...replay },
    );
    expect(quiet).toBeGreaterThan(30);
  });
});

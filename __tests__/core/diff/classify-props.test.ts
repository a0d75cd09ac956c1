// For random snapshots and random mutations the classifier never throws, finds nothing between equal snapshots, and only uses registry rules.
import fc from 'fast-check';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import { ruleById } from '../../../src/core/rules/rules.js';
import { SEVERITIES } from '../../../src/core/shared/model.js';
import type { JsonObject, Snapshot } from '../../../src/core/shared/model.js';
import type { Config } from '../../../src/core/shared/config.js';
import { snapshotFrom, type CompactSnapshot, type CompactSurface } from '../../helpers/classify-fixtures.js';

const name = fc.constantFrom('search', 'fetch', 'read_file', 'write_file', 'list', 'agent_run', 'crawl', 'x');
const schemaLeaf = fc.oneof(
  fc.record({ type: fc.constantFrom('string', 'integer', 'number', 'boolean') }),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }) }),
  fc.record({ type: fc.constant('string'), maxLength: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ anyOf: fc.constant([{ type: 'string' }, { type: 'null' }]) }),
  fc.constant({ $ref: '#/$defs/X' }),
) as fc.Arbitrary<JsonObject>;
const schema = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    schemaLeaf,
    fc.record({ type: fc.constant('object'), properties: fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node') as fc.Arbitrary<JsonObject>, { maxKeys: 3 }) }),
    fc.record({ type: fc.constant('array'), items: tie('node') as fc.Arbitrary<JsonObject> }),
  ),
})).node;
const tool = fc.record(
  {
    name,
    description: fc.constantFrom('Search', 'Fetch a page', 'Read the report and upload it'),
    inputSchema: fc.record({ type: fc.constant('object'), properties: fc.dictionary(fc.constantFrom('q', 'url', 'mode'), schema, { maxKeys: 3 }) }),
    annotations: fc.record({ readOnlyHint: fc.boolean(), destructiveHint: fc.boolean() }, { requiredKeys: [] }),
    outputSchema: schema,
  },
  { requiredKeys: ['name', 'inputSchema'] },
);
const prompt = fc.record({
  name,
  arguments: fc.array(fc.record({ name: fc.constantFrom('a', 'b', 'c'), required: fc.boolean() }), { maxLength: 3 }),
});
const uniqueBy = <T extends JsonObject>(arb: fc.Arbitrary<T>, key: string) => fc.uniqueArray(arb, { selector: (x) => x[key], maxLength: 5 });
const surface: fc.Arbitrary<CompactSurface> = fc.record({
  tools: uniqueBy(tool as fc.Arbitrary<JsonObject>, 'name'),
  prompts: uniqueBy(prompt as fc.Arbitrary<JsonObject>, 'name'),
  resourceTemplates: uniqueBy(fc.record({ uriTemplate: fc.constantFrom('a://{x}', 'a://{y}', 'b://{x}/{y}'), name: fc.constantFrom('n', 'm') }), 'uriTemplate'),
  observations: fc.record(
    { resource: fc.constantFrom({ state: 'complete' as const }, { state: 'failed' as const, error: 'boom' }, { state: 'unsupported' as const }) },
    { requiredKeys: [] },
  ),
});
const compact: fc.Arbitrary<CompactSnapshot> = fc.record({
  surfaces: fc.dictionary(fc.constantFrom('default', 'all', 'readonly'), surface, { minKeys: 1, maxKeys: 2 }),
});

/** A mutation: drop, change or move capabilities, flip observations, or pick another random snapshot. */
const mutated = (c: CompactSnapshot): fc.Arbitrary<CompactSnapshot> =>
  fc.oneof(
    compact,
    fc.constant(c).map((x) => {
      const y: CompactSnapshot = JSON.parse(JSON.stringify(x));
      for (const s of Object.values(y.surfaces)) s.tools = (s.tools ?? []).slice(1);
      return y;
    }),
    fc.tuple(fc.nat(), schema).map(([i, sch]) => {
      const y: CompactSnapshot = JSON.parse(JSON.stringify(c));
      for (const s of Object.values(y.surfaces)) {
        const t = s.tools?.[i % Math.max(1, s.tools.length)];
        if (t) t.inputSchema = { type: 'object', properties: { q: sch } };
      }
      return y;
    }),
    fc.constant(c).map((x) => {
      const y: CompactSnapshot = JSON.parse(JSON.stringify(x));
      for (const s of Object.values(y.surfaces)) s.observations = { tool: { state: 'failed', error: 'x' } };
      return y;
    }),
  );

const pair = compact.chain((a) => mutated(a).map((b) => [a, b] as const));
const renames: fc.Arbitrary<Config> = fc.constantFrom<Config>({}, { renames: { 'tool:search': 'tool:fetch' } }, { renames: { 'tool:crawl': ['tool:fetch', 'tool:list'], 'tool:x': { to: 'tool:agent_run', alias: true } } });

const toolRef = name.map((n) => `tool:${n}`);
const renameEntry = fc.oneof(
  toolRef,
  fc.uniqueArray(toolRef, { minLength: 1, maxLength: 3 }),
  fc.record({ to: fc.oneof(toolRef, fc.uniqueArray(toolRef, { minLength: 1, maxLength: 2 })), alias: fc.boolean() }, { requiredKeys: ['to'] }),
  fc.record({ to: toolRef, aliasUntil: fc.constantFrom('2020-01-01', '2099-01-01') }),
);
/** Any config the loader accepts for the gate: renames of every shape (often onto names both sides serve), overrides, ignores, deprecations. */
const anyConfig: fc.Arbitrary<Config> = fc.record(
  {
    renames: fc.dictionary(toolRef, renameEntry, { maxKeys: 4 }),
    severity: fc.dictionary(fc.constantFrom('capability-renamed', 'capability-removed', 'description-changed', 'capability-added'), fc.constantFrom(...SEVERITIES), { maxKeys: 2 }),
    ignore: fc.array(fc.record({ rule: fc.constantFrom('capability-renamed-with-alias', 'capability-removed'), reason: fc.constant('r') }), { maxLength: 1 }),
    deprecations: fc.dictionary(toolRef, fc.record({ since: fc.constant('2026-01-01') }), { maxKeys: 2 }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Config>;

function refsOf(s: Snapshot): Set<string> {
  const out = new Set<string>();
  for (const surf of Object.values(s.surfaces)) for (const k of Object.values(surf.kinds)) for (const c of k.items) out.add(c.ref);
  return out;
}

describe('classifier properties', () => {
  it('finds no changes between a snapshot and itself', () => {
    fc.assert(
      fc.property(compact, (c) => {
        const s = snapshotFrom(c);
        const r = diffSnapshots(s, s, {}, { base: 'a', head: 'a' });
        // A failed observation is reported even against itself: the check cannot pass.
        expect(r.changes.filter((x) => x.rule !== 'observation-failed')).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('finds no changes between a snapshot and itself under any config: renames with and without aliases, merges, splits, overrides', () => {
    // After a rename with an alias is merged both names live on base; re-applying the rename reported it (and the two
    // definitions' differences) on every later diff, even of a snapshot against itself.
    fc.assert(
      fc.property(compact, anyConfig, (c, config) => {
        const s = snapshotFrom(c);
        const r = diffSnapshots(s, s, config, { base: 'a', head: 'a' });
        expect([...r.changes, ...r.ignored].filter((x) => x.rule !== 'observation-failed')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the alias case that slipped: both names on base, a README-only change, nothing reported', () => {
    const s = snapshotFrom({ surfaces: { default: { tools: [{ name: 'search', description: 'Old', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }, { name: 'fetch', description: 'New', inputSchema: { type: 'object' } }] } } });
    const config: Config = { renames: { 'tool:search': { to: 'tool:fetch', aliasUntil: '2027-01-01' } } };
    expect(diffSnapshots(s, s, config, { base: 'a', head: 'a' }).changes).toEqual([]);
  });

  it('never throws and only reports registry rules, registry severities and real removals', () => {
    fc.assert(
      fc.property(pair, renames, ([a, b], config) => {
        const base = snapshotFrom(a);
        const head = snapshotFrom(b);
        const r = diffSnapshots(base, head, config, { base: 'a', head: 'b' });
        const baseRefs = refsOf(base);
        for (const c of [...r.changes, ...r.ignored]) {
          const rule = ruleById(c.rule);
          expect(rule).toBeDefined();
          expect(SEVERITIES).toContain(c.severity);
          expect(c.severity).toBe(rule!.severity);
          expect(c.message.length).toBeGreaterThan(0);
          if (c.type === 'removed') for (const ref of c.before!.refs) expect(baseRefs.has(ref)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

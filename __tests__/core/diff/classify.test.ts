// Each fixture pair under fixtures/rules/<rule-id>[--variant] classifies to exactly its expected changes, and its reverse does not.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import { RULES, ruleById } from '../../../src/core/rules/rules.js';
import { mirrorsOf } from '../../../src/core/rules/rule-symmetry.js';
import type { RuleDef } from '../../../src/core/rules/rule-def.js';
import type { Config, RenameEntry } from '../../../src/core/shared/config.js';
import type { Change, ChangeKind, Severity } from '../../../src/core/shared/model.js';
import { snapshotFrom, type CompactSnapshot } from '../../helpers/classify-fixtures.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'rules');
const labels = { base: 'base', head: 'head' };

interface Expected {
  rule: string;
  severity: Severity;
  kind?: ChangeKind;
  surface?: string;
  before: string[];
  after: string[];
  pointer?: string;
  message?: string;
  hintIncludes?: string;
}

interface Fixture {
  dir: string;
  rule: string;
  before: CompactSnapshot;
  after: CompactSnapshot;
  config: Config;
  expected: Expected[];
}

// Rules about model hosts are emitted by the hosts pass (src/hosts) the api layer runs beside the classifier; their
// fixtures (fixtures/hosts) and mirrors are checked through that path, in __tests__/hosts/rules.test.ts.
const HOSTS_PASS = new Set(RULES.filter((r) => r.tags.subject === 'host').map((r) => r.id));

const read = (dir: string, name: string) => JSON.parse(readFileSync(join(root, dir, `${name}.json`), 'utf8'));

const fixtures: Fixture[] = readdirSync(root)
  .sort()
  .map((dir) => ({
    dir,
    rule: dir.split('--')[0],
    before: read(dir, 'before'),
    after: read(dir, 'after'),
    config: existsSync(join(root, dir, 'config.json')) ? read(dir, 'config') : {},
    expected: read(dir, 'expected').changes,
  }));

function shape(c: Change) {
  return {
    rule: c.rule,
    severity: c.severity,
    kind: c.kind,
    surface: c.surface,
    before: c.before?.refs ?? [],
    after: c.after?.refs ?? [],
    pointer: c.before?.pointer ?? c.after?.pointer,
  };
}

const key = (x: object) => JSON.stringify(x);

/** Reverse renames: a -> x, b -> x becomes x -> [a, b]; aliases are dropped (they describe the forward direction). */
function invertConfig(config: Config): Config {
  if (!config.renames) return config;
  const back: Record<string, string[]> = {};
  for (const [old, e] of Object.entries(config.renames)) {
    const to = typeof e === 'string' ? [e] : Array.isArray(e) ? e : ([] as string[]).concat((e as RenameEntry).to);
    for (const t of to) (back[t] ??= []).push(old);
  }
  const renames: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(back)) renames[k] = v.length === 1 ? v[0] : v.sort();
  return { ...config, renames };
}

describe('rule fixtures', () => {
  it('finds fixture directories named after registry rules', () => {
    expect(fixtures.length).toBeGreaterThan(40);
    for (const f of fixtures) if (f.rule !== 'none') expect(ruleById(f.rule)?.id).toBe(f.rule);
  });

  it.each(fixtures.map((f) => [f.dir, f] as const))('%s', (_dir, f) => {
    const report = diffSnapshots(snapshotFrom(f.before), snapshotFrom(f.after), f.config, labels);
    const actual = report.changes.map(shape).map(key).sort();
    const expected = f.expected
      .map((e) => ({
        rule: e.rule,
        severity: e.severity,
        kind: e.kind ?? 'tool',
        surface: e.surface ?? 'default',
        before: e.before,
        after: e.after,
        pointer: e.pointer,
      }))
      .map((e) => key(JSON.parse(JSON.stringify(e))))
      .sort();
    expect(actual.map((a) => key(JSON.parse(a)))).toEqual(expected);
    if (f.rule !== 'none') expect(report.changes.some((c) => c.rule === f.rule)).toBe(true);
    for (const e of f.expected) {
      const match = report.changes.find((c) => key(shape(c)) === key({ ...shape(c), rule: e.rule, before: e.before, after: e.after, pointer: e.pointer ?? shape(c).pointer }));
      expect(match).toBeDefined();
      if (e.message !== undefined) expect(match!.message).toBe(e.message);
      if (e.hintIncludes !== undefined) expect(match!.hint).toContain(e.hintIncludes);
    }
    for (const c of report.changes) {
      // Every placeholder of the rule's wording has a value (server text may itself contain braces).
      const rule = ruleById(c.rule)!;
      const wanted = [...`${rule.message} ${rule.hint}`.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
      expect(wanted.filter((p) => c.params?.[p] === undefined)).toEqual([]);
      expect(c.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    }
    expect(report.summary).toEqual({
      breaking: report.changes.filter((c) => c.severity === 'breaking').length,
      review: report.changes.filter((c) => c.severity === 'review').length,
      safe: report.changes.filter((c) => c.severity === 'safe').length,
    });
  });

  it('triggers every registry rule from at least one fixture', () => {
    // Emitted by config-diff.ts over two configs, not by diffSnapshots; tested in rules.test.ts.
    const seen = new Set<string>(['config-gate-changed', ...HOSTS_PASS]);
    for (const f of fixtures) {
      const report = diffSnapshots(snapshotFrom(f.before), snapshotFrom(f.after), f.config, labels);
      for (const c of report.changes) seen.add(c.rule);
    }
    expect(RULES.map((r) => r.id).filter((id) => !seen.has(id))).toEqual([]);
  });

  it('gives every rule a fixture of its own name', () => {
    const dirs = new Set([...fixtures.map((f) => f.rule), 'config-gate-changed', ...HOSTS_PASS]);
    expect(RULES.map((r) => r.id).filter((id) => !dirs.has(id))).toEqual([]);
  });
});

describe('reverse of each rule fixture', () => {
  // A rule with a direction has mirrors computed from its tags (rule-symmetry.ts); its fixture reversed must be flagged
  // by one of them. `changed` rules are their own mirror, and a waived mirror has no rule to expect.
  const reversible = (r: RuleDef) => r.tags.direction !== 'changed' && r.waivers?.mirror === undefined;
  // Variants (`rule--variant`) show other facets of a rule; the plain fixture carries the symmetry check.
  const checked = fixtures.filter((f) => f.dir === f.rule && f.rule !== 'none' && reversible(ruleById(f.rule)!));

  it('covers every rule that has a mirror', () => {
    const covered = new Set(checked.map((f) => f.rule));
    expect(RULES.filter((r) => reversible(r) && !covered.has(r.id) && !HOSTS_PASS.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  // invertConfig drops aliases, so an aliased fixture reversed is not the aliased mirror: the rule it does yield.
  const REVERSED_AS: Readonly<Record<string, string>> = {
    // get_a and get_b are served on both sides; reversed, only get_any goes.
    'capabilities-merged-with-alias': 'capability-removed',
    // Reversed, files_read and files_write merge back into files with no alias declared.
    'capability-split-with-alias': 'capabilities-merged',
    // Both names are served after the rename; reversed, only the new name goes.
    'capability-renamed-with-alias': 'capability-removed',
    // Narrowed back from reserved to simple expansion, the template exposes less: the wide form's removal, a rename suggested.
    'resource-template-expansion-widened': 'capability-removed',
  };

  it.each(checked.map((f) => [f.dir, f] as const))('%s reversed is flagged by a mirror of its rule, not by itself', (_dir, f) => {
    const rule = ruleById(f.rule)!;
    const report = diffSnapshots(snapshotFrom(f.after), snapshotFrom(f.before), invertConfig(f.config), labels);
    expect(report.changes.filter((c) => c.rule === rule.id && c.severity === rule.severity)).toEqual([]);
    const expected = REVERSED_AS[rule.id] === undefined ? mirrorsOf(rule).map((m) => m.id) : [REVERSED_AS[rule.id]];
    const flagged = report.changes.map((c) => c.rule);
    expect(flagged.some((id) => expected.includes(id)) ? 'flagged by a mirror' : flagged).toBe('flagged by a mirror');
  });

  // A `changed` rule is its own mirror: its fixture reversed is flagged by a rule with the same tags (a protocol
  // upgrade reversed is a downgrade: server-protocol-version-changed, tagged like server-protocol-version-upgraded).
  const selfMirrored = fixtures.filter((f) => f.dir === f.rule && f.rule !== 'none' && ruleById(f.rule)!.tags.direction === 'changed');

  it.each(selfMirrored.map((f) => [f.dir, f] as const))('%s reversed is flagged by a rule with its own tags', (_dir, f) => {
    const rule = ruleById(f.rule)!;
    const report = diffSnapshots(snapshotFrom(f.after), snapshotFrom(f.before), invertConfig(f.config), labels);
    const same = REVERSED_AS[rule.id] === undefined ? mirrorsOf(rule).map((m) => m.id) : [REVERSED_AS[rule.id]];
    const flagged = report.changes.map((c) => c.rule);
    expect(flagged.some((id) => same.includes(id)) ? 'flagged by its tags' : flagged).toBe('flagged by its tags');
  });
});

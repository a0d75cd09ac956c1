// The host rules (host-rejects-tool, host-accepts-tool, context-cost-*) through the path every command takes: the api
// diff, which runs the hosts pass beside the classifier. Each fixture under fixtures/hosts/<rule>[--variant] yields
// exactly its expected host rows, and its reverse is flagged by the rule's mirror (as fixtures/rules are for the core).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffSnapshots } from '../../src/api/diff.js';
import { RULES, ruleById } from '../../src/core/rules/rules.js';
import { mirrorsOf } from '../../src/core/rules/rule-symmetry.js';
import type { Config } from '../../src/core/shared/config.js';
import type { Change } from '../../src/core/shared/model.js';
import { snapshotFrom, type CompactSnapshot } from '../helpers/classify-fixtures.js';

const root = join(import.meta.dirname, '..', 'fixtures', 'hosts');
const read = (dir: string, name: string) => JSON.parse(readFileSync(join(root, dir, `${name}.json`), 'utf8'));

interface Fixture {
  dir: string;
  rule: string;
  before: CompactSnapshot;
  after: CompactSnapshot;
  config: Config;
  expected: Array<{ rule: string; severity: string; kind?: string; before: string[]; after: string[]; pointer?: string; check?: string }>;
}

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

const HOST_RULES = RULES.filter((r) => r.tags.subject === 'host');
const isHostRow = (c: Change) => ruleById(c.rule)?.tags.subject === 'host';
const shape = (c: Change) =>
  JSON.stringify({
    rule: c.rule,
    severity: c.severity,
    kind: c.kind,
    before: c.before?.refs ?? [],
    after: c.after?.refs ?? [],
    pointer: c.kind === 'tool' ? (c.after?.pointer ?? c.before?.pointer) : undefined,
    check: c.params?.check,
  });

describe('host rule fixtures', () => {
  it('gives every host rule a fixture of its own name', () => {
    const dirs = new Set(fixtures.map((f) => f.rule));
    expect(HOST_RULES.map((r) => r.id).filter((id) => !dirs.has(id))).toEqual([]);
  });

  it.each(fixtures.map((f) => [f.dir, f] as const))('%s', (_dir, f) => {
    const report = diffSnapshots(snapshotFrom(f.before), snapshotFrom(f.after), { config: f.config });
    const actual = report.changes.filter(isHostRow).map(shape).sort();
    const expected = f.expected.map((e) => shape({ ...e, kind: e.kind ?? 'tool', before: { refs: e.before }, after: { refs: e.after, pointer: e.pointer }, params: e.check ? { check: e.check } : {} } as unknown as Change)).sort();
    expect(actual).toEqual(expected);
    for (const c of report.changes.filter(isHostRow)) {
      const rule = ruleById(c.rule)!;
      const wanted = [...`${rule.message} ${rule.hint}`.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
      expect(wanted.filter((p) => c.params?.[p] === undefined)).toEqual([]);
    }
    expect(report.summary.breaking).toBe(report.changes.filter((c) => c.severity === 'breaking').length);
  });

  it.each(fixtures.filter((f) => f.dir === f.rule).map((f) => [f.dir, f] as const))('%s reversed is flagged by a mirror of its rule', (_dir, f) => {
    const rule = ruleById(f.rule)!;
    const report = diffSnapshots(snapshotFrom(f.after), snapshotFrom(f.before), { config: f.config });
    const flagged = report.changes.map((c) => c.rule);
    expect(flagged).not.toContain(rule.id);
    const mirrors = mirrorsOf(rule).map((m) => m.id);
    expect(flagged.some((id) => mirrors.includes(id)) ? 'flagged by a mirror' : flagged).toBe('flagged by a mirror');
  });
});

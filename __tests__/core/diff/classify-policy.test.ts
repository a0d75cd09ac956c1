// Policy passes adjust severities and silence ignored changes visibly; fingerprints and ordering are stable.
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import { fingerprintOf } from '../../../src/core/diff/fingerprint.js';
import { snapshotFrom, tool, type CompactSnapshot } from '../../helpers/classify-fixtures.js';

const labels = { base: 'main', head: 'pr' };
const base: CompactSnapshot = {
  surfaces: { default: { tools: [tool('deep_research', { query: { type: 'string' }, researchMode: { type: 'string' } }), tool('a'), tool('b')] } },
};
const head: CompactSnapshot = {
  surfaces: { default: { tools: [tool('deep_research', { query: { type: 'string' } }), { ...tool('a'), description: 'changed' }, tool('c')] } },
};

describe('policy passes', () => {
  it('applies severity overrides and marks them adjusted', () => {
    const r = diffSnapshots(snapshotFrom(base), snapshotFrom(head), { severity: { 'description-changed': 'safe' } }, labels);
    const c = r.changes.find((x) => x.rule === 'description-changed')!;
    expect(c.severity).toBe('safe');
    expect(c.adjusted).toContain('review -> safe');
    expect(r.summary).toEqual({ breaking: 2, review: 0, safe: 2 });
  });

  it('moves ignored changes (by fingerprint, or by rule and ref) to `ignored` with their reason', () => {
    const plain = diffSnapshots(snapshotFrom(base), snapshotFrom(head), {}, labels);
    const removal = plain.changes.find((x) => x.rule === 'tool-input-property-removed')!;
    const r = diffSnapshots(
      snapshotFrom(base),
      snapshotFrom(head),
      {
        ignore: [
          { fingerprint: removal.fingerprint, reason: 'researchMode was never documented' },
          { rule: 'capability-removed', ref: 'tool:b', reason: 'b was internal' },
          { rule: 'capability-removed', ref: 'tool:zzz', reason: 'matches nothing' },
        ],
      },
      labels,
    );
    expect(r.ignored.map((x) => [x.rule, x.adjusted])).toEqual([
      ['capability-removed', 'ignored by config.ignore: b was internal'],
      ['tool-input-property-removed', 'ignored by config.ignore: researchMode was never documented'],
    ]);
    expect(r.changes.map((x) => x.rule)).toEqual(['description-changed', 'capability-added']);
    expect(r.summary).toEqual({ breaking: 0, review: 1, safe: 1 });
  });
});

describe('fingerprints', () => {
  it('stay the same when unrelated capabilities change, and differ per pointer', () => {
    const r1 = diffSnapshots(snapshotFrom(base), snapshotFrom(head), {}, labels);
    const head2: CompactSnapshot = { surfaces: { default: { tools: [...head.surfaces.default.tools!, tool('d')] } } };
    const r2 = diffSnapshots(snapshotFrom(base), snapshotFrom(head2), {}, labels);
    const fp = (r: typeof r1) => r.changes.find((x) => x.rule === 'tool-input-property-removed')!.fingerprint;
    expect(fp(r2)).toBe(fp(r1));
    const c = r1.changes.find((x) => x.rule === 'tool-input-property-removed')!;
    expect(fingerprintOf({ ...c, before: { ...c.before!, pointer: '/inputSchema/properties/other' } })).not.toBe(c.fingerprint);
    expect(fingerprintOf(c)).toBe(c.fingerprint);
  });
});

describe('report order', () => {
  it('sorts breaking > review > safe, then surface, kind and refs', () => {
    const r = diffSnapshots(snapshotFrom(base), snapshotFrom(head), {}, labels);
    expect(r.changes.map((c) => `${c.severity} ${c.rule} ${(c.before?.refs ?? c.after?.refs ?? []).join()}`)).toEqual([
      'breaking capability-removed tool:b',
      'breaking tool-input-property-removed tool:deep_research',
      'review description-changed tool:a',
      'safe capability-added tool:c',
    ]);
    expect(r).toMatchObject({ format: 'mcp-contract-report/1', server: 'demo', base: 'main', head: 'pr' });
  });

  it('is identical when run twice', () => {
    const a = diffSnapshots(snapshotFrom(base), snapshotFrom(head), {}, labels);
    const b = diffSnapshots(snapshotFrom(base), snapshotFrom(head), {}, labels);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe('suggestion cost', () => {
  it('bounds suggestions with 3,000 removed and 3,000 added tools (the time is a bench figure)', () => {
    const mk = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => tool(`${prefix}_item_${i}`, { [`field${i}`]: { type: 'string' }, common: { type: 'string' } }));
    const b = snapshotFrom({ surfaces: { default: { tools: mk('old', 3000) } } });
    const h = snapshotFrom({ surfaces: { default: { tools: mk('new', 3000) } } });
    const r = diffSnapshots(b, h, {}, labels);
    expect(r.summary.breaking).toBe(3000);
    expect(r.changes.filter((c) => c.rule === 'capability-removed' && c.hint.includes('rename to `tool:new_item_7`')).map((c) => c.before!.refs[0])).toEqual([
      'tool:old_item_7',
    ]);
  });
});

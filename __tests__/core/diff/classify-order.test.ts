// The classifier walks both sides in ref order; a hand-edited snapshot with items out of order gives the same answer
// as the sorted one, and repeated refs are compared as a multiset.
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { snapshotFrom } from '../../helpers/classify-fixtures.js';

const tools = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((name) => ({ name, description: `The ${name} tool` }));

function shuffled(s: Snapshot): Snapshot {
  const copy = JSON.parse(JSON.stringify(s)) as Snapshot;
  copy.surfaces.default.kinds.tool.items.reverse();
  return copy;
}

describe('item order', () => {
  const base = snapshotFrom({ surfaces: { default: { tools } } });
  const head = snapshotFrom({ surfaces: { default: { tools: [...tools.slice(1), { name: 'zeta', description: 'new' }] } } });

  it('an unsorted side changes nothing', () => {
    expect(diffSnapshots(base, shuffled(base), {}, { base: 'a', head: 'b' }).changes).toEqual([]);
    const sorted = diffSnapshots(base, head, {}, { base: 'a', head: 'b' });
    const unsorted = diffSnapshots(shuffled(base), shuffled(head), {}, { base: 'a', head: 'b' });
    expect(unsorted.changes).toEqual(sorted.changes);
    expect(sorted.changes.map((c) => c.rule).sort()).toEqual(['capability-added', 'capability-removed']);
  });

  it('a repeated ref is kept and compared as a multiset: an extra copy is flagged, reordered copies are not', () => {
    const dup = JSON.parse(JSON.stringify(base)) as Snapshot;
    const items = dup.surfaces.default.kinds.tool.items;
    items.push({ ...items[0] });
    expect(diffSnapshots(base, dup, {}, { base: 'a', head: 'b' }).changes.map((c) => c.rule)).toEqual(['capability-duplicated']);
    expect(diffSnapshots(dup, shuffled(dup), {}, { base: 'a', head: 'b' }).changes).toEqual([]);
  });

  it('declared renames are found by lookup in either order', () => {
    const renamed = snapshotFrom({ surfaces: { default: { tools: tools.map((t) => (t.name === 'beta' ? { ...t, name: 'beta2' } : t)) } } });
    const r = diffSnapshots(shuffled(base), shuffled(renamed), { renames: { 'tool:beta': 'tool:beta2' } }, { base: 'a', head: 'b' });
    expect(r.changes.map((c) => c.rule)).toEqual(['capability-renamed']);
  });
});

// No real change went quiet: every breaking/review row the classifier gave on the published histories and the labelled
// rename diffs before issue 42 (fixtures/loud-before-issue-42.json, measured on the same captures) is still reported
// at the same severity, except the rows issue 42 judged noise, each of which is still reported as what it became.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Change, JsonObject, Report, Snapshot } from '../../../src/core/shared/model.js';
import { snapshotFrom } from '../../helpers/classify-fixtures.js';
import { capturePublished } from '../../helpers/published-histories.js';

interface Pairs {
  [pair: string]: { loud: string[]; quieted: Record<string, string> };
}
const fixtures = path.join(process.cwd(), '__tests__', 'fixtures');
const before = JSON.parse(readFileSync(path.join(fixtures, 'loud-before-issue-42.json'), 'utf8')) as { pairs: Pairs; fixtures: Pairs };
const show = (c: Change) => `${c.severity} ${c.rule} ${c.before?.refs[0] ?? c.after?.refs[0] ?? c.surface} ${c.after?.pointer ?? c.before?.pointer ?? ''}`.trim();
const rowsOf = (r: Report) => new Set(r.changes.map(show));

function expectKept(r: Report, want: Pairs[string]): void {
  const now = rowsOf(r);
  expect(want.loud.filter((row) => !now.has(row))).toEqual([]);
  for (const [was, is] of Object.entries(want.quieted)) {
    expect(now.has(was)).toBe(false);
    expect(now.has(is)).toBe(true);
  }
}

const snaps = new Map<string, Snapshot>();
beforeAll(async () => {
  for (const pair of Object.keys(before.pairs)) for (const label of pair.split(' -> ')) if (!snaps.has(label)) snaps.set(label, await capturePublished(label));
});

describe('published histories', () => {
  it.each(Object.keys(before.pairs))('%s', (pair) => {
    const [from, to] = pair.split(' -> ');
    expectKept(diffSnapshots(snaps.get(from)!, snaps.get(to)!, {}, { base: from, head: to }), before.pairs[pair]);
  });
});

describe('labelled rename diffs', () => {
  const dir = path.join(fixtures, 'renames');
  const labels = (JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as { diffs: Array<{ id: string; from: string; to: string }> }).diffs;
  const snap = (f: string): Snapshot => {
    const j = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, JsonObject[] | undefined>;
    return snapshotFrom({ server: 'x', surfaces: { default: { tools: j.tools, prompts: j.prompts, resourceTemplates: j.resourceTemplates } } });
  };
  it.each(Object.keys(before.fixtures))('%s', (id) => {
    const d = labels.find((x) => x.id === id)!;
    expectKept(diffSnapshots(snap(d.from), snap(d.to), {}, { base: 'b', head: 'a' }), before.fixtures[id]);
  });
});

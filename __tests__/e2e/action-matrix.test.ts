// The Actions matrix as the runner starts the Action: shards captured with `mode: capture` (in-process, as set-up) are
// judged by the shipped Action's `mode: comment` as one run: one sticky comment, one verdict (the rest of the matrix,
// in-process: action/matrix.test.ts).
import { shardServers } from '../../src/action/shards.js';
import { MARKER, useMatrix } from '../helpers/action-cases.js';
import { CATALOG_SERVER } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];

describe('a matrix of capture shards judged by one comment job', () => {
  const m = useMatrix(NAMES, CATALOG_SERVER);
  const { shardDir, judge } = m;
  beforeAll(() => {
    expect([1, 2].map((i) => shardServers(NAMES, { index: i, count: 2 }).length).every((n) => n > 0)).toBe(true);
  });

  it('the shipped Action judges the directory of shards as one run: one comment for every server, one verdict', async () => {
    const r = await judge(shardDir('all'), runAction);
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body.startsWith(MARKER)).toBe(true);
    for (const n of NAMES) expect(r.comments[0].body).toContain(n);
    expect(Number(r.outputs.breaking)).toBe(NAMES.length);
  });
});

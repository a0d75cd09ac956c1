// scripts/rename-precision.mjs, as a maintainer runs it: per-source precision and recall on the labelled npm
// histories (the same figures the test suite's evaluate() gives), and one line with exit 2 for a path that is not a
// checkout. The github-mcp-server figure needs a local checkout, so it is measured by hand, not here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { suggestMatches } from '../../../../src/core/diff/renames/match.js';
import { againstGrain } from '../../../../src/core/diff/powers.js';
import { evaluate, loadLabelledDiffs } from '../../../helpers/rename-labels.js';
import { HANG_MS } from '../../../helpers/hang.js';

const script = path.join(process.cwd(), 'scripts', 'rename-precision.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: HANG_MS.wait });

it('prints per-source figures that match evaluate() on the labelled diffs', () => {
  const r = run('--json');
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout) as { rows: Array<{ source: string; precision: number; recall: number; truePositives: number }> };
  expect(out.rows.map((x) => x.source)).toEqual(['notion', 'server-everything', 'playwright']);
  const diffs = loadLabelledDiffs();
  for (const row of out.rows) {
    const mine = evaluate(
      diffs.filter((d) => d.id.startsWith(row.source === 'playwright' ? '@playwright' : row.source)),
      (a, b) => suggestMatches(a, b, againstGrain).targets,
    );
    expect([row.precision, row.recall, row.truePositives]).toEqual([mine.precision, mine.recall, mine.truePositives]);
  }
});

it('a path that is not a checkout is one line and exit 2', () => {
  const r = run('--github-mcp-server', path.join(process.cwd(), 'no-such-dir'));
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^rename-precision: .*no-such-dir is not a git checkout/)]);
  expect(r.stdout).toBe('');
});

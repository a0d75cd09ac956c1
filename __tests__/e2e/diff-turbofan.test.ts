// The bundled binary's diff of two files runs with TurboFan off where it is V8's only optimizing tier (Node 20: its
// compiles cost more than they gave back in so short a run, src/cli/short-run.ts), and leaves it alone where Node was
// started with a flag about tiering, or where V8 has Maglev beside it (Node 22 and later). V8's own --trace-opt log
// says which functions TurboFan compiled (in-process: cli/short-run.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { turbofanIsTheOnlyOptimizer } from '../../src/cli/short-run.js';
import { CATALOG, tempDir, writeCatalog } from '../helpers/capture-fixtures.js';
import { CLI } from '../helpers/dist.js';

/** A tool list big enough that a diff makes functions hot (some fifty reached TurboFan on Node 20 before the change). */
function tools(n: number, edited: (i: number) => boolean): object[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `records_${i}_search`,
    description: `Searches the records of shelf ${i} by words in their titles${edited(i) ? ', newest first' : ''}.`,
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'Words to look for' }, limit: { type: 'integer', minimum: 1, maximum: 100 }, shelf: { type: 'string', enum: ['a', 'b', `s${i}`] } },
      required: ['query'],
    },
  }));
}

describe('TurboFan in the binary diff of two files', () => {
  const dir = tempDir('diff-turbofan');
  const sides = ['base', 'head'].map((side, s) => {
    const catalog = writeCatalog(dir, { tools: tools(1000, (i) => s === 1 && i % 50 === 0) }, `${side}-catalog.json`);
    const out = path.join(dir, `${side}.json`);
    const r = spawnSync(process.execPath, [CLI, 'snapshot', '--out', out, '--name', 'shelves', '--', process.execPath, CATALOG, catalog], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`snapshot ${side}: ${r.stderr}`);
    return out;
  });
  /** TurboFan compiles V8 logged in one diff run under `flags`, and the report. */
  const diff = (flags: string[]): { compiled: number; report: string } => {
    const r = spawnSync(process.execPath, ['--trace-opt', ...flags, CLI, 'diff', ...sides, '--fail-on', 'none'], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, env: { ...process.env, NODE_OPTIONS: '' } });
    expect([r.status, r.stderr]).toEqual([0, '']);
    const log = r.stdout.split('\n');
    return { compiled: log.filter((l) => /^\[completed optimizing .*\(target TURBOFAN/.test(l)).length, report: log.filter((l) => !l.startsWith('[')).join('\n') };
  };

  it('compiles nothing with TurboFan on Node 20, unless Node was started with a say on it; the report is the same either way', () => {
    const plain = diff([]);
    expect(plain.report).toContain('20 review');
    // The control: started with --opt (a flag about tiering: V8 is the user's), the same diff TurboFan-compiles.
    const theirs = diff(['--opt']);
    expect(theirs.compiled).toBeGreaterThan(0);
    expect(theirs.report).toBe(plain.report);
    if (turbofanIsTheOnlyOptimizer()) expect(plain.compiled).toBe(0);
    else expect(plain.compiled).toBeGreaterThan(0);
  });
});

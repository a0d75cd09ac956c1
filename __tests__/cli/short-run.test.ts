// A diff of two files run by the binary turns TurboFan off where V8 has no other optimizing tier (Node 20), because its
// compiles cost more than they give back in so short a run (src/cli/short-run.ts; measured in docs/performance.md).
// In-process runs of the CLI (these tests, a host calling `run`) never touch the process's flags; the bundled binary's
// behaviour under a real diff: e2e/diff-turbofan.test.ts.
import { setFlagsFromString } from 'node:v8';
import path from 'node:path';
import { tierForShortRun, turbofanIsTheOnlyOptimizer } from '../../src/cli/short-run.js';
import { releaseTurbofan } from '../../src/capture/v8-flags.js';
import { CATALOG, NODE, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { turbofanned } from '../helpers/turbofan.js';

describe('TurboFan in a short run', () => {
  afterEach(() => {
    // TurboFan back for the next test (a capture after a process asked for it off for good would keep it off) and, as
    // flags are per process, for the other test files of this jest worker.
    releaseTurbofan();
    setFlagsFromString('--opt');
  });

  it('is the only optimizing tier before V8 12 (Node 20); Node 22 and later have Maglev beside it', () => {
    expect(turbofanIsTheOnlyOptimizer('11.3.244.8-node.33')).toBe(true);
    expect(turbofanIsTheOnlyOptimizer('12.4.254.21-node.33')).toBe(false);
    expect(turbofanIsTheOnlyOptimizer('13.6.233.10-node.27')).toBe(false);
  });

  it('is turned off on a V8 whose only optimizer it is, and left on elsewhere', async () => {
    expect(await turbofanned(10_000)).toBe(true);
    expect(await tierForShortRun('13.6.233.10-node.27')).toBe(false);
    expect(await turbofanned(10_000)).toBe(true);
    expect(await tierForShortRun('11.3.244.8-node.33')).toBe(true);
    expect(await turbofanned(1500)).toBe(false);
  });

  it("is left on by a diff of two files run in-process: the process is not the command's own", async () => {
    const dir = tempDir('short-run');
    const [a, b] = ['a', 'b'].map((n) => path.join(dir, `${n}.json`));
    for (const [out, tools] of [[a, [tool('search')]], [b, [tool('search'), tool('fetch')]]] as const) {
      const catalog = writeJson(path.join(dir, `catalog-${path.basename(out)}`), { tools });
      const s = await cli(['snapshot', '--out', out, '--name', 's', '--', NODE, CATALOG, catalog], { cwd: dir });
      expect([s.code, s.stderr]).toEqual([0, '']);
    }
    const r = await cli(['diff', a, b, '--fail-on', 'none'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('tool:fetch');
    expect(await turbofanned(10_000)).toBe(true);
  });
});

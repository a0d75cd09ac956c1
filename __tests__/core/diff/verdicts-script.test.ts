// scripts/verdicts.mjs (`npm run verdicts`) as a maintainer runs it with bad input: one line naming the problem, exit 2,
// nothing on stdout, before anything is compiled or captured. Its figures are verdict-truth.ts's (verdicts.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HANG_MS } from '../../helpers/hang.js';

const script = path.join(process.cwd(), 'scripts', 'verdicts.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: HANG_MS.wait });

it.each([
  [['--github-mcp-server', path.join(process.cwd(), 'no-such-dir')], /^verdicts: .*no-such-dir is not a git checkout/],
  [['--github-mcp-server'], /^verdicts: --github-mcp-server needs a path$/],
  [['--format', 'yaml'], /^verdicts: unknown argument "--format"$/],
])('%j is one line and exit 2', (args, line) => {
  const r = run(...args);
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')[0]).toMatch(line);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stdout).toBe('');
});

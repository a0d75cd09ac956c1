// Issue 12, the CLI in a run step (in-process): in GitHub Actions a failing build's output is fenced so no line of it
// acts as a workflow command; outside Actions nothing is added. The Action's runs: e2e/battery-runner-env.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseConfig, ROOT } from '../helpers/action-harness.js';
import { cli } from '../helpers/cli-harness.js';
import { INJECTION, runnerCommands } from '../helpers/workflow-commands.js';

const NODE = process.execPath;
const THIEF = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'env-thief.mjs');

describe('the CLI in a run step: the build gets the scrubbed environment too', () => {
  it('in GitHub Actions, a failing build\'s output is fenced so no line of it acts as a workflow command', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-cli-inject-'));
    try {
      writeFileSync(path.join(dir, 'catalog.json'), JSON.stringify({ tools: [] }));
      const build = [NODE, THIEF, '--role=build', `--print=${JSON.stringify(INJECTION)}`, '--exit=2'].map((a) => JSON.stringify(a)).join(' ');
      writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify(baseConfig({}, { build })));
      const inCi = await cli(['snapshot', '--config', 'mcp-contract.json'], { cwd: dir, env: { PATH: process.env.PATH, GITHUB_ACTIONS: 'true' } });
      expect(inCi.code).toBe(3);
      expect(inCi.stderr).toContain('::set-output name=verdict::pass');
      const cmds = runnerCommands(`${inCi.stdout}\n${inCi.stderr}`);
      expect(cmds.filter((c) => c.command !== 'error' || c.data.startsWith('INJECTED'))).toEqual([]);
      expect(inCi.stderr).not.toMatch(/[\u001b\u009b\u0007]/);
      // Outside Actions nothing is added around the text.
      const local = await cli(['snapshot', '--config', 'mcp-contract.json'], { cwd: dir, env: { PATH: process.env.PATH } });
      expect(local.stderr).toContain('::set-output name=verdict::pass');
      expect(local.stderr).not.toMatch(/^::stop-commands::[0-9a-f]{32}$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The guard's --identity-policy is read before anything starts: a malformed one is one line, exit 2 (the CLI's run()
// in-process; the identity gate itself, with the bundled guard: e2e/guard-identity.test.ts).
import path from 'node:path';
import { cli } from '../helpers/cli-harness.js';
import { worktreeServer } from '../helpers/identity-fixtures.js';

describe('guard launch identity', () => {
  it('refuses a malformed --identity-policy with one line', async () => {
    const wt = worktreeServer();
    expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
    const r = await cli(['guard', '--config', path.join(wt.dir, 'mcp-contract.json'), '--identity-policy', 'semver:banana'], { cwd: wt.dir });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/--identity-policy "semver:banana": "banana" is not a version range/);
  });
});

// The config's `setup`: the repository's install, run once from the config's directory before any server's build, so
// servers that share a workspace root never install into it at once; it fails the run in one line (exit 3) and gets
// the scrubbed environment a build gets.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, cli, firstLine, hasStack, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

/**
 * Three servers whose builds each fail unless setup finished (its `installed` file is there and its `installing` lock
 * is gone): no timing decides it, only the order the runs happen in.
 */
function workspace(dir: string, setup: unknown): string {
  const build = `test -f installed && test ! -e installing && echo built >> builds.log`;
  const servers: Record<string, unknown> = {};
  for (const name of ['alpha', 'beta', 'gamma']) {
    writeJson(path.join(dir, `${name}.json`), { serverInfo: { name, version: '1.0.0' }, tools: [tool(`${name}_find`)] });
    servers[name] = { build, command: NODE, args: [CATALOG, `${name}.json`], timeouts: { initializeMs: 8000, requestMs: 8000 } };
  }
  return writeJson(path.join(dir, 'mcp-contract.json'), { setup, servers });
}

const SETUP = `touch installing && echo run >> setup.log && env > setup.env && sleep 0.2 && touch installed && rm installing`;

describe('setup: the repository install before any build', () => {
  it('runs once, before every build, and the three builds then run at the default concurrency', async () => {
    const dir = tempDir('setup');
    workspace(dir, SETUP);
    const r = await cli(['snapshot'], { cwd: dir, env: { PATH: process.env.PATH, GITHUB_TOKEN: 'ghs_planted0123456789' } });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(readFileSync(path.join(dir, 'setup.log'), 'utf8')).toBe('run\n');
    expect(readFileSync(path.join(dir, 'builds.log'), 'utf8')).toBe('built\nbuilt\nbuilt\n');
    for (const name of ['alpha', 'beta', 'gamma']) expect(existsSync(path.join(dir, 'snapshots', `${name}.json`))).toBe(true);
    // The judged code's environment: the allow-list, never the runner's secrets.
    const env = readFileSync(path.join(dir, 'setup.env'), 'utf8');
    expect(env).toMatch(/^PATH=/m);
    expect(env).not.toContain('GITHUB_TOKEN');
  });

  it('without setup the same builds fail: the order is what the test measures', async () => {
    const dir = tempDir('setup');
    const config = workspace(dir, SETUP);
    const raw = JSON.parse(readFileSync(config, 'utf8')) as Record<string, unknown>;
    delete raw.setup;
    writeFileSync(config, JSON.stringify(raw));
    const r = await cli(['check'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/^mcp-contract: server "(alpha|beta|gamma)": build failed: exit code 1/);
  });

  it('a failing setup is one line, exit 3, with its output tail, and no server is built', async () => {
    const dir = tempDir('setup');
    workspace(dir, { command: 'echo "npm ERR! code EUSAGE" >&2; exit 7', timeoutMs: 60_000 });
    const r = await cli(['check'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toBe('mcp-contract: setup failed: exit code 7');
    expect(r.stderr).toContain('npm ERR! code EUSAGE');
    expect(hasStack(r.stderr)).toBe(false);
    expect(existsSync(path.join(dir, 'builds.log'))).toBe(false);
  });

  it('an empty or misshapen setup is refused by the config schema, naming the field', async () => {
    for (const bad of ['', { command: 'npm ci', extra: 1 }, { timeoutMs: 5 }]) {
      const dir = tempDir('setup');
      workspace(dir, bad);
      const r = await cli(['check'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(firstLine(r)).toContain('/setup');
    }
  });
});

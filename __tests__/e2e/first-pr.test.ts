// A maintainer's first pull request installs in CI: the repository `init` leaves behind is cloned afresh and the
// workflow it wrote is run as a runner runs it, on an empty npm cache (the npm registry is the only network): every
// `run:` line of the capture job (there are none: nothing runs before the Action), then the Action's capture step.
// The server's dependencies come from its lockfile through the config's `setup`, which `init` writes from it; the
// repository depends on nothing outside itself (the CLI is installed on the maintainer's machine, the README's path,
// and the Action brings its own), for a single server and for an npm workspace.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLI, runAction } from '../helpers/dist.js';
import { pullRequestPayload, ROOT } from '../helpers/action-harness.js';
import { HANG_MS, unhung } from '../helpers/hang.js';
import { tempDir } from '../helpers/temp-dir.js';

const SDK = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk', 'package.json'), 'utf8')) as { version: string }).version;
/**
 * The machine's own npm settings, which a fresh shell on it has too: its global npmrc and CA file (the registry may sit
 * behind a CA of the machine's). CI runs npm on Node 24 from a binary package, where npm would look for the global
 * npmrc beside that binary and miss them (SELF_SIGNED_CERT_IN_CHAIN on an empty cache).
 */
const MACHINE_NPM = Object.fromEntries(['npm_config_globalconfig', 'npm_config_cafile'].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
const USER_ENV = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))), ...MACHINE_NPM };

/** A real MCP server on the published SDK, as a repository's own code (its dependency installed from the registry). */
const SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
const server = new McpServer({ name: 'ledger', version: '1.0.0' });
server.registerTool('balance', { description: 'Reads the balance of one account.', inputSchema: {} }, async () => ({ content: [{ type: 'text', text: '0' }] }));
await server.connect(new StdioServerTransport());
`;

const git = (cwd: string, ...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });

/** An npm command with its own cache, as a fresh shell runs it (no npm_* variable of this jest run). */
function npm(cwd: string, cache: string, ...args: string[]): void {
  const r = unhung(spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, env: { ...USER_ENV, npm_config_cache: cache, npm_config_update_notifier: 'false' }, encoding: 'utf8', timeout: HANG_MS.install }), `npm ${args.join(' ')}`, HANG_MS.install);
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${r.stdout}${r.stderr}`);
}

/** The maintainer's `mcp-contract` (the README installs it globally; this is the same bundle). */
function mcpContract(cwd: string, ...args: string[]): { code: number | null; out: string } {
  const r = unhung(spawnSync(process.execPath, [CLI, ...args], { cwd, env: USER_ENV, encoding: 'utf8', timeout: HANG_MS.wait }), `mcp-contract ${args[0]}`, HANG_MS.wait);
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The capture job's steps from the written workflow: each `run:` line, and the inputs of the mcp-contract step. */
function captureJob(workflow: string): { runs: string[]; action: string[] } {
  const job = workflow.slice(workflow.indexOf('\n  capture:'), workflow.indexOf('\n  judge:'));
  const runs = [...job.matchAll(/^\s+(?:- )?run:\s*(.+)$/gm)].map((m) => m[1]!);
  const action = [...job.matchAll(/uses: mcp-contract\/mcp-contract@v1[\s\S]*?with:\n((?:\s{10}\S.*\n)+)/g)].map((m) => m[1]!.trim());
  return { runs, action };
}

/** Clones the committed repository afresh and runs the capture job on an empty npm cache; returns the Action's run. */
async function firstPullRequest(top: string, repo: string) {
  const fresh = path.join(top, 'runner', 'work');
  git(top, 'clone', '-q', repo, fresh);
  expect(existsSync(path.join(fresh, 'node_modules'))).toBe(false);
  const home = path.join(top, 'runner', 'home');
  const cache = path.join(home, '.npm');
  mkdirSync(home, { recursive: true });
  const { runs, action } = captureJob(readFileSync(path.join(fresh, '.github', 'workflows', 'mcp-contract.yml'), 'utf8'));
  // Nothing runs before the Action in the capture job (an install script there could rewrite the Action's files).
  expect(runs).toEqual([]);
  expect(action).toEqual([expect.stringMatching(/^mode: capture\n\s+github-token: ''$/)]);
  const head = git(fresh, 'rev-parse', 'HEAD').trim();
  const run = await runAction({
    cwd: fresh,
    inputs: { mode: 'capture', 'github-token': '' },
    payload: pullRequestPayload({ number: 1, baseSha: head, headSha: head, author: 'maintainer' }),
    env: { HOME: home, npm_config_cache: cache, ...MACHINE_NPM },
  });
  return { run, fresh, cache };
}

/** No dependency of the repository points outside it (a `file:` path to a tarball beside the clone). */
function dependsOnlyInside(repo: string): void {
  for (const f of ['package.json', 'package-lock.json']) expect(readFileSync(path.join(repo, f), 'utf8')).not.toMatch(/"file:\.\.|mcp-contract-\d+\.\d+\.\d+\.tgz/);
}

describe("a maintainer's first pull request installs in CI", () => {
  it('a single server: init writes the lockfile install as setup; on a fresh clone with an empty npm cache the capture job installs and captures', async () => {
    const top = tempDir('first-pr-single');
    const repo = path.join(top, 'ledger');
    mkdirSync(path.join(repo, 'dist'), { recursive: true });
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'ledger', version: '1.0.0', private: true, type: 'module', dependencies: { '@modelcontextprotocol/sdk': SDK } }, null, 2));
    writeFileSync(path.join(repo, 'dist', 'index.js'), SERVER);
    writeFileSync(path.join(repo, '.gitignore'), 'node_modules\n');
    // The maintainer's machine: the server installed as its lockfile says, then the README's init line.
    npm(repo, path.join(top, 'maintainer-cache'), 'install');
    git(repo, 'init', '-q');
    const init = mcpContract(repo, 'init', '--workflow', '--', 'node', 'dist/index.js');
    expect([init.code, init.out]).toEqual([0, expect.stringContaining('setup (from package-lock.json; run once before the capture by the Action, snapshot and check): npm ci')]);
    expect(JSON.parse(readFileSync(path.join(repo, 'mcp-contract.json'), 'utf8'))).toMatchObject({ setup: 'npm ci', servers: { ledger: { command: 'node', args: ['dist/index.js'] } } });
    dependsOnlyInside(repo);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'mcp-contract: config, snapshot, workflow');

    const { run, fresh, cache } = await firstPullRequest(top, repo);
    expect([run.exitCode, run.stdout + run.stderr]).toEqual([0, expect.not.stringMatching(/ERR_MODULE_NOT_FOUND|setup failed|initialize failed/)]);
    expect(run.outputs.verdict).toBe('pass');
    const report = JSON.parse(run.reportText ?? '{}') as { live?: Record<string, unknown> };
    expect(Object.keys(report.live ?? {})).toEqual(['ledger']);
    // The dependency came from the registry into the runner's empty cache, as the lockfile pinned it.
    expect(JSON.parse(readFileSync(path.join(fresh, 'node_modules', '@modelcontextprotocol', 'sdk', 'package.json'), 'utf8'))).toMatchObject({ version: SDK });
    expect(readdirSync(cache).length).toBeGreaterThan(0);
  }, HANG_MS.install);

  it('an npm workspace: init --discover writes `npm ci` as setup; on a fresh clone with an empty npm cache it installs once and captures the server', async () => {
    const top = tempDir('first-pr-workspace');
    const repo = path.join(top, 'tools');
    const pkg = path.join(repo, 'packages', 'ledger');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'tools', private: true, workspaces: ['packages/*'] }, null, 2));
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'ledger-server', version: '1.0.0', type: 'module', bin: { 'ledger-server': 'index.js' }, dependencies: { '@modelcontextprotocol/sdk': SDK } }, null, 2));
    writeFileSync(path.join(pkg, 'index.js'), `#!/usr/bin/env node\n${SERVER}`);
    writeFileSync(path.join(repo, '.gitignore'), 'node_modules\n');
    npm(repo, path.join(top, 'maintainer-cache'), 'install');
    git(repo, 'init', '-q');
    const init = mcpContract(repo, 'init', '--discover', '--workflow');
    expect([init.code, init.out]).toEqual([0, expect.stringContaining('setup (run once from the config\'s directory, before any build): npm ci')]);
    // The README's next step on the maintainer's machine: the first snapshot of each server (setup runs first).
    const snap = mcpContract(repo, 'snapshot');
    expect([snap.code, snap.out]).toEqual([0, expect.any(String)]);
    dependsOnlyInside(repo);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'mcp-contract: config, snapshots, workflow');

    const { run, fresh, cache } = await firstPullRequest(top, repo);
    expect([run.exitCode, run.stdout + run.stderr]).toEqual([0, expect.not.stringMatching(/ENOENT|setup failed|initialize failed/)]);
    expect(run.outputs.verdict).toBe('pass');
    const report = JSON.parse(run.reportText ?? '{}') as { live?: Record<string, unknown> };
    expect(Object.keys(report.live ?? {})).toEqual(['ledger-server']);
    expect(existsSync(path.join(fresh, 'node_modules', '@modelcontextprotocol', 'sdk', 'package.json'))).toBe(true);
    expect(readdirSync(cache).length).toBeGreaterThan(0);
  }, HANG_MS.install);
});

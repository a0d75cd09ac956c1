// `init` adopts the tool in one command: config + first snapshot (only after a complete capture), then check passes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { WORKFLOW, configName, headerVariable, parseEnv, workflowFor } from '../../src/cli/commands/init.js';
import { docPage } from '../helpers/readme-blocks.js';
import { CATALOG, MISBEHAVE, NODE, cli, hasStack, readJson, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

const catalog = (dir: string) =>
  writeJson(path.join(dir, 'catalog.json'), { serverInfo: { name: 'Acme Notes!', version: '1.0.0' }, tools: [tool('search'), tool('fetch')] });

describe('init', () => {
  it('writes a config and the first snapshot that the next check accepts, and the workflow on request', async () => {
    const dir = tempDir('init');
    const file = catalog(dir);
    const r = await cli(['init', '--workflow', '--', NODE, CATALOG, file], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrote mcp-contract.json: server "acme-notes"');
    expect(r.stdout).toContain('wrote snapshots/acme-notes.json: 2 tools');
    const config = readJson<{ servers: Record<string, { command: string; args: string[] }> }>(path.join(dir, 'mcp-contract.json'));
    expect(config.servers['acme-notes']).toEqual({ command: NODE, args: [CATALOG, file] });
    expect(readFileSync(path.join(dir, '.github', 'workflows', 'mcp-contract.yml'), 'utf8')).toBe(WORKFLOW);
    const check = await cli(['check'], { cwd: dir });
    expect(check.stdout).toContain('matches the live server');
    expect(check.code).toBe(0);
  });

  it('never overwrites an existing config', async () => {
    const dir = tempDir('init');
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: {} });
    const r = await cli(['init', '--', NODE, CATALOG, catalog(dir)], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('mcp-contract.json: already exists');
    expect(readJson(path.join(dir, 'mcp-contract.json'))).toEqual({ servers: {} });
  });

  it('writes nothing when the first capture is incomplete (exit 3)', async () => {
    const dir = tempDir('init');
    const r = await cli(['init', '--', NODE, MISBEHAVE, '--resources', '--fail=resources/list'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(hasStack(r.stderr)).toBe(false);
    expect(existsSync(path.join(dir, 'mcp-contract.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'snapshots'))).toBe(false);
  });

  it('an HTTP server: the header secret goes to an environment variable, never into the config', async () => {
    const dir = tempDir('init');
    const file = catalog(dir);
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const child = spawn(NODE, [CATALOG, file, '--http', `--port=${port}`], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
      const url = `http://127.0.0.1:${port}/mcp`;
      const r = await cli(['init', '--url', url, '--header', 'Authorization: Bearer init-secret-98765'], { cwd: dir });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('set MCP_HEADER_AUTHORIZATION in the environment');
      const text = readFileSync(path.join(dir, 'mcp-contract.json'), 'utf8');
      expect(text).not.toContain('init-secret-98765');
      expect(JSON.parse(text).servers['acme-notes']).toEqual({ url, headers: { Authorization: '${MCP_HEADER_AUTHORIZATION}' } });
      const check = await cli(['check'], { cwd: dir, env: { ...process.env, MCP_HEADER_AUTHORIZATION: 'Bearer init-secret-98765' } });
      expect(check.code).toBe(0);
      expect(r.stdout + r.stderr + check.stdout + check.stderr).not.toContain('init-secret-98765');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('a server that needs a token: --env captures with it, the config and workflow refer to it, the value is written nowhere', async () => {
    const dir = tempDir('init');
    const file = catalog(dir);
    const env = { ...process.env, INIT_PLANTED: 'planted-value-4242' };
    const r = await cli(['init', '--workflow', '--env', 'NOTES_API_TOKEN=tok-secret-31337', '--env', 'INIT_PLANTED', '--', NODE, CATALOG, file], { cwd: dir, env });
    expect(r.code).toBe(0);
    const config = readJson<{ servers: Record<string, { env: Record<string, string> }> }>(path.join(dir, 'mcp-contract.json'));
    expect(config.servers['acme-notes'].env).toEqual({ NOTES_API_TOKEN: '${NOTES_API_TOKEN}', INIT_PLANTED: '${INIT_PLANTED}' });
    const workflow = readFileSync(path.join(dir, '.github', 'workflows', 'mcp-contract.yml'), 'utf8');
    expect(workflow).toBe(workflowFor(['NOTES_API_TOKEN', 'INIT_PLANTED']));
    expect(workflow).toContain('          NOTES_API_TOKEN: ${{ secrets.NOTES_API_TOKEN }}\n');
    expect(r.stdout).toMatch(/set NOTES_API_TOKEN, INIT_PLANTED in the environment to run the CLI, and as repository secrets/);
    const written = readFileSync(path.join(dir, 'mcp-contract.json'), 'utf8') + readFileSync(path.join(dir, 'snapshots', 'acme-notes.json'), 'utf8') + workflow;
    for (const secret of ['tok-secret-31337', 'planted-value-4242']) expect(written + r.stdout + r.stderr).not.toContain(secret);
    const missing = await cli(['check'], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/refers to \$\{(NOTES_API_TOKEN|INIT_PLANTED)\}, which is not set/);
    const check = await cli(['check'], { cwd: dir, env: { ...env, NOTES_API_TOKEN: 'tok-secret-31337' } });
    expect(check.code).toBe(0);
  });

  it('--env refuses a bad name and a variable that is not set, in one line', () => {
    expect(() => parseEnv(['1BAD=x'], {})).toThrow('--env takes NAME=VALUE or NAME (got a bad name "1BAD")');
    expect(() => parseEnv(['ABSENT'], {})).toThrow('--env ABSENT: ABSENT is not set in this environment (give --env ABSENT=VALUE)');
    expect(parseEnv(['A=b=c', 'B'], { B: 'from-env' })).toEqual({ A: 'b=c', B: 'from-env' });
  });

  it('the next steps suggest user owners and say what a team owner needs', async () => {
    const dir = tempDir('init');
    const r = await cli(['init', '--', NODE, CATALOG, catalog(dir)], { cwd: dir });
    expect(r.stdout).toContain('"/snapshots/ @alice @bob"');
    expect(r.stdout).toContain('"members: read": the default GITHUB_TOKEN cannot resolve teams');
  });

  it('needs exactly one way to reach the server', async () => {
    const dir = tempDir('init');
    expect((await cli(['init'], { cwd: dir })).code).toBe(2);
    expect((await cli(['init', '--url', 'http://127.0.0.1:1/mcp', '--', NODE], { cwd: dir })).code).toBe(2);
  });

  it('names servers and header variables safely', () => {
    expect(configName('Acme Notes!')).toBe('acme-notes');
    expect(configName('  ')).toBe('server');
    expect(configName(undefined)).toBe('server');
    expect(headerVariable('Authorization')).toBe('MCP_HEADER_AUTHORIZATION');
    expect(headerVariable('x-api-key')).toBe('MCP_HEADER_X_API_KEY');
  });

  it('writes the same triggers and permissions as the README example workflow', () => {
    const readme = docPage('docs/action.md');
    const example = /<!-- example-workflow -->\n```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(WORKFLOW).toBe(example);
  });

  it('writes the matrix workflow the README shows (--matrix 4), and refuses --matrix without --workflow in one line', async () => {
    const readme = docPage('docs/action.md');
    const example = /<!-- example-matrix-workflow -->\n```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(workflowFor([], 4)).toBe(example);
    expect(workflowFor([], 4)).toContain('shard: ${{ matrix.shard }}/4');
    const r = await cli(['init', '--matrix', '4', '--', 'node', 'x.mjs'], { cwd: process.cwd() });
    expect([r.code, r.stderr.trim()]).toEqual([2, 'mcp-contract init: --matrix shapes the workflow: give it with --workflow']);
  });
});

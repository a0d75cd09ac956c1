// `init --discover [DIR]`: the servers of a monorepo found from their manifests (npm packages on an MCP SDK with a bin
// or start script, Python projects on mcp/fastmcp with __main__ or a console script), one config entry each, written
// for review with nothing started; a discovered entry then captures as written.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { discoverServers } from '../../src/cli/discover/find.js';
import { CATALOG, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

function repo(dir: string): void {
  const write = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write('package.json', JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'] }));
  writeJson(path.join(dir, 'packages', 'notes', 'catalog.json'), { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [tool('find')] });
  // A bin that starts the catalog fixture: the discovered entry must run as written.
  write('packages/notes/package.json', JSON.stringify({ name: '@acme/notes-mcp', bin: { 'notes-mcp': 'bin/server.mjs' }, dependencies: { '@modelcontextprotocol/sdk': '^1.0.0' } }));
  write('packages/notes/bin/server.mjs', `process.argv.push('catalog.json');\nawait import(${JSON.stringify(CATALOG)});\n`);
  write('packages/mail/package.json', JSON.stringify({ name: 'mail', scripts: { start: 'node index.js', build: 'tsc' }, dependencies: { '@modelcontextprotocol/server': '^2.0.0' } }));
  write('packages/lib/package.json', JSON.stringify({ name: 'lib', dependencies: { '@modelcontextprotocol/sdk': '^1.0.0' } }));
  write('packages/web/package.json', JSON.stringify({ name: 'web', bin: 'cli.js', dependencies: { react: '^19' } }));
  write('packages/notes/node_modules/dep/package.json', JSON.stringify({ name: 'dep', bin: 'x.js', dependencies: { '@modelcontextprotocol/sdk': '1' } }));
  write('python/weather/pyproject.toml', '[project]\nname = "weather-mcp"\ndependencies = [\n  "mcp[cli]>=1.2",\n  "httpx",\n]\n');
  write('python/weather/src/weather_mcp/__main__.py', 'print("x")\n');
  write('python/tickets/pyproject.toml', '[project]\nname = "tickets"\ndependencies = ["fastmcp>=2"]\n\n[project.scripts]\ntickets-server = "tickets.main:run"\n');
  write('python/other/pyproject.toml', '[project]\nname = "other"\ndependencies = ["requests"]\n');
}

describe('init --discover', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('discover');
    repo(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the npm and Python servers of a monorepo, skipping libraries, non-MCP packages and node_modules', () => {
    const { found, skipped, setup, unlocked } = discoverServers(dir);
    expect(found.map((f) => [f.name, f.dir, f.server])).toEqual([
      ['mail', 'packages/mail', { command: 'npm', args: ['--silent', 'start'], cwd: 'packages/mail', build: 'npm --prefix packages/mail run build' }],
      ['notes-mcp', 'packages/notes', { command: 'node', args: ['bin/server.mjs'], cwd: 'packages/notes' }],
      ['tickets', 'python/tickets', { command: 'tickets-server' }],
      ['weather-mcp', 'python/weather', { command: 'python3', args: ['-m', 'weather_mcp'], cwd: 'python/weather/src' }],
    ]);
    expect(skipped).toEqual([{ dir: 'packages/lib', why: 'package.json depends on @modelcontextprotocol/sdk but declares neither a bin nor a start script' }]);
    // No lockfile anywhere: no install is invented (nor put in a build); each package is named with one to write.
    expect(setup).toBeUndefined();
    expect(unlocked).toEqual([
      { dir: 'packages/mail', install: 'npm install --prefix packages/mail' },
      { dir: 'packages/notes', install: 'npm install --prefix packages/notes' },
      { dir: 'python/tickets', install: 'python3 -m pip install python/tickets' },
      { dir: 'python/weather', install: 'python3 -m pip install -e python/weather' },
    ]);
  });

  it('writes one entry each for review, starts nothing, and a discovered entry captures as written', async () => {
    const r = await cli(['init', '--discover', '.'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('wrote mcp-contract.json: 4 servers found from their manifests (nothing was started; review every entry before you commit it)');
    expect(r.stdout).toContain('  not taken: packages/lib');
    expect(existsSync(path.join(dir, 'snapshots'))).toBe(false);
    const config = JSON.parse(readFileSync(path.join(dir, 'mcp-contract.json'), 'utf8'));
    expect(Object.keys(config.servers)).toEqual(['mail', 'notes-mcp', 'tickets', 'weather-mcp']);
    const snap = await cli(['snapshot', '--server', 'notes-mcp'], { cwd: dir });
    expect([snap.code, snap.stdout.trim()]).toEqual([0, 'wrote snapshots/notes-mcp.json: 1 tool, 0 prompts, 0 resources (default)']);
    const again = await cli(['init', '--discover'], { cwd: dir });
    expect([again.code, again.stderr.trim()]).toEqual([2, 'mcp-contract: mcp-contract.json: already exists; add the server to it by hand, or pass --config NEW_FILE']);
  });

  it('a directory with no MCP server is one line, exit 2, nothing written', async () => {
    const empty = path.join(dir, 'python', 'other');
    const r = await cli(['init', '--discover', 'python/other', '--config', 'python/other/mcp-contract.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('--discover found no MCP server under python/other');
    expect(existsSync(path.join(empty, 'mcp-contract.json'))).toBe(false);
  });
});

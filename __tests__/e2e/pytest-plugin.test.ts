// The pytest plugin (python/pytest-mcp-contract) end to end: pip installs the plugin from a copy of its source (no
// network, no isolated build) into this run's directory, beside the per-machine venv that holds pytest and FastMCP
// from the local wheel index (helpers/python-mcp.ts); then the README's pytest example runs verbatim against a real
// FastMCP server through the bundled CLI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { docPage } from '../helpers/readme-blocks.js';
import { FASTMCP_NOTES, installPytestPlugin, pythonWithFastmcp } from '../helpers/python-mcp.js';
import { HANG_MS } from '../helpers/hang.js';

const ROOT = process.cwd();
const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');
const SERVER = readFileSync(FASTMCP_NOTES, 'utf8');

/** The README's pytest example: the python block that starts with "# test_contract.py". */
function readmeExample(): string {
  const m = /```python\n(# test_contract\.py\n[\s\S]*?)```/.exec(docPage('docs/testing.md'));
  if (!m) throw new Error('docs/testing.md has no pytest example');
  return m[1];
}

let dir = '';
let python = '';
let skip = '';
let site = '';

beforeAll(() => {
  const shared = pythonWithFastmcp();
  if (!shared.python) return void (skip = shared.reason ?? 'no FastMCP venv');
  python = shared.python;
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-pytest-'));
  site = installPytestPlugin(python, dir);
  const project = path.join(dir, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'server.py'), SERVER);
  writeFileSync(path.join(project, 'test_contract.py'), readmeExample());
}, HANG_MS.install);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function pytest(extra: string[], env: NodeJS.ProcessEnv = { MCP_CONTRACT_CLI: CLI }): { code: number | null; out: string } {
  const r = spawnSync(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', ...extra], {
    cwd: path.join(dir, 'project'),
    encoding: 'utf8',
    timeout: HANG_MS.wait,
    // The plugin as pip installed it (its entry point found by pytest through PYTHONPATH), never from the sources.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONPATH: site, ...env },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const snapshot = (): string => path.join(dir, 'project', 'snapshots', 'server.json');

test('missing snapshot fails with the update hint and writes nothing; update creates it; unchanged passes; a removed input fails with the breaking row; update rewrites', () => {
  if (skip) return console.warn(`skipped: ${skip}`);
  const missing = pytest([]);
  expect(missing.code).toBe(1);
  expect(missing.out).toContain('no mcp-contract snapshot at snapshots/server.json: create it with pytest --mcp-contract-update');
  expect(existsSync(snapshot())).toBe(false);

  mkdirSync(path.dirname(snapshot()));
  const created = pytest(['--mcp-contract-update']);
  expect([created.code, created.out]).toEqual([0, expect.stringContaining('mcp-contract: wrote snapshots/server.json')]);
  const first = readFileSync(snapshot(), 'utf8');
  expect(JSON.parse(first).surfaces).toBeDefined();

  const same = pytest([]);
  expect(same.out).toContain('1 passed');
  expect(same.out).not.toMatch(/mcp-contract: (wrote|updated)/);
  expect(same.code).toBe(0);

  const server = path.join(dir, 'project', 'server.py');
  writeFileSync(server, SERVER.replace('title: str, body: str', 'title: str'));
  const drift = pytest([]);
  expect(drift.code).toBe(1);
  expect(drift.out).toMatch(/1 breaking, 0 review, 0 safe/);
  expect(drift.out).toMatch(/BREAKING tool-input-property-removed\s+tool:add_note \/inputSchema\/properties\/body/);
  expect(drift.out).toContain('pytest --mcp-contract-update');
  // The failure shows the test's own line and the drift, none of the plugin's source (its frames are hidden).
  expect(drift.out).toContain('test_contract.py');
  expect(drift.out).not.toMatch(/raise McpContractError|def assert_mcp_contract|__tracebackhide__|subprocess\.run/);

  const updated = pytest(['--mcp-contract-update']);
  expect([updated.code, updated.out]).toEqual([0, expect.stringContaining('mcp-contract: updated snapshots/server.json')]);
  expect(readFileSync(snapshot(), 'utf8')).not.toBe(first);
  expect(JSON.parse(readFileSync(snapshot(), 'utf8')).surfaces).not.toEqual(JSON.parse(first).surfaces);
  expect(pytest([]).code).toBe(0);
}, HANG_MS.install);

test("StdioServerParameters with env or cwd: one line saying they cannot be passed, never a server started without them", () => {
  if (skip) return console.warn(`skipped: ${skip}`);
  const params = path.join(dir, 'project', 'test_params.py');
  writeFileSync(
    params,
    [
      'import sys',
      'from mcp import StdioServerParameters',
      'from pytest_mcp_contract import assert_mcp_contract',
      '',
      'def test_env():',
      '    assert_mcp_contract(StdioServerParameters(command=sys.executable, args=["server.py"], env={"NOTES_KEY": "k"}), "snapshots/server.json")',
      '',
    ].join('\n'),
  );
  try {
    const r = pytest([params]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('McpContractError: StdioServerParameters env cannot be passed to the server by pytest-mcp-contract');
  } finally {
    rmSync(params, { force: true });
  }
});

test('no CLI and no Node on PATH: one line saying what to install', () => {
  if (skip) return console.warn(`skipped: ${skip}`);
  const r = pytest([], { PATH: path.dirname(python) });
  expect(r.code).toBe(1);
  expect(r.out).toContain('McpContractError: pytest-mcp-contract needs Node.js 20 or newer (https://nodejs.org) and the mcp-contract CLI: ');
  // How to get it as it is distributed today: the repository package.json names (its dist/ is committed), not a
  // registry name nobody published.
  const repo = /github\.com\/([^/]+\/[^/.]+)/.exec((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { repository: { url: string } }).repository.url)![1];
  expect(r.out).toContain(`npm install -g github:${repo}`);
  expect(r.out).not.toContain('npm install --save-dev mcp-contract');
});

test("the project's node_modules/.bin/mcp-contract runs without npx (none on PATH) and without configuration", () => {
  if (skip) return console.warn(`skipped: ${skip}`);
  // PATH: the venv and a directory holding only node; the CLI linked where npm links a devDependency's bin.
  const nodeOnly = path.join(dir, 'node-only');
  mkdirSync(nodeOnly);
  symlinkSync(process.execPath, path.join(nodeOnly, 'node'));
  const bin = path.join(dir, 'project', 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  symlinkSync(CLI, path.join(bin, 'mcp-contract'));
  const env = { PATH: `${path.dirname(python)}:${nodeOnly}` };
  try {
    mkdirSync(path.dirname(snapshot()), { recursive: true });
    expect(pytest(['--mcp-contract-update'], env).code).toBe(0);
    const r = pytest([], env);
    expect(r.out).toContain('1 passed');
    expect(r.code).toBe(0);
  } finally {
    rmSync(path.join(dir, 'project', 'node_modules'), { recursive: true, force: true });
  }
});

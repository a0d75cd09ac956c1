// The pytest plugin (python/pytest-mcp-contract) end to end: a fresh venv in the temp dir gets pytest, FastMCP and the
// plugin from the machine's local wheel index (never the network), then runs the README's pytest example verbatim
// against a real FastMCP server through the bundled CLI.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');
const PLUGIN = path.join(ROOT, 'python', 'pytest-mcp-contract');
const LOCAL = ['--index-url', 'file:///opt/pypi/simple', '--extra-index-url', 'file:///opt/pypi-more/simple', '--find-links', '/opt/wheels'];
const SERVER = `from fastmcp import FastMCP

mcp = FastMCP("notes")


@mcp.tool()
def add_note(title: str, body: str) -> str:
    """Add a note."""
    return title


if __name__ == "__main__":
    mcp.run(show_banner=False)
`;

/** The README's pytest example: the python block that starts with "# test_contract.py". */
function readmeExample(): string {
  const m = /```python\n(# test_contract\.py\n[\s\S]*?)```/.exec(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  if (!m) throw new Error('README has no pytest example');
  return m[1];
}

let dir = '';
let python = '';
let skip = '';

beforeAll(() => {
  if (!existsSync('/opt/wheels') && !existsSync('/opt/pypi/simple')) return void (skip = 'no local Python wheel index');
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-pytest-'));
  try {
    execFileSync('python3', ['-m', 'venv', path.join(dir, 'venv')], { stdio: 'ignore', timeout: 120_000 });
  } catch {
    return void (skip = 'python3 -m venv failed');
  }
  python = path.join(dir, 'venv', 'bin', 'python');
  const env = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_CONFIG_FILE: '/dev/null' };
  try {
    execFileSync(python, ['-m', 'pip', 'install', '-q', ...LOCAL, 'fastmcp', 'pytest'], { stdio: 'ignore', timeout: 600_000, env });
  } catch {
    return void (skip = 'the local wheel index has no fastmcp or pytest');
  }
  execFileSync(python, ['-m', 'pip', 'install', '-q', ...LOCAL, '--no-deps', PLUGIN], { stdio: 'ignore', timeout: 300_000, env });
  const project = path.join(dir, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'server.py'), SERVER);
  writeFileSync(path.join(project, 'test_contract.py'), readmeExample());
}, 900_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function pytest(extra: string[], env: NodeJS.ProcessEnv = { MCP_CONTRACT_CLI: CLI }): { code: number | null; out: string } {
  const r = spawnSync(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', ...extra], {
    cwd: path.join(dir, 'project'),
    encoding: 'utf8',
    timeout: 120_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
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
  expect(pytest(['--mcp-contract-update']).code).toBe(0);
  const first = readFileSync(snapshot(), 'utf8');
  expect(JSON.parse(first).surfaces).toBeDefined();

  const same = pytest([]);
  expect(same.out).toContain('1 passed');
  expect(same.code).toBe(0);

  const server = path.join(dir, 'project', 'server.py');
  writeFileSync(server, SERVER.replace('title: str, body: str', 'title: str'));
  const drift = pytest([]);
  expect(drift.code).toBe(1);
  expect(drift.out).toMatch(/1 breaking, 0 review, 0 safe/);
  expect(drift.out).toMatch(/BREAKING tool-input-property-removed\s+tool:add_note \/inputSchema\/properties\/body/);
  expect(drift.out).toContain('pytest --mcp-contract-update');

  expect(pytest(['--mcp-contract-update']).code).toBe(0);
  expect(readFileSync(snapshot(), 'utf8')).not.toBe(first);
  expect(JSON.parse(readFileSync(snapshot(), 'utf8')).surfaces).not.toEqual(JSON.parse(first).surfaces);
  expect(pytest([]).code).toBe(0);
}, 600_000);

test('no CLI and no Node on PATH: one line saying what to install', () => {
  if (skip) return console.warn(`skipped: ${skip}`);
  const r = pytest([], { PATH: path.dirname(python) });
  expect(r.code).toBe(1);
  expect(r.out).toContain('McpContractError: pytest-mcp-contract needs Node.js 20 or newer (https://nodejs.org) and the mcp-contract CLI: npm install --save-dev mcp-contract');
}, 120_000);

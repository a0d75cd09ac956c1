// `init` writes the install a fresh runner needs from the lockfile beside the config, as its `setup` (the Action runs
// it before the capture; nothing runs before the Action in the capture job): with none, a clean clone's server starts
// without its dependencies. A manifest with nothing to install, or a lockfile out of reach, gets no setup.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, cli, readJson, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

async function initIn(files: Record<string, string>): Promise<{ setup?: string; stdout: string }> {
  const dir = tempDir('init-setup');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const catalog = writeJson(path.join(dir, 'catalog.json'), { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [tool('search')] });
  const r = await cli(['init', '--', NODE, CATALOG, catalog], { cwd: dir });
  expect([r.code, r.stderr]).toEqual([0, '']);
  return { setup: readJson<{ setup?: string }>(path.join(dir, 'mcp-contract.json')).setup, stdout: r.stdout };
}

const DEPS = JSON.stringify({ name: 'notes', dependencies: { '@modelcontextprotocol/sdk': '1.32.2' } });

describe('init: the server install from its lockfile', () => {
  it.each([
    ['package-lock.json', { 'package.json': DEPS, 'package-lock.json': '{}' }, 'npm ci'],
    ['npm-shrinkwrap.json over package-lock.json', { 'package.json': DEPS, 'npm-shrinkwrap.json': '{}', 'package-lock.json': '{}' }, 'npm ci'],
    ['pnpm-lock.yaml', { 'package.json': DEPS, 'pnpm-lock.yaml': "lockfileVersion: '9.0'\n" }, 'pnpm install --frozen-lockfile'],
    ['yarn.lock of Yarn 1', { 'package.json': DEPS, 'yarn.lock': '# yarn lockfile v1\n' }, 'yarn install --frozen-lockfile'],
    ['yarn.lock of Yarn 2+', { 'package.json': DEPS, 'yarn.lock': '__metadata:\n  version: 8\n' }, 'yarn install --immutable'],
    ['uv.lock', { 'pyproject.toml': '[project]\nname = "notes"\n', 'uv.lock': 'version = 1\n' }, 'uv sync --frozen'],
    ['a pip requirements file', { 'requirements.txt': 'mcp==1.9.0\n' }, 'python3 -m pip install -r requirements.txt'],
    ['both a Node and a Python lockfile', { 'package.json': DEPS, 'package-lock.json': '{}', 'uv.lock': 'version = 1\n' }, 'npm ci && uv sync --frozen'],
  ])('%s: setup is the install it names, and init says so', async (_what, files, setup) => {
    const r = await initIn(files);
    expect(r.setup).toBe(setup);
    expect(r.stdout).toContain(`run once before the capture by the Action, snapshot and check): ${setup}\n`);
  });

  it('a package.json that declares dependencies without a lockfile: no install is invented, and init says what is missing', async () => {
    const r = await initIn({ 'package.json': DEPS });
    expect(r.setup).toBeUndefined();
    expect(r.stdout).toContain("no lockfile beside package.json: nothing installs the server's dependencies on a fresh runner");
  });

  it('look-alikes stay quiet: a package.json with nothing to install, a lockfile only in a subdirectory, no manifest at all', async () => {
    const lookAlikes: Array<Record<string, string>> = [{ 'package.json': JSON.stringify({ name: 'notes', type: 'module' }) }, { 'package.json': JSON.stringify({ name: 'notes' }), 'tools/package-lock.json': '{}' }, {}];
    for (const files of lookAlikes) {
      const r = await initIn(files);
      expect(r.setup).toBeUndefined();
      expect(r.stdout).not.toMatch(/setup \(|no lockfile/);
    }
  });
});

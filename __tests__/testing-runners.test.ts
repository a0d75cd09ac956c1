// The built entries `mcp-contract/jest` and `mcp-contract/vitest` inside real jest and vitest runs of a consumer project
// (the package a symlink in its node_modules), checking a real stdio fixture server: a missing snapshot fails, `-u`
// writes what `mcp-contract snapshot` writes, an unchanged server passes, a removed tool fails with its rule id.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, ROOT, cli, tempDir, tool, writeJson } from './helpers/cli-harness.js';

const dir = tempDir('runners');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalog = path.join(dir, 'catalog.json');
const serve = (tools: string[]): void => void writeJson(catalog, { tools: tools.map((t) => tool(t)) });
const SERVER = JSON.stringify([NODE, CATALOG, catalog]);

beforeAll(() => {
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(ROOT, path.join(dir, 'node_modules', 'mcp-contract'), 'dir');
  symlinkSync(path.join(ROOT, 'node_modules', 'vitest'), path.join(dir, 'node_modules', 'vitest'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
  writeFileSync(
    path.join(dir, 'jest.contract.test.mjs'),
    `test('contract', async () => {\n  await expect(${SERVER}).toMatchMcpSnapshot('snapshots/jest.json');\n});\n`,
  );
  writeFileSync(
    path.join(dir, 'vitest.contract.test.mjs'),
    `import { expect, test } from 'vitest';\nimport 'mcp-contract/vitest';\n\ntest('contract', async () => {\n  await expect(${SERVER}).toMatchMcpSnapshot('snapshots/vitest.json');\n});\n`,
  );
});

interface Run {
  code: number | null;
  out: string;
}

function jest(...args: string[]): Run {
  const config = JSON.stringify({ rootDir: dir, testEnvironment: 'node', transform: {}, testMatch: ['**/jest.contract.test.mjs'], setupFilesAfterEnv: ['mcp-contract/jest'] });
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
  const r = spawnSync(NODE, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', config, '--ci', ...args], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

function vitest(...args: string[]): Run {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const r = spawnSync(NODE, [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', dir, 'vitest.contract.test.mjs', ...args], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function cliSnapshot(file: string): Promise<string> {
  const r = await cli(['snapshot', '--out', file, '--', ...(JSON.parse(SERVER) as string[])], { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
  expect(r.code).toBe(0);
  return readFileSync(path.join(dir, file), 'utf8');
}

describe.each([
  ['jest', jest, 'npx jest -u'],
  ['vitest', vitest, 'npx vitest -u'],
] as const)('mcp-contract/%s in a real run', (name, run, hint) => {
  const snapshot = path.join(dir, 'snapshots', `${name}.json`);

  it('fails on a missing snapshot with the hint, writes it with -u as the CLI does, then passes', async () => {
    serve(['add_note', 'list_notes']);
    const missing = run();
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`mcp-contract: no snapshot at snapshots/${name}.json; create it with MCP_CONTRACT_UPDATE=1 (or ${hint}) and commit it`);
    const updated = run('-u');
    expect([updated.code, updated.out]).toEqual([0, expect.any(String)]);
    expect(readFileSync(snapshot, 'utf8')).toBe(await cliSnapshot(`snapshots/${name}-cli.json`));
    expect(run().code).toBe(0);
  }, 240_000);

  it('fails a removed tool with the classified drift and leaves the snapshot as it was', () => {
    const before = readFileSync(snapshot, 'utf8');
    serve(['add_note']);
    const drift = run();
    expect(drift.code).toBe(1);
    expect(drift.out).toContain(`mcp-contract: snapshots/${name}.json does not match the live server`);
    expect(drift.out).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect(readFileSync(snapshot, 'utf8')).toBe(before);
  }, 240_000);
});

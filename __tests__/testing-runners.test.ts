// The built entries `mcp-contract/jest` and `mcp-contract/vitest` in real jest and vitest runs of a consumer project
// (the package a symlink in its node_modules), each running the README's example test file verbatim against a real
// stdio fixture server: a missing snapshot fails, `-u` writes what `mcp-contract snapshot` writes, an unchanged server
// passes, a removed tool fails with its rule id.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, ROOT, cli, tempDir, tool, writeJson } from './helpers/cli-harness.js';

const dir = tempDir('runners');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalog = path.join(dir, 'catalog.json');
const serve = (tools: string[]): void => void writeJson(catalog, { tools: tools.map((t) => tool(t)) });
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The README's example test file after `<!-- verbatim:NAME -->`, exactly as printed. */
function example(name: string): string {
  const m = new RegExp(`<!-- verbatim:${name} -->\\n\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(README);
  if (!m) throw new Error(`README has no verbatim:${name} block`);
  return m[1];
}

/** A consumer project per runner: the README's test file, and a server.js serving the catalog fixture. */
function project(name: string, testFile: string): string {
  const at = path.join(dir, name);
  mkdirSync(path.join(at, 'node_modules'), { recursive: true });
  symlinkSync(ROOT, path.join(at, 'node_modules', 'mcp-contract'), 'dir');
  symlinkSync(path.join(ROOT, 'node_modules', 'vitest'), path.join(at, 'node_modules', 'vitest'), 'dir');
  writeFileSync(path.join(at, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
  // A stdio server gets no inherited environment from the capture, so the catalog file comes in through argv.
  writeFileSync(path.join(at, 'server.js'), `process.argv.push(${JSON.stringify(catalog)});\nawait import(${JSON.stringify(CATALOG)});\n`);
  writeFileSync(path.join(at, testFile), example(`${name}-matcher`));
  return at;
}

interface Run {
  code: number | null;
  out: string;
}

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

function jest(...args: string[]): Run {
  const at = path.join(dir, 'jest');
  const config = JSON.stringify({ rootDir: at, testEnvironment: 'node', transform: {}, testMatch: ['**/contract.test.mjs'], setupFilesAfterEnv: ['mcp-contract/jest'] });
  const env = { ...ENV, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
  const r = spawnSync(NODE, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', config, '--ci', ...args], { cwd: at, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

function vitest(...args: string[]): Run {
  const at = path.join(dir, 'vitest');
  const r = spawnSync(NODE, [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', at, ...args], { cwd: at, env: ENV, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

beforeAll(() => {
  project('jest', 'contract.test.mjs');
  project('vitest', 'contract.test.mjs');
});

async function cliSnapshot(at: string): Promise<string> {
  const r = await cli(['snapshot', '--out', 'cli.json', '--', 'node', 'server.js'], { cwd: at, env: ENV });
  expect(r.code).toBe(0);
  return readFileSync(path.join(at, 'cli.json'), 'utf8');
}

describe.each([
  ['jest', jest, 'npx jest -u'],
  ['vitest', vitest, 'npx vitest -u'],
] as const)('mcp-contract/%s in a real run', (name, run, hint) => {
  const snapshot = path.join(dir, name, 'snapshots', 'server.json');

  it('fails on a missing snapshot with the hint, writes it with -u as the CLI does, then passes', async () => {
    serve(['add_note', 'list_notes']);
    const missing = run();
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`mcp-contract: no snapshot at snapshots/server.json; create it with MCP_CONTRACT_UPDATE=1 (or ${hint}) and commit it`);
    const updated = run('-u');
    expect([updated.code, updated.out]).toEqual([0, expect.any(String)]);
    expect(readFileSync(snapshot, 'utf8')).toBe(await cliSnapshot(path.join(dir, name)));
    expect(run().code).toBe(0);
  }, 240_000);

  it('fails a removed tool with the classified drift and leaves the snapshot as it was', () => {
    const before = readFileSync(snapshot, 'utf8');
    serve(['add_note']);
    const drift = run();
    expect(drift.code).toBe(1);
    expect(drift.out).toContain(`mcp-contract: snapshots/server.json does not match the live server`);
    expect(drift.out).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
    expect(readFileSync(snapshot, 'utf8')).toBe(before);
  }, 240_000);
});

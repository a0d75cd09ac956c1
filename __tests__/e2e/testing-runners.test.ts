// The built entries `mcp-contract/jest` and `mcp-contract/vitest` in real jest and vitest runs of a consumer project
// (the package a symlink in its node_modules), each running the README's example test files verbatim: against a real
// stdio fixture server, and against in-process McpServers of SDK 1.x and 2.x. In CI a missing snapshot fails with the
// hint and is not written; a local run writes it (what `mcp-contract snapshot` writes); an unchanged server passes;
// a removed tool fails with its rule id and leaves the file as it was; `-u` rewrites it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, ROOT, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { consumerProject } from '../helpers/dist.js';
import { readmeExample } from '../helpers/readme-blocks.js';
import { HANG_MS } from '../helpers/hang.js';

const dir = tempDir('runners');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NOTES_SDK = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'notes-sdk.mjs');

/** The vitest form of a jest example: the README says it is the same lines after vitest's two imports. */
const VITEST_IMPORTS = "import { expect, test } from 'vitest';\nimport 'mcp-contract/vitest';\n";

type RunnerName = 'jest' | 'vitest';
/** `stdio`: the README's command example on server.js; `v1` / `v2`: its in-process example on an McpServer of that SDK. */
type Server = 'stdio' | 'v1' | 'v2';

interface Project {
  at: string;
  runner: RunnerName;
  /** Serves these tools from now on (the catalog file, or the in-process server's tool list). */
  serve(tools: string[]): void;
  snapshot: string;
}

function project(runner: RunnerName, server: Server): Project {
  const at = path.join(dir, `${runner}-${server}`);
  consumerProject(at, ['vitest']);
  const tools = path.join(at, 'tools.json');
  if (server === 'stdio') {
    // A stdio server gets no inherited environment from the capture, so the catalog file comes in through argv.
    writeFileSync(path.join(at, 'server.js'), `process.argv.push(${JSON.stringify(tools)});\nawait import(${JSON.stringify(CATALOG)});\n`);
    const file = runner === 'jest' ? readmeExample('jest-matcher') : readmeExample('vitest-matcher');
    writeFileSync(path.join(at, 'contract.test.mjs'), file);
  } else {
    // The user's module that builds the server: here the fixture's McpServer of the SDK under test, its tools from a file.
    const make = server === 'v1' ? 'notesServerV1' : 'notesServerV2';
    writeFileSync(
      path.join(at, 'notes-server.js'),
      `import { readFileSync } from 'node:fs';\nimport { ${make} } from ${JSON.stringify(NOTES_SDK)};\nexport const createServer = () => ${make}(JSON.parse(readFileSync(${JSON.stringify(tools)}, 'utf8')).names);\n`,
    );
    const file = readmeExample('jest-in-process');
    writeFileSync(path.join(at, 'contract.test.mjs'), runner === 'jest' ? file : `${VITEST_IMPORTS}${file}`);
  }
  const serve = (names: string[]): void => void writeJson(tools, server === 'stdio' ? { tools: names.map((t) => tool(t)) } : { names });
  const snapshot = path.join(at, 'snapshots', server === 'stdio' ? 'server.json' : 'notes.json');
  return { at, runner, serve, snapshot };
}

interface Run {
  code: number | null;
  out: string;
}

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

/** One run of the project's runner; `ci` as jest's `--ci` and as vitest sees it (the CI variable). */
function run(p: Project, ci: boolean, ...args: string[]): Run {
  if (p.runner === 'jest') {
    const config = JSON.stringify({ rootDir: p.at, testEnvironment: 'node', transform: {}, testMatch: ['**/contract.test.mjs'], setupFilesAfterEnv: ['mcp-contract/jest'] });
    const env = { ...ENV, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
    const r = spawnSync(NODE, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', config, ...(ci ? ['--ci'] : []), ...args], { cwd: p.at, env, encoding: 'utf8', timeout: HANG_MS.wait });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  }
  const env = ci ? { ...ENV, CI: 'true' } : ENV;
  const r = spawnSync(NODE, [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', p.at, ...args], { cwd: p.at, env, encoding: 'utf8', timeout: HANG_MS.wait });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function cliSnapshot(at: string): Promise<string> {
  const r = await cli(['snapshot', '--out', 'cli.json', '--', 'node', 'server.js'], { cwd: at, env: ENV });
  expect(r.code).toBe(0);
  return readFileSync(path.join(at, 'cli.json'), 'utf8');
}

const HINT = { jest: 'npx jest -u', vitest: 'npx vitest -u' } as const;

describe.each(['jest', 'vitest'] as const)('mcp-contract/%s in a real run', (runner) => {
  describe('on a stdio server (the update rules, as the runner passes them)', () => {
    let p: Project;
    beforeAll(() => {
      p = project(runner, 'stdio');
    });

    it('in CI fails on a missing snapshot with the hint and writes nothing; a local run writes it; then it passes', async () => {
      p.serve(['add_note', 'list_notes']);
      const missing = run(p, true);
      expect([missing.code, missing.out]).toEqual([1, expect.stringContaining(`mcp-contract: no snapshot at snapshots/server.json; create it with MCP_CONTRACT_UPDATE=1 (or ${HINT[runner]}) and commit it`)]);
      expect(existsSync(p.snapshot)).toBe(false);
      const local = run(p, false);
      expect([local.code, local.out]).toEqual([0, expect.stringContaining('mcp-contract: wrote snapshots/server.json')]);
      expect(readFileSync(p.snapshot, 'utf8')).toBe(await cliSnapshot(p.at));
      const passed = run(p, true);
      expect([passed.code, passed.out]).toEqual([0, expect.not.stringContaining('mcp-contract: wrote')]);
    });

    it('fails a removed tool with the classified drift and leaves the snapshot, in CI and out; -u rewrites it, even in CI', () => {
      const before = readFileSync(p.snapshot, 'utf8');
      p.serve(['add_note']);
      for (const ci of [true, false]) {
        const drift = run(p, ci);
        expect(drift.code).toBe(1);
        expect(drift.out).toContain('mcp-contract: snapshots/server.json does not match the live server');
        expect(drift.out).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
        expect(readFileSync(p.snapshot, 'utf8')).toBe(before);
      }
      const updated = run(p, true, '-u');
      expect([updated.code, updated.out]).toEqual([0, expect.stringContaining('mcp-contract: updated snapshots/server.json')]);
      expect(readFileSync(p.snapshot, 'utf8')).not.toContain('tool:list_notes');
      expect(run(p, true).code).toBe(0);
    });
  });

  // The update rules are the same code for every target (above, and __tests__/testing/matchers.test.ts): here, that an
  // McpServer built in the test file is captured in the runner's own process, written, passed and failed.
  describe.each(['v1', 'v2'] as const)('on an in-process McpServer of SDK %s', (server) => {
    let p: Project;
    beforeAll(() => {
      p = project(runner, server);
    });

    it('-u writes its snapshot, an unchanged server passes in CI, a removed tool fails with the drift and writes nothing', () => {
      p.serve(['add_note', 'list_notes']);
      const written = run(p, true, '-u');
      expect([written.code, written.out]).toEqual([0, expect.any(String)]);
      expect(readFileSync(p.snapshot, 'utf8')).toMatch(/"ref": "tool:add_note"[\s\S]*"ref": "tool:list_notes"/);
      const before = readFileSync(p.snapshot, 'utf8');
      expect(run(p, true).code).toBe(0);
      p.serve(['add_note']);
      const drift = run(p, true);
      expect(drift.code).toBe(1);
      expect(drift.out).toContain('mcp-contract: snapshots/notes.json does not match the live server');
      expect(drift.out).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
      expect(readFileSync(p.snapshot, 'utf8')).toBe(before);
    });
  });
});

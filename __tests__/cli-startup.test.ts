// The bundled CLI parses only the chunk of the command that runs: `--version`, `--help` and `rules` never load the
// MCP SDK, zod, ajv or the badge fonts, and a diff of two files not the SDK (issue 21: start-up within 1.5x bare node, measured by
// `npm run bench`; here the behaviour behind it, which is what can regress silently).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE, ROOT, tempDir, writeJson, catalogServer, tool } from './helpers/cli-harness.js';

const bin = path.join(ROOT, 'dist', 'cli', 'index.js');
const register = path.join(ROOT, '__tests__', 'fixtures', 'load-trace', 'register.mjs');
const dir = tempDir('startup');
const HEAVY: Record<string, RegExp> = {
  'the MCP SDK': /node_modules\/@modelcontextprotocol\/sdk\//,
  zod: /node_modules\/zod\//,
  ajv: /node_modules\/ajv\//,
  'badge-maker': /node_modules\/badge-maker\//,
};

/** Runs the bundle and returns the exit code plus the heavy dependencies found in the files it loaded. */
function loaded(args: string[]): { code: number | null; files: string[]; heavy: string[] } {
  const trace = path.join(dir, 'trace.txt');
  rmSync(trace, { force: true });
  const r = spawnSync(NODE, ['--import', register, bin, ...args], { cwd: dir, env: { PATH: process.env.PATH, LOAD_TRACE: trace }, encoding: 'utf8' });
  const files = readFileSync(trace, 'utf8').split('\n').filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  const text = files.filter((f) => f.startsWith(path.dirname(bin))).map((f) => readFileSync(f, 'utf8')).join('\n');
  return { code: r.status, files, heavy: Object.entries(HEAVY).filter(([, re]) => re.test(text)).map(([name]) => name) };
}

const describeBundle = existsSync(bin) ? describe : describe.skip;

describeBundle('the bundle loads only what the command needs', () => {
  beforeAll(() => {
    writeJson(path.join(dir, 'a.json'), { tools: [tool('a')] });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { s: catalogServer(path.join(dir, 'a.json')) } });
  });

  it('--version and --help: the entry and the small help chunk, nothing heavy', () => {
    for (const args of [['--version'], ['--help'], ['diff', '--help']]) {
      const r = loaded(args);
      expect(r.code).toBe(0);
      expect(r.heavy).toEqual([]);
      expect(r.files.filter((f) => f.startsWith(path.dirname(bin))).length).toBeLessThanOrEqual(3);
    }
  });

  it('rules loads no SDK; a capture loads the SDK (the trace sees chunks at all)', () => {
    const rules = loaded(['rules', '--format', 'json']);
    expect(rules.code).toBe(0);
    expect(rules.heavy).toEqual([]);
    const snap = loaded(['snapshot', '--server', 's']);
    expect(snap.code).toBe(0);
    expect(snap.heavy).toContain('the MCP SDK');
    expect(snap.heavy).not.toContain('badge-maker');
  });

  it('a diff of two files parses neither the SDK nor the badge code (ajv validates the snapshot files it reads)', () => {
    const r = loaded(['diff', 'snapshots/s.json', 'snapshots/s.json']);
    expect(r.code).toBe(0);
    expect(r.heavy).toEqual(['ajv']);
  });
});

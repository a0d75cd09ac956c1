// The committed API report (api/mcp-contract.api.md) is API Extractor's reading of the built declarations
// (dist/types), and a public API changed without its report fails, naming both paths and the update command.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NODE, ROOT, tempDir } from '../helpers/cli-harness.js';
import { HANG_MS } from '../helpers/hang.js';

const dir = tempDir('api-report');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(...args: string[]): { code: number | null; out: string } {
  const r = spawnSync(NODE, [path.join(ROOT, 'scripts', 'api-report.mjs'), '--check', '--temp', path.join(dir, 'out'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: HANG_MS.wait });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('API report', () => {
  it('the committed report is what API Extractor reads from dist/types today', () => {
    const r = check();
    expect([r.code, r.out.trim()]).toEqual([0, 'api report: api/mcp-contract.api.md matches dist/types/api/index.d.ts']);
    const report = readFileSync(path.join(ROOT, 'api', 'mcp-contract.api.md'), 'utf8');
    // The entries of the issue are in it, with their typed signatures.
    for (const fn of ['captureServer', 'readSnapshot', 'writeSnapshot', 'diffSnapshots', 'render', 'ruleById', 'actionFor'])
      expect(report).toMatch(new RegExp(`export function ${fn}\\(`));
    expect(report).toMatch(/export class CaptureError extends ContractError/);
  });

  it('fails when the public API changed and the report did not, naming both paths and `npm run api`', () => {
    const types = path.join(dir, 'types');
    cpSync(path.join(ROOT, 'dist', 'types'), types, { recursive: true });
    appendFileSync(path.join(types, 'api', 'index.d.ts'), 'export declare function listTools(server: string): Promise<string[]>;\n');
    const r = check('--types', types);
    expect(r.code).toBe(1);
    expect(r.out.trim()).toBe(
      `api report: the public API in ${path.join(types, 'api', 'index.d.ts')} differs from api/mcp-contract.api.md; run \`npm run api\` and commit api/mcp-contract.api.md in the same change (the report it would write is ${path.join(dir, 'out', 'mcp-contract.api.md')})`,
    );
    // The report it would write has the new function; the committed one is untouched.
    expect(readFileSync(path.join(dir, 'out', 'mcp-contract.api.md'), 'utf8')).toContain('export function listTools(server: string): Promise<string[]>;');
    expect(readFileSync(path.join(ROOT, 'api', 'mcp-contract.api.md'), 'utf8')).not.toContain('listTools');
  });
});

// The README's library example (`<!-- verbatim:library -->`), run verbatim with node in a consumer project that imports
// the built package by name: against the snapshot `mcp-contract snapshot` wrote, an unchanged stdio server passes and a
// removed tool prints its breaking row and exits 1.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';
import { consumerProject } from '../helpers/dist.js';
import { readmeExample } from '../helpers/readme-blocks.js';
import { HANG_MS } from '../helpers/hang.js';

const dir = tempDir('library-readme');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalog = path.join(dir, 'catalog.json');

beforeAll(async () => {
  consumerProject(dir);
  writeFileSync(path.join(dir, 'server.js'), `process.argv.push(${JSON.stringify(catalog)});\nawait import(${JSON.stringify(CATALOG)});\n`);
  writeFileSync(path.join(dir, 'check-contract.mjs'), readmeExample('library'));
  writeJson(catalog, { tools: [tool('add_note'), tool('list_notes')] });
  const r = await cli(['snapshot', '--name', 'notes', '--out', 'snapshots/notes.json', '--', 'node', 'server.js'], { cwd: dir, env: { PATH: process.env.PATH } });
  expect([r.code, r.stderr]).toEqual([0, expect.any(String)]);
});

function check(): { code: number | null; out: string } {
  const r = spawnSync(NODE, ['check-contract.mjs'], { cwd: dir, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: HANG_MS.wait });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('README library example, run verbatim', () => {
  it('passes an unchanged server and fails a removed tool with its breaking row', () => {
    const same = check();
    expect([same.code, same.out]).toEqual([0, expect.stringContaining('no contract changes')]);
    writeJson(catalog, { tools: [tool('add_note')] });
    const removed = check();
    expect(removed.code).toBe(1);
    expect(removed.out).toMatch(/BREAKING\s+capability-removed\s+tool:list_notes/);
  });
});

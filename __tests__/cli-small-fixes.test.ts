// Smaller CLI fixes (issue 19 item 8): `diff --out` writes the format asked for, `scan` reads the config `init`
// writes and the README's guard snippet without false findings, and `init` says to use `--env` when the server
// fails for want of a variable this environment has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogServer, cli, tempDir, tool, writeJson } from './helpers/cli-harness.js';

describe('diff --out', () => {
  const dir = tempDir('diff-out');
  beforeAll(async () => {
    const catalog = path.join(dir, 'catalog.json');
    writeJson(catalog, { tools: [tool('search'), tool('read')] });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { s: catalogServer(catalog) } });
    expect((await cli(['snapshot', '--server', 's'], { cwd: dir })).code).toBe(0);
    writeJson(catalog, { tools: [tool('search')] });
    expect((await cli(['snapshot', '--out', 'head.json', '--server', 's'], { cwd: dir })).code).toBe(0);
  });

  it('--format markdown --out x.md writes the markdown it prints, not JSON', async () => {
    const r = await cli(['diff', 'snapshots/s.json', 'head.json', '--format', 'markdown', '--out', 'x.md', '--fail-on', 'none'], { cwd: dir });
    expect(r.code).toBe(0);
    const file = readFileSync(path.join(dir, 'x.md'), 'utf8');
    expect(file.startsWith('### MCP contract:')).toBe(true);
    expect(file).toBe(r.stdout);
  });

  it('without --format the file follows its extension (.json stays the JSON report)', async () => {
    await cli(['diff', 'snapshots/s.json', 'head.json', '--out', 'y.md', '--fail-on', 'none'], { cwd: dir });
    expect(readFileSync(path.join(dir, 'y.md'), 'utf8').startsWith('### MCP contract:')).toBe(true);
    await cli(['diff', 'snapshots/s.json', 'head.json', '--out', 'z.json', '--fail-on', 'none'], { cwd: dir });
    expect(JSON.parse(readFileSync(path.join(dir, 'z.json'), 'utf8')).format).toBe('mcp-contract-report/1');
  });
});

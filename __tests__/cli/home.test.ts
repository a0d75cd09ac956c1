// `${userHome}` in a client's file is the home of the run (its HOME), as scan and init --gateway read it, when
// guard --config starts the gateway over that file too: one reading of the file for every command.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, NODE, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

describe('${userHome} in a client file', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('home');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is the run's HOME when guard --config starts the gateway", async () => {
    const home = path.join(dir, 'home');
    writeJson(path.join(home, 'catalog.json'), { tools: [tool('read')] });
    const client = writeJson(path.join(dir, '.vscode', 'mcp.json'), { servers: { cat: { type: 'stdio', command: NODE, args: [CATALOG, '${userHome}/catalog.json'] } } });
    const r = await cli(['guard', '--config', client, '--store', path.join(dir, 'store'), '--print-surface'], { cwd: dir, env: { PATH: process.env.PATH, HOME: home } });
    // Nothing is approved yet, so nothing is published; what matters is that the server started from HOME's file.
    expect([r.code, r.stderr]).toEqual([0, expect.stringContaining('server "cat": no approved snapshot')]);
    expect(r.stderr).not.toContain('unavailable');
  });
});

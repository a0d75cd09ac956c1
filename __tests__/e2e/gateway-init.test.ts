// `init --gateway CLIENT_FILE` (issue 27 item 1): the client's N server entries become the gateway's config, and
// the one entry that replaces them is printed ready to paste in the client's own shape. Pasted into the client's file
// and run as the client would run it (dist/, SDK client), after the printed `snapshot --config` step, it serves every
// server under `<server>__<name>`. The other shapes and bad input, in-process: gateway/init.test.ts.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';
import { pasted } from '../helpers/pasted-entry.js';
import { startGuard } from '../helpers/dist.js';
import { parseJsonc } from '../../src/scan/jsonc.js';
import { readGatewayFile } from '../../src/gateway/config-file.js';

const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: {} } });

describe('init --gateway', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('gateway-init');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the servers of a Claude Desktop file and prints the one entry that replaces them; pasted and run, it serves them all', async () => {
    const notes = path.join(dir, 'notes.surface.json');
    const files = path.join(dir, 'files.surface.json');
    writeFileSync(notes, JSON.stringify({ tools: [tool('read'), tool('write')] }));
    writeFileSync(files, JSON.stringify({ tools: [tool('read'), tool('list')] }));
    const client = path.join(dir, 'claude_desktop_config.json');
    writeFileSync(
      client,
      `{
  // the user's own file, comments and all
  "globalShortcut": "Ctrl+Space",
  "mcpServers": {
    "notes": { "command": "${NODE}", "args": ["${SHIFTING}", "\${env:NOTES_SURFACE}"] },
    "files": { "command": "${NODE}", "args": ["${SHIFTING}", "${files}"] }
  }
}
`,
    );
    const env = { PATH: process.env.PATH, NOTES_SURFACE: notes };
    const r = await cli(['init', '--gateway', client], { cwd: dir, env });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = path.join(dir, 'mcp-contract-gateway.json');
    expect(r.stdout).toContain('wrote mcp-contract-gateway.json: the 2 server(s) of claude_desktop_config.json (notes, files); nothing was started');
    expect(r.stdout).toContain('replace the "mcpServers" object with this one entry');
    const entry = pasted(r.stdout);
    expect(entry).toEqual({ mcpServers: { 'mcp-contract': { command: 'mcp-contract', args: ['guard', '--config', out] } } });
    // The servers' values may be tokens: the written config is the user's alone.
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(out, 'utf8')).servers.notes).toEqual({ command: NODE, args: [SHIFTING, '${NOTES_SURFACE}'], snapshot: 'snapshots/notes.json' });
    // Read back as what it is: an mcp-contract config, not a client's.
    expect(readGatewayFile(out, 'out', undefined, dir).kind).toBe('mcp-contract');

    // The printed next step approves what each server serves now.
    expect(r.stdout).toContain('mcp-contract snapshot --config mcp-contract-gateway.json');
    const snap = await cli(['snapshot', '--config', out], { cwd: dir, env });
    expect(snap.code).toBe(0);
    expect(existsSync(path.join(dir, 'snapshots', 'notes.json'))).toBe(true);

    // Pasted: the client's file keeps its other settings, its N entries become the one.
    const before = parseJsonc(readFileSync(client, 'utf8')).value as Record<string, unknown>;
    writeFileSync(client, JSON.stringify({ ...before, mcpServers: entry.mcpServers }, null, 2));
    const run = (JSON.parse(readFileSync(client, 'utf8')) as typeof entry).mcpServers['mcp-contract'];
    expect(run.args[0]).toBe('guard');
    // --list-timeout: a loaded runner may start a server slower than the 5 s list deadline; this lists both at once.
    const g = await startGuard([...run.args.slice(1), '--store', path.join(dir, 'store'), '--interval', '0', '--list-timeout', '60'], { env: { NOTES_SURFACE: notes } });
    try {
      expect((await g.client.listTools()).tools.map((t) => t.name).sort()).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
    } finally {
      await g.close();
    }
  });
});

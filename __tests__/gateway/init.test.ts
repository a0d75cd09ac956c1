// `init --gateway CLIENT_FILE` (issue 27 item 1): the client's N server entries become the gateway's config, and
// the one entry that replaces them is printed ready to paste in the client's own shape; bad input is one line and
// exit 2, nothing written. Pasted and run as the client would run it (dist/): e2e/gateway-init.test.ts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';
import { pasted } from '../helpers/pasted-entry.js';

describe('init --gateway', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('gateway-init');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("speaks VS Code's shape: a stdio entry that passes each ${input:...} the servers used", async () => {
    mkdirSync(path.join(dir, '.vscode'));
    const client = path.join(dir, '.vscode', 'mcp.json');
    writeFileSync(
      client,
      JSON.stringify({
        inputs: [{ id: 'api-token', type: 'promptString', password: true }],
        servers: {
          remote: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${input:api-token}' } },
          local: { type: 'stdio', command: NODE, args: [SHIFTING, '${workspaceFolder}/surface.json'] },
        },
      }),
    );
    const r = await cli(['init', '--gateway', client], { cwd: dir });
    expect(r.code).toBe(0);
    const out = path.join(dir, '.vscode', 'mcp-contract-gateway.json');
    expect(pasted(r.stdout)).toEqual({
      servers: { 'mcp-contract': { type: 'stdio', command: 'mcp-contract', args: ['guard', '--config', out], env: { MCP_CONTRACT_INPUT_API_TOKEN: '${input:api-token}' } } },
    });
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.servers.remote).toEqual({ url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${MCP_CONTRACT_INPUT_API_TOKEN}' }, transport: 'streamable-http', snapshot: 'snapshots/remote.json' });
    expect(written.servers.local.args).toEqual([SHIFTING, `${dir}/surface.json`]);
  });

  it('refuses a malformed entry with one line naming it, and an existing target, writing nothing', async () => {
    const client = path.join(dir, '.mcp.json');
    writeFileSync(client, JSON.stringify({ mcpServers: { good: { command: NODE }, broken: { args: ['x'] } } }));
    const bad = await cli(['init', '--gateway', client], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringContaining('.mcp.json: /mcpServers/broken: needs "command" or "url"')]);
    expect(existsSync(path.join(dir, 'mcp-contract-gateway.json'))).toBe(false);
    writeFileSync(client, JSON.stringify({ mcpServers: { good: { command: NODE } } }));
    writeFileSync(path.join(dir, 'taken.json'), '{}');
    const taken = await cli(['init', '--gateway', client, '--config', 'taken.json'], { cwd: dir });
    expect(taken.code).toBe(2);
    expect(taken.stderr.trim()).toBe('mcp-contract: taken.json: already exists; pass --config NEW_FILE');
    expect(readFileSync(path.join(dir, 'taken.json'), 'utf8')).toBe('{}');
  });
});

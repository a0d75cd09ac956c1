// `scan` of a client file with two or more servers says one gateway entry can replace them and prints the exact
// `mcp-contract init --gateway FILE` to run (issue 27 item 1), in text, markdown and JSON, never a value of the
// entries (env and headers hold tokens). The printed command, run as printed, writes the gateway's config.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';

const TOKEN = 'ghp_Zx81kQ2mN4pR7sT0vW3yA6bC9dE2fG5hJ8kL';
const BEARER = 'Bearer sk_live_51HqPq2eZvKYlo2C0aQ9xWmNnTtYy';
const env = { PATH: process.env.PATH };

/** The words a POSIX shell makes of `command`, as the user's terminal would run it. */
function shellWords(command: string): string[] {
  return execFileSync('sh', ['-c', `printf '%s\\n' ${command}`], { encoding: 'utf8' }).trimEnd().split('\n');
}

describe('scan: one gateway entry for a client file of many servers', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('scan-gateway');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function claudeCode(): string {
    const file = path.join(dir, '.mcp.json');
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: {
          notes: { command: NODE, args: ['notes.mjs'], env: { GITHUB_TOKEN: TOKEN } },
          files: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '.'] },
          remote: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: BEARER } },
        },
      }),
    );
    return file;
  }

  it('says so in text, markdown and JSON with the exact init command, and prints no secret', async () => {
    claudeCode();
    const command = 'mcp-contract init --gateway .mcp.json';
    const text = await cli(['scan', '.mcp.json'], { cwd: dir, env });
    expect(text.stdout).toContain(`  these 3 servers can be replaced by one gateway entry (one process, one guard for all of them): ${command}\n`);
    const md = await cli(['scan', '.mcp.json', '--format', 'markdown'], { cwd: dir, env });
    expect(md.stdout).toContain(`these 3 servers can be replaced by one gateway entry (one process, one guard for all of them): \`${command}\``);
    const json = await cli(['scan', '.mcp.json', '--format', 'json'], { cwd: dir, env });
    expect(JSON.parse(json.stdout).files[0].gateway).toEqual({ servers: 3, command });
    for (const out of [text, md, json]) {
      expect(out.stdout).not.toContain(TOKEN);
      expect(out.stdout).not.toContain('sk_live_51HqPq2eZvKYlo2C0aQ9xWmNnTtYy');
      expect(out.stderr).toBe('');
    }
  });

  it('prints the command for the file as given from where scan runs, quoted for the shell; run as printed, it writes the gateway config', async () => {
    const ws = path.join(dir, 'my ws');
    mkdirSync(path.join(ws, '.vscode'), { recursive: true });
    writeFileSync(
      path.join(ws, '.vscode', 'mcp.json'),
      JSON.stringify({ servers: { a: { type: 'stdio', command: NODE, args: ['a.mjs'] }, b: { type: 'stdio', command: NODE, args: ['b.mjs'], env: { API_KEY: '${input:key}' } } } }),
    );
    const r = await cli(['scan', 'my ws', '--format', 'json'], { cwd: dir, env });
    const hint = JSON.parse(r.stdout).files[0].gateway as { servers: number; command: string };
    expect(hint).toEqual({ servers: 2, command: "mcp-contract init --gateway 'my ws/.vscode/mcp.json'" });
    const [bin, ...args] = shellWords(hint.command);
    expect(bin).toBe('mcp-contract');
    const init = await cli(args, { cwd: dir, env });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('the 2 server(s) of my ws/.vscode/mcp.json (a, b)');
    expect(existsSync(path.join(ws, '.vscode', 'mcp-contract-gateway.json'))).toBe(true);
  });

  it('gives no hint where there is nothing to replace: one server, one left after a disabled entry, or an mcp-contract config', async () => {
    writeFileSync(path.join(dir, 'one.json'), JSON.stringify({ mcpServers: { only: { command: NODE, args: ['x.mjs'] } } }));
    writeFileSync(path.join(dir, 'disabled.json'), JSON.stringify({ mcpServers: { on: { command: NODE, args: ['x.mjs'] }, off: { command: NODE, args: ['y.mjs'], disabled: true } } }));
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { a: { command: NODE, args: ['a.mjs'] }, b: { command: NODE, args: ['b.mjs'] } } }));
    const r = await cli(['scan', 'one.json', 'disabled.json', 'mcp-contract.json', '--format', 'json'], { cwd: dir, env });
    const files = JSON.parse(r.stdout).files as Array<{ path: string; servers: number; gateway?: unknown }>;
    expect(files.map((f) => [f.path, f.servers, f.gateway])).toEqual([
      ['one.json', 1, undefined],
      ['disabled.json', 2, undefined],
      ['mcp-contract.json', 2, undefined],
    ]);
    expect((await cli(['scan', 'one.json', 'disabled.json', 'mcp-contract.json'], { cwd: dir, env })).stdout).not.toContain('one gateway entry');
  });
});

describe('scan after init --gateway ran: the next step, never init again (issue 51)', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('scan-gateway-done');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('once the gateway config is beside the client file, scan names it and the capture to run, in text, markdown and JSON', async () => {
    writeFileSync(path.join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { a: { command: NODE, args: ['a.mjs'] }, b: { command: NODE, args: ['b.mjs'] } } }));
    const before = await cli(['scan', '.mcp.json', '--format', 'json'], { cwd: dir, env });
    const [bin, ...init] = shellWords((JSON.parse(before.stdout) as { files: Array<{ gateway: { command: string } }> }).files[0].gateway.command);
    expect(bin).toBe('mcp-contract');
    expect((await cli(init, { cwd: dir, env })).code).toBe(0);
    const next = 'mcp-contract snapshot --config mcp-contract-gateway.json';
    const json = await cli(['scan', '.mcp.json', '--format', 'json'], { cwd: dir, env });
    expect(JSON.parse(json.stdout).files[0].gateway).toEqual({ servers: 2, command: next, config: 'mcp-contract-gateway.json' });
    const text = await cli(['scan', '.mcp.json'], { cwd: dir, env });
    expect(text.stdout).toContain(`  these 2 servers are in the gateway config mcp-contract-gateway.json already (init --gateway wrote it); replace them here with the one entry it printed, after capturing each once: ${next}\n`);
    const md = await cli(['scan', '.mcp.json', '--format', 'markdown'], { cwd: dir, env });
    expect(md.stdout).toContain(`gateway config \`mcp-contract-gateway.json\` already`);
    for (const out of [json, text, md]) expect(out.stdout).not.toContain('init --gateway .mcp.json');
  });

  it('look-alike: a gateway config elsewhere (another directory) does not count: init is still the suggestion', async () => {
    mkdirSync(path.join(dir, 'client'));
    writeFileSync(path.join(dir, 'client', '.mcp.json'), JSON.stringify({ mcpServers: { a: { command: NODE, args: ['a.mjs'] }, b: { command: NODE, args: ['b.mjs'] } } }));
    writeFileSync(path.join(dir, 'mcp-contract-gateway.json'), JSON.stringify({ servers: {} }));
    const json = await cli(['scan', 'client/.mcp.json', '--format', 'json'], { cwd: dir, env });
    expect(JSON.parse(json.stdout).files[0].gateway).toEqual({ servers: 2, command: 'mcp-contract init --gateway client/.mcp.json' });
  });
});

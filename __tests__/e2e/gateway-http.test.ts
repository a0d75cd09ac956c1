// The bundled gateway over HTTP (issue 27 item 1): `guard --config FILE --listen 0` from dist/ serves a URL upstream
// and a stdio one at /mcp to the SDK 1.x and 2.x clients until SIGTERM, stdout untouched (in-process:
// gateway/http.test.ts).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { NODE } from '../helpers/cli-harness.js';
import { modernHttp, textOf, toolNames } from '../helpers/gateway-inprocess.js';
import { SHAPES, setup, writeConfig, type Setup } from '../helpers/gateway-http.js';
import { waitFor } from '../helpers/poll.js';
import { CLI } from '../helpers/dist.js';
import { browserPosts, JSON_CLIENT, modernRequest, raw } from '../helpers/browser-requests.js';

describe('gateway over HTTP', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });
  afterEach(async () => {
    s.http.stop();
    rmSync(s.dir, { recursive: true, force: true });
  });

  describe('served over streamable HTTP (--listen)', () => {
    it('guard --config FILE --listen 0 (dist/) serves every server at /mcp until SIGTERM, stdout untouched', async () => {
      const config = writeConfig(s, '.mcp.json', SHAPES[1][2](s));
      const child = spawn(NODE, [CLI, 'guard', '--config', config, '--approved-dir', s.approved, '--store', path.join(s.dir, 'store'), '--interval', '0', '--list-timeout', '60', '--listen', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      let out = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      try {
        await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+\/mcp/.test(err), { what: 'the gateway listening' });
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err)![1];
        const client = new Client({ name: 'http-e2e', version: '1' });
        await client.connect(new StreamableHTTPClientTransport(new URL(url)));
        expect(await toolNames(client)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
        expect(textOf(await client.callTool({ name: 'notes__read', arguments: { text: 'e2e' } }))).toBe('read {"text":"e2e"}');
        await client.close();
        const modern = await modernHttp(url);
        expect(await toolNames(modern)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
        await modern.close();
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      expect(child.exitCode).toBe(0);
      expect(out).toBe('');
      expect(err).toMatch(/gateway for 2 server\(s\) of .*\.mcp\.json/);
    });
    it('--allow-origin and $MCP_CONTRACT_LISTEN_TOKEN (dist/): a page is refused, a client without the token too; with it, served; the token never printed', async () => {
      const token = 'e2e-listen-token-5b7d9f1a3c';
      const config = writeConfig(s, '.mcp.json', SHAPES[1][2](s));
      const args = [CLI, 'guard', '--config', config, '--approved-dir', s.approved, '--store', path.join(s.dir, 'store'), '--interval', '0', '--listen', '0', '--allow-origin', 'http://localhost:6274'];
      const child = spawn(NODE, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MCP_CONTRACT_LISTEN_TOKEN: token } });
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      try {
        await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+\/mcp/.test(err), { what: 'the gateway listening' });
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err)![1];
        expect(err).toContain('(bearer token required; pages of http://localhost:6274)');
        const write = modernRequest('tools/call', { name: 'notes__write', arguments: { text: 'page' } });
        for (const [how, headers, body] of browserPosts(write)) expect([how, (await raw(url, 'POST', { ...headers, authorization: `Bearer ${token}` }, body)).status]).toEqual([how, 403]);
        expect((await raw(url, 'POST', JSON_CLIENT, JSON.stringify(write))).status).toBe(401);
        expect(existsSync(`${s.notes}.calls`)).toBe(false);
        const client = new Client({ name: 'http-e2e-token', version: '1' });
        await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
        expect(textOf(await client.callTool({ name: 'notes__write', arguments: { text: 'e2e' } }))).toBe('write {"text":"e2e"}');
        await client.close();
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      expect(err).not.toContain(token);
    });
  });
});

// The gateway over HTTP on both sides (issue 27 item 1). Upstream: a server reached by URL, written in each shape a
// user has (an mcp-contract config's `url`, a client's `mcpServers` `{ url }` / `{ type: "http", url }`, VS Code's
// `servers`), is served beside a stdio one, its calls routed and its change held like any other. Downstream: the
// gateway as a streamable HTTP server (`--listen`), used by the SDK 1.x client (initialize, session) and the 2.x
// client pinned to 2026-07-28 (stateless). Real processes: the shifting fixture in HTTP mode and over stdio; the
// gateway in-process (the bundled one with --listen: e2e/gateway-http.test.ts).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { legacyHttp, modernHttp, startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { SHAPES, setup, tool, writeConfig, type Setup } from '../helpers/gateway-http.js';
import { browserPosts, EVIL, INITIALIZE, JSON_CLIENT, modernClient, modernRequest, raw } from '../helpers/browser-requests.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';

async function gatewayFor(s: Setup, config: string, extra: string[] = []): Promise<InProcessGateway> {
  return startGatewayInProcess(['--config', config, '--approved-dir', s.approved, '--store', path.join(s.dir, 'store'), ...extra], { cwd: s.dir });
}

describe('gateway over HTTP', () => {
  let s: Setup;
  let g: InProcessGateway | undefined;
  beforeEach(async () => {
    s = await setup();
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
    s.http.stop();
    rmSync(s.dir, { recursive: true, force: true });
  });

  describe('HTTP upstreams', () => {
    it.each(SHAPES)('serves a server reached by URL from %s beside a stdio one, each call to its own upstream', async (_shape, file, body) => {
      g = await gatewayFor(s, writeConfig(s, file, body(s)));
      const client = await g.legacy();
      expect(await toolNames(client)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
      expect(textOf(await client.callTool({ name: 'notes__read', arguments: { text: 'over http' } }))).toBe('read {"text":"over http"}');
      expect(textOf(await client.callTool({ name: 'files__list', arguments: { text: 'over stdio' } }))).toBe('list {"text":"over stdio"}');
      expect(g.log.join('\n')).toMatch(/\[notes\] connected to upstream "notes"/);
    });

    it('holds a description the HTTP upstream changed mid-session (its list_changed arrives over HTTP); the stdio one keeps serving', async () => {
      g = await gatewayFor(s, writeConfig(s, '.mcp.json', SHAPES[1][2](s)));
      const client = await g.legacy();
      expect(await toolNames(client)).toContain('notes__write');
      const changed = client.next('notifications/tools/list_changed');
      writeFileSync(s.notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('write', 'Write a note and post it to a pastebin.')] }));
      process.kill(s.http.pid, 'SIGHUP');
      await changed;
      expect(await toolNames(client)).toEqual(['files__list', 'files__read', 'notes__read']);
      const refused = await client.callTool({ name: 'notes__write', arguments: {} }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(refused?.message).toBe('MCP error -32602: tool:write is held by mcp-contract guard (state: stale; rules: description-changed)');
      expect(textOf(await client.callTool({ name: 'files__read', arguments: {} }))).toBe('read {}');
    });
  });

  describe('served over streamable HTTP (--listen)', () => {
    it('answers the SDK 1.x client (initialize, session) and the 2.x client pinned to 2026-07-28 (stateless) alike', async () => {
      const config = writeConfig(s, '.mcp.json', { ...(SHAPES[1][2](s) as object), profiles: { ide: { include: ['notes/*', 'files/tool:read'] } } });
      g = await gatewayFor(s, config, ['--profile', 'ide']);
      const url = await g.http();
      const legacy = await legacyHttp(url);
      const modern = await modernHttp(url);
      try {
        expect(legacy.getServerVersion()?.name).toBe('mcp-contract-gateway');
        expect(modern.getServerVersion()?.name).toBe('mcp-contract-gateway');
        for (const c of [legacy, modern]) {
          expect(await toolNames(c)).toEqual(['files__read', 'notes__read', 'notes__write']);
          expect(textOf(await c.callTool({ name: 'notes__write', arguments: { text: 'a' } }))).toBe('write {"text":"a"}');
          expect(textOf(await c.callTool({ name: 'files__read', arguments: { text: 'b' } }))).toBe('read {"text":"b"}');
          await expect(c.callTool({ name: 'files__list', arguments: {} })).rejects.toThrow(/tool "files__list" is not published by this gateway/);
        }
        // A change of the HTTP upstream reaches both over HTTP: the 1.x client on its session's event stream, the 2.x
        // client on a subscriptions/listen stream; each then lists the contraction.
        const legacyHeard = new Promise<void>((resolve) => legacy.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()));
        const modernHeard = new Promise<void>((resolve) => modern.setNotificationHandler('notifications/tools/list_changed', () => resolve()));
        const sub = await modern.listen({ toolsListChanged: true });
        writeFileSync(s.notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('write', 'Write a note and post it to a pastebin.')] }));
        process.kill(s.http.pid, 'SIGHUP');
        await Promise.all([legacyHeard, modernHeard]);
        for (const c of [legacy, modern]) expect(await toolNames(c)).toEqual(['files__read', 'notes__read']);
        await sub.close();
      } finally {
        await legacy.close();
        await modern.close();
      }
    });
  });
  // Issue 39 High 2: a page in the user's browser posts to the loopback gateway without a preflight; the write must not
  // reach either upstream (the shifting fixture records each call it runs), while a JSON client still lists and calls.
  describe('a web page cannot call tools through it (--listen)', () => {
    const TOKEN = 'gw-token-8c1d5e7f0a2b4c6d';
    const ran = (): string[] => [s.notes, s.files].flatMap((f) => (existsSync(`${f}.calls`) ? readFileSync(`${f}.calls`, 'utf8').split('\n').filter(Boolean) : []));
    const WRITE = modernRequest('tools/call', { name: 'notes__write', arguments: { text: 'from a page' } });

    it.each([
      ['a 2026-07-28 tools/call', WRITE],
      ['a 2025 initialize', INITIALIZE],
    ])('%s posted by a page (no-cors fetch, each form encoding) is refused with 403; no upstream runs anything', async (_what, message) => {
      g = await gatewayFor(s, writeConfig(s, '.mcp.json', SHAPES[1][2](s)));
      const url = await g.http();
      for (const [how, headers, body] of browserPosts(message)) expect([how, (await raw(url, 'POST', headers, body)).status]).toEqual([how, 403]);
      // Without the Origin (a page cannot drop it; a local process could): still no JSON, so 415.
      const [, noCors, body] = browserPosts(message)[0];
      const { origin: _o, referer: _r, 'sec-fetch-site': _s, ...outside } = noCors;
      expect((await raw(url, 'POST', outside, body)).status).toBe(415);
      expect(ran()).toEqual([]);
      const honest = await legacyHttp(url);
      try {
        expect(textOf(await honest.callTool({ name: 'notes__write', arguments: { text: 'a' } }))).toBe('write {"text":"a"}');
        expect(ran()).toEqual(['write']);
      } finally {
        await honest.close();
      }
    });

    it('with --allow-origin and --listen-token: the allowed page with the token is served; a foreign Origin, a missing or wrong token are not', async () => {
      const app = 'http://localhost:6274';
      g = await gatewayFor(s, writeConfig(s, '.mcp.json', SHAPES[1][2](s)));
      const url = await g.http({ origins: [app], token: TOKEN });
      const json = JSON.stringify(WRITE);
      expect((await raw(url, 'POST', { ...JSON_CLIENT, origin: EVIL, authorization: `Bearer ${TOKEN}` }, json)).status).toBe(403);
      for (const auth of [{}, { authorization: 'Bearer nope-nope-nope-nope' }] as Array<Record<string, string>>) {
        const r = await raw(url, 'POST', { ...JSON_CLIENT, origin: app, ...auth }, json);
        expect(r.status).toBe(401);
        expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
      }
      expect(ran()).toEqual([]);
      const ok = await raw(url, 'POST', { ...modernClient(WRITE), origin: app, authorization: `Bearer ${TOKEN}` }, json);
      expect([ok.status, ok.headers['access-control-allow-origin']]).toEqual([200, app]);
      expect(ran()).toEqual(['write']);
      const headers = { authorization: `Bearer ${TOKEN}` };
      const legacy = new Client({ name: 'token-legacy', version: '1' });
      await legacy.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
      const modern = new ModernClient({ name: 'token-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      await modern.connect(new ModernHttp(new URL(url), { requestInit: { headers } }));
      try {
        for (const c of [legacy, modern]) {
          expect(await toolNames(c)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
          expect(textOf(await c.callTool({ name: 'files__read', arguments: { text: 'b' } }))).toBe('read {"text":"b"}');
        }
      } finally {
        await legacy.close();
        await modern.close();
      }
      expect(g.log.join('\n')).not.toContain(TOKEN);
    });
  });
});

// Who may use the guard's streamable HTTP face (`guard --listen`). Issue 39: a web page in the user's browser must not
// reach the upstream through a loopback guard: every POST must be `Content-Type: application/json`, a request whose
// Origin is not allowed (none by default, --allow-origin) is refused on every method, and the listener can require a
// bearer token (--listen-token). Issue 41 item 4: clients that never close their sessions must not lock new clients
// out. Real parts: the shifting fixture as the upstream (it records each call it runs), the guard in-process from
// src/, raw HTTP requests with exactly a browser's headers, and the SDK 1.x and 2.x clients as the honest path.
import { existsSync, readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';
import { listen, type HttpLimits } from '../../src/guard/http.js';
import type { ListenAccess } from '../../src/guard/listen-address.js';
import { NODE } from '../helpers/cli-harness.js';
import { approvedShifting, SHIFTING, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { browserPosts, EVIL, INITIALIZE, JSON_CLIENT, modernClient, modernRequest, raw } from '../helpers/browser-requests.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: { path: { type: 'string' } } } });
const surface = { tools: [tool('write_file', 'Write a file.'), tool('wait', 'Wait until cancelled.')] };
const WRITE = modernRequest('tools/call', { name: 'write_file', arguments: { path: '/tmp/pwned' } });
const TOKEN = 'tok-3f9a61c0d2e84b7a9c5e';

describe('guard --listen: who may use it', () => {
  let s: ShiftingSetup;
  let g: InProcess | undefined;
  let http: Awaited<ReturnType<typeof listen>> | undefined;
  const log: string[] = [];
  const clients: Array<{ close(): Promise<void> }> = [];
  const calls = (): string[] => (existsSync(`${s.surface}.calls`) ? readFileSync(`${s.surface}.calls`, 'utf8').split('\n').filter(Boolean) : []);

  async function serve(access: ListenAccess = {}, limits: Partial<HttpLimits> = {}): Promise<string> {
    s = await approvedShifting('guard-http-face', surface);
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface] } });
    http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), (l) => log.push(l), { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000, ...limits }, access);
    return http.url;
  }

  async function legacy(url: string, headers: Record<string, string> = {}): Promise<Client & { http: StreamableHTTPClientTransport }> {
    const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
    const c = new Client({ name: 'honest-legacy', version: '1' });
    await c.connect(transport);
    clients.push(c);
    return Object.assign(c, { http: transport });
  }

  async function modern(url: string, headers: Record<string, string> = {}): Promise<ModernClient> {
    const c = new ModernClient({ name: 'honest-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await c.connect(new ModernHttp(new URL(url), { requestInit: { headers } }));
    clients.push(c);
    return c;
  }

  /** The honest path: each SDK lists and calls write_file, and the upstream runs it. */
  async function honest(url: string, headers: Record<string, string> = {}): Promise<void> {
    const before = calls().length;
    for (const c of [await legacy(url, headers), await modern(url, headers)]) {
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(['write_file', 'wait']);
      expect(await c.callTool({ name: 'write_file', arguments: { path: 'ok' } })).toMatchObject({ content: [{ type: 'text', text: 'write_file {"path":"ok"}' }] });
    }
    expect(calls().length).toBe(before + 2);
  }

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close().catch(() => undefined);
    await http?.close();
    http = undefined;
    await g?.close();
    g = undefined;
    log.length = 0;
  });

  describe('issue 39: a web page cannot call tools through it', () => {
    it.each(browserPosts(WRITE))('%s carrying a 2026-07-28 tools/call is refused (403, foreign Origin); the upstream never runs it', async (_how, headers, body) => {
      const url = await serve();
      const r = await raw(url, 'POST', headers, body);
      expect(r.status).toBe(403);
      expect(JSON.parse(r.body)).toMatchObject({ error: { message: 'forbidden Origin header' } });
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(calls()).toEqual([]);
      await honest(url);
    });

    it.each(browserPosts(INITIALIZE))('%s carrying a 2025 initialize opens no session (403)', async (_how, headers, body) => {
      const url = await serve();
      const r = await raw(url, 'POST', headers, body);
      expect(r.status).toBe(403);
      expect(r.headers['mcp-session-id']).toBeUndefined();
      expect(http!.sessions()).toBe(0);
    });

    it('every POST must be Content-Type: application/json (415), with no Origin too, in both eras', async () => {
      const url = await serve();
      for (const message of [WRITE, INITIALIZE]) {
        for (const [how, headers, body] of browserPosts(message)) {
          // The same body and Content-Type from outside a browser: no Origin, no Sec-Fetch-* headers.
          const outside = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'origin' && k !== 'referer' && !k.startsWith('sec-fetch-')));
          const r = await raw(url, 'POST', { ...outside, accept: 'application/json, text/event-stream' }, body);
          expect([how, r.status]).toEqual([how, 415]);
        }
        // No Content-Type at all is no JSON either.
        expect((await raw(url, 'POST', { accept: 'application/json, text/event-stream' }, JSON.stringify(message))).status).toBe(415);
      }
      expect(calls()).toEqual([]);
      expect(http!.sessions()).toBe(0);
      // application/json with a charset parameter is JSON.
      const ok = await raw(url, 'POST', { ...modernClient(WRITE), 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(WRITE));
      expect(ok.status).toBe(200);
      expect(calls()).toEqual(['write_file']);
    });

    it("a foreign Origin is refused on a 2025 session's GET stream and DELETE too; a browser GET without Origin as well", async () => {
      const url = await serve();
      const c = await legacy(url);
      const sid = c.http.sessionId!;
      const get = await raw(url, 'GET', { origin: EVIL, accept: 'text/event-stream', 'mcp-session-id': sid, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'cross-site' });
      expect(get.status).toBe(403);
      const del = await raw(url, 'DELETE', { origin: EVIL, 'mcp-session-id': sid, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'cross-site' });
      expect(del.status).toBe(403);
      // A browser sends no Origin on a plain GET (an <img>, a link); its Sec-Fetch-Site still says it is cross-site.
      const img = await raw(url, 'GET', { accept: 'image/avif,image/webp,*/*', 'mcp-session-id': sid, 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' });
      expect(img.status).toBe(403);
      // A CORS preflight from the page is refused as well: the browser then sends nothing.
      const pre = await raw(url, 'OPTIONS', { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' });
      expect(pre.status).toBe(403);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(http!.sessions()).toBe(1);
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(['write_file', 'wait']);
    });

    it('--allow-origin: a page of an allowed origin is served (CORS answered for it), any other origin still refused', async () => {
      const app = 'http://app.example:5173';
      const url = await serve({ origins: [app] });
      const pre = await raw(url, 'OPTIONS', { origin: app, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-protocol-version' });
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(app);
      const r = await raw(url, 'POST', { ...modernClient(WRITE), origin: app }, JSON.stringify(WRITE));
      expect(r.status).toBe(200);
      expect(r.headers['access-control-allow-origin']).toBe(app);
      expect(calls()).toEqual(['write_file']);
      for (const other of ['http://app.example', 'https://app.example:5173', EVIL, 'null']) expect((await raw(url, 'POST', { ...JSON_CLIENT, origin: other }, JSON.stringify(WRITE))).status).toBe(403);
      for (const [, headers, body] of browserPosts(WRITE, app)) expect((await raw(url, 'POST', headers, body)).status).toBe(415);
      expect(calls()).toEqual(['write_file']);
      await honest(url, { origin: app });
    });

    it('--listen-token: every request needs Authorization: Bearer TOKEN (401 with WWW-Authenticate otherwise); the token is never logged', async () => {
      const url = await serve({ token: TOKEN });
      for (const auth of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`, TOKEN]) {
        const r = await raw(url, 'POST', { ...JSON_CLIENT, ...(auth ? { authorization: auth } : {}) }, JSON.stringify(WRITE));
        expect([auth, r.status]).toEqual([auth, 401]);
        expect(r.headers['www-authenticate']).toMatch(/^Bearer\b/);
        expect(r.body).not.toContain(TOKEN);
      }
      const noToken = await legacy(url).then(() => undefined, (e: Error) => e);
      expect(noToken).toBeInstanceOf(Error);
      const get = await raw(url, 'GET', { accept: 'text/event-stream', 'mcp-session-id': 'x' });
      expect(get.status).toBe(401);
      expect(calls()).toEqual([]);
      await honest(url, { authorization: `Bearer ${TOKEN}` });
      // The token is still no way around the Origin check.
      expect((await raw(url, 'POST', { ...JSON_CLIENT, origin: EVIL, authorization: `Bearer ${TOKEN}` }, JSON.stringify(WRITE))).status).toBe(403);
      expect(log.join('\n')).not.toContain(TOKEN);
    });
  });

  describe('issue 41 item 4: sessions clients never close', () => {
    it('at --max-sessions, a new initialize closes the least recently active idle session instead of being refused', async () => {
      const url = await serve({}, { maxSessions: 2 });
      const a = await legacy(url);
      const b = await legacy(url);
      // a is used after b: b is now the least recently active.
      expect((await a.listTools()).tools).toHaveLength(2);
      const c = await legacy(url);
      expect(http!.sessions()).toBe(2);
      expect(log.join('\n')).toContain('closing the least recently active idle HTTP session');
      const gone = await raw(url, 'POST', { ...JSON_CLIENT, 'mcp-session-id': b.http.sessionId!, 'mcp-protocol-version': '2025-06-18' }, JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }));
      expect(gone.status).toBe(404);
      for (const live of [a, c]) expect((await live.callTool({ name: 'write_file', arguments: {} })).content).toEqual([{ type: 'text', text: 'write_file {}' }]);
      // A client that never closes can open a session again and again: the oldest idle one makes room each time.
      for (let i = 0; i < 3; i++) await legacy(url);
      expect(http!.sessions()).toBe(2);
    });

    it('a session with a request in flight is never closed to make room; a full set of busy sessions refuses with 503', async () => {
      const url = await serve({}, { maxSessions: 2 });
      const busy = await Promise.all([legacy(url), legacy(url)]);
      const started = busy.map(
        (c) =>
          new Promise<void>((resolve) => {
            void c.callTool({ name: 'wait', arguments: {} }, undefined, { onprogress: () => resolve() }).catch(() => undefined);
          }),
      );
      await Promise.all(started);
      const refused = await raw(url, 'POST', JSON_CLIENT, JSON.stringify(INITIALIZE));
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body).error.message).toContain('at most 2 sessions');
      expect(http!.sessions()).toBe(2);
      // One client goes away mid-call: its session has nothing in flight now, and makes room for the next client;
      // the other, still waiting on its call, keeps its session.
      const kept = busy[0].http.sessionId!;
      await busy[1].close();
      let opened: string | undefined;
      await waitFor(
        async () => {
          const r = await raw(url, 'POST', JSON_CLIENT, JSON.stringify(INITIALIZE));
          opened = r.headers['mcp-session-id'] as string | undefined;
          return r.status === 200;
        },
        { what: 'the session whose client went away to make room' },
      );
      expect(opened).toBeDefined();
      expect(http!.sessions()).toBe(2);
      const alive = await raw(url, 'POST', { ...JSON_CLIENT, 'mcp-session-id': kept, 'mcp-protocol-version': '2025-06-18' }, JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }));
      expect(alive.status).toBe(200);
    });
  });
});

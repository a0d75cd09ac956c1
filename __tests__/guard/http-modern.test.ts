// The guard's HTTP face to a 2026-07-28 client (issue 40 item 4), raw: what the official conformance suite checks
// (e2e/conformance.test.ts runs it), here one behaviour at a time against the guard in-process. Honest requests carry
// the standard headers an SDK client sends (modernClient).
import { request } from 'node:http';
import { listen } from '../../src/guard/http.js';
import { NODE } from '../helpers/cli-harness.js';
import { approvedShifting, SHIFTING, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { EVIL, modernClient, modernRequest, raw } from '../helpers/browser-requests.js';

const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: {} } });

describe('guard --listen, 2026-07-28 face', () => {
  let s: ShiftingSetup;
  let g: InProcess;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    s = await approvedShifting('guard-http-modern', { tools: [tool('echo')] });
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface] } });
    http = await listen({ host: '127.0.0.1', port: 0 }, () => g.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
  });
  afterAll(async () => {
    await http.close();
    await g.close();
  });

  const post = (message: Record<string, unknown>, headers: Record<string, string> = {}) => raw(http.url, 'POST', { ...modernClient(message), ...headers }, JSON.stringify(message));

  it('answers an error with the request id, not null, and the status its code calls for', async () => {
    const held = await post(modernRequest('tools/call', { name: 'nope', arguments: {} }, 101));
    expect([held.status, JSON.parse(held.body)]).toMatchObject([200, { id: 101, error: { code: -32602 } }]);
    const removed = await post(modernRequest('ping', {}, 'p-1'));
    expect([removed.status, JSON.parse(removed.body)]).toMatchObject([404, { id: 'p-1', error: { code: -32601 } }]);
    const noMeta = { jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} };
    expect([(await post(noMeta)).status, JSON.parse((await post(noMeta)).body)]).toMatchObject([400, { id: 7, error: { code: -32602 } }]);
    const ok = await post(modernRequest('tools/call', { name: 'echo', arguments: {} }, 8));
    expect([ok.status, JSON.parse(ok.body)]).toMatchObject([200, { id: 8, result: { content: [{ type: 'text' }] } }]);
  });

  it('puts an id on every event of a listen stream, so a client can name the last it saw (Last-Event-ID)', async () => {
    const listenReq = modernRequest('subscriptions/listen', { notifications: { toolsListChanged: true } }, 'l-1');
    const first = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify(listenReq);
      const req = request(http.url, { method: 'POST', headers: { ...modernClient(listenReq), 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
          if (text.includes('\n\n')) {
            resolve(text);
            req.destroy();
          }
        });
      });
      req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
      req.end(body);
    });
    expect(first).toMatch(/^id: 1\nevent: message\ndata: \{.*"notifications\/subscriptions\/acknowledged"/);
  });

  it("serves a request from the guard's own loopback origin; any other origin stays refused", async () => {
    const list = modernRequest('tools/list', {});
    const port = new URL(http.url).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) expect([origin, (await post(list, { origin, host: `127.0.0.1:${port}` })).status]).toEqual([origin, 200]);
    for (const origin of [EVIL, `http://127.0.0.1:${Number(port) + 1}`, `http://localhost.evil.example:${port}`]) expect([origin, (await post(list, { origin })).status]).toEqual([origin, 403]);
  });
});

// SEP-2243 custom headers through guard --listen (issue 40, the suite's http-custom-header-server-validation): a tool
// whose inputSchema marks an argument `x-mcp-header` is called with that argument repeated in an Mcp-Param-* header.
// The upstream (fixtures/servers/conformance-server.mjs, an SDK v2 McpServer) checks the header against the body, so
// the guard sends one of its own, read from the body; and the guard checks its caller's header itself, as that server
// would, since the upstream never sees it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listen } from '../../src/guard/http.js';
import { cli, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { modernHttp, textOf } from '../helpers/gateway-inprocess.js';
import { modernClient, modernRequest, raw } from '../helpers/browser-requests.js';

const CONFORMANCE = path.join(SERVERS, 'conformance-server.mjs');

describe('guard --listen: Mcp-Param-* headers (SEP-2243)', () => {
  let up: HttpFixture;
  let g: InProcess;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    up = await startHttp(CONFORMANCE, []);
    const dir = tempDir('guard-mirrored');
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { conf: { url: up.url } } }));
    expect(await cli(['snapshot'], { cwd: dir })).toMatchObject({ code: 0 });
    g = await startInProcess({ approved: path.join(dir, 'snapshots', 'conf.json'), storeDir: path.join(dir, 'store'), server: { url: up.url } });
    http = await listen({ host: '127.0.0.1', port: 0 }, () => g.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
  });
  afterAll(async () => {
    await http?.close();
    await g?.close();
    up?.stop();
  });

  const call = (region: unknown, headers: Record<string, string>, id = 1) => {
    const message = modernRequest('tools/call', { name: 'test_mirrored_header', arguments: { region } }, id);
    return raw(http.url, 'POST', { ...modernClient(message), ...headers }, JSON.stringify(message));
  };

  it('passes an SDK client\'s call on with the header the upstream checks, plain and base64 (non-ASCII)', async () => {
    const client = await modernHttp(http.url);
    try {
      await client.listTools();
      for (const region of ['eu-west', 'Zürich', ' padded ']) expect(textOf(await client.callTool({ name: 'test_mirrored_header', arguments: { region } }))).toBe(`region: ${region}`);
    } finally {
      await client.close();
    }
    // Raw, as the suite sends it: a base64 value decoded, a value that only looks like base64 taken as it is.
    for (const [region, header] of [['Hello', '=?base64?SGVsbG8=?='], ['SGVsbG8=', 'SGVsbG8='], ['=?base64?SGVsbG8=', '=?base64?SGVsbG8=']]) {
      const r = await call(region, { 'mcp-param-region': header });
      expect([region, r.status, JSON.parse(r.body).result?.content?.[0]?.text]).toEqual([region, 200, `region: ${region}`]);
    }
  });

  it.each([
    ['a header that differs from the body', { 'mcp-param-region': 'World' }, /does not match/],
    ['no header for an argument the body carries', {}, /header is absent/],
    ['base64 that is not canonical', { 'mcp-param-region': '=?base64?SGVsbG8?=' }, /broken base64/],
    ['base64 with characters outside its alphabet', { 'mcp-param-region': '=?base64?SGVs!!!bG8=?=' }, /broken base64/],
  ])('refuses %s itself (400, -32020, the request id), before the call goes on', async (_what, headers, why) => {
    const r = await call('Hello', headers, 77);
    const body = JSON.parse(r.body) as { id: unknown; error?: { code: number; message: string } };
    expect([r.status, body.id, body.error?.code]).toEqual([400, 77, -32020]);
    // The guard's own words: the upstream, sent a header of the guard's, would have taken the call.
    expect(body.error?.message).toMatch(/^Header mismatch: /);
    expect(body.error?.message).toMatch(why);
  });

  it('lets a page of an allowed origin send the Mcp-Param-* headers a call needs (its preflight allows them)', async () => {
    const app = 'http://app.example:5173';
    const face = await listen({ host: '127.0.0.1', port: 0 }, () => g.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 }, { origins: [app] });
    try {
      const asked = 'content-type, mcp-protocol-version, mcp-method, mcp-name, Mcp-Param-Region, x-other';
      const pre = await raw(face.url, 'OPTIONS', { origin: app, 'access-control-request-method': 'POST', 'access-control-request-headers': asked });
      const allowed = String(pre.headers['access-control-allow-headers']).split(', ');
      expect([pre.status, allowed.includes('mcp-param-region'), allowed.includes('x-other')]).toEqual([204, true, false]);
      const message = modernRequest('tools/call', { name: 'test_mirrored_header', arguments: { region: 'eu' } });
      const r = await raw(face.url, 'POST', { ...modernClient(message), origin: app, 'mcp-param-region': 'eu' }, JSON.stringify(message));
      expect([r.status, r.headers['access-control-allow-origin'], JSON.parse(r.body).result?.content?.[0]?.text]).toEqual([200, app, 'region: eu']);
    } finally {
      await face.close();
    }
  });

  it('needs no header for an argument the body leaves out, and ignores one sent for it', async () => {
    const message = modernRequest('tools/call', { name: 'test_mirrored_header', arguments: {} }, 5);
    const r = await raw(http.url, 'POST', { ...modernClient(message), 'mcp-param-region': 'anything' }, JSON.stringify(message));
    // Past the header check: the upstream's input validation answers (region is required), in-band.
    expect([r.status, JSON.parse(r.body).error?.code ?? JSON.parse(r.body).result?.isError]).toEqual([200, true]);
  });
});

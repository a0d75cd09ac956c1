// SEP-2243 custom headers through the gateway's HTTP face (issue 40): the member's tool is published as
// `conf__test_mirrored_header` with its x-mcp-header argument as the member serves it; a caller's Mcp-Param-* header
// is checked by the gateway against the published tool (the member's upstream, an SDK v2 McpServer, gets a header of
// the member guard's own), and nothing of a tool the profile does not publish shows in a header error.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { modernHttp, startGatewayInProcess, textOf, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { modernClient, modernRequest, raw } from '../helpers/browser-requests.js';

const CONFORMANCE = path.join(SERVERS, 'conformance-server.mjs');

describe('gateway: Mcp-Param-* headers (SEP-2243)', () => {
  let up: HttpFixture;
  let dir: string;
  const gateways: InProcessGateway[] = [];
  beforeAll(async () => {
    up = await startHttp(CONFORMANCE, []);
    dir = tempDir('gateway-mirrored');
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { conf: { url: up.url } } }));
    expect(await cli(['snapshot'], { cwd: dir })).toMatchObject({ code: 0 });
    mkdirSync(path.join(dir, 'gateway'));
    // Two profiles: one publishes everything, one hides the mirrored-header tool.
    const profiles = { all: { include: ['*/*'] }, narrow: { include: ['*/*'], exclude: ['conf/tool:test_mirrored_header'] } };
    writeFileSync(path.join(dir, 'gateway', 'mcp-contract.json'), JSON.stringify({ servers: { conf: { url: up.url } }, profiles }));
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    up?.stop();
  });

  /** The gateway's HTTP face under a profile. */
  async function face(profile: string): Promise<string> {
    const g = await startGatewayInProcess(['--config', 'gateway/mcp-contract.json', '--approved-dir', 'snapshots', '--store', path.join(dir, `store-${profile}-${gateways.length}`), '--profile', profile], { cwd: dir });
    gateways.push(g);
    return g.http();
  }
  let url: string;
  beforeAll(async () => void (url = await face('all')));

  const call = (at: string, args: Record<string, unknown>, headers: Record<string, string>, id = 1) => {
    const message = modernRequest('tools/call', { name: 'conf__test_mirrored_header', arguments: args }, id);
    return raw(at, 'POST', { ...modernClient(message), ...headers }, JSON.stringify(message));
  };

  it("publishes the tool's x-mcp-header as served and passes an SDK client's call on, plain and base64", async () => {
    const client = await modernHttp(url);
    try {
      const tool = (await client.listTools()).tools.find((t) => t.name === 'conf__test_mirrored_header');
      expect(tool?.inputSchema.properties).toEqual({ region: { type: 'string', 'x-mcp-header': 'Region' } });
      for (const region of ['eu-west', 'Zürich']) expect(textOf(await client.callTool({ name: 'conf__test_mirrored_header', arguments: { region } }))).toBe(`region: ${region}`);
    } finally {
      await client.close();
    }
  });

  it.each([
    ['a header that differs from the body', { 'mcp-param-region': 'World' }, /does not match/],
    ['no header for an argument the body carries', {}, /header is absent/],
    ['broken base64', { 'mcp-param-region': '=?base64?SGVsbG8?=' }, /broken base64/],
  ])('refuses %s itself (400, -32020), before the call reaches the member', async (_what, headers, why) => {
    const r = await call(url, { region: 'Hello' }, headers, 9);
    const body = JSON.parse(r.body) as { id: unknown; error?: { code: number; message: string } };
    expect([r.status, body.id, body.error?.code]).toEqual([400, 9, -32020]);
    expect(body.error?.message).toMatch(/^Header mismatch: /);
    expect(body.error?.message).toMatch(why);
  });

  it('checks the very first call of a fresh gateway, before any list', async () => {
    const r = await call(await face('all'), { region: 'Hello' }, { 'mcp-param-region': 'World' }, 3);
    expect([r.status, JSON.parse(r.body).error?.message]).toEqual([400, expect.stringMatching(/^Header mismatch: .*does not match/)]);
  });

  it('checks no header against a tool the profile does not publish: the one refusal, nothing of its schema', async () => {
    const r = await call(await face('narrow'), { region: 'Hello' }, { 'mcp-param-region': 'World' });
    const body = JSON.parse(r.body) as { error?: { code: number; message: string } };
    expect(body.error?.message).toBe('tool "conf__test_mirrored_header" is not published by this gateway');
  });
});

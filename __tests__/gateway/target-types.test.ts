// Issue 39 (Low), the gateway's side: a `tools/call` whose name is an array (or any non-string target) is refused as
// invalid params (-32602) in both eras before it is routed, and neither upstream runs anything; the string name still
// calls (guard/target-types.test.ts for the single guard).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { startGatewayInProcess, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { SHAPES, setup, writeConfig, type Setup } from '../helpers/gateway-http.js';
import { modernClient, modernRequest, raw } from '../helpers/browser-requests.js';
import { NON_STRING_TARGETS, rawSession } from '../helpers/raw-session.js';

describe('gateway: a capability named by something other than a string', () => {
  let s: Setup;
  let g: InProcessGateway | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    s.http.stop();
    rmSync(s.dir, { recursive: true, force: true });
  });

  it('is refused with -32602 in both eras; no upstream runs it; the string name still calls', async () => {
    s = await setup();
    g = await startGatewayInProcess(['--config', writeConfig(s, '.mcp.json', SHAPES[1][2](s)), '--approved-dir', s.approved, '--store', path.join(s.dir, 'store')], { cwd: s.dir });
    const session = g.gateway.newSession();
    const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
    await session.connect(gatewayEnd);
    const url = await g.http();
    const ran = (): string[] => [s.notes, s.files].flatMap((f) => (existsSync(`${f}.calls`) ? readFileSync(`${f}.calls`, 'utf8').split('\n').filter(Boolean) : []));
    try {
      const request = await rawSession(clientEnd);
      for (const [method, params] of NON_STRING_TARGETS('notes__write')) {
        const legacy = (await request(method, params)).error;
        const modern = JSON.parse((await raw(url, 'POST', modernClient(modernRequest(method, params)), JSON.stringify(modernRequest(method, params)))).body).error;
        for (const e of [legacy, modern]) expect([method, params, e?.code, e?.message]).toEqual([method, params, -32602, expect.stringMatching(/^Invalid params: .* must be a string$/)]);
      }
      expect(ran()).toEqual([]);
      expect((await request('tools/call', { name: 'notes__write', arguments: { text: 'a' } })).result).toMatchObject({ content: [{ text: 'write {"text":"a"}' }] });
      expect(ran()).toEqual(['write']);
    } finally {
      await session.close();
    }
  });
});

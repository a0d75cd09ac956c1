// Issue 39 (Low): a targeted request whose name or URI is not a string (`tools/call` with `name: ["write_file"]`) was
// judged as its string form, `tool:write_file`, approved, and forwarded as the array. It is refused as invalid params
// (-32602) in both eras, and the upstream (the shifting fixture, which records each call) never sees it.
import { existsSync, readFileSync } from 'node:fs';
import { listen } from '../../src/guard/http.js';
import { NODE } from '../helpers/cli-harness.js';
import { approvedShifting, SHIFTING, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { modernClient, modernRequest, raw } from '../helpers/browser-requests.js';
import { NON_STRING_TARGETS, rawSession } from '../helpers/raw-session.js';

const surface = { tools: [{ name: 'write_file', description: 'Write a file.', inputSchema: { type: 'object', properties: {} } }] };

describe('guard: a capability named by something other than a string', () => {
  let s: ShiftingSetup;
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });
  const calls = (): string[] => (existsSync(`${s.surface}.calls`) ? readFileSync(`${s.surface}.calls`, 'utf8').split('\n').filter(Boolean) : []);

  it('is refused with -32602 in the 2025 era (a session) and the 2026-07-28 era (stateless HTTP); the string name still calls', async () => {
    s = await approvedShifting('guard-target-types', surface);
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface] } });
    const request = await rawSession(await g.link());
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 2, idleMs: 600_000 });
    try {
      for (const [method, params] of NON_STRING_TARGETS('write_file')) {
        const field = method.startsWith('resources/') ? 'params.uri' : method === 'completion/complete' ? 'params.ref.name' : 'params.name';
        const expected = { code: -32602, message: `Invalid params: ${method} ${field} must be a string` };
        expect([method, params, (await request(method, params)).error]).toEqual([method, params, expected]);
        const modern = JSON.parse((await raw(http.url, 'POST', modernClient(modernRequest(method, params)), JSON.stringify(modernRequest(method, params)))).body);
        expect([method, params, modern.error]).toEqual([method, params, expected]);
      }
      expect(calls()).toEqual([]);
      expect((await request('tools/call', { name: 'write_file', arguments: {} })).result).toMatchObject({ content: [{ text: 'write_file {}' }] });
      const modern = JSON.parse((await raw(http.url, 'POST', modernClient(modernRequest('tools/call', { name: 'write_file', arguments: {} })), JSON.stringify(modernRequest('tools/call', { name: 'write_file', arguments: {} })))).body);
      expect(modern.result).toMatchObject({ content: [{ text: 'write_file {}' }] });
      expect(calls()).toEqual(['write_file', 'write_file']);
    } finally {
      await http.close();
    }
  });
});

// Input-required results (SEP-2322) through guard --listen to a 2026-07-28 client, in front of an SDK v2 server that
// seals its requestState (fixtures/servers/conformance-server.mjs): a multi-round call and a prompt that asks first
// pass through round by round with the state untouched, and a state the client changed is refused by the server's
// integrity check, not smoothed over. The e2e conformance run checks the same on Node 22+; this holds it everywhere.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listen } from '../../src/guard/http.js';
import { META } from '../../src/guard/modern.js';
import { cli, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { modernClient, modernRequest, raw } from '../helpers/browser-requests.js';

const CONFORMANCE = path.join(SERVERS, 'conformance-server.mjs');
const accept = (content: Record<string, unknown>) => ({ action: 'accept', content });

interface Answer {
  status: number;
  result?: { resultType?: string; inputRequests?: Record<string, { method: string }>; requestState?: string; content?: Array<{ text?: string }>; messages?: unknown[] };
  error?: { code: number };
}

describe('guard --listen: input-required results (SEP-2322)', () => {
  let up: HttpFixture;
  let g: InProcess;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    up = await startHttp(CONFORMANCE, []);
    const dir = tempDir('guard-input-required');
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

  async function ask(method: string, params: Record<string, unknown>): Promise<Answer> {
    const message = modernRequest(method, params);
    // A client that can answer an elicitation (the server asks only for what the caller declares).
    const meta = (message.params as { _meta: Record<string, unknown> })._meta;
    meta[META.clientCapabilities] = { elicitation: { form: {} } };
    const r = await raw(http.url, 'POST', modernClient(message), JSON.stringify(message));
    return { status: r.status, ...(JSON.parse(r.body) as Omit<Answer, "status">) };
  }

  it('carries a multi-round call round by round, each requestState as the server sealed it', async () => {
    const name = 'test_input_required_result_multi_round';
    const r1 = await ask('tools/call', { name, arguments: {} });
    expect(r1.result).toMatchObject({ resultType: 'input_required', inputRequests: { step1: { method: 'elicitation/create' } }, requestState: expect.any(String) });
    const r2 = await ask('tools/call', { name, arguments: {}, inputResponses: { step1: accept({ name: 'Alice' }) }, requestState: r1.result!.requestState });
    expect(r2.result).toMatchObject({ resultType: 'input_required', inputRequests: { step2: { method: 'elicitation/create' } } });
    expect(r2.result!.requestState).not.toBe(r1.result!.requestState);
    const r3 = await ask('tools/call', { name, arguments: {}, inputResponses: { step2: accept({ color: 'blue' }) }, requestState: r2.result!.requestState });
    expect([r3.result?.resultType, r3.result?.content?.[0]?.text]).toEqual(['complete', 'Alice likes blue']);
  });

  it("refuses a changed requestState with the server's error (-32602), never a result", async () => {
    const name = 'test_input_required_result_tampered_state';
    const r1 = await ask('tools/call', { name, arguments: {} });
    const r2 = await ask('tools/call', { name, arguments: {}, inputResponses: { confirm: accept({ ok: true }) }, requestState: `${r1.result!.requestState}-TAMPERED` });
    expect([r2.error?.code, r2.result]).toEqual([-32602, undefined]);
  });

  it('carries a prompt that asks before it answers', async () => {
    const name = 'test_input_required_result_prompt';
    const r1 = await ask('prompts/get', { name });
    expect(r1.result).toMatchObject({ resultType: 'input_required', inputRequests: { user_context: { method: 'elicitation/create' } } });
    const r2 = await ask('prompts/get', { name, inputResponses: { user_context: accept({ context: 'tests' }) } });
    expect(r2.result).toMatchObject({ resultType: 'complete', messages: [{ role: 'user', content: { type: 'text', text: 'Use this context: tests' } }] });
  });
});

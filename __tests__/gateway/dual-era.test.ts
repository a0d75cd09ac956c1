// A dual-era upstream behind the gateway (issue 40 items 2 and 3): a member that serves the 2025 and 2026-07-28 eras on
// one URL, naming itself differently per era, with tools and a prompt listed in one era only
// (fixtures/servers/dual-era.mjs). Whichever era the member speaks (auto, or pinned), what `snapshot` approved is
// published under the member's prefix and nothing is held; a 2025 client and a 2026-07-28 client are served at once,
// each from the member's side of its own era in `auto`, in memory and over the gateway's HTTP face, while the member's
// listen stream is held unanswered.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProtocolEra } from '../../src/core/shared/model.js';
import { cli, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { legacyHttp, modernHttp, startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';

const DUAL_ERA = path.join(SERVERS, 'dual-era.mjs');
/** A dual-era server whose 2025 side logs, samples and elicits (its 2026-07-28 side has no session to do that on). */
const CONFORMANCE = path.join(SERVERS, 'conformance-server.mjs');
const TOOLS: Record<ProtocolEra, string[]> = { legacy: ['dual__add', 'dual__echo', 'dual__legacy_status'], modern: ['dual__add', 'dual__echo', 'dual__modern_status'] };
const PROMPTS: Record<ProtocolEra, string[]> = { legacy: ['dual__greet'], modern: ['dual__greet', 'dual__summarize'] };
/** The era a member speaks upstream for a 2025 client: auto opens the upstream's 2025 side for it, a pin its era. */
const SPOKEN = { auto: 'legacy', legacy: 'legacy', modern: 'modern' } as const;

describe('gateway: a dual-era member', () => {
  let up: HttpFixture | undefined;
  let g: InProcessGateway | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    up?.stop();
  });

  /** The member approved by `snapshot`, then served by a gateway whose config pins it to `mode`. */
  async function gateway(mode: 'auto' | 'legacy' | 'modern', args: string[] = [], fixture = DUAL_ERA): Promise<InProcessGateway> {
    up = await startHttp(fixture, args);
    const dir = tempDir('gateway-dual-era');
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { dual: { url: up.url } } }));
    expect(await cli(['snapshot'], { cwd: dir })).toMatchObject({ code: 0 });
    mkdirSync(path.join(dir, 'gateway'));
    writeFileSync(path.join(dir, 'gateway', 'mcp-contract.json'), JSON.stringify({ servers: { dual: { url: up.url, protocolEra: mode } } }));
    return startGatewayInProcess(['--config', 'gateway/mcp-contract.json', '--approved-dir', 'snapshots', '--store', path.join(dir, 'store')], { cwd: dir });
  }

  it.each(['auto', 'legacy', 'modern'] as const)('in %s mode publishes every approved item of the era it speaks, none held', async (mode) => {
    g = await gateway(mode);
    const era = SPOKEN[mode];
    const legacy = await g.legacy();
    expect(await toolNames(legacy)).toEqual(TOOLS[era]);
    expect((await legacy.listPrompts()).prompts.map((p) => p.name).sort()).toEqual(PROMPTS[era]);
    expect(g.log.filter((l) => /-> (stale|review_required|missing)/.test(l))).toEqual([]);
    const only = era === 'modern' ? 'modern_status' : 'legacy_status';
    expect(textOf(await legacy.callTool({ name: `dual__${only}`, arguments: {} }))).toBe(`${only} {}`);
  });

  it('serves a 2025 client and a 2026-07-28 client at once, in memory and over HTTP, while the member holds its listen stream unanswered', async () => {
    g = await gateway('auto', ['--hold-listen']);
    const url = await g.http();
    const [legacy, modern, legacyOverHttp, modernOverHttp] = await Promise.all([g.legacy(), g.modern(), legacyHttp(url), modernHttp(url)]);
    await up!.printed('holding listen');
    try {
      const names = await Promise.all([legacy, modern, legacyOverHttp, modernOverHttp].map((c) => toolNames(c)));
      // Each client is served by the member's side of its own era.
      expect(names).toEqual([TOOLS.legacy, TOOLS.modern, TOOLS.legacy, TOOLS.modern]);
      const calls = await Promise.all([legacy, modern, legacyOverHttp, modernOverHttp].map((c, i) => c.callTool({ name: 'dual__echo', arguments: { text: String(i) } })));
      expect(calls.map(textOf)).toEqual([0, 1, 2, 3].map((i) => `echo {"text":"${i}"}`));
      expect(g.log.filter((l) => /cannot listen|-> (stale|review_required)/.test(l))).toEqual([]);
    } finally {
      await legacyOverHttp.close().catch(() => undefined);
      await modernOverHttp.close().catch(() => undefined);
    }
  });

  it('in auto mode a 2025 client gets the member\'s 2025 session (logging/setLevel, log messages, sampling, elicitation, subscriptions) beside a 2026-07-28 client', async () => {
    g = await gateway('auto', [], CONFORMANCE);
    const url = await g.http();
    const client = new Client({ name: 'sdk-2025', version: '1.0.0' }, { capabilities: { sampling: {}, elicitation: {} } });
    const logs: string[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(String(n.params.data)));
    client.setRequestHandler(CreateMessageRequestSchema, () => ({ role: 'assistant', content: { type: 'text', text: 'Paris' }, model: 'test', stopReason: 'endTurn' }));
    client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept', content: { username: 'ada', email: 'ada@example.org' } }));
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    const modern = await modernHttp(url);
    try {
      await client.setLoggingLevel('info');
      const [sampled, elicited, logged, simple] = await Promise.all([
        client.callTool({ name: 'dual__test_sampling', arguments: { prompt: 'The capital of France?' } }),
        client.callTool({ name: 'dual__test_elicitation', arguments: { message: 'Who are you?' } }),
        client.callTool({ name: 'dual__test_tool_with_logging', arguments: {} }),
        modern.callTool({ name: 'dual__test_simple_text', arguments: {} }),
      ]);
      expect(textOf(sampled)).toBe('LLM response: Paris');
      expect(textOf(elicited)).toBe('User response: action=accept, content={"username":"ada","email":"ada@example.org"}');
      expect(textOf(logged)).toBe('Tool with logging executed successfully');
      expect(logs).toEqual(['Tool execution started', 'Tool processing data', 'Tool execution completed']);
      expect(textOf(simple)).toBe('This is a simple text response for testing.');
      await client.subscribeResource({ uri: 'test://watched-resource' });
      expect(g.log.filter((l) => /-> (stale|review_required|missing)/.test(l))).toEqual([]);
    } finally {
      await client.close().catch(() => undefined);
      await modern.close().catch(() => undefined);
    }
  });
});

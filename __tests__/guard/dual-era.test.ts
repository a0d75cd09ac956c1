// A dual-era upstream (issue 40 items 2 and 3): one HTTP URL serving the 2025 era and the 2026-07-28 era, naming itself
// differently per era and listing some tools and a prompt in one era only (fixtures/servers/dual-era.mjs). `snapshot`
// records both eras; the guard, whichever era it speaks upstream (auto, or pinned), judges its capture against the
// approval of that era, so what `snapshot` approved is published and nothing is held. In `auto` each client is served
// by the upstream's side of its own era (a 2025 client by an initialized session: its logging, sampling and
// elicitation; a 2026-07-28 client by the stateless side), each era's records in a store of its own. Both client eras
// are served by one guard at once, and an upstream listen stream whose answer never starts blocks no answer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client as ModernClient } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { listSurface, openSession, planSurface } from '../../src/capture/capture.js';
import { eraKinds } from '../../src/core/shared/eras.js';
import type { KindSnapshot, ProtocolEra, Snapshot } from '../../src/core/shared/model.js';
import type { ProtocolEraConfig, ServerConfig } from '../../src/core/shared/config.js';
import { listen } from '../../src/guard/http.js';
import { cli, NODE, readJson, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { legacyHttp, modernHttp, textOf, toolNames } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';

export const DUAL_ERA = path.join(SERVERS, 'dual-era.mjs');
/** A dual-era server whose 2025 side logs, samples and elicits (its 2026-07-28 side has no session to do that on). */
const CONFORMANCE = path.join(SERVERS, 'conformance-server.mjs');
const TOOLS: Record<ProtocolEra, string[]> = { legacy: ['add', 'echo', 'legacy_status'], modern: ['add', 'echo', 'modern_status'] };
const PROMPTS: Record<ProtocolEra, string[]> = { legacy: ['greet'], modern: ['greet', 'summarize'] };
/** The era a guard speaks upstream for a 2025 client: auto opens the upstream's 2025 side for it, a pin its era. */
const SPOKEN: Record<ProtocolEraConfig, ProtocolEra> = { auto: 'legacy', legacy: 'legacy', modern: 'modern' };

/** `snapshot` of the dual-era server (at url, or a server config), as a user approves it: the file's path and contents. */
async function approve(server: string | ServerConfig): Promise<{ dir: string; approved: string; snap: Snapshot }> {
  const dir = tempDir('dual-era');
  writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { dual: typeof server === 'string' ? { url: server } : server } }));
  const r = await cli(['snapshot'], { cwd: dir });
  expect(r).toMatchObject({ code: 0 });
  const approved = path.join(dir, 'snapshots', 'dual.json');
  return { dir, approved, snap: readJson<Snapshot>(approved) };
}

const digests = (kinds: Partial<Record<string, KindSnapshot>>): Record<string, string> =>
  Object.fromEntries(Object.values(kinds).flatMap((k) => (k?.items ?? []).map((c) => [c.ref, c.digest])));

describe('a dual-era upstream: approvals hold in every era', () => {
  let up: HttpFixture | undefined;
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    up?.stop();
  });

  it('snapshot, verify and the guard digest each era alike: the era\'s own lists under the name it gives itself there', async () => {
    up = await startHttp(DUAL_ERA, []);
    const { dir, snap } = await approve(up.url);
    const surface = snap.surfaces.default!;
    expect(surface.protocol).toMatchObject({ primary: 'legacy', eras: { legacy: { state: 'served' }, modern: { state: 'served' } } });
    for (const era of ['legacy', 'modern'] as const) {
      const approved = digests(eraKinds(surface, era));
      expect(Object.keys(approved).sort()).toEqual([...PROMPTS[era].map((p) => `prompt:${p}`), ...TOOLS[era].map((t) => `tool:${t}`)].sort());
      // What the guard computes at run time: a session in that era, listed by the guard's own capture function.
      const plan = planSurface('dual', { url: up.url, protocolEra: era }, 'default', {}, { baseDir: dir, env: {} });
      const session = await openSession(plan, () => undefined);
      try {
        const live = await listSurface(session, plan);
        expect(live.protocol?.primary).toBe(era);
        expect(digests(live.kinds)).toEqual(approved);
      } finally {
        await session.close();
      }
    }
    // The two eras' digests differ (the server names itself differently): neither era's approval stands for the other.
    expect(digests(eraKinds(surface, 'legacy'))['tool:echo']).not.toBe(digests(eraKinds(surface, 'modern'))['tool:echo']);
    // verify checks every era it records, the items listed in one era only included.
    const v = await cli(['verify', '--format', 'json'], { cwd: dir });
    expect(v.code).toBe(0);
    const text = await cli(['verify'], { cwd: dir });
    expect(text.stdout).toContain('9 approved in snapshots/dual.json: 9 ok, 0 stale, 0 missing; 0 new');
  });

  it.each(['auto', 'legacy', 'modern'] as const)('a guard in %s mode publishes every approved item of its era, none stale or new', async (mode) => {
    up = await startHttp(DUAL_ERA, []);
    const { dir, approved } = await approve(up.url);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { url: up.url, protocolEra: mode } });
    const era = SPOKEN[mode];
    expect(await toolNames(g.client)).toEqual(TOOLS[era]);
    expect((await g.client.listPrompts()).prompts.map((p) => p.name).sort()).toEqual(PROMPTS[era]);
    const records = g.guard.publication.records();
    expect(records.filter((r) => r.state !== 'approved').map((r) => `${r.ref}: ${r.state} ${r.reason ?? ''}`)).toEqual([]);
    expect(records.map((r) => r.ref).sort()).toEqual([...PROMPTS[era].map((p) => `prompt:${p}`), ...TOOLS[era].map((t) => `tool:${t}`)].sort());
    expect(g.log.filter((l) => /-> (stale|review_required|missing)/.test(l))).toEqual([]);
    const only = era === 'modern' ? 'modern_status' : 'legacy_status';
    expect(textOf(await g.client.callTool({ name: only, arguments: {} }))).toBe(`${only} {}`);
    expect(textOf(await g.client.callTool({ name: 'add', arguments: { a: 2, b: 3 } }))).toBe('5');
  });
});

describe('a dual-era upstream over stdio', () => {
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  it('a guard in auto mode serves a 2025 client from a 2025 process and a 2026-07-28 client from a modern one (the SDK locks stdio to one era)', async () => {
    const server: ServerConfig = { command: NODE, args: [DUAL_ERA, '--stdio'] };
    const { dir, approved } = await approve(server);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server });
    expect(await toolNames(g.client)).toEqual(TOOLS.legacy);
    const modern = new ModernClient({ name: 'modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect((await g.link()) as never);
    try {
      expect(await toolNames(modern)).toEqual(TOOLS.modern);
    } finally {
      await modern.close();
    }
    expect(g.guard.publication.records().filter((r) => r.state !== 'approved').map((r) => `${r.ref}: ${r.state}`)).toEqual([]);
    expect(g.log.filter((l) => /-> (stale|review_required|missing)/.test(l))).toEqual([]);
  });
});

describe('a dual-era upstream: both client eras at once', () => {
  let up: HttpFixture | undefined;
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    up?.stop();
  });

  it('a 2025 client and a 2026-07-28 client are served at once through guard --listen while the upstream holds its listen stream unanswered', async () => {
    // The upstream's listen answer never starts (no headers): the guard's wait on it must block no answer.
    up = await startHttp(DUAL_ERA, ['--hold-listen']);
    const { dir, approved } = await approve(up.url);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { url: up.url } });
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
    const clients: Array<{ close(): Promise<void> }> = [];
    try {
      // The modern client's upstream session opens the held listen stream; the 2025 client is answered meanwhile.
      const modern = await modernHttp(http.url);
      clients.push(modern);
      await up.printed('holding listen');
      const legacy = await legacyHttp(http.url);
      clients.push(legacy);
      expect(legacy.getServerVersion()?.name).toBe('dual-era');
      expect(modern.getServerVersion()?.name).toBe('dual-era-2026');
      const [a, b] = await Promise.all([toolNames(legacy), toolNames(modern)]);
      expect(a).toEqual(TOOLS.legacy);
      expect(b).toEqual(TOOLS.modern);
      const [x, y] = await Promise.all([legacy.callTool({ name: 'echo', arguments: { text: '2025' } }), modern.callTool({ name: 'echo', arguments: { text: '2026' } })]);
      expect([textOf(x), textOf(y)]).toEqual(['echo {"text":"2025"}', 'echo {"text":"2026"}']);
      expect(g.log.filter((l) => l.includes('cannot listen'))).toEqual([]);
    } finally {
      for (const c of clients) await c.close().catch(() => undefined);
      await http.close();
    }
  });

  it('a 2026-07-28 client of a modern-pinned guard is answered its lists and calls, and the store is written', async () => {
    up = await startHttp(DUAL_ERA, ['--hold-listen']);
    const { dir, approved } = await approve(up.url);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { url: up.url, protocolEra: 'modern' } });
    const modern = new ModernClient({ name: 'modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect((await g.link()) as never);
    try {
      expect(await toolNames(modern)).toEqual(TOOLS.modern);
      expect(textOf(await modern.callTool({ name: 'modern_status', arguments: {} }))).toBe('modern_status {}');
      expect(readJson<{ capabilities: Record<string, { state: string }> }>(g.guard.publication.storePath).capabilities['tool:modern_status']?.state).toBe('approved');
    } finally {
      await modern.close();
    }
  });
});

describe('a dual-era upstream: each client era is served by the upstream\'s side of that era', () => {
  let up: HttpFixture | undefined;
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    up?.stop();
  });

  /** An SDK 1.x (2025) client over HTTP that answers sampling and elicitation and keeps the log messages it hears. */
  async function client2025(url: string): Promise<{ client: Client; logs: string[] }> {
    const client = new Client({ name: 'sdk-2025', version: '1.0.0' }, { capabilities: { sampling: {}, elicitation: {} } });
    const logs: string[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(String(n.params.data)));
    client.setRequestHandler(CreateMessageRequestSchema, () => ({ role: 'assistant', content: { type: 'text', text: 'Paris' }, model: 'test', stopReason: 'endTurn' }));
    client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept', content: { username: 'ada', email: 'ada@example.org' } }));
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return { client, logs };
  }

  it('in auto mode a 2025 client gets the 2025 session (logging/setLevel, log messages, sampling, elicitation) while a 2026-07-28 client is served beside it', async () => {
    up = await startHttp(CONFORMANCE, []);
    const { dir, approved } = await approve(up.url);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { url: up.url } });
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
    const closing: Array<{ close(): Promise<void> }> = [];
    try {
      const [{ client, logs }, modern] = await Promise.all([client2025(http.url), modernHttp(http.url)]);
      closing.push(client, modern);
      await client.setLoggingLevel('info');
      const [sampled, elicited, logged, simple] = await Promise.all([
        client.callTool({ name: 'test_sampling', arguments: { prompt: 'The capital of France?' } }),
        client.callTool({ name: 'test_elicitation', arguments: { message: 'Who are you?' } }),
        client.callTool({ name: 'test_tool_with_logging', arguments: {} }),
        modern.callTool({ name: 'test_simple_text', arguments: {} }),
      ]);
      expect(textOf(sampled)).toBe('LLM response: Paris');
      expect(textOf(elicited)).toBe('User response: action=accept, content={"username":"ada","email":"ada@example.org"}');
      expect(textOf(logged)).toBe('Tool with logging executed successfully');
      expect(logs).toEqual(['Tool execution started', 'Tool processing data', 'Tool execution completed']);
      expect(textOf(simple)).toBe('This is a simple text response for testing.');
      await client.subscribeResource({ uri: 'test://watched-resource' });
      expect(g.log.filter((l) => /-> (stale|review_required|missing)/.test(l))).toEqual([]);
    } finally {
      for (const c of closing) await c.close().catch(() => undefined);
      await http.close();
    }
  });

  it('in auto mode each client era sees the name and the lists the server gives that era, all approved', async () => {
    up = await startHttp(DUAL_ERA, []);
    const { dir, approved } = await approve(up.url);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { url: up.url } });
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
    const closing: Array<{ close(): Promise<void> }> = [];
    try {
      const [legacy, modern] = await Promise.all([legacyHttp(http.url), modernHttp(http.url)]);
      closing.push(legacy, modern);
      expect(legacy.getServerVersion()?.name).toBe('dual-era');
      expect(modern.getServerVersion()?.name).toBe('dual-era-2026');
      expect(await Promise.all([toolNames(legacy), toolNames(modern)])).toEqual([TOOLS.legacy, TOOLS.modern]);
      const [x, y] = await Promise.all([legacy.callTool({ name: 'legacy_status', arguments: {} }), modern.callTool({ name: 'modern_status', arguments: {} })]);
      expect([textOf(x), textOf(y)]).toEqual(['legacy_status {}', 'modern_status {}']);
      expect(g.log.filter((l) => /-> (stale|review_required|missing)/.test(l))).toEqual([]);
      // Each era's records in a store of its own: the approval's primary era (2025) in the guard's store, the other beside it.
      const states = (file: string): Record<string, string> => Object.fromEntries(Object.entries(readJson<{ capabilities: Record<string, { state: string }> }>(file).capabilities).map(([r, c]) => [r, c.state]));
      const main = g.guard.publication.storePath;
      expect(states(main)).toEqual(Object.fromEntries([...PROMPTS.legacy.map((p) => `prompt:${p}`), ...TOOLS.legacy.map((t) => `tool:${t}`)].sort().map((r) => [r, 'approved'])));
      expect(states(main.replace(/\.json$/, '.modern.json'))).toEqual(Object.fromEntries([...PROMPTS.modern.map((p) => `prompt:${p}`), ...TOOLS.modern.map((t) => `tool:${t}`)].sort().map((r) => [r, 'approved'])));
    } finally {
      for (const c of closing) await c.close().catch(() => undefined);
      await http.close();
    }
  });

  it('a capability new in one era is held in that era\'s store, and approving it there (--server <server>.<era>) publishes it to that era alone', async () => {
    up = await startHttp(DUAL_ERA, []);
    const { dir, approved } = await approve(up.url);
    const store = path.join(dir, 'store');
    g = await startInProcess({ approved, storeDir: store, server: { url: up.url }, maxAgeMs: 0 });
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
    const closing: Array<{ close(): Promise<void> }> = [];
    try {
      const [legacy, modern] = await Promise.all([legacyHttp(http.url), modernHttp(http.url)]);
      closing.push(legacy, modern);
      expect(await Promise.all([toolNames(legacy), toolNames(modern)])).toEqual([TOOLS.legacy, TOOLS.modern]);
      process.kill(up.pid, 'SIGUSR2');
      // Each era's capture (one before every call: maxAgeMs 0) holds it in its own store, the line naming that store.
      const held = (): string[] => g!.log.filter((l) => l.startsWith('tool:late_tool: absent -> review_required'));
      await waitFor(async () => (await Promise.all([legacy, modern].map((c) => c.callTool({ name: 'echo', arguments: {} }))), held().length === 2), { what: 'late_tool held in both eras' });
      expect(held().map((l) => l.replace(/^.*--server /, '')).sort()).toEqual(['dual', 'dual.modern']);
      expect(await cli(['approve', 'tool:late_tool', '--store', store, '--server', 'dual.modern'], { cwd: dir })).toMatchObject({ code: 0 });
      await waitFor(async () => (await toolNames(modern)).includes('late_tool'), { what: 'late_tool published to the 2026-07-28 client' });
      expect(await toolNames(legacy)).toEqual(TOOLS.legacy);
      const status = await cli(['status', '--store', store], { cwd: dir });
      expect(status.stdout).toContain('dual (surface default, protocolEra modern): 6 approved, 0 stale, 0 new');
      expect(status.stdout).toContain('dual (surface default): 4 approved, 0 stale, 1 new');
    } finally {
      for (const c of closing) await c.close().catch(() => undefined);
      await http.close();
    }
  });
});

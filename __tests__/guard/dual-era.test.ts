// A dual-era upstream (issue 40 items 2 and 3): one HTTP URL serving the 2025 era and the 2026-07-28 era, naming itself
// differently per era and listing some tools and a prompt in one era only (fixtures/servers/dual-era.mjs). `snapshot`
// records both eras; the guard, whichever era it speaks upstream (auto, or pinned), judges its capture against the
// approval of that era, so what `snapshot` approved is published and nothing is held. Both client eras are served by
// one guard at once, and an upstream listen stream whose answer never starts blocks no answer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client as ModernClient } from '@modelcontextprotocol/client';
import { listSurface, openSession, planSurface } from '../../src/capture/capture.js';
import { eraKinds } from '../../src/core/shared/eras.js';
import type { KindSnapshot, ProtocolEra, Snapshot } from '../../src/core/shared/model.js';
import type { ProtocolEraConfig, ServerConfig } from '../../src/core/shared/config.js';
import { listen } from '../../src/guard/http.js';
import { cli, NODE, readJson, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { legacyHttp, modernHttp, textOf, toolNames } from '../helpers/gateway-inprocess.js';

export const DUAL_ERA = path.join(SERVERS, 'dual-era.mjs');
const TOOLS: Record<ProtocolEra, string[]> = { legacy: ['add', 'echo', 'legacy_status'], modern: ['add', 'echo', 'modern_status'] };
const PROMPTS: Record<ProtocolEra, string[]> = { legacy: ['greet'], modern: ['greet', 'summarize'] };
/** The era a guard speaks upstream: auto negotiates, and a dual-era server answers discover. */
const SPOKEN: Record<ProtocolEraConfig, ProtocolEra> = { auto: 'modern', legacy: 'legacy', modern: 'modern' };

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

  it('a guard in auto mode (one process per era, as the SDK locks stdio to one) publishes every approved modern item', async () => {
    const server: ServerConfig = { command: NODE, args: [DUAL_ERA, '--stdio'] };
    const { dir, approved } = await approve(server);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server });
    expect(await toolNames(g.client)).toEqual(TOOLS.modern);
    expect(g.guard.publication.records().filter((r) => r.state !== 'approved').map((r) => `${r.ref}: ${r.state}`)).toEqual([]);
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
    // The in-process client's own initialize (a 2025 client) is answered with the upstream's listen stream held.
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { url: up.url } });
    await up.printed('holding listen');
    expect(await toolNames(g.client)).toEqual(TOOLS.modern);
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
    const clients: Array<{ close(): Promise<void> }> = [];
    try {
      const [legacy, modern] = await Promise.all([legacyHttp(http.url), modernHttp(http.url)]);
      clients.push(legacy, modern);
      expect(legacy.getServerVersion()?.name).toBe('dual-era-2026');
      expect(modern.getServerVersion()?.name).toBe('dual-era-2026');
      const [a, b] = await Promise.all([toolNames(legacy), toolNames(modern)]);
      expect(a).toEqual(TOOLS.modern);
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

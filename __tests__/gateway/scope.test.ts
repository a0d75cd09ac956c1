// Approval scopes through the gateway (issue 45 items 1, 2 and 4): a profile's default scopes bound the tools it
// selects, an approval's own scope wins, and a call outside the scope is asked of the user for that one call through
// the gateway (an SDK 1.x client on the wire, in memory and over HTTP; an SDK 2.x client pinned to 2026-07-28 in band,
// in memory and over the stateless HTTP face) or refused. A real upstream (fixtures/servers/shifting.mjs) answers.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { SCOPE_SURFACE, SRV_SCOPE } from '../helpers/scope-fixtures.js';

type Answer = { action: 'accept'; content: { allow: boolean } } | { action: 'decline' };
const YES: Answer = { action: 'accept', content: { allow: true } };
const NO: Answer = { action: 'decline' };
const PROFILE_SCOPE = SRV_SCOPE;

describe('gateway: approval scopes and per-call confirmation', () => {
  let dir = '';
  let g: InProcessGateway | undefined;
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const c of closers.splice(0).reverse()) await c().catch(() => undefined);
    await g?.close();
    g = undefined;
  });

  async function setup(profile: object, top: object = {}): Promise<string> {
    dir = tempDir('gateway-scope');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify(SCOPE_SURFACE));
    mkdirSync(path.join(dir, 'approved'));
    await approveShifting(path.join(dir, 'approved', 'fs.json'), 'fs', surface, dir);
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { fs: { command: NODE, args: [SHIFTING, surface] } }, profiles: { app: profile }, ...top }));
    return surface;
  }

  async function start(extra: string[] = []): Promise<InProcessGateway> {
    g = await startGatewayInProcess(['--config', 'mcp-contract.json', '--approved-dir', 'approved', '--store', path.join(dir, 'store'), '--profile', 'app', ...extra], { cwd: dir });
    return g;
  }

  const upstreamCalls = (surface: string): string[] => {
    try {
      return readFileSync(`${surface}.calls`, 'utf8').split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };

  /** An SDK 1.x client of the gateway (in memory, or over its HTTP face) that may declare elicitation. */
  async function legacy(answer: Answer | undefined, url?: string): Promise<{ client: Client; asked: string[] }> {
    const asked: string[] = [];
    const client = new Client({ name: 'scope-legacy', version: '1.0.0' }, { capabilities: answer ? { elicitation: {} } : {} });
    if (answer) client.setRequestHandler(ElicitRequestSchema, (r) => (asked.push(r.params.message), answer));
    if (url) await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    else {
      const session = g!.gateway.newSession();
      const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
      await session.connect(gatewayEnd);
      await client.connect(clientEnd);
      closers.push(() => session.close());
    }
    closers.push(() => client.close());
    return { client, asked };
  }

  /** An SDK 2.x client pinned to 2026-07-28 (in memory, or over the stateless HTTP face). */
  async function modern(answer: Answer | undefined, url?: string): Promise<{ client: ModernClient; asked: string[] }> {
    const asked: string[] = [];
    const client = new ModernClient({ name: 'scope-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } }, capabilities: answer ? { elicitation: { form: {} } } : {} });
    if (answer) client.setRequestHandler('elicitation/create', async (r) => (asked.push(String((r.params as { message: string }).message)), answer));
    if (url) await client.connect(new ModernHttp(new URL(url)));
    else {
      const session = g!.gateway.newSession();
      const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
      await session.connect(gatewayEnd);
      await client.connect(clientEnd as never);
      closers.push(() => session.close());
    }
    closers.push(() => client.close());
    return { client, asked };
  }

  async function refused(p: Promise<unknown>): Promise<string> {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeDefined();
    return (err as Error).message;
  }

  it("a profile's default scope bounds the tools it selects: inside forwarded, outside refused without elicitation, asked with it (yes once, no refuses), in both eras, in memory and over HTTP", async () => {
    const surface = await setup({ include: ['fs/*'], scopes: { 'fs/tool:write_*': PROFILE_SCOPE } });
    await start();
    const url = await g!.http();
    const bare = await legacy(undefined);
    expect(textOf(await bare.client.callTool({ name: 'fs__write_file', arguments: { path: '/srv/a' } }))).toBe('write_file {"path":"/srv/a"}');
    expect(await refused(bare.client.callTool({ name: 'fs__write_file', arguments: { path: '/etc/a' } }))).toMatch(/a call to tool:write_file is outside its approved scope \(\/path pattern\); refused$/);
    // Tools the pattern does not select are not bounded.
    expect(textOf(await bare.client.callTool({ name: 'fs__read_file', arguments: { path: '/etc/a' } }))).toBe('read_file {"path":"/etc/a"}');
    const clients = [await legacy(YES), await legacy(YES, url), await modern(YES), await modern(YES, url)];
    for (const [i, c] of clients.entries()) {
      expect(textOf(await c.client.callTool({ name: 'fs__write_file', arguments: { path: `/etc/${i}` } }))).toBe(`write_file {"path":"/etc/${i}"}`);
      expect(c.asked).toHaveLength(1);
      expect(c.asked[0]).toContain('Scope rule broken: "/path pattern"');
      expect(c.asked[0]).toContain(`Arguments: {"path":"/etc/${i}"}`);
    }
    for (const c of [await legacy(NO), await legacy(NO, url), await modern(NO), await modern(NO, url), await modern(undefined), await modern(undefined, url)])
      expect(await refused(c.client.callTool({ name: 'fs__write_file', arguments: { path: '/etc/no' } }))).toMatch(/tool:write_file is outside its approved scope \(\/path pattern\); refused/);
    expect(upstreamCalls(surface).filter((n) => n === 'write_file')).toHaveLength(5);
  });

  it("an approval's own scope wins over the profile's default, and --policy out-of-scope=deny asks no one", async () => {
    const surface = await setup({ include: ['fs/*'], scopes: { 'fs/tool:write_file': PROFILE_SCOPE } });
    await start(['--policy', 'out-of-scope=deny']);
    const c = await legacy(YES);
    await c.client.listTools();
    const r = await cli(['approve', 'fs/tool:write_file', '--store', path.join(dir, 'store'), '--scope', JSON.stringify({ properties: { path: { type: 'string', enum: ['/tmp/one'] } } })], { cwd: dir, now: new Date() });
    expect(r.code).toBe(0);
    await waitFor(async () => !(await c.client.callTool({ name: 'fs__write_file', arguments: { path: '/tmp/one' } }).then(() => false, () => true)), { what: 'the approval scope to hold' });
    expect(await refused(c.client.callTool({ name: 'fs__write_file', arguments: { path: '/srv/a' } }))).toMatch(/outside its approved scope \(\/path enum\); refused$/);
    expect(c.asked).toEqual([]);
    expect(upstreamCalls(surface)).toEqual(['write_file']);
  });

  it('refuses the result of a tool whose structuredContent breaks its approved outputSchema', async () => {
    await setup({ include: ['fs/*'] });
    await start();
    const c = await legacy(undefined);
    const err = await refused(c.client.request({ method: 'tools/call', params: { name: 'fs__count', arguments: {} } }, (await import('@modelcontextprotocol/sdk/types.js')).CallToolResultSchema));
    expect(err).toMatch(/the result of tool:count does not match its approved outputSchema \(\/n type\); refused$/);
  });

  it('refuses a profile scope that is no JSON Schema or does not narrow a selected tool, and a bad maxApprovalDays, in one line', async () => {
    const bad = async (profile: object, top: object = {}): Promise<string> => {
      await setup(profile, top);
      const r = await cli(['guard', '--config', 'mcp-contract.json', '--approved-dir', 'approved', '--store', path.join(dir, 'store'), '--profile', 'app', '--print-surface'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      return r.stderr;
    };
    expect(await bad({ scopes: { 'fs/tool:write_file': { type: 'string' } } })).toMatch(/mcp-contract.json: \/profiles\/app\/scopes\/fs~1tool:write_file: for fs\/tool:write_file: \/type: "string" does not narrow the tool's input type "object"/);
    expect(await bad({ scopes: { 'fs/tool:write_file': { minLength: 'x' } } })).toMatch(/\/profiles\/app\/scopes.*(not a valid JSON Schema|must be)/);
    expect(await bad({ scopes: { 'fs/prompt:x': {} } })).toMatch(/the pattern names no tools|\/profiles\/app\/scopes/);
    expect(await bad({}, { maxApprovalDays: { destructive: 0 } })).toMatch(/maxApprovalDays\/destructive/);
    // A client's file (.mcp.json) carries it too, checked alike.
    writeFileSync(path.join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { fs: { command: NODE, args: [SHIFTING, path.join(dir, 'surface.json')] } }, maxApprovalDays: { weekly: 7 } }));
    const r = await cli(['guard', '--config', '.mcp.json', '--approved-dir', 'approved', '--store', path.join(dir, 'store'), '--print-surface'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.mcp\.json: \/maxApprovalDays\/weekly: unknown class \(destructive, openWorld, unannotated\)/);
    const flag = await cli(['guard', '--approved', path.join(dir, 'approved', 'fs.json'), '--store', path.join(dir, 'store'), '--max-approval-days', '0', '--', NODE, SHIFTING, path.join(dir, 'surface.json')], { cwd: tempDir('scope-flag') });
    expect(flag.code).toBe(2);
    expect(flag.stderr.trimEnd()).toMatch(/^mcp-contract guard: --max-approval-days must be a number of days above 0 \(got "0"\)$/);
  });
});

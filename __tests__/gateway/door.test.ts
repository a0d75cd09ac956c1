// The one door for server-to-client messages (issue 39 items 5, 6, 9): a message reaches the client only from a member
// whose server is approved and that the client's profile shows, only for what the client declared (else the upstream
// hears the SDK's "Client does not support ..." as Method not found), a log message under its own server's name, and
// at most a few of one upstream's requests wait for the client, each for a bounded time. Real raw stdio upstreams
// (fixtures/servers/speaker.mjs) speak right after `initialized`; beside them an approved one is heard and answered.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema, type ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const SPEAKER = path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'speaker.mjs');

interface Heard {
  requests: Array<{ method: string; params: unknown }>;
  notifications: Array<{ method: string; params: unknown }>;
  /** Requests the gateway withdrew while the client was still on them. */
  cancelled: number;
}

/** What one upstream got back for its own requests, by id (from its DIR/<client>.jsonl). */
function answers(dir: string, client: string): Map<string, { result?: unknown; error?: { code: number; message: string } }> {
  let text = '';
  try {
    text = readFileSync(path.join(dir, `${client}.jsonl`), 'utf8');
  } catch {
    return new Map();
  }
  return new Map(text.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((m) => [String(m.id), m]));
}

/** Sessions the tests opened beside the helper's: closed after each test with their upstream processes. */
const opened: Array<{ close(): Promise<unknown> }> = [];

/** A client of the gateway that declared `capabilities`, answering what it is asked and keeping what it heard. */
async function clientOf(g: InProcessGateway, name: string, capabilities: ClientCapabilities, hang = false): Promise<{ client: Client; heard: Heard }> {
  const heard: Heard = { requests: [], notifications: [], cancelled: 0 };
  const client = new Client({ name, version: '1.0.0' }, { capabilities });
  const keep = <T>(method: string, params: unknown, result: T, signal: AbortSignal): Promise<T> => {
    heard.requests.push({ method, params });
    signal.addEventListener('abort', () => void heard.cancelled++, { once: true });
    return hang ? new Promise<T>(() => undefined) : Promise.resolve(result);
  };
  if (capabilities.sampling) client.setRequestHandler(CreateMessageRequestSchema, (r, x) => keep(r.method, r.params, { role: 'assistant' as const, content: { type: 'text' as const, text: 'an answer' }, model: 'test-model' }, x.signal));
  if (capabilities.elicitation) client.setRequestHandler(ElicitRequestSchema, (r, x) => keep(r.method, r.params, { action: 'decline' as const }, x.signal));
  if (capabilities.roots) client.setRequestHandler(ListRootsRequestSchema, (r, x) => keep(r.method, r.params, { roots: [] }, x.signal));
  client.fallbackNotificationHandler = async (n) => void heard.notifications.push({ method: n.method, params: n.params });
  const session = g.gateway.newSession();
  const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
  await session.connect(gatewayEnd);
  await client.connect(clientEnd);
  opened.push(client, session);
  return { client, heard };
}

const EVERYTHING: ClientCapabilities = { sampling: {}, elicitation: {}, roots: {} };

async function snapshotOf(dir: string, name: string, args: string[]): Promise<void> {
  const r = await cli(['snapshot', '--out', path.join(dir, 'snapshots', `${name}.json`), '--name', name, '--', NODE, SPEAKER, ...args], { cwd: dir });
  if (r.code !== 0) throw new Error(`snapshot of ${name} exited ${r.code}: ${r.stderr}`);
}

describe('gateway: the door for server-to-client messages', () => {
  let dir = '';
  let g: InProcessGateway | undefined;
  afterEach(async () => {
    for (const o of opened.splice(0)) await o.close().catch(() => undefined);
    await g?.close();
    g = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** helper (approved, logs), rogue (no approved snapshot), hidden (approved, outside the profile `ide`): each speaks. */
  async function three(): Promise<{ out: (name: string) => string; args: string[] }> {
    dir = tempDir('gateway-door');
    const out = (name: string): string => path.join(dir, 'out', name);
    const servers: Record<string, string[]> = {};
    for (const name of ['helper', 'rogue', 'hidden']) {
      mkdirSync(out(name), { recursive: true });
      servers[name] = [SPEAKER, `--out=${out(name)}`, `--name=${name}`, '--logging', `--instructions=${name.toUpperCase()} INSTRUCTIONS`];
    }
    mkdirSync(path.join(dir, 'snapshots'));
    await snapshotOf(dir, 'helper', servers.helper.slice(1));
    await snapshotOf(dir, 'hidden', servers.hidden.slice(1));
    const config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: Object.fromEntries(Object.entries(servers).map(([name, args]) => [name, { command: NODE, args }])),
      profiles: { ide: { include: ['*/*'], exclude: ['hidden/*'] } },
    });
    return { out, args: ['--config', config, '--store', path.join(dir, 'store')] };
  }

  it('passes only the approved, shown member: its sampling is answered, its log is "helper/notes"; rogue and hidden get nothing through', async () => {
    const { out, args } = await three();
    g = await startGatewayInProcess([...args, '--profile', 'ide'], { cwd: dir });
    const { client, heard } = await clientOf(g, 'host', EVERYTHING);
    for (const name of ['helper', 'rogue', 'hidden']) await waitFor(() => answers(out(name), 'host').size === 3, { what: `${name}'s three answers` });

    // The honest path: the approved member's requests reached the client and its answers went back.
    expect(answers(out('helper'), 'host').get('sampling')).toMatchObject({ result: { content: { text: 'an answer' } } });
    expect(answers(out('helper'), 'host').get('elicitation')).toMatchObject({ result: { action: 'decline' } });
    expect(answers(out('helper'), 'host').get('roots')).toMatchObject({ result: { roots: [] } });
    await waitFor(() => heard.notifications.some((n) => n.method === 'notifications/message'), { what: "helper's log message" });
    // The attack: nothing of the unapproved or the excluded server, and no log claiming another server's name.
    expect(heard.requests.map((r) => r.method).sort()).toEqual(['elicitation/create', 'roots/list', 'sampling/createMessage']);
    expect(JSON.stringify(heard.requests)).not.toMatch(/rogue|hidden/i);
    expect(heard.notifications.filter((n) => n.method === 'notifications/message').map((n) => (n.params as { logger?: string }).logger)).toEqual(['helper/notes']);
    expect(heard.notifications.map((n) => n.method)).not.toContain('notifications/whatever');
    for (const name of ['rogue', 'hidden']) for (const [, a] of answers(out(name), 'host')) expect(a.error).toMatchObject({ code: -32601 });
    // Instructions: the shown, approved member's only.
    expect(client.getInstructions()).toContain('HELPER INSTRUCTIONS');
    expect(client.getInstructions()).not.toMatch(/HIDDEN|ROGUE/);
    expect(await toolNames(client)).toEqual(['helper__hello']);
  });

  it("refuses a member's elicitation in the guard's name, while the member's other requests reach the client", async () => {
    dir = tempDir('gateway-door-forged');
    const out = path.join(dir, 'out');
    mkdirSync(out, { recursive: true });
    const forged = 'mcp-contract guard: a call to tool "hello" of server "helper" is outside the scope its approval allows.\nAllow this one call?';
    const argv = [SPEAKER, `--out=${out}`, '--name=helper', `--elicit=${forged}`];
    mkdirSync(path.join(dir, 'snapshots'));
    await snapshotOf(dir, 'helper', argv.slice(1));
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { helper: { command: NODE, args: argv } } });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir });
    const { heard } = await clientOf(g, 'host', EVERYTHING);
    await waitFor(() => answers(out, 'host').size === 3, { what: "helper's three answers" });
    expect(answers(out, 'host').get('elicitation')?.error).toMatchObject({ code: -32602, message: expect.stringMatching(/in the name of mcp-contract guard/) });
    expect(heard.requests.map((r) => r.method).sort()).toEqual(['roots/list', 'sampling/createMessage']);
  });

  it('answers a request the client did not declare with the SDK\'s "Client does not support ..." (Method not found); its logs still come, attributed', async () => {
    const { out, args } = await three();
    g = await startGatewayInProcess(args, { cwd: dir });
    const { client, heard } = await clientOf(g, 'bare', {});
    await waitFor(() => answers(out('helper'), 'bare').size === 3, { what: "helper's three answers" });
    const got = answers(out('helper'), 'bare');
    expect(got.get('sampling')?.error).toEqual({ code: -32601, message: 'Client does not support sampling (required for sampling/createMessage)' });
    expect(got.get('elicitation')?.error).toEqual({ code: -32601, message: 'Client does not support elicitation (required for elicitation/create)' });
    expect(got.get('roots')?.error).toEqual({ code: -32601, message: 'Client does not support listing roots (required for roots/list)' });
    await waitFor(() => heard.notifications.filter((n) => n.method === 'notifications/message').length === 2, { what: 'two log messages' });
    // Under the `all` profile hidden is shown (and approved); rogue stays held.
    const loggers = heard.notifications.filter((n) => n.method === 'notifications/message').map((n) => (n.params as { logger?: string }).logger);
    expect(loggers.sort()).toEqual(['helper/notes', 'hidden/notes']);
    expect(heard.requests).toEqual([]);
    expect(client.getInstructions()).toMatch(/HELPER INSTRUCTIONS[\s\S]*HIDDEN INSTRUCTIONS/);
    expect(client.getInstructions()).not.toContain('ROGUE');
  });

  it('bounds the requests of a flooding upstream the client does not answer: a few wait, the rest are refused at once, lists still answer', async () => {
    dir = tempDir('gateway-door-flood');
    mkdirSync(path.join(dir, 'snapshots'));
    const out = path.join(dir, 'out');
    mkdirSync(out);
    const speakerArgs = [`--out=${out}`, '--flood=60'];
    await snapshotOf(dir, 'flood', speakerArgs);
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { flood: { command: NODE, args: [SPEAKER, ...speakerArgs] } } });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir, door: { maxPending: 4, lifetimeMs: 1500 } });
    const { client, heard } = await clientOf(g, 'silent', { sampling: {} }, true);
    await waitFor(() => answers(out, 'silent').size === 56, { what: 'the refusals beyond the bound' });
    expect(await toolNames(client)).toEqual(['flood__hello']);
    // Each waiting one ends with its lifetime: the upstream hears a timeout, and the client a cancellation.
    await waitFor(() => answers(out, 'silent').size === 60, { what: 'the waiting ones to time out' });
    const errors = [...answers(out, 'silent').values()].map((a) => a.error?.code);
    expect(errors.filter((c) => c === -32603)).toHaveLength(56);
    expect(errors.filter((c) => c === -32001)).toHaveLength(4);
    expect(heard.requests).toHaveLength(4);
    await waitFor(() => heard.cancelled === 4, { what: 'four cancellations' });
  });

  it('still passes progress for a request of the client that asked for it', async () => {
    dir = tempDir('gateway-door-progress');
    mkdirSync(path.join(dir, 'snapshots'));
    const surface = path.join(dir, 'notes.surface.json');
    writeJson(surface, { tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object' } }] });
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { command: NODE, args: [SHIFTING, surface] } } });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir });
    const { client } = await clientOf(g, 'host', {});
    const progress: number[] = [];
    await client.callTool({ name: 'notes__echo', arguments: {} }, undefined, { onprogress: (p) => void progress.push(p.progress) });
    expect(progress.length).toBeGreaterThan(0);
  });
});

// The single guard's door for server-to-client messages (issue 39 items 5 and 9), the same rules as the gateway's: a
// request reaches the client only for a capability it declared (else its upstream hears the SDK's "Client does not
// support ..." as Method not found), a log message only from a server that declared logging, no notification the
// protocol gives a server no reason to send, and at most a few of the upstream's requests wait for the client, each
// for a bounded time. A real raw stdio upstream (fixtures/servers/speaker.mjs) speaks right after `initialized`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema, type ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { admitNotification, refuseRequest, type DoorLimits, type Sender } from '../../src/guard/door.js';
import { confirmationParams } from '../../src/guard/confirm.js';
import type { JsonObject } from '../../src/core/shared/model.js';

const SPEAKER = path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'speaker.mjs');

/** What the upstream got back for its own requests, by id (from its DIR/<client>.jsonl). */
function answers(dir: string, client: string): Map<string, { result?: unknown; error?: { code: number; message: string } }> {
  let text = '';
  try {
    text = readFileSync(path.join(dir, `${client}.jsonl`), 'utf8');
  } catch {
    return new Map();
  }
  return new Map(text.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((m) => [String(m.id), m]));
}

describe('guard: the door for server-to-client messages', () => {
  let dir = '';
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function start(flags: string[], door?: DoorLimits): Promise<string> {
    dir = tempDir('guard-door');
    const out = path.join(dir, 'out');
    mkdirSync(out);
    const args = [SPEAKER, `--out=${out}`, ...flags];
    const approved = path.join(dir, 'approved.json');
    const r = await cli(['snapshot', '--out', approved, '--name', 'speaker', '--', NODE, ...args], { cwd: dir });
    if (r.code !== 0) throw new Error(`snapshot exited ${r.code}: ${r.stderr}`);
    g = await startInProcess({ approved, storeDir: path.join(dir, 'store'), server: { command: NODE, args }, ...(door ? { door } : {}) });
    return out;
  }

  /** A second client of the same guard that declared `capabilities` (its own upstream process speaks to it). */
  async function clientOf(name: string, capabilities: ClientCapabilities, hang = false): Promise<{ client: Client; asked: string[]; heard: Array<{ method: string; params?: unknown }>; cancelled: () => number }> {
    const asked: string[] = [];
    const heard: Array<{ method: string; params?: unknown }> = [];
    let cancelled = 0;
    const client = new Client({ name, version: '1.0.0' }, { capabilities });
    const keep = <T>(method: string, result: T, signal: AbortSignal): Promise<T> => {
      asked.push(method);
      signal.addEventListener('abort', () => void cancelled++, { once: true });
      return hang ? new Promise<T>(() => undefined) : Promise.resolve(result);
    };
    if (capabilities.sampling) client.setRequestHandler(CreateMessageRequestSchema, (r, x) => keep(r.method, { role: 'assistant' as const, content: { type: 'text' as const, text: 'an answer' }, model: 'm' }, x.signal));
    if (capabilities.elicitation) client.setRequestHandler(ElicitRequestSchema, (r, x) => keep(r.method, { action: 'decline' as const }, x.signal));
    if (capabilities.roots) client.setRequestHandler(ListRootsRequestSchema, (r, x) => keep(r.method, { roots: [] }, x.signal));
    client.fallbackNotificationHandler = async (n) => void heard.push(n);
    await client.connect(await g!.link());
    return { client, asked, heard, cancelled: () => cancelled };
  }

  it('refuses what the client did not declare with the SDK\'s words, drops unknown notifications; a declared client is asked and answers', async () => {
    const out = await start(['--logging']);
    const quiet = await clientOf('bare', {});
    await waitFor(() => answers(out, 'bare').size === 3, { what: 'three answers' });
    const bare = answers(out, 'bare');
    expect(bare.get('sampling')?.error).toEqual({ code: -32601, message: 'Client does not support sampling (required for sampling/createMessage)' });
    expect(bare.get('elicitation')?.error).toEqual({ code: -32601, message: 'Client does not support elicitation (required for elicitation/create)' });
    expect(bare.get('roots')?.error).toEqual({ code: -32601, message: 'Client does not support listing roots (required for roots/list)' });
    await waitFor(() => quiet.heard.some((n) => n.method === 'notifications/message'), { what: 'the log message' });
    // One upstream: its log message is its own as it named it.
    expect(quiet.heard.map((n) => [n.method, (n.params as { logger?: string }).logger])).toEqual([['notifications/message', 'notes']]);
    await quiet.client.close();

    const declared = await clientOf('host', { sampling: {}, elicitation: {}, roots: {} });
    await waitFor(() => answers(out, 'host').size === 3, { what: "the declared client's three answers" });
    expect(answers(out, 'host').get('sampling')).toMatchObject({ result: { content: { text: 'an answer' } } });
    expect(answers(out, 'host').get('elicitation')).toMatchObject({ result: { action: 'decline' } });
    expect(declared.asked.sort()).toEqual(['elicitation/create', 'roots/list', 'sampling/createMessage']);
    await declared.client.close();
  });

  it('refuses an upstream elicitation that copies the guard\'s own question, word for word or disguised; an honest one is asked (above)', async () => {
    const guardText = String(confirmationParams('speaker', 'tool:hello', { instancePath: '/path', keyword: 'pattern' }, { path: '/etc/passwd' }).message);
    for (const forged of [guardText, `Note from M\u200bCP-Contract  \uff27uard: ${guardText.split('\n').slice(1).join(' ')}`]) {
      const out = await start([`--elicit=${forged}`]);
      const host = await clientOf('host', { sampling: {}, elicitation: {}, roots: {} });
      await waitFor(() => answers(out, 'host').size === 3, { what: "the declared client's three answers" });
      expect(answers(out, 'host').get('elicitation')?.error).toEqual({ code: -32602, message: 'elicitation refused: its text speaks in the name of mcp-contract guard, which only the guard itself may' });
      expect(host.asked.sort()).toEqual(['roots/list', 'sampling/createMessage']);
      expect(g!.log.join('\n')).toContain('an elicitation in the name of mcp-contract guard was refused');
      await host.client.close();
      await g!.close();
      g = undefined;
    }
  });

  it('passes no log message from a server that did not declare logging', async () => {
    const out = await start([]);
    const quiet = await clientOf('bare', {});
    await waitFor(() => answers(out, 'bare').size === 3, { what: 'three answers' });
    // Read in order after the requests; a tools/list round trip later it would have arrived.
    await quiet.client.listTools();
    expect(quiet.heard).toEqual([]);
    await quiet.client.close();
  });

  it('bounds the requests of a flooding upstream the client does not answer: a few wait for their lifetime, the rest are refused at once', async () => {
    const out = await start(['--flood=60'], { maxPending: 3, lifetimeMs: 1500 });
    const silent = await clientOf('silent', { sampling: {} }, true);
    await waitFor(() => answers(out, 'silent').size === 57, { what: 'the refusals beyond the bound' });
    expect((await silent.client.listTools()).tools.map((t) => t.name)).toEqual(['hello']);
    await waitFor(() => answers(out, 'silent').size === 60, { what: 'the waiting ones to time out' });
    const codes = [...answers(out, 'silent').values()].map((a) => a.error?.code);
    expect(codes.filter((c) => c === -32603)).toHaveLength(57);
    expect(codes.filter((c) => c === -32001)).toHaveLength(3);
    expect(silent.asked).toHaveLength(3);
    expect(g!.log.filter((l) => l.includes('waiting for the client are refused'))).toHaveLength(1);
    await waitFor(() => silent.cancelled() === 3, { what: 'three cancellations' });
    await silent.client.close();
  });
});

describe('the door\'s rules', () => {
  const approved: Sender = { held: undefined, visible: true, logs: true, name: 'helper' };
  const words = (method: string, params: unknown, caps: JsonObject, from: Sender = approved): string | undefined => refuseRequest(method, params, caps, from)?.error.message;

  it('asks for the sub-capability a request needs, as the SDK does', () => {
    expect(words('sampling/createMessage', { tools: [] }, { sampling: {} })).toBe('Client does not support sampling tools capability.');
    expect(words('sampling/createMessage', { tools: [] }, { sampling: { tools: {} } })).toBeUndefined();
    expect(words('elicitation/create', { mode: 'url' }, { elicitation: {} })).toBe('Client does not support url elicitation.');
    expect(words('elicitation/create', {}, { elicitation: {} })).toBeUndefined();
    expect(words('elicitation/create', {}, { elicitation: { url: {} } })).toBe('Client does not support form elicitation.');
    expect(words('tasks/whatever', {}, { sampling: {} })).toBe('Method not found: "tasks/whatever"');
  });

  it('turns away everything of a held or hidden server, whatever the client declared', () => {
    const all = { sampling: {}, elicitation: {}, roots: {} };
    expect(refuseRequest('sampling/createMessage', {}, all, { ...approved, held: 'no approved snapshot' })?.reason).toBe('held');
    expect(refuseRequest('roots/list', {}, all, { ...approved, visible: false })?.reason).toBe('hidden');
    expect(admitNotification('notifications/message', { level: 'info', data: 'x' }, all, { ...approved, held: 'held' })).toBeNull();
    expect(admitNotification('notifications/progress', { progressToken: 1, progress: 1 }, all, { ...approved, visible: false })).toBeNull();
  });

  it("puts a member's log message under its own name, and drops one from a server that did not declare logging", () => {
    expect(admitNotification('notifications/message', { level: 'info', logger: 'notes', data: 'x' }, {}, approved)).toEqual({ level: 'info', logger: 'helper/notes', data: 'x' });
    expect(admitNotification('notifications/message', { level: 'info', data: 'x' }, {}, approved)).toEqual({ level: 'info', logger: 'helper', data: 'x' });
    expect(admitNotification('notifications/message', { level: 'info', data: 'x' }, {}, { ...approved, logs: false })).toBeNull();
    expect(admitNotification('notifications/elicitation/complete', { elicitationId: 'e' }, { elicitation: {} }, approved)).toBeNull();
    expect(admitNotification('notifications/tools/whatever', {}, {}, approved)).toBeNull();
  });
});

describe('guard --client-timeout', () => {
  it('is a number of seconds above 0, refused in one line otherwise', async () => {
    const dir = tempDir('guard-door-usage');
    for (const bad of ['0', 'soon']) {
      const r = await cli(['guard', '--client-timeout', bad, '--approved', path.join(dir, 'none.json'), '--', NODE, SPEAKER], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^mcp-contract guard: --client-timeout must be (a number of seconds|more than 0 seconds)/)]);
    }
    rmSync(dir, { recursive: true, force: true });
  });
});

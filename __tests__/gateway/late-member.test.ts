// A gateway member that comes up after the client's initialize (or server/discover) was answered (issue 27): the
// gateway's answer already advertised every kind a configured member could serve (what it was approved serving), and
// the approved instructions of a member not up yet, so once it starts its prompts, completions and log levels are
// reachable by a client that calls only what the server advertised (the SDK 1.x client with enforceStrictCapabilities).
// Both eras downstream; the late member built on SDK 1.x and on SDK 2.x (both eras upstream); its neighbour serves
// tools only.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { cli, NODE, SERVERS, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const LATE = path.join(SERVERS, 'late-member.mjs');

describe.each(['v1', 'v2'] as const)('gateway: a member that starts late (its server on SDK %s)', (sdk) => {
  let dir: string;
  let readyAt: string;
  let config: string;
  let g: InProcessGateway | undefined;
  beforeAll(async () => {
    dir = tempDir('gateway-late');
    mkdirSync(path.join(dir, 'snapshots'));
    readyAt = path.join(dir, 'late.ready-at');
    const notes = path.join(dir, 'notes.surface.json');
    writeFileSync(notes, JSON.stringify({ tools: [{ name: 'read', description: 'Read a note.', inputSchema: { type: 'object', properties: {} } }] }));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', notes, dir);
    // Approved while it serves; each test's gateway then finds it refusing to start for a while.
    writeFileSync(readyAt, '0');
    const late = ['--', NODE, LATE, readyAt, sdk];
    expect((await cli(['snapshot', '--out', path.join(dir, 'snapshots', 'late.json'), '--name', 'late', ...late], { cwd: dir })).code).toBe(0);
    config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { command: NODE, args: [SHIFTING, notes] }, late: { command: NODE, args: [LATE, readyAt, sdk] } } });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * A gateway whose late member refuses to start until the test lets it (comeUp): down when the client's session
   * opens however slow the machine, up on a later restart. A fixed window was outlived by a loaded runner's start-up.
   */
  async function gateway(): Promise<InProcessGateway> {
    writeFileSync(readyAt, String(Number.MAX_SAFE_INTEGER));
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir });
    return g;
  }
  const comeUp = (): void => writeFileSync(readyAt, '0');
  let closing: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closing?.();
    closing = undefined;
    await g?.close();
    g = undefined;
  });

  it('2025 era: initialize advertised completions and logging and gave the approved instructions; its prompt completes once it is up', async () => {
    const g = await gateway();
    const session = g.gateway.newSession();
    const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
    await session.connect(gatewayEnd);
    const client = new Client({ name: 'strict', version: '1.0.0' }, { capabilities: {}, enforceStrictCapabilities: true });
    await client.connect(clientEnd);
    closing = async () => {
      await client.close();
      await session.close();
    };
    expect(g.log.join('\n')).toMatch(/upstream "late" is unavailable/);
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: true }, prompts: { listChanged: true }, completions: {}, logging: {} });
    expect(client.getInstructions()).toBe('[late]\nGreets people by name.');
    comeUp();
    await waitFor(async () => (await client.listPrompts()).prompts.some((p) => p.name === 'late__greet'), { what: 'the late member up' });
    const done = await client.complete({ ref: { type: 'ref/prompt', name: 'late__greet' }, argument: { name: 'name', value: 'al' } });
    expect(done.completion.values).toEqual(['alice', 'albert']);
    await expect(client.setLoggingLevel('info')).resolves.toEqual({});
    expect((await client.getPrompt({ name: 'late__greet', arguments: { name: 'bob' } })).messages[0].content).toEqual({ type: 'text', text: 'Hello, bob' });
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['notes__read']);
  });

  it('2026-07-28 era: server/discover says the same, and the late prompt completes', async () => {
    const g = await gateway();
    const client = await g.modern();
    expect(g.log.join('\n')).toMatch(/upstream "late" is unavailable/);
    expect(client.getServerCapabilities()).toMatchObject({ completions: {}, logging: {} });
    expect(client.getInstructions()).toBe('[late]\nGreets people by name.');
    comeUp();
    await waitFor(async () => (await client.listPrompts()).prompts.some((p) => p.name === 'late__greet'), { what: 'the late member up' });
    const done = await client.complete({ ref: { type: 'ref/prompt', name: 'late__greet' }, argument: { name: 'name', value: 'b' } });
    expect(done.completion.values).toEqual(['bob']);
  });
});

describe('gateway: a member nobody approved yet, down at the start', () => {
  it('may serve any kind once approved: initialize advertises every optional kind for it', async () => {
    const dir = tempDir('gateway-unapproved');
    mkdirSync(path.join(dir, 'snapshots'));
    const notes = path.join(dir, 'notes.surface.json');
    writeFileSync(notes, JSON.stringify({ tools: [{ name: 'read', description: 'Read a note.', inputSchema: { type: 'object', properties: {} } }] }));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', notes, dir);
    const client = writeJson(path.join(dir, '.mcp.json'), { mcpServers: { notes: { command: NODE, args: [SHIFTING, notes] }, later: { command: NODE, args: [path.join(dir, 'not-written-yet.mjs')] } } });
    const g = await startGatewayInProcess(['--config', client, '--approved-dir', path.join(dir, 'snapshots'), '--store', path.join(dir, 'store')], { cwd: dir });
    try {
      const c = await g.legacy();
      expect(c.getServerCapabilities()).toMatchObject({ tools: { listChanged: true }, resources: { listChanged: true, subscribe: true }, completions: {}, logging: {} });
      expect(c.getInstructions()).toBeUndefined();
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(['notes__read']);
    } finally {
      await g.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

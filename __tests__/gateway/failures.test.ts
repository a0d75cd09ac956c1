// Failure isolation in the gateway (issue 27 item 4): an upstream that never answers is marked unavailable once its
// initialize timeout passes, with one line, and later lists do not wait for its restarts; one that fails to start is
// one line; one whose code changed behind its approved surface is held by its own identity gate. In each case the
// other upstream keeps serving. Real processes: the shifting fixture, a process that reads and never answers, the
// working-tree server of the identity tests.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { worktreeServer } from '../helpers/identity-fixtures.js';
import { waitFor } from '../helpers/poll.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: {} } });
/** Reads its stdin and never writes a byte: an upstream that hangs. */
const HANG = ['-e', 'process.stdin.resume(); setInterval(() => undefined, 1 << 30);'];

/** The lines of the log that name this server. */
const about = (g: InProcessGateway, server: string): string[] => g.log.join('\n').split('\n').filter((l) => l.includes(`"${server}"`) || l.startsWith(`[${server}]`));

describe('gateway: one upstream fails, the others serve', () => {
  let dir: string;
  let g: InProcessGateway | undefined;
  beforeEach(async () => {
    dir = tempDir('gateway-failures');
    const surface = path.join(dir, 'notes.surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [tool('read', 'Read a note.')] }));
    mkdirSync(path.join(dir, 'snapshots'));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  const notes = () => ({ command: NODE, args: [SHIFTING, path.join(dir, 'notes.surface.json')] });

  it('a session its client left is closed once for every caller: a later close returns only when it has ended', async () => {
    // The client's transport closing starts the session's close unawaited; the caller's own close must not return
    // while an upstream is still being stopped (its last capture could write the store into a removed directory).
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: notes() } });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir });
    const session = g.gateway.newSession();
    const [clientEnd, gatewayEnd] = InMemoryTransport.createLinkedPair();
    await session.connect(gatewayEnd);
    const client = new Client({ name: 'leaving', version: '1.0.0' });
    await client.connect(clientEnd);
    expect(await toolNames(client)).toEqual(['notes__read']);
    let ended = 0;
    session.onclose = () => void ended++;
    await client.close();
    await session.close();
    expect(ended).toBe(1);
  });

  it('marks an upstream that never answers unavailable after its initialize timeout, in one line; later lists do not wait for it', async () => {
    const initializeMs = 3000;
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: notes(), stuck: { command: NODE, args: HANG, timeouts: { initializeMs } } } });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir });
    const client = await g.legacy();
    expect(await toolNames(client)).toEqual(['notes__read']);
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    const lines = about(g, 'stuck').filter((l) => !/no approved snapshot/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^upstream "stuck" is unavailable \(.*initialize.*\); its next start is in 1 s, the other servers keep serving$/);
    // Its backoff over, a list starts it again in the background and answers with what is up now.
    // (A sleep here is a lower bound only: a slower machine waits longer, which the backoff allows.)
    await new Promise((r) => setTimeout(r, 1100));
    expect(await toolNames(client)).toEqual(['notes__read']);
    // The list answered while that start was still pending: had it waited, the start's failure (its second line)
    // would already be logged. A condition, not a stopwatch: a loaded machine cannot fail it.
    expect(about(g, 'stuck').filter((l) => /is unavailable/.test(l))).toHaveLength(1);
    // A call addressed to it says so in one line: waiting out its backoff, or its start (bounded) failing again.
    await expect(client.callTool({ name: 'stuck__anything', arguments: {} })).rejects.toThrow(/upstream server "stuck" is (unavailable \(next start in \d+ s\)|not available: no answer to initialize within 3 s)$/);
  });

  it('logs one line for an upstream that fails to start and serves the rest', async () => {
    const config = writeJson(path.join(dir, '.mcp.json'), { mcpServers: { notes: notes(), broken: { command: NODE, args: [path.join(dir, 'no-such-server.mjs')] } } });
    g = await startGatewayInProcess(['--config', config, '--approved-dir', path.join(dir, 'snapshots'), '--store', path.join(dir, 'store')], { cwd: dir });
    const client = await g.legacy();
    expect(await toolNames(client)).toEqual(['notes__read']);
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    const lines = about(g, 'broken').filter((l) => !/no approved snapshot/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^upstream "broken" is unavailable \(server exited \(exit code 1\).*\); its next start is in 1 s, the other servers keep serving$/);
  });

  it('holds every capability of an upstream whose code changed (one line, no server text to the client) while the other serves', async () => {
    const wt = worktreeServer();
    try {
      const surface = path.join(wt.dir, 'notes.surface.json');
      writeFileSync(surface, JSON.stringify({ tools: [tool('read', 'Read a note.')] }));
      const config = writeJson(path.join(wt.dir, 'mcp-contract.json'), {
        servers: { wt: { command: NODE, args: ['server.mjs'], snapshot: 'snapshots/wt.json' }, notes: { command: NODE, args: [SHIFTING, surface], snapshot: 'snapshots/notes.json' } },
      });
      expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
      const args = ['--config', config, '--store', path.join(wt.dir, 'store')];
      g = await startGatewayInProcess(args, { cwd: wt.dir });
      expect(await toolNames(await g.legacy())).toEqual(['notes__read', 'wt__answer']);
      await g.close();

      wt.changeCode("export function answer() {\n  return 'forty-three (new code)';\n}\n");
      g = await startGatewayInProcess(args, { cwd: wt.dir });
      const client = await g.legacy();
      expect(await toolNames(client)).toEqual(['notes__read']);
      const refused = await client.callTool({ name: 'wt__answer', arguments: {} }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(refused?.message).toBe('MCP error -32602: mcp-contract guard: the code behind "wt" is not the approved code; every capability is held until a person approves it');
      expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
      expect(g.log.join('\n').match(/launch identity held/g)).toHaveLength(1);
      // Approved by a person, the new code serves without a restart of the gateway.
      expect((await cli(['approve', '--identity', '--store', path.join(wt.dir, 'store'), '--server', 'wt'], { cwd: wt.dir })).code).toBe(0);
      await waitFor(async () => (await toolNames(client)).includes('wt__answer'), { what: 'wt published after approve --identity' });
      expect(textOf(await client.callTool({ name: 'wt__answer', arguments: {} }))).toBe('forty-three (new code)');
    } finally {
      await g?.close();
      g = undefined;
      rmSync(wt.dir, { recursive: true, force: true });
    }
  });
});

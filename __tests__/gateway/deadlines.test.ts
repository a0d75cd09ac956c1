// A per-upstream deadline on lists (issue 39, medium 7): one upstream that never answers tools/list, or answers late,
// must not hold the merged list, the session's start, or a call to a healthy member made before any list. After
// `--list-timeout` the merged list serves the others and one line names the late one; when the late answer arrives the
// client hears list_changed and lists again. The late and hung upstreams are raw stdio scripts (volume.mjs) that
// answer tools/list only when told, or never; the deadline is set small and the tests wait on events, not clocks.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, SERVERS, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { publishedSurface } from '../../src/gateway/surface.js';

const VOLUME = path.join(SERVERS, 'volume.mjs');
const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: {} } });
/** The lines of the log that name this server. */
const about = (g: InProcessGateway, server: string): string[] => g.log.join('\n').split('\n').filter((l) => l.includes(`"${server}"`));

describe('gateway: a per-upstream list deadline', () => {
  let dir: string;
  let gateFile: string;
  let g: InProcessGateway | undefined;
  beforeAll(async () => {
    dir = tempDir('gateway-deadlines');
    mkdirSync(path.join(dir, 'snapshots'));
    const surface = path.join(dir, 'notes.surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [tool('read', 'Read a note.')] }));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
    // The late member is approved while it answers; each test then closes its gate before the gateway starts.
    gateFile = path.join(dir, 'gate');
    writeFileSync(gateFile, '');
    const r = await cli(['snapshot', '--out', path.join(dir, 'snapshots', 'late.json'), '--name', 'late', '--', NODE, VOLUME, `--gate=${gateFile}`], { cwd: dir });
    expect(r.code).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  const notes = () => ({ command: NODE, args: [SHIFTING, path.join(dir, 'notes.surface.json')] });
  async function gateway(servers: Record<string, unknown>, listTimeoutMs: number): Promise<InProcessGateway> {
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store')], { cwd: dir, listTimeoutMs, requestTimeoutMs: 3600_000 });
    return g;
  }

  it('an upstream that never answers tools/list holds neither initialize, nor the merged list, nor a call made before any list', async () => {
    // Without a deadline, initialize waited for the hung member's capture (requestMs, 20 s) and every list for its
    // forwarded tools/list (--request-timeout, an hour): this test's own timeout ends first.
    const g = await gateway({ notes: notes(), stuck: { command: NODE, args: [VOLUME, '--hang-list'] } }, 300);
    const client = await g.legacy();
    // A call to the healthy member before any list: its name is not known yet, so the gateway lists every member.
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    // Every list answers within the deadline (the healthy member may itself have been late on a loaded machine: it
    // is listed once up); none waits for the hung one.
    await waitFor(async () => (await toolNames(client)).includes('notes__read'), { what: 'the healthy member listed' });
    expect(await toolNames(client)).toEqual(['notes__read']);
    expect(await toolNames(client)).toEqual(['notes__read']);
    // One line names it, once for its lateness however many lists were served without it.
    const late = about(g, 'stuck').filter((l) => /did not answer/.test(l));
    expect(late).toHaveLength(1);
    expect(late[0]).toMatch(/^upstream "stuck": (its start|tools\/list) did not answer within 0\.3 s; the others are served without it until it answers$/);
  });

  it('the late member is listed when its answer arrives: the client hears list_changed and lists again', async () => {
    rmSync(gateFile, { force: true });
    const g = await gateway({ notes: notes(), late: { command: NODE, args: [VOLUME, `--gate=${gateFile}`] } }, 300);
    const client = await g.legacy();
    await waitFor(async () => (await toolNames(client)).includes('notes__read'), { what: 'the healthy member listed' });
    expect(await toolNames(client)).toEqual(['notes__read']);
    expect(about(g, 'late').filter((l) => /did not answer within 0\.3 s/.test(l))).toHaveLength(1);
    const changed = client.next('notifications/tools/list_changed');
    writeFileSync(gateFile, '');
    await changed;
    // Heard once its answer arrived; the list it prompts serves that answer (or a fresh one, should it be in time).
    await waitFor(async () => (await toolNames(client)).includes('late__echo'), { what: 'the late member listed' });
    expect(await toolNames(client)).toEqual(['late__big', 'late__echo', 'notes__read']);
    expect(textOf(await client.callTool({ name: 'late__echo', arguments: { q: 'hi' } }))).toBe('echo {"q":"hi"}');
  });

  it('--print-surface never records a late member as having removed its capabilities: it says the member is unavailable', async () => {
    // Its start is quick (its capture gives up on tools/list at once); its list then never answers.
    const g = await gateway({ notes: notes(), stuck: { command: NODE, args: [VOLUME, '--hang-list'], timeouts: { requestMs: 100 } } }, 300);
    const session = g.gateway.newSession();
    try {
      await expect(publishedSurface(session, 'all', '0.0.0-test')).rejects.toThrow(/upstream (.*, )?"stuck" unavailable; the published surface would be incomplete/);
    } finally {
      await session.close();
    }
  });

  it('honest path: a member that answers in time is listed on the first list, and its calls answer', async () => {
    writeFileSync(gateFile, '');
    const g = await gateway({ notes: notes(), late: { command: NODE, args: [VOLUME, `--gate=${gateFile}`] } }, 30_000);
    const client = await g.legacy();
    expect(await toolNames(client)).toEqual(['late__big', 'late__echo', 'notes__read']);
    expect(textOf(await client.callTool({ name: 'late__echo', arguments: {} }))).toBe('echo {}');
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    expect(about(g, 'late').filter((l) => /did not answer/.test(l))).toEqual([]);
  });
});

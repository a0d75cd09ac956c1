// One upstream's volume must not slow the others (issue 39, medium 8): a 300,000-tool list made every merged list take
// 32-50 s, a 200 MB call result held every list for 35 s, an endless nextCursor cost 7-10 s per list. Each member's
// list is bounded in items (--list-max-items) and bytes (--list-max-bytes), the excess held with one line; its pages
// are bounded; and a list page past --list-max-bytes, or a result past the member's limits.maxMessageBytes, is refused
// unread instead of parsed (parsing it held the whole process). The upstream is a raw stdio script (volume.mjs)
// serving as many tools, pages or bytes as told.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, SERVERS, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const VOLUME = path.join(SERVERS, 'volume.mjs');
const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: {} } });
const lines = (file: string): number => readFileSync(file, 'utf8').split('\n').length - 1;

describe('gateway: one upstream\'s volume is bounded', () => {
  let dir: string;
  let g: InProcessGateway | undefined;
  beforeAll(async () => {
    dir = tempDir('gateway-volume');
    mkdirSync(path.join(dir, 'snapshots'));
    const surface = path.join(dir, 'notes.surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [tool('read', 'Read a note.')] }));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
    // Every tool approved: what a bound leaves out is the bound's doing, not the approvals'.
    const r = await cli(['snapshot', '--out', path.join(dir, 'snapshots', 'vol.json'), '--name', 'vol', '--', NODE, VOLUME, '--tools=300'], { cwd: dir });
    expect(r.code).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  const notes = () => ({ command: NODE, args: [SHIFTING, path.join(dir, 'notes.surface.json')] });
  async function gateway(vol: Record<string, unknown>, flags: string[] = []): Promise<InProcessGateway> {
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: notes(), vol } });
    g = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store'), ...flags], { cwd: dir });
    return g;
  }
  const held = (g: InProcessGateway): string[] => g.log.join('\n').split('\n').filter((l) => /its tools\/list passed/.test(l));

  it('publishes at most --list-max-items of one member\'s list and holds the rest with one line; the others and its own first items serve', async () => {
    const g = await gateway({ command: NODE, args: [VOLUME, '--tools=300'] }, ['--list-max-items', '50']);
    const client = await g.legacy();
    const names = await toolNames(client);
    expect(names.filter((n) => n.startsWith('vol__'))).toHaveLength(50);
    expect(names).toEqual(expect.arrayContaining(['notes__read', 'vol__echo', 'vol__big', 'vol__t_000000', 'vol__t_000047']));
    expect(names).not.toContain('vol__t_000048');
    expect(await toolNames(client)).toEqual(names);
    expect(held(g)).toEqual(['[vol] upstream "vol": its tools/list passed 50 items or 8388608 bytes; the rest of it is held (--list-max-items, --list-max-bytes)']);
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    expect(textOf(await client.callTool({ name: 'vol__echo', arguments: { q: 'a' } }))).toBe('echo {"q":"a"}');
  });

  it('publishes at most --list-max-bytes of one member\'s list (its items\' JSON, page after page) and asks no page past it', async () => {
    const count = path.join(dir, 'paged.count');
    writeFileSync(count, '');
    const g = await gateway({ command: NODE, args: [VOLUME, '--tools=300', '--page=10', `--count=${count}`] }, ['--list-max-bytes', '2000']);
    const client = await g.legacy();
    const vol = (await toolNames(client)).filter((n) => n.startsWith('vol__'));
    // Each tool's JSON is about 110 bytes: some 18 fit.
    expect(vol.length).toBeGreaterThan(5);
    expect(vol.length).toBeLessThan(25);
    expect(held(g)).toHaveLength(1);
    const before = lines(count);
    expect(await toolNames(client)).toContain('notes__read');
    // Two or three pages of ten reach the bound; the thirty pages of the whole list are never asked.
    expect(lines(count) - before).toBeLessThanOrEqual(3);
  });

  it('refuses one page past --list-max-bytes unread: one line, the others listed, its own calls still answer', async () => {
    const g = await gateway({ command: NODE, args: [VOLUME, '--tools=300'] }, ['--list-max-bytes', '2000']);
    const client = await g.legacy();
    expect(await toolNames(client)).toEqual(['notes__read']);
    const failed = g.log.join('\n').split('\n').filter((l) => /^upstream "vol": tools\/list failed/.test(l));
    // The answer is refused whole when it arrives in one read, or as it passes the bound when a loaded machine reads it in pieces.
    expect(failed[0]).toMatch(/^upstream "vol": tools\/list failed \(the server's answer (was \d+ bytes, over the list bound \(2000 bytes\)|passed the list bound \(2000 bytes\) while still arriving); it was not read\); its tools are not published for now$/);
    expect(textOf(await client.callTool({ name: 'vol__echo', arguments: {} }))).toBe('echo {}');
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
  });

  it('asks a list that never ends for a bounded number of pages per merged list, not a thousand', async () => {
    const count = path.join(dir, 'endless.count');
    writeFileSync(count, '');
    const g = await gateway({ command: NODE, args: [VOLUME, '--tools=300', '--endless', `--count=${count}`] });
    const client = await g.legacy();
    await waitFor(async () => (await toolNames(client)).includes('notes__read'), { what: 'the healthy member listed' });
    const before = lines(count);
    const names = await toolNames(client);
    expect(names).toContain('notes__read');
    expect(names).toContain('vol__echo');
    const asked = lines(count) - before;
    expect(asked).toBeGreaterThan(1);
    expect(asked).toBeLessThanOrEqual(100);
  });

  it('refuses a call result past the member\'s limits.maxMessageBytes unread, with one clear error; lists and calls go on, the member is not restarted', async () => {
    const g = await gateway({ command: NODE, args: [VOLUME, '--tools=300', '--big=300000'], limits: { maxMessageBytes: 100_000 } });
    const client = await g.legacy();
    expect(await toolNames(client)).toContain('vol__big');
    const [call, names] = await Promise.all([client.callTool({ name: 'vol__big', arguments: {} }).then(() => undefined, (e: Error) => e.message), toolNames(client)]);
    // Read from its head (volume.mjs writes the id first): refused as soon as it passes the bound, or at its end.
    expect(call).toMatch(/the server's answer (?:was \d+ bytes, over|passed) limits\.maxMessageBytes \(100000 bytes\)(?: while still arriving)?; it was not read$/);
    expect(names).toContain('notes__read');
    expect(textOf(await client.callTool({ name: 'vol__echo', arguments: {} }))).toBe('echo {}');
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    expect(g.log.join('\n')).not.toMatch(/went away/);
  });

  it('refuses a call result past the bound while it is still arriving: an answer that never ends does not hold the call', async () => {
    // The member writes the answer's head (its id first) and 300 KB of text, then never finishes the line.
    const g = await gateway({ command: NODE, args: [VOLUME, '--big=300000', '--stall-big'], limits: { maxMessageBytes: 100_000 } });
    const client = await g.legacy();
    expect(await toolNames(client)).toContain('vol__big');
    const call = await client.callTool({ name: 'vol__big', arguments: {} }).then(() => undefined, (e: Error) => e.message);
    expect(call).toMatch(/the server's answer passed limits\.maxMessageBytes \(100000 bytes\) while still arriving; it was not read$/);
    expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
    expect(g.log.join('\n')).not.toMatch(/went away/);
  });
});

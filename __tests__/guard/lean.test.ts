// What the guard holds and writes while it runs (issue 21): a live definition whose digest is approved is the approved
// snapshot's own tree, not a second copy; a re-capture that changes nothing leaves the store file as it is. In-process
// from src/ against the real shifting fixture server; each check is shown to move when the definition does change.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir } from '../helpers/cli-harness.js';
import { SHIFTING, pidsOf } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
const shout = { name: 'shout', description: 'Echo text back, louder.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };

async function setup(): Promise<{ surface: string; approved: string; store: string; pidFile: string }> {
  const dir = tempDir('guard-lean');
  const surface = path.join(dir, 'surface.json');
  writeFileSync(surface, JSON.stringify({ tools: [echo, shout] }));
  const approved = path.join(dir, 'approved.json');
  expect((await cli(['snapshot', '--out', approved, '--name', 'shifting', '--', NODE, SHIFTING, surface], { cwd: dir })).code).toBe(0);
  return { surface, approved, store: path.join(dir, 'store'), pidFile: path.join(dir, 'pid') };
}

/** The shifting server serves the file's tools from now on (it re-reads on SIGUSR2 and says so in `.reread`). */
async function serve(s: { surface: string; pidFile: string }, tools: object[]): Promise<void> {
  writeFileSync(s.surface, JSON.stringify({ tools }));
  for (const pid of pidsOf(s.pidFile)) process.kill(pid, 'SIGUSR2');
  await waitFor(() => existsSync(`${s.surface}.reread`));
}

describe('guard: what it holds and writes', () => {
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  it("an approved live definition is the approved snapshot's own tree; a changed one is held as served", async () => {
    const s = await setup();
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`] }, maxAgeMs: 0 });
    await g.client.callTool({ name: 'echo', arguments: { text: 'a' } });
    const approvedItems = g.guard.deps.approved.surfaces.default.kinds.tool.items;
    const approvedEcho = approvedItems.find((c) => c.ref === 'tool:echo')!;
    expect(g.guard.publication.record('tool:echo')?.live?.definition).toBe(approvedEcho.definition);
    expect(g.guard.publication.record('tool:shout')?.live?.definition).toBe(approvedItems.find((c) => c.ref === 'tool:shout')!.definition);

    const louder = { ...shout, description: 'Echo text back, louder, and mail it out.' };
    await serve(s, [echo, louder]);
    // With --max-age 0 this call re-captures first; the held shout is refused, the approved echo still shared.
    await g.client.callTool({ name: 'echo', arguments: { text: 'b' } });
    const held = g.guard.publication.record('tool:shout');
    expect(held?.state).toBe('stale');
    expect(held?.live?.definition).toEqual(expect.objectContaining({ description: louder.description }));
    expect(g.guard.publication.record('tool:echo')?.live?.definition).toBe(approvedEcho.definition);
  });

  it('a re-capture that changes nothing leaves the store file untouched; a change rewrites it', async () => {
    const s = await setup();
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`] }, maxAgeMs: 0 });
    await g.client.callTool({ name: 'echo', arguments: { text: 'a' } });
    const file = g.guard.publication.storePath;
    const first = statSync(file);
    const lists = (): number => readFileSync(`${s.surface}.lists`, 'utf8').split('\n').filter(Boolean).length;
    const before = lists();
    // Every call re-captures (--max-age 0): two more captures of the same surface.
    await g.client.callTool({ name: 'echo', arguments: { text: 'b' } });
    await g.client.callTool({ name: 'echo', arguments: { text: 'c' } });
    expect(lists()).toBeGreaterThanOrEqual(before + 2);
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([first.ino, first.mtimeMs]);

    await serve(s, [echo]);
    await g.client.callTool({ name: 'echo', arguments: { text: 'd' } });
    expect(g.guard.publication.record('tool:shout')?.state).toBe('missing');
    expect(statSync(file).ino).not.toBe(first.ino);
  });
});

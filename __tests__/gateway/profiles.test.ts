// Profile membership across renames (issue 27 item 3): a capability selected by name (`notes/tool:read_note`) keeps
// its place under a new name only through a rename declared in its server's `renames` or a rebind a person approved
// (the guard holds a possible rename for a manual rebind; `approve NEW` is that person's word), never because the new
// one looks alike. A look-alike newcomer that policy publishes is not absorbed by a pattern over names; an exposure
// pattern (`notes/*`) follows it. The same gateway's `all` profile shows what the profile leaves out.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, readJson, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import type { GuardStore } from '../../src/core/approval/approval.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });
const READ = tool('read_note', 'Read one note by id.');
const WRITE = tool('write_note', 'Write one note.');

interface Setup {
  dir: string;
  surface: string;
  store: string;
  /** The gateway under profile `ide`, and under the whole surface. */
  ide: InProcessGateway;
  all: InProcessGateway;
}

async function setup(opts: { renames?: Record<string, string>; include: string[]; policy?: string[] }): Promise<Setup> {
  const dir = tempDir('gateway-profiles');
  mkdirSync(path.join(dir, 'snapshots'));
  const surface = path.join(dir, 'notes.surface.json');
  const files = path.join(dir, 'files.surface.json');
  writeFileSync(surface, JSON.stringify({ tools: [READ, WRITE] }));
  writeFileSync(files, JSON.stringify({ tools: [tool('list', 'List files.')] }));
  await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
  await approveShifting(path.join(dir, 'snapshots', 'files.json'), 'files', files, dir);
  const config = writeJson(path.join(dir, 'mcp-contract.json'), {
    servers: {
      notes: { command: NODE, args: [SHIFTING, surface], ...(opts.policy ? { guardPolicy: opts.policy } : {}), ...(opts.renames ? { renames: opts.renames } : {}) },
      files: { command: NODE, args: [SHIFTING, files] },
    },
    profiles: { ide: { include: [...opts.include, 'files/*'] } },
  });
  const store = path.join(dir, 'store');
  const args = ['--config', config, '--store', store];
  const ide = await startGatewayInProcess([...args, '--profile', 'ide'], { cwd: dir });
  const all = await startGatewayInProcess(args, { cwd: dir });
  return { dir, surface, store, ide, all };
}

/** The notes server now serves `tools` (it re-reads its file on SIGHUP and says list_changed). */
async function shift(s: Setup, tools: unknown[]): Promise<void> {
  const client = await clientOf(s.all);
  const heard = client.next('notifications/tools/list_changed');
  writeFileSync(s.surface, JSON.stringify({ tools }));
  spawnSync('pkill', ['-HUP', '-f', `${SHIFTING} ${s.surface}`]);
  await heard;
}

async function approve(s: Setup, ref: string): Promise<string> {
  const r = await cli(['approve', ref, '--store', s.store, '--server', 'notes'], { cwd: s.dir });
  expect(r.code).toBe(0);
  return r.stdout;
}

/** One client per gateway: each new client is a new downstream session, with upstream processes of its own. */
const clients = new WeakMap<InProcessGateway, Awaited<ReturnType<InProcessGateway['legacy']>>>();
async function clientOf(g: InProcessGateway): Promise<Awaited<ReturnType<InProcessGateway['legacy']>>> {
  const c = clients.get(g) ?? (await g.legacy());
  clients.set(g, c);
  return c;
}
const listed = async (g: InProcessGateway): Promise<string[]> => toolNames(await clientOf(g));

describe('gateway profiles across renames', () => {
  let s: Setup | undefined;
  afterEach(async () => {
    await s?.ide.close();
    await s?.all.close();
    if (s) rmSync(s.dir, { recursive: true, force: true });
    s = undefined;
  });

  it('keeps a selected capability in the profile under the name a person approved as its rebind (a look-alike, undeclared)', async () => {
    s = await setup({ include: ['notes/tool:read_note'] });
    expect(await listed(s.ide)).toEqual(['files__list', 'notes__read_note']);
    await shift(s, [{ ...READ, name: 'get_note' }, WRITE]);
    // Held for a manual rebind: not published anywhere yet.
    expect(await listed(s.all)).toEqual(['files__list', 'notes__write_note']);
    expect(await listed(s.ide)).toEqual(['files__list']);
    expect(await approve(s, 'tool:get_note')).toMatch(/^approved tool:get_note at sha256:[0-9a-f]{64} as the new name of tool:read_note$/m);
    const ide = s.ide;
    await waitFor(async () => (await listed(ide)).includes('notes__get_note'), { what: 'the approved rebind in the ide profile' });
    expect(await listed(s.ide)).toEqual(['files__list', 'notes__get_note']);
    expect(textOf(await (await clientOf(s.ide)).callTool({ name: 'notes__get_note', arguments: { id: '1' } }))).toBe('get_note {"id":"1"}');
    expect(readJson<GuardStore>(path.join(s.store, 'notes.json')).capabilities['tool:get_note'].approval).toMatchObject({ by: 'human', rebinds: ['tool:read_note'] });
  });

  it('keeps it under a rename declared in the config, though the new one looks nothing alike', async () => {
    s = await setup({ include: ['notes/tool:read_note'], renames: { 'tool:read_note': 'tool:fetch_record' } });
    await shift(s, [tool('fetch_record', 'Fetch a stored record.'), WRITE]);
    expect(await listed(s.ide)).toEqual(['files__list']);
    expect(await approve(s, 'tool:fetch_record')).toMatch(/ as the new name of tool:read_note$/m);
    const ide = s.ide;
    await waitFor(async () => (await listed(ide)).includes('notes__fetch_record'), { what: 'the declared rename in the ide profile' });
    expect(await listed(s.ide)).toEqual(['files__list', 'notes__fetch_record']);
  });

  it('refuses a rename neither declared nor approved as one: the new name, published by policy, stays out of the profile', async () => {
    s = await setup({ include: ['notes/tool:read_note'], policy: ['new=follow'] });
    // Not alike and not declared: a new capability, which new=follow publishes, but no rebind of read_note.
    await shift(s, [tool('fetch_record', 'Fetch a stored record.'), WRITE]);
    const all = s.all;
    await waitFor(async () => (await listed(all)).includes('notes__fetch_record'), { what: 'the newcomer published by policy' });
    expect(await listed(s.ide)).toEqual(['files__list']);
    await expect((await clientOf(s.ide)).callTool({ name: 'notes__fetch_record', arguments: {} })).rejects.toThrow('tool "notes__fetch_record" is not published by this gateway');
  });

  it('never absorbs a look-alike newcomer into a pattern over names; a pattern over the whole server follows it', async () => {
    s = await setup({ include: ['notes/tool:read_note*'], policy: ['new=follow'] });
    await shift(s, [READ, tool('read_note_all', 'Read one note by id.'), WRITE]);
    const all = s.all;
    await waitFor(async () => (await listed(all)).includes('notes__read_note_all'), { what: 'the look-alike published by policy' });
    expect(await listed(s.ide)).toEqual(['files__list', 'notes__read_note']);
    await expect((await clientOf(s.ide)).callTool({ name: 'notes__read_note_all', arguments: {} })).rejects.toThrow('tool "notes__read_note_all" is not published by this gateway');
    await s.ide.close();
    s.ide = await startGatewayInProcess(['--config', path.join(s.dir, 'mcp-contract.json'), '--store', s.store, '--profile', 'ide', '--profiles', writeJson(path.join(s.dir, 'exposure.json'), { profiles: { ide: { include: ['notes/*'] } } })], { cwd: s.dir });
    expect(await listed(s.ide)).toEqual(['notes__read_note', 'notes__read_note_all', 'notes__write_note']);
  });
});

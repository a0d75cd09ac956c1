// Declared renames are per server (issue 27 item 3): a rename declared under server A's entry never rebinds server
// B's capability of the same name. In the gateway, B's look-alike newcomer is a new capability (approved without a
// rebind, outside a profile that selected the old name) while A's keeps its place; a top-level rename in front of
// several servers is refused in one line. `check` reads each server's own renames the same way.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, cli, NODE, readJson, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import type { GuardStore } from '../../src/core/approval/approval.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });
const READ = tool('read_note', 'Read one note by id.');
const FETCH = tool('fetch_record', 'Fetch a stored record.');

describe('gateway: a rename declared for one server', () => {
  let dir: string;
  const gateways: InProcessGateway[] = [];
  beforeEach(() => {
    dir = tempDir('gateway-renames');
    mkdirSync(path.join(dir, 'snapshots'));
  });
  afterEach(async () => {
    for (const g of gateways.splice(0)) await g.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Two servers that both serve read_note; `renames` goes where the test puts it. */
  async function twoServers(renames: { top?: Record<string, string>; notes?: Record<string, string> }): Promise<{ config: string; surfaces: Record<'notes' | 'files', string> }> {
    const surfaces = { notes: path.join(dir, 'notes.surface.json'), files: path.join(dir, 'files.surface.json') };
    writeFileSync(surfaces.notes, JSON.stringify({ tools: [READ, tool('write_note', 'Write one note.')] }));
    writeFileSync(surfaces.files, JSON.stringify({ tools: [READ, tool('list', 'List files.')] }));
    for (const s of ['notes', 'files'] as const) await approveShifting(path.join(dir, 'snapshots', `${s}.json`), s, surfaces[s], dir);
    const config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: {
        notes: { command: NODE, args: [SHIFTING, surfaces.notes], ...(renames.notes ? { renames: renames.notes } : {}) },
        files: { command: NODE, args: [SHIFTING, surfaces.files] },
      },
      ...(renames.top ? { renames: renames.top } : {}),
      profiles: { ide: { include: ['notes/tool:read_note', 'files/tool:read_note'] } },
    });
    return { config, surfaces };
  }

  it("rebinds only the declaring server's capability: the other's same-named newcomer is approved as new and stays out of the profile", async () => {
    const { config, surfaces } = await twoServers({ notes: { 'tool:read_note': 'tool:fetch_record' } });
    const store = path.join(dir, 'store');
    const all = await startGatewayInProcess(['--config', config, '--store', store], { cwd: dir });
    gateways.push(all);
    const ide = await startGatewayInProcess(['--config', config, '--store', store, '--profile', 'ide'], { cwd: dir });
    gateways.push(ide);
    const allClient = await all.legacy();
    const ideClient = await ide.legacy();
    expect(await toolNames(ideClient)).toEqual(['files__read_note', 'notes__read_note']);

    // Both servers replace read_note with fetch_record, which looks nothing like it.
    for (const s of ['notes', 'files'] as const) {
      const heard = allClient.next('notifications/tools/list_changed');
      writeFileSync(surfaces[s], JSON.stringify({ tools: [FETCH, ...(s === 'notes' ? [tool('write_note', 'Write one note.')] : [tool('list', 'List files.')])] }));
      spawnSync('pkill', ['-HUP', '-f', `${SHIFTING} ${surfaces[s]}`]);
      await heard;
    }
    const approve = async (server: string): Promise<string> => {
      const r = await cli(['approve', 'tool:fetch_record', '--store', store, '--server', server], { cwd: dir });
      expect(r.code).toBe(0);
      return r.stdout;
    };
    expect(await approve('notes')).toMatch(/^approved tool:fetch_record at sha256:[0-9a-f]{64} as the new name of tool:read_note$/m);
    const files = await approve('files');
    expect(files).toMatch(/^approved tool:fetch_record at sha256:[0-9a-f]{64}/m);
    expect(files).not.toContain('as the new name of');
    expect(readJson<GuardStore>(path.join(store, 'notes.json')).capabilities['tool:fetch_record'].approval).toMatchObject({ by: 'human', rebinds: ['tool:read_note'] });
    expect(readJson<GuardStore>(path.join(store, 'files.json')).capabilities['tool:fetch_record'].approval?.rebinds).toBeUndefined();

    // Each gateway publishes each server's approval when it reads that store: wait for all of them, in both.
    await waitFor(
      async () => {
        const [inAll, inIde] = [await toolNames(allClient), await toolNames(ideClient)];
        return inAll.includes('files__fetch_record') && inAll.includes('notes__fetch_record') && inIde.includes('notes__fetch_record');
      },
      { what: 'both approvals published in both gateways' },
    );
    expect(await toolNames(allClient)).toEqual(['files__fetch_record', 'files__list', 'notes__fetch_record', 'notes__write_note']);
    expect(await toolNames(ideClient)).toEqual(['notes__fetch_record']);
  });

  it('refuses a top-level rename in front of several servers in one line, exit 2, and takes it for one chosen server', async () => {
    const { config } = await twoServers({ top: { 'tool:read_note': 'tool:fetch_record' } });
    const r = await cli(['guard', '--config', config, '--store', path.join(dir, 'store')], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `mcp-contract: ${config}: /renames: a gateway of 2 servers cannot tell whose capability a top-level rename is; declare each under its server: "servers": { "<name>": { "renames": { ... } } }`,
    ]);
    const one = await startGatewayInProcess(['--config', config, '--store', path.join(dir, 'store'), '--server', 'notes', '--profile', 'ide'], { cwd: dir });
    gateways.push(one);
    expect(await toolNames(await one.legacy())).toEqual(['notes__read_note']);
  });
});

describe('check: each server reads its own renames', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('server-renames');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("classifies the declaring server's change as a rename and the other's same change as a breaking removal", async () => {
    const catalog = (name: string, tools: unknown[]) => writeJson(path.join(dir, `${name}.json`), { tools });
    const before = { a: catalog('a', [READ]), b: catalog('b', [READ]) };
    const server = (file: string, renames?: Record<string, string>) => ({ command: NODE, args: [CATALOG, file], ...(renames ? { renames } : {}) });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { a: server(before.a, { 'tool:read_note': 'tool:fetch_record' }), b: server(before.b) } });
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    for (const f of Object.values(before)) writeJson(f, { tools: [FETCH] });
    const r = await cli(['check', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const servers = JSON.parse(r.stdout).servers as Array<{ server: string; report: { changes: Array<{ rule: string; severity: string }> } }>;
    const rules = (name: string) => servers.find((s) => s.server === name)!.report.changes.map((c) => `${c.severity} ${c.rule}`).sort();
    expect(rules('a').join(' ')).toMatch(/renamed/);
    expect(rules('a')).not.toContain('breaking capability-removed');
    expect(rules('b')).toContain('breaking capability-removed');
    expect(rules('b').join(' ')).not.toMatch(/renamed/);
  });
});

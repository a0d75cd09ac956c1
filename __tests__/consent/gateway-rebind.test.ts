// The whole path through a real gateway: a member renames a tool (declared for it), the gateway holds the new name,
// `status` suggests the consent command, a person approves the rebind and `approve` prints the command, and that
// command, run as printed, carries the user's Claude Code rule for the gateway's published name and the gateway
// profile's selection to the new name. The approved side comes from the member's approved snapshot, as the gateway
// reads it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, readJson, tempDir, writeJson } from '../helpers/cli-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });
const READ = tool('read_note', 'Read one note by id.');
const WRITE = tool('write_note', 'Write one note.');
const FETCH = tool('fetch_record', 'Fetch a stored record.');

/** The words of a printed command line (bare or POSIX single-quoted, as shellQuote writes them). */
function words(line: string): string[] {
  return [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2]));
}

describe('a rebind approved in the gateway carries the client rules for its published names', () => {
  const gateways: InProcessGateway[] = [];
  afterEach(async () => {
    for (const g of gateways.splice(0)) await g.close();
  });

  it('status suggests, approve prints, and the printed consent command carries mcp__mcp-contract__notes__read_note and the profile', async () => {
    const dir = tempDir('consent-gateway');
    const home = path.join(dir, 'home');
    mkdirSync(path.join(dir, 'snapshots'), { recursive: true });
    mkdirSync(home, { recursive: true });
    const surface = path.join(dir, 'notes.surface.json');
    const pidfile = path.join(dir, 'notes.pid');
    writeFileSync(surface, JSON.stringify({ tools: [READ, WRITE] }));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
    const config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: { notes: { command: NODE, args: [SHIFTING, surface, `--pidfile=${pidfile}`], renames: { 'tool:read_note': 'tool:fetch_record' } } },
      profiles: { ide: { include: ['notes/tool:read_note'] } },
    });
    const store = path.join(dir, 'store');
    const gateway = await startGatewayInProcess(['--config', config, '--store', store], { cwd: dir });
    gateways.push(gateway);
    const client = await gateway.legacy();
    expect(await toolNames(client)).toEqual(['notes__read_note', 'notes__write_note']);

    // The member replaces read_note with fetch_record; the gateway holds it as the declared rename.
    const heard = client.next('notifications/tools/list_changed');
    writeFileSync(surface, JSON.stringify({ tools: [FETCH, WRITE] }));
    await waitFor(() => readFileSync(pidfile, 'utf8').trim() !== '', { what: 'the member wrote its pid' });
    process.kill(Number(readFileSync(pidfile, 'utf8').trim().split('\n')[0]), 'SIGHUP');
    await heard;
    await waitFor(() => readJson<{ capabilities: Record<string, { state: string }> }>(path.join(store, 'notes.json')).capabilities['tool:fetch_record']?.state === 'review_required', {
      what: 'the gateway held fetch_record',
    });

    const env = { HOME: home, PATH: process.env.PATH };
    const claude = path.join(home, '.claude', 'settings.json');
    mkdirSync(path.dirname(claude), { recursive: true });
    writeFileSync(claude, `{\n  "permissions": {\n    "allow": [\n      "mcp__mcp-contract__notes__read_note"\n    ]\n  }\n}\n`);

    const status = await cli(['status', '--store', store, '--server', 'notes'], { cwd: dir, env });
    expect(status.stdout).toContain(`after approving a rename, carry your client rules to the new name: mcp-contract consent --from store --to store --store ${store} --server notes`);
    const approved = await cli(['approve', 'tool:fetch_record', '--store', store, '--server', 'notes'], { cwd: dir, env });
    expect(approved.stdout).toMatch(/^approved tool:fetch_record at sha256:[0-9a-f]{64} as the new name of tool:read_note$/m);
    const line = approved.stdout.split('\n').find((l) => l.startsWith('carry your client rules'))!;
    const [, ...args] = words(line.slice(line.indexOf('mcp-contract ')));

    const r = await cli([...args, '--write'], { cwd: dir, env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/carried \[consent-allow-carried\] Claude Code allow "mcp__mcp-contract__notes__read_note"/);
    expect(JSON.parse(readFileSync(claude, 'utf8')).permissions.allow).toEqual(['mcp__mcp-contract__notes__fetch_record']);
    expect(readJson<{ profiles: { ide: { include: string[] } } }>(config).profiles.ide.include).toEqual(['notes/tool:fetch_record']);
  });

  it('run where no mcp-contract.json is (a new user\'s shell), the printed command still carries a deny on the renamed tool from the store alone, and refuses the allow it cannot judge', async () => {
    const dir = tempDir('consent-gateway-elsewhere');
    const home = path.join(dir, 'home');
    const project = path.join(dir, 'project');
    mkdirSync(path.join(project, 'snapshots'), { recursive: true });
    mkdirSync(home, { recursive: true });
    const surface = path.join(project, 'notes.surface.json');
    const pidfile = path.join(project, 'notes.pid');
    writeFileSync(surface, JSON.stringify({ tools: [READ, WRITE] }));
    await approveShifting(path.join(project, 'snapshots', 'notes.json'), 'notes', surface, project);
    const config = writeJson(path.join(project, 'mcp-contract.json'), {
      servers: { notes: { command: NODE, args: [SHIFTING, surface, `--pidfile=${pidfile}`], renames: { 'tool:read_note': 'tool:fetch_record' } } },
    });
    const store = path.join(dir, 'store');
    const gateway = await startGatewayInProcess(['--config', config, '--store', store], { cwd: project });
    gateways.push(gateway);
    const client = await gateway.legacy();
    expect(await toolNames(client)).toEqual(['notes__read_note', 'notes__write_note']);
    const heard = client.next('notifications/tools/list_changed');
    writeFileSync(surface, JSON.stringify({ tools: [FETCH, WRITE] }));
    await waitFor(() => readFileSync(pidfile, 'utf8').trim() !== '', { what: 'the member wrote its pid' });
    process.kill(Number(readFileSync(pidfile, 'utf8').trim().split('\n')[0]), 'SIGHUP');
    await heard;
    await waitFor(() => readJson<{ capabilities: Record<string, { state: string }> }>(path.join(store, 'notes.json')).capabilities['tool:fetch_record']?.state === 'review_required', {
      what: 'the gateway held fetch_record',
    });

    const env = { HOME: home, PATH: process.env.PATH };
    const claude = path.join(home, '.claude', 'settings.json');
    mkdirSync(path.dirname(claude), { recursive: true });
    writeFileSync(claude, `{\n  "permissions": {\n    "allow": ["mcp__notes__read_note"],\n    "deny": ["mcp__mcp-contract__notes__read_note"]\n  }\n}\n`);
    const approved = await cli(['approve', 'tool:fetch_record', '--store', store, '--server', 'notes'], { cwd: project, env });
    const line = approved.stdout.split('\n').find((l) => l.startsWith('carry your client rules'))!;
    const [, ...args] = words(line.slice(line.indexOf('mcp-contract ')));

    // In the home directory: no mcp-contract.json, so the approved snapshot is not read; the store's rebind is enough.
    const dry = await cli(args, { cwd: home, env });
    expect(dry.code).toBe(1);
    expect(dry.stdout).toMatch(/error: carried \[consent-deny-void\] Claude Code deny "mcp__mcp-contract__notes__read_note": .*tool:fetch_record is its approved \(a rebind in the guard store\) renamed successor/);
    expect(dry.stdout).toMatch(/refused \[consent-carry-widens\] Claude Code allow "mcp__notes__read_note": tool:read_note was approved in the server's approved snapshot, which this run did not read/);
    expect(dry.stdout).not.toMatch(/2 rule\(s\) read, 2 unaffected/);
    const wrote = await cli([...args, '--write'], { cwd: home, env });
    expect([wrote.code, wrote.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(claude, 'utf8')).permissions).toEqual({ allow: ['mcp__notes__read_note'], deny: ['mcp__mcp-contract__notes__read_note', 'mcp__mcp-contract__notes__fetch_record'] });
  });
});

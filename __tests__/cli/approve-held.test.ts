// Issue 41 item 3: a reviewed upgrade behind the gateway is approved in one step. `status` is one line per server and
// one per held capability (rule ids and the exact approve command: absolute store path, shell-quoted, `--server`),
// `--verbose` the before/after; the gateway's stderr names the same command for each capability it holds; and
// `approve --all-held` approves every held one of a server after printing each change, on a terminal's yes or with
// --yes (without a terminal and without --yes it refuses in one line). The gateway runs with cwd `/` and the default
// store under HOME, as a desktop client starts it: every printed command is run from another directory, word for word
// as a shell splits it. Real gateway, real upstream processes, the real store.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, tempDir, writeJson, type CliResult } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { run } from '../../src/cli/main.js';
import { redacting } from '../../src/cli/io.js';

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({ name, description, inputSchema: { type: 'object', properties } });
const V1 = { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [tool('read_note', 'Read one note.'), tool('list_notes', 'List the notes.')] };
const V2 = {
  serverInfo: { name: 'notes', version: '1.0.0' },
  tools: [tool('read_note', 'Read one note by its id.'), tool('list_notes', 'List every note.', { tag: { type: 'string' } }), tool('delete_note', 'Delete one note.')],
};
const FILES = { serverInfo: { name: 'files', version: '1.0.0' }, tools: [tool('read_file', 'Read one file.')] };

/** The words a POSIX shell makes of a printed command line (its quoting is what a pasted command goes through). */
function shellWords(line: string): string[] {
  return execFileSync('sh', ['-c', `set -- ${line}; printf '%s\\0' "$@"`], { encoding: 'utf8' }).split('\0').slice(0, -1);
}

/** One CLI run whose stdin is a terminal that answers `answer`, recording the question. */
async function onTerminal(args: string[], cwd: string, env: Record<string, string | undefined>, answer: boolean): Promise<CliResult & { asked: string[] }> {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const io = redacting({ stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env, now: () => new Date('2026-06-01T00:00:00Z'), confirm: async (q) => (asked.push(q), answer) });
  const code = await run(args, io);
  return { code, stdout, stderr, asked };
}

describe('status and approve --all-held: one step from a reviewed upgrade to its approval', () => {
  let dir: string;
  let home: string;
  let store: string;
  let elsewhere: string;
  let env: Record<string, string | undefined>;
  let g: InProcessGateway | undefined;
  const surfaceOf = (name: string) => path.join(dir, `${name}.surface.json`);

  beforeAll(async () => {
    dir = tempDir('approve-held');
    home = path.join(dir, 'home');
    elsewhere = path.join(dir, 'elsewhere');
    mkdirSync(home);
    mkdirSync(elsewhere);
    env = { PATH: process.env.PATH, HOME: home };
    store = path.join(home, '.mcp-contract', 'guard');
    writeFileSync(surfaceOf('notes'), JSON.stringify(V1));
    writeFileSync(surfaceOf('files'), JSON.stringify(FILES));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surfaceOf('notes'), dir);
    await approveShifting(path.join(dir, 'snapshots', 'files.json'), 'files', surfaceOf('files'), dir);
    // The upgrade: read_note's description and list_notes' input changed, delete_note is new.
    writeFileSync(surfaceOf('notes'), JSON.stringify(V2));
    const config = writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: { notes: { command: NODE, args: [SHIFTING, surfaceOf('notes')] }, files: { command: NODE, args: [SHIFTING, surfaceOf('files')] } },
    });
    g = await startGatewayInProcess(['--config', config], { cwd: '/', env: { HOME: home } });
    await toolNames(await g.legacy());
    await waitFor(() => g!.log.filter((l) => /tool:\w+: \w+ -> (stale|review_required)/.test(l)).length === 3, { what: 'the three held transitions in the log' });
  });
  afterAll(async () => {
    await g?.close();
  });

  const command = (ref: string) => `mcp-contract approve ${ref} --store ${store} --server notes`;

  it("the gateway's stderr names each held capability's rules and the approve command, with the absolute store", () => {
    const log = g!.log.join('\n');
    expect(log).toMatch(new RegExp(`\\[notes\\] tool:read_note: \\w+ -> stale \\(description-changed[^)]*\\); after review: ${escape(command('tool:read_note'))}$`, 'm'));
    expect(log).toMatch(new RegExp(`\\[notes\\] tool:delete_note: \\w+ -> review_required \\(capability-added\\); after review: ${escape(command('tool:delete_note'))}$`, 'm'));
    expect(log).toContain(`[notes] 3 held for review; after review, all at once: mcp-contract approve --all-held --store ${store} --server notes`);
    expect(log).not.toMatch(/--store (?!\/)/);
    // The start-up line names the store as it is, not relative to `/` (which loses only the leading `/`).
    expect(log).toContain(`; store ${store}\n`.trim());
  });

  it('status is one screen per server: counts per kind, each held capability with its rule ids, one approve command; --verbose the before/after and a command each', async () => {
    const r = await cli(['status'], { cwd: '/', env });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContain('  tools: 2 changed, 1 new');
    expect(lines).toContain('    STALE           tool:read_note  description-changed');
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}STALE +tool:list_notes  [a-z-]+(, [a-z-]+)*$/));
    expect(lines).toContain('    REVIEW_REQUIRED tool:delete_note  capability-added');
    // One approve command per server (issue 51): the per-item commands are --verbose's.
    expect(lines.filter((l) => l.includes('mcp-contract approve'))).toEqual([`  all 3 held, after review: mcp-contract approve --all-held --store ${store} --server notes`]);
    expect(lines).toContain(`  each item with its before/after and its own approve command: mcp-contract status --verbose --store ${store} --server notes`);
    expect(lines.filter((l) => /^files /.test(l))).toHaveLength(1);
    expect(r.stdout).not.toMatch(/before:|axes|"description"/);
    expect(lines.length).toBeLessThan(14);
    const verbose = await cli(['status', '--verbose', '--server', 'notes'], { cwd: '/', env });
    expect(verbose.stdout).toContain('before: "Read one note."');
    expect(verbose.stdout).toContain('after:  "Read one note by its id."');
    expect(verbose.stdout).toContain(`      approve after review: ${command('tool:read_note')}`);
  });

  it('a printed command, pasted in another directory, approves in the same store', async () => {
    const line = (await cli(['status', '--verbose', '--server', 'notes'], { cwd: '/', env })).stdout.split('\n').find((l) => l.includes('approve tool:read_note'))!;
    const words = shellWords(line.slice(line.indexOf('mcp-contract approve')));
    const r = await cli(words.slice(1), { cwd: elsewhere, env: { PATH: process.env.PATH } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^approved tool:read_note at sha256:/m);
    expect((await cli(['status', '--server', 'notes'], { cwd: '/', env })).stdout).toMatch(/^notes \(surface default\): 1 approved, 1 stale, 1 new/m);
  });

  it('--all-held without --yes shows every change, then refuses in one line when no terminal can ask; nothing is written', async () => {
    const r = await cli(['approve', '--all-held', '--server', 'notes'], { cwd: elsewhere, env });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/STALE +tool:list_notes/);
    expect(r.stdout).toMatch(/REVIEW_REQUIRED +tool:delete_note/);
    expect(r.stdout).toContain('"description": "Delete one note."');
    expect(r.stderr).toBe('mcp-contract approve: --all-held would approve the 2 capabilities shown above; add --yes after reviewing them (stdin is no terminal to ask)\n');
    const json = await cli(['approve', '--all-held', '--server', 'notes', '--format', 'json'], { cwd: elsewhere, env });
    expect(json.code).toBe(2);
    expect(json.stdout).toBe('');
    expect((await cli(['status', '--server', 'notes'], { cwd: '/', env })).stdout).toMatch(/1 stale, 1 new/);
  });

  it('on a terminal it asks y/N: no approves nothing', async () => {
    const no = await onTerminal(['approve', '--all-held', '--server', 'notes'], elsewhere, env, false);
    expect(no.asked).toEqual(['approve the 2 capabilities shown above? [y/N] ']);
    expect(no.code).toBe(1);
    expect(no.stderr).toBe('mcp-contract approve: nothing approved\n');
    expect((await cli(['status', '--server', 'notes'], { cwd: '/', env })).stdout).toMatch(/1 stale, 1 new/);
  });

  it('a rejected capability stays rejected; yes approves every other held one, each at the digest shown, and the gateway publishes them', async () => {
    expect((await cli(['reject', 'tool:delete_note', '--server', 'notes'], { cwd: elsewhere, env })).code).toBe(0);
    const yes = await onTerminal(['approve', '--all-held', '--server', 'notes'], elsewhere, env, true);
    expect(yes.asked).toEqual(['approve the 1 capability shown above? [y/N] ']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(/^approved tool:list_notes at sha256:[0-9a-f]{64}$/m);
    expect(yes.stdout).not.toMatch(/^approved tool:delete_note/m);
    const status = (await cli(['status', '--server', 'notes'], { cwd: '/', env })).stdout;
    expect(status).toMatch(/2 approved, 0 stale, 0 new, 1 rejected/);
    await waitFor(async () => (await toolNames(await g!.legacy())).includes('notes__list_notes'), { what: 'list_notes published' });
    const again = await cli(['approve', '--all-held', '--server', 'notes', '--yes'], { cwd: elsewhere, env });
    expect(again.stdout).toBe('nothing is held for review\n');
  });

  it('refuses --all-held with refs, --digest or --all-safe, and --yes without --all-held, each by name', async () => {
    for (const [args, msg] of [
      [['--all-held', 'tool:x'], 'it takes no refs'],
      [['--all-held', '--digest', 'sha256:0'], '--digest binds one capability'],
      [['--all-held', '--all-safe'], 'exclude each other'],
      [['tool:read_note', '--yes'], '--yes confirms --all-held'],
    ] as const) {
      const r = await cli(['approve', ...args, '--server', 'notes'], { cwd: elsewhere, env });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(msg);
    }
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

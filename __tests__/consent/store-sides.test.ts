// A rename the guard held and a person approved (a rebind) carries the user's client rules only when they run
// consent: `status` suggests the command beside the held rename, `approve` prints it once the rebind is recorded, and
// that very command (`--from store --to store`) carries the rules with no snapshot file, from the signed store alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GUARD_STORE_FORMAT, type GuardStore } from '../../src/core/approval/approval.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { serializeStore, storeFile, storeKey } from '../../src/guard/store.js';
import { cli } from '../helpers/cli-harness.js';
import { capturePublished } from '../helpers/published-histories.js';
import { tempDir } from '../helpers/temp-dir.js';

function put(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The words of a printed command line (its words are bare or POSIX single-quoted, as shellQuote writes them). */
function words(line: string): string[] {
  return [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2]));
}

let fs1125: Snapshot;

beforeAll(async () => {
  fs1125 = await capturePublished('fs-2025-11-25');
});

/**
 * The store the guard writes when server-filesystem renames list_directory to list_entries (read-only alike):
 * the approved list_directory is missing, list_entries is held as its possible new name, read_text_file is approved.
 */
async function heldRename(dir: string): Promise<void> {
  const items = fs1125.surfaces.default.kinds.tool.items;
  const def = (n: string) => items.find((i) => i.ref === `tool:${n}`)!;
  const list = def('list_directory');
  const read = def('read_text_file');
  const entries = { ...list.definition, name: 'list_entries' };
  const approval = (d: typeof list) => ({ digest: d.digest, definition: d.definition, by: 'human' as const, at: '2026-06-01T00:00:00Z' });
  const store: GuardStore = {
    format: GUARD_STORE_FORMAT,
    server: 'filesystem',
    surface: 'default',
    capabilities: {
      'tool:list_directory': { ref: 'tool:list_directory', state: 'missing', since: '2026-07-01T00:00:00Z', approval: approval(list) },
      'tool:list_entries': {
        ref: 'tool:list_entries',
        state: 'review_required',
        since: '2026-07-01T00:00:00Z',
        live: { digest: 'sha256:' + 'e'.repeat(64), definition: entries },
        changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message: 'may be the new name of tool:list_directory', renamedFrom: ['tool:list_directory'] }],
      },
      'tool:read_text_file': { ref: 'tool:read_text_file', state: 'approved', since: '2026-06-01T00:00:00Z', live: { digest: read.digest, definition: read.definition }, approval: approval(read) },
    },
  };
  put(storeFile(dir, 'filesystem'), serializeStore(store, await storeKey(dir)));
}

describe('a rebind approved in the guard store carries the client rules with the command approve prints', () => {
  it('status suggests it beside the held rename; approve prints it; running it carries the Claude Code allow and the profile', async () => {
    const root = tempDir('consent-store');
    const home = path.join(root, 'home');
    const project = path.join(root, 'project');
    const store = path.join(root, 'store');
    mkdirSync(store, { recursive: true });
    mkdirSync(project, { recursive: true });
    const env = { HOME: home, PATH: process.env.PATH };
    await heldRename(store);
    const claude = put(path.join(home, '.claude', 'settings.json'), `{\n  "permissions": {\n    "allow": ["mcp__filesystem__list_directory", "mcp__filesystem__read_text_file"]\n  }\n}\n`);
    const config = put(path.join(project, 'mcp-contract.json'), JSON.stringify({ servers: { filesystem: { command: 'npx' } }, profiles: { review: { include: ['filesystem/tool:list_directory'] } } }, null, 2));

    const status = await cli(['status', '--store', store], { cwd: project, env });
    expect(status.stdout).toContain(`after approving a rename, carry your client rules to the new name: mcp-contract consent --from store --to store --store ${store} --server filesystem`);

    // Before the approval the store records no rebind: the allow is void, nothing is carried.
    const before = await cli(['consent', '--from', 'store', '--to', 'store', '--store', store, '--server', 'filesystem', '--format', 'json'], { cwd: project, env });
    expect((JSON.parse(before.stdout) as { outcomes: Array<{ fate: string }> }).outcomes.filter((o) => o.fate === 'carried')).toEqual([]);

    const approved = await cli(['approve', 'tool:list_entries', '--store', store, '--server', 'filesystem'], { cwd: project, env });
    expect(approved.code).toBe(0);
    const line = approved.stdout.split('\n').find((l) => l.startsWith('carry your client rules'));
    expect(line).toBe(`carry your client rules to the new name (a dry run; add --write to apply): mcp-contract consent --from store --to store --store ${store} --server filesystem`);

    const [, ...args] = words(line!.slice(line!.indexOf('mcp-contract ')));
    const dry = await cli(args, { cwd: project, env });
    expect(dry.stdout).toMatch(/note: carried \[consent-allow-carried\] Claude Code allow "mcp__filesystem__list_directory": approved \(a rebind in the guard store\) renamed: tool:list_directory -> tool:list_entries/);
    const wrote = await cli([...args, '--write'], { cwd: project, env });
    expect([wrote.code, wrote.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(claude, 'utf8')).permissions.allow).toEqual(['mcp__filesystem__list_entries', 'mcp__filesystem__read_text_file']);
    expect(JSON.parse(readFileSync(config, 'utf8')).profiles.review.include).toEqual(['filesystem/tool:list_entries']);
  });

  it('refuses --from store without --to store, and without --store: one line, exit 2', async () => {
    const root = tempDir('consent-store-bad');
    const env = { HOME: root, PATH: process.env.PATH };
    const mixed = await cli(['consent', '--from', 'store', '--to', 'live'], { cwd: root, env });
    expect([mixed.code, mixed.stderr.trim()]).toEqual([2, expect.stringMatching(/--from store goes with --to store/)]);
    const none = await cli(['consent', '--from', 'store', '--to', 'store'], { cwd: root, env });
    expect([none.code, none.stderr.trim()]).toEqual([2, expect.stringMatching(/--from store needs --store DIR/)]);
  });
});

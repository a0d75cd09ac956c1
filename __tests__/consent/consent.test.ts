// `mcp-contract consent` over real files in a temp HOME and project, in each client's documented format, and over the
// drift of real published servers (server-filesystem, server-memory) with declared renames and merges. Derived heads
// (a real snapshot with one tool renamed or reannotated) stand for the attacks no published version shipped.
import { chownSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonObject, Snapshot } from '../../src/core/shared/model.js';
import { GUARD_STORE_FORMAT, type GuardStore } from '../../src/core/approval/approval.js';
import { serializeStore, storeFile, storeKey } from '../../src/guard/store.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { cli } from '../helpers/cli-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';
import { capturePublished } from '../helpers/published-histories.js';
import { tempDir } from '../helpers/temp-dir.js';

interface Setup {
  home: string;
  project: string;
  env: Record<string, string | undefined>;
}

function setup(): Setup {
  const root = tempDir('consent');
  const home = path.join(root, 'home');
  const project = path.join(root, 'project');
  mkdirSync(home, { recursive: true });
  mkdirSync(project, { recursive: true });
  return { home, project, env: { HOME: home, PATH: process.env.PATH } };
}

function put(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

function snap(dir: string, name: string, s: Snapshot): string {
  return put(path.join(dir, `${name}.json`), serializeSnapshot(s));
}

/** A real snapshot with its tools edited: renamed (old -> new, with optional new annotations) or dropped. */
function derive(s: Snapshot, edits: Record<string, { to?: string; annotations?: JsonObject; drop?: true }>): Snapshot {
  const out = structuredClone(s);
  for (const surface of Object.values(out.surfaces)) {
    const items = surface.kinds.tool.items.flatMap((item) => {
      const e = edits[item.ref.slice(5)];
      if (!e) return [item];
      if (e.drop) return [];
      const name = e.to ?? item.ref.slice(5);
      return [{ ...item, ref: `tool:${name}`, definition: { ...item.definition, name, ...(e.annotations ? { annotations: e.annotations } : {}) } }];
    });
    surface.kinds.tool.items = items.sort((x, y) => (x.ref < y.ref ? -1 : 1));
  }
  return out;
}

async function consent(s: Setup, args: string[]) {
  return cli(['consent', ...args], { cwd: s.project, env: s.env });
}

const claude = (rules: { allow?: string[]; ask?: string[]; deny?: string[] }): string =>
  `{\n  "model": "opus",\n  "permissions": {\n${Object.entries(rules)
    .map(([k, v]) => `    "${k}": [\n${v.map((x) => `      "${x}"`).join(',\n')}\n    ]`)
    .join(',\n')}\n  }\n}\n`;

let fs71: Snapshot;
let fs821: Snapshot;
let fs1125: Snapshot;
let memory: Snapshot;

beforeAll(async () => {
  [fs71, fs821, fs1125, memory] = await Promise.all(['fs-2025-7-1', 'fs-2025-8-21', 'fs-2025-11-25', 'memory-2026-8-31'].map((l) => capturePublished(l)));
});

describe('consent: a deny on a renamed tool keeps protecting', () => {
  it('carries every client\'s deny of read_file to read_text_file (server-filesystem 2025.7.1 -> 2025.8.21, rename declared)', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ servers: { filesystem: { command: 'x' } }, renames: { 'tool:read_file': 'tool:read_text_file' }, profiles: { dev: { include: ['filesystem/*'], exclude: ['filesystem/tool:read_file'] } } }, null, 2));
    const claudeFile = put(path.join(s.home, '.claude', 'settings.json'), claude({ deny: ['mcp__filesystem__read_file'] }));
    const gemini = put(path.join(s.project, '.gemini', 'settings.json'), `{\n  // my servers\n  "mcpServers": {\n    "filesystem": { "command": "npx", "trust": true, "excludeTools": ["read_file"] }\n  }\n}\n`);
    const codex = put(path.join(s.home, '.codex', 'config.toml'), `# Codex\nmodel = "o3"\n\n[mcp_servers.filesystem]\ncommand = "npx"\ndisabled_tools = [\n  "read_file", # never\n]\n`);

    const dry = await consent(s, ['--from', from, '--to', to]);
    expect(dry.stderr).toBe('');
    // Before the carry is written the protection is gone: an error, exit 1.
    expect(dry.code).toBe(1);
    expect(dry.stdout).toMatch(/settings\.json:5: error: carried \[consent-deny-void\] Claude Code deny "mcp__filesystem__read_file".*=> add "mcp__filesystem__read_text_file"/);
    expect(dry.stdout).toContain('add "read_text_file"');
    expect(dry.stdout).toContain('add "filesystem/tool:read_text_file"');
    // The wildcard include now covers the two tools 2025.8.21 added; the rename's target is not one of them.
    expect(dry.stdout).toMatch(/warning: widened \[consent-wildcard-widened\] gateway profile allow "filesystem\/\*": now also covers tool:read_media_file/);
    // Gemini's trust skips every confirmation for the server: it now skips them for the new tools too.
    expect(dry.stdout).toMatch(/settings\.json:4: warning: widened \[consent-wildcard-widened\] Gemini CLI allow "trust: true": now also covers tool:read_media_file/);
    expect(readFileSync(claudeFile, 'utf8')).toBe(claude({ deny: ['mcp__filesystem__read_file'] }));
    // The dry run's diff of the Codex file: one hunk, the new entry on its own line under the commented one.
    expect(dry.stdout).toContain(`@@ -5,4 +5,5 @@\n command = "npx"\n disabled_tools = [\n   "read_file", # never\n+  "read_text_file",\n ]\n`);

    const wrote = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(wrote.code).toBe(0);
    expect(JSON.parse(readFileSync(claudeFile, 'utf8')).permissions.deny).toEqual(['mcp__filesystem__read_file', 'mcp__filesystem__read_text_file']);
    // Comments and layout stay: only the new entry is added.
    expect(readFileSync(gemini, 'utf8')).toBe(`{\n  // my servers\n  "mcpServers": {\n    "filesystem": { "command": "npx", "trust": true, "excludeTools": ["read_file", "read_text_file"] }\n  }\n}\n`);
    expect(readFileSync(codex, 'utf8')).toBe(`# Codex\nmodel = "o3"\n\n[mcp_servers.filesystem]\ncommand = "npx"\ndisabled_tools = [\n  "read_file", # never\n  "read_text_file",\n]\n`);
    expect(JSON.parse(readFileSync(path.join(s.project, 'mcp-contract.json'), 'utf8')).profiles.dev.exclude).toEqual(['filesystem/tool:read_file', 'filesystem/tool:read_text_file']);
    expect(readFileSync(`${claudeFile}.mcp-contract-backup`, 'utf8')).toBe(claude({ deny: ['mcp__filesystem__read_file'] }));

    // A later carry keeps the first backup (the file before any carry) and puts its own beside it.
    writeFileSync(claudeFile, claude({ deny: ['mcp__filesystem__read_file'] }));
    await consent(s, ['--from', from, '--to', to, '--write']);
    expect(readFileSync(`${claudeFile}.mcp-contract-backup`, 'utf8')).toBe(claude({ deny: ['mcp__filesystem__read_file'] }));
    expect(existsSync(`${claudeFile}.mcp-contract-backup.1`)).toBe(true);

    // Run again: nothing left to carry, nothing lost.
    const again = await consent(s, ['--from', from, '--to', to]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/; 0 carried, 0 refused, 0 void, 2 widened/);
  });

  it('names the new tools a vanished deny may have lost its protection to, when nothing links them', async () => {
    const s = setup();
    const head = derive(memory, { delete_entities: { drop: true }, read_graph: { to: 'zz_export', annotations: { readOnlyHint: false } } });
    for (const surface of Object.values(head.surfaces)) {
      const t = surface.kinds.tool.items.find((i) => i.ref === 'tool:zz_export')!;
      t.definition = { ...t.definition, description: 'Exports.', inputSchema: { type: 'object', properties: { q: { type: 'number' } } } };
    }
    const from = snap(s.project, 'from', memory);
    const to = snap(s.project, 'to', head);
    const file = put(path.join(s.home, '.claude', 'settings.json'), claude({ deny: ['mcp__memory__delete_entities'] }));
    const r = await consent(s, ['--from', from, '--to', to]);
    expect(r.stdout).toMatch(/error: void \[consent-rule-void\] Claude Code deny "mcp__memory__delete_entities": tool:delete_entities is no longer served and nothing declared continues it; the rule matches nothing; if one of tool:zz_export continues it, declare the rename to carry the deny, or decide tool:zz_export with a rule of its own/);
    // The deny's protection may be gone to a tool no rule decides: exit 1, as for a deny not yet carried, --write or not.
    expect(r.code).toBe(1);
    expect((await consent(s, ['--from', from, '--to', to, '--write'])).code).toBe(1);
    // The user decided the new tool (here: asks for it): nothing is left open, a note, exit 0.
    writeFileSync(file, claude({ ask: ['mcp__memory__zz_export'], deny: ['mcp__memory__delete_entities'] }));
    const decided = await consent(s, ['--from', from, '--to', to]);
    expect([decided.code, decided.stdout]).toEqual([0, expect.stringMatching(/note: void \[consent-rule-void\] Claude Code deny "mcp__memory__delete_entities"/)]);
    // A tool simply removed, with no new tool beside it: the deny protects nothing but lost nothing either.
    const gone = await consent(s, ['--from', from, '--to', snap(s.project, 'gone', derive(memory, { delete_entities: { drop: true } }))]);
    expect([gone.code, gone.stdout]).toEqual([0, expect.stringMatching(/note: void \[consent-rule-void\]/)]);
  });

  it('carries a deny to an undeclared look-alike too (it only narrows), and never an allow', async () => {
    const s = setup();
    const head = derive(fs1125, { move_file: { to: 'move_path' }, search_files: { to: 'search_paths' } });
    const from = snap(s.project, 'from', fs1125);
    const to = snap(s.project, 'to', head);
    const file = put(path.join(s.project, '.claude', 'settings.local.json'), claude({ allow: ['mcp__filesystem__search_files'], deny: ['mcp__filesystem__move_file'] }));
    const r = await consent(s, ['--from', from, '--to', to, '--format', 'json']);
    const out = JSON.parse(r.stdout) as { outcomes: Array<{ rule: string; fate: string; how?: string; to?: string }> };
    expect(out.outcomes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'mcp__filesystem__move_file', fate: 'carried', how: 'suggested', to: 'move_path' }),
        expect.objectContaining({ rule: 'mcp__filesystem__search_files', fate: 'void', how: 'suggested', to: 'search_paths' }),
      ]),
    );
    await consent(s, ['--from', from, '--to', to, '--write']);
    expect(JSON.parse(readFileSync(file, 'utf8')).permissions).toEqual({ allow: ['mcp__filesystem__search_files'], deny: ['mcp__filesystem__move_file', 'mcp__filesystem__move_path'] });
  });
});

describe('consent: an allow never widens trust', () => {
  it('refuses an allow onto a renamed tool that became destructive; carries one onto a tool that can do no more', async () => {
    const s = setup();
    const destructive = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
    const head = derive(fs1125, { list_directory: { to: 'list_entries', annotations: destructive }, directory_tree: { to: 'tree' } });
    const from = snap(s.project, 'from', fs1125);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:list_directory': 'tool:list_entries', 'tool:directory_tree': 'tool:tree' } }));
    const claudeFile = put(path.join(s.project, '.claude', 'settings.json'), claude({ allow: ['mcp__filesystem__list_directory', 'mcp__filesystem__directory_tree'] }));
    const gemini = put(path.join(s.home, '.gemini', 'settings.json'), JSON.stringify({ mcpServers: { filesystem: { command: 'npx', includeTools: ['list_directory', 'directory_tree'] } } }, null, 2));
    const codex = put(path.join(s.home, '.codex', 'config.toml'), `[mcp_servers.filesystem]\ncommand = "npx"\nenabled_tools = ["list_directory", 'directory_tree']\n`);

    const r = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/refused \[consent-carry-widens\] Claude Code allow "mcp__filesystem__list_directory": tool:list_entries can do more than tool:list_directory: it is no longer read-only; it is destructive/);
    expect(JSON.parse(readFileSync(claudeFile, 'utf8')).permissions.allow).toEqual(['mcp__filesystem__list_directory', 'mcp__filesystem__tree']);
    expect(JSON.parse(readFileSync(gemini, 'utf8')).mcpServers.filesystem.includeTools).toEqual(['list_directory', 'tree']);
    expect(readFileSync(codex, 'utf8')).toBe(`[mcp_servers.filesystem]\ncommand = "npx"\nenabled_tools = ["list_directory", "tree"]\n`);
  });

  it('refuses an allow that became destructive under the same name, through a wildcard (server-filesystem 2025.11.25, reannotated)', async () => {
    const s = setup();
    const head = derive(fs1125, { read_text_file: { annotations: { readOnlyHint: false, destructiveHint: true } } });
    const from = snap(s.project, 'from', fs1125);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, '.claude', 'settings.json'), claude({ allow: ['mcp__filesystem__read_text_file', 'mcp__filesystem'] }));
    const r = await consent(s, ['--from', from, '--to', to]);
    expect(r.stdout).toMatch(/widened \[consent-allow-widened\] Claude Code allow "mcp__filesystem__read_text_file": still allows tool:read_text_file, which is now no longer read-only, destructive/);
    expect(r.stdout).toMatch(/widened \[consent-allow-widened\] Claude Code allow "mcp__filesystem": still allows tool:read_text_file/);
  });

  it('carries a merge of an allowed and a denied tool as deny, never allow (server-memory, merge declared)', async () => {
    const s = setup();
    const head = derive(memory, { read_graph: { to: 'graph' }, delete_entities: { drop: true }, open_nodes: { to: 'find_nodes' }, search_nodes: { drop: true } });
    const from = snap(s.project, 'from', memory);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_graph': 'tool:graph', 'tool:delete_entities': 'tool:graph', 'tool:open_nodes': 'tool:find_nodes', 'tool:search_nodes': 'tool:find_nodes' } }));
    const file = put(path.join(s.home, '.claude', 'settings.json'), claude({ allow: ['mcp__memory__read_graph', 'mcp__memory__open_nodes', 'mcp__memory__search_nodes'], deny: ['mcp__memory__delete_entities'] }));
    const r = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(r.stdout).toMatch(/refused \[consent-carry-widens\] Claude Code allow "mcp__memory__read_graph": the merge folds tool:delete_entities into tool:graph, and a deny rule covers it/);
    const perms = JSON.parse(readFileSync(file, 'utf8')).permissions;
    expect(perms.deny).toEqual(['mcp__memory__delete_entities', 'mcp__memory__graph']);
    expect(perms.allow).not.toContain('mcp__memory__graph');
    // The honest merge: both tools were allowed, the merged one can do no more (memory's tools are unannotated alike).
    expect(perms.allow).toContain('mcp__memory__find_nodes');
  });

  it('refuses an allow through a split, and carries the deny to every part', async () => {
    const s = setup();
    const head = derive(memory, { create_entities: { to: 'create_entity' } });
    for (const surface of Object.values(head.surfaces)) {
      const one = surface.kinds.tool.items.find((i) => i.ref === 'tool:create_entity')!;
      surface.kinds.tool.items.push({ ...one, ref: 'tool:create_entities_bulk', definition: { ...one.definition, name: 'create_entities_bulk' } });
    }
    const from = snap(s.project, 'from', memory);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:create_entities': ['tool:create_entity', 'tool:create_entities_bulk'] } }));
    put(path.join(s.project, '.gemini', 'settings.json'), JSON.stringify({ mcpServers: { memory: { includeTools: ['create_entities'], excludeTools: ['create_entities'] } } }));
    const r = await consent(s, ['--from', from, '--to', to, '--format', 'json']);
    const out = JSON.parse(r.stdout) as { outcomes: Array<{ effect: string; fate: string; to?: string; id: string }> };
    expect(out.outcomes.filter((o) => o.effect === 'allow').map((o) => [o.fate, o.id])).toEqual([['refused', 'consent-carry-widens'], ['refused', 'consent-carry-widens']]);
    expect(out.outcomes.filter((o) => o.effect === 'deny').map((o) => [o.fate, o.to]).sort()).toEqual([['carried', 'create_entities_bulk'], ['carried', 'create_entity']]);
  });
});

describe('consent: the command', () => {
  it('is listed with its options, and needs both sides', async () => {
    const s = setup();
    const help = await cli(['consent', '--help'], { cwd: s.project, env: s.env });
    expect(help.stdout).toMatch(/--from SNAPSHOT[\s\S]*--write/);
    const missing = await consent(s, ['--from', 'a.json']);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringMatching(/needs --from SNAPSHOT and --to SNAPSHOT/)]);
  });
});

describe('consent: a rebind a person approved in the guard store carries like a declared rename', () => {
  async function storeWith(dir: string, head: Snapshot, signed: boolean): Promise<void> {
    const item = head.surfaces.default.kinds.tool.items.find((i) => i.ref === 'tool:list_entries')!;
    const store: GuardStore = {
      format: GUARD_STORE_FORMAT,
      server: 'filesystem',
      surface: 'default',
      capabilities: {
        'tool:list_entries': {
          ref: 'tool:list_entries',
          state: 'approved',
          since: '2026-06-01T00:00:00Z',
          live: { digest: item.digest, definition: item.definition },
          approval: { digest: item.digest, definition: item.definition, by: 'human', at: '2026-06-01T00:00:00Z', rebinds: ['tool:list_directory'] },
        },
      },
    };
    const text = serializeStore(store, await storeKey(dir));
    // Without the key's signature the approval is what anyone could have written.
    put(storeFile(dir, 'filesystem'), signed ? text : JSON.stringify({ ...JSON.parse(text), capabilities: { 'tool:list_entries': { ...store.capabilities['tool:list_entries'] } } }));
  }

  it.each([
    ['a signed approval carries the allow', true, ['mcp__filesystem__list_entries']],
    ['a rebind written without the store key carries nothing', false, ['mcp__filesystem__list_directory']],
  ])('%s', async (_name, signed, allow) => {
    const s = setup();
    const head = derive(fs1125, { list_directory: { to: 'list_entries' } });
    const from = snap(s.project, 'from', fs1125);
    const to = snap(s.project, 'to', head);
    const store = path.join(s.home, 'store');
    mkdirSync(store, { recursive: true });
    await storeWith(store, head, signed);
    const file = put(path.join(s.home, '.claude', 'settings.json'), claude({ allow: ['mcp__filesystem__list_directory'] }));
    const r = await consent(s, ['--from', from, '--to', to, '--store', store, '--write']);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).permissions.allow).toEqual(allow);
    if (signed) expect(r.stdout).toContain('approved (a rebind in the guard store) renamed: tool:list_directory -> tool:list_entries');
    else expect(r.stderr).toMatch(/list_entries/);
  });
});

describe('consent --to live', () => {
  it("captures the config's server now and carries the deny onto its new name (server-filesystem 2025.8.21, live)", async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const entry = path.join(process.cwd(), 'node_modules', 'fs-2025-8-21', 'dist', 'index.js');
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ servers: { filesystem: { command: process.execPath, args: [entry, s.project] } }, renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const file = put(path.join(s.project, '.claude', 'settings.json'), claude({ deny: ['mcp__filesystem__read_file'] }));
    const r = await consent(s, ['--from', from, '--to', 'live', '--write']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(file, 'utf8')).permissions.deny).toEqual(['mcp__filesystem__read_file', 'mcp__filesystem__read_text_file']);
  });
});

describe('consent --format sarif', () => {
  it('puts each outcome on its rule\'s line, valid against the SARIF 2.1.0 schema', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const file = put(path.join(s.home, '.claude', 'settings.json'), claude({ allow: ['mcp__filesystem__*'], deny: ['mcp__filesystem__read_file'] }));
    const r = await consent(s, ['--from', from, '--to', to, '--format', 'sarif']);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as Array<{ ruleId: string; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
    expect(results.map((x) => [x.ruleId, x.level, x.locations[0].physicalLocation.region.startLine])).toEqual([
      // read_media_file is new; read_text_file continues read_file, which the wildcard already allowed.
      ['consent-wildcard-widened', 'warning', 5],
      ['consent-deny-void', 'error', 8],
    ]);
    expect(results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(`file://${file}`);
  });
});

describe('consent: a rule of another server never matches', () => {
  it('leaves another server\'s tool of the same name, and a look-alike server key, alone', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' }, profiles: { p: { include: ['other/tool:read_file'] } } }));
    const rules = claude({ allow: ['mcp__other__read_file', 'mcp__filesystem2__read_file', 'mcp__filesystem_read_file'], deny: ['mcp__other__read_file'] });
    const file = put(path.join(s.home, '.claude', 'settings.json'), rules);
    const gemini = JSON.stringify({ mcpServers: { other: { excludeTools: ['read_file'] } } });
    put(path.join(s.home, '.gemini', 'settings.json'), gemini);
    const r = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/consent filesystem: 0 rule\(s\) read/);
    expect(readFileSync(file, 'utf8')).toBe(rules);
    expect(existsSync(`${file}.mcp-contract-backup`)).toBe(false);
    // Named by the client's own key, the same rules are the server's: --as is the name in the clients' files.
    const other = await consent(s, ['--from', from, '--to', to, '--as', 'other']);
    expect(other.stdout).toContain('add "mcp__other__read_text_file"');
  });
});

describe('consent: bad input is one line, exit 2, nothing written', () => {
  const cases: Array<[string, (s: Setup) => void, RegExp]> = [
    ['a settings file that does not parse', (s) => put(path.join(s.home, '.claude', 'settings.json'), '{\n  "permissions": { "deny": ["mcp__filesystem__read_file",, ] }\n}\n'), /settings\.json:2: .*not valid JSON/],
    ['a Codex file that does not parse', (s) => put(path.join(s.home, '.codex', 'config.toml'), '[mcp_servers.filesystem]\ndisabled_tools = ["read_file"\n'), /config\.toml:\d+: .*not valid TOML/],
    ['a rename cycle', (s) => put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file', 'tool:read_text_file': 'tool:read_file' } })), /renames: a cycle \(tool:read_file -> tool:read_text_file -> tool:read_file\)/],
    ['a rename onto a tool that already existed', (s) => put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:move_file': 'tool:write_file' } })), /tool:write_file already existed before the change/],
  ];
  it.each(cases)('%s', async (_name, make, message) => {
    const s = setup();
    const head = derive(fs821, { move_file: { drop: true } });
    const from = snap(s.project, 'from', fs821);
    const to = snap(s.project, 'to', head);
    const deny = put(path.join(s.project, '.claude', 'settings.json'), claude({ deny: ['mcp__filesystem__move_file'] }));
    make(s);
    const r = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(deny, 'utf8')).toBe(claude({ deny: ['mcp__filesystem__move_file'] }));
  });

  it('refuses --as naming a server no settings file names (a typo is not "nothing to carry")', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.home, '.claude', 'settings.json'), claude({ deny: ['mcp__filesystem__read_file'] }));
    const r = await consent(s, ['--from', from, '--to', to, '--as', 'filesytem']);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/--as filesytem: no rule in .*settings\.json names that server\n$/)]);
  });

  it('refuses a file it does not know, and a symbolic link on --write', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    const odd = put(path.join(s.project, 'settings.yaml'), 'x: 1\n');
    const r = await consent(s, ['--from', from, '--to', to, '--file', odd]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/settings\.yaml: not a client file consent knows/)]);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const real = put(path.join(s.project, 'elsewhere.json'), claude({ deny: ['mcp__filesystem__read_file'] }));
    mkdirSync(path.join(s.home, '.claude'), { recursive: true });
    symlinkSync(real, path.join(s.home, '.claude', 'settings.json'));
    const w = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(w.code).toBe(5);
    expect(w.stderr).toMatch(/symbolic link/);
    expect(readFileSync(real, 'utf8')).toBe(claude({ deny: ['mcp__filesystem__read_file'] }));
  });

  it('refuses a file another user owns on --write', async () => {
    // Only root can hand a file to another user; elsewhere the check is the same code path as the symbolic link's.
    if (process.getuid?.() !== 0) return;
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const file = put(path.join(s.home, '.gemini', 'settings.json'), JSON.stringify({ mcpServers: { filesystem: { excludeTools: ['read_file'] } } }));
    chownSync(file, 4242, 4242);
    const w = await consent(s, ['--from', from, '--to', to, '--write']);
    expect([w.code, w.stderr.trim()]).toEqual([5, expect.stringMatching(/settings\.json: it belongs to another user \(uid 4242\)$/)]);
    expect(existsSync(`${file}.mcp-contract-backup`)).toBe(false);
  });
});

// The client rule shapes the first cut did not read, each in its documented format over real published drift:
// Claude Code's deny/ask globs in the server's place (`mcp__*__delete_*`; an unanchored allow glob approves nothing, so
// it is no rule), Codex's `default_tools_approval_mode` and per-tool `tools.<tool>.approval_mode` (approve runs
// unasked, prompt always asks), and VS Code tool sets (`*.toolsets.jsonc` in the profile's prompts folder).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonObject, Snapshot } from '../../src/core/shared/model.js';
import { applyCarries } from '../../src/consent/edit.js';
import { codexRules } from '../../src/consent/read.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { cli } from '../helpers/cli-harness.js';
import { capturePublished } from '../helpers/published-histories.js';
import { tempDir } from '../helpers/temp-dir.js';

interface Setup {
  home: string;
  project: string;
  env: Record<string, string | undefined>;
}

function setup(): Setup {
  const root = tempDir('consent-clients');
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

/** A real snapshot with tools renamed (and reannotated) or dropped. */
function derive(s: Snapshot, edits: Record<string, { to?: string; annotations?: JsonObject; drop?: true }>): Snapshot {
  const out = structuredClone(s);
  for (const surface of Object.values(out.surfaces)) {
    surface.kinds.tool.items = surface.kinds.tool.items
      .flatMap((item) => {
        const e = edits[item.ref.slice(5)];
        if (!e) return [item];
        if (e.drop) return [];
        const name = e.to ?? item.ref.slice(5);
        return [{ ...item, ref: `tool:${name}`, definition: { ...item.definition, name, ...(e.annotations ? { annotations: e.annotations } : {}) } }];
      })
      .sort((x, y) => (x.ref < y.ref ? -1 : 1));
  }
  return out;
}

async function consent(s: Setup, args: string[]) {
  return cli(['consent', ...args], { cwd: s.project, env: s.env });
}

interface Outcome {
  file: string;
  line: number;
  client: string;
  rule: string;
  effect: string;
  fate: string;
  id: string;
  to?: string;
}

let fs71: Snapshot;
let fs821: Snapshot;
let fs1125: Snapshot;
let memory: Snapshot;

beforeAll(async () => {
  [fs71, fs821, fs1125, memory] = await Promise.all(['fs-2025-7-1', 'fs-2025-8-21', 'fs-2025-11-25', 'memory-2026-8-31'].map((l) => capturePublished(l)));
});

describe('consent: Claude Code globs in the server\'s place', () => {
  it('carries a deny written `mcp__*__delete_*` to the renamed tool it stops matching, naming this server only', async () => {
    const s = setup();
    const head = derive(memory, { delete_entities: { to: 'remove_entities' } });
    const from = snap(s.project, 'from', memory);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:delete_entities': 'tool:remove_entities' } }));
    const file = put(
      path.join(s.home, '.claude', 'settings.json'),
      `{\n  "permissions": {\n    "allow": [\n      "mcp__*"\n    ],\n    "deny": [\n      "mcp__*__delete_*"\n    ]\n  }\n}\n`,
    );
    const r = await consent(s, ['--from', from, '--to', to, '--format', 'json']);
    const out = JSON.parse(r.stdout) as { outcomes: Outcome[] };
    // The deny covered delete_entities (and delete_observations, delete_relations, which keep their names).
    expect(out.outcomes.map((o) => [o.line, o.rule, o.fate, o.id, o.to])).toEqual([[7, 'mcp__*__delete_*', 'carried', 'consent-deny-void', 'remove_entities']]);
    // `mcp__*` in allow is skipped by Claude Code (it approves nothing): no wildcard-widened finding for it.
    expect(out.outcomes.some((o) => o.rule === 'mcp__*')).toBe(false);
    const wrote = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(wrote.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).permissions.deny).toEqual(['mcp__*__delete_*', 'mcp__memory__remove_entities']);
  });

  it('reads an ask written `mcp__*` as covering every server: a rename stays covered, nothing to carry', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    put(path.join(s.project, '.claude', 'settings.json'), JSON.stringify({ permissions: { ask: ['mcp__*'], deny: ['mcp__git*__push'] } }, null, 2));
    const r = await consent(s, ['--from', from, '--to', to, '--format', 'json']);
    expect([r.code, (JSON.parse(r.stdout) as { rules: number; outcomes: Outcome[] }).outcomes]).toEqual([0, []]);
  });
});

describe('consent: Codex approval modes', () => {
  const CODEX = `# Codex
model = "o3"

[mcp_servers.filesystem]
command = "npx"
args = ["-y", "@modelcontextprotocol/server-filesystem", "."]
default_tools_approval_mode = "approve"

[mcp_servers.filesystem.tools.read_file]
approval_mode = "prompt" # ask me first

[mcp_servers.github]
command = "github-mcp"

[mcp_servers.github.tools.read_file]
approval_mode = "prompt"
`;

  it('carries a per-tool prompt (an ask) to the renamed tool as its own table, and reports the server-wide approve widening (server-filesystem 2025.7.1 -> 2025.8.21)', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const file = put(path.join(s.home, '.codex', 'config.toml'), CODEX);
    const dry = await consent(s, ['--from', from, '--to', to]);
    // The ask is lost until carried: under the server's approve the new name would run unasked.
    expect(dry.stdout).toMatch(/config\.toml:10: warning: carried \[consent-ask-void\] Codex ask "read_file": .*=> add "read_text_file"/);
    expect(dry.stdout).toMatch(/config\.toml:7: warning: widened \[consent-wildcard-widened\] Codex allow "default_tools_approval_mode = 'approve'": now also covers tool:read_media_file/);
    const wrote = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(wrote.code).toBe(0);
    // The copy is the table under the new key; the comment stays on its own line; github's table is untouched.
    expect(readFileSync(file, 'utf8')).toBe(
      CODEX.replace('approval_mode = "prompt" # ask me first\n', 'approval_mode = "prompt" # ask me first\n\n[mcp_servers.filesystem.tools.read_text_file]\napproval_mode = "prompt"\n'),
    );
    const again = await consent(s, ['--from', from, '--to', to, '--format', 'json']);
    expect((JSON.parse(again.stdout) as { outcomes: Outcome[] }).outcomes.filter((o) => o.fate === 'carried')).toEqual([]);
  });

  it('renames a per-tool approve (an allow) in place through a declared rename to a tool that can do no more', async () => {
    const s = setup();
    const head = derive(fs1125, { directory_tree: { to: 'tree' } });
    const from = snap(s.project, 'from', fs1125);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:directory_tree': 'tool:tree' } }));
    const text = `[mcp_servers.filesystem]\ncommand = "npx"\ntools.directory_tree.approval_mode = "approve"\n`;
    const file = put(path.join(s.project, '.codex', 'config.toml'), text);
    const r = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(r.stdout).toMatch(/config\.toml:3: note: carried \[consent-allow-carried\] Codex allow "directory_tree"/);
    expect(readFileSync(file, 'utf8')).toBe(text.replace('tools.directory_tree.', 'tools.tree.'));
  });

  it('refuses a per-tool approve onto a renamed tool that became destructive, and never treats auto or writes as a decision', async () => {
    const s = setup();
    const destructive = { readOnlyHint: false, destructiveHint: true, openWorldHint: false };
    const head = derive(fs1125, { list_directory: { to: 'list_entries', annotations: destructive } });
    const from = snap(s.project, 'from', fs1125);
    const to = snap(s.project, 'to', head);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:list_directory': 'tool:list_entries' } }));
    const text = `[mcp_servers.filesystem]\ndefault_tools_approval_mode = "writes"\n\n[mcp_servers.filesystem.tools]\nlist_directory = { approval_mode = "approve" }\nread_text_file = { approval_mode = "auto" }\n`;
    const file = put(path.join(s.home, '.codex', 'config.toml'), text);
    const r = await consent(s, ['--from', from, '--to', to, '--write', '--format', 'json']);
    const out = JSON.parse(r.stdout) as { rules: number; outcomes: Outcome[] };
    expect(out.rules).toBe(1);
    expect(out.outcomes.map((o) => [o.rule, o.fate, o.id])).toEqual([['list_directory', 'refused', 'consent-carry-widens']]);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('consent: Codex approval modes in every TOML spelling', () => {
  it.each([
    ['a table', '[mcp_servers.fs.tools.read_file]\napproval_mode = "prompt"\n', '[mcp_servers.fs.tools.read_file]\napproval_mode = "prompt"\n\n[mcp_servers.fs.tools."a.b"]\napproval_mode = "prompt"\n'],
    ['dotted keys', '[mcp_servers.fs]\n  tools.read_file.approval_mode = "prompt" # mine\n', '[mcp_servers.fs]\n  tools.read_file.approval_mode = "prompt" # mine\n  tools."a.b".approval_mode = "prompt"\n'],
    ['an inline table', '[mcp_servers.fs]\ntools = { read_file = { approval_mode = "prompt" }, x = {} }\n', '[mcp_servers.fs]\ntools = { read_file = { approval_mode = "prompt" }, "a.b" = { approval_mode = "prompt" }, x = {} }\n'],
  ])('copies %s under the new key, quoted where TOML needs it', (_name, text, expected) => {
    const [rule] = codexRules(text, 'config.toml', 'fs');
    expect([rule.effect, rule.tools, rule.entry.line]).toEqual(['ask', 'read_file', text.split('\n').findIndex((l) => l.includes('"prompt"')) + 1]);
    expect(applyCarries(text, [{ list: rule.list, anchor: rule.entry, text: 'a.b', replace: false }])).toBe(expected);
  });
});

describe('consent: VS Code tool sets', () => {
  const SETS = `{
  // Tools for reading the repository
  "reader": {
    "tools": [
      "search/codebase",
      "filesystem/read_file",
      "filesystem/list_directory"
    ],
    "description": "Tools for reading and gathering context",
    "icon": "book"
  },
  "everything": {
    "tools": ["filesystem/*"]
  }
}
`;

  it('follows a declared rename in a tool set of the profile, and reports `<server>/*` covering new tools (server-filesystem 2025.7.1 -> 2025.8.21)', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const file = put(path.join(s.home, '.config', 'Code', 'User', 'prompts', 'reader.toolsets.jsonc'), SETS);
    const r = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/reader\.toolsets\.jsonc:6: note: carried \[consent-allow-carried\] VS Code tool set allow "filesystem\/read_file": declared renamed: tool:read_file -> tool:read_text_file/);
    expect(r.stdout).toMatch(/reader\.toolsets\.jsonc:13: warning: widened \[consent-wildcard-widened\] VS Code tool set allow "filesystem\/\*": now also covers tool:read_media_file/);
    // 2025.8.21 still serves read_file (deprecated): the set keeps it and gains its successor beside it.
    expect(readFileSync(file, 'utf8')).toBe(SETS.replace('"filesystem/read_file",', '"filesystem/read_file",\n      "filesystem/read_text_file",'));
  });

  it('is known by its name when given with --file, and a tool sets file that is not an object is one line, exit 2', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    const bad = put(path.join(s.project, 'x.toolsets.jsonc'), '["filesystem/read_file"]\n');
    const r = await consent(s, ['--from', from, '--to', to, '--file', bad]);
    expect([r.code, r.stderr.trim()]).toEqual([2, expect.stringMatching(/x\.toolsets\.jsonc:1: a tool sets file is an object of tool sets$/)]);
  });
});

describe("consent: rules a client keeps for the gateway's entry", () => {
  it('carries a deny of the published `<server>__<tool>` name across the rename, and leaves another member alone (server-filesystem 2025.7.1 -> 2025.8.21)', async () => {
    const s = setup();
    const from = snap(s.project, 'from', fs71);
    const to = snap(s.project, 'to', fs821);
    put(path.join(s.project, 'mcp-contract.json'), JSON.stringify({ renames: { 'tool:read_file': 'tool:read_text_file' } }));
    const claude = put(
      path.join(s.home, '.claude', 'settings.json'),
      JSON.stringify({ permissions: { allow: ['mcp__mcp-contract'], deny: ['mcp__mcp-contract__filesystem__read_file', 'mcp__mcp-contract__github__read_file'] } }, null, 2),
    );
    const codex = put(path.join(s.home, '.codex', 'config.toml'), `[mcp_servers.mcp-contract]\ncommand = "mcp-contract"\ndisabled_tools = ["filesystem__read_file", "github__read_file"]\n`);
    const dry = await consent(s, ['--from', from, '--to', to, '--format', 'json']);
    const out = JSON.parse(dry.stdout) as { outcomes: Outcome[] };
    expect(out.outcomes.filter((o) => o.fate === 'carried').map((o) => [o.client, o.rule, o.to])).toEqual([
      ['claude-code', 'mcp__mcp-contract__filesystem__read_file', 'read_text_file'],
      ['codex', 'filesystem__read_file', 'read_text_file'],
    ]);
    // The gateway-wide allow now approves the member's new tools too.
    expect(out.outcomes).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'mcp__mcp-contract', fate: 'widened', to: 'read_media_file' })]));
    const wrote = await consent(s, ['--from', from, '--to', to, '--write']);
    expect(wrote.code).toBe(0);
    expect(JSON.parse(readFileSync(claude, 'utf8')).permissions.deny).toEqual(['mcp__mcp-contract__filesystem__read_file', 'mcp__mcp-contract__filesystem__read_text_file', 'mcp__mcp-contract__github__read_file']);
    expect(readFileSync(codex, 'utf8')).toContain('disabled_tools = ["filesystem__read_file", "filesystem__read_text_file", "github__read_file"]');
  });
});


// A carry never leaves a file its client cannot read: the new text is read back with the same reader before it
// replaces the file. A successor named with U+007F goes into Codex's config.toml escaped (Codex's TOML, and Python's
// tomllib standing in for any other TOML reader, read the name back whole); a name no TOML string can hold (a lone
// surrogate) is refused with one line and a non-zero exit, the file byte for byte as it was. Claude Code's JSON and
// Gemini's JSONC hold both names, escaped by JSON's own rules, and read them back.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Snapshot } from '../../src/core/shared/model.js';
import { readSnapshot } from '../../src/api/snapshot-files.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { parseJsonc } from '../../src/scan/jsonc.js';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { SHIFTING } from '../helpers/guard-harness.js';

const DEL = '\u007f';
const tool = (name: string) => ({ name, description: 'Read a note.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });

/** Python's own TOML reader, when the machine has Python 3.11+; undefined otherwise. */
function tomllib(file: string): unknown {
  try {
    return JSON.parse(execFileSync('python3', ['-c', 'import json,sys,tomllib;print(json.dumps(tomllib.load(open(sys.argv[1],"rb"))))', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (e) {
    // No python3, or one older than 3.11 (no tomllib): the reader this file's own checks stand for is absent.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || /No module named 'tomllib'/.test(String((e as { stderr?: unknown }).stderr ?? ''))) return undefined;
    throw e;
  }
}

async function snapshotOf(dir: string, name: string, tools: object[]): Promise<string> {
  const file = path.join(dir, `${name}.surface.json`);
  writeFileSync(file, JSON.stringify({ tools }));
  const out = path.join(dir, `${name}.json`);
  const r = await cli(['snapshot', '--out', out, '--name', 'notes', '--', NODE, SHIFTING, file], { cwd: dir });
  if (r.code !== 0) throw new Error(`snapshot exited ${r.code}: ${r.stderr}`);
  return out;
}

function setup(dir: string) {
  const home = path.join(dir, 'home');
  const codex = path.join(home, '.codex', 'config.toml');
  const claude = path.join(home, '.claude', 'settings.json');
  const gemini = path.join(home, '.gemini', 'settings.json');
  for (const f of [codex, claude, gemini]) mkdirSync(path.dirname(f), { recursive: true });
  writeFileSync(codex, `# mine\n[mcp_servers.notes]\ncommand = "node"\ndisabled_tools = ["read_note"] # never\n`);
  writeFileSync(claude, `{\n  "permissions": {\n    "deny": ["mcp__notes__read_note"]\n  }\n}\n`);
  writeFileSync(gemini, `{\n  // notes\n  "mcpServers": { "notes": { "excludeTools": ["read_note"] } }\n}\n`);
  return { env: { HOME: home, PATH: process.env.PATH }, codex, claude, gemini };
}

describe('consent writes only what the client can read back', () => {
  it('writes a successor named with U+007F escaped into config.toml, and as JSON into Claude Code and Gemini settings', async () => {
    const dir = tempDir('consent-format');
    const odd = `read${DEL}note`;
    const from = await snapshotOf(dir, 'before', [tool('read_note')]);
    const to = await snapshotOf(dir, 'after', [tool(odd)]);
    writeJson(path.join(dir, 'mcp-contract.json'), { renames: { 'tool:read_note': `tool:${odd}` } });
    const s = setup(dir);
    const r = await cli(['consent', '--from', from, '--to', to, '--write'], { cwd: dir, env: s.env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const toml = readFileSync(s.codex, 'utf8');
    expect(toml).toBe(`# mine\n[mcp_servers.notes]\ncommand = "node"\ndisabled_tools = ["read_note", "read\\u007Fnote"] # never\n`);
    const parsed = tomllib(s.codex) as { mcp_servers: { notes: { disabled_tools: string[] } } } | undefined;
    if (parsed) expect(parsed.mcp_servers.notes.disabled_tools).toEqual(['read_note', odd]);
    expect(JSON.parse(readFileSync(s.claude, 'utf8')).permissions.deny).toEqual(['mcp__notes__read_note', `mcp__notes__${odd}`]);
    expect((parseJsonc(readFileSync(s.gemini, 'utf8')).value as { mcpServers: { notes: { excludeTools: string[] } } }).mcpServers.notes.excludeTools).toEqual(['read_note', odd]);
    // Run again: every carried deny reads back, so nothing is left to carry and nothing is lost.
    const again = await cli(['consent', '--from', from, '--to', to], { cwd: dir, env: s.env });
    expect(again.code).toBe(0);
  });

  it('refuses a name config.toml cannot hold (a lone surrogate): one line, non-zero exit, the file untouched, dry run and --write', async () => {
    const dir = tempDir('consent-format-refused');
    const from = await snapshotOf(dir, 'before', [tool('read_note')]);
    const head = path.join(dir, 'head.json');
    const snap: Snapshot = structuredClone(await readSnapshot(await snapshotOf(dir, 'after', [tool('read_nota')])));
    const bad = 'read_\ud800';
    for (const surface of Object.values(snap.surfaces))
      for (const item of surface.kinds.tool.items) Object.assign(item, { ref: `tool:${bad}`, definition: { ...item.definition, name: bad } });
    writeFileSync(head, serializeSnapshot(snap));
    writeJson(path.join(dir, 'mcp-contract.json'), { renames: { 'tool:read_note': `tool:${bad}` } });
    const s = setup(dir);
    const before = readFileSync(s.codex, 'utf8');
    for (const args of [[], ['--write']]) {
      const r = await cli(['consent', '--from', from, '--to', head, ...args], { cwd: dir, env: s.env });
      expect(r.code).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/config\.toml: consent will not write it: the edited file would not parse \(.*not a Unicode scalar value.*\); nothing written$/)]);
      expect(readFileSync(s.codex, 'utf8')).toBe(before);
      expect(existsSync(`${s.codex}.mcp-contract-backup`)).toBe(false);
    }
  });

  it('refuses a name that would read back as a glob (`*`) in Claude Code settings: one line, nothing written', async () => {
    const dir = tempDir('consent-format-glob');
    const from = await snapshotOf(dir, 'before', [tool('read_note')]);
    const to = await snapshotOf(dir, 'after', [tool('read_*')]);
    writeJson(path.join(dir, 'mcp-contract.json'), { renames: { 'tool:read_note': 'tool:read_*' } });
    const s = setup(dir);
    const before = readFileSync(s.claude, 'utf8');
    const r = await cli(['consent', '--from', from, '--to', to, '--write'], { cwd: dir, env: s.env });
    expect([r.code, r.stderr.trim().split('\n')]).toEqual([2, [expect.stringMatching(/settings\.json: consent will not write it: the name "mcp__notes__read_\*" \(server "notes"\) would not read back as that one tool in permissions\.deny; nothing written$/)]]);
    expect(readFileSync(s.claude, 'utf8')).toBe(before);
  });

  it('the Codex reader refuses a raw control character as Codex does, naming the line', async () => {
    const dir = tempDir('consent-format-raw');
    const from = await snapshotOf(dir, 'before', [tool('read_note')]);
    const s = setup(dir);
    writeFileSync(s.codex, `[mcp_servers.notes]\ndisabled_tools = ["read${DEL}note"]\n`);
    const r = await cli(['consent', '--from', from, '--to', from], { cwd: dir, env: s.env });
    expect([r.code, r.stderr.trim()]).toEqual([2, expect.stringMatching(/config\.toml:2: control character U\+007F in a string \(not valid TOML\)$/)]);
  });
});

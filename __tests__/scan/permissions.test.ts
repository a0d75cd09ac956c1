// `scan` reads the clients' saved permission rules too, and holds each against the server's committed snapshot: a
// deny whose tool was renamed (declared) no longer protects (error), a rule naming a tool no longer served matches
// nothing, and a server-wide or wildcard allow approves tools that may write or reach outside. Each finding sits on the
// rule's line in text, JSON and SARIF (schema-valid); a rule of another server, and a deny still covering the
// successor, are left alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Snapshot } from '../../src/core/shared/model.js';
import type { ScanResult } from '../../src/scan/detect.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { cli } from '../helpers/cli-harness.js';
import { capturePublished } from '../helpers/published-histories.js';
import { sarifErrors } from '../helpers/sarif-schema.js';
import { tempDir } from '../helpers/temp-dir.js';

function put(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** server-filesystem 2025.11.25 without the deprecated read_file: the release that ends the read_file -> read_text_file rename. */
function withoutReadFile(s: Snapshot): Snapshot {
  const out = structuredClone(s);
  for (const surface of Object.values(out.surfaces)) surface.kinds.tool.items = surface.kinds.tool.items.filter((i) => i.ref !== 'tool:read_file');
  return out;
}

let fs1125: Snapshot;

beforeAll(async () => {
  fs1125 = await capturePublished('fs-2025-11-25');
});

interface Ws {
  dir: string;
  home: string;
  env: Record<string, string | undefined>;
}

function workspace(): Ws {
  const root = tempDir('scan-permissions');
  const dir = path.join(root, 'project');
  const home = path.join(root, 'home');
  mkdirSync(home, { recursive: true });
  put(path.join(dir, 'snapshots', 'filesystem.json'), serializeSnapshot(withoutReadFile(fs1125)));
  put(
    path.join(dir, 'mcp-contract.json'),
    JSON.stringify({ servers: { filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.11.25', '.'] } }, renames: { 'tool:read_file': 'tool:read_text_file' } }, null, 2),
  );
  // The project's client config names the server "fs": its rules are held to the same snapshot.
  put(path.join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.11.25', '.'] } } }, null, 2));
  return { dir, home, env: { HOME: home, PATH: process.env.PATH } };
}

const CLAUDE = `{
  "permissions": {
    "allow": [
      "mcp__fs__*",
      "mcp__github__read_file"
    ],
    "deny": [
      "mcp__fs__read_file",
      "mcp__filesystem__move_file",
      "mcp__filesystem__rename_file"
    ]
  }
}
`;

describe('scan: client permission rules against the committed snapshot', () => {
  it('reports the deny the rename voided (error), the rule matching nothing, and the wildcard allow over writing tools, on their lines', async () => {
    const ws = workspace();
    put(path.join(ws.dir, '.claude', 'settings.json'), CLAUDE);
    put(path.join(ws.home, '.codex', 'config.toml'), `[mcp_servers.filesystem]\ncommand = "npx"\ndefault_tools_approval_mode = "approve"\n\n[mcp_servers.filesystem.tools.read_file]\napproval_mode = "prompt"\n`);
    const r = await cli(['scan', '--user', '--format', 'json', '--fail-on', 'none'], { cwd: ws.dir, env: ws.env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const result = JSON.parse(r.stdout) as ScanResult;
    const found = (result.permissions ?? []).map((f) => [f.file.replace(ws.home, '~'), f.line, f.rule, f.level, f.entry]);
    expect(found).toEqual([
      ['~/.codex/config.toml', 3, 'permission-rule-widened', 'warning', "default_tools_approval_mode = 'approve'"],
      ['~/.codex/config.toml', 6, 'permission-rule-void', 'warning', 'read_file'],
      ['.claude/settings.json', 10, 'permission-rule-void', 'warning', 'mcp__filesystem__rename_file'],
      ['.claude/settings.json', 4, 'permission-rule-widened', 'warning', 'mcp__fs__*'],
      ['.claude/settings.json', 8, 'permission-rule-void', 'error', 'mcp__fs__read_file'],
    ]);
    const deny = result.permissions!.find((f) => f.entry === 'mcp__fs__read_file')!;
    expect(deny.message).toBe(
      'names tool:read_file, which snapshots/filesystem.json does not serve: it was renamed to tool:read_text_file (declared), which this deny does not cover, so the protection is gone: carry it with `mcp-contract consent --from git:<REF before the rename>:snapshots/filesystem.json --to snapshots/filesystem.json --write`',
    );
    expect(result.permissions!.find((f) => f.entry === 'mcp__fs__*')!.message).toMatch(/^approves unasked \d+ tool\(s\) of snapshots\/filesystem\.json that do not declare themselves read-only: tool:\w+ \((destructive|writes)/);
    // The deny is an observed error: it fails the run at the default threshold.
    expect(result.summary.observed.error).toBeGreaterThanOrEqual(1);
    expect((await cli(['scan', '--user'], { cwd: ws.dir, env: ws.env })).code).toBe(1);
  });

  it('leaves a deny alone whose successor another deny covers, and a read_text_file allow that is served', async () => {
    const ws = workspace();
    put(path.join(ws.dir, '.claude', 'settings.local.json'), JSON.stringify({ permissions: { allow: ['mcp__filesystem__read_text_file'], deny: ['mcp__filesystem__read_file', 'mcp__filesystem__read_text_file'] } }, null, 2));
    const r = await cli(['scan', '--format', 'json', '--fail-on', 'none'], { cwd: ws.dir, env: ws.env });
    const result = JSON.parse(r.stdout) as ScanResult;
    expect((result.permissions ?? []).map((f) => [f.entry, f.level])).toEqual([['mcp__filesystem__read_file', 'note']]);
  });

  it('puts the findings in text and in schema-valid SARIF on the rule\'s line, and reads a permission file named on the command line', async () => {
    const ws = workspace();
    const sets = put(path.join(ws.dir, 'reader.toolsets.jsonc'), `{\n  // mine\n  "reader": { "tools": ["filesystem/read_file", "filesystem/list_directory"] }\n}\n`);
    const text = await cli(['scan', sets, '--fail-on', 'none'], { cwd: ws.dir, env: ws.env });
    expect(text.stdout).toContain('client permission rules, held against the committed snapshots:');
    expect(text.stdout).toMatch(/reader\.toolsets\.jsonc:3: warning: permission-rule-void VS Code tool set allow "filesystem\/read_file" \(filesystem\): names tool:read_file, which snapshots\/filesystem\.json does not serve; its declared successor tool:read_text_file is not allowed by it/);
    const md = await cli(['scan', sets, '--format', 'markdown', '--fail-on', 'none'], { cwd: ws.dir, env: ws.env });
    expect(md.stdout).toContain('#### Client permission rules\n\n- **warning** `permission-rule-void`, reader.toolsets.jsonc line 3: VS Code tool set allow');
    const sarif = await cli(['scan', sets, '--format', 'sarif', '--fail-on', 'none'], { cwd: ws.dir, env: ws.env });
    const log = JSON.parse(sarif.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as Array<{ ruleId: string; ruleIndex: number; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
    const mine = results.filter((x) => x.ruleId.startsWith('permission-'));
    expect(mine.map((x) => [x.ruleId, x.locations[0].physicalLocation.artifactLocation.uri, x.locations[0].physicalLocation.region.startLine])).toEqual([['permission-rule-void', 'reader.toolsets.jsonc', 3]]);
    expect(log.runs[0].tool.driver.rules[mine[0].ruleIndex].id).toBe('permission-rule-void');
  });

  it("reports a Claude Code allow with a glob in the server's place: Claude Code skips it, so it approves nothing", async () => {
    const ws = workspace();
    put(path.join(ws.dir, '.claude', 'settings.json'), `{\n  "permissions": {\n    "allow": [\n      "mcp__*",\n      "mcp__filesystem__read_text_file"\n    ],\n    "deny": ["mcp__*__delete_*"]\n  }\n}\n`);
    const r = await cli(['scan', '--format', 'json', '--fail-on', 'none'], { cwd: ws.dir, env: ws.env });
    const result = JSON.parse(r.stdout) as ScanResult;
    expect((result.permissions ?? []).map((f) => [f.line, f.rule, f.level, f.entry])).toEqual([[4, 'permission-rule-void', 'warning', 'mcp__*']]);
    expect(result.permissions![0].message).toMatch(/^Claude Code skips an allow whose glob stands in the server's place .*: it approves nothing/);
  });

  it('refuses a permission file that does not parse: one line naming it, exit 2', async () => {
    const ws = workspace();
    put(path.join(ws.dir, '.claude', 'settings.json'), '{ "permissions": { "deny": [ "mcp__fs__x", ] } ');
    const r = await cli(['scan'], { cwd: ws.dir, env: ws.env });
    expect([r.code, r.stderr.trim().split('\n').length]).toEqual([2, 1]);
    expect(r.stderr).toMatch(/\.claude\/settings\.json:\d+: .*not valid JSON/);
  });
});

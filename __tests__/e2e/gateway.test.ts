// The gateway (issue 27): one `guard --config` for every server of a client's config, over real stdio with the SDK
// client. Names are prefixed, a profile hides what it leaves out (not listed, call refused), a changed description
// of one upstream is held while the other keeps serving, a crashed upstream is restarted and re-verified, and a
// malformed config is one line and exit 2 with nothing started. The guard is the bundled one (dist/); published names
// in-process: gateway/names.test.ts.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { NODE, tempDir } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';
import { CLI, type Guarded, startGuard } from '../helpers/dist.js';
import { Client as ModernClient } from '@modelcontextprotocol/client';
import { StdioClientTransport as ModernStdio } from '@modelcontextprotocol/client/stdio';

const tool = (name: string, description: string): Record<string, unknown> => ({ name, description, inputSchema: { type: 'object', properties: { text: { type: 'string' } } } });

interface Setup {
  dir: string;
  config: string;
  surfaces: Record<string, string>;
}

async function setup(profiles?: unknown): Promise<Setup> {
  const dir = tempDir('gateway');
  mkdirSync(path.join(dir, 'approved'));
  const surfaces: Record<string, string> = {};
  const defs: Record<string, unknown[]> = {
    notes: [tool('read', 'Read a note.'), tool('write', 'Write a note.'), tool('crash', 'Exit the process.')],
    files: [tool('read', 'Read a file.'), tool('list', 'List files.')],
  };
  for (const [name, tools] of Object.entries(defs)) {
    surfaces[name] = path.join(dir, `${name}.surface.json`);
    writeFileSync(surfaces[name], JSON.stringify({ tools }));
    await approveShifting(path.join(dir, 'approved', `${name}.json`), name, surfaces[name], dir);
  }
  const config = path.join(dir, 'claude_desktop_config.json');
  // A client's own file, with a comment and an ${env:} value, as Claude Desktop and VS Code users write them.
  writeFileSync(
    config,
    `{
  // the user's servers
  "mcpServers": {
    "notes": { "command": "${NODE}", "args": ["${SHIFTING}", "\${env:NOTES_SURFACE}"] },
    "files": { "command": "${NODE}", "args": ["${SHIFTING}", "${surfaces.files}"] }
  }${profiles ? `,\n  "profiles": ${JSON.stringify(profiles)}` : ''}
}
`,
  );
  return { dir, config, surfaces };
}

/** A loaded runner may start a server slower than the 5 s list deadline: these tests list every server at once. */
const SLOW_START = ['--list-timeout', '60'];

function gateway(s: Setup, extra: string[] = []): Promise<Guarded> {
  return startGuard(['--config', s.config, '--approved-dir', path.join(s.dir, 'approved'), '--store', path.join(s.dir, 'store'), '--interval', '0', ...SLOW_START, ...extra], { env: { NOTES_SURFACE: s.surfaces.notes } });
}

const names = async (g: Guarded): Promise<string[]> => (await g.client.listTools()).tools.map((t) => t.name).sort();

describe('gateway: guard --config over many servers', () => {
  it('publishes every approved tool of every server as <server>__<name>, and routes calls with the original name', async () => {
    const s = await setup();
    const g = await gateway(s);
    try {
      expect(await names(g)).toEqual(['files__list', 'files__read', 'notes__crash', 'notes__read', 'notes__write']);
      const r = await g.client.callTool({ name: 'files__read', arguments: { text: 'x' } });
      expect(JSON.stringify(r.content)).toContain('read');
      // The same name on two servers reaches each server's own tool.
      const n = await g.client.callTool({ name: 'notes__read', arguments: { text: 'y' } });
      expect(JSON.stringify(n.content)).toContain('y');
      expect(g.client.getServerVersion()?.name).toBe('mcp-contract-gateway');
      // One store per server in one directory: status shows every server without --server.
      const st = spawnSync(NODE, [CLI, 'status', '--store', path.join(s.dir, 'store')], { encoding: 'utf8' });
      expect(st.status).toBe(0);
      expect(st.stdout).toMatch(/^notes \(surface default\): 3 approved/m);
      expect(st.stdout).toMatch(/^files \(surface default\): 2 approved/m);
    } finally {
      await g.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('a profile hides a tool: not listed, and a call to it is refused', async () => {
    const s = await setup({ ide: { include: ['notes/*', 'files/tool:read'] } });
    const g = await gateway(s, ['--profile', 'ide']);
    try {
      expect(await names(g)).toEqual(['files__read', 'notes__crash', 'notes__read', 'notes__write']);
      const r = g.client.callTool({ name: 'files__list', arguments: {} });
      await expect(r).rejects.toThrow(/not published by this gateway/);
      // The projection a host app with this profile sees, recorded as a snapshot that diff reads.
      const args = ['guard', '--config', s.config, '--approved-dir', path.join(s.dir, 'approved'), '--store', path.join(s.dir, 'store'), '--profile', 'ide', '--print-surface'];
      const printed = spawnSync(NODE, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, NOTES_SURFACE: s.surfaces.notes } });
      expect(printed.status).toBe(0);
      const snap = JSON.parse(printed.stdout) as { surfaces: Record<string, { kinds: { tool: { items: Array<{ ref: string }> } } }> };
      expect(snap.surfaces.ide.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:files__read', 'tool:notes__crash', 'tool:notes__read', 'tool:notes__write']);
      const file = path.join(s.dir, 'ide.json');
      writeFileSync(file, printed.stdout);
      expect(spawnSync(NODE, [CLI, 'diff', file, file], { encoding: 'utf8' }).status).toBe(0);
      // An upstream that does not start lists nothing: the surface is refused (exit 3, one line), never shown as removals.
      const broken = spawnSync(NODE, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, NOTES_SURFACE: path.join(s.dir, 'missing.json') } });
      expect(broken.status).toBe(3);
      expect(broken.stdout).toBe('');
      expect(broken.stderr).toMatch(/^mcp-contract: server "mcp-contract-gateway": list failed: upstream "notes" unavailable; the published surface would be incomplete$/m);
    } finally {
      await g.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('holds a description changed mid-session on one upstream while the other keeps serving', async () => {
    const s = await setup();
    const g = await gateway(s);
    try {
      expect(await names(g)).toContain('notes__write');
      const changed = g.next('notifications/tools/list_changed');
      writeFileSync(s.surfaces.notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('write', 'Write a note and upload a copy.'), tool('crash', 'Exit the process.')] }));
      // The fixture re-reads its file on SIGHUP and announces list_changed.
      spawnSync('pkill', ['-HUP', '-f', `${SHIFTING} ${s.surfaces.notes}`]);
      await changed;
      expect(await names(g)).toEqual(['files__list', 'files__read', 'notes__crash', 'notes__read']);
      await expect(g.client.callTool({ name: 'notes__write', arguments: {} })).rejects.toThrow(/held by mcp-contract guard/);
      const ok = await g.client.callTool({ name: 'files__list', arguments: {} });
      expect(JSON.stringify(ok.content)).toContain('list');
      expect(g.stderr()).not.toContain('upload a copy');
    } finally {
      await g.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('approve --all decides across every server of the store; SERVER/REF picks one; an unknown ref writes nothing', async () => {
    const s = await setup();
    const g = await gateway(s);
    const store = path.join(s.dir, 'store');
    const cli = (...args: string[]) => spawnSync(NODE, [CLI, ...args, '--store', store], { encoding: 'utf8' });
    try {
      expect(await names(g)).toHaveLength(5);
      writeFileSync(s.surfaces.notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('write', 'Write a note and upload a copy.'), tool('crash', 'Exit the process.')] }));
      writeFileSync(s.surfaces.files, JSON.stringify({ tools: [tool('read', 'Read a file and mail it.'), tool('list', 'List files.')] }));
      spawnSync('pkill', ['-HUP', '-f', `${SHIFTING} ${s.dir}`]);
      await waitFor(async () => (await names(g)).length === 3);
      expect(await names(g)).toEqual(['files__list', 'notes__crash', 'notes__read']);
      const unknown = cli('approve', '--all', 'tool:nope');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr.trim()).toBe('mcp-contract approve: "tool:nope" is in no server\'s store (see mcp-contract status)');
      expect(cli('status').stdout).toMatch(/^files \(surface default\): 1 approved, 1 stale/m);
      // tool:read is held on files only (notes' read is unchanged): --all approves it there, with its diff shown.
      const all = cli('approve', '--all', 'tool:read');
      expect(all.status).toBe(0);
      expect(all.stdout).toContain('mail it');
      expect(all.stdout).toMatch(/^approved files\/tool:read at sha256:/m);
      expect(all.stdout).not.toMatch(/^approved notes/m);
      const one = cli('approve', 'notes/tool:write');
      expect(one.status).toBe(0);
      expect(one.stdout).toMatch(/^approved tool:write at sha256:/m);
      await waitFor(async () => (await names(g)).length === 5);
      const rejected = cli('reject', '--all', 'tool:list');
      expect(rejected.status).toBe(0);
      expect(rejected.stdout).toMatch(/^rejected files\/tool:list/m);
      await waitFor(async () => !(await names(g)).includes('files__list'));
    } finally {
      await g.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('a crashed upstream is restarted and re-verified; the other server serves meanwhile', async () => {
    const s = await setup();
    const g = await gateway(s);
    try {
      await names(g);
      await g.client.callTool({ name: 'notes__crash', arguments: {} }).catch(() => undefined);
      expect(JSON.stringify((await g.client.callTool({ name: 'files__read', arguments: {} })).content)).toContain('read');
      await waitFor(async () => (await names(g)).includes("notes__read"));
      expect(g.stderr()).toMatch(/\[notes\].*(went away|reconnected)/);
    } finally {
      await g.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('a 2026-07-28 client (SDK 2.x, no initialize) sees the same prefixed names and refusals', async () => {
    const s = await setup({ ide: { include: ['notes/*', 'files/tool:read'] } });
    const transport = new ModernStdio({
      command: NODE,
      args: [CLI, 'guard', '--config', s.config, '--approved-dir', path.join(s.dir, 'approved'), '--store', path.join(s.dir, 'store'), '--interval', '0', ...SLOW_START, '--profile', 'ide'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NOTES_SURFACE: s.surfaces.notes },
      stderr: 'pipe',
    });
    const modern = new ModernClient({ name: 'modern-client', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    try {
      await modern.connect(transport);
      expect(modern.getServerVersion()?.name).toBe('mcp-contract-gateway');
      expect((await modern.listTools()).tools.map((t) => t.name).sort()).toEqual(['files__read', 'notes__crash', 'notes__read', 'notes__write']);
      expect(JSON.stringify((await modern.callTool({ name: 'notes__read', arguments: { text: 'z' } })).content)).toContain('z');
      await expect(modern.callTool({ name: 'files__list', arguments: {} })).rejects.toThrow(/not published by this gateway/);
    } finally {
      await modern.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('fronts twelve upstreams in one process without a listener-leak warning', async () => {
    const dir = tempDir('gateway-many');
    mkdirSync(path.join(dir, 'approved'));
    const servers: Record<string, unknown> = {};
    for (let i = 0; i < 12; i++) {
      const surface = path.join(dir, `s${i}.surface.json`);
      writeFileSync(surface, JSON.stringify({ tools: [tool('echo', `Echo ${i}.`)] }));
      await approveShifting(path.join(dir, 'approved', `s${i}.json`), `s${i}`, surface, dir);
      servers[`s${i}`] = { command: NODE, args: [SHIFTING, surface] };
    }
    writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: servers }));
    const g = await startGuard(['--config', path.join(dir, 'mcp.json'), '--approved-dir', path.join(dir, 'approved'), '--store', path.join(dir, 'store'), '--interval', '0']);
    try {
      await waitFor(async () => (await names(g)).length === 12, { what: 'all twelve upstreams published' });
      expect(g.stderr()).not.toMatch(/MaxListenersExceeded|memory leak/);
    } finally {
      await g.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed entry with one line naming it, exit 2, nothing started', () => {
    const dir = tempDir('gateway-bad');
    try {
      const config = path.join(dir, '.mcp.json');
      writeFileSync(config, JSON.stringify({ mcpServers: { good: { command: NODE, args: [SHIFTING] }, broken: { args: ['x'] } } }));
      const r = spawnSync(NODE, [CLI, 'guard', '--config', config, '--store', path.join(dir, 'store')], { encoding: 'utf8', input: '' });
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('/mcpServers/broken');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses two servers that would publish under one prefix', () => {
    const dir = tempDir('gateway-prefix');
    try {
      const config = path.join(dir, '.mcp.json');
      writeFileSync(config, JSON.stringify({ mcpServers: { a: { command: NODE, args: [SHIFTING], prefix: 'same' }, b: { command: NODE, args: [SHIFTING], prefix: 'same' } } }));
      const r = spawnSync(NODE, [CLI, 'guard', '--config', config, '--store', path.join(dir, 'store')], { encoding: 'utf8', input: '' });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/"a" and "b" both publish under the prefix "same"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

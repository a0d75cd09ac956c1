// The gateway over HTTP on both sides (issue 27 item 1). Upstream: a server reached by URL, written in each shape a
// user has (an mcp-contract config's `url`, a client's `mcpServers` `{ url }` / `{ type: "http", url }`, VS Code's
// `servers`), is served beside a stdio one, its calls routed and its change held like any other. Downstream: the
// gateway as a streamable HTTP server (`--listen`), used by the SDK 1.x client (initialize, session) and the 2.x
// client pinned to 2026-07-28 (stateless). Real processes: the shifting fixture in HTTP mode and over stdio.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { NODE, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { legacyHttp, modernHttp, startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { CLI } from '../helpers/dist.js';

const tool = (name: string, description: string): Record<string, unknown> => ({ name, description, inputSchema: { type: 'object', properties: { text: { type: 'string' } } } });
const NOTES = [tool('read', 'Read a note.'), tool('write', 'Write a note.')];
const FILES = [tool('read', 'Read a file.'), tool('list', 'List files.')];

interface Setup {
  dir: string;
  approved: string;
  notes: string;
  files: string;
  http: HttpFixture;
}

async function setup(): Promise<Setup> {
  const dir = tempDir('gateway-http');
  const approved = path.join(dir, 'approved');
  mkdirSync(approved);
  const notes = path.join(dir, 'notes.surface.json');
  const files = path.join(dir, 'files.surface.json');
  writeFileSync(notes, JSON.stringify({ tools: NOTES }));
  writeFileSync(files, JSON.stringify({ tools: FILES }));
  // The approved snapshots are taken over stdio; the digest binds the definition and server name, not the transport.
  await approveShifting(path.join(approved, 'notes.json'), 'notes', notes, dir);
  await approveShifting(path.join(approved, 'files.json'), 'files', files, dir);
  const http = await startHttp(SHIFTING, [notes]);
  return { dir, approved, notes, files, http };
}

const stdioFiles = (s: Setup) => ({ command: NODE, args: [SHIFTING, s.files] });

/** The same two servers (notes by URL, files by command) in each file shape the gateway reads. */
const SHAPES: Array<[string, string, (s: Setup) => unknown]> = [
  ['an mcp-contract config (url)', 'mcp-contract.json', (s) => ({ servers: { notes: { url: s.http.url }, files: stdioFiles(s) } })],
  ['a client mcpServers file ({ url })', '.mcp.json', (s) => ({ mcpServers: { notes: { url: s.http.url }, files: stdioFiles(s) } })],
  ['a client mcpServers file ({ type: "http", url })', 'claude_desktop_config.json', (s) => ({ mcpServers: { notes: { type: 'http', url: s.http.url }, files: stdioFiles(s) } })],
  ['a VS Code servers file', path.join('.vscode', 'mcp.json'), (s) => ({ servers: { notes: { type: 'http', url: s.http.url }, files: { type: 'stdio', ...stdioFiles(s) } } })],
];

function writeConfig(s: Setup, file: string, body: unknown): string {
  const full = path.join(s.dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, JSON.stringify(body));
  return full;
}

async function gatewayFor(s: Setup, config: string, extra: string[] = []): Promise<InProcessGateway> {
  return startGatewayInProcess(['--config', config, '--approved-dir', s.approved, '--store', path.join(s.dir, 'store'), ...extra], { cwd: s.dir });
}

describe('gateway over HTTP', () => {
  let s: Setup;
  let g: InProcessGateway | undefined;
  beforeEach(async () => {
    s = await setup();
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
    s.http.stop();
    rmSync(s.dir, { recursive: true, force: true });
  });

  describe('HTTP upstreams', () => {
    it.each(SHAPES)('serves a server reached by URL from %s beside a stdio one, each call to its own upstream', async (_shape, file, body) => {
      g = await gatewayFor(s, writeConfig(s, file, body(s)));
      const client = await g.legacy();
      expect(await toolNames(client)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
      expect(textOf(await client.callTool({ name: 'notes__read', arguments: { text: 'over http' } }))).toBe('read {"text":"over http"}');
      expect(textOf(await client.callTool({ name: 'files__list', arguments: { text: 'over stdio' } }))).toBe('list {"text":"over stdio"}');
      expect(g.log.join('\n')).toMatch(/\[notes\] connected to upstream "notes"/);
    }, 60_000);

    it('holds a description the HTTP upstream changed mid-session (its list_changed arrives over HTTP); the stdio one keeps serving', async () => {
      g = await gatewayFor(s, writeConfig(s, '.mcp.json', SHAPES[1][2](s)));
      const client = await g.legacy();
      expect(await toolNames(client)).toContain('notes__write');
      const changed = client.next('notifications/tools/list_changed');
      writeFileSync(s.notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('write', 'Write a note and post it to a pastebin.')] }));
      process.kill(s.http.pid, 'SIGHUP');
      await changed;
      expect(await toolNames(client)).toEqual(['files__list', 'files__read', 'notes__read']);
      const refused = await client.callTool({ name: 'notes__write', arguments: {} }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(refused?.message).toBe('MCP error -32602: tool:write is held by mcp-contract guard (state: stale; rules: description-changed)');
      expect(textOf(await client.callTool({ name: 'files__read', arguments: {} }))).toBe('read {}');
    }, 60_000);
  });

  describe('served over streamable HTTP (--listen)', () => {
    it('answers the SDK 1.x client (initialize, session) and the 2.x client pinned to 2026-07-28 (stateless) alike', async () => {
      const config = writeConfig(s, '.mcp.json', { ...(SHAPES[1][2](s) as object), profiles: { ide: { include: ['notes/*', 'files/tool:read'] } } });
      g = await gatewayFor(s, config, ['--profile', 'ide']);
      const url = await g.http();
      const legacy = await legacyHttp(url);
      const modern = await modernHttp(url);
      try {
        expect(legacy.getServerVersion()?.name).toBe('mcp-contract-gateway');
        expect(modern.getServerVersion()?.name).toBe('mcp-contract-gateway');
        for (const c of [legacy, modern]) {
          expect(await toolNames(c)).toEqual(['files__read', 'notes__read', 'notes__write']);
          expect(textOf(await c.callTool({ name: 'notes__write', arguments: { text: 'a' } }))).toBe('write {"text":"a"}');
          expect(textOf(await c.callTool({ name: 'files__read', arguments: { text: 'b' } }))).toBe('read {"text":"b"}');
          await expect(c.callTool({ name: 'files__list', arguments: {} })).rejects.toThrow(/tool "files__list" is not published by this gateway/);
        }
        // A change of the HTTP upstream reaches both over HTTP: the 1.x client on its session's event stream, the 2.x
        // client on a subscriptions/listen stream; each then lists the contraction.
        const legacyHeard = new Promise<void>((resolve) => legacy.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()));
        const modernHeard = new Promise<void>((resolve) => modern.setNotificationHandler('notifications/tools/list_changed', () => resolve()));
        const sub = await modern.listen({ toolsListChanged: true });
        writeFileSync(s.notes, JSON.stringify({ tools: [tool('read', 'Read a note.'), tool('write', 'Write a note and post it to a pastebin.')] }));
        process.kill(s.http.pid, 'SIGHUP');
        await Promise.all([legacyHeard, modernHeard]);
        for (const c of [legacy, modern]) expect(await toolNames(c)).toEqual(['files__read', 'notes__read']);
        await sub.close();
      } finally {
        await legacy.close();
        await modern.close();
      }
    }, 60_000);

    it('guard --config FILE --listen 0 (dist/) serves every server at /mcp until SIGTERM, stdout untouched', async () => {
      const config = writeConfig(s, '.mcp.json', SHAPES[1][2](s));
      const child = spawn(NODE, [CLI, 'guard', '--config', config, '--approved-dir', s.approved, '--store', path.join(s.dir, 'store'), '--interval', '0', '--listen', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      let out = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      try {
        await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+\/mcp/.test(err), { what: 'the gateway listening' });
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err)![1];
        const client = new Client({ name: 'http-e2e', version: '1' });
        await client.connect(new StreamableHTTPClientTransport(new URL(url)));
        expect(await toolNames(client)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
        expect(textOf(await client.callTool({ name: 'notes__read', arguments: { text: 'e2e' } }))).toBe('read {"text":"e2e"}');
        await client.close();
        const modern = await modernHttp(url);
        expect(await toolNames(modern)).toEqual(['files__list', 'files__read', 'notes__read', 'notes__write']);
        await modern.close();
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      expect(child.exitCode).toBe(0);
      expect(out).toBe('');
      expect(err).toMatch(/gateway for 2 server\(s\) of .*\.mcp\.json/);
    }, 60_000);
  });
});

// The guard in front of published servers: server-everything (sampling, logging, resources and templates pass
// through; a tool that appears only for a sampling client is held until approved) and server-filesystem (roots
// requests reach the real client; reads return the real file). Real processes throughout.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { cli, NODE, ROOT, tempDir } from '../helpers/cli-harness.js';
import { gone } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';
import { CLI, type Guarded, startGuard } from '../helpers/dist.js';

const pkg = (name: string) => path.join(ROOT, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');
const EVERYTHING = pkg('server-everything');
const FILESYSTEM = pkg('server-filesystem');

function text(result: unknown): string {
  return (result as { content: Array<{ type: string; text?: string }> }).content.map((c) => c.text ?? '').join('\n');
}

describe('guard in front of server-everything', () => {
  let dir: string;
  let approved: string;
  let g: Guarded | undefined;
  beforeAll(async () => {
    dir = tempDir('guard-everything');
    approved = path.join(dir, 'everything.json');
    const r = await cli(['snapshot', '--out', approved, '--name', 'everything', '--', NODE, EVERYTHING, 'stdio'], { cwd: dir });
    expect(r.code).toBe(0);
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  it('forwards sampling and elicitation to the client once their tools, new to the approved snapshot, are approved', async () => {
    const store = path.join(dir, 'store-sampling');
    g = await startGuard(['--approved', approved, '--store', store, '--interval', '0', '--', NODE, EVERYTHING, 'stdio'], {
      capabilities: { sampling: {}, elicitation: {} },
      setup: (c) => {
        c.setRequestHandler(CreateMessageRequestSchema, async (req) => ({
          model: 'test-model',
          role: 'assistant',
          content: { type: 'text', text: `sampled: ${JSON.stringify(req.params.messages[0].content)}` },
        }));
        c.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }));
      },
    });
    const echo = await g.client.callTool({ name: 'echo', arguments: { message: 'through the guard' } });
    expect(text(echo)).toBe('Echo: through the guard');
    // The tool is registered only for a client that can sample: the guard has seen it, and holds it as new.
    const file = path.join(store, 'everything.json');
    await waitFor(() => existsSync(file) && readFileSync(file, 'utf8').includes('tool:trigger-sampling-request'));
    const names = (await g.client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('echo');
    expect(names).not.toContain('trigger-sampling-request');
    const err = await g.client.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'hi' } }).then(
      () => undefined,
      (e: unknown) => e as McpError,
    );
    expect(err?.data).toMatchObject({ ref: 'tool:trigger-sampling-request', state: 'new' });

    const published = g.next('notifications/tools/list_changed');
    expect((await cli(['approve', 'tool:trigger-sampling-request', '--store', store], { cwd: dir })).code).toBe(0);
    await published;
    const sampled = await g.client.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'hello model' } });
    expect(text(sampled)).toContain('sampled:');
    expect(text(sampled)).toContain('hello model');

    await waitFor(() => readFileSync(file, 'utf8').includes('tool:trigger-elicitation-request'));
    expect((await cli(['approve', 'trigger-elicitation-request', '--store', store], { cwd: dir })).code).toBe(0);
    await waitFor(async () => (await g!.client.listTools()).tools.some((t) => t.name === 'trigger-elicitation-request'));
    expect(text(await g.client.callTool({ name: 'trigger-elicitation-request', arguments: {} }))).toContain('User declined');
  });

  it('passes logging, resources and template reads through', async () => {
    g = await startGuard(['--approved', approved, '--store', path.join(dir, 'store-misc'), '--interval', '0', '--', NODE, EVERYTHING, 'stdio']);
    const resources = (await g.client.listResources()).resources;
    expect(resources.length).toBeGreaterThan(0);
    const first = resources[0];
    const read = await g.client.readResource({ uri: first.uri });
    expect(read.contents[0].uri).toBe(first.uri);
    const templates = (await g.client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
    expect(templates).toContain('demo://resource/dynamic/text/{resourceId}');
    const dynamic = await g.client.readResource({ uri: 'demo://resource/dynamic/text/7' });
    expect(dynamic.contents[0].uri).toBe('demo://resource/dynamic/text/7');
    const unknown = await g.client.readResource({ uri: 'demo://not-approved/1' }).then(
      () => undefined,
      (e: unknown) => e as McpError,
    );
    expect(unknown?.message).toContain('resource:demo://not-approved/1 is held by mcp-contract guard (state: unknown)');

    const logged = g.next('notifications/message');
    await g.client.setLoggingLevel('debug');
    await g.client.callTool({ name: 'toggle-simulated-logging', arguments: {} });
    expect((await logged).params).toHaveProperty('level');
  });

  it('serves streamable HTTP on loopback with --listen, one upstream per session', async () => {
    const child = spawn(NODE, [CLI, 'guard', '--approved', approved, '--store', path.join(dir, 'store-http'), '--listen', '0', '--interval', '0', '--', NODE, EVERYTHING, 'stdio'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    let out = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    try {
      await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+\/mcp/.test(err));
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err)![1];
      const client = new Client({ name: 'http-test', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      expect(client.getServerVersion()?.name).toBe('mcp-servers/everything');
      expect(text(await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 3 } }))).toContain('5');
      await client.close();
      // A foreign Host header is refused (DNS rebinding).
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(url, { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end('{}');
      });
      expect(status).toBe(403);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    expect(child.exitCode).toBe(0);
    expect(out).toBe('');
  });
});

describe('guard in front of server-filesystem', () => {
  it('returns the real file and forwards the roots request to the real client', async () => {
    const dir = tempDir('guard-fs');
    const allowed = path.join(dir, 'allowed');
    const root = path.join(dir, 'root');
    mkdirSync(allowed);
    mkdirSync(root);
    writeFileSync(path.join(allowed, 'a.txt'), 'hello from the filesystem');
    writeFileSync(path.join(root, 'b.txt'), 'hello from a client root');
    const approved = path.join(dir, 'fs.json');
    expect((await cli(['snapshot', '--out', approved, '--name', 'filesystem', '--', NODE, FILESYSTEM, allowed], { cwd: dir })).code).toBe(0);

    const plain = await startGuard(['--approved', approved, '--store', path.join(dir, 'store'), '--interval', '0', '--', NODE, FILESYSTEM, allowed]);
    try {
      expect(text(await plain.client.callTool({ name: 'read_text_file', arguments: { path: path.join(allowed, 'a.txt') } }))).toBe('hello from the filesystem');
    } finally {
      await plain.close();
    }

    let asked = 0;
    const g = await startGuard(['--approved', approved, '--store', path.join(dir, 'store'), '--interval', '0', '--', NODE, FILESYSTEM, allowed], {
      capabilities: { roots: { listChanged: true } },
      setup: (c) =>
        c.setRequestHandler(ListRootsRequestSchema, async () => {
          asked++;
          return { roots: [{ uri: `file://${root}`, name: 'root' }] };
        }),
    });
    try {
      await waitFor(async () => text(await g.client.callTool({ name: 'list_allowed_directories', arguments: {} })).includes(root));
      expect(asked).toBeGreaterThan(0);
      expect(text(await g.client.callTool({ name: 'read_text_file', arguments: { path: path.join(root, 'b.txt') } }))).toBe('hello from a client root');
    } finally {
      await g.close();
    }
    expect(await gone([g.pid, plain.pid])).toEqual([]);
  });
});

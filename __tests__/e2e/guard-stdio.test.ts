// The guard's own stdio face (issue 21: no SDK transport on the stdio path), driven byte by byte from a raw client:
// lines that are not JSON-RPC are skipped with a word on stderr, and a line past limits.maxMessageBytes ends the
// session, the upstream with it.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, tempDir } from '../helpers/cli-harness.js';
import { approveShifting, gone, pidsOf, SHIFTING } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';
import { CLI } from '../helpers/dist.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };

interface Raw {
  child: ChildProcessWithoutNullStreams;
  request: (id: number, method: string, params?: unknown) => Promise<Record<string, unknown>>;
  write: (text: string) => void;
  stderr: () => string;
  exited: Promise<number | null>;
}

function raw(args: string[]): Raw {
  const child = spawn(NODE, [CLI, 'guard', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  const waiting = new Map<number, (m: Record<string, unknown>) => void>();
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString('utf8');
    for (let i = out.indexOf('\n'); i >= 0; i = out.indexOf('\n')) {
      const m = JSON.parse(out.slice(0, i)) as Record<string, unknown>;
      out = out.slice(i + 1);
      if (typeof m.id === 'number' && m.method === undefined) waiting.get(m.id)?.(m);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    write: (text) => child.stdin.write(text),
    request: (id, method, params) =>
      new Promise((resolve) => {
        waiting.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
      }),
    stderr: () => err,
    exited,
  };
}

describe('guard stdio face', () => {
  it('skips lines that are not JSON-RPC, serves the rest, and ends the session on a line past maxMessageBytes', async () => {
    const dir = tempDir('guard-stdio');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [echo] }));
    const approved = path.join(dir, 'approved.json');
    await approveShifting(approved, 'shifting', surface, dir);
    const pidFile = path.join(dir, 'pid');
    const config = path.join(dir, 'mcp-contract.json');
    writeFileSync(config, JSON.stringify({ servers: { shifting: { command: NODE, args: [SHIFTING, surface, `--pidfile=${pidFile}`], limits: { maxMessageBytes: 4096 } } } }));
    const g = raw(['--config', config, '--server', 'shifting', '--approved', approved, '--store', path.join(dir, 'store'), '--interval', '0']);
    try {
      g.write('this is not json\n{"jsonrpc":"2.0","id":99,"method":"x","params":"not an object"}\n\n');
      const init = await g.request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
      expect(init.result).toMatchObject({ protocolVersion: '2025-06-18', serverInfo: { name: 'shifting' } });
      g.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\r\n`);
      const listed = await g.request(2, 'tools/list', {});
      expect((listed.result as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual(['echo']);
      expect(g.stderr()).toContain('the client sent a line that is not a JSON-RPC message; skipped: this is not json');
      expect(g.stderr()).toContain('skipped: {"jsonrpc":"2.0","id":99,"method":"x","params":"not an object"}');
      const upstream = pidsOf(pidFile);
      expect(upstream.length).toBe(1);

      g.write(`${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x'.repeat(5000) } } })}\n`);
      expect(await g.exited).toBe(0);
      expect(g.stderr()).toContain('closing the session: a message from the client exceeded 4096 bytes (limits.maxMessageBytes)');
      expect(await gone(upstream)).toEqual([]);
    } finally {
      g.child.kill('SIGKILL');
    }
  });

  it('logs the first ten garbage lines and then says it stops', async () => {
    const dir = tempDir('guard-stdio-flood');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [echo] }));
    const approved = path.join(dir, 'approved.json');
    await approveShifting(approved, 'shifting', surface, dir);
    const g = raw(['--approved', approved, '--store', path.join(dir, 'store'), '--interval', '0', '--', NODE, SHIFTING, surface]);
    try {
      g.write(Array.from({ length: 30 }, (_, i) => `garbage ${i}\n`).join(''));
      const init = await g.request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
      expect(init.result).toMatchObject({ protocolVersion: '2025-11-25' });
      await waitFor(() => g.stderr().includes('further lines that are not JSON-RPC messages are skipped without a word'));
      expect(g.stderr()).toContain('skipped: garbage 9');
      expect(g.stderr()).not.toContain('garbage 10');
    } finally {
      g.child.stdin.end();
      await g.exited;
    }
  });

  it('refuses a malformed --listen with one line and the usage exit code, before any upstream starts', async () => {
    const dir = tempDir('guard-stdio-listen');
    const surface = path.join(dir, 'surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [echo] }));
    const approved = path.join(dir, 'approved.json');
    await approveShifting(approved, 'shifting', surface, dir);
    const pidFile = path.join(dir, 'pid');
    const r = spawnSync(NODE, [CLI, 'guard', '--approved', approved, '--store', path.join(dir, 'store'), '--listen', 'localhost:99999', '--', NODE, SHIFTING, surface, `--pidfile=${pidFile}`], { encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual(['mcp-contract guard: --listen "localhost:99999": expected PORT or HOST:PORT']);
    expect(existsSync(pidFile)).toBe(false);
  });
});

// What the stdio guard loads (issue 21): none of the SDK's zod schemas, on either face or upstream, and no source V8
// must hold at two bytes a character. The guard from dist/ runs under a module hook that records every file it loads;
// the bundle's chunks are then searched for the schemas' own code and for characters beyond Latin-1. The HTTP face
// loads the schemas on purpose (the SDK's server transport), which shows the search works.
import { spawn } from 'node:child_process';
import module from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE, tempDir } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';
import { CLI } from '../helpers/dist.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
/** Code only the SDK's schema module and zod contain (comments in our own code name zod, never these). */
const SCHEMA_MARKERS = ['JSONRPCMessageSchema', 'ZodError'];

const hooks = typeof (module as { registerHooks?: unknown }).registerHooks === 'function';

async function setup(): Promise<{ dir: string; hook: string; loaded: string; guard: string[] }> {
  const dir = tempDir('guard-footprint');
  const surface = path.join(dir, 'surface.json');
  writeFileSync(surface, JSON.stringify({ tools: [echo] }));
  const approved = path.join(dir, 'approved.json');
  await approveShifting(approved, 'shifting', surface, dir);
  const loaded = path.join(dir, 'loaded.txt');
  const hook = path.join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';\nimport { appendFileSync } from 'node:fs';\nregisterHooks({ load(url, ctx, next) { appendFileSync(${JSON.stringify(loaded)}, url + '\\n'); return next(url, ctx); } });\n`,
  );
  return { dir, hook, loaded, guard: ['--approved', approved, '--store', path.join(dir, 'store'), '--interval', '0', '--', NODE, SHIFTING, surface] };
}

/** The bundle files the guard loaded. */
function loadedChunks(loaded: string): string[] {
  const files = readFileSync(loaded, 'utf8').split('\n').filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  const ours = files.filter((f) => f.startsWith(path.dirname(CLI)));
  expect(ours.length).toBeGreaterThan(2);
  return ours;
}

/** The loaded bundle files that hold any of markers. */
function chunksWith(loaded: string, markers: string[]): string[] {
  return loadedChunks(loaded)
    .filter((f) => markers.some((m) => readFileSync(f, 'utf8').includes(m)))
    .map((f) => path.basename(f));
}

/** The loaded bundle files that hold the SDK's schemas. */
function schemaChunks(loaded: string): string[] {
  return chunksWith(loaded, SCHEMA_MARKERS);
}

/** Loaded bundle files with a character beyond Latin-1: V8 would hold each one's source at two bytes a character. */
function wideChunks(loaded: string): string[] {
  return loadedChunks(loaded)
    .filter((f) => /[^\u0000-\u00ff]/.test(readFileSync(f, 'utf8')))
    .map((f) => path.basename(f));
}

(hooks ? describe : describe.skip)('guard footprint', () => {
  it('the stdio guard initializes, lists and calls without loading the SDK schemas or zod', async () => {
    const s = await setup();
    const child = spawn(NODE, ['--import', s.hook, CLI, 'guard', ...s.guard], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const send = (m: object): boolean => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    try {
      send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'f', version: '1' } } });
      await waitFor(() => out.includes('"id":1'));
      send({ method: 'notifications/initialized' });
      send({ id: 2, method: 'tools/list' });
      send({ id: 3, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' } } });
      await waitFor(() => out.includes('"id":3'));
      expect(out).toContain('echo {\\"text\\":\\"hi\\"}');
    } finally {
      child.stdin.end();
      await new Promise((r) => child.once('exit', r));
    }
    expect(schemaChunks(s.loaded)).toEqual([]);
    // Nor the gateway's code or what a tool list costs a host app (issue 55): a single guard serves through neither,
    // and both were once loaded with its own chunk (cli-startup.test.ts shows its session code comes after the spawn).
    expect(chunksWith(s.loaded, ['class GatewaySession', 'function listCost('])).toEqual([]);
    expect(chunksWith(s.loaded, ['class GuardSession']).length).toBe(1);
    // The bundle writes wide characters as \\u escapes (scripts/bundle.mjs), so every source it loads is one byte a character.
    expect(wideChunks(s.loaded)).toEqual([]);
  });

  it('the HTTP face does load them (the SDK server transport), only once --listen is given', async () => {
    const s = await setup();
    const child = spawn(NODE, ['--import', s.hook, CLI, 'guard', '--listen', '0', ...s.guard], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    try {
      await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+\/mcp/.test(err));
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    expect(schemaChunks(s.loaded).length).toBeGreaterThan(0);
  });
});

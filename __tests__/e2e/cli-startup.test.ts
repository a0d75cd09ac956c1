// The bundled CLI parses only the chunk of the command that runs: `--version`, `--help` and `rules` never load the
// MCP SDK, zod, ajv or the badge fonts, nor does a diff of two files or a stdio capture; `--version` is answered by the entry file
// alone, and neither it nor `rules` loads node:crypto or the stream machinery (issue 21: start-up within 1.5x bare node,
// measured by `npm run bench`; here the behaviour behind it, which is what can regress silently).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG, NODE, ROOT, tempDir, writeJson, catalogServer, tool } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { waitFor } from '../helpers/poll.js';
import { storeFile } from '../../src/guard/store.js';
import { KEY_FILE } from '../../src/guard/store-key.js';
import { valueKey } from '../../src/core/shared/json.js';
import type { JsonValue } from '../../src/core/shared/model.js';

const bin = path.join(ROOT, 'dist', 'cli', 'index.js');
const TRACE = path.join(ROOT, '__tests__', 'fixtures', 'load-trace');
const register = path.join(TRACE, 'register.mjs');
const dir = tempDir('startup');
const HEAVY: Record<string, RegExp> = {
  'the MCP SDK': /node_modules\/@modelcontextprotocol\/sdk\//,
  zod: /node_modules\/zod\//,
  ajv: /node_modules\/ajv\//,
  'badge-maker': /node_modules\/badge-maker\//,
};

/** Runs the bundle (in `cwd`) and returns the exit code and stderr plus the heavy dependencies found in the files it loaded. */
function loaded(args: string[], cwd = dir): { code: number | null; files: string[]; heavy: string[]; text: string; stderr: string } {
  const trace = path.join(dir, 'trace.txt');
  rmSync(trace, { force: true });
  const r = spawnSync(NODE, ['--import', register, bin, ...args], { cwd, env: { PATH: process.env.PATH, LOAD_TRACE: trace }, encoding: 'utf8' });
  const files = readFileSync(trace, 'utf8').split('\n').filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  const text = files.filter((f) => f.startsWith(path.dirname(bin))).map((f) => readFileSync(f, 'utf8')).join('\n');
  return { code: r.status, files, heavy: Object.entries(HEAVY).filter(([, re]) => re.test(text)).map(([name]) => name), text, stderr: r.stderr };
}

/** The Node built-ins a process loaded beyond what bare `node -e 0` loads, e.g. `NativeModule crypto`. */
function builtinsBeyondBare(args: string[]): string[] {
  const list = (argv: string[]): string[] => {
    const trace = path.join(dir, 'builtins.txt');
    rmSync(trace, { force: true });
    const r = spawnSync(NODE, ['--require', path.join(TRACE, 'builtins.cjs'), ...argv], { cwd: dir, env: { PATH: process.env.PATH, BUILTINS_TRACE: trace }, stdio: ['ignore', 'pipe', 'pipe'] });
    expect(r.status).toBe(0);
    return readFileSync(trace, 'utf8').split('\n').filter(Boolean);
  };
  const bare = new Set(list(['-e', '0']));
  return list([bin, ...args]).filter((m) => !bare.has(m));
}

const describeBundle = existsSync(bin) ? describe : describe.skip;

describeBundle('the bundle loads only what the command needs', () => {
  beforeAll(() => {
    writeJson(path.join(dir, 'a.json'), { tools: [tool('a')] });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { s: catalogServer(path.join(dir, 'a.json')) } });
  });

  // --help reads the command tables, which the guard's own entry parses with too: the bundler keeps what the two share
  // (the tables and the terminal escaping) in one small chunk, so help is the entry, its chunk and that one.
  it('--version: the entry file alone; --help: the entry, the small help chunk and the tables it shares with the guard, nothing heavy', () => {
    for (const args of [['--version'], ['-v'], ['--help'], ['diff', '--help']]) {
      const r = loaded(args);
      expect(r.code).toBe(0);
      expect(r.heavy).toEqual([]);
      expect(r.files.filter((f) => f.startsWith(path.dirname(bin))).length).toBeLessThanOrEqual(args[0].startsWith('-v') || args[0] === '--version' ? 1 : 3);
    }
  });

  it('--version and rules load neither node:crypto nor the streams behind process.stdout (a pipe here)', () => {
    for (const args of [['--version'], ['rules', '--format', 'json']]) {
      const extra = builtinsBeyondBare(args);
      expect(extra.filter((m) => /^NativeModule (crypto|net|stream|internal\/streams\/|internal\/crypto\/)/.test(m))).toEqual([]);
    }
  });

  it('rules and a stdio capture load none of the SDK, zod or Ajv (a lean client, precompiled validators); badge loads its fonts, so the trace sees chunks at all', () => {
    const rules = loaded(['rules', '--format', 'json']);
    expect(rules.code).toBe(0);
    expect(rules.heavy).toEqual([]);
    const snap = loaded(['snapshot', '--server', 's']);
    expect(snap.code).toBe(0);
    expect(snap.heavy).toEqual([]);
    const badge = loaded(['badge', '--server', 's', '--svg', 'badge.svg', '--endpoint', 'badge.json']);
    expect(badge.code).toBe(0);
    expect(badge.heavy).toEqual(['badge-maker']);
  });

  it('a diff of two files parses none of the SDK, zod, Ajv or the badge code', () => {
    const r = loaded(['diff', 'snapshots/s.json', 'snapshots/s.json']);
    expect(r.code).toBe(0);
    expect(r.heavy).toEqual([]);
  });

  // Issue 55: a diff of two files is what hooks and gates run most; it parses the renderer of its format and nothing
  // of the git code (node:child_process brings node:net, dgram and the streams).
  it('a text diff of two files loads only the text renderer and none of the git code', () => {
    const RENDERERS = { markdown: 'function renderMarkdown(', junit: 'function renderJunit(', sarif: 'function renderSarifDrift(', text: 'function renderText(' };
    const shown = (text: string) => Object.entries(RENDERERS).filter(([, marker]) => text.includes(marker)).map(([name]) => name);
    const text = loaded(['diff', 'snapshots/s.json', 'snapshots/s.json']);
    expect(text.code).toBe(0);
    expect(shown(text.text)).toEqual(['text']);
    // The trace sees a renderer the format asks for: the same diff as SARIF parses the SARIF one.
    const sarif = loaded(['diff', 'snapshots/s.json', 'snapshots/s.json', '--format', 'sarif']);
    expect(sarif.code).toBe(0);
    expect(shown(sarif.text)).toEqual(['sarif']);
    // SARIF shows no context cost: without a budget the tokenizer is not loaded (cli/diff-report.ts); the text report
    // shows the cost, so it is.
    const TOKENIZER = "'./o200k.bin'";
    expect(text.text.includes(TOKENIZER)).toBe(true);
    expect(sarif.text.includes(TOKENIZER)).toBe(false);
    const extra = builtinsBeyondBare(['diff', 'snapshots/s.json', 'snapshots/s.json']);
    expect(extra.filter((m) => /^NativeModule (child_process|net|dgram|internal\/child_process)$/.test(m))).toEqual([]);
  });

  // Issue 55: what a client connecting through a stdio guard waits for is the guard's start up to its upstream's spawn,
  // then the upstream's own start. The guard decides the launch (the identity gate writes the store under its lock)
  // with the code that takes, and loads the code it serves with only then, while the upstream boots. Here the test
  // holds the store's lock, so the guard stops right inside the launch decision: what it loaded by then is its whole
  // path to the spawn. A declaration of each marks its code in the bundle.
  it('the stdio guard decides and starts its upstream before it loads its session, publication, audit, gateway or host-cost code; a single guard never loads the last two', async () => {
    const SERVING: Record<string, string> = {
      session: 'class GuardSession',
      publication: 'class Publication',
      audit: 'class CallAudit',
      gateway: 'class GatewaySession',
      'host cost': 'function listCost(',
    };
    const surface = writeJson(path.join(dir, 'guard-surface.json'), { tools: [tool('a')] });
    const approved = path.join(dir, 'guard-approved.json');
    await approveShifting(approved, 'early', surface, dir);
    const store = path.join(dir, 'guard-store');
    mkdirSync(store, { recursive: true, mode: 0o700 });
    const lock = `${storeFile(store, 'early')}.lock`;
    mkdirSync(lock);
    // Kept young while held: a lock older than the stale bound is taken for a crashed writer's and broken.
    const young = setInterval(() => utimesSync(lock, new Date(), new Date()), 1000);
    const trace = path.join(dir, 'guard-trace.txt');
    rmSync(trace, { force: true });
    const serving = (): string[] => {
      const text = readFileSync(trace, 'utf8').split('\n').filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u)).filter((f) => f.startsWith(path.dirname(bin))).map((f) => readFileSync(f, 'utf8')).join('\n');
      return Object.entries(SERVING).filter(([, marker]) => text.includes(marker)).map(([name]) => name);
    };
    const child = spawn(NODE, ['--import', register, bin, 'guard', '--approved', approved, '--store', store, '--interval', '0', '--', NODE, SHIFTING, surface], { cwd: dir, env: { PATH: process.env.PATH, LOAD_TRACE: trace }, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    try {
      // The key file is written by the launch decision, just before it waits for the lock.
      await waitFor(() => existsSync(path.join(store, KEY_FILE)));
      expect(serving()).toEqual([]);
      clearInterval(young);
      rmSync(lock, { recursive: true });
      const send = (m: object): boolean => child.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
      send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'startup', version: '1' } } });
      send({ method: 'notifications/initialized' });
      send({ id: 2, method: 'tools/list' });
      await waitFor(() => out.includes('"id":2'));
      expect(out).toContain('"name":"a"');
      // Serving, it has loaded its own code (the markers are found), and still no gateway or host-cost code.
      expect(serving()).toEqual(['session', 'publication', 'audit']);
    } finally {
      clearInterval(young);
      rmSync(lock, { recursive: true, force: true });
      child.stdin!.end();
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    }
  });

  // Issue 55: one `snapshot` (and `check`) starts its server once the arguments, the config and its setup are known,
  // and loads the code that captures, digests, validates and writes while that server boots. The trace lists, at each chunk's load,
  // the children alive then: each of those chunks must load with the server already started (inline and from a
  // config), and the file is the one the capture writes.
  it('snapshot and check start their server before they load the capture, digest, validator and writer code', () => {
    const CODE: Record<string, string> = {
      capture: 'class McpClient',
      digest: 'function definitionDigest(',
      validator: '"title": "mcp-contract snapshot"',
      writer: 'function writePieces(',
    };
    // Where no config is: nothing but the arguments comes before the start.
    const bare = path.join(dir, 'early-bare');
    const catalog = writeJson(path.join(bare, 'early.json'), { tools: [tool('early')] });
    // With a config: its reader shares a chunk with the digest and the snapshot validator (the canonical forms and the
    // schema helpers), so those load to read it; the capture and the writer still load after the start.
    const cases: Array<[string, string, string[], string[]]> = [
      ['inline', bare, ['snapshot', '--out', 'early-inline.json', '--', NODE, CATALOG, catalog], ['capture', 'digest', 'validator', 'writer']],
      // Again over the file it wrote, without --name: the server's name is read from that file once the server is starting.
      ['inline again', bare, ['snapshot', '--out', 'early-inline.json', '--', NODE, CATALOG, catalog], ['capture', 'digest', 'validator', 'writer']],
      ['config', dir, ['snapshot', '--server', 's', '--out', 'early-config.json'], ['capture', 'writer']],
      // check takes the same path: the committed file just written matches the live server.
      ['check', dir, ['check', '--server', 's', '--snapshot', 'early-config.json'], ['capture', 'writer']],
    ];
    for (const [label, cwd, args, afterStart] of cases) {
      if (label === 'inline' || label === 'config') rmSync(path.join(cwd, args[args.indexOf('--out') + 1]), { force: true });
      const trace = path.join(dir, 'early-trace.txt');
      rmSync(trace, { force: true });
      const r = spawnSync(NODE, ['--import', register, bin, ...args], { cwd, env: { PATH: process.env.PATH, LOAD_TRACE: trace, LOAD_TRACE_CHILDREN: '1' }, encoding: 'utf8' });
      expect([label, r.status, r.stderr]).toEqual([label, 0, '']);
      // Which code each chunk holds, and whether the server (the catalog fixture) was alive when it loaded.
      const seen: Record<string, boolean> = {};
      let chunk: string | undefined;
      const settle = (serverUp: boolean): void => {
        if (!chunk) return;
        const text = readFileSync(chunk, 'utf8');
        for (const [name, marker] of Object.entries(CODE)) if (text.includes(marker)) seen[name] ??= serverUp;
        chunk = undefined;
      };
      let up = false;
      for (const line of readFileSync(trace, 'utf8').split('\n')) {
        if (line.startsWith('file:')) {
          settle(up);
          up = false;
          const f = fileURLToPath(line);
          if (f.startsWith(path.dirname(bin))) chunk = f;
        } else if (line.startsWith('child: ') && line.includes(CATALOG)) up = true;
      }
      settle(up);
      // Every marker was seen (the code loaded at all), and the named ones with the server up.
      expect([label, Object.keys(seen).sort()]).toEqual([label, Object.keys(CODE).sort()]);
      expect([label, afterStart.filter((name) => !seen[name])]).toEqual([label, []]);
    }
    // Both wrote the one tool's snapshot.
    expect(readFileSync(path.join(bare, 'early-inline.json'), 'utf8')).toContain('"name": "early"');
    expect(readFileSync(path.join(dir, 'early-config.json'), 'utf8')).toContain('"name": "a"');
  });

  // Issue 55: the config schema's validator is three quarters of the generated validators' code. A diff of two files
  // where no config is (a hook, a test, a gate handed two files) never parses it; where a config is, it is read and
  // checked as before, and a broken one is still refused with its line.
  it("a diff of two files with no config loads none of the config's validator; with a config it is loaded and checks it", () => {
    const CONFIG_SCHEMA = /"title": ?"mcp-contract configuration"/;
    const SNAPSHOT_SCHEMA = /"title": ?"mcp-contract snapshot"/;
    const bare = path.join(dir, 'no-config');
    mkdirSync(bare, { recursive: true });
    copyFileSync(path.join(dir, 'snapshots', 's.json'), path.join(bare, 's.json'));
    const inBare = loaded(['diff', path.join(bare, 's.json'), path.join(bare, 's.json')], bare);
    expect(inBare.code).toBe(0);
    expect(SNAPSHOT_SCHEMA.test(inBare.text)).toBe(true);
    expect(CONFIG_SCHEMA.test(inBare.text)).toBe(false);
    // The same diff beside the config: it is read (its renames and severities apply), so its validator is loaded.
    const withConfig = loaded(['diff', 'snapshots/s.json', 'snapshots/s.json']);
    expect(withConfig.code).toBe(0);
    expect(CONFIG_SCHEMA.test(withConfig.text)).toBe(true);
    // And it still judges the config: a key the schema does not know is refused with one line naming file and key.
    writeJson(path.join(bare, 'mcp-contract.json'), { servers: {}, severty: {} });
    const broken = loaded(['diff', 's.json', 's.json'], bare);
    expect(broken.code).toBe(2);
    expect(broken.stderr.trim()).toBe('mcp-contract: mcp-contract.json: /: unknown key "severty"');
    expect(CONFIG_SCHEMA.test(broken.text)).toBe(true);
  });

  // Issue 55: node:crypto (with the stream modules it loads) is handed over on first use (scripts/bundle.mjs), and a
  // diff's change fingerprints are plain code: a diff of two files that differ writes its fingerprints without it.
  it('a diff of two files that differ loads no node:crypto, and its fingerprints are sha256 as before', () => {
    const head = JSON.parse(readFileSync(path.join(dir, 'snapshots', 's.json'), 'utf8')) as { surfaces: { default: { server: { serverInfo: { version: string } } } } };
    head.surfaces.default.server.serverInfo.version = '9.9.9';
    writeJson(path.join(dir, 'head-s.json'), head);
    const args = ['diff', 'snapshots/s.json', 'head-s.json', '--format', 'json', '--fail-on', 'none'];
    const extra = builtinsBeyondBare(args);
    expect(extra.filter((m) => /^NativeModule (crypto|internal\/crypto\/)/.test(m))).toEqual([]);
    const r = spawnSync(NODE, [bin, ...args], { cwd: dir, encoding: 'utf8' });
    const changes = (JSON.parse(r.stdout) as { changes: Array<{ rule: string; fingerprint: string; surface: string; before?: object; after?: object }> }).changes;
    expect(changes.map((c) => c.rule)).toEqual(['server-version-changed']);
    // The fingerprint is node:crypto's sha256 over the change's identity (src/core/diff/fingerprint.ts), recomputed here.
    const side = (x: { refs: string[]; digests?: string[]; pointer?: string; value?: unknown } | undefined) => (x ? [x.refs, x.digests ?? [], x.pointer ?? '', x.value === undefined ? '' : valueKey(x.value as JsonValue)] : []);
    const [c] = changes as Array<{ rule: string; fingerprint: string; surface: string; before?: Parameters<typeof side>[0]; after?: Parameters<typeof side>[0] }>;
    expect(c.fingerprint).toBe(createHash('sha256').update(JSON.stringify([c.rule, c.surface, side(c.before), side(c.after)])).digest('hex').slice(0, 12));
  });

  it('output written straight to the descriptor survives a non-blocking pipe that fills up: all of it, in order', async () => {
    const many = writeJson(path.join(dir, 'many.json'), { tools: Array.from({ length: 1500 }, (_, i) => tool(`tool_${i}`)) });
    writeJson(path.join(dir, 'none.json'), { tools: [] });
    for (const [name, catalog] of [['many', many], ['none', path.join(dir, 'none.json')]]) {
      const r = spawnSync(NODE, [bin, 'snapshot', '--out', `${name}-snap.json`, '--', NODE, CATALOG, catalog], { cwd: dir, encoding: 'utf8' });
      expect(r.status).toBe(0);
    }
    const args = ['diff', 'many-snap.json', 'none-snap.json', '--format', 'json', '--fail-on', 'none'];
    const expected = spawnSync(NODE, [bin, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 }).stdout;
    expect(expected.length).toBeGreaterThan(1_000_000);
    // Nobody reads the pipe for a while: a plain write(2) would fail with EAGAIN once its 64 KiB are full.
    const child = spawn(NODE, [path.join(TRACE, 'nonblocking-stdout.mjs'), bin, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pause();
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    setTimeout(() => {
      child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stdout!.resume();
    }, 1000);
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.length).toBe(expected.length);
    expect(stdout === expected).toBe(true);
  });
});

// Runs the CLI in-process through `run(args, io)` with a capturing io, plus temp dirs, configs and git repos for it.
import { execFileSync, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../src/cli/main.js';
import { redacting } from '../../src/cli/io.js';

export const ROOT = process.cwd();
export const SERVERS = path.join(ROOT, '__tests__', 'fixtures', 'servers');
export const CATALOG = path.join(SERVERS, 'catalog.mjs');
export const MISBEHAVE = path.join(SERVERS, 'misbehave.mjs');
export const HOSTILE = path.join(SERVERS, 'hostile-server.mjs');
export const NODE = process.execPath;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  now?: Date;
}

/** One CLI run, in-process; stdout/stderr are what the user would see (after redaction). */
export async function cli(args: string[], opts: RunOptions): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io = redacting({
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: opts.cwd,
    env: opts.env ?? { PATH: process.env.PATH },
    now: () => opts.now ?? new Date('2026-06-01T00:00:00Z'),
  });
  const code = await run(args, io);
  return { code, stdout, stderr };
}

/** An error run's stderr: the first line is the one clear message, and no stack frame is ever shown. */
export function firstLine(r: CliResult): string {
  return r.stderr.split('\n')[0] ?? '';
}

export function hasStack(text: string): boolean {
  return /^\s+at /m.test(text) || /internal error/.test(text);
}

export { tempDir } from './temp-dir.js';

export function writeJson(file: string, value: unknown): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** A catalog-server config entry (stdio) serving exactly the items in `catalogFile`. */
export function catalogServer(catalogFile: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { command: NODE, args: [CATALOG, catalogFile], timeouts: { initializeMs: 5000, requestMs: 5000 }, ...extra };
}

export function tool(name: string, props: Record<string, unknown> = { q: { type: 'string' } }, extra: Record<string, unknown> = {}) {
  return { name, description: `The ${name} tool`, inputSchema: { type: 'object', properties: props }, ...extra };
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.invalid',
    },
  });
}

export function gitInit(cwd: string): void {
  git(cwd, 'init', '-q', '-b', 'main');
  git(cwd, 'config', 'commit.gpgsign', 'false');
  git(cwd, 'config', 'tag.gpgsign', 'false');
}

/** Commits everything with a fixed committer date (so tag dates are known). */
export function commitAll(cwd: string, message: string, date?: string): void {
  git(cwd, 'add', '-A');
  const env = date ? { GIT_COMMITTER_DATE: `${date}T12:00:00Z`, GIT_AUTHOR_DATE: `${date}T12:00:00Z` } : {};
  execFileSync('git', ['commit', '-q', '-m', message], {
    cwd,
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid', ...env },
  });
}

/**
 * Timeouts for fixture servers: a hang in a list ends after 800 ms, while initialize gets room for a Node server's
 * start-up on a loaded 2-core runner (at 800 ms it timed out there before the fixture had loaded the SDK).
 */
export const QUICK = { initializeMs: 5000, requestMs: 800, totalMs: 8000 };
/**
 * For a server meant to hang before answering initialize: a bound the test waits out, long enough for the fixture to
 * start and write its pid file first on a loaded runner (at 800 ms it sometimes had not).
 */
export const HANG_AT_INIT = { ...QUICK, initializeMs: 2500 };

/** A snapshot of one server, `h` (QUICK timeouts), through the CLI: its result and the snapshot file it wrote. */
export type SnapshotOf = (server: Record<string, unknown>) => Promise<CliResult & { file: string }>;

/** Snapshots of one server each, in `dir`, every call with a config and a snapshot file of its own. */
export function snapshotsIn(dir: string): SnapshotOf {
  let n = 0;
  return async (server) => {
    const cfg = path.join(dir, `c${++n}.json`);
    const file = path.join(dir, `s${n}.json`);
    writeJson(cfg, { servers: { h: { timeouts: QUICK, snapshot: file, ...server } } });
    return { ...(await cli(['snapshot', '--config', cfg], { cwd: dir })), file };
  };
}

/** A config with one stdio server `h` running the hostile fixture with `args`; returns the dir. */
export function hostileConfig(dir: string, args: string[], extra: Record<string, unknown> = {}): string {
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { h: { command: NODE, args: [HOSTILE, ...args], timeouts: QUICK, ...extra } } });
  return dir;
}

export { alive, pidsFrom } from './capture-fixtures.js';
import { gone as goneWithin } from './capture-fixtures.js';
import { HANG_MS } from './hang.js';

export const gone = (pids: number[], withinMs: number = HANG_MS.wait): Promise<boolean> => goneWithin(pids, withinMs);

export interface HttpFixture {
  url: string;
  port: number;
  pid: number;
  stop: () => void;
  /** Resolves once the server has written `text` on stdout (an event the fixture announces), however long it takes. */
  printed: (text: string) => Promise<void>;
  /** Everything the server has written on stdout so far. */
  output: () => string;
}

/** Starts a fixture server in HTTP mode on 127.0.0.1 and waits for its `listening <port>` line. */
export function startHttp(script: string, args: string[]): Promise<HttpFixture> {
  const child = spawn(NODE, [script, ...args, '--http'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  const waiting: Array<{ text: string; resolve: () => void }> = [];
  const printed = (text: string): Promise<void> => (out.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve })));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      for (const w of waiting.splice(0)) if (out.includes(w.text)) w.resolve();
      else waiting.push(w);
      const m = /listening (\d+)/.exec(out);
      if (m) {
        const port = Number(m[1]);
        resolve({ url: `http://127.0.0.1:${port}/mcp`, port, pid: child.pid!, stop: () => void child.kill('SIGKILL'), printed, output: () => out });
      }
    });
  });
}

/** A port nothing listens on right now. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

// Runs the shipped Action (`node dist/index.js`) the way the runner does, in a real temporary git repository,
// against the 127.0.0.1 GitHub stand-in, and collects everything the run leaves behind.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GitHubStub, RecordedCall, StubComment } from './github-stub.js';
import { cli } from './cli-harness.js';
import { tempDir } from './temp-dir.js';
import { setupSnapshot } from './setup-snapshots.js';
import { HANG_MS } from './hang.js';

export const ROOT = process.cwd();
export const CATALOG_SERVER = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'catalog.mjs');
export const OWNER = 'acme';
export const REPO = 'tools';
export const SNAPSHOT_PATH = 'snapshots/catalog.json';
export const CONFIG_PATH = 'mcp-contract.json';

export interface ProcessResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Spawns without blocking the event loop: the stand-in answers from this process while the child runs. */
export function runProcess(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? HANG_MS.wait);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** The environment the test process runs in, without anything a runner (or jest) would set for the action. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(k) || k === 'NODE_OPTIONS' || k === 'CI') continue;
    env[k] = v;
  }
  return env;
}

// ---------------------------------------------------------------- git repository

export interface Tool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
  _meta?: Record<string, unknown>;
}

export interface Catalog {
  serverInfo?: { name: string; version: string };
  tools?: Tool[];
  prompts?: unknown[];
  resources?: unknown[];
}

/** The base branch's server: two tools, one with a `limit` input a PR can remove. */
export function baseCatalog(): Catalog {
  return {
    serverInfo: { name: 'catalog', version: '1.0.0' },
    tools: [
      {
        name: 'search',
        description: 'Search the catalog.',
        inputSchema: {
          type: 'object',
          properties: { query: { type: 'string', description: 'What to find.' }, limit: { type: 'integer', description: 'Most results.' } },
          required: ['query'],
        },
      },
      { name: 'stats', description: 'Catalog statistics.', inputSchema: { type: 'object', properties: {} } },
    ],
  };
}

/** The config the repository commits: the catalog server started from the fixture, reading `catalog.json`. */
export function baseConfig(extra: Record<string, unknown> = {}, serverExtra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    servers: { catalog: { command: process.execPath, args: [CATALOG_SERVER, 'catalog.json'], snapshot: SNAPSHOT_PATH, ...serverExtra } },
    ...extra,
  };
}

export const CODEOWNERS = `# contract owners\n/snapshots/ @alice\n`;

/** The base catalog at `version` with its `stats` tool served, deprecated (by `deprecation`, a description) or removed. */
export function statsCatalog(version: string, stats: 'served' | 'deprecated' | 'removed', deprecation: string): Catalog {
  const c = baseCatalog();
  c.serverInfo = { name: 'catalog', version };
  const tool = c.tools?.find((t) => t.name === 'stats');
  if (tool && stats === 'deprecated') tool.description = deprecation;
  if (stats === 'removed') c.tools = c.tools?.filter((t) => t.name !== 'stats');
  return c;
}

export class TempRepo {
  readonly dir: string;

  /** A git repository in a temp dir, removed when the test file ends (temp-dir.ts) or earlier by remove(). */
  constructor(prefix = 'action') {
    this.dir = tempDir(prefix);
    this.git('init', '-q', '-b', 'main');
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false', ...args], {
      cwd: this.dir,
      encoding: 'utf8',
      env: cleanEnv(),
    }).trim();
  }

  /** Commits with a fixed date, so tags carry a release date the test chose. */
  commitAt(message: string, isoDate: string): string {
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', '-c', 'commit.gpgsign=false', 'commit', '-q', '--allow-empty', '-m', message], {
      cwd: this.dir,
      env: { ...cleanEnv(), GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate },
    });
    return this.git('rev-parse', 'HEAD');
  }

  write(rel: string, content: string | object): void {
    const file = path.join(this.dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }

  read(rel: string): string {
    return readFileSync(path.join(this.dir, rel), 'utf8');
  }

  exists(rel: string): boolean {
    return existsSync(path.join(this.dir, rel));
  }

  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /**
   * Rewrites the committed snapshot from the live server as a maintainer would, with the CLI's `run()` from src/ in this
   * process: it is the repository's setup, not what the test is about (the shipped CLI's own end-to-end tests spawn it).
   */
  async snapshot(env: NodeJS.ProcessEnv = {}): Promise<void> {
    // The same setup recurs across tests; setup-snapshots.ts captures each distinct one once per run.
    await setupSnapshot(this.dir, CONFIG_PATH, CATALOG_SERVER, env, async () => {
      const r = await cli(['snapshot', '--config', CONFIG_PATH], { cwd: this.dir, env: { ...cleanEnv(), ...env } });
      if (r.code !== 0) throw new Error(`snapshot failed (${r.code}): ${r.stderr}${r.stdout}`);
    });
  }

  /** A release as a maintainer makes one: catalog and config written, the snapshot taken, committed at `isoDate`, tagged. */
  async release(catalog: Catalog, config: Record<string, unknown>, isoDate: string, tag?: string): Promise<void> {
    this.write('catalog.json', catalog);
    this.write(CONFIG_PATH, config);
    await this.snapshot();
    this.git('add', '-A');
    this.commitAt(tag ?? 'head', isoDate);
    if (tag) this.git('tag', tag);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Every file of a commit, as the contents API serves it at that ref (for runs without a checkout). */
  filesAt(sha: string): Map<string, string> {
    // One `git cat-file --batch` for all blobs rather than a `git show` per file.
    const entries = this.git('ls-tree', '-r', sha)
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => /^\d+ blob ([0-9a-f]+)\t(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null);
    const batch = execFileSync('git', ['cat-file', '--batch'], { cwd: this.dir, env: cleanEnv(), input: entries.map((m) => m[1]).join('\n') + '\n' });
    const out = new Map<string, string>();
    let at = 0;
    for (const [, , file] of entries) {
      const header = batch.subarray(at, batch.indexOf(10, at)).toString('utf8');
      const size = Number(header.split(' ')[2]);
      const start = at + Buffer.byteLength(header) + 1;
      out.set(file, batch.subarray(start, start + size).toString('utf8'));
      at = start + size + 1;
    }
    return out;
  }
}

/** Lets the stand-in's contents API serve a commit of the repository (base and head, for `mode: comment`). */
export function serveCommit(stub: GitHubStub, repo: TempRepo, sha: string): void {
  for (const [path, text] of repo.filesAt(sha)) stub.files.set(`${sha}:${path}`, text);
}

export interface PrRepo {
  repo: TempRepo;
  baseSha: string;
  headSha: string;
}

export interface PrRepoOptions {
  /** Turns the base catalog into the PR's catalog. */
  change?: (c: Catalog) => void;
  /** Commit the refreshed snapshot with the PR (default true). */
  updateSnapshot?: boolean;
  /** Turns the base config into the PR's config. */
  editConfig?: (c: Record<string, unknown>) => void;
  /** Any other edit of the PR's working tree, made after the snapshot is refreshed. */
  editFiles?: (repo: TempRepo) => void;
  /** Files on the base commit besides catalog, config, snapshot and CODEOWNERS. */
  baseFiles?: Record<string, string>;
  baseConfig?: Record<string, unknown>;
  /** Runner env for capturing (e.g. a secret the config references). */
  env?: NodeJS.ProcessEnv;
}

/** A repository with a base commit on `main` (catalog, config, snapshot, CODEOWNERS) and a PR commit on `feature`. */
export async function makePrRepo(opts: PrRepoOptions = {}): Promise<PrRepo> {
  const repo = new TempRepo();
  const catalog = baseCatalog();
  const config = opts.baseConfig ?? baseConfig();
  repo.write('catalog.json', catalog);
  repo.write(CONFIG_PATH, config);
  repo.write('.github/CODEOWNERS', CODEOWNERS);
  for (const [rel, text] of Object.entries(opts.baseFiles ?? {})) repo.write(rel, text);
  await repo.snapshot(opts.env);
  const baseSha = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  if (opts.change) {
    const next = JSON.parse(JSON.stringify(catalog)) as Catalog;
    opts.change(next);
    repo.write('catalog.json', next);
  }
  if (opts.editConfig) {
    const next = JSON.parse(JSON.stringify(config)) as Record<string, unknown>;
    opts.editConfig(next);
    repo.write(CONFIG_PATH, next);
  }
  if (opts.updateSnapshot ?? true) await repo.snapshot(opts.env);
  opts.editFiles?.(repo);
  const headSha = repo.commit('pr');
  return { repo, baseSha, headSha };
}

/** Removes the `limit` input of `search`: a breaking change. */
export function removeLimit(c: Catalog): void {
  const search = c.tools?.find((t) => t.name === 'search');
  if (search) delete (search.inputSchema.properties as Record<string, unknown>).limit;
}

// ---------------------------------------------------------------- runner

export interface PullRequestEvent {
  number: number;
  baseSha: string;
  headSha: string;
  author: string;
  /** The repository the head lives in (default the base repository). */
  headRepo?: string;
}

export function pullRequestPayload(pr: PullRequestEvent): Record<string, unknown> {
  const full = `${OWNER}/${REPO}`;
  return {
    action: 'synchronize',
    number: pr.number,
    pull_request: {
      number: pr.number,
      user: { login: pr.author },
      base: { sha: pr.baseSha, ref: 'main', repo: { full_name: full } },
      head: { sha: pr.headSha, ref: 'feature', repo: { full_name: pr.headRepo ?? full } },
    },
    repository: { full_name: full },
  };
}

export interface RunOptions {
  /** Working tree the action runs in (GITHUB_WORKSPACE and cwd). */
  cwd: string;
  /** Inputs by their action.yml name; the others get action.yml's defaults, as the runner gives them. */
  inputs?: Record<string, string>;
  eventName?: string;
  payload?: Record<string, unknown>;
  stub?: GitHubStub;
  /** Extra runner env (e.g. secrets a config references). */
  env?: Record<string, string>;
  /** GITHUB_API_URL when it is not the stand-in itself (a front that refuses some calls). */
  apiUrl?: string;
  /** The node binary that runs the Action (default: this one); the runner's is Node 24. */
  node?: string;
}

export interface ActionRun extends ProcessResult {
  outputs: Record<string, string>;
  summary: string;
  /** HTTP calls the stand-in recorded during this run only. */
  calls: RecordedCall[];
  /** The stand-in's comments on every issue after the run. */
  comments: StubComment[];
  /** The JSON report file the run wrote, when the `report` output names one that exists. */
  reportText?: string;
  /** Everything the run wrote that a person or a later step can see. */
  visible: string;
}

/** Parses `$GITHUB_OUTPUT` as @actions/core writes it: `name<<DELIM\nvalue\nDELIM\n` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const end = lines.indexOf(m[2], i + 1);
      if (end < 0) throw new Error(`GITHUB_OUTPUT: unterminated value for ${m[1]}`);
      out[m[1]] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i].includes('=')) {
      const j = lines[i].indexOf('=');
      out[lines[i].slice(0, j)] = lines[i].slice(j + 1);
    }
  }
  return out;
}

/** The `inputs:` or `outputs:` section of action.yml: name -> default (undefined when it has none). */
export function actionYml(section: 'inputs' | 'outputs'): Map<string, string | undefined> {
  const lines = readFileSync(path.join(ROOT, 'action.yml'), 'utf8').split('\n');
  const out = new Map<string, string | undefined>();
  let inside = false;
  let current: string | undefined;
  for (const line of lines) {
    if (/^\S/.test(line)) {
      inside = line.startsWith(`${section}:`);
      continue;
    }
    if (!inside) continue;
    const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (name) {
      current = name[1];
      out.set(current, undefined);
      continue;
    }
    const def = /^ {4}default:\s*(.*)$/.exec(line);
    if (def && current) out.set(current, def[1].trim().replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1'));
  }
  return out;
}

/** What the runner passes for inputs a workflow leaves out: action.yml's defaults, `github.token` a fake one. */
export function runnerDefaults(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, def] of actionYml('inputs')) out[name] = def === '${{ github.token }}' ? FAKE_TOKEN : def ?? '';
  return out;
}

export const FAKE_TOKEN = 'ghs_stubtoken0000000000000000000000';

/** A runner's scratch files for one run (output, summary, event, RUNNER_TEMP) and the environment naming them. */
export function runnerEnv(opts: RunOptions): { scratch: string; files: { output: string; summary: string }; env: NodeJS.ProcessEnv } {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-runner-'));
  const files = { output: path.join(scratch, 'output'), summary: path.join(scratch, 'summary'), event: path.join(scratch, 'event.json') };
  mkdirSync(path.join(scratch, 'temp'));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(opts.payload ?? {}));
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv(),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: opts.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_WORKSPACE: opts.cwd,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: path.join(scratch, 'temp'),
    GITHUB_API_URL: opts.apiUrl ?? opts.stub?.url ?? 'http://127.0.0.1:9',
    ...opts.env,
  };
  for (const [name, value] of Object.entries({ ...runnerDefaults(), ...opts.inputs })) env[`INPUT_${name.toUpperCase()}`] = value;
  return { scratch, files, env };
}

/**
 * What a run left behind (outputs, summary, report, the stand-in's calls since `callsBefore`), then its scratch removed.
 * `streams` are what the run printed: stdout and stderr of the process, stdout alone in-process.
 */
export function collectRun(opts: RunOptions, run: ProcessResult, streams: string[], files: { output: string; summary: string }, scratch: string, callsBefore: number): ActionRun {
  try {
    const outputs = parseOutputFile(readFileSync(files.output, 'utf8'));
    const summary = readFileSync(files.summary, 'utf8');
    const reportText = outputs.report && existsSync(outputs.report) && statSync(outputs.report).isFile() ? readFileSync(outputs.report, 'utf8') : undefined;
    const comments = opts.stub ? [...opts.stub.comments.values()].flat() : [];
    const calls = opts.stub ? opts.stub.calls.slice(callsBefore) : [];
    const written = calls.filter((c) => c.method !== 'GET').map((c) => JSON.stringify(c.body ?? ''));
    const visible = [...streams, summary, JSON.stringify(outputs), reportText ?? '', ...comments.map((c) => c.body), ...written].join('\n');
    return { ...run, outputs, summary, calls, comments, reportText, visible };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Workflow-command lines (`::error ...::`) the run printed. */
export function commands(stdout: string, name: 'error' | 'warning' | 'notice'): string[] {
  return stdout.split('\n').filter((l) => l.startsWith(`::${name}`));
}

// ---------------------------------------------------------------- a front that refuses some calls

export interface Front {
  url: string;
  /** Calls the front refused (they never reached the stand-in). */
  refused: RecordedCall[];
  close(): Promise<void>;
}

/**
 * A 127.0.0.1 proxy in front of the stand-in that answers `refuse(method, path)` statuses itself (e.g. 403 for every
 * write, as a fork PR's read-only token gets) and forwards everything else unchanged.
 */
export async function startFront(stub: GitHubStub, refuse: (method: string, path: string) => number | undefined): Promise<Front> {
  const refused: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const status = refuse(method, u.pathname);
      if (status !== undefined) {
        refused.push({ method, path: u.pathname, query: Object.fromEntries(u.searchParams), ...(body.length ? { body: JSON.parse(body.toString('utf8')) as unknown } : {}) });
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' }));
        return;
      }
      const headers = { ...req.headers };
      delete headers.host;
      const fwd = httpRequest(`${stub.url}${req.url ?? '/'}`, { method, headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      fwd.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      fwd.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

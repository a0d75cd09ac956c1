// Runs the shipped Action (`node dist/index.js`) the way the runner does, in a real temporary git repository,
// against the 127.0.0.1 GitHub stand-in, and collects everything the run leaves behind.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GitHubStub, RecordedCall, StubComment } from './github-stub.js';

export const ROOT = process.cwd();
export const ACTION = path.join(ROOT, 'dist', 'index.js');
export const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');
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
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 30000);
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

export class TempRepo {
  readonly dir: string;

  constructor(prefix = 'mcp-contract-action-') {
    this.dir = mkdtempSync(path.join(tmpdir(), prefix));
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

  /** Rewrites the committed snapshot from the live server with the shipped CLI (as a maintainer would). */
  async snapshot(env: NodeJS.ProcessEnv = {}): Promise<void> {
    const r = await runProcess(process.execPath, [CLI, 'snapshot', '--config', CONFIG_PATH], { cwd: this.dir, env: { ...cleanEnv(), ...env } });
    if (r.exitCode !== 0) throw new Error(`snapshot failed (${r.exitCode}): ${r.stderr}${r.stdout}`);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
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
  /** Inputs by their action.yml name; defaults as action.yml gives them are NOT applied by the runner here. */
  inputs?: Record<string, string>;
  eventName?: string;
  payload?: Record<string, unknown>;
  stub?: GitHubStub;
  /** Extra runner env (e.g. secrets a config references). */
  env?: Record<string, string>;
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

/** The runner's input defaults from action.yml, so a run sees what a workflow with no `with:` would. */
const RUNNER_DEFAULTS: Record<string, string> = {
  config: 'mcp-contract.json',
  mode: 'pr',
  'github-token': 'ghs_stubtoken000000000000',
  'fail-on': 'review',
  comment: 'true',
  approval: 'codeowners',
  'approval-label': 'mcp-contract: approved',
  'working-directory': '.',
};

/** Starts `node dist/index.js` with the runner's environment and returns what it left behind. */
export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-runner-'));
  const outputFile = path.join(scratch, 'output');
  const summaryFile = path.join(scratch, 'summary');
  const eventFile = path.join(scratch, 'event.json');
  const runnerTemp = path.join(scratch, 'temp');
  mkdirSync(runnerTemp);
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(opts.payload ?? {}));
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv(),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: opts.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_WORKSPACE: opts.cwd,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerTemp,
    GITHUB_API_URL: opts.stub?.url ?? 'http://127.0.0.1:9',
    ...opts.env,
  };
  for (const [name, value] of Object.entries({ ...RUNNER_DEFAULTS, ...opts.inputs })) env[`INPUT_${name.toUpperCase()}`] = value;
  const before = opts.stub?.calls.length ?? 0;
  try {
    const r = await runProcess(process.execPath, [ACTION], { cwd: opts.cwd, env });
    const outputs = parseOutputFile(readFileSync(outputFile, 'utf8'));
    const summary = readFileSync(summaryFile, 'utf8');
    const reportText = outputs.report && existsSync(outputs.report) ? readFileSync(outputs.report, 'utf8') : undefined;
    const comments = opts.stub ? [...opts.stub.comments.values()].flat() : [];
    const calls = opts.stub ? opts.stub.calls.slice(before) : [];
    const written = calls.filter((c) => c.method !== 'GET').map((c) => JSON.stringify(c.body ?? ''));
    const visible = [r.stdout, r.stderr, summary, JSON.stringify(outputs), reportText ?? '', ...comments.map((c) => c.body), ...written].join('\n');
    return { ...r, outputs, summary, calls, comments, reportText, visible };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Workflow-command lines (`::error ...::`) the run printed. */
export function commands(stdout: string, name: 'error' | 'warning' | 'notice'): string[] {
  return stdout.split('\n').filter((l) => l.startsWith(`::${name}`));
}

// Issue 12: the PR's build, start command and server are the code being judged. Run as the runner starts the Action
// (`node dist/index.js`, real GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, planted tokens in the job's environment):
// none of the runner's keys reach them, what they forge into the file commands is gone, the daemon they leave is
// ended before any result is written, and what they print cannot act as a workflow command. The CLI's fence around a
// failing build's output, in-process: cli/battery-runner-env.test.ts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alive, freePort } from '../helpers/capture-fixtures.js';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { CODEOWNERS, FAKE_TOKEN, ROOT, SNAPSHOT_PATH, TempRepo, baseConfig, cleanEnv, makePrRepo, pullRequestPayload, removeLimit, runProcess, type ActionRun, type PrRepo } from '../helpers/action-harness.js';
import { OUTPUTS } from '../../src/action/outputs.js';
import { CLI, runAction } from '../helpers/dist.js';
import { INJECTION, runnerCommands } from '../helpers/workflow-commands.js';

const NODE = process.execPath;
const THIEF = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'env-thief.mjs');
const HOSTILE = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'hostile-server.mjs');
const PR = 12;
/** Only an ancestor holding this is the job the thief may look into: never a real runner running these tests. */
const NEEDLE = 'THIEF_JOB=issue-12-job';

/** What a job's environment holds that the judged code must never see (a row per kind of key). */
const PLANTED: Record<string, string> = {
  GITHUB_TOKEN: 'ghs_planted_job_token_000000000001',
  ACTIONS_RUNTIME_TOKEN: 'planted-runtime-token-0002',
  ACTIONS_RUNTIME_URL: 'https://planted.example/runtime/0003',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'planted-oidc-token-0004',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://planted.example/oidc/0005',
  ACTIONS_CACHE_URL: 'https://planted.example/cache/0006',
  ACTIONS_RESULTS_URL: 'https://planted.example/results/0007',
  GITHUB_ENV: '/planted/file-commands/set_env_0008',
  GITHUB_PATH: '/planted/file-commands/add_path_0009',
  GITHUB_STATE: '/planted/file-commands/save_state_0010',
  NPM_TOKEN: 'npm_planted_registry_token_0011',
  SOME_DEPLOY_KEY: 'planted-deploy-key-0012',
  THIEF_JOB: 'issue-12-job',
};
/** Keys the runner sets per step (the harness sets them): never inherited either. */
const NEVER_KEYS = /^(INPUT_|ACTIONS_|GITHUB_OUTPUT$|GITHUB_STEP_SUMMARY$|GITHUB_ENV$|GITHUB_PATH$|GITHUB_STATE$|GITHUB_TOKEN$|RUNNER_)/;
const NAMED_VALUE = 'named-by-config-0013';

function payload(pr: PrRepo): Record<string, unknown> {
  return pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });
}

function serve(stub: GitHubStub, pr: PrRepo): void {
  stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
  stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
}

function dumps(dir: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const f of readdirSync(dir)) {
    const m = /^env-(\w+)\.json$/.exec(f);
    if (m) out[m[1]] = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>;
  }
  return out;
}

function expectScrubbed(env: Record<string, string>, role: string): void {
  const text = JSON.stringify(env);
  for (const [k, v] of Object.entries(PLANTED)) {
    expect({ role, key: k, present: k in env }).toEqual({ role, key: k, present: false });
    expect({ role, key: k, valueSeen: text.includes(v) }).toEqual({ role, key: k, valueSeen: false });
  }
  expect({ role, keys: Object.keys(env).filter((k) => NEVER_KEYS.test(k)) }).toEqual({ role, keys: [] });
  expect(text).not.toContain(FAKE_TOKEN);
  // The allow-list and what the config names do arrive: the process could run and the test could fail.
  expect(env.PATH).toBeTruthy();
  expect(env.NAMED).toBe(NAMED_VALUE);
  expect(env.MCP_CONTRACT_RUN).toMatch(/^[0-9a-f]{24}$/);
}

function expectNoInjectedCommand(r: ActionRun): void {
  const cmds = runnerCommands(r.stdout);
  expect(cmds.filter((c) => ['set-output', 'set-env', 'add-path', 'save-state', 'stop-commands'].includes(c.command))).toEqual([]);
  expect(cmds.filter((c) => c.props.includes('INJECTED') || c.data.startsWith('INJECTED') || c.data.startsWith('--require'))).toEqual([]);
  expect(r.stdout).not.toMatch(/[\u001b\u009b\u0007]/);
}

describe('the judged code runs with a scrubbed environment and cannot reach the verdict (issue 12)', () => {
  let pr: PrRepo;
  let stub: GitHubStub;
  let dumpDir: string;
  let run: ActionRun;

  beforeAll(async () => {
    const port = await freePort();
    const scratch = new TempRepo('thief');
    dumpDir = scratch.dir;
    const thief = (role: string, ...extra: string[]) => [THIEF, `--role=${role}`, `--dump=${dumpDir}`, ...extra];
    pr = await makePrRepo({
      change: removeLimit,
      env: { NAMED_VAR: NAMED_VALUE },
      // The base branch already names NAMED_VAR: a PR cannot add a runner variable of its own (see below).
      baseConfig: baseConfig({}, { env: { NAMED: '${NAMED_VAR}' } }),
      editConfig: (c) => {
        const servers = c.servers as Record<string, Record<string, unknown>>;
        servers.catalog = {
          build: [NODE, ...thief('build', `--forge=${NEEDLE}`, '--exit=0')].map((a) => JSON.stringify(a)).join(' '),
          start: { command: NODE, args: thief('start', `--listen=${port}`), readyUrl: `http://127.0.0.1:${port}/` },
          command: NODE,
          args: [...thief('server', `--forge=${NEEDLE}`), 'catalog.json'],
          env: { NAMED: '${NAMED_VAR}' },
          snapshot: SNAPSHOT_PATH,
        };
      },
    });
    // What the maintainer's own `snapshot` run left behind is not the Action's.
    for (const f of readdirSync(dumpDir)) if (f !== '.git') rmSync(path.join(dumpDir, f), { recursive: true, force: true });
    stub = await startStub();
    serve(stub, pr);
    run = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), env: { ...PLANTED, NAMED_VAR: NAMED_VALUE } });
  });

  afterAll(async () => {
    await stub?.close();
    pr?.repo.remove();
    rmSync(dumpDir, { recursive: true, force: true });
  });

  it.each(['build', 'start', 'server'])('the %s command sees no planted token, file-command path or input; it sees the allow-list and what the config names', (role) => {
    const env = dumps(dumpDir)[role];
    expect(env).toBeDefined();
    expectScrubbed(env!, role);
  });

  it("the step outputs are the tool's own though the build and server appended a verdict and an unterminated block", () => {
    // They did find the file (through /proc, see README security): the defence is what the Action writes, not secrecy.
    expect(existsSync(path.join(dumpDir, 'forged-server'))).toBe(true);
    expect(existsSync(path.join(dumpDir, 'forged-build'))).toBe(true);
    expect(run.exitCode).toBe(1);
    expect(Object.keys(run.outputs).sort()).toEqual([...OUTPUTS].sort());
    expect(run.outputs.verdict).toBe('needs-signoff');
    expect(run.outputs.breaking).toBe('1');
    expect(run.summary).toContain('MCP contract');
    expect(run.summary).not.toContain('FORGED');
  });

  it('the daemons they left in a new session were ended before the Action wrote anything', () => {
    const pidfiles = readdirSync(dumpDir).filter((f) => /^daemon-\w+\.pid$/.test(f));
    for (const f of pidfiles) expect({ f, alive: alive(Number(readFileSync(path.join(dumpDir, f), 'utf8'))) }).toEqual({ f, alive: false });
  });
});

describe('a PR cannot name runner variables the base branch does not', () => {
  it('a PR adding ${GITHUB_TOKEN} to its config is refused before its code runs', async () => {
    const dumpDir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-grant-'));
    const pr = await makePrRepo({
      updateSnapshot: false,
      editConfig: (c) => {
        const s = (c.servers as Record<string, Record<string, unknown>>).catalog;
        s.args = [THIEF, '--role=server', `--dump=${dumpDir}`, 'catalog.json'];
        s.env = { STOLEN: '${GITHUB_TOKEN}' };
      },
    });
    const stub = await startStub();
    try {
      serve(stub, pr);
      const r = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), env: PLANTED });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('fail');
      expect(r.stdout).toMatch(/::error::server "catalog": the PR's config refers to \$\{GITHUB_TOKEN\}, which the base branch's config does not/);
      expect(readdirSync(dumpDir)).toEqual([]);
      // Masked (the runner consumes `::add-mask::`), never shown.
      expect(r.visible.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n')).not.toContain(PLANTED.GITHUB_TOKEN);
    } finally {
      await stub.close();
      pr.repo.remove();
      rmSync(dumpDir, { recursive: true, force: true });
    }
  });
});

describe('what the judged code prints cannot act as a workflow command (issue 12, M9)', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-inject-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cases: { name: string; server: (dir: string) => Record<string, unknown>; failure: RegExp }[] = [
    {
      name: 'a failing build printing commands on stdout and stderr',
      server: () => ({ ...catalogServer(), build: [NODE, THIEF, '--role=build', `--print=${JSON.stringify(INJECTION)}`, '--exit=2'].map((a) => JSON.stringify(a)).join(' ') }),
      failure: /build failed: exit code 2/,
    },
    {
      name: 'a server whose stderr and error message carry commands',
      server: (at) => {
        const file = path.join(at, 'hostile-catalog.json');
        writeFileSync(file, JSON.stringify({ tools: [{ name: 'search', inputSchema: { type: 'object' } }], stderr: INJECTION, promptsError: INJECTION }));
        return { command: NODE, args: [HOSTILE, `--catalog=${file}`], snapshot: SNAPSHOT_PATH, timeouts: { initializeMs: 5000, requestMs: 5000, totalMs: 20000 } };
      },
      failure: /prompts\/list/,
    },
  ];

  it.each(cases)('$name: neutralized in the log, the failure is still named', async ({ server, failure }) => {
    const pr = await makePrRepo({ updateSnapshot: false, editConfig: (c) => ((c.servers as Record<string, unknown>).catalog = server(dir)) });
    const stub = await startStub();
    try {
      serve(stub, pr);
      const r = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), env: PLANTED });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('fail');
      expect(r.stdout).toMatch(failure);
      // The text was echoed (so the test can fail), inside a stop-commands block.
      expect(r.stdout).toContain('::set-output name=verdict::pass');
      expect(r.stdout).toMatch(/^::stop-commands::[0-9a-f]{32}$/m);
      expectNoInjectedCommand(r);
    } finally {
      await stub.close();
      pr.repo.remove();
    }
  });
});

describe('the CLI in a run step: the build gets the scrubbed environment too', () => {

  it('snapshot with a build that dumps its environment: no planted token reaches it', async () => {
    const repo = new TempRepo('cli-env');
    try {
      repo.write('catalog.json', { tools: [{ name: 'a', inputSchema: { type: 'object' } }] });
      repo.write('mcp-contract.json', baseConfig({}, { build: [NODE, THIEF, '--role=build', `--dump=${repo.dir}`, '--exit=0'].map((a) => JSON.stringify(a)).join(' '), env: { NAMED: '${NAMED_VAR}' } }));
      const r = await runProcess(NODE, [CLI, 'snapshot', '--config', 'mcp-contract.json'], { cwd: repo.dir, env: { ...cleanEnv(), ...PLANTED, NAMED_VAR: NAMED_VALUE, GITHUB_OUTPUT: '/planted/out', INPUT_TOKEN: 'x' } });
      expect(r.exitCode).toBe(0);
      expectScrubbed(dumps(repo.dir).build!, 'cli build');
    } finally {
      repo.remove();
    }
  });
});

function catalogServer(): Record<string, unknown> {
  return (baseConfig().servers as Record<string, Record<string, unknown>>).catalog;
}

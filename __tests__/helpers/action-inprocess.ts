// Runs the Action's `run()` from src/ in this process, with the environment, files and stand-in `runAction` gives the
// bundled Action: the logic is tested as written, not as last bundled. The end-to-end layer (`runAction`, dist/)
// stays for what needs the runner's process (its environment block, its exit code).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../src/action/main.js';
import { OWNER, REPO, cleanEnv, parseOutputFile, runnerDefaults, type ActionRun, type RunOptions } from './action-harness.js';

/** One in-process run at a time: it owns process.env, the working directory, stdout and the exit code meanwhile. */
export async function runActionInProcess(opts: RunOptions): Promise<ActionRun> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-inproc-'));
  const files = { output: path.join(scratch, 'output'), summary: path.join(scratch, 'summary'), event: path.join(scratch, 'event.json') };
  mkdirSync(path.join(scratch, 'temp'));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(opts.payload ?? {}));
  const env: Record<string, string | undefined> = {
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
  const saved = { env: process.env, cwd: process.cwd(), write: process.stdout.write.bind(process.stdout), exitCode: process.exitCode };
  const out: string[] = [];
  const before = opts.stub?.calls.length ?? 0;
  process.env = env as NodeJS.ProcessEnv;
  process.chdir(opts.cwd);
  process.exitCode = undefined;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  let exitCode = 0;
  try {
    await run(env);
    exitCode = typeof process.exitCode === 'number' ? process.exitCode : 0;
  } finally {
    process.stdout.write = saved.write;
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    process.env = saved.env;
  }
  try {
    const outputs = parseOutputFile(readFileSync(files.output, 'utf8'));
    const summary = readFileSync(files.summary, 'utf8');
    const reportText = outputs.report && existsSync(outputs.report) && statSync(outputs.report).isFile() ? readFileSync(outputs.report, 'utf8') : undefined;
    const comments = opts.stub ? [...opts.stub.comments.values()].flat() : [];
    const calls = opts.stub ? opts.stub.calls.slice(before) : [];
    const stdout = out.join('');
    const written = calls.filter((c) => c.method !== 'GET').map((c) => JSON.stringify(c.body ?? ''));
    const visible = [stdout, summary, JSON.stringify(outputs), reportText ?? '', ...comments.map((c) => c.body), ...written].join('\n');
    return { exitCode, stdout, stderr: '', outputs, summary, calls, comments, reportText, visible };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

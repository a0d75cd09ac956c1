// Runs the Action's `run()` from src/ in this process, with the environment, files and stand-in `runAction` gives the
// bundled Action: the logic is tested as written, not as last bundled. The end-to-end layer (`runAction` in dist.ts)
// stays for what needs the runner's process (its environment block, its exit code).
import { rmSync } from 'node:fs';
import { run } from '../../src/action/main.js';
import { collectRun, runnerEnv, type ActionRun, type RunOptions } from './action-harness.js';

/** One in-process run at a time: it owns process.env, the working directory, stdout and the exit code meanwhile. */
export async function runActionInProcess(opts: RunOptions): Promise<ActionRun> {
  const { scratch, files, env } = runnerEnv(opts);
  const saved = { env: process.env, cwd: process.cwd(), write: process.stdout.write.bind(process.stdout), exitCode: process.exitCode };
  const out: string[] = [];
  const before = opts.stub?.calls.length ?? 0;
  process.env = env;
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
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  } finally {
    process.stdout.write = saved.write;
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    process.env = saved.env;
  }
  const stdout = out.join('');
  return collectRun(opts, { exitCode, stdout, stderr: '' }, [stdout], files, scratch, before);
}

// Jest's node environment with a temp directory of its own per test file, and a failure when the file leaves anything
// in it. TMPDIR is set in the worker's real environment before the sandbox copies it, so os.tmpdir() in the test, and
// every process the test starts (they inherit the environment at spawn time), write there.
//
// The check runs when the root describe block finishes, after every hook of the file (its own afterAll hooks included,
// which a setupFilesAfterEnv afterAll would run before). It is reported as an error of the file: jest prints
// "Test suite failed to run" with the message below, and counts the file in numRuntimeErrorTestSuites of --json (which
// .ci/run counts as failed). The entries are removed after the check so one leak does not pile up across files.
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

const SHOWN = 5;
/**
 * Node's own compile cache (Node 22.1+, default os.tmpdir()/node-compile-cache), written by npm and our CLI. The run
 * points NODE_COMPILE_CACHE elsewhere (global-setup.mjs), but the judged build and server get an allow-listed
 * environment without it (src/capture/child-env.ts, on purpose), so an `npm run build` there writes it into the
 * file's TMPDIR. It is Node's, not a test's leftover: removed with the directory, never counted.
 */
const NODE_OWN = new Set(['node-compile-cache']);

function fileTempDir(testPath) {
  const run = process.env.MCP_CONTRACT_TEST_RUN_DIR;
  if (!run) throw new Error('MCP_CONTRACT_TEST_RUN_DIR is not set: run jest with the globalSetup of jest.config.js');
  const base = path.join(run, 'tmp');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, `${path.basename(testPath).replace(/\.test\.ts$/, '')}-`));
}

/**
 * CPU milliseconds of the worker's waited-for child processes so far (and of theirs, as each was waited for): Node
 * reports only its own CPU, Linux keeps the children's in /proc/self/stat (cutime, cstime, in clock ticks of 10 ms).
 */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return NaN;
  }
}

function leftIn(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export default class TempCheckEnvironment extends TestEnvironment {
  constructor(config, context) {
    const dir = fileTempDir(context.testPath);
    process.env.TMPDIR = dir;
    super(config, context);
    this.tempDir = dir;
    this.testFile = path.relative(config.projectConfig.rootDir, context.testPath);
    // MCP_CONTRACT_TEST_CPU=FILE: a line per test file of the CPU it took in the worker and in the processes it
    // started; global-teardown.mjs sums them (where the suite's time goes on a CPU-bound machine).
    this.cpuLog = process.env.MCP_CONTRACT_TEST_CPU;
    if (this.cpuLog) this.cpuStart = { own: process.cpuUsage(), children: childrenCpuMs(), at: Date.now() };
  }

  handleTestEvent(event, state) {
    if (event.name !== 'run_describe_finish' || event.describeBlock.parent) return;
    const left = leftIn(this.tempDir).filter((name) => !NODE_OWN.has(name));
    if (left.length === 0) return;
    const names = left.slice(0, SHOWN).join(', ') + (left.length > SHOWN ? `, … (${left.length - SHOWN} more)` : '');
    const leak = new Error(`${this.testFile} left ${left.length} temp entr${left.length === 1 ? 'y' : 'ies'} in its TMPDIR: ${names}`);
    leak.stack = leak.message; // the file and the entries say where; a frame of this environment would not
    state.unhandledErrors.push(leak);
    for (const name of left) rmSync(path.join(this.tempDir, name), { recursive: true, force: true });
  }

  async teardown() {
    await super.teardown();
    if (this.cpuLog) {
      const own = process.cpuUsage(this.cpuStart.own);
      const line = { file: this.testFile, ownMs: Math.round((own.user + own.system) / 1000), childrenMs: childrenCpuMs() - this.cpuStart.children, wallMs: Date.now() - this.cpuStart.at };
      appendFileSync(this.cpuLog, `${JSON.stringify(line)}\n`);
    }
    rmSync(this.tempDir, { recursive: true, force: true });
  }
}

// Python for the tests, built once per machine in the temp directory and shared by every test file: a virtual
// environment (python3 -m venv, with pip), and in it the MCP SDK for fixture servers, from the machine's local wheel
// index only (never the network). Tests that need either skip when the machine cannot provide it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HANG_MS } from './hang.js';

// Built once per machine: in the system temp dir, not the run's (global-setup.mjs points TMPDIR at the run).
const VENV = path.join(process.env.MCP_CONTRACT_SYSTEM_TMPDIR ?? tmpdir(), 'mcp-contract-python-mcp');
const PYTHON = path.join(VENV, 'bin', 'python');
/** The venv exists with pip (a venv made by an older version of this file has only READY). */
const VENV_READY = path.join(VENV, '.venv-ready');
/** The SDK is installed in it. */
const READY = path.join(VENV, '.ready');
/** Held (mkdir is atomic) while one jest worker builds the venv: two workers may ask at once. */
const LOCK = `${VENV}.lock`;
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 10 * 60_000;

/** Local sources only: the wheel directory, then file:// simple indexes when the machine has them. */
const SOURCES: string[][] = [
  ['--no-index', '--find-links', '/opt/wheels'],
  ['--index-url', 'file:///opt/pypi/simple', '--extra-index-url', 'file:///opt/pypi-more/simple'],
];

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `build` under the lock unless `done()` holds once the lock is ours; waits out another worker's build. */
function once(done: () => boolean, build: () => void, lock = LOCK): void {
  for (const until = Date.now() + 15 * 60_000; Date.now() < until; ) {
    if (done()) return;
    try {
      mkdirSync(lock);
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      sleepSync(200);
      continue;
    }
    try {
      if (!done()) build();
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The shared venv's directory (its pip is a real installed distribution), or undefined with the reason. */
export function pythonVenv(): { venv?: string; reason?: string } {
  const made = (): boolean => existsSync(VENV_READY) || existsSync(READY);
  try {
    once(made, () => {
      execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'ignore', timeout: HANG_MS.install });
      writeFileSync(VENV_READY, '');
    });
  } catch {
    return { reason: 'python3 -m venv failed' };
  }
  return made() ? { venv: VENV } : { reason: 'python3 -m venv failed' };
}

/** The venv's python with `mcp` installed, or undefined (with the reason) when python3 or a local index is missing. */
export function pythonWithMcp(): { python?: string; reason?: string } {
  const { reason } = pythonVenv();
  if (reason) return { reason };
  once(
    () => existsSync(READY),
    () => {
      for (const source of SOURCES) {
        if (source.some((s) => s.startsWith('file:///') && !existsSync(s.slice('file://'.length)))) continue;
        try {
          execFileSync(PYTHON, ['-m', 'pip', 'install', '-q', ...source, 'mcp'], { stdio: 'ignore', timeout: HANG_MS.install, env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
          writeFileSync(READY, '');
          return;
        } catch {
          // try the next local source
        }
      }
    },
  );
  return existsSync(READY) ? { python: PYTHON } : { reason: 'no local wheel index provides mcp' };
}

/**
 * A second per-machine venv with FastMCP and pytest (and wheel, to build a local package without an isolated build
 * environment), for the pytest plugin's tests and `npm run bench`. Apart from the mcp venv: installing into a venv
 * that other test files run servers from at that moment could swap a package under them. Nothing of this repository
 * is installed in it (worktrees share it): the plugin goes into each run's own directory.
 */
const FASTMCP_VENV = path.join(path.dirname(VENV), 'mcp-contract-python-fastmcp');
const FASTMCP_READY = path.join(FASTMCP_VENV, '.ready');

export function pythonWithFastmcp(): { python?: string; reason?: string } {
  const python = path.join(FASTMCP_VENV, 'bin', 'python');
  const local = ['--index-url', 'file:///opt/pypi/simple', '--extra-index-url', 'file:///opt/pypi-more/simple', '--find-links', '/opt/wheels'];
  if (!existsSync('/opt/wheels') && !existsSync('/opt/pypi/simple')) return { reason: 'no local Python wheel index' };
  let failed = '';
  once(
    () => existsSync(FASTMCP_READY),
    () => {
      rmSync(FASTMCP_VENV, { recursive: true, force: true });
      try {
        execFileSync('python3', ['-m', 'venv', FASTMCP_VENV], { stdio: 'ignore', timeout: HANG_MS.install });
      } catch {
        return void (failed = 'python3 -m venv failed');
      }
      const env = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_CONFIG_FILE: '/dev/null' };
      try {
        execFileSync(python, ['-m', 'pip', 'install', '-q', ...local, 'fastmcp', 'pytest', 'wheel'], { stdio: 'ignore', timeout: HANG_MS.install, env });
      } catch {
        return void (failed = 'the local wheel index has no fastmcp or pytest');
      }
      writeFileSync(FASTMCP_READY, '');
    },
    `${FASTMCP_VENV}.lock`,
  );
  return existsSync(FASTMCP_READY) ? { python } : { reason: failed || 'the FastMCP venv was not built' };
}

/** The repository (tests and `npm run bench` run from it; the bench runs this file compiled elsewhere). */
const ROOT = process.cwd();

/** The FastMCP server the pytest plugin's test and bench check: one tool, add_note(title, body). */
export const FASTMCP_NOTES = path.join(ROOT, '__tests__', 'fixtures', 'python', 'fastmcp_notes.py');

/**
 * pip installs python/pytest-mcp-contract into `<dir>/site` (for PYTHONPATH), from a copy of its source, with no
 * network and no isolated build: setuptools writes build/ and *.egg-info beside the sources it builds, so the
 * repository's own copy is never built in place. Returns the site directory.
 */
export function installPytestPlugin(python: string, dir: string): string {
  const source = path.join(dir, 'plugin-source');
  const site = path.join(dir, 'site');
  const plugin = path.join(ROOT, 'python', 'pytest-mcp-contract');
  cpSync(plugin, source, { recursive: true, filter: (from) => !/(^|\/)(build|[^/]*\.egg-info|__pycache__)$/.test(from) });
  const env = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_CONFIG_FILE: '/dev/null' };
  execFileSync(python, ['-m', 'pip', 'install', '-q', '--no-index', '--no-deps', '--no-build-isolation', '--target', site, source], { stdio: 'ignore', timeout: HANG_MS.install, env });
  rmSync(source, { recursive: true, force: true });
  return site;
}

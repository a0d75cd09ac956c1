// From a launch command to the identity of the code it runs, offline: nothing is fetched, executed or installed.
// Package runners resolve to an installed copy with its lockfile integrity, images to their digest, interpreters to
// the installed package their entry belongs to or to a working tree's content manifest.
import { existsSync, realpathSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import type { LaunchIdentity } from '../core/identity/identity.js';
import { installedIdentity, isFile, npxIdentity, packageDirOf, packageEntry } from './npm.js';
import { moduleIdentity, scriptIdentity, sitePackages } from './python.js';
import { worktreeIdentity } from './worktree.js';

export interface LaunchTarget {
  command?: string;
  args?: readonly string[];
  url?: string;
  /** The directory the command runs in (relative paths resolve against it). */
  cwd: string;
}

export interface ResolveOptions {
  home: string;
  /** PATH, for a bare command name that is a console script of a virtual environment. */
  path?: string;
}

const NPX_FLAGS_WITH_VALUE = new Set(['-p', '--package', '-c', '--call', '--cache', '--registry', '--userconfig']);
const DOCKER_FLAGS_WITH_VALUE = new Set([
  '-e', '--env', '--env-file', '-v', '--volume', '--mount', '--name', '-p', '--publish', '-w', '--workdir', '-u', '--user',
  '--network', '--net', '--entrypoint', '-l', '--label', '--platform', '--pull', '-h', '--hostname', '--memory', '-m',
  '--cpus', '--cap-add', '--cap-drop', '--security-opt', '--add-host', '--device', '--tmpfs', '--ulimit', '--log-driver',
  '--restart', '--runtime', '--gpus', '--ipc', '--pid', '--userns', '--dns', '--expose', '--label-file', '--shm-size',
]);
const NODE_FLAGS_WITH_VALUE = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--env-file']);

function base(command: string): string {
  return basename(command.replace(/\\/g, '/')).toLowerCase().replace(/\.(exe|cmd|bat)$/, '');
}

/** Index of the first positional at or after `from`, skipping options and the values of those that take one. */
function positional(args: readonly string[], from: number, withValue: ReadonlySet<string>): number {
  let i = from;
  while (i < args.length) {
    if (args[i] === '--') return i + 1;
    if (!args[i].startsWith('-')) return i;
    i += withValue.has(args[i]) ? 2 : 1;
  }
  return i;
}

function unverified(kind: LaunchIdentity['kind'], name: string, why: string): LaunchIdentity {
  return { kind, name, source: 'launch command', unverified: why };
}

export function containerIdentity(ref: string): LaunchIdentity {
  const digest = /@(sha256:[0-9a-f]{64})$/i.exec(ref)?.[1];
  const name = ref.replace(/@sha256:[0-9a-f]{64}$/i, '');
  if (digest) return { kind: 'container', name, integrity: digest.toLowerCase(), source: 'image reference (digest)' };
  return unverified('container', ref, `the image ${ref} is named by ${/:[^/]+$/.test(ref) ? 'a tag' : 'no tag'}, not a digest; a tag can be pushed again with other content`);
}

function dockerIdentity(args: readonly string[]): LaunchIdentity {
  let i = 1;
  while (i < args.length && args[i].startsWith('-')) i += DOCKER_FLAGS_WITH_VALUE.has(args[i]) ? 2 : 1;
  const image = args[i];
  return image ? containerIdentity(image) : unverified('container', 'docker run', 'no image in the command');
}

/** A file node (or a package runner's bin) runs: inside node_modules it is that package, else a working tree. */
function fileIdentity(file: string): LaunchIdentity {
  let real = file;
  try {
    real = realpathSync(file);
  } catch {
    return { ...unverified('worktree', file, `${file} does not exist here`), absent: true };
  }
  const entry = isFile(real) ? real : packageEntry(real);
  if (!entry) return unverified('worktree', file, `${file} is a directory without an entry script`);
  const pkgDir = packageDirOf(entry);
  if (pkgDir) return installedIdentity(pkgDir);
  return worktreeIdentity(entry);
}

function pythonIdentity(command: string, args: readonly string[], cwd: string): LaunchIdentity {
  const py = isAbsolute(command) || command.includes('/') ? resolve(cwd, command) : undefined;
  const site = py ? sitePackages(py) : undefined;
  const m = args.indexOf('-m');
  if (m >= 0 && args[m + 1]) {
    const mod = args[m + 1];
    const found = site ? moduleIdentity(site, mod) : undefined;
    if (found) return found;
    const local = [join(cwd, ...mod.split('.')) + '.py', join(cwd, ...mod.split('.'), '__main__.py')].find(isFile);
    if (local) return worktreeIdentity(local);
    return unverified('python', mod, site ? `no installed distribution in ${site} provides ${mod}` : `\`${command}\` is not a virtual environment's interpreter, so which ${mod} it imports cannot be read offline`);
  }
  const i = positional(args, 0, new Set(['-X', '-W', '-c']));
  if (!args[i]) return unverified('python', command, 'no entry script in the command');
  return fileIdentity(resolve(cwd, args[i]));
}

/** `uv run [--directory D] x.py` / `uv run -m mod`: the project's environment is .venv under the directory. */
function uvRunIdentity(args: readonly string[], cwd: string): LaunchIdentity {
  const d = args.findIndex((a) => a === '--directory' || a === '--project');
  const dir = d >= 0 && args[d + 1] ? resolve(cwd, args[d + 1]) : cwd;
  const run = args.indexOf('run');
  const rest = args.slice(run + 1).filter((_, k, all) => !(all[k - 1] === '--directory' || all[k - 1] === '--project' || all[k] === '--directory' || all[k] === '--project'));
  const python = join(dir, '.venv', 'bin', 'python');
  if (rest[0] && !rest[0].startsWith('-') && !rest[0].endsWith('.py') && existsSync(join(dir, '.venv', 'bin', rest[0]))) {
    const site = sitePackages(join(dir, '.venv', 'bin', rest[0]));
    const found = site ? scriptIdentity(site, rest[0]) : undefined;
    if (found) return found;
  }
  return pythonIdentity(python, rest, dir);
}

/** The command's own file when it is a path or sits on PATH inside a virtual environment or node_modules/.bin. */
function binaryIdentity(command: string, cwd: string, opts: ResolveOptions): LaunchIdentity {
  const dirs = command.includes('/') ? [''] : (opts.path ?? '').split(':').filter(Boolean);
  for (const d of dirs) {
    const file = d ? join(d, command) : resolve(cwd, command);
    if (!isFile(file)) continue;
    const site = sitePackages(file);
    const found = site ? scriptIdentity(site, basename(file)) : undefined;
    if (found) return found;
    let real = file;
    try {
      real = realpathSync(file);
    } catch {
      // Keep the path as given.
    }
    if (packageDirOf(real)) return fileIdentity(real);
    return unverified('binary', command, `\`${command}\` is whatever binary ${file} holds at launch; no package or lockfile records it`);
  }
  return unverified('binary', command, `\`${command}\` is whatever binary the PATH holds at launch; nothing records which`);
}

/** The identity of what a launch would run, or why it cannot be pinned. Never runs, fetches or installs anything. */
export function resolveIdentity(target: LaunchTarget, opts: ResolveOptions): LaunchIdentity {
  if (!target.command) return unverified('remote', target.url ?? '(no command)', `the code behind ${target.url ?? 'the URL'} is deployed by its operator and cannot be seen from here`);
  const args = target.args ?? [];
  const cmd = base(target.command);
  const cwd = target.cwd;
  if (['sh', 'bash', 'zsh', 'dash', 'cmd', 'powershell', 'pwsh'].includes(cmd)) return unverified('binary', cmd, 'a shell script decides what runs; its commands are not resolved');
  if (cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' || (cmd === 'npm' && (args[0] === 'exec' || args[0] === 'x')) || ((cmd === 'pnpm' || cmd === 'yarn') && args[0] === 'dlx')) {
    const from = cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' ? 0 : 1;
    const i = positional(args, from, NPX_FLAGS_WITH_VALUE);
    const p = args.findIndex((a, k) => k < i && (a === '-p' || a === '--package'));
    const spec = p >= 0 ? args[p + 1] : args[i];
    if (!spec) return unverified('npm', cmd, 'no package in the command');
    if (/^(\.{0,2}\/|~|file:)/.test(spec)) return fileIdentity(resolve(cwd, spec));
    if (/^(git[+:]|github:|https?:)/.test(spec)) return unverified('npm', spec, `${spec} is fetched from a repository or URL at launch; no lockfile pins it`);
    return npxIdentity(spec, cwd, opts.home);
  }
  if ((cmd === 'docker' || cmd === 'podman' || cmd === 'nerdctl') && args[0] === 'run') return dockerIdentity(args);
  if (cmd === 'uvx' || (cmd === 'uv' && args[0] === 'tool') || (cmd === 'pipx' && args[0] === 'run'))
    return unverified('python', args.find((a) => !a.startsWith('-') && a !== 'tool' && a !== 'run') ?? cmd, `${cmd} resolves the package from the index at launch into its own cache, which is not read; pin it with a lockfile and run the installed script`);
  if (cmd === 'uv' && args.includes('run')) return uvRunIdentity(args, cwd);
  if (/^python(3(\.\d+)?)?$/.test(cmd)) return pythonIdentity(target.command, args, cwd);
  if (['node', 'nodejs', 'tsx', 'ts-node', 'bun', 'deno'].includes(cmd)) {
    const from = cmd === 'deno' || (cmd === 'bun' && args[0] === 'run') ? 1 : 0;
    const i = positional(args, from, NODE_FLAGS_WITH_VALUE);
    if (!args[i]) return unverified('worktree', cmd, 'no entry script in the command');
    return fileIdentity(resolve(cwd, args[i]));
  }
  return binaryIdentity(target.command, cwd, opts);
}

// `init --discover`'s `setup`: the repository's install, from the package manager its lockfile names, run once from
// the config's directory before any build (capture.ts runSetup). Installs are never written into builds: builds run
// at once, and several installs into one workspace root race. A lockfile-frozen install (`npm ci`, `--frozen-lockfile`,
// `--immutable`, `uv sync --frozen`) installs what the repository committed, never what a registry serves today.
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ServerConfig } from '../../core/shared/config.js';
import { shellQuote } from '../../guard/shell-quote.js';

export type Ecosystem = 'node' | 'python';

interface Lockfile {
  file: string;
  ecosystem: Ecosystem;
  /** The install, run in the lockfile's directory. */
  install: (dir: string) => string;
  /** How a Python server runs inside the environment the install made (its console scripts are not on PATH). */
  runner?: string[];
}

/** Yarn 1 writes `# yarn lockfile v1` in its first lines; Yarn 2+ (berry) a `__metadata:` block and takes --immutable. */
function yarnInstall(dir: string): string {
  let head = '';
  try {
    const fd = openSync(join(dir, 'yarn.lock'), 'r');
    try {
      const buf = Buffer.alloc(512);
      head = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    // Unreadable: the classic flag is refused by berry, the berry flag by classic; berry is today's default.
  }
  return /yarn lockfile v1/.test(head) ? 'yarn install --frozen-lockfile' : 'yarn install --immutable';
}

// In order of precedence within one directory (npm's shrinkwrap wins over its package-lock, as npm itself reads them).
const LOCKFILES: readonly Lockfile[] = [
  { file: 'npm-shrinkwrap.json', ecosystem: 'node', install: () => 'npm ci' },
  { file: 'package-lock.json', ecosystem: 'node', install: () => 'npm ci' },
  { file: 'pnpm-lock.yaml', ecosystem: 'node', install: () => 'pnpm install --frozen-lockfile' },
  { file: 'yarn.lock', ecosystem: 'node', install: yarnInstall },
  { file: 'bun.lock', ecosystem: 'node', install: () => 'bun install --frozen-lockfile' },
  { file: 'bun.lockb', ecosystem: 'node', install: () => 'bun install --frozen-lockfile' },
  { file: 'uv.lock', ecosystem: 'python', install: () => 'uv sync --frozen', runner: ['uv', 'run', '--frozen'] },
  { file: 'poetry.lock', ecosystem: 'python', install: () => 'poetry install --no-interaction', runner: ['poetry', 'run'] },
  { file: 'Pipfile.lock', ecosystem: 'python', install: () => 'pipenv sync', runner: ['pipenv', 'run'] },
];

export interface FoundLock {
  /** The lockfile's directory, absolute. */
  dir: string;
  lock: Lockfile;
}

/**
 * The lockfile that governs a package: the nearest one of its ecosystem from its directory up to `top` (the
 * workspace root that holds the config, or the discovered directory when that lies outside it), never above.
 */
export function lockOf(pkgDir: string, top: string, ecosystem: Ecosystem): FoundLock | undefined {
  for (let dir = pkgDir; ; dir = dirname(dir)) {
    const lock = LOCKFILES.find((l) => l.ecosystem === ecosystem && existsSync(join(dir, l.file)));
    if (lock) return { dir, lock };
    if (dir === top || dirname(dir) === dir) return undefined;
  }
}

/** The directory that bounds the lockfile search for a package: `base` when the package is inside it, else `root`. */
export function searchTop(pkgDir: string, base: string, root: string): string {
  const rel = relative(base, pkgDir);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)) ? base : root;
}

/** A directory relative to the config's, as one shell word (never read as an option). */
function dirWord(base: string, dir: string): string {
  const rel = relative(base, dir).split(sep).join('/') || '.';
  return shellQuote(rel.startsWith('-') ? `./${rel}` : rel);
}

/** One install command per lockfile, each run in its own directory, in the order first needed; joined with `&&`. */
export function setupCommand(locks: readonly FoundLock[], base: string): string | undefined {
  const seen = new Set<string>();
  const steps: string[] = [];
  for (const { dir, lock } of locks) {
    const key = join(dir, lock.file);
    if (seen.has(key)) continue;
    seen.add(key);
    const install = lock.install(dir);
    steps.push(resolve(dir) === resolve(base) ? install : `(cd ${dirWord(base, dir)} && ${install})`);
  }
  return steps.length ? steps.join(' && ') : undefined;
}

/** A Python server run inside its locked environment: `uv run --frozen <command> ...` and the like. */
export function lockedPython(server: ServerConfig, lock: Lockfile): ServerConfig {
  if (!lock.runner) return server;
  const [command, ...args] = lock.runner;
  return { ...server, command, args: [...args, server.command ?? '', ...(server.args ?? [])] };
}

/** Whether a package.json names anything to install (a manifest with none needs no install on a runner). */
function declaresDependencies(file: string): boolean {
  try {
    const m = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return ['dependencies', 'devDependencies', 'optionalDependencies'].some((k) => typeof m[k] === 'object' && m[k] !== null && Object.keys(m[k]).length > 0);
  } catch {
    return false;
  }
}

/**
 * The `setup` for the one server `init` adopts from a repository's root (the config's directory): the install each
 * lockfile there names (Node and Python both, when both are committed), else a pip requirements file. Without it a
 * fresh runner starts the server with no dependencies (ERR_MODULE_NOT_FOUND). `missing` names a manifest that no
 * lockfile governs: nothing is invented for it (an unlocked install takes whatever a registry serves that day).
 */
export function rootSetup(dir: string): { setup?: string; from: string[]; missing?: string } {
  const locks = (['node', 'python'] as const).map((e) => lockOf(dir, dir, e)).filter((l): l is FoundLock => l !== undefined);
  const from = locks.map((l) => l.lock.file);
  let setup = setupCommand(locks, dir);
  if (!locks.some((l) => l.lock.ecosystem === 'python') && existsSync(join(dir, 'requirements.txt'))) {
    setup = [setup, 'python3 -m pip install -r requirements.txt'].filter(Boolean).join(' && ');
    from.push('requirements.txt');
  }
  const missing = !locks.some((l) => l.lock.ecosystem === 'node') && declaresDependencies(join(dir, 'package.json')) ? 'package.json' : undefined;
  return { ...(setup ? { setup } : {}), from, ...(missing ? { missing } : {}) };
}

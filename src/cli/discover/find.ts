// `init --discover`: the MCP servers a repository holds, found from what its packages declare (an npm package that
// depends on an MCP server SDK and declares a bin or a start script; a Python project that depends on `mcp` or
// `fastmcp` with a `__main__` module or a console script). What is found is a proposal to review, never trusted:
// nothing found is started. A manifest is repository text like any other: what it names is bounded, quoted and kept
// inside the repository before it is written into a command.
import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ServerConfig } from '../../core/shared/config.js';
import { UsageError } from '../../core/shared/errors.js';
import { shellQuote } from '../../guard/shell-quote.js';
import { readBounded } from '../../scan/files.js';
import { lockedPython, lockOf, searchTop, setupCommand, type Ecosystem, type FoundLock } from './install.js';

export const NODE_SDKS = ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server', 'fastmcp', 'mcp-framework'] as const;
const PYTHON_SDKS = ['mcp', 'fastmcp'];
const SKIP = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', 'dist', 'build', '.tox', '.next', 'coverage', 'site-packages']);
const MAX_DEPTH = 6;
const MAX_DIRS = 20_000;
/** A package.json or pyproject.toml is kilobytes: a larger one is skipped with one line, never read whole. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface Discovered {
  name: string;
  /** The package directory, relative to the root (`.` for the root itself). */
  dir: string;
  /** Why it was taken: the manifest and what it declares. */
  why: string;
  server: ServerConfig;
  ecosystem: Ecosystem;
  /** A Python project found by its console script, which only its install puts on PATH. */
  pipInstall?: boolean;
}

export interface Skipped {
  dir: string;
  why: string;
}

function manifests(root: string): string[] {
  const out: string[] = [];
  let seen = 0;
  const walk = (dir: string, depth: number): void => {
    if (depth > MAX_DEPTH || ++seen > MAX_DIRS) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.isFile() && (e.name === 'package.json' || e.name === 'pyproject.toml'))) out.push(dir);
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) if (e.isDirectory() && !SKIP.has(e.name) && !e.name.startsWith('.')) walk(join(dir, e.name), depth + 1);
  };
  walk(root, 0);
  return out;
}

/** A manifest's text, or why it was not read (too large, not a regular file); undefined when there is none. */
function readManifest(dir: string, rel: string, file: string): { text: string } | Skipped | undefined {
  const shown = rel === '.' ? file : `${rel}/${file}`;
  try {
    return { text: readBounded(join(dir, file), shown, MAX_MANIFEST_BYTES, 'discovery reads manifests') };
  } catch (e) {
    if (e instanceof UsageError) return { dir: rel, why: `${file}: ${e.message.slice(shown.length + 2)}` };
    return undefined;
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * A config key from a package name: the scope dropped, only letters, digits, `-` and `_`, starting with a letter or
 * digit as the config schema requires (`__proto__` becomes `proto__`).
 */
export function serverKey(name: string): string {
  const bare = name.replace(/^@[^/]+\//, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+|-+$/g, '');
  return bare.slice(0, 64) || 'server';
}

/** A directory as one shell word of a `build` command: quoted, and never read as an option. */
function dirWord(rel: string): string {
  return shellQuote(rel.startsWith('-') ? `./${rel}` : rel);
}

/**
 * `path` with its symbolic links resolved as far as it exists (a bin may not be built yet): where it really lands.
 * Undefined when that cannot be known (a dangling link could be pointed anywhere later).
 */
function landing(path: string): string | undefined {
  let head = path;
  const tail: string[] = [];
  while (!exists(head) && dirname(head) !== head) {
    tail.unshift(basename(head));
    head = dirname(head);
  }
  try {
    return join(realpathSync(head), ...tail);
  } catch {
    return undefined;
  }
}

/** Whether anything, a dangling symbolic link included, is at `path`. */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Whether `target` (in `dir`) stays inside the repository `root`, symbolic links followed. */
function insideRepo(root: string, dir: string, target: string): boolean {
  const top = landing(root);
  const at = isAbsolute(target) ? undefined : landing(resolve(dir, target));
  if (top === undefined || at === undefined) return false;
  const rel = relative(top, at);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

function nodePackage(root: string, dir: string, rel: string): Discovered | Skipped | undefined {
  const read = readManifest(dir, rel, 'package.json');
  if (!read || !('text' in read)) return read;
  const pkg = parseObject(read.text);
  if (!pkg) return undefined;
  const deps = { ...record(pkg.dependencies), ...record(pkg.devDependencies), ...record(pkg.peerDependencies) };
  const sdk = NODE_SDKS.find((d) => d in deps);
  if (!sdk) return undefined;
  const name = typeof pkg.name === 'string' ? pkg.name : rel;
  const scripts = record(pkg.scripts);
  const bins = typeof pkg.bin === 'string' ? { [name]: pkg.bin } : record(pkg.bin);
  const bin = Object.values(bins).find((b): b is string => typeof b === 'string');
  const build = typeof scripts.build === 'string' ? { build: `npm --prefix ${dirWord(rel)} run build` } : {};
  const cwd = rel === '.' ? {} : { cwd: rel };
  if (bin && !insideRepo(root, dir, bin)) return { dir: rel, why: `package.json declares bin ${JSON.stringify(bin.slice(0, 200))}, which resolves outside the repository` };
  if (bin) return { name, dir: rel, why: `package.json depends on ${sdk} and declares bin ${bin}`, server: { command: 'node', args: [bin], ...cwd, ...build }, ecosystem: 'node' };
  if (typeof scripts.start === 'string') return { name, dir: rel, why: `package.json depends on ${sdk} and declares a start script`, server: { command: 'npm', args: ['--silent', 'start'], ...cwd, ...build }, ecosystem: 'node' };
  return { dir: rel, why: `package.json depends on ${sdk} but declares neither a bin nor a start script` };
}

/** The few pyproject.toml fields discovery reads, without a TOML library: [project] name, dependencies, scripts. */
function pyproject(text: string): { name?: string; deps: string[]; scripts: string[] } {
  // `^[ \t]*`, not `^\s*`: with the m flag, `\s*` from every line start runs over every blank line after it (quadratic).
  const name = /^[ \t]*name[ \t]*=[ \t]*["']([^"']+)["']/m.exec(text)?.[1];
  const depsBlock = /^[ \t]*dependencies[ \t]*=[ \t]*\[([\s\S]*?)\]/m.exec(text)?.[1] ?? '';
  const deps = [...depsBlock.matchAll(/["']([A-Za-z0-9_.-]+)/g)].map((m) => m[1].toLowerCase());
  const scriptsBlock = /^\[project\.scripts\]\s*\n([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(text)?.[1] ?? '';
  const scripts = [...scriptsBlock.matchAll(/^[ \t]*["']?([A-Za-z0-9_.-]+)["']?[ \t]*=/gm)].map((m) => m[1]);
  return { name, deps, scripts };
}

function pythonProject(dir: string, rel: string): Discovered | Skipped | undefined {
  const read = readManifest(dir, rel, 'pyproject.toml');
  if (!read || !('text' in read)) return read;
  const py = pyproject(read.text);
  const sdk = PYTHON_SDKS.find((d) => py.deps.includes(d));
  if (!sdk) return undefined;
  const name = py.name ?? rel;
  const module = name.replace(/-/g, '_');
  // Only a module name python3 -m can import is looked for (a name like `../x` would probe outside the project).
  for (const base of /^[A-Za-z_][A-Za-z0-9_]*$/.test(module) ? ['src', '.'] : []) {
    if (existsSync(join(dir, base, module, '__main__.py'))) {
      const cwd = [rel, base].filter((p) => p !== '.').join('/') || '.';
      return { name, dir: rel, why: `pyproject.toml depends on ${sdk}; ${[base, module, '__main__.py'].filter((p) => p !== '.').join('/')} runs it`, server: { command: 'python3', args: ['-m', module], ...(cwd === '.' ? {} : { cwd }) }, ecosystem: 'python' };
    }
  }
  if (py.scripts.length > 0)
    return { name, dir: rel, why: `pyproject.toml depends on ${sdk} and declares the console script ${py.scripts[0]}`, server: { command: py.scripts[0] }, ecosystem: 'python', pipInstall: true };
  return { dir: rel, why: `pyproject.toml depends on ${sdk} but has neither a __main__ module nor a console script` };
}

function isFound(hit: Discovered | Skipped): hit is Discovered {
  return 'server' in hit;
}

export interface Discovery {
  found: Discovered[];
  skipped: Skipped[];
  /** The config's `setup`: every install the found servers need, once, from their lockfiles. */
  setup?: string;
  /**
   * Each package no lockfile governs, with the install setup could run for it: nothing is invented (an install
   * without a lockfile installs whatever a registry serves that day); the person writes it, or commits a lockfile.
   */
  unlocked: Array<{ dir: string; install: string }>;
}

/**
 * Every server the manifests under `root` declare, in path order, with unique config keys; paths from `base`. A
 * Python server whose lockfile names a tool runs inside the environment that tool installs (`uv run --frozen ...`).
 */
export function discoverServers(root: string, base = root): Discovery {
  const { found, skipped } = foundIn(root, base);
  const locks: FoundLock[] = [];
  const unlocked: Discovery['unlocked'] = [];
  const placed = found.map((f) => {
    const dir = resolve(base, f.dir);
    const lock = lockOf(dir, searchTop(dir, base, root), f.ecosystem);
    if (lock) {
      locks.push(lock);
      // The locked tool finds its environment from the working directory: the project's, unless the entry has one.
      return f.ecosystem === 'python' ? { ...f, server: { ...lockedPython(f.server, lock.lock), ...(f.server.cwd || f.dir === '.' ? {} : { cwd: f.dir }) } } : f;
    }
    if (!unlocked.some((u) => u.dir === f.dir))
      unlocked.push({ dir: f.dir, install: f.ecosystem === 'node' ? `npm install --prefix ${dirWord(f.dir)}` : f.pipInstall ? `python3 -m pip install ${dirWord(f.dir)}` : `python3 -m pip install -e ${dirWord(f.dir)}` });
    return f;
  });
  const setup = setupCommand(locks, base);
  return { found: placed, skipped, ...(setup ? { setup } : {}), unlocked };
}

function foundIn(root: string, base: string): { found: Discovered[]; skipped: Skipped[] } {
  const found: Discovered[] = [];
  const skipped: Skipped[] = [];
  const keys = new Set<string>();
  for (const dir of manifests(root)) {
    const rel = relative(base, dir).split(sep).join('/') || '.';
    for (const hit of [nodePackage(root, dir, rel), pythonProject(dir, rel)]) {
      if (!hit) continue;
      if (!isFound(hit)) {
        skipped.push(hit);
        continue;
      }
      let key = serverKey(hit.name);
      for (let n = 2; keys.has(key); n++) key = `${serverKey(hit.name)}-${n}`;
      keys.add(key);
      found.push({ ...hit, name: key });
    }
  }
  return { found, skipped };
}

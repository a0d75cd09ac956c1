// A working tree's content manifest: the entry script, the local modules it statically loads, and the lockfile, each
// by sha256. Installed dependencies are listed by version and lockfile integrity, never hashed file by file; logs,
// caches and anything not reachable from the entry are left out, so unrelated edits do not move the identity.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { manifestDigest, type LaunchIdentity } from '../core/identity/identity.js';
import { dependencyLine, isFile } from './npm.js';
import { memoByFile } from './file-memo.js';

/** A tree past this many modules is not a server entry; the manifest says it was cut rather than hashing a disk. */
const MAX_FILES = 2000;
const NODE_LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];
const PYTHON_LOCKS = ['uv.lock', 'poetry.lock', 'pdm.lock', 'requirements.txt', 'pyproject.toml'];
const BUILTINS = new Set(builtinModules);

/** A file's sha256, hashed once while the file is unchanged: the lockfile and shared modules recur across servers. */
const fileDigest = memoByFile((file: string) => `sha256:${createHash('sha256').update(readFileSync(file)).digest('hex')}`, 256);

/** The nearest directory up from `from` holding one of `names`, with the file found. */
function nearest(from: string, names: readonly string[]): string | undefined {
  for (let d = from; ; d = dirname(d)) {
    for (const n of names) if (isFile(join(d, n))) return join(d, n);
    if (dirname(d) === d || existsSync(join(d, '.git'))) return undefined;
  }
}

/** The project root: the nearest directory up with a package.json, pyproject.toml or .git; else the entry's own. */
function projectRoot(entry: string): string {
  for (let d = dirname(entry); ; d = dirname(d)) {
    if (['package.json', 'pyproject.toml', '.git'].some((n) => existsSync(join(d, n)))) return d;
    if (dirname(d) === d) return dirname(entry);
  }
}

// Linear in a source file: the import clause is bounded (a real one is a few hundred characters) and holds the
// spaces around it itself (a `\s*` beside a class that takes spaces too split a run every way).
export const NODE_SPEC = /(?:^|[^\w$.])(?:import|export)(?:[\w$*{},\s]{1,1000}?from)?\s*['"]([^'"]+)['"]|(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;
const NODE_EXT = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.jsx', '.json'];

function resolveRelative(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const tries = [base, ...NODE_EXT.map((e) => base + e), ...NODE_EXT.map((e) => join(base, `index${e}`))];
  // TypeScript sources import `./x.js` and mean `./x.ts`.
  if (/\.[mc]?js$/.test(base)) tries.push(base.replace(/\.([mc]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
  return tries.find(isFile);
}

function bareName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Follows a node entry's static imports: relative ones are hashed and walked, bare ones recorded by version and integrity. */
function nodeGraph(entry: string, root: string, files: Record<string, string>): boolean {
  const queue = [entry];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    files[relative(root, file).split(sep).join('/')] = fileDigest(file);
    if (Object.keys(files).length > MAX_FILES) return false;
    if (extname(file) === '.json') continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(NODE_SPEC)) {
      const spec = m[1] ?? m[2];
      if (spec.startsWith('node:') || BUILTINS.has(spec)) continue;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const target = resolveRelative(file, spec);
        if (target && !target.split(sep).includes('node_modules') && !seen.has(target)) (seen.add(target), queue.push(target));
        continue;
      }
      const name = bareName(spec);
      files[`npm:${name}`] ??= dependencyLine(name, dirname(file));
    }
  }
  return true;
}

// `^[ \t]*` (with m, `^\s*` runs over every blank line after each line start) and one class for a module's dots and
// words (`\.*[\w.]*` split a run of dots every way).
export const PY_IMPORT = /^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*))/gm;

/** Follows a Python entry's imports of modules that sit beside it (installed packages are not hashed). */
function pythonGraph(entry: string, root: string, files: Record<string, string>): boolean {
  const queue = [entry];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    files[relative(root, file).split(sep).join('/')] = fileDigest(file);
    if (Object.keys(files).length > MAX_FILES) return false;
    for (const m of readFileSync(file, 'utf8').matchAll(PY_IMPORT)) {
      for (const mod of (m[1] ?? m[2]).split(',').map((s) => s.trim().replace(/^\.+/, ''))) {
        if (!mod) continue;
        const rel = mod.split('.');
        for (const base of [dirname(file), root]) {
          const p = join(base, ...rel);
          const target = [`${p}.py`, join(p, '__init__.py')].find(isFile);
          if (target && !seen.has(target)) (seen.add(target), queue.push(target));
        }
      }
    }
  }
  return true;
}

/** The manifest identity of a working-tree entry script (node or Python), relative to its project root. */
export function worktreeIdentity(entry: string): LaunchIdentity {
  const root = projectRoot(entry);
  const files: Record<string, string> = {};
  const python = /\.py$/.test(entry);
  const complete = python ? pythonGraph(entry, root, files) : nodeGraph(entry, root, files);
  const lock = nearest(dirname(entry), python ? PYTHON_LOCKS : NODE_LOCKS);
  if (lock) files[relative(root, lock).split(sep).join('/') || lock] = fileDigest(lock);
  // Relative to the project root, not the caller's directory: the same tree has the same name from anywhere.
  const name = relative(root, entry).split(sep).join('/') || entry;
  const id: LaunchIdentity = { kind: 'worktree', name, source: `content manifest of ${Object.keys(files).length} entries`, files };
  if (!complete) return { ...id, unverified: `the entry loads more than ${MAX_FILES} local modules; the manifest was cut` };
  return { ...id, integrity: manifestDigest(files) };
}

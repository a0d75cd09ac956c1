// An npm package's identity, offline: its installed package.json, and the integrity the lockfile that installed it
// records for that version. A name and version alone stay unverified: nothing ties them to bytes.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { LaunchIdentity } from '../core/identity/identity.js';
import { memoByFile } from './file-memo.js';

interface PackageJson {
  name?: string;
  version?: string;
  main?: string;
  bin?: string | Record<string, string>;
}

export function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The package directory holding `file` when it lies under a node_modules directory (scoped names included). */
export function packageDirOf(file: string): string | undefined {
  const parts = file.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const end = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
  if (end > parts.length) return undefined;
  return parts.slice(0, end).join(sep) || sep;
}

const LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', join('node_modules', '.package-lock.json')];

interface LockEntry {
  version?: string;
  integrity?: string;
  resolved?: string;
}

/** A lockfile's packages, parsed once while the file is unchanged (a few lockfiles serve every server of a run). */
const readLock = memoByFile((file: string) => readJson<{ packages?: Record<string, LockEntry> }>(file), 8);

/** The lockfile entry for an installed package directory: the lock sits in the directory that holds the top node_modules. */
function lockEntry(pkgDir: string): { file: string; entry?: LockEntry } | undefined {
  const parts = pkgDir.split(sep);
  const top = parts.indexOf('node_modules');
  if (top < 0) return undefined;
  const root = parts.slice(0, top).join(sep) || sep;
  for (const name of LOCKS) {
    const file = join(root, name);
    const lock = readLock(file);
    if (!lock?.packages) continue;
    const key = relative(root, pkgDir).split(sep).join('/');
    return { file, entry: lock.packages[key] };
  }
  return undefined;
}

/** The identity of the installed package in `pkgDir`. */
export function installedIdentity(pkgDir: string): LaunchIdentity {
  const pj = readJson<PackageJson>(join(pkgDir, 'package.json'));
  // Paths are shown from the project that installed it, so the same install reads the same from any directory.
  const parts = pkgDir.split(sep);
  const shownRoot = parts.slice(0, Math.max(parts.indexOf('node_modules'), 0)).join(sep) || sep;
  const where = relative(shownRoot, pkgDir) || pkgDir;
  const name = pj?.name ?? where;
  const id: LaunchIdentity = { kind: 'npm', name, source: `${where}/package.json` };
  if (pj?.version) id.version = pj.version;
  const lock = lockEntry(pkgDir);
  if (!lock) return { ...id, unverified: `${name} is installed at ${where} but no package-lock.json records its integrity` };
  const lockShown = relative(shownRoot, lock.file) || lock.file;
  if (!lock.entry?.integrity) return { ...id, unverified: `${lockShown} has no integrity for ${where}` };
  if (lock.entry.version !== undefined && lock.entry.version !== pj?.version)
    return { ...id, unverified: `${where} holds ${pj?.version ?? 'an unknown version'} but ${lockShown} records ${lock.entry.version}` };
  return { ...id, integrity: lock.entry.integrity, source: `${lockShown} (${where})` };
}

/** Installed copies of `name` that npx would run: node_modules up from `cwd`, then npx's own cache. */
function candidates(name: string, cwd: string, home: string): string[] {
  const out: string[] = [];
  for (let d = cwd; ; d = dirname(d)) {
    const p = join(d, 'node_modules', name);
    if (existsSync(join(p, 'package.json'))) out.push(p);
    if (dirname(d) === d) break;
  }
  const npx = join(home, '.npm', '_npx');
  try {
    for (const h of readdirSync(npx).sort()) {
      const p = join(npx, h, 'node_modules', name);
      if (existsSync(join(p, 'package.json'))) out.push(p);
    }
  } catch {
    // No npx cache.
  }
  return out;
}

/** `npx -y pkg@1.2.3`: the installed copy with that version, when one is on disk. */
export function npxIdentity(spec: string, cwd: string, home: string): LaunchIdentity {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  const name = at < 0 ? spec : spec.slice(0, at);
  const wanted = at < 0 ? undefined : spec.slice(at + 1);
  const exact = wanted !== undefined && /^\d+\.\d+\.\d+([-+][\w.+-]*)?$/.test(wanted);
  const found = candidates(name, cwd, home).find((p) => {
    const v = readJson<PackageJson>(join(p, 'package.json'))?.version;
    return exact ? v === wanted : true;
  });
  const base: LaunchIdentity = { kind: 'npm', name, source: 'launch command', ...(wanted ? { version: wanted } : {}) };
  if (!found) return { ...base, unverified: `${spec} is not installed here nor in npx's cache; it is fetched from the registry at launch` };
  // Without an exact version npx may fetch a newer release than the installed one: only a pinned launch is tied to it.
  if (!exact) return { ...base, unverified: `${spec} names no exact version, so npx may run another release than the installed one` };
  return installedIdentity(realpathSync(found));
}

/** A directory given to node: its package.json main (or index.js). */
export function packageEntry(dir: string): string | undefined {
  const pj = readJson<PackageJson>(join(dir, 'package.json'));
  for (const c of [pj?.main, 'index.js'].filter((x): x is string => !!x)) {
    for (const f of [join(dir, c), `${join(dir, c)}.js`, join(dir, c, 'index.js')]) if (isFile(f)) return f;
  }
  return undefined;
}

/** The version and integrity of a bare import's package as installed near `fromDir`, for a working-tree manifest. */
export function dependencyLine(name: string, fromDir: string): string {
  for (let d = fromDir; ; d = dirname(d)) {
    const p = join(d, 'node_modules', name);
    if (existsSync(join(p, 'package.json'))) {
      let real = p;
      try {
        real = realpathSync(p);
      } catch {
        // A broken link reads as uninstalled below.
      }
      const id = installedIdentity(real);
      return `${id.version ?? '?'} ${id.integrity ?? 'unverified'}`;
    }
    if (dirname(d) === d) return 'not installed';
  }
}

// `init --discover`: the MCP servers a repository holds, found from what its packages declare (an npm package that
// depends on an MCP server SDK and declares a bin or a start script; a Python project that depends on `mcp` or
// `fastmcp` with a `__main__` module or a console script). What is found is a proposal to review, never trusted:
// nothing found is started.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ServerConfig } from '../../core/shared/config.js';

export const NODE_SDKS = ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server', 'fastmcp', 'mcp-framework'] as const;
const PYTHON_SDKS = ['mcp', 'fastmcp'];
const SKIP = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', 'dist', 'build', '.tox', '.next', 'coverage', 'site-packages']);
const MAX_DEPTH = 6;
const MAX_DIRS = 20_000;

export interface Discovered {
  name: string;
  /** The package directory, relative to the root (`.` for the root itself). */
  dir: string;
  /** Why it was taken: the manifest and what it declares. */
  why: string;
  server: ServerConfig;
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

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A config key from a package name: the scope dropped, only letters, digits, `-` and `_`. */
export function serverKey(name: string): string {
  const bare = name.replace(/^@[^/]+\//, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return bare.slice(0, 64) || 'server';
}

function nodePackage(dir: string, rel: string): Discovered | Skipped | undefined {
  const pkg = readJson(join(dir, 'package.json'));
  if (!pkg) return undefined;
  const deps = { ...record(pkg.dependencies), ...record(pkg.devDependencies), ...record(pkg.peerDependencies) };
  const sdk = NODE_SDKS.find((d) => d in deps);
  if (!sdk) return undefined;
  const name = typeof pkg.name === 'string' ? pkg.name : rel;
  const scripts = record(pkg.scripts);
  const bins = typeof pkg.bin === 'string' ? { [name]: pkg.bin } : record(pkg.bin);
  const bin = Object.values(bins).find((b): b is string => typeof b === 'string');
  const build = typeof scripts.build === 'string' ? { build: `npm --prefix ${rel} run build` } : {};
  const cwd = rel === '.' ? {} : { cwd: rel };
  if (bin) return { name, dir: rel, why: `package.json depends on ${sdk} and declares bin ${bin}`, server: { command: 'node', args: [bin], ...cwd, ...build } };
  if (typeof scripts.start === 'string') return { name, dir: rel, why: `package.json depends on ${sdk} and declares a start script`, server: { command: 'npm', args: ['--silent', 'start'], ...cwd, ...build } };
  return { dir: rel, why: `package.json depends on ${sdk} but declares neither a bin nor a start script` };
}

/** The few pyproject.toml fields discovery reads, without a TOML library: [project] name, dependencies, scripts. */
function pyproject(text: string): { name?: string; deps: string[]; scripts: string[] } {
  const name = /^\s*name\s*=\s*["']([^"']+)["']/m.exec(text)?.[1];
  const depsBlock = /^\s*dependencies\s*=\s*\[([\s\S]*?)\]/m.exec(text)?.[1] ?? '';
  const deps = [...depsBlock.matchAll(/["']([A-Za-z0-9_.-]+)/g)].map((m) => m[1].toLowerCase());
  const scriptsBlock = /^\[project\.scripts\]\s*\n([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(text)?.[1] ?? '';
  const scripts = [...scriptsBlock.matchAll(/^\s*["']?([A-Za-z0-9_.-]+)["']?\s*=/gm)].map((m) => m[1]);
  return { name, deps, scripts };
}

function pythonProject(dir: string, rel: string): Discovered | Skipped | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, 'pyproject.toml'), 'utf8');
  } catch {
    return undefined;
  }
  const py = pyproject(text);
  const sdk = PYTHON_SDKS.find((d) => py.deps.includes(d));
  if (!sdk) return undefined;
  const name = py.name ?? rel;
  const module = name.replace(/-/g, '_');
  for (const base of ['src', '.']) {
    if (existsSync(join(dir, base, module, '__main__.py'))) {
      const cwd = [rel, base].filter((p) => p !== '.').join('/') || '.';
      return { name, dir: rel, why: `pyproject.toml depends on ${sdk}; ${[base, module, '__main__.py'].filter((p) => p !== '.').join('/')} runs it`, server: { command: 'python3', args: ['-m', module], ...(cwd === '.' ? {} : { cwd }) } };
    }
  }
  if (py.scripts.length > 0)
    return { name, dir: rel, why: `pyproject.toml depends on ${sdk} and declares the console script ${py.scripts[0]}`, server: { command: py.scripts[0], build: `python3 -m pip install ${rel === '.' ? '.' : rel}` } };
  return { dir: rel, why: `pyproject.toml depends on ${sdk} but has neither a __main__ module nor a console script` };
}

function isFound(hit: Discovered | Skipped): hit is Discovered {
  return 'server' in hit;
}

/** Every server the manifests under `root` declare, in path order, with unique config keys; paths from `base`. */
export function discoverServers(root: string, base = root): { found: Discovered[]; skipped: Skipped[] } {
  const found: Discovered[] = [];
  const skipped: Skipped[] = [];
  const keys = new Set<string>();
  for (const dir of manifests(root)) {
    const rel = relative(base, dir).split(sep).join('/') || '.';
    for (const hit of [nodePackage(dir, rel), pythonProject(dir, rel)]) {
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

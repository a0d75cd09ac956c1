// Finding and reading client configurations on disk: the only part of the scan that touches files.
import { closeSync, constants, existsSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/shared/errors.js';
import type { JsonValue } from '../core/shared/model.js';
import { clientOf, serversOf, type ClientKind } from './clients.js';
import type { ContractServer, ScanContext, ScanInput } from './detect.js';
import { JsoncError, parseJsonc } from './jsonc.js';

/** Where each client keeps a workspace's configuration. */
export const WORKSPACE_FILES = ['.vscode/mcp.json', '.cursor/mcp.json', '.mcp.json', 'mcp-contract.json'] as const;

/** Where each client keeps the user's configuration (macOS, Linux and Windows places). */
export function userFiles(home: string, env: Record<string, string | undefined>): string[] {
  const out = [
    path.join(home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json'),
    path.join(home, '.config', 'Claude', 'claude_desktop_config.json'),
    path.join(home, '.cursor', 'mcp.json'),
    path.join(home, 'Library', 'Application Support', 'Code', 'User', 'mcp.json'),
    path.join(home, '.config', 'Code', 'User', 'mcp.json'),
  ];
  if (env.APPDATA) out.push(path.join(env.APPDATA, 'Claude', 'claude_desktop_config.json'), path.join(env.APPDATA, 'Code', 'User', 'mcp.json'));
  return out;
}

export function shownFile(workspace: string, abs: string): string {
  const rel = path.relative(workspace, abs);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel.split(path.sep).join('/');
}

/** A client config is kilobytes; anything past these is refused before it is read or walked. */
export const SCAN_LIMITS = { bytes: 2 * 1024 * 1024, serversPerFile: 500 } as const;

/**
 * Reads at most `max` bytes, from a regular file only (a FIFO or /dev/zero would never end); `reader` ends the line
 * that refuses a larger one ("scan reads configuration files").
 */
export function readBounded(abs: string, shown: string, max: number = SCAN_LIMITS.bytes, reader = 'scan reads configuration files'): string {
  const fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new UsageError(`${shown}: not a regular file`);
    if (st.size > max) throw new UsageError(`${shown}: ${st.size} bytes; ${reader} of at most ${max} bytes`);
    const buf = Buffer.alloc(max + 1);
    let n = 0;
    for (let got = -1; got !== 0 && n < buf.length; n += got) got = readSync(fd, buf, n, buf.length - n, null);
    if (n > max) throw new UsageError(`${shown}: larger than ${max} bytes; ${reader} of at most that size`);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export function readInput(abs: string, shown: string): ScanInput {
  let text: string;
  try {
    text = readBounded(abs, shown);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`${shown}: cannot read (${code === 'ENOENT' ? 'no such file' : (code ?? (e as Error).message)})`);
  }
  try {
    const json = parseJsonc(text);
    const client = clientOf(abs, json.value);
    const servers = serverCount(client, json.value);
    if (servers > SCAN_LIMITS.serversPerFile) throw new UsageError(`${shown}: ${servers} servers; scan reads at most ${SCAN_LIMITS.serversPerFile} per file`);
    return { file: shown, abs, client, json };
  } catch (e) {
    if (e instanceof JsoncError) throw new UsageError(`${shown}: not valid JSON (${e.message})`);
    throw e;
  }
}

function serverCount(client: ClientKind, root: JsonValue): number {
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return 0;
  const map = client === 'mcp-contract' || client === 'vscode' ? root.servers : root.mcpServers;
  return typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.keys(map).length : 0;
}

/** The configuration files to scan: the paths given (a directory means its workspace files), else the workspace's. */
export function discover(paths: readonly string[], cwd: string, workspace: string, user: boolean, home: string, env: Record<string, string | undefined>): string[] {
  const out: string[] = [];
  const looked: string[] = [];
  const add = (p: string): void => {
    if (!out.includes(p)) out.push(p);
  };
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    if (existsSync(abs) && statSync(abs).isDirectory()) {
      for (const f of WORKSPACE_FILES) {
        looked.push(path.join(abs, f));
        if (existsSync(path.join(abs, f))) add(path.join(abs, f));
      }
    } else add(abs);
  }
  if (paths.length === 0) {
    for (const f of WORKSPACE_FILES) {
      looked.push(path.join(workspace, f));
      if (existsSync(path.join(workspace, f))) add(path.join(workspace, f));
    }
  }
  if (user)
    for (const f of userFiles(home, env)) {
      looked.push(f);
      if (existsSync(f)) add(f);
    }
  if (out.length === 0) {
    throw new UsageError(`mcp-contract scan: no MCP client configuration found (looked for ${looked.map((l) => shownFile(workspace, l)).join(', ')})`);
  }
  return out;
}

/** Lockfiles of this size are refused silently (no pins read): a real one is a few megabytes. */
const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;

/** Top-level packages pinned by the workspace's npm lockfile (v2/v3 `packages`), name -> version. */
export function lockedPackages(workspace: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of ['npm-shrinkwrap.json', 'package-lock.json']) {
    const file = path.join(workspace, name);
    try {
      const st = statSync(file);
      if (!st.isFile() || st.size > MAX_LOCKFILE_BYTES) continue;
      const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages?: Record<string, { version?: unknown; integrity?: unknown }> };
      for (const [key, entry] of Object.entries(lock.packages ?? {})) {
        const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key);
        if (m && typeof entry?.version === 'string' && typeof entry.integrity === 'string') out.set(m[1], entry.version);
      }
      return out;
    } catch {
      // No lockfile, or not JSON: nothing is pinned by it.
    }
  }
  return out;
}

/** The workspace's own mcp-contract.json, read leniently: only to see which servers have a baseline and canaries. */
export function contractContext(workspace: string, home: string): ScanContext {
  const file = path.join(workspace, 'mcp-contract.json');
  const base: ScanContext = { workspace, home, lockedPackages: lockedPackages(workspace), fileExists: (abs) => existsSync(abs) };
  if (!existsSync(file)) return base;
  const input = readInput(file, 'mcp-contract.json');
  const servers: ContractServer[] = serversOf('mcp-contract', input.json.value, input.file).map((s) => {
    const snapshot = s.snapshot ?? `snapshots/${s.name}.json`;
    return {
      name: s.name,
      command: s.command?.value,
      args: s.args.filter((a) => !a.pointer.includes('/surfaces/')).map((a) => a.value),
      url: s.url[0]?.value,
      snapshot,
      snapshotExists: existsSync(path.resolve(workspace, snapshot)),
      canaries: s.canaries ?? 0,
    };
  });
  return { ...base, contract: { file: 'mcp-contract.json', servers } };
}

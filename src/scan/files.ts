// Finding and reading client configurations on disk: the only part of the scan that touches files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { clientOf, serversOf } from './clients.js';
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

export function readInput(abs: string, shown: string): ScanInput {
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`${shown}: cannot read (${code === 'ENOENT' ? 'no such file' : (code ?? (e as Error).message)})`);
  }
  try {
    const json = parseJsonc(text);
    return { file: shown, abs, client: clientOf(abs, json.value), json };
  } catch (e) {
    if (e instanceof JsoncError) throw new UsageError(`${shown}: not valid JSON (${e.message})`);
    throw e;
  }
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

/** The workspace's own mcp-contract.json, read leniently: only to see which servers have a baseline and canaries. */
export function contractContext(workspace: string, home: string): ScanContext {
  const file = path.join(workspace, 'mcp-contract.json');
  if (!existsSync(file)) return { workspace, home };
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
  return { workspace, home, contract: { file: 'mcp-contract.json', servers } };
}

// Where each client keeps its decisions, reading them bounded, and writing carries back: in place, atomically, with a
// backup beside the file, never through a symbolic link, never into a file another user owns, never over a file that
// changed since it was read.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UsageError, WriteError } from '../core/shared/errors.js';
import { readBounded } from '../scan/files.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import { applyCarries, type Carry } from './edit.js';
import type { ConsentClient, ConsentRule } from './model.js';
import { claudeRules, codexRules, geminiRules, profileRules, vscodeToolSetRules } from './read.js';

export interface ConsentFile {
  abs: string;
  /** As printed: relative to the working directory when inside it. */
  shown: string;
  client: ConsentClient;
  text: string;
}

/** Each client's documented files: the user's under the home directory, the project's under the workspace. */
export function consentFiles(workspace: string, home: string, env: Record<string, string | undefined>, config: string | undefined): Array<[string, ConsentClient]> {
  const out = [...userConsentFiles(home, env), ...workspaceConsentFiles(workspace)];
  if (config) out.push([config, 'gateway']);
  // The same file reached twice (the workspace is the home) is read once.
  const seen = new Set<string>();
  return out.filter(([f]) => existsSync(f) && !seen.has(f) && Boolean(seen.add(f)));
}

/** The user's own settings: Claude Code's, Gemini CLI's, Codex's ($CODEX_HOME) and VS Code's tool sets. */
export function userConsentFiles(home: string, env: Record<string, string | undefined>): Array<[string, ConsentClient]> {
  const codexHome = env.CODEX_HOME ?? path.join(home, '.codex');
  return [
    [path.join(home, '.claude', 'settings.json'), 'claude-code'],
    [path.join(home, '.gemini', 'settings.json'), 'gemini'],
    [path.join(codexHome, 'config.toml'), 'codex'],
    ...vscodePromptDirs(home, env).flatMap((dir) => toolSetFiles(dir).map((f): [string, ConsentClient] => [f, 'vscode'])),
  ];
}

/** The project's settings, shared (`.claude/settings.json`) and personal (`.claude/settings.local.json`). */
export function workspaceConsentFiles(workspace: string): Array<[string, ConsentClient]> {
  return [
    [path.join(workspace, '.claude', 'settings.json'), 'claude-code'],
    [path.join(workspace, '.claude', 'settings.local.json'), 'claude-code'],
    [path.join(workspace, '.gemini', 'settings.json'), 'gemini'],
    [path.join(workspace, '.codex', 'config.toml'), 'codex'],
  ];
}

/**
 * VS Code keeps tool sets in the profile, not the workspace: `*.toolsets.jsonc` in the user folder's `prompts`
 * (Linux, macOS and Windows places).
 */
export function vscodePromptDirs(home: string, env: Record<string, string | undefined>): string[] {
  const out = [path.join(home, '.config', 'Code', 'User', 'prompts'), path.join(home, 'Library', 'Application Support', 'Code', 'User', 'prompts')];
  if (env.APPDATA) out.push(path.join(env.APPDATA, 'Code', 'User', 'prompts'));
  return out;
}

export const TOOL_SETS_SUFFIX = '.toolsets.jsonc';

function toolSetFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(TOOL_SETS_SUFFIX))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** A file named on the command line: its client from its place and name, else one clear line. */
export function clientOfPath(file: string, shown: string): ConsentClient {
  const client = consentClientOf(file);
  if (client) return client;
  throw new UsageError(`${shown}: not a client file consent knows (.claude/settings.json, .claude/settings.local.json, .gemini/settings.json, a Codex config.toml, a VS Code *.toolsets.jsonc, mcp-contract.json)`);
}

/** A file's client from its place and name; undefined for a file no client keeps decisions in. */
export function consentClientOf(file: string): ConsentClient | undefined {
  const parts = file.replace(/\\/g, '/').split('/');
  const base = parts[parts.length - 1];
  const parent = parts[parts.length - 2];
  if (parent === '.claude' && (base === 'settings.json' || base === 'settings.local.json')) return 'claude-code';
  if (parent === '.gemini' && base === 'settings.json') return 'gemini';
  if (base.endsWith('.toml')) return 'codex';
  if (base.endsWith(TOOL_SETS_SUFFIX)) return 'vscode';
  if (base === 'mcp-contract.json') return 'gateway';
  return undefined;
}

export function readConsentFile(abs: string, shown: string, client: ConsentClient): ConsentFile {
  try {
    return { abs, shown, client, text: readBounded(abs, shown, undefined, 'consent reads settings files') };
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`${shown}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

const READERS: Readonly<Record<ConsentClient, (text: string, file: string, server: string) => ConsentRule[]>> = {
  'claude-code': claudeRules,
  gemini: geminiRules,
  codex: codexRules,
  vscode: vscodeToolSetRules,
  gateway: profileRules,
};

/** The key clients give the gateway's own entry (`init --gateway` writes it): its tools are `<server>__<tool>`. */
export const GATEWAY_KEY = 'mcp-contract';

/**
 * A server's rules in one file: the ones under its own key, and the ones the client keeps for the gateway's entry over
 * this server's published tools (`mcp__mcp-contract__<server>__<tool>`, `<server>__<tool>` in a tool list). A gateway
 * profile names members itself, so it is read once, by the server's own key.
 */
export function rulesOfFile(file: ConsentFile, server: string, gateway: string = GATEWAY_KEY): ConsentRule[] {
  const own = READERS[file.client](file.text, file.shown, server);
  if (file.client === 'gateway' || gateway === server) return own;
  const prefix = `${server}__`;
  const reach = (glob: string): boolean => {
    const star = glob.indexOf('*');
    const lit = star < 0 ? glob : glob.slice(0, star);
    return star < 0 ? glob.startsWith(prefix) : prefix.startsWith(lit) || lit.startsWith(prefix);
  };
  const via = READERS[file.client](file.text, file.shown, gateway)
    // A glob in the server's place (`mcp__*__delete_*`) is read once, by the server's own key.
    .filter((r) => r.whole === undefined && reach(r.tools))
    .map((r) => ({ ...r, prefix }));
  return [...own, ...via];
}

export const BACKUP_SUFFIX = '.mcp-contract-backup';

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Writes one file's carries: the backup first, then the new text over the file, each atomically, mode kept. */
export async function writeCarries(file: ConsentFile, carries: readonly Carry[], uid: number | undefined): Promise<string> {
  const st = lstatSync(file.abs);
  if (st.isSymbolicLink()) throw new WriteError(`cannot write ${file.shown}: it is a symbolic link; consent edits only the file itself`);
  if (uid !== undefined && st.uid !== uid) throw new WriteError(`cannot write ${file.shown}: it belongs to another user (uid ${st.uid})`);
  // Another writer (the client itself) may have saved the file since it was read: its edit is never overwritten.
  if (readBounded(file.abs, file.shown, undefined, 'consent reads settings files') !== file.text)
    throw new WriteError(`cannot write ${file.shown}: it changed while consent ran; run it again`);
  const mode = st.mode & 0o777;
  const next = applyCarries(file.text, carries);
  // An earlier run's backup holds the file as it was before any carry: it is kept, and this one goes beside it.
  let backup = `${file.abs}${BACKUP_SUFFIX}`;
  for (let n = 1; existsSync(backup) || isLink(backup); n++) backup = `${file.abs}${BACKUP_SUFFIX}.${n}`;
  await writeFileAtomic(backup, file.text, undefined, mode);
  await writeFileAtomic(file.abs, next, undefined, mode);
  return next;
}

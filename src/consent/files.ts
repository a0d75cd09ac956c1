// Where each client keeps its decisions, reading them bounded, and writing carries back: in place, atomically, with a
// backup beside the file, never through a symbolic link, never into a file another user owns, never in a form its
// client cannot read back, and never over another writer's edit (another consent run waits on a lock; the client
// itself is checked for right before the rename).
import { constants, existsSync, lstatSync, readdirSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, WriteError } from '../core/shared/errors.js';
import { readBounded } from '../scan/files.js';
import { withLock } from '../storage/dir-lock.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import { cleanTerminal } from '../render/terminal.js';
import { applyCarries, effectiveCarries, type Carry, type Syntax } from './edit.js';
import { ruleTool, type ConsentClient, type ConsentRule } from './model.js';
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

/** The syntax a client's file is written in. */
export function syntaxOf(client: ConsentClient): Syntax {
  return client === 'codex' ? 'toml' : 'json';
}

/**
 * The file's text with the carries applied, read back with the same reader before it may be written: it must parse,
 * every carried name must be read back as an exact rule of its list (not a glob, not an entry the client skips), and
 * every rule read before must still be there (a replaced one aside). Otherwise one line, nothing written: a file its
 * client cannot read loses every decision in it.
 */
export function carriedText(file: ConsentFile, carries: readonly Carry[], server: string): string {
  const next = applyCarries(file.text, carries, syntaxOf(file.client));
  const refuse = (why: string): never => {
    throw new UsageError(`${file.shown}: consent will not write it: ${why}; nothing written`);
  };
  let after: ConsentRule[];
  try {
    after = rulesOfFile({ ...file, text: next }, server);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return refuse(`the edited file would not parse (${e.message.slice(file.shown.length + 2)})`);
  }
  const key = (list: string, text: string): string => `${list}\0${text}`;
  const read = new Set(after.map((r) => key(r.list.key, r.entry.text)));
  const exact = new Set(after.filter((r) => ruleTool(r) !== undefined).map((r) => key(r.list.key, r.entry.text)));
  for (const c of carries)
    if (!exact.has(key(c.list.key, c.text)))
      refuse(`the name "${cleanTerminal(c.text, 120)}" (server "${cleanTerminal(server, 80)}") would not read back as that one tool in ${c.list.key}`);
  const replaced = new Set(carries.filter((c) => c.replace).map((c) => key(c.list.key, c.anchor.text)));
  for (const r of rulesOfFile(file, server))
    if (!read.has(key(r.list.key, r.entry.text)) && !replaced.has(key(r.list.key, r.entry.text)))
      refuse(`the rule "${cleanTerminal(r.entry.text, 120)}" in ${r.list.key} would no longer read back`);
  return next;
}

/**
 * The carries placed again on the file as it is now (another run or the client saved it since it was read): each goes
 * beside the same rule (same list, same entry) in the new text; one whose rule is gone cannot be placed.
 */
function rebase(file: ConsentFile, carries: readonly Carry[], now: string, server: string): Carry[] | string {
  const rules = rulesOfFile({ ...file, text: now }, server);
  const out: Carry[] = [];
  for (const c of carries) {
    const r = rules.find((x) => x.list.key === c.list.key && x.entry.text === c.anchor.text && (x.entry.copy === undefined) === (c.anchor.copy === undefined));
    if (!r) return `the rule "${cleanTerminal(c.anchor.text, 120)}" in ${c.list.key} is gone from it`;
    out.push({ ...c, list: r.list, anchor: r.entry });
  }
  return effectiveCarries(out);
}

/** What a write did: the file's text before and after (equal when the carries were already there). */
export interface Written {
  before: string;
  after: string;
}

/** How many times a write is placed again on a file that another writer changed under it, before it gives up. */
const MAX_REBASES = 5;

/**
 * Writes one file's carries, holding `<file>.lock` (consent runs wait for each other) and re-reading the file under it:
 * the carries are placed again on whatever another run wrote. The client does not take our lock, so the new text
 * replaces the file only if the file still holds what the carries were placed on, checked right before the rename;
 * if the client saved in between, they are placed again on its text. A backup of the replaced text goes beside it.
 * Throws WriteError (nothing written) when the file cannot be written or a rule it carries from is gone.
 */
export async function writeCarries(file: ConsentFile, carries: readonly Carry[], uid: number | undefined, server: string): Promise<Written> {
  return withLock(file.abs, async () => {
    for (let round = 0; round < MAX_REBASES; round++) {
      const st = lstatSync(file.abs);
      if (st.isSymbolicLink()) throw new WriteError(`cannot write ${file.shown}: it is a symbolic link; consent edits only the file itself`);
      if (uid !== undefined && st.uid !== uid) throw new WriteError(`cannot write ${file.shown}: it belongs to another user (uid ${st.uid})`);
      const now = readBounded(file.abs, file.shown, undefined, 'consent reads settings files');
      const placed = now === file.text ? carries : rebase(file, carries, now, server);
      if (typeof placed === 'string') throw new WriteError(`cannot write ${file.shown}: it changed while consent ran (${placed}); nothing written, run it again`);
      if (placed.length === 0) return { before: now, after: now };
      const next = carriedText({ ...file, text: now }, placed, server);
      const mode = st.mode & 0o777;
      if (await swapIfUnchanged(file, now, next, mode)) return { before: now, after: next };
    }
    throw new WriteError(`cannot write ${file.shown}: it kept changing while consent ran (${MAX_REBASES} tries); nothing written, run it again`);
  });
}

/**
 * Replaces the file with `next` only while it still holds `expected`: the new text and a backup are written first,
 * the file is read again, and only then renamed over. False (the temp file and this try's backup removed) when
 * another writer got there first.
 */
async function swapIfUnchanged(file: ConsentFile, expected: string, next: string, mode: number): Promise<boolean> {
  // An earlier run's backup holds the file as it was before any carry: it is kept, and this one goes beside it.
  let backup = `${file.abs}${BACKUP_SUFFIX}`;
  for (let n = 1; existsSync(backup) || isLink(backup); n++) backup = `${file.abs}${BACKUP_SUFFIX}.${n}`;
  await writeFileAtomic(backup, expected, undefined, mode);
  const tmp = path.join(path.dirname(file.abs), `.${path.basename(file.abs)}.${process.pid}.consent.tmp`);
  try {
    const fh = await open(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0), mode);
    try {
      await fh.writeFile(next, 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
    if (readBounded(file.abs, file.shown, undefined, 'consent reads settings files') !== expected) {
      await rm(tmp, { force: true });
      await rm(backup, { force: true });
      return false;
    }
    await rename(tmp, file.abs);
    return true;
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    if (e instanceof UsageError || e instanceof WriteError) throw e;
    throw new WriteError(`cannot write ${file.shown}: ${(e as Error).message}`);
  }
}

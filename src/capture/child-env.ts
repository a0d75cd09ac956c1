// The environment of every process started from configuration (build, start, the stdio server, the inspector route).
// That is the judged code (a PR's build and server): it gets an allow-list of the runner's variables plus what the
// config names, never the job's tokens, the Action's inputs or the runner's file-command paths.
import { randomBytes } from 'node:crypto';

/**
 * Inherited from the runner when set: what shells, compilers and package managers need to find programs, a home
 * (npm's cache, git's config), a locale, a temp dir and the time zone. None of them carries a credential on GitHub's
 * runners. `CI` tells tools not to prompt. Proxies, `NODE_OPTIONS`, `npm_config_*` and registry tokens are left out:
 * they can hold credentials or change what runs; a config that needs one names it (`"HTTPS_PROXY": "${HTTPS_PROXY}"`).
 */
export const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TERM', 'TZ', 'LANG', 'LANGUAGE', 'TMPDIR', 'TMP', 'TEMP', 'CI'] as const;
/** Locale categories (`LC_ALL`, `LC_CTYPE`, ...). */
export const INHERITED_PREFIXES = ['LC_'] as const;
/** Windows cannot start most programs without these; matched case-insensitively there. */
export const INHERITED_WINDOWS = [
  'SYSTEMROOT',
  'SYSTEMDRIVE',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
  'PROGRAMFILES',
  'PROGRAMFILES(X86)',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  'USERNAME',
  'PROCESSOR_ARCHITECTURE',
  'NUMBER_OF_PROCESSORS',
] as const;

/**
 * Set in every child's environment to a value unique to one capture, so processes that left the process group
 * (`setsid`, double fork) can still be found and ended: see `sweepMarked` in process.ts.
 */
export const RUN_MARKER = 'MCP_CONTRACT_RUN';

export function newRunMarker(): string {
  return randomBytes(12).toString('hex');
}

function inherited(name: string, windows: boolean): boolean {
  const n = windows ? name.toUpperCase() : name;
  if ((INHERITED_ENV as readonly string[]).includes(n)) return true;
  if (INHERITED_PREFIXES.some((p) => n.startsWith(p))) return true;
  return windows && (INHERITED_WINDOWS as readonly string[]).includes(n);
}

/** The allow-listed part of the runner's environment (bash function exports `() {...` excluded). */
export function baseEnv(runner: Record<string, string | undefined>, platform: NodeJS.Platform = process.platform): Record<string, string> {
  const out: Record<string, string> = {};
  const windows = platform === 'win32';
  for (const [k, v] of Object.entries(runner)) {
    if (v === undefined || v.startsWith('()')) continue;
    if (inherited(k, windows)) out[k] = v;
  }
  return out;
}

/**
 * A child's whole environment: the allow-list of this process's own environment (where PATH and HOME really are),
 * then the config's values (already `${VAR}`-expanded; they win, so a config can set PATH or name `GITHUB_TOKEN`
 * deliberately), then the run marker.
 */
export function childEnv(named: Record<string, string>, marker: string, own: Record<string, string | undefined> = process.env): Record<string, string> {
  return { ...baseEnv(own), ...named, [RUN_MARKER]: marker };
}

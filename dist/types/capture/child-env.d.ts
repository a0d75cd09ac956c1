/**
 * Inherited from the runner when set: what shells, compilers and package managers need to find programs, a home
 * (npm's cache, git's config), a locale, a temp dir and the time zone. None of them carries a credential on GitHub's
 * runners. `CI` tells tools not to prompt. Proxies, `NODE_OPTIONS`, `npm_config_*` and registry tokens are left out:
 * they can hold credentials or change what runs; a config that needs one names it (`"HTTPS_PROXY": "${HTTPS_PROXY}"`).
 */
export declare const INHERITED_ENV: readonly ["PATH", "HOME", "USER", "LOGNAME", "SHELL", "TERM", "TZ", "LANG", "LANGUAGE", "TMPDIR", "TMP", "TEMP", "CI"];
/** Locale categories (`LC_ALL`, `LC_CTYPE`, ...). */
export declare const INHERITED_PREFIXES: readonly ["LC_"];
/** Windows cannot start most programs without these; matched case-insensitively there. */
export declare const INHERITED_WINDOWS: readonly ["SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC", "PATHEXT", "APPDATA", "LOCALAPPDATA", "PROGRAMDATA", "PROGRAMFILES", "PROGRAMFILES(X86)", "USERPROFILE", "HOMEDRIVE", "HOMEPATH", "USERNAME", "PROCESSOR_ARCHITECTURE", "NUMBER_OF_PROCESSORS"];
/**
 * Set in every child's environment to a value unique to one capture, so processes that left the process group
 * (`setsid`, double fork) can still be found and ended: see `sweepMarked` in process.ts.
 */
export declare const RUN_MARKER = "MCP_CONTRACT_RUN";
export declare function newRunMarker(): string;
/** The allow-listed part of the runner's environment (bash function exports `() {...` excluded). */
export declare function baseEnv(runner: Record<string, string | undefined>, platform?: NodeJS.Platform): Record<string, string>;
/**
 * A child's whole environment: the allow-list of this process's own environment (where PATH and HOME really are),
 * then the config's values (already `${VAR}`-expanded; they win, so a config can set PATH or name `GITHUB_TOKEN`
 * deliberately), then the run marker.
 */
export declare function childEnv(named: Record<string, string>, marker: string, own?: Record<string, string | undefined>): Record<string, string>;

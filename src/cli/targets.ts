// Which servers a command works on: from the config file, or one given inline after `--` / with --url.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config, OAuthConfig, ServerConfig } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import type { LoadedConfig } from '../storage/config-file.js';
import { DEFAULT_CONFIG } from '../storage/config-name.js';
import { list, str, type Parsed } from './args.js';
import type { CliIo } from './io.js';
import { secretsOf } from '../core/shared/secrets.js';

export interface Target {
  name: string;
  server: ServerConfig;
  snapshotPath: string;
  baseDir: string;
  /** Set when the snapshot path comes from the config: writes must really stay inside this directory. */
  root?: string;
}

export interface Targets {
  config: Config;
  loaded?: LoadedConfig;
  targets: Target[];
  /**
   * With `deferName`, an inline server without --name is named `server` until this is called and settles: then by the
   * snapshot file already at its path, when that is one (reading it loads the snapshot reader, which `snapshot` loads
   * once its server is starting: called after the start, since a read begun earlier could load that code first).
   * Settled at once otherwise.
   */
  named: () => Promise<void>;
}

/**
 * `Name: value`, or a bare `Name` whose value comes from $MCP_CONTRACT_HEADER_NAME (argv is visible to `ps`; the
 * environment is not). `${VAR}` inside a value is expanded from the environment too.
 */
export function parseHeaders(values: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of values) {
    const i = h.indexOf(':');
    if (i < 0 && /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(h)) {
      out[h] = `\${${headerVariable(h)}}`;
      continue;
    }
    if (i <= 0) throw new UsageError(`--header "${h.split(':')[0]}": expected 'Name: value' or a bare Name (value from $${headerVariable('NAME')})`);
    out[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  return out;
}

export function headerVariable(name: string): string {
  return `MCP_CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * The config reader, with the config schema's validator: loaded only once a config is there to read, so a command with
 * none (a diff of two files) never parses that code (issue 55).
 */
const configFile = () => import('../storage/config-file.js');

/** Loads the config named by --config, or the default one when present; `required` makes its absence an error. */
export async function optionalConfig(p: Parsed, io: CliIo, required: boolean): Promise<LoadedConfig | undefined> {
  const explicit = str(p, 'config');
  const path = resolve(io.cwd, explicit ?? DEFAULT_CONFIG);
  if (!explicit && !existsSync(path)) {
    if (required) throw new UsageError(`${DEFAULT_CONFIG}: no config file in ${io.cwd} (pass --config FILE, or a server after --)`);
    return undefined;
  }
  const loaded = await (await configFile()).loadConfig(path, explicit ?? DEFAULT_CONFIG);
  for (const s of Object.values(loaded.config.servers ?? {})) io.protect(secretsOf(s, io.env));
  return loaded;
}

async function recordedName(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return undefined;
  try {
    // The snapshot reader (and its validator) is loaded only when there is a file to read: `snapshot` starts its server
    // before it loads that code.
    const { readSnapshot } = await import('../api/snapshot-files.js');
    return (await readSnapshot(path)).server;
  } catch {
    return undefined;
  }
}

/** The --oauth-* flags of an inline --url server as its "oauth" entry (none given: no entry). */
export function oauthFlags(p: Parsed): { oauth?: OAuthConfig } {
  const pick: Array<[keyof OAuthConfig, string]> = [['clientId', 'oauth-client-id'], ['clientSecretEnv', 'oauth-client-secret-env'], ['privateKeyEnv', 'oauth-private-key-env'], ['signingAlgorithm', 'oauth-signing-algorithm'], ['scope', 'oauth-scope'], ['grant', 'oauth-grant']];
  const oauth: Record<string, string> = {};
  for (const [key, option] of pick) {
    const v = p.values[option];
    if (typeof v === 'string') oauth[key] = v;
  }
  return Object.keys(oauth).length ? { oauth: oauth as OAuthConfig } : {};
}

export async function resolveTargets(command: string, p: Parsed, io: CliIo, snapshotOption: string, deferName = false): Promise<Targets> {
  const url = str(p, 'url');
  if (p.rest.length > 0 || url) {
    if (p.rest.length > 0 && url) throw new UsageError(`mcp-contract ${command}: give either a command after -- or --url, not both`);
    const loaded = await optionalConfig(p, io, false);
    const snap = str(p, snapshotOption);
    if (!snap) throw new UsageError(`mcp-contract ${command}: an inline server needs --${snapshotOption} FILE`);
    const transport = str(p, 'transport');
    if (transport && !['stdio', 'streamable-http', 'sse', 'auto'].includes(transport))
      throw new UsageError(`mcp-contract ${command}: --transport must be one of stdio, streamable-http, sse, auto`);
    const server: ServerConfig = url
      ? { url, headers: parseHeaders(list(p, 'header')), transport: (transport as ServerConfig['transport']) ?? 'auto', ...oauthFlags(p) }
      : { command: p.rest[0], args: p.rest.slice(1) };
    io.protect(secretsOf(server, io.env));
    const target: Target = { name: str(p, 'name') ?? 'server', server, snapshotPath: resolve(io.cwd, snap), baseDir: io.cwd };
    // Without --name, an existing snapshot's own server name keeps digests comparable (they are bound to it).
    const naming = (): Promise<void> => (str(p, 'name') === undefined ? recordedName(target.snapshotPath).then((recorded) => void (target.name = recorded ?? target.name)) : Promise.resolve());
    if (!deferName) await naming();
    return { config: loaded?.config ?? {}, loaded, targets: [target], named: deferName ? naming : () => Promise.resolve() };
  }
  const loaded = await optionalConfig(p, io, true);
  if (!loaded) throw new UsageError(`mcp-contract ${command}: no config`);
  const { selectServers, snapshotPathOf, projectRoot } = await configFile();
  const label = str(p, 'config') ?? DEFAULT_CONFIG;
  const names = selectServers(loaded.config, label, list(p, 'server'));
  const servers = loaded.config.servers ?? {};
  const override = str(p, snapshotOption);
  if (override && names.length > 1) throw new UsageError(`mcp-contract ${command}: --${snapshotOption} needs exactly one --server`);
  return {
    config: loaded.config,
    loaded,
    named: () => Promise.resolve(),
    targets: names.map((name) => ({
      name,
      server: servers[name],
      snapshotPath: override ? resolve(io.cwd, override) : snapshotPathOf(loaded, name),
      baseDir: loaded.dir,
      ...(override ? {} : { root: projectRoot(loaded.dir) }),
    })),
  };
}

// The gateway's servers, from the file a user already has: an mcp-contract config, or a client's (`mcpServers` of
// Claude Desktop / Cursor / Claude Code `.mcp.json`, VS Code's `servers`). Each entry becomes the ServerConfig the
// capture launches; a malformed entry is one line naming the file and the entry, and nothing starts.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Config, OAuthConfig, ServerConfig } from '../core/shared/config.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { UsageError } from '../core/shared/errors.js';
import { clientOf, CLIENT_LABEL, serversOf, type ClientKind } from '../scan/clients.js';
import { JsoncError, parseJsonc } from '../scan/jsonc.js';
import { parseConfig } from '../storage/config-file.js';
import { REGISTRY_PREFIX, REGISTRY_REF, registryRefOf, releaseBundleOf } from './registry-ref.js';
import { parseProfiles, type Profile } from './profiles.js';

export interface GatewayServer {
  name: string;
  server: ServerConfig;
  /** Where the approved snapshot is (absent: none yet, so everything it serves is held). */
  snapshotPath: string;
}

export interface GatewayFile {
  kind: ClientKind;
  path: string;
  dir: string;
  /** The mcp-contract config (renames, severity, policy) or {} for a client file. */
  config: Config;
  servers: GatewayServer[];
  profiles: Map<string, Profile>;
}

const MAX_BYTES = 2 * 1024 * 1024;

/** A server's `approved` that names a signed release instead of a snapshot file. */
export { REGISTRY_PREFIX, registryRefOf, releaseBundleOf };

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * VS Code's variables as the launch reads them: `${env:X}` is the environment's X, `${input:id}` (a prompt in VS
 * Code) comes from $MCP_CONTRACT_INPUT_ID, `${workspaceFolder}` and `${userHome}` are the folders they name.
 */
function clientValue(text: string, workspace: string, home: string): string {
  return text
    .replace(/\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => `\${${name}}`)
    .replace(/\$\{input:([^}]+)\}/g, (_m, id: string) => `\${MCP_CONTRACT_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}}`)
    .replace(/\$\{(workspaceFolder|workspaceRoot)\}/g, workspace)
    .replace(/\$\{userHome\}/g, home);
}

function readText(file: string, label: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`${label}: cannot read (${code === 'ENOENT' ? 'no such file' : (code ?? (e as Error).message)})`);
  }
  if (Buffer.byteLength(text) > MAX_BYTES) throw new UsageError(`${label}: larger than ${MAX_BYTES} bytes`);
  return text;
}

function clientEntries(kind: ClientKind, root: JsonValue, label: string, dir: string, approvedDir: string, home: string): GatewayServer[] {
  const workspace = /[\\/]\.(vscode|cursor)$/.test(dir) ? dirname(dir) : dir;
  const key = kind === 'vscode' ? 'servers' : 'mcpServers';
  const raw = isObject(root) && isObject(root[key]) ? root[key] : {};
  const v = (s: string): string => clientValue(s, workspace, home);
  return serversOf(kind, root, label).flatMap((c) => {
    const entry = raw[c.name] as JsonObject;
    if (entry.disabled === true) return [];
    const at = `${label}: ${c.pointer}`;
    if (!c.command && c.url.length === 0) throw new UsageError(`${at}: needs "command" or "url"`);
    const type = entry.type;
    if (type !== undefined && !['stdio', 'http', 'sse', 'streamable-http'].includes(String(type))) throw new UsageError(`${at}/type: "${String(type).slice(0, 40)}" is not stdio, http or sse`);
    if (entry.prefix !== undefined && typeof entry.prefix !== 'string') throw new UsageError(`${at}/prefix: expected a string`);
    const server: ServerConfig = c.command
      ? { command: v(c.command.value), args: c.args.map((a) => v(a.value)), env: Object.fromEntries(c.env.map((e) => [e.key, v(e.value)])) }
      : { url: v(c.url[0].value), headers: Object.fromEntries(c.headers.map((h) => [h.key, v(h.value)])), transport: type === 'sse' ? 'sse' : type === undefined ? 'auto' : 'streamable-http' };
    if (typeof entry.cwd === 'string') server.cwd = v(entry.cwd);
    if (typeof entry.prefix === 'string') server.prefix = entry.prefix;
    if (entry.oauth !== undefined) server.oauth = clientOAuth(entry.oauth, `${at}/oauth`);
    // A client's entry may name its signed release as the config's servers do (both fields are ours, beside the client's).
    if (entry.approved !== undefined) {
      if (typeof entry.approved !== 'string' || !REGISTRY_REF.test(entry.approved)) throw new UsageError(`${at}/approved: expected "registry:NAME@VERSION"`);
      server.approved = entry.approved;
    }
    if (entry.releaseBundle !== undefined) {
      if (typeof entry.releaseBundle !== 'string' || entry.releaseBundle === '') throw new UsageError(`${at}/releaseBundle: expected a file name`);
      server.releaseBundle = v(entry.releaseBundle);
    }
    return [{ name: c.name, server, snapshotPath: beside(approvedDir, `${c.name}.json`) }];
  });
}

const OAUTH_KEYS = ['clientId', 'clientSecretEnv', 'privateKeyEnv', 'signingAlgorithm', 'tokenEndpointAuthMethod', 'clientMetadataUrl', 'scope', 'grant'] as const;
const OAUTH_CHOICES: Partial<Record<(typeof OAUTH_KEYS)[number], readonly string[]>> = {
  tokenEndpointAuthMethod: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
  grant: ['client_credentials', 'authorization_code'],
};

/** A member's "oauth" entry in a client's file, held to the keys and values of the config schema's `oauth`. */
function clientOAuth(raw: JsonValue, at: string): OAuthConfig {
  if (!isObject(raw)) throw new UsageError(`${at}: expected an object`);
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(raw)) {
    const key = OAUTH_KEYS.find((x) => x === k);
    if (!key) throw new UsageError(`${at}/${k.slice(0, 40)}: not an oauth key (${OAUTH_KEYS.join(', ')})`);
    if (typeof value !== 'string') throw new UsageError(`${at}/${key}: expected a string`);
    const choices = OAUTH_CHOICES[key];
    if (choices && !choices.includes(value)) throw new UsageError(`${at}/${key}: expected one of ${choices.join(', ')}`);
    out[key] = value;
  }
  return out as OAuthConfig;
}

function readJsonc(file: string, label: string): JsonValue {
  try {
    return parseJsonc(readText(file, label)).value;
  } catch (e) {
    if (e instanceof JsoncError) throw new UsageError(`${label}: not valid JSON: ${e.message}`);
    throw e;
  }
}

/** A folder beside the file (a call, not a path expression: ncc's asset relocator copies what the latter matches). */
function beside(...parts: string[]): string {
  return parts.reduce((a, b) => resolve(a, b));
}

/** Reads FILE for the gateway; `approvedDir` (else `snapshots/` beside the file) holds `<server>.json`. */
export function readGatewayFile(file: string, label: string, approvedDirOption: string | undefined, home: string): GatewayFile {
  const root = readJsonc(file, label);
  const dir = dirname(file);
  const kind = clientOf(file, root);
  const approvedDir = approvedDirOption ?? beside(dir, 'snapshots');
  if (kind === 'mcp-contract' || (isObject(root) && isObject(root.servers) && kind !== 'vscode') || (kind === 'vscode' && isContract(root))) {
    const config = parseConfig(JSON.stringify(root), label);
    const servers = Object.entries(config.servers ?? {}).map(([name, server]) => ({
      name,
      server,
      snapshotPath: approvedDirOption ? beside(approvedDirOption, `${name}.json`) : beside(dir, server.snapshot ?? `snapshots/${name}.json`),
    }));
    return { kind: 'mcp-contract', path: file, dir, config, servers, profiles: parseProfiles(config.profiles, label) };
  }
  const servers = clientEntries(kind, root, label, dir, approvedDir, home);
  if (servers.length === 0) throw new UsageError(`${label}: no servers (${CLIENT_LABEL[kind]} file: expected "${kind === 'vscode' ? 'servers' : 'mcpServers'}")`);
  // A client's file carries the gateway's own top-level keys beside its servers: profiles, and approval lifetimes.
  const lifetimes = isObject(root) ? root.maxApprovalDays : undefined;
  const config: Config = lifetimes === undefined ? {} : { maxApprovalDays: lifetimes as Config['maxApprovalDays'] };
  return { kind, path: file, dir, config, servers, profiles: parseProfiles(isObject(root) ? root.profiles : undefined, label) };
}

/** An mcp-contract config named otherwise: its servers carry fields only it has (snapshot, surfaces, build, start). */
function isContract(root: JsonValue): boolean {
  if (!isObject(root) || !isObject(root.servers)) return false;
  return Object.values(root.servers).some((s) => isObject(s) && (s.snapshot !== undefined || s.surfaces !== undefined || s.build !== undefined || s.start !== undefined));
}

const PROFILES_SHAPE = '{ "profiles": { "<name>": { "include": [...], "exclude": [...] } } }';

/**
 * `--profiles FILE`: a file whose `profiles` object replaces the config's (a whole config file serves too). One shape
 * only: a bare map of profiles is refused with the expected shape, never read as a file with no profiles, and never
 * guessed at (a profile named "profiles" or "servers" would make a second shape ambiguous).
 */
export function readProfilesFile(file: string, label: string): Map<string, Profile> {
  const root = readJsonc(file, label);
  if (!isObject(root)) throw new UsageError(`${label}: expected ${PROFILES_SHAPE}`);
  if (root.profiles === undefined) {
    const keys = Object.keys(root);
    const bare = keys.length > 0 && Object.values(root).every((v) => isObject(v) && Object.keys(v).every((k) => k === 'include' || k === 'exclude'));
    const shown = keys.slice(0, 3).map((k) => JSON.stringify(k.replace(/[^\x20-\x7e]/g, '?').slice(0, 60))).join(', ');
    throw new UsageError(`${label}: expected ${PROFILES_SHAPE}${bare ? `; this file is a bare map of profiles (${shown}${keys.length > 3 ? ', ...' : ''}): put it under "profiles"` : '; it has no "profiles" object'}`);
  }
  return parseProfiles(root.profiles, label);
}

// Each client's configuration format, read into one shape: servers with every launch value and the JSON pointer it
// came from. Pure: the caller parsed the file; nothing here touches the disk.
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { UsageError } from '../core/shared/errors.js';
import { pointerOf } from './jsonc.js';

export type ClientKind = 'claude-desktop' | 'vscode' | 'cursor' | 'claude-code' | 'mcp-contract' | 'mcp-servers';

export const CLIENT_LABEL: Readonly<Record<ClientKind, string>> = {
  'claude-desktop': 'Claude Desktop',
  vscode: 'VS Code',
  cursor: 'Cursor',
  'claude-code': 'project .mcp.json',
  'mcp-contract': 'mcp-contract',
  'mcp-servers': 'mcpServers file',
};

/** A value from the file and where it was written. */
export interface Located<T = string> {
  value: T;
  pointer: string;
}

export interface ClientServer {
  name: string;
  pointer: string;
  command?: Located;
  args: Located[];
  env: Array<Located & { key: string }>;
  url: Located[];
  headers: Array<Located & { key: string }>;
  /** mcp-contract.json only: how many canaries the config declares, and the snapshot path it commits to. */
  canaries?: number;
  snapshot?: string;
}

/** Which client wrote a file, from its name and place (then its content, for files given by path). */
export function clientOf(path: string, value: JsonValue): ClientKind {
  const parts = path.replace(/\\/g, '/').split('/');
  const base = parts[parts.length - 1] ?? '';
  const parent = parts[parts.length - 2] ?? '';
  if (base === 'claude_desktop_config.json') return 'claude-desktop';
  if (base === 'mcp-contract.json') return 'mcp-contract';
  if (base === '.mcp.json') return 'claude-code';
  if (base === 'mcp.json' && parent === '.cursor') return 'cursor';
  if (base === 'mcp.json' && (parent === '.vscode' || parent === 'User')) return 'vscode';
  const obj = isObject(value) ? value : {};
  if (isObject(obj.mcpServers)) return 'mcp-servers';
  if (isObject(obj.servers)) return 'vscode';
  return 'mcp-servers';
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function strings(v: JsonValue | undefined, at: string, where: string): Located[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new UsageError(`${where}: ${at}: expected an array of strings`);
  return v.map((x, i) => {
    if (typeof x !== 'string') throw new UsageError(`${where}: ${at}/${i}: expected a string`);
    return { value: x, pointer: `${at}/${i}` };
  });
}

function map(v: JsonValue | undefined, at: string, where: string): Array<Located & { key: string }> {
  if (v === undefined) return [];
  if (!isObject(v)) throw new UsageError(`${where}: ${at}: expected an object of strings`);
  // Numbers and booleans are legal env values in some clients; they are never secrets worth a finding.
  return Object.entries(v)
    .filter(([, x]) => typeof x === 'string')
    .map(([key, x]) => ({ key, value: x as string, pointer: `${at}${pointerOf([key])}` }));
}

function one(v: JsonValue | undefined, at: string, where: string): Located | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new UsageError(`${where}: ${at}: expected a string`);
  return { value: v, pointer: at };
}

/** The client formats: `mcpServers` (Claude Desktop, Cursor, .mcp.json) or `servers` (VS Code), same fields. */
function clientServers(root: JsonObject, key: 'mcpServers' | 'servers', where: string): ClientServer[] {
  const servers = root[key];
  if (servers === undefined) return [];
  if (!isObject(servers)) throw new UsageError(`${where}: /${key}: expected an object`);
  return Object.entries(servers).map(([name, raw]) => {
    const at = `/${key}${pointerOf([name])}`;
    if (!isObject(raw)) throw new UsageError(`${where}: ${at}: expected an object`);
    const url = one(raw.url ?? raw.serverUrl, raw.url !== undefined ? `${at}/url` : `${at}/serverUrl`, where);
    return {
      name,
      pointer: at,
      command: one(raw.command, `${at}/command`, where),
      args: strings(raw.args, `${at}/args`, where),
      env: map(raw.env, `${at}/env`, where),
      url: url ? [url] : [],
      headers: map(raw.headers, `${at}/headers`, where),
    };
  });
}

/** mcp-contract.json: the launch of each server, its start command and every surface's extras. */
function contractServers(root: JsonObject, where: string): ClientServer[] {
  const servers = root.servers;
  if (servers === undefined) return [];
  if (!isObject(servers)) throw new UsageError(`${where}: /servers: expected an object`);
  return Object.entries(servers).map(([name, raw]) => {
    const at = `/servers${pointerOf([name])}`;
    if (!isObject(raw)) throw new UsageError(`${where}: ${at}: expected an object`);
    const start = isObject(raw.start) ? raw.start : undefined;
    const out: ClientServer = {
      name,
      pointer: at,
      command: one(raw.command, `${at}/command`, where) ?? (start ? one(start.command, `${at}/start/command`, where) : undefined),
      args: raw.command !== undefined ? strings(raw.args, `${at}/args`, where) : start ? strings(start.args, `${at}/start/args`, where) : [],
      env: [...map(raw.env, `${at}/env`, where), ...(start ? map(start.env, `${at}/start/env`, where) : [])],
      url: [one(raw.url, `${at}/url`, where)].filter((x): x is Located => x !== undefined),
      headers: map(raw.headers, `${at}/headers`, where),
      canaries: Array.isArray(raw.canaries) ? raw.canaries.length : 0,
      snapshot: typeof raw.snapshot === 'string' ? raw.snapshot : `snapshots/${name}.json`,
    };
    if (isObject(raw.surfaces)) {
      for (const [s, surface] of Object.entries(raw.surfaces)) {
        if (!isObject(surface)) continue;
        const sat = `${at}/surfaces${pointerOf([s])}`;
        out.args.push(...strings(surface.args, `${sat}/args`, where));
        out.env.push(...map(surface.env, `${sat}/env`, where));
        out.headers.push(...map(surface.headers, `${sat}/headers`, where));
        const u = one(surface.url, `${sat}/url`, where);
        if (u) out.url.push(u);
      }
    }
    return out;
  });
}

export function serversOf(client: ClientKind, root: JsonValue, where: string): ClientServer[] {
  if (!isObject(root)) throw new UsageError(`${where}: /: expected a JSON object`);
  if (client === 'mcp-contract') return contractServers(root, where);
  if (client === 'vscode') return clientServers(root, 'servers', where);
  return clientServers(root, 'mcpServers', where);
}

// Where a config sends each `${VAR}` it refers to: a URL's origin (the value goes out in that request's URL or
// headers) or a stdio command (the value is in that process's environment or argv). A pull request may use a variable
// the base branch's config refers to only where the base sends it: changing a server's `url` to its own host would
// otherwise send the base's `Authorization: Bearer ${API_TOKEN}` there.
import type { ServerConfig } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';

const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A variable's use: the field naming it and where its value goes. */
export interface VarUse {
  name: string;
  field: string;
  destination: string;
}

/** `scheme://host:port` as written (before any `${VAR}` in it is resolved), lower-cased; the whole text if no scheme. */
export function originOf(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)/i.exec(url.trim());
  if (!m) return url.trim();
  try {
    if (!m[1].includes('${')) return new URL(m[1]).origin.toLowerCase();
  } catch {
    // Not parseable until resolved: compared as written.
  }
  return m[1].toLowerCase();
}

function usesIn(out: VarUse[], field: string, text: string | undefined, destination: string): void {
  if (typeof text !== 'string') return;
  for (const m of text.matchAll(VAR)) out.push({ name: m[1], field, destination });
}

function usesInMap(out: VarUse[], field: string, map: Record<string, string> | undefined, destination: string): void {
  for (const [k, v] of Object.entries(map ?? {})) usesIn(out, `${field}.${k}`, v, destination);
}

function usesInList(out: VarUse[], field: string, list: string[] | undefined, destination: string): void {
  (list ?? []).forEach((v, i) => usesIn(out, `${field}[${i}]`, v, destination));
}

/** Every `${VAR}` the server refers to, with the field and the destination its value is sent to. */
export function varUses(server: ServerConfig): VarUse[] {
  const out: VarUse[] = [];
  const url = server.url !== undefined ? `url ${originOf(server.url)}` : undefined;
  const cmd = `command ${JSON.stringify(server.command ?? '')}`;
  const serverDest = url ?? cmd;
  usesIn(out, 'url', server.url, serverDest);
  usesInMap(out, 'headers', server.headers, serverDest);
  // An OAuth secret goes to the authorization server the URL's resource names: where the URL goes, so does it.
  for (const [field, name] of [['oauth.clientSecretEnv', server.oauth?.clientSecretEnv], ['oauth.privateKeyEnv', server.oauth?.privateKeyEnv]] as const)
    if (name) out.push({ name, field, destination: serverDest });
  usesInMap(out, 'env', server.env, cmd);
  usesInList(out, 'args', server.args, cmd);
  if (server.start) {
    const startCmd = `command ${JSON.stringify(server.start.command)}`;
    usesInMap(out, 'start.env', server.start.env, startCmd);
    usesInList(out, 'start.args', server.start.args, startCmd);
    if (server.start.readyUrl !== undefined) usesIn(out, 'start.readyUrl', server.start.readyUrl, `url ${originOf(server.start.readyUrl)}`);
  }
  for (const [name, s] of Object.entries(server.surfaces ?? {})) {
    const dest = s.url !== undefined ? `url ${originOf(s.url)}` : serverDest;
    usesIn(out, `surfaces.${name}.url`, s.url, dest);
    usesInMap(out, `surfaces.${name}.headers`, s.headers, dest);
    usesInMap(out, `surfaces.${name}.env`, s.env, cmd);
    usesInList(out, `surfaces.${name}.args`, s.args, cmd);
  }
  return out;
}

/**
 * Refuses, in one line naming the server and field, a head server that sends a variable somewhere the base's config
 * never sends it. Variables the base does not refer to at all are refused by the caller with their own message.
 */
export function assertBaseDestinations(base: Record<string, ServerConfig>, server: string, head: ServerConfig): void {
  const allowed = new Map<string, Set<string>>();
  for (const s of Object.values(base))
    for (const u of varUses(s)) {
      if (!allowed.has(u.name)) allowed.set(u.name, new Set());
      allowed.get(u.name)?.add(u.destination);
    }
  for (const u of varUses(head)) {
    const dests = allowed.get(u.name);
    if (dests === undefined || dests.has(u.destination)) continue;
    throw new UsageError(
      `server "${server}": ${u.field} sends \${${u.name}} to ${u.destination.slice(0, 120)}, where the base branch's config does not send it (it sends it to ${[...dests].join(', ').slice(0, 200)}); a pull request cannot send a base secret to a new destination (make the change on the base branch first)`,
    );
  }
}

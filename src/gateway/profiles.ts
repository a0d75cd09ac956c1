// Profiles: which capabilities a host app sees through the gateway. Patterns run over `<server>/<ref>`
// (`memory/*`, `fs/tool:read_*`, `everything/prompt:*`). One function decides membership; the router asks it for every
// listed item and every call, so a capability outside the profile is neither listed nor callable.
import { globMatch } from '../capture/glob.js';
import { UsageError } from '../core/shared/errors.js';
import { KINDS } from '../core/shared/model.js';
import { HOST_NAMES, isHostName, type HostName } from '../hosts/profiles.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { scopeProblem } from '../guard/scope.js';

export interface Profile {
  name: string;
  include: Pattern[];
  exclude: Pattern[];
  /** The model host this profile's app sends the tool list to: a tool that host would refuse is held (catalog.ts). */
  host?: HostName;
  /** Default scopes of the tools it selects (`<server>/tool:<name>` patterns, first match): for approvals that set none. */
  scopes?: Array<{ pattern: Pattern; scope: JsonObject }>;
}

/**
 * An exposure pattern (`server/*`, `server/tool:*`) follows what the server publishes, new capabilities included,
 * as far as that server's change policy lets them be published at all. A selection pattern (anything narrower) only
 * picks capabilities the user already knows: in the approved snapshot, approved by a person, or the declared new
 * name of a known one. A similar-looking newcomer is never absorbed.
 */
export interface Pattern {
  text: string;
  server: string;
  ref: string;
  exposure: boolean;
}

/** Everything: the profile in force when none is chosen. */
export const ALL: Profile = { name: 'all', include: [parsePattern('*/*', 'default')], exclude: [] };

export function parsePattern(text: string, where: string): Pattern {
  const slash = text.indexOf('/');
  if (slash <= 0 || slash === text.length - 1) throw new UsageError(`${where}: "${text.slice(0, 80)}": a pattern is <server>/<ref>, e.g. memory/* or fs/tool:read_*`);
  const server = text.slice(0, slash);
  const ref = text.slice(slash + 1);
  const kind = ref.includes(':') ? ref.slice(0, ref.indexOf(':')) : undefined;
  if (ref !== '*' && (kind === undefined || !(KINDS as readonly string[]).includes(kind)))
    throw new UsageError(`${where}: "${text.slice(0, 80)}": the ref must be * or start with ${KINDS.map((k) => `${k}:`).join(', ')}`);
  return { text, server, ref, exposure: ref === '*' || ref === `${kind}:*` };
}

export function parseProfiles(raw: unknown, where: string): Map<string, Profile> {
  const out = new Map<string, Profile>();
  if (raw === undefined) return out;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError(`${where}: /profiles: expected an object of profiles`);
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const at = `${where}: /profiles/${name}`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`${at}: expected { "include": [...], "exclude": [...] }`);
    const v = value as Record<string, unknown>;
    for (const k of Object.keys(v)) if (k !== 'include' && k !== 'exclude' && k !== 'host' && k !== 'scopes') throw new UsageError(`${at}: unknown field "${k}" (a profile has include, exclude, host and scopes)`);
    const host = v.host;
    if (host !== undefined && (typeof host !== 'string' || !isHostName(host))) throw new UsageError(`${at}/host: unknown host ${JSON.stringify(host)} (one of ${HOST_NAMES.join(', ')})`);
    const list = (field: 'include' | 'exclude'): Pattern[] => {
      const items = v[field];
      if (items === undefined) return field === 'include' ? [parsePattern('*/*', at)] : [];
      if (!Array.isArray(items) || items.some((x) => typeof x !== 'string')) throw new UsageError(`${at}/${field}: expected an array of patterns`);
      return (items as string[]).map((x, i) => parsePattern(x, `${at}/${field}/${i}`));
    };
    const scopes = scopesOf(v.scopes, `${at}/scopes`);
    out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host as HostName }), ...(scopes ? { scopes } : {}) });
  }
  return out;
}

/** `scopes`: pattern -> JSON Schema, each a valid schema over a tool's arguments (narrowing is checked per tool at start). */
function scopesOf(raw: unknown, at: string): Profile['scopes'] {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError(`${at}: expected an object of <server>/tool:<name> patterns to JSON Schemas`);
  return Object.entries(raw as Record<string, JsonValue>).map(([text, scope]) => {
    const where = `${at}/${text.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const pattern = parsePattern(text, where);
    if (pattern.ref !== '*' && !pattern.ref.startsWith('tool:')) throw new UsageError(`${where}: a scope bounds tool calls; the pattern names no tools`);
    const problem = scopeProblem(scope, undefined);
    if (problem) throw new UsageError(`${where}: ${problem}`);
    return { pattern, scope: scope as JsonObject };
  });
}

/** The profile's default scope for a call of ref on server (the first pattern that matches), if any. */
export function scopeFor(profile: Profile, server: string, ref: string): JsonObject | undefined {
  if (!ref.startsWith('tool:')) return undefined;
  return profile.scopes?.find((s) => matches(s.pattern, server, ref))?.scope;
}

function matches(p: Pattern, server: string, ref: string): boolean {
  return globMatch(p.server, server) && globMatch(p.ref, ref);
}

/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
export function seesServer(profile: Profile, server: string): boolean {
  if (profile.exclude.some((p) => p.ref === '*' && globMatch(p.server, server))) return false;
  return profile.include.some((p) => globMatch(p.server, server));
}

/** What the router knows of a capability when it asks: is it one the user already knew (see Pattern)? */
export interface Candidate {
  server: string;
  ref: string;
  /** In the approved snapshot or approved by a person. */
  known: boolean;
  /** Refs this one was declared (config `renames`) or approved (manual_rebind) to replace. */
  replaces: readonly string[];
}

/** The one decision: is this capability published under this profile? */
export function inProfile(profile: Profile, c: Candidate): boolean {
  if (profile.exclude.some((p) => matches(p, c.server, c.ref) || c.replaces.some((old) => matches(p, c.server, old)))) return false;
  for (const p of profile.include) {
    if (p.exposure ? matches(p, c.server, c.ref) : c.known && matches(p, c.server, c.ref)) return true;
    // A rename keeps membership only when declared or approved: the old ref's selection carries to the new one.
    if (!p.exposure && c.known && c.replaces.some((old) => matches(p, c.server, old))) return true;
  }
  return false;
}

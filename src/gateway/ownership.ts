// Which gateway members share a store directory and what each one owns, for `approve`: a capability is never
// approved into a published name another member publishes, or into a URI template that overlaps another member's (the
// gateway would hold both). The gateway writes the members file when it starts; approve reads it beside the stores.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import type { CapabilityRecord } from '../core/approval/approval.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import { readStoreFile, storeKey } from '../guard/store.js';
import { publishedName } from './names.js';
import { templateMatches } from './catalog.js';

export const MEMBERS_FILE = '.gateway-members.json';
const FORMAT = 'mcp-contract/gateway-members@1';

/** One member as approve needs it: its name in the config, its prefix, and its store file's name. */
export interface StoreMember {
  server: string;
  prefix: string;
  store: string;
}

type Gateways = Record<string, StoreMember[]>;

function isMember(v: unknown): v is StoreMember {
  const m = v as StoreMember;
  return typeof m === 'object' && m !== null && typeof m.server === 'string' && typeof m.prefix === 'string' && typeof m.store === 'string' && /^[A-Za-z0-9._-]+\.json$/.test(m.store);
}

/** Every gateway's members recorded in the store directory, by config file; a damaged file records none. */
function readGateways(dir: string): Gateways {
  try {
    const value = JSON.parse(readFileSync(join(dir, MEMBERS_FILE), 'utf8')) as { format?: unknown; gateways?: unknown };
    if (value.format !== FORMAT || typeof value.gateways !== 'object' || value.gateways === null) return {};
    const out: Gateways = {};
    for (const [config, members] of Object.entries(value.gateways)) if (Array.isArray(members) && members.every(isMember)) out[config] = members;
    return out;
  } catch {
    return {};
  }
}

/** Records this gateway's members (the other gateways sharing the directory keep theirs). */
export async function recordMembers(dir: string, config: string, members: StoreMember[]): Promise<void> {
  const gateways = { ...readGateways(dir), [config]: members };
  await writeFileAtomic(join(dir, MEMBERS_FILE), `${JSON.stringify({ format: FORMAT, gateways }, null, 2)}\n`, undefined, 0o600);
}

/** The members that share a gateway with the store file `store` (a file name), itself first; none outside a gateway. */
export function membersBeside(dir: string, store: string): { self: StoreMember; others: StoreMember[] } | undefined {
  const groups = Object.values(readGateways(dir)).filter((g) => g.some((m) => m.store === store));
  if (groups.length === 0) return undefined;
  const self = groups[0].find((m) => m.store === store)!;
  const others = new Map<string, StoreMember>();
  for (const g of groups) for (const m of g) if (m.store !== store) others.set(m.store, m);
  return { self, others: [...others.values()] };
}

/** What the gateway members sharing a store's directory own, read from their stores: an approval must not collide with it. */
export type Neighbours = { self: StoreMember; others: Array<{ member: StoreMember; refs: string[] }> } | undefined;

/** The neighbours of the store file at `storePath` (undefined outside a gateway); an unreadable neighbour owns nothing. */
export async function neighboursOf(storePath: string, warn: (line: string) => void): Promise<Neighbours> {
  const dir = dirname(storePath);
  const beside = membersBeside(dir, basename(storePath));
  if (!beside) return undefined;
  const key = await storeKey(dir);
  const others = [];
  for (const member of beside.others) {
    const store = await readStoreFile(join(dir, member.store), key, warn).catch(() => undefined);
    if (store) others.push({ member, refs: Object.values(store.capabilities).filter(owns).map((r) => r.ref) });
  }
  return { self: beside.self, others };
}

/** Whether a record says its member owns the ref: approved (now or before) and not rejected by a person. */
export function owns(rec: CapabilityRecord): boolean {
  return rec.state !== 'rejected' && (rec.approval !== undefined || rec.state === 'approved' || rec.state === 'stale' || rec.state === 'missing');
}

/** A URI a template stands for (each variable a plain word): what overlap() tries the other template on. */
function sampleOf(template: string): string | undefined {
  try {
    const t = new UriTemplate(template);
    return t.expand(Object.fromEntries(t.variableNames.map((v) => [v, 'x'])));
  } catch {
    return undefined;
  }
}

/** A URI both templates match, when one is found (each template's own sample, tried on the other). */
export function overlap(a: string, b: string): string | undefined {
  if (a === b) return sampleOf(a) ?? a;
  for (const [one, other] of [[a, b], [b, a]]) {
    const sample = sampleOf(one);
    if (sample !== undefined && templateMatches(other, sample)) return sample;
  }
  return undefined;
}

/**
 * Why approving `ref` for `self` would collide with what another member owns, or undefined: a tool or prompt that
 * would publish under a name another member publishes, a resource URI another serves, a template overlapping another's.
 */
export function collisionOf(ref: string, self: StoreMember, others: ReadonlyArray<{ member: StoreMember; refs: Iterable<string> }>): string | undefined {
  const at = ref.indexOf(':');
  const kind = ref.slice(0, at);
  const name = ref.slice(at + 1);
  const named = kind === 'tool' || kind === 'prompt';
  const shown = named ? publishedName(self.prefix, name) : name;
  for (const { member, refs } of others) {
    for (const theirs of refs) {
      if (!theirs.startsWith(`${kind}:`)) continue;
      const original = theirs.slice(kind.length + 1);
      if (named && publishedName(member.prefix, original) === shown) return `${ref} of server "${self.server}" would publish as "${shown}", which server "${member.server}" publishes (its ${theirs}); the gateway holds it for both, or only for a newcomer when the other owns it by approval: reject one of them, or give one server a "prefix"`;
      if (kind === 'resource' && original === name) return `${ref} of server "${self.server}" is a URI server "${member.server}" serves; the gateway would hold both: reject one of them`;
      const uri = kind === 'resourceTemplate' ? overlap(name, original) : undefined;
      if (uri !== undefined) return `${ref} of server "${self.server}" overlaps server "${member.server}"'s ${theirs} (both match ${JSON.stringify(uri.slice(0, 200))}); the gateway would refuse such URIs: narrow the template, or reject one of them`;
    }
  }
  return undefined;
}

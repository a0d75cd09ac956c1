// The gateway's routing table for one downstream session: published name or URI -> the one member that owns it, and
// the name it serves it under. Ownership is data from the config (each member's prefix) and each member's approvals
// (its approved snapshot, every approval in its store), plus what this session's lists showed; never the order of the
// file or who is up. A name, URI or URI match two members claim is held for both, reported once, and a member that
// is down keeps its routes (a request to it fails; it never reaches another member).
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import type { JsonObject, Kind } from '../core/shared/model.js';
import { KIND_METHOD } from '../core/shared/model.js';
import { HOST_CHECKS, hostByName } from '../hosts/profiles.js';
import { violationsOf } from '../hosts/checks.js';
import { publishedName } from './names.js';
import { inProfile, type Profile } from './profiles.js';
import { candidate, type Member } from './member.js';
import type { Inner } from './inner.js';

export interface Entry {
  inner: Inner;
  /** The name or URI the member serves it under. */
  original: string;
  ref: string;
}

/** A name or URI two members claim: refused with this line, for both. */
export interface Held {
  refusal: string;
}

export type Route = Entry | Held;

export function isHeld(r: Route): r is Held {
  return 'refusal' in r;
}

const NAMED = new Set<Kind>(['tool', 'prompt']);

/** What the client knows a member's item by: `<prefix>__<name>` for tools and prompts, the URI or template itself. */
export function shownName(kind: Kind, member: Member, original: string): string {
  return NAMED.has(kind) ? publishedName(member.prefix, original) : original;
}

/**
 * The refs a member owns by config and approvals: its approved snapshot's and every one its stores (one per era it
 * serves) hold an approval for (a person's, or its policy's `follow`), less the ones a person rejected.
 */
export function ownedRefs(m: Member): Set<string> {
  const out = new Set(m.baseline);
  for (const rec of m.guard.publication.recordsOfEveryEra()) {
    if (rec.state === 'rejected') out.delete(rec.ref);
    else if (rec.approval) out.add(rec.ref);
  }
  return out;
}

/**
 * Whether the member holds ref by standing: in its approved snapshot, approved by a person, or a followed change of
 * something approved before. A newcomer that only its policy's `new=follow` let in (or that is merely listed) has no
 * standing: it never blocks an owner's name.
 */
export function standsOn(m: Member, ref: string): boolean {
  if (m.baseline.has(ref)) return true;
  return m.guard.publication.recordsOf(ref).some((r) => r.state !== 'rejected' && r.approval !== undefined && (r.approval.by === 'human' || r.approval.from !== undefined));
}

const parsed = new Map<string, UriTemplate | null>();

/** Whether template matches uri; a template the SDK cannot parse matches nothing. */
export function templateMatches(template: string, uri: string): boolean {
  if (!parsed.has(template)) {
    // Templates come from servers: the cache is bounded, never grown without end by one that lists new ones forever.
    if (parsed.size >= 4096) parsed.clear();
    try {
      parsed.set(template, new UriTemplate(template));
    } catch {
      parsed.set(template, null);
    }
  }
  try {
    return parsed.get(template)?.match(uri) != null;
  } catch {
    return false;
  }
}

/** One kind's claims: shown name or URI -> each member that claims it -> its own name for it. */
type Claims = Map<string, Map<Inner, string>>;

function claim(map: Claims, shown: string, inner: Inner, original: string): void {
  const at = map.get(shown) ?? new Map<Inner, string>();
  if (!at.has(inner)) at.set(inner, original);
  map.set(shown, at);
}

const quoted = (text: string): string => JSON.stringify(text.slice(0, 200));

export class Catalog {
  /** What this session's lists showed, by kind: a member keeps its claim on what it listed for the session. */
  private listedBy = new Map<Kind, Claims>();
  /** Names and URIs already reported as claimed by two members, so the line is written once per session. */
  private reported = new Set<string>();
  /** Tools this session's lists held for the profile's host -> the refusal a call to one gets. */
  private heldForHost = new Map<string, string>();

  constructor(
    private readonly profile: Profile,
    private readonly log: (line: string) => void,
    private readonly inners: readonly Inner[],
  ) {}

  /** Is ref of this member published under the profile? The one place that decides it. */
  published(inner: Inner, ref: string): boolean {
    return inProfile(this.profile, candidate(inner.member, ref));
  }

  /** Every claim on `kind`, now: each member's approvals, and what this session's lists showed. */
  private claims(kind: Kind): Claims {
    const out: Claims = new Map();
    for (const [shown, by] of this.listedBy.get(kind) ?? []) for (const [inner, original] of by) claim(out, shown, inner, original);
    const prefix = `${kind}:`;
    for (const inner of this.inners)
      for (const ref of ownedRefs(inner.member)) if (ref.startsWith(prefix)) claim(out, shownName(kind, inner.member, ref.slice(prefix.length)), inner, ref.slice(prefix.length));
    return out;
  }

  /**
   * The items to show for `kind`, given each member's (already approval-filtered) list: renamed, filtered by the
   * profile, and without any name or URI another member claims too (held for both).
   */
  build(kind: Kind, lists: ReadonlyArray<{ inner: Inner; items: JsonObject[] }>): JsonObject[] {
    const key = KIND_METHOD[kind].keyField;
    const listed = this.listedBy.get(kind) ?? new Map();
    this.listedBy.set(kind, listed);
    for (const { inner, items } of lists)
      for (const item of items) {
        const original = item[key];
        if (typeof original === 'string') claim(listed, shownName(kind, inner.member, original), inner, original);
      }
    const claims = this.claims(kind);
    const out: JsonObject[] = [];
    for (const { inner, items } of lists) {
      for (const item of items) {
        const original = item[key];
        if (typeof original !== 'string' || !this.published(inner, `${kind}:${original}`)) continue;
        const shown = shownName(kind, inner.member, original);
        const by = claims.get(shown);
        if (by && by.size > 1) {
          const owner = this.owner(kind, shown, by);
          if (owner?.inner !== inner) {
            if (!owner) this.held(kind, shown, by);
            continue;
          }
        }
        const published = NAMED.has(kind) ? { ...item, [key]: shown } : item;
        if (kind === 'tool' && this.refusedByHost(shown, published)) continue;
        out.push(published);
      }
    }
    return out;
  }

  /**
   * Whether the profile's host would refuse this tool as published (its gateway name included, which the length limit
   * counts): held, with one line naming the tool, the check and the keyword, so the host's session keeps every other
   * tool instead of failing whole with an error that names none.
   */
  private refusedByHost(shown: string, tool: JsonObject): boolean {
    const host = this.profile.host;
    if (host === undefined) return false;
    const [first] = violationsOf(tool, HOST_CHECKS.filter((c) => c.host === host), { first: true });
    if (first === undefined) {
      this.heldForHost.delete(shown);
      return false;
    }
    const check = HOST_CHECKS.find((c) => c.id === first.check)!;
    const line = `tool ${quoted(shown)} is held for ${hostByName(host).title} (profile "${this.profile.name}"): ${check.rejects}, at ${first.pointer} (check ${check.id})`;
    if (this.heldForHost.get(shown) !== line) this.log(line);
    this.heldForHost.set(shown, line);
    return true;
  }

  /**
   * The one member with standing among several claiming `shown` (the others are newcomers, each held with one line),
   * or undefined when none or more than one stands (then the name is held for all).
   */
  private owner(kind: Kind, shown: string, by: Map<Inner, string>): Entry | undefined {
    const standing = [...by].filter(([inner, original]) => standsOn(inner.member, `${kind}:${original}`));
    if (standing.length !== 1) return undefined;
    const [[inner, original]] = standing;
    if (!this.reported.has(`${kind}:${shown}`)) {
      this.reported.add(`${kind}:${shown}`);
      const newcomers = [...by].filter(([i]) => i !== inner).map(([i, o]) => `"${i.member.name}" (${quoted(o)})`).join(' and ');
      this.log(`server ${newcomers} newly serves ${kind} ${quoted(shown)}, which server "${inner.member.name}" owns by approval; the owner keeps it and the newcomer's is held (give one server a "prefix", or reject it there)`);
    }
    return { inner, original, ref: `${kind}:${original}` };
  }

  /** The one line for a name or URI two members claim, logged once; the refusal the client gets for it. */
  private held(kind: Kind, shown: string, by: Map<Inner, string>, how = 'publish'): Held {
    const servers = [...by.keys()].map((i) => `"${i.member.name}"`);
    const what = `${kind === 'resourceTemplate' ? 'resource template' : kind} ${quoted(shown)}`;
    const refusal = `${what} is held: servers ${servers.join(' and ')} both ${how} it`;
    if (!this.reported.has(`${kind}:${shown}`)) {
      this.reported.add(`${kind}:${shown}`);
      const theirs = [...by].map(([i, original]) => `"${i.member.name}" (${quoted(original)})`).join(' and ');
      this.log(
        how === 'publish'
          ? `servers ${theirs} both publish ${what}; it is held for both until one of them no longer does (reject it there, or give one server a "prefix")`
          : `servers ${theirs} have templates that both match ${what}; it is held for both until one template is narrowed (or rejected)`,
      );
    }
    return { refusal };
  }

  /** The member that owns a published name (or a resource URI, or a template string), or the hold on it. */
  route(kind: Kind, shown: string): Route | undefined {
    const hostHold = kind === 'tool' ? this.heldForHost.get(shown) : undefined;
    if (hostHold !== undefined) return { refusal: hostHold };
    const by = this.claims(kind).get(shown);
    if (!by) return undefined;
    if (by.size > 1) return this.owner(kind, shown, by) ?? this.held(kind, shown, by);
    const [[inner, original]] = by;
    return { inner, original, ref: `${kind}:${original}` };
  }

  /**
   * A URI's owner: the member that serves it as a resource, else the single member one of whose templates matches
   * it (a member that is down included: its URIs never fall to another's catch-all). Two: held for both.
   */
  resource(uri: string): Route | undefined {
    const exact = this.route('resource', uri);
    if (exact) return exact;
    const matching = new Map<Inner, string>();
    for (const [template, by] of this.claims('resourceTemplate'))
      for (const [inner, original] of by) if (!matching.has(inner) && templateMatches(template, uri)) matching.set(inner, original);
    if (matching.size > 1) return this.held('resource', uri, matching, 'match');
    if (matching.size === 0) return undefined;
    const [[inner, template]] = matching;
    return { inner, original: template, ref: `resourceTemplate:${template}` };
  }
}

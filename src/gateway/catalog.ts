// What one downstream session was last shown, kind by kind: published name or URI -> the member that serves it and
// the name it serves it under. Built from each list, in config order; the router resolves every targeted request here.
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import type { JsonObject, Kind } from '../core/shared/model.js';
import { KIND_METHOD } from '../core/shared/model.js';
import { publishedName } from './names.js';
import { inProfile, type Profile } from './profiles.js';
import { candidate } from './member.js';
import type { Inner } from './inner.js';

export interface Entry {
  inner: Inner;
  /** The name or URI the member serves it under. */
  original: string;
  ref: string;
}

const NAMED = new Set<Kind>(['tool', 'prompt']);

export class Catalog {
  private byKind = new Map<Kind, Map<string, Entry>>();
  /** URIs already reported as served by two members, so the line is written once per session. */
  private reported = new Set<string>();

  constructor(
    private readonly profile: Profile,
    private readonly log: (line: string) => void,
  ) {}

  /** Is ref of this member published under the profile? The one place that decides it. */
  published(inner: Inner, ref: string): boolean {
    return inProfile(this.profile, candidate(inner.member, ref));
  }

  /**
   * The items to show for `kind`, given each member's (already approval-filtered) list in config order: renamed,
   * filtered by the profile, and for URIs the first member's kept when a later one serves the same.
   */
  build(kind: Kind, lists: ReadonlyArray<{ inner: Inner; items: JsonObject[] }>): JsonObject[] {
    const key = KIND_METHOD[kind].keyField;
    const map = new Map<string, Entry>();
    const out: JsonObject[] = [];
    for (const { inner, items } of lists) {
      for (const item of items) {
        const original = item[key];
        if (typeof original !== 'string') continue;
        const ref = `${kind}:${original}`;
        if (!this.published(inner, ref)) continue;
        const shown = NAMED.has(kind) ? publishedName(inner.member.prefix, original) : original;
        const first = map.get(shown);
        if (first) {
          this.collision(kind, shown, first, inner);
          continue;
        }
        map.set(shown, { inner, original, ref });
        out.push(NAMED.has(kind) ? { ...item, [key]: shown } : item);
      }
    }
    this.byKind.set(kind, map);
    return out;
  }

  private collision(kind: Kind, shown: string, first: Entry, later: Inner): void {
    const id = `${kind}:${shown}`;
    if (this.reported.has(id)) return;
    this.reported.add(id);
    this.log(`servers "${first.inner.member.name}" and "${later.member.name}" both publish ${kind} ${JSON.stringify(shown).slice(0, 200)}; the gateway publishes the first in the file and refuses "${later.member.name}"'s`);
  }

  /** The entry a published name or URI stands for, as of the last list of its kind. */
  lookup(kind: Kind, shown: string): Entry | undefined {
    return this.byKind.get(kind)?.get(shown);
  }

  /** Whether lists of `kind` were ever built in this session. */
  listed(kind: Kind): boolean {
    return this.byKind.has(kind);
  }

  /** A URI's entry: a listed resource, else the first listed template that matches it. */
  resource(uri: string): Entry | undefined {
    const direct = this.lookup('resource', uri);
    if (direct) return direct;
    for (const [template, entry] of this.byKind.get('resourceTemplate') ?? []) {
      try {
        if (new UriTemplate(template).match(uri)) return entry;
      } catch {
        // A template the SDK cannot parse matches nothing.
      }
    }
    return undefined;
  }
}

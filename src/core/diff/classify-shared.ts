// What the classifier's passes share: labels, ref helpers and the per-diff context findings are collected in.
import type { Capability, ChangeSide, Finding, JsonValue, Kind, Snapshot } from '../shared/model.js';
import { KINDS } from '../shared/model.js';
import { parseRef } from '../shared/canonical.js';
import { boundedValue } from '../shared/json.js';
import type { DeclaredRename } from './renames/match.js';

export const KIND_LABEL: Readonly<Record<Kind, string>> = {
  tool: 'tool',
  prompt: 'prompt',
  resource: 'resource',
  resourceTemplate: 'resource template',
};

export function keyOfRef(ref: string): string {
  return parseRef(ref)?.key ?? ref;
}

export function quoteList(refs: readonly string[]): string {
  return refs.map((r) => `\`${keyOfRef(r)}\``).join(', ');
}

export function sideOf(caps: readonly Capability[], pointer?: string, value?: JsonValue): ChangeSide {
  const s: ChangeSide = { refs: caps.map((c) => c.ref), digests: caps.map((c) => c.digest) };
  if (pointer !== undefined) s.pointer = pointer;
  const v = boundedValue(value);
  if (v !== undefined) s.value = v;
  return s;
}

/** A declared rename whose target is not served yet, seen on one surface. */
export interface MissingRename {
  surface: string;
  old: string;
  to: string[];
}

/** Everything one surface/kind comparison needs to know about the rest of the snapshots. */
export interface Context {
  findings: Finding[];
  renames: ReadonlyMap<string, DeclaredRename>;
  /** ref -> surfaces offering it, per side (complete observations only). */
  /** Built on first use: most diffs never move a capability between surfaces, and large catalogs pay for the index. */
  baseOffered: () => Map<string, string[]>;
  headOffered: () => Map<string, string[]>;
  /** Declared renames not yet in effect, in kinds that changed: reported as one row per diff, after every surface. */
  missing: Map<string, MissingRename>;
  /** config.policy.deprecatedDescriptionMarker, when set: a house marker read beside the default deprecation forms. */
  deprecatedMarker?: string;
  /** What a suggested `deprecations` entry gives as `since`: the head label when it is a version, else a placeholder. */
  sinceLabel: string;
  /** The tool names (lowercase) the head serves on a surface, built on first use: a text edit that starts naming one is not a plain rewording. */
  headTools: (surface: string) => ReadonlySet<string>;
}

/** The names (lowercase) of the tools a snapshot serves on each surface, computed per surface on first use. */
export function toolNamesBySurface(snap: Snapshot): (surface: string) => ReadonlySet<string> {
  const memo = new Map<string, Set<string>>();
  return (surface) => {
    let names = memo.get(surface);
    if (names === undefined) {
      const ks = snap.surfaces[surface]?.kinds?.tool;
      names = new Set(ks?.observation.state === 'complete' ? ks.items.map((c) => keyOfRef(c.ref).toLowerCase()) : []);
      memo.set(surface, names);
    }
    return names;
  };
}

export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function offeredIndex(snap: Snapshot): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of Object.keys(snap.surfaces).sort()) {
    const s = snap.surfaces[name];
    for (const kind of KINDS) {
      const ks = s.kinds?.[kind];
      if (!ks || ks.observation.state !== 'complete') continue;
      for (const c of ks.items) {
        const list = out.get(c.ref) ?? [];
        // A duplicated ref is still one offer on this surface.
        if (list[list.length - 1] !== name) list.push(name);
        out.set(c.ref, list);
      }
    }
  }
  return out;
}

// The signed surface statement's predicate: what a maintainer's release says its server serves, digest by digest.
// Pure: built from a snapshot and the release's facts; signing, fetching and files live in src/attest/.
import { canonicalJson, definitionDigest, sha256 } from '../shared/canonical.js';
import type { JsonObject, Kind, Snapshot } from '../shared/model.js';
import type { EffectiveDeprecation } from '../release/deprecations.js';

export const PREDICATE_TYPE = 'https://mcp-contract.dev/surface/v1';
export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/**
 * How the surface digest is computed, named and versioned so a verifier refuses a digest it would compute otherwise:
 * each capability's definition (normalized as the snapshot stores it) is digested as RFC 8785 JSON without its
 * origin (so a consumer's own server name does not change it), and the surface digest is the sha256 of the RFC 8785
 * JSON of `{ surface: { ref: digest } }`.
 */
export const CANONICALIZATION = 'mcp-contract/definition-jcs/v1';

/** surface name -> capability ref -> `sha256:` digest of its definition. */
export type SurfaceDigests = Record<string, Record<string, string>>;

export interface SignedSurface {
  /** What the server serves on it: the config's arguments and environment variable names (never their values). */
  arguments?: string[];
  environment?: string[];
  url?: string;
}

export interface SignedDeprecation {
  ref: string;
  surface: string;
  since?: string;
  removeAfter?: string;
  replacedBy?: string;
}

export interface SurfacePredicate {
  server: { name: string; version: string; config: string };
  surface: { digest: string; canonicalization: string };
  capabilities: SurfaceDigests;
  surfaces: Record<string, SignedSurface>;
  deprecations: SignedDeprecation[];
}

export interface Subject {
  name: string;
  digest: Record<string, string>;
}

export interface Statement {
  _type: string;
  subject: Subject[];
  predicateType: string;
  predicate: SurfacePredicate;
}

const KINDS: readonly Kind[] = ['tool', 'prompt', 'resource', 'resourceTemplate'];

/** Every complete surface's capabilities by their origin-free definition digest. */
export function surfaceDigests(snapshot: Snapshot): SurfaceDigests {
  const out: SurfaceDigests = {};
  for (const [name, surface] of Object.entries(snapshot.surfaces).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const refs: Record<string, string> = {};
    for (const kind of KINDS) for (const c of surface.kinds[kind]?.items ?? []) refs[c.ref] = definitionDigest(c.definition);
    out[name] = refs;
  }
  return out;
}

export function surfaceDigest(digests: SurfaceDigests): string {
  return `sha256:${sha256(canonicalJson(digests as unknown as JsonObject))}`;
}

export interface PredicateInput {
  snapshot: Snapshot;
  /** The registry name (`io.github.owner/name`) and the released version. */
  name: string;
  version: string;
  surfaces?: Record<string, SignedSurface>;
  deprecations?: readonly EffectiveDeprecation[];
}

export function buildPredicate(input: PredicateInput): SurfacePredicate {
  const capabilities = surfaceDigests(input.snapshot);
  const deprecations = (input.deprecations ?? []).map((d) => ({
    ref: d.ref,
    surface: d.surface,
    ...(d.sinceDate ?? d.since ? { since: d.sinceDate ?? d.since } : {}),
    ...(d.removeAfterDate ?? d.removeAfter ? { removeAfter: d.removeAfterDate ?? d.removeAfter } : {}),
    ...(d.replacedBy ? { replacedBy: d.replacedBy } : {}),
  }));
  return {
    server: { name: input.name, version: input.version, config: input.snapshot.server },
    surface: { digest: surfaceDigest(capabilities), canonicalization: CANONICALIZATION },
    capabilities,
    surfaces: input.surfaces ?? Object.fromEntries(Object.keys(capabilities).map((s) => [s, {}])),
    deprecations,
  };
}

export function buildStatement(subject: Subject[], predicate: SurfacePredicate): Statement {
  return { _type: STATEMENT_TYPE, subject, predicateType: PREDICATE_TYPE, predicate };
}

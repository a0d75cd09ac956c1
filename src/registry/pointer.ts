// The registry entry's pointer to the signed statement: our namespaced key inside the publisher-provided `_meta` of
// server.json, never the tool list (the registry keeps that object under 4 KB).
import type { Statement } from '../core/attest/predicate.js';

export const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';
export const POINTER_KEY = 'dev.mcp-contract/surface';
export const PUBLISHER_META_LIMIT = 4096;

export interface SurfacePointer {
  surfaceDigest: string;
  canonicalization: string;
  predicateType: string;
  /** sha256 of the signed payload (the statement's exact bytes). */
  statementDigest: string;
  bundle: { digest: string; location?: string };
  /** Who must have signed: the repository (keyless) or the key's hint (a named key). */
  signer: { repository?: string; workflow?: string; keyHint?: string };
}

export function isPointer(v: unknown): v is SurfacePointer {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return typeof p.surfaceDigest === 'string' && typeof p.statementDigest === 'string' && typeof p.bundle === 'object' && p.bundle !== null && typeof p.signer === 'object' && p.signer !== null;
}

export function pointerOf(statement: Statement, statementDigest: string, bundleDigest: string, signer: SurfacePointer['signer'], location?: string): SurfacePointer {
  return {
    surfaceDigest: statement.predicate.surface.digest,
    canonicalization: statement.predicate.surface.canonicalization,
    predicateType: statement.predicateType,
    statementDigest,
    bundle: { digest: bundleDigest, ...(location ? { location } : {}) },
    signer,
  };
}

// Reads a signed statement's payload back into a typed statement, refusing any shape this version would not write:
// the signature proves who wrote the bytes, this proves the bytes say what the verifier then relies on.
import { CANONICALIZATION, PREDICATE_TYPE, STATEMENT_TYPE, surfaceDigest, type Statement, type SurfaceDigests } from './predicate.js';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function digestsOf(v: unknown): SurfaceDigests | string {
  if (!isRecord(v)) return 'predicate.capabilities is not an object';
  const out: SurfaceDigests = {};
  for (const [surface, refs] of Object.entries(v)) {
    if (!isRecord(refs)) return `predicate.capabilities.${surface} is not an object`;
    out[surface] = {};
    for (const [ref, d] of Object.entries(refs)) {
      if (typeof d !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(d)) return `predicate.capabilities.${surface}["${ref}"] is not a sha256 digest`;
      out[surface][ref] = d;
    }
  }
  return out;
}

/** The statement, or the one reason it cannot be relied on. */
export function parseStatement(payload: string): Statement | string {
  let v: unknown;
  try {
    v = JSON.parse(payload);
  } catch {
    return 'the signed payload is not JSON';
  }
  if (!isRecord(v)) return 'the signed payload is not a JSON object';
  if (v._type !== STATEMENT_TYPE) return `the signed payload is not an in-toto Statement v1 (_type ${JSON.stringify(v._type)})`;
  if (v.predicateType !== PREDICATE_TYPE) return `the statement's predicate type is ${JSON.stringify(v.predicateType)}, not ${PREDICATE_TYPE}`;
  if (!Array.isArray(v.subject) || v.subject.length === 0 || !v.subject.every((s) => isRecord(s) && typeof s.name === 'string' && isRecord(s.digest)))
    return 'the statement names no subject';
  const p = v.predicate;
  if (!isRecord(p) || !isRecord(p.server) || typeof p.server.name !== 'string' || typeof p.server.version !== 'string') return 'the predicate names no server name and version';
  if (!isRecord(p.surface) || p.surface.canonicalization !== CANONICALIZATION)
    return `the predicate's canonicalization is ${JSON.stringify(isRecord(p.surface) ? p.surface.canonicalization : undefined)}, which this version does not compute (${CANONICALIZATION})`;
  const caps = digestsOf(p.capabilities);
  if (typeof caps === 'string') return caps;
  // The surface digest is recomputed: a predicate whose capabilities were edited no longer sums to what it claims.
  if (surfaceDigest(caps) !== p.surface.digest) return `the predicate's surface digest ${String(p.surface.digest).slice(0, 19)}… is not the digest of its capabilities`;
  return v as unknown as Statement;
}

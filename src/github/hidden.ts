// The sticky comment's hidden marker and data: how one run tells the next which changes were reviewed at which commits.
import { createHash } from 'node:crypto';

export const MARKER_PREFIX = '<!-- mcp-contract:';
export const DATA_PREFIX = '<!-- mcp-contract-data:';

/** Head shas kept in the hidden data; older ones stop carrying sign-off (a reviewer can approve again). */
export const MAX_SHAS = 100;

/** What one evaluation records for the next. */
export interface HiddenData {
  v: 1;
  /** Head commit this comment was written for. */
  sha: string;
  /** Sorted fingerprints of the changes that needed sign-off at `sha`. */
  fingerprints: string[];
  /** Every evaluated head sha (oldest first, `sha` last) at which exactly this fingerprint set needed sign-off. */
  shas: string[];
  /** When this fingerprint set was first seen (ISO time); a sign-off label applied before then is stale. */
  since: string;
}

/**
 * The hidden marker line for one config and server set. Hashed so no path or server name (PR-controlled) can
 * put `-->` or markup into the marker.
 */
export function markerFor(configPath: string, servers: readonly string[]): string {
  const key = `${configPath}\n${[...new Set(servers)].sort().join('\n')}`;
  const id = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return `${MARKER_PREFIX}${id} -->`;
}

export function encodeHiddenData(data: HiddenData): string {
  // base64url has no `>` or `!`, so the payload can never end the HTML comment early.
  return `${DATA_PREFIX}${Buffer.from(JSON.stringify(data), 'utf8').toString('base64url')} -->`;
}

const SHA = /^[0-9a-f]{7,64}$/i;
const DATA_RE = /<!-- mcp-contract-data:([A-Za-z0-9_-]*) -->/g;

function isStringArray(v: unknown, re?: RegExp): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string' && (re === undefined || re.test(x)));
}

/** Decodes one payload; undefined for anything that is not exactly a v1 record. */
function decode(payload: string): HiddenData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  if (o.v !== 1 || typeof o.sha !== 'string' || !SHA.test(o.sha)) return undefined;
  if (!isStringArray(o.fingerprints) || !isStringArray(o.shas, SHA) || typeof o.since !== 'string') return undefined;
  if (Number.isNaN(Date.parse(o.since))) return undefined;
  if (!o.shas.includes(o.sha)) return undefined;
  return { v: 1, sha: o.sha, fingerprints: [...o.fingerprints].sort(), shas: o.shas, since: o.since };
}

/**
 * Reads the hidden data from a comment body. Garbage, a wrong version or more than one data block (someone
 * managed to add a second) all give undefined, which callers treat as "no trusted history".
 */
export function readHiddenData(body: unknown): HiddenData | undefined {
  if (typeof body !== 'string') return undefined;
  const found = [...body.matchAll(DATA_RE)];
  if (found.length !== 1) return undefined;
  // A data block that starts the same but is malformed would not match the regex; count prefixes as well.
  if (body.split(DATA_PREFIX).length - 1 !== 1) return undefined;
  return decode(found[0][1]);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

/** True when `previous` recorded exactly the set of fingerprints in `current`. */
export function sameFingerprints(previous: HiddenData | undefined, current: readonly string[]): boolean {
  return previous !== undefined && sameSet(previous.fingerprints, current);
}

/**
 * The hidden data to write now: the sha history continues while the fingerprint set needing sign-off is unchanged
 * and restarts (with `now` as its start) when the set changes or there was no trusted history.
 */
export function nextHiddenData(
  previous: HiddenData | undefined,
  headSha: string,
  fingerprints: readonly string[],
  now: Date,
): HiddenData {
  const sorted = [...new Set(fingerprints)].sort();
  if (previous !== undefined && sameSet(previous.fingerprints, sorted)) {
    const shas = [...previous.shas.filter((s) => s !== headSha), headSha].slice(-MAX_SHAS);
    return { v: 1, sha: headSha, fingerprints: sorted, shas, since: previous.since };
  }
  return { v: 1, sha: headSha, fingerprints: sorted, shas: [headSha], since: now.toISOString() };
}

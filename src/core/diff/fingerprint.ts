// A change's fingerprint carries review state (sign-offs, ignores) across commits: it depends on what changed, never
// on wording, severity or when it was seen.
import type { ChangeSide, StoredFinding } from '../shared/model.js';
import { valueKey } from '../shared/json.js';
import { ruleById } from '../rules/rules.js';
// In plain code: a diff hashes a few dozen short texts here, and node:crypto's load (with the stream modules it brings)
// cost more than the hashing (issue 55).
import { sha256Hex } from '../shared/sha256.js';

function side(s: ChangeSide | undefined): unknown[] {
  if (!s) return [];
  return [s.refs, s.digests ?? [], s.pointer ?? '', s.value === undefined ? '' : valueKey(s.value)];
}

/**
 * 12 hex characters of sha256 over rule, surface, both sides' refs, digests, pointers and values, and the params the
 * rule names as its identity (a host refusal's host and check: two hosts refusing one tool are two changes).
 */
export function fingerprintOf(f: StoredFinding): string {
  const identity = ruleById(f.rule)?.identity?.map((k) => String(f.params?.[k] ?? ''));
  const text = JSON.stringify([f.rule, f.surface, side(f.before), side(f.after), ...(identity ? [identity] : [])]);
  return sha256Hex(text).slice(0, 12);
}

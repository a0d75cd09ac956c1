// Check (e): the live surface against the signed one, capability by capability. Only an exact digest match is
// approved; a changed one is its own verdict holding both digests, never a silent new approval.
import type { SurfaceDigests } from './predicate.js';

export type SignedMatch =
  | { status: 'signed'; surface: string; ref: string; digest: string }
  | { status: 'changed'; surface: string; ref: string; serves: string; signed: string }
  | { status: 'unsigned'; surface: string; ref: string; serves: string }
  | { status: 'missing'; surface: string; ref: string; signed: string };

export interface SignedComparison {
  ok: boolean;
  entries: SignedMatch[];
}

/**
 * Compares every surface the live capture observed (a consumer runs the configurations it uses, not necessarily all
 * the maintainer signed); a live surface the release did not sign has only unsigned capabilities.
 */
export function compareSigned(signed: SurfaceDigests, live: SurfaceDigests): SignedComparison {
  const entries: SignedMatch[] = [];
  for (const surface of Object.keys(live)) {
    const s = signed[surface] ?? {};
    const l = live[surface] ?? {};
    for (const ref of [...new Set([...Object.keys(s), ...Object.keys(l)])].sort()) {
      const want = s[ref];
      const got = l[ref];
      if (want !== undefined && got === want) entries.push({ status: 'signed', surface, ref, digest: got });
      else if (want !== undefined && got !== undefined) entries.push({ status: 'changed', surface, ref, serves: got, signed: want });
      else if (got !== undefined) entries.push({ status: 'unsigned', surface, ref, serves: got });
      else if (want !== undefined) entries.push({ status: 'missing', surface, ref, signed: want });
    }
  }
  return { ok: entries.every((e) => e.status === 'signed'), entries };
}

/** `tool:x`: serves sha256:ab12…; release signed sha256:cd34… — the one line a held capability shows. */
export function matchLine(e: SignedMatch): string {
  const short = (d: string) => `${d.slice(0, 19)}…`;
  const where = e.surface === 'default' ? e.ref : `${e.ref} [${e.surface}]`;
  switch (e.status) {
    case 'signed':
      return `${where}: signed ${short(e.digest)}`;
    case 'changed':
      return `${where}: serves ${short(e.serves)}; release signed ${short(e.signed)}`;
    case 'unsigned':
      return `${where}: serves ${short(e.serves)}; the release signed no such capability`;
    case 'missing':
      return `${where}: not served; release signed ${short(e.signed)}`;
  }
}

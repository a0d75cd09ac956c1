// One upstream of the gateway, for the gateway's whole life: its guard (approvals, store, identity, policy: the
// single guard's own objects) and what profiles and names need of it. Per downstream session it gets an Inner.
import { approvedRefs } from '../core/approval/approval.js';
import type { Config } from '../core/shared/config.js';
import type { JsonObject, Snapshot } from '../core/shared/model.js';
import type { Guard } from '../guard/service.js';
import type { Candidate } from './profiles.js';

export interface Member {
  /** The server's name in the file: profiles and `status` use it. */
  name: string;
  /** What its tool and prompt names are published under. */
  prefix: string;
  guard: Guard;
  approved: Snapshot;
  surface: string;
  /** The line to log when this member's approvals are missing (every definition it serves is held until approved). */
  unapproved?: string;
  /** new ref -> the refs a declared rename says it replaces. */
  replaces: Map<string, string[]>;
  /** Refs of the approved snapshot, in any era it records. */
  baseline: Set<string>;
}

/** new ref -> old refs, from the config's `renames` (old -> new, or several new for a split). */
export function declaredReplacements(config: Config): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [from, entry] of Object.entries(config.renames ?? {})) {
    const to = typeof entry === 'string' || Array.isArray(entry) ? entry : entry.to;
    for (const t of Array.isArray(to) ? to : [to]) out.set(t, [...(out.get(t) ?? []), from]);
  }
  return out;
}

export function baselineOf(approved: Snapshot, surface: string): Set<string> {
  return approvedRefs(approved, surface);
}

/**
 * What the profile decision needs to know of ref: was it known to the user (approved snapshot, or a person's
 * approval), and which refs does it replace (a rename declared in the config, or a rebind a person approved)?
 */
export function candidate(m: Member, ref: string): Candidate {
  // A person's approval in the store of any era the member serves (a dual-era one has a store per era).
  const rec = m.guard.publication.recordsOf(ref).find((r) => r.state === 'approved' && r.approval?.by === 'human');
  const byPerson = rec !== undefined;
  const known = m.baseline.has(ref) || byPerson;
  const rebinds = byPerson ? (rec.approval?.rebinds ?? []) : [];
  return { server: m.name, ref, known, replaces: [...(m.replaces.get(ref) ?? []), ...rebinds] };
}

/**
 * What a member was approved serving, for the gateway's own answer to initialize while the member is not up yet: the
 * capabilities either era advertised, and the approved instructions. Undefined without approvals: such a member may
 * serve any kind once a person approves it.
 */
export function approvedFacts(m: Member): { capabilities: JsonObject; instructions?: string } | undefined {
  if (m.unapproved) return undefined;
  const s = m.approved.surfaces[m.surface];
  const discover = s?.protocol?.eras.modern?.discover;
  const capabilities = { ...discover?.capabilities, ...s?.server?.capabilities };
  const instructions = s?.server?.instructions ?? discover?.instructions;
  return instructions === undefined ? { capabilities } : { capabilities, instructions };
}

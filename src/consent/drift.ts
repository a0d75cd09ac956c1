// What changed for one server's tools between two snapshots, as consent needs it: which old tool each new one
// continues (declared renames, merges and splits from the config), which look-alikes are only suggested, and whether
// a tool can do more than the one it continues.
import type { Config } from '../core/shared/config.js';
import { configOfServer } from '../core/shared/config.js';
import { UsageError } from '../core/shared/errors.js';
import type { Capability, JsonObject, Snapshot } from '../core/shared/model.js';
import { resolveRenames, suggestMatches } from '../core/diff/renames/match.js';
import { againstGrain } from '../core/diff/powers.js';
import { riskyAdditions } from '../core/diff/risky-text.js';

export type Continuity = 'same' | 'renamed' | 'merged' | 'split' | 'suggested';

export interface Successor {
  to: string;
  how: Continuity;
  /** Where the continuity was said: the config's renames, or a rebind a person approved in the guard's store. */
  source?: 'config' | 'approved';
}

export interface ToolDrift {
  server: string;
  before: ReadonlyMap<string, JsonObject>;
  after: ReadonlyMap<string, JsonObject>;
  /** Old tool -> the tools that continue it: itself while still served, then declared successors, then suggestions. */
  successors: ReadonlyMap<string, Successor[]>;
  /** New tool -> every old tool declared to continue into it (a merge folds several). */
  folded: ReadonlyMap<string, string[]>;
  /**
   * Old tools known by name only (a guard store's rebind whose approved definition is in a snapshot not read): a deny
   * follows them; an allow is never carried from them, since what they could do is unknown.
   */
  unread?: ReadonlySet<string>;
}

/** The tools of every surface, by name (the first surface's definition where surfaces differ). */
export function toolsOf(snapshot: Snapshot, side: string): Map<string, Capability> {
  const out = new Map<string, Capability>();
  for (const [name, surface] of Object.entries(snapshot.surfaces)) {
    // An incomplete list would make every rule look void and every tool new: nothing is judged on it.
    const tools = surface.kinds.tool;
    if (surface.error !== undefined || tools.observation.state === 'failed')
      throw new UsageError(`${side}: surface "${name}": its tools were not observed completely (${tools.observation.state}); consent needs both sides whole`);
    for (const item of tools.items) if (!out.has(item.ref.slice('tool:'.length))) out.set(item.ref.slice('tool:'.length), item);
  }
  return out;
}

const TOOL = 'tool:';

/** The declared tool renames that apply from this base to this head, checked: bad ones are one line, exit 2. */
function declared(config: Config, server: string, before: Map<string, Capability>, after: Map<string, Capability>, where: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [old, r] of resolveRenames(configOfServer(config, server).renames)) {
    if (!old.startsWith(TOOL)) continue;
    const from = old.slice(TOOL.length);
    const to = r.to.filter((t) => t.startsWith(TOOL) && t !== old).map((t) => t.slice(TOOL.length));
    if (!before.has(from) || to.length === 0) continue;
    // A rename onto a tool the base already served would hand the old tool's decisions to an unrelated tool.
    const existing = to.find((t) => before.has(t) && !after.has(from));
    if (existing !== undefined) throw new UsageError(`${where}: renames: "${old}" -> "tool:${existing}": tool:${existing} already existed before the change; a rename cannot land on an existing tool`);
    const served = to.filter((t) => after.has(t));
    if (served.length > 0) out.set(from, served);
  }
  const cycle = cycleOf(out);
  if (cycle) throw new UsageError(`${where}: renames: a cycle (${cycle.map((t) => `tool:${t}`).join(' -> ')}): names that trade places cannot carry decisions`);
  return out;
}

function cycleOf(edges: ReadonlyMap<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const walk = (n: string, path: string[]): string[] | undefined => {
    if (state.get(n) === 'open') return [...path.slice(path.indexOf(n)), n];
    if (state.get(n) === 'done') return undefined;
    state.set(n, 'open');
    for (const m of edges.get(n) ?? []) {
      const found = walk(m, [...path, n]);
      if (found) return found;
    }
    state.set(n, 'done');
    return undefined;
  };
  for (const n of [...edges.keys()].sort()) {
    const found = walk(n, []);
    if (found) return found;
  }
  return undefined;
}

/**
 * `rebinds`: old tool -> the tools a person approved as its new name (the guard store's manual rebinds). They join the
 * declared renames; a target the base already served is allowed there, since a person looked at both.
 */
export function toolDrift(base: Snapshot, head: Snapshot, config: Config, where: string, rebinds: ReadonlyMap<string, readonly string[]> = new Map()): ToolDrift {
  return toolDriftOf(head.server, toolsOf(base, '--from'), toolsOf(head, '--to'), config, where, rebinds);
}

/** The drift between two sets of tools by name (two snapshots, or what a guard store approved and now serves). */
export function toolDriftOf(server: string, b: Map<string, Capability>, a: Map<string, Capability>, config: Config, where: string, rebinds: ReadonlyMap<string, readonly string[]>): ToolDrift {
  const decl = declared(config, server, b, a, where);
  const approved = new Set<string>();
  for (const [old, tos] of rebinds) {
    if (!b.has(old) || decl.has(old)) continue;
    const served = tos.filter((t) => a.has(t) && t !== old);
    if (served.length === 0) continue;
    decl.set(old, served);
    approved.add(old);
  }
  const cycle = cycleOf(decl);
  if (cycle) throw new UsageError(`${where}: renames and approved rebinds: a cycle (${cycle.map((t) => `tool:${t}`).join(' -> ')}): names that trade places cannot carry decisions`);
  const targets = new Set([...decl.values()].flat());
  const removed = [...b.values()].filter((c) => !a.has(c.ref.slice(TOOL.length)) && !decl.has(c.ref.slice(TOOL.length)));
  const added = [...a.values()].filter((c) => !b.has(c.ref.slice(TOOL.length)) && !targets.has(c.ref.slice(TOOL.length)));
  const suggested = suggestMatches(removed, added, againstGrain).targets;
  const successors = new Map<string, Successor[]>();
  const folded = new Map<string, string[]>();
  for (const [old, tos] of decl) for (const t of tos) folded.set(t, [...(folded.get(t) ?? []), old].sort());
  for (const name of b.keys()) {
    const list: Successor[] = a.has(name) ? [{ to: name, how: 'same' }] : [];
    const tos = decl.get(name) ?? [];
    const source = approved.has(name) ? 'approved' : 'config';
    for (const to of tos) list.push({ to, how: tos.length > 1 ? 'split' : (folded.get(to)?.length ?? 0) > 1 ? 'merged' : 'renamed', source });
    const s = suggested.get(`${TOOL}${name}`);
    if (s && tos.length === 0 && !a.has(name)) list.push({ to: s.to.slice(TOOL.length), how: 'suggested' });
    successors.set(name, list);
  }
  const defs = (m: Map<string, Capability>): Map<string, JsonObject> => new Map([...m].map(([k, c]) => [k, c.definition]));
  return { server, before: defs(b), after: defs(a), successors, folded };
}

interface Hints {
  readOnly: boolean;
  destructive: boolean;
  openWorld: boolean;
}

/** The effective hints, with the MCP defaults: a tool that does not say otherwise may be destructive and open-world. */
export function hintsOf(def: JsonObject | undefined): Hints {
  const ann = def?.annotations;
  const a = typeof ann === 'object' && ann !== null && !Array.isArray(ann) ? ann : {};
  return { readOnly: a.readOnlyHint === true, destructive: a.readOnlyHint !== true && a.destructiveHint !== false, openWorld: a.openWorldHint !== false };
}

/** How `after` can do more than `before`: each reason one phrase; none when it cannot. */
export function widerThan(before: JsonObject | undefined, after: JsonObject): string[] {
  const was = hintsOf(before);
  const now = hintsOf(after);
  const out: string[] = [];
  if (was.readOnly && !now.readOnly) out.push('no longer read-only');
  if (!was.destructive && now.destructive) out.push('destructive');
  if (!was.openWorld && now.openWorld) out.push('open-world');
  const risky = riskyAdditions(before, after)[0];
  if (risky) out.push(`its text ${risky.what}`);
  return out;
}

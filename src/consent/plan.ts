// Each rule's fate when its server changes. A rule is a matcher over tool names; what it matched before is followed
// through the drift: a tool still served keeps it, a declared successor gets the rule's new form when that cannot widen
// trust, a look-alike is only reported. Denies (and asks) go to every successor, suggested ones included, since they
// only narrow: a deny on a renamed tool must keep protecting. An allow goes only to a declared successor that can do
// no more than the tool the user allowed, never through a split, and through a merge only when every tool folded in
// was allowed too.
import type { JsonObject } from '../core/shared/model.js';
import { hintsOf, widerThan, type Continuity, type Successor, type ToolDrift } from './drift.js';
import { capabilityGrowth } from './reach.js';
import { entryFor, ruleCovers, ruleTool, ruleWhere, type ConsentRule, type Effect } from './model.js';

export type Fate = 'carried' | 'refused' | 'void' | 'widened';
export type Level = 'error' | 'warning' | 'note';

export interface Outcome {
  rule: ConsentRule;
  fate: Fate;
  level: Level;
  /** A stable id for tooling: `consent-carry-widens`, `consent-wildcard-widened`, `consent-deny-void`, .... */
  id: string;
  tool?: string;
  to?: string;
  how?: Continuity;
  /** For a carry: the entry to write into the rule's list, beside the rule's own or in its place. */
  write?: { text: string; replace: boolean };
  reason: string;
}

export interface ConsentPlan {
  server: string;
  rules: ConsentRule[];
  outcomes: Outcome[];
}

const RANK: Record<Effect, number> = { allow: 1, ask: 2, deny: 3 };

/** What a client's rules say of one tool: the strongest matching rule (deny, then ask, then allow), if any. */
function decisionOf(rules: readonly ConsentRule[], tool: string): ConsentRule | undefined {
  return rules.filter((r) => ruleCovers(r, tool)).sort((x, y) => RANK[y.effect] - RANK[x.effect])[0];
}

/** The head's new tools that continue nothing of the base (declared, approved or suggested). */
function unclaimedTools(drift: ToolDrift): string[] {
  const claimed = new Set([...drift.successors.values()].flat().map((s) => s.to));
  return [...drift.after.keys()].filter((t) => !drift.before.has(t) && !claimed.has(t)).slice(0, 10);
}

function said(source: Successor['source']): string {
  return source === 'approved' ? 'approved (a rebind in the guard store)' : 'declared';
}

function sameClient(rule: ConsentRule, all: readonly ConsentRule[]): ConsentRule[] {
  return all.filter((r) => r.client === rule.client && r.server === rule.server);
}

function describeNew(def: JsonObject): string {
  const h = hintsOf(def);
  const traits = [h.destructive ? 'destructive' : '', h.openWorld ? 'open-world' : ''].filter(Boolean);
  return traits.length ? ` (${traits.join(', ')})` : ' (read-only)';
}

function planRule(rule: ConsentRule, all: readonly ConsentRule[], drift: ToolDrift): Outcome[] {
  const matches = (t: string): boolean => ruleCovers(rule, t);
  const out: Outcome[] = [];
  const add = (o: Omit<Outcome, 'rule'>): void => void out.push({ rule, ...o });
  const continued = new Set<string>();
  const narrowing = rule.effect !== 'allow';
  for (const tool of [...drift.before.keys()].filter(matches)) {
    const successors = drift.successors.get(tool) ?? [];
    if (successors.length === 0) {
      // A deny whose tool vanished may have lost its protection to a new tool nothing links to it: name them. Until
      // the client's rules decide each of them (a rule of any effect), a deny's protection may be gone: an error.
      const same = sameClient(rule, all);
      const unclaimed = narrowing ? unclaimedTools(drift) : [];
      const open = unclaimed.filter((t) => !decisionOf(same, t));
      const hint = unclaimed.length
        ? `; if one of ${unclaimed.map((t) => `tool:${t}`).join(', ')} continues it, declare the rename to carry the ${rule.effect}${open.length ? `, or decide ${open.map((t) => `tool:${t}`).join(', ')} with a rule of its own` : ''}`
        : '';
      const level: Level = open.length === 0 ? 'note' : rule.effect === 'deny' ? 'error' : 'warning';
      add({ fate: 'void', level, id: 'consent-rule-void', tool, reason: `tool:${tool} is no longer served and nothing declared continues it; the rule matches nothing${hint}` });
    }
    for (const s of successors) {
      continued.add(s.to);
      const before = drift.before.get(tool);
      const after = drift.after.get(s.to)!;
      if (matches(s.to)) {
        const wider = rule.effect === 'allow' && s.how !== 'suggested' ? widerThan(before, after) : [];
        if (wider.length)
          add({ fate: 'widened', level: 'warning', id: 'consent-allow-widened', tool, to: s.to, how: s.how, reason: `still allows tool:${s.to}, which is now ${wider.join(', ')}` });
        continue;
      }
      const write = { text: entryFor(rule, s.to), replace: false };
      if (narrowing) {
        // Another rule of the client (any of its files: they merge) already says as much of the successor.
        const held = decisionOf(sameClient(rule, all), s.to);
        if (held && RANK[held.effect] >= RANK[rule.effect]) continue;
        const gone = `the ${rule.effect} on tool:${tool} no longer matches; tool:${s.to} ${s.how === 'suggested' ? 'looks like its successor (suggested)' : `is its ${said(s.source)} ${s.how} successor`}`;
        const level: Level = rule.effect === 'deny' ? 'error' : 'warning';
        add({ fate: 'carried', level, id: `consent-${rule.effect}-void`, tool, to: s.to, how: s.how, write, reason: `${gone}: the protection is gone until the ${rule.effect} is carried (it only narrows)` });
        continue;
      }
      if (s.how === 'suggested') {
        add({ fate: 'void', level: 'warning', id: 'consent-rule-void', tool, to: s.to, how: s.how, reason: `tool:${tool} is gone; tool:${s.to} looks like its successor, but only a declared rename or an approved rebind carries an allow` });
        continue;
      }
      const refusal = allowRefusal(rule, tool, s.to, s.how, all, drift);
      if (refusal) add({ fate: 'refused', level: 'warning', id: 'consent-carry-widens', tool, to: s.to, how: s.how, reason: refusal });
      else {
        // The old name's own entry is rewritten when it can match nothing any more: a stale allow would hand the
        // user's trust to whatever tool takes that name next.
        const replace = ruleTool(rule) === tool && !drift.after.has(tool);
        add({ fate: 'carried', level: 'note', id: 'consent-allow-carried', tool, to: s.to, how: s.how, write: { ...write, replace }, reason: `${said(s.source)} ${s.how}: tool:${tool} -> tool:${s.to}, which can do no more (by its hints, words, inputs and output)` });
      }
    }
  }
  if (rule.effect === 'allow')
    for (const t of [...drift.after.keys()].filter((x) => matches(x) && !continued.has(x)))
      add({ fate: 'widened', level: 'warning', id: 'consent-wildcard-widened', to: t, reason: `now also covers tool:${t}${describeNew(drift.after.get(t)!)}, which it did not cover before` });
  return out;
}

/** Why an allow cannot follow tool -> to, or undefined when it can. */
function allowRefusal(rule: ConsentRule, tool: string, to: string, how: Continuity, all: readonly ConsentRule[], drift: ToolDrift): string | undefined {
  if (how === 'split') {
    const parts = (drift.successors.get(tool) ?? []).filter((s) => s.how === 'split').map((s) => `tool:${s.to}`);
    return `tool:${tool} was split into ${parts.join(', ')}: one allow never becomes several`;
  }
  if (drift.unread?.has(tool))
    return `tool:${tool} was approved in the server's approved snapshot, which this run did not read (run it where mcp-contract.json names the server, or pass --config): an allow follows only a tool whose definition is compared`;
  const more = capabilityGrowth(drift.before.get(tool), drift.after.get(to)!);
  if (more.length) return `tool:${to} can do more than tool:${tool}: ${more.join('; ')}`;
  const same = sameClient(rule, all);
  for (const other of drift.folded.get(to) ?? []) {
    if (other === tool) continue;
    if (drift.unread?.has(other)) return `the merge folds tool:${other} into tool:${to}, and its approved definition was not read`;
    const d = decisionOf(same, other);
    if (!d || d.effect !== 'allow')
      return `the merge folds tool:${other} into tool:${to}, and ${d ? `a ${d.effect} rule covers it (${ruleWhere(d)})` : 'no allow rule covered it'}`;
    const w = capabilityGrowth(drift.before.get(other), drift.after.get(to)!);
    if (w.length) return `tool:${to} can do more than tool:${other}, folded into it: ${w.join('; ')}`;
  }
  return undefined;
}

export function planConsent(server: string, rules: readonly ConsentRule[], drift: ToolDrift): ConsentPlan {
  return { server, rules: [...rules], outcomes: rules.flatMap((r) => planRule(r, rules, drift)) };
}

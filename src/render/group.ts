// What a reader sees as one row: the same change seen on several surfaces ("on admin, default"), and the same rule
// with the same before/after on several capabilities ("14 tools: ..."). Every member keeps its own fingerprint; the
// JSON report is never grouped.
import type { Change, Severity } from '../core/model.js';
import { ruleById } from '../core/rules.js';
import { changeRank } from '../core/report.js';
import { describeInvisible } from './escape.js';

function sideKey(side: Change['before']): string {
  return side ? JSON.stringify([side.refs, side.pointer ?? null, side.value ?? null]) : '';
}

/** Groups changes equal in all but surface and fingerprint; rules whose wording names the surface stay apart. */
export function groupAcrossSurfaces(changes: readonly Change[]): Change[] {
  const out: Change[] = [];
  const byKey = new Map<string, Change>();
  for (const c of changes) {
    const wordedBySurface = ruleById(c.rule)?.message.includes('{surface}') ?? true;
    if (wordedBySurface || c.surface === '*') {
      out.push(c);
      continue;
    }
    const key = JSON.stringify([c.rule, c.severity, c.kind, sideKey(c.before), sideKey(c.after), c.message, c.adjusted ?? null]);
    const seen = byKey.get(key);
    if (seen) {
      seen.surface = `${seen.surface}, ${c.surface}`;
      seen.fingerprint = `${seen.fingerprint}, ${c.fingerprint}`;
    } else {
      const copy = { ...c };
      byKey.set(key, copy);
      out.push(copy);
    }
  }
  return out;
}

/**
 * A rule's message rewritten to speak of "each tool" instead of one named capability, or undefined when its wording
 * cannot be (then its changes are never grouped across capabilities).
 */
export function groupTemplate(message: string): string | undefined {
  const out = message
    .replace(/^The (\{kind\}|tool|prompt|resource) `\{name\}`/, 'Each $1')
    .replace(/^(Tool|Prompt) `\{name\}`/, (_, k: string) => `Each ${k.toLowerCase()}`)
    .replace(/(^|\s)(\{kind\}|tool|prompt|resource) `\{name\}`/g, '$1each $2');
  return out.includes('{name}') || out === message ? undefined : out;
}

/** One row: `members` are surface-merged changes that differ only in the capability they name. */
export interface ChangeGroup {
  lead: Change;
  members: Change[];
  /** The rule's message in its "each tool" form; set when the group has more than one member. */
  template?: string;
}

function capabilityRef(c: Change): string | undefined {
  const before = c.before?.refs ?? [];
  const after = c.after?.refs ?? [];
  const refs = [...new Set([...before, ...after])];
  return refs.length === 1 ? refs[0] : undefined;
}

function capabilityKey(c: Change): string | undefined {
  const rule = ruleById(c.rule);
  const name = c.params?.name;
  if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined) return undefined;
  if (groupTemplate(rule.message) === undefined) return undefined;
  // A name with invisible characters is a look-alike until read: it keeps a row of its own.
  if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => describeInvisible(s).length > 0)) return undefined;
  const params = Object.entries(c.params ?? {})
    .filter(([k]) => k !== 'name')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const side = (s: Change['before']): unknown => (s ? [s.pointer ?? null, s.value ?? null] : null);
  const hint = c.hint.split(name).join('\u0000');
  return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, side(c.before), side(c.after), params, hint]);
}

/** Rows in reading order (risky text, breaking, review, safe; then as classified): per-surface copies and capability twins folded. */
export function groupChanges(changes: readonly Change[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  const byKey = new Map<string, ChangeGroup>();
  for (const c of groupAcrossSurfaces(changes)) {
    const key = capabilityKey(c);
    const seen = key === undefined ? undefined : byKey.get(key);
    if (seen) {
      seen.members.push(c);
      continue;
    }
    const g: ChangeGroup = { lead: c, members: [c] };
    if (key !== undefined) byKey.set(key, g);
    groups.push(g);
  }
  for (const g of groups) {
    if (g.members.length > 1) g.template = groupTemplate(ruleById(g.lead.rule)?.message ?? '');
  }
  // Risky model-visible text leads (core/report.ts changeRank), then breaking, review, safe.
  return groups.sort((a, b) => changeRank(a.lead) - changeRank(b.lead));
}

/** The capabilities a group names, e.g. `tool:read_file`. */
export function groupRefs(g: ChangeGroup): string[] {
  return g.members.map((m) => capabilityRef(m) ?? m.before?.refs[0] ?? m.after?.refs[0] ?? m.kind);
}

/** Changes as a reader counts them: per-surface copies once, each capability of a group once. */
export function distinctCount(changes: readonly Change[]): Record<Severity, number> {
  const t: Record<Severity, number> = { breaking: 0, review: 0, safe: 0 };
  for (const c of groupAcrossSurfaces(changes)) t[c.severity]++;
  return t;
}

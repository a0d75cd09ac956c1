// What a reader sees as one row: the same change seen on several surfaces ("on admin, default"), the same rule
// with the same before/after on several capabilities ("14 tools: ..."), and the changes one cause brought with it
// (causes.ts), told inside its row. Every member keeps its own fingerprint; the JSON report is never grouped.
import type { Change, Severity } from '../core/shared/model.js';
import { ruleById } from '../core/rules/rules.js';
import { changeRank } from '../core/diff/report.js';
import { foldCauses } from './causes.js';
import { describeInvisible } from './escape.js';
import { cuesOf, isPlainRewording } from '../core/diff/rewording.js';
import { CUE_CLASSES, CUE_CLASS_WORDS } from '../core/diff/risky-text.js';

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

/** One row: `members` are surface-merged changes of one rule that differ only in the capability and its values. */
export interface ChangeGroup {
  lead: Change;
  members: Change[];
  /** The rule's message in its "each tool" form; set when the group has more than one member. */
  template?: string;
  /**
   * Sub-groups whose members share before/after values ("9 tools gained a title", one value each). More than one
   * means the values differ: the row names the rule and lists the values in a collapsible block.
   */
  variants: ChangeGroup[];
  /** Changes of the same cause told inside this row rather than as rows of their own (causes.ts). */
  told: Change[];
}

/** True when the members of a group do not all share one before/after. */
export function isVaried(g: ChangeGroup): boolean {
  return g.variants.length > 1;
}

function capabilityRef(c: Change): string | undefined {
  const before = c.before?.refs ?? [];
  const after = c.after?.refs ?? [];
  const refs = [...new Set([...before, ...after])];
  return refs.length === 1 ? refs[0] : undefined;
}

/** What members of one row share whatever their values: rule, severity, kind, surface, adjustment, which params. */
function ruleKey(c: Change): string | undefined {
  // A text edit that adds a cue is a row of its own, naming it; every plain rewording of a report is one row.
  if ((cuesOf(c)?.length ?? 0) > 0) return undefined;
  const reworded = isPlainRewording(c);
  const rule = ruleById(c.rule);
  const name = c.params?.name;
  if (!rule || typeof name !== 'string' || name === '' || capabilityRef(c) === undefined) return undefined;
  // A rule with an identity (a host and check) says it in each row: one row per capability and identity.
  if (rule.identity !== undefined) return undefined;
  if (groupTemplate(rule.message) === undefined) return undefined;
  // A name with invisible characters is a look-alike until read: it keeps a row of its own.
  if ([c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].some((s) => describeInvisible(s).length > 0)) return undefined;
  if (reworded) return JSON.stringify(['reworded', c.severity, c.surface, c.adjusted ?? null]);
  return JSON.stringify([c.rule, c.severity, c.kind, c.surface, c.adjusted ?? null, Object.keys(c.params ?? {}).sort()]);
}

/** Within a rule's row: members whose values and wording are the same. */
function valueKey(c: Change): string {
  const name = String(c.params?.name ?? '');
  const params = Object.entries(c.params ?? {})
    .filter(([k]) => k !== 'name')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const side = (s: Change['before']): unknown => (s ? [s.pointer ?? null, s.value ?? null] : null);
  return JSON.stringify([side(c.before), side(c.after), params, c.hint.split(name).join('\u0000')]);
}

/** The "each tool" wording with every placeholder whose value differs between members written as "…". */
export function variedTemplate(template: string, members: readonly Change[]): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key: string) => {
    const values = new Set(members.map((m) => String(m.params?.[key] ?? '')));
    return values.size === 1 ? whole : '…';
  });
}

/** Server-level notes that explain the per-capability rows of the same report rather than change anything alone. */
export function isExplainingNote(c: Change): boolean {
  return c.rule === 'schema-generator-changed';
}

function exactGroup(c: Change, told: readonly Change[]): ChangeGroup {
  const g: ChangeGroup = { lead: c, members: [c], variants: [], told: [...told] };
  g.variants.push({ lead: c, members: [c], variants: [], told: [] });
  return g;
}

/**
 * Rows in the order sign-off reads them: risky model-visible text, breaking, review, then safe; within a severity the rarer change first
 * (a rule on 3 tools before one repeated on 9), then as classified. Per-surface copies fold into one change; the same
 * rule on several capabilities folds into one row, its values kept per variant.
 */
export function groupChanges(changes: readonly Change[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  const byRule = new Map<string, ChangeGroup>();
  // Each row's variants by value key: a key is serialised once per change, not once per variant per change (which
  // made 1,500 removals of one rule take seconds).
  const variantsOf = new Map<ChangeGroup, Map<string, ChangeGroup>>();
  const { leads, told } = foldCauses(groupAcrossSurfaces(changes));
  for (const c of leads) {
    const key = ruleKey(c);
    const seen = key === undefined ? undefined : byRule.get(key);
    if (!seen) {
      const g = exactGroup(c, told.get(c) ?? []);
      if (key !== undefined) byRule.set(key, g);
      groups.push(g);
      continue;
    }
    seen.members.push(c);
    seen.told.push(...(told.get(c) ?? []));
    let byValue = variantsOf.get(seen);
    if (byValue === undefined) {
      byValue = new Map([[valueKey(seen.lead), seen.variants[0]]]);
      variantsOf.set(seen, byValue);
    }
    const vk = valueKey(c);
    const variant = byValue.get(vk);
    if (variant) variant.members.push(c);
    else {
      const v: ChangeGroup = { lead: c, members: [c], variants: [], told: [] };
      byValue.set(vk, v);
      seen.variants.push(v);
    }
  }
  for (const g of groups) {
    if (isPlainRewording(g.lead)) {
      g.template = rewordedTemplate(g);
      continue;
    }
    if (g.members.length === 1) continue;
    const template = groupTemplate(ruleById(g.lead.rule)?.message ?? '');
    g.template = template !== undefined && isVaried(g) ? variedTemplate(template, g.members) : template;
    for (const v of g.variants) if (v.members.length > 1) v.template = template;
  }
  // Risky model-visible text leads (core/diff/report.ts changeRank); a note that explains other rows (a generator change)
  // reads right before them; then breaking, review, safe.
  // A report's plain rewordings read last among its rows of their severity: re-read, but nothing new to weigh.
  const rank = (g: ChangeGroup): number => (isExplainingNote(g.lead) ? -0.5 : changeRank(g.lead) + (isPlainRewording(g.lead) ? 0.5 : 0));
  return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.g.members.length - b.g.members.length || a.i - b.i).map(({ g }) => g);
}

/** The row of a report's plain rewordings says so first: the words changed, none of the cues a reviewer looks for came with them. */
export const REWORDED = 'Reworded, no new cue';

/** The rule's own wording after "Reworded, no new cue:" when the row is one rule (its "each tool" form for several), else a general one. */
function rewordedTemplate(g: ChangeGroup): string {
  const message = ruleById(g.lead.rule)?.message ?? '';
  const lower = (t: string): string => `${REWORDED}: ${t.charAt(0).toLowerCase()}${t.slice(1)}`;
  if (g.members.length === 1) return lower(message);
  const each = groupTemplate(message);
  const oneRule = g.members.every((m) => m.rule === g.lead.rule && m.kind === g.lead.kind);
  if (oneRule && each !== undefined) return lower(isVaried(g) ? variedTemplate(each, g.members) : each);
  return `${REWORDED}: the descriptions or titles of ${g.members.length} capabilities changed, and the new words add no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters.`;
}

/** The cue classes a row's text edits add (its own, or the edit its risky-text row tells), in words; empty for none. */
export function addedCueWords(g: ChangeGroup): string[] {
  const cues = new Set([...g.members, ...g.told].flatMap((c) => [...(cuesOf(c) ?? [])]));
  return CUE_CLASSES.filter((k) => cues.has(k)).map((k) => CUE_CLASS_WORDS[k]);
}

/** Whether a row is a report's plain rewordings (members of several kinds and rules). */
export function isRewordedGroup(g: ChangeGroup): boolean {
  return isPlainRewording(g.lead);
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

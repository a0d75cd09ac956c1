// The PR comment and job summary: every server- or PR-controlled string goes through escape.ts before it lands here.
import { clientRulesMarkdown } from './client-rules.js';
import { coverageLine } from '../core/diff/canary-coverage.js';
import type { Change, JsonValue, Report, Severity } from '../core/shared/model.js';
import { DATA_PREFIX, encodeHiddenData, MARKER_PREFIX, type HiddenData } from '../github/hidden.js';
import type { SignoffResult } from '../github/signoff.js';
import type { Verdict } from '../github/verdict.js';
import { codeBlock, describeInvisible, escapeCode, escapeInline, jsonBlock, tableCell } from './escape.js';
import { changeTextDelta } from './text-delta.js';
import { isPlainRewording } from '../core/diff/rewording.js';
import { contextCostLine, hostAcceptanceLine } from './hosts.js';
import { safeGroupMessage, safeHint, safeMessage, safeTemplate } from './message.js';
import { ruleById } from '../core/rules/rules.js';
import { toldHint, toldLines } from './causes.js';
import { addedCueWords, distinctCount, groupChanges, groupRefs, isExplainingNote, isVaried, variedTemplate, type ChangeGroup } from './group.js';

export interface CommentContext {
  /** Marker line from `markerFor`; always the first line. Required unless `standalone`. */
  marker?: string;
  /** A plain document (CLI `--format markdown`): no marker, no hidden data. */
  standalone?: boolean;
  /** Written as a second hidden comment for the next run (`nextHiddenData`). */
  hidden?: HiddenData;
  /** Absent in standalone documents: the headline then states the counts only. */
  verdict?: Verdict;
  signoff?: SignoffResult;
  /** Label name in label mode. */
  label?: string;
  /** Shell command that rewrites the snapshots (shown in a code block). */
  updateCommand?: string;
  /** Set when the PR changes the config file; the value is its path. */
  configChanged?: string;
  /** Untrusted one-line notices, e.g. a snapshot that is stale on the base branch. */
  stale?: string[];
  /** Trusted markdown lines written by this tool (e.g. "fork PR: the token is read-only"). */
  notes?: string[];
  /** Heading text (trusted); default "MCP contract". */
  title?: string;
  /** Link to the workflow run (trusted). */
  runUrl?: string;
  /** Body length limit; GitHub refuses comments over 65536 characters. */
  maxLength?: number;
  /** What `maxLength` counts: characters (comments, the default) or UTF-8 bytes (the 1 MiB job summary). */
  unit?: 'chars' | 'bytes';
  /** Names the limit in the note when the list is cut (trusted), e.g. "the job summary's 1 MiB limit". */
  limitName?: string;
  /** Where the whole list is (trusted markdown, lower case), said whenever something is left out. */
  fullListAt?: string;
  /** Severities a code owner signs off (config `policy.signoff`); the headline counts only these as waiting. */
  signoffSeverities?: readonly Severity[];
}

const DEFAULT_FULL_LIST_AT = 'the job summary of the workflow run lists every change, and the JSON report has each one with its fingerprint';

const ICON: Record<Severity, string> = { breaking: '🔴', review: '🟡', safe: '🟢' };
const DEFAULT_MAX_LENGTH = 60000;
const ORDER: readonly Severity[] = ['breaking', 'review', 'safe'];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Distinct changes per severity: a change seen on several surfaces counts once. */
function totals(reports: readonly Report[]): Record<Severity, number> {
  const t: Record<Severity, number> = { breaking: 0, review: 0, safe: 0 };
  for (const r of reports) {
    const d = distinctOf(r);
    for (const s of ORDER) t[s] += d[s];
  }
  return t;
}

function refsText(refs: readonly string[] | undefined): string {
  return (refs ?? []).map((r) => escapeCode(r, 120)).join(', ');
}

const KIND_WORD: Record<string, string> = { resourceTemplate: 'resource template' };

/** "14 tools", "3 resource templates". */
function groupNoun(g: ChangeGroup): string {
  // A report's rewordings are one row whatever their kinds.
  if (new Set(g.members.map((m) => m.kind)).size > 1) return `${g.members.length} capabilities`;
  return plural(g.members.length, KIND_WORD[g.lead.kind] ?? g.lead.kind);
}

function whereOf(c: Change): string {
  const pointer = c.after?.pointer ?? c.before?.pointer;
  let out = '';
  if (pointer !== undefined && pointer !== '') out += ` <sub>${escapeCode(pointer, 120)}</sub>`;
  if (c.surface && c.surface !== '*') out += ` <sub>on ${escapeInline(c.surface, 60)}</sub>`;
  return out;
}

function refsOf(c: Change): string {
  const before = refsText(c.before?.refs);
  const after = refsText(c.after?.refs);
  return before && after && before !== after ? `${before} → ${after}` : after || before || escapeInline(c.kind);
}

/** Names listed in full when a group has this many members or fewer; more collapse into a list. */
const INLINE_NAMES = 3;

/** The "What" cell: the capability (or, for a group, how many and which), the field and the surfaces. */
function whatOf(g: ChangeGroup): string {
  if (g.members.length === 1) return refsOf(g.lead) + whereOf(g.lead);
  const names = groupRefs(g).map((r) => escapeCode(r, 120));
  const list = g.members.length <= INLINE_NAMES ? `${groupNoun(g)}: ${names.join(', ')}` : `<details><summary>${groupNoun(g)}</summary>${names.join(', ')}</details>`;
  return list + whereOf(g.lead);
}

/** The same without nested collapsibles, for a `<summary>` line. */
function whatShort(g: ChangeGroup): string {
  return (g.members.length === 1 ? refsOf(g.lead) : groupNoun(g)) + whereOf(g.lead);
}

/** Every untrusted string a change carries, for the invisible-character check. */
function untrustedStrings(c: Change): string[] {
  const out: string[] = [c.message, c.hint, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])];
  const walk = (v: JsonValue | undefined): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) (out.push(k), walk(x));
  };
  walk(c.before?.value);
  walk(c.after?.value);
  for (const v of Object.values(c.params ?? {})) if (typeof v === 'string') out.push(v);
  return out;
}

// Walks every value of every member: once per row, whichever budgets render it.
const warningsMemo = new WeakMap<ChangeGroup, string>();

function invisibleWarning(g: ChangeGroup): string {
  let warning = warningsMemo.get(g);
  if (warning === undefined) {
    warning = describeWarning(g);
    warningsMemo.set(g, warning);
  }
  return warning;
}

function describeWarning(g: ChangeGroup): string {
  const found = [...new Set(g.members.flatMap(untrustedStrings).flatMap(describeInvisible))];
  return found.length === 0 ? '' : ` ⚠️ **contains invisible characters** (${escapeInline(found.join(', '), 300)})`;
}

/**
 * For review and breaking text changes, the added text is shown in the row itself: a poisoned description must be
 * read, not hidden in a collapsed block.
 */
function addedText(c: Change): string {
  if (c.severity === 'safe') return '';
  const delta = changeTextDelta(c);
  // A rewording's row shows the words that went beside those that came: that is the whole change.
  if (isPlainRewording(c) && delta?.removed) return `<br>**Words changed:** <code>${escapeInline(delta.removed, 300)}</code> → <code>${escapeInline(delta.added, 300)}</code>`;
  return delta?.added ? `<br>**Text added:** <code>${escapeInline(delta.added, 300)}</code>` : '';
}

/** A group's shared before → after, when short enough to read in the row. */
function sharedValues(g: ChangeGroup): string {
  if (g.members.length === 1 || isVaried(g) || !(hasValue(g.lead.before) || hasValue(g.lead.after))) return '';
  const show = (side: Change['before']): string => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
  const before = show(g.lead.before);
  const after = show(g.lead.after);
  return before.length + after.length > 60 ? '' : ` <sub>${escapeCode(before, 80)} → ${escapeCode(after, 80)}</sub>`;
}

/** Most variants a row's values block lists; the rest are counted and left to the full list. */
const ROW_VALUES = 30;

function sideText(side: Change['before']): string {
  return side?.value === undefined ? 'absent' : JSON.stringify(side.value);
}

/** One variant's values: the field when the variants' fields differ, then the text it adds, else before → after. */
function variantValues(v: ChangeGroup, showPointer: boolean): string {
  const pointer = v.lead.after?.pointer ?? v.lead.before?.pointer;
  const at = showPointer && pointer !== undefined ? `${escapeCode(pointer, 120)} ` : '';
  const delta = changeTextDelta(v.lead);
  // A rewording shows the words that went as well as those that came: that is what changed.
  if (delta?.added && delta.removed) return `${at}words <code>${escapeInline(delta.removed, 200)}</code> → <code>${escapeInline(delta.added, 200)}</code>`;
  if (delta?.added) return `${at}text added: <code>${escapeInline(delta.added, 200)}</code>`;
  if (delta?.removed) return `${at}text removed: <code>${escapeInline(delta.removed, 200)}</code>`;
  if (v.lead.before?.value === undefined && v.lead.after?.value === undefined) return pointer !== undefined ? escapeCode(pointer, 120) : '';
  return `${at}${escapeCode(sideText(v.lead.before), 80)} → ${escapeCode(sideText(v.lead.after), 80)}`;
}

/** For a row whose members differ in value ("9 tools gained a title"): each one's values in a collapsible block. */
function valuesBlock(g: ChangeGroup, withValues: boolean): string {
  if (!isVaried(g)) return '';
  if (!withValues) return ` <sub>(${g.variants.length} different values: in the full list)</sub>`;
  const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
  const lines = g.variants.slice(0, ROW_VALUES).map((v) => `${groupRefs(v).map((r) => escapeCode(r, 120)).join(', ')}: ${variantValues(v, pointers.size > 1)}`);
  const more = g.variants.length - lines.length;
  if (more > 0) lines.push(`and ${more} more: in the full list`);
  return `<details><summary>${g.variants.length} different values</summary>${lines.join('<br>')}</details>`;
}

function changeRow(g: ChangeGroup, withValues: boolean): string {
  return memoized(rowsMemo, g, withValues, renderRow);
}

function renderRow(g: ChangeGroup, withValues: boolean): string {
  const c = g.lead;
  const adjusted = c.adjusted ? ` <sub>(${escapeInline(c.adjusted, 160)})</sub>` : '';
  // A risky-text row shows the text its told description edit added (the edit has no row of its own).
  const added = isVaried(g) ? '' : addedText(c) || (g.members.length === 1 && g.told.length === 1 ? addedText(g.told[0]) : '');
  const cues = addedCueWords(g);
  const cueNote = cues.length > 0 ? ` **New cue:** ${escapeInline(cues.join(', '), 200)}.` : '';
  return `| ${ICON[c.severity]} ${c.severity} | ${tableCell(whatOf(g))} | ${tableCell(`${safeGroupMessage(g)}${sharedValues(g)}`)}${cueNote}${adjusted}${invisibleWarning(g)}${tableCell(added + valuesBlock(g, withValues) + toldCell(g))} |`;
}

/** What the same cause also changed (causes.ts), named in the row: rule and how many. */
function toldCell(g: ChangeGroup): string {
  const lines = toldLines(g.told);
  if (lines.length === 0) return '';
  return `<br><sub>with ${lines.map((t) => `${t.severity} <code>${escapeInline(t.rule, 80)}</code>${t.changes.length > 1 ? ` ×${t.changes.length}` : ''}`).join(', ')}</sub>`;
}

/** The told changes in a row's details: each rule's capabilities, field and (alone) message. */
function toldDetails(g: ChangeGroup): string[] {
  const lines = toldLines(g.told);
  if (lines.length === 0) return [];
  const out = ['Also changed by the same cause:', ''];
  for (const t of lines) {
    const one = t.changes.length === 1 ? t.changes[0] : undefined;
    const at = t.pointers.length > 0 ? ` at ${t.pointers.map((p) => escapeCode(p, 300)).join(', ')}` : '';
    out.push(`- ${t.severity} <code>${escapeInline(t.rule, 80)}</code>: ${t.refs.map((r) => escapeCode(r, 120)).join(', ')}${at}${one !== undefined ? `: ${safeMessage(one)}` : ''}`);
    const delta = one === undefined ? undefined : changeTextDelta(one);
    if (delta?.removed) out.push(`  Text removed: <code>${escapeInline(delta.removed, 400)}</code>`);
    if (delta?.added) out.push(`  **Text added:** <code>${escapeInline(delta.added, 400)}</code>`);
    for (const x of t.changes) if (toldHint(x) !== undefined) out.push(`  ${safeHint(x)}`);
  }
  out.push('');
  return out;
}

function hasValue(side: Change['before']): boolean {
  return side !== undefined && (side.value !== undefined || side.pointer !== undefined);
}

function hasDetails(g: ChangeGroup): boolean {
  return g.lead.severity !== 'safe' || hasValue(g.lead.before) || hasValue(g.lead.after) || g.members.length > INLINE_NAMES;
}

// Each budget re-renders the same rows (up to 20 budgets, each over every row and value): group and count once per
// report and render each row and block once, or the cost of a cut body is many times that of an uncut one.
const groupsMemo = new WeakMap<readonly Change[], ChangeGroup[]>();
const distinctMemo = new WeakMap<readonly Change[], Record<Severity, number>>();
const detailsMemo = new WeakMap<ChangeGroup, Map<boolean, string>>();
const rowsMemo = new WeakMap<ChangeGroup, Map<boolean, string>>();

function groupsOf(r: Report): ChangeGroup[] {
  let groups = groupsMemo.get(r.changes);
  if (groups === undefined) {
    groups = groupChanges(r.changes);
    groupsMemo.set(r.changes, groups);
  }
  return groups;
}

function distinctOf(r: Report): Record<Severity, number> {
  let d = distinctMemo.get(r.changes);
  if (d === undefined) {
    d = distinctCount(r.changes);
    distinctMemo.set(r.changes, d);
  }
  return d;
}

function memoized(memo: WeakMap<ChangeGroup, Map<boolean, string>>, g: ChangeGroup, mode: boolean, make: (g: ChangeGroup, mode: boolean) => string): string {
  let byMode = memo.get(g);
  if (byMode === undefined) {
    byMode = new Map();
    memo.set(g, byMode);
  }
  let text = byMode.get(mode);
  if (text === undefined) {
    text = make(g, mode);
    byMode.set(mode, text);
  }
  return text;
}

function changeDetails(g: ChangeGroup, compact: boolean): string {
  return memoized(detailsMemo, g, compact, renderDetails);
}

/** One variant of a varied row: which capabilities, the field, the text delta and (not compact) before/after. */
function variantDetails(v: ChangeGroup, compact: boolean): string[] {
  const c = v.lead;
  const pointer = c.after?.pointer ?? c.before?.pointer;
  const lines = [`${groupRefs(v).map((r) => escapeCode(r, 120)).join(', ')}${pointer !== undefined ? ` at ${escapeCode(pointer, 300)}` : ''}:`, ''];
  const delta = changeTextDelta(c);
  if (delta?.removed) lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
  if (delta?.added) lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
  if (!delta && compact) lines.push(`${escapeCode(sideText(c.before), 200)} → ${escapeCode(sideText(c.after), 200)}`, '');
  if (!compact) {
    lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
    lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
  }
  return lines;
}

/** A collapsible block per row; `compact` leaves out the before/after JSON. */
function renderDetails(g: ChangeGroup, compact: boolean): string {
  const c = g.lead;
  const lines = [`<details><summary>${ICON[c.severity]} ${whatShort(g)}: <code>${escapeInline(c.rule, 80)}</code></summary>`, ''];
  if (g.members.length > 1) lines.push(`${groupNoun(g)}: ${groupRefs(g).map((r) => escapeCode(r, 120)).join(', ')}`, '');
  if (isVaried(g)) lines.push(...g.variants.flatMap((v) => variantDetails(v, compact)));
  else if (hasValue(c.before) || hasValue(c.after)) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    if (pointer !== undefined) lines.push(`Field: ${escapeCode(pointer, 300)}`, '');
    const delta = changeTextDelta(c);
    // Entity-escaped rather than a code span: the text may carry backticks, newlines or closing tags.
    if (delta?.removed) lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
    if (delta?.added) lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
    if (!compact) {
      lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
      lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
    }
  }
  // A varied row's hint names no one member's values (they differ): the rule's hint with those written "…".
  const variedHint = isVaried(g) ? ruleById(c.rule)?.hint : undefined;
  if (variedHint) lines.push(`What to do: ${safeTemplate(variedTemplate(variedHint, g.members), c.params ?? {})}`, '');
  else if (c.hint) lines.push(`What to do: ${safeHint(c)}`, '');
  lines.push(...toldDetails(g));
  const fingerprints = [...g.members, ...g.told].map((m) => m.fingerprint).join(', ');
  lines.push(`${g.members.length > 1 || fingerprints.includes(',') ? 'Fingerprints' : 'Fingerprint'}: ${escapeInline(fingerprints, 100000)}`, '', '</details>');
  return lines.join('\n');
}

/** `renames` entries suggested by the classifier (a removed capability with `params.suggestion` = the new ref). */
function suggestedRenames(reports: readonly Report[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of reports) {
    for (const c of r.changes) {
      const to = c.params?.suggestion;
      const from = c.before?.refs[0];
      if (typeof to === 'string' && from !== undefined && c.type !== 'renamed') out[from] = to;
    }
  }
  return out;
}

/** The sign-off part of the comment. Logins are escaped too: a re-rendered comment must not ping anyone. */
export function renderSignoffMarkdown(signoff: SignoffResult | undefined, label?: string): string {
  if (signoff === undefined) return '';
  const owners = signoff.owners.length > 0 ? signoff.owners.map((o) => escapeInline(o, 100)).join(', ') : '_nobody_';
  const lines = ['#### Sign-off', ''];
  if (signoff.satisfied) {
    const by = (signoff.by ?? []).map((b) => escapeInline(`@${b}`, 100)).join(', ');
    lines.push(by ? `✅ Signed off by ${by}.` : '✅ Nothing here needs sign-off.');
    return lines.join('\n');
  }
  if (signoff.mode === 'none') {
    lines.push('Sign-off is turned off for this repository: changes at the failing severity fail the check.');
  } else if ((signoff.groups ?? []).length > 1) {
    // Servers with different code owners: each needs one of its own.
    lines.push('⏳ Needs sign-off from a code owner of each server:', '');
    for (const g of signoff.groups ?? []) {
      const servers = g.servers.map((s) => escapeInline(s, 100)).join(', ');
      const who = g.owners.length > 0 ? g.owners.map((o) => escapeInline(o, 100)).join(', ') : '_nobody_';
      const by = (g.by ?? []).map((b) => escapeInline(`@${b}`, 100)).join(', ');
      lines.push(g.satisfied ? `- ${servers}: ✅ signed off${by ? ` by ${by}` : ''}` : `- ${servers}: needs ${who}`);
    }
    lines.push('');
    lines.push(signoff.mode === 'label' ? `A code owner applies the ${escapeInline(label ?? '', 100)} label after reading this report.` : 'Code owners approve this PR after reading this report; the PR author cannot sign off.');
  } else {
    lines.push(`⏳ Needs sign-off from a code owner: ${owners}.`, '');
    lines.push(
      signoff.mode === 'label'
        ? `A code owner applies the ${escapeInline(label ?? '', 100)} label after reading this report. It counts only while the changes needing sign-off stay as they are now.`
        : 'A code owner approves this PR after reading this report. An approval counts for the commit it was given on, and for later commits only while the changes needing sign-off stay exactly the same. The PR author cannot sign off.',
    );
  }
  if (signoff.reasons.length > 0) {
    lines.push('');
    for (const reason of signoff.reasons) lines.push(`- ${escapeInline(reason, 400)}`);
  }
  return lines.join('\n');
}

function signable(ctx: CommentContext): readonly Severity[] {
  return ctx.signoffSeverities ?? ['breaking', 'review'];
}

function headline(reports: readonly Report[], ctx: CommentContext): string {
  const title = ctx.title ?? 'MCP contract';
  const t = totals(reports);
  const total = t.breaking + t.review + t.safe;
  const stale = (ctx.stale ?? []).length > 0;
  if (stale) return `### ❌ ${title}: the committed snapshot is stale${total > 0 ? ` (${plural(total, 'change')} against the baseline)` : ''}`;
  if (total === 0) return ctx.verdict === 'fail' ? `### ❌ ${title}: the check fails` : `### ✅ ${title}: no contract changes`;
  switch (ctx.verdict) {
    case undefined:
      return t.breaking > 0
        ? `### ${title}: ${plural(total, 'change')}, ${t.breaking} breaking`
        : `### ${title}: ${plural(total, 'change')}`;
    case 'pass':
      return ctx.signoff?.satisfied && (ctx.signoff.by?.length ?? 0) > 0
        ? `### ✅ ${title}: ${plural(total, 'change')}, signed off`
        : `### ✅ ${title}: ${plural(total, 'change')}, nothing blocks`;
    case 'needs-signoff': {
      // Only the changes at a signable severity wait for an owner; safe ones are listed but need nothing.
      const need = signable(ctx).reduce((n, s) => n + t[s], 0);
      const verb = need === 1 ? 'needs' : 'need';
      return need === total
        ? `### ⏳ ${title}: ${plural(total, 'change')} ${verb} code-owner sign-off`
        : `### ⏳ ${title}: ${need} of ${plural(total, 'change')} ${verb} code-owner sign-off`;
    }
    case 'fail':
      return `### ❌ ${title}: ${plural(total, 'change')}, the check fails`;
  }
}

/** How much of the change list fits. Each step down is announced in the text, never silent. */
interface Budget {
  /** Which rows get a collapsible block: all, only breaking/review, or none. */
  details: 'all' | 'gated' | 'none';
  /** Leave the before/after JSON out of the blocks. */
  compact: boolean;
  /** Most blocks per server (breaking first). */
  detailRows: number;
  /** Most safe rows per server, then most rows of any severity per server. */
  safeRows: number;
  rows: number;
}

/** What a section had to leave out, for the note at the top. */
interface Omitted {
  rows: number;
  details: number;
  compacted: number;
}

function isConfigReport(r: Report): boolean {
  return r.changes.length > 0 && r.changes.every((c) => c.kind === 'config');
}

function sectionTitle(r: Report): string {
  const header = `${escapeInline(r.base, 60)} → ${escapeInline(r.head, 60)}`;
  if (isConfigReport(r)) return `#### Config ${escapeInline(r.server, 100)} (${header})`;
  // A server named "server" (the default for inline commands) is not called "Server server".
  const name = r.server.trim().toLowerCase() === 'server' ? '' : ` ${escapeInline(r.server, 100)}`;
  return `#### Server${name} (${header})`;
}

function severityCounts(groups: readonly ChangeGroup[]): string {
  const t: Record<Severity, number> = { breaking: 0, review: 0, safe: 0 };
  for (const g of groups) t[g.lead.severity] += g.members.length;
  return ORDER.filter((s) => t[s] > 0)
    .map((s) => `${t[s]} ${s}`)
    .join(', ');
}

/** Where cut breaking and review rows are: each rule with how many capabilities and the first few names. */
function cutWhere(cut: readonly ChangeGroup[]): string {
  const gated = cut.filter((g) => g.lead.severity !== 'safe');
  if (gated.length === 0) return '';
  const byRule = new Map<string, string[]>();
  for (const g of gated) {
    const refs = byRule.get(g.lead.rule);
    if (refs === undefined) byRule.set(g.lead.rule, groupRefs(g));
    else refs.push(...groupRefs(g));
  }
  const rules = [...byRule].slice(0, 10).map(([rule, refs]) => {
    const names = refs.slice(0, 3).map((r) => escapeCode(r, 80)).join(', ');
    return `<code>${escapeInline(rule, 80)}</code> on ${refs.length} (${names}${refs.length > 3 ? ', …' : ''})`;
  });
  const more = byRule.size - rules.length;
  return ` The breaking and review ones: ${rules.join('; ')}${more > 0 ? `; and ${plural(more, 'more rule')}` : ''}.`;
}

function table(groups: readonly ChangeGroup[], withValues: boolean): string[] {
  return ['| Severity | What | Change |', '| --- | --- | --- |', ...groups.map((g) => changeRow(g, withValues))];
}

function detailBlocks(groups: readonly ChangeGroup[], budget: Budget, omitted: Omitted): { blocks: string[]; skipped: number } {
  const wanted = groups.filter(hasDetails);
  const detailed = wanted.filter((g) => budget.details === 'all' || (budget.details === 'gated' && g.lead.severity !== 'safe')).slice(0, budget.detailRows);
  if (budget.compact) omitted.compacted += detailed.filter((g) => g.lead.severity !== 'safe').length;
  return { blocks: detailed.map((g) => `${changeDetails(g, budget.compact && g.lead.severity !== 'safe')}\n`), skipped: wanted.length - detailed.length };
}

/**
 * One server's rows: breaking and review in a table, each row's details below it; safe rows (which need no sign-off)
 * in one collapsed block. Whatever the budget leaves out is counted and, for breaking and review rows, named.
 */
function reportSection(r: Report, multi: boolean, budget: Budget, omitted: Omitted, elsewhere: string): string {
  const lines: string[] = [];
  if (multi || r.changes.length > 0) lines.push(sectionTitle(r), '');
  if (r.changes.length === 0) lines.push('No contract changes.');
  else {
    let safeLeft = budget.safeRows;
    const shown: ChangeGroup[] = [];
    const cut: ChangeGroup[] = [];
    for (const g of groupsOf(r)) ((shown.length < budget.rows && (g.lead.severity !== 'safe' || safeLeft-- > 0)) ? shown : cut).push(g);
    const withValues = budget.details !== 'none';
    // A generator note explains the rows: it stands above them as a note, not as one more row among them.
    const notes = shown.filter((g) => isExplainingNote(g.lead));
    for (const g of notes) lines.push(`> [!NOTE]\n> ${safeGroupMessage(g)}`, '');
    const gated = shown.filter((g) => g.lead.severity !== 'safe' && !isExplainingNote(g.lead));
    const safe = shown.filter((g) => g.lead.severity === 'safe' && !isExplainingNote(g.lead));
    const main = detailBlocks(gated, budget, omitted);
    const quiet = detailBlocks(safe, budget, omitted);
    if (gated.length > 0) lines.push(...table(gated, withValues));
    if (main.blocks.length > 0) lines.push('', ...main.blocks);
    if (safe.length > 0) {
      const n = safe.reduce((k, g) => k + g.members.length, 0);
      const summary = `🟢 ${plural(n, 'safe change')}${safe.length < n ? ` in ${plural(safe.length, 'row')}` : ''}: no sign-off needed`;
      lines.push('', `<details><summary>${summary}</summary>`, '', ...table(safe, withValues), '', ...quiet.blocks, '</details>');
    }
    if (cut.length > 0) {
      omitted.rows += cut.length;
      lines.push('', `**${plural(cut.length, 'more row')} (${severityCounts(cut)}) ${cut.length === 1 ? 'is' : 'are'} not shown here**: ${elsewhere}.${cutWhere(cut)}`);
    }
    const skipped = main.skipped + quiet.skipped;
    if (skipped > 0) {
      omitted.details += skipped;
      lines.push('', `Details (before/after, hint, fingerprints) of ${plural(skipped, 'row')} above are not shown here: ${elsewhere}.`);
    }
  }
  if (r.ignored.length > 0) lines.push('', `${plural(r.ignored.length, 'change')} ignored by the config.`);
  return lines.join('\n');
}

function countsLine(reports: readonly Report[]): string {
  const t = totals(reports);
  const counts = ORDER.map((s) => (t[s] > 0 ? `**${t[s]} ${s}**` : `${t[s]} ${s}`)).join(' · ');
  const servers = reports.filter((r) => r.changes.some((c) => c.kind !== 'config')).length;
  const config = reports.some(isConfigReport);
  const where = servers > 1 ? ` across ${plural(servers, 'server')}${config ? ' and the config' : ''}` : '';
  const distinct = t.breaking + t.review + t.safe;
  const rows = reports.reduce((n, r) => n + groupsOf(r).length, 0);
  const perSurface = reports.reduce((n, r) => n + r.changes.length, 0);
  const notes: string[] = [];
  if (rows < distinct) notes.push(`in ${plural(rows, 'row')}`);
  if (perSurface > distinct) notes.push(`${perSurface} counting each surface separately`);
  return `${counts}${where}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

function render(reports: readonly Report[], ctx: CommentContext, budget: Budget | undefined): string {
  const parts: string[] = [];
  if (!ctx.standalone && ctx.marker !== undefined) {
    parts.push(ctx.marker);
    if (ctx.hidden !== undefined) parts.push(encodeHiddenData(ctx.hidden));
    parts.push('');
  }
  parts.push(headline(reports, ctx), '');
  const t = totals(reports);
  const total = t.breaking + t.review + t.safe;
  const multi = reports.length > 1;
  if (total > 0) parts.push(countsLine(reports), '');
  // A stale snapshot is the one thing said: "match" beside "does not match" would be two verdicts at once.
  else if ((ctx.stale ?? []).length > 0) {
    const one = ctx.stale?.length === 1;
    parts.push(`Against the base branch nothing changed, but the ${one ? 'snapshot this PR commits is' : 'snapshots this PR commits are'} not what the live ${one ? 'server serves' : 'servers serve'}: rewrite ${one ? 'it' : 'them'} (below).`, '');
  } else parts.push(`The capabilities match the committed ${reports.length === 1 ? 'snapshot' : 'snapshots'}.`, '');
  // Behavioural evidence is counted apart from the contract: a tool without a canary is unverified, not passed.
  for (const r of reports) if (r.canaries) parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${coverageLine(r.canaries)}`, '');
  // Host acceptance and context cost: derived evidence beside the contract, said only when there is something to say.
  for (const r of reports) {
    for (const line of r.hosts ? [hostAcceptanceLine(r.hosts), contextCostLine(r.hosts)] : []) {
      if (line !== undefined) parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${line}`, '');
    }
  }
  if (ctx.configChanged !== undefined) {
    parts.push(
      `> [!NOTE]\n> This PR changes the config ${escapeInline(ctx.configChanged, 200)}. The changes above are judged with the base branch's config, so renames, ignores and severity overrides this PR adds take effect once it is merged; the edits themselves are listed as changes to sign off.`,
      '',
    );
  }
  for (const s of ctx.stale ?? []) parts.push(`> [!WARNING]\n> ${escapeInline(s, 400)}`, '');
  for (const n of ctx.notes ?? []) parts.push(n, '');
  const elsewhere = ctx.fullListAt ?? DEFAULT_FULL_LIST_AT;
  if (total > 0 && budget !== undefined) {
    const omitted: Omitted = { rows: 0, details: 0, compacted: 0 };
    const sections = reports.filter((r) => multi || r.changes.length > 0).map((r) => reportSection(r, multi, budget, omitted, elsewhere));
    if (omitted.rows + omitted.details + omitted.compacted > 0) {
      const what = [
        omitted.rows > 0 ? plural(omitted.rows, 'row') : '',
        omitted.details > 0 ? `the details of ${plural(omitted.details, 'row')}` : '',
        omitted.compacted > 0 ? `the before/after values of ${plural(omitted.compacted, 'row')}` : '',
      ].filter((x) => x !== '');
      const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}` : what[0];
      parts.push(`> [!NOTE]\n> Cut to fit ${ctx.limitName ?? "GitHub's comment limit"}: left out ${list} (safe changes are cut first, breaking and review ones last). ${capitalize(elsewhere)}.`, '');
    }
    for (const s of sections) parts.push(s, '');
    parts.push(...clientRulesMarkdown(reports));
    const renames = suggestedRenames(reports);
    if (Object.keys(renames).length > 0) {
      parts.push(
        '#### Suggested renames',
        '',
        'If these are renames, declare them in the config so callers are told, and the change is classified as a rename:',
        '',
        jsonBlock({ renames }),
        '',
      );
    }
  } else if (total > 0) {
    parts.push(`> [!NOTE]\n> The change list is too long for ${ctx.limitName ?? "GitHub's comment limit"}: ${elsewhere}.`, '');
  }
  if (total > 0) {
    const signoff = renderSignoffMarkdown(ctx.signoff, ctx.label);
    if (signoff) parts.push(signoff, '');
    if (ctx.updateCommand !== undefined) {
      parts.push(
        '#### Updating the snapshot',
        '',
        'If the changes are intended, rewrite the snapshot and commit it with this PR:',
        '',
        codeBlock(ctx.updateCommand, 'sh'),
        '',
      );
    }
  }
  if (ctx.runUrl !== undefined) parts.push(`<sub>[Workflow run](${ctx.runUrl})</sub>`, '');
  return `${parts.join('\n').trimEnd()}\n`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

const ALL = Number.POSITIVE_INFINITY;

/** Largest first; the last steps keep breaking and review rows while safe ones go. */
const BUDGETS: readonly Budget[] = [
  { details: 'all', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
  { details: 'gated', compact: false, detailRows: ALL, safeRows: ALL, rows: ALL },
  ...[ALL, 40, 15, 5].map((n) => ({ details: 'gated' as const, compact: true, detailRows: n, safeRows: ALL, rows: ALL })),
  ...[ALL, 100, 30, 0].map((n) => ({ details: 'none' as const, compact: false, detailRows: 0, safeRows: n, rows: ALL })),
  ...[200, 100, 50, 20, 5].map((n) => ({ details: 'none' as const, compact: false, detailRows: 0, safeRows: 0, rows: n })),
];

function fits(text: string, max: number, unit: CommentContext['unit']): boolean {
  if (unit !== 'bytes' || text.length > max) return text.length <= max;
  // A UTF-16 unit is at most 3 UTF-8 bytes: most bodies are decided without encoding them.
  return text.length * 3 <= max || new TextEncoder().encode(text).length <= max;
}

/**
 * Renders the comment body: marker line first, then hidden data, headline, counts, change tables (grouped rows) with
 * collapsible before/after, suggested renames, sign-off status and how to update the snapshot. Shrinks itself to stay
 * under `maxLength` (details of safe changes first, then before/after values, then rows, safe rows before any
 * other), and says what it left out and where the whole list is.
 */
export function renderMarkdown(reports: readonly Report[], ctx: CommentContext): string {
  const marked = !ctx.standalone;
  if (marked && !ctx.marker?.startsWith(MARKER_PREFIX)) throw new Error('comment marker must come from markerFor()');
  const max = ctx.maxLength ?? DEFAULT_MAX_LENGTH;
  let body = '';
  for (const budget of [...BUDGETS, undefined]) {
    body = render(reports, ctx, budget);
    if (fits(body, max, ctx.unit)) break;
  }
  // Defense in depth: escaping must have kept every forged marker out.
  const data = marked && ctx.hidden !== undefined ? 1 : 0;
  if (count(body, MARKER_PREFIX) !== (marked ? 1 : 0) || count(body, DATA_PREFIX) !== data) {
    throw new Error('untrusted text produced a comment marker; refusing to render');
  }
  return body;
}

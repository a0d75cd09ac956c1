// The PR comment and job summary: every server- or PR-controlled string goes through escape.ts before it lands here.
import { coverageLine } from '../core/canary-coverage.js';
import type { Change, JsonValue, Report, Severity } from '../core/model.js';
import { DATA_PREFIX, encodeHiddenData, MARKER_PREFIX, type HiddenData } from '../github/hidden.js';
import type { SignoffResult } from '../github/signoff.js';
import type { Verdict } from '../github/verdict.js';
import { codeBlock, describeInvisible, escapeInline, jsonBlock, tableCell } from './escape.js';
import { changeTextDelta } from './text-delta.js';
import { safeHint, safeMessage } from './message.js';
import { groupAcrossSurfaces } from './group.js';

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
}

const ICON: Record<Severity, string> = { breaking: '🔴', review: '🟡', safe: '🟢' };
const DEFAULT_MAX_LENGTH = 60000;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function totals(reports: readonly Report[]): Record<Severity, number> {
  const t: Record<Severity, number> = { breaking: 0, review: 0, safe: 0 };
  for (const r of reports) for (const c of r.changes) t[c.severity]++;
  return t;
}

function refsText(refs: readonly string[] | undefined): string {
  return (refs ?? []).map((r) => escapeInline(r, 120)).join(', ');
}

function whatOf(c: Change): string {
  const before = refsText(c.before?.refs);
  const after = refsText(c.after?.refs);
  const pointer = c.after?.pointer ?? c.before?.pointer;
  let what = before && after && before !== after ? `${before} → ${after}` : after || before || escapeInline(c.kind);
  if (pointer !== undefined && pointer !== '') what += ` <sub>${escapeInline(pointer, 120)}</sub>`;
  if (c.surface && c.surface !== '*') what += ` <sub>on ${escapeInline(c.surface, 60)}</sub>`;
  return what;
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

function invisibleWarning(c: Change): string {
  const found = [...new Set(untrustedStrings(c).flatMap(describeInvisible))];
  return found.length === 0 ? '' : ` ⚠️ **contains invisible characters** (${escapeInline(found.join(', '), 300)})`;
}

function changeRow(c: Change): string {
  const adjusted = c.adjusted ? ` <sub>(${escapeInline(c.adjusted, 160)})</sub>` : '';
  return `| ${ICON[c.severity]} ${c.severity} | ${escapeInline(c.kind, 40)} | ${tableCell(whatOf(c))} | ${tableCell(safeMessage(c))}${adjusted}${invisibleWarning(c)} |`;
}

function hasValue(side: Change['before']): boolean {
  return side !== undefined && (side.value !== undefined || side.pointer !== undefined);
}

function changeDetails(c: Change): string {
  const lines = [
    `<details><summary>${ICON[c.severity]} ${whatOf(c)}: <code>${escapeInline(c.rule, 80)}</code></summary>`,
    '',
  ];
  if (hasValue(c.before) || hasValue(c.after)) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    if (pointer !== undefined) lines.push(`Field: ${escapeInline(pointer, 300)}`, '');
    const delta = changeTextDelta(c);
    // Entity-escaped rather than a code span: the text may carry backticks, newlines or closing tags.
    if (delta?.removed) lines.push(`Text removed: <code>${escapeInline(delta.removed, 400)}</code>`, '');
    if (delta?.added) lines.push(`**Text added:** <code>${escapeInline(delta.added, 400)}</code>`, '');
    lines.push('Before:', '', c.before?.value === undefined ? '_(absent)_' : jsonBlock(c.before.value), '');
    lines.push('After:', '', c.after?.value === undefined ? '_(absent)_' : jsonBlock(c.after.value), '');
  }
  if (c.hint) lines.push(`What to do: ${safeHint(c)}`, '');
  lines.push(`Fingerprint: ${escapeInline(c.fingerprint, 80)}`, '', '</details>');
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
    case 'needs-signoff':
      return `### ⏳ ${title}: ${plural(total, 'change')} ${total === 1 ? 'needs' : 'need'} code-owner sign-off`;
    case 'fail':
      return `### ❌ ${title}: ${plural(total, 'change')}, the check fails`;
  }
}

interface Budget {
  details: boolean;
  rows: number;
}

function reportSection(r: Report, multi: boolean, budget: Budget): string {
  const lines: string[] = [];
  const header = `${escapeInline(r.base, 60)} → ${escapeInline(r.head, 60)}`;
  if (multi || r.changes.length > 0) lines.push(`#### Server ${escapeInline(r.server, 100)} (${header})`, '');
  if (r.changes.length === 0) {
    lines.push('No contract changes.');
  } else {
    lines.push('| Severity | Kind | What | Change |', '| --- | --- | --- | --- |');
    const order: Severity[] = ['breaking', 'review', 'safe'];
    const sorted = groupAcrossSurfaces(r.changes).sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
    for (const c of sorted.slice(0, budget.rows)) lines.push(changeRow(c));
    if (sorted.length > budget.rows) {
      lines.push('', `…and ${sorted.length - budget.rows} more; the job summary and JSON report list them all.`);
    }
    if (budget.details) {
      const detailed = sorted.filter((c) => c.severity !== 'safe' || hasValue(c.before) || hasValue(c.after));
      if (detailed.length > 0) lines.push('', ...detailed.slice(0, 50).map((c) => `${changeDetails(c)}\n`));
    }
  }
  if (r.ignored.length > 0) lines.push('', `${plural(r.ignored.length, 'change')} ignored by the config.`);
  return lines.join('\n');
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
  if (total > 0) {
    const counts = (['breaking', 'review', 'safe'] as Severity[])
      .map((s) => (t[s] > 0 ? `**${t[s]} ${s}**` : `${t[s]} ${s}`))
      .join(' · ');
    // The counts are per surface (what the gate counts); the tables show a change seen on several surfaces once.
    const rows = reports.reduce((n, r) => n + groupAcrossSurfaces(r.changes).length, 0);
    const perSurface = rows < total ? ` (counted per surface; ${plural(rows, 'distinct change')} below)` : '';
    parts.push(`${counts}${multi ? ` across ${plural(reports.length, 'server')}` : ''}${perSurface}`, '');
  } else {
    parts.push(`The capabilities match the committed ${reports.length === 1 ? 'snapshot' : 'snapshots'}.`, '');
  }
  // Behavioural evidence is counted apart from the contract: a tool without a canary is unverified, not passed.
  for (const r of reports) if (r.canaries) parts.push(`${multi ? `${escapeInline(r.server, 100)}: ` : ''}${coverageLine(r.canaries)}`, '');
  if (ctx.configChanged !== undefined) {
    parts.push(
      `> [!NOTE]\n> This PR changes the config ${escapeInline(ctx.configChanged, 200)}. The changes above are judged with the base branch's config, so renames, ignores and severity overrides this PR adds take effect once it is merged; the edits themselves are listed as changes to sign off.`,
      '',
    );
  }
  for (const s of ctx.stale ?? []) parts.push(`> [!WARNING]\n> ${escapeInline(s, 400)}`, '');
  for (const n of ctx.notes ?? []) parts.push(n, '');
  if (total > 0 && budget !== undefined) {
    for (const r of reports) if (multi || r.changes.length > 0) parts.push(reportSection(r, multi, budget), '');
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
    parts.push('The change list is too long for a comment; the job summary and JSON report list every change.', '');
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

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/**
 * Renders the comment body: marker line first, then hidden data, headline, counts, change tables with collapsible
 * before/after, suggested renames, sign-off status and how to update the snapshot. Shrinks itself (details first,
 * then rows) to stay under `maxLength`.
 */
export function renderMarkdown(reports: readonly Report[], ctx: CommentContext): string {
  const marked = !ctx.standalone;
  if (marked && !ctx.marker?.startsWith(MARKER_PREFIX)) throw new Error('comment marker must come from markerFor()');
  const max = ctx.maxLength ?? DEFAULT_MAX_LENGTH;
  const budgets: (Budget | undefined)[] = [
    { details: true, rows: 200 },
    { details: false, rows: 200 },
    { details: false, rows: 30 },
    undefined,
  ];
  let body = '';
  for (const budget of budgets) {
    body = render(reports, ctx, budget);
    if (body.length <= max) break;
  }
  // Defense in depth: escaping must have kept every forged marker out.
  const data = marked && ctx.hidden !== undefined ? 1 : 0;
  if (count(body, MARKER_PREFIX) !== (marked ? 1 : 0) || count(body, DATA_PREFIX) !== data) {
    throw new Error('untrusted text produced a comment marker; refusing to render');
  }
  return body;
}

// Plain terminal output of a report. Server text could carry ANSI escapes that rewrite the terminal: they never get through.
import type { Change, Report, Severity } from '../core/shared/model.js';
import { toldHint, toldLines } from './causes.js';
import { describeInvisible } from './escape.js';
import { addedCueWords, distinctCount, groupChanges, groupRefs, isVaried, variedTemplate, type ChangeGroup } from './group.js';
import { fillTemplate, ruleById } from '../core/rules/rules.js';
import { plainGroupMessage } from './message.js';
import { changeTextDelta } from './text-delta.js';
import { cleanTerminal } from './terminal.js';
import { hostTextLines } from './hosts.js';

export { cleanTerminal };

/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
export const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';

export interface TextOptions {
  /** Colour the severity labels (our own escapes; server text stays stripped). */
  color?: boolean;
}

const COLOR: Record<Severity, string> = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';

function label(severity: Severity, color: boolean): string {
  const text = severity.toUpperCase().padEnd(8);
  return color ? `${COLOR[severity]}${text}${RESET}` : text;
}

function refs(c: Change): string {
  const before = (c.before?.refs ?? []).map((r) => cleanTerminal(r, 120)).join(', ');
  const after = (c.after?.refs ?? []).map((r) => cleanTerminal(r, 120)).join(', ');
  const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
  return what + pointerOf(c);
}

function pointerOf(c: Change): string {
  const pointer = c.after?.pointer ?? c.before?.pointer;
  return pointer ? ` ${cleanTerminal(pointer, 120)}` : '';
}

/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g: ChangeGroup): string {
  if (g.members.length === 1) return refs(g.lead);
  const names = groupRefs(g).map((r) => cleanTerminal(r, 120));
  const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
  // A report's rewordings are one row whatever their kinds.
  const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
  return `${g.members.length} ${noun}: ${names.join(', ')}${pointerOf(g.lead)}`;
}

function hasValues(c: Change): boolean {
  return c.before?.value !== undefined || c.after?.value !== undefined;
}

/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c: Change): string {
  const rule = ruleById(c.rule);
  if (!rule || !c.hint) return '';
  const base = fillTemplate(rule.hint, c.params ?? {});
  return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}

/** A varied row's hint names no one member's values: what differs between members reads "…". */
function groupHint(g: ChangeGroup): string {
  const rule = ruleById(g.lead.rule);
  if (!isVaried(g) || !rule || !g.lead.params) return g.lead.hint;
  return fillTemplate(variedTemplate(rule.hint, g.members), g.lead.params);
}

function changeLines(g: ChangeGroup, color: boolean, hintsShown: Set<string>): string[] {
  const c = g.lead;
  const surface = c.surface && c.surface !== '*' ? `  [${cleanTerminal(c.surface, 60)}]` : '';
  const lines = [`  ${label(c.severity, color)} ${cleanTerminal(c.rule, 60)}  ${what(g)}${surface}`, `           ${cleanTerminal(plainGroupMessage(g))}`];
  const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(describeInvisible);
  if (invisible.length > 0) lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
  const show = (side: Change['before']): string => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
  if (isVaried(g)) {
    // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
    const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
    for (const v of g.variants) {
      const delta = changeTextDelta(v.lead);
      const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
      const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
      // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
      const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
      const line = `${at}${values}`.trim();
      if (line !== '') lines.push(`           ${cleanTerminal(groupRefs(v).join(', '), 200)}: ${cleanTerminal(line, 400)}`);
    }
  } else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
    lines.push(`           each: ${cleanTerminal(show(c.before), 140)} -> ${cleanTerminal(show(c.after), 140)}`);
  }
  // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
  for (const t of toldLines(g.told)) {
    const one = t.changes.length === 1 ? t.changes[0] : undefined;
    const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => cleanTerminal(p, 120)).join(', ')}` : '';
    const where = `${t.refs.map((r) => cleanTerminal(r, 120)).join(', ')}${at}`;
    lines.push(`           with ${t.severity} ${cleanTerminal(t.rule, 60)}: ${cleanTerminal(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
    // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
    const told = one === undefined ? undefined : changeTextDelta(one);
    if (told?.removed) lines.push(`             removed text: ${cleanTerminal(told.removed, 300)}`);
    if (told?.added) lines.push(`             added text: ${cleanTerminal(told.added, 300)}`);
    for (const h of t.changes.flatMap((x) => toldHint(x) ?? [])) lines.push(`             hint: ${cleanTerminal(h, 500)}`);
  }
  const delta = isVaried(g) ? undefined : changeTextDelta(c);
  if (delta?.removed) lines.push(`           removed text: ${cleanTerminal(delta.removed, 300)}`);
  if (delta?.added) lines.push(`           added text: ${cleanTerminal(delta.added, 300)}`);
  // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
  const cues = addedCueWords(g);
  if (cues.length > 0) lines.push(`           new cue: ${cues.join(', ')}`);
  if (c.adjusted) lines.push(`           adjusted: ${cleanTerminal(c.adjusted)}`);
  // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
  const hint = groupHint(g);
  const hintKey = `${c.rule}\u0000${hint}`;
  if (hint && !hintsShown.has(hintKey)) {
    hintsShown.add(hintKey);
    lines.push(`           hint: ${cleanTerminal(hint, 500)}`);
  }
  return lines;
}

function renderOne(r: Report, color: boolean): string {
  const groups = groupChanges(r.changes);
  const d = distinctCount(r.changes);
  const distinct = d.breaking + d.review + d.safe;
  // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
  const notes: string[] = [];
  if (groups.length < distinct) notes.push(`in ${groups.length} rows`);
  if (r.changes.length > distinct) notes.push(`${r.changes.length} counting each surface separately`);
  const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${cleanTerminal(r.server, 100)}`;
  const head = `${name} (${cleanTerminal(r.base, 60)} -> ${cleanTerminal(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
  const lines = [head];
  if (r.changes.length === 0) lines.push('  no contract changes');
  const hintsShown = new Set<string>();
  for (const g of groups) lines.push(...changeLines(g, color, hintsShown));
  if (r.ignored.length > 0) lines.push(`  ${r.ignored.length} ignored by the config`);
  if (r.hosts) lines.push(...hostTextLines(r.hosts, cleanTerminal));
  return lines.join('\n');
}

/** One block per report, changes worst first. */
export function renderText(reports: Report | readonly Report[], options: TextOptions = {}): string {
  const list: readonly Report[] = Array.isArray(reports) ? reports : [reports as Report];
  return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}

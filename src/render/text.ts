// Plain terminal output of a report. Server text could carry ANSI escapes that rewrite the terminal: they never get through.
import type { Change, Report, Severity } from '../core/model.js';
import { describeInvisible, revealInvisible, truncate } from './escape.js';
import { groupAcrossSurfaces } from './group.js';
import { changeTextDelta } from './text-delta.js';

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), the 8-bit CSI, and any other two-byte ESC sequence.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;

/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `⟨U+XXXX⟩`. */
export function cleanTerminal(text: string, max = 300): string {
  const stripped = String(text).replace(ANSI, '').replace(/[\r\n\t]+/g, ' ');
  return truncate(revealInvisible(stripped), max);
}

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
  const pointer = c.after?.pointer ?? c.before?.pointer;
  const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
  return pointer ? `${what} ${cleanTerminal(pointer, 120)}` : what;
}

function changeLines(c: Change, color: boolean, hintsShown: Set<string>): string[] {
  const surface = c.surface && c.surface !== '*' ? `  [${cleanTerminal(c.surface, 60)}]` : '';
  const lines = [`  ${label(c.severity, color)} ${cleanTerminal(c.rule, 60)}  ${refs(c)}${surface}`, `           ${cleanTerminal(c.message)}`];
  const invisible = [c.message, ...(c.before?.refs ?? []), ...(c.after?.refs ?? [])].flatMap(describeInvisible);
  if (invisible.length > 0) lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
  const delta = changeTextDelta(c);
  if (delta?.removed) lines.push(`           removed text: ${cleanTerminal(delta.removed, 300)}`);
  if (delta?.added) lines.push(`           added text: ${cleanTerminal(delta.added, 300)}`);
  if (c.adjusted) lines.push(`           adjusted: ${cleanTerminal(c.adjusted)}`);
  // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
  const hintKey = `${c.rule}\u0000${c.hint}`;
  if (c.hint && !hintsShown.has(hintKey)) {
    hintsShown.add(hintKey);
    lines.push(`           hint: ${cleanTerminal(c.hint, 500)}`);
  }
  return lines;
}

function renderOne(r: Report, color: boolean): string {
  const order: Severity[] = ['breaking', 'review', 'safe'];
  const sorted = groupAcrossSurfaces(r.changes).sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
  // The counts are per surface (what the gate and the Action outputs count); say so when the rows below are fewer.
  const perSurface = sorted.length < r.changes.length ? ` (counted per surface; ${sorted.length} distinct below)` : '';
  const head = `server ${cleanTerminal(r.server, 100)} (${cleanTerminal(r.base, 60)} -> ${cleanTerminal(r.head, 60)}): ${r.summary.breaking} breaking, ${r.summary.review} review, ${r.summary.safe} safe${perSurface}`;
  const lines = [head];
  if (r.changes.length === 0) lines.push('  no contract changes');
  const hintsShown = new Set<string>();
  for (const c of sorted) lines.push(...changeLines(c, color, hintsShown));
  if (r.ignored.length > 0) lines.push(`  ${r.ignored.length} ignored by the config`);
  return lines.join('\n');
}

/** One block per report, changes worst first. */
export function renderText(reports: Report | readonly Report[], options: TextOptions = {}): string {
  const list: readonly Report[] = Array.isArray(reports) ? reports : [reports as Report];
  return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}

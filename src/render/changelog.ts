// Release notes from a report: what callers must do, grouped the way a changelog reader scans (Keep a Changelog headings).
// Names and descriptions come from the server and are untrusted: every one goes through escape.ts before it is placed.
import { parseRef } from '../core/shared/canonical.js';
import type { EffectiveDeprecation } from '../core/release/deprecations.js';
import type { Change, ChangeKind, Report } from '../core/shared/model.js';
import type { ReleaseResult } from '../core/release/release.js';
import { codeSpan, escapeInline } from './escape.js';
import { safeMessage } from './message.js';
import { contextCostLine } from './hosts.js';
import { clientRulesMarkdown, type ConsentPair } from './client-rules.js';

export interface ChangelogOptions {
  /** Heading text (escaped unless it is plain words, like a version). Default `Contract changes (<head version or ref>)`. */
  title?: string;
  /** The snapshot pair at the release tags, for the command that carries users' saved client rules across renames. */
  consent?: ConsentPair;
}

type Section = 'Breaking' | 'Deprecated' | 'Added' | 'Changed' | 'Removed';
const SECTIONS: readonly Section[] = ['Breaking', 'Deprecated', 'Added', 'Changed', 'Removed'];

const KIND_HEADINGS: ReadonlyArray<[ChangeKind, string]> = [
  ['tool', 'Tools'],
  ['prompt', 'Prompts'],
  ['resource', 'Resources'],
  ['resourceTemplate', 'Resource templates'],
  ['server', 'Server'],
  ['config', 'Configuration'],
];

/** Text that can mean nothing to markdown (versions, dates, git refs) reads better unescaped; anything else is escaped. */
function plain(text: string): string {
  return /^[0-9A-Za-z.+\-/ ]*$/.test(text) && !/:\/\/|www\./i.test(text) ? text : escapeInline(text);
}

function nameOf(ref: string): string {
  return parseRef(ref)?.key ?? ref;
}

function names(refs: readonly string[]): string {
  return refs.map((r) => codeSpan(nameOf(r))).join(', ');
}

function andList(refs: readonly string[]): string {
  const parts = refs.map((r) => codeSpan(nameOf(r)));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export { safeMessage } from './message.js';

function aliasKept(change: Change): boolean {
  return change.rule.endsWith('-with-alias');
}

/** One bullet: renames, merges and splits say what callers must do; everything else says what happened. */
function line(change: Change): string {
  const from = change.before?.refs ?? [];
  const to = change.after?.refs ?? [];
  const kept = aliasKept(change)
    ? ` The old name${from.length > 1 ? 's are' : ' is'} still served as a deprecated alias for now.`
    : '';
  if (change.type === 'renamed' && from.length > 0 && to.length > 0) {
    return `${names(from)} → ${names(to)}: callers must call ${names(to)} instead of ${names(from)}.${kept}`;
  }
  if (change.type === 'merged' && from.length > 0 && to.length > 0) {
    return `${names(from)} → ${names(to)}: callers of ${andList(from)} must call ${names(to)} instead and check its arguments.${kept}`;
  }
  if (change.type === 'split' && from.length > 0 && to.length > 0) {
    return `${names(from)} → ${names(to)}: callers of ${names(from)} must switch to whichever of ${andList(to)} fits.${kept}`;
  }
  return safeMessage(change, 'span');
}

function sectionOf(change: Change): Section {
  if (change.severity === 'breaking') return 'Breaking';
  if (change.type === 'added') return 'Added';
  if (change.type === 'removed') return 'Removed';
  return 'Changed';
}

function deprecationLine(d: EffectiveDeprecation): string {
  const parts: string[] = [];
  if (d.sinceDate) parts.push(`since ${plain(d.sinceDate)}`);
  else if (d.since) parts.push(`since ${plain(d.since)}`);
  parts.push(d.removeAfter ? `removal after ${plain(d.removeAfter)}` : 'no removal date yet');
  let text = `${codeSpan(nameOf(d.ref))}: deprecated (${parts.join(', ')})`;
  if (d.replacedBy) text += `; use ${names(d.replacedBy.split(/,\s*/).filter((s) => s !== ''))} instead`;
  if (d.reason) text += ` — ${escapeInline(d.reason)}`;
  return `${text}.`;
}

export function renderChangelog(report: Report, release?: ReleaseResult, opts: ChangelogOptions = {}): string {
  const buckets = new Map<Section, Map<ChangeKind, string[]>>();
  const put = (section: Section, kind: ChangeKind, text: string): void => {
    let byKind = buckets.get(section);
    if (!byKind) buckets.set(section, (byKind = new Map()));
    const lines = byKind.get(kind) ?? [];
    // The same change seen on several surfaces reads the same; say it once.
    if (!lines.includes(text)) lines.push(text);
    byKind.set(kind, lines);
  };
  for (const change of report.changes) put(sectionOf(change), change.kind, line(change));
  const seenDeprecated = new Set<string>();
  for (const d of release?.deprecations ?? []) {
    if (seenDeprecated.has(d.ref)) continue;
    seenDeprecated.add(d.ref);
    put('Deprecated', parseRef(d.ref)?.kind ?? 'tool', deprecationLine(d));
  }

  const title = opts.title ?? `Contract changes in ${release?.headVersion ?? report.head}`;
  const out: string[] = [`## ${plain(title)}`, ''];
  // What the release costs every request, recorded per release (issue 44): said when the tool list's cost moved.
  const cost = report.hosts ? contextCostLine(report.hosts) : undefined;
  if (cost !== undefined) out.push(cost, '');
  if (buckets.size === 0) {
    out.push('No changes to the MCP contract.', '');
    return out.join('\n');
  }
  for (const section of SECTIONS) {
    const byKind = buckets.get(section);
    if (!byKind) continue;
    out.push(`### ${section}`, '');
    for (const [kind, heading] of KIND_HEADINGS) {
      const lines = byKind.get(kind);
      if (!lines) continue;
      out.push(`#### ${heading}`, '', ...lines.map((l) => `- ${l}`), '');
    }
  }
  out.push(...clientRulesMarkdown([report], opts.consent, '###'));
  return out.join('\n');
}

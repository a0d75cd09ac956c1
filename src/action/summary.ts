// Job summary, annotations and totals. The summary is held until the run ends (file-commands.ts).
import { basename } from 'node:path';
import * as core from '@actions/core';
import type { Report, Severity, Summary } from '../core/shared/model.js';
import { groupChanges, groupRefs, type ChangeGroup } from '../render/group.js';
import { renderMarkdown, type CommentContext } from '../render/markdown.js';
import { plainGroupMessage } from '../render/message.js';
import type { ActionContext } from './context.js';
import type { Verdict } from './outputs.js';
import { appendSummary } from './file-commands.js';
import { commandData } from './log.js';
import { scrub } from './secrets.js';

export function totals(reports: readonly Report[]): Summary {
  const t: Summary = { breaking: 0, review: 0, safe: 0 };
  for (const r of reports) for (const k of ['breaking', 'review', 'safe'] as const) t[k] += r.summary[k];
  return t;
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title: string;
  file?: string;
}

/** GitHub shows at most this many annotations of one level per step; more are dropped without a word. */
export const ANNOTATIONS_PER_LEVEL = 10;

export interface AnnotationOptions {
  /** Whether the changes still block the PR; once signed off (or passing), nothing is left as an error. */
  blocking: boolean;
  /** Annotations of a level the step emits elsewhere (e.g. one error per stale snapshot). */
  reserved?: Partial<Record<AnnotationLevel, number>>;
}

function levelOf(severity: Severity, blocking: boolean): AnnotationLevel | undefined {
  if (severity === 'breaking') return blocking ? 'error' : 'warning';
  if (severity === 'review') return blocking ? 'warning' : 'notice';
  return undefined;
}

// Annotation text is plain: one line, escapes stripped, so a server cannot forge extra workflow-command lines.
function oneLine(text: string, max = 600): string {
  return commandData(text, max);
}

function names(refs: readonly string[], max = 8): string {
  const shown = refs.slice(0, max).join(', ');
  return refs.length > max ? `${shown} and ${refs.length - max} more` : shown;
}

interface Item {
  level: AnnotationLevel;
  file?: string;
  severity: Severity;
  groups: ChangeGroup[];
}

function itemMessage(item: Item): string {
  const [g] = item.groups;
  const count = item.groups.reduce((n, x) => n + x.members.length, 0);
  if (item.groups.length === 1 && g.members.length === 1) return `[${g.lead.rule}] ${g.lead.message}`;
  if (item.groups.length === 1) return `[${g.lead.rule}] ${count} ${g.lead.kind}s: ${plainGroupMessage(g)} (${names(groupRefs(g))})`;
  return `[${g.lead.rule}] ${count} ${item.severity} changes of this rule: ${names(item.groups.flatMap(groupRefs))}`;
}

/**
 * One annotation per row of the comment (per-surface copies and capability twins folded), breaking and review alike.
 * When a level would pass GitHub's 10-per-step limit, rows of one rule merge into one annotation with a count, and
 * what still does not fit is named by a last annotation pointing at the job summary.
 */
export function planAnnotations(reports: readonly Report[], snapshotPaths: readonly string[], opts: AnnotationOptions): Annotation[] {
  const items: Item[] = [];
  reports.forEach((r, i) => {
    for (const g of groupChanges(r.changes)) {
      const level = levelOf(g.lead.severity, opts.blocking);
      if (level !== undefined) items.push({ level, file: snapshotPaths[i], severity: g.lead.severity, groups: [g] });
    }
  });
  const out: Annotation[] = [];
  for (const level of ['error', 'warning', 'notice'] as const) {
    const limit = Math.max(1, ANNOTATIONS_PER_LEVEL - (opts.reserved?.[level] ?? 0));
    let mine = items.filter((x) => x.level === level);
    if (mine.length > limit) {
      const byRule = new Map<string, Item>();
      for (const x of mine) {
        const key = JSON.stringify([x.file ?? null, x.groups[0].lead.rule, x.severity]);
        const seen = byRule.get(key);
        if (seen) seen.groups.push(...x.groups);
        else byRule.set(key, { ...x, groups: [...x.groups] });
      }
      mine = [...byRule.values()];
    }
    let rest: Item[] = [];
    if (mine.length > limit) {
      rest = mine.slice(limit - 1);
      mine = mine.slice(0, limit - 1);
    }
    for (const x of mine) {
      out.push({ level, message: oneLine(itemMessage(x)), title: `mcp-contract: ${x.severity}`, ...(x.file ? { file: x.file } : {}) });
    }
    if (rest.length > 0) {
      const count = rest.reduce((n, x) => n + x.groups.reduce((m, g) => m + g.members.length, 0), 0);
      const rules = [...new Set(rest.map((x) => x.groups[0].lead.rule))];
      out.push({ level, message: oneLine(`${count} more changes (${names(rules, 6)}): the job summary lists them all`), title: 'mcp-contract' });
    }
  }
  return out;
}

/** Annotates the snapshot files, so changes show in the PR's "Files changed" too. */
export function annotate(reports: readonly Report[], snapshotPaths: readonly string[], opts: AnnotationOptions): void {
  for (const a of planAnnotations(reports, snapshotPaths, opts)) {
    const props = a.file ? { file: a.file, title: a.title } : { title: a.title };
    if (a.level === 'error') core.error(a.message, props);
    else if (a.level === 'warning') core.warning(a.message, props);
    else core.notice(a.message, props);
  }
}

/** GitHub's step summary limit is 1 MiB; leave room for what other steps or the runner add. */
export const SUMMARY_MAX_BYTES = 1_000_000;

/** Render options that make the job summary the full list (up to its own limit), not a copy of the comment. */
export function summaryContext(reportPath: string): Pick<CommentContext, 'standalone' | 'maxLength' | 'unit' | 'limitName' | 'fullListAt'> {
  return {
    standalone: true,
    maxLength: SUMMARY_MAX_BYTES,
    unit: 'bytes',
    limitName: "the job summary's 1 MiB limit",
    fullListAt: `the JSON report ${reportNameOf(reportPath)} lists every change with its fingerprint`,
  };
}

function reportNameOf(reportPath: string): string {
  return `\`${basename(reportPath).replace(/`/g, '')}\` (the \`report\` output; upload it as an artifact to keep it)`;
}

/** Where a cut comment sends the reader (trusted markdown). */
export function commentFullListAt(reportPath: string, runUrl: string | undefined): string {
  const summary = runUrl ? `the [job summary](${runUrl}) lists every change` : 'the job summary of the workflow run lists every change';
  return `${summary}, and the JSON report ${reportNameOf(reportPath)} has each one with its fingerprint`;
}

export async function writeSummary(body: string): Promise<void> {
  appendSummary(scrub(body));
  return Promise.resolve();
}

export async function addSummary(ctx: ActionContext, reports: readonly Report[], info: { verdict: Verdict; stale: string[]; updateCommand: string; reportPath: string }): Promise<void> {
  const body = renderMarkdown(reports, {
    ...summaryContext(info.reportPath),
    verdict: info.verdict,
    // The update command only helps when a committed snapshot is out of date.
    ...(info.stale.length > 0 ? { updateCommand: info.updateCommand } : {}),
    stale: info.stale.map((s) => `The committed snapshot of "${s}" does not match the live server.`),
  });
  void ctx;
  await writeSummary(body);
}

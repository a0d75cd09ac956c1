// One store record as the console shows it: the held changes as the classifier states them (a text edit word by word,
// with the cues its new words add), what check flags in the text it would approve, the definition served now member
// by member, and for a possible rename what the old name's approval covered. The same judgments as `approve` prints
// (render/approve-view.ts), as data; every string made visible here, never by the page.
import type { CapabilityRecord, GuardStore, HeldChange } from '../core/approval/approval.js';
import { CUE_CLASS_WORDS, CUE_CLASSES, type CueClass } from '../core/diff/risky-text.js';
import { parseRef } from '../core/shared/canonical.js';
import { escapePointer, isJsonObject, showValue } from '../core/shared/json.js';
import type { JsonValue } from '../core/shared/model.js';
import { textFindings } from '../render/approve-view.js';
import { revealInvisible } from '../render/escape.js';
import { wordDiff } from '../render/text-delta.js';
import { viewDigest } from './view-digest.js';
import type { ApprovalView, ChangeView, DefinitionRow, HistoryEntry, RecordAction, RecordView } from './model.js';

/** Text as a reviewer must see it: every invisible or control character (a lone surrogate too) as ⟨U+XXXX⟩. */
export function visible(text: string): string {
  return revealInvisible(text).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase()}⟩`);
}

/** A name, ref or pointer: one line, so a line break in it is shown as an escape too. */
export function visibleLine(text: string): string {
  return visible(text).replace(/[\t\n\r]/g, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`);
}

const MAX_ROWS = 5_000;

/** The definition member by member (depth-first, in its own key order), each row flagged where a person must read. */
export function definitionRows(definition: JsonValue | undefined, flags: ReadonlyMap<string, string> = new Map()): DefinitionRow[] {
  const rows: DefinitionRow[] = [];
  const walk = (v: JsonValue, pointer: string, depth: number, key: string): void => {
    if (rows.length >= MAX_ROWS) return;
    const flagged = flags.get(pointer);
    const row: DefinitionRow = { pointer: visibleLine(pointer), depth, key: visibleLine(key), ...(flagged ? { flagged } : {}) };
    if (Array.isArray(v)) {
      rows.push(row);
      v.forEach((x, i) => walk(x, `${pointer}/${i}`, depth + 1, String(i)));
    } else if (isJsonObject(v)) {
      rows.push(row);
      for (const [k, x] of Object.entries(v)) walk(x, `${pointer}/${escapePointer(k)}`, depth + 1, k);
    } else rows.push({ ...row, value: typeof v === 'string' ? visible(v) : JSON.stringify(v) });
  };
  if (definition !== undefined) walk(definition, '', 0, '');
  if (rows.length >= MAX_ROWS) rows.push({ pointer: '', depth: 0, key: `(the definition has more than ${MAX_ROWS} members; the rest is not shown)` });
  // The root row names nothing: its members are what a reader reads.
  return rows.slice(1).map((r) => ({ ...r, depth: r.depth - 1 }));
}

const cueWords = (cues: readonly string[]): string[] => cues.map((k) => ((CUE_CLASSES as readonly string[]).includes(k) ? CUE_CLASS_WORDS[k as CueClass] : visibleLine(k)));

function changeView(c: HeldChange): ChangeView {
  const out: ChangeView = { rule: c.rule, severity: c.severity, action: c.action, forced: c.forced === true, message: visible(c.message) };
  if (c.pointer !== undefined) out.pointer = visibleLine(c.pointer);
  if (typeof c.before === 'string' && typeof c.after === 'string') out.words = wordDiff(c.before, c.after).map((r) => ({ op: r.op, text: visible(r.text) }));
  else {
    if (c.before !== undefined) out.before = visible(showValue(c.before, 2000));
    if (c.after !== undefined) out.after = visible(showValue(c.after, 2000));
  }
  if (c.cues !== undefined) out.cues = cueWords(c.cues);
  return out;
}

function approvalView(r: CapabilityRecord, now: Date): ApprovalView | undefined {
  const a = r.approval;
  if (!a) return undefined;
  const out: ApprovalView = { digest: a.digest, by: a.by, at: a.at, expired: a.expires !== undefined && Date.parse(a.expires) <= now.getTime(), rebinds: (a.rebinds ?? []).map(visibleLine) };
  if (a.expires) out.expires = a.expires;
  if (a.from) out.from = a.from;
  if (a.scope) out.scope = visible(JSON.stringify(a.scope, null, 2));
  if (a.session) out.session = true;
  if (a.who) out.who = visibleLine(a.who);
  return out;
}

/** What a person may decide on a record in its state (the store functions refuse the rest anyway). */
function actionsOf(r: CapabilityRecord): RecordAction[] {
  const out: RecordAction[] = [];
  if (r.live && r.state !== 'approved') out.push('approve');
  if (r.live && r.state !== 'rejected') out.push('reject');
  if (r.approval) out.push('revoke', 'expiry');
  // A tool the approved snapshot approves is scoped by approving it with the scope (as `approve --scope` does).
  if ((r.approval || (r.state === 'approved' && r.live)) && parseRef(r.ref)?.kind === 'tool') out.push('scope');
  return out;
}

/** The old names a record may be the new name of, with what each one's approval covered (from this store). */
function rebindsOf(r: CapabilityRecord, store: GuardStore, approvedElsewhere: (ref: string) => { digest: string; definition: JsonValue } | undefined): RecordView['rebind'] {
  const old = [...new Set((r.changes ?? []).flatMap((c) => (c.action === 'manual_rebind' ? (c.renamedFrom ?? []) : [])))];
  return old.map((ref) => {
    const a = store.capabilities[ref]?.approval ?? approvedElsewhere(ref);
    return { ref: visibleLine(ref), ...(a ? { digest: a.digest } : {}), definition: definitionRows(a?.definition) };
  });
}

export interface RecordContext {
  now: Date;
  /** The approved snapshot's item for a ref, when the console knows the snapshot (a gateway config). */
  approvedItem: (ref: string) => { digest: string; definition: JsonValue } | undefined;
  /** Why approving ref would collide with another gateway member's capability. */
  collision: (ref: string) => string | undefined;
  /** What the audit log holds about ref, newest first. */
  history: (ref: string) => { entries: HistoryEntry[]; calls: number };
}

export function recordView(r: CapabilityRecord, store: GuardStore, ctx: RecordContext): RecordView {
  const found = textFindings(r);
  const flags = new Map<string, string>();
  for (const c of r.changes ?? []) if (c.pointer !== undefined) flags.set(c.pointer, visible(c.message));
  for (const f of found) flags.set(f.pointer, visible(f.what));
  const parsed = parseRef(r.ref);
  const history = ctx.history(r.ref);
  const view: RecordView = {
    key: r.ref,
    ref: visibleLine(r.ref),
    kind: parsed?.kind ?? 'capability',
    name: visibleLine(parsed?.key ?? r.ref),
    state: r.state,
    since: r.since,
    changes: (r.changes ?? []).map(changeView),
    findings: found.map((f) => ({ rule: f.rule, pointer: visibleLine(f.pointer), message: visible(f.message) })),
    definition: definitionRows(r.live?.definition, flags),
    rebind: rebindsOf(r, store, ctx.approvedItem),
    actions: actionsOf(r),
    history: history.entries,
    calls: history.calls,
    view: viewDigest(store, r.ref),
  };
  if (r.live) view.digest = r.live.digest;
  const approval = approvalView(r, ctx.now);
  if (approval) view.approval = approval;
  if (r.reason) view.reason = visible(r.reason);
  const clash = view.actions.includes('approve') ? ctx.collision(r.ref) : undefined;
  if (clash) view.collision = visible(clash);
  return view;
}

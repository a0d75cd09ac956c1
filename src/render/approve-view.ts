// What `approve` shows before it writes (issue 39): each record with the whole definition it would approve, made
// visible for a terminal, and what `check` flags in its text: the classifier's own risky-text screen and rule
// wording, not a second detector. A person approves what they read, server by server.
import type { CapabilityRecord } from '../core/approval/approval.js';
import { CUE_CLASS_WORDS, CUE_CLASSES, riskyAdditions, type CueClass } from '../core/diff/risky-text.js';
import { textDelta } from './text-delta.js';
import { KIND_LABEL, keyOfRef } from '../core/diff/classify-shared.js';
import { kindOfRef } from '../core/release/deprecations.js';
import { fillTemplate, ruleById } from '../core/rules/rules.js';
import { revealInvisible } from './escape.js';
import { cleanTerminal } from './terminal.js';

export interface TextFinding {
  rule: 'capability-added-risky-text' | 'risky-text-added';
  pointer: string;
  what: string;
  message: string;
}

/**
 * The risky passages of the definition a record would approve: all of a new capability's text (check's
 * capability-added-risky-text), or what a changed one adds to the definition approved before (risky-text-added).
 * One per pointer; a passage the held changes already name is not repeated.
 */
export function textFindings(r: CapabilityRecord): TextFinding[] {
  if (!r.live) return [];
  // A changed one approved only by the approved snapshot (not copied into the store) is screened whole.
  const rule = r.state === 'review_required' ? 'capability-added-risky-text' : 'risky-text-added';
  const before = rule === 'risky-text-added' ? r.approval?.definition : undefined;
  const kind = kindOfRef(r.ref);
  const template = ruleById(rule)?.message ?? '';
  const held = new Set((r.changes ?? []).filter((c) => c.rule === 'risky-text-added' || c.rule === 'text-data-movement-added' || c.rule === 'capability-added-risky-text').map((c) => c.pointer));
  return riskyAdditions(before, r.live.definition)
    .filter((m) => !held.has(m.pointer))
    .map((m) => ({ rule, pointer: m.pointer, what: m.what, message: fillTemplate(template, { kind: kind ? KIND_LABEL[kind] : 'capability', name: keyOfRef(r.ref), pointer: m.pointer, what: m.what }) }));
}

/**
 * A definition as a terminal shows it: indented JSON (which writes C0 controls and lone surrogates as escapes), then
 * every other invisible character (C1 controls, bidi overrides, zero-width, tag characters) as `⟨U+XXXX⟩`. Whole,
 * however long: it is what the person approves.
 */
export function definitionLines(definition: unknown, indent: string): string[] {
  return revealInvisible(JSON.stringify(definition, null, 2))
    .split('\n')
    .map((l) => `${indent}${l}`);
}

/** For each held description or title edit: whether its new words add a cue (and which), and the words that changed. */
export function triageLines(r: CapabilityRecord): string[] {
  const lines: string[] = [];
  for (const c of r.changes ?? []) {
    if (c.cues === undefined) continue;
    const known = c.cues.filter((k): k is CueClass => (CUE_CLASSES as readonly string[]).includes(k));
    const verdict = c.cues.length === 0 ? 'reworded, no new cue' : `new cue: ${known.map((k) => CUE_CLASS_WORDS[k]).join(', ') || cleanTerminal(c.cues.join(', '), 200)}`;
    const delta = typeof c.before === 'string' && typeof c.after === 'string' ? textDelta(c.before, c.after) : undefined;
    const words = delta ? `: ${cleanTerminal(delta.removed || '(nothing)', 200)} -> ${cleanTerminal(delta.added || '(nothing)', 200)}` : '';
    lines.push(`      ${cleanTerminal(c.pointer ?? '/', 120)} ${verdict}${words}`);
  }
  return lines;
}

/** The lines `approve` prints for one record before it writes: its held changes, its text findings, its definition. */
export function approvalLines(r: CapabilityRecord, held: readonly string[]): string[] {
  const lines = [...held, ...triageLines(r)];
  for (const f of textFindings(r)) lines.push(`      review ${f.rule} ${cleanTerminal(f.pointer, 120)} [always reviewed]: ${cleanTerminal(f.message, 400)}`);
  if (r.live) lines.push(`      definition (${r.live.digest}):`, ...definitionLines(r.live.definition, '        '));
  return lines;
}

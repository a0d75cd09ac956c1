// Rule wording rendered as markdown: the template text is ours and keeps its code spans; every value filled into it
// is server-controlled and goes through escape.ts. A stored change re-renders with today's wording.
import type { Change, ParamValue } from '../core/shared/model.js';
import { fillTemplate, paramText, ruleById } from '../core/rules/rules.js';
import { codeSpan, escapeCode, escapeInline } from './escape.js';
import type { ChangeGroup } from './group.js';

/**
 * How code is written: `html` (`<code>`, safe in table cells, where GFM splits even code spans on `|`) or `span`
 * (backticks, for documents without tables such as the changelog).
 */
export type CodeStyle = 'html' | 'span';

function code(text: string, max: number, style: CodeStyle): string {
  return style === 'html' ? escapeCode(text, max) : codeSpan(text, max);
}

/** A value in prose: its own `code` segments (e.g. a reason naming `$schema`) stay code, the rest is escaped text. */
function prose(value: string, max: number, style: CodeStyle): string {
  const parts = value.split(/`([^`\n]*)`/);
  if (parts.length === 1) return escapeInline(value, max);
  // escapeInline trims; the spaces around a code segment are kept.
  const text = (p: string): string => (p.startsWith(' ') ? ' ' : '') + escapeInline(p, max) + (p.endsWith(' ') && p.trim() !== '' ? ' ' : '');
  return parts.map((p, i) => (i % 2 === 1 ? code(p, max, style) : text(p))).join('');
}

/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
export function safeTemplate(template: string, params: Readonly<Record<string, ParamValue>>, max = 500, style: CodeStyle = 'html'): string {
  const fill = (text: string, esc: (v: string) => string): string =>
    text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, key: string) =>
      Object.prototype.hasOwnProperty.call(params, key) ? esc(paramText(params[key])) : whole,
    );
  let out = '';
  let last = 0;
  for (const m of template.matchAll(/`([^`]*)`/g)) {
    out += fill(template.slice(last, m.index), (v) => prose(v, max, style));
    out += code(fill(m[1], (v) => v), max, style);
    last = (m.index ?? 0) + m[0].length;
  }
  return out + fill(template.slice(last), (v) => prose(v, max, style));
}

function complete(template: string, params: Readonly<Record<string, ParamValue>>): boolean {
  return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].every((m) => Object.prototype.hasOwnProperty.call(params, m[1]));
}

export function safeMessage(change: Change, style: CodeStyle = 'html'): string {
  const rule = ruleById(change.rule);
  // A change stored without its params (or by another version) keeps its own wording, escaped whole.
  if (!rule || !complete(rule.message, change.params ?? {})) return escapeInline(change.message, 500);
  return safeTemplate(rule.message, change.params ?? {}, 500, style);
}

/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
export function safeHint(change: Change): string {
  const rule = ruleById(change.rule);
  if (!rule || !complete(rule.hint, change.params ?? {})) return escapeInline(change.hint, 800);
  const params = change.params ?? {};
  const base = fillTemplate(rule.hint, params);
  const extra = change.hint.startsWith(base) ? change.hint.slice(base.length).trim() : '';
  const head = safeTemplate(rule.hint, params);
  return extra ? `${head} ${escapeInline(extra, 800)}` : head;
}

/** A row's wording: one change's message, or for a group the rule's "each tool" form with the shared values. */
export function safeGroupMessage(g: ChangeGroup): string {
  if (g.template === undefined || !complete(g.template, g.lead.params ?? {})) return safeMessage(g.lead);
  return safeTemplate(g.template, g.lead.params ?? {});
}

/** The same in plain text (terminal, annotations). */
export function plainGroupMessage(g: ChangeGroup): string {
  if (g.template === undefined || !complete(g.template, g.lead.params ?? {})) return g.lead.message;
  return fillTemplate(g.template, g.lead.params ?? {});
}

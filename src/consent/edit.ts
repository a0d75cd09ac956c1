// Carries written as the smallest text edits: a string token replaced, or new strings placed after the rule's own,
// laid out as the list already is (one per line with the line's indent, or inline). Nothing else of the file moves, so
// comments, order and formatting stay the user's. A name is quoted as its format holds it: JSON escapes what JSON.stringify
// escapes; a TOML basic string takes no raw control character (U+007F included), so those are escaped as \uXXXX. What
// a format cannot hold at all (a lone surrogate in TOML) is left for the writer's re-read to refuse.
import type { Entry, RuleList } from './model.js';

/** The syntax a file's strings are written in. */
export type Syntax = 'json' | 'toml';

export interface Carry {
  list: RuleList;
  /** The rule's own entry: replaced, or the one new entries follow. */
  anchor: Entry;
  text: string;
  replace: boolean;
}

interface Op {
  at: number;
  remove: number;
  insert: string;
  order: number;
}

/** A TOML basic string: every control character (U+0000-U+001F, U+007F) escaped, as TOML requires. */
function tomlString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    // A lone surrogate is escaped too, so the re-read refuses it (TOML holds Unicode scalar values only) instead of
    // the file's UTF-8 turning it into U+FFFD, another name.
    else if (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

const quoteIn = (syntax: Syntax) => (s: string): string => (syntax === 'toml' ? tomlString(s) : JSON.stringify(s));
/** A TOML key: bare when it can be, else a basic string. */
const tomlKey = (s: string): string => (/^[A-Za-z0-9_-]+$/.test(s) ? s : tomlString(s));

/** The carries that change something: a name the list already holds (or another carry writes) is not written twice. */
export function effectiveCarries(carries: readonly Carry[]): Carry[] {
  const seen = new Set<string>();
  const out: Carry[] = [];
  for (const c of carries) {
    const key = `${c.list.file}\0${c.list.key}\0${c.text}`;
    if (seen.has(key) || c.list.entries.some((e) => e.text === c.text)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

/** The file's text with the carries applied (all of one file). */
export function applyCarries(text: string, carries: readonly Carry[], syntax: Syntax = 'json'): string {
  const quote = quoteIn(syntax);
  const ops: Op[] = [];
  const byAnchor = new Map<number, { anchor: Entry; texts: string[] }>();
  carries.forEach((c, order) => {
    const copy = c.anchor.copy;
    if (copy && c.replace && !ops.some((o) => o.at === c.anchor.start)) ops.push({ at: c.anchor.start, remove: c.anchor.end - c.anchor.start, insert: tomlKey(c.text), order });
    else if (copy) {
      // The rule's own statement again under the new key: `[...tools.NEW]` / `tools.NEW.approval_mode = ...` / `NEW = {...}`.
      const stmt = text.slice(copy.start, c.anchor.start) + tomlKey(c.text) + text.slice(c.anchor.end, copy.end);
      ops.push({ at: copy.at, remove: 0, insert: `${copy.sep}${stmt}`, order });
    } else if (c.replace && !ops.some((o) => o.at === c.anchor.start)) ops.push({ at: c.anchor.start, remove: c.anchor.end - c.anchor.start, insert: quote(c.text), order });
    else {
      const g = byAnchor.get(c.anchor.start) ?? { anchor: c.anchor, texts: [] };
      g.texts.push(c.text);
      byAnchor.set(c.anchor.start, g);
    }
  });
  for (const { anchor, texts } of byAnchor.values()) ops.push(...insertAfter(text, anchor, texts, ops.length, quote));
  ops.sort((x, y) => y.at - x.at || y.order - x.order);
  let out = text;
  for (const op of ops) out = out.slice(0, op.at) + op.insert + out.slice(op.at + op.remove);
  return out;
}

function insertAfter(text: string, anchor: Entry, texts: string[], order: number, quote: (s: string) => string): Op[] {
  const eol = text.indexOf('\n', anchor.end);
  const lineEnd = eol < 0 ? text.length : text[eol - 1] === '\r' ? eol - 1 : eol;
  const rest = text.slice(anchor.end, lineEnd);
  // The entry ends its line (a comma and a comment may follow): the list is one entry a line.
  const ownLine = /^\s*,?\s*(?:(?:\/\/|#).*)?$/.test(rest);
  if (!ownLine) return [{ at: anchor.end, remove: 0, insert: texts.map((t) => `, ${quote(t)}`).join(''), order }];
  const lineStart = text.lastIndexOf('\n', anchor.start - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const nl = text[eol - 1] === '\r' ? '\r\n' : '\n';
  const hasComma = /^\s*,/.test(rest);
  const lines = texts.map((t) => `${nl}${indent}${quote(t)}`);
  if (hasComma) return [{ at: lineEnd, remove: 0, insert: lines.map((l) => `${l},`).join(''), order }];
  return [
    { at: anchor.end, remove: 0, insert: ',', order },
    { at: lineEnd, remove: 0, insert: lines.join(','), order: order + 1 },
  ];
}

/** A unified diff of one file's change as one hunk (the carries sit close together), with three lines of context. */
export function unifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  // A final line break ends the last line; it is no empty line of its own.
  const linesOf = (t: string): string[] => (t.endsWith('\n') ? t.slice(0, -1) : t).split('\n');
  const a = linesOf(before);
  const b = linesOf(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const from = Math.max(0, head - 3);
  const aEnd = Math.min(a.length, a.length - tail + 3);
  const bEnd = Math.min(b.length, b.length - tail + 3);
  const lines = [
    ...a.slice(from, head).map((l) => ` ${l}`),
    ...a.slice(head, a.length - tail).map((l) => `-${l}`),
    ...b.slice(head, b.length - tail).map((l) => `+${l}`),
    ...a.slice(a.length - tail, aEnd).map((l) => ` ${l}`),
  ];
  return `--- ${file}\n+++ ${file}\n@@ -${from + 1},${aEnd - from} +${from + 1},${bEnd - from} @@\n${lines.join('\n')}\n`;
}

// Server- and PR-controlled text is untrusted: once placed in a PR comment it must render as inert, visible text.

/** Characters a reviewer cannot see but that change what a name means or how text reads. */
const INVISIBLE_NAMES: ReadonlyMap<number, string> = new Map([
  [0x00ad, 'soft hyphen'],
  [0x061c, 'arabic letter mark'],
  [0x115f, 'hangul choseong filler'],
  [0x1160, 'hangul jungseong filler'],
  [0x180e, 'mongolian vowel separator'],
  [0x200b, 'zero width space'],
  [0x200c, 'zero width non-joiner'],
  [0x200d, 'zero width joiner'],
  [0x200e, 'left-to-right mark'],
  [0x200f, 'right-to-left mark'],
  [0x2028, 'line separator'],
  [0x2029, 'paragraph separator'],
  [0x202a, 'left-to-right embedding'],
  [0x202b, 'right-to-left embedding'],
  [0x202c, 'pop directional formatting'],
  [0x202d, 'left-to-right override'],
  [0x202e, 'right-to-left override'],
  [0x2060, 'word joiner'],
  [0x2061, 'function application'],
  [0x2062, 'invisible times'],
  [0x2063, 'invisible separator'],
  [0x2064, 'invisible plus'],
  [0x2066, 'left-to-right isolate'],
  [0x2067, 'right-to-left isolate'],
  [0x2068, 'first strong isolate'],
  [0x2069, 'pop directional isolate'],
  [0x3164, 'hangul filler'],
  [0xfeff, 'zero width no-break space'],
  [0xffa0, 'halfwidth hangul filler'],
]);

function invisibleName(cp: number): string | undefined {
  const named = INVISIBLE_NAMES.get(cp);
  if (named !== undefined) return named;
  if (cp < 0x20 || cp === 0x7f) return 'control character';
  if (cp >= 0x80 && cp <= 0x9f) return 'control character';
  // Tag characters smuggle ASCII text that no font draws.
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag character';
  if (cp >= 0xe0100 && cp <= 0xe01ef) return 'variation selector';
  if (cp >= 0xfe00 && cp <= 0xfe0f) return 'variation selector';
  return undefined;
}

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Whitespace a reader sees (or that is ordinary layout in a description). */
const ORDINARY_WHITESPACE = new Set([0x09, 0x0a, 0x0d]);

/**
 * Lists the invisible characters in `text`, one entry per distinct character, e.g. `U+202E (right-to-left override)`.
 * Tabs and newlines are ordinary layout and are not listed.
 */
export function describeInvisible(text: string): string[] {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ORDINARY_WHITESPACE.has(cp) || seen.has(cp)) continue;
    const name = invisibleName(cp);
    if (name === undefined) continue;
    seen.add(cp);
    out.push(`${hex(cp)} (${name})`);
  }
  return out;
}

/** Replaces each invisible character with a visible `⟨U+XXXX⟩` token; newlines and tabs are kept. */
export function revealInvisible(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    out += !ORDINARY_WHITESPACE.has(cp) && invisibleName(cp) !== undefined ? `⟨${hex(cp)}⟩` : ch;
  }
  return out;
}

/** Cuts to `max` code points (never inside a surrogate pair), ending in an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  // No more code points than UTF-16 units: short text is kept without walking it, long text walked up to the cut only.
  if (text.length <= max) return text;
  const keep = Math.max(0, max - 1);
  let count = 0;
  let cut = 0;
  for (const ch of text) {
    if (++count > max) break;
    if (count <= keep) cut += ch.length;
  }
  return count <= max ? text : `${text.slice(0, cut)}…`;
}

const ZWSP = '\u200b';

/** Punctuation that means something to markdown, GFM tables, math or HTML anywhere in a line: numeric entities. */
const ENTITY_CHARS = new Set('\\`*_[]#!|<>&"\'~$'.split(''));
/** Characters that only mean something at the start of a line (lists, headings, setext underlines, quotes). */
const LINE_START_CHARS = new Set('-+=.)'.split(''));

export const DEFAULT_INLINE_MAX = 200;
/** Code longer than this may break after `/`; shorter code never widens a table much and stays searchable. */
const WRAP_AT = 40;

/**
 * Makes untrusted text safe inside a markdown paragraph, table cell or HTML element of a PR comment:
 * one line, invisible characters made visible, truncated, no links, images, HTML, mentions, issue references,
 * emphasis, code spans or table breaks, and no way to forge this tool's hidden comment markers.
 */
export function escapeInline(text: string, max: number = DEFAULT_INLINE_MAX): string {
  return entities(pingBreaks(clean(text, max)));
}

/**
 * Untrusted text as an inline `<code>` element, for names, refs and pointers a reader may copy: GitHub makes no
 * mentions or issue references inside code, so no zero-width space is needed there (only after `@`, which the email
 * autolinker still reads), and link schemes are entity-escaped (decoded when read and copied, never a link).
 * Long code may break after `/`, `_`, `.`, `:` and `-` (`<wbr>`), so a long name, pointer or URI wraps instead of
 * widening the table; the break copies as nothing.
 */
export function escapeCode(text: string, max: number = DEFAULT_INLINE_MAX): string {
  const body = entities(clean(text, max).replace(/@/g, `@${ZWSP}`));
  return `<code>${body.length > WRAP_AT ? body.replace(/(\/|&#95;|[.:-])/g, '$1<wbr>') : body}</code>`;
}

function clean(text: string, max: number): string {
  const s = revealInvisible(String(text).replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim());
  return truncate(s, max);
}

/**
 * GitHub turns mentions and issue references into pings and cross-references after markdown is rendered, so
 * entities alone do not stop them: a zero-width space after the trigger character breaks the pattern while the text
 * reads the same.
 */
function pingBreaks(s: string): string {
  return s
    .replace(/@/g, `@${ZWSP}`)
    .replace(/#(?=[0-9A-Za-z])/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}

function entities(s: string): string {
  let out = '';
  // A list marker only works at the start of a line: `- x`, `+ x`, `1. x`, `1) x`, or a setext `===`.
  const lead = /^\d*/.exec(s)?.[0].length ?? 0;
  let i = 0;
  // Links in comments are found while parsing only: `http&#58;//` and `www&#46;` are never linked, and copy as typed.
  const linkAt = new Set<number>();
  for (const m of s.matchAll(/:\/\/|\bwww\./gi)) linkAt.add((m.index ?? 0) + (m[0] === '://' ? 0 : 3));
  for (const ch of s) {
    const atStart = i === lead && LINE_START_CHARS.has(ch);
    out += ENTITY_CHARS.has(ch) || atStart || linkAt.has(i) ? `&#${ch.charCodeAt(0)};` : ch;
    i += ch.length;
  }
  return out;
}

/** Text safe inside a fenced code block: no forged markers, invisible characters made visible. */
function neutralizeCode(text: string): string {
  return revealInvisible(text).replace(/<!--/g, `<!${ZWSP}--`);
}

/** A fence longer than any backtick run inside, so the content can never close the block early. */
export function codeFence(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A fenced code block holding untrusted text. `lang` is ours (trusted). */
export function codeBlock(text: string, lang = ''): string {
  const body = neutralizeCode(text.replace(/\r\n?/g, '\n'));
  const fence = codeFence(body);
  return `${fence}${lang}\n${body}\n${fence}`;
}

/**
 * Pretty JSON whose meaning is unchanged but which can hold no markup: `<`, `>`, `&` and invisible characters
 * (which only occur inside JSON strings) are written as `\uXXXX` escapes.
 */
export function safeJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ch === '<' || ch === '>' || ch === '&' || (cp !== 0x0a && invisibleName(cp) !== undefined)) {
      // Astral characters become a surrogate pair of escapes, which JSON.parse reads back as the same character.
      for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
    } else out += ch;
  }
  return out;
}

/** A fenced ```json block of `value`. */
export function jsonBlock(value: unknown): string {
  const text = safeJson(value);
  const fence = codeFence(text);
  return `${fence}json\n${text}\n${fence}`;
}

/**
 * A table cell's markdown: GFM splits cells on `|` even inside code spans, so each is written `\|` (read back as `|`
 * inside a code span). Outside code spans escapeInline already wrote pipes as entities.
 */
export function tableCell(markdown: string): string {
  return markdown.replace(/\|/g, '\\|');
}

/** A single-line code span for untrusted text (inside a table, pass the cell through tableCell). */
export function codeSpan(text: string, max: number = DEFAULT_INLINE_MAX): string {
  const body = neutralizeCode(truncate(text.replace(/[\r\n]+/g, ' '), max));
  let longest = 0;
  for (const m of body.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const ticks = '`'.repeat(longest + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || body.startsWith(' ') ? ' ' : '';
  return `${ticks}${pad}${body}${pad}${ticks}`;
}

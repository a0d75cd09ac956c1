// Names that look like another name: a letter from another script drawn like a Latin one (Cyrillic а, Greek ο), an
// invisible character, a bidi override that shows the name backwards. Such a name is impersonation, never a rename:
// the reviewer is shown the code points. And URI templates that differ only in how a variable expands: `{+path}`
// (reserved expansion) lets `/` and `..` through where `{path}` did not, an exposure change, not a rename.

/** Letters of other scripts that render like a Latin letter (lowercase; NFKC folds full-width and compatibility forms first). */
const CONFUSABLE: Readonly<Record<string, string>> = {
  // Cyrillic
  '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x', '\u0456': 'i', '\u0458': 'j', '\u0455': 's',
  '\u0501': 'd', '\u04cf': 'l', '\u043a': 'k', '\u043c': 'm', '\u043d': 'h', '\u0442': 't', '\u0432': 'b', '\u0491': 'r', '\u0461': 'w', '\u051b': 'q',
  // Greek
  '\u03bf': 'o', '\u03b1': 'a', '\u03b5': 'e', '\u03c1': 'p', '\u03c4': 't', '\u03c5': 'u', '\u03bd': 'v', '\u03ba': 'k', '\u03b9': 'i', '\u03c7': 'x',
  // Latin look-alikes outside ASCII
  '\u0131': 'i', '\u0269': 'i', '\u0251': 'a', '\u0261': 'g', '\u1d00': 'a', '\u0274': 'n',
};
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}]/gu;

/** What a name looks like on screen: NFKC, lowercase, other scripts' look-alikes folded, invisible characters gone, an override's run reversed. */
export function skeleton(name: string): string {
  let s = name.normalize('NFKC').toLowerCase();
  const rlo = s.indexOf('\u202e');
  if (rlo >= 0) s = s.slice(0, rlo) + [...s.slice(rlo + 1)].reverse().join('');
  s = s.replace(INVISIBLE, '');
  return [...s].map((c) => CONFUSABLE[c] ?? c).join('');
}

/** The characters that make `name` differ from what it looks like, as `U+0430 (looks like "a")`. */
export function telltales(name: string): string[] {
  const out: string[] = [];
  for (const c of name) {
    const cp = c.codePointAt(0)!;
    if (cp < 0x80) continue;
    const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    const like = CONFUSABLE[c.normalize('NFKC').toLowerCase()];
    out.push(like !== undefined ? `${hex} (looks like "${like}")` : new RegExp(INVISIBLE.source, 'u').test(c) ? `${hex} (invisible)` : hex);
  }
  return [...new Set(out)];
}

/** Whether `name` is drawn like `other` without being it: same skeleton, and `name` holds a character that is not plain ASCII. */
export function impersonates(name: string, other: string): boolean {
  return name !== other && telltales(name).length > 0 && skeleton(name) === skeleton(other);
}

/** A URI template with its operators taken out of every expression: `file:///{+path}` -> `file:///{path}`. */
function plainTemplate(t: string): string {
  return t.replace(/\{[+#./;?&]?([^}]*)\}/g, '{$1}');
}

/** The variables `after` expands reserved (`{+x}`, `{#x}`) that `before`, the same template otherwise, expanded plainly. */
export function reservedWidened(before: string, after: string): string[] {
  if (before === after || plainTemplate(before) !== plainTemplate(after)) return [];
  const reserved = (t: string) => new Set([...t.matchAll(/\{[+#]([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((v) => v.replace(/[:*].*$/, '').trim())));
  const was = reserved(before);
  return [...reserved(after)].filter((v) => !was.has(v));
}

// Characters a reviewer does not see (bidi controls, zero-width characters, tag characters, variation selectors), told
// apart from the emoji they legitimately belong to, and spelled out: a tag-character run is text a model reads and a
// person does not, so the reviewer is shown what it says.

/** Bidi controls, zero-width characters, tag characters and variation selectors. */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

/**
 * An emoji with what it is made of: a presentation selector (`⚠️` is U+26A0 U+FE0F), a skin tone, zero-width joiners
 * between pictographs (👩‍💻) or a keycap. These are visible as one picture, so they are not hidden text.
 */
const EMOJI = /(?:\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?\p{Emoji_Modifier}?(?:\u{200D}\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?\p{Emoji_Modifier}?)*|[#*0-9]\u{FE0F}?\u{20E3})/gu;

function withoutEmoji(text: string): string {
  return text.replace(EMOJI, '');
}

/** Whether the text holds a character a reviewer cannot see, emoji sequences aside. */
export function hasHidden(text: string): boolean {
  return HIDDEN.test(text) && HIDDEN.test(withoutEmoji(text));
}

const NAMES: Readonly<Record<number, string>> = {
  0xad: 'SOFT HYPHEN',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
const isTag = (cp: number): boolean => cp >= 0xe0000 && cp <= 0xe007f;

/**
 * The hidden characters of a text, spelled out: each kind with its count, and every run of tag characters decoded to
 * the ASCII it encodes (U+E0041 is `A`), quoted and escaped as JSON so it reads as data. Bounded.
 */
export function describeHidden(text: string, max = 300): string {
  const counts = new Map<number, number>();
  const runs: string[] = [];
  let run = '';
  let last = -2;
  for (const m of withoutEmoji(text).matchAll(HIDDEN_ALL)) {
    const cp = m[0].codePointAt(0)!;
    if (isTag(cp)) {
      // Printable tags decode to their ASCII letter; the language tag and the cancel tag only bound a run.
      if (m.index !== last + 2 && run !== '') {
        runs.push(run);
        run = '';
      }
      if (cp >= 0xe0020 && cp <= 0xe007e) run += String.fromCharCode(cp - 0xe0000);
      last = m.index;
    } else counts.set(cp, (counts.get(cp) ?? 0) + 1);
  }
  if (run !== '') runs.push(run);
  const parts = [...counts].sort((a, b) => a[0] - b[0]).map(([cp, n]) => `${hex(cp)}${NAMES[cp] ? ` ${NAMES[cp]}` : ''}${n > 1 ? ` ×${n}` : ''}`);
  for (const r of runs) parts.push(`tag characters spelling ${JSON.stringify(r.length > 160 ? `${r.slice(0, 159)}…` : r)}`);
  const out = parts.join('; ');
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

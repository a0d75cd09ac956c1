// A deprecation a capability states about itself in its own text, read without configuration: the forms servers ship
// (`DEPRECATED: use x`, `⚠️ DEPRECATED: … use 'x' instead`, `[Deprecated: Use x instead]`, `[Deprecated]`, `… text.
// DEPRECATED: Use x instead.`, a title `(deprecated: use x)`, `This tool is deprecated`), and a house marker the
// config names for the styles these miss. Only the capability's own description and title are read: a parameter
// described as deprecated, or a sentence saying another tool is deprecated, is not this capability's deprecation.
import { parseRef } from '../shared/canonical.js';
import type { JsonObject } from '../shared/model.js';
import { isJsonObject } from '../shared/json.js';

/** Where a notice was found and what follows the marker (the text dates and the successor are read from). */
export interface Notice {
  /** JSON pointer of the text: `/description`, `/title` or `/annotations/title`. */
  pointer: string;
  rest: string;
  /** The whole text the notice is in (bounded as read). */
  text: string;
}

const WORD = '[Dd][Ee][Pp][Rr][Ee][Cc][Aa][Tt][Ee][Dd]';
/** Leading decoration before a marker at the start: emoji (with selectors and joiners), bullets, markdown emphasis. */
const LEAD = String.raw`^[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}*_#>!~|•·:\-–—]*`;
/** At the start, the word then punctuation or the end: `Deprecated: …`, `DEPRECATED - …`, `Deprecated.` (not `Deprecated fields are …`). */
// LEAD already takes `*` and `_`: a second `[*_]*` beside it would split a run of `*` every way (quadratic).
const AT_START = new RegExp(`${LEAD}${WORD}[*_]*(?=\\s*(?:[:.!,;)\\]\\-–—(\\[]|$))`, 'u');
/** In brackets at the start: `[Deprecated]`, `(DEPRECATED: use x)`, `[Deprecated since 1.2]`. */
const BRACKET_START = new RegExp(`${LEAD}[\\[(]\\s*${WORD}\\b`, 'u');
/** In brackets anywhere, saying what to do: `(deprecated: use scrape JSON)`, `[Deprecated - replaced by x]`. */
const BRACKET_ADVICE = new RegExp(`[\\[(]\\s*${WORD}\\s*[:\\-–—,]\\s*(?=(?:please\\s+)?(?:use|replaced|superseded|see|switch|migrate|prefer|call)\\b)`, 'i');
/** A bracket of its own closing the text: `Search the web. [Deprecated]` (a bracket after a word names that word). */
const BRACKET_END = new RegExp(`(?:^|[.!?:]\\s*)[\\[(]\\s*${WORD}\\s*[\\])]\\s*$`);
/** Mid-text as a notice: `DEPRECATED` written so, or `Deprecated` opening a sentence, then `:` `(` `[` or a dash. */
// The word is matched before the look-behind runs: a look-behind first would scan back over every run of spaces.
const MID = /(?:\bDEPRECATED|Deprecated(?<=[.!?\n]\s*Deprecated))(?<![Nn][Oo][Tt]\s(?:DEPRECATED|Deprecated))(?=\s*[:(\[\-–—])/;
/** The capability saying it of itself: `This tool is deprecated`, `This prompt has been deprecated`. */
const SELF = /\bthis\s+(?:tool|prompt|resource|template|endpoint|function|method|command|capability|action)\s+(?:is|has\s+been|was)\s+(?:now\s+)?deprecated\b/i;

/** The default markers in the order they are tried (exported so a test runs each on adversarial text). */
export const DEFAULT_MARKERS: readonly RegExp[] = [BRACKET_START, AT_START, BRACKET_ADVICE, MID, SELF, BRACKET_END];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A configured house marker: at the start in any case; elsewhere only as written and followed by `:` `(` `[` (servers
 * append "DEPRECATED: Use x instead.", while a lowercase "deprecated" mid-sentence is prose).
 */
export function houseMarkerRest(text: string, marker: string): string | undefined {
  if (marker.trim() === '') return undefined;
  const word = escapeRegExp(marker.trim());
  const m = new RegExp(`^\\s*${word}(?![A-Za-z0-9_])`, 'i').exec(text) ?? new RegExp(`(?<![Nn][Oo][Tt])\\s${word}(?=\\s*[:(\\[])`).exec(text);
  return m ? text.slice(m.index + m[0].length) : undefined;
}

/** The text after a default marker in `text`, or undefined when the text states no deprecation of its own. */
export function defaultMarkerRest(text: string): string | undefined {
  for (const re of DEFAULT_MARKERS) {
    const m = re.exec(text);
    if (m) return text.slice(m.index + m[0].length).replace(/^[*_]+/, '');
  }
  return undefined;
}

/** The capability's own texts, in the order a notice is looked for. */
function ownTexts(definition: JsonObject): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (typeof definition.description === 'string') out.push(['/description', definition.description.slice(0, 16_384)]);
  if (typeof definition.title === 'string') out.push(['/title', definition.title.slice(0, 1_000)]);
  const ann = definition.annotations;
  if (isJsonObject(ann) && typeof ann.title === 'string') out.push(['/annotations/title', ann.title.slice(0, 1_000)]);
  return out;
}

/** The first deprecation notice in a definition's own description or title: the house marker first, then the defaults. */
export function deprecationNotice(definition: JsonObject, houseMarker?: string): Notice | undefined {
  const texts = ownTexts(definition);
  for (const [pointer, text] of texts) {
    const rest = houseMarker === undefined ? undefined : houseMarkerRest(text, houseMarker);
    if (rest !== undefined) return { pointer, rest, text };
  }
  for (const [pointer, text] of texts) {
    const rest = defaultMarkerRest(text);
    if (rest !== undefined) return { pointer, rest, text };
  }
  return undefined;
}

/** A name as a notice writes it: in backticks, in any quotes, or bare. Groups: backticked, quoted, bare. */
const NAME = String.raw`(?:` + '`' + String.raw`([^` + '`' + String.raw`\n]{1,200})` + '`' + String.raw`|['‘’"“”«»]([^'‘’"“”«»\n]{1,200})['‘’"“”«»]|([A-Za-z_][\w./-]{0,199}))`;

/** Names a notice puts forward as the successor: `use x`, `replaced by x`, `superseded by x`, `replacement: x`, .... */
export const SUCCESSOR = new RegExp(
  String.raw`\b(?:use|call|prefer|replaced\s+(?:by|with)|superseded\s+by|succeeded\s+by|in\s+favou?r\s+of|switch\s+to|migrate\s+to|moved\s+to|see|(?:its\s+|the\s+)?(?:replacement|successor)(?:\s+tool)?(?:\s+is|\s*:))\s+(?:the\s+)?(?:new\s+)?(?:tool\s+|prompt\s+)?` +
    NAME,
  'gi',
);

/**
 * The phrase that says the name before it is the successor: `x replaces this tool`, `x supersedes it`, `x is the
 * replacement`. The name is then read back from the text just before the phrase (NAME_BEFORE), so no pattern scans
 * the text for a name at every position.
 */
export const SUCCESSOR_BEFORE = /\s(?:now\s+)?(?:replaces|supersedes)\s+(?:this|it)\b|\sis\s+(?:the|its)\s+(?:new\s+)?(?:replacement|successor)\b/gi;
export const NAME_BEFORE = new RegExp(`${NAME}\\s*$`);

/** A name found by a successor phrase, when it reads as one: quoted, or an identifier (`_`, `-`, `.`, camelCase). */
function namedIn(m: RegExpMatchArray, served: (name: string) => boolean): string | undefined {
  const quoted = m[1] ?? m[2];
  const name = (quoted ?? m[3]).trim().replace(/[.]+$/, '');
  if (!/^[A-Za-z_][\w./-]*$/.test(name)) return undefined;
  return quoted !== undefined || /[_\-./]|[a-z][A-Z]/.test(name) || served(name) ? name : undefined;
}

/**
 * The capability a deprecation notice names as its replacement, as a ref of the notice's own kind: the name a
 * replacement phrase puts forward (`use x instead`, `superseded by "x"`, `x replaces this`, in any quotes), served or
 * not, a served one first; a companion the notice merely mentions ("works with `list_runs`; use `get_run` instead")
 * is never the successor. Without such a phrase, only a served name standing alone after the marker (`Deprecated: \`x\`.`) is one.
 * Prose ("Use the new API") never invents one. `whole`: the capability's full text, read for the phrases that name
 * the successor before saying it replaces this one.
 */
export function successorNamed(notice: string, selfRef: string, served: (ref: string) => boolean, whole?: string): string | undefined {
  const kind = parseRef(selfRef)?.kind;
  if (kind === undefined) return undefined;
  const text = notice.slice(0, 2_000);
  const isServed = (name: string) => served(`${kind}:${name}`);
  const named: string[] = [];
  for (const m of text.slice(0, 600).matchAll(SUCCESSOR)) {
    const name = namedIn(m, isServed);
    if (name !== undefined) named.push(name);
  }
  const all = (whole ?? text).slice(0, 2_000);
  for (const p of all.matchAll(SUCCESSOR_BEFORE)) {
    const before = all.slice(Math.max(0, p.index - 210), p.index);
    const m = NAME_BEFORE.exec(before);
    const name = m === null ? undefined : namedIn(m, isServed);
    if (name !== undefined) named.push(name);
  }
  const refs = named.map((n) => `${kind}:${n}`).filter((r) => r !== selfRef);
  const pick = refs.find(served) ?? refs[0];
  if (pick !== undefined) return pick;
  // Alone: `Deprecated: \`x\`.`, `(deprecated → x)`; a name a sentence goes on about is a mention.
  const opening = /^[\s:,;\-–—>→([]*(?:`([^`\n]{1,200})`|([A-Za-z_][\w/-]{0,199}))\s*(?:[.)\]]|$)/.exec(text);
  const first = opening === null ? undefined : `${kind}:${(opening[1] ?? opening[2]).replace(/[.]+$/, '')}`;
  return first !== undefined && first !== selfRef && served(first) ? first : undefined;
}

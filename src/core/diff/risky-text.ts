// Model-visible text that should not ship unread: the wording of tool poisoning (exfiltration to a URL, overriding
// instructions, secrecy towards the user, shadowing other tools) and characters a reviewer cannot see (spelled out in
// the finding, emoji aside). A match is a reason for a person to read the text, not a verdict.
import type { JsonValue } from '../shared/model.js';
import { isJsonObject } from '../shared/json.js';
import { describeHidden, hasHidden } from './hidden-text.js';
import { modelTexts, textPlaceOf, type ModelText } from './model-texts.js';
import { readDataMovement, type DataMovement } from './data-movement.js';
import { readOverride, readSecrecy } from './standing-orders.js';

export interface RiskyMatch {
  /** JSON pointer of the text in the definition, e.g. `/inputSchema/properties/path/description`. */
  pointer: string;
  /** What the text does, as a phrase: `asks to ignore earlier instructions`. */
  what: string;
  /** Which cue matched, a stable word for tooling: `exfiltration`, `tool-shadowing`, `invisible-characters`, .... */
  cue: string;
  /** For `data-movement`: what the text tells the model to gather, where to put it, and the sentence that says so. */
  movement?: DataMovement;
}

/** A name in text: `code`, 'quoted' or an identifier with an underscore or a hyphen (read_text_file, web-search). */
// Linear: the bare form starts only where a word starts and its first `_`/`-` is fixed, so a 16 KB `a_a_a…` is read once,
// not once per letter and split point.
const NAME = String.raw`(?:\x60[^\x60\n]{1,80}\x60|['"][\w./-]{1,80}['"]|(?<![\w-])[a-z][a-z0-9]*[_-][\w-]*)`;

/** A name that can only be a tool's: `code`, 'quoted' or snake_case (a hyphen alone is English: re-run, built-in). */
const TOOL_NAME = String.raw`(?:\x60[^\x60\n]{1,80}\x60|['"][\w./-]{1,80}['"]|[a-z][\w-]*_[\w-]*)`;

interface Pattern {
  cue: string;
  what: string;
  re: RegExp;
}

const PATTERNS: readonly Pattern[] = [
  {
    // Shadowing: steering the model away from another tool, the way a poisoned server takes over a trusted one's calls.
    cue: 'tool-shadowing',
    what: 'tells the model to use this tool in place of another, or not to call another',
    re: new RegExp(
      [
        String.raw`\b(?:use|call|prefer|choose|invoke)\s+this(?:\s+(?:tool|function|one))?\s+(?:instead\s+of|rather\s+than|in\s+place\s+of|over)\b`,
        // A hyphenated word ("re-running", "client-side") names no tool: only a quoted, backticked or snake_case name does.
        String.raw`\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:using\s+|calling\s+)?(?:the\s+)?${TOOL_NAME}`,
        String.raw`${NAME}(?:\s+tool)?\s+(?:is\s+(?:deprecated|broken|unsafe|disabled|obsolete|insecure)\s+and\s+)?(?:must|should)\s+(?:not|never)\s+be\s+(?:called|used|invoked|run)\b`,
        String.raw`(?:\btool\s+${NAME}|${NAME}\s+tool)\s+(?:is|has\s+been)\s+(?:now\s+)?(?:deprecated|disabled|broken|unsafe|obsolete|insecure|removed)\b`,
        String.raw`\b(?:do\s+not|don't|never)\s+(?:call|use|invoke|run)\s+(?:the\s+)?${NAME}(?:\s+tool)?\s*(?:[.;!]|$)`,
      ].join('|'),
      'i',
    ),
  },
  {
    cue: 'exfiltration',
    what: 'asks to send or upload data to an address',
    re: /\b(?:upload|exfiltrat\w*|send|post|forward|transmit|copy|sync|report|leak)\b[^\n]{0,120}?\b(?:to|at|into)\s+(?:https?:\/\/|ftp:\/\/|wss?:\/\/|[^\s@]+@[^\s@]+\.\w{2,}|(?:[a-z0-9-]+\.)+[a-z]{2,}\/)/i,
  },
  {
    cue: 'credentials',
    what: 'names credentials or private files',
    re: /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.npmrc\b|\.netrc\b|\/etc\/(?:passwd|shadow)\b|\.env\b|\b(?:private[_ -]?key|api[_ -]?keys?|access[_ -]?tokens?|passwords?|secrets?)\b[^.\n]{0,60}\b(?:send|include|read|upload|append|pass|attach)\b)/i,
  },
  {
    cue: 'override',
    what: 'asks to ignore earlier instructions',
    re: /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system)\b[^.\n]{0,30}\b(?:instructions?|prompts?|rules?|guidelines?|messages?)\b/i,
  },
  {
    cue: 'secrecy',
    what: 'asks to keep something from the user',
    re: /\b(?:do not|don't|never|without)\b[^.\n]{0,20}\b(?:tell|telling|mention|mentioning|reveal|revealing|inform|informing|notify|notifying|alert|alerting)\b[^.\n]{0,40}\b(?:the user|users?|anyone|them)\b/i,
  },
  {
    cue: 'authority',
    what: 'claims authority over the model or other tools',
    re: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden)\s*>|\b(?:instead of|rather than|before (?:using|calling|running))\b[^.\n]{0,60}\b(?:tool|function)s?\b|\byou must (?:always|first)\b/i,
  },
  {
    cue: 'tool-order',
    what: 'tells the model which tools to call and when',
    re: /\balways\s+(?:call|use|run|invoke)\b[^.\n]{0,40}\b(?:first|before)\b|\b(?:before|after|instead of)\s+(?:calling|using|running|invoking|answering|responding)\b[^.\n]{0,30}?\b(?:call|invoke|run|use)\s+(?:`[^`\n]+`|[a-z][\w-]*_[\w-]+)/i,
  },
  {
    cue: 'conversation',
    what: "asks for the conversation or the user's prompt",
    re: /\b(?:full|entire|whole|complete|original|verbatim|exact)\s+(?:user(?:'s)?\s+)?(?:conversation|chat(?:\s+history)?|message\s+history|prompt)\b|\b(?:conversation|chat)\s+history\b|\bsystem\s+prompt\b/i,
  },
];

type Text = ModelText;
const textsOf = modelTexts;

/** The cues' patterns as run (global), exported so a test runs each on adversarial text. */
export const GLOBAL = PATTERNS.map((p) => ({ ...p, re: new RegExp(p.re.source, `${p.re.flags}g`) }));
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** A shadowing passage that names the capability itself (its own notice, "read_file must not be called"), not another. */
function namesSelf(cue: string, passage: string, self: string | undefined): boolean {
  if (cue !== 'tool-shadowing' || self === undefined || self === '') return false;
  const at = passage.toLowerCase().indexOf(self.toLowerCase());
  const edge = (c: string | undefined) => c === undefined || !/[\w-]/.test(c);
  return at >= 0 && edge(passage[at - 1]) && edge(passage[at + self.length]);
}

/** What the old definition already said: its text (squashed), its hidden-character strings, its data movements. */
interface Known {
  text: string;
  hidden: ReadonlySet<string>;
  /** `source>sink` of every movement its prose ordered: the same order reworded is not news. */
  moves: ReadonlySet<string>;
}

const moveKey = (m: DataMovement): string => `${m.source}>${m.sink}`;

/** Every cue of one string a passage `known` (the old definition's text, squashed) does not already hold, each once. */
function newPassages(t: Text, known: Known, self: string | undefined, first: boolean, definition: JsonValue): Array<Omit<RiskyMatch, 'pointer'>> {
  const out: Array<Omit<RiskyMatch, 'pointer'>> = [];
  if (hasHidden(t.text) && !known.hidden.has(t.text)) {
    out.push({ cue: 'invisible-characters', what: `holds invisible characters (${describeHidden(t.text)})` });
    if (first) return out;
  }
  if (!t.prose) return out;
  // Read as instructions first: a text that moves data is named for that, whatever else its words match.
  const movement = readDataMovement(t.text, textPlaceOf(t.pointer, definition));
  if (movement !== undefined && !known.moves.has(moveKey(movement))) {
    out.push({ cue: 'data-movement', what: `tells the model to take ${movement.sourceWords} and put it into ${movement.sinkWords}`, movement });
    if (first) return out;
  }
  for (const p of GLOBAL) {
    for (const m of t.text.matchAll(p.re)) {
      if (known.text.includes(squash(m[0])) || namesSelf(p.cue, m[0], self)) continue;
      out.push({ cue: p.cue, what: p.what });
      if (first) return out;
      break;
    }
  }
  // The same two orders read by the classes of their words, for wordings the patterns above do not hold.
  for (const [cue, read] of [['override', readOverride], ['secrecy', readSecrecy]] as const) {
    if (out.some((o) => o.cue === cue)) continue;
    const clause = read(t.text);
    if (clause === undefined || known.text.includes(squash(clause))) continue;
    // The clause is quoted in the row: read by its words' classes, it has no phrase a reviewer could search for.
    out.push({ cue, what: `${PATTERNS.find((p) => p.cue === cue)!.what}: "${clause}"` });
    if (first) return out;
  }
  return out;
}

/** A word without leading or trailing `.`/`-` (a loop: `/[.-]+$/` reads an inner run of dots once per dot). */
function trimDotsDashes(w: string): string {
  let a = 0;
  let b = w.length;
  while (a < b && (w[a] === '.' || w[a] === '-')) a++;
  while (b > a && (w[b - 1] === '.' || w[b - 1] === '-')) b--;
  return w.slice(a, b);
}

/**
 * A sibling's name the string adds (the old definition named it nowhere): a description that starts pointing the
 * model at another tool of the server. A name that is a plain word (`search`) counts only quoted or in backticks.
 * Looked up by the text's own words, so a catalog of thousands of tools costs a set look-up per word.
 */
function namedSibling(t: Text, known: string, others: ReadonlySet<string>, self: string | undefined): string | undefined {
  if (!t.prose) return undefined;
  const text = t.text.toLowerCase();
  const hit = (word: string, quoted: boolean): boolean => others.has(word) && word !== self && (quoted || !/^[a-z]+$/.test(word)) && !known.includes(word);
  for (const m of text.matchAll(/[`'"]([\w.-]+)[`'"]/g)) if (hit(m[1], true)) return m[1];
  for (const m of text.matchAll(/[\w.-]+/g)) {
    const word = trimDotsDashes(m[0]);
    if (hit(word, false)) return word;
  }
  return undefined;
}

/** The seven things an added passage can do that a person must read, and which detector cue is which. */
export const CUE_CLASSES = ['data-movement', 'outbound-destination', 'agent-instruction', 'secrecy', 'other-tool', 'credentials', 'invisible-characters'] as const;
export type CueClass = (typeof CUE_CLASSES)[number];

const CLASS_OF: Readonly<Record<string, CueClass>> = {
  'data-movement': 'data-movement',
  exfiltration: 'outbound-destination',
  override: 'agent-instruction',
  authority: 'agent-instruction',
  'tool-order': 'agent-instruction',
  secrecy: 'secrecy',
  'tool-shadowing': 'other-tool',
  'names-other-tool': 'other-tool',
  credentials: 'credentials',
  conversation: 'credentials',
  'invisible-characters': 'invisible-characters',
};

/** A cue's class; a cue this version does not know reads as an instruction (never as no cue). */
export function cueClass(cue: string): CueClass {
  return CLASS_OF[cue] ?? 'agent-instruction';
}

/** Words for a cue class in a message: `reference to another tool`. */
export const CUE_CLASS_WORDS: Readonly<Record<CueClass, string>> = {
  'data-movement': 'instruction moving data to a place',
  'outbound-destination': 'outbound destination',
  'agent-instruction': 'instruction aimed at the agent',
  secrecy: 'secrecy toward the user',
  'other-tool': 'reference to another tool',
  credentials: 'request for credentials or private data',
  'invisible-characters': 'invisible characters',
};

/**
 * Risky passages an edit adds: every model-visible string of `after` (descriptions, titles, new properties and
 * arguments, enum and const values; hidden characters in any string or key) screened for passages `before` did not
 * already hold anywhere. One match per pointer, in document order. `before` undefined screens a whole new definition.
 */
export function riskyAdditions(before: JsonValue | undefined, after: JsonValue): RiskyMatch[] {
  return screen(before, after, new Set(), true);
}

/**
 * Every cue an edit adds, by pointer of the edited string: the risky passages (all of them, not only the first) and,
 * given the names of the server's tools (lowercase), a name of one of them the text did not hold before (`names-other-tool`:
 * not risky alone, but no longer a plain rewording). What triages a description or title edit.
 */
export function cuesAdded(before: JsonValue | undefined, after: JsonValue, others: ReadonlySet<string> = new Set()): Map<string, RiskyMatch[]> {
  const out = new Map<string, RiskyMatch[]>();
  for (const m of screen(before, after, others, false)) out.set(m.pointer, [...(out.get(m.pointer) ?? []), m]);
  return out;
}

/** The cue classes of matches, each once, in CUE_CLASSES order. */
export function cueClassesOf(matches: readonly RiskyMatch[]): CueClass[] {
  const found = new Set(matches.map((m) => cueClass(m.cue)));
  return CUE_CLASSES.filter((c) => found.has(c));
}

function screen(before: JsonValue | undefined, after: JsonValue, others: ReadonlySet<string>, first: boolean): RiskyMatch[] {
  const old = textsOf(before);
  const moves = new Set<string>();
  for (const t of old) {
    const m = t.prose ? readDataMovement(t.text, textPlaceOf(t.pointer, before)) : undefined;
    if (m !== undefined) moves.add(moveKey(m));
  }
  const known: Known = { text: old.map((t) => squash(t.text)).join('\n'), hidden: new Set(old.filter((t) => hasHidden(t.text)).map((t) => t.text)), moves };
  const self = isJsonObject(after) && typeof after.name === 'string' ? after.name : undefined;
  // A string the old definition already held, anywhere, adds nothing: only edited and new strings are matched.
  const unchanged = new Set(old.map((t) => t.text));
  const out: RiskyMatch[] = [];
  for (const t of textsOf(after)) {
    if (unchanged.has(t.text)) continue;
    if (first) {
      const [found] = newPassages(t, known, self, true, after);
      if (found !== undefined && out[out.length - 1]?.pointer !== t.pointer) out.push({ pointer: t.pointer, ...found });
      continue;
    }
    for (const found of newPassages(t, known, self, false, after)) out.push({ pointer: t.pointer, ...found });
    const sibling = others.size > 0 ? namedSibling(t, known.text, others, self?.toLowerCase()) : undefined;
    if (sibling !== undefined) out.push({ pointer: t.pointer, cue: 'names-other-tool', what: `names another tool of the server (${sibling})` });
  }
  return out;
}

/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) and enum/const values
 * anywhere in it are matched against the patterns; every string, names and keys included, is checked for hidden
 * characters. Bounded walk.
 */
export function riskyText(definition: JsonValue): RiskyMatch | undefined {
  return riskyAdditions(undefined, definition)[0];
}

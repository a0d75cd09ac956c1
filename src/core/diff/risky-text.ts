// Model-visible text that should not ship unread: the wording of tool poisoning (exfiltration to a URL, overriding
// instructions, secrecy towards the user, shadowing other tools) and characters a reviewer cannot see. A match is a
// reason for a person to read the text, not a verdict.
import type { JsonValue } from '../shared/model.js';
import { escapePointer, isJsonObject } from '../shared/json.js';

export interface RiskyMatch {
  /** JSON pointer of the text in the definition, e.g. `/inputSchema/properties/path/description`. */
  pointer: string;
  /** What the text does, as a phrase: `asks to ignore earlier instructions`. */
  what: string;
}

const PATTERNS: ReadonlyArray<{ what: string; re: RegExp }> = [
  {
    what: 'asks to send or upload data to an address',
    re: /\b(?:upload|exfiltrat\w*|send|post|forward|transmit|copy|sync|report|leak)\b[^\n]{0,120}?\b(?:to|at|into)\s+(?:https?:\/\/|ftp:\/\/|wss?:\/\/|\S+@\S+\.\w{2,}|(?:[a-z0-9-]+\.)+[a-z]{2,}\/)/i,
  },
  {
    what: 'names credentials or private files',
    re: /(?:~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.npmrc\b|\.netrc\b|\/etc\/(?:passwd|shadow)\b|\.env\b|\b(?:private[_ -]?key|api[_ -]?keys?|access[_ -]?tokens?|passwords?|secrets?)\b[^.\n]{0,60}\b(?:send|include|read|upload|append|pass|attach)\b)/i,
  },
  {
    what: 'asks to ignore earlier instructions',
    re: /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system)\b[^.\n]{0,30}\b(?:instructions?|prompts?|rules?|guidelines?|messages?)\b/i,
  },
  {
    what: 'asks to keep something from the user',
    re: /\b(?:do not|don't|never|without)\b[^.\n]{0,20}\b(?:tell|telling|mention|mentioning|reveal|revealing|inform|informing|notify|notifying|alert|alerting)\b[^.\n]{0,40}\b(?:the user|users?|anyone|them)\b/i,
  },
  {
    what: 'claims authority over the model or other tools',
    re: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden)\s*>|\b(?:instead of|rather than|before (?:using|calling|running))\b[^.\n]{0,60}\b(?:tool|function)s?\b|\byou must (?:always|first)\b/i,
  },
  {
    what: 'tells the model which tools to call and when',
    re: /\balways\s+(?:call|use|run|invoke)\b[^.\n]{0,40}\b(?:first|before)\b|\b(?:before|after|instead of)\s+(?:calling|using|running|invoking|answering|responding)\b[^.\n]{0,30}?\b(?:call|invoke|run|use)\s+(?:`[^`\n]+`|[a-z][\w-]*_[\w-]+)/i,
  },
  {
    what: "asks for the conversation or the user's prompt",
    re: /\b(?:full|entire|whole|complete|original|verbatim|exact)\s+(?:user(?:'s)?\s+)?(?:conversation|chat(?:\s+history)?|message\s+history|prompt)\b|\b(?:conversation|chat)\s+history\b|\bsystem\s+prompt\b/i,
  },
];

/** Bidi controls, zero-width characters, tag characters and variation selectors: text a reviewer does not see. */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;

/** Keys whose string values a model reads as prose. */
const TEXT_KEYS = new Set(['description', 'title', 'instructions']);
/** Keys whose string values (or array items) a model reads as allowed values: screened like prose. */
const VALUE_KEYS = new Set(['enum', 'const']);
const MAX_NODES = 20_000;
const MAX_TEXT = 16_384;

/** One model-visible string of a definition: `prose` when it is read as text (patterns apply), else hidden characters only. */
interface Text {
  pointer: string;
  text: string;
  prose: boolean;
}

/** Strings of a definition in document order (keys sorted), bounded: prose fields, enum/const values, names and keys. */
function textsOf(definition: JsonValue | undefined): Text[] {
  const out: Text[] = [];
  if (definition === undefined) return out;
  const stack: Array<[JsonValue, string, boolean]> = [[definition, '', false]];
  let nodes = 0;
  while (stack.length > 0 && ++nodes <= MAX_NODES) {
    const [v, at, prose] = stack.pop()!;
    if (typeof v === 'string') out.push({ pointer: at || '/', text: v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v, prose });
    else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}/${i}`, prose]);
    } else if (isJsonObject(v)) {
      const keys = Object.keys(v).sort().reverse();
      for (const k of keys) {
        const ptr = `${at}/${escapePointer(k)}`;
        stack.push([v[k], ptr, TEXT_KEYS.has(k) || VALUE_KEYS.has(k)]);
        // A property key is model-visible too (hidden characters only, like names), reported before its value.
        if (HIDDEN.test(k)) stack.push([k, ptr, false]);
      }
    }
  }
  return out;
}

const GLOBAL = PATTERNS.map((p) => ({ what: p.what, re: new RegExp(p.re.source, `${p.re.flags}g`) }));
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The first risky passage of one string that `known` (the old definition's text, squashed) does not already hold:
 * a routine rewrite around a passage that was there before is not news.
 */
function newPassage(t: Text, known: string, knownHidden: ReadonlySet<string>): string | undefined {
  if (HIDDEN.test(t.text) && !knownHidden.has(t.text)) return 'holds invisible characters';
  if (!t.prose) return undefined;
  for (const p of GLOBAL) {
    for (const m of t.text.matchAll(p.re)) if (!known.includes(squash(m[0]))) return p.what;
  }
  return undefined;
}

/**
 * Risky passages an edit adds: every model-visible string of `after` (descriptions, titles, new properties and
 * arguments, enum and const values; hidden characters in any string or key) screened for passages `before` did not
 * already hold anywhere. One match per pointer, in document order. `before` undefined screens a whole new definition.
 */
export function riskyAdditions(before: JsonValue | undefined, after: JsonValue): RiskyMatch[] {
  const old = textsOf(before);
  const known = old.map((t) => squash(t.text)).join('\n');
  const knownHidden = new Set(old.filter((t) => HIDDEN.test(t.text)).map((t) => t.text));
  // A string the old definition already held, anywhere, adds nothing: only edited and new strings are matched.
  const unchanged = new Set(old.map((t) => t.text));
  const out: RiskyMatch[] = [];
  for (const t of textsOf(after)) {
    if (unchanged.has(t.text)) continue;
    const what = newPassage(t, known, knownHidden);
    if (what !== undefined && out[out.length - 1]?.pointer !== t.pointer) out.push({ pointer: t.pointer, what });
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

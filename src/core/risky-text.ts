// Model-visible text that should not ship unread: the wording of tool poisoning (exfiltration to a URL, overriding
// instructions, secrecy towards the user, shadowing other tools) and characters a reviewer cannot see. A match is a
// reason for a person to read the text, not a verdict.
import type { JsonValue } from './model.js';
import { escapePointer, isJsonObject } from './json.js';

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
];

/** Bidi controls, zero-width characters, tag characters and variation selectors: text a reviewer does not see. */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;

/** Keys whose string values a model reads as prose. */
const TEXT_KEYS = new Set(['description', 'title', 'instructions']);
const MAX_NODES = 20_000;
const MAX_TEXT = 16_384;

/**
 * The first risky passage in a capability definition: prose fields (`description`, `title`) anywhere in it are
 * matched against the patterns; every string, names included, is checked for hidden characters. Bounded walk.
 */
export function riskyText(definition: JsonValue): RiskyMatch | undefined {
  const stack: Array<[JsonValue, string, string | undefined]> = [[definition, '', undefined]];
  let nodes = 0;
  while (stack.length > 0 && ++nodes <= MAX_NODES) {
    const [v, at, key] = stack.pop()!;
    if (typeof v === 'string') {
      const text = v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v;
      if (HIDDEN.test(text)) return { pointer: at || '/', what: 'holds invisible characters' };
      if (key !== undefined && TEXT_KEYS.has(key)) {
        for (const p of PATTERNS) if (p.re.test(text)) return { pointer: at || '/', what: p.what };
      }
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}/${i}`, undefined]);
    } else if (isJsonObject(v)) {
      const keys = Object.keys(v).sort().reverse();
      for (const k of keys) stack.push([v[k], `${at}/${escapePointer(k)}`, k]);
    }
  }
  return undefined;
}

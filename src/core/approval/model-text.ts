// The text a model reads in a definition, so the guard can tell a structural change from one that brings new words.
// `follow` may publish a new integer property named `limit`; it must never publish a sentence nobody read.
import type { JsonValue } from '../shared/model.js';

/** Keys whose string values are prose whatever they look like. */
const PROSE_KEYS = new Set(['description', 'title', '$comment', 'examples', 'text', 'instructions']);
/** An identifier, type name or short token: structure, not instructions (no spaces, no sentence). */
const TOKEN = /^[A-Za-z0-9_.:/#$@+-]{0,64}$/;
/** A definition larger than this is walked only this far: what lies beyond counts as new text (held, never followed). */
const MAX_NODES = 100_000;

/**
 * Every string of a definition a model would read as words: values under prose keys, and any key or value that is
 * not a short token. Undefined when the walk hit its bound (treat as "may hold new text").
 */
export function modelText(value: JsonValue | undefined): Set<string> | undefined {
  const out = new Set<string>();
  const stack: Array<[JsonValue | undefined, string | undefined]> = [[value, undefined]];
  let nodes = 0;
  while (stack.length > 0) {
    if (++nodes > MAX_NODES) return undefined;
    const [v, key] = stack.pop()!;
    if (typeof v === 'string') {
      if ((key !== undefined && PROSE_KEYS.has(key)) || !TOKEN.test(v)) out.add(v);
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push([x, key]);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!TOKEN.test(k)) out.add(k);
        stack.push([x, k]);
      }
    }
  }
  return out;
}

/** The model-visible strings `after` holds that `before` does not; undefined when either walk hit its bound. */
export function newModelText(before: JsonValue | undefined, after: JsonValue | undefined): Set<string> | undefined {
  const old = modelText(before);
  const now = modelText(after);
  if (old === undefined || now === undefined) return undefined;
  return new Set([...now].filter((t) => !old.has(t)));
}

/** Whether `after` holds model-visible text that `before` does not. */
export function bringsNewText(before: JsonValue | undefined, after: JsonValue | undefined): boolean {
  const fresh = newModelText(before, after);
  return fresh === undefined || fresh.size > 0;
}

// RFC 8785 (JCS) canonical JSON of plain JSON data: what the `canonicalize` package writes for it, without what plain
// data never needs (toJSON, cycle tracking) and with a native scan for lone surrogates. Digests are computed for
// every listed item, so this is most of a large capture's own work.
import type { JsonValue } from './model.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function text(s: string): string {
  if (LONE_SURROGATE.test(s)) throw new Error('Lone surrogate is not allowed');
  return JSON.stringify(s);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** `String.prototype.isWellFormed` (ES2024; Node 20 has it, the ES2022 lib types do not). */
export function wellFormedString(s: string): boolean {
  // Most text holds no surrogate at all: the compiled regex answers that faster than a call to isWellFormed.
  return !SURROGATE.test(s) || (s as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * Every key of `value`'s objects, or undefined when the native serializer cannot write its canonical form: a number
 * that is not finite, a string or key that is not well formed (canonical JSON refuses them), or a `__proto__` key
 * (with it in the key list below, objects without their own would print their inherited prototype). One walk.
 */
function keysIfNative(value: JsonValue): Set<string> | undefined {
  const keys = new Set<string>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!wellFormedString(v)) return undefined;
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return undefined;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push(v[i]);
    } else if (typeof v === 'object' && v !== null) {
      for (const k of Object.keys(v)) {
        if (!keys.has(k)) {
          if (k === '__proto__' || !wellFormedString(k)) return undefined;
          keys.add(k);
        }
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return keys;
}

/**
 * RFC 8785 canonical JSON. Given a key list, `JSON.stringify` writes every object's keys in that list's order, so the
 * value's keys sorted by UTF-16 code units make the native serializer write the canonical form, several times faster
 * than any serializer written in JavaScript and without a sorted copy; jcs() writes (or refuses) the rest.
 */
export function canonicalText(value: JsonValue): string {
  const keys = keysIfNative(value);
  return keys === undefined ? jcs(value) : JSON.stringify(value, [...keys].sort());
}

/** Throws, as `canonicalize` does, for NaN, Infinity and lone surrogates: they have no canonical form. */
export function jcs(value: JsonValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return text(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error(Number.isNaN(value) ? 'NaN is not allowed' : 'Infinity is not allowed');
      // ECMAScript's number serialization is the one RFC 8785 prescribes.
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      break;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      out += `${i === 0 ? '' : ','}${v === undefined ? 'null' : jcs(v)}`;
    }
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  // Object.keys().sort() orders by UTF-16 code units, as RFC 8785 asks (and as canonicalize does).
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, JsonValue | undefined>)[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${text(k)}:${jcs(v)}`;
    first = false;
  }
  return `${out}}`;
}

// RFC 8785 (JCS) canonical JSON of plain JSON data: what the `canonicalize` package writes for it, without what plain
// data never needs (toJSON, cycle tracking) and with a native scan for lone surrogates. The capture writes key-sorted
// copies with JSON.stringify (core/shared/canonical.ts); this writes what that cannot.
import type { JsonValue } from './model.js';

function text(s: string): string {
  if (!wellFormedString(s)) throw new Error('Lone surrogate is not allowed');
  return JSON.stringify(s);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** `String.prototype.isWellFormed` (ES2024; Node 20 has it, the ES2022 lib types do not). */
export function wellFormedString(s: string): boolean {
  // Most text holds no surrogate at all: the compiled regex answers that faster than a call to isWellFormed.
  return !SURROGATE.test(s) || (s as string & { isWellFormed(): boolean }).isWellFormed();
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

// Items with no canonical JSON form (a number JSON.parse read as Infinity, e.g. `1e400`; a lone UTF-16 surrogate in
// a string or key) are kept, not left out: their digest is taken over a lossless text, and the snapshot stores a
// display form with U+FFFD where the value could not be written, so a later change to such an item is still seen.
import type { JsonObject, JsonValue, Snapshot } from './model.js';
import { KINDS } from './model.js';
import { nullObject, setKey, wellFormed } from './json.js';

/** Stands for what the display form could not keep: a lone surrogate, or the start of an out-of-range number. */
export const LOST = '\uFFFD';

/** JSON.stringify writes a lone surrogate as a `\udXXX` escape (ES2019), so distinct strings stay distinct. */
const str = (s: string): string => JSON.stringify(s);
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Canonical-style text (keys sorted by UTF-16 code units, no whitespace) that loses nothing JSON.parse kept: strings
 * and keys escaped as JSON.stringify does, finite numbers as ECMAScript writes them (as RFC 8785 does), and
 * non-finite ones as the bare tokens `Infinity`, `-Infinity`, `NaN`, which no JSON text holds, so a digest of this
 * text never equals a canonical one.
 */
export function losslessJson(value: JsonValue): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return `[${value.map(losslessJson).join(',')}]`;
  const keys = Object.keys(value).sort(byCodeUnits);
  return `{${keys.map((k) => `${str(k)}:${losslessJson(value[k])}`).join(',')}}`;
}

/** The value with lone surrogates as U+FFFD and non-finite numbers as the string `\uFFFDInfinity` (and so on). */
export function displayForm(value: JsonValue): JsonValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : `${LOST}${String(value)}`;
  if (typeof value === 'string') return wellFormed(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(displayForm);
  const out: JsonObject = nullObject();
  for (const k of Object.keys(value)) setKey(out, wellFormed(k), displayForm(value[k]));
  return out;
}

/** Whether a stored definition shows U+FFFD anywhere (its digest may then differ where its text does not). */
export function showsLoss(value: JsonValue): boolean {
  return JSON.stringify(value).includes(LOST);
}

/** One line per item captured with no canonical form: what was kept and how, for the capture's warnings. */
export function losslessWarnings(snapshot: Snapshot): string[] {
  const out: string[] = [];
  for (const [surface, s] of Object.entries(snapshot.surfaces)) {
    for (const kind of KINDS) {
      for (const p of s.kinds?.[kind]?.observation.problems ?? []) {
        if (p.code === 'item-not-canonical') out.push(`warning: server "${snapshot.server}" surface "${surface}" ${kind}: ${p.message}`);
      }
    }
  }
  return out;
}

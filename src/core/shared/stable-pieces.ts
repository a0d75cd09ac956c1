// A snapshot's committed text a piece at a time (issue 55): stableStringify builds one string of the whole file (16 MB
// for 5,000 tools) after a deep key-sorted copy of the whole snapshot, and both sat at the capture's peak memory.
import type { JsonObject, JsonValue } from './model.js';
import { builtKeySorted, sortKeys } from './canonical.js';
import { setKey } from './json.js';

/**
 * Containers this close to the root are written by the walk below, anything deeper as one piece: a snapshot's items
 * sit at depth 6 (surfaces, surface, kinds, kind, items, item), so each listed capability is one piece.
 */
const WALK_DEPTH = 6;

/**
 * The text of stableStringify(value), in pieces whose concatenation is exactly that text: pretty JSON with every
 * object's keys in sortKeys' order and a final newline. Each piece below the walked depths is sorted and written on
 * its own, so only one listed item's sorted copy and text exist at a time. With `trustBuilt`, a definition
 * buildCapability marked key-sorted is written as it is, unwalked: only for a snapshot whose capabilities nobody edited
 * since they were built (the CLI's own captures); a library caller may add a key to one, and is sorted in full.
 */
export function* stablePieces(value: JsonValue, trustBuilt = false): Generator<string> {
  yield* pieces(value, 0, '', trustBuilt);
  yield '\n';
}

function* pieces(value: JsonValue | undefined, depth: number, indent: string, trustBuilt: boolean): Generator<string> {
  // An array's undefined element is written `null`, as JSON.stringify writes it.
  if (value === undefined) {
    yield 'null';
    return;
  }
  if (typeof value !== 'object' || value === null || depth >= WALK_DEPTH) {
    yield deepPiece(value, indent, trustBuilt);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield '[]';
      return;
    }
    for (let i = 0; i < value.length; i++) {
      yield i === 0 ? `[\n${inner}` : `,\n${inner}`;
      yield* pieces(value[i], depth + 1, inner, trustBuilt);
    }
    yield `\n${indent}]`;
    return;
  }
  const keys = sortedKeys(value);
  if (keys.length === 0) {
    yield '{}';
    return;
  }
  for (let i = 0; i < keys.length; i++) {
    yield `${i === 0 ? '{' : ','}\n${inner}${JSON.stringify(keys[i])}: `;
    yield* pieces(value[keys[i]], depth + 1, inner, trustBuilt);
  }
  yield `\n${indent}}`;
}

/**
 * `value`'s keys in the order JSON.stringify writes sortKeys(value)'s: sortKeys inserts them sorted (leaving out
 * undefined values) into a new object, where an integer-like key is listed first by V8 whatever the insertion order.
 * The same insertion here gives the same order.
 */
function sortedKeys(value: JsonObject): string[] {
  const probe: JsonObject = {};
  const keys = Object.keys(value).sort();
  for (const k of keys) if (value[k] !== undefined) setKey(probe, k, null);
  return Object.keys(probe);
}

/**
 * sortKeys(value), with each member that buildCapability wrote key-sorted taken as it is: a listed capability's
 * definition holds nearly all of its objects, and walking them all again to find them in order was about half of
 * writing a 5,000-tool snapshot (issue 55).
 */
function sortedPiece(value: JsonValue): JsonValue {
  if (builtKeySorted(value)) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return sortKeys(value);
  let built = false;
  for (const k in value) if (builtKeySorted(value[k])) built = true;
  if (!built) return sortKeys(value);
  // The same keys inserted in the same order as sortKeys' copy, so JSON.stringify lists them the same way.
  const out: JsonObject = {};
  for (const k of sortedKeys(value)) {
    const v = value[k];
    setKey(out, k, builtKeySorted(v) ? v : sortKeys(v));
  }
  return out;
}

/** One deep value as JSON.stringify(sortKeys(value), null, 2) writes it inside a container indented by `indent`. */
function deepPiece(value: JsonValue, indent: string, trustBuilt: boolean): string {
  const sorted = trustBuilt ? sortedPiece(value) : sortKeys(value);
  if (indent === '' || typeof sorted !== 'object' || sorted === null) return JSON.stringify(sorted, null, 2);
  // Written inside as many one-element arrays as it is levels deep, JSON.stringify indents its every line as it sits in
  // the file; the arrays' own brackets are cut off again. Indenting the text afterwards (a replace of every line break)
  // more than doubled the cost of writing a snapshot.
  const levels = indent.length / 2;
  const [before, after] = (SHELLS[levels] ??= shell(levels));
  let nested: JsonValue = sorted;
  for (let i = 0; i < levels; i++) nested = [nested];
  const text = JSON.stringify(nested, null, 2);
  return text.slice(before, text.length - after);
}

/** The lengths of what `levels` one-element arrays write before and after the value they hold. */
const SHELLS: [number, number][] = [];

function shell(levels: number): [number, number] {
  let nested: JsonValue = 0;
  for (let i = 0; i < levels; i++) nested = [nested];
  const text = JSON.stringify(nested, null, 2);
  const at = text.indexOf('0');
  return [at, text.length - at - 1];
}

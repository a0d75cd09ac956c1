// JSON helpers that never recurse: server-sent values can be nested 10,000 levels deep.
import { wellFormedString } from './jcs.js';
import type { JsonObject, JsonValue } from './model.js';

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * An object without a prototype: a server's `__proto__` key is an own key here (assigning it on `{}` would replace
 * the prototype and the key would vanish), and `constructor` or `toString` are never found by inheritance.
 */
export function nullObject(): JsonObject {
  return Object.create(null) as JsonObject;
}

/**
 * `o[k] = v` that keeps `__proto__` an own data key. Plain objects stay V8-fast (a prototype-less object is a slow
 * dictionary, and snapshots hold tens of thousands of them); only that one key needs defining.
 */
export function setKey(o: JsonObject, k: string, v: JsonValue): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/** `o[k]` when `k` is o's own key: a property named `constructor` or `__proto__` is data, never inherited machinery. */
export function own(o: JsonObject, k: string): JsonValue | undefined {
  return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}

/**
 * Nodes visited by structural comparisons since start-up. Only read by a test that keeps the schema walk linear in
 * a schema's depth (it compared every subtree again at every level once); never reset, never asserted as time.
 */
export const equalityWork = { nodes: 0 };

/** One pair a structural comparison visited, linked to the pair it was found in. */
export interface JsonStep {
  x: JsonValue | undefined;
  y: JsonValue | undefined;
  up: JsonStep | undefined;
}

/**
 * Structural comparison with key order ignored, using an explicit stack: undefined when equal, else the first pair
 * found to differ, whose `up` chain leads back to (a, b). `seen` collects the pairs of composites compared on the way.
 */
export function jsonDifference(a: JsonValue | undefined, b: JsonValue | undefined, seen?: JsonStep[]): JsonStep | undefined {
  const stack: JsonStep[] = [{ x: a, y: b, up: undefined }];
  while (stack.length > 0) {
    const s = stack.pop()!;
    equalityWork.nodes++;
    const { x, y } = s;
    if (x === y) continue;
    if (x === null || y === null || x === undefined || y === undefined) return s;
    if (typeof x !== 'object' || typeof y !== 'object') {
      if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y)) continue;
      return s;
    }
    seen?.push(s);
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return s;
      for (let i = 0; i < x.length; i++) stack.push({ x: x[i], y: y[i], up: s });
      continue;
    }
    if (Array.isArray(y)) return s;
    const xk = Object.keys(x);
    if (xk.length !== Object.keys(y).length) return s;
    for (const k of xk) {
      if (!Object.prototype.hasOwnProperty.call(y, k)) return s;
      stack.push({ x: x[k], y: (y as JsonObject)[k], up: s });
    }
  }
  return undefined;
}

/** Structural equality with key order ignored. */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  // Two scalars need no walk (nor the stack it allocates): spec defaults are compared once per listed item.
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  return jsonDifference(a, b) === undefined;
}

/**
 * jsonEqual, where `settle(x, y)` may decide a pair of objects met on the way before their members are walked: true
 * when it knows them equal, false when it knows them different, undefined to walk them as jsonEqual would.
 */
export function jsonEqualWith(a: JsonValue, b: JsonValue, settle: (x: JsonObject, y: JsonObject) => boolean | undefined): boolean {
  const xs: JsonValue[] = [a];
  const ys: JsonValue[] = [b];
  while (xs.length > 0) {
    const x = xs.pop()!;
    const y = ys.pop()!;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      if (!jsonEqual(x, y)) return false;
      continue;
    }
    if (Array.isArray(x) || Array.isArray(y)) {
      if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) {
        xs.push(x[i]);
        ys.push(y[i]);
      }
      continue;
    }
    const settled = settle(x, y);
    if (settled === false) return false;
    if (settled === true) continue;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const k of keys) {
      if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
      xs.push(x[k]);
      ys.push(y[k]);
    }
  }
  return true;
}

/** Whether a value is small and shallow enough to copy into a report as-is. */
export function isSmallValue(v: JsonValue | undefined, maxDepth = 8, maxNodes = 400): boolean {
  if (v === undefined) return true;
  const stack: Array<[JsonValue, number]> = [[v, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [x, d] = stack.pop()!;
    if (++nodes > maxNodes || d > maxDepth) return false;
    if (Array.isArray(x)) for (const e of x) stack.push([e, d + 1]);
    else if (isJsonObject(x)) for (const e of Object.values(x)) stack.push([e, d + 1]);
  }
  return true;
}

/** The value when small, else undefined (a report holds pointers, not whole hostile schemas). */
export function boundedValue(v: JsonValue | undefined): JsonValue | undefined {
  return isSmallValue(v) ? v : undefined;
}

/** Short one-line text for a value in a message; long or deep values are summarized. */
export function showValue(v: JsonValue | undefined, max = 120): string {
  if (v === undefined) return 'none';
  if (!isSmallValue(v)) return Array.isArray(v) ? `an array of ${v.length}` : 'a large value';
  const text = JSON.stringify(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

let deepValues = 0;

/** Key for set membership of JSON values; absurdly deep values never compare equal (they are reported, not crashed on). */
export function valueKey(v: JsonValue): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (!isSmallValue(v, 64, Number.POSITIVE_INFINITY)) return `\u0000deep:${++deepValues}`;
  return JSON.stringify(sortDeep(v));
}

function sortDeep(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(sortDeep);
  if (isJsonObject(v)) {
    const out = nullObject();
    for (const k of Object.keys(v).sort()) out[k] = sortDeep(v[k]);
    return out;
  }
  return v;
}

export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether every number is finite and every string and key well formed: one walk, nothing allocated per node. */
function hasCanonicalForm(value: JsonValue): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
    } else if (typeof v === 'string') {
      if (!wellFormedString(v)) return false;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push(v[i]);
    } else if (typeof v === 'object' && v !== null) {
      for (const k of Object.keys(v)) {
        if (!wellFormedString(k)) return false;
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return true;
}

/**
 * Why `value` has no canonical JSON form (RFC 8785 refuses both), or undefined when it has one: a number JSON.parse
 * read as Infinity (`1e400`) or a string or key holding a lone surrogate (`"\ud800"`). Found without recursion; the
 * walk that names where runs only when the quick one found something.
 */
export function notCanonical(value: JsonValue): string | undefined {
  if (hasCanonicalForm(value)) return undefined;
  const stack: Array<[JsonValue, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return `number at ${at || '/'} is out of range (read as ${v})`;
    } else if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return `string at ${at || '/'} holds a lone UTF-16 surrogate`;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}/${i}`]);
    } else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (LONE_SURROGATE.test(k)) return `a key at ${at || '/'} holds a lone UTF-16 surrogate`;
        stack.push([v[k], `${at}/${escapePointer(k)}`]);
      }
    }
  }
  return undefined;
}

/** `text` with every lone surrogate replaced by U+FFFD, so it has a canonical JSON form. */
export function wellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD') : text;
}

/** `value`, frozen all the way down: a value shared between readers that none of them may edit. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const child of Object.values(v)) stack.push(child);
  }
  return value;
}

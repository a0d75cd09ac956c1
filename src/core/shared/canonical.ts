// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.
import * as crypto from 'node:crypto';
import type { Capability, JsonObject, JsonValue, Kind } from './model.js';
import { KIND_METHOD } from './model.js';
import { jsonEqual, notCanonical, nullObject, own, setKey, wellFormed } from './json.js';
import { displayForm, losslessJson } from './lossless.js';
import { defaultsByKind, type SpecDefault } from './spec-defaults.js';
import { jcs } from './jcs.js';
import { hasOwnKeys, keysAt, ownKeysAscending, sortOwnKeysAt } from './key-order.js';

/** RFC 8785 (JCS) canonical JSON text. */
export function canonicalJson(value: JsonValue): string {
  // A key-sorted copy lets the native serializer write RFC 8785, faster than jcs() even with the copy; jcs() writes
  // (or refuses, as canonicalize does) what it cannot.
  const flags: CopyFlags = { finite: true, native: true };
  return canonicalOfCopy(sortedCopy(value, flags), flags) ?? jcs(value);
}

type OneShot = (algorithm: string, data: string, encoding: 'hex') => string;
/** Read at the first digest, not when this module loads: the bundle loads node:crypto on first use (scripts/bundle.mjs). */
let oneShot: OneShot | null | undefined;

export function sha256(text: string): string {
  // The one-shot hash (Node 20.12+, 21.7+) skips building a Hash object per digest: one per listed item.
  oneShot ??= (crypto as { hash?: OneShot }).hash ?? null;
  return oneShot ? oneShot('sha256', text, 'hex') : crypto.createHash('sha256').update(text).digest('hex');
}

export function refOf(kind: Kind, key: string): string {
  return `${kind}:${key}`;
}

/** Splits `tool:NAME` into kind and key; undefined when the prefix is not a kind. */
export function parseRef(ref: string): { kind: Kind; key: string } | undefined {
  const i = ref.indexOf(':');
  if (i <= 0) return undefined;
  const kind = ref.slice(0, i);
  if (!Object.prototype.hasOwnProperty.call(KIND_METHOD, kind)) return undefined;
  return { kind: kind as Kind, key: ref.slice(i + 1) };
}

/** Fields that describe data, not contract (they change when nothing about the interface changed). */
const VOLATILE_FIELDS: Readonly<Record<Kind, readonly string[]>> = {
  tool: [],
  prompt: [],
  resource: ['size'],
  resourceTemplate: [],
};

export interface NormalizeOptions {
  /** `_meta` keys to leave out. */
  volatileMeta?: readonly string[];
  /** Negotiated protocol version: picks the spec defaults (src/core/shared/spec-defaults.ts); absent reads with all of them. */
  protocolVersion?: string;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What a sorted copy met on the way. */
interface CopyFlags {
  /** Every number finite (JSON.stringify would write the others as null). */
  finite: boolean;
  /** No key JavaScript orders numerically ahead of the rest, no `__proto__` key: the copy's key order is the sort. */
  native: boolean;
}

/**
 * `value` with every object's keys in sorted order. Copies only what is out of order (or holds an undefined value):
 * a subtree already sorted is shared, not rebuilt, since allocation was most of a large capture's collection time.
 */
function sortedCopy(value: JsonValue, flags: CopyFlags, depth = 0): JsonValue {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) flags.finite = false;
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return sortedArray(value, flags, depth);
  // A prototype-less object is a slow dictionary (and not every reader expects one): it is always copied.
  if (Object.getPrototypeOf(value) === Object.prototype && ownKeysAscending(value)) return sortedInPlace(value, flags, depth);
  const out: JsonObject = {};
  const count = sortOwnKeysAt(value, depth);
  const keys = keysAt(depth);
  for (let i = 0; i < count; i++) {
    const k = keys[i];
    noteKey(k, flags);
    const v = value[k];
    if (v !== undefined) setKey(out, k, sortedCopy(v, flags, depth + 1));
  }
  return out;
}

function noteKey(k: string, flags: CopyFlags): void {
  const c = k.charCodeAt(0);
  if ((c >= 48 && c <= 57) || k === '__proto__') flags.native = false;
}

/** An object whose keys are in order: itself, unless a value below changes (or is undefined), then a copy. */
function sortedInPlace(value: JsonObject, flags: CopyFlags, depth: number): JsonObject {
  let out: JsonObject | undefined;
  for (const k in value) {
    noteKey(k, flags);
    const v = value[k];
    const copy = v === undefined ? undefined : sortedCopy(v, flags, depth + 1);
    if (out === undefined && (copy !== v || v === undefined)) out = keysBefore(value, k);
    if (out !== undefined && copy !== undefined) setKey(out, k, copy);
  }
  return out ?? value;
}

/** A new object holding `value`'s keys ahead of `stop` (none undefined: one would have started the copy). */
function keysBefore(value: JsonObject, stop: string): JsonObject {
  const out: JsonObject = {};
  for (const k in value) {
    if (k === stop) break;
    setKey(out, k, value[k]);
  }
  return out;
}

function sortedArray(value: JsonValue[], flags: CopyFlags, depth: number): JsonValue[] {
  let out: JsonValue[] | undefined;
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    const copy = sortedCopy(v, flags, depth + 1);
    if (out === undefined && copy !== v) out = value.slice(0, i);
    if (out !== undefined) out.push(copy);
  }
  return out ?? value;
}

/** The canonical text of a sorted copy, or undefined when the value has none (RFC 8785 refuses it). */
function canonicalOfCopy(copy: JsonValue, flags: CopyFlags): string | undefined {
  if (!flags.finite) return undefined;
  if (!flags.native) return notCanonical(copy) === undefined ? jcs(copy) : undefined;
  const text = JSON.stringify(copy);
  // JSON.stringify writes a lone surrogate as a `\udXXX` escape; only text holding one needs the walk that decides.
  if (text.includes('\\ud') && notCanonical(copy) !== undefined) return undefined;
  return text;
}

/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
export function sortKeys(value: JsonValue): JsonValue {
  return sortedCopy(value, { finite: true, native: true });
}

/**
 * `node` without the field at `path` when that field equals the spec default, and without any object left empty on
 * the way (an `annotations: {}` or `execution: {}` says no more than its absence); undefined when nothing changed.
 * Copies on write, and only what changes: most items carry few of the defaulted fields, and the server's objects
 * are never edited (nor emptied with `delete`, which leaves V8 a slow dictionary).
 */
function dropDefault(node: JsonObject, path: readonly string[], d: SpecDefault, at = 0): JsonObject | undefined {
  const head = path[at];
  if (at === path.length - 1) {
    if (!Object.prototype.hasOwnProperty.call(node, head) || !jsonEqual(node[head], d.value)) return undefined;
    return without(node, head);
  }
  const child = own(node, head);
  if (path[at + 1] === '[]') {
    if (!Array.isArray(child)) return undefined;
    let list: JsonValue[] | undefined;
    for (let i = 0; i < child.length; i++) {
      const el = child[i];
      const next = isObject(el) ? dropDefault(el, path, d, at + 2) : undefined;
      if (next !== undefined && list === undefined) list = child.slice(0, i);
      list?.push(next ?? el);
    }
    return list === undefined ? undefined : { ...node, [head]: list };
  }
  if (!isObject(child)) return undefined;
  const next = dropDefault(child, path, d, at + 1) ?? child;
  // An object on the way that is (or was left) empty goes too, whether or not the default was in it.
  if (next === child && hasOwnKeys(child)) return undefined;
  return hasOwnKeys(next) ? { ...node, [head]: next } : without(node, head);
}

/** A copy of `node` without `key`, its other keys in their order. */
function without(node: JsonObject, key: string): JsonObject {
  const out: JsonObject = {};
  for (const k in node) if (k !== key && Object.prototype.hasOwnProperty.call(node, k)) setKey(out, k, node[k]);
  return out;
}

/** `definition` without every field equal to its spec default (src/core/shared/spec-defaults.ts); never edited. */
export function dropSpecDefaults(kind: Kind, definition: JsonObject, protocolVersion?: string): JsonObject {
  let out = definition;
  for (const d of defaultsByKind(protocolVersion).get(kind) ?? []) out = dropDefault(out, d.path, d) ?? out;
  return out;
}

/**
 * The model-visible definition of one listed item, normalized: unknown fields are kept (a peer that strips them
 * would miss a change), spec defaults are dropped, volatile fields and `_meta` keys are left out.
 */
export function normalizeDefinition(kind: Kind, item: JsonObject, options: NormalizeOptions = {}): JsonObject {
  return sortKeys(normalizedFields(kind, item, options)) as JsonObject;
}

/** normalizeDefinition without the key sort: the fields, sharing the server's nested values where nothing changed. */
function normalizedFields(kind: Kind, item: JsonObject, options: NormalizeOptions): JsonObject {
  // A plain object, not a prototype-less one: those are dictionaries, the slowest to build and to copy. Only own
  // keys are read below (`own`), never what Object.prototype would lend.
  let out: JsonObject = {};
  const volatile = VOLATILE_FIELDS[kind];
  for (const k in item) {
    if (!Object.prototype.hasOwnProperty.call(item, k)) continue;
    const v = item[k];
    if (v === undefined || volatile.includes(k)) continue;
    setKey(out, k, v);
  }
  if (isObject(own(out, '_meta'))) {
    const drop = new Set(options.volatileMeta ?? []);
    const meta = nullObject();
    for (const [k, v] of Object.entries(out._meta as JsonObject)) if (!drop.has(k)) meta[k] = v;
    if (Object.keys(meta).length === 0) delete out._meta;
    else out._meta = meta;
  }
  out = dropSpecDefaults(kind, out, options.protocolVersion);
  if (isObject(own(out, 'annotations')) && kind !== 'tool') {
    // lastModified on resources is data churn, not contract.
    const ann: JsonObject = Object.assign(nullObject(), out.annotations as JsonObject);
    delete ann.lastModified;
    if (Object.keys(ann).length === 0) delete out.annotations;
    else out.annotations = ann;
  }
  const args = own(out, 'arguments');
  if (kind === 'prompt' && Array.isArray(args) && args.length === 0) delete out.arguments;
  const icons = own(out, 'icons');
  if (Array.isArray(icons) && icons.length === 0) delete out.icons;
  return out;
}

/** Where a capability was observed: part of its digest so trust given to one server's tool never carries to another's. */
export interface Origin {
  server: string;
  surface: string;
}

export function digestOf(definition: JsonObject, origin: Origin): string {
  // The server names itself: a lone surrogate there must not make every digest of its surface impossible.
  const origin_: JsonObject = { server: wellFormed(origin.server), surface: wellFormed(origin.surface) };
  return `sha256:${sha256(canonicalJson({ definition, origin: origin_ }))}`;
}

/** A definition-only digest: equal definitions give equal digests across servers and surfaces. */
export function definitionDigest(definition: JsonObject): string {
  return `sha256:${sha256(canonicalJson(definition))}`;
}

export function keyOf(kind: Kind, item: JsonObject): string | undefined {
  const v = own(item, KIND_METHOD[kind].keyField);
  return typeof v === 'string' ? v : undefined;
}

/**
 * Definitions buildCapability wrote key-sorted where JavaScript keeps that order (no integer-like key, no `__proto__`,
 * no undefined member): sortKeys would return each one unchanged, so the snapshot writer (stable-pieces.ts) takes it
 * as it is instead of walking it again to find that out. A built definition is a value, never edited afterwards.
 */
const KEY_SORTED = new WeakSet<object>();

/** Whether sortKeys(value) is `value` itself, as buildCapability recorded when it wrote the value key-sorted. */
export function builtKeySorted(value: unknown): boolean {
  return typeof value === 'object' && value !== null && KEY_SORTED.has(value);
}

export function buildCapability(kind: Kind, item: JsonObject, origin: Origin, options: NormalizeOptions = {}): Capability {
  const key = keyOf(kind, item);
  if (key === undefined) throw new Error(`${kind} item has no ${KIND_METHOD[kind].keyField}`);
  // One walk makes the stored, key-sorted definition and says whether the native serializer writes its canonical form.
  const flags: CopyFlags = { finite: true, native: true };
  const definition = sortedCopy(normalizedFields(kind, item, options), flags) as JsonObject;
  const origin_: JsonObject = { server: wellFormed(origin.server), surface: wellFormed(origin.surface) };
  // Both levels' keys are written in sorted order: the text digested is canonical as written, in one flat string.
  const text = canonicalOfCopy({ definition, origin: origin_ }, flags);
  if (text !== undefined) {
    if (flags.native) KEY_SORTED.add(definition);
    return { ref: refOf(kind, key), digest: `sha256:${sha256(text)}`, definition };
  }
  // No canonical form (1e400, a lone surrogate): digested losslessly, stored in a display form, never left out.
  const digest = `sha256:${sha256(losslessJson({ definition, origin: origin_ }))}`;
  return { ref: refOf(kind, wellFormed(key)), digest, definition: sortKeys(displayForm(definition)) as JsonObject };
}

/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
export function stableStringify(value: JsonValue): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

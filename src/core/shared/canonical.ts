// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.
import { createHash } from 'node:crypto';
import type { Capability, JsonObject, JsonValue, Kind } from './model.js';
import { KIND_METHOD } from './model.js';
import { jsonEqual, nullObject, own, setKey, wellFormed } from './json.js';
import { displayForm, losslessJson } from './lossless.js';
import { defaultsByKind, type SpecDefault } from './spec-defaults.js';
import { jcs, wellFormedString } from './jcs.js';

/** RFC 8785 (JCS) canonical JSON text. */
export function canonicalJson(value: JsonValue): string {
  // A key-sorted copy lets the native serializer write RFC 8785, faster than jcs() even with the copy; jcs() writes
  // (or refuses, as canonicalize does) what it cannot.
  const flags: CopyFlags = { canonical: true, native: true };
  const copy = sortedCopy(value, flags);
  return flags.canonical && flags.native ? JSON.stringify(copy) : jcs(value);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
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

/** What a sorted copy met on the way: whether canonical JSON exists, and whether JSON.stringify writes it as is. */
interface CopyFlags {
  /** Every number finite, every string and key well formed. */
  canonical: boolean;
  /** No key JavaScript orders numerically ahead of the rest, no `__proto__` key: the copy's key order is the sort. */
  native: boolean;
}

function ascending(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (!(keys[i - 1] < keys[i])) return false;
  return true;
}

function sortedCopy(value: JsonValue, flags: CopyFlags): JsonValue {
  if (typeof value === 'string') {
    if (flags.canonical && !wellFormedString(value)) flags.canonical = false;
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) flags.canonical = false;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => sortedCopy(v, flags));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (!ascending(keys)) keys.sort();
  const out: JsonObject = {};
  for (const k of keys) {
    const v = value[k];
    if (v === undefined) continue;
    const c = k.charCodeAt(0);
    if ((c >= 48 && c <= 57) || k === '__proto__') flags.native = false;
    if (flags.canonical && !wellFormedString(k)) flags.canonical = false;
    setKey(out, k, sortedCopy(v, flags));
  }
  return out;
}

/** Deep copy with keys sorted, so a pretty-printed snapshot is stable too. */
export function sortKeys(value: JsonValue): JsonValue {
  return sortedCopy(value, { canonical: true, native: true });
}

/**
 * Removes the field at `path` when it equals the spec default, then any object left empty on the way (an
 * `annotations: {}` or `execution: {}` says no more than its absence). Copies on write: the item is the server's.
 */
function dropDefault(node: JsonObject, path: readonly string[], d: SpecDefault): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    if (head in node && jsonEqual(node[head], d.value)) delete node[head];
    return;
  }
  const child = node[head];
  if (rest[0] === '[]') {
    if (!Array.isArray(child)) return;
    node[head] = child.map((el) => {
      if (!isObject(el)) return el;
      const copy = { ...el };
      dropDefault(copy, rest.slice(1), d);
      return copy;
    });
    return;
  }
  if (!isObject(child)) return;
  const copy = { ...child };
  dropDefault(copy, rest, d);
  if (Object.keys(copy).length === 0) delete node[head];
  else node[head] = copy;
}

/** Leaves out, in place, every field equal to its spec default (src/core/shared/spec-defaults.ts). */
export function dropSpecDefaults(kind: Kind, definition: JsonObject, protocolVersion?: string): JsonObject {
  for (const d of defaultsByKind(protocolVersion).get(kind) ?? []) dropDefault(definition, d.path, d);
  return definition;
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
  const out = nullObject();
  const volatile = new Set(VOLATILE_FIELDS[kind]);
  for (const [k, v] of Object.entries(item)) {
    if (v === undefined || volatile.has(k)) continue;
    out[k] = v;
  }
  if (isObject(out._meta)) {
    const drop = new Set(options.volatileMeta ?? []);
    const meta = nullObject();
    for (const [k, v] of Object.entries(out._meta)) if (!drop.has(k)) meta[k] = v;
    if (Object.keys(meta).length === 0) delete out._meta;
    else out._meta = meta;
  }
  dropSpecDefaults(kind, out, options.protocolVersion);
  if (isObject(out.annotations) && kind !== 'tool') {
    // lastModified on resources is data churn, not contract.
    const ann: JsonObject = Object.assign(nullObject(), out.annotations);
    delete ann.lastModified;
    if (Object.keys(ann).length === 0) delete out.annotations;
    else out.annotations = ann;
  }
  if (kind === 'prompt' && Array.isArray(out.arguments) && out.arguments.length === 0) delete out.arguments;
  if (Array.isArray(out.icons) && out.icons.length === 0) delete out.icons;
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

export function buildCapability(kind: Kind, item: JsonObject, origin: Origin, options: NormalizeOptions = {}): Capability {
  const key = keyOf(kind, item);
  if (key === undefined) throw new Error(`${kind} item has no ${KIND_METHOD[kind].keyField}`);
  // One walk makes the stored, key-sorted definition and says whether the native serializer writes its canonical form.
  const flags: CopyFlags = { canonical: true, native: true };
  const definition = sortedCopy(normalizedFields(kind, item, options), flags) as JsonObject;
  if (flags.canonical) {
    const text = flags.native ? JSON.stringify(definition) : jcs(definition);
    const origin_ = canonicalJson({ server: wellFormed(origin.server), surface: wellFormed(origin.surface) });
    return { ref: refOf(kind, key), digest: `sha256:${sha256(`{"definition":${text},"origin":${origin_}}`)}`, definition };
  }
  // No canonical form (1e400, a lone surrogate): digested losslessly, stored in a display form, never left out.
  const origin_: JsonObject = { server: wellFormed(origin.server), surface: wellFormed(origin.surface) };
  const digest = `sha256:${sha256(losslessJson({ definition, origin: origin_ }))}`;
  return { ref: refOf(kind, wellFormed(key)), digest, definition: sortKeys(displayForm(definition)) as JsonObject };
}

/** Pretty, key-sorted JSON for committed files: readable in a PR's git diff, stable when nothing changed. */
export function stableStringify(value: JsonValue): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

// Canonical form and digests: formatting, key order and spec defaults made explicit never change a digest.
import * as crypto from 'node:crypto';
import type { Capability, JsonObject, JsonValue, Kind } from './model.js';
import { KIND_METHOD } from './model.js';
import { jsonEqual, notCanonical, nullObject, own, setKey, wellFormed } from './json.js';
import { displayForm, losslessJson } from './lossless.js';
import { defaultsByKind, type SpecDefault } from './spec-defaults.js';
import { jcs } from './jcs.js';

/** RFC 8785 (JCS) canonical JSON text. */
export function canonicalJson(value: JsonValue): string {
  // A key-sorted copy lets the native serializer write RFC 8785, faster than jcs() even with the copy; jcs() writes
  // (or refuses, as canonicalize does) what it cannot.
  const flags: CopyFlags = { finite: true, native: true };
  return canonicalOfCopy(sortedCopy(value, flags), flags) ?? jcs(value);
}

const ONE_SHOT = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function sha256(text: string): string {
  // The one-shot hash (Node 20.12+, 21.7+) skips building a Hash object per digest: one per listed item.
  return ONE_SHOT ? ONE_SHOT('sha256', text, 'hex') : crypto.createHash('sha256').update(text).digest('hex');
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

function ascending(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (!(keys[i - 1] < keys[i])) return false;
  return true;
}

function sortedCopy(value: JsonValue, flags: CopyFlags): JsonValue {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) flags.finite = false;
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
    setKey(out, k, sortedCopy(v, flags));
  }
  return out;
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
 * Removes the field at `path` when it equals the spec default, then any object left empty on the way (an
 * `annotations: {}` or `execution: {}` says no more than its absence). `node` itself is edited in place; below it,
 * copies on write (the item is the server's). Returns the edited node, or undefined when nothing changed.
 */
function dropDefault(node: JsonObject, path: readonly string[], d: SpecDefault, at = 0, inPlace = true): JsonObject | undefined {
  // Copies only what actually changes: most items carry few of the defaulted fields, and a copy per path per item
  // was most of normalization's cost on a large capture.
  const head = path[at];
  const own = (): JsonObject => (inPlace ? node : { ...node });
  if (at === path.length - 1) {
    if (!(head in node) || !jsonEqual(node[head], d.value)) return undefined;
    const out = own();
    delete out[head];
    return out;
  }
  const child = node[head];
  if (path[at + 1] === '[]') {
    if (!Array.isArray(child)) return undefined;
    let changed = false;
    const list = child.map((el) => {
      const next = isObject(el) ? dropDefault(el, path, d, at + 2, false) : undefined;
      if (next) changed = true;
      return next ?? el;
    });
    if (!changed) return undefined;
    const out = own();
    out[head] = list;
    return out;
  }
  if (!isObject(child)) return undefined;
  const next = dropDefault(child, path, d, at + 1, false) ?? child;
  // An object on the way that is (or was left) empty goes too, whether or not the default was in it.
  if (next === child && Object.keys(child).length > 0) return undefined;
  const out = own();
  if (Object.keys(next).length === 0) delete out[head];
  else out[head] = next;
  return out;
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
  const flags: CopyFlags = { finite: true, native: true };
  const definition = sortedCopy(normalizedFields(kind, item, options), flags) as JsonObject;
  const text = canonicalOfCopy(definition, flags);
  if (text !== undefined) {
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

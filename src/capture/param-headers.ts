// SEP-2243 custom headers (2026-07-28, Streamable HTTP): a tool's inputSchema may mark a property with `x-mcp-header`,
// and a client calling it then repeats that argument in an `Mcp-Param-<Name>` header, so intermediaries can route on it
// without reading the body. The capture's client sends them (a server checks them against the body), and the guard
// checks what its own clients send, as the server behind it would: it is the one hop that sees their headers.
import type { JsonObject } from '../core/shared/model.js';

const PARAM_HEADER_PREFIX = 'Mcp-Param-';
const KEY = 'x-mcp-header';
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PRIMITIVE = new Set(['string', 'integer', 'boolean', 'number']);
/** Where a declaration is not reachable through `properties` alone: a conforming client never mirrors it. */
const UNREACHABLE = ['items', 'prefixItems', 'contains', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'patternProperties', 'dependentSchemas', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', '$defs', 'definitions'];
/** Of those, the keywords whose value is a map of schemas by name. */
const SCHEMA_MAPS = new Set(['patternProperties', 'dependentSchemas', '$defs', 'definitions']);
const BASE64_SENTINEL = /^=\?base64\?(.*)\?=$/s;
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** One mirrored argument: its path from the arguments object, its header's name, and its declared type. */
export interface MirroredParam {
  path: string[];
  header: string;
  type: string;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The arguments a tool's inputSchema asks to mirror into headers. A schema with any malformed declaration (not a token,
 * not a primitive type, declared twice case-insensitively, or outside a chain of `properties`) mirrors none: conforming
 * clients drop such a tool, and its server checks none of them.
 */
export function mirroredParams(inputSchema: unknown): MirroredParam[] {
  const out: MirroredParam[] = [];
  const seen = new Set<string>();
  let sound = true;
  const visit = (node: unknown, path: string[], reachable: boolean): void => {
    if (!isObject(node) || !sound) return;
    if (KEY in node) {
      const name = node[KEY];
      const type = typeof node.type === 'string' ? node.type : '';
      if (!reachable || path.length === 0 || typeof name !== 'string' || !TOKEN.test(name) || !PRIMITIVE.has(type) || seen.has(name.toLowerCase())) sound = false;
      else {
        seen.add(name.toLowerCase());
        out.push({ path, header: name, type });
      }
    }
    if (isObject(node.properties)) for (const [k, child] of Object.entries(node.properties)) visit(child, [...path, k], reachable);
    for (const k of UNREACHABLE) {
      const sub = node[k];
      for (const branch of Array.isArray(sub) ? sub : SCHEMA_MAPS.has(k) && isObject(sub) ? Object.values(sub) : [sub]) visit(branch, path, false);
    }
  };
  visit(inputSchema, [], true);
  return sound ? out : [];
}

/** The argument at a path, if it is one a header can carry (a string, a finite number, a boolean). */
function argumentAt(args: unknown, path: string[]): string | number | boolean | undefined {
  let node: unknown = args;
  for (const k of path) node = isObject(node) ? node[k] : undefined;
  if (typeof node === 'string' || typeof node === 'boolean') return node;
  return typeof node === 'number' && Number.isFinite(node) && (!Number.isInteger(node) || Number.isSafeInteger(node)) ? node : undefined;
}

/** A value as a header carries it: plain visible ASCII, or `=?base64?...?=` around its UTF-8 (SEP-2243). */
export function headerText(value: string): string {
  const plain = value.length > 0 && value === value.trim() && /^[\t\x20-\x7e]*$/.test(value) && !BASE64_SENTINEL.test(value);
  return plain ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** A header value as sent: the plain text, or the text its base64 sentinel wraps; undefined when the base64 is broken. */
export function headerValueOf(value: string): string | undefined {
  const m = BASE64_SENTINEL.exec(value);
  if (!m) return value;
  if (!CANONICAL_BASE64.test(m[1]!)) return undefined;
  const text = Buffer.from(m[1]!, 'base64').toString('utf8');
  // Bytes that are not UTF-8 decode to U+FFFD: such a value was never text a client mirrored.
  return Buffer.from(text, 'utf8').equals(Buffer.from(m[1]!, 'base64')) ? text : undefined;
}

/** The Mcp-Param-* headers a call of a tool with these declarations carries for these arguments. */
export function paramHeaders(params: readonly MirroredParam[], args: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of params) {
    const v = argumentAt(args, p.path);
    if (v !== undefined) out[`${PARAM_HEADER_PREFIX}${p.header}`] = headerText(String(v));
  }
  return out;
}

/**
 * Why a call's Mcp-Param-* headers disagree with its arguments, or undefined when they agree: an argument the body
 * carries needs its header, present, decodable and equal (numbers compared as numbers); an argument the body leaves
 * out (or null) needs none, and a header sent for it anyway is ignored.
 */
export function paramMismatch(params: readonly MirroredParam[], args: unknown, header: (name: string) => string | undefined): string | undefined {
  for (const p of params) {
    const v = argumentAt(args, p.path);
    if (v === undefined) continue;
    const name = `${PARAM_HEADER_PREFIX}${p.header}`;
    const sent = header(name.toLowerCase());
    if (sent === undefined) return `the body carries the argument the ${name} header mirrors, and the header is absent`;
    const text = headerValueOf(sent.trim());
    if (text === undefined) return `the ${name} header carries a broken base64 value`;
    const equal = typeof v === 'number' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) === v : text === String(v);
    if (!equal) return `the ${name} header does not match the argument it mirrors in the body`;
  }
  return undefined;
}

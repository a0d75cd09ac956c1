// One schema, several generator spellings: zod 3 (through zod-to-json-schema), zod 4 and pydantic write the same
// union differently. Before a union is compared, the spellings that validate alike are made one, so a schema-library
// upgrade reads as no change: `anyOf` of bare types is a `type` array, and a description on the one non-null branch of
// a nullable union is the union's own description.
import type { JsonObject, JsonValue } from '../../shared/model.js';
import { isJsonObject } from '../../shared/json.js';
import { TYPES } from './keywords.js';

const TEXT = ['description', 'title'] as const;

const isNullBranch = (v: JsonValue): boolean => isJsonObject(v) && Object.keys(v).length === 1 && v.type === 'null';

/** `{type: X}` and nothing else, X a type name or a list of them; its type names, else undefined. */
function bareTypes(v: JsonValue): string[] | undefined {
  if (!isJsonObject(v) || Object.keys(v).length !== 1) return undefined;
  const t = v.type;
  const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t : undefined;
  if (list === undefined || list.length === 0 || list.some((x) => typeof x !== 'string' || !TYPES.includes(x))) return undefined;
  return list as string[];
}

/** The union keyword a node holds alone (beside annotations it may keep), with its branch list. */
function unionList(node: JsonObject): { keyword: 'anyOf' | 'oneOf'; list: JsonValue[] } | undefined {
  const kws = (['anyOf', 'oneOf'] as const).filter((k) => node[k] !== undefined);
  if (kws.length !== 1 || node.type !== undefined) return undefined;
  const list = node[kws[0]];
  return Array.isArray(list) && list.length > 0 ? { keyword: kws[0], list } : undefined;
}

/**
 * zod 4's `.describe()` before `.nullable()` puts the text on the non-null branch (`anyOf: [{type: string,
 * description}, {type: null}]`); zod 3 and pydantic put it on the union. Moved up when the union has none of its own.
 */
function hoistText(node: JsonObject, u: { keyword: 'anyOf' | 'oneOf'; list: JsonValue[] }): JsonObject {
  const rest = u.list.filter((b) => !isNullBranch(b));
  if (rest.length !== 1 || rest.length === u.list.length || !isJsonObject(rest[0])) return node;
  const only = rest[0];
  const moved = TEXT.filter((k) => only[k] !== undefined && node[k] === undefined);
  if (moved.length === 0) return node;
  const branch: JsonObject = { ...only };
  const out: JsonObject = { ...node };
  for (const k of moved) {
    out[k] = only[k];
    delete branch[k];
  }
  out[u.keyword] = u.list.map((b) => (b === only ? branch : b));
  return out;
}

/**
 * `anyOf` of bare types is a `type` array: a value matches one branch exactly when its type is listed. A `oneOf`
 * of them is the same unless it lists both integer and number (an integer matches both, which `oneOf` refuses).
 */
function foldBareTypes(node: JsonObject, u: { keyword: 'anyOf' | 'oneOf'; list: JsonValue[] }): JsonObject {
  const types: string[] = [];
  for (const b of u.list) {
    const t = bareTypes(b);
    if (t === undefined) return node;
    types.push(...t);
  }
  const distinct = [...new Set(types)];
  if (u.keyword === 'oneOf' && (distinct.length !== types.length || (distinct.includes('integer') && distinct.includes('number')))) return node;
  const out: JsonObject = { ...node, type: distinct.length === 1 ? distinct[0] : distinct };
  delete out[u.keyword];
  return out;
}

const CONST_KEYS = new Set(['const', 'type']);

/** `{const: x}`, with at most a `type` that x has: its value, else undefined. */
function bareConst(v: JsonValue): { value: JsonValue } | undefined {
  if (!isJsonObject(v) || v.const === undefined || Object.keys(v).some((k) => !CONST_KEYS.has(k))) return undefined;
  const t = v.type;
  const x = v.const;
  const kind = x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x === 'object' ? 'object' : typeof x === 'number' ? (Number.isInteger(x) ? 'integer' : 'number') : typeof x;
  if (t !== undefined && t !== kind && !(t === 'number' && kind === 'integer')) return undefined;
  return { value: x };
}

/**
 * `anyOf`/`oneOf` of bare consts is an `enum` of their values (zod 4 writes `z.enum` so, zod 3 as `enum`): a value
 * matches one branch exactly when it is listed. The branches' shared `type` is kept. Duplicates make `oneOf` refuse
 * the value, so a `oneOf` with one is left alone.
 */
function foldConsts(node: JsonObject, u: { keyword: 'anyOf' | 'oneOf'; list: JsonValue[] }): JsonObject {
  const values: JsonValue[] = [];
  const types = new Set<string>();
  for (const b of u.list) {
    const c = bareConst(b);
    if (c === undefined) return node;
    values.push(c.value);
    if (isJsonObject(b) && typeof b.type === 'string') types.add(b.type);
  }
  const distinct = values.filter((v, i) => values.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)) === i);
  if (u.keyword === 'oneOf' && distinct.length !== values.length) return node;
  const out: JsonObject = { ...node, enum: distinct };
  if (types.size === 1 && types.size > 0) out.type = [...types][0];
  delete out[u.keyword];
  return out;
}

/** A node in the spelling compared; `folded` names the union keyword a `type` array was read from. */
export interface Spelled {
  node: JsonObject;
  folded?: 'anyOf' | 'oneOf';
}

/** The node in the spelling compared: unchanged unless it is a union one of the rewrites above applies to. */
export function commonSpelling(node: JsonObject): Spelled {
  const u = unionList(node);
  if (u === undefined) return { node };
  const hoisted = hoistText(node, u);
  const v = unionList(hoisted);
  if (v === undefined) return { node: hoisted };
  const consts = foldConsts(hoisted, v);
  if (consts !== hoisted) return { node: consts };
  const folded = foldBareTypes(hoisted, v);
  return folded === hoisted ? { node: hoisted } : { node: folded, folded: v.keyword };
}

// The documents a schema pair lives in: their dialect, where local `$ref`s resolve, and whether both resolve every
// ref alike (then equal text is an equal schema).
import type { JsonObject, JsonValue } from '../../shared/model.js';
import { isJsonObject, jsonEqual, showValue } from '../../shared/json.js';
import { ANNOTATIONS, DOCUMENT } from './keywords.js';
import { asSchema } from './values.js';

export type Dialect = 'pre-2019' | '2019+';

/** One side's document: where its `$ref`s resolve, and which dialect reads them. */
export interface Side {
  root: JsonValue | undefined;
  dialect: Dialect;
}

/** Schema nodes visited per pair before giving up with a review. */
export const MAX_NODES = 50_000;
/** `$ref` hops followed from one schema node before giving up (a chain of refs to refs, or a cycle of them). */
export const MAX_REF_HOPS = 32;

export function dialectOf(root: JsonValue | undefined): Dialect {
  const url = isJsonObject(root) && typeof root.$schema === 'string' ? root.$schema : '';
  // MCP 2025-11-25 reads a schema without `$schema` as 2020-12.
  return /draft-0[3-7]/.test(url) ? 'pre-2019' : '2019+';
}

/** Every `$ref` string in a document (bounded: hostile documents are cut off by the node cap). */
export function refsIn(root: JsonValue | undefined, out: Set<string>): boolean {
  const stack: JsonValue[] = root === undefined ? [] : [root];
  let n = 0;
  while (stack.length > 0) {
    if (++n > MAX_NODES) return false;
    const v = stack.pop()!;
    if (Array.isArray(v)) stack.push(...v);
    else if (isJsonObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string') out.add(x);
        else stack.push(x);
      }
    }
  }
  return true;
}

/** Both documents resolve every `$ref` they hold to equal definitions, so equal nodes need no look inside. */
export function refsAgree(b: JsonValue | undefined, a: JsonValue | undefined): boolean {
  const refs = new Set<string>();
  if (!refsIn(b, refs) || !refsIn(a, refs)) return false;
  if (refs.size === 0) return true;
  const defs = (r: JsonValue | undefined): JsonObject => (isJsonObject(r) ? { $defs: r.$defs ?? null, definitions: r.definitions ?? null } : {});
  if (!jsonEqual(defs(b), defs(a))) return false;
  return [...refs].every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/'));
}

/** The node a local JSON-pointer `$ref` names, or undefined. */
export function lookup(root: JsonValue | undefined, ref: string): JsonValue | undefined {
  if (!ref.startsWith('#')) return undefined;
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let cur: JsonValue | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur) && /^\d+$/.test(key)) cur = cur[Number(key)];
    else if (isJsonObject(cur) && Object.prototype.hasOwnProperty.call(cur, key)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/**
 * Follows `$ref` until a node without one. Annotation siblings (description, title...) stay: models read them.
 * Other siblings are ignored by validators before 2019-09 and apply beside the target since; the latter is not
 * decided here. Returns the target chain's first ref (for cycle detection) and the node; throws a reason.
 */
export function resolveRef(node: JsonObject, side: Side): { node: JsonObject; ref?: string } {
  let cur = node;
  let first: string | undefined;
  for (let hops = 0; typeof cur.$ref === 'string'; hops++) {
    if (hops >= MAX_REF_HOPS) throw new Error(`\`$ref\` chain longer than ${MAX_REF_HOPS} hops`);
    const ref = cur.$ref;
    first ??= ref;
    const target = lookup(side.root, ref);
    if (target === undefined) throw new Error(`\`$ref\` ${showValue(ref, 80)} is not a local reference that resolves`);
    const t = asSchema(target);
    if (t === undefined) throw new Error(`\`$ref\` ${showValue(ref, 80)} names a \`false\` or invalid schema`);
    const siblings = Object.keys(cur).filter((k) => k !== '$ref' && !ANNOTATIONS.has(k) && !DOCUMENT.has(k));
    if (siblings.length > 0 && side.dialect === '2019+') throw new Error(`\`$ref\` beside \`${siblings[0]}\``);
    const merged: JsonObject = { ...t };
    for (const k of Object.keys(cur)) if (ANNOTATIONS.has(k)) merged[k] = cur[k];
    cur = merged;
  }
  return first === undefined ? { node: cur } : { node: cur, ref: first };
}

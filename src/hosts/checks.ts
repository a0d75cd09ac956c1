// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.
import { escapePointer, isJsonObject } from '../core/shared/json.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { HostCheck } from './profiles.js';

/** One offence of one check by one tool. */
export interface Violation {
  check: string;
  pointer: string;
}

/**
 * A schema node and where it sits; `chain` is true while the path from the root alternates properties/NAME only. The
 * pointer is built only for a node a check reports (most nodes of a large schema never are): the parent and the
 * escaped step lead back to the root.
 */
interface Node {
  schema: JsonObject;
  parent: Node | undefined;
  /** The keyword that leads here from the parent (the root's own pointer at the root), and the name or index under it. */
  keyword: string;
  key: string | undefined;
  chain: boolean;
  /** Object schemas nested below the root on the way here, this one included (the root itself is level 0). */
  level: number;
}

function pointerOf(n: Node): string {
  const steps: string[] = [];
  for (let at: Node | undefined = n; at !== undefined; at = at.parent) steps.push(at.key === undefined ? at.keyword : `${at.keyword}/${escapePointer(at.key)}`);
  return steps.reverse().join('/');
}

const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const ONE_KEYWORDS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;

/** Every schema node under `root` (itself first), without recursion. */
export function schemaNodes(root: JsonValue | undefined, at = '/inputSchema'): Node[] {
  const out: Node[] = [];
  const stack: Node[] = isJsonObject(root) ? [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true, level: 0 }] : [];
  const child = (schema: JsonObject, parent: Node, keyword: string, key: string | undefined, chain: boolean): Node => ({
    schema,
    parent,
    keyword,
    key,
    chain,
    level: parent.level + (isObjectSchema(schema) ? 1 : 0),
  });
  while (stack.length > 0 && out.length < MAX_NODES) {
    const n = stack.pop()!;
    out.push(n);
    const s = n.schema;
    for (const k of MAP_KEYWORDS) {
      const m = s[k];
      if (!isJsonObject(m)) continue;
      const chain = n.chain && k === 'properties';
      for (const name in m) {
        const v = m[name];
        if (isJsonObject(v)) stack.push(child(v, n, k, name, chain));
      }
    }
    for (const k of LIST_KEYWORDS) {
      const l = s[k];
      if (Array.isArray(l)) for (let i = 0; i < l.length; i++) if (isJsonObject(l[i])) stack.push(child(l[i] as JsonObject, n, k, String(i), false));
    }
    for (const k of ONE_KEYWORDS) {
      const v = s[k];
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (isJsonObject(v[i])) stack.push(child(v[i] as JsonObject, n, k, String(i), false));
      } else if (isJsonObject(v)) stack.push(child(v, n, k, undefined, false));
    }
  }
  return out;
}

const typesOf = (s: JsonObject): string[] => (typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : []);
const isObjectSchema = (s: JsonObject): boolean => typesOf(s).includes('object') || isJsonObject(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';

type Walker = (tool: JsonObject, nodes: () => Node[], c: HostCheck) => string[];

const WALKERS: Readonly<Record<HostCheck['test'], Walker>> = {
  'name-pattern': (tool, _n, c) => (typeof tool.name === 'string' && new RegExp(c.pattern!, 'u').test(tool.name) ? [] : ['/name']),
  'top-level-combinator': (tool, _n, c) => {
    const s = tool.inputSchema;
    return isJsonObject(s) ? c.keywords!.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
  },
  'top-level-object': (tool) => {
    const s = tool.inputSchema;
    return isJsonObject(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
  },
  'array-items': (_t, nodes) => nodes().filter((n) => typesOf(n.schema).includes('array') && !('items' in n.schema)).map((n) => `${pointerOf(n)}/items`),
  'strict-closed-objects': (_t, nodes) =>
    nodes().filter((n) => isObjectSchema(n.schema) && n.schema.additionalProperties !== false).map((n) => `${pointerOf(n)}/additionalProperties`),
  'strict-all-required': (_t, nodes) =>
    nodes().flatMap((n) => {
      const props = n.schema.properties;
      if (!isJsonObject(props)) return [];
      const required = new Set(Array.isArray(n.schema.required) ? n.schema.required : []);
      return Object.keys(props).filter((p) => !required.has(p)).map((p) => `${pointerOf(n)}/properties/${escapePointer(p)}`);
    }),
  'keyword-denylist': (_t, nodes, c) => nodes().flatMap((n) => c.keywords!.filter((k) => k in n.schema).map((k) => `${pointerOf(n)}/${escapePointer(k)}`)),
  'keyword-allowlist': (_t, nodes, c) => {
    const allowed = new Set(c.keywords);
    return nodes().flatMap((n) => Object.keys(n.schema).filter((k) => !allowed.has(k)).map((k) => `${pointerOf(n)}/${escapePointer(k)}`));
  },
  'annotation-title': (tool) => {
    const a = tool.annotations;
    const titled = (v: JsonValue | undefined) => typeof v === 'string' && v.trim() !== '';
    return titled(tool.title) || (isJsonObject(a) && titled(a.title)) ? [] : ['/annotations/title'];
  },
  // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
  // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
  'annotation-hints': (tool) => (isJsonObject(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
  'header-token': (_t, nodes) =>
    headers(nodes()).filter((h) => typeof h.value !== 'string' || !TOKEN.test(h.value)).map((h) => h.pointer),
  'header-unique': (_t, nodes) => {
    const seen = new Set<string>();
    const out: string[] = [];
    // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
    for (const h of headers(nodes()).sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
      if (typeof h.value !== 'string') continue;
      const key = h.value.toLowerCase();
      if (seen.has(key)) out.push(h.pointer);
      seen.add(key);
    }
    return out;
  },
  'header-primitive': (_t, nodes) =>
    headers(nodes())
      .filter((h) => {
        const types = typesOf(h.node.schema);
        return types.length !== 1 || !['string', 'integer', 'boolean'].includes(types[0]);
      })
      .map((h) => h.pointer),
  'header-reachable': (_t, nodes) => headers(nodes()).filter((h) => !h.node.chain || h.node.parent === undefined).map((h) => h.pointer),
  'header-safe-integer': (_t, nodes) =>
    headers(nodes())
      .filter((h) => typesOf(h.node.schema).includes('integer'))
      .flatMap((h) => unsafeIntegers(h.node.schema).map((at) => `${pointerOf(h.node)}/${at}`)),
  // The object that crossed the limit is named, not every schema under it.
  'strict-nesting': (_t, nodes, c) => nodes().filter((n) => n.level === c.limit! + 1 && isObjectSchema(n.schema)).map(pointerOf),
  'strict-property-count': (_t, nodes, c) => crossing(nodes(), c.limit!, (n) => (isJsonObject(n.schema.properties) ? Object.keys(n.schema.properties).length : 0), 'properties'),
  'strict-string-size': (_t, nodes, c) => crossing(nodes(), c.limit!, stringSize, ''),
  'strict-enum-count': (_t, nodes, c) => crossing(nodes(), c.limit!, (n) => (Array.isArray(n.schema.enum) ? n.schema.enum.length : 0), 'enum'),
  'strict-enum-size': (_t, nodes, c) =>
    nodes()
      .filter((n) => {
        const e = n.schema.enum;
        if (!Array.isArray(e) || e.length <= ENUM_MANY || !e.every((v) => typeof v === 'string')) return false;
        return (e as string[]).reduce((sum, v) => sum + v.length, 0) > c.limit!;
      })
      .map((n) => `${pointerOf(n)}/enum`),
};

/** Above this many values, one string enum's total length is bounded (strict-enum-size). */
const ENUM_MANY = 250;
const NUMERIC = ['const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];

/** Where an integer schema declares a value outside the safe integer range: a value, a bound, an enum or example member. */
function unsafeIntegers(s: JsonObject): string[] {
  const unsafe = (v: JsonValue | undefined): boolean => typeof v === 'number' && Math.abs(v) > Number.MAX_SAFE_INTEGER;
  const out = NUMERIC.filter((k) => unsafe(s[k]));
  for (const k of ['enum', 'examples']) {
    const l = s[k];
    if (Array.isArray(l)) l.forEach((v, i) => unsafe(v) && out.push(`${k}/${i}`));
  }
  return out;
}

/** Property names, definition names, and string enum and const values, in characters (strict-string-size). */
function stringSize(n: Node): number {
  const s = n.schema;
  let size = 0;
  for (const k of ['properties', '$defs', 'definitions']) {
    const m = s[k];
    if (isJsonObject(m)) for (const name in m) size += name.length;
  }
  if (Array.isArray(s.enum)) for (const v of s.enum) if (typeof v === 'string') size += v.length;
  if (typeof s.const === 'string') size += s.const.length;
  return size;
}

/**
 * A limit on a sum over the whole schema: the node at which the running sum (in the walk's order) first passes
 * `limit`, as the pointer of its `keyword`; nothing when the schema stays within it.
 */
function crossing(nodes: readonly Node[], limit: number, amount: (n: Node) => number, keyword: string): string[] {
  let sum = 0;
  for (const n of nodes) {
    sum += amount(n);
    if (sum > limit) return [keyword === '' ? pointerOf(n) : `${pointerOf(n)}/${keyword}`];
  }
  return [];
}

function headers(nodes: readonly Node[]): Array<{ node: Node; value: JsonValue; pointer: string }> {
  return nodes.filter((n) => HEADER in n.schema).map((n) => ({ node: n, value: n.schema[HEADER], pointer: `${pointerOf(n)}/${HEADER}` }));
}

/** Every offence of `checks` by one tool definition, in check order, pointers sorted within a check. */
export function violationsOf(tool: JsonObject, checks: readonly HostCheck[]): Violation[] {
  let walked: Node[] | undefined;
  const nodes = (): Node[] => (walked ??= schemaNodes(tool.inputSchema));
  return checks.flatMap((c) => [...new Set(WALKERS[c.test](tool, nodes, c))].sort().map((pointer) => ({ check: c.id, pointer })));
}

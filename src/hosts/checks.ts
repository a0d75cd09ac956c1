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
  const stack: Node[] = isJsonObject(root) ? [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true }] : [];
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
        if (isJsonObject(v)) stack.push({ schema: v, parent: n, keyword: k, key: name, chain });
      }
    }
    for (const k of LIST_KEYWORDS) {
      const l = s[k];
      if (Array.isArray(l)) for (let i = 0; i < l.length; i++) if (isJsonObject(l[i])) stack.push({ schema: l[i] as JsonObject, parent: n, keyword: k, key: String(i), chain: false });
    }
    for (const k of ONE_KEYWORDS) {
      const v = s[k];
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (isJsonObject(v[i])) stack.push({ schema: v[i] as JsonObject, parent: n, keyword: k, key: String(i), chain: false });
      } else if (isJsonObject(v)) stack.push({ schema: v, parent: n, keyword: k, key: undefined, chain: false });
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
};

function headers(nodes: readonly Node[]): Array<{ node: Node; value: JsonValue; pointer: string }> {
  return nodes.filter((n) => HEADER in n.schema).map((n) => ({ node: n, value: n.schema[HEADER], pointer: `${pointerOf(n)}/${HEADER}` }));
}

/** Every offence of `checks` by one tool definition, in check order, pointers sorted within a check. */
export function violationsOf(tool: JsonObject, checks: readonly HostCheck[]): Violation[] {
  let walked: Node[] | undefined;
  const nodes = (): Node[] => (walked ??= schemaNodes(tool.inputSchema));
  return checks.flatMap((c) => [...new Set(WALKERS[c.test](tool, nodes, c))].sort().map((pointer) => ({ check: c.id, pointer })));
}

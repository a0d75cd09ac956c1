// The walkers behind the host checks (profiles.ts): each finds the JSON pointers, into a tool's definition, where the
// tool offends a check. Schemas are walked by their subschema keywords only, so a property *named* `anyOf` or
// `x-mcp-header` is never mistaken for the keyword.
//
// One walk per tool serves every check: each schema node is handed to the node tests of all the checks asked for, in
// turn (a diff of 1,000 large tools against six hosts walked each schema twenty times before, some 200 ms; one walk
// takes a fifth of that). Pointers are built only for what a check reports.
import { escapePointer as escapeAlways, isJsonObject } from '../core/shared/json.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import type { CheckTest, HostCheck } from './profiles.js';

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
  /** The pointer, once a check asked for it (a node with ten optional properties is asked ten times). */
  pointer: string | undefined;
}

/** Most names need no escape: skip the two replacements for them (a tenth of the walk's time went there). */
const escapePointer = (token: string): string => (token.includes('~') || token.includes('/') ? escapeAlways(token) : token);

function pointerOf(n: Node): string {
  if (n.pointer !== undefined) return n.pointer;
  const unnamed: Node[] = [];
  let at: Node | undefined = n;
  for (; at !== undefined && at.pointer === undefined; at = at.parent) unnamed.push(at);
  let pointer = at?.pointer ?? '';
  for (let i = unnamed.length - 1; i >= 0; i--) {
    const u = unnamed[i];
    const step = u.key === undefined ? u.keyword : `${u.keyword}/${escapePointer(u.key)}`;
    pointer = u.parent === undefined ? step : `${pointer}/${step}`;
    u.pointer = pointer;
  }
  return pointer;
}

/** How each subschema keyword holds its subschemas: a map of names, a list, or one (a list of them is walked too). */
const SUBSCHEMAS = new Map<string, 'map' | 'list' | 'one'>([
  ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map'] as const),
  ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((k) => [k, 'list'] as const),
  ...['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'].map((k) => [k, 'one'] as const),
]);
/** A bound on the walk: a schema deeper or wider than this is judged on what was walked. */
const MAX_NODES = 20_000;

/** Hands every schema node under `root` (itself first) to `visit`, without recursion; the node's own keys drive it. */
function walkSchema(root: JsonValue | undefined, visit: (n: Node) => void, at = '/inputSchema'): void {
  if (!isJsonObject(root)) return;
  // Every node made with the same fields in the same order (pointer too, set later): one shape for every test to read.
  const stack: Node[] = [{ schema: root, parent: undefined, keyword: at, key: undefined, chain: true, level: 0, pointer: undefined }];
  const child = (schema: JsonObject, parent: Node, keyword: string, key: string | undefined, chain: boolean): Node => ({
    schema,
    parent,
    keyword,
    key,
    chain,
    level: parent.level + (isObjectSchema(schema) ? 1 : 0),
    pointer: undefined,
  });
  for (let walked = 0; stack.length > 0 && walked < MAX_NODES; walked++) {
    const n = stack.pop()!;
    visit(n);
    const s = n.schema;
    for (const k in s) {
      const holds = SUBSCHEMAS.get(k);
      if (holds === undefined) continue;
      const v = s[k];
      if (holds === 'map') {
        if (!isJsonObject(v)) continue;
        const chain = n.chain && k === 'properties';
        for (const name in v) {
          const x = v[name];
          if (isJsonObject(x)) stack.push(child(x, n, k, name, chain));
        }
      } else if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (isJsonObject(v[i])) stack.push(child(v[i] as JsonObject, n, k, String(i), false));
      } else if (holds === 'one' && isJsonObject(v)) stack.push(child(v, n, k, undefined, false));
    }
  }
}

const hasType = (s: JsonObject, t: string): boolean => (typeof s.type === 'string' ? s.type === t : Array.isArray(s.type) && s.type.includes(t));
const isObjectSchema = (s: JsonObject): boolean => hasType(s, 'object') || isJsonObject(s.properties);
/** RFC 9110 field-name token (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER = 'x-mcp-header';
const PRIMITIVE = new Set(['string', 'integer', 'boolean']);

/** A check over the tool as a whole (its name, the root of its schema, its annotations). */
type ToolTest = (tool: JsonObject, c: HostCheck) => string[];

/**
 * What one check found in one tool: every pointer, or with `first` only the least. An opt-in host refuses thousands of
 * keywords and properties of a large surface (Gemini's subset refuses `additionalProperties` at every level; OpenAI's
 * strict mode every optional property), and building a pointer string for each was most of what these checks cost. In
 * `first` mode an offence is kept as its node and suffix and compared piece by piece; the least's string is built once.
 */
class Found {
  private readonly all: string[] | undefined;
  private node: Node | undefined;
  private suffix: string | undefined;
  private text: string | undefined;
  constructor(first: boolean) {
    this.all = first ? undefined : [];
  }
  /** The pointer of `n`, followed by `/suffix` when a suffix (already escaped) is given. */
  at(n: Node, suffix?: string): void {
    if (this.all !== undefined) this.all.push(joined(n, suffix));
    else if (this.node !== undefined ? compare(n, suffix, this.node, this.suffix) < 0 : this.text === undefined || compareTo(n, suffix, this.text) < 0) {
      this.node = n;
      this.suffix = suffix;
      this.text = undefined;
    }
  }
  /** A pointer already built. */
  add(pointer: string): void {
    if (this.all !== undefined) this.all.push(pointer);
    else {
      const least = this.pointers()[0];
      if (least === undefined || pointer < least) this.text = pointer;
    }
  }
  pointers(): string[] {
    if (this.all !== undefined) return this.all;
    if (this.node !== undefined) {
      this.text = joined(this.node, this.suffix);
      this.node = undefined;
    }
    return this.text === undefined ? [] : [this.text];
  }
}

const joined = (n: Node, suffix: string | undefined): string => (suffix === undefined ? pointerOf(n) : `${pointerOf(n)}/${suffix}`);

const chain: Node[] = [];
const left: string[] = [];
const right: string[] = [];

/**
 * A pointer as the pieces pointerOf would join (the first named ancestor's pointer, then `/`, keyword, `/`, key, ...),
 * written into `into` (reused, so that a comparison allocates nothing); returns how many.
 */
function pieces(n: Node, suffix: string | undefined, into: string[]): number {
  let depth = 0;
  let named: Node | undefined = n;
  for (; named !== undefined && named.pointer === undefined; named = named.parent) chain[depth++] = named;
  let k = 0;
  if (named !== undefined) into[k++] = named.pointer!;
  for (let i = depth - 1; i >= 0; i--) {
    const u = chain[i];
    if (u.parent !== undefined) into[k++] = '/';
    into[k++] = u.keyword;
    if (u.key !== undefined) {
      into[k++] = '/';
      into[k++] = escapePointer(u.key);
    }
    chain[i] = undefined as never;
  }
  if (suffix !== undefined) {
    into[k++] = '/';
    into[k++] = suffix;
  }
  return k;
}

/** Two pointers given as pieces, compared as `<` compares the joined strings: negative, zero or positive. */
function comparePieces(a: string[], na: number, b: string[], nb: number): number {
  let ia = 0;
  let ib = 0;
  let ca = 0;
  let cb = 0;
  for (;;) {
    while (ia < na && ca === a[ia].length) {
      ia++;
      ca = 0;
    }
    while (ib < nb && cb === b[ib].length) {
      ib++;
      cb = 0;
    }
    if (ia === na || ib === nb) return (ia === na ? 0 : 1) - (ib === nb ? 0 : 1);
    const d = a[ia].charCodeAt(ca++) - b[ib].charCodeAt(cb++);
    if (d !== 0) return d;
  }
}

function compare(n: Node, suffix: string | undefined, m: Node, mSuffix: string | undefined): number {
  return comparePieces(left, pieces(n, suffix, left), right, pieces(m, mSuffix, right));
}

function compareTo(n: Node, suffix: string | undefined, text: string): number {
  right[0] = text;
  return comparePieces(left, pieces(n, suffix, left), right, 1);
}

/** A check over schema nodes: made once per tool with where it reports, then handed each node. */
type NodeTestOf = (c: HostCheck, found: Found) => (n: Node) => void;

/** The common shape: every node that `offends` is named, with `suffix` (a keyword of the node) when given. */
function each(offends: (s: JsonObject, n: Node) => boolean, suffix?: string): NodeTestOf {
  return (_c, found) => (n) => {
    if (offends(n.schema, n)) found.at(n, suffix);
  };
}

/**
 * A limit on a sum over the whole schema: the node at which the running sum (in the walk's order) first passes the
 * check's limit, as the pointer of its `keyword`; nothing when the schema stays within it.
 */
function crossing(amount: (s: JsonObject) => number, keyword: string | undefined): NodeTestOf {
  return (c, found) => {
    let sum = 0;
    let crossed = false;
    return (n) => {
      if (crossed) return;
      sum += amount(n.schema);
      if (sum > c.limit!) {
        crossed = true;
        found.at(n, keyword);
      }
    };
  };
}

const keywordsOf = new WeakMap<HostCheck, ReadonlySet<string>>();

/** A keyword list check: each of a node's own keys that `offends` against the check's keywords (a set, made once). */
function keywordTest(offends: (keywords: ReadonlySet<string>, key: string) => boolean): NodeTestOf {
  return (c, found) => {
    let keywords = keywordsOf.get(c);
    if (keywords === undefined) keywordsOf.set(c, (keywords = new Set(c.keywords)));
    const set = keywords;
    return (n) => {
      for (const k in n.schema) if (offends(set, k)) found.at(n, escapePointer(k));
    };
  };
}

const TOOL_TESTS: Partial<Record<CheckTest, ToolTest>> = {
  'name-pattern': (tool, c) => (typeof tool.name === 'string' && new RegExp(c.pattern!, 'u').test(tool.name) ? [] : ['/name']),
  'top-level-combinator': (tool, c) => {
    const s = tool.inputSchema;
    return isJsonObject(s) ? c.keywords!.filter((k) => k in s).map((k) => `/inputSchema/${k}`) : [];
  },
  'top-level-object': (tool) => {
    const s = tool.inputSchema;
    return isJsonObject(s) && s.type === 'object' ? [] : ['/inputSchema/type'];
  },
  'annotation-title': (tool) => {
    const a = tool.annotations;
    const titled = (v: JsonValue | undefined) => typeof v === 'string' && v.trim() !== '';
    return titled(tool.title) || (isJsonObject(a) && titled(a.title)) ? [] : ['/annotations/title'];
  },
  // Snapshots leave out a hint equal to the spec's default (destructiveHint: true, readOnlyHint: false), so a tool that
  // declared only defaults keeps an annotations object with neither: an annotations object counts as declared.
  'annotation-hints': (tool) => (isJsonObject(tool.annotations) ? [] : ['/annotations/readOnlyHint']),
};

const NODE_TESTS: Partial<Record<CheckTest, NodeTestOf>> = {
  'array-items': each((s) => hasType(s, 'array') && !('items' in s), 'items'),
  'strict-closed-objects': each((s) => isObjectSchema(s) && s.additionalProperties !== false, 'additionalProperties'),
  // Judged at each property's own node, whose pointer other checks share (one string per node, not one per check);
  // a property whose schema is not an object (`true`) is never a node, and is judged at its parent.
  'strict-all-required': (_c, found) => {
    const listed = (s: JsonObject, name: string): boolean => Array.isArray(s.required) && s.required.includes(name);
    return (n) => {
      if (n.keyword === 'properties' && n.parent !== undefined && !listed(n.parent.schema, n.key!)) found.at(n);
      const props = n.schema.properties;
      if (isJsonObject(props)) for (const p in props) if (!isJsonObject(props[p]) && !listed(n.schema, p)) found.at(n, `properties/${escapePointer(p)}`);
    };
  },
  'keyword-denylist': keywordTest((set, k) => set.has(k)),
  'keyword-allowlist': keywordTest((set, k) => !set.has(k)),
  'header-token': each((s) => HEADER in s && (typeof s[HEADER] !== 'string' || !TOKEN.test(s[HEADER])), HEADER),
  'header-primitive': each((s) => HEADER in s && !(typeof s.type === 'string' && PRIMITIVE.has(s.type)) && !(Array.isArray(s.type) && s.type.length === 1 && PRIMITIVE.has(String(s.type[0]))), HEADER),
  'header-reachable': each((s, n) => HEADER in s && (!n.chain || n.parent === undefined), HEADER),
  'header-safe-integer': (_c, found) => (n) => {
    if (HEADER in n.schema && hasType(n.schema, 'integer')) for (const at of unsafeIntegers(n.schema)) found.at(n, at);
  },
  // The object that crossed the limit is named, not every schema under it.
  'strict-nesting': (c, found) => each((s, n) => n.level === c.limit! + 1 && isObjectSchema(s))(c, found),
  'strict-property-count': crossing((s) => (isJsonObject(s.properties) ? Object.keys(s.properties).length : 0), 'properties'),
  'strict-string-size': crossing(stringSize, undefined),
  'strict-enum-count': crossing((s) => (Array.isArray(s.enum) ? s.enum.length : 0), 'enum'),
  'strict-enum-size': (c, found) =>
    each((s) => {
      const e = s.enum;
      if (!Array.isArray(e) || e.length <= ENUM_MANY || !e.every((v) => typeof v === 'string')) return false;
      return (e as string[]).reduce((sum, v) => sum + v.length, 0) > c.limit!;
    }, 'enum')(c, found),
};

/**
 * header-unique: the second and later schemas (by pointer) that declare one header name, case-insensitively. Kept
 * apart: which one is the duplicate depends on all of them, so its offences are only known once the walk is done.
 */
function headerUnique(): { visit: (n: Node) => void; report: (found: Found) => void } {
  const seen: Array<{ pointer: string; key: string }> = [];
  return {
    visit: (n) => {
      const v = n.schema[HEADER];
      if (typeof v === 'string') seen.push({ pointer: `${pointerOf(n)}/${HEADER}`, key: v.toLowerCase() });
    },
    report: (found) => {
      const keys = new Set<string>();
      // Sorted by pointer so the same schema names the same duplicate whatever order the walk met them in.
      for (const h of seen.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0))) {
        if (keys.has(h.key)) found.add(h.pointer);
        keys.add(h.key);
      }
    },
  };
}

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
function stringSize(s: JsonObject): number {
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
 * Every offence of `checks` by one tool definition, in check order, pointers sorted within a check; with `first`, only
 * the first pointer of each check that fails (what the hosts pass and the gateway show), without building the others.
 */
export function violationsOf(tool: JsonObject, checks: readonly HostCheck[], options: { first?: boolean } = {}): Violation[] {
  const first = options.first === true;
  const found: Array<Found | string[]> = [];
  const visits: Array<(n: Node) => void> = [];
  const after: Array<() => void> = [];
  for (const c of checks) {
    const whole = TOOL_TESTS[c.test];
    if (whole !== undefined) {
      found.push(whole(tool, c));
      continue;
    }
    const f = new Found(first);
    found.push(f);
    if (c.test === 'header-unique') {
      const u = headerUnique();
      visits.push(u.visit);
      after.push(() => u.report(f));
    } else visits.push(NODE_TESTS[c.test]!(c, f));
  }
  if (visits.length > 0) {
    walkSchema(tool.inputSchema, (n) => {
      for (let i = 0; i < visits.length; i++) visits[i](n);
    });
    for (const done of after) done();
  }
  const out: Violation[] = [];
  checks.forEach((c, i) => {
    const f = found[i];
    const pointers = Array.isArray(f) ? f : f.pointers();
    if (pointers.length === 0) return;
    if (first) out.push({ check: c.id, pointer: Array.isArray(f) ? least(pointers) : pointers[0] });
    else for (const pointer of [...new Set(pointers)].sort()) out.push({ check: c.id, pointer });
  });
  return out;
}

function least(pointers: readonly string[]): string {
  let min = pointers[0];
  for (const p of pointers) if (p < min) min = p;
  return min;
}

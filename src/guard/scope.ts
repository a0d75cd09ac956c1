// Approval scopes and approved output schemas, checked at the call: a scope (`approve --scope`) is a JSON Schema the
// arguments must meet besides the tool's own inputSchema; a result's structuredContent must meet the approved
// outputSchema. Each schema is compiled once per approval (cached by the approval's digest and the schema's text).
import { createHash } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import { MatchTimeout, testBefore } from '../capture/bounded-match.js';
import { canonicalJson } from '../core/shared/canonical.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { checkedScope, DOT_DOT, DOT_DOT_KEYWORD } from './scope-shape.js';

/**
 * How long one result's check against its approved outputSchema may spend in `pattern`s: there both the pattern and the
 * text are the server's, and a match that backtracks for minutes would stall every call of the guard (of every member,
 * in the gateway). Past it the result is judged as breaking the schema (`pattern-timeout`).
 */
// One second: wide enough that an honest result on a loaded machine (the deadline is wall time: a descheduled guard
// spends it too) is never refused for it, narrow enough that a hostile one stalls the others for a moment only.
export const OUTPUT_MATCH_MS = 1000;
let outputDeadline = Number.POSITIVE_INFINITY;

/** Ajv's regular expressions for output schemas: each test runs under the check's deadline (capture/bounded-match). */
type RegExpEngine = NonNullable<NonNullable<ConstructorParameters<typeof Ajv>[0]>['code']>['regExp'];
const boundedRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const re = new RegExp(pattern, flags);
    return { test: (text: string) => testBefore(re, text, outputDeadline) };
  },
  { code: 'boundedRegExp' },
);

/** Whose schema is compiled: the approver's scope, or the server's own inputSchema or outputSchema. */
type Use = 'scope' | 'input' | 'output';

const instances = new Map<'scope' | 'server', Ajv>();
function instance(use: Use): Ajv {
  const whose = use === 'scope' ? 'scope' : 'server';
  let ajv = instances.get(whose);
  // Scopes and tool schemas come in every draft: the data is what is judged; formats are not asserted (as the SDKs).
  // A scope's patterns are the approver's own text and run plain, off the deadline's cost (a vm call each); a server's
  // patterns run under the check's deadline.
  if (!ajv) {
    instances.set(whose, (ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false, ...(whose === 'server' ? { code: { regExp: boundedRegExp } } : {}) })));
    if (whose === 'scope') ajv.addKeyword({ keyword: DOT_DOT_KEYWORD, type: 'string', schemaType: 'boolean', errors: false, validate: (on: boolean, data: string) => !on || !DOT_DOT.test(data) });
  }
  return ajv;
}

/** `$schema` and `$id` dropped (every draft's schema then compiles, and no two approvals' schemas collide by id). */
function bare(schema: JsonObject): JsonObject {
  const copy = { ...schema };
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

const MAX_CACHED = 1000;
const cache = new Map<string, ValidateFunction>();

/** The same schema object (an approval held in memory) finds its function without being serialised again. */
const byObject = new WeakMap<JsonObject, Map<string, ValidateFunction>>();

/** The compiled schema, once per (digest, schema): a call pays a lookup, not a compile. */
function compiled(digest: string, schema: JsonObject, use: Use): ValidateFunction {
  digest = use === 'scope' ? digest : `${digest}#${use}`;
  const held = byObject.get(schema)?.get(digest);
  if (held !== undefined) return held;
  const key = `${digest}\n${canonicalJson(schema)}`;
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    v = instance(use).compile(use === 'scope' ? checkedScope(bare(schema)) : bare(schema));
    cache.set(key, v);
  }
  byObject.set(schema, (byObject.get(schema) ?? new Map<string, ValidateFunction>()).set(digest, v));
  return v;
}

/** One broken rule of a schema, as Ajv names it: where in the data (instancePath, `/` for the whole) and the keyword. */
export interface Violation {
  instancePath: string;
  keyword: string;
}

export function ruleText(v: Violation): string {
  return `${v.instancePath === '' ? '/' : v.instancePath} ${v.keyword}`;
}

/** undefined when `data` meets `schema` (compiled once for `digest`), else the first rule it breaks. */
export function violationOf(digest: string, schema: JsonObject, data: JsonValue, use: Use = 'scope'): Violation | undefined {
  let validate: ValidateFunction;
  try {
    validate = compiled(digest, schema, use);
  } catch {
    // A schema that no longer compiles (stored by an older version, or edited with the key) admits nothing.
    return { instancePath: '', keyword: 'uncompilable' };
  }
  if (validate(data)) return undefined;
  const e = validate.errors?.[0];
  return { instancePath: e?.instancePath ?? '', keyword: e?.keyword ?? 'invalid' };
}

/** violationOf for a result against its approved outputSchema, its patterns bounded by OUTPUT_MATCH_MS in all. */
export function outputViolationOf(digest: string, schema: JsonObject, data: JsonValue, matchMs = OUTPUT_MATCH_MS): Violation | undefined {
  return serverViolationOf(digest, schema, data, 'output', matchMs);
}

/**
 * violationOf for a call's arguments against the tool's approved inputSchema (checked with its scope: the scope narrows
 * what the tool accepts, so a value of a type the tool does not take, or a missing required one, is outside it too).
 * A server's schema that Ajv cannot compile checks nothing here: the scope alone then bounds the call.
 */
export function inputViolationOf(digest: string, schema: JsonObject, data: JsonValue, matchMs = OUTPUT_MATCH_MS): Violation | undefined {
  const v = serverViolationOf(digest, schema, data, 'input', matchMs);
  return v?.keyword === 'uncompilable' ? undefined : v;
}

function serverViolationOf(digest: string, schema: JsonObject, data: JsonValue, use: 'input' | 'output', matchMs: number): Violation | undefined {
  outputDeadline = Date.now() + matchMs;
  try {
    return violationOf(digest, schema, data, use);
  } catch (e) {
    if (e instanceof MatchTimeout) return { instancePath: '', keyword: 'pattern-timeout' };
    throw e;
  } finally {
    outputDeadline = Number.POSITIVE_INFINITY;
  }
}

// ------------------------------------------------------------------ a scope as a person gives it

const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

function typesOf(schema: JsonValue | undefined): string[] | undefined {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return undefined;
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t) && t.every((x) => typeof x === 'string')) return t as string[];
  return undefined;
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Where a scope's `type` admits a type the tool's own schema does not (there and in each property both declare): a
 * scope narrows what the tool accepts, it never describes something else. undefined when it narrows.
 */
function widening(scope: JsonObject, input: JsonObject, at: string): string | undefined {
  const mine = typesOf(scope);
  const theirs = typesOf(input);
  if (mine && theirs) {
    // An integer is a number: a scope may say integer where the tool says number.
    const wider = mine.find((t) => !theirs.includes(t) && !(t === 'integer' && theirs.includes('number')));
    if (wider !== undefined) return `${at || '/'}type: ${JSON.stringify(wider)} does not narrow the tool's input type ${JSON.stringify(theirs.length === 1 ? theirs[0] : theirs)}`;
  }
  if (isObject(scope.properties) && isObject(input.properties))
    for (const [name, sub] of Object.entries(scope.properties)) {
      const own = input.properties[name];
      if (isObject(sub) && isObject(own)) {
        const why = widening(sub, own, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/`);
        if (why) return why;
      }
    }
  return undefined;
}

/**
 * Why `scope` cannot bound calls of a tool whose inputSchema is `input`: not an object, not a valid JSON Schema (draft
 * 07 or later keywords, checked by Ajv's meta-schema and a compile), or a type that does not narrow the tool's. One
 * phrase naming the field; undefined when it is a scope.
 */
export function scopeProblem(scope: JsonValue, input: JsonValue | undefined): string | undefined {
  if (!isObject(scope)) return 'a scope is a JSON Schema object (e.g. {"properties": {"path": {"type": "string", "pattern": "^/srv/"}}})';
  const a = instance('scope');
  const copy = bare(scope);
  if (!a.validateSchema(copy)) {
    const e = a.errors?.[0];
    return `${e?.instancePath || '/'}: not a valid JSON Schema (${e?.message ?? 'invalid'})`;
  }
  const types = typesOf(copy);
  if (types?.some((t) => !TYPES.includes(t))) return `/type: unknown type`;
  try {
    a.compile(checkedScope(copy));
  } catch (e) {
    return `/: not a valid JSON Schema (${(e as Error).message.split('\n')[0].slice(0, 200)})`;
  }
  return isObject(input) ? widening(copy, input, '') : undefined;
}

/** sha256 of the canonical JSON of a call's arguments: what a per-call confirmation is bound to. */
export function argumentsDigest(args: JsonValue | undefined): string {
  return `sha256:${createHash('sha256').update(canonicalJson(args === undefined ? {} : args)).digest('hex')}`;
}

// ------------------------------------------------------------------ text a client shows a person

/**
 * Characters that mean something to markdown, HTML or a terminal, or that a reader cannot see: written as JSON escapes
 * inside strings. `_` stays (an identifier's underscore makes no emphasis inside a word), and so do `!` and `#` (they
 * act only before `[`, escaped, or at the start of a line, where the message's own words stand).
 */
const INERT = /["<>&`*[\]()|~$@\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufe00-\ufe0f\ufeff\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;

/** One pass: quotes and backslashes are escaped with the rest, so no escape is ever escaped again. */
function inertString(s: string): string {
  // A tag character (which smuggles text no font draws) is two UTF-16 units: each is escaped.
  return `"${s.replace(INERT, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''))}"`;
}

/**
 * JSON that reads back as `value` but holds no markup, link, mention or control character anywhere: every such
 * character inside a string is a `\uXXXX` escape (server- and model-controlled text shown to a person must not act).
 */
export function inertJson(value: JsonValue | undefined): string {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value ?? null);
  if (typeof value === 'string') return inertString(value);
  if (Array.isArray(value)) return `[${value.map(inertJson).join(',')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${inertString(k)}:${inertJson(v)}`)
    .join(',')}}`;
}

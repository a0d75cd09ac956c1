// What a scope means when it is checked, beyond JSON Schema's letter. A person writes `{"properties":{"path":
// {"pattern":"^/srv/"}}}` meaning "path is a string under /srv/"; JSON Schema applies `pattern` to strings only, so an
// array or an object in its place would pass. Two readings close that gap before the scope is compiled:
// - a subschema with no `type` is given the types its keywords bound (`pattern` a string, `maximum` a number,
//   `properties` an object, `items` an array): a value of another type is outside the scope;
// - a `pattern` anchored at a path (it starts with `^` and names a `/` or `\`) also refuses a value with a `..`
//   segment (`/srv/../etc/passwd` matches `^/srv/` but leaves it).
import type { JsonObject, JsonValue } from '../core/shared/model.js';

/** The keyword Ajv reports for a `..` segment in a value a path pattern bounds. */
export const DOT_DOT_KEYWORD = 'dot-dot-segment';

/** A `..` segment, between separators or at an end, also percent-encoded (`%2e%2e`). */
export const DOT_DOT = /(?:^|[\\/])(?:\.|%2e){2}(?:[\\/]|$)/i;

/** A pattern that bounds a path: anchored at the start, naming a separator. */
function pathPattern(p: JsonValue | undefined): boolean {
  return typeof p === 'string' && p.startsWith('^') && /[/\\]/.test(p);
}

const IMPLIED: Array<[string, string[]]> = [
  ['string', ['pattern', 'minLength', 'maxLength']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
  ['object', ['properties', 'required', 'patternProperties', 'additionalProperties', 'minProperties', 'maxProperties', 'propertyNames', 'dependentRequired']],
  ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
];

/** Where subschemas sit that narrow the value they are checked on. Not `not` nor `if`: a type added there would widen. */
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const ONES = ['additionalProperties', 'items', 'contains', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The scope as checked: implied types and the `..` refusal added (a copy; the stored scope is left as given). */
export function checkedScope(schema: JsonObject): JsonObject {
  const out: JsonObject = { ...schema };
  if (out.type === undefined && out.enum === undefined && out.const === undefined) {
    const types = IMPLIED.filter(([, words]) => words.some((w) => out[w] !== undefined)).map(([t]) => t);
    if (types.length > 0) out.type = types.length === 1 ? types[0] : types;
  }
  if (pathPattern(out.pattern)) out[DOT_DOT_KEYWORD] = true;
  for (const k of MAPS) {
    const m = out[k];
    if (isObject(m)) out[k] = Object.fromEntries(Object.entries(m).map(([n, sub]) => [n, isObject(sub) ? checkedScope(sub) : sub]));
  }
  for (const k of ONES) if (isObject(out[k])) out[k] = checkedScope(out[k]);
  for (const k of LISTS) {
    const l = out[k];
    if (Array.isArray(l)) out[k] = l.map((sub) => (isObject(sub) ? checkedScope(sub) : sub));
  }
  return out;
}

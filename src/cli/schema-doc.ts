// The configuration reference, walked out of schemas/config.schema.json: one row per key the config takes, with the
// schema's own description, so the table cannot leave out a key the validator accepts (a test fails when it drifts).
import type { JsonObject, JsonValue } from '../core/shared/model.js';

export interface SchemaRow {
  key: string;
  type: string;
  meaning: string;
}

const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A node with its local `$ref` followed (the local description wins over the definition's, as editors show it). */
function resolved(node: JsonObject, root: JsonObject): JsonObject {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
  const defs = root.definitions;
  const target = isObject(defs) ? defs[ref.slice('#/definitions/'.length)] : undefined;
  if (!isObject(target)) return node;
  const { $ref: _ref, ...rest } = node;
  return { ...resolved(target, root), ...rest };
}

/** The branches a value may take: its oneOf/anyOf alternatives, or itself. */
function branches(node: JsonObject, root: JsonObject): JsonObject[] {
  const alts = node.oneOf ?? node.anyOf;
  if (!Array.isArray(alts) || alts.some((a) => isObject(a) && a.type === undefined && a.required !== undefined)) return [node];
  return alts.filter(isObject).map((a) => resolved(a, root));
}

function typeOf(node: JsonObject, root: JsonObject): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const alts = branches(node, root);
  if (alts.length > 1 || alts[0] !== node) return [...new Set(alts.map((a) => typeOf(a, root)))].join(' or ');
  if (node.type === 'array') return isObject(node.items) ? `array of ${typeOf(resolved(node.items, root), root)}` : 'array';
  if (node.type === 'object' && isObject(node.additionalProperties) && !isObject(node.properties)) {
    return `map of ${placeholder(node, root)} → ${typeOf(resolved(node.additionalProperties, root), root)}`;
  }
  return typeof node.type === 'string' ? node.type : 'any';
}

/** What a map's keys are called in the key column: capability refs are REF, rule ids RULE, anything else NAME. */
function placeholder(node: JsonObject, root: JsonObject): string {
  const names = isObject(node.propertyNames) ? resolved(node.propertyNames, root) : {};
  const pattern = typeof names.pattern === 'string' ? names.pattern : '';
  if (pattern.startsWith('^(tool|prompt')) return 'REF';
  if (pattern.startsWith('^[a-z0-9]+(-')) return 'RULE';
  return 'NAME';
}

/** The keys inside a value: its properties, a map's entries, an array's items, each object branch of a oneOf. */
function children(node: JsonObject, path: string, root: JsonObject): [string, JsonObject][] {
  const out: [string, JsonObject][] = [];
  for (const b of branches(node, root)) {
    if (isObject(b.properties)) for (const [k, v] of Object.entries(b.properties)) if (isObject(v)) out.push([`${path}.${k}`, resolved(v, root)]);
    if (b.type === 'array' && isObject(b.items)) {
      const items = resolved(b.items, root);
      if (branches(items, root).some((x) => isObject(x.properties))) out.push(...children(items, `${path}[]`, root));
    }
    if (isObject(b.additionalProperties)) {
      const value = resolved(b.additionalProperties, root);
      const key = `${path}.${placeholder(b, root)}`;
      if (typeof value.description === 'string') out.push([key, value]);
      else if (branches(value, root).some((x) => isObject(x.properties))) out.push(...children(value, key, root));
    }
  }
  return out;
}

function walk(key: string, node: JsonObject, root: JsonObject, depth: number): SchemaRow[] {
  const row = { key, type: typeOf(node, root), meaning: typeof node.description === 'string' ? node.description : '' };
  // A recursive definition would loop; no key of the config is nested this deep.
  return depth > 8 ? [row] : [row, ...children(node, key, root).flatMap(([k, v]) => walk(k, v, root, depth + 1))];
}

/** Every key of the schema, depth first in the schema's own order; `$schema` included, as editors offer it. */
export function schemaRows(schema: JsonObject): SchemaRow[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(props).flatMap(([k, v]) => (isObject(v) ? walk(k, resolved(v, schema), schema, 0) : []));
}

/** Text from the schema in a markdown table cell: no pipe ends the cell and no `<server>` reads as an HTML tag. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
}

export function renderSchemaTable(schema: JsonObject): string {
  return [
    '| key | type | meaning |',
    '| --- | --- | --- |',
    ...schemaRows(schema).map((r) => `| \`${r.key}\` | ${r.type.replace(/</g, '&lt;')} | ${cell(r.meaning)} |`),
  ].join('\n');
}

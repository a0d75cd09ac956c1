// The configuration reference is walked out of the config schema: every key the schema declares, at any depth
// (through definitions, maps, arrays and oneOf branches), is a row, and every row says what the key does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderSchemaTable, schemaRows } from '../../src/cli/schema-doc.js';
import type { JsonObject, JsonValue } from '../../src/core/shared/model.js';

const schema = JSON.parse(readFileSync(path.join(process.cwd(), 'schemas', 'config.schema.json'), 'utf8')) as JsonObject;

/** Every name under a `properties` object anywhere in the schema: what a reader may write as a key. */
function declaredKeys(v: JsonValue): string[] {
  if (Array.isArray(v)) return v.flatMap(declaredKeys);
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v).flatMap(([k, child]) => [
    ...(k === 'properties' && typeof child === 'object' && child !== null && !Array.isArray(child) ? Object.keys(child) : []),
    ...declaredKeys(child),
  ]);
}

describe('configuration reference from the schema', () => {
  const rows = schemaRows(schema);
  const last = new Set(rows.map((r) => r.key.replace(/\[\]$/, '').split('.').at(-1)));

  it('has a row for every key the schema declares, at every depth', () => {
    expect([...new Set(declaredKeys(schema))].filter((k) => !last.has(k))).toEqual([]);
  });

  it('says what every key does (a property without a description fails here: add one to the schema)', () => {
    expect(rows.filter((r) => r.meaning.trim() === '').map((r) => r.key)).toEqual([]);
  });

  it('covers the gateway keys, the repository setup and the profiles, with the placeholders a reader fills in', () => {
    const keys = rows.map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'setup',
        'setup.command',
        'setup.timeoutMs',
        'servers.NAME.prefix',
        'servers.NAME.guardPolicy',
        'servers.NAME.surfaces.NAME.args',
        'servers.NAME.canaries[].expect.text',
        'profiles.NAME.include',
        'profiles.NAME.exclude',
        'renames.REF.aliasUntil',
        'severity',
        'ignore[].fingerprint',
      ]),
    );
  });

  it('keeps schema text inert in the table: a pipe stays in its cell, <server> is no HTML tag', () => {
    const table = renderSchemaTable({
      properties: { a: { type: 'string', description: 'x | y over <server>/<ref>' }, b: { enum: ['p', 'q'], description: 'one of two' } },
    });
    expect(table).toContain('| `a` | string | x \\| y over &lt;server>/&lt;ref> |');
    expect(table).toContain('| `b` | "p" \\| "q" | one of two |');
  });
});

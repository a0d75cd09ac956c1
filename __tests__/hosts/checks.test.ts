// Every host check refuses a tool its host documents as refused and accepts one it documents as accepted, names the
// keyword by its JSON pointer, and reads a property *named* like a keyword as a property.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../src/core/shared/model.js';
import { violationsOf } from '../../src/hosts/checks.js';
import { HOST_CHECKS, HOST_NAMES, HOSTS } from '../../src/hosts/profiles.js';
import { cli } from '../helpers/cli-harness.js';

const tool = (inputSchema: JsonObject, more: JsonObject = {}): JsonObject => ({ name: 'search_docs', description: 'Search.', inputSchema, ...more });
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const str: JsonObject = { type: 'string' };

/** check id -> [a tool the host refuses, the pointer it names; a tool it accepts]. */
const CASES: Record<string, [JsonObject, string, JsonObject]> = {
  'anthropic-tool-name': [{ ...tool(obj({})), name: 'x'.repeat(65) }, '/name', { ...tool(obj({})), name: 'x'.repeat(64) }],
  'anthropic-top-level-combinator': [tool({ type: 'object', anyOf: [obj({ a: str }), obj({ b: str })] }), '/inputSchema/anyOf', tool(obj({ a: { anyOf: [str, { type: 'null' }] } }))],
  'anthropic-input-schema-object': [tool({ oneOf: [obj({ a: str })] }), '/inputSchema/type', tool(obj({}))],
  'openai-function-name': [{ ...tool(obj({})), name: 'search.docs' }, '/name', tool(obj({}))],
  'openai-parameters-object': [tool({ type: 'string' }), '/inputSchema/type', tool(obj({ q: str }))],
  'openai-top-level-combinator': [tool({ type: 'object', enum: [{}] }), '/inputSchema/enum', tool(obj({ q: { enum: ['a'] } }))],
  'openai-array-items': [tool(obj({ tags: { type: 'array' } })), '/inputSchema/properties/tags/items', tool(obj({ tags: { type: 'array', items: str } }))],
  'openai-strict-closed-objects': [tool(obj({ q: str }, { required: ['q'] })), '/inputSchema/additionalProperties', tool(obj({ q: str }, { required: ['q'], additionalProperties: false }))],
  'openai-strict-all-required': [tool(obj({ q: str, limit: { type: 'integer' } }, { required: ['q'] })), '/inputSchema/properties/limit', tool(obj({ q: str, limit: { type: ['integer', 'null'] } }, { required: ['q', 'limit'] }))],
  'openai-strict-keyword': [tool(obj({ tags: { type: 'array', items: str, uniqueItems: true } })), '/inputSchema/properties/tags/uniqueItems', tool(obj({ tags: { type: 'array', items: str, maxItems: 5 } }))],
  'openai-strict-top-level-combinator': [tool({ anyOf: [obj({ a: str })] }), '/inputSchema/anyOf', tool(obj({ a: { anyOf: [str, { type: 'null' }] } }))],
  'gemini-function-name': [{ ...tool(obj({})), name: '1search' }, '/name', { ...tool(obj({})), name: 'docs.search:v1' }],
  'gemini-schema-field': [tool(obj({ q: str }, { additionalProperties: false })), '/inputSchema/additionalProperties', tool(obj({ q: { type: 'string', nullable: true, format: 'date-time' } }, { required: ['q'] }))],
  'directory-tool-name-length': [{ ...tool(obj({})), name: 'n'.repeat(65) }, '/name', tool(obj({}), { annotations: { title: 'Search', readOnlyHint: true } })],
  'directory-tool-title': [tool(obj({}), { annotations: { readOnlyHint: true } }), '/annotations/title', tool(obj({}), { title: 'Search docs' })],
  'directory-tool-hints': [tool(obj({}), { title: 'Search' }), '/annotations/readOnlyHint', tool(obj({}), { annotations: { readOnlyHint: true } })],
  'mcp-header-token': [tool(obj({ region: { type: 'string', 'x-mcp-header': 'Cloud Region' } })), '/inputSchema/properties/region/x-mcp-header', tool(obj({ region: { type: 'string', 'x-mcp-header': 'Cloud-Region' } }))],
  'mcp-header-unique': [
    tool(obj({ a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'region' } })),
    '/inputSchema/properties/b/x-mcp-header',
    tool(obj({ a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'Zone' } })),
  ],
  'mcp-header-primitive': [tool(obj({ ratio: { type: 'number', 'x-mcp-header': 'Ratio' } })), '/inputSchema/properties/ratio/x-mcp-header', tool(obj({ n: { type: 'integer', 'x-mcp-header': 'N' } }))],
  'mcp-header-reachable': [
    tool(obj({ list: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Item' } } })),
    '/inputSchema/properties/list/items/x-mcp-header',
    tool(obj({ outer: obj({ inner: { type: 'string', 'x-mcp-header': 'Inner' } }) })),
  ],
};

describe('host checks', () => {
  it('has a refused and an accepted case for every check', () => {
    expect(HOST_CHECKS.map((c) => c.id).filter((id) => !(id in CASES))).toEqual([]);
  });

  it.each(HOST_CHECKS.map((c) => [c.id, c] as const))('%s refuses what its host documents and accepts the rest', (id, c) => {
    const [refused, pointer, accepted] = CASES[id];
    expect(violationsOf(refused, [c])).toContainEqual({ check: id, pointer });
    expect(violationsOf(accepted, [c])).toEqual([]);
  });

  it('has unique ids prefixed by a known host, each with a source URL and the date it was read', () => {
    expect(new Set(HOST_CHECKS.map((c) => c.id)).size).toBe(HOST_CHECKS.length);
    for (const c of HOST_CHECKS) {
      expect(HOST_NAMES).toContain(c.host);
      expect([c.id, c.source]).toEqual([c.id, expect.stringMatching(/^https:\/\//)]);
      expect(c.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(HOSTS.map((h) => h.name)).toEqual([...HOST_NAMES]);
  });

  it('lists in the config schema exactly the hosts that have a profile', () => {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'config.schema.json'), 'utf8'));
    expect(schema.definitions.hostName.enum).toEqual([...HOST_NAMES]);
  });

  it('reads a property named like a keyword as a property, not as the keyword', () => {
    const named = tool(obj({ anyOf: str, 'x-mcp-header': str, additionalProperties: str }, { required: ['anyOf', 'x-mcp-header', 'additionalProperties'], additionalProperties: false }));
    const checks = HOST_CHECKS.filter((c) => c.host !== 'claude-directory' && c.host !== 'gemini');
    expect(violationsOf(named, checks)).toEqual([]);
  });
});

describe('mcp-contract rules --hosts', () => {
  it('lists every host check in text, as the README table and as data', async () => {
    const text = await cli(['rules', '--hosts'], { cwd: process.cwd() });
    expect(text.code).toBe(0);
    expect(text.stdout.trim().split('\n')).toHaveLength(HOST_CHECKS.length);
    expect(text.stdout).toMatch(/^anthropic-top-level-combinator\s+anthropic\s+oneOf, allOf or anyOf at the top level of input_schema$/m);
    const md = (await cli(['rules', '--hosts', '--format', 'md'], { cwd: process.cwd() })).stdout;
    expect(md).toContain('| `mcp-header-primitive` | `mcp-http` |');
    expect(md).toContain('[claude.com](https://claude.com/docs/connectors/building/review-criteria) (2026-12-06)');
    const json = JSON.parse((await cli(['rules', '--hosts', '--format', 'json'], { cwd: process.cwd() })).stdout) as Array<{ id: string }>;
    expect(json.map((c) => c.id)).toEqual(HOST_CHECKS.map((c) => c.id));
  });
});

// Every host check refuses a tool its host documents as refused and accepts one it documents as accepted, names the
// keyword by its JSON pointer, and reads a property *named* like a keyword as a property.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject, JsonValue } from '../../src/core/shared/model.js';
import { violationsOf } from '../../src/hosts/checks.js';
import { HOST_CHECKS, HOST_NAMES, HOSTS } from '../../src/hosts/profiles.js';
import { cli } from '../helpers/cli-harness.js';

const tool = (inputSchema: JsonObject, more: JsonObject = {}): JsonObject => ({ name: 'search_docs', description: 'Search.', inputSchema, ...more });
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const str: JsonObject = { type: 'string' };
/** An object schema with `levels` object schemas nested under the root, each under `next`. */
const nested = (levels: number): JsonObject => {
  let s: JsonObject = obj({ leaf: str });
  for (let i = 1; i < levels; i++) s = obj({ next: s });
  return obj({ next: s });
};
const words = (n: number, width: number): string[] => Array.from({ length: n }, (_, i) => String(i).padStart(width, 'w'));
const props = (n: number): JsonObject => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, str]));

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
  'openai-strict-nesting-depth': [tool(nested(11)), `/inputSchema${'/properties/next'.repeat(11)}`, tool(nested(10))],
  'openai-strict-property-count': [tool(obj({ a: obj(props(2500)), b: obj(props(2501)) })), '/inputSchema/properties/a/properties', tool(obj({ a: obj(props(2500)), b: obj(props(2498)) }))],
  'openai-strict-string-size': [tool(obj({ kind: { type: 'string', enum: words(1000, 121) } })), '/inputSchema/properties/kind', tool(obj({ kind: { type: 'string', enum: words(1000, 119) } }))],
  'openai-strict-enum-count': [tool(obj({ a: { enum: words(600, 1) }, b: { enum: words(401, 1) } })), '/inputSchema/properties/a/enum', tool(obj({ a: { enum: words(600, 1) }, b: { enum: words(400, 1) } }))],
  'openai-strict-enum-size': [tool(obj({ city: { type: 'string', enum: words(251, 60) } })), '/inputSchema/properties/city/enum', tool(obj({ city: { type: 'string', enum: words(250, 70) } }))],
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
  'mcp-header-safe-integer': [
    tool(obj({ id: { type: 'integer', minimum: 0, maximum: 18446744073709551615, 'x-mcp-header': 'Id' } })),
    '/inputSchema/properties/id/maximum',
    tool(obj({ id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991, 'x-mcp-header': 'Id' } })),
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

describe('host checks on real tools (as the published servers listed them)', () => {
  const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'renames');
  const published = (file: string, name: string): JsonObject => (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')).tools as JsonObject[]).find((t) => t.name === name)!;
  const only = (...ids: string[]) => HOST_CHECKS.filter((c) => ids.includes(c.id));
  const withProperty = (t: JsonObject, name: string, edit: (p: JsonObject) => JsonObject): JsonObject => {
    const schema = structuredClone(t.inputSchema) as JsonObject;
    const properties = schema.properties as JsonObject;
    properties[name] = edit(properties[name] as JsonObject);
    return { ...t, inputSchema: schema };
  };

  it('an x-mcp-header on Notion\'s page_size with a uint64 bound is refused; the same header within the safe range is not', () => {
    const search = published('notion-2.0.0.json', 'API-post-search');
    const checks = HOST_CHECKS.filter((c) => c.host === 'mcp-http');
    expect(violationsOf(withProperty(search, 'page_size', (p) => ({ ...p, 'x-mcp-header': 'Page-Size' })), checks)).toEqual([]);
    const wide = withProperty(search, 'page_size', (p) => ({ ...p, 'x-mcp-header': 'Page-Size', maximum: 2 ** 64, enum: [100, 2 ** 53] }));
    expect(violationsOf(wide, checks)).toEqual([
      { check: 'mcp-header-safe-integer', pointer: '/inputSchema/properties/page_size/enum/1' },
      { check: 'mcp-header-safe-integer', pointer: '/inputSchema/properties/page_size/maximum' },
    ]);
  });

  it('a Playwright tool whose enum grew past OpenAI strict\'s limits is refused at the enum; the published one is within them', () => {
    const key = published('playwright-0.0.86.json', 'browser_press_key');
    const limits = only('openai-strict-enum-count', 'openai-strict-enum-size', 'openai-strict-string-size', 'openai-strict-property-count', 'openai-strict-nesting-depth');
    expect(violationsOf(key, limits)).toEqual([]);
    const keys = words(1200, 16).map((w) => `Key${w}`);
    expect(violationsOf(withProperty(key, 'key', (p) => ({ ...p, enum: keys })), limits)).toEqual([
      { check: 'openai-strict-enum-count', pointer: '/inputSchema/properties/key/enum' },
      { check: 'openai-strict-enum-size', pointer: '/inputSchema/properties/key/enum' },
    ]);
  });

  it('every real Notion tool (nested $defs of block requests) is within strict\'s nesting and size limits', () => {
    const tools = JSON.parse(readFileSync(join(FIXTURES, 'notion-2.0.0.json'), 'utf8')).tools as JsonObject[];
    const limits = HOST_CHECKS.filter((c) => c.limit !== undefined);
    expect(tools.flatMap((t) => violationsOf(t, limits))).toEqual([]);
    // Wrapped eleven objects deep it is over: the object that crossed is named.
    const deep = { ...tools[0], inputSchema: obj({ next: nested(10) as JsonValue, wrapped: tools[0].inputSchema as JsonValue }) };
    expect(violationsOf(deep, only('openai-strict-nesting-depth')).map((v) => v.pointer)).toEqual([`/inputSchema${'/properties/next'.repeat(11)}`]);
  });
});

describe('the first offence of each check', () => {
  // `first` compares offences as their nodes' steps without building a pointer for each (src/hosts/checks.ts): it must
  // name exactly the least pointer the full list names, on every real tool of the corpus and every host's checks.
  it('is the least pointer of the full list, for every check on every real tool of the corpus', () => {
    const corpus = join(import.meta.dirname, '..', 'fixtures', 'renames');
    const tools = readdirSync(corpus)
      .filter((f) => f.endsWith('.json') && f !== 'labels.json')
      .flatMap((f) => (JSON.parse(readFileSync(join(corpus, f), 'utf8')).tools ?? []) as JsonObject[]);
    let offences = 0;
    for (const t of tools) {
      const all = violationsOf(t, HOST_CHECKS);
      offences += all.length;
      const least = new Map<string, string>();
      for (const v of all) if (!least.has(v.check) || v.pointer < least.get(v.check)!) least.set(v.check, v.pointer);
      expect(violationsOf(t, HOST_CHECKS, { first: true })).toEqual([...least].map(([check, pointer]) => ({ check, pointer })));
    }
    // The corpus offends the opt-in hosts thousands of times (Gemini's subset, OpenAI strict's closed objects).
    expect(offences).toBeGreaterThan(1000);
  });

  it('orders pointers as strings do where one step is a prefix of another, or a name needs escaping', () => {
    const schema = obj({ 'a/b': { type: 'object' }, a: { type: 'object', properties: { b: { type: 'object' } } }, 'a~': { type: 'object' }, ab: { type: 'object' } });
    for (const c of HOST_CHECKS.filter((x) => x.id === 'openai-strict-closed-objects' || x.id === 'openai-strict-all-required' || x.host === 'gemini')) {
      const all = violationsOf(tool(schema), [c]);
      const first = violationsOf(tool(schema), [c], { first: true });
      expect(first).toEqual(all.length === 0 ? [] : [all.reduce((m, v) => (v.pointer < m.pointer ? v : m))]);
    }
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

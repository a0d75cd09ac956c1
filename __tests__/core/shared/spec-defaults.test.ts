// The spec-defaults table says what the MCP schema says: every "Default:" the SDK's shipped spec types state on a
// listed item (tools, prompts, resources, templates and what they contain) is a row, with the same value, and no
// schema-sourced row is invented; a default made explicit or dropped changes no digest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { buildCapability } from '../../../src/core/shared/canonical.js';
import type { JsonObject, JsonValue, Kind } from '../../../src/core/shared/model.js';
import { NEWEST_LEGACY_VERSION, PROTOCOL_VERSIONS, SPEC_DEFAULTS, defaultsFor } from '../../../src/core/shared/spec-defaults.js';
import { ROOT } from '../../helpers/capture-fixtures.js';

const SPEC_TYPES = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk', 'dist', 'esm', 'spec.types.d.ts');

/** Where each interface of the spec types sits inside a listed item. */
const PLACES: Readonly<Record<string, Array<[Kind, string[]]>>> = {
  Tool: [['tool', []]],
  ToolAnnotations: [['tool', ['annotations']]],
  ToolExecution: [['tool', ['execution']]],
  Prompt: [['prompt', []]],
  PromptArgument: [['prompt', ['arguments', '[]']]],
  Resource: [['resource', []]],
  ResourceTemplate: [['resourceTemplate', []]],
  Annotations: [
    ['resource', ['annotations']],
    ['resourceTemplate', ['annotations']],
  ],
  BaseMetadata: (['tool', 'prompt', 'resource', 'resourceTemplate'] as Kind[]).map((k) => [k, []]),
  Icon: (['tool', 'prompt', 'resource', 'resourceTemplate'] as Kind[]).map((k) => [k, ['icons', '[]']]),
  Icons: (['tool', 'prompt', 'resource', 'resourceTemplate'] as Kind[]).map((k) => [k, []]),
};

/** `Default: <json>` lines from the doc comment of each field of each interface, as `kind:path=value`. */
function statedDefaults(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^export interface (\w+)[^{]*\{([\s\S]*?)^\}/gm)) {
    const places = PLACES[m[1]];
    if (places === undefined) continue;
    for (const f of m[2].matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(\w+)\??:/g)) {
      const stated = /Default: (.+)$/m.exec(f[1].replace(/^\s*\* ?/gm, ''));
      if (stated === null) continue;
      const value = JSON.parse(stated[1].trim()) as JsonValue;
      for (const [kind, prefix] of places) out.push(`${kind}:${[...prefix, f[2]].join('/')}=${JSON.stringify(value)}`);
    }
  }
  return out.sort();
}

const row = (d: { kind: Kind; path: readonly string[]; value: JsonValue }) => `${d.kind}:${d.path.join('/')}=${JSON.stringify(d.value)}`;

describe('the table against the SDK-shipped spec types', () => {
  const stated = statedDefaults(readFileSync(SPEC_TYPES, 'utf8'));

  it('finds the defaults the spec states on listed items (the parse is not vacuous)', () => {
    expect(stated).toContain('tool:annotations/destructiveHint=true');
    expect(stated).toContain('tool:execution/taskSupport="forbidden"');
  });

  it('has every stated default in the newest legacy version, with its value, and no schema-sourced row the spec does not state', () => {
    const newest = SPEC_DEFAULTS[NEWEST_LEGACY_VERSION];
    expect(newest.filter((d) => d.source === 'schema').map(row).sort()).toEqual(stated);
  });

  it('2026-07-28 keeps the annotation and prompt-argument defaults; taskSupport, gone from the core schema with tasks, is carried', () => {
    const modern = SPEC_DEFAULTS['2026-07-28'];
    expect(modern.filter((d) => d.source === 'schema').map(row).sort()).toEqual(stated.filter((r) => !r.includes('taskSupport')));
    expect(modern.filter((d) => d.source === 'carried').map(row)).toEqual(['tool:execution/taskSupport="forbidden"']);
    expect(PROTOCOL_VERSIONS[PROTOCOL_VERSIONS.length - 1]).toBe('2026-07-28');
  });

  it('lists only versions an SDK negotiates, oldest first, and never changes a value between versions', () => {
    // SDK v1 negotiates the legacy versions; 2026-07-28 is SDK v2's (server/discover).
    for (const v of PROTOCOL_VERSIONS.filter((x) => x < '2026-07-28')) expect(SUPPORTED_PROTOCOL_VERSIONS).toContain(v);
    expect([...PROTOCOL_VERSIONS].sort()).toEqual(PROTOCOL_VERSIONS);
    const seen = new Map<string, string>();
    for (const v of PROTOCOL_VERSIONS) {
      for (const d of SPEC_DEFAULTS[v]) {
        const key = `${d.kind}:${d.path.join('/')}`;
        expect([key, seen.get(key) ?? row(d)]).toEqual([key, row(d)]);
        seen.set(key, row(d));
      }
    }
  });

  it('reads an older version with the defaults of fields introduced later, and an unknown one with all', () => {
    const rows = (v?: string) => defaultsFor(v).map(row).sort();
    expect(rows('2024-11-05')).toEqual(rows('2025-11-25'));
    expect(rows('1999-01-01')).toEqual(rows(undefined));
    expect(SPEC_DEFAULTS['2024-11-05'].map(row)).not.toContain('tool:execution/taskSupport="forbidden"');
  });
});

describe('a default made explicit or dropped changes no digest', () => {
  const origin = { server: 's', surface: 'default' };
  const bare: Record<Kind, JsonObject> = {
    tool: { name: 't', inputSchema: { type: 'object' } },
    prompt: { name: 'p', arguments: [{ name: 'a' }] },
    resource: { uri: 'file:///r', name: 'r' },
    resourceTemplate: { uriTemplate: 'file:///{x}', name: 'x' },
  };

  /** The item with the default written out at its path. */
  function explicit(item: JsonObject, p: readonly string[], value: JsonValue): JsonObject {
    const copy = JSON.parse(JSON.stringify(item)) as JsonObject;
    let cur: JsonObject = copy;
    for (let i = 0; i < p.length - 1; i++) {
      if (p[i + 1] === '[]') {
        for (const el of cur[p[i]] as JsonObject[]) Object.assign(el, explicit(el, p.slice(i + 2), value));
        return copy;
      }
      cur = (cur[p[i]] ??= {}) as JsonObject;
    }
    cur[p[p.length - 1]] = value;
    return copy;
  }

  it.each(PROTOCOL_VERSIONS.flatMap((v) => SPEC_DEFAULTS[v].map((d) => [v, row(d), d] as const)))('%s %s', (_v, _r, d) => {
    const item = bare[d.kind];
    const withDefault = explicit(item, d.path, d.value);
    expect(withDefault).not.toEqual(item);
    expect(buildCapability(d.kind, withDefault, origin).digest).toBe(buildCapability(d.kind, item, origin).digest);
    // The other value is a real statement and does change the digest.
    const other = typeof d.value === 'boolean' ? !d.value : 'required';
    expect(buildCapability(d.kind, explicit(item, d.path, other), origin).digest).not.toBe(buildCapability(d.kind, item, origin).digest);
  });
});

// A digest depends on what the model sees, never on formatting, key order or a spec default made explicit.
import canonicalize from 'canonicalize';
import { buildCapability, canonicalJson, digestOf, normalizeDefinition, sortKeys, stableStringify } from '../../../src/core/shared/canonical.js';
import { nullObject } from '../../../src/core/shared/json.js';
import type { JsonObject } from '../../../src/core/shared/model.js';

const origin = { server: 'demo', surface: 'default' };

describe('canonical digests', () => {
  const tool = {
    name: 'fetch',
    description: 'Fetch a page',
    inputSchema: { type: 'object', properties: { url: { type: 'string' }, depth: { type: 'integer' } }, required: ['url'] },
    annotations: { readOnlyHint: true },
  };

  it('is invariant to key order', () => {
    const reordered = JSON.parse(
      '{"annotations":{"readOnlyHint":true},"inputSchema":{"required":["url"],"properties":{"depth":{"type":"integer"},"url":{"type":"string"}},"type":"object"},"description":"Fetch a page","name":"fetch"}',
    );
    expect(buildCapability('tool', reordered, origin).digest).toBe(buildCapability('tool', tool, origin).digest);
  });

  it('is invariant to spec defaults made explicit', () => {
    const explicit = { ...tool, annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: false } };
    expect(buildCapability('tool', explicit, origin).digest).toBe(buildCapability('tool', tool, origin).digest);
  });

  it('changes on a one-character description change', () => {
    const changed = { ...tool, description: 'Fetch a page!' };
    expect(buildCapability('tool', changed, origin).digest).not.toBe(buildCapability('tool', tool, origin).digest);
  });

  it('changes when a default is flipped to its non-default value', () => {
    const flipped = { ...tool, annotations: { readOnlyHint: false } };
    expect(buildCapability('tool', flipped, origin).digest).not.toBe(buildCapability('tool', tool, origin).digest);
  });

  it('binds the digest to its origin', () => {
    const def = normalizeDefinition('tool', tool);
    expect(digestOf(def, origin)).not.toBe(digestOf(def, { ...origin, surface: 'all' }));
  });

  it('drops configured volatile _meta keys only', () => {
    const a = normalizeDefinition('tool', { ...tool, _meta: { build: '123', owner: 'x' } }, { volatileMeta: ['build'] });
    expect(a._meta).toEqual({ owner: 'x' });
  });

  it('writes sorted keys', () => {
    expect(stableStringify({ b: 1, a: { d: 1, c: 2 } })).toBe('{\n  "a": {\n    "c": 2,\n    "d": 1\n  },\n  "b": 1\n}\n');
  });
});

// A sorted copy is built only where order or content changes (allocation was most of a large capture's cost), and
// never shares what a reader could trip on.
describe('sorted copies', () => {
  it('shares a subtree already in order and copies one that is not', () => {
    const sorted = { a: 1, b: { c: [1, 2], d: 'x' } };
    const mixed = { z: 1, sorted, a: { y: 1, x: 2 } };
    const copy = sortKeys(mixed) as JsonObject;
    expect(Object.keys(copy)).toEqual(['a', 'sorted', 'z']);
    expect(copy.sorted).toBe(sorted);
    expect(Object.keys(copy.a as JsonObject)).toEqual(['x', 'y']);
    expect(copy.a).not.toBe(mixed.a);
    expect(sortKeys(sorted)).toBe(sorted);
  });

  it('copies an object in order when a value below it changes or is undefined', () => {
    const inner = { b: 1, a: 2 };
    const outer = { a: 0, b: inner, c: 3 };
    const copy = sortKeys(outer) as JsonObject;
    expect(copy).not.toBe(outer);
    expect(Object.keys(copy)).toEqual(['a', 'b', 'c']);
    expect(Object.keys(copy.b as JsonObject)).toEqual(['a', 'b']);
    const holey = { a: 1, b: undefined, c: 2 } as unknown as JsonObject;
    expect(Object.keys(sortKeys(holey) as JsonObject)).toEqual(['a', 'c']);
  });

  it('never shares a prototype-less object, and keeps a __proto__ key as data', () => {
    const bare = nullObject();
    bare.a = 1;
    const copy = sortKeys({ x: bare }) as JsonObject;
    expect(Object.getPrototypeOf(copy.x)).toBe(Object.prototype);
    const proto = JSON.parse('{"__proto__":{"z":1,"a":2},"b":1}') as JsonObject;
    const c2 = sortKeys(proto) as JsonObject;
    expect(Object.prototype.hasOwnProperty.call(c2, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(c2)).toBe(Object.prototype);
    expect(canonicalJson(proto)).toBe(canonicalize(proto));
  });

  it('ignores an enumerable key lent by a polluted Object.prototype, as Object.keys does', () => {
    const value = JSON.parse('{"a":1,"b":{"d":1,"c":2}}') as JsonObject;
    const before = canonicalJson(value);
    Object.defineProperty(Object.prototype, 'polluted', { value: 1, enumerable: true, configurable: true });
    try {
      expect(canonicalJson(value)).toBe(before);
      expect(Object.keys(sortKeys(value) as JsonObject)).toEqual(['a', 'b']);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });

  it('sorts objects with many keys (past the insertion sort) as RFC 8785 does', () => {
    const keys = Array.from({ length: 80 }, (_, i) => `k${(i * 37) % 80}\u00e9${i % 3 === 0 ? '\ud83d\ude00' : ''}`);
    const big: JsonObject = {};
    for (const [i, k] of keys.entries()) big[k] = { z: i, a: [i, { y: 1, b: 2 }] };
    expect(canonicalJson({ big, '10': 1, '9': 2 })).toBe(canonicalize({ big, '10': 1, '9': 2 }));
  });
});

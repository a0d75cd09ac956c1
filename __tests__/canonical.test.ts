// A digest depends on what the model sees, never on formatting, key order or a spec default made explicit.
import { buildCapability, digestOf, normalizeDefinition, stableStringify } from '../src/core/shared/canonical.js';

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

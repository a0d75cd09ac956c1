// The gateway's published names (issue 27): `<server>__<name>`, stable, legal, and cut deterministically with a hash.
import { originalOf, publishedName } from '../../src/gateway/names.js';
import { collisionOf, overlap } from '../../src/gateway/ownership.js';

describe('gateway names', () => {
  it('are stable, legal and cut deterministically with a hash of the original', () => {
    expect(publishedName('fs', 'read_file')).toBe('fs__read_file');
    const long = publishedName('fs', `x${'y'.repeat(200)}`);
    expect(long).toHaveLength(128);
    expect(long).toMatch(/^fs__xy+-[0-9a-f]{8}$/);
    expect(publishedName('fs', 'a b')).not.toBe(publishedName('fs', 'a_b'));
    expect(publishedName('fs', 'a b')).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});

describe('gateway names: whose namespace holds a name (issue 39)', () => {
  it('two prefixes can hold one published name: `a` (serving `_x`) and `a_` (serving `x`) both publish a___x', () => {
    expect(publishedName('a', '_x')).toBe(publishedName('a_', 'x'));
    expect(originalOf('a', 'a___x')).toBe('_x');
    expect(originalOf('a_', 'a___x')).toBe('x');
    expect(originalOf('b', 'a___x')).toBeUndefined();
  });
});

describe('gateway ownership: what approve refuses (issue 39)', () => {
  const a = { server: 'a', prefix: 'a', store: 'a.json' };
  const bang = { server: 'a!', prefix: 'a_', store: 'a_.json' };
  it('a tool that would publish under another member\'s published name, naming the member and its ref', () => {
    expect(collisionOf('tool:x', bang, [{ member: a, refs: ['tool:_x', 'tool:y'] }])).toMatch(/^tool:x of server "a!" would publish as "a___x", which server "a" publishes \(its tool:_x\)/);
    expect(collisionOf('tool:y', bang, [{ member: a, refs: ['tool:_x', 'tool:y'] }])).toBeUndefined();
    expect(collisionOf('prompt:x', bang, [{ member: a, refs: ['tool:_x'] }])).toBeUndefined();
  });
  it('a template that overlaps another member\'s, either way round; disjoint templates and the same URI under other schemes pass', () => {
    expect(overlap('{+anything}', 'notes://{id}')).toBe('notes://x');
    expect(overlap('notes://{id}', '{+anything}')).toBe('notes://x');
    expect(overlap('notes://{id}', 'notes://{id}')).toBe('notes://x');
    expect(overlap('notes://{id}', 'narrow://{path}')).toBeUndefined();
    expect(collisionOf('resourceTemplate:{+anything}', a, [{ member: bang, refs: ['resourceTemplate:notes://{id}'] }])).toMatch(/overlaps server "a!"'s resourceTemplate:notes:\/\/\{id\}/);
    expect(collisionOf('resource:notes://1', a, [{ member: bang, refs: ['resource:notes://1'] }])).toMatch(/a URI server "a!" serves/);
  });
});

// The store's own scope functions (what `approve --scope` and a review console call), and the scope checks under them:
// a scope is a valid JSON Schema that narrows the tool's input type; it is written signed, under the store's lock.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emptyStore } from '../../src/core/approval/approval.js';
import { readStoreFile, serializeStore, storeKey } from '../../src/guard/store.js';
import { setApprovalScope } from '../../src/guard/scope-store.js';
import { inertJson, scopeProblem, violationOf } from '../../src/guard/scope.js';
import { tempDir } from '../helpers/cli-harness.js';

const INPUT = { type: 'object', properties: { path: { type: 'string' }, amount: { type: 'number' } } };

describe('scopes', () => {
  it('takes a scope that narrows the input, and names the field of one that does not or is no schema', () => {
    expect(scopeProblem({ properties: { path: { pattern: '^/srv/' }, amount: { type: 'integer', maximum: 100 } } }, INPUT)).toBeUndefined();
    expect(scopeProblem({ type: ['object', 'null'] }, INPUT)).toBe('/type: "null" does not narrow the tool\'s input type "object"');
    expect(scopeProblem({ properties: { amount: { type: 'string' } } }, INPUT)).toBe('/properties/amount/type: "string" does not narrow the tool\'s input type "number"');
    expect(scopeProblem({ maximum: 'ten' }, INPUT)).toMatch(/^\/maximum: not a valid JSON Schema/);
    expect(scopeProblem([], INPUT)).toMatch(/^a scope is a JSON Schema object/);
    expect(scopeProblem({ type: 'colour' }, INPUT)).toMatch(/not a valid JSON Schema|unknown type/);
  });

  it('names the first rule a call breaks by instancePath and keyword', () => {
    const scope = { properties: { to: { pattern: '@example\\.com$' }, amount: { maximum: 100 }, kind: { enum: ['a', 'b'] } } };
    expect(violationOf('d1', scope, { to: 'x@example.com', amount: 5, kind: 'a' })).toBeUndefined();
    expect(violationOf('d1', scope, { to: 'x@evil.com' })).toEqual({ instancePath: '/to', keyword: 'pattern' });
    expect(violationOf('d1', scope, { amount: 1000 })).toEqual({ instancePath: '/amount', keyword: 'maximum' });
    expect(violationOf('d1', scope, { kind: 'c' })).toEqual({ instancePath: '/kind', keyword: 'enum' });
  });

  it('writes JSON that reads back as the value but holds no markup, mention, link or invisible character', () => {
    const value = { 'k<': ['<script>', '[a](b)', '@x', '`c`', '\u202e\u0007', 'a"b\\c', 'tag\u{e0041}'], n: 1, t: true, z: null };
    const text = inertJson(value);
    expect(JSON.parse(text)).toEqual(value);
    for (const raw of ['<', '>', '@', '`', '\u202e', '\u0007', '[a]', '(b)', '\u{e0041}']) expect(text).not.toContain(raw);
  });
});

describe('setApprovalScope (the store function behind approve --scope)', () => {
  it('sets and removes the scope of an approval, signed; refuses a bad scope in one line naming the file and ref', async () => {
    const dir = tempDir('scope-store');
    const file = path.join(dir, 's.json');
    const key = await storeKey(dir);
    const store = emptyStore('s', 'default');
    const definition = { name: 'w', inputSchema: INPUT };
    store.capabilities['tool:w'] = { ref: 'tool:w', state: 'approved', since: 'x', live: { digest: 'd', definition }, approval: { digest: 'd', definition, by: 'human', at: '2026-06-01T00:00:00.000Z' } };
    store.capabilities['tool:held'] = { ref: 'tool:held', state: 'review_required', since: 'x', live: { digest: 'e', definition } };
    writeFileSync(file, serializeStore(store, key));
    const scope = { properties: { path: { pattern: '^/srv/' } } };
    expect((await setApprovalScope(file, key, 'tool:w', scope, () => undefined)).approval?.scope).toEqual(scope);
    expect((await readStoreFile(file, key, () => undefined)).capabilities['tool:w'].approval?.scope).toEqual(scope);
    await expect(setApprovalScope(file, key, 'tool:w', { type: 'string' }, () => undefined)).rejects.toThrow(`${file}: tool:w: /type: "string" does not narrow the tool's input type "object"`);
    await expect(setApprovalScope(file, key, 'tool:held', scope, () => undefined)).rejects.toThrow(`${file}: tool:held: has no approval of the store's to scope`);
    await setApprovalScope(file, key, 'tool:w', null, () => undefined);
    expect(readFileSync(file, 'utf8')).not.toContain('"scope"');
  });
});

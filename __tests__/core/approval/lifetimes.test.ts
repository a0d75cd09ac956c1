// Lifetimes by side effect and session approvals (issue 45 item 3), and the call entries of --policy: pure functions
// over a store, the guard's clock passed in.
import { applyLifetimes, approveRecord, DEFAULT_GUARD_POLICY, emptyStore, parsePolicyEntry, sideEffectClasses, type GuardStore } from '../../../src/core/approval/approval.js';
import type { JsonObject } from '../../../src/core/shared/model.js';

const AT = '2026-06-01T00:00:00.000Z';

function storeWith(tools: Record<string, JsonObject>, extra: { expires?: string; session?: string } = {}): GuardStore {
  const store = emptyStore('s', 'default');
  for (const [name, definition] of Object.entries(tools)) {
    const ref = `tool:${name}`;
    store.capabilities[ref] = { ref, state: 'approved', since: AT, live: { digest: `d-${name}`, definition }, approval: { digest: `d-${name}`, definition, by: 'human', at: AT, ...extra } };
  }
  return store;
}

describe('lifetimes by side effect', () => {
  it('classes a tool by its annotations: destructive, open-world, or unannotated when it has no hint at all', () => {
    expect(sideEffectClasses({})).toEqual(['unannotated']);
    expect(sideEffectClasses({ annotations: { title: 'x' } })).toEqual(['unannotated']);
    expect(sideEffectClasses({ annotations: { destructiveHint: true, openWorldHint: true } })).toEqual(['destructive', 'openWorld']);
    expect(sideEffectClasses({ annotations: { readOnlyHint: true } })).toEqual([]);
  });

  it('caps the approval of each class at its maximum age, keeps an earlier --expires, and leaves read-only tools alone', () => {
    const store = storeWith({ del: { annotations: { destructiveHint: true } }, web: { annotations: { openWorldHint: true } }, bare: {}, ro: { annotations: { readOnlyHint: true } } });
    expect(applyLifetimes(store, { destructive: 1, openWorld: 30, unannotated: 7 }).sort()).toEqual(['tool:bare', 'tool:del', 'tool:web']);
    expect(store.capabilities['tool:del'].approval?.expires).toBe('2026-06-02T00:00:00.000Z');
    expect(store.capabilities['tool:web'].approval?.expires).toBe('2026-07-01T00:00:00.000Z');
    expect(store.capabilities['tool:bare'].approval?.expires).toBe('2026-06-08T00:00:00.000Z');
    expect(store.capabilities['tool:ro'].approval?.expires).toBeUndefined();
    // Applied again: nothing moves (the guard writes a store once, not on every read).
    expect(applyLifetimes(store, { destructive: 1, openWorld: 30, unannotated: 7 })).toEqual([]);
    const early = storeWith({ del: { annotations: { destructiveHint: true } } }, { expires: '2026-06-01T12:00:00.000Z' });
    expect(applyLifetimes(early, { destructive: 1 })).toEqual([]);
    expect(early.capabilities['tool:del'].approval?.expires).toBe('2026-06-01T12:00:00.000Z');
  });

  it('ends a session approval once its guard process has ended, and only then', () => {
    const running = storeWith({ x: {} }, { session: 'p1' });
    expect(applyLifetimes(running, undefined, (s) => s !== 'p1')).toEqual([]);
    const other = storeWith({ x: {} }, { session: 'p1' });
    expect(applyLifetimes(other, undefined, (s) => s === 'p1')).toEqual(['tool:x']);
    expect(other.capabilities['tool:x'].approval?.expires).toBe(AT);
  });

  it('approveRecord sets, keeps and removes a scope, and binds a session', () => {
    const store = storeWith({ x: {} });
    const scope = { properties: { path: { pattern: '^/srv/' } } };
    expect(approveRecord(store, 'tool:x', new Date(AT), { scope, session: 'p1' }).approval).toMatchObject({ scope, session: 'p1' });
    expect(approveRecord(store, 'tool:x', new Date(AT)).approval?.scope).toEqual(scope);
    expect(approveRecord(store, 'tool:x', new Date(AT), { scope: null }).approval?.scope).toBeUndefined();
  });
});

describe('--policy call entries', () => {
  it('takes out-of-scope=ask|deny and output-mismatch=refuse|record, and refuses anything else in one line', () => {
    expect(parsePolicyEntry(DEFAULT_GUARD_POLICY, 'out-of-scope=deny').outOfScope).toBe('deny');
    expect(parsePolicyEntry(DEFAULT_GUARD_POLICY, 'output-mismatch=record').outputMismatch).toBe('record');
    expect(() => parsePolicyEntry(DEFAULT_GUARD_POLICY, 'out-of-scope=follow')).toThrow('--policy "out-of-scope=follow": expected out-of-scope=ask|deny or output-mismatch=refuse|record');
  });
});

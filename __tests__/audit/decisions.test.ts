// What a write of the store decided, read off the store before and after it (src/audit/decisions.ts): every kind of
// decision and of approval that stopped holding is named, and a write that decides nothing records nothing.
import { approveRecord, emptyStore, rejectRecord, type CapabilityRecord, type GuardStore } from '../../src/core/approval/approval.js';
import { approveIdentityRecord } from '../../src/core/identity/identity.js';
import { storeEvents, storeFacts } from '../../src/audit/decisions.js';
import type { LaunchIdentity } from '../../src/core/shared/model.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const ctx = { user: 'ops', by: 'alice', now: NOW };
const live = (digest: string): CapabilityRecord['live'] => ({ digest, definition: { name: 'send' } });

function store(rec: Partial<CapabilityRecord> = {}): GuardStore {
  const s = emptyStore('mail', 'default');
  s.capabilities['tool:send'] = { ref: 'tool:send', state: 'review_required', since: NOW.toISOString(), live: live('sha256:a'), ...rec };
  return s;
}

/** The events of one change made by `change` (which may edit the store in place, as approve does). */
function events(s: GuardStore, change: (s: GuardStore) => GuardStore) {
  const before = storeFacts(s);
  return storeEvents(before, change(s), ctx);
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('audit: decisions read off a store write', () => {
  it('approve, with --by, the OS user, digest and expiry; the same approval with only a new expiry is expiry-set', () => {
    const s = store();
    expect(events(s, (x) => (approveRecord(x, 'tool:send', NOW, { expires: '2026-07-01T00:00:00.000Z' }), x))).toEqual([
      { kind: 'decision', at: NOW.toISOString(), server: 'mail', action: 'approve', user: 'ops', by: 'alice', ref: 'tool:send', digest: 'sha256:a', expires: '2026-07-01T00:00:00.000Z' },
    ]);
    const later = new Date('2026-06-02T00:00:00Z');
    const again = events(clone(s), (x) => {
      x.capabilities['tool:send'].approval = { ...x.capabilities['tool:send'].approval!, expires: '2026-08-01T00:00:00.000Z', at: later.toISOString() };
      return x;
    });
    expect(again.map((e) => (e.kind === 'decision' ? e.action : e.kind))).toEqual(['expiry-set']);
  });

  it('a scope set on the same approval is scope-set (the scope is recorded whatever its shape)', () => {
    const s = store();
    approveRecord(s, 'tool:send', NOW);
    const scope = { properties: { to: { pattern: '@example\\.com$' } } };
    const out = events(s, (x) => {
      Object.assign(x.capabilities['tool:send'].approval!, { scope, at: '2026-06-03T00:00:00.000Z' });
      return x;
    });
    expect(out).toMatchObject([{ action: 'scope-set', scope }]);
  });

  it('reject of an approved digest: the decision, and the approval stopping to hold', () => {
    const s = store();
    approveRecord(s, 'tool:send', NOW);
    expect(events(s, (x) => (rejectRecord(x, 'tool:send', NOW), x)).map((e) => (e.kind === 'decision' ? e.action : e.kind === 'invalidation' ? `${e.kind} ${e.reason}` : e.kind))).toEqual(['reject', 'invalidation rejected']);
  });

  it('a rebind and a follow are told from a plain approval', () => {
    const s = store({ changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message: 'renamed', renamedFrom: ['tool:mail'] }] });
    expect(events(s, (x) => (approveRecord(x, 'tool:send', NOW), x))).toMatchObject([{ action: 'rebind', rebinds: ['tool:mail'] }]);
    const f = store();
    expect(events(f, (x) => ({ ...x, capabilities: { 'tool:send': { ...x.capabilities['tool:send'], state: 'approved', approval: { digest: 'sha256:a', definition: {}, by: 'follow', at: NOW.toISOString() } } } }))).toMatchObject([{ action: 'follow', user: 'guard' }]);
  });

  it('stale (with rule ids), expired, missing: each an invalidation of the approved digest', () => {
    const approved = (): GuardStore => {
      const s = store();
      approveRecord(s, 'tool:send', NOW, { expires: '2026-05-01T00:00:00.000Z' });
      return s;
    };
    const to = (rec: Partial<CapabilityRecord>) => (x: GuardStore) => ({ ...x, capabilities: { 'tool:send': { ...x.capabilities['tool:send'], ...rec } } });
    expect(events(approved(), to({ state: 'stale', live: live('sha256:b'), changes: [{ rule: 'tool-input-required-property-added', severity: 'breaking', action: 'review', message: 'm' }] }))).toMatchObject([
      { kind: 'invalidation', reason: 'stale', digest: 'sha256:a', rules: ['tool-input-required-property-added'] },
    ]);
    expect(events(approved(), to({ state: 'stale', reason: 'the approval expired' }))).toMatchObject([{ kind: 'invalidation', reason: 'expired', digest: 'sha256:a' }]);
    expect(events(approved(), to({ state: 'missing' }))).toMatchObject([{ kind: 'invalidation', reason: 'missing' }]);
  });

  it('the launch identity approved by a person, and a held identity after it: a decision and an invalidation', () => {
    const id: LaunchIdentity = { kind: 'npm', name: 'mail-server', version: '1.2.0', integrity: 'sha512-abc', source: 'package-lock.json' };
    const s = store();
    s.identity = { state: 'held', live: id };
    expect(events(s, (x) => ({ ...x, identity: approveIdentityRecord(x.identity, NOW) }))).toMatchObject([{ action: 'identity-approve', user: 'ops', by: 'alice', identity: expect.stringContaining('mail-server@1.2.0') }]);
    s.identity = approveIdentityRecord(s.identity, NOW);
    const held = events(s, (x) => ({ ...x, identity: { ...x.identity!, state: 'held', live: { ...id, version: '1.3.0', integrity: 'sha512-def' } } }));
    expect(held).toMatchObject([{ kind: 'invalidation', reason: 'identity-changed', identity: expect.stringContaining('1.3.0') }]);
  });

  it('a write that decides nothing (a re-capture that changed nothing) records nothing', () => {
    const s = store();
    approveRecord(s, 'tool:send', NOW);
    expect(events(s, (x) => ({ ...x, capabilities: { 'tool:send': { ...x.capabilities['tool:send'], since: '2026-06-05T00:00:00.000Z' } } }))).toEqual([]);
  });
});

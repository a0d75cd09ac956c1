// decide() is the guard's one decision for every list item and every call: published only at a digest the approved
// snapshot or a signed store decision vouches for, never expired, never rejected; otherwise ref, state and rule ids.
import { decide } from '../../src/guard/decide.js';
import { shellQuote } from '../../src/guard/shell-quote.js';
import type { CapabilityRecord } from '../../src/core/approval/approval.js';
import type { Capability } from '../../src/core/shared/model.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const snap: Capability = { ref: 'tool:a', digest: 'sha256:1', definition: { name: 'a' } };
const rec = (over: Partial<CapabilityRecord>): CapabilityRecord => ({ ref: 'tool:a', state: 'approved', since: NOW.toISOString(), live: { digest: 'sha256:1', definition: { name: 'a' } }, ...over });

describe('decide', () => {
  it('publishes a digest the approved snapshot holds, for a list item and for a call', () => {
    expect(decide('tool:a', 'sha256:1', undefined, snap, NOW)).toBeUndefined();
    expect(decide('tool:a', undefined, rec({}), snap, NOW)).toBeUndefined();
  });

  it('publishes a store approval until it expires', () => {
    const approval = { digest: 'sha256:2', definition: { name: 'a' }, by: 'human' as const, at: NOW.toISOString(), expires: '2026-07-01T00:00:00.000Z' };
    const r = rec({ live: { digest: 'sha256:2', definition: { name: 'a' } }, approval });
    expect(decide('tool:a', undefined, r, snap, NOW)).toBeUndefined();
    expect(decide('tool:a', undefined, r, snap, new Date('2026-07-02T00:00:00Z'))).toEqual({ ref: 'tool:a', state: 'expired', rules: [] });
  });

  it('refuses a rejected digest even when the snapshot approved it', () => {
    expect(decide('tool:a', 'sha256:1', rec({ state: 'rejected', rejected: ['sha256:1'] }), snap, NOW)).toEqual({ ref: 'tool:a', state: 'rejected', rules: [] });
  });

  it('refuses with ref, state and the distinct rule ids only', () => {
    const changes = [
      { rule: 'description-changed', severity: 'review' as const, action: 'review' as const, message: 'secret words', after: 'IMPORTANT: exfiltrate' },
      { rule: 'description-changed', severity: 'review' as const, action: 'review' as const, message: 'again' },
    ];
    const r = rec({ state: 'stale', live: { digest: 'sha256:9', definition: { name: 'a' } }, changes });
    expect(decide('tool:a', undefined, r, snap, NOW)).toEqual({ ref: 'tool:a', state: 'stale', rules: ['description-changed'] });
    expect(decide('tool:b', undefined, undefined, undefined, NOW)).toEqual({ ref: 'tool:b', state: 'unknown', rules: [] });
  });
});

describe('shellQuote', () => {
  it('leaves plain refs bare and single-quotes anything a shell would interpret', () => {
    expect(shellQuote('tool:read_note')).toBe('tool:read_note');
    expect(shellQuote('tool:x$(touch /tmp/p)')).toBe("'tool:x$(touch /tmp/p)'");
    expect(shellQuote("tool:it's")).toBe("'tool:it'\\''s'");
    expect(shellQuote('tool:a;rm -rf ~')).toBe("'tool:a;rm -rf ~'");
  });
});

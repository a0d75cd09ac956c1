// A person's decisions beyond approve and reject (issue 46): revoking an approval holds the definition it covered out
// (even where the approved snapshot approves it too) until approved again; an expiry can be moved or removed, and an
// approval held back only by its expiry counts again. Pure functions over a store, as the guard then reconciles it.
import { approvedDigests, approveRecord, DecisionError, emptyStore, type CapabilityRecord, type GuardStore } from '../../../src/core/approval/approval.js';
import { heldForReview, parseExpiry, revokeRecord, setExpiry } from '../../../src/core/approval/review.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const def = { name: 'read', description: 'Read a note.' };

function store(...records: CapabilityRecord[]): GuardStore {
  return { ...emptyStore('notes', 'default'), capabilities: Object.fromEntries(records.map((r) => [r.ref, r])) };
}

const approved = (digest = 'sha256:a'): CapabilityRecord => ({ ref: 'tool:read', state: 'approved', since: '2026-05-01T00:00:00Z', live: { digest, definition: def }, approval: { digest, definition: def, by: 'human', at: '2026-05-01T00:00:00Z' } });

describe('revokeRecord', () => {
  it('holds the definition the approval covered out, even where the approved snapshot approves it too', () => {
    const s = store(approved());
    const r = revokeRecord(s, 'tool:read', NOW);
    expect(r).toMatchObject({ state: 'rejected', rejected: ['sha256:a'], reason: 'a person revoked its approval', since: NOW.toISOString() });
    expect(r.approval).toBeUndefined();
    // The snapshot's own approval of the same digest no longer publishes it.
    expect(approvedDigests(r, { ref: 'tool:read', digest: 'sha256:a', definition: def }, NOW).has('sha256:a')).toBe(false);
    // Approving it again is a new decision, and it counts.
    expect(approveRecord(s, 'tool:read', NOW).state).toBe('approved');
    expect(s.capabilities['tool:read'].rejected).toBeUndefined();
  });

  it('sends a changed capability back to review when the approval it was compared with is revoked', () => {
    const s = store({ ...approved(), state: 'stale', live: { digest: 'sha256:b', definition: { ...def, description: 'Read.' } }, changes: [{ rule: 'description-changed', severity: 'review', action: 'review', message: 'm' }] });
    expect(revokeRecord(s, 'tool:read', NOW)).toMatchObject({ state: 'review_required', reason: 'a person revoked the approval it was compared with' });
    expect(s.capabilities['tool:read'].changes).toBeUndefined();
  });

  it('refuses a capability the store holds no approval of', () => {
    const s = store({ ref: 'tool:read', state: 'approved', since: 'x', live: { digest: 'sha256:a', definition: def } });
    expect(() => revokeRecord(s, 'tool:read', NOW)).toThrow(DecisionError);
    expect(() => revokeRecord(s, 'tool:none', NOW)).toThrow(/not in the store/);
  });
});

describe('setExpiry', () => {
  it('sets, moves and removes the expiry of the store approval', () => {
    const s = store(approved());
    expect(setExpiry(s, 'tool:read', '2026-07-01T00:00:00.000Z', NOW).approval?.expires).toBe('2026-07-01T00:00:00.000Z');
    expect(setExpiry(s, 'tool:read', undefined, NOW).approval?.expires).toBeUndefined();
    expect(s.capabilities['tool:read'].state).toBe('approved');
  });

  it('lets an approval held back only by its expiry count again, but not a changed definition', () => {
    const lapsed: CapabilityRecord = { ...approved(), state: 'stale', reason: 'the approval expired at 2026-05-15T00:00:00.000Z', approval: { ...approved().approval!, expires: '2026-05-15T00:00:00.000Z' } };
    const s = store(lapsed);
    expect(setExpiry(s, 'tool:read', '2026-08-01T00:00:00.000Z', NOW)).toMatchObject({ state: 'approved', approval: { expires: '2026-08-01T00:00:00.000Z' } });
    expect(s.capabilities['tool:read'].reason).toBeUndefined();
    const changed = store({ ...lapsed, live: { digest: 'sha256:b', definition: def }, changes: [{ rule: 'description-changed', severity: 'review', action: 'review', message: 'm' }] });
    expect(setExpiry(changed, 'tool:read', undefined, NOW).state).toBe('stale');
  });
});

describe('parseExpiry and heldForReview', () => {
  it('takes a future ISO date or date-time, and says why not otherwise', () => {
    expect(parseExpiry('2026-07-01', NOW)).toEqual({ at: '2026-07-01T00:00:00.000Z' });
    expect(parseExpiry('2026-02-30', NOW)).toEqual({ error: expect.stringMatching(/expected an ISO date/) });
    expect(parseExpiry('2026-05-01', NOW)).toEqual({ error: 'the date is not in the future' });
  });

  it('takes every held capability still served, never a rejected or missing one', () => {
    const s = store(
      { ref: 'tool:a', state: 'stale', since: 'x', live: { digest: 'sha256:a', definition: def } },
      { ref: 'tool:b', state: 'review_required', since: 'x', live: { digest: 'sha256:b', definition: def } },
      { ref: 'tool:c', state: 'rejected', since: 'x', live: { digest: 'sha256:c', definition: def } },
      { ref: 'tool:d', state: 'missing', since: 'x' },
    );
    expect(heldForReview(s)).toEqual(['tool:a', 'tool:b']);
  });
});

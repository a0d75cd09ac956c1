// A dual-era server's approval holds per era (issue 40 item 2): each era's lists carry the digests of the name the
// server gives itself there, and a live capture is judged against the approval of the era it spoke; verify checks
// every era the snapshot records apart. Pure: snapshots built by hand.
import { approvedItems, approvedRefs, DEFAULT_GUARD_POLICY, emptyStore, reconcile } from '../../../src/core/approval/approval.js';
import { verifyApproved } from '../../../src/core/approval/verify.js';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import { eraKinds } from '../../../src/core/shared/eras.js';
import { buildCapability } from '../../../src/core/shared/canonical.js';
import type { JsonObject, Kind, KindSnapshot, ProtocolEra, ProtocolObservation, Snapshot, SurfaceSnapshot } from '../../../src/core/shared/model.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const tool = (name: string): JsonObject => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: {} } });
const empty: KindSnapshot = { observation: { state: 'unsupported' }, items: [] };
/** The name the server gives itself per era: digests bind it, so each era's differ. */
const NAME: Record<ProtocolEra, string> = { legacy: 'dual', modern: 'dual-2026' };

function kinds(era: ProtocolEra, names: string[]): Record<Kind, KindSnapshot> {
  const items = names.map((n) => buildCapability('tool', tool(n), { server: NAME[era], surface: 'default' })).sort((a, b) => (a.ref < b.ref ? -1 : 1));
  return { tool: { observation: { state: 'complete' }, items }, prompt: empty, resource: empty, resourceTemplate: empty };
}

const surfaceOf = (k: Record<Kind, KindSnapshot>, protocol?: ProtocolObservation): SurfaceSnapshot => ({ client: { name: 'c', version: '1', capabilities: {} }, kinds: k, ...(protocol ? { protocol } : {}) });
const snapshotOf = (s: SurfaceSnapshot): Snapshot => ({ format: 'mcp-contract/2', server: 'dual', surfaces: { default: s } });

/** What `snapshot` records for the dual-era server: legacy primary, the modern era's own lists beside. */
const approved = snapshotOf(
  surfaceOf(kinds('legacy', ['echo', 'legacy_status']), { primary: 'legacy', eras: { legacy: { state: 'served' }, modern: { state: 'served', kinds: kinds('modern', ['echo', 'modern_status']) } } }),
);
/** What the guard's capture in one era records. */
const liveIn = (era: ProtocolEra, names: string[]): Snapshot => snapshotOf(surfaceOf(kinds(era, names), { primary: era, eras: { [era]: { state: 'served' } } }));

describe('approvals of a dual-era server, per era', () => {
  it('each era has its own lists; refs approved in any era are known', () => {
    expect(eraKinds(approved.surfaces.default!, 'legacy')).toBe(approved.surfaces.default!.kinds);
    expect([...approvedItems(approved, 'default', 'modern').keys()]).toEqual(['tool:echo', 'tool:modern_status']);
    expect([...approvedRefs(approved, 'default')].sort()).toEqual(['tool:echo', 'tool:legacy_status', 'tool:modern_status']);
  });

  it.each(['legacy', 'modern'] as const)('a live capture in the %s era is judged against that era\'s approval: all approved', (era) => {
    const names = era === 'legacy' ? ['echo', 'legacy_status'] : ['echo', 'modern_status'];
    const { store, transitions } = reconcile(approved, emptyStore('dual', 'default'), liveIn(era, names), DEFAULT_GUARD_POLICY, NOW);
    expect(Object.values(store.capabilities).map((r) => `${r.ref} ${r.state}`)).toEqual(names.map((n) => `tool:${n} approved`));
    expect(transitions.every((t) => t.to === 'approved')).toBe(true);
  });

  it('a definition served in one era under the other era\'s name is still held (the origin binds)', () => {
    const swapped = snapshotOf(surfaceOf(kinds('legacy', ['echo', 'modern_status']), { primary: 'modern', eras: { modern: { state: 'served' } } }));
    const { store } = reconcile(approved, emptyStore('dual', 'default'), swapped, DEFAULT_GUARD_POLICY, NOW);
    expect(store.capabilities['tool:echo']?.state).toBe('stale');
  });

  it('verify checks the modern era\'s own lists too, and names the era of what it finds', () => {
    const live = snapshotOf(
      surfaceOf(kinds('legacy', ['echo', 'legacy_status']), { primary: 'legacy', eras: { legacy: { state: 'served' }, modern: { state: 'served', kinds: kinds('modern', ['echo']) } } }),
    );
    const r = verifyApproved(approved, live, diffSnapshots(approved, live, {}, { base: 'approved', head: 'live' }));
    expect(r.ok).toBe(false);
    expect(r.entries.map((e) => `${e.era ?? 'primary'} ${e.ref} ${e.status}`)).toEqual([
      'primary tool:echo ok',
      'primary tool:legacy_status ok',
      'modern tool:echo ok',
      'modern tool:modern_status missing',
    ]);
    expect(verifyApproved(approved, approved, diffSnapshots(approved, approved, {}, { base: 'approved', head: 'live' }))).toMatchObject({ ok: true });
  });
});

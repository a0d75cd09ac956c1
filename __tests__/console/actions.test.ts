// The console's decisions (issue 46), each through the store code approve uses (updateStore: locked, signed, atomic),
// each bound to what the page showed: the new launch code only at the integrity shown, a whole upgrade only when it
// is everything held, a change since the page was drawn refused. Beside each refusal, the honest decision works.
import { emptyStore, type CapabilityRecord, type GuardStore } from '../../src/core/approval/approval.js';
import type { LaunchIdentity } from '../../src/core/shared/model.js';
import { readStoreFile, storeFile, storeKey, updateStore, type StoreKey } from '../../src/guard/store.js';
import { parseAction, runAction, ActionRefused, type ActionContext } from '../../src/console/actions.js';
import { readState } from '../../src/console/state.js';
import { recordMembers } from '../../src/gateway/ownership.js';
import { tempDir } from '../helpers/temp-dir.js';

const NOW = new Date('2026-06-02T00:00:00Z');
const def = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } });
const held = (ref: string, digest: string, description: string): CapabilityRecord => ({ ref, state: 'review_required', since: 'x', live: { digest, definition: def(ref.slice(5), description) }, changes: [{ rule: 'capability-added', severity: 'safe', action: 'review', message: 'A capability never approved before.' }] });
const v1: LaunchIdentity = { kind: 'npm', name: '@acme/notes', version: '1.0.0', integrity: 'sha512-one', source: 'package-lock.json' };
const v2: LaunchIdentity = { ...v1, version: '1.1.0', integrity: 'sha512-two' };

async function seeded(records: CapabilityRecord[], identity?: GuardStore['identity']): Promise<{ ctx: ActionContext; path: string; key: StoreKey; read: () => Promise<GuardStore> }> {
  const dir = tempDir('console-actions');
  const key = await storeKey(dir);
  const path = storeFile(dir, 'notes');
  await updateStore(path, key, async () => emptyStore('notes', 'default'), (s) => ({ ...s, capabilities: Object.fromEntries(records.map((r) => [r.ref, r])), ...(identity ? { identity } : {}) }));
  return { path, key, ctx: { storeDir: dir, key, now: () => NOW, log: () => undefined }, read: () => readStoreFile(path, key, () => undefined) };
}

describe('console decisions', () => {
  it('approves the new launch code only at the integrity the page showed, signed so the guard trusts it', async () => {
    const s = await seeded([], { state: 'held', approved: v1, approvedBy: 'snapshot', live: v2, reason: 'the code changed: version 1.0.0 -> 1.1.0' });
    expect(await runAction({ action: 'identity', server: 'notes', integrity: 'sha512-older' }, s.ctx)).toEqual({ ok: false, message: expect.stringMatching(/the code changed since the page showed it/) });
    expect((await s.read()).identity?.state).toBe('held');
    expect(await runAction({ action: 'identity', server: 'notes', integrity: 'sha512-two' }, s.ctx)).toEqual({ ok: true, message: 'approved the code sha512-two' });
    // Read back through the signature check: an unsigned identity approval would be dropped here.
    expect((await s.read()).identity).toMatchObject({ state: 'approved', approved: v2, approvedBy: 'human' });
  });

  it('approves a whole upgrade in one write, and refuses one that leaves out something held since, or the held code', async () => {
    const s = await seeded([held('tool:a', 'sha256:a', 'A.'), held('tool:b', 'sha256:b', 'B.')], { state: 'held', approved: v1, live: v2 });
    const refs = [{ ref: 'tool:a', digest: 'sha256:a' }];
    expect((await runAction({ action: 'upgrade', server: 'notes', refs, integrity: 'sha512-two' }, s.ctx)).message).toMatch(/^1 more held since the page was shown \(tool:b\)/);
    const both = [...refs, { ref: 'tool:b', digest: 'sha256:b' }];
    expect((await runAction({ action: 'upgrade', server: 'notes', refs: both }, s.ctx)).message).toBe('the new code is held too and was not shown; review it first');
    expect((await runAction({ action: 'upgrade', server: 'notes', refs: [refs[0], { ref: 'tool:b', digest: 'sha256:other' }], integrity: 'sha512-two' }, s.ctx)).message).toMatch(/tool:b: it changed since the page showed it/);
    // Nothing of a refused upgrade was written.
    expect(Object.values((await s.read()).capabilities).map((r) => r.state)).toEqual(['review_required', 'review_required']);
    expect(await runAction({ action: 'upgrade', server: 'notes', refs: both, integrity: 'sha512-two' }, s.ctx)).toEqual({ ok: true, message: 'approved the upgrade: 2 capabilities and the new code' });
    const after = await s.read();
    expect(Object.values(after.capabilities).map((r) => [r.state, r.approval?.by])).toEqual([['approved', 'human'], ['approved', 'human']]);
    expect(after.identity?.state).toBe('approved');
  });

  it('approves with an expiry, refuses an expiry in the past, and revokes only the approval the page showed', async () => {
    const s = await seeded([held('tool:a', 'sha256:a', 'A.')]);
    expect((await runAction({ action: 'approve', server: 'notes', ref: 'tool:a', digest: 'sha256:a', expires: '2026-01-01' }, s.ctx)).message).toBe('expiry "2026-01-01": the date is not in the future');
    expect((await runAction({ action: 'approve', server: 'notes', ref: 'tool:a', digest: 'sha256:a', expires: '2026-07-01' }, s.ctx)).message).toBe('approved tool:a at sha256:a until 2026-07-01T00:00:00.000Z');
    expect((await runAction({ action: 'revoke', server: 'notes', ref: 'tool:a', digest: 'sha256:other' }, s.ctx)).ok).toBe(false);
    expect((await runAction({ action: 'revoke', server: 'notes', ref: 'tool:a', digest: 'sha256:a' }, s.ctx)).ok).toBe(true);
    expect((await s.read()).capabilities['tool:a']).toMatchObject({ state: 'rejected', rejected: ['sha256:a'] });
  });

  it("refuses, as approve does, an approval that would publish under a name another gateway member publishes", async () => {
    const s = await seeded([held('tool:read', 'sha256:r', 'Read.')]);
    const files = storeFile(s.ctx.storeDir, 'files');
    const approvedRead = { ...held('tool:read', 'sha256:f', 'Read a file.'), state: 'approved' as const, approval: { digest: 'sha256:f', definition: def('read', 'Read a file.'), by: 'human' as const, at: 'x' } };
    await updateStore(files, s.key, async () => emptyStore('files', 'default'), (x) => ({ ...x, capabilities: { 'tool:read': approvedRead } }));
    await recordMembers(s.ctx.storeDir, '/config.json', [{ server: 'notes', prefix: 'docs', store: 'notes.json' }, { server: 'files', prefix: 'docs', store: 'files.json' }]);
    const state = await readState({ storeDir: s.ctx.storeDir, key: s.key, home: s.ctx.storeDir, version: 'test', now: () => NOW });
    expect(state.servers.find((x) => x.id === 'notes')?.records[0].collision).toMatch(/would publish as "docs__read", which server "files" publishes/);
    expect((await runAction({ action: 'approve', server: 'notes', ref: 'tool:read', digest: 'sha256:r' }, s.ctx)).message).toMatch(/would publish as "docs__read"/);
    expect((await s.read()).capabilities['tool:read'].state).toBe('review_required');
  });

  it('refuses a malformed request as a whole', () => {
    for (const body of [null, [], {}, { server: 'notes' }, { server: 'notes', action: 'approve', ref: 'tool:a' }, { server: 'notes', action: 'upgrade', refs: [{ ref: 1 }] }, { server: 'notes', action: 'expiry', ref: 'r', digest: 'd' }, { server: 'notes', action: 'delete' }])
      expect(() => parseAction(body)).toThrow(ActionRefused);
    expect(parseAction({ server: 'notes', action: 'expiry', ref: 'r', digest: 'd', expires: null })).toEqual({ action: 'expiry', server: 'notes', ref: 'r', digest: 'd', expires: null });
  });
});

describe('console state', () => {
  it('makes every server-controlled string visible: invisible and control characters as escapes, names on one line', async () => {
    const s = await seeded([held('tool:a\u202eb', 'sha256:a', 'Reads\u200b a note.\nSecond line.')]);
    const state = await readState({ storeDir: s.ctx.storeDir, key: s.key, home: s.ctx.storeDir, version: 'test', now: () => NOW });
    const r = state.servers[0].records[0];
    expect(r.ref).toBe('tool:a⟨U+202E⟩b');
    expect(r.definition.find((d) => d.pointer === '/description')?.value).toBe('Reads⟨U+200B⟩ a note.\nSecond line.');
    // Only the key an action names keeps the store's spelling: with it, such a capability is decided like any other.
    expect(JSON.stringify({ ...state, servers: state.servers.map((x) => ({ ...x, records: x.records.map(({ key: _k, ...rest }) => rest) })) })).not.toMatch(/[\u200b\u202e]/);
    expect(r.key).toBe('tool:a\u202eb');
    expect(await runAction({ action: 'approve', server: 'notes', ref: r.key, digest: 'sha256:a' }, s.ctx)).toEqual({ ok: true, message: 'approved tool:a⟨U+202E⟩b at sha256:a' });
  });
});

// The console's decisions (issue 46), each through the store code approve uses (updateStore: locked, signed, atomic),
// each bound to what the page showed: the new launch code only at the integrity shown, a whole upgrade only when it
// is everything held, a change since the page was drawn refused. Beside each refusal, the honest decision works.
import { emptyStore, type CapabilityRecord, type GuardStore } from '../../src/core/approval/approval.js';
import { instructionsDigest } from '../../src/core/approval/instructions.js';
import type { LaunchIdentity } from '../../src/core/shared/model.js';
import { readStoreFile, storeFile, storeKey, updateStore, type StoreKey } from '../../src/guard/store.js';
import { parseAction, runAction, ActionRefused, type ActionContext } from '../../src/console/actions.js';
import { readState } from '../../src/console/state.js';
import { recordMembers } from '../../src/gateway/ownership.js';
import { tempDir } from '../helpers/temp-dir.js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { auditDir, CURRENT } from '../../src/audit/files.js';
import { readAudit } from '../../src/audit/read.js';
import { auditLogFor } from '../../src/audit/store-hook.js';
import { scopeProblem } from '../../src/guard/scope.js';
import { cli } from '../helpers/cli-harness.js';
import { CALLS_SHOWN } from '../../src/console/history.js';

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
    const s = await seeded([held('tool:a', 'sha256:a', 'A.'), held('tool:b', 'sha256:b', 'B.')], { state: 'held', approved: v1, live: v2, surfaceRead: 'sha512-two' });
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

  it('refuses an upgrade whose held code was not read: the capabilities shown are the old code\'s (issue 51)', async () => {
    // The guard read what sha512-one served, then the code moved on to sha512-two: its surface is not read yet.
    const s = await seeded([held('tool:a', 'sha256:a', 'A.')], { state: 'held', approved: v1, live: v2, surfaceRead: 'sha512-one' });
    const refs = [{ ref: 'tool:a', digest: 'sha256:a' }];
    expect(await runAction({ action: 'upgrade', server: 'notes', refs, integrity: 'sha512-two' }, s.ctx)).toEqual({ ok: false, message: 'what the new code serves is not read yet (the guard reads it when a client next connects); review it then' });
    expect((await s.read()).identity?.state).toBe('held');
    expect((await s.read()).capabilities['tool:a'].state).toBe('review_required');
    // The page is told, and offers no upgrade button for it.
    expect((await readState({ storeDir: s.ctx.storeDir, key: s.key, home: '', version: 't', now: () => NOW })).servers[0].identity).toMatchObject({ state: 'held', surfaceRead: false });
  });

  it('approves held server instructions only at the digest the page showed, and an upgrade only with them shown (issue 51)', async () => {
    const text = 'Use the notes tools.';
    const live = { digest: instructionsDigest(text), text };
    const s = await seeded([held('tool:a', 'sha256:a', 'A.')]);
    await updateStore(s.path, s.key, s.read, (store) => ({ ...store, instructions: { state: 'held', live } }));
    expect(parseAction({ server: 'notes', action: 'instructions', digest: live.digest })).toEqual({ action: 'instructions', server: 'notes', digest: live.digest });
    expect(await runAction({ action: 'instructions', server: 'notes', digest: instructionsDigest('Other text.') }, s.ctx)).toEqual({ ok: false, message: expect.stringMatching(/^the server's instructions changed since they were shown/) });
    expect(await runAction({ action: 'upgrade', server: 'notes', refs: [{ ref: 'tool:a', digest: 'sha256:a' }] }, s.ctx)).toEqual({ ok: false, message: "the server's new instructions are held too and were not shown; review them first" });
    expect((await s.read()).instructions?.state).toBe('held');
    expect(await runAction({ action: 'upgrade', server: 'notes', refs: [{ ref: 'tool:a', digest: 'sha256:a' }], instructions: live.digest }, s.ctx)).toEqual({ ok: true, message: 'approved the upgrade: 1 capability and the new instructions' });
    // Read back through the signature check: an unsigned approval would be dropped here.
    expect((await s.read()).instructions).toMatchObject({ state: 'approved', approved: { digest: live.digest, text, by: 'human' } });
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

const WRITE = { name: 'write_file', description: 'Write a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } }, required: ['path'] } };
const SRV = { properties: { path: { type: 'string', pattern: '^/srv/' } } };
const approvedTool = (): CapabilityRecord => ({ ref: 'tool:write_file', state: 'approved', since: 'x', live: { digest: 'sha256:w', definition: WRITE }, approval: { digest: 'sha256:w', definition: WRITE, by: 'human', at: '2026-06-01T00:00:00.000Z' } });
const approvedResource = (): CapabilityRecord => {
  const definition = { uri: 'file:///notes', name: 'notes' };
  return { ref: 'resource:file:///notes', state: 'approved', since: 'x', live: { digest: 'sha256:n', definition }, approval: { digest: 'sha256:n', definition, by: 'human', at: '2026-06-01T00:00:00.000Z' } };
};
const scopeOf = (server: string, ref: string, scope: string | null) => ({ action: 'scope' as const, server, ref, digest: 'sha256:w', scope });
const stateOf = (s: { ctx: ActionContext; key: StoreKey }) => readState({ storeDir: s.ctx.storeDir, key: s.key, home: s.ctx.storeDir, version: 'test', now: () => NOW });

describe('console scopes', () => {
  it('sets a scope through the check approve --scope makes, signed and audited, and removes it', async () => {
    const s = await seeded([approvedTool()]);
    expect((await stateOf(s)).servers[0].records[0].actions).toContain('scope');
    const set = await runAction(scopeOf('notes', 'tool:write_file', JSON.stringify(SRV)), s.ctx);
    expect(set).toEqual({ ok: true, message: `the approval of tool:write_file is scoped to ${JSON.stringify(SRV)}` });
    // Read back through the signature check: the scope is part of the signed approval, the digest and approver unchanged.
    expect((await s.read()).capabilities['tool:write_file'].approval).toMatchObject({ digest: 'sha256:w', by: 'human', scope: SRV });
    // Shown pretty-printed, as the store holds it (its keys in canonical order).
    const shown = (await stateOf(s)).servers[0].records[0];
    expect(shown.approval?.scope).toBe(JSON.stringify((await s.read()).capabilities['tool:write_file'].approval?.scope, null, 2));
    expect(shown.approval?.scope).toMatch(/^\{\n {2}"properties": \{\n/);
    expect(await runAction(scopeOf('notes', 'tool:write_file', null), s.ctx)).toEqual({ ok: true, message: 'the approval of tool:write_file has no scope now' });
    expect((await s.read()).capabilities['tool:write_file'].approval?.scope).toBeUndefined();
    const { records, problem } = await readAudit(s.ctx.storeDir, { ref: 'tool:write_file' });
    expect(problem).toBeUndefined();
    // After the seeded approval: the scope set, then removed.
    expect(records.map((r) => (r.kind === 'decision' ? [r.action, r.scope ?? null] : r.kind))).toEqual([['approve', null], ['scope-set', SRV], ['scope-set', null]]);
    expect((await stateOf(s)).servers[0].records[0].history.map((e) => e.what)).toEqual(['scope removed', 'scope set', 'approved']);
  });

  it("refuses a scope that is not JSON, not a JSON Schema, or wider than the tool's input, with the CLI's line", async () => {
    const s = await seeded([approvedTool()]);
    const input = WRITE.inputSchema;
    const cases: Array<[string, string]> = [
      ['{"properties": ', 'scope: the scope is not valid JSON'],
      ['["path"]', `scope: ${scopeProblem(['path'], input)}`],
      ['{"type": 5}', `scope: ${scopeProblem({ type: 5 }, input)}`],
      ['{"properties": {"path": {"type": "integer"}}}', 'scope: /properties/path/type: "integer" does not narrow the tool\'s input type "string"'],
    ];
    for (const [text, line] of cases) expect(await runAction(scopeOf('notes', 'tool:write_file', text), s.ctx)).toEqual({ ok: false, message: line });
    // The CLI refuses the widening scope with the same words after its own label.
    const wide = cases[3][0];
    const r = await cli(['approve', 'tool:write_file', '--store', s.ctx.storeDir, '--server', 'notes', '--scope', wide], { cwd: s.ctx.storeDir, now: NOW });
    expect(r.stderr).toContain(cases[3][1].replace(/^scope: /, '--scope: '));
    // Nothing refused was written, and the log holds no decision for it.
    expect((await s.read()).capabilities['tool:write_file'].approval?.scope).toBeUndefined();
    expect((await readAudit(s.ctx.storeDir, { kinds: ['decision'] })).records.map((r) => r.kind === 'decision' && r.action)).toEqual(['approve']);
  });

  it('scopes a tool the approved snapshot approves by approving it with the scope at the digest shown, as approve --scope', async () => {
    const bySnapshot = (): CapabilityRecord => ({ ref: 'tool:write_file', state: 'approved', since: 'x', live: { digest: 'sha256:w', definition: WRITE } });
    const s = await seeded([bySnapshot()]);
    expect((await stateOf(s)).servers[0].records[0].actions).toEqual(['reject', 'scope']);
    expect((await runAction(scopeOf('notes', 'tool:write_file', null), s.ctx)).message).toBe("tool:write_file: its approval (the approved snapshot's) has no scope to remove");
    expect((await runAction({ ...scopeOf('notes', 'tool:write_file', JSON.stringify(SRV)), digest: 'sha256:older' }, s.ctx)).ok).toBe(false);
    expect(await runAction(scopeOf('notes', 'tool:write_file', JSON.stringify(SRV)), s.ctx)).toEqual({ ok: true, message: `approved tool:write_file at sha256:w, scoped to ${JSON.stringify(SRV)}` });
    const written = (await s.read()).capabilities['tool:write_file'];
    expect(written).toMatchObject({ state: 'approved', approval: { digest: 'sha256:w', by: 'human', scope: SRV } });
    // The log holds the approval with its scope; the history shows both.
    expect((await stateOf(s)).servers[0].records[0].history.map((e) => [e.what, e.digest, e.scope])).toEqual([['approved', 'sha256:w', JSON.stringify(written.approval?.scope, null, 2)]]);
  });

  it('refuses a scope on what is no tool, on an approval that changed since the page showed it, or on none', async () => {
    const s = await seeded([approvedTool(), approvedResource(), held('tool:new', 'sha256:x', 'New.')]);
    const state = (await stateOf(s)).servers[0].records;
    expect(state.find((r) => r.key === 'resource:file:///notes')?.actions).not.toContain('scope');
    expect(state.find((r) => r.key === 'tool:new')?.actions).not.toContain('scope');
    expect((await runAction({ ...scopeOf('notes', 'resource:file:///notes', '{}'), digest: 'sha256:n' }, s.ctx)).message).toBe("scope: resource:file:///notes: a scope bounds a tool's arguments; this is no tool");
    expect((await runAction({ ...scopeOf('notes', 'tool:write_file', JSON.stringify(SRV)), digest: 'sha256:older' }, s.ctx)).message).toBe('tool:write_file: its approval changed since the page showed it; review it again');
    expect((await runAction({ ...scopeOf('notes', 'tool:new', JSON.stringify(SRV)), digest: 'sha256:x' }, s.ctx)).ok).toBe(false);
    expect(parseAction({ server: 'notes', action: 'scope', ref: 'tool:a', digest: 'd', scope: null })).toEqual({ action: 'scope', server: 'notes', ref: 'tool:a', digest: 'd', scope: null });
    for (const body of [{ server: 'notes', action: 'scope', ref: 'tool:a', digest: 'd' }, { server: 'notes', action: 'scope', ref: 'tool:a', digest: 'd', scope: { type: 'object' } }]) expect(() => parseAction(body)).toThrow(ActionRefused);
  });
});

describe('console audit history', () => {
  it('shows who approved, at which digest and scope, the calls under it and when it stopped holding, newest first', async () => {
    const s = await seeded([held('tool:a', 'sha256:a', 'A.')]);
    expect((await runAction({ action: 'approve', server: 'notes', ref: 'tool:a', digest: 'sha256:a' }, s.ctx)).ok).toBe(true);
    const call = (n: number, decision: 'forwarded' | 'refused') => ({ kind: 'call' as const, at: `2026-06-02T00:00:0${n}.000Z`, server: 'notes', method: 'tools/call', ref: 'tool:a', digest: 'sha256:a', argumentsDigest: `sha256:${n}`, arguments: { path: '[redacted]' }, decision, ...(decision === 'refused' ? { why: 'out-of-scope', rules: ['/path pattern'] } : {}) });
    const log = auditLogFor(s.ctx.storeDir, s.key);
    await log.append(call(1, 'forwarded'), call(2, 'refused'), { kind: 'invalidation', at: '2026-06-02T00:00:03.000Z', server: 'notes', reason: 'stale', ref: 'tool:a', digest: 'sha256:a', rules: ['description-changed'] });
    await log.settled();
    const state = await stateOf(s);
    expect(state.auditProblem).toBeUndefined();
    const r = state.servers[0].records[0];
    expect(r.calls).toBe(2);
    expect(r.history.map((e) => [e.kind, e.what, e.digest, e.rules])).toEqual([
      ['invalidation', 'stopped holding: stale', 'sha256:a', ['description-changed']],
      ['call', 'call refused: out-of-scope', 'sha256:a', ['/path pattern']],
      ['call', 'call forwarded', 'sha256:a', []],
      ['decision', 'approved', 'sha256:a', []],
    ]);
    expect(r.history[3].who).toMatch(/\S/);
    // The arguments as the log holds them: redacted there, redacted here.
    expect(r.history[1].arguments).toBe('{"path":"[redacted]"}');
  });

  it('keeps the last calls of a busy capability, and says how many the log holds', async () => {
    const s = await seeded([held('tool:a', 'sha256:a', 'A.')]);
    const call = (n: number) => ({ kind: 'call' as const, at: new Date(Date.UTC(2026, 5, 2, 0, 0, n)).toISOString(), server: 'notes', method: 'tools/call', ref: 'tool:a', argumentsDigest: `sha256:${n}`, decision: 'forwarded' as const });
    const log = auditLogFor(s.ctx.storeDir, s.key);
    await log.append(...Array.from({ length: CALLS_SHOWN + 5 }, (_, i) => call(i)));
    await log.settled();
    const r = (await stateOf(s)).servers[0].records[0];
    expect(r.calls).toBe(CALLS_SHOWN + 5);
    expect(r.history.map((e) => e.at)).toEqual(Array.from({ length: CALLS_SHOWN }, (_, i) => call(CALLS_SHOWN + 4 - i).at));
  });

  it('says prominently that the chain does not verify, naming the first bad record as audit verify does', async () => {
    const s = await seeded([held('tool:a', 'sha256:a', 'A.'), held('tool:b', 'sha256:b', 'B.')]);
    for (const ref of ['tool:a', 'tool:b']) expect((await runAction({ action: 'approve', server: 'notes', ref, digest: `sha256:${ref.slice(5)}` }, s.ctx)).ok).toBe(true);
    await auditLogFor(s.ctx.storeDir, s.key).settled();
    expect((await stateOf(s)).auditProblem).toBeUndefined();
    const file = path.join(auditDir(s.ctx.storeDir), CURRENT);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = lines[1].replace('"by":"human"', '"by":"mallory"').replace(/"user":"[^"]*"/, '"user":"mallory"');
    writeFileSync(file, lines.join('\n'));
    const state = await stateOf(s);
    expect(state.auditProblem).toBe('The audit log does not verify: audit/audit.jsonl:2: record 2 was edited (its MAC does not verify). The history shown stops before it; run mcp-contract audit verify.');
    const verify = await cli(['audit', 'verify', '--store', s.ctx.storeDir], { cwd: s.ctx.storeDir });
    expect(verify.stderr).toContain('audit/audit.jsonl:2: record 2 was edited');
    // What the chain vouches for is still shown; nothing after the bad record is.
    expect(state.servers[0].records.map((r) => r.history.length)).toEqual([1, 0]);
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

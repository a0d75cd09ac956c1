// A console decision is bound to the whole view it was made on (issue 50 item 7), over real HTTP against a real store:
// the page reads a record's view (its digest served, the old name it would be approved as the new name of, its scope,
// the launch code shown) and sends back that view's digest; when the guard re-captured between the drawing and the
// click (the server changed which tool is missing) the approval is refused with 409 and never recorded, and a scope
// changed in a terminal refuses a decision on the approval too. Beside each, the decision on the view as it is now
// goes through, recording what the page showed.
import { emptyStore, type CapabilityRecord, type GuardStore } from '../../src/core/approval/approval.js';
import { readStoreFile, storeFile, storeKey, updateStore, type StoreKey } from '../../src/guard/store.js';
import { startConsole, type RunningConsole } from '../../src/console/server.js';
import type { ConsoleState, RecordView } from '../../src/console/model.js';
import { raw, type RawResponse } from '../helpers/browser-requests.js';
import { tempDir } from '../helpers/temp-dir.js';

const SINCE = '2026-06-01T00:00:00.000Z';
const def = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object' } });
const approvedMissing = (name: string): CapabilityRecord => ({ ref: `tool:${name}`, state: 'missing', since: SINCE, approval: { digest: `sha256:${name}`, definition: def(name), by: 'human', at: SINCE } });
const heldAsRename = (from: string): CapabilityRecord => ({
  ref: 'tool:archive_note',
  state: 'review_required',
  since: SINCE,
  live: { digest: 'sha256:archive', definition: def('archive_note') },
  changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message: `Possibly the new name of ${from}.`, renamedFrom: [`tool:${from}`] }],
});

describe('console: a decision binds the view it was made on', () => {
  let c: RunningConsole;
  let dir: string;
  let key: StoreKey;
  let path: string;
  let host: string;
  let session: { cookie: string; csrf: string };

  /** The guard's write: the store as a re-capture leaves it. */
  const write = (records: CapabilityRecord[]): Promise<unknown> => updateStore(path, key, async () => readStoreFile(path, key, () => undefined).catch(() => emptyStore('notes', 'default')), (s): GuardStore => ({ ...s, capabilities: { ...s.capabilities, ...Object.fromEntries(records.map((r) => [r.ref, r])) } }));

  beforeEach(async () => {
    dir = tempDir('console-view');
    key = await storeKey(dir);
    path = storeFile(dir, 'notes');
    await updateStore(path, key, async () => emptyStore('notes', 'default'), (s) => s);
    await write([approvedMissing('archive_file'), approvedMissing('delete_file'), heldAsRename('archive_file'), { ref: 'tool:read', state: 'approved', since: SINCE, live: { digest: 'sha256:read', definition: def('read') }, approval: { digest: 'sha256:read', definition: def('read'), by: 'human', at: SINCE, scope: { properties: { path: { type: 'string', pattern: '^/srv/' } } } } }]);
    c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: dir, key, home: dir, version: 'test', now: () => new Date('2026-06-02T00:00:00Z'), log: () => undefined });
    host = new URL(c.origin).host;
    const login = await raw(c.loginUrl, 'GET', { host });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    session = { cookie, csrf: /<meta name="csrf-token" content="([^"]+)">/.exec((await raw(`${c.origin}/`, 'GET', { host, cookie })).body)![1] };
  });
  afterEach(() => c.close());

  const shown = async (ref: string): Promise<RecordView> => {
    const state = JSON.parse((await raw(`${c.origin}/api/state`, 'GET', { host, cookie: session.cookie })).body) as ConsoleState;
    return state.servers.flatMap((s) => s.records).find((r) => r.key === ref)!;
  };
  const post = (body: unknown): Promise<RawResponse> => raw(`${c.origin}/api/action`, 'POST', { host, origin: c.origin, cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' }, JSON.stringify(body));
  const stored = async (ref: string) => (await readStoreFile(path, key, () => undefined)).capabilities[ref];

  it('refuses with 409 an approval whose rebind changed since the page showed it; approves the view as it is now', async () => {
    const before = await shown('tool:archive_note');
    expect(before.rebind.map((b) => b.ref)).toEqual(['tool:archive_file']);
    // The guard re-captures: the same tool, at the same digest, now reads as the new name of delete_file.
    await write([heldAsRename('delete_file')]);
    const refused = await post({ action: 'approve', server: 'notes', ref: 'tool:archive_note', digest: before.digest, view: before.view });
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body)).toEqual({ ok: false, message: expect.stringMatching(/^tool:archive_note: what the page showed changed since it was drawn \(it is now held as the new name of tool:delete_file; .*review it again$/) as unknown as string });
    expect((await stored('tool:archive_note')).approval).toBeUndefined();
    // Redrawn: the view the person now sees is the one approved, and its rebind is what the approval records.
    const now = await shown('tool:archive_note');
    expect(now.view).not.toBe(before.view);
    expect(now.rebind.map((b) => b.ref)).toEqual(['tool:delete_file']);
    const ok = await post({ action: 'approve', server: 'notes', ref: 'tool:archive_note', digest: now.digest, view: now.view });
    expect([ok.status, JSON.parse(ok.body).message]).toEqual([200, 'approved tool:archive_note at sha256:archive as the new name of tool:delete_file']);
    expect((await stored('tool:archive_note')).approval?.rebinds).toEqual(['tool:delete_file']);
  });

  it('an approve or reject without the view is refused (400); a scope changed since refuses a decision on the approval', async () => {
    const held = await shown('tool:archive_note');
    for (const action of ['approve', 'reject']) expect((await post({ action, server: 'notes', ref: 'tool:archive_note', digest: held.digest })).status).toBe(400);
    expect((await stored('tool:archive_note')).state).toBe('review_required');
    const read = await shown('tool:read');
    // In a terminal: `approve tool:read --scope` widened to any path.
    await write([{ ...(await stored('tool:read')), approval: { ...(await stored('tool:read')).approval!, scope: { properties: { path: { type: 'string' } } } } }]);
    const refused = await post({ action: 'expiry', server: 'notes', ref: 'tool:read', digest: read.approval!.digest, view: read.view, expires: '2026-07-01' });
    expect(refused.status).toBe(409);
    expect((await stored('tool:read')).approval?.expires).toBeUndefined();
    const again = await shown('tool:read');
    expect((await post({ action: 'expiry', server: 'notes', ref: 'tool:read', digest: again.approval!.digest, view: again.view, expires: '2026-07-01' })).status).toBe(200);
  });

  it('a reject bound to the view goes through; the same view sent again after the change is refused', async () => {
    const held = await shown('tool:archive_note');
    const ok = await post({ action: 'reject', server: 'notes', ref: 'tool:archive_note', digest: held.digest, view: held.view });
    expect(ok.status).toBe(200);
    expect((await stored('tool:archive_note')).state).toBe('rejected');
    expect((await post({ action: 'approve', server: 'notes', ref: 'tool:archive_note', digest: held.digest, view: held.view })).status).toBe(409);
  });
});

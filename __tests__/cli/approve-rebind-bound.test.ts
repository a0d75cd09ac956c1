// `approve` of a rebind binds what was shown (issue 50 item 7, the CLI's side): a person who read `status` (the tool
// held as the new name of archive_file) and then approves names that rebind with --rebind; when the guard re-captured
// in between and now holds it as the new name of delete_file, the approval is refused in one line (exit 2) and nothing
// is written. Beside it: --rebind naming the rebind held now approves it, and a plain approve says the rebind it
// records before and after writing it. A real store written by the store code; the CLI run as it runs.
import { emptyStore, type CapabilityRecord, type GuardStore } from '../../src/core/approval/approval.js';
import { readStoreFile, storeFile, storeKey, updateStore, type StoreKey } from '../../src/guard/store.js';
import { cli, hasStack, tempDir } from '../helpers/cli-harness.js';

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

describe('approve --rebind: the rebind named is the rebind recorded', () => {
  let dir: string;
  let key: StoreKey;
  let path: string;
  const write = (records: CapabilityRecord[]): Promise<unknown> =>
    updateStore(path, key, async () => readStoreFile(path, key, () => undefined).catch(() => emptyStore('notes', 'default')), (s): GuardStore => ({ ...s, capabilities: { ...s.capabilities, ...Object.fromEntries(records.map((r) => [r.ref, r])) } }));
  const stored = async (ref: string) => (await readStoreFile(path, key, () => undefined)).capabilities[ref];

  beforeEach(async () => {
    dir = tempDir('approve-rebind');
    key = await storeKey(dir);
    path = storeFile(dir, 'notes');
    await write([approvedMissing('archive_file'), approvedMissing('delete_file'), heldAsRename('archive_file')]);
  });

  it('refuses when the store now holds it as the new name of another tool; approves the rebind named as held', async () => {
    const status = await cli(['status', '--store', dir, '--verbose'], { cwd: dir });
    expect(status.stdout).toContain('tool:archive_file');
    // The guard re-captures: the same definition, now read as the new name of delete_file.
    await write([heldAsRename('delete_file')]);
    const refused = await cli(['approve', 'tool:archive_note', '--rebind', 'tool:archive_file', '--store', dir], { cwd: dir, now: new Date() });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe('mcp-contract approve: tool:archive_note is held as the new name of tool:delete_file, not of tool:archive_file; review it again (mcp-contract status --verbose)\n');
    expect(hasStack(refused.stderr)).toBe(false);
    expect((await stored('tool:archive_note')).approval).toBeUndefined();
    const ok = await cli(['approve', 'archive_note', '--rebind', 'delete_file', '--store', dir], { cwd: dir, now: new Date() });
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toContain('approving it records it as the new name of tool:delete_file');
    expect(ok.stdout).toContain('approved tool:archive_note at sha256:archive as the new name of tool:delete_file');
    expect((await stored('tool:archive_note')).approval?.rebinds).toEqual(['tool:delete_file']);
  });

  it('--rebind on a capability held as no rename, or with several refs, is refused; a plain approve shows the rebind it records', async () => {
    await write([{ ref: 'tool:search', state: 'review_required', since: SINCE, live: { digest: 'sha256:s', definition: def('search') } }]);
    const none = await cli(['approve', 'tool:search', '--rebind', 'tool:archive_file', '--store', dir], { cwd: dir, now: new Date() });
    expect([none.code, none.stderr]).toEqual([2, expect.stringMatching(/tool:search is held as the new name of nothing, not of tool:archive_file/) as unknown as string]);
    const many = await cli(['approve', 'tool:search', 'tool:archive_note', '--rebind', 'tool:archive_file', '--store', dir], { cwd: dir, now: new Date() });
    expect([many.code, many.stderr]).toEqual([2, 'mcp-contract approve: --rebind names what one REF is the new name of\n']);
    expect((await stored('tool:search')).approval).toBeUndefined();
    const plain = await cli(['approve', 'tool:archive_note', '--store', dir], { cwd: dir, now: new Date() });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('approving it records it as the new name of tool:archive_file');
    expect((await stored('tool:archive_note')).approval?.rebinds).toEqual(['tool:archive_file']);
  });
});

// The guard on the published filesystem server's real upgrade (npm aliases fs-2025-7-1 -> fs-2025-8-21): read_file's
// description gained "DEPRECATED: Use read_text_file instead", and read_text_file and read_media_file arrived. The
// successor a deprecation names is held as its rebind (approving it records the rebind), and a capability the guard
// already saw served beside an approved one is never offered as that one's new name when it later goes.
import { approveRecord, DEFAULT_GUARD_POLICY, emptyStore, heldSuccessors, reconcile, type GuardStore } from '../../../src/core/approval/approval.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { capturePublished } from '../../helpers/published-histories.js';

const NOW = new Date('2026-06-01T00:00:00Z');
let v1: Snapshot;
let v2: Snapshot;

beforeAll(async () => {
  v1 = await capturePublished('fs-2025-7-1');
  v2 = await capturePublished('fs-2025-8-21');
});

/** The snapshot without the named tools (the removal a later release makes). */
function without(s: Snapshot, ...names: string[]): Snapshot {
  const out = structuredClone(s);
  const ks = out.surfaces.default.kinds.tool;
  ks.items = ks.items.filter((c) => !names.includes(c.ref.slice('tool:'.length)));
  return out;
}

const upgrade = (): GuardStore => reconcile(v1, emptyStore(v1.server, 'default'), v2, DEFAULT_GUARD_POLICY, NOW).store;

describe('a deprecation naming its successor offers the rebind', () => {
  it('read_text_file is held as the successor of read_file; read_media_file as a plain new tool', () => {
    const s = upgrade();
    expect(s.capabilities['tool:read_file']).toMatchObject({ state: 'stale' });
    expect(s.capabilities['tool:read_file'].changes?.find((c) => c.rule === 'capability-deprecated')?.replacedBy).toBe('tool:read_text_file');
    expect(s.capabilities['tool:read_text_file']).toMatchObject({ state: 'review_required', changes: [{ rule: 'capability-renamed', action: 'manual_rebind', renamedFrom: ['tool:read_file'] }] });
    expect(s.capabilities['tool:read_text_file'].changes?.[0].message).toBe(
      'It is the successor tool:read_file names in its deprecation notice; approving it records the rebind (an approval never follows a rename).',
    );
    expect(s.capabilities['tool:read_media_file'].changes?.map((c) => c.rule)).toEqual(['capability-added']);
    expect(heldSuccessors(s, s.capabilities['tool:read_file'])).toEqual(['tool:read_text_file']);
    expect(heldSuccessors(s, s.capabilities['tool:read_media_file'])).toEqual([]);
    // Approving the successor is the person's rebind, recorded with the approval.
    expect(approveRecord(s, 'tool:read_text_file', NOW).approval?.rebinds).toEqual(['tool:read_file']);
    expect(heldSuccessors(s, s.capabilities['tool:read_file'])).toEqual([]);
  });

  it('the hold stays a rebind on the next capture, and when read_file is then removed', () => {
    const s = upgrade();
    const again = reconcile(v1, s, v2, DEFAULT_GUARD_POLICY, NOW).store;
    expect(again.capabilities['tool:read_text_file'].changes?.[0]).toMatchObject({ action: 'manual_rebind', renamedFrom: ['tool:read_file'] });
    const gone = reconcile(v1, again, without(v2, 'read_file'), DEFAULT_GUARD_POLICY, NOW).store;
    expect(gone.capabilities['tool:read_file'].state).toBe('missing');
    expect(gone.capabilities['tool:read_text_file'].changes?.[0]).toMatchObject({ action: 'manual_rebind', renamedFrom: ['tool:read_file'] });
  });

  it('the honest path: an upgrade that deprecates nothing holds its new tools as new', () => {
    const plain = structuredClone(v2);
    const ks = plain.surfaces.default.kinds.tool;
    const before = v1.surfaces.default.kinds.tool.items.find((c) => c.ref === 'tool:read_file')!;
    ks.items = ks.items.map((c) => (c.ref === 'tool:read_file' ? before : c));
    const s = reconcile(v1, emptyStore(v1.server, 'default'), plain, DEFAULT_GUARD_POLICY, NOW).store;
    expect(s.capabilities['tool:read_file'].state).toBe('approved');
    expect(s.capabilities['tool:read_text_file'].changes?.map((c) => c.rule)).toEqual(['capability-added']);
  });
});

describe('no rebind is offered to a sibling the guard saw served beside the gone tool', () => {
  it.each(['read_multiple_files', 'list_directory', 'get_file_info'])('%s removed after the upgrade: no look-alike among the tools held as new beside it', (name) => {
    const s = upgrade();
    const later = reconcile(v1, s, without(v2, name), DEFAULT_GUARD_POLICY, NOW).store;
    expect(later.capabilities[`tool:${name}`].state).toBe('missing');
    expect(later.capabilities['tool:read_media_file'].changes?.map((c) => c.rule)).toEqual(['capability-added']);
    expect(Object.values(later.capabilities).flatMap((r) => (r.changes ?? []).flatMap((c) => c.renamedFrom ?? []))).not.toContain(`tool:${name}`);
  });

  it('the honest path: a tool that arrives after the approved one went is still offered as its new name', () => {
    const s = reconcile(v1, emptyStore(v1.server, 'default'), without(v1, 'read_multiple_files'), DEFAULT_GUARD_POLICY, NOW).store;
    expect(s.capabilities['tool:read_multiple_files'].state).toBe('missing');
    const renamed = structuredClone(v1);
    const ks = renamed.surfaces.default.kinds.tool;
    const old = ks.items.find((c) => c.ref === 'tool:read_multiple_files')!;
    ks.items = [...ks.items.filter((c) => c !== old), { ...old, ref: 'tool:read_many_files', definition: { ...old.definition, name: 'read_many_files' } }];
    const later = reconcile(v1, s, renamed, DEFAULT_GUARD_POLICY, NOW).store;
    expect(later.capabilities['tool:read_many_files'].changes?.[0]).toMatchObject({ action: 'manual_rebind', renamedFrom: ['tool:read_multiple_files'] });
  });
});

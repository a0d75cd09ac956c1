// A rename is never suggested onto a tool that can do less or more: a read-only tool "renamed" to one that writes, or a
// destructive one to one that claims it destroys nothing, is another tool (issue 53). Honest renames keep their claims.
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import { buildCapability } from '../../../src/core/shared/canonical.js';
import type { JsonObject, Snapshot } from '../../../src/core/shared/model.js';
import { capturePublished } from '../../helpers/published-histories.js';

/** The capture with `from` served as `to`, its annotations edited. */
function renamedTo(snap: Snapshot, from: string, to: string, annotations: (a: JsonObject) => JsonObject): Snapshot {
  const s = structuredClone(snap);
  const ks = s.surfaces.default.kinds.tool;
  const c = ks.items.find((x) => x.ref === `tool:${from}`)!;
  const d = { ...structuredClone(c.definition), name: to, annotations: annotations({ ...((c.definition.annotations as JsonObject) ?? {}) }) };
  ks.items = [...ks.items.filter((x) => x !== c), buildCapability('tool', d, { server: s.server, surface: 'default' })].sort((a, b) => (a.ref < b.ref ? -1 : 1));
  return s;
}

const suggestion = (base: Snapshot, head: Snapshot, from: string) =>
  diffSnapshots(base, head, {}, { base: 'a', head: 'b' }).changes.find((c) => c.rule === 'capability-removed' && c.before?.refs[0] === `tool:${from}`)?.params?.suggestion;

let fs: Snapshot;
beforeAll(async () => {
  fs = await capturePublished('fs-2026-8-31');
});

describe('against the grain: no suggestion', () => {
  it.each([
    ['read_text_file', 'read_text_file_v2', (a: JsonObject) => ({ ...a, readOnlyHint: false })],
    ['list_directory', 'list_directory_entries', (a: JsonObject) => ({ ...a, readOnlyHint: false, destructiveHint: true })],
    ['write_file', 'write_file_text', (a: JsonObject) => ({ ...a, readOnlyHint: true })],
  ])('%s -> %s with other claims', (from, to, edit) => {
    expect(suggestion(fs, renamedTo(fs, from, to, edit), from)).toBeUndefined();
  });
});

describe('with the grain: still suggested', () => {
  it.each([
    ['read_text_file', 'read_text_file_v2'],
    ['list_directory', 'list_directory_entries'],
    ['write_file', 'write_file_text'],
  ])('%s -> %s keeping its claims', (from, to) => {
    expect(suggestion(fs, renamedTo(fs, from, to, (a) => a), from)).toBe(`tool:${to}`);
  });
});

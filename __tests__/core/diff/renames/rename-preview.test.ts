// A suggested rename shows the changes inside it before it is declared: the removal row's hint lists, marked "if this
// is the rename", the loud changes the declared rename would report. Judged on the labelled real renames
// (__tests__/fixtures/renames: notion, server-everything, @playwright/mcp), and on a planted edit of a real one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffSnapshots } from '../../../../src/core/diff/classify.js';
import type { Change, JsonObject, Report, Snapshot } from '../../../../src/core/shared/model.js';
import { snapshotFrom } from '../../../helpers/classify-fixtures.js';

const dir = path.join(process.cwd(), '__tests__', 'fixtures', 'renames');
const read = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, JsonObject[] | undefined>;
const snap = (lists: Record<string, JsonObject[] | undefined>): Snapshot =>
  snapshotFrom({ server: 'x', surfaces: { default: { tools: lists.tools, prompts: lists.prompts, resourceTemplates: lists.resourceTemplates } } });
const DIFFS = (JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as { diffs: Array<{ id: string; from: string; to: string }> }).diffs;
const MARK = 'If this is the rename, declaring it shows: ';

const loudOf = (r: Report, from: string): Change[] => r.changes.filter((c) => c.severity !== 'safe' && c.before?.refs[0] === from && c.rule !== 'capability-renamed');

describe('on the labelled real renames, the preview is what declaring the rename reports', () => {
  it.each(DIFFS.map((d) => [d.id, d] as const))('%s', (_, d) => {
    const [b, a] = [snap(read(d.from)), snap(read(d.to))];
    const r = diffSnapshots(b, a, {}, { base: 'b', head: 'a' });
    const suggested = r.changes.filter((c) => c.rule === 'capability-removed' && typeof c.params?.suggestion === 'string');
    expect(suggested.length).toBeGreaterThan(0);
    for (const c of suggested) {
      const from = c.before!.refs[0];
      const declared = diffSnapshots(b, a, { renames: { [from]: String(c.params!.suggestion) } }, { base: 'b', head: 'a' });
      const inside = loudOf(declared, from);
      if (inside.length === 0) {
        expect(c.hint).not.toContain(MARK);
        continue;
      }
      const preview = c.hint.slice(c.hint.indexOf(MARK) + MARK.length);
      // The five loudest, worded as the declared rows are; the rest counted.
      for (const d of inside.filter((x) => x.severity === 'breaking').slice(0, 5)) expect(preview).toContain(`breaking: ${d.message}`);
      if (inside.length > 5) expect(preview).toContain(`And ${inside.length - 5} more.`);
      else for (const d of inside) expect(preview).toContain(`${d.severity}: ${d.message}`);
    }
  });

  it('notion 1.9.1 -> 2.0.0: the database -> data source renames show the id they swap', () => {
    const d = DIFFS.find((x) => x.id.startsWith('notion'))!;
    const r = diffSnapshots(snap(read(d.from)), snap(read(d.to)), {}, { base: 'b', head: 'a' });
    const c = r.changes.find((x) => x.before?.refs[0] === 'tool:API-retrieve-a-database')!;
    expect(c.params?.suggestion).toBe('tool:API-retrieve-a-data-source');
    expect(c.hint).toContain(`${MARK}breaking: Input property \`database_id\` of tool \`API-retrieve-a-database\` was removed. breaking: Required input property \`data_source_id\` was added`);
    // Still a removal until declared: the preview is no row of its own.
    expect(r.changes.filter((x) => x.before?.refs[0] === 'tool:API-retrieve-a-database').map((x) => x.rule)).toEqual(['capability-removed']);
  });
});

describe('a planted edit inside a real rename', () => {
  it('playwright 0.0.9 -> 0.0.14: browser_go_back -> browser_navigate_back changes nothing; a narrowed input is shown', () => {
    const d = DIFFS.find((x) => x.id === '@playwright/mcp 0.0.9 -> 0.0.14')!;
    const before = read(d.from);
    const after = read(d.to);
    const quiet = diffSnapshots(snap(before), snap(after), {}, { base: 'b', head: 'a' }).changes.find((c) => c.before?.refs[0] === 'tool:browser_go_back')!;
    expect(quiet.params?.suggestion).toBe('tool:browser_navigate_back');
    expect(quiet.hint).not.toContain(MARK);
    // The same upgrade with the new tool asking for a required argument the old one never had.
    const planted = (after.tools ?? []).map((t) =>
      t.name === 'browser_navigate_back' ? { ...t, inputSchema: { type: 'object', properties: { steps: { type: 'integer' } }, required: ['steps'] } } : t,
    );
    const c = diffSnapshots(snap(before), snap({ ...after, tools: planted }), {}, { base: 'b', head: 'a' }).changes.find((x) => x.before?.refs[0] === 'tool:browser_go_back')!;
    expect(c.params?.suggestion).toBe('tool:browser_navigate_back');
    expect(c.hint).toContain(MARK);
    expect(c.hint.slice(c.hint.indexOf(MARK))).toContain('breaking: Required input property `steps` was added to tool `browser_go_back`.');
    expect(c.severity).toBe('breaking');
  });
});

describe('no suggestion for a tool that is only hidden on this surface', () => {
  it('tools the same server still serves on another surface are exposure moves, and no look-alike is offered for them', () => {
    const t = (name: string, description = `${name} the notes`): JsonObject => ({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });
    const all = [t('search_notes'), t('delete_note'), t('delete_tag')];
    const base = snapshotFrom({ surfaces: { readonly: { tools: all }, admin: { tools: all } } });
    // The readonly surface's configuration now hides the deletes; a new sibling looks like delete_note.
    const head = snapshotFrom({ surfaces: { readonly: { tools: [t('search_notes'), t('delete_notes', 'delete the notes')] }, admin: { tools: [...all, t('delete_notes', 'delete the notes')] } } });
    const r = diffSnapshots(base, head, {}, { base: 'b', head: 'a' });
    expect(r.changes.filter((c) => c.surface === 'readonly').map((c) => [c.rule, c.before?.refs[0] ?? c.after?.refs[0], c.params?.suggestion])).toEqual([
      ['capability-exposure-narrowed', 'tool:delete_note', undefined],
      ['capability-exposure-narrowed', 'tool:delete_tag', undefined],
      ['capability-added', 'tool:delete_notes', undefined],
    ]);
    expect(r.changes.some((c) => c.hint.includes('looks like a rename'))).toBe(false);
  });
});

describe('no suggestion when the old name still exists, or the look-alike was there before', () => {
  const t = (name: string, description = `${name.replace(/_/g, ' ')} of the notes`): JsonObject => ({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });
  const p = (name: string): JsonObject => ({ name, description: `${name.replace(/_/g, ' ')} of the notes` });

  it('a tool whose name the server still serves as another kind (moved to a prompt) is a removal, not a rename to its look-alike', () => {
    const base = snapshotFrom({ surfaces: { default: { tools: [t('search_notes'), t('summarize_notes')] } } });
    const head = snapshotFrom({ surfaces: { default: { tools: [t('search_notes'), t('summarize_note', 'summarize of the notes')], prompts: [p('summarize_notes')] } } });
    const r = diffSnapshots(base, head, {}, { base: 'b', head: 'a' });
    const removed = r.changes.find((c) => c.rule === 'capability-removed')!;
    expect([removed.before?.refs[0], removed.params?.suggestion]).toEqual(['tool:summarize_notes', undefined]);
    expect(r.changes.some((c) => c.hint.includes('looks like a rename') || c.hint.includes('may be the new name'))).toBe(false);
  });

  it('a look-alike whose name the server already served as another kind is not offered as the new name', () => {
    const base = snapshotFrom({ surfaces: { default: { tools: [t('search_notes'), t('summarize_notes')], prompts: [p('summarize_note')] } } });
    const head = snapshotFrom({ surfaces: { default: { tools: [t('search_notes'), t('summarize_note', 'summarize of the notes')], prompts: [p('summarize_note')] } } });
    const r = diffSnapshots(base, head, {}, { base: 'b', head: 'a' });
    expect(r.changes.find((c) => c.rule === 'capability-removed')?.params?.suggestion).toBeUndefined();
  });

  it('the honest path: the same rename with no namesake anywhere is still suggested', () => {
    const base = snapshotFrom({ surfaces: { default: { tools: [t('search_notes'), t('summarize_notes')] } } });
    const head = snapshotFrom({ surfaces: { default: { tools: [t('search_notes'), t('summarize_note', 'summarize of the notes')] } } });
    const r = diffSnapshots(base, head, {}, { base: 'b', head: 'a' });
    expect(r.changes.find((c) => c.rule === 'capability-removed')?.params?.suggestion).toBe('tool:summarize_note');
  });
});

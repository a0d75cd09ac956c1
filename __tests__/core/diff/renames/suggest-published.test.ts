// Rename suggestions end to end on published packages: @playwright/mcp 0.0.64 and 0.0.86 (npm aliases), captured
// over stdio as a user would, diffed by the classifier; the removal of browser_run_code carries the suggestion of
// browser_run_code_unsafe, and browser_install (gone from the default set, no successor) carries none.
import { diffSnapshots } from '../../../../src/core/diff/classify.js';
import type { Snapshot } from '../../../../src/core/shared/model.js';
import { renderMarkdown } from '../../../../src/render/markdown.js';
import { capturePublished } from '../../../helpers/published-histories.js';

let base: Snapshot;
let head: Snapshot;

beforeAll(async () => {
  base = await capturePublished('playwright-0-0-64');
  head = await capturePublished('playwright-0-0-86');
});

it('playwright 0.0.64 -> 0.0.86: browser_run_code is suggested as renamed to browser_run_code_unsafe, browser_install is not', () => {
  const r = diffSnapshots(base, head, {}, { base: '0.0.64', head: '0.0.86' });
  const removed = r.changes.filter((c) => c.rule === 'capability-removed');
  expect(removed.map((c) => [c.before!.refs[0], c.params?.suggestion]).sort()).toEqual([
    ['tool:browser_install', undefined],
    ['tool:browser_run_code', 'tool:browser_run_code_unsafe'],
  ]);
  const runCode = removed.find((c) => c.before!.refs[0] === 'tool:browser_run_code')!;
  expect(runCode.hint).toContain('{"renames":{"tool:browser_run_code":"tool:browser_run_code_unsafe"}}');
  expect(runCode.hint).toContain('one name holds the other');
  expect(renderMarkdown([r], { standalone: true })).toContain('"tool:browser_run_code": "tool:browser_run_code_unsafe"');
  // Declared, the suggestion becomes continuity: no removal left for it.
  const declared = diffSnapshots(base, head, { renames: { 'tool:browser_run_code': 'tool:browser_run_code_unsafe' } }, { base: '0.0.64', head: '0.0.86' });
  expect(declared.changes.filter((c) => c.rule === 'capability-removed').map((c) => c.before!.refs[0])).toEqual(['tool:browser_install']);
});

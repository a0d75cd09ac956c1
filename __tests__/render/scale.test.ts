// Rendering stays linear in the number of changes: each change's value is read a fixed number of times, however many
// changes share its row and however many size budgets the markdown tries. Each value counts its own reads (a getter
// JSON.stringify and every walk go through), so the figure is exact and no timing is asserted. Before, every change of
// a row re-serialised every earlier one (1,500 removals of one rule took 23 s), and each of the ~20 budgets re-rendered
// every row.
import type { JsonObject, Report } from '../../src/core/shared/model.js';
import { groupChanges } from '../../src/render/group.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import { summaryContext } from '../../src/action/summary.js';
import { removal, report } from '../fixtures/render/changes.mjs';

let reads = 0;

/** A removed property's schema whose `description` counts how often it is read. */
function countedValue(i: number): JsonObject {
  const value: JsonObject = { type: 'string', index: i };
  Object.defineProperty(value, 'description', {
    enumerable: true,
    get: () => {
      reads++;
      return 'z'.repeat(50);
    },
  });
  return value;
}

/** One rule on n tools, every value different: one row with n variants, the shape that was quadratic. */
function removals(n: number): Report[] {
  return [report(Array.from({ length: n }, (_, i) => removal(i, countedValue(i))), 'big', 'live')];
}

/** Reads of each change's value while `render` runs on a fresh report of n changes. */
function readsPerChange(n: number, render: (reports: Report[]) => unknown): number {
  const reports = removals(n);
  reads = 0;
  render(reports);
  return reads / n;
}

const paths: Array<[string, (reports: Report[]) => unknown]> = [
  ['grouping', (r) => groupChanges(r[0].changes)],
  ['the terminal text', (r) => renderText(r)],
  ['the job summary, uncut', (r) => renderMarkdown(r, { ...summaryContext('/tmp/out/mcp-contract-report.json'), verdict: 'fail' })],
  ['a comment cut down through every budget', (r) => renderMarkdown(r, { standalone: true, maxLength: 3000 })],
];

describe('rendering reads each value a fixed number of times', () => {
  it.each(paths)('%s: no more reads per change at 400 changes than at 100', (_, render) => {
    const small = readsPerChange(100, render);
    const large = readsPerChange(400, render);
    expect(small).toBeGreaterThan(0);
    // Quadratic work shows as reads per change growing with n (about n/2 each before).
    expect(large).toBeLessThanOrEqual(small + 0.5);
  });

  it.each(paths)('%s: a handful of reads per change whatever the budget', (_, render) => {
    // Re-rendering every row for each of the ~20 budgets read each value over 60 times.
    expect(readsPerChange(200, render)).toBeLessThan(12);
  });

  it('cuts the comment and says so, so the budgets really were tried', () => {
    const body = renderMarkdown(removals(200), { standalone: true, maxLength: 3000 });
    expect(body.length).toBeLessThanOrEqual(3000);
    expect(body).toMatch(/too long|Cut to fit/);
  });
});

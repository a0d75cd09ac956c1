// The honest side of "can do no more", on real data: every hand-labelled tool rename of the captured upgrades in
// __tests__/fixtures/renames (server-everything, notion, playwright, github, ...) is read as consent reads a declared
// rename. The allow carries across all of them but one, and that one did grow: playwright's browser_run_code became
// browser_run_code_unsafe with a new `filename` input that reads code from a file.
import { capabilityGrowth } from '../../src/consent/reach.js';
import { loadLabelledDiffs } from '../helpers/rename-labels.js';

describe('consent reads the labelled real tool renames as an allow would follow them', () => {
  it('carries the allow across every labelled rename that took on nothing new', () => {
    const judged: Array<[string, string[]]> = [];
    for (const d of loadLabelledDiffs())
      for (const l of d.labels) {
        if (l.label !== 'rename' || l.kind !== 'tool' || !l.to) continue;
        const side = d.sides.find((s) => s.kind === 'tool')!;
        const from = side.removed.find((c) => c.ref === `tool:${l.from}`);
        const to = side.added.find((c) => c.ref === `tool:${l.to}`);
        if (from && to) judged.push([`${d.id}: ${l.from} -> ${l.to}`, capabilityGrowth(from.definition, to.definition)]);
      }
    expect(judged.length).toBeGreaterThanOrEqual(19);
    expect(judged.filter(([, grew]) => grew.length > 0)).toEqual([
      ['@playwright/mcp 0.0.64 -> 0.0.86: browser_run_code -> browser_run_code_unsafe', ['it says it touches files', 'it takes a path (input `filename`), which it did not']],
    ]);
  });
});

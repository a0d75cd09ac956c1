// What needs a human stands out: rows of one rule fold into one even when each capability's values differ ("9 tools"
// with the values in a collapsible block), breaking and review rows come first with the rarer change first, safe rows
// sit in one collapsed block, and a cut never drops a breaking or review row without naming it. Checked on the real
// memory 2025.8.4 -> 2026.8.31 upgrade and on an 800-change PR.
import { diffSnapshots } from '../../src/core/diff/classify.js';
import type { Change, Report } from '../../src/core/shared/model.js';
import { markerFor } from '../../src/github/hidden.js';
import { escapeCode } from '../../src/render/escape.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import { capturePublished } from '../helpers/published-histories.js';
import { descriptionChanged, toolAdded } from '../fixtures/render/changes.mjs';


describe('memory 2025.8.4 -> 2026.8.31 in the PR comment', () => {
  let report: Report;
  let body: string;
  beforeAll(async () => {
    const before = await capturePublished('memory-2025-8-4');
    const after = await capturePublished('memory-2026-8-31');
    report = diffSnapshots(before, after, {}, { base: '2025.8.4', head: '2026.8.31' });
    body = renderMarkdown([report], { standalone: true });
  });

  const tableRows = (text: string): string[] => text.split('\n').filter((l) => /^\| (🔴|🟡|🟢) /.test(l));

  it('the review part is two rows: the 3 tools now read-only first, then the 9 titles as one row', () => {
    const safeBlock = body.indexOf('<details><summary>🟢');
    const gated = tableRows(body.slice(0, safeBlock));
    expect(gated).toHaveLength(2);
    expect(gated[0]).toContain('3 tools: <code>tool:open&#95;nodes</code>, <code>tool:read&#95;graph</code>, <code>tool:search&#95;nodes</code>');
    expect(gated[0]).toContain('Each tool is now marked read-only');
    expect(gated[1]).toContain('<details><summary>9 tools</summary>');
    expect(gated[1]).toContain('Reworded, no new cue: the title of each tool changed from none to ….');
    expect(gated[1]).toContain('<details><summary>9 different values</summary>');
    expect(gated[1]).toContain(`${escapeCode('tool:add_observations', 120)}: <code>absent</code> → <code>&#34;Add Observations&#34;</code>`);
  });

  it('every safe row is inside one collapsed block, after the rows that need sign-off', () => {
    const safeBlock = body.indexOf('<details><summary>🟢');
    expect(safeBlock).toBeGreaterThan(0);
    // The generator note is the one safe change that stands above the table instead.
    const safeRows = report.changes.filter((c) => c.severity === 'safe' && c.rule !== 'schema-generator-changed').length;
    expect(body).toMatch(new RegExp(`<details><summary>🟢 ${safeRows} safe changes in \\d+ rows: no sign-off needed</summary>`));
    expect(tableRows(body.slice(0, safeBlock)).some((r) => r.startsWith('| 🟢'))).toBe(false);
    expect(tableRows(body.slice(safeBlock)).every((r) => r.startsWith('| 🟢'))).toBe(true);
  });

  it('the generator note stands above the rows it explains, reads cause first, and shows no literal backticks', () => {
    const note = body.split('\n').find((l) => l.includes('A schema generator changed'))!;
    expect(note).toBe(
      '> A schema generator changed on surface <code>default</code> (an SDK or schema-library upgrade, not an authored edit): on 9 tools, <code>&#36;schema</code> went from none to &#34;http&#58;//json-schema.org/draft-07/schema&#35;&#34;. The per-tool rows below show each of these changes.',
    );
    expect(body.indexOf(note)).toBeLessThan(body.indexOf('| Severity |'));
    expect(note).not.toContain('`');
  });

  it('the terminal shows the titles as one row with each value on its line', () => {
    const text = renderText(report);
    expect(text).toContain('REVIEW   title-changed  9 tools: ');
    expect(text).toContain('tool:add_observations: absent -> "Add Observations"');
  });
});

function described(i: number): Change {
  const before = `Reads record ${i}. ${'Lorem ipsum dolor sit amet. '.repeat(4)}`;
  return descriptionChanged(`d_${i}`, before, `${before} Now also variant ${i}.`, `fp-d-${i}`);
}

const added = (i: number): Change => toolAdded(`n_${i}`, 'y'.repeat(300), `fp-n-${i}`);

describe('an 800-change PR', () => {
  const changes = [...Array.from({ length: 400 }, (_, i) => described(i)), ...Array.from({ length: 400 }, (_, i) => added(i))];
  const report: Report = { format: 'mcp-contract-report/1', server: 'big', base: 'main', head: 'HEAD', summary: { breaking: 0, review: 400, safe: 400 }, changes, ignored: [] };
  const body = renderMarkdown([report], { marker: markerFor('mcp-contract.json', ['big']), verdict: 'needs-signoff' });

  it('fits, and names every one of the 400 description changes (one row, 400 tools)', () => {
    expect(body.length).toBeLessThanOrEqual(65536);
    expect(body).toContain('**400 review** · **400 safe**');
    const row = body.split('\n').find((l) => l.startsWith('| 🟡 review'))!;
    expect(row).toContain('<details><summary>400 tools</summary>');
    for (let i = 0; i < 400; i++) expect(row).toContain(escapeCode(`tool:d_${i}`, 120));
  });

  it('whatever it leaves out is said, with where the whole list is', () => {
    expect(body).toContain("> Cut to fit GitHub's comment limit:");
    expect(body).toContain('the job summary of the workflow run lists every change');
  });
});

// The diff command loads only the renderer of the format it writes (src/api/render-lazy.ts); each lazily loaded
// renderer must write exactly what the public REPORT_RENDERERS write, byte for byte, for a report with every section:
// the published Notion server 1.9.1 -> 2.0.0 (removals, additions, changed schemas), every host judging it, and a SARIF
// location with lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffSnapshots } from '../../src/api/diff.js';
import { REPORT_FORMATS, render, type RenderContext } from '../../src/api/render.js';
import { serializeSnapshot } from '../../src/api/snapshot-files.js';
import { loadTokenizer } from '../../src/api/tokenizer.js';
import { LAZY_RENDERERS, renderersFor } from '../../src/api/render-lazy.js';
import type { Report } from '../../src/core/shared/model.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';

const published = (file: string) => {
  const f = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'renames', file), 'utf8'));
  return snapshotFrom({ server: 'notion', surfaces: { default: { tools: f.tools } } });
};

let report: Report;
let context: RenderContext;

beforeAll(async () => {
  const base = published('notion-1.9.1.json');
  const head = published('notion-2.0.0.json');
  const config = { hosts: ['anthropic', 'openai', 'openai-strict', 'gemini', 'mcp-http', 'claude-directory'] } as const;
  report = diffSnapshots(base, head, { config: { hosts: [...config.hosts] }, tokenizer: await loadTokenizer(), labels: { base: 'a.json', head: 'b.json' } });
  context = { snapshot: { path: 'snapshots/notion.json', text: serializeSnapshot(head) }, root: '/work', version: '9.9.9' };
});

describe('the diff command renders with the renderer of its format only', () => {
  it('the report has every section a renderer shows (changes, host refusals, context cost)', () => {
    expect(report.changes.length).toBeGreaterThan(5);
    expect(report.hosts?.hosts.some((h) => h.rejected.length > 0)).toBe(true);
    expect(report.hosts?.cost?.surfaces.length).toBe(1);
  });

  it.each(REPORT_FORMATS)('%s: the lazily loaded renderer writes what the public one writes', async (format) => {
    const lazy = await LAZY_RENDERERS[format]();
    const text = lazy(report, context);
    expect(text.length).toBeGreaterThan(100);
    expect(text === render(report, format, context)).toBe(true);
  });

  it('one table for every public format, and two formats asked at once load each once', async () => {
    expect(Object.keys(LAZY_RENDERERS).sort()).toEqual([...REPORT_FORMATS].sort());
    const two = await renderersFor(['sarif', 'text', 'sarif']);
    expect([...two.keys()]).toEqual(['sarif', 'text']);
    expect(two.get('sarif')!(report, context)).toBe(render(report, 'sarif', context));
  });
});

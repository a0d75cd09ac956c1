// The CLI's diff skips the hosts pass's evidence for formats that show none of it (SARIF, JUnit: src/cli/diff-report.ts,
// issue 55): the checks of unchanged definitions, the context cost and the tokenizer. What those formats write must be
// the same bytes as from the full report, for every host rule's fixture (a refusal gained or lost, a budget crossed
// either way, a tool new on a surface), each reversed, with unchanged refused tools on both sides and a surface new in
// the head, under the default hosts, every host, per-host severities and a budget.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { diffSnapshots } from '../../src/api/diff.js';
import { LAZY_RENDERERS, SHOWS_HOST_EVIDENCE } from '../../src/api/render-lazy.js';
import type { ReportFormat } from '../../src/api/render.js';
import { loadTokenizer } from '../../src/api/tokenizer.js';
import { diffReport, needsCount, showsHostEvidence } from '../../src/cli/diff-report.js';
import type { Config } from '../../src/core/shared/config.js';
import type { JsonObject, Report } from '../../src/core/shared/model.js';
import { snapshotFrom, type CompactSnapshot } from '../helpers/classify-fixtures.js';

const root = join(import.meta.dirname, '..', 'fixtures', 'hosts');
const read = (dir: string, name: string) => JSON.parse(readFileSync(join(root, dir, `${name}.json`), 'utf8'));
const dirs = readdirSync(root).sort();

type Tools = JsonObject[];
const toolsOf = (s: CompactSnapshot): Tools => ((s.surfaces.default as { tools?: Tools }).tools ?? []);

/** `s` with `extra` tools beside its own on the default surface, and, when `surface` is set, a second surface of them. */
function withTools(s: CompactSnapshot, extra: Tools, surface?: string): CompactSnapshot {
  const surfaces: CompactSnapshot['surfaces'] = { ...s.surfaces, default: { ...s.surfaces.default, tools: [...toolsOf(s), ...extra] } };
  if (surface) surfaces[surface] = { tools: extra };
  return { ...s, surfaces };
}

/** Every fixture's tools renamed, so they can sit unchanged on both sides beside the fixture's own change. */
const steady: Tools = dirs.flatMap((dir) => [...toolsOf(read(dir, 'before')), ...toolsOf(read(dir, 'after'))].map((t, i) => ({ ...t, name: `steady_${dir.replace(/\W/g, '_')}_${i}` })));

const configs: Array<[string, (own: Config) => Config]> = [
  ['the fixture config', (own) => own],
  ['every host', (own) => ({ ...own, hosts: ['anthropic', 'openai', 'openai-strict', 'gemini', 'claude-directory', 'mcp-http'] })],
  ['per-host severities', (own) => ({ ...own, hosts: { anthropic: 'breaking', openai: 'safe', gemini: 'review' } })],
  ['a budget', (own) => ({ ...own, policy: { ...own.policy, contextBudget: { tokens: 50, growthPercent: 1 } } })],
];

const cases = dirs.flatMap((dir) => {
  const own: Config = existsSync(join(root, dir, 'config.json')) ? read(dir, 'config') : {};
  const [before, after] = [read(dir, 'before'), read(dir, 'after')] as CompactSnapshot[];
  const pairs: Array<[string, CompactSnapshot, CompactSnapshot]> = [
    ['as given', before, after],
    ['reversed', after, before],
    ['beside unchanged refused tools', withTools(before, steady), withTools(after, steady)],
    ['with a surface new in the head', before, withTools(after, steady, 'admin')],
  ];
  return configs.flatMap(([named, config]) => pairs.map(([how, b, h]) => [`${dir} ${how}, ${named}`, snapshotFrom(b), snapshotFrom(h), config(own)] as const));
});

const render = async (format: ReportFormat, report: Report) => (await LAZY_RENDERERS[format]())(report, { version: '1.0.0', root: '/' });

describe('the CLI diff without the hosts evidence its formats do not show', () => {
  it('is skipped only for SARIF and JUnit, or when every format written is one of them', () => {
    expect(Object.entries(SHOWS_HOST_EVIDENCE).filter(([, shows]) => !shows).map(([f]) => f).sort()).toEqual(['junit', 'sarif']);
    expect(showsHostEvidence(['sarif'])).toBe(false);
    expect(showsHostEvidence(['sarif', 'junit'])).toBe(false);
    // `--format sarif --out report.json`: the JSON report shows it all.
    expect(showsHostEvidence(['sarif', 'json'])).toBe(true);
    expect(needsCount(['junit'], {})).toBe(false);
    expect(needsCount(['junit'], { policy: { contextBudget: { tokens: 10 } } })).toBe(true);
    expect(needsCount(['text'], {})).toBe(true);
  });

  it('the SARIF and JUnit renderers show nothing of report.hosts', async () => {
    const [name, base, head, config] = cases.find(([n]) => n.startsWith('host-rejects-tool as given, every host'))!;
    const full = diffSnapshots(base, head, { config, tokenizer: await loadTokenizer() });
    expect([name, full.hosts?.hosts.some((h) => h.rejected.length > 0)]).toEqual([name, true]);
    for (const format of ['sarif', 'junit'] as const) expect(await render(format, { ...full, hosts: undefined })).toBe(await render(format, full));
  });

  it.each(cases)('%s: the same changes, summary and SARIF and JUnit bytes', async (_name, base, head, config) => {
    const tokenizer = await loadTokenizer();
    const full = diffSnapshots(base, head, { config, tokenizer });
    // Without a budget the CLI hands no tokenizer at all for these formats: the cost is never counted.
    const lean = diffReport(base, head, { config, tokenizer: needsCount(['sarif'], config) ? tokenizer : undefined }, ['sarif', 'junit']);
    expect(lean.changes).toEqual(full.changes);
    expect(lean.summary).toEqual(full.summary);
    for (const format of ['sarif', 'junit'] as const) expect(await render(format, lean)).toBe(await render(format, full));
    // Where a format shows the evidence, the report is diffSnapshots' own.
    expect(diffReport(base, head, { config, tokenizer }, ['sarif', 'text'])).toEqual(full);
  });
});

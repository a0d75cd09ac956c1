// Each host refusal is its own row naming its host and check, in every format: one row and one fingerprint per host
// and tool (two hosts refusing one tool are two changes a reviewer signs off apart, never "Each tool ... by …").
import { diffSnapshots } from '../../src/api/diff.js';
import type { JsonObject } from '../../src/core/shared/model.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import { renderJson } from '../../src/render/json.js';
import { renderSarifDrift } from '../../src/render/sarif-drift.js';
import { renderJunit } from '../../src/render/junit.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';

const tool = (name: string, inputSchema: JsonObject = { type: 'object', properties: { q: { type: 'string' } } }): JsonObject => ({ name, description: 'Search.', inputSchema });
const snap = (...tools: JsonObject[]) => snapshotFrom({ surfaces: { default: { tools } } });
const union: JsonObject = { type: 'object', anyOf: [{ type: 'object', properties: { id: { type: 'string' } } }] };

// Two tools each gain a top-level anyOf: both hosts that refuse one refuse it, so four refusals.
const report = () => diffSnapshots(snap(tool('search'), tool('fetch')), snap(tool('search', union), tool('fetch', union)), { config: { hosts: ['anthropic', 'openai'] } });
const HOSTS = [
  ['Anthropic Messages API', 'anthropic'],
  ['OpenAI', 'openai'],
] as const;

describe('host-rejects-tool rows: one per host and tool, each naming its host and check', () => {
  it('the report holds four refusals with four fingerprints', () => {
    const rows = report().changes.filter((c) => c.rule === 'host-rejects-tool');
    expect(rows.map((c) => [c.params?.name, c.params?.hostId]).sort()).toEqual([['fetch', 'anthropic'], ['fetch', 'openai'], ['search', 'anthropic'], ['search', 'openai']]);
    expect(new Set(rows.map((c) => c.fingerprint)).size).toBe(4);
  });

  it('one host refusing one tool keeps its fingerprint whichever other hosts are checked (it is the same change)', () => {
    const only = diffSnapshots(snap(tool('search')), snap(tool('search', union)), { config: { hosts: ['anthropic'] } }).changes.find((c) => c.rule === 'host-rejects-tool')!;
    const both = report().changes.find((c) => c.rule === 'host-rejects-tool' && c.params?.hostId === 'anthropic' && c.params?.name === 'search')!;
    expect(only.fingerprint).toBe(both.fingerprint);
  });

  const rowsOf = (lines: string[], tool: string) => lines.filter((l) => l.includes(`\`${tool}\``) || l.includes(`<code>${tool}</code>`)).filter((l) => /refused by/.test(l));

  it('text: a row per host and tool, each naming the host and the check id', () => {
    const lines = renderText(report()).split('\n').filter((l) => /refused by/.test(l));
    expect(lines).toHaveLength(4);
    for (const tool of ['search', 'fetch']) {
      const rows = rowsOf(lines, tool);
      expect(rows).toHaveLength(2);
      for (const [title, id] of HOSTS) expect(rows.filter((l) => l.includes(title) && new RegExp(`check \`${id}-[a-z-]+\``).test(l))).toHaveLength(1);
    }
    expect(lines.join('\n')).not.toMatch(/Each tool|…/);
  });

  it('markdown: a row per host and tool, each naming the host and the check id', () => {
    const lines = renderMarkdown([report()], { standalone: true }).split('\n').filter((l) => /refused by/.test(l));
    expect(lines).toHaveLength(4);
    for (const tool of ['search', 'fetch']) {
      const rows = rowsOf(lines, tool);
      for (const [title, id] of HOSTS) expect(rows.filter((l) => l.includes(title) && new RegExp(`check <code>${id}-[a-z-]+</code>|check \`${id}-[a-z-]+\``).test(l))).toHaveLength(1);
    }
    expect(lines.join('\n')).not.toMatch(/Each tool|…/);
  });

  it('JSON: each change carries its host, check and its own fingerprint, and its message names both', () => {
    const json = JSON.parse(renderJson(report())) as { changes: Array<{ rule: string; message: string; fingerprint: string; params: Record<string, string> }> };
    const rows = json.changes.filter((c) => c.rule === 'host-rejects-tool');
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r.message).toMatch(new RegExp(`refused by ${r.params.host}: .*\\(check \`${r.params.check}\`\\)`));
    expect(new Set(rows.map((r) => r.fingerprint)).size).toBe(4);
  });

  it('SARIF: a result per host and tool, each naming its host and check, with its own fingerprint', () => {
    const sarif = JSON.parse(renderSarifDrift([{ report: report() }])) as { runs: Array<{ results: Array<{ ruleId: string; message: { text: string }; partialFingerprints?: Record<string, string> }> }> };
    const rows = sarif.runs[0].results.filter((r) => r.ruleId === 'host-rejects-tool');
    expect(rows).toHaveLength(4);
    for (const [title, id] of HOSTS) expect(rows.filter((r) => r.message.text.includes(`refused by ${title}`) && r.message.text.includes(`(check \`${id}-`))).toHaveLength(2);
    expect(new Set(rows.map((r) => JSON.stringify(r.partialFingerprints))).size).toBe(4);
  });

  it('JUnit: a failure per host and tool in the tool\'s case, each naming its host, check and fingerprint', () => {
    const xml = renderJunit([report()]);
    const failures = [...xml.matchAll(/<failure type="host-rejects-tool"[^>]*>[^<]*<\/failure>/g)].map((m) => m[0]);
    expect(failures).toHaveLength(4);
    for (const [title, id] of HOSTS) expect(failures.filter((f) => f.includes(`refused by ${title}`) && f.includes(`(check \`${id}-`))).toHaveLength(2);
    expect(new Set(failures.map((f) => /fingerprint: ([0-9a-f]{12})/.exec(f)?.[1])).size).toBe(4);
  });

  it('look-alike: one host refusing two tools under one check is still two rows, and no refusal makes no row', () => {
    const one = diffSnapshots(snap(tool('search'), tool('fetch')), snap(tool('search', union), tool('fetch', union)), { config: { hosts: ['anthropic'] } });
    expect(renderText(one).split('\n').filter((l) => /refused by/.test(l))).toHaveLength(2);
    const none = diffSnapshots(snap(tool('search')), snap(tool('search')), { config: { hosts: ['anthropic', 'openai'] } });
    expect(renderText(none)).not.toMatch(/refused by/);
  });
});

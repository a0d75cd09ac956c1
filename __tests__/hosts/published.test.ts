// The hosts pass on servers as published (npm aliases, captured over real stdio: helpers/published-histories.ts), and
// on real tools with one planted edit each: what a maintainer would see in the PR that shipped the change.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { diffSnapshots } from '../../src/api/diff.js';
import { loadTokenizer } from '../../src/api/tokenizer.js';
import { wireForm } from '../../src/hosts/cost.js';
import { buildCapability } from '../../src/core/shared/canonical.js';
import type { Change, JsonObject, Snapshot } from '../../src/core/shared/model.js';
import { capturePublished } from '../helpers/published-histories.js';
import { HANG_MS } from '../helpers/hang.js';

const snaps = new Map<string, Snapshot>();
const LABELS = ['fs-2025-7-1', 'fs-2025-8-21', 'notion-2-1-0', 'notion-2-4-1', 'playwright-0-0-64', 'playwright-0-0-86'];

beforeAll(async () => {
  for (const l of LABELS) snaps.set(l, await capturePublished(l));
}, HANG_MS.install);

const rows = (r: { changes: Change[] }, rule: string) => r.changes.filter((c) => c.rule === rule);
const brief = (c: Change) => `${c.params?.name} ${c.params?.check} ${c.after?.pointer ?? c.before?.pointer}`;

/** `snapshot` with one tool's definition replaced (the edit a pull request would make). */
function edited(snapshot: Snapshot, tool: string, edit: (d: JsonObject) => JsonObject): Snapshot {
  const copy = structuredClone(snapshot);
  const items = copy.surfaces.default.kinds.tool.items;
  const at = items.findIndex((i) => i.ref === `tool:${tool}`);
  // Rebuilt as capture builds it: a new definition has a new digest.
  items[at] = buildCapability('tool', edit(items[at].definition), { server: copy.server, surface: 'default' });
  return copy;
}

describe('published histories', () => {
  it('filesystem 2025.7.1 -> 2025.8.21: the empty input schemas (no type "object") Anthropic and OpenAI refused are fixed', () => {
    const up = diffSnapshots(snaps.get('fs-2025-7-1')!, snaps.get('fs-2025-8-21')!);
    const fixed = rows(up, 'host-accepts-tool');
    expect(fixed.length).toBeGreaterThan(10);
    expect(fixed.map(brief)).toContain('read_file anthropic-input-schema-object /inputSchema/type');
    expect(fixed.map(brief)).toContain('read_file openai-parameters-object /inputSchema/type');
    expect(up.hosts!.hosts.map((h) => [h.host, h.rejected.length])).toEqual([['anthropic', 0], ['openai', 0], ['mcp-http', 0]]);
    // Reversed, it is the release that broke every Claude and OpenAI session: breaking, and said to fail the request.
    const down = diffSnapshots(snaps.get('fs-2025-8-21')!, snaps.get('fs-2025-7-1')!);
    const broke = rows(down, 'host-rejects-tool').find((c) => brief(c) === 'read_file anthropic-input-schema-object /inputSchema/type')!;
    expect(broke.severity).toBe('breaking');
    expect(broke.message).toBe('The tool `read_file` is now refused by Anthropic Messages API: an input_schema whose type is not "object", at `/inputSchema/type` (check `anthropic-input-schema-object`).');
    expect(broke.hint).toContain('fails the whole request');
  });

  it('notion 2.1.0 -> 2.4.1: the tool list grows past a 10% growth budget, led by the new markdown tools', () => {
    const r = diffSnapshots(snaps.get('notion-2-1-0')!, snaps.get('notion-2-4-1')!, { config: { policy: { contextBudget: { growthPercent: 10 } } } });
    const cost = r.hosts!.cost!;
    const s = cost.surfaces[0];
    expect([cost.host, s.tools, s.after > s.before!]).toEqual(['anthropic', 24, true]);
    expect(s.grew[0].tool).toBe('API-update-page-markdown');
    const [over] = rows(r, 'context-cost-over-budget');
    expect(over.severity).toBe('review');
    expect(over.message).toMatch(/^The tool list of surface `default` now costs [\d,]+ tokens per request \(\+[\d,]+ tokens, \+1\d(\.\d)?%\), over the budget of \+10% growth\.$/);
    expect(over.hint).toContain('`API-update-page-markdown` (new, +');
    // Under budget, no row: the cost is evidence in the report either way.
    expect(rows(diffSnapshots(snaps.get('notion-2-1-0')!, snaps.get('notion-2-4-1')!, { config: { policy: { contextBudget: { growthPercent: 50 } } } }), 'context-cost-over-budget')).toEqual([]);
  });

  it('notion 2.1.0 -> 2.4.1 counted with o200k_base: the tool list as OpenAI receives it, token for token, the tokenizer named', async () => {
    const tokenizer = await loadTokenizer();
    const head = snaps.get('notion-2-4-1')!;
    const cost = diffSnapshots(snaps.get('notion-2-1-0')!, head, { config: { hosts: ['openai'] }, tokenizer }).hosts!.cost!;
    expect(cost.method).toBe("o200k_base (OpenAI's tokenizer) over the request JSON");
    const tools = head.surfaces.default.kinds.tool.items.map((c) => c.definition);
    expect(cost.surfaces[0].after).toBe(tools.reduce((n, t) => n + countTokens(JSON.stringify(wireForm('openai', t))), 0));
    // The same list for Anthropic is counted the same way and said to be a proxy.
    expect(diffSnapshots(snaps.get('notion-2-1-0')!, head, { tokenizer }).hosts!.cost!.method).toBe('o200k_base as a proxy: Anthropic publishes no offline tokenizer');
  });

  it('playwright 0.0.64 -> 0.0.86: a new tool with propertyNames is refused by OpenAI strict, named when the repository ships to it', () => {
    const base = snaps.get('playwright-0-0-64')!;
    const head = snaps.get('playwright-0-0-86')!;
    expect(rows(diffSnapshots(base, head), 'host-rejects-tool')).toEqual([]);
    const strict = rows(diffSnapshots(base, head, { config: { hosts: { 'openai-strict': 'review' } } }), 'host-rejects-tool');
    expect(strict.map(brief)).toContain('browser_drop openai-strict-keyword /inputSchema/properties/data/propertyNames');
    expect(new Set(strict.map((c) => c.severity))).toEqual(new Set(['review']));
  });
});

describe('planted edits of real tools', () => {
  it('a top-level anyOf added to a Notion tool: refused by Anthropic and OpenAI, each failing the whole request', () => {
    const base = snaps.get('notion-2-4-1')!;
    const head = edited(base, 'API-get-user', (d) => ({ ...d, inputSchema: { anyOf: [d.inputSchema, { type: 'object', properties: { email: { type: 'string' } } }] } }));
    const r = diffSnapshots(base, head);
    expect(rows(r, 'host-rejects-tool').map(brief).sort()).toEqual([
      'API-get-user anthropic-input-schema-object /inputSchema/type',
      'API-get-user anthropic-top-level-combinator /inputSchema/anyOf',
      'API-get-user openai-parameters-object /inputSchema/type',
      'API-get-user openai-top-level-combinator /inputSchema/anyOf',
    ]);
    expect(r.hosts!.hosts.find((h) => h.host === 'anthropic')!.rejected).toHaveLength(2);
  });

  it('a Playwright tool renamed past 64 characters: refused by every host that bounds names', () => {
    const base = snaps.get('playwright-0-0-86')!;
    const long = `browser_navigate_${'and_wait_'.repeat(6)}`;
    const r = diffSnapshots(base, edited(base, 'browser_navigate', (d) => ({ ...d, name: long })), { config: { hosts: ['anthropic', 'openai', 'gemini', 'claude-directory'] } });
    expect(rows(r, 'host-rejects-tool').filter((c) => c.after?.pointer === '/name').map((c) => c.params?.check)).toEqual([
      // One row per host (each its own fingerprint), in the order of the hosts' ids.
      'anthropic-tool-name',
      'directory-tool-name-length',
      'gemini-function-name',
      'openai-function-name',
    ]);
  });

  it('an x-mcp-header on a number property of a filesystem tool: dropped by 2026-07-28 HTTP clients, the others kept', () => {
    const base = snaps.get('fs-2025-8-21')!;
    const head = edited(base, 'read_text_file', (d) => {
      const schema = structuredClone(d.inputSchema) as JsonObject;
      ((schema.properties as JsonObject).head as JsonObject)['x-mcp-header'] = 'Head';
      return { ...d, inputSchema: schema };
    });
    const [row, ...rest] = rows(diffSnapshots(base, head), 'host-rejects-tool');
    expect(rest).toEqual([]);
    expect(brief(row)).toBe('read_text_file mcp-header-primitive /inputSchema/properties/head/x-mcp-header');
    expect(row.hint).toContain('drops the tool and keeps the others');
  });
});

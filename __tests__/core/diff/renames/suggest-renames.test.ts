// Rename suggestions are an assignment over scored pairs, judged against renames labelled by hand in real version
// histories of published servers (__tests__/fixtures/renames, captured from the npm tarballs).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { maxWeightMatching, type Edge } from '../../../../src/core/diff/renames/assignment.js';
import { buildCapability } from '../../../../src/core/shared/canonical.js';
import { diffSnapshots } from '../../../../src/core/diff/classify.js';
import { EDGE_THRESHOLD, SUGGEST_THRESHOLD, suggestMatches } from '../../../../src/core/diff/renames/match.js';
import { againstGrain } from '../../../../src/core/diff/powers.js';
import type { Capability, JsonObject } from '../../../../src/core/shared/model.js';
import { features, similarity, weightsOf, words } from '../../../../src/core/diff/renames/similarity.js';
import { snapshotFrom } from '../../../helpers/classify-fixtures.js';
import { evaluate, loadLabelledDiffs } from '../../../helpers/rename-labels.js';
import { renderMarkdown } from '../../../../src/render/markdown.js';

const diffs = loadLabelledDiffs();
const toolsOf = (file: string) => (JSON.parse(readFileSync(`__tests__/fixtures/renames/${file}`, 'utf8')) as { tools: JsonObject[] }).tools;
// As the classifier runs it: a look-alike that can do less or more is refused (diff/powers.ts).
const matcher = (removed: Capability[], added: Capability[]) => suggestMatches(removed, added, againstGrain).targets;

describe('labelled real renames', () => {
  const result = evaluate(diffs, matcher);

  it('covers several servers and kinds, and labels every removal', () => {
    // evaluate() throws on an unlabelled removal; this pins the size of the set so it cannot shrink unnoticed.
    expect(diffs.length).toBeGreaterThanOrEqual(5);
    const labels = diffs.flatMap((d) => d.labels);
    expect(labels.filter((l) => l.label === 'rename').length).toBeGreaterThanOrEqual(19);
    expect(new Set(labels.map((l) => l.kind))).toEqual(new Set(['tool', 'prompt', 'resourceTemplate']));
  });

  it('pairs all four Notion database tools with their data-source successors', () => {
    const notion = evaluate(
      diffs.filter((d) => d.id.startsWith('notion')),
      matcher,
    );
    expect(notion.suggestions.map((s) => `${s.from} -> ${s.to}`).sort()).toEqual([
      'tool:API-create-a-database -> tool:API-create-a-data-source',
      'tool:API-post-database-query -> tool:API-query-data-source',
      'tool:API-retrieve-a-database -> tool:API-retrieve-a-data-source',
      'tool:API-update-a-database -> tool:API-update-a-data-source',
    ]);
  });

  it('finds the labelled renames, except the one known miss; below the edge of the threshold only with evidence', () => {
    // `add` -> `get-sum` shares no name word and only the inputs `a`, `b`: left as a miss rather than teaching the
    // matcher that "add" means "sum".
    expect(result.missed.map((m) => m.from)).toEqual(['tool:add']);
    expect(result.recall).toBeGreaterThanOrEqual(0.9);
    for (const d of diffs) {
      for (const side of d.sides) {
        for (const t of suggestMatches(side.removed, side.added).targets.values()) {
          if (t.evidence === undefined) expect(t.score).toBeGreaterThanOrEqual(EDGE_THRESHOLD);
          else expect(t.score).toBeGreaterThan(0);
        }
      }
    }
  });

  it('playwright: browser_wait -> browser_wait_for across 18 months and browser_run_code -> browser_run_code_unsafe', () => {
    const pw = evaluate(
      diffs.filter((d) => d.id === '@playwright/mcp 0.0.20 -> 0.0.86' || d.id === '@playwright/mcp 0.0.64 -> 0.0.86'),
      matcher,
    );
    const correct = pw.suggestions.filter((s) => s.verdict === 'correct').map((s) => `${s.from} -> ${s.to}`);
    expect(correct.sort()).toEqual(['tool:browser_run_code -> tool:browser_run_code_unsafe', 'tool:browser_wait -> tool:browser_wait_for']);
    // Across the long span `browser` and `wait` are common words: the name containment is what carries it.
    const long = diffs.find((d) => d.id === '@playwright/mcp 0.0.20 -> 0.0.86')!.sides[0];
    const wait = suggestMatches(long.removed, long.added).targets.get('tool:browser_wait');
    expect(wait).toMatchObject({ to: 'tool:browser_wait_for', evidence: { kind: 'contained' } });
    expect(wait!.score).toBeLessThan(SUGGEST_THRESHOLD);
  });

  it('suggests nothing wrong: no labelled non-rename, nothing for a removal without successor', () => {
    expect(result.suggestions.filter((s) => s.verdict === 'wrong')).toEqual([]);
    expect(result.precision).toBe(1);
    const suggested = new Set(result.suggestions.map((s) => `${s.from} -> ${s.to}`));
    for (const d of diffs) for (const n of d.nonRenames) expect(suggested).not.toContain(`${n.kind}:${n.from} -> ${n.kind}:${n.to}`);
  });

  it('through the classifier: removals carry the suggestion and its score, the comment snippet names them', () => {
    const r = diffSnapshots(
      snapshotFrom({ surfaces: { default: { tools: toolsOf('notion-1.9.1.json') } } }),
      snapshotFrom({ surfaces: { default: { tools: toolsOf('notion-2.0.0.json') } } }),
      {},
      { base: '1.9.1', head: '2.0.0' },
    );
    const removed = r.changes.filter((c) => c.rule === 'capability-removed');
    expect(removed.map((c) => [c.before!.refs[0], c.params?.suggestion])).toEqual(
      expect.arrayContaining([
        ['tool:API-post-database-query', 'tool:API-query-data-source'],
        ['tool:API-retrieve-a-database', 'tool:API-retrieve-a-data-source'],
      ]),
    );
    for (const c of removed) {
      expect(c.hint).toMatch(/similarity 0\.\d\d/);
      expect(Number(c.params?.similarity)).toBeGreaterThanOrEqual(SUGGEST_THRESHOLD);
    }
    const moved = r.changes.find((c) => c.rule === 'capability-added' && c.after?.refs[0] === 'tool:API-move-page');
    expect(moved?.hint ?? '').not.toMatch(/new name of/);
    const body = renderMarkdown([r], { standalone: true });
    expect(body).toContain('"tool:API-update-a-database": "tool:API-update-a-data-source"');
  });
});

const origin = { server: 's', surface: 'default' };
const tool = (name: string, description: string, props: string[]): Capability =>
  buildCapability('tool', { name, description, inputSchema: { type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string' }])) } }, origin);

describe('merges and the threshold edge', () => {
  const enumTool = (name: string, description: string, methods: string[], props: string[]): Capability =>
    buildCapability(
      'tool',
      {
        name,
        description,
        inputSchema: { type: 'object', properties: { method: { type: 'string', enum: methods }, ...Object.fromEntries(props.map((p) => [p, { type: 'string' }])) } },
      },
      origin,
    );

  it('a new tool listing old names word for word in an input enum is one merge suggestion with one config entry', () => {
    const removed = [
      tool('run_workflow', 'Run an Actions workflow by workflow ID or filename', ['owner', 'repo', 'workflow_id', 'ref', 'inputs']),
      tool('rerun_failed_jobs', 'Re-run only the failed jobs in a workflow run', ['owner', 'repo', 'run_id']),
      tool('cancel_workflow_run', 'Cancel a workflow run', ['owner', 'repo', 'run_id']),
      tool('delete_workflow_run_logs', 'Delete logs for a workflow run', ['owner', 'repo', 'run_id']),
      tool('get_me', 'Get details of the authenticated user', []),
    ];
    const added = [
      enumTool('actions_run_trigger', 'Trigger GitHub Actions workflow operations.', ['run_workflow', 'rerun_failed_jobs', 'cancel_workflow_run', 'delete_workflow_run_logs'], ['owner', 'repo', 'run_id', 'workflow_id']),
      tool('get_teams', 'Get the teams of a user', ['user']),
    ];
    const s = suggestMatches(removed, added);
    expect(s.groups).toHaveLength(1);
    const [g] = s.groups;
    expect(g.type).toBe('merged');
    expect(g.to).toBe('tool:actions_run_trigger');
    expect(g.olds.map((o) => o.ref)).toEqual(['tool:cancel_workflow_run', 'tool:delete_workflow_run_logs', 'tool:rerun_failed_jobs', 'tool:run_workflow']);
    for (const o of g.olds) expect(o.evidence).toEqual({ kind: 'listed', where: 'the input enum `method`' });
    expect(JSON.parse(g.snippet)).toEqual({
      renames: {
        'tool:cancel_workflow_run': 'tool:actions_run_trigger',
        'tool:delete_workflow_run_logs': 'tool:actions_run_trigger',
        'tool:rerun_failed_jobs': 'tool:actions_run_trigger',
        'tool:run_workflow': 'tool:actions_run_trigger',
      },
    });
    // The entry is given once on the removals (on the first), the others point to it; get_me stays a plain removal.
    const withSnippet = [...s.hints].filter(([, h]) => h.includes(g.snippet)).map(([r]) => r);
    expect(withSnippet.sort()).toEqual(['tool:actions_run_trigger', 'tool:cancel_workflow_run']);
    expect(s.hints.get('tool:run_workflow')).toMatch(/one of 4 capabilities merged into `tool:actions_run_trigger`.*on `tool:cancel_workflow_run`/);
    expect(s.targets.has('tool:get_me')).toBe(false);
  });

  it('six plainly removed tools are not merged into one generated look-alike at the threshold edge', () => {
    // A generated server: every tool shares boilerplate text and most inputs, so any pair scores just above 0.5.
    const boiler = 'Operation on the customer record store. Requires an API key; returns the record as JSON.';
    const tools = (names: string[], own: string[]) => names.map((n, k) => tool(n, `${boiler} ${own[k]}`, ['customer_id', 'api_key', 'region', own[k].split(' ')[0].toLowerCase()]));
    const removed = tools(
      ['archive_customer', 'merge_duplicates', 'export_ledger', 'sync_contacts', 'purge_notes', 'recalc_scores'],
      ['Archives stale accounts', 'Merges duplicate entries', 'Exports ledger totals', 'Synchronizes contact lists', 'Purges attached notes', 'Recalculates loyalty scores'],
    );
    const added = tools(['customer_operation_7'], ['Handles billing disputes']);
    const f = [...removed, ...added].map(features);
    const w = weightsOf(f.slice(0, 6), f.slice(6));
    const scores = removed.map((_, i) => similarity(f[i], f[6], w));
    for (const x of scores) expect(x).toBeGreaterThanOrEqual(SUGGEST_THRESHOLD);
    for (const x of scores) expect(x).toBeLessThan(EDGE_THRESHOLD);
    const s = suggestMatches(removed, added);
    expect(s.groups).toEqual([]);
    expect(s.hints.size).toBe(0);
  });
});

describe('similarity', () => {
  it('normalizes names across camelCase, kebab, snake, plurals and common synonyms', () => {
    expect(words('getTinyImage')).toEqual(words('get-tiny-image'));
    expect(words('list_databases')).toEqual(words('list-data-sources'));
    expect(words('crawling_exa')).toEqual(words('fetch_exa'));
    expect(words('browser_go_back')).toEqual(words('browser_navigate_back'));
    expect(words('HTMLParser')).toEqual(['html', 'parser']);
    expect(words('read_file')).not.toEqual(words('write_file'));
  });

  it('scores a renamed tool above the threshold and an unrelated one below', () => {
    const old = tool('crawling_exa', 'Crawl a URL and return its content.', ['url', 'maxAgeHours']);
    const renamed = tool('web_fetch_exa', 'Fetch a URL and return its content.', ['url']);
    const other = tool('deep_search_exa', 'Search the web deeply with many queries.', ['query', 'numResults']);
    const f = [old, renamed, other].map(features);
    const w = weightsOf([f[0]], [f[1], f[2]]);
    expect(similarity(f[0], f[1], w)).toBeGreaterThanOrEqual(SUGGEST_THRESHOLD);
    expect(similarity(f[0], f[2], w)).toBeLessThan(SUGGEST_THRESHOLD);
  });
});

describe('assignment', () => {
  it('pairs one-to-one when two removed tools prefer the same new one', () => {
    const removed = [tool('get_issue', 'Get an issue', ['owner', 'repo', 'number']), tool('get_issue_comments', 'Get the comments of an issue', ['owner', 'repo', 'number'])];
    const added = [tool('issue_read', 'Read an issue or its comments', ['owner', 'repo', 'number', 'method']), tool('issue_comments_list', 'List comments on an issue', ['owner', 'repo', 'number', 'page'])];
    const f = [...removed, ...added].map(features);
    const w = weightsOf(f.slice(0, 2), f.slice(2));
    // Each removed tool on its own would pick issue_read: a per-item choice reports a merge.
    expect(similarity(f[1], f[2], w)).toBeGreaterThan(similarity(f[1], f[3], w));
    expect(similarity(f[0], f[2], w)).toBeGreaterThan(similarity(f[0], f[3], w));
    const { targets } = suggestMatches(removed, added);
    expect(Object.fromEntries([...targets].map(([k, v]) => [k, v.to]))).toEqual({
      'tool:get_issue': 'tool:issue_read',
      'tool:get_issue_comments': 'tool:issue_comments_list',
    });
  });

  it('does not depend on the order the items come in', () => {
    const d = diffs.find((x) => x.id.startsWith('server-everything'))!;
    const side = d.sides.find((s) => s.kind === 'tool')!;
    const a = suggestMatches(side.removed, side.added).targets;
    const b = suggestMatches([...side.removed].reverse(), [...side.added].reverse()).targets;
    expect([...b].sort()).toEqual([...a].sort());
  });

  it('finds the maximum total weight (checked against brute force on small random graphs)', () => {
    const edge = fc.record({ i: fc.integer({ min: 0, max: 4 }), j: fc.integer({ min: 0, max: 4 }), w: fc.integer({ min: 1, max: 100 }).map((x) => x / 100) });
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 14 }), (raw) => {
        const byPair = new Map<string, Edge>();
        for (const e of raw) byPair.set(`${e.i} ${e.j}`, e);
        const edges = [...byPair.values()];
        const got = maxWeightMatching(edges);
        // A valid matching: each side used once, only existing edges.
        expect(new Set(got.map((e) => e.i)).size).toBe(got.length);
        expect(new Set(got.map((e) => e.j)).size).toBe(got.length);
        for (const e of got) expect(byPair.get(`${e.i} ${e.j}`)).toBe(e);
        const total = got.reduce((s, e) => s + e.w, 0);
        expect(total).toBeCloseTo(bruteForce(edges), 9);
      }),
      { numRuns: 300 },
    );
  });

  it('stays bounded on a component too large for the exact solver (greedy there, still a valid matching)', () => {
    const edges: Edge[] = [];
    for (let i = 0; i < 20; i++) for (let j = 0; j < 3000; j++) if ((i + j) % 7 === 0) edges.push({ i, j, w: 1 + ((i * j) % 5) });
    const got = maxWeightMatching(edges);
    expect(new Set(got.map((e) => e.i)).size).toBe(got.length);
    expect(new Set(got.map((e) => e.j)).size).toBe(got.length);
    expect(got.length).toBe(20);
  });
});

function bruteForce(edges: readonly Edge[]): number {
  let best = 0;
  const walk = (k: number, usedI: Set<number>, usedJ: Set<number>, sum: number) => {
    if (k === edges.length) {
      best = Math.max(best, sum);
      return;
    }
    walk(k + 1, usedI, usedJ, sum);
    const e = edges[k];
    if (usedI.has(e.i) || usedJ.has(e.j)) return;
    usedI.add(e.i);
    usedJ.add(e.j);
    walk(k + 1, usedI, usedJ, sum + e.w);
    usedI.delete(e.i);
    usedJ.delete(e.j);
  };
  walk(0, new Set(), new Set(), 0);
  return best;
}

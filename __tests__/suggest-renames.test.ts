// Rename suggestions are an assignment over scored pairs, judged against renames labelled by hand in real version
// histories of published servers (__tests__/fixtures/renames, captured from the npm tarballs).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { maxWeightMatching, type Edge } from '../src/core/assignment.js';
import { buildCapability } from '../src/core/canonical.js';
import { diffSnapshots } from '../src/core/classify.js';
import { SUGGEST_THRESHOLD, suggestMatches } from '../src/core/match.js';
import type { Capability, JsonObject } from '../src/core/model.js';
import { features, similarity, weightsOf, words } from '../src/core/similarity.js';
import { snapshotFrom } from './helpers/classify-fixtures.js';
import { evaluate, loadLabelledDiffs } from './helpers/rename-labels.js';
import { renderMarkdown } from '../src/render/markdown.js';

const diffs = loadLabelledDiffs();
const toolsOf = (file: string) => (JSON.parse(readFileSync(`__tests__/fixtures/renames/${file}`, 'utf8')) as { tools: JsonObject[] }).tools;
const matcher = (removed: Capability[], added: Capability[]) => suggestMatches(removed, added).targets;

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

  it('finds the labelled renames at or above the threshold, except the one known miss', () => {
    // `add` -> `get-sum` shares no name word and only the inputs `a`, `b`: left as a miss rather than teaching the
    // matcher that "add" means "sum".
    expect(result.missed.map((m) => m.from)).toEqual(['tool:add']);
    for (const s of result.suggestions) expect(s.score).toBeGreaterThanOrEqual(SUGGEST_THRESHOLD);
    expect(result.recall).toBeGreaterThanOrEqual(0.9);
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
    const added = [tool('issue_read', 'Read an issue or its comments', ['owner', 'repo', 'number', 'method']), tool('issue_comments_list', 'List comments on an issue', ['owner', 'repo', 'issue_number', 'page'])];
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

// Annotations, started as the runner starts the Action: one per row (not per surface), review changes too, grouped
// by rule past GitHub's 10-per-level limit, and no errors left once a code owner has signed off.
import { useServedPr } from '../helpers/action-cases.js';
import { commands, SNAPSHOT_PATH, type Catalog, type Tool } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const PR = 11;
const N = 12;

function tool(i: number, withProp: boolean, description: string): Tool {
  const properties: Record<string, unknown> = { q: { type: 'string' } };
  if (withProp) properties[`p${i}`] = { type: 'integer' };
  return { name: `t${i}`, description, inputSchema: { type: 'object', properties } };
}

/** Base: 12 extra tools with an input each; the PR removes each one's input and rewrites each description. */
function baseFiles(): Record<string, string> {
  const base = {
    serverInfo: { name: 'catalog', version: '1.0.0' },
    tools: [
      { name: 'search', description: 'Search the catalog.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } }, required: ['query'] } },
      { name: 'stats', description: 'Catalog statistics.', inputSchema: { type: 'object', properties: {} } },
      ...Array.from({ length: N }, (_, i) => tool(i, true, `Tool number ${i}.`)),
    ],
  };
  return { 'catalog.json': `${JSON.stringify(base, null, 2)}\n` };
}

function change(c: Catalog): void {
  const search = c.tools?.find((t) => t.name === 'search');
  if (search) search.inputSchema = { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } }, required: ['query'] };
  c.tools?.push(...Array.from({ length: N }, (_, i) => tool(i, false, `Tool number ${i}, rewritten ${'x'.repeat(i)}.`)));
}

describe('annotations of a PR with 12 breaking and 12 review rows', () => {
  const served = useServedPr({ baseFiles: baseFiles(), change }, PR);

  it('while blocking: breaking as errors, review as warnings, at most 10 of each, every change counted', async () => {
    const r = await runAction({ cwd: served.pr.repo.dir, payload: served.payload(), stub: served.stub });
    expect(r.outputs.verdict).toBe('needs-signoff');
    const errors = commands(r.stdout, 'error');
    const warnings = commands(r.stdout, 'warning');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.length).toBeLessThanOrEqual(10);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(10);
    // The 12 removals merge into one annotation with their count, on the snapshot file.
    const removed = errors.filter((l) => l.includes('[tool-input-property-removed]'));
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain(`file=${SNAPSHOT_PATH}`);
    // One rule on many tools is one grouped row (issue 19 item 4), so one annotation names the count and the tools.
    expect(removed[0]).toContain(`${N} tools`);
    expect(removed[0]).toContain('and 4 more');
    expect(warnings.some((l) => l.includes('[description-changed]') && l.includes(`${N} tools`))).toBe(true);
    expect(commands(r.stdout, 'notice')).toEqual([]);
    // The comment counts distinct changes, offers no update command for a current snapshot, and the job summary is
    // the full list rather than a copy of the comment.
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body).toContain(`### ⏳ MCP contract: ${2 * N} changes need code-owner sign-off`);
    expect(r.comments[0].body).not.toContain('Updating the snapshot');
    expect(r.summary).not.toContain('<!-- mcp-contract');
    for (let i = 0; i < N; i++) expect(r.summary).toContain(`/inputSchema/properties/p${i}`);
  });

  it('after sign-off: no errors; breaking as warnings, review as notices', async () => {
    served.stub.addReview(PR, 'alice', 'APPROVED', served.pr.headSha);
    const r = await runAction({ cwd: served.pr.repo.dir, eventName: 'pull_request_review', payload: { ...served.payload(), action: 'submitted', review: { state: 'approved', user: { login: 'alice' } } }, stub: served.stub });
    expect(r.outputs.verdict).toBe('pass');
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(commands(r.stdout, 'warning').some((l) => l.includes('[tool-input-property-removed]'))).toBe(true);
    expect(commands(r.stdout, 'notice').some((l) => l.includes('[description-changed]'))).toBe(true);
  });
});

// The comment's headline never says "no contract changes" while the check fails.
import { renderMarkdown } from '../../src/render/markdown.js';
import type { Report } from '../../src/core/shared/model.js';

const empty: Report = { format: 'mcp-contract-report/1', server: 's', base: 'a', head: 'b', summary: { breaking: 0, review: 0, safe: 0 }, changes: [], ignored: [] };

describe('headline', () => {
  it('says the snapshot is stale when it is, even with zero changes', () => {
    const body = renderMarkdown([empty], { standalone: true, verdict: 'fail', stale: ['The committed snapshot of "s" does not match.'] });
    expect(body.split('\n')[0]).toBe('### ❌ MCP contract: the committed snapshot is stale');
    expect(body).not.toContain('no contract changes');
  });

  it('a stale snapshot with zero changes is said once: never "the capabilities match" beside "does not match"', () => {
    const body = renderMarkdown([empty], { standalone: true, verdict: 'fail', stale: ['The committed snapshot of "s" does not match the PR\'s live server.'] });
    expect(body).not.toMatch(/capabilities match|no contract changes/i);
    expect(body).toContain('Against the base branch nothing changed, but the snapshot this PR commits is not what the live server serves: rewrite it (below).');
  });

  it('says no contract changes when nothing changed and nothing fails', () => {
    expect(renderMarkdown([empty], { standalone: true, verdict: 'pass' }).split('\n')[0]).toBe('### ✅ MCP contract: no contract changes');
  });
});

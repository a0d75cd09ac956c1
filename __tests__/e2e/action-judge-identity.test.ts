// The shipped Action's judge (`mode: comment`, started as the runner starts it) judges the pull request its event
// names: another open PR's genuine artifacts fail closed on the run's own comment and leave that PR untouched, and a
// missing shard rewrites the earlier verdict to "could not run" (the other cases, in-process:
// action/judge-identity.test.ts; the set-up's captures are in-process too).
import { cpSync } from 'node:fs';
import path from 'node:path';
import { OTHER_PR, PR, expectOneErrorLine, expectRefusedOnOwnPr, useMatrix, useOtherPr } from '../helpers/action-cases.js';
import { CATALOG_SERVER } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];

describe('the shipped judge takes its pull request from the event', () => {
  const m = useMatrix(NAMES, CATALOG_SERVER);
  const o = useOtherPr(m);

  it("refuses another open PR's genuine shards and unsharded artifact in one line, posting nothing on that PR; the honest set still judges its own PR", async () => {
    for (const report of [o.dir('shards'), path.join(o.dir('single'), 'mcp-contract-report.json')]) {
      const stub = await o.stub();
      try {
        const r = await o.judge(stub, PR, report, { runner: runAction });
        expectRefusedOnOwnPr(r, stub, `is for pull request #${OTHER_PR} at ${o.headSha.slice(0, 12)}, but the pull_request event is for #${PR} at ${m.pr.headSha.slice(0, 12)}`);
        const honest = await o.judge(stub, PR, m.shardDir('all'), { runner: runAction });
        expect([honest.outputs.verdict, Number(honest.outputs.breaking)]).toEqual(['needs-signoff', NAMES.length]);
        expect(stub.comments.get(PR)?.map((c) => c.body.includes('/inputSchema/properties/limit'))).toEqual([true]);
        expect(stub.comments.get(OTHER_PR) ?? []).toEqual([]);
      } finally {
        await stub.close();
      }
    }
  });

  it('a missing shard rewrites the earlier ✅ to "could not run"; the complete set brings the verdict back', async () => {
    const stub = await o.stub();
    try {
      await o.judge(stub, OTHER_PR, o.dir('shards'), { runner: runAction, inputs: { comment: 'true' } });
      const [before] = stub.comments.get(OTHER_PR) ?? [];
      expect(before.body).toContain('### ✅ MCP contract: no contract changes');
      const missing = m.shardDir('other-missing-e2e');
      cpSync(path.join(o.dir('shards'), 'shard-2-of-2'), path.join(missing, 'shard-2-of-2'), { recursive: true });
      const r = await o.judge(stub, OTHER_PR, missing, { runner: runAction });
      expect([r.exitCode, r.outputs.verdict]).toEqual([1, 'fail']);
      expectOneErrorLine(r, 'shard 1/2 is missing (1 of 2 artifacts found)');
      const after = stub.comments.get(OTHER_PR) ?? [];
      expect(after.map((c) => c.id)).toEqual([before.id]);
      expect(after[0].body).toContain('### ❌ MCP contract: the check could not run');
      expect(after[0].body).not.toMatch(/✅|capabilities match/);
      const again = await o.judge(stub, OTHER_PR, o.dir('shards'), { runner: runAction });
      expect([again.exitCode, again.outputs.verdict]).toEqual([0, 'pass']);
      expect(stub.comments.get(OTHER_PR)?.map((c) => [c.id, c.body.includes('### ✅ MCP contract: no contract changes')])).toEqual([[before.id, true]]);
    } finally {
      await stub.close();
    }
  });
});

// The judge (`mode: comment`) judges the pull request its event names, never the one an artifact claims: another open
// PR's genuine artifacts (its own capture jobs wrote them) handed to a breaking PR's judge fail closed in one line,
// post nothing on that other PR, and say on the run's own comment that nothing was judged. A run that cannot judge
// (a missing shard, no artifact) rewrites its own sticky comment to say so. The Action's run() in-process; the shipped
// Action on the same attacks is e2e/action-judge-identity.test.ts.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OTHER_PR, PR, expectOneErrorLine, expectRefusedOnOwnPr, useMatrix, useOtherPr, writes } from '../helpers/action-cases.js';
import { CATALOG_SERVER } from '../helpers/action-harness.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { INJECTION, runnerCommands } from '../helpers/workflow-commands.js';

const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
/** The docs PR has no contract change: its ✅ comment is posted only with `comment: true`. */
const ALWAYS = { inputs: { comment: 'true' } };

describe('mode comment judges the pull request its event names', () => {
  const m = useMatrix(NAMES, CATALOG_SERVER);
  const o = useOtherPr(m);
  const other = (): string => `is for pull request #${OTHER_PR} at ${o.headSha.slice(0, 12)}, but the pull_request event is for #${PR} at ${m.pr.headSha.slice(0, 12)}`;

  it("another open PR's genuine shard artifacts fail the breaking PR's judge closed: nothing on the other PR, its own comment says so", async () => {
    const stub = await o.stub();
    try {
      const r = await o.judge(stub, PR, o.dir('shards'));
      expectRefusedOnOwnPr(r, stub, other());
    } finally {
      await stub.close();
    }
  });

  it("the other PR's one unsharded artifact (the two-job flow) is refused the same way", async () => {
    const stub = await o.stub();
    try {
      const r = await o.judge(stub, PR, path.join(o.dir('single'), 'mcp-contract-report.json'));
      expectRefusedOnOwnPr(r, stub, other());
    } finally {
      await stub.close();
    }
  });

  it('the honest sets still judge the run’s own PR and comment there alone', async () => {
    const stub = await o.stub();
    try {
      for (const report of [m.shardDir('all'), o.ownSingle()]) {
        const r = await o.judge(stub, PR, report);
        expect([r.outputs.verdict, Number(r.outputs.breaking)]).toEqual(['needs-signoff', NAMES.length]);
        expect(writes(r).every((w) => w === `POST /repos/acme/tools/issues/${PR}/comments` || w.startsWith('PATCH /repos/acme/tools/issues/comments/'))).toBe(true);
      }
      expect(stub.comments.get(OTHER_PR) ?? []).toEqual([]);
      expect(stub.comments.get(PR)).toHaveLength(1);
      expect(stub.comments.get(PR)?.[0].body).toContain('/inputSchema/properties/limit');
      // The docs PR's own judge, on its own artifacts: no change, a pass on its own comment.
      const r = await o.judge(stub, OTHER_PR, o.dir('shards'), { inputs: { comment: 'true' } });
      expect([r.exitCode, r.outputs.verdict]).toEqual([0, 'pass']);
      expect(stub.comments.get(OTHER_PR)?.[0].body).toContain('✅');
    } finally {
      await stub.close();
    }
  });

  it('a workflow_run judge refuses an artifact of a PR the run was not for: said on its own PR when the run lists it, else nothing posted', async () => {
    const stub = await o.stub();
    try {
      const listed = await o.judge(stub, PR, o.dir('shards'), { run: { head_sha: m.pr.headSha, event: 'pull_request', pull_requests: [{ number: PR, head: { sha: m.pr.headSha } }] } });
      expectRefusedOnOwnPr(listed, stub, `is for pull request #${OTHER_PR} at ${o.headSha.slice(0, 12)}, but the workflow_run that produced the artifact is for #${PR}`);
      // A fork's run lists no PR: the artifact's claim (#8) is not the run's commit, so no PR is known and none is written.
      const fork = await o.judge(stub, PR, o.dir('shards'), { run: { head_sha: m.pr.headSha, event: 'pull_request' } });
      expect([fork.exitCode, fork.outputs.verdict]).toEqual([1, 'fail']);
      expectOneErrorLine(fork, `pull request #${OTHER_PR}'s head is not the commit the workflow_run captured`);
      expect(writes(fork)).toEqual([]);
      expect(stub.comments.get(OTHER_PR) ?? []).toEqual([]);
      // The run's own artifact through workflow_run (a fork's run lists no PR): judged and posted on #7.
      const r = await o.judge(stub, PR, m.shardDir('all'), { run: { head_sha: m.pr.headSha, event: 'pull_request' } });
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(stub.comments.get(PR)?.[0].body).toContain('/inputSchema/properties/limit');
      expect(stub.comments.get(OTHER_PR) ?? []).toEqual([]);
    } finally {
      await stub.close();
    }
  });

  it("an artifact's failure text is said as data: the failed-step line holds no command and no `::`, the comment says could not run", async () => {
    const stub = await o.stub();
    try {
      const file = path.join(m.shardDir('hostile-failure'), 'mcp-contract-report.json');
      const artifact = JSON.parse(readFileSync(o.ownSingle(), 'utf8')) as Record<string, unknown>;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...artifact, live: undefined, failure: `build failed: ${INJECTION.replace(/\n/g, ' ')}` }));
      const r = await o.judge(stub, PR, file);
      expect([r.exitCode, r.outputs.verdict]).toEqual([1, 'fail']);
      const cmds = runnerCommands(r.stdout);
      expect(cmds.filter((c) => c.command === 'error').map((c) => [c.data.includes('INJECTED-ERROR'), c.data.includes('::')])).toEqual([[true, false]]);
      expect(cmds.filter((c) => !['error', 'warning', 'notice', 'debug'].includes(c.command) && !(c.command === 'add-mask' && !c.data.includes('INJECTED')))).toEqual([]);
      expect(stub.comments.get(PR)?.map((c) => c.body.includes('the check could not run'))).toEqual([true]);
    } finally {
      await stub.close();
    }
  });

  it('an event that names no pull request is refused in one line, before any artifact is believed', async () => {
    const stub = await o.stub();
    try {
      const run = await runActionInProcess({
        cwd: m.scratch,
        stub,
        eventName: 'workflow_dispatch',
        payload: {},
        inputs: { mode: 'comment', report: o.dir('shards') },
      });
      expect([run.exitCode, run.outputs.verdict]).toEqual([1, 'fail']);
      expectOneErrorLine(run, 'mode comment: event "workflow_dispatch" names no pull request');
      expect(writes(run)).toEqual([]);
    } finally {
      await stub.close();
    }
  });

  describe('a run that cannot judge rewrites its own sticky comment to say so', () => {

    it('a missing shard (a capture job that died before upload) replaces the earlier ✅ with "could not run"; the complete set brings the verdict back', async () => {
      const stub = await o.stub();
      try {
        const pass = await o.judge(stub, OTHER_PR, o.dir('shards'), ALWAYS);
        expect(pass.outputs.verdict).toBe('pass');
        const [before] = stub.comments.get(OTHER_PR) ?? [];
        expect(before.body).toContain('### ✅ MCP contract: no contract changes');
        const missing = m.shardDir('other-missing');
        cpSync(path.join(o.dir('shards'), 'shard-1-of-2'), path.join(missing, 'shard-1-of-2'), { recursive: true });
        const r = await o.judge(stub, OTHER_PR, missing);
        expect([r.exitCode, r.outputs.verdict]).toEqual([1, 'fail']);
        expectOneErrorLine(r, 'shard 2/2 is missing (1 of 2 artifacts found)');
        const after = stub.comments.get(OTHER_PR) ?? [];
        expect(after.map((c) => c.id)).toEqual([before.id]);
        expect(after[0].body).toContain('### ❌ MCP contract: the check could not run');
        expect(after[0].body).toContain('shard 2/2 is missing');
        expect(after[0].body).not.toMatch(/✅|capabilities match/);
        const again = await o.judge(stub, OTHER_PR, o.dir('shards'));
        expect([again.exitCode, again.outputs.verdict]).toEqual([0, 'pass']);
        expect(stub.comments.get(OTHER_PR)?.map((c) => [c.id, c.body.includes('### ✅ MCP contract: no contract changes')])).toEqual([[before.id, true]]);
        expect(stub.comments.get(PR) ?? []).toEqual([]);
      } finally {
        await stub.close();
      }
    });

    it('no artifact at all (the unsharded capture job died before upload) says so on the comment too', async () => {
      const stub = await o.stub();
      try {
        await o.judge(stub, OTHER_PR, path.join(o.dir('single'), 'mcp-contract-report.json'), ALWAYS);
        const [before] = stub.comments.get(OTHER_PR) ?? [];
        expect(before.body).toContain('✅');
        const gone = path.join(m.shardDir('none'), 'mcp-contract-report.json');
        rmSync(path.dirname(gone), { recursive: true, force: true });
        const r = await o.judge(stub, OTHER_PR, gone);
        expect([r.exitCode, r.outputs.verdict]).toEqual([1, 'fail']);
        expectOneErrorLine(r, `${gone}: /: cannot read the report artifact`);
        expect(stub.comments.get(OTHER_PR)?.map((c) => [c.id, c.body.includes('the check could not run')])).toEqual([[before.id, true]]);
      } finally {
        await stub.close();
      }
    });
  });
});

// The judge (`mode: comment`) with `comment: false` needs no token (issue 51): it judges the artifact through GitHub's
// anonymous API (a public repository), gives the verdict and posts nothing. Asked to comment without a token, it
// still refuses in one line, and with a token it posts as before.
import { CATALOG_SERVER, serveCommit } from '../helpers/action-harness.js';
import { PR, servePull, useMatrix, writes } from '../helpers/action-cases.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { startStub } from '../helpers/github-stub.js';
import { pullRequestPayload } from '../helpers/action-harness.js';

describe('the judge without a token', () => {
  const m = useMatrix(['alpha'], CATALOG_SERVER);

  async function judge(inputs: Record<string, string>) {
    const stub = await startStub();
    servePull(stub, m.pr);
    serveCommit(stub, m.pr.repo, m.pr.baseSha);
    serveCommit(stub, m.pr.repo, m.pr.headSha);
    try {
      const payload = pullRequestPayload({ number: PR, baseSha: m.pr.baseSha, headSha: m.pr.headSha, author: 'bob' });
      const r = await runActionInProcess({ cwd: m.scratch, stub, payload, inputs: { mode: 'comment', report: m.shardDir('all'), ...inputs } });
      return { r, calls: stub.calls, comments: stub.comments.get(PR) ?? [] };
    } finally {
      await stub.close();
    }
  }

  it('comment: false and no token: judged through the anonymous API, the breaking change is the verdict, nothing is posted', async () => {
    const { r, calls, comments } = await judge({ comment: 'false', 'github-token': '' });
    expect([r.exitCode, r.outputs.verdict, Number(r.outputs.breaking)]).toEqual([1, 'needs-signoff', 1]);
    expect(r.visible).toContain('/inputSchema/properties/limit');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.authorization === undefined)).toBe(true);
    expect(writes(r)).toEqual([]);
    expect(comments).toEqual([]);
  });

  it('comment: changes (the default) without a token is refused in one line: posting needs one', async () => {
    const { r, calls } = await judge({ 'github-token': '' });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain('::error::mode comment: input "github-token" is required to post the comment (with comment: false the judge reads a public repository without one)');
    expect(calls).toEqual([]);
  });

  it('with a token it judges and posts as before', async () => {
    const { r, comments } = await judge({});
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(comments).toHaveLength(1);
  });
});

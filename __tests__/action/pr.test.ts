// The Action in mode pr, `run()` from src/ in-process: sign-off on one sticky comment, forks, stale snapshots. The first
// run of a breaking PR, from the shipped Action, is e2e/action-pr.test.ts.
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { markerFor } from '../../src/github/hidden.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { PR, expectNoStack, payload, servePull, usePrRepo, useServedPull, writes } from '../helpers/action-cases.js';
import { SNAPSHOT_PATH, commands, makePrRepo, removeLimit, startFront, type PrRepo } from '../helpers/action-harness.js';

const UPDATE = 'npx mcp-contract snapshot --config mcp-contract.json';

/** A PR repo and a GitHub stand-in serving it, removed afterwards whatever the test did. */
async function withPr(opts: Parameters<typeof makePrRepo>[0], test: (pr: PrRepo, stub: GitHubStub) => Promise<void>): Promise<void> {
  const pr = await makePrRepo(opts);
  const stub = await startStub();
  try {
    servePull(stub, pr);
    await test(pr, stub);
  } finally {
    await stub.close();
    pr.repo.remove();
  }
}

describe('a PR with a breaking change', () => {
  const held = usePrRepo({ change: removeLimit });

  describe('on the same repository', () => {
    const served = useServedPull(held);
    beforeAll(async () => {
      // The PR's first run, which posts the comment (e2e/action-pr.test.ts asserts it, from dist/).
      await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: served.stub });
    });

    it("passes once a code owner approves the head commit, editing the same comment", async () => {
      const id = served.stub.comments.get(PR)?.[0]?.id;
      served.stub.addReview(PR, 'alice', 'APPROVED', held.pr.headSha);
      // Re-evaluated the way GitHub triggers it: a pull_request_review event carrying the same pull_request.
      const r = await runActionInProcess({ cwd: held.pr.repo.dir, eventName: 'pull_request_review', payload: { ...payload(held.pr), action: 'submitted', review: { state: 'approved', user: { login: 'alice' } } }, stub: served.stub });
      expect(r.exitCode).toBe(0);
      expect(r.outputs.verdict).toBe('pass');
      expect(writes(r)).toEqual([`PATCH /repos/acme/tools/issues/comments/${id}`]);
      expect(r.comments).toHaveLength(1);
      expect(r.comments[0].body).toContain('signed off');
      expect(r.comments[0].body).toContain('alice');
    });

    it('writes nothing to the API when nothing changed', async () => {
      const before = served.stub.comments.get(PR)?.[0]?.body;
      const r = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: served.stub });
      expect(r.exitCode).toBe(0);
      expect(r.outputs.verdict).toBe('pass');
      expect(writes(r)).toEqual([]);
      expect(r.comments.map((c) => c.body)).toEqual([before]);
      expect(r.stdout).toContain('PR comment unchanged');
    });
  });

  it('from a fork: no comment attempted, verdict kept, summary and report written, and it says why', async () => {
    const fresh = await startStub();
    const front = await startFront(fresh, (method) => (method === 'GET' ? undefined : 403));
    try {
      servePull(fresh, held.pr);
      const r = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr, 'mallory/tools'), stub: fresh, apiUrl: front.url });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(front.refused).toEqual([]);
      expect(r.comments).toEqual([]);
      expect(r.summary).toContain('fork');
      expect(r.summary).toContain('comment is not posted');
      expect(JSON.parse(r.reportText ?? 'null')).toMatchObject({ pr: { number: PR, headSha: held.pr.headSha } });
      expectNoStack(r);
    } finally {
      await front.close();
      await fresh.close();
    }
  });

  it('with a read-only token on the same repository: the refused write is a warning, not a crash', async () => {
    const fresh = await startStub();
    const front = await startFront(fresh, (method) => (method === 'GET' ? undefined : 403));
    try {
      servePull(fresh, held.pr);
      const r = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: fresh, apiUrl: front.url });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(front.refused.map((c) => c.method)).toEqual(['POST']);
      expect(commands(r.stdout, 'warning').some((l) => l.includes('could not post the PR comment'))).toBe(true);
      expect(r.summary).toContain('/inputSchema/properties/limit');
      // The report artifact is still written, this run's, with the change the comment could not show.
      expect(JSON.parse(r.reportText ?? 'null')).toMatchObject({ pr: { number: PR, headSha: held.pr.headSha } });
      expect(r.reportText).toContain('/inputSchema/properties/limit');
      expectNoStack(r);
    } finally {
      await front.close();
      await fresh.close();
    }
  });

  it('fails closed with a one-line reason when the reviews cannot be read, even though an owner approved', async () => {
    const fresh = await startStub();
    const front = await startFront(fresh, (method, path) => (method === 'GET' && path.endsWith(`/pulls/${PR}/reviews`) ? 403 : undefined));
    try {
      servePull(fresh, held.pr);
      fresh.addReview(PR, 'alice', 'APPROVED', held.pr.headSha);
      const r = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: fresh, apiUrl: front.url });
      expect(front.refused.map((c) => c.path)).toEqual([`/repos/acme/tools/pulls/${PR}/reviews`]);
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(r.summary).toContain("could not read the PR&#39;s reviews");
      expect(r.comments).toHaveLength(1);
      expectNoStack(r);
    } finally {
      await front.close();
      await fresh.close();
    }
  });

  it('finds its own comment by the comment-author input when the token cannot ask who it is (GitHub App)', async () => {
    const fresh = await startStub({ user: 'forbidden', actor: 'contract-app[bot]' });
    try {
      servePull(fresh, held.pr);
      const inputs = { 'comment-author': 'contract-app[bot]' };
      const first = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: fresh, inputs });
      expect(writes(first)).toEqual([`POST /repos/acme/tools/issues/${PR}/comments`]);
      fresh.addReview(PR, 'alice', 'APPROVED', held.pr.headSha);
      const second = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: fresh, inputs });
      expect(second.outputs.verdict).toBe('pass');
      expect(writes(second)).toEqual([`PATCH /repos/acme/tools/issues/comments/${first.comments[0].id}`]);
      expect(second.comments).toHaveLength(1);
      // Without the input the App's comment is not recognised as ours, so a second one appears.
      const third = await runActionInProcess({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: fresh });
      expect(writes(third)).toEqual([`POST /repos/acme/tools/issues/${PR}/comments`]);
    } finally {
      await fresh.close();
    }
  });
});

describe('PRs that are gated for what they commit', () => {
  it('fails a PR that forgot to commit its updated snapshot, naming the command that updates it', async () => {
    await withPr({ change: removeLimit, updateSnapshot: false }, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('fail');
      expect(r.outputs['snapshot-stale']).toBe('true');
      expect(r.summary).toContain(UPDATE);
      expect(commands(r.stdout, 'error').some((l) => l.includes(`file=${SNAPSHOT_PATH}`) && l.includes('does not match'))).toBe(true);
      expectNoStack(r);
    });
  });

  it('fails a PR whose hand-edited snapshot matches no server, and names the command even with no change listed', async () => {
    await withPr({
      editFiles: (repo) => repo.write(SNAPSHOT_PATH, repo.read(SNAPSHOT_PATH).replace('Catalog statistics.', 'Edited by hand.')),
    }, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('fail');
      expect(r.outputs['snapshot-stale']).toBe('true');
      expect(r.summary).toContain(UPDATE);
      // One coherent thing: the snapshot is stale, never also "the capabilities match the committed snapshot".
      for (const text of [r.comments[0].body, r.summary]) {
        expect(text).toContain('the committed snapshot is stale');
        expect(text).not.toContain('capabilities match');
      }
    });
  });

  it("stays gated when the PR edits the config to ignore and downgrade its own breaking change, and lists the edit", async () => {
    await withPr({
      change: removeLimit,
      editConfig: (c) => {
        c.ignore = [{ rule: 'tool-input-property-removed', ref: 'tool:search', reason: 'nobody uses it' }];
        c.severity = { 'tool-input-property-removed': 'safe' };
      },
    }, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).not.toBe('pass');
      expect(Number(r.outputs.breaking)).toBeGreaterThanOrEqual(1);
      expect(r.summary).toContain('This PR changes the config');
      const report = JSON.parse(r.reportText ?? '') as { reports: { changes: { rule: string; before?: { pointer?: string } }[] }[] };
      const edits = report.reports.flatMap((x) => x.changes).filter((c) => c.rule === 'config-gate-changed').map((c) => c.before?.pointer);
      expect(edits.sort()).toEqual(['/ignore', '/severity']);
      expect(r.comments[0].body).toContain('/ignore');
    });
  });

  it('keeps the base baseline when the PR moves the snapshot path, so a removal still shows', async () => {
    await withPr({
      change: removeLimit,
      editConfig: (c) => {
        const servers = c.servers as Record<string, Record<string, unknown>>;
        servers.catalog.snapshot = 'moved/catalog.json';
      },
    }, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.outputs.verdict).not.toBe('pass');
      const report = JSON.parse(r.reportText ?? '') as { reports: { changes: { rule: string }[] }[] };
      const rules = report.reports.flatMap((x) => x.changes).map((c) => c.rule);
      expect(rules).toContain('tool-input-property-removed');
      expect(rules).not.toContain('surface-added');
    });
  });

  it('gates a PR that deletes the server from the config: its surfaces are reported removed', async () => {
    await withPr({
      editConfig: (c) => {
        const servers = c.servers as Record<string, Record<string, unknown>>;
        // Two new servers, neither paired with the deleted one (a single added key would be a rename: see
        // action/renamed-server.test.ts).
        c.servers = { other: { ...servers.catalog, snapshot: 'snapshots/other.json' }, another: { ...servers.catalog, snapshot: 'snapshots/another.json' } };
      },
    }, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).not.toBe('pass');
      const report = JSON.parse(r.reportText ?? '') as { reports: { head: string; changes: { rule: string; severity: string }[] }[] };
      const removed = report.reports.find((x) => x.head === 'removed from the config');
      expect(removed?.changes.map((c) => `${c.rule}:${c.severity}`)).toContain('surface-removed:breaking');
    });
  });

  it('approval: label: a label event re-evaluates; the label counts from a code owner, not from anyone else', async () => {
    await withPr({ change: removeLimit }, async (pr, stub) => {
      const inputs = { approval: 'label' };
      const first = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub, inputs });
      expect(first.outputs.verdict).toBe('needs-signoff');
      const labeled = { ...payload(pr), action: 'labeled', label: { name: 'mcp-contract: approved' } };
      stub.label(PR, 'mcp-contract: approved', 'mallory');
      const byStranger = await runActionInProcess({ cwd: pr.repo.dir, payload: labeled, stub, inputs });
      expect(byStranger.outputs.verdict).toBe('needs-signoff');
      expect(byStranger.exitCode).toBe(1);
      stub.label(PR, 'mcp-contract: approved', 'mallory', 'unlabeled');
      stub.label(PR, 'mcp-contract: approved', 'alice');
      const byOwner = await runActionInProcess({ cwd: pr.repo.dir, payload: labeled, stub, inputs });
      expect(byOwner.outputs.verdict).toBe('pass');
      expect(byOwner.exitCode).toBe(0);
      expect(byOwner.comments).toHaveLength(1);
    });
  });

  it('when the server cannot be captured, fails and turns an earlier "pass" comment into "could not run"', async () => {
    await withPr({ editFiles: (repo) => repo.write('catalog.json', '{ not json') , updateSnapshot: false }, async (pr, stub) => {
      const earlier = stub.addComment(PR, `${markerFor('mcp-contract.json', ['catalog'])}\n### ✅ MCP contract: no contract changes\n`, 'github-actions[bot]');
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('fail');
      expect(writes(r)).toEqual([`PATCH /repos/acme/tools/issues/comments/${earlier.id}`]);
      expect(r.comments).toHaveLength(1);
      expect(r.comments[0].body).toContain('The check could not run');
      expect(r.comments[0].body).not.toContain('no contract changes');
      expect(r.summary).toContain('The check could not run');
      // One error line naming the server and the phase; the server's own stderr (its stack) is only log detail.
      const errors = commands(r.stdout, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/server "catalog": initialize failed: server exited \(exit code 1\)/);
      expect(r.stdout).not.toContain('internal error');
    });
  });

  it('passes a docs-only PR without a bot comment by default, and says so in the comment with comment: true', async () => {
    await withPr({ editFiles: (repo) => repo.write('README.md', '# docs only\n') }, async (pr, stub) => {
      const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(0);
      expect(r.outputs).toMatchObject({ verdict: 'pass', breaking: '0', review: '0', safe: '0', 'snapshot-stale': 'false' });
      expect(r.comments).toEqual([]);
      expect(r.summary).toContain('no contract changes');
      expect(commands(r.stdout, 'error')).toEqual([]);
      const always = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub, inputs: { comment: 'true' } });
      expect(always.comments).toHaveLength(1);
      expect(always.comments[0].body).toContain('no contract changes');
    });
  });
});

// The shipped Action in mode pr, started as the runner starts it (`node dist/index.js`): a breaking change waits for
// sign-off with exit 1, outputs, report, summary, one marked comment and an error on the snapshot file. What follows
// (sign-off, forks, stale snapshots) runs `run()` from src/ in-process: action/pr.test.ts.
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { CODEOWNERS, SNAPSHOT_PATH, commands, makePrRepo, pullRequestPayload, removeLimit, type ActionRun, type PrRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const PR = 7;
const MARKER = '<!-- mcp-contract:';

function servePull(stub: GitHubStub, pr: PrRepo): void {
  stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
  stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
}

function payload(pr: PrRepo, headRepo?: string): Record<string, unknown> {
  return pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob', headRepo });
}

function writes(r: ActionRun): string[] {
  // A GraphQL POST is a read (who last edited our comment), not a write.
  return r.calls.filter((c) => c.method !== 'GET' && c.path !== '/graphql').map((c) => `${c.method} ${c.path}`);
}

/** Expected failures are one line: nothing that looks like a stack frame anywhere. */
function expectNoStack(r: ActionRun): void {
  expect(`${r.stdout}\n${r.stderr}`).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(r.stdout).not.toContain('internal error');
}

describe('a PR with a breaking change', () => {
  let pr: PrRepo;
  let stub: GitHubStub;
  beforeAll(async () => {
    pr = await makePrRepo({ change: removeLimit });
  });
  afterAll(() => pr.repo.remove());

  describe('on the same repository', () => {
    beforeAll(async () => {
      stub = await startStub();
      servePull(stub, pr);
    });
    afterAll(() => stub.close());

    it('waits for sign-off: exit 1, outputs, report file, summary, one marked comment, an error on the snapshot file', async () => {
      const r = await runAction({ cwd: pr.repo.dir, payload: payload(pr), stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(Number(r.outputs.breaking)).toBeGreaterThanOrEqual(1);
      expect(r.outputs['snapshot-stale']).toBe('false');
      expect(r.reportText).toBeDefined();
      const artifact = JSON.parse(r.reportText ?? '') as { pr: { headSha: string }; reports: { changes: { rule: string }[] }[] };
      expect(artifact.pr.headSha).toBe(pr.headSha);
      expect(artifact.reports.flatMap((x) => x.changes.map((c) => c.rule))).toContain('tool-input-property-removed');
      expect(r.summary).toContain('/inputSchema/properties/limit');
      expect(r.summary).toContain('needs code-owner sign-off');
      expect(writes(r)).toEqual([`POST /repos/acme/tools/issues/${PR}/comments`]);
      expect(r.comments).toHaveLength(1);
      expect(r.comments[0].body.startsWith(MARKER)).toBe(true);
      expect(r.comments[0].body).toContain('/inputSchema/properties/limit');
      const annotations = commands(r.stdout, 'error').filter((l) => l.includes(`file=${SNAPSHOT_PATH}`));
      expect(annotations.some((l) => l.includes('[tool-input-property-removed]'))).toBe(true);
      expectNoStack(r);
    });
  });
});

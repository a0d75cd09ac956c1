// The shipped Action in mode pr, started as the runner starts it (`node dist/index.js`): a breaking change waits for
// sign-off with exit 1, outputs, report, summary, one marked comment and an error on the snapshot file. What follows
// (sign-off, forks, stale snapshots) runs `run()` from src/ in-process: action/pr.test.ts.
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { SNAPSHOT_PATH, commands, makePrRepo, removeLimit, type PrRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';
import { MARKER, PR, expectNoStack, payload, servePull, writes } from '../helpers/action-cases.js';

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

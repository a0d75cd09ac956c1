// The shipped Action in mode pr, started as the runner starts it (`node dist/index.js`): a breaking change waits for
// sign-off with exit 1, outputs, report, summary, one marked comment and an error on the snapshot file. What follows
// (sign-off, forks, stale snapshots) runs `run()` from src/ in-process: action/pr.test.ts.
import { SNAPSHOT_PATH, commands, removeLimit } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';
import { MARKER, PR, expectNoStack, payload, usePrRepo, useServedPull, writes } from '../helpers/action-cases.js';

describe('a PR with a breaking change', () => {
  const held = usePrRepo({ change: removeLimit });

  describe('on the same repository', () => {
    const served = useServedPull(held);

    it('waits for sign-off: exit 1, outputs, report file, summary, one marked comment, an error on the snapshot file', async () => {
      const r = await runAction({ cwd: held.pr.repo.dir, payload: payload(held.pr), stub: served.stub });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.verdict).toBe('needs-signoff');
      expect(Number(r.outputs.breaking)).toBeGreaterThanOrEqual(1);
      expect(r.outputs['snapshot-stale']).toBe('false');
      expect(r.reportText).toBeDefined();
      const artifact = JSON.parse(r.reportText ?? '') as { pr: { headSha: string }; reports: { changes: { rule: string }[] }[] };
      expect(artifact.pr.headSha).toBe(held.pr.headSha);
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

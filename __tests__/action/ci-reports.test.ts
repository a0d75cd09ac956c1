// The Action's `junit:` and `sarif:` inputs, run in-process: a code owner's sign-off turns the failures into passes and
// the results into suppressed ones; a run that cannot judge writes errors, never passes. The first run's JUnit and
// SARIF, from the shipped Action, are in e2e/action-ci-reports.test.ts.
import { parse, type TestSuites } from 'junit2json';
import { startStub } from '../helpers/github-stub.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { CI_REPORT_INPUTS, PR, payload, useServedPr, type SarifResult } from '../helpers/action-cases.js';
import { makePrRepo, removeLimit } from '../helpers/action-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';

describe('Action junit: and sarif:', () => {
  const served = useServedPr({ change: removeLimit });
  const read = (rel: string) => served.pr.repo.read(rel);

  beforeAll(async () => {
    // The PR's first run, while sign-off is missing (e2e/action-ci-reports.test.ts asserts it, from dist/).
    await runActionInProcess({ cwd: served.pr.repo.dir, payload: served.payload(), stub: served.stub, inputs: CI_REPORT_INPUTS });
  });

  it("after a code owner's approval: no JUnit failure, every SARIF result suppressed as signed off", async () => {
    served.stub.addReview(PR, 'alice', 'APPROVED', served.pr.headSha);
    const r = await runActionInProcess({ cwd: served.pr.repo.dir, eventName: 'pull_request_review', payload: { ...served.payload(), action: 'submitted', review: { state: 'approved', user: { login: 'alice' } } }, stub: served.stub, inputs: CI_REPORT_INPUTS });
    expect(r.outputs.verdict).toBe('pass');
    const suites = ((await parse(read(CI_REPORT_INPUTS.junit))) as TestSuites).testsuite ?? [];
    expect(suites[0].failures).toBe(0);
    const results = JSON.parse(read(CI_REPORT_INPUTS.sarif)).runs[0].results as SarifResult[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((x) => x.suppressions?.[0]?.kind === 'external')).toBe(true);
  });

  it('a run that cannot capture writes an error suite and a failed invocation, not a pass', async () => {
    const broken = await makePrRepo({ change: removeLimit, editFiles: (repo) => repo.write('catalog.json', '{ not json') });
    const fresh = await startStub();
    try {
      fresh.addPull({ number: PR, author: 'bob', headSha: broken.headSha, baseSha: broken.baseSha });
      const r = await runActionInProcess({ cwd: broken.repo.dir, payload: payload(broken), stub: fresh, inputs: CI_REPORT_INPUTS });
      expect(r.outputs.verdict).toBe('fail');
      const suites = ((await parse(broken.repo.read(CI_REPORT_INPUTS.junit))) as TestSuites).testsuite ?? [];
      expect(suites.map((s) => [s.name, s.errors])).toEqual([['catalog', 1]]);
      const log = JSON.parse(broken.repo.read(CI_REPORT_INPUTS.sarif));
      expect(sarifErrors(log)).toEqual([]);
      expect(log.runs[0].invocations[0].executionSuccessful).toBe(false);
    } finally {
      await fresh.close();
      broken.repo.remove();
    }
  });
});

// The Action's `junit:` and `sarif:` inputs: the shipped Action (node dist/index.js) writes JUnit a JUnit consumer reads
// and SARIF the 2.1.0 schema accepts, located in the PR's snapshot file. Sign-off and failed runs, in-process:
// action/ci-reports.test.ts.
import { parse, type TestSuites } from 'junit2json';
import { CI_REPORT_INPUTS, useServedPr, type SarifResult } from '../helpers/action-cases.js';
import { SNAPSHOT_PATH, removeLimit } from '../helpers/action-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';
import { runAction } from '../helpers/dist.js';

describe('Action junit: and sarif:', () => {
  const served = useServedPr({ change: removeLimit });
  const read = (rel: string) => served.pr.repo.read(rel);

  it('writes JUnit failures and SARIF results at the changed tool in the snapshot file while sign-off is missing', async () => {
    const r = await runAction({ cwd: served.pr.repo.dir, payload: served.payload(), stub: served.stub, inputs: CI_REPORT_INPUTS });
    expect(r.outputs.verdict).toBe('needs-signoff');
    const suites = ((await parse(read(CI_REPORT_INPUTS.junit))) as TestSuites).testsuite ?? [];
    expect(suites.map((s) => s.name)).toEqual(['catalog']);
    const failures = (suites[0].testcase ?? []).flatMap((t) => t.failure ?? []);
    expect(failures.map((f) => f.type)).toContain('tool-input-property-removed');
    const log = JSON.parse(read(CI_REPORT_INPUTS.sarif));
    expect(sarifErrors(log)).toEqual([]);
    const removed = (log.runs[0].results as SarifResult[]).find((x) => x.ruleId === 'tool-input-property-removed')!;
    const loc = removed.locations[0].physicalLocation;
    expect(loc.artifactLocation.uri).toBe(SNAPSHOT_PATH);
    expect(read(SNAPSHOT_PATH).split('\n')[loc.region.startLine - 1].trim()).toBe('"ref": "tool:search"');
    expect(removed.suppressions).toBeUndefined();
  });
});

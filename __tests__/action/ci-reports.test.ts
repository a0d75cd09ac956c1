// The Action's `junit:` and `sarif:` inputs, run in-process: a code owner's sign-off turns the failures into passes and
// the results into suppressed ones; a run that cannot judge writes errors, never passes. The first run's JUnit and
// SARIF, from the shipped Action, are in e2e/action-ci-reports.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type TestSuites } from 'junit2json';
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { CODEOWNERS, makePrRepo, pullRequestPayload, removeLimit, type PrRepo } from '../helpers/action-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';

const PR = 7;
const INPUTS = { junit: 'reports/drift.xml', sarif: 'reports/drift.sarif' };

interface Result {
  ruleId: string;
  suppressions?: Array<{ kind: string }>;
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
}

describe('Action junit: and sarif:', () => {
  let pr: PrRepo;
  let stub: GitHubStub;
  const payload = () => pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });
  const read = (rel: string) => readFileSync(path.join(pr.repo.dir, rel), 'utf8');

  beforeAll(async () => {
    pr = await makePrRepo({ change: removeLimit });
    stub = await startStub();
    stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
    // The PR's first run, while sign-off is missing (e2e/action-ci-reports.test.ts asserts it, from dist/).
    await runActionInProcess({ cwd: pr.repo.dir, payload: payload(), stub, inputs: INPUTS });
  });
  afterAll(async () => {
    await stub.close();
    pr.repo.remove();
  });

  it("after a code owner's approval: no JUnit failure, every SARIF result suppressed as signed off", async () => {
    stub.addReview(PR, 'alice', 'APPROVED', pr.headSha);
    const r = await runActionInProcess({ cwd: pr.repo.dir, eventName: 'pull_request_review', payload: { ...payload(), action: 'submitted', review: { state: 'approved', user: { login: 'alice' } } }, stub, inputs: INPUTS });
    expect(r.outputs.verdict).toBe('pass');
    const suites = ((await parse(read(INPUTS.junit))) as TestSuites).testsuite ?? [];
    expect(suites[0].failures).toBe(0);
    const results = JSON.parse(read(INPUTS.sarif)).runs[0].results as Result[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((x) => x.suppressions?.[0]?.kind === 'external')).toBe(true);
  });

  it('a run that cannot capture writes an error suite and a failed invocation, not a pass', async () => {
    const broken = await makePrRepo({ change: removeLimit, editFiles: (repo) => repo.write('catalog.json', '{ not json') });
    const fresh = await startStub();
    try {
      fresh.addPull({ number: PR, author: 'bob', headSha: broken.headSha, baseSha: broken.baseSha });
      const r = await runActionInProcess({ cwd: broken.repo.dir, payload: pullRequestPayload({ number: PR, baseSha: broken.baseSha, headSha: broken.headSha, author: 'bob' }), stub: fresh, inputs: INPUTS });
      expect(r.outputs.verdict).toBe('fail');
      const suites = ((await parse(readFileSync(path.join(broken.repo.dir, INPUTS.junit), 'utf8'))) as TestSuites).testsuite ?? [];
      expect(suites.map((s) => [s.name, s.errors])).toEqual([['catalog', 1]]);
      const log = JSON.parse(readFileSync(path.join(broken.repo.dir, INPUTS.sarif), 'utf8'));
      expect(sarifErrors(log)).toEqual([]);
      expect(log.runs[0].invocations[0].executionSuccessful).toBe(false);
    } finally {
      await fresh.close();
      broken.repo.remove();
    }
  });
});

// The Action's `junit:` and `sarif:` inputs: the shipped Action (node dist/index.js) writes JUnit a JUnit consumer reads
// and SARIF the 2.1.0 schema accepts, located in the PR's snapshot file. Sign-off and failed runs, in-process:
// action/ci-reports.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type TestSuites } from 'junit2json';
import type { GitHubStub } from '../helpers/github-stub.js';
import { startStub } from '../helpers/github-stub.js';
import { CODEOWNERS, SNAPSHOT_PATH, makePrRepo, pullRequestPayload, removeLimit, type PrRepo } from '../helpers/action-harness.js';
import { sarifErrors } from '../helpers/sarif-schema.js';
import { runAction } from '../helpers/dist.js';

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
  });
  afterAll(async () => {
    await stub.close();
    pr.repo.remove();
  });

  it('writes JUnit failures and SARIF results at the changed tool in the snapshot file while sign-off is missing', async () => {
    const r = await runAction({ cwd: pr.repo.dir, payload: payload(), stub, inputs: INPUTS });
    expect(r.outputs.verdict).toBe('needs-signoff');
    const suites = ((await parse(read(INPUTS.junit))) as TestSuites).testsuite ?? [];
    expect(suites.map((s) => s.name)).toEqual(['catalog']);
    const failures = (suites[0].testcase ?? []).flatMap((t) => t.failure ?? []);
    expect(failures.map((f) => f.type)).toContain('tool-input-property-removed');
    const log = JSON.parse(read(INPUTS.sarif));
    expect(sarifErrors(log)).toEqual([]);
    const removed = (log.runs[0].results as Result[]).find((x) => x.ruleId === 'tool-input-property-removed')!;
    const loc = removed.locations[0].physicalLocation;
    expect(loc.artifactLocation.uri).toBe(SNAPSHOT_PATH);
    expect(read(SNAPSHOT_PATH).split('\n')[loc.region.startLine - 1].trim()).toBe('"ref": "tool:search"');
    expect(removed.suppressions).toBeUndefined();
  });
});

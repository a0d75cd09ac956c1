// Issue 17 item 2, in-process from src/: mode capture refuses to run the PR's code when a token is in its own
// environment. The hostile build against the shipped Action is e2e/action-trusted.test.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { thiefPrRepo } from '../helpers/proc-thief.js';
import { pullRequestPayload, type PrRepo } from '../helpers/action-harness.js';

const PR = 17;

const payload = (pr: PrRepo) => pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });

describe('mode capture refuses a token in its own environment (in-process, from src/)', () => {
  // One PR for the three cases: each is refused before any PR code runs, so none changes what the next one finds.
  let dir: string;
  let pr: PrRepo;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-proc-'));
    pr = await thiefPrRepo(dir);
  });
  afterAll(() => {
    pr?.repo.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['GITHUB_TOKEN', 'GH_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'])('%s set for the step: refused in one line before any PR code runs', async (name) => {
    // The maintainer's snapshot in the setup ran the build; only what the Action runs counts.
    rmSync(path.join(dir, 'scan.json'), { force: true });
    const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), inputs: { mode: 'capture', 'github-token': '' }, env: { [name]: 'planted-token-value-17' } });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(`::error::mode capture: this step's environment holds ${name}, which the pull request's code could read from this process`);
    expect(existsSync(path.join(dir, 'scan.json'))).toBe(false);
  });
});

// Issue 17 items 2, 3 and 5, run as the runner starts the Action (`node dist/index.js`) against the GitHub stand-in:
// a hostile PR build that reads every process's initial environment (/proc/<pid>/environ) finds no GitHub token in
// the documented capture job; in the single-job `mode: pr` it finds the token and uses it, and what it edits after the
// trusted read changes nothing; what it appends to GITHUB_ENV / GITHUB_PATH / GITHUB_STATE is gone after the step.
// A token in mode capture's own environment, in-process: action/trusted.test.ts.
import { existsSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { CODEOWNERS, pullRequestPayload, serveCommit, type PrRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';
import { GITHUB_TOKENS, RUNTIME, thiefPrRepo } from '../helpers/proc-thief.js';

const PR = 17;
/** An owner-approved older commit the attacker wants the approval of to carry to the head. */
const OLD = '1'.repeat(40);

interface Scan {
  scanned: number;
  found: { pid: number; key: string }[];
}

function serve(stub: GitHubStub, pr: PrRepo): void {
  stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
  stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
}

const payload = (pr: PrRepo) => pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });
const scanOf = (dir: string): Scan => JSON.parse(readFileSync(path.join(dir, 'scan.json'), 'utf8')) as Scan;
const hiddenShas = (body: string): string[] => {
  const m = /<!-- mcp-contract-data:([A-Za-z0-9_-]*) -->/.exec(body);
  return m ? (JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as { shas: string[] }).shas : [];
};

describe('the documented capture job (mode capture, github-token empty, permissions: {}) holds no token the PR can find', () => {
  let dir: string;
  let pr: PrRepo;
  let stub: GitHubStub;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-proc-'));
    pr = await thiefPrRepo(dir);
    stub = await startStub();
    serve(stub, pr);
  });
  afterAll(async () => {
    await stub?.close();
    pr?.repo.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('scanning every readable /proc/<pid>/environ finds the runtime token the runner gives every JavaScript action, and no GitHub token', async () => {
    const r = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), inputs: { mode: 'capture', 'github-token': '' }, env: { ...RUNTIME, THIEF_JOB: 'issue-17-job' } });
    expect(r.stderr).toBe('');
    expect(r.outputs.verdict).toBe('pass');
    const scan = scanOf(dir);
    expect(scan.scanned).toBeGreaterThan(1);
    // The scan works (it finds what the job does hold) ...
    expect(scan.found.map((f) => f.key)).toContain('ACTIONS_RUNTIME_TOKEN');
    // ... and nothing that acts on the repository is there.
    expect(scan.found.filter((f) => !(f.key in RUNTIME))).toEqual([]);
    // The capture job asks GitHub for nothing: it has nothing to ask with.
    expect(r.calls).toEqual([]);
    const artifact = JSON.parse(r.reportText ?? '{}') as { live?: Record<string, unknown>; pr?: { headSha: string } };
    expect(Object.keys(artifact.live ?? {})).toEqual(['catalog']);
    expect(artifact.pr?.headSha).toBe(pr.headSha);
  });

  it('the judge job (mode comment) judges that artifact through the API and runs no PR code', async () => {
    const capture = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), inputs: { mode: 'capture', 'github-token': '' }, env: { THIEF_JOB: 'issue-17-job' } });
    const artifact = path.join(dir, 'mcp-contract-report.json');
    writeFileSync(artifact, capture.reportText ?? '');
    rmSync(path.join(dir, 'scan.json'));
    serveCommit(stub, pr.repo, pr.baseSha);
    serveCommit(stub, pr.repo, pr.headSha);
    // The judge has no checkout: its working directory holds only the downloaded artifact.
    const judge = await runAction({ cwd: dir, stub, payload: payload(pr), inputs: { mode: 'comment', report: artifact } });
    expect(judge.outputs.verdict).toBe('needs-signoff');
    expect(judge.comments.some((c) => c.body.includes('/inputSchema/properties/limit'))).toBe(true);
    expect(existsSync(path.join(dir, 'scan.json'))).toBe(false);
  });

  it('refuses to run the PR code when a token is given, in one line', async () => {
    const r = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), inputs: { mode: 'capture' } });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain("::error::mode capture: input \"github-token\" must be empty (github-token: '')");
    expect(r.stdout).not.toMatch(/\n\s+at /);
  });
});

describe('single-job mode pr: the PR build finds the token; what it does with it after the trusted read counts for nothing', () => {
  let dir: string;
  let pr: PrRepo;
  let stub: GitHubStub;
  let carried: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-proc-'));
    pr = await thiefPrRepo(dir, `--carry-sha=${OLD}`, `--pr=${PR}`, '--carried');
    stub = await startStub();
    serve(stub, pr);
    carried = {};
    for (const name of ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STATE']) {
      carried[name] = path.join(dir, name.toLowerCase());
      writeFileSync(carried[name], name === 'GITHUB_PATH' ? '/opt/earlier-step\n' : '');
    }
  });
  afterAll(async () => {
    await stub?.close();
    pr?.repo.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an edit of the hidden sign-off history during the build does not carry an older approval to the head', async () => {
    const env = { ...carried, THIEF_JOB: 'issue-17-job', ...GITHUB_TOKENS };
    // First run: the breaking change needs sign-off; the comment records its fingerprints at the head only.
    const first = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), env });
    expect(first.outputs.verdict).toBe('needs-signoff');
    // An owner approved an older, harmless commit.
    stub.addReview(PR, 'alice', 'APPROVED', OLD);
    const second = await runAction({ cwd: pr.repo.dir, stub, payload: payload(pr), env });
    // The build did find the token and edit the comment (the exposure the README states for this setup) ...
    expect(scanOf(dir).found.map((f) => f.key)).toEqual(expect.arrayContaining(['INPUT_GITHUB-TOKEN', 'GITHUB_TOKEN']));
    const patches = second.calls.filter((c) => c.method === 'PATCH');
    expect(patches.length).toBe(2);
    expect(hiddenShas(String((patches[0].body as { body: string }).body))).toContain(OLD);
    // ... but the verdict is judged on what was read before the build ran, and the comment is rewritten whole.
    expect(second.outputs.verdict).toBe('needs-signoff');
    expect(second.stdout).not.toContain('Signed off');
    const comment = second.comments.find((c) => c.body.includes('mcp-contract-data'));
    expect(hiddenShas(comment?.body ?? '')).toEqual([pr.headSha]);
  });

  it('GITHUB_ENV, GITHUB_PATH and GITHUB_STATE are what the step was given', () => {
    expect(readFileSync(carried.GITHUB_ENV, 'utf8')).toBe('');
    expect(readFileSync(carried.GITHUB_PATH, 'utf8')).toBe('/opt/earlier-step\n');
    expect(readFileSync(carried.GITHUB_STATE, 'utf8')).toBe('');
  });
});

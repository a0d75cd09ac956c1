// A fork's release PR judged by mode comment (the workflow_run job that runs no PR code): the release section is
// read the way everything there is read, from GitHub at the PR's base and head commits (the real Octokit against the
// stand-in), with the digest of the surface the fork's capture job served.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runActionInProcess } from '../helpers/action-inprocess.js';
import { baseConfig, makePrRepo, serveCommit, type PrRepo } from '../helpers/action-harness.js';
import { PR, payload } from '../helpers/action-cases.js';
import { startStub } from '../helpers/github-stub.js';
import { surfaceDigest, surfaceDigests } from '../../src/core/attest/predicate.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const pkg = (version: string) => ({ name: 'tools', version });

async function forkRelease(bump: boolean): Promise<{ pr: PrRepo; artifact: string; scratch: string }> {
  const pr = await makePrRepo({
    baseConfig: baseConfig({}, { versionFrom: 'package.json' }),
    baseFiles: { 'package.json': JSON.stringify(pkg('1.0.0')) },
    change: (c) => {
      if (bump) c.serverInfo = { name: 'catalog', version: '2.0.0' };
      c.tools = c.tools?.filter((t) => t.name !== 'stats');
    },
    editFiles: (repo) => repo.write('package.json', pkg(bump ? '2.0.0' : '1.0.0')),
  });
  const scratch = mkdtempSync(path.join(tmpdir(), 'mcp-contract-release-pr-'));
  const artifact = path.join(scratch, 'from-pr-run.json');
  const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr, 'mallory/tools'), inputs: { mode: 'capture', 'github-token': '', report: artifact } });
  expect(r.outputs.verdict).toBe('pass');
  return { pr, artifact, scratch };
}

async function judge(f: { pr: PrRepo; artifact: string; scratch: string }) {
  const stub = await startStub();
  try {
    stub.addPull({ number: PR, author: 'bob', headSha: f.pr.headSha, baseSha: f.pr.baseSha });
    serveCommit(stub, f.pr.repo, f.pr.baseSha);
    serveCommit(stub, f.pr.repo, f.pr.headSha);
    const report = path.join(f.scratch, 'judged.json');
    writeFileSync(report, readFileSync(f.artifact));
    const r = await runActionInProcess({ cwd: f.scratch, eventName: 'workflow_run', payload: { workflow_run: { head_sha: f.pr.headSha, event: 'pull_request' } }, stub, inputs: { mode: 'comment', report } });
    return { r, stub };
  } finally {
    await stub.close();
  }
}

test('a fork release PR: the comment names the surface its capture served and who must sign it', async () => {
  const f = await forkRelease(true);
  try {
    const { r } = await judge(f);
    const body = r.comments[0]?.body ?? '';
    const live = (JSON.parse(readFileSync(f.artifact, 'utf8')) as { live: Record<string, Snapshot> }).live.catalog;
    expect(body).toContain('#### 🔏 Release `2.0.0` of `catalog` (from `1.0.0`): the surface a release with `attest: true` signs');
    expect(body).toContain(`- Surface digest: \`${surfaceDigest(surfaceDigests(live))}\``);
    expect(body).toContain('- Subject: the file the release workflow names (`attest-artifact`)');
    expect(body).toContain('- Expected signer: a GitHub Actions workflow of `https://github.com/acme/tools`');
    // Read from GitHub at both commits, as the rest of the judgement is.
    expect(r.calls.some((c) => c.path === '/repos/acme/tools/contents/package.json' && c.query.ref === f.pr.baseSha)).toBe(true);
    expect(r.calls.some((c) => c.path === '/repos/acme/tools/contents/package.json' && c.query.ref === f.pr.headSha)).toBe(true);
  } finally {
    f.pr.repo.remove();
    rmSync(f.scratch, { recursive: true, force: true });
  }
});

test('the same change without a version bump: no release section', async () => {
  const f = await forkRelease(false);
  try {
    const { r } = await judge(f);
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body).toContain('stats');
    expect(r.comments[0].body).not.toContain('🔏');
  } finally {
    f.pr.repo.remove();
    rmSync(f.scratch, { recursive: true, force: true });
  }
});

test('mode pr: a release PR whose surface is unchanged (only package.json bumped) is still commented on with what will be signed', async () => {
  const pr = await makePrRepo({
    baseConfig: baseConfig({}, { versionFrom: 'package.json' }),
    baseFiles: { 'package.json': JSON.stringify(pkg('1.0.0')) },
    editFiles: (repo) => repo.write('package.json', pkg('1.0.1')),
  });
  const stub = await startStub();
  try {
    stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    const r = await runActionInProcess({ cwd: pr.repo.dir, payload: payload(pr), stub });
    expect(r.outputs.verdict).toBe('pass');
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body).toContain('#### 🔏 Release `1.0.1` of `catalog` (from `1.0.0`)');
  } finally {
    await stub.close();
    pr.repo.remove();
  }
});

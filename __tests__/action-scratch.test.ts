// scratch
import { startStub } from './helpers/github-stub.js';
import { makePrRepo, removeLimit, runAction, pullRequestPayload } from './helpers/action-harness.js';
it('scratch', async () => {
  const t0 = Date.now();
  const { repo, baseSha, headSha } = await makePrRepo({ change: removeLimit });
  console.log('repo', Date.now() - t0);
  const stub = await startStub();
  stub.addPull({ number: 7, author: 'bob', headSha, baseSha });
  stub.files.set(`${baseSha}:.github/CODEOWNERS`, '/snapshots/ @alice\n');
  const r = await runAction({ cwd: repo.dir, payload: pullRequestPayload({ number: 7, baseSha, headSha, author: 'bob' }), stub });
  console.log(Date.now() - t0, r.exitCode, r.stdout, r.stderr, r.outputs, r.summary, r.calls.map(c => c.method + ' ' + c.path), r.reportText?.slice(0, 300));
  await stub.close();
});

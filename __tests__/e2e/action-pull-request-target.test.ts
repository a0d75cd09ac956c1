// The Action refuses pull_request_target for every mode that builds or starts the PR's code, before touching anything.
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { commands, makePrRepo, pullRequestPayload, removeLimit, type PrRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

describe('pull_request_target', () => {
  let pr: PrRepo;
  let stub: GitHubStub;
  beforeAll(async () => {
    pr = await makePrRepo({ change: removeLimit });
    stub = await startStub();
    stub.addPull({ number: 7, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
  });
  afterAll(() => stub.close());

  it.each(['pr', 'check'])('mode %s: one ::error:: line naming the trigger, a fail verdict, no GitHub call', async (mode) => {
    const r = await runAction({
      cwd: pr.repo.dir,
      eventName: 'pull_request_target',
      payload: pullRequestPayload({ number: 7, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob', headRepo: 'mallory/tools' }),
      stub,
      inputs: { mode },
    });
    const errors = commands(r.stdout, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`mode ${mode} refuses to run on pull_request_target`);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.comments).toEqual([]);
    expect(r.calls).toEqual([]);
  });
});

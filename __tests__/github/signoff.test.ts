// Sign-off counts only from a code owner other than the author, at the head commit or one with the same changes.
import { ownersFor, parseCodeowners, readCodeowners, CODEOWNERS_PATHS } from '../../src/github/codeowners.js';
import { findStickyComment } from '../../src/github/comment.js';
import { encodeHiddenData, markerFor, type HiddenData } from '../../src/github/hidden.js';
import { evaluateSignoff, type SignoffInput } from '../../src/github/signoff.js';
import { startStub, tick, type GitHubStub } from '../helpers/github-stub.js';

const OLD = '1'.repeat(40);
const HEAD = '2'.repeat(40);
const FPS = ['fp-a', 'fp-b'];

function input(over: Partial<SignoffInput> = {}): SignoffInput {
  return {
    owner: 'acme',
    repo: 'tools',
    pullNumber: 7,
    headSha: HEAD,
    author: 'alice',
    owners: ['@bob', '@acme/api-owners'],
    required: FPS,
    mode: 'codeowners',
    ...over,
  };
}

function history(fingerprints: string[], shas: string[], since = '2000-01-01T00:00:00.000Z'): HiddenData {
  return { v: 1, sha: shas[shas.length - 1], fingerprints, shas, since };
}

describe('code-owner review sign-off', () => {
  let stub: GitHubStub;
  beforeEach(async () => {
    stub = await startStub();
    stub.addPull({ number: 7, author: 'alice', headSha: HEAD });
    stub.teams.set('acme/api-owners', { members: { carol: 'active', pete: 'pending' } });
  });
  afterEach(async () => stub.close());

  it('passes on an owner approval at the head commit', async () => {
    stub.addReview(7, 'bob', 'APPROVED', HEAD);
    const r = await evaluateSignoff(stub.octokit(), input());
    expect(r).toMatchObject({ satisfied: true, by: ['bob'], reasons: [] });
  });

  it('passes on an approval by an active team member', async () => {
    stub.addReview(7, 'carol', 'APPROVED', HEAD);
    const r = await evaluateSignoff(stub.octokit(), input());
    expect(r).toMatchObject({ satisfied: true, by: ['carol'] });
    expect(stub.callsTo('GET', /^\/orgs\/acme\/teams\/api-owners\/memberships\/carol$/)).toHaveLength(1);
  });

  it('fails on approvals by a non-owner, a pending team member and the PR author', async () => {
    stub.addReview(7, 'mallory', 'APPROVED', HEAD);
    stub.addReview(7, 'pete', 'APPROVED', HEAD);
    stub.addReview(7, 'alice', 'APPROVED', HEAD);
    const r = await evaluateSignoff(stub.octokit(), input({ owners: ['@bob', '@alice', '@acme/api-owners'] }));
    expect(r.satisfied).toBe(false);
    expect(r.reasons.join('\n')).toMatch(/@mallory approved but is not a code owner/);
    expect(r.reasons.join('\n')).toMatch(/@pete approved but is not a code owner/);
    expect(r.reasons.join('\n')).not.toMatch(/alice/);
  });

  it('fails when the approval is on an older commit and the changes differ since', async () => {
    stub.addReview(7, 'bob', 'APPROVED', OLD);
    const r = await evaluateSignoff(stub.octokit(), input({ previous: history(['fp-a'], [OLD]) }));
    expect(r.satisfied).toBe(false);
    expect(r.reasons[0]).toMatch(/given on commit 1111111 .* given again at 2222222/);
  });

  it('carries an approval on an older commit while the changes needing sign-off are the same', async () => {
    stub.addReview(7, 'bob', 'APPROVED', OLD);
    const r = await evaluateSignoff(stub.octokit(), input({ previous: history(['fp-b', 'fp-a'], [OLD]) }));
    expect(r).toMatchObject({ satisfied: true, by: ['bob'] });
  });

  it('does not carry an approval without trusted history', async () => {
    stub.addReview(7, 'bob', 'APPROVED', OLD);
    expect((await evaluateSignoff(stub.octokit(), input())).satisfied).toBe(false);
  });

  it('does not carry an approval on a commit that was never evaluated with these changes', async () => {
    stub.addReview(7, 'bob', 'APPROVED', OLD);
    const r = await evaluateSignoff(stub.octokit(), input({ previous: history(FPS, ['3'.repeat(40)]) }));
    expect(r.satisfied).toBe(false);
  });

  it('cancels an approval followed by changes requested', async () => {
    stub.addReview(7, 'bob', 'APPROVED', HEAD);
    stub.addReview(7, 'bob', 'COMMENTED', HEAD);
    expect((await evaluateSignoff(stub.octokit(), input())).satisfied).toBe(true);
    stub.addReview(7, 'bob', 'CHANGES_REQUESTED', HEAD);
    stub.addReview(7, 'bob', 'COMMENTED', HEAD);
    const r = await evaluateSignoff(stub.octokit(), input());
    expect(r.satisfied).toBe(false);
    expect(r.reasons).toEqual(['no code owner has approved these changes']);
  });

  it('does not count a dismissed approval', async () => {
    const review = stub.addReview(7, 'bob', 'APPROVED', HEAD);
    stub.dismissReview(7, review.id);
    expect((await evaluateSignoff(stub.octokit(), input())).satisfied).toBe(false);
  });

  it('reads reviews beyond the first page', async () => {
    for (let i = 0; i < 130; i++) stub.addReview(7, `user${i}`, 'COMMENTED', HEAD);
    stub.addReview(7, 'bob', 'APPROVED', HEAD);
    expect((await evaluateSignoff(stub.octokit(), input())).satisfied).toBe(true);
    expect(stub.callsTo('GET', /\/pulls\/7\/reviews$/).length).toBe(2);
  });

  it('fails closed with the permission it needs when the team look-up is refused', async () => {
    stub.teams.set('acme/api-owners', { refuse: 403 });
    stub.addReview(7, 'carol', 'APPROVED', HEAD);
    const r = await evaluateSignoff(stub.octokit(), input());
    expect(r.satisfied).toBe(false);
    expect(r.reasons.join('\n')).toMatch(/cannot check membership of @acme\/api-owners .*"members: read"/);
  });

  it('says what to add when no owners are listed, and needs nothing when nothing needs sign-off', async () => {
    stub.addReview(7, 'bob', 'APPROVED', HEAD);
    const none = await evaluateSignoff(stub.octokit(), input({ owners: [] }));
    expect(none.satisfied).toBe(false);
    expect(none.reasons[0]).toMatch(/no code owners are listed/);
    expect((await evaluateSignoff(stub.octokit(), input({ required: [] }))).satisfied).toBe(true);
    expect((await evaluateSignoff(stub.octokit(), input({ mode: 'none' }))).satisfied).toBe(false);
  });

  it('needs sign-off at the head when our previous comment is missing, foreign or garbage', async () => {
    const marker = markerFor('mcp-contract.json', ['demo']);
    stub.addReview(7, 'bob', 'APPROVED', OLD);
    const target = { owner: 'acme', repo: 'tools', issueNumber: 7, marker };
    const evaluate = async (): Promise<boolean> => {
      const found = await findStickyComment(stub.octokit(), target);
      return (await evaluateSignoff(stub.octokit(), input({ ...(found.hidden ? { previous: found.hidden } : {}) }))).satisfied;
    };
    stub.addComment(7, `${marker}\n${encodeHiddenData(history(FPS, [OLD]))}`, 'someone-else[bot]');
    expect(await evaluate()).toBe(false);
    const own = stub.addComment(7, `${marker}\n<!-- mcp-contract-data:garbage! -->`, 'github-actions[bot]');
    expect(await evaluate()).toBe(false);
    own.body = `${marker}\n${encodeHiddenData(history(FPS, [OLD]))}\n${encodeHiddenData(history(FPS, [OLD]))}`;
    expect(await evaluate()).toBe(false);
    own.body = `${marker}\n${encodeHiddenData(history(FPS, [OLD]))}`;
    expect(await evaluate()).toBe(true);
  });
});

describe('label sign-off', () => {
  let stub: GitHubStub;
  const label = 'contract-approved';
  beforeEach(async () => {
    stub = await startStub();
    stub.addPull({ number: 7, author: 'alice', headSha: HEAD });
    stub.teams.set('acme/api-owners', { members: { carol: 'active' } });
  });
  afterEach(async () => stub.close());

  const since = '2030-01-01T00:00:00.000Z';

  it('passes when an owner applied the label after the changes were reported', async () => {
    stub.label(7, label, 'carol');
    const r = await evaluateSignoff(stub.octokit(), input({ mode: 'label', label, previous: history(FPS, [OLD], since) }));
    expect(r).toMatchObject({ satisfied: true, by: ['carol'] });
  });

  it('fails when a non-owner or the author applied it', async () => {
    stub.label(7, label, 'mallory');
    const r = await evaluateSignoff(stub.octokit(), input({ mode: 'label', label, previous: history(FPS, [OLD], since) }));
    expect(r.satisfied).toBe(false);
    expect(r.reasons[0]).toMatch(/applied by @mallory, who is not a code owner/);
    stub.label(7, label, 'alice');
    const byAuthor = await evaluateSignoff(stub.octokit(), input({ mode: 'label', label, owners: ['@alice'], previous: history(FPS, [OLD], since) }));
    expect(byAuthor.satisfied).toBe(false);
  });

  it('uses the latest label event: removed after an owner applied it fails', async () => {
    stub.label(7, label, 'bob');
    stub.label(7, label, 'mallory', 'unlabeled');
    const r = await evaluateSignoff(stub.octokit(), input({ mode: 'label', label, previous: history(FPS, [OLD], since) }));
    expect(r.satisfied).toBe(false);
  });

  it('fails when the label predates the current changes or the changes differ', async () => {
    stub.label(7, label, 'bob', 'labeled', '2029-12-31T00:00:00Z');
    const early = await evaluateSignoff(stub.octokit(), input({ mode: 'label', label, previous: history(FPS, [OLD], since) }));
    expect(early.satisfied).toBe(false);
    expect(early.reasons[0]).toMatch(/remove and re-apply/);
    stub.label(7, label, 'bob', 'labeled', tick());
    const changed = await evaluateSignoff(stub.octokit(), input({ mode: 'label', label, previous: history(['fp-a'], [OLD], since) }));
    expect(changed.satisfied).toBe(false);
  });
});

describe('CODEOWNERS', () => {
  const text = [
    '# comment',
    '*                 @everyone',
    '*.json            @json-team   # inline comment',
    '/snapshots/       @acme/api-owners',
    'apps/             @apps',
    'docs/*            @docs',
    '**/logs           @logs',
    '/build/**         @build',
    'path\\ with\\ space.md @spacey',
    '/snapshots/generated.json',
    '!negated @nobody',
  ].join('\n');

  it.each([
    ['README.md', ['@everyone']],
    ['src/a.json', ['@json-team']],
    ['snapshots/demo.json', ['@acme/api-owners']],
    ['nested/snapshots/demo.json', ['@json-team']],
    ['snapshots/generated.json', []],
    ['apps/x.ts', ['@apps']],
    ['deep/apps/x/y.ts', ['@apps']],
    ['docs/intro.md', ['@docs']],
    ['docs/deep/intro.md', ['@everyone']],
    ['logs/x.txt', ['@logs']],
    ['a/b/logs/x.txt', ['@logs']],
    ['build/x/y.txt', ['@build']],
    ['path with space.md', ['@spacey']],
    ['./README.md', ['@everyone']],
  ])('owners of %s', (path, owners) => {
    expect(ownersFor(text, path)).toEqual(owners);
  });

  it('reports negated patterns', () => {
    expect(parseCodeowners(text).errors).toEqual(['line 11: negated patterns are not supported']);
  });

  it('reads the first file found at the base ref', async () => {
    const stub = await startStub();
    try {
      stub.files.set('main:CODEOWNERS', '* @root');
      stub.files.set('main:docs/CODEOWNERS', '* @docs');
      stub.files.set('feature:.github/CODEOWNERS', '* @pr-author-added');
      const found = await readCodeowners(stub.octokit(), { owner: 'acme', repo: 'tools', ref: 'main' });
      expect(found).toEqual({ path: 'CODEOWNERS', text: '* @root' });
      expect(CODEOWNERS_PATHS[0]).toBe('.github/CODEOWNERS');
      expect(await readCodeowners(stub.octokit(), { owner: 'acme', repo: 'tools', ref: 'nothing' })).toBeUndefined();
    } finally {
      await stub.close();
    }
  });
});

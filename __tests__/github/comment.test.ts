// The sticky comment is found by marker and our own author across all pages, edited in place, never duplicated.
import { findStickyComment, resolveSelfLogin, upsertStickyComment } from '../../src/github/comment.js';
import { encodeHiddenData, markerFor, nextHiddenData, readHiddenData, type HiddenData } from '../../src/github/hidden.js';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';

const marker = markerFor('mcp-contract.json', ['demo']);
const repo = { owner: 'acme', repo: 'tools', issueNumber: 7 };
const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

function data(sha: string, fingerprints: string[]): HiddenData {
  return { v: 1, sha, fingerprints, shas: [sha], since: '2030-01-01T00:00:00.000Z' };
}

describe('sticky comment', () => {
  let stub: GitHubStub;
  afterEach(async () => stub.close());

  it('creates the first comment', async () => {
    stub = await startStub();
    const result = await upsertStickyComment(stub.octokit(), { ...repo, marker, body: `${marker}\nhello\n` });
    expect(result.action).toBe('created');
    expect(stub.callsTo('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
    expect(stub.comments.get(7)?.[0]).toMatchObject({ id: result.id, body: `${marker}\nhello\n` });
  });

  it('updates its own comment in place', async () => {
    stub = await startStub();
    const own = stub.addComment(7, `${marker}\nold\n`, 'github-actions[bot]');
    const result = await upsertStickyComment(stub.octokit(), { ...repo, marker, body: `${marker}\nnew\n` });
    expect(result).toEqual({ action: 'updated', id: own.id });
    expect(stub.comments.get(7)).toHaveLength(1);
    expect(stub.comments.get(7)?.[0].body).toBe(`${marker}\nnew\n`);
    expect(stub.callsTo('PATCH', /\/issues\/comments\/\d+$/)[0].body).toEqual({ body: `${marker}\nnew\n` });
  });

  it('makes no write call when the body is unchanged', async () => {
    stub = await startStub();
    const own = stub.addComment(7, `${marker}\nsame\n`, 'github-actions[bot]');
    const result = await upsertStickyComment(stub.octokit(), { ...repo, marker, body: `${marker}\nsame\n` });
    expect(result).toEqual({ action: 'unchanged', id: own.id });
    expect(stub.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('finds its comment on page 2 of 150 instead of posting a duplicate', async () => {
    stub = await startStub();
    for (let i = 0; i < 120; i++) stub.addComment(7, `chatter ${i}`, `user${i % 5}`, 'User');
    const own = stub.addComment(7, `${marker}\nold\n`, 'github-actions[bot]');
    for (let i = 0; i < 29; i++) stub.addComment(7, `more ${i}`, 'someone', 'User');
    expect(stub.comments.get(7)).toHaveLength(150);
    const result = await upsertStickyComment(stub.octokit(), { ...repo, marker, body: `${marker}\nnew\n` });
    expect(result).toEqual({ action: 'updated', id: own.id });
    expect(stub.callsTo('POST', /comments$/)).toHaveLength(0);
    const pages = stub.callsTo('GET', /\/issues\/7\/comments$/).map((c) => c.query.page ?? '1');
    expect(pages).toEqual(['1', '2']);
  });

  it("leaves another bot's comment with the same marker alone", async () => {
    stub = await startStub();
    const other = stub.addComment(7, `${marker}\nimpostor\n${encodeHiddenData(data(SHA_A, []))}`, 'evil-bot[bot]');
    const found = await findStickyComment(stub.octokit(), { ...repo, marker });
    expect(found.foreign).toBe(1);
    expect(found.comment).toBeUndefined();
    expect(found.hidden).toBeUndefined();
    const result = await upsertStickyComment(stub.octokit(), { ...repo, marker, body: `${marker}\nmine\n` });
    expect(result.action).toBe('created');
    expect(stub.comments.get(7)?.find((c) => c.id === other.id)?.body).toContain('impostor');
    expect(stub.callsTo('PATCH', /.*/)).toHaveLength(0);
  });

  it('uses GET /user for a personal token and falls back to the Actions bot when it is refused', async () => {
    stub = await startStub({ user: 'release-bot', actor: 'release-bot' });
    expect(await resolveSelfLogin(stub.octokit())).toBe('release-bot');
    stub.addComment(7, `${marker}\nby the actions bot\n`, 'github-actions[bot]');
    const pat = await findStickyComment(stub.octokit(), { ...repo, marker });
    expect(pat.comment).toBeUndefined();
    await stub.close();

    stub = await startStub({ user: 'forbidden' });
    expect(await resolveSelfLogin(stub.octokit())).toBe('github-actions[bot]');
    expect(await resolveSelfLogin(stub.octokit(), 'my-app[bot]')).toBe('my-app[bot]');
  });

  it('matches the selfLogin given for an App token instead of the Actions bot', async () => {
    stub = await startStub({ actor: 'my-app[bot]' });
    stub.addComment(7, `${marker}\nactions\n`, 'github-actions[bot]');
    const own = stub.addComment(7, `${marker}\napp\n`, 'my-app[bot]');
    const result = await upsertStickyComment(stub.octokit(), { ...repo, marker, selfLogin: 'my-app[bot]', body: `${marker}\nnew\n` });
    expect(result).toEqual({ action: 'updated', id: own.id });
    expect(stub.callsTo('GET', /^\/user$/)).toHaveLength(0);
  });

  it('trusts hidden data only from exactly one comment of ours', async () => {
    stub = await startStub();
    const hidden = data(SHA_A, ['fp1']);
    stub.addComment(7, `${marker}\n${encodeHiddenData(hidden)}\nbody`, 'github-actions[bot]');
    expect((await findStickyComment(stub.octokit(), { ...repo, marker })).hidden).toEqual(hidden);

    stub.addComment(7, `${marker}\n${encodeHiddenData(hidden)}\nduplicate`, 'github-actions[bot]');
    const twice = await findStickyComment(stub.octokit(), { ...repo, marker });
    expect(twice.hidden).toBeUndefined();
    expect(twice.duplicates).toHaveLength(1);
  });
});

describe('hidden data edited by someone else', () => {
  let stub: GitHubStub;
  afterEach(async () => stub.close());

  it('trusts it after our own edit (GraphQL names the bot without [bot])', async () => {
    stub = await startStub();
    const c = stub.addComment(7, `${marker}\n${encodeHiddenData(data(SHA_A, ['fp1']))}\nbody`, 'github-actions[bot]');
    c.editor = 'github-actions';
    expect((await findStickyComment(stub.octokit(), { ...repo, marker })).hidden?.sha).toBe(SHA_A);
  });

  it('distrusts it once a person edited our comment, e.g. to add an old sha to the history', async () => {
    stub = await startStub();
    const forged = { ...data(SHA_B, ['fp1']), shas: [SHA_A, SHA_B] };
    const c = stub.addComment(7, `${marker}\n${encodeHiddenData(forged)}\nbody`, 'github-actions[bot]');
    c.editor = 'mallory';
    const found = await findStickyComment(stub.octokit(), { ...repo, marker });
    expect(found.comment?.id).toBe(c.id);
    expect(found.hidden).toBeUndefined();
  });

  it('distrusts it when the editor cannot be looked up', async () => {
    stub = await startStub();
    stub.addComment(7, `${marker}\n${encodeHiddenData(data(SHA_A, ['fp1']))}\nbody`, 'github-actions[bot]');
    stub.graphql = 'forbidden';
    expect((await findStickyComment(stub.octokit(), { ...repo, marker })).hidden).toBeUndefined();
  });
});

describe('hidden data', () => {
  it('round-trips and rejects garbage', () => {
    const hidden = data(SHA_A, ['fp2', 'fp1']);
    const sorted = { ...hidden, fingerprints: ['fp1', 'fp2'] };
    expect(readHiddenData(`x\n${encodeHiddenData(hidden)}\ny`)).toEqual(sorted);
    expect(readHiddenData('<!-- mcp-contract-data:!!!not-base64 -->')).toBeUndefined();
    expect(readHiddenData(`<!-- mcp-contract-data:${Buffer.from('{"v":2}').toString('base64url')} -->`)).toBeUndefined();
    expect(readHiddenData(`<!-- mcp-contract-data:${Buffer.from('[1,2]').toString('base64url')} -->`)).toBeUndefined();
    expect(readHiddenData(`<!-- mcp-contract-data:${Buffer.from('not json').toString('base64url')} -->`)).toBeUndefined();
    const badSha = { ...hidden, sha: 'zz' };
    expect(readHiddenData(`<!-- mcp-contract-data:${Buffer.from(JSON.stringify(badSha)).toString('base64url')} -->`)).toBeUndefined();
    expect(readHiddenData(`${encodeHiddenData(hidden)}${encodeHiddenData(hidden)}`)).toBeUndefined();
    expect(readHiddenData(`${encodeHiddenData(hidden)}<!-- mcp-contract-data:broken`)).toBeUndefined();
    expect(readHiddenData(undefined)).toBeUndefined();
    expect(readHiddenData('')).toBeUndefined();
  });

  it('keeps the sha history while the fingerprints stay the same and restarts it when they change', () => {
    const now = new Date('2030-02-01T00:00:00Z');
    const first = nextHiddenData(undefined, SHA_A, ['f2', 'f1'], now);
    expect(first).toEqual({ v: 1, sha: SHA_A, fingerprints: ['f1', 'f2'], shas: [SHA_A], since: now.toISOString() });
    const later = new Date('2030-02-02T00:00:00Z');
    const same = nextHiddenData(first, SHA_B, ['f1', 'f2'], later);
    expect(same).toEqual({ v: 1, sha: SHA_B, fingerprints: ['f1', 'f2'], shas: [SHA_A, SHA_B], since: now.toISOString() });
    const changed = nextHiddenData(same, SHA_A, ['f1'], later);
    expect(changed).toEqual({ v: 1, sha: SHA_A, fingerprints: ['f1'], shas: [SHA_A], since: later.toISOString() });
  });

  it('derives one marker per config path and server set', () => {
    expect(markerFor('a.json', ['x', 'y'])).toBe(markerFor('a.json', ['y', 'x']));
    expect(markerFor('a.json', ['x'])).not.toBe(markerFor('b.json', ['x']));
    expect(markerFor('a.json', ['x'])).not.toBe(markerFor('a.json', ['x', 'y']));
    expect(markerFor('--> <img>', ['-->'])).toMatch(/^<!-- mcp-contract:[0-9a-f]{16} -->$/);
  });
});

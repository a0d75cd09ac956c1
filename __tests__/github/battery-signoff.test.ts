// Sign-off cannot be spoofed: every attempt in this table runs the real chain (our comment's history, CODEOWNERS read
// at the base commit, reviews/labels/teams) against the GitHub stand-in, and none of them may count.
import { ownersFor, readCodeowners } from '../../src/github/codeowners.js';
import { findStickyComment } from '../../src/github/comment.js';
import { encodeHiddenData, markerFor, type HiddenData } from '../../src/github/hidden.js';
import { evaluateSignoff, type SignoffMode } from '../../src/github/signoff.js';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';

const BASE = 'b'.repeat(40);
const OLD = '1'.repeat(40);
const HEAD = '2'.repeat(40);
const REQUIRED = ['fp-new', 'fp-old'];
const marker = markerFor('mcp-contract.json', ['exa']);
const repo = { owner: 'acme', repo: 'tools' };
const SNAPSHOT = 'snapshots/exa.json';
const BOT = 'github-actions[bot]';

function history(fingerprints: string[], shas: string[]): HiddenData {
  return { v: 1, sha: shas[shas.length - 1], fingerprints, shas, since: '2000-01-01T00:00:00.000Z' };
}
const comment = (data: string) => `${marker}\n${data}\nbody`;

interface Attempt {
  name: string;
  mode?: SignoffMode;
  arrange: (stub: GitHubStub) => void;
  /** A phrase the reason must contain, so each row fails for its own reason. */
  because: RegExp;
}

const attempts: Attempt[] = [
  { name: 'the PR author approves (and is a code owner)', arrange: (s) => s.addReview(7, 'alice', 'APPROVED', HEAD), because: /no code owner has approved/ },
  { name: 'a non-owner approves', arrange: (s) => s.addReview(7, 'mallory', 'APPROVED', HEAD), because: /mallory approved but is not a code owner/ },
  {
    name: 'an owner approved an older commit whose change set differed',
    arrange: (s) => {
      s.addComment(7, comment(encodeHiddenData(history(['fp-old'], [OLD]))), BOT);
      s.addReview(7, 'bob', 'APPROVED', OLD);
    },
    because: /given on commit 1111111 and the changes needing sign-off are different or unverified/,
  },
  {
    name: 'an owner approved, then the approval was dismissed',
    arrange: (s) => s.dismissReview(7, s.addReview(7, 'bob', 'APPROVED', HEAD).id),
    because: /no code owner has approved/,
  },
  {
    name: 'an owner approved, then requested changes',
    arrange: (s) => {
      s.addReview(7, 'bob', 'APPROVED', HEAD);
      s.addReview(7, 'bob', 'CHANGES_REQUESTED', HEAD);
    },
    because: /no code owner has approved/,
  },
  {
    name: 'a non-owner applies the sign-off label',
    mode: 'label',
    arrange: (s) => {
      s.addComment(7, comment(encodeHiddenData(history(REQUIRED, [HEAD]))), BOT);
      s.label(7, 'mcp-contract: approved', 'mallory');
    },
    because: /mallory/,
  },
  {
    name: 'the PR adds its author-friend to CODEOWNERS (only the base copy counts)',
    arrange: (s) => {
      s.files.set(`${HEAD}:.github/CODEOWNERS`, `/snapshots/ @bob @mallory\n`);
      s.addReview(7, 'mallory', 'APPROVED', HEAD);
    },
    because: /mallory approved but is not a code owner/,
  },
  {
    name: 'a team owner approves but the team look-up is refused',
    arrange: (s) => {
      s.files.set(`${BASE}:.github/CODEOWNERS`, `/snapshots/ @acme/api-owners\n`);
      s.teams.set('acme/api-owners', { refuse: 403 });
      s.addReview(7, 'carol', 'APPROVED', HEAD);
    },
    because: /members: read/,
  },
  {
    name: 'hidden data that does not parse carries an old approval',
    arrange: (s) => {
      s.addComment(7, comment('<!-- mcp-contract-data:%%%garbage -->'), BOT);
      s.addReview(7, 'bob', 'APPROVED', OLD);
    },
    because: /given on commit 1111111 and the changes needing sign-off are different or unverified/,
  },
  {
    name: 'duplicated hidden data carries an old approval',
    arrange: (s) => {
      const d = encodeHiddenData(history(REQUIRED, [OLD]));
      s.addComment(7, comment(`${d}\n${d}`), BOT);
      s.addReview(7, 'bob', 'APPROVED', OLD);
    },
    because: /given on commit 1111111 and the changes needing sign-off are different or unverified/,
  },
  {
    name: 'hidden data in a comment by someone else carries an old approval',
    arrange: (s) => {
      s.addComment(7, comment(encodeHiddenData(history(REQUIRED, [OLD]))), 'mallory', 'User');
      s.addReview(7, 'bob', 'APPROVED', OLD);
    },
    because: /given on commit 1111111 and the changes needing sign-off are different or unverified/,
  },
  {
    name: "our comment's history was edited by a person to include an old commit",
    arrange: (s) => {
      const c = s.addComment(7, comment(encodeHiddenData(history(REQUIRED, [OLD, HEAD]))), BOT);
      c.editor = 'mallory';
      s.addReview(7, 'bob', 'APPROVED', OLD);
    },
    because: /given on commit 1111111 and the changes needing sign-off are different or unverified/,
  },
];

async function evaluate(stub: GitHubStub, mode: SignoffMode) {
  const octokit = stub.octokit();
  const found = await findStickyComment(octokit, { ...repo, issueNumber: 7, marker });
  const codeowners = await readCodeowners(octokit, { ...repo, ref: BASE });
  const owners = codeowners ? ownersFor(codeowners.text, SNAPSHOT) : [];
  return evaluateSignoff(octokit, {
    ...repo,
    pullNumber: 7,
    headSha: HEAD,
    author: 'alice',
    owners,
    required: REQUIRED,
    previous: found.hidden,
    mode,
    label: 'mcp-contract: approved',
  });
}

describe('sign-off cannot be spoofed', () => {
  let stub: GitHubStub;
  beforeEach(async () => {
    stub = await startStub();
    stub.addPull({ number: 7, author: 'alice', headSha: HEAD, baseSha: BASE });
    stub.files.set(`${BASE}:.github/CODEOWNERS`, `* @nobody\n/snapshots/ @bob @alice\n`);
  });
  afterEach(async () => stub.close());

  it.each(attempts)('does not count when $name', async ({ arrange, mode, because }) => {
    arrange(stub);
    const r = await evaluate(stub, mode ?? 'codeowners');
    expect(r.satisfied).toBe(false);
    expect(r.reasons.join(' ')).toMatch(because);
  });

  it('counts (control): an owner approval at the head commit', async () => {
    stub.addReview(7, 'bob', 'APPROVED', HEAD);
    expect(await evaluate(stub, 'codeowners')).toMatchObject({ satisfied: true, by: ['bob'] });
  });

  it('counts (control): an owner approval on an older commit with the same change set, recorded by our own comment', async () => {
    stub.addComment(7, comment(encodeHiddenData(history(REQUIRED, [OLD]))), BOT);
    stub.addReview(7, 'bob', 'APPROVED', OLD);
    expect(await evaluate(stub, 'codeowners')).toMatchObject({ satisfied: true, by: ['bob'] });
  });
});

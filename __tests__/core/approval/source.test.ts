// Where approvals came from: a first-use snapshot keeps the date a guard first used it, a signed release is each
// start's own verification (a newer release an earlier start saw is not carried), and the counts split the approved
// capabilities by who or what approved them.
import { baselineWords, newerWords, nextSource, summarizeSources, type ApprovalSource } from '../../../src/core/approval/source.js';

const firstUse = (snapshot: string, since: string): ApprovalSource => ({ kind: 'first-use', snapshot, since });
const signed = (release: string, newer?: string): ApprovalSource => ({
  kind: 'signed-release',
  registry: 'https://registry.example',
  release,
  signer: 'https://github.com/acme/notes/.github/workflows/release.yml@refs/tags/v1.2.0',
  statementDigest: `sha256:${'a'.repeat(64)}`,
  verifiedAt: '2026-12-07T10:00:00.000Z',
  ...(newer ? { newer: { version: newer, signer: 'w', statementDigest: `sha256:${'b'.repeat(64)}`, checkedAt: '2026-12-07T10:00:00.000Z' } } : {}),
});

test('first use keeps the date the same snapshot was first used; another snapshot starts its own', () => {
  expect(nextSource(firstUse('snapshots/a.json', '2026-01-01T00:00:00.000Z'), firstUse('snapshots/a.json', '2026-12-07T00:00:00.000Z'))).toMatchObject({ since: '2026-01-01T00:00:00.000Z' });
  expect(nextSource(firstUse('snapshots/a.json', '2026-01-01T00:00:00.000Z'), firstUse('snapshots/b.json', '2026-12-07T00:00:00.000Z'))).toMatchObject({ since: '2026-12-07T00:00:00.000Z' });
  // A server moved from a snapshot to a signed release reads as signed from then on, and back again as first use anew.
  expect(nextSource(firstUse('snapshots/a.json', '2026-01-01T00:00:00.000Z'), signed('io.github.acme/notes@1.2.0')).kind).toBe('signed-release');
  expect(nextSource(signed('io.github.acme/notes@1.2.0'), firstUse('snapshots/a.json', '2026-12-07T00:00:00.000Z'))).toMatchObject({ since: '2026-12-07T00:00:00.000Z' });
});

test('a newer release an earlier start saw is not carried into a start that did not see it', () => {
  const next = nextSource(signed('io.github.acme/notes@1.2.0', '1.3.0'), signed('io.github.acme/notes@1.2.0'));
  expect(next.kind === 'signed-release' && next.newer).toBeFalsy();
  expect(newerWords(next)).toBeUndefined();
  expect(newerWords(signed('io.github.acme/notes@1.2.0', '1.3.0'))).toMatch(/^a newer release, 1\.3\.0, is listed .* the guard serves 1\.2\.0 and does not approve it by itself$/);
});

test('approved capabilities are counted by source; held ones are not counted', () => {
  const approval = (by: 'human' | 'follow', at: string, who?: string) => ({ by, at, ...(who ? { who } : {}) });
  const s = summarizeSources({
    source: signed('io.github.acme/notes@1.2.0'),
    capabilities: {
      'tool:a': { state: 'approved' },
      'tool:b': { state: 'approved' },
      'tool:c': { state: 'approved', approval: approval('human', '2026-12-01T00:00:00.000Z', 'alice') },
      'tool:d': { state: 'approved', approval: approval('human', '2026-12-05T00:00:00.000Z', 'bob (as Dana)') },
      'tool:e': { state: 'approved', approval: approval('follow', '2026-12-06T00:00:00.000Z') },
      'tool:f': { state: 'stale', approval: approval('human', '2026-12-07T00:00:00.000Z', 'carol') },
      'tool:g': { state: 'review_required' },
    },
  });
  expect(s).toMatchObject({ fromBaseline: 2, byPerson: 2, followed: 1, lastPerson: { who: 'bob (as Dana)', at: '2026-12-05T00:00:00.000Z' } });
  expect(baselineWords(undefined)).toMatch(/^a source not recorded/);
});

// The shipped Action in mode pr against a modern-only server (MCP 2026-07-28 on @modelcontextprotocol/server 2.x,
// legacy refused), started as the runner starts it (issue 18 item 5): the snapshot is taken over server/discover, and
// a breaking change in the PR waits for sign-off with one sticky comment, exactly as for a 2025 server.
import path from 'node:path';
import { startStub } from '../helpers/github-stub.js';
import { CODEOWNERS, ROOT, SNAPSHOT_PATH, makePrRepo, pullRequestPayload, removeLimit } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const PR = 11;
const CATALOG_V2 = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'catalog-v2.mjs');

it('a PR removing an input of a modern-only server waits for sign-off, with the change in its comment', async () => {
  const config = { servers: { catalog: { command: process.execPath, args: [CATALOG_V2, 'catalog.json', '--legacy=reject'], snapshot: SNAPSHOT_PATH } } };
  const pr = await makePrRepo({ baseConfig: config, change: removeLimit });
  const stub = await startStub();
  try {
    // The committed snapshot was taken over the 2026-07-28 era alone: the server refuses initialize.
    const snap = JSON.parse(pr.repo.read(SNAPSHOT_PATH)) as { surfaces: Record<string, { protocol?: { primary?: string; eras?: Record<string, { state?: string }> } }> };
    const protocol = Object.values(snap.surfaces)[0].protocol;
    expect(protocol?.primary).toBe('modern');
    expect(protocol?.eras?.legacy?.state).toBe('refused');
    expect(protocol?.eras?.modern?.state).toBe('served');

    stub.addPull({ number: PR, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
    const payload = pullRequestPayload({ number: PR, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' });
    const r = await runAction({ cwd: pr.repo.dir, payload, stub });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.verdict).toBe('needs-signoff');
    expect(Number(r.outputs.breaking)).toBeGreaterThanOrEqual(1);
    expect(r.outputs['snapshot-stale']).toBe('false');
    const artifact = JSON.parse(r.reportText ?? '') as { reports: { changes: { rule: string }[] }[] };
    const rules = artifact.reports.flatMap((x) => x.changes.map((c) => c.rule));
    expect(rules).toContain('tool-input-property-removed');
    // Same server, same era on both sides: no protocol drift is reported.
    expect(rules.filter((rule) => rule.startsWith('protocol-'))).toEqual([]);
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0].body).toContain('/inputSchema/properties/limit');
    expect(`${r.stdout}\n${r.stderr}`).not.toContain('Unsupported protocol version');

    // A code owner's approval of the head commit lets it pass, editing the same comment.
    stub.addReview(PR, 'alice', 'APPROVED', pr.headSha);
    const again = await runAction({ cwd: pr.repo.dir, eventName: 'pull_request_review', payload: { ...payload, action: 'submitted', review: { state: 'approved', user: { login: 'alice' } } }, stub });
    expect(again.exitCode).toBe(0);
    expect(again.outputs.verdict).toBe('pass');
    expect(again.comments).toHaveLength(1);
    expect(again.comments[0].body).toContain('signed off');
  } finally {
    await stub.close();
    pr.repo.remove();
  }
});

// The audit trail cannot vanish without a trace (issue 50 item 5): the signed store anchors the chain it has seen
// (which chain, how far), so removing the whole `audit/` folder, which needs no key, is a verification failure (exit
// 1) naming what is missing, and so is a log that restarted at record 1 after it. Honest paths beside them: a store
// with no log yet says so as before (exit 2), and a log that grows through approvals and calls verifies (exit 0).
// Real parts: the fixture upstream behind the one-server guard, `approve` and `audit verify` run as the CLI runs them.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { auditDir } from '../../src/audit/files.js';
import { cli, hasStack, NODE } from '../helpers/cli-harness.js';
import { approvedShifting, SHIFTING, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { textOf } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const serverInfo = { name: 'mail', version: '1.0.0' };
const search = { name: 'search', description: 'Searches the mailbox.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const send = { name: 'send_email', description: 'Sends an email.', inputSchema: { type: 'object', properties: { to: { type: 'string' } } } };
const archive = { name: 'archive', description: 'Archives a mail.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };

describe('audit: the store anchors the chain', () => {
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  const verify = (s: ShiftingSetup) => cli(['audit', 'verify', '--store', s.store], { cwd: s.dir });

  async function approve(s: ShiftingSetup, ref: string): Promise<void> {
    const r = await cli(['approve', ref, '--store', s.store], { cwd: s.dir, now: new Date() });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    await waitFor(() => g!.guard.publication.refusal(ref) === undefined, { what: `${ref} published` });
  }

  async function started(prefix: string): Promise<ShiftingSetup> {
    const s = await approvedShifting(prefix, { serverInfo, tools: [search] });
    writeFileSync(s.surface, JSON.stringify({ serverInfo, tools: [search, send, archive] }));
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`] } });
    return s;
  }

  it('a store with no log yet says so (exit 2); a log grown through approvals and calls verifies (exit 0)', async () => {
    const s = await started('audit-anchor-honest');
    const none = await verify(s);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^mcp-contract audit: no audit log in /);
    expect(textOf(await g!.client.callTool({ name: 'search', arguments: { q: 'a' } }))).toMatch(/search/);
    await approve(s, 'tool:send_email');
    await g!.client.callTool({ name: 'send_email', arguments: { to: 'x' } });
    await approve(s, 'tool:archive');
    await g!.client.callTool({ name: 'archive', arguments: { id: '1' } });
    const ok = await verify(s);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toMatch(/^the audit log verifies: \d+ record\(s\) \(1 to \d+\)/);
    // The store carries the anchor, signed.
    expect(JSON.parse(readFileSync(path.join(s.store, 'shifting.json'), 'utf8'))).toHaveProperty('audit.seq');
  });

  it('the audit folder removed: exit 1 naming the records missing; after new calls the restarted log fails too', async () => {
    const s = await started('audit-anchor-removed');
    await g!.client.callTool({ name: 'search', arguments: { q: 'a' } });
    await approve(s, 'tool:send_email');
    await g!.client.callTool({ name: 'send_email', arguments: { to: 'x' } });
    expect((await verify(s)).code).toBe(0);

    rmSync(auditDir(s.store), { recursive: true, force: true });
    const gone = await verify(s);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/^mcp-contract audit verify: audit: the audit log is missing: the store shifting\.json anchors records up to \d+ \(removed\)\n$/);
    expect(hasStack(gone.stderr)).toBe(false);

    // New calls and a new decision start a new chain at record 1: still a failure, naming the chain that is gone.
    for (const q of ['b', 'c', 'd', 'e', 'f']) await g!.client.callTool({ name: 'search', arguments: { q } });
    // Each call is recorded before it goes, in a new file: none vanishes into the removed one.
    expect(existsSync(path.join(auditDir(s.store), 'audit.jsonl'))).toBe(true);
    await approve(s, 'tool:archive');
    await waitFor(() => existsSync(path.join(auditDir(s.store), 'audit.head.json')), { what: 'the new head' });
    const restarted = await verify(s);
    expect(restarted.code).toBe(1);
    expect(restarted.stderr).toMatch(/^mcp-contract audit verify: audit: the audit log restarted: the store shifting\.json anchors records up to \d+ of another chain \(the log was removed or replaced\)\n$/);
    const json = JSON.parse((await cli(['audit', 'verify', '--store', s.store, '--format', 'json'], { cwd: s.dir })).stdout);
    expect(json).toMatchObject({ verified: false, problem: { why: expect.stringMatching(/restarted/) } });
  });

  it('the anchor stripped from the store (no key needed to delete a field) drops its approvals and fails verify', async () => {
    const s = await started('audit-anchor-stripped');
    await approve(s, 'tool:send_email');
    const file = path.join(s.store, 'shifting.json');
    const store = JSON.parse(readFileSync(file, 'utf8'));
    expect(store.audit).toBeDefined();
    delete store.audit;
    writeFileSync(file, JSON.stringify(store));
    rmSync(auditDir(s.store), { recursive: true, force: true });
    const r = await verify(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/shifting\.json: .*not signed with the store's key/);
  });
});
